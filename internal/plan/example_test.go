package plan_test

import (
	"fmt"

	"github.com/infergate/infergate/internal/plan"
)

func ExampleParse() {
	src := `
name: example
slo: {ttft: 2s, tpot: 80ms}
trials: 3
workloads:
  short-chat: {input: {mean: 400, spread: 0.3}, output: {mean: 150, spread: 0.3}}
prefix:
  fresh: {}
  reused: {shared: 0.8, groups: 4, prime: true}
loads:
  low:  {concurrency: 4, requests: 120}
  peak: {capacity: 0.9, duration: 60s}
cells:
  "*":
    ttft: ["p(95) < 1.5s"]
    error_rate: ["< 0.5%"]
  "*/*/peak":
    ttft: ["p(95) < 2s"]
  "*/reused/*":
    prefix_hit_ratio: [">= 0.6"]
`
	p, err := plan.Parse([]byte(src), "example.yaml")
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, c := range p.Cells {
		fmt.Print(c.Name, ":")
		for _, k := range c.Checks {
			fmt.Printf(" %s %s;", k.Metric.Name, k.Expr)
		}
		n, ok := p.ExpectedRequests(&c, 20) // a measured capacity of 20 requests/s
		fmt.Printf(" %d requests per trial (%v)\n", n, ok)
	}
	// Output:
	// short-chat/fresh/low: ttft p(95) < 1.5s; error_rate < 0.5%; 120 requests per trial (true)
	// short-chat/fresh/peak: ttft p(95) < 2s; error_rate < 0.5%; 1080 requests per trial (true)
	// short-chat/reused/low: ttft p(95) < 1.5s; error_rate < 0.5%; prefix_hit_ratio >= 0.6; 120 requests per trial (true)
	// short-chat/reused/peak: ttft p(95) < 2s; error_rate < 0.5%; prefix_hit_ratio >= 0.6; 1080 requests per trial (true)
}

func ExampleParse_errors() {
	src := `
name: broken
slo: {ttft: 2s}
workloads:
  short-chat: {input: {mean: 400}, output: {mean: 150}}
prefix: {fresh: {}}
loads:
  low: {requests: 10}
cells:
  "*": {ttft: ["p(95) < 5%"], error_rate: ["p(99) < 1%"]}
`
	_, err := plan.Parse([]byte(src), "broken.yaml")
	fmt.Println(err)
	// Output:
	// broken.yaml:8: loads.low: want exactly one of concurrency (a closed loop: concurrency + requests), rate (an open loop: rate + duration or rate + requests), capacity (a share of measured capacity: capacity + duration) or replay (a recorded trace: replay + time_scale)
	// broken.yaml:10: cells["*"].ttft: threshold "p(95) < 5%": unit "%" does not fit ttft (a latency): use us, µs, ms or s, e.g. "p(95) < 1.5s"
	// broken.yaml:10: cells["*"].error_rate: threshold "p(99) < 1%": p(99) does not apply to error_rate (a ratio): write e.g. "< 0.5%"
}
