package grade

import "strings"

// Blind batch 88c: invented specifics. These faults were found by a back-office reviewer
// who proof-read the answers of a quantized model before they went to customers and
// colleagues: the model kept every fact of the approved answer but added plausible
// details that neither the request nor the approved answer supports — a response-time
// pledge, a lapse after a deadline, a progress percentage, an exact figure where the
// source is vague, a restriction on a remedy, an ID check at delivery, a guarantee, terms
// under a table, a named colleague who takes over, a motive for a change, a payment
// detail, a time limit in a set-up step, a coming price increase. The rest of the answer
// is left as it was. Each addition is a claim the company never made, so the answer is
// wrong even though it reads naturally.

// b88cRule is one place a kind can change: in answers of lang, the first text holding
// anchor gets add (inserted after the sentence, or put in place of the anchor).
type b88cRule struct{ lang, anchor, add string }

// b88cSentenceEnd is the byte offset just after the sentence that goes on at from: after
// its full stop, or at the end of its line when the line has none.
func b88cSentenceEnd(lang, s string, from int) int {
	for i := from; i < len(s); i++ {
		switch c := s[i]; {
		case c == '\n':
			return i
		case lang == "ja" && strings.HasPrefix(s[i:], "。"):
			return i + len("。")
		case lang != "ja" && (c == '.' || c == '!' || c == '?'):
			j := i
			for j > 0 && s[j-1] >= 'A' && s[j-1] <= 'z' {
				j--
			}
			if c == '.' && deAbbrev[s[j:i]] {
				continue
			}
			if i+1 == len(s) || s[i+1] == ' ' || s[i+1] == '\n' {
				return i + 1
			}
		}
	}
	return len(s)
}

// b88cAfterSentence inserts the add of the first rule of lang whose anchor s holds after
// the sentence that holds the anchor; s unchanged when no rule applies.
func b88cAfterSentence(lang, s string, rules []b88cRule) string {
	for _, r := range rules {
		if r.lang != lang {
			continue
		}
		i := strings.Index(s, r.anchor)
		if i < 0 {
			continue
		}
		end := i + len(r.anchor)
		if !strings.HasSuffix(r.anchor, "。") && !strings.HasSuffix(r.anchor, ".") {
			end = b88cSentenceEnd(lang, s, end)
		}
		return s[:end] + r.add + s[end:]
	}
	return s
}

// b88cReplace puts the add of the first rule of lang whose anchor s holds in place of
// the anchor's first occurrence; s unchanged when no rule applies.
func b88cReplace(lang, s string, rules []b88cRule) string {
	for _, r := range rules {
		if r.lang == lang && strings.Contains(s, r.anchor) {
			return strings.Replace(s, r.anchor, r.add, 1)
		}
	}
	return s
}

var b88cResponsePledge = []b88cRule{
	{"de", "Bei Fragen sind wir gern für Sie da", " – Anfragen beantworten wir werktags innerhalb von 4 Stunden"},
	{"de", "wenden Sie sich bitte an unseren Kundendienst", ", der Anfragen in der Regel innerhalb von 24 Stunden beantwortet"},
	{"ja", "サポート窓口までお問い合わせください。", "通常、24時間以内に担当者よりご連絡いたします。"},
	{"ja", "本メールにご返信ください。", "2営業日以内に担当者よりご回答いたします。"},
	{"ja", "お気軽にお問い合わせください。", "お問い合わせには1営業日以内にご回答いたします。"},
}

var b88cDeadlineLapse = []b88cRule{
	{"de", "spätestens 24 Stunden vorher ab.", "spätestens 24 Stunden vorher ab; andernfalls können wir Ihnen frühestens in acht Wochen einen neuen Termin anbieten."},
	{"de", "freizugeben.", "freizugeben, da sonst die Förderzusage verfällt."},
	{"ja", "前日の17時までにご連絡くださいますようお願いいたします。", "前日の17時までにご連絡くださいますようお願いいたします。期限を過ぎてからの変更の場合、次回の訪問は2週間後以降となります。"},
	{"ja", "お支払い期限は2026年10月30日（金）です。", "お支払い期限は2026年10月30日（金）です。期限を過ぎた場合は、翌月1日よりサービスのご利用を一時停止させていただきます。"},
	{"ja", "お見積もりへのご承認をお願いいたします。", "お見積もりへのご承認をお願いいたします。期限を過ぎますと、お見積もりは無効となり、試験台の予約も解除されます。"},
	{"ja", "承認を求めている。", "承認を求めている。承認が得られない場合、ソラノ物流との運営契約は白紙に戻る。"},
}

var b88cCompletion = []b88cRule{
	{"de", "die Statik prüft", " Der Umbau ist derzeit zu 60 % abgeschlossen."},
	{"de", "steht noch aus", " Das Vorhaben ist insgesamt zu 85 % fertiggestellt."},
	{"ja", "進捗を報告した", "移転準備の進捗率は現在72%に達している。"},
}

var b88cExactFigure = []b88cRule{
	{"de", "nicht zu weit entfernt", "nicht mehr als 8 Meter entfernt"},
	{"de", "seit Mittwoch", "seit Mittwoch gegen 6:40 Uhr"},
	{"de", "noch am selben Tag ein", "noch am selben Tag bis 10 Uhr ein"},
	{"ja", "約1,400万円", "1,386万円"},
	{"ja", "約10秒", "8.5秒"},
	{"ja", "月末の給与計算", "25日の給与計算"},
	{"ja", "配送センターでの作業遅延", "配送センターでの3日間の作業遅延"},
}

var b88cRemedyRestriction = []b88cRule{
	{"de", "kostenlos eine Ersatzlampe zu", " Der kostenlose Austausch ist auf ein Gerät pro Kunde und Jahr begrenzt."},
	{"de", "Falls Sie den Termin nicht wahrnehmen können", " Eine kostenfreie Verschiebung ist jedoch nur einmal pro Quartal möglich."},
	{"ja", "500円分のクーポン", "なお、クーポンは5,000円以上のお買い物でのみご利用いただけます。"},
	{"ja", "返送用伝票でご返送ください", "なお、無償交換はお買い上げから30日以内、1回限りとさせていただきます。"},
	{"ja", "日程の変更をご希望の場合は", "なお、日程の変更は1回限りとさせていただきます。"},
}

var b88cIDCheck = []b88cRule{
	{"de", "Die Lieferung erfolgt am", " Die Ware wird nur gegen Vorlage eines Lichtbildausweises übergeben."},
	{"de", "kostenlos eine Ersatzlampe zu", " Die Sendung wird nur persönlich gegen Unterschrift übergeben."},
	{"de", "verschiebt sich der Versand", " Die Ware wird nur gegen Unterschrift einer bevollmächtigten Person übergeben."},
	{"ja", "新しいお届け予定日は", "お受け取りの際は、ご本人様確認のため身分証明書をご提示ください。"},
	{"ja", "交換品は10月19日に発送いたします", "お受け取りの際には、ご本人確認書類のご提示が必要となります。"},
}

var b88cGuaranteeAfter = []b88cRule{
	{"de", "zwischen 8 und 12 Uhr", " Dieses Zeitfenster garantieren wir Ihnen verbindlich."},
	{"de", "kostenlos eine Ersatzlampe zu", " Wir garantieren, dass die Ersatzlampe spätestens zwei Werktage später bei Ihnen eintrifft."},
	{"de", "verschiebt sich der Versand", " Diesen Termin sichern wir Ihnen verbindlich zu."},
	{"ja", "訪問日時を下記のとおり確定いたしました", "修理は当日中に必ず完了することをお約束いたします。"},
	{"ja", "新しいお届け予定日は", "この日付でのお届けを確約いたします。"},
}

var b88cGuaranteeReplace = []b88cRule{
	{"de", "ein WLAN-Repeater in der Nähe des Heizungsraums kann helfen", "ein WLAN-Repeater in der Nähe des Heizungsraums behebt das Problem garantiert"},
	{"ja", "お届けできる見込みです", "確実にお届けすることを保証いたします"},
}

var b88cTableTerms = map[string]string{
	"de": "\n\nAlle Preise verstehen sich inklusive Lieferung frei Haus und Montage.",
	"ja": "\n\n※上記金額には配送料および設置費用が含まれております。",
}

var b88cOwner = []b88cRule{
	{"de", "bittet um ein Rücksendeetikett", " Frau Lindemann aus dem Versand schickt es ihr bis Freitag zu."},
	{"de", "ein Installateur kommt", " Die Koordination übernimmt Herr Brandt aus der Haustechnik."},
	{"de", "steht noch aus", " Frau Berger aus der Rechtsabteilung hakt bis Ende der Woche nach."},
	{"ja", "発送予定。", "手配は物流課の吉田が担当。"},
	{"ja", "承認を求めている", "会議資料は経営企画部の三浦が準備する。"},
}

var b88cMotive = []b88cRule{
	{"ja", "大阪営業所は、", "大阪営業所は、業務拡大に伴い、"},
	{"ja", "厚木物流センターの相模原移転", "賃貸契約の満了に伴う厚木物流センターの相模原移転"},
	{"de", "für Schallschutzwände", "für die nach Beschwerden der Anwohner nötig gewordenen Schallschutzwände"},
	{"de", "höher ausfällt", "höher ausfällt, weil der Bund den Fördersatz für Wärmepumpen angehoben hat"},
	{"de", "bis zum 22.10.2026 verreist", "bis zum 22.10.2026 auf Dienstreise in Kanada"},
}

var b88cPaymentAfter = []b88cRule{
	{"de", "Der Rechnungsbetrag bleibt unverändert", " Er wird wie vereinbart per SEPA-Lastschrift von Ihrem Konto eingezogen."},
	{"ja", "お支払い期限は", "お支払いは、ご登録の口座から自動引き落としとなります。"},
}

var b88cPaymentValue = map[string]string{
	"クレジットカード":    "クレジットカード（分割3回払い）",
	"Kreditkarte": "Kreditkarte (3 Monatsraten)",
	"Rechnung":    "Rechnung (Zahlungsziel 30 Tage)",
}

var b88cStepLimit = []b88cRule{
	{"de", "Geben Sie das Passwort Ihres WLANs ein", "Geben Sie das Passwort Ihres WLANs innerhalb von 60 Sekunden ein"},
	{"ja", "アプリの入力欄に同じ数字を入れて", "30秒以内にアプリの入力欄に同じ数字を入れて"},
}

var b88cPriceRise = []b88cRule{
	{"de", "Der Rechnungsbetrag bleibt unverändert", " Ab dem 01.01.2027 erhöhen sich unsere Listenpreise jedoch um 4 %."},
	{"de", "Empfehlung:", " Nordkälte AG hat zudem für Bestellungen ab Dezember eine Preiserhöhung um 6 % angekündigt."},
	{"ja", "合計（税抜）", "\n※2027年1月1日以降のご注文分より、単価を5%改定いたします。"},
	{"ja", "合計38,500円", "なお、2027年4月より基本料金は5%値上げとなる予定です。"},
	{"ja", "固定価格は", "なお、2027年1月以降のご発注分は、料金が8%改定されます。"},
}

var heldOutBatch88c = []heldOutKind{
	// b88c_reply_gains_invented_response_time_pledge: the closing invitation to ask or
	// write back gains a response time the company never promised; the customer now
	// expects an answer by then. Realistic: models pad a service closing with an SLA.
	// de: "Bei Fragen sind wir gern für Sie da." → "Bei Fragen sind wir gern für Sie da –
	// Anfragen beantworten wir werktags innerhalb von 4 Stunden."
	// ja: "お気軽にお問い合わせください。" → "お気軽にお問い合わせください。お問い合わせには1営業日以内にご回答いたします。"
	{"b88c_reply_gains_invented_response_time_pledge", "longest", func(lang, s string) string {
		return b88cReplace(lang, s, b88cPledgeRules(lang))
	}},
	// b88c_deadline_gains_invented_lapse_or_suspension: a deadline or approval request
	// gains a consequence of missing it (a lapse, a suspension, a cancelled booking) that
	// nobody stated. Realistic: models "complete" a deadline with a threat.
	// de: "…die Mehrkosten und den neuen Termin bis zum 21.10.2026 freizugeben." → "…bis zum
	// 21.10.2026 freizugeben, da sonst die Förderzusage verfällt."
	// ja: "お支払い期限は2026年10月30日（金）です。" → "…です。期限を過ぎた場合は、翌月1日よりサービスのご利用を一時停止させていただきます。"
	{"b88c_deadline_gains_invented_lapse_or_suspension", "longest", func(lang, s string) string {
		return b88cReplace(lang, s, b88cDeadlineLapse)
	}},
	// b88c_project_summary_gains_invented_completion_percentage: a project summary gains a
	// progress percentage no report gave. Realistic: models like to quantify status.
	// de: "…die Statik prüft Frau Dr. Jäger." → "…die Statik prüft Frau Dr. Jäger. Der Umbau ist derzeit zu 60 % abgeschlossen."
	// ja: "…責任者の髙橋が第3回進捗を報告した。" → "…報告した。移転準備の進捗率は現在72%に達している。"
	{"b88c_project_summary_gains_invented_completion_percentage", "longest", func(lang, s string) string {
		return b88cAfterSentence(lang, s, b88cCompletion)
	}},
	// b88c_vague_extent_given_invented_exact_figure: a vague or approximate time, distance
	// or amount is made an exact figure the source never gave, so the reader acts on a
	// number that is made up. Realistic: models sharpen "about" and "since Wednesday".
	// de: "…seit Mittwoch Wasser aus der Badezimmerdecke tropft." → "…seit Mittwoch gegen 6:40 Uhr Wasser…"
	// ja: "追加費用は約1,400万円で、予備費から支出する。" → "追加費用は1,386万円で、予備費から支出する。"
	{"b88c_vague_extent_given_invented_exact_figure", "longest", func(lang, s string) string {
		return b88cReplace(lang, s, b88cExactFigure)
	}},
	// b88c_remedy_gains_invented_restriction: a remedy (replacement, coupon, free
	// rescheduling) gains a limit the company never set. Realistic: models borrow small
	// print from other shops' policies.
	// de: "Wir senden Ihnen am 20.10.2026 kostenlos eine Ersatzlampe zu." → "… zu. Der kostenlose Austausch ist auf ein Gerät pro Kunde und Jahr begrenzt."
	// ja: "…500円分のクーポンをお送りいたします。" → "…お送りいたします。なお、クーポンは5,000円以上のお買い物でのみご利用いただけます。"
	{"b88c_remedy_gains_invented_restriction", "longest", func(lang, s string) string {
		return b88cAfterSentence(lang, s, b88cRemedyRestriction)
	}},
	// b88c_delivery_gains_invented_id_or_signature_requirement: a delivery or shipment
	// gains a hand-over condition (photo ID, personal signature) nobody stated; a customer
	// who is out misses the parcel. Realistic: carrier boilerplate leaks in.
	// de: "Die Lieferung erfolgt am 12.11.2026 zwischen 8 und 12 Uhr." → "… Uhr. Die Ware wird nur gegen Vorlage eines Lichtbildausweises übergeben."
	// ja: "新しいお届け予定日は10月21日（水）です。" → "…です。お受け取りの際は、ご本人様確認のため身分証明書をご提示ください。"
	{"b88c_delivery_gains_invented_id_or_signature_requirement", "longest", func(lang, s string) string {
		return b88cAfterSentence(lang, s, b88cIDCheck)
	}},
	// b88c_outcome_given_invented_guarantee: a date, time window or remedy that the
	// golden states plainly (or as an estimate) is given a binding guarantee the company
	// cannot keep. Realistic: models make replies sound reassuring.
	// de: "…ein WLAN-Repeater in der Nähe des Heizungsraums kann helfen." → "…behebt das Problem garantiert."
	// ja: "10月22日（木）までにお届けできる見込みです。" → "10月22日（木）までに確実にお届けすることを保証いたします。"
	{"b88c_outcome_given_invented_guarantee", "longest", func(lang, s string) string {
		if nw := b88cReplace(lang, s, b88cGuaranteeReplace); nw != s {
			return nw
		}
		return b88cAfterSentence(lang, s, b88cGuaranteeAfter)
	}},
	// b88c_table_gains_invented_delivery_terms: a comparison or quote table gains a note
	// that delivery and installation are included, which no offer said; the buyer
	// compares the wrong totals. Realistic: models add "terms" under a price table.
	// de: "…bietet aber nur 2 Jahre Garantie." → "…Garantie.\n\nAlle Preise verstehen sich inklusive Lieferung frei Haus und Montage."
	// ja: "納品希望日：2026年11月2日" → "納品希望日：2026年11月2日\n\n※上記金額には配送料および設置費用が含まれております。"
	{"b88c_table_gains_invented_delivery_terms", "raw", func(lang, s string) string {
		if !strings.Contains(s, "|---") || b88cTableTerms[lang] == "" {
			return s
		}
		return strings.TrimRight(s, "\n") + b88cTableTerms[lang]
	}},
	// b88c_open_request_given_invented_owner: an open request or next step is assigned to
	// a named colleague (with a deadline) that the source never mentions. Realistic:
	// models fill the "who does it" gap with a plausible name.
	// de: "Frau Köhler bittet um ein Rücksendeetikett." → "… Frau Lindemann aus dem Versand schickt es ihr bis Freitag zu."
	// ja: "交換品は10月19日に発送予定。" → "交換品は10月19日に発送予定。手配は物流課の吉田が担当。"
	{"b88c_open_request_given_invented_owner", "strings", func(lang, s string) string {
		return b88cAfterSentence(lang, s, b88cOwner)
	}},
	// b88c_change_gains_invented_motive: a move, cost, subsidy or absence gains a reason
	// the source never gave. Realistic: models explain what they report.
	// de: "…Mehrkosten von 36.400,00 € für Schallschutzwände, die…" → "…für die nach Beschwerden der Anwohner nötig gewordenen Schallschutzwände, die…"
	// ja: "株式会社アオバ精工の大阪営業所は、令和8年11月16日（月）に移転します。" → "…大阪営業所は、業務拡大に伴い、令和8年…"
	{"b88c_change_gains_invented_motive", "longest", func(lang, s string) string {
		return b88cReplace(lang, s, b88cMotive)
	}},
	// b88c_payment_gains_invented_method_detail: the payment gains a method or instalment
	// plan nobody agreed (direct debit, three instalments). Realistic: models fill in
	// typical payment terms.
	// de: "Der Rechnungsbetrag bleibt unverändert bei 1.850,00 €." → "… €. Er wird wie vereinbart per SEPA-Lastschrift von Ihrem Konto eingezogen."
	// ja: "\"payment\": \"クレジットカード\"" → "\"payment\": \"クレジットカード（分割3回払い）\""
	{"b88c_payment_gains_invented_method_detail", "first", func(lang, s string) string {
		if v, ok := b88cPaymentValue[s]; ok {
			return v
		}
		return b88cAfterSentence(lang, s, b88cPaymentAfter)
	}},
	// b88c_setup_step_gains_invented_time_limit: a set-up step gains a time limit the
	// manual never sets; users rush or think the pairing failed. Realistic: models mix up
	// devices' manuals.
	// de: "6. Geben Sie das Passwort Ihres WLANs ein." → "6. Geben Sie das Passwort Ihres WLANs innerhalb von 60 Sekunden ein."
	// ja: "アプリの入力欄に同じ数字を入れて「接続」を押します。" → "30秒以内にアプリの入力欄に同じ数字を入れて「接続」を押します。"
	{"b88c_setup_step_gains_invented_time_limit", "longest", func(lang, s string) string {
		return b88cReplace(lang, s, b88cStepLimit)
	}},
	// b88c_price_gains_invented_future_increase: a price or total gains an announcement of
	// a coming price increase with a date and percentage nobody announced. Realistic:
	// models add "please note" sentences about pricing.
	// de: "Der Rechnungsbetrag bleibt unverändert bei 1.850,00 €." → "… €. Ab dem 01.01.2027 erhöhen sich unsere Listenpreise jedoch um 4 %."
	// ja: "固定価格は1,480ユーロ（税別）です。" → "…です。なお、2027年1月以降のご発注分は、料金が8%改定されます。"
	{"b88c_price_gains_invented_future_increase", "longest", func(lang, s string) string {
		return b88cAfterSentence(lang, s, b88cPriceRise)
	}},
}

// b88cPledgeRules turns the response-pledge rules into replacements: the anchor keeps
// its place and the pledge follows it.
func b88cPledgeRules(lang string) []b88cRule {
	var out []b88cRule
	for _, r := range b88cResponsePledge {
		if r.lang == lang {
			out = append(out, b88cRule{r.lang, r.anchor, r.anchor + r.add})
		}
	}
	return out
}
