package score

import "testing"

// Blind batch 81's misses prompted these rules: a Western title in katakana before a
// Japanese name (ヘル・渡辺様), a Japanese polite prefix calqued into German (Ihre
// ehrenwerte Nachricht), the subject wir cut out of a golden sentence (Senden Ihnen
// am …), よろしくお伝えください with no one to pass the regards to, a service made
// chargeable (kostenpflichtig, 有料) where the case says nothing of it, and a
// duration counted in weekends (6 Wochenenden for 6 Wochen). What they catch, and
// paraphrases they let pass.
func TestRules81Catch(t *testing.T) {
	jaLetter := "渡辺 弘様\n\nこのたびはご依頼いただき、誠にありがとうございます。訪問日は10月23日です。\n今後ともよろしくお願いいたします。"
	deLetter := "Sehr geehrte Frau Köhler,\n\nvielen Dank für Ihre Nachricht. Wir senden Ihnen am 20.10.2026 eine Ersatzlampe zu. Bei Fragen wenden Sie sich an unseren Kundendienst.\n\nMit freundlichen Grüßen"
	tests := []typedCatch{
		{"ja_katakana_herr", TypeWellFormed, jaGolden(jaLetter), editOnce(jaLetter, "渡辺 弘様", "ヘル・渡辺 弘様"), "katakana"},
		{"de_calqued_honorific", TypeRegisterSymbols, deGolden(deLetter), editOnce(deLetter, "Ihre Nachricht", "Ihre ehrenwerte Nachricht"), "spoken form"},
		{"de_wir_dropped_first", TypeWellFormed, deGolden(deLetter), editOnce(deLetter, "Wir senden", "Senden"), "subject wir"},
		{"de_wir_dropped_inside", TypeWellFormed, deGolden("Gern liefern wir Ihre Bestellung am 12.11.2026."), "Gern liefern Ihre Bestellung am 12.11.2026.", "subject wir"},
		{"ja_regards_to_no_one", TypeStance, jaGolden(jaLetter), editOnce(jaLetter, "よろしくお願いいたします", "よろしくお伝えください"), "regards"},
		{"de_made_chargeable", TypeStance, deGolden(deLetter), editOnce(deLetter, "unseren Kundendienst", "unseren kostenpflichtigen Kundendienst"), "judgement"},
	}
	assertTypedCatches(t, tests)
}

func TestRules81PassParaphrases(t *testing.T) {
	jaLetter := "渡辺 弘様\n\nこのたびはご依頼いただき、誠にありがとうございます。\n今後ともよろしくお願いいたします。"
	deLetter := "Sehr geehrte Frau Köhler,\n\nvielen Dank für Ihre Nachricht. Wir senden Ihnen am 20.10.2026 eine Ersatzlampe zu.\n\nMit freundlichen Grüßen"
	tests := []typedPass{
		{"ja_regards_to_colleagues", TypeStance, jaGolden(jaLetter), editOnce(jaLetter, "今後とも", "皆様にもよろしくお伝えください。今後とも")},
		{"ja_german_name_in_katakana", TypeWellFormed, jaGolden("シュミット様"), "シュミット様"},
		{"de_wir_kept_reworded", TypeWellFormed, deGolden(deLetter), editOnce(deLetter, "Wir senden Ihnen", "Am 20.10.2026 senden wir Ihnen")},
		{"de_sehr_geehrte", TypeRegisterSymbols, deGolden(deLetter), deLetter},
	}
	assertTypedPasses(t, tests)
}

// TestWeekendsAreTheirOwnUnit pins that a count of weekends is no count of weeks, so
// that 6 Wochen made 6 Wochenenden is a changed unit.
func TestWeekendsAreTheirOwnUnit(t *testing.T) {
	for _, tc := range []struct{ name, text, want string }{
		{"de_weeks", "Lieferzeit 6 Wochen", "6 weeks"},
		{"de_weekends", "Lieferzeit 6 Wochenenden", "6 weekends"},
		{"ja_weekends", "2週末", "2 weekends"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := ExtractQuantities(tc.text)
			if len(got) != 1 || got[0].Value != tc.want {
				t.Fatalf("ExtractQuantities(%q) = %q, want [%q]", tc.text, got, tc.want)
			}
		})
	}
}
