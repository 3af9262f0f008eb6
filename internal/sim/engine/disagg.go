package engine

import (
	"slices"
	"time"
)

// Prefill/decode disaggregation (vLLM's disaggregated prefilling, DistServe): prompts
// are prefilled on a separate instance with the same GPU and cost model, one at a
// time in arrival order, each in chunks of max_num_batched_tokens, and their KV cache
// (prompt tokens × KV bytes per token) then crosses a link of pd_disagg_gbps Gbit/s.
// Only then does the request join this (decode) instance's waiting queue, with its
// prompt already computed but the last token, whose logits the first step here
// recomputes. So TTFT gains the transfer and a decode step, and inter-token
// latency no longer pays for other requests' prefills: the decode instance's steps
// carry no prompt chunks.
//
// Calibration: DistServe (Zhong et al., OSDI 2024, §3.3) sizes the transfer: the KV
// cache of one 512-token OPT-66B request is about 1.13 GB, which at 10 requests/s
// needs 90 Gbps for the transfer to stay hidden; vLLM's disaggregated-prefill
// documentation (docs.vllm.ai, features/disagg_prefill) gives its purpose as
// "controlling tail ITL" (and notes that it does not improve throughput). The
// disaggregation test shows the TTFT cost of a 1.07 GB prompt at 90 Gbps against
// DistServe's ≈ 100 ms for 1.13 GB, and the ITL p99 with and without prefill
// interference. The prefill instance keeps no prefix cache and batches no
// prompts together, the transfer does not compete with other transfers, and a
// request on the prefill instance does not count as waiting here (the decode
// instance does not see it yet).

// disaggregated reports whether prompts are prefilled on another instance.
func (c *Config) disaggregated() bool { return c.PDTransferGbps > 0 }

// transferTime is the time to move the KV cache of a prompt of n tokens to this
// instance.
func (c *Config) transferTime(n int) time.Duration {
	bytes := float64(n) * c.kvBytesPerToken()
	return time.Duration(bytes * 8 / (c.PDTransferGbps * 1e9) * 1e9)
}

// remotePrefill is the time the prefill instance takes for a prompt of n tokens.
func (c *Config) remotePrefill(n int) time.Duration {
	var d time.Duration
	for p := 0; p < n; {
		ch := min(n-p, c.MaxNumBatchedTokens)
		d += c.stepTime(StepShape{Seqs: 1, Tokens: ch, PrefillWork: float64(ch) * (float64(p) + float64(ch)/2)})
		p += ch
	}
	return d
}

// prefillRemotely queues s on the prefill instance, arriving at arrival, and holds it
// until its KV cache has arrived here.
func (c *Core) prefillRemotely(s *seq, arrival time.Duration) {
	start := max(arrival, c.pfFree)
	c.pfFree = start + c.cfg.remotePrefill(s.promptLen)
	s.ready = c.pfFree + c.cfg.transferTime(s.promptLen)
	s.remoteKV = s.promptLen - 1
	i, _ := slices.BinarySearchFunc(c.remote, s.ready, func(x *seq, t time.Duration) int {
		if x.ready <= t {
			return -1
		}
		return 1
	})
	c.remote = slices.Insert(c.remote, i, s)
}

// admitRemote moves the requests whose KV cache has arrived to the waiting queue.
func (c *Core) admitRemote() {
	n := 0
	for n < len(c.remote) && c.remote[n].ready <= c.now {
		n++
	}
	if n == 0 {
		return
	}
	c.waiting = append(c.waiting, c.remote[:n]...)
	c.remote = slices.Delete(c.remote, 0, n)
}
