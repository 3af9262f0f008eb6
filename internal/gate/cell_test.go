package gate

import (
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestFmtSeconds: the gate's log lines write seconds as the verdicts do, choosing
// the unit after rounding (0.9996 s once read "1e+03ms").
func TestFmtSeconds(t *testing.T) {
	tests := []struct {
		name string
		v    float64
		want string
	}{
		{"rounds up into seconds", 0.9996, "1s"},
		{"milliseconds", 0.0456, "45.6ms"},
		{"rounds up into milliseconds", 0.0009996, "1ms"},
		{"microseconds", 0.000412, "412µs"},
		{"seconds", 1.2345, "1.23s"},
		{"zero", 0, "0s"},
		{"not a number", math.NaN(), "n/a"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.want, fmtSeconds(tc.v))
		})
	}
}
