package fault

import (
	"strconv"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestParsePlan(t *testing.T) {
	p, err := ParsePlan([]string{"kind=drop,rate=0.05", "kind=stall,dur=1s,rate=0.5"}, 42)
	require.NoError(t, err)
	assert.Equal(t, &Plan{Seed: 42, Specs: []Spec{
		{Kind: Drop, AfterTokens: 1, Rate: 0.05},
		{Kind: Stall, AfterTokens: 1, Dur: time.Second, Rate: 0.5},
	}}, p)

	p, err = ParsePlan(nil, 7)
	require.NoError(t, err)
	_, ok := p.Pick("any")
	assert.False(t, ok, "an empty plan picks nothing")
}

func TestParsePlanErrors(t *testing.T) {
	tests := []struct {
		name  string
		specs []string
		want  []string
	}{
		{"missing-rate", []string{"kind=drop,rate=0.1", "kind=stall,dur=1s"}, []string{"specs[1]", `fault "kind=stall,dur=1s"`, "rate must be > 0", "(0, 1]"}},
		{"zero-rate", []string{"kind=drop,rate=0"}, []string{"specs[0]", `"kind=drop,rate=0"`, "rate must be > 0"}},
		{"bad-spec", []string{"kind=drop,rate=0.1", "kind=drop,rate=0.1", "kind=stal,rate=0.1"}, []string{"specs[2]", `fault "kind=stal,rate=0.1"`, `unknown kind "stal"`, "want one of"}},
		{"rate-above-one", []string{"kind=drop,rate=2"}, []string{"specs[0]", `rate "2"`, "[0, 1]"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := ParsePlan(tt.specs, 1)
			require.Error(t, err, "ParsePlan(%q) = %v, want error", tt.specs, p)
			assert.Nil(t, p)
			for _, w := range tt.want {
				assert.Contains(t, err.Error(), w, "ParsePlan(%q) error", tt.specs)
			}
		})
	}
}

func TestPickNilPlan(t *testing.T) {
	var p *Plan
	got, ok := p.Pick("req-1")
	assert.False(t, ok)
	assert.Equal(t, Spec{}, got)
}

func TestPickDeterministic(t *testing.T) {
	specs := []string{"kind=drop,rate=0.3", "kind=http_error,code=503,rate=0.3"}
	p1, err := ParsePlan(specs, 99)
	require.NoError(t, err)
	p2, err := ParsePlan(specs, 99)
	require.NoError(t, err)
	for i := 0; i < 2000; i++ {
		id := "req-" + strconv.Itoa(i)
		a, okA := p1.Pick(id)
		b, okB := p2.Pick(id)
		again, okAgain := p1.Pick(id)
		require.Equal(t, okA, okB, "Pick(%q) differs between equal plans", id)
		require.Equal(t, a, b, "Pick(%q) differs between equal plans", id)
		require.Equal(t, okA, okAgain, "Pick(%q) differs between calls", id)
		require.Equal(t, a, again, "Pick(%q) differs between calls", id)
	}
}

func TestPickSeedsDiffer(t *testing.T) {
	hits := func(seed int64) []bool {
		p := &Plan{Seed: seed, Specs: []Spec{{Kind: Drop, AfterTokens: 1, Rate: 0.5}}}
		out := make([]bool, 1000)
		for i := range out {
			_, out[i] = p.Pick("req-" + strconv.Itoa(i))
		}
		return out
	}
	a, b, c := hits(1), hits(2), hits(-1)
	assert.NotEqual(t, a, b, "seeds 1 and 2 pick the same requests")
	assert.NotEqual(t, a, c, "seeds 1 and -1 pick the same requests")

	// Not merely different but unrelated: two independent fair coins agree about half the time.
	same := 0
	for i := range a {
		if a[i] == b[i] {
			same++
		}
	}
	assert.InDelta(t, 500, same, 80, "seeds 1 and 2 agree on %d of 1000 requests", same)
}

func TestPickRate(t *testing.T) {
	tests := []struct {
		name  string
		seed  int64
		rate  float64
		idFmt func(int) string
	}{
		{"rate-0.05-seed-1", 1, 0.05, func(i int) string { return "req-" + strconv.Itoa(i) }},
		{"rate-0.05-seed-12345", 12345, 0.05, func(i int) string { return "cmpl-" + strconv.Itoa(i) }},
		{"rate-0.05-hex-ids", -7, 0.05, func(i int) string { return strconv.FormatInt(int64(i), 16) }},
		{"rate-0.5", 3, 0.5, func(i int) string { return "req-" + strconv.Itoa(i) }},
	}
	const n = 100_000
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := &Plan{Seed: tt.seed, Specs: []Spec{{Kind: Drop, AfterTokens: 1, Rate: tt.rate}}}
			hits := 0
			for i := 0; i < n; i++ {
				if _, ok := p.Pick(tt.idFmt(i)); ok {
					hits++
				}
			}
			got := float64(hits) / n
			assert.InDelta(t, tt.rate, got, 0.005, "hit rate over %d ids = %.4f, want %.4f ± 0.005", n, got, tt.rate)
		})
	}
}

func TestPickRateBounds(t *testing.T) {
	p := &Plan{Seed: 5, Specs: []Spec{{Kind: Drop, AfterTokens: 1, Rate: 1}}}
	for i := 0; i < 1000; i++ {
		_, ok := p.Pick(strconv.Itoa(i))
		require.True(t, ok, "rate 1 must always hit")
	}
	p.Specs[0].Rate = 0
	for i := 0; i < 1000; i++ {
		_, ok := p.Pick(strconv.Itoa(i))
		require.False(t, ok, "rate 0 must never hit")
	}
}

func TestPickFirstHitWins(t *testing.T) {
	first := Spec{Kind: Drop, AfterTokens: 1, Rate: 0.3}
	second := Spec{Kind: HTTPError, Code: 503, Rate: 1}
	both := &Plan{Seed: 11, Specs: []Spec{first, second}}
	alone := &Plan{Seed: 11, Specs: []Spec{first}}

	const n = 20_000
	firstHits := 0
	for i := 0; i < n; i++ {
		id := "req-" + strconv.Itoa(i)
		got, ok := both.Pick(id)
		require.True(t, ok, "Pick(%q): the rate-1 second spec must catch every miss", id)
		_, firstAlone := alone.Pick(id)
		if firstAlone {
			firstHits++
			require.Equal(t, first, got, "Pick(%q): first spec hit, so it must win", id)
		} else {
			require.Equal(t, second, got, "Pick(%q): first spec missed, so the second must be picked", id)
		}
	}
	assert.InDelta(t, 0.3, float64(firstHits)/n, 0.02)

	// Two specs that both always hit: order alone decides.
	p := &Plan{Seed: 1, Specs: []Spec{{Kind: QueueFull, Rate: 1}, {Kind: Drop, AfterTokens: 1, Rate: 1}}}
	got, ok := p.Pick("x")
	require.True(t, ok)
	assert.Equal(t, QueueFull, got.Kind)
}

func TestPickSpecsIndependent(t *testing.T) {
	// Spec i draws with its own index, so two specs with the same rate hit different
	// requests rather than the same ones.
	p := &Plan{Seed: 2, Specs: []Spec{{Kind: Drop, AfterTokens: 1, Rate: 0.5}}}
	q := &Plan{Seed: 2, Specs: []Spec{{Kind: QueueFull, Rate: 0}, {Kind: Drop, AfterTokens: 1, Rate: 0.5}}}
	same := 0
	for i := 0; i < 1000; i++ {
		id := strconv.Itoa(i)
		_, a := p.Pick(id)
		_, b := q.Pick(id)
		if a == b {
			same++
		}
	}
	assert.InDelta(t, 500, same, 80)
}

func TestUnitGolden(t *testing.T) {
	// These values pin the draw: a recorded seed must keep failing the same requests
	// across versions. Change them only together with a documented break. They were
	// checked against an independent implementation of the formula in plan.go.
	tests := []struct {
		name string
		seed int64
		id   string
		i    int
		want float64
	}{
		{"seed-0-empty-id", 0, "", 0, 0.6513028658793607},
		{"seed-1-req-1", 1, "req-1", 0, 0.045916709065363714},
		{"seed-1-req-1-spec-1", 1, "req-1", 1, 0.6326203613152463},
		{"seed-negative", -42, "cmpl-abc", 2, 0.23439741521002166},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := unit(requestBase(tt.seed, tt.id), tt.i)
			assert.Equal(t, tt.want, got, "u(%d, %q, %d)", tt.seed, tt.id, tt.i)
			assert.GreaterOrEqual(t, got, 0.0)
			assert.Less(t, got, 1.0)
		})
	}
}

func BenchmarkPick(b *testing.B) {
	p, err := ParsePlan([]string{
		"kind=drop,rate=0.001",
		"kind=stall,dur=1s,rate=0.001",
		"kind=http_error,code=503,rate=0.001",
	}, 1)
	if err != nil {
		b.Fatal(err)
	}
	id := "chatcmpl-0123456789abcdef"
	b.ReportAllocs()
	for b.Loop() {
		p.Pick(id)
	}
}
