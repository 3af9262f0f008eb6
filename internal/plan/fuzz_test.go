package plan

import (
	"strings"
	"testing"
)

// FuzzParse checks that Parse never panics, that it returns either a plan or an
// error whose every line names the file, and that what it accepts is a usable plan.
//
// The seeds are small on purpose: with the shipped plans (5-11 KB) as seeds the fuzzer
// spends its time minimizing them rather than exploring. Together they still use every
// section of the format; TestShipped* covers the shipped files.
func FuzzParse(f *testing.F) {
	f.Add([]byte(strings.Join(valid, "\n")))
	f.Add([]byte(strings.Join(matrix, "\n")))
	f.Add([]byte(strings.Join(everySection, "\n")))
	f.Add([]byte(with(10, `  "*": {ttft: ["p(95) <= +10%"], error_rate: "p(9) < 1%"}`)))
	f.Add([]byte("a: &a [*a]\n"))
	f.Add([]byte("name: t\n<<: {slo: 1}\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		p, err := Parse(data, "fuzz.yaml")
		if err != nil {
			if p != nil {
				t.Fatalf("Parse = %v, %v: a plan with an error", p, err)
			}
			for _, line := range strings.Split(err.Error(), "\n") {
				if !strings.HasPrefix(line, "fuzz.yaml") {
					t.Fatalf("Parse error line %q does not name the file", line)
				}
			}
			return
		}
		if want := len(p.Workloads) * len(p.Prefixes) * len(p.Loads); len(p.Cells) != want || want == 0 {
			t.Fatalf("Parse: %d cells, want %d (%d × %d × %d) and at least 1", len(p.Cells), want, len(p.Workloads), len(p.Prefixes), len(p.Loads))
		}
		if p.Trials < 1 || !(p.Level > 0 && p.Level < 1) || !(p.Quick.Factor > 0 && p.Quick.Factor <= 1) {
			t.Fatalf("Parse accepted trials %d, level %v, quick factor %v", p.Trials, p.Level, p.Quick.Factor)
		}
		q := p.Scaled(p.Quick.Factor)
		for i := range p.Cells {
			c := &p.Cells[i]
			if len(c.Checks) == 0 {
				t.Fatalf("Parse accepted cell %s without checks", c.Name)
			}
			if got, ok := p.Cell(c.Name); !ok || got != c {
				t.Fatalf("Cell(%q) = %v, %v", c.Name, got, ok)
			}
			for _, plan := range []*Plan{p, q} {
				if n, ok := plan.ExpectedRequests(c, 3.5); !ok || n < 1 {
					t.Fatalf("ExpectedRequests(%s, 3.5) = %d, %v", c.Name, n, ok)
				}
			}
		}
	})
}
