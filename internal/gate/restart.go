package gate

import (
	"context"
	"errors"
	"fmt"
	"math"
	"net/http"
	"os/exec"
	"sort"
	"strings"
	"time"

	"github.com/infergate/infergate/internal/loadgen"
	"github.com/infergate/infergate/internal/plan"
	"github.com/infergate/infergate/internal/stats"
)

// What TestRestart measures, each from the moment the restart began (the restart
// command was started, or the embedded simulator was told to restart), in simulated
// seconds, with the plan's steady traffic running throughout:
//
//   - Health: when /health answered OK again after it had failed (0 when it never
//     failed: the restart never took the server out, as a rolling restart behind a
//     load balancer may not);
//   - FirstToken: when the first request sent after the restart began got its first
//     token;
//   - Recovered: the intended send time (from the restart) of the first request from
//     which on the TTFT p95 (from intended send, a failed request counting as never
//     served) of all later requests — at least restartTail of them — is within the
//     plan's SLO TTFT.
//
// Requests sent while the target is down fail; they are counted in the timeline, and
// only the three times are gated.

// restartTail is the fewest requests a recovery is judged on.
const restartTail = 20

// RestartResult is TestRestart's measurement and verdict.
type RestartResult struct {
	Workload, Prefix string
	Rate             float64
	// How is what restarted the target: the command, or the simulator's endpoint.
	How string
	// Health, FirstToken and Recovered are the times from the restart, seconds
	// (simulated); NaN when they never came within the traffic.
	Health, FirstToken, Recovered float64
	// HealthFailed is set when /health failed at least once after the restart.
	HealthFailed bool
	// Timeline holds one line per window of the run, for the log and the results.
	Timeline []string
	// Failures say which bound was missed; empty: PASS.
	Failures []string
}

// errNoRestart says why TestRestart cannot restart an external target.
var errNoRestart = errors.New("TestRestart needs INFERGATE_RESTART_CMD, a shell command that restarts the target (e.g. kubectl rollout restart deployment/vllm), to restart anything but the embedded simulator")

// Restart runs the plan's restart test: steady traffic, a restart Before into it,
// and the three times judged against the plan.
func (g *Gate) Restart(ctx context.Context, restartCmd string) (*RestartResult, error) {
	rp := g.Plan.Restart
	if rp == nil {
		return nil, fmt.Errorf("plan %s has no restart section", g.Plan.File)
	}
	if restartCmd == "" && !g.Target.Simulated() {
		return nil, errNoRestart
	}
	est, _, err := g.estimator(ctx, rp.Workload)
	if err != nil {
		return nil, fmt.Errorf("restart: %w", err)
	}
	total := rp.Before + rp.After
	n := max(int(math.Round(rp.Rate*total.Seconds())), 10)
	c := &plan.Cell{Name: fmt.Sprintf("restart/%s/%s", rp.Workload, rp.Prefix), Workload: rp.Workload, Prefix: rp.Prefix}
	spec, err := g.spec(c, 0, n, "-restart")
	if err != nil {
		return nil, err
	}
	set, err := g.Corpus.Build(spec, est)
	if err != nil {
		return nil, fmt.Errorf("restart: %w", err)
	}
	arr, err := loadgen.Poisson(n, rp.Rate, spec.Seed)
	if err != nil {
		return nil, fmt.Errorf("restart: %w", err)
	}
	scale := g.Target.TimeScale
	if !(scale > 0) {
		scale = 1
	}
	res := &RestartResult{Workload: rp.Workload, Prefix: rp.Prefix, Rate: rp.Rate, Health: math.NaN(), FirstToken: math.NaN(), Recovered: math.NaN()}
	start := time.Now().Add(time.Second) // the schedule's zero, shared with the restart's timer
	at := start.Add(time.Duration(float64(rp.Before) / scale))
	type outcome struct {
		run *loadgen.Result
		err error
	}
	done := make(chan outcome, 1)
	tctx, stopTraffic := context.WithCancel(ctx)
	defer stopTraffic()
	go func() {
		run, err := loadgen.Run(tctx, g.Client, set.Requests, loadgen.Config{Arrivals: arr, Scale: scale, StartAt: start, Warmup: set.Prime})
		done <- outcome{run, err}
	}()
	// The restart, and /health watched until it answers after having failed, or the
	// traffic ends.
	var cmdErr error
	cmdDone := make(chan error, 1)
	select {
	case <-time.After(time.Until(at)):
	case <-ctx.Done():
	}
	if restartCmd != "" {
		res.How = "INFERGATE_RESTART_CMD"
		cmd := exec.CommandContext(ctx, "sh", "-c", restartCmd)
		if err := cmd.Start(); err != nil {
			cmdErr = fmt.Errorf("INFERGATE_RESTART_CMD: %w", err)
		} else {
			go func() { cmdDone <- cmd.Wait() }()
		}
	} else {
		cmdDone <- nil
		res.How = fmt.Sprintf("the simulator's /sim/restart, cold start %v", rp.ColdStart)
		cmdErr = g.simRestart(ctx, rp.ColdStart)
	}
	hc := g.Target.authClient(2 * time.Second)
	end := start.Add(time.Duration(float64(total) / scale))
	sawOK := false
	for time.Now().Before(end) && ctx.Err() == nil && cmdErr == nil {
		ok := false
		if resp, err := hc.Get(g.Target.Root + "/health"); err == nil {
			ok = resp.StatusCode == http.StatusOK
			resp.Body.Close()
		}
		sawOK = sawOK || ok
		if !ok {
			res.HealthFailed = true
		} else if res.HealthFailed {
			res.Health = time.Since(at).Seconds() * scale
			break
		}
		select {
		case err := <-cmdDone:
			if err != nil {
				// The command itself is not repeated: it may carry a credential.
				cmdErr = fmt.Errorf("INFERGATE_RESTART_CMD: %w", err)
			}
			cmdDone = nil // it has ended; nothing more to hear
		case <-time.After(50 * time.Millisecond):
		}
	}
	if !res.HealthFailed && sawOK {
		res.Health = 0 // it never went down
	}
	if cmdErr != nil {
		stopTraffic() // a restart that failed measures nothing
	}
	out := <-done
	if cmdDone != nil && cmdErr == nil {
		if err := <-cmdDone; err != nil {
			cmdErr = fmt.Errorf("INFERGATE_RESTART_CMD: %w", err)
		}
	}
	if cmdErr != nil {
		return nil, cmdErr
	}
	if out.err != nil {
		return nil, fmt.Errorf("restart traffic: %w", out.err)
	}
	analyzeRestart(res, out.run, arr, rp, g.Plan.SLO.TTFT.Seconds())
	return res, nil
}

// simRestart asks the embedded simulator to restart.
func (g *Gate) simRestart(ctx context.Context, cold time.Duration) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, g.Target.Root+"/sim/restart?cold_start="+cold.String(), nil)
	if err != nil {
		return err
	}
	resp, err := g.Target.httpClient(5 * time.Second).Do(req)
	if err != nil {
		return fmt.Errorf("restart the simulator: %w", err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return fmt.Errorf("restart the simulator: %s", resp.Status)
	}
	return nil
}

// analyzeRestart reads the run: the first token after the restart, the recovery, the
// timeline, and the verdict. Times are from the restart (rp.Before into the schedule).
func analyzeRestart(res *RestartResult, run *loadgen.Result, arr []time.Duration, rp *plan.Restart, slo float64) {
	k := run.Scale
	if !(k > 0) {
		k = 1
	}
	restartAt := rp.Before.Seconds()
	type req struct {
		at, ttft float64 // from the restart; ttft +Inf when not served
		ok       bool
	}
	var after []req
	bucket := 5.0 * math.Max(1, math.Round((rp.Before+rp.After).Seconds()/100))
	type win struct {
		sent, ok int
		ttft     []float64
	}
	wins := map[int]*win{}
	for i, rec := range run.Records {
		at := arr[i].Seconds() - restartAt
		ttft := math.Inf(1)
		if rec.OK() {
			ttft = (rec.TTFT + rec.QueueWait()).Seconds() * k
			if at >= 0 {
				first := at + ttft
				if math.IsNaN(res.FirstToken) || first < res.FirstToken {
					res.FirstToken = first
				}
			}
		}
		w := int(math.Floor(at / bucket))
		if wins[w] == nil {
			wins[w] = &win{}
		}
		wins[w].sent++
		if rec.OK() {
			wins[w].ok++
			wins[w].ttft = append(wins[w].ttft, ttft)
		}
		if at >= 0 {
			after = append(after, req{at: at, ttft: ttft, ok: rec.OK()})
		}
	}
	sort.Slice(after, func(i, j int) bool { return after[i].at < after[j].at })
	// The earliest request from which on the TTFT p95 of all later ones is within the
	// SLO: scan from the end, keeping the tail's TTFTs.
	var tail []float64
	for i := len(after) - 1; i >= 0; i-- {
		tail = append(tail, after[i].ttft)
		if len(tail) < restartTail {
			continue
		}
		q, err := stats.Quantile(tail, 0.95)
		if err == nil && q <= slo {
			res.Recovered = after[i].at
		}
	}
	keys := make([]int, 0, len(wins))
	for w := range wins {
		keys = append(keys, w)
	}
	sort.Ints(keys)
	for _, w := range keys {
		v := wins[w]
		p95 := "n/a"
		if q, err := stats.Quantile(v.ttft, 0.95); err == nil {
			p95 = fmtSeconds(q)
		}
		res.Timeline = append(res.Timeline, fmt.Sprintf("%+.0fs…%+.0fs from the restart: %d sent, %d ok, TTFT p95 %s",
			float64(w)*bucket, float64(w+1)*bucket, v.sent, v.ok, p95))
	}
	check := func(what string, got float64, bound time.Duration) {
		switch {
		case math.IsNaN(got):
			res.Failures = append(res.Failures, fmt.Sprintf("%s: never within the %v of traffic after the restart (bound %v)", what, rp.After, bound))
		case got > bound.Seconds():
			res.Failures = append(res.Failures, fmt.Sprintf("%s after %s, over the plan's %v", what, fmtSeconds(got), bound))
		}
	}
	check("/health answered OK again", res.Health, rp.MaxHealth)
	check("the first token was served", res.FirstToken, rp.MaxFirstToken)
	check(fmt.Sprintf("TTFT p95 was back within the SLO's %s", fmtSeconds(slo)), res.Recovered, rp.MaxRecovery)
}

// Summary is the result's first line for the log and the results file.
func (r *RestartResult) Summary() string {
	health := fmtOr(r.Health)
	if !r.HealthFailed && !math.IsNaN(r.Health) {
		health = "never failed"
	}
	recovered := "never"
	if !math.IsNaN(r.Recovered) {
		recovered = "for the requests sent from " + fmtSeconds(r.Recovered) + " on"
	}
	return fmt.Sprintf("restart %s/%s at %g req/s by %s: /health OK again %s, first token %s, TTFT p95 within the SLO %s (times from the restart)",
		r.Workload, r.Prefix, r.Rate, r.How, withAfter(health), withAfter(fmtOr(r.FirstToken)), recovered)
}

func withAfter(s string) string {
	if s == "n/a" {
		return "never"
	}
	if strings.HasPrefix(s, "never") {
		return "(it " + s + ")"
	}
	return "after " + s
}
