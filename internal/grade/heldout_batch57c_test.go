package grade

// Blind batch 57c: specific facts made vague or generic at one place, as a weak or
// over-compressed model does it. Each kind replaces ONE item that the request fixed
// (a deadline, an amount, a count, a duration, a person, an address, a document, a
// concrete step, a date, a clock time, a product, a fault, what a charge is for, a
// point in time, a place) by a fluent, polite, non-committal phrase ("zeitnah",
// "einige", "die zuständige Stelle", "die erforderlichen Maßnahmen", 近日中に, 数名,
// 担当部署, 必要な対応, 先日 …), so that the answer no longer commits to what the
// request fixed.

import (
	"regexp"
	"strconv"
	"strings"
	"unicode"
)

// A German amount as written in the goldens (1.234,56).
const ho57cDeAmt = `\d{1,3}(?:\.\d{3})*,\d{2}`

// A Japanese month-day date with optional year and weekday.
const ho57cJaMD = `(?:\d{4}年)?\d{1,2}月\d{1,2}日(?:（[月火水木金土日]）)?`

var (
	ho57cDeadlineDe = []hoRule{
		hoR(`\bbis zum \d{1,2}\.\d{1,2}\.\d{4} verreist`, "vorübergehend verreist"),
		hoR(`\bbis (?:spätestens |zum )\d{1,2}\.\d{1,2}\.\d{4}`, "möglichst zeitnah"),
		hoR(`\bspätestens \d+ Stunden vorher`, "rechtzeitig vorher"),
	}
	ho57cDeadlineJa = []hoRule{
		hoR(`前日の\d{1,2}時までに`, "お早めに"),
		hoR(ho57cJaMD+`(?:\d{1,2}時)?までに、`, "お早めに、"),
		hoR(ho57cJaMD+`(?:\d{1,2}時)?までに`, "近日中に"),
	}

	ho57cAmountTBDDe = []hoRule{
		hoR(`Mehrkosten von `+ho57cDeAmt+` €`, "Mehrkosten in noch festzulegender Höhe"),
		hoR(`Mehrkosten: `+ho57cDeAmt+` € für`, "Mehrkosten in noch offener Höhe für"),
		hoR(`(?m)^(\| [^|\n]+ \| )`+ho57cDeAmt+` €( \|)`, "${1}auf Anfrage${2}"),
		hoR(`Der Rechnungsbetrag bleibt unverändert bei `+ho57cDeAmt+` €\.`, "Den Rechnungsbetrag teilen wir Ihnen gesondert mit."),
	}
	ho57cAmountTBDJa = []hoRule{
		hoR(`(?m)^(\| [^|\n]+ \| [^|\n]+ \| )[\d,]+円( \|)`, "${1}別途見積${2}"),
		hoR(`追加費用は約[\d,]+万円で`, "追加費用は金額未定で"),
		hoR(`料金[\d,]+円（税込）が加算`, "料金（金額は別途ご案内いたします）が加算"),
		hoR(`固定価格は[\d,]+ユーロ（税別）です`, "固定価格は別途ご案内いたします"),
		hoR(`\d+円分のクーポン`, "金額を後日ご案内するクーポン"),
	}

	ho57cJaCount = regexp.MustCompile(`(^|[^\d,.])(\d{1,3})(個|箱|名|台|桁)`)
	ho57cDeCount = regexp.MustCompile(`\b(zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|zwölf) (\p{Lu}\p{L}+)`)

	ho57cDurationDe = regexp.MustCompile(`\b(\d{1,3}|zwei|drei|vier|fünf|sechs|zehn) (Minuten|Stunden|Tage|Wochen)\b`)
	ho57cDurationJa = []hoRule{
		hoR(`約\d+秒で`, "しばらくして"),
		hoR(`\d+分前に`, "少し前に"),
		hoR(`\d+週間の`, "一定期間の"),
	}

	ho57cOfficeDe = []hoRule{
		hoR(`z\. Hd\. (?:Frau|Herrn?) [^\n]+`, "z. Hd. der zuständigen Stelle"),
		hoR(`Entscheidung: (?:Frau|Herr) (?:Prof\. )?(?:Dr\. )?\p{Lu}\p{L}+ bittet`, "Entscheidung: Die zuständige Stelle bittet"),
		hoR(`(?m)^- Herr \p{Lu}\p{L}+ meldet`, "- Die zuständige Stelle meldet"),
		hoR(`prüft (?:Frau|Herr) (?:Prof\. )?(?:Dr\. )?\p{Lu}\p{L}+`, "prüft die zuständige Stelle"),
	}
	ho57cOfficeJa = []hoRule{
		hoR(`\p{Han}+部の\p{Han}{1,3}(?:課長|部長)`, "担当部署"),
		hoR(`担当の\p{Han}{1,3}が`, "担当部署が"),
		hoR(`責任者の\p{Han}{1,3}が`, "担当部署が"),
	}

	ho57cAddressDe = []hoRule{
		hoR(`an Ihre Rechnungsanschrift: [^\n]+`, "an Ihre bekannte Rechnungsanschrift."),
		hoR(`, \p{Lu}\p{L}*(?:straße|weg|platz|gasse) \d+\.`, " vor Ort."),
		hoR(`\(\p{Lu}\p{L}*(?:straße|weg|platz|gasse) \d+, \d\. OG\)`, "(Adresse ist bekannt)"),
	}
	ho57cAddressJa = []hoRule{
		hoR(`次の宛先にお送りください：[^\n]+`, "所定の宛先にお送りください。"),
		hoR(`新住所は[^。\n]+です`, "新住所は別途ご案内いたします"),
	}

	ho57cDocDe = []hoRule{
		hoR(`Ihre Versichertenkarte`, "die erforderlichen Unterlagen"),
		hoR(`mit dem beiliegenden Rücksendeetikett`, "mit den erforderlichen Unterlagen"),
		hoR(`um ein Rücksendeetikett`, "um die nötigen Unterlagen"),
	}
	ho57cDocJa = []hoRule{
		hoR(`交換品に同梱の返送用伝票で`, "所定の書類で"),
		hoR(`[^、。（]*のお見積もり（見積番号 [A-Z]+-\d+）`, "必要書類"),
	}

	ho57cStepDe = []hoRule{
		hoR(`(?m)^- Starten Sie [^,\n]+ erneut`, "- Treffen Sie die erforderlichen Maßnahmen"),
		hoR(`Bitte schicken Sie [^;.]+? zurück`, "Bitte treffen Sie die erforderlichen Maßnahmen"),
		hoR(`Gewünscht ist [^.]+? (bis spätestens)`, "Gewünscht sind die erforderlichen Maßnahmen $1"),
	}
	ho57cStepJa = []hoRule{
		hoR(`場合は、[^。、]+?してください`, "場合は、必要な対応を行ってください"),
		hoR(`作業員が訪問の\d+分前にお電話いたします`, "作業員が必要な対応をいたします"),
		hoR(`破損品は、[^。]+でご返送ください`, "破損品については、必要なご対応をお願いいたします"),
		hoR(`お詫びとして、[^。]+をお送りいたします`, "お詫びとして、必要な対応をさせていただきます"),
	}

	ho57cWeekdayJa   = regexp.MustCompile(`(?:(令和\d{1,2}|\d{4})年)?(\d{1,2})月(\d{1,2})日（[月火水木金土日]）(?:\d{1,2}時(?:〜\d{1,2}時)?)?`)
	ho57cWeekdayDeA  = regexp.MustCompile(`(am )?(?:Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag), (\d{1,2})\.(?: (Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember)| ?(\d{1,2})\.)(?: ?(\d{4}))?`)
	ho57cWeekdayDeB  = regexp.MustCompile(`(vom |auf den |am )?(\d{1,2})\.(\d{1,2})\.(\d{4}) \((?:Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag)\)`)
	ho57cDePrefixMap = map[string]string{"": "", "am ": "", "vom ": "von ", "auf den ": "auf "}

	ho57cClockDe = []hoRule{
		hoR(` zwischen \d{1,2} und \d{1,2} Uhr\.`, "; die genaue Uhrzeit teilen wir Ihnen noch mit."),
		hoR(`, um \d{1,2}:\d{2} Uhr`, ", zu einer noch mitzuteilenden Uhrzeit"),
		hoR(`, ab \d{1,2} Uhr`, ", zu einer noch abzustimmenden Uhrzeit"),
	}
	ho57cClockJa = []hoRule{
		hoR(`\d{1,2}時〜\d{1,2}時`, "（お時間は追ってご連絡いたします）"),
	}

	ho57cPastDe = []hoRule{
		hoR(`\bhat am \d{1,2}\.\d{1,2}\.\d{4}`, "hat kürzlich"),
	}
	ho57cPastJa = []hoRule{
		hoR(`(?:\d{4}年)?\d{1,2}月\d{1,2}日には`, "先日は"),
		hoR(`（\d{1,2}月\d{1,2}日着）`, "（先日着）"),
		hoR(`\d{1,2}月\d{1,2}日に([\p{Katakana}ー]+を)`, "先日${1}"),
		hoR(`\d{1,2}月\d{1,2}日にお届けする予定でした`, "先日お届けする予定でした"),
	}

	ho57cProductDe = regexp.MustCompile(`(\p{Lu}\p{Ll}+) „[^“\n]+“`)
	ho57cProductJa = regexp.MustCompile(`(「)?[\p{Katakana}ー]+(冷蔵庫|浄水ポット|羽毛布団|電気ケトル|体重計)(?: [A-Z]*\d+| ダブル)?(」)?`)

	ho57cFaultDe = []hoRule{
		hoR(`(dass Ihre [^.]*?) flackert`, "$1 einen Defekt hat"),
		hoR(`Mangel: [^\n]+`, "Mangel: Das Gerät hat einen Defekt."),
		hoR(`seit (\p{Lu}\p{L}+) [^,.]*tropft`, "seit $1 ein Schaden besteht"),
	}
	ho57cFaultJa = []hoRule{
		hoR(`（[^（）]+(?:ない|ている)症状）`, "（不具合の症状）"),
		hoR(`の[\p{Katakana}ー\p{Han}]+が割れていて`, "に不具合があって"),
		hoR(`で(?:\d+月分の)?\p{Han}+データが取り込めない`, "で不具合が発生している"),
		hoR(`[\p{Katakana}\p{Han}]+の\p{Han}+に不具合`, "一部に不具合"),
	}

	ho57cChargeDe = []hoRule{
		hoR(`(Mehrkosten von `+ho57cDeAmt+` €) für [^,.;]+`, "$1 für zusätzliche Maßnahmen"),
		hoR(`(Mehrkosten: `+ho57cDeAmt+` €) für [^,;]+? und`, "$1 für zusätzliche Arbeiten und"),
		hoR(`\(\p{Lu}\p{L}+, (`+ho57cDeAmt+` €)\)`, "(diverse Artikel, $1)"),
	}
	ho57cChargeJa = []hoRule{
		hoR(`[\p{Han}\p{Katakana}ー]+分の料金`, "各種オプション分の料金"),
		hoR(`\p{Han}+試験の[^（。]+?のお見積もり`, "ご依頼の件のお見積もり"),
	}

	ho57cOnsetDe = []hoRule{
		hoR(`seit dem zweiten Tag`, "seit einiger Zeit"),
		hoR(`seit (?:Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag)\b`, "seit einiger Zeit"),
	}
	ho57cOnsetJa = []hoRule{
		hoR(`\d{1,2}月分までは`, "以前は"),
		hoR(`\d{1,2}月末時点の`, "現時点の"),
	}

	ho57cPlaceDe = []hoRule{
		hoR(`(Verwaltungsgebäude) \p{Lu}\p{L}+`, "$1 vor Ort"),
	}
	ho57cPlaceJa = []hoRule{
		hoR(`の\p{Han}{2,3}移転`, "の新拠点への移転"),
		hoR(`の\p{Han}{2,3}営業所`, "の営業所"),
	}
)

// ho57cRules applies the rule list of the answer's language.
func ho57cRules(lang, s string, ja, de []hoRule) string {
	if lang == "ja" {
		return hoReplaceFirst(s, ja)
	}
	if lang == "de" {
		return hoReplaceFirst(s, de)
	}
	return s
}

// ho57cMonthPart is the third of a month a day falls in.
func ho57cMonthPart(lang string, day int) string {
	switch {
	case day <= 10:
		if lang == "ja" {
			return "上旬"
		}
		return "Anfang"
	case day <= 20:
		if lang == "ja" {
			return "中旬"
		}
		return "Mitte"
	}
	if lang == "ja" {
		return "下旬"
	}
	return "Ende"
}

var heldOutBatch57c = []heldOutKind{
	// A deadline (bis …, までに) made "as soon as possible": the request fixed the
	// day. "ein Austauschgerät bis spätestens 19.10.2026" → "ein Austauschgerät
	// möglichst zeitnah"; "10月19日（月）17時までに回答する" → "近日中に回答する".
	{"b57c_deadline_made_zeitnah_or_kinjitsu", "first", func(lang, s string) string {
		return ho57cRules(lang, s, ho57cDeadlineJa, ho57cDeadlineDe)
	}},
	// A fixed amount declared still open ("in noch festzulegender Höhe", "auf
	// Anfrage", 別途見積, 金額未定). "Mehrkosten von 36.400,00 €" → "Mehrkosten in
	// noch festzulegender Höhe"; "| 2,480円 |" → "| 別途見積 |".
	{"b57c_fixed_amount_declared_still_open", "first", func(lang, s string) string {
		return ho57cRules(lang, s, ho57cAmountTBDJa, ho57cAmountTBDDe)
	}},
	// An exact count of items or people made "several" (mehrere, 数…).
	// "durch zwei Wärmepumpen" → "durch mehrere Wärmepumpen"; "ユーザーを1名追加" →
	// "ユーザーを数名追加".
	{"b57c_exact_count_made_several", "first", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(ho57cJaCount, s, func(m []string) string { return m[1] + "数" + m[3] })
		}
		if lang != "de" {
			return s
		}
		skip := map[string]bool{"Minuten": true, "Stunden": true, "Tage": true, "Tagen": true, "Wochen": true,
			"Monate": true, "Monaten": true, "Jahre": true, "Jahren": true, "Mal": true, "Uhr": true, "Sie": true}
		for _, loc := range ho57cDeCount.FindAllStringSubmatchIndex(s, -1) {
			if skip[s[loc[4]:loc[5]]] {
				continue
			}
			return s[:loc[2]] + "mehrere" + s[loc[3]:]
		}
		return s
	}},
	// A stated duration made "some" or "a while" (einige Minuten, しばらく, 一定期間).
	// "Der Kopplungsmodus bleibt 10 Minuten aktiv" → "bleibt einige Minuten aktiv";
	// "2週間の再テスト" → "一定期間の再テスト".
	{"b57c_duration_made_some_while", "first", func(lang, s string) string {
		if lang == "ja" {
			return hoReplaceFirst(s, ho57cDurationJa)
		}
		if lang != "de" {
			return s
		}
		return hoFirstMatch(ho57cDurationDe, s, func(m []string) string { return "einige " + m[2] })
	}},
	// A named person replaced by an office ("die zuständige Stelle", 担当部署): who
	// receives or does it is lost. "z. Hd. Frau Dr. Julia Schulze" → "z. Hd. der
	// zuständigen Stelle"; "経理部の小西課長に変わります" → "担当部署に変わります".
	{"b57c_named_person_made_responsible_office", "first", func(lang, s string) string {
		return ho57cRules(lang, s, ho57cOfficeJa, ho57cOfficeDe)
	}},
	// An address the answer must give made "the known address", "vor Ort" or "to be
	// announced". "an Ihre Rechnungsanschrift: Hochschule Rheinstadt, …, 67002
	// Ludwigshafen am Rhein." → "an Ihre bekannte Rechnungsanschrift."; "新住所は〒530-0001
	// …12階です" → "新住所は別途ご案内いたします".
	{"b57c_address_made_known_or_announced_later", "first", func(lang, s string) string {
		return ho57cRules(lang, s, ho57cAddressJa, ho57cAddressDe)
	}},
	// A named document or item to bring or use made "the required documents"
	// (die erforderlichen Unterlagen, 所定の書類, 必要書類). "Bitte bringen Sie Ihre
	// Versichertenkarte mit." → "Bitte bringen Sie die erforderlichen Unterlagen mit.";
	// "同梱の返送用伝票で" → "所定の書類で".
	{"b57c_named_document_made_required_documents", "first", func(lang, s string) string {
		return ho57cRules(lang, s, ho57cDocJa, ho57cDocDe)
	}},
	// A concrete action the reader must take or will get made "the necessary
	// measures" (die erforderlichen Maßnahmen, 必要な対応). "Bitte schicken Sie die
	// defekte Lampe … zurück" → "Bitte treffen Sie die erforderlichen Maßnahmen";
	// "新しい電池に交換してください" → "必要な対応を行ってください".
	{"b57c_concrete_action_made_necessary_measures", "first", func(lang, s string) string {
		return ho57cRules(lang, s, ho57cStepJa, ho57cStepDe)
	}},
	// A weekday date (and its clock time) coarsened to a third of its month
	// (Anfang/Mitte/Ende, 上旬/中旬/下旬). "am Montag, 26. Oktober 2026" → "Ende Oktober
	// 2026"; "2026年10月23日（金）14時〜16時" → "2026年10月下旬".
	{"b57c_weekday_date_coarsened_to_part_of_month", "first", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(ho57cWeekdayJa, s, func(m []string) string {
				d, err := strconv.Atoi(m[3])
				if err != nil {
					return m[0]
				}
				y := ""
				if m[1] != "" {
					y = m[1] + "年"
				}
				return y + m[2] + "月" + ho57cMonthPart(lang, d)
			})
		}
		if lang != "de" {
			return s
		}
		if ho57cWeekdayDeA.MatchString(s) {
			return hoFirstMatch(ho57cWeekdayDeA, s, func(m []string) string {
				d, err := strconv.Atoi(m[2])
				if err != nil {
					return m[0]
				}
				month := m[3]
				if month == "" {
					mo, err := strconv.Atoi(m[4])
					if err != nil || mo < 1 || mo > 12 {
						return m[0]
					}
					month = deMonths[mo-1]
				}
				out := ho57cMonthPart(lang, d) + " " + month
				if m[5] != "" {
					out += " " + m[5]
				}
				return out
			})
		}
		return hoFirstMatch(ho57cWeekdayDeB, s, func(m []string) string {
			d, err1 := strconv.Atoi(m[2])
			mo, err2 := strconv.Atoi(m[3])
			if err1 != nil || err2 != nil || mo < 1 || mo > 12 {
				return m[0]
			}
			return ho57cDePrefixMap[m[1]] + ho57cMonthPart(lang, d) + " " + deMonths[mo-1] + " " + m[4]
		})
	}},
	// A clock time or time window the request fixed declared still to be told
	// ("die genaue Uhrzeit teilen wir Ihnen noch mit", お時間は追ってご連絡).
	// "am 12.11.2026 zwischen 8 und 12 Uhr." → "am 12.11.2026; die genaue Uhrzeit teilen
	// wir Ihnen noch mit."; "14時〜16時" → "（お時間は追ってご連絡いたします）".
	{"b57c_clock_time_declared_to_be_announced", "first", func(lang, s string) string {
		return ho57cRules(lang, s, ho57cClockJa, ho57cClockDe)
	}},
	// The date of a past event made "recently"/"the other day" (kürzlich, 先日).
	// "hat am 08.10.2026 … bestellt" → "hat kürzlich … bestellt"; "2026年10月14日には当研究室を
	// ご訪問いただき" → "先日は当研究室をご訪問いただき".
	{"b57c_past_event_date_made_recently", "first", func(lang, s string) string {
		return ho57cRules(lang, s, ho57cPastJa, ho57cPastDe)
	}},
	// A named product cut to its category noun: which model is lost.
	// "Ihre Stehlampe „Nordlicht 40“" → "Ihre Stehlampe"; "ヒエール冷蔵庫 R450" → "冷蔵庫".
	{"b57c_named_product_cut_to_category_noun", "first", func(lang, s string) string {
		if lang == "ja" {
			loc := ho57cProductJa.FindStringSubmatchIndex(s)
			if loc == nil {
				return s
			}
			noun := s[loc[4]:loc[5]]
			if loc[2] >= 0 {
				before := []rune(s[:loc[0]])
				if n := len(before); n > 0 && before[n-1] < unicode.MaxASCII && (unicode.IsLetter(before[n-1]) || unicode.IsDigit(before[n-1])) {
					noun = "の" + noun
				}
			}
			return s[:loc[0]] + noun + s[loc[1]:]
		}
		if lang != "de" {
			return s
		}
		for _, loc := range ho57cProductDe.FindAllStringSubmatchIndex(s, -1) {
			if s[loc[2]:loc[3]] == "Sie" {
				continue
			}
			return s[:loc[0]] + s[loc[2]:loc[3]] + s[loc[1]:]
		}
		return s
	}},
	// A described fault made "a defect"/不具合: what is broken is lost.
	// "dass Ihre Stehlampe … flackert" → "dass Ihre Stehlampe … einen Defekt hat";
	// "（冷凍室が冷えない症状）" → "（不具合の症状）".
	{"b57c_described_fault_made_unspecified_defect", "first", func(lang, s string) string {
		return ho57cRules(lang, s, ho57cFaultJa, ho57cFaultDe)
	}},
	// What a charge or quote is for made generic ("zusätzliche Maßnahmen",
	// "diverse Artikel", 各種オプション, ご依頼の件). "Mehrkosten von 36.400,00 € für
	// Schallschutzwände" → "… für zusätzliche Maßnahmen"; "振動試験の測定シリーズのお見積もり" →
	// "ご依頼の件のお見積もり".
	{"b57c_what_a_charge_is_for_made_generic", "first", func(lang, s string) string {
		return ho57cRules(lang, s, ho57cChargeJa, ho57cChargeDe)
	}},
	// A stated point in time from which or up to which something holds made vague
	// (seit einiger Zeit, 以前は, 現時点の). "seit Mittwoch" → "seit einiger Zeit";
	// "9月末時点の支出は" → "現時点の支出は".
	{"b57c_reference_point_in_time_made_vague", "first", func(lang, s string) string {
		return ho57cRules(lang, s, ho57cOnsetJa, ho57cOnsetDe)
	}},
	// A named place or site made "vor Ort"/"the new site"/unnamed (three fixtures
	// name one). "im Verwaltungsgebäude Lübeck" → "im Verwaltungsgebäude vor Ort";
	// "厚木物流センターの相模原移転" → "厚木物流センターの新拠点への移転".
	{"b57c_named_place_made_on_site", "first", func(lang, s string) string {
		return ho57cRules(lang, s, ho57cPlaceJa, ho57cPlaceDe)
	}},
}

// ho57cChangedSentence gives the golden and damaged text around their first
// difference, widened to the enclosing sentence or line.
func ho57cChangedSentence(a, b string) (string, string) {
	ra, rb := []rune(a), []rune(b)
	p := 0
	for p < len(ra) && p < len(rb) && ra[p] == rb[p] {
		p++
	}
	q := 0
	for q < len(ra)-p && q < len(rb)-p && ra[len(ra)-1-q] == rb[len(rb)-1-q] {
		q++
	}
	isEnd := func(rs []rune, i int) bool {
		r := rs[i]
		if r == '.' {
			return i+1 == len(rs) || rs[i+1] == ' ' || rs[i+1] == '\n'
		}
		return r == '\n' || r == '。' || r == '"'
	}
	start := p
	for start > 0 && !isEnd(ra, start-1) {
		start--
	}
	endA, endB := len(ra)-q, len(rb)-q
	for endA < len(ra) && !isEnd(ra, endA) {
		endA++
		endB++
	}
	if endA < len(ra) {
		endA++
		endB++
	}
	if endB > len(rb) {
		endB = len(rb)
	}
	return strings.TrimSpace(string(ra[start:endA])), strings.TrimSpace(string(rb[start:endB]))
}
