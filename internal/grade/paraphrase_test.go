package grade

import (
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.yaml.in/yaml/v3"
)

// paraphraseDir holds the paraphrase corpus: testdata/paraphrases/<case-id>.yaml,
// each a list of answers a real, good model could give to the case's request.
const paraphraseDir = "testdata/paraphrases"

// paraphrase is one answer of the corpus: other wording and sentence order than the
// golden, the same facts (dates, amounts, ids, names, quantities with their units,
// polarity, list items in their order), the same register and the same output kind
// (a JSON case stays JSON with the same keys). Note says what it varies.
type paraphrase struct {
	Note   string `yaml:"note"`
	Answer string `yaml:"answer"`
}

// loadParaphrases reads the paraphrases of every file in dir, by case id (the file
// name without .yaml). Unknown fields, an empty note or answer and an empty file are
// errors, so that a typo cannot shrink the corpus silently.
func loadParaphrases(dir string) (map[string][]paraphrase, error) {
	files, err := filepath.Glob(filepath.Join(dir, "*.yaml"))
	if err != nil {
		return nil, err
	}
	if len(files) == 0 {
		return nil, fmt.Errorf("no paraphrases under %s", dir)
	}
	out := map[string][]paraphrase{}
	var errs []error
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		var ps []paraphrase
		dec := yaml.NewDecoder(strings.NewReader(string(data)))
		dec.KnownFields(true)
		if err := dec.Decode(&ps); err != nil {
			errs = append(errs, fmt.Errorf("%s: %w", f, err))
			continue
		}
		if len(ps) == 0 {
			errs = append(errs, fmt.Errorf("%s: no paraphrases", f))
		}
		for i, p := range ps {
			if strings.TrimSpace(p.Note) == "" || strings.TrimSpace(p.Answer) == "" {
				errs = append(errs, fmt.Errorf("%s: paraphrase %d: note and answer are required", f, i))
			}
		}
		out[strings.TrimSuffix(filepath.Base(f), ".yaml")] = ps
	}
	return out, errors.Join(errs...)
}

// minParaphrases is how many paraphrases each case needs at least.
const minParaphrases = 2

// No check fires on a faithful paraphrase: every paraphrase of the corpus, judged
// against its case, passes every check of the case (its own and the default ones,
// whatever their severity). A fixture check that fired on a faithful paraphrase was
// too literal (a must_include of the golden's exact wording) and got the aliases it
// lacked; the paraphrase is never bent to fit the check. A paraphrase may fall under a chrF floor: those scores measure drift from
// the golden's wording, which is what a paraphrase changes, and Judge keeps them
// apart from the checks (Verdict.Floors, not Verdict.Checks).
func TestNoCheckFiresOnParaphrases(t *testing.T) {
	cases, err := Load(filepath.Join("..", "..", "fixtures", "quality"))
	require.NoError(t, err)
	corpus, err := loadParaphrases(paraphraseDir)
	require.NoError(t, err)
	ids := make([]string, len(cases))
	for i, c := range cases {
		ids[i] = c.ID
	}
	assert.ElementsMatch(t, ids, slices.Collect(maps.Keys(corpus)), "one paraphrase file per case, named by its id")
	for _, c := range cases {
		ps := corpus[c.ID]
		assert.GreaterOrEqual(t, len(ps), minParaphrases, "%s: paraphrases", c.ID)
		seen := map[string]bool{c.Golden: true}
		for i, p := range ps {
			// Checked before the parallel subtests start, which see the whole map.
			dup := seen[p.Answer]
			seen[p.Answer] = true
			t.Run(fmt.Sprintf("%s/%d", c.ID, i), func(t *testing.T) {
				t.Parallel() // Judge is slow under the race detector; the cases share nothing
				require.False(t, dup, "the paraphrase differs from the golden and the other paraphrases")
				if c.Output.Kind == "json" {
					assertSameKeys(t, c.Golden, p.Answer)
				}
				v := Judge(c, Answer{Text: p.Answer, FinishReason: "stop"})
				for _, r := range v.Checks {
					assert.True(t, r.Pass, "%s (%s): [%s] %s %s fired: %s", c.ID, p.Note, r.Severity, r.Type, r.ID, r.Reason)
				}
				if len(v.Floors) > 0 {
					t.Logf("%s (%s): under a drift floor, allowed for a paraphrase: %s", c.ID, p.Note, strings.Join(v.Floors, "; "))
				}
			})
		}
	}
}

// assertSameKeys fails unless answer is a JSON object with golden's top-level keys.
func assertSameKeys(t *testing.T, golden, answer string) {
	t.Helper()
	var g, a map[string]json.RawMessage
	require.NoError(t, json.Unmarshal([]byte(golden), &g))
	require.NoError(t, json.Unmarshal([]byte(strings.TrimSpace(answer)), &a), "a JSON case's paraphrase is JSON")
	assert.ElementsMatch(t, slices.Collect(maps.Keys(g)), slices.Collect(maps.Keys(a)), "the same keys as the golden")
}

func TestLoadParaphrasesRejectsBrokenFiles(t *testing.T) {
	tests := []struct {
		name, src, want string
	}{
		{name: "unknown-field", src: "- {note: a, answer: b, anwser: c}\n", want: "anwser"},
		{name: "empty-answer", src: "- {note: a, answer: \"\"}\n", want: "note and answer are required"},
		{name: "no-note", src: "- {answer: b}\n", want: "note and answer are required"},
		{name: "empty-list", src: "[]\n", want: "no paraphrases"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			require.NoError(t, os.WriteFile(filepath.Join(dir, "x-01.yaml"), []byte(tc.src), 0o644))
			_, err := loadParaphrases(dir)
			require.Error(t, err)
			assert.Contains(t, err.Error(), tc.want)
		})
	}
	_, err := loadParaphrases(t.TempDir())
	require.ErrorContains(t, err, "no paraphrases under")
}
