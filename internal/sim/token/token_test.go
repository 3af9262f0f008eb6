package token_test

import (
	"hash/fnv"
	"strings"
	"testing"
	"unicode/utf8"
	"unsafe"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/infergate/infergate/internal/sim/token"
)

// Sample paragraphs in the languages the simulator answers in. english has exactly
// 100 words.
const (
	english = "Thank you for contacting our support team. I'm sorry to hear that your order " +
		"#48213 hasn't arrived yet; according to the carrier's tracking information, the parcel " +
		"left our warehouse on Monday and should be delivered within three to five business days. " +
		"If it still doesn't arrive by Friday, please reply to this email and we'll send a " +
		"replacement free of charge. You can also check the current status of your delivery at " +
		"any time in your account under \"My Orders\". We apologize for the inconvenience and " +
		"appreciate your patience while we resolve this issue for you. Have a wonderful day."

	german = "Vielen Dank für Ihre Nachricht. Es tut uns leid, dass Ihre Bestellung noch nicht " +
		"angekommen ist. Laut Sendungsverfolgung hat das Paket unser Lager am Montag verlassen " +
		"und sollte innerhalb von drei bis fünf Werktagen zugestellt werden. Falls es bis " +
		"Freitag nicht eintrifft, antworten Sie bitte auf diese E-Mail, und wir senden Ihnen " +
		"kostenlos einen Ersatz. Den aktuellen Lieferstatus können Sie jederzeit in Ihrem " +
		"Kundenkonto unter „Meine Bestellungen“ einsehen. Die Straße und Hausnummer prüfen wir gern."

	japanese = "お問い合わせいただきありがとうございます。ご注文の商品がまだ届いていないとのこと、" +
		"大変申し訳ございません。配送業者の追跡情報によると、荷物は月曜日に倉庫を出発しており、" +
		"３〜５営業日以内にお届けする予定です。「マイページ」からもご確認いただけます！"

	mixed = "Order 12345678 (注文番号) — naïve café, Straße.\n\n\tTotal: €1,299.00 ✅ 👨‍👩‍👧\r\n"
)

func words(text string) int { return len(strings.Fields(text)) }

func TestSplitRoundTrip(t *testing.T) {
	tests := []struct {
		name string
		text string
	}{
		{"empty", ""},
		{"english", english},
		{"german", german},
		{"japanese", japanese},
		{"mixed", mixed},
		{"emoji", "🙂👍🏽 family: 👨‍👩‍👧‍👦 flag: 🇩🇪 keycap: 1️⃣"},
		{"whitespace_only", " \t \n\n  \r\n   "},
		{"invalid_utf8", "ok \xff\xfe bad \xe3\x81 cut \xc3(x) \x80"},
		{"truncated_rune_at_end", "日本\xe8\xaa"},
		{"nul_and_controls", "a\x00b\x01 \x7f c"},
		{"combining_marks", "e\u0301te\u0301 \u0301alone"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			pieces := token.Split(tc.text)
			assert.Equal(t, tc.text, strings.Join(pieces, ""))
			for i, p := range pieces {
				assert.NotEmptyf(t, p, "piece %d", i)
			}
			assert.Len(t, pieces, token.Count(tc.text))
			assert.Len(t, token.Encode(tc.text), len(pieces))
		})
	}
}

func TestSplitPieces(t *testing.T) {
	tests := []struct {
		name string
		text string
		want []string
	}{
		{"short_words_take_one_space", "Hello big world", []string{"Hello", " big", " world"}},
		{"seven_letter_word_is_whole", " example", []string{" example"}},
		{"long_word_cut_in_six_bytes", " acknowledgement", []string{" acknow", "ledgem", "ent"}},
		{"continuation_never_whole", "abcdefghijklm", []string{"abcdef", "ghijkl", "m"}},
		{"umlaut_counts_two_bytes", " Größenordnung", []string{" Größ", "enordn", "ung"}},
		{"cut_on_rune_boundary", "ääääää", []string{"äää", "äää"}},
		{"digits_in_threes", "1234567", []string{"123", "456", "7"}},
		{"space_does_not_join_digits", "no 42", []string{"no", " ", "42"}},
		{"punctuation_one_rune_each", "Hi!?", []string{"Hi", "!", "?"}},
		{"space_joins_punctuation", "a (b)", []string{"a", " (", "b", ")"}},
		{"contraction", "don't we'll", []string{"don", "'t", " we", "'ll"}},
		{"curly_contraction", "it’s", []string{"it", "’s"}},
		{"quote_is_not_contraction", "'hi'", []string{"'", "hi", "'"}},
		{"newline_run", "a\n\n\nb", []string{"a", "\n\n\n", "b"}},
		{"crlf_run", "a\r\n\r\nb", []string{"a", "\r\n\r\n", "b"}},
		{"spaces_leave_last_for_word", "a    b", []string{"a", "   ", " b"}},
		{"trailing_spaces", "a   ", []string{"a", "   "}},
		{"spaces_before_newline", "a  \nb", []string{"a", "  ", "\n", "b"}},
		{"tab_does_not_join", "a\tb", []string{"a", "\t", "b"}},
		{"cjk_rune_each", "日本語です", []string{"日", "本", "語", "で", "す"}},
		{"katakana_long_mark", "サーバー", []string{"サ", "ー", "バ", "ー"}},
		{"fullwidth_punctuation", "はい、「OK」。", []string{"は", "い", "、", "「", "OK", "」", "。"}},
		{"hangul_syllables", "안녕 세계", []string{"안", "녕", " 세", "계"}},
		{"ideographic_space_is_a_run", "日\u3000本", []string{"日", "\u3000", "本"}},
		{"emoji_runes", "ok 👍🏽", []string{"ok", " 👍", "🏽"}},
		{"invalid_bytes_alone", "a\xff\xfeb", []string{"a", "\xff", "\xfe", "b"}},
		{"combining_mark_joins_word", "cafe\u0301", []string{"cafe\u0301"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.want, token.Split(tc.text))
		})
	}
}

// TestSplitNoCopies checks that pieces point into the text, so splitting a long prompt
// costs one slice of headers and no string data.
func TestSplitNoCopies(t *testing.T) {
	text := english + german + japanese
	off := 0
	for _, p := range token.Split(text) {
		require.Same(t, unsafe.StringData(text[off:]), unsafe.StringData(p), "piece at byte %d", off)
		off += len(p)
	}
}

func TestCountRanges(t *testing.T) {
	require.Equal(t, 100, words(english))
	tests := []struct {
		name     string
		text     string
		min, max int
	}{
		// Llama-3 gives about 1.3 tokens per English word including punctuation.
		{"english_100_words", english, 110, 160},
		// German runs longer words and umlauts, so more tokens per word than English.
		{"german", german, words(german) * 135 / 100, words(german) * 175 / 100},
		// One token per kana, kanji, digit and punctuation character.
		{"japanese", japanese, utf8.RuneCountInString(japanese), utf8.RuneCountInString(japanese)},
		{"japanese_sentence", "ご注文ありがとうございます。", 14, 14},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			n := token.Count(tc.text)
			assert.GreaterOrEqual(t, n, tc.min)
			assert.LessOrEqual(t, n, tc.max)
		})
	}
}

func TestCountDoesNotAllocate(t *testing.T) {
	allocs := testing.AllocsPerRun(10, func() { token.Count(mixed + english) })
	assert.Zero(t, allocs)
}

func TestEncode(t *testing.T) {
	tests := []struct {
		name string
		text string
	}{
		{"english", english},
		{"german", german},
		{"japanese", japanese},
		{"mixed", mixed},
		{"invalid_utf8", "\xff\xfe\xfd ok"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			ids := token.Encode(tc.text)
			pieces := token.Split(tc.text)
			require.Len(t, ids, len(pieces))
			for i, id := range ids {
				assert.Lessf(t, id, uint32(token.BeginOfText), "id %d of piece %q", i, pieces[i])
				assert.Equalf(t, fnvMod(pieces[i]), id, "piece %q", pieces[i])
			}
			assert.Equal(t, ids, token.Encode(tc.text), "same text, same ids")
		})
	}
}

func TestEncodeEmpty(t *testing.T) {
	assert.Empty(t, token.Encode(""))
	assert.Empty(t, token.Split(""))
	assert.Zero(t, token.Count(""))
}

// fnvMod is the documented id function, written with the standard library.
func fnvMod(piece string) uint32 {
	h := fnv.New32a()
	_, _ = h.Write([]byte(piece))
	return h.Sum32() % 128000
}

func TestEncodeSamePieceSameID(t *testing.T) {
	ids := token.Encode(" the cat and the dog")
	require.Len(t, ids, 5)
	assert.Equal(t, ids[0], ids[3], `" the" twice`)
	assert.NotEqual(t, ids[1], ids[4])
}

func TestSpecialIDs(t *testing.T) {
	assert.Equal(t, uint32(128000), token.BeginOfText)
	assert.Equal(t, uint32(128006), token.StartHeader)
	assert.Equal(t, uint32(128007), token.EndHeader)
	assert.Equal(t, uint32(128009), token.EndOfTurn)
	assert.Less(t, token.EndOfTurn, uint32(token.VocabSize))
}

// requirePrefix fails unless prefix is a prefix of ids.
func requirePrefix(t testing.TB, prefix, ids []uint32) {
	t.Helper()
	require.GreaterOrEqual(t, len(ids), len(prefix))
	require.Equal(t, prefix, ids[:len(prefix)])
}

func TestPrefixStableClean(t *testing.T) {
	suffixes := []string{"", "x", " word", "Hello world", "  indented", "\tTab", "123", "日本", "!", "'s", "\u0301", "\xff"}
	tests := []struct {
		name string
		p    string
	}{
		{"ends_with_newline", "System: you are helpful.\n"},
		{"ends_with_crlf", "Line one\r\n"},
		{"ends_with_blank_line", english + "\n\n"},
		{"ends_with_kanji", "注文番号は"},
		{"ends_with_katakana", "マイページ"},
		{"ends_with_hangul", "안녕"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			prefix := token.Encode(tc.p)
			for _, x := range suffixes {
				requirePrefix(t, prefix, token.Encode(tc.p+x))
			}
		})
	}
}

// TestPrefixStableNewlineContinues documents the one exception for a prefix that ends in
// a newline: a suffix that starts with a newline extends the run.
func TestPrefixStableNewlineContinues(t *testing.T) {
	p := "a\n"
	assert.Equal(t, []string{"a", "\n"}, token.Split(p))
	assert.Equal(t, []string{"a", "\n\n", "b"}, token.Split(p+"\nb"))
}

func TestPrefixStableAllButLast(t *testing.T) {
	suffixes := []string{"", "x", "xyzuvwabc", " word", "  more", "\nnext", "'t", "45", "\u0301", "日", "!"}
	tests := []struct {
		name string
		p    string
	}{
		{"mid_short_word", "the ord"},
		{"mid_seven_letter_word", "go exampl"},
		{"mid_long_word", "acknowledg"},
		{"trailing_space", "hello "},
		{"trailing_spaces", "hello   "},
		{"trailing_apostrophe", "don'"},
		{"mid_number", "order 1234"},
		{"mid_german", german[:len(german)-7]},
		{"trailing_newline", "end\n"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			prefix := token.Encode(tc.p)
			prefix = prefix[:len(prefix)-1]
			for _, x := range suffixes {
				requirePrefix(t, prefix, token.Encode(tc.p+x))
			}
		})
	}
}

func TestChat(t *testing.T) {
	tests := []struct {
		name string
		msgs []token.Message
	}{
		{"no_messages", nil},
		{"one_user", []token.Message{{Role: "user", Content: "Hi"}}},
		{"system_and_user", []token.Message{
			{Role: "system", Content: "You are a support agent."},
			{Role: "user", Content: "Wo ist meine Bestellung?"},
		}},
		{"multi_turn", []token.Message{
			{Role: "user", Content: "注文はいつ届きますか？"},
			{Role: "assistant", Content: "明日お届けします。"},
			{Role: "user", Content: "ありがとう"},
		}},
	}
	tail := append(append([]uint32{token.StartHeader}, token.Encode("assistant")...), token.EndHeader)
	tail = append(tail, token.Encode("\n\n")...)
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			ids := token.Chat(tc.msgs)
			require.NotEmpty(t, ids)
			assert.Equal(t, token.BeginOfText, ids[0])
			require.GreaterOrEqual(t, len(ids), 1+len(tail))
			assert.Equal(t, tail, ids[len(ids)-len(tail):])

			want := []uint32{token.BeginOfText}
			for _, m := range tc.msgs {
				want = append(want, token.StartHeader)
				want = append(want, token.Encode(m.Role)...)
				want = append(want, token.EndHeader)
				want = append(want, token.Encode("\n\n"+m.Content)...)
				want = append(want, token.EndOfTurn)
			}
			want = append(want, tail...)
			assert.Equal(t, want, ids)

			assert.Equal(t, len(tc.msgs), countID(ids, token.EndOfTurn))
			assert.Equal(t, len(tc.msgs)+1, countID(ids, token.StartHeader))
		})
	}
}

func countID(ids []uint32, id uint32) int {
	n := 0
	for _, x := range ids {
		if x == id {
			n++
		}
	}
	return n
}

func TestChatGrowsByMessages(t *testing.T) {
	first := []token.Message{{Role: "system", Content: "Be brief."}, {Role: "user", Content: "Hi"}}
	more := append(first[:2:2], token.Message{Role: "assistant", Content: "Hello!"}, token.Message{Role: "user", Content: "Bye"})
	a, b := token.Chat(first), token.Chat(more)
	// Everything but the generation prompt is shared.
	requirePrefix(t, a[:len(a)-4], b)
}

func TestChatText(t *testing.T) {
	tests := []struct {
		name string
		msgs []token.Message
		want string
	}{
		{"no_messages", nil, "<|begin_of_text|><|start_header_id|>assistant<|end_header_id|>\n\n"},
		{"one_user", []token.Message{{Role: "user", Content: "Hi"}},
			"<|begin_of_text|><|start_header_id|>user<|end_header_id|>\n\nHi<|eot_id|>" +
				"<|start_header_id|>assistant<|end_header_id|>\n\n"},
		{"system_and_user", []token.Message{{Role: "system", Content: "S"}, {Role: "user", Content: "U"}},
			"<|begin_of_text|><|start_header_id|>system<|end_header_id|>\n\nS<|eot_id|>" +
				"<|start_header_id|>user<|end_header_id|>\n\nU<|eot_id|>" +
				"<|start_header_id|>assistant<|end_header_id|>\n\n"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.want, token.ChatText(tc.msgs))
		})
	}
}

func FuzzSplit(f *testing.F) {
	for _, s := range []string{"", english, german, japanese, mixed, "a\xffb", "don't", " x", "\n\n", "abcdefghijklmn"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		pieces := token.Split(text)
		if got := strings.Join(pieces, ""); got != text {
			t.Fatalf("Join(Split(%q)) = %q", text, got)
		}
		for i, p := range pieces {
			if p == "" {
				t.Fatalf("piece %d of %q is empty", i, text)
			}
		}
		if n := token.Count(text); n != len(pieces) {
			t.Fatalf("Count(%q) = %d, len(Split) = %d", text, n, len(pieces))
		}
		ids := token.Encode(text)
		if len(ids) != len(pieces) {
			t.Fatalf("len(Encode(%q)) = %d, want %d", text, len(ids), len(pieces))
		}
		for _, id := range ids {
			if id >= token.BeginOfText {
				t.Fatalf("Encode(%q) has id %d", text, id)
			}
		}
		// The documented prefix guarantee, at every rune boundary of a prefix that does
		// not end inside a UTF-8 sequence; long inputs are sampled to keep the fuzzer fast.
		step := 1 + len(text)/256
		for cut := 0; cut <= len(text); cut += step {
			p := text[:cut]
			if !utf8.ValidString(p) || (cut < len(text) && !utf8.RuneStart(text[cut])) {
				continue
			}
			pre := token.Encode(p)
			if len(pre) > 0 {
				pre = pre[:len(pre)-1]
			}
			if len(pre) > len(ids) {
				t.Fatalf("Encode(%q) longer than Encode(%q)", p, text)
			}
			for i := range pre {
				if pre[i] != ids[i] {
					t.Fatalf("Encode(%q) is not stable in Encode(%q) at %d", p, text, i)
				}
			}
		}
	})
}

// benchText is about 8k tokens of mixed-language prose.
var benchText = func() string {
	var b strings.Builder
	for token.Count(b.String()) < 8000 {
		b.WriteString(english + "\n\n" + german + "\n\n" + japanese + "\n\n")
	}
	return b.String()
}()

func BenchmarkEncode(b *testing.B) {
	b.SetBytes(int64(len(benchText)))
	b.ReportAllocs()
	var ids []uint32
	for b.Loop() {
		ids = token.Encode(benchText)
	}
	b.ReportMetric(float64(len(ids)), "tokens/op")
}

func BenchmarkCount(b *testing.B) {
	b.SetBytes(int64(len(benchText)))
	for b.Loop() {
		token.Count(benchText)
	}
}
