package threshold

import (
	"cmp"
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Agg is a threshold's aggregation of a latency metric's samples.
type Agg int

const (
	// None is no aggregation: the threshold applies to the metric's single value.
	None Agg = iota
	// P is a percentile, p(N); Expr.Q holds N/100. "med" parses as p(50).
	P
	// Avg is the arithmetic mean.
	Avg
	// Min is the smallest sample.
	Min
	// Max is the largest sample.
	Max
)

// String returns the aggregation as written, "p" standing for any p(N); None is "".
func (a Agg) String() string {
	switch a {
	case None:
		return ""
	case P:
		return "p"
	case Avg:
		return "avg"
	case Min:
		return "min"
	case Max:
		return "max"
	}
	return fmt.Sprintf("Agg(%d)", int(a))
}

// Op is a threshold's comparison operator.
type Op int

const (
	// Less is "<": the value must be below the threshold.
	Less Op = iota + 1
	// LessEq is "<=": the value must be at most the threshold.
	LessEq
	// Greater is ">": the value must be above the threshold.
	Greater
	// GreaterEq is ">=": the value must be at least the threshold.
	GreaterEq
)

// String returns the operator as written: "<", "<=", ">" or ">=".
func (o Op) String() string {
	switch o {
	case Less:
		return "<"
	case LessEq:
		return "<="
	case Greater:
		return ">"
	case GreaterEq:
		return ">="
	}
	return fmt.Sprintf("Op(%d)", int(o))
}

// eqTolerance is the relative difference below which a value equals its threshold.
const eqTolerance = 1e-12

// holds reports whether "v o t" is true, treating values within a relative eqTolerance
// as equal. NaN never holds.
// Holds reports whether value v satisfies the operator against threshold t, with the
// same tolerance for equality that Evaluate uses; NaN never holds.
func (o Op) Holds(v, t float64) bool { return o.holds(v, t) }

func (o Op) holds(v, t float64) bool {
	if math.IsNaN(v) || math.IsNaN(t) {
		return false
	}
	c := cmp.Compare(v, t)
	if c != 0 && !math.IsInf(v, 0) && !math.IsInf(t, 0) &&
		math.Abs(v-t) <= eqTolerance*math.Max(math.Abs(v), math.Abs(t)) {
		c = 0
	}
	switch o {
	case Less:
		return c < 0
	case LessEq:
		return c <= 0
	case Greater:
		return c > 0
	case GreaterEq:
		return c >= 0
	}
	return false
}

// Expr is a parsed threshold expression. Parse fills every field; String writes it back
// in canonical form.
type Expr struct {
	// Src is the expression as written.
	Src string
	// Agg is the aggregation; None when the expression has none.
	Agg Agg
	// Q is the quantile of a P aggregation, Pct/100 (0.99 for p(99)); 0 otherwise.
	Q float64
	// Pct is the percentile of a P aggregation as written (99.9 for p(99.9)); 0
	// otherwise.
	Pct float64
	// Op is the comparison operator.
	Op Op
	// Num is the number as written, in Unit, with its sign (-2 for "-2%").
	Num float64
	// Value is Num in the canonical unit: seconds for times, a fraction for %, per second
	// for rates, the number itself without a unit. A relative value is the fractional
	// change: 0.10 for "+10%".
	Value float64
	// Unit is the unit as written ("ms", "µs", "%", "/h", …), "" for none.
	Unit string
	// Relative is set for a signed value ("+10%", "-2%"): a change against a baseline,
	// for compare gates.
	Relative bool
}

// String returns the expression in canonical form: single spaces between aggregation,
// operator and value, no space between a number and its unit, the shortest decimal that
// reads back as the same number, a sign on relative values and "med" written p(50).
// Parse(e.String()) returns e with Src set to that string.
func (e Expr) String() string {
	var b strings.Builder
	if e.Agg != None {
		b.WriteString(aggText(e) + " ")
	}
	b.WriteString(e.Op.String() + " ")
	num := e.Num
	if div, ok := unitDivisor[e.Unit]; ok && num/div != e.Value { // built by hand
		num = e.Value * div
	}
	if e.Relative {
		if math.Signbit(num) {
			b.WriteByte('-')
		} else {
			b.WriteByte('+')
		}
		num = math.Abs(num)
	}
	b.WriteString(formatNumber(num) + e.Unit)
	return b.String()
}

// formatNumber writes v as the shortest decimal that parses back to v, in plain
// notation unless that would be unreasonably long.
func formatNumber(v float64) string {
	if a := math.Abs(v); a == 0 || (a >= 1e-6 && a < 1e21) {
		return strconv.FormatFloat(v, 'f', -1, 64)
	}
	return strconv.FormatFloat(v, 'g', -1, 64)
}

// unitDivisor maps each unit to how many of it make one canonical unit:
// Value = Num / unitDivisor[Unit].
var unitDivisor = map[string]float64{
	"":     1,
	"s":    1,
	"ms":   1e3,
	"us":   1e6,
	"µs":   1e6, // U+00B5 MICRO SIGN
	"μs":   1e6, // U+03BC GREEK SMALL LETTER MU
	"%":    100,
	"/s":   1,
	"/min": 60,
	"/h":   3600,
}

// unitList is the units as error messages name them.
const unitList = "us, µs, ms, s, %, /s, /min or /h"

// SyntaxError is a Parse error: what was expected at a byte offset of the source.
type SyntaxError struct {
	// Src is the expression.
	Src string
	// Pos is the 0-based byte offset in Src where the problem is.
	Pos int
	// Msg says what was expected or is wrong, e.g. `expected ")" after the percentile`.
	Msg string
}

// Error returns e.g. `threshold "p(95 < 1s": at 4: expected ")" after the percentile`.
func (e *SyntaxError) Error() string {
	return fmt.Sprintf("threshold %q: at %d: %s", e.Src, e.Pos, e.Msg)
}

// Parse parses one threshold expression (see the package comment for the grammar). It
// checks syntax only; Check decides whether the expression fits a metric. Errors are
// *SyntaxError.
func Parse(src string) (Expr, error) {
	p := &parser{src: src}
	e, err := p.expr()
	if err != nil {
		return Expr{}, err
	}
	e.Src = src
	return e, nil
}

// parser is a hand-written scanner and recursive-descent parser over src.
type parser struct {
	src string
	pos int
}

func (p *parser) errorf(pos int, format string, args ...any) error {
	return &SyntaxError{Src: p.src, Pos: pos, Msg: fmt.Sprintf(format, args...)}
}

func (p *parser) skipSpace() {
	for p.pos < len(p.src) && (p.src[p.pos] == ' ' || p.src[p.pos] == '\t') {
		p.pos++
	}
}

func (p *parser) peek() byte {
	if p.pos < len(p.src) {
		return p.src[p.pos]
	}
	return 0
}

func isDigit(c byte) bool { return '0' <= c && c <= '9' }

func isWordByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || isDigit(c) || c == '_' || c == '.'
}

const (
	aggList = "p(N), avg, min, max or med"
	opList  = "<, <=, > or >="
)

func (p *parser) expr() (Expr, error) {
	var e Expr
	p.skipSpace()
	if p.pos == len(p.src) {
		return e, p.errorf(p.pos, `empty threshold: expected e.g. "p(95) < 1.5s" or "< 0.5%%"`)
	}
	if err := p.agg(&e); err != nil {
		return e, err
	}
	p.skipSpace()
	if err := p.op(&e); err != nil {
		return e, err
	}
	p.skipSpace()
	if err := p.value(&e); err != nil {
		return e, err
	}
	p.skipSpace()
	if p.pos < len(p.src) {
		return e, p.errorf(p.pos, "unexpected %q after the value", p.src[p.pos:])
	}
	return e, nil
}

// agg parses the optional aggregation.
func (p *parser) agg(e *Expr) error {
	start := p.pos
	if strings.HasPrefix(p.src[p.pos:], "p(") {
		p.pos += 2
		text, err := p.number("the percentile after \"p(\"")
		if err != nil {
			return err
		}
		if p.peek() != ')' {
			return p.errorf(p.pos, `expected ")" after the percentile`)
		}
		p.pos++
		pct, err := p.float(text, start+2)
		if err != nil {
			return err
		}
		e.Agg, e.Pct, e.Q = P, pct, pct/100
		return nil
	}
	if c := p.peek(); !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z') {
		if c == '<' || c == '>' || c == '=' || c == '!' {
			return nil // no aggregation; op reports a bad operator
		}
		return p.errorf(p.pos, "expected an aggregation (%s) or an operator (%s)", aggList, opList)
	}
	for p.pos < len(p.src) && isWordByte(p.src[p.pos]) {
		p.pos++
	}
	word := p.src[start:p.pos]
	switch word {
	case "avg":
		e.Agg = Avg
	case "min":
		e.Agg = Min
	case "max":
		e.Agg = Max
	case "med":
		e.Agg, e.Pct, e.Q = P, 50, 0.5
	default:
		if len(word) > 1 && (word[0] == 'p' || word[0] == 'P') && isDigit(word[1]) {
			return p.errorf(start, "unknown aggregation %q: write p(%s)", word, word[1:])
		}
		return p.errorf(start, "unknown aggregation %q: expected %s", word, aggList)
	}
	return nil
}

// op parses the operator.
func (p *parser) op(e *Expr) error {
	start := p.pos
	for p.pos < len(p.src) && strings.IndexByte("<>=!", p.src[p.pos]) >= 0 {
		p.pos++
	}
	switch word := p.src[start:p.pos]; word {
	case "<":
		e.Op = Less
	case "<=":
		e.Op = LessEq
	case ">":
		e.Op = Greater
	case ">=":
		e.Op = GreaterEq
	case "":
		what := "after the aggregation"
		if e.Agg == None {
			what = "or an aggregation (" + aggList + ")"
		}
		return p.errorf(start, "expected an operator (%s) %s", opList, what)
	default:
		return p.errorf(start, "unsupported operator %q: expected %s", word, opList)
	}
	return nil
}

// value parses the number, its optional sign and its unit.
func (p *parser) value(e *Expr) error {
	start := p.pos
	sign := p.peek()
	what := "a number"
	if sign == '+' || sign == '-' {
		p.pos++
		e.Relative = true
		what = fmt.Sprintf("a number right after %q", sign)
	}
	text, err := p.number(what)
	if err != nil {
		return err
	}
	num, err := p.float(text, start)
	if err != nil {
		return err
	}
	if sign == '-' {
		num = -num
	}
	p.skipSpace()
	unitPos := p.pos
	unit, err := p.unit()
	if err != nil {
		return err
	}
	if e.Relative && unit != "%" {
		if unit == "" {
			return p.errorf(unitPos, `expected "%%" after a signed number: a signed value is a relative change, written like +10%% or -2%%`)
		}
		return p.errorf(unitPos, `unit %q after a signed number: a signed value is a relative change and takes "%%", like +10%% or -2%%`, unit)
	}
	e.Num, e.Unit, e.Value = num, unit, num/unitDivisor[unit]
	return nil
}

// number scans a number (without sign) at p.pos and returns its text. what names the
// number in the error when there is none, e.g. "a number".
func (p *parser) number(what string) (string, error) {
	start := p.pos
	digits := 0
	for p.pos < len(p.src) && isDigit(p.src[p.pos]) {
		p.pos++
		digits++
	}
	if p.peek() == '.' {
		p.pos++
		for p.pos < len(p.src) && isDigit(p.src[p.pos]) {
			p.pos++
			digits++
		}
	}
	if digits == 0 {
		p.pos = start
		return "", p.errorf(start, "expected %s", what)
	}
	if c := p.peek(); c == 'e' || c == 'E' {
		p.pos++
		if c := p.peek(); c == '+' || c == '-' {
			p.pos++
		}
		expStart := p.pos
		for p.pos < len(p.src) && isDigit(p.src[p.pos]) {
			p.pos++
		}
		if p.pos == expStart {
			return "", p.errorf(p.pos, "expected the digits of the exponent")
		}
	}
	return p.src[start:p.pos], nil
}

// float converts a scanned number; pos is where it started, for the error.
func (p *parser) float(text string, pos int) (float64, error) {
	v, err := strconv.ParseFloat(text, 64)
	if err != nil {
		if errors.Is(err, strconv.ErrRange) && !math.IsInf(v, 0) {
			return v, nil // underflow: a denormal or zero is a fine threshold
		}
		return 0, p.errorf(pos, "number %s is out of range", text)
	}
	return v, nil
}

// unit scans the optional unit at p.pos.
func (p *parser) unit() (string, error) {
	start := p.pos
	if p.pos == len(p.src) {
		return "", nil
	}
	switch c := p.src[p.pos]; {
	case c == '%':
		p.pos++
		return "%", nil
	case c == '/':
		p.pos++
		p.letters()
	case c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= utf8.RuneSelf:
		p.letters()
	default:
		return "", nil // expr reports what follows
	}
	u := p.src[start:p.pos]
	if _, ok := unitDivisor[u]; !ok {
		return "", p.errorf(start, "unknown unit %q: expected %s", u, unitList)
	}
	return u, nil
}

// letters advances over letters (any non-ASCII rune counts, for µ).
func (p *parser) letters() {
	for p.pos < len(p.src) {
		c := p.src[p.pos]
		if c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' {
			p.pos++
			continue
		}
		if c >= utf8.RuneSelf {
			_, size := utf8.DecodeRuneInString(p.src[p.pos:])
			p.pos += size
			continue
		}
		return
	}
}
