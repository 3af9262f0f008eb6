package wirebench

import (
	"fmt"
	"os"
	"testing"

	"go.uber.org/goleak"
)

// serveEnv makes the test binary the server process: TestMain runs ServeProcess with
// the schedule the variable holds instead of the tests (see spawn).
const serveEnv = "WIREBENCH_SERVE"

// TestMain runs the server when re-executed by spawn, else the tests, failing the
// package when one leaves a goroutine behind.
func TestMain(m *testing.M) {
	if spec := os.Getenv(serveEnv); spec != "" {
		sched, err := ParseSchedule(spec)
		if err == nil {
			err = ServeProcess(os.Stdin, os.Stdout, sched)
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		os.Exit(0)
	}
	goleak.VerifyTestMain(m)
}
