package results

import "strings"

// Status is what a stored verdict or test status (Verdict.Status, Test.Status) means.
// Report, JUnit and verdict block read statuses through ParseStatus, so that they
// agree on every spelling and none passes what it cannot read.
type Status int

// The statuses of a results file.
const (
	// StatusPass: judged on the data and met.
	StatusPass Status = iota
	// StatusFail: judged and violated (or a test that failed).
	StatusFail
	// StatusInconclusive: not judged, for a reason the plan does not skip: it fails
	// the go test as FAIL does.
	StatusInconclusive
	// StatusSkipped: not judged, for a reason the plan skips.
	StatusSkipped
	// StatusUnknown: a status the gate never writes; it never passes.
	StatusUnknown
)

// ParseStatus reads a stored status. The gate writes PASS, FAIL, INCONCLUSIVE and
// SKIPPED for verdicts and PASS, FAIL and SKIP for tests; case and both spellings of
// skip are accepted.
func ParseStatus(s string) Status {
	switch strings.ToUpper(strings.TrimSpace(s)) {
	case "PASS":
		return StatusPass
	case "FAIL":
		return StatusFail
	case "INCONCLUSIVE":
		return StatusInconclusive
	case "SKIP", "SKIPPED":
		return StatusSkipped
	}
	return StatusUnknown
}
