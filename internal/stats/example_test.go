package stats_test

import (
	"fmt"
	"time"

	"github.com/infergate/infergate/internal/stats"
)

func ExampleQuantile() {
	// np.percentile([1, 2, 3, 4], 90) == 3.7
	v, err := stats.Quantile([]float64{4, 1, 3, 2}, 0.90)
	fmt.Println(v, err)
	// Output: 3.7 <nil>
}

func ExamplePercentile() {
	ttft := make([]float64, 100) // seconds
	for i := range ttft {
		ttft[i] = 0.2 + float64(i)*0.001
	}
	p50, _ := stats.Percentile(ttft, 0.50, 0.95)
	fmt.Printf("p50 %.4f s, 95%% CI [%.3f, %.3f] (ranks %d..%d)\n", p50.Value, p50.Lo, p50.Hi, p50.LoRank, p50.HiRank)
	p99, _ := stats.Percentile(ttft, 0.99, 0.95)
	fmt.Printf("p99 %.4f s, too few: %v\n%s\n", p99.Value, p99.TooFew, p99.Reason)
	// Output:
	// p50 0.2495 s, 95% CI [0.239, 0.260] (ranks 40..61)
	// p99 0.2980 s, too few: true
	// p99 needs at least 368 samples for a 95% confidence interval, have 100: no upper bound
}

func ExampleMinSamples() {
	for _, c := range []struct{ q, level float64 }{{0.5, 0.95}, {0.95, 0.95}, {0.99, 0.95}, {0.99, 0.90}} {
		n, _ := stats.MinSamples(c.q, c.level)
		fmt.Printf("q=%v level=%v: %d\n", c.q, c.level, n)
	}
	// Output:
	// q=0.5 level=0.95: 6
	// q=0.95 level=0.95: 72
	// q=0.99 level=0.95: 368
	// q=0.99 level=0.9: 299
}

func ExampleGoodput() {
	slo := stats.SLO{TTFT: 2 * time.Second, TPOT: 80 * time.Millisecond}
	outs := []stats.Outcome{
		{OK: true, TTFT: 2 * time.Second, E2EL: 10 * time.Second, OutputTokens: 101}, // TPOT exactly 80 ms: good
		{OK: true, TTFT: 3 * time.Second, E2EL: 4 * time.Second, OutputTokens: 10},   // TTFT over
		{OK: false}, // failed
		{OK: true, TTFT: time.Second, E2EL: 40 * time.Second, OutputTokens: 1}, // one token: no TPOT
	}
	g, _ := stats.Goodput(outs, slo, 20*time.Second)
	fmt.Printf("good %d of %d sent (%d completed): %.2f req/s, %.0f req/h, ratio %.2f\n",
		g.Good, g.Total, g.Completed, g.PerSecond, g.PerHour, g.Ratio)
	// Output: good 2 of 4 sent (3 completed): 0.10 req/s, 360 req/h, ratio 0.50
}
