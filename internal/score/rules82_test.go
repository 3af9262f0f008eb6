package score

import "testing"

// Blind batch 82's misses prompted these rules: a summary's point written in English
// with one function word (Ms Köhler asks for a return label), a clock time whose
// hour became its minutes (0:08 Uhr for 8 Uhr), a length written as a clock reading
// (10:00 Std. for 10 Minuten), a summary that turns to the person it reports on, a
// translation that drops its source's closing formula, a fact credited to a party
// the case never has say it, a person called 君, a phone number "given above" that
// the answer never gives, ので cut to の, and an event told as a person's act. What
// they catch, and paraphrases they let pass.
func TestRules82Catch(t *testing.T) {
	deSummary := "- Frau Köhler hat am 12.10.2026 eine Lampe bestellt.\n- Frau Köhler bittet um ein Rücksendeetikett."
	jaSummary := "担当の西村が調査し、10月19日（月）17時までに回答する。髙橋様は月末の給与計算に間に合うかを心配されている。"
	deLetter := "Sehr geehrte Frau Köhler,\n\nvielen Dank für Ihre Nachricht. Die Lieferung erfolgt am 12.11.2026 zwischen 8 und 12 Uhr. Der Kopplungsmodus bleibt 10 Minuten aktiv. Bei Fragen rufen Sie uns gern an.\n\nMit freundlichen Grüßen"
	jaTranslation := generalCase{lang: "ja", request: "Übersetzen Sie den Brief ins Japanische.\n\nSehr geehrter Herr Sato,\nder Preis beträgt 1.480 Euro.\nMit freundlichen Grüßen\nKatharina Weber",
		golden: "佐藤様\n\n価格は1,480ユーロです。\nよろしくお願いいたします。\n\nKatharina Weber"}
	meeting := generalCase{lang: "de", request: "Protokoll\nTOP 3: Herr Oßwald meldet Mehrkosten von 36.400,00 €.\nTOP 4: Die nächste Sitzung findet am 12.11.2026 statt.",
		golden: "- Herr Oßwald meldet Mehrkosten von 36.400,00 €.\n- Die nächste Sitzung findet am 12.11.2026 statt."}
	jaApology := "ご注文の商品は、配送センターでの作業遅延により発送が遅れております。\n新しいお届け予定日は10月21日（水）です。\n今後ともよろしくお願いいたします。"
	deMeeting := "- Prof. Dr. Kühn stellt das Gutachten vor.\n- Die Inbetriebnahme verschiebt sich auf den 07.12.2026."
	tests := []typedCatch{
		{"de_summary_point_in_english", TypePurity, deGolden(deSummary), editOnce(deSummary, "Frau Köhler bittet um ein Rücksendeetikett.", "Ms Köhler asks for a return label."), "English sentence"},
		{"de_hour_made_minutes", TypeStance, deGolden(deLetter), editOnce(deLetter, "zwischen 8 und", "zwischen 0:08 und"), "time of day 8"},
		{"de_length_as_clock_reading", TypeNumbers, deGolden(deLetter), editOnce(deLetter, "10 Minuten", "10:00 Std."), "clock reading"},
		{"ja_length_as_clock_reading", TypeNumbers, jaGolden("約10秒で測定が終わります。"), "約10:00分で測定が終わります。", "clock reading"},
		{"de_summary_speaks_to_person", TypeStance, deGolden(deSummary), editOnce(deSummary, "- Frau Köhler bittet um", "- Frau Köhler, Sie bitten um"), "speaks to them"},
		{"ja_summary_speaks_to_person", TypeStance, jaGolden(jaSummary), editOnce(jaSummary, "髙橋様は月末の給与計算に間に合うかを心配されている。", "髙橋様、月末の給与計算に間に合うかをご心配されていますね。"), "ね"},
		{"ja_translation_drops_closing", TypeStance, jaTranslation, editOnce(jaTranslation.golden, "よろしくお願いいたします。\n", ""), "closing formula"},
		{"de_fact_credited_to_other", TypeStance, meeting, editOnce(meeting.golden, "- Die nächste Sitzung", "- Laut Herrn Oßwald findet die nächste Sitzung"), "credits"},
		{"ja_fact_credited_to_other", TypeStance, jaGolden(jaApology), editOnce(jaApology, "新しいお届け予定日", "配送センターによると、新しいお届け予定日"), "credits"},
		{"ja_called_kun", TypeStance, jaGolden(jaApology), editOnce(jaApology, "今後とも", "佐藤君、今後とも"), "business text"},
		{"de_phone_above_never_given", TypeStance, deGolden(deLetter), editOnce(deLetter, "rufen Sie uns gern an", "rufen Sie uns gern unter der oben genannten Rufnummer an"), "no phone number"},
		{"ja_node_cut_to_no", TypeWellFormed, jaGolden("コードが出ますので、アプリに入力します。接続が完了すると「OK」と表示されます。"), "コードが出ますの接続が完了すると「OK」と表示されます。", "predicate"},
		{"de_event_made_act", TypeStance, deGolden(deMeeting), editOnce(deMeeting, "Die Inbetriebnahme verschiebt sich", "Prof. Dr. Kühn verschiebt die Inbetriebnahme"), "person's act"},
	}
	assertTypedCatches(t, tests)
}

func TestRules82PassParaphrases(t *testing.T) {
	deSummary := "- Frau Köhler hat am 12.10.2026 eine Lampe bestellt.\n- Frau Köhler bittet um ein Rücksendeetikett."
	deLetter := "Sehr geehrte Frau Köhler,\n\nvielen Dank für Ihre Nachricht. Die Lieferung erfolgt am 12.11.2026 zwischen 8 und 12 Uhr. Die Wartezeit beträgt 90 Minuten. Bei Fragen rufen Sie uns gern an.\n\nMit freundlichen Grüßen"
	jaTranslation := generalCase{lang: "ja", request: "Übersetzen Sie den Brief ins Japanische.\n\nSehr geehrter Herr Sato,\nder Preis beträgt 1.480 Euro.\nMit freundlichen Grüßen\nKatharina Weber",
		golden: "佐藤様\n\n価格は1,480ユーロです。\nよろしくお願いいたします。\n\nKatharina Weber"}
	meeting := generalCase{lang: "de", request: "Protokoll\nTOP 3: Herr Oßwald meldet Mehrkosten von 36.400,00 €.\nTOP 4: Die nächste Sitzung findet am 12.11.2026 statt.",
		golden: "- Herr Oßwald meldet Mehrkosten von 36.400,00 €.\n- Die nächste Sitzung findet am 12.11.2026 statt."}
	deMeeting := "- Prof. Dr. Kühn stellt das Gutachten vor.\n- Die Inbetriebnahme verschiebt sich auf den 07.12.2026."
	tests := []typedPass{
		{"de_summary_in_german", TypePurity, deGolden(deSummary), editOnce(deSummary, "bittet um ein Rücksendeetikett", "bittet um einen Rücksendeschein für die Lampe")},
		{"de_clock_with_minutes", TypeStance, deGolden(deLetter), editOnce(deLetter, "zwischen 8 und 12 Uhr", "zwischen 8:00 und 12:00 Uhr")},
		{"de_letter_speaks_to_reader", TypeStance, deGolden(deLetter), editOnce(deLetter, "Bei Fragen", "Frau Köhler, Sie erreichen uns jederzeit. Bei Fragen")},
		{"ja_translation_other_closing", TypeStance, jaTranslation, editOnce(jaTranslation.golden, "よろしくお願いいたします。", "何卒よろしくお願い申し上げます。")},
		{"de_fact_credited_rightly", TypeStance, meeting, editOnce(meeting.golden, "- Herr Oßwald meldet Mehrkosten", "- Laut Herrn Oßwald entstehen Mehrkosten")},
		{"de_phone_given_above", TypeStance, deGolden(deLetter), editOnce(deLetter, "Bei Fragen rufen Sie uns gern an", "Sie erreichen uns unter 0621 5587-0. Bei Fragen rufen Sie uns gern unter der oben genannten Rufnummer an")},
		{"de_event_told_passive", TypeStance, deGolden(deMeeting), editOnce(deMeeting, "Die Inbetriebnahme verschiebt sich auf", "Die Inbetriebnahme wird verschoben auf")},
	}
	assertTypedPasses(t, tests)
}

// TestClockDurationAsLong pins that a length written as a clock reading passes when
// it is as long as one the case gives, in any unit.
func TestClockDurationAsLong(t *testing.T) {
	for _, tc := range []struct{ name, text, known string }{
		{"de_hours_minutes", "Die Wartezeit beträgt 1:30 Std.", "Die Wartezeit beträgt 90 Minuten."},
		{"ja_minutes_seconds", "約1:30分で終わります。", "約90秒で終わります。"},
		{"quoted_by_case", "Dauer 0:45 h", "Dauer 0:45 h"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := clockDurations(tc.text, tc.known); got != nil {
				t.Fatalf("clockDurations(%q) = %q, want none", tc.text, got)
			}
		})
	}
}
