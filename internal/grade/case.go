package grade

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"github.com/infergate/infergate/internal/body"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"go.yaml.in/yaml/v3"

	"github.com/infergate/infergate/internal/score"
)

// Case is one fixture: a pinned request, its golden answer and the checks an answer
// must pass (fixtures/quality/README.md documents the format).
type Case struct {
	File          string        `yaml:"-"`
	ID            string        `yaml:"id"`
	Lang          string        `yaml:"lang"`
	Task          string        `yaml:"task"`
	Tags          []string      `yaml:"tags"`
	ReferenceDate string        `yaml:"reference_date"`
	ProperNouns   []string      `yaml:"proper_nouns"`
	Request       Request       `yaml:"request"`
	Output        OutputSpec    `yaml:"output"`
	Golden        string        `yaml:"golden"`
	Checks        []score.Check `yaml:"checks"`
	Scores        []Score       `yaml:"scores"`
	// OptOut turns default checks (facts_grounded, facts_kept, date_format,
	// quantities, polarity, list_structure …) off for this case: the check's type and
	// the reason, which is required.
	OptOut map[string]string `yaml:"opt_out"`
	// Derived are facts an answer may state though the request does not, each with
	// the reason (facts_grounded).
	Derived []DerivedFact `yaml:"derived_facts"`
}

// Request is what is sent, pinned: temperature 0 and a seed make answers repeatable.
type Request struct {
	System   string    `yaml:"system"`
	Messages []Message `yaml:"messages"`
	Params   Params    `yaml:"params"`
}

// Message is one chat message.
type Message struct {
	Role    string `yaml:"role"`
	Content string `yaml:"content"`
}

// Params are the pinned sampling parameters. Every one of them goes on the wire
// explicitly (Wire): a parameter left out is whatever the server's model defaults
// say, which is not a pinned request.
type Params struct {
	Temperature float32 `yaml:"temperature"`
	// TopP is nil for 1, no nucleus truncation.
	TopP      *float64 `yaml:"top_p"`
	Seed      int      `yaml:"seed"`
	MaxTokens int      `yaml:"max_tokens"`
}

// OutputSpec says what shape the answer has.
type OutputSpec struct {
	Kind string `yaml:"kind"` // json | text | markdown
}

// Score is a drift score with an optional floor.
type Score struct {
	ID        string  `yaml:"id"`
	Metric    string  `yaml:"metric"` // MetricChrF or MetricFactRecall
	Field     string  `yaml:"field"`
	Normalize string  `yaml:"normalize"`
	Floor     float64 `yaml:"floor"`
}

// The drift score metrics a fixture may name. They have different scales, and a
// score stored under the wrong one is worse than none: a baseline compares a chrF of
// 100 with a share of 1 as a drop of 99.
const (
	// MetricChrF is chrF (character order 6, beta 2) of the answer, or one of its JSON
	// fields, against the golden: 0–100 points.
	MetricChrF = "chrf"
	// MetricFactRecall is the share of the facts listed in the case's facts checks that
	// the answer carries: 0–1. Judge computes it for every case with facts; a score
	// entry of this metric only sets a floor on it. It is always stored as
	// "fact_recall", the id the baseline comparison and the reports read.
	MetricFactRecall = "fact_recall"
)

// UserPrompt is the last user message: what the fixture responder keys on.
func (c *Case) UserPrompt() string {
	for i := len(c.Request.Messages) - 1; i >= 0; i-- {
		if c.Request.Messages[i].Role == "user" {
			return c.Request.Messages[i].Content
		}
	}
	return ""
}

// RefYear is the year that resolves year-less dates (from reference_date).
func (c *Case) RefYear() int {
	if t, err := time.Parse("2006-01-02", c.ReferenceDate); err == nil {
		return t.Year()
	}
	return 0
}

// Today is the case's reference date (zero when it has none).
func (c *Case) Today() time.Time {
	t, _ := time.Parse("2006-01-02", c.ReferenceDate)
	return t
}

// Load reads every fixture under dir/<lang>/*.yaml, sorted by language and id.
func Load(dir string) ([]*Case, error) {
	files, err := filepath.Glob(filepath.Join(dir, "*", "*.yaml"))
	if err != nil {
		return nil, err
	}
	if len(files) == 0 {
		return nil, fmt.Errorf("no quality fixtures under %s", dir)
	}
	var out []*Case
	var errs []error
	seen := map[string]string{}
	for _, f := range files {
		c, err := loadCase(f)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		if prev, ok := seen[c.ID]; ok {
			errs = append(errs, fmt.Errorf("%s: id %q is also used by %s", f, c.ID, prev))
			continue
		}
		seen[c.ID] = f
		out = append(out, c)
	}
	if err := errors.Join(errs...); err != nil {
		return nil, err
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Lang != out[j].Lang {
			return out[i].Lang < out[j].Lang
		}
		return out[i].ID < out[j].ID
	})
	return out, nil
}

func loadCase(path string) (*Case, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var c Case
	dec := yaml.NewDecoder(strings.NewReader(string(data)))
	dec.KnownFields(true)
	if err := dec.Decode(&c); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	c.File = path
	switch {
	case c.ID == "":
		return nil, fmt.Errorf("%s: id is required", path)
	case c.Lang != "ja" && c.Lang != "de":
		return nil, fmt.Errorf("%s: lang %q: want ja or de", path, c.Lang)
	case c.UserPrompt() == "":
		return nil, fmt.Errorf("%s: request.messages needs a user message", path)
	case c.Golden == "":
		return nil, fmt.Errorf("%s: golden is required", path)
	case len(c.Checks) == 0:
		return nil, fmt.Errorf("%s: a case needs checks", path)
	}
	if filepath.Base(filepath.Dir(path)) != c.Lang {
		return nil, fmt.Errorf("%s: lang %q but the file is under %s/", path, c.Lang, filepath.Base(filepath.Dir(path)))
	}
	if err := c.Request.Params.validate(); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if err := c.checkScores(); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if err := c.applyDefaults(); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return &c, nil
}

// checkScores rejects score entries Judge could only get wrong: an unknown metric
// (which used to be scored as chrF), a fact_recall without facts to recall or under
// another id, a floor off the metric's scale, and two scores under one id (the second
// would overwrite the first).
func (c *Case) checkScores() error {
	hasFacts := false
	for _, chk := range c.Checks {
		if chk.Type == score.TypeFacts && len(chk.Items) > 0 {
			hasFacts = true
		}
	}
	seen := map[string]bool{}
	for i, s := range c.Scores {
		where := fmt.Sprintf("scores[%d] (id %q)", i, s.ID)
		switch {
		case s.ID == "":
			return fmt.Errorf("scores[%d]: id is required", i)
		case seen[s.ID]:
			return fmt.Errorf("%s: the id is used twice", where)
		}
		seen[s.ID] = true
		switch s.Metric {
		case MetricChrF:
			if s.ID == MetricFactRecall {
				return fmt.Errorf("%s: metric chrf under the id fact_recall, which is reserved for the share of facts found", where)
			}
			if s.Floor < 0 || s.Floor > 100 {
				return fmt.Errorf("%s: floor %g: want chrF points between 0 and 100", where, s.Floor)
			}
		case MetricFactRecall:
			switch {
			case s.ID != MetricFactRecall:
				return fmt.Errorf("%s: metric fact_recall must have the id fact_recall, the name the baseline comparison and reports read", where)
			case !hasFacts:
				return fmt.Errorf("%s: metric fact_recall needs a facts check with items to recall", where)
			case s.Field != "" || s.Normalize != "":
				return fmt.Errorf("%s: metric fact_recall takes no field or normalize: it uses the facts checks' own", where)
			case s.Floor < 0 || s.Floor > 1:
				return fmt.Errorf("%s: floor %g: want a share of facts between 0 and 1", where, s.Floor)
			}
		default:
			return fmt.Errorf("%s: metric %q: want %s or %s", where, s.Metric, MetricChrF, MetricFactRecall)
		}
	}
	return nil
}

// Answer is what the target said.
type Answer struct {
	Text         string
	FinishReason string
}

// Asker sends a case's request to the target.
type Asker interface {
	Ask(ctx context.Context, c *Case) (Answer, error)
}

// Verdict is one case's judgement.
type Verdict struct {
	Case    *Case
	Answer  Answer
	Checks  []score.Result
	Scores  map[string]float64
	Floors  []string // scores under their floor, as messages
	Failed  bool     // a critical check failed or a score fell under its floor
	Message string
	// Repeat is the repeat mode's record of the case (INFERGATE_QUALITY_REPEAT), nil
	// when the case was asked once.
	Repeat *Repeat
	// UnderLoad is the under-load mode's record of the case
	// (INFERGATE_QUALITY_UNDER_LOAD), nil when the mode was off.
	UnderLoad *UnderLoad
}

// Held reports whether the case held in every ask: its verdict, every repeat and
// the ask under load passed.
func (v Verdict) Held() bool {
	return !v.Failed && (v.Repeat == nil || v.Repeat.Passed == v.Repeat.Asks) && (v.UnderLoad == nil || v.UnderLoad.Passed)
}

// Judge runs a case's checks and scores on an answer.
func Judge(c *Case, a Answer) Verdict {
	v := Verdict{Case: c, Answer: a, Scores: map[string]float64{}}
	out := score.Output{Text: a.Text, FinishReason: a.FinishReason, RefYear: c.RefYear(), Today: c.Today()}
	golden := fields(c.Golden, c.Output.Kind)
	out.Fields = fields(a.Text, c.Output.Kind)
	request := ""
	for _, chk := range c.Checks {
		if chk.Type == score.TypeFacts || chk.Type == score.TypeFactsKept || chk.Type == score.TypeFactsGrounded {
			// The fact checks read the case's language and request too: a date the
			// request names by its weekday alone, a day before a date of the case.
			if chk.Lang == "" {
				chk.Lang = c.Lang
			}
			if chk.Request == "" {
				if request == "" {
					request = c.RequestText()
				}
				chk.Request = request
			}
		}
		r := chk.Run(out)
		v.Checks = append(v.Checks, r)
		if !r.Pass && r.Severity == "critical" {
			v.Failed = true
		}
	}
	// fact_recall: the share of the listed facts the answer carries (continuous, so a
	// summary that loses one of many facts shows as a drop against the baseline).
	// Taken from the facts checks' own results (their score is the share of their items
	// found), so that the score and the checks never disagree about a fact.
	found, listed := 0.0, 0
	for i, chk := range c.Checks {
		if chk.Type != score.TypeFacts || len(chk.Items) == 0 {
			continue
		}
		found += v.Checks[i].Score * float64(len(chk.Items))
		listed += len(chk.Items)
	}
	if listed > 0 {
		v.Scores[MetricFactRecall] = found / float64(listed)
	}
	for _, s := range c.Scores {
		if s.Metric == MetricFactRecall {
			// Computed above from the facts checks; the entry only adds a floor. A case
			// without facts has no fact_recall rather than some other score under its
			// name (Load refuses such a fixture; a case built in code may still be one).
			val, ok := v.Scores[MetricFactRecall]
			if ok && s.Floor > 0 && val < s.Floor {
				v.Failed = true
				v.Floors = append(v.Floors, fmt.Sprintf("%s: %.2f of the facts found < floor %.2f", s.ID, val, s.Floor))
			}
			continue
		}
		hyp, ref := a.Text, c.Golden
		if s.Field != "" {
			hyp, ref = out.Fields[s.Field], golden[s.Field]
		}
		if s.Normalize != score.NormRaw {
			// Harmless formatting (full-width digits, NFD, line endings) moves no score.
			hyp, ref = score.Tidy(hyp), score.Tidy(ref)
		}
		if s.Normalize != "" {
			hyp, _ = score.Normalize(s.Normalize, hyp)
			ref, _ = score.Normalize(s.Normalize, ref)
		}
		val := score.ChrF{CharOrder: 6, Beta: 2}.Sentence(hyp, ref)
		v.Scores[s.ID] = val
		if s.Floor > 0 && val < s.Floor {
			v.Failed = true
			v.Floors = append(v.Floors, fmt.Sprintf("%s: chrF %.1f < floor %.1f", s.ID, val, s.Floor))
		}
	}
	return v
}

// fields parses a JSON object answer into its top-level string fields; other values
// are given as their compact JSON text with keys sorted and nothing escaped, so that
// pretty-printing, key order or \u escapes of an answer change no field. A non-JSON
// answer has none.
func fields(text, kind string) map[string]string {
	out := map[string]string{}
	if kind != "json" {
		return out
	}
	var m map[string]json.RawMessage
	if err := json.Unmarshal([]byte(strings.TrimSpace(score.TrimBOM(text))), &m); err != nil {
		return out
	}
	for k, raw := range m {
		var s string
		if err := json.Unmarshal(raw, &s); err == nil {
			out[k] = s
			continue
		}
		out[k] = canonicalJSON(raw)
	}
	return out
}

// canonicalJSON re-encodes a JSON value compactly, object keys sorted, numbers as
// written (1249.90 stays 1249.90) and no HTML or non-ASCII escaping.
func canonicalJSON(raw json.RawMessage) string {
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		return string(raw)
	}
	b, err := body.Marshal(v)
	if err != nil {
		return string(raw)
	}
	return string(b)
}

// UpdateGolden rewrites the case file's golden with text, keeping the rest of the file
// (comments included) as it is. It is what `go test ./quality -update` does, for a
// human to review in the diff; it never runs in CI.
func UpdateGolden(c *Case, text string) error {
	data, err := os.ReadFile(c.File)
	if err != nil {
		return err
	}
	var doc yaml.Node
	if err := yaml.Unmarshal(data, &doc); err != nil {
		return fmt.Errorf("%s: %w", c.File, err)
	}
	if len(doc.Content) == 0 || doc.Content[0].Kind != yaml.MappingNode {
		return fmt.Errorf("%s: not a mapping", c.File)
	}
	m := doc.Content[0]
	for i := 0; i+1 < len(m.Content); i += 2 {
		if m.Content[i].Value == "golden" {
			m.Content[i+1].Value = text
			m.Content[i+1].Style = yaml.LiteralStyle
			var b strings.Builder
			enc := yaml.NewEncoder(&b)
			enc.SetIndent(2)
			if err := enc.Encode(&doc); err != nil {
				return err
			}
			c.Golden = text
			return os.WriteFile(c.File, []byte(b.String()), 0o644)
		}
	}
	return fmt.Errorf("%s: no golden field", c.File)
}
