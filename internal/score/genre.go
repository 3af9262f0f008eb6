package score

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// The rules of stance about the kind of text the case asks for and the claims only
// a writer with other knowledge could make: a letter's frame on a summary or a
// table, a summary's label or a reader spoken of in the third person in a letter,
// hearsay for the writer's own facts, and claims about the case that nothing in it
// grounds (a carrier, a history of complaints, an internal note, the customer's
// anger or fault, a promise that it never happens again, a clause of the terms).

var (
	// letterSalutation is a letter's opening line: Sehr geehrte …, Liebe …, Hallo …; a
	// Japanese addressee alone on a line (…様, …御中, …各位, …部長) or 拝啓.
	letterSalutation = regexp.MustCompile(`(?m)^[ \t]*(?:(?:Sehr geehrte[rs]?|Liebe[rs]?|Hallo|Guten Tag)\b[^\n]{0,60}[,!]?[ \t]*$|[^\n。、]{1,30}(?:様|さま|御中|各位|殿|部長|課長|社長|先生)[ \t]*$|拝啓)`)
	// letterClosing is a letter's closing formula.
	letterClosing = regexp.MustCompile(`(?m)^[ \t]*(?:Mit freundlichen Grüßen|Freundliche Grüße|Viele Grüße|Beste Grüße|Herzliche Grüße|Mit besten Grüßen|Hochachtungsvoll|敬具|草々|以上、?よろしくお願い(?:いた|申し上げ)(?:します|ます)。?|よろしくお願い(?:いた|申し上げ)(?:します|ます)。?)[ \t,]*$`)
	// addressed is a word that speaks to the reader or of the writer's own acts.
	addressed = regexp.MustCompile(`\b(?:Sie|Ihnen|Ihre?[nmrs]?|wir|uns)\b|いたし|させていただ|ください|申し上げ|ございま|いただ`)
	// apologyWord is an apology.
	apologyWord = regexp.MustCompile(`(?i)entschuldig|es tut uns leid|bedauern|Unannehmlichkeiten|申し訳|お詫び|ご迷惑をおかけ|ご不便をおかけ`)
	// summaryLabel is a label that announces a summary.
	summaryLabel = regexp.MustCompile(`(?m)^[ \t*#]*(?:Zusammenfassung|Kurzfassung|Kurz gesagt|Kurzum|TL;DR|TLDR|Summary|要約|概要|まとめ|要旨)[ \t*]*[:：]|【(?:要約|概要|まとめ|要旨)】`)
	// thirdPersonReader is the reader of a letter spoken of as the customer.
	thirdPersonReader = regexp.MustCompile(`(?m)(?:^|[.!?]\s+)(?:Der Kunde|Die Kundin|Dem Kunden|Der Kundin)\s|お客様(?:より|から)[^。\n]{0,40}(?:ありました|ございました|を受け|届きました|がありました)`)
	// ownHearsay is hearsay: what the writer was told.
	ownHearsay = regexp.MustCompile(`とのことです|とのこと[。、]|と聞いております|と伺っております|そうです[。、]`)
	// ungrounded are claims that only another source could make; each is named when
	// neither the golden nor the request writes its words.
	ungrounded = []struct {
		re   *regexp.Regexp
		what string
		// known, when set, is a word of the case that names the same kind of thing
		// (eine interne Notiz): then the answer may cite it.
		known *regexp.Regexp
	}{
		{regexp.MustCompile(`\b(?:DHL|UPS|DPD|GLS|FedEx|Hermes|Deutsche Post|TNT)\b|ヤマト運輸|佐川急便|日本郵便|ゆうパック|西濃運輸|福山通運|クロネコ`), "a carrier", nil},
		{regexp.MustCompile(`(?i)(?:bereits|schon) (?:die|der|das) (?:zweite|dritte|vierte|fünfte|\d+\.) (?:Meldung|Reklamation|Beschwerde|Anfrage|Mal)|zum (?:zweiten|dritten|vierten|wiederholten|\d+\.) Mal|wiederholt (?:gemeldet|reklamiert|beschwert)|今回で\d+回目|\d+回目の(?:問い合わせ|ご連絡|連絡|苦情|クレーム)|度重なる|再三の`), "a history of earlier complaints", nil},
		{regexp.MustCompile(`社内(?:メモ|資料|記録|の記録)|議事録によ|記録によりますと|(?i:laut (?:einer |unserer )?(?:internen?|interner) \p{L}+|laut (?:Aktennotiz|Vermerk|Notiz)|gemäß (?:unserer )?(?:internen?|interner) \p{L}+)`), "an internal note as the source", regexp.MustCompile(`(?i)intern|notiz|vermerk|社内|メモ|議事録`)},
		{regexp.MustCompile(`立腹|激怒|憤慨|怒って|不満を募ら|(?i:\b(?:verärgert|wütend|aufgebracht|empört|erbost|sauer)\b)`), "the customer's anger", nil},
		{regexp.MustCompile(`操作ミス|誤操作|使い方の誤り|お客様の過失|利用者側の|(?i:\b(?:Bedienfehler|Fehlbedienung|unsachgemäß\p{L}*|Eigenverschulden|selbst verschuldet)(?:[^\p{L}]|$))`), "the customer's fault", nil},
		{regexp.MustCompile(`二度と(?:起こ|発生|繰り返|ない)|再発しないことを(?:お約束|保証)|(?i:(?:garantieren|versichern) (?:Ihnen )?, dass (?:so etwas|dies|das) (?:nie|nicht) wieder|nie wieder vorkommen|nicht wieder vorkommen wird)`), "a promise that it never happens again", nil},
		{regexp.MustCompile(`§\s?\d+|\bAGB\b|Allgemeinen Geschäftsbedingungen|利用規約第?\d*条?|約款第\d+条|規約第\d+条`), "a clause of the terms", nil},
		{regexp.MustCompile(`\d日(?:（.）|\(.\))?(?:午前中|午後|夕方|夜間)|(?i:\b(?:vormittags|nachmittags|abends)\b)`), "a time of day", nil},
		{regexp.MustCompile(`(?i:\balle \d+(?:[,.]\d+)? (?:Sekunden|Minuten|Stunden|Tage|Wochen|Monate|Jahre)\b)|\d+(?:秒|分|時間|日|週間|か月|ヶ月|年)(?:おき|ごと)`), "an interval", nil},
		{regexp.MustCompile(`\d{1,2}時台`), "an hour band", nil},
		{regexp.MustCompile(`(?i:\b(?:Passwort|Kennwort|PIN|CVC|CVV|Kartenprüfnummer|TAN)\b)|パスワード|暗証番号|セキュリティコード|マイナンバー`), "a secret no business asks for", regexp.MustCompile(`(?i)passwort|kennwort|パスワード|\bpin\b`)},
		{regexp.MustCompile(`(?i:\b(?:OEM|Zulieferer\p{L}*|Subunternehmer\p{L}*)\b)|製造元|委託先|下請け`), "a supplier", nil},
		{regexp.MustCompile(`(?i:zweifelhaft\p{L}*|unseriös\p{L}*|dubios\p{L}*|schlechten ruf|unzuverlässig\p{L}*)|評判が悪い|信頼できない|いい加減な|悪評`), "a disparaging judgement", nil},
		{regexp.MustCompile(`(?i:zurückgezogen|zurückgenommen|widerrufen)|取り下げ|撤回`), "a withdrawal", nil},
		{regexp.MustCompile(`(?i:\bverleg\p{L}*|\bverschieb\p{L}*|\bverschob\p{L}*)|延期|日程を変更`), "a change of date", regexp.MustCompile(`(?i)verleg|verschieb|verschob|änder|延期|変更|移転|遅れ|verzöger`)},
		{regexp.MustCompile(`(?:^|[^\p{L}])[Uu]nser(?:e|er|en)? (?:Mitarbeiter\p{L}*|Kolleg\p{L}*|Angestellte\p{L}*)|弊社(?:の)?(?:社員|スタッフ|従業員)の`), "a person made the writer's staff", nil},
		{regexp.MustCompile(`(?i:\bin (?:Schwarz|Weiß|Rot|Blau|Grün|Grau|Silber|Gold|Beige|Braun|Anthrazit)(?:[^\p{L}]|$))|[（(](?:ブラック|ホワイト|レッド|ブルー|シルバー|グレー|ゴールド|黒|白|赤|青)[）)]`), "a colour", nil},
		{regexp.MustCompile(`ご夫妻|ご夫婦|(?:^|[^\p{L}])(?:Ehepaar|Eheleute|Herr und Frau \p{Lu})`), "a couple", nil},
		{regexp.MustCompile(`販売店|販売代理店|代理店|配送業者|メーカー|(?:^|[^\p{L}])(?:Hersteller\p{L}*|Händler\p{L}*|Fachhändler\p{L}*|Paketdienst\p{L}*)`), "a third party to turn to", regexp.MustCompile(`販売店|代理店|配送業者|メーカー|Hersteller|Händler|Paketdienst|Spedition`)},
		{regexp.MustCompile(`(?i:(?:Genehmigung|Antrag|Freigabe|Zustimmung|Anfrage|Bitte)\p{L}* (?:\p{L}+ ){0,4}(?:wurde|ist|wird|wurden) (?:\p{L}+ ){0,2}(?:verweigert|abgelehnt)|\berfolglos\b)|却下|不承認|承認(?:されませんでした|されなかった|が得られなかった)`), "a refusal", nil},
		// Qualifiers that narrow what the case promises to whom, where, how or on what
		// terms: each a condition no one set.
		{regexp.MustCompile(`(?i:zzgl\.|zuzüglich|exkl\.|exklusive|plus (?:Versand|Porto|MwSt))|別途(?:送料|手数料|費用|料金)|送料別`), "a surcharge", regexp.MustCompile(`(?i)zzgl|zuzüglich|exkl|別途|送料別`)},
		{regexp.MustCompile(`(?i:für (?:Stamm|Neu|Bestands|Premium|Vertrags|Geschäfts)kunden|nur für (?:Mitglieder|Kunden)|für Mitglieder|Mitgliedern vorbehalten)|会員様限定|会員限定|会員様のみ|初めてご利用のお客様|ご契約中の|新規のお客様|既存のお客様`), "a restriction to a group of customers", nil},
		{regexp.MustCompile(`(?i:solange (?:der )?Vorrat reicht|nach Verfügbarkeit|sofern (?:verfügbar|vorrätig|lieferbar)|vorbehaltlich|auf (?:Anfrage|Wunsch)|falls gewünscht)|在庫がある限り|在庫限り|在庫状況により|ご希望があれば|ご希望に応じて|ご要望に応じて|ご希望の場合に限り`), "a condition of stock or request", nil},
		{regexp.MustCompile(`(?i:(?:innerhalb|während) der Garantie\p{L}*|im Rahmen der Garantie|Garantiefall)|保証期間内|保証期間中|保証の範囲内|保証対象`), "a warranty condition", regexp.MustCompile(`(?i)garantie|gewährleistung|保証`)},
		{regexp.MustCompile(`(?i:innerhalb Deutschlands|(?:^|[^\p{L}])in Deutschland|nur im Inland|im Inland|ausgenommen Inseln|außer (?:auf )?Inseln|abgelegene Gebiete)|国内版|国内店舗|国内のみ|国内限定|一部地域を除|離島を除`), "a regional restriction", regexp.MustCompile(`(?i)deutschland|inland|国内|一部地域|離島`)},
		{regexp.MustCompile(`(?i:(?:ausschließlich|nur) (?:telefonisch|per E-Mail|per Mail|schriftlich|per Post|online))|(?:お)?電話でのみ|メールでのみ|書面でのみ|窓口でのみ`), "a channel restriction", nil},
		{regexp.MustCompile(`(?i:nur an (?:den|die) (?:Besteller\p{L}*|Empfänger\p{L}*|Kunden|Kundin) persönlich|persönliche Übergabe|nur gegen Vorlage)|ご本人様のみ|ご本人様限り|ご本人確認`), "a handover restriction", nil},
		{regexp.MustCompile(`(?i:bei (?:Abnahme|Bestellung) von mindestens|ab einem (?:Bestellwert|Auftragswert)|Mindestbestell\p{L}*|Mindestabnahme\p{L}*)|以上ご注文の場合|以上のご注文で|最低注文`), "a minimum order", nil},
		{regexp.MustCompile(`(?i:im Grundumfang|in der Grundversion|Basisversion|Basisfunktion\p{L}*)|基本機能のみ|一部機能のみ|一部商品のみ`), "a partial scope", nil},
		{regexp.MustCompile(`(?i:versandkostenfrei|portofrei|versandkostenlos)|送料無料`), "free shipping for a free item", regexp.MustCompile(`(?i)versandkosten|porto|送料`)},
		{regexp.MustCompile(`(?i:Zwischensumme|Zwischenbetrag)|小計`), "a subtotal", regexp.MustCompile(`(?i)zwischen|小計`)},
		{regexp.MustCompile(`(?i:alle(?:n)? (?:betroffenen )?Kunden|sämtliche(?:n)? Kunden)|対象となる(?:全ての|すべての)お客様|全てのお客様に|すべてのお客様に`), "a remedy for all customers", nil},
		{regexp.MustCompile(`\d円[〜~～](?:\s|\||$)|(?i:(?:^|[^\p{L}])ab \d[\d.,]* ?(?:€|EUR|Euro))`), "a price given as a starting price", nil},
		{regexp.MustCompile(`船便|船積み|航空便|(?i:per Schiff|Seefracht|Luftfracht|per Luftpost)`), "a mode of shipping", regexp.MustCompile(`(?i)船便|航空便|schiff|fracht|luftpost`)},
		{regexp.MustCompile(`(?i:zulasten|zu Lasten|auf Kosten (?:von|des|der))|(?:の|が)負担と|負担する`), "a party charged", regexp.MustCompile(`(?i)zulasten|zu lasten|auf kosten|負担`)},
		{regexp.MustCompile(`(?i:Originalverpackung|Originalkarton|(?:Personal|Licht)ausweis)|元の箱|元箱|購入時の箱|身分証`), "an extra requirement", regexp.MustCompile(`(?i)verpackung|karton|ausweis|箱|身分証`)},
		{regexp.MustCompile(`十数|数十|数百|(?i:\bein(?:ige)? Dutzend\b)`), "a vague count", nil},
		{regexp.MustCompile(`平均|(?i:\bdurchschnittlich\p{L}*|\bim Schnitt\b|\bDurchschnitt\p{L}*)`), "an average", nil},
		{regexp.MustCompile(`\d+(?:個|箱|冊|台|本|枚|件|名|人|点)目|第\d+(?:週間|日間|か月|ヶ月)|\b\d+\. (?:Wochen|Tage|Monate|Jahre|Stunden|Minuten|Sekunden)\b`), "an ordinal for a count", nil},
	}
)

// isLetter reports whether a text has a letter's frame: a salutation or a closing.
func isLetter(text string) bool {
	return letterSalutation.MatchString(text) || letterClosing.MatchString(text)
}

// genreFaults names what makes the answer another kind of text than the golden, or a
// writer's claim that nothing in the case grounds.
func genreFaults(lang, golden, request string, parts []string, as []string, gs []string) []string {
	var out []string
	answer := strings.Join(parts, "\n")
	source := golden + "\n" + request
	gparts := factTexts(golden)
	letter := false
	for _, g := range gparts {
		letter = letter || isLetter(g)
	}
	count := func(re *regexp.Regexp, texts []string) int {
		n := 0
		for _, t := range texts {
			n += len(re.FindAllString(t, -1))
		}
		return n
	}
	// A letter's frame where the golden writes none, or more of them: a summary or a
	// table signed off, a summary field opened with its addressee.
	// A letter may close otherwise than the golden (よろしくお願いいたします for 今後とも
	// よろしくお願い申し上げます); only a text that is no letter gains a closing.
	for _, re := range []*regexp.Regexp{letterSalutation, letterClosing} {
		if re == letterClosing && letter {
			continue
		}
		if count(re, parts) > count(re, gparts) {
			out = append(out, fmt.Sprintf("%q: a letter's salutation or closing the golden does not write", strings.TrimSpace(re.FindString(answer))))
			break
		}
	}
	// A text that speaks to nobody (a summary, a table; no letter's frame, no humble
	// or polite request) has no one to apologise to.
	if !letter && !apologyWord.MatchString(source) && !addressed.MatchString(golden) {
		if m := apologyWord.FindString(answer); m != "" {
			out = append(out, fmt.Sprintf("%q: an apology in a text that is no letter and has nothing to apologise for", m))
		}
	}
	if letter {
		if m := newMatches(summaryLabel, answer, source); len(m) > 0 {
			out = append(out, fmt.Sprintf("%q: a summary's label in a letter", strings.TrimSpace(m[0])))
		}
		if m := newMatches(thirdPersonReader, answer, source); len(m) > 0 {
			out = append(out, fmt.Sprintf("%q: speaks of the reader of a letter in the third person", strings.TrimSpace(m[0])))
		}
		if lang == "ja" {
			for _, a := range as {
				if m := ownHearsay.FindString(a); m != "" && strings.ContainsFunc(a, isDigit) && !strings.Contains(source, m) &&
					!strings.Contains(a, "希望") && !strings.Contains(a, "様") {
					out = append(out, fmt.Sprintf("%q: the writer's own fact told as hearsay (%s)", clipRunes(strings.TrimSpace(a), 50), m))
					break
				}
			}
		}
	}
	// A cause is reworded freely (des Produktionsablaufs for des Fertigungsablaufs);
	// only an answer that keeps the golden's other sentences word for word has its
	// cause judged.
	if kept := keptSentences(lang, gs, answer); kept >= 2 && kept >= len(gs)-1 {
		out = append(out, inventedCauses(lang, source, as)...)
	}
	out = append(out, durationsAsOrdinals(lang, golden, answer)...)
	out = append(out, datesReframed(lang, golden, answer)...)
	out = append(out, renamed(golden, request, answer)...)
	out = append(out, supersededDates(lang, golden, as)...)
	for _, u := range ungrounded {
		if u.known != nil && u.known.MatchString(source) {
			continue
		}
		trim := func(w string) string {
			return strings.TrimFunc(w, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '§' })
		}
		if m := slices.DeleteFunc(newMatches(u.re, answer, source), func(w string) bool {
			return strings.Contains(strings.ToLower(source), strings.ToLower(trim(w)))
		}); len(m) > 0 {
			out = append(out, fmt.Sprintf("%q: %s, which the case never mentions", trim(m[0]), u.what))
		}
	}
	return out
}

var (
	// jaCauseMarker ends a Japanese cause (…により, …のため, …の影響で); the cause is
	// the words before it back to the last comma or the sentence's start.
	jaCauseMarker = regexp.MustCompile(`(?:により|によって|のため|が原因で|の影響で|の都合で|の都合により)`)
	// deCausePhrase is a German cause: aufgrund, wegen or infolge and the noun phrase
	// after it.
	deNoun        = regexp.MustCompile(`\p{Lu}\p{L}{3,}`)
	deCausePhrase = regexp.MustCompile(`(?:[Aa]ufgrund|[Ww]egen|[Ii]nfolge)\s+((?:(?:des|der|dem|den|eines|einer|einem|von|vom)\s+)?(?:\p{Ll}+\s+){0,2}\p{Lu}[\p{L}-]+(?:\s+(?:des|der|im|in der|beim)\s+(?:\p{Ll}+\s+)?\p{Lu}[\p{L}-]+)?)`)
)

// inventedCauses names a cause of the answer whose content words are mostly
// unknown to the case, more than half of them and one at least: "Aufgrund eines
// Lieferengpasses" where the case gives its own reason, "システム障害により" for
// 作業遅延. A German word counts as the case's when the case writes it without its
// ending (a compound's first part is not enough: Lieferengpass is not Lieferung).
func inventedCauses(lang, source string, as []string) []string {
	low := strings.ToLower(source)
	var phrases []string
	for _, a := range as {
		if lang == "ja" {
			for _, loc := range jaCauseMarker.FindAllStringIndex(a, -1) {
				before := a[:loc[0]]
				if i := strings.LastIndexAny(before, "、。「（(\n"); i >= 0 {
					_, size := utf8.DecodeRuneInString(before[i:])
					before = before[i+size:]
				}
				phrases = append(phrases, before)
			}
		} else {
			for _, m := range deCausePhrase.FindAllStringSubmatch(a, -1) {
				phrases = append(phrases, m[1])
			}
		}
	}
	for _, p := range phrases {
		var words, unknown []string
		if lang == "ja" {
			words = jaContentWord.FindAllString(p, -1)
			for _, w := range words {
				if !supportedWord(lang, w, source, low) {
					unknown = append(unknown, w)
				}
			}
		} else {
			for _, w := range deNoun.FindAllString(p, -1) {
				words = append(words, w)
				stem := strings.ToLower(strings.TrimRight(w, "sn"))
				stem = strings.TrimSuffix(stem, "e")
				if len([]rune(stem)) > 4 && !strings.Contains(low, stem) {
					unknown = append(unknown, w)
				}
			}
		}
		if len(unknown) > 0 && len(unknown)*2 > len(words) {
			return []string{fmt.Sprintf("%q: a cause the case never gives (%s)", strings.TrimSpace(p), strings.Join(unknown, ", "))}
		}
	}
	return nil
}

var (
	// deSpanOfTime is a German duration (6 Wochen) and jaSpanOfTime a Japanese one (2週間).
	deSpanOfTime = regexp.MustCompile(`\b(\d{1,3}) (Woche|Tag|Monat|Jahr|Stunde|Minute)n?e?\b`)
	jaSpanOfTime = regexp.MustCompile(`(\d{1,3})(週|日|か月|ヶ月|年|時)間?`)
)

// durationsAsOrdinals names a duration of the golden (6 Wochen, 2週間) that the answer
// writes as the ordinal of its unit (6. Woche, 第2週) and nowhere as the duration: a
// span of time told as a point in it.
func durationsAsOrdinals(lang, golden, answer string) []string {
	re := deSpanOfTime
	if lang == "ja" {
		re = jaSpanOfTime
	}
	for _, m := range re.FindAllStringSubmatch(golden, -1) {
		n, unit := m[1], m[2]
		ordinal := n + ". " + unit
		if lang == "ja" {
			ordinal = "第" + n + strings.TrimSuffix(strings.TrimSuffix(unit, "か月"), "ヶ月")
			if unit == "か月" || unit == "ヶ月" {
				ordinal = "第" + n + "月"
			}
		}
		if strings.Contains(answer, ordinal) && !strings.Contains(answer, m[0]) && !strings.Contains(golden, ordinal) {
			return []string{fmt.Sprintf("%q: the golden's duration %q told as a point in time", ordinal, m[0])}
		}
	}
	return nil
}

var (
	// dateChoice is two dates offered as alternatives (am 23.11. oder am 02.11.,
	// 10月16日または10月21日).
	dateChoice = regexp.MustCompile(`\d{1,2}\.\d{1,2}\.(?:\d{2,4})?\s+(?:oder|bzw\.|beziehungsweise)\s+(?:am\s+|den\s+)?\d{1,2}\.\d{1,2}\.|\d{1,2}日(?:（.）|\(.\))?(?:または|もしくは|か)\d{0,4}年?\d{0,2}月?\d{1,2}日`)
	// deMove is a move from one date to another (vom 02.11.2026 auf den 16.11.2026);
	// jaMove its Japanese form (11月9日から11月24日に).
	deMove = regexp.MustCompile(`vom (\d{1,2}\.\d{1,2}\.\d{2,4}) auf den (\d{1,2}\.\d{1,2}\.\d{2,4})`)
	jaMove = regexp.MustCompile(`(\d{1,2}月\d{1,2}日)から(\d{1,2}月\d{1,2}日)(?:（.）|\(.\))?に`)
)

// datesReframed names an answer that offers two dates as a choice where the golden
// offers none, or that tells the golden's move from one date to another as a period
// between them (vom 02.11. bis zum 16.11.; 11月9日から11月24日までの間).
func datesReframed(lang, golden, answer string) []string {
	if m := dateChoice.FindString(answer); m != "" && !dateChoice.MatchString(golden) {
		return []string{fmt.Sprintf("%q: two dates offered as a choice the case never gives", m)}
	}
	re := deMove
	if lang == "ja" {
		re = jaMove
	}
	for _, m := range re.FindAllStringSubmatch(golden, -1) {
		if lang == "ja" {
			// A weekday may stand between the end date and まで: 11月24日（火）まで.
			if until := m[1] + "から" + m[2]; jaUntil(answer, until) && !jaUntil(golden, until) {
				return []string{fmt.Sprintf("%q: the golden's move from one date to another told as a period", until+"…まで")}
			}
			continue
		}
		for _, p := range []string{"vom " + m[1] + " bis", m[1] + " bis zum " + m[2], m[1] + " bis " + m[2]} {
			if strings.Contains(answer, p) && !strings.Contains(golden, p) {
				return []string{fmt.Sprintf("%q: the golden's move from one date to another told as a period", p)}
			}
		}
	}
	return nil
}

// untilAfter is まで after a date, its weekday in brackets between.
var untilAfter = regexp.MustCompile(`^(?:（.）|\(.\))?まで`)

// jaUntil reports whether text writes span followed by まで.
func jaUntil(text, span string) bool {
	for i := strings.Index(text, span); i >= 0; {
		rest := text[i+len(span):]
		if untilAfter.MatchString(rest) {
			return true
		}
		j := strings.Index(rest, span)
		if j < 0 {
			return false
		}
		i += len(span) + j
	}
	return false
}

var (
	// quotedName is a name in quotation marks (German „…“, Japanese 「…」).
	quotedName = regexp.MustCompile(`„([^“”\n]{2,40})[“”]|「([^」\n]{2,40})」`)
	// firmName is a firm named by a word (Firma Weiß).
	firmName = regexp.MustCompile(`(?:^|[^\p{L}])Firma (\p{Lu}\p{Ll}+)`)
	// titledName is a German name after its title (Frau Müller-Weiß, Prof. Dr. Kühn).
	titledName = regexp.MustCompile(`\b(?:Herrn?\s+|Frau\s+|Prof\.\s+|Dr\.\s+)(?:(?:Prof|Dr)\.\s+)*(\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)*)`)
	// personName is a given and a family name on a line of their own (a signature:
	// Ken Yamada).
	personName = regexp.MustCompile(`(?m)^[ \t]*(\p{Lu}\p{Ll}+) (\p{Lu}\p{Ll}+)[ \t]*$`)
	// legalName is a German company with its legal form (Nordkälte AG).
	legalName = regexp.MustCompile(`(\p{Lu}[\p{L}-]+) (?:AG|GmbH|KG|SE|OHG|e\.K\.)(?:[^\p{L}]|$)`)
)

// renamed names a name the answer quotes or gives a title to that the case never
// writes where it quotes or titles names itself: a product's edition (Nordlicht 40
// Plus), a compass word flipped (Südwärme L9), two people fused into one double name
// (Frau Müller-Weiß). A paraphrase quotes the case's labels as they are.
func renamed(golden, request, answer string) []string {
	source := golden + "\n" + request
	if quotedName.MatchString(source) {
		for _, m := range quotedName.FindAllStringSubmatch(answer, -1) {
			// Emphasis inside the quotation marks is layout („**Nordlicht 40**“).
			name := strings.Trim(m[1]+m[2], "*_ ")
			if !strings.Contains(source, name) {
				// A name whose words the case writes is a quotation of it (a menu
				// path with another arrow); one with a word the case never writes is
				// another name.
				words := slices.DeleteFunc(strings.Fields(name), func(w string) bool { return !strings.ContainsFunc(w, unicode.IsLetter) })
				if len(words) > 0 && !allIn(words, source) {
					return []string{fmt.Sprintf("%q: a name the case never writes", name)}
				}
			}
		}
	}
	// A person of the case called a firm (Firma Weiß for Herr Weiß).
	addressed := map[string]bool{}
	for _, m := range titledName.FindAllStringSubmatch(source, -1) {
		if strings.HasPrefix(m[0], "Herr") || strings.HasPrefix(m[0], "Frau") {
			addressed[m[1]] = true
		}
	}
	for _, m := range firmName.FindAllStringSubmatch(answer, -1) {
		if addressed[m[1]] && !strings.Contains(source, m[0]) {
			return []string{fmt.Sprintf("%q: a person of the case called a firm", m[0])}
		}
	}
	// A family name of the case after a given name the case never writes (Hiroshi
	// Yamada for Ken Yamada): another person.
	given := map[string]bool{}
	for _, m := range personName.FindAllStringSubmatch(source, -1) {
		given[m[2]] = true
	}
	for _, m := range personName.FindAllStringSubmatch(answer, -1) {
		if given[m[2]] && !strings.Contains(source, m[1]) && !notGivenName[m[1]] {
			return []string{fmt.Sprintf("%q: a given name the case never writes", strings.TrimSpace(m[0]))}
		}
	}
	for _, m := range legalName.FindAllStringSubmatch(answer, -1) {
		if legalName.MatchString(source) && !strings.Contains(source, m[1]) {
			return []string{fmt.Sprintf("%q: a company the case never names", strings.TrimSpace(m[0]))}
		}
	}
	for _, m := range titledName.FindAllStringSubmatch(answer, -1) {
		// A person the case never names, addressed or mentioned (…, Frau Lindner.): a
		// name from another conversation. A title word after Herr or Frau (Herr
		// Professor, Frau Doktor) is no name.
		if !strings.Contains(source, m[1]) && !titleWord[m[1]] && (strings.Contains(m[1], "-") || len([]rune(m[1])) >= 4) {
			return []string{fmt.Sprintf("%q: a name the case never writes", m[1])}
		}
	}
	return nil
}

// titleWord are the words that follow Herr or Frau as a title, not a name.
var titleWord = wordSet("Professor Professorin Doktor Doktorin Kollege Kollegin Direktor Direktorin Präsident Präsidentin Pfarrer Minister Ministerin Bürgermeister Bürgermeisterin Vorsitzende Vorsitzender Kunde Kundin Nachbar Nachbarin Rechtsanwalt Rechtsanwältin Ingenieur Ingenieurin")

// allIn reports whether every word is in s.
func allIn(words []string, s string) bool {
	for _, w := range words {
		if !strings.Contains(s, strings.Trim(w, ",.;:!?()")) {
			return false
		}
	}
	return true
}

// supersededDates names an answer sentence that states the date the golden moves
// away from (vom 02.11.2026 auf den 16.11.2026) without the move: neither the new date
// nor a word that marks the old one as the old one (vom, statt, ursprünglich, 当初,
// から) stands with it. "Gilt wieder der 02.11.2026" restores what the case replaced.
func supersededDates(lang, golden string, as []string) []string {
	re := deMove
	if lang == "ja" {
		re = jaMove
	}
	for _, m := range re.FindAllStringSubmatch(golden, -1) {
		old, now := m[1], m[2]
		var clauses []string
		for _, a := range as {
			// A German sentence ending in a date runs on into the next (…16.11.2026.
			// Sollte …): split at every stop before a blank.
			clauses = append(clauses, clauseStop.Split(a, -1)...)
		}
		for _, a := range clauses {
			if strings.Contains(a, old) && !strings.Contains(a, now) && (!oldMarked.MatchString(a) || heldAnyway.MatchString(a)) {
				return []string{fmt.Sprintf("%q states the date the case moves away from as if it held", clipRunes(strings.TrimSpace(a), 60))}
			}
		}
	}
	return nil
}

// clauseStop is a full stop, semicolon or question mark before a blank.
var clauseStop = regexp.MustCompile(`[.;!?。]\s+`)

// oldMarked is a word that marks a date as the one replaced.
var oldMarked = regexp.MustCompile(`(?i)\bvom\b|\bstatt\b|anstelle|ursprünglich|bisher|geplant|vorgesehen|verschoben|verlegt|当初|から|予定でした|予定だった|変更|延期`)

// notGivenName are capitalised words that open a signature line without being a given
// name (Ihr Kundenservice, Freundliche Grüße).
var notGivenName = map[string]bool{"Ihr": true, "Ihre": true, "Freundliche": true, "Viele": true, "Beste": true,
	"Herzliche": true, "Liebe": true, "Team": true, "Kundenservice": true, "Abteilung": true}
