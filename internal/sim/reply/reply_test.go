package reply_test

import (
	"fmt"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/infergate/infergate/internal/sim/reply"
	"github.com/infergate/infergate/internal/sim/token"
)

func TestLang(t *testing.T) {
	tests := []struct {
		name string
		text string
		want string
	}{
		{"empty", "", "en"},
		{"english", "Where is my order? It was supposed to arrive yesterday.", "en"},
		{"japanese_hiragana", "ありがとう", "ja"},
		{"japanese_katakana", "サポート", "ja"},
		{"japanese_kanji", "注文", "ja"},
		{"japanese_mixed", "注文番号12345の配送状況を教えてください。", "ja"},
		{"german_umlaut", "Wo bleibt meine Bestellung für morgen", "de"},
		{"german_eszett", "Strasse oder Straße", "de"},
		{"german_capital_umlaut", "Ärger", "de"},
		{"german_two_words", "Das Paket ist unterwegs", "de"},
		{"german_words_case_insensitive", "BITTE senden SIE", "de"},
		{"german_one_word_is_english", "Die Hard is a film", "en"},
		{"same_word_twice_counts_once", "die die die", "en"},
		{"german_word_inside_longer_word", "diesel understand mitten", "en"},
		{"mixed_japanese_wins", "Straße und 東京", "ja"},
		{"mixed_english_german", "Please ship it. Danke, das ist nicht nötig.", "de"},
		{"french_accents_are_english", "café résumé naïve", "en"},
		{"invalid_utf8", "ab\xff\xfe und \xc3 das", "de"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.want, reply.Lang(tc.text))
		})
	}
}

func TestQueryText(t *testing.T) {
	tests := []struct {
		name string
		q    reply.Query
		want string
	}{
		{"completion", reply.Query{Prompt: "Once upon a time"}, "Once upon a time"},
		{"empty_completion", reply.Query{}, ""},
		{"chat_single_user", reply.Query{Messages: []reply.Message{{Role: "user", Content: "Hi"}}}, "Hi"},
		{"chat_last_user_wins", reply.Query{Messages: []reply.Message{
			{Role: "system", Content: "Be brief."},
			{Role: "user", Content: "first"},
			{Role: "assistant", Content: "ok"},
			{Role: "user", Content: "second"},
		}}, "second"},
		{"chat_ends_with_assistant", reply.Query{Messages: []reply.Message{
			{Role: "user", Content: "question"},
			{Role: "assistant", Content: "partial"},
		}}, "question"},
		{"chat_without_user", reply.Query{Messages: []reply.Message{{Role: "system", Content: "sys"}}}, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.want, tc.q.Text())
		})
	}
}

func TestMessageIsTokenMessage(t *testing.T) {
	q := reply.Query{Messages: []reply.Message{{Role: "user", Content: "Hi"}}}
	assert.Equal(t, token.Chat([]token.Message{{Role: "user", Content: "Hi"}}), token.Chat(q.Messages))
}

func TestFiller(t *testing.T) {
	tests := []struct {
		name string
		q    reply.Query
		want reply.Answer
	}{
		{"english_prompt", reply.Query{Prompt: "Hello"}, reply.Answer{Open: true, Lang: "en"}},
		{"japanese_chat", reply.Query{Messages: []reply.Message{{Role: "user", Content: "こんにちは"}}}, reply.Answer{Open: true, Lang: "ja"}},
		{"german_chat", reply.Query{Messages: []reply.Message{{Role: "user", Content: "Grüß Gott"}}}, reply.Answer{Open: true, Lang: "de"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.want, reply.Filler{}.Reply(tc.q))
		})
	}
}

var langs = []string{"en", "de", "ja"}

func TestFillDeterministic(t *testing.T) {
	for _, lang := range langs {
		t.Run(lang, func(t *testing.T) {
			a := reply.Fill(lang, 42, 500)
			assert.Equal(t, a, reply.Fill(lang, 42, 500))
			assert.NotEqual(t, a, reply.Fill(lang, 43, 500), "another seed, another text")
		})
	}
}

func TestFillReachesMinTokens(t *testing.T) {
	for _, lang := range langs {
		t.Run(lang, func(t *testing.T) {
			for _, seed := range []uint64{0, 1, 7, 1 << 63} {
				for _, n := range []int{1, 2, 10, 33, 100, 257, 1000, 4096} {
					text := reply.Fill(lang, seed, n)
					got := token.Count(text)
					require.GreaterOrEqualf(t, got, n, "seed %d", seed)
					// Fill stops at the first sentence that reaches n, and no sentence is
					// near 100 tokens.
					require.Lessf(t, got, n+100, "seed %d n %d", seed, n)
					require.Equalf(t, lang, reply.Lang(text), "seed %d n %d: %q", seed, n, text)
				}
			}
		})
	}
}

func TestFillPrefixStable(t *testing.T) {
	for _, lang := range langs {
		t.Run(lang, func(t *testing.T) {
			for _, seed := range []uint64{3, 99} {
				prev := ""
				for n := 1; n <= 600; n += 7 {
					text := reply.Fill(lang, seed, n)
					require.Truef(t, strings.HasPrefix(text, prev), "seed %d: Fill(%d) does not extend the shorter fill", seed, n)
					prev = text
				}
			}
		})
	}
}

func TestFillEdgeCases(t *testing.T) {
	tests := []struct {
		name      string
		lang      string
		minTokens int
		want      string
	}{
		{"zero_tokens", "en", 0, ""},
		{"negative_tokens", "ja", -5, ""},
		{"unknown_lang_is_english", "fr", 50, reply.Fill("en", 5, 50)},
		{"empty_lang_is_english", "", 50, reply.Fill("en", 5, 50)},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.want, reply.Fill(tc.lang, 5, tc.minTokens))
		})
	}
}

func TestFillStyle(t *testing.T) {
	tests := []struct {
		name    string
		lang    string
		markers []string // at least one must occur
		noSpace bool
	}{
		{"japanese_is_polite", "ja", []string{"です", "ます"}, true},
		{"german_is_formal", "de", []string{"Sie"}, false},
		{"english", "en", []string{" the ", " your "}, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			for seed := range uint64(20) {
				text := reply.Fill(tc.lang, seed, 200)
				assert.Truef(t, containsAny(text, tc.markers), "seed %d: %q", seed, text)
				if tc.noSpace {
					assert.NotContainsf(t, text, " ", "seed %d", seed)
				}
			}
		})
	}
}

func containsAny(s string, subs []string) bool {
	for _, sub := range subs {
		if strings.Contains(s, sub) {
			return true
		}
	}
	return false
}

// fixed is a fallback that marks answers it produced.
type fixed string

func (f fixed) Reply(reply.Query) reply.Answer { return reply.Answer{Text: string(f), Lang: "en"} }

func TestTable(t *testing.T) {
	tab := reply.NewTable(fixed("fallback"))
	tab.Add("What is 2+2?", "4")
	tab.Add("  Wie geht es?\n", "Danke, gut. Und Ihnen? Ist alles klar?")
	tab.Add("ping", "pong")
	tab.Add("ping", "pong again")

	tests := []struct {
		name string
		q    reply.Query
		want reply.Answer
	}{
		{"completion_hit", reply.Query{Prompt: "What is 2+2?"}, reply.Answer{Text: "4", Lang: "en"}},
		{"hit_with_space_around", reply.Query{Prompt: "\n What is 2+2? "}, reply.Answer{Text: "4", Lang: "en"}},
		{"key_was_trimmed", reply.Query{Prompt: "Wie geht es?"}, reply.Answer{Text: "Danke, gut. Und Ihnen? Ist alles klar?", Lang: "de"}},
		{"later_add_replaces", reply.Query{Prompt: "ping"}, reply.Answer{Text: "pong again", Lang: "en"}},
		{"chat_hit_on_last_user", reply.Query{Messages: []reply.Message{
			{Role: "system", Content: "Answer briefly."},
			{Role: "user", Content: "What is 2+2?"},
		}}, reply.Answer{Text: "4", Lang: "en"}},
		{"miss_goes_to_fallback", reply.Query{Prompt: "What is 3+3?"}, reply.Answer{Text: "fallback", Lang: "en"}},
		{"case_sensitive", reply.Query{Prompt: "what is 2+2?"}, reply.Answer{Text: "fallback", Lang: "en"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.want, tab.Reply(tc.q))
		})
	}
}

func TestTableDefaultFallback(t *testing.T) {
	tests := []struct {
		name string
		tab  *reply.Table
	}{
		{"new_table_nil_fallback", reply.NewTable(nil)},
		{"zero_table", &reply.Table{}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			q := reply.Query{Prompt: "日本語で答えてください"}
			assert.Equal(t, reply.Answer{Open: true, Lang: "ja"}, tc.tab.Reply(q))
			tc.tab.Add("x", "y")
			assert.Equal(t, reply.Answer{Text: "y", Lang: "en"}, tc.tab.Reply(reply.Query{Prompt: "x"}))
		})
	}
}

// TestTableConcurrent is meant for -race: Add and Reply run at the same time.
func TestTableConcurrent(t *testing.T) {
	tab := reply.NewTable(nil)
	const writers, readers, keys = 4, 4, 200
	var wg sync.WaitGroup
	for w := range writers {
		wg.Go(func() {
			for k := range keys {
				tab.Add(fmt.Sprintf("key %d", k), fmt.Sprintf("answer %d from %d", k, w))
			}
		})
	}
	for range readers {
		wg.Go(func() {
			for k := range keys {
				a := tab.Reply(reply.Query{Prompt: fmt.Sprintf("key %d", k)})
				if !a.Open && !strings.HasPrefix(a.Text, fmt.Sprintf("answer %d ", k)) {
					t.Errorf("key %d: unexpected answer %+v", k, a)
				}
			}
		})
	}
	wg.Wait()
	for k := range keys {
		a := tab.Reply(reply.Query{Prompt: fmt.Sprintf("key %d", k)})
		assert.False(t, a.Open)
		assert.True(t, strings.HasPrefix(a.Text, fmt.Sprintf("answer %d from ", k)), a.Text)
	}
}

func BenchmarkFill(b *testing.B) {
	for _, lang := range langs {
		b.Run(lang, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				reply.Fill(lang, 1, 2048)
			}
		})
	}
}
