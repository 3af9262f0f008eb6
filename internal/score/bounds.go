package score

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
)

// boundClass names what a bound word makes of the figure it stands at: at most,
// below, from, until, before, after and so on. Words of one class say the same
// (höchstens, maximal, bis zu, 以下, 以内), so that a paraphrase that trades them keeps
// the class; boundsChanged says which other class states another range (unter
// 36.400,00 € for 36.400,00 €, vor 8 Uhr for ab 8 Uhr, 2メートル以上 for 2メートル以内).
var boundClass = map[string]string{
	"unter": "below", "weniger als": "below", "未満": "below", "に満たない": "below",
	"höchstens": "at most", "maximal": "at most", "max.": "at most", "bis zu": "at most", "nicht mehr als": "at most", "以下": "at most", "以内": "at most", "最大": "at most",
	"mindestens": "at least", "minimal": "at least", "min.": "at least", "wenigstens": "at least", "以上": "at least", "最低": "at least", "少なくとも": "at least",
	"mehr als": "above", "超": "above", "を超え": "above", "oberhalb von": "above",
	"bis": "until", "bis zum": "until", "bis zur": "until", "spätestens": "until", "bis spätestens": "until", "まで": "until", "までに": "until", "以前": "until",
	"ab": "from", "seit": "from", "frühestens": "from", "以降": "from", "から": "from",
	"vor": "before", "前": "before", "nach": "after", "後": "after",
	"前後": "about", "ほど": "about", "程度": "about", "くらい": "about", "ぐらい": "about", "約": "about", "およそ": "about",
	"ca.": "about", "circa": "about", "rund": "about", "ungefähr": "about",
	"ずつ": "each", "je": "each", "も": "as many as",
}

// deFigureBound is the German bound word before a figure, an article or am/um/zum
// between them: "ab dem 5.", "bis zum 22.10.2026", "mehr als 3".
var deFigureBound = regexp.MustCompile(`(?i)(?:^|[^\p{L}])((?:von|bei|mit|auf|um|\|) über|weniger als|mehr als|nicht mehr als|bis zu|bis zum|bis zur|bis spätestens|oberhalb von|unter|höchstens|maximal|max\.|mindestens|minimal|min\.|wenigstens|bis|spätestens|ab|seit|frühestens|vor|nach|ca\.|circa|rund|ungefähr|je)(?: (?:dem|den|der|einem|einer|am|um|zum|zur|ca\.|etwa|rund))?\s+$`)

// jaAbout is a Japanese approximation before a figure: 約10秒, およそ2週間.
var jaAbout = regexp.MustCompile(`(?:約|およそ|おおよそ)$`)

// jaFigureBound is the Japanese bound word after a figure and its unit: "2メートル以内",
// "5日までに", "30分前".
var jaFigureBound = regexp.MustCompile(`^(?:[年月日時分秒円ユーロ万千百億個名件回週間か月ヶカ月台本枚人メートルセンチキログラム％%]|（[月火水木金土日]）){0,6}(未満|に満たない|以下|以内|以上|を超え|超|までに|まで|以前|以降|から|前後|ほど|程度|くらい|ぐらい|ずつ|も|前|後)`)

// figure is a figure as the bound checks key it: a date, an amount, a clock time.
var figure = regexp.MustCompile(`\d[\d.,:/]*\d|\d`)

// figureBounds maps each figure of a text to the bound classes it stands with ("" for
// none).
func figureBounds(lang, text string) map[string][]string {
	out := map[string][]string{}
	for _, loc := range figure.FindAllStringIndex(text, -1) {
		n := strings.TrimRight(text[loc[0]:loc[1]], ".,")
		if loc[0] > 0 && isDigit(rune(text[loc[0]-1])) {
			continue
		}
		if inRange(text, loc) {
			continue
		}
		class := ""
		if lang == "ja" {
			if m := jaFigureBound.FindStringSubmatch(text[loc[1]:]); m != nil {
				class = boundClass[m[1]]
			}
			if jaAbout.MatchString(text[:loc[0]]) {
				class = "about"
			}
		} else if m := deFigureBound.FindStringSubmatch(text[max(0, loc[0]-40):loc[0]]); m != nil {
			class = boundClass[strings.ToLower(m[1])]
			if strings.HasSuffix(m[1], "über") {
				// über alone is also "for" (eine Rechnung über 500 €); after
				// von, bei, mit it is "more than".
				class = "above"
			}
		}
		out[n] = append(out[n], class)
	}
	return out
}

// boundsChanged names the figures the answer gives a bound that breaks the golden's:
// an exact sum or count made a ceiling or a floor (unter 36.400,00 €, 2メートルより
// 離れて), or a bound turned into its opposite (vor 8 Uhr for ab 8 Uhr, ab dem 5. for
// bis zum 5.). An exact date or time given "from" or "until" is not read so: a
// paraphrase says when a state begins or a payment is due in those words (11月16日
// から, 30日までに). A figure in a range (14時から16時まで, 8 bis 12 Uhr) and a
// figure the golden does not write are left to the number checks.
func boundsChanged(lang, golden, answer string) []string {
	g := figureBounds(lang, golden)
	var out []string
	for n, classes := range figureBounds(lang, answer) {
		// A figure the answer writes more often than the golden (zwei written 2)
		// cannot be paired with the golden's.
		gc, ok := g[n]
		if !ok || len(classes) > len(gc) {
			continue
		}
		for _, c := range classes {
			if c == "" || slices.Contains(gc, c) {
				continue
			}
			exact := !slices.ContainsFunc(gc, func(x string) bool { return x != "" })
			if exact && comparative[c] || slices.ContainsFunc(gc, func(x string) bool { return opposite[[2]string{x, c}] || opposite[[2]string{c, x}] }) {
				out = append(out, fmt.Sprintf("%s given the bound %q (%s) the golden never gives it", n, c, strings.Join(boundNames(gc), ", ")))
				break
			}
		}
	}
	slices.Sort(out)
	return out
}

// comparative are the bound classes that make an exact figure a ceiling or a floor.
// An approximation (2個ほど, ca. 36.400 €; not etwa, which is also "for example"), a
// count per item (1名ずつ) and an emphatic count (30分も前) make an exact figure
// another figure too.
var comparative = map[string]bool{"below": true, "above": true, "at least": true, "at most": true, "about": true, "each": true, "as many as": true}

// opposite are the bound classes that state the other side of a figure.
var opposite = map[[2]string]bool{
	{"from", "before"}: true, {"from", "until"}: true, {"after", "before"}: true, {"after", "until"}: true,
	{"at least", "at most"}: true, {"at least", "below"}: true, {"at most", "above"}: true, {"below", "above"}: true,
}

// boundNames writes a figure's bound classes in the golden for a reason.
func boundNames(classes []string) []string {
	var out []string
	for _, c := range classes {
		if c == "" {
			c = "exact"
		}
		if !slices.Contains(out, c) {
			out = append(out, c)
		}
	}
	return out
}

// figureRange is a range's joint right after or before a figure: 14時から16時, 8 bis 12
// Uhr, 9-17 Uhr, 10〜20.
var (
	rangeAfter  = regexp.MustCompile(`^[^\d\n。.;]{0,6}?(?:から|〜|～|~|-|–|bis|und)[^\d\n。;]{0,8}?\d`)
	rangeBefore = regexp.MustCompile(`\d[^\d\n。;]{0,8}?(?:から|〜|～|~|-|–|bis|und|zwischen)[^\d\n。.;]{0,6}?$`)
)

// inRange reports a figure that is one end of a range.
func inRange(text string, loc []int) bool {
	return rangeAfter.MatchString(text[loc[1]:min(len(text), loc[1]+40)]) || rangeBefore.MatchString(text[max(0, loc[0]-40):loc[0]])
}
