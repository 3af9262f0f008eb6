package junit_test

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"testing"

	"github.com/pmezard/go-difflib/difflib"
	"github.com/stretchr/testify/require"

	"github.com/infergate/infergate/internal/junit"
	"github.com/infergate/infergate/internal/results"
)

var update = flag.Bool("update", false, "rewrite testdata/*.golden.xml")

// reportFixtures are real results files of the embedded simulator (see
// internal/report/testdata/README.md): a baseline with measured capacity, and a
// candidate with failing compare gates, skipped checks and capacity from the baseline.
var reportFixtures = []string{"base", "cand"}

func readFixture(t *testing.T, name string) *results.Run {
	t.Helper()
	r, err := results.Read(filepath.Join("..", "report", "testdata", name+".json"))
	require.NoError(t, err)
	return r
}

// TestGolden renders the report fixtures and compares the XML with
// testdata/<name>.golden.xml; go test ./internal/junit -update rewrites them after a
// deliberate change, for review.
func TestGolden(t *testing.T) {
	for _, name := range reportFixtures {
		t.Run(name, func(t *testing.T) {
			var got bytes.Buffer
			require.NoError(t, junit.Write(&got, readFixture(t, name)))
			path := filepath.Join("testdata", name+".golden.xml")
			if *update {
				require.NoError(t, os.WriteFile(path, got.Bytes(), 0o644))
				return
			}
			want, err := os.ReadFile(path)
			require.NoError(t, err, "go test ./internal/junit -update creates it")
			if bytes.Equal(want, got.Bytes()) {
				return
			}
			diff, err := difflib.GetUnifiedDiffString(difflib.UnifiedDiff{
				A: difflib.SplitLines(string(want)), B: difflib.SplitLines(got.String()),
				FromFile: "want", ToFile: "got", Context: 3,
			})
			require.NoError(t, err)
			t.Errorf("%s differs (go test ./internal/junit -update rewrites it after a deliberate change):\n%s", path, diff)
		})
	}
}
