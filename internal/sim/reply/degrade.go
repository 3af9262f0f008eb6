package reply

import (
	"encoding/json"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"
)

// Degrade kinds, as INFERGATE_SIM=degrade=<kind> names them. Each damages a known
// answer the way a broken deployment (bad quantisation, a truncating proxy, a lossy
// encoding step) would, so the quality gate can prove it catches that damage. The
// kinds modelled on quantized models (NumberDrift, EntitySwap, NegationFlip,
// MixedLanguage, DroppedItem) are in quant.go, the general kinds meant for the
// checks every case gets (WeekdayMismatch … MidSentenceCut) in general.go.
const (
	// DropProperNoun removes every occurrence of the first hint proper noun found in
	// the answer (髙橋様 becomes 様, Frau Müller becomes Frau); with no hint in the
	// answer it removes the first katakana run (ja) or the first capitalised word that
	// does not start the text (other languages).
	DropProperNoun = "drop_proper_noun"
	// WrongDate moves every date in the answer one day later and keeps its surface form:
	// 2026年10月19日, 10月19日, 2026/10/19, 19.10.2026, 19. Oktober 2026, 19. Oktober and
	// 2026-10-19. Dates without a year are taken to be in 2026 for month ends.
	WrongDate = "wrong_date"
	// BrokenJSON drops the last closing brace or bracket of an answer that is a JSON
	// object or array and puts a trailing comma in its place, so it no longer parses.
	// Answers that are not JSON are left alone.
	BrokenJSON = "broken_json"
	// CasualRegister rewrites polite Japanese (です/ます, ございます, いたします, ください,
	// 申し訳ございません, 様) into plain or casual forms, and formal German (Sie, Ihnen,
	// Ihr…, "Sehr geehrte Frau X", "Mit freundlichen Grüßen") into du-forms, "Hallo X"
	// and "Liebe Grüße".
	CasualRegister = "casual_register"
	// Truncated keeps the first half of the answer by runes, as when the model runs out
	// of max_tokens; the answer is marked Truncated so that it finishes with "length".
	Truncated = "truncated"
	// UmlautLoss folds ä ö ü Ä Ö Ü to a o u A O U and ß to ss.
	UmlautLoss = "umlaut_loss"
	// Repetition appends the answer's first sentence of at least 16 characters (the
	// whole answer if none is that long) six more times, as a model stuck in a loop does.
	Repetition = "repetition"
)

// DegradeKinds lists every degrade kind in a stable order: the ones above, the
// quantized-model kinds of quant.go, then the general kinds of general.go.
func DegradeKinds() []string {
	return append([]string{DropProperNoun, WrongDate, BrokenJSON, CasualRegister, Truncated, UmlautLoss, Repetition,
		NumberDrift, EntitySwap, NegationFlip, MixedLanguage, DroppedItem}, generalKinds()...)
}

// Hints tell a degrader what in an answer matters; they come from the fixture.
type Hints struct {
	// ProperNouns are the names that must survive in the answer, most important first.
	// DropProperNoun removes the first of them that occurs in the answer.
	ProperNouns []string
}

// Degrade returns text damaged as kind says, deterministically. lang is the answer's
// language ("ja", "de" or "en"); it selects the rules of CasualRegister and how
// Repetition joins sentences. An unknown kind is an error that lists the kinds.
func Degrade(kind, lang, text string, h Hints) (string, error) {
	switch kind {
	case DropProperNoun:
		return dropProperNoun(lang, text, h), nil
	case WrongDate:
		return shiftDates(text), nil
	case BrokenJSON:
		return breakJSON(text), nil
	case CasualRegister:
		if lang == "ja" {
			return jaCasual.Replace(text), nil
		}
		return deCasual(text), nil
	case Truncated:
		r := []rune(text)
		return string(r[:len(r)/2]), nil
	case UmlautLoss:
		return umlautLoss.Replace(text), nil
	case Repetition:
		return repeatFirstSentence(lang, text), nil
	case NumberDrift:
		return driftNumbers(text), nil
	case EntitySwap:
		return swapPeople(text, h), nil
	case NegationFlip:
		return applyToStrings(text, func(s string) string { return flipNegations(lang, s) }), nil
	case MixedLanguage:
		return mixedLanguage(lang, text), nil
	case DroppedItem:
		return dropItems(text), nil
	}
	if out, ok := degradeGeneral(kind, lang, text, h); ok {
		return out, nil
	}
	return "", fmt.Errorf("unknown degrade kind %q (want one of %s)", kind, strings.Join(DegradeKinds(), ", "))
}

func dropProperNoun(lang, text string, h Hints) string {
	for _, n := range h.ProperNouns {
		if n != "" && strings.Contains(text, n) {
			return strings.ReplaceAll(text, n, "")
		}
	}
	start, end := -1, -1
	for i, r := range text {
		if lang == "ja" {
			kata := unicode.Is(unicode.Katakana, r) || r == 'ー'
			if kata && start < 0 {
				start = i
			} else if !kata && start >= 0 {
				end = i
				break
			}
			continue
		}
		letter := unicode.IsLetter(r)
		if start >= 0 && !letter {
			end = i
			break
		}
		if start < 0 && i > 0 && unicode.IsUpper(r) {
			prev, _ := utf8.DecodeLastRuneInString(text[:i])
			if !unicode.IsLetter(prev) {
				start = i
			}
		}
	}
	if start < 0 {
		return text
	}
	if end < 0 {
		end = len(text)
	}
	return text[:start] + text[end:]
}

var deMonths = []string{"Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"}

// dateRE matches the date forms WrongDate moves; the alternatives are tried
// leftmost-first, so 2026年10月19日 is one date, not a year-less 10月19日 inside it.
var dateRE = regexp.MustCompile(`(\d{4})年(\d{1,2})月(\d{1,2})日` +
	`|(\d{1,2})月(\d{1,2})日` +
	`|(\d{4})/(\d{1,2})/(\d{1,2})` +
	`|(\d{4})-(\d{2})-(\d{2})` +
	`|(\d{1,2})\.(\d{1,2})\.(\d{4})` +
	`|(\d{1,2})\. (` + strings.Join(deMonths, "|") + `)( \d{4})?`)

// defaultYear resolves year-less dates for WrongDate (only month ends depend on it).
const defaultYear = 2026

func shiftDates(text string) string {
	return dateRE.ReplaceAllStringFunc(text, func(m string) string {
		s := dateRE.FindStringSubmatch(m)
		num := func(i int) int { n, _ := strconv.Atoi(strings.TrimSpace(s[i])); return n }
		// pad zero-pads to two digits if the original field was zero-padded ("09").
		pad := func(n int, orig string) string {
			if strings.HasPrefix(orig, "0") {
				return fmt.Sprintf("%02d", n)
			}
			return strconv.Itoa(n)
		}
		// pad2 zero-pads a two-digit field of a numeric German date ("31.12." → "01.01.").
		pad2 := func(n int, orig string) string {
			if len(orig) == 2 {
				return fmt.Sprintf("%02d", n)
			}
			return strconv.Itoa(n)
		}
		next := func(y, mo, d int) time.Time {
			return time.Date(y, time.Month(mo), d, 0, 0, 0, 0, time.UTC).AddDate(0, 0, 1)
		}
		switch {
		case s[1] != "":
			t := next(num(1), num(2), num(3))
			return fmt.Sprintf("%d年%s月%s日", t.Year(), pad(int(t.Month()), s[2]), pad(t.Day(), s[3]))
		case s[4] != "":
			t := next(defaultYear, num(4), num(5))
			return fmt.Sprintf("%s月%s日", pad(int(t.Month()), s[4]), pad(t.Day(), s[5]))
		case s[6] != "":
			t := next(num(6), num(7), num(8))
			return fmt.Sprintf("%d/%s/%s", t.Year(), pad(int(t.Month()), s[7]), pad(t.Day(), s[8]))
		case s[9] != "":
			t := next(num(9), num(10), num(11))
			return t.Format("2006-01-02")
		case s[12] != "":
			t := next(num(14), num(13), num(12))
			return fmt.Sprintf("%s.%s.%d", pad2(t.Day(), s[12]), pad2(int(t.Month()), s[13]), t.Year())
		default:
			mo := 1
			for i, name := range deMonths {
				if name == s[16] {
					mo = i + 1
				}
			}
			y := defaultYear
			if s[17] != "" {
				y = num(17)
			}
			t := next(y, mo, num(15))
			out := fmt.Sprintf("%s. %s", pad(t.Day(), s[15]), deMonths[t.Month()-1])
			if s[17] != "" {
				out += fmt.Sprintf(" %d", t.Year())
			}
			return out
		}
	})
}

func breakJSON(text string) string {
	trimmed := strings.TrimRight(text, " \t\r\n")
	if !json.Valid([]byte(trimmed)) {
		return text
	}
	last := trimmed[len(trimmed)-1]
	if last != '}' && last != ']' {
		return text
	}
	return trimmed[:len(trimmed)-1] + ","
}

// jaCasual turns polite Japanese plain or casual. strings.Replacer tries the pairs in
// order at each position, so longer phrases come first.
var jaCasual = strings.NewReplacer(
	"誠に申し訳ございません", "ごめん",
	"申し訳ございません", "ごめん",
	"申し訳ありません", "ごめん",
	"ありがとうございます", "ありがとう",
	"よろしくお願いいたします", "よろしくね",
	"よろしくお願いします", "よろしくね",
	"いたしました", "した",
	"いたします", "する",
	"ございません", "ない",
	"ございます", "ある",
	"くださいませ", "くれ",
	"ください", "くれ",
	"でしょうか", "かな",
	"でした", "だった",
	"です", "だ",
	"しました", "した",
	"します", "する",
	"ました", "た",
	"ません", "ない",
	"ます", "る",
	"様", "さん",
)

// umlautLoss is what a lossy ASCII step does to German.
var umlautLoss = strings.NewReplacer("ä", "a", "ö", "o", "ü", "u", "Ä", "A", "Ö", "O", "Ü", "U", "ß", "ss")

// deSalutation matches a formal German salutation with the name that follows.
var deSalutation = regexp.MustCompile(`Sehr geehrter? (?:Frau|Herr) `)

// deInformal maps the formal pronouns (whole words, case-sensitive) to du-forms.
var deInformal = map[string]string{
	"Sie": "du", "Ihnen": "dir", "Ihr": "dein", "Ihre": "deine", "Ihrem": "deinem",
	"Ihren": "deinen", "Ihrer": "deiner", "Ihres": "deines",
}

// deCasual rewrites formal German: salutation and closing first, then every whole-word
// formal pronoun. A pronoun that starts a sentence (after . ! ? : or a line break, or at
// the start of the text) becomes the capitalised du-form, as casual letters write it.
func deCasual(text string) string {
	text = deSalutation.ReplaceAllString(text, "Hallo ")
	text = strings.ReplaceAll(text, "Mit freundlichen Grüßen", "Liebe Grüße")
	text = strings.ReplaceAll(text, "Freundliche Grüße", "Liebe Grüße")
	var b strings.Builder
	start := -1
	flush := func(end int) {
		w := text[start:end]
		if r, ok := deInformal[w]; ok {
			if sentenceStart(text[:start]) {
				r = strings.ToUpper(r[:1]) + r[1:]
			}
			w = r
		}
		b.WriteString(w)
		start = -1
	}
	for i, r := range text {
		if unicode.IsLetter(r) {
			if start < 0 {
				start = i
			}
			continue
		}
		if start >= 0 {
			flush(i)
		}
		b.WriteRune(r)
	}
	if start >= 0 {
		flush(len(text))
	}
	return b.String()
}

// sentenceStart reports whether a word after before starts a sentence.
func sentenceStart(before string) bool {
	before = strings.TrimRight(before, " \t„\"")
	if before == "" || strings.HasSuffix(before, "\n") {
		return true
	}
	r, _ := utf8.DecodeLastRuneInString(before)
	return strings.ContainsRune(".!?:", r)
}

// minRepeatRunes is the length a sentence needs for Repetition to repeat it: shorter
// ones (a salutation line such as "佐々木様") are skipped, since repeating them would not
// look like a loop to an n-gram check.
const minRepeatRunes = 16

// repeatFirstSentence appends the first sentence of text of at least minRepeatRunes
// runes six more times (the whole text if it has none). A sentence ends after 。！？!? or
// a line break, or after a full stop followed by white space (so 19.10.2026 and
// 1.249,90 do not end one).
func repeatFirstSentence(lang, text string) string {
	sep := " "
	if lang == "ja" {
		sep = ""
	}
	begin, end := 0, len(text)
scan:
	for i, r := range text {
		stop := -1
		switch r {
		case '。', '！', '？', '!', '?':
			stop = i + utf8.RuneLen(r)
		case '\n':
			stop = i
		case '.':
			if i+1 == len(text) || text[i+1] == ' ' || text[i+1] == '\n' {
				stop = i + 1
			}
		}
		if stop >= 0 && utf8.RuneCountInString(strings.TrimSpace(text[begin:stop])) >= minRepeatRunes {
			end = stop
			if r == '\n' {
				sep = "\n"
			}
			break scan
		}
		if stop >= 0 {
			begin = stop
		}
	}
	if end == len(text) {
		begin = 0
	}
	first := strings.TrimSpace(text[begin:end])
	if first == "" {
		return text
	}
	return strings.TrimRight(text, " \n") + strings.Repeat(sep+first, 6)
}

// Degrading answers like Inner, but damages every answer Inner knows (added with Add or
// AddCase) as Kind says, using the case's hints. Open answers (the fallback's filler)
// pass unchanged. Kind Truncated also marks the answer Truncated, so the engine reports
// finish_reason "length". An unknown Kind leaves answers undamaged: validate it with
// DegradeKinds first (the simulator's degrade option does). Degrading is safe for
// concurrent use if Inner is.
type Degrading struct {
	// Inner is the fixture table whose answers are damaged.
	Inner *Table
	// Kind is one of DegradeKinds.
	Kind string
}

// Reply returns Inner's answer to q, damaged as Kind says.
func (d Degrading) Reply(q Query) Answer {
	a, h, ok := d.Inner.lookup(q)
	if !ok {
		return d.Inner.Reply(q)
	}
	if a.Open {
		return a
	}
	text, err := Degrade(d.Kind, a.Lang, a.Text, h)
	if err != nil {
		return a
	}
	a.Text = text
	a.Truncated = d.Kind == Truncated
	return a
}
