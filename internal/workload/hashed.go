package workload

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/infergate/infergate/internal/client"
)

// MinBlockTokens is the smallest Spec.BlockSize: a block starts with a tag of its
// id and the run's salt, which must fit.
const MinBlockTokens = 32

// streamBlock draws a hash-id block's filler position.
const streamBlock uint64 = 101

// checkHashed validates spec's HashIDs against its Lengths and BlockSize.
func checkHashed(spec Spec) error {
	bad := func(field, format string, args ...any) error {
		return fmt.Errorf("%w: %s: %s", ErrSpec, field, fmt.Sprintf(format, args...))
	}
	switch {
	case spec.HashIDs == nil && spec.BlockSize != 0:
		return bad("block_size", "%d without hash ids: a block size goes with hash_ids", spec.BlockSize)
	case spec.HashIDs == nil:
		return nil
	case spec.Lengths == nil || len(spec.HashIDs) != len(spec.Lengths):
		return bad("hash_ids", "%d requests' ids for %d lengths (want one per request)", len(spec.HashIDs), len(spec.Lengths))
	case spec.BlockSize < MinBlockTokens || spec.BlockSize > MaxInputTokens:
		return bad("block_size", "%d: want %d to %d tokens per hash id", spec.BlockSize, MinBlockTokens, MaxInputTokens)
	case !spec.Prefix.Fresh():
		return bad("prefix", "shared %v: hash_ids decide which prompts share prefixes, so the prefix must be fresh (shared 0)", spec.Prefix.Shared)
	}
	for i, l := range spec.Lengths {
		if want := (l.Input + spec.BlockSize - 1) / spec.BlockSize; l.Input < 1 || len(spec.HashIDs[i]) != want {
			return bad(fmt.Sprintf("hash_ids[%d]", i), "%d ids for an input of %d tokens: want ceil(input / %d) = %d, at least 1", len(spec.HashIDs[i]), l.Input, spec.BlockSize, want)
		}
	}
	return nil
}

// blockKey names a hash-id block's text: its id, its tokens, and whether it ends
// the prompt short of a whole block.
type blockKey struct {
	id     int64
	tokens int
	end    bool
}

// blockText is a block's text and its estimated tokens.
type blockText struct {
	text   string
	tokens int
}

// hashed builds the requests of a spec with HashIDs. Request i's
// prompt is its blocks in order, in one user message (or the completions prompt),
// and nothing else: no frame, question or tag of its own. A block is the tag
// "<id as a word>-<salt>\n" (idWord) and filler of the language
// Langs[hash(id) mod len(Langs)], from a position drawn from the id, cut to
// BlockSize−1 tokens, padded with "." where the cut fell short and closed with
// "\n", so that it is exactly BlockSize tokens by the estimator and its tokens stay
// the same whatever follows. A partial last block (the prompt's last
// Input − (k−1)·BlockSize tokens) is the same text cut to that many tokens without
// the newline. The text depends only on the id, the salt (so another run's or
// trial's prompts share no more than their first block's first two tokens, less
// than a KV block) and the length, so prompts whose ids agree on their first k blocks
// share their first k·BlockSize tokens exactly, and differ from the next block's
// first token on. The chat template adds its few tokens (InputTokens counts them).
func (b *builder) hashed() ([]client.Request, error) {
	bs := b.spec.BlockSize
	texts := map[blockKey]blockText{}
	overhead := Estimate(b.base, &client.Request{Prompt: ""})
	if b.chat {
		overhead = Estimate(b.base, &client.Request{Messages: []client.Message{{Role: "user"}}})
	}
	reqs := make([]client.Request, 0, b.spec.Requests)
	for i, l := range b.spec.Lengths {
		var sb strings.Builder
		in := overhead
		for j, id := range b.spec.HashIDs[i] {
			n := min(bs, l.Input-j*bs)
			k := blockKey{id: id, tokens: n, end: n < bs}
			t, ok := texts[k]
			if !ok {
				var err error
				if t, err = b.block(k); err != nil {
					return nil, fmt.Errorf("build request %s: %w", b.id(strconv.Itoa(i)), err)
				}
				texts[k] = t
			}
			sb.WriteString(t.text)
			in += t.tokens
		}
		var r client.Request
		if b.chat {
			r.Messages = []client.Message{{Role: "user", Content: sb.String()}}
		} else {
			r.Prompt = sb.String()
		}
		b.finish(&r, b.id(strconv.Itoa(i)), -1, in, b.outputLen(i))
		reqs = append(reqs, r)
	}
	return reqs, nil
}

// idWord spells id in lower-case letters (base 26, least significant first), so
// that a block's first token is its id's own word: ids below 26⁷ (about 8·10⁹)
// are one word piece of the simulator's tokenizer, and different ids differ there.
func idWord(id int64) string {
	n := uint64(id)
	var w []byte
	for {
		w = append(w, byte('a'+n%26))
		if n /= 26; n == 0 {
			return string(w)
		}
	}
}

// block makes the text of block k (see hashed).
func (b *builder) block(k blockKey) (blockText, error) {
	h := mix(uint64(k.id) ^ mix(streamBlock))
	l := b.c.langs[b.spec.Langs[pick(h, len(b.spec.Langs))]]
	b.use(l)
	body := k.tokens
	if !k.end {
		body-- // the closing newline
	}
	tag := idWord(k.id) + "-" + b.salt + "\n"
	if !k.end && b.est.Count(tag) >= body {
		return blockText{}, fmt.Errorf("hash id %d: a block of %d tokens cannot hold its tag %q", k.id, k.tokens, tag)
	}
	s, _ := fit(tag+b.stream(l, pick(mix(h), len(l.blocks)), body), body, b.est.Count)
	// No white space at the end: it would join the padding or the newline.
	s = strings.TrimRight(s, " \t\r\n")
	n := b.est.Count(s)
	for tries := 0; n < body && tries < 2*body; tries++ {
		s += "."
		n = b.est.Count(s)
	}
	if !k.end {
		s += "\n"
		n = b.est.Count(s)
	}
	return blockText{text: s, tokens: n}, nil
}
