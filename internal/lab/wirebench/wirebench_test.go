package wirebench

import (
	"bufio"
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/infergate/infergate/internal/client"
)

func TestParseSchedule(t *testing.T) {
	tests := []struct {
		spec    string
		want    Schedule
		wantErr string
	}{
		{spec: "first=40ms,gap=20ms", want: Schedule{First: 40 * time.Millisecond, Gap: 20 * time.Millisecond}},
		{spec: "gap=0s, first=1s", want: Schedule{First: time.Second}},
		{spec: "first=40ms", wantErr: "want both"},
		{spec: "first=40ms,gap=-1ms", wantErr: "negative"},
		{spec: "first=40ms,gap=x", wantErr: "gap"},
		{spec: "first=1ms,gap=1ms,step=1ms", wantErr: "unknown field"},
		{spec: "first", wantErr: "not key=value"},
	}
	for _, tt := range tests {
		t.Run(tt.spec, func(t *testing.T) {
			got, err := ParseSchedule(tt.spec)
			if tt.wantErr != "" {
				require.ErrorContains(t, err, tt.wantErr)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tt.want, got)
			again, err := ParseSchedule(got.String())
			require.NoError(t, err)
			assert.Equal(t, got, again, "String round-trips")
		})
	}
}

// TestServerStreamsLikeVLLM reads one stream raw from the server in this process: the
// role chunk, a chunk per token, the finish chunk, the usage chunk with empty
// choices, [DONE]; one truth per data event, on the schedule; and the gate's client
// reads the same stream as a complete one.
func TestServerStreamsLikeVLLM(t *testing.T) {
	sched := Schedule{First: 5 * time.Millisecond, Gap: 2 * time.Millisecond}
	h := NewServer(sched)
	srv := httptest.NewServer(h)
	t.Cleanup(srv.Close)

	req, err := http.NewRequestWithContext(context.Background(), http.MethodPost, srv.URL+"/v1/chat/completions",
		strings.NewReader(`{"model":"m","messages":[{"role":"user","content":"hi"}],"max_tokens":3,"stream":true}`))
	require.NoError(t, err)
	req.Header.Set("X-Request-Id", "raw-1")
	resp, err := srv.Client().Do(req)
	require.NoError(t, err)
	defer resp.Body.Close()
	assert.Equal(t, "text/event-stream; charset=utf-8", resp.Header.Get("Content-Type"))
	var data []string
	sc := bufio.NewScanner(resp.Body)
	for sc.Scan() {
		if p, ok := strings.CutPrefix(sc.Text(), "data: "); ok {
			data = append(data, p)
		}
	}
	require.NoError(t, sc.Err())
	require.Len(t, data, 3+4)
	assert.Contains(t, data[0], `"delta":{"role":"assistant","content":""}`)
	assert.Contains(t, data[1], `"delta":{"content":" tok0"}`)
	assert.Contains(t, data[4], `"finish_reason":"length"`)
	assert.Contains(t, data[5], `"choices":[],"usage":{"prompt_tokens":1,"total_tokens":4,"completion_tokens":3}`)
	assert.Equal(t, "[DONE]", data[6])

	c, err := client.New(client.Config{BaseURL: srv.URL + "/v1", Model: "m", Timeout: 10 * time.Second})
	require.NoError(t, err)
	t.Cleanup(c.CloseIdleConnections)
	rec := c.Do(context.Background(), request("gate-1", 3))
	require.Equal(t, client.OK, rec.Class, rec.Err)
	assert.Equal(t, 3, rec.OutputTokens)
	assert.Equal(t, "length", rec.FinishReason)
	assert.Len(t, rec.Events, 3+2, "role, tokens, finish")

	rep := getReport(t, srv.URL)
	require.Len(t, rep.Truths, 2)
	for _, tr := range rep.Truths {
		require.Len(t, tr.Events, 3+4, tr.ID)
		require.Len(t, tr.Due, 3+4)
		assert.Empty(t, tr.Err)
		first := time.Duration(tr.Due[0] - tr.Recv)
		assert.Equal(t, sched.First, first, "role chunk due First after the request")
		assert.Equal(t, tr.Due[0], tr.Due[1], "first token with the role chunk")
		assert.Equal(t, sched.Gap, time.Duration(tr.Due[2]-tr.Due[1]))
		for i, at := range tr.Events {
			assert.GreaterOrEqual(t, at, tr.Due[i], "event %d not before its time", i)
		}
	}
	assert.Empty(t, getReport(t, srv.URL).Truths, "a report forgets what it returned")
}

func getReport(t *testing.T, base string) Report {
	t.Helper()
	p := &Process{Addr: strings.TrimPrefix(base, "http://"), hc: &http.Client{Timeout: 10 * time.Second}}
	rep, err := p.Report(context.Background())
	require.NoError(t, err)
	return rep
}

func TestMatchRefusesIncompleteRuns(t *testing.T) {
	at := time.Unix(100, 0)
	rec := func(id string, class client.Class, events int) client.Record {
		r := client.Record{ID: id, Class: class, Sent: at}
		for i := range events {
			r.Events = append(r.Events, client.Event{At: at.Add(time.Duration(i+2) * time.Millisecond)})
		}
		return r
	}
	truth := func(id string, events int, err string) Truth {
		tr := Truth{ID: id, Recv: at.Add(time.Millisecond).UnixNano(), Err: err}
		for i := range events {
			ns := at.Add(time.Duration(i+1) * time.Millisecond).UnixNano()
			tr.Events, tr.Due = append(tr.Events, ns), append(tr.Due, ns)
		}
		return tr
	}
	two := func(client.Record) int { return 2 }
	tests := []struct {
		name    string
		recs    []client.Record
		truths  []Truth
		wantErr string
	}{
		{"ok", []client.Record{rec("a", client.OK, 2)}, []Truth{truth("a", 4, "")}, ""},
		{"failed-request", []client.Record{rec("a", client.Transport, 2)}, []Truth{truth("a", 4, "")}, "ended transport"},
		{"no-truth", []client.Record{rec("a", client.OK, 2)}, nil, "no truth"},
		{"server-error", []client.Record{rec("a", client.OK, 2)}, []Truth{truth("a", 4, "broken pipe")}, "broken pipe"},
		{"too-few-read", []client.Record{rec("a", client.OK, 1)}, []Truth{truth("a", 4, "")}, "1 events read"},
		{"too-few-written", []client.Record{rec("a", client.OK, 2)}, []Truth{truth("a", 1, "")}, "1 written"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e, err := Match(tt.recs, Report{Truths: tt.truths}.ByID(), two)
			if tt.wantErr != "" {
				require.ErrorContains(t, err, tt.wantErr)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, 1, e.Requests)
			assert.Equal(t, 2, e.Events)
			assert.Equal(t, []float64{1}, e.TTFT)
			assert.Equal(t, []float64{1, 1}, e.Read)
			assert.Equal(t, []float64{1}, e.Send)
			assert.Equal(t, []float64{0, 0}, e.Late)
		})
	}
}

// TestExternalPlumbing runs the whole study small — the server in its own process,
// every contender, 16 streams closed loop and Poisson, one run each — and checks
// that every event was matched with its truth and that the errors are sane: no
// client reads an event before the server wrote it, and (without the race
// detector) the medians are far below the schedule's gap.
func TestExternalPlumbing(t *testing.T) {
	sched := Schedule{First: 20 * time.Millisecond, Gap: 10 * time.Millisecond}
	p := spawn(t, sched)
	cs := contenders(t, p)
	require.GreaterOrEqual(t, len(cs), 3)
	loads := []load{{streams: 16, tokens: 8, perUser: 2}, {streams: 16, poisson: true, tokens: 8, span: 0.5}}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	for _, l := range loads {
		for _, c := range cs {
			t.Run(l.String()+"/"+c.name, func(t *testing.T) {
				// A wall clock stepped during the run (seen once: every error near
				// -7 ms) is no stamping bug: the run is made again, at most twice, and
				// skipped, saying why, if the clock moved in all three.
				var o outcome
				for attempt := 0; ; attempt++ {
					start := time.Now()
					var err error
					o, err = run(ctx, p, sched, c, l, fmt.Sprintf("plumb-%s%s-%d", c.name, l, attempt))
					require.NoError(t, err)
					end := time.Now()
					step := end.Round(0).Sub(start.Round(0)) - end.Sub(start)
					if step.Abs() < 500*time.Microsecond {
						break
					}
					if attempt == 2 {
						// Three runs in a row under a moving clock (a host being slewed at
						// 1,700 ppm was seen): the two clocks cannot be compared here, and
						// a reading against them would fail or pass by chance.
						t.Skipf("the wall clock moved %v against the monotonic one in each of 3 runs: the host's clock is being stepped or slewed, so client and server stamps cannot be compared", step)
					}
					t.Logf("the wall clock moved %v against the monotonic one during the run; running it again", step)
				}
				assert.Positive(t, o.errs.Requests)
				assert.Equal(t, o.errs.Requests*(l.tokens+2), o.errs.Events, "every event matched")
				// The gate's client keeps an event's time on the monotonic clock, anchored
				// to the wall clock when its connection opened, while the server stamps
				// the wall clock; a wall clock being slewed (NTP, a VM's clock) moves the
				// two apart by up to 500 ppm of the connection's age. Tens of microseconds
				// were seen on CI; a stamping bug is a token gap (10 ms) early.
				const slew = 0.5 // ms
				for _, xs := range [][]float64{o.errs.TTFT, o.errs.Read, o.errs.Send, o.errs.Late} {
					for _, x := range xs {
						require.GreaterOrEqual(t, x, -slew, "a reading before the event it reads")
					}
				}
				f := summarize(o)
				t.Logf("TTFT err p50 %.2f p99 %.2f ms, read err p50 %.2f p99 %.2f ms, send p50 %.2f ms", f.ttft50, f.ttft99, f.read50, f.read99, f.send50)
				if !raceEnabled {
					assert.Less(t, f.read50, sched.Gap.Seconds()*1e3/2, "read error median")
					assert.Less(t, f.ttft50, sched.Gap.Seconds()*1e3/2, "TTFT error median")
				}
			})
		}
	}
}
