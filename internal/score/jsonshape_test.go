package score

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

const shapeGolden = `{"name": "Petra Müller", "order_id": "DE-55102", "items": [{"product": "Kessel", "quantity": 1, "unit_price": 1249.90}], "total": {"value": 1249.90, "currency": "EUR"}}`

// kanaGolden is a JSON golden with katakana values.
const kanaGolden = `{"payment": "クレジットカード", "product": "プリンタートナー"}`

// json_shape catches a JSON answer whose keys or value types are not the golden's.
func TestJSONShapeCatches(t *testing.T) {
	tests := []struct {
		name, answer, reason string
	}{
		{"key_renamed", `{"name": "Petra Müller", "orderId": "DE-55102", "items": [{"product": "Kessel", "quantity": 1, "unit_price": 1249.90}], "total": {"value": 1249.90, "currency": "EUR"}}`, "$.order_id missing"},
		{"key_dropped", `{"name": "Petra Müller", "order_id": "DE-55102", "items": [{"product": "Kessel", "quantity": 1, "unit_price": 1249.90}]}`, "$.total missing"},
		{"nested_key_renamed", `{"name": "Petra Müller", "order_id": "DE-55102", "items": [{"product": "Kessel", "qty": 1, "unit_price": 1249.90}], "total": {"value": 1249.90, "currency": "EUR"}}`, "$.items[].quantity missing"},
		{"number_as_string", `{"name": "Petra Müller", "order_id": "DE-55102", "items": [{"product": "Kessel", "quantity": 1, "unit_price": 1249.90}], "total": {"value": "1249.90", "currency": "EUR"}}`, "$.total.value is string"},
		{"key_added", `{"name": "Petra Müller", "order_id": "DE-55102", "items": [{"product": "Kessel", "quantity": 1, "unit_price": 1249.90}], "total": {"value": 1249.90, "currency": "EUR"}, "note": "x"}`, "$.note not in the golden"},
		{"value_emptied", `{"name": "", "order_id": "DE-55102", "items": [{"product": "Kessel", "quantity": 1, "unit_price": 1249.90}], "total": {"value": 1249.90, "currency": "EUR"}}`, "$.name is empty where the golden has a value"},
		{"object_flattened", `{"name": "Petra Müller", "order_id": "DE-55102", "items": [{"product": "Kessel", "quantity": 1, "unit_price": 1249.90}], "total": 1249.90}`, "$.total is number"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := Check{Type: TypeJSONShape, Golden: shapeGolden}.Run(Output{Text: tt.answer})
			assert.False(t, r.Pass, r.Reason)
			assert.Contains(t, r.Reason, tt.reason)
		})
	}
}

// A JSON answer a real model writes with other values, key order, layout, escapes or
// number forms has the golden's shape; a text case has none to keep.
func TestJSONShapePassesParaphrases(t *testing.T) {
	tests := []struct {
		name, golden, answer string
	}{
		{"reordered_pretty_escaped", shapeGolden, "\ufeff{\n  \"total\": {\"currency\": \"EUR\", \"value\": 1249.9},\n  \"items\": [{\"unit_price\": 1249.9, \"quantity\": 1, \"product\": \"Kessel aus Edelstahl\"}],\n  \"order_id\": \"DE-55102\",\n  \"name\": \"Petra M\\u00fcller\"\n}"},
		{"more_items", shapeGolden, `{"name": "Petra Müller", "order_id": "DE-55102", "items": [{"product": "Kessel", "quantity": 1, "unit_price": 1249.90}, {"product": "Dichtung", "quantity": 2, "unit_price": 0}], "total": {"value": 1249.90, "currency": "EUR"}}`},
		{"null_where_the_golden_is_null", `{"name": "A", "phone": null}`, `{"name": "A", "phone": null}`},
		{"empty_where_the_golden_is_empty", `{"name": "A", "note": ""}`, `{"name": "B", "note": " "}`},
		{"text_case", "Sehr geehrte Frau Müller,", "Sehr geehrte Frau Müller, vielen Dank."},
		{"broken_json_left_to_json_parse", shapeGolden, `{"name": "Petra Müller",`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := Check{Type: TypeJSONShape, Golden: tt.golden}.Run(Output{Text: tt.answer})
			assert.True(t, r.Pass, r.Reason)
		})
	}
}

// A short katakana value misspelt is caught; JIS's long-vowel spelling and width are
// no misspelling.
func TestJSONShapeMisspeltValues(t *testing.T) {
	tests := []struct {
		name, answer, reason string
	}{
		{"voicing_mark_lost", `{"payment": "クレジットカート", "product": "プリンタートナー"}`, "misspelt (a voicing mark"},
		{"long_vowel_lost_mid_word", `{"payment": "クレジットカド", "product": "プリンタートナー"}`, "misspelt (a long vowel lost)"},
		{"small_kana_made_big", `{"payment": "クレシツトカード", "product": "プリンタートナー"}`, "misspelt"},
		{"jis_long_vowel", `{"payment": "クレジットカード", "product": "プリンタトナー"}`, ""},
		{"full_width_form", `{"payment": "クレジットカード", "product": "ﾌﾟﾘﾝﾀｰﾄﾅｰ"}`, ""},
		{"glyph_selector", `{"payment": "ク\uDB40\uDD00レジットカード", "product": "プリンタートナー"}`, ""},
		{"another_value", `{"payment": "銀行振込", "product": "プリンタートナー"}`, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := Check{Type: TypeJSONShape, Golden: kanaGolden}.Run(Output{Text: tt.answer})
			if tt.reason == "" {
				assert.True(t, r.Pass, r.Reason)
				return
			}
			assert.False(t, r.Pass, r.Reason)
			assert.Contains(t, r.Reason, tt.reason)
		})
	}
}
