package grade

import (
	"fmt"
	"slices"
	"sort"
	"strings"
	"time"

	"github.com/infergate/infergate/internal/score"
)

// The checks every case gets without writing them, unless its opt_out names the
// check's type with a reason. A fixture author lists the facts that matter for a
// task; these catch what nobody listed: a date the model made up in a summary, an
// amount it dropped from a reply, a US-form date in a German letter.
const (
	// DefaultGrounded (facts_grounded): every date, amount and id of the answer is
	// stated in the request (system and messages) or listed in derived_facts.
	DefaultGrounded = score.TypeFactsGrounded
	// DefaultKept (facts_kept): every date, amount and id the golden states is in the
	// answer, per JSON field for a JSON answer.
	DefaultKept = score.TypeFactsKept
	// DefaultDateFormat (date_format): no date in the US form month/day/year.
	DefaultDateFormat = score.TypeDateFormat
	// DefaultQuantities (quantities): no quantity of the golden (5 Werktage, 3個) has
	// its unit or number changed in the answer to one neither the golden nor the
	// request states.
	DefaultQuantities = score.TypeQuantities
	// DefaultPolarity (polarity): no term of the golden is replaced by its opposite
	// (税込 → 税抜, netto → brutto) and no clause of the golden loses or gains a negation.
	DefaultPolarity = score.TypePolarity
	// DefaultListStructure (list_structure): the answer's lists have the golden's
	// item count, no duplicate item, the golden's order where it numbers its steps,
	// and a list stays a list.
	DefaultListStructure = score.TypeListStructure
	// DefaultConsistency (consistency): the answer's facts agree with one another: a
	// date and its weekday, a total and its items, a count and its list.
	DefaultConsistency = score.TypeConsistency
	// DefaultPurity (language_purity): the answer stays in the case's language and
	// script: no foreign script, no simplified-Chinese forms in Japanese, no sentence
	// left in English (or German in a Japanese answer).
	DefaultPurity = score.TypePurity
	// DefaultRepeatedUnits (repeated_units): no sentence, list item, table row or JSON
	// array element twice where the golden has it once, and no text twice in a row.
	DefaultRepeatedUnits = score.TypeRepeatedUnits
	// DefaultRegisterSymbols (register_symbols): no emoji, kaomoji, laughter, misused
	// keigo or speech written down, and in a formal case no !!, ♪ or trailing 〜 either.
	DefaultRegisterSymbols = score.TypeRegisterSymbols
	// DefaultTruncation (truncation): the answer does not stop mid-sentence, inside a
	// bracket, quote, code fence or JSON value, judged from the text and the golden.
	DefaultTruncation = score.TypeTruncation
	// DefaultNumbers (numbers): every number written in digits is the request's, the
	// golden's or a derived fact's, and the golden's are all in the answer: a clock
	// time, a month, an ordinal or a model number changed, added or dropped.
	DefaultNumbers = score.TypeNumbers
	// DefaultCapitals (capitals): a German answer keeps the golden's nouns capitalised
	// and, in a formal case, addresses the reader as Sie.
	DefaultCapitals = score.TypeCapitals
	// DefaultWellFormed (well_formed): the answer is well-formed text of its language:
	// no undecodable or control character, mojibake, template markup, escape written
	// out, stutter, lost sentence ends, kana in the wrong script or misspelt name.
	DefaultWellFormed = score.TypeWellFormed
	// DefaultJSONShape (json_shape): a JSON answer has the golden's keys at every level,
	// with values of the golden's JSON types.
	DefaultJSONShape = score.TypeJSONShape
	// DefaultSupported (supported_sentences): no sentence of the answer is mostly made
	// of content words that neither the request nor the golden has: an invented claim.
	DefaultSupported = score.TypeSupported
	// DefaultLegalForms (legal_forms): a company keeps the legal form the request or
	// the golden gives it (AG stays AG, 株式会社 stays 株式会社 or its translation).
	DefaultLegalForms = score.TypeLegalForms
	// DefaultCoherence (coherence): every date of the answer exists, and no sentence
	// is stated twice with only a number changed.
	DefaultCoherence = score.TypeCoherence
	// DefaultStance (stance): a condition of the golden stays a condition, no cause or
	// contrast is claimed that the case does not state, the writer's humble keigo stays
	// humble, and an answer whose golden does not address the reader does not either.
	DefaultStance = score.TypeStance
	// DefaultRequestForm (request_form): the answer keeps a form the request asks for
	// in so many words and the golden keeps: a number of sentences, a table's columns,
	// names without an honorific, a calendar; and labels no price gross or net where
	// the case does not.
	DefaultRequestForm = score.TypeRequestForm
)

// defaultChecks are the types of the default checks, in the order they run.
var defaultChecks = []string{DefaultGrounded, DefaultKept, DefaultDateFormat,
	DefaultQuantities, DefaultPolarity, DefaultListStructure,
	DefaultConsistency, DefaultPurity, DefaultRepeatedUnits, DefaultRegisterSymbols, DefaultTruncation, DefaultNumbers, DefaultCapitals,
	DefaultWellFormed, DefaultJSONShape, DefaultSupported, DefaultLegalForms, DefaultCoherence, DefaultStance, DefaultRequestForm}

// DerivedFact is a fact an answer may state though the request does not: one the
// request implies (the date of "Montag" in a note of Friday 16.10.2026), with why.
type DerivedFact struct {
	Kind     string `yaml:"kind"`
	Value    string `yaml:"value"`
	Currency string `yaml:"currency"`
	Reason   string `yaml:"reason"`
}

// currencyOf is the currency of an amount a fixture writes without one: the
// language's (fixtures/quality/README.md), so that 1.249,90 ¥ is not 1.249,90 €.
func currencyOf(lang string) string {
	if lang == "ja" {
		return "JPY"
	}
	return "EUR"
}

// RequestText is everything the model was given: the system prompt and every
// message, one after the other. A fact of the answer must be stated here.
func (c *Case) RequestText() string {
	parts := []string{c.Request.System}
	for _, m := range c.Request.Messages {
		parts = append(parts, m.Content)
	}
	return strings.Join(parts, "\n")
}

// applyDefaults fills what a fixture may leave out and adds the default checks: an
// amount fact without a currency gets the language's, and each default check not
// opted out is appended after the fixture's own, critical. It validates opt_out and
// derived_facts, naming the field.
func (c *Case) applyDefaults() error {
	for i := range c.Checks {
		for j := range c.Checks[i].Items {
			if it := &c.Checks[i].Items[j]; it.Kind == score.KindAmount && it.Currency == "" {
				it.Currency = currencyOf(c.Lang)
			}
		}
	}
	for typ, reason := range c.OptOut {
		switch {
		case !slices.Contains(defaultChecks, typ):
			return fmt.Errorf("opt_out: %q is not a default check (want %s)", typ, strings.Join(defaultChecks, ", "))
		case strings.TrimSpace(reason) == "":
			return fmt.Errorf("opt_out.%s: a reason is required", typ)
		}
	}
	request := score.ExtractFacts(c.RequestText(), c.RefYear())
	for i, d := range c.Derived {
		where := fmt.Sprintf("derived_facts[%d]", i)
		if strings.TrimSpace(d.Reason) == "" {
			return fmt.Errorf("%s: a reason is required", where)
		}
		it := score.FactItem{Kind: d.Kind, Value: d.Value, Currency: d.Currency}
		switch d.Kind {
		case score.KindDate:
			if _, err := time.Parse("2006-01-02", d.Value); err != nil {
				return fmt.Errorf("%s: date %q: want YYYY-MM-DD", where, d.Value)
			}
		case score.KindAmount:
			if _, err := score.CanonicalDecimal(d.Value); err != nil {
				return fmt.Errorf("%s: %w", where, err)
			}
			if it.Currency == "" {
				it.Currency = currencyOf(c.Lang)
			}
		case score.KindID:
			if d.Value == "" {
				return fmt.Errorf("%s: id is empty", where)
			}
		default:
			return fmt.Errorf("%s: kind %q: want date, amount or id", where, d.Kind)
		}
		request = append(request, it)
	}
	for _, typ := range defaultChecks {
		if _, off := c.OptOut[typ]; off {
			continue
		}
		switch typ {
		case DefaultGrounded:
			c.Checks = append(c.Checks, score.Check{ID: "default-facts-grounded", Type: typ, Severity: "critical", Items: request})
		case DefaultKept:
			c.Checks = append(c.Checks, c.keptChecks()...)
		case DefaultDateFormat:
			c.Checks = append(c.Checks, score.Check{ID: "default-date-format", Type: typ, Severity: "critical"})
		case DefaultQuantities:
			c.Checks = append(c.Checks, c.quantitiesCheck())
		case DefaultPolarity:
			c.Checks = append(c.Checks, score.Check{ID: "default-polarity", Type: typ, Severity: "critical", Lang: c.Lang, Golden: c.Golden})
		case DefaultListStructure:
			// The request as well: a count range it asks for ("3 bis 5 Stichpunkte") is met by
			// any count inside it, not only the golden's.
			c.Checks = append(c.Checks, score.Check{ID: "default-list-structure", Type: typ, Severity: "critical", Lang: c.Lang, Golden: c.Golden, Request: c.RequestText()})
		case DefaultConsistency, DefaultPurity, DefaultRepeatedUnits, DefaultRegisterSymbols, DefaultTruncation, DefaultCapitals,
			DefaultWellFormed, DefaultJSONShape, DefaultSupported, DefaultLegalForms, DefaultCoherence, DefaultStance, DefaultRequestForm:
			c.Checks = append(c.Checks, c.generalCheck(typ))
		case DefaultNumbers:
			chk := c.generalCheck(typ)
			chk.Items = request // the derived facts' numbers count as stated
			c.Checks = append(c.Checks, chk)
		}
	}
	return nil
}

// keptChecks are the facts_kept checks: one over the whole answer, or for a JSON
// answer one per field of the golden that states a date, an amount or an id, so that a fact
// moved to another field (a date of the summary only in the reply) counts as dropped.
func (c *Case) keptChecks() []score.Check {
	kept := func(text string) []score.FactItem {
		var out []score.FactItem
		for _, f := range score.ExtractFacts(text, c.RefYear()) {
			if f.Kind == score.KindDate || f.Kind == score.KindAmount || f.Kind == score.KindID {
				out = append(out, f)
			}
		}
		return out
	}
	if c.Output.Kind != "json" {
		if items := kept(c.Golden); len(items) > 0 {
			return []score.Check{{ID: "default-facts-kept", Type: DefaultKept, Severity: "critical", Items: items}}
		}
		return nil
	}
	golden := fields(c.Golden, "json")
	keys := make([]string, 0, len(golden))
	for k := range golden {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var out []score.Check
	for _, k := range keys {
		if items := kept(golden[k]); len(items) > 0 {
			out = append(out, score.Check{ID: "default-facts-kept-" + k, Type: DefaultKept, Severity: "critical", Field: k, Items: items})
		}
	}
	return out
}

// quantitiesCheck is the quantities check: the golden's quantities as its items, the
// request's as the ones an answer may state besides.
func (c *Case) quantitiesCheck() score.Check {
	chk := score.Check{ID: "default-quantities", Type: DefaultQuantities, Severity: "critical",
		Items: score.ExtractQuantities(c.Golden), Golden: c.Golden}
	for _, q := range score.ExtractQuantities(c.RequestText()) {
		chk.Allowed = append(chk.Allowed, q.Value)
	}
	return chk
}

// generalCheck is a default check that judges the answer on its own and against the
// golden and request: its id is "default-" and the type with dashes.
func (c *Case) generalCheck(typ string) score.Check {
	return score.Check{ID: "default-" + strings.ReplaceAll(typ, "_", "-"), Type: typ, Severity: "critical",
		Lang: c.Lang, Golden: c.Golden, Request: c.RequestText(), Formal: c.formal(), Format: c.Output.Kind}
}

// formal reports a formal case: a Japanese one tagged keigo or with a ja_politeness
// check, a German one with a de_formal check.
func (c *Case) formal() bool {
	want := score.TypeDeFormal
	if c.Lang == "ja" {
		if slices.Contains(c.Tags, "keigo") {
			return true
		}
		want = score.TypeJaPoliteness
	}
	return slices.ContainsFunc(c.Checks, func(chk score.Check) bool { return chk.Type == want })
}
