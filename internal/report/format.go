package report

import (
	"math"
	"strings"
	"unicode/utf8"

	"github.com/infergate/infergate/internal/threshold"
	"github.com/infergate/infergate/internal/words"
)

// The formatting helpers below are shared by the report of one run and the comparison
// of two. They write figures as the gate's own verdict messages do (internal/threshold
// uses the same three-significant-digit rules), so a number in a table reads exactly
// like the same number in a verdict quoted next to it. Every helper writes notAvail for
// a figure that is NaN or infinite: results files store a figure that could not be
// computed as null, which reads back as NaN, and a report must say so rather than print
// "NaN" or a zero.

// notAvail stands for a figure the results file does not hold or could not compute.
const notAvail = "n/a"

// noInterval stands for a confidence interval the sample cannot give (too few samples
// for the order-statistic ranks).
const noInterval = "—"

// finite reports whether v is an ordinary number (not NaN, not ±Inf).
func finite(v float64) bool { return !math.IsNaN(v) && !math.IsInf(v, 0) }

// sig3 writes v with three significant digits in plain notation, without trailing
// zeros: 1.8349 → "1.83", 1834.9 → "1830", 0.00278 → "0.00278", 2 → "2"; notAvail for
// a non-finite v.
func sig3(v float64) string {
	if !finite(v) {
		return notAvail
	}
	return threshold.Sig3(v)
}

// fmtDuration writes seconds with three significant digits in µs, ms or s, choosing
// the unit after rounding so that 0.9996 s reads "1s", not "1000ms": 0.000412 →
// "412µs", 0.0456 → "45.6ms", 1.2345 → "1.23s", 0 → "0s".
func fmtDuration(sec float64) string {
	if !finite(sec) {
		return notAvail
	}
	return threshold.FormatSeconds(sec)
}

// fmtPercent writes a ratio (0.133 for 13.3 %) as a percentage with three significant
// digits: 1 → "100%", 0.0042 → "0.42%", 0 → "0%".
func fmtPercent(ratio float64) string {
	if !finite(ratio) {
		return notAvail
	}
	return sig3(ratio*100) + "%"
}

// fmtChange writes a relative change (cand/base − 1) as a signed percentage with three
// significant digits: 0.106 → "+10.6%", -0.00546 → "-0.546%", 0 → "+0%".
func fmtChange(rel float64) string {
	if !finite(rel) {
		return notAvail
	}
	s := sig3(rel * 100)
	if !strings.HasPrefix(s, "-") {
		s = "+" + s
	}
	return s + "%"
}

// fmtRate writes a request rate given per second with three significant digits:
// 5.196 → "5.2 req/s", 24.3 → "24.3 req/s".
func fmtRate(perSec float64) string {
	if !finite(perSec) {
		return notAvail
	}
	return sig3(perSec) + " req/s"
}

// fmtPerHour writes a request rate given per second as whole requests per hour with
// thousands separators, 5.196 → "18,706 req/h": an hourly figure is what capacity
// planning multiplies, and rounding it to three digits would hide real differences.
func fmtPerHour(perSec float64) string {
	if !finite(perSec) {
		return notAvail
	}
	return fmtThousands(math.Round(perSec*3600)) + " req/h"
}

// fmtThousands writes v rounded to a whole number with ',' between groups of three
// digits: 97200 → "97,200", -1234.6 → "-1,235".
func fmtThousands(v float64) string {
	if !finite(v) {
		return notAvail
	}
	return words.Thousands(int(math.Round(v)))
}

// fmtCount writes a count held as a float (a Stat's Value for preemptions, say) as a
// whole number, or with three significant digits when it is not whole (a mean over
// trials).
func fmtCount(v float64) string {
	if !finite(v) {
		return notAvail
	}
	if v == math.Trunc(v) && math.Abs(v) < 1e15 {
		return fmtThousands(v)
	}
	return sig3(v)
}

// fmtLevel writes a confidence level as a percentage: 0.9 → "90%", 0.95 → "95%".
func fmtLevel(level float64) string { return sig3(level*100) + "%" }

// fmtCI writes a confidence interval with its level, each bound through f:
// "[90% CI 1.1s–1.4s]". A missing (NaN) bound is named, as the verdict messages do:
// "[90% CI from 17.8ms, no upper bound]"; with neither bound it is "[90% CI —]".
func fmtCI(lo, hi, level float64, f func(float64) string) string {
	return "[" + fmtLevel(level) + " CI " + ciBounds(lo, hi, f) + "]"
}

// fmtRange writes an interval without its level, for tables whose header states it:
// "[1.1s–1.4s]", or "[—]" when either bound is missing, because a one-sided interval
// in a narrow cell reads as if it were two-sided.
func fmtRange(lo, hi float64, f func(float64) string) string {
	if !finite(lo) || !finite(hi) {
		return "[" + noInterval + "]"
	}
	return "[" + f(lo) + "–" + f(hi) + "]"
}

// ciBounds is the inside of fmtCI's brackets.
func ciBounds(lo, hi float64, f func(float64) string) string {
	switch {
	case finite(lo) && finite(hi):
		return f(lo) + "–" + f(hi)
	case finite(lo):
		return "from " + f(lo) + ", no upper bound"
	case finite(hi):
		return "up to " + f(hi) + ", no lower bound"
	}
	return noInterval
}

// shortHash shortens a hex digest to its first 12 characters, enough to tell files
// apart at a glance; the full digest stays in the results file.
func shortHash(h string) string {
	if len(h) > 12 {
		return h[:12]
	}
	return h
}

// orNA returns s, or notAvail when s is empty.
func orNA(s string) string {
	if s == "" {
		return notAvail
	}
	return s
}

// table is a Markdown (GitHub-flavoured) table. Cells are escaped ('|' → `\|`, line
// breaks → spaces) so that text from a results file (a verdict message, an error) can
// never break the table's columns, and columns are padded to a common width so that
// the Markdown also reads well as plain text in a terminal.
type table struct {
	header []string
	right  []bool
	rows   [][]string
}

// newTable starts a table with the given column headers.
func newTable(header ...string) *table {
	return &table{header: header, right: make([]bool, len(header))}
}

// alignRight right-aligns the given columns (0-based), for figures.
func (t *table) alignRight(cols ...int) *table {
	for _, c := range cols {
		if c >= 0 && c < len(t.right) {
			t.right[c] = true
		}
	}
	return t
}

// row adds a row; missing cells are left empty and extra cells are dropped, so that a
// row can never shift the columns of the rows after it.
func (t *table) row(cells ...string) {
	r := make([]string, len(t.header))
	copy(r, cells)
	t.rows = append(t.rows, r)
}

// len is the number of rows (header excluded).
func (t *table) len() int { return len(t.rows) }

// escapeCell makes s safe inside a table cell.
func escapeCell(s string) string {
	s = strings.NewReplacer("\r\n", " ", "\n", " ", "\r", " ").Replace(s)
	return strings.ReplaceAll(s, "|", `\|`)
}

// String renders the table, one line per row and a final newline.
func (t *table) String() string {
	cols := len(t.header)
	cells := make([][]string, 0, len(t.rows)+1)
	for _, r := range append([][]string{t.header}, t.rows...) {
		e := make([]string, cols)
		for i := range cols {
			e[i] = escapeCell(r[i])
		}
		cells = append(cells, e)
	}
	width := make([]int, cols)
	for i := range width {
		width[i] = 3 // the delimiter row needs at least "---"
	}
	for _, r := range cells {
		for i, c := range r {
			width[i] = max(width[i], utf8.RuneCountInString(c))
		}
	}
	var b strings.Builder
	line := func(r []string) {
		b.WriteByte('|')
		for i, c := range r {
			pad := strings.Repeat(" ", width[i]-utf8.RuneCountInString(c))
			b.WriteByte(' ')
			if t.right[i] {
				b.WriteString(pad + c)
			} else {
				b.WriteString(c + pad)
			}
			b.WriteString(" |")
		}
		b.WriteByte('\n')
	}
	line(cells[0])
	b.WriteByte('|')
	for i := range cols {
		if t.right[i] {
			b.WriteString(" " + strings.Repeat("-", width[i]-1) + ": |")
		} else {
			b.WriteString(" " + strings.Repeat("-", width[i]) + " |")
		}
	}
	b.WriteByte('\n')
	for _, r := range cells[1:] {
		line(r)
	}
	return b.String()
}
