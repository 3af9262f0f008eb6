package main

import (
	"bytes"
	"context"
	"errors"
	"net/http"
	"regexp"
	"runtime"
	"runtime/debug"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/infergate/infergate/internal/gate"
	"github.com/infergate/infergate/internal/sim"
)

// syncBuffer is a bytes.Buffer safe for the command's goroutine and the test's.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

func TestMisuse(t *testing.T) {
	tests := []struct {
		name string
		args []string
		want string
	}{
		{"no-command", nil, "no command given"},
		{"unknown-command", []string{"serve"}, `unknown command "serve"`},
		{"unknown-flag", []string{"sim", "-nope"}, "flag provided but not defined: -nope"},
		{"bad-value", []string{"sim", "-kv-cache-dtype", "int3"}, `kv-cache-dtype="int3": want auto or fp8`},
		{"bad-preset", []string{"sim", "-preset", "a100"}, `unknown simulator preset "a100"`},
		{"bad-scale", []string{"sim", "-time-scale", "50"}, "time_scale 50"},
		{"stray-argument", []string{"sim", "extra"}, `unexpected argument "extra"`},
		{"bad-fault", []string{"sim", "-fault", "kind=stall,dur=1s"}, "rate"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var out, errb bytes.Buffer
			err := run(context.Background(), tt.args, &out, &errb)
			require.Error(t, err)
			var u usageError
			assert.True(t, errors.As(err, &u), "misuse must be a usage error (exit 2), got %T: %v", err, err)
			assert.Contains(t, err.Error(), tt.want)
		})
	}
}

func TestSimServes(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	var out, errb syncBuffer
	done := make(chan error, 1)
	go func() {
		done <- run(ctx, []string{"sim", "-addr", "127.0.0.1:0", "-preset", "tiny", "-time-scale", "10", "-kv-cache-dtype", "fp8"}, &out, &errb)
	}()
	t.Cleanup(func() {
		cancel()
		select {
		case err := <-done:
			assert.NoError(t, err)
		case <-time.After(10 * time.Second):
			t.Error("infergate sim did not stop")
		}
	})
	re := regexp.MustCompile(`serving on (http://127\.0\.0\.1:\d+)/v1`)
	var base string
	require.Eventually(t, func() bool {
		m := re.FindStringSubmatch(out.String())
		if m != nil {
			base = m[1]
		}
		return m != nil
	}, 5*time.Second, 5*time.Millisecond, "stdout: %s stderr: %s", out.String(), errb.String())
	assert.Contains(t, out.String(), "8192 KV blocks (fp8)", "the tiny preset's 4096 blocks, doubled by fp8")
	resp, err := http.Get(base + "/health")
	require.NoError(t, err)
	resp.Body.Close()
	assert.Equal(t, 200, resp.StatusCode)
}

func TestHelp(t *testing.T) {
	var out, errb bytes.Buffer
	require.NoError(t, run(context.Background(), []string{"sim", "-h"}, &out, &errb))
	help := errb.String()
	// Every option is listed with its default (the default preset's, for the engine).
	for _, name := range append(sim.OptionNames(), "addr") {
		flag := "-" + strings.ReplaceAll(name, "_", "-")
		i := strings.Index(help, "  "+flag+" ")
		if !assert.GreaterOrEqual(t, i, 0, "%s is listed", flag) {
			continue
		}
		entry, _, _ := strings.Cut(help[i+2:], "\n  -")
		assert.Contains(t, entry, "(default ", "%s shows its default", flag)
	}
	for _, want := range []string{
		"(default h200-llama8b)", "(default 8192)", "(default auto)", "(default 1)", "(default 600µs)",
		"(default none)", `(default "127.0.0.1:8000")`, "are the h200-llama8b preset's",
	} {
		assert.Contains(t, help, want)
	}
}

func TestVersion(t *testing.T) {
	tests := []struct {
		name string
		bi   *debug.BuildInfo
		want string
	}{
		{"go-install", &debug.BuildInfo{Main: debug.Module{Version: "v0.2.0"}}, "(module v0.2.0)"},
		{"pseudo-version-wins", &debug.BuildInfo{
			Main:     debug.Module{Version: "v0.0.0-20261201003900-e9d59a371706+dirty"},
			Settings: []debug.BuildSetting{{Key: "vcs.revision", Value: "e9d59a3717068cbd"}},
		}, "(module v0.0.0-20261201003900-e9d59a371706+dirty)"},
		{"revision", &debug.BuildInfo{
			Main:     debug.Module{Version: "(devel)"},
			Settings: []debug.BuildSetting{{Key: "vcs.revision", Value: "e9d59a3717068cbd01"}, {Key: "vcs.modified", Value: "false"}},
		}, "(revision e9d59a371706)"},
		{"dirty-revision", &debug.BuildInfo{
			Main:     debug.Module{Version: "(devel)"},
			Settings: []debug.BuildSetting{{Key: "vcs.revision", Value: "e9d59a3"}, {Key: "vcs.modified", Value: "true"}},
		}, "(revision e9d59a3+dirty)"},
		{"no-vcs-stamp", &debug.BuildInfo{Main: debug.Module{Version: "(devel)"}}, "(development build, no VCS revision)"},
		{"no-build-info", nil, "(no build information)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			line := versionLine(tt.bi)
			assert.True(t, strings.HasPrefix(line, "infergate "+gate.Version+" "+tt.want+", "), "%q", line)
			assert.Contains(t, line, runtime.Version()+" "+runtime.GOOS+"/"+runtime.GOARCH)
			assert.Contains(t, line, "simulator "+sim.Version)
		})
	}

	for _, arg := range []string{"version", "-version", "--version"} {
		var out, errb bytes.Buffer
		require.NoError(t, run(context.Background(), []string{arg}, &out, &errb))
		assert.Regexp(t, `^infergate \Q`+gate.Version+`\E \(.+\), \Q`+runtime.Version()+`\E .+\n$`, out.String(), arg)
		assert.Empty(t, errb.String())
	}
}
