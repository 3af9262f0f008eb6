package score

import (
	"fmt"
	"regexp"
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
