//go:build linux && (amd64 || arm64)

package client

import (
	"context"
	"io"
	"net"
	"net/http"
	"os"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// stampPair is a stampConn dialed to a loopback listener and the server's side of it,
// both closed when the test ends.
func stampPair(t *testing.T) (*stampConn, *net.TCPConn) {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	t.Cleanup(func() { ln.Close() })
	accepted := make(chan net.Conn, 1)
	go func() {
		c, err := ln.Accept()
		if err == nil {
			accepted <- c
		}
		close(accepted)
	}()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	c, err := dialStamped(&net.Dialer{})(ctx, "tcp", ln.Addr().String())
	require.NoError(t, err)
	t.Cleanup(func() { c.Close() })
	sc, ok := c.(*stampConn)
	require.True(t, ok, "dialStamped returned a %T, want *stampConn: the kernel refused SO_TIMESTAMPNS", c)
	var server net.Conn
	select {
	case server = <-accepted:
	case <-time.After(5 * time.Second):
		t.Fatal("no connection accepted in 5s")
	}
	require.NotNil(t, server)
	t.Cleanup(func() { server.Close() })
	_, ok = sc.arrival()
	require.False(t, ok, "an arrival before any read")
	warm(t, sc, server)
	return sc, server.(*net.TCPConn)
}

// warm sends one message through the pair. The kernel turns receive timestamps on
// for the whole machine when the first socket asks for them, and it does so in a
// deferred work item: segments received in the meantime carry no time (the
// connection then reads the clock instead, as without the option). A test that
// checks the kernel's time waits for that first.
func warm(t *testing.T, sc *stampConn, server net.Conn) {
	t.Helper()
	buf := make([]byte, 8)
	for range 50 {
		_, err := server.Write([]byte("w"))
		require.NoError(t, err)
		time.Sleep(20 * time.Millisecond)
		_, err = sc.Read(buf)
		require.NoError(t, err)
		if at, ok := sc.arrival(); ok && time.Since(at) > 10*time.Millisecond {
			return // this segment carried the kernel's time
		}
	}
	t.Fatal("no kernel receive time in 50 tries: the kernel does not report SO_TIMESTAMPNS")
}

// A read made long after the data arrived reports when it arrived: the kernel's
// receive time, not the time of the read.
func TestStampConnReportsArrivalNotRead(t *testing.T) {
	sc, server := stampPair(t)
	before := time.Now()
	_, err := server.Write([]byte("data: 1\n\n"))
	require.NoError(t, err)
	after := time.Now()
	time.Sleep(150 * time.Millisecond) // the generator is busy elsewhere

	buf := make([]byte, 64)
	n, err := sc.Read(buf)
	read := time.Now()
	require.NoError(t, err)
	assert.Equal(t, "data: 1\n\n", string(buf[:n]))
	at, ok := sc.arrival()
	require.True(t, ok)
	// Realtime and monotonic clocks are read at slightly different instants: allow 2 ms.
	assert.False(t, at.Before(before.Add(-2*time.Millisecond)), "arrival %v before the write began", at.Sub(before))
	assert.False(t, at.After(after.Add(2*time.Millisecond)), "arrival %v after the write returned", at.Sub(after))
	assert.Greater(t, read.Sub(at), 100*time.Millisecond, "the arrival should be the data's, ~150ms before the read")

	// A later read moves the arrival on.
	_, err = server.Write([]byte("data: 2\n\n"))
	require.NoError(t, err)
	after2 := time.Now()
	_, err = sc.Read(buf)
	require.NoError(t, err)
	at2, _ := sc.arrival()
	assert.True(t, at2.After(at), "second arrival %v not after the first %v", at2, at)
	assert.False(t, at2.After(after2.Add(2*time.Millisecond)))
}

// Reads end as net.TCPConn's do: io.EOF at a clean close, a timeout at a deadline, and
// the errno of a reset, each behind a *net.OpError named "read".
func TestStampConnErrors(t *testing.T) {
	t.Run("eof", func(t *testing.T) {
		sc, server := stampPair(t)
		require.NoError(t, server.Close())
		n, err := sc.Read(make([]byte, 8))
		assert.Equal(t, 0, n)
		assert.Equal(t, io.EOF, err)
	})
	t.Run("deadline", func(t *testing.T) {
		sc, _ := stampPair(t)
		require.NoError(t, sc.SetReadDeadline(time.Now().Add(20*time.Millisecond)))
		_, err := sc.Read(make([]byte, 8))
		require.Error(t, err)
		assert.ErrorIs(t, err, os.ErrDeadlineExceeded)
		var ne net.Error
		require.ErrorAs(t, err, &ne)
		assert.True(t, ne.Timeout())
		var op *net.OpError
		require.ErrorAs(t, err, &op)
		assert.Equal(t, "read", op.Op)
	})
	t.Run("reset", func(t *testing.T) {
		sc, server := stampPair(t)
		require.NoError(t, server.SetLinger(0)) // close sends RST
		require.NoError(t, server.Close())
		_, err := sc.Read(make([]byte, 8))
		require.Error(t, err)
		assert.ErrorIs(t, err, syscall.ECONNRESET)
		var op *net.OpError
		require.ErrorAs(t, err, &op)
		assert.Equal(t, "read", op.Op)
	})
	t.Run("closed", func(t *testing.T) {
		sc, _ := stampPair(t)
		require.NoError(t, sc.Close())
		_, err := sc.Read(make([]byte, 8))
		assert.ErrorIs(t, err, net.ErrClosed)
	})
}

func TestKernelTime(t *testing.T) {
	msg := func(level, typ int32, sec, nsec int64) []byte {
		b := make([]byte, 32)
		put := func(off int, v uint64, size int) {
			for i := range size {
				b[off+i] = byte(v >> (8 * i))
			}
		}
		put(0, 32, 8)
		put(8, uint64(uint32(level)), 4)
		put(12, uint64(uint32(typ)), 4)
		put(16, uint64(sec), 8)
		put(24, uint64(nsec), 8)
		return b
	}
	ts := msg(syscall.SOL_SOCKET, syscall.SCM_TIMESTAMPNS, 1_700_000_000, 123)
	other := msg(syscall.SOL_SOCKET, 99, 1, 1)
	for _, tc := range []struct {
		name string
		oob  []byte
		want int64
		ok   bool
	}{
		{"empty", nil, 0, false},
		{"timestamp", ts, 1_700_000_000_000_000_123, true},
		{"after another message", append(append([]byte{}, other...), ts...), 1_700_000_000_000_000_123, true},
		{"other only", other, 0, false},
		{"truncated", ts[:20], 0, false},
		{"length past the buffer", append([]byte{64, 0, 0, 0, 0, 0, 0, 0}, ts[8:]...), 0, false},
		{"length under the header", append([]byte{8, 0, 0, 0, 0, 0, 0, 0}, ts[8:]...), 0, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, ok := kernelTime(tc.oob)
			assert.Equal(t, tc.ok, ok)
			assert.Equal(t, tc.want, got)
		})
	}
}

// Through the whole client: the first event arrives while Do is busy elsewhere (the
// test's hook sleeps before the read), and its time is still the moment it arrived;
// with UserSpaceTimes it is the moment Do read it.
func TestEventTimesAreArrivalTimes(t *testing.T) {
	wrote := make(chan [2]time.Time, 1)
	srv := newSSEServer(t, func(w http.ResponseWriter, r *http.Request) {
		startSSE(w)
		time.Sleep(30 * time.Millisecond) // Do is waiting in its hook by now
		before := time.Now()
		writeSSE(w, completionChunk("a", ""))
		after := time.Now()
		select {
		case wrote <- [2]time.Time{before, after}:
		default:
		}
		writeSSE(w, completionChunk("b", "length"), `{"id":"x","object":"text_completion","created":1,"model":"tiny","choices":[],"usage":{"prompt_tokens":1,"completion_tokens":2,"total_tokens":3}}`, "[DONE]")
	})
	for _, tc := range []struct {
		name      string
		userTimes bool
	}{{"kernel", false}, {"user space", true}} {
		t.Run(tc.name, func(t *testing.T) {
			c := newClient(t, Config{BaseURL: srv.URL + "/v1", UserSpaceTimes: tc.userTimes})
			// A first request opens the connection the measured one reuses, and gives
			// the kernel time to turn receive timestamps on (see warm).
			warmRec := c.Do(context.Background(), Request{ID: "warm", Prompt: "hi", MaxTokens: 2, OutputTokens: 2})
			require.Equal(t, OK, warmRec.Class, warmRec.Err)
			<-wrote
			time.Sleep(20 * time.Millisecond)
			first := true
			c.beforeRead = func() {
				if first {
					first = false
					time.Sleep(150 * time.Millisecond)
				}
			}
			rec := c.Do(context.Background(), Request{ID: "r1", Prompt: "hi", MaxTokens: 2, OutputTokens: 2})
			require.Equal(t, OK, rec.Class, rec.Err)
			require.NotEmpty(t, rec.Events)
			w := <-wrote
			got := rec.Events[0].At
			if tc.userTimes {
				assert.Greater(t, got.Sub(w[1]), 80*time.Millisecond, "user-space time should be the late read")
				return
			}
			assert.False(t, got.Before(w[0].Add(-2*time.Millisecond)), "event time %v before the server wrote it", got.Sub(w[0]))
			assert.Less(t, got.Sub(w[1]), 20*time.Millisecond, "event time should be its arrival, not the read ~120ms later")
		})
	}
}
