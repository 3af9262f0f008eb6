package token

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// VocabSize is the size of the Llama-3 vocabulary, which bounds every id this package
// produces; the engine sizes per-token tables with it.
const VocabSize = 128256

// Special token ids of the Llama-3 chat template. Encode never produces them, so a
// template's structure is visible in the ids.
const (
	BeginOfText uint32 = 128000 // <|begin_of_text|>
	StartHeader uint32 = 128006 // <|start_header_id|>
	EndHeader   uint32 = 128007 // <|end_header_id|>
	EndOfTurn   uint32 = 128009 // <|eot_id|>
)

// numRegular is the number of ids Encode hashes into: everything below the first
// special token.
const numRegular = 128000

// Word pieces: a word whose letters take at most maxWholeWord bytes is one piece; a
// longer one is cut into pieces of at most maxWordPiece bytes. Limits count the letters,
// not the leading space, so " example" stays one piece as it is in Llama-3.
const (
	maxWholeWord = 7
	maxWordPiece = 6
	maxDigits    = 3
)

// Split cuts text into the pieces that stand for tokens. The pieces are substrings of
// text, so strings.Join(Split(text), "") == text, and each is non-empty. The rules, which
// follow Llama-3's pre-tokenizer where that is cheap:
//   - a run of letters (any script but CJK, with combining marks) is a word, taking at
//     most one leading space; a word of up to 7 bytes of letters is one piece, a longer
//     one is cut into pieces of at most 6 bytes on rune boundaries;
//   - an apostrophe between letters starts a piece with the letters after it ("don" "'t");
//   - decimal digits go in groups of up to 3, never with a space;
//   - each Han, Hiragana, Katakana or Hangul character, and each punctuation or symbol
//     character (full-width ones and emoji included), is its own piece; a single leading
//     space joins it;
//   - a run of \n and \r is one piece, and so is a run of other white space, except for
//     a final space that joins what follows as above;
//   - each byte that is not valid UTF-8, and each control or format character, is its
//     own piece.
func Split(text string) []string {
	if text == "" {
		return nil
	}
	// Latin-script prose runs about four bytes per token, so this avoids most regrowth
	// without counting twice.
	pieces := make([]string, 0, len(text)/4+1)
	for i := 0; i < len(text); {
		j := next(text, i)
		pieces = append(pieces, text[i:j])
		i = j
	}
	return pieces
}

// Encode returns one id per piece of Split(text): the 32-bit FNV-1a hash of the piece
// modulo 128000, so ids are stable across runs and never collide with special tokens.
func Encode(text string) []uint32 {
	if text == "" {
		return nil
	}
	return appendEncode(make([]uint32, 0, len(text)/4+1), text)
}

// Count returns the number of tokens in text, len(Split(text)), without allocating.
func Count(text string) int {
	n := 0
	for i := 0; i < len(text); n++ {
		i = next(text, i)
	}
	return n
}

// Message is one chat message as the chat template sees it.
type Message struct {
	Role    string
	Content string
}

// Chat returns the ids of msgs rendered with the Llama-3 chat template followed by the
// generation prompt (an open assistant header), which is what a chat request's prompt
// costs in the engine. Each message is encoded separately, so a conversation that grows
// by whole messages keeps its earlier ids.
func Chat(msgs []Message) []uint32 {
	ids := make([]uint32, 0, 8+len(msgs)*8)
	ids = append(ids, BeginOfText)
	for _, m := range msgs {
		ids = append(ids, StartHeader)
		ids = appendEncode(ids, m.Role)
		ids = append(ids, EndHeader)
		ids = appendEncode(ids, "\n\n"+m.Content)
		ids = append(ids, EndOfTurn)
	}
	ids = append(ids, StartHeader)
	ids = appendEncode(ids, "assistant")
	ids = append(ids, EndHeader)
	return appendEncode(ids, "\n\n")
}

// Text of the special tokens, for ChatText.
const (
	beginOfTextText = "<|begin_of_text|>"
	startHeaderText = "<|start_header_id|>"
	endHeaderText   = "<|end_header_id|>"
	endOfTurnText   = "<|eot_id|>"
)

// ChatText renders msgs with the same template as Chat, as text, for /tokenize-like
// endpoints and logs. It is not for counting: Split would cut the special tokens' text
// into punctuation and words.
func ChatText(msgs []Message) string {
	var b strings.Builder
	size := len(beginOfTextText) + len(startHeaderText) + len("assistant") + len(endHeaderText) + 2
	for _, m := range msgs {
		size += len(startHeaderText) + len(m.Role) + len(endHeaderText) + 2 + len(m.Content) + len(endOfTurnText)
	}
	b.Grow(size)
	b.WriteString(beginOfTextText)
	for _, m := range msgs {
		b.WriteString(startHeaderText)
		b.WriteString(m.Role)
		b.WriteString(endHeaderText)
		b.WriteString("\n\n")
		b.WriteString(m.Content)
		b.WriteString(endOfTurnText)
	}
	b.WriteString(startHeaderText)
	b.WriteString("assistant")
	b.WriteString(endHeaderText)
	b.WriteString("\n\n")
	return b.String()
}

func appendEncode(dst []uint32, text string) []uint32 {
	for i := 0; i < len(text); {
		j := next(text, i)
		dst = append(dst, id(text[i:j]))
		i = j
	}
	return dst
}

// id hashes a piece with 32-bit FNV-1a, inlined because hash/fnv would allocate per piece.
func id(piece string) uint32 {
	const (
		offset32 = 2166136261
		prime32  = 16777619
	)
	h := uint32(offset32)
	for i := 0; i < len(piece); i++ {
		h ^= uint32(piece[i])
		h *= prime32
	}
	return h % numRegular
}

// class is what a rune means to the splitter.
type class uint8

const (
	clsOther   class = iota // control, format, private use: its own piece, takes no space
	clsInvalid              // a byte that is not valid UTF-8: its own piece
	clsLetter               // letters outside the CJK scripts: words
	clsMark                 // combining marks: part of the word before them
	clsDigit                // decimal digits: groups of up to three
	clsCJK                  // Han, Hiragana, Katakana, Hangul: one piece each
	clsPunct                // punctuation and symbols, incl. full-width and emoji: one piece each
	clsSpace                // horizontal white space: runs
	clsNewline              // \n and \r: runs
)

// classOf decodes the rune at s[i:] and classifies it. i must be < len(s).
func classOf(s string, i int) (class, int) {
	// Kept small enough to inline: most text is ASCII.
	if c := s[i]; c < utf8.RuneSelf {
		return asciiClass[c], 1
	}
	return classOfRune(s, i)
}

func classOfRune(s string, i int) (class, int) {
	r, n := utf8.DecodeRuneInString(s[i:])
	if r == utf8.RuneError && n == 1 {
		return clsInvalid, 1
	}
	return runeClass(r), n
}

func runeClass(r rune) class {
	switch {
	case r >= 0x1100 && isCJK(r):
		return clsCJK
	case unicode.IsLetter(r):
		return clsLetter
	case unicode.IsMark(r):
		return clsMark
	case unicode.IsDigit(r):
		return clsDigit
	case unicode.IsSpace(r):
		return clsSpace
	case unicode.IsPunct(r) || unicode.IsSymbol(r):
		return clsPunct
	}
	return clsOther
}

func isCJK(r rune) bool {
	switch {
	case r >= 0x3040 && r <= 0x30ff: // kana blocks, incl. ー and ・, which are script Common
		return true
	case r >= 0x4e00 && r <= 0x9fff: // CJK Unified Ideographs
		return true
	case r >= 0xac00 && r <= 0xd7a3: // Hangul syllables
		return true
	case r == 'ｰ':
		return true
	}
	return unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana, unicode.Hangul)
}

var asciiClass = func() (t [utf8.RuneSelf]class) {
	for c := range utf8.RuneSelf {
		t[c] = runeClass(rune(c))
	}
	t['\n'], t['\r'] = clsNewline, clsNewline
	return t
}()

// isApostrophe reports the characters that join an English contraction such as "don't".
func isApostrophe(s string, i int) bool {
	return s[i] == '\'' || strings.HasPrefix(s[i:], "’")
}

// wordBefore reports whether the rune before s[i] belongs to a word, which makes a
// letter at i continue that word rather than start one.
func wordBefore(s string, i int) bool {
	if i == 0 {
		return false
	}
	if c := s[i-1]; c < utf8.RuneSelf {
		return asciiClass[c] == clsLetter
	}
	r, _ := utf8.DecodeLastRuneInString(s[:i])
	if r == utf8.RuneError {
		return false
	}
	c := runeClass(r)
	return c == clsLetter || c == clsMark
}

// attaches reports whether a single space before s[j] joins the piece that starts at j,
// as Llama-3's pre-tokenizer joins " word" and " (".
func attaches(s string, j int) bool {
	if j >= len(s) {
		return false
	}
	c, _ := classOf(s, j)
	return c == clsLetter || c == clsCJK || c == clsPunct
}

// next returns the end of the piece that starts at s[i]. It reads at most one rune past
// the piece it returns, or 8 bytes into a word it cuts, which is what keeps every piece
// but the last stable when text is appended.
func next(s string, i int) int {
	c, n := classOf(s, i)
	switch c {
	case clsNewline:
		j := i + n
		for j < len(s) && (s[j] == '\n' || s[j] == '\r') {
			j++
		}
		return j
	case clsSpace:
		j := i + n
		for j < len(s) {
			c, m := classOf(s, j)
			if c != clsSpace {
				break
			}
			j += m
		}
		if s[j-1] != ' ' || !attaches(s, j) {
			return j
		}
		if j-1 > i {
			// Leave the last space for the word after the run.
			return j - 1
		}
		return body(s, j)
	}
	return body(s, i)
}

// body returns the end of the piece whose first non-space rune is at s[i].
func body(s string, i int) int {
	c, n := classOf(s, i)
	switch c {
	case clsLetter:
		return wordEnd(s, i, wordBefore(s, i))
	case clsMark:
		if wordBefore(s, i) {
			return wordEnd(s, i, true)
		}
		return i + n
	case clsDigit:
		j := i + n
		for k := 1; k < maxDigits && j < len(s); k++ {
			c, m := classOf(s, j)
			if c != clsDigit {
				break
			}
			j += m
		}
		return j
	case clsPunct:
		// An apostrophe inside a word starts a piece with the letters after it, so
		// "don't" is "don" + "'t" as in Llama-3.
		if isApostrophe(s, i) && i+n < len(s) && wordBefore(s, i) {
			if c, _ := classOf(s, i+n); c == clsLetter {
				return wordEnd(s, i+n, false)
			}
		}
		return i + n
	}
	return i + n
}

// wordEnd returns the end of the word piece whose letters start at s[i]. cont says the
// piece continues a word that was already cut, so it gets no whole-word allowance.
func wordEnd(s string, i int, cont bool) int {
	limit := maxWholeWord
	if cont {
		limit = maxWordPiece
	}
	cut := i // the last rune boundary within maxWordPiece bytes
	j := i
	for j < len(s) {
		c, m := classOf(s, j)
		if c != clsLetter && c != clsMark {
			break
		}
		if j+m-i > limit {
			if cut == i {
				// A single rune longer than the limit cannot happen with UTF-8 and these
				// limits, but never return an empty piece.
				return j + m
			}
			return cut
		}
		j += m
		if j-i <= maxWordPiece {
			cut = j
		}
	}
	return j
}
