package junit

import (
	"fmt"
	"math"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/infergate/infergate/internal/results"
	"github.com/infergate/infergate/internal/threshold"
	"github.com/infergate/infergate/internal/words"
)

// The go tests of the gate and the testcase classes they become.
const (
	matrixTest    = "TestMatrix"
	capacityTest  = "TestCapacity"
	classMatrix   = "matrix"
	classCapacity = "capacity"
)

// outcome is how a stored verdict or test status counts.
type outcome int

const (
	passed outcome = iota
	failed
	// inconclusive was not judged and the plan does not skip its reason: it fails the
	// go test.
	inconclusive
	// skipped was inconclusive for a reason the plan skips: never judged.
	skipped
	// unknown is a status the gate does not write; it never passes.
	unknown
)

// classify reads a stored status through results.ParseStatus.
func classify(status string) outcome {
	switch results.ParseStatus(status) {
	case results.StatusPass:
		return passed
	case results.StatusFail:
		return failed
	case results.StatusInconclusive:
		return inconclusive
	case results.StatusSkipped:
		return skipped
	}
	return unknown
}

// cellCase is a matrix cell's testcase. scale is the target's time scale: the cell's
// measured span is in simulated seconds, its testcase time in wall seconds.
func cellCase(c *results.Cell, scale float64) Testcase {
	tc := Testcase{Classname: classMatrix, Name: c.Name, Time: Seconds(c.Duration / scale)}
	var bad, notJudged []results.Verdict
	anyFail, anyUnknown := false, false
	for _, v := range c.Verdicts {
		switch classify(v.Status) {
		case passed:
		case skipped:
			notJudged = append(notJudged, v)
		case failed:
			anyFail = true
			bad = append(bad, v)
		case unknown:
			anyUnknown = true
			bad = append(bad, v)
		default:
			bad = append(bad, v)
		}
	}
	var prefix string
	if c.Invalid != "" {
		prefix = "cell invalid (" + c.Invalid + "); "
	}
	n := len(c.Verdicts)
	switch {
	case len(bad) > 0:
		typ, verb := TypeInconclusive, "did not pass"
		switch {
		case anyFail:
			typ = TypeThreshold
		case anyUnknown:
			typ = TypeUnknownStatus
		}
		if !slices.ContainsFunc(bad, func(v results.Verdict) bool { return classify(v.Status) != failed }) {
			verb = "failed"
		}
		texts := make([]string, len(bad))
		for i, v := range bad {
			texts[i] = failText(v)
		}
		body := verdictLines(bad, "")
		if len(notJudged) > 0 {
			body += "not judged (the plan skips their reasons):\n" + verdictLines(notJudged, "")
		}
		msg := prefix + fmt.Sprintf("%d of %d checks %s: %s", len(bad), n, verb, strings.Join(texts, "; "))
		if len(notJudged) > 0 {
			msg += fmt.Sprintf("; and %d not judged (%s)", len(notJudged), reasons(notJudged))
		}
		tc.Failure = &Result{Type: typ, Text: body, Message: msg}
	case len(notJudged) > 0:
		texts := make([]string, len(notJudged))
		for i, v := range notJudged {
			texts[i] = v.Metric + " " + v.Expr + " (" + orNone(v.Reason) + ")"
		}
		tc.Skipped = &Result{Type: TypeNotJudged, Text: verdictLines(notJudged, ""),
			Message: prefix + fmt.Sprintf("%d of %d checks not judged: %s", len(notJudged), n, strings.Join(texts, ", "))}
	case n == 0:
		tc.Skipped = &Result{Type: TypeNotJudged, Message: prefix + "no checks judged"}
	case c.Invalid != "":
		tc.Skipped = &Result{Type: TypeNotJudged,
			Message: prefix + fmt.Sprintf("its %d checks passed, but the figures of an invalid cell cannot be trusted", n)}
	}
	tc.SystemOut = Text(cellOut(c))
	return tc
}

// reasons lists the distinct reasons of vs, in order: "too_few_samples, unavailable".
func reasons(vs []results.Verdict) string {
	var out []string
	for _, v := range vs {
		if r := orNone(v.Reason); !slices.Contains(out, r) {
			out = append(out, r)
		}
	}
	return strings.Join(out, ", ")
}

// failText is a failing check for a failure message: the check and what was measured,
// "ttft p(95) < 1.5s: measured 1.83s [90% CI 1.71s–1.97s], n=360".
func failText(v results.Verdict) string {
	head := v.Metric + " " + v.Expr
	detail := detailOf(v)
	switch classify(v.Status) {
	case failed:
		return head + ": " + detail
	case inconclusive:
		return head + ": INCONCLUSIVE (" + orNone(v.Reason) + "), not skipped by the plan: " + detail
	}
	return head + fmt.Sprintf(": status %q, which the gate does not write: ", v.Status) + detail
}

// detailOf is a verdict's evidence: its message without the leading
// "metric expr: STATUS — ", or the figures when the file has no message.
func detailOf(v results.Verdict) string {
	msg := v.Message
	if rest, ok := strings.CutPrefix(msg, v.Metric+" "+v.Expr+": "); ok {
		if _, d, ok := strings.Cut(rest, " — "); ok {
			return d
		}
		return rest
	}
	if msg != "" {
		return msg
	}
	out := "measured " + fmtValue(v.Metric, v.Expr, v.Value)
	if !math.IsNaN(v.Lo) || !math.IsNaN(v.Hi) {
		out += " [" + fmtValue(v.Metric, v.Expr, v.Lo) + ", " + fmtValue(v.Metric, v.Expr, v.Hi) + "]"
	}
	return out + fmt.Sprintf(", n=%d", v.N)
}

// verdictLines writes verdicts one per line, "STATUS  message (file:line)", each
// followed by its raw figures; indent prefixes every line.
func verdictLines(vs []results.Verdict, indent string) string {
	var b strings.Builder
	for _, v := range vs {
		msg := v.Message
		if msg == "" {
			msg = v.Metric + " " + v.Expr + ": " + v.Status + " — " + detailOf(v)
		}
		var where []string
		if v.Pos != "" {
			where = append(where, v.Pos)
		}
		if classify(v.Status) == skipped {
			where = append(where, "skipped: the plan skips "+orNone(v.Reason))
		}
		if len(where) > 0 {
			msg += " (" + strings.Join(where, "; ") + ")"
		}
		fmt.Fprintf(&b, "%s%-12s %s\n", indent, strings.ToUpper(v.Status), msg)
		fmt.Fprintf(&b, "%s%-12s value=%s lo=%s hi=%s n=%d\n", indent, "", raw(v.Value), raw(v.Lo), raw(v.Hi), v.N)
	}
	return b.String()
}

// cellOut is a cell's <system-out>: counts, load, every verdict and the summary figures.
func cellOut(c *results.Cell) string {
	var b strings.Builder
	counts := map[outcome]int{}
	for _, v := range c.Verdicts {
		counts[classify(v.Status)]++
	}
	fmt.Fprintf(&b, "cell %s: %d passed, %d failed, %d inconclusive, %d skipped by the plan (not judged)",
		c.Name, counts[passed], counts[failed], counts[inconclusive], counts[skipped])
	if counts[unknown] > 0 {
		fmt.Fprintf(&b, ", %d of unknown status", counts[unknown])
	}
	fmt.Fprintf(&b, ", of %d checks\n", len(c.Verdicts))
	load := "closed loop"
	if c.Rate > 0 {
		load = "open loop at " + sig3(c.Rate) + " req/s"
	}
	fmt.Fprintf(&b, "workload %s, prefix %s, load %s: %d requests per trial × %d %s (%d warm-up each), %s, measured span %s (simulated)\n",
		c.Workload, c.Prefix, c.Load, c.Requests, c.Trials, words.Pick(c.Trials, "trial", "trials"), c.Warmup, load, threshold.FormatSeconds(c.Duration))
	if c.Invalid != "" {
		fmt.Fprintf(&b, "invalid: %s\n", c.Invalid)
	}
	for i, why := range c.Retried {
		fmt.Fprintf(&b, "attempt %d of %d discarded (the machine fell behind; the cell ran again): %s\n", i+1, len(c.Retried)+1, why)
	}
	if len(c.Verdicts) > 0 {
		b.WriteString("\nchecks:\n")
		b.WriteString(verdictLines(c.Verdicts, "  "))
	}
	if len(c.Summary) > 0 {
		b.WriteString("\nfigures:\n")
		for _, k := range figureOrder(c.Summary) {
			fmt.Fprintf(&b, "  %-20s %s\n", k, fmtStat(c.Summary[k]))
		}
	}
	if len(c.PromptLengths) > 0 {
		b.WriteString("\nprompt lengths (relative error against the workload's input lengths):\n")
		for _, p := range c.PromptLengths {
			fmt.Fprintf(&b, "  %-9s n=%d, mean |error| %s, max |error| %s", p.Source+":", p.N, pct(p.MeanAbsErr), pct(p.MaxAbsErr))
			if p.Worst != "" {
				fmt.Fprintf(&b, "; worst %s", p.Worst)
			}
			b.WriteString("\n")
		}
	}
	return b.String()
}

// figureFirst is the order of the figures people look for first; the rest follow
// alphabetically.
var figureFirst = []string{"ttft", "ttfo", "itl", "tpot", "e2el", "ttft_from_intended", "e2el_from_intended", "queue_wait",
	"dispatch_lag", "error_rate", "timeout_rate", "goodput_ratio", "goodput_rps", "throughput_rps", "output_tps",
	"cached_ratio", "prefix_hit_ratio", "preemptions", "max_waiting", "kv_usage_max", "dropped"}

func figureOrder(m map[string]results.Stat) []string {
	var out []string
	for _, k := range figureFirst {
		if _, ok := m[k]; ok {
			out = append(out, k)
		}
	}
	var rest []string
	for k := range m {
		if !slices.Contains(figureFirst, k) {
			rest = append(rest, k)
		}
	}
	sort.Strings(rest)
	return append(out, rest...)
}

// fmtStat writes a latency's distribution or a single value in its unit.
func fmtStat(s results.Stat) string {
	var out string
	switch s.Unit {
	case "s":
		sec := func(v float64) string {
			if math.IsNaN(v) || math.IsInf(v, 0) {
				return "n/a"
			}
			return threshold.FormatSeconds(v)
		}
		out = fmt.Sprintf("p50 %s, p90 %s, p95 %s, p99 %s, max %s, mean %s",
			sec(s.P50), sec(s.P90), sec(s.P95), sec(s.P99), sec(s.Max), sec(s.Mean))
	case "fraction", "ratio":
		out = pct(s.Value)
	case "", "count":
		out = num(s.Value)
	case "/s", "/h":
		out = num(s.Value) + s.Unit
	default:
		out = num(s.Value) + " " + s.Unit
	}
	return out + fmt.Sprintf(" (n=%d)", s.N)
}

// capacityCase is a workload's capacity testcase, from its result, its TestCapacity
// record or both (either may be nil, not both).
func capacityCase(c *results.Capacity, t *results.Test) Testcase {
	name := ""
	if c != nil {
		name = c.Workload
	} else {
		name = strings.TrimPrefix(t.Name, capacityTest+"/")
	}
	tc := Testcase{Classname: classCapacity, Name: name}
	imprecise := c != nil && c.Imprecise != ""
	st := passed
	if t != nil {
		st = classify(t.Status)
	}
	switch {
	case t != nil && st == unknown:
		tc.Error = &Result{Type: TypeUnknownStatus, Text: strings.Join(t.Messages, "\n"),
			Message: fmt.Sprintf("%s has status %q, which the gate does not write", t.Name, t.Status)}
	case t != nil && st == skipped:
		tc.Skipped = &Result{Type: TypeNotJudged, Text: strings.Join(t.Messages, "\n"),
			Message: orText(strings.Join(t.Messages, "; "), t.Name+" skipped")}
	case t != nil && st != passed:
		tc.Failure = &Result{Type: TypeTest, Text: strings.Join(t.Messages, "\n"),
			Message: orText(strings.Join(t.Messages, "; "), t.Name+" failed")}
	case imprecise && t == nil && c.Source != "":
		tc.Skipped = &Result{Type: TypeNotJudged,
			Message: fmt.Sprintf("not measured in this run: %s, whose search was imprecise (%s)", c.Source, c.Imprecise)}
	case imprecise:
		tc.Failure = &Result{Type: TypeInconclusive,
			Message: fmt.Sprintf("capacity %s: %s req/s, but the search did not reach its precision (%s): %s",
				name, sig3(c.Rate), threshold.ReasonImprecise, c.Imprecise)}
		if t != nil {
			tc.Failure.Text = strings.Join(t.Messages, "\n")
		}
	case t == nil && c.Source != "":
		tc.Skipped = &Result{Type: TypeNotJudged, Message: "not measured in this run: taken from " + c.Source}
	}
	var b strings.Builder
	if c != nil {
		capacityOut(&b, c)
	}
	if t != nil {
		if b.Len() > 0 {
			b.WriteString("\n")
		}
		testOut(&b, t)
	}
	tc.SystemOut = Text(b.String())
	return tc
}

// capacityOut writes a capacity result: the rate, its bracket and the search's steps.
func capacityOut(b *strings.Builder, c *results.Capacity) {
	fmt.Fprintf(b, "capacity %s/%s: %s req/s (%s req/h) at a goodput ratio of %s\n",
		c.Workload, c.Prefix, sig3(c.Rate), strconv.FormatFloat(math.Round(3600*c.Rate), 'f', 0, 64), pct(c.GoodputRatio))
	firstFail, from := c.FirstFail, ""
	if firstFail == 0 { // files before first_fail: bracket from the steps, as the report does
		for _, s := range c.Steps {
			if !s.Passed && s.Rate > c.Rate && (firstFail == 0 || s.Rate < firstFail) {
				firstFail, from = s.Rate, ", from the steps"
			}
		}
	}
	switch {
	case firstFail > 0:
		fmt.Fprintf(b, "bracket: [%s, %s) req/s, %s wide", sig3(c.Rate), sig3(firstFail), pct(firstFail/c.Rate-1))
		if c.Precision > 0 {
			fmt.Fprintf(b, " (precision %s)", pct(c.Precision))
		}
		b.WriteString(from + "\n")
	case c.AtMax:
		fmt.Fprintf(b, "bracket: none: even the plan's max_rate kept the goodput ratio\n")
	default:
		fmt.Fprintf(b, "bracket: none: no rate up to %s req/s failed\n", sig3(c.Rate))
	}
	if c.Imprecise != "" {
		fmt.Fprintf(b, "imprecise: %s\n", c.Imprecise)
	}
	if c.Source != "" {
		fmt.Fprintf(b, "source: not measured in this run: taken from %s\n", c.Source)
	}
	if len(c.Steps) > 0 {
		b.WriteString("steps:\n")
		for _, s := range c.Steps {
			kept := "missed"
			if s.Passed {
				kept = "kept"
			}
			var notes []string
			if s.Confirm {
				notes = append(notes, "confirmation")
			}
			if s.StoppedEarly {
				notes = append(notes, "stopped early")
			}
			note := ""
			if len(notes) > 0 {
				note = " (" + strings.Join(notes, ", ") + ")"
			}
			fmt.Fprintf(b, "  %s req/s: goodput ratio %s of %d requests: %s%s\n", sig3(s.Rate), pct(s.GoodputRatio), s.Requests, kept, note)
		}
	}
}

// testCase is the testcase of a test that is not a cell or a capacity result:
// TestBurst becomes classname "burst", name "TestBurst".
func testCase(t *results.Test) Testcase {
	tc := Testcase{Classname: classOf(t.Name), Name: t.Name}
	text := strings.Join(t.Messages, "\n")
	switch classify(t.Status) {
	case passed:
	case skipped:
		tc.Skipped = &Result{Type: TypeNotJudged, Text: text, Message: orText(strings.Join(t.Messages, "; "), t.Name+" skipped")}
	case unknown, inconclusive:
		tc.Error = &Result{Type: TypeUnknownStatus, Text: text,
			Message: fmt.Sprintf("%s has status %q, which the gate does not write for a test", t.Name, t.Status)}
	default:
		tc.Failure = &Result{Type: TypeTest, Text: text, Message: orText(strings.Join(t.Messages, "; "), t.Name+" failed")}
	}
	var b strings.Builder
	testOut(&b, t)
	tc.SystemOut = Text(b.String())
	return tc
}

func testOut(b *strings.Builder, t *results.Test) {
	fmt.Fprintf(b, "test %s: %s\n", t.Name, t.Status)
	for _, m := range t.Messages {
		fmt.Fprintf(b, "  %s\n", m)
	}
}

// classOf is a go test's class: its top-level name without "Test", in lower case.
func classOf(test string) string {
	top, _, _ := strings.Cut(test, "/")
	if rest, ok := strings.CutPrefix(top, "Test"); ok && rest != "" {
		top = rest
	}
	return strings.ToLower(top)
}

func sig3(v float64) string { return threshold.Sig3(v) }

func pct(ratio float64) string {
	if math.IsNaN(ratio) || math.IsInf(ratio, 0) {
		return "n/a"
	}
	return sig3(ratio*100) + "%"
}

func num(v float64) string {
	if math.IsNaN(v) || math.IsInf(v, 0) {
		return "n/a"
	}
	if v == math.Trunc(v) && math.Abs(v) < 1e15 {
		return strconv.FormatFloat(v, 'f', -1, 64)
	}
	return sig3(v)
}

// raw writes a figure for machines: six significant digits, "none" when there is none.
func raw(v float64) string {
	if math.IsNaN(v) || math.IsInf(v, 0) {
		return "none"
	}
	return strconv.FormatFloat(v, 'g', 6, 64)
}

// fmtValue writes a verdict's figure in its metric's unit; a relative gate's figure
// ("p(95) <= +10%") is a change.
func fmtValue(metric, expr string, v float64) string {
	if math.IsNaN(v) || math.IsInf(v, 0) {
		return "none"
	}
	if relative(expr) {
		s := sig3(v * 100)
		if !strings.HasPrefix(s, "-") {
			s = "+" + s
		}
		return s + "%"
	}
	m, _ := threshold.Lookup(metric)
	switch m.Kind {
	case threshold.Latency:
		return threshold.FormatSeconds(v)
	case threshold.Ratio:
		return pct(v)
	case threshold.Rate:
		return sig3(v) + "/s"
	}
	return num(v)
}

// relative reports whether expr is a compare gate's: its bound is a signed change.
func relative(expr string) bool {
	i := strings.LastIndexAny(expr, "<>=")
	if i < 0 {
		return false
	}
	bound := strings.TrimSpace(expr[i+1:])
	return strings.HasPrefix(bound, "+") || strings.HasPrefix(bound, "-")
}

func orNone(reason string) string { return orText(reason, "no reason given") }

func orText(s, alt string) string {
	if s == "" {
		return alt
	}
	return s
}
