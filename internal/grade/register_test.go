package grade

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The register is checked over every sentence of an answer, however long: one
// plain-form sentence in a long keigo answer, or one du sentence in a long Sie
// answer, fails the case, and the failure quotes that sentence.
func TestRegisterOverEverySentence(t *testing.T) {
	tests := []struct {
		name, fixture, old, new string
		quoted                  string // the failing sentence as the reason quotes it
	}{
		{"one_plain_sentence_in_a_long_keigo_procedure", "ja-procedure-long-output-01",
			"接続が完了すると、本体に「OK」と表示されます。", "接続が完了すると、本体に「OK」と表示される。",
			`"接続が完了すると、本体に「OK」と表示される"`},
		{"one_plain_sentence_in_a_keigo_reply_field", "ja-support-summary-reply-01",
			"破損を確認いたしました。", "破損を確認した。", `"お送りいただいた写真で、フィルター差し込み口の破損を確認した"`},
		{"one_plain_sentence_in_a_keigo_letter", "ja-reply-invoice-01",
			"お支払い期限は2026年10月30日（金）です。", "お支払い期限は2026年10月30日（金）だ。", `"お支払い期限は2026年10月30日（金）だ"`},
		{"one_du_sentence_in_a_long_sie_procedure", "de-procedure-long-output-01",
			"Speichern Sie den Plan und aktivieren Sie ihn mit dem Schalter „Plan aktiv“.",
			"Speichere den Plan und aktiviere ihn mit dem Schalter „Plan aktiv“, dann bist du fertig.",
			`"10. Speichere den Plan und aktiviere ihn mit dem Schalter „Plan aktiv“, dann bist du fertig."`},
		{"one_du_sentence_in_a_sie_letter", "de-reply-formal-01",
			"Bei Fragen sind wir gern für Sie da.", "Bei Fragen sind wir gern für dich da.", `"Bei Fragen sind wir gern für dich da."`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel() // Judge is slow under the race detector; the cases are only read
			c := shippedCase(t, tt.fixture)
			require.Contains(t, c.Golden, tt.old)
			v := Judge(c, Answer{Text: strings.Replace(c.Golden, tt.old, tt.new, 1), FinishReason: "stop"})
			assert.True(t, v.Failed, Explain(v))
			var reasons []string
			for _, r := range v.Checks {
				if !r.Pass && (r.Type == "ja_politeness" || r.Type == "de_formal") {
					assert.Equal(t, "critical", r.Severity)
					reasons = append(reasons, r.Reason)
				}
			}
			require.Len(t, reasons, 1, "the register check fails: %s", Explain(v))
			assert.Contains(t, reasons[0], tt.quoted)
		})
	}
}
