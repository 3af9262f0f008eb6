package fault_test

import (
	"fmt"

	"github.com/infergate/infergate/internal/sim/fault"
)

func ExampleParse() {
	s, err := fault.Parse(" dur = 2s, kind=stall ")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(s.Kind, s.AfterTokens, s.Dur)
	fmt.Println(s)

	_, err = fault.Parse("kind=drop,dur=1s")
	fmt.Println(err)
	// Output:
	// stall 1 2s
	// kind=stall,dur=2s
	// fault "kind=drop,dur=1s": field dur does not apply to drop (fields: after_tokens, rate)
}

func ExamplePlan_Pick() {
	p, err := fault.ParsePlan([]string{"kind=http_error,code=503,rate=0.5"}, 1)
	if err != nil {
		fmt.Println(err)
		return
	}
	// The same seed and id always give the same answer, so a failure can be replayed.
	a, okA := p.Pick("req-7")
	b, okB := p.Pick("req-7")
	fmt.Println(a == b && okA == okB)
	// Output: true
}
