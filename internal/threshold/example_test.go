package threshold_test

import (
	"fmt"

	"github.com/infergate/infergate/internal/threshold"
)

func ExampleParse() {
	e, err := threshold.Parse("p(99)<=800ms")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(e)
	fmt.Printf("q=%v op=%v value=%vs unit=%q\n", e.Q, e.Op, e.Value, e.Unit)

	_, err = threshold.Parse("p(95 < 1s")
	fmt.Println(err)
	// Output:
	// p(99) <= 800ms
	// q=0.99 op=<= value=0.8s unit="ms"
	// threshold "p(95 < 1s": at 4: expected ")" after the percentile
}

func ExampleCheck() {
	m, _ := threshold.Lookup("error_rate")
	e, _ := threshold.Parse("p(95) < 1%")
	fmt.Println(threshold.Check(e, m, false))
	// Output:
	// threshold "p(95) < 1%": p(95) does not apply to error_rate (a ratio): write e.g. "< 0.5%"
}

func ExampleEvaluate() {
	ttft, _ := threshold.Lookup("ttft")
	e, _ := threshold.Parse("p(95) < 1.5s")
	samples := make([]float64, 360) // seconds
	for i := range samples {
		samples[i] = 1.5 + float64(i)*0.001
	}
	fmt.Println(threshold.Evaluate(e, ttft, threshold.Observation{Independent: true, Samples: samples}, threshold.DefaultLevel))

	p99, _ := threshold.Parse("p(99) < 3s")
	fmt.Println(threshold.Evaluate(p99, ttft, threshold.Observation{Independent: true, Samples: samples[:100]}, threshold.DefaultLevel))

	errorRate, _ := threshold.Lookup("error_rate")
	lt, _ := threshold.Parse("< 0.5%")
	fmt.Println(threshold.Evaluate(lt, errorRate, threshold.Observation{Value: 1.0 / 360, N: 360}, threshold.DefaultLevel))

	hits, _ := threshold.Lookup("prefix_hit_ratio")
	ge, _ := threshold.Parse(">= 0.6")
	fmt.Println(threshold.Evaluate(ge, hits, threshold.Observation{
		Unavailable: `metric "vllm:prefix_cache_hits_total" not exported by http://vllm:8000/metrics`,
	}, threshold.DefaultLevel))
	// Output:
	// ttft p(95) < 1.5s: FAIL — measured 1.84s [90% CI 1.83s–1.85s], n=360
	// ttft p(99) < 3s: INCONCLUSIVE — too few samples: p99 needs at least 299 samples for a 90% confidence interval, have 100: no upper bound; measured 1.6s [90% CI from 1.6s, no upper bound], n=100
	// error_rate < 0.5%: PASS — measured 0.278% (1 of 360)
	// prefix_hit_ratio >= 0.6: INCONCLUSIVE — unavailable: metric "vllm:prefix_cache_hits_total" not exported by http://vllm:8000/metrics
}

func ExampleCompare() {
	ttft, _ := threshold.Lookup("ttft")
	e, _ := threshold.Parse("p(95) <= +10%")
	base := make([]float64, 400)
	cand := make([]float64, 400)
	for i := range base {
		base[i] = 0.5 + float64(i%100)*0.01
		cand[i] = base[i] * 1.15
	}
	v := threshold.Compare(e, ttft, threshold.Observation{Independent: true, Samples: base}, threshold.Observation{Independent: true, Samples: cand}, threshold.DefaultLevel, 1)
	fmt.Println(v)

	rph, _ := threshold.Lookup("goodput_rph")
	g, _ := threshold.Parse(">= -2%")
	fmt.Println(threshold.Compare(g, rph, threshold.Observation{Value: 0.9, N: 300}, threshold.Observation{Value: 0.891, N: 300}, threshold.DefaultLevel, 1))
	// Output:
	// ttft p(95) <= +10%: FAIL — baseline 1.44s, candidate 1.66s, change +15% [90% CI +12.7% to +17.4%], n=400 vs 400
	// goodput_rph >= -2%: PASS — baseline 3240/h, candidate 3210/h, change -1%, n=300 vs 300
}
