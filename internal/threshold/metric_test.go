package threshold

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestMetrics(t *testing.T) {
	type want struct {
		kind   Kind
		server bool
	}
	wants := map[string]want{
		"ttft": {Latency, false}, "ttfo": {Latency, false}, "itl": {Latency, false}, "itl_per_token": {Latency, false},
		"tpot": {Latency, false}, "e2el": {Latency, false}, "ttft_from_intended": {Latency, false},
		"e2el_from_intended": {Latency, false}, "queue_wait": {Latency, false}, "dispatch_lag": {Latency, false},
		"ttft_later_turns": {Latency, false},
		"ttft_overhead":    {Latency, true}, "error_rate": {Ratio, false}, "timeout_rate": {Ratio, false}, "goodput_ratio": {Ratio, false},
		"prefix_hit_ratio": {Ratio, true}, "cached_ratio": {Ratio, false}, "kv_usage_max": {Ratio, true},
		"goodput_rps": {Rate, false}, "goodput_rph": {Rate, false}, "throughput_rps": {Rate, false},
		"output_tps":  {Rate, false},
		"preemptions": {Count, true}, "max_waiting": {Count, true}, "dropped": {Count, false},
	}
	ms := Metrics()
	require.Len(t, ms, len(wants), "Metrics()")
	for _, m := range ms {
		t.Run(m.Name, func(t *testing.T) {
			w, ok := wants[m.Name]
			require.True(t, ok, "Metrics() has unexpected metric %q", m.Name)
			assert.Equal(t, w.kind, m.Kind, "kind")
			assert.Equal(t, w.server, m.Server, "server")
			assert.NotEmpty(t, m.Doc, "doc")
			assert.NotContains(t, m.Doc, "\n", "doc is one line")
			got, ok := Lookup(m.Name)
			assert.True(t, ok, "Lookup(%q) found", m.Name)
			assert.Equal(t, m, got, "Lookup(%q)", m.Name)
		})
	}
}

func TestMetricsIsACopy(t *testing.T) {
	ms := Metrics()
	ms[0].Name = "changed"
	assert.NotEqual(t, "changed", Metrics()[0].Name, "Metrics() returned the table itself")
}

func TestLookupUnknown(t *testing.T) {
	m, ok := Lookup("ttfb")
	assert.False(t, ok, "Lookup(%q) found", "ttfb")
	assert.Equal(t, Metric{}, m, "Lookup(%q)", "ttfb")
}

func TestNames(t *testing.T) {
	names := Names()
	assert.True(t, slices.IsSorted(names), "Names() = %v, want sorted", names)
	assert.Len(t, names, len(Metrics()), "Names()")
	assert.Len(t, slices.Compact(slices.Clone(names)), len(names), "Names() has duplicates: %v", names)
	assert.Contains(t, names, "prefix_hit_ratio", "Names()")
}

func TestKindString(t *testing.T) {
	for k, want := range map[Kind]string{Latency: "latency", Ratio: "ratio", Rate: "rate", Count: "count", 0: "Kind(0)"} {
		assert.Equal(t, want, k.String(), "Kind(%d).String()", int(k))
	}
}
