package main

import (
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/infergate/infergate/internal/gate"
	"github.com/infergate/infergate/internal/plan"
	"github.com/infergate/infergate/internal/results"
)

const mergeUsage = `usage: infergate merge [flags] SHARD.json...

Pool the results files of a sharded run (INFERGATE_SHARD=i/n, one file per shard)
into the run's results file, as if one generator had sent all of its traffic: every
cell's raw records are pooled in the order they were due and every check of the plan
is judged again on them (percentiles from all samples, never averaged). The merge
refuses files of different plans, seeds, scales, targets or starts, and a run with a
shard missing. The capacity search and the burst test are not sharded: run them in
one process and give its results file with -tests to carry them into the merged
run. It writes <start>-<plan>.json and latest.json to -out, then prints the verdict
block; compare the merged file with a baseline with infergate compare.

Exit status: 0 PASS, 1 FAIL, 3 INCONCLUSIVE, 2 misuse or unreadable input.

flags:
`

func runMerge(args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("infergate merge", flag.ContinueOnError)
	fs.SetOutput(stderr)
	out := fs.String("out", "results", "directory to write the merged results file to")
	planFile := fs.String("plan", "", "the plan file the shards ran (default: the path in their manifest); its sha256 must be theirs")
	testsFile := fs.String("tests", "", "the results file of the run's one-process part (TestCapacity, TestBurst), whose tests join the merged file")
	fs.Usage = func() { fmt.Fprint(stderr, mergeUsage); fs.PrintDefaults() }
	files, help, err := parseArgs(fs, args)
	if help || err != nil {
		return err
	}
	if len(files) == 0 {
		fs.Usage()
		return usageError{fmt.Errorf("merge: want the shards' results files, got none")}
	}
	var shards []gate.ShardFile
	for _, f := range files {
		r, err := readRun(f, "shard")
		if err != nil {
			return err
		}
		shards = append(shards, gate.ShardFile{Name: f, Run: r})
	}
	pf := *planFile
	if pf == "" {
		pf = shards[0].Run.Manifest.Plan.File
	}
	p, err := plan.ReadFile(pf)
	if err != nil {
		return fmt.Errorf("merge: the shards' plan: %w (give it with -plan)", err)
	}
	if shards[0].Run.Manifest.Scale == gate.ScaleQuick {
		p = p.QuickPlan()
	}
	var tests *gate.ShardFile
	if *testsFile != "" {
		r, err := readRun(*testsFile, "-tests")
		if err != nil {
			return err
		}
		tests = &gate.ShardFile{Name: *testsFile, Run: r}
	}
	merged, err := gate.Merge(shards, p, tests)
	if err != nil {
		return usageError{err}
	}
	st, err := results.Store(*out, merged)
	if err != nil {
		return err
	}
	listed := [][2]string{{"results", st.Path}}
	for _, f := range files {
		listed = append(listed, [2]string{"shard", f})
	}
	if len(merged.Summary.Missing) > 0 {
		listed = append(listed, [2]string{"not run", strings.Join(merged.Summary.Missing, ", ")})
	}
	if err := merged.Summary.WriteBlock(stdout, listed); err != nil {
		return err
	}
	return verdictExit("merge", merged.Summary.Verdict)
}
