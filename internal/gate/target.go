package gate

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/infergate/infergate/internal/client"
	"github.com/infergate/infergate/internal/secret"
	"github.com/infergate/infergate/internal/sim"
)

// Target is the server under test, as discovered at start.
type Target struct {
	BaseURL    string // ends in /v1
	Root       string // BaseURL without /v1: where /tokenize, /version and /metrics live
	MetricsURL string
	Model      string
	APIKey     string // never logged or stored
	// MaxModelLen is the context length from /v1/models; 0 when the server did not say.
	MaxModelLen int
	Version     string  // from /version, or "" when unavailable
	TimeScale   float64 // simulated seconds per wall second (1 for a real server)
	// Sim is the embedded simulator when the gate started one.
	Sim        *sim.Server
	SimOptions string
	// Transport carries every request of the gate (measurement, discovery, scrapes);
	// nil means the default. For the embedded simulator it dials sim.PipeHost through
	// the in-memory listener and anything else (an INFERGATE_METRICS_URL, say) over
	// the network.
	Transport http.RoundTripper
}

// httpClient returns a client on t's transport with the given timeout (0: none).
func (t *Target) httpClient(timeout time.Duration) *http.Client {
	return &http.Client{Transport: t.Transport, Timeout: timeout}
}

// authClient is httpClient that also sends the API key, when there is one.
func (t *Target) authClient(timeout time.Duration) *http.Client {
	hc := t.httpClient(timeout)
	if t.APIKey != "" {
		hc.Transport = bearer{base: hc.Transport, key: t.APIKey}
	}
	return hc
}

// bearer sends its key as "Authorization: Bearer" on every request.
type bearer struct {
	base http.RoundTripper // nil: http.DefaultTransport
	key  string
}

func (b bearer) RoundTrip(r *http.Request) (*http.Response, error) {
	base := b.base
	if base == nil {
		base = http.DefaultTransport
	}
	r = r.Clone(r.Context())
	r.Header.Set("Authorization", "Bearer "+b.key)
	return base.RoundTrip(r)
}

// Simulated reports whether the target is the embedded simulator.
func (t *Target) Simulated() bool { return t.Sim != nil }

// Close stops the embedded simulator, if any.
func (t *Target) Close() {
	if t.Sim != nil {
		t.Sim.Close()
	}
	if tr, ok := t.Transport.(*http.Transport); ok {
		tr.CloseIdleConnections()
	}
}

// Open connects to the configured target, or starts the embedded simulator in the same
// process when no base URL is set (quick scale runs it at 4× unless the plan's
// quick.sim or INFERGATE_SIM sets time_scale: at 10× the simulated H200's peak loads
// ask a 2-core machine for more SSE events per second than it can deliver on time).
//
// The embedded simulator is reached through an in-memory connection, not a loopback
// port: on a small machine the kernel's TCP path costs as much CPU per token event as
// the rest of the delivery, and it is the same 2 cores that run the engine and the
// client, so over loopback the client's readings trailed the engine's emission by
// 3 ms at 256 streams, against 0.4 ms in memory (BENCHMARKS.md, "Measurement
// accuracy"). The client's code path is the same either way: go-openai over net/http.
func Open(ctx context.Context, env Env) (*Target, error) {
	t := &Target{APIKey: env.APIKey, TimeScale: 1}
	if env.BaseURL == "" {
		spec := env.Sim
		if env.Scale == ScaleQuick && !strings.Contains(spec, "time_scale") && !strings.Contains(spec, "time-scale") {
			spec = joinSpec("time_scale=4", spec)
		}
		s, ln, err := sim.StartInMemory(spec, "INFERGATE_SIM", nil)
		if err != nil {
			return nil, err
		}
		t.Sim, t.SimOptions = s, spec
		t.Transport = embeddedTransport(ln)
		env.BaseURL = s.URL() + "/v1"
	}
	u, err := url.Parse(env.BaseURL)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		t.Close()
		return nil, fmt.Errorf("INFERGATE_BASE_URL=%q: want an http(s) URL such as http://vllm:8000/v1", secret.URL(env.BaseURL))
	}
	t.BaseURL = strings.TrimSuffix(env.BaseURL, "/")
	if !strings.HasSuffix(t.BaseURL, "/v1") {
		t.Close()
		return nil, fmt.Errorf("INFERGATE_BASE_URL=%q: must end in /v1", secret.URL(env.BaseURL))
	}
	t.Root = strings.TrimSuffix(t.BaseURL, "/v1")
	t.MetricsURL = env.MetricsURL
	if t.MetricsURL == "" {
		t.MetricsURL = t.Root + "/metrics"
	}
	if err := t.discover(ctx, env.Model); err != nil {
		t.Close()
		return nil, err
	}
	return t, nil
}

// embeddedTransport is the client's transport (client.NewTransport) with connections
// to sim.PipeHost made through ln and none of them through a proxy.
func embeddedTransport(ln *sim.PipeListener) *http.Transport {
	tr := client.NewTransport()
	base := tr.DialContext
	tr.DialContext = func(ctx context.Context, network, addr string) (net.Conn, error) {
		if host, _, err := net.SplitHostPort(addr); err == nil && host == sim.PipeHost {
			return ln.DialContext(ctx, network, addr)
		}
		return base(ctx, network, addr)
	}
	proxy := tr.Proxy
	tr.Proxy = func(r *http.Request) (*url.URL, error) {
		if r.URL.Hostname() == sim.PipeHost {
			return nil, nil
		}
		return proxy(r)
	}
	return tr
}

func joinSpec(a, b string) string {
	if strings.TrimSpace(b) == "" {
		return a
	}
	return a + "," + b
}

// discover reads /v1/models (model and max_model_len), /version and /sim/info.
func (t *Target) discover(ctx context.Context, model string) error {
	var models struct {
		Data []struct {
			ID          string `json:"id"`
			MaxModelLen int    `json:"max_model_len"`
		} `json:"data"`
	}
	if err := t.getJSON(ctx, t.BaseURL+"/models", &models); err != nil {
		return fmt.Errorf("target %s: listing models: %w", secret.URL(t.BaseURL), err)
	}
	if len(models.Data) == 0 {
		return fmt.Errorf("target %s: /v1/models lists no model", secret.URL(t.BaseURL))
	}
	t.Model = model
	if model == "" {
		t.Model = models.Data[0].ID
	}
	var served []string
	for _, m := range models.Data {
		served = append(served, m.ID)
		if m.ID == t.Model {
			t.MaxModelLen = m.MaxModelLen
		}
	}
	if model != "" && !contains(served, model) {
		return fmt.Errorf("INFERGATE_MODEL=%q: the target serves %s", model, strings.Join(served, ", "))
	}
	var version struct {
		Version string `json:"version"`
	}
	if err := t.getJSON(ctx, t.Root+"/version", &version); err == nil {
		t.Version = version.Version
	}
	var info struct {
		TimeScale float64 `json:"time_scale"`
	}
	if err := t.getJSON(ctx, t.Root+"/sim/info", &info); err == nil && info.TimeScale > 0 {
		t.TimeScale = info.TimeScale
	}
	return nil
}

func contains(xs []string, x string) bool {
	for _, v := range xs {
		if v == x {
			return true
		}
	}
	return false
}

// errNotFound marks an endpoint the target does not have.
var errNotFound = errors.New("not found")

func (t *Target) getJSON(ctx context.Context, url string, v any) error {
	ctx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return err
	}
	resp, err := t.authClient(0).Do(req)
	if err != nil {
		return fmt.Errorf("GET %s: %w", secret.URL(url), scrub(err, t.APIKey))
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(io.LimitReader(resp.Body, 1<<20))
	if resp.StatusCode == http.StatusNotFound {
		return errNotFound
	}
	if resp.StatusCode != http.StatusOK {
		return fmt.Errorf("GET %s: status %d", secret.URL(url), resp.StatusCode)
	}
	if err := json.Unmarshal(body, v); err != nil {
		return fmt.Errorf("GET %s: invalid JSON: %w", secret.URL(url), err)
	}
	return nil
}

// scrub removes the API key from an error's text, should a transport ever echo it.
func scrub(err error, key string) error {
	if key == "" || err == nil || !strings.Contains(err.Error(), key) {
		return err
	}
	return errors.New(strings.ReplaceAll(err.Error(), key, "[redacted]"))
}
