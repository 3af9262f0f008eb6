package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/infergate/infergate/internal/verdict"
)

const verdictUsage = `usage: infergate verdict [flags] RUN.json

Print the verdict block of one run of the gate (a results file), as the run itself
ends: the verdict, the checks by status (skipped ones with their reasons, since they
were never judged), the failing cells, the other tests, each workload's capacity with
its bracket, the files named by the flags that exist, and a banner for a quick or
partial run. make accept ends with it.

Exit status: 0 PASS, 1 FAIL, 3 INCONCLUSIVE, 2 misuse or unreadable input.

flags:
`

func runVerdict(args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("infergate verdict", flag.ContinueOnError)
	fs.SetOutput(stderr)
	junit := fs.String("junit", "", "the run's JUnit file, listed when it exists")
	rep := fs.String("report", "", "the run's Markdown report, listed when it exists")
	cmp := fs.String("compare", "", "the comparison with the baseline, listed when it exists")
	fs.Usage = func() { fmt.Fprint(stderr, verdictUsage); fs.PrintDefaults() }
	files, help, err := parseArgs(fs, args)
	if help || err != nil {
		return err
	}
	if len(files) != 1 {
		fs.Usage()
		return usageError{fmt.Errorf("verdict: want one results file, got %d arguments", len(files))}
	}
	r, err := readRun(files[0], "run")
	if err != nil {
		return err
	}
	s := verdict.Summarize(r)
	if r.Summary != nil {
		s.Missing = r.Summary.Missing
	}
	listed := [][2]string{{"results", files[0]}}
	for _, f := range [][2]string{{"junit", *junit}, {"report", *rep}, {"compare", *cmp}} {
		if f[1] == "" {
			continue
		}
		if _, err := os.Stat(f[1]); err == nil {
			listed = append(listed, f)
		}
	}
	if len(s.Missing) > 0 {
		listed = append(listed, [2]string{"not run", strings.Join(s.Missing, ", ")})
	}
	if err := s.WriteBlock(stdout, listed); err != nil {
		return err
	}
	return verdictExit("verdict", s.Verdict)
}

// verdictExit is the exit status of a command that ends with a run's verdict: 0 PASS,
// 1 FAIL, 3 INCONCLUSIVE (or anything else).
func verdictExit(command, v string) error {
	switch v {
	case verdict.VerdictPass:
		return nil
	case verdict.VerdictFail:
		return exitError{code: 1, msg: command + ": FAIL"}
	}
	return exitError{code: 3, msg: command + ": " + v}
}
