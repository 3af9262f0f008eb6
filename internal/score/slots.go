package score

import (
	"fmt"
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
	return out
}
