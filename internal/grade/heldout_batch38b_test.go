package grade

// Blind batch 38b: plausible additions. Each kind keeps every fact of the golden answer
// and adds ONE plausible, specific detail that the case never states, the way a model
// fills a gap: an invented cause for a delay, an invented validity for a voucher or label,
// an invented case number, warehouse, department, serial number or floor, an invented
// prior step or preparation for the customer, an invented interim advice, reminder,
// processing time, copy notice, fee share of a total, share of a plan for a cost, or an
// invented extra request of the customer in a summary. The addition is fluent and fits
// its place; a reviewer rejects it because the case does not say it.

import (
	"regexp"
	"strings"
)

var (
	ho38bJaPolite   = regexp.MustCompile(`(ます|です|ください|ません|ました|ましょう)。`)
	ho38bSentEnd    = regexp.MustCompile(`[。．.!?！？]\s*$`)
	ho38bJaClosing  = regexp.MustCompile(`^(ご不明な点|今後とも|よろしくお願い|引き続き)`)
	ho38bDeDelay    = regexp.MustCompile(`verschiebt sich|verzögert sich|verschoben|kommt .{0,40} erst`)
	ho38bJaDelay    = regexp.MustCompile(`遅れて|延期|遅延`)
	ho38bDeValidity = regexp.MustCompile(`(Rücksendeetikett|Gutschein|Angebot)(\b)`)
	ho38bJaValidity = regexp.MustCompile(`(クーポン|返送用伝票|お見積もり|見積書)(（[^）]*）)?`)
	ho38bDeShip     = regexp.MustCompile(`senden Ihnen|Die Lieferung erfolgt|liefern wir`)
	ho38bJaShip     = regexp.MustCompile(`(\d{1,2}月\d{1,2}日に|により)(発送)`)
	ho38bDeBitte    = regexp.MustCompile(`Bitte (bringen|schicken|senden|legen|geben|halten) Sie`)
	ho38bJaSendReq  = regexp.MustCompile(`ご返送ください|お送りください|ご持参ください`)
	ho38bDePerson   = regexp.MustCompile(`(Herr|Frau) ((?:Prof\. )?(?:Dr\. )?)([A-ZÄÖÜ][a-zäöüß]+)( [A-ZÄÖÜ][a-zäöüß]+)?`)
	ho38bJaBoss     = regexp.MustCompile(`(\p{Han}{2})(部長|課長)`)
	ho38bJaInCharge = regexp.MustCompile(`(担当|責任者)の(\p{Han}{2})`)
	ho38bDeModel    = regexp.MustCompile(`„[^“]*\d[^“]*“`)
	ho38bJaModel    = regexp.MustCompile(`「[^」]*[A-Z]\d[^」]*」|[\p{Katakana}ー\p{Han}]+ [A-Z]\d+`)
	ho38bDeStreet   = regexp.MustCompile(`[A-ZÄÖÜ][a-zäöüß]+(?:straße|weg|platz|gasse|allee|ring|damm) \d+[a-z]?(, \d+\. OG)?`)
	ho38bJaChome    = regexp.MustCompile(`\d+丁目\d+番\d+号( \S+)?`)
	ho38bDeExchange = regexp.MustCompile(`Ersatz|Austauschgerät|Reparatur`)
	ho38bJaExchange = regexp.MustCompile(`交換品は.*(発送|お届け)|訪問日時：`)
	ho38bDeAppoint  = regexp.MustCompile(`(?i)termin\b.*\d|Lieferung erfolgt am|senden Ihnen am`)
	ho38bJaAppoint  = regexp.MustCompile(`訪問日時：|お届け予定日|までにお届け`)
	ho38bDeReturn   = regexp.MustCompile(`Rücksende|zurück;|zurück\.`)
	ho38bJaProcess  = regexp.MustCompile(`ご返送ください|調査し|作業員が`)
	ho38bDeTotal    = regexp.MustCompile(`\d{1,3}(?:\.\d{3})*,\d{2} €`)
	ho38bJaTotal    = regexp.MustCompile(`(合計|固定価格|総額)([^\d\n]{0,8})(\d{1,3}(?:,\d{3})+)(円|ユーロ)(（[^）]*）)?`)
	ho38bDeCost     = regexp.MustCompile(`(Mehrkosten(?::| von) )(\d{1,3}(?:\.\d{3})*,\d{2} €)`)
	ho38bJaCost     = regexp.MustCompile(`(追加費用は|追加料金は|増額分は)(約?\d{1,3}(?:,\d{3})*万?円)`)
	ho38bDeRequest  = regexp.MustCompile(`\bbittet\b`)
	ho38bJaRequest  = regexp.MustCompile(`を希望|求めている|心配されている`)
	ho38bDePrepLet  = regexp.MustCompile(`(?i)termin\b.*\d|Die Lieferung erfolgt am`)
	ho38bDePrepSet  = regexp.MustCompile(`:$`)
	ho38bJaPrepare  = regexp.MustCompile(`訪問日時：|次の手順で`)
)

// ho38bJaPlainStyle says whether a Japanese text is written in the plain (da/de aru) style
// of a summary rather than in polite desu/masu.
func ho38bJaPlainStyle(s string) bool { return !ho38bJaPolite.MatchString(s) }

// ho38bAfterSentence adds add(sentence) after the first sentence that re matches: in the
// same line when the sentence ends with a full stop, else as a new line after it.
func ho38bAfterSentence(lang, s string, re *regexp.Regexp, add func(sent string) string) string {
	split, refs := hoAllSentences(lang, s)
	for _, r := range refs {
		old := split[r.line][r.idx]
		if !re.MatchString(old) {
			continue
		}
		a := add(old)
		if a == "" {
			continue
		}
		trimmed := strings.TrimRight(old, " ")
		tail := old[len(trimmed):]
		switch {
		case ho38bSentEnd.MatchString(trimmed) && lang == "ja":
			split[r.line][r.idx] = trimmed + a + tail
		case ho38bSentEnd.MatchString(trimmed):
			split[r.line][r.idx] = trimmed + " " + a + tail
		case r.idx == len(split[r.line])-1:
			split[r.line][r.idx] = old + "\n" + a
		default:
			continue
		}
		return hoJoin(split)
	}
	return s
}

// ho38bBeforeClosing adds a sentence to a letter just before its closing: in German as
// a line after the last body line before „Mit freundlichen Grüßen“, in Japanese before
// the first closing sentence (ご不明な点…, 今後とも…, よろしくお願い…).
func ho38bBeforeClosing(lang, s, add string) string {
	if lang != "ja" {
		lines := strings.Split(s, "\n")
		for i, l := range lines {
			if !strings.HasPrefix(l, "Mit freundlichen Grüßen") {
				continue
			}
			j := i - 1
			for j >= 0 && strings.TrimSpace(lines[j]) == "" {
				j--
			}
			if j < 1 {
				return s
			}
			lines[j] += "\n" + add
			return strings.Join(lines, "\n")
		}
		return s
	}
	split, refs := hoAllSentences(lang, s)
	for _, r := range refs {
		old := split[r.line][r.idx]
		if !ho38bJaClosing.MatchString(old) || (r.line == 0 && r.idx == 0) {
			continue
		}
		if r.idx == 0 {
			split[r.line][r.idx] = add + "\n" + old
		} else {
			split[r.line][r.idx] = add + old
		}
		return hoJoin(split)
	}
	return s
}

// ho38bIsLetter says whether a German text is a letter with a closing formula.
func ho38bIsLetter(s string) bool { return strings.Contains(s, "Mit freundlichen Grüßen") }

var heldOutBatch38b = []heldOutKind{
	// A delay gets an invented supplier cause as an extra sentence.
	// de: …verschiebt sich die Inbetriebnahme auf den 07.12.2026. → … Hintergrund ist ein Lieferengpass bei einem Zulieferer.
	// ja: …発送が遅れております。 → …発送が遅れております。主な原因は、仕入先からの入荷遅れです。
	{"b38b_delay_gets_invented_supplier_cause", "longest", func(lang, s string) string {
		if lang == "ja" {
			add := "主な原因は、仕入先からの入荷遅れです。"
			if ho38bJaPlainStyle(s) {
				add = "主な原因は、仕入先からの入荷遅れである。"
			}
			return ho38bAfterSentence(lang, s, ho38bJaDelay, func(string) string { return add })
		}
		return ho38bAfterSentence(lang, s, ho38bDeDelay, func(string) string {
			return "Hintergrund ist ein Lieferengpass bei einem Zulieferer."
		})
	}},
	// A voucher, return label or quote gets an invented validity.
	// de: mit dem beiliegenden Rücksendeetikett an uns → mit dem beiliegenden Rücksendeetikett (14 Tage gültig) an uns
	// ja: 500円分のクーポンをお送りいたします → 500円分のクーポン（有効期限：発行日から3か月）をお送りいたします
	{"b38b_voucher_or_label_gets_invented_validity", "first", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(ho38bJaValidity, s, func(m []string) string {
				v := "有効期限：発行日から3か月"
				switch m[1] {
				case "返送用伝票":
					v = "有効期限：発行日から14日間"
				case "お見積もり", "見積書":
					v = "有効期限：発行日から30日間"
				}
				if m[2] != "" {
					return m[1] + strings.TrimSuffix(m[2], "）") + "、" + v + "）"
				}
				return m[1] + "（" + v + "）"
			})
		}
		return hoFirstMatch(ho38bDeValidity, s, func(m []string) string {
			switch m[1] {
			case "Rücksendeetikett":
				return m[1] + " (14 Tage gültig)"
			case "Gutschein":
				return m[1] + " (gültig bis 31.12.2026)"
			}
			return m[1] + " (gültig bis 30.11.2026)"
		})
	}},
	// A reply gets an invented case number to quote, just before its closing.
	// de: Bei Fragen sind wir gern für Sie da. → …\nIhre Vorgangsnummer für Rückfragen lautet SR-48213.
	// ja: ご不明な点がございましたら… → お問い合わせの際は、受付番号 CS-48213 をお伝えください。\nご不明な点が…
	{"b38b_reply_gets_invented_case_number_line", "longest", func(lang, s string) string {
		if lang == "ja" {
			return ho38bBeforeClosing(lang, s, "お問い合わせの際は、受付番号 CS-48213 をお伝えください。")
		}
		return ho38bBeforeClosing(lang, s, "Ihre Vorgangsnummer für Rückfragen lautet SR-48213.")
	}},
	// A shipment gets an invented origin warehouse.
	// de: Wir senden Ihnen am 20.10.2026 … → Wir senden Ihnen aus unserem Zentrallager in Kassel am 20.10.2026 …
	// ja: 交換品は10月19日に発送 → 交換品は10月19日に大阪の物流倉庫から発送
	{"b38b_shipment_gets_invented_origin_warehouse", "first", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(ho38bJaShip, s, func(m []string) string {
				if m[1] == "により" {
					return m[1] + "大阪の物流倉庫からの" + m[2]
				}
				return m[1] + "大阪の物流倉庫から" + m[2]
			})
		}
		return hoFirstMatch(ho38bDeShip, s, func(m []string) string {
			return m[0] + " aus unserem Zentrallager in Kassel"
		})
	}},
	// An instruction to the customer gets an invented prior call as a precondition.
	// de: Bitte bringen Sie Ihre Versichertenkarte mit. → Bitte melden Sie sich vorab kurz telefonisch bei uns und bringen Sie …
	// ja: 破損品は、…でご返送ください。 → 事前にお電話でご連絡のうえ、破損品は、…でご返送ください。
	{"b38b_customer_instruction_gets_invented_prior_call", "longest", func(lang, s string) string {
		if lang == "ja" {
			split, refs := hoAllSentences(lang, s)
			for _, r := range refs {
				if old := split[r.line][r.idx]; ho38bJaSendReq.MatchString(old) {
					split[r.line][r.idx] = "事前にお電話でご連絡のうえ、" + old
					return hoJoin(split)
				}
			}
			return s
		}
		return hoFirstMatch(ho38bDeBitte, s, func(m []string) string {
			return "Bitte melden Sie sich vorab kurz telefonisch bei uns und " + m[1] + " Sie"
		})
	}},
	// A named person gets an invented department.
	// de: Laut Frau Dr. Vogt kommt … → Laut Frau Dr. Vogt aus dem Einkauf kommt …
	// ja: 石井部長 → 総務部 石井部長; 引き続き松田部長 → 引き続き総務部の松田部長; 担当の西村が → 担当の西村（情報システム部）が
	{"b38b_named_person_gets_invented_department", "first", func(lang, s string) string {
		if lang == "ja" {
			if loc := ho38bJaBoss.FindStringSubmatchIndex(s); loc != nil {
				before := s[:loc[0]]
				if !strings.HasSuffix(before, "部の") && !strings.HasSuffix(before, "部 ") && !strings.HasSuffix(before, "部") {
					if before == "" || strings.HasSuffix(before, "\n") {
						return before + "総務部 " + s[loc[0]:]
					}
					return before + "総務部の" + s[loc[0]:]
				}
			}
			return hoFirstMatch(ho38bJaInCharge, s, func(m []string) string {
				return m[0] + "（情報システム部）"
			})
		}
		for _, loc := range ho38bDePerson.FindAllStringSubmatchIndex(s, -1) {
			before, after := s[:loc[0]], s[loc[1]:]
			if strings.HasSuffix(before, "geehrte ") || strings.HasSuffix(before, "geehrter ") || strings.HasSuffix(before, "Hd. ") ||
				strings.HasPrefix(after, " von") || strings.HasPrefix(after, " (") || strings.HasPrefix(after, ",") {
				continue
			}
			dept := " aus dem Einkauf"
			if strings.Contains(before[max(0, len(before)-40):], "Statik") || strings.Contains(before[max(0, len(before)-40):], "prüft") {
				dept = " aus der Bauabteilung"
			}
			return s[:loc[1]] + dept + after
		}
		return s
	}},
	// A product with a model designation gets an invented serial number.
	// de: Stehlampe „Nordlicht 40“ → Stehlampe „Nordlicht 40“ (Seriennr. 4471-0923)
	// ja: 「カラダノート S5」の → 「カラダノート S5」（製造番号 A3-20417）の; R450（冷凍室…） → R450（製造番号 A3-20417、冷凍室…）
	{"b38b_model_gets_invented_serial_number", "first", func(lang, s string) string {
		if lang == "ja" {
			loc := ho38bJaModel.FindStringIndex(s)
			if loc == nil {
				return s
			}
			if strings.HasPrefix(s[loc[1]:], "（") {
				at := loc[1] + len("（")
				return s[:at] + "製造番号 A3-20417、" + s[at:]
			}
			return s[:loc[1]] + "（製造番号 A3-20417）" + s[loc[1]:]
		}
		return hoFirstMatch(ho38bDeModel, s, func(m []string) string { return m[0] + " (Seriennr. 4471-0923)" })
	}},
	// A street address gets an invented floor.
	// de: Gärtnerweg 7. → Gärtnerweg 7, 3. OG.
	// ja: 道玄坂1丁目12番1号 → 道玄坂1丁目12番1号 3階
	{"b38b_address_gets_invented_floor", "first", func(lang, s string) string {
		re, add := ho38bDeStreet, ", 3. OG"
		if lang == "ja" {
			re, add = ho38bJaChome, " 3階"
		}
		for _, m := range re.FindAllStringSubmatchIndex(s, -1) {
			if m[2] >= 0 {
				continue // already has a floor or building
			}
			return s[:m[1]] + add + s[m[1]:]
		}
		return s
	}},
	// An exchange or repair gets an invented interim advice.
	// de: …kostenlos eine Ersatzlampe zu. → … Bis dahin sollte das defekte Gerät nicht mehr benutzt werden.
	// ja: 訪問日時：…14時〜16時 → …\nそれまでの間、製品のご使用はお控えください。
	{"b38b_exchange_gets_invented_interim_advice", "longest", func(lang, s string) string {
		if lang == "ja" {
			return ho38bAfterSentence(lang, s, ho38bJaExchange, func(string) string {
				if ho38bJaPlainStyle(s) {
					return "それまでの間、製品は使用しないよう案内済み。"
				}
				return "それまでの間、製品のご使用はお控えください。"
			})
		}
		return ho38bAfterSentence(lang, s, ho38bDeExchange, func(string) string {
			return "Bis dahin sollte das defekte Gerät nicht mehr benutzt werden."
		})
	}},
	// A confirmed appointment or delivery in a reply gets an invented SMS reminder.
	// de: Die Lieferung erfolgt am 12.11.2026 zwischen 8 und 12 Uhr. → … Am Vortag erhalten Sie von uns eine Erinnerung per SMS.
	// ja: 新しいお届け予定日は10月21日（水）です。 → …前日には、SMSでリマインドのご連絡をお送りいたします。
	{"b38b_appointment_gets_invented_sms_reminder", "longest", func(lang, s string) string {
		if lang == "ja" {
			if ho38bJaPlainStyle(s) {
				return s
			}
			return ho38bAfterSentence(lang, s, ho38bJaAppoint, func(string) string {
				return "前日には、SMSでリマインドのご連絡をお送りいたします。"
			})
		}
		if !ho38bIsLetter(s) {
			return s
		}
		return ho38bAfterSentence(lang, s, ho38bDeAppoint, func(string) string {
			return "Am Vortag erhalten Sie von uns eine Erinnerung per SMS."
		})
	}},
	// A return, investigation or visit gets an invented processing time.
	// de: …bittet um ein Rücksendeetikett. → … Die Bearbeitung der Rücksendung dauert in der Regel fünf Werktage.
	// ja: 当日は、作業員が…お電話いたします。 → …作業時間は1時間程度を見込んでおります。
	{"b38b_process_gets_invented_duration_estimate", "longest", func(lang, s string) string {
		if lang == "ja" {
			return ho38bAfterSentence(lang, s, ho38bJaProcess, func(sent string) string {
				switch {
				case strings.Contains(sent, "作業員が"):
					return "作業時間は1時間程度を見込んでおります。"
				case strings.Contains(sent, "調査し"):
					if ho38bJaPlainStyle(s) {
						return "調査には通常2〜3営業日かかる見込み。"
					}
					return "調査には通常2〜3営業日かかる見込みです。"
				}
				return "返送品の確認には、通常3営業日ほどかかります。"
			})
		}
		return ho38bAfterSentence(lang, s, ho38bDeReturn, func(string) string {
			return "Die Bearbeitung der Rücksendung dauert in der Regel fünf Werktage."
		})
	}},
	// A letter gets an invented notice that a copy went to another department.
	// de: …\nEine Kopie dieses Schreibens geht zur Kenntnis an unsere Buchhaltung.\n\nMit freundlichen Grüßen
	// ja: なお、本メールの写しを経理担当者にもお送りしております。ご不明な点が…
	{"b38b_letter_gets_invented_copy_notice", "longest", func(lang, s string) string {
		if lang == "ja" {
			return ho38bBeforeClosing(lang, s, "なお、本メールの写しを経理担当者にもお送りしております。")
		}
		return ho38bBeforeClosing(lang, s, "Eine Kopie dieses Schreibens geht zur Kenntnis an unsere Buchhaltung.")
	}},
	// A total or price gets an invented fee included in it.
	// de: 1.850,00 €. → 1.850,00 € (inkl. 45,00 € Bearbeitungsgebühr).
	// ja: 合計38,500円（税込） → 合計38,500円（税込、うち事務手数料550円）
	{"b38b_total_gets_invented_included_fee", "longest", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(ho38bJaTotal, s, func(m []string) string {
				fee := "事務手数料550円"
				if m[4] == "ユーロ" {
					fee = "事務手数料30ユーロ"
				}
				head := m[1] + m[2] + m[3] + m[4]
				if m[5] != "" {
					return head + strings.TrimSuffix(m[5], "）") + "、うち" + fee + "）"
				}
				return head + "（うち" + fee + "）"
			})
		}
		for _, loc := range ho38bDeTotal.FindAllStringIndex(s, -1) {
			ls := strings.LastIndex(s[:loc[0]], "\n") + 1
			if strings.HasPrefix(s[ls:], "|") {
				continue
			}
			if strings.HasPrefix(s[loc[1]:], ")") {
				return s[:loc[1]] + " inkl. 45,00 € Bearbeitungsgebühr" + s[loc[1]:]
			}
			return s[:loc[1]] + " (inkl. 45,00 € Bearbeitungsgebühr)" + s[loc[1]:]
		}
		return s
	}},
	// An extra cost gets an invented share of the original plan.
	// de: Mehrkosten von 36.400,00 € → Mehrkosten von 36.400,00 € (rund 12 % über der ursprünglichen Kalkulation)
	// ja: 追加費用は約1,400万円で → 追加費用は約1,400万円（当初計画の約8%増）で
	{"b38b_extra_cost_gets_invented_share_of_plan", "longest", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(ho38bJaCost, s, func(m []string) string {
				return m[1] + m[2] + "（当初計画の約8%増）"
			})
		}
		return hoFirstMatch(ho38bDeCost, s, func(m []string) string {
			return m[1] + m[2] + " (rund 12 % über der ursprünglichen Kalkulation)"
		})
	}},
	// A summary gets an invented extra request of the customer or requester.
	// de: Frau Köhler bittet um ein Rücksendeetikett. → … Zudem wird um einen kurzen Rückruf gebeten.
	// ja: 10月22日（木）までの交換品到着を希望。 → …また、電話での折り返しを希望。
	{"b38b_summary_gets_invented_extra_request", "first", func(lang, s string) string {
		if lang == "ja" {
			if !ho38bJaPlainStyle(s) {
				return s
			}
			return ho38bAfterSentence(lang, s, ho38bJaRequest, func(sent string) string {
				if strings.HasSuffix(strings.TrimSpace(sent), "希望。") {
					return "また、電話での折り返しを希望。"
				}
				return "また、電話での折り返し連絡を希望している。"
			})
		}
		if ho38bIsLetter(s) {
			return s
		}
		return ho38bAfterSentence(lang, s, ho38bDeRequest, func(string) string {
			return "Zudem wird um einen kurzen Rückruf gebeten."
		})
	}},
	// A visit, appointment, delivery or setup gets an invented preparation for the customer.
	// de: …um 10:30 Uhr in der Zahnarztpraxis Dr. Öztürk, Gärtnerweg 7. → … Bitte erscheinen Sie 15 Minuten vor Ihrem Termin.
	// ja: 「カラダノート S5」の初期設定は、次の手順で行います。 → …作業を始める前に、本体のファームウェアを最新版に更新しておく必要があります。
	{"b38b_visit_or_setup_gets_invented_preparation", "longest", func(lang, s string) string {
		if lang == "ja" {
			return ho38bAfterSentence(lang, s, ho38bJaPrepare, func(sent string) string {
				if strings.Contains(sent, "訪問日時") {
					return "作業スペースを確保するため、製品の周りの物は事前に片付けておいてください。"
				}
				return "作業を始める前に、本体のファームウェアを最新版に更新しておく必要があります。"
			})
		}
		if !ho38bIsLetter(s) {
			if !hoListItem.MatchString(s) {
				return s
			}
			return ho38bAfterSentence(lang, s, ho38bDePrepSet, func(string) string {
				return "Voraussetzung ist, dass die Firmware des Geräts auf dem neuesten Stand ist."
			})
		}
		return ho38bAfterSentence(lang, s, ho38bDePrepLet, func(sent string) string {
			switch {
			case strings.Contains(sent, "Lieferung"):
				return "Bitte sorgen Sie dafür, dass die Laderampe zu dieser Zeit frei zugänglich ist."
			}
			return "Bitte erscheinen Sie 15 Minuten vor Ihrem Termin."
		})
	}},
}
