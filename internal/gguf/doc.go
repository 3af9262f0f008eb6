// Package gguf owns the tiny random-weight model that the engine tests serve with a
// real inference engine (Ollama, llama.cpp on CPU): a GGUF v3 writer (metadata,
// tensor infos and tensor data, as llama.cpp and Ollama read them) and the model
// itself, a `llama` of 4 layers over a 32,000-token SentencePiece vocabulary with byte
// fallback, written deterministically from a seed (Tiny). It uses the standard
// library only, so `go run ./cmd/infergate model tiny` makes the file on any machine
// with Go and nothing is downloaded.
//
// The format is https://github.com/ggml-org/ggml/blob/master/docs/gguf.md: a header
// (magic, version 3, tensor and key counts), the metadata key-value pairs, the tensor
// infos (name, dimensions innermost first, type, offset from the start of the data),
// padding to the alignment, then each tensor's data at its aligned offset. Ollama
// reads counts only as uint32 and floats only as float32, so Tiny writes exactly
// those types.
package gguf
