package main

import (
	"bytes"
	"context"
	"encoding/xml"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestJUnitCommand(t *testing.T) {
	dir := t.TempDir()
	goLog := filepath.Join(dir, "go-test.json")
	require.NoError(t, os.WriteFile(goLog, []byte(`{"Action":"run","Package":"p","Test":"TestMatrix/long-doc/fresh/peak"}
{"Action":"pass","Package":"p","Test":"TestMatrix/long-doc/fresh/peak","Elapsed":42.5}
`), 0o644))
	notALog := filepath.Join(dir, "not-a-log.json")
	require.NoError(t, os.WriteFile(notALog, []byte("PASS\n"), 0o644))
	for _, tt := range []struct {
		name  string
		args  []string
		code  int
		want  string // in the XML or the error
		usage bool   // the usage is printed
	}{
		{"stdout", []string{fixture("cand.json")}, 0, `<testcase classname="matrix" name="long-doc/fresh/peak" time="1.652">`, false},
		{"go-test", []string{"-go-test", goLog, fixture("cand.json")}, 0, `<testcase classname="matrix" name="long-doc/fresh/peak" time="42.500">`, false},
		{"no-file", nil, 2, "junit: want one RUN.json, got 0 arguments", true},
		{"two-files", []string{fixture("base.json"), fixture("cand.json")}, 2, "junit: want one RUN.json, got 2 arguments", true},
		{"missing-file", []string{"nope.json"}, 2, "nope.json", false},
		{"quality-as-run", []string{fixture("quality.json")}, 2, "is a quality results file", false},
		{"missing-go-test", []string{"-go-test", filepath.Join(dir, "none.json"), fixture("cand.json")}, 2, "none.json", false},
		{"bad-go-test", []string{"-go-test", notALog, fixture("cand.json")}, 2, "-go-test " + notALog + ": go test log: no go test -json events", false},
		{"unknown-flag", []string{"-x", fixture("cand.json")}, 2, "flag provided but not defined: -x", true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var out, errb bytes.Buffer
			err := run(context.Background(), append([]string{"junit"}, tt.args...), &out, &errb)
			assert.Equal(t, tt.code, exitCode(err), "exit code (err: %v)", err)
			text := out.String()
			if err != nil {
				text += err.Error()
			}
			assert.Contains(t, text, tt.want)
			if tt.usage {
				assert.Contains(t, errb.String(), "usage: infergate junit", "misuse prints the usage")
			}
		})
	}
}

func TestJUnitCommandWritesFile(t *testing.T) {
	out := filepath.Join(t.TempDir(), "junit.xml")
	var stdout, stderr bytes.Buffer
	require.NoError(t, run(context.Background(), []string{"junit", fixture("cand.json"), "-o", out}, &stdout, &stderr))
	assert.Empty(t, stdout.String(), "-o writes the file, not stdout")
	b, err := os.ReadFile(out)
	require.NoError(t, err)
	var doc struct {
		Suites []struct {
			Name     string `xml:"name,attr"`
			Tests    int    `xml:"tests,attr"`
			Failures int    `xml:"failures,attr"`
			Skipped  int    `xml:"skipped,attr"`
		} `xml:"testsuite"`
	}
	require.NoError(t, xml.Unmarshal(b, &doc))
	require.Len(t, doc.Suites, 1)
	// cand.json: 2 capacities from the baseline (skipped), 4 cells (2 with failing
	// compare gates, 2 with skipped checks), TestBurst.
	assert.Equal(t, "report-fixture", doc.Suites[0].Name)
	assert.Equal(t, 7, doc.Suites[0].Tests)
	assert.Equal(t, 2, doc.Suites[0].Failures)
	assert.Equal(t, 4, doc.Suites[0].Skipped)

	err = run(context.Background(), []string{"junit", "-o", filepath.Join(t.TempDir(), "no", "such", "dir", "junit.xml"), fixture("cand.json")}, &stdout, &stderr)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "write ")
	assert.Equal(t, 1, exitCode(err))
}
