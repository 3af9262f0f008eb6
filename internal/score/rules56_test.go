package score

import "testing"

// A Japanese form no business text uses to its reader, and a character read as its
// look-alike: rules the misses of blind batch 56 prompted. What each catches, and
// paraphrases it lets pass.
func TestRegisterGlyphRulesCatch(t *testing.T) {
	tests := []typedCatch{
		{"ja_request_as_directive", TypeStance, jaGolden("破損品は、返送用伝票でご返送ください。"),
			"破損品は、返送用伝票で返送するように。", "a form no business text uses"},
		{"ja_request_as_wish", TypeStance, jaGolden("ご不明な点がございましたら、本メールにご返信ください。"),
			"ご不明な点がございましたら、本メールに返信してほしいです。", "a form no business text uses"},
		{"ja_podium_copula", TypeStance, jaGolden("お支払い期限は2026年10月30日（金）です。"),
			"お支払い期限は2026年10月30日（金）であります。", "a form no business text uses"},
		{"ja_okyakusan", TypeStance, jaGolden("いつもご利用いただき、誠にありがとうございます。"),
			"お客さん、いつもご利用いただき、誠にありがとうございます。", "a form no business text uses"},
		{"de_digit_in_name", TypePurity, deGolden("- Frau Müller meldet einen Wasserschaden."),
			"- Frau Mü1ler meldet einen Wasserschaden.", "look-alike"},
		{"de_letter_in_time", TypePurity, deGolden("Ihr Termin ist um 10:30 Uhr."), "Ihr Termin ist um l0:30 Uhr.", "look-alike"},
		{"ja_dakuten_split", TypePurity, jaGolden("新住所はブリーゼタワー12階です。"), "新住所はフ゛リーゼタワー12階です。", "look-alike"},
		{"ja_bracket_for_ku", TypePurity, jaGolden("破損品は、返送用伝票でご返送ください。"), "破損品は、返送用伝票でご返送〈ださい。", "look-alike"},
	}
	assertTypedCatches(t, tests)
}

func TestRegisterGlyphRulesPassParaphrases(t *testing.T) {
	tests := []typedPass{
		{"ja_request_polite", TypeStance, jaGolden("破損品は、返送用伝票でご返送ください。"), "破損品は、同梱の返送用伝票にてご返送をお願いいたします。"},
		{"ja_summary_asks_so", TypeStance, jaGolden("髙橋様は、10月19日までに回答するよう求めている。"), "髙橋様は、10月19日までに回答するように求めている。"},
		{"de_code_with_digits", TypePurity, generalCase{lang: "de", golden: "Bestellnummer KS-7741", request: "Bestellnummer KS-7741"}, "Bestellnummer: KS-7741"},
		{"ja_bracket_closed", TypePurity, jaGolden("「接続」を押します。"), "〈接続〉を押します。"},
	}
	assertTypedPasses(t, tests)
}
