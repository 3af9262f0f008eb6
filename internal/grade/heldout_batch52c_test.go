package grade

// Blind batch 52c: a support team's regression suite of failure modes seen after an
// inference upgrade (new quantization, a new chunked-prefill budget, speculative
// decoding). Every kind leaves a fluent, plausible answer with exactly one defect: an
// answer sentence replaced by an acknowledgement of the question, a next step or a
// gift the case never offers, a bullet's second clause carried into the next bullet,
// the reader's action sentence swapped for a pleasantry, the deadline of the reader's
// action cut, a key amount made a generic "agreed sum", every duration of a sentence
// one unit up, a business noun of one phrase left in the other language, an
// "unchanged" statement widened to a sibling that did change, the help offer limited
// to postal mail, a summary slipping into the reported party's first person, a firm
// date given an invented tolerance, and the apology turned into blaming the reader.

import (
	"regexp"
	"strings"
)

var (
	ho52cDeLetter = regexp.MustCompile(`^Sehr geehrte`)
	ho52cJaLetter = regexp.MustCompile(`^[^\n。]{1,20}(?:様|部長|課長)\n`)
	ho52cBullet   = regexp.MustCompile(`^(?:- |・)`)

	// An answer sentence that states a fact about its subject with a figure in it.
	ho52cDeAnswer = regexp.MustCompile(`^(Der|Die|Das) ((?:\p{Ll}+e )?)(\p{Lu}\p{Ll}+) (?:erfolgt|bleibt|beträgt|findet|ist|kommt)\b.*\d.*\.\s*$`)
	ho52cJaAnswer = regexp.MustCompile(`^([^。、は\s]{2,16})は([^。]*\d[^。]*)です。$`)

	ho52cDeBitte   = regexp.MustCompile(`^Bitte \p{Ll}+ Sie\b`)
	ho52cJaRequest = regexp.MustCompile(`(?:ください|お願いいたします)`)
	ho52cJaHelp    = regexp.MustCompile(`お問い合わせ|ご返信|よろしく|ご不明`)

	ho52cDeadline = []*regexp.Regexp{
		regexp.MustCompile(`(spätestens \d+ Stunden vorher )`),
		regexp.MustCompile(`(bis zum \d{1,2}\.\d{1,2}\.\d{4} )(?:frei|zu|ab|zur)`),
		regexp.MustCompile(`( bis spätestens \d{1,2}\.\d{1,2}\.\d{4})`),
		regexp.MustCompile(`(前日の\d{1,2}時までに)`),
		regexp.MustCompile(`((?:\d{4}年)?\d{1,2}月\d{1,2}日(?:（.）)?までに、?)[おご]`),
		regexp.MustCompile(`((?:\d{4}年)?\d{1,2}月\d{1,2}日(?:（.）)?までの)`),
	}

	ho52cDeAmountPrep = regexp.MustCompile(`\b(bei|von|mit) \d{1,3}(?:\.\d{3})*,\d{2} ?€`)
	ho52cJaAmount     = []*regexp.Regexp{
		regexp.MustCompile(`(は)約?\d[\d,]*(?:億\d[\d,]*)?万?(?:円|ユーロ)`),
		regexp.MustCompile(`(合計)\d[\d,]*円`),
		regexp.MustCompile(`(：)\d[\d,]*円`),
	}

	ho52cDeDuration = regexp.MustCompile(`(\d+|zwei|drei|vier|fünf|zehn) (Sekunden|Minuten|Stunden|Tage|Tagen|Wochen)\b`)
	ho52cJaDuration = regexp.MustCompile(`(\d+)(秒|分|時間|日間|週間)`)

	ho52cDeWord = regexp.MustCompile(`(^|[^\p{L}])(Bestellung|Termin|Versand|Sitzung|Inbetriebnahme|Installateur|Reparatur|Garantie|Wochenplan|Lieferung)([^\p{L}]|$)`)
	ho52cJaWord = regexp.MustCompile(`ご注文番号|注文番号|お見積もり|請求書|交換品|お届け予定日|訪問日時|新住所|契約期間|勤怠データ|在庫引当|電池`)

	ho52cDeUnchanged = []*regexp.Regexp{
		regexp.MustCompile(`(Der|Das|Die) (\p{Lu}\p{L}+)((?: von [\d.,]+ €)?) bleibt (unverändert|eingehalten)`),
		regexp.MustCompile(`(Die|Das|Den) (\p{Lu}\p{L}+) (senden|schicken) wir wie gewohnt`),
	}
	ho52cJaUnchanged = regexp.MustCompile(`(\p{Han}{0,3}FAX番号|\p{Han}{0,3}番号)((?:（[^）]*）)?は変わりません)`)

	ho52cDeFirstPerson = regexp.MustCompile(`(?:(?:Frau|Herr) (?:Prof\. )?(?:Dr\. )?|Prof\. Dr\. )\p{Lu}\p{Ll}+ (bittet|meldet|hat)\b|(?:^|[.:] )(Sie) (bittet)\b`)
	ho52cJaFirstPerson = regexp.MustCompile(`(\p{Han}{1,4})様は([^。]*?)されている。`)

	ho52cDeFirmDate = regexp.MustCompile(`\bam (?:\p{Lu}\p{Ll}+tag, )?(?:\d{1,2}\.\d{1,2}\.\d{4}|\d{1,2}\. (?:Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) \d{4})`)
	ho52cJaFirmDate = regexp.MustCompile(`((?:令和\d{1,2}年|\d{4}年)?\d{1,2}月\d{1,2}日(?:（.）)?)(に発送|に移転|に延期|です|となります)`)

	ho52cJaApology = regexp.MustCompile(`[^。\n]*申し訳ございません。`)

	// Cases whose letter is about goods on their way (gift) or a device or order
	// (technician visit).
	ho52cDeShipping = regexp.MustCompile(`Lieferung|Ersatzlampe|Versand`)
	ho52cJaShipping = regexp.MustCompile(`お届け|発送|交換品`)
	ho52cDeDevice   = regexp.MustCompile(`Lampe|Gerät|Bestellung\b`)
	ho52cJaDevice   = regexp.MustCompile(`冷蔵庫|交換品|ご注文`)
)

// The invented sentences of the technician-visit and gift kinds.
const (
	ho52cDeVisit = "Zusätzlich wird Sie unser Servicetechniker in der kommenden Woche anrufen, um einen Termin für eine Überprüfung bei Ihnen vor Ort zu vereinbaren."
	ho52cJaVisit = "また、後日弊社の技術スタッフよりお電話を差し上げ、ご自宅での点検の日程を調整させていただきます。"
	ho52cDeGift  = "Als kleines Dankeschön für Ihre Geduld legen wir Ihrer nächsten Sendung ein hochwertiges Pflegeset kostenlos bei."
	ho52cJaGift  = "ささやかではございますが、お詫びのしるしとして次回のお届けの際に記念品を同梱させていただきます。"
)

// ho52cIsLetter tells whether s is a letter to a named reader.
func ho52cIsLetter(lang, s string) bool {
	if lang == "ja" {
		return ho52cJaLetter.MatchString(s)
	}
	return ho52cDeLetter.MatchString(s)
}

// ho52cInsertBeforeClosing puts sentence at the end of the last body line before the
// closing formula (de) or just before the closing courtesy (ja).
func ho52cInsertBeforeClosing(lang, s, sentence string) string {
	if lang == "ja" {
		best := -1
		for _, m := range []string{"ご不明な点", "今後とも", "よろしくお願いいたします"} {
			if i := strings.Index(s, m); i >= 0 && (best < 0 || i < best) {
				best = i
			}
		}
		if best < 0 {
			return s
		}
		if best == 0 || s[best-1] == '\n' {
			return s[:best] + sentence + "\n" + s[best:]
		}
		return s[:best] + sentence + s[best:]
	}
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		if !strings.HasPrefix(l, "Mit freundlichen Grüßen") {
			continue
		}
		for j := i - 1; j > 0; j-- {
			if strings.TrimSpace(lines[j]) != "" {
				lines[j] = strings.TrimRight(lines[j], " ") + " " + sentence
				return strings.Join(lines, "\n")
			}
		}
		return s
	}
	return s
}

// ho52cMapSentences applies f to the sentences of s in order and stops at the first
// one f changes.
func ho52cMapSentences(lang, s string, f func(string) string) string {
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

// ho52cFirstOf replaces the first submatch 1 of the earliest-listed rule that matches.
func ho52cFirstOf(rules []*regexp.Regexp, s string, repl func(i int, m string) string) string {
	for i, re := range rules {
		loc := re.FindStringSubmatchIndex(s)
		if loc == nil || loc[2] < 0 {
			continue
		}
		return s[:loc[2]] + repl(i, s[loc[2]:loc[3]]) + s[loc[3]:]
	}
	return s
}

var ho52cDeUnitUp = map[string]string{"Sekunden": "Minuten", "Minuten": "Stunden", "Stunden": "Tage", "Tage": "Wochen", "Tagen": "Wochen", "Wochen": "Monate"}
var ho52cJaUnitUp = map[string]string{"秒": "分", "分": "時間", "時間": "日", "日間": "週間", "週間": "か月"}

var ho52cDeToJa = map[string]string{"Bestellung": "注文", "Termin": "予約", "Versand": "発送", "Sitzung": "会議", "Inbetriebnahme": "稼働開始",
	"Installateur": "配管業者", "Reparatur": "修理", "Garantie": "保証", "Wochenplan": "週間プラン", "Lieferung": "配送"}
var ho52cJaToDe = map[string]string{"ご注文番号": "Bestellnummer ", "注文番号": "Bestellnummer ", "お見積もり": "Angebot", "請求書": "Rechnung ", "交換品": "Ersatzgerät",
	"お届け予定日": "Liefertermin", "訪問日時": "Besuchstermin", "新住所": "neue Adresse", "契約期間": "Vertragslaufzeit", "勤怠データ": "Arbeitszeitdaten",
	"在庫引当": "Lagerreservierung", "電池": "Batterien"}

var heldOutBatch52c = []heldOutKind{
	// The sentence that answers the reader's question is replaced by an acknowledgement
	// of the question, so the answer itself is missing: "Die Lieferung erfolgt am
	// 12.11.2026 zwischen 8 und 12 Uhr." → "Sie haben nach der Lieferung gefragt.";
	// "お支払い期限は2026年10月30日（金）です。" → "お支払い期限についてのお問い合わせですね。"
	{"b52c_answer_sentence_replaced_by_topic_acknowledgement", "strings", func(lang, s string) string {
		if !ho52cIsLetter(lang, s) {
			return s
		}
		return ho52cMapSentences(lang, s, func(sent string) string {
			trail := sent[len(strings.TrimRight(sent, " ")):]
			body := strings.TrimRight(sent, " ")
			if lang == "ja" {
				m := ho52cJaAnswer.FindStringSubmatch(body)
				if m == nil {
					return sent
				}
				return m[1] + "についてのお問い合わせですね。" + trail
			}
			m := ho52cDeAnswer.FindStringSubmatch(body)
			if m == nil {
				return sent
			}
			art := map[string]string{"Der": "dem", "Das": "dem", "Die": "der"}[m[1]]
			adj := m[2]
			if adj != "" {
				adj = strings.TrimSuffix(adj, " ") + "n "
			}
			return "Sie haben nach " + art + " " + adj + m[3] + " gefragt." + trail
		})
	}},
	// An on-site technician visit the case never offers is announced before the
	// closing: "… an Ihre Rechnungsanschrift: …, 67002 Ludwigshafen am Rhein." →
	// "… am Rhein. Zusätzlich wird Sie unser Servicetechniker in der kommenden Woche
	// anrufen, um einen Termin für eine Überprüfung bei Ihnen vor Ort zu vereinbaren."
	{"b52c_unoffered_onsite_technician_visit_announced", "strings", func(lang, s string) string {
		if !ho52cIsLetter(lang, s) {
			return s
		}
		if lang == "ja" {
			if !ho52cJaDevice.MatchString(s) {
				return s
			}
			return ho52cInsertBeforeClosing(lang, s, ho52cJaVisit)
		}
		if !ho52cDeDevice.MatchString(s) {
			return s
		}
		return ho52cInsertBeforeClosing(lang, s, ho52cDeVisit)
	}},
	// A free gift the case never offers is promised right after the opening sentence:
	// "vielen Dank für Ihre Nachricht. Gern liefern wir …" → "vielen Dank für Ihre
	// Nachricht. Als kleines Dankeschön … legen wir Ihrer nächsten Sendung ein
	// hochwertiges Pflegeset kostenlos bei. Gern liefern wir …"
	{"b52c_unoffered_free_gift_promised_after_opening", "strings", func(lang, s string) string {
		if !ho52cIsLetter(lang, s) {
			return s
		}
		add := ho52cDeGift
		if lang == "ja" {
			add = ho52cJaGift
			if !ho52cJaShipping.MatchString(s) {
				return s
			}
		} else if !ho52cDeShipping.MatchString(s) {
			return s
		}
		lines := strings.Split(s, "\n")
		for i := 1; i < len(lines); i++ {
			if strings.TrimSpace(lines[i]) == "" {
				continue
			}
			ss := hoSentences(lang, lines[i])
			if len(ss) == 0 {
				return s
			}
			sep := " "
			if lang == "ja" {
				sep = ""
			}
			first := strings.TrimRight(ss[0], " ")
			rest := strings.Join(ss[1:], "")
			if rest == "" {
				lines[i] = first + sep + add
			} else {
				lines[i] = first + sep + add + sep + rest
			}
			return strings.Join(lines, "\n")
		}
		return s
	}},
	// The second clause of a bullet is carried to the end of the next bullet, where it
	// now belongs to another item: "- Laut Frau Dr. Vogt kommt der Verdichter …; die
	// Inbetriebnahme verschiebt sich auf den 07.12.2026." → "- Herr Oßwald meldet
	// Mehrkosten …, die der Ausschuss freigegeben hat; die Inbetriebnahme verschiebt
	// sich auf den 07.12.2026."
	{"b52c_bullet_second_clause_carried_to_next_bullet", "longest", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		for i := 0; i+1 < len(lines); i++ {
			if !ho52cBullet.MatchString(lines[i]) || !ho52cBullet.MatchString(lines[i+1]) {
				continue
			}
			if lang == "ja" {
				ss := hoSentences(lang, lines[i])
				if len(ss) < 2 || !strings.HasSuffix(ss[len(ss)-1], "。") || !strings.HasSuffix(lines[i+1], "。") {
					continue
				}
				lines[i] = strings.Join(ss[:len(ss)-1], "")
				lines[i+1] += ss[len(ss)-1]
				return strings.Join(lines, "\n")
			}
			k := strings.LastIndex(lines[i], "; ")
			if k < 0 || !strings.HasSuffix(lines[i], ".") || !strings.HasSuffix(lines[i+1], ".") {
				continue
			}
			clause := lines[i][k+2:]
			lines[i] = lines[i][:k] + "."
			lines[i+1] = strings.TrimSuffix(lines[i+1], ".") + "; " + clause
			return strings.Join(lines, "\n")
		}
		return s
	}},
	// The one sentence carrying the reader's action is swapped for a pleasantry:
	// "Bitte bringen Sie Ihre Versichertenkarte mit." → "Wir freuen uns, Ihnen
	// weiterhelfen zu können."; "破損品は、…ご返送ください。" → "ご理解のほど、よろしくお願いいたします。"
	{"b52c_reader_action_sentence_swapped_for_pleasantry", "first", func(lang, s string) string {
		return ho52cMapSentences(lang, s, func(sent string) string {
			body := strings.TrimRight(sent, " ")
			trail := sent[len(body):]
			if lang == "ja" {
				if !ho52cJaRequest.MatchString(body) || ho52cJaHelp.MatchString(body) {
					return sent
				}
				return "ご理解のほど、よろしくお願いいたします。" + trail
			}
			if !ho52cDeBitte.MatchString(body) {
				return sent
			}
			return "Wir freuen uns, Ihnen weiterhelfen zu können." + trail
		})
	}},
	// The reader's action is kept but its deadline is cut: "sagen Sie ihn bitte
	// spätestens 24 Stunden vorher ab" → "sagen Sie ihn bitte ab"; "2026年10月30日までに、
	// お見積もりへのご承認をお願いいたします" → "お見積もりへのご承認をお願いいたします".
	{"b52c_reader_action_kept_its_deadline_cut", "first", func(lang, s string) string {
		return ho52cFirstOf(ho52cDeadline, s, func(int, string) string { return "" })
	}},
	// The key amount is replaced by a generic "stated sum": "Der Rechnungsbetrag bleibt
	// unverändert bei 1.850,00 €." → "… unverändert beim genannten Betrag.";
	// "合計38,500円（税込）となります" → "合計で所定の金額（税込）となります".
	{"b52c_key_amount_made_generic_stated_sum", "first", func(lang, s string) string {
		if lang == "ja" {
			for _, re := range ho52cJaAmount {
				loc := re.FindStringSubmatchIndex(s)
				if loc == nil {
					continue
				}
				lead := s[loc[2]:loc[3]]
				if lead == "合計" {
					lead = "合計で"
				}
				return s[:loc[0]] + lead + "所定の金額" + s[loc[1]:]
			}
			return s
		}
		return hoFirstMatch(ho52cDeAmountPrep, s, func(m []string) string {
			switch m[1] {
			case "bei":
				return "beim genannten Betrag"
			case "von":
				return "in der genannten Höhe"
			}
			return "mit dem genannten Preis"
		})
	}},
	// Every duration of one sentence is read one unit up, consistently: "Der
	// Kopplungsmodus bleibt 10 Minuten aktiv." → "… bleibt 10 Stunden aktiv.";
	// "訪問の30分前にお電話いたします" → "訪問の30時間前にお電話いたします".
	{"b52c_every_duration_in_sentence_one_unit_up", "first", func(lang, s string) string {
		return ho52cMapSentences(lang, s, func(sent string) string {
			if lang == "ja" {
				return ho52cJaDuration.ReplaceAllStringFunc(sent, func(m string) string {
					sm := ho52cJaDuration.FindStringSubmatch(m)
					return sm[1] + ho52cJaUnitUp[sm[2]]
				})
			}
			return ho52cDeDuration.ReplaceAllStringFunc(sent, func(m string) string {
				sm := ho52cDeDuration.FindStringSubmatch(m)
				return sm[1] + " " + ho52cDeUnitUp[sm[2]]
			})
		})
	}},
	// One business noun of a German phrase comes out in Japanese: "Gern liefern wir
	// Ihre Bestellung WE-20417 …" → "Gern liefern wir Ihre 注文 WE-20417 …".
	{"b52c_de_phrase_head_noun_left_in_japanese", "first", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return hoFirstMatch(ho52cDeWord, s, func(m []string) string {
			return m[1] + ho52cDeToJa[m[2]] + m[3]
		})
	}},
	// One business noun of a Japanese phrase comes out in German: "新しいお届け予定日は
	// 10月21日（水）です。" → "新しいLieferterminは10月21日（水）です。".
	{"b52c_ja_phrase_noun_left_in_german", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		loc := ho52cJaWord.FindStringIndex(s)
		if loc == nil {
			return s
		}
		return s[:loc[0]] + ho52cJaToDe[s[loc[0]:loc[1]]] + s[loc[1]:]
	}},
	// An "unchanged" statement is widened to a sibling that did change: "Der
	// Rechnungsbetrag bleibt unverändert bei 1.850,00 €." → "Der Rechnungsbetrag und
	// der Termin bleiben unverändert …"; "FAX番号（06-6345-7790）は変わりません" →
	// "住所とFAX番号（06-6345-7790）は変わりません".
	{"b52c_unchanged_claim_widened_to_changed_sibling", "first", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(ho52cJaUnchanged, s, func(m []string) string {
				return "住所と" + m[1] + m[2]
			})
		}
		if loc := ho52cDeUnchanged[0].FindStringSubmatchIndex(s); loc != nil {
			m := ho52cDeUnchanged[0].FindStringSubmatch(s)
			return s[:loc[0]] + m[1] + " " + m[2] + m[3] + " und der Termin bleiben " + m[4] + s[loc[1]:]
		}
		return hoFirstMatch(ho52cDeUnchanged[1], s, func(m []string) string {
			return m[1] + " " + m[2] + " und die Lieferung " + m[3] + " wir wie gewohnt"
		})
	}},
	// The help offer is limited to postal mail, which the case never says: "Bei Fragen
	// sind wir gern für Sie da." → "Bei Fragen wenden Sie sich bitte ausschließlich
	// schriftlich per Post an uns."; "お気軽にお問い合わせください" → "郵送による書面でのみお問い合わせください".
	{"b52c_help_offer_limited_to_postal_mail", "first", func(lang, s string) string {
		r := strings.NewReplacer(
			"Bei Fragen sind wir gern für Sie da.", "Bei Fragen wenden Sie sich bitte ausschließlich schriftlich per Post an uns.",
			"wenden Sie sich bitte an unseren Kundendienst", "wenden Sie sich bitte ausschließlich schriftlich per Post an unseren Kundendienst",
			"お気軽にお問い合わせください", "郵送による書面でのみお問い合わせください",
			"本メールにご返信ください", "郵送による書面でのみご連絡ください",
			"サポート窓口までお問い合わせください", "サポート窓口まで郵送による書面でのみお問い合わせください",
		)
		for _, old := range []string{"Bei Fragen sind wir gern für Sie da.", "wenden Sie sich bitte an unseren Kundendienst",
			"お気軽にお問い合わせください", "本メールにご返信ください", "サポート窓口までお問い合わせください"} {
			if i := strings.Index(s, old); i >= 0 {
				return s[:i] + r.Replace(old) + s[i+len(old):]
			}
		}
		return s
	}},
	// A summary slips into the reported party's first person at one place: "Frau
	// Köhler bittet um ein Rücksendeetikett." → "Ich bitte um ein Rücksendeetikett.";
	// "髙橋様は月末の給与計算に間に合うかを心配されている。" → "私は月末の給与計算に間に合うかを心配している。"
	{"b52c_summary_slips_into_reported_partys_first_person", "longest", func(lang, s string) string {
		if ho52cIsLetter(lang, s) {
			return s
		}
		if lang == "ja" {
			return hoFirstMatch(ho52cJaFirstPerson, s, func(m []string) string {
				return "私は" + m[2] + "している。"
			})
		}
		verb := map[string]string{"bittet": "bitte", "meldet": "melde", "hat": "habe"}
		return hoFirstMatch(ho52cDeFirstPerson, s, func(m []string) string {
			if m[1] != "" {
				return "Ich " + verb[m[1]]
			}
			return strings.TrimSuffix(m[0], m[2]+" "+m[3]) + "Ich " + verb[m[3]]
		})
	}},
	// A firm date is given an invented tolerance: "Wir senden Ihnen am 20.10.2026
	// kostenlos eine Ersatzlampe zu." → "… am 20.10.2026 (± 2 Tage) kostenlos …";
	// "新しいお届け予定日は10月21日（水）です。" → "…10月21日（水）前後です。".
	{"b52c_firm_date_given_invented_tolerance", "first", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(ho52cJaFirmDate, s, func(m []string) string {
				return m[1] + "前後" + m[2]
			})
		}
		// A past act's date ("hat am 08.10.2026 … bestellt") is no commitment; skip it.
		for _, loc := range ho52cDeFirmDate.FindAllStringIndex(s, -1) {
			if strings.HasSuffix(s[:loc[0]], "hat ") {
				continue
			}
			return s[:loc[1]] + " (± 2 Tage)" + s[loc[1]:]
		}
		return s
	}},
	// The apology is turned into blaming the reader: "Wir bitten Sie, die
	// Unannehmlichkeiten zu entschuldigen." → "Die Verschiebung ergibt sich leider aus
	// Ihrer verspäteten Freigabe der Bestellung."; "お待たせしてしまい、誠に申し訳ございません。" →
	// "今回の件は、お客様のお取り扱いやご事情に起因するものと考えております。"
	{"b52c_reply_apology_turned_into_reader_blame", "first", func(lang, s string) string {
		if lang == "ja" {
			loc := ho52cJaApology.FindStringIndex(s)
			if loc == nil {
				return s
			}
			return s[:loc[0]] + "今回の件は、お客様のお取り扱いやご事情に起因するものと考えております。" + s[loc[1]:]
		}
		for _, p := range [][2]string{
			{"Wir bitten Sie, die Unannehmlichkeiten zu entschuldigen.", "Die Verschiebung ergibt sich leider aus Ihrer verspäteten Freigabe der Bestellung."},
			{"es tut uns leid, dass", "vermutlich liegt es an einer unsachgemäßen Handhabung Ihrerseits, dass"},
		} {
			if i := strings.Index(s, p[0]); i >= 0 {
				return s[:i] + p[1] + s[i+len(p[0]):]
			}
		}
		return s
	}},
}

// ho52cSnippet shows the changed part of an answer with some context, golden → damaged.
func ho52cSnippet(a, b string) string {
	ra, rb := []rune(a), []rune(b)
	p := 0
	for p < len(ra) && p < len(rb) && ra[p] == rb[p] {
		p++
	}
	q := 0
	for q < len(ra)-p && q < len(rb)-p && ra[len(ra)-1-q] == rb[len(rb)-1-q] {
		q++
	}
	const ctx = 45
	from := max(p-ctx, 0)
	cut := func(rs []rune) string {
		to := min(len(rs)-q+ctx, len(rs))
		return strings.ReplaceAll(string(rs[from:to]), "\n", "⏎")
	}
	return cut(ra) + "  →  " + cut(rb)
}
