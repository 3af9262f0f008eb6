package report

import (
	"fmt"
	"strings"

	"github.com/infergate/infergate/internal/grade"
)

// stabilityText is a case's repeat and under-load record in a few words, e.g.
// "2 of 3 passed, 2 distinct answers; under load: differs (chrF 98.7), fails price";
// "—" when it has neither.
func stabilityText(c grade.CaseResult) string {
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
func stabilityClass(c grade.CaseResult) string {
	if (c.Repeat != nil && c.Repeat.Passed < c.Repeat.Asks) || (c.UnderLoad != nil && !c.UnderLoad.Passed) {
		return "fail"
	}
	return ""
}
