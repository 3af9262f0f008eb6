package secret

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// canary stands for a credential that must never survive URL.
const canary = "sk-canary-7f3a9c1e5b2d4f60"

func TestRedact(t *testing.T) {
	tests := []struct{ name, in, want string }{
		{"plain", "http://vllm:8000/v1", "http://vllm:8000/v1"},
		{"userinfo", "http://user:" + canary + "@vllm:8000/v1", "http://vllm:8000/v1"},
		{"user_only", "https://" + canary + "@vllm/v1", "https://vllm/v1"},
		{"query", "http://vllm:8000/v1?api_key=" + canary + "&x=1", "http://vllm:8000/v1"},
		{"empty_query", "http://vllm:8000/v1?", "http://vllm:8000/v1"},
		{"fragment", "http://vllm/v1#access_token=" + canary, "http://vllm/v1"},
		{"everything", "http://user:" + canary + "@host/v1?key=" + canary, "http://host/v1"},
		{"no_scheme", "vllm:8000/v1", "vllm:8000/v1"},
		{"no_scheme_userinfo", "user:" + canary + "@vllm:8000/v1?k=" + canary, "vllm:8000/v1"},
		{"bad_escape", "http://user:" + canary + "%zz@vllm:8000/v1", "http://vllm:8000/v1"},
		{"missing_colon", "http//user:" + canary + "@vllm/v1", "vllm/v1"},
		{"at_sign_in_path", "http://vllm:8000/team@gpu/v1?k=" + canary, "http://vllm:8000/team@gpu/v1"},
		{"query_only", "?api_key=" + canary, ""},
		{"leading_at_sign", "@vllm:8000/v1", "vllm:8000/v1"},
		{"bare_scheme_separator", "://user:" + canary + "@vllm/v1", "://vllm/v1"},
		{"empty", "", ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := URL(tc.in)
			assert.Equal(t, tc.want, got)
			assert.NotContains(t, got, canary)
			assert.Equal(t, got, URL(got), "URL is idempotent")
		})
	}
}
