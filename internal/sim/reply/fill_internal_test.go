package reply

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/infergate/infergate/internal/sim/token"
)

// TestProseCountsAdd checks what Fill's precomputed counts rely on: joining two sentences
// costs exactly the tokens of each, so Fill's running total equals token.Count of its text.
func TestProseCountsAdd(t *testing.T) {
	for lang, p := range proseByLang {
		t.Run(lang, func(t *testing.T) {
			for i, a := range p.sentences {
				for j, b := range p.sentences {
					assert.Equalf(t, p.first[i]+p.later[j], token.Count(a+p.sep+b), "%q + %q", a, b)
				}
			}
		})
	}
}

func TestProseSentences(t *testing.T) {
	tests := []struct {
		name    string
		lang    string
		markers []string // each sentence has one
	}{
		{"japanese_polite", "ja", []string{"です", "ます"}},
		{"german_formal", "de", []string{"Sie"}},
		{"english", "en", []string{""}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := proseByLang[tc.lang]
			assert.GreaterOrEqual(t, len(p.sentences), 20)
			seen := map[string]bool{}
			for _, s := range p.sentences {
				assert.Falsef(t, seen[s], "duplicate %q", s)
				seen[s] = true
				assert.Equal(t, s, strings.TrimSpace(s))
				assert.Truef(t, strings.ContainsAny(s[len(s)-3:], ".。"), "%q ends a sentence", s)
				ok := false
				for _, m := range tc.markers {
					ok = ok || strings.Contains(s, m)
				}
				assert.Truef(t, ok, "%q lacks %q", s, tc.markers)
				assert.Lessf(t, token.Count(s), 60, "%q is too long for Fill's overshoot bound", s)
			}
		})
	}
}
