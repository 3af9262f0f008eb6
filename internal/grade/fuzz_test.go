package grade

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// FuzzLoad feeds arbitrary bytes to the fixture loader as one fixture file, and what it
// accepts to Judge with the golden answer and with a damaged one: no panics, and every
// error names the file. Seeds: every shipped fixture.
func FuzzLoad(f *testing.F) {
	files, _ := filepath.Glob(filepath.Join("..", "..", "fixtures", "quality", "*", "*.yaml"))
	for _, file := range files {
		if data, err := os.ReadFile(file); err == nil {
			f.Add(data)
		}
	}
	f.Add([]byte("id: x\nlang: ja\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		dir := t.TempDir()
		if err := os.Mkdir(filepath.Join(dir, "ja"), 0o755); err != nil {
			t.Fatal(err)
		}
		path := filepath.Join(dir, "ja", "case.yaml")
		if err := os.WriteFile(path, data, 0o644); err != nil {
			t.Fatal(err)
		}
		cases, err := Load(dir)
		if err != nil {
			if !strings.Contains(err.Error(), path) {
				t.Fatalf("Load error %q does not name the file", err)
			}
			return
		}
		for _, c := range cases {
			_ = Judge(c, Answer{Text: c.Golden, FinishReason: "stop"})
			_ = Judge(c, Answer{Text: strings.ToUpper(c.Golden) + "\n- extra", FinishReason: "length"})
			_ = Judge(c, Answer{})
		}
	})
}
