package grade

// Blind batch 58c: exceptions, restrictions and their scope. Every kind changes the
// words that limit what holds, for whom or when, at one place: an exception that
// excludes the very day, daypart or case the answer commits to; the excluded and the
// allowed case traded; a reservation ("unchanged", "still pending", "only until")
// moved to the sibling item or the other party; the holder of a condition moved to
// the writer; a total or an item declared excluded although it is counted; a scoped
// noun turned into its complement (以外, alles außer); a conditional instruction
// turned into its converse; a pair made "neither"; a required item given an invented
// alternative; a Japanese total negation made partial with すべて; a stated cause
// turned into the one case excluded.

import (
	"regexp"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"
)

// ho58cDeDate is a German date with an optional weekday in brackets after it.
var ho58cDeDate = regexp.MustCompile(`(\d{1,2})\.(\d{1,2})\.(20\d\d)( \((?:Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag)\))?|(\d{1,2})\. (Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) (20\d\d)`)

// ho58cJaDate is a Japanese date with an optional year and weekday in brackets.
var ho58cJaDate = regexp.MustCompile(`(?:(20\d\d)年)?(\d{1,2})月(\d{1,2})日(（[月火水木金土日]）)?`)

var ho58cDeWeekdayAdverb = map[time.Weekday]string{
	time.Monday: "montags", time.Tuesday: "dienstags", time.Wednesday: "mittwochs", time.Thursday: "donnerstags",
	time.Friday: "freitags", time.Saturday: "samstags", time.Sunday: "sonntags",
}

var ho58cJaWeekday = map[time.Weekday]string{
	time.Monday: "月曜日", time.Tuesday: "火曜日", time.Wednesday: "水曜日", time.Thursday: "木曜日",
	time.Friday: "金曜日", time.Saturday: "土曜日", time.Sunday: "日曜日",
}

// ho58cWeekday is the weekday of a date, false for an impossible one.
func ho58cWeekday(y, m, d int) (time.Weekday, bool) {
	if m < 1 || m > 12 || d < 1 || d > 31 {
		return 0, false
	}
	t := time.Date(y, time.Month(m), d, 12, 0, 0, 0, time.UTC)
	if t.Day() != d || int(t.Month()) != m {
		return 0, false
	}
	return t.Weekday(), true
}

// ho58cLastDateExcepted appends, after the last date of s (and its bracketed weekday),
// an exception that excludes that date's own weekday.
func ho58cLastDateExcepted(lang, s string) string {
	if lang == "ja" {
		all := ho58cJaDate.FindAllStringSubmatchIndex(s, -1)
		for i := len(all) - 1; i >= 0; i-- {
			m := all[i]
			y := 2026
			if m[2] >= 0 {
				y, _ = strconv.Atoi(s[m[2]:m[3]])
			}
			mo, _ := strconv.Atoi(s[m[4]:m[5]])
			d, _ := strconv.Atoi(s[m[6]:m[7]])
			wd, ok := ho58cWeekday(y, mo, d)
			if !ok {
				continue
			}
			return s[:m[1]] + "（" + ho58cJaWeekday[wd] + "を除く）" + s[m[1]:]
		}
		return s
	}
	all := ho58cDeDate.FindAllStringSubmatchIndex(s, -1)
	for i := len(all) - 1; i >= 0; i-- {
		m := all[i]
		var y, mo, d int
		if m[2] >= 0 {
			d, _ = strconv.Atoi(s[m[2]:m[3]])
			mo, _ = strconv.Atoi(s[m[4]:m[5]])
			y, _ = strconv.Atoi(s[m[6]:m[7]])
		} else {
			d, _ = strconv.Atoi(s[m[10]:m[11]])
			for k, name := range deMonths {
				if name == s[m[12]:m[13]] {
					mo = k + 1
				}
			}
			y, _ = strconv.Atoi(s[m[14]:m[15]])
		}
		wd, ok := ho58cWeekday(y, mo, d)
		if !ok {
			continue
		}
		add := ", außer " + ho58cDeWeekdayAdverb[wd]
		if rest := s[m[1]:]; rest == "" || !strings.ContainsAny(rest[:1], ".,;:)") {
			add += ","
		}
		return s[:m[1]] + add + s[m[1]:]
	}
	return s
}

// ho58cDeClock is a German clock time or a window "zwischen 8 und 12 Uhr"; a range
// "von 6 bis 22 Uhr" (a whole day's plan) is left alone.
var ho58cDeClock = regexp.MustCompile(`zwischen (\d{1,2}) und \d{1,2} Uhr|(?:um|ab) (\d{1,2})(?::\d\d)? Uhr`)

// ho58cJaClock is a Japanese hour or hour window.
var ho58cJaClock = regexp.MustCompile(`(\d{1,2})時(?:[〜～~-]\d{1,2}時)?`)

// ho58cClockExcepted appends to the first clock time an exception of its own daypart.
func ho58cClockExcepted(lang, s string) string {
	if lang == "ja" {
		return hoFirstMatch(ho58cJaClock, s, func(m []string) string {
			h, _ := strconv.Atoi(m[1])
			part := "午前"
			if h >= 12 {
				part = "午後"
			}
			return m[0] + "（" + part + "を除く）"
		})
	}
	return hoFirstMatch(ho58cDeClock, s, func(m []string) string {
		hs := m[1]
		if hs == "" {
			hs = m[2]
		}
		h, _ := strconv.Atoi(hs)
		part := "vormittags"
		switch {
		case h >= 18:
			part = "abends"
		case h >= 12:
			part = "nachmittags"
		}
		return m[0] + " (außer " + part + ")"
	})
}

// Commitments given an exception that excludes the reader's own case.
var ho58cOwnCaseCommitment = []hoRule{
	hoR(`(kostenlos eine Ersatzlampe zu)\.`, "${1}, sofern es sich nicht um eine Stehlampe handelt."),
	hoR(`(Der Rechnungsbetrag bleibt unverändert bei [\d.,]+ €)\.`, "${1}, außer bei Lieferverzögerungen."),
	hoR(`(direkt an das Prüflabor):`, "${1} (Hochschulen ausgenommen):"),
	hoR(`(クーポンをお送りいたします)。`, "${1}（ただし、配送遅延によるお詫びの場合は対象外です）。"),
	hoR(`(交換品は10月19日に発送予定)。`, "${1}（ただし、破損による交換は対象外）。"),
	hoR(`(の出張修理)について`, "${1}（冷蔵庫を除く）について"),
}

// Requests given an exception that exempts the reader's own case.
var ho58cOwnCaseRequest = []hoRule{
	hoR(`(Bitte bringen Sie Ihre Versichertenkarte mit)\.`, "${1} (entfällt bei Kontrollterminen)."),
	hoR(`(Bitte schicken Sie die defekte Lampe [^.;]*? zurück)([;.])`, "${1}, sofern sie nicht flackert${2}"),
	hoR(`(日程の変更をご希望の場合は)、`, "${1}（出張修理の場合を除き）、"),
	hoR(`(お見積もりへのご承認をお願いいたします)。`, "${1}（振動試験のお見積もりを除く）。"),
	hoR(`(破損品は)、`, "${1}（割れている場合を除き）、"),
}

// The excluded and the allowed case traded.
var ho58cTradedCases = []hoRule{
	hoR(`nur werktags und nicht am Wochenende`, "nur am Wochenende und nicht werktags"),
	hoR(`じゅうたんや畳の上では([^、]*)、フローリングなどの上に`, "フローリングの上では${1}、じゅうたんや畳などの上に"),
	hoR(`(WLAN im )2,4(-GHz-Band verbunden ist\. Netze, die nur im )5(-GHz-Band)`, "${1}5${2}2,4${3}"),
	hoR(`keine Reparatur, sondern ein Austauschgerät`, "kein Austauschgerät, sondern eine Reparatur"),
	hoR(`契約期間中の途中解約はできません`, "契約期間満了時の解約はできません"),
}

// A reservation moved to the sibling item or the other party.
var ho58cMovedReservation = []hoRule{
	hoR(`新しい電話番号は([0-9-]+)です。FAX番号（([0-9-]+)）は変わりません`, "新しいFAX番号は${1}です。電話番号（${2}）は変わりません"),
	hoR(`Die Druckbehälterprüfung ist bestanden, die Genehmigung der Gewerbeaufsicht steht noch aus`, "Die Druckbehälterprüfung steht noch aus, die Genehmigung der Gewerbeaufsicht ist erteilt"),
	hoR(`(の連携で)10月分(の勤怠データが取り込めない[^（]*（エラーコードTR-4031、)9月分(までは正常)`, "${1}9月分${2}10月分${3}"),
	hoR(`対応OSはiOS 16以降、Android 11以降です`, "対応OSはiOS 11以降、Android 16以降です"),
	hoR(`(作業員が)訪問の30分前に(お電話いたします。\n日程の変更をご希望の場合は、)前日の17時までに`, "${1}前日の17時までに${2}訪問の30分前までに"),
	hoR(`dass wir nur werktags und nicht am Wochenende zustellen`, "dass das Prüflabor nur werktags und nicht am Wochenende Lieferungen annimmt"),
	hoR(`Herr Weiß ist (bis zum [\d.]+ verreist), aber Frau Müller kann`, "Frau Müller ist ${1}, aber Herr Weiß kann"),
	hoR(`Nordkälte AG ist zwar günstiger, bietet aber nur`, "Kühltechnik Straßburger GmbH ist zwar günstiger, bietet aber nur"),
}

// The holder of a condition moved from the reader to the writer.
var ho58cWriterCondition = []hoRule{
	hoR(`Falls Sie den Termin nicht wahrnehmen können`, "Falls wir den Termin nicht wahrnehmen können"),
	hoR(`ご不明な点がございましたら`, "弊社にて不明な点がございましたら"),
	hoR(`Bei Fragen sind wir gern für Sie da\.`, "Bei Fragen unsererseits melden wir uns gern bei Ihnen."),
}

// A total, or an item counted in it, declared excluded.
var ho58cExcludedPart = []hoRule{
	hoR(`zusammen (21\.150,00 €)`, "zusammen ohne die Bereitschaftspauschale ${1}"),
	hoR(`、合計(38,500円)`, "、追加ユーザー料金を除く合計${1}"),
	hoR(`合計（税抜）：`, "合計（税抜、ホチキス針を除く）："),
	hoR(`追加費用は約`, "追加費用は人件費を除いて約"),
	hoR(`^Backofenthermometer Präzisa$`, "Backofenthermometer Präzisa (nicht berechnet)"),
	hoR(`^交換用パッキン$`, "交換用パッキン（無償サービス品）"),
}

// A scoped Japanese noun turned into its complement with 以外.
var ho58cJaIgai = []hoRule{
	hoR(`じゅうたんや畳の上では`, "じゅうたんや畳以外の上では"),
	hoR(`FAX番号（([0-9-]+)）は変わりません`, "FAX番号（${1}）以外は変わりません"),
	hoR(`初期費用は不要です`, "初期費用以外は不要です"),
	hoR(`9月分までは正常`, "9月分以外は正常"),
	hoR(`フィルター差し込み口が割れて`, "フィルター差し込み口以外が割れて"),
	hoR(`追加ユーザー分の料金`, "追加ユーザー分以外の料金"),
	hoR(`セット商品の在庫引当`, "セット商品以外の在庫引当"),
	hoR(`次回のお買い物で`, "次回以外のお買い物で"),
	hoR(`冷凍室が冷えない`, "冷凍室以外が冷えない"),
}

// A scoped German noun turned into its complement with "alles außer".
var ho58cDeAusser = []hoRule{
	hoR(`für Schallschutzwände`, "für alles außer Schallschutzwände"),
	hoR(`für die Stahlträger und`, "für alles außer den Stahlträgern und"),
	hoR(`Bitte schicken Sie die defekte Lampe`, "Bitte schicken Sie alles außer der defekten Lampe"),
	hoR(`Netze, die nur im 5-GHz-Band funken`, "Netze, die in allen Bändern außer dem 5-GHz-Band funken"),
	hoR(`in der Wohnung von Herrn Weiß`, "in allen Wohnungen außer der von Herrn Weiß"),
	hoR(`Die Rechnung senden wir wie gewohnt`, "Alles außer der Rechnung senden wir wie gewohnt"),
	hoR(`der von Ihnen bestellten Teile`, "aller Teile außer den von Ihnen bestellten"),
}

// A conditional instruction turned into its converse.
var ho58cConverse = []hoRule{
	hoR(`Falls Sie den Termin nicht wahrnehmen können, sagen Sie ihn bitte spätestens 24 Stunden vorher ab\.`, "Falls Sie den Termin spätestens 24 Stunden vorher absagen, können Sie ihn nicht wahrnehmen."),
	hoR(`Starten Sie den Kopplungsmodus erneut, wenn die 10 Minuten abgelaufen sind\.`, "Die 10 Minuten laufen ab, wenn Sie den Kopplungsmodus erneut starten."),
	hoR(`表示部に「Lo」と出ている場合は、新しい電池に交換してください。`, "新しい電池に交換した場合は、表示部に「Lo」と出ます。"),
	hoR(`日程の変更をご希望の場合は、前日の17時までにご連絡くださいますようお願いいたします。`, "前日の17時までにご連絡いただいた場合は、日程を変更させていただきます。"),
}

// A pair made "neither".
var ho58cNeither = []hoRule{
	hoR(`Gewünscht ist keine Reparatur, sondern ein Austauschgerät`, "Gewünscht ist weder eine Reparatur noch ein Austauschgerät"),
	hoR(`dass wir nur werktags und nicht am Wochenende zustellen`, "dass wir weder werktags noch am Wochenende zustellen"),
	hoR(`die Mehrkosten und den neuen Termin`, "weder die Mehrkosten noch den neuen Termin"),
	hoR(`延期と予備費支出の承認を求めている`, "延期と予備費支出のいずれの承認も求めていない"),
	hoR(`体重と体脂肪率が表示されていることを`, "体重も体脂肪率も表示されていないことを"),
}

// A required item given an invented alternative.
var ho58cAlternative = []hoRule{
	hoR(`Ihre Versichertenkarte mit`, "Ihre Versichertenkarte oder einen anderen Lichtbildausweis mit"),
	hoR(`（CR2032）2個`, "（CR2032またはCR2025）2個"),
	hoR(`mit einem WLAN im 2,4-GHz-Band verbunden`, "mit einem WLAN im 2,4- oder 5-GHz-Band verbunden"),
	hoR(`Bitte schicken Sie die defekte Lampe mit`, "Bitte schicken Sie die defekte Lampe oder ein Foto davon mit"),
	hoR(`試料は次の宛先に`, "試料は次の宛先または当方の東京事務所に"),
	hoR(`ein Austauschgerät bis spätestens`, "ein Austauschgerät oder eine Gutschrift bis spätestens"),
}

// A Japanese total negation made partial with すべて.
var ho58cJaPartial = []hoRule{
	hoR(`10月分の勤怠データが取り込めない`, "10月分の勤怠データがすべては取り込めない"),
	hoR(`契約期間中の途中解約はできません`, "契約期間中の途中解約は、すべての場合にできるわけではありません"),
	hoR(`それより早い実施はできません`, "それより早い実施は、すべての日程でできるわけではありません"),
	hoR(`割れていて使えない`, "割れていて、すべては使えない"),
}

// A stated cause turned into the one case excluded.
var ho58cCauseExcepted = []hoRule{
	hoR(`追加していただいたため、`, "追加していただいた場合を除き、"),
	hoR(`再テストが必要なため、`, "再テストが必要な場合を除き、"),
	hoR(`配送センターでの作業遅延により発送が`, "配送センターでの作業遅延の場合を除き、発送が"),
	hoR(`Weil (die nötigen Stahlträger)`, "Außer wenn ${1}"),
	hoR(`Aufgrund des Fertigungsablaufs verschiebt`, "Außer bei Verzögerungen im Fertigungsablauf verschiebt"),
}

func ho58cRules(rules []hoRule) func(lang, s string) string {
	return func(lang, s string) string { return hoReplaceFirst(s, rules) }
}

var heldOutBatch58c = []heldOutKind{
	// The last date gets an exception of its own weekday, so that the date the answer
	// commits to is excluded by it: Die Lieferung erfolgt am 12.11.2026 zwischen 8 und
	// 12 Uhr → am 12.11.2026, außer donnerstags, zwischen 8 und 12 Uhr;
	// 新しいお届け予定日は10月21日（水）です → 10月21日（水）（水曜日を除く）です.
	{"b58c_date_excepts_its_own_weekday", "first", ho58cLastDateExcepted},
	// The first clock time gets an exception of its own daypart: zwischen 8 und 12 Uhr →
	// zwischen 8 und 12 Uhr (außer vormittags); 14時〜16時 → 14時〜16時（午後を除く）.
	{"b58c_clock_time_excepts_its_own_daypart", "first", ho58cClockExcepted},
	// A commitment gets an exception that excludes the reader's own case: kostenlos
	// eine Ersatzlampe zu. → kostenlos eine Ersatzlampe zu, sofern es sich nicht um eine
	// Stehlampe handelt. (the reader's lamp is a Stehlampe).
	{"b58c_commitment_excepts_the_readers_own_case", "first", ho58cRules(ho58cOwnCaseCommitment)},
	// A request to the reader gets an exception that exempts the reader's own case:
	// Bitte bringen Sie Ihre Versichertenkarte mit. → … mit (entfällt bei
	// Kontrollterminen). (the appointment is a Kontrolltermin).
	{"b58c_request_excepts_the_readers_own_case", "first", ho58cRules(ho58cOwnCaseRequest)},
	// The excluded case and the allowed case traded: nur werktags und nicht am
	// Wochenende → nur am Wochenende und nicht werktags; じゅうたんや畳の上では…、
	// フローリングなどの上に → フローリングの上では…、じゅうたんや畳などの上に.
	{"b58c_excluded_case_and_allowed_case_traded", "first", ho58cRules(ho58cTradedCases)},
	// A reservation ("unchanged", "still pending", "until", a deadline) moved to the
	// sibling item or the other party: 新しい電話番号は06-6345-7781です。FAX番号
	// （06-6345-7790）は変わりません → 新しいFAX番号は06-6345-7781です。電話番号
	// （06-6345-7790）は変わりません.
	{"b58c_reservation_moved_to_sibling_item_or_party", "first", ho58cRules(ho58cMovedReservation)},
	// The holder of a condition moved from the reader to the writer: Falls Sie den
	// Termin nicht wahrnehmen können → Falls wir den Termin nicht wahrnehmen können;
	// ご不明な点がございましたら → 弊社にて不明な点がございましたら.
	{"b58c_condition_holder_moved_to_writer_side", "first", ho58cRules(ho58cWriterCondition)},
	// A total, or an item counted in it, declared excluded: zusammen 21.150,00 € →
	// zusammen ohne die Bereitschaftspauschale 21.150,00 € (the 21.150 include it);
	// "交換用パッキン" → "交換用パッキン（無償サービス品）" (the total charges it).
	{"b58c_total_or_item_said_excluded_though_counted", "first", ho58cRules(ho58cExcludedPart)},
	// A scoped Japanese noun turned into its complement with 以外: 初期費用は不要です →
	// 初期費用以外は不要です; 9月分までは正常 → 9月分以外は正常.
	{"b58c_ja_scoped_noun_complemented_by_igai", "first", ho58cRules(ho58cJaIgai)},
	// A scoped German noun turned into its complement with "alles außer": Mehrkosten
	// von 36.400,00 € für Schallschutzwände → für alles außer Schallschutzwände.
	{"b58c_de_scoped_noun_complemented_by_alles_ausser", "first", ho58cRules(ho58cDeAusser)},
	// A conditional instruction turned into its converse: 表示部に「Lo」と出ている場合は、
	// 新しい電池に交換してください。 → 新しい電池に交換した場合は、表示部に「Lo」と出ます。
	{"b58c_conditional_instruction_made_its_converse", "first", ho58cRules(ho58cConverse)},
	// A pair made "neither": bittet, die Mehrkosten und den neuen Termin … freizugeben
	// → bittet, weder die Mehrkosten noch den neuen Termin … freizugeben.
	{"b58c_joint_pair_made_neither", "first", ho58cRules(ho58cNeither)},
	// A required item given an invented alternative: Bitte bringen Sie Ihre
	// Versichertenkarte mit → … Ihre Versichertenkarte oder einen anderen
	// Lichtbildausweis mit; （CR2032）2個 → （CR2032またはCR2025）2個.
	{"b58c_required_item_given_invented_alternative", "first", ho58cRules(ho58cAlternative)},
	// A Japanese total negation made partial with すべて: それより早い実施はできません →
	// それより早い実施は、すべての日程でできるわけではありません (some earlier dates possible).
	{"b58c_ja_total_negation_made_partial_with_subete", "first", ho58cRules(ho58cJaPartial)},
	// A stated cause turned into the one case excluded: 9月20日にユーザーを1名追加して
	// いただいたため、今月から… → 追加していただいた場合を除き、今月から…; Weil die
	// nötigen Stahlträger … → Außer wenn die nötigen Stahlträger ….
	{"b58c_stated_cause_made_excepted_case", "first", ho58cRules(ho58cCauseExcepted)},
}

// ho58cSentenceAround is the sentence (or line) of s around the byte range [from, to).
func ho58cSentenceAround(s string, from, to int) string {
	start := 0
	for _, sep := range []string{"\n", "。", ". ", "; ", "\", \""} {
		if i := strings.LastIndex(s[:from], sep); i >= 0 && i+len(sep) > start {
			start = i + len(sep)
		}
	}
	end := len(s)
	for _, sep := range []string{"\n", "。", ". ", "; ", "\", \""} {
		if i := strings.Index(s[to:], sep); i >= 0 && to+i+len(sep) < end {
			end = to + i + len(sep)
		}
	}
	return strings.TrimSpace(s[start:end])
}

// ho58cChangedSentences gives the golden and the damaged sentence around the first
// difference of a and b.
func ho58cChangedSentences(a, b string) (string, string) {
	p := 0
	for p < len(a) && p < len(b) && a[p] == b[p] {
		p++
	}
	for p > 0 && p < len(a) && !utf8.RuneStart(a[p]) {
		p--
	}
	qa, qb := len(a), len(b)
	for qa > p && qb > p && a[qa-1] == b[qb-1] {
		qa--
		qb--
	}
	for qa < len(a) && !utf8.RuneStart(a[qa]) {
		qa++
	}
	for qb < len(b) && !utf8.RuneStart(b[qb]) {
		qb++
	}
	return ho58cSentenceAround(a, p, qa), ho58cSentenceAround(b, p, qb)
}
