package words

import (
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestCount(t *testing.T) {
	tests := []struct {
		name string
		n    int
		want string
	}{
		{"one", 1, "1 cell"},
		{"none", 0, "0 cells"},
		{"several", 3, "3 cells"},
		{"thousands", 12345, "12,345 cells"},
		{"millions", 1234567, "1,234,567 cells"},
		{"negative", -1, "-1 cells"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.want, Count(tc.n, "cell", "cells"))
		})
	}
}

func TestPick(t *testing.T) {
	assert.Equal(t, "case", Pick(1, "case", "cases"))
	assert.Equal(t, "cases", Pick(0, "case", "cases"))
	assert.Equal(t, "cases", Pick(2, "case", "cases"))
}

func TestThousands(t *testing.T) {
	tests := []struct {
		n    int
		want string
	}{
		{0, "0"}, {999, "999"}, {1000, "1,000"}, {97200, "97,200"}, {-1234, "-1,234"},
		{-999, "-999"}, {math.MaxInt64, "9,223,372,036,854,775,807"}, {math.MinInt64, "-9,223,372,036,854,775,808"},
	}
	for _, tc := range tests {
		assert.Equal(t, tc.want, Thousands(tc.n), "%d", tc.n)
	}
}
