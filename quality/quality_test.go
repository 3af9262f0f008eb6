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
	"github.com/infergate/infergate/internal/quality"
)

var update = flag.Bool("update", false, "rewrite the fixtures' goldens from the target's answers, for a human to review (refused when CI is set)")

var (
	root  string
	cases []*quality.Case
	// base is the baseline INFERGATE_QUALITY_BASELINE names, read before any test so
	// a file of the wrong kind stops the run with one clear line.
	base *quality.Result
	// summary counts TestQuality's fixtures for the line TestMain prints last.
	summary = new(quality.Summary)
)

func TestMain(m *testing.M) {
	flag.Parse()
	wd, err := os.Getwd()
	if err == nil {
		root, err = gate.ModuleRoot(wd)
	}
	if err == nil {
		cases, err = quality.Load(filepath.Join(root, "fixtures", "quality"))
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "quality:", err)
		os.Exit(2)
	}
	if *update {
		if err := quality.RefuseUpdateInCI(os.Getenv); err != nil {
			fmt.Fprintln(os.Stderr, "quality:", err)
			os.Exit(2)
		}
	}
	var note string
	base, note, err = quality.BaselineFromEnv(os.Getenv, root)
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

// TestQuality asks the target every case and judges the answers.
func TestQuality(t *testing.T) {
	ctx := t.Context()
	simSpec := os.Getenv("INFERGATE_SIM")
	target, err := quality.Open(ctx, os.Getenv("INFERGATE_BASE_URL"), os.Getenv("INFERGATE_MODEL"), apiKey(), simSpec, cases)
	require.NoError(t, err)
	defer target.Close()
	tolerance := 1.0
	if v := os.Getenv("INFERGATE_CHRF_TOLERANCE"); v != "" {
		tolerance, err = strconv.ParseFloat(v, 64)
		require.NoError(t, err, "INFERGATE_CHRF_TOLERANCE=%q: want a number of chrF points", v)
	}
	started := time.Now()
	summary = new(quality.Summary) // the last run's, under -count
	var verdicts []quality.Verdict
	for _, lang := range []string{"ja", "de"} {
		t.Run(lang, func(t *testing.T) {
			for _, c := range cases {
				if c.Lang != lang {
					continue
				}
				t.Run(c.ID, func(t *testing.T) {
					defer func() { summary.Add(c.Lang, outcome(t)) }()
					a, err := target.Ask(ctx, c)
					require.NoError(t, err)
					if *update {
						require.NoError(t, quality.UpdateGolden(c, a.Text))
						t.Logf("%s: golden rewritten from the target; review the diff before committing", c.File)
						return
					}
					v := quality.Judge(c, a)
					verdicts = append(verdicts, v)
					t.Logf("%s: finish_reason %s, scores %s", c.ID, a.FinishReason, quality.FormatScores(v.Scores))
					if v.Failed {
						t.Error(quality.Explain(v))
					}
					if base != nil {
						if sim, ok := quality.VsBaseline(base, v); ok {
							v.Scores[quality.ScoreVsBaseline] = sim
							t.Logf("%s: chrF against the baseline's own answer %.1f", c.ID, sim)
						}
						for _, r := range quality.Regressions(base, v, tolerance) {
							t.Errorf("%s: %s", c.ID, r)
						}
					}
				})
			}
		})
	}
	if len(verdicts) > 0 {
		path, err := quality.Write(outDir(), quality.Record(started, target, simSpec, verdicts))
		require.NoError(t, err)
		summary.SetResults(path)
		t.Logf("quality results written to %s", path)
	}
}

// outcome is how a fixture's subtest ended, for the summary.
func outcome(t *testing.T) quality.Outcome {
	switch {
	case t.Skipped():
		return quality.Skipped
	case t.Failed():
		return quality.Failed
	case *update:
		return quality.Updated
	}
	return quality.Passed
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
	}
	// Other critical checks that also catch a kind where a case has one (a forbidden
	// casual form such as 髙橋さん for 髙橋様 is a must_not_include).
	also := map[string][]string{"casual_register": {"must_not_include"}}
	kinds := make([]string, 0, len(catchers))
	for k := range catchers {
		kinds = append(kinds, k)
	}
	sort.Strings(kinds)
	for _, kind := range kinds {
		t.Run(kind, func(t *testing.T) {
			target, err := quality.Open(context.Background(), "", "", "", "degrade="+kind, cases)
			require.NoError(t, err)
			defer target.Close()
			caught := 0
			for _, c := range cases {
				a, err := target.Ask(t.Context(), c)
				require.NoError(t, err)
				if a.Text == c.Golden && a.FinishReason == "stop" {
					continue // the damage does not apply (umlaut_loss on Japanese, broken_json on prose)
				}
				v := quality.Judge(c, a)
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
					t.Errorf("%s: degraded with %s, but no %s check failed:\n%s", c.ID, kind, strings.Join(catchers[kind], "/"), quality.Explain(v))
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
