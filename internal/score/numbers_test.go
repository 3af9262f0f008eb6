package score

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

const (
	numDeGolden  = "Die Lieferung erfolgt am 12.11.2026 zwischen 8 und 12 Uhr. Ihre Wärmepumpe „Nordwärme L9“ wird im 2. OG aufgestellt; Sie erhalten 3 % Rabatt."
	numDeRequest = "Bitte liefern Sie die Nordwärme L9 am 12.11.2026 zwischen 8 und 12 Uhr ins 2. OG. Wir gewähren 3 % Rabatt."
	numJaGolden  = "厚木物流センターの移転について、責任者の髙橋が第3回進捗を報告した。9月分までは正常に稼働している。開始は14時の予定。"
	numJaRequest = "第3回進捗報告：9月分までは正常。開始は14時。"
)

func TestNumbersCatches(t *testing.T) {
	de := generalCase{lang: "de", golden: numDeGolden, request: numDeRequest}
	ja := generalCase{lang: "ja", golden: numJaGolden, request: numJaRequest}
	tests := []struct {
		name   string
		g      generalCase
		text   string
		reason string
	}{
		{"de_clock_time_changed", de, editOnce(numDeGolden, "zwischen 8 und", "zwischen 9 und"), `missing: "8"`},
		{"de_time_before_uhr_changed", de, editOnce(numDeGolden, "12 Uhr", "13 Uhr"), `"13"`},
		{"de_model_number_changed", de, editOnce(numDeGolden, "L9“", "L8“"), `"L8"`},
		{"de_percentage_invented", de, numDeGolden + " Zusätzlich erhalten Sie 12 % Rabatt.", `"12%"`},
		{"de_amount_made_monthly", generalCase{lang: "de", golden: "Der Rechnungsbetrag beträgt 3.912,50 €."}, "Der Rechnungsbetrag beträgt 3.912,50 € pro Monat.", `a period neither the golden nor the request gives an amount: "pro Monat"`},
		{"ja_amount_made_monthly", generalCase{lang: "ja", golden: "追加費用は約1,400万円です。"}, "追加費用は毎月約1,400万円です。", `"毎月"`},
		{"de_number_dropped", de, editOnce(numDeGolden, "; Sie erhalten 3 % Rabatt.", "."), `missing: "3"`},
		{"ja_month_changed", ja, editOnce(numJaGolden, "9月分", "8月分"), `"8"`},
		{"ja_ordinal_changed_to_a_number_stated_elsewhere", generalCase{lang: "ja", golden: numJaGolden + "4名が出席した。", request: numJaRequest + "出席4名。"},
			editOnce(numJaGolden+"4名が出席した。", "第3回", "第4回"), `"第4回"`},
		{"ja_time_changed", ja, editOnce(numJaGolden, "14時", "15時"), `"15"`},
		{"de_ordinal_word_changed", generalCase{lang: "de", golden: "Die Pumpe baut seit dem zweiten Tag keinen Druck mehr auf. Der Techniker kommt am 3.11.2026."},
			"Die Pumpe baut seit dem dritten Tag keinen Druck mehr auf. Der Techniker kommt am 3.11.2026.", `"dritten tag"`},
		{"de_cardinal_word_invented", generalCase{lang: "de", golden: "Bitte senden Sie uns zwei Muster."}, "Bitte senden Sie uns sieben Muster.", `"sieben muster"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := tt.g.run(TypeNumbers, tt.text)
			assert.False(t, r.Pass, r.Reason)
			assert.Contains(t, r.Reason, tt.reason)
		})
	}
}

// Other wording and other forms of the same numbers: dates, amounts, times written
// another way, numbers in words, list numbering and counts.
func TestNumbersParaphrasesPass(t *testing.T) {
	de := generalCase{lang: "de", golden: numDeGolden, request: numDeRequest}
	ja := generalCase{lang: "ja", golden: numJaGolden, request: numJaRequest}
	tests := []struct {
		name string
		g    generalCase
		text string
	}{
		{"de_reworded", de, "Wir liefern Ihre Nordwärme L9 am 12. November 2026 zwischen 8:00 und 12:00 Uhr und stellen sie im 2. OG auf. Sie bekommen 3 % Rabatt."},
		{"de_numbered_steps_and_count", de, "Die folgenden 3 Punkte sind wichtig:\n\n1. Lieferung am 12.11.2026, 8–12 Uhr.\n2. Aufstellung der Nordwärme L9 im 2. OG.\n3. Rabatt: 3 %."},
		{"ja_monthly_fee_the_case_states", generalCase{lang: "ja", golden: "月額33,000円です。", request: "月額料金は33,000円"}, "毎月の料金は月額33,000円です。"},
		{"de_amount_forms", generalCase{lang: "de", golden: "Die Rechnung über 1.249,90 € ist bezahlt."}, "Die Rechnung über 1249,90 EUR wurde beglichen."},
		{"ja_reworded", ja, "責任者の髙橋から第3回の進捗報告があった。9月分までは問題なく稼働しており、開始は14時の予定である。厚木物流センターの移転に関する報告である。"},
		{"ja_kanji_numerals_and_era_year", generalCase{lang: "ja", golden: "三点確認しました。令和8年10月21日（水）にお届けします。合計3万3,000円です。", request: "3点を確認。2026年10月21日配達。33,000円。"},
			"3点を確認いたしました。2026年10月21日（水）にお届けします。合計33,000円です。"},
		{"de_number_words_and_digits", generalCase{lang: "de", golden: "Seit dem zweiten Tag fehlt der Druck. Bitte senden Sie uns 2 Muster."},
			"Seit dem 2. Tag fehlt der Druck. Bitte senden Sie uns zwei Muster. Zum ersten Mal ist das passiert; die erste Pumpe lief einwandfrei."},
		{"ja_fullwidth_digits", ja, "厚木物流センターの移転について、責任者の髙橋が第３回進捗を報告した。９月分までは正常に稼働している。開始は１４時の予定。"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := tt.g.run(TypeNumbers, tt.text)
			assert.True(t, r.Pass, r.Reason)
		})
	}
}
