package score

import "testing"

// Blind batch 93's misses prompted these rules: the causative passive (利用させられ)
// for a favour the reader did; an outcome (となります) made the writer's decision
// (といたしました); the writer's promise (お送りいたします) told as done with 済み; a
// German werden-passive made a sein-passive (wird ersetzt → ist ersetzt). What they
// catch, and paraphrases they let pass.
func TestRules93Catch(t *testing.T) {
	jaThanks := "いつもハルカゼ寝具店をご利用いただき、誠にありがとうございます。"
	jaStart := "試験の開始は、早くても2026年11月9日となります。"
	jaCoupon := "お詫びとして、500円分のクーポンをお送りいたします。"
	deHeating := "- Die alte Gasheizung wird durch zwei Wärmepumpen ersetzt; ausführende Firma ist Wärmetechnik Förster."
	tests := []typedCatch{
		{"ja_favour_made_causative_passive", TypeRegisterSymbols, jaGolden(jaThanks), editOnce(jaThanks, "ご利用いただき", "利用させられ"), "させられ"},
		{"ja_outcome_made_decision", TypeStance, jaGolden(jaStart), editOnce(jaStart, "となります", "といたしました"), "the writer's choice"},
		{"ja_promise_told_as_done", TypeStance, jaGolden(jaCoupon), editOnce(jaCoupon, "お送りいたします", "お送り済みです"), "tells as done"},
		{"de_process_told_as_done", TypeStance, deGolden(deHeating), editOnce(deHeating, " wird ", " ist "), "a process told as done"},
	}
	assertTypedCatches(t, tests)
}

func TestRules93PassParaphrases(t *testing.T) {
	jaBudget := "追加費用は予備費から支出する。9月末時点の支出は2億1,500万円。"
	jaPhoto := "お送りいただいた写真で、破損を確認いたしました。"
	jaStart := "試験の開始は、早くても2026年11月9日となります。"
	tests := []typedPass{
		{"ja_spent_beside_plan", TypeStance, jaGolden(jaBudget), "追加費用は予備費から支出する。9月末時点で2億1,500万円を支出済み。"},
		{"ja_reported_done_as_zumi", TypeStance, jaGolden(jaPhoto), "お送りいただいた写真で、破損を確認済みです。"},
		{"ja_outcome_as_desu", TypeStance, jaGolden(jaStart), "試験の開始は、早くても2026年11月9日です。"},
		{"de_passive_kept", TypeStance, deGolden("Die alte Gasheizung wird durch zwei Wärmepumpen ersetzt."), "Die alte Gasheizung wird durch zwei neue Wärmepumpen ersetzt."},
	}
	assertTypedPasses(t, tests)
}
