package report

import (
	"html"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// The headline of an HTML page must say what the Markdown of the same file(s) says.
// These helpers read the headline's figures out of both: the Markdown by its
// wording, the page by its data-headline attributes (in the page's source here; the
// browser test reads the same attributes from the rendered DOM).

var (
	mdVerdict   = regexp.MustCompile(`\*\*Verdict: (\w+)\*\*`)
	mdChecks    = regexp.MustCompile(`(?m)^Checks: (\d+) passed, (\d+) failed, (\d+) inconclusive, (\d+) skipped \((\d+) in all, in (\d+) cells?\)\.(?: Other tests: (\d+) passed, (\d+) failed, (\d+) skipped)?`)
	mdQuality   = regexp.MustCompile(`(?m)^Quality: \*\*(\w+)\*\* — (\d+) of (\d+) cases? pass\.`)
	mdAnswer    = regexp.MustCompile(`(?m)^\*\*(PASS|REGRESSION|INCONCLUSIVE)\*\*(?:: no compare gate fails)? — (\d+) compare gates over (\d+) cells: (\d+) passed, (\d+) failed, (\d+) inconclusive, (\d+) skipped\.$`)
	mdWorkload  = regexp.MustCompile("(?m)^- \\*\\*([^*]+)\\*\\* at its peak load \\(`([^`]+)`, (.*)\\): \\*\\*(\\S+) → (\\S+) good requests per hour\\*\\* \\((.*)\\); the slowest users wait p99 TTFT (\\S+) → (\\S+) \\((.*)\\), p99 E2EL (\\S+) → (\\S+) \\((.*)\\)\\.$")
	mdErrors    = regexp.MustCompile(`(?m)^- \*\*Errors\*\*: baseline (.*), candidate (.*)\.$`)
	mdOwnChecks = regexp.MustCompile(`(?m)^- \*\*The candidate's own checks\*\*: (\d+) failed or inconclusive`)
	mdCmpQual   = regexp.MustCompile(`(?m)^- \*\*Quality\*\*: (.*)$`)
	pageHead    = regexp.MustCompile(`data-headline="([^"]+)"[^>]*>([^<]*)<`)
)

// mdRunHeadline reads the headline of WriteRun's Markdown, under the keys of the run
// page's data-headline attributes.
func mdRunHeadline(t testing.TB, md string) map[string]string {
	t.Helper()
	out := map[string]string{}
	m := mdVerdict.FindStringSubmatch(md)
	require.NotNil(t, m, "no verdict line in the Markdown")
	out["verdict"] = m[1]
	c := mdChecks.FindStringSubmatch(md)
	require.NotNil(t, c, "no checks line in the Markdown")
	for i, k := range []string{"checks-passed", "checks-failed", "checks-inconclusive", "checks-skipped", "checks-total", "cells"} {
		out[k] = c[i+1]
	}
	if c[7] != "" {
		out["tests-passed"], out["tests-failed"], out["tests-skipped"] = c[7], c[8], c[9]
	}
	if q := mdQuality.FindStringSubmatch(md); q != nil {
		out["quality-verdict"], out["quality-passed"], out["quality-cases"] = q[1], q[2], q[3]
	}
	return out
}

// mdCompareHeadline reads "The answer" of WriteCompare's Markdown, under the keys
// of the compare page's data-headline attributes.
func mdCompareHeadline(t testing.TB, md string) map[string]string {
	t.Helper()
	out := map[string]string{}
	a := mdAnswer.FindStringSubmatch(md)
	require.NotNil(t, a, "no answer line in the Markdown")
	for i, k := range []string{"verdict", "gates", "gate-cells", "gates-passed", "gates-failed", "gates-inconclusive", "gates-skipped"} {
		out[k] = a[i+1]
	}
	for _, w := range mdWorkload.FindAllStringSubmatch(md, -1) {
		for i, k := range []string{"workload", "cell", "load", "goodput-rph-base", "goodput-rph-cand", "goodput-rph-change",
			"ttft-p99-base", "ttft-p99-cand", "ttft-p99-change", "e2el-p99-base", "e2el-p99-cand", "e2el-p99-change"} {
			out[w[1]+"/"+k] = w[i+1]
		}
	}
	e := mdErrors.FindStringSubmatch(md)
	require.NotNil(t, e, "no errors line in the Markdown")
	out["errors-base"], out["errors-cand"] = e[1], e[2]
	if o := mdOwnChecks.FindStringSubmatch(md); o != nil {
		out["cand-failed-checks"] = o[1]
	}
	if q := mdCmpQual.FindStringSubmatch(md); q != nil && !strings.HasPrefix(q[1], "not compared") {
		out["quality"] = strings.ReplaceAll(q[1], "**", "")
	}
	return out
}

// pageHeadline reads the data-headline elements of a page's source.
func pageHeadline(t testing.TB, page string) map[string]string {
	t.Helper()
	out := map[string]string{}
	for _, m := range pageHead.FindAllStringSubmatch(page, -1) {
		k := html.UnescapeString(m[1])
		_, dup := out[k]
		require.False(t, dup, "data-headline %q appears twice", k)
		out[k] = html.UnescapeString(m[2])
	}
	return out
}
