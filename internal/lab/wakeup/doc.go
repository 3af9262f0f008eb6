// Package wakeup measures how late this process's goroutines wake up on the machine
// right now: the scheduling noise floor under which any timing in the process,
// the client's clock readings included, is taken.
//
// A Probe sleeps 1 ms at a time in its own goroutine and records how much later than
// asked each sleep ended. On an idle machine the lateness is tens of microseconds; with
// other processes keeping both cores busy it reaches several milliseconds at p99,
// because a runnable goroutine waits for the kernel to give its thread a core. A
// timing test that bounds a p99 can add the probe's p99 over the same window: the
// client cannot read an event sooner than the machine lets any goroutine run, and the
// medians, which a noisy neighbour barely moves, stay strict.
package wakeup
