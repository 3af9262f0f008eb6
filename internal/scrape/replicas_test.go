package scrape_test

import (
	"context"
	"net/http"
	"os"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/infergate/infergate/internal/scrape"
)

func TestParseURLs(t *testing.T) {
	tests := []struct {
		name    string
		list    string
		want    []string
		wantErr []string // each in the error
		notErr  string   // never in the error
	}{
		{name: "one", list: "http://vllm:8000/metrics", want: []string{"http://vllm:8000/metrics"}},
		{name: "one-unchecked", list: "vllm:8000/metrics", want: []string{"vllm:8000/metrics"}},
		{name: "empty", list: "", want: []string{""}},
		{name: "two-trimmed", list: " http://a:8000/metrics , https://b:8000/metrics",
			want: []string{"http://a:8000/metrics", "https://b:8000/metrics"}},
		{name: "bad-scheme-second", list: "http://a:8000/metrics,ftp://b/metrics,http://c:8000/metrics",
			wantErr: []string{"replica 2 of 3: invalid /metrics URL ftp://b/metrics: scheme must be http or https"}},
		{name: "no-host-third", list: "http://a/metrics,http://b/metrics,http:///metrics",
			wantErr: []string{"replica 3 of 3: invalid /metrics URL", "no host"}},
		{name: "empty-entry", list: "http://a/metrics,", wantErr: []string{"replica 2 of 2: empty /metrics URL"}},
		{name: "every-bad-one", list: "a,http://b/metrics,c",
			wantErr: []string{"replica 1 of 3:", "replica 3 of 3:"}},
		{name: "password-redacted", list: "http://a/metrics,gopher://u:hunter2@b/metrics?token=s3cret",
			wantErr: []string{"replica 2 of 2:"}, notErr: "hunter2"},
		{name: "query-redacted", list: "http://a/metrics,gopher://b/metrics?token=s3cret",
			wantErr: []string{"replica 2 of 2:"}, notErr: "s3cret"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := scrape.ParseURLs(tt.list)
			if len(tt.wantErr) == 0 {
				require.NoError(t, err)
				assert.Equal(t, tt.want, got)
				return
			}
			require.Error(t, err)
			assert.Nil(t, got)
			for _, w := range tt.wantErr {
				assert.Contains(t, err.Error(), w)
			}
			if tt.notErr != "" {
				assert.NotContains(t, err.Error(), tt.notErr)
			}
		})
	}
}

// loadAt parses testdata/name.prom as a snapshot of the /metrics URL url.
func loadAt(t testing.TB, name, url string) *scrape.Snapshot {
	t.Helper()
	f, err := os.Open("testdata/" + name + ".prom")
	require.NoError(t, err)
	defer f.Close()
	s, err := scrape.Parse(f, url, time.Unix(1764400000, 0))
	require.NoError(t, err, "Parse(%s)", name)
	return s
}

func gauges(waiting, kv float64) map[string]scrape.Value {
	return map[string]scrape.Value{
		scrape.MetricRequestsWaiting: {V: waiting, OK: true, Source: "max"},
		scrape.MetricKVCacheUsage:    {V: kv, OK: true, Source: "max"},
	}
}

// TestSummarizeReplicas: counters and histograms are summed over the replicas,
// gauges are the largest replica's, each replica's own figures are kept, and a figure
// any replica cannot give is unavailable naming that replica, never a partial sum.
// The canned pair counts 6400 prompt tokens looked up, 4800 hits, 3 preemptions,
// 1600 generated tokens and 16 requests (8 stop, 8 length) per replica.
func TestSummarizeReplicas(t *testing.T) {
	const urlA, urlB = "http://replica-a:8000/metrics", "http://replica-b:8000/metrics"
	down := unavailableSnapshot(t)
	tests := []struct {
		name          string
		before, after scrape.Snapshots
		sampled       []map[string]scrape.Value
		want          map[string]float64 // cell figure → value, when available
		wantReason    string             // in every counter's reason, when unavailable
		wantReplicaA  bool               // replica A's own figures stay available
	}{
		{
			name:    "summed",
			before:  scrape.Snapshots{loadAt(t, "vllm-before", urlA), loadAt(t, "vllm-before", urlB)},
			after:   scrape.Snapshots{loadAt(t, "vllm-after", urlA), loadAt(t, "vllm-after", urlB)},
			sampled: []map[string]scrape.Value{gauges(9, 0.8), gauges(4, 0.9)},
			want: map[string]float64{"queries": 12800, "hits": 9600, "ratio": 0.75, "preemptions": 6, "prompt": 12800,
				"generation": 3200, "requests": 32, "stop": 16, "length": 16, "waiting": 9, "kv": 0.9, "ttft": 32},
			wantReplicaA: true,
		},
		{
			name:         "reset-on-one",
			before:       scrape.Snapshots{loadAt(t, "vllm-before", urlA), loadAt(t, "vllm-before", urlB)},
			after:        scrape.Snapshots{loadAt(t, "vllm-after", urlA), loadAt(t, "vllm-restarted", urlB)},
			sampled:      []map[string]scrape.Value{gauges(9, 0.8), gauges(4, 0.9)},
			wantReason:   "replica 2 of 2 (" + urlB + "):|counter reset (server restarted?)",
			wantReplicaA: true,
		},
		{
			name:         "one-unreachable",
			before:       scrape.Snapshots{loadAt(t, "vllm-before", urlA), down},
			after:        scrape.Snapshots{loadAt(t, "vllm-after", urlA), down},
			sampled:      []map[string]scrape.Value{gauges(9, 0.8), nil},
			wantReason:   "replica 2 of 2 (" + down.URL + "):|GET " + down.URL,
			wantReplicaA: true,
		},
		{
			name:       "first-unreachable",
			before:     scrape.Snapshots{down, loadAt(t, "vllm-before", urlB)},
			after:      scrape.Snapshots{down, loadAt(t, "vllm-after", urlB)},
			sampled:    []map[string]scrape.Value{nil, gauges(4, 0.9)},
			wantReason: "replica 1 of 2 (" + down.URL + "):",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := scrape.SummarizeReplicas(tt.before, tt.after, tt.sampled, "")
			require.Len(t, c.Replicas, 2)
			assert.Equal(t, tt.after[0].URL, c.Replicas[0].URL)
			assert.Equal(t, tt.after[1].URL, c.Replicas[1].URL)
			figures := map[string]scrape.Value{
				"queries": c.PrefixCacheQueries, "hits": c.PrefixCacheHits, "preemptions": c.Preemptions,
				"prompt": c.PromptTokens, "generation": c.GenerationTokens, "requests": c.Requests,
				"stop": c.Success["stop"], "length": c.Success["length"], "ttft": c.TTFT.Observations,
			}
			if tt.want != nil {
				figures["ratio"], figures["waiting"], figures["kv"] = c.PrefixHitRatio, c.MaxWaiting, c.MaxKVUsage
				for name, want := range tt.want {
					checkValue(t, name, figures[name], want, "")
				}
				assert.Contains(t, c.PromptTokens.Source, "sum over 2 replicas")
				assert.Contains(t, c.MaxWaiting.Source, "largest over 2 replicas")
				checkValue(t, "TTFT.Quantile(0.99)", c.TTFT.Quantile(0.99), 0.49, "")
				checkValue(t, "replica 2 MaxWaiting", c.Replicas[1].MaxWaiting, 4, "")
				checkValue(t, "replica 2 MaxKVUsage", c.Replicas[1].MaxKVUsage, 0.9, "")
			} else {
				for name, v := range figures {
					checkValue(t, name, v, 0, tt.wantReason)
				}
			}
			if tt.wantReplicaA {
				a := c.Replicas[0]
				checkValue(t, "replica 1 PromptTokens", a.PromptTokens, 6400, "")
				checkValue(t, "replica 1 Requests", a.Requests, 16, "")
				checkValue(t, "replica 1 MaxWaiting", a.MaxWaiting, 9, "")
				checkValue(t, "replica 1 MaxKVUsage", a.MaxKVUsage, 0.8, "")
			}
		})
	}
}

// TestSummarizeReplicasOneIsSummarize: with one replica the cell is Summarize's,
// with no Replicas, so that a single /metrics URL reads and stores as before.
func TestSummarizeReplicasOneIsSummarize(t *testing.T) {
	before, after := load(t, "vllm-before"), load(t, "vllm-after")
	sampled := gauges(9, 0.8)
	want := scrape.Summarize(before, after, sampled, modelName)
	got := scrape.SummarizeReplicas(scrape.Snapshots{before}, scrape.Snapshots{after}, []map[string]scrape.Value{sampled}, modelName)
	assert.Equal(t, want, got)
	assert.Nil(t, got.Replicas)
	assert.Equal(t, scrape.Summarize(before, after, nil, ""), scrape.SummarizeReplicas(scrape.Snapshots{before}, scrape.Snapshots{after}, nil, ""))
}

// TestReplicasSnapshotNamesTheDownOne: fetching several replicas, the one that does not
// answer is named in the error and in its figures, and the others are read.
func TestReplicasSnapshotNamesTheDownOne(t *testing.T) {
	text, err := os.ReadFile("testdata/vllm-after.prom")
	require.NoError(t, err)
	up := serve(t, func(w http.ResponseWriter, _ *http.Request) { _, _ = w.Write(text) })
	dead := closedURL(t)
	r := scrape.NewReplicas([]string{up.URL + "/metrics", dead}, client(t, nil))
	assert.Equal(t, 2, r.Len())
	assert.Equal(t, []string{up.URL + "/metrics", dead}, r.URLs())
	snaps, err := r.Snapshot(context.Background())
	require.Error(t, err)
	assert.Contains(t, err.Error(), "GET "+dead)
	require.Len(t, snaps, 2)
	require.NoError(t, snaps[0].Err())
	require.Error(t, snaps[1].Err())
	sm := r.Sample(context.Background(), 10*time.Millisecond, nil, scrape.CellGauges()...)
	time.Sleep(30 * time.Millisecond)
	sampled := sm.Stop()
	require.Len(t, sampled, 2)
	assert.True(t, sampled[0][scrape.MetricKVCacheUsage].OK, "replica 1 sampled: %s", sampled[0][scrape.MetricKVCacheUsage].Reason)
	assert.False(t, sampled[1][scrape.MetricKVCacheUsage].OK)
	c := scrape.SummarizeReplicas(snaps, snaps, sampled, "")
	checkValue(t, "MaxKVUsage", c.MaxKVUsage, 0, "replica 2 of 2 ("+dead+"):")
	checkValue(t, "Requests", c.Requests, 0, "replica 2 of 2 ("+dead+"):")
	checkValue(t, "replica 1 Requests", c.Replicas[0].Requests, 0, "")
}
