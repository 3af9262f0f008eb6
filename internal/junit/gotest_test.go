package junit_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/infergate/infergate/internal/junit"
	"github.com/infergate/infergate/internal/results"
)

const pkg = "github.com/infergate/infergate/acceptance"

// goLog is a go test -json log of a run like fixture()'s: recorded tests with their
// wall times, parents, a cell that failed before it recorded a result, one that never
// finished, a skipped test, and a line that is not JSON.
const goLog = `# github.com/infergate/infergate/acceptance [build output that is not JSON]
{"Action":"start","Package":"` + pkg + `"}
{"Action":"run","Package":"` + pkg + `","Test":"TestCapacity"}
{"Action":"run","Package":"` + pkg + `","Test":"TestCapacity/short-chat"}
{"Action":"pass","Package":"` + pkg + `","Test":"TestCapacity/short-chat","Elapsed":61.25}
{"Action":"fail","Package":"` + pkg + `","Test":"TestCapacity","Elapsed":200}
{"Action":"run","Package":"` + pkg + `","Test":"TestMatrix"}
{"Action":"run","Package":"` + pkg + `","Test":"TestMatrix/short-chat"}
{"Action":"run","Package":"` + pkg + `","Test":"TestMatrix/short-chat/fresh"}
{"Action":"run","Package":"` + pkg + `","Test":"TestMatrix/short-chat/fresh/low"}
{"Action":"output","Package":"` + pkg + `","Test":"TestMatrix/short-chat/fresh/low","Output":"=== RUN   TestMatrix/short-chat/fresh/low\n"}
{"Action":"pass","Package":"` + pkg + `","Test":"TestMatrix/short-chat/fresh/low","Elapsed":12.5}
{"Action":"run","Package":"` + pkg + `","Test":"TestMatrix/long-doc/fresh/peak"}
{"Action":"output","Package":"` + pkg + `","Test":"TestMatrix/long-doc/fresh/peak","Output":"=== RUN   TestMatrix/long-doc/fresh/peak\n"}
{"Action":"output","Package":"` + pkg + `","Test":"TestMatrix/long-doc/fresh/peak","Output":"    matrix_test.go:44: long-doc/fresh/peak: needs the target's capacity: no rate kept the goodput ratio\n"}
{"Action":"output","Package":"` + pkg + `","Test":"TestMatrix/long-doc/fresh/peak","Output":"--- FAIL: TestMatrix/long-doc/fresh/peak (3.00s)\n"}
{"Action":"fail","Package":"` + pkg + `","Test":"TestMatrix/long-doc/fresh/peak","Elapsed":3}
{"Action":"run","Package":"` + pkg + `","Test":"TestMatrix/long-output/reused/peak"}
{"Action":"output","Package":"` + pkg + `","Test":"TestMatrix/long-output/reused/peak","Output":"    matrix_test.go:50: long-output/reused/peak: 90% of capacity 3 req/s\n"}
{"Action":"fail","Package":"` + pkg + `","Test":"TestMatrix/short-chat/fresh","Elapsed":40}
{"Action":"fail","Package":"` + pkg + `","Test":"TestMatrix/short-chat","Elapsed":40}
{"Action":"fail","Package":"` + pkg + `","Test":"TestMatrix","Elapsed":400}
{"Action":"run","Package":"` + pkg + `","Test":"TestBurst"}
{"Action":"fail","Package":"` + pkg + `","Test":"TestBurst","Elapsed":30.5}
{"Action":"run","Package":"` + pkg + `","Test":"TestSoak"}
{"Action":"output","Package":"` + pkg + `","Test":"TestSoak","Output":"    soak_test.go:12: plan interactive-assistant has no soak section\n"}
{"Action":"skip","Package":"` + pkg + `","Test":"TestSoak","Elapsed":0}
{"Action":"output","Package":"` + pkg + `","Output":"FAIL\n"}
{"Action":"fail","Package":"` + pkg + `","Elapsed":700}
`

func TestAddGoTest(t *testing.T) {
	d := junit.Build(fixture())
	require.NoError(t, d.AddGoTest(strings.NewReader(goLog)))
	doc := parse(t, encode(t, d))
	s := doc.Suites[0]
	for _, tt := range []struct {
		name                string
		classname, testcase string
		kind, typ, time     string
		message             string
	}{
		{"recorded cell gets its wall time", "matrix", "short-chat/fresh/low", "pass", "", "12.500", ""},
		{"recorded capacity gets its wall time", "capacity", "short-chat", "pass", "", "61.250", ""},
		{"recorded burst keeps its verdict", "burst", "TestBurst", "failure", "test", "30.500", "burst: TTFT took 7s"},
		{"cell without a record", "matrix", "long-doc/fresh/peak", "error", "unrecorded", "3.000",
			"go test: TestMatrix/long-doc/fresh/peak failed before its result reached the results file: matrix_test.go:44: long-doc/fresh/peak: needs the target's capacity: no rate kept the goodput ratio"},
		{"cell that never finished", "matrix", "long-output/reused/peak", "error", "unrecorded", "0.000",
			"never finished (the test binary stopped: a timeout or a panic?): matrix_test.go:50: long-output/reused/peak: 90% of capacity 3 req/s"},
		{"skipped test", "soak", "TestSoak", "skipped", "not_judged", "0.000", "go test skipped TestSoak: soak_test.go:12: plan interactive-assistant has no soak section"},
		{"cell the log does not mention keeps its time", "matrix", "long-doc/fresh/low", "skipped", "not_judged", "11.250", ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			c := find(t, s, tt.classname, tt.testcase)
			assert.Equal(t, tt.kind, c.kind())
			assert.Equal(t, tt.time, c.Time)
			if tt.kind != "pass" {
				assert.Equal(t, tt.typ, c.result().Type)
				assert.Contains(t, c.result().Message, tt.message)
			}
		})
	}
	for _, c := range s.Cases {
		assert.NotContains(t, []string{"TestMatrix", "TestMatrix/short-chat", "TestMatrix/short-chat/fresh", "TestCapacity"}, c.Name,
			"parent tests are not testcases")
		assert.NotEqual(t, "go-test", c.Classname, "the package failure is shown by the failing testcases")
	}
	assert.Len(t, s.Cases, len(parse(t, encode(t, junit.Build(fixture()))).Suites[0].Cases)+3)
	assert.Equal(t, 9, s.Failures)
	assert.Equal(t, 3, s.Errors, "TestOdd's unknown status and the two unrecorded cells")
	assert.Equal(t, 6, s.Skipped)
	assert.Equal(t, s.Failures, doc.Failures)
	assert.Equal(t, s.Errors, doc.Errors)
	assert.Equal(t, len(s.Cases), doc.Tests)
}

func TestAddGoTestPackageFailure(t *testing.T) {
	// Every recorded test passed, but go test failed the package (TestMain could not
	// write the results, say): the JUnit must not read as a pass.
	r := &results.Run{Tests: []results.Test{{Name: "TestBurst", Status: "PASS"}}}
	log := `{"Action":"run","Package":"` + pkg + `","Test":"TestBurst"}
{"Action":"pass","Package":"` + pkg + `","Test":"TestBurst","Elapsed":1}
{"Action":"output","Package":"` + pkg + `","Output":"acceptance: writing results: disk full\n"}
{"Action":"output","Package":"` + pkg + `","Output":"FAIL\tgithub.com/infergate/infergate/acceptance\t2.0s\n"}
{"Action":"fail","Package":"` + pkg + `","Elapsed":2}
`
	d := junit.Build(r)
	require.NoError(t, d.AddGoTest(strings.NewReader(log)))
	s := parse(t, encode(t, d)).Suites[0]
	c := find(t, s, "go-test", pkg)
	require.Equal(t, "error", c.kind())
	assert.Contains(t, c.Error.Message, "package "+pkg+" failed (fail) although no recorded test did: acceptance: writing results: disk full")
	assert.Equal(t, 1, s.Errors)
	assert.Equal(t, 2, s.Tests)
}

func TestAddGoTestErrors(t *testing.T) {
	for _, tt := range []struct{ name, log string }{
		{"empty", ""},
		{"not a go test log", "PASS\nok  \tgithub.com/infergate/infergate/acceptance\t1.0s\n{\"not\": \"an event\"}\n"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			err := junit.Build(fixture()).AddGoTest(strings.NewReader(tt.log))
			require.Error(t, err)
			assert.Contains(t, err.Error(), "no go test -json events")
		})
	}
}
