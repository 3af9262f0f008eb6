package sim

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"net/http"
	"sort"
	"strconv"
	"sync"
	"testing"
	"time"
)

// BenchmarkServerStreams finds how many concurrent streams the simulator sustains on
// this machine: N clients in the same process each stream one 100-token completion
// from the default H200 preset, in real time and then faster (scale k multiplies the
// event rate the model asks for). The server keeps up when its engine
// stays on the modelled step cadence (resyncs: steps that started more than
// engine.MaxLag behind the wall clock, as a share of all steps) and every stream
// completes. The client reads raw SSE lines and does nothing else, so most of the CPU
// is the server's.
func BenchmarkServerStreams(b *testing.B) {
	for _, tc := range []struct {
		n     int
		scale string
	}{{256, "1"}, {1024, "1"}, {2048, "1"}, {1024, "2"}, {1024, "4"}, {1024, "8"}} {
		n := tc.n
		b.Run("streams="+strconv.Itoa(n)+"/scale="+tc.scale, func(b *testing.B) {
			s := newSim(b, func(o *Options) {
				if err := o.ParseSpec("preset=h200-llama8b,time_scale="+tc.scale, "bench"); err != nil {
					b.Fatal(err)
				}
			})
			client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: n, MaxConnsPerHost: 0}}
			b.Cleanup(client.CloseIdleConnections)
			body := []byte(`{"model":"llama-3.1-8b-instruct","prompt":"Hello there","max_tokens":100,"ignore_eos":true,"stream":true}`)
			var events, failed int64
			var gaps []float64
			steps0, resyncs0 := s.Engine().Steps(), s.Engine().Resyncs()
			start := time.Now()
			for range b.N {
				var mu sync.Mutex
				var wg sync.WaitGroup
				for range n {
					wg.Add(1)
					go func() {
						defer wg.Done()
						evs, g, err := rawStream(client, s.URL()+"/v1/completions", body)
						mu.Lock()
						defer mu.Unlock()
						events += int64(evs)
						gaps = append(gaps, g...)
						if err != nil {
							failed++
						}
					}()
				}
				wg.Wait()
			}
			wall := time.Since(start)
			steps, resyncs := s.Engine().Steps()-steps0, s.Engine().Resyncs()-resyncs0
			sort.Float64s(gaps)
			b.ReportMetric(float64(events)/wall.Seconds(), "events/s")
			b.ReportMetric(100*float64(resyncs)/float64(max(steps, 1)), "resync%")
			b.ReportMetric(float64(failed), "failed")
			if len(gaps) > 0 {
				b.ReportMetric(1e3*gaps[len(gaps)/2], "gap-p50-ms")
				b.ReportMetric(1e3*gaps[len(gaps)*99/100], "gap-p99-ms")
			}
			b.ReportMetric(float64(steps)/wall.Seconds(), "steps/s")
		})
	}
}

// rawStream reads one SSE response and returns the number of token events and the wall
// gaps between them.
func rawStream(c *http.Client, url string, body []byte) (int, []float64, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, url, bytes.NewReader(body))
	if err != nil {
		return 0, nil, err
	}
	resp, err := c.Do(req)
	if err != nil {
		return 0, nil, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != 200 {
		return 0, nil, fmt.Errorf("status %d", resp.StatusCode)
	}
	sc := bufio.NewScanner(resp.Body)
	var n int
	var gaps []float64
	var last time.Time
	for sc.Scan() {
		line := sc.Bytes()
		if !bytes.HasPrefix(line, []byte("data: {")) {
			continue
		}
		now := time.Now()
		if n > 0 {
			gaps = append(gaps, now.Sub(last).Seconds())
		}
		last = now
		n++
	}
	return n, gaps, sc.Err()
}
