// Package gate runs an acceptance plan against a target and turns what it measured
// into verdicts. The test packages (acceptance/, engine/) only wire it into go test.
//
// What it owns, by file:
//
//   - env.go, target.go: the run's settings (INFERGATE_*), finding the target or
//     starting the embedded simulator, and what the target says of itself
//     (/v1/models, /version, max_model_len).
//   - run.go: a Run, one go test process: its baseline, its capacities, and Cell,
//     which measures one cell, judges its compare gates (verdict.JudgeGates) and
//     records it; FinishRun writes the results file.
//   - cellrun.go, cell.go: one cell's trials as named steps (build, warm up, load,
//     measure, finish) and what a cell's result holds.
//   - calibrate.go: fitting each workload's prompts to the target's tokenizer.
//   - judge.go, conserve.go, ttft.go: turning samples and the server's /metrics into
//     threshold observations and verdicts, the accounting of every request, and the
//     split of TTFT into the engine's share and the front end's.
//   - sequential.go: sequential looks, running on while undecided, and pooling the
//     looks past a paired baseline's end.
//   - capacity.go, burst.go, overload.go, restart.go: the capacity search, the
//     burst and its recovery, overload at multiples of capacity, and a restart of
//     the target under traffic.
//   - shard.go, merge.go: one generator's share of a sharded run, and pooling the
//     shards' files into the run's results.
//   - blocks.go: replaying a trace whose requests share prefixes by hash id.
package gate
