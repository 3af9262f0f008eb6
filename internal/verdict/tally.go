package verdict

import "github.com/infergate/infergate/internal/results"

// The verdicts of a run, as WriteRun and Tally name them.
const (
	VerdictPass         = "PASS"
	VerdictFail         = "FAIL"
	VerdictInconclusive = "INCONCLUSIVE"
)

// Tally counts a run's check verdicts and tests and gives the run's verdict, the way
// the gate decides whether go test ./acceptance passes: a FAIL check or test fails
// the run; an INCONCLUSIVE check fails it too unless its reason is one the plan skips
// (the file then stores it as SKIPPED, counted apart and not failing); an invalid
// cell, or a file in which nothing passed or failed at all, cannot pass.
type Tally struct {
	// Verdict is VerdictPass, VerdictFail or VerdictInconclusive. INCONCLUSIVE fails
	// the gate just as FAIL does; it says that the data could not decide.
	Verdict string
	// Passed, Failed, Inconclusive and Skipped count the cells' verdicts by status;
	// they add up to the number of verdicts in the file. A status the report does not
	// know counts as Inconclusive, so that nothing passes unnoticed.
	Passed, Failed, Inconclusive, Skipped int
	// TestsPassed, TestsFailed and TestsSkipped count Run.Tests by status;
	// TestsUnknown counts tests with any other status, which cannot pass either.
	TestsPassed, TestsFailed, TestsSkipped, TestsUnknown int
	// FailedCells, InconclusiveCells and InvalidCells name the cells with a FAIL
	// verdict, with an INCONCLUSIVE (not skipped) verdict, and marked invalid, in file
	// order; FailedTests and UnknownTests name the tests.
	FailedCells, InconclusiveCells, InvalidCells []string
	FailedTests, UnknownTests                    []string
}

// StatusOf classifies a stored verdict status (results.ParseStatus); a status the
// gate never writes counts as inconclusive: a report must not pass what it cannot read.
func StatusOf(status string) results.Status {
	if st := results.ParseStatus(status); st != results.StatusUnknown {
		return st
	}
	return results.StatusInconclusive
}

// TallyRun counts r's verdicts and tests and decides the run's verdict (see Tally).
func TallyRun(r *results.Run) Tally {
	var t Tally
	for i := range r.Cells {
		c := &r.Cells[i]
		failed, inconclusive := false, false
		for _, v := range c.Verdicts {
			switch StatusOf(v.Status) {
			case results.StatusPass:
				t.Passed++
			case results.StatusFail:
				t.Failed++
				failed = true
			case results.StatusSkipped:
				t.Skipped++
			default:
				t.Inconclusive++
				inconclusive = true
			}
		}
		if failed {
			t.FailedCells = append(t.FailedCells, c.Name)
		}
		if inconclusive {
			t.InconclusiveCells = append(t.InconclusiveCells, c.Name)
		}
		if c.Invalid != "" {
			t.InvalidCells = append(t.InvalidCells, c.Name)
		}
	}
	for _, ts := range r.Tests {
		switch StatusOf(ts.Status) {
		case results.StatusPass:
			t.TestsPassed++
		case results.StatusFail:
			t.TestsFailed++
			t.FailedTests = append(t.FailedTests, ts.Name)
		case results.StatusSkipped:
			t.TestsSkipped++
		default:
			t.TestsUnknown++
			t.UnknownTests = append(t.UnknownTests, ts.Name)
		}
	}
	switch {
	case t.Failed > 0 || t.TestsFailed > 0:
		t.Verdict = VerdictFail
	case t.Inconclusive > 0 || len(t.InvalidCells) > 0 || t.TestsUnknown > 0 || t.NothingJudged():
		t.Verdict = VerdictInconclusive
	default:
		t.Verdict = VerdictPass
	}
	return t
}

// NothingJudged reports whether no check and no test passed or failed: a file of only
// skipped checks (or none) proves nothing and must not read as a pass.
func (t Tally) NothingJudged() bool {
	return t.Passed+t.Failed+t.TestsPassed+t.TestsFailed == 0
}

// Checks is the number of verdicts counted.
func (t Tally) Checks() int { return t.Passed + t.Failed + t.Inconclusive + t.Skipped }
