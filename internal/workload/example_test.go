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
