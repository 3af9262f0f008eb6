package grade

// Blind batch 57a: tense, aspect and mood broken at one place while the sentence
// stays fluent. Every kind keeps the facts' words and changes how they stand in
// time or in reality: a request turned into a reproach for what the reader should
// have done, a help offer turned into "you should have asked", thanks for a visit
// or enquiry that happened turned into thanks for one only announced, a reported act
// turned into one that was supposed to happen (and did not), a promise turned into a
// counterfactual "we would have liked to", a dated commitment turned into a missed
// obligation, a reported defect turned into a feared future risk, a standing rule
// limited to "until now", a prior approval request turned into an after-the-fact
// ratification, a future weekday date glossed as last week and a past date as the
// coming week, a promise turned into an internal to-do infinitive, a reported
// request turned into a counterfactual past wish, an assertion turned into a hope,
// and the act the letter itself performs (confirming, sending, explaining) put off
// to a later message.

import (
	"regexp"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"
)

// ho57aRule rewrites the first match of re by the template to (regexp $-syntax).
type ho57aRule struct {
	re *regexp.Regexp
	to string
}

func ho57aR(re, to string) ho57aRule { return ho57aRule{regexp.MustCompile(re), to} }

// ho57aFirst applies the first rule that matches, at its first match only.
func ho57aFirst(s string, rules []ho57aRule) string {
	for _, r := range rules {
		loc := r.re.FindStringSubmatchIndex(s)
		if loc == nil {
			continue
		}
		var dst []byte
		dst = r.re.ExpandString(dst, r.to, s, loc)
		return s[:loc[0]] + string(dst) + s[loc[1]:]
	}
	return s
}

// ho57aToday is the reference date every fixture is written on (reference_date).
var ho57aToday = time.Date(2026, 10, 16, 0, 0, 0, 0, time.UTC)

var ho57aDeMonthNum = map[string]int{"Januar": 1, "Februar": 2, "März": 3, "April": 4, "Mai": 5, "Juni": 6,
	"Juli": 7, "August": 8, "September": 9, "Oktober": 10, "November": 11, "Dezember": 12}

var ho57aDeWeekday = []string{"Sonntag", "Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag"}

var ho57aJaWeekday = []string{"日", "月", "火", "水", "木", "金", "土"}

// ho57aDate builds a date, false when it does not exist.
func ho57aDate(y, m, d int) (time.Time, bool) {
	if m < 1 || m > 12 || d < 1 || d > 31 {
		return time.Time{}, false
	}
	t := time.Date(y, time.Month(m), d, 0, 0, 0, 0, time.UTC)
	if t.Day() != d {
		return time.Time{}, false
	}
	return t, true
}

func ho57aAtoi(s string) int {
	n, err := strconv.Atoi(s)
	if err != nil {
		return -1
	}
	return n
}

// ho57aInSentence reports whether the sentence around byte offset at contains any of
// words (a sentence ends at 。, a line end or ". ").
func ho57aInSentence(s string, at int, words ...string) bool {
	start := 0
	for _, sep := range []string{"。", "\n", ". "} {
		if i := strings.LastIndex(s[:at], sep); i >= 0 && i+len(sep) > start {
			start = i + len(sep)
		}
	}
	end := len(s)
	for _, sep := range []string{"。", "\n", ". "} {
		if i := strings.Index(s[at:], sep); i >= 0 && at+i < end {
			end = at + i
		}
	}
	sent := s[start:end]
	for _, w := range words {
		if strings.Contains(sent, w) {
			return true
		}
	}
	return false
}

var (
	ho57aDeBitteSep  = regexp.MustCompile(`Bitte (\p{Ll}+) Sie ([^.;!?\n]*?) (mit|zurück|ab|an|ein|zu|herunter|aus)([.;])`)
	ho57aDeBeachten  = regexp.MustCompile(`Bitte beachten Sie, dass`)
	ho57aJaKudasai   = regexp.MustCompile(`(お|ご)(\p{Han}{1,4}り?)(?:くださいますようお願いいたします|ください)`)
	ho57aJaHelpOffer = regexp.MustCompile(`ご不明な点がございましたら、(?:お気軽に)?((?:お問い合わせ)|(?:本メールにご返信))ください`)
	ho57aJaHelpLast  = regexp.MustCompile(`それでも解決しない場合は、(?:お手数ですが)?([^。\n]{1,20}?)お問い合わせください`)
	ho57aJaThanks    = regexp.MustCompile(`((?:お|ご)[\p{Han}\p{Hiragana}]{1,6}?(?:を)?)いただき、((?:誠に)?)ありがとうございま(?:す|した)`)
	ho57aJaFuturePar = regexp.MustCompile(`((?:\d{4}年|令和\d{1,2}年)?(\d{1,2})月(\d{1,2})日)（([月火水木金土日])）`)
	ho57aDeFutureAm  = regexp.MustCompile(`\bam (Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag), (\d{1,2})(?:\.(\d{1,2})\.(\d{4})|\. (Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) (\d{4}))`)
	ho57aDeFuturePar = regexp.MustCompile(`(\d{1,2})\.(\d{1,2})\.(\d{4}) \((Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag)\)`)
	ho57aDePastAm    = regexp.MustCompile(`\bam (\d{1,2})\.(\d{1,2})\.(\d{4})\b`)
	ho57aJaPastDate  = regexp.MustCompile(`((?:(\d{4})年)?(\d{1,2})月(\d{1,2})日)([^（\d]|$)`)
	ho57aDeHoffen    = regexp.MustCompile(`(^|[.:] |\n)(Die|Der|Das) ((?:nächste )?\p{Lu}\p{L}+) (erfolgt|findet|bleibt|kommt|läuft) `)
	ho57aJaDesu      = regexp.MustCompile(`(は[^。\n]{2,40}?)です。`)
	ho57aJaIdesu     = regexp.MustCompile(`(お送り|お電話|ご説明|発送|ご連絡)いたします(。|ので、)`)
	ho57aJaMemo      = map[string]string{"お送り": "送付", "お電話": "電話", "ご説明": "説明", "発送": "発送", "ご連絡": "連絡"}
	ho57aDeParticip  = map[string]string{"vorgestellt": "vorstellen", "bestellt": "bestellen", "freigegeben": "freigeben", "gemeldet": "melden", "bestätigt": "bestätigen"}
	ho57aDeHatPart   = regexp.MustCompile(`\bhat ((?:[^.;:\n]|\.\d){3,90}?) (vorgestellt|bestellt|freigegeben|gemeldet|bestätigt)([.,;:])`)
)

var heldOutBatch57a = []heldOutKind{
	// An instruction to the reader turned into a reproach for what the reader should
	// have done already (imperative → past counterfactual obligation): Bitte bringen
	// Sie Ihre Versichertenkarte mit. → Sie hätten Ihre Versichertenkarte mitbringen
	// sollen.; 破損品は…ご返送ください。 → 破損品は…ご返送いただくべきでした。
	{"b57a_instruction_made_should_have_reproach", "longest", func(lang, s string) string {
		if lang == "de" {
			if loc := ho57aDeBitteSep.FindStringSubmatchIndex(s); loc != nil {
				verb := s[loc[2]:loc[3]]
				obj := s[loc[4]:loc[5]]
				part := s[loc[6]:loc[7]]
				end := s[loc[8]:loc[9]]
				return s[:loc[0]] + "Sie hätten " + obj + " " + part + verb + " sollen" + end + s[loc[1]:]
			}
			if loc := ho57aDeBeachten.FindStringIndex(s); loc != nil {
				return s[:loc[0]] + "Sie hätten beachten sollen, dass" + s[loc[1]:]
			}
			return s
		}
		if lang != "ja" {
			return s
		}
		for _, loc := range ho57aJaKudasai.FindAllStringSubmatchIndex(s, -1) {
			if ho57aInSentence(s, loc[0], "不明", "問い合わせ", "解決しない") {
				continue
			}
			return s[:loc[0]] + s[loc[2]:loc[3]] + s[loc[4]:loc[5]] + "いただくべきでした" + s[loc[1]:]
		}
		return s
	}},
	// A standing help offer turned into "you should have asked us" (offer for the
	// future → reproach about the past): ご不明な点がございましたら、お気軽にお問い合わせ
	// ください → ご不明な点があったのでしたら、お問い合わせいただくべきでした; Bei Fragen
	// sind wir gern für Sie da. → Bei Fragen hätten Sie sich früher an uns wenden sollen.
	{"b57a_help_offer_made_should_have_asked_reproach", "longest", func(lang, s string) string {
		switch lang {
		case "de":
			return ho57aFirst(s, []ho57aRule{
				ho57aR(`Bei Fragen sind wir gern für Sie da\.`, "Bei Fragen hätten Sie sich früher an uns wenden sollen."),
				ho57aR(`Hilft das alles nicht, wenden Sie sich bitte an ([^.\n]+)\.`, "Hat das alles nicht geholfen, hätten Sie sich früher an $1 wenden sollen."),
			})
		case "ja":
			return ho57aFirst(s, []ho57aRule{
				{ho57aJaHelpOffer, "ご不明な点があったのでしたら、${1}いただくべきでした"},
				{ho57aJaHelpLast, "それでも解決しなかったのでしたら、${1}お問い合わせいただくべきでした"},
			})
		}
		return s
	}},
	// Thanks for an act the reader has done (a visit, an enquiry, a message) turned into
	// thanks for one only announced: 当研究室をご訪問いただき、誠にありがとうございました →
	// ご訪問いただけるとのこと、誠にありがとうございます; vielen Dank für Ihre Nachricht →
	// vielen Dank im Voraus für Ihre Nachricht.
	{"b57a_thanks_for_past_act_made_advance_thanks", "longest", func(lang, s string) string {
		switch lang {
		case "de":
			return ho57aFirst(s, []ho57aRule{
				ho57aR(`([Vv]ielen Dank) für Ihre (Nachricht|Anfrage|E-Mail)`, "$1 im Voraus für Ihre $2"),
			})
		case "ja":
			for _, loc := range ho57aJaThanks.FindAllStringSubmatchIndex(s, -1) {
				if ho57aInSentence(s, loc[0], "いつも") {
					continue
				}
				return s[:loc[0]] + s[loc[2]:loc[3]] + "いただけるとのこと、" + s[loc[4]:loc[5]] + "ありがとうございます" + s[loc[1]:]
			}
		}
		return s
	}},
	// A reported act that happened turned into one that was supposed to happen (and so
	// did not): Prof. Dr. Kühn hat das Sicherheitsgutachten vorgestellt → Prof. Dr.
	// Kühn hätte das Sicherheitsgutachten vorstellen sollen; 責任者の髙橋が第3回進捗を
	// 報告した → 報告するはずだった.
	{"b57a_done_act_made_was_supposed_to_but_not", "longest", func(lang, s string) string {
		switch lang {
		case "de":
			if loc := ho57aDeHatPart.FindStringSubmatchIndex(s); loc != nil {
				inf := ho57aDeParticip[s[loc[4]:loc[5]]]
				return s[:loc[0]] + "hätte " + s[loc[2]:loc[3]] + " " + inf + " sollen" + s[loc[6]:loc[7]] + s[loc[1]:]
			}
		case "ja":
			return ho57aFirst(s, []ho57aRule{
				ho57aR(`を報告した。`, "を報告するはずだった。"),
				ho57aR(`との問い合わせがあった`, "との問い合わせがあるはずだった"),
				ho57aR(`追加していただいたため`, "追加していただくはずだったため"),
				ho57aR(`の破損を確認いたしました。`, "の破損を確認するはずでした。"),
			})
		}
		return s
	}},
	// Our promise turned into a counterfactual "we would have liked to" (so it will not
	// happen): Wir senden Ihnen am 20.10.2026 kostenlos eine Ersatzlampe zu. → Gern
	// hätten wir Ihnen am 20.10.2026 kostenlos eine Ersatzlampe zugesandt.;
	// クーポンをお送りいたします。 → クーポンをお送りできればよかったのですが。
	{"b57a_promise_made_counterfactual_would_have_liked", "longest", func(lang, s string) string {
		switch lang {
		case "de":
			return ho57aFirst(s, []ho57aRule{
				ho57aR(`Gern liefern wir ([^:\n]+?) (direkt an [^:\n]+):`, "Gern hätten wir $1 $2 geliefert:"),
				ho57aR(`Wir senden Ihnen ([^\n]+?) zu\.`, "Gern hätten wir Ihnen $1 zugesandt."),
			})
		case "ja":
			return ho57aFirst(s, []ho57aRule{
				ho57aR(`(お送り|お電話|ご説明)いたします。`, "${1}できればよかったのですが。"),
			})
		}
		return s
	}},
	// A dated commitment turned into an obligation already missed: Die Lieferung erfolgt
	// am 12.11.2026 → Die Lieferung hätte am 12.11.2026 erfolgen sollen; 令和8年11月16日
	// （月）に移転します。 → 移転するはずでした。
	{"b57a_future_commitment_made_missed_obligation", "longest", func(lang, s string) string {
		switch lang {
		case "de":
			return ho57aFirst(s, []ho57aRule{
				ho57aR(`Die Lieferung erfolgt (am [^\n]+?)\.(\s|$)`, "Die Lieferung hätte $1 erfolgen sollen.$2"),
				ho57aR(`Die nächste Sitzung findet (am [^\n]+?) statt\.`, "Die nächste Sitzung hätte $1 stattfinden sollen."),
				ho57aR(`Wir senden Ihnen ([^\n]+?) zu\.`, "Wir hätten Ihnen $1 zusenden sollen."),
				ho57aR(`(Frau|Herr) (\p{Lu}\p{L}+) kann ([^\n]+?) (aufschließen|abholen|liefern)\.`, "$1 $2 hätte $3 $4 sollen."),
			})
		case "ja":
			return ho57aFirst(s, []ho57aRule{
				ho57aR(`新しいお届け予定日は([^。\n]+?)です。`, "新しいお届け予定日の${1}にお届けするはずでした。"),
				ho57aR(`(お電話|お届け)いたします。`, "${1}するはずでした。"),
				ho57aR(`発送いたしますので、`, "発送するはずでしたが、"),
				ho57aR(`に移転します。`, "に移転するはずでした。"),
				ho57aR(`までに回答する。`, "までに回答するはずだった。"),
				ho57aR(`から支出する。`, "から支出するはずだった。"),
			})
		}
		return s
	}},
	// A defect the customer reports as present turned into a risk feared for the future:
	// seit Mittwoch Wasser aus der Badezimmerdecke tropft → bald Wasser aus der
	// Badezimmerdecke tropfen könnte; 勤怠データが取り込めないとの → 勤怠データが取り込めなく
	// なるのではないかとの.
	{"b57a_reported_defect_made_feared_future_risk", "first", func(lang, s string) string {
		switch lang {
		case "de":
			return ho57aFirst(s, []ho57aRule{
				ho57aR(`meldet, dass (.+?) seit \p{Lu}\p{Ll}+ (.+?) tropft\.`, "befürchtet, dass $1 bald $2 tropfen könnte."),
				ho57aR(`dass ([^.\n]+?) flackert\.`, "dass $1 bald flackern könnte."),
				ho57aR(`(?:\p{Lu}\p{Ll}+: )?Die (\p{Lu}\p{Ll}+) baut seit ([^;.\n]+?) keinen (\p{Lu}\p{Ll}+) mehr auf`, "Befürchtung: Die $1 könnte bald keinen $3 mehr aufbauen"),
			})
		case "ja":
			return ho57aFirst(s, []ho57aRule{
				ho57aR(`が取り込めないとの`, "が取り込めなくなるのではないかとの"),
				ho57aR(`が割れていて使えないとの`, "が割れて使えなくなるのではないかとの"),
			})
		}
		return s
	}},
	// A standing rule or state limited to "until now", which says it changes from now
	// on: werden von der Nordwärme L9 nicht unterstützt → wurden von der Nordwärme L9
	// bisher nicht unterstützt; 途中解約はできません。 → これまでは…途中解約はできません
	// でした。
	{"b57a_standing_rule_made_valid_until_now", "first", func(lang, s string) string {
		switch lang {
		case "de":
			return ho57aFirst(s, []ho57aRule{
				ho57aR(`dass wir nur werktags ([^.\n]*?)zustellen\.`, "dass wir bisher nur werktags ${1}zugestellt haben."),
				ho57aR(`werden von der ([^.\n]+?) nicht unterstützt`, "wurden von der $1 bisher nicht unterstützt"),
				ho57aR(`Der Rechnungsbetrag bleibt unverändert bei`, "Der Rechnungsbetrag lag bisher unverändert bei"),
				ho57aR(`Das Budget von ([^ \n]+ €) bleibt eingehalten`, "Das Budget von $1 wurde bisher eingehalten"),
				ho57aR(`für Sie entstehen dabei keine Kosten`, "für Sie entstanden dabei bisher keine Kosten"),
			})
		case "ja":
			return ho57aFirst(s, []ho57aRule{
				ho57aR(`FAX番号（([^）\n]+)）は変わりません。`, "FAX番号（$1）はこれまで変わっていませんでした。"),
				ho57aR(`対応OSは([^。\n]+)です。`, "これまでの対応OSは${1}でした。"),
				ho57aR(`(^|[、。])([^、。\n]{2,30}?)はできません。`, "${1}これまでは${2}はできませんでした。"),
			})
		}
		return s
	}},
	// A request for approval before the act turned into one for ratification after it
	// (the act already done): Herr Strauß bittet, die Mehrkosten … freizugeben → …
	// nachträglich freizugeben; 延期と予備費支出の承認を求めている → 事後承認を求めている.
	{"b57a_approval_request_made_retroactive_ratification", "longest", func(lang, s string) string {
		switch lang {
		case "de":
			return ho57aFirst(s, []ho57aRule{
				ho57aR(`bittet, (.+?) freizugeben\.`, "bittet, $1 nachträglich freizugeben."),
				ho57aR(`die der Ausschuss freigegeben hat`, "die der Ausschuss nachträglich freigegeben hat"),
			})
		case "ja":
			return ho57aFirst(s, []ho57aRule{
				ho57aR(`の承認を求めている`, "の事後承認を求めている"),
				ho57aR(`へのご承認をお願いいたします`, "への事後のご承認をお願いいたします"),
			})
		}
		return s
	}},
	// A future date with its weekday glossed as last week's day: am Montag, 26. Oktober
	// 2026 → am vergangenen Montag, 26. Oktober 2026; 10月21日（水）です → 先週水曜日の
	// 10月21日です.
	{"b57a_future_weekday_date_glossed_as_last_week", "first", func(lang, s string) string {
		switch lang {
		case "ja":
			for _, loc := range ho57aJaFuturePar.FindAllStringSubmatchIndex(s, -1) {
				full := s[loc[2]:loc[3]]
				y := 2026
				if i := strings.Index(full, "年"); i >= 0 && !strings.HasPrefix(full, "令和") {
					y = ho57aAtoi(full[:i])
				} else if strings.HasPrefix(full, "令和") {
					y = 2018 + ho57aAtoi(strings.TrimPrefix(full[:i], "令和"))
				}
				d, ok := ho57aDate(y, ho57aAtoi(s[loc[4]:loc[5]]), ho57aAtoi(s[loc[6]:loc[7]]))
				if !ok || !d.After(ho57aToday) {
					continue
				}
				return s[:loc[0]] + "先週" + s[loc[8]:loc[9]] + "曜日の" + full + s[loc[1]:]
			}
		case "de":
			if loc := ho57aDeFutureAm.FindStringSubmatchIndex(s); loc != nil {
				var d time.Time
				var ok bool
				if loc[6] >= 0 {
					d, ok = ho57aDate(ho57aAtoi(s[loc[8]:loc[9]]), ho57aAtoi(s[loc[6]:loc[7]]), ho57aAtoi(s[loc[4]:loc[5]]))
				} else {
					d, ok = ho57aDate(ho57aAtoi(s[loc[12]:loc[13]]), ho57aDeMonthNum[s[loc[10]:loc[11]]], ho57aAtoi(s[loc[4]:loc[5]]))
				}
				if ok && d.After(ho57aToday) {
					return s[:loc[0]] + "am vergangenen " + s[loc[0]+len("am "):]
				}
			}
			if loc := ho57aDeFuturePar.FindStringSubmatchIndex(s); loc != nil {
				d, ok := ho57aDate(ho57aAtoi(s[loc[6]:loc[7]]), ho57aAtoi(s[loc[4]:loc[5]]), ho57aAtoi(s[loc[2]:loc[3]]))
				if ok && d.After(ho57aToday) {
					return s[:loc[8]] + "vergangener " + s[loc[8]:]
				}
			}
		}
		return s
	}},
	// A past date glossed as a day of the coming week: am 08.10.2026 die → am kommenden
	// Donnerstag, dem 08.10.2026, die; 2026年10月14日には → 来週水曜日の2026年10月14日には.
	{"b57a_past_date_glossed_as_coming_week", "first", func(lang, s string) string {
		switch lang {
		case "de":
			for _, loc := range ho57aDePastAm.FindAllStringSubmatchIndex(s, -1) {
				d, ok := ho57aDate(ho57aAtoi(s[loc[6]:loc[7]]), ho57aAtoi(s[loc[4]:loc[5]]), ho57aAtoi(s[loc[2]:loc[3]]))
				if !ok || !d.Before(ho57aToday) {
					continue
				}
				rest := s[loc[1]:]
				if strings.HasPrefix(rest, " ") {
					rest = "," + rest
				}
				return s[:loc[0]] + "am kommenden " + ho57aDeWeekday[d.Weekday()] + ", dem " + s[loc[0]+len("am "):loc[1]] + rest
			}
		case "ja":
			for _, loc := range ho57aJaPastDate.FindAllStringSubmatchIndex(s, -1) {
				if loc[0] > 0 {
					if r, _ := utf8.DecodeLastRuneInString(s[:loc[0]]); r >= '0' && r <= '9' || r == '和' || r == '年' {
						continue
					}
				}
				y := 2026
				if loc[4] >= 0 {
					y = ho57aAtoi(s[loc[4]:loc[5]])
				}
				d, ok := ho57aDate(y, ho57aAtoi(s[loc[6]:loc[7]]), ho57aAtoi(s[loc[8]:loc[9]]))
				if !ok || !d.Before(ho57aToday) {
					continue
				}
				return s[:loc[0]] + "来週" + ho57aJaWeekday[d.Weekday()] + "曜日の" + s[loc[0]:]
			}
		}
		return s
	}},
	// Our promise to the reader turned into an internal to-do in the infinitive, as a
	// memo line that commits nobody: Die Rechnung senden wir wie gewohnt an Ihre
	// Rechnungsanschrift: → Rechnung wie gewohnt an Rechnungsanschrift senden:;
	// 作業員が訪問の30分前にお電話いたします。 → 作業員が訪問の30分前に電話すること。
	{"b57a_promise_made_internal_todo_infinitive", "longest", func(lang, s string) string {
		switch lang {
		case "de":
			return ho57aFirst(s, []ho57aRule{
				ho57aR(`Die (\p{Lu}\p{Ll}+) senden wir ([^:\n]+?) an Ihre (\p{Lu}\p{Ll}+):`, "$1 $2 an $3 senden:"),
				ho57aR(`Wir senden Ihnen (am [\d.]+) (kostenlos )?eine (\p{Lu}\p{Ll}+) zu\.`, "$3 $1 ${2}zusenden."),
			})
		case "ja":
			if loc := ho57aJaIdesu.FindStringSubmatchIndex(s); loc != nil {
				return s[:loc[0]] + ho57aJaMemo[s[loc[2]:loc[3]]] + "すること。" + s[loc[1]:]
			}
		}
		return s
	}},
	// A request someone reports turned into a counterfactual past wish (so it is no
	// longer asked, or came too late): Frau Köhler bittet um ein Rücksendeetikett. →
	// Frau Köhler hätte sich ein Rücksendeetikett gewünscht.; 延期と予備費支出の承認を
	// 求めている。 → 承認を得たかった。
	{"b57a_reported_request_made_counterfactual_past_wish", "longest", func(lang, s string) string {
		switch lang {
		case "de":
			return ho57aFirst(s, []ho57aRule{
				ho57aR(`(\p{Lu}\p{L}*) bittet darum, dass (.+?) kommt\.`, "$1 hätte sich gewünscht, dass $2 gekommen wäre."),
				ho57aR(`bittet um (ein|eine|einen) ([^.\n]+)\.`, "hätte sich $1 $2 gewünscht."),
				ho57aR(`bittet, (.+?) freizugeben\.`, "hätte gern $1 freigegeben bekommen."),
			})
		case "ja":
			return ho57aFirst(s, []ho57aRule{
				ho57aR(`の承認を求めている。`, "の承認を得たかった。"),
			})
		}
		return s
	}},
	// An assertion of fact turned into the writer's hope: Die Lieferung erfolgt am
	// 12.11.2026 → Hoffentlich erfolgt die Lieferung am 12.11.2026; お支払い期限は
	// 2026年10月30日（金）です。 → …（金）だといいのですが。
	{"b57a_assertion_made_optative_hope", "first", func(lang, s string) string {
		switch lang {
		case "de":
			if loc := ho57aDeHoffen.FindStringSubmatchIndex(s); loc != nil {
				return s[:loc[0]] + s[loc[2]:loc[3]] + "Hoffentlich " + s[loc[8]:loc[9]] + " " +
					strings.ToLower(s[loc[4]:loc[5]]) + " " + s[loc[6]:loc[7]] + " " + s[loc[1]:]
			}
			return ho57aFirst(s, []ho57aRule{
				ho57aR(`aber (Frau|Herr) (\p{Lu}\p{L}+) kann `, "aber hoffentlich kann $1 $2 "),
				ho57aR(`bis dahin läuft die `, "bis dahin läuft hoffentlich die "),
			})
		case "ja":
			return ho57aFirst(s, []ho57aRule{{ho57aJaDesu, "${1}だといいのですが。"}})
		}
		return s
	}},
	// The act the letter itself performs (confirming, sending, explaining here and now)
	// put off to a later message: hiermit bestätigen wir Ihren Kontrolltermin → in den
	// nächsten Tagen bestätigen wir Ihren Kontrolltermin; お見積もり…をお送りいたします
	// → …を後日お送りいたします.
	{"b57a_herewith_act_of_letter_put_off_to_later", "longest", func(lang, s string) string {
		switch lang {
		case "de":
			return ho57aFirst(s, []ho57aRule{
				ho57aR(`hiermit bestätigen wir`, "in den nächsten Tagen bestätigen wir"),
				ho57aR(`Hiermit bestätigen wir`, "In den nächsten Tagen bestätigen wir"),
			})
		case "ja":
			return ho57aFirst(s, []ho57aRule{
				ho57aR(`を下記のとおり確定いたしました`, "を下記の候補から後日確定いたします"),
				ho57aR(`についてご説明いたします`, "について、後日改めてご説明いたします"),
				ho57aR(`）をお送りいたします`, "）を後日お送りいたします"),
			})
		}
		return s
	}},
}

// ho57aChanged returns the golden's and the damaged text's lines (or sentences) around
// the first place they differ.
func ho57aChanged(a, b string) (string, string) {
	i := 0
	for i < len(a) && i < len(b) && a[i] == b[i] {
		i++
	}
	for i > 0 && !utf8.RuneStart(a[i]) {
		i--
	}
	ja, jb := len(a), len(b)
	for ja > i && jb > i && a[ja-1] == b[jb-1] {
		ja--
		jb--
	}
	span := func(s string, from, to int) string {
		start := 0
		for _, sep := range []string{"\n", "。", ". ", "\\n"} {
			if k := strings.LastIndex(s[:from], sep); k >= 0 && k+len(sep) > start {
				start = k + len(sep)
			}
		}
		if to < from {
			to = from
		}
		end := len(s)
		for _, sep := range []string{"\n", "。", ". ", "\\n"} {
			if k := strings.Index(s[to:], sep); k >= 0 && to+k+len(sep) < end {
				end = to + k + len(sep)
			}
		}
		return strings.TrimSpace(s[start:end])
	}
	for ja < len(a) && !utf8.RuneStart(a[ja]) {
		ja++
	}
	for jb < len(b) && !utf8.RuneStart(b[jb]) {
		jb++
	}
	return span(a, i, ja), span(b, i, jb)
}
