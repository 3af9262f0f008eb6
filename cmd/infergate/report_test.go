package main

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var fixtures = filepath.Join("..", "..", "internal", "report", "testdata")

func fixture(name string) string { return filepath.Join(fixtures, name) }

// exitCode is what main would exit with for err.
func exitCode(err error) int {
	var u usageError
	var e exitError
	switch {
	case err == nil:
		return 0
	case errors.As(err, &u):
		return 2
	case errors.As(err, &e):
		return e.code
	}
	return 1
}

func TestCompareCommand(t *testing.T) {
	for _, tt := range []struct {
		name string
		args []string
		code int
		want string // in the Markdown or the error
	}{
		{"regression", []string{fixture("base.json"), fixture("cand.json")}, 1, "**REGRESSION**"},
		{"same-run", []string{fixture("base.json"), fixture("base.json")}, 0, "**PASS**"},
		{"with-quality", []string{"--quality-base", fixture("quality-base.json"), "--quality-cand", fixture("quality.json"), fixture("base.json"), fixture("base.json")}, 1, "new critical failures**: ja-reply-invoice-01: closed-dates"},
		{"one-file", []string{fixture("base.json")}, 2, "want BASE.json and CAND.json (or --quality-base and --quality-cand alone), got 1 arguments"},
		{"missing-file", []string{fixture("base.json"), "nope.json"}, 2, "candidate: "},
		{"quality-as-run", []string{fixture("base.json"), fixture("quality.json")}, 2, "is a quality results file: give it with --quality-base/--quality-cand"},
		{"run-as-quality", []string{"--quality-cand", fixture("base.json"), fixture("base.json"), fixture("base.json")}, 2, "--quality-cand: "},
		{"bad-tolerance", []string{"-tolerance", "5", fixture("base.json"), fixture("cand.json")}, 2, "-tolerance 5: want a fraction in (0, 1)"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var out, errb bytes.Buffer
			err := runCompare(tt.args, &out, &errb, func(string) string { return "" })
			assert.Equal(t, tt.code, exitCode(err), "exit code (err: %v)", err)
			text := out.String()
			if err != nil {
				text += err.Error()
			}
			assert.Contains(t, text, tt.want)
		})
	}
}

func TestReportCommand(t *testing.T) {
	dir := t.TempDir()
	summary := filepath.Join(dir, "summary.md")
	require.NoError(t, os.WriteFile(summary, []byte("earlier step\n"), 0o644))
	out := filepath.Join(dir, "report.md")
	env := func(k string) string {
		if k == "GITHUB_STEP_SUMMARY" {
			return summary
		}
		return ""
	}
	var stdout, stderr bytes.Buffer
	require.NoError(t, runReport([]string{"-o", out, "--quality", fixture("quality.json"), fixture("cand.json")}, &stdout, &stderr, env))
	assert.Empty(t, stdout.String(), "-o writes the file, not stdout")
	md, err := os.ReadFile(out)
	require.NoError(t, err)
	assert.Contains(t, string(md), "**Verdict: FAIL**")
	want, err := os.ReadFile(fixture("cand.golden.md"))
	require.NoError(t, err)
	assert.Equal(t, string(want), string(md), "the command prints what the report package renders")
	sum, err := os.ReadFile(summary)
	require.NoError(t, err)
	assert.Equal(t, "earlier step\n"+string(md)+"\n", string(sum), "appended to $GITHUB_STEP_SUMMARY")

	err = runReport([]string{fixture("quality.json")}, &stdout, &stderr, env)
	assert.Equal(t, 2, exitCode(err))
	assert.Contains(t, err.Error(), "is a quality results file")
	err = run(context.Background(), []string{"report"}, &stdout, &stderr)
	assert.Equal(t, 2, exitCode(err))
}
