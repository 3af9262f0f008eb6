package grade

import (
	"bytes"
	"encoding/json"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

var (
	hoSLongLine   = regexp.MustCompile(`(?m)^.{70,}$`)
	hoSNumbered   = regexp.MustCompile(`(?m)^(\d+)\. `)
	hoSBullet     = regexp.MustCompile(`(?m)^- `)
	hoSEmail      = regexp.MustCompile(`[\w.+-]+@[\w-]+(?:\.[\w-]+)+`)
	hoSURL        = regexp.MustCompile(`https?://[^\s)」）]+`)
	hoSDeCompound = regexp.MustCompile(`\p{L}{14,}`)
	hoSHeading    = regexp.MustCompile(`(?m)^(#{1,6}) (.+)$`)
	hoSBoldLine   = regexp.MustCompile(`(?m)^\*\*(.+?)\*\*$`)
	hoSPercent    = regexp.MustCompile(`(\d) %`)
	hoSPercentNo  = regexp.MustCompile(`(\d)%`)
	hoSClock      = regexp.MustCompile(`(\d{1,2}):(\d{2}) Uhr`)
)

// hoSWrap hard-wraps long lines at about 60 columns (a soft line break in Markdown).
func hoSWrap(s string) string {
	return hoSLongLine.ReplaceAllStringFunc(s, func(line string) string {
		words := strings.Split(line, " ")
		var b strings.Builder
		col := 0
		for i, w := range words {
			if i > 0 {
				if col+len([]rune(w)) > 60 {
					b.WriteString("\n")
					if m := hoSNumbered.FindString(line); m != "" {
						b.WriteString(strings.Repeat(" ", len(m)))
					} else if strings.HasPrefix(line, "- ") {
						b.WriteString("  ")
					}
					col = 0
				} else {
					b.WriteString(" ")
					col++
				}
			}
			b.WriteString(w)
			col += len([]rune(w))
		}
		return b.String()
	})
}

func hoSSoftHyphen(s string) string {
	return hoSDeCompound.ReplaceAllStringFunc(s, func(w string) string {
		r := []rune(w)
		h := len(r) / 2
		return string(r[:h]) + "\u00ad" + string(r[h:])
	})
}

var (
	hoSDeGrouped    = regexp.MustCompile(`(\d{1,3})\.(\d{3}),`)
	hoSDeEuro       = regexp.MustCompile(`(\d) €`)
	hoSDeEuroAmount = regexp.MustCompile(`(\d[\d.]*,\d\d) €`)
	hoSJaYen        = regexp.MustCompile(`(\d{1,3}),(\d{3})円`)
)

// hoHarmlessSweep are harmless variants written to hunt false alarms, after reading
// the checks (so not blind): layout, typography and serialisation that a renderer or
// a reader takes as the same answer. At first sight (2026-12-04) 25 false alarms on
// 186 variant answers, in seven variants: list items hard-wrapped under their
// marker, soft hyphens in long compounds, whole euros written 2.400,– €, dates in
// the spaced form 12. 11. 2026, other bullet glyphs (▪ ◦ ○), tables indented by two
// spaces and header cells in bold. After the folds they prompted (Tidy joins a
// wrapped item and drops soft hyphens, widens its bullets, dedents tables and
// unbolds header cells; the amount and date readers take ,– and the spaced date):
// 0. A few variants change no golden today and stand for fixtures to come.
var hoHarmlessSweep = []hoHarmless{
	{"sweep_hard_wrapped", func(t *testing.T, lang string, c *Case) string {
		if c.Output.Kind == "json" || lang == "ja" {
			return c.Golden
		}
		return hoSWrap(c.Golden)
	}},
	{"sweep_hard_breaks_two_spaces", func(t *testing.T, lang string, c *Case) string {
		return hoStringsOrText(t, c, func(s string) string { return strings.ReplaceAll(s, "\n", "  \n") })
	}},
	{"sweep_all_ones_numbering", func(t *testing.T, lang string, c *Case) string {
		return hoSNumbered.ReplaceAllString(c.Golden, "1. ")
	}},
	{"sweep_plus_bullets", func(t *testing.T, lang string, c *Case) string {
		return hoSBullet.ReplaceAllString(c.Golden, "+ ")
	}},
	{"sweep_tab_after_marker", func(t *testing.T, lang string, c *Case) string {
		return hoSBullet.ReplaceAllString(hoSNumbered.ReplaceAllString(c.Golden, "$1.\t"), "-\t")
	}},
	{"sweep_typographic_apostrophe_ellipsis", func(t *testing.T, lang string, c *Case) string {
		return hoStringsOrText(t, c, strings.NewReplacer("'", "’", "...", "…").Replace)
	}},
	{"sweep_soft_hyphens", func(t *testing.T, lang string, c *Case) string {
		if lang != "de" {
			return c.Golden
		}
		return hoStringsOrText(t, c, hoSSoftHyphen)
	}},
	{"sweep_nonbreaking_hyphen", func(t *testing.T, lang string, c *Case) string {
		if lang != "de" {
			return c.Golden
		}
		return hoStringsOrText(t, c, func(s string) string { return strings.ReplaceAll(s, "E-Mail", "E\u2011Mail") })
	}},
	{"sweep_email_autolink", func(t *testing.T, lang string, c *Case) string {
		if c.Output.Kind == "json" {
			return c.Golden
		}
		return hoSEmail.ReplaceAllString(c.Golden, "<$0>")
	}},
	{"sweep_url_autolink", func(t *testing.T, lang string, c *Case) string {
		if c.Output.Kind == "json" {
			return c.Golden
		}
		return hoSURL.ReplaceAllString(c.Golden, "<$0>")
	}},
	{"sweep_atx_closing_hashes", func(t *testing.T, lang string, c *Case) string {
		return hoSHeading.ReplaceAllString(c.Golden, "$1 $2 $1")
	}},
	{"sweep_setext_headings", func(t *testing.T, lang string, c *Case) string {
		return hoSHeading.ReplaceAllStringFunc(c.Golden, func(m string) string {
			g := hoSHeading.FindStringSubmatch(m)
			u := "-"
			if len(g[1]) == 1 {
				u = "="
			}
			return g[2] + "\n" + strings.Repeat(u, len([]rune(g[2])))
		})
	}},
	{"sweep_bold_line_to_heading", func(t *testing.T, lang string, c *Case) string {
		return hoSBoldLine.ReplaceAllString(c.Golden, "### $1")
	}},
	{"sweep_percent_tight", func(t *testing.T, lang string, c *Case) string {
		return hoStringsOrText(t, c, func(s string) string { return hoSPercent.ReplaceAllString(s, "$1%") })
	}},
	{"sweep_percent_spaced", func(t *testing.T, lang string, c *Case) string {
		if lang != "de" {
			return c.Golden
		}
		return hoStringsOrText(t, c, func(s string) string { return hoSPercentNo.ReplaceAllString(s, "$1\u202f%") })
	}},
	{"sweep_clock_dot", func(t *testing.T, lang string, c *Case) string {
		return hoStringsOrText(t, c, func(s string) string { return hoSClock.ReplaceAllString(s, "$1.$2 Uhr") })
	}},
	{"sweep_ja_kabushiki_symbol", func(t *testing.T, lang string, c *Case) string {
		return hoStringsOrText(t, c, strings.NewReplacer("株式会社", "㈱").Replace)
	}},
	{"sweep_ja_fullwidth_comma", func(t *testing.T, lang string, c *Case) string {
		if lang != "ja" {
			return c.Golden
		}
		return hoStringsOrText(t, c, strings.NewReplacer("、", "，").Replace)
	}},
	{"sweep_ja_halfwidth_brackets", func(t *testing.T, lang string, c *Case) string {
		if lang != "ja" {
			return c.Golden
		}
		return hoStringsOrText(t, c, strings.NewReplacer("「", "｢", "」", "｣").Replace)
	}},
	{"sweep_ja_space_after_stop", func(t *testing.T, lang string, c *Case) string {
		if lang != "ja" || c.Output.Kind == "json" {
			return c.Golden
		}
		return regexp.MustCompile(`。([^\n])`).ReplaceAllString(c.Golden, "。 $1")
	}},
	{"sweep_ja_fullwidth_list_numbers", func(t *testing.T, lang string, c *Case) string {
		if lang != "ja" {
			return c.Golden
		}
		return hoSNumbered.ReplaceAllStringFunc(c.Golden, func(m string) string {
			return hoFullWidthAlnum(strings.TrimSuffix(m, ". ")) + "．"
		})
	}},
	{"sweep_italic_quotes", func(t *testing.T, lang string, c *Case) string {
		if c.Output.Kind == "json" || lang != "de" {
			return c.Golden
		}
		return regexp.MustCompile(`„([^“]+)“`).ReplaceAllString(c.Golden, "„*$1*“")
	}},
	{"sweep_trailing_colon_space", func(t *testing.T, lang string, c *Case) string {
		return strings.ReplaceAll(c.Golden, ":\n", ": \n")
	}},
	{"sweep_blank_line_before_list", func(t *testing.T, lang string, c *Case) string {
		return regexp.MustCompile(`:\n(- |1\. )`).ReplaceAllString(c.Golden, ":\n\n$1")
	}},
	{"sweep_no_blank_before_list", func(t *testing.T, lang string, c *Case) string {
		return regexp.MustCompile(`:\n\n(- |1\. )`).ReplaceAllString(c.Golden, ":\n$1")
	}},

	{"sweep_degree_compat", func(t *testing.T, lang string, c *Case) string {
		return hoStringsOrText(t, c, strings.NewReplacer(" °C", " ℃", "°C", "℃").Replace)
	}},
	{"sweep_de_amount_no_grouping", func(t *testing.T, lang string, c *Case) string {
		return hoStringsOrText(t, c, func(s string) string { return hoSDeGrouped.ReplaceAllString(s, "$1$2,") })
	}},
	{"sweep_de_amount_thin_grouping", func(t *testing.T, lang string, c *Case) string {
		return hoStringsOrText(t, c, func(s string) string { return hoSDeGrouped.ReplaceAllString(s, "$1\u202f$2,") })
	}},
	{"sweep_de_amount_dash_cents", func(t *testing.T, lang string, c *Case) string {
		return hoStringsOrText(t, c, func(s string) string { return strings.ReplaceAll(s, ",00 €", ",– €") })
	}},
	{"sweep_de_euro_tight", func(t *testing.T, lang string, c *Case) string {
		return hoStringsOrText(t, c, func(s string) string { return hoSDeEuro.ReplaceAllString(s, "$1€") })
	}},
	{"sweep_de_eur_prefix", func(t *testing.T, lang string, c *Case) string {
		return hoStringsOrText(t, c, func(s string) string { return hoSDeEuroAmount.ReplaceAllString(s, "EUR $1") })
	}},
	{"sweep_ja_amount_no_grouping", func(t *testing.T, lang string, c *Case) string {
		return hoStringsOrText(t, c, func(s string) string { return hoSJaYen.ReplaceAllString(s, "${1}${2}円") })
	}},
	{"sweep_ja_yen_spaced", func(t *testing.T, lang string, c *Case) string {
		return hoStringsOrText(t, c, func(s string) string { return regexp.MustCompile(`(\d)円`).ReplaceAllString(s, "$1 円") })
	}},
	{"sweep_time_leading_zero", func(t *testing.T, lang string, c *Case) string {
		return hoStringsOrText(t, c, func(s string) string {
			return regexp.MustCompile(`(^|[^\d:])(\d):(\d\d)`).ReplaceAllString(s, "${1}0$2:$3")
		})
	}},
	{"sweep_de_date_leading_zero", func(t *testing.T, lang string, c *Case) string {
		return hoStringsOrText(t, c, func(s string) string {
			return regexp.MustCompile(`(^|[^\d.])(\d)\.(\d{1,2})\.(20\d\d)`).ReplaceAllString(s, "${1}0$2.$3.$4")
		})
	}},
	{"sweep_de_sentences_one_per_line", func(t *testing.T, lang string, c *Case) string {
		if lang != "de" || c.Output.Kind == "json" {
			return c.Golden
		}
		return regexp.MustCompile(`(?m)^([^-\d|\n][^\n]*[a-zäöüß]{4})\. (\p{Lu})`).ReplaceAllString(c.Golden, "$1.\n$2")
	}},
	{"sweep_ja_sentence_lines_spaced", func(t *testing.T, lang string, c *Case) string {
		if lang != "ja" || c.Output.Kind == "json" {
			return c.Golden
		}
		return regexp.MustCompile(`。\n([^\n-・\d|])`).ReplaceAllString(c.Golden, "。\n\n$1")
	}},
	{"sweep_ja_sentence_lines_joined", func(t *testing.T, lang string, c *Case) string {
		if lang != "ja" || c.Output.Kind == "json" {
			return c.Golden
		}
		return regexp.MustCompile(`。\n([^\n-・\d|])`).ReplaceAllString(c.Golden, "。$1")
	}},
	{"sweep_paragraphs_single_newline", func(t *testing.T, lang string, c *Case) string {
		if c.Output.Kind == "json" {
			return c.Golden
		}
		return regexp.MustCompile(`([^\n])\n\n([^\n-|\d・])`).ReplaceAllString(c.Golden, "$1\n$2")
	}},
	{"sweep_italic_underscore", func(t *testing.T, lang string, c *Case) string {
		return regexp.MustCompile(`\*\*([^*\n]+)\*\*`).ReplaceAllString(c.Golden, "__${1}__")
	}},
	{"sweep_zero_padded_numbers", func(t *testing.T, lang string, c *Case) string {
		return regexp.MustCompile(`(?m)^(\d)\. `).ReplaceAllString(c.Golden, "0$1. ")
	}},
	{"sweep_de_date_spaced_din", func(t *testing.T, lang string, c *Case) string {
		return hoStringsOrText(t, c, func(s string) string {
			return regexp.MustCompile(`\b(\d{2})\.(\d{2})\.(20\d\d)\b`).ReplaceAllString(s, "$1. $2. $3")
		})
	}},
	{"sweep_degree_tight", func(t *testing.T, lang string, c *Case) string {
		return hoStringsOrText(t, c, strings.NewReplacer(" °C", "°C").Replace)
	}},
	{"sweep_nb_hyphens_compounds", func(t *testing.T, lang string, c *Case) string {
		if lang != "de" {
			return c.Golden
		}
		return hoStringsOrText(t, c, func(s string) string {
			return regexp.MustCompile(`(\p{L})-(\p{Lu})`).ReplaceAllString(s, "$1\u2011$2")
		})
	}},
	{"sweep_other_bullets", func(t *testing.T, lang string, c *Case) string {
		return regexp.MustCompile(`(?m)^(?:- |・)`).ReplaceAllString(c.Golden, "▪ ")
	}},
	{"sweep_table_indented", func(t *testing.T, lang string, c *Case) string {
		return regexp.MustCompile(`(?m)^\|`).ReplaceAllString(c.Golden, "  |")
	}},
	{"sweep_table_bold_header", func(t *testing.T, lang string, c *Case) string {
		lines := strings.Split(c.Golden, "\n")
		for i := 0; i+1 < len(lines); i++ {
			if strings.HasPrefix(lines[i], "|") && strings.HasPrefix(lines[i+1], "|") && strings.Contains(lines[i+1], "---") {
				cells := strings.Split(strings.Trim(lines[i], "| "), " | ")
				lines[i] = "| **" + strings.Join(cells, "** | **") + "** |"
				break
			}
		}
		return strings.Join(lines, "\n")
	}},
	{"sweep_json_four_space_indent", func(t *testing.T, lang string, c *Case) string {
		if c.Output.Kind != "json" {
			return c.Golden
		}
		var b bytes.Buffer
		require.NoError(t, json.Indent(&b, []byte(c.Golden), "", "    "))
		return b.String()
	}},
	{"sweep_json_integers_two_decimals", func(t *testing.T, lang string, c *Case) string {
		if c.Output.Kind != "json" {
			return c.Golden
		}
		return regexp.MustCompile(`(: ?)(\d+)([,}\n])`).ReplaceAllString(c.Golden, "${1}${2}.00${3}")
	}},
	{"sweep_json_sorted_keys", func(t *testing.T, lang string, c *Case) string {
		if c.Output.Kind != "json" {
			return c.Golden
		}
		var v any
		require.NoError(t, json.Unmarshal([]byte(c.Golden), &v))
		var b bytes.Buffer
		e := json.NewEncoder(&b)
		e.SetEscapeHTML(false)
		require.NoError(t, e.Encode(v))
		return b.String()
	}},
	{"sweep_ja_date_zero_padded", func(t *testing.T, lang string, c *Case) string {
		return hoStringsOrText(t, c, func(s string) string {
			return regexp.MustCompile(`(^|[^\d])(\d)([月日])`).ReplaceAllString(s, "${1}0${2}${3}")
		})
	}},
	{"sweep_ja_weekday_no_parens_space", func(t *testing.T, lang string, c *Case) string {
		return hoStringsOrText(t, c, func(s string) string {
			return regexp.MustCompile(`日（(.)）`).ReplaceAllString(s, "日 (${1})")
		})
	}},
	{"sweep_quotes_english_de", func(t *testing.T, lang string, c *Case) string {
		if lang != "de" {
			return c.Golden
		}
		return hoStringsOrText(t, c, strings.NewReplacer("„", "“", "“", "”").Replace)
	}},
	{"sweep_ja_corner_to_english_quotes", func(t *testing.T, lang string, c *Case) string {
		if lang != "ja" {
			return c.Golden
		}
		return hoStringsOrText(t, c, strings.NewReplacer("「", "“", "」", "”").Replace)
	}},
}

var (
	hoS2DeDate  = regexp.MustCompile(`\b(\d{2})\.(\d{2})\.20(\d\d)\b`)
	hoS2DeDateM = regexp.MustCompile(`\b(\d{2})\.(11|10|12)\.(20\d\d)\b`)
	hoS2JaDate  = regexp.MustCompile(`(20\d\d)年(\d{1,2})月(\d{1,2})日`)
	hoS2JaRange = regexp.MustCompile(`(\d{1,2}時)〜(\d{1,2}時)`)
	hoS2Postal  = regexp.MustCompile(`〒(\d{3})`)
	hoS2Floor   = regexp.MustCompile(`(\d)\. OG`)
)

// hoHarmlessSweep2 is the sweep's second round, on the forms the goldens write
// (dates, ranges, postal codes, floors, amounts), typeset another accepted way. At
// first sight 2 false alarms on 30 variant answers (〒 530-0001 with a blank, amounts
// in "Euro" read as a repeated n-gram); 0 after Tidy took both.
var hoHarmlessSweep2 = []hoHarmless{
	{"sweep2_de_date_two_digit_year", func(t *testing.T, lang string, c *Case) string {
		return hoStringsOrText(t, c, func(s string) string { return hoS2DeDate.ReplaceAllString(s, "$1.$2.$3") })
	}},
	{"sweep2_de_date_month_written", func(t *testing.T, lang string, c *Case) string {
		months := map[string]string{"10": "Oktober", "11": "November", "12": "Dezember"}
		return hoStringsOrText(t, c, func(s string) string {
			return hoS2DeDateM.ReplaceAllStringFunc(s, func(m string) string {
				g := hoS2DeDateM.FindStringSubmatch(m)
				return strings.TrimPrefix(g[1], "0") + ". " + months[g[2]] + " " + g[3]
			})
		})
	}},
	{"sweep2_ja_date_slashes", func(t *testing.T, lang string, c *Case) string {
		if c.Output.Kind == "json" {
			return c.Golden
		}
		return hoS2JaDate.ReplaceAllString(c.Golden, "$1/$2/$3")
	}},
	{"sweep2_ja_range_ascii_hyphen", func(t *testing.T, lang string, c *Case) string {
		return hoStringsOrText(t, c, func(s string) string { return hoS2JaRange.ReplaceAllString(s, "$1-$2") })
	}},
	{"sweep2_ja_range_kara", func(t *testing.T, lang string, c *Case) string {
		return hoStringsOrText(t, c, func(s string) string { return hoS2JaRange.ReplaceAllString(s, "${1}から${2}") })
	}},
	{"sweep2_postal_mark_spaced", func(t *testing.T, lang string, c *Case) string {
		return hoStringsOrText(t, c, func(s string) string { return hoS2Postal.ReplaceAllString(s, "〒 $1") })
	}},
	{"sweep2_floor_tight", func(t *testing.T, lang string, c *Case) string {
		return hoStringsOrText(t, c, func(s string) string { return hoS2Floor.ReplaceAllString(s, "$1.OG") })
	}},
	{"sweep2_ja_halfwidth_middle_dot", func(t *testing.T, lang string, c *Case) string {
		if lang != "ja" {
			return c.Golden
		}
		return hoStringsOrText(t, c, func(s string) string {
			return regexp.MustCompile(`(\p{Katakana})・(\p{Katakana})`).ReplaceAllString(s, "$1･$2")
		})
	}},
	{"sweep2_ja_phone_fullwidth", func(t *testing.T, lang string, c *Case) string {
		if lang != "ja" {
			return c.Golden
		}
		return hoStringsOrText(t, c, func(s string) string {
			return regexp.MustCompile(`\d{2,4}-\d{2,4}-\d{4}`).ReplaceAllStringFunc(s, func(m string) string {
				return strings.ReplaceAll(hoFullWidthAlnum(m), "-", "－")
			})
		})
	}},
	{"sweep2_de_euro_word", func(t *testing.T, lang string, c *Case) string {
		if lang != "de" {
			return c.Golden
		}
		return hoStringsOrText(t, c, func(s string) string {
			return regexp.MustCompile(`(\d,\d\d) €`).ReplaceAllString(s, "$1 Euro")
		})
	}},
}
