package acceptance

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/infergate/infergate/internal/gate"
)

// run is the gate shared by the tests of one go test invocation; TestMain opens it.
var run *gate.Run

func TestMain(m *testing.M) {
	os.Exit(mainRun(m))
}

func mainRun(m *testing.M) int {
	wd, err := os.Getwd()
	if err != nil {
		fmt.Fprintln(os.Stderr, "acceptance:", err)
		return 1
	}
	root, err := gate.ModuleRoot(wd)
	if err != nil {
		fmt.Fprintln(os.Stderr, "acceptance:", err)
		return 1
	}
	// TestMain has no t.Context; the run lives until the tests end.
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	r, err := gate.Start(ctx, os.Getenv, root)
	if err != nil {
		fmt.Fprintf(os.Stderr, "acceptance: %v\n", err)
		return 2
	}
	run = r
	fmt.Fprintln(os.Stdout, r.Describe())
	code := m.Run()
	f, err := r.FinishRun()
	switch {
	case err != nil:
		fmt.Fprintf(os.Stderr, "acceptance: writing results: %v\n", err)
		if code == 0 {
			code = 1
		}
	case f != nil:
		latest := "replaced by this run"
		if !f.Stored.Latest {
			latest = "kept: " + f.Stored.LatestKept
		}
		files := [][2]string{{"results", relTo(root, f.Stored.Path)}, {"latest.json", latest}}
		if len(f.Missing) > 0 {
			files = append(files, [2]string{"not run", strings.Join(f.Missing, ", ")})
		}
		if err := f.Summary.WriteBlock(os.Stdout, files); err != nil {
			fmt.Fprintf(os.Stderr, "acceptance: %v\n", err)
		}
	}
	r.Close()
	return code
}

func relTo(root, path string) string {
	if rel, err := filepath.Rel(root, path); err == nil && !strings.HasPrefix(rel, "..") {
		return rel
	}
	return path
}
