package plan

import (
	"errors"
	"fmt"
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"

	"go.yaml.in/yaml/v3"
)

// scalar returns n as a non-null scalar, or nil after recording that want was expected.
func (p *parser) scalar(n *yaml.Node, field, want string) *yaml.Node {
	s := deref(n)
	if s == nil || s.Kind != yaml.ScalarNode || s.ShortTag() == "!!null" {
		p.errorf(n, field, "want %s, got %s", want, describe(n))
		return nil
	}
	return s
}

// text returns the trimmed, non-empty, single-line text of n.
func (p *parser) text(n *yaml.Node, field string) (string, bool) {
	s := p.scalar(n, field, "text")
	if s == nil {
		return "", false
	}
	v := strings.TrimSpace(s.Value)
	switch {
	case v == "":
		p.errorf(n, field, "must not be empty")
		return "", false
	case strings.ContainsAny(v, "\n\r"):
		p.errorf(n, field, "must be one line")
		return "", false
	}
	return v, true
}

var namePattern = regexp.MustCompile(`^[a-z0-9][a-z0-9_.-]*$`)

// name checks a workload, prefix or load name: it is part of a test path.
func (p *parser) name(k *yaml.Node, field string) bool {
	if !namePattern.MatchString(k.Value) {
		p.errorf(k, field, "name %q is not valid: names are part of test paths, so use lower-case letters, digits, '_', '.' and '-', starting with a letter or digit (e.g. short-chat)", k.Value)
		return false
	}
	return true
}

// integer returns the whole number n, which must be at least lo.
func (p *parser) integer(n *yaml.Node, field string, lo int) (int, bool) {
	want := fmt.Sprintf("a whole number ≥ %d", lo)
	s := p.scalar(n, field, want)
	if s == nil {
		return 0, false
	}
	var v int
	if s.ShortTag() != "!!int" || s.Decode(&v) != nil {
		p.errorf(n, field, "want %s, got %s", want, describe(s))
		return 0, false
	}
	if v < lo {
		p.errorf(n, field, "%d is too small (want %s)", v, want)
		return 0, false
	}
	return v, true
}

// number returns the number n (NaN is refused; infinities are returned).
func (p *parser) number(n *yaml.Node, field, want string) (float64, bool) {
	s := p.scalar(n, field, want)
	if s == nil {
		return 0, false
	}
	var v float64
	if t := s.ShortTag(); (t != "!!int" && t != "!!float") || s.Decode(&v) != nil || math.IsNaN(v) {
		p.errorf(n, field, "want %s, got %s", want, describe(s))
		return 0, false
	}
	return v, true
}

// fraction returns n written as a number ("0.9") or a percentage ("90%"), which must
// lie in the interval named by lo, hi and the open flags.
func (p *parser) fraction(n *yaml.Node, field string, lo, hi float64, loOpen, hiOpen bool) (float64, bool) {
	left, right := "[", "]"
	if loOpen {
		left = "("
	}
	if hiOpen {
		right = ")"
	}
	interval := fmt.Sprintf("%s%g, %g%s", left, lo, hi, right)
	want := "a fraction in " + interval + ", as a number (0.9) or a percentage (90%)"
	s := p.scalar(n, field, want)
	if s == nil {
		return 0, false
	}
	v, err := suffixed(s, "%", 100)
	if err != nil {
		p.errorf(n, field, "want %s, got %s", want, describe(s))
		return 0, false
	}
	if v < lo || v > hi || (loOpen && v == lo) || (hiOpen && v == hi) {
		p.errorf(n, field, "%s is outside %s", strings.TrimSpace(s.Value), interval)
		return 0, false
	}
	return v, true
}

// suffixed reads scalar s as a finite number, or as text of a number followed by
// suffix ("90%", "3x"), which is divided by div.
func suffixed(s *yaml.Node, suffix string, div float64) (float64, error) {
	var v float64
	var err error
	switch t, text := s.ShortTag(), strings.TrimSpace(s.Value); {
	case t == "!!int" || t == "!!float":
		err = s.Decode(&v)
	case t == "!!str" && strings.HasSuffix(text, suffix):
		v, err = strconv.ParseFloat(strings.TrimSpace(strings.TrimSuffix(text, suffix)), 64)
		v /= div
	default:
		err = errors.New("not a number")
	}
	if err == nil && (math.IsNaN(v) || math.IsInf(v, 0)) {
		err = errors.New("not finite")
	}
	return v, err
}

// multiple returns n written as a multiple, "3x" or a number (3), which must lie in
// [1, hi].
func (p *parser) multiple(n *yaml.Node, field string, hi float64) (float64, bool) {
	want := fmt.Sprintf("a multiple from 1 to %g, such as 3x or 2.5x", hi)
	s := p.scalar(n, field, want)
	if s == nil {
		return 0, false
	}
	v, err := suffixed(s, "x", 1)
	if err != nil {
		p.errorf(n, field, "want %s, got %s", want, describe(s))
		return 0, false
	}
	if v < 1 || v > hi {
		p.errorf(n, field, "%s is outside [1, %g] (want %s)", strings.TrimSpace(s.Value), hi, want)
		return 0, false
	}
	return v, true
}

// duration returns the positive duration n ("60s", "1m30s").
func (p *parser) duration(n *yaml.Node, field string) (time.Duration, bool) {
	const want = "a duration with a unit, such as 500ms, 60s or 2m"
	s := p.scalar(n, field, want)
	if s == nil {
		return 0, false
	}
	d, err := time.ParseDuration(strings.TrimSpace(s.Value))
	if err != nil || s.ShortTag() != "!!str" {
		p.errorf(n, field, "want %s, got %s", want, describe(s))
		return 0, false
	}
	if d <= 0 {
		p.errorf(n, field, "%s is not positive (want %s)", s.Value, want)
		return 0, false
	}
	return d, true
}

// rateUnits maps a rate unit to its length in seconds.
var rateUnits = map[string]float64{"s": 1, "min": 60, "h": 3600}

// rate returns the positive arrival rate n in requests per second.
func (p *parser) rate(n *yaml.Node, field string) (float64, bool) {
	const want = `a rate such as 2/s, 120/min, 7200/h or a number of requests per second`
	s := p.scalar(n, field, want)
	if s == nil {
		return 0, false
	}
	num, per := strings.TrimSpace(s.Value), 1.0
	if i := strings.IndexByte(num, '/'); i >= 0 {
		unit := strings.TrimSpace(num[i+1:])
		secs, ok := rateUnits[unit]
		if !ok {
			p.errorf(n, field, "unknown rate unit %q in %q (valid: /s, /min, /h)", unit, s.Value)
			return 0, false
		}
		num, per = strings.TrimSpace(num[:i]), secs
	}
	v, err := strconv.ParseFloat(num, 64)
	if err != nil || math.IsNaN(v) {
		p.errorf(n, field, "want %s, got %s", want, describe(s))
		return 0, false
	}
	v /= per
	if !(v > 0) || math.IsInf(v, 0) {
		p.errorf(n, field, "%s is not a positive finite rate (want %s)", s.Value, want)
		return 0, false
	}
	return v, true
}

// boolean returns the true or false n.
func (p *parser) boolean(n *yaml.Node, field string) (bool, bool) {
	s := p.scalar(n, field, "true or false")
	if s == nil {
		return false, false
	}
	var v bool
	if s.ShortTag() != "!!bool" || s.Decode(&v) != nil {
		p.errorf(n, field, "want true or false, got %s", describe(s))
		return false, false
	}
	return v, true
}

// list returns the items of sequence n.
func (p *parser) list(n *yaml.Node, field, want string) ([]*yaml.Node, bool) {
	s := deref(n)
	if s == nil || s.Kind != yaml.SequenceNode {
		p.errorf(n, field, "want a list of %s, got %s", want, describe(n))
		return nil, false
	}
	return s.Content, true
}

// reasons reads a list of skip reasons.
func (p *parser) reasons(n *yaml.Node, field string) []string {
	items, ok := p.list(n, field, "inconclusive reasons")
	if !ok {
		return nil
	}
	valid := SkipReasons()
	out := []string{}
	for _, it := range items {
		r, ok := p.text(it, field)
		if !ok {
			continue
		}
		switch {
		case !slices.Contains(valid, r):
			p.errorf(it, field, "unknown inconclusive reason %q (valid: %s)", r, strings.Join(valid, ", "))
		case slices.Contains(out, r):
			p.errorf(it, field, "%q given twice", r)
		default:
			out = append(out, r)
		}
	}
	return out
}
