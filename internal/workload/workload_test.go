package workload

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/google/go-cmp/cmp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/text/unicode/norm"

	"github.com/infergate/infergate/internal/client"
	"github.com/infergate/infergate/internal/sim"
	"github.com/infergate/infergate/internal/sim/token"
)

const fixtures = "../../fixtures/workloads"

var (
	corpusOnce sync.Once
	corpus     *Corpus
	corpusErr  error
)

// loadCorpus returns the fixtures corpus, parsed once per test binary.
func loadCorpus(t testing.TB) *Corpus {
	t.Helper()
	corpusOnce.Do(func() { corpus, corpusErr = Load(fixtures) })
	require.NoError(t, corpusErr)
	return corpus
}

// plan returns the plan file's default spec for kind (the shipped plan's).
func plan(kind Kind, prefix Prefix, requests int) Spec {
	in := map[Kind]Dist{ShortChat: {Mean: 400, Spread: 0.3}, LongDoc: {Mean: 8000, Spread: 0.1}, LongOutput: {Mean: 300, Spread: 0.3}}[kind]
	out := map[Kind]Dist{ShortChat: {Mean: 150, Spread: 0.3}, LongDoc: {Mean: 120, Spread: 0.3}, LongOutput: {Mean: 1000, Spread: 0.1}}[kind]
	return Spec{Kind: kind, Input: in, Output: out, Prefix: prefix, Requests: requests, Seed: 7, Run: "test"}
}

var (
	fresh  = Prefix{}
	reused = Prefix{Shared: 0.8, Groups: 4, Prime: true}
)

// ids returns the prompt's token ids as the simulator computes them.
func ids(r *client.Request) []uint32 {
	if !r.Chat() {
		return append([]uint32{token.BeginOfText}, token.Encode(r.Prompt)...)
	}
	msgs := make([]token.Message, len(r.Messages))
	for i, m := range r.Messages {
		msgs[i] = token.Message{Role: m.Role, Content: m.Content}
	}
	return token.Chat(msgs)
}

func commonPrefix(a, b []uint32) int {
	n := 0
	for n < len(a) && n < len(b) && a[n] == b[n] {
		n++
	}
	return n
}

// firstText is the text that starts the prompt: the first message or the prompt.
func firstText(r *client.Request) string {
	if r.Chat() {
		return r.Messages[0].Content
	}
	return r.Prompt
}

func texts(r *client.Request) []string {
	if !r.Chat() {
		return []string{r.Prompt}
	}
	out := make([]string, len(r.Messages))
	for i, m := range r.Messages {
		out[i] = m.Content
	}
	return out
}

func TestLoad(t *testing.T) {
	c := loadCorpus(t)
	assert.Equal(t, []string{"de", "en", "ja"}, c.Langs())
	for _, code := range c.Langs() {
		t.Run(code, func(t *testing.T) {
			l := c.langs[code]
			assert.GreaterOrEqual(t, len(l.conversations), 8, "conversations")
			assert.GreaterOrEqual(t, len(l.documents), 3, "documents")
			assert.GreaterOrEqual(t, len(l.tasks), 8, "tasks")
			chatTokens, docTokens, taskTokens := 0, 0, 0
			for _, cv := range l.conversations {
				for _, m := range cv.turns {
					chatTokens += token.Count(m.Content)
				}
			}
			for _, d := range l.documents {
				text := strings.Join(d.paragraphs, "\n\n")
				size := len(strings.Fields(text)) // words
				if code == "ja" {
					size = utf8.RuneCountInString(text) // characters
				}
				assert.GreaterOrEqual(t, size, 900, "document %s is %d words/characters", d.id, size)
				assert.LessOrEqual(t, size, 2100, "document %s is %d words/characters", d.id, size)
				assert.GreaterOrEqual(t, len(d.questions), 5, "questions of %s", d.id)
				docTokens += token.Count(text)
			}
			for _, tk := range l.tasks {
				taskTokens += token.Count(tk.text)
			}
			t.Logf("%s: %d conversations (%d tokens), %d documents (%d tokens), %d tasks (%d tokens)",
				code, len(l.conversations), chatTokens, len(l.documents), docTokens, len(l.tasks), taskTokens)
		})
	}
}

// TestFixtureSize keeps the corpus small enough to review and to ship in the repo.
func TestFixtureSize(t *testing.T) {
	total := int64(0)
	err := filepath.WalkDir(fixtures, func(path string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		info, err := d.Info()
		total += info.Size()
		return err
	})
	require.NoError(t, err)
	assert.Less(t, total, int64(300<<10), "fixtures/workloads is %d bytes", total)
}

func TestLoadErrors(t *testing.T) {
	frame := "system: s\nknowledge: k\ndocuments: d\nquestion: q\nbackground: b\ntask: t\nuser: u\nassistant: a\nprime: p\n"
	chat := "conversations:\n  - id: c\n    turns:\n      - user: hi\n"
	docs := "documents:\n  - id: d\n    title: T\n    text: Some text.\n    questions: [\"What is it?\"]\n"
	tasks := "tasks:\n  - id: t\n    text: Write.\n"
	tests := []struct {
		name  string
		files map[string]string // relative to the corpus dir; "" content removes the file
		want  string
	}{
		{name: "valid", want: ""},
		{name: "unknown-field", files: map[string]string{"xx/docs.yaml": "documents:\n  - id: d\n    title: T\n    text: x\n    questions: [q]\n    author: me\n"},
			want: "xx/docs.yaml:6: documents[0]: unknown field \"author\" (valid: id, title, text, questions)"},
		{name: "turns-out-of-order", files: map[string]string{"xx/chat.yaml": "conversations:\n  - id: c\n    turns:\n      - user: hi\n      - user: again\n"},
			want: "xx/chat.yaml:5: conversations[0].turns[1]: role \"user\" out of turn"},
		{name: "ends-with-assistant", files: map[string]string{"xx/chat.yaml": "conversations:\n  - id: c\n    turns:\n      - user: hi\n      - assistant: hello\n"},
			want: "xx/chat.yaml:5: conversations[0].turns: must end with a user turn"},
		{name: "empty-questions", files: map[string]string{"xx/docs.yaml": "documents:\n  - id: d\n    title: T\n    text: x\n    questions: []\n"},
			want: "xx/docs.yaml:5: documents[0].questions: must not be empty"},
		{name: "duplicate-id", files: map[string]string{"xx/tasks.yaml": "tasks:\n  - id: t\n    text: a\n  - id: t\n    text: b\n"},
			want: "xx/tasks.yaml:4: tasks[1].id: duplicate id \"t\""},
		{name: "missing-frame-field", files: map[string]string{"xx/frame.yaml": "system: s\n"},
			want: "xx/frame.yaml:1: frame: missing field \"knowledge\""},
		{name: "missing-tasks", files: map[string]string{"xx/tasks.yaml": ""},
			want: "language \"xx\" has no tasks (tasks*.yaml)"},
		{name: "unknown-file", files: map[string]string{"xx/notes.yaml": "a: b\n"},
			want: "xx/notes.yaml: unknown corpus file (valid: frame.yaml, chat*.yaml, docs*.yaml, tasks*.yaml)"},
		{name: "syntax-error", files: map[string]string{"xx/tasks.yaml": "tasks:\n  - id: t\n    text: \"unclosed\n"},
			want: "xx/tasks.yaml: yaml: line 3:"},
		{name: "not-nfc", files: map[string]string{"xx/tasks.yaml": "tasks:\n  - id: t\n    text: Gru\u0308ße\n"},
			want: "xx/tasks.yaml:3: text is not in Unicode NFC"},
		{name: "not-utf8", files: map[string]string{"xx/tasks.yaml": "tasks:\n  - id: t\n    text: \xff\n"},
			want: "xx/tasks.yaml:3: text is not valid UTF-8"},
		{name: "bad-language-dir", files: map[string]string{"Not A Lang/x.txt": "x"},
			want: "directory name is not a language code"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			files := map[string]string{"xx/frame.yaml": frame, "xx/chat.yaml": chat, "xx/docs.yaml": docs, "xx/tasks.yaml": tasks, "README.md": "ignored"}
			for name, content := range tt.files {
				files[name] = content
			}
			for name, content := range files {
				if content == "" {
					continue
				}
				path := filepath.Join(dir, name)
				require.NoError(t, os.MkdirAll(filepath.Dir(path), 0o755))
				require.NoError(t, os.WriteFile(path, []byte(content), 0o644))
			}
			c, err := Load(dir)
			if tt.want == "" {
				require.NoError(t, err)
				assert.Equal(t, []string{"xx"}, c.Langs())
				return
			}
			require.Error(t, err, "Load() = nil error, want %q", tt.want)
			assert.Contains(t, filepath.ToSlash(err.Error()), tt.want)
		})
	}
}

func TestBuildDeterministic(t *testing.T) {
	c := loadCorpus(t)
	for _, kind := range Kinds() {
		for _, pf := range []struct {
			name   string
			prefix Prefix
		}{{"fresh", fresh}, {"reused", reused}} {
			t.Run(string(kind)+"-"+pf.name, func(t *testing.T) {
				spec := plan(kind, pf.prefix, 12)
				a, err := c.Build(spec, TokenEstimator{})
				require.NoError(t, err)
				b, err := c.Build(spec, TokenEstimator{})
				require.NoError(t, err)
				if diff := cmp.Diff(a, b); diff != "" {
					t.Errorf("Build() twice differs (-first +second):\n%s", diff)
				}
				assert.Len(t, a.Digest, 64)

				other := spec
				other.Seed++
				o, err := c.Build(other, TokenEstimator{})
				require.NoError(t, err)
				assert.NotEqual(t, a.Digest, o.Digest, "digest with another seed")
				assert.NotEqual(t, texts(&a.Requests[0]), texts(&o.Requests[0]), "first request with another seed")

				// Another run keeps lengths and content choices but changes every tag.
				run := spec
				run.Run = "trial2"
				r, err := c.Build(run, TokenEstimator{})
				require.NoError(t, err)
				assert.NotEqual(t, a.Digest, r.Digest, "digest with another run")
				for i := range a.Requests {
					assert.Equal(t, a.Requests[i].InputTokens, r.Requests[i].InputTokens)
					assert.Equal(t, a.Requests[i].OutputTokens, r.Requests[i].OutputTokens)
					assert.Equal(t, "trial2-"+strings.TrimPrefix(a.Requests[i].ID, "test-"), r.Requests[i].ID)
					assert.Less(t, commonPrefix(ids(&a.Requests[i]), ids(&r.Requests[i])), 16, "requests %d of two runs share a prefix", i)
				}
			})
		}
	}
}

func TestBuildLengths(t *testing.T) {
	c := loadCorpus(t)
	tests := []struct {
		name string
		spec Spec
	}{
		{"short-chat-fresh", plan(ShortChat, fresh, 60)},
		{"short-chat-reused", plan(ShortChat, reused, 60)},
		{"long-doc-fresh", plan(LongDoc, fresh, 12)},
		{"long-doc-reused", plan(LongDoc, reused, 12)},
		{"long-output-fresh", plan(LongOutput, fresh, 60)},
		{"long-output-reused", plan(LongOutput, reused, 60)},
		{"short-chat-completions", func() Spec { s := plan(ShortChat, fresh, 30); s.Completions = true; return s }()},
		{"long-doc-completions-reused", func() Spec { s := plan(LongDoc, reused, 8); s.Completions = true; return s }()},
		{"long-output-completions", func() Spec { s := plan(LongOutput, fresh, 30); s.Completions = true; return s }()},
		{"short-chat-tiny", Spec{Kind: ShortChat, Input: Dist{Mean: 40, Spread: 0.2}, Output: Dist{Mean: 1, Spread: 0}, Requests: 30}},
		{"long-output-tiny", Spec{Kind: LongOutput, Input: Dist{Mean: 32, Spread: 0}, Output: Dist{Mean: 8, Spread: 0.5}, Requests: 30}},
		{"long-doc-tiny-reused", Spec{Kind: LongDoc, Input: Dist{Mean: 140, Spread: 0.5}, Output: Dist{Mean: 10, Spread: 0}, Requests: 20, Prefix: Prefix{Shared: 0.5, Groups: 2}}},
		{"short-chat-large", Spec{Kind: ShortChat, Input: Dist{Mean: 3000, Spread: 0.5}, Output: Dist{Mean: 100, Spread: 0}, Requests: 9, Seed: 3}},
		{"long-doc-one-lang", func() Spec { s := plan(LongDoc, fresh, 4); s.Langs = []string{"de"}; return s }()},
	}
	var sumErr float64
	var n int
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			set, err := c.Build(tt.spec, TokenEstimator{})
			require.NoError(t, err)
			require.Len(t, set.Requests, tt.spec.Requests)
			lo, hi := tt.spec.Input.Bounds()
			olo, ohi := tt.spec.Output.Bounds()
			olo = max(olo, 1)
			for i := range set.Requests {
				r := &set.Requests[i]
				assert.Equal(t, !tt.spec.Completions, r.Chat(), "%s is a chat request", r.ID)
				assert.True(t, lo <= r.InputTokens && r.InputTokens <= hi, "%s: input %d not in [%d, %d]", r.ID, r.InputTokens, lo, hi)
				assert.True(t, olo <= r.OutputTokens && r.OutputTokens <= ohi, "%s: output %d not in [%d, %d]", r.ID, r.OutputTokens, olo, ohi)
				assert.Equal(t, r.OutputTokens, r.MaxTokens, "%s: max_tokens", r.ID)
				assert.True(t, r.IgnoreEOS, "%s: ignore_eos", r.ID)
				if assert.NotNil(t, r.Temperature, "%s: temperature", r.ID) {
					assert.Zero(t, *r.Temperature, "%s: temperature", r.ID)
				}
				assert.Equal(t, fmt.Sprintf("%s-%d", tt.spec.Kind, i), strings.TrimPrefix(r.ID, tt.spec.Run+"-"))
				got := Estimate(TokenEstimator{}, r)
				assert.Equal(t, len(ids(r)), got, "%s: Estimate disagrees with the simulator's tokenizer", r.ID)
				rel := float64(got-r.InputTokens) / float64(r.InputTokens)
				assert.InDelta(t, 0, rel, 0.02, "%s: %d tokens, target %d", r.ID, got, r.InputTokens)
				sumErr += max(rel, -rel)
				n++
			}
		})
	}
	t.Logf("mean absolute estimator error over %d requests: %.3f%%", n, 100*sumErr/float64(n))
}

func TestFreshPrefixesDistinct(t *testing.T) {
	c := loadCorpus(t)
	for _, kind := range Kinds() {
		for _, completions := range []bool{false, true} {
			name := string(kind) + "-chat"
			if completions {
				name = string(kind) + "-completions"
			}
			t.Run(name, func(t *testing.T) {
				spec := plan(kind, fresh, 300)
				spec.Input = Dist{Mean: 200, Spread: 0.5}
				spec.Completions = completions
				set, err := c.Build(spec, TokenEstimator{})
				require.NoError(t, err)
				seen := map[string]string{}
				for i := range set.Requests {
					r := &set.Requests[i]
					assert.Equal(t, -1, r.Group, "%s: group", r.ID)
					first := ids(r)[:16]
					key := fmt.Sprint(first)
					if other, dup := seen[key]; dup {
						t.Errorf("%s and %s share their first 16 tokens %v", other, r.ID, first)
					}
					seen[key] = r.ID
				}
			})
		}
	}
}

func TestReusedPrefixes(t *testing.T) {
	c := loadCorpus(t)
	tests := []struct {
		name string
		spec Spec
	}{
		{"short-chat", plan(ShortChat, reused, 40)},
		{"long-doc", plan(LongDoc, reused, 12)},
		{"long-output", plan(LongOutput, reused, 40)},
		{"short-chat-one-group", plan(ShortChat, Prefix{Shared: 0.5, Groups: 1, Prime: true}, 10)},
		{"long-output-completions", func() Spec { s := plan(LongOutput, reused, 20); s.Completions = true; return s }()},
		{"short-chat-no-prime", plan(ShortChat, Prefix{Shared: 0.85, Groups: 3}, 9)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := tt.spec.Prefix
			set, err := c.Build(tt.spec, TokenEstimator{})
			require.NoError(t, err)
			if p.Prime {
				require.Len(t, set.Prime, p.Groups, "one priming request per group")
			} else {
				assert.Empty(t, set.Prime)
			}
			want := int(p.Shared*float64(tt.spec.Input.Mean)) - 16
			members := make([][]*client.Request, p.Groups)
			for i := range set.Requests {
				r := &set.Requests[i]
				require.True(t, r.Group >= 0 && r.Group < p.Groups, "%s: group %d", r.ID, r.Group)
				members[r.Group] = append(members[r.Group], r)
			}
			for g, reqs := range members {
				require.NotEmpty(t, reqs, "group %d has no requests", g)
				// The shared text is the first message up to the request's own tag.
				head := sharedHead(t, set, reqs[0])
				assert.True(t, strings.HasSuffix(head, "\n"), "group %d prefix ends with a newline", g)
				first := ids(reqs[0])
				for _, r := range reqs {
					assert.Equal(t, head, sharedHead(t, set, r), "%s: group %d's prefix", r.ID, g)
					assert.GreaterOrEqual(t, commonPrefix(first, ids(r)), min(want, len(ids(r))), "%s: tokens shared with %s", r.ID, reqs[0].ID)
				}
				if p.Prime {
					pr := &set.Prime[g]
					assert.Equal(t, g, pr.Group)
					assert.Equal(t, 1, pr.MaxTokens)
					assert.True(t, strings.HasPrefix(firstText(pr), head), "prime %s does not start with group %d's prefix", pr.ID, g)
					assert.GreaterOrEqual(t, commonPrefix(ids(pr), first), want, "prime %s: tokens shared with %s", pr.ID, reqs[0].ID)
				}
				// Different groups diverge at once.
				for h := g + 1; h < len(members); h++ {
					assert.Less(t, commonPrefix(first, ids(members[h][0])), 16, "groups %d and %d share a prefix", g, h)
				}
				// Requests of a group diverge right after the prefix.
				if len(reqs) > 1 {
					assert.Less(t, commonPrefix(ids(reqs[0]), ids(reqs[1])), int(p.Shared*float64(tt.spec.Input.Mean))+8)
				}
			}
		})
	}
}

// sharedHead returns the text before r's own tag "[<n>-<salt>]".
func sharedHead(t testing.TB, set *Set, r *client.Request) string {
	t.Helper()
	n := r.ID[strings.LastIndex(r.ID, "-")+1:]
	text := firstText(r)
	i := strings.Index(text, "["+n+"-"+specSalt(set.Spec)+"]\n")
	require.Positive(t, i, "%s has no tag", r.ID)
	return text[:i]
}

func TestSpecErrors(t *testing.T) {
	c := loadCorpus(t)
	base := plan(ShortChat, reused, 10)
	tests := []specErrorCase{
		{"unknown-kind", func(s *Spec) { s.Kind = "chat" }, `kind: unknown kind "chat" (valid: short-chat, long-doc, long-output, multi-turn, agentic)`},
		{"input-spread-one", func(s *Spec) { s.Input.Spread = 1 }, "input.spread: 1 is not in [0, 1)"},
		{"input-spread-negative", func(s *Spec) { s.Input.Spread = -0.1 }, "input.spread: -0.1 is not in [0, 1)"},
		{"output-spread-one", func(s *Spec) { s.Output.Spread = 1.5 }, "output.spread: 1.5 is not in [0, 1)"},
		{"output-mean-zero", func(s *Spec) { s.Output.Mean = 0 }, "output.mean: 0 is not a valid length"},
		{"input-too-long", func(s *Spec) { s.Input.Mean = 2 << 20 }, "input.mean: lengths up to"},
		{"input-too-short", func(s *Spec) { s.Prefix = fresh; s.Input = Dist{Mean: 40, Spread: 0.5} }, "input.mean: inputs down to 20 tokens are shorter than the minimum of 32"},
		{"requests-zero", func(s *Spec) { s.Requests = 0 }, "requests: 0 is not a valid number of requests (want at least 1)"},
		{"shared-one", func(s *Spec) { s.Prefix.Shared = 1 }, "prefix.shared: 1 is not in [0, 1)"},
		{"shared-negative", func(s *Spec) { s.Prefix.Shared = -0.5 }, "prefix.shared: -0.5 is not in [0, 1)"},
		{"shared-leaves-too-little", func(s *Spec) { s.Prefix.Shared = 0.95 }, "prefix.shared: unique parts down to 14 tokens are shorter than the minimum of 32"},
		{"shared-too-short", func(s *Spec) { s.Prefix.Shared = 0.05 }, "prefix.shared: a shared prefix of 20 tokens"},
		{"groups-zero", func(s *Spec) { s.Prefix.Groups = 0 }, "prefix.groups: 0 is not a valid number of groups with prefix.shared 0.8 (want at least 1)"},
		{"groups-more-than-requests", func(s *Spec) { s.Prefix.Groups = 11 }, "prefix.groups: 11 groups need at least 11 requests, have 10"},
		{"groups-without-shared", func(s *Spec) { s.Prefix = Prefix{Groups: 2} }, "prefix.groups: 2 groups without prefix.shared"},
		{"prime-without-shared", func(s *Spec) { s.Prefix = Prefix{Prime: true} }, "prefix.prime: priming needs a shared prefix"},
		{"unknown-lang", func(s *Spec) { s.Langs = []string{"ja", "fr"} }, `langs: unknown language "fr" (valid: de, en, ja)`},
		{"bad-run", func(s *Spec) { s.Run = "a/b" }, `run: "a/b" may contain only letters, digits`},
	}
	checkSpecErrors(t, c, base, tests)
}

func TestLongDoc8000(t *testing.T) {
	c := loadCorpus(t)
	questionLabel := map[string]string{"en": "Question:", "de": "Frage:", "ja": "質問:"}
	for _, pf := range []struct {
		name   string
		prefix Prefix
	}{{"fresh", fresh}, {"reused", Prefix{Shared: 0.8, Groups: 3, Prime: true}}} {
		t.Run(pf.name, func(t *testing.T) {
			spec := Spec{Kind: LongDoc, Input: Dist{Mean: 8000}, Output: Dist{Mean: 120}, Prefix: pf.prefix, Requests: 6, Seed: 11}
			set, err := c.Build(spec, nil)
			require.NoError(t, err)
			for i := range set.Requests {
				r := &set.Requests[i]
				lang := set.Spec.Langs[i%3]
				if !pf.prefix.Fresh() {
					lang = set.Spec.Langs[r.Group%3]
				}
				assert.Equal(t, 8000, r.InputTokens)
				assert.InDelta(t, 8000, Estimate(TokenEstimator{}, r), 160, "%s", r.ID)
				require.Len(t, r.Messages, 1)
				content := r.Messages[0].Content
				assert.Equal(t, "user", r.Messages[0].Role)
				assert.Contains(t, content, "\n# ", "%s holds document titles", r.ID)
				q := strings.LastIndex(content, "\n\n"+questionLabel[lang]+" ")
				assert.Positive(t, q, "%s ends with a %s question", r.ID, lang)
				assert.Less(t, len(content)-q, 400, "%s: the question is the end of the prompt", r.ID)
			}
		})
	}
}

func TestLongOutputPrompts(t *testing.T) {
	c := loadCorpus(t)
	taskLabel := map[string]string{"en": "Task:", "de": "Aufgabe:", "ja": "課題:"}
	set, err := c.Build(plan(LongOutput, fresh, 9), nil)
	require.NoError(t, err)
	for i := range set.Requests {
		r := &set.Requests[i]
		lang := set.Spec.Langs[i%3]
		assert.GreaterOrEqual(t, r.MaxTokens, 900, "%s asks for a long answer", r.ID)
		require.Len(t, r.Messages, 1)
		content := r.Messages[0].Content
		task := content[strings.LastIndex(content, "\n\n"+taskLabel[lang]+"\n")+2:]
		found := false
		for _, tk := range c.langs[lang].tasks {
			found = found || strings.HasSuffix(task, tk.text)
		}
		assert.True(t, found, "%s ends with a whole %s task: %q", r.ID, lang, task)
	}
}

func TestTextIntact(t *testing.T) {
	c := loadCorpus(t)
	var reqs []client.Request
	for _, kind := range Kinds() {
		for _, pf := range []Prefix{fresh, reused} {
			set, err := c.Build(plan(kind, pf, 12), nil)
			require.NoError(t, err)
			reqs = append(append(reqs, set.Prime...), set.Requests...)
		}
	}
	kana, umlaut := 0, 0
	for i := range reqs {
		for _, s := range texts(&reqs[i]) {
			assert.True(t, utf8.ValidString(s), "%s: invalid UTF-8", reqs[i].ID)
			assert.True(t, norm.NFC.IsNormalString(s), "%s: not NFC", reqs[i].ID)
			assert.NotContains(t, s, "\uFFFD", "%s: replacement character", reqs[i].ID)
			for _, bad := range []string{"Ã¤", "Ã¶", "Ã¼", "ã\u0081", "â€"} {
				assert.NotContains(t, s, bad, "%s: mojibake", reqs[i].ID)
			}
			if strings.ContainsFunc(s, func(r rune) bool { return unicode.In(r, unicode.Hiragana) }) {
				kana++
			}
			if strings.ContainsAny(s, "äöüßÄÖÜ") {
				umlaut++
			}
		}
	}
	assert.Positive(t, kana, "no Japanese text in any request")
	assert.Positive(t, umlaut, "no German text in any request")
	// Polite Japanese and German Sie-form survive as written.
	assert.Contains(t, c.langs["ja"].frame.system, "ください")
	assert.Contains(t, c.langs["de"].frame.system, "Sie")
}

func newSim(t testing.TB) *sim.Server {
	t.Helper()
	opts := sim.DefaultOptions()
	require.NoError(t, opts.ParseSpec("preset=tiny", "test"))
	s, err := sim.NewServer(opts)
	require.NoError(t, err)
	require.NoError(t, s.Listen("127.0.0.1:0"))
	t.Cleanup(func() { s.Close() })
	return s
}

func TestCheckTokenize(t *testing.T) {
	c := loadCorpus(t)
	s := newSim(t)
	tests := []struct {
		name  string
		spec  Spec
		wantN int
	}{
		{"short-chat-fresh", plan(ShortChat, fresh, 20), 20},
		{"short-chat-reused-sampled", plan(ShortChat, reused, 120), MaxTokenizeSample},
		{"long-doc-8000", plan(LongDoc, fresh, 6), 6},
		{"long-output-completions", func() Spec { s := plan(LongOutput, reused, 12); s.Completions = true; return s }(), 12},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			set, err := c.Build(tt.spec, TokenEstimator{})
			require.NoError(t, err)
			got, err := CheckTokenize(context.Background(), s.URL()+"/v1", "tiny", nil, set.Requests)
			require.NoError(t, err)
			assert.Equal(t, SourceTokenize, got.Source)
			assert.Equal(t, tt.wantN, got.N)
			assert.Less(t, got.MeanAbsErr, 0.02)
			assert.Less(t, got.MaxAbsErr, 0.02)
			assert.NotEmpty(t, got.Worst)
			t.Logf("%s: mean %.3f%%, max %.3f%%, worst %s", tt.name, 100*got.MeanAbsErr, 100*got.MaxAbsErr, got.Worst)
		})
	}
}

func TestCheckTokenizeErrors(t *testing.T) {
	c := loadCorpus(t)
	set, err := c.Build(plan(ShortChat, fresh, 3), nil)
	require.NoError(t, err)
	notFound := httptest.NewServer(http.NotFoundHandler())
	t.Cleanup(notFound.Close)
	broken := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		http.Error(w, `{"error":{"message":"boom"}}`, http.StatusInternalServerError)
	}))
	t.Cleanup(broken.Close)
	s := newSim(t)
	tests := []struct {
		name        string
		url, model  string
		unavailable bool
		want        string
	}{
		{"no-endpoint", notFound.URL, "tiny", true, "tokenize unavailable (status 404)"},
		{"server-error", broken.URL, "tiny", false, "status 500: boom"},
		{"unknown-model", s.URL(), "llama", false, "model \"llama\": The model `llama` does not exist."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := CheckTokenize(context.Background(), tt.url, tt.model, nil, set.Requests)
			require.Error(t, err)
			assert.Equal(t, tt.unavailable, errors.Is(err, ErrTokenizeUnavailable), "errors.Is(%v, ErrTokenizeUnavailable)", err)
			assert.Contains(t, err.Error(), tt.want)
		})
	}
}

func TestCheckUsage(t *testing.T) {
	reqs := []client.Request{
		{ID: "a", InputTokens: 100},
		{ID: "b", InputTokens: 200},
		{ID: "c", InputTokens: 400},
		{ID: "untargeted"},
	}
	tests := []struct {
		name   string
		counts map[string]int
		want   Check
	}{
		{"exact", map[string]int{"a": 100, "b": 200, "c": 400}, Check{N: 3, Source: SourceUsage, Worst: "a: 100 tokens, target 100 (+0.0%)"}},
		{"mixed", map[string]int{"a": 103, "b": 196, "untargeted": 9}, Check{N: 2, MeanAbsErr: 0.025, MaxAbsErr: 0.03, MeanErr: 0.005, Source: SourceUsage, Worst: "a: 103 tokens, target 100 (+3.0%)"}},
		{"none", map[string]int{}, Check{Source: SourceUsage}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := CheckUsage(reqs, tt.counts)
			if diff := cmp.Diff(tt.want, got, cmp.Comparer(func(a, b float64) bool { return a-b < 1e-9 && b-a < 1e-9 })); diff != "" {
				t.Errorf("CheckUsage() mismatch (-want +got):\n%s", diff)
			}
		})
	}
}

func TestSample(t *testing.T) {
	tests := []struct {
		name string
		n, k int
		want []int
	}{
		{"fewer", 3, 5, []int{0, 1, 2}},
		{"spaced", 10, 4, []int{0, 2, 5, 7}},
		{"empty", 0, 5, []int{}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, sample(tt.n, tt.k))
		})
	}
}

func TestFit(t *testing.T) {
	text := "Grüße aus Köln. 東京の天気は晴れです。 The quick brown fox."
	for target := 0; target <= token.Count(text)+2; target++ {
		t.Run(fmt.Sprintf("target-%d", target), func(t *testing.T) {
			got, n := fit(text, target, token.Count)
			assert.True(t, utf8.ValidString(got), "fit cut inside a character: %q", got)
			assert.True(t, strings.HasPrefix(text, got))
			assert.Equal(t, token.Count(got), n)
			assert.Equal(t, min(target, token.Count(text)), n, "fit(%d) = %q", target, got)
		})
	}
}

// TestShapeDigest: two runs of one spec differ in their marks (run name, salt) and
// so in Digest, but not in ShapeDigest; another seed differs in both.
func TestShapeDigest(t *testing.T) {
	c := loadCorpus(t)
	for _, prefix := range []Prefix{{}, {Shared: 0.5, Groups: 2, Prime: true}} {
		spec := Spec{Kind: ShortChat, Input: Dist{Mean: 300, Spread: 0.2}, Output: Dist{Mean: 20}, Prefix: prefix, Requests: 6, Seed: 3, Run: "rbase-cell-t0", Model: "m"}
		a, err := c.Build(spec, nil)
		require.NoError(t, err)
		spec.Run = "rcand-cell-t0"
		b, err := c.Build(spec, nil)
		require.NoError(t, err)
		assert.NotEqual(t, a.Digest, b.Digest, "the runs' marks differ")
		assert.Equal(t, a.ShapeDigest, b.ShapeDigest, "the same requests apart from the marks")
		spec.Seed = 4
		d, err := c.Build(spec, nil)
		require.NoError(t, err)
		assert.NotEqual(t, a.ShapeDigest, d.ShapeDigest, "another seed draws other requests")
	}
}

// specErrorCase is a change to a valid spec and the error Build must give for it.
type specErrorCase struct {
	name string
	mod  func(*Spec)
	want string
}

// checkSpecErrors builds base changed by each case and checks the ErrSpec error.
func checkSpecErrors(t *testing.T, c *Corpus, base Spec, tests []specErrorCase) {
	t.Helper()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			spec := base
			tt.mod(&spec)
			_, err := c.Build(spec, TokenEstimator{})
			require.Error(t, err, "Build() = nil error, want %q", tt.want)
			assert.ErrorIs(t, err, ErrSpec)
			assert.Contains(t, err.Error(), tt.want)
		})
	}
}

// TestCalibratedSizesForTheTarget: with a target that spends 1.25 tokens per
// simulator token on German text, prompts built with the calibrated estimator come
// out at their targets on the target's count, while English ones are unchanged.
func TestCalibratedSizesForTheTarget(t *testing.T) {
	c := loadCorpus(t)
	target := func(lang string) Estimator {
		if lang == "de" {
			return scaled{base: TokenEstimator{}, k: 1.25}
		}
		return TokenEstimator{}
	}
	spec := Spec{Kind: LongDoc, Input: Dist{Mean: 3000}, Output: Dist{Mean: 10}, Requests: 6, Seed: 3, Langs: []string{"en", "de"}}
	plain, err := c.Build(spec, nil)
	require.NoError(t, err)
	cal, err := c.Build(spec, Calibrated{Base: TokenEstimator{}, Ratio: map[string]float64{"de": 1.25}})
	require.NoError(t, err)
	for i := range plain.Requests {
		lang := spec.Langs[i%2]
		p, q := &plain.Requests[i], &cal.Requests[i]
		want := p.InputTokens
		before := float64(Estimate(target(lang), p)-want) / float64(want)
		after := float64(Estimate(target(lang), q)-want) / float64(want)
		t.Logf("%s %s: %d tokens wanted, the target counts %+.1f%% uncalibrated, %+.1f%% calibrated", q.ID, lang, want, 100*before, 100*after)
		assert.InDelta(t, 0, after, 0.01, "%s: calibrated prompt within 1%% on the target", q.ID)
		if lang == "de" {
			assert.Greater(t, before, 0.2, "%s: the uncalibrated German prompt is 25%% long on the target", q.ID)
		} else {
			assert.Equal(t, p.Messages, q.Messages, "%s: English needs no calibration and is unchanged", q.ID)
		}
	}
}
