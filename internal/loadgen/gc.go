package loadgen

import (
	"os"
	"runtime"
	"runtime/debug"
	"sync"
)

// DefaultGCPercent is the garbage collector's target (GOGC) while a run measures,
// unless Config.GCPercent says otherwise.
//
// A collection cycle in the generator's process is a stall of its readers: with the
// default GOGC of 100, a run of 1,024 streams on two cores collects every second or
// two, each cycle lasting 40–60 ms, most of it goroutines made to assist the marking
// instead of reading. A response whose first bytes arrive in such a cycle is read late
// and, when its next token arrived meanwhile, is read in one piece with it, so the
// kernel's receive time of that read (the latest segment's) is the later token's: its
// TTFT is a whole token gap late. At 800 the heap may grow to nine times what is live
// before a cycle starts, which for a generator's few tens of megabytes is nothing, and
// a run of seconds to minutes sees few cycles or none. (Measured on the external-server
// benchmark, 1,024 Poisson streams: the gate's TTFT error p99 70 ms at GOGC=100, 0.3 ms
// at 800; the numbers are in BENCHMARKS.md.)
const DefaultGCPercent = 800

// gcHold is the process-wide state of the runs that hold the collector back: the
// setting belongs to the process, so concurrent runs share one hold, and the last to
// end restores what was there before the first began.
var gcHold struct {
	sync.Mutex
	runs int
	prev int
	set  bool
}

// holdGC raises the collector's target to percent (0: DefaultGCPercent) for the
// measurement of a run and returns the function that ends the hold. The first hold
// also collects once, so that the measurement starts with the heap at its smallest and
// its whole headroom ahead of it; that collection happens before the schedule's zero.
// GOGC in the environment is the user's choice and is never overridden, nor is a
// setting already higher (or off); a negative percent leaves the runtime alone.
func holdGC(percent int) (release func()) {
	if percent < 0 || os.Getenv("GOGC") != "" {
		return func() {}
	}
	if percent == 0 {
		percent = DefaultGCPercent
	}
	gcHold.Lock()
	defer gcHold.Unlock()
	gcHold.runs++
	if gcHold.runs == 1 {
		runtime.GC()
		gcHold.prev = debug.SetGCPercent(percent)
		gcHold.set = true
		if gcHold.prev < 0 || gcHold.prev >= percent {
			debug.SetGCPercent(gcHold.prev)
			gcHold.set = false
		}
	}
	return sync.OnceFunc(func() {
		gcHold.Lock()
		defer gcHold.Unlock()
		gcHold.runs--
		if gcHold.runs == 0 && gcHold.set {
			debug.SetGCPercent(gcHold.prev)
			gcHold.set = false
		}
	})
}
