package main

import (
	"bytes"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestVerdictCommand(t *testing.T) {
	var stdout, stderr bytes.Buffer
	junit := filepath.Join("testdata", "no-such.xml")
	err := runVerdict([]string{"-junit", junit, "-report", fixture("cand.golden.md"), fixture("cand.json")}, &stdout, &stderr)
	assert.Equal(t, 1, exitCode(err), "the candidate fixture fails: exit 1")
	out := stdout.String()
	for _, want := range []string{
		"infergate verdict: FAIL",
		"checks: ",
		"results: " + fixture("cand.json"),
		"report: " + fixture("cand.golden.md"),
	} {
		assert.Contains(t, out, want)
	}
	assert.NotContains(t, out, "junit:", "a file that does not exist is not listed")

	stdout.Reset()
	err = runVerdict([]string{fixture("base.json")}, &stdout, &stderr)
	require.NoError(t, err, "the baseline fixture passes: exit 0\n%s", stdout.String())
	assert.Contains(t, stdout.String(), "infergate verdict: PASS")

	err = runVerdict(nil, &stdout, &stderr)
	assert.Equal(t, 2, exitCode(err), "no file is misuse")
	err = runVerdict([]string{fixture("quality.json")}, &stdout, &stderr)
	assert.Equal(t, 2, exitCode(err), "a quality file is refused")
}
