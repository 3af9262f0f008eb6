package junit_test

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"math"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/infergate/infergate/internal/junit"
	"github.com/infergate/infergate/internal/results"
)

// The tests read the XML back into these types of their own, not the package's, so
// that a wrong tag in the package cannot cancel out.
type xSuites struct {
	XMLName  xml.Name `xml:"testsuites"`
	Tests    int      `xml:"tests,attr"`
	Failures int      `xml:"failures,attr"`
	Errors   int      `xml:"errors,attr"`
	Time     string   `xml:"time,attr"`
	Suites   []xSuite `xml:"testsuite"`
}

type xSuite struct {
	Name     string  `xml:"name,attr"`
	Tests    int     `xml:"tests,attr"`
	Failures int     `xml:"failures,attr"`
	Errors   int     `xml:"errors,attr"`
	Skipped  int     `xml:"skipped,attr"`
	Time     string  `xml:"time,attr"`
	Props    []xProp `xml:"properties>property"`
	Cases    []xCase `xml:"testcase"`
}

type xProp struct {
	Name  string `xml:"name,attr"`
	Value string `xml:"value,attr"`
}

type xCase struct {
	Classname string    `xml:"classname,attr"`
	Name      string    `xml:"name,attr"`
	Time      string    `xml:"time,attr"`
	Props     *struct{} `xml:"properties"`
	Failure   *xResult  `xml:"failure"`
	Skipped   *xResult  `xml:"skipped"`
	Error     *xResult  `xml:"error"`
	SystemOut string    `xml:"system-out"`
}

type xResult struct {
	Message string `xml:"message,attr"`
	Type    string `xml:"type,attr"`
	Text    string `xml:",chardata"`
}

// kind is what a testcase says: pass, failure, skipped or error.
func (c xCase) kind() string {
	switch {
	case c.Failure != nil:
		return "failure"
	case c.Skipped != nil:
		return "skipped"
	case c.Error != nil:
		return "error"
	}
	return "pass"
}

func (c xCase) result() *xResult {
	switch {
	case c.Failure != nil:
		return c.Failure
	case c.Skipped != nil:
		return c.Skipped
	}
	return c.Error
}

func encode(t *testing.T, d *junit.Testsuites) []byte {
	t.Helper()
	var buf bytes.Buffer
	require.NoError(t, d.Encode(&buf))
	return buf.Bytes()
}

func parse(t *testing.T, b []byte) xSuites {
	t.Helper()
	var doc xSuites
	require.NoError(t, xml.Unmarshal(b, &doc), "%s", b)
	require.Len(t, doc.Suites, 1)
	return doc
}

func find(t *testing.T, s xSuite, classname, name string) xCase {
	t.Helper()
	var found []xCase
	for _, c := range s.Cases {
		if c.Classname == classname && c.Name == name {
			found = append(found, c)
		}
	}
	require.Len(t, found, 1, "testcase %s %s", classname, name)
	return found[0]
}

const pos = "thresholds/default.yaml:31"

// v is a verdict as the gate records it: its message is "metric expr: STATUS — detail",
// with INCONCLUSIVE for a skipped one.
func v(metric, expr, status, reason string, value, lo, hi float64, n int, detail string) results.Verdict {
	shown := status
	if status == "SKIPPED" {
		shown = "INCONCLUSIVE"
	}
	return results.Verdict{Metric: metric, Expr: expr, Status: status, Reason: reason, Pos: pos,
		Message: fmt.Sprintf("%s %s: %s — %s", metric, expr, shown, detail), Value: value, Lo: lo, Hi: hi, N: n}
}

var nan = math.NaN()

func cell(name string, vs ...results.Verdict) results.Cell {
	w, rest, _ := strings.Cut(name, "/")
	p, l, _ := strings.Cut(rest, "/")
	return results.Cell{Name: name, Workload: w, Prefix: p, Load: l, Trials: 1, Requests: 540, Warmup: 20, Rate: 12,
		Duration: 45, Verdicts: vs, Summary: map[string]results.Stat{
			"ttft":          {N: 540, Mean: 0.9, P50: 0.8, P90: 1.1, P95: 1.2, P99: 1.4, Max: 1.6, Value: nan, Unit: "s"},
			"goodput_ratio": {N: 540, Mean: nan, P50: nan, P90: nan, P95: nan, P99: nan, Max: nan, Value: 0.991, Unit: "fraction"},
			"goodput_rps":   {N: 540, Mean: nan, P50: nan, P90: nan, P95: nan, P99: nan, Max: nan, Value: 11.9, Unit: "/s"},
		}}
}

// fixture is a run with one of everything the JUnit must tell apart.
func fixture() *results.Run {
	start := time.Date(2026, 11, 30, 12, 0, 0, 0, time.UTC)
	return &results.Run{
		Schema: results.Schema,
		Manifest: results.Manifest{
			Tool: "infergate", ToolVersion: "0.1.0", GoVersion: "go1.26.8",
			StartedAt: start, FinishedAt: start.Add(3*time.Minute + 500*time.Millisecond),
			Plan:  results.PlanInfo{File: "thresholds/default.yaml", Name: "interactive-assistant", Hash: "ab12cd", Skip: []string{"too_few_samples"}, Level: 0.9},
			Scale: "quick", Seeds: []uint64{1, 2},
			Target: results.Target{BaseURL: "http://user:sk-abcdefgh1234@vllm:8000/v1?api_key=hunter2", Model: "llama-3.1-8b-instruct",
				Version: "0.11.0", TimeScale: 4},
			Deployment: map[string]string{"gpu": "H200", "tp": "1", "hf_token": "hf_abcdefghijklmnopqrstu"},
		},
		Capacity: []results.Capacity{
			{Workload: "short-chat", Prefix: "fresh", Rate: 27, GoodputRatio: 0.97, FirstFail: 29, Precision: 0.1,
				Steps: []results.CapacityStep{{Rate: 9, GoodputRatio: 1, Requests: 90, Passed: true}, {Rate: 29, GoodputRatio: 0.8, Requests: 290, StoppedEarly: true},
					{Rate: 27, GoodputRatio: 0.97, Requests: 270, Passed: true}, {Rate: 27, GoodputRatio: 0.96, Requests: 270, Passed: true, Confirm: true}}},
			{Workload: "long-doc", Prefix: "fresh", Rate: 5, GoodputRatio: 0.96, FirstFail: 9, Precision: 0.1, Imprecise: "ran out of probes at [5, 9)"},
			{Workload: "long-output", Prefix: "fresh", Rate: 3, GoodputRatio: 0.96, FirstFail: 6, Precision: 0.1, Imprecise: "ran out of probes at [3, 6)"},
			{Workload: "untested", Prefix: "fresh", Rate: 2, GoodputRatio: 0.96, FirstFail: 4, Precision: 0.1, Imprecise: "ran out of probes at [2, 4)"},
			{Workload: "from-baseline", Prefix: "fresh", Rate: 8, GoodputRatio: 1, Source: "the baseline baselines/prod.json"},
		},
		Cells: []results.Cell{
			cell("short-chat/fresh/low",
				v("ttft", "p(95) < 1.5s", "PASS", "", 1.2, 1.1, 1.3, 540, "measured 1.2s [90% CI 1.1s–1.3s], n=540"),
				v("goodput_ratio", ">= 95%", "PASS", "", 0.991, nan, nan, 540, "measured 99.1% (535 of 540)")),
			cell("short-chat/fresh/peak",
				v("ttft", "p(95) < 1.5s", "FAIL", "", 2.1, 1.9, 2.4, 540, "measured 2.1s [90% CI 1.9s–2.4s], n=540"),
				v("error_rate", "< 1%", "PASS", "", 0, nan, nan, 540, "measured 0% (0 of 540)"),
				v("goodput_ratio", ">= 95%", "FAIL", "", 0.918, nan, nan, 540, "measured 91.8% (496 of 540)"),
				v("ttft", "p(99) < 3s", "SKIPPED", "too_few_samples", 2.9, 2.5, nan, 540, "too few samples: p99 needs 299 samples; measured 2.9s")),
			cell("long-doc/fresh/low",
				v("ttft", "p(99) < 3s", "SKIPPED", "too_few_samples", 0.9, 0.8, nan, 60, "too few samples: p99 needs at least 299 samples, have 60; measured 900ms"),
				v("e2el", "p(95) < 10s", "PASS", "", 4, 3.8, 4.2, 60, "measured 4s [90% CI 3.8s–4.2s], n=60"),
				v("prefix_hit_ratio", ">= 50%", "SKIPPED", "unavailable", nan, nan, nan, 0, "unavailable: the target exports no /metrics")),
			cell("long-doc/reused/low",
				v("e2el", "p(95) < 10s", "PASS", "", 4, 3.8, 4.2, 60, "measured 4s [90% CI 3.8s–4.2s], n=60"),
				v("prefix_hit_ratio", ">= 50%", "INCONCLUSIVE", "unavailable", nan, nan, nan, 0, "unavailable: the target exports no /metrics")),
			func() results.Cell {
				c := cell("long-output/fresh/peak",
					v("ttft", "p(95) < 1.5s", "INCONCLUSIVE", "invalid", 0.4, 0.3, 0.5, 200, "invalid cell: the generator fell behind"))
				c.Invalid = "the generator fell behind: dispatch lag p99 120ms over the 50ms budget"
				c.Retried = []string{"the simulator fell behind the wall clock", "the generator fell behind: dispatch lag p99 90ms"}
				return c
			}(),
			func() results.Cell {
				c := cell("long-output/fresh/low",
					v("ttft", "p(95) < 1.5s", "SKIPPED", "invalid", 0.4, 0.3, 0.5, 200, "invalid cell: the generator fell behind"))
				c.Invalid = "the generator fell behind"
				return c
			}(),
			cell("long-output/reused/low"),
			cell("short-chat/reused/low",
				v("ttft", "p(95) < 1.5s", "MAYBE", "", 1.2, 1.1, 1.3, 540, "measured 1.2s")),
			cell("short-chat/reused/peak",
				results.Verdict{Metric: "ttft", Expr: "p(95) < 1.5s", Status: "FAIL", Value: 2.1, Lo: 1.9, Hi: 2.4, N: 540},
				results.Verdict{Metric: "goodput_rph", Expr: ">= -2%", Status: "FAIL", Value: -0.11, Lo: -0.18, Hi: -0.04, N: 540}),
		},
		Tests: []results.Test{
			{Name: "TestCapacity/short-chat", Status: "PASS", Messages: []string{"capacity for short-chat/fresh: 27 req/s (97200 req/h)"}},
			{Name: "TestCapacity/long-doc", Status: "SKIP", Messages: []string{"capacity for long-doc/fresh: 5 req/s: INCONCLUSIVE (imprecise) — ran out of probes"}},
			{Name: "TestCapacity/long-output", Status: "FAIL", Messages: []string{"capacity for long-output/fresh: 3 req/s: INCONCLUSIVE (imprecise) — ran out of probes"}},
			{Name: "TestCapacity/broken", Status: "FAIL", Messages: []string{"capacity: no rate kept the goodput ratio"}},
			{Name: "TestBurst", Status: "FAIL", Messages: []string{"burst short-chat/fresh: 4 req/s, spike to 20 req/s", "burst: TTFT took 7s to recover after the spike (limit 5s)"}},
			{Name: "TestOdd", Status: "WEIRD"},
		},
	}
}

func TestTestcases(t *testing.T) {
	doc := parse(t, encode(t, junit.Build(fixture())))
	s := doc.Suites[0]
	for _, tt := range []struct {
		name                string
		classname, testcase string
		kind, typ           string
		message             []string // substrings of the result's message
		text                []string // substrings of the result's body
		out                 []string // substrings of system-out
	}{
		{name: "passing cell", classname: "matrix", testcase: "short-chat/fresh/low", kind: "pass",
			out: []string{"2 passed, 0 failed", "PASS         ttft p(95) < 1.5s: PASS — measured 1.2s [90% CI 1.1s–1.3s], n=540 (" + pos + ")",
				"value=1.2 lo=1.1 hi=1.3 n=540", "goodput_ratio >= 95%: PASS", "ttft                 p50 800ms, p90 1.1s, p95 1.2s, p99 1.4s, max 1.6s, mean 900ms (n=540)",
				"goodput_ratio        99.1% (n=540)", "goodput_rps          11.9/s (n=540)", "540 requests per trial × 1 trial (20 warm-up each), open loop at 12 req/s, measured span 45s"}},
		{name: "failing cell", classname: "matrix", testcase: "short-chat/fresh/peak", kind: "failure", typ: "threshold",
			message: []string{"2 of 4 checks failed: ttft p(95) < 1.5s: measured 2.1s [90% CI 1.9s–2.4s], n=540; goodput_ratio >= 95%: measured 91.8% (496 of 540)",
				"and 1 not judged (too_few_samples)"},
			text: []string{"FAIL         ttft p(95) < 1.5s: FAIL — measured 2.1s", "FAIL         goodput_ratio >= 95%: FAIL — measured 91.8%", "not judged", "ttft p(99) < 3s"},
			out:  []string{"error_rate < 1%: PASS", "1 passed, 2 failed, 0 inconclusive, 1 skipped"}},
		{name: "skipped checks", classname: "matrix", testcase: "long-doc/fresh/low", kind: "skipped", typ: "not_judged",
			message: []string{"2 of 3 checks not judged: ttft p(99) < 3s (too_few_samples), prefix_hit_ratio >= 50% (unavailable)"},
			text:    []string{"skipped: the plan skips too_few_samples"},
			out:     []string{"e2el p(95) < 10s: PASS", "value=0.9 lo=0.8 hi=none n=60"}},
		{name: "inconclusive not skipped", classname: "matrix", testcase: "long-doc/reused/low", kind: "failure", typ: "inconclusive",
			message: []string{"1 of 2 checks did not pass: prefix_hit_ratio >= 50%: INCONCLUSIVE (unavailable), not skipped by the plan: unavailable: the target exports no /metrics"}},
		{name: "invalid cell", classname: "matrix", testcase: "long-output/fresh/peak", kind: "failure", typ: "inconclusive",
			message: []string{"cell invalid (the generator fell behind: dispatch lag p99 120ms over the 50ms budget); 1 of 1 checks did not pass", "INCONCLUSIVE (invalid)"},
			out: []string{"invalid: the generator fell behind", "attempt 1 of 3 discarded (the machine fell behind; the cell ran again): the simulator fell behind the wall clock",
				"attempt 2 of 3 discarded (the machine fell behind; the cell ran again): the generator fell behind: dispatch lag p99 90ms"}},
		{name: "invalid cell skipped", classname: "matrix", testcase: "long-output/fresh/low", kind: "skipped", typ: "not_judged",
			message: []string{"cell invalid (the generator fell behind); 1 of 1 checks not judged: ttft p(95) < 1.5s (invalid)"}},
		{name: "cell without checks", classname: "matrix", testcase: "long-output/reused/low", kind: "skipped", typ: "not_judged",
			message: []string{"no checks judged"}, out: []string{"of 0 checks"}},
		{name: "unknown status", classname: "matrix", testcase: "short-chat/reused/low", kind: "failure", typ: "unknown_status",
			message: []string{`status "MAYBE", which the gate does not write`}},
		{name: "verdicts without messages", classname: "matrix", testcase: "short-chat/reused/peak", kind: "failure", typ: "threshold",
			message: []string{"ttft p(95) < 1.5s: measured 2.1s [1.9s, 2.4s], n=540", "goodput_rph >= -2%: measured -11% [-18%, -4%], n=540"}},
		{name: "capacity precise", classname: "capacity", testcase: "short-chat", kind: "pass",
			out: []string{"capacity short-chat/fresh: 27 req/s (97200 req/h) at a goodput ratio of 97%", "bracket: [27, 29) req/s, 7.41% wide (precision 10%)",
				"29 req/s: goodput ratio 80% of 290 requests: missed (stopped early)", "27 req/s: goodput ratio 96% of 270 requests: kept (confirmation)",
				"test TestCapacity/short-chat: PASS"}},
		{name: "capacity imprecise skipped", classname: "capacity", testcase: "long-doc", kind: "skipped", typ: "not_judged",
			message: []string{"INCONCLUSIVE (imprecise)"}, out: []string{"imprecise: ran out of probes at [5, 9)"}},
		{name: "capacity imprecise failed", classname: "capacity", testcase: "long-output", kind: "failure", typ: "test",
			message: []string{"capacity for long-output/fresh: 3 req/s: INCONCLUSIVE (imprecise)"}},
		{name: "capacity imprecise without its test", classname: "capacity", testcase: "untested", kind: "failure", typ: "inconclusive",
			message: []string{"capacity untested: 2 req/s, but the search did not reach its precision (imprecise): ran out of probes at [2, 4)"}},
		{name: "capacity from the baseline", classname: "capacity", testcase: "from-baseline", kind: "skipped", typ: "not_judged",
			message: []string{"not measured in this run: taken from the baseline baselines/prod.json"}},
		{name: "capacity search failed", classname: "capacity", testcase: "broken", kind: "failure", typ: "test",
			message: []string{"capacity: no rate kept the goodput ratio"}, out: []string{"test TestCapacity/broken: FAIL"}},
		{name: "burst failed", classname: "burst", testcase: "TestBurst", kind: "failure", typ: "test",
			message: []string{"burst: TTFT took 7s to recover after the spike (limit 5s)"}, text: []string{"spike to 20 req/s"},
			out: []string{"test TestBurst: FAIL", "  burst short-chat/fresh: 4 req/s, spike to 20 req/s"}},
		{name: "test of unknown status", classname: "odd", testcase: "TestOdd", kind: "error", typ: "unknown_status",
			message: []string{`TestOdd has status "WEIRD"`}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			c := find(t, s, tt.classname, tt.testcase)
			require.Equal(t, tt.kind, c.kind(), "%+v", c)
			assert.Nil(t, c.Props, "junit-10.xsd has no properties in a testcase")
			assert.NotEmpty(t, c.SystemOut, "every testcase carries its figures")
			for _, want := range tt.out {
				assert.Contains(t, c.SystemOut, want)
			}
			r := c.result()
			if tt.kind == "pass" {
				return
			}
			assert.Equal(t, tt.typ, r.Type)
			assert.NotContains(t, r.Message, "\n", "the message is one line")
			for _, want := range tt.message {
				assert.Contains(t, r.Message, want)
			}
			for _, want := range tt.text {
				assert.Contains(t, r.Text, want)
			}
		})
	}
}

func TestCountsAndOrder(t *testing.T) {
	r := fixture()
	doc := parse(t, encode(t, junit.Build(r)))
	s := doc.Suites[0]
	var names []string
	kinds := map[string]int{}
	for _, c := range s.Cases {
		names = append(names, c.Classname+" "+c.Name)
		kinds[c.kind()]++
		assert.NotContains(t, c.Name, "TestMatrix", "parent tests are not testcases")
	}
	assert.Equal(t, []string{
		"capacity short-chat", "capacity long-doc", "capacity long-output", "capacity untested", "capacity from-baseline", "capacity broken",
		"matrix short-chat/fresh/low", "matrix short-chat/fresh/peak", "matrix long-doc/fresh/low", "matrix long-doc/reused/low",
		"matrix long-output/fresh/peak", "matrix long-output/fresh/low", "matrix long-output/reused/low", "matrix short-chat/reused/low",
		"matrix short-chat/reused/peak", "burst TestBurst", "odd TestOdd",
	}, names, "capacity (results, then searches without one), cells and other tests, in file order; capacity tests are not repeated")
	assert.Equal(t, "interactive-assistant", s.Name)
	assert.Equal(t, len(s.Cases), s.Tests)
	assert.Equal(t, kinds["failure"], s.Failures)
	assert.Equal(t, kinds["error"], s.Errors)
	assert.Equal(t, kinds["skipped"], s.Skipped)
	assert.Equal(t, map[string]int{"pass": 2, "failure": 9, "skipped": 5, "error": 1}, kinds)
	assert.Equal(t, "180.500", s.Time, "finished − started")
	assert.Equal(t, s.Tests, doc.Tests)
	assert.Equal(t, s.Failures, doc.Failures)
	assert.Equal(t, s.Errors, doc.Errors)
	assert.Equal(t, "11.250", find(t, s, "matrix", "short-chat/fresh/low").Time, "45 simulated seconds at time scale 4")
}

func TestSuiteProperties(t *testing.T) {
	b := encode(t, junit.Build(fixture()))
	props := map[string]string{}
	for _, p := range parse(t, b).Suites[0].Props {
		props[p.Name] = p.Value
	}
	for k, want := range map[string]string{
		"plan.file": "thresholds/default.yaml", "plan.name": "interactive-assistant", "plan.sha256": "ab12cd",
		"plan.skip": "too_few_samples", "scale": "quick", "seeds": "1,2", "tool": "infergate 0.1.0",
		"target.model": "llama-3.1-8b-instruct", "target.version": "0.11.0", "target.time_scale": "4",
		"target.base_url": "http://vllm:8000/v1", "deployment.gpu": "H200", "deployment.tp": "1",
		"deployment.hf_token": "(withheld: it looks like a credential)",
	} {
		assert.Equal(t, want, props[k], k)
	}
	for _, secret := range []string{"sk-abcdefgh1234", "hunter2", "hf_abcdefghijklmnopqrstu"} {
		assert.NotContains(t, string(b), secret)
	}
}

func TestPartialRunSaysSo(t *testing.T) {
	r := fixture()
	r.Partial = true
	b := encode(t, junit.Build(r))
	assert.Contains(t, string(b), `<property name="partial" value="true: the run did not cover its whole plan`)
}

func TestDeterministic(t *testing.T) {
	a := encode(t, junit.Build(fixture()))
	b := encode(t, junit.Build(fixture()))
	assert.Equal(t, string(a), string(b))
	var w bytes.Buffer
	require.NoError(t, junit.Write(&w, fixture()))
	assert.Equal(t, string(a), w.String(), "Write is Build and Encode")
}

func TestTextKeepsLinesAndDropsWhatXMLCannotHold(t *testing.T) {
	r := &results.Run{Tests: []results.Test{{Name: "TestBurst", Status: "FAIL",
		Messages: []string{"burst: a ]]> in the text", "burst: a \x00control\x1b character and invalid \xff UTF-8"}}}}
	b := encode(t, junit.Build(r))
	assert.Contains(t, string(b), "<![CDATA[test TestBurst: FAIL\n  burst: a ]]", "lines stay lines")
	c := parse(t, b).Suites[0].Cases[0]
	assert.Contains(t, c.SystemOut, "burst: a ]]> in the text", "CDATA survives its terminator")
	assert.Contains(t, c.Failure.Text, "a \uFFFDcontrol\uFFFD character and invalid \uFFFD UTF-8")
	assert.Equal(t, "burst", c.Classname)
	assert.Equal(t, "infergate", parse(t, b).Suites[0].Name, "a run without a plan name")
}
