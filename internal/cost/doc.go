// Package cost owns the estimate of what a plan costs before it is committed
// (infergate plan cost): for every matrix cell and each of its checks, how many
// requests it takes to decide the check at the plan's confidence, at which
// sequential look, and the traffic time that takes; the plan's fixed-length tests;
// and the totals at quick and full scale. It names every check that no look up to
// its cell's maximum (sequential.max) can decide.
//
// It derives nothing statistical itself: the looks, their levels and the sample
// counts they need are stats.SequentialRule's and stats.MinSamples', the planned
// requests and maximum the plan's (plan.Plan.ExpectedRequests, SequentialMax,
// QuickPlan), the design effect D of a percentile stats.SeriesPercentile's. A
// percentile "p(q) < t" is decided at look k when its samples there, over D, reach
// MinSamples(q, LevelAt(k)): both bounds of its interval then exist. Shares,
// averages, rates, counts and server metrics are judged on their value at the
// planned end, which the planned requests decide; compare gates on a percentile need
// the paired interval's minimum (stats.PairedTooFew) and then depend on the change.
// Early stops are ignored: a cell is estimated from its planned end on.
//
// What a plan does not say comes from a pilot, an earlier run's results file read
// cell by cell (D of each metric, mean E2EL, the capacities TestCapacity measured),
// else from defaults calibrated on the embedded simulator (DefaultDesignEffect,
// DefaultTPOT, DefaultPrefillRate). D is not a constant of a cell: the gate measures
// it at every look, on the samples so far, and on the simulator it grows with them,
// so a D measured on m0 requests is grown to a look's m as (m/m0)^DesignEffectGrowth. Traffic time is the quantity the gate records
// as a cell's traffic (gate.SequentialResult.Traffic: the trials' durations pooled,
// from the start of each schedule to the end of its last request), so an estimate
// can be checked against a run.
//
// The command line, its flags and exit status are cmd/infergate's (cost.go).
package cost
