package grade

// Blind batch 29c: artefacts of misconfigured sampling and decoding in a 2026 serving
// stack, each leaving most of the answer intact. Repetition and presence penalties set
// too high turn a recurring term or company name into an inexact sibling on a later
// mention, drop a repeated noun and leave its particle or article, clip ます, drop the
// formal Sie, blur an exact count. A misset temperature or min_p lets one odd token
// through: a near loanword, a kanji word half in kana, a one-letter other noun, a
// Korean particle, a French or English function word, a Chinese noun, a lookalike
// weekday kanji, a reserved token, a flipped verb transitivity. Wrong stop strings end at the first full stop or run
// on into padding, a few-shot example or a contradicting alternative answer. Guided
// decoding and logit bias force fields, dates and amounts to schema defaults.

import (
	"encoding/json"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// ho29cPair is a word and what the damage puts in its place.
type ho29cPair struct{ from, to string }

// ho29cIsJSON says whether s is a JSON object answer (raw scope).
func ho29cIsJSON(s string) bool {
	return strings.HasPrefix(strings.TrimSpace(s), "{")
}

// ho29cWordAt reports whether s[i:i+n] stands as a word (or, with tailOK, as the
// tail of a compound): no letter before it unless tailOK, no lowercase letter after.
func ho29cWordAt(s string, i, n int, tailOK bool) bool {
	if i > 0 && !tailOK {
		r, _ := utf8.DecodeLastRuneInString(s[:i])
		if unicode.IsLetter(r) {
			return false
		}
	}
	if i+n < len(s) {
		r, _ := utf8.DecodeRuneInString(s[i+n:])
		if unicode.IsLower(r) {
			return false
		}
	}
	return true
}

// ho29cIndexes lists where w occurs in s (as a word for de, as a substring for ja).
func ho29cIndexes(lang, s, w string, tailOK bool) []int {
	var out []int
	for off := 0; ; {
		i := strings.Index(s[off:], w)
		if i < 0 {
			return out
		}
		i += off
		if lang == "ja" || ho29cWordAt(s, i, len(w), tailOK) {
			out = append(out, i)
		}
		off = i + len(w)
	}
}

// ho29cFirstOf replaces the earliest occurrence of any of the pairs' words; nth picks
// the occurrence (0 the first, 1 the second mention: a repeat).
func ho29cFirstOf(lang, s string, pairs []ho29cPair, nth int, tailOK bool) string {
	best, bestAt := -1, -1
	for k, p := range pairs {
		idx := ho29cIndexes(lang, s, p.from, tailOK)
		if len(idx) > nth && (bestAt < 0 || idx[nth] < bestAt) {
			best, bestAt = k, idx[nth]
		}
	}
	if best < 0 {
		return s
	}
	return s[:bestAt] + pairs[best].to + s[bestAt+len(pairs[best].from):]
}

// ho29cRecurring are recurring business terms and an inexact sibling a repetition
// penalty picks instead of repeating them: the meaning changes.
var ho29cRecurring = map[string][]ho29cPair{
	"ja": {
		{"請求書", "領収書"}, {"お見積もり", "ご請求書"}, {"見積書", "請求書"}, {"交換品", "返品"},
		{"写真", "動画"}, {"破損", "汚損"}, {"延期", "中止"}, {"体脂肪率", "体温"},
		{"スマートフォン", "タブレット"}, {"表示部", "操作部"}, {"修理", "点検"}, {"訪問", "来店"},
		{"追加費用", "初期費用"}, {"予備費", "予算"}, {"返金", "返品"}, {"注文", "予約"},
	},
	"de": {
		{"Rechnung", "Quittung"}, {"Mehrkosten", "Gesamtkosten"}, {"Wochenplan", "Tagesplan"},
		{"Smartphone", "Tablet"}, {"Bedienteil", "Außengerät"}, {"Kopplungsmodus", "Energiesparmodus"},
		{"Garantie", "Wartung"}, {"Wohnung", "Nachbarwohnung"}, {"Lieferung", "Abholung"},
		{"Bestellung", "Anfrage"}, {"Genehmigung", "Prüfung"}, {"Inbetriebnahme", "Abnahme"},
		{"Austauschgerät", "Leihgerät"}, {"Ersatzlampe", "Leihlampe"}, {"Rücksendeetikett", "Versandetikett"},
		{"Reparatur", "Wartung"}, {"Förderung", "Finanzierung"}, {"Termin", "Rückruf"},
	},
}

var (
	ho29cJaNounRun   = regexp.MustCompile(`[\p{Han}\p{Katakana}ー]{2,}`)
	ho29cJaParticle  = "はがをにでとへの"
	ho29cDeDetNoun   = regexp.MustCompile(`(?:^|[ („])(?:der|die|das|den|dem|des|ein|eine|einen|einem|einer|Ihr|Ihre|Ihren|Ihrem|Ihrer|unser|unsere|unseren|unserem)(?: \p{Ll}+)? (\p{Lu}\p{Ll}{4,})`)
	ho29cDeSie       = regexp.MustCompile(`(\p{L}+) Sie([ .;!?])`)
	ho29cJaCompany   = regexp.MustCompile(`[\p{Katakana}ー]{2,}(物流|運輸|寝具店|会計サポート|精工|精機|商事)`)
	ho29cDeCompany   = regexp.MustCompile(`(Elektrotechnik|Kühltechnik|Wärmetechnik|Systemtechnik|Leuchtenhaus|Zahnarztpraxis|Bäckerei|Hausverwaltung)( \p{Lu}|$)`)
	ho29cJaCount     = regexp.MustCompile(`(約)?(\d{1,2})(個|箱|名|桁|週間|メートル|秒|分|時間|日間|か月|ヶ月|年間|冊|枚|台)`)
	ho29cDeCount     = regexp.MustCompile(`(^|[^\p{L}\d.,])(\d{1,2}|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn) (Minuten|Stunden|Tage|Tagen|Wochen|Monate|Monaten|Jahre|Jahren|Stück|Wärmepumpen|Geräte|Werktage|Werktagen)`)
	ho29cJaWeekday   = regexp.MustCompile(`（([月火水木金土日])）`)
	ho29cJaHanRun    = regexp.MustCompile(`\p{Han}{2,}|[\p{Katakana}ー]{3,}`)
	ho29cDeNoun      = regexp.MustCompile(`([ („])(\p{Lu}\p{Ll}{4,})`)
	ho29cJaDay       = regexp.MustCompile(`(\d{1,2})日`)
	ho29cDeDay       = regexp.MustCompile(`(\d{1,2})\.(\d{1,2})\.(\d{4})|(\d{1,2})\. (Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember)`)
	ho29cAmount      = regexp.MustCompile(`\d{1,3}(?:[.,]\d{3})+(?:,\d{2})?|\d+,\d{2}`)
	ho29cISODateVal  = regexp.MustCompile(`^(\d{4}-\d{2})-(\d{2})$`)
	ho29cDePerson    = regexp.MustCompile(`^\p{Lu}\p{Ll}+ \p{Lu}\p{Ll}+$`)
	ho29cJaPerson    = regexp.MustCompile(`^\p{Han}{1,3}[ 　][\p{Han}\p{Hiragana}]{1,3}$`)
	ho29cJaFirm      = regexp.MustCompile(`^(?:.+株式会社|株式会社.+)$`)
	ho29cDeFirm      = regexp.MustCompile(`^.+ (?:GmbH|AG|KG|OHG|GbR|e\.K\.)$`)
	ho29cLabelLine   = regexp.MustCompile(`(?m)^((?:[-・*] )?[^\s：:\d][^：:\n]{0,11}[：:])[ 　]?(\S.*)$`)
	ho29cJaDateSlot  = regexp.MustCompile(`(?:(?:\d{4}|令和\d{1,2})年)?\d{1,2}月\d{1,2}日(?:（.）)?(です|となります)`)
	ho29cDeDateSlot  = regexp.MustCompile(`am (?:(?:Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag), )?(?:\d{1,2}\.\d{1,2}\.\d{4}|\d{1,2}\. (?:Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) \d{4}),?`)
	ho29cJaWkDate    = regexp.MustCompile(`(?:(?:\d{4}|令和\d{1,2})年)?\d{1,2}月\d{1,2}日（([月火水木金土日])）`)
	ho29cDeWkDate    = regexp.MustCompile(`(Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag), (?:\d{1,2}\.\d{1,2}\.\d{4}|\d{1,2}\. (?:Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) \d{4}),?|(?:\d{1,2}\.\d{1,2}\.\d{4}) \((Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag)\)`)
	ho29cJaAmountYen = regexp.MustCompile(`(約)?(\d{1,3}(?:,\d{3})+|\d+)(万円|円|ユーロ)`)
	ho29cDeAmountEur = regexp.MustCompile(`\d{1,3}(?:\.\d{3})*,\d{2}( ?€| EUR| Euro)`)
	ho29cJaAnd       = regexp.MustCompile(`([\p{Han}\p{Katakana}ー）」A-Za-z]) ?と ?([\p{Han}\p{Katakana}「])`)
)

// ho29cRecurringSibling: the second mention of a recurring term is an inexact sibling.
func ho29cRecurringSibling(lang, s string) string {
	return ho29cFirstOf(lang, s, ho29cRecurring[lang], 1, false)
}

// ho29cElideRepeatedNoun drops the second mention of a repeated noun and leaves its
// particle (ja) or article and adjective (de).
func ho29cElideRepeatedNoun(lang, s string) string {
	if lang == "ja" {
		seen := map[string]bool{}
		for _, loc := range ho29cJaNounRun.FindAllStringIndex(s, -1) {
			w := s[loc[0]:loc[1]]
			r, _ := utf8.DecodeRuneInString(s[loc[1]:])
			if seen[w] && strings.ContainsRune(ho29cJaParticle, r) {
				return s[:loc[0]] + s[loc[1]:]
			}
			seen[w] = true
		}
		return s
	}
	for _, m := range ho29cDeDetNoun.FindAllStringSubmatchIndex(s, -1) {
		w := s[m[2]:m[3]]
		if r, _ := utf8.DecodeRuneInString(s[m[3]:]); unicode.IsLetter(r) || unicode.IsDigit(r) || r == '-' {
			continue // WärmeApp: not the whole noun
		}
		if idx := ho29cIndexes(lang, s[:m[2]], w, false); len(idx) > 0 {
			return s[:m[2]-1] + s[m[3]:]
		}
	}
	return s
}

// ho29cClipMasu: a frequency penalty on ます leaves a middle sentence on its stem.
func ho29cClipMasu(lang, s string) string {
	if lang != "ja" {
		return s
	}
	return hoMiddleSentence(lang, s, func(sent string) string {
		i := strings.LastIndex(sent, "ます。")
		if i <= 0 || strings.TrimSpace(sent[i+len("ます。"):]) != "" {
			return sent
		}
		r, _ := utf8.DecodeLastRuneInString(sent[:i])
		if !unicode.Is(unicode.Hiragana, r) {
			return sent
		}
		return sent[:i] + sent[i+len("ます"):]
	})
}

// ho29cDropSie: a repetition penalty on the formal Sie drops it from one sentence.
func ho29cDropSie(lang, s string) string {
	if lang != "de" {
		return s
	}
	return hoMiddleSentence(lang, s, func(sent string) string {
		for _, m := range ho29cDeSie.FindAllStringSubmatchIndex(sent, -1) {
			prev := sent[m[2]:m[3]]
			if prev == "Bitte" || prev == "bitte" || prev == "Herr" || prev == "Frau" {
				continue
			}
			// "Bitte beachten Sie, dass" without Sie is a common telegraphic form.
			if strings.HasPrefix(sent[m[1]-1:], ",") {
				continue
			}
			return sent[:m[3]] + sent[m[4]:]
		}
		return sent
	})
}

var ho29cTradeWord = map[string]string{
	"物流": "運輸", "運輸": "物流", "寝具店": "布団店", "会計サポート": "経理サポート", "精工": "精機", "精機": "精工", "商事": "商会",
	"Elektrotechnik": "Elektrobau", "Kühltechnik": "Kältetechnik", "Wärmetechnik": "Heiztechnik", "Systemtechnik": "Anlagenbau",
	"Leuchtenhaus": "Lampenhaus", "Zahnarztpraxis": "Zahnklinik", "Bäckerei": "Konditorei", "Hausverwaltung": "Immobilienverwaltung",
}

// ho29cCompanySynonym: the last mention of a company's name has its trade word
// replaced by a near synonym: another company.
func ho29cCompanySynonym(lang, s string) string {
	re := ho29cDeCompany
	if lang == "ja" {
		re = ho29cJaCompany
	}
	locs := re.FindAllStringSubmatchIndex(s, -1)
	for k := len(locs) - 1; k >= 0; k-- {
		m := locs[k]
		w := s[m[2]:m[3]]
		if lang == "de" && m[2] > 0 {
			// the trade word opens a name or follows its proper part
			r, _ := utf8.DecodeLastRuneInString(s[:m[2]])
			if unicode.IsLetter(r) {
				continue
			}
			if m[4] == m[5] {
				prev := strings.Fields(s[:m[2]])
				if len(prev) == 0 || !unicode.IsUpper([]rune(prev[len(prev)-1])[0]) {
					continue
				}
			}
		}
		return s[:m[2]] + ho29cTradeWord[w] + s[m[3]:]
	}
	return s
}

// ho29cVagueCount: a presence penalty on a figure named before makes an exact small
// count or duration vague (2個 → 数個, 24 Stunden → einige Stunden).
func ho29cVagueCount(lang, s string) string {
	return hoMiddleSentence(lang, s, func(sent string) string {
		if lang == "ja" {
			return hoFirstMatch(ho29cJaCount, sent, func(m []string) string {
				n, _ := strconv.Atoi(m[2])
				if n >= 10 {
					return "数十" + m[3]
				}
				return "数" + m[3]
			})
		}
		for _, m := range ho29cDeCount.FindAllStringSubmatchIndex(sent, -1) {
			before := strings.TrimSpace(sent[:m[4]])
			if strings.HasSuffix(before, " die") || strings.HasSuffix(before, " den") || strings.HasSuffix(before, " der") {
				continue
			}
			unit := sent[m[6]:m[7]]
			q := "einige"
			if strings.HasSuffix(unit, "en") && unit != "Minuten" && unit != "Stunden" && unit != "Wochen" && unit != "Wärmepumpen" {
				q = "einigen"
			}
			if unit == "Wärmepumpen" || unit == "Geräte" || unit == "Stück" {
				q = "mehrere"
			}
			return sent[:m[4]] + q + sent[m[5]:]
		}
		return sent
	})
}

var ho29cLoanwords = []ho29cPair{
	{"センター", "センサー"}, {"パスワード", "パスポート"}, {"スマートフォン", "スマートウォッチ"}, {"フィルター", "フィルム"},
	{"パッキン", "パッケージ"}, {"ケトル", "ボトル"}, {"トナー", "トレー"}, {"コード", "カード"}, {"アカウント", "カウント"},
	{"タブ", "タグ"}, {"ホーム", "フォーム"}, {"テスト", "テキスト"}, {"ポット", "ポスト"},
}

// ho29cNearLoanword: a loose min_p lets a near-sounding other loanword through.
func ho29cNearLoanword(lang, s string) string {
	if lang != "ja" {
		return s
	}
	return ho29cFirstOf(lang, s, ho29cLoanwords, 0, false)
}

var ho29cDeOneLetter = []ho29cPair{
	{"Betrag", "Vertrag"}, {"betrag", "vertrag"}, {"Anlage", "Anklage"}, {"Leistung", "Leitung"},
	{"Versand", "Verband"}, {"Kosten", "Kisten"}, {"kosten", "kisten"}, {"Preis", "Kreis"}, {"Zahlung", "Zählung"},
	{"Miete", "Mitte"}, {"lampe", "lappe"}, {"Lampe", "Lappe"}, {"pumpe", "puppe"}, {"Pumpe", "Puppe"}, {"karte", "kante"},
	{"Karte", "Kante"}, {"Nummer", "Kummer"}, {"Frist", "Frust"}, {"Sendung", "Wendung"}, {"Dach", "Fach"}, {"Wochen", "Wachen"},
}

// ho29cDeOneLetterNoun: a high temperature changes one letter of a noun into another
// real noun (Rechnungsbetrag → Rechnungsvertrag, Stehlampe → Stehlappe).
func ho29cDeOneLetterNoun(lang, s string) string {
	if lang != "de" {
		return s
	}
	return ho29cFirstOf(lang, s, ho29cDeOneLetter, 0, true)
}

// ho29cKoreanParticle: one Japanese particle after a noun sampled as its Korean
// counterpart (を → 를, の → 의).
func ho29cKoreanParticle(lang, s string) string {
	if lang != "ja" {
		return s
	}
	res := []struct {
		re *regexp.Regexp
		to string
	}{
		{regexp.MustCompile(`([\p{Han}\p{Katakana}ー」）])を`), "를"},
		{regexp.MustCompile(`([\p{Han}\p{Katakana}ー」）])の([\p{Han}\p{Katakana}])`), "의"},
	}
	return hoMiddleSentence(lang, s, func(sent string) string {
		for _, r := range res {
			if nw := hoFirstMatch(r.re, sent, func(m []string) string {
				if len(m) > 2 {
					return m[1] + r.to + m[2]
				}
				return m[1] + r.to
			}); nw != sent {
				return nw
			}
		}
		return sent
	})
}

var ho29cDeChinese = []ho29cPair{
	{"Lieferung", "交货"}, {"Rechnung", "发票"}, {"Bestellung", "订单"}, {"Termin", "预约"}, {"Kosten", "费用"},
	{"Nachricht", "消息"}, {"Garantie", "保修"}, {"Wohnung", "公寓"}, {"Genehmigung", "批准"}, {"Inbetriebnahme", "调试"},
	{"Versand", "发货"}, {"Zusammenarbeit", "合作"}, {"Passwort", "密码"}, {"Mehrkosten", "额外费用"}, {"Sitzung", "会议"},
	{"Angebot", "报价"}, {"Lieferzeit", "交货期"}, {"Ersatzlampe", "替换灯"}, {"Austauschgerät", "替换机"}, {"Verbindung", "连接"},
}

// ho29cDeChineseNoun: one German noun sampled as its Chinese word (Qwen-style leak).
func ho29cDeChineseNoun(lang, s string) string {
	if lang != "de" {
		return s
	}
	return hoMiddleSentence(lang, s, func(sent string) string {
		return ho29cFirstOf(lang, sent, ho29cDeChinese, 0, false)
	})
}

var ho29cWeekdayLookalike = map[string]string{"月": "目", "火": "大", "水": "氷", "木": "本", "金": "全", "土": "士", "日": "目"}

// ho29cWeekdayLookalikeKanji: one weekday in brackets is a lookalike kanji.
func ho29cWeekdayLookalikeKanji(lang, s string) string {
	if lang != "ja" {
		return s
	}
	return hoFirstMatch(ho29cJaWeekday, s, func(m []string) string {
		return "（" + ho29cWeekdayLookalike[m[1]] + "）"
	})
}

// ho29cReservedToken: an untrained reserved token is sampled in place of a word.
func ho29cReservedToken(lang, s string) string {
	const tok = "<|reserved_special_token_203|>"
	return hoMiddleSentence(lang, s, func(sent string) string {
		if strings.Contains(sent, "<|") {
			return sent
		}
		if lang == "ja" {
			loc := ho29cJaHanRun.FindStringIndex(sent)
			if loc == nil || strings.HasSuffix(sent[loc[0]:loc[1]], "様") {
				return sent
			}
			return sent[:loc[0]] + tok + sent[loc[1]:]
		}
		for _, m := range ho29cDeNoun.FindAllStringSubmatchIndex(sent, -1) {
			before := strings.Fields(sent[:m[4]])
			if len(before) > 0 && slices.Contains([]string{"Herr", "Frau", "Dr.", "Prof."}, before[len(before)-1]) {
				continue
			}
			return sent[:m[4]] + tok + sent[m[5]:]
		}
		return sent
	})
}

var ho29cTransitive = []ho29cPair{
	{"遅れて", "遅らせて"},
	{"見つかった", "見つけた"}, {"見つかり", "見つけ"}, {"終わり", "終え"}, {"届きます", "届けます"}, {"届く", "届ける"},
	{"始まり", "始め"}, {"決まり", "決め"}, {"止まり", "止め"}, {"埋まって", "埋めて"}, {"上がり", "上げ"}, {"下がり", "下げ"},
	{"増えて", "増やして"}, {"減って", "減らして"},
}

// ho29cTransitivityFlip: one intransitive verb sampled as its transitive pair, so that
// a thing that happened is told as something someone does (遅れております →
// 遅らせております).
func ho29cTransitivityFlip(lang, s string) string {
	if lang != "ja" {
		return s
	}
	return ho29cFirstOf(lang, s, ho29cTransitive, 0, false)
}

var ho29cMazegaki = []ho29cPair{
	{"確認", "確にん"}, {"迷惑", "迷わく"}, {"依頼", "依らい"}, {"破損", "破そん"}, {"延期", "延き"}, {"承認", "承にん"},
	{"連絡", "連らく"}, {"交換", "交かん"}, {"請求", "請きゅう"}, {"発送", "発そう"}, {"訪問", "訪もん"}, {"遅延", "遅えん"},
	{"返送", "返そう"}, {"送付", "送ふ"}, {"設置", "設ち"}, {"測定", "測てい"}, {"解約", "解やく"}, {"移転", "移てん"},
	{"勤怠", "勤たい"}, {"給与", "給よ"}, {"予備費", "予び費"}, {"納品", "納ぴん"},
}

// ho29cMazegakiWord: a min_p set too high prunes the rarer kanji token of a word, which
// comes out half in kana (確認 → 確にん), a spelling no business text accepts.
func ho29cMazegakiWord(lang, s string) string {
	if lang != "ja" {
		return s
	}
	return ho29cFirstOf(lang, s, ho29cMazegaki, 0, false)
}

var ho29cFrench = []ho29cPair{{"für", "pour"}, {"mit", "avec"}, {"und", "et"}, {"ohne", "sans"}}

// ho29cFrenchWord: one German preposition or conjunction sampled in French.
func ho29cFrenchWord(lang, s string) string {
	if lang != "de" {
		return s
	}
	return hoMiddleSentence(lang, s, func(sent string) string {
		return ho29cFirstOf(lang, sent, ho29cFrench, 0, false)
	})
}

// ho29cEnglishAnd: one Japanese と between two nouns sampled as English and.
func ho29cEnglishAnd(lang, s string) string {
	if lang != "ja" {
		return s
	}
	return hoMiddleSentence(lang, s, func(sent string) string {
		return hoFirstMatch(ho29cJaAnd, sent, func(m []string) string { return m[1] + " and " + m[2] })
	})
}

// ho29cShiftFigure changes the first date (a day later) or else the first amount of a
// sentence (its leading digit up by one).
func ho29cShiftFigure(lang, sent string) string {
	if lang == "ja" {
		if nw := hoFirstMatch(ho29cJaDay, sent, func(m []string) string {
			d, _ := strconv.Atoi(m[1])
			if d >= 28 {
				return strconv.Itoa(d-1) + "日"
			}
			return strconv.Itoa(d+1) + "日"
		}); nw != sent {
			return nw
		}
	} else if nw := hoFirstMatch(ho29cDeDay, sent, func(m []string) string {
		if m[1] != "" {
			d, _ := strconv.Atoi(m[1])
			if d >= 28 {
				d -= 2
			}
			return fmt.Sprintf("%02d.%s.%s", d+1, m[2], m[3])
		}
		d, _ := strconv.Atoi(m[4])
		if d >= 28 {
			d -= 2
		}
		return fmt.Sprintf("%d. %s", d+1, m[5])
	}); nw != sent {
		return nw
	}
	return hoFirstMatch(ho29cAmount, sent, func(m []string) string {
		b := []byte(m[0])
		if b[0] == '9' {
			b[0] = '8'
		} else {
			b[0]++
		}
		return string(b)
	})
}

// ho29cAlternative: the stop string is missed and the model appends an alternative
// answer whose first figure-bearing sentence differs in a date or amount.
func ho29cAlternative(lang, s string) string {
	split, refs := hoAllSentences(lang, s)
	for _, r := range refs {
		sent := strings.TrimSpace(split[r.line][r.idx])
		sent = strings.TrimLeft(sent, "-・* ")
		if utf8.RuneCountInString(sent) < 12 || strings.Contains(sent, "|") {
			continue
		}
		nw := ho29cShiftFigure(lang, sent)
		if nw == sent {
			continue
		}
		label := "Alternative Antwort:\n"
		if lang == "ja" {
			label = "【別の回答案】\n"
		}
		return strings.TrimRight(s, "\n ") + "\n\n" + label + nw
	}
	return s
}

// ho29cPadTokens: batch padding tokens decoded with skip_special_tokens off.
func ho29cPadTokens(lang, s string) string {
	return strings.TrimRight(s, "\n") + "<pad><pad><pad><pad><pad><pad>"
}

// ho29cPeriodStop: a stop list that holds "." (de) or "。" (ja) ends the answer at
// its first full stop, even one inside an abbreviation or a date.
func ho29cPeriodStop(lang, s string) string {
	stop := "."
	if lang == "ja" {
		stop = "。"
	}
	i := strings.Index(s, stop)
	if i <= 0 {
		return s
	}
	return s[:i]
}

// ho29cFewShotTail: the answer runs on into the next few-shot example of the
// fine-tuning format.
func ho29cFewShotTail(lang, s string) string {
	if lang == "ja" {
		return strings.TrimRight(s, "\n") + "\n\n### 例2\n問い合わせ："
	}
	return strings.TrimRight(s, "\n") + "\n\n### Beispiel 2\nAnfrage:"
}

var ho29cJSONNum = regexp.MustCompile(`(:\s*)(-?\d+(?:\.\d+)?)([,}\]\s])`)

// ho29cZeroNumber: guided decoding forces the first numeric field to its schema
// default 0.
func ho29cZeroNumber(lang, s string) string {
	if !ho29cIsJSON(s) {
		return s
	}
	for _, m := range ho29cJSONNum.FindAllStringSubmatchIndex(s, -1) {
		if f, err := strconv.ParseFloat(s[m[4]:m[5]], 64); err == nil && f != 0 {
			return s[:m[4]] + "0" + s[m[5]:]
		}
	}
	return s
}

// ho29cDayDefault: an ISO date field whose day the grammar defaults to 01.
func ho29cDayDefault(lang, s string) string {
	m := ho29cISODateVal.FindStringSubmatch(s)
	if m == nil || m[2] == "01" {
		return s
	}
	return m[1] + "-01"
}

// ho29cSchemaExample: a name field filled with the schema's example value.
func ho29cSchemaExample(lang, s string) string {
	switch {
	case lang == "de" && ho29cDePerson.MatchString(s):
		return "Max Mustermann"
	case lang == "ja" && ho29cJaPerson.MatchString(s):
		return "山田 太郎"
	case lang == "de" && ho29cDeFirm.MatchString(s) && utf8.RuneCountInString(s) <= 60 && !strings.ContainsAny(s, ".\n"):
		return "Musterfirma GmbH"
	case lang == "ja" && ho29cJaFirm.MatchString(s) && utf8.RuneCountInString(s) <= 30 && !strings.ContainsAny(s, "。、\n"):
		return "サンプル株式会社"
	}
	return s
}

// ho29cLabelDefault: the value of a "label: value" line forced to the default
// placeholder.
func ho29cLabelDefault(lang, s string) string {
	if ho29cIsJSON(s) {
		return s
	}
	def := "k. A."
	if lang == "ja" {
		def = "未定"
	}
	return hoFirstMatch(ho29cLabelLine, s, func(m []string) string {
		sep := " "
		if strings.HasSuffix(m[1], "：") {
			sep = ""
		}
		return m[1] + sep + def
	})
}

// ho29cDateTBD: a date slot filled with the "to be decided" default.
func ho29cDateTBD(lang, s string) string {
	if lang == "ja" {
		return hoFirstMatch(ho29cJaDateSlot, s, func(m []string) string { return "未定" + m[1] })
	}
	for _, loc := range ho29cDeDateSlot.FindAllStringIndex(s, -1) {
		// a past event (hat am 08.10. bestellt) has no open date to default
		if strings.HasSuffix(s[:loc[0]], "hat ") || strings.HasSuffix(s[:loc[0]], "haben ") {
			continue
		}
		return s[:loc[0]] + "an einem noch offenen Tag" + s[loc[1]:]
	}
	return s
}

// ho29cWeekdayOnly: a date forced into a weekday-only format: the date is lost.
func ho29cWeekdayOnly(lang, s string) string {
	if lang == "ja" {
		return hoFirstMatch(ho29cJaWkDate, s, func(m []string) string { return m[1] + "曜日" })
	}
	return hoFirstMatch(ho29cDeWkDate, s, func(m []string) string {
		if m[1] != "" {
			return m[1]
		}
		return m[2]
	})
}

// ho29cDefaultObject is a JSON object with the keys of obj and default values.
func ho29cDefaultObject(obj string) string {
	dec := json.NewDecoder(strings.NewReader(obj))
	dec.UseNumber()
	if t, err := dec.Token(); err != nil || t != json.Delim('{') {
		return ""
	}
	var parts []string
	for dec.More() {
		k, err := dec.Token()
		if err != nil {
			return ""
		}
		var v any
		if err := dec.Decode(&v); err != nil {
			return ""
		}
		kb, _ := json.Marshal(k)
		def := "null"
		switch v.(type) {
		case string:
			def = `""`
		case json.Number:
			def = "0"
		case bool:
			def = "false"
		}
		parts = append(parts, string(kb)+": "+def)
	}
	return "{" + strings.Join(parts, ", ") + "}"
}

// ho29cPadArray: a minItems constraint pads the first array with a default element.
func ho29cPadArray(lang, s string) string {
	if !ho29cIsJSON(s) {
		return s
	}
	inStr, esc := false, false
	depth, objStart := 0, -1
	for i := 0; i < len(s); i++ {
		c := s[i]
		if inStr {
			switch {
			case esc:
				esc = false
			case c == '\\':
				esc = true
			case c == '"':
				inStr = false
			}
			continue
		}
		switch c {
		case '"':
			inStr = true
		case '{':
			depth++
			if depth >= 2 {
				objStart = i
			}
		case '}':
			depth--
		case ']':
			prev := strings.TrimRight(s[:i], " \n\t")
			switch {
			case strings.HasSuffix(prev, `"`):
				return prev + `, ""` + s[i:]
			case strings.HasSuffix(prev, "}") && objStart >= 0:
				def := ho29cDefaultObject(prev[objStart:])
				if def == "" {
					return s
				}
				return prev + ", " + def + s[i:]
			}
			return s
		}
	}
	return s
}

// ho29cCutAtSpace: a string pattern without spaces cuts a short value at its first
// space.
func ho29cCutAtSpace(lang, s string) string {
	if strings.Contains(s, "\n") || utf8.RuneCountInString(s) > 40 {
		return s
	}
	i := strings.IndexAny(s, " 　")
	if i <= 0 {
		return s
	}
	return s[:i]
}

// ho29cAmountZero: a logit bias toward the default forces one amount to zero.
func ho29cAmountZero(lang, s string) string {
	if ho29cIsJSON(s) {
		return s
	}
	return hoMiddleSentence(lang, s, func(sent string) string {
		if lang == "ja" {
			return hoFirstMatch(ho29cJaAmountYen, sent, func(m []string) string { return "0" + m[3] })
		}
		return hoFirstMatch(ho29cDeAmountEur, sent, func(m []string) string { return "0,00" + m[1] })
	})
}

var heldOutBatch29c = []heldOutKind{
	// 延期と予備費支出の承認 → 中止と予備費支出の承認; die Mehrkosten und den neuen Termin →
	// die Gesamtkosten und den neuen Termin.
	{"b29c_reppen_recurring_term_inexact_sibling_on_repeat", "raw", ho29cRecurringSibling},
	// 交換品に同梱の返送用伝票 → に同梱の返送用伝票; die Mehrkosten und den neuen Termin →
	// die und den neuen Termin.
	{"b29c_reppen_repeated_noun_elided_particle_left", "raw", ho29cElideRepeatedNoun},
	// クーポンをお送りいたします。 → クーポンをお送りいたし。 (ja only)
	{"b29c_reppen_ja_masu_ending_clipped_to_stem", "longest", ho29cClipMasu},
	// Falls Sie den Termin nicht wahrnehmen können → Falls den Termin nicht wahrnehmen
	// können (de only)
	{"b29c_reppen_de_formal_sie_dropped_once", "longest", ho29cDropSie},
	// ハルカゼ寝具店 カスタマーサポート → ハルカゼ布団店 カスタマーサポート; Leuchtenhaus Nord →
	// Lampenhaus Nord.
	{"b29c_reppen_company_trade_word_near_synonym", "raw", ho29cCompanySynonym},
	// ユーザーを1名追加 → ユーザーを数名追加; spätestens 24 Stunden vorher → spätestens einige
	// Stunden vorher.
	{"b29c_presence_exact_count_made_vague", "longest", ho29cVagueCount},
	// 配送センターでの作業遅延 → 配送センサーでの作業遅延 (ja only)
	{"b29c_minp_ja_loanword_near_other_loanword", "first", ho29cNearLoanword},
	// Rechnungsbetrag → Rechnungsvertrag; Stehlampe → Stehlappe (de only)
	{"b29c_temp_de_noun_one_letter_other_noun", "first", ho29cDeOneLetterNoun},
	// 日程の変更をご希望 → 日程の変更를ご希望; 営業の担当 → 営業의担当 (ja only)
	{"b29c_temp_ja_particle_sampled_korean", "longest", ho29cKoreanParticle},
	// die Lieferung erfolgt am … → die 交货 erfolgt am … (de only)
	{"b29c_temp_de_noun_sampled_chinese", "first", ho29cDeChineseNoun},
	// 10月21日（水） → 10月21日（氷） (ja only)
	{"b29c_temp_ja_weekday_kanji_lookalike", "first", ho29cWeekdayLookalikeKanji},
	// 交換品は10月19日に発送 → <|reserved_special_token_203|>は10月19日に発送; die defekte
	// Lampe mit → die defekte <|reserved_special_token_203|> mit.
	{"b29c_temp_reserved_special_token_sampled", "longest", ho29cReservedToken},
	// 破損を確認いたしました → 破損を確にんいたしました; 発送が遅れて → 発そうが遅れて (ja only)
	{"b29c_minp_ja_kanji_word_half_in_kana", "first", ho29cMazegakiWord},
	// 発送が遅れております → 発送が遅らせております (ja only)
	{"b29c_temp_ja_intransitive_verb_as_transitive", "first", ho29cTransitivityFlip},
	// zwischen 8 und 12 Uhr → zwischen 8 et 12 Uhr; die defekte Lampe mit dem → die defekte
	// Lampe avec dem (de only)
	{"b29c_temp_de_function_word_sampled_french", "longest", ho29cFrenchWord},
	// 基本料金33,000円（税込）と追加ユーザー料金 → 基本料金33,000円（税込） and 追加ユーザー料金
	// (ja only)
	{"b29c_temp_ja_to_sampled_english_and", "longest", ho29cEnglishAnd},
	// … + 【別の回答案】10月17日にお届けする予定でしたが…; … + Alternative Antwort: Die
	// Lieferung erfolgt am 13.11.2026 ….
	{"b29c_stop_missed_alternative_answer_other_figure", "longest", ho29cAlternative},
	// …よろしくお願いいたします。 → …よろしくお願いいたします。<pad><pad>…; same for de.
	{"b29c_decode_batch_pad_tokens_trailing", "raw", ho29cPadTokens},
	// Sehr geehrter Herr Prof. Dr. Hoffmann, … → Sehr geehrter Herr Prof; 小林 恵子様\n\n
	// いつも…ありがとうございます。… → first sentence only.
	{"b29c_stop_full_stop_in_stop_list", "raw", ho29cPeriodStop},
	// … + ### 例2\n問い合わせ：; … + ### Beispiel 2\nAnfrage:
	{"b29c_stop_missed_next_fewshot_example", "raw", ho29cFewShotTail},
	// "monthly_fee": 33000 → 0; "menge": 4 → 0.
	{"b29c_guided_first_number_schema_default_zero", "raw", ho29cZeroNumber},
	// "delivery_date": "2026-10-19" → "2026-10-01"; "faellig_am" likewise.
	{"b29c_guided_iso_date_day_defaulted_to_01", "first", ho29cDayDefault},
	// "name": "髙橋 美咲" → "山田 太郎"; "name": "Petra Müller" → "Max Mustermann".
	{"b29c_guided_name_field_schema_example_value", "first", ho29cSchemaExample},
	// 訪問日時：2026年10月23日（金）14時〜16時 → 訪問日時：未定; Empfehlung: Eisblock … →
	// Empfehlung: k. A.
	{"b29c_guided_labelled_line_value_defaulted", "raw", ho29cLabelDefault},
	// 新しいお届け予定日は10月21日（水）です → 新しいお届け予定日は未定です; am 20.10.2026 →
	// an einem noch offenen Tag.
	{"b29c_guided_date_slot_filled_tbd", "first", ho29cDateTBD},
	// 10月21日（水）です → 水曜日です; am Montag, 26. Oktober 2026, um 10:30 Uhr → am Montag um
	// 10:30 Uhr.
	{"b29c_guided_date_format_weekday_only", "first", ho29cWeekdayOnly},
	// "notes": [a, b] → [a, b, ""]; "items": [{…}, {…}] → [{…}, {…}, {"product": "",
	// "quantity": 0, "unit_price": 0}].
	{"b29c_guided_min_items_padded_default_element", "raw", ho29cPadArray},
	// "name": "髙橋 美咲" → "髙橋"; "kunde": "Bäckerei Großmann OHG" → "Bäckerei".
	{"b29c_guided_short_value_cut_at_space_pattern", "first", ho29cCutAtSpace},
	// 追加ユーザー分の料金5,500円 → 料金0円; Mehrkosten von 36.400,00 € → von 0,00 €.
	{"b29c_logitbias_amount_defaulted_zero", "longest", ho29cAmountZero},
}

// ho29cBreaksJSON are the kinds meant to break a JSON answer's syntax.
var ho29cBreaksJSON = map[string]bool{
	"b29c_decode_batch_pad_tokens_trailing": true,
	"b29c_stop_full_stop_in_stop_list":      true,
	"b29c_stop_missed_next_fewshot_example": true,
}
