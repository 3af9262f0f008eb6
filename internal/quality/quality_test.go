package quality

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestRefuseUpdateInCI(t *testing.T) {
	assert.Error(t, RefuseUpdateInCI(func(k string) string {
		if k == "CI" {
			return "true"
		}
		return ""
	}))
	assert.NoError(t, RefuseUpdateInCI(func(string) string { return "" }))
}

func TestUpdateGoldenKeepsTheRest(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "de")
	require.NoError(t, os.MkdirAll(dir, 0o755))
	path := filepath.Join(dir, "case.yaml")
	src := `# a comment that must survive
id: de-x
lang: de
request:
  messages: [{role: user, content: "Frage"}]
  params: {temperature: 0, seed: 1, max_tokens: 50}
golden: |-
  Alte Antwort
checks:
  - {id: finish, type: finish_reason, equals: stop, severity: critical}
`
	require.NoError(t, os.WriteFile(path, []byte(src), 0o644))
	cases, err := Load(filepath.Dir(dir))
	require.NoError(t, err)
	require.Len(t, cases, 1)
	require.NoError(t, UpdateGolden(cases[0], "Neue Antwort für Frau Müller"))
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Contains(t, string(data), "# a comment that must survive")
	assert.Contains(t, string(data), "Neue Antwort für Frau Müller")
	assert.NotContains(t, string(data), "Alte Antwort")
	again, err := Load(filepath.Dir(dir))
	require.NoError(t, err)
	assert.Equal(t, "Neue Antwort für Frau Müller", again[0].Golden)
}

func TestLoadErrorsNameTheFile(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "ja")
	require.NoError(t, os.MkdirAll(dir, 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "bad.yaml"), []byte("id: x\nlang: ja\nunknown_field: 1\n"), 0o644))
	_, err := Load(filepath.Dir(dir))
	require.Error(t, err)
	assert.True(t, strings.Contains(err.Error(), "bad.yaml"), err.Error())
}

func TestShippedFixturesPassTheirOwnChecks(t *testing.T) {
	cases, err := Load(filepath.Join("..", "..", "fixtures", "quality"))
	require.NoError(t, err)
	langs := map[string]int{}
	for _, c := range cases {
		langs[c.Lang]++
		v := Judge(c, Answer{Text: c.Golden, FinishReason: "stop"})
		assert.False(t, v.Failed, "the golden of %s must pass its own checks: %s", c.ID, Explain(v))
	}
	assert.GreaterOrEqual(t, langs["ja"], 8)
	assert.GreaterOrEqual(t, langs["de"], 8)
}

func TestRegressionsAgainstBaseline(t *testing.T) {
	cases, err := Load(filepath.Join("..", "..", "fixtures", "quality"))
	require.NoError(t, err)
	c := cases[0]
	good := Judge(c, Answer{Text: c.Golden, FinishReason: "stop"})
	stored := &Result{Schema: QualitySchema, Cases: []CaseResult{{ID: c.ID, Critical: map[string]bool{}, Scores: good.Scores, Output: c.Golden}}}
	for _, r := range good.Checks {
		if r.Severity == "critical" {
			stored.Cases[0].Critical[r.ID] = r.Pass
		}
	}
	assert.Empty(t, Regressions(stored, good, 1.0), "the same answer does not regress")
	sim, ok := VsBaseline(stored, good)
	require.True(t, ok)
	assert.InDelta(t, 100, sim, 1e-9)

	bad := Judge(c, Answer{Text: c.Golden, FinishReason: "length"})
	regs := Regressions(stored, bad, 1.0)
	require.NotEmpty(t, regs)
	assert.Contains(t, strings.Join(regs, "\n"), "passed in the baseline and fails now")
}
