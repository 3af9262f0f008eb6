package metrics

import (
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestPyFloat pins the label spelling of floats against what CPython's str() prints.
func TestPyFloat(t *testing.T) {
	tests := []struct {
		name string
		in   float64
		want string
	}{
		{"fraction", 0.9, "0.9"},
		{"integral", 1, "1.0"},
		{"zero", 0, "0.0"},
		{"shortest-round-trip", 0.95, "0.95"},
		{"small-uses-exponent", 1e-5, "1e-05"},
		{"smallest-plain", 1e-4, "0.0001"},
		{"large-plain", 1e15, "1000000000000000.0"},
		{"large-uses-exponent", 1.5e16, "1.5e+16"},
		{"nan", math.NaN(), "nan"},
		{"inf", math.Inf(1), "inf"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, pyFloat(tt.in), "pyFloat(%v)", tt.in)
		})
	}
}
