package grade

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"sync"

	"github.com/infergate/infergate/internal/score"
	"github.com/infergate/infergate/internal/words"
)

// The variables of the stability modes. Greedy decoding is not always repeatable:
// batch-variant kernels and an FP8 KV cache can change an answer with what else the
// server is running, so the suite can ask each case more than once, and under load.
const (
	// RepeatEnv asks each case k times in all, one ask after the other
	// (INFERGATE_QUALITY_REPEAT=k, k >= 1; unset or 1 is once). Every answer is
	// judged: a case passes only when all k pass, and the suite reports the pass rate
	// and the number of distinct answers.
	RepeatEnv = "INFERGATE_QUALITY_REPEAT"
	// UnderLoadEnv asks every case once more while a closed loop of background
	// requests runs against the same target (INFERGATE_QUALITY_UNDER_LOAD=n for n
	// concurrent background requests, or true for DefaultLoadConcurrency). The answer
	// under load is judged like any other, and one that differs from the isolated
	// answer is reported.
	UnderLoadEnv = "INFERGATE_QUALITY_UNDER_LOAD"
	// DefaultLoadConcurrency is the background load of INFERGATE_QUALITY_UNDER_LOAD=true.
	DefaultLoadConcurrency = 8
	// SimRepeat and SimUnderLoad are the modes' defaults against the embedded
	// simulator, where they cost a few seconds: go test ./quality (and make test)
	// always runs both. Against a real target both are off unless set.
	SimRepeat    = 2
	SimUnderLoad = 2
)

// Modes are the stability modes a run asks for.
type Modes struct {
	// Repeat is how many times each case is asked in isolation; 1 is once.
	Repeat int
	// UnderLoad is the number of concurrent background requests while the cases are
	// asked again; 0 is off.
	UnderLoad int
}

// ModesFromEnv reads INFERGATE_QUALITY_REPEAT and INFERGATE_QUALITY_UNDER_LOAD; an
// unset variable is off, or, when simulator is set (the suite runs against the
// embedded simulator), SimRepeat and SimUnderLoad. The error names the variable and
// says what it wants.
func ModesFromEnv(getenv func(string) string, simulator bool) (Modes, error) {
	m := Modes{Repeat: 1}
	if simulator {
		m = Modes{Repeat: SimRepeat, UnderLoad: SimUnderLoad}
	}
	if v := strings.TrimSpace(getenv(RepeatEnv)); v != "" {
		k, err := strconv.Atoi(v)
		if err != nil || k < 1 || k > 1000 {
			return m, fmt.Errorf("%s=%q: want how many times to ask each case, 1 to 1000", RepeatEnv, v)
		}
		m.Repeat = k
	}
	switch v := strings.ToLower(strings.TrimSpace(getenv(UnderLoadEnv))); v {
	case "":
	case "0", "false", "off", "no":
		m.UnderLoad = 0
	case "true", "on", "yes":
		m.UnderLoad = DefaultLoadConcurrency
	default:
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > 1024 {
			return m, fmt.Errorf("%s=%q: want true or the number of concurrent background requests, 1 to 1024", UnderLoadEnv, v)
		}
		m.UnderLoad = n
	}
	return m, nil
}

// Repeat is how a case held when asked Asks times in isolation, stored in the
// results file: how many answers passed and how many distinct answers there were.
type Repeat struct {
	Asks     int `json:"asks"`
	Passed   int `json:"passed"`
	Distinct int `json:"distinct_answers"`
	// Others are the distinct answers other than the first (the case's output), so
	// that a reviewer sees what changed.
	Others []string `json:"other_answers,omitempty"`
	// Failed is Explain of the first failing answer, when one failed.
	Failed string `json:"failed,omitempty"`
}

// PassRate is the share of the asks whose answer passed.
func (r *Repeat) PassRate() float64 {
	if r == nil || r.Asks == 0 {
		return 0
	}
	return float64(r.Passed) / float64(r.Asks)
}

// String is the summary of a repeat for logs: "3 of 3 passed, 1 distinct answer".
func (r *Repeat) String() string {
	noun := "answers"
	if r.Distinct == 1 {
		noun = "answer"
	}
	return fmt.Sprintf("%d of %d passed, %d distinct %s", r.Passed, r.Asks, r.Distinct, noun)
}

// Repeats judges further answers to the case of first, the verdict of its first ask,
// and counts passes and distinct answers over all of them.
func Repeats(first Verdict, more []Answer) *Repeat {
	r := &Repeat{Asks: 1 + len(more), Distinct: 1}
	if !first.Failed {
		r.Passed++
	} else {
		r.Failed = Explain(first)
	}
	seen := map[string]bool{first.Answer.Text: true}
	for _, a := range more {
		v := Judge(first.Case, a)
		if !v.Failed {
			r.Passed++
		} else if r.Failed == "" {
			r.Failed = Explain(v)
		}
		if !seen[a.Text] {
			seen[a.Text] = true
			r.Distinct++
			r.Others = append(r.Others, a.Text)
		}
	}
	return r
}

// UnderLoad is a case's answer given while the background load ran, against its
// isolated answer, stored in the results file.
type UnderLoad struct {
	// Passed is whether the answer under load passed the case's checks.
	Passed bool `json:"passed"`
	// Differs is whether it differs from the isolated answer (the first ask).
	Differs bool `json:"differs"`
	// ChrF is the answer's chrF against the isolated answer: 100 when they are equal.
	ChrF float64 `json:"chrf_vs_isolated"`
	// FinishReason is the answer's finish_reason.
	FinishReason string `json:"finish_reason"`
	// Output is the answer under load when it differs, else empty.
	Output string `json:"output,omitempty"`
	// FailingCritical lists the critical checks the answer under load fails.
	FailingCritical []string `json:"failing_critical,omitempty"`
}

// CompareUnderLoad judges a, the answer to isolated's case given under load, and
// compares it with the isolated answer. The verdict is a's own.
func CompareUnderLoad(isolated Verdict, a Answer) (Verdict, *UnderLoad) {
	v := Judge(isolated.Case, a)
	u := &UnderLoad{
		Passed:       !v.Failed,
		Differs:      a.Text != isolated.Answer.Text || a.FinishReason != isolated.Answer.FinishReason,
		ChrF:         score.ChrF{CharOrder: 6, Beta: 2}.Sentence(a.Text, isolated.Answer.Text),
		FinishReason: a.FinishReason,
	}
	if u.Differs {
		u.Output = a.Text
	}
	for _, r := range v.Checks {
		if !r.Pass && r.Severity == "critical" {
			u.FailingCritical = append(u.FailingCritical, r.ID)
		}
	}
	return v, u
}

// AskAll asks every case, at most parallel at a time (at least one), and returns the
// answers in the order of cases. The first error stops the asking and is returned.
func AskAll(ctx context.Context, a Asker, cases []*Case, parallel int) ([]Answer, error) {
	out := make([]Answer, len(cases))
	errs := make([]error, len(cases))
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	sem := make(chan struct{}, max(parallel, 1))
	var wg sync.WaitGroup
	for i, c := range cases {
		wg.Go(func() {
			select {
			case sem <- struct{}{}:
			case <-ctx.Done():
				errs[i] = ctx.Err()
				return
			}
			defer func() { <-sem }()
			out[i], errs[i] = a.Ask(ctx, c)
			if errs[i] != nil {
				cancel()
			}
		})
	}
	wg.Wait()
	// The error that stopped the asking, rather than the cancellations it caused.
	for _, err := range errs {
		if err != nil && !errors.Is(err, context.Canceled) {
			return nil, err
		}
	}
	for _, err := range errs {
		if err != nil {
			return nil, err
		}
	}
	return out, nil
}

// AskRepeats asks first's case k−1 more times, one ask after the other, and returns
// the repeat record over all k answers; nil when k is 1 or less.
func AskRepeats(ctx context.Context, a Asker, first Verdict, k int) (*Repeat, error) {
	if k <= 1 {
		return nil, nil
	}
	more := make([]Answer, 0, k-1)
	for range k - 1 {
		ans, err := a.Ask(ctx, first.Case)
		if err != nil {
			return nil, fmt.Errorf("repeat of %s: %w", first.Case.ID, err)
		}
		more = append(more, ans)
	}
	return Repeats(first, more), nil
}

// AskUnderLoad asks the case of every verdict in vs once more, one after the other,
// while a closed loop of concurrency background requests from the workload corpus
// under corpus runs against the same target. It sets each verdict's UnderLoad and
// returns the verdicts of the answers under load, in the order of vs, and what the
// load did.
func (t *Target) AskUnderLoad(ctx context.Context, vs []Verdict, concurrency int, corpus string) ([]Verdict, *LoadRun, error) {
	load, err := StartLoad(ctx, LoadSpec{BaseURL: t.BaseURL, Model: t.Model, APIKey: t.apiKey, Concurrency: concurrency, Corpus: corpus})
	if err != nil {
		return nil, nil, err
	}
	out := make([]Verdict, len(vs))
	for i := range vs {
		a, err := t.Ask(ctx, vs[i].Case)
		if err != nil {
			run := load.Stop()
			return nil, &run, fmt.Errorf("under load: %w", err)
		}
		out[i], vs[i].UnderLoad = CompareUnderLoad(vs[i], a)
	}
	run := load.Stop()
	return out, &run, nil
}

// StabilityLine sums up the stability modes of a run for the suite's last lines, e.g.
//
//	repeat ×3: 72 of 72 answers passed, 0 cases answered differently; under load (8 concurrent, 310 background requests): 2 of 24 answers differ from the isolated ones, 1 fails
//
// It is empty when neither mode ran.
func StabilityLine(vs []Verdict, load *LoadRun) string {
	repeats := make([]*Repeat, len(vs))
	loaded := make([]*UnderLoad, len(vs))
	for i, v := range vs {
		repeats[i], loaded[i] = v.Repeat, v.UnderLoad
	}
	return stabilityLine(repeats, loaded, load)
}

// Stability is StabilityLine of a stored result: what its repeat and under-load
// modes found, or "" when it has neither.
func (r *Result) Stability() string {
	repeats := make([]*Repeat, len(r.Cases))
	loaded := make([]*UnderLoad, len(r.Cases))
	for i, c := range r.Cases {
		repeats[i], loaded[i] = c.Repeat, c.UnderLoad
	}
	return stabilityLine(repeats, loaded, r.Load)
}

// ChangedUnderLoad lists the cases whose answer under load differs from the
// isolated one, each marked "(fails under load)" when that answer failed.
func (r *Result) ChangedUnderLoad() []string {
	var out []string
	for _, c := range r.Cases {
		if u := c.UnderLoad; u != nil && u.Differs {
			id := c.ID
			if !u.Passed {
				id += " (fails under load)"
			}
			out = append(out, id)
		}
	}
	return out
}

// HasStability reports whether r carries the repeat or under-load mode
// (INFERGATE_QUALITY_REPEAT, INFERGATE_QUALITY_UNDER_LOAD); r may be nil.
func (r *Result) HasStability() bool {
	if r == nil {
		return false
	}
	if r.Load != nil {
		return true
	}
	for _, c := range r.Cases {
		if c.Repeat != nil || c.UnderLoad != nil {
			return true
		}
	}
	return false
}

// StabilityNote is label, Stability and the cases whose answers change under load,
// as one sentence ("candidate: 2 of 3 passed …; answers that change under load: a,
// b."); "" when r has neither mode. r may be nil.
func (r *Result) StabilityNote(label string) string {
	if !r.HasStability() {
		return ""
	}
	line := label + r.Stability()
	if changed := r.ChangedUnderLoad(); len(changed) > 0 {
		line += "; answers that change under load: " + strings.Join(changed, ", ")
	}
	return line + "."
}

func stabilityLine(repeats []*Repeat, loaded []*UnderLoad, load *LoadRun) string {
	var parts []string
	asks, passed, varied, k := 0, 0, 0, 0
	for _, r := range repeats {
		if r != nil {
			asks += r.Asks
			passed += r.Passed
			k = max(k, r.Asks)
			if r.Distinct > 1 {
				varied++
			}
		}
	}
	if asks > 0 {
		parts = append(parts, fmt.Sprintf("repeat ×%d: %d of %d answers passed, %d %s answered differently", k, passed, asks, varied, words.Pick(varied, "case", "cases")))
	}
	if load != nil {
		differ, failed, n := 0, 0, 0
		for _, u := range loaded {
			if u != nil {
				n++
				if u.Differs {
					differ++
				}
				if !u.Passed {
					failed++
				}
			}
		}
		line := fmt.Sprintf("under load (%d concurrent, %d background requests", load.Concurrency, load.Sent)
		if load.Failed > 0 {
			line += fmt.Sprintf(", %d failed", load.Failed)
		}
		line += fmt.Sprintf("): %d of %d answers differ from the isolated ones, %d %s", differ, n, failed, words.Pick(failed, "fails", "fail"))
		parts = append(parts, line)
	}
	return strings.Join(parts, "; ")
}
