package client

import "context"

// Trace holds hooks that run while a request streams, for a caller that acts on a
// request before it ends: the capacity search counts a request whose first token is
// already later than the SLO allows as missed at that moment, instead of when its
// answer ends half a minute later. It is carried in the request's context, as
// net/http/httptrace carries a ClientTrace. Hooks run on the goroutine that reads the
// stream and must return quickly.
type Trace struct {
	// FirstEvent runs when the request's first token-bearing event arrives: the
	// moment its TTFT ends (Record.TTFT).
	FirstEvent func()
}

type traceKey struct{}

// WithTrace returns a context that carries t to Client.Do.
func WithTrace(ctx context.Context, t *Trace) context.Context {
	return context.WithValue(ctx, traceKey{}, t)
}

// TraceOf returns the Trace ctx carries, or nil: for a stand-in for Client.Do (a
// test's fake target) that runs the hooks as Client.Do does.
func TraceOf(ctx context.Context) *Trace {
	t, _ := ctx.Value(traceKey{}).(*Trace)
	return t
}
