package score

import (
	"strings"
	"testing"
)

// A part of the source cited wrongly (the minutes' TOP 1 for a figure of TOP 3, a
// report's Abschnitt 2 that the request never numbers), a date, a wait or a deadline
// said to be none, a consequence put under another condition, a report made or a
// talk given told as one to come, Mrs. in German, an instruction template's header,
// one named thing put in another's place, an otherwise or an on-the-contrary nothing
// in the case sets up, a pair made one instead of the other, a cause made a time
// before and a postponement told as brought forward: rules the misses of blind
// batches 48 to 50 prompted. What each catches, and paraphrases it lets pass.
func TestCitationAbsenceRulesCatch(t *testing.T) {
	minutes := "TOP 1: Prof. Dr. Kühn stellt das Gutachten vor.\nTOP 3: Herr Oßwald meldet Mehrkosten von 36.400,00 € für Schallschutzwände.\nTOP 4: Die nächste Sitzung findet am 12.11.2026 statt."
	tests := []typedCatch{
		{"de_figure_cited_to_other_part", TypeStance,
			generalCase{lang: "de", golden: "- Herr Oßwald meldet Mehrkosten von 36.400,00 € für Schallschutzwände.", request: minutes},
			"- Herr Oßwald meldet Mehrkosten von 36.400,00 € für Schallschutzwände (TOP 1).", "but 36.400,00 stands in TOP 3"},
		{"de_part_the_request_lacks", TypeStance,
			generalCase{lang: "de", golden: "- Mehrkosten: 18.750,00 € für die Stahlträger.", request: "Bericht: Die Stahlträger kosten 18.750,00 €."},
			"- Mehrkosten: 18.750,00 € für die Stahlträger (siehe Abschnitt 2 des Berichts).", "a part the request does not have"},
		{"ja_article_the_request_lacks", TypeStance,
			generalCase{lang: "ja", golden: "解約は30日前までにご連絡ください。", request: "解約の連絡は30日前までとします。"},
			"解約は30日前までにご連絡ください（第5条）。", "a part the request does not have"},
		{"de_no_dates_yet", TypeStance, deGolden("Gern liefern wir Ihre Bestellung WE-20417 am 14.10.2026 direkt an das Prüflabor."),
			"Konkrete Termine gibt es noch nicht. Gern liefern wir Ihre Bestellung WE-20417 am 14.10.2026 direkt an das Prüflabor.", "an absence of dates, waits or deadlines"},
		{"ja_no_wait", TypeStance, jaGolden("付属の電池を入れてから、カバーを閉じてください。"),
			"付属の電池を入れてから、カバーを閉じてください。待ち時間は特にありません。", "an absence of dates, waits or deadlines"},
		{"de_report_made_future", TypePolarity, deGolden("Frau Müller meldet, dass in der Wohnung von Herrn Weiß seit Mittwoch Wasser tropft."),
			"Frau Müller wird melden, dass in der Wohnung von Herrn Weiß seit Mittwoch Wasser tropft.", "a report made told as one to come"},
		{"de_perfect_made_future_state_kept", TypePolarity, deGolden("- Prof. Dr. Kühn hat das Gutachten vorgestellt: Die Prüfung ist bestanden."),
			"- Prof. Dr. Kühn wird das Gutachten in der nächsten Sitzung vorstellen: Die Prüfung ist bestanden.", "what is done told as to come"},
		{"ja_remedy_for_other_display", TypePolarity, jaGolden("表示部に「Lo」と出ている場合は、新しい電池に交換してください。"),
			"本体に「OK」と表示された場合は、新しい電池に交換してください。", "put under another condition"},
		{"ja_request_under_other_condition", TypePolarity, jaGolden("日程の変更をご希望の場合は、前日の17時までにご連絡ください。"),
			"作業員からのお電話に出られなかった場合は、前日の17時までにご連絡ください。", "put under another condition"},
		{"de_restart_under_other_condition", TypePolarity, deGolden("- Starten Sie den Kopplungsmodus erneut, wenn die 10 Minuten abgelaufen sind."),
			"- Starten Sie den Kopplungsmodus erneut, wenn das WLAN-Symbol am Bedienteil erscheint.", "put under another condition"},
		{"de_mrs_in_german", TypePurity, deGolden("- Frau Köhler hat am 08.10.2026 die Maschine bestellt."),
			"- Mrs. Köhler hat am 08.10.2026 die Maschine bestellt.", "Mrs"},
		{"de_response_header", TypeStance, deGolden("Sehr geehrter Herr Weiß,\n\nwir senden Ihnen eine Ersatzlampe zu."),
			"### Response:\nSehr geehrter Herr Weiß,\n\nwir senden Ihnen eine Ersatzlampe zu.", "Response"},
		{"de_product_made_app", TypePolarity, deGolden("Öffnen Sie die WärmeApp. Netze, die nur im 5-GHz-Band funken, werden von der Nordwärme L9 nicht unterstützt."),
			"Öffnen Sie die WärmeApp. Netze, die nur im 5-GHz-Band funken, werden von der WärmeApp nicht unterstützt.", "in the place of"},
		{"de_recipient_made_sender", TypePolarity, deGolden("Die Rechnung senden wir an: Hochschule Rheinstadt, Zentraler Einkauf, Postfach 10 02 31.\n\nWeißenfels Elektrotechnik GmbH"),
			"Die Rechnung senden wir an: Weißenfels Elektrotechnik GmbH, Zentraler Einkauf, Postfach 10 02 31.\n\nWeißenfels Elektrotechnik GmbH", "in the place of"},
		{"de_otherwise_without_condition", TypeStance, deGolden("Die Lieferung erfolgt am 12.11.2026. Bitte bringen Sie Ihre Versichertenkarte mit."),
			"Die Lieferung erfolgt am 12.11.2026. Andernfalls bringen Sie bitte Ihre Versichertenkarte mit.", "condition to be otherwise"},
		{"ja_contrary_without_contrast", TypeStance, jaGolden("移転日は11月16日です。当日は、作業員が訪問の30分前にお電話いたします。"),
			"移転日は11月16日です。それどころか、当日は、作業員が訪問の30分前にお電話いたします。", "contradiction"},
		{"de_pair_made_instead", TypePolarity, deGolden("- Herr Strauß bittet, die Mehrkosten und den neuen Termin bis zum 21.10.2026 freizugeben."),
			"- Herr Strauß bittet, die Mehrkosten statt den neuen Termin bis zum 21.10.2026 freizugeben.", "one now excludes the other"},
		{"ja_cause_made_before", TypePolarity, jaGolden("9月20日にユーザーを1名追加していただいたため、今月から追加ユーザー分の料金が加算されております。"),
			"9月20日にユーザーを1名追加していただく前に、今月から追加ユーザー分の料金が加算されております。", "made a time before"},
		{"de_put_off_made_forward", TypePolarity, deGolden("- Die Inbetriebnahme verschiebt sich auf den 07.12.2026."),
			"- Die Inbetriebnahme rückt auf den 07.12.2026 vor.", "rückt"},
	}
	assertTypedCatches(t, tests)
}

func TestCitationAbsenceRulesPassParaphrases(t *testing.T) {
	minutes := "TOP 1: Prof. Dr. Kühn stellt das Gutachten vor.\nTOP 3: Herr Oßwald meldet Mehrkosten von 36.400,00 € für Schallschutzwände.\nTOP 4: Die nächste Sitzung findet am 12.11.2026 statt."
	tests := []typedPass{
		{"de_figure_cited_to_its_part", TypeStance,
			generalCase{lang: "de", golden: "- Herr Oßwald meldet Mehrkosten von 36.400,00 € für Schallschutzwände.", request: minutes},
			"- TOP 3: Herr Oßwald meldet Mehrkosten von 36.400,00 € für Schallschutzwände."},
		{"de_citation_as_golden", TypeStance,
			generalCase{lang: "de", golden: "- Mehrkosten laut Abschnitt 2: 18.750,00 €.", request: "Abschnitt 2: Die Stahlträger kosten 18.750,00 €."},
			"- Laut Abschnitt 2 betragen die Mehrkosten 18.750,00 €."},
		{"de_no_costs", TypeStance, deGolden("Für Sie entstehen dabei keine Kosten."), "Es gibt für Sie dabei keine Kosten."},
		{"ja_no_change", TypeStance, jaGolden("FAX番号は変わりません。"), "FAX番号に変更は特にありません。"},
		{"de_plan_made_future", TypePolarity, deGolden("Wir senden Ihnen am 20.10.2026 eine Ersatzlampe zu."), "Wir werden Ihnen am 20.10.2026 eine Ersatzlampe zusenden."},
		{"de_report_reworded", TypePolarity, deGolden("Frau Müller meldet, dass in der Wohnung von Herrn Weiß seit Mittwoch Wasser tropft."),
			"Frau Müller teilt mit, dass in der Wohnung von Herrn Weiß seit Mittwoch Wasser tropft."},
		{"ja_condition_reworded", TypePolarity, jaGolden("日程の変更をご希望の場合は、前日の17時までにご連絡ください。"),
			"訪問日程の変更をご希望の場合は、前日の17時までにご連絡ください。"},
		{"de_condition_reworded", TypePolarity, deGolden("- Starten Sie den Kopplungsmodus erneut, wenn die 10 Minuten abgelaufen sind."),
			"- Starten Sie den Kopplungsmodus erneut, sobald die 10 Minuten um sind."},
		{"ja_product_name_shortened", TypePolarity, jaGolden("「カラダノート S5」を箱から出します。アプリで「カラダノート S5」を選択します。"), "「カラダノート S5」を箱から出します。アプリで「カラダノート」を選択します。"},
		{"de_markdown_heading", TypeStance, deGolden("## Zusammenfassung\n- Frau Köhler bittet um ein Etikett."), "## Ergebnis\n- Frau Köhler bittet um ein Etikett."},
		{"de_otherwise_after_condition", TypeStance, deGolden("Falls Sie den Termin nicht wahrnehmen können, sagen Sie ihn bitte ab. Sonst erwarten wir Sie am 19.10.2026."),
			"Falls Sie den Termin nicht wahrnehmen können, sagen Sie ihn bitte ab. Andernfalls erwarten wir Sie am 19.10.2026."},
		{"de_pair_kept_as_sowie", TypePolarity, deGolden("- Herr Strauß bittet, die Mehrkosten und den neuen Termin freizugeben."), "- Herr Strauß bittet, die Mehrkosten sowie den neuen Termin freizugeben."},
	}
	assertTypedPasses(t, tests)
}

// A date written with a day count from another date that it does not bear out, and
// day counts that it does.
func TestDateGapConflicts(t *testing.T) {
	tests := []struct {
		name, lang, text string
		want             int
	}{
		{"de_one_too_many", "de", "Der Versand erfolgt am 26.10.2026 (8 Tage nach dem 19.10.2026).", 1},
		{"de_right", "de", "Der Versand erfolgt am 26.10.2026 (7 Tage nach dem 19.10.2026).", 0},
		{"de_before_right", "de", "Bitte melden Sie sich am 12.10.2026 (7 Tage vor dem 19.10.2026).", 0},
		{"de_working_days_not_read", "de", "Der Versand erfolgt am 26.10.2026 (5 Werktage nach dem 19.10.2026).", 0},
		{"ja_gloss_wrong", "ja", "試験の開始は、早くても2026年11月9日（10月30日の11日後）となります。", 1},
		{"ja_gloss_right", "ja", "試験の開始は、早くても2026年11月9日（10月30日の10日後）となります。", 0},
		{"ja_lead_wrong", "ja", "10月30日の9日後の11月9日に開始します。", 1},
		{"ja_business_days_not_read", "ja", "2026年11月9日（10月30日の6営業日後）に開始します。", 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := dateGapConflicts(tt.lang, tt.text, 2026)
			if len(got) != tt.want {
				t.Errorf("dateGapConflicts(%q) = %q, want %d problems", tt.text, got, tt.want)
			}
		})
	}
}

// A cost or risk put on the reader, silence taken as consent, an objection excluded, a
// written consent required, a further approving body and a formal demand: claims only
// the case can make, which the misses of blind batch 51 showed put in.
func TestLegalClaimsCatch(t *testing.T) {
	tests := []typedCatch{
		{"ja_risk_on_reader", TypeStance, jaGolden("破損品は、返送用伝票でご返送ください。"),
			"破損品は、返送用伝票でご返送ください。なお、返送中の破損や紛失は、お客様のご負担となります。", "a cost or a risk put on the reader"},
		{"ja_silence_as_consent", TypeStance, jaGolden("経営会議で、延期の承認を求めている。"),
			"経営会議で、延期の承認を求めており、期日までに異議がなければ承認されたものとみなすとしている。", "silence taken as consent"},
		{"ja_objection_excluded", TypeStance, jaGolden("訪問日時を下記のとおり確定いたしました。"),
			"訪問日時を下記のとおり確定いたしました。確定した日時に対する異議はお受けできません。", "an objection excluded"},
		{"ja_written_consent", TypeStance, jaGolden("交換品は10月19日に発送いたします。"),
			"お客様から書面でのご同意をいただいたうえで、交換品は10月19日に発送いたします。", "a written consent required"},
		{"de_board_must_approve", TypeStance, deGolden("- Herr Oßwald meldet Mehrkosten, die der Ausschuss freigegeben hat."),
			"- Herr Oßwald meldet Mehrkosten, die der Ausschuss freigegeben hat; wirksam wird die Freigabe erst mit der Zustimmung des Vorstands.", "a further body that must approve"},
		{"de_formal_demand", TypeStance, deGolden("Bitte beachten Sie, dass die Lieferung am 12.11.2026 erfolgt."),
			"Hiermit fordern wir Sie förmlich auf, zu beachten, dass die Lieferung am 12.11.2026 erfolgt.", "a formal demand"},
	}
	assertTypedCatches(t, tests)
}

func TestLegalClaimsPassParaphrases(t *testing.T) {
	tests := []typedPass{
		{"de_no_cost_for_reader", TypeStance, deGolden("Für Sie entstehen dabei keine Kosten."), "Die Rücksendung ist für Sie kostenlos."},
		{"ja_cost_borne_by_us", TypeStance, jaGolden("送料は弊社にて負担いたします。"), "送料は弊社が負担いたします。"},
		{"de_board_in_case", TypeStance, generalCase{lang: "de", golden: "- Der Vorstand gibt die Mehrkosten frei.", request: "Der Vorstand gibt die Mehrkosten frei."}, "- Die Mehrkosten gibt der Vorstand frei."},
	}
	assertTypedPasses(t, tests)
}

// A letter's frame broken as templates and degraded models break it: a field name
// left before a line, a postscript made of a golden sentence, 記 left open, 以上 in
// the middle, 様 inside the name, i. A. or c/o put in, and a subject line naming the
// writing task.
func TestLetterConventionsCatch(t *testing.T) {
	deLetter := "Sehr geehrte Frau Schäfer,\n\nvielen Dank für Ihre Nachricht.\nBitte bringen Sie Ihre Versichertenkarte mit.\n\nMit freundlichen Grüßen\nPraxis Dr. Lehmann"
	jaLetter := "渡辺 弘様\n\nこのたびは修理のご依頼をいただき、誠にありがとうございます。\n訪問日時を下記のとおり確定いたしました。\n日程の変更をご希望の場合は、前日の17時までにご連絡ください。\n\nヒエール株式会社 修理受付センター"
	tests := []typedCatch{
		{"de_field_label", TypeStance, deGolden(deLetter), strings.Replace(deLetter, "Mit freundlichen Grüßen", "Grußformel: Mit freundlichen Grüßen", 1), "field name"},
		{"ja_postscript", TypeStance, jaGolden(jaLetter), strings.Replace(jaLetter, "日程の変更を", "追伸：日程の変更を", 1), "postscript"},
		{"ja_ki_open", TypeStance, jaGolden(jaLetter), strings.Replace(jaLetter, "訪問日時を下記のとおり確定いたしました。\n", "訪問日時を下記のとおり確定いたしました。\n記\n", 1), "no 以上 closes"},
		{"ja_ijou_mid", TypeStance, jaGolden(jaLetter), strings.Replace(jaLetter, "訪問日時を下記のとおり確定いたしました。\n", "訪問日時を下記のとおり確定いたしました。\n以上\n", 1), "以上 closes the text"},
		{"ja_sama_inside_name", TypeStance, jaGolden(jaLetter), strings.Replace(jaLetter, "渡辺 弘様", "渡辺様 弘", 1), "様 between"},
		{"de_by_proxy", TypeStance, deGolden(deLetter), strings.Replace(deLetter, "Praxis Dr. Lehmann", "i. A. Praxis Dr. Lehmann", 1), "a signature for someone else"},
		{"ja_care_of", TypeStance, jaGolden(jaLetter), strings.Replace(jaLetter, "渡辺 弘様", "渡辺 弘様方", 1), "a care-of address"},
		{"de_subject_names_task", TypeStance, deGolden(deLetter), "Betreff: Antwortschreiben an den Kunden\n\n" + deLetter, "names the writing task"},
	}
	assertTypedCatches(t, tests)
}

func TestLetterConventionsPassParaphrases(t *testing.T) {
	jaLetter := "渡辺 弘様\n\nこのたびは修理のご依頼をいただき、誠にありがとうございます。\n訪問日時を下記のとおり確定いたしました。\n\nヒエール株式会社 修理受付センター"
	tests := []typedPass{
		{"ja_ijou_before_signature", TypeStance, jaGolden(jaLetter), strings.Replace(jaLetter, "\n\nヒエール", "\n以上\n\nヒエール", 1)},
		{"ja_ki_closed", TypeStance, jaGolden(jaLetter + "\n訪問日時：10月23日"), strings.Replace(jaLetter, "\n\nヒエール", "\n記\n訪問日時：10月23日\n以上\n\nヒエール", 1)},
		{"de_subject_names_matter", TypeStance, deGolden("Sehr geehrte Frau Schäfer,\n\nIhr Termin am 19.10.2026 ist bestätigt."), "Betreff: Ihr Termin am 19.10.2026\n\nSehr geehrte Frau Schäfer,\n\nIhr Termin am 19.10.2026 ist bestätigt."},
	}
	assertTypedPasses(t, tests)
}

// A gloss put into a bracket beside the golden's words, a negation made its opposite
// and a company put in liquidation: what the misses of blind batch 51 showed.
func TestGlossNegationRulesCatch(t *testing.T) {
	tests := []typedCatch{
		{"de_state_glossed", TypeSupported, deGolden(`{"plz": "01067", "ort": "Dresden"}`), `{"plz": "01067", "ort": "Dresden (Thüringen)"}`, "Thüringen"},
		{"de_tax_status_added", TypeSupported, deGolden("Gern liefern wir Ihre Bestellung WE-20417 (Schaltschrankzubehör, 3.912,50 €) direkt an das Prüflabor."),
			"Gern liefern wir Ihre Bestellung WE-20417 (Schaltschrankzubehör, 3.912,50 €, umsatzsteuerfrei) direkt an das Prüflabor.", "umsatzsteuerfrei"},
		{"ja_term_glossed", TypeSupported, jaGolden("5. スマートフォンの Bluetooth をオンにしてから、「機器を追加」を選びます。"),
			"5. スマートフォンの Bluetooth（無線LAN）をオンにしてから、「機器を追加」を選びます。", "無線"},
		{"ja_tax_bracket_replaced", TypeSupported, jaGolden("固定価格は1,480ユーロ（税別）です。"), "固定価格は1,480ユーロ（非課税）です。", "非課税"},
		{"de_no_pressure_made_too_much", TypePolarity, deGolden("- Mangel: Die Pumpe baut seit dem zweiten Tag keinen Druck mehr auf; der Espresso läuft nur tröpfchenweise."),
			"- Mangel: Die Pumpe baut seit dem zweiten Tag zu viel Druck auf; der Espresso läuft nur tröpfchenweise.", "a negation made its opposite"},
		{"ja_not_cooling_made_too_cold", TypePolarity, jaGolden("ヒエール冷蔵庫 R450（冷凍室が冷えない症状）の出張修理について、訪問日時を確定いたしました。"),
			"ヒエール冷蔵庫 R450（冷凍室が冷えすぎる症状）の出張修理について、訪問日時を確定いたしました。", "a negation made its opposite"},
		{"de_company_in_liquidation", TypeStance, deGolden("Mit freundlichen Grüßen\nWeißenfels Elektrotechnik GmbH"), "Mit freundlichen Grüßen\nWeißenfels Elektrotechnik GmbH i. L.", "liquidation"},
	}
	assertTypedCatches(t, tests)
}

func TestGlossNegationRulesPassParaphrases(t *testing.T) {
	tests := []typedPass{
		{"de_weekday_glossed", TypeSupported, deGolden("Die Lieferung erfolgt am 12.11.2026 zwischen 8 und 12 Uhr."), "Die Lieferung erfolgt am 12.11.2026 (Donnerstag) zwischen 8 und 12 Uhr."},
		{"de_amount_with_currency_code", TypeSupported, deGolden("Gern liefern wir Ihre Bestellung WE-20417 (Schaltschrankzubehör, 3.912,50 €) an das Prüflabor."),
			"Gern liefern wir Ihre Bestellung WE-20417 (Schaltschrankzubehör, EUR 3.912,50) an das Prüflabor."},
		{"ja_tax_synonym", TypeSupported, jaGolden("固定価格は1,480ユーロ（税別）です。"), "固定価格は1,480ユーロ（税抜）です。"},
		{"de_gloss_from_request", TypeSupported, generalCase{lang: "de", golden: "Die Lieferung geht nach Lübeck.", request: "Lübeck (Schleswig-Holstein)"}, "Die Lieferung geht nach Lübeck (Schleswig-Holstein)."},
		{"ja_not_importing_as_failure", TypePolarity, jaGolden("「タイムレコ」との連携で10月分の勤怠データが取り込めないとの問い合わせがあった。"),
			"「タイムレコ」との連携で10月分の勤怠データの取り込みに失敗するとの問い合わせがあった。"},
	}
	assertTypedPasses(t, tests)
}
