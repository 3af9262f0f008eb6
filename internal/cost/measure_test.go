package cost

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/infergate/infergate/internal/plan"
	"github.com/infergate/infergate/internal/results"
	"github.com/infergate/infergate/internal/stats"
	"github.com/infergate/infergate/internal/threshold"
)

// TestMeasureDesignEffects prints the design effects behind DefaultDesignEffect's
// table: stats.SeriesPercentile's Inflation at p(95) and p(99) for every cell of the
// results files in $INFERGATE_COST_RESULTS and its test/ subdirectory (latest.json
// and quality files excepted), by load kind (taken from the plan in
// $INFERGATE_COST_PLAN, default thresholds/default.yaml) and metric; ITL per gap of a
// request (D over the mean gaps per request). It is skipped without the variable:
//
//	INFERGATE_COST_RESULTS=$PWD/results go test ./internal/cost -run Measure -v
func TestMeasureDesignEffects(t *testing.T) {
	dir := os.Getenv("INFERGATE_COST_RESULTS")
	if dir == "" {
		t.Skip("set INFERGATE_COST_RESULTS to a results directory to measure design effects")
	}
	planFile := os.Getenv("INFERGATE_COST_PLAN")
	if planFile == "" {
		planFile = filepath.Join("..", "..", "thresholds", "default.yaml")
	}
	p, err := plan.ReadFile(planFile)
	require.NoError(t, err)
	files, err := filepath.Glob(filepath.Join(dir, "*.json"))
	require.NoError(t, err)
	more, err := filepath.Glob(filepath.Join(dir, "test", "*.json"))
	require.NoError(t, err)
	type key struct {
		kind   LoadKind
		metric string
	}
	got := map[key][]float64{}
	for _, f := range append(files, more...) {
		base := filepath.Base(f)
		if base == "latest.json" || strings.HasPrefix(base, "quality") {
			continue
		}
		r, err := results.Read(f)
		if err != nil {
			t.Logf("skipped: %v", err) // go-test.json and the like
			continue
		}
		for i := range r.Cells {
			c := &r.Cells[i]
			l, ok := p.Load(c.Load)
			if !ok {
				continue
			}
			kind := kindOf(l)
			for _, name := range []string{"ttft", "e2el", "tpot", "queue_wait", "itl"} {
				var xs []float64
				per := 1.0
				if name == "itl" {
					n := 0
					for _, rec := range c.Records {
						if len(rec.ITLs) > 0 {
							xs = append(xs, rec.ITLs...)
							n++
						}
					}
					if n == 0 {
						continue
					}
					per = float64(len(xs)) / float64(n)
				} else {
					m, _ := threshold.Lookup(name)
					xs = results.Observe(c, m).Samples
				}
				for _, q := range []float64{0.95, 0.99} {
					e, err := stats.SeriesPercentile(xs, q, p.Level)
					require.NoError(t, err)
					got[key{kind, name}] = append(got[key{kind, name}], e.Inflation/per)
					t.Logf("%s %-26s %-10s p%.0f n=%-6d D=%.2f", base, c.Name, name, 100*q, len(xs), e.Inflation)
				}
			}
		}
	}
	for _, kind := range []LoadKind{Closed, Open, Share} {
		for _, name := range []string{"ttft", "e2el", "tpot", "queue_wait", "itl"} {
			v := got[key{kind, name}]
			if len(v) == 0 {
				continue
			}
			slices.Sort(v)
			at := func(p float64) float64 { return v[int(p*float64(len(v)-1))] }
			unit := ""
			if name == "itl" {
				unit = " per gap"
			}
			fmt.Printf("%-14s %-10s%s: min %.3g, median %.3g, p90 %.3g, max %.3g (%d figures)\n", kind, name, unit, v[0], at(0.5), at(0.9), v[len(v)-1], len(v))
		}
	}
}
