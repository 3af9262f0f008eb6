package wirebench

import (
	"fmt"

	"github.com/infergate/infergate/internal/client"
)

// Errors is the comparison of one client's records with the server's truths, in
// milliseconds.
type Errors struct {
	// TTFT is, per request, the client's reading of the first event − the server's
	// emission of it: client TTFT − true TTFT measured from the same send instant.
	TTFT []float64
	// Read is, per event compared, the client's reading − the server's emission.
	Read []float64
	// Send is, per request, the server's receipt of the body − the client's Sent:
	// what sending costs before the server's clock starts (part of TTFT for the
	// client and for vllm bench serve alike, reported apart).
	Send []float64
	// Late is, per event compared, the server's emission − its schedule: how late the
	// server itself ran (context, not error).
	Late []float64
	// Requests and Events count what was compared.
	Requests, Events int
}

// Match compares recs with truths (by request ID). The first events of each record
// are compared with the first events of its truth, index by index: the gate's client
// records the events whose choices are not empty (the role chunk, the tokens and the
// finish chunk), which come first in the stream. Every record must have succeeded,
// have a truth without error and have exactly want events compared; a record that
// does not is an error (the benchmark's plumbing is broken), naming the first.
func Match(recs []client.Record, truths map[string]Truth, want func(client.Record) int) (Errors, error) {
	var e Errors
	for _, r := range recs {
		t, ok := truths[r.ID]
		switch {
		case r.Class != client.OK:
			return e, fmt.Errorf("wirebench: request %s ended %s: %s", r.ID, r.Class, r.Err)
		case !ok:
			return e, fmt.Errorf("wirebench: request %s: the server has no truth for it", r.ID)
		case t.Err != "":
			return e, fmt.Errorf("wirebench: request %s: the server says %s", r.ID, t.Err)
		}
		n := want(r)
		if n < 1 || len(r.Events) < n || len(t.Events) < n || len(t.Due) < n {
			return e, fmt.Errorf("wirebench: request %s: %d events read, %d written, want %d compared", r.ID, len(r.Events), len(t.Events), n)
		}
		e.Requests++
		e.Send = append(e.Send, ms(t.Recv-r.Sent.UnixNano()))
		e.TTFT = append(e.TTFT, ms(r.Events[0].At.UnixNano()-t.Events[0]))
		for i := range n {
			e.Read = append(e.Read, ms(r.Events[i].At.UnixNano()-t.Events[i]))
			e.Late = append(e.Late, ms(t.Events[i]-t.Due[i]))
		}
		e.Events += n
	}
	return e, nil
}

func ms(ns int64) float64 { return float64(ns) / 1e6 }
