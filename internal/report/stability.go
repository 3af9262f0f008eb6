package report

import (
	"fmt"
	"strings"

	"github.com/infergate/infergate/internal/quality"
)

// hasStability reports whether a quality result carries the repeat or under-load
// mode (INFERGATE_QUALITY_REPEAT, INFERGATE_QUALITY_UNDER_LOAD).
func hasStability(q *quality.Result) bool {
	if q == nil {
		return false
	}
	if q.Load != nil {
		return true
	}
	for _, c := range q.Cases {
		if c.Repeat != nil || c.UnderLoad != nil {
			return true
		}
	}
	return false
}

// stabilityText is a case's repeat and under-load record in a few words, e.g.
// "2 of 3 passed, 2 distinct answers; under load: differs (chrF 98.7), fails price";
// "—" when it has neither.
func stabilityText(c quality.CaseResult) string {
	var parts []string
	if r := c.Repeat; r != nil {
		parts = append(parts, r.String())
	}
	if u := c.UnderLoad; u != nil {
		s := "under load: same answer"
		if u.Differs {
			s = fmt.Sprintf("under load: differs (chrF %.1f against the isolated answer)", u.ChrF)
		}
		if !u.Passed {
			s += ", fails " + strings.Join(u.FailingCritical, ", ")
		}
		parts = append(parts, s)
	}
	if len(parts) == 0 {
		return noInterval
	}
	return strings.Join(parts, "; ")
}

// stabilityClass marks a case whose repeats or answer under load failed.
func stabilityClass(c quality.CaseResult) string {
	if (c.Repeat != nil && c.Repeat.Passed < c.Repeat.Asks) || (c.UnderLoad != nil && !c.UnderLoad.Passed) {
		return "fail"
	}
	return ""
}

// stabilityNote is the line that sums up the stability modes of quality results
// (quality.Result.Stability) after label, with the cases whose answer changed under
// load; "" when the results have neither mode.
func stabilityNote(label string, q *quality.Result) string {
	if !hasStability(q) {
		return ""
	}
	line := label + q.Stability()
	if changed := q.ChangedUnderLoad(); len(changed) > 0 {
		line += "; answers that change under load: " + strings.Join(changed, ", ")
	}
	return line + "."
}
