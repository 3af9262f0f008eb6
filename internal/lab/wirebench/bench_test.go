package wirebench

import (
	"context"
	"fmt"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"
)

// benchSchedule is a vLLM-like decode pace: the first token 40 ms after the request,
// then one every 40 ms (25 tokens/s per stream; 1,024 streams are 25,600 events/s).
var benchSchedule = Schedule{First: 40 * time.Millisecond, Gap: 40 * time.Millisecond}

// BenchmarkExternalAccuracy measures the gate's client against a server in its own
// process (see the package doc) at 64, 256 and 1,024 concurrent streams, closed loop
// and Poisson, side by side with the same client on go-openai's request path and
// the bare reader, and logs the table BENCHMARKS.md shows, one sub-benchmark per
// load. WIREBENCH_REPS sets the runs per client and load (default 3),
// WIREBENCH_LOADS (streams=256/closed,…) and WIREBENCH_CLIENTS (gate,bare,…) narrow
// the study.
func BenchmarkExternalAccuracy(b *testing.B) {
	reps := 3
	if v, err := strconv.Atoi(os.Getenv("WIREBENCH_REPS")); err == nil && v > 0 {
		reps = v
	}
	loads := []load{}
	for _, n := range []int{64, 256, 1024} {
		loads = append(loads, load{streams: n, tokens: 32, perUser: 2}, load{streams: n, poisson: true, tokens: 32, span: 3})
	}
	if f := os.Getenv("WIREBENCH_LOADS"); f != "" {
		var keep []load
		for _, l := range loads {
			if strings.Contains(","+f+",", ","+l.String()+",") {
				keep = append(keep, l)
			}
		}
		loads = keep
	}
	p := spawn(b, benchSchedule)
	cs := contenders(b, p)
	ctx := context.Background()
	for _, l := range loads {
		b.Run(l.String(), func(b *testing.B) {
			var res map[string]map[string][]figures
			for range b.N {
				res = study(ctx, b, p, benchSchedule, cs, []load{l}, reps)
			}
			b.Logf("schedule %v, %d tokens; median over %d runs (min–max), ms:\n%s", benchSchedule, l.tokens, reps, table([]load{l}, cs, res))
			for _, c := range cs {
				fs := res[l.String()][c.name]
				med := func(get func(figures) float64) float64 {
					xs := make([]float64, len(fs))
					for i, f := range fs {
						xs[i] = get(f)
					}
					return spreadOf(xs).med
				}
				b.ReportMetric(med(func(f figures) float64 { return f.ttft50 }), c.name+"-ttft-err-p50-ms")
				b.ReportMetric(med(func(f figures) float64 { return f.ttft99 }), c.name+"-ttft-err-p99-ms")
				b.ReportMetric(med(func(f figures) float64 { return f.read50 }), c.name+"-read-err-p50-ms")
				b.ReportMetric(med(func(f figures) float64 { return f.read99 }), c.name+"-read-err-p99-ms")
			}
		})
	}
}

// BenchmarkExternalCeiling finds how much one generator sustains against the server
// in its own process (which shares the machine's cores): Poisson load at rising
// concurrency on two schedules (a token every 40 ms and every 20 ms), the gate's
// client driven by loadgen and the bare reader side by side, WIREBENCH_REPS runs
// each (default 3). A step passes when the median dispatch lag p99 is under 10 ms
// and the median timing error p99 (client read − true emission, every event) is
// under 5 ms; the ceiling is the last step that passes.
func BenchmarkExternalCeiling(b *testing.B) {
	reps := 3
	if v, err := strconv.Atoi(os.Getenv("WIREBENCH_REPS")); err == nil && v > 0 {
		reps = v
	}
	ladders := []struct {
		sched   Schedule
		streams []int
	}{
		{Schedule{First: 40 * time.Millisecond, Gap: 40 * time.Millisecond}, []int{512, 768, 1024, 1536}},
		{Schedule{First: 40 * time.Millisecond, Gap: 20 * time.Millisecond}, []int{256, 384, 512, 768}},
	}
	ctx := context.Background()
	for _, ld := range ladders {
		b.Run("gap="+ld.sched.Gap.String(), func(b *testing.B) {
			p := spawn(b, ld.sched)
			cs := contenders(b, p)
			cs = slices.DeleteFunc(cs, func(c contender) bool { return c.name != "gate" && c.name != "bare" })
			ceiling := map[string]float64{}
			for _, n := range ld.streams {
				l := load{streams: n, poisson: true, tokens: 32, span: 3}
				// One sub-benchmark per step: a benchmark's log is cut after 10 lines.
				b.Run(fmt.Sprintf("streams=%d", n), func(b *testing.B) {
					var res map[string]map[string][]figures
					for range b.N {
						res = study(ctx, b, p, ld.sched, cs, []load{l}, reps)
					}
					b.Logf("schedule %v, 32 tokens, Poisson; median over %d runs (min–max), ms:\n%s", ld.sched, reps, ceilingTable([]load{l}, cs, res))
					for _, c := range cs {
						f := medians(res[l.String()][c.name])
						pass := f.lag99 < 10 && f.read99 < 5
						if pass {
							ceiling[c.name] = max(ceiling[c.name], f.eventsPerSec)
						}
						b.ReportMetric(map[bool]float64{true: 1}[pass], c.name+"-passes")
						b.ReportMetric(f.eventsPerSec, c.name+"-events/s")
						b.ReportMetric(f.read99, c.name+"-read-err-p99-ms")
						b.ReportMetric(f.lag99, c.name+"-lag-p99-ms")
					}
				})
			}
			b.Logf("schedule %v: the highest passing step, events/s: %v", ld.sched, ceiling)
		})
	}
}

// medians is the median over runs of each figure.
func medians(fs []figures) figures {
	col := func(get func(figures) float64) float64 {
		xs := make([]float64, len(fs))
		for i, f := range fs {
			xs[i] = get(f)
		}
		return spreadOf(xs).med
	}
	return figures{
		ttft99: col(func(f figures) float64 { return f.ttft99 }), read99: col(func(f figures) float64 { return f.read99 }),
		lag99: col(func(f figures) float64 { return f.lag99 }), eventsPerSec: col(func(f figures) float64 { return f.eventsPerSec }),
		peak: int(col(func(f figures) float64 { return float64(f.peak) })), cpuPerEvent: col(func(f figures) float64 { return f.cpuPerEvent }),
		noise: col(func(f figures) float64 { return f.noise }), late99: col(func(f figures) float64 { return f.late99 }),
	}
}

// ceilingTable renders a ceiling study: per step and client, the figures that
// decide it and whether it passed.
func ceilingTable(loads []load, cs []contender, res map[string]map[string][]figures) string {
	var s strings.Builder
	s.WriteString("| streams | client | events/s | peak in flight | dispatch lag p99 | read err p99 | TTFT err p99 | server late p99 | client CPU µs/event | wake-up p99 | passes |\n")
	s.WriteString("|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---|\n")
	for _, l := range loads {
		for _, c := range cs {
			fs := res[l.String()][c.name]
			col := func(get func(figures) float64) string { return column(fs, get) }
			m := medians(fs)
			fmt.Fprintf(&s, "| %d | %s | %s | %s | %s | %s | %s | %s | %s | %s | %t |\n", l.streams, c.name,
				col(func(f figures) float64 { return f.eventsPerSec }), col(func(f figures) float64 { return float64(f.peak) }),
				col(func(f figures) float64 { return f.lag99 }), col(func(f figures) float64 { return f.read99 }),
				col(func(f figures) float64 { return f.ttft99 }), col(func(f figures) float64 { return f.late99 }),
				col(func(f figures) float64 { return f.cpuPerEvent }), col(func(f figures) float64 { return f.noise }),
				m.lag99 < 10 && m.read99 < 5)
		}
	}
	return s.String()
}
