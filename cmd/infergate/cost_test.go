package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// costFixture is a file of internal/cost's testdata: small plans and a trimmed pilot
// (a quick run of the default plan on the embedded simulator).
func costFixture(name string) string {
	return filepath.Join("..", "..", "internal", "cost", "testdata", name)
}

func TestPlanCost(t *testing.T) {
	dir := t.TempDir()
	broken := filepath.Join(dir, "broken.yaml")
	require.NoError(t, os.WriteFile(broken, []byte("name: x\ntrials: many\n"), 0o644))
	notResults := filepath.Join(dir, "pilot.json")
	require.NoError(t, os.WriteFile(notResults, []byte(`{"cells": []}`), 0o644))

	for _, tt := range []struct {
		name string
		args []string
		code int
		want []string // in stdout, or in the error
		// usage is set when the misuse is of a flag or an argument, which prints the
		// usage; an unreadable file only names itself.
		usage bool
	}{
		{"decidable", []string{costFixture("decidable.yaml")}, 0,
			[]string{"D from the defaults per load kind", "== quick scale: 1 cell × 1 trial ==", "== full scale: 1 cell × 1 trial ==",
				"ttft p(90) < 1.5s", "grand total: "}, false},
		{"undecidable", []string{costFixture("undecidable.yaml"), "--scale", "full"}, 1,
			[]string{"UNDECIDABLE: e2el p(99) < 20s in chat/fresh/normal needs ~11,248 requests, the max allows 1,080 (3× the plan)",
				"look 11 = 2.75× plan", "1 check(s) cannot be decided"}, false},
		{"pilot", []string{costFixture("matrix.yaml"), "--pilot", costFixture("pilot.json"), "--scale", "quick"}, 0,
			[]string{"D from pilot " + costFixture("pilot.json"), "90% × 45.3/s (pilot)", "undecidable, but the plan's quick.skip lists too_few_samples"}, false},
		{"capacity-flag", []string{costFixture("loads.yaml"), "--capacity", "chat=600/min", "--scale=full"}, 0,
			[]string{"50% × 10/s (--capacity) = 5/s for 30s × 2 trials"}, false},
		{"capacity-unknown", []string{costFixture("loads.yaml"), "--scale", "full"}, 0,
			[]string{"NOTE: chat/fresh/share: capacity of chat unknown: give --pilot with its capacity results or --capacity chat=RATE; left out of the totals"}, false},
		{"flags-after", []string{"--scale", "full", costFixture("decidable.yaml")}, 0, []string{"== full scale"}, false},

		{"no-plan", nil, 2, []string{"plan cost: no plan given"}, true},
		{"two-plans", []string{costFixture("decidable.yaml"), costFixture("loads.yaml")}, 2, []string{`unexpected argument "` + costFixture("loads.yaml")}, true},
		{"bad-scale", []string{costFixture("decidable.yaml"), "--scale", "huge"}, 2, []string{`--scale "huge": want full, quick or both`}, true},
		{"bad-capacity", []string{costFixture("loads.yaml"), "--capacity", "chat"}, 2, []string{`invalid value "chat" for flag -capacity`, "want workload=RATE"}, true},
		{"capacity-unknown-workload", []string{costFixture("loads.yaml"), "--capacity", "docs=3/s"}, 2, []string{`--capacity docs: plan`, `has no workload "docs"`}, false},
		{"unknown-flag", []string{costFixture("decidable.yaml"), "--nope"}, 2, []string{"flag provided but not defined: -nope"}, true},
		{"missing-plan", []string{filepath.Join(dir, "nope.yaml")}, 2, []string{"plan cost: load plan", "nope.yaml", "no such file"}, false},
		{"malformed-plan", []string{broken}, 2, []string{"broken.yaml:2: trials"}, false},
		{"missing-pilot", []string{costFixture("decidable.yaml"), "--pilot", filepath.Join(dir, "gone.json")}, 2, []string{"--pilot", "gone.json", "no such file"}, false},
		{"malformed-pilot", []string{costFixture("decidable.yaml"), "--pilot", notResults}, 2, []string{"--pilot", "pilot.json", `no "schema" field`}, false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var out, errb bytes.Buffer
			err := run(context.Background(), append([]string{"plan", "cost"}, tt.args...), &out, &errb)
			assert.Equal(t, tt.code, exitCode(err), "exit status; error: %v", err)
			text := out.String()
			if err != nil {
				text += "\n" + err.Error()
			}
			for _, w := range tt.want {
				assert.Contains(t, text, w)
			}
			if tt.usage {
				assert.Contains(t, errb.String(), "usage: infergate plan cost", "a misused flag or argument prints the usage")
			}
		})
	}
}

func TestPlanSubcommands(t *testing.T) {
	var out, errb bytes.Buffer
	err := run(context.Background(), []string{"plan", "price"}, &out, &errb)
	assert.Equal(t, 2, exitCode(err))
	assert.Contains(t, err.Error(), "want: plan derive or plan cost")

	errb.Reset()
	err = run(context.Background(), []string{"plan", "cost", "-h"}, &out, &errb)
	require.NoError(t, err)
	assert.Contains(t, errb.String(), "usage: infergate plan cost PLAN.yaml")
	assert.Contains(t, errb.String(), "-capacity")
}
