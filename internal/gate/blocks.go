package gate

import (
	"github.com/infergate/infergate/internal/plan"
	"github.com/infergate/infergate/internal/workload"
)

// replayBlocks fits spec to a replay of a trace with hash_ids (a Mooncake trace):
// its prompts are made of the ids' blocks (workload.Spec.HashIDs), which decide
// what is shared, so the cell's prefix mode does not apply; the log says so once per
// cell when that mode shares a prefix.
func (g *Gate) replayBlocks(c *plan.Cell, load plan.Load, spec *workload.Spec, trial int) {
	if load.Replay == nil || load.Replay.HashIDs == nil {
		return
	}
	// The replay sends the trace's first len(spec.Lengths) arrivals.
	spec.HashIDs, spec.BlockSize = load.Replay.HashIDs[:len(spec.Lengths)], load.Replay.BlockSize
	if !spec.Prefix.Fresh() {
		if trial == 0 {
			g.logf("%s: prefix %s does not apply: the prompts of %s share prefixes as its hash_ids do", c.Name, c.Prefix, load.Replay.File)
		}
		spec.Prefix = workload.Prefix{}
	}
}
