package grade

// Blind batch 57b: bounds and comparison words that fix what a number or a date
// means, flipped or shifted at one place. Every kind keeps the figures of the answer
// and changes the word that bounds one of them: a deadline read as "only after it
// has passed" or as the day the action starts, a cap or floor replaced by its strict
// complement, an exact date, amount or duration given a strict bound that excludes
// the true value, a clock window or a start reduced to the time before it, the end of
// a state turned into its start (and the start of an ongoing state into its end), a
// bound moved onto the other figure of a pair, a postponement target left open
// after the new date, and bounds prefixed to the date values of a JSON extraction.

import (
	"regexp"
	"strings"
	"unicode/utf8"
)

// ho57bRule rewrites a match of re by expanding to ($n templates).
type ho57bRule struct {
	re *regexp.Regexp
	to string
}

func ho57bR(re, to string) ho57bRule { return ho57bRule{regexp.MustCompile(re), to} }

// ho57bPick rewrites, at one place, the leftmost (last=false) or rightmost (last=true)
// match of any of the rules; a rule listed earlier wins a tie. s unchanged without one.
func ho57bPick(s string, rules []ho57bRule, last bool) string {
	best, at := -1, -1
	var bestLoc []int
	for i, r := range rules {
		locs := r.re.FindAllStringSubmatchIndex(s, -1)
		if len(locs) == 0 {
			continue
		}
		loc := locs[0]
		if last {
			loc = locs[len(locs)-1]
		}
		if best < 0 || (!last && loc[0] < at) || (last && loc[0] > at) {
			best, at, bestLoc = i, loc[0], loc
		}
	}
	if best < 0 {
		return s
	}
	r := rules[best]
	var dst []byte
	dst = r.re.ExpandString(dst, r.to, s, bestLoc)
	return s[:bestLoc[0]] + string(dst) + s[bestLoc[1]:]
}

// ho57bByLang picks the rules of the answer's language, first or last match.
func ho57bByLang(ja, de []ho57bRule, last bool) func(lang, s string) string {
	return func(lang, s string) string {
		if lang == "ja" {
			return ho57bPick(s, ja, last)
		}
		return ho57bPick(s, de, last)
	}
}

// Date and amount fragments shared by the rules.
const (
	ho57bDeNum    = `\d{1,2}\.\d{1,2}\.\d{4}`
	ho57bJaDay    = `(?:令和\d{1,2}年|\d{4}年)?\d{1,2}月\d{1,2}日(?:（[月火水木金土日]）)?`
	ho57bDeAmount = `\d{1,3}(?:\.\d{3})*,\d{2} €`
)

// A deadline ("bis spätestens", "bis zum … freizugeben", 〜までに) and its time.
var (
	ho57bJaMadeni       = regexp.MustCompile(`(` + ho57bJaDay + `(?:\d{1,2}時)?|\d{1,2}時)までに`)
	ho57bDeLatest       = regexp.MustCompile(`bis spätestens (` + ho57bDeNum + `)`)
	ho57bDeUntilApprove = regexp.MustCompile(`bis zum (` + ho57bDeNum + `) (freizugeben|zu bestätigen|zurückzusenden)`)
)

var ho57bDeadlineAfterDe = []ho57bRule{
	{ho57bDeLatest, "erst nach dem $1"},
	{ho57bDeUntilApprove, "erst nach dem $1 $2"},
}

var ho57bDeadlineAfterJa = []ho57bRule{{ho57bJaMadeni, "${1}を過ぎてから"}}

var ho57bDeadlineStartDe = []ho57bRule{
	{ho57bDeLatest, "ab dem $1"},
	{ho57bDeUntilApprove, "ab dem $1 $2"},
}

var ho57bDeadlineStartJa = []ho57bRule{{ho57bJaMadeni, "${1}から"}}

// Caps and floors of quantities (warranty years, waiting time, notice, distance,
// earliest start) and their strict complements.
var ho57bComplementDe = []ho57bRule{
	ho57bR(`mindestens (\d+) Jahren`, "weniger als $1 Jahren"),
	ho57bR(`das kann bis zu (\S+) Minuten dauern`, "das dauert mehr als $1 Minuten"),
	ho57bR(`spätestens (\d+) Stunden vorher`, "weniger als $1 Stunden vorher"),
}

var ho57bComplementJa = []ho57bRule{
	ho57bR(`(\d+)メートル以内ですか`, "${1}メートルより離れていますか"),
	ho57bR(`早くても(\d{4}年\d{1,2}月\d{1,2}日)となります`, "${1}より前となります"),
}

// Clock windows and clock starts reduced to the time before their start.
var ho57bBeforeStartDe = []ho57bRule{
	ho57bR(`zwischen (\d{1,2}) und \d{1,2} Uhr`, "vor $1 Uhr"),
	ho57bR(`von (\d{1,2}) bis \d{1,2} Uhr`, "vor $1 Uhr"),
	ho57bR(`\bab (\d{1,2}) Uhr`, "vor $1 Uhr"),
}

var ho57bBeforeStartJa = []ho57bRule{
	ho57bR(`(\d{1,2})時[〜~～-]\d{1,2}時`, "${1}時より前"),
}

// The end of a state (verreist bis, bis dahin, 〜までです, それまで, 9月分まで) made its start.
var ho57bStateEndDe = []ho57bRule{
	ho57bR(`bis dahin läuft`, "von da an läuft"),
	ho57bR(`ist bis zum (`+ho57bDeNum+`) verreist`, "ist ab dem $1 verreist"),
}

var ho57bStateEndJa = []ho57bRule{
	ho57bR(`(`+ho57bJaDay+`)までです`, "${1}からです"),
	ho57bR(`(\d{1,2}月分)までは`, "${1}からは"),
	ho57bR(`それまで予約で`, "それ以降予約で"),
}

// The start of an ongoing state or charge (seit, 今月から, 以降) made its end.
var ho57bStartEndDe = []ho57bRule{
	ho57bR(`seit dem (\p{L}+) Tag`, "bis zum $1 Tag"),
	ho57bR(`seit (Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag)\b`, "bis $1"),
}

var ho57bStartEndJa = []ho57bRule{
	ho57bR(`今月から`, "今月まで"),
	ho57bR(`(iOS \d+)以降`, "${1}まで"),
}

// Exact amounts of the prose, after the word that introduces them.
var ho57bAmountBelowDe = []ho57bRule{
	ho57bR(`(von|bei|zusammen|Rechnungsbetrag|mit) (`+ho57bDeAmount+`)`, "$1 unter $2"),
}

var ho57bAmountBelowJa = []ho57bRule{
	ho57bR(`合計(\d{1,3}(?:,\d{3})+円)`, "合計${1}未満"),
	ho57bR(`合計（税抜）：([\d,]+円)`, "合計（税抜）：${1}未満"),
	ho57bR(`固定価格は([\d,]+ユーロ)`, "固定価格は${1}未満"),
	ho57bR(`(\d+)円分のクーポン`, "${1}円未満のクーポン"),
}

var ho57bAmountAboveDe = []ho57bRule{
	ho57bR(`(von|bei|zusammen|Rechnungsbetrag|mit) (`+ho57bDeAmount+`)`, "$1 über $2"),
}

var ho57bAmountAboveJa = []ho57bRule{
	ho57bR(`合計(\d{1,3}(?:,\d{3})+円)`, "合計${1}超"),
	ho57bR(`合計（税抜）：([\d,]+円)`, "合計（税抜）：${1}超"),
	ho57bR(`固定価格は([\d,]+ユーロ)`, "固定価格は${1}超"),
	ho57bR(`(\d+)円分のクーポン`, "${1}円を超える額のクーポン"),
}

// Exact durations (the pairing mode, a delivery time, a retest, a call ahead).
var ho57bLongerDe = []ho57bRule{
	ho57bR(`bleibt (\d+) Minuten aktiv`, "bleibt mehr als $1 Minuten aktiv"),
	ho57bR(`\| (\d+) Wochen \|`, "| über $1 Wochen |"),
}

var ho57bLongerJa = []ho57bRule{
	ho57bR(`(\d+)週間の再テスト`, "${1}週間を超える再テスト"),
	ho57bR(`訪問の(\d+)分前に`, "訪問の${1}分より前に"),
}

// A bound word of a pair of figures moved onto the other figure of the pair.
var ho57bMovedDe = []ho57bRule{
	ho57bR(`erst am (`+ho57bDeNum+`) statt am (`+ho57bDeNum+`)`, "am $1 statt erst am $2"),
	ho57bR(`mit mindestens (\d+) Jahren Garantie; ([^\n]*?) nur (\d+) Jahre Garantie`, "mit nur $1 Jahren Garantie; $2 mindestens $3 Jahre Garantie"),
}

var ho57bMovedJa = []ho57bRule{
	ho57bR(`(\d{1,2}月\d{1,2}日)に発送いたしますので、(`+ho57bJaDay+`)までに`, "${1}までに発送いたしますので、${2}に"),
	ho57bR(`(\d{1,2}月分)の([^。\n]*?)(\d{1,2}月分)までは`, "${1}までの${2}${3}は"),
	ho57bR(`(\d{1,2}月\d{1,2}日（[月火水木金土日]）)までの交換品到着を希望。([^\n]*?)(\d{1,2}月\d{1,2}日)に発送予定`, "${1}の交換品到着を希望。${2}${3}までに発送予定"),
}

// A fixed event date of the prose (not one already bound by erst or statt).
var (
	ho57bDeAmDate = regexp.MustCompile(`\bam (` + ho57bDeNum + `)`)
	ho57bJaEvent  = regexp.MustCompile(`(` + ho57bJaDay + `)(に(?:ユーザー|移転|発送)|です)|(納品希望日：\d{4}年\d{1,2}月\d{1,2}日)`)
)

// ho57bEventDate gives the fixed event date of s the bound word: the first one or the
// last one; de "vor dem"/"nach dem", ja "より前"/"より後".
func ho57bEventDate(lang, s string, last bool) string {
	if lang == "ja" {
		locs := ho57bJaEvent.FindAllStringSubmatchIndex(s, -1)
		if len(locs) == 0 {
			return s
		}
		loc := locs[0]
		if last {
			loc = locs[len(locs)-1]
		}
		word := "より前"
		if last {
			word = "より後"
		}
		if loc[2] >= 0 {
			return s[:loc[3]] + word + s[loc[3]:]
		}
		return s[:loc[7]] + word + s[loc[7]:]
	}
	var cands [][]int
	for _, loc := range ho57bDeAmDate.FindAllStringSubmatchIndex(s, -1) {
		pre := s[:loc[0]]
		if strings.HasSuffix(pre, "erst ") || strings.HasSuffix(pre, "statt ") {
			continue
		}
		cands = append(cands, loc)
	}
	if len(cands) == 0 {
		return s
	}
	loc := cands[0]
	word := "vor dem "
	if last {
		loc, word = cands[len(cands)-1], "nach dem "
	}
	return s[:loc[0]] + word + s[loc[2]:loc[3]] + s[loc[1]:]
}

// The target date of a postponement left open after it.
var ho57bPostponeDe = []ho57bRule{
	ho57bR(`auf den (`+ho57bDeNum+`)`, "auf einen Termin nach dem $1"),
}

var ho57bPostponeJa = []ho57bRule{
	ho57bR(`(`+ho57bJaDay+`)に延期`, "${1}以降に延期"),
}

// JSON date values of an extraction.
var (
	ho57bJSONOnward = regexp.MustCompile(`"(faellig_am|delivery_date|start_date)": "(\d{4}-\d{2}-\d{2})"`)
	ho57bJSONAny    = regexp.MustCompile(`"(rechnungsdatum|faellig_am|delivery_date|start_date|end_date)": "(\d{4}-\d{2}-\d{2})"`)
)

func ho57bJSONDate(re *regexp.Regexp, lang, s string, last bool, de, ja string) string {
	locs := re.FindAllStringSubmatchIndex(s, -1)
	if len(locs) == 0 {
		return s
	}
	loc := locs[0]
	if last {
		loc = locs[len(locs)-1]
	}
	date := s[loc[4]:loc[5]]
	v := de + date
	if lang == "ja" {
		v = date + ja
	}
	return s[:loc[4]] + v + s[loc[5]:]
}

var heldOutBatch57b = []heldOutKind{
	// A deadline read as a time that only begins once the deadline has passed:
	// 10月19日（月）17時までに回答する → 10月19日（月）17時を過ぎてから回答する;
	// ein Austauschgerät bis spätestens 19.10.2026 → ein Austauschgerät erst nach dem 19.10.2026.
	{"b57b_deadline_made_only_after_it_passes", "longest", ho57bByLang(ho57bDeadlineAfterJa, ho57bDeadlineAfterDe, false)},
	// The last deadline of the answer made the day the action starts:
	// 2026年10月30日までに、お見積もりへのご承認を → 2026年10月30日から、お見積もりへのご承認を;
	// bis zum 21.10.2026 freizugeben → ab dem 21.10.2026 freizugeben.
	{"b57b_last_deadline_made_first_day_of_action", "longest", ho57bByLang(ho57bDeadlineStartJa, ho57bDeadlineStartDe, true)},
	// A cap or floor on a quantity replaced by its strict complement, so that the true
	// value is excluded: das günstigste Angebot mit mindestens 3 Jahren Garantie → mit
	// weniger als 3 Jahren Garantie; 距離は、2メートル以内ですか → 2メートルより離れていますか;
	// 開始は、早くても2026年11月9日となります → 2026年11月9日より前となります.
	{"b57b_quantity_cap_or_floor_made_strict_complement", "longest", ho57bByLang(ho57bComplementJa, ho57bComplementDe, false)},
	// A clock window or a clock start reduced to the time before its start:
	// Die Lieferung erfolgt am 12.11.2026 zwischen 8 und 12 Uhr → vor 8 Uhr;
	// 訪問日時：2026年10月23日（金）14時〜16時 → 14時より前.
	{"b57b_clock_window_or_start_made_time_before_it", "longest", ho57bByLang(ho57bBeforeStartJa, ho57bBeforeStartDe, false)},
	// The end of a state made the start of that state: 旧事務所での営業は11月13日（金）までです →
	// 11月13日（金）からです; bis dahin läuft die alte Anlage weiter → von da an läuft die alte Anlage weiter;
	// 9月分までは正常 → 9月分からは正常.
	{"b57b_state_end_bound_made_its_start", "longest", ho57bByLang(ho57bStateEndJa, ho57bStateEndDe, false)},
	// The start of an ongoing state, charge or supported range made its end:
	// seit dem zweiten Tag keinen Druck mehr → bis zum zweiten Tag; 今月から追加ユーザー分の料金 →
	// 今月まで; 対応OSはiOS 16以降 → iOS 16まで.
	{"b57b_ongoing_start_bound_made_its_end", "longest", ho57bByLang(ho57bStartEndJa, ho57bStartEndDe, false)},
	// The first exact amount of the prose made "below" itself, which excludes the stated
	// figure: Mehrkosten von 36.400,00 € → Mehrkosten von unter 36.400,00 €; 合計38,500円（税込）
	// → 合計38,500円未満（税込）.
	{"b57b_first_exact_amount_made_strictly_below_it", "longest", ho57bByLang(ho57bAmountBelowJa, ho57bAmountBelowDe, false)},
	// The last exact amount of the prose made "above" itself: mit 145.000,00 € statt
	// 120.000,00 € → mit über 145.000,00 €; 固定価格は1,480ユーロ（税別） → 1,480ユーロ超（税別）.
	{"b57b_last_exact_amount_made_strictly_above_it", "longest", ho57bByLang(ho57bAmountAboveJa, ho57bAmountAboveDe, true)},
	// An exact duration made strictly longer than itself: Der Kopplungsmodus bleibt 10
	// Minuten aktiv → bleibt mehr als 10 Minuten aktiv; 2週間の再テスト → 2週間を超える再テスト.
	{"b57b_exact_duration_made_strictly_longer", "longest", ho57bByLang(ho57bLongerJa, ho57bLongerDe, false)},
	// A bound word moved onto the other figure of a pair: kommt der Verdichter erst am
	// 23.11.2026 statt am 02.11.2026 → am 23.11.2026 statt erst am 02.11.2026; 10月19日に発送
	// いたしますので、10月22日（木）までにお届け → 10月19日までに発送いたしますので、10月22日（木）にお届け;
	// 10月分の勤怠データが…9月分までは正常 → 10月分までの勤怠データが…9月分は正常.
	{"b57b_bound_word_moved_to_other_figure_of_pair", "longest", ho57bByLang(ho57bMovedJa, ho57bMovedDe, false)},
	// The first fixed event date given "before": Wir senden Ihnen am 20.10.2026 → vor dem
	// 20.10.2026; 9月20日にユーザーを1名追加 → 9月20日より前にユーザーを1名追加.
	{"b57b_first_fixed_date_made_strictly_before_it", "longest", func(lang, s string) string { return ho57bEventDate(lang, s, false) }},
	// The last fixed event date given "after": Die nächste Sitzung findet am 12.11.2026
	// statt → nach dem 12.11.2026 statt; お支払い期限は2026年10月30日（金）です → 2026年10月30日（金）より後です.
	{"b57b_last_fixed_date_made_strictly_after_it", "longest", func(lang, s string) string { return ho57bEventDate(lang, s, true) }},
	// The target of a postponement left open after the new date: verschiebt sich … auf
	// den 26.10.2026 (Montag) → auf einen Termin nach dem 26.10.2026 (Montag); 11月24日（火）に延期 →
	// 11月24日（火）以降に延期.
	{"b57b_postponement_target_made_open_after_it", "longest", ho57bByLang(ho57bPostponeJa, ho57bPostponeDe, false)},
	// The first due, delivery or start date of a JSON extraction given an onward bound:
	// "delivery_date": "2026-10-19" → "ab 2026-10-19"; "start_date": "2026-12-01" → "2026-12-01以降".
	{"b57b_json_due_or_start_date_value_made_onward", "raw", func(lang, s string) string {
		return ho57bJSONDate(ho57bJSONOnward, lang, s, false, "ab ", "以降")
	}},
	// The last date value of a JSON extraction given a "before" bound:
	// "faellig_am": "2026-11-04" → "vor 2026-11-04"; "end_date": "2027-11-30" → "2027-11-30より前".
	{"b57b_json_last_date_value_made_before_it", "raw", func(lang, s string) string {
		return ho57bJSONDate(ho57bJSONAny, lang, s, true, "vor ", "より前")
	}},
}

// ho57bDelims end a sentence-like span when the changed place is shown.
var ho57bDelims = []string{"。", "\n", ". ", `", "`, "; "}

// ho57bSpan gives the sentence-like spans of a and b around their first difference.
func ho57bSpan(a, b string) (string, string) {
	p := 0
	for p < len(a) && p < len(b) && a[p] == b[p] {
		p++
	}
	for p > 0 && p < len(a) && !utf8.RuneStart(a[p]) {
		p--
	}
	sa, sb := 0, 0
	for _, d := range ho57bDelims {
		if i := strings.LastIndex(a[:p], d); i >= 0 && i+len(d) > sa {
			sa = i + len(d)
		}
	}
	sb = sa
	end := func(s string, from int) int {
		e := len(s)
		for _, d := range ho57bDelims {
			if i := strings.Index(s[from:], d); i >= 0 && from+i+len(d) < e {
				e = from + i + len(d)
			}
		}
		return e
	}
	return a[sa:end(a, p)], b[sb:end(b, p)]
}
