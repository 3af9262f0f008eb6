package grade

// Blind batch 62b: frequency, recurrence and rates. Every kind changes one place so
// that how often, per what, or over which span a fact holds is wrong: a fixed price
// billed by the hour, a continuous fault told as a periodic one, contact or
// rescheduling rationed to once a month, a one-off price given a billing interval, a
// period end rebased from month to week (or back), one shipment split into partial
// shipments, a running total or an until-span collapsed to one period, the base of a
// plan, fee or data batch changed, something free only for the first month, a
// duration told as a count of attempts, a one-off quantity made a monthly standing
// quantity, the day of a new date read as the length of the shift, a fixed term made
// self-renewing, a single appointment made the first of a series and a continuous
// service reduced to some days a week.

import (
	"strings"
)

// ho62bPick applies the rule list of the answer's language.
func ho62bPick(ja, de []hoRule) func(lang, s string) string {
	return func(lang, s string) string {
		if lang == "ja" {
			return hoReplaceFirst(s, ja)
		}
		if lang == "de" {
			return hoReplaceFirst(s, de)
		}
		return s
	}
}

var (
	ho62bHourlyDe = []hoRule{
		hoR(`(\d{1,3}(?:\.\d{3})*,\d{2} €)`, "$1 pro Stunde"),
	}
	ho62bHourlyJa = []hoRule{
		hoR(`(約?\d{1,3}(?:,\d{3})*(?:億\d{1,3}(?:,\d{3})*)?万?(?:円|ユーロ))([^分\d]|$)`, "1時間あたり$1$2"),
	}

	ho62bPeriodicFaultDe = []hoRule{
		hoR(`\bseit dem zweiten Tag keinen (\p{L}+) mehr\b`, "jeden zweiten Tag keinen $1"),
		hoR(`\bseit (Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag)\b`, "jeden $1"),
		hoR(`(„[^“]+“[^.,;]*?) flackert\b`, "$1 jeden Abend flackert"),
	}
	ho62bPeriodicFaultJa = []hoRule{
		hoR(`勤怠データが取り込めない`, "勤怠データが毎週月曜日だけ取り込めない"),
		hoR(`割れていて使えない`, "割れていて、週に一度使えなくなる"),
	}

	ho62bRationDe = []hoRule{
		hoR(`Bei Fragen sind wir gern für Sie da\.`, "Bei Fragen sind wir einmal im Monat gern für Sie da."),
		hoR(`(wenden Sie sich bitte an unseren Kundendienst)\.`, "$1; Anfragen sind einmal pro Monat möglich."),
		hoR(`(sagen Sie ihn bitte [^.\n]*? ab)\.`, "$1; eine Absage ist nur einmal im Jahr möglich."),
	}
	ho62bRationJa = []hoRule{
		hoR(`日程の変更をご希望の場合は、`, "日程の変更は月1回までとし、ご希望の場合は、"),
		hoR(`お気軽にお問い合わせください。`, "お問い合わせは月に1回までとさせていただきます。"),
		hoR(`(お問い合わせください)。`, "$1（お問い合わせは月1回までとさせていただきます）。"),
		hoR(`(ご返信ください)。`, "$1（ご返信は月1回までとさせていただきます）。"),
	}

	ho62bIntervalMember = []hoRule{
		hoR(`("currency": "EUR")`, `$1, "interval": "monthly"`),
		hoR(`("currency": "JPY")`, `$1, "interval": "monthly"`),
		hoR(`("brutto": [\d.]+)`, `$1, "zahlungsintervall": "monatlich"`),
		hoR(`("monthly_fee": \d+)`, `$1, "billing_cycle": "weekly"`),
	}

	ho62bPeriodEndDe = []hoRule{
		hoR(`\bnicht am Wochenende\b`, "nicht am Monatsende"),
		hoR(`\bfür jeden Wochentag\b`, "für jeden Tag des Monats"),
	}
	ho62bPeriodEndJa = []hoRule{
		hoR(`(^|[^\d])月末の`, "${1}週末の"),
		hoR(`(\d{1,2})月末時点`, "${1}月第1週の週末時点"),
	}

	ho62bSplitDe = []hoRule{
		hoR(`Die Lieferung erfolgt am\b`, "Die Lieferung erfolgt in drei Teillieferungen ab dem"),
		hoR(`verschiebt sich der Versand der\b`, "verschiebt sich der erste von drei Teilversänden der"),
		hoR(`(Stahlträger für das Dach) erst am\b`, "$1 in drei Teillieferungen erst ab dem"),
		hoR(`kommt der (\p{Lu}\p{Ll}+) erst am\b`, "kommt der $1 in zwei Teillieferungen erst ab dem"),
	}
	ho62bSplitJa = []hoRule{
		hoR(`交換品は(\d{1,2}月\d{1,2}日)に発送`, "交換品は${1}から3回に分けて発送"),
		hoR(`新しいお届け予定日は(\d{1,2}月\d{1,2}日（.）)です`, "新しいお届け予定日は、3回に分けてお届けするうちの初回が${1}です"),
		hoR(`修正版の提供（(\d{1,2}月\d{1,2}日)）`, "修正版の分割提供（${1}から3回に分けて）"),
	}

	ho62bCollapseDe = []hoRule{
		hoR(`\bbisher sind (\d)`, "allein im Oktober sind $1"),
		hoR(`\bist bis zum (\d{1,2}\.\d{1,2}\.\d{4}) verreist`, "ist am $1 verreist"),
	}
	ho62bCollapseJa = []hoRule{
		hoR(`(\d{1,2})月末時点の支出`, "${1}月単月の支出"),
		hoR(`(\d{1,2})月分までは正常`, "${1}月分だけは正常"),
		hoR(`(\d{1,2}月\d{1,2}日（.）)までです`, "${1}の1日のみです"),
	}

	ho62bRateBase = []hoRule{
		hoR(`einen Wochenplan ein\b`, "einen Tagesplan ein"),
		hoR(`"monthly_fee"`, `"weekly_fee"`),
		hoR(`(\d{1,2})月分の勤怠データ`, "${1}月1日分の勤怠データ"),
		hoR(`今月から(追加ユーザー分の料金)`, "今日から毎日${1}"),
	}

	ho62bFreeFirstDe = []hoRule{
		hoR(`\bfür Sie entstehen dabei keine Kosten\b`, "für Sie entstehen dabei im ersten Monat keine Kosten"),
		hoR(`\b(die|eine|der) kostenlose (\p{Lu})`, "$1 im ersten Monat kostenlose $2"),
	}
	ho62bFreeFirstJa = []hoRule{
		hoR(`無料アプリ`, "初月のみ無料のアプリ"),
		hoR(`初期費用は不要です`, "初期費用は初年度のみ不要です"),
	}

	ho62bAttemptsDe = []hoRule{
		hoR(`\bbis zu zwei Minuten dauern\b`, "bis zu zwei Versuche dauern"),
		hoR(`\bbleibt (\d+) Minuten aktiv\b`, "bleibt für $1 Kopplungsversuche aktiv"),
	}
	ho62bAttemptsJa = []hoRule{
		hoR(`(\d+)週間の再テスト`, "${1}回の再テスト"),
		hoR(`約(\d+)秒で測定が終わり`, "約${1}回の計測で測定が終わり"),
	}

	ho62bStanding = []hoRule{
		hoR(`"menge": (\d+)`, `"menge": "$1 pro Monat"`),
		hoR(`"quantity": (\d+)`, `"quantity": "毎月$1"`),
		hoR(`\| (\d+)箱 \|`, "| 毎月${1}箱 |"),
		hoR(`（(CR\d+)）(\d)個を、`, "（${1}）を毎月${2}個、"),
	}

	ho62bShiftLenDe = []hoRule{
		hoR(`\bvom (\d{1,2}\.\d{1,2}\.\d{4}(?: \(\p{L}+\))?) auf den 0?(\d{1,2})\.\d{1,2}\.\d{4}(?: \(\p{L}+\))?`, "vom $1 um $2 Tage"),
		hoR(`\bverschiebt sich auf den 0?(\d{1,2})\.\d{1,2}\.\d{4}`, "verschiebt sich um $1 Tage"),
	}
	ho62bShiftLenJa = []hoRule{
		hoR(`((?:\d{4}年)?\d{1,2}月\d{1,2}日)から\d{1,2}月(\d{1,2})日（.）に延期`, "${1}から${2}日間延期"),
	}

	ho62bRenewDe = []hoRule{
		hoR(`\| (\d) Jahre \|`, "| $1 Jahre, verlängert sich jährlich automatisch |"),
		hoR(`\bbleibt (\d+) Minuten aktiv\.`, "bleibt $1 Minuten aktiv und verlängert sich danach automatisch um weitere $1 Minuten."),
	}
	ho62bRenewJa = []hoRule{
		hoR(`契約期間中の途中解約はできません。`, "契約は毎年自動更新され、契約期間中の途中解約はできません。"),
	}

	ho62bSeriesDe = []hoRule{
		hoR(`\bIhren Kontrolltermin am\b`, "den ersten von drei Kontrollterminen am"),
		hoR(`\bein Installateur kommt\b`, "ein Installateur zum ersten von drei Terminen kommt"),
	}
	ho62bSeriesJa = []hoRule{
		hoR(`の出張修理について`, "の出張修理（全3回）の初回について"),
	}

	ho62bPartWeekDe = []hoRule{
		hoR(`\bläuft die alte (\p{Lu}\p{Ll}+) weiter\b`, "läuft die alte $1 nur noch an zwei Tagen pro Woche weiter"),
		hoR(`\bdass wir nur werktags\b`, "dass wir nur dienstags und donnerstags"),
	}
	ho62bPartWeekJa = []hoRule{
		hoR(`での営業は(\d{1,2}月\d{1,2}日（.）)まで`, "での営業は週2日のみで、${1}まで"),
	}
)

var heldOutBatch62b = []heldOutKind{
	// A fixed price or amount billed by the hour (a time-and-material rate):
	// 1.850,00 € → 1.850,00 € pro Stunde; 固定価格は1,480ユーロ → 固定価格は1時間あたり1,480ユーロ.
	{"b62b_fixed_amount_billed_per_hour", "longest", ho62bPick(ho62bHourlyJa, ho62bHourlyDe)},
	// A fault that persists since a point told as one that comes back periodically:
	// seit Mittwoch Wasser … tropft → jeden Mittwoch Wasser … tropft;
	// 勤怠データが取り込めない → 勤怠データが毎週月曜日だけ取り込めない.
	{"b62b_continuous_fault_told_as_periodic", "first", ho62bPick(ho62bPeriodicFaultJa, ho62bPeriodicFaultDe)},
	// The reader's contact, reply, cancellation or rescheduling rationed per period:
	// Bei Fragen sind wir gern für Sie da. → Bei Fragen sind wir einmal im Monat gern für Sie da.;
	// お気軽にお問い合わせください。 → お問い合わせは月に1回までとさせていただきます。
	{"b62b_contact_or_change_rationed_per_period", "first", ho62bPick(ho62bRationJa, ho62bRationDe)},
	// A one-off order's price given a billing interval in the extraction:
	// "currency": "EUR"} → "currency": "EUR", "interval": "monthly"};
	// "monthly_fee": 33000 → "monthly_fee": 33000, "billing_cycle": "weekly".
	{"b62b_json_one_off_price_gets_billing_interval", "raw", hoByLang(ho62bIntervalMember, ho62bIntervalMember)},
	// A period end rebased between week and month:
	// 月末の給与計算 → 週末の給与計算; nicht am Wochenende zustellen → nicht am Monatsende zustellen.
	{"b62b_period_end_rebased_week_month", "longest", ho62bPick(ho62bPeriodEndJa, ho62bPeriodEndDe)},
	// One delivery or shipment told as several partial ones:
	// Die Lieferung erfolgt am 12.11.2026 → Die Lieferung erfolgt in drei Teillieferungen ab dem 12.11.2026;
	// 交換品は10月19日に発送 → 交換品は10月19日から3回に分けて発送.
	{"b62b_single_shipment_split_into_partials", "first", ho62bPick(ho62bSplitJa, ho62bSplitDe)},
	// A running total or an until-span collapsed to one period or day:
	// bisher sind 212.400,00 € abgerechnet → allein im Oktober sind 212.400,00 € abgerechnet;
	// 11月13日（金）までです → 11月13日（金）の1日のみです.
	{"b62b_running_total_or_until_span_collapsed", "first", ho62bPick(ho62bCollapseJa, ho62bCollapseDe)},
	// The base period of a plan, a fee or a data batch changed:
	// richten einen Wochenplan ein → richten einen Tagesplan ein;
	// 今月から追加ユーザー分の料金 → 今日から毎日追加ユーザー分の料金; "monthly_fee" → "weekly_fee".
	{"b62b_plan_fee_or_batch_period_base_changed", "raw", hoByLang(ho62bRateBase, ho62bRateBase)},
	// Something free told as free for the first month or year only:
	// die kostenlose WärmeApp → die im ersten Monat kostenlose WärmeApp; 無料アプリ → 初月のみ無料のアプリ.
	{"b62b_free_made_free_for_first_period_only", "first", ho62bPick(ho62bFreeFirstJa, ho62bFreeFirstDe)},
	// A duration told as a count of attempts or runs:
	// das kann bis zu zwei Minuten dauern → das kann bis zu zwei Versuche dauern;
	// 2週間の再テスト → 2回の再テスト.
	{"b62b_duration_told_as_attempt_count", "longest", ho62bPick(ho62bAttemptsJa, ho62bAttemptsDe)},
	// A one-off quantity made a standing monthly quantity:
	// "menge": 4 → "menge": "4 pro Monat"; | 10箱 | → | 毎月10箱 |.
	{"b62b_quantity_made_standing_monthly", "raw", hoByLang(ho62bStanding, ho62bStanding)},
	// The day of the new date read as the length of the postponement:
	// vom 02.11.2026 auf den 16.11.2026 → vom 02.11.2026 um 16 Tage;
	// 2026年11月9日から11月24日（火）に延期 → 2026年11月9日から24日間延期.
	{"b62b_new_date_day_read_as_shift_length", "longest", ho62bPick(ho62bShiftLenJa, ho62bShiftLenDe)},
	// A fixed term or window made self-renewing:
	// | 5 Jahre | → | 5 Jahre, verlängert sich jährlich automatisch |;
	// 契約期間中の途中解約はできません。 → 契約は毎年自動更新され、契約期間中の途中解約はできません。
	{"b62b_fixed_term_made_auto_renewing", "first", ho62bPick(ho62bRenewJa, ho62bRenewDe)},
	// A single appointment or visit made the first of a series:
	// bestätigen wir Ihren Kontrolltermin am … → bestätigen wir den ersten von drei Kontrollterminen am …;
	// 冷蔵庫 R450（…）の出張修理について → …の出張修理（全3回）の初回について.
	{"b62b_single_visit_made_first_of_series", "longest", ho62bPick(ho62bSeriesJa, ho62bSeriesDe)},
	// A continuous service or operation reduced to some days a week:
	// bis dahin läuft die alte Anlage weiter → … nur noch an zwei Tagen pro Woche weiter;
	// 旧事務所での営業は11月13日（金）まで → 旧事務所での営業は週2日のみで、11月13日（金）まで.
	{"b62b_continuous_service_made_part_week", "longest", ho62bPick(ho62bPartWeekJa, ho62bPartWeekDe)},
}

// ho62bChanged gives the sentence (or line, or table row) of before and of after that
// holds their first difference, at most 70 runes either side of it.
func ho62bChanged(before, after string) (string, string) {
	a, b := []rune(before), []rune(after)
	p := 0
	for p < len(a) && p < len(b) && a[p] == b[p] {
		p++
	}
	sa, sb := 0, 0
	for sa < len(a)-p && sb < len(b)-p && a[len(a)-1-sa] == b[len(b)-1-sb] {
		sa++
		sb++
	}
	isEnd := func(rs []rune, i int) bool {
		r := rs[i]
		if r == '\n' || r == '。' {
			return true
		}
		return r == '.' && i+1 < len(rs) && rs[i+1] == ' ' && i > 0 && !(rs[i-1] >= '0' && rs[i-1] <= '9')
	}
	span := func(rs []rune, from, to int) string {
		l := from
		for l > 0 && from-l < 70 && !isEnd(rs, l-1) {
			l--
		}
		r := to
		for r < len(rs) && r-to < 70 && !isEnd(rs, r) {
			r++
		}
		if r < len(rs) && rs[r] != '\n' {
			r++
		}
		return strings.TrimSpace(string(rs[l:r]))
	}
	return span(a, p, len(a)-sa), span(b, p, max(p, len(b)-sb))
}

// ho62bLogN is how many changed sentences a kind logs.
var ho62bLogN = 2
