package grade

// Blind batch 66c: damage specific to structured answers (JSON extractions, Markdown
// tables and the sums below them). Most kinds break a record of the answer and then
// keep the answer internally consistent, as a model that computes its own totals
// does: a line item dropped, doubled, fused or bundled, a quantity or unit price
// misread, with every dependent total worked out again so that the arithmetic still
// adds up and only the prompt shows the answer to be wrong. Others move a JSON value
// onto the member before it (its own key lost), fold a table's last column (or a
// money object's currency) into the field before it, or change one reference code,
// date or amount consistently at every mention, so that no two mentions disagree.

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"regexp"
	"strconv"
	"strings"
	"time"
)

// ho66cSafe turns a panic of a kind into "kind does not apply".
func ho66cSafe(f func(lang, s string) string) func(lang, s string) string {
	return func(lang, s string) (out string) {
		defer func() {
			if recover() != nil {
				out = s
			}
		}()
		return f(lang, s)
	}
}

// ho66cParse decodes one JSON value keeping key order; nil when s is no JSON.
func ho66cParse(s string) *jsonNode {
	t := strings.TrimSpace(s)
	if !strings.HasPrefix(t, "{") && !strings.HasPrefix(t, "[") {
		return nil
	}
	dec := json.NewDecoder(strings.NewReader(t))
	dec.UseNumber()
	n, err := readNode(dec)
	if err != nil {
		return nil
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil
	}
	return n
}

func ho66cEncode(n *jsonNode) string {
	var b bytes.Buffer
	n.encode(&b, same, false)
	return b.String()
}

func ho66cKey(n *jsonNode, names ...string) int {
	if n == nil || !n.object {
		return -1
	}
	for _, want := range names {
		for i, k := range n.keys {
			if k == want {
				return i
			}
		}
	}
	return -1
}

func ho66cNum(n *jsonNode) (float64, bool) {
	if n == nil || n.str != nil || n.object || n.array || n.scalar == "" {
		return 0, false
	}
	v, err := strconv.ParseFloat(n.scalar, 64)
	return v, err == nil
}

// ho66cSetNum writes v into n with as many decimals as like has.
func ho66cSetNum(n *jsonNode, v float64, like string) {
	dec := 0
	if i := strings.IndexByte(like, '.'); i >= 0 {
		dec = len(like) - i - 1
	}
	n.scalar = strconv.FormatFloat(v, 'f', dec, 64)
}

func ho66cRound(v float64) float64 { return math.Round(v*100) / 100 }

// ho66cRecords finds the JSON answer's line items: an array of objects that all have a
// name, a quantity and a unit price.
func ho66cRecords(doc *jsonNode) (parent *jsonNode, idx int, arr *jsonNode) {
	if doc == nil || !doc.object {
		return nil, -1, nil
	}
	for i, v := range doc.vals {
		if !v.array || len(v.elems) < 2 {
			continue
		}
		ok := true
		for _, e := range v.elems {
			if ho66cKey(e, "menge", "quantity") < 0 || ho66cKey(e, "einzelpreis", "unit_price") < 0 || ho66cKey(e, "bezeichnung", "product") < 0 {
				ok = false
				break
			}
		}
		if ok {
			return doc, i, v
		}
	}
	return nil, -1, nil
}

func ho66cQty(e *jsonNode) *jsonNode   { return e.vals[ho66cKey(e, "menge", "quantity")] }
func ho66cPrice(e *jsonNode) *jsonNode { return e.vals[ho66cKey(e, "einzelpreis", "unit_price")] }
func ho66cName(e *jsonNode) *jsonNode  { return e.vals[ho66cKey(e, "bezeichnung", "product")] }

// ho66cCopy deep-copies a JSON node.
func ho66cCopy(n *jsonNode) *jsonNode {
	c := &jsonNode{object: n.object, array: n.array, scalar: n.scalar}
	c.keys = append([]string(nil), n.keys...)
	for _, v := range n.vals {
		c.vals = append(c.vals, ho66cCopy(v))
	}
	for _, e := range n.elems {
		c.elems = append(c.elems, ho66cCopy(e))
	}
	if n.str != nil {
		s := *n.str
		c.str = &s
	}
	return c
}

// ho66cRecompute works the totals of a JSON answer out again from its line items:
// netto, mwst (at the rate the answer used) and brutto, or total.value.
func ho66cRecompute(doc, arr *jsonNode) {
	sum := 0.0
	for _, e := range arr.elems {
		q, ok1 := ho66cNum(ho66cQty(e))
		p, ok2 := ho66cNum(ho66cPrice(e))
		if !ok1 || !ok2 {
			return
		}
		sum += q * p
	}
	sum = ho66cRound(sum)
	if i := ho66cKey(doc, "netto"); i >= 0 {
		old, ok := ho66cNum(doc.vals[i])
		if !ok || old == 0 {
			return
		}
		like := doc.vals[i].scalar
		ho66cSetNum(doc.vals[i], sum, like)
		vat := 0.0
		if j := ho66cKey(doc, "mwst"); j >= 0 {
			if ov, ok := ho66cNum(doc.vals[j]); ok {
				rate := math.Round(ov/old*100) / 100
				vat = ho66cRound(sum * rate)
				ho66cSetNum(doc.vals[j], vat, doc.vals[j].scalar)
			}
		}
		if j := ho66cKey(doc, "brutto"); j >= 0 {
			ho66cSetNum(doc.vals[j], ho66cRound(sum+vat), doc.vals[j].scalar)
		}
		return
	}
	if i := ho66cKey(doc, "total"); i >= 0 {
		t := doc.vals[i]
		if j := ho66cKey(t, "value"); j >= 0 {
			ho66cSetNum(t.vals[j], sum, t.vals[j].scalar)
		}
	}
}

// ho66cLead raises the leading digit of a positive value (9 becomes 8).
func ho66cLead(v float64) float64 {
	if v <= 0 {
		return v
	}
	p := math.Pow(10, math.Floor(math.Log10(v)))
	if math.Floor(v/p) >= 9 {
		return v - p
	}
	return v + p
}

// Markdown tables.

type ho66cTable struct {
	lines      []string
	head       int // index of the header line; head+1 is the delimiter row
	end        int // first line after the table
	header     []string
	rows       [][]string
	qty, price int
	amount     int
}

func ho66cCells(line string) []string {
	t := strings.TrimSpace(line)
	t = strings.TrimPrefix(t, "|")
	t = strings.TrimSuffix(t, "|")
	parts := strings.Split(t, "|")
	for i := range parts {
		parts[i] = strings.TrimSpace(parts[i])
	}
	return parts
}

func ho66cRowLine(cells []string) string { return "| " + strings.Join(cells, " | ") + " |" }

var ho66cDelim = regexp.MustCompile(`^\|(?:\s*:?-{3,}:?\s*\|)+\s*$`)

// ho66cFindTable finds the first Markdown table of s with at least two data rows.
func ho66cFindTable(s string) (*ho66cTable, bool) {
	lines := strings.Split(s, "\n")
	for i := 0; i+3 < len(lines); i++ {
		if !strings.HasPrefix(strings.TrimSpace(lines[i]), "|") || !ho66cDelim.MatchString(strings.TrimSpace(lines[i+1])) {
			continue
		}
		t := &ho66cTable{lines: lines, head: i, header: ho66cCells(lines[i]), qty: -1, price: -1, amount: -1}
		j := i + 2
		for j < len(lines) && strings.HasPrefix(strings.TrimSpace(lines[j]), "|") {
			c := ho66cCells(lines[j])
			if len(c) != len(t.header) {
				return nil, false
			}
			t.rows = append(t.rows, c)
			j++
		}
		t.end = j
		if len(t.rows) < 2 {
			return nil, false
		}
		for k, h := range t.header {
			switch h {
			case "数量", "Menge", "Anzahl":
				t.qty = k
			case "単価", "Einzelpreis", "Preis":
				t.price = k
			case "金額", "Betrag", "Gesamtpreis":
				t.amount = k
			}
		}
		return t, true
	}
	return nil, false
}

// render writes the table back, with a delimiter row of the header's width.
func (t *ho66cTable) render() string {
	out := append([]string(nil), t.lines[:t.head]...)
	out = append(out, ho66cRowLine(t.header), "|"+strings.Repeat("---|", len(t.header)))
	for _, r := range t.rows {
		out = append(out, ho66cRowLine(r))
	}
	out = append(out, t.lines[t.end:]...)
	return strings.Join(out, "\n")
}

var (
	ho66cQtyCell   = regexp.MustCompile(`^(\d+)(\S*)$`)
	ho66cJaMoney   = regexp.MustCompile(`^(\d{1,3}(?:,\d{3})*|\d+)円$`)
	ho66cDeMoney   = regexp.MustCompile(`^(\d{1,3}(?:\.\d{3})*,\d{2}) €$`)
	ho66cJaTotal   = regexp.MustCompile(`(?m)^(合計[^：:\n]*[：:]\s*)(\d{1,3}(?:,\d{3})*|\d+)円`)
	ho66cDeTotal   = regexp.MustCompile(`(?m)^((?:Summe|Gesamt|Gesamtsumme)[^:\n]*:\s*)(\d{1,3}(?:\.\d{3})*,\d{2}) €`)
	ho66cJaAmtText = regexp.MustCompile(`(\d{1,3}(?:,\d{3})+|\d+)(円|ユーロ)`)
	ho66cDeAmtText = regexp.MustCompile(`(\d{1,3}(?:\.\d{3})*,\d{2}) ?€`)
)

// ho66cMoney reads a money cell as cents.
func ho66cMoney(cell string) (int64, bool) {
	if m := ho66cJaMoney.FindStringSubmatch(cell); m != nil {
		v, err := strconv.ParseInt(strings.ReplaceAll(m[1], ",", ""), 10, 64)
		return v * 100, err == nil
	}
	if m := ho66cDeMoney.FindStringSubmatch(cell); m != nil {
		v, err := strconv.ParseInt(strings.NewReplacer(".", "", ",", "").Replace(m[1]), 10, 64)
		return v, err == nil
	}
	return 0, false
}

func ho66cGroup(n int64, sep string) string {
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

// ho66cFmtMoney writes cents in the answer's language, bare (no currency sign).
func ho66cFmtMoney(lang string, cents int64) string {
	if lang == "ja" {
		return ho66cGroup(cents/100, ",")
	}
	return fmt.Sprintf("%s,%02d", ho66cGroup(cents/100, "."), cents%100)
}

func ho66cFmtCell(lang string, cents int64) string {
	if lang == "ja" {
		return ho66cFmtMoney(lang, cents) + "円"
	}
	return ho66cFmtMoney(lang, cents) + " €"
}

// quote reports whether the table is a quote with quantity, unit price and amount.
func (t *ho66cTable) quote() bool { return t.qty >= 0 && t.price >= 0 && t.amount >= 0 }

func (t *ho66cTable) rowQty(r []string) (int64, string, bool) {
	m := ho66cQtyCell.FindStringSubmatch(r[t.qty])
	if m == nil {
		return 0, "", false
	}
	q, err := strconv.ParseInt(m[1], 10, 64)
	return q, m[2], err == nil
}

// recompute works every row's amount and the total line below the table out again.
func (t *ho66cTable) recompute(lang string) bool {
	var sum int64
	for _, r := range t.rows {
		q, _, ok := t.rowQty(r)
		p, ok2 := ho66cMoney(r[t.price])
		if !ok || !ok2 {
			return false
		}
		r[t.amount] = ho66cFmtCell(lang, q*p)
		sum += q * p
	}
	re := ho66cDeTotal
	if lang == "ja" {
		re = ho66cJaTotal
	}
	for i := t.end; i < len(t.lines); i++ {
		if loc := re.FindStringSubmatchIndex(t.lines[i]); loc != nil {
			l := t.lines[i]
			t.lines[i] = l[:loc[4]] + ho66cFmtMoney(lang, sum) + l[loc[5]:]
			break
		}
	}
	return true
}

// ho66cJoiner joins two values of one field in the answer's language.
func ho66cJoiner(lang string) string {
	if lang == "ja" {
		return "、"
	}
	return ", "
}

// Text amounts and dates.

type ho66cAmt struct {
	at, end int // byte span of the figure
	cents   int64
}

func ho66cTextAmounts(lang, s string) []ho66cAmt {
	var out []ho66cAmt
	if lang == "ja" {
		for _, m := range ho66cJaAmtText.FindAllStringSubmatchIndex(s, -1) {
			if m[2] > 0 && strings.ContainsAny(s[m[2]-1:m[2]], "0123456789.,") {
				continue
			}
			v, err := strconv.ParseInt(strings.ReplaceAll(s[m[2]:m[3]], ",", ""), 10, 64)
			if err == nil {
				out = append(out, ho66cAmt{m[2], m[3], v * 100})
			}
		}
		return out
	}
	for _, m := range ho66cDeAmtText.FindAllStringSubmatchIndex(s, -1) {
		if m[2] > 0 && strings.ContainsAny(s[m[2]-1:m[2]], "0123456789.,") {
			continue
		}
		v, err := strconv.ParseInt(strings.NewReplacer(".", "", ",", "").Replace(s[m[2]:m[3]]), 10, 64)
		if err == nil {
			out = append(out, ho66cAmt{m[2], m[3], v})
		}
	}
	return out
}

// ho66cReplaceAmount rewrites every text mention of the amount old as nw.
func ho66cReplaceAmount(lang, s string, old, nw int64) string {
	as := ho66cTextAmounts(lang, s)
	for i := len(as) - 1; i >= 0; i-- {
		if as[i].cents == old {
			s = s[:as[i].at] + ho66cFmtMoney(lang, nw) + s[as[i].end:]
		}
	}
	return s
}

func ho66cLeadCents(lang string, c int64) int64 {
	if lang == "ja" {
		return int64(ho66cLead(float64(c/100))) * 100
	}
	return int64(math.Round(ho66cLead(float64(c)/100) * 100))
}

var (
	ho66cISO     = regexp.MustCompile(`\b(\d{4})-(\d{2})-(\d{2})\b`)
	ho66cDeNum   = regexp.MustCompile(`\b(\d{1,2})\.(\d{1,2})\.(\d{4})\b`)
	ho66cDeNamed = regexp.MustCompile(`\b(\d{1,2})\. (Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember)(?: (\d{4}))?`)
	ho66cJaDay   = regexp.MustCompile(`(?:(\d{4})年)?(\d{1,2})月(\d{1,2})日`)
)

type ho66cDate struct {
	at, end  int
	form     int // 0 ISO, 1 de numeric, 2 de named, 3 ja
	y, m, d  int // y 0 when the mention has no year
	padDay   bool
	padMonth bool
}

func ho66cDates(lang, s string) []ho66cDate {
	var out []ho66cDate
	atoi := func(x string) int { v, _ := strconv.Atoi(x); return v }
	for _, m := range ho66cISO.FindAllStringSubmatchIndex(s, -1) {
		out = append(out, ho66cDate{m[0], m[1], 0, atoi(s[m[2]:m[3]]), atoi(s[m[4]:m[5]]), atoi(s[m[6]:m[7]]), true, true})
	}
	if lang == "ja" {
		for _, m := range ho66cJaDay.FindAllStringSubmatchIndex(s, -1) {
			y := 0
			if m[2] >= 0 {
				y = atoi(s[m[2]:m[3]])
			}
			out = append(out, ho66cDate{m[0], m[1], 3, y, atoi(s[m[4]:m[5]]), atoi(s[m[6]:m[7]]), false, false})
		}
	} else {
		for _, m := range ho66cDeNum.FindAllStringSubmatchIndex(s, -1) {
			out = append(out, ho66cDate{m[0], m[1], 1, atoi(s[m[6]:m[7]]), atoi(s[m[4]:m[5]]), atoi(s[m[2]:m[3]]), m[3]-m[2] == 2, m[5]-m[4] == 2})
		}
		for _, m := range ho66cDeNamed.FindAllStringSubmatchIndex(s, -1) {
			y := 0
			if m[6] >= 0 {
				y = atoi(s[m[6]:m[7]])
			}
			mon := 0
			for i, n := range deMonths {
				if n == s[m[4]:m[5]] {
					mon = i + 1
				}
			}
			out = append(out, ho66cDate{m[0], m[1], 2, y, mon, atoi(s[m[2]:m[3]]), strings.HasPrefix(s[m[2]:m[3]], "0"), false})
		}
	}
	// in order of appearance
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && out[j].at < out[j-1].at; j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out
}

func (d ho66cDate) format(t time.Time) string {
	pad := func(v int, p bool) string {
		if p {
			return fmt.Sprintf("%02d", v)
		}
		return strconv.Itoa(v)
	}
	switch d.form {
	case 0:
		return t.Format("2006-01-02")
	case 1:
		return pad(t.Day(), d.padDay) + "." + pad(int(t.Month()), d.padMonth) + "." + strconv.Itoa(t.Year())
	case 2:
		out := pad(t.Day(), d.padDay) + ". " + deMonths[t.Month()-1]
		if d.y != 0 {
			out += " " + strconv.Itoa(t.Year())
		}
		return out
	}
	out := strconv.Itoa(int(t.Month())) + "月" + strconv.Itoa(t.Day()) + "日"
	if d.y != 0 {
		out = strconv.Itoa(t.Year()) + "年" + out
	}
	return out
}

// ho66cCodeRe finds reference codes (order, invoice, case numbers) and model codes.
var ho66cCodeRe = regexp.MustCompile(`\b[A-Z]{1,5}-\d[\d-]{2,}\d\b|\b[A-Z]{1,3}\d{3,}\b`)

var heldOutBatch66c = []heldOutKind{
	// Two line items fused into one, as a deduplicating extraction does: the first
	// item's name and unit price kept, the quantities added, the second item gone; the
	// stated totals stay. "positionen": [{Gärkorbreinigungsservice, 4, 185.00},
	// {Backofenthermometer Präzisa, 2, 64.50}] → [{Gärkorbreinigungsservice, 6, 185.00}].
	{"b66c_records_fused_quantities_summed_first_price_kept", "raw", ho66cSafe(func(lang, s string) string {
		if doc := ho66cParse(s); doc != nil {
			p, i, arr := ho66cRecords(doc)
			if arr == nil {
				return s
			}
			a, b := arr.elems[0], arr.elems[1]
			qa, ok1 := ho66cNum(ho66cQty(a))
			qb, ok2 := ho66cNum(ho66cQty(b))
			if !ok1 || !ok2 {
				return s
			}
			ho66cSetNum(ho66cQty(a), qa+qb, ho66cQty(a).scalar)
			arr.elems = append(arr.elems[:1:1], arr.elems[2:]...)
			p.vals[i] = arr
			return ho66cEncode(doc)
		}
		t, ok := ho66cFindTable(s)
		if !ok || !t.quote() {
			return s
		}
		qa, unit, ok1 := t.rowQty(t.rows[0])
		qb, _, ok2 := t.rowQty(t.rows[1])
		pa, ok3 := ho66cMoney(t.rows[0][t.price])
		if !ok1 || !ok2 || !ok3 {
			return s
		}
		t.rows[0][t.qty] = strconv.FormatInt(qa+qb, 10) + unit
		t.rows[0][t.amount] = ho66cFmtCell(lang, (qa+qb)*pa)
		t.rows = append(t.rows[:1:1], t.rows[2:]...)
		return t.render()
	})},

	// A JSON value moved onto the member before it, its own key lost, as an extraction
	// that skipped a key and slid the next value up: "plz": "01067", "ort": "Dresden"
	// → "plz": "Dresden"; "summary": "…", "reply": "松本様…" → "summary": "松本様…".
	{"b66c_json_value_moved_onto_previous_member_own_key_lost", "raw", ho66cSafe(func(lang, s string) string {
		doc := ho66cParse(s)
		if doc == nil || !doc.object {
			return s
		}
		for i := len(doc.vals) - 1; i >= 1; i-- {
			a, b := doc.vals[i-1], doc.vals[i]
			if a.str == nil || b.str == nil || hoIsDate(*a.str) || hoIsDate(*b.str) || *a.str == *b.str {
				continue
			}
			doc.vals[i-1] = b
			doc.keys = append(doc.keys[:i:i], doc.keys[i+1:]...)
			doc.vals = append(doc.vals[:i:i], doc.vals[i+1:]...)
			return ho66cEncode(doc)
		}
		return s
	})},

	// The last line item dropped and every total worked out again without it, so the
	// answer adds up but lacks an item of the prompt: netto 869.00 → 740.00, mwst
	// 140.60, brutto 880.60; the quote's last row gone and 合計 53,900円 → 51,500円; in
	// a comparison table, the offer row dropped together with the clause about it.
	{"b66c_record_dropped_totals_recomputed_to_match", "raw", ho66cSafe(func(lang, s string) string {
		if doc := ho66cParse(s); doc != nil {
			_, _, arr := ho66cRecords(doc)
			if arr == nil {
				return s
			}
			arr.elems = arr.elems[:len(arr.elems)-1]
			ho66cRecompute(doc, arr)
			return ho66cEncode(doc)
		}
		t, ok := ho66cFindTable(s)
		if !ok {
			return s
		}
		if t.quote() {
			t.rows = t.rows[:len(t.rows)-1]
			if !t.recompute(lang) {
				return s
			}
			return t.render()
		}
		// A comparison table: drop the row the text below names in a clause of its own.
		for r := len(t.rows) - 1; r >= 0; r-- {
			name := t.rows[r][0]
			for i := t.end; i < len(t.lines); i++ {
				for _, sep := range []string{"; ", "；", "。"} {
					k := strings.Index(t.lines[i], sep+name)
					if k < 0 {
						continue
					}
					rest := t.lines[i][k+len(sep):]
					stop := strings.IndexAny(rest, ".。")
					if stop < 0 {
						continue
					}
					t.lines[i] = t.lines[i][:k] + rest[stop:]
					t.rows = append(t.rows[:r:r], t.rows[r+1:]...)
					return t.render()
				}
			}
		}
		return s
	})},

	// The last line item listed twice and every total worked out again with it:
	// [{交換用パッキン, 2, 1100}] twice and "total" 15000 → 17200; the quote's
	// ホチキス針 row twice and 合計 53,900円 → 56,300円.
	{"b66c_record_duplicated_totals_recomputed_to_match", "raw", ho66cSafe(func(lang, s string) string {
		if doc := ho66cParse(s); doc != nil {
			_, _, arr := ho66cRecords(doc)
			if arr == nil {
				return s
			}
			arr.elems = append(arr.elems, ho66cCopy(arr.elems[len(arr.elems)-1]))
			ho66cRecompute(doc, arr)
			return ho66cEncode(doc)
		}
		t, ok := ho66cFindTable(s)
		if !ok || !t.quote() {
			return s
		}
		t.rows = append(t.rows, append([]string(nil), t.rows[len(t.rows)-1]...))
		if !t.recompute(lang) {
			return s
		}
		return t.render()
	})},

	// The first item's quantity misread one higher, its line amount and every total
	// worked out again: "menge": 4 → 5, netto 1054.00, mwst 200.26, brutto 1254.26;
	// | コピー用紙A4 | 10箱 | 2,480円 | 24,800円 | → 11箱 … 27,280円, 合計 56,380円.
	{"b66c_first_line_quantity_raised_totals_recomputed_to_match", "raw", ho66cSafe(func(lang, s string) string {
		if doc := ho66cParse(s); doc != nil {
			_, _, arr := ho66cRecords(doc)
			if arr == nil {
				return s
			}
			q := ho66cQty(arr.elems[0])
			v, ok := ho66cNum(q)
			if !ok {
				return s
			}
			ho66cSetNum(q, v+1, q.scalar)
			ho66cRecompute(doc, arr)
			return ho66cEncode(doc)
		}
		t, ok := ho66cFindTable(s)
		if !ok || !t.quote() {
			return s
		}
		q, unit, ok := t.rowQty(t.rows[0])
		if !ok {
			return s
		}
		t.rows[0][t.qty] = strconv.FormatInt(q+1, 10) + unit
		if !t.recompute(lang) {
			return s
		}
		return t.render()
	})},

	// One component amount misread (its leading digit one higher) and the sum it
	// feeds worked out again, everywhere it is stated: "einzelpreis": 64.50 → 74.50
	// with netto 889.00, mwst 168.91, brutto 1057.91; 追加ユーザー料金5,500円 …
	// 合計38,500円 → 6,500円 … 39,500円; 2.400,00 € Bereitschaftspauschale …
	// zusammen 21.150,00 € → 3.400,00 € … 22.150,00 €.
	{"b66c_component_amount_raised_sum_recomputed_to_match", "raw", ho66cSafe(func(lang, s string) string {
		if doc := ho66cParse(s); doc != nil {
			_, _, arr := ho66cRecords(doc)
			if arr == nil {
				return s
			}
			p := ho66cPrice(arr.elems[len(arr.elems)-1])
			v, ok := ho66cNum(p)
			if !ok || v <= 0 {
				return s
			}
			ho66cSetNum(p, ho66cLead(v), p.scalar)
			ho66cRecompute(doc, arr)
			return ho66cEncode(doc)
		}
		if t, ok := ho66cFindTable(s); ok && t.quote() {
			r := t.rows[len(t.rows)-1]
			p, ok := ho66cMoney(r[t.price])
			if !ok {
				return s
			}
			r[t.price] = ho66cFmtCell(lang, ho66cLeadCents(lang, p))
			if !t.recompute(lang) {
				return s
			}
			return t.render()
		}
		// A text line stating parts and their sum: raise the last part, rewrite the
		// sum, and every other mention of either.
		for _, line := range strings.Split(s, "\n") {
			as := ho66cTextAmounts(lang, line)
			if len(as) < 3 {
				continue
			}
			var parts int64
			for _, a := range as[:len(as)-1] {
				parts += a.cents
			}
			total := as[len(as)-1].cents
			if parts != total {
				continue
			}
			old := as[len(as)-2].cents
			nw := ho66cLeadCents(lang, old)
			out := ho66cReplaceAmount(lang, s, total, total+nw-old)
			return ho66cReplaceAmount(lang, out, old, nw)
		}
		return s
	})},

	// A table's last column folded into the column before it, its heading lost, so the
	// values of two headings sit under one; a JSON money object's currency folded into
	// its value: | 6 Wochen | 5 Jahre | → | 6 Wochen, 5 Jahre | under "Lieferzeit";
	// "total": {"value": 1249.90, "currency": "EUR"} → "total": {"value": "1249.90 EUR"}.
	{"b66c_last_column_or_currency_folded_into_previous_field", "raw", ho66cSafe(func(lang, s string) string {
		if doc := ho66cParse(s); doc != nil {
			var fold func(n *jsonNode) bool
			fold = func(n *jsonNode) bool {
				if n.object && len(n.keys) == 2 && n.keys[0] == "value" && n.keys[1] == "currency" && n.vals[1].str != nil && n.vals[0].scalar != "" {
					v := n.vals[0].scalar + " " + *n.vals[1].str
					n.keys = n.keys[:1]
					n.vals = []*jsonNode{{str: &v}}
					return true
				}
				for _, c := range append(append([]*jsonNode(nil), n.vals...), n.elems...) {
					if fold(c) {
						return true
					}
				}
				return false
			}
			if !fold(doc) {
				return s
			}
			return ho66cEncode(doc)
		}
		t, ok := ho66cFindTable(s)
		if !ok || len(t.header) < 3 {
			return s
		}
		n := len(t.header)
		t.header = t.header[:n-1]
		for i, r := range t.rows {
			r[n-2] = r[n-2] + ho66cJoiner(lang) + r[n-1]
			t.rows[i] = r[:n-1]
		}
		return t.render()
	})},

	// Two line items bundled into one lot at quantity 1, priced at their combined line
	// total, so the totals still add up but the quantities and unit prices are gone:
	// [{ソラノ電気ケトル K1, 1, 12800}, {交換用パッキン, 2, 1100}] →
	// [{ソラノ電気ケトル K1、交換用パッキン, 1, 15000}].
	{"b66c_two_lines_bundled_as_one_lot_at_combined_price", "raw", ho66cSafe(func(lang, s string) string {
		if doc := ho66cParse(s); doc != nil {
			p, i, arr := ho66cRecords(doc)
			if arr == nil {
				return s
			}
			a, b := arr.elems[0], arr.elems[1]
			qa, ok1 := ho66cNum(ho66cQty(a))
			qb, ok2 := ho66cNum(ho66cQty(b))
			pa, ok3 := ho66cNum(ho66cPrice(a))
			pb, ok4 := ho66cNum(ho66cPrice(b))
			na, nb := ho66cName(a), ho66cName(b)
			if !ok1 || !ok2 || !ok3 || !ok4 || na.str == nil || nb.str == nil {
				return s
			}
			joined := *na.str + ho66cJoiner(lang) + *nb.str
			if lang == "de" {
				joined = *na.str + " und " + *nb.str
			}
			na.str = &joined
			ho66cSetNum(ho66cQty(a), 1, "1")
			ho66cSetNum(ho66cPrice(a), ho66cRound(qa*pa+qb*pb), ho66cPrice(a).scalar)
			arr.elems = append(arr.elems[:1:1], arr.elems[2:]...)
			p.vals[i] = arr
			return ho66cEncode(doc)
		}
		t, ok := ho66cFindTable(s)
		if !ok || !t.quote() {
			return s
		}
		aa, ok1 := ho66cMoney(t.rows[0][t.amount])
		ab, ok2 := ho66cMoney(t.rows[1][t.amount])
		if !ok1 || !ok2 {
			return s
		}
		lot := "1式"
		if lang == "de" {
			lot = "1 Posten"
		}
		r := t.rows[0]
		r[0] = r[0] + ho66cJoiner(lang) + t.rows[1][0]
		r[t.qty] = lot
		r[t.price] = ho66cFmtCell(lang, aa+ab)
		r[t.amount] = ho66cFmtCell(lang, aa+ab)
		t.rows = append(t.rows[:1:1], t.rows[2:]...)
		return t.render()
	})},

	// The unit prices of the first two line items traded and every amount and total
	// worked out again, so the answer adds up to a sum the prompt never has:
	// einzelpreis 185.00 ↔ 64.50, netto 628.00, mwst 119.32, brutto 747.32;
	// 2,480円 ↔ 8,900円 with 89,000円 and 7,440円, 合計 98,840円.
	{"b66c_unit_prices_traded_totals_recomputed_to_match", "raw", ho66cSafe(func(lang, s string) string {
		if doc := ho66cParse(s); doc != nil {
			_, _, arr := ho66cRecords(doc)
			if arr == nil {
				return s
			}
			pa, pb := ho66cPrice(arr.elems[0]), ho66cPrice(arr.elems[1])
			if pa.scalar == pb.scalar || pa.scalar == "" || pb.scalar == "" {
				return s
			}
			pa.scalar, pb.scalar = pb.scalar, pa.scalar
			ho66cRecompute(doc, arr)
			return ho66cEncode(doc)
		}
		t, ok := ho66cFindTable(s)
		if !ok || !t.quote() || t.rows[0][t.price] == t.rows[1][t.price] {
			return s
		}
		t.rows[0][t.price], t.rows[1][t.price] = t.rows[1][t.price], t.rows[0][t.price]
		if !t.recompute(lang) {
			return s
		}
		return t.render()
	})},

	// One reference or model code changed at every mention, so that all mentions agree
	// with each other but not with the prompt: RE-2026-0815 → RE-2026-0816 (the JSON
	// value); 注文番号AP-73015 → AP-73016 in both the summary and the reply; CR2032 →
	// CR2033 wherever the battery is named.
	{"b66c_reference_code_changed_at_every_mention", "raw", ho66cSafe(func(lang, s string) string {
		code := ho66cCodeRe.FindString(s)
		if code == "" {
			return s
		}
		last := code[len(code)-1]
		if last < '0' || last > '9' {
			return s
		}
		nw := code[:len(code)-1] + string('0'+(last-'0'+1)%10)
		return strings.ReplaceAll(s, code, nw)
	})},

	// The last-mentioned date moved one week later at every mention (its weekday still
	// right), so that summary and reply, table and text agree on a date the prompt
	// never gives: 10月22日（木）までの交換品到着を希望 … 10月22日（木）までにお届け
	// (summary and reply) → 10月29日（木）; Ersatzlampe am 20.10.2026 → 27.10.2026;
	// "delivery_date": "2026-10-19" → "2026-10-26".
	{"b66c_last_date_moved_a_week_at_every_mention", "raw", ho66cSafe(func(lang, s string) string {
		ds := ho66cDates(lang, s)
		if len(ds) == 0 {
			return s
		}
		target := ds[len(ds)-1]
		year := target.y
		if year == 0 {
			year = 2026
			for _, d := range ds {
				if d.m == target.m && d.d == target.d && d.y != 0 {
					year = d.y
				}
			}
		}
		if target.m < 1 || target.m > 12 || target.d < 1 || target.d > 31 {
			return s
		}
		moved := time.Date(year, time.Month(target.m), target.d, 0, 0, 0, 0, time.UTC).AddDate(0, 0, 7)
		out := s
		for i := len(ds) - 1; i >= 0; i-- {
			d := ds[i]
			if d.m != target.m || d.d != target.d || (d.y != 0 && d.y != year) {
				continue
			}
			out = out[:d.at] + d.format(moved) + out[d.end:]
		}
		return out
	})},

	// The first amount of a text answer changed (its leading digit one higher) at every
	// mention, so no two mentions disagree: Rechnungsbetrag 1.249,90 € → 2.249,90 €;
	// 固定価格は1,480ユーロ → 2,480ユーロ; 3.912,50 € → 4.912,50 €.
	{"b66c_first_amount_changed_at_every_mention", "raw", ho66cSafe(func(lang, s string) string {
		if ho66cParse(s) != nil {
			return s
		}
		as := ho66cTextAmounts(lang, s)
		if len(as) == 0 || as[0].cents <= 0 {
			return s
		}
		return ho66cReplaceAmount(lang, s, as[0].cents, ho66cLeadCents(lang, as[0].cents))
	})},
}

// ho66cSnippet shows the changed region of a damaged answer with a little context.
func ho66cSnippet(golden, damaged string) (string, string) {
	g, d := []rune(golden), []rune(damaged)
	p := 0
	for p < len(g) && p < len(d) && g[p] == d[p] {
		p++
	}
	sg, sd := len(g), len(d)
	for sg > p && sd > p && g[sg-1] == d[sd-1] {
		sg--
		sd--
	}
	from := max(p-40, 0)
	cut := func(rs []rune, end int) string {
		return strings.ReplaceAll(string(rs[from:min(end+40, len(rs))]), "\n", "⏎")
	}
	return cut(g, sg), cut(d, sd)
}
