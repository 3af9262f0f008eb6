package grade

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/pmezard/go-difflib/difflib"
	openai "github.com/sashabaranov/go-openai"

	"github.com/infergate/infergate/internal/results"
	"github.com/infergate/infergate/internal/score"
	"github.com/infergate/infergate/internal/secret"
	"github.com/infergate/infergate/internal/sim"
	"github.com/infergate/infergate/internal/sim/reply"
)

// Target is where the quality requests go.
type Target struct {
	BaseURL string
	Model   string
	client  *openai.Client
	apiKey  string      // for the under-load mode's background requests
	Sim     *sim.Server // the embedded simulator, when the suite started one
}

// Close stops the embedded simulator, if any.
func (t *Target) Close() {
	if t.Sim != nil {
		t.Sim.Close()
	}
}

// Open connects to baseURL, or — when it is empty — starts the embedded simulator with
// a fixture responder that answers every case's prompt with its golden, damaged as
// simSpec's degrade option says (INFERGATE_SIM=degrade=<kind>).
func Open(ctx context.Context, baseURL, model, apiKey, simSpec string, cases []*Case) (*Target, error) {
	t := &Target{BaseURL: baseURL, Model: model, apiKey: apiKey}
	if baseURL == "" {
		table := reply.NewTable(nil)
		for _, c := range cases {
			table.AddCase(c.UserPrompt(), c.Golden, reply.Hints{ProperNouns: c.ProperNouns})
		}
		s, err := sim.StartLocal(joinSpec("time_scale=10", simSpec), "INFERGATE_SIM", func(o *sim.Options) { o.Responder = table })
		if err != nil {
			return nil, err
		}
		t.Sim, t.BaseURL = s, s.URL()+"/v1"
		if t.Model == "" {
			t.Model = s.Options().Engine.Model
		}
	}
	cfg := openai.DefaultConfig(apiKey)
	cfg.BaseURL = t.BaseURL
	cfg.HTTPClient = &http.Client{Timeout: 10 * time.Minute, Transport: &pinTransport{base: http.DefaultTransport}}
	t.client = openai.NewClientWithConfig(cfg)
	if t.Model == "" {
		models, err := t.client.ListModels(ctx)
		if err != nil || len(models.Models) == 0 {
			t.Close()
			return nil, fmt.Errorf("target %s: listing models: %v", secret.URL(t.BaseURL), err)
		}
		t.Model = models.Models[0].ID
	}
	return t, nil
}

func joinSpec(a, b string) string {
	if strings.TrimSpace(b) == "" {
		return a
	}
	return a + "," + b
}

// Ask sends the case's pinned request (non-streaming) and returns the answer. The
// body carries every pinned parameter and the model explicitly (Params.Wire), written
// in by the client's transport after go-openai has encoded the messages.
func (t *Target) Ask(ctx context.Context, c *Case) (Answer, error) {
	var msgs []openai.ChatCompletionMessage
	if c.Request.System != "" {
		msgs = append(msgs, openai.ChatCompletionMessage{Role: "system", Content: c.Request.System})
	}
	for _, m := range c.Request.Messages {
		msgs = append(msgs, openai.ChatCompletionMessage{Role: m.Role, Content: m.Content})
	}
	// Only the messages go through go-openai: the model and the sampling parameters
	// are written into the body by pinTransport.
	resp, err := t.client.CreateChatCompletion(withPinned(ctx, c.Request.Params.Wire(t.Model)),
		openai.ChatCompletionRequest{Messages: msgs})
	if err != nil {
		return Answer{}, fmt.Errorf("case %s: %w", c.ID, err)
	}
	if len(resp.Choices) == 0 {
		return Answer{}, fmt.Errorf("case %s: the target returned no choices", c.ID)
	}
	ch := resp.Choices[0]
	return Answer{Text: ch.Message.Content, FinishReason: string(ch.FinishReason)}, nil
}

// Explain is the failure message of a verdict: every failing check with its reason,
// scores under their floors, and a unified diff of the answer against the golden (and
// for Japanese, where lines are long, the first differing characters).
func Explain(v Verdict) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s (%s): ", v.Case.ID, v.Case.File)
	var bad []string
	for _, r := range v.Checks {
		if !r.Pass {
			bad = append(bad, fmt.Sprintf("[%s] %s %s: %s", r.Severity, r.Type, r.ID, r.Reason))
		}
	}
	bad = append(bad, v.Floors...)
	if len(bad) == 0 {
		b.WriteString("all checks pass")
		return b.String()
	}
	b.WriteString(strings.Join(bad, "; "))
	diff, _ := difflib.GetUnifiedDiffString(difflib.UnifiedDiff{
		A: difflib.SplitLines(v.Case.Golden + "\n"), B: difflib.SplitLines(v.Answer.Text + "\n"),
		FromFile: "golden", ToFile: "answer", Context: 1,
	})
	if diff != "" {
		b.WriteString("\n--- diff (-golden +answer):\n" + diff)
	}
	if v.Case.Lang == "ja" {
		if at, g, a := firstDifference(v.Case.Golden, v.Answer.Text); at >= 0 {
			fmt.Fprintf(&b, "first difference at character %d: golden …%s… vs answer …%s…", at, g, a)
		}
	}
	return b.String()
}

// firstDifference finds the first differing rune and 12 runes of context on each side.
func firstDifference(a, b string) (int, string, string) {
	ra, rb := []rune(a), []rune(b)
	i := 0
	for i < len(ra) && i < len(rb) && ra[i] == rb[i] {
		i++
	}
	if i == len(ra) && i == len(rb) {
		return -1, "", ""
	}
	win := func(r []rune) string {
		lo, hi := max(i-12, 0), min(i+12, len(r))
		if lo > len(r) {
			return ""
		}
		return string(r[lo:hi])
	}
	return i, win(ra), win(rb)
}

// Result is a quality run as stored: one entry per case.
type Result struct {
	Schema   string       `json:"schema"`
	Started  time.Time    `json:"started_at"`
	Target   string       `json:"target"`
	Model    string       `json:"model"`
	SimSpec  string       `json:"sim_options,omitempty"`
	Cases    []CaseResult `json:"cases"`
	Baseline string       `json:"baseline,omitempty"`
	// Repeat is how many times each case was asked in isolation
	// (INFERGATE_QUALITY_REPEAT); 0 or 1 is once, and then no case has a repeat record.
	Repeat int `json:"repeat,omitempty"`
	// Load is the background load the cases were asked under once more
	// (INFERGATE_QUALITY_UNDER_LOAD); nil when that mode was off.
	Load *LoadRun `json:"load,omitempty"`
}

// QualitySchema versions the quality results file, in the results family.
const QualitySchema = "infergate.quality/v1"

// CaseResult is one case in the results file. Passed, Output, Checks and Scores are
// the first ask's, except that a case whose repeats or answer under load failed has
// not passed either.
type CaseResult struct {
	ID           string             `json:"id"`
	Lang         string             `json:"lang"`
	Passed       bool               `json:"passed"`
	FinishReason string             `json:"finish_reason"`
	Output       string             `json:"output"`
	Checks       map[string]bool    `json:"checks"` // check id → passed
	Critical     map[string]bool    `json:"critical"`
	Scores       map[string]float64 `json:"scores"`
	// Repeat is the repeat mode's record: asks, passes, distinct answers.
	Repeat *Repeat `json:"repeat,omitempty"`
	// UnderLoad is the under-load mode's record: the answer under load against the
	// isolated one.
	UnderLoad *UnderLoad `json:"under_load,omitempty"`
}

// Record turns verdicts into a stored result.
func Record(started time.Time, t *Target, simSpec string, vs []Verdict) *Result {
	r := &Result{Schema: QualitySchema, Started: started.UTC(), Target: secret.URL(t.BaseURL), Model: t.Model, SimSpec: simSpec}
	for _, v := range vs {
		cr := CaseResult{ID: v.Case.ID, Lang: v.Case.Lang, Passed: v.Held(), FinishReason: v.Answer.FinishReason, Output: v.Answer.Text,
			Checks: map[string]bool{}, Critical: map[string]bool{}, Scores: v.Scores, Repeat: v.Repeat, UnderLoad: v.UnderLoad}
		if v.Repeat != nil && v.Repeat.Asks > r.Repeat {
			r.Repeat = v.Repeat.Asks
		}
		for _, c := range v.Checks {
			cr.Checks[c.ID] = c.Pass
			if c.Severity == "critical" {
				cr.Critical[c.ID] = c.Pass
			}
		}
		r.Cases = append(r.Cases, cr)
	}
	return r
}

// Write stores a quality result under dir as quality-<UTC time>.json and
// quality-latest.json.
func Write(dir string, r *Result) (string, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", err
	}
	data, err := json.MarshalIndent(r, "", "  ")
	if err != nil {
		return "", err
	}
	path := filepath.Join(dir, "quality-"+r.Started.Format("20060102T150405Z")+".json")
	for _, p := range []string{path, filepath.Join(dir, "quality-latest.json")} {
		tmp := p + ".tmp"
		if err := os.WriteFile(tmp, data, 0o644); err != nil {
			return "", err
		}
		if err := os.Rename(tmp, p); err != nil {
			return "", err
		}
	}
	return path, nil
}

// ErrNotQualityResult is wrapped by ReadResult's error for a file that is not a
// quality results file: not JSON, JSON without a schema, the latency gate's results
// file, or a quality file of another version.
var ErrNotQualityResult = errors.New("not a quality results file")

// wantQuality says, in ReadResult's errors, what file was expected.
var wantQuality = fmt.Sprintf("want a quality results file (quality-*.json from go test ./quality, schema %q)", QualitySchema)

// ReadResult reads a stored quality result (a baseline, or a run for the report).
// It checks what kind of file it is before anything else, so a file of the wrong
// kind — the latency gate's results file is the likely one, since both live in
// results/ — is an error naming the file, what it is and what was expected, rather
// than a decode error or a baseline that silently matches no case.
func ReadResult(path string) (*Result, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("read quality results: %w", err)
	}
	if len(bytes.TrimSpace(data)) == 0 {
		return nil, fmt.Errorf("%s: %w: the file is empty; %s", path, ErrNotQualityResult, wantQuality)
	}
	var head map[string]any
	if err := json.Unmarshal(data, &head); err != nil {
		if typeErr, ok := errors.AsType[*json.UnmarshalTypeError](err); ok {
			return nil, fmt.Errorf("%s: %w: it is a JSON %s, not an object; %s", path, ErrNotQualityResult, typeErr.Value, wantQuality)
		}
		return nil, fmt.Errorf("%s: %w: it is not JSON (%v); %s", path, ErrNotQualityResult, err, wantQuality)
	}
	switch schema := head["schema"].(type) {
	case nil:
		return nil, fmt.Errorf("%s: %w: it is JSON without a \"schema\" field, so no infergate file; %s", path, ErrNotQualityResult, wantQuality)
	case string:
		if schema != QualitySchema {
			return nil, fmt.Errorf("%s: %w: it is %s; %s", path, ErrNotQualityResult, fileKind(schema), wantQuality)
		}
	default:
		return nil, fmt.Errorf("%s: %w: its \"schema\" field is %v, not a schema name; %s", path, ErrNotQualityResult, schema, wantQuality)
	}
	var r Result
	if err := json.Unmarshal(data, &r); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return &r, nil
}

// fileKind names the kind of infergate file a schema belongs to.
func fileKind(schema string) string {
	latency, _, _ := strings.Cut(results.Schema, "/")
	qual, _, _ := strings.Cut(QualitySchema, "/")
	switch family, _, _ := strings.Cut(schema, "/"); family {
	case latency:
		return fmt.Sprintf("the latency gate's results file (schema %q, as results/latest.json)", schema)
	case qual:
		return fmt.Sprintf("a quality results file of another version (schema %q)", schema)
	}
	return fmt.Sprintf("a file of schema %q", schema)
}

// BaselineEnv names the quality gate's baseline, an earlier quality results file. The
// latency gate's INFERGATE_BASELINE names a file of another kind (results/latest.json);
// sharing it made every comparison run hand one gate the other's file.
const BaselineEnv = "INFERGATE_QUALITY_BASELINE"

// latencyBaselineEnv is the latency gate's baseline, which the quality gate ignores.
const latencyBaselineEnv = "INFERGATE_BASELINE"

// BaselineFromEnv reads the baseline INFERGATE_QUALITY_BASELINE names; nil when it is
// unset. A relative path is resolved against root, the module root, as the acceptance
// gate resolves its own (go test runs the suite in quality/). The error names the
// variable and the file. note, when not empty, is a line for the user:
// INFERGATE_BASELINE names a quality results file, which before the quality gate had
// a variable of its own was how it got its baseline, and is now ignored.
func BaselineFromEnv(getenv func(string) string, root string) (base *Result, note string, err error) {
	abs := func(p string) string {
		if filepath.IsAbs(p) {
			return p
		}
		return filepath.Join(root, p)
	}
	if p := getenv(BaselineEnv); p != "" {
		base, err = ReadResult(abs(p))
		if err != nil {
			return nil, "", fmt.Errorf("%s: %w", BaselineEnv, err)
		}
		return base, "", nil
	}
	if p := getenv(latencyBaselineEnv); p != "" {
		if _, err := ReadResult(abs(p)); err == nil {
			note = fmt.Sprintf("%s=%s is a quality results file, but the quality gate reads its baseline only from %s (the other is the latency gate's): no baseline comparison in this run",
				latencyBaselineEnv, p, BaselineEnv)
		}
	}
	return nil, note, nil
}

// Regressions compares a case against the baseline: critical checks that passed there
// and fail now, chrF scores that dropped by more than tolerance points, and a
// fact_recall that dropped by more than 0.02. chrf_vs_baseline is not compared, nor a
// baseline's fact_recall outside 0–1 (an older file's chrF under that name).
func Regressions(base *Result, v Verdict, tolerance float64) []string {
	var out []string
	for _, bc := range base.Cases {
		if bc.ID != v.Case.ID {
			continue
		}
		for _, c := range v.Checks {
			if c.Severity == "critical" && !c.Pass && bc.Critical[c.ID] {
				out = append(out, fmt.Sprintf("critical check %s passed in the baseline and fails now: %s", c.ID, c.Reason))
			}
		}
		for id, s := range v.Scores {
			b, ok := bc.Scores[id]
			switch {
			case !ok, id == ScoreVsBaseline:
				// chrf_vs_baseline is reported, not gated, and a stored one measured
				// against another baseline.
			case id == MetricFactRecall && (b < 0 || b > 1):
				// A baseline written before fact_recall was a share everywhere: the
				// long-context cases stored their chrF under its name.
			case id == MetricFactRecall:
				if b-s > 0.02 {
					out = append(out, fmt.Sprintf("fact_recall dropped from %.2f to %.2f against the baseline (tolerance 0.02)", b, s))
				}
			case b-s > tolerance:
				out = append(out, fmt.Sprintf("%s dropped %.1f points against the baseline (%.1f → %.1f; tolerance %.1f)", id, b-s, b, s, tolerance))
			}
		}
		return out
	}
	return []string{fmt.Sprintf("the baseline has no case %s", v.Case.ID)}
}

var errInCI = errors.New("quality -update rewrites goldens for a human to review; it refuses to run when CI is set")

// RefuseUpdateInCI returns an error when -update runs under CI.
func RefuseUpdateInCI(getenv func(string) string) error {
	if getenv("CI") != "" {
		return errInCI
	}
	return nil
}

// ScoreVsBaseline is the score id under which the suite records VsBaseline.
const ScoreVsBaseline = "chrf_vs_baseline"

// VsBaseline is the similarity of an answer to the baseline's own answer for the same
// case (chrF, char order 6, beta 2): 100 means the candidate said exactly what the
// baseline said. It is reported, not gated: a quantisation change is expected to move
// it, an infrastructure change is not. ok is false when the baseline lacks the case.
func VsBaseline(base *Result, v Verdict) (float64, bool) {
	for _, bc := range base.Cases {
		if bc.ID == v.Case.ID {
			return score.ChrF{CharOrder: 6, Beta: 2}.Sentence(v.Answer.Text, bc.Output), true
		}
	}
	return 0, false
}
