package score

import (
	"testing"
)

// Negations and exceptions put in or taken out, a refusal or a failure put for the
// event, a booking state turned, and the writer and the reader trading places: the
// rules blind batches on negation and on minimal pairs prompted. What each catches,
// and paraphrases it lets pass.
func TestNegationRefusalSideRulesCatch(t *testing.T) {
	tests := []typedCatch{
		{"ja_finding_denied", TypePolarity, jaGolden("結合テストで在庫引当の処理に不具合が見つかった。"),
			"結合テストで在庫引当の処理に不具合が見つからなかった。", "a negation added"},
		{"de_still_running_made_no_longer", TypePolarity, deGolden("Bis dahin läuft die alte Anlage im Keller weiter."),
			"Bis dahin läuft die alte Anlage im Keller nicht mehr.", "a negation added"},
		{"ja_stated_cause_denied", TypePolarity, jaGolden("倉庫での作業遅延により発送が遅れております。"),
			"倉庫での作業遅延によるものではなく発送が遅れております。", "a negation added"},
		{"de_exception_put_in", TypePolarity, deGolden("Der Rechnungsbetrag bleibt unverändert bei 2.400,00 €."),
			"Der Rechnungsbetrag bleibt bis auf die Versandkosten unverändert bei 2.400,00 €.", "an exception added"},
		{"ja_exception_put_in", TypePolarity, jaGolden("アプリの画面に体重と体脂肪率が表示されていることを確認してください。"),
			"アプリの画面に体重（体脂肪率を除く）が表示されていることを確認してください。", "an exception added"},
		{"ja_success_made_failure", TypePolarity, jaGolden("登録が完了すると、画面に「OK」と表示されます。"),
			"登録に失敗すると、画面に「OK」と表示されます。", "made a bad state"},
		{"de_request_made_refusal", TypePolarity, deGolden("- Herr Brandt bittet um ein neues Rücksendeetikett."),
			"- Herr Brandt lehnt ein neues Rücksendeetikett ab.", "made a refusal"},
		{"ja_booked_made_free", TypePolarity, jaGolden("検査装置は月末まで予約で埋まっており、それより早い実施はできません。"),
			"検査装置は月末まで予約が空いており、それより早い実施はできません。", "booked up made free to book"},
		{"ja_arrival_made_dispatch", TypePolarity, jaGolden("注文番号KT-5512の電気ケトル（11月14日着）の注ぎ口が欠けていたとのご連絡。"),
			"注文番号KT-5512の電気ケトル（11月14日発）の注ぎ口が欠けていたとのご連絡。", "a delivery made a dispatch"},
		{"de_writer_reader_traded", TypePolarity, deGolden("- Hilft das alles nicht, wenden Sie sich bitte an unseren Kundendienst."),
			"- Hilft das alles nicht, wenden wir uns bitte an Ihren Kundendienst.", "trade places"},
	}
	assertTypedCatches(t, tests)
}

func TestNegationRefusalSideRulesPassParaphrases(t *testing.T) {
	tests := []typedPass{
		{"de_pending_as_not_yet", TypePolarity, deGolden("Die Genehmigung der Behörde steht noch aus."), "Die Genehmigung der Behörde liegt noch nicht vor."},
		{"ja_not_needed_reworded", TypePolarity, jaGolden("初期費用は不要です。"), "初期費用は必要ありません。"},
		{"ja_cannot_reworded", TypePolarity, jaGolden("それより早い実施はできません。"), "それより早い実施はいたしかねます。"},
		{"de_nothing_helps", TypePolarity, deGolden("- Hilft das alles nicht, wenden Sie sich bitte an unseren Kundendienst."),
			"- Hilft nichts davon, wenden Sie sich bitte an unseren Kundendienst."},
		{"de_sides_kept", TypePolarity, deGolden("Bei Fragen sind wir gern für Sie da."), "Bei Fragen sind wir jederzeit gern für Sie da."},
	}
	assertTypedPasses(t, tests)
}
