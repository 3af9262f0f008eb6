package grade

// Blind batch 54b: time order and causality in narratives (summaries, tickets,
// minutes, apologies, replies). Every kind changes one place so that what happened
// first, what caused what, what follows from it, or which trigger a reaction answers
// is wrong: a one-off event told as a repeat, a continuing state told as resumed or
// as new, an apology or instruction tied to the wrong trigger, a relative time
// anchored to another event of the case, a request told as already fulfilled, a
// duration read as a wait before the start, a superseded date kept as an option,
// the earliest event given the latest date, an invented knock-on consequence, a
// commitment told as an earlier plan that was dropped, new and old labels swapped,
// "next" read as "previous", and a cause reduced to mere coincidence in time.

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"
)

// ho54bRule rewrites the first match of re with the template to ($1 … expand).
type ho54bRule struct {
	re *regexp.Regexp
	to string
}

func ho54bR(re, to string) ho54bRule { return ho54bRule{regexp.MustCompile(re), to} }

// ho54bFirst applies the first rule that matches s, at its first match only.
func ho54bFirst(s string, rules []ho54bRule) string {
	for _, r := range rules {
		loc := r.re.FindStringSubmatchIndex(s)
		if loc == nil {
			continue
		}
		out := r.re.ExpandString(nil, r.to, s, loc)
		return s[:loc[0]] + string(out) + s[loc[1]:]
	}
	return s
}

// ho54bByLang picks the rules of the answer's language.
func ho54bByLang(lang, s string, de, ja []ho54bRule) string {
	if lang == "ja" {
		return ho54bFirst(s, ja)
	}
	return ho54bFirst(s, de)
}

var (
	ho54bDeDate  = regexp.MustCompile(`\b(\d{1,2})\.(\d{1,2})\.(\d{4})\b`)
	ho54bJaDate  = regexp.MustCompile(`(?:(\d{4})年)?(\d{1,2})月(\d{1,2})日`)
	ho54bJaRound = regexp.MustCompile(`第(\d+)回`)
	ho54bDeUntil = regexp.MustCompile(`\bbis dahin\b`)
	ho54bJaUntil = regexp.MustCompile(`それまで(予約|満席|休業|工事)`)
	ho54bDeShift = regexp.MustCompile(`verschieb(?:t|en) sich`)
	ho54bJaShift = regexp.MustCompile(`延期|遅れて`)
)

// ho54bDate is one date of a text: where it stands, its value and its surface form.
type ho54bDate struct {
	at, end int
	key     int // yyyymmdd
	y, m, d int
	hasYear bool
}

// ho54bDatesIn lists the dates of s in order of appearance (ja: 月日 with optional
// 西暦 year, else the reference year 2026; de: TT.MM.JJJJ).
func ho54bDatesIn(lang, s string) []ho54bDate {
	var out []ho54bDate
	if lang == "ja" {
		for _, m := range ho54bJaDate.FindAllStringSubmatchIndex(s, -1) {
			y := 2026
			has := m[2] >= 0
			if has {
				y, _ = strconv.Atoi(s[m[2]:m[3]])
			}
			mo, _ := strconv.Atoi(s[m[4]:m[5]])
			d, _ := strconv.Atoi(s[m[6]:m[7]])
			out = append(out, ho54bDate{m[0], m[1], y*10000 + mo*100 + d, y, mo, d, has})
		}
		return out
	}
	for _, m := range ho54bDeDate.FindAllStringSubmatchIndex(s, -1) {
		d, _ := strconv.Atoi(s[m[2]:m[3]])
		mo, _ := strconv.Atoi(s[m[4]:m[5]])
		y, _ := strconv.Atoi(s[m[6]:m[7]])
		out = append(out, ho54bDate{m[0], m[1], y*10000 + mo*100 + d, y, mo, d, true})
	}
	return out
}

// ho54bFormat writes date v in the surface style of like.
func ho54bFormat(lang string, like, v ho54bDate) string {
	if lang == "ja" {
		if like.hasYear {
			return fmt.Sprintf("%d年%d月%d日", v.y, v.m, v.d)
		}
		return fmt.Sprintf("%d月%d日", v.m, v.d)
	}
	return fmt.Sprintf("%02d.%02d.%04d", v.d, v.m, v.y)
}

// ho54bSentenceEnd finds the end (index after the stop) of the sentence around i.
func ho54bSentenceEnd(lang, s string, i int) int {
	for j := i; j < len(s); {
		r, n := utf8.DecodeRuneInString(s[j:])
		if r == '\n' {
			return j
		}
		if r == '。' || (lang != "ja" && r == '.' && (j+1 == len(s) || s[j+1] == ' ' || s[j+1] == '\n') && !(j > 0 && s[j-1] >= '0' && s[j-1] <= '9')) {
			return j + n
		}
		j += n
	}
	return len(s)
}

var heldOutBatch54b = []heldOutKind{
	// A one-off event told as a repeat of an earlier one that never happened:
	// verschiebt sich die Inbetriebnahme → verschiebt sich erneut die Inbetriebnahme;
	// 発送が遅れております → 発送が再び遅れております.
	{"b54b_single_event_marked_as_repeat", "first", func(lang, s string) string {
		return ho54bByLang(lang, s, []ho54bRule{
			ho54bR(`\bverschiebt sich\b`, "verschiebt sich erneut"),
			ho54bR(`\b(flackert|tropft)\b`, "erneut $1"),
		}, []ho54bRule{
			ho54bR(`発送が遅れております`, "発送が再び遅れております"),
			ho54bR(`不具合が見つかった`, "不具合が再び見つかった"),
			ho54bR(`に移転します`, "に再び移転します"),
			ho54bR(`データが取り込めない`, "データが再び取り込めない"),
			ho54bR(`をご訪問いただき`, "を再びご訪問いただき"),
		})
	}},
	// A continuing state told as resumed after a break that never happened:
	// bis dahin läuft die alte Anlage weiter → bis dahin läuft die alte Anlage wieder;
	// 営業の担当は引き続き松田部長 → 営業の担当は再び松田部長.
	{"b54b_continuing_state_marked_as_resumed", "first", func(lang, s string) string {
		return ho54bByLang(lang, s, []ho54bRule{
			ho54bR(`\b(läuft|laufen) ([^;.,]{1,40}?) weiter\b`, "$1 $2 wieder"),
			ho54bR(`\bbleibt unverändert bei\b`, "liegt wieder bei"),
		}, []ho54bRule{
			ho54bR(`引き続き`, "再び"),
		})
	}},
	// A standing relation or a series told as its first occasion:
	// いつもハルカゼ寝具店をご利用いただき → 初めてハルカゼ寝具店をご利用いただき;
	// wie gewohnt an Ihre Rechnungsanschrift → erstmals an Ihre Rechnungsanschrift;
	// 第3回進捗 → 第1回進捗.
	{"b54b_standing_relation_or_series_made_first_occasion", "first", func(lang, s string) string {
		if lang == "ja" {
			if m := ho54bJaRound.FindStringSubmatchIndex(s); m != nil && s[m[2]:m[3]] != "1" {
				return s[:m[0]] + "第1回" + s[m[1]:]
			}
		}
		return ho54bByLang(lang, s, []ho54bRule{
			ho54bR(`\bwie gewohnt\b`, "erstmals"),
		}, []ho54bRule{
			ho54bR(`いつも([^、。\n]{1,20}?をご利用)`, "初めて$1"),
			ho54bR(`引き続き`, "新たに"),
		})
	}},
	// The apology answers a mishap that did not happen instead of the real one:
	// es tut uns leid, dass Ihre Stehlampe … flackert → … verspätet geliefert wurde;
	// お待たせしてしまい、誠に申し訳ございません → 商品に不具合があり、誠に申し訳ございません.
	{"b54b_apology_given_for_other_mishap", "first", func(lang, s string) string {
		return ho54bByLang(lang, s, []ho54bRule{
			ho54bR(`(es tut uns leid, dass Ihre [^.;]{1,80}?) (flackert|defekt ist|nicht funktioniert)\b`, "$1 verspätet geliefert wurde"),
			ho54bR(`\bdie Unannehmlichkeiten zu entschuldigen\b`, "die verspätete Rechnung zu entschuldigen"),
		}, []ho54bRule{
			ho54bR(`お待たせしてしまい、`, "商品に不具合があり、"),
			ho54bR(`このたびはご迷惑をおかけし、`, "このたびはお届けが遅れ、"),
		})
	}},
	// A relative time anchored to another event of the case: 訪問の30分前にお電話 →
	// 作業終了の30分前にお電話; spätestens 24 Stunden vorher → spätestens 24 Stunden nach
	// Erhalt dieser Bestätigung; bis dahin läuft … → bis zum 28.10.2026 läuft ….
	{"b54b_relative_time_anchor_moved_to_other_event", "first", func(lang, s string) string {
		dates := ho54bDatesIn(lang, s)
		if lang == "ja" {
			if loc := ho54bJaUntil.FindStringSubmatchIndex(s); loc != nil && len(dates) > 0 && dates[0].at < loc[0] {
				return s[:loc[0]] + s[dates[0].at:dates[0].end] + "まで" + s[loc[2]:loc[3]] + s[loc[1]:]
			}
		} else if loc := ho54bDeUntil.FindStringIndex(s); loc != nil && len(dates) > 0 && dates[0].at < loc[0] {
			return s[:loc[0]] + "bis zum " + s[dates[0].at:dates[0].end] + s[loc[1]:]
		}
		return ho54bByLang(lang, s, []ho54bRule{
			ho54bR(`\bspätestens (\d+ Stunden) vorher\b`, "spätestens $1 nach Erhalt dieser Bestätigung"),
			ho54bR(`\bbleibt (\d+ Minuten) aktiv\b`, "bleibt ab dem Herunterladen der App $1 aktiv"),
		}, []ho54bRule{
			ho54bR(`訪問の(\d+分)前`, "作業終了の${1}前"),
			ho54bR(`(約\d+秒)で測定が終わり`, "電池を入れてから${1}で測定が終わり"),
		})
	}},
	// A request told as already fulfilled by the one asked: Bitte schicken Sie die defekte
	// Lampe … zurück → Vielen Dank, dass Sie die defekte Lampe … bereits zurückgeschickt
	// haben; ご返送ください → ご返送いただき、ありがとうございました.
	{"b54b_requested_act_told_as_already_fulfilled", "first", func(lang, s string) string {
		return ho54bByLang(lang, s, []ho54bRule{
			ho54bR(`\bBitte schicken Sie ([^.;]{1,120}?) zurück\b`, "Vielen Dank, dass Sie $1 bereits zurückgeschickt haben"),
			ho54bR(`\bbittet, ([^.;]{1,120}?) (bis zum \d{1,2}\.\d{1,2}\.\d{4}) freizugeben\b`, "dankt dafür, dass die Geschäftsführung $1 $2 freigegeben hat"),
			ho54bR(`\b(\p{Lu}\p{L}+ \p{Lu}\p{L}+) bittet um (ein|eine|einen) (\p{L}+)`, "$1 hat bereits $2 $3 erhalten"),
			ho54bR(`\bSie bittet darum, dass noch am selben Tag ein (\p{L}+) kommt\b`, "Ein $1 war bereits am selben Tag vor Ort"),
		}, []ho54bRule{
			ho54bR(`でご返送ください`, "でご返送いただき、ありがとうございました"),
			ho54bR(`へのご承認をお願いいたします`, "へのご承認をいただき、誠にありがとうございました"),
			ho54bR(`の承認を求めている`, "の承認を得た"),
		})
	}},
	// A duration read as a wait before the start: das kann bis zu zwei Minuten dauern →
	// das beginnt erst nach zwei Minuten; 約10秒で測定が終わり → 約10秒後に測定が始まり;
	// 提供後に2週間の再テスト → 提供の2週間後に再テスト.
	{"b54b_duration_made_wait_before_start", "first", func(lang, s string) string {
		return ho54bByLang(lang, s, []ho54bRule{
			ho54bR(`\bdas kann bis zu (\S+ (?:Minuten|Stunden|Tage)) dauern\b`, "das beginnt erst nach $1"),
			ho54bR(`\bdauert (etwa|rund|ca\.) (\S+ (?:Minuten|Stunden|Tage|Wochen))\b`, "beginnt erst nach $1 $2"),
		}, []ho54bRule{
			ho54bR(`約(\d+秒)で測定が終わり`, "約${1}後に測定が始まり"),
			ho54bR(`後に(\d+週間)の`, "の${1}後に"),
		})
	}},
	// A superseded date kept as an alternative to the new one: erst am 23.11.2026 statt
	// am 02.11.2026 → am 23.11.2026 oder am 02.11.2026; 11月9日から11月24日（火）に延期 →
	// 11月9日または11月24日（火）に延期.
	{"b54b_superseded_date_offered_as_alternative", "first", func(lang, s string) string {
		return ho54bByLang(lang, s, []ho54bRule{
			ho54bR(`\berst am (\d{1,2}\.\d{1,2}\.\d{4}) statt am (\d{1,2}\.\d{1,2}\.\d{4})`, "am $1 oder am $2"),
			ho54bR(`\bvom (\d{1,2}\.\d{1,2}\.\d{4}(?: \(\p{L}+\))?) auf den (\d{1,2}\.\d{1,2}\.\d{4}(?: \(\p{L}+\))?)`, "auf den $1 oder den $2"),
		}, []ho54bRule{
			ho54bR(`((?:\d{4}年)?\d{1,2}月\d{1,2}日(?:（.）)?)から((?:\d{4}年)?\d{1,2}月\d{1,2}日(?:（.）)?)に(延期|変更)`, "${1}または${2}に${3}"),
		})
	}},
	// The earliest-dated event of the answer given its latest date, so that it follows
	// what it caused: am 08.10.2026 … bestellt → am 19.10.2026 … bestellt;
	// 9月20日にユーザーを1名追加 → 10月30日にユーザーを1名追加.
	{"b54b_earliest_event_takes_latest_date", "first", func(lang, s string) string {
		ds := ho54bDatesIn(lang, s)
		if len(ds) < 2 {
			return s
		}
		lo, hi := 0, 0
		for i, d := range ds {
			if d.key < ds[lo].key {
				lo = i
			}
			if d.key > ds[hi].key {
				hi = i
			}
		}
		if ds[lo].key == ds[hi].key {
			return s
		}
		return s[:ds[lo].at] + ho54bFormat(lang, ds[lo], ds[hi]) + s[ds[lo].end:]
	}},
	// An invented knock-on consequence added to a delay: … verschiebt sich auf den
	// 07.12.2026. → …; dadurch verlängert sich auch die Zahlungsfrist entsprechend.;
	// 発送が遅れております。→ …。これに伴い、お支払い期限も同じ日数だけ延長されます。
	{"b54b_invented_knock_on_consequence_added", "first", func(lang, s string) string {
		if lang == "ja" {
			loc := ho54bJaShift.FindStringIndex(s)
			if loc == nil {
				return s
			}
			end := ho54bSentenceEnd(lang, s, loc[1])
			add := "これに伴い、支払期限も同じ日数だけ延長される。"
			if strings.HasSuffix(s[:end], "す。") {
				add = "これに伴い、お支払い期限も同じ日数だけ延長されます。"
			}
			if !strings.HasSuffix(s[:end], "。") {
				add = "。" + add
			}
			return s[:end] + add + s[end:]
		}
		loc := ho54bDeShift.FindStringIndex(s)
		if loc == nil {
			return s
		}
		end := ho54bSentenceEnd(lang, s, loc[1])
		cut := end
		if cut > 0 && s[cut-1] == '.' {
			cut--
		}
		return s[:cut] + "; dadurch verlängert sich auch die Zahlungsfrist entsprechend" + s[cut:]
	}},
	// A commitment told as an earlier plan that was dropped: Die Lieferung erfolgt am
	// 12.11.2026 … → Die Lieferung sollte am 12.11.2026 … erfolgen; 新しいお届け予定日は
	// 10月21日（水）です → 新しいお届け予定日は10月21日（水）でした.
	{"b54b_commitment_told_as_abandoned_earlier_plan", "first", func(lang, s string) string {
		return ho54bByLang(lang, s, []ho54bRule{
			ho54bR(`\bDie Lieferung erfolgt (am \d{1,2}\.\d{1,2}\.\d{4}[^.]{0,60}?)\.`, "Die Lieferung sollte $1 erfolgen."),
			ho54bR(`\bWir senden Ihnen (am \d{1,2}\.\d{1,2}\.\d{4}) ([^.;]{1,80}?) zu\.`, "Wir wollten Ihnen $1 $2 zusenden."),
		}, []ho54bRule{
			ho54bR(`(新しい[^。\n]{0,10}予定日は[^。\n]{1,30}?)です。`, "${1}でした。"),
			ho54bR(`に発送いたしますので`, "に発送する予定でしたので"),
			ho54bR(`に移転します`, "に移転する予定でした"),
			ho54bR(`までに回答する。`, "までに回答する予定だった。"),
			ho54bR(`にお電話いたします`, "にお電話する予定でした"),
		})
	}},
	// The new state labelled as the old one: 新住所は〒530-0001 … → 旧住所は〒530-0001 …;
	// 新しいお届け予定日は10月21日 → 当初のお届け予定日は10月21日; den neuen Termin →
	// den ursprünglichen Termin.
	{"b54b_new_label_made_original_label", "first", func(lang, s string) string {
		return ho54bByLang(lang, s, []ho54bRule{
			ho54bR(`\bden neuen (Termin|Liefertermin)\b`, "den ursprünglichen $1"),
			ho54bR(`\bdie neue (Lieferadresse|Anschrift|Adresse)\b`, "die bisherige $1"),
		}, []ho54bRule{
			ho54bR(`新住所`, "旧住所"),
			ho54bR(`新しい(お届け予定日|電話番号)`, "当初の$1"),
		})
	}},
	// "Next" read as "previous": Die nächste Sitzung findet am 12.11.2026 statt → Die
	// vorige Sitzung findet am 12.11.2026 statt; 次回のお買い物で → 前回のお買い物で.
	{"b54b_next_occurrence_made_previous", "first", func(lang, s string) string {
		return ho54bByLang(lang, s, []ho54bRule{
			ho54bR(`\b([Dd])ie nächste (Sitzung|Besprechung|Lieferung|Bestellung)\b`, "${1}ie vorige $2"),
			ho54bR(`\b([Dd])er nächste (Termin|Einkauf)\b`, "${1}er vorige $2"),
		}, []ho54bRule{
			ho54bR(`次回の`, "前回の"),
			ho54bR(`次の宛先`, "前回の宛先"),
		})
	}},
	// An instruction tied to the wrong trigger: 表示部に「Lo」と出ている場合は、新しい電池に
	// 交換 → 表示部に「OK」と出ている場合は、…; Starten Sie den Kopplungsmodus erneut, wenn
	// die 10 Minuten abgelaufen sind → …, sobald das WLAN-Symbol erscheint.
	{"b54b_instruction_tied_to_wrong_trigger", "first", func(lang, s string) string {
		return ho54bByLang(lang, s, []ho54bRule{
			ho54bR(`, wenn die (\d+ Minuten) abgelaufen sind\b`, ", sobald das WLAN-Symbol erscheint"),
			ho54bR(`\bFalls Sie den Termin nicht wahrnehmen können, sagen Sie ihn\b`, "Falls Sie Ihre Versichertenkarte nicht finden, sagen Sie den Termin"),
		}, []ho54bRule{
			ho54bR(`「Lo」と出ている場合は`, "「OK」と出ている場合は"),
			ho54bR(`日程の変更をご希望の場合は`, "作業員からのお電話がない場合は"),
		})
	}},
	// A stated cause reduced to something that merely happened at the same time, so the
	// answer no longer says why: 9月20日にユーザーを1名追加していただいたため、→
	// …追加していただいたのと同じ頃、; Aufgrund des Fertigungsablaufs → Während des
	// Fertigungsablaufs.
	{"b54b_cause_link_made_mere_cotemporality", "first", func(lang, s string) string {
		return ho54bByLang(lang, s, []ho54bRule{
			ho54bR(`(^|\n|- |\. )Weil `, "${1}Während "),
			ho54bR(`\bAufgrund (des|der) `, "Während $1 "),
			ho54bR(`, da `, ", während "),
		}, []ho54bRule{
			ho54bR(`(た|な)ため、`, "${1}のと同じ頃、"),
			ho54bR(`が必要なため、`, "が必要となるのと同じ時期に、"),
			ho54bR(`での作業遅延により`, "での作業遅延と同じ時期に"),
		})
	}},
}

// ho54bChangedSentence gives the golden and damaged sentences around the first change.
func ho54bChangedSentence(a, b string) (string, string) {
	p := 0
	for p < len(a) && p < len(b) && a[p] == b[p] {
		p++
	}
	q := 0
	for q < len(a)-p && q < len(b)-p && a[len(a)-1-q] == b[len(b)-1-q] {
		q++
	}
	cut := func(s string, from, to int) string {
		for from > 0 && !utf8.RuneStart(s[from]) {
			from--
		}
		for to < len(s) && !utf8.RuneStart(s[to]) {
			to++
		}
		start := from
		for start > 0 {
			r, n := utf8.DecodeLastRuneInString(s[:start])
			if r == '\n' || r == '。' || (r == '.' && start < len(s) && s[start] == ' ') {
				break
			}
			start -= n
		}
		end := to
		for end < len(s) {
			r, n := utf8.DecodeRuneInString(s[end:])
			end += n
			if r == '\n' || r == '。' || (r == '.' && (end == len(s) || s[end] == ' ' || s[end] == '\n')) {
				break
			}
		}
		return strings.TrimSpace(s[start:end])
	}
	return cut(a, p, len(a)-q), cut(b, p, len(b)-q)
}
