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
		{"path-number", Check{Type: TypeJSONPathEquals, Path: "$.total.value", Equals: "1249.90"}, `{"total": {"value": 1249.9}}`, true, "$.total.value = 1249.9"},
		{"path-decimal-comma-misparse", Check{Type: TypeJSONPathEquals, Path: "$.total.value", Equals: "1249.90"}, `{"total": {"value": 1.2499}}`, false, "want 1249.90"},
		{"path-string-umlaut", Check{Type: TypeJSONPathEquals, Path: "$.items[0].city", Equals: "Lüneburg"}, `{"items": [{"city": "Lüneburg"}]}`, true, "Lüneburg"},
		{"path-missing", Check{Type: TypeJSONPathEquals, Path: "$.total.value", Equals: "1"}, `{"sum": 1}`, false, `no key "total"`},
		{"bullets-ok", Check{Type: TypeBullets, Min: &two, Max: &three}, "Zusammenfassung:\n- eins\n- zwei\n- drei", true, "3 list items"},
		{"bullets-japanese", Check{Type: TypeBullets, Min: &two}, "・返品\n・交換\n1. 確認", true, "3 list items"},
		{"bullets-too-few", Check{Type: TypeBullets, Min: &three}, "- eins\nFließtext", false, "fewer than min 3"},
		{"bullets-too-many", Check{Type: TypeBullets, Max: &two}, "- a\n- b\n- c", false, "more than max 2"},
		{"bullets-exactly-min", Check{Type: TypeBullets, Min: &three}, "- eins\n- zwei\n- drei", true, "3 list items"},
		{"bullets-numbered-to-ten", Check{Type: TypeBullets, Min: &three}, "1. a\n2. b\n3. c\n4. d\n5. e\n6. f\n7. g\n8. h\n9. i\n10. j", true, "10 list items"},
		{"bullets-parenthesis-numbers", Check{Type: TypeBullets, Min: &two}, "1) 返品\n2)交換", true, "2 list items"},
		{"bullets-prose-lines-not-items", Check{Type: TypeBullets, Min: &two},
			"12800\n2026年10月19日に発送します。\n...\n)\n- einziger Punkt", false, "1 list items, fewer than min 2"},
		{"bullets-amount-and-date-lines-not-items", Check{Type: TypeBullets, Max: &two},
			"- Rückgabe\n- Austausch\n1.249,90 € werden erstattet.\n19.10.2026: Lieferung", true, "2 list items"},
		{"path-number-float-artefact", Check{Type: TypeJSONPathEquals, Path: "$.total", Equals: "1250000"}, `{"total": 1249999.9999999998}`, true, "$.total = 1.2499999999999998e+06"},
		{"path-number-against-non-number", Check{Type: TypeJSONPathEquals, Path: "$.total", Equals: "1249,95"}, `{"total": 1249.95}`, false, `$.total = "1249.95", want "1249,95"`},
		{"path-index-past-end", Check{Type: TypeJSONPathEquals, Path: "$.items[1].sku", Equals: "KX-20481"}, `{"items": [{"sku": "KX-20481"}]}`, false, "path $.items[1].sku: no element 1"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := tt.check.Run(Output{Text: tt.text})
			assert.Equal(t, tt.pass, r.Pass, r.Reason)
			assert.Contains(t, r.Reason, tt.reason)
		})
	}
}
