package gate

import (
	"fmt"
	"math"
	"strings"

	"github.com/infergate/infergate/internal/client"
	"github.com/infergate/infergate/internal/loadgen"
	"github.com/infergate/infergate/internal/threshold"
)

// Every request of a cell ends in exactly one of the client's classes, and the gate
// checks that in every cell of every run, not only in tests: a request that vanished,
// appeared twice or ended in no class would make every rate and percentile of the cell
// wrong without a trace. What is sent = succeeded + failed + timed out + dropped, each
// request once.

// knownClasses are the ways a request can end (client.Class).
var knownClasses = map[client.Class]bool{
	client.OK: true, client.HTTPError: true, client.Transport: true, client.Midstream: true,
	client.Truncated: true, client.Malformed: true, client.Timeout: true, client.Canceled: true,
}

// conservation checks one trial's result against the requests it was given and
// returns what does not add up, naming the requests (nil when everything does).
func conservation(trial int, reqs []client.Request, run *loadgen.Result) []string {
	var out []string
	want := len(reqs)
	if run.Stopped {
		want = min(want, len(run.Records)) // a sequential stop sends a prefix of reqs
	}
	if len(run.Records) != want || len(run.Sent) != len(run.Records) || len(run.Lag) != len(run.Records) {
		out = append(out, fmt.Sprintf("trial %d: %d requests planned, %d records, %d sent flags, %d lags", trial+1, want, len(run.Records), len(run.Sent), len(run.Lag)))
	}
	seen := map[string]int{}
	var swapped, dup, unclassed, unsent []string
	for i, rec := range run.Records {
		if i < len(reqs) && rec.ID != reqs[i].ID {
			swapped = append(swapped, fmt.Sprintf("%s in the place of %s", orEmpty(rec.ID), reqs[i].ID))
		}
		seen[rec.ID]++
		if seen[rec.ID] == 2 {
			dup = append(dup, rec.ID)
		}
		if !knownClasses[rec.Class] {
			unclassed = append(unclassed, fmt.Sprintf("%s (%q)", orEmpty(rec.ID), rec.Class))
		}
		if i < len(run.Sent) && !run.Sent[i] && rec.Class != client.Canceled {
			unsent = append(unsent, fmt.Sprintf("%s (%s)", orEmpty(rec.ID), rec.Class))
		}
	}
	for _, v := range []struct {
		what string
		ids  []string
	}{
		{"records out of place", swapped}, {"requests counted twice", dup},
		{"requests that ended in no known class", unclassed}, {"requests never sent but classed as answered", unsent},
	} {
		if len(v.ids) > 0 {
			out = append(out, fmt.Sprintf("trial %d: %d %s: %s", trial+1, len(v.ids), v.what, firstFew(v.ids)))
		}
	}
	s := run.Samples()
	sum := 0
	for _, n := range s.ByClass {
		sum += n
	}
	if sum != s.Total || s.Dropped > s.ByClass[client.Canceled] {
		out = append(out, fmt.Sprintf("trial %d: %d requests but %d by class, %d dropped of %d canceled", trial+1, s.Total, sum, s.Dropped, s.ByClass[client.Canceled]))
	}
	return out
}

func orEmpty(id string) string {
	if id == "" {
		return "(no id)"
	}
	return id
}

func firstFew(ids []string) string {
	const n = 10
	if len(ids) <= n {
		return strings.Join(ids, ", ")
	}
	return strings.Join(ids[:n], ", ") + fmt.Sprintf(" and %d more", len(ids)-n)
}

// conservationJudgement is the FAIL that a conservation violation adds to a cell.
// It reads as the check "conservation <= 0" on the number of problems found.
func conservationJudgement(problems []string) Judgement {
	e, _ := threshold.Parse("<= 0")
	msg := "conservation <= 0: FAIL — sent ≠ succeeded + failed + timed out + dropped, each once: " + strings.Join(problems, "; ")
	return Judgement{Verdict: threshold.Verdict{Metric: "conservation", Expr: e, Status: threshold.Fail, Message: msg,
		Value: float64(len(problems)), Lo: math.NaN(), Hi: math.NaN()}, Pos: "the gate's own accounting"}
}
