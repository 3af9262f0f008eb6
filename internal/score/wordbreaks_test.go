package score

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

const (
	wbDeGolden = "Sehr geehrte Frau Köhler,\n\nvielen Dank für Ihre Nachricht. Die App überträgt die Zugangsdaten an Ihr Benutzerkonto. Bitte schicken Sie die defekte Lampe an uns zurück, sodass wir sie prüfen können.\n\nMit freundlichen Grüßen"
	wbJaGolden = "渡辺様\n\n新しいお届け予定日は10月21日（水）です。訪問日時は午前中を予定しております。入力欄に同じ数字を入力してください。\n\nよろしくお願いいたします。"
)

// well_formed catches the answer's words put together the way a broken detokenizer or
// sampler puts them: a word of the case broken apart, tokenizer pieces, German
// punctuation with no space after it, a stray word inserted into a sentence of the
// golden, one letter of a name or kanji compound changed.
func TestWordFormsCatches(t *testing.T) {
	de := generalCase{lang: "de", golden: wbDeGolden}
	ja := generalCase{lang: "ja", golden: wbJaGolden}
	tests := []struct {
		name   string
		g      generalCase
		text   string
		reason string
	}{
		{"de_subword_space", de, editOnce(wbDeGolden, "Zugangsdaten", "Zugang sdaten"), `"Zugangsdaten" broken by a space`},
		{"de_line_break_in_word", de, editOnce(wbDeGolden, "überträgt", "über\nträgt"), `"überträgt" broken by a line break`},
		{"de_hyphen_in_word", de, editOnce(wbDeGolden, "Benutzerkonto", "Benutz-erkonto"), `"Benutzerkonto" broken by a hyphen`},
		{"de_byte_fallback", de, editOnce(wbDeGolden, "überträgt", "<0xC3><0xBC>berträgt"), `tokenizer pieces written out: "<0xC3>"`},
		{"de_bpe_space", de, editOnce(wbDeGolden, "Bitte schicken Sie", "BitteĠschickenĠSie"), `"Ġ"`},
		{"de_no_space_after_comma", de, editOnce(wbDeGolden, "zurück, sodass", "zurück,sodass"), `no space after punctuation: "ck,so"`},
		{"de_no_space_after_stop", de, editOnce(wbDeGolden, "Nachricht. Die App", "Nachricht.Die App"), `"ht.Di"`},
		{"de_word_inserted", de, editOnce(wbDeGolden, "Bitte schicken Sie die", "Bitte schicken Sie Quittengelee die"), `"Quittengelee" inserted`},
		{"de_name_umlaut_dropped", de, editOnce(wbDeGolden, "Frau Köhler,", "Frau Kohler,"), `"Kohler" for "Köhler"`},
		{"ja_space_in_sentence", ja, editOnce(wbJaGolden, "新しいお届け予定日", "新 しいお 届 け予定日"), "space inside Japanese text"},
		{"ja_line_break_in_word", ja, editOnce(wbJaGolden, "訪問日時は", "訪問日\n時は"), `line break inside "問日時は"`},
		{"ja_kanji_lookalike", ja, editOnce(wbJaGolden, "訪問日時", "訪間日時"), `"訪間日時" for "訪問日時"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.True(t, tt.g.run(TypeWellFormed, tt.g.golden).Pass, "the golden passes")
			r := tt.g.run(TypeWellFormed, tt.text)
			assert.False(t, r.Pass, r.Reason)
			assert.Contains(t, r.Reason, tt.reason)
		})
	}
}

// Paraphrases write whole words of their own: German compounds apart or hyphenated
// the way German allows, filler words added, other sentences; Japanese names with a
// space, lines broken between sentences, numbers and URLs with punctuation.
func TestWordFormsParaphrasesPass(t *testing.T) {
	de := generalCase{lang: "de", golden: wbDeGolden}
	ja := generalCase{lang: "ja", golden: wbJaGolden}
	tests := []struct {
		name string
		g    generalCase
		text string
	}{
		{"de_reworded", de, "Sehr geehrte Frau Köhler,\n\nherzlichen Dank für Ihre Nachricht. Ihre Zugangsdaten überträgt die App an Ihr Benutzer-Konto. Schicken Sie uns die defekte Lampe bitte zurück, so dass wir sie prüfen können.\n\nMit freundlichen Grüßen"},
		{"de_filler_inserted", de, editOnce(wbDeGolden, "Bitte schicken Sie die", "Bitte schicken Sie uns gerne die")},
		{"de_word_added_by_a_paraphrase", de, editOnce(wbDeGolden, "Bitte schicken Sie die defekte", "Bitte schicken Sie umgehend die defekte")},
		{"de_noun_of_the_case_added", de, editOnce(wbDeGolden, "an Ihr Benutzerkonto", "an Ihr neues Benutzerkonto")},
		{"ja_word_added", ja, editOnce(wbJaGolden, "入力欄に同じ", "入力欄に必ず同じ")},
		{"de_numbers_urls_abbreviations", de, wbDeGolden + "\nDer Preis beträgt 1.249,90 € (inkl. 19 % MwSt.), z.B. per www.example.de/hilfe oder info@example.de."},
		{"de_line_wrapped_between_words", de, "Sehr geehrte Frau Köhler,\n\nvielen Dank für Ihre Nachricht. Die App überträgt die\nZugangsdaten an Ihr Benutzerkonto."},
		{"ja_name_with_space", generalCase{lang: "ja", golden: "渡辺 恵子様\n\n訪問日時は午前中を予定しております。"}, "渡辺 恵子様\n\n訪問日時は午前中の予定です。"},
		{"ja_reworded", ja, "渡辺様\n\nお届け予定日は新たに10月21日（水）となりました。\n訪問は午前中を予定しております。\n入力欄には同じ数字をご入力ください。\n\nよろしくお願いいたします。"},
		{"ja_heading_lines", ja, "渡辺様\n\nお届け予定\n新しいお届け予定日は10月21日（水）です。\n訪問日時\n午前中を予定しております。"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := tt.g.run(TypeWellFormed, tt.text)
			assert.True(t, r.Pass, r.Reason)
		})
	}
}
