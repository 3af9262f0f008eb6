package main

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestModelMisuse(t *testing.T) {
	dir := t.TempDir()
	tests := []struct {
		name  string
		args  []string
		want  string
		usage bool
	}{
		{"no-model", []string{"model"}, "no model given", true},
		{"unknown-model", []string{"model", "huge"}, `unknown model "huge"`, true},
		{"no-output", []string{"model", "tiny"}, "-o is required", true},
		{"bad-eos", []string{"model", "tiny", "-o", filepath.Join(dir, "a.gguf"), "-eos", "often"}, `-eos="often": want zero or boost`, true},
		{"bad-seed", []string{"model", "tiny", "-o", filepath.Join(dir, "a.gguf"), "-seed", "-1"}, "-seed", true},
		{"stray", []string{"model", "tiny", "-o", filepath.Join(dir, "a.gguf"), "extra"}, `unexpected argument "extra"`, true},
		{"bad-dir", []string{"model", "tiny", "-o", filepath.Join(dir, "none", "a.gguf")}, "a.gguf", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var out, errb bytes.Buffer
			err := run(context.Background(), tt.args, &out, &errb)
			require.Error(t, err)
			assert.Contains(t, err.Error(), tt.want)
			var u usageError
			assert.Equal(t, tt.usage, errors.As(err, &u), "a usage error exits 2")
		})
	}
}

func TestModelHelp(t *testing.T) {
	var out, errb bytes.Buffer
	require.NoError(t, run(context.Background(), []string{"model", "-h"}, &out, &errb))
	assert.Contains(t, errb.String(), "usage: infergate model tiny")
	errb.Reset()
	require.NoError(t, run(context.Background(), []string{"model", "tiny", "-h"}, &out, &errb))
	assert.Contains(t, errb.String(), "-eos")
}

func TestModelTinyWritesTheFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "tiny.gguf")
	var out, errb bytes.Buffer
	require.NoError(t, run(context.Background(), []string{"model", "tiny", "-o", path, "-seed", "5", "-eos", "boost"}, &out, &errb))
	assert.Contains(t, out.String(), "wrote "+path)
	assert.Contains(t, out.String(), "seed 5, eos boost")
	b, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Equal(t, "GGUF", string(b[:4]))
	assert.Greater(t, len(b), 30_000_000)
}
