package loadgen

import (
	"context"
	"math"
	"slices"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.uber.org/goleak"

	"github.com/infergate/infergate/internal/client"
)

func TestMain(m *testing.M) { goleak.VerifyTestMain(m) }

func TestGammaMatchesVLLM(t *testing.T) {
	tests := []struct {
		name       string
		burstiness float64
		wantCV     float64
	}{
		{"poisson", 1, 1},
		{"bursty", 0.25, 2},
		{"regular", 4, 0.5},
		{"constant", math.Inf(1), 0},
	}
	const n, rate = 20000, 5.0
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			offs, err := Gamma(n, rate, tt.burstiness, 42)
			require.NoError(t, err)
			require.Len(t, offs, n)
			// The schedule is rescaled so the last arrival lands exactly at n/rate.
			assert.InDelta(t, float64(n)/rate, offs[n-1].Seconds(), 1e-6)
			gaps := make([]float64, n)
			prev := time.Duration(0)
			for i, o := range offs {
				require.GreaterOrEqual(t, o, prev, "offsets never decrease")
				gaps[i] = (o - prev).Seconds()
				prev = o
			}
			mean, sd := meanStd(gaps)
			assert.InEpsilon(t, 1/rate, mean, 0.01, "mean gap")
			if tt.wantCV == 0 {
				assert.InDelta(t, 0, sd, 1e-6)
			} else {
				assert.InEpsilon(t, tt.wantCV, sd/mean, 0.05, "coefficient of variation 1/sqrt(k)")
			}
		})
	}
	a, _ := Poisson(100, 2, 7)
	b, _ := Poisson(100, 2, 7)
	c, _ := Poisson(100, 2, 8)
	assert.Equal(t, a, b, "same seed, same schedule")
	assert.NotEqual(t, a, c)
	for _, bad := range []struct {
		n           int
		rate, burst float64
	}{{-1, 1, 1}, {1, 0, 1}, {1, math.Inf(1), 1}, {1, 1, 0}} {
		_, err := Gamma(bad.n, bad.rate, bad.burst, 1)
		assert.Error(t, err, "Gamma(%d, %g, %g)", bad.n, bad.rate, bad.burst)
	}
}

func meanStd(xs []float64) (float64, float64) {
	m := 0.0
	for _, x := range xs {
		m += x
	}
	m /= float64(len(xs))
	v := 0.0
	for _, x := range xs {
		v += (x - m) * (x - m)
	}
	return m, math.Sqrt(v / float64(len(xs)))
}

func TestSeries(t *testing.T) {
	offs, err := Series([]Segment{{Rate: 2, Duration: 10 * time.Second}, {Rate: 10, Duration: 5 * time.Second}, {Rate: 2, Duration: 10 * time.Second}}, 1)
	require.NoError(t, err)
	count := func(from, to time.Duration) int {
		n := 0
		for _, o := range offs {
			if o > from && o <= to {
				n++
			}
		}
		return n
	}
	assert.Equal(t, 20, count(0, 10*time.Second))
	assert.Equal(t, 50, count(10*time.Second, 15*time.Second), "the spike")
	assert.Equal(t, 20, count(15*time.Second, 25*time.Second))
	_, err = Series([]Segment{{Rate: 1, Duration: 0}}, 1)
	assert.ErrorContains(t, err, "segment 0")
}

// fake is a Doer that takes a fixed time per request and tracks concurrency.
type fake struct {
	took      time.Duration
	mu        sync.Mutex
	cur, peak int
	sentOrder []string
}

func (f *fake) Do(ctx context.Context, r client.Request) client.Record {
	f.mu.Lock()
	f.cur++
	f.peak = max(f.peak, f.cur)
	f.sentOrder = append(f.sentOrder, r.ID)
	f.mu.Unlock()
	defer func() { f.mu.Lock(); f.cur--; f.mu.Unlock() }()
	rec := client.Record{ID: r.ID, Group: r.Group, Sent: time.Now(), InputTokens: r.InputTokens}
	t := time.NewTimer(f.took)
	defer t.Stop()
	select {
	case <-t.C:
	case <-ctx.Done():
		rec.Class = client.Canceled
		return rec
	}
	now := time.Now()
	rec.Events = []client.Event{{At: now.Add(-f.took / 2), Tokens: 1}, {At: now, Tokens: 1}}
	rec.TTFT, rec.E2EL = rec.Events[0].At.Sub(rec.Sent), now.Sub(rec.Sent)
	rec.OutputTokens, rec.CompletionTokens, rec.HasUsage = 2, 2, true
	rec.PromptTokens = 10
	rec.Class = client.OK
	return rec
}

func reqs(n int) []client.Request {
	out := make([]client.Request, n)
	for i := range out {
		out[i] = client.Request{ID: "r" + strconv.Itoa(i), Prompt: "x", MaxTokens: 2, InputTokens: 10}
	}
	return out
}

func TestClosedLoop(t *testing.T) {
	f := &fake{took: 5 * time.Millisecond}
	res, err := Run(context.Background(), f, reqs(40), Config{Concurrency: 4, Warmup: reqs(3)})
	require.NoError(t, err)
	assert.Equal(t, 4, f.peak, "exactly 4 users")
	assert.Equal(t, 4, res.MaxInFlight)
	assert.Len(t, res.Warmup, 3)
	// The three warm-up requests run at once, so their own order is open.
	assert.ElementsMatch(t, []string{"r0", "r1", "r2"}, f.sentOrder[:3], "warm-up goes first")
	require.Len(t, res.Records, 40)
	for i, r := range res.Records {
		assert.Equal(t, "r"+strconv.Itoa(i), r.ID, "records keep request order")
		assert.True(t, r.OK())
		assert.Zero(t, r.QueueWait(), "a closed loop has no schedule to fall behind")
		assert.False(t, r.Sent.Before(res.Start), "warm-up is outside the measurement")
	}
	s := res.Samples()
	assert.Equal(t, 40, s.Succeeded)
	assert.Len(t, s.TTFT, 40)
	assert.Len(t, s.ITL, 40)
	assert.Equal(t, 80, s.OutputTokens)
	assert.Equal(t, 400, s.InputTokens)
}

// TestOpenLoopKeepsSchedule: 50 arrivals 1 ms apart on the wall. Every intended time
// is exactly the schedule's, nothing is sent early, and the generator does not fall
// behind: its median dispatch lag stays under 3 ms. A single lag is the scheduler's to
// decide on a shared machine (under the race detector with two busy loops beside the
// test, the worst of 50 reached 5 ms while the median stayed under 0.7 ms), so only
// the median and the lag's drift over the run are bounded (the second half's median
// at most 5 ms above the first's; 2 ms was seen under that load). A generator that
// falls further behind with every request fails the second bound.
func TestOpenLoopKeepsSchedule(t *testing.T) {
	f := &fake{took: 2 * time.Millisecond}
	offs, err := Constant(50, 500) // every 2 ms of simulated time
	require.NoError(t, err)
	res, err := Run(context.Background(), f, reqs(50), Config{Arrivals: offs, Scale: 2}) // 1 ms apart on the wall
	require.NoError(t, err)
	assert.Zero(t, res.Dropped)
	for i, r := range res.Records {
		want := res.Start.Add(offs[i] / 2)
		assert.WithinDuration(t, want, r.Intended, time.Microsecond, "intended time of %s", r.ID)
		assert.GreaterOrEqual(t, res.Lag[i], time.Duration(0), "%s is never sent early", r.ID)
		assert.False(t, r.Sent.Before(r.Intended), "%s is never sent early", r.ID)
	}
	first, last := slices.Clone(res.Lag[:25]), slices.Clone(res.Lag[25:])
	slices.Sort(first)
	slices.Sort(last)
	all := append(slices.Clone(first), last...)
	slices.Sort(all)
	t.Logf("dispatch lag: median %v, max %v; median of the first half %v, of the second %v", all[25], all[49], first[12], last[12])
	assert.Less(t, all[25], 3*time.Millisecond, "median dispatch lag")
	assert.Less(t, last[12]-first[12], 5*time.Millisecond, "the lag does not drift over the run")
	s := res.Samples()
	for i := range s.TTFT {
		assert.InEpsilon(t, 2*res.Records[i].TTFT.Seconds(), s.TTFT[i], 1e-9, "samples are in simulated time")
	}
	assert.InDelta(t, 2*res.End.Sub(res.Start).Seconds(), s.Duration.Seconds(), 1e-6)
}

// TestNoCoordinatedOmission: a server slower than the arrival rate behind a
// concurrency cap. Latency from the actual send stays flat; latency from the intended
// send grows with the backlog, as a user on schedule would see it. Ten requests every
// 5 ms against a 20 ms server build a backlog of 135 ms by the last; the bounds sit
// far from it (medians, and 10 ms of allowance where the backlog is 135 ms), so a
// noisy machine does not decide the test.
func TestNoCoordinatedOmission(t *testing.T) {
	f := &fake{took: 20 * time.Millisecond}
	offs, err := Constant(10, 200) // one every 5 ms
	require.NoError(t, err)
	res, err := Run(context.Background(), f, reqs(10), Config{Arrivals: offs, MaxConcurrency: 1})
	require.NoError(t, err)
	assert.Equal(t, 1, f.peak)
	s := res.Samples()
	last := len(s.E2EL) - 1
	median := func(xs []float64) float64 {
		xs = slices.Clone(xs)
		slices.Sort(xs)
		return xs[len(xs)/2]
	}
	assert.InDelta(t, 0.020, median(s.E2EL), 0.010, "latency from the actual send is the server's 20 ms")
	assert.InDelta(t, median(s.E2EL[:5]), median(s.E2EL[5:]), 0.010, "latency from the actual send does not grow")
	assert.Greater(t, s.E2ELFromIntended[last], s.E2ELFromIntended[0]+0.1, "latency from the intended send shows the backlog")
	assert.Greater(t, s.QueueWait[last], 0.1)
	assert.Less(t, median(s.DispatchLag), 0.005, "the generator itself was on time")
}

func TestCancelDropsAndCancels(t *testing.T) {
	f := &fake{took: time.Hour}
	offs, err := Constant(20, 100) // 10 ms apart
	require.NoError(t, err)
	ctx, cancel := context.WithTimeout(context.Background(), 55*time.Millisecond)
	defer cancel()
	res, err := Run(ctx, f, reqs(20), Config{Arrivals: offs})
	require.NoError(t, err)
	// About 6 of the 20 arrivals fall before the 55 ms stop; how many exactly is the
	// scheduler's to decide on a busy machine, so only the split is asserted.
	t.Logf("%d of 20 arrivals dropped", res.Dropped)
	assert.Greater(t, res.Dropped, 0, "arrivals after the stop are dropped")
	assert.Less(t, res.Dropped, 20, "arrivals before the stop were sent")
	s := res.Samples()
	assert.Equal(t, 20, s.ByClass[client.Canceled])
	assert.Zero(t, s.Succeeded)
}

func TestMaxInFlightDrops(t *testing.T) {
	f := &fake{took: 50 * time.Millisecond}
	offs := make([]time.Duration, 10) // all at once
	res, err := Run(context.Background(), f, reqs(10), Config{Arrivals: offs, MaxInFlight: 4})
	require.NoError(t, err)
	assert.Equal(t, 6, res.Dropped)
	assert.Equal(t, 4, res.Samples().Succeeded)
}

func TestConfigErrors(t *testing.T) {
	tests := []struct {
		name string
		cfg  Config
		want string
	}{
		{"neither", Config{}, "neither concurrency"},
		{"both", Config{Concurrency: 1, Arrivals: make([]time.Duration, 2)}, "both concurrency"},
		{"count", Config{Arrivals: make([]time.Duration, 3)}, "3 arrivals for 2 requests"},
		{"order", Config{Arrivals: []time.Duration{2, 1}}, "arrival 1 at 1ns is before arrival 0 at 2ns"},
		{"negative-concurrency", Config{Concurrency: -1}, "concurrency -1: must be >= 0"},
		{"nan-scale", Config{Concurrency: 1, Scale: math.NaN()}, "time scale NaN"},
		{"infinite-scale", Config{Concurrency: 1, Scale: math.Inf(1)}, "time scale +Inf"},
		{"max-in-flight", Config{Arrivals: make([]time.Duration, 2), MaxInFlight: -1}, "max in flight -1"},
		{"scale", Config{Concurrency: 1, Scale: -1}, "time scale"},
		{"max-concurrency", Config{Concurrency: 1, MaxConcurrency: -1}, "max_concurrency"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Run(context.Background(), &fake{}, reqs(2), tt.cfg)
			assert.ErrorContains(t, err, tt.want)
		})
	}
}
