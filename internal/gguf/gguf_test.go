package gguf

import (
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"unicode/utf8"

	parser "github.com/gpustack/gguf-parser-go"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// tinyDir holds the models the tests write, one per Options, each written once.
var (
	tinyDir   string
	tinyMu    sync.Mutex
	tinyFiles = map[Options]string{}
)

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "gguf-test-")
	if err != nil {
		panic(err)
	}
	tinyDir = dir
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// writeTiny writes the tiny model (once per o) and parses it back with gpustack's
// GGUF parser, an implementation independent of this package.
func writeTiny(t *testing.T, o Options) (string, *parser.GGUFFile) {
	t.Helper()
	tinyMu.Lock()
	path, ok := tinyFiles[o]
	if !ok {
		path = filepath.Join(tinyDir, fmt.Sprintf("tiny-%d-%s.gguf", o.Seed, o.EOS))
		if err := WriteTinyFile(path, o); err != nil {
			tinyMu.Unlock()
			require.NoError(t, err)
		}
		tinyFiles[o] = path
	}
	tinyMu.Unlock()
	f, err := parser.ParseGGUFFile(path)
	require.NoError(t, err)
	return path, f
}

func TestTinyMetadata(t *testing.T) {
	_, f := writeTiny(t, Options{Seed: 1})
	assert.Equal(t, parser.GGUFMagicGGUFLe, f.Header.Magic)
	assert.Equal(t, parser.GGUFVersionV3, f.Header.Version)
	kv := f.Header.MetadataKV

	// Ollama reads counts as uint32 only and floats as float32 only.
	u32 := map[string]uint32{
		"llama.context_length":            Context,
		"llama.embedding_length":          Embd,
		"llama.block_count":               Layers,
		"llama.feed_forward_length":       FF,
		"llama.attention.head_count":      Heads,
		"llama.attention.head_count_kv":   KVHeads,
		"llama.rope.dimension_count":      HeadDim,
		"llama.vocab_size":                VocabSize,
		"general.file_type":               1,
		"tokenizer.ggml.bos_token_id":     BOSID,
		"tokenizer.ggml.eos_token_id":     EOSID,
		"tokenizer.ggml.unknown_token_id": UnkID,
	}
	for key, want := range u32 {
		v, ok := kv.Get(key)
		require.True(t, ok, key)
		require.Equal(t, parser.GGUFMetadataValueTypeUint32, v.ValueType, key)
		assert.Equal(t, want, v.ValueUint32(), key)
	}
	f32 := map[string]float32{"llama.rope.freq_base": 10000, "llama.attention.layer_norm_rms_epsilon": 1e-5}
	for key, want := range f32 {
		v, ok := kv.Get(key)
		require.True(t, ok, key)
		require.Equal(t, parser.GGUFMetadataValueTypeFloat32, v.ValueType, key)
		assert.Equal(t, want, v.ValueFloat32(), key)
	}
	strs := map[string]string{"general.architecture": "llama", "tokenizer.ggml.model": "llama", "infergate.seed": "1", "infergate.eos": "zero"}
	for key, want := range strs {
		v, ok := kv.Get(key)
		require.True(t, ok, key)
		assert.Equal(t, want, v.ValueString(), key)
	}
	for key, want := range map[string]bool{"tokenizer.ggml.add_bos_token": true, "tokenizer.ggml.add_eos_token": false} {
		v, ok := kv.Get(key)
		require.True(t, ok, key)
		assert.Equal(t, want, v.ValueBool(), key)
	}

	arch := f.Architecture()
	assert.Equal(t, "llama", arch.Architecture)
	assert.EqualValues(t, Context, arch.MaximumContextLength)
	assert.EqualValues(t, Embd, arch.EmbeddingLength)
	assert.EqualValues(t, Layers, arch.BlockCount)
	assert.EqualValues(t, Heads, arch.AttentionHeadCount)
	assert.EqualValues(t, KVHeads, arch.AttentionHeadCountKV)

	tok := f.Tokenizer()
	assert.Equal(t, "llama", tok.Model)
	assert.EqualValues(t, VocabSize, tok.TokensLength)
	assert.EqualValues(t, EOSID, tok.EOSTokenID)
	assert.EqualValues(t, BOSID, tok.BOSTokenID)
	assert.EqualValues(t, UnkID, tok.UnknownTokenID)
}

func TestTinyVocabulary(t *testing.T) {
	tokens, scores, types := Vocab()
	require.Len(t, tokens, VocabSize)
	require.Len(t, scores, VocabSize)
	require.Len(t, types, VocabSize)
	assert.Equal(t, []string{"<unk>", "<s>", "</s>"}, tokens[:3])
	assert.Equal(t, []int32{TypeUnknown, TypeControl, TypeControl}, types[:3])
	for b := range 256 {
		id := ByteBase + b
		require.Equal(t, TypeByte, types[id], "token %d", id)
		require.Equal(t, "<0x"+strings.ToUpper(hex2(b))+">", tokens[id])
	}
	seen := map[string]int{}
	for id := ByteBase + 256; id < VocabSize; id++ {
		p := tokens[id]
		require.Equal(t, TypeNormal, types[id], "token %d %q", id, p)
		require.True(t, utf8.ValidString(p), "token %d", id)
		_, dup := seen[p]
		require.False(t, dup, "token %q twice", p)
		seen[p] = id
		if id > ByteBase+256 {
			require.Less(t, scores[id], scores[id-1], "scores fall with the id")
		}
		// SPM merges adjacent pieces: a longer piece must be an earlier piece plus
		// its last character, or the tokenizer could never produce it.
		if utf8.RuneCountInString(p) > 1 {
			_, size := utf8.DecodeLastRuneInString(p)
			prefix, ok := seen[p[:len(p)-size]]
			require.True(t, ok, "token %q: its prefix is not in the vocabulary", p)
			require.Less(t, prefix, id)
		}
	}
	// Text of both fixture languages: every character is a piece or falls back to bytes.
	for _, s := range []string{"髙橋様、ご注文ありがとうございます。", "Sehr geehrte Frau Müller, Straße", "12,800円 と 1.249,90 €"} {
		for _, r := range s {
			if _, ok := seen[string(r)]; !ok && r != ' ' {
				assert.Greater(t, utf8.RuneLen(r), 1, "ASCII %q must be a piece", r)
			}
		}
	}
	for _, p := range []string{"▁", "▁d", "▁de", "der", "▁Si", "▁die", "ä", "ß", "の", "ア", "様", "円", "。"} {
		_, ok := seen[p]
		assert.True(t, ok, "piece %q", p)
	}
}

func hex2(b int) string {
	const digits = "0123456789abcdef"
	return string([]byte{digits[b>>4], digits[b&15]})
}

func TestTinyTensorLayout(t *testing.T) {
	path, f := writeTiny(t, Options{Seed: 3, EOS: EOSZero})
	const kv = KVHeads * HeadDim
	want := map[string][]uint64{
		"token_embd.weight":  {Embd, VocabSize},
		"output_norm.weight": {Embd},
		"output.weight":      {Embd, VocabSize},
	}
	for i := range Layers {
		p := "blk." + string(rune('0'+i)) + "."
		want[p+"attn_norm.weight"] = []uint64{Embd}
		want[p+"attn_q.weight"] = []uint64{Embd, Embd}
		want[p+"attn_k.weight"] = []uint64{Embd, kv}
		want[p+"attn_v.weight"] = []uint64{Embd, kv}
		want[p+"attn_output.weight"] = []uint64{Embd, Embd}
		want[p+"ffn_norm.weight"] = []uint64{Embd}
		want[p+"ffn_gate.weight"] = []uint64{Embd, FF}
		want[p+"ffn_up.weight"] = []uint64{Embd, FF}
		want[p+"ffn_down.weight"] = []uint64{FF, Embd}
	}
	require.EqualValues(t, len(want), f.Header.TensorCount)
	require.Len(t, f.TensorInfos, len(want))
	assert.Zero(t, f.TensorDataStartOffset%Alignment, "data starts aligned")
	next := uint64(0)
	for _, ti := range f.TensorInfos {
		dims, ok := want[ti.Name]
		require.True(t, ok, "unexpected tensor %s", ti.Name)
		assert.Equal(t, dims, ti.Dimensions, ti.Name)
		typ := parser.GGMLTypeF16
		if len(dims) == 1 {
			typ = parser.GGMLTypeF32 // norms stay F32
		}
		assert.Equal(t, typ, ti.Type, ti.Name)
		assert.Equal(t, next, ti.Offset, "%s: tensors follow each other, aligned", ti.Name)
		assert.Zero(t, ti.Offset%Alignment, ti.Name)
		size := typ.RowSizeOf(ti.Dimensions)
		next = align(ti.Offset + size)
	}
	st, err := os.Stat(path)
	require.NoError(t, err)
	assert.EqualValues(t, uint64(f.TensorDataStartOffset)+next, st.Size(), "the file ends with the last tensor's padding")
	assert.EqualValues(t, st.Size(), f.Size)
}

// readRow reads row i of an F16 matrix tensor from the file.
func readRow(t *testing.T, path string, f *parser.GGUFFile, name string, i int) []float32 {
	t.Helper()
	for _, ti := range f.TensorInfos {
		if ti.Name != name {
			continue
		}
		cols := ti.Dimensions[0]
		file, err := os.Open(path)
		require.NoError(t, err)
		defer file.Close()
		buf := make([]byte, 2*cols)
		_, err = file.ReadAt(buf, f.TensorDataStartOffset+int64(ti.Offset)+int64(i)*int64(len(buf)))
		require.NoError(t, err)
		out := make([]float32, cols)
		for j := range out {
			out[j] = half(binary.LittleEndian.Uint16(buf[2*j:]))
		}
		return out
	}
	t.Fatalf("no tensor %s", name)
	return nil
}

func TestTinyOutputRows(t *testing.T) {
	for _, mode := range []EOS{EOSZero, EOSBoost} {
		t.Run(string(mode), func(t *testing.T) {
			path, f := writeTiny(t, Options{Seed: 3, EOS: mode})
			zero := func(row []float32) bool {
				for _, v := range row {
					if v != 0 {
						return false
					}
				}
				return true
			}
			for _, id := range []int{UnkID, BOSID, ByteBase, ByteBase + 0x0A, ByteBase + 0x80, ByteBase + 255} {
				assert.True(t, zero(readRow(t, path, f, "output.weight", id)), "token %d's output row is zero", id)
			}
			for _, id := range []int{ByteBase + 256, 1000, VocabSize - 1} {
				row := readRow(t, path, f, "output.weight", id)
				assert.Zero(t, row[0], "normal rows ignore the bias dimension")
				assert.False(t, zero(row), "token %d", id)
			}
			eos := readRow(t, path, f, "output.weight", EOSID)
			if mode == EOSZero {
				assert.True(t, zero(eos))
			} else {
				assert.InDelta(t, EOSLogit/11.3, eos[0], 0.05, "EOS reads the bias dimension")
				assert.True(t, zero(eos[1:]))
			}
			emb := readRow(t, path, f, "token_embd.weight", 500)
			assert.Equal(t, float32(biasValue), emb[0])
		})
	}
}

func digest(t *testing.T, o Options) [32]byte {
	t.Helper()
	h := sha256.New()
	require.NoError(t, WriteTiny(h, o))
	var d [32]byte
	copy(d[:], h.Sum(nil))
	return d
}

func fileDigest(t *testing.T, path string) [32]byte {
	t.Helper()
	b, err := os.ReadFile(path)
	require.NoError(t, err)
	return sha256.Sum256(b)
}

func TestTinyIsDeterministic(t *testing.T) {
	one, _ := writeTiny(t, Options{Seed: 1})
	a := fileDigest(t, one)
	assert.Equal(t, a, digest(t, Options{Seed: 1, EOS: EOSZero}), "one seed, one file; zero is the default")
	zero, _ := writeTiny(t, Options{Seed: 3, EOS: EOSZero})
	boost, _ := writeTiny(t, Options{Seed: 3, EOS: EOSBoost})
	assert.NotEqual(t, a, fileDigest(t, zero), "another seed, other weights")
	assert.NotEqual(t, fileDigest(t, zero), fileDigest(t, boost))
}

func TestOptionsValidate(t *testing.T) {
	err := Options{EOS: "maybe"}.Validate()
	require.Error(t, err)
	assert.Contains(t, err.Error(), `EOS "maybe"`)
	_, _, err = Tiny(Options{EOS: "maybe"})
	require.Error(t, err)
	require.Error(t, WriteTinyFile(filepath.Join(t.TempDir(), "x.gguf"), Options{EOS: "maybe"}))
}

func TestWriteTinyFileLeavesNothingOnError(t *testing.T) {
	dir := t.TempDir()
	err := WriteTinyFile(filepath.Join(dir, "missing", "tiny.gguf"), Options{})
	require.Error(t, err)
	assert.Contains(t, err.Error(), "tiny.gguf")
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	assert.Empty(t, entries)
}

func TestWriteErrors(t *testing.T) {
	okData := func(w io.Writer) error { _, err := w.Write(make([]byte, 8)); return err }
	cases := []struct {
		name    string
		kvs     []KV
		tensors []Tensor
		want    string
	}{
		{"bad value", []KV{{"k", 1.5}}, nil, "metadata k: unsupported value type float64"},
		{"bad type", nil, []Tensor{{Name: "t", Dims: []uint64{2}, Type: 8, Data: okData}}, "tensor t: unsupported type"},
		{"no dims", nil, []Tensor{{Name: "t", Type: F32, Data: okData}}, "tensor t: 0 dimensions"},
		{"short data", nil, []Tensor{{Name: "t", Dims: []uint64{4}, Type: F32, Data: okData}}, "tensor t: wrote 8 bytes of data, want 16"},
		{"data error", nil, []Tensor{{Name: "t", Dims: []uint64{2}, Type: F32, Data: func(io.Writer) error { return errors.New("boom") }}}, "tensor t: boom"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			err := Write(io.Discard, c.kvs, c.tensors)
			require.Error(t, err)
			assert.Contains(t, err.Error(), c.want)
		})
	}
}

func TestWriteSmallFile(t *testing.T) {
	var buf bytes.Buffer
	kvs := []KV{{"a", uint32(7)}, {"b", int32(-2)}, {"c", []string{"x", "yz"}}, {"d", []float32{1, 2}}, {"e", []int32{3}}}
	data := func(w io.Writer) error {
		for _, v := range []float32{1, 2, 3} {
			if err := binary.Write(w, binary.LittleEndian, v); err != nil {
				return err
			}
		}
		return nil
	}
	ts := []Tensor{{Name: "v", Dims: []uint64{3}, Type: F32, Data: data}, {Name: "w", Dims: []uint64{3}, Type: F32, Data: data}}
	require.NoError(t, Write(&buf, kvs, ts))
	path := filepath.Join(t.TempDir(), "small.gguf")
	require.NoError(t, os.WriteFile(path, buf.Bytes(), 0o644))
	f, err := parser.ParseGGUFFile(path)
	require.NoError(t, err)
	require.Len(t, f.TensorInfos, 2)
	assert.EqualValues(t, 0, f.TensorInfos[0].Offset)
	assert.EqualValues(t, Alignment, f.TensorInfos[1].Offset, "the second tensor starts at the next alignment")
	v, ok := f.Header.MetadataKV.Get("b")
	require.True(t, ok)
	assert.EqualValues(t, -2, v.ValueInt32())
	v, ok = f.Header.MetadataKV.Get("c")
	require.True(t, ok)
	assert.Equal(t, []string{"x", "yz"}, v.ValueArray().ValuesString())
	v, ok = f.Header.MetadataKV.Get("d")
	require.True(t, ok)
	assert.Equal(t, []float32{1, 2}, v.ValueArray().ValuesFloat32())
	assert.EqualValues(t, len(buf.Bytes()), int(f.TensorDataStartOffset)+2*Alignment, "each tensor, the last too, is padded to the alignment")
}

// half is the reference conversion back from IEEE 754 half precision.
func half(h uint16) float32 {
	sign := float32(1)
	if h&0x8000 != 0 {
		sign = -1
	}
	exp := int(h >> 10 & 0x1f)
	mant := float64(h & 0x3ff)
	switch exp {
	case 0:
		return sign * float32(math.Ldexp(mant, -24))
	case 31:
		if mant != 0 {
			return float32(math.NaN())
		}
		return sign * float32(math.Inf(1))
	}
	return sign * float32(math.Ldexp(1+mant/1024, exp-15))
}

func TestFloat16(t *testing.T) {
	cases := []struct {
		in   float32
		want uint16
	}{
		{0, 0x0000},
		{float32(math.Copysign(0, -1)), 0x8000},
		{1, 0x3c00},
		{-2, 0xc000},
		{0.5, 0x3800},
		{65504, 0x7bff},
		{65520, 0x7c00}, // rounds up to Inf
		{1e6, 0x7c00},
		{float32(math.Inf(-1)), 0xfc00},
		{6.1035156e-05, 0x0400}, // the smallest normal
		{5.9604645e-08, 0x0001}, // the smallest subnormal
		{2.9802322e-08, 0x0000}, // half of it rounds to even: zero
		{8.940697e-08, 0x0002},  // 1.5 × the smallest rounds to even: 2
		{1e-10, 0x0000},         // underflow
		{1.0009766, 0x3c01},     // 1 + 2^-10
		{1.00048828125, 0x3c00}, // 1 + 2^-11: a tie, to even
		{1.00146484375, 0x3c02}, // 1 + 3·2^-11: a tie, to even
		{float32(biasValue), 0x4c00},
	}
	for _, c := range cases {
		assert.Equal(t, c.want, Float16(c.in), "Float16(%g)", c.in)
	}
	assert.Equal(t, uint16(0x7e00), Float16(float32(math.NaN())))
	// Every half value converts back to itself.
	for h := range 1 << 16 {
		f := half(uint16(h))
		if f != f { // NaN
			continue
		}
		require.Equal(t, uint16(h), Float16(f), "half %#04x = %g", h, f)
	}
}
