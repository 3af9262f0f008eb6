package grade

import (
	"bytes"
	"encoding/json"
	"fmt"
	"github.com/infergate/infergate/internal/body"
	"io"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode/utf16"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/text/unicode/norm"
)

// jsonNode is a decoded JSON value that keeps its object keys in order, so that a
// variant changes exactly one thing about a golden.
type jsonNode struct {
	keys   []string
	vals   []*jsonNode // object members, in keys' order
	elems  []*jsonNode // array elements
	object bool
	array  bool
	str    *string
	scalar string // number, true, false, null as written
}

func parseJSONNode(t *testing.T, text string) *jsonNode {
	t.Helper()
	dec := json.NewDecoder(strings.NewReader(text))
	dec.UseNumber()
	n, err := readNode(dec)
	require.NoError(t, err)
	_, err = dec.Token()
	require.ErrorIs(t, err, io.EOF, "one JSON value")
	return n
}

func readNode(dec *json.Decoder) (*jsonNode, error) {
	tok, err := dec.Token()
	if err != nil {
		return nil, err
	}
	switch v := tok.(type) {
	case json.Delim:
		n := &jsonNode{object: v == '{', array: v == '['}
		for dec.More() {
			if n.object {
				k, err := dec.Token()
				if err != nil {
					return nil, err
				}
				n.keys = append(n.keys, k.(string))
			}
			e, err := readNode(dec)
			if err != nil {
				return nil, err
			}
			if n.object {
				n.vals = append(n.vals, e)
			} else {
				n.elems = append(n.elems, e)
			}
		}
		_, err := dec.Token() // the closing delimiter
		return n, err
	case string:
		return &jsonNode{str: &v}, nil
	case json.Number:
		return &jsonNode{scalar: v.String()}, nil
	case nil:
		return &jsonNode{scalar: "null"}, nil
	default:
		return &jsonNode{scalar: fmt.Sprint(v)}, nil
	}
}

// encode writes n compactly, with each string passed through str and an object's
// keys in reverse order when reverse is set.
func (n *jsonNode) encode(b *bytes.Buffer, str func(string) string, reverse bool) {
	quote := func(s string) {
		raw, _ := body.Marshal(s)
		b.Write(raw)
	}
	switch {
	case n.object:
		b.WriteByte('{')
		idx := make([]int, len(n.keys))
		for i := range idx {
			idx[i] = i
		}
		if reverse {
			slices.Reverse(idx)
		}
		for j, i := range idx {
			if j > 0 {
				b.WriteString(", ")
			}
			quote(n.keys[i])
			b.WriteString(": ")
			n.vals[i].encode(b, str, reverse)
		}
		b.WriteByte('}')
	case n.array:
		b.WriteByte('[')
		for i, e := range n.elems {
			if i > 0 {
				b.WriteString(", ")
			}
			e.encode(b, str, reverse)
		}
		b.WriteByte(']')
	case n.str != nil:
		quote(str(*n.str))
	default:
		b.WriteString(n.scalar)
	}
}

func fullWidthDigits(s string) string {
	return strings.Map(func(r rune) rune {
		if r >= '0' && r <= '9' {
			return '０' + (r - '0')
		}
		return r
	}, s)
}

func same(s string) string { return s }

// asciiEscaped writes every non-ASCII character of a JSON text as a \u escape (with
// surrogate pairs beyond the BMP), as Python's json.dumps does by default: the same
// document for every reader.
func asciiEscaped(s string) string {
	var b strings.Builder
	for _, r := range s {
		switch {
		case r < 0x80:
			b.WriteRune(r)
		case r > 0xFFFF:
			r1, r2 := utf16.EncodeRune(r)
			fmt.Fprintf(&b, "\\u%04x\\u%04x", r1, r2)
		default:
			fmt.Fprintf(&b, "\\u%04x", r)
		}
	}
	return b.String()
}

// wideSpaces writes each space as the language's typographic one: U+3000 in Japanese,
// a no-break space in German, and a narrow no-break space before € and °C.
func wideSpaces(lang string) func(string) string {
	return func(s string) string {
		if lang == "ja" {
			return strings.ReplaceAll(s, " ", "\u3000")
		}
		s = strings.NewReplacer(" €", "\u202f€", " °C", "\u202f°C").Replace(s)
		return strings.ReplaceAll(s, " ", "\u00a0")
	}
}

// otherListMarkers writes each list marker in an equivalent style: - as *, ・ as •,
// and 1. as 1).
var listMarkerLine = regexp.MustCompile(`(?m)^( *)(?:- |・|(\d+)\. )`)

func otherListMarkers(s string) string {
	return listMarkerLine.ReplaceAllStringFunc(s, func(m string) string {
		g := listMarkerLine.FindStringSubmatch(m)
		switch {
		case g[2] != "":
			return g[1] + g[2] + ") "
		case strings.HasSuffix(m, "・"):
			return g[1] + "• "
		}
		return g[1] + "* "
	})
}

// harmlessVariants are the reformattings of a golden that change no content: each
// must pass every check the golden passes. For a JSON answer the text-level changes
// apply inside its string values (a full-width digit in a JSON number would be broken
// JSON, not a harmless variant), and the JSON-only ones reformat the document.
func harmlessVariants(t *testing.T, c *Case) map[string]string {
	g := c.Golden
	if c.Output.Kind != "json" {
		vs := map[string]string{
			"trailing_newline":    g + "\n",
			"trailing_whitespace": strings.ReplaceAll(g, "\n", " \t\n") + "  ",
			"crlf":                strings.ReplaceAll(g, "\n", "\r\n") + "\r\n",
			"fullwidth_digits":    fullWidthDigits(g),
			"nfd":                 norm.NFD.String(g),
			"all_at_once":         norm.NFD.String(fullWidthDigits(strings.ReplaceAll(g, "\n", " \r\n"))) + "\r\n",
			"unicode_spaces":      wideSpaces(c.Lang)(g),
			"tabs":                strings.ReplaceAll(g, " ", "\t"),
			"list_markers":        otherListMarkers(g),
		}
		dropUnchanged(vs, g)
		return vs
	}
	doc := parseJSONNode(t, g)
	enc := func(str func(string) string, reverse bool) string {
		var b bytes.Buffer
		doc.encode(&b, str, reverse)
		return b.String()
	}
	crlf := func(s string) string { return strings.ReplaceAll(s, "\n", "\r\n") }
	var pretty bytes.Buffer
	require.NoError(t, json.Indent(&pretty, []byte(g), "", "  "))
	vs := map[string]string{
		"trailing_newline":      g + "\n",
		"trailing_whitespace":   g + " \t ",
		"fullwidth_digits":      enc(fullWidthDigits, false),
		"nfd":                   enc(norm.NFD.String, false),
		"pretty_json":           pretty.String(),
		"pretty_json_crlf":      strings.ReplaceAll(pretty.String(), "\n", "\r\n") + "\r\n",
		"keys_in_another_order": enc(same, true),
		"ascii_escapes":         asciiEscaped(g),
		"escaped_slash":         strings.ReplaceAll(enc(same, false), "/", `\/`),
		"unicode_spaces":        enc(wideSpaces(c.Lang), false),
		"numbers_reformatted":   shortestNumbers(t, g),
		"all_at_once": strings.ReplaceAll(enc(func(s string) string {
			return crlf(norm.NFD.String(fullWidthDigits(s)))
		}, true), ", ", ",\r\n  ") + "\r\n",
	}
	dropUnchanged(vs, g)
	if strings.Contains(g, `\n`) {
		// CRLF inside the values; around them, pretty_json_crlf has it.
		vs["crlf"] = enc(crlf, false)
	}
	return vs
}

// shortestNumbers re-encodes a JSON golden with every number in its shortest form, as
// JavaScript's JSON.stringify and Go write it: 1249.90 is 1249.9, 185.00 is 185.
func shortestNumbers(t *testing.T, golden string) string {
	doc := parseJSONNode(t, golden)
	var walk func(n *jsonNode)
	walk = func(n *jsonNode) {
		for _, e := range slices.Concat(n.vals, n.elems) {
			walk(e)
		}
		if f, err := strconv.ParseFloat(n.scalar, 64); err == nil && !n.object && !n.array && n.str == nil {
			n.scalar = strconv.FormatFloat(f, 'f', -1, 64)
		}
	}
	walk(doc)
	var b bytes.Buffer
	doc.encode(&b, same, false)
	return b.String()
}

// dropUnchanged deletes the variants a golden offers nothing to vary for (no list, no
// slash, no space).
func dropUnchanged(vs map[string]string, golden string) {
	for name, v := range vs {
		if v == golden {
			delete(vs, name)
		}
	}
}

// Harmless formatting never fails a correct answer: every golden, reformatted as a
// model may well reformat it, passes every check the golden passes (critical or not)
// and every score floor.
func TestHarmlessVariantsOfEveryGoldenPass(t *testing.T) {
	cases, err := Load(filepath.Join("..", "..", "fixtures", "quality"))
	require.NoError(t, err)
	for _, c := range cases {
		golden := Judge(c, Answer{Text: c.Golden, FinishReason: "stop"})
		require.False(t, golden.Failed, Explain(golden))
		variants := harmlessVariants(t, c)
		names := slices.Sorted(func(yield func(string) bool) {
			for k := range variants {
				if !yield(k) {
					return
				}
			}
		})
		for _, name := range names {
			text := variants[name]
			t.Run(c.ID+"/"+name, func(t *testing.T) {
				t.Parallel() // Judge is slow under the race detector; the cases share nothing
				require.NotEqual(t, c.Golden, text, "the variant changes the text")
				v := Judge(c, Answer{Text: text, FinishReason: "stop"})
				assert.False(t, v.Failed, Explain(v))
				for i, r := range v.Checks {
					if golden.Checks[i].Pass {
						assert.True(t, r.Pass, "[%s] %s %s: %s", r.Severity, r.Type, r.ID, r.Reason)
					}
				}
			})
		}
	}
}
