package reply

import (
	"encoding/json"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// The general degrade kinds: damage that no fixture anticipates, because it breaks
// what every good answer has, whatever its task: facts that agree with each other
// (a weekday with its date, a total with its items), the script of its language,
// each sentence and list item said once, a register without emoji, quantities in
// their units, terms of the right polarity, lists that stay lists in their order,
// and a last sentence that ends. Each is modelled on what a broken or quantized
// model really does, and is meant for one of the quality gate's general (default)
// checks, not for a check a fixture author wrote for the case. A kind that finds
// nothing to damage leaves the answer unchanged.
const (
	// WeekdayMismatch moves every weekday written next to a date one day on, the
	// date unchanged: 10月19日（月） → 10月19日（火）, Montag, 26. Oktober 2026 → Dienstag,
	// 26. Oktober 2026, 19.10.2026 (Montag) → 19.10.2026 (Dienstag). A model that
	// copies dates correctly but computes their weekdays (or copies them from
	// another date of the prompt) gets exactly this wrong. A weekday without a date
	// ("am Montag") stays.
	WeekdayMismatch = "weekday_mismatch"
	// SimplifiedChinese writes the kanji of a Japanese answer that have a distinct
	// simplified Chinese form in that form (発送 → 发送, 確認 → 确认, 請求書 → 请求书,
	// 時間 → 时间), except inside the hint proper nouns. Models trained mostly on
	// Chinese text (and their low-bit quantizations) slip into simplified forms in
	// Japanese; the text stays Han, so a script-share check does not see it. Answers
	// without such kanji (every German one) are left alone.
	SimplifiedChinese = "simplified_chinese"
	// UntranslatedSentence replaces one sentence near the middle, preferably one
	// without digits so that no fact goes with it, with an English sentence, list
	// marker and line break kept: a translation or a reply in which the model falls
	// back to English for a sentence. In a JSON answer each string value of two
	// sentences or more loses one sentence this way.
	UntranslatedSentence = "untranslated_sentence"
	// SentenceRepeat says the middle sentence of at least 16 characters twice in a
	// row, once more right after itself: the mild form of a repetition loop, which a
	// character n-gram limit (three repeats) does not see. In a JSON answer each string
	// value of two sentences or more repeats one.
	SentenceRepeat = "sentence_repeat"
	// EmojiRegister ends the answer's first sentence with "！😊" (ja) or "! 😊" (other
	// languages) instead of its full stop and puts " 🙏" after its last sentence: a
	// chat-tuned model leaking its chat style into a formal letter. In a JSON answer
	// each string value with a sentence end is changed.
	EmojiRegister = "emoji_register"
	// UnitSwap keeps every number and changes the unit after it: 営業日 → 日, 週間 →
	// か月, 時間 → 分, 分前 → 時間前, 秒 → 分, 箱 ↔ 個, 枚 ↔ 冊, メートル → センチメートル;
	// Werktage → Tage, Stunden ↔ Minuten, Wochen ↔ Monate, Jahre → Monate,
	// Tage → Wochen, °C → °F. A quantized model keeps the salient number and picks a
	// neighbouring unit token, which no fact check of dates and amounts sees.
	UnitSwap = "unit_swap"
	// PolaritySwap reverses every polarity-bearing term: inkl. ↔ zzgl., netto ↔
	// brutto, mindestens ↔ höchstens, spätestens ↔ frühestens, kostenlos →
	// kostenpflichtig; 税込 ↔ 税抜, 税別 → 税込, 可能 ↔ 不可能, 無料 ↔ 有料, 以内 → 以上,
	// 以降 → 以前, 早くても ↔ 遅くても. Such pairs sit close together in a model's
	// embedding space, and a quantized model swaps them while every number stays
	// right. JSON keys (netto, brutto) stay; only string values change.
	PolaritySwap = "polarity_swap"
	// ListMerge writes every bullet or numbered list of two items or more as one line
	// of prose, its items joined in order without their markers: a model that loses
	// the list format the task asked for. Tables and JSON stay.
	ListMerge = "list_merge"
	// ListReorder swaps the middle two items of every numbered list of three items or
	// more (items n/2-1 and n/2 of n), numbers kept in order: two steps of a procedure
	// in the wrong order. Bullet lists, tables and JSON stay, since their order may
	// not matter.
	ListReorder = "list_reorder"
	// ListDuplicate repeats the middle item (index n/2) of every list of two items or
	// more right after itself: bullets, numbered items (renumbered after it), the body
	// rows of a Markdown table and every array of a JSON answer. A model in a weak
	// repetition loop writes one item twice.
	ListDuplicate = "list_duplicate"
	// TotalMismatch changes the first total of the answer so that it no longer is the
	// sum of its items: the second digit of the amount after 合計/総額 or insgesamt/
	// zusammen/Gesamtbetrag/Summe goes up by one (53,900円 → 54,900円, zusammen
	// 21.150,00 € → 22.150,00 €), or in a JSON answer the number of a total, brutto,
	// gesamt or summe key (or its value member). Models copy the items right and add
	// them up wrong.
	TotalMismatch = "total_mismatch"
	// MidSentenceCut ends the answer at its last clause boundary (、 or ", " or ";"
	// followed by more of the same sentence), the boundary kept, and the server still
	// reports finish_reason "stop": a model that emits its end-of-sequence token too
	// early, or a stop sequence that fires inside the text. In a JSON answer each
	// string value with such a boundary is cut and the JSON stays valid.
	MidSentenceCut = "mid_sentence_cut"
)

// generalKinds are the general degrade kinds, in DegradeKinds' order.
func generalKinds() []string {
	return []string{WeekdayMismatch, SimplifiedChinese, UntranslatedSentence, SentenceRepeat, EmojiRegister,
		UnitSwap, PolaritySwap, ListMerge, ListReorder, ListDuplicate, TotalMismatch, MidSentenceCut}
}

// degradeGeneral applies a general kind; ok is false for any other kind.
func degradeGeneral(kind, lang, text string, h Hints) (out string, ok bool) {
	switch kind {
	case WeekdayMismatch:
		return shiftWeekdays(text), true
	case SimplifiedChinese:
		if lang != "ja" {
			return text, true
		}
		return applyToStrings(text, func(s string) string { return simplify(s, h) }), true
	case UntranslatedSentence:
		return perValue(text, 2, func(s string) string { return untranslate(lang, s) }), true
	case SentenceRepeat:
		return perValue(text, 2, func(s string) string { return repeatMiddleSentence(lang, s) }), true
	case EmojiRegister:
		return perValue(text, 1, func(s string) string { return addEmoji(lang, s) }), true
	case UnitSwap:
		return applyToStrings(text, func(s string) string { return swapUnits(lang, s) }), true
	case PolaritySwap:
		return applyToStrings(text, func(s string) string { return swapPolarity(lang, s) }), true
	case ListMerge:
		if isJSON(text) {
			return text, true
		}
		return mergeLists(lang, text), true
	case ListReorder:
		if isJSON(text) {
			return text, true
		}
		return reorderLists(text), true
	case ListDuplicate:
		return duplicateItems(text), true
	case TotalMismatch:
		return mismatchTotal(text), true
	case MidSentenceCut:
		return perValue(text, 1, cutMidSentence), true
	}
	return "", false
}

// isJSON reports whether text is a JSON object or array.
func isJSON(text string) bool {
	trimmed := strings.TrimSpace(text)
	return (strings.HasPrefix(trimmed, "{") || strings.HasPrefix(trimmed, "[")) && json.Valid([]byte(trimmed))
}

// perValue applies fn to the answer, or for a JSON answer to each string value of at
// least minSentences sentences, so that the damage lands in prose, not in an id.
func perValue(text string, minSentences int, fn func(string) string) string {
	if !isJSON(text) {
		return fn(text)
	}
	return applyToStrings(text, func(s string) string {
		if len(wordySentences(proseSentences(s))) < minSentences || !endsASentence(s) {
			return s
		}
		return fn(s)
	})
}

// endsASentence reports whether s ends like a sentence (。！？!? or a full stop), as
// prose does and an address, a name or an id does not.
func endsASentence(s string) bool {
	r, _ := utf8.DecodeLastRuneInString(strings.TrimSpace(s))
	return strings.ContainsRune("。！？!?.", r)
}

// abbreviations end with a full stop that ends no sentence (Dr. Vogt, z. Hd., Nr. 3).
var abbreviations = map[string]bool{
	"Dr": true, "Prof": true, "Nr": true, "Hd": true, "z": true, "B": true, "bzw": true, "ca": true,
	"inkl": true, "zzgl": true, "usw": true, "St": true, "Str": true, "Tel": true, "Fa": true,
	"evtl": true, "ggf": true, "u": true, "a": true, "d": true, "h": true, "Pos": true, "Co": true,
}

// proseSentences is sentences, but a full stop after an abbreviation, an initial or
// an ordinal number (2. OG, 19. Oktober) ends no sentence.
func proseSentences(text string) []string {
	var out []string
	for _, p := range sentences(text) {
		if n := len(out); n > 0 && continuesAfter(out[n-1]) {
			out[n-1] += p
			continue
		}
		out = append(out, p)
	}
	return out
}

// continuesAfter reports whether the sentence piece p ends with a full stop that
// ends no sentence.
func continuesAfter(p string) bool {
	core := strings.TrimRight(p, " ")
	if !strings.HasSuffix(core, ".") || strings.HasSuffix(p, "\n") {
		return false
	}
	word := core[:len(core)-1]
	if i := strings.LastIndexFunc(word, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }); i >= 0 {
		_, size := utf8.DecodeRuneInString(word[i:])
		word = word[i+size:]
	}
	if abbreviations[word] || utf8.RuneCountInString(word) == 1 {
		return true
	}
	// An ordinal has one or two digits; a year (…19.10.2026.) ends its sentence.
	return word != "" && len(word) <= 2 && strings.IndexFunc(word, func(r rune) bool { return !unicode.IsDigit(r) }) < 0
}

// wordySentences are the indexes of the parts that have a letter.
func wordySentences(parts []string) []int {
	var out []int
	for i, p := range parts {
		if hasLetter(p) {
			out = append(out, i)
		}
	}
	return out
}

// jaWeekdayRE matches a Japanese weekday in brackets right after a date's 日.
var jaWeekdayRE = regexp.MustCompile(`日[ 　]?[（(]([月火水木金土日])(曜日?)?[）)]`)

// deWeekdays are the German weekdays, Monday first.
var deWeekdays = []string{"Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag", "Sonntag"}

// deWeekdayBefore matches a German weekday followed by a date (Montag, 26. Oktober
// 2026; Montag, den 19.10.2026); deWeekdayAfter a date followed by its weekday in
// brackets (19.10.2026 (Montag)).
var (
	deWeekdayBefore = regexp.MustCompile(`(` + strings.Join(deWeekdays, "|") + `)(,? (?:den )?\d{1,2}\.)`)
	deWeekdayAfter  = regexp.MustCompile(`(\d{1,2}\.\d{1,2}\.\d{4}|\d{1,2}\. (?:` + strings.Join(deMonths, "|") + `)(?: \d{4})?) \((` + strings.Join(deWeekdays, "|") + `)\)`)
)

// shiftWeekdays is WeekdayMismatch.
func shiftWeekdays(text string) string {
	const jaDays = "月火水木金土日"
	days := []rune(jaDays)
	var b strings.Builder
	last := 0
	for _, m := range jaWeekdayRE.FindAllStringSubmatchIndex(text, -1) {
		day, _ := utf8.DecodeRuneInString(text[m[2]:])
		b.WriteString(text[last:m[2]])
		b.WriteRune(days[(slices.Index(days, day)+1)%7])
		last = m[3]
	}
	b.WriteString(text[last:])
	text = b.String()
	next := func(day string) string {
		for i, d := range deWeekdays {
			if d == day {
				return deWeekdays[(i+1)%7]
			}
		}
		return day
	}
	text = deWeekdayBefore.ReplaceAllStringFunc(text, func(m string) string {
		s := deWeekdayBefore.FindStringSubmatch(m)
		return next(s[1]) + s[2]
	})
	return deWeekdayAfter.ReplaceAllStringFunc(text, func(m string) string {
		s := deWeekdayAfter.FindStringSubmatch(m)
		return s[1] + " (" + next(s[2]) + ")"
	})
}

// simplifiedForms maps Japanese kanji (shinjitai) to their simplified Chinese forms,
// for the characters whose forms differ and that business Japanese uses often.
var simplifiedForms = map[rune]rune{
	'発': '发', '認': '认', '確': '确', '請': '请', '書': '书', '電': '电', '話': '话',
	'変': '变', '連': '连', '絡': '络', '間': '间', '時': '时', '録': '录', '設': '设',
	'説': '说', '応': '应', '対': '对', '問': '问', '題': '题', '関': '关', '済': '济',
	'価': '价', '報': '报', '営': '营', '業': '业', '続': '续', '開': '开', '験': '验',
	'試': '试', '転': '转', '週': '周', '費': '费', '額': '额', '計': '计', '訪': '访',
	'頼': '赖', '談': '谈', '証': '证', '約': '约', '細': '细', '詳': '详', '紙': '纸',
	'針': '针', '単': '单', '納': '纳', '東': '东', '動': '动', '場': '场', '気': '气',
	'記': '记', '庫': '库', '運': '运', '達': '达', '後': '后', '頂': '顶', '願': '愿',
	'読': '读', '線': '线', '処': '处', '経': '经', '歳': '岁',
}

// simplify is SimplifiedChinese: every mapped kanji outside a hint proper noun.
func simplify(text string, h Hints) string {
	// Mark the bytes of the proper nouns, which stay as they are (a name written in
	// another form is a different damage, drop_proper_noun's business).
	keep := make([]bool, len(text))
	for _, n := range h.ProperNouns {
		if n == "" {
			continue
		}
		for at := 0; ; {
			i := strings.Index(text[at:], n)
			if i < 0 {
				break
			}
			for j := at + i; j < at+i+len(n); j++ {
				keep[j] = true
			}
			at += i + len(n)
		}
	}
	var b strings.Builder
	for i, r := range text {
		if s, ok := simplifiedForms[r]; ok && !keep[i] {
			r = s
		}
		b.WriteRune(r)
	}
	return b.String()
}

// englishSentence is what UntranslatedSentence leaves in English: a stock sentence
// of business mail, the kind a model falls back to.
const englishSentence = "Please do not hesitate to contact us if you have any questions."

// middleProse picks the sentence to damage among parts: the middle one (of an even
// number, the earlier) of the sentences of at least minRunes runes that end with a
// full stop and have no digit, so that no fact goes with them; else the middle one
// of those that end with a full stop; -1 if there is none. Table rows and lines
// without a sentence end (a salutation, a closing, an address line) are never picked.
func middleProse(parts []string, minRunes int) int {
	var plain, ended []int
	for i, p := range parts {
		core := strings.TrimSpace(p)
		if !hasLetter(core) || utf8.RuneCountInString(core) < minRunes || strings.HasPrefix(core, "|") {
			continue
		}
		if !strings.HasSuffix(core, "。") && !strings.HasSuffix(core, ".") {
			continue
		}
		ended = append(ended, i)
		if strings.IndexFunc(core, unicode.IsDigit) < 0 {
			plain = append(plain, i)
		}
	}
	switch {
	case len(plain) > 0:
		return plain[(len(plain)-1)/2]
	case len(ended) > 0:
		return ended[(len(ended)-1)/2]
	}
	return -1
}

// untranslate is UntranslatedSentence for one text.
func untranslate(lang, text string) string {
	parts := proseSentences(text)
	i := middleProse(parts, 8)
	if i < 0 {
		return text
	}
	p := parts[i]
	lead := len(leadRE.FindString(p))
	trail := len(strings.TrimRight(p, " \n"))
	if trail < lead {
		trail = lead
	}
	sep := ""
	if lang == "ja" && trail == len(p) && i+1 < len(parts) && !strings.HasPrefix(parts[i+1], "\n") {
		sep = " " // English sentences need a space between them
	}
	parts[i] = p[:lead] + englishSentence + sep + p[trail:]
	return strings.Join(parts, "")
}

// repeatMiddleSentence is SentenceRepeat for one text.
func repeatMiddleSentence(lang, text string) string {
	parts := proseSentences(text)
	i := middleProse(parts, minRepeatRunes)
	if i < 0 {
		return text
	}
	p := parts[i]
	lead := len(leadRE.FindString(p))
	trail := len(strings.TrimRight(p, " \n"))
	if trail <= lead {
		return text
	}
	sentence := p[lead:trail]
	sep := " "
	if lang == "ja" {
		sep = ""
	}
	parts[i] = p[:trail] + sep + sentence + p[trail:]
	return strings.Join(parts, "")
}

// addEmoji is EmojiRegister for one text.
func addEmoji(lang, text string) string {
	parts := proseSentences(text)
	var ends []int
	for i, p := range parts {
		core := strings.TrimRight(p, " \n")
		if strings.HasSuffix(core, "。") || strings.HasSuffix(core, ".") {
			ends = append(ends, i)
		}
	}
	if len(ends) == 0 {
		return text
	}
	mark := func(i int, with string, replace bool) {
		p := parts[i]
		core := strings.TrimRight(p, " \n")
		if replace {
			_, size := utf8.DecodeLastRuneInString(core)
			parts[i] = core[:len(core)-size] + with + p[len(core):]
			return
		}
		parts[i] = core + with + p[len(core):]
	}
	if lang == "ja" {
		mark(ends[0], "！😊", true)
	} else {
		mark(ends[0], "! 😊", true)
	}
	if last := ends[len(ends)-1]; last != ends[0] {
		mark(last, " 🙏", false)
	}
	return strings.Join(parts, "")
}

// jaUnits and deUnits map a unit written after a number to the unit UnitSwap puts in
// its place. Longer units come first in the patterns, so 分前 is not 分.
var (
	jaUnits = map[string]string{
		"営業日": "日", "週間": "か月", "か月": "週間", "ヶ月": "週間", "カ月": "週間", "時間": "分",
		"分前": "時間前", "分間": "時間", "秒": "分", "箱": "個", "個": "箱", "枚": "冊", "冊": "枚",
		"メートル": "センチメートル", "年間": "か月", "日間": "週間",
	}
	deUnits = map[string]string{
		"Werktage": "Tage", "Werktagen": "Tagen", "Arbeitstage": "Tage", "Arbeitstagen": "Tagen",
		"Stunden": "Minuten", "Stunde": "Minute", "Minuten": "Stunden", "Minute": "Stunde",
		"Sekunden": "Minuten", "Wochen": "Monate", "Woche": "Monat", "Monate": "Wochen",
		"Monaten": "Wochen", "Jahre": "Monate", "Jahren": "Monaten", "Jahr": "Monat",
		"Tage": "Wochen", "Tagen": "Wochen", "Liter": "Milliliter", "Litern": "Millilitern",
		"Meter": "Zentimeter", "°C": "°F",
	}
	jaUnitRE = unitPattern(jaUnits)
	deUnitRE = unitPattern(deUnits)
)

// unitPattern matches a number, an optional space and one of units, longest first.
func unitPattern(units map[string]string) *regexp.Regexp {
	names := make([]string, 0, len(units))
	for u := range units {
		names = append(names, regexp.QuoteMeta(u))
	}
	// Longest first, then alphabetically, so the alternation is deterministic and
	// Werktagen is not read as Werktage + n.
	slices.SortFunc(names, func(a, b string) int {
		if d := len(b) - len(a); d != 0 {
			return d
		}
		return strings.Compare(a, b)
	})
	return regexp.MustCompile(`([0-9０-９](?:[.,]?[0-9０-９])*)([ \x{00A0}]?)(` + strings.Join(names, "|") + `)`)
}

// swapUnits is UnitSwap for one text. A German unit must end its word (Stunden, not
// Stundenlohn).
func swapUnits(lang, text string) string {
	re, units := deUnitRE, deUnits
	if lang == "ja" {
		re, units = jaUnitRE, jaUnits
	}
	var b strings.Builder
	last := 0
	for _, m := range re.FindAllStringSubmatchIndex(text, -1) {
		unit := text[m[6]:m[7]]
		if lang != "ja" && m[7] < len(text) {
			if r, _ := utf8.DecodeRuneInString(text[m[7]:]); unicode.IsLetter(r) {
				continue
			}
		}
		b.WriteString(text[last:m[6]])
		b.WriteString(units[unit])
		last = m[7]
	}
	b.WriteString(text[last:])
	return b.String()
}

// jaPolarity and dePolarity reverse polarity-bearing terms; strings.Replacer tries
// the pairs in order at each position, so 不可能 is read before 可能.
var (
	jaPolarity = strings.NewReplacer(
		"税込み", "税抜き", "税抜き", "税込み", "税込", "税抜", "税抜", "税込", "税別", "税込",
		"不可能", "可能", "可能", "不可能", "無料", "有料", "有料", "無料",
		"以内", "以上", "以降", "以前", "早くても", "遅くても", "遅くても", "早くても",
	)
	dePolarity = strings.NewReplacer(
		"inkl.", "zzgl.", "zzgl.", "inkl.", "inklusive", "zuzüglich", "zuzüglich", "inklusive",
		"Netto", "Brutto", "Brutto", "Netto", "netto", "brutto", "brutto", "netto",
		"mindestens", "höchstens", "höchstens", "mindestens", "Mindestens", "Höchstens", "Höchstens", "Mindestens",
		"spätestens", "frühestens", "frühestens", "spätestens",
		"kostenlos", "kostenpflichtig", "kostenfrei", "kostenpflichtig", "kostenpflichtig", "kostenlos",
	)
)

// swapPolarity is PolaritySwap for one text.
func swapPolarity(lang, text string) string {
	if lang == "ja" {
		return jaPolarity.Replace(text)
	}
	return dePolarity.Replace(text)
}

// listRun is a run of list lines: lines[start:end], of which the first head are a
// table's header row.
type listRun struct{ start, head, end int }

// listRuns finds the runs of list item or table lines, as DroppedItem reads them.
func listRuns(lines []string) []listRun {
	var runs []listRun
	for i := 0; i < len(lines); {
		if ok, _ := itemLine(lines[i]); !ok {
			i++
			continue
		}
		j := i
		for j < len(lines) {
			if ok, _ := itemLine(lines[j]); !ok {
				break
			}
			j++
		}
		head := 0
		if j < len(lines) && tableRule.MatchString(strings.TrimSpace(lines[j])) {
			head = j - i
		}
		runs = append(runs, listRun{start: i, head: head, end: j})
		i = j
	}
	return runs
}

// editLists replaces the items of every run of list lines by what fn returns for
// them (table header rows excluded); fn sees whether the run is a table.
func editLists(text string, fn func(items []string, table bool) []string) string {
	lines := strings.Split(text, "\n")
	var out []string
	at := 0
	for _, r := range listRuns(lines) {
		out = append(out, lines[at:r.start+r.head]...)
		items := lines[r.start+r.head : r.end]
		table := r.head > 0 || strings.HasPrefix(strings.TrimSpace(items[0]), "|")
		out = append(out, fn(append([]string(nil), items...), table)...)
		at = r.end
	}
	out = append(out, lines[at:]...)
	return strings.Join(out, "\n")
}

// itemMarkerRE matches an item's marker with the blanks around it.
var itemMarkerRE = regexp.MustCompile(`^\s*(?:[-*•] |[・●■]|\d+[.)]\s)\s*`)

// mergeLists is ListMerge.
func mergeLists(lang, text string) string {
	return editLists(text, func(items []string, table bool) []string {
		if table || len(items) < 2 {
			return items
		}
		var b strings.Builder
		for i, it := range items {
			body := strings.TrimSpace(itemMarkerRE.ReplaceAllString(it, ""))
			if i > 0 {
				prev, _ := utf8.DecodeLastRuneInString(b.String())
				switch {
				case lang == "ja" && prev == '。':
				case lang == "ja":
					b.WriteString("、")
				case strings.ContainsRune(".!?:;", prev):
					b.WriteString(" ")
				default:
					b.WriteString("; ")
				}
			}
			b.WriteString(body)
		}
		return []string{b.String()}
	})
}

// reorderLists is ListReorder.
func reorderLists(text string) string {
	return editLists(text, func(items []string, table bool) []string {
		if table || len(items) < 3 {
			return items
		}
		for _, it := range items {
			if ok, n := itemLine(it); !ok || n < 0 {
				return items // not a numbered list
			}
		}
		a, b := len(items)/2-1, len(items)/2
		ma, mb := itemMarkerRE.FindString(items[a]), itemMarkerRE.FindString(items[b])
		items[a], items[b] = ma+items[b][len(mb):], mb+items[a][len(ma):]
		return items
	})
}

// duplicateItems is ListDuplicate.
func duplicateItems(text string) string {
	if isJSON(text) {
		return editJSONArrays(strings.TrimSpace(text), func(a []any) []any {
			if len(a) < 2 {
				return a
			}
			mid := len(a) / 2
			return append(a[:mid+1:mid+1], a[mid:]...)
		})
	}
	return editLists(text, func(items []string, table bool) []string {
		if len(items) < 2 {
			return items
		}
		mid := len(items) / 2
		out := append(items[:mid+1:mid+1], items[mid])
		for _, l := range items[mid+1:] {
			out = append(out, renumberBy(l, 1))
		}
		if ok, n := itemLine(items[mid]); ok && n >= 0 {
			out[mid+1] = renumberBy(items[mid], 1)
		}
		return out
	})
}

// renumberBy adds d to the number of a numbered item.
func renumberBy(line string, d int) string {
	ok, n := itemLine(line)
	if !ok || n < 0 {
		return line
	}
	at := strings.Index(line, strconv.Itoa(n))
	return line[:at] + strconv.Itoa(n+d) + line[at+len(strconv.Itoa(n)):]
}

// totalMarkerRE matches a word that announces a total.
var totalMarkerRE = regexp.MustCompile(`合計|総額|総計|[Ii]nsgesamt|zusammen|Gesamtbetrag|Gesamtsumme|Summe`)

// totalKeyRE matches the number of a total in a JSON answer, directly or as the value
// member of an object.
var totalKeyRE = regexp.MustCompile(`"(?i:total|brutto|gesamt|gesamtbetrag|summe|sum|合計)"\s*:\s*(?:\{[^{}]*?"value"\s*:\s*)?(-?\d+(?:\.\d+)?)`)

// mismatchTotal is TotalMismatch.
func mismatchTotal(text string) string {
	if isJSON(text) {
		// Only a document with items (an array of objects) has a total to mismatch.
		m := totalKeyRE.FindStringSubmatchIndex(text)
		if m == nil || !strings.Contains(text, "[{") {
			return text
		}
		return text[:m[2]] + driftSecondDigit(text[m[2]:m[3]]) + text[m[3]:]
	}
	for _, mk := range totalMarkerRE.FindAllStringIndex(text, -1) {
		// The amount follows the marker on its line, within a few words.
		rest := text[mk[1]:]
		if nl := strings.IndexByte(rest, '\n'); nl >= 0 {
			rest = rest[:nl]
		}
		if len(rest) > 40 {
			rest = rest[:40]
		}
		n := numberRE.FindStringIndex(rest)
		if n == nil || digitCount(rest[n[0]:n[1]]) < 3 {
			continue
		}
		at := mk[1] + n[0]
		return text[:at] + driftSecondDigit(text[at:mk[1]+n[1]]) + text[mk[1]+n[1]:]
	}
	return text
}

// clauseRE matches a clause boundary: a Japanese or German comma or a semicolon.
var clauseRE = regexp.MustCompile(`、|，|, |; `)

// cutMidSentence is MidSentenceCut for one text: the text up to and including its
// last clause boundary that at least 8 more characters of the same sentence, with a
// letter among them, follow (so "Co., Ltd." is no clause).
func cutMidSentence(text string) string {
	idx := clauseRE.FindAllStringIndex(text, -1)
	for k := len(idx) - 1; k >= 0; k-- {
		end := idx[k][1]
		rest := text[end:]
		stop := strings.IndexAny(rest, "。！？!?\n")
		if dot := strings.Index(rest, ". "); dot >= 0 && (stop < 0 || dot < stop) {
			stop = dot
		}
		if stop < 0 {
			stop = len(rest)
		}
		if utf8.RuneCountInString(strings.TrimSpace(rest[:stop])) < 8 || !hasLetter(rest[:stop]) {
			continue
		}
		return strings.TrimRight(text[:end], " ")
	}
	return text
}

// editJSONArrays applies fn to every array of a JSON document and writes it
// compactly, keys in their original order.
func editJSONArrays(text string, fn func([]any) []any) string {
	dec := json.NewDecoder(strings.NewReader(text))
	dec.UseNumber()
	v, err := decodeOrdered(dec, fn)
	if err != nil {
		return text
	}
	var b strings.Builder
	if err := writeOrdered(&b, v); err != nil {
		return text
	}
	return b.String()
}
