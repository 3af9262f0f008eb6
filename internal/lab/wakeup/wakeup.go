package wakeup

import (
	"slices"
	"sync"
	"time"
)

// interval is the probe's sleep: short enough to sample the noise often, long
// enough that the probe itself takes a negligible share of a core.
const interval = time.Millisecond

// Probe samples wake-up lateness in the background until Stop.
type Probe struct {
	stop     chan struct{}
	done     sync.WaitGroup
	lateness []time.Duration
}

// Start begins sampling. The caller must call Stop.
func Start() *Probe {
	p := &Probe{stop: make(chan struct{})}
	p.done.Go(p.loop)
	return p
}

func (p *Probe) loop() {
	t := time.NewTimer(interval)
	defer t.Stop()
	for {
		asked := time.Now().Add(interval)
		t.Reset(interval)
		select {
		case <-p.stop:
			return
		case <-t.C:
			// When this goroutine runs again, not when the timer fired: the wait for a
			// core is what the probe is for.
			p.lateness = append(p.lateness, max(time.Since(asked), 0))
		}
	}
}

// Stop ends sampling and returns the lateness of every sleep, sorted.
func (p *Probe) Stop() []time.Duration {
	close(p.stop)
	p.done.Wait()
	slices.Sort(p.lateness)
	return p.lateness
}

// Quantile returns the nearest-rank q-quantile of sorted lateness, 0 when there is
// none.
func Quantile(sorted []time.Duration, q float64) time.Duration {
	if len(sorted) == 0 {
		return 0
	}
	return sorted[int(q*float64(len(sorted)-1))]
}
