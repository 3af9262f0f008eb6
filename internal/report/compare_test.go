package report

import (
	"bytes"
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/infergate/infergate/internal/verdict"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/infergate/infergate/internal/grade"
	"github.com/infergate/infergate/internal/results"
	"github.com/infergate/infergate/internal/threshold"
)

func readQuality(t testing.TB, name string) *grade.Result {
	t.Helper()
	q, err := grade.ReadResult("testdata/" + name)
	require.NoError(t, err)
	return q
}

func compareFixtures(t testing.TB) *verdict.Comparison {
	t.Helper()
	c, err := verdict.Compare(readRun(t, "base.json"), readRun(t, "cand.json"), verdict.CompareOptions{
		BaseName: "base.json", CandName: "cand.json",
		QualityBase: readQuality(t, "quality-base.json"), QualityCand: readQuality(t, "quality.json"),
	})
	require.NoError(t, err)
	return c
}

// TestWriteCompareGolden pins the Markdown of infergate compare on the two fixture
// runs (a 512-token chunk budget against the default) and their quality results.
func TestWriteCompareGolden(t *testing.T) {
	var b bytes.Buffer
	require.NoError(t, WriteCompare(&b, compareFixtures(t)))
	golden(t, "compare.golden.md", b.Bytes())
}

func TestCompareFixtures(t *testing.T) {
	c := compareFixtures(t)
	assert.Equal(t, verdict.ExitRegression, c.ExitCode(), "long-doc/fresh/peak fails ttft p(95) <= +10%%, and a critical quality check newly fails")
	assert.True(t, c.Paired, c.PairNote)
	assert.Equal(t, []string{"chunk budget"}, c.Factors)
	require.Len(t, c.Headlines, 2)
	assert.Equal(t, "short-chat/fresh/peak", c.Headlines[0].Cell)
	assert.Equal(t, "long-doc/fresh/peak", c.Headlines[1].Cell)
	require.NotNil(t, c.Quality)
	assert.Equal(t, []string{"ja-reply-invoice-01: closed-dates"}, c.Quality.NewCritical)
	assert.Equal(t, 2, c.Quality.Held)
	assert.Equal(t, 3, c.Quality.BaseHeld)
	require.NotNil(t, c.Quality.Stats, "both quality runs: paired case by case")
	assert.Equal(t, "1 case newly failing, 0 newly passing, McNemar exact p = 1", c.Quality.Stats.Line())
	assert.Equal(t, c.Quality.NewCritical, c.Quality.Stats.NewCritical)

	// The runs are paired: every gate's interval pairs requests by schedule position.
	// The chunk budget slows long-doc/fresh/peak's TTFT p95 by 60 %, which the paired
	// interval shows (+30 % at least) where the unpaired one could not, and the two
	// closed-loop cells' goodput drops: 11 and 10 of their 12 requests take longer
	// in the candidate than the same request in the baseline.
	want := map[string]string{
		"short-chat/fresh/low ttft":         "SKIPPED",
		"short-chat/fresh/low e2el":         "SKIPPED",
		"short-chat/fresh/low goodput_rph":  "FAIL",
		"short-chat/fresh/peak ttft":        "FAIL", // +18.5 %, its interval reaching -1.7 %: close
		"short-chat/fresh/peak e2el":        "PASS",
		"short-chat/fresh/peak goodput_rph": "PASS",
		"long-doc/fresh/low ttft":           "SKIPPED",
		"long-doc/fresh/low e2el":           "SKIPPED",
		"long-doc/fresh/low goodput_rph":    "FAIL",
		"long-doc/fresh/peak ttft":          "FAIL",
		"long-doc/fresh/peak e2el":          "PASS",
		"long-doc/fresh/peak goodput_rph":   "PASS",
	}
	require.Len(t, c.Gates, len(want))
	for _, g := range c.Gates {
		got := string(g.Status)
		if g.Skipped {
			got = "SKIPPED"
		}
		assert.Equal(t, want[g.Cell+" "+g.Metric], got, "%s %s %s: %s", g.Cell, g.Metric, g.Expr, g.Message)
		assert.True(t, g.Paired, "%s %s: %s", g.Cell, g.Metric, g.Message)
		if !math.IsNaN(g.Lo) {
			assert.Contains(t, g.Message, ", paired, blocks of ", g.Message)
		} else {
			assert.Contains(t, g.Message, "a paired interval of p95's change needs at least 20 samples in each run", g.Message)
		}
	}
	for _, cc := range c.Cells {
		assert.Regexp(t, `^paired \(blocks of \d+(–\d+)?\)$`, cc.Analysis, cc.Cell)
	}

	// Unpaired, the gates judged from the files are the verdicts the candidate run
	// stored. The fixtures were recorded before percentile intervals were widened for
	// serial correlation, so their stored evidence is the older, narrower interval: a
	// verdict may have become too_few_samples since, but wider intervals never turn a
	// PASS into a FAIL or back.
	base, cand := readRun(t, "base.json"), readRun(t, "cand.json")
	cand.Manifest.WorkloadDigest = "not the baseline's" // the same bootstrap seed, unpaired
	for i := range cand.Cells {
		cand.Cells[i].WorkloadDigest += " (not the baseline's)" // nor is any cell
	}
	u, err := verdict.Compare(base, cand, verdict.CompareOptions{BaseName: "base.json", CandName: "cand.json"})
	require.NoError(t, err)
	require.False(t, u.Paired)
	stored := map[string]string{}
	for _, cell := range cand.Cells {
		for _, v := range cell.Verdicts {
			stored[cell.Name+" "+v.Metric+" "+v.Expr] = v.Status
		}
	}
	require.NotEmpty(t, u.Gates)
	for _, g := range u.Gates {
		want := stored[g.Cell+" "+g.Metric+" "+g.Expr.String()]
		got := string(g.Status)
		if g.Skipped {
			got = "SKIPPED"
		}
		if got != want && !g.Close {
			// A close verdict is one the point decided where the fixtures' stored
			// verdict waited for an interval that could show it.
			assert.Equal(t, threshold.ReasonTooFewSamples, g.Reason, "%s %s %s: stored %s, now %s: %s", g.Cell, g.Metric, g.Expr, want, got, g.Message)
		}
		assert.False(t, g.Paired, g.Message)
		assert.NotContains(t, g.Message, "paired", g.Message)
	}
	for _, cc := range u.Cells {
		assert.Equal(t, "unpaired", cc.Analysis, cc.Cell)
	}
}

// Quality files that share no case cannot be paired: Compare says so, naming them.
func TestCompareQualityNotComparable(t *testing.T) {
	other := &grade.Result{Schema: grade.QualitySchema, Cases: []grade.CaseResult{{ID: "de-other-01", Passed: true}}}
	_, err := verdict.Compare(readRun(t, "base.json"), readRun(t, "cand.json"), verdict.CompareOptions{
		QualityBase: readQuality(t, "quality-base.json"), QualityCand: other,
		QualityBaseName: "quality-base.json", QualityCandName: "other.json",
	})
	require.ErrorIs(t, err, grade.ErrNotComparable)
	assert.ErrorContains(t, err, "quality-base.json and other.json share no case")
}

func TestExitCode(t *testing.T) {
	gate := func(s threshold.Status, skipped bool) verdict.GateVerdict {
		return verdict.GateVerdict{Verdict: threshold.Verdict{Status: s}, Skipped: skipped}
	}
	cells := []verdict.CellChanges{{Cell: "a/b/c"}}
	for _, tt := range []struct {
		name string
		c    verdict.Comparison
		want int
	}{
		{"all-pass", verdict.Comparison{Cells: cells, Gates: []verdict.GateVerdict{gate(threshold.Pass, false)}}, verdict.ExitPass},
		{"skipped-inconclusive", verdict.Comparison{Cells: cells, Gates: []verdict.GateVerdict{gate(threshold.Inconclusive, true)}}, verdict.ExitPass},
		{"inconclusive", verdict.Comparison{Cells: cells, Gates: []verdict.GateVerdict{gate(threshold.Pass, false), gate(threshold.Inconclusive, false)}}, verdict.ExitInconclusive},
		{"fail-beats-inconclusive", verdict.Comparison{Cells: cells, Gates: []verdict.GateVerdict{gate(threshold.Inconclusive, false), gate(threshold.Fail, false)}}, verdict.ExitRegression},
		{"no-shared-cell", verdict.Comparison{}, verdict.ExitInconclusive},
		{"new-critical-quality", verdict.Comparison{Cells: cells, Quality: &verdict.QualityChange{NewCritical: []string{"x: y"}}}, verdict.ExitRegression},
		{"significant-quality", verdict.Comparison{Cells: cells, Quality: &verdict.QualityChange{Stats: &grade.Comparison{Regression: true}}}, verdict.ExitRegression},
		{"quality-holds", verdict.Comparison{Cells: cells, Quality: &verdict.QualityChange{Stats: &grade.Comparison{}}}, verdict.ExitPass},
	} {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, tt.c.ExitCode())
		})
	}
}

// TestCompareUnpaired: runs of different seeds say so, and a cell only one run has
// is listed and makes its gates inconclusive.
func TestCompareUnpaired(t *testing.T) {
	base, cand := readRun(t, "base.json"), readRun(t, "cand.json")
	cand.Manifest.Seeds = []uint64{7}
	cand.Manifest.WorkloadDigest = "other"
	base.Cells = base.Cells[:len(base.Cells)-1]
	c, err := verdict.Compare(base, cand, verdict.CompareOptions{BaseName: "base.json", CandName: "cand.json"})
	require.NoError(t, err)
	assert.False(t, c.Paired)
	assert.Contains(t, c.PairNote, "different requests")
	assert.Contains(t, c.Missing, "long-doc/fresh/peak (candidate only)")
	var md bytes.Buffer
	require.NoError(t, WriteCompare(&md, c))
	assert.Contains(t, md.String(), "Not paired")
	assert.Contains(t, md.String(), "the baseline base.json has no cell long-doc/fresh/peak")
}

// TestCompareJudgesAtTheCellsLevel: a candidate cell that had sequential looks is
// judged at the level it recorded (the looks spent the rest of the plan's error), in
// the gate and in infergate compare alike; the other cells at the plan's level.
func TestCompareJudgesAtTheCellsLevel(t *testing.T) {
	base, cand := readRun(t, "base.json"), readRun(t, "cand.json")
	name := cand.Cells[0].Name
	cand.Cells[0].Sequential = &results.Sequential{Looks: 4, Planned: 360, Sent: 360, Level: 0.99}
	c, err := verdict.Compare(base, cand, verdict.CompareOptions{BaseName: "base.json", CandName: "cand.json"})
	require.NoError(t, err)
	var at99, at90 int
	for _, g := range c.Gates {
		if g.Lo != g.Lo && g.Hi != g.Hi { // NaN: no interval to read the level off
			continue
		}
		switch {
		case g.Cell == name:
			assert.Contains(t, g.Message, "99% CI", g.Message)
			at99++
		default:
			assert.NotContains(t, g.Message, "99% CI", g.Message)
			assert.Contains(t, g.Message, "90% CI", g.Message)
			at90++
		}
	}
	assert.Positive(t, at99, "the cell with looks has gates with intervals")
	assert.Positive(t, at90)
	var md bytes.Buffer
	require.NoError(t, WriteCompare(&md, c))
	assert.Contains(t, md.String(), "their gates are judged at the level each cell recorded (99%), not at the plan's 90% — except a paired cell")
	var plain bytes.Buffer
	c, err = verdict.Compare(base, readRun(t, "cand.json"), verdict.CompareOptions{BaseName: "base.json", CandName: "cand.json"})
	require.NoError(t, err)
	require.NoError(t, WriteCompare(&plain, c))
	assert.NotContains(t, plain.String(), "sequential looks", "a run without looks says nothing of them")
}

// The quality gate's repeat and under-load records reach the compare report: its
// summary line, the HTML page's quality table and notes.
func TestCompareShowsQualityStability(t *testing.T) {
	c, err := verdict.Compare(readRun(t, "base.json"), readRun(t, "cand.json"), verdict.CompareOptions{
		BaseName: "base.json", CandName: "cand.json",
		QualityBase: readQuality(t, "quality-base.json"), QualityCand: readQuality(t, "quality-stability.json"),
	})
	require.NoError(t, err)
	require.NotNil(t, c.Quality)
	want := "candidate: repeat ×3: 6 of 9 answers passed, 1 case answered differently; under load (8 concurrent, 412 background requests): 1 of 3 answers differ from the isolated ones, 1 fails; answers that change under load: de-reply-formal-01 (fails under load)."
	assert.Equal(t, want, c.Quality.CandStability)
	assert.Empty(t, c.Quality.BaseStability, "the baseline ran neither mode")
	assert.Contains(t, c.Quality.NewFailures, "de-reply-formal-01", "a case that fails under load has failed")

	var md bytes.Buffer
	require.NoError(t, WriteCompare(&md, c))
	assert.Contains(t, md.String(), "- **Quality stability** (repeated asks and asks under load): "+want+"\n")

	var page bytes.Buffer
	require.NoError(t, WriteCompareHTML(&page, c, HTMLOptions{}))
	html := page.String()
	assert.Contains(t, html, "repeats and under load (candidate)")
	assert.Contains(t, html, "under load: differs (chrF 98.7 against the isolated answer), fails dates, facts, default-facts-grounded")
	assert.Contains(t, html, "3 of 3 passed, 2 distinct answers")

	// Without the modes nothing changes: no column, no line.
	plain := compareFixtures(t)
	md.Reset()
	require.NoError(t, WriteCompare(&md, plain))
	assert.NotContains(t, md.String(), "Quality stability")
}

// TestCompareMarkdownNamesTheAnalysis: the table of changes ends each cell's row
// with how its intervals were drawn, the HTML page shows the same, and the answer
// says whether the runs were paired.
func TestCompareMarkdownNamesTheAnalysis(t *testing.T) {
	paired := compareFixtures(t)
	base, cand := readRun(t, "base.json"), readRun(t, "cand.json")
	cand.Manifest.Seeds = []uint64{7}
	unpaired, err := verdict.Compare(base, cand, verdict.CompareOptions{BaseName: "base.json", CandName: "cand.json"})
	require.NoError(t, err)
	for _, tt := range []struct {
		name   string
		c      *verdict.Comparison
		bullet string
	}{
		{"paired", paired, "the intervals pair requests by schedule position"},
		{"unpaired", unpaired, "⚠ **Not paired**: the runs used different seeds"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var md bytes.Buffer
			require.NoError(t, WriteCompare(&md, tt.c))
			text := md.String()
			assert.Contains(t, text, tt.bullet)
			assert.Contains(t, text, " good req/h | analysis |\n")
			require.NotEmpty(t, tt.c.Cells)
			var page bytes.Buffer
			require.NoError(t, WriteCompareHTML(&page, tt.c, HTMLOptions{}))
			for _, cc := range tt.c.Cells {
				require.NotEmpty(t, cc.Analysis)
				row := ""
				for _, line := range strings.Split(text, "\n") {
					if strings.HasPrefix(line, "| `"+cc.Cell+"` |") && strings.Count(line, "|") > 8 {
						row = line
					}
				}
				require.NotEmpty(t, row, "the cell's row in the table of changes")
				assert.True(t, strings.HasSuffix(row, "| "+cc.Analysis+" |"), "the row ends with the analysis: %s", row)
				assert.Contains(t, page.String(), "<dt>intervals</dt><dd>"+cc.Analysis+"</dd>")
			}
		})
	}
}

// TestCompareMarkdownPairedCellByCell: a partial candidate run whose cells still
// pair with the baseline's is said to be paired cell by cell, with why the runs as a
// whole are not.
func TestCompareMarkdownPairedCellByCell(t *testing.T) {
	base, cand := readRun(t, "base.json"), readRun(t, "cand.json")
	cand.Manifest.WorkloadDigest = "partial"
	for i := range base.Cells {
		base.Cells[i].WorkloadDigest = "cell-" + base.Cells[i].Name
	}
	for i := range cand.Cells {
		cand.Cells[i].WorkloadDigest = "cell-" + cand.Cells[i].Name
	}
	c, err := verdict.Compare(base, cand, verdict.CompareOptions{BaseName: "base.json", CandName: "cand.json"})
	require.NoError(t, err)
	require.False(t, c.Paired)
	require.Positive(t, c.PairedCells)
	var md bytes.Buffer
	require.NoError(t, WriteCompare(&md, c))
	assert.Contains(t, md.String(), fmt.Sprintf("**Paired cell by cell**: the runs as a whole are not (%s), but %d of their %d common cells",
		c.PairNote, c.PairedCells, len(c.Cells)))
}
