package main

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/infergate/infergate/internal/plan"
	"github.com/infergate/infergate/internal/secret"
	"github.com/infergate/infergate/internal/traffic"
)

const planUsage = `usage: infergate plan derive (--log FILE | --metrics URL --window 1h | --series FILE) [flags]

Propose an acceptance plan from production traffic and write it as commented YAML:
workloads with empirical length distributions, load levels from the traffic's own
rates (median minute: normal; 99th percentile minute: peak), the busiest 10 s as the
burst, and the prefix share from cached tokens. Every number says where it came from.
Review it, then commit it as thresholds/<name>.yaml.

sources (exactly one):
  --log FILE       a request log: JSON Lines with a timestamp and the OpenAI usage
                   object, as API gateways log them ("-" reads stdin); prompt text
                   is ignored and never stored. Or a standard trace: Mooncake JSONL
                   (hash_ids), Azure LLM inference CSV, BurstGPT CSV; the format is
                   told from the first line (--format names it)
  --metrics URL    a vLLM server's Prometheus endpoint, sampled for --window
  --series FILE    a series saved earlier with --metrics ... --save FILE

flags:
`

// runPlan dispatches "infergate plan <subcommand>": derive or cost.
func runPlan(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	if len(args) > 0 && args[0] == "cost" {
		return runCost(args[1:], stdout, stderr)
	}
	if len(args) == 0 || args[0] != "derive" {
		fmt.Fprint(stderr, planUsage)
		if len(args) == 0 {
			return usageError{errors.New("plan: no subcommand given (want: plan derive or plan cost)")}
		}
		if h := args[0]; h == "-h" || h == "-help" || h == "--help" || h == "help" {
			return nil
		}
		return usageError{fmt.Errorf("plan: unknown subcommand %q (want: plan derive or plan cost)", args[0])}
	}
	return runDerive(ctx, args[1:], stdout, stderr)
}

func runDerive(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("infergate plan derive", flag.ContinueOnError)
	fs.SetOutput(stderr)
	logFile := fs.String("log", "", "request log to derive from (JSON Lines; - for stdin)")
	format := fs.String("format", "", "with --log: the log's format, "+formatList()+" (default: told from its first line)")
	blockSize := fs.Int("block-size", 0, "with --log of a Mooncake trace: tokens per hash id (default 512, Mooncake's)")
	skipBad := fs.Bool("skip-bad", false, "skip malformed log lines (each is counted in the plan's notes) instead of failing")
	metricsURL := fs.String("metrics", "", "vLLM /metrics URL to sample for --window")
	window := fs.Duration("window", 0, "how long to sample --metrics (e.g. 1h); at least 1m for the rates")
	every := fs.Duration("every", 10*time.Second, "scrape interval for --metrics (10s or less resolves the 10 s burst)")
	save := fs.String("save", "", "with --metrics: also save the sampled series to this file (read it later with --series)")
	seriesFile := fs.String("series", "", "a saved metrics series to derive from")
	model := fs.String("model", "", "with --metrics/--series: the model_name label to read (default: the only one)")
	clusters := fs.Int("clusters", 0, "with --log: how many workloads to propose (0: choose from the data, up to 4)")
	name := fs.String("name", "derived", "the plan's name")
	out := fs.String("o", "", "write the plan to this file instead of stdout")
	trace := fs.String("trace", "", "with --log: also write a replay trace (timestamps and token counts only) to this file and add a replay load")
	fs.Usage = func() {
		fmt.Fprint(stderr, planUsage)
		fs.PrintDefaults()
	}
	rest, help, err := parseArgs(fs, args)
	if help || err != nil {
		return err
	}
	if len(rest) > 0 {
		return usageError{fmt.Errorf("plan derive: unexpected argument %q", rest[0])}
	}
	var sources []string
	for flagName, v := range map[string]string{"--log": *logFile, "--metrics": *metricsURL, "--series": *seriesFile} {
		if v != "" {
			sources = append(sources, flagName)
		}
	}
	switch {
	case len(sources) == 0:
		return usageError{errors.New("plan derive: no source: give --log FILE, --metrics URL --window D or --series FILE")}
	case len(sources) > 1:
		return usageError{fmt.Errorf("plan derive: %s given together: derive reads exactly one source", strings.Join(slices.Sorted(slices.Values(sources)), " and "))}
	case *metricsURL != "" && *window <= 0:
		return usageError{errors.New("plan derive: --metrics needs --window (how long to sample, e.g. 1h)")}
	case *metricsURL == "" && (*window != 0 || *save != ""):
		return usageError{errors.New("plan derive: --window and --save go with --metrics")}
	case *metricsURL != "" && (*every <= 0 || *every > *window):
		return usageError{fmt.Errorf("plan derive: --every %v: want a positive interval no longer than --window %v", *every, *window)}
	case *logFile == "" && (*clusters != 0 || *trace != "" || *skipBad || *format != "" || *blockSize != 0):
		return usageError{errors.New("plan derive: --clusters, --trace, --skip-bad, --format and --block-size go with --log")}
	case *logFile != "" && *model != "":
		return usageError{errors.New("plan derive: --model goes with --metrics or --series")}
	case *clusters < 0 || *clusters > 8:
		return usageError{fmt.Errorf("plan derive: --clusters %d: want 0 (choose) to 8", *clusters)}
	case *trace != "" && *trace == *out:
		return usageError{errors.New("plan derive: --trace and -o name the same file")}
	}

	var (
		p  *traffic.Proposal
		lg *traffic.Log
	)
	switch {
	case *logFile != "":
		f, err := traffic.ParseFormat(*format)
		if err != nil {
			return usageError{fmt.Errorf("plan derive: --format: %w", err)}
		}
		opt := traffic.LogOptions{SkipBad: *skipBad, Format: f, BlockSize: *blockSize}
		if *logFile == "-" {
			lg, err = traffic.ReadLog(os.Stdin, "<stdin>", opt)
		} else {
			lg, err = traffic.ReadLogFile(*logFile, opt)
		}
		if err != nil {
			return err
		}
		if p, err = traffic.FromLog(lg, traffic.LogDerive{Clusters: *clusters}); err != nil {
			return err
		}
	case *seriesFile != "":
		s, err := traffic.ReadSeriesFile(*seriesFile)
		if err != nil {
			return err
		}
		if p, err = traffic.FromSeries(s, traffic.SeriesOptions{Model: *model}); err != nil {
			return modelHint(err)
		}
	default:
		fmt.Fprintf(stderr, "sampling %s every %v for %v\n", secret.URL(*metricsURL), *every, *window)
		s, err := traffic.Sample(ctx, &http.Client{Timeout: 30 * time.Second}, *metricsURL, *window, *every, func(done, total int) {
			if done == total || done%30 == 0 {
				fmt.Fprintf(stderr, "scrape %d of %d\n", done, total)
			}
		})
		if *save != "" && s != nil && len(s.Scrapes) > 0 {
			// Saved even when sampling stopped early: an hour of scrapes is worth keeping.
			if werr := writeFile(*save, s.Write); werr != nil {
				return errors.Join(err, werr)
			}
			fmt.Fprintf(stderr, "saved %d scrapes to %s (derive from them again with --series %s)\n", len(s.Scrapes), *save, *save)
		}
		if err != nil {
			return err
		}
		if p, err = traffic.FromSeries(s, traffic.SeriesOptions{Model: *model}); err != nil {
			return modelHint(err)
		}
	}

	opt := traffic.WriteOptions{Name: *name, Command: "infergate plan derive " + strings.Join(args, " ")}
	planPath := *out
	if planPath == "" {
		planPath = "derived.yaml" // for the check below: relative paths resolve from here
	}
	if *trace != "" {
		rel, err := filepath.Rel(filepath.Dir(planPath), *trace)
		if err != nil {
			rel, _ = filepath.Abs(*trace)
		}
		opt.Trace = filepath.ToSlash(rel)
		opt.TraceRequests = len(lg.Requests)
		opt.TraceSpan = p.To.Sub(p.From)
		write := func(w io.Writer) error { return traffic.WriteTrace(w, lg) }
		if lg.Format == traffic.FormatMooncake {
			// The hash_ids are what the replay shares prefixes by: keep them.
			opt.TraceBlockSize = lg.BlockSize
			write = func(w io.Writer) error { return traffic.WriteMooncake(w, lg) }
		}
		if err := writeFile(*trace, write); err != nil {
			return err
		}
	}
	var buf bytes.Buffer
	if err := traffic.WriteYAML(&buf, p, opt); err != nil {
		return err
	}
	// The proposal must be a plan the gate accepts: check it as the gate will read it.
	if _, err := plan.Parse(buf.Bytes(), planPath); err != nil {
		return fmt.Errorf("plan derive: the proposed plan does not validate (a bug in derive; please report it with the source):\n%w", err)
	}
	if *out == "" {
		_, err := stdout.Write(buf.Bytes())
		return err
	}
	if err := writeFile(*out, func(w io.Writer) error { _, err := w.Write(buf.Bytes()); return err }); err != nil {
		return err
	}
	fmt.Fprintf(stderr, "wrote %s: %d workloads from %d requests\n", *out, len(p.Clusters), p.Requests)
	return nil
}

// formatList names the formats --format takes.
func formatList() string {
	var names []string
	for _, f := range traffic.Formats() {
		names = append(names, string(f))
	}
	return strings.Join(names, ", ")
}

// modelHint adds the flag to an error that asks for a model name.
func modelHint(err error) error {
	if errors.Is(err, traffic.ErrAmbiguousModel) {
		return fmt.Errorf("%w (with --model)", err)
	}
	return err
}

// writeFile writes a file through write, replacing it only when write succeeded.
func writeFile(path string, write func(io.Writer) error) error {
	var buf bytes.Buffer
	if err := write(&buf); err != nil {
		return err
	}
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		return fmt.Errorf("write %s: %w", path, err)
	}
	return nil
}
