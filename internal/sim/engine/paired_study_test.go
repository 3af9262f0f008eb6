package engine

import (
	"flag"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"runtime"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/infergate/infergate/internal/stats"
)

// The paired study: two runs of one schedule on the same deployment (A/A) differ only
// by run-to-run noise, and the paired interval of a percentile's change must then
// cover 0 in about 90 % of pairs; a candidate slowed by a known amount must fail a
// compare gate in most pairs. Everything runs in virtual time. Two runs of a schedule
// differ by the engine's step jitter, drawn with a seed of their own: each step's time
// is multiplied by a lognormal factor of sigma -paired-jitter, which shifts where every
// later step boundary falls, so requests join different steps, queue differently and
// their latencies drift apart the way two runs on one machine do.

var (
	pairedPairs  = flag.Int("paired-pairs", 0, "A/A pairs per shape for BenchmarkPairedStudy (0: 200)")
	pairedJitter = flag.Float64("paired-jitter", pairedNoise, "step-time jitter (lognormal sigma) between the two runs of a pair")
	pairedOnly   = flag.String("paired-only", "", "run only the shapes whose name contains this")
	pairedScale  = flag.String("paired-scale", "quick,full", "sample sizes to study: quick, full or both")
	pairedBlock  = flag.Int("paired-block-div", 0, "resample the coverage rows with blocks of n/this many positions instead of stats.PairedBlockLength (0: the gate's rule)")
	pairedRatio  = flag.Bool("paired-block-ratio", false, "resample the coverage rows with Politis-White on the paired log-ratios alone")
)

// studyChange is stats.PairedQuantileChange, or with -paired-block-div the same
// interval (tail widening included) drawn with blocks of n/div positions: how much
// coverage a longer block would buy.
func studyChange(bs, cs []float64, q float64, resamples int, level float64, seed uint64) (stats.Diff, error) {
	if *pairedBlock <= 0 && !*pairedRatio {
		return stats.PairedQuantileChange(bs, cs, q, resamples, level, seed)
	}
	block := len(bs) / max(*pairedBlock, 1)
	if *pairedRatio {
		var lr []float64
		for i := range bs {
			if bs[i] > 0 && cs[i] > 0 {
				lr = append(lr, math.Log(cs[i]/bs[i]))
			}
		}
		block = min(int(math.Ceil(stats.OptimalBlockLength(lr))), len(bs)/3)
	}
	at := func(xs []float64) func([]int) float64 {
		buf := make([]float64, 0, len(xs))
		return func(idx []int) float64 {
			buf = buf[:0]
			for _, i := range idx {
				if !math.IsNaN(xs[i]) {
					buf = append(buf, xs[i])
				}
			}
			v, err := stats.Quantile(buf, q)
			if err != nil {
				return math.NaN()
			}
			return v
		}
	}
	d, err := stats.PairedBootstrap(len(bs), max(1, block), at(bs), at(cs), resamples, level, seed)
	if err != nil {
		return d, err
	}
	sh := d.RelPoint - d.RelMedian // recentred, as stats.PairedQuantileChange does
	f := math.Sqrt(1 + stats.PairedTailFactor/(float64(len(bs))*min(q, 1-q)))
	d.RelLo, d.RelHi = d.RelPoint-f*(d.RelPoint-d.RelLo-sh), d.RelPoint+f*(d.RelHi+sh-d.RelPoint)
	return d, nil
}

// pairedNoise is the step jitter of the study: the sigma at which two runs of the
// issue's long-doc cell (120 requests at 5/s, 4,000-token prompts) correlate per
// request as the same cell's two wall-clock runs on the embedded simulator did (TTFT
// correlation 0.97), where the noise was the real scheduler's and network stack's.
// TestPairedNoiseCorrelation prints the correlation it gives.
const pairedNoise = 0.05

// pairedShape is a cell of the study: an open loop (rate > 0) of Poisson arrivals for
// dur, or a closed loop of users sending requests back to back, each trial.
type pairedShape struct {
	cellShape
	users, requests int // closed loop
}

func (p pairedShape) scaled(f float64, trials int) pairedShape {
	p.dur = time.Duration(float64(p.dur) * f)
	p.requests = max(1, int(float64(p.requests)*f))
	p.trials = trials
	return p
}

// pairedShapes are the study's cells as the default plan sizes them, one trial each
// ("quick": the plan's quick: block has factor 1 and one trial; its light loads are
// closed loops of 4 users and 200 requests, the others 60 s). "full" is the same
// trial run on to three times its size, as a full-scale cell that has not decided at
// its planned end runs on (the plan's sequential max is 4×).
func pairedShapes() []pairedShape {
	chat := cellShape{in: 400, inSpread: 0.3, out: 150, outSpr: 0.3}
	doc := cellShape{in: 8000, inSpread: 0.1, out: 120, outSpr: 0.3}
	issue := cellShape{in: 4000, inSpread: 0.1, out: 120, outSpr: 0.3}
	long := cellShape{in: 300, inSpread: 0.3, out: 1000, outSpr: 0.1}
	open := func(c cellShape, name string, rate float64, dur time.Duration) pairedShape {
		c.name, c.rate, c.dur, c.trials = name, rate, dur, 1
		return pairedShape{cellShape: c}
	}
	closed := func(c cellShape, name string, users, requests int) pairedShape {
		c.name, c.trials = name, 1
		return pairedShape{cellShape: c, users: users, requests: requests}
	}
	return []pairedShape{
		closed(chat, "short-chat closed 4 users", 4, 200),
		open(chat, "short-chat open 60/s (near capacity)", 60, 60*time.Second),
		open(doc, "long-doc open 3.1/s (near capacity)", 3.1, 60*time.Second),
		open(issue, "long-doc 4k open 5/s", 5, 24*time.Second),
		open(long, "long-output open 2/s", 2, 60*time.Second),
	}
}

// pairedTrial runs one trial of sh whose schedule (arrivals, lengths, prompts) comes
// from seed and whose engine noise comes from noise; it returns the records by
// position in the schedule.
func pairedTrial(tb testing.TB, cfg Config, sh pairedShape, seed, noise uint64) []*rec {
	tb.Helper()
	cfg.Seed = int64(noise)
	d := newDriver(tb, cfg, nil)
	rng := rand.New(rand.NewPCG(seed, 0xc0ffee))
	uni := func(mean int, spread float64) int {
		return max(1, int(math.Round(float64(mean)*(1+spread*(2*rng.Float64()-1)))))
	}
	mk := func(i int) *Request {
		return request(fmt.Sprintf("s%d-r%d", seed, i), tokens(seed<<20+uint64(i)+1, uni(sh.in, sh.inSpread)), uni(sh.out, sh.outSpr))
	}
	if sh.users > 0 {
		// A closed loop takes the schedule's requests in order: whichever user is free
		// sends the next one, so position i is the same request in every run.
		reqs := make([]*Request, sh.requests)
		for i := range reqs {
			reqs[i] = mk(i)
		}
		next := 0
		d.next = func(*rec) *Request {
			if next >= len(reqs) {
				return nil
			}
			next++
			return reqs[next-1]
		}
		for u := range min(sh.users, len(reqs)) {
			next++
			d.at(time.Duration(u)*3*time.Millisecond, reqs[u])
		}
	} else {
		t := time.Duration(0)
		for i := 0; ; i++ {
			t += time.Duration(rng.ExpFloat64() / sh.rate * float64(time.Second))
			if t >= sh.dur {
				break
			}
			d.at(t, mk(i))
		}
	}
	d.run(50_000_000)
	// By position: a closed loop dispatches in schedule order, an open loop arrives in it.
	slices.SortStableFunc(d.order, func(a, b *rec) int {
		var sa, ia, sb, ib int
		fmt.Sscanf(a.id, "s%d-r%d", &sa, &ia)
		fmt.Sscanf(b.id, "s%d-r%d", &sb, &ib)
		return ia - ib
	})
	return d.order
}

// pairedRun is one run of a cell: TTFT and E2EL by position, trials concatenated.
type pairedRun struct{ ttft, e2el []float64 }

func runPaired(tb testing.TB, cfg Config, sh pairedShape, seed, noise uint64) pairedRun {
	var r pairedRun
	for tr := range max(sh.trials, 1) {
		recs := pairedTrial(tb, cfg, sh, seed*1000+uint64(tr), noise*1000+uint64(tr))
		r.ttft = append(r.ttft, durations(recs, (*rec).ttft)...)
		r.e2el = append(r.e2el, durations(recs, (*rec).e2e)...)
	}
	return r
}

// slowed returns cfg with every step slower by f (per step), or with only the work a
// prefill adds to a step slower by f (per prefill): the prefill attention, and the
// GEMM time above that of a 64-token step (decode batches sit on the table's flat
// part below it).
func slowed(cfg Config, f float64, prefillOnly bool) Config {
	c := cfg.Cost
	c.GemmTable = slices.Clone(c.GemmTable)
	c.FLOPSAttn /= f
	if prefillOnly {
		base := c.gemm(64) * 1e3
		for i, p := range c.GemmTable {
			if p.Tokens > 64 {
				c.GemmTable[i].Ms = base + f*(p.Ms-base)
			}
		}
		c.FLOPSGemm /= f
	} else {
		c.T0 *= f
		c.TSeq *= f
		c.BWKV /= f
		c.BWWeights /= f
		c.FLOPSGemm /= f
		for i := range c.GemmTable {
			c.GemmTable[i].Ms *= f
		}
	}
	cfg.Cost = c
	return cfg
}

func correlation(a, b []float64) float64 {
	var ma, mb float64
	for i := range a {
		ma += a[i]
		mb += b[i]
	}
	ma /= float64(len(a))
	mb /= float64(len(b))
	var sab, saa, sbb float64
	for i := range a {
		sab += (a[i] - ma) * (b[i] - mb)
		saa += (a[i] - ma) * (a[i] - ma)
		sbb += (b[i] - mb) * (b[i] - mb)
	}
	return sab / math.Sqrt(saa*sbb)
}

// TestPairedNoiseCorrelation prints the per-request TTFT correlation between two runs
// of the issue's long-doc cell at several step jitters, which is how the study's noise
// was chosen (see pairedNoise), and checks that the chosen one neither makes the runs
// identical nor unrelated.
func TestPairedNoiseCorrelation(t *testing.T) {
	cfg, err := Preset("h200-llama8b")
	if err != nil {
		t.Fatal(err)
	}
	var sh pairedShape
	for _, s := range pairedShapes() {
		if strings.HasPrefix(s.name, "long-doc 4k") {
			sh = s.scaled(1, 1)
		}
	}
	for _, sig := range []float64{0.02, 0.05, 0.1, pairedNoise, 0.3} {
		cfg.StepJitter = sig
		sum := 0.0
		const pairs = 10
		for p := range pairs {
			a := runPaired(t, cfg, sh, uint64(p+1), uint64(2*p+1))
			b := runPaired(t, cfg, sh, uint64(p+1), uint64(2*p+2))
			sum += correlation(a.ttft, b.ttft)
		}
		t.Logf("step jitter %.2f: mean per-request TTFT correlation between two runs %.3f", sig, sum/pairs)
		if sig == pairedNoise {
			c := sum / pairs
			if c > 0.995 || c < 0.8 {
				t.Errorf("step jitter %.2f: correlation %.3f, want the runs related but not identical", sig, c)
			}
		}
	}
}

// pairedRow is one shape × scale × metric × quantile of the A/A coverage table.
type pairedRow struct {
	shape, scale, metric string
	q                    float64
	n, pairs             int
	paired, unpaired     int     // pairs whose interval covers 0
	tooFew               int     // pairs PairedTooFew refused
	pairedW, unpairedW   float64 // median width of the interval, in points of change
	spread               float64 // the 5th to 95th percentile of the pairs' point changes: the width a 90 % interval should have
	block                float64 // mean block length
}

func (r pairedRow) String() string {
	few := ""
	if r.tooFew > 0 {
		few = fmt.Sprintf(" (%d too few)", r.tooFew)
	}
	pct := func(k int) float64 { return 100 * float64(k) / float64(r.pairs) }
	return fmt.Sprintf("| %s | %s | %s p%g | %d | %d | %.0f%%%s | %.0f%% | %.1f pts | %.1f pts | %.1f pts | %.1f |", r.scale, r.shape, r.metric, 100*r.q, r.n, r.pairs,
		pct(r.paired), few, pct(r.unpaired), 100*r.pairedW, 100*r.unpairedW, 100*r.spread, r.block)
}

// powerRow is one shape × scale × slowdown of the power table: the share of pairs in
// which "p(95) <= +5%" FAILs, paired and unpaired, and the mean measured change of
// p95 over the pairs.
// powerRow counts, of a condition's pairs, the FAILs of "p(95) <= +5%": paired as
// the gate judges (the point decides once the paired interval exists), of them those
// the interval shows (its low end past the gate too; the rest are close), unpaired
// (the point, once both sides' series intervals exist), and the paired points past
// +10 % (the default plan's TTFT gate).
type powerRow struct {
	shape, scale, slow, metric      string
	pairs                           int
	paired, shown, unpaired, past10 int
	meanChange                      float64
}

func (r powerRow) String() string {
	pct := func(k int) float64 { return 100 * float64(k) / float64(r.pairs) }
	return fmt.Sprintf("| %s | %s | %s | %s p(95) <= +5%% | %+.1f%% | %d | %.0f%% | %.0f%% | %.0f%% | %.0f%% |", r.scale, r.shape, r.slow, r.metric, 100*r.meanChange, r.pairs,
		pct(r.paired), pct(r.shown), pct(r.unpaired), pct(r.past10))
}

// gateFails is threshold.Compare's FAIL of "p(95) <= +5%" on a change with an
// interval: the point breaks the gate. shown adds that the interval's low end breaks
// it too, so that the verdict is not close.
func gateFails(point float64) bool { return point > 0.05 }

func gateShown(point, lo float64) bool { return point > 0.05 && lo > 0.05 }

// parallel runs f(0) … f(n−1) on GOMAXPROCS workers: the study's pairs are
// independent, and each f writes only its own index. (A driver that fails a run
// calls Fatalf from a worker: that only happens on an engine bug, and the study then
// stops.)
func parallel(n int, f func(i int)) {
	var wg sync.WaitGroup
	next := make(chan int)
	for range runtime.GOMAXPROCS(0) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				f(i)
			}
		}()
	}
	for i := range n {
		next <- i
	}
	close(next)
	wg.Wait()
}

// studyMetrics are the latencies the study compares.
var studyMetrics = []struct {
	name string
	get  func(pairedRun) []float64
}{{"ttft", func(s pairedRun) []float64 { return s.ttft }}, {"e2el", func(s pairedRun) []float64 { return s.e2el }}}

// BenchmarkPairedStudy measures the paired interval of a percentile's change
// (stats.PairedQuantileChange) against the unpaired one the compare gates used before
// (stats.SeriesPercentileChange): coverage of a true change of 0 over A/A pairs, and
// the share of pairs in which a "p(95) <= +5%" gate fails when the candidate is
// slowed by 10 % and 20 % per step and per prefill (powerRow: as the gate judges, by
// the point, and as the interval alone would). It fails when a paired interval of a
// full-scale row with 200 pairs covers 0 in fewer than 85 % or more than 97 % of
// them, when A/A fails the default plan's gate (ttft p(95) <= +10%, e2el p(95) <=
// +5%) in more than 5 % of pairs, or when a +20 % per-step slowdown fails the +5 %
// TTFT gate in fewer than 80 % of quick-scale pairs. Rows go to
// stderr as they are measured and the whole table to the log at the end. Run it with
//
//	go test ./internal/sim/engine -run '^$' -bench PairedStudy -benchtime 1x -v -timeout 2h
func BenchmarkPairedStudy(b *testing.B) {
	base, err := Preset("h200-llama8b")
	if err != nil {
		b.Fatal(err)
	}
	base.StepJitter = *pairedJitter
	pairs := *pairedPairs
	if pairs == 0 {
		pairs = 200
	}
	const level, resamples = 0.90, 400
	for range b.N {
		var lines []string
		emit := func(s fmt.Stringer) {
			fmt.Fprintln(os.Stderr, s)
			lines = append(lines, s.String())
		}
		for _, scale := range strings.Split(*pairedScale, ",") {
			for _, planned := range pairedShapes() {
				if *pairedOnly != "" && !strings.Contains(planned.name, *pairedOnly) {
					continue
				}
				sh := planned
				if scale == "full" {
					sh = planned.scaled(3, 1)
				}
				pairs := pairs
				if sh.rate*sh.dur.Seconds()*float64(sh.trials) > 3000 {
					// Over 3,000 requests a run: a paired bootstrap of 10,000 samples takes
					// a second, and 200 pairs of them most of an hour. Reported, not
					// asserted (the four other shapes carry the 200-pair requirement).
					pairs = min(pairs, 40)
				}
				aa := make([][2]pairedRun, pairs)
				parallel(pairs, func(p int) {
					aa[p] = [2]pairedRun{runPaired(b, base, sh, uint64(p+1), uint64(2*p+1)), runPaired(b, base, sh, uint64(p+1), uint64(2*p+2))}
				})
				for _, m := range studyMetrics {
					for _, q := range []float64{0.5, 0.95, 0.99} {
						row := pairedRow{shape: sh.name, scale: scale, metric: m.name, q: q, pairs: pairs}
						type one struct {
							few, paired, unpaired bool
							pw, uw, block, point  float64
						}
						res := make([]one, pairs)
						parallel(pairs, func(p int) {
							bs, cs := m.get(aa[p][0]), m.get(aa[p][1])
							o := &res[p]
							if stats.PairedTooFew(len(bs), len(cs), q) != "" {
								o.few = true
							} else if d, err := studyChange(bs, cs, q, resamples, level, uint64(p)); err == nil {
								o.paired = d.RelLo <= 0 && 0 <= d.RelHi
								o.pw, o.block, o.point = d.RelHi-d.RelLo, float64(d.Block), d.RelPoint
							}
							if ch, err := stats.SeriesPercentileChange(bs, cs, q, level); err == nil {
								// A missing bound is unbounded: the gate cannot fail on it.
								o.unpaired = !(ch.Lo > 0) && !(ch.Hi < 0)
								o.uw = ch.Hi - ch.Lo
								if math.IsNaN(o.uw) {
									o.uw = math.Inf(1)
								}
							}
						})
						var pw, uw, pts []float64
						for p, o := range res {
							row.n += len(m.get(aa[p][0]))
							if o.few {
								row.tooFew++
							} else {
								pw = append(pw, o.pw)
								pts = append(pts, o.point)
								row.block += o.block / float64(pairs)
							}
							if o.paired {
								row.paired++
							}
							if o.unpaired {
								row.unpaired++
							}
							uw = append(uw, o.uw)
						}
						row.n /= pairs
						if len(pw) > 0 {
							row.pairedW, _ = stats.Quantile(pw, 0.5)
							lo, _ := stats.Quantile(pts, 0.05)
							hi, _ := stats.Quantile(pts, 0.95)
							row.spread = hi - lo
						}
						row.unpairedW, _ = stats.Quantile(uw, 0.5)
						emit(row)
						if c := float64(row.paired) / float64(pairs); scale == "full" && pairs >= 200 && (c < 0.85 || c > 0.97) {
							b.Errorf("%s %s %s p%g: paired intervals covered 0 in %.0f%% of A/A pairs, want 85-97%%", scale, sh.name, m.name, 100*q, 100*c)
						}
					}
				}
				// Power: the same schedules with a slower candidate. A/A first.
				conds := []struct {
					name    string
					f       float64
					prefill bool
				}{{"none (A/A)", 1, false}, {"+10% per step", 1.1, false}, {"+20% per step", 1.2, false}, {"+10% per prefill", 1.1, true}, {"+20% per prefill", 1.2, true}}
				np := min(pairs, 100)
				for _, cd := range conds {
					cfg := base
					if cd.f != 1 {
						cfg = slowed(base, cd.f, cd.prefill)
					}
					type one struct {
						paired, shown, unpaired, past10 [2]bool
						change                          [2]float64
					}
					res := make([]one, np)
					parallel(np, func(p int) {
						cand := aa[p][1]
						if cd.f != 1 {
							cand = runPaired(b, cfg, sh, uint64(p+1), uint64(2*p+2))
						}
						for k, m := range studyMetrics {
							bs, cs := m.get(aa[p][0]), m.get(cand)
							if stats.PairedTooFew(len(bs), len(cs), 0.95) == "" {
								if d, err := stats.PairedQuantileChange(bs, cs, 0.95, resamples, level, uint64(p)); err == nil {
									res[p].paired[k] = gateFails(d.RelPoint)
									res[p].shown[k] = gateShown(d.RelPoint, d.RelLo)
									res[p].past10[k] = d.RelPoint > 0.10
									res[p].change[k] = d.RelPoint
								}
							}
							if ch, err := stats.SeriesPercentileChange(bs, cs, 0.95, level); err == nil && !ch.Base.TooFew && !ch.Cand.TooFew {
								res[p].unpaired[k] = !math.IsNaN(ch.Lo) && gateFails(ch.Point)
							}
						}
					})
					for k, m := range studyMetrics {
						row := powerRow{shape: sh.name, scale: scale, slow: cd.name, metric: m.name, pairs: np}
						for _, o := range res {
							for _, c := range []struct {
								hit bool
								n   *int
							}{{o.paired[k], &row.paired}, {o.shown[k], &row.shown}, {o.unpaired[k], &row.unpaired}, {o.past10[k], &row.past10}} {
								if c.hit {
									*c.n++
								}
							}
							row.meanChange += o.change[k] / float64(np)
						}
						emit(row)
						fail := float64(row.paired) / float64(np)
						planFail, planGate := fail, "+5%"
						if m.name == "ttft" {
							planFail, planGate = float64(row.past10)/float64(np), "+10%"
						}
						switch {
						case cd.f == 1 && planFail > 0.05:
							b.Errorf("%s %s: A/A failed %s p(95) <= %s in %.0f%% of pairs, want at most 5%%", scale, sh.name, m.name, planGate, 100*planFail)
						case scale == "quick" && m.name == "ttft" && cd.name == "+20% per step" && fail < 0.8:
							b.Errorf("%s %s %s: the paired gate failed %.0f%% of pairs, want at least 80%%", scale, sh.name, cd.name, 100*fail)
						}
					}
				}
			}
		}
		b.Logf("\nstep jitter %.2f, %d A/A pairs per shape, %d resamples\n\n%s", *pairedJitter, pairs, resamples, strings.Join(lines, "\n"))
	}
}
