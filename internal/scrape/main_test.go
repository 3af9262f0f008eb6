package scrape_test

import (
	"os"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
	"go.uber.org/goleak"

	"github.com/infergate/infergate/internal/scrape"
)

func TestMain(m *testing.M) {
	goleak.VerifyTestMain(m)
}

// canonURL is the /metrics URL the canned expositions pretend to come from.
const canonURL = "http://vllm:8000/metrics"

// modelName is the model_name in the canned vLLM expositions.
const modelName = "meta-llama/Llama-3.1-8B-Instruct"

// load parses testdata/name.prom as a snapshot of canonURL.
func load(t testing.TB, name string) *scrape.Snapshot {
	t.Helper()
	f, err := os.Open("testdata/" + name + ".prom")
	require.NoError(t, err)
	defer f.Close()
	s, err := scrape.Parse(f, canonURL, time.Unix(1764400000, 0))
	require.NoError(t, err, "Parse(%s)", name)
	return s
}
