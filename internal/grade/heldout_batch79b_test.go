package grade

// Batch 79b: decoding and tokenizer artefacts, each at ONE place of an otherwise
// correct answer, as a broken detokenizer, a mismatched chat template, a stripped
// special token or a byte-decoding bug leaves them: a character left as a literal
// \u escape, Python \x byte escapes or an HTML numeric reference; a currency unit
// decoded as U+FFFD; a word in GPT-2 byte-level characters; a line break leaked as
// <0x0A> or the BPE marker Ċ; a subword-nmt @@ or WordPiece ## marker in a word; a
// subword piece emitted twice; umlauts stripped by an accent-normalising tokenizer;
// a Llama-2 [/INST] tag or a bare "assistant" role line mid-answer; a NUL or ANSI.

import (
	"fmt"
	"regexp"
	"strings"
	"unicode/utf8"
)

var (
	b79bDeUmlaut     = regexp.MustCompile(`[äöüÄÖÜ]`)
	b79bDeWord       = regexp.MustCompile(`\p{L}+`)
	b79bDeLongWord   = regexp.MustCompile(`\p{L}{6,}`)
	b79bJaCompound   = regexp.MustCompile(`\p{Han}{3,}`)
	b79bJaKatakana   = regexp.MustCompile(`[\p{Katakana}ー]{3,}`)
	b79bDeUmlautWord = regexp.MustCompile(`\p{Lu}\p{L}*[äöü]\p{L}*`)
	b79bDeTitledName = regexp.MustCompile(`(?:Herrn?|Frau|Dr\.) (\p{Lu}\p{L}*[äöü]\p{L}*)`)
)

// b79bSuffixes are German derivational suffixes a tokenizer keeps as one piece.
var b79bSuffixes = []string{"ungen", "ung", "heit", "keit", "schaft"}

// b79bLineBreak picks one line break of s between two non-empty lines (any line
// break without one): the one nearest the middle, or the last; -1 without one.
func b79bLineBreak(s string, last bool) int {
	var cands, all []int
	for i := 0; i < len(s); i++ {
		if s[i] != '\n' {
			continue
		}
		all = append(all, i)
		if i > 0 && i+1 < len(s) && s[i-1] != '\n' && s[i+1] != '\n' {
			cands = append(cands, i)
		}
	}
	if len(cands) == 0 {
		cands = all
	}
	if len(cands) == 0 {
		return -1
	}
	if last {
		return cands[len(cands)-1]
	}
	best := cands[0]
	for _, c := range cands {
		if b79bAbs(c-len(s)/2) < b79bAbs(best-len(s)/2) {
			best = c
		}
	}
	return best
}

func b79bAbs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// b79bByteLevel is GPT-2's byte-to-unicode table: the printable Latin-1 bytes stand
// for themselves, the others are shifted to U+0100 on.
func b79bByteLevel(s string) string {
	var b strings.Builder
	for _, c := range []byte(s) {
		switch {
		case c >= '!' && c <= '~', c >= 0xA1 && c <= 0xAC, c >= 0xAE:
			b.WriteRune(rune(c))
		default:
			n := 0
			for x := 0; x < int(c); x++ {
				if !((x >= '!' && x <= '~') || (x >= 0xA1 && x <= 0xAC) || x >= 0xAE) {
					n++
				}
			}
			b.WriteRune(rune(256 + n))
		}
	}
	return b.String()
}

// b79bMiddleMatch rewrites the first match of re in the middle sentence that has one.
func b79bMiddleMatch(lang, s string, re *regexp.Regexp, f func(m string) string) string {
	return hoMiddleSentence(lang, s, func(x string) string {
		return hoFirstMatch(re, x, func(m []string) string { return f(m[0]) })
	})
}

var heldOutBatch79b = []heldOutKind{
	// A German umlaut of the middle sentence is left as the literal JSON escape a
	// double-encoding decoder shows, e.g. "beiliegenden Rücksendeetikett" →
	// "beiliegenden R\u00fccksendeetikett", "aber Frau Müller kann" → "aber Frau
	// M\u00fcller kann".
	{"b79b_de_umlaut_left_as_literal_json_u_escape", "first", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return b79bMiddleMatch(lang, s, b79bDeUmlaut, func(m string) string {
			r, _ := utf8.DecodeRuneInString(m)
			return fmt.Sprintf(`\u%04x`, r)
		})
	}},
	// A Japanese touten of the middle sentence is left as the literal escape \u3001,
	// e.g. "内訳は、基本料金" → "内訳は\u3001基本料金", "当日は、作業員" → "当日は\u3001作業員".
	{"b79b_ja_touten_left_as_literal_u3001_escape", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return hoMiddleSentence(lang, s, func(x string) string {
			return strings.Replace(x, "、", `\u3001`, 1)
		})
	}},
	// The first euro sign (German) or the first kanji of a compound of the middle
	// sentence (Japanese) is left as an HTML decimal character reference, e.g.
	// "3.912,50 €" → "3.912,50 &#8364;", "新しいお届け予定日" → "新しいお届け&#20104;定日".
	{"b79b_euro_sign_or_kanji_left_as_html_decimal_reference", "first", func(lang, s string) string {
		if lang == "de" {
			return strings.Replace(s, "€", "&#8364;", 1)
		}
		return b79bMiddleMatch(lang, s, b79bJaCompound, func(m string) string {
			r, n := utf8.DecodeRuneInString(m)
			return fmt.Sprintf("&#%d;", r) + m[n:]
		})
	}},
	// The derivational suffix piece (-ung, -heit, -keit, -schaft) of a German noun
	// in the middle sentence is emitted twice, e.g. "Die Lieferung erfolgt" → "Die
	// Lieferungung erfolgt", "aus der Bestellung 44-2087-DE" → "aus der Bestellungung 44-2087-DE".
	{"b79b_de_noun_suffix_piece_emitted_twice", "first", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return hoMiddleSentence(lang, s, func(x string) string {
			loc := b79bDeWord.FindAllStringIndex(x, -1)
			for _, l := range loc {
				w := x[l[0]:l[1]]
				for _, suf := range b79bSuffixes {
					piece := strings.TrimSuffix(suf, "en")
					if strings.HasSuffix(w, suf) && len([]rune(w)) > len([]rune(suf))+2 {
						stem := strings.TrimSuffix(w, suf)
						return x[:l[0]] + stem + piece + suf + x[l[1]:]
					}
				}
			}
			return x
		})
	}},
	// The second kanji of a kanji compound of the middle sentence is emitted twice,
	// e.g. "交換品到着" → "交換換品到着", "当方の試験台" → "当方の試験験台".
	{"b79b_ja_kanji_compound_inner_char_emitted_twice", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return b79bMiddleMatch(lang, s, b79bJaCompound, func(m string) string {
			rs := []rune(m)
			return string(rs[:2]) + string(rs[1:])
		})
	}},
	// The line break nearest the middle of the answer is shown as Llama's byte
	// token <0x0A>, the two lines run together, e.g. "44-2087-DE flackert.\nWir senden" →
	// "44-2087-DE flackert.<0x0A>Wir senden", "松本様\nこのたびは" → "松本様<0x0A>このたびは".
	{"b79b_middle_line_break_as_byte_token_0x0a", "first", func(lang, s string) string {
		i := b79bLineBreak(s, false)
		if i < 0 {
			return s
		}
		return s[:i] + "<0x0A>" + s[i+1:]
	}},
	// The last line break between two lines is shown as the byte-level BPE newline
	// marker Ċ, e.g. "Mit freundlichen Grüßen\nIhre Zahnarztpraxis" →
	// "Mit freundlichen GrüßenĊIhre Zahnarztpraxis".
	{"b79b_last_line_break_as_bpe_newline_marker", "first", func(lang, s string) string {
		i := b79bLineBreak(s, true)
		if i < 0 {
			return s
		}
		return s[:i] + "Ċ" + s[i+1:]
	}},
	// A long capitalised German word of the middle sentence keeps subword-nmt's
	// continuation marker, e.g. "Rücksendeetikett" → "Rücksend@@ eetikett", "city":
	// "Lüneburg" → "Lüne@@ burg".
	{"b79b_de_word_split_by_subword_nmt_marker", "first", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return b79bMiddleMatch(lang, s, hoDeWord, func(m string) string {
			rs := []rune(m)
			k := len(rs) / 2
			return string(rs[:k]) + "@@ " + string(rs[k:])
		})
	}},
	// The first long capitalised German word, or the first katakana word, keeps
	// WordPiece's continuation marker, e.g. "Nachricht" → "Nach ##richt",
	// "ハルカゼ" → "ハル ##カゼ".
	{"b79b_first_word_split_by_wordpiece_hash_marker", "first", func(lang, s string) string {
		re := hoDeWord
		if lang == "ja" {
			re = b79bJaKatakana
		}
		return hoFirstMatch(re, s, func(m []string) string {
			rs := []rune(m[0])
			k := len(rs) / 2
			return string(rs[:k]) + " ##" + string(rs[k:])
		})
	}},
	// A Llama-2 [/INST] tag is left after the first comma (touten) of the middle
	// sentence, e.g. "Bitte beachten Sie, dass wir" → "Bitte beachten Sie, [/INST] dass
	// wir", "内訳は、基本料金" → "内訳は、[/INST]基本料金".
	{"b79b_llama2_inst_close_tag_after_comma_mid_sentence", "first", func(lang, s string) string {
		return hoMiddleSentence(lang, s, func(x string) string {
			if lang == "ja" {
				return strings.Replace(x, "、", "、[/INST]", 1)
			}
			return strings.Replace(x, ", ", ", [/INST] ", 1)
		})
	}},
	// The first order, invoice or ticket code is wrapped in an ANSI bold escape a
	// terminal client left in, e.g. "WE-20417" → "\x1b[1mWE-20417\x1b[0m".
	{"b79b_first_code_wrapped_in_ansi_bold_escape", "first", func(lang, s string) string {
		return hoFirstMatch(hoID, s, func(m []string) string {
			return "\x1b[1m" + m[0] + "\x1b[0m"
		})
	}},
	// A NUL control character sits inside a word of the middle sentence (after the
	// third letter of a German word of six letters or more, after the first kanji
	// of a Japanese compound), e.g. "den Termin nicht" → "den Ter\x00min nicht",
	// "お届け予定日" → "お届け予\x00定日".
	{"b79b_nul_control_char_inside_middle_word", "first", func(lang, s string) string {
		re, k := b79bDeLongWord, 3
		if lang == "ja" {
			re, k = b79bJaCompound, 1
		}
		return b79bMiddleMatch(lang, s, re, func(m string) string {
			rs := []rune(m)
			return string(rs[:k]) + "\x00" + string(rs[k:])
		})
	}},
	// The first currency unit (€, 円) is decoded as U+FFFD, e.g. "3.912,50 €" →
	// "3.912,50 �", "5,500円（税込）" → "5,500�（税込）".
	{"b79b_first_currency_unit_decoded_as_fffd", "first", func(lang, s string) string {
		unit := "€"
		if lang == "ja" {
			unit = "円"
		}
		return strings.Replace(s, unit, "\uFFFD", 1)
	}},
	// A katakana word (else a kanji compound) of the middle sentence is shown as
	// GPT-2 byte-level characters, e.g. "ヒエール" → "ãĥĴãĤ¨ãĥ¼ãĥ«".
	{"b79b_ja_word_shown_as_gpt2_bytelevel_chars", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		out := b79bMiddleMatch(lang, s, b79bJaKatakana, b79bByteLevel)
		if out == s {
			out = b79bMiddleMatch(lang, s, b79bJaCompound, b79bByteLevel)
		}
		return out
	}},
	// The chat template's role word is left as a bare line before the middle
	// sentence, as when <|im_start|>assistant is stripped of its special tokens,
	// e.g. "Versichertenkarte mit.\nFalls Sie" → "Versichertenkarte mit.\nassistant\nFalls
	// Sie", "tropft. Herr Weiß ist" → "tropft. assistant\nHerr Weiß ist".
	{"b79b_bare_assistant_role_line_before_middle_sentence", "first", func(lang, s string) string {
		return hoMiddleSentence(lang, s, func(x string) string {
			return "assistant\n" + x
		})
	}},
	// The first ß of a German answer is left as Python's literal UTF-8 byte escapes,
	// e.g. "Bäckerei Großmann OHG" → "Bäckerei Gro\xc3\x9fmann OHG", "Herr Weiß," →
	// "Herr Wei\xc3\x9f,".
	{"b79b_de_sharp_s_left_as_literal_python_byte_escapes", "first", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return strings.Replace(s, "ß", `\xc3\x9f`, 1)
	}},
	// The umlauts of the first surname after Herr, Frau or Dr. that has one (else of
	// the first capitalised word that has one) are stripped, as an accent-stripping
	// (NFD, strip_accents) tokenizer leaves them, e.g. "Frau Schäfer" → "Frau
	// Schafer", "Prof. Dr. Kühn" → "Prof. Dr. Kuhn", "Petra Müller" → "Petra Muller".
	{"b79b_de_first_umlaut_word_accent_stripped_by_tokenizer", "first", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		strip := strings.NewReplacer("ä", "a", "ö", "o", "ü", "u").Replace
		if out := hoFirstMatch(b79bDeTitledName, s, func(m []string) string {
			return strings.TrimSuffix(m[0], m[1]) + strip(m[1])
		}); out != s {
			return out
		}
		return hoFirstMatch(b79bDeUmlautWord, s, func(m []string) string { return strip(m[0]) })
	}},
}
