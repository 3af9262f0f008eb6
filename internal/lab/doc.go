// Package lab holds nothing itself: its subpackages are the instruments only tests
// and benchmarks use — wirebench, the external-server accuracy benchmark, and
// wakeup, the machine's goroutine wake-up lateness — kept apart from the packages
// the gate is built from, so that a reader of internal/ sees the gate's own first.
package lab
