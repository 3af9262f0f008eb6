package grade

import (
	"bytes"
	"errors"
	"fmt"
	"math"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// kase is a case result with its checks: critical ones named in crit. A check not
// in checks is not carried.
func kase(id string, passed bool, checks map[string]bool, crit ...string) CaseResult {
	cs := CaseResult{ID: id, Lang: "de", Passed: passed, Checks: checks, Critical: map[string]bool{}}
	for _, c := range crit {
		cs.Critical[c] = checks[c]
	}
	return cs
}

// held is a case that passed its critical checks "finish" and "facts".
func held(id string) CaseResult {
	return kase(id, true, map[string]bool{"finish": true, "facts": true}, "finish", "facts")
}

// underFloor is a case whose checks all pass but whose chrF fell under its floor.
func underFloor(id string) CaseResult {
	cs := held(id)
	cs.Passed = false
	return cs
}

// factsFail is a case whose critical check "facts" fails.
func factsFail(id string) CaseResult {
	return kase(id, false, map[string]bool{"finish": true, "facts": false}, "finish", "facts")
}

func result(cases ...CaseResult) *Result {
	return &Result{Schema: QualitySchema, Cases: cases}
}

func heldCases(prefix string, n int) []CaseResult {
	out := make([]CaseResult, n)
	for i := range out {
		out[i] = held(fmt.Sprintf("%s-%02d", prefix, i))
	}
	return out
}

// withRepeat gives a case a repeat record.
func withRepeat(cs CaseResult, passed, asks int) CaseResult {
	cs.Repeat = &Repeat{Asks: asks, Passed: passed, Distinct: 1}
	if passed < asks {
		cs.Passed = false
	}
	return cs
}

// outcome is what TestCompare pins of a comparison.
type outcome struct {
	Verdict                    string
	NewlyFailing, NewlyPassing []string
	NewCritical, Unstable      []string
	OnlyBase, OnlyCand         []string
	B, C                       int
	P, PWorse                  float64
}

func outcomeOf(c *Comparison) outcome {
	return outcome{Verdict: c.Verdict(), NewlyFailing: c.NewlyFailing, NewlyPassing: c.NewlyPassing, NewCritical: c.NewCritical,
		Unstable: c.UnstableCritical, OnlyBase: c.OnlyBase, OnlyCand: c.OnlyCand, B: c.Test.B, C: c.Test.C, P: c.Test.P, PWorse: c.Test.PWorse}
}

func TestCompare(t *testing.T) {
	twenty := heldCases("de-case", 20)
	replace := func(cases []CaseResult, with ...CaseResult) []CaseResult {
		out := append([]CaseResult(nil), cases...)
		for _, w := range with {
			for i := range out {
				if out[i].ID == w.ID {
					out[i] = w
				}
			}
		}
		return out
	}
	ids := func(n int) []string {
		out := make([]string, n)
		for i := range out {
			out[i] = fmt.Sprintf("de-case-%02d", i)
		}
		return out
	}
	tests := []struct {
		name       string
		base, cand *Result
		want       outcome
	}{
		{"identical runs pass", result(twenty...), result(twenty...),
			outcome{Verdict: "PASS", P: 1, PWorse: 1}},
		{"one critical check newly failing is a regression however few",
			result(twenty...), result(replace(twenty, factsFail("de-case-03"))...),
			outcome{Verdict: "REGRESSION", NewlyFailing: []string{"de-case-03"}, NewCritical: []string{"de-case-03: facts"}, B: 1, P: 1, PWorse: 0.5}},
		{"four cases under their floors are named but not significant",
			result(twenty...), result(replace(twenty, underFloor("de-case-00"), underFloor("de-case-01"), underFloor("de-case-02"), underFloor("de-case-03"))...),
			outcome{Verdict: "PASS", NewlyFailing: ids(4), B: 4, P: 0.125, PWorse: 0.0625}},
		{"five cases under their floors are significant one-sided",
			result(twenty...), result(replace(twenty, underFloor("de-case-00"), underFloor("de-case-01"), underFloor("de-case-02"), underFloor("de-case-03"), underFloor("de-case-04"))...),
			outcome{Verdict: "REGRESSION", NewlyFailing: ids(5), B: 5, P: 0.0625, PWorse: 0.03125}},
		{"five newly passing are an improvement, not a regression",
			result(replace(twenty, underFloor("de-case-00"), underFloor("de-case-01"), underFloor("de-case-02"), underFloor("de-case-03"), underFloor("de-case-04"))...), result(twenty...),
			outcome{Verdict: "PASS", NewlyPassing: ids(5), C: 5, P: 0.0625, PWorse: 1}},
		{"failing and passing cases that balance out",
			result(replace(twenty, underFloor("de-case-00"), underFloor("de-case-01"))...), result(replace(twenty, underFloor("de-case-02"), underFloor("de-case-03"))...),
			outcome{Verdict: "PASS", NewlyFailing: []string{"de-case-02", "de-case-03"}, NewlyPassing: []string{"de-case-00", "de-case-01"}, B: 2, C: 2, P: 1, PWorse: 0.6875}},
		{"a critical check where a baseline repeat failed counts through the test only",
			result(replace(twenty, withRepeat(held("de-case-07"), 2, 3))...), result(replace(twenty, factsFail("de-case-07"))...),
			outcome{Verdict: "PASS", Unstable: []string{"de-case-07: facts"}, P: 1, PWorse: 1}},
		{"a critical check the baseline failed under load counts through the test only",
			result(replace(twenty, func() CaseResult {
				cs := held("de-case-07")
				cs.Passed = false
				cs.UnderLoad = &UnderLoad{FailingCritical: []string{"facts"}}
				return cs
			}())...), result(replace(twenty, factsFail("de-case-07"))...),
			outcome{Verdict: "PASS", Unstable: []string{"de-case-07: facts"}, P: 1, PWorse: 1}},
		{"a critical check that passed every baseline repeat is deterministic",
			result(replace(twenty, withRepeat(held("de-case-07"), 3, 3))...), result(replace(twenty, factsFail("de-case-07"))...),
			outcome{Verdict: "REGRESSION", NewlyFailing: []string{"de-case-07"}, NewCritical: []string{"de-case-07: facts"}, B: 1, P: 1, PWorse: 0.5}},
		{"a case already failing in the baseline on another check still counts its new critical failure",
			result(kase("a", false, map[string]bool{"finish": false, "facts": true}, "finish", "facts")),
			result(kase("a", false, map[string]bool{"finish": false, "facts": false}, "finish", "facts")),
			outcome{Verdict: "REGRESSION", NewCritical: []string{"a: facts"}, P: 1, PWorse: 1}},
		{"a non-critical check newly failing alone does not fail the case",
			result(kase("a", true, map[string]bool{"finish": true, "style": true}, "finish")),
			result(kase("a", true, map[string]bool{"finish": true, "style": false}, "finish")),
			outcome{Verdict: "PASS", P: 1, PWorse: 1}},
		{"cases in one run only are named",
			result(held("a"), held("b"), held("only-base")), result(held("b"), held("a"), held("only-cand-2"), held("only-cand-1")),
			outcome{Verdict: "PASS", OnlyBase: []string{"only-base"}, OnlyCand: []string{"only-cand-1", "only-cand-2"}, P: 1, PWorse: 1}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c, err := Compare(tt.base, tt.cand, CompareOptions{BaseName: "base.json", CandName: "cand.json"})
			require.NoError(t, err)
			if diff := cmp.Diff(tt.want, outcomeOf(c)); diff != "" {
				t.Errorf("Compare (-want +got):\n%s", diff)
			}
			assert.Equal(t, c.Regression, len(c.Reasons) > 0, "a regression says why, a pass does not")
		})
	}
}

func TestCompareAlpha(t *testing.T) {
	base := result(heldCases("c", 10)...)
	cand := result(append(heldCases("c", 10)[4:], underFloor("c-00"), underFloor("c-01"), underFloor("c-02"), underFloor("c-03"))...)
	tests := []struct {
		name  string
		alpha float64
		want  string
	}{
		{"default 0.05: 4 of 4 is p = 0.0625", 0, "PASS"},
		{"0.1", 0.1, "REGRESSION"},
		{"0.0625 itself is reached", 0.0625, "REGRESSION"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c, err := Compare(base, cand, CompareOptions{Alpha: tt.alpha})
			require.NoError(t, err)
			assert.Equal(t, tt.want, c.Verdict())
		})
	}
}

func TestCompareErrors(t *testing.T) {
	tests := []struct {
		name       string
		base, cand *Result
		opt        CompareOptions
		comparable bool // false: the error wraps ErrNotComparable
		want       string
	}{
		{"no cases in the baseline", result(), result(held("a")), CompareOptions{BaseName: "b.json", CandName: "c.json"}, false,
			"b.json: quality results cannot be compared: the file holds no cases"},
		{"a case twice", result(held("a")), result(held("a"), held("a")), CompareOptions{BaseName: "b.json", CandName: "c.json"}, false,
			"c.json: quality results cannot be compared: case a appears twice"},
		{"different fixtures", result(held("ja-1"), held("ja-2"), held("ja-3"), held("ja-4")), result(held("de-1")), CompareOptions{BaseName: "b.json", CandName: "c.json"}, false,
			"b.json and c.json share no case (4 cases: ja-1, ja-2, ja-3, …; 1 case: de-1): quality results cannot be compared: they are runs of different fixtures"},
		{"alpha of a two-sided habit", result(held("a")), result(held("a")), CompareOptions{Alpha: 0.95}, true,
			"compare quality: alpha 0.95: want a one-sided level in (0, 0.5)"},
		{"missing result", nil, result(held("a")), CompareOptions{}, true, "compare quality: missing result"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Compare(tt.base, tt.cand, tt.opt)
			require.Error(t, err)
			assert.Equal(t, tt.want, err.Error())
			assert.Equal(t, !tt.comparable, errors.Is(err, ErrNotComparable))
		})
	}
}

func TestCompareChecks(t *testing.T) {
	base := result(
		kase("a", true, map[string]bool{"finish": true, "facts": true, "style": true}, "finish", "facts"),
		kase("b", true, map[string]bool{"finish": true, "facts": true, "style": false}, "finish", "facts"),
		kase("c", false, map[string]bool{"finish": true, "facts": false}, "finish", "facts"),
	)
	cand := result(
		kase("a", false, map[string]bool{"finish": true, "facts": false, "style": true, "default-lang": true}, "finish", "facts", "default-lang"),
		kase("b", true, map[string]bool{"finish": true, "facts": true, "style": true, "default-lang": true}, "finish", "facts", "default-lang"),
		kase("c", false, map[string]bool{"finish": true, "facts": false, "default-lang": false}, "finish", "facts", "default-lang"),
	)
	c, err := Compare(base, cand, CompareOptions{})
	require.NoError(t, err)
	type row struct {
		ID                 string
		Critical           bool
		Base, Cand         [2]int
		Paired, B, C       int
		OnlyBase, OnlyCand int
	}
	var got []row
	for _, ch := range c.Checks {
		got = append(got, row{ch.ID, ch.Critical, [2]int{ch.Base.Pass, ch.Base.N}, [2]int{ch.Cand.Pass, ch.Cand.N}, ch.Paired, ch.Test.B, ch.Test.C, ch.OnlyBase, ch.OnlyCand})
	}
	want := []row{
		{"default-lang", true, [2]int{0, 0}, [2]int{2, 3}, 0, 0, 0, 0, 3},
		{"facts", true, [2]int{2, 3}, [2]int{1, 3}, 3, 1, 0, 0, 0},
		{"finish", true, [2]int{3, 3}, [2]int{3, 3}, 3, 0, 0, 0, 0},
		{"style", false, [2]int{1, 2}, [2]int{2, 2}, 2, 0, 1, 0, 0},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("checks (-want +got):\n%s", diff)
	}
	assert.Equal(t, []string{"default-lang"}, c.CandOnlyChecks)
	assert.Empty(t, c.BaseOnlyChecks)
	// The Wilson interval of facts in the baseline, 2 of 3 at 95 %.
	assert.InDelta(t, 0.2077, c.Checks[1].Base.Lo, 1e-4)
	assert.InDelta(t, 0.9385, c.Checks[1].Base.Hi, 1e-4)
	assert.True(t, math.IsNaN(c.Checks[0].Base.Lo), "no interval without cases")
	rows, same := c.ChangedChecks()
	assert.Equal(t, 1, same, "finish passed everywhere")
	require.Len(t, rows, 3)
	assert.Equal(t, "facts", rows[0].ID, "the newly failing check first")
}

func TestCompareAsks(t *testing.T) {
	t.Run("no repeats, no ask rates", func(t *testing.T) {
		c, err := Compare(result(held("a")), result(held("a")), CompareOptions{})
		require.NoError(t, err)
		assert.Nil(t, c.Asks)
	})
	t.Run("repeats in the candidate", func(t *testing.T) {
		base := result(heldCases("c", 8)...)
		cand := heldCases("c", 8)
		for i := range cand {
			cand[i] = withRepeat(cand[i], 3, 3)
		}
		cand[0] = withRepeat(held("c-00"), 2, 3)
		cand[1] = withRepeat(held("c-01"), 1, 3)
		c, err := Compare(base, result(cand...), CompareOptions{})
		require.NoError(t, err)
		require.NotNil(t, c.Asks)
		assert.Equal(t, 1, c.Asks.BaseAsks)
		assert.Equal(t, 3, c.Asks.CandAsks)
		assert.InDelta(t, 1, c.Asks.Base, 1e-12)
		assert.InDelta(t, (6+2.0/3+1.0/3)/8, c.Asks.Cand, 1e-12)
		assert.InDelta(t, c.Asks.Cand-c.Asks.Base, c.Asks.Diff.Point, 1e-12)
		assert.LessOrEqual(t, c.Asks.Diff.Lo, c.Asks.Diff.Point)
		assert.GreaterOrEqual(t, c.Asks.Diff.Hi, c.Asks.Diff.Point)
		assert.LessOrEqual(t, c.Asks.Diff.Hi, 0.0, "no resample has the candidate ahead")
		// The test pairs cases: two cases that failed a repeat are two newly failing.
		assert.Equal(t, []string{"c-00", "c-01"}, c.NewlyFailing)
		assert.Equal(t, "PASS", c.Verdict())
		again, err := Compare(base, result(cand...), CompareOptions{})
		require.NoError(t, err)
		assert.Equal(t, c.Asks.Diff, again.Asks.Diff, "the bootstrap is seeded")
	})
}

func TestCompareRealFiles(t *testing.T) {
	dir := filepath.Join("..", "report", "testdata")
	base, err := ReadResult(filepath.Join(dir, "quality-base.json"))
	require.NoError(t, err)
	cand, err := ReadResult(filepath.Join(dir, "quality.json"))
	require.NoError(t, err)
	c, err := Compare(base, cand, CompareOptions{BaseName: "quality-base.json", CandName: "quality.json"})
	require.NoError(t, err)
	want := outcome{Verdict: "REGRESSION", NewlyFailing: []string{"ja-reply-invoice-01"}, NewCritical: []string{"ja-reply-invoice-01: closed-dates"}, B: 1, P: 1, PWorse: 0.5}
	if diff := cmp.Diff(want, outcomeOf(c)); diff != "" {
		t.Errorf("Compare (-want +got):\n%s", diff)
	}
	assert.Equal(t, "1 case newly failing, 0 newly passing, McNemar exact p = 1", c.Line())
}

func TestCompareMarkdown(t *testing.T) {
	base := result(
		kase("de-a", true, map[string]bool{"finish": true, "facts": true}, "finish", "facts"),
		kase("de-b", true, map[string]bool{"finish": true, "facts": true}, "finish", "facts"),
		kase("de-c", false, map[string]bool{"finish": true, "facts": false}, "finish", "facts"),
		held("ja-old"),
	)
	cand := result(
		kase("de-a", false, map[string]bool{"finish": true, "facts": false}, "finish", "facts"),
		kase("de-b", true, map[string]bool{"finish": true, "facts": true}, "finish", "facts"),
		kase("de-c", true, map[string]bool{"finish": true, "facts": true}, "finish", "facts"),
	)
	c, err := Compare(base, cand, CompareOptions{BaseName: "base.json", CandName: "cand.json"})
	require.NoError(t, err)
	var b bytes.Buffer
	require.NoError(t, c.WriteMarkdown(&b))
	want := "# Quality: candidate against baseline\n\n" +
		"Baseline `base.json`, candidate `cand.json`.\n\n" +
		"## The answer\n\n" +
		"**REGRESSION**: 1 case newly failing, 1 newly passing, McNemar exact p = 1; a critical check that passed in every baseline ask fails in the candidate: de-a: facts.\n\n" +
		"- **Cases**: 3 paired by id; held in every ask: baseline 2/3 = 66.7% [20.8%, 93.9%], candidate 2/3 = 66.7% [20.8%, 93.9%] (95% Wilson intervals).\n" +
		"- **Newly failing** (held in every baseline ask, not in the candidate): `de-a`. **Newly passing**: `de-c`.\n" +
		"- **Critical checks newly failing** that passed in every baseline ask of their case: `de-a: facts` — each one a regression on its own.\n" +
		"- ⚠ **Not paired** (in one run only, not counted): baseline only: `ja-old`.\n" +
		"- **How it is decided**: a case passes in a run when it held in every ask (the first, each repeat, the one under load); the exact McNemar test counts the cases that changed. REGRESSION when a critical check that passed in every baseline ask of a case fails in the candidate — at temperature 0 one such failure is a change, not noise — or when the newly failing outnumber the newly passing at one-sided α = 0.05; else PASS.\n\n" +
		"## Checks\n\n" +
		"Per check id over the paired cases that carry it, from each case's first ask (the only one whose checks the results file keeps): the pass rate in each run with its 95% Wilson interval, the cases that changed, and the exact McNemar p (two-sided). They are for reading, not gating: 2 checks are tested at once.\n\n" +
		"| check | critical | baseline | candidate | newly failing | newly passing | McNemar exact p |\n" +
		"|---|---|---|---|---|---|---|\n" +
		"| `facts` | yes | 2/3 = 66.7% [20.8%, 93.9%] | 2/3 = 66.7% [20.8%, 93.9%] | **1** | 1 | 1 |\n" +
		"\n1 more check passed in every paired case of both runs.\n"
	if diff := cmp.Diff(want, b.String()); diff != "" {
		t.Errorf("WriteMarkdown (-want +got):\n%s", diff)
	}
	assert.Equal(t, "against the baseline: 1 case newly failing, 1 newly passing, McNemar exact p = 1 over 3 paired cases (only in the baseline: ja-old); REGRESSION: a critical check that passed in every baseline ask fails in the candidate: de-a: facts",
		c.SummaryLine())
}

func TestFormatP(t *testing.T) {
	tests := []struct {
		p    float64
		want string
	}{{1, "1"}, {0.0625, "0.0625"}, {0.03125, "0.0312"}, {0.0022214, "0.00222"}, {0.00001, "< 0.0001"}}
	for _, tt := range tests {
		t.Run(tt.want, func(t *testing.T) {
			assert.Equal(t, tt.want, FormatP(tt.p))
		})
	}
}

func TestCompareReasons(t *testing.T) {
	many := func(id string, fail ...string) CaseResult {
		checks := map[string]bool{"finish": true, "facts": true, "dates": true, "names": true}
		for _, f := range fail {
			checks[f] = false
		}
		return kase(id, len(fail) == 0, checks, "finish", "facts", "dates", "names")
	}
	thirty := heldCases("c", 30)
	floors := make([]CaseResult, len(thirty))
	for i, cs := range thirty {
		floors[i] = underFloor(cs.ID)
	}
	tests := []struct {
		name       string
		base, cand *Result
		line       string
		reasons    []string
	}{
		{"many critical failures are counted, their cases named",
			result(many("a"), many("b"), many("c")), result(many("a", "facts", "dates", "names"), many("b", "facts", "finish"), many("c")),
			"2 cases newly failing, 0 newly passing, McNemar exact p = 0.5",
			[]string{"5 critical checks that passed in every baseline ask fail in the candidate, in 2 cases: a, b"}},
		{"a few are named",
			result(many("a"), many("b")), result(many("a", "facts"), many("b", "dates")),
			"2 cases newly failing, 0 newly passing, McNemar exact p = 0.5",
			[]string{"critical checks that passed in every baseline ask fail in the candidate: a: facts, b: dates"}},
		{"a tiny p-value",
			result(thirty...), result(floors...),
			"30 cases newly failing, 0 newly passing, McNemar exact p < 0.0001",
			[]string{"the newly failing cases outnumber the newly passing beyond chance (one-sided McNemar exact p < 0.0001 ≤ α = 0.05)"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c, err := Compare(tt.base, tt.cand, CompareOptions{})
			require.NoError(t, err)
			assert.Equal(t, tt.line, c.Line())
			if diff := cmp.Diff(tt.reasons, c.Reasons); diff != "" {
				t.Errorf("Reasons (-want +got):\n%s", diff)
			}
		})
	}
}
