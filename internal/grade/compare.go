package grade

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"maps"
	"math"
	"slices"
	"strings"

	"github.com/infergate/infergate/internal/stats"
	"github.com/infergate/infergate/internal/threshold"
	"github.com/infergate/infergate/internal/words"
)

// DefaultAlpha is the one-sided level at which newly failing cases in excess of newly
// passing ones are a regression.
const DefaultAlpha = 0.05

// DefaultIntervalLevel is the two-sided level of the pass rates' Wilson intervals.
const DefaultIntervalLevel = 0.95

// askResamples and askSeed fix the paired bootstrap of AskRates, so that one pair of
// files always gives the same interval.
const (
	askResamples = 2000
	askSeed      = 1
)

// ErrNotComparable is wrapped by Compare's error for two quality results that cannot
// be paired: a file with no cases, a case id given twice in one file, or two files
// that share no case (runs of different fixtures).
var ErrNotComparable = errors.New("quality results cannot be compared")

// CompareOptions says how Compare works.
type CompareOptions struct {
	// BaseName and CandName name the two files in messages.
	BaseName, CandName string
	// Alpha is the one-sided level of the McNemar test (default DefaultAlpha).
	Alpha float64
	// Level is the two-sided level of the Wilson intervals (default
	// DefaultIntervalLevel).
	Level float64
}

// Rate is a pass rate: Pass of N, with its Wilson interval [Lo, Hi] at the
// comparison's Level (NaN when N is 0).
type Rate struct {
	Pass, N int
	Lo, Hi  float64
}

// Share is Pass/N, NaN when N is 0.
func (r Rate) Share() float64 {
	if r.N == 0 {
		return math.NaN()
	}
	return float64(r.Pass) / float64(r.N)
}

// String writes the rate for people: "2/3 = 66.7% [20.8%, 93.9%]", or "—" when N is 0.
func (r Rate) String() string {
	if r.N == 0 {
		return "—"
	}
	return fmt.Sprintf("%d/%d = %s [%s, %s]", r.Pass, r.N, pct(r.Share()), pct(r.Lo), pct(r.Hi))
}

func rateOf(pass, n int, level float64) Rate {
	r := Rate{Pass: pass, N: n, Lo: math.NaN(), Hi: math.NaN()}
	if n > 0 {
		r.Lo, r.Hi, _ = stats.Wilson(pass, n, level)
	}
	return r
}

// CheckChange is one check id across the paired cases: a check id names a check of
// each case that carries it ("finish", "register", "default-facts-grounded"), and the
// rates count its first-ask results over those cases.
type CheckChange struct {
	ID string
	// Critical is set when the check is critical in some case.
	Critical bool
	// Base and Cand are the check's pass rates over the paired cases that carry it in
	// each run.
	Base, Cand Rate
	// Paired counts the cases that carry it in both runs, and Test is the McNemar
	// test over them.
	Paired int
	Test   stats.McNemar
	// OnlyBase and OnlyCand count the paired cases that carry it in one run only (a
	// check added to or dropped from the fixtures between the runs).
	OnlyBase, OnlyCand int
}

// changed reports whether the check is worth a row: it failed somewhere, moved, or
// ran in one run only.
func (ch CheckChange) changed() bool {
	return ch.Base.Pass < ch.Base.N || ch.Cand.Pass < ch.Cand.N || ch.Test.B+ch.Test.C > 0 || ch.OnlyBase+ch.OnlyCand > 0
}

// AskRates describes the repeat mode across the paired cases: each case's share of
// passing asks (Repeat.Passed of Repeat.Asks; one ask, passed when the case held, in
// a run without repeats), averaged over the cases.
type AskRates struct {
	// BaseAsks and CandAsks are the most asks a case had in each run.
	BaseAsks, CandAsks int
	// Base and Cand are the mean shares; Diff is Cand − Base with the paired
	// bootstrap interval over cases (Diff.Lo, Diff.Hi at the comparison's Level).
	Base, Cand float64
	Diff       stats.Diff
}

// Comparison is a candidate quality run judged against a baseline quality run.
type Comparison struct {
	// Opt are the options, defaults filled in.
	Opt CompareOptions
	// BaseCases and CandCases count each file's cases; Paired the cases in both.
	BaseCases, CandCases, Paired int
	// OnlyBase and OnlyCand name the cases in one file only, which are not paired.
	OnlyBase, OnlyCand []string
	// Base and Cand are the share of the paired cases that held in every ask of
	// each run.
	Base, Cand Rate
	// NewlyFailing and NewlyPassing name the discordant cases; Test is the McNemar
	// test on them.
	NewlyFailing, NewlyPassing []string
	Test                       stats.McNemar
	// Asks is set when either run repeated its cases.
	Asks *AskRates
	// Checks are the check ids of the paired cases, in id order.
	Checks []CheckChange
	// NewCritical lists "case: check" for every critical check that passed in every
	// baseline ask of the case and fails in the candidate: each one is a regression.
	NewCritical []string
	// UnstableCritical lists "case: check" for critical checks that passed in the
	// baseline's first ask and fail in the candidate in a case the baseline did not
	// hold in every ask: the baseline was not stable there, so they count through the
	// test only.
	UnstableCritical []string
	// CandOnlyChecks and BaseOnlyChecks name check ids that some paired case carries
	// in one run only.
	CandOnlyChecks, BaseOnlyChecks []string
	// Regression is the verdict; Reasons say why, in short (empty for PASS): the
	// new critical failures (named, or counted with their cases when there are more
	// than three) and the test.
	Regression bool
	Reasons    []string
}

// Compare pairs the cases of cand with those of base by id and judges the candidate,
// for infergate compare --quality-base --quality-cand and the suite's last line
// against INFERGATE_QUALITY_BASELINE. The error wraps ErrNotComparable, naming the
// file, when the files cannot be paired.
//
// The unit is the case. Cases are paired by id; a case passes in a run when it held
// in every ask of that run (CaseResult.Passed: the first ask, every repeat and the
// ask under load), which is what the suite's verdict on the case means. The exact
// McNemar test (stats.McNemarExact) then counts the discordant cases only: b newly
// failing (held in the baseline, not in the candidate) against c newly passing.
//
// Repeats are not paired ask by ask. The results file keeps, per case, how many of
// its asks passed (Repeat.Passed of Repeat.Asks), not which, and ask i of one run has
// nothing in common with ask i of the other (no shared seed); and the asks of one
// pinned prompt are not independent trials, so counting them as pairs would make n
// look k times larger than it is. They enter the test through the case's outcome, and
// on their own through AskRates: each case's share of passing asks, averaged, with a
// paired bootstrap over cases for its change — a figure that is reported, not gated.
//
// The verdict is REGRESSION when either
//
//   - a critical check that passed in every baseline ask of a case fails in the
//     candidate's first ask of it (NewCritical). At temperature 0 a pinned request
//     that passed every time and fails now is a change, not noise, and one such
//     failure must not hide behind a p-value over two dozen cases. The file names
//     the critical checks of the first ask and those failed under load; a failed
//     repeat does not say on which check, so a baseline case with one proves none
//     of its checks, and their new failures count through the test only
//     (UnstableCritical). A baseline case that failed on one check still proves
//     the others; or
//   - the newly failing cases outnumber the newly passing beyond chance: the one-sided
//     exact McNemar p (stats.McNemar.PWorse) is at most Alpha (DefaultAlpha, 0.05).
//     With no case going the other way that takes 5 newly failing cases; fewer are
//     still named, case by case.
//
// Otherwise it is PASS. Per check the results file keeps the first ask only, so the
// per-check pass rates (with Wilson intervals) and McNemar p-values are over first
// asks; they are for reading, not gating (tens of checks tested at once).
func Compare(base, cand *Result, opt CompareOptions) (*Comparison, error) {
	if opt.BaseName == "" {
		opt.BaseName = "the baseline"
	}
	if opt.CandName == "" {
		opt.CandName = "the candidate"
	}
	if opt.Alpha == 0 {
		opt.Alpha = DefaultAlpha
	}
	if opt.Level == 0 {
		opt.Level = DefaultIntervalLevel
	}
	switch {
	case base == nil || cand == nil:
		return nil, errors.New("compare quality: missing result")
	case !(opt.Alpha > 0 && opt.Alpha < 0.5):
		return nil, fmt.Errorf("compare quality: alpha %g: want a one-sided level in (0, 0.5)", opt.Alpha)
	case !(opt.Level > 0 && opt.Level < 1):
		return nil, fmt.Errorf("compare quality: level %g: want a level in (0, 1)", opt.Level)
	}
	bIdx, err := caseIndex(base, opt.BaseName)
	if err != nil {
		return nil, err
	}
	cIdx, err := caseIndex(cand, opt.CandName)
	if err != nil {
		return nil, err
	}
	c := &Comparison{Opt: opt, BaseCases: len(base.Cases), CandCases: len(cand.Cases)}
	var ids []string
	for _, bc := range base.Cases {
		if _, ok := cIdx[bc.ID]; ok {
			ids = append(ids, bc.ID)
		} else {
			c.OnlyBase = append(c.OnlyBase, bc.ID)
		}
	}
	for _, cc := range cand.Cases {
		if _, ok := bIdx[cc.ID]; !ok {
			c.OnlyCand = append(c.OnlyCand, cc.ID)
		}
	}
	if len(ids) == 0 {
		return nil, fmt.Errorf("%s and %s share no case (%s; %s): %w: they are runs of different fixtures",
			opt.BaseName, opt.CandName, someCases(base), someCases(cand), ErrNotComparable)
	}
	slices.Sort(ids)
	slices.Sort(c.OnlyBase)
	slices.Sort(c.OnlyCand)
	c.Paired = len(ids)

	bHeld, cHeld := 0, 0
	checks := map[string]*checkTally{}
	tally := func(id string) *checkTally {
		if checks[id] == nil {
			checks[id] = &checkTally{}
		}
		return checks[id]
	}
	for _, id := range ids {
		bc, cc := bIdx[id], cIdx[id]
		if bc.Passed {
			bHeld++
		}
		if cc.Passed {
			cHeld++
		}
		switch {
		case bc.Passed && !cc.Passed:
			c.NewlyFailing = append(c.NewlyFailing, id)
		case !bc.Passed && cc.Passed:
			c.NewlyPassing = append(c.NewlyPassing, id)
		}
		for _, chk := range slices.Sorted(maps.Keys(cc.Critical)) {
			if cc.Critical[chk] || !bc.Critical[chk] {
				continue
			}
			if passedEveryAsk(bc, chk) {
				c.NewCritical = append(c.NewCritical, id+": "+chk)
			} else {
				c.UnstableCritical = append(c.UnstableCritical, id+": "+chk)
			}
		}
		for chk, pass := range bc.Checks {
			t := tally(chk)
			t.critical = t.critical || isCritical(bc, chk)
			t.base.n++
			if pass {
				t.base.pass++
			}
			cpass, ok := cc.Checks[chk]
			if !ok {
				t.onlyBase++
				continue
			}
			t.paired++
			switch {
			case pass && !cpass:
				t.b++
			case !pass && cpass:
				t.c++
			}
		}
		for chk, pass := range cc.Checks {
			t := tally(chk)
			t.critical = t.critical || isCritical(cc, chk)
			t.cand.n++
			if pass {
				t.cand.pass++
			}
			if _, ok := bc.Checks[chk]; !ok {
				t.onlyCand++
			}
		}
	}
	c.Base, c.Cand = rateOf(bHeld, len(ids), opt.Level), rateOf(cHeld, len(ids), opt.Level)
	c.Test, _ = stats.McNemarExact(len(c.NewlyFailing), len(c.NewlyPassing))
	for _, id := range slices.Sorted(maps.Keys(checks)) {
		t := checks[id]
		ch := CheckChange{ID: id, Critical: t.critical, Base: rateOf(t.base.pass, t.base.n, opt.Level),
			Cand: rateOf(t.cand.pass, t.cand.n, opt.Level), Paired: t.paired, OnlyBase: t.onlyBase, OnlyCand: t.onlyCand}
		ch.Test, _ = stats.McNemarExact(t.b, t.c)
		c.Checks = append(c.Checks, ch)
		if t.onlyBase > 0 {
			c.BaseOnlyChecks = append(c.BaseOnlyChecks, id)
		}
		if t.onlyCand > 0 {
			c.CandOnlyChecks = append(c.CandOnlyChecks, id)
		}
	}
	if base.Repeat > 1 || cand.Repeat > 1 || anyRepeat(base) || anyRepeat(cand) {
		c.Asks = askRates(ids, bIdx, cIdx, opt.Level)
	}
	switch n := len(c.NewCritical); {
	case n == 0:
	case n == 1:
		c.Reasons = append(c.Reasons, "a critical check that passed in every baseline ask fails in the candidate: "+c.NewCritical[0])
	case n <= 3:
		c.Reasons = append(c.Reasons, "critical checks that passed in every baseline ask fail in the candidate: "+strings.Join(c.NewCritical, ", "))
	default:
		var cases []string
		for _, nc := range c.NewCritical {
			if id, _, _ := strings.Cut(nc, ": "); !slices.Contains(cases, id) {
				cases = append(cases, id)
			}
		}
		c.Reasons = append(c.Reasons, fmt.Sprintf("%d critical checks that passed in every baseline ask fail in the candidate, in %d %s: %s",
			n, len(cases), words.Pick(len(cases), "case", "cases"), fewIDs(cases)))
	}
	if c.Test.PWorse <= opt.Alpha {
		c.Reasons = append(c.Reasons, fmt.Sprintf("the newly failing cases outnumber the newly passing beyond chance (one-sided McNemar exact p %s ≤ α = %s)",
			pIs(c.Test.PWorse), threshold.Sig3(opt.Alpha)))
	}
	c.Regression = len(c.Reasons) > 0
	return c, nil
}

// checkTally counts one check id while Compare pairs the cases.
type checkTally struct {
	critical           bool
	base, cand         struct{ pass, n int }
	paired, b, c       int
	onlyBase, onlyCand int
}

// caseIndex maps a result's cases by id; the error names the file.
func caseIndex(r *Result, name string) (map[string]CaseResult, error) {
	if len(r.Cases) == 0 {
		return nil, fmt.Errorf("%s: %w: the file holds no cases", name, ErrNotComparable)
	}
	m := make(map[string]CaseResult, len(r.Cases))
	for _, cs := range r.Cases {
		if _, dup := m[cs.ID]; dup {
			return nil, fmt.Errorf("%s: %w: case %s appears twice", name, ErrNotComparable, cs.ID)
		}
		m[cs.ID] = cs
	}
	return m, nil
}

// someCases names a few of a result's cases for an error: "3 cases: a, b, c" or
// "24 cases: a, b, c, …".
func someCases(r *Result) string {
	ids := make([]string, 0, 3)
	for _, cs := range r.Cases[:min(3, len(r.Cases))] {
		ids = append(ids, cs.ID)
	}
	s := fmt.Sprintf("%d %s: %s", len(r.Cases), words.Pick(len(r.Cases), "case", "cases"), strings.Join(ids, ", "))
	if len(r.Cases) > 3 {
		s += ", …"
	}
	return s
}

// passedEveryAsk reports whether the critical check chk passed in every ask of the
// case: its first ask, every repeat (a repeat that failed failed some critical check
// or floor, and the file does not say which, so any failed repeat leaves it unproven)
// and the ask under load.
func passedEveryAsk(cs CaseResult, chk string) bool {
	if !cs.Critical[chk] {
		return false
	}
	if r := cs.Repeat; r != nil && r.Passed < r.Asks {
		return false
	}
	if u := cs.UnderLoad; u != nil && slices.Contains(u.FailingCritical, chk) {
		return false
	}
	return true
}

func isCritical(cs CaseResult, chk string) bool {
	_, ok := cs.Critical[chk]
	return ok
}

func anyRepeat(r *Result) bool {
	return slices.ContainsFunc(r.Cases, func(cs CaseResult) bool { return cs.Repeat != nil && cs.Repeat.Asks > 1 })
}

// askShare is a case's share of passing asks and its number of asks.
func askShare(cs CaseResult) (float64, int) {
	if r := cs.Repeat; r != nil && r.Asks > 0 {
		return float64(r.Passed) / float64(r.Asks), r.Asks
	}
	if cs.Passed {
		return 1, 1
	}
	return 0, 1
}

func askRates(ids []string, base, cand map[string]CaseResult, level float64) *AskRates {
	a := &AskRates{}
	bs, cs := make([]float64, len(ids)), make([]float64, len(ids))
	for i, id := range ids {
		var k int
		bs[i], k = askShare(base[id])
		a.BaseAsks = max(a.BaseAsks, k)
		cs[i], k = askShare(cand[id])
		a.CandAsks = max(a.CandAsks, k)
	}
	mean := func(xs []float64) func([]int) float64 {
		return func(idx []int) float64 {
			s := 0.0
			for _, i := range idx {
				s += xs[i]
			}
			return s / float64(len(idx))
		}
	}
	all := make([]int, len(ids))
	for i := range all {
		all[i] = i
	}
	a.Base, a.Cand = mean(bs)(all), mean(cs)(all)
	d, err := stats.PairedBootstrap(len(ids), 1, mean(bs), mean(cs), askResamples, level, askSeed)
	if err != nil {
		d = stats.Diff{Point: a.Cand - a.Base, Lo: math.NaN(), Hi: math.NaN()}
	}
	a.Diff = d
	return a
}

// Verdict is "REGRESSION" or "PASS".
func (c *Comparison) Verdict() string {
	if c.Regression {
		return "REGRESSION"
	}
	return "PASS"
}

// Line is the comparison's figure: "1 case newly failing, 0 newly passing, McNemar
// exact p = 1" (the two-sided p).
func (c *Comparison) Line() string {
	return fmt.Sprintf("%d %s newly failing, %d newly passing, McNemar exact p %s",
		len(c.NewlyFailing), words.Pick(len(c.NewlyFailing), "case", "cases"), len(c.NewlyPassing), pIs(c.Test.P))
}

// SummaryLine is the comparison for the quality suite's last line:
//
//	against the baseline: 1 case newly failing, 0 newly passing, McNemar exact p = 1 over 24 paired cases; REGRESSION: a critical check that passed in every baseline ask fails in the candidate: ja-reply-invoice-01: closed-dates
func (c *Comparison) SummaryLine() string {
	var b strings.Builder
	fmt.Fprintf(&b, "against the baseline: %s over %d paired %s", c.Line(), c.Paired, words.Pick(c.Paired, "case", "cases"))
	if len(c.OnlyBase) > 0 {
		fmt.Fprintf(&b, " (only in the baseline: %s)", fewIDs(c.OnlyBase))
	}
	if len(c.OnlyCand) > 0 {
		fmt.Fprintf(&b, " (only in this run: %s)", fewIDs(c.OnlyCand))
	}
	b.WriteString("; " + c.Verdict())
	if len(c.Reasons) > 0 {
		b.WriteString(": " + strings.Join(c.Reasons, "; "))
	}
	return b.String()
}

// fewIDs names at most five ids: "a, b, c, d, e and 3 more".
func fewIDs(ids []string) string {
	if len(ids) <= 5 {
		return strings.Join(ids, ", ")
	}
	return fmt.Sprintf("%s and %d more", strings.Join(ids[:5], ", "), len(ids)-5)
}

// Answer is the verdict in one sentence of Markdown: "**REGRESSION**: 1 case newly
// failing, 0 newly passing, McNemar exact p = 1; a critical check … ."
func (c *Comparison) Answer() string {
	s := fmt.Sprintf("**%s**: %s", c.Verdict(), c.Line())
	if c.Regression {
		return s + "; " + strings.Join(c.Reasons, "; ") + "."
	}
	return s + fmt.Sprintf("; no critical check that passed in every baseline ask fails in the candidate, and the newly failing cases do not outnumber the newly passing beyond chance (one-sided p %s > α = %s).",
		pIs(c.Test.PWorse), threshold.Sig3(c.Opt.Alpha))
}

// WriteAnswer writes the answer paragraph and its bullets: the cases' pass rates,
// the newly failing and passing cases, new critical failures, the repeats, the cases
// in one run only and how the verdict is decided.
func (c *Comparison) WriteAnswer(w io.Writer) error {
	var b bytes.Buffer
	pf := func(format string, args ...any) { fmt.Fprintf(&b, format, args...) }
	level := lvl(c.Opt.Level)
	pf("%s\n\n", c.Answer())
	pf("- **Cases**: %d paired by id; held in every ask: baseline %s, candidate %s (%s Wilson intervals).\n", c.Paired, c.Base, c.Cand, level)
	pf("- **Newly failing** (held in every baseline ask, not in the candidate): %s. **Newly passing**: %s.\n", idList(c.NewlyFailing), idList(c.NewlyPassing))
	if len(c.NewCritical) > 0 {
		pf("- **Critical checks newly failing** that passed in every baseline ask of their case: %s — each one a regression on its own.\n", idList(c.NewCritical))
	}
	if len(c.UnstableCritical) > 0 {
		pf("- **Critical checks newly failing where the baseline was not stable** (a baseline repeat of the case failed, on a check the file does not name, or the check failed under load), counted through the test only: %s.\n", idList(c.UnstableCritical))
	}
	if a := c.Asks; a != nil {
		iv := ""
		if !math.IsNaN(a.Diff.Lo) {
			iv = fmt.Sprintf(" (%s paired bootstrap interval over cases: %s to %s)", level, signed(a.Diff.Lo), signed(a.Diff.Hi))
		}
		pf("- **Repeats**: each case's share of passing asks, averaged: baseline %s (up to %d %s a case), candidate %s (up to %d): %s points%s. Reported, not gated: the test pairs cases, not asks.\n",
			pct(a.Base), a.BaseAsks, words.Pick(a.BaseAsks, "ask", "asks"), pct(a.Cand), a.CandAsks, signed(a.Cand-a.Base), iv)
	}
	if len(c.OnlyBase)+len(c.OnlyCand) > 0 {
		var parts []string
		if len(c.OnlyBase) > 0 {
			parts = append(parts, "baseline only: "+idList(c.OnlyBase))
		}
		if len(c.OnlyCand) > 0 {
			parts = append(parts, "candidate only: "+idList(c.OnlyCand))
		}
		pf("- ⚠ **Not paired** (in one run only, not counted): %s.\n", strings.Join(parts, "; "))
	}
	pf("- **How it is decided**: a case passes in a run when it held in every ask (the first, each repeat, the one under load); the exact McNemar test counts the cases that changed. REGRESSION when a critical check that passed in every baseline ask of a case fails in the candidate — at temperature 0 one such failure is a change, not noise — or when the newly failing outnumber the newly passing at one-sided α = %s; else PASS.\n",
		threshold.Sig3(c.Opt.Alpha))
	_, err := w.Write(b.Bytes())
	return err
}

// WriteChecks writes the per-check table: every check id that failed somewhere,
// changed or ran in one run only, then how many passed everywhere.
func (c *Comparison) WriteChecks(w io.Writer) error {
	var b bytes.Buffer
	pf := func(format string, args ...any) { fmt.Fprintf(&b, format, args...) }
	rows, same := c.ChangedChecks()
	pf("Per check id over the paired cases that carry it, from each case's first ask (the only one whose checks the results file keeps): the pass rate in each run with its %s Wilson interval, the cases that changed, and the exact McNemar p (two-sided). They are for reading, not gating: %d checks are tested at once.\n\n",
		lvl(c.Opt.Level), len(c.Checks))
	if len(rows) == 0 {
		pf("Every check passed in every paired case of both runs.\n")
	} else {
		pf("| check | critical | baseline | candidate | newly failing | newly passing | McNemar exact p |\n|---|---|---|---|---|---|---|\n")
		for _, ch := range rows {
			crit := "no"
			if ch.Critical {
				crit = "yes"
			}
			p := FormatP(ch.Test.P)
			if ch.Paired == 0 {
				p = "—"
			}
			pf("| `%s` | %s | %s | %s | %s | %s | %s |\n", ch.ID, crit, ch.Base, ch.Cand, mark(ch.Test.B, true), mark(ch.Test.C, false), p)
		}
		if same > 0 {
			pf("\n%d more %s passed in every paired case of both runs.\n", same, words.Pick(same, "check", "checks"))
		}
	}
	if len(c.CandOnlyChecks)+len(c.BaseOnlyChecks) > 0 {
		pf("\n⚠ The runs were judged by different checks")
		if len(c.CandOnlyChecks) > 0 {
			pf("; in the candidate only: %s", idList(c.CandOnlyChecks))
		}
		if len(c.BaseOnlyChecks) > 0 {
			pf("; in the baseline only: %s", idList(c.BaseOnlyChecks))
		}
		pf(". A check that one run did not have is not paired; its failures still fail the case. Run the baseline again with the same fixtures for a like-for-like comparison.\n")
	}
	_, err := w.Write(b.Bytes())
	return err
}

// ChangedChecks returns the checks worth a row — failed in some case, changed
// between the runs, or carried in one run only — the newly failing first, and how
// many others passed in every paired case of both runs.
func (c *Comparison) ChangedChecks() (rows []CheckChange, unchanged int) {
	for _, ch := range c.Checks {
		if ch.changed() {
			rows = append(rows, ch)
		} else {
			unchanged++
		}
	}
	slices.SortStableFunc(rows, func(a, b CheckChange) int { return b.Test.B - a.Test.B })
	return rows, unchanged
}

// WriteMarkdown writes the comparison as a Markdown document, as infergate compare
// does when it is given quality results alone: the answer first, then the checks.
func (c *Comparison) WriteMarkdown(w io.Writer) error {
	var b bytes.Buffer
	fmt.Fprintf(&b, "# Quality: candidate against baseline\n\nBaseline `%s`, candidate `%s`.\n\n## The answer\n\n", c.Opt.BaseName, c.Opt.CandName)
	if err := c.WriteAnswer(&b); err != nil {
		return err
	}
	b.WriteString("\n## Checks\n\n")
	if err := c.WriteChecks(&b); err != nil {
		return err
	}
	_, err := w.Write(b.Bytes())
	return err
}

// FormatP writes a p-value with three significant digits ("0.0625", "1"), and
// "< 0.0001" below that.
func FormatP(p float64) string {
	if p < 1e-4 {
		return "< 0.0001"
	}
	return threshold.Sig3(p)
}

// pIs writes "= p" with FormatP, or "< 0.0001" below that.
func pIs(p float64) string {
	if f := FormatP(p); strings.HasPrefix(f, "<") {
		return f
	}
	return "= " + FormatP(p)
}

// pct writes a share as a percentage with three significant digits: 0.667 → "66.7%".
func pct(x float64) string {
	if math.IsNaN(x) {
		return "n/a"
	}
	return threshold.Sig3(100*x) + "%"
}

// signed writes a change of shares in percentage points, signed: -0.0417 → "-4.17",
// 0 → "+0".
func signed(x float64) string {
	s := threshold.Sig3(100 * x)
	if !strings.HasPrefix(s, "-") {
		s = "+" + s
	}
	return s
}

// lvl writes a level as a percentage: 0.95 → "95%".
func lvl(level float64) string { return threshold.Sig3(100*level) + "%" }

// idList writes ids in backticks, or "none".
func idList(ids []string) string {
	if len(ids) == 0 {
		return "none"
	}
	return "`" + strings.Join(ids, "`, `") + "`"
}

// mark bolds a non-zero count of newly failing cases.
func mark(n int, bad bool) string {
	if n > 0 && bad {
		return fmt.Sprintf("**%d**", n)
	}
	return fmt.Sprint(n)
}
