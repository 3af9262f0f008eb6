package grade

// heldOutBatch18a is a blind batch of held-out kinds on MEANING damage: what a
// quantized or badly configured model does to a ja/de business answer while the
// text stays fluent and well formed. A word becomes its near-antonym or a wrong but
// plausible neighbour (mindestens/höchstens, 以内/以上, freigegeben/abgelehnt,
// 確定/仮押さえ, Mehrkosten/Einsparungen, 加算/減額, Rechnung/Mahnung, 請求書/見積書,
// 支払期限/請求日), two parties named in the text trade places (who reports, who
// travels, who inspects; we send you → you send us), a condition is invented ("only
// if paid") or an obligation made optional, a fact of the request that the golden
// does not state takes the place of the answer (the VAT rate as the VAT amount, the
// net fee as the gross one, the meeting's own date as the next meeting), one item of
// a coordination is silently dropped, two amounts or measures of one sentence are
// bound to each other's item, a hedge becomes a promise and a promise a best effort,
// and a deadline becomes a fixed date. Each kind changes one thing, the first place
// it applies, and returns the text unchanged where nothing applies.

import (
	"regexp"
	"strings"
)

// ho18aEarliest replaces, once, the pair key that occurs first in s (by position;
// the longer key wins a tie) with its value; s unchanged when none occurs.
func ho18aEarliest(s string, pairs [][2]string) string {
	best, at := -1, len(s)+1
	for i, p := range pairs {
		k := strings.Index(s, p[0])
		if k < 0 {
			continue
		}
		if k < at || (k == at && len(p[0]) > len(pairs[best][0])) {
			best, at = i, k
		}
	}
	if best < 0 {
		return s
	}
	return s[:at] + pairs[best][1] + s[at+len(pairs[best][0]):]
}

// ho18aSwapFirstTwo swaps the first two distinct matches of re in sen (their texts
// only, the rest of the sentence kept); sen unchanged without two distinct matches.
func ho18aSwapFirstTwo(re *regexp.Regexp, sen string) string {
	locs := re.FindAllStringIndex(sen, -1)
	if len(locs) < 2 {
		return sen
	}
	a := locs[0]
	for _, b := range locs[1:] {
		x, y := sen[a[0]:a[1]], sen[b[0]:b[1]]
		if x != y {
			return sen[:a[0]] + y + sen[a[1]:b[0]] + x + sen[b[1]:]
		}
	}
	return sen
}

// ho18aFirstSentence applies f to the first sentence (in text order) that f changes.
func ho18aFirstSentence(lang, s string, f func(string) string) string {
	split, refs := hoAllSentences(lang, s)
	for _, r := range refs {
		old := split[r.line][r.idx]
		if nw := f(old); nw != old {
			split[r.line][r.idx] = nw
			return hoJoin(split)
		}
	}
	return s
}

var (
	// Amounts as written in prose: 18.750,00 €, 33,000円, 3億2,000万円, 1,400万円.
	ho18aDeAmount = regexp.MustCompile(`\d{1,3}(?:\.\d{3})*,\d{2} ?€`)
	ho18aJaAmount = regexp.MustCompile(`\d+億(?:\d[\d,]*万)?円|\d[\d,]*万円|\d[\d,]*円`)
	// A price-like JSON member: "einzelpreis": 185.00, "unit_price": 12800.
	ho18aJSONPrice = regexp.MustCompile(`"(\w*(?:preis|price)\w*)": (\d+(?:\.\d+)?)`)
	// People named in a text: Prof. Dr. Kühn, Frau Dr. Vogt, Herr Oßwald; 松田部長, 髙橋様,
	// 担当の西村.
	ho18aDePerson = regexp.MustCompile(`(?:Prof\. Dr\. |Frau Dr\. |Herrn? (?:Prof\. )?(?:Dr\. )?|Frau )\p{Lu}\p{Ll}+`)
	ho18aJaPerson = regexp.MustCompile(`\p{Han}{2}(?:部長|課長|様)|(?:担当の)\p{Han}{2}`)
)

// ho18aPersonMentions lists the person mentions of a text (not of a salutation line)
// with their byte offsets.
func ho18aPersonMentions(lang, s string) [][]int {
	re := ho18aDePerson
	if lang == "ja" {
		re = ho18aJaPerson
	}
	var out [][]int
	lineStart := 0
	for _, line := range strings.SplitAfter(s, "\n") {
		t := strings.TrimSpace(line)
		salutation := strings.HasPrefix(t, "Sehr geehrte") || (lang == "ja" && strings.HasSuffix(t, "様") && !strings.ContainsAny(t, "。、"))
		if !salutation {
			for _, loc := range re.FindAllStringIndex(line, -1) {
				a, b := lineStart+loc[0], lineStart+loc[1]
				if strings.HasPrefix(s[a:b], "担当の") {
					a += len("担当の")
				}
				out = append(out, []int{a, b})
			}
		}
		lineStart += len(line)
	}
	return out
}

var heldOutBatch18a = []heldOutKind{
	// A fact of the request that the golden does not state put in the answer's place:
	// the VAT rate as the VAT amount ("mwst": 19), the net fee as the taxed one (5,000円
	// for 5,500円), the faculty for the lab in the delivery block, the report's own date
	// as the decision deadline, the meeting's date as the next meeting's, the note's
	// date as the Monday, September's data for October's, the reserve's rest as the
	// extra cost, the FAX number as the new phone number, the message date as the
	// arrival date.
	{"ho18a_prompt_distractor_as_answer", "raw", func(lang, s string) string {
		return ho18aEarliest(s, [][2]string{
			{`"mwst": 165.11`, `"mwst": 19`},
			{"Labor für Hochspannungstechnik", "Fakultät für Elektrotechnik"},
			{"bis zum 21.10.2026 freizugeben", "bis zum 14.10.2026 freizugeben"},
			{"Die nächste Sitzung findet am 12.11.2026 statt.", "Die nächste Sitzung findet am 15.10.2026 statt."},
			{"am Montag, 19.10.2026, ab 8 Uhr", "am Montag, 16.10.2026, ab 8 Uhr"},
			{"追加ユーザー分の料金5,500円（税込）", "追加ユーザー分の料金5,000円（税込）"},
			{"10月分の勤怠データ", "9月分の勤怠データ"},
			{"追加費用は約1,400万円", "追加費用は約2,600万円"},
			{"新しい電話番号は06-6345-7781", "新しい電話番号は06-6345-7790"},
			{"（10月14日着）", "（10月15日着）"},
		})
	}},
	// A lower bound made an upper bound or the other way round (mindestens 3 Jahren →
	// höchstens 3 Jahren, bis zu zwei Minuten → mindestens zwei Minuten, 2メートル以内 →
	// 2メートル以上, 最大 → 最低).
	{"ho18a_min_max_bound_swapped", "first", func(lang, s string) string {
		if lang == "ja" {
			return ho18aEarliest(s, [][2]string{{"以内", "以上"}, {"最大", "最低"}, {"以上", "以内"}, {"最低", "最大"}})
		}
		return ho18aEarliest(s, [][2]string{{"mindestens", "höchstens"}, {"höchstens", "mindestens"}, {"bis zu ", "mindestens "},
			{"maximal", "minimal"}, {"minimal", "maximal"}})
	}},
	// An approval or a check reported in the opposite state: passed → failed, pending →
	// granted, released → rejected, requested → already granted (ist bestanden → ist
	// gescheitert, 確定いたしました → 仮押さえしております, 確認済み → 確認中,
	// 承認を求めている → 承認を得た).
	{"ho18a_approval_status_flipped", "first", func(lang, s string) string {
		if lang == "ja" {
			return ho18aEarliest(s, [][2]string{{"確定いたしました", "仮押さえしております"}, {"確認済み", "確認中"},
				{"承認を求めている", "承認を得た"}, {"承認されました", "保留となりました"}})
		}
		return hoEarliest(s, []hoFuncRule{
			{regexp.MustCompile(`ist bestanden`), func(m []string) string { return "ist gescheitert" }},
			{regexp.MustCompile(`steht noch aus`), func(m []string) string { return "liegt bereits vor" }},
			{regexp.MustCompile(`freigegeben hat`), func(m []string) string { return "abgelehnt hat" }},
			{regexp.MustCompile(`bittet, (.+?) (?:bis zum [\d.]+ )?freizugeben`), func(m []string) string {
				return "teilt mit, dass die Geschäftsführung " + m[1] + " bereits freigegeben hat"
			}},
		})
	}},
	// A change reported in the opposite direction: extra costs as savings, a higher
	// subsidy as a lower one, a budget kept as exceeded, an added charge as a
	// reduction, a postponement as bringing the date forward.
	{"ho18a_increase_decrease_flipped", "first", func(lang, s string) string {
		if lang == "ja" {
			return ho18aEarliest(s, [][2]string{{"加算されて", "減額されて"}, {"延期する", "前倒しする"}, {"増加", "減少"}, {"値上げ", "値下げ"}})
		}
		return ho18aEarliest(s, [][2]string{{"Mehrkosten", "Einsparungen"}, {"höher ausfällt", "niedriger ausfällt"},
			{"bleibt eingehalten", "wird überschritten"}, {"Preiserhöhung", "Preissenkung"}})
	}},
	// A request or an obligation turned into an option (Bitte bringen Sie … mit →
	// Wenn Sie möchten, bringen Sie … mit; ご連絡くださいますようお願いいたします →
	// ご連絡いただいても構いません; ご返送ください → ご返送いただいても構いません).
	{"ho18a_obligation_made_optional", "first", func(lang, s string) string {
		if lang == "ja" {
			return ho18aEarliest(s, [][2]string{
				{"ご連絡くださいますようお願いいたします", "ご連絡いただいても構いません"},
				{"ご返送ください", "ご返送いただいても構いません"},
				{"お送りください", "お送りいただいても構いません"},
				{"交換してください", "交換していただいても構いません"},
			})
		}
		re := regexp.MustCompile(`(^|\n|[.;!] )Bitte (bringen|schicken|senden|bestätigen|geben|legen|reichen) Sie `)
		return hoFirstMatch(re, s, func(m []string) string { return m[1] + "Wenn Sie möchten, " + m[2] + " Sie " })
	}},
	// Two people named in the text trade places: in the last sentence naming both, or
	// else their first two mentions (Herr Weiß ist verreist, aber Frau Müller kann
	// aufschließen → Frau Müller ist verreist, aber Herr Weiß kann aufschließen;
	// 松田部長 ↔ 小西課長; the reporter and the expert of a protocol).
	{"ho18a_named_parties_swapped", "first", func(lang, s string) string {
		ms := ho18aPersonMentions(lang, s)
		name := func(m []int) string { return strings.TrimPrefix(strings.TrimPrefix(s[m[0]:m[1]], "Herrn "), "Herr ") }
		// the last sentence naming two different people
		split, refs := hoAllSentences(lang, s)
		offset := func(r sentenceRef) int {
			n := 0
			for i := 0; i < r.line; i++ {
				n += len(strings.Join(split[i], "")) + 1
			}
			for j := 0; j < r.idx; j++ {
				n += len(split[r.line][j])
			}
			return n
		}
		for k := len(refs) - 1; k >= 0; k-- {
			start := offset(refs[k])
			end := start + len(split[refs[k].line][refs[k].idx])
			var in [][]int
			for _, m := range ms {
				if m[0] >= start && m[1] <= end {
					in = append(in, m)
				}
			}
			for j := 1; j < len(in); j++ {
				if name(in[0]) != name(in[j]) {
					a, b := in[0], in[j]
					return s[:a[0]] + s[b[0]:b[1]] + s[a[1]:b[0]] + s[a[0]:a[1]] + s[b[1]:]
				}
			}
		}
		for j := 1; j < len(ms); j++ {
			if name(ms[0]) != name(ms[j]) {
				a, b := ms[0], ms[j]
				return s[:a[0]] + s[b[0]:b[1]] + s[a[1]:b[0]] + s[a[0]:a[1]] + s[b[1]:]
			}
		}
		return s
	}},
	// Sender and recipient swapped: what the company does becomes the customer's task
	// or the other way round (Wir senden Ihnen → Sie senden uns, der von Ihnen bestellten
	// Teile → der von uns bestellten Teile, 発送いたします → ご発送ください, お送りいたします →
	// お送りください, 追加していただいた → 追加いたしました, お送りいただいた写真 → お送りした写真).
	{"ho18a_sender_recipient_swapped", "first", func(lang, s string) string {
		if lang == "ja" {
			return ho18aEarliest(s, [][2]string{
				{"発送いたします", "ご発送ください"},
				{"をお送りいたします", "をお送りください"},
				{"作業員が訪問の30分前にお電話いたします", "訪問の30分前に作業員へお電話ください"},
				{"追加していただいたため", "追加いたしましたため"},
				{"お送りいただいた写真", "お送りした写真"},
			})
		}
		return ho18aEarliest(s, [][2]string{
			{"Wir senden Ihnen", "Sie senden uns"},
			{"von Ihnen bestellten", "von uns bestellten"},
			{"bittet um ein Rücksendeetikett", "schickt uns ein Rücksendeetikett"},
		})
	}},
	// A condition nobody stated attached to a dated commitment: only if the customer
	// confirms in writing (letters), only if all permits are there (summaries), only
	// if told in advance (Die Lieferung erfolgt am 12.11.2026 … → …, sofern Sie uns dies
	// bis dahin schriftlich bestätigen; 事前にご連絡をいただいた場合に限り、…発送いたします).
	{"ho18a_condition_invented", "first", func(lang, s string) string {
		if lang == "ja" {
			commit := regexp.MustCompile(`発送いたします|(?:クーポン|交換品|代替品|商品)をお送りいたします|お電話いたします|お届けいたします`)
			return ho18aFirstSentence(lang, s, func(sen string) string {
				if !commit.MatchString(sen) {
					return sen
				}
				lead := len(sen) - len(strings.TrimLeft(sen, " \u3000"))
				return sen[:lead] + "事前にご連絡をいただいた場合に限り、" + sen[lead:]
			})
		}
		dated := regexp.MustCompile(`\d{1,2}\.\d{1,2}\.\d{4}|\d{1,2}\. (?:Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember)`)
		actor := regexp.MustCompile(`(?:^|\s)(?:[Ww]ir |Die Lieferung erfolgt|verschiebt sich)`)
		letter := strings.HasPrefix(strings.TrimSpace(s), "Sehr geehrte")
		return ho18aFirstSentence(lang, s, func(sen string) string {
			t := strings.TrimRight(sen, " ")
			if !dated.MatchString(sen) || !actor.MatchString(sen) || strings.HasPrefix(strings.TrimSpace(sen), "Bitte") || !strings.HasSuffix(t, ".") {
				return sen
			}
			cond := ", sofern Sie uns dies bis dahin schriftlich bestätigen."
			if !letter {
				// a summary: a condition of the matter's own kind
				cond = ", sofern bis dahin alle Genehmigungen vorliegen."
			}
			return t[:len(t)-1] + cond + sen[len(t):]
		})
	}},
	// One member of a coordination silently dropped: the second of two things to
	// approve, of two app stores, of the input fields, of two summands (die Mehrkosten
	// und den neuen Termin → die Mehrkosten; 延期と予備費支出の承認 → 延期の承認;
	// App Store または Google Play → App Store).
	{"ho18a_coordinated_item_dropped", "first", func(lang, s string) string {
		if lang == "ja" {
			return hoEarliest(s, []hoFuncRule{
				{regexp.MustCompile(`(\p{Han}{2,})と\p{Han}{2,}の承認`), func(m []string) string { return m[1] + "の承認" }},
				{regexp.MustCompile(`([A-Za-z][A-Za-z ]*?) ?または ?[A-Za-z][A-Za-z ]*? ?から`), func(m []string) string { return m[1] + " から" }},
				{regexp.MustCompile(`(\p{Han}+)、\p{Han}+、(\p{Han}+)を入力`), func(m []string) string { return m[1] + "、" + m[2] + "を入力" }},
				{regexp.MustCompile(`(\d[\d,]*円（税込）)と[^、。]+?（税込）で`), func(m []string) string { return m[1] + "で" }},
			})
		}
		return hoEarliest(s, []hoFuncRule{
			{regexp.MustCompile(`\b((?:die|den) \p{L}+) und (?:die|den|das) (?:\p{Ll}+ )?\p{Lu}\p{L}+ (bis zum|freizugeben)`), func(m []string) string { return m[1] + " " + m[2] }},
			{regexp.MustCompile(`\b((?:aus dem|im) \p{Lu}[\p{L} ]*?) oder (?:von|aus dem|im) \p{Lu}\p{L}*(?: \p{Lu}\p{L}*)?`), func(m []string) string { return m[1] }},
			{regexp.MustCompile(`\b(die gewünschten \p{L}+) und \p{L}+ fest`), func(m []string) string { return m[1] + " fest" }},
		})
	}},
	// Two amounts of one sentence (or table row, or two price members of JSON records)
	// bound to each other's item: 18.750,00 € für die Stahlträger und 2.400,00 €
	// Pauschale → 2.400,00 € … und 18.750,00 €; 基本料金33,000円と追加ユーザー料金5,500円 →
	// 基本料金5,500円と追加ユーザー料金33,000円; "einzelpreis" 185.00 ↔ 64.50.
	{"ho18a_amounts_rebound_within_sentence", "raw", func(lang, s string) string {
		if strings.HasPrefix(strings.TrimSpace(s), "{") {
			locs := ho18aJSONPrice.FindAllStringSubmatchIndex(s, -1)
			for i := 0; i < len(locs); i++ {
				for j := i + 1; j < len(locs); j++ {
					a, b := locs[i], locs[j]
					if s[a[2]:a[3]] == s[b[2]:b[3]] && s[a[4]:a[5]] != s[b[4]:b[5]] {
						x, y := s[a[4]:a[5]], s[b[4]:b[5]]
						return s[:a[4]] + y + s[a[5]:b[4]] + x + s[b[5]:]
					}
				}
			}
			return s
		}
		re := ho18aDeAmount
		if lang == "ja" {
			re = ho18aJaAmount
		}
		return ho18aFirstSentence(lang, s, func(sen string) string { return ho18aSwapFirstTwo(re, sen) })
	}},
	// Two measures of one sentence bound to each other's item: 21 °C by day and 18 °C at
	// night → 18 °C by day and 21 °C at night; iOS 16以降、Android 11以降 → iOS 11以降、
	// Android 16以降; mindestens 3 Jahren … nur 2 Jahre → mindestens 2 Jahren … nur 3 Jahre.
	{"ho18a_measures_rebound_within_sentence", "first", func(lang, s string) string {
		res := []*regexp.Regexp{
			regexp.MustCompile(`\d+(?:,\d+)?(?: ?°C| ?GHz|-GHz| Jahren?\b| Wochen\b| Minuten\b)`),
			regexp.MustCompile(`(?:iOS|Android) \d+`),
			regexp.MustCompile(`\d+(?:メートル|秒|分|時間|週間|か月|名|台|基)`),
		}
		num := regexp.MustCompile(`\d+(?:,\d+)?`)
		// unit is what must agree for two measures to be swappable: the unit word
		// (Jahren and Jahre alike), or for versions the kind of version.
		unit := func(k int, x string, nx []int) string {
			if k == 1 {
				return "version"
			}
			return strings.TrimSuffix(strings.TrimLeft(x[nx[1]:], " -"), "n")
		}
		return ho18aFirstSentence(lang, s, func(sen string) string {
			for k, re := range res {
				locs := re.FindAllStringIndex(sen, -1)
				for i := 0; i+1 < len(locs); i++ {
					a, b := locs[i], locs[i+1]
					x, y := sen[a[0]:a[1]], sen[b[0]:b[1]]
					nx, ny := num.FindStringIndex(x), num.FindStringIndex(y)
					if unit(k, x, nx) != unit(k, y, ny) || x[nx[0]:nx[1]] == y[ny[0]:ny[1]] {
						continue
					}
					// each side keeps its own spelling of the unit (Jahren/Jahre)
					x2 := x[:nx[0]] + y[ny[0]:ny[1]] + x[nx[1]:]
					y2 := y[:ny[0]] + x[nx[0]:nx[1]] + y[ny[1]:]
					return sen[:a[0]] + x2 + sen[a[1]:b[0]] + y2 + sen[b[1]:]
				}
			}
			return sen
		})
	}},
	// A hedge or a proposal stated as a promise or a decision (お届けできる見込みです →
	// 必ずお届けいたします, 正しく測定できないことがあります → 正しく測定できません,
	// 延期することを提案している → 延期することが決定した, kann helfen → behebt das
	// Problem in jedem Fall).
	{"ho18a_hedge_made_promise", "first", func(lang, s string) string {
		if lang == "ja" {
			return ho18aEarliest(s, [][2]string{
				{"お届けできる見込みです", "必ずお届けいたします"},
				{"できないことがあります", "できません"},
				{"することを提案している", "することが決定した"},
				{"する見込みです", "することをお約束いたします"},
				{"予定です", "確定しております"},
			})
		}
		return ho18aEarliest(s, [][2]string{
			{"kann helfen", "behebt das Problem in jedem Fall"},
			{"voraussichtlich ", "garantiert "},
			{"schlägt vor", "hat beschlossen"},
		})
	}},
	// A firm commitment of the company turned into a best effort (Wir senden Ihnen am
	// 20.10.2026 … zu → Wir bemühen uns, Ihnen am 20.10.2026 … zuzusenden; Die Lieferung
	// erfolgt am … → Die Lieferung erfolgt nach Möglichkeit am …; 発送いたします →
	// 発送できるよう努めます).
	{"ho18a_commitment_made_best_effort", "first", func(lang, s string) string {
		if lang == "ja" {
			return ho18aEarliest(s, [][2]string{
				{"発送いたします", "発送できるよう努めます"},
				{"お送りいたします", "お送りできるよう努めます"},
				{"お電話いたします", "お電話するよう努めます"},
				{"お届けいたします", "お届けできるよう努めます"},
			})
		}
		return hoEarliest(s, []hoFuncRule{
			{regexp.MustCompile(`Wir senden Ihnen (.+?) zu([.;])(\s|$)`), func(m []string) string { return "Wir bemühen uns, Ihnen " + m[1] + " zuzusenden" + m[2] + m[3] }},
			{regexp.MustCompile(`Die Lieferung erfolgt am`), func(m []string) string { return "Die Lieferung erfolgt nach Möglichkeit am" }},
			{regexp.MustCompile(`bleibt unverändert`), func(m []string) string { return "bleibt nach Möglichkeit unverändert" }},
		})
	}},
	// A business document or number confused with a neighbouring one (Bestellnummer →
	// Kundennummer, Bestellung → Angebot, Rechnung → Mahnung, 請求書 → 見積書,
	// 見積番号 → 請求書番号, 注文番号 → 会員番号, 修理受付番号 → 保証書番号).
	{"ho18a_document_type_confused", "first", func(lang, s string) string {
		if lang == "ja" {
			return ho18aEarliest(s, [][2]string{{"請求書INV", "見積書INV"}, {"見積番号", "請求書番号"}, {"ご注文番号", "会員番号"},
				{"注文番号", "会員番号"}, {"修理受付番号", "保証書番号"}, {"契約番号", "会員番号"}})
		}
		return ho18aEarliest(s, [][2]string{{"Bestellnummer", "Kundennummer"}, {"aus der Bestellung", "aus dem Angebot"},
			{"Die Rechnung senden wir", "Die Mahnung senden wir"}, {"Rechnungsnummer", "Angebotsnummer"}, {"Angebotsnummer", "Rechnungsnummer"}})
	}},
	// A deadline stated as a fixed date or time: by → on (bis spätestens 19.10.2026 →
	// am 19.10.2026, spätestens 24 Stunden vorher → genau 24 Stunden vorher,
	// 2026年10月30日までに → 2026年10月30日に, お支払い期限は → ご請求日は).
	{"ho18a_deadline_made_fixed_date", "first", func(lang, s string) string {
		if lang == "ja" {
			return hoEarliest(s, []hoFuncRule{
				{regexp.MustCompile(`お支払い期限は`), func(m []string) string { return "ご請求日は" }},
				{regexp.MustCompile(`(日(?:（.）)?|\d時)までに`), func(m []string) string { return m[1] + "に" }},
				{regexp.MustCompile(`(日(?:（.）)?)までの`), func(m []string) string { return m[1] + "の" }},
				{regexp.MustCompile(`(日(?:（.）)?)までです`), func(m []string) string { return m[1] + "です" }},
			})
		}
		return hoEarliest(s, []hoFuncRule{
			{regexp.MustCompile(`bis spätestens (\d)`), func(m []string) string { return "am " + m[1] }},
			{regexp.MustCompile(`spätestens (\d+ Stunden)`), func(m []string) string { return "genau " + m[1] }},
			{regexp.MustCompile(`bis zum (\d{1,2}\.\d{1,2}\.\d{4}) (freizugeben|zu bestätigen|zu zahlen)`), func(m []string) string { return "am " + m[1] + " " + m[2] }},
			{regexp.MustCompile(`ist bis zum (\d)`), func(m []string) string { return "ist am " + m[1] }},
		})
	}},
}
