package gate

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

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

// TestCellDeadline: a trial that runs past INFERGATE_CELL_TIMEOUT is cut off, its
// requests in flight canceled and counted, and the cell fails saying why.
func TestCellDeadline(t *testing.T) {
	dir := t.TempDir()
	planFile := filepath.Join(dir, "deadline.yaml")
	require.NoError(t, os.WriteFile(planFile, []byte(`name: deadline-test
slo: {ttft: 2s, tpot: 80ms, e2el: 600s}
workloads:
  long-output: {input: {mean: 300, spread: 0}, output: {mean: 4000, spread: 0}}
prefix:
  fresh: {}
loads:
  l: {concurrency: 2, requests: 6}
cells:
  "*":
    error_rate: ["< 50%"]
skip: [too_few_samples]
`), 0o644))
	r := openGate(t, planFile, map[string]string{"INFERGATE_CELL_TIMEOUT": "1s"})
	start := time.Now()
	res, err := r.Gate.RunCell(t.Context(), &r.Gate.Plan.Cells[0], 0)
	require.NoError(t, err)
	assert.Less(t, time.Since(start), 15*time.Second, "the trial was cut off")
	t.Log(res.Summary())
	msg := message(res, "cell_deadline")
	assert.Contains(t, msg, "cell_deadline <= 0: FAIL — trial 1 ran past its deadline of 1s")
	assert.Contains(t, msg, "requests were cut off")
	assert.Positive(t, res.Samples.ByClass[client.Canceled], "the cut-off requests are counted")
	assert.Empty(t, res.conservation, "and accounted for")
	assert.NotEmpty(t, res.Failures())
}
