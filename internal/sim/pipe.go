package sim

import (
	"context"
	"net"
	"os"

	"github.com/valyala/fasthttp/fasthttputil"
)

// PipeListener is an in-memory net.Listener: DialContext hands the server one end of
// a buffered in-process connection (fasthttputil's pipe). A client in the same
// process that dials through it reaches the simulator without TCP, so no system call
// sits between an engine event and the client reading it — on a small machine that is
// most of the cost of delivering a token event (BENCHMARKS.md, "Measurement
// accuracy").
//
// Why this connection: writes are buffered like a socket's, so the server's write of
// an SSE event returns at once and its reader is woken directly (net.Pipe, unbuffered,
// made every write wait for the reader), and deadlines are race-free, which net/http's
// server relies on to stop its background read between requests (gRPC's bufconn
// could apply a stale deadline after a reset, which canceled the next request on the
// connection). Its timeout error is not a net.Error, which net/http needs to see
// (else it cancels the connection's context), so each end is wrapped in pipeConn.
type PipeListener struct {
	ln *fasthttputil.InmemoryListener
}

// NewPipeListener returns an open listener; Start the server on it.
func NewPipeListener() *PipeListener {
	return &PipeListener{ln: fasthttputil.NewInmemoryListener()}
}

// Accept waits for the next connection.
func (l *PipeListener) Accept() (net.Conn, error) {
	c, err := l.ln.Accept()
	if err != nil {
		return nil, net.ErrClosed
	}
	return pipeConn{c}, nil
}

// Close stops accepting; connections already made stay open until their owners close them.
func (l *PipeListener) Close() error { return l.ln.Close() }

// PipeHost is the host name of the server behind a PipeListener, as in its URL
// (http://embedded-simulator); DialContext ignores addresses, so a client that should
// reach other hosts too dials this one only through the pipe.
const PipeHost = "embedded-simulator"

// Addr is the listener's address: network "memory", address PipeHost.
func (l *PipeListener) Addr() net.Addr { return pipeAddr{} }

type pipeAddr struct{}

func (pipeAddr) Network() string { return "memory" }
func (pipeAddr) String() string  { return PipeHost }

// DialContext connects to the server, whatever the network and address: use it as an
// http.Transport's DialContext. It returns once the server has accepted the
// connection, or with ctx's error.
func (l *PipeListener) DialContext(ctx context.Context, _, _ string) (net.Conn, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	c, err := l.ln.Dial()
	if err != nil {
		return nil, err
	}
	return pipeConn{c}, nil
}

// pipeConn reports a passed deadline as os.ErrDeadlineExceeded, as a net.Conn does.
type pipeConn struct{ net.Conn }

func (c pipeConn) Read(b []byte) (int, error) {
	n, err := c.Conn.Read(b)
	return n, deadlineError(err)
}

func (c pipeConn) Write(b []byte) (int, error) {
	n, err := c.Conn.Write(b)
	return n, deadlineError(err)
}

func deadlineError(err error) error {
	if t, ok := err.(interface{ Timeout() bool }); ok && t.Timeout() {
		return os.ErrDeadlineExceeded
	}
	return err
}
