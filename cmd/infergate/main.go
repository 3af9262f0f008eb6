// Command infergate is the acceptance gate's command line. It serves the embedded
// vLLM-like simulator (infergate sim), so any OpenAI-compatible client — curl, k6,
// `vllm bench serve` — can be pointed at it, and proposes plans from production
// traffic (infergate plan derive) and estimates what a plan costs before it is
// committed (infergate plan cost); infergate report and infergate compare render
// results files for the release approval.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"runtime"
	"runtime/debug"
	"strings"
	"syscall"

	"github.com/infergate/infergate/internal/gate"
	"github.com/infergate/infergate/internal/sim"
	"github.com/infergate/infergate/internal/sim/engine"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	err := run(ctx, os.Args[1:], os.Stdout, os.Stderr)
	stop()
	if err != nil {
		fmt.Fprintln(os.Stderr, "infergate:", err)
		var u usageError
		var e exitError
		switch {
		case errors.As(err, &u):
			os.Exit(2)
		case errors.As(err, &e):
			os.Exit(e.code)
		}
		os.Exit(1)
	}
}

// usageError is a mistake in how the command was called; main exits 2 on it.
type usageError struct{ err error }

func (u usageError) Error() string { return u.err.Error() }
func (u usageError) Unwrap() error { return u.err }

const usage = `usage: infergate <command> [flags]

commands:
  sim            serve the embedded vLLM-like simulator (infergate sim -h for its flags)
  compare        a candidate run against a baseline run: the answer; quality runs too (infergate compare -h)
  report         one run as Markdown (infergate report -h)
  junit          one run as JUnit XML, one testcase per cell (infergate junit -h)
  verdict        one run's verdict block, as a run ends (infergate verdict -h)
  merge          pool a sharded run's shard files into the run's results (infergate merge -h)
  plan derive    propose a plan from a request log or vLLM metrics (infergate plan derive -h)
  plan cost      what a plan costs: requests to decide each check, traffic time (infergate plan cost -h)
  model tiny     write the tiny random-weight GGUF model the engine tests serve (infergate model -h)
  version        print the version

The acceptance gate itself runs as go tests: go test ./acceptance (see README.md).
`

// run is the whole program; it returns when the command is done or ctx ends.
func run(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	if len(args) == 0 {
		fmt.Fprint(stderr, usage)
		return usageError{errors.New("no command given")}
	}
	switch args[0] {
	case "sim":
		return runSim(ctx, args[1:], stdout, stderr)
	case "plan":
		return runPlan(ctx, args[1:], stdout, stderr)
	case "compare":
		return runCompare(args[1:], stdout, stderr, os.Getenv)
	case "report":
		return runReport(args[1:], stdout, stderr, os.Getenv)
	case "junit":
		return runJUnit(args[1:], stdout, stderr)
	case "verdict":
		return runVerdict(args[1:], stdout, stderr)
	case "merge":
		return runMerge(args[1:], stdout, stderr)
	case "model":
		return runModel(args[1:], stdout, stderr)
	case "version", "-version", "--version":
		bi, _ := debug.ReadBuildInfo()
		fmt.Fprintln(stdout, versionLine(bi))
		return nil
	case "help", "-h", "-help", "--help":
		fmt.Fprint(stdout, usage)
		return nil
	default:
		fmt.Fprint(stderr, usage)
		return usageError{fmt.Errorf("unknown command %q", args[0])}
	}
}

func runSim(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("infergate sim", flag.ContinueOnError)
	fs.SetOutput(stderr)
	addr := fs.String("addr", "127.0.0.1:8000", "listen address (host:port; port 0 picks a free one)")
	opts := sim.DefaultOptions()
	apply := opts.Flags(fs)
	fs.Usage = func() {
		fmt.Fprintf(stderr, "usage: infergate sim [flags]\n\nServe an OpenAI-compatible, vLLM-like simulated engine. Presets: %s.\nEvery duration is simulated time; -time-scale k runs k× faster than real time (k <= %d).\nThe engine defaults shown are the %s preset's; -preset replaces them all, whatever\nits place among the flags, and the other flags apply on top.\n\nflags:\n",
			strings.Join(engine.Presets(), ", "), engine.MaxTimeScale, opts.Engine.Preset)
		fs.PrintDefaults()
	}
	rest, help, err := parseArgs(fs, args)
	if help || err != nil {
		return err
	}
	if len(rest) > 0 {
		return usageError{fmt.Errorf("sim: unexpected argument %q", rest[0])}
	}
	if err := apply(); err != nil {
		return usageError{fmt.Errorf("sim: %w", err)}
	}
	s, err := sim.NewServer(opts)
	if err != nil {
		return err
	}
	if err := s.Listen(*addr); err != nil {
		return err
	}
	cfg := opts.Engine
	fmt.Fprintf(stdout, "infergate sim %s: preset %s, model %q, %d KV blocks (%s), max_num_batched_tokens %d, time scale %g\n",
		sim.Version, cfg.Preset, cfg.Model, s.Engine().NumBlocks(), cfg.KVCacheDtype, cfg.MaxNumBatchedTokens, opts.TimeScale)
	fmt.Fprintf(stdout, "serving on %s/v1 (metrics at %s/metrics); Ctrl-C stops\n", s.URL(), s.URL())
	<-ctx.Done()
	return s.Close()
}

// versionLine is what `infergate version` prints: the version a results file records
// as its manifest's tool_version (gate.Version) and go_version (the toolchain), what
// the build knows of its source — the module version of a `go install …@v1.2.3`
// build, else the VCS revision `go build` stamped, +dirty with uncommitted changes —
// and the embedded simulator's version (what its /version answers). A results file
// can then be traced to the binary that wrote it. bi is the binary's build
// information, nil when it has none.
func versionLine(bi *debug.BuildInfo) string {
	source := "no build information"
	if bi != nil {
		source = "development build, no VCS revision"
		settings := map[string]string{}
		for _, s := range bi.Settings {
			settings[s.Key] = s.Value
		}
		switch rev := settings["vcs.revision"]; {
		case bi.Main.Version != "" && bi.Main.Version != "(devel)":
			source = "module " + bi.Main.Version
		case rev != "":
			source = "revision " + rev[:min(len(rev), 12)]
			if settings["vcs.modified"] == "true" {
				source += "+dirty"
			}
		}
	}
	return fmt.Sprintf("infergate %s (%s), %s %s/%s, simulator %s", gate.Version, source, runtime.Version(), runtime.GOOS, runtime.GOARCH, sim.Version)
}

// parseArgs parses args with fs, flags anywhere among the other arguments (as users
// write `infergate compare BASE CAND -o out.md`; "--" ends the flags), and returns the
// other arguments. help reports that -h printed the usage, which is not an error; any
// other failure is a usageError.
func parseArgs(fs *flag.FlagSet, args []string) (rest []string, help bool, err error) {
	for {
		if err := fs.Parse(args); err != nil {
			if errors.Is(err, flag.ErrHelp) {
				return nil, true, nil
			}
			return nil, false, usageError{err}
		}
		args = fs.Args()
		switch {
		case len(args) == 0:
			return rest, false, nil
		case args[0] == "--":
			return append(rest, args[1:]...), false, nil
		}
		rest = append(rest, args[0])
		args = args[1:]
	}
}
