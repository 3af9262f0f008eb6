package score

import (
	"encoding/json"
	"fmt"
	"maps"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode"
)

// TypeListStructure is the check that the answer's lists have the golden's
// structure: as many items, no item twice, the golden's order where it numbers its
// items, and a list of three or more items still a list rather than prose.
const TypeListStructure = "list_structure"

// listBlock is one list of a text: its items' text, whether it is numbered (or a
// table, with its header row) and the numbers its items carry.
type listBlock struct {
	items   []string
	numbers []int
	ordered bool
	table   bool
	header  string
}

// itemLine is a list item after Tidy, which writes every bullet as "- " and every
// number as "N. ".
var itemLine = regexp.MustCompile(`^ *(?:- |(\d{1,3})\. )(.*)$`)

// tableRule is the rule under a Markdown table's header (|---|:--:|, or ---|--- without
// the outer pipes, which Markdown allows as well).
var tableRule = regexp.MustCompile(`^\|?(?:\s*:?-+:?\s*\|)+\s*(?::?-+:?\s*)?$`)

// parseLists returns the lists and tables of a tidied text, in order. A list runs
// over blank lines to the next item of its kind; a line right after an item, or an
// indented one after a blank line, continues the item (as in CommonMark); any other
// line ends it. A table is a header line with |, its rule and the lines with | after
// them; its items are its body rows.
func parseLists(text string) []listBlock {
	var out []listBlock
	var cur *listBlock
	end := func() {
		if cur != nil && len(cur.items) > 0 {
			out = append(out, *cur)
		}
		cur = nil
	}
	lines := strings.Split(text, "\n")
	afterItem := false // the previous line belongs to the current list
	indent := 0        // the leading spaces of the current list's items
	for i := 0; i < len(lines); i++ {
		l := lines[i]
		t := strings.TrimSpace(l)
		if strings.Contains(t, "|") && i+1 < len(lines) && tableRule.MatchString(strings.TrimSpace(lines[i+1])) {
			end()
			cur = &listBlock{table: true, header: t}
			for i += 2; i < len(lines) && strings.Contains(lines[i], "|") && strings.TrimSpace(lines[i]) != ""; i++ {
				cur.items = append(cur.items, strings.TrimSpace(lines[i]))
			}
			i--
			end()
			afterItem = false
			continue
		}
		m := itemLine.FindStringSubmatch(l)
		lead := len(l) - len(strings.TrimLeft(l, " "))
		switch {
		case m != nil && cur != nil && lead >= indent+2:
			// A nested item (a step's details as sub-bullets) is part of its parent.
			cur.items[len(cur.items)-1] += " " + strings.TrimSpace(m[2])
			afterItem = true
		case m != nil:
			ordered := m[1] != ""
			if cur != nil && cur.ordered != ordered {
				end()
			}
			if cur == nil {
				cur = &listBlock{ordered: ordered}
				indent = lead
			}
			n, _ := strconv.Atoi(m[1])
			cur.items = append(cur.items, strings.TrimSpace(m[2]))
			cur.numbers = append(cur.numbers, n)
			afterItem = true
		case t == "":
			// A blank line: the list goes on if an item of its kind follows.
			afterItem = false
		case cur != nil && (afterItem || strings.HasPrefix(l, " ")):
			cur.items[len(cur.items)-1] += " " + t
			afterItem = true
		default:
			end()
		}
	}
	end()
	return out
}

// itemKey is what makes two items the same item: their letters and digits.
func itemKey(s string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsLetter(r) || unicode.IsNumber(r) {
			return r
		}
		return -1
	}, s)
}

// bigrams returns the character bigrams of s's letters and digits, counted.
func bigrams(s string) map[string]int {
	rs := []rune(itemKey(s))
	out := map[string]int{}
	for i := 0; i+1 < len(rs); i++ {
		out[string(rs[i:i+2])]++
	}
	return out
}

// similarity is the Dice coefficient of two texts' character bigrams, in [0,1].
func similarity(a, b string) float64 {
	ba, bb := bigrams(a), bigrams(b)
	na, nb, both := 0, 0, 0
	for g, n := range ba {
		na += n
		both += min(n, bb[g])
	}
	for _, n := range bb {
		nb += n
	}
	if na+nb == 0 {
		return 0
	}
	return 2 * float64(both) / float64(na+nb)
}

// matchLists pairs each golden list with an answer list: first the most similar
// pairs (a paraphrased list still shares more with its own golden list than with
// another), then the rest in order. A golden list left without one has none.
func matchLists(golden, answer []listBlock) []int {
	const minSimilarity = 0.2
	match := make([]int, len(golden))
	for i := range match {
		match[i] = -1
	}
	used := make([]bool, len(answer))
	for {
		bi, bj, best := -1, -1, minSimilarity
		for i, g := range golden {
			if match[i] >= 0 {
				continue
			}
			for j, a := range answer {
				if s := similarity(strings.Join(g.items, "\n"), strings.Join(a.items, "\n")); !used[j] && s >= best {
					bi, bj, best = i, j, s
				}
			}
		}
		if bi < 0 {
			break
		}
		match[bi], used[bj] = bj, true
	}
	j := 0
	for i := range golden {
		for match[i] < 0 && j < len(answer) {
			if !used[j] {
				match[i], used[j] = j, true
			}
			j++
		}
	}
	return match
}

// compareLists returns what is wrong with the answer's lists against the golden's.
func compareLists(golden, answer []listBlock, counts countRange) []string {
	var probs []string
	for i, j := range matchLists(golden, answer) {
		g := golden[i]
		name := fmt.Sprintf("the golden's list of %d items (%q)", len(g.items), clipRunes(g.items[0], 30))
		if g.table {
			name = fmt.Sprintf("the golden's table of %d rows", len(g.items))
		}
		if j < 0 {
			if len(g.items) >= 3 {
				probs = append(probs, name+" is not a list in the answer")
			}
			continue
		}
		probs = append(probs, compareList(name, g, answer[j], counts)...)
	}
	return probs
}

// compareList compares one golden list with its answer list: item count, duplicates
// and, for a numbered golden list, numbering and order.
func compareList(name string, g, a listBlock, counts countRange) []string {
	var probs []string
	if len(a.items) != len(g.items) && !(counts.holds(len(g.items)) && counts.holds(len(a.items)) && counts.grounded(a.items)) && !splitSteps(g, a, counts) {
		probs = append(probs, fmt.Sprintf("%s has %d in the answer", name, len(a.items)))
	}
	gs, as := make([]string, len(g.items)), make([]string, len(a.items))
	for i, it := range g.items {
		gs[i] = itemKey(it)
	}
	for i, it := range a.items {
		as[i] = itemKey(it)
	}
	for _, i := range duplicates(gs, as) {
		probs = append(probs, fmt.Sprintf("%s: item %q is there twice", name, clipRunes(a.items[i], 30)))
	}
	// Two of the golden's items run into one, word for word: a point no longer stands
	// on its own (a count the request allows passes the count, not the merge).
	for _, k := range as {
		for n := 0; n+1 < len(gs); n++ {
			if k == gs[n]+gs[n+1] && !slices.Contains(gs, k) {
				probs = append(probs, fmt.Sprintf("%s: items %q and %q run into one", name, clipRunes(g.items[n], 30), clipRunes(g.items[n+1], 30)))
			}
		}
	}
	if g.table {
		// A table's rows keep the golden's order (the request's, as a rule), and each
		// row its cells under the golden's header.
		if inv := stepsOutOfOrder(g.items, a.items); inv != "" {
			probs = append(probs, fmt.Sprintf("%s: %s", name, strings.Replace(inv, "step", "row", 2)))
		}
		if itemKey(g.header) == itemKey(a.header) {
			probs = append(probs, cellsMoved(name, g.items, a.items)...)
		}
		return probs
	}
	if !g.ordered {
		return probs
	}
	if a.ordered && !allSame(a.numbers) { // 1. 1. 1. is Markdown's own numbering
		for k := 1; k < len(a.numbers); k++ {
			if a.numbers[k] != a.numbers[k-1]+1 {
				probs = append(probs, fmt.Sprintf("%s is numbered %s in the answer", name, joinInts(a.numbers)))
				break
			}
		}
	}
	if inv := stepsOutOfOrder(g.items, a.items); inv != "" {
		probs = append(probs, fmt.Sprintf("%s: %s", name, inv))
	}
	return probs
}

// splitSteps reports an answer that sets out the golden's numbered steps in more steps
// (a step's two actions as two): at most half as many again, each a whole sentence
// that states something of the case (see countRange.grounded). Fewer steps than the
// golden's are steps merged or lost, and a fragment for a step is a step cut in two.
func splitSteps(g, a listBlock, counts countRange) bool {
	if !g.ordered || !a.ordered || g.table || a.table || len(a.items) <= len(g.items) || 2*len(a.items) > 3*len(g.items) {
		return false
	}
	for _, it := range a.items {
		if r := []rune(strings.TrimSpace(it)); len(r) == 0 || !strings.ContainsRune(".!?。！？", r[len(r)-1]) {
			return false
		}
	}
	return counts.grounded(a.items)
}

// stepsOutOfOrder aligns the answer's items with the golden's (each answer item with
// the golden item it is most similar to, where that pairing is mutual and clear) and
// names the first step that comes before one the golden puts ahead of it.
func stepsOutOfOrder(golden, answer []string) string {
	const minSimilarity = 0.5
	best := func(x string, ys []string) (int, float64) {
		bi, bs := -1, 0.0
		for i, y := range ys {
			if s := similarity(x, y); s > bs {
				bi, bs = i, s
			}
		}
		return bi, bs
	}
	prev := -1
	for _, it := range answer {
		gi, s := best(it, golden)
		if gi < 0 || s < minSimilarity {
			continue
		}
		if back, _ := best(golden[gi], answer); answer[back] != it {
			continue
		}
		if gi < prev {
			return fmt.Sprintf("step %d of the golden comes after step %d in the answer", gi+1, prev+1)
		}
		prev = gi
	}
	return ""
}

// cells splits a table row into its cells' keys.
func cells(row string) []string {
	parts := strings.Split(strings.Trim(strings.TrimSpace(row), "|"), "|")
	for i, p := range parts {
		parts[i] = itemKey(p)
	}
	return parts
}

// cellsMoved names the answer rows that hold a golden row's cells in another order
// under the same header: a price under Lieferzeit, a quantity under 単価.
func cellsMoved(name string, golden, answer []string) []string {
	var probs []string
	for _, a := range answer {
		ac := cells(a)
		for _, g := range golden {
			gc := cells(g)
			if !slices.Equal(ac, gc) && slices.Equal(slices.Sorted(slices.Values(ac)), slices.Sorted(slices.Values(gc))) {
				probs = append(probs, fmt.Sprintf("%s: row %q has its cells in other columns", name, clipRunes(strings.TrimSpace(a), 40)))
				break
			}
		}
	}
	return probs
}

// duplicates returns the index of each answer key's first repeat beyond what the
// golden has of it (at least once): an item the golden states once and the answer
// twice. Empty keys are no items.
func duplicates(golden, answer []string) []int {
	want, got := map[string]int{}, map[string]int{}
	for _, k := range golden {
		want[k]++
	}
	var out []int
	for i, k := range answer {
		if got[k]++; k != "" && got[k] == max(1, want[k])+1 {
			out = append(out, i)
		}
	}
	return out
}

func allSame(ns []int) bool {
	for _, n := range ns {
		if n != ns[0] {
			return false
		}
	}
	return true
}

func joinInts(ns []int) string {
	s := make([]string, len(ns))
	for i, n := range ns {
		s[i] = strconv.Itoa(n)
	}
	return strings.Join(s, ", ")
}

// jsonArrays compares the arrays of a golden JSON document with the answer's at the
// same path, as parsed values: as many elements, and no element more often than the
// golden has it. The lists inside string values are compared as text lists.
func jsonArrays(path string, g, a any) []string {
	var probs []string
	switch gv := g.(type) {
	case map[string]any:
		am, ok := a.(map[string]any)
		if !ok {
			return nil
		}
		for _, k := range slices.Sorted(maps.Keys(gv)) {
			if av, ok := am[k]; ok {
				probs = append(probs, jsonArrays(path+"."+k, gv[k], av)...)
			}
		}
	case []any:
		av, ok := a.([]any)
		if !ok {
			return []string{fmt.Sprintf("%s is a list in the golden, not in the answer", path)}
		}
		if len(av) != len(gv) {
			probs = append(probs, fmt.Sprintf("%s has %d items in the golden, %d in the answer", path, len(gv), len(av)))
		}
		gs, as := make([]string, len(gv)), make([]string, len(av))
		for i, e := range gv {
			gs[i] = canonicalValue(e)
		}
		for i, e := range av {
			as[i] = canonicalValue(e)
		}
		for _, i := range duplicates(gs, as) {
			probs = append(probs, fmt.Sprintf("%s: item %s is there twice", path, clipRunes(as[i], 40)))
		}
		if recordsRecombined(gv, av) {
			probs = append(probs, fmt.Sprintf("%s: values are swapped between its records (every value is the golden's, but not with the rest of its record)", path))
		}
		for i := range min(len(gv), len(av)) {
			probs = append(probs, jsonArrays(fmt.Sprintf("%s[%d]", path, i), gv[i], av[i])...)
		}
	case string:
		if as, ok := a.(string); ok {
			for _, p := range compareLists(parseLists(Tidy(gv)), parseLists(Tidy(as)), countRange{}) {
				probs = append(probs, path+": "+p)
			}
		}
	}
	return probs
}

// canonicalValue is a decoded JSON value as compact JSON with sorted keys and its
// strings tidied: two elements that differ only in escapes or layout are one.
func canonicalValue(v any) string {
	b, _ := json.Marshal(tidyValue(v))
	return string(b)
}

func tidyValue(v any) any {
	switch x := v.(type) {
	case string:
		return itemKey(Tidy(x))
	case []any:
		out := make([]any, len(x))
		for i, e := range x {
			out[i] = tidyValue(e)
		}
		return out
	case map[string]any:
		out := make(map[string]any, len(x))
		for k, e := range x {
			out[k] = tidyValue(e)
		}
		return out
	}
	return v
}

// listStructure passes when the answer's lists have the golden's (Golden) structure
// (see TypeListStructure); for a JSON answer its arrays are compared as parsed values
// with the golden's at the same path. Bullets (- * + • ・ ● ■) are one kind of
// marker and numbers (1. 1) 1． ①) another: Tidy writes each kind one way.
func (c Check) listStructure(res Result, text string) Result {
	golden := Tidy(c.Golden)
	if strings.TrimSpace(golden) == "" {
		return fail(res, 0, "no golden configured")
	}
	var probs []string
	var g, a any
	if json.Unmarshal([]byte(strings.TrimSpace(golden)), &g) == nil {
		if err := json.Unmarshal([]byte(strings.TrimSpace(text)), &a); err != nil {
			return pass(res, 1, "the answer is not JSON (json_parse's business)")
		}
		probs = jsonArrays("$", g, a)
		probs = append(probs, unitsReordered(c.Lang, factTexts(golden), factTexts(text))...)
	} else {
		counts := requestedCount(Tidy(c.Request))
		counts.lang, counts.source = c.Lang, golden+"\n"+Tidy(c.Request)
		probs = compareLists(joinContinued(parseLists(golden)), joinContinued(parseLists(text)), counts)
		probs = append(probs, leadInsDropped(golden, text)...)
		probs = append(probs, openingDropped(golden, text)...)
		probs = append(probs, nestedItems(golden, text)...)
		probs = append(probs, paragraphsMoved(golden, text)...)
		probs = append(probs, unitsReordered(c.Lang, []string{golden}, []string{text})...)
		probs = append(probs, introsMisplaced(golden, text)...)
		probs = append(probs, numberGaps(golden, text)...)
		probs = append(probs, emptyCells(golden, text)...)
		probs = append(probs, stepReferences(c.Lang, golden+"\n"+Tidy(c.Request), text)...)
		if fenced(text) && !fenced(golden) && (len(parseLists(golden)) > 0 || strings.Contains(golden, "**") || strings.Contains(golden, "# ")) {
			probs = append(probs, "the Markdown answer is fenced as code: it shows as source, not as lists and tables")
		}
	}
	if len(probs) > 0 {
		return fail(res, 0, "list structure differs from the golden: %s", strings.Join(probs, "; "))
	}
	return pass(res, 1, "lists as in the golden")
}

// unitsReordered names a text of the golden (a JSON string, or the whole answer)
// of three sentences or list items at least whose every one the answer writes word
// for word and no other, in another order: a summary's lead point put last, a list's
// items shuffled, a request moved behind the signature. A paraphrase may reorder
// what it rewords (sentencesReordered reads only what then points back); an answer
// that rewords nothing has no reason to move anything.
func unitsReordered(lang string, golden, answer []string) []string {
	units := func(text string) []string {
		var out []string
		for _, s := range sentencesOf(lang, text) {
			if t := strings.TrimSpace(s); t != "" {
				out = append(out, t)
			}
		}
		return out
	}
	for _, g := range golden {
		gu := units(g)
		if len(gu) < 3 {
			continue
		}
		sorted := slices.Sorted(slices.Values(gu))
		for _, a := range answer {
			au := units(a)
			if len(au) != len(gu) || slices.Equal(au, gu) || !slices.Equal(slices.Sorted(slices.Values(au)), sorted) {
				continue
			}
			for i := range gu {
				if au[i] != gu[i] {
					return []string{fmt.Sprintf("the golden's sentences and items, each kept, stand in another order: %q is where %q was", clipRunes(au[i], 30), clipRunes(gu[i], 30))}
				}
			}
		}
	}
	return nil
}

// numberGaps names a numbered list of the answer whose numbers skip one (1, 2, 4)
// where no list of the golden does: a step lost, or a list numbered by a broken
// counter.
func numberGaps(golden, text string) []string {
	gaps := func(s string) []string {
		var out []string
		for _, l := range joinContinued(parseLists(s)) {
			if !l.ordered || l.table {
				continue
			}
			for i := 1; i < len(l.numbers); i++ {
				if l.numbers[i] != l.numbers[i-1]+1 {
					out = append(out, fmt.Sprintf("a numbered list goes from %d to %d", l.numbers[i-1], l.numbers[i]))
					break
				}
			}
		}
		return out
	}
	if len(gaps(golden)) > 0 {
		return nil
	}
	return gaps(text)
}

// emptyCells names a table row of the answer with an empty cell where no table of
// the golden has one: a cell lost, the row's values shifted into the wrong columns.
func emptyCells(golden, text string) []string {
	empty := func(s string) []string {
		var out []string
		for _, tb := range markdownTables(s) {
			for _, row := range tb.rows {
				if slices.Contains(row, "") && len(row) > 1 {
					out = append(out, fmt.Sprintf("the table row %q has an empty cell", clipRunes(strings.Join(row, " | "), 60)))
				}
			}
		}
		return out
	}
	if len(empty(golden)) > 0 {
		return nil
	}
	return empty(text)
}

// fenced reports a text that is one code fence from its first line to its last.
func fenced(s string) bool {
	s = strings.TrimSpace(s)
	return strings.HasPrefix(s, "```") && strings.HasSuffix(s, "```") && strings.Count(s, "```") == 2
}

// countRange is the range of list items a request allows ("in 3 bis 5 Stichpunkten",
// "3〜5項目で"); the zero value allows none.
// source and lang are the case's text and language, to which every item of a list
// whose count differs from the golden's must hold (see grounded).
type countRange struct {
	lo, hi       int
	lang, source string
}

func (r countRange) holds(n int) bool { return r.hi > 0 && r.lo <= n && n <= r.hi }

// grounded reports whether every item states something of the case: half its content
// words at least are the source's (as supported_sentences matches them), and it has
// one. Another count than the golden's is the request's choice only for items that
// say something; a filler item ("Weitere Details folgen in Kürze.") is no item.
func (r countRange) grounded(items []string) bool {
	low := strings.ToLower(r.source)
	for _, it := range items {
		words := contentWords(r.lang, it)
		n := 0
		for _, w := range words {
			if supportedWord(r.lang, w, r.source, low) {
				n++
			}
		}
		if n == 0 || 2*n < len(words) {
			return false
		}
	}
	return true
}

var (
	deCountRange = regexp.MustCompile(`(?:^|[^\p{L}\d])` + countNumber + `\s*(?:bis|-|–)\s*` + countNumber +
		`\s+(?:\p{L}+\s+)?(?:Stichpunkte|Stichpunkten|Aufzählungspunkte|Aufzählungspunkten|Punkte|Punkten|Schritte|Schritten|Einträge|Einträgen)(?:[^\p{L}]|$)`)
	jaCountRange = regexp.MustCompile(`(\d+|[一二三四五六七八九十]+)\s*(?:〜|~|～|-|－|から)\s*(\d+|[一二三四五六七八九十]+)\s*(?:つ|点|項目|個|ステップ)`)
)

// requestedCount reads the range of list items the request asks for. The golden is
// one answer inside that range, so an answer with another count inside it has as
// many items as was asked: a summary "in 3 bis 5 Stichpunkten" may have 3 or 5. A
// request that names one count, or none, leaves the golden's count as the measure.
func requestedCount(request string) countRange {
	for _, re := range []*regexp.Regexp{deCountRange, jaCountRange} {
		if m := re.FindStringSubmatch(request); m != nil {
			lo, ok1 := countValue(m[1])
			hi, ok2 := countValue(m[2])
			if ok1 && ok2 && lo <= hi {
				return countRange{lo: lo, hi: hi}
			}
		}
	}
	return countRange{}
}

// countValue reads a count written in digits, kanji or a German number word.
func countValue(s string) (int, bool) {
	if n, err := strconv.Atoi(s); err == nil {
		return n, true
	}
	if n, ok := numberWords[strings.ToLower(s)]; ok {
		return n, true
	}
	return kanjiNumber(s)
}

// joinContinued joins a numbered list to the numbered list before it when its numbers
// go on from that one's (1.–3. under one heading, 4.–7. under the next): one
// procedure set out in sections, as Markdown renders it.
func joinContinued(lists []listBlock) []listBlock {
	var out []listBlock
	for _, l := range lists {
		if n := len(out); n > 0 {
			prev := &out[n-1]
			if prev.ordered && l.ordered && !prev.table && !l.table && len(prev.numbers) > 0 && len(l.numbers) > 0 &&
				l.numbers[0] == prev.numbers[len(prev.numbers)-1]+1 && l.numbers[0] > 1 {
				prev.items = append(prev.items, l.items...)
				prev.numbers = append(prev.numbers, l.numbers...)
				continue
			}
		}
		out = append(out, l)
	}
	return out
}

// leadInsDropped finds a line of the golden between two lists (Falls die Verbindung
// nicht klappt:, うまくつながらない場合は…) that the answer leaves out, running the two
// lists into one: the last item before the line and the first after it, both as the
// golden words them, stand next to each other in the answer. The second list's
// condition is lost with it.
func leadInsDropped(golden, answer string) []string {
	type item struct {
		text string
		line int
	}
	var items []item
	al := strings.Split(answer, "\n")
	for i, l := range al {
		if _, ok := listItem(l); ok {
			items = append(items, item{stripMarker(strings.TrimSpace(l)), i})
		}
	}
	next := func(ls []string, i int) int {
		for i < len(ls) && strings.TrimSpace(ls[i]) == "" {
			i++
		}
		return i
	}
	gl := strings.Split(golden, "\n")
	var out []string
	for i := range gl {
		if _, ok := listItem(gl[i]); !ok {
			continue
		}
		j := next(gl, i+1)
		if j >= len(gl) {
			continue
		}
		if _, ok := listItem(gl[j]); ok || isTableLine(gl[j]) {
			continue
		}
		k := next(gl, j+1)
		if k >= len(gl) {
			continue
		}
		if _, ok := listItem(gl[k]); !ok {
			continue
		}
		before, after := stripMarker(strings.TrimSpace(gl[i])), stripMarker(strings.TrimSpace(gl[k]))
		for p := 0; p+1 < len(items); p++ {
			if items[p].text == before && items[p+1].text == after && next(al, items[p].line+1) == items[p+1].line {
				out = append(out, fmt.Sprintf("the golden's line %q between two lists is gone: they run together", clipRunes(strings.TrimSpace(gl[j]), 50)))
				break
			}
		}
	}
	return out
}

// nestedItems names an item of the answer indented under the item before it (a
// sub-item) where every item of the golden stands at the margin: one point of a flat
// list made part of another. A list indented as a whole (every item) is only laid out
// otherwise.
func nestedItems(golden, answer string) []string {
	var gKeys []string
	for _, l := range strings.Split(golden, "\n") {
		if ind, ok := listItem(l); ok {
			if ind > 0 {
				return nil
			}
			gKeys = append(gKeys, itemKey(stripMarker(strings.TrimSpace(l))))
		}
	}
	if len(gKeys) < 2 {
		return nil
	}
	prev, margin := -1, false
	var nested []string
	for _, l := range strings.Split(answer, "\n") {
		if strings.TrimSpace(l) == "" {
			continue
		}
		ind, ok := listItem(l)
		if !ok {
			prev = -1
			continue
		}
		if ind == 0 {
			margin = true
		}
		// A golden item of its own made a sub-item; details added under a step are
		// a paraphrase's.
		if it := stripMarker(strings.TrimSpace(l)); prev >= 0 && ind >= prev+2 && slices.Contains(gKeys, itemKey(it)) {
			nested = append(nested, clipRunes(it, 40))
		}
		prev = ind
	}
	if !margin || len(nested) == 0 {
		return nil
	}
	return []string{fmt.Sprintf("%s nested under the item before it, where the golden's items all stand at the margin", quoteList(nested))}
}

// openingDropped names the golden's opening line before its first list (So verbinden
// Sie …:, 初期設定は、次の手順で行います。) when the answer opens with that list's
// first item and writes the line nowhere: what the list is for is no longer said.
func openingDropped(golden, answer string) []string {
	first := func(s string) (string, string) {
		var ls []string
		for _, l := range strings.Split(s, "\n") {
			if strings.TrimSpace(l) != "" {
				ls = append(ls, strings.TrimSpace(l))
			}
			if len(ls) == 2 {
				break
			}
		}
		for len(ls) < 2 {
			ls = append(ls, "")
		}
		return ls[0], ls[1]
	}
	g0, g1 := first(golden)
	a0, _ := first(answer)
	if _, ok := listItem(g0); ok || isTableLine(g0) || strings.HasPrefix(g0, "#") {
		return nil
	}
	if _, ok := listItem(g1); !ok {
		return nil
	}
	if _, ok := listItem(a0); !ok || itemKey(stripMarker(a0)) != itemKey(stripMarker(g1)) || strings.Contains(itemKey(answer), itemKey(g0)) {
		return nil
	}
	return []string{fmt.Sprintf("the golden's opening line %q before its list is gone", clipRunes(g0, 50))}
}

// paragraphBreak is a blank line.
var paragraphBreak = regexp.MustCompile(`\n[ \t]*\n`)

// paragraphs are a text's blocks between blank lines, trimmed, with their letters and
// digits as keys.
func paragraphs(text string) (blocks, keys []string) {
	for _, b := range paragraphBreak.Split(text, -1) {
		if k := itemKey(b); k != "" {
			blocks, keys = append(blocks, strings.TrimSpace(b)), append(keys, k)
		}
	}
	return blocks, keys
}

// paragraphsMoved names a paragraph of the golden that the answer writes word for
// word before one it followed in the golden (the closing paragraph put after the
// salutation, the signature after the addressee, the troubleshooting before the
// steps): a letter or a procedure read out of order. Only paragraphs the answer
// writes as the golden does are placed, so a reworded one is no move.
func paragraphsMoved(golden, answer string) []string {
	gb, gk := paragraphs(golden)
	_, ak := paragraphs(answer)
	if len(gk) < 3 {
		return nil
	}
	at := map[string]int{}
	for i, k := range ak {
		if _, dup := at[k]; dup {
			at[k] = -1 // said twice: repeated_units' business
			continue
		}
		at[k] = i
	}
	last, lastBlock := -1, ""
	for n, k := range gk {
		i, ok := at[k]
		if !ok || i < 0 {
			continue
		}
		if i < last {
			return []string{fmt.Sprintf("the golden's paragraph %q stands before %q, which it follows in the golden", clipRunes(gb[n], 30), clipRunes(lastBlock, 30))}
		}
		last, lastBlock = i, gb[n]
	}
	return nil
}

// recordsRecombined reports an answer's records that trade values among them: both
// arrays hold objects, every key has the same values over the array as the
// golden's (in any order), yet a golden record is not among the answer's (a product
// given the other line's quantity and price). Records reordered whole are no swap.
func recordsRecombined(golden, answer []any) bool {
	if len(golden) != len(answer) || len(golden) < 2 {
		return false
	}
	values := func(rs []any, k string) []string {
		var out []string
		for _, r := range rs {
			m, ok := r.(map[string]any)
			if !ok {
				return nil
			}
			out = append(out, canonicalValue(m[k]))
		}
		slices.Sort(out)
		return out
	}
	first, ok := golden[0].(map[string]any)
	if !ok {
		return false
	}
	for k := range first {
		if vs := values(golden, k); vs == nil || !slices.Equal(vs, values(answer, k)) {
			return false
		}
	}
	whole := func(rs []any) []string {
		out := make([]string, len(rs))
		for i, r := range rs {
			out[i] = canonicalValue(r)
		}
		slices.Sort(out)
		return out
	}
	return !slices.Equal(whole(golden), whole(answer))
}

var (
	// stepReference points the reader to a numbered step: siehe Schritt 2, vgl. Schritt
	// 4, 手順7を参照, 手順3参照.
	// A step to do again is one too: Wiederholen Sie Schritt 3, zurück zu Schritt 2,
	// 手順2の操作をやり直してください.
	stepReference = regexp.MustCompile(`(?:[Ss]iehe|vgl\.|wie in|[Ww]iederholen Sie|zurück zu|[Bb]eginnen Sie erneut mit|[Ff]ahren Sie mit) Schritt (\d{1,2})|手順\s?(\d{1,2})\s?(?:を)?参照|手順\s?(\d{1,2})(?:の操作)?(?:を|から|に)(?:やり直|繰り返|戻)`)
	// numberedStep is a numbered list item: its number and text.
	numberedStep = regexp.MustCompile(`(?m)^[ \t]*(\d{1,2})[.)．][ \t]+(.+)$`)
	// stepWord is a word a step and a sentence pointing to it share: a Latin word of
	// five letters or more, or two kanji or katakana in a row.
	stepWord = regexp.MustCompile(`\p{Latin}{5,}|[\p{Han}\p{Katakana}ー]{2,}`)
)

// stepReferences names a reference to a step that the case does not write and that
// points to no step of the answer, or to one that shares no word with the line
// pointing to it (a tip on the WLAN password, "siehe Schritt 2", where step 2 puts
// in batteries).
func stepReferences(lang, known, text string) []string {
	steps := map[string]string{}
	for _, m := range numberedStep.FindAllStringSubmatch(text, -1) {
		steps[m[1]] = m[2]
	}
	var out []string
	for _, line := range strings.Split(text, "\n") {
		for _, m := range stepReference.FindAllStringSubmatch(line, -1) {
			if strings.Contains(known, m[0]) {
				continue
			}
			n := m[1] + m[2] + m[3]
			step, ok := steps[n]
			if !ok {
				out = append(out, fmt.Sprintf("%q points to a step the answer does not have", m[0]))
				continue
			}
			rest := strings.Replace(line, m[0], "", 1)
			if !sharesStepWord(lang, step, rest) {
				out = append(out, fmt.Sprintf("%q points to a step about something else (%q)", m[0], clipRunes(step, 40)))
			}
		}
	}
	return out
}

// sharesStepWord reports whether a step and a line have a word in common: a German
// word by its first five letters or whole inside a compound, a Japanese run by two
// characters.
func sharesStepWord(lang, step, line string) bool {
	low := strings.ToLower(step)
	for _, w := range stepWord.FindAllString(strings.ToLower(line), -1) {
		rs := []rune(w)
		if isHan(rs[0]) || isKatakana(rs[0]) {
			for i := 0; i+2 <= len(rs); i++ {
				if strings.Contains(low, string(rs[i:i+2])) {
					return true
				}
			}
			continue
		}
		if strings.Contains(low, string(rs[:5])) {
			return true
		}
	}
	// A step's short word inside a compound of the line (WLAN in WLAN-Passwort).
	lowLine := strings.ToLower(line)
	for _, w := range deStepWord.FindAllString(low, -1) {
		if strings.Contains(lowLine, w) {
			return true
		}
	}
	return false
}

// deStepWord is a German word of four letters or more.
var deStepWord = regexp.MustCompile(`\p{Latin}{4,}`)
