package reply_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/infergate/infergate/internal/sim/reply"
)

func TestUnsteady(t *testing.T) {
	table := reply.NewTable(nil)
	table.Add("amounts", "合計は12,800円、送料は1,100円です。")
	table.Add("prose", "Vielen Dank. Wir melden uns morgen.")
	tests := []struct {
		name       string
		rate       float64
		key        string
		concurrent int
		changed    bool
	}{
		{"alone_never_changes", 1, "amounts", 0, false},
		{"rate_zero_never_changes", 0, "amounts", 3, false},
		{"concurrent_changes_a_number", 1, "amounts", 3, true},
		{"without_numbers_drops_the_last_sentence", 1, "prose", 1, true},
		{"open_answers_stay_open", 1, "unknown", 5, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			u := reply.Unsteady{Inner: table, Rate: tc.rate}
			for serial := range uint64(20) {
				q := reply.Query{Prompt: tc.key, Serial: serial, Concurrent: tc.concurrent}
				want, got := table.Reply(q), u.Reply(q)
				assert.Equal(t, want.Open, got.Open)
				assert.Equal(t, tc.changed, want.Text != got.Text, "serial %d: %q", serial, got.Text)
			}
		})
	}
	// A number drifts, not the text around it; which one depends on the request.
	u := reply.Unsteady{Inner: table, Rate: 1}
	seen := map[string]bool{}
	for serial := range uint64(40) {
		got := u.Reply(reply.Query{Prompt: "amounts", Serial: serial, Concurrent: 1}).Text
		assert.Contains(t, []string{"合計は13,800円、送料は1,100円です。", "合計は12,800円、送料は1,200円です。"}, got)
		seen[got] = true
	}
	assert.Len(t, seen, 2, "different requests change different numbers")
	assert.Equal(t, "Vielen Dank.", u.Reply(reply.Query{Prompt: "prose", Serial: 1, Concurrent: 1}).Text)
}

// A fraction of the concurrent requests changes: about Rate of them.
func TestUnsteadyRate(t *testing.T) {
	table := reply.NewTable(nil)
	table.Add("q", "Bestellung AP-73015 über 1.249,90 €.")
	u := reply.Unsteady{Inner: table, Rate: 0.2}
	changed := 0
	const n = 2000
	for serial := range uint64(n) {
		if u.Reply(reply.Query{Prompt: "q", Serial: serial, Concurrent: 2}).Text != "Bestellung AP-73015 über 1.249,90 €." {
			changed++
		}
	}
	assert.InDelta(t, 0.2, float64(changed)/n, 0.04)
}
