package score

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// A golden sentence with one edit that changes what it says or breaks it: two parts
// trading places, a coordinated item or the final predicate dropped, a German clause's
// verb moved forward.
func TestSentenceEditsCatch(t *testing.T) {
	tests := []struct {
		name, lang, golden, answer, want string
	}{
		{"de_names_swapped", "de", "Herr Weiß ist bis zum 22.10.2026 verreist, aber Frau Müller kann die Wohnung aufschließen.",
			"Frau Müller ist bis zum 22.10.2026 verreist, aber Herr Weiß kann die Wohnung aufschließen.", "trade places"},
		{"de_measures_swapped", "de", "Zum Beispiel 21 °C von 6 bis 22 Uhr und 18 °C in der Nacht.", "Zum Beispiel 18 °C von 6 bis 22 Uhr und 21 °C in der Nacht.", "trade places"},
		{"ja_people_swapped", "ja", "営業の担当は引き続き松田部長で、請求書の送付先は経理部の小西課長に変わります。",
			"営業の担当は引き続き小西課長で、請求書の送付先は経理部の松田部長に変わります。", "trade places"},
		{"de_coordinated_item_dropped", "de", "Laden Sie die App aus dem App Store oder von Google Play herunter.", "Laden Sie die App aus dem App Store herunter.", "coordinated"},
		{"ja_coordinated_item_dropped", "ja", "10月20日の経営会議で、延期と予備費支出の承認を求めている。", "10月20日の経営会議で、延期の承認を求めている。", "coordinated"},
		{"de_final_verb_dropped", "de", "Bisher sind 212.400,00 € abgerechnet.", "Bisher sind 212.400,00 €.", "last words"},
		{"ja_final_predicate_dropped", "ja", "2026年10月30日までに、お見積もりへのご承認をお願いいたします。", "2026年10月30日までに、お見積もりへのご承認を。", "last words"},
		{"de_direction_turned", "de", "Senden Sie die Zugangsdaten an das Gerät.", "Senden Sie die Zugangsdaten vom Gerät.", "direction"},
		{"ja_direction_turned", "ja", "株式会社ミナトデザインの髙橋様から、請求書について問い合わせがあった。", "株式会社ミナトデザインの髙橋様へ、請求書について問い合わせがあった。", "direction"},
		{"de_document_made_another", "de", "Die Rechnung liegt diesem Schreiben bei.", "Das Angebot liegt diesem Schreiben bei.", "made"},
		{"de_act_made_another", "de", "Hiermit bestätigen wir Ihren Termin am 12.11.2026.", "Hiermit ändern wir Ihren Termin am 12.11.2026.", "made"},
		{"de_material_made_another", "de", "Der Topf „Tonio“ ist aus Edelstahl.", "Der Topf „Tonio“ ist aus Aluminium.", "made"},
		{"ja_document_made_another", "ja", "測定シリーズのお見積もりを添付いたします。", "測定シリーズの請求書を添付いたします。", "made"},
		{"ja_role_made_another", "ja", "ハルカゼ寝具店 カスタマーサポート 岡田", "ハルカゼ寝具店 経理部 岡田", "made"},
		{"ja_number_made_vague", "ja", "コイン形電池（CR2032）2個を入れます。", "コイン形電池（CR2032）数個を入れます。", "made"},
		{"de_number_made_vague", "de", "Wir haben 3 Termine für Sie reserviert.", "Wir haben mehrere Termine für Sie reserviert.", "made"},
		{"de_comma_before_dass_dropped", "de", "Bitte beachten Sie, dass wir nur werktags zustellen.", "Bitte beachten Sie dass wir nur werktags zustellen.", "comma"},
		{"de_hyphen_compound_spaced", "de", "Geben Sie Ihre E-Mail-Adresse ein.", "Geben Sie Ihre E-Mail Adresse ein.", "compound"},
		{"de_verb_number_wrong", "de", "Frau Köhler hat am 08.10.2026 angerufen.", "Frau Köhler haben am 08.10.2026 angerufen.", "subject kept"},
		{"de_an_made_auf", "de", "Senden Sie die Lampe an uns zurück.", "Senden Sie die Lampe auf uns zurück.", "preposition"},
		{"ja_okurigana_cut", "ja", "新しいお届け予定日は10月21日（水）です。", "新いお届け予定日は10月21日（水）です。", "okurigana"},
		{"de_clause_verb_moved_forward", "de", "Bitte beachten Sie, dass wir nur werktags zustellen.", "Bitte beachten Sie, dass wir zustellen nur werktags.", "moved from its end"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := Check{Type: TypePolarity, Lang: tt.lang, Golden: tt.golden}.Run(Output{Text: tt.answer})
			assert.False(t, r.Pass, r.Reason)
			assert.Contains(t, r.Reason, tt.want)
		})
	}
}

// Paraphrases change more than one place, or only reorder what a conjunction joins,
// or split a sentence: none of them is one of the edits.
func TestSentenceEditsPassParaphrases(t *testing.T) {
	tests := []struct {
		name, lang, golden, answer string
	}{
		{"de_coordinated_items_reordered", "de", "Laden Sie die App aus dem App Store oder von Google Play herunter.", "Laden Sie die App von Google Play oder aus dem App Store herunter."},
		{"ja_coordinated_items_reordered", "ja", "延期と予備費支出の承認を求めている。", "予備費支出と延期の承認を求めている。"},
		{"de_sentence_split", "de", "Herr Weiß ist bis zum 22.10.2026 verreist, aber Frau Müller kann die Wohnung aufschließen.",
			"Herr Weiß ist bis zum 22.10.2026 verreist. Frau Müller kann die Wohnung aber aufschließen."},
		{"ja_destination_particle_varied", "ja", "試料は次の宛先にお送りください。", "試料は次の宛先へお送りください。"},
		{"de_channel_same_sense", "de", "Wir informieren Sie per E-Mail über den Versand.", "Wir informieren Sie per Mail über den Versand."},
		{"de_compound_narrowed", "de", "Ihre Großkundenbetreuung", "Ihre Kundenbetreuung"},
		{"de_word_only_opening_like_a_kind", "de", "Wir schlagen eine alternative Lösung vor.", "Wir schlagen eine neue Lösung vor."},
		{"ja_document_same_sense", "ja", "見積書を添付いたします。", "見積もりを添付いたします。"},
		{"ja_okurigana_before_kanji_varied", "ja", "お申し込みは窓口で承ります。", "お申込みは窓口で承ります。"},
		{"de_adverb_moved", "de", "Sie können den Termin auch online absagen.", "Sie können auch den Termin online absagen."},
		{"ja_nominal_ending", "ja", "交換品は10月19日に発送予定です。", "交換品は10月19日に発送予定。"},
		{"de_item_said_in_the_next_sentence", "de", "Bitte beachten Sie, dass wir nur werktags und nicht am Wochenende zustellen.",
			"Bitte beachten Sie, dass wir nur werktags zustellen. Am Wochenende liefern wir nicht."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := Check{Type: TypePolarity, Lang: tt.lang, Golden: tt.golden}.Run(Output{Text: tt.answer})
			assert.True(t, r.Pass, r.Reason)
		})
	}
}
