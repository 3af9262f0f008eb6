package score

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// The well_formed rules on how the answer's words are put together: a word of the
// case broken by a space, a hyphen or a line break; a tokenizer's pieces written out;
// German punctuation with no space after it; one word inserted into a sentence of the
// golden; one character of a word changed in an otherwise unchanged sentence. A
// detokenizer or a sampler that goes wrong produces these; a paraphrase does not,
// because it writes whole words of its own.

var (
	// tokenPiece is a tokenizer's internal piece written out: a byte-fallback token
	// (<0xE3>), a byte-level BPE space or newline (Ġ, Ċ) or a SentencePiece word start
	// (▁).
	tokenPiece = regexp.MustCompile(`<0x[0-9A-Fa-f]{2}>|[ĠĊ▁]`)
	// deWordSep is two runs of German letters with one space, hyphen or line break
	// between them.
	deWordSep = regexp.MustCompile(`(\p{L}+)([ \n-])(\p{L}+)`)
	// jaSpace is a space between two Japanese characters, one of them hiragana: names
	// (小林 恵子) and katakana words (カラダ ノート) are written with spaces, a
	// Japanese sentence is not.
	jaSpace = regexp.MustCompile(`[\p{Han}\p{Katakana}ー\p{Hiragana}]{1,2} [\p{Han}\p{Katakana}ー\p{Hiragana}]{1,2}`)
	// deNoSpace is a German comma, semicolon or full stop with a letter right after
	// it: "Nachricht,und", "leid,dass", "Nachricht.Wir".
	deNoSpace = regexp.MustCompile(`\p{Ll}{2}[,;]\p{L}{2}|\p{Ll}{2}\.\p{Lu}\p{Ll}`)
)

// tokenPieces names the tokenizer pieces the text writes out that the source does not.
func tokenPieces(text, source string) []string {
	if found := newMatches(tokenPiece, text, source); len(found) > 0 {
		return []string{"tokenizer pieces written out: " + quoteList(found)}
	}
	return nil
}

// latinSpaced is a Latin word and a token with a Latin letter or digit after it,
// ending where a space follows (iOS 16以降); conjunctionBeforeLatin a hiragana word
// between two spaces before a Latin term (または Android).
var (
	latinSpaced            = regexp.MustCompile(`[A-Za-z]+ [^\s]*[A-Za-z0-9][^\s]*$`)
	conjunctionBeforeLatin = regexp.MustCompile(`^\p{Hiragana}{1,4} [A-Za-z0-9]`)
)

// brokenWords finds a word of the source broken in two in text. German: two runs of
// letters joined by a space, a line break or a hyphen that together are a word of the
// source (six letters or more), where the source does not write them apart (Zugang
// sdaten, über\nträgt, Benutz-erkonto); a hyphen before a capital is German's own
// way to join a compound (Benutzer-Konto) and is left alone, and so is a right piece
// that is a word of the source or a German function word (so dass for sodass). Japanese: a space next to
// hiragana between two Japanese characters, or a line break between two characters
// that the source writes together (予\n定日), where the source has neither.
func brokenWords(lang, text, source string) []string {
	var out []string
	switch lang {
	case "de":
		words, tokens := map[string]bool{}, map[string]bool{}
		for _, w := range strings.FieldsFunc(source, func(r rune) bool { return !unicode.IsLetter(r) }) {
			tokens[strings.ToLower(w)] = true
			if utf8.RuneCountInString(w) >= 6 {
				words[strings.ToLower(w)] = true
			}
		}
		for _, m := range overlapping(deWordSep, text) {
			a, sep, b := m[1], m[2], m[3]
			// The right piece is no word of its own: a compound German also writes
			// apart (so dass, zu Hause) or with a hyphen before a capital
			// (Benutzer-Konto) is the writer's choice.
			lb := strings.ToLower(b)
			if unicode.IsUpper([]rune(b)[0]) || tokens[lb] || germanWords[lb] {
				continue
			}
			if words[strings.ToLower(a+b)] && !strings.Contains(source, a+sep+b) {
				out = append(out, fmt.Sprintf("%q broken by %s", a+b, sepName(sep)))
			}
		}
	case "ja":
		kana := func(r rune) bool { return unicode.Is(unicode.Hiragana, r) }
		for _, loc := range jaSpace.FindAllStringIndex(text, -1) {
			m := text[loc[0]:loc[1]]
			rs := []rune(m)
			if !strings.ContainsFunc(m, kana) || strings.Contains(source, m) {
				continue
			}
			// Only a space that touches hiragana (not the long vowel mark of a katakana
			// word): 山田 太郎 is a name, 修理センター 受付担当 a signature's units.
			i := slices.Index(rs, ' ')
			if !kana(rs[i-1]) && !kana(rs[i+1]) {
				continue
			}
			// Words spaced apart around Latin terms, as technical Japanese writes them
			// (iOS 16以降 または Android 11以降).
			sp := loc[0] + strings.IndexByte(m, ' ')
			if latinSpaced.MatchString(text[:sp]) || conjunctionBeforeLatin.MatchString(text[sp+1:]) {
				continue
			}
			out = append(out, fmt.Sprintf("space inside Japanese text %q", m))
		}
		lines := strings.Split(text, "\n")
		for i := 0; i+1 < len(lines); i++ {
			a, b := []rune(strings.TrimRight(lines[i], " ")), []rune(strings.TrimLeft(lines[i+1], " "))
			if len(a) < 1 || len(b) < 1 || !jaLetter(a[len(a)-1]) || !jaLetter(b[0]) {
				continue
			}
			tail, head := string(a[max(0, len(a)-2):]), string(b[:min(2, len(b))])
			if utf8.RuneCountInString(tail+head) >= 3 && strings.Contains(source, tail+head) && !strings.Contains(source, tail+"\n"+head) {
				out = append(out, fmt.Sprintf("line break inside %q", tail+head))
			}
		}
	}
	return dedupe(out)
}

// jaLetter is a kanji, kana or the long vowel mark: a character that continues a word.
func jaLetter(r rune) bool { return isHan(r) || isKatakana(r) || isHiragana(r) }

func sepName(sep string) string {
	switch sep {
	case " ":
		return "a space"
	case "\n":
		return "a line break"
	}
	return "a hyphen"
}

// overlapping returns every match of re in s, also those that share a word with the
// match before (a b c gives a-b and b-c): re's first group must be the left word.
func overlapping(re *regexp.Regexp, s string) [][]string {
	var out [][]string
	for start := 0; start < len(s); {
		loc := re.FindStringSubmatchIndex(s[start:])
		if loc == nil {
			break
		}
		m := make([]string, len(loc)/2)
		for i := range m {
			if loc[2*i] >= 0 {
				m[i] = s[start+loc[2*i] : start+loc[2*i+1]]
			}
		}
		out = append(out, m)
		start += loc[3] // resume at the end of the left word: the right one may pair on
		if loc[3] == 0 {
			start++
		}
	}
	return out
}

// missingSpaces finds German punctuation with a word right after it and no space
// ("Nachricht,und", "Nachricht.Wir") that the source does not write. URLs, e-mail
// addresses and code are skipped.
func missingSpaces(lang, text, source string) []string {
	if lang != "de" {
		return nil
	}
	clean := notWords.ReplaceAllString(text, " ")
	if found := newMatches(deNoSpace, clean, source); len(found) > 0 {
		return []string{"no space after punctuation: " + quoteList(found)}
	}
	if found := newMatches(deFused, clean, source); len(found) > 0 {
		return []string{"words run together: " + quoteList(found)}
	}
	return nil
}

// deFused is German words written together without their spaces: a number against
// the capitalised word after it (4Wochen, 12Uhr), or a run of letters with two
// capitals after a small letter inside it (DankfürIhreNachricht; a brand has one:
// WärmeApp, YouTube).
var deFused = regexp.MustCompile(`\d\p{Lu}\p{Ll}{2,}|\p{Ll}\p{Lu}\p{L}*\p{Ll}\p{Lu}`)

// insertedWord judges an answer sentence a that is the golden sentence g with one
// chunk inserted (pre and suf runes shared, g all of them): a sampler's stray token.
// German: one noun of six letters or more, a word of its own, unlike any word of the
// case (no word of the golden or request shares its first five letters) and no
// weekday or month ("Bitte schicken Sie Quittengelee die Lampe", "Falls Sie den
// Quittengelee Termin"). Japanese: a run of two kanji or katakana or more that shares
// no two letters with the case, dropped between kana or punctuation (まで蜃気楼に). A word a
// paraphrase adds (vorbei, eingestellt, umgehend, a noun that extends the case's own
// compound, 必ず) is none of that. "" when it is not.
func insertedWord(lang string, a []rune, pre, suf int, source string) string {
	if pre < 3 || suf < 3 {
		return ""
	}
	chunk := string(a[pre : len(a)-suf])
	w := strings.TrimSpace(chunk)
	rs := []rune(w)
	if lang == "ja" {
		if len(rs) < 2 || !isAll(w, func(r rune) bool { return isHan(r) || isKatakana(r) || r == 'ー' }) {
			return ""
		}
		// Not glued to a word of the sentence: next to a kanji or katakana it may
		// extend a compound (税別 → 付加価値税別).
		word := func(r rune) bool { return isHan(r) || isKatakana(r) || r == 'ー' }
		if word(a[pre-1]) || word(a[len(a)-suf]) {
			return ""
		}
		for k := 0; k+1 < len(rs); k++ {
			if strings.Contains(source, string(rs[k:k+2])) {
				return ""
			}
		}
		return fmt.Sprintf("%q inserted into %q", w, clipRunes(string(a[:pre])+string(a[len(a)-suf:]), 60))
	}
	// A reflexive pronoun put after the subject of a verb the golden uses without one
	// (Bitte bringen Sie Ihre Karte mit → bringen Sie sich Ihre Karte mit; liefern wir
	// uns Ihre Bestellung).
	if (w == "sich" || w == "uns") && strings.HasPrefix(chunk, " ") == (a[pre-1] != ' ') {
		head := strings.TrimRight(string(a[:pre]), " ")
		if strings.HasSuffix(head, " Sie") && w == "sich" || strings.HasSuffix(head, " wir") && w == "uns" {
			return fmt.Sprintf("the reflexive %q put into %q", w, clipRunes(string(a[:pre])+string(a[len(a)-suf:]), 60))
		}
	}
	if len(rs) < 6 || !unicode.IsUpper(rs[0]) || strings.ContainsFunc(w, func(r rune) bool { return !unicode.IsLetter(r) }) {
		return ""
	}
	// A word of its own: a blank (or the sentence's punctuation) on both sides.
	before, after := a[pre-1], a[len(a)-suf]
	if !(before == ' ' || strings.HasPrefix(chunk, " ")) || !(after == ' ' || strings.HasSuffix(chunk, " ") || unicode.IsPunct(after)) {
		return ""
	}
	if calendarWord.MatchString(w) {
		return ""
	}
	prefix := strings.ToLower(string(rs[:5]))
	for _, sw := range strings.FieldsFunc(source, func(r rune) bool { return !unicode.IsLetter(r) }) {
		if strings.HasPrefix(strings.ToLower(sw), prefix) {
			return ""
		}
	}
	return fmt.Sprintf("%q inserted into %q", w, clipRunes(string(a[:pre])+string(a[len(a)-suf:]), 60))
}

// calendarWord is a German weekday or month: a paraphrase adds the weekday to a date.
var calendarWord = regexp.MustCompile(`^(?:Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonnabend|Sonntag|Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember)s?$`)

// changedLetter judges an answer sentence a that is the golden sentence g with one
// character changed (pre and suf runes shared, one rune apart in each): in Japanese a
// kanji of a compound of three kanji or more replaced by another kanji (訪問日時 →
// 訪間日時, 希望日 → 希望曰), in German a vowel's umlaut added or dropped, or ß and s,
// in a capitalised word (Köhler → Kohler, Öztürk → Özturk). In a sentence otherwise
// the golden's, that is a misspelt name or word, not a rewording; a plural umlaut
// (Mangel, Mängel) changes the article and verb around it too. "" when it is not.
func changedLetter(lang string, g, a []rune, pre, suf int, source string) string {
	if len(g)-pre-suf != 1 || len(a)-pre-suf != 1 {
		return ""
	}
	gr, ar := g[pre], a[pre]
	word := func(rs []rune, i int, in func(rune) bool) string {
		s, e := i, i+1
		for s > 0 && in(rs[s-1]) {
			s--
		}
		for e < len(rs) && in(rs[e]) {
			e++
		}
		return string(rs[s:e])
	}
	switch lang {
	case "ja":
		if !isHan(gr) || !isHan(ar) {
			return ""
		}
		gw, aw := word(g, pre, isHan), word(a, pre, isHan)
		if utf8.RuneCountInString(gw) < 3 || strings.Contains(source, aw) {
			return ""
		}
		return fmt.Sprintf("%q for %q", aw, gw)
	default:
		if !umlautPair(gr, ar) && !(gr == 'ß' && ar == 's' || gr == 's' && ar == 'ß') {
			return ""
		}
		gw, aw := word(g, pre, unicode.IsLetter), word(a, pre, unicode.IsLetter)
		if !unicode.IsUpper([]rune(gw)[0]) || strings.Contains(source, aw) {
			return ""
		}
		return fmt.Sprintf("%q for %q", aw, gw)
	}
}

// dedupe keeps the first of each string.
func dedupe(ss []string) []string {
	var out []string
	for _, s := range ss {
		if !slices.Contains(out, s) {
			out = append(out, s)
		}
	}
	return out
}

// clippedEnd judges an answer sentence a that is the golden sentence g with its last
// words cut off before its stop (pre runes shared, suf the stop): in German up to
// three words ending in a verb or particle (… 24 Stunden vorher ab. → … 24 Stunden.;
// … freigegeben hat. → … der Ausschuss.), in Japanese a verb or copula ending that
// leaves a kanji stem or half a compound (押します。 → 押。, 支出する。 → 支。). A
// sentence shortened by a phrase (Vielen Dank für Ihre Geduld. → Vielen Dank.) or
// ended on its noun (予定しております。 → 予定。) is a rewording. "" when it is not.
func clippedEnd(lang string, g, a []rune, pre, suf int) string {
	// A Japanese sentence comes without its stop (the split drops it); a German one
	// keeps it.
	if suf > 2 || pre < 6 || pre != len(a)-suf || lang != "ja" && suf < 1 {
		return ""
	}
	if stop := string(a[len(a)-suf:]); suf > 0 && !strings.ContainsAny(stop, ".。!！") {
		return ""
	}
	cut := []rune(strings.TrimSpace(string(g[pre : len(g)-suf])))
	if len(cut) == 0 {
		return ""
	}
	if lang == "ja" {
		last, prev := a[pre-1], a[pre-2]
		if !isHan(last) || !isHiragana(cut[len(cut)-1]) {
			return ""
		}
		if isHan(prev) && !isHan(cut[0]) {
			return "" // a noun of two kanji or more, ended on
		}
		return fmt.Sprintf("%q cut off the end of %q", string(cut), clipRunes(string(g), 60))
	}
	words := strings.Fields(string(cut))
	lastWord := []rune(words[len(words)-1])
	if len(words) > 3 || !unicode.IsLower(lastWord[0]) || !isAll(string(lastWord), unicode.IsLetter) || !unicode.IsLetter(a[pre-1]) {
		return ""
	}
	return fmt.Sprintf("%q cut off the end of %q", string(cut), clipRunes(string(g), 60))
}
