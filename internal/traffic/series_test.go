package traffic_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"math/rand/v2"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/common/expfmt"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/infergate/infergate/internal/sim"
	"github.com/infergate/infergate/internal/stats"
	"github.com/infergate/infergate/internal/traffic"
	"github.com/infergate/infergate/internal/workload"
)

// seriesT0 is when the synthetic series start.
var seriesT0 = time.Date(2026, 3, 2, 9, 0, 0, 0, time.UTC)

// seriesBuckets125 is vLLM's build_1_2_5_buckets(max): 1, 2, 5, 10, … up to max.
func seriesBuckets125(max int) []float64 {
	var b []float64
	for p := 1; p <= max; p *= 10 {
		for _, m := range []int{1, 2, 5} {
			if m*p <= max {
				b = append(b, float64(m*p))
			}
		}
	}
	return b
}

// seriesFake is a vLLM-like /metrics built with client_golang: the families
// FromSeries reads, with vLLM's names, labels and 1-2-5 length buckets.
type seriesFake struct {
	reg           *prometheus.Registry
	prompt, gen   *prometheus.HistogramVec
	success       *prometheus.CounterVec
	hits, queries *prometheus.CounterVec
}

// seriesFakeOpts leaves families out, for the error cases, and names the models
// whose series exist from the start, as vLLM creates them (default "m").
type seriesFakeOpts struct {
	noPrefix, noHistograms, noVLLM bool
	models                         []string
}

func newSeriesFake(t testing.TB, buckets []float64, o seriesFakeOpts) *seriesFake {
	t.Helper()
	f := &seriesFake{reg: prometheus.NewRegistry()}
	labels := []string{"model_name", "engine"}
	if o.noVLLM {
		c := prometheus.NewCounter(prometheus.CounterOpts{Name: "process_cpu_seconds_total", Help: "CPU."})
		f.reg.MustRegister(c)
		return f
	}
	f.success = prometheus.NewCounterVec(prometheus.CounterOpts{Name: "vllm:request_success_total", Help: "Count of successfully processed requests."},
		append(slices.Clone(labels), "finished_reason"))
	f.reg.MustRegister(f.success)
	if !o.noHistograms {
		f.prompt = prometheus.NewHistogramVec(prometheus.HistogramOpts{Name: "vllm:request_prompt_tokens", Help: "Number of prefill tokens processed.", Buckets: buckets}, labels)
		f.gen = prometheus.NewHistogramVec(prometheus.HistogramOpts{Name: "vllm:request_generation_tokens", Help: "Number of generation tokens processed.", Buckets: buckets}, labels)
		f.reg.MustRegister(f.prompt, f.gen)
	} else {
		g := prometheus.NewGaugeVec(prometheus.GaugeOpts{Name: "vllm:num_requests_running", Help: "Running."}, labels)
		g.WithLabelValues("m", "0").Set(1)
		f.reg.MustRegister(g)
	}
	if !o.noPrefix {
		f.hits = prometheus.NewCounterVec(prometheus.CounterOpts{Name: "vllm:prefix_cache_hits_total", Help: "Prefix cache hits."}, labels)
		f.queries = prometheus.NewCounterVec(prometheus.CounterOpts{Name: "vllm:prefix_cache_queries_total", Help: "Prefix cache queries."}, labels)
		f.reg.MustRegister(f.hits, f.queries)
	}
	if o.models == nil {
		o.models = []string{"m"}
	}
	for _, m := range o.models {
		f.success.WithLabelValues(m, "0", "stop")
		if f.prompt != nil {
			f.prompt.WithLabelValues(m, "0")
			f.gen.WithLabelValues(m, "0")
		}
		if f.hits != nil {
			f.hits.WithLabelValues(m, "0")
			f.queries.WithLabelValues(m, "0")
		}
	}
	return f
}

// finish records one finished request of model with these lengths, of which cached
// prompt tokens were prefix-cache hits.
func (f *seriesFake) finish(model string, prompt, gen, cached int) {
	if f.success == nil {
		return
	}
	f.success.WithLabelValues(model, "0", "stop").Inc()
	if f.prompt != nil {
		f.prompt.WithLabelValues(model, "0").Observe(float64(prompt))
		f.gen.WithLabelValues(model, "0").Observe(float64(gen))
	}
	if f.hits != nil {
		f.queries.WithLabelValues(model, "0").Add(float64(prompt))
		f.hits.WithLabelValues(model, "0").Add(float64(cached))
	}
}

// text renders the registry in the Prometheus text format, as vLLM serves it.
func (f *seriesFake) text(t testing.TB) []byte {
	t.Helper()
	fams, err := f.reg.Gather()
	require.NoError(t, err)
	var b bytes.Buffer
	for _, mf := range fams {
		_, err := expfmt.MetricFamilyToText(&b, mf)
		require.NoError(t, err)
	}
	return b.Bytes()
}

// seriesRequest is one synthetic request: when it finished and its lengths.
type seriesRequest struct {
	at          time.Duration
	prompt, gen int
}

// seriesTraffic draws n requests over span from a known mixture: log-normal prompt
// (median 600, σ 0.8) and answer (median 150, σ 1) lengths, arrivals at a rate that
// drifts by ±30 % over the span and is 6× higher for SpikeWindow from spikeAt.
func seriesTraffic(n int, span, spikeAt time.Duration) []seriesRequest {
	rng := rand.New(rand.NewPCG(20260302, 1))
	secs := int(span / time.Second)
	cdf := make([]float64, secs)
	acc := 0.0
	for s := range secs {
		w := 1 + 0.3*math.Sin(2*math.Pi*float64(s)/float64(secs))
		if d := time.Duration(s) * time.Second; d >= spikeAt && d < spikeAt+traffic.SpikeWindow {
			w *= 6
		}
		acc += w
		cdf[s] = acc
	}
	reqs := make([]seriesRequest, n)
	for i := range reqs {
		u := rng.Float64() * acc
		s, _ := slices.BinarySearch(cdf, u)
		at := time.Duration((float64(s) + rng.Float64()) * float64(time.Second))
		reqs[i] = seriesRequest{
			at:     at,
			prompt: max(1, int(math.Round(math.Exp(math.Log(600)+0.8*rng.NormFloat64())))),
			gen:    max(1, int(math.Round(math.Exp(math.Log(150)+1.0*rng.NormFloat64())))),
		}
	}
	slices.SortFunc(reqs, func(a, b seriesRequest) int { return int(a.at - b.at) })
	return reqs
}

// seriesOf scrapes a fake every every over span while reqs finish (30 % of each
// prompt a prefix-cache hit), and returns the series with the requests it saw.
func seriesOf(t testing.TB, f *seriesFake, reqs []seriesRequest, span, every time.Duration) *traffic.Series {
	t.Helper()
	s := &traffic.Series{Source: "http://vllm:8000/metrics"}
	next := 0
	for at := time.Duration(0); at <= span; at += every {
		for next < len(reqs) && reqs[next].at <= at {
			r := reqs[next]
			f.finish("m", r.prompt, r.gen, int(math.Round(0.3*float64(r.prompt))))
			next++
		}
		s.Scrapes = append(s.Scrapes, traffic.Scrape{At: seriesT0.Add(at), Text: f.text(t)})
	}
	return s
}

// seriesBucketOf returns the index of the bucket holding v (len(bounds) for +Inf).
func seriesBucketOf(bounds []float64, v float64) int {
	i, _ := slices.BinarySearch(bounds, v)
	return i
}

// seriesTableMean is the mean of the piecewise-linear quantile function through qs.
func seriesTableMean(qs []workload.Quantile) float64 {
	m := 0.0
	for i := 1; i < len(qs); i++ {
		m += (qs[i].P - qs[i-1].P) * float64(qs[i-1].Tokens+qs[i].Tokens) / 2
	}
	return m
}

// seriesCheckTable checks a derived length table against the lengths it came from:
// the mean within 1 %, and every knot in the bucket that holds the true quantile
// (the order statistic histogram ranks select), or at the largest bound when that
// is the +Inf bucket.
func seriesCheckTable(t *testing.T, what string, d workload.Dist, exactMean float64, lengths []int, bounds []float64) {
	t.Helper()
	xs := slices.Clone(lengths)
	slices.Sort(xs)
	require.Len(t, d.Quantiles, len(traffic.Knots))
	tm := seriesTableMean(d.Quantiles)
	t.Logf("%s: exact mean %.2f, table mean %.2f (%+.3f %%), Dist.Mean %d (%+.3f %%)", what, exactMean, tm,
		100*(tm-exactMean)/exactMean, d.Mean, 100*(float64(d.Mean)-exactMean)/exactMean)
	assert.InEpsilon(t, exactMean, tm, 0.01, "%s table mean", what)
	assert.InEpsilon(t, exactMean, float64(d.Mean), 0.01, "%s Dist.Mean", what)
	wrong := 0
	for i, q := range d.Quantiles {
		rank := q.P * float64(len(xs))
		k := min(max(int(math.Ceil(rank))-1, 0), len(xs)-1)
		want := seriesBucketOf(bounds, float64(xs[k]))
		got := seriesBucketOf(bounds, float64(q.Tokens))
		if want == len(bounds) && q.Tokens == int(bounds[len(bounds)-1]) {
			got = want // held at the largest finite bound
		}
		if got != want {
			wrong++
			t.Errorf("%s knot %d (p %v): %d tokens is in bucket %d, the true quantile %d in bucket %d", what, i, q.P, q.Tokens, got, xs[k], want)
		}
		if i > 0 {
			assert.GreaterOrEqual(t, q.Tokens, d.Quantiles[i-1].Tokens)
		}
		assert.GreaterOrEqual(t, q.Tokens, 1)
	}
	t.Logf("%s: %d of %d knots in the true quantile's bucket", what, len(d.Quantiles)-wrong, len(d.Quantiles))
}

func TestFromSeriesSynthetic(t *testing.T) {
	const n = 10000
	span := 10 * time.Minute
	spikeAt := 400 * time.Second
	bounds := seriesBuckets125(16384)
	reqs := seriesTraffic(n, span, spikeAt)
	tests := []struct {
		name  string
		every time.Duration
		// resolves is whether the scrapes resolve SpikeWindow.
		resolves bool
	}{
		{"every-10s-aligned-with-minutes", 10 * time.Second, true},
		{"every-7s-not-aligned", 7 * time.Second, true},
		{"every-30s-too-coarse-for-the-spike", 30 * time.Second, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			f := newSeriesFake(t, bounds, seriesFakeOpts{})
			s := seriesOf(t, f, reqs, span, tc.every)
			last := s.Scrapes[len(s.Scrapes)-1].At.Sub(seriesT0)
			var seen []seriesRequest
			for _, r := range reqs {
				if r.at <= last {
					seen = append(seen, r)
				}
			}
			p, err := traffic.FromSeries(s, traffic.SeriesOptions{})
			require.NoError(t, err)

			assert.Equal(t, "vLLM metrics http://vllm:8000/metrics", p.Source)
			assert.Equal(t, seriesT0, p.From)
			assert.Equal(t, seriesT0.Add(last), p.To)
			assert.Equal(t, len(seen), p.Requests)
			require.Len(t, p.Clusters, 1)
			cl := p.Clusters[0]
			assert.Equal(t, len(seen), cl.Requests)
			assert.Equal(t, string(cl.Kind), cl.Name)
			assert.Equal(t, workload.ShortChat, cl.Kind)
			assert.Contains(t, cl.Note, "not clustered")
			assert.True(t, slices.ContainsFunc(p.Notes, func(s string) bool { return strings.Contains(s, "cannot be paired") }), "notes: %q", p.Notes)

			prompts, gens := make([]int, len(seen)), make([]int, len(seen))
			var sumP, sumG float64
			for i, r := range seen {
				prompts[i], gens[i] = r.prompt, r.gen
				sumP += float64(r.prompt)
				sumG += float64(r.gen)
			}
			assert.InDelta(t, sumP/float64(len(seen)), cl.InputMean, 1e-9)
			assert.InDelta(t, sumG/float64(len(seen)), cl.OutputMean, 1e-9)
			seriesCheckTable(t, "prompt", cl.Input, cl.InputMean, prompts, bounds)
			seriesCheckTable(t, "answer", cl.Output, cl.OutputMean, gens, bounds)

			// The per-minute truth over the minutes the series covers.
			minutes := int(last / time.Minute)
			counts := make([]float64, minutes)
			for _, r := range seen {
				if m := int(r.at / time.Minute); m < minutes {
					counts[m]++
				}
			}
			want, err := stats.Quantiles(counts, 0.5, 0.99)
			require.NoError(t, err)
			t.Logf("normal %.4f/s vs true %.4f/s (%+.2f %%), peak %.4f/s vs true %.4f/s (%+.2f %%)",
				p.Normal.PerSecond, want[0]/60, 100*(p.Normal.PerSecond*60-want[0])/want[0],
				p.Peak.PerSecond, want[1]/60, 100*(p.Peak.PerSecond*60-want[1])/want[1])
			assert.InEpsilon(t, want[0]/60, p.Normal.PerSecond, 0.05, "normal")
			assert.InEpsilon(t, want[1]/60, p.Peak.PerSecond, 0.05, "peak")
			assert.Contains(t, p.Normal.Note, "of the increase of vllm:request_success_total")

			// The true spike: the most requests in any SpikeWindow.
			best, j := 0, 0
			for i := range seen {
				for seen[i].at-seen[j].at >= traffic.SpikeWindow {
					j++
				}
				best = max(best, i-j+1)
			}
			trueRate := float64(best) / traffic.SpikeWindow.Seconds()
			at := p.Spike.At.Sub(seriesT0)
			t.Logf("spike %.2f/s over %v at +%v vs true %.2f/s at +%v", p.Spike.Rate, p.Spike.Window, at, trueRate, spikeAt)
			if tc.resolves {
				assert.Equal(t, traffic.SpikeWindow, p.Spike.Window)
				assert.InEpsilon(t, trueRate, p.Spike.Rate, 0.25, "spike rate")
				assert.True(t, at > spikeAt-traffic.SpikeWindow && at < spikeAt+traffic.SpikeWindow, "spike at +%v, want within %v of +%v", at, traffic.SpikeWindow, spikeAt)
			} else {
				assert.Equal(t, tc.every, p.Spike.Window)
				assert.Contains(t, p.Spike.Note, "cannot resolve")
				assert.True(t, at <= spikeAt && at+tc.every >= spikeAt+traffic.SpikeWindow, "spike at +%v over %v, want it to hold +%v", at, p.Spike.Window, spikeAt)
			}

			require.True(t, p.HasCached)
			assert.InDelta(t, 0.3, p.Cached, 0.001)
			assert.Contains(t, p.CachedNote, "vllm:prefix_cache_hits_total")
		})
	}
}

func TestFromSeriesTable(t *testing.T) {
	bounds := []float64{1, 2, 5, 10, 20, 50, 100, 200, 500, 1000}
	tests := []struct {
		name    string
		prompts []int
		check   func(t *testing.T, p *traffic.Proposal)
	}{
		{"every-prompt-one-token", slices.Repeat([]int{1}, 50), func(t *testing.T, p *traffic.Proposal) {
			for _, q := range p.Clusters[0].Input.Quantiles {
				assert.Equal(t, 1, q.Tokens)
			}
			assert.Equal(t, 1, p.Clusters[0].Input.Mean)
		}},
		{"one-bucket-of-whole-tokens", []int{3, 4, 4, 5, 5, 5}, func(t *testing.T, p *traffic.Proposal) {
			// (2, 5] holds 3, 4 and 5: no knot may say 2.
			for _, q := range p.Clusters[0].Input.Quantiles {
				assert.True(t, q.Tokens >= 3 && q.Tokens <= 5, "knot %v", q)
			}
			assert.InEpsilon(t, 26.0/6, seriesTableMean(p.Clusters[0].Input.Quantiles), 0.05)
		}},
		{"mass-beyond-the-largest-bound", append(slices.Repeat([]int{300}, 90), slices.Repeat([]int{50000}, 10)...), func(t *testing.T, p *traffic.Proposal) {
			qs := p.Clusters[0].Input.Quantiles
			assert.Equal(t, 1000, qs[len(qs)-1].Tokens)
			assert.True(t, slices.ContainsFunc(p.Notes, func(s string) bool { return strings.Contains(s, "longer than the largest bucket bound") }), "notes: %q", p.Notes)
			assert.True(t, slices.ContainsFunc(p.Notes, func(s string) bool { return strings.Contains(s, "outside the") }), "notes: %q", p.Notes)
			assert.InDelta(t, 5270, p.Clusters[0].InputMean, 1e-9)
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			f := newSeriesFake(t, bounds, seriesFakeOpts{})
			s := &traffic.Series{Source: "test"}
			s.Scrapes = append(s.Scrapes, traffic.Scrape{At: seriesT0, Text: f.text(t)})
			for _, n := range tc.prompts {
				f.finish("m", n, 10, 0)
			}
			s.Scrapes = append(s.Scrapes, traffic.Scrape{At: seriesT0.Add(time.Minute), Text: f.text(t)})
			p, err := traffic.FromSeries(s, traffic.SeriesOptions{})
			require.NoError(t, err)
			tc.check(t, p)
		})
	}
}

// TestFromSeriesSavedRestart reads a saved series of a vLLM 0.9.1-style server (the
// prefix-cache counters with the gpu_ prefix, prometheus_client's _created gauges)
// that restarted between its second and third scrape and served more requests after
// than before, so that only _created shows the reset.
func TestFromSeriesSavedRestart(t *testing.T) {
	s, err := traffic.ReadSeriesFile("testdata/series-vllm091-restart.txt")
	require.NoError(t, err)
	require.Len(t, s.Scrapes, 3)
	p, err := traffic.FromSeries(s, traffic.SeriesOptions{})
	require.NoError(t, err)

	assert.Equal(t, "vLLM metrics testdata/series-vllm091-restart.txt", p.Source)
	assert.Equal(t, 230, p.Requests) // 60 before the restart, 170 after it
	cl := p.Clusters[0]
	assert.Equal(t, 230, cl.Requests)
	assert.InDelta(t, 65000.0/230, cl.InputMean, 1e-9)
	assert.InDelta(t, 50, cl.OutputMean, 1e-9)
	assert.InEpsilon(t, 65000.0/230, seriesTableMean(cl.Input.Quantiles), 0.01)
	assert.InEpsilon(t, 50, seriesTableMean(cl.Output.Quantiles), 0.01)
	// Per-minute counts 60 and 170.
	assert.InDelta(t, 115.0/60, p.Normal.PerSecond, 1e-9)
	assert.InDelta(t, (60+0.99*110)/60, p.Peak.PerSecond, 1e-9)
	// Scrapes a minute apart: the busiest interval, the second.
	assert.InDelta(t, 170.0/60, p.Spike.Rate, 0.01)
	assert.Equal(t, "2026-01-10T09:01:00Z", p.Spike.At.UTC().Format(time.RFC3339))
	assert.Contains(t, p.Spike.Note, "cannot resolve")
	require.True(t, p.HasCached)
	assert.InDelta(t, 19000.0/65000, p.Cached, 1e-9)
	assert.Contains(t, p.CachedNote, "vllm:gpu_prefix_cache_hits_total")
	assert.Contains(t, p.CachedNote, "before 0.9.2")
	assert.True(t, slices.ContainsFunc(p.Notes, func(s string) bool {
		return strings.Contains(s, "counters were reset in 1 of the intervals") && strings.Contains(s, "vllm:request_success_total")
	}), "notes: %q", p.Notes)
	for _, n := range p.Notes {
		t.Log("note: ", n)
	}
}

// TestFromSeriesCounterReset restarts a client_golang server mid-window: the counts
// go down, and the interval after the restart counts from zero.
func TestFromSeriesCounterReset(t *testing.T) {
	bounds := seriesBuckets125(10000)
	before := newSeriesFake(t, bounds, seriesFakeOpts{})
	for range 500 { // before the window
		before.finish("m", 800, 100, 0)
	}
	s := &traffic.Series{Source: "test"}
	add := func(f *seriesFake, at time.Duration) {
		s.Scrapes = append(s.Scrapes, traffic.Scrape{At: seriesT0.Add(at), Text: f.text(t)})
	}
	add(before, 0)
	for range 40 {
		before.finish("m", 100, 10, 0)
	}
	add(before, 30*time.Second)
	after := newSeriesFake(t, bounds, seriesFakeOpts{})
	for range 30 {
		after.finish("m", 100, 10, 0)
	}
	add(after, 60*time.Second)
	for range 20 {
		after.finish("m", 100, 10, 0)
	}
	add(after, 90*time.Second)

	p, err := traffic.FromSeries(s, traffic.SeriesOptions{})
	require.NoError(t, err)
	assert.Equal(t, 90, p.Requests)
	assert.Equal(t, 90, p.Clusters[0].Requests)
	assert.InDelta(t, 100, p.Clusters[0].InputMean, 1e-9)
	assert.InDelta(t, 10, p.Clusters[0].OutputMean, 1e-9)
	assert.InDelta(t, 70.0/60, p.Normal.PerSecond, 1e-9) // 40 + 30 in the first minute
	assert.True(t, slices.ContainsFunc(p.Notes, func(s string) bool { return strings.Contains(s, "counters were reset in 1 of the intervals") }), "notes: %q", p.Notes)
}

func TestFromSeriesModel(t *testing.T) {
	bounds := seriesBuckets125(10000)
	f := newSeriesFake(t, bounds, seriesFakeOpts{models: []string{"small", "large"}})
	s := &traffic.Series{Source: "test"}
	s.Scrapes = append(s.Scrapes, traffic.Scrape{At: seriesT0, Text: f.text(t)})
	for range 20 {
		f.finish("small", 100, 10, 0)
		f.finish("large", 3000, 50, 0)
	}
	s.Scrapes = append(s.Scrapes, traffic.Scrape{At: seriesT0.Add(time.Minute), Text: f.text(t)})

	tests := []struct {
		model    string
		wantMean float64
		wantErr  string
	}{
		{"", 0, `the metrics show 2 models (model_name "large", "small"): name the one to derive for`},
		{"small", 100, ""},
		{"large", 3000, ""},
		{"medium", 0, `no series with model_name "medium" (the metrics show "large", "small")`},
	}
	for _, tc := range tests {
		t.Run("model "+tc.model, func(t *testing.T) {
			p, err := traffic.FromSeries(s, traffic.SeriesOptions{Model: tc.model})
			if tc.wantErr != "" {
				require.ErrorContains(t, err, tc.wantErr)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, 20, p.Requests)
			assert.InDelta(t, tc.wantMean, p.Clusters[0].InputMean, 1e-9)
		})
	}
}

func TestFromSeriesErrors(t *testing.T) {
	bounds := seriesBuckets125(10000)
	// pair returns a series of two scrapes a minute apart of a fake made with o,
	// with n requests between them.
	pair := func(t *testing.T, o seriesFakeOpts, n int, gap time.Duration) *traffic.Series {
		f := newSeriesFake(t, bounds, o)
		s := &traffic.Series{Source: "test"}
		s.Scrapes = append(s.Scrapes, traffic.Scrape{At: seriesT0, Text: f.text(t)})
		for range n {
			f.finish("m", 100, 10, 0)
		}
		s.Scrapes = append(s.Scrapes, traffic.Scrape{At: seriesT0.Add(gap), Text: f.text(t)})
		return s
	}
	tests := []struct {
		name    string
		series  func(t *testing.T) *traffic.Series
		wantErr string
	}{
		{"no-series", func(t *testing.T) *traffic.Series { return nil }, "derive from vLLM metrics: no series"},
		{"one-scrape", func(t *testing.T) *traffic.Series {
			s := pair(t, seriesFakeOpts{}, 5, time.Minute)
			s.Scrapes = s.Scrapes[:1]
			return s
		}, "derive from test: want at least 2 scrapes (the start and the end of a window), got 1"},
		{"missing-histogram", func(t *testing.T) *traffic.Series { return pair(t, seriesFakeOpts{noHistograms: true}, 5, time.Minute) },
			"no vllm:request_prompt_tokens histogram in any scrape: vLLM exports it"},
		{"no-vllm-metric-at-all", func(t *testing.T) *traffic.Series { return pair(t, seriesFakeOpts{noVLLM: true}, 5, time.Minute) },
			"no vllm: metric at all: vLLM exports it unless the engine's metrics are disabled (--disable-log-stats)"},
		{"empty-window", func(t *testing.T) *traffic.Series { return pair(t, seriesFakeOpts{}, 0, time.Minute) },
			"empty window: no request finished between 2026-03-02T09:00:00Z and 2026-03-02T09:01:00Z"},
		{"shorter-than-a-minute", func(t *testing.T) *traffic.Series { return pair(t, seriesFakeOpts{}, 5, 30*time.Second) },
			"derive rates from test: no whole minute of traffic in the window: the rates need at least one (the window is 30s)"},
		{"times-not-increasing", func(t *testing.T) *traffic.Series {
			s := pair(t, seriesFakeOpts{}, 5, time.Minute)
			s.Scrapes[1].At = s.Scrapes[0].At
			return s
		}, "scrape 2 at 2026-03-02T09:00:00Z is not after scrape 1"},
		{"garbage-exposition", func(t *testing.T) *traffic.Series {
			s := pair(t, seriesFakeOpts{}, 5, time.Minute)
			s.Scrapes[1].Text = []byte("this is not { an exposition\n")
			return s
		}, "derive from test: scrape 2 at 2026-03-02T09:01:00Z: text format parsing error in line 1"},
		{"histogram-of-the-wrong-type", func(t *testing.T) *traffic.Series {
			s := pair(t, seriesFakeOpts{}, 5, time.Minute)
			s.Scrapes[0].Text = []byte("# TYPE vllm:request_prompt_tokens counter\nvllm:request_prompt_tokens 3\n")
			return s
		}, "vllm:request_prompt_tokens in the scrape at 2026-03-02T09:00:00Z is a counter, not a histogram"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p, err := traffic.FromSeries(tc.series(t), traffic.SeriesOptions{})
			require.ErrorContains(t, err, tc.wantErr)
			assert.Nil(t, p)
		})
	}
}

func TestFromSeriesNoPrefixCounters(t *testing.T) {
	f := newSeriesFake(t, seriesBuckets125(10000), seriesFakeOpts{noPrefix: true})
	s := &traffic.Series{Source: "test"}
	s.Scrapes = append(s.Scrapes, traffic.Scrape{At: seriesT0, Text: f.text(t)})
	f.finish("m", 100, 10, 0)
	s.Scrapes = append(s.Scrapes, traffic.Scrape{At: seriesT0.Add(time.Minute), Text: f.text(t)})
	p, err := traffic.FromSeries(s, traffic.SeriesOptions{})
	require.NoError(t, err)
	assert.False(t, p.HasCached)
	assert.Contains(t, p.CachedNote, "neither vllm:prefix_cache_queries_total nor vllm:gpu_prefix_cache_queries_total")
}

func TestSeriesRoundTrip(t *testing.T) {
	f := newSeriesFake(t, seriesBuckets125(10000), seriesFakeOpts{})
	s := &traffic.Series{Source: "http://vllm:8000/metrics"}
	for i := range 3 {
		for range 10 * (i + 1) {
			f.finish("m", 200, 20, 50)
		}
		// Nanoseconds and a zone other than UTC must survive.
		at := seriesT0.Add(time.Duration(i)*time.Minute + 123456789).In(time.FixedZone("JST", 9*3600))
		s.Scrapes = append(s.Scrapes, traffic.Scrape{At: at, Text: f.text(t)})
	}
	var b bytes.Buffer
	require.NoError(t, s.Write(&b))
	assert.True(t, strings.HasPrefix(b.String(), "# infergate-scrape 2026-03-02T18:00:00.123456789+09:00\n"), "%.80s", b.String())

	path := filepath.Join(t.TempDir(), "series.txt")
	require.NoError(t, os.WriteFile(path, b.Bytes(), 0o644))
	got, err := traffic.ReadSeriesFile(path)
	require.NoError(t, err)
	assert.Equal(t, path, got.Source)
	require.Len(t, got.Scrapes, len(s.Scrapes))
	for i := range s.Scrapes {
		assert.True(t, s.Scrapes[i].At.Equal(got.Scrapes[i].At), "scrape %d: %v != %v", i, s.Scrapes[i].At, got.Scrapes[i].At)
		assert.Equal(t, string(s.Scrapes[i].Text), string(got.Scrapes[i].Text), "scrape %d", i)
	}
	want, err := traffic.FromSeries(s, traffic.SeriesOptions{})
	require.NoError(t, err)
	again, err := traffic.FromSeries(got, traffic.SeriesOptions{})
	require.NoError(t, err)
	again.Source = want.Source
	assert.True(t, want.From.Equal(again.From) && want.To.Equal(again.To))
	again.From, again.To, again.Spike.At = want.From, want.To, want.Spike.At
	assert.Equal(t, want, again)

	// Writing what was read gives the same bytes.
	var b2 bytes.Buffer
	require.NoError(t, got.Write(&b2))
	assert.Equal(t, b.String(), b2.String())
}

func TestSeriesWriteRefuses(t *testing.T) {
	tests := []struct {
		name    string
		series  *traffic.Series
		wantErr string
	}{
		{"nil", nil, "write series: no series"},
		{"times-out-of-order", &traffic.Series{Source: "x", Scrapes: []traffic.Scrape{{At: seriesT0.Add(time.Second)}, {At: seriesT0}}},
			"write series x: scrape 2 at 2026-03-02T09:00:00Z is not after scrape 1 at 2026-03-02T09:00:01Z"},
		{"a-header-inside-an-exposition", &traffic.Series{Source: "x", Scrapes: []traffic.Scrape{{At: seriesT0, Text: []byte("# infergate-scrape 2026-01-01T00:00:00Z\n")}}},
			`write series x: scrape 1 holds a line starting with "# infergate-scrape"`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			require.EqualError(t, tc.series.Write(io.Discard), tc.wantErr)
		})
	}
}

func TestReadSeriesErrors(t *testing.T) {
	const ok = "# TYPE vllm:request_success_total counter\nvllm:request_success_total 1\n"
	tests := []struct {
		name    string
		text    string
		wantErr string
	}{
		{"empty", "", "series.txt: no scrapes"},
		{"missing-header", ok, "series.txt:1: want '# infergate-scrape <time>' before the first exposition"},
		{"bad-time", "# infergate-scrape yesterday\n" + ok, `series.txt:1: scrape time "yesterday": want RFC 3339`},
		{"no-time", "# infergate-scrape\n" + ok, `series.txt:1: scrape time "": want RFC 3339`},
		{"backwards-time", "# infergate-scrape 2026-03-02T09:01:00Z\n" + ok + "\n# infergate-scrape 2026-03-02T09:00:00Z\n" + ok,
			"series.txt:5: scrape time 2026-03-02T09:00:00Z is not after the previous scrape's 2026-03-02T09:01:00Z: times must increase"},
		{"repeated-time", "# infergate-scrape 2026-03-02T09:00:00Z\n" + ok + "\n# infergate-scrape 2026-03-02T09:00:00Z\n" + ok,
			"series.txt:5: scrape time 2026-03-02T09:00:00Z is not after"},
		{"garbage-exposition", "# infergate-scrape 2026-03-02T09:00:00Z\n" + ok + "\n# infergate-scrape 2026-03-02T09:01:00Z\n" + ok + "garbage here\n",
			"series.txt:8: scrape at 2026-03-02T09:01:00Z: "},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s, err := traffic.ReadSeries(strings.NewReader(tc.text), "series.txt")
			require.ErrorContains(t, err, tc.wantErr)
			assert.Nil(t, s)
		})
	}
	t.Run("missing file", func(t *testing.T) {
		_, err := traffic.ReadSeriesFile(filepath.Join(t.TempDir(), "nope.txt"))
		require.ErrorContains(t, err, "read series: open ")
	})
	t.Run("leading blank lines and no final blank line", func(t *testing.T) {
		s, err := traffic.ReadSeries(strings.NewReader("\n\n# infergate-scrape 2026-03-02T09:00:00Z\n"+ok), "series.txt")
		require.NoError(t, err)
		require.Len(t, s.Scrapes, 1)
		assert.Equal(t, ok, string(s.Scrapes[0].Text))
	})
}

// TestFromSeriesSimulator drives the embedded simulator with requests of known
// lengths and derives from its /metrics before and after them.
func TestFromSeriesSimulator(t *testing.T) {
	opts := sim.DefaultOptions()
	require.NoError(t, opts.ParseSpec("preset=tiny,time_scale=10", "test"))
	srv, err := sim.NewServer(opts)
	require.NoError(t, err)
	require.NoError(t, srv.Listen("127.0.0.1:0"))
	t.Cleanup(func() { srv.Close() })
	tr := http.DefaultTransport.(*http.Transport).Clone()
	t.Cleanup(tr.CloseIdleConnections)
	hc := &http.Client{Transport: tr, Timeout: 20 * time.Second}
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()

	get := func() []byte {
		req, err := http.NewRequestWithContext(ctx, http.MethodGet, srv.URL()+"/metrics", nil)
		require.NoError(t, err)
		resp, err := hc.Do(req)
		require.NoError(t, err)
		defer resp.Body.Close()
		require.Equal(t, http.StatusOK, resp.StatusCode)
		b, err := io.ReadAll(resp.Body)
		require.NoError(t, err)
		return b
	}
	before := get()

	const n = 24
	rng := rand.New(rand.NewPCG(7, 7))
	prompts, outs := make([]int, n), make([]int, n)
	var wg sync.WaitGroup
	var failed atomic.Int32
	for i := range n {
		prompts[i] = 20 + rng.IntN(900)
		outs[i] = 5 + rng.IntN(120)
		ids := make([]int, prompts[i])
		for j := range ids {
			ids[j] = 1000 + i*1000 + j // distinct per request: no prefix-cache sharing
		}
		body, err := json.Marshal(map[string]any{
			"model": opts.Engine.Model, "prompt": ids, "max_tokens": outs[i], "ignore_eos": true,
		})
		require.NoError(t, err)
		wg.Go(func() {
			req, err := http.NewRequestWithContext(ctx, http.MethodPost, srv.URL()+"/v1/completions", bytes.NewReader(body))
			if err != nil {
				failed.Add(1)
				return
			}
			req.Header.Set("Content-Type", "application/json")
			resp, err := hc.Do(req)
			if err != nil {
				failed.Add(1)
				return
			}
			defer resp.Body.Close()
			_, _ = io.Copy(io.Discard, resp.Body)
			if resp.StatusCode != http.StatusOK {
				failed.Add(1)
			}
		})
	}
	wg.Wait()
	require.Zero(t, failed.Load())

	// The rates need a minute, which this test does not wait: the scrapes are real,
	// their times are not. The metrics are recorded as requests finish, which is
	// before their responses end, but poll a little in case.
	var p *traffic.Proposal
	for range 50 {
		s := &traffic.Series{Source: srv.URL() + "/metrics", Scrapes: []traffic.Scrape{
			{At: seriesT0, Text: before}, {At: seriesT0.Add(2 * time.Minute), Text: get()},
		}}
		p, err = traffic.FromSeries(s, traffic.SeriesOptions{Model: opts.Engine.Model})
		if err == nil && p.Requests == n {
			break
		}
		time.Sleep(20 * time.Millisecond)
	}
	require.NoError(t, err)
	require.Equal(t, n, p.Requests)
	cl := p.Clusters[0]
	assert.Equal(t, n, cl.Requests)
	mean := func(xs []int) float64 {
		s := 0
		for _, x := range xs {
			s += x
		}
		return float64(s) / float64(len(xs))
	}
	assert.InDelta(t, mean(prompts), cl.InputMean, 1e-9)
	assert.InDelta(t, mean(outs), cl.OutputMean, 1e-9)
	assert.InEpsilon(t, mean(prompts), seriesTableMean(cl.Input.Quantiles), 0.01)
	assert.InEpsilon(t, mean(outs), seriesTableMean(cl.Output.Quantiles), 0.01)
	assert.InEpsilon(t, mean(prompts), float64(cl.Input.Mean), 0.01)
	assert.InEpsilon(t, mean(outs), float64(cl.Output.Mean), 0.01)
	assert.InDelta(t, float64(n)/120, p.Normal.PerSecond, 1e-9)
	assert.True(t, p.HasCached, p.CachedNote)
	t.Logf("prompt mean %.2f → table %v; answer mean %.2f → table %v; cached %.3f", mean(prompts), cl.Input.Quantiles, mean(outs), cl.Output.Quantiles, p.Cached)
}

// seriesServe starts a loopback /metrics server whose handler sees the 1-based
// request number.
func seriesServe(t *testing.T, h func(w http.ResponseWriter, n int)) (*httptest.Server, *http.Client) {
	t.Helper()
	var count atomic.Int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h(w, int(count.Add(1)))
	}))
	t.Cleanup(srv.Close)
	tr := http.DefaultTransport.(*http.Transport).Clone()
	t.Cleanup(tr.CloseIdleConnections)
	return srv, &http.Client{Transport: tr, Timeout: 5 * time.Second}
}

const seriesExposition = "# TYPE vllm:request_success_total counter\nvllm:request_success_total{model_name=\"m\"} 1\n"

func TestSample(t *testing.T) {
	okUnless := func(fail ...int) func(w http.ResponseWriter, n int) {
		return func(w http.ResponseWriter, n int) {
			if slices.Contains(fail, n) {
				http.Error(w, "no", http.StatusInternalServerError)
				return
			}
			w.Header().Set("Content-Type", "text/plain; version=0.0.4; charset=utf-8")
			fmt.Fprint(w, seriesExposition)
		}
	}
	tests := []struct {
		name      string
		handler   func(w http.ResponseWriter, n int)
		wantN     int
		wantErr   string
		wantCalls int
	}{
		{"four-scrapes", okUnless(), 4, "", 4},
		{"a-later-failure-is-retried-at-the-next-tick", okUnless(2), 3, "", 4},
		{"more-than-half-failed", okUnless(2, 3, 4), 0, "3 of 4 scrapes failed (last: GET http://", 4},
		{"first-scrape-500", okUnless(1), 0, "first scrape: GET http://127.0.0.1", 0},
		{"first-scrape-not-an-exposition", func(w http.ResponseWriter, n int) { fmt.Fprint(w, "<html>hello</html>\n") }, 0, "first scrape: parse http://", 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			srv, hc := seriesServe(t, tc.handler)
			u := strings.Replace(srv.URL, "http://", "http://user:secret@", 1) + "/metrics?token=secret"
			var calls [][2]int
			start := time.Now()
			s, err := traffic.Sample(context.Background(), hc, u, 300*time.Millisecond, 100*time.Millisecond, func(done, total int) {
				calls = append(calls, [2]int{done, total})
			})
			if tc.wantErr != "" {
				require.ErrorContains(t, err, tc.wantErr)
				assert.NotContains(t, err.Error(), "secret")
				assert.Nil(t, s)
			} else {
				require.NoError(t, err)
				require.Len(t, s.Scrapes, tc.wantN)
				assert.Equal(t, srv.URL+"/metrics", s.Source, "no userinfo, no query")
				for i, sc := range s.Scrapes {
					assert.Equal(t, seriesExposition, string(sc.Text))
					if i > 0 {
						assert.True(t, sc.At.After(s.Scrapes[i-1].At))
					}
				}
				// Absolute schedule: the last scrape at about 300 ms.
				assert.GreaterOrEqual(t, s.Scrapes[len(s.Scrapes)-1].At.Sub(start.Round(0)), 290*time.Millisecond)
			}
			require.Len(t, calls, tc.wantCalls)
			for i, c := range calls {
				assert.Equal(t, [2]int{i + 1, 4}, c)
			}
		})
	}
}

func TestSampleCanceled(t *testing.T) {
	srv, hc := seriesServe(t, func(w http.ResponseWriter, n int) { fmt.Fprint(w, seriesExposition) })
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	s, err := traffic.Sample(ctx, hc, srv.URL, time.Minute, 100*time.Millisecond, func(done, total int) {
		if done == 2 {
			cancel()
		}
	})
	require.ErrorIs(t, err, context.Canceled)
	require.ErrorContains(t, err, "stopped after 2 of 601 scrapes")
	require.NotNil(t, s)
	assert.Len(t, s.Scrapes, 2)
}

func TestSampleRefuses(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	closed := "http://" + ln.Addr().String() + "/metrics"
	require.NoError(t, ln.Close())
	tests := []struct {
		name          string
		url           string
		window, every time.Duration
		wantErr       string
	}{
		{"zero-window", "http://h/metrics", 0, time.Second, "sample http://h/metrics: window 0s: want a positive duration"},
		{"zero-interval", "http://h/metrics", time.Minute, 0, "sample http://h/metrics: interval 0s: want a positive duration"},
		{"interval-longer-than-the-window", "http://h/metrics", time.Second, time.Minute, "sample http://h/metrics: interval 1m0s is longer than the window 1s"},
		{"too-many-scrapes", "http://h/metrics", 1000 * time.Hour, time.Millisecond, "more than the 100000 allowed"},
		{"no-url", "", time.Minute, time.Second, "sample /metrics: no /metrics URL configured"},
		{"not-http", "ftp://h/metrics", time.Minute, time.Second, "scheme must be http or https"},
		{"nothing-listens", closed, time.Second, 100 * time.Millisecond, "sample " + closed + ": first scrape: GET " + closed + ": "},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s, err := traffic.Sample(context.Background(), nil, tc.url, tc.window, tc.every, nil)
			require.ErrorContains(t, err, tc.wantErr)
			assert.Nil(t, s)
		})
	}
}

// FuzzFromSeries feeds arbitrary saved series to ReadSeries and FromSeries: either
// may refuse them, neither may panic.
func FuzzFromSeries(f *testing.F) {
	saved, err := os.ReadFile("testdata/series-vllm091-restart.txt")
	require.NoError(f, err)
	f.Add(saved)
	f.Add([]byte("# infergate-scrape 2026-03-02T09:00:00Z\n" + seriesExposition + "\n# infergate-scrape 2026-03-02T09:01:00Z\n" + seriesExposition))
	f.Add([]byte("# infergate-scrape 2026-03-02T09:00:00Z\n# TYPE vllm:request_prompt_tokens histogram\n" +
		"vllm:request_prompt_tokens_bucket{le=\"NaN\"} 1\nvllm:request_prompt_tokens_bucket{le=\"+Inf\"} 1e308\n" +
		"vllm:request_prompt_tokens_count 1e308\nvllm:request_prompt_tokens_sum -Inf\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := traffic.ReadSeries(bytes.NewReader(data), "fuzz")
		if err != nil {
			return
		}
		_, _ = traffic.FromSeries(s, traffic.SeriesOptions{})
		_, _ = traffic.FromSeries(s, traffic.SeriesOptions{Model: "meta-llama/Llama-3.1-8B-Instruct"})
	})
}
