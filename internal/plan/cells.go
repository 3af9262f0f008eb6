package plan

import (
	"fmt"
	"path"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/infergate/infergate/internal/results"
	"github.com/infergate/infergate/internal/threshold"
)

// metricChecks are one metric's expressions under one pattern (or under compare).
type metricChecks struct {
	metric string
	checks []Check
	node   *yaml.Node // the metric's key, for messages
}

// pattern is one key of cells: "*" or workload/prefix/load globs.
type pattern struct {
	src     string
	metrics []metricChecks
}

// matches reports whether the pattern covers the cell (w, x, l).
func (pt *pattern) matches(w, x, l string) bool {
	return results.CellMatches(pt.src, w, x, l)
}

var axisNames = [3]string{"workload", "prefix", "load"}

// pattern parses a cells key and checks that it matches at least one cell.
func (p *parser) pattern(k *yaml.Node, field string, names [3][]string) (*pattern, bool) {
	pt := &pattern{src: k.Value}
	if pt.src == "*" {
		return pt, true
	}
	parts := strings.Split(pt.src, "/")
	if len(parts) != 3 {
		p.errorf(k, field, `pattern %q has %d part(s): want workload/prefix/load with a name or glob on each axis (e.g. "long-doc/*/*"), or "*" for every cell`, pt.src, len(parts))
		return nil, false
	}
	var misses []string
	for i, part := range parts {
		if _, err := path.Match(part, ""); err != nil || part == "" {
			p.errorf(k, field, "pattern %q: %s %q is not a name or a path.Match glob (e.g. *, long-*, {a,b} is not supported)", pt.src, axisNames[i], part)
			return nil, false
		}
		hit := false
		for _, n := range names[i] {
			if ok, _ := path.Match(part, n); ok {
				hit = true
				break
			}
		}
		if !hit {
			misses = append(misses, fmt.Sprintf("%s %q matches none of %s", axisNames[i], part, strings.Join(names[i], ", ")))
		}
	}
	if len(misses) > 0 {
		p.errorf(k, field, "pattern %q matches no cell: %s", pt.src, strings.Join(misses, "; "))
		return nil, false
	}
	return pt, true
}

// cells reads the cells section and expands the matrix into pl.Cells.
func (p *parser) cells(n *yaml.Node, pl *Plan) {
	es, ok := p.pairs(n, "cells")
	if !ok {
		return
	}
	if len(es) == 0 {
		p.errorf(n, "cells", `want at least one pattern, e.g. "*": {error_rate: ["< 0.5%%"]}`)
		return
	}
	before := len(p.errs)
	ws, xs, ls := pl.names()
	names := [3][]string{ws, xs, ls}
	var pats []*pattern
	for _, e := range es {
		pt, ok := p.pattern(e.key, "cells", names)
		field := fmt.Sprintf("cells[%q]", e.key.Value)
		mcs := p.checks(e.val, field, false, e.key.Value)
		if !ok {
			continue
		}
		pt.metrics = mcs
		pats = append(pats, pt)
	}
	var bare []string
	for _, w := range ws {
		for _, x := range xs {
			for _, l := range ls {
				c := Cell{Name: w + "/" + x + "/" + l, Workload: w, Prefix: x, Load: l}
				var order []metricChecks
				for _, pt := range pats {
					if !pt.matches(w, x, l) {
						continue
					}
					for _, mc := range pt.metrics {
						replaced := false
						for i := range order {
							if order[i].metric == mc.metric {
								order[i], replaced = mc, true
							}
						}
						if !replaced {
							order = append(order, mc)
						}
					}
				}
				for _, mc := range order {
					c.Checks = append(c.Checks, mc.checks...)
				}
				if len(c.Checks) == 0 {
					bare = append(bare, c.Name)
				}
				pl.Cells = append(pl.Cells, c)
			}
		}
	}
	if len(bare) > 0 && len(p.errs) == before { // else a broken pattern may be why
		p.errorf(n, "cells", `no check applies to %s: a cell without checks would always pass (add a "*" pattern, or patterns that cover it)`, strings.Join(bare, ", "))
	}
}

// checks reads a metric → expressions mapping (a cells pattern's value or compare).
// relative says whether the expressions are compare gates.
func (p *parser) checks(n *yaml.Node, field string, relative bool, pat string) []metricChecks {
	es, ok := p.pairs(n, field)
	if !ok {
		return nil
	}
	var out []metricChecks
	for _, e := range es {
		m, ok := threshold.Lookup(e.key.Value)
		if !ok {
			p.errorf(e.key, field, "unknown metric %q (valid: %s)", e.key.Value, strings.Join(threshold.Names(), ", "))
			continue
		}
		mfield := sub(field, e.key.Value)
		items := []*yaml.Node{e.val}
		if v := deref(e.val); v != nil && v.Kind == yaml.SequenceNode {
			items = v.Content
			if len(items) == 0 {
				p.errorf(e.val, mfield, "empty: want at least one expression, or leave the metric out")
				continue
			}
		}
		mc := metricChecks{metric: m.Name, node: e.key}
		for _, it := range items {
			want := `an expression such as "p(95) < 1.5s" or "< 0.5%"`
			if relative {
				want = `a relative expression such as "p(95) <= +10%" or ">= -2%"`
			}
			s := p.scalar(it, mfield, want)
			if s == nil {
				continue
			}
			x, err := threshold.Parse(s.Value)
			if err == nil {
				err = threshold.Check(x, m, relative)
			}
			if err != nil {
				p.errorf(it, mfield, "%w", err)
				continue
			}
			mc.checks = append(mc.checks, Check{Metric: m, Expr: x, Pos: p.pos(s), Pattern: pat})
		}
		if len(mc.checks) > 0 {
			out = append(out, mc)
		}
	}
	return out
}

// sizes reads the sizes section: pattern → a factor on the requests (or duration) of
// the cells it matches, later patterns winning, as in cells.
func (p *parser) sizes(n *yaml.Node, pl *Plan) {
	es, ok := p.pairs(n, "sizes")
	if !ok {
		return
	}
	ws, xs, ls := pl.names()
	names := [3][]string{ws, xs, ls}
	const want = "a factor on the cell's planned requests: a number (0.5), a percentage (50%%) or a multiple (2x), above 0 and at most %g"
	for _, e := range es {
		field := fmt.Sprintf("sizes[%q]", e.key.Value)
		pt, ok := p.pattern(e.key, "sizes", names)
		s := p.scalar(e.val, field, fmt.Sprintf(want, float64(MaxSequential)))
		if !ok || s == nil {
			continue
		}
		f, err := suffixed(s, "%", 100)
		if err != nil {
			f, err = suffixed(s, "x", 1)
		}
		if err != nil || !(f > 0) || f > MaxSequential {
			p.errorf(e.val, field, "want %s, got %s", fmt.Sprintf(want, float64(MaxSequential)), describe(s))
			continue
		}
		for i := range pl.Cells {
			c := &pl.Cells[i]
			if !pt.matches(c.Workload, c.Prefix, c.Load) {
				continue
			}
			if l, ok := pl.Load(c.Load); ok && l.Replay != nil && l.Duration == 0 && f != 1 {
				p.errorf(e.key, field, "cell %s replays a trace, whose size is the trace's: give load %s a duration to size it by", c.Name, l.Name)
				break
			}
			c.Size = f
		}
	}
}
