package report

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/infergate/infergate/internal/results"
	"github.com/infergate/infergate/internal/stats"
)

// turnsNote explains the TTFT-by-turn table.
const turnsNote = "Session workloads only: each turn re-sends the conversation so far, so from turn 2 on most of its " +
	"prompt is history the prefix cache should serve. Median TTFT of the turns that ended ok, by turn index, in " +
	"simulated time (n: how many). A TTFT that climbs with the turn index is a history being prefilled again."

// maxTurnColumns bounds the table's width; later turns are pooled into the last column.
const maxTurnColumns = 10

// turnTTFT is one cell's TTFT samples by turn index (index 0 holds turn 1); the
// last entry pools every turn from maxTurnColumns on.
func turnTTFT(c *results.Cell) [][]float64 {
	var by [][]float64
	for _, r := range c.Records {
		if r.Turn < 1 || r.Class != "ok" {
			continue
		}
		k := min(r.Turn, maxTurnColumns) - 1
		for len(by) <= k {
			by = append(by, nil)
		}
		by[k] = append(by[k], r.TTFT)
	}
	return by
}

// turns writes the p50 TTFT by turn index of every cell whose records carry turns.
func (w *runWriter) turns() {
	type row struct {
		name string
		by   [][]float64
	}
	var rows []row
	width := 0
	for i := range w.r.Cells {
		c := &w.r.Cells[i]
		if by := turnTTFT(c); len(by) > 0 {
			rows = append(rows, row{c.Name, by})
			width = max(width, len(by))
		}
	}
	if len(rows) == 0 {
		return
	}
	head := []string{"cell"}
	for k := range width {
		h := "turn " + strconv.Itoa(k+1)
		if k == maxTurnColumns-1 {
			h += "+"
		}
		head = append(head, h)
	}
	t := newTable(head...)
	cols := make([]int, width)
	for k := range cols {
		cols[k] = k + 1
	}
	t.alignRight(cols...)
	for _, r := range rows {
		cells := []string{r.name}
		for k := range width {
			cells = append(cells, turnCell(r.by, k))
		}
		t.row(cells...)
	}
	w.printf("### TTFT by turn\n\n")
	w.b.WriteString(t.String())
	w.printf("\n%s\n\n", turnsNote)
}

// turnCell is the median of turn k's samples with their count, or "" when the cell
// had no such turn.
func turnCell(by [][]float64, k int) string {
	if k >= len(by) || len(by[k]) == 0 {
		return ""
	}
	v, err := stats.Quantile(by[k], .5)
	if err != nil {
		return "n/a"
	}
	return fmt.Sprintf("%s (n=%d)", fmtDuration(v), len(by[k]))
}

// turnsText is a cell's median TTFT by turn on one line for the HTML report's
// facts: "turn 1 28ms · turn 2 19ms · …"; "" for a cell without sessions.
func turnsText(c *results.Cell) string {
	by := turnTTFT(c)
	if len(by) == 0 {
		return ""
	}
	parts := make([]string, 0, len(by))
	for k := range by {
		if s := turnCell(by, k); s != "" {
			label := "turn " + strconv.Itoa(k+1)
			if k == maxTurnColumns-1 {
				label += "+"
			}
			parts = append(parts, label+" "+strings.SplitN(s, " ", 2)[0])
		}
	}
	return strings.Join(slices.Clip(parts), " · ")
}
