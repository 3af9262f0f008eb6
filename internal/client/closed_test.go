package client

import (
	"bufio"
	"io"
	"net"
	"net/http"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// rawServer accepts TCP connections on a free loopback port and hands each to serve
// on its own goroutine. The listener is closed, and every connection goroutine waited
// for, when the test ends.
func rawServer(tb testing.TB, serve func(net.Conn)) string {
	tb.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(tb, err)
	var wg sync.WaitGroup
	wg.Go(func() {
		for {
			conn, err := ln.Accept()
			if err != nil {
				return // the listener was closed
			}
			wg.Go(func() {
				defer conn.Close()
				_ = conn.SetDeadline(time.Now().Add(5 * time.Second))
				serve(conn)
			})
		}
	})
	tb.Cleanup(func() {
		ln.Close()
		wg.Wait()
	})
	return ln.Addr().String()
}

// readRequest reads one HTTP request, body included, from conn.
func readRequest(tb testing.TB, conn net.Conn) {
	tb.Helper()
	req, err := http.ReadRequest(bufio.NewReader(conn))
	if !assert.NoError(tb, err) {
		return
	}
	_, err = io.Copy(io.Discard, req.Body)
	assert.NoError(tb, err)
}

// TestClosedBeforeHeadersIsTransport: a server that takes the connection and closes it
// before the response headers are complete has not answered. The request is a
// transport failure that says what happened, never a success, and nothing of a
// response (status, first byte, events) is recorded.
func TestClosedBeforeHeadersIsTransport(t *testing.T) {
	tests := []struct {
		name  string
		serve func(t *testing.T, conn net.Conn)
		req   Request
	}{
		{
			name:  "closed-on-accept",
			serve: func(t *testing.T, conn net.Conn) {},
			req:   completion("closed-on-accept", 4),
		},
		{
			name:  "closed-after-reading-the-request",
			serve: func(t *testing.T, conn net.Conn) { readRequest(t, conn) },
			req:   chat("closed-after-request", 4),
		},
		{
			name: "reset-after-reading-the-request",
			serve: func(t *testing.T, conn net.Conn) {
				readRequest(t, conn)
				assert.NoError(t, conn.(*net.TCPConn).SetLinger(0)) // Close sends RST
			},
			req: completion("reset-after-request", 4),
		},
		{
			name: "closed-inside-the-status-line",
			serve: func(t *testing.T, conn net.Conn) {
				readRequest(t, conn)
				_, err := conn.Write([]byte("HTTP/1.1 200"))
				assert.NoError(t, err)
			},
			req: completion("closed-in-status-line", 4),
		},
		{
			name: "closed-inside-the-headers",
			serve: func(t *testing.T, conn net.Conn) {
				readRequest(t, conn)
				_, err := conn.Write([]byte("HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\n"))
				assert.NoError(t, err)
			},
			req: chat("closed-in-headers", 4),
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			addr := rawServer(t, func(conn net.Conn) { tt.serve(t, conn) })
			bodies := newBodyTracker()
			c := newClient(t, Config{BaseURL: "http://" + addr + "/v1", Timeout: 5 * time.Second, HTTPClient: &http.Client{Transport: bodies}})
			rec := c.Do(testCtx(t), tt.req)
			t.Logf("class=%s err=%q", rec.Class, rec.Err)
			require.Equal(t, Transport, rec.Class, "err: %s", rec.Err)
			assert.False(t, rec.OK())
			assert.Contains(t, rec.Err, "sending the request: ")
			assert.Equal(t, tt.req.ID, rec.ID)
			assert.Zero(t, rec.Status, "no status line arrived")
			assert.True(t, rec.FirstByte.IsZero(), "no response headers arrived")
			assert.False(t, rec.Sent.IsZero())
			assert.Empty(t, rec.Events)
			assert.Zero(t, rec.TTFT)
			assert.Zero(t, rec.E2EL)
			assert.Zero(t, rec.OutputTokens)
			assert.Zero(t, bodies.open.Load(), "no response body is left open")
		})
	}
}
