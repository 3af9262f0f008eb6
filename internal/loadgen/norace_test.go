//go:build !race

package loadgen_test

// raceEnabled is set under the race detector, which slows every goroutine (the
// simulator's included) several-fold: timing bounds are not meaningful there.
const raceEnabled = false
