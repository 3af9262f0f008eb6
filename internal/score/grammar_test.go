package score

import (
	"testing"
)

const (
	grGoldenDe  = "Sehr geehrte Frau Köhler,\n\nwir senden Ihnen bis spätestens 19.10.2026 ein Austauschgerät und eine Ersatzlampe zu. Ihre Bestellnummer 77-3190-DE bleibt gültig.\nLegen Sie in der App einen Wochenplan an.\n\nMit freundlichen Grüßen"
	grRequestDe = "Bestellnummer 77-3190-DE, Siebträgermaschine, Rechnungsbetrag 1.249,90 €."
	grGoldenJa  = "アプリの入力欄に同じ数字を入れて「接続」を押します。\nクーポンをお送りいたします。"
)

// well_formed catches a compound split in two, an article of the wrong gender, a
// placeholder left in and a Japanese object particle swapped.
func TestGermanWordsAndPlaceholdersCatches(t *testing.T) {
	tests := []catchCase{
		{"compound_split", "de", grGoldenDe, grRequestDe, replaceOnce(grGoldenDe, "Bestellnummer", "Bestell Nummer"), "split in two"},
		{"compound_split_request_word", "de", grGoldenDe, grRequestDe, grGoldenDe + "\nDie Siebträger Maschine wird abgeholt.", "split in two"},
		{"feminine_with_ein", "de", grGoldenDe, grRequestDe, replaceOnce(grGoldenDe, "eine Ersatzlampe", "ein Ersatzlampe"), "another gender"},
		{"masculine_with_eine", "de", grGoldenDe, grRequestDe, replaceOnce(grGoldenDe, "einen Wochenplan", "eine Wochenplan"), "another gender"},
		{"neuter_with_eine", "de", grGoldenDe, grRequestDe, replaceOnce(grGoldenDe, "ein Austauschgerät", "eine Austauschgerät"), "another gender"},
		{"placeholder_de", "de", grGoldenDe, grRequestDe, grGoldenDe + "\nDer Betrag von [Betrag] € wird erstattet.", "placeholder"},
		{"placeholder_ja", "ja", grGoldenJa, "", replaceOnce(grGoldenJa, "クーポン", "〇〇円分のクーポン"), "placeholder"},
		{"particle_swapped_ja", "ja", grGoldenJa, "", replaceOnce(grGoldenJa, "数字を入れて", "数字に入れて"), "the case writes"},
		{"particle_swapped_object_ja", "ja", grGoldenJa, "", replaceOnce(grGoldenJa, "クーポンを", "クーポンに"), "the case writes"},
	}
	assertCatches(t, TypeWellFormed, tests)
}

// Paraphrases join words as the case does or in their own right, use articles a
// noun's gender allows in other cases (einem Austauschgerät, einer Ersatzlampe),
// link with [text](url), and join the case's words with the case's particles.
func TestGermanWordsAndPlaceholdersParaphrasesPass(t *testing.T) {
	tests := []passCase{
		{"other_cases_de", "de", grGoldenDe, grRequestDe, "Sehr geehrte Frau Köhler,\n\nmit einem Austauschgerät und einer Ersatzlampe ist bis spätestens 19.10.2026 zu rechnen; das Austauschgerät ist kostenlos. Für die Bestellnummer 77-3190-DE ändert sich nichts. Den Wochenplan legen Sie in der App an.\n\nMit freundlichen Grüßen"},
		{"two_nouns_side_by_side_de", "de", grGoldenDe, grRequestDe, "Sehr geehrte Frau Köhler,\n\nIhre Bestellung 77-3190-DE: Austauschgerät und Ersatzlampe kommen bis spätestens 19.10.2026, das Austauschgerät Modell Barista zuerst.\n\nMit freundlichen Grüßen"},
		{"markdown_link_de", "de", grGoldenDe, grRequestDe, grGoldenDe + "\nDie Anleitung finden Sie [hier](https://example.com/anleitung)."},
		{"checklist_de", "de", grGoldenDe, grRequestDe, grGoldenDe + "\n- [ ] Austauschgerät auspacken\n- [x] Wochenplan anlegen"},
		{"verb_taking_either_particle_ja", "ja", "残量が少ない場合は、新しい電池に交換してください。", "", "表示が消えたら電池を交換してください。"},
		{"particle_reworded_ja", "ja", grGoldenJa, "", "入力欄に同じ数字を入力して、「接続」を押してください。\nクーポンをお届けいたします。"},
	}
	assertPasses(t, TypeWellFormed, tests)
}
