package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// qualityFixture is a quality results file of this package's testdata: a baseline
// of six cases asked three times each; a candidate in which de-reply-formal-01 fails
// its critical check facts, de-extract-invoice-01 fails one repeat in three,
// de-summary-long-context-01 fails the non-critical check style, and a case was
// replaced by another; and a run in which five cases fall under their chrF floors
// with every check passing.
func qualityFixture(name string) string { return filepath.Join("testdata", name) }

// TestCompareQualityEndToEnd runs infergate compare on quality results alone, as a
// user would, and pins the Markdown and the exit status.
func TestCompareQualityEndToEnd(t *testing.T) {
	t.Setenv("GITHUB_STEP_SUMMARY", "")
	base, cand, floors := qualityFixture("quality-base.json"), qualityFixture("quality-cand.json"), qualityFixture("quality-floors.json")
	tests := []struct {
		name   string
		args   []string
		code   int
		golden string   // the whole Markdown, when set
		want   []string // in the Markdown
		err    string   // in the error
	}{
		{"a critical check newly fails", []string{"--quality-base", base, "--quality-cand", cand}, 1, "quality-compare.golden.md", nil,
			"compare: quality regression: a critical check that passed in every baseline ask fails in the candidate: de-reply-formal-01: facts (exit 1)"},
		{"five cases under their floors", []string{"--quality-base", base, "--quality-cand", floors}, 1, "",
			[]string{"**REGRESSION**: 5 cases newly failing, 0 newly passing, McNemar exact p = 0.0625; the newly failing cases outnumber the newly passing beyond chance (one-sided McNemar exact p = 0.0312 ≤ α = 0.05)."},
			"quality regression"},
		{"five cases under their floors at α = 0.01", []string{"--quality-alpha", "0.01", "--quality-base", base, "--quality-cand", floors}, 0, "",
			[]string{"**PASS**: 5 cases newly failing, 0 newly passing, McNemar exact p = 0.0625; no critical check that passed in every baseline ask fails in the candidate, and the newly failing cases do not outnumber the newly passing beyond chance (one-sided p = 0.0312 > α = 0.01)."},
			""},
		{"the same run", []string{"--quality-cand", base, "--quality-base", base}, 0, "",
			[]string{"**PASS**: 0 cases newly failing, 0 newly passing, McNemar exact p = 1;", "Every check passed in every paired case of both runs."}, ""},
		{"beside the latency runs", []string{"--quality-base", base, "--quality-cand", cand, fixture("base.json"), fixture("base.json")}, 1, "",
			[]string{"**new critical failures**: de-reply-formal-01: facts; 2 cases newly failing, 0 newly passing, McNemar exact p = 0.5 (newly failing: de-extract-invoice-01, de-reply-formal-01).",
				"## Quality against the baseline\n\nQuality results `" + cand + "` (candidate) against `" + base + "` (baseline).\n\n**REGRESSION**: 2 cases newly failing",
				"### Checks\n"},
			"compare: regression: a compare gate fails or quality regresses (exit 1)"},
		{"the floors run improved on", []string{"--quality-base", floors, "--quality-cand", base}, 0, "",
			[]string{"**PASS**: 0 cases newly failing, 5 newly passing, McNemar exact p = 0.0625;"}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			err := run(context.Background(), append([]string{"compare"}, tt.args...), &stdout, &stderr)
			assert.Equal(t, tt.code, exitCode(err), "exit code (err: %v)", err)
			if tt.err != "" {
				require.Error(t, err)
				assert.Contains(t, err.Error(), tt.err)
			}
			if tt.golden != "" {
				want, rerr := os.ReadFile(qualityFixture(tt.golden))
				require.NoError(t, rerr)
				if diff := cmp.Diff(string(want), stdout.String()); diff != "" {
					t.Errorf("compare's Markdown (-want +got):\n%s", diff)
				}
			}
			for _, w := range tt.want {
				assert.Contains(t, stdout.String(), w)
			}
			assert.Empty(t, stderr.String())
		})
	}
}

// TestCompareQualityOutputs: -o and $GITHUB_STEP_SUMMARY take the quality comparison
// as they take the latency one.
func TestCompareQualityOutputs(t *testing.T) {
	dir := t.TempDir()
	out, summary := filepath.Join(dir, "quality.md"), filepath.Join(dir, "summary.md")
	env := func(k string) string {
		if k == "GITHUB_STEP_SUMMARY" {
			return summary
		}
		return ""
	}
	var stdout, stderr bytes.Buffer
	err := runCompare([]string{"-o", out, "--quality-base", qualityFixture("quality-base.json"), "--quality-cand", qualityFixture("quality-base.json")}, &stdout, &stderr, env)
	require.NoError(t, err)
	assert.Empty(t, stdout.String(), "-o writes the file, not stdout")
	md, err := os.ReadFile(out)
	require.NoError(t, err)
	assert.Contains(t, string(md), "# Quality: candidate against baseline")
	sum, err := os.ReadFile(summary)
	require.NoError(t, err)
	assert.Equal(t, string(md)+"\n", string(sum))
}

// TestCompareQualityMisuse: every misuse exits 2 and names the flag or the file.
func TestCompareQualityMisuse(t *testing.T) {
	t.Setenv("GITHUB_STEP_SUMMARY", "")
	base := qualityFixture("quality-base.json")
	other := filepath.Join(t.TempDir(), "other.json")
	require.NoError(t, os.WriteFile(other, []byte(`{"schema": "infergate.quality/v1", "cases": [{"id": "en-other-01", "passed": true}]}`), 0o644))
	tests := []struct {
		name string
		args []string
		want string
	}{
		{"baseline alone", []string{"--quality-base", base}, "compare: --quality-cand missing: quality compared alone wants --quality-base BASE.json and --quality-cand CAND.json"},
		{"candidate alone", []string{"--quality-cand", base}, "compare: --quality-base missing"},
		{"a latency results file", []string{"--quality-base", fixture("base.json"), "--quality-cand", base}, "--quality-base: " + fixture("base.json") + ": not a quality results file: it is the latency gate's results file"},
		{"a missing file", []string{"--quality-base", base, "--quality-cand", "nope.json"}, "--quality-cand: read quality results: open nope.json"},
		{"different fixtures", []string{"--quality-base", base, "--quality-cand", other},
			"--quality-base/--quality-cand: " + base + " and " + other + " share no case (6 cases: de-reply-formal-01, de-extract-invoice-01, ja-reply-invoice-01, …; 1 case: en-other-01): quality results cannot be compared"},
		{"different fixtures beside the runs", []string{"--quality-base", base, "--quality-cand", other, fixture("base.json"), fixture("cand.json")}, "share no case"},
		{"a page without the runs", []string{"--html", "page.html", "--quality-base", base, "--quality-cand", base}, "compare: --html page.html: the page needs the runs BASE.json and CAND.json"},
		{"a two-sided alpha", []string{"--quality-alpha", "0.95", "--quality-base", base, "--quality-cand", base}, "compare: --quality-alpha 0.95: want a one-sided level in (0, 0.5)"},
		{"nothing to compare", nil, "compare: want BASE.json and CAND.json (or --quality-base and --quality-cand alone), got 0 arguments"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			err := run(context.Background(), append([]string{"compare"}, tt.args...), &stdout, &stderr)
			require.Error(t, err)
			assert.Equal(t, 2, exitCode(err), "misuse exits 2 (err: %v)", err)
			assert.Contains(t, err.Error(), tt.want)
			assert.Empty(t, stdout.String(), "no Markdown on misuse")
		})
	}
}
