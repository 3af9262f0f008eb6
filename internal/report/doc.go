// Package report turns results files into what an approver reads: the Markdown
// report of one run (infergate report) and the comparison of a baseline with a
// candidate (infergate compare), which leads with the answer — good requests per
// hour at peak, how long the slowest users wait, errors, quality — and then shows
// per-cell changes with confidence intervals, the plan's compare gates and every
// manifest difference. The acceptance gate judges its compare gates with the same
// code (JudgeGates), so the command and the test run agree.
package report
