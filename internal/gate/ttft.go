package gate

import (
	"github.com/infergate/infergate/internal/loadgen"
	"github.com/infergate/infergate/internal/results"
	"github.com/infergate/infergate/internal/scrape"
	"github.com/infergate/infergate/internal/threshold"
)

// TTFTSplit decomposes the cell's client TTFT into vLLM's share and the front end's
// (scrape.TTFTSplit says what each figure is): each trial's TTFT samples against the
// server's view of that trial. It is computed from what the cell holds whenever it is
// asked, so a look, a merge of shards and the final judgement all read the same rule.
func (r *CellResult) TTFTSplit() scrape.TTFTSplit {
	return scrape.SplitTTFT(clientTTFTs(r.Trials), r.Server.Trials)
}

// clientTTFTs returns each trial's TTFT samples in simulated seconds: the requests that
// ended ok, as loadgen.Result.Samples counts them.
func clientTTFTs(trials []*loadgen.Result) [][]float64 {
	out := make([][]float64, len(trials))
	for i, t := range trials {
		k := t.Scale
		if k == 0 {
			k = 1
		}
		xs := []float64{}
		for j := range t.Records {
			if rec := &t.Records[j]; rec.OK() {
				xs = append(xs, rec.TTFT.Seconds()*k)
			}
		}
		out[i] = xs
	}
	return out
}

// observeOverhead is the observation behind ttft_overhead, which threshold.Check
// allows only as avg: the client's TTFT samples each less vLLM's mean TTFT over the
// same requests. No request's own front-end share is known (vLLM keeps only a
// histogram), but the mean of these samples is exactly client mean − engine mean,
// which is the figure avg judges. Unavailable, with the reason, whenever the split
// is (scrape.EngineShareUnavailable).
func (r *CellResult) observeOverhead() threshold.Observation {
	sp := r.TTFTSplit()
	if !sp.FrontEnd.OK {
		return threshold.Observation{Unavailable: sp.FrontEnd.Reason}
	}
	var xs []float64
	for _, t := range clientTTFTs(r.Trials) {
		for _, x := range t {
			xs = append(xs, x-sp.Engine.V)
		}
	}
	return threshold.Observation{Samples: xs}
}

// ttftSplitRecord is the split as the results file keeps it: seconds where a figure
// is available, the reason where it is not, never a zero in its place.
func ttftSplitRecord(sp scrape.TTFTSplit) *results.TTFTSplit {
	fig := func(v scrape.Value) (*float64, string) {
		if !v.OK {
			return nil, v.Reason
		}
		x := v.V
		return &x, ""
	}
	out := &results.TTFTSplit{Requests: sp.Requests}
	out.Client, out.ClientWhy = fig(sp.Client)
	out.Engine, out.EngineWhy = fig(sp.Engine)
	out.Queue, out.QueueWhy = fig(sp.Queue)
	out.Prefill, out.PrefillWhy = fig(sp.Prefill)
	out.FrontEnd, out.FrontEndWhy = fig(sp.FrontEnd)
	out.EngineP50, _ = fig(sp.EngineP50)
	out.EngineP95, _ = fig(sp.EngineP95)
	return out
}
