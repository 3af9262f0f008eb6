package gate

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/infergate/infergate/internal/plan"
)

// Shard is this process's part of a sharded run (INFERGATE_SHARD=i/n): n generators,
// on one machine or many, share every cell's load so that together they send the
// plan's traffic, which one generator could not deliver on its own.
//
// How the load is split, deterministically, so that the shards together reproduce the
// planned process exactly:
//
//   - Every shard builds the cell's whole request set and arrival schedule from the
//     plan and seed, as a single generator would, and sends its share: in an open loop
//     (rate, capacity share or replay) the arrivals k with k mod n = i, at their
//     planned times; in a closed loop of C users, users ⌊C·i/n⌋…⌊C·(i+1)/n⌋−1, each
//     with the requests of its user slot (request k belongs to slot k mod C).
//   - All shards lay the plan's cells out in the same time slots from the common
//     wall-clock start INFERGATE_START_AT: trial t of cell c starts at its slot on
//     every shard, whatever the shards ran before. An open-loop trial's slot is its
//     arrival span plus INFERGATE_SHARD_SLACK (default 30s, wall time, for the
//     requests in flight to finish and the next warm-up); a closed loop's length
//     cannot be planned, so its trials get INFERGATE_SHARD_SLOT each.
//   - A shard that reaches a trial after its slot began is late: its overdue arrivals
//     go out at once and the cell is INVALID ("the shards did not send together"),
//     never judged on a load that was not the plan's.
//   - All shards share one run ID (from the start time), so requests that share a
//     prefix in the plan share it across shards.
//
// What a sharded run does not do: search for capacity (each shard would probe alone
// at a third of the rate it names), run the burst test, stop cells early (shards
// cannot agree to stop without talking), or judge compare gates (each shard holds a
// share). Capacity comes from INFERGATE_CAPACITY or INFERGATE_BASELINE; `infergate
// merge` pools the shards' files into the run's, judges every check on the pooled
// records, and `infergate compare` judges it against a baseline.
type Shard struct {
	Index, Count int
	// StartAt is the common wall-clock start (INFERGATE_START_AT).
	StartAt time.Time
	// Slack is the wall time added to each open-loop trial's arrival span.
	Slack time.Duration
	// ClosedSlot is the wall time of each closed-loop trial's slot; 0 when not set.
	ClosedSlot time.Duration
}

// DefaultShardSlack is INFERGATE_SHARD_SLACK's default.
const DefaultShardSlack = 30 * time.Second

// lateness is how far past its slot a shard may start a trial before the cell is
// invalid: the scheduler's and the shards' clocks' noise, not a missed slot.
const lateness = time.Second

// ParseShard reads INFERGATE_SHARD ("i/n", 0 ≤ i < n) with its companions.
func ParseShard(shard, startAt, slack, slot string) (*Shard, error) {
	i, n, ok := strings.Cut(strings.TrimSpace(shard), "/")
	idx, err1 := strconv.Atoi(strings.TrimSpace(i))
	cnt, err2 := strconv.Atoi(strings.TrimSpace(n))
	if !ok || err1 != nil || err2 != nil || cnt < 1 || idx < 0 || idx >= cnt {
		return nil, fmt.Errorf("INFERGATE_SHARD=%q: want i/n with 0 <= i < n, e.g. 0/3 (the first of three shards; in a Kubernetes Indexed Job, $(JOB_COMPLETION_INDEX)/3)", shard)
	}
	s := &Shard{Index: idx, Count: cnt, Slack: DefaultShardSlack}
	if strings.TrimSpace(startAt) == "" {
		return nil, fmt.Errorf("INFERGATE_SHARD=%s needs INFERGATE_START_AT, the wall-clock time all shards start at (RFC 3339, e.g. %s)", shard, time.Now().UTC().Add(3*time.Minute).Truncate(time.Minute).Format(time.RFC3339))
	}
	s.StartAt, err1 = time.Parse(time.RFC3339Nano, strings.TrimSpace(startAt))
	if err1 != nil {
		return nil, fmt.Errorf("INFERGATE_START_AT=%q: want an RFC 3339 time such as 2026-12-01T10:00:00Z: %w", startAt, err1)
	}
	if v := strings.TrimSpace(slack); v != "" {
		d, err := time.ParseDuration(v)
		if err != nil || d < 0 {
			return nil, fmt.Errorf("INFERGATE_SHARD_SLACK=%q: want a duration >= 0 such as 30s", slack)
		}
		s.Slack = d
	}
	if v := strings.TrimSpace(slot); v != "" {
		d, err := time.ParseDuration(v)
		if err != nil || d <= 0 {
			return nil, fmt.Errorf("INFERGATE_SHARD_SLOT=%q: want a duration > 0 such as 5m", slot)
		}
		s.ClosedSlot = d
	}
	return s, nil
}

// String is "i/n".
func (s *Shard) String() string { return fmt.Sprintf("%d/%d", s.Index, s.Count) }

// RunID is the run ID all shards of a run share: derived from the start time, so
// that the shards' requests are one run's.
func (s *Shard) RunID() string { return fmt.Sprintf("s%x", s.StartAt.UnixNano()%(1<<40)) }

// openShare returns the indices of an open loop's n arrivals that this shard sends.
func (s *Shard) openShare(n int) []int {
	var out []int
	for k := s.Index; k < n; k += s.Count {
		out = append(out, k)
	}
	return out
}

// closedShare returns this shard's users of a closed loop of conc users over n
// requests, and the indices of the requests they send: those of its user slots.
func (s *Shard) closedShare(conc, n int) (users int, idx []int) {
	lo, hi := conc*s.Index/s.Count, conc*(s.Index+1)/s.Count
	for k := range n {
		if slot := k % conc; slot >= lo && slot < hi {
			idx = append(idx, k)
		}
	}
	return hi - lo, idx
}

// slots lays the plan's cells out on the wall clock from StartAt: the start of every
// trial of every cell, by cell name, and the end of the last. spans gives each cell's
// open-loop arrival span in simulated time (ok false for a closed loop); scale is the
// target's time scale.
func (s *Shard) slots(p *plan.Plan, scale float64, span func(*plan.Cell) (time.Duration, bool)) (map[string][]time.Time, error) {
	if !(scale > 0) {
		scale = 1
	}
	out := map[string][]time.Time{}
	at := s.StartAt
	var closed []string
	for i := range p.Cells {
		c := &p.Cells[i]
		d, ok := span(c)
		var slot time.Duration
		switch {
		case ok:
			slot = time.Duration(float64(d)/scale) + s.Slack
		case s.ClosedSlot > 0:
			slot = s.ClosedSlot
		default:
			closed = append(closed, c.Name)
		}
		for range max(p.Trials, 1) {
			out[c.Name] = append(out[c.Name], at)
			at = at.Add(slot)
		}
	}
	if len(closed) > 0 {
		return nil, fmt.Errorf("plan %s: cells %s are closed loops, whose length cannot be planned: a sharded run needs INFERGATE_SHARD_SLOT, the wall time to give each of their trials (all shards must use the same)",
			p.File, strings.Join(closed, ", "))
	}
	return out, nil
}

// errShardCapacity says why a sharded run does not search for capacity.
var errShardCapacity = errors.New("a sharded run does not search for capacity: each shard would probe alone at a fraction of the rate it names. Measure it once in one process (go test ./acceptance -run Capacity) and give the results file to every shard as INFERGATE_CAPACITY")

// ErrShardBurst says why a sharded run does not run the burst test.
var ErrShardBurst = errors.New("TestBurst is not sharded: its spike and recovery are read from one generator's timeline; run it in one process (go test ./acceptance -run Burst), or run the shards with -run Matrix")

// ErrShardOverload says why a sharded run does not run the overload test.
var ErrShardOverload = errors.New("TestOverload is not sharded: run it in one process (go test ./acceptance -run Overload) with the capacity run, or run the shards with -run Matrix")

// ErrShardRestart says why a sharded run does not run the restart test.
var ErrShardRestart = errors.New("TestRestart is not sharded: run it in one process (go test ./acceptance -run Restart), or run the shards with -run Matrix")
