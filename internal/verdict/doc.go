// Package verdict decides what results files say, for everything that reads them:
// the run's verdict and its tally (TallyRun, Summarize), the plan's compare gates on
// a baseline and a candidate cell (JudgeGates), and the comparison of two runs
// (Compare) — per-cell changes with their intervals, the headline of good requests
// per hour at peak and the slowest users' wait, the deployment factors that changed,
// and quality against the baseline.
//
// The gate judges its compare gates with JudgeGates on the cell it has just recorded,
// read back as the results file stores it, and `infergate compare` calls the same
// function on the two files, so the test run and the command agree. Two runs of one
// plan with the same seeds send the same requests on the same schedule; their cells
// are then paired (PairedRuns, PairedCell) and every interval pairs request k of a
// trial in one run with request k of that trial in the other, on the positions both
// runs sent (a run that ran on past its plan holds more of the schedule than one
// decided sooner). Rendering what this package decides — Markdown, HTML, JUnit — is
// internal/report's and internal/junit's.
package verdict
