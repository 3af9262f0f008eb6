package workload_test

import (
	"fmt"

	"github.com/infergate/infergate/internal/workload"
)

func ExampleCorpus_Build() {
	c, err := workload.Load("../../fixtures/workloads")
	if err != nil {
		fmt.Println(err)
		return
	}
	est := workload.TokenEstimator{}
	set, err := c.Build(workload.Spec{
		Kind:     workload.ShortChat,
		Input:    workload.Dist{Mean: 400, Spread: 0.3},
		Output:   workload.Dist{Mean: 150},
		Prefix:   workload.Prefix{Shared: 0.8, Groups: 2, Prime: true},
		Requests: 4,
		Seed:     1,
		Run:      "demo",
	}, est)
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, r := range set.Prime {
		fmt.Printf("%s group=%d max_tokens=%d\n", r.ID, r.Group, r.MaxTokens)
	}
	for _, r := range set.Requests {
		fmt.Printf("%s group=%d input=%d estimate=%d max_tokens=%d\n", r.ID, r.Group, r.InputTokens, workload.Estimate(est, &r), r.MaxTokens)
	}
	// Output:
	// demo-short-chat-prime-0 group=0 max_tokens=1
	// demo-short-chat-prime-1 group=1 max_tokens=1
	// demo-short-chat-0 group=0 input=420 estimate=420 max_tokens=150
	// demo-short-chat-1 group=1 input=410 estimate=410 max_tokens=150
	// demo-short-chat-2 group=0 input=408 estimate=408 max_tokens=150
	// demo-short-chat-3 group=1 input=391 estimate=391 max_tokens=150
}

func ExampleEmpirical() {
	// Prompt lengths of production traffic: the shortest, the median, p90 and the
	// longest. Build raises the 12-token prompts to MinInputTokens.
	d, err := workload.Empirical([]workload.Quantile{{P: 0, Tokens: 12}, {P: 0.5, Tokens: 350}, {P: 0.9, Tokens: 1800}, {P: 1, Tokens: 6000}})
	if err != nil {
		fmt.Println(err)
		return
	}
	lo, hi := d.Bounds()
	fmt.Printf("mean %d, lengths %d to %d, median draw %d\n", d.Mean, lo, hi, d.Draw(1<<63))

	_, err = workload.Empirical([]workload.Quantile{{P: 0, Tokens: 100}, {P: 0.4, Tokens: 140}, {P: 0.5, Tokens: 120}, {P: 1, Tokens: 300}})
	fmt.Println(err)
	// Output:
	// mean 911, lengths 12 to 6000, median draw 350
	// quantile 2 (p 0.5): 120 tokens is below the 140 of p 0.4: lengths must not decrease with p
}
