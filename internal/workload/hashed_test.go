package workload

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/infergate/infergate/internal/client"
	"github.com/infergate/infergate/internal/sim/token"
)

// content is the text of a request's prompt (the user message or the completions
// prompt).
func content(r client.Request) string {
	if r.Chat() {
		return r.Messages[0].Content
	}
	return r.Prompt
}

// sharedLen is how many leading ids a and b share.
func sharedLen[T comparable](a, b []T) int {
	n := 0
	for n < len(a) && n < len(b) && a[n] == b[n] {
		n++
	}
	return n
}

// TestHashedPrefixes builds prompts from hash ids and checks, on the simulator's
// tokenizer, that each has exactly its input's tokens and that two prompts whose ids
// agree on their first k blocks share exactly their first k·BlockSize tokens.
func TestHashedPrefixes(t *testing.T) {
	c := loadCorpus(t)
	ids := [][]int64{{1, 2, 3}, {1, 2, 4}, {5, 2, 3}, {1, 2, 3, 6}, {1, 9}, {27, 2}}
	for _, tc := range []struct {
		name        string
		bs          int
		completions bool
		langs       []string
	}{
		{"chat-512", 512, false, nil},
		{"completions-64", 64, true, nil},
		{"japanese-32", 32, false, []string{"ja"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			bs := tc.bs
			lengths := []Length{{3 * bs, 10}, {2*bs + bs/2, 10}, {3 * bs, 10}, {3*bs + 7, 10}, {bs + 1, 10}, {2 * bs, 10}}
			spec := Spec{Kind: LongDoc, Requests: len(ids), Seed: 3, Run: "a", Completions: tc.completions, Langs: tc.langs,
				Lengths: lengths, HashIDs: ids, BlockSize: bs}
			set, err := c.Build(spec, nil)
			require.NoError(t, err)
			require.Len(t, set.Requests, len(ids))
			toks := make([][]uint32, len(ids))
			for i, r := range set.Requests {
				toks[i] = token.Encode(content(r))
				assert.Len(t, toks[i], lengths[i].Input, "request %d has its input's tokens", i)
				assert.Equal(t, Estimate(TokenEstimator{}, &r), r.InputTokens, "request %d's InputTokens count the template", i)
				assert.Equal(t, 10, r.MaxTokens)
			}
			for i := range ids {
				for j := range i {
					k := sharedLen(ids[i], ids[j])
					assert.Equal(t, k*bs, sharedLen(toks[i], toks[j]), "requests %d and %d share %d blocks", j, i, k)
				}
			}
			// Another run's prompts share the first block's id word and "-", no more:
			// its salt follows.
			spec.Run = "b"
			other, err := c.Build(spec, nil)
			require.NoError(t, err)
			assert.Equal(t, 2, sharedLen(toks[0], token.Encode(content(other.Requests[0]))))
		})
	}
}

// TestHashedSpecErrors checks that Build refuses hash ids that do not fit the spec.
func TestHashedSpecErrors(t *testing.T) {
	c := loadCorpus(t)
	base := func() Spec {
		return Spec{Kind: ShortChat, Requests: 2, Lengths: []Length{{600, 5}, {100, 5}}, HashIDs: [][]int64{{1, 2}, {3}}, BlockSize: 512}
	}
	for _, tc := range []struct {
		name string
		edit func(*Spec)
		want string
	}{
		{"count", func(s *Spec) { s.HashIDs[0] = []int64{1} }, "hash_ids[0]: 1 ids for an input of 600 tokens: want ceil(input / 512) = 2, at least 1"},
		{"requests", func(s *Spec) { s.HashIDs = s.HashIDs[:1] }, "hash_ids: 1 requests' ids for 2 lengths (want one per request)"},
		{"small-block", func(s *Spec) { s.BlockSize = 16 }, "block_size: 16: want 32 to 1048576 tokens per hash id"},
		{"no-ids", func(s *Spec) { s.HashIDs = nil }, "block_size: 512 without hash ids: a block size goes with hash_ids"},
		{"reused", func(s *Spec) { s.Prefix = Prefix{Shared: 0.5, Groups: 1} }, "prefix: shared 0.5: hash_ids decide which prompts share prefixes, so the prefix must be fresh (shared 0)"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := base()
			tc.edit(&s)
			_, err := c.Build(s, nil)
			require.ErrorIs(t, err, ErrSpec)
			assert.EqualError(t, err, "invalid workload spec: "+tc.want)
		})
	}
}
