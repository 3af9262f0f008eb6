package score

import (
	"fmt"
	"maps"
	"math/big"
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// TypeQuantities is the check that the answer keeps the golden's quantities: a number
// with its unit (5 Werktage, 3個, 2 Stunden, 30 %) is one fact, and a number kept with
// another unit (5 Tage, 3箱, 2 Minuten) is a changed fact.
const TypeQuantities = "quantities"

// kindQuantity is a quantity fact: Value is the canonical number and unit, "5 business days".
const kindQuantity = "quantity"

// units maps each written unit to its canonical name. German and Japanese forms of
// one unit share the name (Werktage and 営業日 are business days), so that a
// translation's quantity is the request's. Money is not here: an amount is a fact of
// its own (ExtractAmounts), and counting it twice would report one change twice.
var units = map[string]string{
	"Stück": "pieces", "Stk.": "pieces", "Stk": "pieces", "個": "pieces", "つ": "pieces",
	"g": "g", "Gramm": "g", "グラム": "g", "kg": "kg", "Kilogramm": "kg", "キログラム": "kg",
	"mg": "mg", "Tonne": "t", "Tonnen": "t", "トン": "t",
	"l": "l", "Liter": "l", "Litern": "l", "リットル": "l", "ml": "ml", "ミリリットル": "ml",
	"m": "m", "Meter": "m", "Metern": "m", "メートル": "m", "cm": "cm", "Zentimeter": "cm", "センチ": "cm",
	"センチメートル": "cm", "mm": "mm", "Millimeter": "mm", "ミリ": "mm", "km": "km", "Kilometer": "km",
	"キロメートル": "km", "m²": "m²", "m2": "m²", "qm": "m²", "Quadratmeter": "m²", "Quadratmetern": "m²", "平方メートル": "m²",
	"Tag": "days", "Tage": "days", "Tagen": "days", "Tages": "days", "Kalendertag": "days", "Kalendertage": "days",
	"Kalendertagen": "days", "日": "days", "日間": "days",
	"Werktag": "business days", "Werktage": "business days", "Werktagen": "business days", "Arbeitstag": "business days",
	"Arbeitstage": "business days", "Arbeitstagen": "business days", "営業日": "business days",
	"Woche": "weeks", "Wochen": "weeks", "週間": "weeks", "Wochenende": "weekends", "Wochenenden": "weekends", "週末": "weekends",
	"Monat": "months", "Monate": "months", "Monaten": "months", "Monats": "months", "か月": "months", "ヶ月": "months",
	"カ月": "months", "ヵ月": "months", "ケ月": "months", "箇月": "months",
	"Jahr": "years", "Jahre": "years", "Jahren": "years", "Jahres": "years", "年": "years", "年間": "years",
	"Stunde": "hours", "Stunden": "hours", "Std.": "hours", "Std": "hours", "h": "hours", "時間": "hours",
	"Minute": "minutes", "Minuten": "minutes", "Min.": "minutes", "min": "minutes", "分": "minutes", "分間": "minutes",
	"Sekunde": "seconds", "Sekunden": "seconds", "Sek.": "seconds", "秒": "seconds", "秒間": "seconds",
	"%": "%", "Prozent": "%", "パーセント": "%",
	"Person": "persons", "Personen": "persons", "人": "persons", "名": "persons",
	"°C": "°C", "Grad": "°C", "°F": "°F", "Fahrenheit": "°F", "度": "度", "GHz": "GHz", "MHz": "MHz",
	"Packung": "Packung", "Packungen": "Packung", "Karton": "Karton", "Kartons": "Karton", "Paket": "Paket",
	"Pakete": "Paket", "Exemplar": "Exemplar", "Exemplare": "Exemplar", "Kiste": "Kiste", "Kisten": "Kiste",
	"箱": "箱", "冊": "冊", "枚": "枚", "本": "本", "台": "台", "基": "基", "件": "件", "部": "部", "点": "点",
	"袋": "袋", "回": "times", "社": "社", "品目": "品目", "箇所": "箇所", "か所": "箇所", "カ所": "箇所", "ヶ所": "箇所",
	"桁": "桁", "倍": "fold", "fach": "fold", "Mal": "times",
	"ケース": "ケース", "セット": "セット", "パック": "パック", "ダース": "ダース", "カートン": "カートン", "缶": "缶", "瓶": "瓶", "ロール": "ロール",
	"Set": "Set", "Sets": "Set", "Dose": "Dose", "Dosen": "Dose", "Flasche": "Flasche", "Flaschen": "Flasche", "Rolle": "Rolle", "Rollen": "Rolle",
	"Dutzend": "Dutzend", "Palette": "Palette", "Paletten": "Palette",
	"W": "W", "Watt": "W", "ワット": "W", "kW": "kW", "Kilowatt": "kW", "kWh": "kWh", "L": "l",
	"V": "V", "Volt": "V", "ボルト": "V", "bar": "bar", "dB": "dB", "Liter pro Stunde": "l/h",
}

// deNumberWords are the German number words read as numbers: ein/eine is left out,
// since "eine Woche" and "einen Tag" are as often a manner of speaking as a quantity.
var deNumberWords = map[string]int{
	"zwei": 2, "drei": 3, "vier": 4, "fünf": 5, "sechs": 6, "sieben": 7, "acht": 8, "neun": 9,
	"zehn": 10, "elf": 11, "zwölf": 12, "zwanzig": 20, "dreißig": 30,
}

var quantityRe = func() *regexp.Regexp {
	names := make([]string, 0, len(units))
	for u := range units {
		names = append(names, regexp.QuoteMeta(u))
	}
	// Longest first: 営業日 before 日, Minuten before Min.
	slices.SortFunc(names, func(a, b string) int { return utf8.RuneCountInString(b) - utf8.RuneCountInString(a) })
	words := make([]string, 0, 2*len(deNumberWords))
	for w := range deNumberWords {
		words = append(words, w, strings.ToUpper(w[:1])+w[1:])
	}
	return regexp.MustCompile(`(\d+(?:[.,]\d+)*|[〇一二三四五六七八九十]+|` + strings.Join(words, "|") + `)([ -]?)(` + strings.Join(names, "|") + `)`)
}()

// ExtractQuantities returns the quantities text states, distinct, in order of
// appearance, as facts of kind quantity whose Value is the canonical number and
// unit ("5 business days", "3 箱", "2.4 GHz"). The text is tidied and NFKC-normalised
// (３個, ５％ and ℃ are read); a JSON document contributes its string values. Read
// are digits with . or , (1.500 Liter and 1,500 are 1500, 2,4 GHz is 2.4), the
// kanji numerals 二 to 九十九 before a counter (三個, 二つ; never 一, which
// starts words such as 一部 and 一時), and the German zwei to zwölf, zwanzig, dreißig.
// Left out are dates (10月19日, 2026年, 令和8年), clock times (14時30分), ordinals
// (第3回, 2. OG), ids (A4, CR2032), fractions (3分の1) and money (ExtractAmounts).
func ExtractQuantities(text string) []FactItem {
	var out []FactItem
	seen := map[string]bool{}
	for _, part := range factTexts(Tidy(text)) {
		part = nfkcJa(part)
		for _, m := range quantityRe.FindAllStringSubmatchIndex(part, -1) {
			num, sep, unit := part[m[2]:m[3]], part[m[4]:m[5]], part[m[6]:m[7]]
			v, ok := quantityNumber(part, m[2], num, sep, unit)
			if !ok || !unitEnds(part, m[7], unit) {
				continue
			}
			q := v + " " + units[unit]
			if !seen[q] {
				seen[q] = true
				out = append(out, FactItem{Kind: kindQuantity, Value: q})
			}
		}
	}
	return out
}

// quantityNumber reads the number of a match starting at s, or reports that the
// match is no quantity: a date, a clock time, an ordinal, a part of an id or word.
func quantityNumber(text string, s int, num, sep, unit string) (string, bool) {
	before, _ := utf8.DecodeLastRuneInString(text[:s])
	switch {
	case before < utf8.RuneSelf && (unicode.IsLetter(before) || before == '.' || before == '-' || before == '/'),
		before == '第', before == '月', before == '時', before == '年' && unit != "年":
		return "", false
	}
	// 1 234 Stück groups its thousands with a (thin) space: 234 alone is no quantity.
	if p, _ := utf8.DecodeLastRuneInString(strings.TrimSuffix(text[:s], " ")); before == ' ' && isDigit(p) && len(num) == 3 {
		return "", false
	}
	if n, ok := deNumberWords[strings.ToLower(num)]; ok {
		if unicode.IsLetter(before) {
			return "", false
		}
		return fmt.Sprint(n), sep == " "
	}
	if r, _ := utf8.DecodeRuneInString(num); !isDigit(r) {
		return kanjiQuantity(before, num, unit)
	}
	if sep == "-" && !strings.Contains(" GHz MHz Tage Stunden Minuten Wochen Jahre Monate Prozent", " "+unit) {
		return "", false
	}
	v, ok := decimalNumber(num)
	if !ok {
		return "", false
	}
	// A year (2026年) is a date; 令和8年 an era year; 10月 a month.
	if unit == "年" || unit == "年間" {
		if len(strings.Split(v, ".")[0]) >= 4 || strings.HasSuffix(text[:s], "令和") || strings.HasSuffix(text[:s], "平成") || strings.HasSuffix(text[:s], "昭和") {
			return "", false
		}
	}
	return v, true
}

// kanjiQuantity reads a kanji numeral before a counter. 一 alone and 十分 (enough) are
// words, and a numeral after another kanji is part of a word (唯一, 第三).
func kanjiQuantity(before rune, num, unit string) (string, bool) {
	if num == "一" || unit == "分" || unit == "度" || unit == "日" || unit == "年" || unicode.Is(unicode.Han, before) {
		return "", false
	}
	n, ok := kanjiNumber(num)
	if !ok || n == 0 {
		return "", false
	}
	return fmt.Sprint(n), true
}

// unitEnds reports whether the unit ending at e is a whole unit: a Latin unit is not
// the start of a longer word (5 gerne, 3 Tagesordnungspunkte), 分の is a fraction and
// 日 before a weekday in brackets is a date (19日（月）).
func unitEnds(text string, e int, unit string) bool {
	next, _ := utf8.DecodeRuneInString(text[e:])
	rest := text[e:]
	switch {
	case unit == "分" && strings.HasPrefix(rest, "の"):
		return false
	case unit == "日" && (strings.HasPrefix(rest, "(") || strings.HasPrefix(rest, "（")):
		return false
	}
	last, _ := utf8.DecodeLastRuneInString(unit)
	if last < 0x250 && unicode.IsLetter(last) {
		return !(next < 0x250 && unicode.IsLetter(next)) && !isDigit(next)
	}
	return true
}

// decimalNumber canonicalises a number written with . and , : the last separator
// followed by other than three digits is the decimal one (2,4 and 1.8 and 1.249,90);
// a separator followed by three digits groups thousands (1.500, 1,400).
func decimalNumber(s string) (string, bool) {
	last := strings.LastIndexAny(s, ".,")
	if last >= 0 && len(s)-last-1 != 3 {
		s = strings.NewReplacer(".", "", ",", "").Replace(s[:last]) + "." + s[last+1:]
	} else {
		s = strings.NewReplacer(".", "", ",", "").Replace(s)
	}
	r, ok := new(big.Rat).SetString(s)
	if !ok {
		return "", false
	}
	return ratString(r), true
}

// splitQuantity splits a canonical quantity into its number and unit.
func splitQuantity(q string) (string, string) {
	v, u, _ := strings.Cut(q, " ")
	return v, u
}

// quantities passes when no quantity of the answer outside Items (the golden's) is a
// golden quantity with its unit or its number changed: 5 Werktage → 5 Tage, 3個 → 3箱,
// 2 Stunden → 2 Minuten, or 10 Minuten → 15 Minuten where the answer no longer states
// the 10 Minuten. A quantity of Allowed (the request's) counts only as a changed unit,
// and only where the answer no longer states the golden's (2週間 → the request's 2日間).
// A quantity the answer drops or states in other words (zwei Wochen for 14 Tage) is no
// change. Its score is the share of the golden's quantities not changed.
func (c Check) quantities(res Result, text string) Result {
	if c.Golden != "" {
		if q := novelMeasure(text, append(slices.Clone(c.Items), ExtractQuantities(Tidy(c.Golden)+"\n"+Tidy(c.Request))...), c.Allowed); q != "" {
			return fail(res, 0, "a measurement the case does not give: %s", q)
		}
	}
	if len(c.Items) == 0 {
		return pass(res, 1, "the golden states no quantities")
	}
	golden, requested := map[string]bool{}, map[string]bool{}
	byValue, byUnit := map[string][]string{}, map[string][]string{}
	for _, it := range c.Items {
		golden[it.Value] = true
		v, u := splitQuantity(it.Value)
		byValue[v] = append(byValue[v], u)
		byUnit[u] = append(byUnit[u], v)
	}
	for _, a := range c.Allowed {
		requested[a] = true
	}
	stated := map[string]bool{}
	got := ExtractQuantities(text)
	for _, q := range got {
		stated[q.Value] = true
	}
	changed := map[string]string{} // golden quantity → what the answer states instead
	for _, q := range got {
		if golden[q.Value] {
			continue
		}
		v, u := splitQuantity(q.Value)
		// A quantity the request states is a change only where it replaced the golden's.
		for _, gu := range byValue[v] {
			if g := v + " " + gu; gu != u && changed[g] == "" && (!requested[q.Value] || !stated[g]) {
				changed[g] = q.Value
			}
		}
		if requested[q.Value] {
			continue
		}
		for _, gv := range byUnit[u] {
			if g := gv + " " + u; gv != v && !stated[g] && changed[g] == "" {
				changed[g] = q.Value
			}
		}
	}
	// A golden quantity the answer does not state, its number standing bare more often
	// than in the golden (| 8 | where the golden has | 8 Wochen |, 2を for 2個を): the
	// unit dropped.
	if c.Golden != "" {
		for _, it := range c.Items {
			v, _ := splitQuantity(it.Value)
			if !stated[it.Value] && changed[it.Value] == "" && bareNumbers(text, v) > bareNumbers(Tidy(c.Golden), v) {
				changed[it.Value] = v + " without its unit"
			}
		}
	}
	// A duration of the golden the answer drops for a word of no length (約10秒で →
	// すぐに, nach 10 Minuten → sofort): how long the reader waits is gone.
	if vague := newMatches(instantWord, text, Tidy(c.Golden)+"\n"+Tidy(c.Request)); len(vague) > 0 {
		for _, it := range c.Items {
			if _, u := splitQuantity(it.Value); timeUnits[u] && !stated[it.Value] && changed[it.Value] == "" {
				changed[it.Value] = strings.TrimSpace(vague[0])
			}
		}
	}
	if len(changed) == 0 {
		return pass(res, 1, "no quantity of the golden (%d) changed", len(c.Items))
	}
	var msgs []string
	for _, g := range slices.Sorted(maps.Keys(changed)) {
		msgs = append(msgs, fmt.Sprintf("%s became %s", g, changed[g]))
	}
	score := float64(len(c.Items)-len(changed)) / float64(len(c.Items))
	return fail(res, max(score, 0), "quantities of the golden changed (neither the golden nor the request states the new one): %s", strings.Join(msgs, "; "))
}

// measureUnits are the canonical units of a thing's measure (power, volume, weight,
// length, temperature, pressure): a figure of the product or the defect that a case
// gives or does not. Counts and durations are left out, since an answer may derive
// them (zwei Termine, 3 Werktage from two dates).
var measureUnits = map[string]bool{"W": true, "kW": true, "kWh": true, "V": true, "l": true, "ml": true, "l/h": true, "g": true,
	"kg": true, "mg": true, "t": true, "m": true, "cm": true, "mm": true, "km": true, "m²": true, "°C": true, "°F": true,
	"GHz": true, "MHz": true, "bar": true, "dB": true}

// novelMeasure returns the first measurement of the answer that neither the golden
// (items) nor the request (allowed) states: the capacity read into a model's name
// (R450 → 容量450L, Nordlicht 40 → 40 Watt), a rate made up for a leak. "" when none.
func novelMeasure(text string, items []FactItem, allowed []string) string {
	known := map[string]bool{}
	for _, it := range items {
		known[it.Value] = true
	}
	for _, a := range allowed {
		known[a] = true
	}
	for _, q := range ExtractQuantities(text) {
		if _, u := splitQuantity(q.Value); measureUnits[u] && !known[q.Value] {
			return q.Value
		}
	}
	return ""
}

// timeUnits are the canonical units of a duration a reader waits.
var timeUnits = map[string]bool{"seconds": true, "minutes": true, "hours": true, "days": true, "business days": true, "weeks": true}

// instantWord is a word that gives a wait no length: すぐに, 直ちに, sofort, gleich.
var instantWord = regexp.MustCompile(`すぐに|すぐ[、。]|直ちに|即座に|瞬時に|一瞬で|(?:^|[^\p{L}])(?i:sofort|unmittelbar|augenblicklich|im Nu|gleich danach)(?:[^\p{L}]|$)`)

// bareNumbers counts the places where text writes the number v (as a quantity's value
// is written: 8, 1.5) on its own, with no digit, separator or word right after it: a
// table cell's end, a particle, a stop.
func bareNumbers(text, v string) int {
	n := 0
	for i := 0; ; {
		j := strings.Index(text[i:], v)
		if j < 0 {
			return n
		}
		s, e := i+j, i+j+len(v)
		i = e
		before, _ := utf8.DecodeLastRuneInString(text[:s])
		if s > 0 && (isDigit(before) || strings.ContainsRune(".,/:-", before) || unicode.IsLetter(before)) {
			continue
		}
		rest := strings.TrimLeft(text[e:], " ")
		after, _ := utf8.DecodeRuneInString(rest)
		if rest == "" || strings.ContainsRune("|をでがはにと、。,;)）\n", after) && !(after == ',' && len(rest) > 1 && isDigit(rune(rest[1]))) {
			if e < len(text) && (isDigit(rune(text[e])) || strings.ContainsRune(".,", rune(text[e])) && e+1 < len(text) && isDigit(rune(text[e+1]))) {
				continue
			}
			n++
		}
	}
}

// droppedQuantities names the golden's durations the answer states nowhere, in no
// unit and no number (Der Kopplungsmodus bleibt 10 Minuten aktiv, 約10秒で測定が終わり
// left out) where it keeps the golden's other sentences: how long the reader waits or
// has is gone. A duration the answer states in another unit or number is quantities'
// change; a JSON golden is its fields' business.
func droppedQuantities(lang, golden, answer string) []string {
	if t := strings.TrimSpace(golden); strings.HasPrefix(t, "{") || strings.HasPrefix(t, "[") {
		return nil
	}
	// An answer in its own words may leave a detail out; one that keeps three fifths
	// of the golden's sentences of three content words or more word for word has only
	// cut.
	gs := slices.DeleteFunc(goldenSentences(lang, golden), func(g string) bool { return len(contentWords(lang, g)) < 3 })
	if len(gs) < 3 || keptSentences(lang, gs, answer)*5 < len(gs)*3 {
		return nil
	}
	stated, units := map[string]bool{}, map[string]bool{}
	for _, q := range ExtractQuantities(answer) {
		stated[q.Value] = true
		_, u := splitQuantity(q.Value)
		units[u] = true
	}
	var out []string
	for _, q := range ExtractQuantities(golden) {
		if _, u := splitQuantity(q.Value); timeUnits[u] && !stated[q.Value] && !units[u] {
			out = append(out, fmt.Sprintf("the golden's %s is left out: the answer states no duration in %s", q.Value, u))
		}
	}
	return out
}
