package plan

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"
)

// Error is one problem in a plan file. Parse joins one per problem.
type Error struct {
	// File is the plan file as named to Parse.
	File string
	// Line is the 1-based line of the problem, 0 when it has none (an empty file).
	Line int
	// Field is where in the plan the problem is, spelled as in the file:
	// "loads.peak.capacity", `cells["long-doc/*/*"].ttft`. Empty for YAML syntax errors.
	Field string
	// Err says what is wrong and what would be valid.
	Err error
}

// Error returns "file:line: field: problem".
func (e *Error) Error() string {
	var b strings.Builder
	b.WriteString(e.File)
	if e.Line > 0 {
		fmt.Fprintf(&b, ":%d", e.Line)
	}
	if e.Field != "" {
		b.WriteString(": " + e.Field)
	}
	b.WriteString(": " + e.Err.Error())
	return b.String()
}

// Unwrap returns the underlying problem (a threshold error, for instance).
func (e *Error) Unwrap() error { return e.Err }

// parser collects the problems of one plan file.
type parser struct {
	file string
	errs []*Error
}

func (p *parser) errorf(n *yaml.Node, field, format string, args ...any) {
	line := 0
	if n != nil {
		line = n.Line
	}
	p.errs = append(p.errs, &Error{File: p.file, Line: line, Field: field, Err: fmt.Errorf(format, args...)})
}

// err joins the collected problems in line order, or returns nil.
func (p *parser) err() error {
	if len(p.errs) == 0 {
		return nil
	}
	slices.SortStableFunc(p.errs, func(a, b *Error) int { return a.Line - b.Line })
	errs := make([]error, len(p.errs))
	for i, e := range p.errs {
		errs[i] = e
	}
	return errors.Join(errs...)
}

func (p *parser) pos(n *yaml.Node) string { return fmt.Sprintf("%s:%d", p.file, n.Line) }

var yamlLine = regexp.MustCompile(`^yaml: line (\d+): (.*)$`)

// parserProblems are the messages of yaml.v3's parser errors, whose line it reports
// 0-based (its scanner errors are 1-based).
var parserProblems = map[string]bool{
	"did not find expected <stream-start>":   true,
	"did not find expected <document start>": true,
	"did not find expected node content":     true,
	"did not find expected '-' indicator":    true,
	"did not find expected key":              true,
	"did not find expected ',' or ']'":       true,
	"did not find expected ',' or '}'":       true,
	"found undefined tag handle":             true,
	"found duplicate %YAML directive":        true,
	"found incompatible YAML document":       true,
	"found duplicate %TAG directive":         true,
}

// document returns the plan's top-level node, or nil after recording why there is none.
func (p *parser) document(data []byte) *yaml.Node {
	dec := yaml.NewDecoder(bytes.NewReader(data))
	var doc, next yaml.Node
	err := decode(dec, &doc)
	if err == nil {
		if err2 := decode(dec, &next); err2 == nil {
			p.errs = append(p.errs, &Error{File: p.file, Line: max(next.Line, 1), Err: errors.New("a second YAML document: a plan is one document (remove the ---)")})
			return nil
		}
	}
	switch {
	case errors.Is(err, io.EOF) || err == nil && (doc.Kind != yaml.DocumentNode || len(doc.Content) == 0):
		p.errs = append(p.errs, &Error{File: p.file, Err: fmt.Errorf("empty plan: want a mapping with %s", strings.Join(requiredKeys, ", "))})
		return nil
	case err != nil:
		line, msg := 0, strings.ReplaceAll(err.Error(), "\n", " ")
		if m := yamlLine.FindStringSubmatch(msg); m != nil {
			line, _ = strconv.Atoi(m[1])
			if parserProblems[m[2]] {
				// yaml.v3 reports a parser (not scanner) error at the 0-based line of
				// the construct it was parsing.
				line++
			}
			line = min(line, 1+bytes.Count(bytes.TrimSuffix(data, []byte("\n")), []byte("\n")))
			msg = "yaml: " + m[2]
		}
		p.errs = append(p.errs, &Error{File: p.file, Line: line, Err: errors.New(msg)})
		return nil
	}
	return doc.Content[0]
}

// decode reads the next document; a panic in the YAML library becomes an error, so
// that no plan file can take the gate down.
func decode(dec *yaml.Decoder, n *yaml.Node) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("yaml: %v", r)
		}
	}()
	return dec.Decode(n)
}

// deref follows aliases to the node they name.
func deref(n *yaml.Node) *yaml.Node {
	for i := 0; n != nil && n.Kind == yaml.AliasNode && i < 100; i++ {
		n = n.Alias
	}
	return n
}

// describe names what n is, for "want X, got Y" messages.
func describe(n *yaml.Node) string {
	n = deref(n)
	switch {
	case n == nil:
		return "nothing"
	case n.Kind == yaml.MappingNode:
		return "a mapping"
	case n.Kind == yaml.SequenceNode:
		return "a list"
	case n.Kind == yaml.ScalarNode && n.ShortTag() == "!!null":
		return "nothing"
	case n.Kind == yaml.ScalarNode:
		return strconv.Quote(n.Value)
	}
	return "an alias"
}

// entry is one key and value of a mapping.
type entry struct{ key, val *yaml.Node }

// pairs returns the entries of mapping n in file order. Keys must be distinct text.
// It reports false (after recording why) when n is not a mapping.
func (p *parser) pairs(n *yaml.Node, field string) ([]entry, bool) {
	m := deref(n)
	if m == nil || m.Kind != yaml.MappingNode {
		p.errorf(n, field, "want a mapping, got %s", describe(n))
		return nil, false
	}
	out := make([]entry, 0, len(m.Content)/2)
	first := map[string]*yaml.Node{}
	for i := 0; i+1 < len(m.Content); i += 2 {
		k, v := deref(m.Content[i]), m.Content[i+1]
		if k == nil || k.Kind != yaml.ScalarNode || k.ShortTag() == "!!null" || k.ShortTag() == "!!merge" {
			p.errorf(m.Content[i], field, "want a name as key, got %s", describe(k))
			continue
		}
		if f, dup := first[k.Value]; dup {
			p.errorf(k, field, "%q given twice (first at line %d)", k.Value, f.Line)
			continue
		}
		first[k.Value] = k
		out = append(out, entry{k, v})
	}
	return out, true
}

// fields returns the values of mapping n by key. Keys must be among allowed and those
// in required must be present; violations are recorded. It returns nil when n is not
// a mapping.
func (p *parser) fields(n *yaml.Node, field string, allowed, required []string) map[string]*yaml.Node {
	es, ok := p.pairs(n, field)
	if !ok {
		return nil
	}
	out := make(map[string]*yaml.Node, len(es))
	for _, e := range es {
		if !slices.Contains(allowed, e.key.Value) {
			p.errorf(e.key, field, "unknown field %q (valid: %s)", e.key.Value, strings.Join(allowed, ", "))
			continue
		}
		out[e.key.Value] = e.val
	}
	for _, r := range required {
		if _, ok := out[r]; !ok {
			p.errorf(n, field, "missing field %q", r)
		}
	}
	return out
}

var plainKey = regexp.MustCompile(`^[A-Za-z0-9_-]+$`)

// sub joins a field path and a key; a key that is not plain is quoted, so that an
// error stays on one line and says exactly which key.
func sub(field, key string) string {
	switch {
	case !plainKey.MatchString(key):
		return fmt.Sprintf("%s[%q]", field, key)
	case field == "":
		return key
	}
	return field + "." + key
}

// quiet returns the entries of mapping n without recording anything (for second
// looks at nodes already reported on).
func (p *parser) quiet(n *yaml.Node) ([]entry, bool) {
	m := deref(n)
	if m == nil || m.Kind != yaml.MappingNode {
		return nil, false
	}
	var out []entry
	for i := 0; i+1 < len(m.Content); i += 2 {
		if k := deref(m.Content[i]); k != nil && k.Kind == yaml.ScalarNode {
			out = append(out, entry{k, m.Content[i+1]})
		}
	}
	return out, true
}

// positions maps an axis entry's name to its fields' value nodes, and "" to the
// entry's key, for errors found after the entries were read.
type positions map[string]map[string]*yaml.Node

func (p *parser) positions(n *yaml.Node) positions {
	out := positions{}
	es, _ := p.quiet(n)
	for _, e := range es {
		out[e.key.Value] = map[string]*yaml.Node{"": e.key}
		fs, _ := p.quiet(e.val)
		for _, f := range fs {
			out[e.key.Value][f.key.Value] = f.val
		}
	}
	return out
}

// at returns the node of the field key of entry name, or else the entry's key.
func (ps positions) at(name, key string) *yaml.Node {
	if n := ps[name][key]; n != nil {
		return n
	}
	return ps[name][""]
}
