// Package token owns the simulator's pseudo-tokenizer: a deterministic stand-in for
// Llama-3's BPE tokenizer, so that the simulator can count prompt and output tokens,
// hash them into prefix-cache blocks and stream them, without shipping a 128k-entry
// vocabulary.
//
// Counts are approximate by design. The splitting rules are tuned so that English comes
// out at about 1.3 tokens per word, German somewhat higher, and Chinese, Japanese and
// Korean at one token per character, which is close enough to Llama-3 for load shapes,
// KV-cache sizing and max_tokens accounting. Ids are hashes of the pieces, not real
// vocabulary ids: they are only meaningful inside the simulator.
//
// Splitting is a left-to-right scan with at most a few runes of look-ahead, which gives
// this prefix guarantee (tested, including by fuzzing): for any text p that does not end
// inside a UTF-8 sequence and any x, Encode(p) without its last id is a prefix of
// Encode(p+x). The last piece of p may grow or split, because it can be a word that goes
// on, a space that attaches to the next word, or a newline run that goes on. It cannot
// change, so all of Encode(p) is a prefix, when p ends with a Han, Hiragana, Katakana or
// Hangul character, or when p ends with a newline and x does not start with one.
package token
