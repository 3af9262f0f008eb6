package scrape

import (
	"context"
	"fmt"
	"maps"
	"sync"
	"time"
)

// DefaultSampleEvery is the sampling interval Sample uses when given a non-positive one.
const DefaultSampleEvery = time.Second

// StopGrace is how long Sampling.Stop lets a scrape in flight finish (and count) before
// canceling it.
const StopGrace = time.Second

// Sampling polls gauges during a cell and keeps each one's maximum. It is made by
// Scraper.Sample and owns one goroutine, which ends when the context given to Sample ends
// or when Stop is called.
type Sampling struct {
	cancel context.CancelFunc
	stop   chan struct{} // closed by Stop: no new scrape
	done   chan struct{} // closed by the goroutine when it returns
	once   sync.Once
	result map[string]Value

	// Set by Sample, then read-only.
	names []string
	where string
	match map[string]string

	// Written by the goroutine only, read by Stop after done is closed.
	samples    int                        // successful scrapes
	lastErr    error                      // last failed scrape, if any
	max        map[string]float64         // per name, over successful reads
	seen       map[string]int             // per name, successful reads
	lastMiss   map[string]string          // per name, reason of the last failed read
	found      map[string]string          // per name, the name it was last read under
	perProcess map[string]bool            // per name, whether per-process series were combined
	trackers   map[string]*processTracker // per name
	readMatch  map[string]string          // the matcher of the last read, after model resolution
	mapped     string                     // Source suffix when the model was read under another model_name
}

// Sample starts polling the gauges names every interval (DefaultSampleEvery when every ≤ 0),
// scraping once immediately and then on every tick, and keeps each gauge's maximum over
// time. At each scrape a gauge is read as follows, so that one figure means the same on
// every vLLM version and deployment shape:
//   - under the newest of its Alternatives the scrape exports (vllm:gpu_cache_usage_perc
//     before vLLM 0.9.2);
//   - over its series matching match (nil matches all); when match names a model_name
//     without series and the server exports exactly one, that one's (see Summarize);
//   - per engine, per-process series (label pid, several API server processes) reduced
//     to the one that changed most recently during the sampling (see the package doc);
//   - across engines by GaugeAggregation: summed, except a fraction (a name ending in
//     "_perc"), whose largest engine is taken.
//
// A scrape in flight when Stop is called may finish and count, for up to StopGrace; then
// it is canceled and does not. Choose every well below the cell's duration: a cell
// shorter than every is sampled once, at its start.
func (s *Scraper) Sample(ctx context.Context, every time.Duration, match map[string]string, names ...string) *Sampling {
	if every <= 0 {
		every = DefaultSampleEvery
	}
	ctx, cancel := context.WithCancel(ctx)
	sm := &Sampling{
		cancel:     cancel,
		stop:       make(chan struct{}),
		done:       make(chan struct{}),
		names:      append([]string(nil), names...),
		where:      s.where(),
		match:      maps.Clone(match),
		max:        map[string]float64{},
		seen:       map[string]int{},
		lastMiss:   map[string]string{},
		found:      map[string]string{},
		perProcess: map[string]bool{},
		trackers:   map[string]*processTracker{},
		readMatch:  maps.Clone(match),
	}
	go sm.run(ctx, s, every)
	return sm
}

func (sm *Sampling) run(ctx context.Context, s *Scraper, every time.Duration) {
	defer close(sm.done)
	t := time.NewTicker(every)
	defer t.Stop()
	for {
		select { // checked first: a tick must not start a scrape after Stop
		case <-ctx.Done():
			return
		case <-sm.stop:
			return
		default:
		}
		sm.sample(ctx, s)
		select {
		case <-ctx.Done():
			return
		case <-sm.stop:
			return
		case <-t.C:
		}
	}
}

func (sm *Sampling) sample(ctx context.Context, s *Scraper) {
	snap, err := s.Snapshot(ctx)
	if ctx.Err() != nil {
		return // canceled mid-scrape: neither a sample nor a failure
	}
	if err != nil {
		sm.lastErr = err
		return
	}
	sm.samples++
	mc := snap.chooseModel(sm.match)
	sm.readMatch, sm.mapped = mc.match, mc.mappedSuffix(sm.match[LabelModel])
	for _, name := range sm.names {
		found := snap.Resolve(name, mc.match)
		ms, v, ok := snap.series(found, gaugeTypes, mc.match, "", true)
		if !ok {
			if note := snap.missingNote(name); note != "" && found == name {
				v.Reason += " (" + note + ")"
			}
			if mc.reason != "" {
				v.Reason += ": " + mc.reason
			}
			sm.lastMiss[name] = v.Reason
			continue
		}
		t := sm.trackers[name]
		if t == nil {
			t = newProcessTracker()
			sm.trackers[name] = t
		}
		val, perProcess, ok, reason := t.combine(found, sm.where, ms)
		if !ok {
			sm.lastMiss[name] = reason
			continue
		}
		sm.found[name] = found
		sm.perProcess[name] = sm.perProcess[name] || perProcess
		if sm.seen[name] == 0 || val > sm.max[name] {
			sm.max[name] = val
		}
		sm.seen[name]++
	}
}

// Stop ends the sampling, waits for its goroutine to return (letting a scrape in flight
// finish for up to StopGrace, then canceling it), and returns each gauge's
// maximum by name. A gauge is unavailable when no scrape succeeded (the reason is the last
// fetch error, which names the URL) or when it could not be read from any successful
// scrape (the reason says why, e.g. not exported). Stop may be called more than once and
// after the context ended; every call returns the same result.
func (sm *Sampling) Stop() map[string]Value {
	sm.once.Do(func() {
		close(sm.stop)
		grace := time.NewTimer(StopGrace)
		select {
		case <-sm.done:
		case <-grace.C:
			sm.cancel()
			<-sm.done
		}
		grace.Stop()
		sm.cancel()
		sm.result = make(map[string]Value, len(sm.names))
		for _, name := range sm.names {
			read := name
			if f, ok := sm.found[name]; ok {
				read = f
			}
			how := ""
			if sm.perProcess[name] {
				how = " (per engine, the API server process series that changed last)"
			}
			source := fmt.Sprintf("max of %s over %d samples at %s%s%s", selector(read, sm.readMatch), sm.seen[name], sm.where, how, sm.mapped)
			switch {
			case sm.seen[name] > 0:
				sm.result[name] = available(sm.max[name], source)
			case sm.samples == 0 && sm.lastErr != nil:
				sm.result[name] = unavailable(source, "metric %q not sampled: %v", name, sm.lastErr)
			case sm.samples == 0:
				sm.result[name] = unavailable(source, "metric %q not sampled: stopped before the first scrape of %s completed", name, sm.where)
			default:
				sm.result[name] = unavailable(source, "%s", sm.lastMiss[name])
			}
		}
	})
	out := make(map[string]Value, len(sm.result))
	for k, v := range sm.result {
		out[k] = v
	}
	return out
}
