// Package wirebench owns the external-server accuracy benchmark of the gate's HTTP
// streaming client: a fixed-schedule, vLLM-shaped SSE server meant to run in its own
// OS process (Serve, ServeProcess, Spawn), the record of the true emission time of
// every event it writes (Truth), a bare reader that is the floor any client can reach
// on the machine (Bare: net/http and bufio, no JSON), and the comparison of a
// client's readings with the server's truths (Match).
//
// Both processes read the wall clock (time.Now().UnixNano(), CLOCK_REALTIME), which
// is shared by every process on one machine, so a client's reading of an event and
// the server's emission of it can be subtracted directly.
package wirebench
