package report

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/infergate/infergate/internal/results"
)

// TestTurns: the TTFT-by-turn table has a column per turn index (turns from the
// tenth on pooled), the median and count of each turn's successful requests, and
// nothing at all for a file without sessions.
func TestTurns(t *testing.T) {
	rec := func(turn int, ttft float64, class string) results.Record {
		return results.Record{ID: "r", Class: class, TTFT: ttft, Turn: turn, Session: "s"}
	}
	for _, tt := range []struct {
		name  string
		cells []results.Cell
		want  []string
		facts map[string]string
	}{
		{name: "no-sessions", cells: []results.Cell{{Name: "a/b/c", Records: []results.Record{{ID: "r", Class: "ok", TTFT: 0.1}}}}},
		{name: "sessions", cells: []results.Cell{
			{Name: "chat/fresh/open", Records: []results.Record{rec(1, 0.03, "ok"), rec(2, 0.01, "ok"), rec(1, 0.05, "ok"), rec(2, 0.03, "ok"), rec(3, 9, "http_error")}},
			{Name: "agent/fresh/open", Records: []results.Record{rec(1, 0.02, "ok"), rec(12, 0.2, "ok"), rec(10, 0.1, "ok")}},
		}, want: []string{
			"### TTFT by turn", "| cell ", "turn 1", "turn 10+",
			"| chat/fresh/open  | 40ms (n=2) | 20ms (n=2) |", "150ms (n=2) |",
		}, facts: map[string]string{"chat/fresh/open": "turn 1 40ms · turn 2 20ms", "agent/fresh/open": "turn 1 20ms · turn 10+ 150ms"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			w := &runWriter{r: &results.Run{Cells: tt.cells}}
			w.turns()
			got := w.b.String()
			if len(tt.want) == 0 {
				assert.Empty(t, got)
			}
			for _, s := range tt.want {
				assert.Contains(t, got, s)
			}
			for i := range tt.cells {
				assert.Equal(t, tt.facts[tt.cells[i].Name], turnsText(&tt.cells[i]))
			}
			assert.False(t, strings.Contains(got, "9s"), "failed turns are left out")
		})
	}
}
