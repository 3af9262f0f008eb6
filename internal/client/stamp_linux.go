//go:build linux && (amd64 || arm64)

package client

import (
	"context"
	"encoding/binary"
	"errors"
	"io"
	"net"
	"os"
	"sync/atomic"
	"syscall"
	"time"

	"golang.org/x/sys/unix"
)

// stampConn is a TCP connection that asks the kernel for the receive time of the
// data each read returns (SO_TIMESTAMPNS), so that an event's time is when its bytes
// reached this machine, not when a busy generator got round to reading them.
//
// For TCP the kernel reports, with each recvmsg, the receive time of the last segment
// the call consumed. Every byte a read returns arrived at or before that instant, and
// the stream's readers only ever see bytes a read has already returned, so the latest
// read's time is an upper bound on the arrival of any event complete at that moment:
// never earlier than the truth, and never later than reading the clock there and then.
//
// The time is per read, not per event, and no way of reading makes it finer: segments
// that queue in the socket while the process does not read are merged by the kernel
// (TCP receive coalescing) into one buffer that carries the latest segment's time, so
// even reading them one event at a time gives every one of them the last one's time
// (seen on Linux 6.18: four writes 20 ms apart, read one by one 150 ms later, all
// stamped with the fourth). A reader that falls a whole token gap behind therefore
// stamps the earlier event a gap late; what keeps that rare is a generator that does
// not stall (package loadgen holds its garbage collector back while it measures).
//
// The race detector learns of an ordering through a socket from syscall.Read and
// syscall.Write, not from recvmsg: a test whose server and client share memory across
// a stampConn must synchronize that memory itself.
type stampConn struct {
	*net.TCPConn
	raw  syscall.RawConn
	base time.Time    // the origin of last, with a monotonic reading
	last atomic.Int64 // the latest read's arrival, ns after base; 0 before any read
	oob  [64]byte     // room for one SCM_TIMESTAMPNS message (32 bytes on 64-bit)
}

// dialStamped is d.DialContext returning stampConns; a connection on which the kernel
// refuses the option is returned as it is, and its events keep the user-space time.
func dialStamped(d *net.Dialer) func(ctx context.Context, network, addr string) (net.Conn, error) {
	return func(ctx context.Context, network, addr string) (net.Conn, error) {
		c, err := d.DialContext(ctx, network, addr)
		if err != nil {
			return nil, err
		}
		tc, ok := c.(*net.TCPConn)
		if !ok {
			return c, nil
		}
		raw, err := tc.SyscallConn()
		if err != nil {
			return c, nil
		}
		var serr error
		if err := raw.Control(func(fd uintptr) {
			serr = unix.SetsockoptInt(int(fd), unix.SOL_SOCKET, unix.SO_TIMESTAMPNS, 1)
		}); err != nil || serr != nil {
			return c, nil
		}
		return &stampConn{TCPConn: tc, raw: raw, base: time.Now()}, nil
	}
}

// Read reads as net.TCPConn.Read does (deadlines included), with recvmsg, and notes
// the data's kernel receive time.
func (c *stampConn) Read(b []byte) (int, error) {
	if len(b) == 0 {
		return 0, nil
	}
	var n, oobn int
	var serr error
	err := c.raw.Read(func(fd uintptr) bool {
		n, oobn, _, _, serr = unix.Recvmsg(int(fd), b, c.oob[:], 0)
		return serr != unix.EAGAIN && serr != unix.EINTR
	})
	if err == nil {
		err = serr
	}
	if err != nil {
		if n < 0 {
			n = 0
		}
		var op *net.OpError
		if errors.As(err, &op) {
			op.Op = "read" // RawConn names its errors "raw-read"
			return n, op
		}
		if errno, ok := err.(syscall.Errno); ok {
			err = os.NewSyscallError("recvmsg", errno)
		}
		return n, &net.OpError{Op: "read", Net: "tcp", Source: c.LocalAddr(), Addr: c.RemoteAddr(), Err: err}
	}
	if n == 0 {
		return 0, io.EOF
	}
	now := time.Now()
	at := int64(now.Sub(c.base))
	if ts, ok := kernelTime(c.oob[:oobn]); ok {
		// Both are CLOCK_REALTIME; the difference moved onto the monotonic clock. A
		// difference that is negative or implausible (the wall clock stepped) is ignored.
		if d := now.UnixNano() - ts; d >= 0 && d < int64(time.Minute) && at-d > 0 {
			at -= d
		}
	}
	if at <= 0 {
		at = 1
	}
	c.last.Store(at)
	return n, nil
}

// WriteTo copies the connection's data to w through Read: net.TCPConn's own WriteTo
// would splice it past Read and its receive times.
func (c *stampConn) WriteTo(w io.Writer) (int64, error) {
	return io.Copy(w, struct{ io.Reader }{c})
}

// arrival is the latest read's arrival time: the kernel's receive time of its data
// when the kernel gave one, else when the read returned. ok is false before any read.
func (c *stampConn) arrival() (time.Time, bool) {
	v := c.last.Load()
	if v <= 0 {
		return time.Time{}, false
	}
	return c.base.Add(time.Duration(v)), true
}

// kernelTime finds the SCM_TIMESTAMPNS message in oob and returns its time in
// nanoseconds since the Unix epoch. The layout is 64-bit Linux's: a 16-byte cmsghdr
// (len uint64, level int32, type int32) and a 16-byte timespec, each message padded
// to 8 bytes.
func kernelTime(oob []byte) (int64, bool) {
	const hdr = 16
	for len(oob) >= hdr {
		l := binary.NativeEndian.Uint64(oob)
		level := int32(binary.NativeEndian.Uint32(oob[8:]))
		typ := int32(binary.NativeEndian.Uint32(oob[12:]))
		if l < hdr || l > uint64(len(oob)) {
			return 0, false
		}
		if level == unix.SOL_SOCKET && typ == unix.SCM_TIMESTAMPNS && l >= hdr+16 {
			sec := int64(binary.NativeEndian.Uint64(oob[hdr:]))
			nsec := int64(binary.NativeEndian.Uint64(oob[hdr+8:]))
			return sec*1e9 + nsec, true
		}
		next := (int(l) + 7) &^ 7
		if next >= len(oob) {
			return 0, false
		}
		oob = oob[next:]
	}
	return 0, false
}
