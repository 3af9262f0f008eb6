// Package grade runs the quality gate's cases: it loads the Japanese and German
// fixtures, asks the target each pinned request, and grades the answers with the
// score package's checks and chrF against the human-approved goldens. It also owns
// the stability modes — asking a case repeatedly (AskRepeats) and under a background
// load of the same target (StartLoad, Target.AskUnderLoad) — what the results file
// records of them, and the paired comparison of two quality results (Compare). The
// test package quality/ (go test ./quality) only wires the verdicts into go test.
package grade
