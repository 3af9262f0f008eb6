package grade

// Blind batch 39b: reference and deixis bound wrongly. Every kind leaves the words of
// the answer plausible but makes one reference point at the wrong thing: an absolute
// date becomes a relative one (today, tomorrow, this week, next year, the same or the
// following month) that resolves to another day; a re-mentioned person or company
// becomes a demonstrative that binds to the nearer, wrong antecedent; an object pronoun
// changes gender and so binds another noun; "our" becomes "your" (or the agent flips);
// the current message or order is called an earlier one; a time anaphor ("until then")
// is re-anchored to now; a person is labelled with the other party's role; a table or
// list item says "ditto" where the item above differs.

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
)

// ho39bRule is a pattern and its replacement (with $1 expansion).
type ho39bRule struct {
	re  *regexp.Regexp
	rep string
}

func ho39bR(re, rep string) ho39bRule { return ho39bRule{regexp.MustCompile(re), rep} }

// ho39bEarliest applies, once, the rule whose match comes first in s.
func ho39bEarliest(s string, rules []ho39bRule) string {
	best, bi := -1, -1
	var bloc []int
	for i, r := range rules {
		loc := r.re.FindStringSubmatchIndex(s)
		if loc != nil && (best < 0 || loc[0] < best) {
			best, bi, bloc = loc[0], i, loc
		}
	}
	if bi < 0 {
		return s
	}
	var dst []byte
	dst = rules[bi].re.ExpandString(dst, rules[bi].rep, s, bloc)
	return s[:bloc[0]] + string(dst) + s[bloc[1]:]
}

var (
	ho39bDeWeekdays = `Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag`
	ho39bDeMonthRe  = strings.Join(deMonths, "|")
	// ho39bDeDateFull is a German date with its optional weekday before or after.
	ho39bDeDateFull = regexp.MustCompile(`(?:(` + ho39bDeWeekdays + `), (?:den )?)?(\d{1,2})\.(?:(\d{1,2})\.|\s(` + ho39bDeMonthRe + `)\s)(20\d\d)(?: \((` + ho39bDeWeekdays + `)\))?`)
	// ho39bJaDateFull is a Japanese date with its optional year and weekday.
	ho39bJaDateFull = regexp.MustCompile(`(?:(?:令和\d{1,2}|\d{4})年)?(\d{1,2})月(\d{1,2})日(?:（([月火水木金土日])）)?`)
)

// ho39bDate is one date of a text: where it is, its month and day, its weekday if
// given, and whether it carries a year.
type ho39bDate struct {
	at, end    int
	month, day int
	weekday    string
	year       bool
}

func ho39bFindDates(lang, s string) []ho39bDate {
	var out []ho39bDate
	if lang == "ja" {
		for _, m := range ho39bJaDateFull.FindAllStringSubmatchIndex(s, -1) {
			mo, _ := strconv.Atoi(s[m[2]:m[3]])
			d, _ := strconv.Atoi(s[m[4]:m[5]])
			wd := ""
			if m[6] >= 0 {
				wd = s[m[6]:m[7]]
			}
			out = append(out, ho39bDate{m[0], m[1], mo, d, wd, strings.Contains(s[m[0]:m[1]], "年")})
		}
		return out
	}
	for _, m := range ho39bDeDateFull.FindAllStringSubmatchIndex(s, -1) {
		d, _ := strconv.Atoi(s[m[4]:m[5]])
		mo := 0
		if m[6] >= 0 {
			mo, _ = strconv.Atoi(s[m[6]:m[7]])
		} else {
			name := s[m[8]:m[9]]
			for i, n := range deMonths {
				if n == name {
					mo = i + 1
				}
			}
		}
		wd := ""
		if m[2] >= 0 {
			wd = s[m[2]:m[3]]
		} else if m[12] >= 0 {
			wd = s[m[12]:m[13]]
		}
		out = append(out, ho39bDate{m[0], m[1], mo, d, wd, true})
	}
	return out
}

// ho39bSentenceAround is the text of the sentence (up to line and sentence ends) around
// byte offset at.
func ho39bSentenceAround(s string, at int) string {
	start := strings.LastIndexAny(s[:at], "。\n") + 1
	if i := strings.LastIndex(s[:at], ". "); i+2 > start {
		start = i + 2
	}
	end := len(s)
	if i := strings.IndexAny(s[at:], "。\n"); i >= 0 {
		end = at + i
	}
	return s[start:end]
}

var ho39bPastJa = regexp.MustCompile(`ました|いただいた|しました|届き|済み|着）|あった`)
var ho39bPastDe = regexp.MustCompile(` hat | haben | wurde| wurden|bestellt\b`)

// ho39bReplaceDate swaps the date d in s for a relative expression, adapting the
// particle or preposition around it: rel(prefix) gives the new words for the German
// preposition before the date ("am", "bis zum", ...); in Japanese に after it is dropped.
func ho39bReplaceDate(lang, s string, d ho39bDate, ja, de string) string {
	if lang == "ja" {
		rest := s[d.end:]
		switch {
		case strings.HasPrefix(rest, "には"):
			rest = "は" + rest[len("には"):]
		case strings.HasPrefix(rest, "に"):
			rest = rest[len("に"):]
		}
		return s[:d.at] + ja + rest
	}
	head := s[:d.at]
	for _, p := range []struct{ old, nw string }{
		{"bis zum ", "bis "}, {"seit dem ", "seit "}, {"vom ", "von "}, {"auf den ", "auf "},
		{"am ", ""}, {"Am ", ""},
	} {
		if strings.HasSuffix(head, p.old) {
			head = head[:len(head)-len(p.old)] + p.nw
			break
		}
	}
	return head + de + s[d.end:]
}

// ho39bMention is one mention of a person or company.
type ho39bMention struct {
	at, end int
	key     string
	class   string // "m", "f" (German persons), "p" (Japanese person), "c" company
	inTable bool
	oblique bool
}

var (
	ho39bDePerson  = regexp.MustCompile(`\b(Herrn?|Frau)(?: (?:Prof\.|Dr\.))* (\p{Lu}\p{Ll}+)`)
	ho39bDeCompany = regexp.MustCompile(`(?:\p{Lu}[\p{L}-]+ )+(?:GmbH|AG|KG|OHG|SE)\b`)
	ho39bJaPerson  = regexp.MustCompile(`(?:担当の|責任者の)(\p{Han}{1,3})|(\p{Han}{1,3})(?:様|部長|課長|教授)`)
	ho39bJaCompany = regexp.MustCompile(`株式会社[\p{Katakana}\p{Han}ー]+|[\p{Katakana}\p{Han}ー]+株式会社`)
)

func ho39bMentions(lang, s string) []ho39bMention {
	var ms []ho39bMention
	tableAt := func(at int) bool {
		ls := strings.LastIndex(s[:at], "\n") + 1
		return strings.HasPrefix(s[ls:], "|")
	}
	if lang == "ja" {
		for _, m := range ho39bJaPerson.FindAllStringSubmatchIndex(s, -1) {
			key := ""
			if m[2] >= 0 {
				key = s[m[2]:m[3]]
			} else {
				key = s[m[4]:m[5]]
			}
			ms = append(ms, ho39bMention{m[0], m[1], key, "p", tableAt(m[0]), m[2] >= 0})
		}
		for _, m := range ho39bJaCompany.FindAllStringIndex(s, -1) {
			ms = append(ms, ho39bMention{m[0], m[1], s[m[0]:m[1]], "c", tableAt(m[0]), false})
		}
	} else {
		for _, m := range ho39bDePerson.FindAllStringSubmatchIndex(s, -1) {
			title := s[m[2]:m[3]]
			cl := "m"
			if title == "Frau" {
				cl = "f"
			}
			ms = append(ms, ho39bMention{m[0], m[1], s[m[4]:m[5]], cl, tableAt(m[0]), title == "Herrn"})
		}
		for _, m := range ho39bDeCompany.FindAllStringIndex(s, -1) {
			ms = append(ms, ho39bMention{m[0], m[1], s[m[0]:m[1]], "c", tableAt(m[0]), false})
		}
	}
	// sort by position
	for i := 1; i < len(ms); i++ {
		for j := i; j > 0 && ms[j].at < ms[j-1].at; j-- {
			ms[j], ms[j-1] = ms[j-1], ms[j]
		}
	}
	return ms
}

// ho39bDemonstrative re-mentions the last entity mentioned before it with a
// demonstrative that agrees with (and so binds to) the nearer, other entity.
func ho39bDemonstrative(lang, s string) string {
	ms := ho39bMentions(lang, s)
	var texts []ho39bMention
	for _, m := range ms {
		if !m.inTable {
			texts = append(texts, m)
		}
	}
	for k := len(texts) - 1; k >= 1; k-- {
		m, prev := texts[k], texts[k-1]
		if m.oblique || prev.key == m.key || (lang == "ja" && prev.class != m.class) {
			continue
		}
		seen := false
		for _, o := range ms {
			if o.at < prev.at && o.key == m.key {
				seen = true
			}
		}
		if !seen {
			continue
		}
		if lang == "ja" {
			rep := "同氏"
			if m.class == "c" {
				rep = "同社"
			}
			return s[:m.at] + rep + s[m.end:]
		}
		rep := "diese"
		if prev.class == "m" {
			rep = "dieser"
		}
		before := strings.TrimRight(s[:m.at], " ")
		if before == "" || strings.HasSuffix(before, ".") || strings.HasSuffix(before, ":") || strings.HasSuffix(before, "\n") {
			rep = strings.ToUpper(rep[:1]) + rep[1:]
		}
		return s[:m.at] + rep + s[m.end:]
	}
	return s
}

var ho39bTableRow = regexp.MustCompile(`(?m)^\|.*\|$`)

// ho39bDitto replaces, in the second item of a table or of a JSON array of objects, one
// value that differs from the item above with "ditto".
func ho39bDitto(lang, s string) string {
	word := "dito"
	if lang == "ja" {
		word = "同上"
	}
	if strings.HasPrefix(strings.TrimSpace(s), "{") || strings.HasPrefix(strings.TrimSpace(s), "[") {
		return hoFirstMatch(regexp.MustCompile(`(\},\s*\{\s*"[^"]+":\s*")([^"]+)(")`), s, func(m []string) string {
			return m[1] + word + m[3]
		})
	}
	locs := ho39bTableRow.FindAllStringIndex(s, -1)
	var rows [][]int
	for _, l := range locs {
		if strings.Trim(s[l[0]:l[1]], "|-: ") == "" {
			continue
		}
		rows = append(rows, l)
	}
	if len(rows) < 3 { // header and two data rows
		return s
	}
	cells := func(l []int) []string { return strings.Split(s[l[0]:l[1]], "|") }
	above, row := cells(rows[1]), cells(rows[2])
	if len(above) != len(row) {
		return s
	}
	for j := len(row) - 2; j >= 2; j-- {
		if strings.TrimSpace(row[j]) != strings.TrimSpace(above[j]) {
			row[j] = " " + word + " "
			return s[:rows[2][0]] + strings.Join(row, "|") + s[rows[2][1]:]
		}
	}
	return s
}

// ho39bAnchoredMonth writes a date whose month differs from (same: equals) the previous
// date's month as a day of "the same month" (same: "the following month").
func ho39bAnchoredMonth(lang, s string, same bool) string {
	ds := ho39bFindDates(lang, s)
	for k := 1; k < len(ds); k++ {
		d, p := ds[k], ds[k-1]
		if d.month == 0 || p.month == 0 {
			continue
		}
		if same && d.month == p.month || !same && d.month != p.month {
			continue
		}
		wd := ""
		if d.weekday != "" && lang == "ja" {
			wd = "（" + d.weekday + "）"
		}
		var ja, de string
		if same {
			ja = fmt.Sprintf("同月%d日%s", d.day, wd)
			de = fmt.Sprintf("%d. desselben Monats", d.day)
		} else {
			ja = fmt.Sprintf("翌月%d日%s", d.day, wd)
			de = fmt.Sprintf("%d. des Folgemonats", d.day)
		}
		if lang == "ja" {
			return s[:d.at] + ja + s[d.end:]
		}
		return s[:d.at] + de + s[d.end:]
	}
	return s
}

var heldOutBatch39b = []heldOutKind{
	// Tomorrow for a date ahead: "bis spätestens 19.10.2026" → "bis spätestens morgen";
	// 「10月20日の経営会議」→「明日の経営会議」 (the letter's next day is another day).
	{"b39b_last_future_date_made_tomorrow", "raw", func(lang, s string) string {
		ds := ho39bFindDates(lang, s)
		for k := len(ds) - 1; k >= 0; k-- {
			d := ds[k]
			if d.weekday != "" {
				continue
			}
			sent := ho39bSentenceAround(s, d.at)
			if lang == "ja" && ho39bPastJa.MatchString(sent) || lang != "ja" && ho39bPastDe.MatchString(sent) {
				continue
			}
			return ho39bReplaceDate(lang, s, d, "明日", "morgen")
		}
		return s
	}},
	// Today for the date of a past event: "hat am 08.10.2026 … bestellt" → "hat heute …";
	// 「2026年10月14日には当研究室をご訪問」→「本日は当研究室をご訪問」.
	{"b39b_past_event_date_made_today", "first", func(lang, s string) string {
		for _, d := range ho39bFindDates(lang, s) {
			sent := ho39bSentenceAround(s, d.at)
			if lang == "ja" && ho39bPastJa.MatchString(sent) || lang != "ja" && ho39bPastDe.MatchString(sent) {
				return ho39bReplaceDate(lang, s, d, "本日", "heute")
			}
		}
		return s
	}},
	// A weekday date put in "this week", which lies before it: "am Montag, 26. Oktober
	// 2026" → "am Montag dieser Woche"; 「11月24日（火）に延期」→「今週の火曜日に延期」.
	{"b39b_weekday_date_made_this_week", "raw", func(lang, s string) string {
		ds := ho39bFindDates(lang, s)
		for k := len(ds) - 1; k >= 0; k-- {
			d := ds[k]
			if d.weekday == "" {
				continue
			}
			if lang == "ja" {
				return s[:d.at] + "今週の" + d.weekday + "曜日" + s[d.end:]
			}
			head := s[:d.at]
			if strings.HasSuffix(head, "auf den ") || strings.HasSuffix(head, "vom ") || strings.HasSuffix(head, "am ") {
				if strings.HasSuffix(head, "vom ") {
					head = head[:len(head)-len("vom ")] + "vom "
				}
				return head + d.weekday + " dieser Woche" + s[d.end:]
			}
			return head + "am " + d.weekday + " dieser Woche" + s[d.end:]
		}
		return s
	}},
	// The explicit year of a date turned into "next year": "am 12.11.2026" → "am 12.11.
	// nächsten Jahres"; 「2026年10月30日までに」→「来年10月30日までに」.
	{"b39b_date_year_made_next_year", "raw", func(lang, s string) string {
		ds := ho39bFindDates(lang, s)
		for k := len(ds) - 1; k >= 0; k-- {
			d := ds[k]
			txt := s[d.at:d.end]
			if lang == "ja" {
				if !regexp.MustCompile(`^\d{4}年`).MatchString(txt) {
					continue
				}
				return s[:d.at] + regexp.MustCompile(`^\d{4}年`).ReplaceAllString(txt, "来年") + s[d.end:]
			}
			nw := regexp.MustCompile(`(\.|\s)20\d\d`).ReplaceAllString(txt, "$1 nächsten Jahres")
			nw = strings.Replace(nw, ".  nächsten", ". nächsten", 1)
			nw = strings.Replace(nw, "   nächsten", " nächsten", 1)
			nw = strings.Replace(nw, "  nächsten", " nächsten", 1)
			return s[:d.at] + nw + s[d.end:]
		}
		return s
	}},
	// A date of another month written as a day of "the same month" as the date before:
	// "verschiebt sich vom 02.11.2026" (after 28.10.) → "vom 2. desselben Monats";
	// 「2026年11月9日から」(10月23日の後)→「同月9日から」.
	{"b39b_later_date_bound_to_previous_month", "raw", func(lang, s string) string {
		return ho39bAnchoredMonth(lang, s, true)
	}},
	// A date in the same month as the date before written as "the following month":
	// "vom 19.10.2026 auf den 26.10.2026" → "auf den 26. des Folgemonats";
	// 「11月9日から11月24日（火）に」→「翌月24日（火）に」.
	{"b39b_same_month_date_made_following_month", "raw", func(lang, s string) string {
		return ho39bAnchoredMonth(lang, s, false)
	}},
	// A re-mentioned person or company as a demonstrative that binds to the nearer, other
	// one: "aber Frau Müller kann die Wohnung aufschließen" (after Herr Weiß) → "aber
	// dieser kann"; 「…西村が調査し…。髙橋様は…心配」→「同氏は…心配」.
	{"b39b_remention_as_demonstrative_of_nearer", "longest", ho39bDemonstrative},
	// An object or subject pronoun of another gender, binding to another noun: "aktivieren
	// Sie ihn" (den Plan) → "aktivieren Sie sie"; "Sie bittet darum" (Frau Müller) → "Er
	// bittet darum". German only.
	{"b39b_de_pronoun_gender_binds_other_noun", "longest", func(lang, s string) string {
		if lang == "ja" {
			return s
		}
		return ho39bEarliest(s, []ho39bRule{
			ho39bR(`(\p{Ll}+en Sie) ihn\b`, "$1 sie"),
			ho39bR(`(\p{Ll}+en Sie) sie\b`, "$1 ihn"),
			ho39bR(`(\p{Ll}+en Sie) es\b`, "$1 sie"),
			ho39bR(`([.;] )Sie (\p{Ll}+t) `, "${1}Er $2 "),
			ho39bR(`([.;] )Er (\p{Ll}+t) `, "${1}Sie $2 "),
		})
	}},
	// Our side's thing called the reader's, or the agent flipped: "an unseren Kundendienst"
	// → "an Ihren Kundendienst"; "der von Ihnen bestellten Teile" → "der von uns bestellten
	// Teile"; 「当研究室をご訪問」→「貴研究室をご訪問」.
	{"b39b_our_side_reference_flipped_to_reader", "longest", func(lang, s string) string {
		if lang == "ja" {
			return ho39bEarliest(s, []ho39bRule{
				ho39bR(`当研究室`, "貴研究室"), ho39bR(`弊社`, "御社"), ho39bR(`当社`, "貴社"),
				ho39bR(`当店`, "貴店"), ho39bR(`当院`, "貴院"),
			})
		}
		return ho39bEarliest(s, []ho39bRule{
			ho39bR(`\bunseren (\p{Lu})`, "Ihren $1"), ho39bR(`\bunserem (\p{Lu})`, "Ihrem $1"),
			ho39bR(`\bunsere (\p{Lu})`, "Ihre $1"), ho39bR(`\bunser (\p{Lu})`, "Ihr $1"),
			ho39bR(`von Ihnen (\p{Ll}+t)`, "von uns $1"), ho39bR(`für Sie entstehen`, "für uns entstehen"),
		})
	}},
	// The message being answered called an earlier one: "vielen Dank für Ihre Nachricht" →
	// "für Ihre vorherige Nachricht"; 「本メールにご返信ください」→「前回のメールにご返信ください」.
	{"b39b_current_message_called_earlier_one", "longest", func(lang, s string) string {
		if lang == "ja" {
			return ho39bEarliest(s, []ho39bRule{
				ho39bR(`本メール`, "前回のメール"), ho39bR(`このメール`, "前回のメール"),
				ho39bR(`お送りいただいた写真`, "前回お送りいただいた写真"),
			})
		}
		return ho39bEarliest(s, []ho39bRule{
			ho39bR(`\bIhre Nachricht\b`, "Ihre vorherige Nachricht"),
			ho39bR(`\bIhre (E-Mail|Mail|Anfrage)([^-\p{L}]|$)`, "Ihre vorherige $1$2"),
			ho39bR(`\bIhr Schreiben\b`, "Ihr vorheriges Schreiben"),
		})
	}},
	// The order or document at hand called the previous one: "Gern liefern wir Ihre
	// Bestellung WE-20417" → "Ihre vorige Bestellung WE-20417"; 「ご注文番号WS-30982の」→
	// 「前回のご注文番号WS-30982の」.
	{"b39b_current_order_called_previous_one", "first", func(lang, s string) string {
		if lang == "ja" {
			return ho39bEarliest(s, []ho39bRule{
				ho39bR(`(ご?注文番号)`, "前回の$1"), ho39bR(`請求書([A-Z])`, "前回の請求書$1"),
				ho39bR(`修理受付番号`, "前回の修理受付番号"),
			})
		}
		return ho39bEarliest(s, []ho39bRule{
			ho39bR(`\b(Ihre|die) Bestellung\b`, "$1 vorige Bestellung"),
			ho39bR(`\b(Ihrer|der) Bestellung\b`, "$1 vorigen Bestellung"),
			ho39bR(`\bIhre Rechnung\b`, "Ihre vorige Rechnung"),
		})
	}},
	// A time anaphor re-anchored to now: "bis dahin läuft die alte Anlage weiter" → "bis
	// jetzt"; "noch am selben Tag" → "noch heute"; 「それまで予約で埋まって」→「これまで」;
	// 「前日の17時まで」→「昨日の17時まで」; 「今月から」→「来月から」.
	{"b39b_time_anaphor_reanchored_to_now", "longest", func(lang, s string) string {
		if lang == "ja" {
			return ho39bEarliest(s, []ho39bRule{
				ho39bR(`それまで`, "これまで"), ho39bR(`前日の`, "昨日の"), ho39bR(`当日は`, "本日は"),
				ho39bR(`今月`, "来月"), ho39bR(`(^|[^来今先翌\d])月末`, "${1}来月末"), ho39bR(`同日`, "本日"),
			})
		}
		return ho39bEarliest(s, []ho39bRule{
			ho39bR(`\bbis dahin\b`, "bis jetzt"), ho39bR(`\bam selben Tag\b`, "heute"),
			ho39bR(`\bam gleichen Tag\b`, "heute"), ho39bR(`\bdiesen Monat\b`, "nächsten Monat"),
			ho39bR(`\bzu diesem Zeitpunkt\b`, "zum jetzigen Zeitpunkt"),
		})
	}},
	// A person labelled with the other party's role: 「担当の西村が調査し」→「依頼主の西村が
	// 調査し」; "ausführende Firma ist Wärmetechnik Förster" → "Auftraggeberin ist …".
	{"b39b_person_given_other_partys_role", "longest", func(lang, s string) string {
		if lang == "ja" {
			return ho39bEarliest(s, []ho39bRule{
				ho39bR(`担当の`, "依頼主の"), ho39bR(`責任者の`, "承認者の"),
				ho39bR(`^(\p{Han}{1,3})様より、`, "担当者より、"), ho39bR(`ご依頼主`, "担当者"),
			})
		}
		return ho39bEarliest(s, []ho39bRule{
			ho39bR(`\bausführende Firma\b`, "Auftraggeberin"), ho39bR(`\bAuftraggeber`, "Auftragnehmer"),
			ho39bR(`\bAbsender`, "Empfänger"), ho39bR(`\bEmpfänger`, "Absender"),
			ho39bR(`\bVermieter`, "Mieter"), ho39bR(`\bvon der Hausverwaltung\b`, "aus der Mieterschaft der Hausverwaltung"),
		})
	}},
	// "Ditto" where the item above differs: "| Nordkälte AG | 12.450,00 € | 4 Wochen | 2
	// Jahre |" → "… | dito |"; {"product": "交換用パッキン"} → {"product": "同上"}.
	{"b39b_ditto_points_to_differing_item", "raw", ho39bDitto},
	// An extracted date as a relative word that resolves to another day:
	// "delivery_date": "2026-10-19" → "morgen"; "start_date": "2026-12-01" → "明日".
	{"b39b_json_date_value_made_relative_word", "first", func(lang, s string) string {
		if !regexp.MustCompile(`^\d{4}-\d{2}-\d{2}$`).MatchString(s) {
			return s
		}
		if lang == "ja" {
			return "明日"
		}
		return "morgen"
	}},
}
