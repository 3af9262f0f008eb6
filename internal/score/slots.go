package score

import (
	"fmt"
	"maps"
	"regexp"
	"slices"
	"strings"
)

// Two slots of a fact that a structured answer fills with something else than the
// golden: the weekday in brackets after a date, and the bare amount.
var (
	// dateBracket is a date with the bracket after it (10月21日（水）, 19.10.2026
	// (Montag)).
	dateBracket = regexp.MustCompile(`(\d{1,2}月\d{1,2}日|\d{1,2}\.\d{1,2}\.(?:\d{2,4})?|\d{1,2}\. (?:Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) \d{4})\s?[（(]([^）)\n]{1,12})[）)]`)
	// weekdayOnly is a bracket that names one weekday and nothing else.
	weekdayOnly = regexp.MustCompile(`^(?:[月火水木金土日](?:曜日?)?|(?:Mo|Di|Mi|Do|Fr|Sa|So)\.?|Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag)$`)
	// boundedAmount is an amount of money with a bound before or after it (ab 3.912,50
	// €, bis zu 500,00 €, 5,500円〜, 2,480円以上). Not von, über, から or まで, which
	// also say what an amount is of, or where a change starts (Rechnung über 1.249,90 €,
	// 33,000円から38,500円に), and not 〜 before a digit (a range).
	boundedAmount = regexp.MustCompile(`(?i)(?:^|[^\p{L}])((?:ab|bis zu|maximal|höchstens|mindestens|nicht mehr als|nicht weniger als|weniger als|mehr als) )(` + moneyFigure + `)|(` + moneyFigure + `)\s?((?:〜|～|~)(?:[^\d\s]|$)|以上|以下|未満|超)`)
)

// weekdaySlots names a date whose bracket the golden fills with its weekday and the
// answer with something else: a holiday (10月21日（祝）), a span of weekdays (（水〜金）),
// another note. The date alone is kept, so no date check sees it.
func weekdaySlots(answer, golden string) []string {
	want := map[string]bool{}
	for _, m := range dateBracket.FindAllStringSubmatch(golden, -1) {
		if weekdayOnly.MatchString(strings.TrimSpace(m[2])) {
			want[m[1]] = true
		}
	}
	var out []string
	for _, m := range dateBracket.FindAllStringSubmatch(answer, -1) {
		if c := strings.TrimSpace(m[2]); want[m[1]] && !weekdayOnly.MatchString(c) {
			out = append(out, fmt.Sprintf("%s (%s) where the golden gives its weekday", m[1], c))
		}
	}
	return out
}

// boundedAmounts names an amount the golden states exactly that the answer gives with
// a bound (ab 3.912,50 €, 5,500円〜): a price made a starting price or a ceiling. An
// amount the golden or request bounds so (bis zu, 以上) is theirs.
func boundedAmounts(answer, source string) []string {
	var out []string
	for _, m := range boundedAmount.FindAllStringSubmatch(answer, -1) {
		amount := m[2] + m[3]
		if !strings.Contains(source, amount) {
			continue
		}
		bounded := false
		for _, s := range boundedAmount.FindAllStringSubmatch(source, -1) {
			if s[2]+s[3] == amount {
				bounded = true
			}
		}
		if !bounded {
			out = append(out, fmt.Sprintf("%s made %q", amount, strings.TrimSpace(m[0])))
		}
	}
	return out
}

// codeWithLabel is a reference code (WS-30982, 44-2087-DE, RE-2026-0815) with the
// word before it.
var codeWithLabel = regexp.MustCompile(`([\p{L}-]+?\.?)[\s:：（(]{0,2}([A-Z]{0,4}-?\d{2,}(?:-[A-Z0-9]+)+|[A-Z]{1,4}-\d{3,})`)

// refClasses are what a reference code can number: an order, a customer, an invoice,
// a quote, a contract, a case or a shipment.
var refClasses = []struct {
	name string
	re   *regexp.Regexp
}{
	{"order", regexp.MustCompile(`(?i)bestell|auftrag|注文|受注|発注|order`)},
	{"customer", regexp.MustCompile(`(?i)kunde|お客様|顧客|会員|mitglied`)},
	{"invoice", regexp.MustCompile(`(?i)rechnung|請求|invoice`)},
	{"quote", regexp.MustCompile(`(?i)angebot|見積`)},
	{"contract", regexp.MustCompile(`(?i)vertrag|契約`)},
	{"case", regexp.MustCompile(`(?i)ticket|vorgang|reparatur|受付|修理|問い合わせ|お問合せ`)},
	{"shipment", regexp.MustCompile(`(?i)sendung|tracking|追跡|伝票`)},
}

// refClass is the class of a code's label, or "".
func refClass(label string) string {
	for _, c := range refClasses {
		if c.re.MatchString(label) {
			return c.name
		}
	}
	return ""
}

// relabelledCodes names a code of the case that the answer labels as another kind of
// reference than the case ever does (Bestellung 44-2087-DE → Kundenkonto 44-2087-DE,
// 注文番号WS-30982 → お客様番号WS-30982): the number is kept, what it numbers is not.
func relabelledCodes(text, source string) []string {
	classes := map[string]map[string]bool{}
	for _, m := range codeWithLabel.FindAllStringSubmatch(source, -1) {
		if classes[m[2]] == nil {
			classes[m[2]] = map[string]bool{}
		}
		classes[m[2]][refClass(m[1])] = true
	}
	for _, m := range codeWithLabel.FindAllStringSubmatch(text, -1) {
		known := classes[m[2]]
		c := refClass(m[1])
		if known == nil || c == "" || known[c] {
			continue
		}
		var was []string
		for k := range known {
			if k != "" {
				was = append(was, k)
			}
		}
		if len(was) > 0 {
			slices.Sort(was)
			return []string{fmt.Sprintf("%s labelled %s, the %s's reference, where the case gives it as the %s's", m[2], m[1], c, strings.Join(was, " or "))}
		}
	}
	return nil
}

// dateWithLabel is a date with the label before it (お届け予定日は10月21日,
// 訪問日時：2026年10月23日, Liefertermin: 12.11.2026).
var dateWithLabel = regexp.MustCompile(`([おご]?\p{Han}[\p{Han}け]{1,9})(?:は|：|:)\s*(?:\d{4}年)?(\d{1,2}月\d{1,2}日)|(\p{Lu}\p{Ll}+(?:termin|datum|frist|tag))\s*[:：]\s*(?:am\s+)?(\d{1,2}\.\d{1,2}\.)\d{4}`)

// dateClasses are the milestones a date can mark: a delivery, a visit, a receipt, a
// deadline, a validity, a payment, a start or an end.
var dateClasses = []struct {
	name string
	re   *regexp.Regexp
}{
	{"delivery", regexp.MustCompile(`(?i)届|配達|配送|到着|着日|納品|発送|出荷|liefer|versand|zustell`)},
	{"visit", regexp.MustCompile(`(?i)訪問|来店|来院|besuch|vor-ort`)},
	{"receipt", regexp.MustCompile(`(?i)受付|受領|eingang`)},
	{"deadline", regexp.MustCompile(`(?i)期限|期日|締切|締め切り|frist`)},
	{"validity", regexp.MustCompile(`(?i)有効|gültig`)},
	{"payment", regexp.MustCompile(`(?i)支払|振込|引落|zahlung|fällig`)},
	{"start", regexp.MustCompile(`(?i)開始|着工|beginn|start`)},
	{"end", regexp.MustCompile(`(?i)終了|満了|ende|ablauf`)},
	{"return", regexp.MustCompile(`(?i)返品|返送|返却|rückgabe|rücksend`)},
}

// dateLabelClasses is the set of classes a date's label names.
func dateLabelClasses(label string) map[string]bool {
	out := map[string]bool{}
	for _, c := range dateClasses {
		if c.re.MatchString(label) {
			out[c.name] = true
		}
	}
	return out
}

// relabelledDates names a date of the case that the answer labels as another
// milestone than the case ever does (お届け予定日は10月21日 → 返品受付期限は10月21日,
// 訪問日時 → 受付日時): the date is kept, what happens on it is not. A label naming
// the same kind of milestone in other words (配達予定日, Zustelltermin) is the case's.
func relabelledDates(text, source string) []string {
	labelOf := func(m []string) (label, day string) {
		if m[1] != "" {
			return m[1], m[2]
		}
		return m[3], m[4]
	}
	classes := map[string]map[string]bool{}
	for _, m := range dateWithLabel.FindAllStringSubmatch(source, -1) {
		label, day := labelOf(m)
		if classes[day] == nil {
			classes[day] = map[string]bool{}
		}
		maps.Copy(classes[day], dateLabelClasses(label))
	}
	for _, m := range dateWithLabel.FindAllStringSubmatch(text, -1) {
		label, day := labelOf(m)
		known := classes[day]
		if len(known) == 0 || strings.Contains(source, label) {
			continue
		}
		got := dateLabelClasses(label)
		if len(got) == 0 {
			continue
		}
		shared := false
		for c := range got {
			shared = shared || known[c]
		}
		if !shared {
			return []string{fmt.Sprintf("%s labelled %q, another milestone than the case gives it", day, label)}
		}
	}
	return nil
}

var (
	// streetNumber is a German street with its house number (Gärtnerweg 7, Schloßstraße
	// 27a).
	streetNumber = regexp.MustCompile(`(\p{Lu}[\p{L}-]*(?:straße|strasse|str\.|weg|platz|gasse|allee|ring|damm|ufer|chaussee|markt)) (\d{1,4}(?: ?[a-z])?)\b`)
	// townPart is a town with a part after a hyphen (Dresden-Süd, München-Nord).
	townPart = regexp.MustCompile(`(\p{Lu}\p{L}+)-(Nord|Süd|Ost|West|Mitte|Zentrum|Altstadt|Neustadt)\b`)
)

// movedAddresses names a street the case gives whose house number the answer changes
// (Gärtnerweg 7 → 7a) and a town the answer gives a part the case never names
// (Dresden → Dresden-Süd): the parcel goes to another door.
func movedAddresses(text, source string) []string {
	numbers := map[string][]string{}
	for _, m := range streetNumber.FindAllStringSubmatch(source, -1) {
		numbers[m[1]] = append(numbers[m[1]], strings.ReplaceAll(m[2], " ", ""))
	}
	var out []string
	for _, m := range streetNumber.FindAllStringSubmatch(text, -1) {
		if ns := numbers[m[1]]; ns != nil && !slices.Contains(ns, strings.ReplaceAll(m[2], " ", "")) {
			out = append(out, fmt.Sprintf("%s %s where the case gives %s %s", m[1], m[2], m[1], strings.Join(ns, ", ")))
		}
	}
	for _, m := range townPart.FindAllStringSubmatch(text, -1) {
		if strings.Contains(source, m[1]) && !strings.Contains(source, m[0]) {
			out = append(out, fmt.Sprintf("%s, a part of %s the case never names", m[0], m[1]))
		}
	}
	return append(out, movedBlocks(text, source)...)
}

var (
	// jaTownBlock is a Japanese town before its block number (道玄坂1丁目, 梅田2-4-9).
	jaTownBlock = regexp.MustCompile(`(\p{Han}{2,4})([0-9]{1,2}(?:丁目|-))`)
	// jaBlockTail is the block, lot and house numbers after a town, and a room's mark.
	jaBlockTail = regexp.MustCompile(`^[0-9丁目番地号\-]*(室)?`)
	blockDigits = regexp.MustCompile(`[0-9]+`)
)

// movedBlocks names a Japanese town of the case whose block, lot and house numbers the
// answer writes otherwise (道玄坂1丁目12番1号 → 道玄坂12番1号, 道玄坂1丁目) or makes a
// room (12番1号室): the parcel goes to another door. 1丁目12番1号 and 1-12-1 are one
// address.
func movedBlocks(text, source string) []string {
	text, source = nfkcJa(text), nfkcJa(source)
	blocks := map[string][]string{}
	var towns []string
	for _, m := range jaTownBlock.FindAllStringSubmatchIndex(source, -1) {
		town := source[m[2]:m[3]]
		tail := jaBlockTail.FindStringSubmatch(source[m[3]:])
		if !slices.Contains(towns, town) {
			towns = append(towns, town)
		}
		blocks[town] = append(blocks[town], strings.Join(blockDigits.FindAllString(tail[0], -1), "-")+tail[1])
	}
	var out []string
	for _, town := range towns {
		for at := 0; ; {
			i := strings.Index(text[at:], town)
			if i < 0 {
				break
			}
			at += i + len(town)
			tail := jaBlockTail.FindStringSubmatch(text[at:])
			got := strings.Join(blockDigits.FindAllString(tail[0], -1), "-") + tail[1]
			if got != "" && !slices.Contains(blocks[town], got) {
				out = append(out, fmt.Sprintf("%s%s where the case gives %s%s", town, tail[0], town, strings.Join(blocks[town], ", ")))
			}
		}
	}
	return out
}

var (
	// docRef is a reference that names a document: an order, an invoice, a quote
	// (WE-20417, 44-2087-DE, TU-4471, INV88213).
	docRef = `[A-Z]{1,5}-\d{3,}(?:-\d+)*(?:-[A-Z]{2})?|\d{2}-\d{4}-[A-Z]{2}|[A-Z]{2,5}\d{3,}`
	// deDatedRef is a German reference dated by vom: WE-20417 vom 12.11.2026.
	deDatedRef = regexp.MustCompile(`(` + docRef + `)\)?,? vom (\d{1,2}\.\s?\d{1,2}\.(?:\d{4})?|\d{1,2}\.\s?\p{L}+\.?(?: \d{4})?|\d{4}-\d{2}-\d{2})`)
	// jaDatedRef is a Japanese reference dated by 付: TU-4471（2026年10月30日付）,
	// 10月30日付の請求書INV-88213.
	jaDatedRef   = regexp.MustCompile(`(` + docRef + `)\s*[（(]((?:\d{4}年)?\d{1,2}月\d{1,2}日)付?[）)]`)
	jaDatedAhead = regexp.MustCompile(`((?:\d{4}年)?\d{1,2}月\d{1,2}日)付(?:の|で)?[^。、\n]{0,12}?(` + docRef + `)`)
)

// datedDocuments names the references the answer dates (Bestellung WE-20417 vom
// 12.11.2026, 見積番号 TU-4471（2026年10月30日付）) with a date that no sentence of the
// case naming that reference gives (or, for a short line of a form, the line beside
// it): the delivery date or a deadline made the date of the order or the quote. A
// reference the case never names is another check's.
func datedDocuments(lang, text, source string, refYear int) []string {
	type dated struct{ ref, day string }
	var found []dated
	if lang == "ja" {
		for _, m := range jaDatedRef.FindAllStringSubmatch(text, -1) {
			found = append(found, dated{m[1], m[2]})
		}
		for _, m := range jaDatedAhead.FindAllStringSubmatch(text, -1) {
			found = append(found, dated{m[2], m[1]})
		}
	} else {
		for _, m := range deDatedRef.FindAllStringSubmatch(text, -1) {
			found = append(found, dated{m[1], m[2]})
		}
	}
	lines := strings.Split(source, "\n")
	var out []string
	for _, f := range found {
		days := ExtractDates(lang, f.day, refYear)
		if len(days) != 1 || !strings.Contains(source, f.ref) {
			continue
		}
		var near []string
		for i, l := range lines {
			if !strings.Contains(l, f.ref) {
				continue
			}
			// A reference on a short line of its own is a form's field (Bestellnummer:
			// WE-20417): its date may stand on the line beside it. Elsewhere the date
			// is the sentence's that names the reference.
			if len([]rune(strings.TrimSpace(l))) < 50 && len(sentencesOf(lang, l)) <= 1 {
				near = append(near, ExtractDates(lang, strings.Join(lines[max(i-1, 0):min(i+2, len(lines))], "\n"), refYear)...)
				continue
			}
			for _, st := range sentencesOf(lang, l) {
				if strings.Contains(st, f.ref) {
					near = append(near, ExtractDates(lang, st, refYear)...)
				}
			}
		}
		if !slices.Contains(near, days[0]) {
			out = append(out, fmt.Sprintf("%s dated %s, a date the case never gives it", f.ref, f.day))
		}
	}
	return out
}
