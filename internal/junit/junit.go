package junit

import (
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"maps"
	"math"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/infergate/infergate/internal/results"
	"github.com/infergate/infergate/internal/secret"
)

// Testsuites is the JUnit document: the root element, holding one Testsuite per run.
// Its counts are the sums of its suites'; junit-10.xsd gives the root no skipped
// count, so the suite carries it.
type Testsuites struct {
	XMLName  xml.Name    `xml:"testsuites"`
	Name     string      `xml:"name,attr,omitempty"`
	Tests    int         `xml:"tests,attr"`
	Failures int         `xml:"failures,attr"`
	Errors   int         `xml:"errors,attr"`
	Time     Seconds     `xml:"time,attr"`
	Suites   []Testsuite `xml:"testsuite"`
}

// Testsuite is one run of the gate against one plan.
type Testsuite struct {
	Name     string  `xml:"name,attr"`
	Tests    int     `xml:"tests,attr"`
	Failures int     `xml:"failures,attr"`
	Errors   int     `xml:"errors,attr"`
	Skipped  int     `xml:"skipped,attr"`
	Time     Seconds `xml:"time,attr"`
	// Timestamp is when the run started, in UTC (RFC 3339).
	Timestamp  string     `xml:"timestamp,attr,omitempty"`
	Properties []Property `xml:"properties>property,omitempty"`
	Cases      []Testcase `xml:"testcase"`
}

// Property is one name/value fact of a suite.
type Property struct {
	Name  string `xml:"name,attr"`
	Value string `xml:"value,attr"`
}

// Testcase is one judged unit: a cell, a capacity result or another test. At most one
// of Failure, Skipped and Error is set; none means it passed.
type Testcase struct {
	Classname string  `xml:"classname,attr"`
	Name      string  `xml:"name,attr"`
	Time      Seconds `xml:"time,attr"`
	Failure   *Result `xml:"failure,omitempty"`
	Skipped   *Result `xml:"skipped,omitempty"`
	Error     *Result `xml:"error,omitempty"`
	// SystemOut holds the testcase's figures, whatever its outcome.
	SystemOut Text `xml:"system-out,omitempty"`
}

// Text is an element's text, written as CDATA so that its lines stay lines in the
// file (encoding/xml writes a newline in character data as "&#xA;").
type Text string

// MarshalXML writes t as the CDATA content of start, without characters XML cannot
// hold (see clean).
func (t Text) MarshalXML(e *xml.Encoder, start xml.StartElement) error {
	return e.EncodeElement(struct {
		S string `xml:",cdata"`
	}{clean(string(t))}, start)
}

// clean replaces what XML 1.0 cannot hold (control characters other than tab,
// newline and carriage return; invalid UTF-8) with U+FFFD, as encoding/xml does for
// attributes and escaped text but not for CDATA.
func clean(s string) string {
	ok := func(r rune) bool {
		return r == '\t' || r == '\n' || r == '\r' || r >= 0x20 && r <= 0xD7FF || r >= 0xE000 && r <= 0xFFFD || r >= 0x10000 && r <= 0x10FFFF
	}
	if !strings.ContainsFunc(s, func(r rune) bool { return !ok(r) }) && utf8.ValidString(s) {
		return s
	}
	var b strings.Builder
	for _, r := range s { // invalid UTF-8 ranges as utf8.RuneError, U+FFFD
		if !ok(r) {
			r = utf8.RuneError
		}
		b.WriteRune(r)
	}
	return b.String()
}

// Result is a <failure>, <skipped> or <error>: a one-line message naming what went
// wrong (or was not judged), a type, and the full text as the element's body (CDATA,
// like Text).
type Result struct {
	Message string `xml:"message,attr"`
	Type    string `xml:"type,attr,omitempty"`
	Text    string `xml:",cdata"`
}

// Types of Result, so that a CI system can group failures.
const (
	// TypeThreshold: a check failed its threshold.
	TypeThreshold = "threshold"
	// TypeInconclusive: a check could not be judged and the plan does not skip its
	// reason (the go test fails on it as on a FAIL).
	TypeInconclusive = "inconclusive"
	// TypeNotJudged: checks the plan's skip list left unjudged, or a cell without checks.
	TypeNotJudged = "not_judged"
	// TypeTest: a non-cell test (burst, capacity) failed or was skipped.
	TypeTest = "test"
	// TypeUnknownStatus: the results file holds a status this package does not know.
	TypeUnknownStatus = "unknown_status"
	// TypeUnrecorded: go test reported a test that the results file has no record of.
	TypeUnrecorded = "unrecorded"
)

// Seconds is a duration in seconds, written with millisecond precision ("12.345"), the
// form junit-10.xsd's SUREFIRE_TIME allows. A negative or non-finite value is written
// as 0.
type Seconds float64

// MarshalXMLAttr writes s as "%.3f".
func (s Seconds) MarshalXMLAttr(name xml.Name) (xml.Attr, error) {
	v := float64(s)
	if !(v > 0) || math.IsInf(v, 1) {
		v = 0
	}
	return xml.Attr{Name: name, Value: strconv.FormatFloat(v, 'f', 3, 64)}, nil
}

// UnmarshalXMLAttr reads a decimal number of seconds.
func (s *Seconds) UnmarshalXMLAttr(a xml.Attr) error {
	v, err := strconv.ParseFloat(strings.ReplaceAll(a.Value, ",", ""), 64)
	if err != nil {
		return fmt.Errorf("junit: %s=%q: %w", a.Name.Local, a.Value, err)
	}
	*s = Seconds(v)
	return nil
}

// Write writes the JUnit document of r to w: Build, then Encode.
func Write(w io.Writer, r *results.Run) error {
	return Build(r).Encode(w)
}

// Encode writes d as indented XML with its declaration and a final newline. It first
// sets the counts from the testcases (so they hold after any change to d) and drops
// what XML cannot hold from the texts.
func (d *Testsuites) Encode(w io.Writer) error {
	d.count()
	for i := range d.Suites {
		for j := range d.Suites[i].Cases {
			c := &d.Suites[i].Cases[j]
			for _, r := range []*Result{c.Failure, c.Skipped, c.Error} {
				if r != nil {
					r.Text = clean(r.Text)
				}
			}
		}
	}
	if _, err := io.WriteString(w, xml.Header); err != nil {
		return err
	}
	enc := xml.NewEncoder(w)
	enc.Indent("", "  ")
	if err := enc.Encode(d); err != nil {
		return fmt.Errorf("junit: %w", err)
	}
	if err := enc.Close(); err != nil {
		return fmt.Errorf("junit: %w", err)
	}
	_, err := io.WriteString(w, "\n")
	return err
}

// Build converts a results file into the JUnit document the package documents: one
// suite for the run; a testcase per capacity result, per cell and per other test, in
// that order and otherwise in the file's order.
func Build(r *results.Run) *Testsuites {
	name := r.Manifest.Plan.Name
	if name == "" {
		name = "infergate"
	}
	s := Testsuite{Name: name, Properties: properties(r)}
	m := r.Manifest
	if !m.StartedAt.IsZero() {
		s.Timestamp = m.StartedAt.UTC().Format(time.RFC3339)
		if m.FinishedAt.After(m.StartedAt) {
			s.Time = Seconds(m.FinishedAt.Sub(m.StartedAt).Seconds())
		}
	}
	scale := m.Target.TimeScale
	if !(scale > 0) || math.IsInf(scale, 1) {
		scale = 1
	}
	capTests := map[string]*results.Test{}
	var others []*results.Test
	for i := range r.Tests {
		t := &r.Tests[i]
		if w, ok := strings.CutPrefix(t.Name, capacityTest+"/"); ok {
			if _, dup := capTests[w]; !dup {
				capTests[w] = t
				continue
			}
		}
		others = append(others, t)
	}
	done := map[string]bool{}
	for i := range r.Capacity {
		c := &r.Capacity[i]
		s.Cases = append(s.Cases, capacityCase(c, capTests[c.Workload]))
		done[c.Workload] = true
	}
	for i := range r.Tests { // capacity tests without a result (the search failed)
		t := &r.Tests[i]
		if w, ok := strings.CutPrefix(t.Name, capacityTest+"/"); ok && capTests[w] == t && !done[w] {
			s.Cases = append(s.Cases, capacityCase(nil, t))
		}
	}
	for i := range r.Cells {
		s.Cases = append(s.Cases, cellCase(&r.Cells[i], scale))
	}
	for _, t := range others {
		s.Cases = append(s.Cases, testCase(t))
	}
	d := &Testsuites{Name: "infergate", Suites: []Testsuite{s}}
	d.count()
	return d
}

// count sets the suites' and the root's counts from their testcases.
func (d *Testsuites) count() {
	d.Tests, d.Failures, d.Errors, d.Time = 0, 0, 0, 0
	for i := range d.Suites {
		s := &d.Suites[i]
		s.Tests, s.Failures, s.Errors, s.Skipped = len(s.Cases), 0, 0, 0
		for _, c := range s.Cases {
			switch {
			case c.Failure != nil:
				s.Failures++
			case c.Error != nil:
				s.Errors++
			case c.Skipped != nil:
				s.Skipped++
			}
		}
		d.Tests += s.Tests
		d.Failures += s.Failures
		d.Errors += s.Errors
		d.Time += s.Time
	}
}

// properties are the suite's facts from the manifest. The base URL goes through
// secret.URL again and a deployment fact that looks like a credential is
// withheld, so that a hand-edited results file cannot leak one into CI either.
func properties(r *results.Run) []Property {
	m := r.Manifest
	var ps []Property
	add := func(name, value string) {
		if value != "" {
			ps = append(ps, Property{name, value})
		}
	}
	add("tool", strings.TrimSpace(m.Tool+" "+m.ToolVersion))
	add("tool.go_version", m.GoVersion)
	add("schema", r.Schema)
	add("plan.name", m.Plan.Name)
	add("plan.file", m.Plan.File)
	add("plan.sha256", m.Plan.Hash)
	if m.Plan.Level > 0 {
		add("plan.level", sig3(m.Plan.Level))
	}
	add("plan.skip", strings.Join(m.Plan.Skip, ","))
	add("scale", m.Scale)
	if m.Scale == "quick" {
		add("scale.note", "quick: a smoke test, not a release verdict")
	}
	if r.Partial {
		add("partial", "true: the run did not cover its whole plan, so its verdict is not the plan's")
	}
	var seeds []string
	for _, s := range m.Seeds {
		seeds = append(seeds, strconv.FormatUint(s, 10))
	}
	add("seeds", strings.Join(seeds, ","))
	add("workload_digest", m.WorkloadDigest)
	if !m.StartedAt.IsZero() {
		add("started_at", m.StartedAt.UTC().Format(time.RFC3339Nano))
	}
	if !m.FinishedAt.IsZero() {
		add("finished_at", m.FinishedAt.UTC().Format(time.RFC3339Nano))
	}
	t := m.Target
	add("target.base_url", secret.URL(t.BaseURL))
	add("target.model", t.Model)
	add("target.version", t.Version)
	if t.MaxModelLen > 0 {
		add("target.max_model_len", strconv.Itoa(t.MaxModelLen))
	}
	if t.Simulated {
		add("target.simulated", "true")
		add("target.sim_options", t.SimOptions)
	}
	if t.TimeScale > 0 && !math.IsInf(t.TimeScale, 1) {
		add("target.time_scale", sig3(t.TimeScale))
	}
	for _, k := range slices.Sorted(maps.Keys(m.Deployment)) {
		v := m.Deployment[k]
		if _, err := results.ParseDeployment(k + "=" + strings.ReplaceAll(v, ",", " ")); errors.Is(err, results.ErrSecret) {
			v = "(withheld: it looks like a credential)"
		}
		add("deployment."+k, v)
	}
	for _, k := range slices.Sorted(maps.Keys(m.CacheConfig)) {
		add("cache_config."+k, m.CacheConfig[k])
	}
	return ps
}
