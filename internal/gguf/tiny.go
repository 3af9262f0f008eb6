package gguf

import (
	"encoding/binary"
	"fmt"
	"hash/fnv"
	"io"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
)

// The tiny model's shape.
const (
	Embd    = 256  // llama.embedding_length
	Layers  = 4    // llama.block_count
	Heads   = 4    // llama.attention.head_count
	KVHeads = 2    // llama.attention.head_count_kv
	FF      = 512  // llama.feed_forward_length
	Context = 8192 // llama.context_length
	HeadDim = Embd / Heads
)

// EOS says what the output row of the end-of-sequence token holds.
type EOS string

// The EOS modes.
const (
	// EOSZero zeroes EOS's output row, like those of <unk>, <s> and the byte tokens:
	// its logit is 0 where the normal tokens' spread about ±4, so a generation
	// practically never ends by itself and always runs to max_tokens.
	EOSZero EOS = "zero"
	// EOSBoost gives EOS a steady logit of about EOSLogit, so that sampled
	// generations (temperature about 1) end with finish_reason "stop" after a few
	// dozen tokens; greedy ones still seldom do.
	EOSBoost EOS = "boost"
)

// Options choose the tiny model's random weights.
type Options struct {
	// Seed makes the weights: one seed, one file, byte for byte.
	Seed uint64
	// EOS is EOSZero (the default when empty) or EOSBoost.
	EOS EOS
}

// The weights' scales, chosen so that the model is cheap to run and its text stays
// valid UTF-8. Every token embedding carries biasValue in dimension 0 and uniform
// noise of unit variance elsewhere; the layers' weights are small (layerStd), so the
// residual stream stays close to the current token's embedding and its final RMS
// norm keeps dimension 0 near biasValue/√2. The output rows of normal tokens ignore
// dimension 0 and spread their logits about ±4 (outputStd), so a row of zeros — the
// byte tokens', <unk>'s, <s>'s and, with EOSZero, </s>'s — has a logit far below the
// likely tokens' and is practically never sampled: no stray byte breaks the UTF-8.
// With EOSBoost, EOS's row reads dimension 0 only, for a logit of about EOSLogit.
const (
	biasValue = 16
	layerStd  = 0.02
	outputStd = 0.35
	// EOSLogit is EOS's logit with EOSBoost.
	EOSLogit = 13.5
)

// Validate checks the options, naming the bad field.
func (o Options) Validate() error {
	switch o.EOS {
	case "", EOSZero, EOSBoost:
		return nil
	}
	return fmt.Errorf("tiny model options: EOS %q: want %q or %q", o.EOS, EOSZero, EOSBoost)
}

func (o Options) eos() EOS {
	if o.EOS == "" {
		return EOSZero
	}
	return o.EOS
}

// Tiny returns the tiny model's metadata and tensors for Write.
func Tiny(o Options) ([]KV, []Tensor, error) {
	if err := o.Validate(); err != nil {
		return nil, nil, err
	}
	tokens, scores, types := Vocab()
	kvs := []KV{
		{"general.architecture", "llama"},
		{"general.name", "infergate-tiny"},
		{"general.file_type", uint32(1)}, // mostly F16
		{"infergate.seed", strconv.FormatUint(o.Seed, 10)},
		{"infergate.eos", string(o.eos())},
		{"llama.context_length", uint32(Context)},
		{"llama.embedding_length", uint32(Embd)},
		{"llama.block_count", uint32(Layers)},
		{"llama.feed_forward_length", uint32(FF)},
		{"llama.attention.head_count", uint32(Heads)},
		{"llama.attention.head_count_kv", uint32(KVHeads)},
		{"llama.rope.dimension_count", uint32(HeadDim)},
		{"llama.rope.freq_base", float32(10000)},
		{"llama.attention.layer_norm_rms_epsilon", float32(1e-5)},
		{"llama.vocab_size", uint32(len(tokens))},
		{"tokenizer.ggml.model", "llama"},
		{"tokenizer.ggml.tokens", tokens},
		{"tokenizer.ggml.scores", scores},
		{"tokenizer.ggml.token_type", types},
		{"tokenizer.ggml.bos_token_id", uint32(BOSID)},
		{"tokenizer.ggml.eos_token_id", uint32(EOSID)},
		{"tokenizer.ggml.unknown_token_id", uint32(UnkID)},
		{"tokenizer.ggml.add_bos_token", true},
		{"tokenizer.ggml.add_eos_token", false},
	}
	vocab := uint64(len(tokens))
	g := gen{seed: o.Seed}
	ts := []Tensor{g.matrix("token_embd.weight", Embd, vocab, embedRow)}
	for i := range Layers {
		blk := func(s string) string { return fmt.Sprintf("blk.%d.%s.weight", i, s) }
		ts = append(ts,
			ones(blk("attn_norm")),
			g.matrix(blk("attn_q"), Embd, Embd, scaled(layerStd)),
			g.matrix(blk("attn_k"), Embd, KVHeads*HeadDim, scaled(layerStd)),
			g.matrix(blk("attn_v"), Embd, KVHeads*HeadDim, scaled(layerStd)),
			g.matrix(blk("attn_output"), Embd, Embd, scaled(layerStd)),
			ones(blk("ffn_norm")),
			g.matrix(blk("ffn_gate"), Embd, FF, scaled(layerStd)),
			g.matrix(blk("ffn_up"), Embd, FF, scaled(layerStd)),
			g.matrix(blk("ffn_down"), FF, Embd, scaled(layerStd)),
		)
	}
	ts = append(ts, ones("output_norm.weight"), g.matrix("output.weight", Embd, vocab, outputRow(o.eos())))
	return kvs, ts, nil
}

// WriteTiny writes the tiny model as GGUF to w.
func WriteTiny(w io.Writer, o Options) error {
	kvs, ts, err := Tiny(o)
	if err != nil {
		return err
	}
	return Write(w, kvs, ts)
}

// WriteTinyFile writes the tiny model to path, through a temporary file in the same
// directory that replaces path only once it is complete.
func WriteTinyFile(path string, o Options) (err error) {
	if err := o.Validate(); err != nil {
		return err
	}
	f, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".*")
	if err != nil {
		return fmt.Errorf("writing model %s: %w", path, err)
	}
	defer func() {
		if err != nil {
			f.Close()
			os.Remove(f.Name())
		}
	}()
	if err := WriteTiny(f, o); err != nil {
		return fmt.Errorf("writing model %s: %w", path, err)
	}
	if err := f.Close(); err != nil {
		return fmt.Errorf("writing model %s: %w", path, err)
	}
	if err := os.Chmod(f.Name(), 0o644); err != nil {
		return fmt.Errorf("writing model %s: %w", path, err)
	}
	if err := os.Rename(f.Name(), path); err != nil {
		return fmt.Errorf("writing model %s: %w", path, err)
	}
	return nil
}

// gen draws the weights: each tensor from its own PCG stream, keyed by the seed and
// the tensor's name, so a tensor's values do not depend on the others'.
type gen struct{ seed uint64 }

// rowFunc fills one row (ne[0] values) of a matrix; row is the row's index (ne[1])
// and uniform draws from U(-1, 1) scaled to unit variance.
type rowFunc func(row int, out []float32, uniform func() float32)

func (g gen) matrix(name string, cols, rows uint64, fill rowFunc) Tensor {
	return Tensor{Name: name, Dims: []uint64{cols, rows}, Type: F16, Data: func(w io.Writer) error {
		h := fnv.New64a()
		h.Write([]byte(name))
		r := rand.NewPCG(g.seed, h.Sum64())
		// U(-√3, √3): unit variance, from one signed 64-bit draw.
		const scale = 1.7320508075688772 / (1 << 63)
		uniform := func() float32 { return float32(float64(int64(r.Uint64())) * scale) }
		row := make([]float32, cols)
		buf := make([]byte, 2*cols)
		for i := range int(rows) {
			clear(row)
			fill(i, row, uniform)
			for j, v := range row {
				binary.LittleEndian.PutUint16(buf[2*j:], Float16(v))
			}
			if _, err := w.Write(buf); err != nil {
				return err
			}
		}
		return nil
	}}
}

// ones is a norm weight of Embd ones, in F32 as llama.cpp's converters write norms.
func ones(name string) Tensor {
	return Tensor{Name: name, Dims: []uint64{Embd}, Type: F32, Data: func(w io.Writer) error {
		buf := make([]byte, 4*Embd)
		for j := range Embd {
			binary.LittleEndian.PutUint32(buf[4*j:], math.Float32bits(1))
		}
		_, err := w.Write(buf)
		return err
	}}
}

func scaled(std float32) rowFunc {
	return func(_ int, out []float32, uniform func() float32) {
		for j := range out {
			out[j] = std * uniform()
		}
	}
}

// embedRow is a token's embedding: biasValue in dimension 0, unit noise elsewhere.
func embedRow(_ int, out []float32, uniform func() float32) {
	out[0] = biasValue
	for j := 1; j < len(out); j++ {
		out[j] = uniform()
	}
}

// silent reports whether a token's output row is zero whatever the EOS mode:
// <unk>, <s> and the byte tokens.
func silent(id int) bool {
	return id == UnkID || id == BOSID || (id >= ByteBase && id < ByteBase+256)
}

// outputRow fills the output (lm_head) rows; see the constants above.
func outputRow(eos EOS) rowFunc {
	// The final norm scales dimension 0 to about biasValue/rms, with rms the root
	// mean square of an embedding: √((biasValue² + Embd − 1) / Embd).
	h0 := biasValue / math.Sqrt((biasValue*biasValue+Embd-1)/float64(Embd))
	return func(id int, out []float32, uniform func() float32) {
		// Draw every row's values, so that the normal rows do not depend on the mode.
		for j := 1; j < len(out); j++ {
			out[j] = outputStd * uniform()
		}
		switch {
		case silent(id):
			clear(out)
		case id == EOSID:
			clear(out)
			if eos == EOSBoost {
				out[0] = float32(EOSLogit / h0)
			}
		}
	}
}
