package gate

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"

	"github.com/infergate/infergate/internal/client"
	"github.com/infergate/infergate/internal/loadgen"
)

func TestConservation(t *testing.T) {
	reqs := []client.Request{{ID: "a"}, {ID: "b"}, {ID: "c"}}
	good := func() *loadgen.Result {
		return &loadgen.Result{
			Records: []client.Record{{ID: "a", Class: client.OK}, {ID: "b", Class: client.Timeout}, {ID: "c", Class: client.Canceled}},
			Sent:    []bool{true, true, false}, Lag: make([]time.Duration, 3), Dropped: 1, Scale: 1,
		}
	}
	tests := []struct {
		name  string
		spoil func(r *loadgen.Result)
		want  string // "" for none
	}{
		{"balanced", func(*loadgen.Result) {}, ""},
		{"lost", func(r *loadgen.Result) { r.Records, r.Sent, r.Lag = r.Records[:2], r.Sent[:2], r.Lag[:2] }, "trial 1: 3 requests planned, 2 records"},
		{"twice", func(r *loadgen.Result) { r.Records[1].ID = "a" }, "1 requests counted twice: a"},
		{"swapped", func(r *loadgen.Result) { r.Records[0].ID, r.Records[1].ID = "b", "a" }, "b in the place of a"},
		{"no-class", func(r *loadgen.Result) { r.Records[0].Class = "" }, `a ("")`},
		{"unsent-answered", func(r *loadgen.Result) { r.Records[2].Class = client.OK }, "never sent but classed as answered: c (ok)"},
		{"stopped-prefix", func(r *loadgen.Result) {
			r.Stopped, r.Records, r.Sent, r.Lag, r.Dropped = true, r.Records[:2], r.Sent[:2], r.Lag[:2], 0
		}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := good()
			tt.spoil(r)
			got := conservation(0, reqs, r)
			if tt.want == "" {
				assert.Empty(t, got)
				return
			}
			if assert.NotEmpty(t, got) {
				j := conservationJudgement(got)
				assert.True(t, j.Failed())
				assert.Contains(t, j.Message, tt.want)
				assert.Contains(t, j.Message, "conservation <= 0: FAIL")
			}
		})
	}
}
