// Package report turns results files into what an approver reads: the Markdown
// report of one run (infergate report) and the comparison of a baseline with a
// candidate (infergate compare), which leads with the answer — good requests per
// hour at peak, how long the slowest users wait, errors, quality — and then shows
// per-cell changes with confidence intervals, the plan's compare gates and every
// manifest difference. It only renders: what a run's verdict is, how a compare gate
// is judged and what changed between two runs are internal/verdict's decisions
// (verdict.TallyRun, verdict.JudgeGates, verdict.Compare), so that the gate, the
// command line and every page agree.
//
// WriteRunHTML and WriteCompareHTML (infergate report/compare --html) give the same
// report as one self-contained HTML page each, for the CI artifact an approver opens:
// inline CSS and inline SVG charts (internal/chart), no script, nothing fetched from
// anywhere, links only to anchors in the page, and print rules. Their headline is
// the Markdown's — verdict.TallyRun for a run, the Comparison's headlines and gate outcomes
// for a comparison — with its figures in data-headline attributes, so that a test
// can hold the two to each other. The charts are drawn from the records, not from
// summaries: per cell the TTFT, ITL (when the records kept the gaps) and E2EL
// distributions with the plan's thresholds as markers, baseline and candidate
// overlaid; goodput against offered load from the capacity search's probes; the
// burst timeline TestBurst stores (results.Burst); and the quality cases with chrF
// against the fixtures' floors (LoadFloors) and, when the quality results carry
// them, the repeat and under-load records (pass rate, distinct answers, answers that
// change under load). What a file lacks is said where it would be drawn. html/template escapes the text; the page's template and style
// sheet are embedded from html/.
package report
