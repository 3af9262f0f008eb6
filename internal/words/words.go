package words

import "strconv"

// Count returns n and the noun that agrees with it, n grouped by thousands:
// Count(1, "cell", "cells") is "1 cell", Count(12345, "request", "requests") is
// "12,345 requests".
func Count(n int, one, many string) string {
	return Thousands(n) + " " + Pick(n, one, many)
}

// Pick returns one when n is 1 and many otherwise, for a sentence that writes the
// number itself ("%d %s").
func Pick(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// Thousands writes n with ',' between groups of three digits: 97200 → "97,200",
// -1234 → "-1,234".
func Thousands(n int) string {
	s := strconv.Itoa(n)
	neg := s[0] == '-'
	if neg {
		s = s[1:]
	}
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	if neg {
		return "-" + s
	}
	return s
}
