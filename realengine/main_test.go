//go:build engine

package realengine

import (
	"fmt"
	"os"
	"strings"
	"testing"
)

// engineURL is the running engine's base URL (…/v1), from INFERGATE_ENGINE_URL.
var engineURL string

// TestMain refuses to run the engine tests without an engine: a missing URL is a
// failure, not a skip, so a CI job that forgot to start the engine cannot pass.
func TestMain(m *testing.M) {
	engineURL = strings.TrimRight(strings.TrimSpace(os.Getenv("INFERGATE_ENGINE_URL")), "/")
	if engineURL == "" {
		fmt.Fprintln(os.Stderr, "engine: INFERGATE_ENGINE_URL is not set; the engine tests (-tags engine) need a running engine:\n"+
			"  .ci/engine build && export INFERGATE_ENGINE_URL=$(.ci/engine start)")
		os.Exit(1)
	}
	if !strings.HasSuffix(engineURL, "/v1") {
		fmt.Fprintf(os.Stderr, "engine: INFERGATE_ENGINE_URL=%q must end in /v1\n", engineURL)
		os.Exit(1)
	}
	os.Exit(m.Run())
}

// engineRoot is the engine's URL without /v1.
func engineRoot() string { return strings.TrimSuffix(engineURL, "/v1") }
