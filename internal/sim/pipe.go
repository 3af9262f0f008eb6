package sim

import (
	"context"
	"net"
	"sync"
)

// PipeListener is an in-memory net.Listener: Dial hands the server one end of a
// net.Pipe. A client in the same process that dials through it reaches the simulator
// without TCP, so no system call sits between an engine event and the client reading
// it — on a small machine that is most of the cost of delivering a token event.
type PipeListener struct {
	conns chan net.Conn
	done  chan struct{}
	once  sync.Once
}

// NewPipeListener returns an open listener; Start the server on it.
func NewPipeListener() *PipeListener {
	return &PipeListener{conns: make(chan net.Conn), done: make(chan struct{})}
}

// Accept waits for the next Dial.
func (l *PipeListener) Accept() (net.Conn, error) {
	select {
	case c := <-l.conns:
		return c, nil
	case <-l.done:
		return nil, net.ErrClosed
	}
}

// Close stops accepting; connections already made stay open until their owners close them.
func (l *PipeListener) Close() error {
	l.once.Do(func() { close(l.done) })
	return nil
}

// Addr is a placeholder address ("pipe").
func (l *PipeListener) Addr() net.Addr { return pipeAddr{} }

// DialContext connects to the server: use it as an http.Transport's DialContext.
func (l *PipeListener) DialContext(ctx context.Context, _, _ string) (net.Conn, error) {
	client, server := net.Pipe()
	select {
	case l.conns <- server:
		return client, nil
	case <-ctx.Done():
		client.Close()
		server.Close()
		return nil, ctx.Err()
	case <-l.done:
		client.Close()
		server.Close()
		return nil, net.ErrClosed
	}
}

type pipeAddr struct{}

func (pipeAddr) Network() string { return "pipe" }
func (pipeAddr) String() string  { return "pipe" }
