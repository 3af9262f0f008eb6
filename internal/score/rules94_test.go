package score

import "testing"

// Blind batch 94's misses prompted these rules: the humble いたす in a request to the
// reader (ご返信いたしてください), and a sentence that opens on a titled person kept
// with the pronoun of the other gender in the name's place (Frau Köhler bittet → Er
// bittet). What they catch, and paraphrases they let pass.
func TestRules94Catch(t *testing.T) {
	jaReply := "ご不明な点がございましたら、本メールにご返信ください。"
	deTicket := "- Frau Köhler hat am 08.10.2026 die Siebträgermaschine bestellt.\n- Frau Köhler bittet um ein Rücksendeetikett."
	tests := []typedCatch{
		{"ja_reader_request_made_humble", TypeRegisterSymbols, jaGolden(jaReply), editOnce(jaReply, "ご返信ください", "ご返信いたしてください"), "いたしてくださ"},
		{"de_person_made_other_gender_pronoun", TypeStance, deGolden(deTicket), editOnce(deTicket, "- Frau Köhler bittet", "- Er bittet"), "made \"Er\""},
	}
	assertTypedCatches(t, tests)
}

func TestRules94PassParaphrases(t *testing.T) {
	deTicket := "- Frau Köhler hat am 08.10.2026 die Siebträgermaschine bestellt.\n- Frau Köhler bittet um ein Rücksendeetikett."
	tests := []typedPass{
		{"de_pronoun_of_her_gender", TypeStance, deGolden(deTicket), editOnce(deTicket, "- Frau Köhler bittet", "- Sie bittet")},
		{"ja_humble_own_act", TypeRegisterSymbols, jaGolden("本メールにご返信ください。"), "確認いたしまして、改めてご連絡いたします。本メールにご返信ください。"},
	}
	assertTypedPasses(t, tests)
}
