package report

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/infergate/infergate/internal/results"
)

// ttftSplitNote explains the TTFT table: what each column is and how it was had.
const ttftSplitNote = "Means over each cell's requests that ended ok, in simulated time. Client TTFT is from the send; " +
	"engine TTFT is vLLM's, from when its front end received the request (Δsum/Δcount of vllm:time_to_first_token_seconds " +
	"over the cell), with its queue and prefill phases where the server exports them; the front end's share is the " +
	"difference: network, gateway, tokenisation and queueing in front of vLLM (the plan's ttft_overhead). " +
	"Engine p95≈ is interpolated from the histogram's buckets as PromQL's histogram_quantile does, so it is " +
	"only as fine as the bucket it falls in."

// ttftSplit writes the per-cell TTFT decomposition, when any cell of the file has one,
// and then why it is unavailable for the cells where it is.
func (w *runWriter) ttftSplit() {
	t := newTable("cell", "requests", "client TTFT", "engine TTFT", "queue", "prefill", "front end", "engine p95≈").
		alignRight(1, 2, 3, 4, 5, 6, 7)
	var why []string
	for i := range w.r.Cells {
		c := &w.r.Cells[i]
		sp := c.TTFTSplit
		if sp == nil {
			continue
		}
		t.row(c.Name, strconv.Itoa(sp.Requests), fmtSecondsPtr(sp.Client), fmtSecondsPtr(sp.Engine),
			fmtSecondsPtr(sp.Queue), fmtSecondsPtr(sp.Prefill), fmtSecondsPtr(sp.FrontEnd), fmtSecondsPtr(sp.EngineP95))
		if r := splitWhy(sp); r != "" {
			why = append(why, fmt.Sprintf("- %s: %s", c.Name, r))
		}
	}
	if t.len() == 0 {
		return
	}
	w.printf("### TTFT: engine and front end\n\n")
	w.b.WriteString(t.String())
	w.printf("\n%s\n\n", ttftSplitNote)
	if len(why) > 0 {
		w.printf("n/a:\n\n%s\n\n", strings.Join(why, "\n"))
	}
}

// splitWhy says why a split lacks its front end's share (or the client's mean), or "".
func splitWhy(sp *results.TTFTSplit) string {
	switch {
	case sp.FrontEnd != nil:
		return ""
	case sp.EngineWhy != "":
		return sp.EngineWhy
	case sp.ClientWhy != "":
		return sp.ClientWhy
	}
	return sp.FrontEndWhy
}

// ttftSplitText is a cell's split on one line for the HTML report's facts:
// "52ms = engine 21.4ms (queue 1.2ms, prefill 18ms) + front end 30.6ms", or why the
// engine's share is unavailable; "" for a file without the split.
func ttftSplitText(c *results.Cell) string {
	sp := c.TTFTSplit
	if sp == nil {
		return ""
	}
	if r := splitWhy(sp); r != "" {
		return "client " + fmtSecondsPtr(sp.Client) + "; " + r
	}
	var parts []string
	if sp.Queue != nil {
		parts = append(parts, "queue "+fmtSecondsPtr(sp.Queue))
	}
	if sp.Prefill != nil {
		parts = append(parts, "prefill "+fmtSecondsPtr(sp.Prefill))
	}
	engine := "engine " + fmtSecondsPtr(sp.Engine)
	if len(parts) > 0 {
		engine += " (" + strings.Join(parts, ", ") + ")"
	}
	return fmt.Sprintf("client %s = %s + front end %s, means of %d requests", fmtSecondsPtr(sp.Client), engine, fmtSecondsPtr(sp.FrontEnd), sp.Requests)
}

// fmtSecondsPtr is fmtDuration of a figure that may be absent (n/a).
func fmtSecondsPtr(x *float64) string {
	if x == nil {
		return notAvail
	}
	return fmtDuration(*x)
}
