package score

import (
	"encoding/json"
	"fmt"
	"hash/fnv"
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// Check types understood by Check.Run.
const (
	typeMustInclude     = "must_include"
	typeMustIncludeAny  = "must_include_any"
	typeMustNotInclude  = "must_not_include"
	typeRegex           = "regex"
	typeRegexAbsent     = "regex_absent"
	typeCharCount       = "char_count"
	typeScriptRatio     = "script_ratio"
	typeRepetition      = "repetition"
	typeFinishReason    = "finish_reason"
	typeNoPreamble      = "no_preamble"
	TypeFacts           = "facts"
	typeFactsClosedSet  = "facts_closed_set"
	TypeDeFormal        = "de_formal"
	TypeJaPoliteness    = "ja_politeness"
	typeJSONParse       = "json_parse"
	TypeFactsGrounded   = "facts_grounded"
	TypeFactsKept       = "facts_kept"
	TypeDateFormat      = "date_format"
	defaultNormaliser   = normNFC
	defaultNgramChars   = 10
	defaultMaxRepeats   = 3
	defaultFinishReason = "stop"
)

// Check is one hard (Layer A) assertion of a quality fixture, as written in
// the fixture YAML. Which fields are used depends on Type.
type Check struct {
	// ID names the check in reports.
	ID string `yaml:"id" json:"id"`
	// Type is one of the Type* constants.
	Type string `yaml:"type" json:"type"`
	// Severity is critical, major or minor; it is copied to the Result.
	Severity string `yaml:"severity" json:"severity"`
	// Field selects a JSON field of the output; empty means the whole text.
	Field string `yaml:"field,omitempty" json:"field,omitempty"`
	// Normalize names the normaliser applied to the text and to the
	// expected strings; empty means nfc.
	Normalize string `yaml:"normalize,omitempty" json:"normalize,omitempty"`
	// Lang is ja, de or empty (both) for date and amount extraction.
	Lang string `yaml:"lang,omitempty" json:"lang,omitempty"`

	// All lists strings that must all be present (must_include).
	All []string `yaml:"all,omitempty" json:"all,omitempty"`
	// Any lists strings of which at least one must be present.
	Any []string `yaml:"any,omitempty" json:"any,omitempty"`
	// Aliases maps an expected string to accepted alternative spellings.
	Aliases map[string][]string `yaml:"aliases,omitempty" json:"aliases,omitempty"`
	// Values lists forbidden strings (must_not_include) or extra preamble
	// prefixes (no_preamble, like ForbidAny).
	Values []string `yaml:"values,omitempty" json:"values,omitempty"`
	// Pattern is an RE2 pattern (regex, regex_absent); \w and \b are
	// rejected because they are ASCII-only.
	Pattern string `yaml:"pattern,omitempty" json:"pattern,omitempty"`
	// Min is the lower bound (char_count; script_ratio ratio; bullets; the
	// formal markers outside sentence start that de_formal needs, default 1).
	Min *float64 `yaml:"min,omitempty" json:"min,omitempty"`
	// Max is the upper bound (char_count; script_ratio ratio).
	Max *float64 `yaml:"max,omitempty" json:"max,omitempty"`
	// Items are the expected facts (facts, facts_kept), the facts the request
	// states (facts_grounded) or the quantities the golden states (quantities).
	Items []FactItem `yaml:"items,omitempty" json:"items,omitempty"`
	// Allowed lists the only canonical values allowed (facts_closed_set), or the
	// quantities the request states ("5 business days"; quantities).
	Allowed []string `yaml:"allowed,omitempty" json:"allowed,omitempty"`
	// Kind restricts facts_closed_set to date or amount; empty means both.
	Kind string `yaml:"kind,omitempty" json:"kind,omitempty"`
	// Scripts are Unicode script names for script_ratio; default
	// Hiragana, Katakana, Han.
	Scripts []string `yaml:"scripts,omitempty" json:"scripts,omitempty"`
	// MinRatio is the minimum script share (script_ratio); Min is used
	// when it is zero.
	MinRatio float64 `yaml:"min_ratio,omitempty" json:"min_ratio,omitempty"`
	// NgramChars is the n-gram length in code points (repetition, default 10).
	NgramChars int `yaml:"ngram_chars,omitempty" json:"ngram_chars,omitempty"`
	// MaxRepeats is the maximum allowed occurrences of one n-gram
	// (repetition, default 3).
	MaxRepeats int `yaml:"max_repeats,omitempty" json:"max_repeats,omitempty"`
	// Equals is the expected finish reason (default stop).
	Equals string `yaml:"equals,omitempty" json:"equals,omitempty"`
	// ForbidAny lists forbidden markers (ja_politeness, de_formal) or
	// preamble prefixes (no_preamble), as the fixtures' README documents.
	ForbidAny []string `yaml:"forbid_any,omitempty" json:"forbid_any,omitempty"`
	// RequireAny lists markers of which one must be present
	// (ja_politeness, de_formal).
	RequireAny []string `yaml:"require_any,omitempty" json:"require_any,omitempty"`
	// MinPoliteRatio is the minimum polite/(polite+plain) sentence ratio
	// (ja_politeness, default 1).
	MinPoliteRatio *float64 `yaml:"min_polite_ratio,omitempty" json:"min_polite_ratio,omitempty"`
	// RequireSalutation requires "Sehr geehrte"/"Guten Tag" (de_formal).
	RequireSalutation bool `yaml:"require_salutation,omitempty" json:"require_salutation,omitempty"`
	// RequireSalutationAny overrides the accepted salutations (de_formal).
	RequireSalutationAny []string `yaml:"require_salutation_any,omitempty" json:"require_salutation_any,omitempty"`
	// RequireClosing requires "Mit freundlichen Grüßen"/"Freundliche
	// Grüße" (de_formal).
	RequireClosing bool `yaml:"require_closing,omitempty" json:"require_closing,omitempty"`
	// Schema is an inline JSON Schema (json_schema).
	Schema map[string]any `yaml:"schema,omitempty" json:"schema,omitempty"`
	// Path is a JSON path such as $.total.value (json_path_equals, compared
	// with Equals).
	Path string `yaml:"path,omitempty" json:"path,omitempty"`
	// RequireClosingAny overrides the accepted closings (de_formal).
	RequireClosingAny []string `yaml:"require_closing_any,omitempty" json:"require_closing_any,omitempty"`

	// Golden is the case's golden answer, set by the quality package for the general
	// checks that compare with it (repeated sentences, truncation, register symbols,
	// purity, polarity, list_structure); never written in a fixture.
	Golden string `yaml:"-" json:"-"`
	// Request is the text of the case's request (system and messages), set like
	// Golden: a name or script the request uses is not foreign to the answer.
	Request string `yaml:"-" json:"-"`
	// Formal marks a formal case (keigo, ja_politeness, de_formal) for
	// register_symbols, set like Golden.
	Formal bool `yaml:"-" json:"-"`
	// Format is the case's output kind (text, markdown or json), set like Golden:
	// Markdown markup is layout in a markdown answer and stray characters in a
	// plain-text one (well_formed).
	Format string `yaml:"-" json:"-"`
}

// Output is the model output a Check runs on.
type Output struct {
	// Text is the whole output text.
	Text string
	// Fields holds the top-level JSON string fields when the output is JSON.
	Fields map[string]string
	// FinishReason is the server's finish_reason.
	FinishReason string
	// RefYear resolves year-less dates (10月19日, 19. Oktober).
	RefYear int
	// Today is the case's reference date, the day its task is set: the date an
	// answer's heute, nächste Woche or 来月 is measured from. Zero when the case
	// names none.
	Today time.Time
}

// Result is the outcome of one Check.
type Result struct {
	// ID, Type and Severity are copied from the Check.
	ID, Type, Severity string
	// Pass reports whether the check passed.
	Pass bool
	// Score is in [0,1]: a fraction where one is meaningful, else 0 or 1.
	Score float64
	// Reason says in words what was found or missing.
	Reason string
}

// Run evaluates the check on out. Configuration errors (unknown type,
// normaliser or missing field, invalid pattern) give a failing Result whose
// Reason explains the error.
func (c Check) Run(out Output) Result {
	res := Result{ID: c.ID, Type: c.Type, Severity: c.Severity}
	text := out.Text
	if c.Field != "" {
		v, ok := out.Fields[c.Field]
		if !ok {
			res.Reason = fmt.Sprintf("field %q missing from output", c.Field)
			return res
		}
		text = v
	}
	if c.Type == typeFinishReason {
		return c.finishReason(res, out)
	}
	// JSON syntax is format, and a full-width digit outside a string is broken JSON: the
	// JSON checks parse the text as it is and tidy the string values they compare.
	// A BOM or a zero-width character in front of the document is invisible and no
	// part of it.
	switch c.Type {
	case typeJSONParse:
		return jsonParse(res, TrimBOM(text))
	case typeJSONSchema:
		return c.jsonSchema(res, TrimBOM(text))
	case typeJSONPathEquals:
		return c.jsonPathEquals(res, TrimBOM(text))
	}
	normName := c.Normalize
	if normName == "" {
		normName = defaultNormaliser
	}
	nt, err := Normalize(normName, c.tidy(text))
	if err != nil {
		res.Reason = err.Error()
		return res
	}
	n := func(s string) string { v, _ := Normalize(normName, c.tidy(s)); return v }
	switch c.Type {
	case typeBullets:
		return c.bullets(res, nt)
	case typeMustInclude, typeMustIncludeAny:
		return c.mustInclude(res, nt, n)
	case typeMustNotInclude:
		return c.mustNotInclude(res, nt, n)
	case typeRegex, typeRegexAbsent:
		return c.regex(res, nt)
	case typeCharCount:
		return c.charCount(res, nt)
	case typeScriptRatio:
		return c.scriptRatio(res, nt)
	case typeRepetition:
		return c.repetition(res, nt)
	case typeNoPreamble:
		return c.noPreamble(res, nt)
	case TypeFacts:
		return c.facts(res, nt, out.RefYear)
	case typeFactsClosedSet:
		return c.factsClosedSet(res, nt, out.RefYear)
	case TypeFactsGrounded:
		return c.factsGrounded(res, nt, out.RefYear)
	case TypeFactsKept:
		return c.factsKept(res, nt, out.RefYear)
	case TypeDateFormat:
		return dateFormat(res, nt)
	case TypeDeFormal:
		return c.deFormal(res, nt)
	case TypeJaPoliteness:
		return c.jaPoliteness(res, nt)
	case TypeQuantities:
		return c.quantities(res, nt)
	case TypePolarity:
		return c.polarity(res, nt)
	case TypeListStructure:
		return c.listStructure(res, nt)
	case TypeConsistency:
		return c.consistency(res, nt, out)
	case TypePurity:
		return c.purity(res, nt)
	case TypeRepeatedUnits:
		return c.repeatedUnits(res, nt)
	case TypeRegisterSymbols:
		return c.registerSymbols(res, nt)
	case TypeTruncation:
		return c.truncation(res, nt)
	case TypeNumbers:
		return c.numbers(res, nt, out.RefYear)
	case TypeCapitals:
		return c.capitals(res, nt)
	case TypeWellFormed:
		return c.wellFormed(res, nt, text)
	case TypeJSONShape:
		return c.jsonShape(res, TrimBOM(text))
	case TypeSupported:
		return c.supported(res, nt)
	case TypeLegalForms:
		return c.legalForms(res, nt)
	case TypeCoherence:
		return c.coherence(res, nt)
	case TypeStance:
		return c.stance(res, nt)
	case TypeRequestForm:
		return c.requestForm(res, nt)
	}
	res.Reason = fmt.Sprintf("unknown check type %q", c.Type)
	return res
}

// tidy is Tidy, except for a raw check: one whose purpose is the exact form.
func (c Check) tidy(s string) string {
	if c.Normalize == NormRaw {
		return s
	}
	return Tidy(s)
}

func pass(res Result, score float64, format string, args ...any) Result {
	res.Pass, res.Score, res.Reason = true, score, fmt.Sprintf(format, args...)
	return res
}

func fail(res Result, score float64, format string, args ...any) Result {
	res.Pass, res.Score, res.Reason = false, score, fmt.Sprintf(format, args...)
	return res
}

func quoteList(ss []string) string {
	q := make([]string, len(ss))
	for i, s := range ss {
		q[i] = fmt.Sprintf("%q", s)
	}
	return strings.Join(q, ", ")
}

// present reports whether want or one of its aliases occurs in text.
func (c Check) present(text, want string, n func(string) string) bool {
	for _, s := range append([]string{want}, c.Aliases[want]...) {
		if s != "" && strings.Contains(text, n(s)) {
			return true
		}
	}
	return false
}

// included is present for a required string, which may also open a sentence: a
// phrase configured in lower case ("statt einer Reparatur") is the same phrase when a
// German answer starts its sentence with it ("Statt einer Reparatur …"). Only the
// first letter is raised, so a noun's case and every other letter still count.
func (c Check) included(text, want string, n func(string) string) bool {
	if c.present(text, want, n) {
		return true
	}
	for _, s := range append([]string{want}, c.Aliases[want]...) {
		r, size := utf8.DecodeRuneInString(s)
		if unicode.IsLower(r) && strings.Contains(text, n(string(unicode.ToUpper(r))+s[size:])) {
			return true
		}
		// A katakana word spelt without its final long vowel (プリンタトナー for
		// プリンタートナー) is the same word.
		if w := dropJISLongVowels(n(s)); w != n(s) && strings.Contains(dropJISLongVowels(text), w) {
			return true
		}
	}
	return false
}

func (c Check) mustInclude(res Result, text string, n func(string) string) Result {
	var missing []string
	found := 0
	for _, w := range c.All {
		if c.included(text, w, n) {
			found++
		} else {
			missing = append(missing, w)
		}
	}
	total := len(c.All)
	anyOK := true
	if len(c.Any) > 0 {
		total++
		anyOK = slices.ContainsFunc(c.Any, func(w string) bool { return c.included(text, w, n) })
		if anyOK {
			found++
		}
	}
	if total == 0 {
		return fail(res, 0, "no expected strings configured (all/any are empty)")
	}
	score := float64(found) / float64(total)
	var parts []string
	if len(missing) > 0 {
		parts = append(parts, "missing "+quoteList(missing))
	}
	if !anyOK {
		parts = append(parts, "none of "+quoteList(c.Any)+" present")
	}
	if len(parts) > 0 {
		return fail(res, score, "%s", strings.Join(parts, "; "))
	}
	return pass(res, 1, "all %d expected strings present", total)
}

func (c Check) mustNotInclude(res Result, text string, n func(string) string) Result {
	forbidden := slices.Concat(c.Values, c.All, c.Any)
	var found []string
	for _, w := range forbidden {
		if c.present(text, w, n) {
			found = append(found, w)
		}
	}
	if len(found) > 0 {
		return fail(res, 0, "found forbidden %s", quoteList(found))
	}
	return pass(res, 1, "none of %d forbidden strings present", len(forbidden))
}

var asciiClassRe = regexp.MustCompile(`\\\\|\\[wWbB]`)

// compilePattern compiles an RE2 pattern for a check, rejecting \w, \W, \b
// and \B, which are ASCII-only in Go and silently miss umlauts and kana.
func compilePattern(p string) (*regexp.Regexp, error) {
	for _, m := range asciiClassRe.FindAllString(p, -1) {
		if m != `\\` {
			return nil, fmt.Errorf("pattern %q uses %s, which is ASCII-only in RE2: use \\p{L} and \\p{N} (e.g. [\\p{L}\\p{N}]+) instead", p, m)
		}
	}
	re, err := regexp.Compile(p)
	if err != nil {
		return nil, fmt.Errorf("compile pattern: %w", err)
	}
	return re, nil
}

func (c Check) regex(res Result, text string) Result {
	re, err := compilePattern(c.Pattern)
	if err != nil {
		return fail(res, 0, "%s", err)
	}
	m := re.FindString(text)
	found := re.MatchString(text)
	if c.Type == typeRegexAbsent {
		if found {
			return fail(res, 0, "pattern %q matched %q", c.Pattern, m)
		}
		return pass(res, 1, "pattern %q absent", c.Pattern)
	}
	if found {
		return pass(res, 1, "pattern %q matched %q", c.Pattern, m)
	}
	return fail(res, 0, "pattern %q did not match", c.Pattern)
}

func (c Check) charCount(res Result, text string) Result {
	n := utf8.RuneCountInString(norm.NFC.String(text))
	if c.Min != nil && float64(n) < *c.Min {
		return fail(res, 0, "%d characters, fewer than min %g", n, *c.Min)
	}
	if c.Max != nil && float64(n) > *c.Max {
		return fail(res, 0, "%d characters, more than max %g", n, *c.Max)
	}
	return pass(res, 1, "%d characters within bounds", n)
}

// ScriptRatio returns the share of letters in text that belong to one of the
// named Unicode scripts (default Hiragana, Katakana, Han), and the number of
// letters. The prolonged sound mark ー (script Common) counts as Katakana.
func ScriptRatio(text string, scripts []string) (float64, int, error) {
	if len(scripts) == 0 {
		scripts = []string{"Hiragana", "Katakana", "Han"}
	}
	tables := make([]*unicode.RangeTable, 0, len(scripts))
	kana := false
	for _, s := range scripts {
		t, ok := unicode.Scripts[s]
		if !ok {
			return 0, 0, fmt.Errorf("unknown script %q", s)
		}
		kana = kana || s == "Katakana" || s == "Hiragana"
		tables = append(tables, t)
	}
	letters, in := 0, 0
	for _, r := range text {
		if !unicode.IsLetter(r) {
			continue
		}
		letters++
		if unicode.IsOneOf(tables, r) || (kana && r == 'ー') {
			in++
		}
	}
	if letters == 0 {
		return 0, 0, nil
	}
	return float64(in) / float64(letters), letters, nil
}

func (c Check) scriptRatio(res Result, text string) Result {
	ratio, letters, err := ScriptRatio(text, c.Scripts)
	if err != nil {
		return fail(res, 0, "%s", err)
	}
	minR := c.MinRatio
	if minR == 0 && c.Min != nil {
		minR = *c.Min
	}
	if ratio < minR {
		return fail(res, ratio, "script share %.2f of %d letters is below min %.2f", ratio, letters, minR)
	}
	if c.Max != nil && ratio > *c.Max {
		return fail(res, ratio, "script share %.2f of %d letters is above max %.2f", ratio, letters, *c.Max)
	}
	return pass(res, ratio, "script share %.2f of %d letters", ratio, letters)
}

func (c Check) repetition(res Result, text string) Result {
	n, maxRep := c.NgramChars, c.MaxRepeats
	if n <= 0 {
		n = defaultNgramChars
	}
	if maxRep <= 0 {
		maxRep = defaultMaxRepeats
	}
	counts := charNgrams([]rune(repetitionText(text)), n)
	worst, worstN := "", 0
	for g, k := range counts {
		if k > worstN || (k == worstN && g < worst) {
			worst, worstN = g, k
		}
	}
	if worstN > maxRep {
		return fail(res, 0, "%d-gram %q repeated %d times (max %d)", n, worst, worstN, maxRep)
	}
	return pass(res, 1, "no %d-gram repeated more than %d times", n, maxRep)
}

// repetitionText is what repetition counts n-grams over: the text with whitespace
// runs collapsed, and of a JSON answer only its string values. Indentation, line
// breaks and JSON syntax repeat in every well-formed answer ("product": in each item
// of a list, ",\n    " before each key), so they would count as a loop; a looping
// model repeats content, which stays.
func repetitionText(text string) string {
	if t := strings.TrimSpace(text); strings.HasPrefix(t, "{") || strings.HasPrefix(t, "[") {
		var v any
		if err := json.Unmarshal([]byte(t), &v); err == nil {
			var parts []string
			collectStrings(v, &parts)
			text = strings.Join(parts, "\n")
		}
	}
	// A table's rule row (|---|:--:|, padded to any width) is layout like
	// indentation, not content.
	lines := strings.Split(text, "\n")
	kept := lines[:0:0]
	for _, l := range lines {
		if !tableRule.MatchString(strings.TrimSpace(l)) {
			kept = append(kept, l)
		}
	}
	// Markdown emphasis (**36.400,00 €**, __wichtig__) is layout too: bold amounts
	// would otherwise repeat "00 €** " as often as the answer names an amount.
	return collapseSpace(maskDates(emphasis.Replace(strings.Join(kept, "\n"))))
}

// emphasis removes Markdown's bold markers.
var emphasis = strings.NewReplacer("**", "", "__", "")

// maskDates writes each date of the text as one private-use character standing for
// its value. Dates written out share their month name and year ("23. November 2026",
// "2. November 2026", "12. November 2026"), so a summary that names four dates of
// one month repeats "ember 2026" four times without repeating anything it says;
// the same date written again is the same character, so a loop over one date still
// counts.
func maskDates(text string) string {
	norm, spans := dateSpans("", text, 0)
	spans = pickSpans(spans)
	if len(spans) == 0 {
		return text
	}
	var b strings.Builder
	at := 0
	for _, sp := range spans {
		if sp.value == "" {
			continue
		}
		b.WriteString(norm[at:sp.start])
		h := fnv.New32a()
		h.Write([]byte(sp.value))
		b.WriteRune(rune(0xE000 + h.Sum32()%0x1800))
		at = sp.end
	}
	b.WriteString(norm[at:])
	return b.String()
}

// collectStrings appends the string values of a decoded JSON document, in document
// order for arrays and in key order for objects.
func collectStrings(v any, out *[]string) {
	walkJSON(v, "", func(_ string, v any) {
		if x, ok := v.(string); ok {
			*out = append(*out, x)
		}
	})
}

func (c Check) finishReason(res Result, out Output) Result {
	want := c.Equals
	if want == "" {
		want = defaultFinishReason
	}
	if out.FinishReason != want {
		return fail(res, 0, "finish_reason %q, want %q", out.FinishReason, want)
	}
	return pass(res, 1, "finish_reason %q", want)
}

// defaultPreambles are the openings no_preamble rejects.
var defaultPreambles = []string{"以下は", "Hier ist", "Hier sind", "Here is", "Here are", "Here's", "Sure"}

func (c Check) noPreamble(res Result, text string) Result {
	t := strings.TrimSpace(text)
	for _, p := range slices.Concat(defaultPreambles, c.Values, c.ForbidAny) {
		if p != "" && strings.HasPrefix(t, p) {
			return fail(res, 0, "output starts with preamble %q", p)
		}
	}
	return pass(res, 1, "no preamble")
}

// factPresent reports whether item occurs in text and what was found of
// the same kind, for the reason.
func factPresent(item FactItem, lang, text string, refYear int) (bool, []string, error) {
	switch item.Kind {
	case KindDate:
		want := ExtractDates("", item.Value, 0)
		if len(want) != 1 {
			return false, nil, fmt.Errorf("expected date %q is not a date", item.Value)
		}
		got := ExtractDates(lang, text, refYear)
		return slices.Contains(got, want[0]), got, nil
	case KindAmount:
		v, err := CanonicalDecimal(item.Value)
		if err != nil {
			return false, nil, fmt.Errorf("expected amount: %w", err)
		}
		var got []string
		ok := false
		for _, a := range extractAmounts(lang, text) {
			got = append(got, a.String())
			if a.Value == v && (item.Currency == "" || a.Currency == item.Currency) {
				ok = true
			}
		}
		return ok, got, nil
	case KindID:
		return strings.Contains(canonicalID(text), canonicalID(item.Value)), nil, nil
	}
	return false, nil, fmt.Errorf("unknown fact kind %q", item.Kind)
}

func (c Check) facts(res Result, text string, refYear int) Result {
	if len(c.Items) == 0 {
		return fail(res, 0, "no fact items configured")
	}
	var missing []string
	found := 0
	for _, it := range c.Items {
		ok, got, err := factPresent(it, c.Lang, text, refYear)
		if err != nil {
			return fail(res, 0, "%s", err)
		}
		if ok || it.Kind == KindDate && namedByWeekday(c.Lang, it.Value, text, c.Request, refYear) {
			found++
			continue
		}
		msg := fmt.Sprintf("%s %s", it.Kind, it.Value)
		if it.Currency != "" {
			msg += " " + it.Currency
		}
		if len(got) > 0 {
			msg += fmt.Sprintf(" (found %s)", strings.Join(got, ", "))
		}
		missing = append(missing, msg)
	}
	score := float64(found) / float64(len(c.Items))
	if len(missing) > 0 {
		reason := "missing " + strings.Join(missing, "; ")
		if us := extractUSDates(text); len(us) > 0 {
			reason += fmt.Sprintf("; US-form dates (not accepted): %s", strings.Join(us, ", "))
		}
		return fail(res, score, "%s", reason)
	}
	return pass(res, 1, "all %d facts present", len(c.Items))
}

// factRecall returns the share of items found in text, (# found)/(# listed),
// using both languages' patterns and refYear for year-less dates, after Tidy. Items that
// cannot be parsed count as not found; no items gives 1.
func factRecall(items []FactItem, text string, refYear int) float64 {
	if len(items) == 0 {
		return 1
	}
	found := 0
	text = Tidy(text)
	for _, it := range items {
		if ok, _, err := factPresent(it, "", text, refYear); ok && err == nil {
			found++
		}
	}
	return float64(found) / float64(len(items))
}

// factsGrounded passes when every date, amount and id the text states is one of
// Items, the facts of the request: a fact the request does not state is invented,
// the hallucination a closed set per fixture used to catch only where one was
// written. Its score is the share of the text's facts that are grounded.
func (c Check) factsGrounded(res Result, text string, refYear int) Result {
	known := map[string]bool{}
	for _, it := range c.Items {
		known[factKey(it)] = true
	}
	got := ExtractFacts(text, refYear)
	// A difference is worked out in one currency: 18.750 Yen is no difference of
	// two euro amounts, however the digits fall.
	amounts := map[string][]string{}
	for _, it := range c.Items {
		if it.Kind == KindAmount {
			amounts[it.Currency] = append(amounts[it.Currency], it.Value)
		}
	}
	var invented []string
	for _, f := range got {
		if !known[factKey(f)] && !(f.Kind == KindDate && relativeDay(c.Lang, f.Value, text, refYear, known)) && !(f.Kind == KindAmount && difference(f.Value, amounts[f.Currency])) {
			invented = append(invented, describe(f))
		}
	}
	if len(got) == 0 {
		return pass(res, 1, "no dates, amounts or ids stated")
	}
	score := float64(len(got)-len(invented)) / float64(len(got))
	if len(invented) > 0 {
		return fail(res, score, "not in the request: %s", strings.Join(invented, ", "))
	}
	return pass(res, 1, "all %d facts stated are in the request", len(got))
}

// difference reports whether the amount v (a canonical decimal) is the difference of
// two of the known ones: "915,00 € teurer" of two offers the case prices is worked
// out, not invented. A sum is not: a total that leaves an item out is one.
func difference(v string, known []string) bool {
	x, err := strconv.ParseFloat(v, 64)
	if err != nil || x <= 0 {
		return false
	}
	for i, a := range known {
		fa, err := strconv.ParseFloat(a, 64)
		if err != nil {
			continue
		}
		for _, b := range known[i+1:] {
			if fb, err := strconv.ParseFloat(b, 64); err == nil && math.Abs(math.Abs(fa-fb)-x) < 0.005 {
				return true
			}
		}
	}
	return false
}

// weekdayWords are the weekdays by time.Weekday, as a German and a Japanese text
// name one.
var weekdayWords = map[string][7]string{
	"de": {"Sonntag", "Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag"},
	"ja": {"日曜", "月曜", "火曜", "水曜", "木曜", "金曜", "土曜"},
}

// namedByWeekday reports a date the request names only by its weekday (the note of a
// Friday: "am Montag") and the answer names the same way: the date is stated as the
// request states it.
func namedByWeekday(lang, iso, text, request string, refYear int) bool {
	d, err := time.Parse(time.DateOnly, iso)
	names, ok := weekdayWords[lang]
	if err != nil || !ok || request == "" {
		return false
	}
	w := names[d.Weekday()]
	return strings.Contains(request, w) && strings.Contains(text, w) && !slices.Contains(ExtractDates(lang, request, refYear), iso)
}

// relativeDay reports a date the text gives right after a word for the day before or
// after (前日（10月22日）, am Vortag, dem 22.10.) whose neighbouring day is known: a
// date worked out from the case's, not invented.
func relativeDay(lang, iso, text string, refYear int, known map[string]bool) bool {
	d, err := time.Parse(time.DateOnly, iso)
	if err != nil {
		return false
	}
	before, after := d.AddDate(0, 0, 1).Format(time.DateOnly), d.AddDate(0, 0, -1).Format(time.DateOnly)
	t, spans := dateSpans(lang, text, refYear)
	for _, sp := range spans {
		if sp.value != iso {
			continue
		}
		ctx := t[max(0, sp.start-24):sp.start]
		if known[factKey(FactItem{Kind: KindDate, Value: before})] && dayBefore.MatchString(ctx) ||
			known[factKey(FactItem{Kind: KindDate, Value: after})] && dayAfter.MatchString(ctx) {
			return true
		}
	}
	return false
}

// dayBefore and dayAfter are the words for the day before and after, close before a
// date.
var (
	dayBefore = regexp.MustCompile(`前日|Vortag|Tag davor|Tag zuvor`)
	dayAfter  = regexp.MustCompile(`翌日|Folgetag|Tag danach|darauffolgend`)
)

// factsKept passes when every one of Items, the facts the golden states, is in the
// text: a fact the golden states and the answer does not is dropped. Dates are read
// in every form, the US one included (its format is date_format's business), and an
// amount only with its currency. Its score is the share kept.
func (c Check) factsKept(res Result, text string, refYear int) Result {
	if len(c.Items) == 0 {
		return fail(res, 0, "no fact items configured")
	}
	have := map[string]bool{}
	var stated []FactItem // what the answer states, for the reason of a dropped fact
	for _, f := range ExtractFacts(text, refYear) {
		have[factKey(f)] = true
		stated = append(stated, f)
	}
	var dropped []string
	for _, it := range c.Items {
		if have[factKey(it)] || it.Kind == KindDate && namedByWeekday(c.Lang, it.Value, text, c.Request, refYear) {
			continue
		}
		msg := describe(it)
		var found []string
		for _, f := range stated {
			if f.Kind == it.Kind {
				found = append(found, strings.TrimPrefix(describe(f), f.Kind+" "))
			}
		}
		if len(found) > 0 {
			msg += fmt.Sprintf(" (found %s)", strings.Join(found, ", "))
		}
		dropped = append(dropped, msg)
	}
	score := float64(len(c.Items)-len(dropped)) / float64(len(c.Items))
	if len(dropped) > 0 {
		return fail(res, score, "the golden states, the answer lacks: %s", strings.Join(dropped, "; "))
	}
	return pass(res, 1, "all %d facts of the golden kept", len(c.Items))
}

// dateFormat fails on a date in the US form month/day/year (10/19/2026): neither a
// German nor a Japanese reader expects it, and 10/11/2026 reads as 10 November in
// Germany. The date itself counts as stated for the fact checks; this is the format.
func dateFormat(res Result, text string) Result {
	var us []string
	for _, part := range factTexts(text) {
		us = append(us, extractUSDates(part)...)
	}
	if len(us) > 0 {
		return fail(res, 0, "US-form dates (month/day/year): %s; write 19.10.2026, 19. Oktober 2026 or 2026年10月19日", strings.Join(us, ", "))
	}
	return pass(res, 1, "no US-form dates")
}

func (c Check) factsClosedSet(res Result, text string, refYear int) Result {
	allowed := map[string]bool{}
	for _, a := range c.Allowed {
		if d := ExtractDates("", a, 0); len(d) == 1 && (c.Kind == "" || c.Kind == KindDate) {
			allowed[KindDate+":"+d[0]] = true
		}
		if v, err := CanonicalDecimal(a); err == nil {
			allowed[KindAmount+":"+v] = true
		}
	}
	var extra []string
	var amounts []string
	for k := range allowed {
		if v, ok := strings.CutPrefix(k, KindAmount+":"); ok {
			amounts = append(amounts, v)
		}
	}
	if c.Kind == "" || c.Kind == KindDate {
		for _, d := range ExtractDates(c.Lang, text, refYear) {
			if !allowed[KindDate+":"+d] {
				extra = append(extra, "date "+d)
			}
		}
		for _, d := range extractUSDates(text) {
			extra = append(extra, "US-form date "+d)
		}
	}
	if c.Kind == "" || c.Kind == KindAmount {
		for _, a := range extractAmounts(c.Lang, text) {
			if !allowed[KindAmount+":"+a.Value] && !difference(a.Value, amounts) {
				extra = append(extra, "amount "+a.String())
			}
		}
	}
	if c.Kind != "" && c.Kind != KindDate && c.Kind != KindAmount {
		return fail(res, 0, "unknown fact kind %q (want date or amount)", c.Kind)
	}
	if len(extra) > 0 {
		return fail(res, 0, "not allowed: %s", strings.Join(extra, ", "))
	}
	return pass(res, 1, "no facts outside the allowed set")
}

// jsonParse passes when the text (whole output or field) is one valid JSON value with
// nothing around it: a model asked for JSON must not wrap it in prose or fences.
func jsonParse(res Result, text string) Result {
	t := strings.TrimSpace(text)
	var v any
	dec := json.NewDecoder(strings.NewReader(t))
	if err := dec.Decode(&v); err != nil {
		res.Reason = fmt.Sprintf("not valid JSON: %v (starts %q)", err, clipRunes(t, 40))
		return res
	}
	if dec.More() {
		res.Reason = fmt.Sprintf("text follows the JSON value (starts %q)", clipRunes(t, 40))
		return res
	}
	res.Pass, res.Score, res.Reason = true, 1, "valid JSON"
	return res
}

func clipRunes(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n]) + "…"
}
