package score

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"go.yaml.in/yaml/v3"
)

func TestStructureChecks(t *testing.T) {
	var schemaCheck Check
	if err := yaml.Unmarshal([]byte(`{id: shape, type: json_schema, severity: critical, schema: {type: object, required: [summary, total], additionalProperties: false, properties: {summary: {type: string, maxLength: 20}, total: {type: number}}}}`), &schemaCheck); err != nil {
		t.Fatal(err)
	}
	two, three := 2.0, 3.0
	tests := []struct {
		name   string
		check  Check
		text   string
		pass   bool
		reason string
	}{
		{"schema-ok", schemaCheck, `{"summary": "kurz", "total": 1249.9}`, true, "matches the schema"},
		{"schema-string-amount", schemaCheck, `{"summary": "kurz", "total": "1.249,90"}`, false, "does not match the schema"},
		{"schema-extra-field", schemaCheck, `{"summary": "kurz", "total": 1, "note": "x"}`, false, "does not match the schema"},
		{"schema-too-long", schemaCheck, `{"summary": "viel zu lang für das Feld", "total": 1}`, false, "does not match the schema"},
		{"schema-broken", schemaCheck, `{"summary": "kurz",`, false, "not valid JSON"},
		{"path-number", Check{Type: typeJSONPathEquals, Path: "$.total.value", Equals: "1249.90"}, `{"total": {"value": 1249.9}}`, true, "$.total.value = 1249.9"},
		{"path-decimal-comma-misparse", Check{Type: typeJSONPathEquals, Path: "$.total.value", Equals: "1249.90"}, `{"total": {"value": 1.2499}}`, false, "want 1249.90"},
		{"path-string-umlaut", Check{Type: typeJSONPathEquals, Path: "$.items[0].city", Equals: "Lüneburg"}, `{"items": [{"city": "Lüneburg"}]}`, true, "Lüneburg"},
		{"path-missing", Check{Type: typeJSONPathEquals, Path: "$.total.value", Equals: "1"}, `{"sum": 1}`, false, `no key "total"`},
		{"bullets-ok", Check{Type: typeBullets, Min: &two, Max: &three}, "Zusammenfassung:\n- eins\n- zwei\n- drei", true, "3 list items"},
		{"bullets-japanese", Check{Type: typeBullets, Min: &two}, "・返品\n・交換\n1. 確認", true, "3 list items"},
		{"bullets-too-few", Check{Type: typeBullets, Min: &three}, "- eins\nFließtext", false, "fewer than min 3"},
		{"bullets-too-many", Check{Type: typeBullets, Max: &two}, "- a\n- b\n- c", false, "more than max 2"},
		{"bullets-exactly-min", Check{Type: typeBullets, Min: &three}, "- eins\n- zwei\n- drei", true, "3 list items"},
		{"bullets-numbered-to-ten", Check{Type: typeBullets, Min: &three}, "1. a\n2. b\n3. c\n4. d\n5. e\n6. f\n7. g\n8. h\n9. i\n10. j", true, "10 list items"},
		{"bullets-parenthesis-numbers", Check{Type: typeBullets, Min: &two}, "1) 返品\n2)交換", true, "2 list items"},
		{"bullets-prose-lines-not-items", Check{Type: typeBullets, Min: &two},
			"12800\n2026年10月19日に発送します。\n...\n)\n- einziger Punkt", false, "1 list items, fewer than min 2"},
		{"bullets-amount-and-date-lines-not-items", Check{Type: typeBullets, Max: &two},
			"- Rückgabe\n- Austausch\n1.249,90 € werden erstattet.\n19.10.2026: Lieferung", true, "2 list items"},
		{"path-number-float-artefact", Check{Type: typeJSONPathEquals, Path: "$.total", Equals: "1250000"}, `{"total": 1249999.9999999998}`, true, "$.total = 1.2499999999999998e+06"},
		{"path-number-against-non-number", Check{Type: typeJSONPathEquals, Path: "$.total", Equals: "1249,95"}, `{"total": 1249.95}`, false, `$.total = "1249.95", want "1249,95"`},
		{"path-index-past-end", Check{Type: typeJSONPathEquals, Path: "$.items[1].sku", Equals: "KX-20481"}, `{"items": [{"sku": "KX-20481"}]}`, false, "path $.items[1].sku: no element 1"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := tt.check.Run(Output{Text: tt.text})
			assert.Equal(t, tt.pass, r.Pass, r.Reason)
			assert.Contains(t, r.Reason, tt.reason)
		})
	}
}

// Every check but a raw one sees the text tidied: a trailing newline, CRLF, trailing
// blanks, NFD or full-width digits never fail a correct answer. JSON syntax is still
// judged as written.
func TestChecksSeeTidiedText(t *testing.T) {
	three, four := 3.0, 4.0
	bulletsRe := `^(- [^\n]+\n){2,4}- [^\n]+$`
	schema := map[string]any{"type": "object", "properties": map[string]any{
		"delivery_date": map[string]any{"type": "string", "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"}}}
	tests := []struct {
		name   string
		check  Check
		text   string
		pass   bool
		reason string
	}{
		{"bullets_regex_final_newline", Check{Type: typeRegex, Pattern: bulletsRe}, "- a\n- b\n- c\n", true, "matched"},
		{"bullets_regex_crlf", Check{Type: typeRegex, Pattern: bulletsRe}, "- a\r\n- b\r\n- c\r\n", true, "matched"},
		{"bullets_regex_trailing_blanks", Check{Type: typeRegex, Pattern: bulletsRe}, "- a  \n- b\t\n- c \n\n", true, "matched"},
		{"bullets_count_crlf", Check{Type: typeBullets, Min: &three, Max: &three}, "\r\n- a\r\n- b\r\n- c\r\n", true, "3 list items"},
		{"char_count_ignores_final_newline", Check{Type: typeCharCount, Max: &four}, "abcd\r\n", true, "4 characters"},
		{"must_include_fullwidth_amount", Check{Type: typeMustInclude, All: []string{"12,800円"}}, "合計１２，８００円です。", true, "all 1 expected strings present"},
		{"must_include_nfd", Check{Type: typeMustInclude, Normalize: normNFKCDe, All: []string{"Frau Müller"}}, "Frau Mu\u0308ller", true, "present"},
		{"regex_fullwidth_time", Check{Type: typeRegex, Pattern: `10[:.]30 Uhr`}, "um １０：３０ Uhr", true, "matched"},
		{"schema_pattern_fullwidth_digits_in_a_string", Check{Type: typeJSONSchema, Schema: schema},
			`{"delivery_date": "２０２６-１０-１９"}`, true, "matches the schema"},
		{"path_equals_fullwidth_string", Check{Type: typeJSONPathEquals, Path: "$.id", Equals: "DE-55102"},
			`{"id": "DE-５５１０２"}`, true, `$.id = "DE-５５１０２"`},
		{"json_parse_fullwidth_number_is_broken", Check{Type: typeJSONParse}, `{"value": １２８００}`, false, "not valid JSON"},
		{"json_parse_crlf_pretty", Check{Type: typeJSONParse}, "{\r\n  \"a\": 1\r\n}\r\n", true, "valid JSON"},
		// raw: the check's purpose is the exact form.
		{"raw_sees_the_final_newline", Check{Type: typeRegex, Normalize: NormRaw, Pattern: bulletsRe}, "- a\n- b\n- c\n", false, "did not match"},
		{"raw_sees_fullwidth_digits", Check{Type: typeMustNotInclude, Normalize: NormRaw, Values: []string{"１"}}, "１０月", false, "found forbidden"},
		{"raw_schema_sees_fullwidth_digits", Check{Type: typeJSONSchema, Normalize: NormRaw, Schema: schema},
			`{"delivery_date": "２０２６-１０-１９"}`, false, "does not match the schema"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := tt.check.Run(Output{Text: tt.text})
			assert.Equal(t, tt.pass, r.Pass, r.Reason)
			assert.Contains(t, r.Reason, tt.reason)
		})
	}
}
