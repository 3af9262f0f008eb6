package grade

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"
)

// writeFixture writes src as <tmp>/<lang>/<id>.yaml and returns its path.
func writeFixture(t *testing.T, lang, id, src string) string {
	t.Helper()
	dir := filepath.Join(t.TempDir(), lang)
	require.NoError(t, os.MkdirAll(dir, 0o755))
	path := filepath.Join(dir, id+".yaml")
	require.NoError(t, os.WriteFile(path, []byte(src), 0o644))
	return path
}

// dirOf is the fixtures root a written fixture is loaded from.
func dirOf(path string) string { return filepath.Dir(filepath.Dir(path)) }
