package grade

// Blind batch 48b: summaries and extractions that go wrong in meaning, as a weaker
// model condenses or extracts. Every kind changes one place so that the answer states
// something the prompt does not: an extracted date set to the day the prompt was
// written, a postponement condensed into a vague window between the old and the new
// date, an amount read one scale off (万 dropped or added, Tsd. added), a planned act
// condensed into a done one and a done one into a plan, the order of two steps or
// periods reversed by its anchor word, a decision the case still awaits reported as
// obtained, a role of the case given to the other named person, and a state's anchor
// (since the second day, as of the end of September) made relative to now.

import (
	"regexp"
	"strings"
)

// ho48bRefDate is the reference date every fixture's prompt is written on.
const ho48bRefDate = "2026-10-16"

var (
	ho48bISOOnly = regexp.MustCompile(`^\d{4}-\d{2}-\d{2}$`)
	// ho48bJaOldDelivery finds the superseded delivery date of an apology.
	ho48bJaOldDelivery = regexp.MustCompile(`(\d{1,2}月\d{1,2}日)に(?:お届けする|発送する|お届けの)予定でした`)
	ho48bJaNewDelivery = regexp.MustCompile(`(新しい(?:お届け|発送)予定日は)(\d{1,2}月\d{1,2}日(?:（.）)?)です`)
	// ho48bJaYen is a yen amount with or without 万 before 円.
	ho48bJaYen = regexp.MustCompile(`(\d{1,3}(?:,\d{3})*)(万?)円`)
	// ho48bDeEuro is a German amount written with cents before €.
	ho48bDeEuro = regexp.MustCompile(`(\d{1,3}(?:\.\d{3})*,\d{2})( ?€)`)
)

var ho48bPostponeDe = []hoRule{
	hoR(`vom (\d{1,2}\.\d{1,2}\.\d{4}(?: \(\p{L}+\))?) auf den (\d{1,2}\.\d{1,2}\.\d{4}(?: \(\p{L}+\))?)`, "auf einen noch offenen Tag zwischen dem ${1} und dem ${2}"),
	hoR(`erst am (\d{1,2}\.\d{1,2}\.\d{4}) statt am (\d{1,2}\.\d{1,2}\.\d{4})`, "irgendwann zwischen dem ${2} und dem ${1}"),
}

var ho48bPostponeJa = []hoRule{
	hoR(`(\d{4}年)?(\d{1,2}月\d{1,2}日(?:（.）)?)から(\d{1,2}月\d{1,2}日(?:（.）)?)に延期`, "${1}${2}から${3}までの間のいずれかの日に延期"),
	hoR(`(\d{4}年)?(\d{1,2}月\d{1,2}日(?:（.）)?)から(\d{1,2}月\d{1,2}日(?:（.）)?)に変更`, "${1}${2}から${3}までの間のいずれかの日に変更"),
}

var heldOutBatch48b = []heldOutKind{
	// An extraction's first date field is filled with the day the prompt was written
	// (the reference date), not the date the text gives for it: "rechnungsdatum":
	// "2026-10-21" → "rechnungsdatum": "2026-10-16".
	{"b48b_json_date_field_set_to_reference_date", "first", func(lang, s string) string {
		if ho48bISOOnly.MatchString(s) && s != ho48bRefDate {
			return ho48bRefDate
		}
		return s
	}},

	// A postponement from an old to a new date is condensed into a vague window
	// between the two, so the firm new date is lost and any day in between seems
	// possible: "verschiebt sich die Inbetriebnahme vom 02.11.2026 auf den 16.11.2026"
	// → "verschiebt sich die Inbetriebnahme auf einen noch offenen Tag zwischen dem
	// 02.11.2026 und dem 16.11.2026".
	{"b48b_postponement_told_as_window_between_old_and_new", "first", func(lang, s string) string {
		if lang != "ja" {
			return hoReplaceFirst(s, ho48bPostponeDe)
		}
		if out := hoReplaceFirst(s, ho48bPostponeJa); out != s {
			return out
		}
		old := ho48bJaOldDelivery.FindStringSubmatch(s)
		if old == nil {
			return s
		}
		return hoFirstMatch(ho48bJaNewDelivery, s, func(m []string) string {
			return m[1] + old[1] + "から" + m[2] + "までの間のいずれかの日です"
		})
	}},

	// The first amount is read one scale off, as a condensing model mixes up the
	// prompt's unit: a 万円 figure loses its 万, a plain 円 figure gains one, a German
	// full euro figure gains "Tsd.": "約1,400万円" → "約1,400円", "3.912,50 €" →
	// "3.912,50 Tsd. €".
	{"b48b_amount_scale_word_toggled_first", "first", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(ho48bJaYen, s, func(m []string) string {
				if m[2] == "万" {
					return m[1] + "円"
				}
				return m[1] + "万円"
			})
		}
		return hoFirstMatch(ho48bDeEuro, s, func(m []string) string {
			return m[1] + " Tsd." + m[2]
		})
	}},

	// An act still planned (shipment, delivery, next meeting, move, answer, payment)
	// is condensed into one already done: "交換品は10月19日に発送予定。" →
	// "交換品は10月19日に発送済み。", "Die nächste Sitzung findet am 12.11.2026 statt."
	// → "Die nächste Sitzung hat am 12.11.2026 stattgefunden."
	{"b48b_planned_act_condensed_to_perfect_done", "first", hoByLang(
		[]hoRule{
			hoR(`(\d{1,2}月\d{1,2}日)に発送予定。`, "${1}に発送済み。"),
			hoR(`(\d{1,2}月\d{1,2}日（.）\d{1,2}時)までに回答する。`, "${1}に回答した。"),
			hoR(`(\d{1,2}月\d{1,2}日（.）)に移転します。`, "${1}に移転しました。"),
			hoR(`予備費から支出する。`, "予備費から支出した。"),
			hoR(`クーポンをお送りいたします。`, "クーポンをお送りいたしました。"),
			hoR(`訪問日時を下記のとおり確定いたしました。`, "下記の日時に訪問し、修理を完了いたしました。"),
		},
		[]hoRule{
			hoR(`Wir senden Ihnen am (\d{1,2}\.\d{1,2}\.\d{4}) kostenlos eine Ersatzlampe zu\.`, "Wir haben Ihnen am ${1} bereits kostenlos eine Ersatzlampe zugesandt."),
			hoR(`Die Lieferung erfolgt am (\d{1,2}\.\d{1,2}\.\d{4}) (zwischen \d{1,2} und \d{1,2} Uhr)\.`, "Die Lieferung ist am ${1} ${2} erfolgt."),
			hoR(`Die nächste Sitzung findet am (\d{1,2}\.\d{1,2}\.\d{4}) statt\.`, "Die nächste Sitzung hat am ${1} stattgefunden."),
			hoR(`verschiebt sich die Inbetriebnahme vom (\d{1,2}\.\d{1,2}\.\d{4}) auf den (\d{1,2}\.\d{1,2}\.\d{4});`, "ist die Inbetriebnahme statt am ${1} am ${2} erfolgt;"),
			hoR(`hiermit bestätigen wir Ihren Kontrolltermin am`, "vielen Dank, dass Sie Ihren Kontrolltermin wahrgenommen haben, am"),
		})},

	// An act already done (presented, ordered, billed, added, checked, visited,
	// reported) is condensed into a plan still to come: "Prof. Dr. Kühn hat das
	// Sicherheitsgutachten vorgestellt" → "Prof. Dr. Kühn wird das Sicherheitsgutachten
	// in der nächsten Sitzung vorstellen"; "確認済みで" → "確認する予定で".
	{"b48b_done_report_condensed_to_future_plan", "first", hoByLang(
		[]hoRule{
			hoR(`写真で破損を確認済みで`, "写真で破損を確認する予定で"),
			hoR(`追加していただいたため`, "追加していただく予定のため"),
			hoR(`(\d{4}年\d{1,2}月\d{1,2}日)には当研究室をご訪問いただき、誠にありがとうございました。`, "${1}に当研究室へご訪問いただけるとのこと、誠にありがとうございます。"),
			hoR(`第3回進捗を報告した。`, "第3回進捗を報告する予定である。"),
			hoR(`問い合わせがあった`, "問い合わせが入る見込みである"),
		},
		[]hoRule{
			hoR(`hat das Sicherheitsgutachten vorgestellt`, "wird das Sicherheitsgutachten in der nächsten Sitzung vorstellen"),
			hoR(`hat am (\d{1,2}\.\d{1,2}\.\d{4}) (.+?) bestellt,`, "will am ${1} ${2} bestellen,"),
			hoR(`bisher sind (\d{1,3}(?:\.\d{3})*,\d{2} €) abgerechnet`, "bis Projektende werden ${1} abgerechnet"),
			hoR(`Frau Müller von der Hausverwaltung Schößler meldet, dass`, "Frau Müller von der Hausverwaltung Schößler wird melden, dass"),
		})},

	// The anchor word that orders two steps or periods is reversed, so the later one
	// comes first: "Bestätigen Sie anschließend Ihre E-Mail-Adresse" → "Bestätigen Sie
	// zuvor Ihre E-Mail-Adresse"; "修正版の提供（10月23日）後に2週間の再テスト" →
	// "修正版の提供（10月23日）前に2週間の再テスト".
	{"b48b_sequence_anchor_after_made_before", "first", hoByLang(
		[]hoRule{
			hoR(`入れてから、`, "入れる前に、"),
			hoR(`）後に(\d)`, "）前に${1}"),
			hoR(`それまで予約で埋まっており`, "それ以降は予約で埋まっており"),
			hoR(`オンにしてから、`, "オンにする前に、"),
		},
		[]hoRule{
			hoR(`Bestätigen Sie anschließend`, "Bestätigen Sie zuvor"),
			hoR(`bis dahin läuft die alte Anlage weiter`, "danach läuft die alte Anlage weiter"),
			hoR(`Sobald die Verbindung steht,`, "Noch bevor die Verbindung steht,"),
		})},

	// A decision or answer the case is still waiting for is reported as obtained:
	// "die Genehmigung der Gewerbeaufsicht steht noch aus" → "die Genehmigung der
	// Gewerbeaufsicht liegt inzwischen vor"; "承認を求めている。" → "承認された。".
	{"b48b_awaited_third_party_decision_told_as_obtained", "first", hoByLang(
		[]hoRule{
			hoR(`で、延期と予備費支出の承認を求めている。`, "で、延期と予備費支出は承認された。"),
			hoR(`(\d{4}年\d{1,2}月\d{1,2}日)までに、お見積もりへのご承認をお願いいたします。`, "お見積もりには、${1}付ですでにご承認をいただいております。"),
			hoR(`髙橋様は月末の給与計算に間に合うかを心配されている。`, "月末の給与計算に間に合うことは髙橋様にご確認いただいた。"),
			hoR(`10月22日（木）までの交換品到着を希望。`, "10月22日（木）までの交換品到着で合意済み。"),
		},
		[]hoRule{
			hoR(`die Genehmigung der Gewerbeaufsicht steht noch aus`, "die Genehmigung der Gewerbeaufsicht liegt inzwischen vor"),
			hoR(`Herr Strauß bittet, die Mehrkosten und den neuen Termin bis zum (\d{1,2}\.\d{1,2}\.\d{4}) freizugeben\.`, "Die Geschäftsführung hat die Mehrkosten und den neuen Termin am ${1} freigegeben."),
		})},

	// A role of the case (who reports, who holds the key, who checks the statics,
	// whom the goods are for, who investigates, who stays in charge, who is the
	// primary contact) is filled with the other named person of the case: "aber Frau
	// Müller kann die Wohnung … aufschließen" → "aber Herr Weiß kann die Wohnung …
	// aufschließen"; "primary_contact": "石井部長" → "森課長".
	{"b48b_case_role_filled_with_other_named_person", "first", hoByLang(
		[]hoRule{
			hoR(`^石井部長$`, "森課長"),
			hoR(`担当の西村が調査し`, "髙橋様が調査し"),
			hoR(`営業の担当は引き続き松田部長で`, "営業の担当は引き続き小西課長で"),
		},
		[]hoRule{
			hoR(`Laut Frau Dr\. Vogt`, "Laut Herrn Oßwald"),
			hoR(`aber Frau Müller kann die Wohnung`, "aber Herr Weiß kann die Wohnung"),
			hoR(`die Statik prüft Frau Dr\. Jäger`, "die Statik prüft Herr Strauß"),
			hoR(`z\. Hd\. Frau Dr\. Julia Schulze`, "z. Hd. Herrn Prof. Dr. Stefan Hoffmann"),
		})},

	// The anchor of a state (since the second day after the purchase, since
	// Wednesday, correct up to September's data, spent as of the end of September) is
	// made relative to now, which moves it to another time: "seit dem zweiten Tag" →
	// "seit zwei Tagen"; "9月末時点の支出" → "現時点の支出".
	{"b48b_dated_anchor_of_state_made_relative_to_now", "first", hoByLang(
		[]hoRule{
			hoR(`9月末時点の支出`, "現時点の支出"),
			hoR(`9月分までは正常`, "先週までは正常"),
			hoR(`（10月14日着）`, "（本日着）"),
		},
		[]hoRule{
			hoR(`seit dem zweiten Tag`, "seit zwei Tagen"),
			hoR(`seit Mittwoch`, "seit einer Woche"),
		})},

	// A place of the case is replaced by another place the prompt names for
	// something else (the contractor's seat, the delivery department, the old
	// office's ward): "im Verwaltungsgebäude Lübeck" → "im Verwaltungsgebäude Bad
	// Schwartau"; "大阪府大阪市北区梅田" → "大阪府大阪市中央区梅田".
	{"b48b_site_replaced_by_other_place_of_case", "first", hoByLang(
		[]hoRule{
			hoR(`(新住所は〒530-0001 大阪府大阪市)北区`, "${1}中央区"),
		},
		[]hoRule{
			hoR(`im Verwaltungsgebäude Lübeck`, "im Verwaltungsgebäude Bad Schwartau"),
			hoR(`(Rechnungsanschrift: Hochschule Rheinstadt,) Zentraler Einkauf,`, "${1} Labor für Hochspannungstechnik,"),
		})},

	// A qualifier that limited a statement is dropped in condensing, so the statement
	// claims more than the prompt: only-5-GHz networks become all networks that use
	// 5 GHz, "at the earliest" becomes a fixed start, "sometimes cannot" becomes
	// "cannot", "expected to arrive" becomes a promise: "Netze, die nur im 5-GHz-Band
	// funken, werden … nicht unterstützt" → "Netze, die im 5-GHz-Band funken, werden …
	// nicht unterstützt"; "早くても2026年11月9日" → "2026年11月9日".
	{"b48b_limiting_qualifier_dropped_statement_widened", "first", hoByLang(
		[]hoRule{
			hoR(`試験の開始は、早くても`, "試験の開始は、"),
			hoR(`正しく測定できないことがありますので`, "正しく測定できませんので"),
			hoR(`までにお届けできる見込みです。`, "までに確実にお届けいたします。"),
			hoR(`（エラーコードTR-4031、9月分までは正常）`, "（エラーコードTR-4031）"),
		},
		[]hoRule{
			hoR(`Netze, die nur im 5-GHz-Band funken,`, "Netze, die im 5-GHz-Band funken,"),
			hoR(`das kann bis zu zwei Minuten dauern`, "das dauert zwei Minuten"),
		})},

	// A request is reported in the other voice, so the one who asked becomes the one
	// asked: "Frau Köhler bittet um ein Rücksendeetikett." → "Frau Köhler wird um ein
	// Rücksendeetikett gebeten."; "承認を求めている" → "承認を求められている".
	{"b48b_request_voice_reversed_asker_made_asked", "first", hoByLang(
		[]hoRule{
			hoR(`の承認を求めている。`, "の承認を求められている。"),
			hoR(`お見積もりへのご承認をお願いいたします。`, "お見積もりへのご承認をお願いされております。"),
			hoR(`髙橋様から、`, "髙橋様へ、"),
			hoR(`松本様より、`, "松本様へ、"),
		},
		[]hoRule{
			hoR(`Frau Köhler bittet um ein Rücksendeetikett\.`, "Frau Köhler wird um ein Rücksendeetikett gebeten."),
			hoR(`Sie bittet darum, dass noch am selben Tag ein Installateur kommt\.`, "Sie wird gebeten, noch am selben Tag einen Installateur zu schicken."),
			hoR(`Herr Strauß bittet, die Mehrkosten`, "Herr Strauß wird gebeten, die Mehrkosten"),
		})},

	// A fallback that applies only if something happens is reported as already
	// triggered: a standby fee for a mobile heating unit becomes the cost of its use, a
	// cancellation rule becomes the customer's cancellation, a change-of-date rule the
	// customer's change: "2.400,00 € Bereitschaftspauschale für eine mobile
	// Heizzentrale" → "2.400,00 € für den Einsatz der mobilen Heizzentrale".
	{"b48b_fallback_condition_reported_as_triggered", "first", hoByLang(
		[]hoRule{
			hoR(`日程の変更をご希望の場合は、`, "日程の変更をご希望とのことですので、"),
			hoR(`ご不明な点がございましたら、お気軽にお問い合わせください。`, "ご不明な点があるとのことですので、お問い合わせ窓口よりご連絡いたします。"),
		},
		[]hoRule{
			hoR(`(\d{1,3}(?:\.\d{3})*,\d{2} €) Bereitschaftspauschale für eine mobile Heizzentrale`, "${1} für den Einsatz der mobilen Heizzentrale"),
			hoR(`Falls Sie den Termin nicht wahrnehmen können, sagen Sie ihn bitte spätestens 24 Stunden vorher ab\.`, "Da Sie den Termin nicht wahrnehmen können, haben wir Ihre Absage vermerkt."),
			hoR(`Hilft das alles nicht, wenden Sie sich bitte an unseren Kundendienst\.`, "Da das alles nicht geholfen hat, meldet sich unser Kundendienst bei Ihnen."),
		})},

	// A deadline or step tied to an event is moved to the far side of that event, so
	// it comes too late to serve: "spätestens 24 Stunden vorher ab" → "spätestens 24
	// Stunden danach ab"; "前日の17時までに" → "翌日の17時までに".
	{"b48b_deadline_moved_past_its_event", "first", hoByLang(
		[]hoRule{
			hoR(`前日の(\d{1,2}時)までに`, "翌日の${1}までに"),
			hoR(`（10月23日）後に2週間の再テスト`, "（10月23日）後に出荷を始め、その2週間後に再テスト"),
		},
		[]hoRule{
			hoR(`spätestens 24 Stunden vorher ab`, "spätestens 24 Stunden danach ab"),
			hoR(`Starten Sie den Kopplungsmodus erneut, wenn die 10 Minuten abgelaufen sind\.`, "Starten Sie den Kopplungsmodus erneut, bevor die 10 Minuten abgelaufen sind."),
			hoR(`und den neuen Termin bis zum (\d{1,2}\.\d{1,2}\.\d{4}) freizugeben`, "und den neuen Termin nach der Inbetriebnahme freizugeben"),
		})},

	// Two adjacent statements are fused in condensing and a fact of one crosses into
	// the other: the approval takes the next meeting's date, the key holder the
	// owner's until-date, the fax the new phone number, the shipment the wished
	// arrival date: "- Herr Oßwald meldet Mehrkosten …, die der Ausschuss freigegeben
	// hat.\n- Die nächste Sitzung findet am 12.11.2026 statt." → "- Herr Oßwald meldet
	// Mehrkosten …, die der Ausschuss in der nächsten Sitzung am 12.11.2026 freigeben
	// wird."
	{"b48b_adjacent_statements_fused_fact_crossed", "first", hoByLang(
		[]hoRule{
			hoR(`新しい電話番号は(\d{2,4}-\d{2,4}-\d{3,4})です。FAX番号（\d{2,4}-\d{2,4}-\d{3,4}）は変わりません。`, "新しい電話番号とFAX番号は${1}です。"),
			hoR(`(\d{1,2}月\d{1,2}日（.）)までの交換品到着を希望。写真で破損を確認済みで、交換品は\d{1,2}月\d{1,2}日に発送予定。`, "写真で破損を確認済みで、交換品は${1}に発送予定。"),
			hoR(`追加費用は約1,400万円で、予備費から支出する。初期費用の予算は`, "追加費用の約1,400万円は、初期費用の予算から支出する。予算は"),
			hoR(`(\d{1,2}月\d{1,2}日)にお届けする予定でしたが、([^。]+)により発送が遅れております。`, "${2}により、発送は${1}となります。"),
		},
		[]hoRule{
			hoR(`(- Herr Oßwald meldet Mehrkosten [^\n]+?), die der Ausschuss freigegeben hat\.\n- Die nächste Sitzung findet am (\d{1,2}\.\d{1,2}\.\d{4}) statt\.`, "${1}, die der Ausschuss in der nächsten Sitzung am ${2} freigeben wird."),
			hoR(`Herr Weiß ist bis zum (\d{1,2}\.\d{1,2}\.\d{4}) verreist, aber Frau Müller kann die Wohnung am Montag, \d{1,2}\.\d{1,2}\.\d{4}, ab 8 Uhr aufschließen\.`, "Herr Weiß ist verreist, aber Frau Müller kann die Wohnung am ${1} ab 8 Uhr aufschließen."),
		})},
}

// ho48bChangedSentence gives the first sentence of the golden that the damaged text
// no longer holds and the sentence that stands in its place.
func ho48bChangedSentence(lang, golden, damaged string) (string, string) {
	gs := strings.Split(golden, "\n")
	ds := strings.Split(damaged, "\n")
	for i := 0; i < len(gs) && i < len(ds); i++ {
		if gs[i] == ds[i] {
			continue
		}
		a, b := hoSentences(lang, gs[i]), hoSentences(lang, ds[i])
		if len(a) != len(b) {
			return strings.TrimSpace(gs[i]), strings.TrimSpace(ds[i])
		}
		for j := 0; j < len(a) && j < len(b); j++ {
			if a[j] != b[j] {
				return strings.TrimSpace(a[j]), strings.TrimSpace(b[j])
			}
		}
		return strings.TrimSpace(gs[i]), strings.TrimSpace(ds[i])
	}
	if len(gs) != len(ds) {
		return strings.Join(gs, " / "), strings.Join(ds, " / ")
	}
	return golden, damaged
}
