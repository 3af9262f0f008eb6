package grade

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Real files of both gates: the report's test data holds a latency results file
// (results/latest.json's kind) and a quality results file, each as the gate wrote it.
var (
	latencyFile = filepath.Join("..", "report", "testdata", "base.json")
	qualityFile = filepath.Join("..", "report", "testdata", "quality.json")
)

func writeTemp(t *testing.T, name, content string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), name)
	require.NoError(t, os.WriteFile(p, []byte(content), 0o644))
	return p
}

func TestReadResultSaysWhatKindOfFile(t *testing.T) {
	tests := []struct {
		name string
		path string
		// want are the parts of the error: the file, what it is, what was expected.
		want []string
	}{
		{"latency_results", latencyFile, []string{latencyFile, "not a quality results file", `the latency gate's results file (schema "infergate.results/v1"`, `want a quality results file (quality-*.json from go test ./quality, schema "infergate.quality/v1")`}},
		{"garbage", writeTemp(t, "garbage.json", "garbage \x00\x01 not json"), []string{"garbage.json", "not a quality results file", "it is not JSON (invalid character", "want a quality results file"}},
		{"empty", writeTemp(t, "empty.json", " \n"), []string{"empty.json", "the file is empty", "want a quality results file"}},
		{"json_array", writeTemp(t, "array.json", `[{"schema": "infergate.quality/v1"}]`), []string{"array.json", "it is a JSON array, not an object", "want a quality results file"}},
		{"no_schema", writeTemp(t, "noschema.json", `{"cases": []}`), []string{"noschema.json", `without a "schema" field`, "want a quality results file"}},
		{"schema_not_a_string", writeTemp(t, "num.json", `{"schema": 1}`), []string{"num.json", `its "schema" field is 1, not a schema name`}},
		{"other_quality_version", writeTemp(t, "v2.json", `{"schema": "infergate.quality/v2"}`), []string{"v2.json", `a quality results file of another version (schema "infergate.quality/v2")`, `schema "infergate.quality/v1"`}},
		{"foreign_schema", writeTemp(t, "other.json", `{"schema": "https://json-schema.org/draft/2020-12/schema"}`), []string{"other.json", `a file of schema "https://json-schema.org/draft/2020-12/schema"`}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r, err := ReadResult(tt.path)
			require.Error(t, err)
			assert.Nil(t, r)
			assert.ErrorIs(t, err, ErrNotQualityResult)
			for _, w := range tt.want {
				assert.Contains(t, err.Error(), w)
			}
		})
	}
	t.Run("missing_file", func(t *testing.T) {
		missing := filepath.Join(t.TempDir(), "nope.json")
		_, err := ReadResult(missing)
		require.Error(t, err)
		assert.ErrorIs(t, err, os.ErrNotExist)
		assert.Contains(t, err.Error(), missing)
	})
	t.Run("quality_results", func(t *testing.T) {
		r, err := ReadResult(qualityFile)
		require.NoError(t, err)
		assert.Equal(t, QualitySchema, r.Schema)
		assert.NotEmpty(t, r.Cases)
	})
}

func TestBaselineFromEnv(t *testing.T) {
	// The variables hold paths as a user at the module root types them.
	root := filepath.Join("..", "..")
	latencyRel := filepath.Join("internal", "report", "testdata", "base.json")
	qualityRel := filepath.Join("internal", "report", "testdata", "quality.json")
	garbage := writeTemp(t, "garbage.txt", "not a results file") // absolute
	tests := []struct {
		name     string
		env      map[string]string
		wantBase bool
		wantErr  []string
		wantNote []string
	}{
		{name: "unset", env: nil},
		{name: "quality_baseline", env: map[string]string{BaselineEnv: qualityRel}, wantBase: true},
		{name: "latency_file_as_quality_baseline", env: map[string]string{BaselineEnv: latencyRel},
			wantErr: []string{"INFERGATE_QUALITY_BASELINE: " + filepath.Join(root, latencyRel) + ":", "the latency gate's results file", "want a quality results file"}},
		{name: "garbage_as_quality_baseline", env: map[string]string{BaselineEnv: garbage},
			wantErr: []string{"INFERGATE_QUALITY_BASELINE: " + garbage, "it is not JSON", "want a quality results file"}},
		{name: "latency_baseline_is_not_ours", env: map[string]string{"INFERGATE_BASELINE": latencyRel}},
		{name: "garbage_latency_baseline_is_not_ours", env: map[string]string{"INFERGATE_BASELINE": garbage}},
		{name: "quality_file_in_the_latency_variable_is_ignored_with_a_note", env: map[string]string{"INFERGATE_BASELINE": qualityRel},
			wantNote: []string{"INFERGATE_BASELINE=" + qualityRel + " is a quality results file", "only from INFERGATE_QUALITY_BASELINE", "no baseline comparison"}},
		{name: "each_gate_its_own", env: map[string]string{"INFERGATE_BASELINE": latencyRel, BaselineEnv: qualityRel}, wantBase: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			base, note, err := BaselineFromEnv(func(k string) string { return tt.env[k] }, root)
			if tt.wantErr != nil {
				require.Error(t, err)
				assert.ErrorIs(t, err, ErrNotQualityResult)
				for _, w := range tt.wantErr {
					assert.Contains(t, err.Error(), w)
				}
				assert.Nil(t, base)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tt.wantBase, base != nil)
			if tt.wantNote == nil {
				assert.Empty(t, note)
			}
			for _, w := range tt.wantNote {
				assert.Contains(t, note, w)
			}
		})
	}
}
