package quality

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
	// DefaultKept (facts_kept): every date and amount the golden states is in the
	// answer, per JSON field for a JSON answer.
	DefaultKept = score.TypeFactsKept
	// DefaultDateFormat (date_format): no date in the US form month/day/year.
	DefaultDateFormat = score.TypeDateFormat
)

// defaultChecks are the types of the default checks, in the order they run.
var defaultChecks = []string{DefaultGrounded, DefaultKept, DefaultDateFormat}

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
		}
	}
	return nil
}

// keptChecks are the facts_kept checks: one over the whole answer, or for a JSON
// answer one per field of the golden that states a date or an amount, so that a fact
// moved to another field (a date of the summary only in the reply) counts as dropped.
func (c *Case) keptChecks() []score.Check {
	kept := func(text string) []score.FactItem {
		var out []score.FactItem
		for _, f := range score.ExtractFacts(text, c.RefYear()) {
			if f.Kind == score.KindDate || f.Kind == score.KindAmount {
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
