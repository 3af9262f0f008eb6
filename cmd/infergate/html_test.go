package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// repoFixtures is the repository's quality fixtures, seen from this package.
var repoFixtures = filepath.Join("..", "..", "fixtures", "quality")

// TestHTMLFlag: --html writes the page beside the Markdown, which still goes to
// stdout; a page that cannot be written names the flag and the file, and a bad
// --quality-fixtures is misuse.
func TestHTMLFlag(t *testing.T) {
	dir := t.TempDir()
	page := filepath.Join(dir, "page.html")
	tests := []struct {
		name     string
		cmd      func(args []string, stdout, stderr *bytes.Buffer) error
		args     []string
		code     int
		wantErr  string   // in the error
		wantPage []string // in the page; nil when no page is written
	}{
		{"report", runReportCmd, []string{"--html", page, fixture("cand.json")}, 0, "",
			[]string{"<!DOCTYPE html>", `data-headline="verdict">FAIL<`, "No quality results given"}},
		{"report with quality and floors", runReportCmd, []string{"--quality", fixture("quality.json"), "--quality-fixtures", repoFixtures, "--html", page, fixture("cand.json")}, 0, "",
			[]string{"91.3 (floor 35)"}},
		{"report, default fixtures absent here", runReportCmd, []string{"--quality", fixture("quality.json"), "--html", page, fixture("cand.json")}, 0, "",
			[]string{"Floors unknown"}},
		{"report, bad fixtures", runReportCmd, []string{"--quality", fixture("quality.json"), "--quality-fixtures", dir, "--html", page, fixture("cand.json")}, 2,
			"--quality-fixtures " + dir, nil},
		{"report, unwritable page", runReportCmd, []string{"--html", filepath.Join(dir, "missing", "page.html"), fixture("cand.json")}, 1,
			"--html " + filepath.Join(dir, "missing", "page.html"), nil},
		{"compare: the page is written, then the regression exits 1", runCompareCmd,
			[]string{"--html", page, "--quality-base", fixture("quality-base.json"), "--quality-cand", fixture("quality.json"), "--quality-fixtures", repoFixtures, fixture("base.json"), fixture("cand.json")}, 1,
			"regression", []string{`data-headline="verdict">REGRESSION<`, "NEW critical failure"}},
		{"compare, same run", runCompareCmd, []string{fixture("base.json"), fixture("base.json"), "--html", page}, 0, "",
			[]string{`data-headline="verdict">PASS<`, "Quality not compared"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			os.Remove(page)
			var stdout, stderr bytes.Buffer
			err := tt.cmd(tt.args, &stdout, &stderr)
			assert.Equal(t, tt.code, exitCode(err), "exit code (err: %v)", err)
			if tt.wantErr != "" {
				require.Error(t, err)
				assert.Contains(t, err.Error(), tt.wantErr)
			}
			if tt.wantPage == nil {
				return
			}
			assert.True(t, strings.HasPrefix(stdout.String(), "# "), "the Markdown still goes to stdout")
			b, err := os.ReadFile(page)
			require.NoError(t, err, "the page")
			for _, w := range tt.wantPage {
				assert.Contains(t, string(b), w)
			}
		})
	}
}

func runReportCmd(args []string, stdout, stderr *bytes.Buffer) error {
	return runReport(args, stdout, stderr, func(string) string { return "" })
}

func runCompareCmd(args []string, stdout, stderr *bytes.Buffer) error {
	return runCompare(args, stdout, stderr, func(string) string { return "" })
}

// TestHTMLUsage: both commands document --html and --quality-fixtures.
func TestHTMLUsage(t *testing.T) {
	for _, cmd := range []struct {
		name string
		run  func(args []string, stdout, stderr *bytes.Buffer) error
	}{{"report", runReportCmd}, {"compare", runCompareCmd}} {
		t.Run(cmd.name, func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			require.NoError(t, cmd.run([]string{"-h"}, &stdout, &stderr))
			for _, w := range []string{"--html FILE", "-html string", "-quality-fixtures string"} {
				assert.Contains(t, stderr.String(), w)
			}
		})
	}
}
