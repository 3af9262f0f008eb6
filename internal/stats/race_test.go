//go:build race

package stats

// raceEnabled is set under the race detector, which slows the sequential study
// tenfold: make test runs it in full without the detector, in its own step.
const raceEnabled = true
