package grade

// Blind batch 36b: letter and e-mail conventions. The content stays right; the frame
// a business reader checks first breaks. Japanese: 頭語/結語 mismatched, alone or
// swapped (敬具 alone or first, 拝啓…草々, 前略 then a greeting, かしこ), 〜の候 without
// 拝啓, 貴社/各位 for one private customer, ご査収 with nothing sent, 追伸 in an apology,
// ご無沙汰 in a prompt reply. Both languages: a date line after the announced events or
// a year before them, a subject line one digit off, the reader's message dated after
// the letter, a cold-contact or invented-phone-call opening, a New Year greeting in
// autumn, small talk in an apology, an apology never made repeated, an auto-reply, a
// countersignature request, a farewell, the signature above the closing. German: the
// salutation without the name, a collegial closing. Only letters and replies change.

import (
	"encoding/json"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"
)

var (
	// ho36bJaSal is a Japanese address line: a short line ending in an honorific.
	ho36bJaSal = regexp.MustCompile(`^[^。、！？：:]{1,25}(様|御中|部長|課長|係長|社長|先生|殿|各位)$`)
	// ho36bDeSal is a German salutation line.
	ho36bDeSal = regexp.MustCompile(`^(Sehr geehrte[rs]?|Liebe[rs]?|Hallo|Guten Tag)\b.*,$`)
	// ho36bDeClosing is a German closing formula on its own line.
	ho36bDeClosing = regexp.MustCompile(`^(Mit (freundlichen|besten|herzlichen) Grüßen|Freundliche Grüße|Viele Grüße|Beste Grüße|Hochachtungsvoll)\s*$`)
	ho36bJaDate    = regexp.MustCompile(`(?:(\d{4})年)?(\d{1,2})月(\d{1,2})日`)
	ho36bDeNumDate = regexp.MustCompile(`(\d{1,2})\.(\d{1,2})\.(\d{4})`)
	ho36bDeLong    = regexp.MustCompile(`(\d{1,2})\. (Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember)(?: (\d{4}))?`)
	ho36bYear      = regexp.MustCompile(`(20\d\d)`)
	// ho36bRef is a reference number with a letter prefix or a country suffix.
	ho36bRef = regexp.MustCompile(`[A-Z]{1,5}-\d{3,}(?:-[A-Z]{2})?|\d{2,}-\d{3,}-[A-Z]{2}`)
	// ho36bJaReply and ho36bDeReply mark a letter that answers something the reader did
	// or belongs to an ongoing relation.
	ho36bJaReply    = regexp.MustCompile(`お問い合わせいただ|ご依頼|ご連絡いただ|お送りいただ|ご訪問|ご利用いただ|ご注文|ご返信`)
	ho36bDeReply    = regexp.MustCompile(`Ihre Nachricht|Ihr Schreiben|Ihre Anfrage|Ihre Bestellung|Ihren [A-ZÄÖÜ]\p{Ll}*termin|Zusammenarbeit|bestätigen wir`)
	ho36bJaApology  = regexp.MustCompile(`申し訳|お詫び|ご迷惑`)
	ho36bDeApology  = regexp.MustCompile(`tut uns leid|[Ee]ntschuldig|bedauern`)
	ho36bJaGreeting = regexp.MustCompile(`いつも|このたび|ありがと|お世話|いただき`)
	ho36bJaDocs     = regexp.MustCompile(`添付|同封|送付|お送りいたします|お見積`)
	ho36bJaRefLabel = regexp.MustCompile(`(注文番号|受付番号|請求書|見積番号|契約番号)\s?$`)
	ho36bDeRefLabel = regexp.MustCompile(`(Bestellung|Bestellnummer|Angebotsnummer|Rechnung|Auftrag)\s?$`)
	ho36bDeSalName  = regexp.MustCompile(`^(Sehr geehrte[r]? (?:Herr|Frau))((?: (?:Prof\.|Dr\.))*) [^,]+,$`)
)

// ho36bLetter is a letter split into lines with the places a frame kind needs.
type ho36bLetter struct {
	lines []string
	sal   int // the salutation line, -1 without one
	body  int // the first body line after the salutation
	last  int // the last body line (ja: the last line with 。; de: the last before the closing)
	close int // de: the closing formula line, -1 without one
}

// ho36bParse finds the salutation, the body and the closing of a letter; ok is false
// when s has no salutation line or no body after it.
func ho36bParse(lang, s string) (ho36bLetter, bool) {
	l := ho36bLetter{lines: strings.Split(s, "\n"), sal: -1, body: -1, last: -1, close: -1}
	for i, line := range l.lines {
		t := strings.TrimSpace(line)
		if t == "" {
			continue
		}
		if (lang == "ja" && ho36bJaSal.MatchString(t)) || (lang != "ja" && ho36bDeSal.MatchString(t)) {
			l.sal = i
		}
		break
	}
	if l.sal < 0 {
		return l, false
	}
	for i := l.sal + 1; i < len(l.lines); i++ {
		if strings.TrimSpace(l.lines[i]) != "" {
			l.body = i
			break
		}
	}
	if l.body < 0 {
		return l, false
	}
	if lang == "ja" {
		for i := len(l.lines) - 1; i >= l.body; i-- {
			if strings.Contains(l.lines[i], "。") {
				l.last = i
				break
			}
		}
	} else {
		for i := l.body; i < len(l.lines); i++ {
			if ho36bDeClosing.MatchString(strings.TrimSpace(l.lines[i])) {
				l.close = i
				break
			}
		}
		end := len(l.lines) - 1
		if l.close >= 0 {
			end = l.close - 1
		}
		for i := end; i >= l.body; i-- {
			if strings.TrimSpace(l.lines[i]) != "" {
				l.last = i
				break
			}
		}
	}
	return l, l.last >= 0
}

func (l ho36bLetter) join() string { return strings.Join(l.lines, "\n") }

// insertLines puts new lines before line i.
func (l *ho36bLetter) insertLines(i int, add ...string) {
	l.lines = append(l.lines[:i], append(add, l.lines[i:]...)...)
}

// ho36bPrefixBody puts a sentence before the first body sentence: in German the
// sentence continues the salutation's comma (lower case) and the old first word is
// capitalised.
func ho36bPrefixBody(lang string, l *ho36bLetter, sentence string) {
	b := l.lines[l.body]
	if lang == "ja" {
		l.lines[l.body] = sentence + b
		return
	}
	r, n := utf8.DecodeRuneInString(b)
	l.lines[l.body] = sentence + " " + string(unicode.ToUpper(r)) + b[n:]
}

type ho36bDate struct {
	y, m, d int // y 0 when the text gives none
	at      int
}

// ho36bFindDates lists the dates of a text; a date without a year takes the first
// year the text writes, if any.
func ho36bFindDates(lang, s string) []ho36bDate {
	year := 0
	if m := ho36bYear.FindString(s); m != "" {
		year, _ = strconv.Atoi(m)
	}
	var out []ho36bDate
	add := func(y, m, d string, at int) {
		yy, _ := strconv.Atoi(y)
		mm, _ := strconv.Atoi(m)
		dd, _ := strconv.Atoi(d)
		if yy == 0 {
			yy = year
		}
		if mm < 1 || mm > 12 || dd < 1 || dd > 31 {
			return
		}
		out = append(out, ho36bDate{yy, mm, dd, at})
	}
	if lang == "ja" {
		for _, m := range ho36bJaDate.FindAllStringSubmatchIndex(s, -1) {
			y := ""
			if m[2] >= 0 {
				y = s[m[2]:m[3]]
			}
			add(y, s[m[4]:m[5]], s[m[6]:m[7]], m[0])
		}
		return out
	}
	for _, m := range ho36bDeNumDate.FindAllStringSubmatchIndex(s, -1) {
		add(s[m[6]:m[7]], s[m[4]:m[5]], s[m[2]:m[3]], m[0])
	}
	for _, m := range ho36bDeLong.FindAllStringSubmatchIndex(s, -1) {
		mon := ""
		for i, name := range deMonths {
			if name == s[m[4]:m[5]] {
				mon = strconv.Itoa(i + 1)
			}
		}
		y := ""
		if m[6] >= 0 {
			y = s[m[6]:m[7]]
		}
		add(y, mon, s[m[2]:m[3]], m[0])
	}
	return out
}

func (d ho36bDate) time() time.Time {
	y := d.y
	if y == 0 {
		y = 2001 // only for ordering; not written
	}
	return time.Date(y, time.Month(d.m), d.d, 0, 0, 0, 0, time.UTC)
}

// ho36bFormat writes a date as the letter's language does; a year-less Japanese date
// stays year-less.
func ho36bFormat(lang string, t time.Time, withYear bool) string {
	if lang == "ja" {
		if withYear {
			return fmt.Sprintf("%d年%d月%d日", t.Year(), t.Month(), t.Day())
		}
		return fmt.Sprintf("%d月%d日", t.Month(), t.Day())
	}
	return t.Format("02.01.2006")
}

// ho36bExtreme returns the latest (or earliest) date of the text.
func ho36bExtreme(lang, s string, latest bool) (ho36bDate, bool) {
	ds := ho36bFindDates(lang, s)
	if len(ds) == 0 {
		return ho36bDate{}, false
	}
	best := ds[0]
	for _, d := range ds[1:] {
		if (latest && d.time().After(best.time())) || (!latest && d.time().Before(best.time())) {
			best = d
		}
	}
	return best, true
}

// ho36bDateLine puts a date line above the letter (German: "Datum: …").
func ho36bDateLine(lang, s string, t time.Time, withYear bool) string {
	if lang == "ja" {
		return ho36bFormat(lang, t, withYear) + "\n\n" + s
	}
	return "Datum: " + ho36bFormat(lang, t, true) + "\n\n" + s
}

// ho36bAfterLast inserts a line after the last body line (ja) or after the body
// before the closing formula (de), keeping a blank line before the closing.
func ho36bAfterLast(l *ho36bLetter, line string) {
	l.insertLines(l.last+1, line)
}

// ho36bSeason names the season of a month: 0 spring, 1 summer, 2 autumn, 3 winter.
func ho36bSeason(m int) int {
	switch {
	case m >= 3 && m <= 5:
		return 0
	case m >= 6 && m <= 8:
		return 1
	case m >= 9 && m <= 11:
		return 2
	}
	return 3
}

// ho36bBumpLastDigit changes the last digit of a reference number by one.
func ho36bBumpLastDigit(ref string) string {
	b := []byte(ref)
	for i := len(b) - 1; i >= 0; i-- {
		if b[i] >= '0' && b[i] <= '9' {
			b[i] = '0' + (b[i]-'0'+1)%10
			break
		}
	}
	return string(b)
}

func ho36bIsReply(lang, s string) bool {
	if lang == "ja" {
		return ho36bJaReply.MatchString(s)
	}
	return ho36bDeReply.MatchString(s)
}

func ho36bIsApology(lang, s string) bool {
	if lang == "ja" {
		return ho36bJaApology.MatchString(s)
	}
	return ho36bDeApology.MatchString(s)
}

// ho36bJaIndividual is true when the Japanese address line names one private person
// with 様 (no company or department in it).
func ho36bJaIndividual(l ho36bLetter) bool {
	t := strings.TrimSpace(l.lines[l.sal])
	return strings.HasSuffix(t, "様") && !regexp.MustCompile(`株式会社|会社|御中|部|課|店|センター`).MatchString(t)
}

var heldOutBatch36b = []heldOutKind{
	// A date line later than every date the letter announces as coming:
	// (top) → "2026年10月30日\n\n小林 恵子様…新しいお届け予定日は10月21日…";
	// "Datum: 19.11.2026\n\nSehr geehrter Herr Prof. Dr. Hoffmann,…am 12.11.2026".
	{"b36b_date_line_after_announced_dates", "longest", func(lang, s string) string {
		if _, ok := ho36bParse(lang, s); !ok {
			return s
		}
		d, ok := ho36bExtreme(lang, s, true)
		if !ok {
			return s
		}
		return ho36bDateLine(lang, s, d.time().AddDate(0, 0, 9), d.y != 0)
	}},
	// A date line a year before the events the letter answers (a template's year):
	// (top) → "2025年10月11日\n\n佐藤部長…2026年10月14日には…ご訪問いただき";
	// "Datum: 16.10.2025\n\nSehr geehrter Herr Groß,…vom 19.10.2026".
	{"b36b_date_line_year_before_events", "longest", func(lang, s string) string {
		if _, ok := ho36bParse(lang, s); !ok {
			return s
		}
		d, ok := ho36bExtreme(lang, s, false)
		if !ok || d.y == 0 {
			return s
		}
		return ho36bDateLine(lang, s, d.time().AddDate(-1, 0, -3), true)
	}},
	// A subject line above the letter whose reference number is one digit off:
	// (top) → "件名：WS-30983の件\n\n小林 恵子様…ご注文番号WS-30982";
	// "Betreff: Vorgang KS-7742\n\nSehr geehrter Herr Groß,…(Bestellnummer KS-7741)".
	{"b36b_subject_line_reference_number_off", "longest", func(lang, s string) string {
		if _, ok := ho36bParse(lang, s); !ok {
			return s
		}
		loc := ho36bRef.FindStringIndex(s)
		if loc == nil {
			return s
		}
		ref := ho36bBumpLastDigit(s[loc[0]:loc[1]])
		if lang == "ja" {
			label := ""
			if m := ho36bJaRefLabel.FindStringSubmatch(s[:loc[0]]); m != nil {
				label = m[1]
			}
			return "件名：" + label + ref + "の件\n\n" + s
		}
		label := "Vorgang"
		if m := ho36bDeRefLabel.FindStringSubmatch(s[:loc[0]]); m != nil {
			label = map[string]string{"Bestellung": "Ihre Bestellung", "Bestellnummer": "Ihre Bestellung",
				"Angebotsnummer": "Unser Angebot", "Rechnung": "Ihre Rechnung", "Auftrag": "Ihr Auftrag"}[m[1]]
		}
		return "Betreff: " + label + " " + ref + "\n\n" + s
	}},
	// A reply opened as an unsolicited first contact:
	// "このたびは修理のご依頼を…" → "突然のご連絡にて失礼いたします。このたびは修理のご依頼を…";
	// "vielen Dank für Ihre Nachricht" → "bitte entschuldigen Sie, dass wir uns
	// unaufgefordert bei Ihnen melden. Vielen Dank für Ihre Nachricht".
	{"b36b_reply_opened_as_cold_contact", "longest", func(lang, s string) string {
		l, ok := ho36bParse(lang, s)
		if !ok || !ho36bIsReply(lang, s) {
			return s
		}
		if lang == "ja" {
			ho36bPrefixBody(lang, &l, "突然のご連絡にて失礼いたします。")
		} else {
			ho36bPrefixBody(lang, &l, "bitte entschuldigen Sie, dass wir uns unaufgefordert bei Ihnen melden.")
		}
		return l.join()
	}},
	// A New Year greeting in a letter whose dates are in another season:
	// "いつもハルカゼ寝具店を…" → "新年あけましておめでとうございます。いつもハルカゼ寝具店を…";
	// "vielen Dank für Ihre Nachricht" → "zunächst wünschen wir Ihnen ein frohes neues
	// Jahr! Vielen Dank für Ihre Nachricht".
	{"b36b_new_year_greeting_off_season", "longest", func(lang, s string) string {
		l, ok := ho36bParse(lang, s)
		if !ok {
			return s
		}
		ds := ho36bFindDates(lang, s)
		if len(ds) == 0 {
			return s
		}
		for _, d := range ds {
			if d.m == 12 || d.m == 1 {
				return s
			}
		}
		if lang == "ja" {
			ho36bPrefixBody(lang, &l, "新年あけましておめでとうございます。")
		} else {
			ho36bPrefixBody(lang, &l, "zunächst wünschen wir Ihnen ein frohes neues Jahr!")
		}
		return l.join()
	}},
	// The signature block above the closing formula:
	// "Mit freundlichen Grüßen\nIhr Kundenservice von Leuchtenhaus Nord" →
	// "Ihr Kundenservice von Leuchtenhaus Nord\nMit freundlichen Grüßen";
	// "…よろしくお願いいたします。\n\nハルカゼ寝具店 カスタマーサポート 岡田" →
	// "…\n\nハルカゼ寝具店 カスタマーサポート 岡田\n今後ともどうぞよろしくお願いいたします。".
	{"b36b_signature_above_closing_formula", "longest", func(lang, s string) string {
		l, ok := ho36bParse(lang, s)
		if !ok {
			return s
		}
		if lang != "ja" {
			if l.close < 0 || l.close == len(l.lines)-1 {
				return s
			}
			sig := append([]string(nil), l.lines[l.close+1:]...)
			closing := l.lines[l.close]
			l.lines = append(append(l.lines[:l.close], sig...), closing)
			return l.join()
		}
		// Japanese: a signature paragraph after the last body line.
		var sig []string
		for i := l.last + 1; i < len(l.lines); i++ {
			if t := strings.TrimSpace(l.lines[i]); t != "" {
				sig = append(sig, l.lines[i])
			}
		}
		if len(sig) == 0 || len(sig) > 3 {
			return s
		}
		sents := hoSentences(lang, l.lines[l.last])
		closing := sents[len(sents)-1]
		if !strings.Contains(closing, "お願い") {
			return s
		}
		rest := strings.Join(sents[:len(sents)-1], "")
		out := append([]string(nil), l.lines[:l.last]...)
		if rest != "" {
			out = append(out, rest)
		}
		out = append(out, "")
		out = append(out, sig...)
		out = append(out, closing)
		return strings.Join(out, "\n")
	}},
	// Small talk about the (right) season in a letter that apologises:
	// "このたびはご迷惑をおかけし…" → "秋も深まり、過ごしやすい季節となりました。このたびはご迷惑をおかけし…";
	// "vielen Dank für Ihre Nachricht, und es tut uns leid" → "wir hoffen, Sie genießen
	// die schönen Herbsttage! Vielen Dank für Ihre Nachricht, und es tut uns leid".
	{"b36b_seasonal_small_talk_in_apology", "longest", func(lang, s string) string {
		l, ok := ho36bParse(lang, s)
		if !ok || !ho36bIsApology(lang, s) {
			return s
		}
		d, ok := ho36bExtreme(lang, s, false)
		if !ok {
			return s
		}
		season := ho36bSeason(d.m)
		if lang == "ja" {
			ja := []string{"春らしい陽気が続き、心も弾む季節となりました。", "夏本番を迎え、海や山が恋しい季節となりました。",
				"秋も深まり、行楽に最適な季節となりました。", "寒さも本格的になり、鍋料理がおいしい季節となりました。"}
			ho36bPrefixBody(lang, &l, ja[season])
		} else {
			de := []string{"Frühlingstage", "Sommertage", "Herbsttage", "Wintertage"}
			ho36bPrefixBody(lang, &l, "wir hoffen, Sie genießen die schönen "+de[season]+"!")
		}
		return l.join()
	}},
	// The reader's message dated after the events the letter announces:
	// "お問い合わせいただき" → "10月31日付でお問い合わせいただき";
	// "vielen Dank für Ihre Nachricht" → "vielen Dank für Ihre Nachricht vom 22.10.2026".
	{"b36b_reader_message_dated_after_letter", "longest", func(lang, s string) string {
		l, ok := ho36bParse(lang, s)
		if !ok {
			return s
		}
		d, ok := ho36bExtreme(lang, s, true)
		if !ok {
			return s
		}
		date := ho36bFormat(lang, d.time().AddDate(0, 0, 2), d.y != 0 && lang == "ja" && strings.Contains(s, "年"))
		if lang == "ja" {
			if strings.HasPrefix(l.lines[l.body], "お問い合わせいただき") {
				l.lines[l.body] = date + "付で" + l.lines[l.body]
			} else {
				ho36bPrefixBody(lang, &l, date+"付のご連絡を拝見いたしました。")
			}
			return l.join()
		}
		if i := strings.Index(s, "Ihre Nachricht"); i >= 0 {
			i += len("Ihre Nachricht")
			return s[:i] + " vom " + date + s[i:]
		}
		ho36bPrefixBody(lang, &l, "wir beziehen uns auf Ihre Nachricht vom "+date+".")
		return l.join()
	}},
	// An apology repeated ("again") in a letter that never apologised:
	// "…お気軽にお問い合わせください。" → "…お気軽にお問い合わせください。\n重ねてお詫び申し上げます。";
	// "…nicht am Wochenende zustellen." → "…\nNochmals bitten wir vielmals um Entschuldigung.".
	{"b36b_apology_repeated_never_made", "longest", func(lang, s string) string {
		l, ok := ho36bParse(lang, s)
		if !ok || ho36bIsApology(lang, s) {
			return s
		}
		if lang == "ja" {
			ho36bAfterLast(&l, "重ねてお詫び申し上げます。")
		} else {
			ho36bAfterLast(&l, "Nochmals bitten wir vielmals um Entschuldigung.")
		}
		return l.join()
	}},
	// An automatic acknowledgement ("we will answer within three days") on a letter
	// that is the answer: "…お問い合わせください。" → "…\nお問い合わせを受け付けました。
	// 内容を確認のうえ、担当者より3営業日以内にご連絡いたします。"; "…" → "…\nWir haben
	// Ihre Anfrage erhalten und melden uns innerhalb von drei Werktagen bei Ihnen.".
	{"b36b_auto_acknowledgement_on_answer", "longest", func(lang, s string) string {
		l, ok := ho36bParse(lang, s)
		if !ok || !ho36bIsReply(lang, s) {
			return s
		}
		if lang == "ja" {
			ho36bAfterLast(&l, "お問い合わせを受け付けました。内容を確認のうえ、担当者より3営業日以内にご連絡いたします。")
		} else {
			ho36bAfterLast(&l, "Wir haben Ihre Anfrage erhalten und melden uns innerhalb von drei Werktagen mit einer Antwort bei Ihnen.")
		}
		return l.join()
	}},
	// 結語 敬具 without its 頭語 拝啓: "…よろしくお願いいたします。\n\n岡田" →
	// "…よろしくお願いいたします。\n敬具\n\n岡田".
	{"b36b_ja_keigu_without_haikei", "longest", func(lang, s string) string {
		if lang != "ja" || strings.Contains(s, "拝啓") || strings.Contains(s, "敬具") {
			return s
		}
		l, ok := ho36bParse(lang, s)
		if !ok {
			return s
		}
		ho36bAfterLast(&l, "敬具")
		return l.join()
	}},
	// 拝啓 closed with 草々 (the closing of 前略): "小林 恵子様\n\nいつも…" →
	// "小林 恵子様\n\n拝啓　いつも…", "…お願いいたします。\n草々".
	{"b36b_ja_haikei_closed_with_sousou", "longest", func(lang, s string) string {
		if lang != "ja" || strings.Contains(s, "拝啓") {
			return s
		}
		l, ok := ho36bParse(lang, s)
		if !ok {
			return s
		}
		ho36bAfterLast(&l, "草々")
		ho36bPrefixBody(lang, &l, "拝啓　")
		return l.join()
	}},
	// The closing word 敬具 used as the opening: "渡辺 弘様\n\nこのたびは…" →
	// "渡辺 弘様\n\n敬具　このたびは…".
	{"b36b_ja_keigu_as_opening_word", "longest", func(lang, s string) string {
		if lang != "ja" || strings.Contains(s, "敬具") {
			return s
		}
		l, ok := ho36bParse(lang, s)
		if !ok {
			return s
		}
		ho36bPrefixBody(lang, &l, "敬具　")
		return l.join()
	}},
	// 前略 ("greetings omitted") followed at once by a greeting, to a customer:
	// "いつもハルカゼ寝具店をご利用いただき…" → "前略　いつもハルカゼ寝具店をご利用いただき…", "…\n草々".
	{"b36b_ja_zenryaku_then_greeting", "longest", func(lang, s string) string {
		if lang != "ja" || strings.Contains(s, "前略") {
			return s
		}
		l, ok := ho36bParse(lang, s)
		if !ok {
			return s
		}
		first := hoSentences(lang, l.lines[l.body])
		if len(first) == 0 || !ho36bJaGreeting.MatchString(first[0]) {
			return s
		}
		ho36bAfterLast(&l, "草々")
		ho36bPrefixBody(lang, &l, "前略　")
		return l.join()
	}},
	// The company formula 貴社ますますご清栄 to one private customer:
	// "中島 大輔様\n\nお問い合わせいただき…" → "中島 大輔様\n\n貴社ますますご清栄のこととお慶び申し上げます。お問い合わせいただき…".
	{"b36b_ja_kisha_seiei_to_private_customer", "longest", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		l, ok := ho36bParse(lang, s)
		if !ok || !ho36bJaIndividual(l) {
			return s
		}
		ho36bPrefixBody(lang, &l, "貴社ますますご清栄のこととお慶び申し上げます。")
		return l.join()
	}},
	// 各位 (to all of a group) for one named person: "小林 恵子様" → "小林 恵子各位".
	{"b36b_ja_kakui_for_one_person", "longest", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		l, ok := ho36bParse(lang, s)
		if !ok || !ho36bJaIndividual(l) {
			return s
		}
		t := l.lines[l.sal]
		l.lines[l.sal] = strings.TrimSuffix(strings.TrimRight(t, " 　"), "様") + "各位"
		return l.join()
	}},
	// ご査収 ("please check what is enclosed") in a letter that sends nothing:
	// "…お気軽にお問い合わせください。" → "…お気軽にお問い合わせください。\nご査収のほど、よろしくお願いいたします。".
	{"b36b_ja_sashu_without_enclosure", "longest", func(lang, s string) string {
		if lang != "ja" || ho36bJaDocs.MatchString(s) {
			return s
		}
		l, ok := ho36bParse(lang, s)
		if !ok {
			return s
		}
		ho36bAfterLast(&l, "ご査収のほど、よろしくお願いいたします。")
		return l.join()
	}},
	// かしこ, a private letter's closing, in a business letter:
	// "…お問い合わせください。" → "…お問い合わせください。\nかしこ".
	{"b36b_ja_kashiko_in_business_letter", "longest", func(lang, s string) string {
		if lang != "ja" || strings.Contains(s, "かしこ") {
			return s
		}
		l, ok := ho36bParse(lang, s)
		if !ok {
			return s
		}
		ho36bAfterLast(&l, "かしこ")
		return l.join()
	}},
	// 追伸 (a postscript), which an apology letter must not have:
	// "…\n\nハルカゼ寝具店 カスタマーサポート 岡田" → "…\n\nハルカゼ寝具店 カスタマーサポート 岡田\n\n追伸　朝晩冷え込む季節ですので、どうぞご自愛ください。".
	{"b36b_ja_tsuishin_in_apology", "longest", func(lang, s string) string {
		// An apology, or a formal refusal (残念ながら): neither takes a postscript.
		if lang != "ja" || !ho36bIsApology(lang, s) && !strings.Contains(s, "残念ながら") {
			return s
		}
		if _, ok := ho36bParse(lang, s); !ok {
			return s
		}
		return strings.TrimRight(s, "\n") + "\n\n追伸　季節の変わり目ですので、どうぞご自愛ください。"
	}},
	// A 漢語調 seasonal greeting (〜の候) without the 頭語 and 結語 it needs:
	// "小林 恵子様\n\nいつも…" → "小林 恵子様\n\n秋冷の候、ますますご清祥のこととお慶び申し上げます。いつも…".
	{"b36b_ja_kou_greeting_without_haikei", "longest", func(lang, s string) string {
		if lang != "ja" || strings.Contains(s, "拝啓") || strings.Contains(s, "の候") {
			return s
		}
		l, ok := ho36bParse(lang, s)
		if !ok {
			return s
		}
		ds := ho36bFindDates(lang, s)
		if len(ds) == 0 {
			return s
		}
		slices.SortFunc(ds, func(a, b ho36bDate) int { return a.time().Compare(b.time()) })
		kou := []string{"厳寒", "余寒", "早春", "陽春", "新緑", "梅雨", "盛夏", "残暑", "初秋", "秋冷", "晩秋", "師走"}
		ho36bPrefixBody(lang, &l, kou[ds[len(ds)/2].m-1]+"の候、ますますご清祥のこととお慶び申し上げます。")
		return l.join()
	}},
	// ご無沙汰 ("we have not been in touch for long") in a prompt reply:
	// "このたびはご迷惑をおかけし…" → "ご無沙汰しております。このたびはご迷惑をおかけし…".
	{"b36b_ja_gobusata_in_prompt_reply", "longest", func(lang, s string) string {
		if lang != "ja" || !ho36bIsReply(lang, s) {
			return s
		}
		l, ok := ho36bParse(lang, s)
		if !ok {
			return s
		}
		ho36bPrefixBody(lang, &l, "ご無沙汰しております。")
		return l.join()
	}},
	// A request to sign and return a letter that is no contract:
	// "…お問い合わせください。" → "…\nつきましては、本状にご署名のうえ、1部をご返送くださいますようお願いいたします。";
	// "…für Sie da." → "…\nBitte senden Sie uns eine unterschriebene Kopie dieses Schreibens zurück.".
	{"b36b_countersignature_requested_on_letter", "longest", func(lang, s string) string {
		l, ok := ho36bParse(lang, s)
		if !ok || strings.Contains(s, "署名") || strings.Contains(s, "unterschrie") {
			return s
		}
		if lang == "ja" {
			ho36bAfterLast(&l, "つきましては、本状にご署名のうえ、1部をご返送くださいますようお願いいたします。")
		} else {
			ho36bAfterLast(&l, "Bitte senden Sie uns eine unterschriebene Kopie dieses Schreibens zurück.")
		}
		return l.join()
	}},
	// A telephone call the letter follows up that never took place:
	// "このたびは…" → "先ほどはお電話にてご対応いただき、ありがとうございました。このたびは…";
	// "vielen Dank für Ihre Nachricht" → "wie soeben telefonisch besprochen, bestätigen wir
	// Ihnen alles noch einmal schriftlich. Vielen Dank für Ihre Nachricht".
	{"b36b_follow_up_of_invented_phone_call", "longest", func(lang, s string) string {
		l, ok := ho36bParse(lang, s)
		if !ok || regexp.MustCompile(`電話で|telefonisch|Telefonat|Anruf`).MatchString(s) {
			return s
		}
		if lang == "ja" {
			ho36bPrefixBody(lang, &l, "先ほどはお電話にてご対応いただき、ありがとうございました。")
		} else {
			ho36bPrefixBody(lang, &l, "wie soeben telefonisch besprochen, bestätigen wir Ihnen alles noch einmal schriftlich.")
		}
		return l.join()
	}},
	// A farewell, as if the business relation ended, in an ordinary letter:
	// "…よろしくお願いいたします。" → "…\n長らくのご愛顧に心より御礼申し上げますとともに、本状をもちましてお別れのご挨拶とさせていただきます。";
	// "…" → "…\nWir danken Ihnen für Ihre langjährige Treue und verabschieden uns mit
	// diesem Schreiben von Ihnen.".
	{"b36b_farewell_as_if_relation_ended", "longest", func(lang, s string) string {
		l, ok := ho36bParse(lang, s)
		if !ok {
			return s
		}
		if lang == "ja" {
			ho36bAfterLast(&l, "長らくのご愛顧に心より御礼申し上げますとともに、本状をもちましてお別れのご挨拶とさせていただきます。")
		} else {
			ho36bAfterLast(&l, "Wir danken Ihnen für Ihre langjährige Treue und verabschieden uns mit diesem Schreiben von Ihnen.")
		}
		return l.join()
	}},
	// The salutation without the name: "Sehr geehrte Frau Schäfer," → "Sehr geehrte
	// Frau,"; "Sehr geehrter Herr Prof. Dr. Hoffmann," → "Sehr geehrter Herr,".
	{"b36b_de_salutation_name_left_out", "longest", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		l, ok := ho36bParse(lang, s)
		if !ok {
			return s
		}
		m := ho36bDeSalName.FindStringSubmatch(strings.TrimSpace(l.lines[l.sal]))
		if m == nil {
			return s
		}
		l.lines[l.sal] = m[1] + ","
		return l.join()
	}},
	// A colleague's closing to a customer: "Mit freundlichen Grüßen" → "Mit kollegialen Grüßen".
	{"b36b_de_collegial_closing_to_customer", "longest", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		l, ok := ho36bParse(lang, s)
		if !ok || l.close < 0 || !strings.HasPrefix(l.lines[l.close], "Mit freundlichen Grüßen") {
			return s
		}
		l.lines[l.close] = strings.Replace(l.lines[l.close], "Mit freundlichen Grüßen", "Mit kollegialen Grüßen", 1)
		return l.join()
	}},
}

// ho36bSameJSON is true when two JSON texts hold the same value (a re-encoding is no
// change).
func ho36bSameJSON(a, b string) bool {
	var x, y any
	if json.Unmarshal([]byte(a), &x) != nil || json.Unmarshal([]byte(b), &y) != nil {
		return false
	}
	xa, _ := json.Marshal(x)
	ya, _ := json.Marshal(y)
	return string(xa) == string(ya)
}
