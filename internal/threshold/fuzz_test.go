package threshold

import (
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// FuzzParse checks that Parse never panics, that its errors are *SyntaxError with a
// position inside the source, and that whatever parses prints in a canonical form that
// parses back to the same expression (and prints the same again). For each metric the
// expression fits, Evaluate must not pass without data.
func FuzzParse(f *testing.F) {
	for _, s := range []string{
		"p(95) < 1.5s", "p(99.9)<=800ms", "avg < 250 ms", "med<40µs", "min >= 1us", "max > 2μs",
		"< 0.5%", ">= 0.6", ">= 2/s", ">= 120/min", ">= 7200/h", "<= 0", "p(95) <= +10%", ">= -2%",
		"<= -0%", "< 1.5e3ms", "< .5", "< 5.", "p(9.5e1) < 1s", "< 1e-999s", "< 1e300/s",
		"", "p(95 < 1s", "p95 < 1s", "== 5", "< +5", "< 5sec", "<1s x", "< 1e", "< 1e999", "p( 95) < 1s",
		"\xff", "p(\xb5", "< 5\xc2", "< 1e+", "<= + 5%",
	} {
		f.Add(s)
	}
	metrics := Metrics()
	f.Fuzz(func(t *testing.T, src string) {
		e, err := Parse(src)
		if err != nil {
			var se *SyntaxError
			if !errors.As(err, &se) {
				t.Fatalf("Parse(%q) error %v is %T, want *SyntaxError", src, err, err)
			}
			if se.Pos < 0 || se.Pos > len(src) {
				t.Fatalf("Parse(%q) error position %d outside [0, %d]: %v", src, se.Pos, len(src), err)
			}
			if !strings.HasPrefix(err.Error(), "threshold ") {
				t.Fatalf("Parse(%q) error = %q, want the \"threshold\" prefix", src, err)
			}
			if e != (Expr{}) {
				t.Fatalf("Parse(%q) = %+v with an error, want the zero Expr", src, e)
			}
			return
		}
		s := e.String()
		back, err := Parse(s)
		if err != nil {
			t.Fatalf("Parse(%q) of the canonical form of %q: %v", s, src, err)
		}
		if back.Src != s {
			t.Fatalf("Parse(%q).Src = %q", s, back.Src)
		}
		want := e
		want.Src, back.Src = "", ""
		if diff := cmp.Diff(want, back); diff != "" {
			t.Fatalf("Parse(%q) of the canonical form of %q mismatch (-want +got):\n%s", s, src, diff)
		}
		if s2 := back.String(); s2 != s {
			t.Fatalf("canonical form of %q is %q, but that prints as %q", src, s, s2)
		}

		for _, m := range metrics {
			for _, relative := range []bool{false, true} {
				if Check(e, m, relative) != nil {
					continue
				}
				var v Verdict
				if relative {
					v = Compare(e, m, Observation{}, Observation{}, DefaultLevel, 1)
				} else {
					v = Evaluate(e, m, Observation{}, DefaultLevel)
				}
				if v.Status != Inconclusive {
					t.Fatalf("%q on %s (relative %v) without data = %s, want INCONCLUSIVE", src, m.Name, relative, v.Message)
				}
			}
		}
	})
}
