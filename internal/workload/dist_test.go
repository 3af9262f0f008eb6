package workload

import (
	"encoding/json"
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Knot tables the tests share.
var (
	// prodInput is shaped like production prompt lengths: a long right tail, and a
	// shortest prompt below MinInputTokens.
	prodInput = []Quantile{{0, 5}, {0.1, 40}, {0.5, 300}, {0.9, 1500}, {0.99, 6000}, {1, 16000}}
	// chatInput is a narrow table whose shortest length needs no raising.
	chatInput = []Quantile{{0, 120}, {0.25, 300}, {0.5, 400}, {0.75, 480}, {1, 700}}
	// chatOutput has its mean exactly between two integers (162.5).
	chatOutput = []Quantile{{0, 50}, {0.5, 150}, {1, 300}}
	// atom has half its mass at exactly 50 tokens.
	atom = []Quantile{{0, 50}, {0.5, 50}, {1, 150}}
)

func TestEmpirical(t *testing.T) {
	tests := []struct {
		name     string
		qs       []Quantile
		wantMean int
		want     string // error; "" for a valid table
	}{
		{name: "two-knots", qs: []Quantile{{0, 100}, {1, 300}}, wantMean: 200},
		{name: "production-tail", qs: prodInput, wantMean: 878},
		{name: "half-rounds-up", qs: chatOutput, wantMean: 163},
		{name: "half-despite-float-noise", qs: []Quantile{{0, 12}, {0.5, 350}, {0.9, 1800}, {1, 6000}}, wantMean: 911}, // 910.4999… in float64
		{name: "flat-segment", qs: atom, wantMean: 75},
		{name: "constant", qs: []Quantile{{0, 64}, {1, 64}}, wantMean: 64},
		{name: "largest", qs: []Quantile{{0, MaxInputTokens}, {1, MaxInputTokens}}, wantMean: MaxInputTokens},

		{name: "nil", qs: nil, want: "0 knots: an empirical distribution needs at least 2 (the shortest length at p 0 and the longest at p 1)"},
		{name: "one-knot", qs: []Quantile{{0, 10}}, want: "1 knots: an empirical distribution needs at least 2"},
		{name: "first-not-zero", qs: []Quantile{{0.1, 10}, {1, 20}}, want: "quantile 0 (p 0.1): the first knot must have p 0 (the shortest length)"},
		{name: "last-not-one", qs: []Quantile{{0, 10}, {0.5, 15}, {0.99, 20}}, want: "quantile 2 (p 0.99): the last knot must have p 1 (the longest length)"},
		{name: "p-not-increasing", qs: []Quantile{{0, 10}, {0.5, 15}, {0.5, 20}, {1, 30}}, want: "quantile 2 (p 0.5): p must increase, but the knot before has p 0.5"},
		{name: "p-decreasing", qs: []Quantile{{0, 10}, {0.6, 15}, {0.4, 20}, {1, 30}}, want: "quantile 2 (p 0.4): p must increase, but the knot before has p 0.6"},
		{name: "p-above-one", qs: []Quantile{{0, 10}, {1.5, 15}, {1, 30}}, want: "quantile 1 (p 1.5): p must be in [0, 1]"},
		{name: "p-nan", qs: []Quantile{{0, 10}, {math.NaN(), 15}, {1, 30}}, want: "quantile 1: p NaN is not a finite number in [0, 1]"},
		{name: "p-inf", qs: []Quantile{{0, 10}, {1, 15}, {math.Inf(1), 30}}, want: "quantile 2: p +Inf is not a finite number in [0, 1]"},
		{name: "zero-tokens", qs: []Quantile{{0, 0}, {1, 30}}, want: "quantile 0 (p 0): 0 tokens is not a valid length (want at least 1 token)"},
		{name: "too-long", qs: []Quantile{{0, 10}, {1, MaxInputTokens + 1}}, want: "quantile 1 (p 1): 1048577 tokens exceed the maximum of 1048576"},
		{name: "tokens-decreasing", qs: []Quantile{{0, 100}, {0.2, 120}, {0.4, 140}, {0.5, 120}, {1, 300}}, want: "quantile 3 (p 0.5): 120 tokens is below the 140 of p 0.4: lengths must not decrease with p"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d, err := Empirical(tt.qs)
			if tt.want != "" {
				require.Error(t, err, "Empirical() = %+v, want error %q", d, tt.want)
				assert.Contains(t, err.Error(), tt.want)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tt.wantMean, d.Mean, "mean")
			assert.Zero(t, d.Spread, "spread")
			assert.Equal(t, tt.qs, d.Quantiles)
			assert.True(t, d.IsEmpirical())
			lo, hi := d.Bounds()
			assert.Equal(t, tt.qs[0].Tokens, lo, "Bounds() lo")
			assert.Equal(t, tt.qs[len(tt.qs)-1].Tokens, hi, "Bounds() hi")
			// The table is a copy.
			d.Quantiles[0].Tokens++
			assert.NotEqual(t, d.Quantiles[0], tt.qs[0], "Empirical() shares the caller's table")
		})
	}
}

func TestDistUniform(t *testing.T) {
	tests := []struct {
		name   string
		d      Dist
		lo, hi int
	}{
		{"spread", Dist{Mean: 400, Spread: 0.3}, 280, 520},
		{"fixed", Dist{Mean: 8000}, 8000, 8000},
		{"down-to-zero", Dist{Mean: 1, Spread: 0.5}, 0, 2},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.False(t, tt.d.IsEmpirical())
			lo, hi := tt.d.Bounds()
			assert.Equal(t, tt.lo, lo, "Bounds() lo")
			assert.Equal(t, tt.hi, hi, "Bounds() hi")
			// Draw is exactly how Build has always drawn uniform lengths.
			for i := range 1000 {
				h := mix(uint64(i))
				require.Equal(t, between(h, lo, hi), tt.d.Draw(h), "Draw(%#x)", h)
			}
		})
	}
	assert.True(t, Dist{Quantiles: []Quantile{}}.IsEmpirical(), "an empty non-nil table is empirical")
}

// tableCDF is the CDF of the piecewise-linear quantile function through qs, its
// inverse: the share of Q(u), u uniform in [0, 1), that is at most x.
func tableCDF(qs []Quantile, x float64) float64 {
	last := len(qs) - 1
	if x < float64(qs[0].Tokens) {
		return 0
	}
	if x >= float64(qs[last].Tokens) {
		return 1
	}
	// The last knot at or below x; the next one is above it, so flat segments (the
	// distribution's atoms) are jumped over.
	i := 0
	for i+1 <= last && float64(qs[i+1].Tokens) <= x {
		i++
	}
	a, b := qs[i], qs[i+1]
	return a.P + (x-float64(a.Tokens))/float64(b.Tokens-a.Tokens)*(b.P-a.P)
}

func TestDistDrawEmpirical(t *testing.T) {
	tests := []struct {
		name string
		qs   []Quantile
	}{
		{"production-tail", prodInput},
		{"chat-input", chatInput},
		{"chat-output", chatOutput},
		{"atom", atom},
		{"two-knots", []Quantile{{0, 1}, {1, 10}}},
		{"constant", []Quantile{{0, 64}, {1, 64}}},
	}
	const n = 100_000
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d, err := Empirical(tt.qs)
			require.NoError(t, err)
			lo, hi := d.Bounds()
			counts := make([]int, hi-lo+1)
			for i := range n {
				h := mix(uint64(i))
				got := d.Draw(h)
				require.True(t, lo <= got && got <= hi, "Draw(%#x) = %d, not in [%d, %d]", h, got, lo, hi)
				require.Equal(t, got, d.Draw(h), "Draw(%#x) twice", h)
				counts[got-lo]++
			}
			// Draws are Q(u) rounded, so at most k tokens means Q(u) < k + ½: compare
			// the share of draws at most k with the table's CDF at k + ½.
			ks, at, below := 0.0, lo, 0
			for k := lo; k <= hi; k++ {
				below += counts[k-lo]
				if dist := math.Abs(float64(below)/n - tableCDF(tt.qs, float64(k)+0.5)); dist > ks {
					ks, at = dist, k
				}
			}
			t.Logf("KS distance %.4f at %d tokens", ks, at)
			assert.Less(t, ks, 0.01, "KS distance to the table's CDF (largest at %d tokens)", at)
		})
	}
}

func TestDistDrawKnots(t *testing.T) {
	d, err := Empirical(prodInput)
	require.NoError(t, err)
	tests := []struct {
		name string
		h    uint64
		want int
	}{
		{"u-zero", 0, 5},
		{"below-first-step", 1<<11 - 1, 5},           // h>>11 == 0
		{"u-half", 1 << 63, 300},                     // the knot at p 0.5
		{"u-mid-segment", (3 << 53 / 10) << 11, 170}, // halfway from 40 at p 0.1 to 300 at p 0.5
		{"u-almost-one", math.MaxUint64, 16000},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, d.Draw(tt.h))
		})
	}
	assert.Zero(t, Dist{Quantiles: []Quantile{}}.Draw(42), "Draw on an empty table")
}

// drawn returns the stream's draws for spec as Build makes them.
func drawn(spec Spec, stream uint64, i int) uint64 {
	return (&builder{spec: spec}).draw(stream, i)
}

func TestBuildEmpirical(t *testing.T) {
	c := loadCorpus(t)
	emp := func(s Spec, in, out []Quantile) Spec {
		s.Input, s.Output = Dist{Quantiles: in}, Dist{Quantiles: out}
		return s
	}
	tests := []struct {
		name string
		spec Spec
		// mean checks the sample means against the Dists' (or, with a shared
		// prefix, prefix plus unique Mean) within 3%. The chat tables' standard
		// deviation is about a third of their mean, so that needs some 600 requests
		// for 3% to be two standard errors or more.
		mean bool
		// clamped says how many inputs are raised to the minimum: "some", "none",
		// or "" (either).
		clamped string
	}{
		{"short-chat-fresh", emp(plan(ShortChat, fresh, 1000), chatInput, chatOutput), true, "none"},
		{"short-chat-fresh-completions", func() Spec {
			s := emp(plan(ShortChat, fresh, 200), chatInput, chatOutput)
			s.Completions = true
			return s
		}(), false, "none"},
		{"long-output-fresh-clamped", emp(plan(LongOutput, fresh, 120), []Quantile{{0, 1}, {0.5, 40}, {1, 200}}, []Quantile{{0, 1}, {1, 4}}), false, "some"},
		{"short-chat-reused", emp(plan(ShortChat, Prefix{Shared: 0.5, Groups: 3, Prime: true}, 600), chatInput, chatOutput), true, ""}, // the unique table starts at 32
		{"long-output-reused-tail", emp(plan(LongOutput, Prefix{Shared: 0.3, Groups: 2}, 60), prodInput, chatOutput), false, "some"},
		{"short-chat-reused-high-shared", emp(plan(ShortChat, Prefix{Shared: 0.95, Groups: 2, Prime: true}, 40), chatInput, chatOutput), false, "some"},
		{"mean-given", func() Spec {
			s := emp(plan(ShortChat, fresh, 20), chatInput, chatOutput)
			s.Input.Mean, s.Output.Mean = 398, 163
			return s
		}(), false, "none"},
		{"uniform-input-empirical-output", func() Spec {
			s := plan(ShortChat, fresh, 100)
			s.Output = Dist{Quantiles: []Quantile{{0, 1}, {0.9, 2}, {1, 50}}}
			return s
		}(), false, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			set, err := c.Build(tt.spec, TokenEstimator{})
			require.NoError(t, err)
			require.Len(t, set.Requests, tt.spec.Requests)
			spec := set.Spec
			if tt.spec.Input.IsEmpirical() {
				want, err := Empirical(tt.spec.Input.Quantiles)
				require.NoError(t, err)
				assert.Equal(t, want, spec.Input, "Set.Spec.Input has the table's mean")
			}
			p, unique := 0, spec.Input
			inMin := MinInputTokens
			if !spec.Prefix.Fresh() {
				p, unique = splitShared(spec.Input, spec.Prefix.Shared)
				inMin = p + MinUniqueTokens
			}
			lo, hi := unique.Bounds()
			lo, hi = p+lo, max(p+hi, inMin)
			var sumIn, sumOut, atMin int
			for i := range set.Requests {
				r := &set.Requests[i]
				in := p + max(unique.Draw(drawn(spec, streamInput, i)), inMin-p)
				require.Equal(t, in, r.InputTokens, "%s: input", r.ID)
				assert.True(t, max(lo, inMin) <= r.InputTokens && r.InputTokens <= hi, "%s: input %d not in [%d, %d]", r.ID, r.InputTokens, max(lo, inMin), hi)
				if spec.Output.IsEmpirical() {
					assert.Equal(t, max(spec.Output.Draw(drawn(spec, streamOutput, i)), 1), r.OutputTokens, "%s: output", r.ID)
				}
				assert.Equal(t, r.OutputTokens, r.MaxTokens, "%s: max_tokens", r.ID)
				got := Estimate(TokenEstimator{}, r)
				assert.InDelta(t, 0, float64(got-r.InputTokens)/float64(r.InputTokens), 0.02, "%s: %d tokens, target %d", r.ID, got, r.InputTokens)
				sumIn += r.InputTokens
				sumOut += r.OutputTokens
				if r.InputTokens == inMin {
					atMin++
				}
			}
			n := float64(len(set.Requests))
			t.Logf("mean input %.1f (table %d), mean output %.1f (table %d), %d inputs at the minimum of %d",
				float64(sumIn)/n, p+unique.Mean, float64(sumOut)/n, spec.Output.Mean, atMin, inMin)
			if tt.mean {
				assert.InEpsilon(t, p+unique.Mean, float64(sumIn)/n, 0.03, "mean input")
				assert.InEpsilon(t, spec.Output.Mean, float64(sumOut)/n, 0.03, "mean output")
			}
			switch tt.clamped {
			case "some":
				assert.Positive(t, atMin, "no input was raised to the minimum of %d", inMin)
			case "none":
				assert.Zero(t, atMin, "inputs at the minimum of %d", inMin)
			}
		})
	}
}

func TestBuildEmpiricalSharedPrefix(t *testing.T) {
	c := loadCorpus(t)
	spec := plan(ShortChat, Prefix{Shared: 0.5, Groups: 2, Prime: true}, 40)
	spec.Input = Dist{Quantiles: prodInput}
	set, err := c.Build(spec, TokenEstimator{})
	require.NoError(t, err)
	p := int(math.Round(0.5 * 878))
	for i := range set.Requests {
		r := &set.Requests[i]
		assert.GreaterOrEqual(t, r.InputTokens, p+MinUniqueTokens, "%s: input", r.ID)
		head := sharedHead(t, set, r)
		assert.Equal(t, sharedHead(t, set, &set.Requests[r.Group]), head, "%s: group %d's prefix", r.ID, r.Group)
		assert.True(t, strings.HasPrefix(firstText(&set.Prime[r.Group]), head), "prime %d does not start with %s's prefix", r.Group, r.ID)
	}
	_, unique := splitShared(set.Spec.Input, 0.5)
	assert.Equal(t, []Quantile{{0, 32}, {0.1, 32}, {0.5, 32}, {0.9, 1500 - p}, {0.99, 6000 - p}, {1, 16000 - p}}, unique.Quantiles, "unique part's table")
}

func TestBuildExplicitLengths(t *testing.T) {
	c := loadCorpus(t)
	tests := []struct {
		name    string
		spec    Spec
		wantIn  []int
		wantOut []int
	}{
		{
			name:    "short-chat-fresh",
			spec:    Spec{Kind: ShortChat, Requests: 6, Seed: 1, Lengths: []Length{{500, 100}, {10, 0}, {32, 1}, {1000, 7}, {0, 2000}, {33, 5}}},
			wantIn:  []int{500, 32, 32, 1000, 32, 33},
			wantOut: []int{100, 1, 1, 7, 2000, 5},
		},
		{
			name: "long-output-reused",
			// Mean input 337.5: the prefix is round(0.5·337.5) = 169 tokens.
			spec:    Spec{Kind: LongOutput, Requests: 4, Prefix: Prefix{Shared: 0.5, Groups: 2, Prime: true}, Lengths: []Length{{400, 10}, {100, 10}, {250, 20}, {600, 30}}},
			wantIn:  []int{400, 169 + 32, 250, 600},
			wantOut: []int{10, 10, 20, 30},
		},
		{
			name:    "long-doc-completions",
			spec:    Spec{Kind: LongDoc, Requests: 3, Completions: true, Lengths: []Length{{2000, 50}, {300, 60}, {4000, 70}}},
			wantIn:  []int{2000, 300, 4000},
			wantOut: []int{50, 60, 70},
		},
		{
			name: "dists-ignored",
			spec: Spec{Kind: ShortChat, Requests: 2, Input: Dist{Mean: 1, Spread: 5}, Output: Dist{Quantiles: []Quantile{}},
				Lengths: []Length{{64, 3}, {128, 4}}},
			wantIn:  []int{64, 128},
			wantOut: []int{3, 4},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			lengths := slices.Clone(tt.spec.Lengths)
			set, err := c.Build(tt.spec, TokenEstimator{})
			require.NoError(t, err)
			require.Len(t, set.Requests, len(tt.wantIn))
			for i := range set.Requests {
				r := &set.Requests[i]
				assert.Equal(t, tt.wantIn[i], r.InputTokens, "%s: input", r.ID)
				assert.Equal(t, tt.wantOut[i], r.OutputTokens, "%s: output", r.ID)
				assert.Equal(t, tt.wantOut[i], r.MaxTokens, "%s: max_tokens", r.ID)
				got := Estimate(TokenEstimator{}, r)
				assert.InDelta(t, 0, float64(got-r.InputTokens)/float64(r.InputTokens), 0.02, "%s: %d tokens, target %d", r.ID, got, r.InputTokens)
			}
			assert.Equal(t, lengths, set.Spec.Lengths)
			tt.spec.Lengths[0].Input++
			assert.Equal(t, lengths, set.Spec.Lengths, "Set.Spec shares the caller's Lengths")

			again, err := c.Build(set.Spec, TokenEstimator{})
			require.NoError(t, err)
			assert.Equal(t, set.Digest, again.Digest, "Build of Set.Spec")
		})
	}
}

func TestEmpiricalSpecErrors(t *testing.T) {
	c := loadCorpus(t)
	base := plan(ShortChat, fresh, 10)
	base.Input, base.Output = Dist{Quantiles: chatInput}, Dist{Quantiles: chatOutput}
	lengths := func(s *Spec, ls ...Length) {
		s.Input, s.Output, s.Lengths = Dist{}, Dist{}, ls
		s.Requests = len(ls)
	}
	tests := []specErrorCase{
		{"input-quantiles-decreasing", func(s *Spec) { s.Input.Quantiles = []Quantile{{0, 100}, {0.25, 200}, {0.5, 100}, {1, 300}} },
			"input.quantiles: quantile 2 (p 0.5): 100 tokens is below the 200 of p 0.25: lengths must not decrease with p"},
		{"output-quantiles-empty", func(s *Spec) { s.Output.Quantiles = []Quantile{} },
			"output.quantiles: 0 knots: an empirical distribution needs at least 2"},
		{"output-quantiles-last-p", func(s *Spec) { s.Output.Quantiles = []Quantile{{0, 1}, {0.9, 10}} },
			"output.quantiles: quantile 1 (p 0.9): the last knot must have p 1"},
		{"input-mean-disagrees", func(s *Spec) { s.Input.Mean = 400 },
			"input.mean: 400 disagrees with the mean of input.quantiles, 398 (set it to 398, or to 0 to have it computed)"},
		{"output-spread-unused", func(s *Spec) { s.Output.Spread = 0.3 },
			"output.spread: 0.3 is unused by an empirical distribution (set it to 0, or leave output.quantiles out)"},
		{"shared-too-short", func(s *Spec) { s.Prefix = Prefix{Shared: 0.05, Groups: 2} },
			"prefix.shared: a shared prefix of 20 tokens (0.05 of 398) is shorter than the minimum of 24"},
		{"lengths-count", func(s *Spec) { lengths(s, Length{100, 10}, Length{100, 10}); s.Requests = 3 },
			"lengths: 2 lengths for 3 requests (want one per request)"},
		{"lengths-empty", func(s *Spec) { s.Lengths = []Length{} },
			"lengths: 0 lengths for 10 requests (want one per request)"},
		{"lengths-input-too-long", func(s *Spec) { lengths(s, Length{100, 10}, Length{MaxInputTokens + 1, 10}) },
			"lengths[1].input: 1048577 tokens exceed the maximum of 1048576"},
		{"lengths-output-too-long", func(s *Spec) { lengths(s, Length{100, 10}, Length{100, 10}, Length{100, 2 << 20}) },
			"lengths[2].output: 2097152 tokens exceed the maximum of 1048576"},
		{"lengths-negative", func(s *Spec) { lengths(s, Length{100, -1}) },
			"lengths[0].output: -1 is not a valid length (want 0 or more tokens"},
		{"lengths-shared-too-short", func(s *Spec) {
			lengths(s, Length{20, 1}, Length{40, 1})
			s.Prefix = Prefix{Shared: 0.5, Groups: 1}
		}, "prefix.shared: a shared prefix of 15 tokens (0.5 of the lengths' mean input of 30.0) is shorter than the minimum of 24"},
	}
	checkSpecErrors(t, c, base, tests)
}

// TestUniformUnchanged pins the Sets of uniform specs as Build made them before
// empirical distributions and explicit lengths existed: their Digests (which cover
// every request and, through the tags' salt, the Spec's JSON) and the Spec's JSON.
func TestUniformUnchanged(t *testing.T) {
	c := loadCorpus(t)
	tests := []struct {
		name   string
		spec   Spec
		digest string
	}{
		{"short-chat-fresh", plan(ShortChat, fresh, 12), "560485848fa3889b8a822965325485216fd6731a1086ec1aa6f59b6306c1a00e"},
		{"short-chat-reused", plan(ShortChat, reused, 12), "dd1b7065ccbe09709fef24f60f245b144976c93a9814ac70460e0866314cbdec"},
		{"long-doc-fresh", plan(LongDoc, fresh, 4), "5d28c6e64226f022fb6398dd7861d546adf2419a55ed80e5c6127ac800f71102"},
		{"long-output-reused-completions", func() Spec { s := plan(LongOutput, reused, 12); s.Completions = true; return s }(),
			"dd1ecc4a2d5ee142578b64a800bcd1c776ac13e26cd46df7402f220f304ca64d"},
		{"tiny-output", Spec{Kind: ShortChat, Input: Dist{Mean: 40, Spread: 0.2}, Output: Dist{Mean: 1, Spread: 0.5}, Requests: 30},
			"14d19054c6b39030b5139c0dac22250a21be76c6d0d8cf5f56bfa79902766b98"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			set, err := c.Build(tt.spec, nil)
			require.NoError(t, err)
			assert.Equal(t, tt.digest, set.Digest)
		})
	}
	t.Run("json", func(t *testing.T) {
		data, err := json.Marshal(plan(ShortChat, reused, 12))
		require.NoError(t, err)
		assert.Equal(t, `{"Kind":"short-chat","Input":{"Mean":400,"Spread":0.3},"Output":{"Mean":150,"Spread":0.3},"Prefix":{"Shared":0.8,"Groups":4,"Prime":true},"Requests":12,"Seed":7,"Run":"test","Langs":null,"Completions":false,"Model":""}`, string(data))
	})
}
