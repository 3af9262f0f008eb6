package main

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/infergate/infergate/internal/plan"
	"github.com/infergate/infergate/internal/traffic"
)

var update = flag.Bool("update", false, "rewrite thresholds/derived-example.yaml from fixtures/traffic/example.jsonl")

// TestDeriveExample pins what `infergate plan derive` writes for the shipped example
// log: thresholds/derived-example.yaml is its output, byte for byte (-update
// rewrites it), and it is a plan the gate reads.
func TestDeriveExample(t *testing.T) {
	t.Chdir(filepath.Join("..", ".."))
	var out, errb bytes.Buffer
	err := run(context.Background(), []string{"plan", "derive", "--log", "fixtures/traffic/example.jsonl", "--name", "derived-example"}, &out, &errb)
	require.NoError(t, err, errb.String())
	golden := filepath.Join("thresholds", "derived-example.yaml")
	if *update {
		require.NoError(t, os.WriteFile(golden, out.Bytes(), 0o644))
	}
	want, err := os.ReadFile(golden)
	require.NoError(t, err)
	assert.Equal(t, string(want), out.String(), "plan derive output differs from %s (go test ./cmd/infergate -run TestDeriveExample -update rewrites it)", golden)
	_, err = plan.ReadFile(golden)
	require.NoError(t, err)
}

// TestDeriveTrace writes a plan and a replay trace beside it; the plan's replay load
// reads the trace, and the trace holds nothing but times and counts.
func TestDeriveTrace(t *testing.T) {
	dir := t.TempDir()
	log := filepath.Join(dir, "gateway.jsonl")
	src, err := os.ReadFile(filepath.Join("..", "..", "fixtures", "traffic", "example.jsonl"))
	require.NoError(t, err)
	// A gateway log with prompt text and a malformed line, as a user's would be.
	lines := strings.SplitAfter(string(src), "\n")
	var b strings.Builder
	for i, l := range lines {
		if i == 3 {
			b.WriteString("{\"timestamp\": \"oops\"\n")
		}
		b.WriteString(strings.Replace(l, `"id":`, `"messages":[{"role":"user","content":"PRIVATE TEXT"}],"id":`, 1))
	}
	require.NoError(t, os.WriteFile(log, []byte(b.String()), 0o644))

	var out, errb bytes.Buffer
	err = run(context.Background(), []string{"plan", "derive", "--log", log}, &out, &errb)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "gateway.jsonl:4: not JSON")
	assert.Contains(t, err.Error(), "pass --skip-bad")

	planFile := filepath.Join(dir, "plans", "prod.yaml")
	require.NoError(t, os.MkdirAll(filepath.Dir(planFile), 0o755))
	trace := filepath.Join(dir, "traces", "prod.jsonl")
	require.NoError(t, os.MkdirAll(filepath.Dir(trace), 0o755))
	err = run(context.Background(), []string{"plan", "derive", "--log", log, "--skip-bad", "--trace", trace, "-o", planFile}, &out, &errb)
	require.NoError(t, err, errb.String())
	assert.Contains(t, errb.String(), "wrote "+planFile)
	yml, err := os.ReadFile(planFile)
	require.NoError(t, err)
	assert.Contains(t, string(yml), "skipped as malformed")
	assert.Contains(t, string(yml), "the first, line 4: not JSON")
	assert.Contains(t, string(yml), "replay: {replay: ../traces/prod.jsonl, time_scale: 1}")
	p, err := plan.ReadFile(planFile)
	require.NoError(t, err)
	var replay *plan.Load
	for i := range p.Loads {
		if p.Loads[i].Replay != nil {
			replay = &p.Loads[i]
		}
	}
	require.NotNil(t, replay)
	assert.Len(t, replay.Replay.Offsets, len(lines)-1, "every good line of the log")
	data, err := os.ReadFile(trace)
	require.NoError(t, err)
	for _, f := range [][]byte{yml, data} {
		assert.NotContains(t, string(f), "PRIVATE TEXT")
		assert.NotContains(t, string(f), "gw-0", "no ids either")
	}
}

func TestDeriveMisuse(t *testing.T) {
	log := filepath.Join("..", "..", "fixtures", "traffic", "example.jsonl")
	for _, tt := range []struct {
		name  string
		args  []string
		want  string
		usage bool
	}{
		{"no-subcommand", []string{"plan"}, "plan: no subcommand given", true},
		{"unknown-subcommand", []string{"plan", "guess"}, `plan: unknown subcommand "guess"`, true},
		{"no-source", []string{"plan", "derive"}, "no source: give --log FILE, --metrics URL --window D or --series FILE", true},
		{"two-sources", []string{"plan", "derive", "--log", log, "--series", "s.txt"}, "--log and --series given together", true},
		{"metrics-without-window", []string{"plan", "derive", "--metrics", "http://127.0.0.1:1/metrics"}, "--metrics needs --window", true},
		{"window-without-metrics", []string{"plan", "derive", "--log", log, "--window", "1h"}, "--window and --save go with --metrics", true},
		{"every-over-window", []string{"plan", "derive", "--metrics", "http://127.0.0.1:1/metrics", "--window", "1m", "--every", "2m"}, "--every 2m0s: want a positive interval no longer than --window 1m0s", true},
		{"clusters-without-log", []string{"plan", "derive", "--series", "s.txt", "--clusters", "2"}, "--clusters, --trace, --skip-bad, --format and --block-size go with --log", true},
		{"format-without-log", []string{"plan", "derive", "--series", "s.txt", "--format", "azure"}, "--clusters, --trace, --skip-bad, --format and --block-size go with --log", true},
		{"unknown-format", []string{"plan", "derive", "--log", log, "--format", "sharegpt"}, `plan derive: --format: unknown format "sharegpt" (valid: jsonl, mooncake, azure, burstgpt)`, true},
		{"block-size-not-mooncake", []string{"plan", "derive", "--log", log, "--block-size", "64"}, "a block size goes with a Mooncake trace, and this is read as jsonl", false},
		{"clusters-too-many", []string{"plan", "derive", "--log", log, "--clusters", "20"}, "--clusters 20: want 0 (choose) to 8", true},
		{"model-with-log", []string{"plan", "derive", "--log", log, "--model", "m"}, "--model goes with --metrics or --series", true},
		{"stray-argument", []string{"plan", "derive", "--log", log, "extra"}, `unexpected argument "extra"`, true},
		{"missing-log", []string{"plan", "derive", "--log", "nope.jsonl"}, "read request log: open nope.jsonl: no such file or directory", false},
		{"missing-series", []string{"plan", "derive", "--series", "nope.txt"}, "nope.txt", false},
		{"refused-metrics", []string{"plan", "derive", "--metrics", "http://user:secret@127.0.0.1:1/metrics", "--window", "1s", "--every", "1s"}, "127.0.0.1:1", false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var out, errb bytes.Buffer
			err := run(context.Background(), tt.args, &out, &errb)
			require.Error(t, err)
			assert.Contains(t, err.Error(), tt.want)
			assert.NotContains(t, err.Error()+errb.String(), "secret", "credentials never printed")
			var u usageError
			assert.Equal(t, tt.usage, errors.As(err, &u), "usage error (exit 2): %v", err)
		})
	}
}

// TestDeriveStandardTraces derives a plan from each standard trace fixture, its
// format told from the file or named with --format; from the Mooncake trace with
// --trace it writes a Mooncake replay trace that keeps the hash_ids, and a replay
// load that reads it as one.
func TestDeriveStandardTraces(t *testing.T) {
	testdata := filepath.Join("..", "..", "internal", "traffic", "testdata")
	for _, tt := range []struct {
		file, format, source string
	}{
		{"mooncake.jsonl", "", "# Source: Mooncake trace"},
		{"mooncake.jsonl", "mooncake", "# Source: Mooncake trace"},
		{"azure.csv", "", "# Source: Azure LLM inference trace"},
		{"burstgpt.csv", "burstgpt", "# Source: BurstGPT trace"},
	} {
		t.Run(tt.file+"/"+tt.format, func(t *testing.T) {
			dir := t.TempDir()
			planFile, trace := filepath.Join(dir, "plan.yaml"), filepath.Join(dir, "trace")
			args := []string{"plan", "derive", "--log", filepath.Join(testdata, tt.file), "--trace", trace, "-o", planFile}
			if tt.format != "" {
				args = append(args, "--format", tt.format)
			}
			var out, errb bytes.Buffer
			require.NoError(t, run(context.Background(), args, &out, &errb), errb.String())
			yml, err := os.ReadFile(planFile)
			require.NoError(t, err)
			assert.Contains(t, string(yml), tt.source)
			p, err := plan.ReadFile(planFile)
			require.NoError(t, err)
			var replay *plan.Load
			for i := range p.Loads {
				if p.Loads[i].Replay != nil {
					replay = &p.Loads[i]
				}
			}
			require.NotNil(t, replay)
			if tt.file != "mooncake.jsonl" {
				assert.Contains(t, string(yml), "replay: {replay: trace, time_scale: 1}")
				assert.Nil(t, replay.Replay.HashIDs)
				return
			}
			assert.Contains(t, string(yml), "replay: {replay: trace, format: mooncake, block_size: 512, time_scale: 1}")
			assert.Contains(t, string(yml), "(implied by the trace's")
			src, err := traffic.ReadTrace(filepath.Join(testdata, tt.file), traffic.LogOptions{})
			require.NoError(t, err)
			assert.Equal(t, src.HashIDs, replay.Replay.HashIDs)
			assert.Equal(t, src.Lengths, replay.Replay.Lengths)
			assert.Equal(t, src.Offsets, replay.Replay.Offsets)
		})
	}
}
