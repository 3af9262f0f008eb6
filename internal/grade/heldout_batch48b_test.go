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

// ho48bRule is one rewrite: the first match of re becomes to ($n expanded).
type ho48bRule struct {
	re *regexp.Regexp
	to string
}

func ho48bR(re, to string) ho48bRule { return ho48bRule{regexp.MustCompile(re), to} }

// ho48bFirst applies the first rule (in order) that matches s, at its first match only.
func ho48bFirst(s string, rules []ho48bRule) string {
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

// ho48bByLang picks the rule list of the answer's language.
func ho48bByLang(ja, de []ho48bRule) func(lang, s string) string {
	return func(lang, s string) string {
		if lang == "ja" {
			return ho48bFirst(s, ja)
		}
		return ho48bFirst(s, de)
	}
}

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

var ho48bPostponeDe = []ho48bRule{
	ho48bR(`vom (\d{1,2}\.\d{1,2}\.\d{4}(?: \(\p{L}+\))?) auf den (\d{1,2}\.\d{1,2}\.\d{4}(?: \(\p{L}+\))?)`, "auf einen noch offenen Tag zwischen dem ${1} und dem ${2}"),
	ho48bR(`erst am (\d{1,2}\.\d{1,2}\.\d{4}) statt am (\d{1,2}\.\d{1,2}\.\d{4})`, "irgendwann zwischen dem ${2} und dem ${1}"),
}

var ho48bPostponeJa = []ho48bRule{
	ho48bR(`(\d{4}年)?(\d{1,2}月\d{1,2}日(?:（.）)?)から(\d{1,2}月\d{1,2}日(?:（.）)?)に延期`, "${1}${2}から${3}までの間のいずれかの日に延期"),
	ho48bR(`(\d{4}年)?(\d{1,2}月\d{1,2}日(?:（.）)?)から(\d{1,2}月\d{1,2}日(?:（.）)?)に変更`, "${1}${2}から${3}までの間のいずれかの日に変更"),
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
			return ho48bFirst(s, ho48bPostponeDe)
		}
		if out := ho48bFirst(s, ho48bPostponeJa); out != s {
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
	{"b48b_planned_act_condensed_to_perfect_done", "first", ho48bByLang(
		[]ho48bRule{
			ho48bR(`(\d{1,2}月\d{1,2}日)に発送予定。`, "${1}に発送済み。"),
			ho48bR(`(\d{1,2}月\d{1,2}日（.）\d{1,2}時)までに回答する。`, "${1}に回答した。"),
			ho48bR(`(\d{1,2}月\d{1,2}日（.）)に移転します。`, "${1}に移転しました。"),
			ho48bR(`予備費から支出する。`, "予備費から支出した。"),
			ho48bR(`クーポンをお送りいたします。`, "クーポンをお送りいたしました。"),
			ho48bR(`訪問日時を下記のとおり確定いたしました。`, "下記の日時に訪問し、修理を完了いたしました。"),
		},
		[]ho48bRule{
			ho48bR(`Wir senden Ihnen am (\d{1,2}\.\d{1,2}\.\d{4}) kostenlos eine Ersatzlampe zu\.`, "Wir haben Ihnen am ${1} bereits kostenlos eine Ersatzlampe zugesandt."),
			ho48bR(`Die Lieferung erfolgt am (\d{1,2}\.\d{1,2}\.\d{4}) (zwischen \d{1,2} und \d{1,2} Uhr)\.`, "Die Lieferung ist am ${1} ${2} erfolgt."),
			ho48bR(`Die nächste Sitzung findet am (\d{1,2}\.\d{1,2}\.\d{4}) statt\.`, "Die nächste Sitzung hat am ${1} stattgefunden."),
			ho48bR(`verschiebt sich die Inbetriebnahme vom (\d{1,2}\.\d{1,2}\.\d{4}) auf den (\d{1,2}\.\d{1,2}\.\d{4});`, "ist die Inbetriebnahme statt am ${1} am ${2} erfolgt;"),
			ho48bR(`hiermit bestätigen wir Ihren Kontrolltermin am`, "vielen Dank, dass Sie Ihren Kontrolltermin wahrgenommen haben, am"),
		})},

	// An act already done (presented, ordered, billed, added, checked, visited,
	// reported) is condensed into a plan still to come: "Prof. Dr. Kühn hat das
	// Sicherheitsgutachten vorgestellt" → "Prof. Dr. Kühn wird das Sicherheitsgutachten
	// in der nächsten Sitzung vorstellen"; "確認済みで" → "確認する予定で".
	{"b48b_done_report_condensed_to_future_plan", "first", ho48bByLang(
		[]ho48bRule{
			ho48bR(`写真で破損を確認済みで`, "写真で破損を確認する予定で"),
			ho48bR(`追加していただいたため`, "追加していただく予定のため"),
			ho48bR(`(\d{4}年\d{1,2}月\d{1,2}日)には当研究室をご訪問いただき、誠にありがとうございました。`, "${1}に当研究室へご訪問いただけるとのこと、誠にありがとうございます。"),
			ho48bR(`第3回進捗を報告した。`, "第3回進捗を報告する予定である。"),
			ho48bR(`問い合わせがあった`, "問い合わせが入る見込みである"),
		},
		[]ho48bRule{
			ho48bR(`hat das Sicherheitsgutachten vorgestellt`, "wird das Sicherheitsgutachten in der nächsten Sitzung vorstellen"),
			ho48bR(`hat am (\d{1,2}\.\d{1,2}\.\d{4}) (.+?) bestellt,`, "will am ${1} ${2} bestellen,"),
			ho48bR(`bisher sind (\d{1,3}(?:\.\d{3})*,\d{2} €) abgerechnet`, "bis Projektende werden ${1} abgerechnet"),
			ho48bR(`Frau Müller von der Hausverwaltung Schößler meldet, dass`, "Frau Müller von der Hausverwaltung Schößler wird melden, dass"),
		})},

	// The anchor word that orders two steps or periods is reversed, so the later one
	// comes first: "Bestätigen Sie anschließend Ihre E-Mail-Adresse" → "Bestätigen Sie
	// zuvor Ihre E-Mail-Adresse"; "修正版の提供（10月23日）後に2週間の再テスト" →
	// "修正版の提供（10月23日）前に2週間の再テスト".
	{"b48b_sequence_anchor_after_made_before", "first", ho48bByLang(
		[]ho48bRule{
			ho48bR(`入れてから、`, "入れる前に、"),
			ho48bR(`）後に(\d)`, "）前に${1}"),
			ho48bR(`それまで予約で埋まっており`, "それ以降は予約で埋まっており"),
			ho48bR(`オンにしてから、`, "オンにする前に、"),
		},
		[]ho48bRule{
			ho48bR(`Bestätigen Sie anschließend`, "Bestätigen Sie zuvor"),
			ho48bR(`bis dahin läuft die alte Anlage weiter`, "danach läuft die alte Anlage weiter"),
			ho48bR(`Sobald die Verbindung steht,`, "Noch bevor die Verbindung steht,"),
		})},

	// A decision or answer the case is still waiting for is reported as obtained:
	// "die Genehmigung der Gewerbeaufsicht steht noch aus" → "die Genehmigung der
	// Gewerbeaufsicht liegt inzwischen vor"; "承認を求めている。" → "承認された。".
	{"b48b_awaited_third_party_decision_told_as_obtained", "first", ho48bByLang(
		[]ho48bRule{
			ho48bR(`で、延期と予備費支出の承認を求めている。`, "で、延期と予備費支出は承認された。"),
			ho48bR(`(\d{4}年\d{1,2}月\d{1,2}日)までに、お見積もりへのご承認をお願いいたします。`, "お見積もりには、${1}付ですでにご承認をいただいております。"),
			ho48bR(`髙橋様は月末の給与計算に間に合うかを心配されている。`, "月末の給与計算に間に合うことは髙橋様にご確認いただいた。"),
			ho48bR(`10月22日（木）までの交換品到着を希望。`, "10月22日（木）までの交換品到着で合意済み。"),
		},
		[]ho48bRule{
			ho48bR(`die Genehmigung der Gewerbeaufsicht steht noch aus`, "die Genehmigung der Gewerbeaufsicht liegt inzwischen vor"),
			ho48bR(`Herr Strauß bittet, die Mehrkosten und den neuen Termin bis zum (\d{1,2}\.\d{1,2}\.\d{4}) freizugeben\.`, "Die Geschäftsführung hat die Mehrkosten und den neuen Termin am ${1} freigegeben."),
		})},

	// A role of the case (who reports, who holds the key, who checks the statics,
	// whom the goods are for, who investigates, who stays in charge, who is the
	// primary contact) is filled with the other named person of the case: "aber Frau
	// Müller kann die Wohnung … aufschließen" → "aber Herr Weiß kann die Wohnung …
	// aufschließen"; "primary_contact": "石井部長" → "森課長".
	{"b48b_case_role_filled_with_other_named_person", "first", ho48bByLang(
		[]ho48bRule{
			ho48bR(`^石井部長$`, "森課長"),
			ho48bR(`担当の西村が調査し`, "髙橋様が調査し"),
			ho48bR(`営業の担当は引き続き松田部長で`, "営業の担当は引き続き小西課長で"),
		},
		[]ho48bRule{
			ho48bR(`Laut Frau Dr\. Vogt`, "Laut Herrn Oßwald"),
			ho48bR(`aber Frau Müller kann die Wohnung`, "aber Herr Weiß kann die Wohnung"),
			ho48bR(`die Statik prüft Frau Dr\. Jäger`, "die Statik prüft Herr Strauß"),
			ho48bR(`z\. Hd\. Frau Dr\. Julia Schulze`, "z. Hd. Herrn Prof. Dr. Stefan Hoffmann"),
		})},

	// The anchor of a state (since the second day after the purchase, since
	// Wednesday, correct up to September's data, spent as of the end of September) is
	// made relative to now, which moves it to another time: "seit dem zweiten Tag" →
	// "seit zwei Tagen"; "9月末時点の支出" → "現時点の支出".
	{"b48b_dated_anchor_of_state_made_relative_to_now", "first", ho48bByLang(
		[]ho48bRule{
			ho48bR(`9月末時点の支出`, "現時点の支出"),
			ho48bR(`9月分までは正常`, "先週までは正常"),
			ho48bR(`（10月14日着）`, "（本日着）"),
		},
		[]ho48bRule{
			ho48bR(`seit dem zweiten Tag`, "seit zwei Tagen"),
			ho48bR(`seit Mittwoch`, "seit einer Woche"),
		})},

	// A place of the case is replaced by another place the prompt names for
	// something else (the contractor's seat, the delivery department, the old
	// office's ward): "im Verwaltungsgebäude Lübeck" → "im Verwaltungsgebäude Bad
	// Schwartau"; "大阪府大阪市北区梅田" → "大阪府大阪市中央区梅田".
	{"b48b_site_replaced_by_other_place_of_case", "first", ho48bByLang(
		[]ho48bRule{
			ho48bR(`(新住所は〒530-0001 大阪府大阪市)北区`, "${1}中央区"),
		},
		[]ho48bRule{
			ho48bR(`im Verwaltungsgebäude Lübeck`, "im Verwaltungsgebäude Bad Schwartau"),
			ho48bR(`(Rechnungsanschrift: Hochschule Rheinstadt,) Zentraler Einkauf,`, "${1} Labor für Hochspannungstechnik,"),
		})},

	// A qualifier that limited a statement is dropped in condensing, so the statement
	// claims more than the prompt: only-5-GHz networks become all networks that use
	// 5 GHz, "at the earliest" becomes a fixed start, "sometimes cannot" becomes
	// "cannot", "expected to arrive" becomes a promise: "Netze, die nur im 5-GHz-Band
	// funken, werden … nicht unterstützt" → "Netze, die im 5-GHz-Band funken, werden …
	// nicht unterstützt"; "早くても2026年11月9日" → "2026年11月9日".
	{"b48b_limiting_qualifier_dropped_statement_widened", "first", ho48bByLang(
		[]ho48bRule{
			ho48bR(`試験の開始は、早くても`, "試験の開始は、"),
			ho48bR(`正しく測定できないことがありますので`, "正しく測定できませんので"),
			ho48bR(`までにお届けできる見込みです。`, "までに確実にお届けいたします。"),
			ho48bR(`（エラーコードTR-4031、9月分までは正常）`, "（エラーコードTR-4031）"),
		},
		[]ho48bRule{
			ho48bR(`Netze, die nur im 5-GHz-Band funken,`, "Netze, die im 5-GHz-Band funken,"),
			ho48bR(`das kann bis zu zwei Minuten dauern`, "das dauert zwei Minuten"),
		})},

	// A request is reported in the other voice, so the one who asked becomes the one
	// asked: "Frau Köhler bittet um ein Rücksendeetikett." → "Frau Köhler wird um ein
	// Rücksendeetikett gebeten."; "承認を求めている" → "承認を求められている".
	{"b48b_request_voice_reversed_asker_made_asked", "first", ho48bByLang(
		[]ho48bRule{
			ho48bR(`の承認を求めている。`, "の承認を求められている。"),
			ho48bR(`お見積もりへのご承認をお願いいたします。`, "お見積もりへのご承認をお願いされております。"),
			ho48bR(`髙橋様から、`, "髙橋様へ、"),
			ho48bR(`松本様より、`, "松本様へ、"),
		},
		[]ho48bRule{
			ho48bR(`Frau Köhler bittet um ein Rücksendeetikett\.`, "Frau Köhler wird um ein Rücksendeetikett gebeten."),
			ho48bR(`Sie bittet darum, dass noch am selben Tag ein Installateur kommt\.`, "Sie wird gebeten, noch am selben Tag einen Installateur zu schicken."),
			ho48bR(`Herr Strauß bittet, die Mehrkosten`, "Herr Strauß wird gebeten, die Mehrkosten"),
		})},

	// A fallback that applies only if something happens is reported as already
	// triggered: a standby fee for a mobile heating unit becomes the cost of its use, a
	// cancellation rule becomes the customer's cancellation, a change-of-date rule the
	// customer's change: "2.400,00 € Bereitschaftspauschale für eine mobile
	// Heizzentrale" → "2.400,00 € für den Einsatz der mobilen Heizzentrale".
	{"b48b_fallback_condition_reported_as_triggered", "first", ho48bByLang(
		[]ho48bRule{
			ho48bR(`日程の変更をご希望の場合は、`, "日程の変更をご希望とのことですので、"),
			ho48bR(`ご不明な点がございましたら、お気軽にお問い合わせください。`, "ご不明な点があるとのことですので、お問い合わせ窓口よりご連絡いたします。"),
		},
		[]ho48bRule{
			ho48bR(`(\d{1,3}(?:\.\d{3})*,\d{2} €) Bereitschaftspauschale für eine mobile Heizzentrale`, "${1} für den Einsatz der mobilen Heizzentrale"),
			ho48bR(`Falls Sie den Termin nicht wahrnehmen können, sagen Sie ihn bitte spätestens 24 Stunden vorher ab\.`, "Da Sie den Termin nicht wahrnehmen können, haben wir Ihre Absage vermerkt."),
			ho48bR(`Hilft das alles nicht, wenden Sie sich bitte an unseren Kundendienst\.`, "Da das alles nicht geholfen hat, meldet sich unser Kundendienst bei Ihnen."),
		})},

	// A deadline or step tied to an event is moved to the far side of that event, so
	// it comes too late to serve: "spätestens 24 Stunden vorher ab" → "spätestens 24
	// Stunden danach ab"; "前日の17時までに" → "翌日の17時までに".
	{"b48b_deadline_moved_past_its_event", "first", ho48bByLang(
		[]ho48bRule{
			ho48bR(`前日の(\d{1,2}時)までに`, "翌日の${1}までに"),
			ho48bR(`（10月23日）後に2週間の再テスト`, "（10月23日）後に出荷を始め、その2週間後に再テスト"),
		},
		[]ho48bRule{
			ho48bR(`spätestens 24 Stunden vorher ab`, "spätestens 24 Stunden danach ab"),
			ho48bR(`Starten Sie den Kopplungsmodus erneut, wenn die 10 Minuten abgelaufen sind\.`, "Starten Sie den Kopplungsmodus erneut, bevor die 10 Minuten abgelaufen sind."),
			ho48bR(`und den neuen Termin bis zum (\d{1,2}\.\d{1,2}\.\d{4}) freizugeben`, "und den neuen Termin nach der Inbetriebnahme freizugeben"),
		})},

	// Two adjacent statements are fused in condensing and a fact of one crosses into
	// the other: the approval takes the next meeting's date, the key holder the
	// owner's until-date, the fax the new phone number, the shipment the wished
	// arrival date: "- Herr Oßwald meldet Mehrkosten …, die der Ausschuss freigegeben
	// hat.\n- Die nächste Sitzung findet am 12.11.2026 statt." → "- Herr Oßwald meldet
	// Mehrkosten …, die der Ausschuss in der nächsten Sitzung am 12.11.2026 freigeben
	// wird."
	{"b48b_adjacent_statements_fused_fact_crossed", "first", ho48bByLang(
		[]ho48bRule{
			ho48bR(`新しい電話番号は(\d{2,4}-\d{2,4}-\d{3,4})です。FAX番号（\d{2,4}-\d{2,4}-\d{3,4}）は変わりません。`, "新しい電話番号とFAX番号は${1}です。"),
			ho48bR(`(\d{1,2}月\d{1,2}日（.）)までの交換品到着を希望。写真で破損を確認済みで、交換品は\d{1,2}月\d{1,2}日に発送予定。`, "写真で破損を確認済みで、交換品は${1}に発送予定。"),
			ho48bR(`追加費用は約1,400万円で、予備費から支出する。初期費用の予算は`, "追加費用の約1,400万円は、初期費用の予算から支出する。予算は"),
			ho48bR(`(\d{1,2}月\d{1,2}日)にお届けする予定でしたが、([^。]+)により発送が遅れております。`, "${2}により、発送は${1}となります。"),
		},
		[]ho48bRule{
			ho48bR(`(- Herr Oßwald meldet Mehrkosten [^\n]+?), die der Ausschuss freigegeben hat\.\n- Die nächste Sitzung findet am (\d{1,2}\.\d{1,2}\.\d{4}) statt\.`, "${1}, die der Ausschuss in der nächsten Sitzung am ${2} freigeben wird."),
			ho48bR(`Herr Weiß ist bis zum (\d{1,2}\.\d{1,2}\.\d{4}) verreist, aber Frau Müller kann die Wohnung am Montag, \d{1,2}\.\d{1,2}\.\d{4}, ab 8 Uhr aufschließen\.`, "Herr Weiß ist verreist, aber Frau Müller kann die Wohnung am ${1} ab 8 Uhr aufschließen."),
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
