package quality

import (
	"context"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/infergate/infergate/internal/gate"
	"github.com/infergate/infergate/internal/grade"
	"github.com/infergate/infergate/internal/sim/reply"
)

var update = flag.Bool("update", false, "rewrite the fixtures' goldens from the target's answers, for a human to review (refused when CI is set)")

var (
	root  string
	cases []*grade.Case
	// base is the baseline INFERGATE_QUALITY_BASELINE names, read before any test so
	// a file of the wrong kind stops the run with one clear line.
	base *grade.Result
	// summary counts TestQuality's fixtures for the line TestMain prints last.
	summary = new(grade.Summary)
)

func TestMain(m *testing.M) {
	flag.Parse()
	wd, err := os.Getwd()
	if err == nil {
		root, err = gate.ModuleRoot(wd)
	}
	if err == nil {
		cases, err = grade.Load(filepath.Join(root, "fixtures", "quality"))
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "quality:", err)
		os.Exit(2)
	}
	if *update {
		if err := grade.RefuseUpdateInCI(os.Getenv); err != nil {
			fmt.Fprintln(os.Stderr, "quality:", err)
			os.Exit(2)
		}
	}
	var note string
	base, note, err = grade.BaselineFromEnv(os.Getenv, root)
	if err != nil {
		fmt.Fprintln(os.Stderr, "quality:", err)
		os.Exit(2)
	}
	if note != "" {
		fmt.Fprintln(os.Stderr, "quality:", note)
	}
	code := m.Run()
	if line := summary.String(); line != "" {
		fmt.Println(line)
	}
	os.Exit(code)
}

func apiKey() string {
	if k := os.Getenv("INFERGATE_API_KEY"); k != "" {
		return k
	}
	return os.Getenv("OPENAI_API_KEY")
}

// outDir is INFERGATE_OUT, relative to the module root as for the acceptance gate
// (go test runs the suite in quality/); results/ by default.
func outDir() string {
	d := os.Getenv("INFERGATE_OUT")
	switch {
	case d == "":
		return filepath.Join(root, "results")
	case filepath.IsAbs(d):
		return d
	}
	return filepath.Join(root, d)
}

// TestQuality asks the target every case and judges the answers; with
// INFERGATE_QUALITY_REPEAT and INFERGATE_QUALITY_UNDER_LOAD also repeatedly and under
// load.
func TestQuality(t *testing.T) {
	ctx := t.Context()
	simSpec := os.Getenv("INFERGATE_SIM")
	modes, err := grade.ModesFromEnv(os.Getenv, os.Getenv("INFERGATE_BASE_URL") == "")
	require.NoError(t, err)
	target, err := grade.Open(ctx, os.Getenv("INFERGATE_BASE_URL"), os.Getenv("INFERGATE_MODEL"), apiKey(), simSpec, cases)
	require.NoError(t, err)
	defer target.Close()
	tolerance := 1.0
	if v := os.Getenv("INFERGATE_CHRF_TOLERANCE"); v != "" {
		tolerance, err = strconv.ParseFloat(v, 64)
		require.NoError(t, err, "INFERGATE_CHRF_TOLERANCE=%q: want a number of chrF points", v)
	}
	summary = new(grade.Summary) // the last run's, under -count
	suite(t, target, simSpec, modes, tolerance, outDir(), summary)
}

// suite asks target every case (modes.Repeat times, one ask after the other) and
// judges the answers in subtests <lang>/<case>; with modes.UnderLoad it then asks
// every case once more while a background load runs, in subtests
// under_load/<case>. It writes the results file under out and counts the fixtures
// in sum.
func suite(t *testing.T, target *grade.Target, simSpec string, modes grade.Modes, tolerance float64, out string, sum *grade.Summary) {
	t.Helper()
	ctx := t.Context()
	started := time.Now()
	var verdicts []grade.Verdict
	// The fixtures are counted when everything is asked: a case that fails only under
	// load has failed too.
	type counted struct {
		id, lang string
		o        grade.Outcome
	}
	var outcomes []counted
	failedUnderLoad := map[string]bool{}
	defer func() {
		for _, c := range outcomes {
			if c.o == grade.Passed && failedUnderLoad[c.id] {
				c.o = grade.Failed
			}
			sum.Add(c.lang, c.o)
		}
	}()
	for _, lang := range []string{"ja", "de"} {
		t.Run(lang, func(t *testing.T) {
			for _, c := range cases {
				if c.Lang != lang {
					continue
				}
				t.Run(c.ID, func(t *testing.T) {
					defer func() { outcomes = append(outcomes, counted{c.ID, c.Lang, outcome(t)}) }()
					a, err := target.Ask(ctx, c)
					require.NoError(t, err)
					if *update {
						require.NoError(t, grade.UpdateGolden(c, a.Text))
						t.Logf("%s: golden rewritten from the target; review the diff before committing", c.File)
						return
					}
					v := grade.Judge(c, a)
					t.Logf("%s: finish_reason %s, scores %s", c.ID, a.FinishReason, grade.FormatScores(v.Scores))
					if v.Failed {
						t.Error(grade.Explain(v))
					}
					if base != nil {
						if sim, ok := grade.VsBaseline(base, v); ok {
							v.Scores[grade.ScoreVsBaseline] = sim
							t.Logf("%s: chrF against the baseline's own answer %.1f", c.ID, sim)
						}
						for _, r := range grade.Regressions(base, v, tolerance) {
							t.Errorf("%s: %s", c.ID, r)
						}
					}
					v.Repeat, err = grade.AskRepeats(ctx, target, v, modes.Repeat)
					verdicts = append(verdicts, v)
					require.NoError(t, err)
					if r := v.Repeat; r != nil {
						t.Logf("%s: asked %d times: %s (pass rate %.2f)", c.ID, r.Asks, r, r.PassRate())
						if r.Passed < r.Asks {
							t.Errorf("%s: %d of %d repeated answers failed; the first failing one: %s", c.ID, r.Asks-r.Passed, r.Asks, r.Failed)
						}
					}
				})
			}
		})
	}
	if len(verdicts) == 0 {
		return // -update rewrote goldens, or every ask failed
	}
	var load *grade.LoadRun
	if modes.UnderLoad > 0 {
		t.Run("under_load", func(t *testing.T) {
			loaded, run, err := target.AskUnderLoad(ctx, verdicts, modes.UnderLoad, filepath.Join(root, "fixtures", "workloads"))
			load = run
			require.NoError(t, err)
			t.Logf("background load: %d concurrent, %d requests sent, %d failed", run.Concurrency, run.Sent, run.Failed)
			if run.Sent > 0 && run.OK == 0 {
				t.Errorf("no background request succeeded (%s): the cases were not asked under load", run.FirstError)
			}
			for i, v := range verdicts {
				t.Run(v.Case.ID, func(t *testing.T) {
					u := v.UnderLoad
					if u.Differs {
						t.Logf("%s: the answer under load differs from the isolated one (chrF %.1f against it)", v.Case.ID, u.ChrF)
					}
					if !u.Passed {
						failedUnderLoad[v.Case.ID] = true
						t.Errorf("under load: %s", grade.Explain(loaded[i]))
					}
				})
			}
		})
	}
	sum.SetStability(grade.StabilityLine(verdicts, load))
	r := grade.Record(started, target, simSpec, verdicts)
	r.Load = load
	path, err := grade.Write(out, r)
	require.NoError(t, err)
	sum.SetResults(path)
	if base != nil {
		// The figure against the baseline for the last line: the cases paired with
		// the McNemar test, beside the per-case regressions reported above.
		cmp, err := grade.Compare(base, r, grade.CompareOptions{BaseName: os.Getenv(grade.BaselineEnv), CandName: path})
		if err != nil {
			sum.SetBaseline("against the baseline: " + err.Error())
			t.Logf("against the baseline: %v", err)
		} else {
			sum.SetBaseline(cmp.SummaryLine())
			t.Log(cmp.SummaryLine())
		}
	}
	t.Logf("quality results written to %s", path)
}

// outcome is how a fixture's subtest ended, for the summary.
func outcome(t *testing.T) grade.Outcome {
	switch {
	case t.Skipped():
		return grade.Skipped
	case t.Failed():
		return grade.Failed
	case *update:
		return grade.Updated
	}
	return grade.Passed
}

// TestDegrade runs the suite against the simulator with each degrade kind and checks
// that the gate fails on the right check of the right cases: every case that carries a
// critical check able to see that damage must fail on such a check, with a reason; and
// the damage must be caught somewhere in the suite.
func TestDegrade(t *testing.T) {
	if os.Getenv("INFERGATE_BASE_URL") != "" {
		t.Skip("the degrade self-test needs the embedded simulator: INFERGATE_BASE_URL is set")
	}
	// The check types meant to see each kind of damage: a case with such a critical
	// check must fail on one. A looping model runs into max_tokens, so finish_reason
	// sees repetition too.
	catchers := map[string][]string{
		"drop_proper_noun": {"must_include", "must_include_any"},
		"wrong_date":       {"facts", "facts_closed_set", "facts_grounded", "facts_kept"},
		"broken_json":      {"json_parse", "json_schema"},
		"casual_register":  {"ja_politeness", "de_formal"},
		"truncated":        {"finish_reason"},
		"umlaut_loss":      {"must_include", "must_include_any"},
		"repetition":       {"repetition", "finish_reason"},
		// The quantized-model kinds: a drifted digit makes an amount, id or date the
		// request never stated; swapped people break a name bound to its title or
		// salutation; a flipped negation loses a required statement; a switch of
		// language lowers the share of the answer's script; a dropped list item loses
		// an item's facts or names, or the list its length.
		"number_drift":   {"facts", "facts_closed_set", "facts_grounded", "facts_kept", "json_path_equals", "must_include", "regex"},
		"entity_swap":    {"must_include", "must_include_any", "de_formal", "json_path_equals", "regex"},
		"negation_flip":  {"must_include", "must_include_any", "must_not_include", "regex", "json_path_equals"},
		"mixed_language": {"script_ratio"},
		"dropped_item":   {"bullets", "must_include", "must_include_any", "facts", "facts_kept", "json_path_equals", "json_schema", "regex"},
		// The general kinds (reply/general.go): damage no fixture anticipates, each
		// meant for a default check every case gets, so every case it changes must
		// fail on that check.
		"weekday_mismatch":      {"consistency"},
		"simplified_chinese":    {"language_purity"},
		"untranslated_sentence": {"language_purity"},
		"sentence_repeat":       {"repeated_units"},
		"emoji_register":        {"register_symbols"},
		"unit_swap":             {"quantities"},
		"polarity_swap":         {"polarity"},
		"list_merge":            {"list_structure"},
		"list_reorder":          {"list_structure"},
		"list_duplicate":        {"list_structure", "repeated_units"},
		"total_mismatch":        {"consistency"},
		"mid_sentence_cut":      {"truncation"},
	}
	// Other critical checks that also catch a kind where a case has one (a forbidden
	// casual form such as 髙橋さん for 髙橋様 is a must_not_include).
	also := map[string][]string{"casual_register": {"must_not_include"}}
	kinds := make([]string, 0, len(catchers))
	for k := range catchers {
		kinds = append(kinds, k)
	}
	sort.Strings(kinds)
	// Every built-in kind has its catchers here, so a new kind cannot go untested.
	assert.ElementsMatch(t, reply.DegradeKinds(), kinds, "TestDegrade's catchers must cover every reply.DegradeKinds kind")
	for _, kind := range kinds {
		t.Run(kind, func(t *testing.T) {
			t.Parallel() // each kind has its own simulator, which mostly waits on its clock
			target, err := grade.Open(context.Background(), "", "", "", "degrade="+kind, cases)
			require.NoError(t, err)
			defer target.Close()
			// The simulator batches the cases as a server would; the answers do not
			// depend on what runs beside them (no unstable option).
			answers, err := grade.AskAll(t.Context(), target, cases, len(cases))
			require.NoError(t, err)
			caught := 0
			for i, c := range cases {
				a := answers[i]
				if a.Text == c.Golden && a.FinishReason == "stop" {
					continue // the damage does not apply (umlaut_loss on Japanese, broken_json on prose)
				}
				v := grade.Judge(c, a)
				hit, expected := false, false
				for _, r := range v.Checks {
					if r.Severity != "critical" || !(contains(catchers[kind], r.Type) || contains(also[kind], r.Type)) {
						continue
					}
					if r.Pass {
						continue
					}
					hit = true
					assert.NotEmpty(t, r.Reason, "%s: check %s failed without a reason", c.ID, r.ID)
				}
				for _, chk := range c.Checks {
					if chk.Severity == "critical" && contains(catchers[kind], chk.Type) {
						expected = true
					}
				}
				switch {
				case hit:
					caught++
					assert.True(t, v.Failed, "%s: a critical check failed but the case passed", c.ID)
				case expected:
					t.Errorf("%s: degraded with %s, but no %s check failed:\n%s", c.ID, kind, strings.Join(catchers[kind], "/"), grade.Explain(v))
				default:
					t.Logf("%s: %s changed the answer but the case has no check for it (e.g. no register rule on a summary)", c.ID, kind)
				}
			}
			assert.Positive(t, caught, "no case caught %s", kind)
			t.Logf("%s: caught in %d of %d cases", kind, caught, len(cases))
		})
	}
}

func contains(xs []string, x string) bool {
	for _, v := range xs {
		if v == x {
			return true
		}
	}
	return false
}

// TestUnstable proves that the repeat and under-load modes see answers that change
// under concurrency: against the simulator with unstable=1 every case answers as in
// isolation when it runs alone, and differently (a drifted number or an early end)
// beside the background load, which the results file and the summary line report.
func TestUnstable(t *testing.T) {
	if os.Getenv("INFERGATE_BASE_URL") != "" {
		t.Skip("the unstable self-test needs the embedded simulator: INFERGATE_BASE_URL is set")
	}
	ctx := t.Context()
	// Cases with many numbers, for the repeats: which number drifts varies; and
	// every third case besides, to keep the test short.
	numeric := map[string]bool{"ja-reply-invoice-01": true, "de-summary-long-context-01": true, "de-extract-invoice-01": true}
	var picked []*grade.Case
	for i, c := range cases {
		if numeric[c.ID] || i%3 == 0 {
			picked = append(picked, c)
		}
	}
	target, err := grade.Open(ctx, "", "", "", "unstable=1", picked)
	require.NoError(t, err)
	defer target.Close()

	// Alone, one ask after the other: every answer is the golden, every time.
	verdicts := make([]grade.Verdict, len(picked))
	for i, c := range picked {
		a, err := target.Ask(ctx, c)
		require.NoError(t, err)
		require.Equal(t, c.Golden, a.Text, "%s: a request that runs alone must not change", c.ID)
		verdicts[i] = grade.Judge(c, a)
		if numeric[c.ID] {
			verdicts[i].Repeat, err = grade.AskRepeats(ctx, target, verdicts[i], 2)
			require.NoError(t, err)
			assert.Equal(t, &grade.Repeat{Asks: 2, Passed: 2, Distinct: 1}, verdicts[i].Repeat, c.ID)
		}
	}
	require.Len(t, numeric, 3)

	// Beside the load every answer changes, and most changes fail a check.
	loaded, run, err := target.AskUnderLoad(ctx, verdicts, 4, filepath.Join(root, "fixtures", "workloads"))
	require.NoError(t, err)
	assert.Positive(t, run.OK)
	assert.Zero(t, run.Failed, run.FirstError)
	failed := 0
	for i, v := range verdicts {
		u := v.UnderLoad
		require.NotNil(t, u, v.Case.ID)
		assert.True(t, u.Differs, "%s: the answer under load must differ", v.Case.ID)
		assert.Equal(t, loaded[i].Answer.Text, u.Output)
		assert.Less(t, u.ChrF, 100.0)
		if !u.Passed {
			failed++
			assert.NotEmpty(t, u.FailingCritical, v.Case.ID)
		}
	}
	assert.Greater(t, failed, len(picked)/2, "most changed answers fail a check")
	line := grade.StabilityLine(verdicts, run)
	assert.Contains(t, line, "repeat ×2: 6 of 6 answers passed, 0 cases answered differently")
	assert.Contains(t, line, fmt.Sprintf("%d of %d answers differ from the isolated ones, %d fail", len(picked), len(picked), failed))

	// Repeated beside the load, answers vary from ask to ask: which number drifts
	// depends on the request.
	load, err := grade.StartLoad(ctx, grade.LoadSpec{BaseURL: target.BaseURL, Model: target.Model, Concurrency: 4, Corpus: filepath.Join(root, "fixtures", "workloads")})
	require.NoError(t, err)
	varied := 0
	for _, v := range verdicts {
		if !numeric[v.Case.ID] {
			continue
		}
		r, err := grade.AskRepeats(ctx, target, v, 4)
		require.NoError(t, err)
		assert.Less(t, r.Passed, r.Asks, "%s: a drifted amount fails", v.Case.ID)
		assert.GreaterOrEqual(t, r.Distinct, 2, "%s: the isolated answer and the changed ones", v.Case.ID)
		assert.Len(t, r.Others, r.Distinct-1)
		if r.Distinct > 2 {
			varied++
		}
	}
	load.Stop()
	assert.Positive(t, varied, "some case must give more than one changed answer in three asks under load")

	// The results file carries both modes.
	r := grade.Record(time.Now(), target, "unstable=1", verdicts)
	r.Load = run
	path, err := grade.Write(t.TempDir(), r)
	require.NoError(t, err)
	back, err := grade.ReadResult(path)
	require.NoError(t, err)
	assert.Equal(t, 2, back.Repeat)
	require.NotNil(t, back.Load)
	assert.Equal(t, run.Sent, back.Load.Sent)
	for _, c := range back.Cases {
		assert.Equal(t, numeric[c.ID], c.Repeat != nil, c.ID)
		require.NotNil(t, c.UnderLoad, c.ID)
		assert.True(t, c.UnderLoad.Differs, c.ID)
		assert.Equal(t, c.UnderLoad.Passed, c.Passed, "%s: a case that failed under load has not passed", c.ID)
	}
}
