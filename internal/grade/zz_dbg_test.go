package grade

import (
	"path/filepath"
	"strings"
	"testing"
)

func TestZZDbg(t *testing.T) {
	cases, _ := Load(filepath.Join("..", "..", "fixtures", "quality"))
	for _, c := range cases {
		if c.ID != "ja-summary-katakana-01" {
			continue
		}
		for _, txt := range []string{strings.Replace(c.Golden, "担当の西村", "の西村", 1), strings.Replace(c.Golden, "回答する。", "回。", 1)} {
			v := Judge(c, Answer{Text: txt, FinishReason: "stop"})
			for _, r := range v.Checks {
				if r.ID == "default-well-formed" || !r.Pass {
					t.Logf("%s %v %s", r.ID, r.Pass, r.Reason)
				}
			}
		}
	}
}
