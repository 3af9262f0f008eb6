package junit

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"
)

// goEvent is one line of go test -json (cmd/test2json) output.
type goEvent struct {
	Action  string
	Package string
	Test    string
	Output  string
	Elapsed float64
}

// goTest is what the log says about one test or one package (Test "").
type goTest struct {
	pkg, name string
	action    string // the final action: pass, fail or skip; "" if it never ended
	elapsed   float64
	output    []string
}

// maxOutput is how many of a test's last output lines an unrecorded testcase keeps.
const maxOutput = 40

// AddGoTest reads the go test -json log of the same run (gotestsum's --jsonfile) and
// adds what the results file cannot say. A testcase of a test that the log ends (the
// cells, TestCapacity/<workload>, TestBurst) gets that test's wall time. A test that
// ran but has no testcase — it failed, or was skipped, before it recorded a result,
// like a cell whose run stopped with an error — becomes one: an <error> of type
// "unrecorded" (or a <skipped>, or a pass) with the test's last output, so that it
// does not vanish from the report. Parent tests stay out. When the log says a package
// failed and no testcase shows it, an <error> testcase for the package says so.
//
// Lines that are not JSON (a build failure's output) are skipped; a log without a
// single event is an error.
func (d *Testsuites) AddGoTest(r io.Reader) error {
	if len(d.Suites) == 0 {
		d.Suites = append(d.Suites, Testsuite{Name: "infergate"})
	}
	s := &d.Suites[0]
	tests, pkgs, err := readGoTest(r)
	if err != nil {
		return err
	}
	index := map[[2]string]int{}
	for i, c := range s.Cases {
		index[[2]string{c.Classname, c.Name}] = i
	}
	parent := map[string]bool{}
	for _, t := range tests {
		for i := range len(t.name) {
			if t.name[i] == '/' {
				parent[t.pkg+"\x00"+t.name[:i]] = true
			}
		}
	}
	for _, t := range tests {
		if parent[t.pkg+"\x00"+t.name] {
			continue
		}
		key := goCaseKey(t.name)
		if i, ok := index[key]; ok {
			if t.action != "" && t.elapsed > 0 {
				s.Cases[i].Time = Seconds(t.elapsed)
			}
			continue
		}
		tc := Testcase{Classname: key[0], Name: key[1], Time: Seconds(t.elapsed)}
		out := strings.Join(t.output, "\n")
		last := lastLine(t.output)
		switch t.action {
		case "fail":
			tc.Error = &Result{Type: TypeUnrecorded, Text: out,
				Message: fmt.Sprintf("go test: %s failed before its result reached the results file: %s", t.name, orText(last, "no output"))}
		case "skip":
			tc.Skipped = &Result{Type: TypeNotJudged, Text: out, Message: fmt.Sprintf("go test skipped %s: %s", t.name, orText(last, "no output"))}
		case "pass":
			tc.SystemOut = Text(fmt.Sprintf("go test passed %s; the results file has no record of it\n%s", t.name, out))
		default:
			tc.Error = &Result{Type: TypeUnrecorded, Text: out,
				Message: fmt.Sprintf("go test: %s never finished (the test binary stopped: a timeout or a panic?): %s", t.name, orText(last, "no output"))}
		}
		index[key] = len(s.Cases)
		s.Cases = append(s.Cases, tc)
	}
	d.count()
	for _, p := range pkgs {
		if p.action == "pass" || p.action == "skip" || s.Failures+s.Errors > 0 {
			continue
		}
		s.Cases = append(s.Cases, Testcase{Classname: "go-test", Name: p.pkg, Time: Seconds(p.elapsed),
			Error: &Result{Type: TypeUnrecorded, Text: strings.Join(p.output, "\n"),
				Message: fmt.Sprintf("go test: package %s failed (%s) although no recorded test did: %s",
					p.pkg, orText(p.action, "never finished"), orText(lastLine(p.output), "no output"))}})
		d.count()
	}
	return nil
}

// readGoTest collects the log's tests and packages in the order they first appear.
func readGoTest(r io.Reader) (tests, pkgs []*goTest, err error) {
	byKey := map[[2]string]*goTest{}
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 64*1024), 16*1024*1024)
	events := 0
	for sc.Scan() {
		line := sc.Bytes()
		if len(line) == 0 || line[0] != '{' {
			continue
		}
		var e goEvent
		if json.Unmarshal(line, &e) != nil || e.Action == "" {
			continue
		}
		events++
		k := [2]string{e.Package, e.Test}
		t := byKey[k]
		if t == nil {
			t = &goTest{pkg: e.Package, name: e.Test}
			byKey[k] = t
			if e.Test == "" {
				pkgs = append(pkgs, t)
			} else {
				tests = append(tests, t)
			}
		}
		switch e.Action {
		case "pass", "fail", "skip":
			t.action, t.elapsed = e.Action, e.Elapsed
		case "output":
			if l := strings.TrimRight(e.Output, "\n"); keepOutput(l) {
				t.output = append(t.output, strings.TrimSpace(l))
				if len(t.output) > maxOutput {
					t.output = t.output[1:]
				}
			}
		}
	}
	if err := sc.Err(); err != nil {
		return nil, nil, fmt.Errorf("go test log: %w", err)
	}
	if events == 0 {
		return nil, nil, errors.New("go test log: no go test -json events in it")
	}
	return tests, pkgs, nil
}

// keepOutput drops go test's framing lines (=== RUN, --- FAIL: …) and blank lines.
func keepOutput(l string) bool {
	t := strings.TrimSpace(l)
	return t != "" && !strings.HasPrefix(t, "=== ") && !strings.HasPrefix(t, "--- ") &&
		t != "PASS" && t != "FAIL" && !strings.HasPrefix(t, "ok  \t") && !strings.HasPrefix(t, "FAIL\t")
}

func lastLine(lines []string) string {
	if len(lines) == 0 {
		return ""
	}
	return lines[len(lines)-1]
}

// goCaseKey is the testcase (classname, name) a go test's result belongs to:
// TestMatrix/<cell> → (matrix, cell), TestCapacity/<workload> → (capacity, workload),
// any other → (its class, its name), as Build names them.
func goCaseKey(test string) [2]string {
	if cell, ok := strings.CutPrefix(test, matrixTest+"/"); ok {
		return [2]string{classMatrix, cell}
	}
	if w, ok := strings.CutPrefix(test, capacityTest+"/"); ok {
		return [2]string{classCapacity, w}
	}
	return [2]string{classOf(test), test}
}
