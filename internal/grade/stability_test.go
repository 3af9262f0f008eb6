package grade

import (
	"context"
	"errors"
	"sync/atomic"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestModesFromEnv(t *testing.T) {
	tests := []struct {
		name      string
		env       map[string]string
		simulator bool
		want      Modes
		err       string
	}{
		{"off_against_a_real_target", nil, false, Modes{Repeat: 1}, ""},
		{"small_defaults_on_the_simulator", nil, true, Modes{Repeat: SimRepeat, UnderLoad: SimUnderLoad}, ""},
		{"repeat_and_concurrency", map[string]string{RepeatEnv: "5", UnderLoadEnv: "16"}, false, Modes{Repeat: 5, UnderLoad: 16}, ""},
		{"true_is_the_default_load", map[string]string{UnderLoadEnv: "true"}, false, Modes{Repeat: 1, UnderLoad: DefaultLoadConcurrency}, ""},
		{"turned_off_on_the_simulator", map[string]string{RepeatEnv: "1", UnderLoadEnv: "off"}, true, Modes{Repeat: 1}, ""},
		{"repeat_not_a_number", map[string]string{RepeatEnv: "many"}, false, Modes{}, "INFERGATE_QUALITY_REPEAT=\"many\": want how many times"},
		{"repeat_zero", map[string]string{RepeatEnv: "0"}, false, Modes{}, "INFERGATE_QUALITY_REPEAT=\"0\""},
		{"load_negative", map[string]string{UnderLoadEnv: "-2"}, false, Modes{}, "INFERGATE_QUALITY_UNDER_LOAD=\"-2\": want true or the number"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := ModesFromEnv(func(k string) string { return tt.env[k] }, tt.simulator)
			if tt.err != "" {
				require.Error(t, err)
				assert.Contains(t, err.Error(), tt.err)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tt.want, got)
		})
	}
}

// stabilityCase is a tiny case whose answer must name 12.800 €.
func stabilityCase(t *testing.T) *Case {
	t.Helper()
	path := writeFixture(t, "de", "de-s", `id: de-s
lang: de
task: reply
reference_date: 2026-10-16
request:
  messages: [{role: user, content: "Was kostet es? 12.800 €"}]
  params: {temperature: 0, seed: 1, max_tokens: 50}
output: {kind: text}
golden: "Es kostet 12.800 €."
checks:
  - {id: price, type: must_include, all: ["12.800 €"], severity: critical}
`)
	cases, err := Load(dirOf(path))
	require.NoError(t, err)
	return cases[0]
}

func TestRepeats(t *testing.T) {
	c := stabilityCase(t)
	good, bad := Answer{Text: "Es kostet 12.800 €.", FinishReason: "stop"}, Answer{Text: "Es kostet 13.800 €.", FinishReason: "stop"}
	tests := []struct {
		name  string
		first Answer
		more  []Answer
		want  Repeat
	}{
		{"stable", good, []Answer{good, good}, Repeat{Asks: 3, Passed: 3, Distinct: 1}},
		{"one_drifts", good, []Answer{bad, good}, Repeat{Asks: 3, Passed: 2, Distinct: 2, Others: []string{bad.Text}}},
		{"harmless_difference", good, []Answer{{Text: good.Text + "\n", FinishReason: "stop"}}, Repeat{Asks: 2, Passed: 2, Distinct: 2, Others: []string{good.Text + "\n"}}},
		{"first_fails", bad, []Answer{good}, Repeat{Asks: 2, Passed: 1, Distinct: 2, Others: []string{good.Text}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := Repeats(Judge(c, tt.first), tt.more)
			if tt.want.Passed < tt.want.Asks {
				assert.Contains(t, got.Failed, "12.800 €", "the first failing answer is explained")
			}
			got.Failed = ""
			if diff := cmp.Diff(&tt.want, got); diff != "" {
				t.Errorf("Repeats (-want +got):\n%s", diff)
			}
			assert.InDelta(t, float64(tt.want.Passed)/float64(tt.want.Asks), got.PassRate(), 1e-12)
		})
	}
	assert.Equal(t, "2 of 3 passed, 2 distinct answers", (&Repeat{Asks: 3, Passed: 2, Distinct: 2}).String())
	assert.Equal(t, "1 of 1 passed, 1 distinct answer", (&Repeat{Asks: 1, Passed: 1, Distinct: 1}).String())
}

func TestCompareUnderLoad(t *testing.T) {
	c := stabilityCase(t)
	isolated := Judge(c, Answer{Text: "Es kostet 12.800 €.", FinishReason: "stop"})
	tests := []struct {
		name    string
		a       Answer
		passed  bool
		differs bool
	}{
		{"same", Answer{Text: "Es kostet 12.800 €.", FinishReason: "stop"}, true, false},
		{"drifted", Answer{Text: "Es kostet 13.800 €.", FinishReason: "stop"}, false, true},
		{"cut_short", Answer{Text: "Es kostet 12.800 €.", FinishReason: "length"}, true, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			v, u := CompareUnderLoad(isolated, tt.a)
			assert.Equal(t, tt.passed, u.Passed)
			assert.Equal(t, !v.Failed, u.Passed)
			assert.Equal(t, tt.differs, u.Differs)
			if tt.differs {
				assert.Equal(t, tt.a.Text, u.Output)
			} else {
				assert.Empty(t, u.Output)
				assert.InDelta(t, 100, u.ChrF, 1e-9)
			}
			if !tt.passed {
				assert.Equal(t, []string{"price", "default-facts-grounded", "default-facts-kept", "default-polarity"}, u.FailingCritical)
			}
		})
	}
}

func TestStabilityLine(t *testing.T) {
	vs := []Verdict{
		{Repeat: &Repeat{Asks: 3, Passed: 3, Distinct: 1}, UnderLoad: &UnderLoad{Passed: true}},
		{Repeat: &Repeat{Asks: 3, Passed: 2, Distinct: 2}, UnderLoad: &UnderLoad{Passed: false, Differs: true}},
	}
	load := &LoadRun{Concurrency: 8, Sent: 310, OK: 309, Failed: 1}
	assert.Equal(t, "repeat ×3: 5 of 6 answers passed, 1 case answered differently; under load (8 concurrent, 310 background requests, 1 failed): 1 of 2 answers differ from the isolated ones, 1 fails",
		StabilityLine(vs, load))
	assert.Empty(t, StabilityLine([]Verdict{{}}, nil))

	var s Summary
	s.Add("de", Passed)
	s.SetStability("repeat ×2: 2 of 2 answers passed, 0 cases answered differently")
	s.SetResults("results/q.json")
	assert.Equal(t, "quality: 1 passed, 0 failed of 1 fixtures; repeat ×2: 2 of 2 answers passed, 0 cases answered differently; results: results/q.json", s.String())
}

// askerFunc is an Asker from a function.
type askerFunc func(ctx context.Context, c *Case) (Answer, error)

func (f askerFunc) Ask(ctx context.Context, c *Case) (Answer, error) { return f(ctx, c) }

func TestAskAll(t *testing.T) {
	cases := []*Case{{ID: "a"}, {ID: "b"}, {ID: "c"}, {ID: "d"}}
	var running, most atomic.Int32
	echo := askerFunc(func(ctx context.Context, c *Case) (Answer, error) {
		n := running.Add(1)
		defer running.Add(-1)
		for {
			m := most.Load()
			if n <= m || most.CompareAndSwap(m, n) {
				break
			}
		}
		return Answer{Text: c.ID}, nil
	})
	got, err := AskAll(t.Context(), echo, cases, 2)
	require.NoError(t, err)
	assert.Equal(t, []Answer{{Text: "a"}, {Text: "b"}, {Text: "c"}, {Text: "d"}}, got, "in the order of the cases")
	assert.LessOrEqual(t, most.Load(), int32(2))

	boom := errors.New("target down")
	failing := askerFunc(func(ctx context.Context, c *Case) (Answer, error) {
		if c.ID == "c" {
			return Answer{}, boom
		}
		return Answer{Text: c.ID}, nil
	})
	_, err = AskAll(t.Context(), failing, cases, 1)
	require.ErrorIs(t, err, boom)
}
