//go:build race

package wirebench

// raceEnabled is set under the race detector, which slows every goroutine several-fold:
// timing bounds are not meaningful there.
const raceEnabled = true
