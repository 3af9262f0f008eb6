// Package loadgen owns when requests are sent: open-loop arrival schedules (constant,
// Poisson, gamma burstiness with vLLM's parametrisation, rate series for bursts),
// closed-loop users, multi-turn sessions (Config.Sessions: a turn goes out once the
// previous turn's answer has ended and its think time has passed; an open loop starts
// sessions, a closed loop's users run them back to back), warm-up outside the
// measurement, and the record of how late the generator itself was.
//
// The schedule is computed up front and dispatched against absolute deadlines, so lag
// never accumulates. Every record keeps the intended send time next to the actual one:
// latencies measured from the intended time include any client-side queueing, so a
// server that makes the generator fall behind cannot hide it (no coordinated omission).
//
// Offsets and durations in a schedule are simulated time; Config.Scale (the target's
// time scale, 1 for a real server) maps them to the wall clock.
//
// While a run measures, it holds the garbage collector back (Config.GCPercent,
// DefaultGCPercent): a collection cycle is a stall of every reader in the process, and
// a reader that stalls past the next token reads two events in one piece, with one
// receive time between them.
package loadgen
