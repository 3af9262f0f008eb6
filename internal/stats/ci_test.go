package stats_test

import (
	"fmt"
	"math"
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/infergate/infergate/internal/stats"
)

// bruteRanks computes Percentile's ranks from first principles: every binomial term
// C(n,k)·q^k·(1−q)^(n−k) in 256-bit floating point (q and 1−q taken exactly from the
// float64 q), cumulative sums from each end, and comparisons with tieHalf(level).
// lo == 0 and hi == n+1 mean "no rank".
func bruteRanks(n int, q, level float64) (lo, hi int, coverage float64) {
	const prec = 256
	newF := func(v float64) *big.Float { return new(big.Float).SetPrec(prec).SetFloat64(v) }
	bq := newF(q)
	bp := new(big.Float).SetPrec(prec).Sub(newF(1), bq) // exact: q has 53 bits
	half := tieHalf(level)
	qpow := make([]*big.Float, n+1) // qpow[k] = q^k, ppow[k] = (1−q)^k
	ppow := make([]*big.Float, n+1)
	qpow[0], ppow[0] = newF(1), newF(1)
	for k := 1; k <= n; k++ {
		qpow[k] = new(big.Float).SetPrec(prec).Mul(qpow[k-1], bq)
		ppow[k] = new(big.Float).SetPrec(prec).Mul(ppow[k-1], bp)
	}
	pmf := make([]*big.Float, n+1)
	for k := 0; k <= n; k++ {
		term := new(big.Float).SetPrec(prec).SetInt(new(big.Int).Binomial(int64(n), int64(k)))
		pmf[k] = term.Mul(term, qpow[k]).Mul(term, ppow[n-k])
	}
	// l: largest l ≥ 1 with P(B ≤ l−1) ≤ α/2.
	cum := new(big.Float).SetPrec(prec)
	lowTail := new(big.Float).SetPrec(prec)
	for l := 1; l <= n; l++ {
		cum.Add(cum, pmf[l-1])
		if cum.Cmp(half) > 0 {
			break
		}
		lo = l
		lowTail.Set(cum)
	}
	// u: smallest u ≤ n with P(B ≥ u) ≤ α/2.
	hi = n + 1
	cum.SetFloat64(0)
	highTail := new(big.Float).SetPrec(prec)
	for u := n; u >= 1; u-- {
		cum.Add(cum, pmf[u])
		if cum.Cmp(half) > 0 {
			break
		}
		hi = u
		highTail.Set(cum)
	}
	c, _ := new(big.Float).SetPrec(prec).Sub(newF(1), new(big.Float).SetPrec(prec).Add(lowTail, highTail)).Float64()
	return lo, hi, c
}

// tieHalf is Percentile's α/2 = (1−level)/2 with its documented relative tolerance of
// 1e-9, which makes ties that are exact in decimal resolve as ≤: with n = 1, q = 0.95,
// level = 0.90, P(B = 0) = 1−0.95 is 0.050000000000000044 in float64 and (1−0.9)/2 is
// 0.04999999999999999, yet both are 1/20.
func tieHalf(level float64) *big.Float {
	h := new(big.Float).SetPrec(256).SetFloat64((1 - level) / 2)
	return h.Mul(h, new(big.Float).SetPrec(256).SetFloat64(1+1e-9))
}

// bruteMinSamples is the smallest n with (1−q)^n ≤ α/2 and q^n ≤ α/2 (α/2 as tieHalf), by
// a loop over n in 256-bit floating point.
func bruteMinSamples(q, level float64) int {
	const prec = 256
	bq := new(big.Float).SetPrec(prec).SetFloat64(q)
	bp := new(big.Float).SetPrec(prec).Sub(big.NewFloat(1), bq)
	half := tieHalf(level)
	pq := new(big.Float).SetPrec(prec).SetFloat64(1)
	pp := new(big.Float).SetPrec(prec).SetFloat64(1)
	for n := 1; ; n++ {
		pq.Mul(pq, bq)
		pp.Mul(pp, bp)
		if pq.Cmp(half) <= 0 && pp.Cmp(half) <= 0 {
			return n
		}
	}
}

// ranked returns the sample 1, 2, …, n, shuffled, so that x_(k) = k and an Estimate's
// Lo and Hi are its ranks.
func ranked(n int) []float64 {
	xs := make([]float64, n)
	for i := range xs {
		xs[i] = float64(i + 1)
	}
	r := rand.New(rand.NewPCG(uint64(n), 7))
	r.Shuffle(n, func(i, j int) { xs[i], xs[j] = xs[j], xs[i] })
	return xs
}

func TestPercentileRanksKnown(t *testing.T) {
	// want values: exact rational arithmetic in Python (fractions.Fraction, math.comb),
	// cross-checked against bruteRanks below. The n=100 and n=10 medians are the classic
	// table entries (x_(40), x_(61)) and (x_(2), x_(9)).
	tests := []struct {
		name         string
		n            int
		q, level     float64
		lo, hi       int // 0 = no rank
		coverage     float64
		wantTooFew   bool
		wantCoverage bool
	}{
		{name: "n100-p50-95", n: 100, q: 0.5, level: 0.95, lo: 40, hi: 61, coverage: 0.9647997997822951},
		{name: "n10-p50-95", n: 10, q: 0.5, level: 0.95, lo: 2, hi: 9, coverage: 0.978515625},
		{name: "n100-p90-95", n: 100, q: 0.9, level: 0.95, lo: 84, hi: 96, coverage: 0.955690107191223},
		{name: "n200-p95-95", n: 200, q: 0.95, level: 0.95, lo: 184, hi: 197, coverage: 0.9671521638567256},
		{name: "n400-p99-95", n: 400, q: 0.99, level: 0.95, lo: 392, hi: 400, coverage: 0.9612808870665179},
		{name: "n1000-p99-95", n: 1000, q: 0.99, level: 0.95, lo: 983, hi: 997, coverage: 0.9760947634979771},
		{name: "n300-p99-90", n: 300, q: 0.99, level: 0.90, lo: 294, hi: 300, coverage: 0.918208159525935},
		{name: "n50-p25-99", n: 50, q: 0.25, level: 0.99, lo: 5, hi: 22, coverage: 0.9952738220864366},
		{name: "n1000-p99.9-90-no-upper", n: 1000, q: 0.999, level: 0.90, lo: 997, hi: 0, wantTooFew: true},
		{name: "n100-p99-95-no-upper", n: 100, q: 0.99, level: 0.95, lo: 97, hi: 0, wantTooFew: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e, err := stats.Percentile(ranked(tt.n), tt.q, tt.level)
			require.NoError(t, err)
			assert.Equal(t, tt.lo, e.LoRank, "Percentile(n=%d, %v, %v).LoRank", tt.n, tt.q, tt.level)
			assert.Equal(t, tt.hi, e.HiRank, "Percentile(n=%d, %v, %v).HiRank", tt.n, tt.q, tt.level)
			assert.Equal(t, tt.wantTooFew, e.TooFew, "Percentile(n=%d, %v, %v).TooFew (reason %q)", tt.n, tt.q, tt.level, e.Reason)
			if tt.lo > 0 {
				assert.Equal(t, float64(tt.lo), e.Lo, "Lo is x_(LoRank)")
			} else {
				assert.True(t, math.IsNaN(e.Lo), "Lo = %v, want NaN", e.Lo)
			}
			if tt.hi > 0 {
				assert.Equal(t, float64(tt.hi), e.Hi, "Hi is x_(HiRank)")
			} else {
				assert.True(t, math.IsNaN(e.Hi), "Hi = %v, want NaN", e.Hi)
			}
			if !tt.wantTooFew {
				assert.InDelta(t, tt.coverage, e.Coverage, 1e-12, "Percentile(n=%d, %v, %v).Coverage", tt.n, tt.q, tt.level)
				assert.GreaterOrEqual(t, e.Coverage, tt.level, "coverage below the level")
			}
			blo, bhi, _ := bruteRanks(tt.n, tt.q, tt.level)
			assert.Equal(t, blo, tt.lo, "bruteRanks lo disagrees with the table")
			if tt.hi > 0 {
				assert.Equal(t, bhi, tt.hi, "bruteRanks hi disagrees with the table")
			} else {
				assert.Equal(t, tt.n+1, bhi, "bruteRanks finds an upper rank the table says is absent")
			}
		})
	}
}

// TestPercentileRanksBruteForce sweeps n and q and compares every rank and coverage with
// bruteRanks.
func TestPercentileRanksBruteForce(t *testing.T) {
	ns := []int{1, 2, 3, 5, 6, 7, 10, 19, 35, 36, 50, 71, 72, 99, 100, 101, 298, 299, 367, 368, 500}
	qs := []float64{0.01, 0.1, 0.25, 0.5, 0.75, 0.9, 0.95, 0.99}
	levels := []float64{0.90, 0.95, 0.99}
	if testing.Short() {
		ns = ns[:12]
	}
	for _, level := range levels {
		for _, q := range qs {
			for _, n := range ns {
				t.Run(fmt.Sprintf("n%d-q%v-level%v", n, q, level), func(t *testing.T) {
					e, err := stats.Percentile(ranked(n), q, level)
					require.NoError(t, err)
					lo, hi, cov := bruteRanks(n, q, level)
					if hi == n+1 {
						hi = 0
					}
					assert.Equal(t, lo, e.LoRank, "Percentile(n=%d, %v, %v).LoRank", n, q, level)
					assert.Equal(t, hi, e.HiRank, "Percentile(n=%d, %v, %v).HiRank", n, q, level)
					assert.Equal(t, lo == 0 || hi == 0, e.TooFew, "Percentile(n=%d, %v, %v).TooFew", n, q, level)
					if !e.TooFew {
						assert.InDelta(t, cov, e.Coverage, 1e-12, "Percentile(n=%d, %v, %v).Coverage", n, q, level)
					}
				})
			}
		}
	}
}

func TestMinSamples(t *testing.T) {
	// Pinned values; bruteMinSamples re-derives each one, and exact Python fractions gave
	// the same. the usual "p99 needs n ≥ ~300 for a 95 % upper bound" is the
	// one-sided bound, i.e. level 0.90 here (299); a two-sided 95 % interval needs 368.
	tests := []struct {
		name     string
		q, level float64
		want     int
	}{
		{name: "p50-95", q: 0.5, level: 0.95, want: 6},
		{name: "p50-99", q: 0.5, level: 0.99, want: 8},
		{name: "p90-95", q: 0.9, level: 0.95, want: 36},
		{name: "p95-95", q: 0.95, level: 0.95, want: 72},
		{name: "p99-95", q: 0.99, level: 0.95, want: 368},
		{name: "p99.9-95", q: 0.999, level: 0.95, want: 3688},
		{name: "p90-90", q: 0.9, level: 0.90, want: 29},
		{name: "p95-90", q: 0.95, level: 0.90, want: 59},
		{name: "p99-90", q: 0.99, level: 0.90, want: 299},
		{name: "p1-95-lower-rank-binds", q: 0.01, level: 0.95, want: 368},
		// An exact tie: P(B = 0) = 0.5^5 = 1/32 = α/2, which counts as ≤.
		{name: "p50-tie-at-n5", q: 0.5, level: 0.9375, want: 5},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := stats.MinSamples(tt.q, tt.level)
			require.NoError(t, err)
			assert.Equal(t, tt.want, got, "MinSamples(%v, %v)", tt.q, tt.level)
			assert.Equal(t, bruteMinSamples(tt.q, tt.level), got, "MinSamples(%v, %v) vs brute force", tt.q, tt.level)
		})
	}
}

// TooFew must be exactly len(xs) < MinSamples: the gate's "too few samples" verdict and
// the plan validator's warning have to agree.
func TestMinSamplesMatchesPercentile(t *testing.T) {
	for _, level := range []float64{0.9, 0.95, 0.99} {
		for _, q := range []float64{0.05, 0.5, 0.9, 0.95, 0.99, 0.995} {
			need, err := stats.MinSamples(q, level)
			require.NoError(t, err)
			for _, n := range []int{1, need - 2, need - 1, need, need + 1, need + 50} {
				if n < 1 {
					continue
				}
				e, err := stats.Percentile(ranked(n), q, level)
				require.NoError(t, err)
				assert.Equal(t, n < need, e.TooFew, "Percentile(n=%d, %v, %v).TooFew with MinSamples = %d", n, q, level, need)
			}
		}
	}
}

func TestMinSamplesErrors(t *testing.T) {
	tests := []struct {
		name     string
		q, level float64
		want     string // the whole error
	}{
		{name: "p0", q: 0, level: 0.95, want: "min samples: q 0 outside (0, 1): no sample size bounds p0 or p100"},
		{name: "p100", q: 1, level: 0.95, want: "min samples: q 1 outside (0, 1): no sample size bounds p0 or p100"},
		{name: "q-nan", q: math.NaN(), level: 0.95, want: "min samples: q NaN outside (0, 1): no sample size bounds p0 or p100"},
		{name: "level-zero", q: 0.5, level: 0, want: "min samples: level 0 outside (0, 1)"},
		{name: "level-one", q: 0.5, level: 1, want: "min samples: level 1 outside (0, 1)"},
		// (1−1e-17)^n ≤ 0.025 needs n ≥ ln(40)·1e17 ≈ 3.7e17, past the 2^50 cap.
		{name: "extreme-needs-too-many", q: 1e-17, level: 0.95, want: "min samples: p1e-15 at level 0.95 needs more than 1125899906842624 samples"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := stats.MinSamples(tt.q, tt.level)
			require.Error(t, err, "MinSamples(%v, %v) = %d, want an error", tt.q, tt.level, got)
			assert.Equal(t, tt.want, err.Error(), "MinSamples(%v, %v) error", tt.q, tt.level)
		})
	}
}

func TestPercentileTooFew(t *testing.T) {
	tests := []struct {
		name       string
		xs         []float64
		q, level   float64
		wantReason string
	}{
		{name: "p99-n100", xs: ranked(100), q: 0.99, level: 0.95,
			wantReason: "p99 needs at least 368 samples for a 95% confidence interval, have 100: no upper bound"},
		{name: "p99-n120-one-sided-95", xs: ranked(120), q: 0.99, level: 0.90,
			wantReason: "p99 needs at least 299 samples for a 90% confidence interval, have 120: no upper bound"},
		{name: "p99.9-n1000", xs: ranked(1000), q: 0.999, level: 0.95,
			wantReason: "p99.9 needs at least 3688 samples for a 95% confidence interval, have 1000: no upper bound"},
		{name: "p50-n3", xs: ranked(3), q: 0.5, level: 0.95,
			wantReason: "p50 needs at least 6 samples for a 95% confidence interval, have 3: no lower or upper bound"},
		{name: "p1-n100", xs: ranked(100), q: 0.01, level: 0.95,
			wantReason: "p1 needs at least 368 samples for a 95% confidence interval, have 100: no lower bound"},
		{name: "empty", xs: nil, q: 0.99, level: 0.95,
			wantReason: "no samples; p99 needs at least 368 for a 95% confidence interval"},
		{name: "p100-any-n", xs: ranked(10000), q: 1, level: 0.95,
			wantReason: "p100 has no distribution-free confidence interval at any sample size: no upper bound"},
		{name: "p0-any-n", xs: ranked(10000), q: 0, level: 0.95,
			wantReason: "p0 has no distribution-free confidence interval at any sample size: no lower bound"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e, err := stats.Percentile(tt.xs, tt.q, tt.level)
			require.NoError(t, err)
			assert.True(t, e.TooFew, "Percentile(n=%d, %v, %v).TooFew", len(tt.xs), tt.q, tt.level)
			assert.Equal(t, tt.wantReason, e.Reason, "Percentile(n=%d, %v, %v).Reason", len(tt.xs), tt.q, tt.level)
			assert.True(t, math.IsNaN(e.Coverage), "Coverage = %v, want NaN when TooFew", e.Coverage)
			assert.Equal(t, len(tt.xs), e.N)
			if len(tt.xs) == 0 {
				assert.True(t, math.IsNaN(e.Value), "Value = %v, want NaN for no samples (never a silent 0)", e.Value)
			} else {
				want, err := stats.Quantile(tt.xs, tt.q)
				require.NoError(t, err)
				assert.Equal(t, want, e.Value, "Value is still the sample quantile when TooFew")
			}
		})
	}
}

func TestPercentileValueAndInterval(t *testing.T) {
	xs := ranked(1000)
	e, err := stats.Percentile(xs, 0.99, 0.95)
	require.NoError(t, err)
	want := stats.Estimate{
		Q: 0.99, Value: 990.01, Lo: 983, Hi: 997, LoRank: 983, HiRank: 997,
		Coverage: e.Coverage, Level: 0.95, N: 1000, Inflation: 1,
	}
	assert.Equal(t, want, e, "Percentile(1..1000, 0.99, 0.95)")
	assert.LessOrEqual(t, e.Lo, e.Value)
	assert.LessOrEqual(t, e.Value, e.Hi)
}

func TestPercentileErrors(t *testing.T) {
	tests := []struct {
		name     string
		xs       []float64
		q, level float64
		want     string // the whole error
	}{
		{name: "q-above-one", xs: []float64{1}, q: 99, level: 0.95, want: "percentile: q 99 outside [0, 1]"},
		{name: "level-percent", xs: []float64{1}, q: 0.99, level: 95, want: "percentile: level 95 outside (0, 1)"},
		{name: "level-zero", xs: []float64{1}, q: 0.99, level: 0, want: "percentile: level 0 outside (0, 1)"},
		{name: "level-one", xs: ranked(1000), q: 0.5, level: 1, want: "percentile: level 1 outside (0, 1)"},
		{name: "sample-nan", xs: []float64{1, math.NaN()}, q: 0.5, level: 0.95, want: "percentile: sample 1 is NaN: samples must be finite"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := stats.Percentile(tt.xs, tt.q, tt.level)
			require.Error(t, err, "Percentile(%v, %v, %v)", tt.xs, tt.q, tt.level)
			assert.Equal(t, tt.want, err.Error(), "Percentile(%v, %v, %v) error", tt.xs, tt.q, tt.level)
		})
	}
}

// For large n the exact ranks must sit where the normal approximation puts them,
// n·q ∓ z·√(n·q·(1−q)), within a couple of ranks, and the run must stay cheap.
func TestPercentileLargeN(t *testing.T) {
	const z975 = 1.959963984540054
	for _, tc := range []struct {
		n int
		q float64
	}{{1_000_000, 0.5}, {1_000_000, 0.99}, {1_000_000, 0.999}, {200_000, 0.9999}} {
		t.Run(fmt.Sprintf("n%d-q%v", tc.n, tc.q), func(t *testing.T) {
			xs := ranked(tc.n)
			e, err := stats.Percentile(xs, tc.q, 0.95)
			require.NoError(t, err)
			require.False(t, e.TooFew, e.Reason)
			mu, sd := float64(tc.n)*tc.q, math.Sqrt(float64(tc.n)*tc.q*(1-tc.q))
			assert.InDelta(t, mu-z975*sd, float64(e.LoRank), 3, "LoRank")
			assert.InDelta(t, mu+z975*sd+1, float64(e.HiRank), 3, "HiRank")
			assert.GreaterOrEqual(t, e.Coverage, 0.95)
			assert.Less(t, e.Coverage, 0.96)
		})
	}
}

func TestPercentiles(t *testing.T) {
	xs := ranked(400)
	es, err := stats.Percentiles(xs, 0.95, 0.5, 0.99)
	require.NoError(t, err)
	require.Len(t, es, 2)
	for i, q := range []float64{0.5, 0.99} {
		want, err := stats.Percentile(xs, q, 0.95)
		require.NoError(t, err)
		assert.Equal(t, want, es[i], "Percentiles(…, %v)", q)
	}
}

func BenchmarkPercentile(b *testing.B) {
	r := rand.New(rand.NewPCG(1, 2))
	xs := make([]float64, 100_000)
	for i := range xs {
		xs[i] = r.ExpFloat64()
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := stats.Percentile(xs, 0.99, 0.95); err != nil {
			b.Fatal(err)
		}
	}
}
