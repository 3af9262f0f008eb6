package grade

import (
	"context"
	"fmt"
	"sync"
	"sync/atomic"
	"time"

	"github.com/infergate/infergate/internal/client"
	"github.com/infergate/infergate/internal/workload"
)

// LoadSpec is the background load of the under-load mode: a closed loop of
// Concurrency workers, each sending the next short-chat request of the workload
// corpus as soon as its last one ended, against the quality gate's own target.
type LoadSpec struct {
	// BaseURL, Model and APIKey are the target's, as the quality requests use them.
	BaseURL, Model, APIKey string
	// Concurrency is the number of requests kept in flight.
	Concurrency int
	// Corpus is the workload corpus directory (fixtures/workloads).
	Corpus string
}

// LoadRun is what the background load did, stored in the results file.
type LoadRun struct {
	// Concurrency is the number of requests it kept in flight; Workload describes
	// them.
	Concurrency int    `json:"concurrency"`
	Workload    string `json:"workload"`
	// Sent, OK and Failed count its requests (Sent = OK + Failed, those cut short
	// by the end of the load not counted).
	Sent   int `json:"sent"`
	OK     int `json:"ok"`
	Failed int `json:"failed"`
	// FirstError is the error of the first failed request, if any.
	FirstError string `json:"first_error,omitempty"`
}

// The background requests: short support chats of about 300 prompt tokens asking
// for 32 to 96 output tokens, at temperature 0 like the gate's own cells.
const (
	loadInputTokens  = 300
	loadOutputTokens = 64
	loadRequests     = 64 // distinct requests, sent round-robin
)

// Background is a running background load; build it with StartLoad, end it with Stop.
type Background struct {
	spec   LoadSpec
	cancel context.CancelFunc
	wg     sync.WaitGroup

	sent, ok, failed atomic.Int64
	mu               sync.Mutex
	firstErr         string
}

// StartLoad builds the background requests and starts the closed loop. It returns
// once every worker has sent its first request, so that a quality request asked
// right after runs beside the load. The load runs until Stop or until ctx ends.
func StartLoad(ctx context.Context, spec LoadSpec) (*Background, error) {
	if spec.Concurrency < 1 {
		return nil, fmt.Errorf("background load: concurrency %d: want at least 1", spec.Concurrency)
	}
	corpus, err := workload.Load(spec.Corpus)
	if err != nil {
		return nil, fmt.Errorf("background load: %w", err)
	}
	set, err := corpus.Build(workload.Spec{
		Kind:  workload.ShortChat,
		Input: workload.Dist{Mean: loadInputTokens, Spread: 0.2},
		// Lengths that vary keep the workers out of step: requests that all ended in
		// the same engine step would leave the server idle for a moment every round.
		Output:   workload.Dist{Mean: loadOutputTokens, Spread: 0.5},
		Requests: loadRequests,
		Seed:     1,
		Run:      "quality-load",
		Model:    spec.Model,
	}, workload.TokenEstimator{})
	if err != nil {
		return nil, fmt.Errorf("background load: %w", err)
	}
	cl, err := client.New(client.Config{BaseURL: spec.BaseURL, Model: spec.Model, APIKey: spec.APIKey, Timeout: 5 * time.Minute})
	if err != nil {
		return nil, fmt.Errorf("background load: %w", err)
	}
	ctx, cancel := context.WithCancel(ctx)
	l := &Background{spec: spec, cancel: cancel}
	started := make(chan struct{}, spec.Concurrency)
	for w := range spec.Concurrency {
		l.wg.Go(func() {
			defer cl.CloseIdleConnections()
			for i := w; ctx.Err() == nil; i += spec.Concurrency {
				if i == w {
					started <- struct{}{}
				}
				rec := cl.Do(ctx, set.Requests[i%len(set.Requests)])
				if ctx.Err() != nil {
					return // cut short by Stop: neither a success nor a failure
				}
				l.sent.Add(1)
				if rec.OK() {
					l.ok.Add(1)
					continue
				}
				l.failed.Add(1)
				l.mu.Lock()
				if l.firstErr == "" {
					l.firstErr = fmt.Sprintf("%s: %s", rec.Class, rec.Err)
				}
				l.mu.Unlock()
			}
		})
	}
	for range spec.Concurrency {
		select {
		case <-started:
		case <-ctx.Done():
		}
	}
	// Give the first requests a moment to reach the server's queue.
	select {
	case <-time.After(50 * time.Millisecond):
	case <-ctx.Done():
	}
	return l, nil
}

// Stop ends the load, waits for its workers and returns what it did.
func (l *Background) Stop() LoadRun {
	l.cancel()
	l.wg.Wait()
	l.mu.Lock()
	defer l.mu.Unlock()
	return LoadRun{
		Concurrency: l.spec.Concurrency,
		Workload:    fmt.Sprintf("closed loop of short-chat requests, about %d prompt and %d±50%% output tokens", loadInputTokens, loadOutputTokens),
		Sent:        int(l.sent.Load()),
		OK:          int(l.ok.Load()),
		Failed:      int(l.failed.Load()),
		FirstError:  l.firstErr,
	}
}
