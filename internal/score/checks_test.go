package score

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.yaml.in/yaml/v3"
)

func fp(f float64) *float64 { return &f }

const jaReply = "佐々木様\nこのたびはご不便をおかけし、誠に申し訳ございません。お送りいただいた写真で給水タンクの破損を確認いたしました。交換品は10月17日に発送いたしますので、10月19日（月）までにお届けできる見込みです。お手数ですが、破損品は交換品に同梱の返送用伝票でご返送ください。今後ともよろしくお願いいたします。"

const deReply = "Sehr geehrter Herr Weißmüller,\nvielen Dank für Ihre Nachricht. Wir holen den Stuhl ab und senden Ihnen das richtige Modell bis zum 19.10.2026.\nMit freundlichen Grüßen\nIhr Kundenservice"

func TestCheckRun(t *testing.T) {
	tests := []struct {
		name   string
		check  Check
		out    Output
		pass   bool
		score  float64
		reason string
	}{
		// must_include
		{"must_include_all_present", Check{Type: TypeMustInclude, All: []string{"佐々木", "KX-20481"}},
			Output{Text: "佐々木様、KX-20481の件"}, true, 1, "all 2 expected strings present"},
		{"must_include_itaiji_fails", Check{Type: TypeMustInclude, All: []string{"髙橋"}},
			Output{Text: "高橋様"}, false, 0, `missing "髙橋"`},
		{"must_include_nfd_input_matches", Check{Type: TypeMustInclude, All: []string{"Weißmüller"}},
			Output{Text: "Herr Weißmu\u0308ller"}, true, 1, "all 1 expected strings present"},
		{"must_include_alias", Check{Type: TypeMustInclude, All: []string{"Weißmüller"}, Aliases: map[string][]string{"Weißmüller": {"Weissmüller"}}},
			Output{Text: "Herr Weissmüller"}, true, 1, "all 1 expected strings present"},
		{"must_include_umlaut_dropped", Check{Type: TypeMustInclude, All: []string{"Weißmüller", "Ergo Flex"}, Aliases: map[string][]string{"Weißmüller": {"Weissmüller"}}},
			Output{Text: "Herr Weissmuller, Ergo Flex"}, false, 0.5, `missing "Weißmüller"`},
		{"must_include_any_none", Check{Type: TypeMustIncludeAny, Any: []string{"ひび", "破損", "水漏れ"}},
			Output{Text: "交換します"}, false, 0, `none of "ひび", "破損", "水漏れ" present`},
		{"must_include_any_one", Check{Type: TypeMustInclude, Any: []string{"ひび", "破損"}},
			Output{Text: "破損を確認"}, true, 1, "all 1 expected strings present"},
		{"must_include_field", Check{Type: TypeMustInclude, Field: "reply", All: []string{"佐々木様"}},
			Output{Fields: map[string]string{"reply": "佐々木様"}}, true, 1, "all 1 expected strings present"},
		{"must_include_field_missing", Check{Type: TypeMustInclude, Field: "reply", All: []string{"佐々木様"}},
			Output{Text: "佐々木様"}, false, 0, `field "reply" missing from output`},
		{"must_include_nfkc_ja_fullwidth", Check{Type: TypeMustInclude, Normalize: NormNFKCJa, All: []string{"KX-20481"}},
			Output{Text: "ＫＸ－２０４８１"}, true, 1, "all 1 expected strings present"},
		{"must_include_bad_normaliser", Check{Type: TypeMustInclude, Normalize: "lower", All: []string{"x"}},
			Output{Text: "x"}, false, 0, `unknown normaliser "lower" (valid: name_key, nfc, nfkc_de, nfkc_ja, raw)`},
		// must_not_include
		{"must_not_include_clean", Check{Type: TypeMustNotInclude, Values: []string{"佐々木さん"}},
			Output{Text: "佐々木様"}, true, 1, "none of 1 forbidden strings present"},
		{"must_not_include_found", Check{Type: TypeMustNotInclude, Values: []string{"佐々木さん", "高橋"}},
			Output{Text: "佐々木さん"}, false, 0, `found forbidden "佐々木さん"`},
		// regex
		{"regex_match", Check{Type: TypeRegex, Pattern: `[\p{L}]+müller`},
			Output{Text: "Herr Weißmüller"}, true, 1, `pattern "[\\p{L}]+müller" matched "Weißmüller"`},
		{"regex_no_match", Check{Type: TypeRegex, Pattern: `\d{2}\.\d{2}\.\d{4}`},
			Output{Text: "am 10/19/2026"}, false, 0, `pattern "\\d{2}\\.\\d{2}\\.\\d{4}" did not match`},
		{"regex_rejects_w", Check{Type: TypeRegex, Pattern: `\w+müller`},
			Output{Text: "Weißmüller"}, false, 0, `pattern "\\w+müller" uses \w, which is ASCII-only in RE2: use \p{L} and \p{N} (e.g. [\p{L}\p{N}]+) instead`},
		{"regex_rejects_b", Check{Type: TypeRegex, Pattern: `\bSie\b`},
			Output{Text: "Sie"}, false, 0, `pattern "\\bSie\\b" uses \b, which is ASCII-only in RE2: use \p{L} and \p{N} (e.g. [\p{L}\p{N}]+) instead`},
		{"regex_escaped_backslash_ok", Check{Type: TypeRegex, Pattern: `a\\w`},
			Output{Text: `a\w`}, true, 1, `pattern "a\\\\w" matched "a\\w"`},
		{"regex_invalid", Check{Type: TypeRegex, Pattern: `(`},
			Output{Text: "x"}, false, 0, "compile pattern: error parsing regexp: missing closing ): `(`"},
		{"regex_absent_us_date", Check{Type: TypeRegexAbsent, Pattern: `\d{1,2}/\d{1,2}/\d{4}`},
			Output{Text: "am 10/19/2026"}, false, 0, `pattern "\\d{1,2}/\\d{1,2}/\\d{4}" matched "10/19/2026"`},
		// char_count
		{"char_count_within", Check{Type: TypeCharCount, Max: fp(11)},
			Output{Text: "2026年10月19日"}, true, 1, "11 characters within bounds"},
		{"char_count_nfd_counts_composed", Check{Type: TypeCharCount, Normalize: NormRaw, Max: fp(1)},
			Output{Text: "か\u3099"}, true, 1, "1 characters within bounds"},
		{"char_count_too_long", Check{Type: TypeCharCount, Max: fp(10)},
			Output{Text: "2026年10月19日"}, false, 0, "11 characters, more than max 10"},
		{"char_count_too_short", Check{Type: TypeCharCount, Min: fp(20)},
			Output{Text: "短い"}, false, 0, "2 characters, fewer than min 20"},
		// script_ratio
		{"script_ratio_ja_ok", Check{Type: TypeScriptRatio, Min: fp(0.6)},
			Output{Text: "注文番号KX-20481の交換品を発送します。"}, true, 0.875, "script share 0.88 of 16 letters"},
		{"script_ratio_english_fails", Check{Type: TypeScriptRatio, MinRatio: 0.6},
			Output{Text: "We will ship the replacement 交換品."}, false, 3.0 / 27, "script share 0.11 of 27 letters is below min 0.60"},
		{"script_ratio_no_japanese_left", Check{Type: TypeScriptRatio, Max: fp(0)},
			Output{Text: "Ihre Bestellung 注文"}, false, 0.125, "script share 0.12 of 16 letters is above max 0.00"},
		{"script_ratio_unknown_script", Check{Type: TypeScriptRatio, Scripts: []string{"Klingon"}},
			Output{Text: "x"}, false, 0, `unknown script "Klingon"`},
		// repetition
		{"repetition_ok", Check{Type: TypeRepetition, NgramChars: 10, MaxRepeats: 3},
			Output{Text: jaReply}, true, 1, "no 10-gram repeated more than 3 times"},
		{"repetition_loop", Check{Type: TypeRepetition, NgramChars: 5, MaxRepeats: 3},
			Output{Text: "確認します。確認します。確認します。確認します。"}, false, 0, `5-gram "確認します" repeated 4 times (max 3)`},
		// finish_reason
		{"finish_reason_stop", Check{Type: TypeFinishReason},
			Output{FinishReason: "stop"}, true, 1, `finish_reason "stop"`},
		{"finish_reason_length", Check{Type: TypeFinishReason, Equals: "stop"},
			Output{FinishReason: "length"}, false, 0, `finish_reason "length", want "stop"`},
		// no_preamble
		{"no_preamble_ok", Check{Type: TypeNoPreamble},
			Output{Text: `{"summary": "x"}`}, true, 1, "no preamble"},
		{"no_preamble_ja", Check{Type: TypeNoPreamble},
			Output{Text: "以下は要約です。"}, false, 0, `output starts with preamble "以下は"`},
		{"no_preamble_de", Check{Type: TypeNoPreamble},
			Output{Text: "  Hier ist die Zusammenfassung:"}, false, 0, `output starts with preamble "Hier ist"`},
		{"no_preamble_sure", Check{Type: TypeNoPreamble},
			Output{Text: "Sure! Here"}, false, 0, `output starts with preamble "Sure"`},
		// facts
		{"facts_ja_all", Check{Type: TypeFacts, Lang: "ja", Normalize: NormNFKCJa, Items: []FactItem{
			{Kind: KindID, Value: "KX-20481"}, {Kind: KindDate, Value: "2026-10-15"}, {Kind: KindDate, Value: "2026-10-19"}}},
			Output{Text: "注文番号ＫＸ－２０４８１（10月15日着）、10月19日（月）までの到着を希望。", RefYear: 2026}, true, 1, "all 3 facts present"},
		{"facts_ja_date_off_by_one", Check{Type: TypeFacts, Lang: "ja", Items: []FactItem{
			{Kind: KindDate, Value: "2026-10-19"}, {Kind: KindAmount, Value: "12800", Currency: "JPY"}}},
			Output{Text: "10月18日にお届け、合計1万2800円", RefYear: 2026}, false, 0.5, "missing date 2026-10-19 (found 2026-10-18)"},
		{"facts_de_amount", Check{Type: TypeFacts, Lang: "de", Normalize: NormNFKCDe, Items: []FactItem{
			{Kind: KindAmount, Value: "1249.90", Currency: "EUR"}, {Kind: KindDate, Value: "2026-10-19"}, {Kind: KindDate, Value: "2026-10-12"}}},
			Output{Text: "Bestellung vom 12.10.2026, 1.249,90\u00A0€, Lieferung bis 19. Oktober 2026"}, true, 1, "all 3 facts present"},
		{"facts_de_decimal_mis_parse", Check{Type: TypeFacts, Lang: "de", Items: []FactItem{{Kind: KindAmount, Value: "1249.90", Currency: "EUR"}}},
			Output{Text: "Betrag 1.249 €"}, false, 0, "missing amount 1249.90 EUR (found 1249 EUR)"},
		{"facts_de_us_date", Check{Type: TypeFacts, Lang: "de", Items: []FactItem{{Kind: KindDate, Value: "2026-10-19"}}},
			Output{Text: "Lieferung am 10/19/2026"}, false, 0, "missing date 2026-10-19; US-form dates (not accepted): 2026-10-19"},
		{"facts_id_missing", Check{Type: TypeFacts, Items: []FactItem{{Kind: KindID, Value: "88-4412-DE"}}},
			Output{Text: "Bestellung 88-4421-DE"}, false, 0, "missing id 88-4412-DE"},
		{"facts_bad_item", Check{Type: TypeFacts, Items: []FactItem{{Kind: KindDate, Value: "tomorrow"}}},
			Output{Text: "x"}, false, 0, `expected date "tomorrow" is not a date`},
		// facts_closed_set
		{"closed_set_ok", Check{Type: TypeFactsClosedSet, Kind: KindDate, Lang: "ja", Allowed: []string{"2026-10-17", "2026-10-19"}},
			Output{Text: jaReply, RefYear: 2026}, true, 1, "no facts outside the allowed set"},
		{"closed_set_hallucinated_date", Check{Type: TypeFactsClosedSet, Kind: KindDate, Lang: "ja", Allowed: []string{"2026-10-17", "2026-10-19"}},
			Output{Text: "交換品は10月18日に発送いたします。", RefYear: 2026}, false, 0, "not allowed: date 2026-10-18"},
		{"closed_set_us_date", Check{Type: TypeFactsClosedSet, Kind: KindDate, Lang: "de", Allowed: []string{"2026-10-19"}},
			Output{Text: "bis zum 10/19/2026"}, false, 0, "not allowed: US-form date 2026-10-19"},
		{"closed_set_amount", Check{Type: TypeFactsClosedSet, Kind: KindAmount, Lang: "de", Allowed: []string{"1249.90"}},
			Output{Text: "1.249,90 € zzgl. 19,90 € Versand"}, false, 0, "not allowed: amount 19.9 EUR"},
		// de_formal
		{"de_formal_ok", Check{Type: TypeDeFormal, RequireSalutation: true, RequireClosing: true},
			Output{Text: deReply}, true, 1, "formal register: 2 formal markers, no informal markers"},
		{"de_formal_du", Check{Type: TypeDeFormal},
			Output{Text: "Hallo Jörg, danke für deine Nachricht. Wir schicken dir den Stuhl."}, false, 0,
			`informal markers "deine", "dir"; no formal marker (Sie/Ihnen/Ihr*) outside sentence start; forbidden "Hallo"`},
		{"de_formal_du_in_quotes_ok", Check{Type: TypeDeFormal},
			Output{Text: "Wir haben Ihre Frage „Kannst du helfen?“ erhalten."}, true, 1, "formal register: 1 formal markers, no informal markers"},
		{"de_formal_sentence_initial_only", Check{Type: TypeDeFormal},
			Output{Text: "Sie erhalten den Stuhl morgen."}, false, 0, "no formal marker (Sie/Ihnen/Ihr*) outside sentence start"},
		{"de_formal_missing_salutation_closing", Check{Type: TypeDeFormal,
			RequireSalutationAny: []string{"Sehr geehrter Herr Weißmüller"}, RequireClosing: true},
			Output{Text: "Guten Tag, wir senden Ihnen den Stuhl. LG"}, false, 0,
			`forbidden "LG"; no salutation (want one of "Sehr geehrter Herr Weißmüller"); no closing (want one of "Mit freundlichen Grüßen", "Freundliche Grüße")`},
		{"de_formal_liebe_gruesse", Check{Type: TypeDeFormal},
			Output{Text: "Wir senden Ihnen den Stuhl.\nLiebe Grüße"}, false, 0, `forbidden "Liebe Grüße"`},
		// ja_politeness
		{"ja_politeness_reply_ok", Check{Type: TypeJaPoliteness, MinPoliteRatio: fp(1), ForbidAny: []string{"佐々木さん"}, RequireAny: []string{"申し訳ございません", "申し訳ありません"}},
			Output{Text: jaReply}, true, 1, "polite ratio 1.00 (5 polite, 0 plain, 1 neutral sentences)"},
		{"ja_politeness_plain_mixed", Check{Type: TypeJaPoliteness},
			Output{Text: "確認いたしました。交換品は明日発送する。"}, false, 0.5,
			`polite ratio 0.50 below min 1.00; plain sentences: "交換品は明日発送する" (1 polite, 1 plain, 0 neutral sentences)`},
		{"ja_politeness_casual", Check{Type: TypeJaPoliteness, ForbidAny: []string{"佐々木さん"}},
			Output{Text: "佐々木さん、確認したよ。ごめんね。"}, false, 0,
			`polite ratio 0.00 below min 1.00; plain sentences: "佐々木さん、確認したよ"; forbidden "ごめん", "佐々木さん" (0 polite, 1 plain, 1 neutral sentences)`},
		{"ja_politeness_require_any", Check{Type: TypeJaPoliteness, RequireAny: []string{"申し訳ございません"}},
			Output{Text: "交換いたします。"}, false, 1,
			`none of "申し訳ございません" present (1 polite, 0 plain, 0 neutral sentences)`},
		{"ja_politeness_low_threshold", Check{Type: TypeJaPoliteness, MinPoliteRatio: fp(0.5)},
			Output{Text: "確認いたしました。交換品は明日発送する。"}, true, 0.5, "polite ratio 0.50 (1 polite, 1 plain, 0 neutral sentences)"},
		// unknown type
		{"unknown_type", Check{Type: "bleu"}, Output{Text: "x"}, false, 0, `unknown check type "bleu"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tt.check.ID, tt.check.Severity = "c1", "critical"
			got := tt.check.Run(tt.out)
			assert.Equal(t, tt.reason, got.Reason)
			assert.Equal(t, tt.pass, got.Pass)
			assert.InDelta(t, tt.score, got.Score, 1e-9)
			assert.Equal(t, "c1", got.ID)
			assert.Equal(t, tt.check.Type, got.Type)
			assert.Equal(t, "critical", got.Severity)
		})
	}
}

func TestClassifyJaSentence(t *testing.T) {
	tests := []struct{ name, in, want string }{
		{"arigatou_gozaimasu", "ありがとうございます。", JaPolite},
		{"itashimasu", "至急確認いたします。", JaPolite},
		{"kudasai", "少々お待ちください。", JaPolite},
		{"gozaimasuka", "ご不明な点はございますか？", JaPolite},
		{"deshou_ka", "いかがでしょうか", JaPolite},
		{"plain_suru", "交換品は明日発送する。", JaPlain},
		{"plain_ta_yo", "確認したよ。", JaPlain},
		{"plain_da", "返品も可能だ。", JaPlain},
		{"gomen_ne_neutral", "ごめんね。", JaNeutral},
		{"noun_ending", "交換品は10月17日発送予定", JaNeutral},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, ClassifyJaSentence(tt.in))
		})
	}
}

func TestCheckYAMLAndJSON(t *testing.T) {
	src := `{id: register, type: ja_politeness, field: reply, min_polite_ratio: 1.0, forbid_any: ["だよ"], require_any: ["申し訳ございません"], severity: critical}`
	var c Check
	require.NoError(t, yaml.Unmarshal([]byte(src), &c))
	assert.Equal(t, "ja_politeness", c.Type)
	require.NotNil(t, c.MinPoliteRatio)
	assert.InDelta(t, 1.0, *c.MinPoliteRatio, 0)
	assert.Equal(t, []string{"だよ"}, c.ForbidAny)

	src = `{id: facts, type: facts, normalize: nfkc_de, items: [{kind: amount, value: "1249.90", currency: EUR}], aliases: {"Weißmüller": ["Weissmüller"]}, severity: critical}`
	c = Check{}
	require.NoError(t, yaml.Unmarshal([]byte(src), &c))
	assert.Equal(t, []FactItem{{Kind: KindAmount, Value: "1249.90", Currency: "EUR"}}, c.Items)
	assert.Equal(t, []string{"Weissmüller"}, c.Aliases["Weißmüller"])

	var j Check
	require.NoError(t, json.Unmarshal([]byte(`{"type":"char_count","max":200,"ngram_chars":10,"max_repeats":3}`), &j))
	require.NotNil(t, j.Max)
	assert.InDelta(t, 200.0, *j.Max, 0)
	assert.Equal(t, 10, j.NgramChars)
}

func TestFactRecall(t *testing.T) {
	items := []FactItem{
		{Kind: KindID, Value: "KX-20481"},
		{Kind: KindDate, Value: "2026-10-15"},
		{Kind: KindDate, Value: "2026-10-19"},
		{Kind: KindAmount, Value: "12800", Currency: "JPY"},
	}
	tests := []struct {
		name string
		text string
		want float64
	}{
		{"all", "KX-20481、10月15日着、10月19日まで、12,800円", 1},
		{"date_off_by_one", "KX-20481、10月15日着、10月18日まで、12,800円", 0.75},
		{"none", "ご注文ありがとうございます", 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.InDelta(t, tt.want, FactRecall(items, tt.text, 2026), 1e-9)
		})
	}
	assert.InDelta(t, 1.0, FactRecall(nil, "x", 0), 0)
}

func TestJSONParse(t *testing.T) {
	tests := []struct {
		name, text string
		pass       bool
		reason     string
	}{
		{"object", `{"summary": "ok", "reply": "ok"}`, true, "valid JSON"},
		{"padded", "  {\"a\": 1}\n", true, "valid JSON"},
		{"missing-brace", `{"summary": "ok",`, false, "not valid JSON"},
		{"fenced", "```json\n{\"a\": 1}\n```", false, "not valid JSON"},
		{"trailing-prose", `{"a": 1} Ich hoffe, das hilft.`, false, "text follows the JSON value"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := Check{ID: "json", Type: TypeJSONParse, Severity: "critical"}.Run(Output{Text: tt.text})
			assert.Equal(t, tt.pass, r.Pass)
			assert.Contains(t, r.Reason, tt.reason)
		})
	}
}
