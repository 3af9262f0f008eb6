package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/infergate/infergate/internal/gguf"
)

const modelUsage = `usage: infergate model tiny -o FILE [-seed N] [-eos zero|boost]

Write the tiny random-weight llama model (GGUF v3, n_embd 256, 4 layers, 4 heads,
2 KV heads, n_ff 512, context 8192, a 32,000-token SentencePiece vocabulary with
byte fallback) that the engine tests serve with Ollama on CPU. The file is the same
byte for byte for a seed. Its text is random but always valid UTF-8; with -eos zero
a generation runs to max_tokens, with -eos boost it ends by itself (finish_reason
"stop") after a few dozen sampled tokens.

flags:
`

func runModel(args []string, stdout, stderr io.Writer) error {
	if len(args) == 0 || args[0] != "tiny" {
		fmt.Fprint(stderr, modelUsage)
		if len(args) == 0 {
			return usageError{errors.New("model: no model given (want: model tiny)")}
		}
		if h := args[0]; h == "-h" || h == "-help" || h == "--help" || h == "help" {
			return nil
		}
		return usageError{fmt.Errorf("model: unknown model %q (want: model tiny)", args[0])}
	}
	fs := flag.NewFlagSet("infergate model tiny", flag.ContinueOnError)
	fs.SetOutput(stderr)
	out := fs.String("o", "", "the GGUF file to write (required)")
	seed := fs.Uint64("seed", 1, "the seed of the random weights")
	eos := fs.String("eos", string(gguf.EOSZero), "the end-of-sequence token's output row: zero (never ends by itself) or boost (ends after a few dozen tokens)")
	fs.Usage = func() { fmt.Fprint(stderr, modelUsage); fs.PrintDefaults() }
	rest, help, err := parseArgs(fs, args[1:])
	if help || err != nil {
		return err
	}
	if len(rest) > 0 {
		return usageError{fmt.Errorf("model tiny: unexpected argument %q", rest[0])}
	}
	if *out == "" {
		fs.Usage()
		return usageError{errors.New("model tiny: -o is required (the GGUF file to write)")}
	}
	opts := gguf.Options{Seed: *seed, EOS: gguf.EOS(*eos)}
	if opts.Validate() != nil {
		return usageError{fmt.Errorf("model tiny: -eos=%q: want zero or boost", *eos)}
	}
	if err := gguf.WriteTinyFile(*out, opts); err != nil {
		return fmt.Errorf("model tiny: %w", err)
	}
	st, err := os.Stat(*out)
	if err != nil {
		return fmt.Errorf("model tiny: %w", err)
	}
	fmt.Fprintf(stdout, "model tiny: wrote %s (%.1f MB, seed %d, eos %s)\n", *out, float64(st.Size())/1e6, *seed, *eos)
	return nil
}
