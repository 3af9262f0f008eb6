package client

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
)

// BenchmarkMergeBody compares the splice with the general decode/re-encode merge on
// go-openai-shaped bodies: the merge runs between Sent and the request leaving, so
// its cost is inside TTFT.
func BenchmarkMergeBody(b *testing.B) {
	extra := extraBody{
		fields:        map[string]any{"model": "llama", "max_tokens": 128, "ignore_eos": true},
		streamOptions: map[string]any{"include_usage": true, "continuous_usage_stats": true},
	}
	for _, n := range []int{1 << 10, 32 << 10, 512 << 10} {
		body, err := json.Marshal(struct {
			Model  string `json:"model"`
			Prompt string `json:"prompt"`
			Stream bool   `json:"stream"`
		}{"", strings.Repeat("word ", n/5), true})
		if err != nil {
			b.Fatal(err)
		}
		for _, path := range []struct {
			name  string
			merge func([]byte, extraBody) ([]byte, error)
		}{{"splice", mergeBody}, {"decoded", mergeDecoded}} {
			b.Run(fmt.Sprintf("%s-%dKiB", path.name, n>>10), func(b *testing.B) {
				b.SetBytes(int64(len(body)))
				for b.Loop() {
					if _, err := path.merge(body, extra); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}
