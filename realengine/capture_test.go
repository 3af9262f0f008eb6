//go:build engine

package realengine

import (
	"bytes"
	"encoding/json"
	"flag"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

var capture = flag.Bool("capture", false, "rewrite testdata/ with streams captured from the running engine")

// TestCapture records the raw response bytes of the replay tests' requests from the
// running engine into testdata/ (with -capture; the replay tests then pin them). It
// sends the requests itself, not through the gate's client, so that what is stored
// is what the server wrote.
func TestCapture(t *testing.T) {
	if !*capture {
		t.Skip("run with -capture to rewrite testdata/ from the engine")
	}
	for _, s := range scenarios {
		t.Run(s.Name, func(t *testing.T) {
			body, err := json.Marshal(s.Request)
			require.NoError(t, err)
			req, err := http.NewRequestWithContext(t.Context(), http.MethodPost, engineRoot()+s.Path, bytes.NewReader(body))
			require.NoError(t, err)
			req.Header.Set("Content-Type", "application/json")
			resp, err := (&http.Client{Timeout: time.Minute}).Do(req)
			require.NoError(t, err)
			defer resp.Body.Close()
			raw, err := io.ReadAll(resp.Body)
			require.NoError(t, err)
			meta := s
			meta.Status, meta.ContentType = resp.StatusCode, resp.Header.Get("Content-Type")
			m, err := json.MarshalIndent(meta, "", "  ")
			require.NoError(t, err)
			require.NoError(t, os.WriteFile(filepath.Join("testdata", s.Name+".json"), append(m, '\n'), 0o644))
			require.NoError(t, os.WriteFile(filepath.Join("testdata", s.Name+".sse"), raw, 0o644))
			t.Logf("%s: %d, %s, %d bytes", s.Name, resp.StatusCode, meta.ContentType, len(raw))
		})
	}
}
