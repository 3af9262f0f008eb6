package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/infergate/infergate/internal/cost"
	"github.com/infergate/infergate/internal/plan"
)

const costUsage = `usage: infergate plan cost PLAN.yaml [--pilot RUN.json] [--capacity WORKLOAD=RATE]... [--scale full|quick|both]

Estimate what a plan costs before you commit it: for every matrix cell and check,
how many requests decide the check at the plan's confidence (a percentile needs
both bounds of its interval: MinSamples × the design effect D of its samples), at
which sequential look, and the traffic time that takes at the cell's rate or
concurrency; the fixed-length tests; totals per scale. D, the mean E2EL and the
capacities come from --pilot (a results file of an earlier run, cell by cell), else
from documented defaults per load kind.

Every check that no look up to the cell's maximum (sequential.max) can decide is
named. Exit status: 0 when every check can be decided (or the plan skips
too_few_samples at that scale), 1 when one cannot, 2 on misuse.

flags:
`

// capacityFlags collects repeated --capacity workload=RATE flags.
type capacityFlags map[string]float64

func (c capacityFlags) String() string {
	var parts []string
	for w, r := range c {
		parts = append(parts, fmt.Sprintf("%s=%g/s", w, r))
	}
	return strings.Join(parts, ",")
}

func (c capacityFlags) Set(s string) error {
	w, r, err := cost.ParseCapacity(s)
	if err != nil {
		return err
	}
	c[w] = r
	return nil
}

func runCost(args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("infergate plan cost", flag.ContinueOnError)
	fs.SetOutput(stderr)
	pilotFile := fs.String("pilot", "", "a results file of an earlier run to take design effects, mean E2EL and capacities from")
	scale := fs.String("scale", "both", "which scale to estimate: full, quick or both")
	caps := capacityFlags{}
	fs.Var(caps, "capacity", "a workload's capacity, e.g. long-doc=3.4/s (repeatable; wins over the pilot's)")
	fs.Usage = func() {
		fmt.Fprint(stderr, costUsage)
		fs.PrintDefaults()
	}
	rest, help, err := parseArgs(fs, args)
	if help || err != nil {
		return err
	}
	var scales []cost.Scale
	switch *scale {
	case "both":
		scales = []cost.Scale{cost.Quick, cost.Full}
	case "full", "quick":
		scales = []cost.Scale{cost.Scale(*scale)}
	default:
		fs.Usage()
		return usageError{fmt.Errorf("plan cost: --scale %q: want full, quick or both", *scale)}
	}
	switch {
	case len(rest) == 0:
		fs.Usage()
		return usageError{errors.New("plan cost: no plan given (want PLAN.yaml)")}
	case len(rest) > 1:
		fs.Usage()
		return usageError{fmt.Errorf("plan cost: unexpected argument %q (want one PLAN.yaml)", rest[1])}
	}
	p, err := plan.ReadFile(rest[0])
	if err != nil {
		return usageError{fmt.Errorf("plan cost: %w", err)}
	}
	for w := range caps {
		if _, ok := p.Workload(w); !ok {
			return usageError{fmt.Errorf("plan cost: --capacity %s: plan %s has no workload %q", w, rest[0], w)}
		}
	}
	in := cost.Inputs{Capacity: caps}
	if *pilotFile != "" {
		if in.Pilot, err = cost.ReadPilot(*pilotFile); err != nil {
			return usageError{fmt.Errorf("plan cost: --pilot: %w", err)}
		}
	}
	var ests []*cost.Estimate
	failing := 0
	for _, s := range scales {
		e, err := cost.Compute(p, s, in)
		if err != nil {
			return fmt.Errorf("plan cost: %w", err)
		}
		ests = append(ests, e)
		failing += len(e.Failing())
	}
	if err := cost.Write(stdout, ests, in.Pilot); err != nil {
		return fmt.Errorf("plan cost: %w", err)
	}
	if failing > 0 {
		return exitError{1, fmt.Sprintf("plan cost: %d check(s) cannot be decided within their cell's maximum (see UNDECIDABLE above)", failing)}
	}
	return nil
}
