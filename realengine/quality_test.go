//go:build engine

package realengine

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"net/http/httputil"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/infergate/infergate/internal/grade"
)

// recorder is a reverse proxy to the engine that keeps the body of every request it
// forwards, so a test can check what went over the wire.
type recorder struct {
	mu     sync.Mutex
	bodies map[string][][]byte // by path
}

func (r *recorder) record(path string, b []byte) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.bodies[path] = append(r.bodies[path], b)
}

func (r *recorder) get(path string) [][]byte {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.bodies[path]
}

// startRecorder serves the proxy on a free loopback port until the test ends; the
// base URL it returns ends in /v1.
func startRecorder(t *testing.T) (*recorder, string) {
	t.Helper()
	target, err := url.Parse(engineRoot())
	require.NoError(t, err)
	rec := &recorder{bodies: map[string][][]byte{}}
	proxy := httputil.NewSingleHostReverseProxy(target)
	proxy.FlushInterval = -1 // streams pass through as they come
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		b, err := io.ReadAll(r.Body)
		if err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		rec.record(r.URL.Path, b)
		r.Body = io.NopCloser(bytes.NewReader(b))
		proxy.ServeHTTP(w, r)
	}))
	t.Cleanup(srv.Close)
	return rec, srv.URL + "/v1"
}

// TestQualityGate runs the quality gate (go test ./quality, as CI does) against the
// engine through a recording proxy. The model is random, so every fixture must fail,
// and the test checks that they fail properly: each request carried every pinned
// parameter, each failure is reported with its case, file and failing checks, the
// summary line counts them per language, and the results file holds every case with
// its output and scores.
func TestQualityGate(t *testing.T) {
	root := moduleRoot(t)
	cases, err := grade.Load(filepath.Join(root, "fixtures", "quality"))
	require.NoError(t, err)
	rec, base := startRecorder(t)
	out := t.TempDir()

	cmd := exec.CommandContext(t.Context(), "go", "test", "-count=1", "-run", "^TestQuality$", "-v", "./quality")
	cmd.Dir = root
	cmd.Env = append(withoutGateEnv(os.Environ()), "INFERGATE_BASE_URL="+base, "INFERGATE_OUT="+out)
	var stdout bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stdout
	err = cmd.Run()
	log := stdout.String()
	var exit *exec.ExitError
	require.ErrorAs(t, err, &exit, "the quality gate must fail on a random model:\n%s", log)
	assert.Equal(t, 1, exit.ExitCode(), log)

	// Every case failed, each with a message naming it, its file and its checks.
	nja, nde := 0, 0
	for _, c := range cases {
		assert.Contains(t, log, "--- FAIL: TestQuality/"+c.Lang+"/"+c.ID+" ", c.ID)
		assert.Contains(t, log, c.ID+" ("+c.File+"): [", "%s: the failure names the case, its file and its failing checks", c.ID)
		if c.Lang == "ja" {
			nja++
		} else {
			nde++
		}
	}
	assert.Contains(t, log, "[critical] ")
	assert.Contains(t, log, "--- diff (-golden +answer):")
	summary := regexpLine(log, "quality: ")
	assert.Contains(t, summary, "quality: 0 passed, "+itoa(len(cases))+" failed of "+itoa(len(cases))+" fixtures")
	assert.Contains(t, summary, "ja 0 passed, "+itoa(nja)+" failed; de 0 passed, "+itoa(nde)+" failed")

	// The results file: every case, failed, with the model's output and scores.
	res, err := grade.ReadResult(filepath.Join(out, "quality-latest.json"))
	require.NoError(t, err)
	assert.Equal(t, "tiny:latest", res.Model)
	require.Len(t, res.Cases, len(cases))
	for _, cr := range res.Cases {
		assert.False(t, cr.Passed, cr.ID)
		assert.Equal(t, "length", cr.FinishReason, "%s: the tiny model runs to max_tokens", cr.ID)
		assert.NotEmpty(t, cr.Output, cr.ID)
		chrf := false
		for id := range cr.Scores {
			chrf = chrf || strings.HasPrefix(id, "chrf")
		}
		assert.True(t, chrf, "%s: a chrF score among %v", cr.ID, cr.Scores)
		failed := 0
		for _, pass := range cr.Critical {
			if !pass {
				failed++
			}
		}
		assert.Positive(t, failed, "%s: a critical check fails", cr.ID)
	}

	// On the wire: every request carried the model and every pinned parameter.
	bodies := rec.get("/v1/chat/completions")
	require.Len(t, bodies, len(cases), "one request per case")
	byPrompt := map[string]*grade.Case{}
	for _, c := range cases {
		byPrompt[c.UserPrompt()] = c
	}
	for i, b := range bodies {
		var got map[string]any
		require.NoError(t, json.Unmarshal(b, &got), "request %d", i)
		c := byPrompt[lastUser(t, got)]
		require.NotNil(t, c, "request %d matches no case", i)
		want := c.Request.Params.Wire("tiny:latest")
		for k, v := range want {
			require.Contains(t, got, k, "%s: %s is on the wire", c.ID, k)
			assert.Equal(t, jsonValue(t, v), got[k], "%s: %s", c.ID, k)
		}
	}
}

// TestQualityPinnedIsRepeatable asks one case twice: temperature 0 and the seed make
// the engine's answers identical, which is what pinning is for.
func TestQualityPinnedIsRepeatable(t *testing.T) {
	cases, err := grade.Load(filepath.Join(moduleRoot(t), "fixtures", "quality"))
	require.NoError(t, err)
	target, err := grade.Open(t.Context(), engineURL, "", "", "", cases)
	require.NoError(t, err)
	defer target.Close()
	c := cases[0]
	a, err := target.Ask(t.Context(), c)
	require.NoError(t, err)
	b, err := target.Ask(t.Context(), c)
	require.NoError(t, err)
	assert.Equal(t, a.Text, b.Text)
	assert.NotEmpty(t, a.Text)
	v := grade.Judge(c, a)
	assert.True(t, v.Failed, "a random model's answer fails")
}

func withoutGateEnv(env []string) []string {
	out := env[:0:0]
	for _, kv := range env {
		if !strings.HasPrefix(kv, "INFERGATE_") && !strings.HasPrefix(kv, "OPENAI_API_KEY=") {
			out = append(out, kv)
		}
	}
	return out
}

func regexpLine(log, prefix string) string {
	for _, l := range strings.Split(log, "\n") {
		if strings.HasPrefix(l, prefix) {
			return l
		}
	}
	return ""
}

func itoa(n int) string { return strconv.Itoa(n) }

// jsonValue is v as encoding/json decodes it into an any.
func jsonValue(t *testing.T, v any) any {
	t.Helper()
	b, err := json.Marshal(v)
	require.NoError(t, err)
	var out any
	require.NoError(t, json.Unmarshal(b, &out))
	return out
}

// lastUser is the content of a request body's last user message.
func lastUser(t *testing.T, body map[string]any) string {
	t.Helper()
	msgs, _ := body["messages"].([]any)
	for i := len(msgs) - 1; i >= 0; i-- {
		m, _ := msgs[i].(map[string]any)
		if m["role"] == "user" {
			s, _ := m["content"].(string)
			return s
		}
	}
	return ""
}
