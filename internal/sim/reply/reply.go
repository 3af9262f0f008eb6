package reply

import (
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/infergate/infergate/internal/sim/token"
)

// Message is one chat message of a request. It is token.Message, so a query's messages
// can be passed to token.Chat as they are.
type Message = token.Message

// Query is what a responder sees of a request.
type Query struct {
	// Model is the requested model name.
	Model string
	// Prompt is the /v1/completions prompt; "" for chat.
	Prompt string
	// Messages are the chat messages; nil for completions.
	Messages []Message
	// Seed is the request's seed, or one derived from the request id, so that
	// responders can vary their text reproducibly.
	Seed uint64
	// Serial is the server's number for the request, different for every request
	// (the same pinned request asked twice has the same Seed but not the same Serial).
	Serial uint64
	// Concurrent is how many other requests were running or waiting in the engine
	// when this one arrived; Unsteady changes answers only when it is above 0.
	Concurrent int
}

// Text returns the text a responder keys on: the prompt of a completion request, or the
// content of the last user message of a chat request ("" if it has none).
func (q Query) Text() string {
	if len(q.Messages) == 0 {
		return q.Prompt
	}
	for i := len(q.Messages) - 1; i >= 0; i-- {
		if q.Messages[i].Role == "user" {
			return q.Messages[i].Content
		}
	}
	return ""
}

// Answer is the model's reply to a query.
type Answer struct {
	// Text is the complete answer; the model emits EOS after its last token. It is
	// ignored when Open is set.
	Text string
	// Open means the answer has no natural end: it is filler text whose length the
	// engine's EOS distribution decides.
	Open bool
	// Lang is "ja", "de" or "en": the language of filler text that continues past Text
	// (ignore_eos, min_tokens) or replaces it when Open.
	Lang string
	// Truncated means the model ran out of max_tokens before its natural end: the
	// engine emits Text and finishes with finish_reason "length", not "stop", and adds
	// no filler. Only Degrading sets it.
	Truncated bool
}

// Responder decides what the simulated model answers. Implementations must be safe for
// concurrent use: the server calls Reply from many request goroutines.
type Responder interface {
	Reply(Query) Answer
}

// Filler is the default responder: it has nothing specific to say, so every answer is
// open-ended filler in the language of the question.
type Filler struct{}

// Reply returns an open answer in the language of q.Text().
func (Filler) Reply(q Query) Answer {
	return Answer{Open: true, Lang: Lang(q.Text())}
}

// Table answers exact prompts with exact text, which is what tests and the quality gate
// need to check content end to end; every other query goes to Fallback. The zero value
// is an empty table that falls back to Filler.
type Table struct {
	// Fallback answers queries the table does not know; nil means Filler. Set it before
	// the table is shared: unlike Add, changing it is not synchronized.
	Fallback Responder

	mu      sync.RWMutex
	answers map[string]Answer
	hints   map[string]Hints
}

// NewTable returns an empty table that sends unknown queries to fallback (Filler if nil).
func NewTable(fallback Responder) *Table {
	return &Table{Fallback: fallback}
}

// Add makes the table answer queries whose Text, with surrounding white space trimmed,
// is key (also trimmed). A later Add of the same key replaces the answer. It is safe to
// call while other goroutines call Reply.
func (t *Table) Add(key string, answer string) {
	a := Answer{Text: answer, Lang: Lang(answer)}
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.answers == nil {
		t.answers = make(map[string]Answer)
	}
	t.answers[strings.TrimSpace(key)] = a
	delete(t.hints, strings.TrimSpace(key))
}

// AddCase is Add for a quality fixture: it also remembers the fixture's hints, which a
// Degrading responder uses to damage the answer where it matters. It is safe to call
// while other goroutines call Reply.
func (t *Table) AddCase(key, answer string, h Hints) {
	t.Add(key, answer)
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.hints == nil {
		t.hints = make(map[string]Hints)
	}
	t.hints[strings.TrimSpace(key)] = h
}

// lookup returns the added answer for q.Text() and its hints, if the table knows it.
func (t *Table) lookup(q Query) (Answer, Hints, bool) {
	key := strings.TrimSpace(q.Text())
	t.mu.RLock()
	defer t.mu.RUnlock()
	a, ok := t.answers[key]
	return a, t.hints[key], ok
}

// Reply returns the added answer for q.Text(), or the fallback's answer.
func (t *Table) Reply(q Query) Answer {
	if a, _, ok := t.lookup(q); ok {
		return a
	}
	if t.Fallback != nil {
		return t.Fallback.Reply(q)
	}
	return Filler{}.Reply(q)
}

// germanWords are frequent German words that are rare as whole words in English, so two
// different ones mark a text without umlauts as German.
var germanWords = [...]string{"und", "der", "die", "das", "ist", "nicht", "sie", "ihre", "bitte", "mit"}

// Lang guesses the language a model would answer text in: "ja" if the text has any
// Hiragana, Katakana or Han character (so Chinese counts as "ja" too), "de" if it has
// an umlaut or ß, or at least two different words of a short list of common German
// words (matched whole and case-insensitively), and "en" otherwise.
func Lang(text string) string {
	umlaut := false
	var seen uint16 // bit i: germanWords[i] occurs
	wordStart := -1
	for i, r := range text {
		if r < utf8.RuneSelf {
			isLetter := 'a' <= r && r <= 'z' || 'A' <= r && r <= 'Z'
			switch {
			case isLetter && wordStart < 0:
				wordStart = i
			case !isLetter && wordStart >= 0:
				seen |= germanWord(text[wordStart:i])
				wordStart = -1
			}
			continue
		}
		switch r {
		case 'ä', 'ö', 'ü', 'ß', 'Ä', 'Ö', 'Ü':
			umlaut = true
		}
		if unicode.In(r, unicode.Hiragana, unicode.Katakana, unicode.Han) {
			return "ja"
		}
		if unicode.IsLetter(r) {
			if wordStart < 0 {
				wordStart = i
			}
		} else if wordStart >= 0 {
			seen |= germanWord(text[wordStart:i])
			wordStart = -1
		}
	}
	if wordStart >= 0 {
		seen |= germanWord(text[wordStart:])
	}
	if umlaut || moreThanOneBit(seen) {
		return "de"
	}
	return "en"
}

// germanWord returns the bit of word in germanWords, or 0.
func germanWord(word string) uint16 {
	if len(word) > len("nicht") {
		return 0
	}
	for i, w := range germanWords {
		if strings.EqualFold(word, w) {
			return 1 << i
		}
	}
	return 0
}

func moreThanOneBit(x uint16) bool { return x&(x-1) != 0 }
