package sim

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestDemo is the simulator's end-to-end demo, run by `make accept` until the gate
// lands: the default H200 preset serves real HTTP on loopback at 10× speed, a client
// streams 8k-token prompts at concurrency 4 against a BF16 and an FP8 KV cache, and the
// log shows what each measured (rescaled to simulated time), what the engine says it
// emitted, and how /metrics moved.
func TestDemo(t *testing.T) {
	type result struct{ ttft, tpot, e2e float64 }
	run := func(dtype string) result {
		s := newSim(t, func(o *Options) {
			require.NoError(t, o.ParseSpec("preset=h200-llama8b,time_scale=10,kv_cache_dtype="+dtype, "demo"))
		})
		before := scrape(t, s)
		const conc, perClient, out = 4, 3, 120
		var mu sync.Mutex
		var ttfts, tpots, e2es []float64
		var wg sync.WaitGroup
		for c := range conc {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for i := range perClient {
					// ~8k tokens; each prompt distinct, so nothing is served from the cache.
					prompt := fmt.Sprintf("Ticket %d-%d. ", c, i) + strings.Repeat("The customer reports that the delivery is late again. ", 720)
					body, _ := json.Marshal(map[string]any{
						"model": "llama-3.1-8b-instruct", "prompt": prompt, "max_tokens": out, "ignore_eos": true,
						"stream": true, "stream_options": map[string]any{"include_usage": true},
					})
					m, err := measure(s, string(body))
					if !assert.NoError(t, err, "client %d request %d", c, i) {
						return
					}
					assert.Equal(t, out, m.tokens, "usage.completion_tokens")
					assert.Equal(t, out, m.events, "one token-bearing event per engine step")
					mu.Lock()
					if i > 0 { // the first request per client is warm-up
						ttfts = append(ttfts, m.ttft)
						tpots = append(tpots, (m.e2e-m.ttft)/float64(m.tokens-1))
						e2es = append(e2es, m.e2e)
					}
					mu.Unlock()
				}
			}()
		}
		wg.Wait()
		after := scrape(t, s)
		gen := after["vllm:generation_tokens_total"].value() - before["vllm:generation_tokens_total"].value()
		assert.Equal(t, float64(conc*perClient*out), gen, "vllm:generation_tokens_total delta")
		succ := after["vllm:request_success_total"].value("finished_reason", "length") - before["vllm:request_success_total"].value("finished_reason", "length")
		assert.Equal(t, float64(conc*perClient), succ, "vllm:request_success_total{finished_reason=\"length\"} delta")
		r := result{median(ttfts), median(tpots), median(e2es)}
		t.Logf("kv_cache_dtype=%-4s %d KV blocks: median TTFT %6.1f ms, TPOT %5.2f ms, E2E %6.0f ms (n=%d, simulated time); /metrics: +%.0f generation tokens, +%.0f requests",
			dtype, s.Engine().NumBlocks(), 1e3*r.ttft, 1e3*r.tpot, 1e3*r.e2e, len(ttfts), gen, succ)
		return r
	}
	bf, fp := run("auto"), run("fp8")
	t.Logf("fp8 vs auto: TTFT %+.1f%%, TPOT %+.1f%%, E2E %+.1f%% (the engine self-tests pin these directions in exact virtual time)",
		100*(fp.ttft/bf.ttft-1), 100*(fp.tpot/bf.tpot-1), 100*(fp.e2e/bf.e2e-1))
}

// measured is one streamed request as a vllm-bench-style client sees it, in simulated
// seconds (wall durations × the server's time scale).
type measured struct {
	ttft, e2e      float64
	tokens, events int
}

// measure streams one completion and times it the way `vllm bench serve` does: TTFT
// at the first event with choices, E2EL at the last one, tokens from the usage chunk.
func measure(s *Server, body string) (measured, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, s.URL()+"/v1/completions", strings.NewReader(body))
	if err != nil {
		return measured{}, err
	}
	start := time.Now()
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return measured{}, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != 200 {
		return measured{}, fmt.Errorf("status %d", resp.StatusCode)
	}
	var m measured
	var first, last time.Time
	sc := bufio.NewScanner(resp.Body)
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	done := false
	for sc.Scan() {
		line := sc.Text()
		if !strings.HasPrefix(line, "data: ") {
			continue
		}
		data := strings.TrimPrefix(line, "data: ")
		if data == "[DONE]" {
			done = true
			break
		}
		var c chunk
		if err := json.Unmarshal([]byte(data), &c); err != nil {
			return m, fmt.Errorf("bad chunk %q: %w", data, err)
		}
		if c.Error != nil {
			return m, fmt.Errorf("error event: %s", c.Error.Message)
		}
		if len(c.Choices) > 0 {
			now := time.Now()
			if first.IsZero() {
				first = now
			}
			last = now
			m.events++
		} else if c.Usage != nil {
			m.tokens = c.Usage.CompletionTokens
		}
	}
	if err := sc.Err(); err != nil {
		return m, err
	}
	if !done {
		return m, fmt.Errorf("stream ended without [DONE]")
	}
	k := s.Options().TimeScale
	m.ttft = first.Sub(start).Seconds() * k
	m.e2e = last.Sub(start).Seconds() * k
	return m, nil
}

func median(xs []float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	s := slices.Clone(xs)
	slices.Sort(s)
	if len(s)%2 == 1 {
		return s[len(s)/2]
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2
}
