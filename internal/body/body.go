package body

import (
	"bytes"
	"encoding/json"
	"fmt"
)

// Decode reads the top level of a JSON object body; anything else (an array, null,
// broken JSON) is an error.
func Decode(raw []byte) (map[string]json.RawMessage, error) {
	var obj map[string]json.RawMessage
	if err := json.Unmarshal(raw, &obj); err != nil {
		return nil, fmt.Errorf("not a JSON object: %w", err)
	}
	if obj == nil {
		return nil, fmt.Errorf("not a JSON object: null")
	}
	return obj, nil
}

// Put encodes each of fields with Marshal into obj, replacing what was there.
func Put(obj map[string]json.RawMessage, fields map[string]any) error {
	for k, v := range fields {
		raw, err := Marshal(v)
		if err != nil {
			return fmt.Errorf("field %s: %w", k, err)
		}
		obj[k] = raw
	}
	return nil
}

// Set is Decode, Put and Marshal: raw with fields set on its top level.
func Set(raw []byte, fields map[string]any) ([]byte, error) {
	obj, err := Decode(raw)
	if err != nil {
		return nil, err
	}
	if err := Put(obj, fields); err != nil {
		return nil, err
	}
	return Marshal(obj)
}

// Marshal is json.Marshal without HTML escaping and without the trailing newline.
func Marshal(v any) ([]byte, error) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return bytes.TrimSuffix(b.Bytes(), []byte("\n")), nil
}
