// Package stats owns the numbers a pass/fail gate is decided on: exact sample quantiles,
// summaries, distribution-free confidence intervals for percentiles, seeded bootstrap
// intervals for baseline-vs-candidate differences, goodput under SLOs and throughput.
// Everything is a pure function of its arguments ([]float64 in seconds or counts,
// time.Duration for per-request outcomes); nothing here does I/O or keeps state.
//
// The definitions are pinned so that numbers can be compared with the tools users check
// them against — same formula and, where it matters, the same order of rounding:
//
//   - Quantiles are numpy's default method "linear" (Hyndman–Fan type 7): with the
//     sample sorted ascending, i = q·(n−1), and the result interpolates between x[⌊i⌋] and
//     x[⌊i⌋+1] exactly as numpy's _lerp does (a+(b−a)·t for t < 0.5, b−(b−a)·(1−t)
//     otherwise, which keeps the result monotone in q; numpy PR #16273).
//     Quantile(xs, p/100) is np.percentile(xs, p) — that is what
//     `vllm bench serve` reports as p{p}_*_ms.
//   - Summary.Mean and Summary.Std are np.mean and np.std with ddof=0 (the population
//     standard deviation, as vLLM reports std_*_ms), summed in numpy's pairwise order so
//     that they round as numpy does rather than drifting like a left-to-right sum.
//     Summary.Median is np.median: the mean of the two middle values for even n.
//   - Goodput follows `vllm bench serve --goodput`: a successful request is good when
//     every SLO that is set is met inclusively (value ≤ SLO); a request with at most one
//     output token has TPOT 0. Rates divide by the benchmark duration as vLLM does.
//
// Where vLLM returns 0 for an empty list (np.mean([] or 0)), this package never does: no
// samples is an error wrapping ErrNoSamples, or an Estimate flagged TooFew with a reason,
// so a gate can report it as inconclusive instead of passing on a silent 0. Non-finite
// samples (NaN, ±Inf) are rejected with an error naming the first offending index.
//
// Percentile confidence intervals are exact and distribution-free (order statistics with
// binomial ranks; see Percentile); MinSamples tells how many samples a percentile needs
// before both bounds exist — 368 for p99 at a two-sided 95 % level. Those assume
// independent samples. A gate's samples are a run's requests in arrival order, and
// under load they are not independent (a burst raises the latency of everything queued
// behind it): SeriesPercentile widens the same order-statistic interval by the
// series' design effect, estimated by batch means along arrival order, and
// SeriesPercentileChange and SeriesBootstrapDiff do the same for compare gates. The
// gate uses those; their coverage was measured in virtual time on the simulator
// (BenchmarkCoverageStudy in internal/sim/engine).
//
// Paired comparisons (PairedDiff, PairedQuantileChange, PairedBootstrap). When a
// baseline and a candidate sent the same requests on the same schedule (common random
// numbers), their latencies at one position of the schedule move together — both met
// the same burst — and the change between the runs is measured on the pairs:
//
//   - A pair is a position of the schedule: trial t's k-th request, the same
//     request in both runs, matched by position and never by its id text. Each
//     run's statistic is taken over its own values at the positions drawn; a
//     request that failed, timed out or was never sent in one run (or lies past the
//     end of a run that stopped earlier) is NaN in that run and counts for the other
//     run only, so the point estimates are exactly the unpaired ones and a request
//     that fails never drags its partner out of the other run's sample.
//   - The interval is a circular block bootstrap over positions that draws the same
//     blocks in both runs, and takes the percentile interval of the resampled
//     changes; a percentile's change moves it to centre on the point (see
//     PairedQuantileChange: resampled pairs tie, and huddle toward no change).
//   - The block length is PairedBlockLength: the largest of Politis and White's
//     (2004, with Patton, Politis and White's 2009 correction) automatic block length
//     of the baseline's ranks, the candidate's ranks and the paired log-ratios,
//     within [1, n/3]. It is recorded in Diff.Block.
//   - A percentile whose tail holds few requests (k = n·min(q, 1−q) beyond it) is
//     widened by √(1 + 2.5/k) about the point, and refused below k = 1
//     (PairedTooFew); see PairedQuantileChange for the measurement behind it.
//
// Their coverage of a true change of 0 and their power against a known slowdown were
// measured in virtual time on the simulator (BenchmarkPairedStudy in
// internal/sim/engine; BENCHMARKS.md, "Paired comparisons"). What no resampling
// within one run can see is a drift of the run as a whole — two queues near capacity
// that drift apart, or a machine that ran slower throughout — and E2EL changes, which
// average over every step a request took, are the most exposed: their paired
// intervals covered 0 in as few as 41 % of A/A pairs near capacity there.
//
// Sequential verdicts (SequentialRule) judge a percentile at K looks of one cell, the
// cell's end being the last, so that a cell whose verdict is clear can stop early. The
// looks spend the plan's error α = 1 − level instead of each using it again: the end
// keeps the share Final of α and the K − 1 looks before it split the rest, so by the
// union bound the chance that any look decides wrongly is at most α/2 per side — the
// guarantee of one evaluation at the plan's level. An even split (Final = 1/K) is
// Bonferroni's, every look at 1 − α/K (0.975 for a 0.90 plan and four looks); keeping
// most of α for the end (Final 0.8: early looks at 0.9933, the end at 0.92) stops only
// clear cases and keeps the end's verdicts close to those of a cell without looks.
// Either way a cell with looks is judged at its end at FinalLevel, never at the plan's
// level. A rule with Max > 1 lets an undecided cell run on past its planned size, with
// more looks at the same spacing up to Max times the planned samples; the error the
// planned end would spend is then spread, before the cell starts, over the planned end
// and every look past it in proportion to the samples each adds (linear spending in
// information time), so the union bound covers every look the maximum allows and a
// cell that stops sooner only leaves error unspent. A statistic whose data stops
// growing at look k — a comparison paired with a baseline that sent fewer requests,
// whose every request already has its partner — is the same statistic at every look
// from k on, so the union of their wrong verdicts is one event and their shares may
// be spent on it together (PooledLevel: 0.92 from the planned end of a 0.90 plan
// whose end keeps 80 %, however far the cell ran on). SequentialRule's doc gives the
// derivation and the sample sizes it costs; BenchmarkSequentialStudy measures its
// false-pass rate and power by simulation.
//
// Proportions. Proportion is the exact (Clopper–Pearson) interval a sequential gate
// decides an error rate on; Wilson is the Wilson score interval a pass rate is reported
// with. McNemarExact tests paired pass/fail outcomes (a quality case in a baseline and
// in a candidate) on the discordant pairs alone, with exact binomial tails.
package stats
