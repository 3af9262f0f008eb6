package grade

import (
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/infergate/infergate/internal/score"
	"github.com/infergate/infergate/internal/sim/reply"
)

func TestRefuseUpdateInCI(t *testing.T) {
	assert.Error(t, RefuseUpdateInCI(func(k string) string {
		if k == "CI" {
			return "true"
		}
		return ""
	}))
	assert.NoError(t, RefuseUpdateInCI(func(string) string { return "" }))
}

func TestUpdateGoldenKeepsTheRest(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "de")
	require.NoError(t, os.MkdirAll(dir, 0o755))
	path := filepath.Join(dir, "case.yaml")
	src := `# a comment that must survive
id: de-x
lang: de
request:
  messages: [{role: user, content: "Frage"}]
  params: {temperature: 0, seed: 1, max_tokens: 50}
golden: |-
  Alte Antwort
checks:
  - {id: finish, type: finish_reason, equals: stop, severity: critical}
`
	require.NoError(t, os.WriteFile(path, []byte(src), 0o644))
	cases, err := Load(filepath.Dir(dir))
	require.NoError(t, err)
	require.Len(t, cases, 1)
	require.NoError(t, UpdateGolden(cases[0], "Neue Antwort für Frau Müller"))
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Contains(t, string(data), "# a comment that must survive")
	assert.Contains(t, string(data), "Neue Antwort für Frau Müller")
	assert.NotContains(t, string(data), "Alte Antwort")
	again, err := Load(filepath.Dir(dir))
	require.NoError(t, err)
	assert.Equal(t, "Neue Antwort für Frau Müller", again[0].Golden)
}

func TestLoadErrorsNameTheFile(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "ja")
	require.NoError(t, os.MkdirAll(dir, 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "bad.yaml"), []byte("id: x\nlang: ja\nunknown_field: 1\n"), 0o644))
	_, err := Load(filepath.Dir(dir))
	require.Error(t, err)
	assert.True(t, strings.Contains(err.Error(), "bad.yaml"), err.Error())
}

func TestShippedFixturesPassTheirOwnChecks(t *testing.T) {
	cases, err := Load(filepath.Join("..", "..", "fixtures", "quality"))
	require.NoError(t, err)
	langs := map[string]int{}
	for _, c := range cases {
		langs[c.Lang]++
		v := Judge(c, Answer{Text: c.Golden, FinishReason: "stop"})
		assert.False(t, v.Failed, "the golden of %s must pass its own checks: %s", c.ID, Explain(v))
	}
	assert.GreaterOrEqual(t, langs["ja"], 8)
	assert.GreaterOrEqual(t, langs["de"], 8)
}

func TestRegressionsAgainstBaseline(t *testing.T) {
	cases, err := Load(filepath.Join("..", "..", "fixtures", "quality"))
	require.NoError(t, err)
	c := cases[0]
	good := Judge(c, Answer{Text: c.Golden, FinishReason: "stop"})
	stored := &Result{Schema: QualitySchema, Cases: []CaseResult{{ID: c.ID, Critical: map[string]bool{}, Scores: good.Scores, Output: c.Golden}}}
	for _, r := range good.Checks {
		if r.Severity == "critical" {
			stored.Cases[0].Critical[r.ID] = r.Pass
		}
	}
	assert.Empty(t, Regressions(stored, good, 1.0), "the same answer does not regress")
	sim, ok := VsBaseline(stored, good)
	require.True(t, ok)
	assert.InDelta(t, 100, sim, 1e-9)

	bad := Judge(c, Answer{Text: c.Golden, FinishReason: "length"})
	regs := Regressions(stored, bad, 1.0)
	require.NotEmpty(t, regs)
	assert.Contains(t, strings.Join(regs, "\n"), "passed in the baseline and fails now")
}

// The long-context cases list fact_recall among their scores; it used to be computed
// there as chrF (0–100) under that name. Every shipped case, for its golden and for
// every degraded answer, must have fact_recall as the share of its facts checks' items
// found — the same figure the facts checks report — and chrF apart from it.
func TestFactRecallIsAShareOfFactsEverywhere(t *testing.T) {
	cases, err := Load(filepath.Join("..", "..", "fixtures", "quality"))
	require.NoError(t, err)
	withEntry := 0
	for _, c := range cases {
		for _, s := range c.Scores {
			if s.Metric == MetricFactRecall {
				withEntry++
			}
		}
		// What the facts checks themselves found, weighted by their items.
		want := func(v Verdict) (float64, bool) {
			found, listed := 0.0, 0
			for i, chk := range c.Checks {
				if chk.Type == score.TypeFacts && len(chk.Items) > 0 {
					found += v.Checks[i].Score * float64(len(chk.Items))
					listed += len(chk.Items)
				}
			}
			if listed == 0 {
				return 0, false
			}
			return found / float64(listed), true
		}
		answers := map[string]string{"golden": c.Golden}
		for _, kind := range reply.DegradeKinds() {
			text, err := reply.Degrade(kind, c.Lang, c.Golden, reply.Hints{ProperNouns: c.ProperNouns})
			require.NoError(t, err)
			answers[kind] = text
		}
		for name, text := range answers {
			t.Run(c.ID+"/"+name, func(t *testing.T) {
				t.Parallel() // Judge is slow under the race detector; the cases share nothing
				v := Judge(c, Answer{Text: text, FinishReason: "stop"})
				got, has := v.Scores[MetricFactRecall]
				w, hasFacts := want(v)
				require.Equal(t, hasFacts, has, "fact_recall is there exactly when the case lists facts")
				if !has {
					return
				}
				assert.InDelta(t, w, got, 1e-9, "fact_recall is the facts checks' share")
				assert.GreaterOrEqual(t, got, 0.0)
				assert.LessOrEqual(t, got, 1.0)
				if name == "golden" {
					assert.InDelta(t, 1.0, got, 1e-9, "the golden carries all its facts")
				}
			})
		}
	}
	assert.Positive(t, withEntry, "the shipped fixtures name fact_recall among their scores (the long-context ones)")
}

// A wrong date in a long-context summary moves fact_recall by one fact's share while
// chrF barely moves: the two are different measures.
func TestLongContextFactRecallCountsFacts(t *testing.T) {
	cases, err := Load(filepath.Join("..", "..", "fixtures", "quality"))
	require.NoError(t, err)
	tested := 0
	for _, c := range cases {
		if !slices.Contains(c.Tags, "long-context") {
			continue
		}
		tested++
		t.Run(c.ID, func(t *testing.T) {
			var items []score.FactItem
			for _, chk := range c.Checks {
				if chk.Type == score.TypeFacts {
					items = append(items, chk.Items...)
				}
			}
			require.NotEmpty(t, items, "a long-context case lists its facts")
			// Damage the last listed date: every surface form of it moves a day later.
			last := -1
			for i, it := range items {
				if it.Kind == score.KindDate {
					last = i
				}
			}
			require.GreaterOrEqual(t, last, 0)
			var damaged string
			for _, line := range strings.SplitAfter(c.Golden, "\n") {
				if slices.Contains(score.ExtractDates(c.Lang, line, c.RefYear()), items[last].Value) {
					line, err = reply.Degrade(reply.WrongDate, c.Lang, line, reply.Hints{})
					require.NoError(t, err)
				}
				damaged += line
			}
			require.NotEqual(t, c.Golden, damaged)
			v := Judge(c, Answer{Text: damaged, FinishReason: "stop"})
			missing := 0
			for _, it := range items {
				if !slices.Contains(score.ExtractDates(c.Lang, damaged, c.RefYear()), it.Value) && it.Kind == score.KindDate {
					missing++
				}
			}
			require.Positive(t, missing)
			want := float64(len(items)-missing) / float64(len(items))
			assert.InDelta(t, want, v.Scores[MetricFactRecall], 1e-9)
			assert.Less(t, v.Scores[MetricFactRecall], 1.0)
			assert.Greater(t, v.Scores["chrf"], 50.0, "chrF of a near-golden answer stays high")
		})
	}
	assert.GreaterOrEqual(t, tested, 2, "a Japanese and a German long-context case")
}

func TestJudgeScoresByMetric(t *testing.T) {
	facts := score.Check{ID: "facts", Type: score.TypeFacts, Severity: "major", Items: []score.FactItem{
		{Kind: score.KindDate, Value: "2026-10-19"}, {Kind: score.KindAmount, Value: "1249.90"}}}
	golden := "Lieferung am 19.10.2026, Betrag 1.249,90 €."
	tests := []struct {
		name       string
		checks     []score.Check
		scores     []Score
		answer     string
		wantRecall float64 // -1: no fact_recall
		wantFailed bool
		wantFloor  string
	}{
		{"all_facts", []score.Check{facts}, []Score{{ID: "chrf", Metric: MetricChrF}, {ID: "fact_recall", Metric: MetricFactRecall}},
			golden, 1, false, ""},
		{"one_of_two", []score.Check{facts}, []Score{{ID: "chrf", Metric: MetricChrF}, {ID: "fact_recall", Metric: MetricFactRecall}},
			"Lieferung am 20.10.2026, Betrag 1.249,90 €.", 0.5, false, ""},
		{"none", []score.Check{facts}, []Score{{ID: "fact_recall", Metric: MetricFactRecall}},
			"Lieferung bald.", 0, false, ""},
		{"without_a_score_entry", []score.Check{facts}, []Score{{ID: "chrf", Metric: MetricChrF}},
			"Betrag 1.249,90 €.", 0.5, false, ""},
		{"floor", []score.Check{facts}, []Score{{ID: "fact_recall", Metric: MetricFactRecall, Floor: 0.75}},
			"Betrag 1.249,90 €.", 0.5, true, "fact_recall: 0.50 of the facts found < floor 0.75"},
		{"floor_met", []score.Check{facts}, []Score{{ID: "fact_recall", Metric: MetricFactRecall, Floor: 0.5}},
			"Betrag 1.249,90 €.", 0.5, false, ""},
		{"no_facts_leaves_it_out", nil, []Score{{ID: "chrf", Metric: MetricChrF}, {ID: "fact_recall", Metric: MetricFactRecall, Floor: 0.9}},
			golden, -1, false, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := &Case{ID: "de-x", Lang: "de", ReferenceDate: "2026-10-16", Golden: golden, Checks: tt.checks, Scores: tt.scores}
			v := Judge(c, Answer{Text: tt.answer, FinishReason: "stop"})
			got, ok := v.Scores[MetricFactRecall]
			if tt.wantRecall < 0 {
				assert.False(t, ok, "no facts, no fact_recall: %s", FormatScores(v.Scores))
			} else {
				require.True(t, ok)
				assert.InDelta(t, tt.wantRecall, got, 1e-9)
			}
			if chrf, ok := v.Scores["chrf"]; ok && tt.answer == golden {
				assert.InDelta(t, 100, chrf, 1e-9)
			}
			assert.Equal(t, tt.wantFailed, v.Failed, Explain(v))
			if tt.wantFloor != "" {
				assert.Contains(t, v.Floors, tt.wantFloor)
			}
		})
	}
}

func TestLoadChecksScores(t *testing.T) {
	const facts = `  - {id: facts, type: facts, items: [{kind: date, value: "2026-10-19"}], severity: critical}
`
	tests := []struct {
		name    string
		checks  string
		scores  string
		wantErr string
	}{
		{"valid", facts, "  - {id: chrf, metric: chrf, floor: 35}\n  - {id: fact_recall, metric: fact_recall, floor: 0.8}\n", ""},
		{"unknown_metric", facts, "  - {id: bleu, metric: bleu}\n", `scores[0] (id "bleu"): metric "bleu": want chrf or fact_recall`},
		{"metric_missing", facts, "  - {id: chrf}\n", `scores[0] (id "chrf"): metric "": want chrf or fact_recall`},
		{"fact_recall_without_facts", "", "  - {id: fact_recall, metric: fact_recall}\n", "metric fact_recall needs a facts check with items"},
		{"fact_recall_under_another_id", facts, "  - {id: recall, metric: fact_recall}\n", "metric fact_recall must have the id fact_recall"},
		{"chrf_under_fact_recall", facts, "  - {id: fact_recall, metric: chrf}\n", "metric chrf under the id fact_recall"},
		{"fact_recall_floor_in_points", facts, "  - {id: fact_recall, metric: fact_recall, floor: 80}\n", "floor 80: want a share of facts between 0 and 1"},
		{"chrf_floor_off_scale", facts, "  - {id: chrf, metric: chrf, floor: 135}\n", "floor 135: want chrF points between 0 and 100"},
		{"fact_recall_with_field", facts, "  - {id: fact_recall, metric: fact_recall, field: reply}\n", "takes no field or normalize"},
		{"duplicate_id", facts, "  - {id: chrf, metric: chrf}\n  - {id: chrf, metric: chrf, field: reply}\n", `scores[1] (id "chrf"): the id is used twice`},
		{"id_missing", facts, "  - {metric: chrf}\n", "scores[0]: id is required"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := filepath.Join(t.TempDir(), "de")
			require.NoError(t, os.MkdirAll(dir, 0o755))
			src := `id: de-x
lang: de
request:
  messages: [{role: user, content: "Frage"}]
  params: {temperature: 0, seed: 1, max_tokens: 50}
golden: "Am 19.10.2026."
checks:
  - {id: finish, type: finish_reason, equals: stop, severity: critical}
` + tt.checks + "scores:\n" + tt.scores
			path := filepath.Join(dir, "de-x.yaml")
			require.NoError(t, os.WriteFile(path, []byte(src), 0o644))
			_, err := Load(filepath.Dir(dir))
			if tt.wantErr == "" {
				require.NoError(t, err)
				return
			}
			require.Error(t, err)
			assert.Contains(t, err.Error(), path)
			assert.Contains(t, err.Error(), tt.wantErr)
		})
	}
}

func TestRegressionsOnScores(t *testing.T) {
	cases, err := Load(filepath.Join("..", "..", "fixtures", "quality"))
	require.NoError(t, err)
	var c *Case
	for _, x := range cases {
		if slices.Contains(x.Tags, "long-context") {
			c = x
			break
		}
	}
	require.NotNil(t, c)
	good := Judge(c, Answer{Text: c.Golden, FinishReason: "stop"})
	baseline := func(scores map[string]float64) *Result {
		return &Result{Schema: QualitySchema, Cases: []CaseResult{{ID: c.ID, Critical: map[string]bool{}, Scores: scores, Output: c.Golden}}}
	}
	withScores := func(v Verdict, extra map[string]float64) Verdict {
		v.Scores = maps.Clone(v.Scores)
		maps.Copy(v.Scores, extra)
		return v
	}
	tests := []struct {
		name string
		base map[string]float64
		now  Verdict
		want []string
	}{
		{"same", good.Scores, good, nil},
		{"fact_recall_drop", map[string]float64{MetricFactRecall: 1}, withScores(good, map[string]float64{MetricFactRecall: 5.0 / 6}),
			[]string{"fact_recall dropped from 1.00 to 0.83 against the baseline (tolerance 0.02)"}},
		// A baseline written while the long-context cases stored chrF as fact_recall.
		{"old_baseline_with_chrf_as_fact_recall", map[string]float64{MetricFactRecall: 100, "chrf": 100}, good, nil},
		{"chrf_vs_baseline_is_not_gated", map[string]float64{ScoreVsBaseline: 100}, withScores(good, map[string]float64{ScoreVsBaseline: 60}), nil},
		{"chrf_drop", map[string]float64{"chrf": 100}, withScores(good, map[string]float64{"chrf": 97.5}),
			[]string{"chrf dropped 2.5 points against the baseline (100.0 → 97.5; tolerance 1.0)"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, Regressions(baseline(tt.base), tt.now, 1.0))
		})
	}
}
