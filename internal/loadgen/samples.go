package loadgen

import (
	"time"

	"github.com/infergate/infergate/internal/client"
)

// Samples are a run's measurements as flat series in simulated seconds (wall × Scale),
// ready for the stats package. Latency series hold successful requests only, as vllm
// bench serve's do; failures are counted by class.
type Samples struct {
	// From the actual send (vllm bench serve's definitions).
	TTFT, E2EL, TPOT []float64
	// ITL holds one gap per token-bearing event, pooled over requests; ITLPerToken
	// divides each gap by the tokens its event carried.
	ITL, ITLPerToken []float64
	// From the intended send: what a user who arrived on schedule waited, including
	// any time the generator or a concurrency cap held the request back.
	TTFTFromIntended, E2ELFromIntended []float64
	// QueueWait is actual − intended send per sent request; DispatchLag is the
	// generator's own lateness per sent request (excluding concurrency waits).
	QueueWait, DispatchLag []float64
	// Counts.
	Total, Succeeded, Dropped int
	ByClass                   map[client.Class]int
	// Tokens of successful requests: prompt tokens (usage, else the workload target)
	// and output tokens.
	InputTokens, OutputTokens int
	// EstimatedTokens counts successful requests whose output count came from events
	// rather than usage (the server sent no usage chunk).
	EstimatedTokens int
	// Duration is the measured span in simulated time.
	Duration time.Duration
}

// Samples flattens the run's records.
func (r *Result) Samples() Samples {
	k := r.Scale
	if k == 0 {
		k = 1
	}
	sec := func(d time.Duration) float64 { return d.Seconds() * k }
	s := Samples{ByClass: map[client.Class]int{}, Dropped: r.Dropped, Duration: r.Duration(), Total: len(r.Records)}
	for i := range r.Records {
		rec := &r.Records[i]
		s.ByClass[rec.Class]++
		if r.Sent[i] {
			s.QueueWait = append(s.QueueWait, sec(rec.QueueWait()))
			s.DispatchLag = append(s.DispatchLag, sec(r.Lag[i]))
		}
		if !rec.OK() {
			continue
		}
		s.Succeeded++
		s.TTFT = append(s.TTFT, sec(rec.TTFT))
		s.E2EL = append(s.E2EL, sec(rec.E2EL))
		wait := rec.QueueWait()
		s.TTFTFromIntended = append(s.TTFTFromIntended, sec(rec.TTFT+wait))
		s.E2ELFromIntended = append(s.E2ELFromIntended, sec(rec.E2EL+wait))
		if tpot, ok := rec.TPOT(); ok {
			s.TPOT = append(s.TPOT, sec(tpot))
		}
		for j := 1; j < len(rec.Events); j++ {
			gap := sec(rec.Events[j].At.Sub(rec.Events[j-1].At))
			s.ITL = append(s.ITL, gap)
			s.ITLPerToken = append(s.ITLPerToken, gap/float64(max(rec.Events[j].Tokens, 1)))
		}
		in := rec.PromptTokens
		if !rec.HasUsage {
			in = rec.InputTokens
		}
		s.InputTokens += in
		s.OutputTokens += rec.OutputTokens
		if rec.TokensEstimated && !rec.HasUsage {
			s.EstimatedTokens++
		}
	}
	return s
}
