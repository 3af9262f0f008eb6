package traffic_test

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

var update = flag.Bool("update", false, "rewrite fixtures/traffic/example.jsonl from its generator")

// exampleLog is the path of the shipped example request log.
var exampleLog = filepath.Join("..", "..", "fixtures", "traffic", "example.jsonl")

// generateExample makes the example request log: 20 minutes of a support assistant
// behind an API gateway. Two kinds of request, a support chat (70 %) and questions
// about a long document (30 %), arrive as a Poisson process whose rate follows the
// morning (1/s rising to 2/s) with a 10 s spike at 12/s when a newsletter goes
// out. Chats share a system prompt that the prefix cache serves; documents are
// mostly fresh. The lines look like a gateway's: an id, the model, the usage object
// with cached tokens where vLLM reports them, and a latency.
func generateExample() []byte {
	rng := rand.New(rand.NewPCG(2026, 11))
	start := time.Date(2026, 11, 2, 8, 30, 0, 0, time.UTC)
	var at []time.Duration
	for t := time.Duration(0); ; {
		rate := 1 + float64(t)/float64(20*time.Minute)
		t += time.Duration(rng.ExpFloat64() / rate * float64(time.Second))
		if t >= 20*time.Minute {
			break
		}
		at = append(at, t)
	}
	spike := 12*time.Minute + 5*time.Second
	for t := spike; ; {
		t += time.Duration(rng.ExpFloat64() / 10.5 * float64(time.Second))
		if t >= spike+10*time.Second {
			break
		}
		at = append(at, t)
	}
	slices.Sort(at)
	logn := func(median, sigma float64) int {
		return max(1, int(math.Round(math.Exp(math.Log(median)+sigma*rng.NormFloat64()))))
	}
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	for i, t := range at {
		var prompt, completion, cached int
		if rng.Float64() < 0.7 {
			prompt, completion = logn(450, 0.45), logn(160, 0.5)
			cached = min(prompt-1, 16*(300/16)) // the shared system prompt, in whole blocks
		} else {
			prompt, completion = logn(6500, 0.25), logn(110, 0.4)
			if rng.Float64() < 0.2 {
				cached = 16 * (prompt / 2 / 16) // a follow-up question on the same document
			}
		}
		usage := map[string]any{"prompt_tokens": prompt, "completion_tokens": completion, "total_tokens": prompt + completion}
		if cached > 0 {
			usage["prompt_tokens_details"] = map[string]int{"cached_tokens": cached}
		}
		line := map[string]any{
			"timestamp":  start.Add(t).Format(time.RFC3339Nano),
			"id":         fmt.Sprintf("gw-%05d", i),
			"latency_ms": 200 + rng.IntN(3000),
			"usage":      usage,
		}
		if err := enc.Encode(line); err != nil {
			panic(err)
		}
	}
	return b.Bytes()
}

// TestExampleLog keeps the shipped example log equal to its generator's output;
// -update rewrites it.
func TestExampleLog(t *testing.T) {
	want := generateExample()
	if *update {
		require.NoError(t, os.WriteFile(exampleLog, want, 0o644))
	}
	got, err := os.ReadFile(exampleLog)
	require.NoError(t, err, "run go test ./internal/traffic -run TestExampleLog -update to write it")
	require.True(t, bytes.Equal(want, got), "%s differs from its generator: run go test ./internal/traffic -run TestExampleLog -update", exampleLog)
}
