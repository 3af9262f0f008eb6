package body

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestSet(t *testing.T) {
	tests := []struct {
		name, in string
		fields   map[string]any
		want     string // JSON, compared semantically
		wantErr  string
	}{
		{name: "adds and replaces", in: `{"model":"m","temperature":0.7}`, fields: map[string]any{"temperature": 0, "seed": 7},
			want: `{"model":"m","temperature":0,"seed":7}`},
		{name: "keeps html", in: `{"prompt":"a < b & c"}`, fields: nil, want: `{"prompt":"a < b & c"}`},
		{name: "array", in: `[1]`, wantErr: "not a JSON object"},
		{name: "null", in: `null`, wantErr: "not a JSON object: null"},
		{name: "unencodable field", in: `{}`, fields: map[string]any{"f": make(chan int)}, wantErr: "field f:"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := Set([]byte(tt.in), tt.fields)
			if tt.wantErr != "" {
				require.ErrorContains(t, err, tt.wantErr)
				return
			}
			require.NoError(t, err)
			assert.JSONEq(t, tt.want, string(got))
			assert.NotContains(t, string(got), `\u003c`, "no HTML escaping")
		})
	}
}
