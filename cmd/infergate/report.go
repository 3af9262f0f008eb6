package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/infergate/infergate/internal/grade"
	"github.com/infergate/infergate/internal/report"
	"github.com/infergate/infergate/internal/results"
	"github.com/infergate/infergate/internal/verdict"
)

// exitError ends the program with its code after printing its message: a comparison
// that found a regression (1) or could not decide (3).
type exitError struct {
	code int
	msg  string
}

func (e exitError) Error() string { return e.msg }

const compareUsage = `usage: infergate compare [flags] BASE.json CAND.json
       infergate compare --quality-base BASE.json --quality-cand CAND.json [flags]

Compare a candidate run with a baseline run (results files of the gate) and state
the answer: good requests per hour at peak per workload, how long the slowest users
wait, errors, quality; then the changes per cell with confidence intervals, the
candidate plan's compare gates and every manifest difference. Markdown goes to
stdout (or -o FILE) and is appended to $GITHUB_STEP_SUMMARY when that is set;
--html FILE also writes the comparison as one self-contained HTML page with charts
(latency distributions of both runs, goodput against load, the burst timelines).

--quality-base and --quality-cand (quality-*.json from go test ./quality) add the
quality runs, paired case by case; given without BASE.json and CAND.json they are
compared alone. The answer reads "N cases newly failing, M newly passing, McNemar
exact p = ...", with each check's pass rate and 95% Wilson interval. A case passes
when it held in every ask (repeats and under load included); quality is a
REGRESSION when a critical check that passed in every baseline ask of a case fails
in the candidate, or when the newly failing cases outnumber the newly passing at
one-sided --quality-alpha (exact McNemar test); cases in one run only are named.

Exit status: 0 every compare gate passes and quality holds, 1 a gate fails or
quality regresses, 3 a gate is inconclusive, 2 misuse or unreadable input.

flags:
`

const reportUsage = `usage: infergate report [flags] RUN.json

Render one run of the gate (a results file) as Markdown: the verdict, the manifest,
capacity per workload, every cell's latencies with intervals, goodput, errors and
server-side figures, the checks that failed, the other tests and, with --quality, the
quality results. Markdown goes to stdout (or -o FILE) and is appended to
$GITHUB_STEP_SUMMARY when that is set; --html FILE also writes the run as one
self-contained HTML page with charts (latency distributions, goodput against load,
the burst timeline).

flags:
`

func runCompare(args []string, stdout, stderr io.Writer, getenv func(string) string) error {
	fs := flag.NewFlagSet("infergate compare", flag.ContinueOnError)
	fs.SetOutput(stderr)
	qb := fs.String("quality-base", "", "the baseline's quality results file (quality-*.json)")
	qc := fs.String("quality-cand", "", "the candidate's quality results file (quality-*.json)")
	out := fs.String("o", "", "write the Markdown to this file instead of stdout")
	tol := fs.Float64("tolerance", verdict.DefaultTolerance, "relative change within which a difference is neutral (0.05 is ±5%)")
	page := fs.String("html", "", "also write the comparison as a self-contained HTML page to this file")
	fixtures := fs.String("quality-fixtures", defaultFixtures, "the quality fixtures, for the chrF floors in the HTML page's quality table")
	alpha := fs.Float64("quality-alpha", grade.DefaultAlpha, "one-sided level at which newly failing quality cases in excess of newly passing ones are a regression (exact McNemar test)")
	fs.Usage = func() { fmt.Fprint(stderr, compareUsage); fs.PrintDefaults() }
	files, help, err := parseArgs(fs, args)
	if help || err != nil {
		return err
	}
	if !(*alpha > 0 && *alpha < 0.5) {
		return usageError{fmt.Errorf("compare: --quality-alpha %g: want a one-sided level in (0, 0.5), such as 0.05", *alpha)}
	}
	if len(files) == 0 && (*qb != "" || *qc != "") {
		if *page != "" {
			return usageError{fmt.Errorf("compare: --html %s: the page needs the runs BASE.json and CAND.json; quality compared alone is Markdown only", *page)}
		}
		return compareQualityOnly(*qb, *qc, *alpha, *out, stdout, getenv)
	}
	if len(files) != 2 {
		fs.Usage()
		return usageError{fmt.Errorf("compare: want BASE.json and CAND.json (or --quality-base and --quality-cand alone), got %d arguments", len(files))}
	}
	if !(*tol > 0 && *tol < 1) {
		return usageError{fmt.Errorf("compare: -tolerance %g: want a fraction in (0, 1)", *tol)}
	}
	basePath, candPath := files[0], files[1]
	base, err := readRun(basePath, "baseline")
	if err != nil {
		return err
	}
	cand, err := readRun(candPath, "candidate")
	if err != nil {
		return err
	}
	opt := verdict.CompareOptions{BaseName: basePath, CandName: candPath, Tolerance: *tol,
		QualityBaseName: *qb, QualityCandName: *qc, QualityAlpha: *alpha}
	if opt.QualityBase, err = readQuality(*qb, "--quality-base"); err != nil {
		return err
	}
	if opt.QualityCand, err = readQuality(*qc, "--quality-cand"); err != nil {
		return err
	}
	c, err := verdict.Compare(base, cand, opt)
	if errors.Is(err, grade.ErrNotComparable) {
		return usageError{fmt.Errorf("--quality-base/--quality-cand: %w", err)}
	}
	if err != nil {
		return err
	}
	var md bytes.Buffer
	if err := report.WriteCompare(&md, c); err != nil {
		return err
	}
	if err := emit(md.Bytes(), *out, stdout, getenv); err != nil {
		return err
	}
	if *page != "" {
		floors, err := readFloors(fs, *fixtures, opt.QualityBase != nil || opt.QualityCand != nil)
		if err != nil {
			return err
		}
		if err := writePage(*page, func(w io.Writer) error {
			return report.WriteCompareHTML(w, c, report.HTMLOptions{Floors: floors})
		}); err != nil {
			return err
		}
	}
	switch code := c.ExitCode(); code {
	case verdict.ExitRegression:
		return exitError{code, "compare: regression: a compare gate fails or quality regresses (exit 1)"}
	case verdict.ExitInconclusive:
		return exitError{code, "compare: inconclusive: a compare gate could not be judged (exit 3)"}
	}
	return nil
}

// compareQualityOnly is infergate compare given --quality-base and --quality-cand
// alone: the quality runs paired case by case (grade.Compare), as Markdown to out
// or stdout and $GITHUB_STEP_SUMMARY; a regression exits 1.
func compareQualityOnly(basePath, candPath string, alpha float64, out string, stdout io.Writer, getenv func(string) string) error {
	for _, f := range [][2]string{{"--quality-base", basePath}, {"--quality-cand", candPath}} {
		if f[1] == "" {
			return usageError{fmt.Errorf("compare: %s missing: quality compared alone wants --quality-base BASE.json and --quality-cand CAND.json", f[0])}
		}
	}
	base, err := readQuality(basePath, "--quality-base")
	if err != nil {
		return err
	}
	cand, err := readQuality(candPath, "--quality-cand")
	if err != nil {
		return err
	}
	c, err := grade.Compare(base, cand, grade.CompareOptions{BaseName: basePath, CandName: candPath, Alpha: alpha})
	if err != nil {
		return usageError{fmt.Errorf("--quality-base/--quality-cand: %w", err)}
	}
	var md bytes.Buffer
	if err := c.WriteMarkdown(&md); err != nil {
		return err
	}
	if err := emit(md.Bytes(), out, stdout, getenv); err != nil {
		return err
	}
	if c.Regression {
		return exitError{verdict.ExitRegression, "compare: quality regression: " + strings.Join(c.Reasons, "; ") + " (exit 1)"}
	}
	return nil
}

func runReport(args []string, stdout, stderr io.Writer, getenv func(string) string) error {
	fs := flag.NewFlagSet("infergate report", flag.ContinueOnError)
	fs.SetOutput(stderr)
	q := fs.String("quality", "", "a quality results file (quality-*.json) to include")
	out := fs.String("o", "", "write the Markdown to this file instead of stdout")
	page := fs.String("html", "", "also write the run as a self-contained HTML page to this file")
	fixtures := fs.String("quality-fixtures", defaultFixtures, "the quality fixtures, for the chrF floors in the HTML page's quality table")
	fs.Usage = func() { fmt.Fprint(stderr, reportUsage); fs.PrintDefaults() }
	files, help, err := parseArgs(fs, args)
	if help || err != nil {
		return err
	}
	if len(files) != 1 {
		fs.Usage()
		return usageError{fmt.Errorf("report: want one RUN.json, got %d arguments", len(files))}
	}
	run, err := readRun(files[0], "run")
	if err != nil {
		return err
	}
	qr, err := readQuality(*q, "--quality")
	if err != nil {
		return err
	}
	var md bytes.Buffer
	if err := report.WriteRun(&md, run, qr); err != nil {
		return err
	}
	if err := emit(md.Bytes(), *out, stdout, getenv); err != nil {
		return err
	}
	if *page == "" {
		return nil
	}
	floors, err := readFloors(fs, *fixtures, qr != nil)
	if err != nil {
		return err
	}
	return writePage(*page, func(w io.Writer) error {
		return report.WriteRunHTML(w, run, report.HTMLOptions{Name: files[0], Quality: qr, Floors: floors})
	})
}

// defaultFixtures is where the quality fixtures live in a checkout, relative to the
// directory make accept and the README's commands run in.
const defaultFixtures = "fixtures/quality"

// readFloors reads the quality fixtures' score floors for an HTML page that shows
// quality results (nil when it shows none). The default directory may be absent
// (infergate run outside a checkout): the page then says the floors are unknown.
// A directory given with --quality-fixtures must be readable.
func readFloors(fs *flag.FlagSet, dir string, needed bool) (report.Floors, error) {
	if !needed {
		return nil, nil
	}
	given := false
	fs.Visit(func(f *flag.Flag) { given = given || f.Name == "quality-fixtures" })
	if !given {
		if _, err := os.Stat(dir); err != nil {
			return nil, nil
		}
	}
	f, err := report.LoadFloors(dir)
	if err != nil {
		return nil, usageError{fmt.Errorf("--quality-fixtures %s: %w", dir, err)}
	}
	return f, nil
}

// writePage writes an HTML page to path; the error names the --html flag and the
// file.
func writePage(path string, write func(io.Writer) error) error {
	var b bytes.Buffer
	if err := write(&b); err != nil {
		return fmt.Errorf("--html %s: %w", path, err)
	}
	if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
		return fmt.Errorf("--html %s: %w", path, err)
	}
	return nil
}

// readRun reads a results file; a quality results file given by mistake gets a
// message that says so.
func readRun(path, role string) (*results.Run, error) {
	r, err := results.Read(path)
	if err != nil {
		if _, qerr := grade.ReadResult(path); qerr == nil {
			return nil, usageError{fmt.Errorf("%s %s is a quality results file: give it with --quality-base/--quality-cand (compare; alone, they compare quality only) or --quality (report)", role, path)}
		}
		return nil, usageError{fmt.Errorf("%s: %w", role, err)}
	}
	return r, nil
}

func readQuality(path, flagName string) (*grade.Result, error) {
	if path == "" {
		return nil, nil
	}
	q, err := grade.ReadResult(path)
	if err != nil {
		return nil, usageError{fmt.Errorf("%s: %w", flagName, err)}
	}
	return q, nil
}

// emit writes md to the -o file or stdout, and appends it to $GITHUB_STEP_SUMMARY.
func emit(md []byte, out string, stdout io.Writer, getenv func(string) string) error {
	if out != "" {
		if err := os.WriteFile(out, md, 0o644); err != nil {
			return fmt.Errorf("write %s: %w", out, err)
		}
	} else if _, err := stdout.Write(md); err != nil {
		return err
	}
	if p := getenv("GITHUB_STEP_SUMMARY"); p != "" {
		f, err := os.OpenFile(p, os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
		if err != nil {
			return fmt.Errorf("GITHUB_STEP_SUMMARY: %w", err)
		}
		_, werr := f.Write(append(md, '\n'))
		if cerr := f.Close(); werr == nil {
			werr = cerr
		}
		if werr != nil {
			return fmt.Errorf("GITHUB_STEP_SUMMARY: %w", werr)
		}
	}
	return nil
}
