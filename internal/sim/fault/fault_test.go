package fault

import (
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestKinds(t *testing.T) {
	want := []Kind{HTTPError, QueueFull, Stall, EngineStall, Drop, MidstreamError, MalformedChunk, SlowHeaders, Unhealthy, KVShrink}
	assert.Equal(t, want, Kinds())

	// Kinds hands out a copy; a caller sorting or editing it must not corrupt the table.
	k := Kinds()
	k[0] = "mutated"
	assert.Equal(t, HTTPError, Kinds()[0], "Kinds() must return a fresh slice")
}

func TestParse(t *testing.T) {
	tests := []struct {
		name string
		src  string
		want Spec
	}{
		{"http_error-default-code", "kind=http_error", Spec{Kind: HTTPError, Code: 500}},
		{"http_error-503", "kind=http_error,code=503", Spec{Kind: HTTPError, Code: 503}},
		{"http_error-429-rate", "kind=http_error,code=429,rate=0.1", Spec{Kind: HTTPError, Code: 429, Rate: 0.1}},
		{"queue_full", "kind=queue_full", Spec{Kind: QueueFull}},
		{"queue_full-rate", "kind=queue_full,rate=1", Spec{Kind: QueueFull, Rate: 1}},
		{"stall-default-after", "kind=stall,dur=2s", Spec{Kind: Stall, AfterTokens: 1, Dur: 2 * time.Second}},
		{"stall-after-5", "kind=stall,after_tokens=5,dur=2s", Spec{Kind: Stall, AfterTokens: 5, Dur: 2 * time.Second}},
		{"stall-after-0", "kind=stall,after_tokens=0,dur=150ms", Spec{Kind: Stall, AfterTokens: 0, Dur: 150 * time.Millisecond}},
		{"engine_stall", "kind=engine_stall,dur=300ms", Spec{Kind: EngineStall, Dur: 300 * time.Millisecond}},
		{"drop-default", "kind=drop", Spec{Kind: Drop, AfterTokens: 1}},
		{"drop-after-10", "kind=drop,after_tokens=10", Spec{Kind: Drop, AfterTokens: 10}},
		{"midstream_error", "kind=midstream_error,after_tokens=3", Spec{Kind: MidstreamError, AfterTokens: 3}},
		{"midstream_error-default", "kind=midstream_error", Spec{Kind: MidstreamError, AfterTokens: 1}},
		{"malformed_chunk-default", "kind=malformed_chunk", Spec{Kind: MalformedChunk, AfterTokens: 1}},
		{"malformed_chunk-after-2", "kind=malformed_chunk,after_tokens=2", Spec{Kind: MalformedChunk, AfterTokens: 2}},
		{"slow_headers", "kind=slow_headers,dur=1.5s", Spec{Kind: SlowHeaders, Dur: 1500 * time.Millisecond}},
		{"unhealthy", "kind=unhealthy,window=30s", Spec{Kind: Unhealthy, Window: 30 * time.Second}},
		{"kv_shrink", "kind=kv_shrink,blocks=2000,window=10s,rate=0.01", Spec{Kind: KVShrink, Blocks: 2000, Window: 10 * time.Second, Rate: 0.01}},
		{"kind-last", "dur=2s,after_tokens=5,kind=stall", Spec{Kind: Stall, AfterTokens: 5, Dur: 2 * time.Second}},
		{"whitespace", "  kind = stall , dur= 2s ,\tafter_tokens =5 ", Spec{Kind: Stall, AfterTokens: 5, Dur: 2 * time.Second}},
		{"micro-ascii", "kind=engine_stall,dur=250us", Spec{Kind: EngineStall, Dur: 250 * time.Microsecond}},
		{"rate-zero", "kind=drop,rate=0", Spec{Kind: Drop, AfterTokens: 1}},
		{"rate-negative-zero", "kind=drop,rate=-0", Spec{Kind: Drop, AfterTokens: 1}},
		{"rate-exponent", "kind=drop,rate=1e-3", Spec{Kind: Drop, AfterTokens: 1, Rate: 0.001}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := Parse(tt.src)
			require.NoError(t, err, "Parse(%q)", tt.src)
			assert.Equal(t, tt.want, got, "Parse(%q)", tt.src)
		})
	}
}

func TestParseErrors(t *testing.T) {
	tests := []struct {
		name string
		src  string
		// want are substrings the message must contain: the spec, the field at fault and
		// the valid choices, so a user can fix the spec from the message alone.
		want []string
	}{
		{"empty", "", []string{`fault ""`, "empty spec", "kind=", "http_error", "kv_shrink"}},
		{"blank", "  \t ", []string{"empty spec", "http_error"}},
		{"unknown-kind", "kind=stal", []string{`fault "kind=stal"`, `unknown kind "stal"`, "want one of http_error, queue_full, stall, engine_stall, drop, midstream_error, malformed_chunk, slow_headers, unhealthy, kv_shrink"}},
		{"kind-case", "kind=Stall,dur=1s", []string{`unknown kind "Stall"`, "want one of"}},
		{"missing-kind", "dur=2s", []string{"kind is required", "want one of http_error"}},
		{"stall-missing-dur", "kind=stall", []string{`fault "kind=stall"`, "dur is required for stall", "duration > 0"}},
		{"engine_stall-missing-dur", "kind=engine_stall", []string{"dur is required for engine_stall"}},
		{"slow_headers-missing-dur", "kind=slow_headers", []string{"dur is required for slow_headers"}},
		{"unhealthy-missing-window", "kind=unhealthy", []string{"window is required for unhealthy", "duration > 0"}},
		{"kv_shrink-missing-blocks", "kind=kv_shrink,window=10s", []string{"blocks is required for kv_shrink", "integer > 0"}},
		{"kv_shrink-missing-window", "kind=kv_shrink,blocks=10", []string{"window is required for kv_shrink"}},
		{"field-does-not-apply", "kind=drop,dur=1s", []string{`fault "kind=drop,dur=1s"`, "field dur does not apply to drop (fields: after_tokens, rate)"}},
		{"field-does-not-apply-queue_full", "kind=queue_full,code=429", []string{"field code does not apply to queue_full (fields: rate)"}},
		{"field-does-not-apply-http_error", "kind=http_error,after_tokens=1", []string{"field after_tokens does not apply to http_error (fields: code, rate)"}},
		{"unknown-field", "kind=stall,dur=1s,foo=3", []string{`unknown field "foo"`, "fields: after_tokens, dur, rate"}},
		{"unknown-field-before-kind", "durr=1s,kind=stall", []string{`unknown field "durr"`, "fields: after_tokens, dur, rate"}},
		{"duplicate-field", "kind=stall,dur=1s,dur=2s", []string{"duplicate field dur", "once"}},
		{"duplicate-kind", "kind=stall,kind=drop", []string{"duplicate field kind"}},
		{"not-key-value", "kind=drop,after_tokens", []string{`item "after_tokens" is not key=value`, "after_tokens"}},
		{"empty-key", "kind=drop,=3", []string{`item "=3" is not key=value`}},
		{"empty-item", "kind=drop,,after_tokens=2", []string{"empty item 2", "key=value"}},
		{"trailing-comma", "kind=drop,", []string{"empty item 2"}},
		{"code-not-number", "kind=http_error,code=abc", []string{`code "abc"`, "want one of 400, 401, 403, 404, 408, 429, 500, 502, 503, 504"}},
		{"code-not-allowed", "kind=http_error,code=418", []string{`code "418" is not allowed`, "want one of 400, 401, 403, 404, 408, 429, 500, 502, 503, 504"}},
		{"code-empty", "kind=http_error,code=", []string{`code ""`, "want one of 400"}},
		{"after_tokens-not-number", "kind=drop,after_tokens=x", []string{`after_tokens "x"`, "integer >= 0"}},
		{"after_tokens-negative", "kind=drop,after_tokens=-1", []string{`after_tokens "-1"`, "integer >= 0"}},
		{"after_tokens-float", "kind=drop,after_tokens=1.5", []string{`after_tokens "1.5"`, "integer >= 0"}},
		{"after_tokens-overflow", "kind=drop,after_tokens=99999999999999999999", []string{"after_tokens", "integer >= 0"}},
		{"blocks-zero", "kind=kv_shrink,blocks=0,window=1s", []string{`blocks "0"`, "integer > 0"}},
		{"blocks-not-number", "kind=kv_shrink,blocks=many,window=1s", []string{`blocks "many"`, "integer > 0"}},
		{"dur-bad", "kind=stall,dur=2", []string{`dur "2"`, "duration > 0", "time: missing unit"}},
		{"dur-zero", "kind=stall,dur=0s", []string{`dur "0s"`, "duration > 0"}},
		{"dur-negative", "kind=engine_stall,dur=-1s", []string{`dur "-1s"`, "duration > 0"}},
		{"window-bad", "kind=unhealthy,window=soon", []string{`window "soon"`, "duration > 0"}},
		{"rate-above-one", "kind=drop,rate=1.5", []string{`rate "1.5"`, "want a number in [0, 1]"}},
		{"rate-negative", "kind=drop,rate=-0.1", []string{`rate "-0.1"`, "[0, 1]"}},
		{"rate-nan", "kind=drop,rate=NaN", []string{`rate "NaN"`, "[0, 1]"}},
		{"rate-inf", "kind=drop,rate=inf", []string{`rate "inf"`, "[0, 1]"}},
		{"rate-not-number", "kind=drop,rate=often", []string{`rate "often"`, "[0, 1]"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := Parse(tt.src)
			require.Error(t, err, "Parse(%q) = %v, want error", tt.src, got)
			assert.Equal(t, Spec{}, got, "Parse(%q) must return the zero Spec on error", tt.src)
			msg := err.Error()
			for _, w := range tt.want {
				assert.Contains(t, msg, w, "Parse(%q) error", tt.src)
			}
			assert.Equal(t, strings.ToLower(msg[:1]), msg[:1], "error starts lowercase: %q", msg)
			assert.False(t, strings.HasSuffix(msg, "."), "error ends without punctuation: %q", msg)
		})
	}
}

func TestParseDurationErrorWraps(t *testing.T) {
	// The duration error is wrapped rather than flattened so callers keep the cause.
	_, err := Parse("kind=stall,dur=2")
	require.Error(t, err)
	_, want := time.ParseDuration("2")
	require.Error(t, want)
	assert.Contains(t, err.Error(), want.Error())
}

func TestParseHeader(t *testing.T) {
	got, err := ParseHeader("kind=stall,after_tokens=5,dur=2s")
	require.NoError(t, err)
	assert.Equal(t, Spec{Kind: Stall, AfterTokens: 5, Dur: 2 * time.Second}, got)

	got, err = ParseHeader("kind=drop,rate=0")
	require.NoError(t, err, "an explicit zero rate is harmless in a header")
	assert.Equal(t, Spec{Kind: Drop, AfterTokens: 1}, got)

	_, err = ParseHeader("kind=drop,rate=0.5")
	require.Error(t, err)
	assert.Contains(t, err.Error(), "field rate does not apply in the X-Sim-Fault header")

	_, err = ParseHeader("kind=nope")
	require.Error(t, err)
	assert.Contains(t, err.Error(), `unknown kind "nope"`)
}

func TestStringRoundTrip(t *testing.T) {
	tests := []struct {
		name string
		spec Spec
		want string // canonical form
	}{
		{"http_error-default", Spec{Kind: HTTPError, Code: 500}, "kind=http_error"},
		{"http_error-503", Spec{Kind: HTTPError, Code: 503, Rate: 0.25}, "kind=http_error,code=503,rate=0.25"},
		{"queue_full", Spec{Kind: QueueFull}, "kind=queue_full"},
		{"queue_full-rate", Spec{Kind: QueueFull, Rate: 1}, "kind=queue_full,rate=1"},
		{"stall", Spec{Kind: Stall, AfterTokens: 5, Dur: 2 * time.Second}, "kind=stall,after_tokens=5,dur=2s"},
		{"stall-default-after", Spec{Kind: Stall, AfterTokens: 1, Dur: 90 * time.Minute}, "kind=stall,dur=1h30m0s"},
		{"stall-after-0", Spec{Kind: Stall, AfterTokens: 0, Dur: 1500 * time.Microsecond}, "kind=stall,after_tokens=0,dur=1.5ms"},
		{"engine_stall-micro", Spec{Kind: EngineStall, Dur: 250 * time.Microsecond}, "kind=engine_stall,dur=250us"},
		{"engine_stall-nano", Spec{Kind: EngineStall, Dur: 1}, "kind=engine_stall,dur=1ns"},
		{"drop", Spec{Kind: Drop, AfterTokens: 1}, "kind=drop"},
		{"drop-after", Spec{Kind: Drop, AfterTokens: 7, Rate: 0.001}, "kind=drop,after_tokens=7,rate=0.001"},
		{"midstream_error", Spec{Kind: MidstreamError, AfterTokens: 3}, "kind=midstream_error,after_tokens=3"},
		{"malformed_chunk", Spec{Kind: MalformedChunk, AfterTokens: 1, Rate: 1e-9}, "kind=malformed_chunk,rate=1e-09"},
		{"slow_headers", Spec{Kind: SlowHeaders, Dur: 3 * time.Second}, "kind=slow_headers,dur=3s"},
		{"unhealthy", Spec{Kind: Unhealthy, Window: 30 * time.Second}, "kind=unhealthy,window=30s"},
		{"kv_shrink", Spec{Kind: KVShrink, Blocks: 2000, Window: 10 * time.Second, Rate: 0.01}, "kind=kv_shrink,blocks=2000,window=10s,rate=0.01"},
		{"max-duration", Spec{Kind: SlowHeaders, Dur: time.Duration(1<<63 - 1)}, "kind=slow_headers,dur=2562047h47m16.854775807s"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := tt.spec.String()
			assert.Equal(t, tt.want, s, "%#v.String()", tt.spec)
			got, err := Parse(s)
			require.NoError(t, err, "Parse(%q)", s)
			assert.Equal(t, tt.spec, got, "Parse(%q)", s)
		})
	}

	// Every kind must be covered above, so a new kind cannot skip the round trip.
	covered := map[Kind]bool{}
	for _, tt := range tests {
		covered[tt.spec.Kind] = true
	}
	for _, k := range Kinds() {
		assert.True(t, covered[k], "kind %s has no round-trip case", k)
	}
}

func TestStringOddSpecs(t *testing.T) {
	// Specs built by hand rather than parsed still render without panicking; fields the
	// kind does not accept are left out, and Code 0 means "default".
	assert.Equal(t, "kind=", Spec{}.String())
	assert.Equal(t, "kind=bogus", Spec{Kind: "bogus", Dur: time.Second}.String())
	assert.Equal(t, "kind=http_error", Spec{Kind: HTTPError}.String())
	assert.Equal(t, "kind=drop,after_tokens=0", Spec{Kind: Drop, Dur: time.Second}.String())
}

func FuzzParse(f *testing.F) {
	for _, s := range []string{
		"",
		"kind=stall,after_tokens=5,dur=2s",
		"kind=http_error,code=503",
		"kind=kv_shrink,blocks=2000,window=10s,rate=0.01",
		"kind=queue_full,rate=1",
		"kind=engine_stall,dur=1.5µs",
		" kind = drop , after_tokens = 0 ",
		"dur=1s,kind=slow_headers",
		"kind=unhealthy,window=1h2m3.004005006s",
		"kind=midstream_error,rate=-0",
		"kind=malformed_chunk,rate=0x1p-4",
		"kind=drop,after_tokens=+3",
		"kind=stal",
		"kind=drop,,",
		"=,=",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		spec, err := Parse(s)
		if err != nil {
			if spec != (Spec{}) {
				t.Errorf("Parse(%q) = %#v with error %v, want zero Spec", s, spec, err)
			}
			return
		}
		canon := spec.String()
		again, err := Parse(canon)
		if err != nil {
			t.Fatalf("Parse(%q) = %#v, but Parse(String() = %q) failed: %v", s, spec, canon, err)
		}
		if again != spec {
			t.Errorf("Parse(%q) = %#v, Parse(%q) = %#v, want equal", s, spec, canon, again)
		}
		if again.String() != canon {
			t.Errorf("String() not canonical: %q then %q", canon, again.String())
		}
	})
}
