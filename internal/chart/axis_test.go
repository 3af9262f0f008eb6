package chart

import (
	"math"
	"math/rand/v2"
	"slices"
	"strconv"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestLogTicks(t *testing.T) {
	tests := []struct {
		name   string
		lo, hi float64
		want   []float64
	}{
		{"1-2-5 over two decades", 0.01, 1, []float64{0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1}},
		{"latencies", 0.02, 2, []float64{0.02, 0.05, 0.1, 0.2, 0.5, 1, 2}},
		{"narrow: every mantissa", 0.02, 0.05, []float64{0.02, 0.03, 0.04, 0.05}},
		{"many decades: powers of ten", 1e-4, 10, []float64{1e-4, 1e-3, 0.01, 0.1, 1, 10}},
		{"very many decades: every other", 1e-9, 1e9, []float64{1e-8, 1e-6, 1e-4, 0.01, 1, 100, 1e4, 1e6, 1e8}},
		{"empty range", 1, 1, nil},
		{"not positive", 0, 1, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := LogTicks(tt.lo, tt.hi)
			if diff := cmp.Diff(tt.want, got, cmpopts.EquateApprox(1e-12, 0)); diff != "" {
				t.Errorf("LogTicks(%g, %g) (-want +got):\n%s", tt.lo, tt.hi, diff)
			}
		})
	}
}

// mantissa returns v / 10^k for the decade k of v.
func mantissa(v float64) float64 { return v / pow10(1, decade(v)) }

// TestLogTicksProperties: for any positive range, the axis domain covers the data,
// its ends are 1-2-5 values, and its ticks are at least two, ascending, inside the
// domain, at 1-2-5 × 10^k (or integer mantissas on a narrow range).
func TestLogTicksProperties(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for i := range 2000 {
		lo := math.Pow(10, -7+14*r.Float64())
		hi := lo * math.Pow(10, 6*r.Float64())
		a := Axis{Scale: Log}
		dlo, dhi, ticks := a.domain([]float64{lo, hi})
		name := strconv.Itoa(i)
		require.LessOrEqual(t, dlo, lo, name)
		require.GreaterOrEqual(t, dhi, hi, name)
		for _, end := range []float64{dlo, dhi} {
			m := mantissa(end)
			require.Truef(t, near(m, 1) || near(m, 2) || near(m, 5), "%s: domain end %g is not 1-2-5", name, end)
		}
		require.GreaterOrEqualf(t, len(ticks), 2, "%s: [%g, %g] has ticks %v", name, dlo, dhi, ticks)
		require.LessOrEqual(t, len(ticks), 10, name)
		require.True(t, slices.IsSorted(ticks), name)
		for _, v := range ticks {
			require.GreaterOrEqual(t, v, dlo*(1-1e-9), name)
			require.LessOrEqual(t, v, dhi*(1+1e-9), name)
			m := mantissa(v)
			require.Truef(t, near(m, math.Round(m)), "%s: tick %g has mantissa %g", name, v, m)
		}
	}
}

func near(a, b float64) bool { return math.Abs(a-b) <= 1e-9*math.Max(1, math.Abs(b)) }

func TestLinearTicks(t *testing.T) {
	tests := []struct {
		name   string
		lo, hi float64
		n      int
		want   []float64
	}{
		{"share", 0, 1, 5, []float64{0, 0.2, 0.4, 0.6, 0.8, 1}},
		{"seconds", 0, 60, 5, []float64{0, 20, 40, 60}},
		{"negative", -5, 5, 5, []float64{-4, -2, 0, 2, 4}},
		{"offset", 3.3, 4.1, 4, []float64{3.4, 3.6, 3.8, 4}},
		{"empty", 1, 1, 5, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if diff := cmp.Diff(tt.want, LinearTicks(tt.lo, tt.hi, tt.n), cmpopts.EquateApprox(0, 1e-12)); diff != "" {
				t.Errorf("LinearTicks(%g, %g, %d) (-want +got):\n%s", tt.lo, tt.hi, tt.n, diff)
			}
		})
	}
}

// TestMappingMonotone: larger values land further right (x) and higher up (y, whose
// pixels grow downwards), on both scales, and the ends of the domain land on the
// ends of the plot.
func TestMappingMonotone(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for _, sc := range []Scale{Linear, Log} {
		t.Run(strconv.Itoa(int(sc)), func(t *testing.T) {
			for range 1000 {
				a := Axis{Scale: sc}
				v1, v2 := math.Pow(10, -3+6*r.Float64()), math.Pow(10, -3+6*r.Float64())
				if v1 == v2 {
					continue
				}
				lo, hi, _ := a.domain([]float64{v1, v2})
				x := newMapping(&a, lo, hi, 60, 624)
				y := newMapping(&a, lo, hi, 256, 30)
				small, big := math.Min(v1, v2), math.Max(v1, v2)
				require.LessOrEqual(t, x.at(small), x.at(big))
				require.GreaterOrEqual(t, y.at(small), y.at(big))
				assert.InDelta(t, 60, x.at(lo), 1e-9)
				assert.InDelta(t, 624, x.at(hi), 1e-9)
				assert.InDelta(t, 30, y.at(hi), 1e-9)
			}
		})
	}
}

func TestAxisDomain(t *testing.T) {
	tests := []struct {
		name           string
		axis           Axis
		vals           []float64
		wantLo, wantHi float64
	}{
		{"fixed", Axis{Min: 0, Max: 1}, []float64{0.3, 2}, 0, 1},
		{"from zero", Axis{FromZero: true}, []float64{3, 17}, 0, 20},
		{"one value", Axis{}, []float64{4}, 2, 6},
		{"nothing", Axis{}, nil, 0, 1},
		{"log one value", Axis{Scale: Log}, []float64{0.04}, 0.02, 0.1},
		{"log skips zero", Axis{Scale: Log}, []float64{0, 0.3, 7}, 0.2, 10},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			lo, hi, _ := tt.axis.domain(tt.vals)
			assert.InDelta(t, tt.wantLo, lo, 1e-12, "lo")
			assert.InDelta(t, tt.wantHi, hi, 1e-12, "hi")
		})
	}
}

func TestFormats(t *testing.T) {
	tests := []struct {
		name string
		f    func(float64) string
		v    float64
		want string
	}{
		{"ms", Seconds, 0.02, "20ms"},
		{"s", Seconds, 1.5, "1.5s"},
		{"µs", Seconds, 0.0005, "500µs"},
		{"rounds up a unit", Seconds, 0.9996, "1s"},
		{"zero", Seconds, 0, "0"},
		{"minutes stay seconds", Seconds, 120, "120s"},
		{"three digits", Seconds, 0.012345, "12.3ms"},
		{"percent", Percent, 0.95, "95%"},
		{"percent small", Percent, 0.001234, "0.123%"},
		{"number", Number, 0.30000000000000004, "0.3"},
		{"thousands", Number, 25000, "25k"},
		{"millions", Number, 2.5e6, "2.5M"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, tt.f(tt.v))
		})
	}
}

func TestECDF(t *testing.T) {
	tests := []struct {
		name  string
		xs    []float64
		limit int
		want  []Point
	}{
		{"empty", nil, 0, nil},
		{"sorted, from 0 to 1", []float64{3, 1, 2}, 0, []Point{{1, 0}, {1, 1.0 / 3}, {2, 2.0 / 3}, {3, 1}}},
		{"non-finite left out", []float64{math.Inf(1), 2, math.NaN()}, 0, []Point{{2, 0}, {2, 1}}},
		{"downsampled keeps ends", []float64{1, 2, 3, 4, 5, 6, 7, 8, 9, 10}, 4, []Point{{1, 0}, {1, 0.1}, {4, 0.4}, {7, 0.7}, {10, 1}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if diff := cmp.Diff(tt.want, ECDF(tt.xs, tt.limit), cmpopts.EquateApprox(0, 1e-12)); diff != "" {
				t.Errorf("ECDF (-want +got):\n%s", diff)
			}
		})
	}
}
