package score

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

const (
	supGoldenDe = "Sehr geehrter Herr Weiß,\n\nvielen Dank für Ihre Nachricht. Wir senden Ihnen am 20.10.2026 kostenlos eine Ersatzlampe zu. " +
		"Bitte schicken Sie die defekte Lampe mit dem beiliegenden Rücksendeetikett an uns zurück.\n\nMit freundlichen Grüßen\nIhr Kundenservice"
	supRequestDe = "Meine Stehlampe Nordlicht 40 aus Bestellung 44-2087-DE flackert. Bitte um Ersatz. Thomas Weiß"
	supGoldenJa  = "渡辺 弘様\n\n修理のご依頼をいただき、誠にありがとうございます。訪問日時は2026年10月23日（金）14時〜16時に確定いたしました。" +
		"当日は、作業員が訪問の30分前にお電話いたします。"
	supRequestJa = "ヒエール冷蔵庫 R450 の冷凍室が冷えません。出張修理をお願いします。渡辺 弘"
)

// supported_sentences catches a sentence whose content the case does not state: an
// invented promise or fact, with or without a number.
func TestSupportedCatches(t *testing.T) {
	tests := []struct {
		name, lang, golden, request, answer string
	}{
		{"invented_promise_de", "de", supGoldenDe, supRequestDe, replaceOnce(supGoldenDe, "zu. Bitte",
			"zu. Außerdem übernehmen wir selbstverständlich die Entsorgung Ihres Altgeräts und schenken Ihnen ein Jahresabonnement unserer Kundenzeitschrift. Bitte")},
		{"invented_promise_ja", "ja", supGoldenJa, supRequestJa, replaceOnce(supGoldenJa, "確定いたしました。",
			"確定いたしました。また、旧製品の引き取りと廃棄も当社が無償で承り、記念品として特製タオルを進呈いたします。")},
		{"invented_policy_de", "de", supGoldenDe, supRequestDe, supGoldenDe + "\nHinweis: Reklamationen werden ausschließlich schriftlich über unser Serviceportal bearbeitet, telefonische Meldungen verfallen."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			chk := Check{Type: TypeSupported, Lang: tt.lang, Golden: tt.golden, Request: tt.request}
			assert.True(t, chk.Run(Output{Text: tt.golden}).Pass, "the golden passes")
			r := chk.Run(Output{Text: tt.answer})
			assert.False(t, r.Pass, r.Reason)
			assert.Contains(t, r.Reason, "stated by neither")
		})
	}
}

// Paraphrases reword with the case's content words and stock phrases; a translation
// case, whose request is in the other language, is not judged.
func TestSupportedPassesParaphrases(t *testing.T) {
	tests := []struct {
		name, lang, golden, request, answer string
	}{
		{"reworded_de", "de", supGoldenDe, supRequestDe,
			"Sehr geehrter Herr Weiß,\n\nes tut uns leid, dass Ihre Stehlampe Nordlicht 40 flackert. Eine Ersatzlampe schicken wir Ihnen kostenlos am 20.10.2026. " +
				"Die defekte Lampe senden Sie bitte mit dem beigelegten Rücksendeetikett an uns zurück.\nFür Rückfragen stehen wir Ihnen jederzeit gern zur Verfügung.\n\nMit freundlichen Grüßen\nIhr Kundenservice"},
		{"reworded_ja", "ja", supGoldenJa, supRequestJa,
			"渡辺 弘様\n\nこのたびは冷蔵庫の修理をご依頼いただき、ありがとうございます。2026年10月23日（金）14時〜16時に訪問いたします。" +
				"訪問の30分前に作業員よりお電話を差し上げます。ご不明な点がございましたら、お気軽にお問い合わせください。"},
		// Courtesy and a fault described in general words are no invented claim.
		{"courtesy_and_regret_de", "de", supGoldenDe, supRequestDe,
			"Sehr geehrter Herr Weiß,\n\nwir bedauern sehr, dass Ihre Stehlampe Nordlicht 40 nicht mehr einwandfrei funktioniert, und danken Ihnen für Ihre Meldung zur Bestellung 44-2087-DE. " +
				"Wir senden Ihnen am 20.10.2026 kostenlos eine Ersatzlampe zu.\n\nMit freundlichen Grüßen\nIhr Kundenservice"},
		{"translation_case", "de", "Sehr geehrter Herr Groß,\n\nder Versand verschiebt sich.", "グロース様　発送が遅れます。",
			"Sehr geehrter Herr Groß,\n\nleider müssen wir Ihnen mitteilen, dass sich die Auslieferung wegen organisatorischer Engpässe unserer Fertigungsplanung verzögert."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := Check{Type: TypeSupported, Lang: tt.lang, Golden: tt.golden, Request: tt.request}.Run(Output{Text: tt.answer})
			assert.True(t, r.Pass, r.Reason)
		})
	}
}
