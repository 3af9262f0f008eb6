package score

import "testing"

// A golden sentence kept whole with a clause of its own appended or put in front (a
// charge, a lapse, a cost the reader bears) was judged with the golden's words and
// outvoted by them. What the added stretch catches, and paraphrases it lets pass.
func TestRules70Catch(t *testing.T) {
	deLetter := "Sehr geehrte Frau Schäfer,\n\nhiermit bestätigen wir Ihren Kontrolltermin am Montag, 26.10.2026, um 10:30 Uhr.\n\nFalls Sie den Termin nicht wahrnehmen können, sagen Sie ihn bitte spätestens 24 Stunden vorher ab.\n\nMit freundlichen Grüßen\nIhre Zahnarztpraxis"
	deSummary := "Frau Köhler meldet einen Wasserschaden in der Küche. Sie bittet darum, dass noch am selben Tag ein Installateur kommt."
	tests := []typedCatch{
		{"de_charge_appended", TypeSupported, deGolden(deLetter),
			editOnce(deLetter, "vorher ab.", "vorher ab; bei einer späteren Absage stellen wir Ihnen den ausgefallenen Termin in Rechnung."), "stated by neither"},
		{"de_cost_appended", TypeSupported, deGolden(deSummary),
			editOnce(deSummary, "ein Installateur kommt.", "ein Installateur kommt, und sagt zu, die Kosten dafür selbst zu tragen."), "stated by neither"},
	}
	assertTypedCatches(t, tests)
}

func TestRules70PassParaphrases(t *testing.T) {
	deSummary := "Frau Köhler meldet einen Wasserschaden in der Küche. Sie bittet darum, dass noch am selben Tag ein Installateur kommt."
	tests := []typedPass{
		// What the stretch adds comes from the request.
		{"de_request_detail_appended", TypeSupported, generalCase{lang: "de", golden: deSummary, request: "Frau Köhler meldet einen Wasserschaden in der Küche unter der Spüle und bittet um einen Installateur noch heute."},
			editOnce(deSummary, "in der Küche.", "in der Küche, direkt unter der Spüle.")},
		// A courtesy clause states nothing about the case.
		{"de_courtesy_appended", TypeSupported, deGolden(deSummary),
			editOnce(deSummary, "ein Installateur kommt.", "ein Installateur kommt; wir bedauern die Unannehmlichkeiten sehr.")},
	}
	assertTypedPasses(t, tests)
}
