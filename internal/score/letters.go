package score

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// The rules of stance about a letter's frame and of consistency about amounts in
// words (see TypeStance and TypeConsistency):
//   - Japanese: お/ご with a verb's stem takes ください directly (ご連絡ください,
//     お待ちください); お待ちしてください, ご返信してください mix the humble して with a
//     request to the reader, a keigo error no business letter makes;
//   - a subject line (Betreff:, 件名：) the golden does not write speaks of the case
//     in the case's words: one whose content words are mostly, two at least, words
//     neither the golden nor the request writes (Zahlungserinnerung – 2. Mahnung,
//     【再送】お支払い期限経過) belongs to another letter;
//   - a seasonal greeting (frohe Ostern, 新緑の候) fits the months the case's dates
//     name, give or take one;
//   - German thanks are for what the case is about: "Vielen Dank für Ihre Bewerbung"
//     where the case has no application thanks for another occasion (courtesy
//     objects, Geduld, Verständnis …, aside);
//   - a clock time the golden writes alone does not get an evening or afternoon
//     (10:30 Uhr → 10:30 Uhr abends moves it by twelve hours);
//   - an amount written in words (in Worten: dreitausendneunhundert… Euro; 金五千五百円)
//     is the figure it stands beside.

// humbleRequest is お or ご, a verb's stem and して before a request (お待ちして
// ください, ご返信してくださいますよう).
var humbleRequest = regexp.MustCompile(`[おご][\p{Han}\p{Hiragana}]{1,6}?して(?:ください|下さい|くださいますよう|いただけますよう)`)

// humbleRequests names the お/ご…してください of the answer that the source does not
// write.
func humbleRequests(answer, source string) []string {
	for _, m := range humbleRequest.FindAllString(answer, -1) {
		if !strings.Contains(source, m) {
			return []string{fmt.Sprintf("%q puts the humble して into a request (お/ご…ください)", m)}
		}
	}
	return nil
}

var (
	subjectLine = regexp.MustCompile(`(?m)^[ \t*#]*(?:Betreff|Subject|件名)[ \t]*[:：][ \t]*(.+)$`)
	deContent   = regexp.MustCompile(`\p{Lu}\p{Ll}{4,}`)
	jaContent   = regexp.MustCompile(`[\p{Han}\p{Katakana}ー]{2,}`)
)

// writingTask is a subject line's word for the text the writer was asked to write, not
// for the matter it is about (Antwortschreiben an den Kunden, お客様への返信文).
var writingTask = regexp.MustCompile(`(?i:Antwortschreiben|Antwortentwurf|Antwortmail|Entwurf|an (?:den|die) Kund\p{L}*)|返信文|回答文|文案|下書き|お客様への`)

// foreignSubject names a subject line the golden does not write with a content word
// neither the golden nor the request writes.
func foreignSubject(lang, golden, source, answer string) []string {
	if subjectLine.MatchString(golden) {
		return nil
	}
	words := deContent
	if lang == "ja" {
		words = jaContent
	}
	low := strings.ToLower(source)
	for _, m := range subjectLine.FindAllStringSubmatch(answer, -1) {
		if t := writingTask.FindString(m[1]); t != "" {
			return []string{fmt.Sprintf("the subject line %q names the writing task (%q), not the matter", clipRunes(strings.TrimSpace(m[1]), 50), t)}
		}
		all := words.FindAllString(m[1], -1)
		var fresh []string
		for _, w := range all {
			if !writesWord(lang, w, source, low) {
				fresh = append(fresh, w)
			}
		}
		if len(fresh) >= 2 && 2*len(fresh) > len(all) {
			return []string{fmt.Sprintf("the subject line %q speaks of %s, which the case never writes", clipRunes(strings.TrimSpace(m[1]), 50), strings.Join(fresh, ", "))}
		}
	}
	return nil
}

// writesWord reports whether the case writes a subject line's word in some form: a
// German word by its stem (Bestätigung of bestätigen, Kontrolltermins of
// Kontrolltermin; the formal pronouns always), a Japanese one as it stands: its
// kanji in pairs turn up in most cases' text.
func writesWord(lang, w, source, low string) bool {
	if strings.Contains(source, w) {
		return true
	}
	rs := []rune(strings.ToLower(w))
	if lang == "ja" {
		return false
	}
	if slices.Contains(formalPronouns, w) {
		return true
	}
	return strings.Contains(low, string(rs[:max(5, len(rs)-3)]))
}

// seasonal is a seasonal greeting and the months it belongs to.
type seasonal struct {
	re     *regexp.Regexp
	months []int
}

var seasonals = []seasonal{
	{regexp.MustCompile(`(?i)frohe(?:s|n)? Ostern|Osterfest|Ostergrüße`), []int{3, 4}},
	{regexp.MustCompile(`(?i)frohe(?:s|n)? Weihnacht|Weihnachtsfest|Weihnachtsgrüße|besinnliche Feiertage|frohes Fest`), []int{12}},
	{regexp.MustCompile(`(?i)guten Rutsch|frohes neues Jahr|ein gutes neues Jahr`), []int{12, 1}},
	{regexp.MustCompile(`(?i)schönen Sommer|sonnigen Sommer|Sommergrüße`), []int{6, 7, 8}},
	{regexp.MustCompile(`新春|迎春|初春の候|厳寒の候|寒冷の候`), []int{1}},
	{regexp.MustCompile(`立春の候|余寒の候`), []int{2}},
	{regexp.MustCompile(`早春の候|春暖の候`), []int{3}},
	{regexp.MustCompile(`陽春の候|桜花の候`), []int{4}},
	{regexp.MustCompile(`新緑の候|薫風の候|若葉の候`), []int{5}},
	{regexp.MustCompile(`梅雨の候|初夏の候|入梅の候`), []int{6}},
	{regexp.MustCompile(`盛夏の候|猛暑の候|暑中`), []int{7, 8}},
	{regexp.MustCompile(`残暑の候|残暑お見舞`), []int{8, 9}},
	{regexp.MustCompile(`初秋の候|新秋の候|秋晴の候`), []int{9}},
	{regexp.MustCompile(`秋冷の候|紅葉の候|仲秋の候|清秋の候`), []int{10}},
	{regexp.MustCompile(`晩秋の候|向寒の候|霜月の候`), []int{11}},
	{regexp.MustCompile(`師走の候|初冬の候|歳末の候|寒冷の候`), []int{12}},
}

// caseMonths are the months of the dates the source writes (a day's month, or the
// month of a German 12.11.2026 or a Japanese 11月).
var caseMonths = regexp.MustCompile(`\d{1,2}\.(\d{1,2})\.\d{2,4}|(\d{1,2})月|\d{4}-(\d{2})-\d{2}`)

// deMonthName is a German month written out after a day (26. Oktober).
var deMonthName = regexp.MustCompile(`\d{1,2}\. ?(Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember)`)

// offSeason names a seasonal greeting of the answer the source does not write whose
// months are none of the case's dates' months, give or take one. Without a date in
// the case nothing is judged.
func offSeason(source, answer string) []string {
	months := map[int]bool{}
	for _, m := range caseMonths.FindAllStringSubmatch(source, -1) {
		for _, g := range m[1:] {
			if n, err := strconv.Atoi(g); err == nil && n >= 1 && n <= 12 {
				months[n], months[n%12+1], months[(n+10)%12+1] = true, true, true
			}
		}
	}
	for _, m := range deMonthName.FindAllStringSubmatch(source, -1) {
		if n := deMonths[m[1]]; n > 0 {
			months[n], months[n%12+1], months[(n+10)%12+1] = true, true, true
		}
	}
	if len(months) == 0 {
		return nil
	}
	for _, s := range seasonals {
		m := s.re.FindString(answer)
		if m == "" || s.re.MatchString(source) {
			continue
		}
		fits := false
		for _, n := range s.months {
			fits = fits || months[n]
		}
		if !fits {
			return []string{fmt.Sprintf("the seasonal greeting %q does not fit the case's dates", m)}
		}
	}
	return nil
}

var (
	// deThanksFor is what German thanks are for: "Dank für Ihre Bewerbung".
	deThanksFor = regexp.MustCompile(`[Dd]ank(?:e|en)?\s+(?:Ihnen\s+)?für\s+(?:Ihre[nmrs]?|Ihr|die|den|das)\s+(?:\p{Ll}+\s+)?(\p{Lu}[\p{L}-]+)`)
	// courtesyObjects are what any letter thanks for, whatever its case.
	courtesyObjects = wordSet("Meldung Nachfrage Rückfrage Kontaktaufnahme Feedback Bitte Reklamation Beschwerde Geduld Verständnis Vertrauen Interesse Anfrage Nachricht E-Mail Mail Schreiben Rückmeldung Hinweis Bestellung Auftrag Einkauf Treue Mitteilung Zusammenarbeit Unterstützung Hilfe Kooperation Mühe Zeit Besuch Anruf Antwort Brief Information Informationen")
)

// otherOccasion names German thanks of the answer for something the case never
// speaks of: a noun that shares no five letters in a row with a word of the case
// (Terminvereinbarung shares Termin; Bewerbung shares nothing with a delivery). Not
// judged in Japanese, where a paraphrase thanks for the same act in other kanji
// (来訪 for 訪問).
func otherOccasion(lang, source, answer string) []string {
	if lang == "ja" {
		return nil
	}
	for _, m := range deThanksFor.FindAllStringSubmatch(answer, -1) {
		if !courtesyObjects[m[1]] && !sharesFive(m[1], source) {
			return []string{fmt.Sprintf("thanks for %q, which the case never speaks of", m[1])}
		}
	}
	return nil
}

// sharesFive reports whether w and source have five letters in a row in common,
// case aside.
func sharesFive(w, source string) bool {
	rs, low := []rune(strings.ToLower(w)), strings.ToLower(source)
	for i := 0; i+5 <= len(rs); i++ {
		if strings.Contains(low, string(rs[i:i+5])) {
			return true
		}
	}
	return len(rs) < 5 && strings.Contains(low, string(rs))
}

// clockPart is a clock time with a part of the day after it.
var clockPart = regexp.MustCompile(`\b(\d{1,2})(?:[:.](\d{2}))? Uhr (abends|nachts|nachmittags|morgens|vormittags|früh)\b`)

// movedClock names a clock time of the answer with a part of the day that makes it
// another time than the one the source writes (8 Uhr alone, 8 Uhr abends in the
// answer), where the source never writes that part of the day with it.
func movedClock(source, answer string) []string {
	for _, m := range clockPart.FindAllStringSubmatch(answer, -1) {
		h, _ := strconv.Atoi(m[1])
		pm := m[3] == "abends" || m[3] == "nachts" && h >= 6 || m[3] == "nachmittags"
		if !pm || h > 12 || strings.Contains(source, m[0]) {
			continue
		}
		if bare := strings.TrimSuffix(m[0], " "+m[3]); containsWord(source, bare) {
			return []string{fmt.Sprintf("%q moves the case's %s by twelve hours", m[0], bare)}
		}
	}
	return nil
}

var (
	// deAmountWords is an amount in German words: "dreitausendneunhundert Euro (und
	// fünfzig Cent)".
	deAmountWords = regexp.MustCompile(`(?i)\b([a-zäöüß]{4,})\s+Euro(?:\s+und\s+([a-zäöüß]{3,})\s+Cent)?`)
	// jaAmountWords is an amount in kanji numerals: 金五千五百円, 千四百八ユーロ.
	jaAmountWords = regexp.MustCompile(`金?([一二三四五六七八九十百千万億〇]+)(円|ユーロ)`)
	amountFigure  = regexp.MustCompile(`\d[\d.,]*\d|\d`)
)

// wordAmountConflicts names an amount in words that no figure of its line states: the
// figure beside it says one amount, the words another.
func wordAmountConflicts(lang, text string) []string {
	for _, line := range strings.Split(text, "\n") {
		var values []int64 // in cents (de) or yen/euros (ja)
		if lang == "ja" {
			for _, loc := range jaAmountWords.FindAllStringSubmatchIndex(line, -1) {
				// 1,400万円 is a figure with its unit, not a number in words.
				if before, _ := utf8.DecodeLastRuneInString(line[:loc[0]]); unicode.IsDigit(before) || before == ',' || before == '.' {
					continue
				}
				words := line[loc[2]:loc[3]]
				if !strings.ContainsAny(words, "一二三四五六七八九") {
					continue
				}
				if n, ok := kanjiNumber(words); ok && n >= 10 {
					values = append(values, int64(n))
				}
			}
		} else {
			for _, m := range deAmountWords.FindAllStringSubmatch(line, -1) {
				n, ok := deNumberValue(strings.ToLower(m[1]))
				if !ok || n < 13 {
					continue
				}
				cents := int64(n) * 100
				if m[2] != "" {
					c, ok := deNumberValue(strings.ToLower(m[2]))
					if !ok {
						continue
					}
					cents += int64(c)
				}
				values = append(values, cents)
			}
		}
		if len(values) == 0 {
			continue
		}
		var figures []int64
		for _, a := range extractAmounts(lang, line) {
			f, err := strconv.ParseFloat(a.Value, 64)
			if err != nil {
				continue
			}
			if lang == "ja" {
				figures = append(figures, int64(f+0.5))
			} else {
				figures = append(figures, int64(f*100+0.5))
			}
		}
		if len(figures) == 0 {
			continue
		}
		for _, v := range values {
			found := false
			for _, f := range figures {
				found = found || f == v
			}
			if !found {
				return []string{fmt.Sprintf("an amount in words on %q is none of its figures", clipRunes(strings.TrimSpace(line), 60))}
			}
		}
	}
	return nil
}

var (
	deUnits = map[string]int{"ein": 1, "eins": 1, "eine": 1, "zwei": 2, "drei": 3, "vier": 4, "fünf": 5, "sechs": 6, "sieben": 7, "acht": 8, "neun": 9}
	deTeens = map[string]int{"zehn": 10, "elf": 11, "zwölf": 12, "dreizehn": 13, "vierzehn": 14, "fünfzehn": 15, "sechzehn": 16, "siebzehn": 17, "achtzehn": 18, "neunzehn": 19}
	deTens  = map[string]int{"zwanzig": 20, "dreißig": 30, "vierzig": 40, "fünfzig": 50, "sechzig": 60, "siebzig": 70, "achtzig": 80, "neunzig": 90}
)

// deNumberValue reads a German number written as one word, up to 999 999
// (dreitausendneunhunderteinundzwanzig is 3921).
func deNumberValue(s string) (int, bool) {
	if s == "" {
		return 0, false
	}
	if i := strings.Index(s, "tausend"); i >= 0 {
		high := 1
		if i > 0 {
			var ok bool
			if high, ok = deBelow1000(s[:i]); !ok {
				return 0, false
			}
		}
		rest := s[i+len("tausend"):]
		if rest == "" {
			return high * 1000, true
		}
		low, ok := deBelow1000(strings.TrimPrefix(rest, "und"))
		return high*1000 + low, ok
	}
	return deBelow1000(s)
}

func deBelow1000(s string) (int, bool) {
	if i := strings.Index(s, "hundert"); i >= 0 {
		high := 1
		if i > 0 {
			n, ok := deUnits[s[:i]]
			if !ok {
				return 0, false
			}
			high = n
		}
		rest := strings.TrimPrefix(s[i+len("hundert"):], "und")
		if rest == "" {
			return high * 100, true
		}
		low, ok := deBelow100(rest)
		return high*100 + low, ok
	}
	return deBelow100(s)
}

func deBelow100(s string) (int, bool) {
	if n, ok := deUnits[s]; ok {
		return n, true
	}
	if n, ok := deTeens[s]; ok {
		return n, true
	}
	if n, ok := deTens[s]; ok {
		return n, true
	}
	if u, t, ok := strings.Cut(s, "und"); ok {
		un, ok1 := deUnits[u]
		tn, ok2 := deTens[t]
		if ok1 && ok2 {
			return tn + un, true
		}
	}
	return 0, false
}

// containsWord reports whether w stands in s with no letter or digit glued to either
// end (8 Uhr in "ab 8 Uhr aufschließen", not in "18 Uhr").
func containsWord(s, w string) bool {
	for i := 0; ; {
		j := strings.Index(s[i:], w)
		if j < 0 {
			return false
		}
		start, end := i+j, i+j+len(w)
		before, _ := utf8.DecodeLastRuneInString(s[:start])
		after, _ := utf8.DecodeRuneInString(s[end:])
		if !unicode.IsLetter(before) && !unicode.IsDigit(before) && !unicode.IsLetter(after) && !unicode.IsDigit(after) {
			return true
		}
		i = start + 1
	}
}

// letterField is a template's field name left before a line of the letter (Anrede:,
// Grußformel:, 宛名：, 署名：) or a postscript's mark (PS:, 追伸：).
var letterField = regexp.MustCompile(`^[ \t*]*(?:Anrede|Grußformel|Gruß|Schlussformel|Schlusssatz|Signatur|Unterschrift|Absender|Empfänger|Einleitung|Hauptteil|Schluss|P\.\s?S\.|PS|宛名|署名|結び|結語|頭語|前文|本文|末文|書き出し|差出人|宛先|追伸)[ \t*]*[:：]`)

// jaNameHonorific is a name line with 様 after the family name and the given name
// after it (小林様 恵子): the honorific belongs after the whole name.
var jaNameHonorific = regexp.MustCompile(`(?m)^[ \t]*\p{Han}{1,4}様[ 　]\p{Han}{1,3}[ \t]*$`)

// letterConventions names the frame faults of a letter that the golden does not have: a
// field name or a postscript's mark left before one of the golden's lines (Anrede:
// Sehr geehrter …; 追伸：日程の変更を…), a 記 whose particulars no 以上 closes, a 以上
// with sentences of the golden after it, and 様 between a family and a given name. A
// salutation with the given name (Sehr geehrter Herr Jürgen Groß) is no fault here:
// a translation keeps the name as its source writes it.
func letterConventions(lang, golden, answer string) []string {
	golden = strings.Join(factTexts(golden), "\n")
	var out []string
	goldenLines := map[string]bool{}
	var gl []string
	for _, l := range strings.Split(golden, "\n") {
		if t := strings.TrimSpace(l); t != "" {
			goldenLines[t] = true
			gl = append(gl, t)
		}
	}
	var al []string
	for _, l := range strings.Split(answer, "\n") {
		if t := strings.TrimSpace(l); t != "" {
			al = append(al, t)
		}
	}
	for _, l := range al {
		loc := letterField.FindStringIndex(l)
		if loc == nil || slices.ContainsFunc(gl, letterField.MatchString) {
			continue
		}
		if rest := strings.TrimSpace(l[loc[1]:]); goldenLines[rest] || goldenLines[strings.TrimSpace(stripMarker(rest))] {
			out = append(out, fmt.Sprintf("%q: a template's field name or a postscript's mark before the golden's line", clipRunes(l, 40)))
			break
		}
	}
	if lang == "ja" {
		ki := slices.Index(al, "記")
		if ki >= 0 && !slices.Contains(gl, "記") && !slices.Contains(al[ki+1:], "以上") {
			out = append(out, "記 opens a list of particulars that no 以上 closes")
		}
		if at := slices.Index(al, "以上"); at >= 0 {
			body, own := goldenSentencesIn(lang, golden, strings.Join(al[at+1:], "\n")), 0
			if gat := slices.Index(gl, "以上"); gat >= 0 {
				own = goldenSentencesIn(lang, golden, strings.Join(gl[gat+1:], "\n"))
			}
			if body > own {
				out = append(out, "以上 closes the text before the golden's sentences that follow it")
			}
		}
		if m := newMatches(jaNameHonorific, answer, golden); len(m) > 0 {
			out = append(out, fmt.Sprintf("%q: 様 between the family and the given name", strings.TrimSpace(m[0])))
		}
	}
	return out
}

// goldenSentencesIn counts the golden's sentences that text holds: those the golden
// ends with 。, not a signature's lines, which may follow 以上.
func goldenSentencesIn(lang, golden, text string) int {
	n := 0
	for _, g := range sentencesOf(lang, golden) {
		g = strings.TrimSpace(stripMarker(strings.TrimSpace(g)))
		if ended := strings.HasSuffix(g, "。") || strings.Contains(golden, g+"。"); ended && runeLen(g) >= 6 && strings.Contains(text, g) {
			n++
		}
	}
	return n
}

var (
	// deContactPerson and jaContactPerson send the reader to a person by name:
	// wenden Sie sich an Herrn Weiß, 小林様までお問い合わせください.
	deContactPerson = regexp.MustCompile(`(?:wenden|melden) Sie sich (?:bitte |gern |gerne |jederzeit )*(?:an|bei) (?:Herrn|Frau) (?:Dr\. |Prof\. )*(\p{Lu}\p{L}+)`)
	jaContactPerson = regexp.MustCompile(`(\p{Han}{1,4})様(?:まで|に|へ)(?:お問い合わせ|ご連絡|ご相談|お尋ね)`)
)

// readerAsContact names a letter that sends its reader to the reader themself for
// help: the person it names to contact is the one its salutation addresses (Sehr
// geehrter Herr Weiß … wenden Sie sich bitte an Herrn Weiß; 小林様 … 小林様までお問い
// 合わせください).
func readerAsContact(lang, golden, answer string) []string {
	re := deContactPerson
	if lang == "ja" {
		re = jaContactPerson
	}
	names := addresseeNames(lang, golden)
	var out []string
	for _, m := range re.FindAllStringSubmatch(answer, -1) {
		if slices.Contains(names, m[1]) && !strings.Contains(golden, m[0]) {
			out = append(out, fmt.Sprintf("%q sends the reader to the person it addresses", m[0]))
		}
	}
	return out
}
