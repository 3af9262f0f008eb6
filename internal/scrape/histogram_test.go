package scrape_test

import (
	"encoding/json"
	"math"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/infergate/infergate/internal/scrape"
)

var inf = math.Inf(1)

// buckets builds cumulative buckets from (upper bound, cumulative count) pairs.
func Buckets(pairs ...float64) []scrape.Bucket {
	var bs []scrape.Bucket
	for i := 0; i+1 < len(pairs); i += 2 {
		bs = append(bs, scrape.Bucket{UpperBound: pairs[i], Count: pairs[i+1]})
	}
	return bs
}

// TestHistogramQuantile checks histogram_quantile semantics against hand-computed
// vectors. For the base histogram le=1:2, le=2:6, le=4:8, le=+Inf:8:
//
//	q=0.5:   rank 4 lies in (1,2] holding 4 (ranks 2..6): 1 + (2-1)·(4-2)/4 = 1.5
//	q=0.125: rank 1 lies in the lowest bucket, from 0:    0 + 1·1/2       = 0.5
//	q=1:     rank 8 lies in (2,4] holding 2:              2 + 2·2/2       = 4
func TestHistogramQuantile(t *testing.T) {
	base := Buckets(1, 2, 2, 6, 4, 8, inf, 8)
	tests := []struct {
		name       string
		buckets    []scrape.Bucket
		q          float64
		want       float64
		wantReason string
	}{
		{name: "median-interpolates-in-bucket", buckets: base, q: 0.5, want: 1.5},
		{name: "lowest-bucket-starts-at-zero", buckets: base, q: 0.125, want: 0.5},
		{name: "q1-reaches-top-finite-bucket", buckets: base, q: 1, want: 4},
		{name: "q0-nonempty-lowest-bucket", buckets: base, q: 0, want: 0},
		{name: "upper-bound-exactly", buckets: base, q: 0.75, want: 2},
		// rank 9.5 of 10 lies in the +Inf bucket: the highest finite bound, 4.
		{name: "inf-bucket-gives-highest-finite-bound", buckets: Buckets(1, 2, 2, 6, 4, 8, inf, 10), q: 0.95, want: 4},
		{name: "unsorted-input", buckets: Buckets(inf, 8, 2, 6, 4, 8, 1, 2), q: 0.5, want: 1.5},
		// Two series' le=1 buckets (1 each) merge into one with 2.
		{name: "equal-bounds-coalesced", buckets: Buckets(1, 1, 1, 1, 2, 6, 4, 8, inf, 8), q: 0.5, want: 1.5},
		// le=2 below le=1 is raised to 2: rank 4 lies in (2,4] holding 6: 2 + 2·2/6.
		{name: "non-monotonic-forced", buckets: Buckets(1, 2, 2, 1, 4, 8, inf, 8), q: 0.5, want: 2 + 2.0*2/6},
		// The lowest bucket's bound is ≤ 0: returned as is.
		{name: "negative-lowest-bound", buckets: Buckets(-1, 2, 0, 4, inf, 4), q: 0.25, want: -1},
		// PromQL gives NaN (0/0) here; the lower bound 0 is the honest answer.
		{name: "q0-empty-lowest-bucket", buckets: Buckets(1, 0, 2, 4, inf, 4), q: 0, want: 0},
		// vLLM TTFT layout, 16 requests: 4 in (0.08,0.1], 8 in (0.1,0.25], 4 in (0.25,0.5].
		// p99: rank 15.84 lies in (0.25,0.5] holding 4 (ranks 12..16): 0.25 + 0.25·3.84/4.
		{name: "vllm-ttft-p99", buckets: ttftDelta(), q: 0.99, want: 0.25 + 0.25*3.84/4},
		{name: "vllm-ttft-p50", buckets: ttftDelta(), q: 0.5, want: 0.1 + 0.15*4/8},
		{name: "vllm-ttft-p95", buckets: ttftDelta(), q: 0.95, want: 0.25 + 0.25*3.2/4},
		{name: "no-buckets", buckets: nil, q: 0.5, wantReason: "no buckets"},
		{name: "no-observations", buckets: Buckets(1, 0, inf, 0), q: 0.5, wantReason: "no observations"},
		{name: "no-inf-bucket", buckets: Buckets(1, 2, 2, 4), q: 0.5, wantReason: "no +Inf bucket"},
		{name: "only-inf-bucket", buckets: Buckets(inf, 5), q: 0.5, wantReason: "no finite buckets"},
		{name: "q-above-one", buckets: base, q: 1.5, wantReason: "quantile 1.5 of h outside [0, 1]"},
		{name: "q-negative", buckets: base, q: -0.1, wantReason: "outside [0, 1]"},
		{name: "q-nan", buckets: base, q: math.NaN(), wantReason: "outside [0, 1]"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := scrape.Histogram{Buckets: tt.buckets, Source: "h"}
			before := cloneBuckets(tt.buckets)
			got := h.Quantile(tt.q)
			checkValue(t, "Quantile", got, tt.want, tt.wantReason)
			assert.Equal(t, before, tt.buckets, "Quantile modified its histogram")
		})
	}
}

func cloneBuckets(bs []scrape.Bucket) []scrape.Bucket {
	return append([]scrape.Bucket(nil), bs...)
}

// ttftDelta is the TTFT change between testdata/vllm-before and vllm-after.
func ttftDelta() []scrape.Bucket {
	bounds := []float64{0.001, 0.005, 0.01, 0.02, 0.04, 0.06, 0.08, 0.1, 0.25, 0.5, 0.75,
		1.0, 2.5, 5.0, 7.5, 10.0, 20.0, 40.0, 80.0, 160.0, 640.0, 2560.0, inf}
	bs := make([]scrape.Bucket, len(bounds))
	for i, b := range bounds {
		bs[i].UpperBound = b
		switch {
		case b >= 0.5:
			bs[i].Count = 16
		case b >= 0.25:
			bs[i].Count = 12
		case b >= 0.1:
			bs[i].Count = 4
		}
	}
	return bs
}

func TestHistogramDelta(t *testing.T) {
	before, after, restarted := load(t, "vllm-before"), load(t, "vllm-after"), load(t, "vllm-restarted")
	t.Run("ttft", func(t *testing.T) {
		h, v := scrape.HistogramDelta(before, after, "vllm:time_to_first_token_seconds", byModel)
		checkValue(t, "HistogramDelta(ttft) observations", v, 16, "")
		want := scrape.Histogram{Buckets: ttftDelta(), Count: 16, Sum: 3.2, Source: h.Source}
		if diff := cmp.Diff(want, h, cmpFloat); diff != "" {
			t.Errorf("HistogramDelta(ttft) mismatch (-want +got):\n%s", diff)
		}
		assert.Contains(t, h.Source, `vllm:time_to_first_token_seconds{model_name="`+modelName+`"} delta at `+canonURL)
		checkValue(t, "Mean", h.Mean(), 0.2, "")
	})
	tests := []struct {
		name          string
		before, after *scrape.Snapshot
		metric        string
		q             float64
		want          float64
		wantCount     float64
		wantReason    string
	}{
		// 8 in (1,1.5], 8 in (2,2.5]; p90: rank 14.4 lies in (2,2.5]: 2 + 0.5·6.4/8.
		{name: "e2e-p90", before: before, after: after, metric: "vllm:e2e_request_latency_seconds", q: 0.9, want: 2.4, wantCount: 16},
		{name: "e2e-p50-on-bound", before: before, after: after, metric: "vllm:e2e_request_latency_seconds", q: 0.5, want: 1.5, wantCount: 16},
		// all 16 in the lowest bucket (0,0.3]: p50 = 0.15.
		{name: "queue-time-p50", before: before, after: after, metric: "vllm:request_queue_time_seconds", q: 0.5, want: 0.15, wantCount: 16},
		{name: "histogram-named-total", before: before, after: after, metric: "vllm:iteration_tokens_total", q: 0.5, want: 1 + 7.0*110/200, wantCount: 220},
		{name: "restarted", before: before, after: restarted, metric: "vllm:time_to_first_token_seconds", q: 0.5,
			wantReason: `metric "vllm:time_to_first_token_seconds" at ` + canonURL + `: counter reset (server restarted?)`},
		{name: "missing", before: before, after: after, metric: "vllm:request_prefill_time_seconds", q: 0.5,
			wantReason: `metric "vllm:request_prefill_time_seconds" not exported by ` + canonURL},
		{name: "not-a-histogram", before: before, after: after, metric: "vllm:prompt_tokens_total", q: 0.5,
			wantReason: `is a counter, not a histogram`},
		{name: "nil-after", before: before, after: nil, metric: "vllm:e2e_request_latency_seconds", q: 0.5,
			wantReason: `no snapshot taken`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h, v := scrape.HistogramDelta(tt.before, tt.after, tt.metric, nil)
			d := scrape.Distribution{Histogram: h, Observations: v}
			if tt.wantReason != "" {
				checkValue(t, "HistogramDelta("+tt.metric+")", v, 0, tt.wantReason)
				checkValue(t, "Distribution.Quantile", d.Quantile(tt.q), 0, tt.wantReason)
				checkValue(t, "Distribution.Mean", d.Mean(), 0, tt.wantReason)
				return
			}
			checkValue(t, "HistogramDelta("+tt.metric+")", v, tt.wantCount, "")
			checkValue(t, "Distribution.Quantile", d.Quantile(tt.q), tt.want, "")
		})
	}
}

// TestHistogramDeltaNoObservations: an unchanged histogram is available (0 observations)
// but its quantiles are not.
func TestHistogramDeltaNoObservations(t *testing.T) {
	after := load(t, "vllm-after")
	h, v := scrape.HistogramDelta(after, after, "vllm:time_to_first_token_seconds", nil)
	checkValue(t, "HistogramDelta observations", v, 0, "")
	d := scrape.Distribution{Histogram: h, Observations: v}
	checkValue(t, "Quantile(0.99)", d.Quantile(0.99), 0, "vllm:time_to_first_token_seconds delta at "+canonURL+" has no observations")
	checkValue(t, "Mean()", d.Mean(), 0, "has no observations")
}

var cmpFloat = cmp.Comparer(func(a, b float64) bool {
	return a == b || math.Abs(a-b) < 1e-9
})

func TestBucketJSON(t *testing.T) {
	h := scrape.Histogram{Buckets: Buckets(0.25, 3, 1, 7, inf, 8), Count: 8, Sum: 4.5, Source: "h"}
	data, err := json.Marshal(h)
	require.NoError(t, err)
	assert.JSONEq(t, `{"buckets":[{"le":"0.25","count":3},{"le":"1","count":7},{"le":"+Inf","count":8}],"count":8,"sum":4.5,"source":"h"}`, string(data))
	var got scrape.Histogram
	require.NoError(t, json.Unmarshal(data, &got))
	if diff := cmp.Diff(h, got); diff != "" {
		t.Errorf("json round trip mismatch (-want +got):\n%s", diff)
	}
	var b scrape.Bucket
	assert.ErrorContains(t, json.Unmarshal([]byte(`{"le":"many","count":1}`), &b), `histogram bucket le "many"`)

	// A whole Cell, histograms included, is JSON-encodable for the results file.
	c := scrape.Summarize(load(t, "vllm-before"), load(t, "vllm-after"), nil, "")
	_, err = json.Marshal(c)
	assert.NoError(t, err, "json.Marshal(Cell)")
}
