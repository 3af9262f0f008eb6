package score

import (
	"encoding/json"
	"strings"
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
		{"must_include_all_present", Check{Type: typeMustInclude, All: []string{"佐々木", "KX-20481"}},
			Output{Text: "佐々木様、KX-20481の件"}, true, 1, "all 2 expected strings present"},
		{"must_include_itaiji_fails", Check{Type: typeMustInclude, All: []string{"髙橋"}},
			Output{Text: "高橋様"}, false, 0, `missing "髙橋"`},
		{"must_include_nfd_input_matches", Check{Type: typeMustInclude, All: []string{"Weißmüller"}},
			Output{Text: "Herr Weißmu\u0308ller"}, true, 1, "all 1 expected strings present"},
		{"must_include_alias", Check{Type: typeMustInclude, All: []string{"Weißmüller"}, Aliases: map[string][]string{"Weißmüller": {"Weissmüller"}}},
			Output{Text: "Herr Weissmüller"}, true, 1, "all 1 expected strings present"},
		{"must_include_umlaut_dropped", Check{Type: typeMustInclude, All: []string{"Weißmüller", "Ergo Flex"}, Aliases: map[string][]string{"Weißmüller": {"Weissmüller"}}},
			Output{Text: "Herr Weissmuller, Ergo Flex"}, false, 0.5, `missing "Weißmüller"`},
		{"must_include_any_none", Check{Type: typeMustIncludeAny, Any: []string{"ひび", "破損", "水漏れ"}},
			Output{Text: "交換します"}, false, 0, `none of "ひび", "破損", "水漏れ" present`},
		{"must_include_any_one", Check{Type: typeMustInclude, Any: []string{"ひび", "破損"}},
			Output{Text: "破損を確認"}, true, 1, "all 1 expected strings present"},
		{"must_include_field", Check{Type: typeMustInclude, Field: "reply", All: []string{"佐々木様"}},
			Output{Fields: map[string]string{"reply": "佐々木様"}}, true, 1, "all 1 expected strings present"},
		{"must_include_field_missing", Check{Type: typeMustInclude, Field: "reply", All: []string{"佐々木様"}},
			Output{Text: "佐々木様"}, false, 0, `field "reply" missing from output`},
		{"must_include_nfkc_ja_fullwidth", Check{Type: typeMustInclude, Normalize: normNFKCJa, All: []string{"KX-20481"}},
			Output{Text: "ＫＸ－２０４８１"}, true, 1, "all 1 expected strings present"},
		{"must_include_bad_normaliser", Check{Type: typeMustInclude, Normalize: "lower", All: []string{"x"}},
			Output{Text: "x"}, false, 0, `unknown normaliser "lower" (valid: name_key, nfc, nfkc_de, nfkc_ja, raw)`},
		// must_not_include
		{"must_not_include_clean", Check{Type: typeMustNotInclude, Values: []string{"佐々木さん"}},
			Output{Text: "佐々木様"}, true, 1, "none of 1 forbidden strings present"},
		{"must_not_include_found", Check{Type: typeMustNotInclude, Values: []string{"佐々木さん", "高橋"}},
			Output{Text: "佐々木さん"}, false, 0, `found forbidden "佐々木さん"`},
		// regex
		{"regex_match", Check{Type: typeRegex, Pattern: `[\p{L}]+müller`},
			Output{Text: "Herr Weißmüller"}, true, 1, `pattern "[\\p{L}]+müller" matched "Weißmüller"`},
		{"regex_no_match", Check{Type: typeRegex, Pattern: `\d{2}\.\d{2}\.\d{4}`},
			Output{Text: "am 10/19/2026"}, false, 0, `pattern "\\d{2}\\.\\d{2}\\.\\d{4}" did not match`},
		{"regex_rejects_w", Check{Type: typeRegex, Pattern: `\w+müller`},
			Output{Text: "Weißmüller"}, false, 0, `pattern "\\w+müller" uses \w, which is ASCII-only in RE2: use \p{L} and \p{N} (e.g. [\p{L}\p{N}]+) instead`},
		{"regex_rejects_b", Check{Type: typeRegex, Pattern: `\bSie\b`},
			Output{Text: "Sie"}, false, 0, `pattern "\\bSie\\b" uses \b, which is ASCII-only in RE2: use \p{L} and \p{N} (e.g. [\p{L}\p{N}]+) instead`},
		{"regex_escaped_backslash_ok", Check{Type: typeRegex, Pattern: `a\\w`},
			Output{Text: `a\w`}, true, 1, `pattern "a\\\\w" matched "a\\w"`},
		{"regex_invalid", Check{Type: typeRegex, Pattern: `(`},
			Output{Text: "x"}, false, 0, "compile pattern: error parsing regexp: missing closing ): `(`"},
		{"regex_absent_us_date", Check{Type: typeRegexAbsent, Pattern: `\d{1,2}/\d{1,2}/\d{4}`},
			Output{Text: "am 10/19/2026"}, false, 0, `pattern "\\d{1,2}/\\d{1,2}/\\d{4}" matched "10/19/2026"`},
		// char_count
		{"char_count_within", Check{Type: typeCharCount, Max: fp(11)},
			Output{Text: "2026年10月19日"}, true, 1, "11 characters within bounds"},
		{"char_count_nfd_counts_composed", Check{Type: typeCharCount, Normalize: NormRaw, Max: fp(1)},
			Output{Text: "か\u3099"}, true, 1, "1 characters within bounds"},
		{"char_count_too_long", Check{Type: typeCharCount, Max: fp(10)},
			Output{Text: "2026年10月19日"}, false, 0, "11 characters, more than max 10"},
		{"char_count_too_short", Check{Type: typeCharCount, Min: fp(20)},
			Output{Text: "短い"}, false, 0, "2 characters, fewer than min 20"},
		// script_ratio
		{"script_ratio_ja_ok", Check{Type: typeScriptRatio, Min: fp(0.6)},
			Output{Text: "注文番号KX-20481の交換品を発送します。"}, true, 0.875, "script share 0.88 of 16 letters"},
		{"script_ratio_english_fails", Check{Type: typeScriptRatio, MinRatio: 0.6},
			Output{Text: "We will ship the replacement 交換品."}, false, 3.0 / 27, "script share 0.11 of 27 letters is below min 0.60"},
		{"script_ratio_no_japanese_left", Check{Type: typeScriptRatio, Max: fp(0)},
			Output{Text: "Ihre Bestellung 注文"}, false, 0.125, "script share 0.12 of 16 letters is above max 0.00"},
		{"script_ratio_unknown_script", Check{Type: typeScriptRatio, Scripts: []string{"Klingon"}},
			Output{Text: "x"}, false, 0, `unknown script "Klingon"`},
		// repetition
		{"repetition_ok", Check{Type: typeRepetition, NgramChars: 10, MaxRepeats: 3},
			Output{Text: jaReply}, true, 1, "no 10-gram repeated more than 3 times"},
		{"repetition_loop", Check{Type: typeRepetition, NgramChars: 5, MaxRepeats: 3},
			Output{Text: "確認します。確認します。確認します。確認します。"}, false, 0, `5-gram "確認します" repeated 4 times (max 3)`},
		{"repetition_bold_amounts_are_layout", Check{Type: typeRepetition, NgramChars: 10, MaxRepeats: 3},
			Output{Text: "Kosten: **12.450,00 €** Technik, **36.400,00 €** Bau, **8.100,00 €** Planung, **2.300,00 €** Prüfung, **9.900,00 €** Reserve."}, true, 1, "no 10-gram repeated more than 3 times"},
		// finish_reason
		{"finish_reason_stop", Check{Type: typeFinishReason},
			Output{FinishReason: "stop"}, true, 1, `finish_reason "stop"`},
		{"finish_reason_length", Check{Type: typeFinishReason, Equals: "stop"},
			Output{FinishReason: "length"}, false, 0, `finish_reason "length", want "stop"`},
		// no_preamble
		{"no_preamble_ok", Check{Type: typeNoPreamble},
			Output{Text: `{"summary": "x"}`}, true, 1, "no preamble"},
		{"no_preamble_ja", Check{Type: typeNoPreamble},
			Output{Text: "以下は要約です。"}, false, 0, `output starts with preamble "以下は"`},
		{"no_preamble_de", Check{Type: typeNoPreamble},
			Output{Text: "  Hier ist die Zusammenfassung:"}, false, 0, `output starts with preamble "Hier ist"`},
		{"no_preamble_sure", Check{Type: typeNoPreamble},
			Output{Text: "Sure! Here"}, false, 0, `output starts with preamble "Sure"`},
		// facts
		{"facts_ja_all", Check{Type: TypeFacts, Lang: "ja", Normalize: normNFKCJa, Items: []FactItem{
			{Kind: KindID, Value: "KX-20481"}, {Kind: KindDate, Value: "2026-10-15"}, {Kind: KindDate, Value: "2026-10-19"}}},
			Output{Text: "注文番号ＫＸ－２０４８１（10月15日着）、10月19日（月）までの到着を希望。", RefYear: 2026}, true, 1, "all 3 facts present"},
		{"facts_ja_date_off_by_one", Check{Type: TypeFacts, Lang: "ja", Items: []FactItem{
			{Kind: KindDate, Value: "2026-10-19"}, {Kind: KindAmount, Value: "12800", Currency: "JPY"}}},
			Output{Text: "10月18日にお届け、合計1万2800円", RefYear: 2026}, false, 0.5, "missing date 2026-10-19 (found 2026-10-18)"},
		{"facts_de_amount", Check{Type: TypeFacts, Lang: "de", Normalize: normNFKCDe, Items: []FactItem{
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
		{"closed_set_ok", Check{Type: typeFactsClosedSet, Kind: KindDate, Lang: "ja", Allowed: []string{"2026-10-17", "2026-10-19"}},
			Output{Text: jaReply, RefYear: 2026}, true, 1, "no facts outside the allowed set"},
		{"closed_set_hallucinated_date", Check{Type: typeFactsClosedSet, Kind: KindDate, Lang: "ja", Allowed: []string{"2026-10-17", "2026-10-19"}},
			Output{Text: "交換品は10月18日に発送いたします。", RefYear: 2026}, false, 0, "not allowed: date 2026-10-18"},
		{"closed_set_us_date", Check{Type: typeFactsClosedSet, Kind: KindDate, Lang: "de", Allowed: []string{"2026-10-19"}},
			Output{Text: "bis zum 10/19/2026"}, false, 0, "not allowed: US-form date 2026-10-19"},
		{"closed_set_amount", Check{Type: typeFactsClosedSet, Kind: KindAmount, Lang: "de", Allowed: []string{"1249.90"}},
			Output{Text: "1.249,90 € zzgl. 19,90 € Versand"}, false, 0, "not allowed: amount 19.9 EUR"},
		// de_formal
		{"de_formal_ok", Check{Type: TypeDeFormal, RequireSalutation: true, RequireClosing: true},
			Output{Text: deReply}, true, 1, "formal register: 2 formal markers, no informal markers"},
		{"de_formal_du", Check{Type: TypeDeFormal},
			Output{Text: "Hallo Jörg, danke für deine Nachricht. Wir schicken dir den Stuhl."}, false, 0,
			`informal markers "deine", "dir" in "Hallo Jörg, danke für deine Nachricht.", "Wir schicken dir den Stuhl."; 0 formal markers (Sie/Ihnen/Ihr*) outside sentence start, fewer than min 1; forbidden "Hallo"`},
		{"de_formal_du_sentence_quoted_as_written", Check{Type: TypeDeFormal},
			Output{Text: "Bitte prüfen Sie die Lieferung vom 19. Oktober.\n2. Öffne „Einstellungen“ und tippe auf „Plan“, dann bist du fertig.\nDanke."}, false, 0,
			`informal markers "du" in "2. Öffne „Einstellungen“ und tippe auf „Plan“, dann bist du fertig."`},
		{"de_formal_du_in_quotes_ok", Check{Type: TypeDeFormal},
			Output{Text: "Wir haben Ihre Frage „Kannst du helfen?“ erhalten."}, true, 1, "formal register: 1 formal markers, no informal markers"},
		{"de_formal_sentence_initial_only", Check{Type: TypeDeFormal},
			Output{Text: "Sie erhalten den Stuhl morgen."}, false, 0, "0 formal markers (Sie/Ihnen/Ihr*) outside sentence start, fewer than min 1"},
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
		{"arigatou_gozaimasu", "ありがとうございます。", jaPolite},
		{"itashimasu", "至急確認いたします。", jaPolite},
		{"kudasai", "少々お待ちください。", jaPolite},
		{"gozaimasuka", "ご不明な点はございますか？", jaPolite},
		{"deshou_ka", "いかがでしょうか", jaPolite},
		{"plain_suru", "交換品は明日発送する。", JaPlain},
		{"plain_ta_yo", "確認したよ。", JaPlain},
		{"plain_da", "返品も可能だ。", JaPlain},
		{"gomen_ne_neutral", "ごめんね。", jaNeutral},
		{"plain_imperative_kure", "ご不明な点があったら、気軽に問い合わせくれ。", JaPlain},
		{"plain_imperative_shiro", "到着したら確認しろ。", JaPlain},
		{"polite_kudasaimase", "お気軽にお問い合わせくださいませ。", jaPolite},
		{"noun_ending", "交換品は10月17日発送予定", jaNeutral},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, classifyJaSentence(tt.in))
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
			assert.InDelta(t, tt.want, factRecall(items, tt.text, 2026), 1e-9)
		})
	}
	assert.InDelta(t, 1.0, factRecall(nil, "x", 0), 0)
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
			r := Check{ID: "json", Type: typeJSONParse, Severity: "critical"}.Run(Output{Text: tt.text})
			assert.Equal(t, tt.pass, r.Pass)
			assert.Contains(t, r.Reason, tt.reason)
		})
	}
}

// runCheck runs c on out with the fields a fixture would set and asserts the
// verdict and the reason a reviewer reads in the report.
func runCheck(t testing.TB, c Check, out Output, wantPass bool, wantReason string) Result {
	t.Helper()
	c.ID, c.Severity = "c1", "critical"
	got := c.Run(out)
	assert.Equal(t, wantReason, got.Reason)
	assert.Equal(t, wantPass, got.Pass)
	return got
}

// An answer of exactly the minimum length meets a char_count minimum; one
// character fewer does not. Characters are counted after NFC.
func TestCharCountMinimumIsInclusive(t *testing.T) {
	const date = "2026年10月19日" // 11 characters
	tests := []struct {
		name   string
		min    float64
		text   string
		pass   bool
		reason string
	}{
		{"exactly_min_passes", 11, date, true, "11 characters within bounds"},
		{"one_short_fails", 12, date, false, "11 characters, fewer than min 12"},
		{"nfd_answer_exactly_min_passes", 3, "か\u3099いし", true, "3 characters within bounds"},
		{"nfd_answer_one_short_fails", 4, "か\u3099いし", false, "3 characters, fewer than min 4"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			runCheck(t, Check{Type: typeCharCount, Normalize: NormRaw, Min: fp(tt.min)}, Output{Text: tt.text}, tt.pass, tt.reason)
		})
	}
}

// An amount is a number in a currency: the right number in another currency
// is a wrong answer (¥1,200 is not 1.200 €), not a match.
func TestFactsAmountMustBeInTheExpectedCurrency(t *testing.T) {
	eur1200 := []FactItem{{Kind: KindAmount, Value: "1200", Currency: "EUR"}}
	jpy12800 := []FactItem{{Kind: KindAmount, Value: "12800", Currency: "JPY"}}
	tests := []struct {
		name   string
		lang   string
		items  []FactItem
		text   string
		pass   bool
		reason string
	}{
		{"eur_expected_eur_given", "", eur1200, "Wir erstatten Ihnen 1.200 € bis Freitag.", true, "all 1 facts present"},
		{"eur_expected_yen_given", "", eur1200, "Wir erstatten Ihnen ¥1,200 bis Freitag.", false, "missing amount 1200 EUR (found 1200 JPY)"},
		{"jpy_expected_eur_given", "", jpy12800, "合計金額は12.800 €です。", false, "missing amount 12800 JPY (found 12800 EUR)"},
		{"jpy_expected_eur_code_given", "", jpy12800, "Gesamtbetrag: EUR 12.800", false, "missing amount 12800 JPY (found 12800 EUR)"},
		{"jpy_expected_jpy_given", "ja", jpy12800, "合計金額は1万2800円です。", true, "all 1 facts present"},
		{"jpy_expected_dollars_given", "", jpy12800, "The total is $12,800.", false, "missing amount 12800 JPY"},
		{"no_currency_expected_any_given", "", []FactItem{{Kind: KindAmount, Value: "12800"}}, "合計金額は12.800 €です。", true, "all 1 facts present"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			runCheck(t, Check{Type: TypeFacts, Lang: tt.lang, Items: tt.items}, Output{Text: tt.text}, tt.pass, tt.reason)
		})
	}
	t.Run("fact_recall_counts_wrong_currency_as_missing", func(t *testing.T) {
		assert.InDelta(t, 0.0, factRecall(jpy12800, "合計金額は12.800 €です。", 2026), 0)
		assert.InDelta(t, 1.0, factRecall(jpy12800, "合計金額は12,800円です。", 2026), 0)
	})
}

// One casual marker or one plain-form sentence among polite ones is enough to
// fail ja_politeness at the default minimum ratio of 1.
func TestJaPolitenessFailsOnOneCasualOrPlainSentence(t *testing.T) {
	tests := []struct {
		name   string
		check  Check
		text   string
		pass   bool
		score  float64
		reason string
	}{
		{"all_polite_passes", Check{},
			"ご連絡ありがとうございます。交換品を本日発送いたします。よろしくお願いいたします。", true, 1,
			"polite ratio 1.00 (3 polite, 0 plain, 0 neutral sentences)"},
		{"one_default_casual_marker_fails", Check{},
			"ご連絡ありがとうございます。ごめんね。交換品を本日発送いたします。", false, 1,
			`forbidden "ごめん" (2 polite, 0 plain, 1 neutral sentences)`},
		{"one_fixture_forbidden_marker_fails", Check{ForbidAny: []string{"佐々木さん"}},
			"佐々木さん、ご連絡ありがとうございます。交換品を本日発送いたします。", false, 1,
			`forbidden "佐々木さん" (2 polite, 0 plain, 0 neutral sentences)`},
		{"marker_listed_twice_reported_once", Check{ForbidAny: []string{"ごめん"}},
			"ごめんね。交換品を本日発送いたします。", false, 1,
			`forbidden "ごめん" (1 polite, 0 plain, 1 neutral sentences)`},
		{"one_plain_sentence_among_polite_fails", Check{},
			"ご連絡ありがとうございます。写真を確認いたしました。交換品は明日発送する。よろしくお願いいたします。", false, 0.75,
			`polite ratio 0.75 below min 1.00; plain sentences: "交換品は明日発送する" (3 polite, 1 plain, 0 neutral sentences)`},
		{"record_lines_and_checklist_items_are_data", Check{},
			"ご依頼を承りました。\n- 症状：冷凍室が冷えない\n次の点をご確認ください。\n- 位置情報がオンになっているか\nよろしくお願いいたします。", true, 1,
			"polite ratio 1.00 (3 polite, 0 plain, 2 neutral sentences)"},
		{"polite_forms_in_kanji", Check{RequireAny: []string{"いたします"}},
			"ご不明な点がございましたら、本メールへご返信下さい。よろしくお願い致します。", true, 1,
			"polite ratio 1.00 (2 polite, 0 plain, 0 neutral sentences)"},
		{"plain_list_item_still_plain", Check{},
			"ご依頼を承りました。\n- 冷凍室が冷えない\nよろしくお願いいたします。", false, 2.0 / 3,
			`polite ratio 0.67 below min 1.00; plain sentences: "- 冷凍室が冷えない" (2 polite, 1 plain, 0 neutral sentences)`},
		{"plain_sentence_with_casual_marker_fails_twice", Check{},
			"ご連絡ありがとうございます。明日届く予定だよ。", false, 0.5,
			`polite ratio 0.50 below min 1.00; plain sentences: "明日届く予定だよ"; forbidden "だよ" (1 polite, 1 plain, 0 neutral sentences)`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := tt.check
			c.Type = TypeJaPoliteness
			got := runCheck(t, c, Output{Text: tt.text}, tt.pass, tt.reason)
			assert.InDelta(t, tt.score, got.Score, 1e-9)
		})
	}
}

// must_include scores the share of expected strings found; a satisfied "any"
// group counts as one found string.
func TestMustIncludeScoreCountsTheAnyGroup(t *testing.T) {
	tests := []struct {
		name   string
		text   string
		pass   bool
		score  float64
		reason string
	}{
		{"name_missing_damage_named", "破損を確認いたしました。", false, 0.5, `missing "佐々木"`},
		{"name_present_damage_missing", "佐々木様、確認いたしました。", false, 0.5, `none of "ひび", "破損" present`},
		{"both_present", "佐々木様、破損を確認いたしました。", true, 1, "all 2 expected strings present"},
		{"neither_present", "確認いたしました。", false, 0, `missing "佐々木"; none of "ひび", "破損" present`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := Check{Type: typeMustInclude, All: []string{"佐々木"}, Any: []string{"ひび", "破損"}}
			got := runCheck(t, c, Output{Text: tt.text}, tt.pass, tt.reason)
			assert.InDelta(t, tt.score, got.Score, 1e-9)
		})
	}
	t.Run("nothing_configured_fails", func(t *testing.T) {
		runCheck(t, Check{Type: typeMustInclude}, Output{Text: "x"}, false, "no expected strings configured (all/any are empty)")
	})
}

// \w and \b are rejected wherever they appear in a pattern, also after an
// escaped backslash; an escaped backslash followed by a letter is fine.
func TestRegexRejectsASCIIOnlyClassesAnywhere(t *testing.T) {
	tests := []struct {
		name, pattern, text string
		pass                bool
		reason              string
	}{
		{"w_after_escaped_backslash", `C:\\\w+`, `C:\Kunden`, false,
			`pattern "C:\\\\\\w+" uses \w, which is ASCII-only in RE2: use \p{L} and \p{N} (e.g. [\p{L}\p{N}]+) instead`},
		{"B_after_two_escaped_backslashes", `\\\\\BSie`, `\\Sie`, false,
			`pattern "\\\\\\\\\\BSie" uses \B, which is ASCII-only in RE2: use \p{L} and \p{N} (e.g. [\p{L}\p{N}]+) instead`},
		{"escaped_backslashes_only", `C:\\Kunden\\[\p{L}]+`, `C:\Kunden\Müller`, true,
			`pattern "C:\\\\Kunden\\\\[\\p{L}]+" matched "C:\\Kunden\\Müller"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			runCheck(t, Check{Type: typeRegex, Pattern: tt.pattern}, Output{Text: tt.text}, tt.pass, tt.reason)
		})
	}
	t.Run("regex_absent_passes_when_absent", func(t *testing.T) {
		runCheck(t, Check{Type: typeRegexAbsent, Pattern: `\d{1,2}/\d{1,2}/\d{4}`}, Output{Text: "am 19.10.2026"}, true,
			`pattern "\\d{1,2}/\\d{1,2}/\\d{4}" absent`)
	})
}

// script_ratio: the prolonged sound mark ー is kana, so it counts only when a
// kana script is asked for; the bounds are inclusive.
func TestScriptRatioProlongedMarkAndBounds(t *testing.T) {
	tests := []struct {
		name   string
		check  Check
		text   string
		pass   bool
		score  float64
		reason string
	}{
		{"katakana_word_with_long_vowels_is_japanese", Check{MinRatio: 1}, "コーヒーメーカー", true, 1, "script share 1.00 of 8 letters"},
		{"long_vowel_counts_for_hiragana_alone", Check{Scripts: []string{"Hiragana"}, MinRatio: 0.5}, "ーあ", true, 1, "script share 1.00 of 2 letters"},
		{"long_vowel_is_not_han", Check{Scripts: []string{"Han"}, MinRatio: 0.5}, "珈琲メーカー", false, 2.0 / 6,
			"script share 0.33 of 6 letters is below min 0.50"},
		{"long_vowel_is_not_latin", Check{Scripts: []string{"Latin"}, MinRatio: 1}, "Kaffeemaschine ー", false, 14.0 / 15,
			"script share 0.93 of 15 letters is below min 1.00"},
		{"exactly_min_passes", Check{Min: fp(0.4)}, "Ihr 注文", true, 0.4, "script share 0.40 of 5 letters"},
		{"min_is_an_alias_of_min_ratio", Check{Min: fp(0.6)}, "We will ship the replacement 交換品.", false, 3.0 / 27,
			"script share 0.11 of 27 letters is below min 0.60"},
		{"min_ratio_wins_over_min", Check{MinRatio: 0.1, Min: fp(0.6)}, "We will ship the replacement 交換品.", true, 3.0 / 27,
			"script share 0.11 of 27 letters"},
		{"exactly_max_passes", Check{Max: fp(0.4)}, "Ihr 注文", true, 0.4, "script share 0.40 of 5 letters"},
		{"no_letters_scores_zero", Check{Max: fp(0)}, "12.800 €", true, 0, "script share 0.00 of 0 letters"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := tt.check
			c.Type = typeScriptRatio
			got := runCheck(t, c, Output{Text: tt.text}, tt.pass, tt.reason)
			assert.InDelta(t, tt.score, got.Score, 1e-9)
		})
	}
}

// repetition defaults to 10-character n-grams seen at most 3 times; exactly
// max_repeats occurrences are allowed.
func TestRepetitionDefaultsAndLimit(t *testing.T) {
	const sentence = "交換品を本日発送いたします。"
	tests := []struct {
		name   string
		check  Check
		text   string
		pass   bool
		reason string
	}{
		{"defaults_pass_a_normal_reply", Check{}, jaReply, true, "no 10-gram repeated more than 3 times"},
		{"defaults_allow_three_repeats", Check{}, strings.Repeat(sentence, 3), true, "no 10-gram repeated more than 3 times"},
		{"defaults_catch_a_fourth_repeat", Check{}, strings.Repeat(sentence, 4), false,
			`10-gram "を本日発送いたします" repeated 4 times (max 3)`},
		{"exactly_max_repeats_passes", Check{NgramChars: 5, MaxRepeats: 2}, "確認します。確認します。", true, "no 5-gram repeated more than 2 times"},
		{"one_more_than_max_fails", Check{NgramChars: 5, MaxRepeats: 2}, "確認します。確認します。確認します。", false,
			`5-gram "確認します" repeated 3 times (max 2)`},
		// JSON syntax and indentation repeat in every well-formed list; they are not a loop.
		{"json_item_keys_are_not_a_loop", Check{},
			`{"items": [{"product": "A", "quantity": 1}, {"product": "B", "quantity": 2}, {"product": "C", "quantity": 3}, {"product": "D", "quantity": 4}, {"product": "E", "quantity": 5}]}`,
			true, "no 10-gram repeated more than 3 times"},
		{"pretty_json_indentation_is_not_a_loop", Check{},
			"{\n        \"a\": \"x\",\n        \"b\": \"y\",\n        \"c\": \"z\",\n        \"d\": \"w\",\n        \"e\": \"v\"\n}",
			true, "no 10-gram repeated more than 3 times"},
		{"markdown_indentation_is_not_a_loop", Check{}, "- a\n        - b\n        - c\n        - d\n        - e", true, "no 10-gram repeated more than 3 times"},
		{"a_loop_inside_a_json_value_is_caught", Check{}, `{"reply": "` + strings.Repeat(sentence, 4) + `"}`, false,
			`10-gram "を本日発送いたします" repeated 4 times (max 3)`},
		{"repeated_json_items_are_caught", Check{},
			`{"items": [` + strings.TrimSuffix(strings.Repeat(`{"product": "ソラノ電気ケトル K1"}, `, 4), ", ") + `]}`, false,
			`10-gram "ソラノ電気ケトル K" repeated 4 times (max 3)`},
		{"broken_json_is_read_as_text", Check{}, `{"reply": "` + strings.Repeat(sentence, 4), false,
			`10-gram "を本日発送いたします" repeated 4 times (max 3)`},
		// Dates of one month written out share "ember 2026"; four different dates are
		// no loop, the same date four times in a loop still is.
		{"dates_of_one_month_are_not_a_loop", Check{}, "Der Verdichter kommt am 23. November 2026 statt am 2. November 2026; Inbetriebnahme am 7. Dezember 2026, nächste Sitzung am 12. November 2026.",
			true, "no 10-gram repeated more than 3 times"},
		{"one_date_looped_is_caught", Check{}, strings.Repeat("Termin am 23. November 2026. ", 4), false, `10-gram "Termin am " repeated 4 times (max 3)`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := tt.check
			c.Type = typeRepetition
			runCheck(t, c, Output{Text: tt.text}, tt.pass, tt.reason)
		})
	}
}

// facts_grounded fails on a fact its items (the request's) lack, facts_kept on an
// item (the golden's) the text lacks, and date_format on a US-form date, which the
// fact checks read as the date it states.
func TestDefaultFactCheckTypes(t *testing.T) {
	request := []FactItem{{Kind: KindDate, Value: "2026-10-19"}, {Kind: KindAmount, Value: "1249.90", Currency: "EUR"}, {Kind: KindID, Value: "KS-7741"}}
	golden := []FactItem{{Kind: KindDate, Value: "2026-10-19"}, {Kind: KindAmount, Value: "1249.90", Currency: "EUR"}}
	grounded := Check{Type: TypeFactsGrounded, Items: request}
	kept := Check{Type: TypeFactsKept, Items: golden}
	tests := []struct {
		name   string
		check  Check
		text   string
		pass   bool
		score  float64
		reason string
	}{
		{"grounded", grounded, "Am 19. Oktober 2026 kommen 1249,90 EUR für KS7741.", true, 1, "all 3 facts stated are in the request"},
		{"grounded_nothing_stated", grounded, "Vielen Dank.", true, 1, "no dates, amounts or ids stated"},
		{"invented_date", grounded, "Am 19.10.2026, spätestens am 21.10.2026.", false, 0.5, "not in the request: date 2026-10-21"},
		{"invented_amount_and_id", grounded, "1.249,90 € plus 12,00 € Versand, Ticket TK-1234.", false, 1.0 / 3, "not in the request: amount 12 EUR, id TK-1234"},
		// A difference of two of the request's amounts is worked out; a sum is not.
		{"grounded_difference", Check{Type: TypeFactsGrounded, Items: []FactItem{{Kind: KindAmount, Value: "14890.00", Currency: "EUR"}, {Kind: KindAmount, Value: "13975.00", Currency: "EUR"}}},
			"Das Angebot ist mit 14.890,00 € um 915,00 € teurer als das mit 13.975,00 €.", true, 1, "all 3 facts stated are in the request"},
		{"sum_is_invented", Check{Type: TypeFactsGrounded, Items: []FactItem{{Kind: KindAmount, Value: "14890.00", Currency: "EUR"}, {Kind: KindAmount, Value: "13975.00", Currency: "EUR"}}},
			"Zusammen 28.865,00 €.", false, 0, "not in the request: amount 28865 EUR"},
		{"difference_in_another_currency_is_invented", Check{Type: TypeFactsGrounded, Items: []FactItem{{Kind: KindAmount, Value: "21150.00", Currency: "EUR"}, {Kind: KindAmount, Value: "2400.00", Currency: "EUR"}}},
			"Zusammen 21.150,00 €, davon 2.400,00 € Pauschale (ca. 18.750 Yen).", false, 2.0 / 3, "not in the request: amount 18750 JPY"},
		{"wrong_currency_is_invented", grounded, "1.249,90 Yen", false, 0, "not in the request: amount 1249.9 JPY"},
		{"grounded_us_date_is_the_date", grounded, "am 10/19/2026", true, 1, "all 1 facts stated are in the request"},
		{"kept", kept, "Betrag ¥1249? Nein: 1249,90 EUR am 2026-10-19.", true, 1, "all 2 facts of the golden kept"},
		{"kept_us_date", kept, "1.249,90 € am 10/19/2026", true, 1, "all 2 facts of the golden kept"},
		{"dropped_date", kept, "1.249,90 € am 20.10.2026", false, 0.5, "the golden states, the answer lacks: date 2026-10-19 (found 2026-10-20)"},
		{"dropped_amount_by_currency", kept, "1.249,90 Yen am 19.10.2026", false, 0.5, "the golden states, the answer lacks: amount 1249.90 EUR (found 1249.9 JPY)"},
		{"kept_without_items", Check{Type: TypeFactsKept}, "x", false, 0, "no fact items configured"},
		// A date the request names by its weekday alone is kept by that weekday; any
		// other weekday or date is not.
		{"kept_by_the_weekday_the_request_names", Check{Type: TypeFactsKept, Lang: "de", Items: golden, Request: "Notiz vom 16.10.2026: Frau Müller kann am Montag ab 8 Uhr aufschließen."},
			"1.249,90 €; Frau Müller schließt am Montag ab 8 Uhr auf.", true, 1, "all 2 facts of the golden kept"},
		{"another_weekday_is_no_date", Check{Type: TypeFactsKept, Lang: "de", Items: golden, Request: "Notiz vom 16.10.2026: Frau Müller kann am Montag ab 8 Uhr aufschließen."},
			"1.249,90 €; Frau Müller schließt am Dienstag ab 8 Uhr auf.", false, 0.5, "the golden states, the answer lacks: date 2026-10-19"},
		{"weekday_of_a_date_the_request_writes", Check{Type: TypeFactsKept, Lang: "de", Items: golden, Request: "Am Montag, 19.10.2026, ab 8 Uhr."},
			"1.249,90 €; am Montag ab 8 Uhr.", false, 0.5, "the golden states, the answer lacks: date 2026-10-19"},
		// The day before a date of the request, named so, is worked out, not invented.
		{"grounded_day_before", Check{Type: TypeFactsGrounded, Lang: "ja", Items: []FactItem{{Kind: KindDate, Value: "2026-10-23"}}},
			"訪問日は10月23日です。変更は前日（10月22日）の17時までにご連絡ください。", true, 1, "all 2 facts stated are in the request"},
		{"day_before_of_no_date_of_the_request", Check{Type: TypeFactsGrounded, Lang: "ja", Items: []FactItem{{Kind: KindDate, Value: "2026-10-23"}}},
			"訪問日は10月23日です。変更は前日（10月21日）の17時までにご連絡ください。", false, 0.5, "not in the request: date 2026-10-21"},
		{"date_format_ok", Check{Type: TypeDateFormat}, "am 19.10.2026 oder 2026/10/19", true, 1, "no US-form dates"},
		{"date_format_us", Check{Type: TypeDateFormat}, "am 10/19/2026", false, 0,
			"US-form dates (month/day/year): 2026-10-19; write 19.10.2026, 19. Oktober 2026 or 2026年10月19日"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := runCheck(t, tt.check, Output{Text: tt.text, RefYear: 2026}, tt.pass, tt.reason)
			assert.InDelta(t, tt.score, got.Score, 1e-9)
		})
	}
}

// facts_closed_set with no kind polices dates and amounts together; with a
// kind it ignores the other kind.
func TestFactsClosedSetKinds(t *testing.T) {
	allowed := []string{"2026-10-19", "1249.90"}
	tests := []struct {
		name   string
		kind   string
		text   string
		pass   bool
		reason string
	}{
		{"both_kinds_allowed", "", "Lieferung am 19.10.2026, Betrag 1.249,90 €.", true, "no facts outside the allowed set"},
		{"both_kinds_extra_amount", "", "Lieferung am 19.10.2026, Betrag 1.249,90 € zzgl. 19,90 € Versand.", false, "not allowed: amount 19.9 EUR"},
		{"both_kinds_extra_date", "", "Lieferung am 20.10.2026, Betrag 1.249,90 €.", false, "not allowed: date 2026-10-20"},
		{"dates_only_ignores_amounts", KindDate, "Lieferung am 19.10.2026, Versand 19,90 €.", true, "no facts outside the allowed set"},
		{"amounts_only_ignores_dates", KindAmount, "Lieferung am 20.10.2026, Betrag 1.249,90 €.", true, "no facts outside the allowed set"},
		{"amounts_only_ignores_us_dates", KindAmount, "Lieferung am 10/20/2026, Betrag 1.249,90 €.", true, "no facts outside the allowed set"},
		{"unknown_kind", KindID, "Bestellung DE-55102", false, `unknown fact kind "id" (want date or amount)`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			runCheck(t, Check{Type: typeFactsClosedSet, Lang: "de", Kind: tt.kind, Allowed: allowed}, Output{Text: tt.text, RefYear: 2026}, tt.pass, tt.reason)
		})
	}
}

// A failing json_parse quotes the first 40 characters of the answer so the
// reviewer sees what the model wrote instead of JSON.
func TestJSONParseReasonQuotesTheStartOfTheAnswer(t *testing.T) {
	tests := []struct {
		name, text, reason string
	}{
		{"long_prose_clipped", "Gerne! Hier ist das gewünschte JSON-Objekt mit allen Feldern: {\"a\": 1}",
			`not valid JSON: invalid character 'G' looking for beginning of value (starts "Gerne! Hier ist das gewünschte JSON-Obje…")`},
		{"exactly_forty_characters_whole", "Gerne! Hier ist das gewünschte JSON-Obje",
			`not valid JSON: invalid character 'G' looking for beginning of value (starts "Gerne! Hier ist das gewünschte JSON-Obje")`},
		{"japanese_counted_in_characters", "**抽出結果**：氏名は佐々木様、注文番号はKX-20481、お届け予定日は10月19日です。",
			`not valid JSON: invalid character '*' looking for beginning of value (starts "**抽出結果**：氏名は佐々木様、注文番号はKX-20481、お届け予定日は10…")`},
		{"trailing_prose_after_json", `{"a": 1} Ich hoffe, das hilft.`, `text follows the JSON value (starts "{\"a\": 1} Ich hoffe, das hilft.")`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			runCheck(t, Check{Type: typeJSONParse}, Output{Text: tt.text}, false, tt.reason)
		})
	}
}

// de_formal: "Sie" at the start of a sentence may be the plural "sie", so it
// is not counted as formal address; a fixture's min asks for more markers.
func TestDeFormalCountsSieOutsideSentenceStart(t *testing.T) {
	tests := []struct {
		name   string
		check  Check
		text   string
		pass   bool
		reason string
	}{
		{"sie_after_full_stop_is_initial", Check{}, "Vielen Dank. Sie erhalten den Stuhl morgen.", false,
			"0 formal markers (Sie/Ihnen/Ihr*) outside sentence start, fewer than min 1"},
		{"sie_after_exclamation_is_initial", Check{}, "Vielen Dank!\nSie erhalten den Stuhl morgen.", false,
			"0 formal markers (Sie/Ihnen/Ihr*) outside sentence start, fewer than min 1"},
		{"sie_after_question_is_initial", Check{}, "Haben Fragen? Sie erreichen uns täglich.", false,
			"0 formal markers (Sie/Ihnen/Ihr*) outside sentence start, fewer than min 1"},
		{"sie_after_decimal_point_counts", Check{}, "Ab 19.10. erhalten Sie den Stuhl.", true,
			"formal register: 1 formal markers, no informal markers"},
		{"min_three_met", Check{Min: fp(3)}, "Wir danken Ihnen. Gern senden wir Ihnen den Stuhl, den Sie bestellt haben.", true,
			"formal register: 3 formal markers, no informal markers"},
		{"min_three_missed", Check{Min: fp(3)}, "Wir senden Ihnen den Stuhl. Sie erhalten ihn morgen.", false,
			"1 formal markers (Sie/Ihnen/Ihr*) outside sentence start, fewer than min 3"},
		{"default_salutation_required", Check{RequireSalutation: true}, "Wir senden Ihnen den Stuhl.\nMit freundlichen Grüßen", false,
			`no salutation (want one of "Sehr geehrte", "Guten Tag")`},
		{"default_salutation_present", Check{RequireSalutation: true}, "Guten Tag,\nwir senden Ihnen den Stuhl.", true,
			"formal register: 1 formal markers, no informal markers"},
		{"require_any_missing", Check{RequireAny: []string{"Sehr geehrter Herr Weiß"}}, "Sehr geehrter Herr Weiss,\nwir senden Ihnen den Stuhl.", false,
			`none of "Sehr geehrter Herr Weiß" present`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := tt.check
			c.Type = TypeDeFormal
			runCheck(t, c, Output{Text: tt.text}, tt.pass, tt.reason)
		})
	}
}

// no_preamble rejects the built-in openings and the fixture's own, which the
// fixtures list under forbid_any (values is accepted too).
func TestNoPreambleHonoursFixturePrefixes(t *testing.T) {
	tests := []struct {
		name   string
		check  Check
		text   string
		pass   bool
		reason string
	}{
		{"forbid_any_ja", Check{ForbidAny: []string{"以下は", "こちらが", "```"}}, "こちらが要約です。", false, `output starts with preamble "こちらが"`},
		{"forbid_any_fence", Check{ForbidAny: []string{"以下は", "こちらが", "```"}}, "```json\n{\"summary\": \"x\"}\n```", false, "output starts with preamble \"```\""},
		{"forbid_any_de", Check{ForbidAny: []string{"Hier ist", "Zusammenfassung:"}}, "Zusammenfassung:\n- Frau Köhler …", false, `output starts with preamble "Zusammenfassung:"`},
		{"values", Check{Values: []string{"要約："}}, "要約：交換品を発送します。", false, `output starts with preamble "要約："`},
		{"clean_answer", Check{ForbidAny: []string{"こちらが", "```"}}, "交換品を10月17日に発送いたします。", true, "no preamble"},
		{"empty_prefix_ignored", Check{ForbidAny: []string{""}}, "交換品を発送いたします。", true, "no preamble"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := tt.check
			c.Type = typeNoPreamble
			runCheck(t, c, Output{Text: tt.text}, tt.pass, tt.reason)
		})
	}
}

// must_include finds a required phrase configured in lower case where a German answer
// opens a sentence with it; a noun's case and the other letters still count.
func TestMustIncludeAtSentenceStart(t *testing.T) {
	chk := Check{Type: typeMustInclude, All: []string{"keine Reparatur"}, Aliases: map[string][]string{"keine Reparatur": {"statt einer Reparatur"}}}
	tests := []struct {
		name, text string
		pass       bool
	}{
		{"alias_opens_the_sentence", "- Statt einer Reparatur wünscht sie ein neues Gerät.", true},
		{"phrase_opens_the_sentence", "Keine Reparatur, sondern ein Austauschgerät.", true},
		{"inside_the_sentence", "Gewünscht ist keine Reparatur.", true},
		{"other_letters_still_count", "KEINE REPARATUR gewünscht.", false},
		{"missing", "Gewünscht ist eine Reparatur.", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := chk.Run(Output{Text: tt.text})
			assert.Equal(t, tt.pass, r.Pass, r.Reason)
		})
	}
}
