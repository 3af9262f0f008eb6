package gate

import (
	"net/http"
	"net/http/httptest"
	"sync/atomic"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/infergate/infergate/internal/sim"
)

// TestEmbeddedTarget: with no base URL the gate starts the simulator in memory and
// discovers it through its own transport, while a metrics URL elsewhere still goes over
// the network.
func TestEmbeddedTarget(t *testing.T) {
	var scrapes atomic.Int64
	other := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		scrapes.Add(1)
		_, _ = w.Write([]byte("# an exporter elsewhere\nup 1\n"))
	}))
	t.Cleanup(other.Close)

	tg, err := Open(t.Context(), Env{Sim: "time_scale=10", MetricsURL: other.URL + "/metrics"})
	require.NoError(t, err)
	t.Cleanup(tg.Close)
	assert.True(t, tg.Simulated())
	assert.Equal(t, "http://"+sim.PipeHost+"/v1", tg.BaseURL)
	assert.Equal(t, 10.0, tg.TimeScale, "discovered through /sim/info over the in-memory connection")
	assert.Equal(t, tg.Sim.Options().Engine.Model, tg.Model)

	resp, err := tg.httpClient(0).Get(tg.MetricsURL)
	require.NoError(t, err)
	resp.Body.Close()
	assert.Equal(t, http.StatusOK, resp.StatusCode)
	assert.EqualValues(t, 1, scrapes.Load(), "another host is dialled over the network")

	resp, err = tg.httpClient(0).Get(tg.Root + "/metrics")
	require.NoError(t, err)
	resp.Body.Close()
	assert.Equal(t, http.StatusOK, resp.StatusCode, "the simulator's own /metrics")
	assert.EqualValues(t, 1, scrapes.Load())
}

// TestBearer: the API key reaches /tokenize on a copy of the request.
func TestBearer(t *testing.T) {
	var got atomic.Value
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		got.Store(r.Header.Get("Authorization"))
	}))
	t.Cleanup(srv.Close)
	req, err := http.NewRequest(http.MethodPost, srv.URL+"/tokenize", nil)
	require.NoError(t, err)
	resp, err := (&http.Client{Transport: bearer{key: "sk-test"}}).Do(req)
	require.NoError(t, err)
	resp.Body.Close()
	assert.Equal(t, "Bearer sk-test", got.Load())
	assert.Empty(t, req.Header.Get("Authorization"), "the caller's request is not changed")
}
