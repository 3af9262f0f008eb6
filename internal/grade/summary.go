package grade

import (
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"
	"sync"
)

// FormatScores writes a verdict's scores for people, in id order: chrF-style scores
// (0–100 points) with one decimal and fact_recall (a share, 0–1) with two, e.g.
// "chrf 45.2, fact_recall 0.83"; "none" when there are none. Logs and messages use it
// because a Go map prints every float with 16 digits; the results file keeps full
// precision.
func FormatScores(scores map[string]float64) string {
	if len(scores) == 0 {
		return "none"
	}
	parts := make([]string, 0, len(scores))
	for _, id := range slices.Sorted(maps.Keys(scores)) {
		digits := 1
		if id == MetricFactRecall {
			digits = 2
		}
		parts = append(parts, id+" "+strconv.FormatFloat(scores[id], 'f', digits, 64))
	}
	return strings.Join(parts, ", ")
}

// Outcome is how one fixture ended in a run of the suite.
type Outcome int

// The outcomes a Summary counts.
const (
	Passed  Outcome = iota
	Failed          // a check, a floor, a baseline regression or the request failed
	Skipped         // the test was skipped
	Updated         // -update rewrote the golden; nothing was judged
	nOutcomes
)

var outcomeNames = [nOutcomes]string{"passed", "failed", "skipped", "rewritten (-update)"}

// Summary counts the fixtures' outcomes per language for the one line the suite
// prints when it ends: a failing run's log is long, and its last line should say how
// many fixtures failed, where, and where the results went. It is safe for concurrent
// use.
type Summary struct {
	mu        sync.Mutex
	langs     []string // in the order first seen, which is the suite's
	counts    map[string]*[nOutcomes]int
	results   string
	stability string
	baseline  string
}

// SetStability records the stability modes' line (StabilityLine), which String
// puts before the results file.
func (s *Summary) SetStability(line string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.stability = line
}

// SetBaseline records the comparison with the baseline (Comparison.SummaryLine),
// which String puts after the stability modes' line.
func (s *Summary) SetBaseline(line string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.baseline = line
}

// Add counts one fixture of lang.
func (s *Summary) Add(lang string, o Outcome) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.counts == nil {
		s.counts = map[string]*[nOutcomes]int{}
	}
	n, ok := s.counts[lang]
	if !ok {
		n = new([nOutcomes]int)
		s.counts[lang] = n
		s.langs = append(s.langs, lang)
	}
	n[o]++
}

// SetResults records the results file the run wrote.
func (s *Summary) SetResults(path string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.results = path
}

// String is the summary line, e.g.
//
//	quality: 14 passed, 2 failed of 16 fixtures (ja 7 passed, 1 failed; de 7 passed, 1 failed); results: results/quality-20261130T222956Z.json
//
// Passed and failed are always given, skipped and rewritten only when there are
// some; a language is listed when more than one ran. The stability modes' line and
// the comparison with the baseline (INFERGATE_QUALITY_BASELINE: "against the
// baseline: 0 cases newly failing, 0 newly passing, McNemar exact p = 1 over 24
// paired cases; PASS") come before the results file when they were set. It is empty when no fixture
// was counted (TestQuality did not run).
func (s *Summary) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	var total [nOutcomes]int
	for _, n := range s.counts {
		for o, k := range n {
			total[o] += k
		}
	}
	all := 0
	for _, k := range total {
		all += k
	}
	if all == 0 {
		return ""
	}
	var b strings.Builder
	fmt.Fprintf(&b, "quality: %s of %d fixtures", counts(total), all)
	if len(s.langs) > 1 {
		per := make([]string, 0, len(s.langs))
		for _, lang := range s.langs {
			per = append(per, lang+" "+counts(*s.counts[lang]))
		}
		fmt.Fprintf(&b, " (%s)", strings.Join(per, "; "))
	}
	if s.stability != "" {
		b.WriteString("; " + s.stability)
	}
	if s.baseline != "" {
		b.WriteString("; " + s.baseline)
	}
	if s.results != "" {
		b.WriteString("; results: " + s.results)
	}
	return b.String()
}

// counts writes "7 passed, 1 failed[, 2 skipped][, 3 rewritten (-update)]".
func counts(n [nOutcomes]int) string {
	parts := make([]string, 0, nOutcomes)
	for o, k := range n {
		if k > 0 || Outcome(o) == Passed || Outcome(o) == Failed {
			parts = append(parts, fmt.Sprintf("%d %s", k, outcomeNames[o]))
		}
	}
	return strings.Join(parts, ", ")
}
