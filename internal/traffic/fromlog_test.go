package traffic_test

import (
	"bytes"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/infergate/infergate/internal/plan"
	"github.com/infergate/infergate/internal/traffic"
	"github.com/infergate/infergate/internal/workload"
)

// lognormal is a length distribution: round(exp(N(ln median, sigma))), at least 1.
type lognormal struct {
	median, sigma float64
}

func (d lognormal) draw(rng *rand.Rand) int {
	return max(1, int(math.Round(math.Exp(math.Log(d.median)+d.sigma*rng.NormFloat64()))))
}

// cdf is P(length <= x) for a whole number x.
func (d lognormal) cdf(x int) float64 {
	if x < 1 {
		return 0
	}
	return 0.5 * math.Erfc(-(math.Log(float64(x)+0.5)-math.Log(d.median))/(d.sigma*math.Sqrt2))
}

// tableCDF is P(length <= x) for lengths drawn from an empirical Dist: round(Q(u))
// <= x exactly when Q(u) < x + 0.5.
func tableCDF(d workload.Dist, x int) float64 {
	v := float64(x) + 0.5
	qs := d.Quantiles
	if v < float64(qs[0].Tokens) {
		return 0
	}
	for i := 1; i < len(qs); i++ {
		a, b := qs[i-1], qs[i]
		if v < float64(b.Tokens) {
			return a.P + (b.P-a.P)*(v-float64(a.Tokens))/float64(b.Tokens-a.Tokens)
		}
	}
	return 1
}

// ks is the Kolmogorov–Smirnov distance between d and want over whole lengths.
func ks(d workload.Dist, want lognormal) float64 {
	lo, hi := d.Bounds()
	worst := 0.0
	for x := max(1, lo/2); x <= hi*2; x++ {
		worst = max(worst, math.Abs(tableCDF(d, x)-want.cdf(x)))
	}
	return worst
}

type synthCluster struct {
	in, out lognormal
	share   float64
}

// synthLog writes a request log: Poisson arrivals at base/s for minutes, except
// busy/s during the minutes from busyFrom on for busyFor minutes, plus a spike of
// spike/s for 10 s at spikeAt; lengths from the clusters by share.
func synthLog(t testing.TB, seed uint64, minutes int, base, busy float64, busyFrom, busyFor int, spike float64, spikeAt time.Duration, cs []synthCluster) []byte {
	t.Helper()
	rng := rand.New(rand.NewPCG(seed, 7))
	start := time.Date(2026, 11, 2, 9, 0, 0, 0, time.UTC)
	var arrivals []time.Duration
	poisson := func(from, to time.Duration, rate float64) {
		for at := from; ; {
			at += time.Duration(rng.ExpFloat64() / rate * float64(time.Second))
			if at >= to {
				return
			}
			arrivals = append(arrivals, at)
		}
	}
	poisson(0, time.Duration(busyFrom)*time.Minute, base)
	poisson(time.Duration(busyFrom)*time.Minute, time.Duration(busyFrom+busyFor)*time.Minute, busy)
	poisson(time.Duration(busyFrom+busyFor)*time.Minute, time.Duration(minutes)*time.Minute, base)
	poisson(spikeAt, spikeAt+10*time.Second, spike)
	slices.Sort(arrivals)
	var b bytes.Buffer
	for i, at := range arrivals {
		u := rng.Float64()
		c := cs[len(cs)-1]
		for _, x := range cs {
			if u < x.share {
				c = x
				break
			}
			u -= x.share
		}
		// Written by hand rather than with encoding/json: this is most of the test's
		// time under the race detector.
		fmt.Fprintf(&b, `{"timestamp":%q,"id":"req-%d","messages":[{"role":"user","content":"SECRET-PROMPT-TEXT"}],"usage":{"prompt_tokens":%d,"completion_tokens":%d}}`+"\n",
			start.Add(at).Format(time.RFC3339Nano), i, c.in.draw(rng), c.out.draw(rng))
	}
	return b.Bytes()
}

// TestFromLogRecoversTraffic derives a plan from a synthetic log with two length
// clusters, a busy period and a spike, all known, and checks that the plan gives
// them back: each cluster's lengths within a KS distance of 0.05, normal and peak
// rates within 5 %, the spike in its window.
func TestFromLogRecoversTraffic(t *testing.T) {
	chat := synthCluster{in: lognormal{400, 0.5}, out: lognormal{150, 0.4}, share: 0.7}
	docs := synthCluster{in: lognormal{7000, 0.15}, out: lognormal{100, 0.5}, share: 0.3}
	// 120 minutes: 99 at 5/s, 20 busy at 40/s, and the minute with the spike. Per
	// minute the expected counts are 300 (median, normal: 5/s) and 2,400 (p99 of the
	// 119 whole minutes, peak: 40/s; the spike's minute holds 2,200); the spike's 10 s
	// hold 10 × (200 + 5) arrivals.
	spikeAt := 30*time.Minute + 20*time.Second
	data := synthLog(t, 42, 120, 5, 40, 70, 20, 200, spikeAt, []synthCluster{chat, docs})

	l, err := traffic.ReadLog(bytes.NewReader(data), "synthetic.jsonl", traffic.LogOptions{})
	require.NoError(t, err)
	p, err := traffic.FromLog(l, traffic.LogDerive{})
	require.NoError(t, err)

	require.Len(t, p.Clusters, 2, "two length clusters")
	byKind := map[workload.Kind]traffic.Cluster{}
	for _, c := range p.Clusters {
		byKind[c.Kind] = c
	}
	require.Contains(t, byKind, workload.ShortChat)
	require.Contains(t, byKind, workload.LongDoc)
	for _, tc := range []struct {
		kind workload.Kind
		want synthCluster
	}{{workload.ShortChat, chat}, {workload.LongDoc, docs}} {
		c := byKind[tc.kind]
		in, out := ks(c.Input, tc.want.in), ks(c.Output, tc.want.out)
		t.Logf("%s: %d requests (%.1f%%), KS input %.4f, output %.4f", tc.kind, c.Requests, 100*float64(c.Requests)/float64(p.Requests), in, out)
		assert.LessOrEqual(t, in, 0.05, "%s input KS distance", tc.kind)
		assert.LessOrEqual(t, out, 0.05, "%s output KS distance", tc.kind)
		assert.InDelta(t, tc.want.share, float64(c.Requests)/float64(p.Requests), 0.02, "%s share", tc.kind)
	}

	relErr := func(got, want float64) float64 { return math.Abs(got-want) / want }
	t.Logf("normal %.3f/s (%s), peak %.3f/s (%s), spike %.1f/s at %s", p.Normal.PerSecond, p.Normal.Note, p.Peak.PerSecond, p.Peak.Note, p.Spike.Rate, p.Spike.At.Format(time.TimeOnly))
	assert.Less(t, relErr(p.Normal.PerSecond, 5), 0.05, "normal rate %.3f/s, want 5/s", p.Normal.PerSecond)
	assert.Less(t, relErr(p.Peak.PerSecond, 40), 0.05, "peak rate %.3f/s, want 40/s", p.Peak.PerSecond)
	assert.Less(t, relErr(p.Spike.Rate, 205), 0.1, "spike %.1f/s, want about 205/s", p.Spike.Rate)
	start := l.Requests[0].Time.Truncate(time.Hour)
	assert.WithinDuration(t, start.Add(spikeAt), p.Spike.At, 10*time.Second, "the spike's window")
	assert.False(t, p.HasCached, "the log reports no cached tokens")

	// The plan as written parses, and its workloads are the clusters' tables.
	var yml bytes.Buffer
	require.NoError(t, traffic.WriteYAML(&yml, p, traffic.WriteOptions{Name: "synthetic", Command: "test"}))
	assert.NotContains(t, yml.String(), "SECRET-PROMPT-TEXT", "prompt text never reaches the plan")
	pl, err := plan.Parse(yml.Bytes(), "testdata/derived.yaml")
	require.NoError(t, err, "derived plan:\n%s", yml.String())
	for _, w := range pl.Workloads {
		c := byKind[w.Kind]
		assert.Equal(t, c.Input.Quantiles, w.Input.Quantiles, "workload %s input as parsed", w.Name)
		assert.Equal(t, c.Output.Quantiles, w.Output.Quantiles, "workload %s output as parsed", w.Name)
	}
	for _, ld := range pl.Loads {
		switch ld.Name {
		case "normal":
			assert.Less(t, relErr(ld.Rate, p.Normal.PerSecond), 0.001, "normal load rate as parsed")
		case "peak":
			assert.Less(t, relErr(ld.Rate, p.Peak.PerSecond), 0.001, "peak load rate as parsed")
		}
	}
	require.NotNil(t, pl.Burst, "a spike of 205/s over a normal 5/s makes a burst test")
	assert.Less(t, relErr(pl.Burst.Spike, p.Spike.Rate), 0.001)
}

// TestFromLogSingleCluster: lengths from one distribution are not split.
func TestFromLogSingleCluster(t *testing.T) {
	one := synthCluster{in: lognormal{600, 0.6}, out: lognormal{200, 0.5}, share: 1}
	data := synthLog(t, 7, 5, 2, 2, 0, 0, 2, 0, []synthCluster{one})
	l, err := traffic.ReadLog(bytes.NewReader(data), "one.jsonl", traffic.LogOptions{})
	require.NoError(t, err)
	p, err := traffic.FromLog(l, traffic.LogDerive{})
	require.NoError(t, err)
	require.Len(t, p.Clusters, 1)
	assert.Equal(t, workload.ShortChat, p.Clusters[0].Kind)
	assert.LessOrEqual(t, ks(p.Clusters[0].Input, one.in), 0.05)

	forced, err := traffic.FromLog(l, traffic.LogDerive{Clusters: 2})
	require.NoError(t, err)
	assert.Len(t, forced.Clusters, 2, "--clusters 2 splits even one distribution")
	assert.Equal(t, []string{"short-chat", "short-chat-2"}, []string{forced.Clusters[0].Name, forced.Clusters[1].Name})
}

func TestReadLog(t *testing.T) {
	tests := []struct {
		name    string
		log     string
		skipBad bool
		want    []traffic.Request
		wantErr string
	}{
		{
			name: "rfc3339-nested-usage",
			log:  `{"timestamp":"2026-11-02T09:00:01.5Z","usage":{"prompt_tokens":10,"completion_tokens":5,"prompt_tokens_details":{"cached_tokens":4}},"messages":[{"content":"x"}]}` + "\n",
			want: []traffic.Request{{Time: time.Date(2026, 11, 2, 9, 0, 1, 5e8, time.UTC), Prompt: 10, Completion: 5, Cached: 4, HasCached: true, Line: 1}},
		},
		{
			name: "unix-seconds-flat-fields-sorted",
			log:  "{\"created\":1793000010,\"prompt_tokens\":7,\"completion_tokens\":3}\n\n{\"ts\":\"1793000000.25\",\"prompt_tokens\":8,\"completion_tokens\":0,\"cached_tokens\":0}\n",
			want: []traffic.Request{
				{Time: time.Unix(1793000000, 25e7).UTC(), Prompt: 8, Completion: 0, HasCached: true, Line: 3},
				{Time: time.Unix(1793000010, 0).UTC(), Prompt: 7, Completion: 3, Line: 1},
			},
		},
		{name: "not-json", log: "{\"timestamp\":1\n", wantErr: "x.jsonl:1: not JSON"},
		{name: "no-timestamp", log: `{"usage":{"prompt_tokens":1,"completion_tokens":1}}`, wantErr: "x.jsonl:1: no timestamp: want one of timestamp, time, ts, created"},
		{name: "milliseconds", log: `{"timestamp":1793000000000,"usage":{"prompt_tokens":1,"completion_tokens":1}}`, wantErr: "not Unix seconds (milliseconds?"},
		{name: "bad-time-string", log: `{"time":"yesterday","usage":{"prompt_tokens":1,"completion_tokens":1}}`, wantErr: `field time: "yesterday" is neither RFC 3339`},
		{name: "no-usage", log: `{"timestamp":1}`, wantErr: "no token counts"},
		{name: "negative-tokens", log: `{"timestamp":1,"usage":{"prompt_tokens":-3,"completion_tokens":1}}`, wantErr: "usage.prompt_tokens: -3 is not a token count"},
		{name: "zero-prompt", log: `{"timestamp":1,"usage":{"prompt_tokens":0,"completion_tokens":1}}`, wantErr: "usage.prompt_tokens: 0 is not a token count"},
		{name: "cached-over-prompt", log: `{"timestamp":1,"usage":{"prompt_tokens":3,"completion_tokens":1,"prompt_tokens_details":{"cached_tokens":9}}}`, wantErr: "9 cached tokens of a 3-token prompt"},
		{name: "wrong-type", log: `{"timestamp":1,"usage":{"prompt_tokens":"many","completion_tokens":1}}`, wantErr: "x.jsonl:1: field usage.prompt_tokens: want a int64, got a JSON string"},
		{name: "empty", log: "\n\n", wantErr: "x.jsonl: no requests"},
		{
			name:    "skip-bad",
			log:     "garbage\n{\"timestamp\":5,\"usage\":{\"prompt_tokens\":2,\"completion_tokens\":2}}\n",
			skipBad: true,
			want:    []traffic.Request{{Time: time.Unix(5, 0).UTC(), Prompt: 2, Completion: 2, Line: 2}},
		},
		{name: "skip-bad-all-bad", log: "garbage\nmore garbage\n", skipBad: true, wantErr: "no good line: all 2 lines are malformed"},
		{name: "bad-line-hint", log: "garbage\n", wantErr: "pass --skip-bad"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			l, err := traffic.ReadLog(strings.NewReader(tt.log), "x.jsonl", traffic.LogOptions{SkipBad: tt.skipBad})
			if tt.wantErr != "" {
				require.Error(t, err)
				assert.Contains(t, err.Error(), tt.wantErr)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tt.want, l.Requests)
			if tt.skipBad {
				require.Len(t, l.Skipped, 1)
				assert.Equal(t, 1, l.Skipped[0].Line)
			}
		})
	}
}

// TestFromLogCached: vLLM omits cached_tokens when none were cached, so a line
// without them counts as 0 once the log has shown that it reports them: half the
// requests at 80 % and half without the field is 40 %, not 80 %.
func TestFromLogCached(t *testing.T) {
	var b strings.Builder
	for i := range 200 {
		if i%2 == 0 {
			fmt.Fprintf(&b, `{"timestamp":%d,"usage":{"prompt_tokens":1000,"completion_tokens":100,"prompt_tokens_details":{"cached_tokens":800}}}`+"\n", i)
		} else {
			fmt.Fprintf(&b, `{"timestamp":%d,"usage":{"prompt_tokens":1000,"completion_tokens":100}}`+"\n", i)
		}
	}
	l, err := traffic.ReadLog(strings.NewReader(b.String()), "c.jsonl", traffic.LogOptions{})
	require.NoError(t, err)
	p, err := traffic.FromLog(l, traffic.LogDerive{})
	require.NoError(t, err)
	require.True(t, p.HasCached)
	assert.InDelta(t, 0.4, p.Cached, 1e-9)

	var yml bytes.Buffer
	require.NoError(t, traffic.WriteYAML(&yml, p, traffic.WriteOptions{}))
	pl, err := plan.Parse(yml.Bytes(), "derived.yaml")
	require.NoError(t, err, "derived plan:\n%s", yml.String())
	require.Len(t, pl.Prefixes, 2)
	assert.InDelta(t, 0.4, pl.Prefixes[1].Shared, 1e-9)
}

func TestFromLogTooShort(t *testing.T) {
	log := `{"timestamp":0,"usage":{"prompt_tokens":10,"completion_tokens":1}}` + "\n" + `{"timestamp":30,"usage":{"prompt_tokens":10,"completion_tokens":1}}`
	l, err := traffic.ReadLog(strings.NewReader(log), "short.jsonl", traffic.LogOptions{})
	require.NoError(t, err)
	_, err = traffic.FromLog(l, traffic.LogDerive{})
	require.Error(t, err)
	assert.Contains(t, err.Error(), "no whole minute of traffic")
	assert.Contains(t, err.Error(), "30s")
}

func TestTraceRoundTrip(t *testing.T) {
	data := synthLog(t, 3, 2, 1, 1, 0, 0, 1, 0, []synthCluster{{in: lognormal{100, 0.3}, out: lognormal{50, 0.3}, share: 1}})
	l, err := traffic.ReadLog(bytes.NewReader(data), "in.jsonl", traffic.LogOptions{})
	require.NoError(t, err)
	var b bytes.Buffer
	require.NoError(t, traffic.WriteTrace(&b, l))
	assert.NotContains(t, b.String(), "SECRET-PROMPT-TEXT")
	assert.NotContains(t, b.String(), "req-", "nothing but timestamps and counts")
	back, err := traffic.ReadLog(bytes.NewReader(b.Bytes()), "trace.jsonl", traffic.LogOptions{})
	require.NoError(t, err)
	require.Len(t, back.Requests, len(l.Requests))
	for i := range l.Requests {
		a, c := l.Requests[i], back.Requests[i]
		assert.True(t, a.Time.Equal(c.Time))
		assert.Equal(t, a.Prompt, c.Prompt)
		assert.Equal(t, a.Completion, c.Completion)
	}
	tr := traffic.NewTrace(back, "trace.jsonl", "")
	assert.Equal(t, time.Duration(0), tr.Offsets[0])
	assert.Equal(t, back.Requests[len(back.Requests)-1].Time.Sub(back.Requests[0].Time), tr.Span())
}
