package report

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"testing"

	"github.com/pmezard/go-difflib/difflib"
	"github.com/stretchr/testify/require"
)

var update = flag.Bool("update", false, "rewrite testdata/*.golden.md")

// golden compares got with the file testdata/name (for example "cand.golden.md") and
// fails with a unified diff labelled want/got when they differ; under -update it
// rewrites the file instead, for review after a deliberate change.
func golden(t testing.TB, name string, got []byte) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		require.NoError(t, os.WriteFile(path, got, 0o644))
		return
	}
	want, err := os.ReadFile(path)
	require.NoError(t, err, "go test ./internal/report -update creates it")
	if bytes.Equal(want, got) {
		return
	}
	diff, err := difflib.GetUnifiedDiffString(difflib.UnifiedDiff{
		A: difflib.SplitLines(string(want)), B: difflib.SplitLines(string(got)),
		FromFile: "want", ToFile: "got", Context: 3,
	})
	require.NoError(t, err)
	t.Errorf("%s differs (go test ./internal/report -update rewrites it after a deliberate change):\n%s", path, diff)
}
