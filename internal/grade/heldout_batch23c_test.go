package grade

// Batch 23c, written blind (no check read): damage a REVIEWER of the specific task
// type rejects, one kind of task at a time, as the fixtures have them.
//
//   - extraction to JSON: a date in a format the prompt forbids, a date or a price
//     taken from the wrong field or the wrong record, a tax line invented as an item,
//     the currency member dropped, a total that is only the first line, a gross
//     figure given as the net one, a field that swallows its neighbours' values;
//   - summaries: the key point (the decision, the request) dropped, an evaluation
//     added, the summary written in the first person, a filler sentence past the
//     asked length;
//   - replies and letters: the customer's dated answer deferred, a refund promised
//     that nobody allowed, the salutation with the given name alone, さん for 様, the
//     wrong gender, a casual apology or thanks;
//   - procedures: two steps merged so one action is lost, a step's precondition
//     dropped, a limitation hedged, a user's action said to happen by itself;
//   - tables: a cell from the row above, a column dropped, the line asked for below
//     the table dropped;
//   - translations: a parenthetical detail condensed away, a name translated that
//     must stay, a date left in the source language's format.
//
// Each kind damages one place and returns its input unchanged where it does not
// apply.

import (
	"fmt"
	"math"
	"regexp"
	"strconv"
	"strings"
	"unicode"
)

// b23cIsJSON reports whether s is a JSON object answer (raw scope kinds).
func b23cIsJSON(s string) bool { return strings.HasPrefix(strings.TrimSpace(s), "{") }

// b23cSpan is one element of a JSON array: its byte range in the answer.
type b23cSpan struct{ start, end int }

// b23cFirstObjArray finds the first JSON array of objects in s and returns its
// elements' spans and the index of its closing bracket; nil when there is none.
func b23cFirstObjArray(s string) ([]b23cSpan, int) {
	i := strings.Index(s, "[{")
	if i < 0 {
		return nil, -1
	}
	var elems []b23cSpan
	depth, inStr, esc, start := 0, false, false, -1
	for j := i + 1; j < len(s); j++ {
		c := s[j]
		if inStr {
			switch {
			case esc:
				esc = false
			case c == '\\':
				esc = true
			case c == '"':
				inStr = false
			}
			continue
		}
		switch c {
		case '"':
			inStr = true
		case '{', '[':
			if depth == 0 && c == '{' {
				start = j
			}
			depth++
		case '}':
			depth--
			if depth == 0 {
				elems = append(elems, b23cSpan{start, j + 1})
			}
		case ']':
			if depth == 0 {
				return elems, j
			}
			depth--
		}
	}
	return nil, -1
}

var (
	b23cNumMember = regexp.MustCompile(`("[a-z_]+":\s*)(-?\d+(?:\.\d+)?)`)
	b23cStrMember = regexp.MustCompile(`("[a-z_]+":\s*)"((?:[^"\\]|\\.)*)"`)
	b23cISOValue  = regexp.MustCompile(`"(\d{4})-(\d{2})-(\d{2})"`)
)

// b23cFormatLike writes v with as many decimals as like has.
func b23cFormatLike(v float64, like string) string {
	if i := strings.Index(like, "."); i >= 0 {
		return strconv.FormatFloat(v, 'f', len(like)-i-1, 64)
	}
	return strconv.FormatFloat(math.Round(v), 'f', 0, 64)
}

// b23cMember returns the submatch indexes of the first member of key in s.
func b23cMember(s, key string) []int {
	return regexp.MustCompile(`("` + regexp.QuoteMeta(key) + `":\s*)(-?\d+(?:\.\d+)?|"(?:[^"\\]|\\.)*")`).FindStringSubmatchIndex(s)
}

// b23cReplaceAt replaces s[from:to] with with.
func b23cReplaceAt(s string, from, to int, with string) string { return s[:from] + with + s[to:] }

// b23cIsLetter reports whether the first line of s is a letter's salutation.
func b23cIsLetter(lang, s string) bool {
	first := strings.TrimSpace(strings.SplitN(s, "\n", 2)[0])
	if lang == "ja" {
		return strings.HasSuffix(first, "様") || strings.HasSuffix(first, "部長") || strings.HasSuffix(first, "課長")
	}
	return strings.HasPrefix(first, "Sehr geehrte")
}

// b23cAmountMark matches a sentence that names an amount of money.
var b23cAmountMark = regexp.MustCompile(`\d[\d.,]*\s?(?:€|円|ユーロ|EUR)`)

// b23cCap upper-cases the first letter.
func b23cCap(s string) string {
	rs := []rune(s)
	if len(rs) == 0 {
		return s
	}
	rs[0] = unicode.ToUpper(rs[0])
	return string(rs)
}

// b23cTableRows returns the line indexes of a Markdown table's lines (header,
// rule and rows) in order.
func b23cTableRows(lines []string) []int {
	var out []int
	for i, l := range lines {
		if strings.HasPrefix(strings.TrimSpace(l), "|") {
			out = append(out, i)
		} else if len(out) > 0 {
			break
		}
	}
	if len(out) < 4 || !strings.HasPrefix(strings.TrimSpace(lines[out[1]]), "|-") && !strings.HasPrefix(strings.TrimSpace(lines[out[1]]), "| -") && !strings.HasPrefix(strings.TrimSpace(lines[out[1]]), "|:") {
		return nil
	}
	return out
}

// b23cCells splits a table line into its cells, outer pipes dropped.
func b23cCells(l string) []string {
	t := strings.TrimSpace(l)
	t = strings.TrimPrefix(strings.TrimSuffix(t, "|"), "|")
	return strings.Split(t, "|")
}

func b23cJoinCells(cells []string) string { return "|" + strings.Join(cells, "|") + "|" }

var b23cStepLine = regexp.MustCompile(`^(\d+)\. (.*)$`)

var heldOutBatch23c = []heldOutKind{
	// ---- extraction to JSON ----

	// The last date of an extraction written as the source or the reader would write
	// it, not as YYYY-MM-DD the prompt asks for: the Japanese era (令和9年11月30日),
	// a German date with the month named (4. November 2026).
	{"b23c_json_last_date_era_or_month_name", "raw", func(lang, s string) string {
		if !b23cIsJSON(s) {
			return s
		}
		locs := b23cISOValue.FindAllStringSubmatchIndex(s, -1)
		if len(locs) == 0 {
			return s
		}
		l := locs[len(locs)-1]
		y, _ := strconv.Atoi(s[l[2]:l[3]])
		m, _ := strconv.Atoi(s[l[4]:l[5]])
		d, _ := strconv.Atoi(s[l[6]:l[7]])
		var out string
		if lang == "ja" {
			if y < 2019 {
				return s
			}
			out = fmt.Sprintf(`"令和%d年%d月%d日"`, y-2018, m, d)
		} else {
			out = fmt.Sprintf(`"%d. %s %d"`, d, deMonths[m-1], y)
		}
		return b23cReplaceAt(s, l[0], l[1], out)
	}},
	// The second date field takes the first one's value (faellig_am = rechnungsdatum,
	// end_date = start_date): a value from the wrong field of the source.
	{"b23c_json_second_date_copies_first", "raw", func(lang, s string) string {
		if !b23cIsJSON(s) {
			return s
		}
		locs := b23cISOValue.FindAllStringIndex(s, -1)
		for k := 1; k < len(locs); k++ {
			first, this := s[locs[0][0]:locs[0][1]], s[locs[k][0]:locs[k][1]]
			if this != first {
				return b23cReplaceAt(s, locs[k][0], locs[k][1], first)
			}
		}
		return s
	}},
	// A line item invented from the prose: the tax line of the invoice (or the tax
	// included in a total) listed as one more position of the items array.
	{"b23c_json_tax_line_added_as_item", "raw", func(lang, s string) string {
		if !b23cIsJSON(s) {
			return s
		}
		elems, closing := b23cFirstObjArray(s)
		if len(elems) == 0 {
			return s
		}
		var tax string
		if loc := b23cMember(s, "mwst"); loc != nil {
			tax = s[loc[4]:loc[5]]
		} else if loc := regexp.MustCompile(`"total":\s*\{"value":\s*(\d+(?:\.\d+)?)`).FindStringSubmatchIndex(s); loc != nil {
			v, _ := strconv.ParseFloat(s[loc[2]:loc[3]], 64)
			rate := 0.10
			if lang == "de" {
				rate = 0.19
			}
			tax = b23cFormatLike(v*rate/(1+rate), s[loc[2]:loc[3]])
		} else {
			return s
		}
		last := s[elems[len(elems)-1].start:elems[len(elems)-1].end]
		label := "Umsatzsteuer 19 %"
		if lang == "ja" {
			label = "消費税（10%）"
		}
		ns := 0
		clone := b23cStrMember.ReplaceAllStringFunc(last, func(m string) string {
			ns++
			if ns > 1 {
				return m
			}
			g := b23cStrMember.FindStringSubmatch(m)
			return g[1] + `"` + label + `"`
		})
		nn := 0
		clone = b23cNumMember.ReplaceAllStringFunc(clone, func(m string) string {
			g := b23cNumMember.FindStringSubmatch(m)
			nn++
			if nn == 1 {
				return g[1] + "1"
			}
			return g[1] + tax
		})
		return s[:closing] + ", " + clone + s[closing:]
	}},
	// The currency of a total dropped: the value kept, the unit the prompt asks for
	// gone ({"value": 15000, "currency": "JPY"} → {"value": 15000}).
	{"b23c_json_currency_member_dropped", "raw", func(lang, s string) string {
		if !b23cIsJSON(s) {
			return s
		}
		return hoFirstMatch(regexp.MustCompile(`,\s*"currency":\s*"[^"]*"`), s, func(m []string) string { return "" })
	}},
	// The total (total.value, netto) is the first line's amount alone (quantity ×
	// unit price of the first item): the other positions forgotten.
	{"b23c_json_total_from_first_line", "raw", func(lang, s string) string {
		if !b23cIsJSON(s) {
			return s
		}
		elems, _ := b23cFirstObjArray(s)
		if len(elems) < 2 {
			return s
		}
		nums := b23cNumMember.FindAllStringSubmatch(s[elems[0].start:elems[0].end], -1)
		if len(nums) < 2 {
			return s
		}
		q, _ := strconv.ParseFloat(nums[0][2], 64)
		p, _ := strconv.ParseFloat(nums[1][2], 64)
		loc := regexp.MustCompile(`("total":\s*\{"value":\s*)(\d+(?:\.\d+)?)`).FindStringSubmatchIndex(s)
		if loc == nil {
			loc = b23cMember(s, "netto")
		}
		if loc == nil {
			return s
		}
		old := s[loc[4]:loc[5]]
		nw := b23cFormatLike(q*p, old)
		if nw == old {
			return s
		}
		return b23cReplaceAt(s, loc[4], loc[5], nw)
	}},
	// The second item's unit price taken from the first item: a record's value from
	// another record.
	{"b23c_json_second_item_price_from_first", "raw", func(lang, s string) string {
		if !b23cIsJSON(s) {
			return s
		}
		elems, _ := b23cFirstObjArray(s)
		if len(elems) < 2 {
			return s
		}
		price := regexp.MustCompile(`("[a-z_]*(?:preis|price)[a-z_]*":\s*)(-?\d+(?:\.\d+)?)`)
		a := price.FindStringSubmatch(s[elems[0].start:elems[0].end])
		b := price.FindStringSubmatchIndex(s[elems[1].start:elems[1].end])
		if a == nil || b == nil {
			return s
		}
		off := elems[1].start
		if s[off+b[4]:off+b[5]] == a[2] {
			return s
		}
		return b23cReplaceAt(s, off+b[4], off+b[5], a[2])
	}},
	// A gross figure given as the net one or the other way round: brutto holds the
	// netto amount; a 税込 fee or total given without its tax.
	{"b23c_json_gross_as_net", "raw", func(lang, s string) string {
		if !b23cIsJSON(s) {
			return s
		}
		if n, b := b23cMember(s, "netto"), b23cMember(s, "brutto"); n != nil && b != nil {
			return b23cReplaceAt(s, b[4], b[5], s[n[4]:n[5]])
		}
		loc := b23cMember(s, "monthly_fee")
		if loc == nil {
			loc = regexp.MustCompile(`("total":\s*\{"value":\s*)(\d+(?:\.\d+)?)`).FindStringSubmatchIndex(s)
		}
		if loc == nil || s[loc[4]] == '"' {
			return s
		}
		v, _ := strconv.ParseFloat(s[loc[4]:loc[5]], 64)
		rate := 1.10
		if lang == "de" {
			rate = 1.19
		}
		return b23cReplaceAt(s, loc[4], loc[5], b23cFormatLike(v/rate, s[loc[4]:loc[5]]))
	}},
	// The street or address field swallows the postal code and the town of its
	// neighbouring fields (strasse "Schloßstraße 27, 01067 Dresden", address
	// "〒150-0043 東京都…").
	{"b23c_json_address_absorbs_postal_fields", "raw", func(lang, s string) string {
		if !b23cIsJSON(s) {
			return s
		}
		if st, plz, ort := b23cMember(s, "strasse"), b23cMember(s, "plz"), b23cMember(s, "ort"); st != nil && plz != nil && ort != nil {
			v := strings.Trim(s[st[4]:st[5]], `"`) + ", " + strings.Trim(s[plz[4]:plz[5]], `"`) + " " + strings.Trim(s[ort[4]:ort[5]], `"`)
			return b23cReplaceAt(s, st[4], st[5], `"`+v+`"`)
		}
		if ad, pc := b23cMember(s, "address"), b23cMember(s, "postal_code"); ad != nil && pc != nil {
			v := "〒" + strings.Trim(s[pc[4]:pc[5]], `"`) + " " + strings.Trim(s[ad[4]:ad[5]], `"`)
			return b23cReplaceAt(s, ad[4], ad[5], `"`+v+`"`)
		}
		return s
	}},
	// The last item's name keeps the quantity of the source line ("交換用パッキン ×2",
	// "Backofenthermometer Präzisa (2 Stück)"): a value with text of another field.
	{"b23c_json_item_name_absorbs_quantity", "raw", func(lang, s string) string {
		if !b23cIsJSON(s) {
			return s
		}
		elems, _ := b23cFirstObjArray(s)
		if len(elems) < 2 {
			return s
		}
		e := elems[len(elems)-1]
		el := s[e.start:e.end]
		str := b23cStrMember.FindStringSubmatchIndex(el)
		num := b23cNumMember.FindStringSubmatch(el)
		if str == nil || num == nil {
			return s
		}
		suffix := " (" + num[2] + " Stück)"
		if lang == "ja" {
			suffix = " ×" + num[2]
		}
		return b23cReplaceAt(s, e.start+str[5], e.start+str[5], suffix)
	}},

	// ---- summaries ----

	// The key point of a summary dropped: the bullet or sentence with the decision
	// asked for, the customer's wish or the promised answer (Entscheidung:, bittet,
	// Gewünscht, 承認, 希望, 回答する).
	{"b23c_summary_key_point_dropped", "first", func(lang, s string) string {
		marks := []string{"Entscheidung", "Gewünscht", "bittet", "freizugeben"}
		if lang == "ja" {
			marks = []string{"承認", "希望", "回答する"}
		}
		has := func(t string) bool {
			for _, m := range marks {
				if strings.Contains(t, m) {
					return true
				}
			}
			return false
		}
		lines := strings.Split(s, "\n")
		items := 0
		for _, l := range lines {
			if hoListItem.MatchString(l) {
				items++
			}
		}
		if items >= 3 {
			for i, l := range lines {
				if hoListItem.MatchString(l) && has(l) {
					return strings.Join(append(lines[:i:i], lines[i+1:]...), "\n")
				}
			}
		}
		split, refs := hoAllSentences(lang, s)
		for _, r := range refs {
			if len(split[r.line]) > 1 && has(split[r.line][r.idx]) {
				split[r.line] = append(split[r.line][:r.idx:r.idx], split[r.line][r.idx+1:]...)
				return strings.TrimRight(hoJoin(split), " ")
			}
		}
		return s
	}},
	// An evaluation nobody asked for added after the first sentence that names an
	// amount ("Der Betrag ist aus unserer Sicht angemessen.", この金額は妥当な水準です。).
	{"b23c_evaluation_added_after_amount", "longest", func(lang, s string) string {
		add := " Dieser Betrag ist aus unserer Sicht angemessen."
		if lang == "ja" {
			add = "この金額は妥当な水準である。"
			if strings.Contains(s, "ます。") {
				add = "この金額は妥当な水準です。"
			}
		}
		split, refs := hoAllSentences(lang, s)
		for _, r := range refs {
			sen := split[r.line][r.idx]
			if strings.HasPrefix(strings.TrimSpace(split[r.line][0]), "|") || !b23cAmountMark.MatchString(sen) {
				continue
			}
			t := strings.TrimRight(sen, " ")
			if !strings.HasSuffix(t, ".") && !strings.HasSuffix(t, "。") {
				continue
			}
			split[r.line][r.idx] = t + add + sen[len(t):]
			return hoJoin(split)
		}
		return s
	}},
	// A German summary switches into the first person: the reported request becomes
	// the writer's own (Herr Strauß bittet → Ich bitte, Sie bittet → Ich bitte).
	{"b23c_summary_switched_to_first_person", "longest", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		re := regexp.MustCompile(`\b(?:(?:Herr|Frau) (?:Prof\. |Dr\. )*\p{Lu}\p{Ll}+|Sie) (bittet|meldet)\b`)
		return hoFirstMatch(re, s, func(m []string) string {
			return "Ich " + map[string]string{"bittet": "bitte", "meldet": "melde"}[m[1]]
		})
	}},
	// A prose summary (one paragraph, a set number of sentences or characters) gets
	// one more sentence of filler, past the length the prompt asks for.
	{"b23c_summary_filler_sentence_over_limit", "raw", func(lang, s string) string {
		if b23cIsJSON(s) || strings.Contains(strings.TrimSpace(s), "\n") {
			return s
		}
		if len(hoSentences(lang, s)) < 2 {
			return s
		}
		if lang == "ja" {
			if strings.Contains(s, "ます。") {
				return strings.TrimRight(s, " ") + "詳しい経緯と各項目の数値については、報告書の本文をご参照ください。"
			}
			return strings.TrimRight(s, " ") + "詳しい経緯と各項目の数値については、報告書の本文を参照のこと。"
		}
		return strings.TrimRight(s, " ") + " Weitere Einzelheiten und alle Zahlen sind dem ursprünglichen Text zu entnehmen."
	}},

	// ---- replies and letters ----

	// A letter's last dated statement (the answer to the customer's question: the new
	// date, the deadline, the confirmed slot) replaced by a promise to tell later.
	{"b23c_reply_dated_answer_deferred", "longest", func(lang, s string) string {
		if !b23cIsLetter(lang, s) {
			return s
		}
		date := hoDeDate
		repl := "Den genauen Termin teilen wir Ihnen in Kürze gesondert mit."
		if lang == "ja" {
			date = hoJaDate
			repl = "日程の詳細につきましては、改めてご連絡いたします。"
		}
		split, refs := hoAllSentences(lang, s)
		for k := len(refs) - 1; k >= 0; k-- {
			r := refs[k]
			sen := split[r.line][r.idx]
			if !date.MatchString(sen) {
				continue
			}
			t := strings.TrimRight(sen, " ")
			lead := sen[:len(sen)-len(strings.TrimLeft(sen, " "))]
			split[r.line][r.idx] = lead + repl + sen[len(t):]
			return hoJoin(split)
		}
		return s
	}},
	// A commitment the prompt does not allow added before the closing: a full refund.
	{"b23c_reply_refund_promised", "longest", func(lang, s string) string {
		if !b23cIsLetter(lang, s) {
			return s
		}
		if lang == "de" {
			lines := strings.Split(s, "\n")
			for i, l := range lines {
				if strings.HasPrefix(strings.TrimSpace(l), "Mit freundlichen Grüßen") {
					for j := i - 1; j > 0; j-- {
						if strings.TrimSpace(lines[j]) != "" {
							lines[j] = strings.TrimRight(lines[j], " ") + " Selbstverständlich erstatten wir Ihnen zusätzlich den vollen Rechnungsbetrag."
							return strings.Join(lines, "\n")
						}
					}
				}
			}
			return s
		}
		split, refs := hoAllSentences(lang, s)
		for _, r := range refs {
			t := strings.TrimSpace(split[r.line][r.idx])
			for _, m := range []string{"ご不明な点", "今後とも", "よろしくお願い"} {
				if strings.HasPrefix(t, m) {
					split[r.line][r.idx] = "なお、今回のご請求額は全額返金させていただきます。" + split[r.line][r.idx]
					return hoJoin(split)
				}
			}
		}
		return s
	}},
	// A Japanese salutation with the given name alone (小林 恵子様 → 恵子様): far too
	// familiar for a business letter.
	{"b23c_ja_salutation_given_name_only", "longest", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return hoFirstMatch(regexp.MustCompile(`\A(\p{Han}+)[ 　](\p{Han}+様)`), s, func(m []string) string { return m[2] })
	}},
	// A Japanese salutation with さん for 様 or for the title (佐藤部長 → 佐藤さん).
	{"b23c_ja_salutation_san_for_sama", "longest", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return hoFirstMatch(regexp.MustCompile(`\A([^\n]*?)(様|部長|課長)(\n)`), s, func(m []string) string { return m[1] + "さん" + m[3] })
	}},
	// A German salutation for the wrong gender (Sehr geehrter Herr Weiß → Sehr geehrte
	// Frau Weiß).
	{"b23c_de_salutation_gender_swapped", "longest", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return hoFirstMatch(regexp.MustCompile(`Sehr geehrter Herr |Sehr geehrte Frau `), s, func(m []string) string {
			if strings.Contains(m[0], "Herr") {
				return "Sehr geehrte Frau "
			}
			return "Sehr geehrter Herr "
		})
	}},
	// The apology in a casual register (誠に申し訳ございません → すみません, Wir bitten
	// Sie, die Unannehmlichkeiten zu entschuldigen → Sorry für die Unannehmlichkeiten).
	{"b23c_apology_made_casual", "longest", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(regexp.MustCompile(`(?:誠に)?申し訳(?:ございません|ありません)`), s, func(m []string) string { return "すみません" })
		}
		return hoFirstMatch(regexp.MustCompile(`Wir bitten Sie, die Unannehmlichkeiten zu entschuldigen|es tut uns leid|Es tut uns leid`), s, func(m []string) string {
			if strings.HasPrefix(m[0], "Wir") {
				return "Sorry für die Unannehmlichkeiten"
			}
			if strings.HasPrefix(m[0], "Es") {
				return "Sorry"
			}
			return "sorry"
		})
	}},
	// Japanese thanks with the humble いただき made casual (ご利用いただき、誠にありがとう
	// ございます → 利用してくれて、ありがとうございます).
	{"b23c_ja_humble_thanks_made_casual", "longest", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		re := regexp.MustCompile(`(?:ご|お)(\p{Han}+)(?:を)?いただき、(?:誠に)?ありがとうございま(した|す)`)
		return hoFirstMatch(re, s, func(m []string) string { return m[1] + "してくれて、ありがとうございま" + m[2] })
	}},

	// ---- procedures ----

	// Two numbered steps from the middle merged, the second step's first sentence (its
	// action) lost; the steps after it renumbered.
	{"b23c_steps_merged_action_lost", "raw", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		var steps []int
		for i, l := range lines {
			if b23cStepLine.MatchString(l) {
				steps = append(steps, i)
			}
		}
		if len(steps) < 4 {
			return s
		}
		for k := len(steps) / 2; k+1 < len(steps); k++ {
			a, b := steps[k], steps[k+1]
			if b != a+1 {
				continue
			}
			body := b23cStepLine.FindStringSubmatch(lines[b])[2]
			sens := hoSentences(lang, body)
			if len(sens) < 2 {
				continue
			}
			sep := " "
			if lang == "ja" {
				sep = ""
			}
			lines[a] = strings.TrimRight(lines[a], " ") + sep + strings.Join(sens[1:], "")
			lines = append(lines[:b:b], lines[b+1:]...)
			for i := b; i < len(lines); i++ {
				m := b23cStepLine.FindStringSubmatch(lines[i])
				if m == nil {
					break
				}
				n, _ := strconv.Atoi(m[1])
				lines[i] = strconv.Itoa(n-1) + ". " + m[2]
			}
			return strings.Join(lines, "\n")
		}
		return s
	}},
	// A step's precondition dropped (Bluetooth をオンにしてから、…; …, wenn die 10
	// Minuten abgelaufen sind): the action now holds whatever the state.
	{"b23c_step_precondition_dropped", "raw", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(regexp.MustCompile(`(?m)^((?:\d+\. |[-・] ?)(?:[^\n]*。)?)[^。、\n]{4,}てから、`), s, func(m []string) string { return m[1] })
		}
		return hoFirstMatch(regexp.MustCompile(`(?m)^((?:\d+\. |- )[^\n]*?), (?:wenn|sobald|nachdem) [^.;\n]*`), s, func(m []string) string { return m[1] })
	}},
	// A limitation or prohibition hedged into a maybe (werden nicht unterstützt →
	// werden nur eingeschränkt unterstützt, できません → 難しい場合がございます).
	{"b23c_limitation_hedged", "first", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(regexp.MustCompile(`できません`), s, func(m []string) string { return "難しい場合がございます" })
		}
		return hoFirstMatch(regexp.MustCompile(`nicht unterstützt|nicht am Wochenende|nicht möglich`), s, func(m []string) string {
			return map[string]string{"nicht unterstützt": "nur eingeschränkt unterstützt", "nicht am Wochenende": "möglichst nicht am Wochenende", "nicht möglich": "nur eingeschränkt möglich"}[m[0]]
		})
	}},
	// A step's action for the user said to happen by itself (Geben Sie das Passwort …
	// ein → Das Passwort … wird automatisch übernommen; …を入力してください → …は自動で入力
	// されます): the customer skips what they must do.
	{"b23c_user_action_made_automatic", "raw", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(regexp.MustCompile(`(?m)^(\d+\. [^\n]*?)を入力してください。`), s, func(m []string) string { return m[1] + "は自動で入力されます。" })
		}
		return hoFirstMatch(regexp.MustCompile(`(?m)^(\d+\. (?:[^\n]*?\. )?)Geben Sie ([^.\n]+?) ein\.`), s, func(m []string) string {
			return m[1] + b23cCap(m[2]) + " wird automatisch übernommen."
		})
	}},

	// ---- tables ----

	// The second row's last cell takes the first row's value (Garantie 2 Jahre → 5
	// Jahre, 金額 26,700円 → 24,800円).
	{"b23c_table_cell_from_row_above", "raw", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		rows := b23cTableRows(lines)
		if rows == nil || len(rows) < 4 {
			return s
		}
		a, b := b23cCells(lines[rows[2]]), b23cCells(lines[rows[3]])
		if len(a) != len(b) || a[len(a)-1] == b[len(b)-1] {
			return s
		}
		b[len(b)-1] = a[len(a)-1]
		lines[rows[3]] = b23cJoinCells(b)
		return strings.Join(lines, "\n")
	}},
	// A column the prompt asks for dropped from the table (the third: Lieferzeit, 単価).
	{"b23c_table_column_dropped", "raw", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		rows := b23cTableRows(lines)
		if rows == nil {
			return s
		}
		for _, i := range rows {
			c := b23cCells(lines[i])
			if len(c) < 4 {
				return s
			}
			lines[i] = b23cJoinCells(append(c[:2:2], c[3:]...))
		}
		return strings.Join(lines, "\n")
	}},
	// The line the prompt asks for below the table (the recommendation, the delivery
	// date) dropped: the last line after the table.
	{"b23c_table_trailing_line_dropped", "raw", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		rows := b23cTableRows(lines)
		if rows == nil {
			return s
		}
		for i := len(lines) - 1; i > rows[len(rows)-1]; i-- {
			if strings.TrimSpace(lines[i]) != "" {
				out := append(lines[:i:i], lines[i+1:]...)
				return strings.TrimRight(strings.Join(out, "\n"), "\n")
			}
		}
		return s
	}},

	// ---- translations ----

	// A parenthetical with a number or code condensed away ((Bestellnummer KS-7741),
	// （見積番号 TU-4471）): a detail of the source lost.
	{"b23c_parenthetical_detail_dropped", "longest", func(lang, s string) string {
		re := regexp.MustCompile(` ?[(（]([^()（）\n]*)[)）]`)
		for _, loc := range re.FindAllStringSubmatchIndex(s, -1) {
			if regexp.MustCompile(`\d{2,}`).MatchString(s[loc[2]:loc[3]]) {
				return s[:loc[0]] + s[loc[1]:]
			}
		}
		return s
	}},
	// A proper name that must stay as written translated (Institut für
	// Schwingungstechnik → 振動技術研究所, Kobayashi Seiki → Kobayashi Präzisionsmaschinen).
	{"b23c_proper_name_translated", "first", func(lang, s string) string {
		glossary := [][2]string{{"Kobayashi Seiki", "Kobayashi Präzisionsmaschinen"}}
		if lang == "ja" {
			glossary = [][2]string{{"Institut für Schwingungstechnik", "振動技術研究所"}, {"Lindenstraße", "リンデン通り"}}
		}
		for _, p := range glossary {
			if strings.Contains(s, p[0]) {
				return strings.Replace(s, p[0], p[1], 1)
			}
		}
		return s
	}},
	// A date left in the other language's format: 2026年10月14日 → 14.10.2026 in
	// Japanese, 19.10.2026 → 2026/10/19 in German.
	{"b23c_date_left_in_source_locale", "strings", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(regexp.MustCompile(`(\d{4})年(\d{1,2})月(\d{1,2})日`), s, func(m []string) string {
				mo, _ := strconv.Atoi(m[2])
				d, _ := strconv.Atoi(m[3])
				return fmt.Sprintf("%02d.%02d.%s", d, mo, m[1])
			})
		}
		return hoFirstMatch(hoDeNumDate, s, func(m []string) string {
			d, _ := strconv.Atoi(m[1])
			mo, _ := strconv.Atoi(m[2])
			return fmt.Sprintf("%s/%02d/%02d", m[3], mo, d)
		})
	}},
}
