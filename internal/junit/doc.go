// Package junit owns the gate's JUnit report, results/junit.xml: the file CI systems
// and approvers read to see what a run of the acceptance gate judged. It is made from
// the results file (package results), not from the go test log, and Build states every
// rule of it:
//
//   - One <testsuite> per run, named after the plan, whose <properties> say what was
//     measured: the plan file and its SHA-256, the scale, the seeds, the tool's
//     version, the target and the declared deployment (none of which holds a secret).
//   - One <testcase> per capacity result (classname "capacity", name the workload, with
//     its TestCapacity record), per matrix cell (classname "matrix", name
//     workload/prefix/load) and per other test of the run (TestBurst: classname
//     "burst"), in that order and otherwise in the file's. Parent tests (TestMatrix,
//     TestMatrix/short-chat) are not testcases: they judge nothing.
//   - Every testcase carries its figures, passed or not, in <system-out>: each check's
//     verdict line with its measured value, interval, sample count and where the plan
//     set it, then the cell's summary figures (or the capacity search's bracket and
//     steps, or the test's messages).
//   - A cell with a FAIL verdict, or an INCONCLUSIVE one the plan does not skip (which
//     fails the go test too), gets <failure> whose message names every failing check
//     with its measured value. A cell that failed nothing but holds checks the plan's
//     skip list left unjudged gets <skipped> naming them and their reasons, and so does
//     a cell without checks or marked invalid: an approver must see that it was not
//     fully judged. A capacity search that missed its precision is <skipped> when the
//     run skipped that reason, a <failure> otherwise; a capacity taken from the
//     baseline, not measured in this run, is <skipped>. A status this package does not
//     know is never a pass.
//   - A testcase's time is its wall time from the go test log when AddGoTest has it,
//     else a cell's measured span in wall seconds (its simulated span over the target's
//     time scale, warm-up excluded), else 0. The output is deterministic.
//
// Why not gotestsum's conversion of the go test log: its JUnit has one empty green
// testcase per go test, parents included; figures appear only when a test fails (and
// then as a raw log); a check that was inconclusive but skipped reads as a pass; and a
// failing cell's message is just "Failed". The results file holds the verdicts
// themselves, so the JUnit can state them. The go test log (go test -json) is still
// useful beside it: AddGoTest takes the tests' wall times from it and adds a testcase
// for any test that failed before its result reached the results file, so a cell that
// errored out does not vanish from the report.
//
// The output is valid under the Jenkins xUnit plugin's junit-10.xsd (the common JUnit
// schema; testdata/junit-10.xsd). That schema, like Surefire's, has no <properties>
// inside a <testcase>, which is why a testcase's figures are in its <system-out>.
package junit
