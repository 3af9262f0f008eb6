package stats

import (
	"fmt"
	"math"
	"math/rand/v2"
	"runtime"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestDecisionString(t *testing.T) {
	tests := []struct {
		name string
		d    Decision
		want string
	}{
		{"undecided", Undecided, "undecided"},
		{"pass", DecidedPass, "pass"},
		{"fail", DecidedFail, "fail"},
		{"out of range", Decision(7), "Decision(7)"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.want, tc.d.String())
		})
	}
}

func TestSequentialRuleLookLevel(t *testing.T) {
	tests := []struct {
		name          string
		rule          SequentialRule
		interim, last float64
	}{
		{"one look is the plan's level", SequentialRule{Looks: 1, Level: 0.9}, 0.9, 0.9},
		{"one look ignores final", SequentialRule{Looks: 1, Level: 0.9, Final: 0.8}, 0.9, 0.9},
		{"four looks at 0.90, even split", SequentialRule{Looks: 4, Level: 0.9}, 0.975, 0.975},
		{"five looks at 0.95, even split", SequentialRule{Looks: 5, Level: 0.95}, 0.99, 0.99},
		{"an explicit even split", SequentialRule{Looks: 4, Level: 0.9, Final: 0.25}, 0.975, 0.975},
		// 0.1 × 0.2 / 3 for each interim look, 0.1 × 0.8 for the end.
		{"four looks at 0.90, 80 % kept for the end", SequentialRule{Looks: 4, Level: 0.9, Final: 0.8}, 1 - 0.02/3, 0.92},
		{"two looks, half each", SequentialRule{Looks: 2, Level: 0.9, Final: 0.5}, 0.95, 0.95},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r := tc.rule
			assert.InDelta(t, tc.interim, r.LookLevel(), 1e-15, "interim")
			assert.InDelta(t, tc.last, r.FinalLevel(), 1e-15, "final")
			// The looks spend exactly the plan's error, never more.
			spent := 0.0
			for k := 1; k <= r.Looks; k++ {
				spent += 1 - r.LevelAt(k)
			}
			assert.InDelta(t, 1-r.Level, spent, 1e-15, "the error spent over all looks")
			assert.Equal(t, r.FinalLevel(), r.LevelAt(r.Looks), "the last look is the end")
			if r.Looks > 1 {
				assert.Equal(t, r.LookLevel(), r.LevelAt(1))
			}
		})
	}
	assert.True(t, math.IsNaN(SequentialRule{Looks: 0, Level: 0.9}.LookLevel()), "no looks has no look level")
	assert.True(t, math.IsNaN(SequentialRule{Looks: 0, Level: 0.9}.FinalLevel()), "no looks has no final level")
}

func TestSequentialRuleRunsOn(t *testing.T) {
	kept := SequentialRule{Looks: 4, Level: 0.9, Final: 0.8, Max: 3}
	tests := []struct {
		name    string
		rule    SequentialRule
		total   int
		planned float64 // the planned end's level
		past    float64 // each look past it (equal spacing)
		points  []int   // for n = 100
	}{
		{"four looks, 80 % kept, up to 3×", kept, 12, 1 - 0.08/3, 1 - 0.08/12, []int{25, 50, 75, 100, 125, 150, 175, 200, 225, 250, 275, 300}},
		{"max 1 is no running on", SequentialRule{Looks: 4, Level: 0.9, Final: 0.8, Max: 1}, 4, 0.92, math.NaN(), []int{25, 50, 75, 100}},
		{"one look up to 2×", SequentialRule{Looks: 1, Level: 0.9, Max: 2}, 2, 0.95, 0.95, []int{100, 200}},
		// 2.5 × 4 = 10 looks; the last one is the 1.5-planned step, cut at the max.
		{"a max between looks", SequentialRule{Looks: 4, Level: 0.9, Max: 1.6}, 7, 1 - 0.025/1.6, math.NaN(), []int{25, 50, 75, 100, 125, 150, 160}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r := tc.rule
			require.Equal(t, tc.total, r.TotalLooks())
			assert.Equal(t, tc.points, r.Points(100))
			assert.InDelta(t, tc.planned, r.FinalLevel(), 1e-12, "the planned end")
			assert.Equal(t, r.FinalLevel(), r.LevelAt(r.Looks))
			if !math.IsNaN(tc.past) {
				assert.InDelta(t, tc.past, r.LevelAt(r.Looks+1), 1e-12, "the first look past the plan")
			}
			// Every look the maximum allows together spends exactly the plan's error.
			spent := 0.0
			for k := 1; k <= r.TotalLooks(); k++ {
				l := r.LevelAt(k)
				require.True(t, l > r.Level && l < 1 || r.TotalLooks() == 1, "look %d level %v", k, l)
				spent += 1 - l
			}
			assert.InDelta(t, 1-r.Level, spent, 1e-12, "the error spent over all looks")
			assert.True(t, math.IsNaN(r.LevelAt(r.TotalLooks()+1)), "no look past the max")
			assert.True(t, math.IsNaN(r.Fraction(0)))
		})
	}
	t.Run("pinned sample sizes", func(t *testing.T) {
		// The figures the rule's doc quotes.
		n, err := kept.MinSamples(4, 0.99)
		require.NoError(t, err)
		assert.Equal(t, 430, n, "p99 at the planned end")
		n, err = kept.MinSamples(5, 0.99)
		require.NoError(t, err)
		assert.Equal(t, 568, n, "p99 past the planned end")
	})
	t.Run("bad max", func(t *testing.T) {
		for _, m := range []float64{0.5, -1, math.Inf(1), math.NaN()} {
			_, _, err := SequentialRule{Looks: 4, Level: 0.9, Max: m}.Decide(1, []float64{1, 2, 3}, 0.5, 1, true)
			assert.ErrorContains(t, err, "max", "max %v", m)
		}
	})
}

// bruteMinLookSamples is the smallest n with q^n ≤ α/2 and (1−q)^n ≤ α/2 at the look's
// α = 1 − level, by a plain loop: the condition MinSamples documents, without its
// binomial machinery. The comparison allows Percentile's relative 1e-9 for ties.
func bruteMinLookSamples(tb testing.TB, level, q float64) int {
	tb.Helper()
	half := (1 - level) / 2 * (1 + 1e-9)
	for n := 1; n < 1e6; n++ {
		if math.Pow(q, float64(n)) <= half && math.Pow(1-q, float64(n)) <= half {
			return n
		}
	}
	tb.Fatalf("no sample size below 1e6 for q %v at look level %v", q, level)
	return 0
}

func TestSequentialRuleMinSamples(t *testing.T) {
	// The pinned values are the ones SequentialRule's doc quotes; each is also checked
	// against the defining condition, so a wrong pin cannot pass by agreeing with itself.
	even, kept := SequentialRule{Looks: 4, Level: 0.9}, SequentialRule{Looks: 4, Level: 0.9, Final: 0.8}
	tests := []struct {
		name string
		rule SequentialRule
		k    int
		q    float64
		want int
	}{
		{"p99 at 0.90 in 4 looks", even, 1, 0.99, 437},
		{"p95 at 0.90 in 4 looks", even, 1, 0.95, 86},
		{"p50 at 0.90 in 4 looks", even, 1, 0.5, 7},
		{"p99 at the end of 4 even looks", even, 4, 0.99, 437},
		{"p99 at 0.90 in 1 look", SequentialRule{Looks: 1, Level: 0.9}, 1, 0.99, 299},
		{"p95 at 0.90 in 1 look", SequentialRule{Looks: 1, Level: 0.9}, 1, 0.95, 59},
		{"p50 at 0.90 in 1 look", SequentialRule{Looks: 1, Level: 0.9}, 1, 0.5, 5},
		{"p99 at an interim look keeping 80 % for the end", kept, 1, 0.99, 568},
		{"p95 at an interim look keeping 80 % for the end", kept, 3, 0.95, 112},
		{"p50 at an interim look keeping 80 % for the end", kept, 2, 0.5, 9},
		{"p99 at the end keeping 80 %", kept, 4, 0.99, 321},
		{"p95 at the end keeping 80 %", kept, 4, 0.95, 63},
		{"p50 at the end keeping 80 %", kept, 4, 0.5, 5},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := tc.rule.MinSamples(tc.k, tc.q)
			require.NoError(t, err)
			assert.Equal(t, tc.want, got)
			assert.Equal(t, bruteMinLookSamples(t, tc.rule.LevelAt(tc.k), tc.q), got)
			plain, err := MinSamples(tc.q, tc.rule.LevelAt(tc.k))
			require.NoError(t, err)
			assert.Equal(t, plain, got)
		})
	}
}

// arrivals returns n independent uniform(0, 1) samples from a fixed seed: a series with
// no serial correlation, in arrival order.
func arrivals(tb testing.TB, n int, seed uint64) []float64 {
	tb.Helper()
	r := rand.New(rand.NewPCG(seed, 0))
	xs := make([]float64, n)
	for i := range xs {
		xs[i] = r.Float64()
	}
	return xs
}

func TestSequentialRuleDecide(t *testing.T) {
	rule := SequentialRule{Looks: 4, Level: 0.9}
	xs := arrivals(t, 1000, 1)
	p95, err := Quantile(xs, 0.95)
	require.NoError(t, err)
	p50, err := Quantile(xs, 0.5)
	require.NoError(t, err)
	tests := []struct {
		name      string
		xs        []float64
		q         float64
		threshold float64
		upper     bool
		want      Decision
	}{
		{"clear pass", xs, 0.95, 2, true, DecidedPass},
		{"clear fail", xs, 0.95, 0.5, true, DecidedFail},
		// The sample quantile lies inside its own interval, which therefore straddles it.
		{"undecided at the sample quantile", xs, 0.95, p95, true, Undecided},
		{"lower limit clear pass", xs, 0.5, 0.2, false, DecidedPass},
		{"lower limit clear fail", xs, 0.5, 0.8, false, DecidedFail},
		{"lower limit undecided at the sample quantile", xs, 0.5, p50, false, Undecided},
		// 100 samples are below p99's minimum: there is no upper bound, so every sample
		// far under the threshold still proves nothing ...
		{"too few samples to pass", xs[:100], 0.99, 2, true, Undecided},
		// ... but the lower bound exists and may still fail the check.
		{"too few samples to pass can still fail", xs[:100], 0.99, 0.1, true, DecidedFail},
		{"no samples", nil, 0.95, 2, true, Undecided},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, e, err := rule.Decide(1, tc.xs, tc.q, tc.threshold, tc.upper)
			require.NoError(t, err)
			assert.Equal(t, tc.want, got, "interval [%v, %v], n=%d", e.Lo, e.Hi, e.N)
			assert.Equal(t, rule.LookLevel(), e.Level, "the estimate is at the look level")
			assert.Equal(t, len(tc.xs), e.N)
		})
	}
	t.Run("the last look is judged at the final level", func(t *testing.T) {
		kept := SequentialRule{Looks: 4, Level: 0.9, Final: 0.8}
		for k := 1; k <= kept.Looks; k++ {
			_, e, err := kept.Decide(k, xs, 0.95, 2, true)
			require.NoError(t, err)
			assert.Equal(t, kept.LevelAt(k), e.Level, "look %d", k)
		}
		// 1000 samples with a design effect of about 2.5: p99's upper bound exists at
		// the end's 92 % (321 independent samples) but not at an interim look's
		// 99.33 % (568): the same data pass only at the end.
		d, _, err := kept.Decide(3, xs, 0.99, 2, true)
		require.NoError(t, err)
		assert.Equal(t, Undecided, d, "interim look")
		d, _, err = kept.Decide(4, xs, 0.99, 2, true)
		require.NoError(t, err)
		assert.Equal(t, DecidedPass, d, "the end")
	})
}

func TestSequentialRuleDecideErrors(t *testing.T) {
	xs := arrivals(t, 100, 2)
	four := SequentialRule{Looks: 4, Level: 0.9}
	tests := []struct {
		name      string
		rule      SequentialRule
		k         int
		xs        []float64
		q         float64
		threshold float64
		want      string
	}{
		{"no looks", SequentialRule{Looks: 0, Level: 0.9}, 1, xs, 0.95, 1, "looks 0"},
		{"negative looks", SequentialRule{Looks: -2, Level: 0.9}, 1, xs, 0.95, 1, "looks -2"},
		{"level 0", SequentialRule{Looks: 4, Level: 0}, 1, xs, 0.95, 1, "level 0"},
		{"level 1", SequentialRule{Looks: 4, Level: 1}, 1, xs, 0.95, 1, "level 1"},
		{"level NaN", SequentialRule{Looks: 4, Level: math.NaN()}, 1, xs, 0.95, 1, "level NaN"},
		{"final 1", SequentialRule{Looks: 4, Level: 0.9, Final: 1}, 1, xs, 0.95, 1, "final 1"},
		{"final negative", SequentialRule{Looks: 4, Level: 0.9, Final: -0.5}, 1, xs, 0.95, 1, "final -0.5"},
		{"final NaN", SequentialRule{Looks: 4, Level: 0.9, Final: math.NaN()}, 1, xs, 0.95, 1, "final NaN"},
		{"look 0", four, 0, xs, 0.95, 1, "look 0"},
		{"look past the end", four, 5, xs, 0.95, 1, "look 5"},
		{"q 0", four, 1, xs, 0, 1, "q 0"},
		{"q 1", four, 1, xs, 1, 1, "q 1"},
		{"threshold NaN", four, 1, xs, 0.95, math.NaN(), "threshold NaN"},
		{"threshold +Inf", four, 1, xs, 0.95, math.Inf(1), "threshold +Inf"},
		{"non-finite sample", four, 1, []float64{1, math.Inf(-1)}, 0.95, 1, "sample 1"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			d, _, err := tc.rule.Decide(tc.k, tc.xs, tc.q, tc.threshold, true)
			require.Error(t, err)
			assert.Contains(t, err.Error(), tc.want)
			assert.True(t, strings.HasPrefix(err.Error(), "sequential rule: "), err.Error())
			assert.Equal(t, Undecided, d)
		})
	}
	t.Run("min samples", func(t *testing.T) {
		_, err := SequentialRule{Looks: 0, Level: 0.9}.MinSamples(1, 0.99)
		assert.ErrorContains(t, err, "looks 0")
		_, err = SequentialRule{Looks: 4, Level: 0.9}.MinSamples(1, 1)
		assert.ErrorContains(t, err, "q 1")
	})
}

// studyDist is a sample distribution with a known quantile function, so that the study
// can put a threshold exactly at the true quantile.
type studyDist struct {
	name     string
	draw     func(r *rand.Rand) float64
	quantile func(q float64) float64
}

// studyDists range from a light tail to a heavy one. The false-pass rate does not
// depend on the distribution (intervals and design effect use only ranks), but the
// power does: it follows the probability between ξ/1.1 and ξ, about 0.1·ξ·f(ξ) for the
// density f, which is highest at Pareto's median and lowest at the heavy tails' p99.
var studyDists = []studyDist{
	{
		name:     "exponential(1)",
		draw:     func(r *rand.Rand) float64 { return r.ExpFloat64() },
		quantile: func(q float64) float64 { return -math.Log1p(-q) },
	},
	{
		name:     "lognormal(0, 1)",
		draw:     func(r *rand.Rand) float64 { return math.Exp(r.NormFloat64()) },
		quantile: func(q float64) float64 { return math.Exp(math.Sqrt2 * math.Erfinv(2*q-1)) },
	},
	{
		name:     "Pareto(2.5)",
		draw:     func(r *rand.Rand) float64 { return math.Pow(1-r.Float64(), -1/2.5) },
		quantile: func(q float64) float64 { return math.Pow(1-q, -1/2.5) },
	},
}

// studyPlan is a quantile with its planned sample size N, a multiple of the looks.
type studyPlan struct {
	q float64
	n int
}

// benchPlans are the study's plans (BenchmarkSequentialStudy): sizes at which the
// last look has both bounds in nearly every run, so that a clear verdict can be
// reached, and the earlier looks can decide often enough to show the saving.
var benchPlans = []studyPlan{{0.5, 200}, {0.95, 600}, {0.99, 2000}}

// testPlans are smaller plans for the test, which must stay fast on two shared cores:
// the study's cost is sorting, about 5N samples per run. p99's last look at 1200 is
// 2.7 times its minimum of 437 independent samples at the look level, enough for the
// upper bound in most runs though not all (SeriesPercentile's design effect counts
// independent samples as about half as many); the guarantee under test holds at any N.
var testPlans = []studyPlan{{0.5, 200}, {0.95, 400}, {0.99, 1200}}

// studyCase places the threshold at factor × the true quantile.
type studyCase struct {
	name   string
	factor float64
	upper  bool
}

// studyCases: at the true quantile "p(q) < t" and "p(q) > t" are both false, so a PASS
// is a false pass; FAIL at the boundary is a false fail under "<=" or ">=", and is
// bounded the same way.
var studyCases = []studyCase{
	{"at threshold", 1, true},
	{"at threshold, lower limit", 1, false},
	{"10 % worse", 1 / 1.1, true},
	{"30 % worse", 1 / 1.3, true},
	{"30 % better", 1.3, true},
}

// studyOutcome counts how the runs of one case ended.
type studyOutcome struct {
	runs, pass, fail, undecided int
	// used is the sum over runs of the samples taken when the run stopped (all the
	// last look's when undecided); used/(runs·N) is the mean fraction of the planned N
	// sampled, counted exactly so that merging chunks cannot depend on their order.
	used int
}

func (o studyOutcome) pPass() float64      { return float64(o.pass) / float64(o.runs) }
func (o studyOutcome) pFail() float64      { return float64(o.fail) / float64(o.runs) }
func (o studyOutcome) pUndecided() float64 { return float64(o.undecided) / float64(o.runs) }

func (o studyOutcome) meanUsed(n int) float64 {
	return float64(o.used) / float64(o.runs*n)
}

func (o *studyOutcome) add(p studyOutcome) {
	o.runs += p.runs
	o.pass += p.pass
	o.fail += p.fail
	o.undecided += p.undecided
	o.used += p.used
}

// studyResult is one (distribution, plan) row group of the study.
type studyResult struct {
	dist     string
	plan     studyPlan
	rule     SequentialRule
	outcomes []studyOutcome // by studyCases
	est      studyEstimates
}

// studyEstimates describes the intervals behind the verdicts, to explain them: how
// much SeriesPercentile widened them on these independent samples, and how often the
// last look had no upper bound (so no upper limit could pass).
type studyEstimates struct {
	looks      int     // looks evaluated
	inflation  float64 // sum of Estimate.Inflation over them
	last, noHi int     // last looks evaluated, and those without an upper bound
}

func (s *studyEstimates) add(p studyEstimates) {
	s.looks += p.looks
	s.inflation += p.inflation
	s.last += p.last
	s.noHi += p.noHi
}

// simulate runs cells of plan p drawn from d, each judged by rule at its looks
// (rule.Points: equally spaced up to the planned N, and on past it up to rule.Max) and
// stopped at the first decided one, for every study case. The cases
// share each run's samples (common random numbers): that makes their comparison exact
// run by run — a lower threshold can only fail earlier and pass less — and costs one
// SeriesPercentile per look instead of one per case.
func simulate(rule SequentialRule, d studyDist, p studyPlan, runs int, r *rand.Rand) ([]studyOutcome, studyEstimates, error) {
	var est studyEstimates
	if p.n%rule.Looks != 0 {
		return nil, est, fmt.Errorf("plan size %d: not a multiple of %d looks", p.n, rule.Looks)
	}
	truth := d.quantile(p.q)
	thresholds := make([]float64, len(studyCases))
	for c, sc := range studyCases {
		thresholds[c] = sc.factor * truth
	}
	out := make([]studyOutcome, len(studyCases))
	points := rule.Points(p.n)
	last := len(points)
	xs := make([]float64, points[last-1])
	done := make([]bool, len(studyCases))
	for range runs {
		for i := range xs {
			xs[i] = d.draw(r)
		}
		clear(done)
		left := len(studyCases)
		for look := 1; look <= last && left > 0; look++ {
			e, err := SeriesPercentile(xs[:points[look-1]], p.q, rule.LevelAt(look))
			if err != nil {
				return nil, est, err
			}
			est.looks++
			est.inflation += e.Inflation
			if look == last {
				est.last++
				if e.HiRank == 0 {
					est.noHi++
				}
			}
			for c, sc := range studyCases {
				if done[c] {
					continue
				}
				v := decideOn(e, thresholds[c], sc.upper)
				if v == Undecided && look < last {
					continue
				}
				done[c] = true
				left--
				o := &out[c]
				o.runs++
				o.used += points[look-1]
				switch v {
				case DecidedPass:
					o.pass++
				case DecidedFail:
					o.fail++
				default:
					o.undecided++
				}
			}
		}
	}
	return out, est, nil
}

// studyChunk is the number of runs one goroutine simulates from one seed. It is fixed
// so that the results do not depend on how many cores share the work.
const studyChunk = 250

// runAllStudies runs every distribution with every plan, runs repetitions each, on all
// cores: the study is a few CPU-seconds of sorting, and the test must stay fast.
func runAllStudies(tb testing.TB, rule SequentialRule, plans []studyPlan, runs int) []studyResult {
	tb.Helper()
	type chunk struct{ job, seq, runs int }
	type done struct {
		chunk
		out []studyOutcome
		est studyEstimates
		err error
	}
	var jobs []studyResult
	var chunks []chunk
	for _, d := range studyDists {
		for _, p := range plans {
			for seq := 0; seq*studyChunk < runs; seq++ {
				chunks = append(chunks, chunk{job: len(jobs), seq: seq, runs: min(studyChunk, runs-seq*studyChunk)})
			}
			jobs = append(jobs, studyResult{dist: d.name, plan: p, rule: rule, outcomes: make([]studyOutcome, len(studyCases))})
		}
	}
	todo := make(chan chunk, len(chunks))
	for _, c := range chunks {
		todo <- c
	}
	close(todo)
	results := make(chan done, len(chunks))
	var wg sync.WaitGroup
	for range runtime.GOMAXPROCS(0) {
		wg.Go(func() {
			for c := range todo {
				d, p := studyDists[c.job/len(plans)], plans[c.job%len(plans)]
				r := rand.New(rand.NewPCG(uint64(c.job), uint64(c.seq)))
				out, est, err := simulate(rule, d, p, c.runs, r)
				results <- done{c, out, est, err}
			}
		})
	}
	wg.Wait()
	close(results)
	for res := range results {
		require.NoError(tb, res.err, "%s %s", jobs[res.job].dist, percentName(jobs[res.job].plan.q))
		for c := range res.out {
			jobs[res.job].outcomes[c].add(res.out[c])
		}
		jobs[res.job].est.add(res.est)
	}
	return jobs
}

// studyTable formats results as the Markdown table BENCHMARKS.md carries.
func studyTable(res []studyResult) string {
	var b strings.Builder
	b.WriteString("| distribution | quantile | N | rule | case | P(pass) | P(fail) | P(undecided at last look) | mean fraction of samples used |\n")
	b.WriteString("|---|---|---:|---:|---|---:|---:|---:|---:|\n")
	for _, r := range res {
		for c, o := range r.outcomes {
			fmt.Fprintf(&b, "| %s | %s | %d | %s | %s | %.4f | %.4f | %.4f | %.3f |\n",
				r.dist, percentName(r.plan.q), r.plan.n, ruleName(r.rule), studyCases[c].name,
				o.pPass(), o.pFail(), o.pUndecided(), o.meanUsed(r.plan.n))
		}
	}
	return b.String()
}

// estimateTable formats what the intervals looked like, per distribution and plan.
func estimateTable(res []studyResult) string {
	var b strings.Builder
	b.WriteString("| distribution | quantile | N | rule | mean design effect over the looks | P(no upper bound at the last look, of runs reaching it) |\n")
	b.WriteString("|---|---|---:|---:|---:|---:|\n")
	for _, r := range res {
		fmt.Fprintf(&b, "| %s | %s | %d | %s | %.2f | %.4f |\n", r.dist, percentName(r.plan.q), r.plan.n, ruleName(r.rule),
			r.est.inflation/float64(r.est.looks), float64(r.est.noHi)/float64(max(1, r.est.last)))
	}
	return b.String()
}

// studyRules are the rules the study judges: the gate's default one-sided 95 % bounds
// (two-sided 0.90) over four looks, split evenly (Bonferroni), with 80 % of the error
// kept for the end, and the default plan's: 80 % kept, running on up to four times
// the planned samples while undecided.
var studyRules = []SequentialRule{{Looks: 4, Level: 0.9}, {Looks: 4, Level: 0.9, Final: 0.8}, {Looks: 4, Level: 0.9, Final: 0.8, Max: 4}}

// ruleName is how the study's tables name a rule.
func ruleName(r SequentialRule) string {
	if r.Looks == 1 {
		return "1 look"
	}
	if r.TotalLooks() > r.Looks {
		return fmt.Sprintf("%d looks at %.4g, planned end %.4g, on to %g× at %.4g", r.Looks, r.LookLevel(), r.FinalLevel(), r.Max, r.LevelAt(r.Looks+1))
	}
	return fmt.Sprintf("%d looks at %.4g, end %.4g", r.Looks, r.LookLevel(), r.FinalLevel())
}

// TestSequentialFalsePassRate checks the rule's guarantee by simulation: with the
// threshold exactly at the true quantile, a PASS (and, under "<=", a FAIL) is an error,
// and over all four looks it must happen in at most (1−Level)/2 of the runs, up to
// three binomial standard errors. It also checks the orderings the shared samples make
// exact (more power further from the threshold), and logs the whole table; the
// measured power and savings are reported, not asserted.
func TestSequentialFalsePassRate(t *testing.T) {
	if raceEnabled {
		t.Skip("the study's 2,000 runs per case are ten times slower under the race detector: make test runs it without the detector, in its own step")
	}
	const runs = 2000
	for _, rule := range studyRules {
		t.Run(ruleName(rule), func(t *testing.T) { checkFalsePassRate(t, rule, runs) })
	}
}

// checkFalsePassRate is TestSequentialFalsePassRate for one rule.
func checkFalsePassRate(t *testing.T, rule SequentialRule, runs int) {
	p0 := (1 - rule.Level) / 2
	bound := p0 + 3*math.Sqrt(p0*(1-p0)/float64(runs))
	res := runAllStudies(t, rule, testPlans, runs)
	t.Logf("false-pass bound %.4f (%d runs per case)\n%s\n%s", bound, runs, studyTable(res), estimateTable(res))
	idx := func(name string) int {
		for c, sc := range studyCases {
			if sc.name == name {
				return c
			}
		}
		t.Fatalf("no study case %q", name)
		return -1
	}
	at, atLower := idx("at threshold"), idx("at threshold, lower limit")
	worse10, worse30, better30 := idx("10 % worse"), idx("30 % worse"), idx("30 % better")
	for _, r := range res {
		t.Run(r.dist+" "+percentName(r.plan.q), func(t *testing.T) {
			o := r.outcomes
			for _, c := range []int{at, atLower} {
				assert.LessOrEqual(t, o[c].pPass(), bound, "false pass rate, %s", studyCases[c].name)
				assert.LessOrEqual(t, o[c].pFail(), bound, "false fail rate under <= or >=, %s", studyCases[c].name)
			}
			// On the same samples, at the true quantile, an upper limit passes exactly
			// when the lower-limit mirror fails (Hi < t against Hi <= t: a sample equal
			// to t has probability 0), and the other way round.
			assert.Equal(t, o[at].pass, o[atLower].fail, "mirror")
			assert.Equal(t, o[at].fail, o[atLower].pass, "mirror")
			assert.GreaterOrEqual(t, o[worse30].pFail(), o[worse10].pFail(), "power grows with the distance past the threshold")
			assert.GreaterOrEqual(t, o[worse10].pFail(), o[at].pFail())
			assert.LessOrEqual(t, o[worse10].pPass(), o[at].pPass(), "a violated threshold passes no more often than one at the boundary")
			assert.GreaterOrEqual(t, o[better30].pPass(), o[at].pPass())
			for c := range o {
				assert.Equal(t, runs, o[c].runs, studyCases[c].name)
				assert.InDelta(t, 1, o[c].pPass()+o[c].pFail()+o[c].pUndecided(), 1e-9)
			}
		})
	}
}

// BenchmarkSequentialStudy prints the sequential-rule study as the Markdown table in
// BENCHMARKS.md: the larger plans, more runs per case than the test, and a single look
// at the plan's level beside the four looks, so that the table shows what the early
// stops cost in power at the end (the two rules see the same samples, as seeds follow
// the distribution, plan and chunk):
//
//	go test ./internal/stats -run '^$' -bench SequentialStudy -benchtime 1x -v
func BenchmarkSequentialStudy(b *testing.B) {
	const runs = 10000
	rules := append([]SequentialRule{{Looks: 1, Level: studyRules[0].Level}}, studyRules...)
	var res []studyResult
	for b.Loop() {
		per := make([][]studyResult, len(rules))
		for i, r := range rules {
			per[i] = runAllStudies(b, r, benchPlans, runs)
		}
		res = res[:0]
		for i := range per[0] { // every rule in the same (distribution, plan) order
			for _, p := range per {
				res = append(res, p[i])
			}
		}
	}
	names := make([]string, len(rules))
	for i, r := range rules {
		names[i] = ruleName(r)
	}
	b.Logf("level %s: %s; %d runs per case; false-pass bound (1−level)/2 = %s\n%s",
		formatNum(rules[0].Level), strings.Join(names, " against "), runs,
		formatNum((1-rules[0].Level)/2), studyTable(res))
	b.Logf("the intervals behind the verdicts (independent samples)\n%s", estimateTable(res))
}

func TestSequentialRulePooledLevel(t *testing.T) {
	// Level 0.90, four looks, 80 % kept for the end, up to 4×: interim looks at
	// 1 − 0.02/3, the planned end at 1 − 0.08/4 = 0.98, twelve looks past it at
	// 1 − 0.08/16 = 0.995.
	r := SequentialRule{Looks: 4, Level: 0.9, Final: 0.8, Max: 4}
	tests := []struct {
		name string
		k    int
		want float64
	}{
		{"from the first look: the plan's whole error", 1, 0.90},
		{"from the planned end: the end's share and every look past it", 4, 0.92},
		{"from the third look past the end", 7, 1 - 0.08*10/16},
		{"the last look alone", 16, 0.995},
		{"before the first look", 0, math.NaN()},
		{"past the last look", 17, math.NaN()},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := r.PooledLevel(tc.k)
			if math.IsNaN(tc.want) {
				assert.True(t, math.IsNaN(got), "got %v", got)
				return
			}
			assert.InDelta(t, tc.want, got, 1e-12)
			// Pooling never spends more than the looks it stands for, and never less
			// than the look it starts at.
			assert.LessOrEqual(t, got, r.LevelAt(tc.k)+1e-15)
		})
	}
	one := SequentialRule{Looks: 1, Level: 0.9}
	assert.InDelta(t, 0.9, one.PooledLevel(1), 1e-15, "a single evaluation pools nothing")
}

func TestFormatLevel(t *testing.T) {
	for _, tc := range []struct {
		level float64
		want  string
	}{{0.9, "90"}, {0.95, "95"}, {1 - 0.02/3, "99.33"}, {0.995, "99.5"}, {0.99995, "99.995"}, {0.999999, "99.9999"}} {
		assert.Equal(t, tc.want, formatLevel(tc.level), "%v", tc.level)
	}
}
