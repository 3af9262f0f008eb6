package gguf

import (
	"bufio"
	"encoding/binary"
	"fmt"
	"io"
	"math"
)

// Magic is "GGUF" read as a little-endian uint32.
const Magic = 0x46554747

// Version is the GGUF version Write produces.
const Version = 3

// Alignment is the alignment of the tensor data and of each tensor in it, in bytes
// (GGUF's default; Write does not write general.alignment).
const Alignment = 32

// Metadata value types, as GGUF numbers them.
const (
	typeUint32  uint32 = 4
	typeInt32   uint32 = 5
	typeFloat32 uint32 = 6
	typeBool    uint32 = 7
	typeString  uint32 = 8
	typeArray   uint32 = 9
)

// TensorType is a tensor's element type, as ggml numbers it.
type TensorType uint32

// The tensor types Write supports.
const (
	F32 TensorType = 0
	F16 TensorType = 1
)

// size is the bytes per element.
func (t TensorType) size() uint64 {
	if t == F16 {
		return 2
	}
	return 4
}

// String names the type as ggml does.
func (t TensorType) String() string {
	switch t {
	case F32:
		return "F32"
	case F16:
		return "F16"
	}
	return fmt.Sprintf("TensorType(%d)", uint32(t))
}

// KV is one metadata pair. Value is one of uint32, int32, float32, bool, string,
// []string, []float32 or []int32; anything else is an error in Write.
type KV struct {
	Key   string
	Value any
}

// Tensor is one tensor: its name, its dimensions innermost first (ggml's ne[0], ne[1]:
// a weight applied as x·W to an n_in vector giving n_out is {n_in, n_out}), its type,
// and Data, which writes exactly its elements, little-endian, row after row.
type Tensor struct {
	Name string
	Dims []uint64
	Type TensorType
	Data func(w io.Writer) error
}

// Elements is the number of elements.
func (t Tensor) Elements() uint64 {
	n := uint64(1)
	for _, d := range t.Dims {
		n *= d
	}
	return n
}

// Bytes is the size of the tensor's data.
func (t Tensor) Bytes() uint64 { return t.Elements() * t.Type.size() }

// Write writes a GGUF v3 file of the metadata and tensors to w.
func Write(w io.Writer, kvs []KV, tensors []Tensor) error {
	bw := bufio.NewWriterSize(w, 1<<20)
	e := &enc{w: bw}
	e.u32(Magic)
	e.u32(Version)
	e.u64(uint64(len(tensors)))
	e.u64(uint64(len(kvs)))
	for _, kv := range kvs {
		e.str(kv.Key)
		if err := e.value(kv.Value); err != nil {
			return fmt.Errorf("gguf: metadata %s: %w", kv.Key, err)
		}
	}
	offset := uint64(0)
	for _, t := range tensors {
		if t.Type != F32 && t.Type != F16 {
			return fmt.Errorf("gguf: tensor %s: unsupported type %v", t.Name, t.Type)
		}
		if len(t.Dims) == 0 || len(t.Dims) > 4 {
			return fmt.Errorf("gguf: tensor %s: %d dimensions (want 1 to 4)", t.Name, len(t.Dims))
		}
		e.str(t.Name)
		e.u32(uint32(len(t.Dims)))
		for _, d := range t.Dims {
			e.u64(d)
		}
		e.u32(uint32(t.Type))
		e.u64(offset)
		offset = align(offset + t.Bytes())
	}
	e.pad()
	if e.err != nil {
		return fmt.Errorf("gguf: writing the header: %w", e.err)
	}
	for _, t := range tensors {
		cw := &countWriter{w: bw}
		if err := t.Data(cw); err != nil {
			return fmt.Errorf("gguf: tensor %s: %w", t.Name, err)
		}
		if cw.n != t.Bytes() {
			return fmt.Errorf("gguf: tensor %s: wrote %d bytes of data, want %d", t.Name, cw.n, t.Bytes())
		}
		e.n += cw.n
		e.pad()
		if e.err != nil {
			return fmt.Errorf("gguf: tensor %s: %w", t.Name, e.err)
		}
	}
	if err := bw.Flush(); err != nil {
		return fmt.Errorf("gguf: %w", err)
	}
	return nil
}

func align(n uint64) uint64 { return (n + Alignment - 1) / Alignment * Alignment }

// enc writes little-endian values and keeps the first error.
type enc struct {
	w   io.Writer
	n   uint64 // bytes written
	err error
	buf [8]byte
}

func (e *enc) write(b []byte) {
	if e.err != nil {
		return
	}
	n, err := e.w.Write(b)
	e.n += uint64(n)
	e.err = err
}

func (e *enc) u32(v uint32) {
	binary.LittleEndian.PutUint32(e.buf[:4], v)
	e.write(e.buf[:4])
}

func (e *enc) u64(v uint64) {
	binary.LittleEndian.PutUint64(e.buf[:8], v)
	e.write(e.buf[:8])
}

func (e *enc) str(s string) {
	e.u64(uint64(len(s)))
	e.write([]byte(s))
}

// pad writes zeros up to the next multiple of Alignment.
func (e *enc) pad() {
	if n := align(e.n) - e.n; n > 0 {
		e.write(make([]byte, n))
	}
}

func (e *enc) value(v any) error {
	switch v := v.(type) {
	case uint32:
		e.u32(typeUint32)
		e.u32(v)
	case int32:
		e.u32(typeInt32)
		e.u32(uint32(v))
	case float32:
		e.u32(typeFloat32)
		e.u32(math.Float32bits(v))
	case bool:
		e.u32(typeBool)
		b := byte(0)
		if v {
			b = 1
		}
		e.write([]byte{b})
	case string:
		e.u32(typeString)
		e.str(v)
	case []string:
		e.array(typeString, len(v))
		for _, s := range v {
			e.str(s)
		}
	case []float32:
		e.array(typeFloat32, len(v))
		for _, f := range v {
			e.u32(math.Float32bits(f))
		}
	case []int32:
		e.array(typeInt32, len(v))
		for _, i := range v {
			e.u32(uint32(i))
		}
	default:
		return fmt.Errorf("unsupported value type %T", v)
	}
	return nil
}

func (e *enc) array(elem uint32, n int) {
	e.u32(typeArray)
	e.u32(elem)
	e.u64(uint64(n))
}

// countWriter counts what a tensor's Data writes.
type countWriter struct {
	w io.Writer
	n uint64
}

func (c *countWriter) Write(p []byte) (int, error) {
	n, err := c.w.Write(p)
	c.n += uint64(n)
	return n, err
}

// Float16 converts f to IEEE 754 half precision, rounding to nearest even; values
// beyond the half range become ±Inf, NaN stays NaN.
func Float16(f float32) uint16 {
	b := math.Float32bits(f)
	sign := uint16(b>>16) & 0x8000
	exp := int32(b>>23&0xff) - 127 + 15
	mant := b & 0x7fffff
	switch {
	case b&0x7fffffff > 0x7f800000: // NaN
		return sign | 0x7e00
	case b&0x7fffffff == 0x7f800000 || exp >= 31: // Inf or overflow
		return sign | 0x7c00
	case exp <= 0: // subnormal half, or zero
		if exp < -10 {
			return sign
		}
		mant |= 0x800000
		shift := uint32(14 - exp)
		half := mant >> shift
		rem := mant & (1<<shift - 1)
		mid := uint32(1) << (shift - 1)
		if rem > mid || (rem == mid && half&1 == 1) {
			half++
		}
		return sign | uint16(half)
	}
	half := uint32(exp)<<10 | mant>>13
	rem := mant & 0x1fff
	if rem > 0x1000 || (rem == 0x1000 && half&1 == 1) {
		half++ // may carry into the exponent, which is still right (up to Inf)
	}
	return sign | uint16(half)
}
