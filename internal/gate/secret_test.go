package gate

import (
	"bytes"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/infergate/infergate/internal/junit"
	"github.com/infergate/infergate/internal/report"
	"github.com/infergate/infergate/internal/results"
	"github.com/infergate/infergate/internal/verdict"
)

// echoingTarget serves the simulator behind a proxy that requires the API key and,
// for every third generation request, answers 500 with the request's Authorization
// header in the error message, as a careless gateway does. It returns the base URL and
// how many requests it echoed.
func echoingTarget(t *testing.T, key string) (string, *atomic.Int64) {
	t.Helper()
	rp := simProxy(t)
	var n, echoed atomic.Int64
	p := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		auth := r.Header.Get("Authorization")
		if strings.HasPrefix(r.URL.Path, "/v1/") && auth != "Bearer "+key {
			http.Error(w, `{"error":{"message":"no key"}}`, http.StatusUnauthorized)
			return
		}
		if strings.HasSuffix(r.URL.Path, "/completions") && n.Add(1)%3 == 0 {
			echoed.Add(1)
			w.Header().Set("Content-Type", "application/json")
			w.WriteHeader(http.StatusInternalServerError)
			fmt.Fprintf(w, `{"error":{"message":"upstream refused the request with %s","type":"server_error","code":500}}`, auth)
			return
		}
		rp.ServeHTTP(w, r)
	}))
	t.Cleanup(p.Close)
	return p.URL + "/v1", &echoed
}

// TestSecretsStayOutOfEveryOutput runs a cell against a target that echoes the API key
// back in its errors, then writes everything the project writes from a run — the
// results file, the log, the Markdown and HTML reports, JUnit, the verdict block, and a
// comparison as Markdown and HTML — and finds the key in none of them.
func TestSecretsStayOutOfEveryOutput(t *testing.T) {
	const canary = "sk-canary-52e8d1f0a9b3c7e4"
	base, echoed := echoingTarget(t, canary)
	var logs strings.Builder
	r := openGate(t, filepath.Join("internal", "gate", "testdata", "tradeoff.yaml"), map[string]string{
		"INFERGATE_BASE_URL": base, "INFERGATE_API_KEY": canary,
	})
	r.Gate.Logf = func(format string, args ...any) { logs.WriteString(fmt.Sprintf(format, args...) + "\n") }
	logs.WriteString(r.Describe() + "\n")
	res, err := r.Gate.RunCell(t.Context(), &r.Gate.Plan.Cells[0], 0)
	require.NoError(t, err)
	r.Record(res)
	logs.WriteString(res.Summary() + "\n")
	for _, j := range res.Judgements {
		logs.WriteString(j.Message + "\n")
	}
	path, err := r.Finish()
	require.NoError(t, err)
	require.Positive(t, echoed.Load(), "the target echoed the key back")

	outputs := map[string]string{"log": logs.String()}
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	outputs["results file"] = string(data)
	run, err := results.Read(path)
	require.NoError(t, err)
	var redacted int
	for _, c := range run.Cells {
		for _, rec := range c.Records {
			if rec.Status == http.StatusInternalServerError {
				assert.Contains(t, rec.Err, "[redacted]", "the echoed key is scrubbed from %s's error", rec.ID)
				redacted++
			}
		}
	}
	require.Positive(t, redacted, "the run recorded the echoing errors")
	render := func(name string, write func(*bytes.Buffer) error) {
		var b bytes.Buffer
		require.NoError(t, write(&b), name)
		outputs[name] = b.String()
	}
	render("report.md", func(b *bytes.Buffer) error { return report.WriteRun(b, run, nil) })
	render("report.html", func(b *bytes.Buffer) error { return report.WriteRunHTML(b, run, report.HTMLOptions{}) })
	render("junit.xml", func(b *bytes.Buffer) error { return junit.Write(b, run) })
	render("verdict block", func(b *bytes.Buffer) error {
		return verdict.Summarize(run).WriteBlock(b, [][2]string{{"results", path}})
	})
	cmp, err := verdict.Compare(run, run, verdict.CompareOptions{BaseName: path, CandName: path})
	require.NoError(t, err)
	render("compare.md", func(b *bytes.Buffer) error { return report.WriteCompare(b, cmp) })
	render("compare.html", func(b *bytes.Buffer) error { return report.WriteCompareHTML(b, cmp, report.HTMLOptions{}) })
	for name, text := range outputs {
		assert.NotEmpty(t, text, name)
		assert.NotContains(t, text, canary, "%s holds the API key", name)
		assert.NotContains(t, text, canary[:14], "%s holds part of the API key", name)
	}
}
