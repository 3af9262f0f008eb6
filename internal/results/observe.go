package results

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/infergate/infergate/internal/threshold"
)

// The metrics a results file can give back, and from where:
//
//   - latencies from the per-request records: ttft, e2el and tpot (requests that
//     ended ok; tpot = (e2el − ttft)/(output_tokens − 1) when there is more than one
//     output token), ttfo (requests that ended ok with answer text; unavailable when
//     none has one, as in files written before ttfo was kept), ttft_from_intended and
//     e2el_from_intended (the same plus the record's queue wait), queue_wait (every
//     sent request);
//   - every other metric from the cell's summary, rates in their canonical unit
//     (goodput_rph is goodput_rps: the same measure, shown per hour).
//
// itl, itl_per_token and dispatch_lag are per event or per arrival and are not kept
// per request, and ttft_overhead has no per-request figure at all (Cell.TTFTSplit
// holds its means), so they cannot be compared against a baseline; a plan that asks
// for it is refused when it is read (see Comparable).

// summaryName maps a metric to the summary entry that stores it.
var summaryName = map[string]string{"goodput_rph": "goodput_rps"}

// notKept says why a metric cannot be read back from a results file.
var notKept = map[string]string{
	"itl":           "results files keep per-request figures, not every inter-token gap",
	"itl_per_token": "results files keep per-request figures, not every inter-token gap",
	"dispatch_lag":  "results files do not keep the generator's dispatch lag per request",
	"ttft_overhead": "the front end's share of TTFT is a difference of two means (the client's and vLLM's histogram's), " +
		"with no per-request figure to draw a change's interval from; gate it in each run instead, e.g. ttft_overhead: [\"avg < 50ms\"]",
}

// Comparable reports whether a results file keeps what a compare gate on metric
// needs, and if not, why.
func Comparable(metric string) (bool, string) {
	if why, ok := notKept[metric]; ok {
		return false, why
	}
	_, ok := threshold.Lookup(metric)
	return ok, "not a metric"
}

// ComparableNames lists the metrics Comparable accepts, sorted.
func ComparableNames() []string {
	var out []string
	for _, n := range threshold.Names() {
		if ok, _ := Comparable(n); ok {
			out = append(out, n)
		}
	}
	return out
}

// Observe rebuilds from a stored cell the observation a threshold judges: the
// samples of a latency metric from the records, the value of any other metric from
// the summary. A metric the file does not hold is Unavailable with the reason, never
// a zero. The gate judges its compare gates through Observe on both sides, so a
// comparison of two results files gives the verdicts the run printed.
//
// A latency's samples come with their schedule positions (Observation.Pos): the
// record that gave a sample is request k of its trial's schedule when it is the k-th
// record of that trial in c.Records (records are stored in schedule order, trials one
// after the other), and its position is Position(trial, k). Two runs that sent the
// same requests on the same schedule can so be paired request by request; a caller
// that compares unpaired runs clears Pos.
func Observe(c *Cell, m threshold.Metric) threshold.Observation {
	if ok, why := Comparable(m.Name); !ok {
		return threshold.Observation{Unavailable: fmt.Sprintf("%s cannot be read back from a results file: %s", m.Name, why)}
	}
	if c.Invalid != "" {
		return threshold.Observation{Invalid: c.Invalid}
	}
	if m.Name == "ttft_later_turns" && c.Sessions == 0 {
		return threshold.Observation{Unavailable: fmt.Sprintf("cell %s is not a session workload: only a session's later turns carry history", c.Name)}
	}
	if m.Kind == threshold.Latency {
		xs, pos := []float64{}, []int{}
		noTTFO := 0           // successful requests without a first output token
		next := map[int]int{} // each trial's records so far
		for _, r := range c.Records {
			key := Position(r.Trial, next[r.Trial])
			next[r.Trial]++
			add := func(x float64) { xs, pos = append(xs, x), append(pos, key) }
			if m.Name == "queue_wait" {
				if !r.Unsent() {
					add(r.QueueWait)
				}
				continue
			}
			if r.Class != "ok" {
				continue
			}
			switch m.Name {
			case "ttft":
				add(r.TTFT)
			case "ttfo":
				if r.TTFO > 0 {
					add(r.TTFO)
				} else {
					noTTFO++
				}
			case "e2el":
				add(r.E2EL)
			case "tpot":
				if r.OutputTokens > 1 {
					add((r.E2EL - r.TTFT) / float64(r.OutputTokens-1))
				}
			case "ttft_from_intended":
				add(r.TTFT + r.QueueWait)
			case "ttft_later_turns":
				if r.Turn >= 2 {
					add(r.TTFT)
				}
			case "e2el_from_intended":
				add(r.E2EL + r.QueueWait)
			}
		}
		if m.Name == "ttfo" && len(xs) == 0 && noTTFO > 0 {
			return threshold.Observation{Unavailable: fmt.Sprintf("cell %s keeps no ttfo: none of its successful requests has a first output token (a reasoning model that only thought, or a file written before ttfo was kept)", c.Name)}
		}
		return threshold.Observation{Samples: xs, Pos: pos}
	}
	name := m.Name
	if s, ok := summaryName[name]; ok {
		name = s
	}
	st, ok := c.Summary[name]
	if !ok {
		have := slices.Sorted(maps.Keys(c.Summary))
		return threshold.Observation{Unavailable: fmt.Sprintf("cell %s has no %s (it has %s)", c.Name, name, strings.Join(have, ", "))}
	}
	return threshold.Observation{Value: st.Value, N: st.N}
}

// Position is the schedule position Observe gives request k of trial's schedule:
// trial<<32 | k, which orders positions by trial, then by request.
func Position(trial, k int) int { return trial<<32 | k }
