package results_test

import (
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/infergate/infergate/internal/verdict"

	"github.com/infergate/infergate/internal/report"
	"github.com/infergate/infergate/internal/results"
)

// FuzzRead feeds arbitrary bytes to Read as a results file, and what Read accepts to
// everything that reads a results file after it — the Markdown and HTML reports, a
// comparison with itself, Write — as `infergate report` and `compare` would: none may
// panic, and Read's errors name the file. Seeds: testdata/fuzz/FuzzRead (a quick run's
// file cut down to two cells, and damaged copies of it) and the ones below.
func FuzzRead(f *testing.F) {
	f.Add([]byte(`{"schema":"infergate.results/v2","manifest":{},"cells":[]}`))
	f.Add([]byte(`{"schema":"infergate.results/v1","manifest":{},"cells":[{"name":"a/b/c","server":[{"preemptions":{}}],"records":[{"id":"x","class":"ok","ttft":0.1,"e2el":1}]}]}`))
	f.Add([]byte(`{"schema":"infergate.results/v3"}`))
	f.Add([]byte(`{"schema":null}`))
	f.Add([]byte(`[1,2`))
	f.Fuzz(func(t *testing.T, data []byte) {
		dir := t.TempDir()
		path := filepath.Join(dir, "run.json")
		if err := os.WriteFile(path, data, 0o644); err != nil {
			t.Fatal(err)
		}
		r, err := results.Read(path)
		if err != nil {
			if !strings.Contains(err.Error(), path) {
				t.Fatalf("Read error %q does not name the file", err)
			}
			return
		}
		_ = report.WriteRun(io.Discard, r, nil)
		_ = report.WriteRunHTML(io.Discard, r, report.HTMLOptions{})
		if c, err := verdict.Compare(r, r, verdict.CompareOptions{BaseName: "a", CandName: "b"}); err == nil {
			_ = report.WriteCompare(io.Discard, c)
		}
		_ = verdict.Summarize(r)
		if out, err := results.Write(filepath.Join(dir, "out"), r); err == nil {
			if _, err := results.Read(out); err != nil {
				t.Fatalf("a file Write wrote does not read back: %v", err)
			}
		}
	})
}
