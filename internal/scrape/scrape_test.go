package scrape_test

import (
	"context"
	"errors"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/prometheus/common/expfmt"
	"github.com/prometheus/common/model"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/infergate/infergate/internal/scrape"
)

// closedURL returns a /metrics URL on a loopback port nothing listens on.
func closedURL(t testing.TB) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	addr := ln.Addr().String()
	require.NoError(t, ln.Close())
	return "http://" + addr + "/metrics"
}

// unavailableSnapshot returns the snapshot of an endpoint that is down.
func unavailableSnapshot(t testing.TB) *scrape.Snapshot {
	t.Helper()
	snap, err := scrape.New(closedURL(t), nil).Snapshot(context.Background())
	require.Error(t, err)
	require.NotNil(t, snap)
	return snap
}

// serve starts an httptest server answering every request with h and stops it in cleanup.
func serve(t testing.TB, h http.HandlerFunc) *httptest.Server {
	t.Helper()
	srv := httptest.NewServer(h)
	t.Cleanup(srv.Close)
	return srv
}

// client returns an HTTP client whose idle connections are closed in cleanup, so that
// goleak sees no keep-alive goroutines.
func client(t testing.TB, rt http.RoundTripper) *http.Client {
	t.Helper()
	tr := http.DefaultTransport.(*http.Transport).Clone()
	t.Cleanup(tr.CloseIdleConnections)
	if rt == nil {
		rt = tr
	}
	return &http.Client{Transport: rt, Timeout: 10 * time.Second}
}

func TestSnapshotUnavailable(t *testing.T) {
	notFound := serve(t, http.NotFound)
	broken := serve(t, func(w http.ResponseWriter, r *http.Request) {
		http.Error(w, "engine dead", http.StatusInternalServerError)
	})
	html := serve(t, func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html")
		_, _ = w.Write([]byte("<html><body>{not metrics}</body></html>\n"))
	})
	down := closedURL(t)
	tests := []struct {
		name       string
		url        string
		wantErr    string // substrings of the error, "|"-separated
		wantStatus int    // StatusError code, if any
	}{
		{name: "no-url", url: "", wantErr: "no /metrics URL configured"},
		{name: "bad-scheme", url: "ftp://vllm/metrics", wantErr: "invalid /metrics URL ftp://vllm/metrics: scheme must be http or https"},
		{name: "no-host", url: "http:///metrics", wantErr: "invalid /metrics URL|no host"},
		{name: "unparsable-url", url: "http://[::1/metrics", wantErr: "invalid /metrics URL"},
		{name: "closed-port", url: down, wantErr: "GET " + down + ": |connection refused"},
		{name: "status-404", url: notFound.URL + "/metrics", wantErr: "GET " + notFound.URL + "/metrics: status 404 Not Found", wantStatus: 404},
		{name: "status-500", url: broken.URL + "/metrics", wantErr: "GET " + broken.URL + "/metrics: status 500 Internal Server Error", wantStatus: 500},
		{name: "not-an-exposition", url: html.URL + "/metrics", wantErr: "parse " + html.URL + "/metrics: "},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			snap, err := scrape.New(tt.url, client(t, nil)).Snapshot(context.Background())
			require.Error(t, err, "Snapshot(%s)", tt.url)
			for _, part := range strings.Split(tt.wantErr, "|") {
				assert.Contains(t, err.Error(), part, "Snapshot(%s) error", tt.url)
			}
			if tt.wantStatus != 0 {
				var se *scrape.StatusError
				if assert.True(t, errors.As(err, &se), "Snapshot(%s) error %v is not a *StatusError", tt.url, err) {
					assert.Equal(t, tt.wantStatus, se.Code)
				}
			}
			require.NotNil(t, snap, "Snapshot(%s) returned a nil snapshot", tt.url)
			assert.Equal(t, err, snap.Err())
			assert.Nil(t, snap.Names())
			v := snap.Gauge("vllm:num_requests_waiting", nil)
			checkValue(t, "Gauge(vllm:num_requests_waiting)", v, 0, `metric "vllm:num_requests_waiting" unavailable: `+err.Error())
			d := scrape.CounterDelta(snap, snap, "vllm:prompt_tokens_total", nil)
			checkValue(t, "CounterDelta(vllm:prompt_tokens_total)", d, 0, err.Error())
		})
	}
}

func TestSnapshotCanceled(t *testing.T) {
	srv := serve(t, func(w http.ResponseWriter, r *http.Request) { <-r.Context().Done() })
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err := scrape.New(srv.URL+"/metrics", client(t, nil)).Snapshot(ctx)
	require.Error(t, err)
	assert.ErrorIs(t, err, context.Canceled)
	assert.Contains(t, err.Error(), "GET "+srv.URL+"/metrics")
}

// authTransport adds an API key to every request, as a client for a protected
// deployment would.
type authTransport struct {
	key  string
	next http.RoundTripper
}

func (a authTransport) RoundTrip(r *http.Request) (*http.Response, error) {
	r = r.Clone(r.Context())
	r.Header.Set("Authorization", "Bearer "+a.key)
	return a.next.RoundTrip(r)
}

func TestSnapshotKeepsSecretsOutOfErrors(t *testing.T) {
	const key, password, token = "sk-TOPSECRET", "hunter2", "qtoken"
	// The server echoes the request, secrets included, in its error page.
	echo := serve(t, func(w http.ResponseWriter, r *http.Request) {
		http.Error(w, "denied: "+r.Header.Get("Authorization")+" "+r.URL.RawQuery, http.StatusUnauthorized)
	})
	host := strings.TrimPrefix(echo.URL, "http://")
	down := strings.TrimPrefix(closedURL(t), "http://")
	tests := []struct {
		name string
		url  string
	}{
		{name: "status-401", url: "http://user:" + password + "@" + host + "/metrics?api_key=" + token},
		{name: "closed-port", url: "http://user:" + password + "@" + down + "?api_key=" + token},
		{name: "bad-scheme", url: "ftp://user:" + password + "@" + host + "/metrics?api_key=" + token},
		{name: "unparsable", url: "http://user:" + password + "@[::1/metrics?api_key=" + token},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tr := http.DefaultTransport.(*http.Transport).Clone()
			t.Cleanup(tr.CloseIdleConnections)
			s := scrape.New(tt.url, client(t, authTransport{key: key, next: tr}))
			snap, err := s.Snapshot(context.Background())
			require.Error(t, err)
			v := snap.Gauge("vllm:num_requests_waiting", nil)
			for _, text := range []string{err.Error(), v.Reason, v.Source, s.URL(), snap.URL} {
				for _, secret := range []string{key, password, token} {
					assert.NotContains(t, text, secret)
				}
			}
		})
	}
}

// omBody is a small OpenMetrics 1.0 exposition as prometheus_client writes it.
const omBody = `# HELP vllm:prompt_tokens Number of prefill tokens processed.
# TYPE vllm:prompt_tokens counter
vllm:prompt_tokens_total{model_name="m",engine="0"} 42.0
vllm:prompt_tokens_created{model_name="m",engine="0"} 1.7644e+09
# HELP vllm:num_requests_waiting Number of requests waiting to be processed.
# TYPE vllm:num_requests_waiting gauge
vllm:num_requests_waiting{model_name="m",engine="0"} 3.0
# EOF
`

func TestSnapshotFormats(t *testing.T) {
	text, err := os.ReadFile("testdata/vllm-after.prom")
	require.NoError(t, err)
	p := expfmt.NewTextParser(model.UTF8Validation)
	fams, err := p.TextToMetricFamilies(strings.NewReader(string(text)))
	require.NoError(t, err)
	var proto strings.Builder
	enc := expfmt.NewEncoder(&proto, expfmt.NewFormat(expfmt.TypeProtoDelim))
	for _, mf := range fams {
		require.NoError(t, enc.Encode(mf))
	}
	tests := []struct {
		name        string
		contentType string
		body        string
		wantPrompt  float64
	}{
		{name: "text-0.0.4", contentType: "text/plain; version=0.0.4; charset=utf-8", body: string(text), wantPrompt: 18400},
		{name: "text-escaping-underscores", contentType: "text/plain; version=0.0.4; charset=utf-8; escaping=underscores", body: string(text), wantPrompt: 18400},
		{name: "no-content-type", contentType: "", body: string(text), wantPrompt: 18400},
		{name: "openmetrics-1.0.0", contentType: "application/openmetrics-text; version=1.0.0; charset=utf-8", body: omBody, wantPrompt: 42},
		{name: "protobuf-delimited", contentType: string(expfmt.NewFormat(expfmt.TypeProtoDelim)), body: proto.String(), wantPrompt: 18400},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var accept string
			srv := serve(t, func(w http.ResponseWriter, r *http.Request) {
				accept = r.Header.Get("Accept")
				w.Header()["Content-Type"] = []string{tt.contentType}
				_, _ = w.Write([]byte(tt.body))
			})
			snap, err := scrape.New(srv.URL+"/metrics", client(t, nil)).Snapshot(context.Background())
			require.NoError(t, err)
			assert.Contains(t, accept, "text/plain;version=0.0.4", "Accept header")
			assert.Equal(t, srv.URL+"/metrics", snap.URL)
			assert.False(t, snap.At.IsZero(), "Snapshot.At")
			checkValue(t, "Counter(vllm:prompt_tokens_total)", snap.Counter("vllm:prompt_tokens_total", nil), tt.wantPrompt, "")
			checkValue(t, "Gauge(vllm:num_requests_waiting)", snap.Gauge("vllm:num_requests_waiting", nil), 3, "")
		})
	}
}

func TestRedact(t *testing.T) {
	tests := []struct {
		name, url, want string
	}{
		{name: "plain", url: "http://vllm:8000/metrics", want: "http://vllm:8000/metrics"},
		{name: "password", url: "http://u:p@vllm:8000/metrics", want: "http://vllm:8000/metrics"},
		{name: "query", url: "https://gw/metrics?key=abc", want: "https://gw/metrics"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, scrape.New(tt.url, nil).URL(), "New(%q).URL()", tt.url)
		})
	}
}
