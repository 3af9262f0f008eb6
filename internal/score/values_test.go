package score

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

const (
	vaGoldenDe = "- Mehrkosten: 18.750,00 € für die Stahlträger und 2.400,00 € Bereitschaftspauschale für eine mobile Heizzentrale, zusammen 21.150,00 €."
	vaTableDe  = "| Anbieter | Preis |\n|---|---|\n| Kühltechnik Straßburger GmbH | 14.890,00 € |\n| Nordkälte AG | 12.450,00 € |"
	vaGoldenJa = "9月20日にユーザーを1名追加していただいたため、今月から追加ユーザー分の料金5,500円（税込）が加算されております。\n内訳は、基本料金33,000円（税込）と追加ユーザー料金5,500円（税込）で、合計38,500円（税込）となります。"
	vaPhonesJa = "・新しい電話番号は06-6345-7781です。FAX番号（06-6345-7790）は変わりません。"
	vaPostDe   = "Labor für Hochspannungstechnik\nGießereistraße 14\n67059 Ludwigshafen am Rhein\n\nDie Rechnung senden wir an: Zentraler Einkauf, Postfach 10 02 31, 67002 Ludwigshafen am Rhein."
)

// numbers catches amounts and codes swapped between what they belong to: each
// stands where the golden has the other.
func TestMovedValuesCatches(t *testing.T) {
	tests := []struct {
		name, lang, golden, answer string
	}{
		{"amounts_swapped_de", "de", vaGoldenDe, "- Mehrkosten: 2.400,00 € für die Stahlträger und 18.750,00 € Bereitschaftspauschale für eine mobile Heizzentrale, zusammen 21.150,00 €."},
		{"table_prices_swapped_de", "de", vaTableDe, "| Anbieter | Preis |\n|---|---|\n| Kühltechnik Straßburger GmbH | 12.450,00 € |\n| Nordkälte AG | 14.890,00 € |"},
		{"amounts_swapped_ja", "ja", vaGoldenJa, "9月20日にユーザーを1名追加していただいたため、今月から追加ユーザー分の料金33,000円（税込）が加算されております。\n内訳は、基本料金5,500円（税込）と追加ユーザー料金33,000円（税込）で、合計38,500円（税込）となります。"},
		{"phone_and_fax_swapped_ja", "ja", vaPhonesJa, "・新しい電話番号は06-6345-7790です。FAX番号（06-6345-7781）は変わりません。"},
		{"postcodes_swapped_de", "de", vaPostDe, "Labor für Hochspannungstechnik\nGießereistraße 14\n67002 Ludwigshafen am Rhein\n\nDie Rechnung senden wir an: Zentraler Einkauf, Postfach 10 02 31, 67059 Ludwigshafen am Rhein."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			chk := Check{Type: TypeNumbers, Lang: tt.lang, Golden: tt.golden}
			assert.True(t, chk.Run(Output{Text: tt.golden, RefYear: 2026}).Pass)
			r := chk.Run(Output{Text: tt.answer, RefYear: 2026})
			assert.False(t, r.Pass, r.Reason)
			assert.Contains(t, r.Reason, "in another's place")
		})
	}
}

// Paraphrases bind each value to its item in other words or another order, or say
// a generic phrase (です。) after two values.
func TestMovedValuesParaphrasesPass(t *testing.T) {
	tests := []struct {
		name, lang, golden, answer string
	}{
		{"reordered_de", "de", vaGoldenDe, "- Die Bereitschaftspauschale für die mobile Heizzentrale kostet 2.400,00 €, die Stahlträger 18.750,00 €; zusammen sind das 21.150,00 € Mehrkosten."},
		{"table_rows_reordered_de", "de", vaTableDe, "| Anbieter | Preis |\n|---|---|\n| Nordkälte AG | 12.450,00 € |\n| Kühltechnik Straßburger GmbH | 14.890,00 € |"},
		{"reworded_ja", "ja", vaGoldenJa, "9月20日にユーザーを1名追加いただいたため、今月から追加ユーザー料金5,500円（税込）が加算されています。\n基本料金33,000円（税込）に追加ユーザー料金5,500円（税込）を加えた合計38,500円（税込）が今月のご請求額です。"},
		{"phones_generic_context_ja", "ja", vaPhonesJa, "・FAX番号は従来どおり06-6345-7790です。新しい電話番号は06-6345-7781です。"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := Check{Type: TypeNumbers, Lang: tt.lang, Golden: tt.golden}.Run(Output{Text: tt.answer, RefYear: 2026})
			assert.True(t, r.Pass, r.Reason)
		})
	}
}

// facts_grounded reads a minus sign as part of an amount: -3.912,50 € is no amount
// the request states; a range (10-12 €) and an id's hyphen are no sign.
func TestNegativeAmounts(t *testing.T) {
	tests := []struct {
		lang, text string
		want       []Amount
	}{
		{"de", "Rechnungsbetrag -1.249,90 €", []Amount{{"-1249.9", "EUR"}}},
		{"de", "Rechnungsbetrag − 1.249,90 €", []Amount{{"1249.9", "EUR"}}},
		{"de", "zwischen 10 - 12 €", []Amount{{"12", "EUR"}}},
		{"de", "Mehrkosten -5,00 €", []Amount{{"-5", "EUR"}}},
		{"de", "| Rabatt | -5,00 € |", []Amount{{"5", "EUR"}}},
		{"ja", "割引：-500円", []Amount{{"500", "JPY"}}},
		{"ja", "ご利用いただける-500円分のクーポン", []Amount{{"-500", "JPY"}}},
		{"ja", "料金5,500円（税込）", []Amount{{"5500", "JPY"}}},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, extractAmounts(tt.lang, tt.text), tt.text)
	}
	chk := Check{Type: TypeFactsGrounded, Items: []FactItem{{Kind: KindAmount, Value: "1249.90", Currency: "EUR"}}}
	assert.True(t, chk.Run(Output{Text: "Rechnungsbetrag 1.249,90 €"}).Pass)
	assert.False(t, chk.Run(Output{Text: "Rechnungsbetrag -1.249,90 €"}).Pass)
}

// json_shape catches a string value that loses the golden's ISO date form or gains
// Markdown markup.
func TestJSONStringFormsCatches(t *testing.T) {
	golden := `{"name": "Petra Müller", "delivery_date": "2026-10-19"}`
	for _, answer := range []string{
		`{"name": "Petra Müller", "delivery_date": "19.10.2026"}`,
		`{"name": "Petra Müller", "delivery_date": "2026年10月19日"}`,
		`{"name": "**Petra Müller**", "delivery_date": "2026-10-19"}`,
		"{\"name\": \"`Petra Müller`\", \"delivery_date\": \"2026-10-19\"}",
		`{"name": "Petra Müller", "delivery_date": null}`,
		`{"name": "Petra Müller", "delivery_date": "N/A"}`,
		`{"name": "不明", "delivery_date": "2026-10-19"}`,
	} {
		r := Check{Type: TypeJSONShape, Golden: golden}.Run(Output{Text: answer})
		assert.False(t, r.Pass, answer)
	}
}

// Full-width digits and another name keep the form.
func TestJSONStringFormsParaphrasesPass(t *testing.T) {
	golden := `{"name": "Petra Müller", "delivery_date": "2026-10-19"}`
	for _, answer := range []string{
		`{"name": "Müller, Petra", "delivery_date": "２０２６－１０－１９"}`,
		`{"delivery_date": "2026-10-19", "name": "P. Müller"}`,
	} {
		r := Check{Type: TypeJSONShape, Golden: golden}.Run(Output{Text: answer})
		assert.True(t, r.Pass, r.Reason)
	}
}

var englishCase = generalCase{lang: "de", request: "Interne Info: Lieferung am 12.11.2026 möglich.", golden: "Die Lieferung erfolgt am 12.11.2026. Bitte beachten Sie die Hinweise."}

// language_purity catches an English word German does not borrow inside a German
// sentence; well_formed a Latin word in Japanese that the request writes only inside
// a JSON key (contract_id).
func TestEnglishWordsCatches(t *testing.T) {
	for _, text := range []string{
		"Die Delivery erfolgt am 12.11.2026. Bitte beachten Sie die Hinweise.",
		"Gern liefern wir Ihre Order am 12.11.2026 aus.",
	} {
		r := englishCase.run(TypePurity, text)
		assert.False(t, r.Pass, text)
	}
	ja := generalCase{lang: "ja", request: "キーは company、contract_id とします。", golden: `{"company": "サクラ物流", "notes": ["契約期間中の途中解約はできません。"]}`}
	assert.False(t, ja.run(TypeWellFormed, `{"company": "サクラ物流", "notes": ["contract期間中の途中解約はできません。"]}`).Pass)
}

// Loanwords German writes pass, and so does a Japanese answer in the request's words.
func TestEnglishWordsParaphrasesPass(t *testing.T) {
	for _, text := range []string{
		"Die Lieferung erfolgt am 12.11.2026; den Status sehen Sie in der App und im Service-Portal.",
		"Wir schicken Ihnen am 12.11.2026 ein Update per Link, das Team meldet sich.",
	} {
		r := englishCase.run(TypePurity, text)
		assert.True(t, r.Pass, r.Reason)
	}
	ja := generalCase{lang: "ja", request: "キーは company、contract_id とします。", golden: `{"company": "サクラ物流", "notes": ["契約期間中の途中解約はできません。"]}`}
	assert.True(t, ja.run(TypeWellFormed, `{"company": "サクラ物流", "notes": ["契約期間中は途中解約できません。"]}`).Pass)
}

// Tidy folds a loose list into a tight one, and repetition does not count a table's
// rule row, however wide it is padded.
func TestLooseListsAndTableRules(t *testing.T) {
	assert.Equal(t, "- a\n- b\n\nText\n\n1. c\n2. d", Tidy("- a\n\n- b\n\nText\n\n1. c\n\n2. d"))
	assert.Equal(t, "- a\n\n1. b", Tidy("- a\n\n1. b"), "two lists stay apart")
	table := "| Anbieter                     | Preis       |\n| ---------------------------- | ----------- |\n| Kühltechnik Straßburger GmbH | 14.890,00 € |"
	r := Check{Type: typeRepetition}.Run(Output{Text: table})
	assert.True(t, r.Pass, r.Reason)
	r = Check{Type: typeRepetition}.Run(Output{Text: "Danke. Danke. Danke. Danke. Danke. Danke. Danke. Danke. Danke. Danke. Danke. Danke."})
	assert.False(t, r.Pass, "a loop still repeats")
}
