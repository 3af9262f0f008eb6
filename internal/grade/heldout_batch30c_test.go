package grade

// Blind batch 30c: number words and quantity expressions in prose. The digits mostly
// stay, but the quantity a reader takes away is wrong: an amount rounded with the wrong
// side word (強/弱, knapp/gut), a 万 amount with a decimal comma, a gloss off by ten or
// with the fraction turned over; a count read as an ordinal, a range or a teens word; a
// duration read as an interval, a start delay, a minimum or with "half" on the wrong
// base (1か月半, zweieinhalb Monate); a date restated as the wrong month third, month end
// or nth weekday, or glossed with a wrong calendar week, fiscal year or half-year; a
// time window read as two options or widened to its hours; "next" read as "after next";
// a total relabelled average; a new date's or deadline's day number read as a day count.

import (
	"fmt"
	"math"
	"regexp"
	"strconv"
	"strings"
	"time"
)

var (
	// ho30cJaYen is a yen or euro amount written with digits in Japanese text; group 1
	// is what stands before it (so that 億/万 amounts and dates are not read as one).
	ho30cJaYen = regexp.MustCompile(`(^|[^\d,.億万])(\d{1,3}(?:,\d{3})+|\d{3,4})(円|ユーロ)`)
	// ho30cJaBig is any Japanese amount: 億…万円, …万円 or a plain 円 amount.
	ho30cJaBig = regexp.MustCompile(`(\d+)億(\d{1,3}(?:,\d{3})?)万円|(\d{1,3}(?:,\d{3})?)万円|(\d{1,3}(?:,\d{3})+|\d{3,})円`)
	ho30cJaOku = regexp.MustCompile(`(\d+)億(\d{1,3}(?:,\d{3})?)万円`)
	ho30cDeEur = regexp.MustCompile(`(\d{1,3}(?:\.\d{3})*,\d{2}) €`)
	// ho30cTaxParen is a tax qualifier in brackets right after an amount.
	ho30cTaxParen = regexp.MustCompile(`^(?:（税[込抜別]）| \((?:netto|brutto|inkl\. MwSt\.|zzgl\. MwSt\.)\))`)
	ho30cJaYMD    = regexp.MustCompile(`(\d{4})年(\d{1,2})月(\d{1,2})日(（[月火水木金土日]）)?`)
	ho30cJaMD     = regexp.MustCompile(`((?:\d{4}年)?)(\d{1,2})月(\d{1,2})日(（[月火水木金土日]）)?`)
	ho30cDeDMY    = regexp.MustCompile(`(\d{1,2})\.(\d{1,2})\.(\d{4})( \((?:Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag)\))?`)
	ho30cDeLong   = regexp.MustCompile(`(\d{1,2})\. (Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) (\d{4})`)
	// ho30cDePrepDate is a numeric German date with the preposition before it.
	ho30cDePrepDate    = regexp.MustCompile(`(^|[^,] )(am |bis zum |bis spätestens |zum |vom |auf den |statt am |den |dem )?(\d{1,2})\.(\d{1,2})\.(\d{4})( \((?:Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag)\))?`)
	ho30cDeWeekdayDate = regexp.MustCompile(`(Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag), (\d{1,2})\.(\d{1,2})\.(\d{4})|(\d{1,2})\.(\d{1,2})\.(\d{4}) \((Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag)\)|(Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag), (\d{1,2})\. (Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) (\d{4})`)
	ho30cJaWeekdayDate = regexp.MustCompile(`(\d{1,2})月(\d{1,2})日（([月火水木金土日])）`)
)

var ho30cDeOrdinal = []string{"", "ersten", "zweiten", "dritten", "vierten", "fünften"}

// ho30cEach rewrites the first match of re that f accepts, trying matches outside
// Markdown table rows first.
func ho30cEach(re *regexp.Regexp, s string, f func(m []string) (string, bool)) string {
	locs := re.FindAllStringSubmatchIndex(s, -1)
	for pass := 0; pass < 2; pass++ {
		for _, loc := range locs {
			ls := strings.LastIndex(s[:loc[0]], "\n") + 1
			inTable := strings.HasPrefix(strings.TrimSpace(s[ls:]), "|")
			if (pass == 0) == inTable {
				continue
			}
			m := make([]string, len(loc)/2)
			for i := range m {
				if loc[2*i] >= 0 {
					m[i] = s[loc[2*i]:loc[2*i+1]]
				}
			}
			if r, ok := f(m); ok {
				return s[:loc[0]] + r + s[loc[1]:]
			}
		}
	}
	return s
}

// ho30cInsertAfter inserts add after the first match of re that f accepts (and
// after a tax qualifier in brackets right behind it), prose before table rows.
func ho30cInsertAfter(re *regexp.Regexp, s string, f func(m []string) (string, bool)) string {
	locs := re.FindAllStringSubmatchIndex(s, -1)
	for pass := 0; pass < 2; pass++ {
		for _, loc := range locs {
			ls := strings.LastIndex(s[:loc[0]], "\n") + 1
			inTable := strings.HasPrefix(strings.TrimSpace(s[ls:]), "|")
			if (pass == 0) == inTable {
				continue
			}
			m := make([]string, len(loc)/2)
			for i := range m {
				if loc[2*i] >= 0 {
					m[i] = s[loc[2*i]:loc[2*i+1]]
				}
			}
			add, ok := f(m)
			if !ok {
				continue
			}
			end := loc[1]
			if p := ho30cTaxParen.FindString(s[end:]); p != "" {
				end += len(p)
			}
			return s[:end] + add + s[end:]
		}
	}
	return s
}

func ho30cJaNum(s string) float64 {
	v, _ := strconv.ParseFloat(strings.ReplaceAll(s, ",", ""), 64)
	return v
}

func ho30cDeNum(s string) float64 {
	v, _ := strconv.ParseFloat(strings.ReplaceAll(strings.ReplaceAll(s, ".", ""), ",", "."), 64)
	return v
}

// ho30cGroup writes n with sep between groups of three digits.
func ho30cGroup(n int64, sep string) string {
	s := strconv.FormatInt(n, 10)
	var b strings.Builder
	for i, r := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteString(sep)
		}
		b.WriteRune(r)
	}
	return b.String()
}

func ho30cRoundSig(v float64, sig int) float64 {
	if v <= 0 {
		return v
	}
	digits := int(math.Floor(math.Log10(v))) + 1
	step := math.Pow(10, float64(digits-sig))
	return math.Round(v/step) * step
}

// ho30cJaRound writes a round yen figure the way a Japanese text does: 3万9千, 6,000.
func ho30cJaRound(r int64) string {
	if r < 10000 {
		return ho30cGroup(r, ",")
	}
	out := strconv.FormatInt(r/10000, 10) + "万"
	rest := r % 10000
	switch {
	case rest == 0:
	case rest%1000 == 0:
		out += strconv.FormatInt(rest/1000, 10) + "千"
	default:
		out += ho30cGroup(rest, ",")
	}
	return out
}

// ho30cDec writes x with at most two decimals, trailing zeros cut, with the given
// decimal mark.
func ho30cDec(x float64, mark string) string {
	s := strconv.FormatFloat(math.Round(x*100)/100, 'f', -1, 64)
	return strings.Replace(s, ".", mark, 1)
}

// ho30cJaAmountValue reads a match of ho30cJaBig as yen.
func ho30cJaAmountValue(m []string) float64 {
	switch {
	case m[1] != "":
		return ho30cJaNum(m[1])*1e8 + ho30cJaNum(m[2])*1e4
	case m[3] != "":
		return ho30cJaNum(m[3]) * 1e4
	default:
		return ho30cJaNum(m[4])
	}
}

func ho30cMonthLen(m int) int {
	switch m {
	case 4, 6, 9, 11:
		return 30
	case 2:
		return 28
	}
	return 31
}

func ho30cDeWeekday(d time.Weekday) string {
	return []string{"Sonntag", "Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag"}[d]
}

// ho30cWrongNth is the nth weekday of the month a day is, off by one (staying in the
// month).
func ho30cWrongNth(day int) int {
	n := (day-1)/7 + 1
	if day+7 <= 28 {
		return n + 1
	}
	return n - 1
}

// ho30cWrongThird is the third of the month next to the day's own: early → mid,
// mid → late, late → mid.
func ho30cWrongThird(lang string, day int) string {
	ja := map[int]string{0: "中旬", 1: "下旬", 2: "中旬"}
	de := map[int]string{0: "Mitte", 1: "Ende", 2: "Mitte"}
	i := 2
	if day <= 10 {
		i = 0
	} else if day <= 20 {
		i = 1
	}
	if lang == "ja" {
		return ja[i]
	}
	return de[i]
}

// ho30cDePrep is what a German preposition before a date becomes in front of a month
// phrase (Mitte November, Ende Oktober).
var ho30cDePrep = map[string]string{"": "", "am ": "", "bis zum ": "bis ", "bis spätestens ": "bis spätestens ", "zum ": "bis ",
	"vom ": "von ", "auf den ": "auf ", "statt am ": "statt ", "den ": "", "dem ": ""}

// ho30cFraction finds a simple fraction m/n near r: 1/2 … 1/10, 2/3, 3/4, 2/5, 3/5.
func ho30cFraction(r float64) (int, int, bool) {
	cands := [][2]int{{2, 3}, {3, 4}, {2, 5}, {3, 5}}
	for n := 2; n <= 10; n++ {
		cands = append(cands, [2]int{1, n})
	}
	for _, c := range cands {
		f := float64(c[0]) / float64(c[1])
		if math.Abs(r-f)/f < 0.04 {
			return c[0], c[1], true
		}
	}
	return 0, 0, false
}

var ho30cDeMultiple = map[int]string{2: "das Doppelte", 3: "das Dreifache", 4: "das Vierfache", 5: "das Fünffache", 6: "das Sechsfache",
	7: "das Siebenfache", 8: "das Achtfache", 9: "das Neunfache", 10: "das Zehnfache"}

// ho30cFirstOf applies the first of the rewrites that changes s.
func ho30cFirstOf(s string, fs ...func(string) string) string {
	for _, f := range fs {
		if nw := f(s); nw != s {
			return nw
		}
	}
	return s
}

func ho30cReplaceFirst(re *regexp.Regexp, repl string) func(string) string {
	return func(s string) string {
		loc := re.FindStringSubmatchIndex(s)
		if loc == nil {
			return s
		}
		return s[:loc[0]] + string(re.ExpandString(nil, repl, s, loc)) + s[loc[1]:]
	}
}

// ho30cEarliest replaces the earliest occurrence of any of the pairs' from words.
func ho30cEarliest(s string, pairs [][2]string) string {
	best, at := -1, -1
	for i, p := range pairs {
		if j := strings.Index(s, p[0]); j >= 0 && (at < 0 || j < at) {
			best, at = i, j
		}
	}
	if best < 0 {
		return s
	}
	return s[:at] + pairs[best][1] + s[at+len(pairs[best][0]):]
}

var (
	ho30cJaIntervalBefore = regexp.MustCompile(`の(\d+)(分|時間)前に`)
	ho30cJaIntervalSpan   = regexp.MustCompile(`(\d+)(週間|日間|か月|時間)の`)
	ho30cJaIntervalAbout  = regexp.MustCompile(`約(\d+)(秒|分)で`)
	ho30cDeTableSpan      = regexp.MustCompile(`\| (\d+) (Wochen|Tage|Monate) \|`)
	ho30cDeStaysActive    = regexp.MustCompile(`bleibt (\d+|zwei|drei) (Minuten|Stunden|Tage) aktiv`)
	ho30cJaHalfWord       = regexp.MustCompile(`(^|[^\d])(2週間|30分|12時間|6か月)`)
	ho30cDeHalfWord       = regexp.MustCompile(`(^|[^\d])(24 Stunden|12 Stunden|6 Wochen|2 Wochen|zwei Wochen|30 Minuten|18 Monate)`)
	ho30cJaWeeks          = regexp.MustCompile(`(^|[^\d])(\d+)週間`)
	ho30cJaPiecesObj      = regexp.MustCompile(`(^|[^\d])(\d+)(個|本|枚)を`)
	ho30cJaDigitsOf       = regexp.MustCompile(`(^|[^\d])(\d+)桁の`)
	ho30cJaTableCount     = regexp.MustCompile(`\| (\d+)(箱|個|冊|枚|本) \|`)
	ho30cDeWeeksCell      = regexp.MustCompile(`\| (\d+) Wochen \|`)
	ho30cDeZweiNoun       = regexp.MustCompile(`(^|[^u] )zwei (\p{Lu}\p{Ll}+e)n\b`)
	ho30cJaCount          = regexp.MustCompile(`(^|[^\d,（×.])(\d{1,3})(個|箱|名|冊|台|件)`)
	ho30cDeZweiPlural     = regexp.MustCompile(`(^|[^u] )(zwei|drei) (\p{Lu}\p{Ll}+)`)
	ho30cJaClockRange     = regexp.MustCompile(`(\d{1,2})時〜(\d{1,2})時`)
	ho30cDeClockBetween   = regexp.MustCompile(`zwischen (\d{1,2}) und (\d{1,2}) Uhr`)
	ho30cDeClockFromTo    = regexp.MustCompile(`von (\d{1,2}) bis (\d{1,2}) Uhr`)
	ho30cJaMinBefore      = regexp.MustCompile(`の(\d+)(分|時間)前に`)
	ho30cJaMinAbout       = regexp.MustCompile(`約(\d+)(秒|分)で`)
	ho30cDeStays          = regexp.MustCompile(`bleibt (\d+|zwei|drei) (Minuten|Stunden|Tage)`)
	ho30cJaTeens          = regexp.MustCompile(`(^|[^\d,.])(1\d|[2-9]0)(箱|個|階|秒|件|名|枚|日間)`)
	ho30cDeTeens          = regexp.MustCompile(`(^|[^\d,.])(10|11|13|14) (Minuten|Stück|Wochen|Tage|Monate)`)
	ho30cDeTotal          = regexp.MustCompile(`(zusammen|insgesamt) (\d)`)
	ho30cJaClockUntil     = regexp.MustCompile(`(^|[^\d])(\d{1,2})時まで`)
	ho30cDeClockAt        = regexp.MustCompile(`(um|ab) (\d{1,2})(?::(\d{2}))? Uhr`)
	ho30cJaTakesUntilEnd  = regexp.MustCompile(`約(\d+)(秒|分)で(\p{Han}+)が終わり`)
	ho30cJaPostponedTo    = regexp.MustCompile(`(\d{1,2})月(\d{1,2})日(（[月火水木金土日]）)?に延期`)
	ho30cDeOnto           = regexp.MustCompile(`auf den (\d{1,2})\.(\d{1,2})\.(\d{4})( \((?:Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag)\))?`)
	ho30cJaUntil          = regexp.MustCompile(`(?:\d{4}年)?(\d{1,2})月(\d{1,2})日(（[月火水木金土日]）)?(までに|までです)`)
	ho30cDeUntil          = regexp.MustCompile(`(ist |^|[^,] )?(bis zum |bis spätestens )(\d{1,2})\.(\d{1,2})\.(\d{4})`)
)

var heldOutBatch30c = []heldOutKind{
	// An exact amount rounded and tagged with the side word of the wrong side:
	// 38,500円 → 3万9千円強 (it is under 39,000: 弱); 3.912,50 € → knapp 3.900 € (it is over: gut).
	{"b30c_amount_rounded_wrong_side_word", "longest", func(lang, s string) string {
		if lang == "ja" {
			return ho30cEach(ho30cJaYen, s, func(m []string) (string, bool) {
				v := ho30cJaNum(m[2])
				for _, sig := range []int{2, 1} {
					r := ho30cRoundSig(v, sig)
					if r == v {
						continue
					}
					word := "弱"
					if v < r {
						word = "強"
					}
					return m[1] + ho30cJaRound(int64(r)) + m[3] + word, true
				}
				return "", false
			})
		}
		return ho30cEach(ho30cDeEur, s, func(m []string) (string, bool) {
			v := ho30cDeNum(m[1])
			for _, sig := range []int{2, 1} {
				r := ho30cRoundSig(v, sig)
				if r == v {
					continue
				}
				word := "knapp "
				if v < r {
					word = "gut "
				}
				return word + ho30cGroup(int64(r), ".") + " €", true
			}
			return "", false
		})
	}},
	// A 万/億 amount written with a decimal comma, which a Japanese reader takes as a
	// digit group: 33,000円 → 3,3万円; 3億2,000万円 → 3,2億円.
	{"b30c_ja_man_amount_decimal_comma", "longest", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		if nw := ho30cEach(ho30cJaOku, s, func(m []string) (string, bool) {
			x := ho30cJaNum(m[1]) + ho30cJaNum(m[2])/1e4
			if x == math.Trunc(x) {
				return "", false
			}
			return ho30cDec(x, ",") + "億円", true
		}); nw != s {
			return nw
		}
		return ho30cEach(ho30cJaYen, s, func(m []string) (string, bool) {
			v := ho30cJaNum(m[2])
			if m[3] != "円" || v < 10000 || math.Mod(v, 10000) == 0 {
				return "", false
			}
			return m[1] + ho30cDec(v/1e4, ",") + "万円", true
		})
	}},
	// An amount glossed in a larger unit, one power of ten off:
	// 33,000円 → 33,000円（約33万円）; 3.912,50 € → 3.912,50 € (rund 39 Tausend Euro).
	{"b30c_amount_short_scale_gloss_off_by_ten", "longest", func(lang, s string) string {
		if lang == "ja" {
			return ho30cInsertAfter(ho30cJaBig, s, func(m []string) (string, bool) {
				v := ho30cJaAmountValue(m)
				if v < 10000 {
					return "", false
				}
				w := ho30cRoundSig(v, 2) * 10
				if w >= 1e8 {
					return "（約" + ho30cDec(w/1e8, ".") + "億円）", true
				}
				return "（約" + ho30cDec(w/1e4, ".") + "万円）", true
			})
		}
		return ho30cInsertAfter(ho30cDeEur, s, func(m []string) (string, bool) {
			v := ho30cDeNum(m[1])
			if v < 1000 {
				return "", false
			}
			return " (rund " + ho30cDec(ho30cRoundSig(v, 2)/1000*10, ",") + " Tausend Euro)", true
		})
	}},
	// A fixed amount given as a range, as if it were an estimate:
	// 33,000円 → 32,000〜34,000円; 3.912,50 € → 3.900 bis 4.100 €.
	{"b30c_exact_amount_given_as_range", "longest", func(lang, s string) string {
		span := func(v float64) (int64, int64) {
			digits := int(math.Floor(math.Log10(v))) + 1
			step := math.Pow(10, float64(digits-2))
			lo := math.Floor((v-1)/step) * step
			return int64(lo), int64(lo + 2*step)
		}
		if lang == "ja" {
			return ho30cEach(ho30cJaYen, s, func(m []string) (string, bool) {
				v := ho30cJaNum(m[2])
				if v < 1000 {
					return "", false
				}
				lo, hi := span(v)
				return m[1] + ho30cGroup(lo, ",") + "〜" + ho30cGroup(hi, ",") + m[3], true
			})
		}
		return ho30cEach(ho30cDeEur, s, func(m []string) (string, bool) {
			v := ho30cDeNum(m[1])
			if v < 100 {
				return "", false
			}
			lo, hi := span(v)
			return ho30cGroup(lo, ".") + " bis " + ho30cGroup(hi, ".") + " €", true
		})
	}},
	// A share of a larger amount in the same sentence glossed with the fraction turned
	// upside down: 5,500円（税込）→ 5,500円（税込）（38,500円の約1分の7）; 2.400,00 € →
	// 2.400,00 € (rund das Neunfache von 21.150,00 €).
	{"b30c_share_gloss_fraction_inverted", "longest", func(lang, s string) string {
		split, refs := hoAllSentences(lang, s)
		for _, ref := range refs {
			sent := split[ref.line][ref.idx]
			if strings.HasPrefix(strings.TrimSpace(sent), "|") {
				continue
			}
			type amt struct {
				end  int
				v    float64
				text string
			}
			var as []amt
			if lang == "ja" {
				for _, loc := range ho30cJaBig.FindAllStringSubmatchIndex(sent, -1) {
					m := make([]string, len(loc)/2)
					for i := range m {
						if loc[2*i] >= 0 {
							m[i] = sent[loc[2*i]:loc[2*i+1]]
						}
					}
					as = append(as, amt{loc[1], ho30cJaAmountValue(m), m[0]})
				}
			} else {
				for _, loc := range ho30cDeEur.FindAllStringSubmatchIndex(sent, -1) {
					as = append(as, amt{loc[1], ho30cDeNum(sent[loc[2]:loc[3]]), sent[loc[0]:loc[1]]})
				}
			}
			if len(as) < 2 {
				continue
			}
			small, big := as[0], as[0]
			for _, a := range as {
				if a.v < small.v {
					small = a
				}
				if a.v > big.v {
					big = a
				}
			}
			if small.v <= 0 || small.v == big.v {
				continue
			}
			num, den, ok := ho30cFraction(small.v / big.v)
			if !ok {
				continue
			}
			var add string
			if lang == "ja" {
				add = fmt.Sprintf("（%sの約%d分の%d）", big.text, num, den)
			} else {
				switch {
				case num == 1:
					add = " (rund " + ho30cDeMultiple[den] + " von " + big.text + ")"
				case num == 2 && den == 3:
					add = " (rund das Anderthalbfache von " + big.text + ")"
				default:
					continue
				}
			}
			end := small.end
			if p := ho30cTaxParen.FindString(sent[end:]); p != "" {
				end += len(p)
			}
			split[ref.line][ref.idx] = sent[:end] + add + sent[end:]
			return hoJoin(split)
		}
		return s
	}},
	// A date glossed with a calendar week one too high:
	// 2026年10月30日（金） → 2026年10月30日（金、第45週）; 12.11.2026 → 12.11.2026 (KW 47).
	{"b30c_date_calendar_week_gloss_off_by_one", "longest", func(lang, s string) string {
		week := func(y, m, d int) int {
			_, w := time.Date(y, time.Month(m), d, 0, 0, 0, 0, time.UTC).ISOWeek()
			return w%52 + 1
		}
		if lang == "ja" {
			return ho30cEach(ho30cJaYMD, s, func(m []string) (string, bool) {
				y, _ := strconv.Atoi(m[1])
				mo, _ := strconv.Atoi(m[2])
				d, _ := strconv.Atoi(m[3])
				w := week(y, mo, d)
				base := m[1] + "年" + m[2] + "月" + m[3] + "日"
				if m[4] != "" {
					return base + strings.TrimSuffix(m[4], "）") + fmt.Sprintf("、第%d週）", w), true
				}
				return base + fmt.Sprintf("（第%d週）", w), true
			})
		}
		if nw := ho30cEach(ho30cDeDMY, s, func(m []string) (string, bool) {
			d, _ := strconv.Atoi(m[1])
			mo, _ := strconv.Atoi(m[2])
			y, _ := strconv.Atoi(m[3])
			w := week(y, mo, d)
			base := m[1] + "." + m[2] + "." + m[3]
			if m[4] != "" {
				return base + strings.TrimSuffix(m[4], ")") + fmt.Sprintf(", KW %d)", w), true
			}
			return base + fmt.Sprintf(" (KW %d)", w), true
		}); nw != s {
			return nw
		}
		return ho30cEach(ho30cDeLong, s, func(m []string) (string, bool) {
			d, _ := strconv.Atoi(m[1])
			y, _ := strconv.Atoi(m[3])
			mo := 0
			for i, name := range deMonths {
				if name == m[2] {
					mo = i + 1
				}
			}
			return m[0] + fmt.Sprintf(" (KW %d)", week(y, mo, d)), true
		})
	}},
	// A Japanese date glossed with the wrong fiscal year (年度 runs April to March):
	// 2026年10月30日（金） → 2026年10月30日（金、2025年度）; 2027年2月5日 → 2027年2月5日（2027年度）.
	{"b30c_ja_date_fiscal_year_gloss_wrong", "longest", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return ho30cEach(ho30cJaYMD, s, func(m []string) (string, bool) {
			y, _ := strconv.Atoi(m[1])
			mo, _ := strconv.Atoi(m[2])
			wrong := y - 1
			if mo < 4 {
				wrong = y
			}
			base := m[1] + "年" + m[2] + "月" + m[3] + "日"
			if m[4] != "" {
				return base + strings.TrimSuffix(m[4], "）") + fmt.Sprintf("、%d年度）", wrong), true
			}
			return base + fmt.Sprintf("（%d年度）", wrong), true
		})
	}},
	// The last dated mention glossed with the wrong half of the (fiscal) year:
	// 11月24日（火） → 11月24日（火、上期）; 16.11.2026 → 16.11.2026 (1. Halbjahr).
	{"b30c_date_half_year_gloss_wrong", "longest", func(lang, s string) string {
		re := ho30cDeDMY
		if lang == "ja" {
			re = ho30cJaMD
		}
		locs := re.FindAllStringSubmatchIndex(s, -1)
		for k := len(locs) - 1; k >= 0; k-- {
			loc := locs[k]
			g := func(i int) string {
				if loc[2*i] < 0 {
					return ""
				}
				return s[loc[2*i]:loc[2*i+1]]
			}
			var repl string
			if lang == "ja" {
				mo, _ := strconv.Atoi(g(2))
				half := "上期"
				if mo >= 4 && mo <= 9 {
					half = "下期"
				}
				base := g(1) + g(2) + "月" + g(3) + "日"
				if g(4) != "" {
					repl = base + strings.TrimSuffix(g(4), "）") + "、" + half + "）"
				} else {
					repl = base + "（" + half + "）"
				}
			} else {
				mo, _ := strconv.Atoi(g(2))
				half := "1. Halbjahr"
				if mo <= 6 {
					half = "2. Halbjahr"
				}
				base := g(1) + "." + g(2) + "." + g(3)
				if g(4) != "" {
					repl = base + strings.TrimSuffix(g(4), ")") + ", " + half + ")"
				} else {
					repl = base + " (" + half + ")"
				}
			}
			return s[:loc[0]] + repl + s[loc[1]:]
		}
		return s
	}},
	// A date in the middle of the answer restated as the wrong third of its month:
	// 11月24日（火）に延期 → 11月中旬に延期; auf den 16.11.2026 → auf Ende November 2026.
	{"b30c_date_restated_as_wrong_month_third", "longest", func(lang, s string) string {
		return hoMiddleSentence(lang, s, func(sent string) string {
			if lang == "ja" {
				return hoFirstMatch(ho30cJaMD, sent, func(m []string) string {
					d, _ := strconv.Atoi(m[3])
					return m[1] + m[2] + "月" + ho30cWrongThird(lang, d)
				})
			}
			return ho30cEach(ho30cDePrepDate, sent, func(m []string) (string, bool) {
				d, _ := strconv.Atoi(m[3])
				mo, _ := strconv.Atoi(m[4])
				if mo < 1 || mo > 12 {
					return "", false
				}
				return m[1] + ho30cDePrep[m[2]] + ho30cWrongThird(lang, d) + " " + deMonths[mo-1] + " " + m[5], true
			})
		})
	}},
	// A date near the end of a month restated as the month's end, which is later:
	// 2026年10月30日（金） → 2026年10月末; erst am 28.10.2026 → erst Ende Oktober 2026.
	{"b30c_late_month_date_restated_as_month_end", "longest", func(lang, s string) string {
		if lang == "ja" {
			return ho30cEach(ho30cJaMD, s, func(m []string) (string, bool) {
				mo, _ := strconv.Atoi(m[2])
				d, _ := strconv.Atoi(m[3])
				if mo == 2 || d < 28 || d >= ho30cMonthLen(mo) {
					return "", false
				}
				return m[1] + m[2] + "月末", true
			})
		}
		return ho30cEach(ho30cDePrepDate, s, func(m []string) (string, bool) {
			d, _ := strconv.Atoi(m[3])
			mo, _ := strconv.Atoi(m[4])
			if mo < 1 || mo > 12 || mo == 2 || d < 28 || d >= ho30cMonthLen(mo) {
				return "", false
			}
			return m[1] + ho30cDePrep[m[2]] + "Ende " + deMonths[mo-1] + " " + m[5], true
		})
	}},
	// A date with its weekday restated as the nth weekday of the month, n off by one:
	// 10月21日（水） → 10月の第4水曜日 (it is the third); am Montag, 26. Oktober 2026 →
	// am dritten Montag im Oktober 2026 (it is the fourth).
	{"b30c_weekday_date_as_wrong_nth_weekday", "longest", func(lang, s string) string {
		if lang == "ja" {
			return ho30cEach(ho30cJaWeekdayDate, s, func(m []string) (string, bool) {
				d, _ := strconv.Atoi(m[2])
				return fmt.Sprintf("%s月の第%d%s曜日", m[1], ho30cWrongNth(d), m[3]), true
			})
		}
		return ho30cEach(ho30cDeWeekdayDate, s, func(m []string) (string, bool) {
			var wd, ds, month, year string
			switch {
			case m[1] != "":
				wd, ds, year = m[1], m[2], m[4]
				mo, _ := strconv.Atoi(m[3])
				if mo < 1 || mo > 12 {
					return "", false
				}
				month = deMonths[mo-1]
			case m[5] != "":
				wd, ds, year = m[8], m[5], m[7]
				mo, _ := strconv.Atoi(m[6])
				if mo < 1 || mo > 12 {
					return "", false
				}
				month = deMonths[mo-1]
			default:
				wd, ds, month, year = m[9], m[10], m[11], m[12]
			}
			d, _ := strconv.Atoi(ds)
			return ho30cDeOrdinal[ho30cWrongNth(d)] + " " + wd + " im " + month + " " + year, true
		})
	}},
	// A duration read as a repeat interval: 2週間の再テスト → 2週間おきの再テスト;
	// 訪問の30分前に → 訪問まで30分おきに; | 6 Wochen | → | alle 6 Wochen |.
	{"b30c_duration_read_as_interval", "longest", func(lang, s string) string {
		if lang == "ja" {
			return ho30cFirstOf(s,
				ho30cReplaceFirst(ho30cJaIntervalBefore, "まで${1}${2}おきに"),
				ho30cReplaceFirst(ho30cJaIntervalSpan, "${1}${2}おきの"),
				ho30cReplaceFirst(ho30cJaIntervalAbout, "約${1}${2}おきに"))
		}
		return ho30cFirstOf(s,
			ho30cReplaceFirst(ho30cDeTableSpan, "| alle ${1} ${2} |"),
			ho30cReplaceFirst(ho30cDeStaysActive, "wird alle ${1} ${2} aktiv"))
	}},
	// A duration restated with "half" put on the wrong base: 2週間 → 1か月半 (半月 is
	// right); 30分前 → 1時間半前; 6 Wochen → zweieinhalb Monate (anderthalb is right);
	// 24 Stunden vorher → anderthalb Tage vorher.
	{"b30c_duration_restated_with_wrong_half_word", "longest", func(lang, s string) string {
		ja := map[string]string{"2週間": "1か月半", "30分": "1時間半", "12時間": "1日半", "6か月": "1年半"}
		de := map[string]string{"24 Stunden": "anderthalb Tage", "12 Stunden": "anderthalb Tage", "6 Wochen": "zweieinhalb Monate",
			"2 Wochen": "anderthalb Monate", "zwei Wochen": "anderthalb Monate", "30 Minuten": "anderthalb Stunden", "18 Monate": "zweieinhalb Jahre"}
		re, tab := ho30cDeHalfWord, de
		if lang == "ja" {
			re, tab = ho30cJaHalfWord, ja
		}
		return ho30cEach(re, s, func(m []string) (string, bool) {
			return m[1] + tab[m[2]], true
		})
	}},
	// A count read as an ordinal: 2週間の再テスト → 第2週の再テスト; 電池2個を → 電池2個目を;
	// | 6 Wochen | → | 6. Woche |; durch zwei Wärmepumpen → durch eine zweite Wärmepumpe.
	{"b30c_count_restated_as_ordinal", "longest", func(lang, s string) string {
		if lang == "ja" {
			return ho30cFirstOf(s,
				ho30cReplaceFirst(ho30cJaWeeks, "${1}第${2}週"),
				ho30cReplaceFirst(ho30cJaPiecesObj, "${1}${2}${3}目を"),
				ho30cReplaceFirst(ho30cJaDigitsOf, "${1}${2}桁目の"),
				ho30cReplaceFirst(ho30cJaTableCount, "| ${1}${2}目 |"))
		}
		return ho30cFirstOf(s,
			func(s string) string {
				return ho30cEach(ho30cDeZweiNoun, s, func(m []string) (string, bool) {
					if m[2] == "Minute" || m[2] == "Stunde" || m[2] == "Woche" {
						return "", false
					}
					return m[1] + "eine zweite " + m[2], true
				})
			},
			ho30cReplaceFirst(ho30cDeWeeksCell, "| ${1}. Woche |"))
	}},
	// An exact count widened into a range: 電池2個 → 電池2〜3個; 1名追加 → 1〜2名追加;
	// zwei Wärmepumpen → zwei bis drei Wärmepumpen.
	{"b30c_exact_count_widened_to_range", "longest", func(lang, s string) string {
		if lang == "ja" {
			return ho30cEach(ho30cJaCount, s, func(m []string) (string, bool) {
				n, _ := strconv.Atoi(m[2])
				hi := n + 1
				if n >= 10 {
					hi = n + n/5
				}
				return fmt.Sprintf("%s%d〜%d%s", m[1], n, hi, m[3]), true
			})
		}
		return ho30cEach(ho30cDeZweiPlural, s, func(m []string) (string, bool) {
			switch m[3] {
			case "Minuten", "Stunden", "Tage", "Wochen", "Monate", "Jahre":
				return "", false
			}
			next := map[string]string{"zwei": "drei", "drei": "vier"}[m[2]]
			return m[1] + m[2] + " bis " + next + " " + m[3], true
		})
	}},
	// A time window read as two alternative times: 14時〜16時 → 14時か16時;
	// zwischen 8 und 12 Uhr → um 8 oder 12 Uhr.
	{"b30c_time_range_read_as_two_options", "longest", func(lang, s string) string {
		if lang == "ja" {
			return ho30cReplaceFirst(ho30cJaClockRange, "${1}時か${2}時")(s)
		}
		return ho30cFirstOf(s,
			ho30cReplaceFirst(ho30cDeClockBetween, "um ${1} oder ${2} Uhr"),
			ho30cReplaceFirst(ho30cDeClockFromTo, "um ${1} oder ${2} Uhr"))
	}},
	// A clock time widened to its whole hour: 17時までに → 17時台までに (until 17:59);
	// 14時〜16時 → 14時台〜16時台; um 10:30 Uhr → zwischen 10 und 11 Uhr; ab 8 Uhr →
	// zwischen 8 und 9 Uhr.
	{"b30c_clock_time_widened_to_hour_band", "longest", func(lang, s string) string {
		if lang == "ja" {
			return ho30cFirstOf(s,
				ho30cReplaceFirst(ho30cJaClockRange, "${1}時台〜${2}時台"),
				ho30cReplaceFirst(ho30cJaClockUntil, "${1}${2}時台まで"))
		}
		return ho30cEach(ho30cDeClockAt, s, func(m []string) (string, bool) {
			h, _ := strconv.Atoi(m[2])
			if h >= 23 {
				return "", false
			}
			return fmt.Sprintf("zwischen %d und %d Uhr", h, h+1), true
		})
	}},
	// "Next" read one step further: 次回のお買い物 → 次々回のお買い物; 前日の17時 →
	// 前々日の17時; Die nächste Sitzung → Die übernächste Sitzung.
	{"b30c_next_occurrence_made_one_after_next", "longest", func(lang, s string) string {
		if lang == "ja" {
			return ho30cEarliest(s, [][2]string{{"次回", "次々回"}, {"前日", "前々日"}, {"翌日", "翌々日"}, {"来週", "再来週"},
				{"来月", "再来月"}, {"翌週", "翌々週"}, {"翌月", "翌々月"}})
		}
		return ho30cEarliest(s, [][2]string{{"nächste ", "übernächste "}, {"nächsten ", "übernächsten "}, {"nächster ", "übernächster "},
			{"Nächste ", "Übernächste "}, {"Vortag", "Vorvortag"}, {"Folgetag", "übernächsten Tag"}})
	}},
	// A postponement's new date read as the size of the shift, the day number kept:
	// 11月9日から11月24日（火）に延期 → 11月9日から24日間延期; verschiebt sich auf den
	// 07.12.2026 → verschiebt sich um 7 Tage.
	{"b30c_postponement_target_read_as_shift", "longest", func(lang, s string) string {
		if lang == "ja" {
			return ho30cEach(ho30cJaPostponedTo, s, func(m []string) (string, bool) {
				d, _ := strconv.Atoi(m[2])
				return fmt.Sprintf("%d日間延期", d), true
			})
		}
		split, refs := hoAllSentences(lang, s)
		for _, ref := range refs {
			sent := split[ref.line][ref.idx]
			if !strings.Contains(sent, "verschieb") && !strings.Contains(sent, "verschoben") {
				continue
			}
			if nw := ho30cEach(ho30cDeOnto, sent, func(m []string) (string, bool) {
				d, _ := strconv.Atoi(m[1])
				return fmt.Sprintf("um %d Tage", d), true
			}); nw != sent {
				split[ref.line][ref.idx] = nw
				return hoJoin(split)
			}
		}
		return s
	}},
	// A deadline date's day number read as a count of days: 10月30日までに → 30日以内に;
	// 11月13日（金）までです → あと13日間です; bis zum 21.10.2026 freizugeben → innerhalb
	// von 21 Tagen freizugeben; ist bis zum 22.10.2026 verreist → ist noch 22 Tage verreist.
	{"b30c_until_date_read_as_day_count", "longest", func(lang, s string) string {
		if lang == "ja" {
			return ho30cEach(ho30cJaUntil, s, func(m []string) (string, bool) {
				d, _ := strconv.Atoi(m[2])
				if m[4] == "までに" {
					return fmt.Sprintf("%d日以内に", d), true
				}
				return fmt.Sprintf("あと%d日間です", d), true
			})
		}
		return ho30cEach(ho30cDeUntil, s, func(m []string) (string, bool) {
			d, _ := strconv.Atoi(m[3])
			switch {
			case m[1] == "ist ":
				return fmt.Sprintf("ist noch %d Tage", d), true
			case m[2] == "bis spätestens ":
				return fmt.Sprintf("%sspätestens in %d Tagen", m[1], d), true
			}
			return fmt.Sprintf("%sinnerhalb von %d Tagen", m[1], d), true
		})
	}},
	// How long something takes read as how long until it starts: 2週間の再テスト →
	// 2週間後の再テスト; 約10秒で測定が終わり → 約10秒後に測定が始まり; Der Kopplungsmodus
	// bleibt 10 Minuten aktiv → Der Kopplungsmodus wird nach 10 Minuten aktiv.
	{"b30c_duration_read_as_start_delay", "longest", func(lang, s string) string {
		if lang == "ja" {
			return ho30cFirstOf(s,
				ho30cReplaceFirst(ho30cJaIntervalSpan, "${1}${2}後の"),
				ho30cReplaceFirst(ho30cJaTakesUntilEnd, "約${1}${2}後に${3}が始まり"))
		}
		return ho30cReplaceFirst(ho30cDeStaysActive, "wird nach ${1} ${2} aktiv")(s)
	}},
	// An exact duration made a minimum: 2週間の再テスト → 2週間以上の再テスト; 訪問の30分前に
	// → 訪問の30分以上前に; | 6 Wochen | → | mindestens 6 Wochen |.
	{"b30c_exact_duration_made_minimum", "longest", func(lang, s string) string {
		if lang == "ja" {
			return ho30cFirstOf(s,
				ho30cReplaceFirst(ho30cJaIntervalSpan, "${1}${2}以上の"),
				ho30cReplaceFirst(ho30cJaMinBefore, "の${1}${2}以上前に"),
				ho30cReplaceFirst(ho30cJaMinAbout, "${1}${2}以上で"))
		}
		return ho30cFirstOf(s,
			ho30cReplaceFirst(ho30cDeTableSpan, "| mindestens ${1} ${2} |"),
			ho30cReplaceFirst(ho30cDeStays, "bleibt mindestens ${1} ${2}"))
	}},
	// An exact count of ten to nineteen (or a round ten) replaced by a vague or wrong
	// number word: 10箱 → 十数箱; 12階 → 十数階; 10 Minuten → ein Dutzend Minuten.
	{"b30c_exact_count_as_teens_word", "longest", func(lang, s string) string {
		if lang == "ja" {
			return ho30cEach(ho30cJaTeens, s, func(m []string) (string, bool) {
				n, _ := strconv.Atoi(m[2])
				w := "十数"
				if n >= 20 {
					w = "数十"
				}
				return m[1] + w + m[3], true
			})
		}
		return ho30cEach(ho30cDeTeens, s, func(m []string) (string, bool) {
			return m[1] + "ein Dutzend " + m[3], true
		})
	}},
	// A total relabelled as an average: 合計38,500円 → 平均38,500円; zusammen 21.150,00 € →
	// durchschnittlich 21.150,00 €.
	{"b30c_total_relabelled_average", "longest", func(lang, s string) string {
		if lang == "ja" {
			return ho30cEach(regexp.MustCompile(`合計`), s, func(m []string) (string, bool) { return "平均", true })
		}
		return ho30cEach(ho30cDeTotal, s, func(m []string) (string, bool) {
			return "durchschnittlich " + m[2], true
		})
	}},
}
