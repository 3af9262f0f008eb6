package grade

import (
	"maps"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/infergate/infergate/internal/score"
)

// shipped loads the shipped fixtures once for shippedCase: the tests only read them.
var shipped = sync.OnceValues(func() ([]*Case, error) { return Load(filepath.Join("..", "..", "fixtures", "quality")) })

// shippedCase is the shipped fixture id, shared between tests, which must not change it.
func shippedCase(t *testing.T, id string) *Case {
	t.Helper()
	cases, err := shipped()
	require.NoError(t, err)
	for _, c := range cases {
		if c.ID == id {
			return c
		}
	}
	t.Fatalf("no shipped fixture %s", id)
	return nil
}

// The default fact checks catch what no fixture listed: a date, amount or id the
// request never stated (invented), a date or amount of the golden that the answer
// lacks (dropped, per JSON field), and a US-form date (a format failure, not a wrong
// fact). Every edit below passed the gate before they existed (except where a fixture
// check of its own also fails), and other ways of writing the same facts still pass.
func TestDefaultFactChecks(t *testing.T) {
	tests := []struct {
		name    string
		fixture string
		edits   []string // old, new, old, new…: each old must be in the golden
		failing []string // check ids that must fail; none: the case passes
		passing []string // check ids that must pass
		reason  string   // in the failing checks' reasons
	}{
		{"golden", "ja-summary-long-context-01", nil, nil,
			[]string{"default-facts-grounded", "default-facts-kept", "default-date-format"}, ""},
		{"invented_date_in_a_summary", "ja-summary-long-context-01",
			[]string{"10月20日の経営会議で", "12月1日までに、10月20日の経営会議で"},
			[]string{"default-facts-grounded"}, []string{"default-facts-kept"}, "not in the request: date 2026-12-01"},
		{"invented_amount_in_a_summary", "de-summary-names-01",
			[]string{"ein Installateur kommt.", "ein Installateur kommt. Der Schaden wird auf 350,00 € geschätzt."},
			[]string{"default-facts-grounded"}, []string{"default-facts-kept"}, "not in the request: amount 350 EUR"},
		{"invented_id_in_a_summary", "ja-summary-katakana-01",
			[]string{"問い合わせがあった", "問い合わせ（受付番号UK-20931）があった"},
			[]string{"default-facts-grounded"}, nil, "not in the request: id UK-20931"},
		{"wrong_currency_is_another_amount", "de-summary-ticket-01",
			[]string{"1.249,90 €", "1.249,90 Yen"},
			[]string{"default-facts-grounded", "default-facts-kept", "facts"}, nil, "amount 1249.9 JPY"},
		{"dropped_date_of_a_reply_field", "ja-support-summary-reply-01",
			[]string{"10月22日（木）までにお届けできる見込みです", "まもなくお届けできる見込みです"},
			[]string{"default-facts-kept-reply"}, []string{"default-facts-kept-summary", "default-facts-grounded"},
			"the golden states, the answer lacks: date 2026-10-22 (found 2026-10-19)"},
		{"dropped_amount_the_fixture_did_not_list", "ja-summary-long-context-01",
			[]string{"、9月末時点の支出は2億1,500万円", ""},
			[]string{"default-facts-kept"}, []string{"default-facts-grounded", "facts"}, "amount 215000000 JPY"},
		{"us_date_is_a_format_failure_not_a_wrong_fact", "de-summary-names-01",
			[]string{"22.10.2026", "10/22/2026"},
			[]string{"default-date-format"}, []string{"default-facts-kept", "default-facts-grounded"}, "US-form dates (month/day/year): 2026-10-22"},
		{"other_date_forms_state_the_same_facts", "de-summary-names-01",
			[]string{"22.10.2026", "22. Oktober 2026", "19.10.2026", "2026-10-19"}, nil,
			[]string{"default-facts-kept", "default-facts-grounded", "default-date-format", "facts"}, ""},
		{"japanese_date_forms_state_the_same_facts", "ja-reply-apology-01",
			[]string{"10月16日に", "2026年10月16日に", "10月21日（水）", "令和8年10月21日（水）"}, nil,
			[]string{"default-facts-kept", "default-facts-grounded", "facts"}, ""},
		{"amount_forms_state_the_same_facts", "ja-reply-invoice-01",
			[]string{"合計38,500円", "合計３８，５００円", "基本料金33,000円", "基本料金3万3,000円"}, nil,
			[]string{"default-facts-kept", "default-facts-grounded", "amounts"}, ""},
		{"german_amount_forms_state_the_same_facts", "de-summary-ticket-01",
			[]string{"1.249,90 €", "1249,90 EUR"}, nil,
			[]string{"default-facts-kept", "default-facts-grounded", "facts"}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel() // Judge is slow under the race detector; the cases are only read
			c := shippedCase(t, tt.fixture)
			text := c.Golden
			require.Zero(t, len(tt.edits)%2)
			for i := 0; i < len(tt.edits); i += 2 {
				require.Contains(t, text, tt.edits[i])
				text = strings.Replace(text, tt.edits[i], tt.edits[i+1], 1)
			}
			v := Judge(c, Answer{Text: text, FinishReason: "stop"})
			results := map[string]score.Result{}
			for _, r := range v.Checks {
				results[r.ID] = r
			}
			assert.Equal(t, len(tt.failing) > 0, v.Failed, Explain(v))
			for _, id := range tt.failing {
				r, ok := results[id]
				require.True(t, ok, "no check %s", id)
				assert.False(t, r.Pass, "%s must fail: %s", id, r.Reason)
				assert.Equal(t, "critical", r.Severity)
			}
			if tt.reason != "" {
				assert.Contains(t, results[tt.failing[0]].Reason, tt.reason)
			}
			for _, id := range tt.passing {
				r, ok := results[id]
				require.True(t, ok, "no check %s", id)
				assert.True(t, r.Pass, "%s must pass: %s", id, r.Reason)
			}
		})
	}
}

// Every shipped case gets the default checks, and its golden passes them.
func TestShippedFixturesHaveTheDefaultChecks(t *testing.T) {
	cases, err := Load(filepath.Join("..", "..", "fixtures", "quality"))
	require.NoError(t, err)
	for _, c := range cases {
		t.Run(c.ID, func(t *testing.T) {
			types := map[string]bool{}
			for _, chk := range c.Checks {
				types[chk.Type] = true
				if chk.Type == score.TypeFacts {
					for _, it := range chk.Items {
						if it.Kind == score.KindAmount {
							assert.Equal(t, currencyOf(c.Lang), it.Currency, "an amount fact without a currency is the language's")
						}
					}
				}
			}
			for _, typ := range defaultChecks {
				_, off := c.OptOut[typ]
				if typ == DefaultKept && len(c.keptChecks()) == 0 {
					continue // the golden states no date or amount
				}
				assert.Equal(t, !off, types[typ], "default check %s", typ)
			}
		})
	}
}

func TestLoadDefaults(t *testing.T) {
	const head = `id: de-x
lang: de
reference_date: 2026-10-16
request:
  messages: [{role: user, content: "Rechnung über 1.249,90 € vom 08.10.2026, Bestellung 77-3190-DE. Termin am Montag."}]
  params: {temperature: 0, seed: 1, max_tokens: 50}
golden: "Betrag 1.249,90 €, Termin am 19.10.2026."
checks:
  - {id: finish, type: finish_reason, equals: stop, severity: critical}
  - {id: facts, type: facts, items: [{kind: amount, value: "1249.90"}], severity: critical}
`
	tests := []struct {
		name    string
		extra   string
		wantErr string
		want    []string // default check ids present
	}{
		{"all_defaults", "", "", []string{"default-facts-grounded", "default-facts-kept", "default-date-format",
			"default-quantities", "default-polarity", "default-list-structure", "default-consistency", "default-language-purity",
			"default-repeated-units", "default-register-symbols", "default-truncation", "default-numbers", "default-capitals",
			"default-well-formed", "default-json-shape", "default-supported-sentences", "default-legal-forms", "default-coherence", "default-stance", "default-request-form"}},
		{"opt_out_with_reason", "opt_out: {facts_grounded: \"the answer computes dates\"}\n", "",
			[]string{"default-facts-kept", "default-date-format", "default-quantities", "default-polarity", "default-list-structure",
				"default-consistency", "default-language-purity", "default-repeated-units", "default-register-symbols", "default-truncation", "default-numbers", "default-capitals",
				"default-well-formed", "default-json-shape", "default-supported-sentences", "default-legal-forms", "default-coherence", "default-stance", "default-request-form"}},
		{"opt_out_without_reason", "opt_out: {facts_kept: \"\"}\n", "opt_out.facts_kept: a reason is required", nil},
		{"opt_out_unknown_check", "opt_out: {facts: \"x\"}\n", `opt_out: "facts" is not a default check`, nil},
		{"derived_without_reason", "derived_facts: [{kind: date, value: \"2026-10-19\"}]\n", "derived_facts[0]: a reason is required", nil},
		{"derived_bad_date", "derived_facts: [{kind: date, value: \"19.10.2026\", reason: x}]\n", `derived_facts[0]: date "19.10.2026": want YYYY-MM-DD`, nil},
		{"derived_bad_kind", "derived_facts: [{kind: name, value: \"x\", reason: x}]\n", `derived_facts[0]: kind "name": want date, amount or id`, nil},
		{"derived_bad_amount", "derived_facts: [{kind: amount, value: \"1.249,90\", reason: x}]\n", `derived_facts[0]: invalid decimal "1.249,90"`, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := writeFixture(t, "de", "de-x", head+tt.extra)
			cases, err := Load(dirOf(path))
			if tt.wantErr != "" {
				require.Error(t, err)
				assert.Contains(t, err.Error(), path)
				assert.Contains(t, err.Error(), tt.wantErr)
				return
			}
			require.NoError(t, err)
			var ids []string
			for _, chk := range cases[0].Checks {
				if strings.HasPrefix(chk.ID, "default-") {
					ids = append(ids, chk.ID)
				}
				if chk.ID == "facts" {
					assert.Equal(t, "EUR", chk.Items[0].Currency, "a German amount is in euros")
				}
			}
			assert.Equal(t, tt.want, ids)
		})
	}
}

// A derived fact is grounded: the golden's date for "am Montag" passes only with it.
func TestDerivedFactsAreGrounded(t *testing.T) {
	src := `id: de-x
lang: de
reference_date: 2026-10-16
request:
  messages: [{role: user, content: "Notiz vom 16.10.2026: Termin am Montag."}]
  params: {temperature: 0, seed: 1, max_tokens: 50}
golden: "Termin am Montag, 19.10.2026."
checks:
  - {id: finish, type: finish_reason, equals: stop, severity: critical}
`
	for _, tt := range []struct {
		name, extra string
		failed      bool
	}{
		{"without", "", true},
		{"derived", "derived_facts: [{kind: date, value: \"2026-10-19\", reason: \"Montag after Friday 16.10.2026\"}]\n", false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			cases, err := Load(dirOf(writeFixture(t, "de", "de-x", src+tt.extra)))
			require.NoError(t, err)
			v := Judge(cases[0], Answer{Text: cases[0].Golden, FinishReason: "stop"})
			assert.Equal(t, tt.failed, v.Failed, Explain(v))
		})
	}
}

// generalTypes are the general default checks that judge the answer on its own and
// against its golden (consistency, purity, repetition, register symbols, truncation).
var generalTypes = []string{DefaultConsistency, DefaultPurity, DefaultRepeatedUnits, DefaultRegisterSymbols, DefaultTruncation}

// typographyVariants are harmless rewritings of a golden: other quotation marks,
// bracket and punctuation widths, tildes, list markers, spaces, and no full stop at
// the very end. JSON goldens get only those that keep the document valid.
func typographyVariants(c *Case) map[string]string {
	g := c.Golden
	r := func(pairs ...string) string { return strings.NewReplacer(pairs...).Replace(g) }
	vs := map[string]string{
		"corner_quotes_as_curly":       r("「", "“", "」", "”", "『", "‘", "』", "’"),
		"german_quotes_as_guillemets":  r("„", "»", "“", "«"),
		"halfwidth_punctuation":        r("（", "(", "）", ")", "：", ":", "！", "!", "？", "?", "，", ",", "〜", "~"),
		"fullwidth_punctuation":        r("(", "（", ")", "）", "、", "，", "。", "．", "～", "〜"),
		"wave_dash_as_fullwidth_tilde": r("〜", "～"),
		"dashes":                       r("–", "-", "—", "-", "―", "ー"),
		"ideographic_spaces":           r(" ", "\u3000"),
		"no_break_spaces":              r(" ", "\u00a0"),
		"crlf":                         r("\n", "\r\n"),
	}
	if c.Output.Kind != "json" {
		vs["ascii_quotes"] = r("„", `"`, "“", `"`, "”", `"`, "「", `"`, "」", `"`)
		vs["bullets_as_stars"] = r("\n- ", "\n* ", "・", "* ")
		vs["numbers_with_parentheses"] = regexp.MustCompile(`(?m)^(\d+)\. `).ReplaceAllString(g, "$1) ")
		vs["no_final_full_stop"] = strings.TrimRight(g, "。.．")
		vs["no_full_stops_in_items"] = regexp.MustCompile(`(?m)^((?:- |・|\d+\. ).*)[。.]$`).ReplaceAllString(g, "$1")
	}
	for k, v := range vs {
		if v == g {
			delete(vs, k)
		}
	}
	return vs
}

// The general checks never fire on a golden, nor on a typographic variant of it: a
// reader would call none of these a different answer.
func TestGeneralChecksIgnoreTypography(t *testing.T) {
	cases, err := shipped()
	require.NoError(t, err)
	for _, c := range cases {
		t.Run(c.ID, func(t *testing.T) {
			variants := typographyVariants(c)
			variants["golden"] = c.Golden
			for _, name := range slices.Sorted(maps.Keys(variants)) {
				v := Judge(c, Answer{Text: variants[name], FinishReason: "stop"})
				n := 0
				for i, chk := range c.Checks {
					if !slices.Contains(generalTypes, chk.Type) {
						continue
					}
					n++
					r := v.Checks[i]
					assert.True(t, r.Pass, "%s: %s: %s", name, r.ID, r.Reason)
				}
				assert.Len(t, generalTypes, n, "every case has every general check")
			}
		})
	}
}
