package grade

// Batch 26b of the held-out study, written blind (no check, no score code read):
// meaning changed by structure and reference rather than by words. Every kind keeps
// the golden's vocabulary almost whole and breaks what it points to or where it
// sits: a pronoun, 同氏 or "am selben Tag" that now resolves to another person or
// date, a condition attached to the sentence or step before its own, a note moved
// into the wrong step, the intros of two lists (or two labels) traded, a table whose
// headers no longer match its cells or whose rows trade their names, a cause and its
// effect turned round, a JSON value moved to a sibling key of the same type, an
// answer that slides into another register in a later paragraph, a letter that
// speaks of its addressee in the third person once, a list item that loses its
// qualifier, an intro that counts the wrong number of steps, a cross-reference to the
// wrong step. Each is what a careful reviewer of the answer would reject.

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"unicode"
)

var (
	ho26bDePerson  = regexp.MustCompile(`(?:(Herrn?|Frau) )?(?:Prof\. )?(?:Dr\. )?(\p{Lu}\p{Ll}+(?:ß\p{Ll}*)?)`)
	ho26bDeTitled  = regexp.MustCompile(`(Herrn?|Frau) (?:Prof\. )?(?:Dr\. )?(\p{Lu}[\p{L}]+)|(?:Prof\. )(?:Dr\. )?(\p{Lu}[\p{L}]+)`)
	ho26bJaPerson  = regexp.MustCompile(`(\p{Han}{1,3}(?: \p{Han}{1,3})?)(様|部長|課長)|担当の(\p{Han}{2})`)
	ho26bTableRow  = regexp.MustCompile(`^\|.*\|$`)
	ho26bTableSep  = regexp.MustCompile(`^\|(?:\s*:?-+:?\s*\|)+$`)
	ho26bNumStep   = regexp.MustCompile(`^(\d+)\. (.*)$`)
	ho26bBullet    = regexp.MustCompile(`^(- |・|\* )(.*)$`)
	ho26bDeCompany = regexp.MustCompile(`(?:\p{Lu}\p{L}+ )+(?:GmbH|AG|KG|OHG)\b`)
)

// ho26bIsList tells whether a line is a list item (numbered or bulleted).
func ho26bIsList(l string) bool {
	return ho26bNumStep.MatchString(l) || ho26bBullet.MatchString(l)
}

// ho26bTable returns the line indexes of the first Markdown table: header, separator
// and rows; nil without one.
func ho26bTable(lines []string) (int, []int) {
	for i := 0; i+2 < len(lines); i++ {
		if ho26bTableRow.MatchString(lines[i]) && ho26bTableSep.MatchString(lines[i+1]) {
			var rows []int
			for j := i + 2; j < len(lines) && ho26bTableRow.MatchString(lines[j]); j++ {
				rows = append(rows, j)
			}
			return i, rows
		}
	}
	return -1, nil
}

// ho26bCells splits a table row into its trimmed cells.
func ho26bCells(row string) []string {
	parts := strings.Split(strings.Trim(row, "|"), "|")
	for i := range parts {
		parts[i] = strings.TrimSpace(parts[i])
	}
	return parts
}

func ho26bRow(cells []string) string {
	return "| " + strings.Join(cells, " | ") + " |"
}

// ho26bUpperFirst capitalises the first rune.
func ho26bUpperFirst(s string) string {
	rs := []rune(s)
	if len(rs) == 0 {
		return s
	}
	rs[0] = unicode.ToUpper(rs[0])
	return string(rs)
}

// ho26bSwapJSONStrings swaps the string values of two keys of a raw JSON text.
func ho26bSwapJSONStrings(s, k1, k2 string) string {
	re1 := regexp.MustCompile(`("` + regexp.QuoteMeta(k1) + `":\s*)"((?:[^"\\]|\\.)*)"`)
	re2 := regexp.MustCompile(`("` + regexp.QuoteMeta(k2) + `":\s*)"((?:[^"\\]|\\.)*)"`)
	m1, m2 := re1.FindStringSubmatchIndex(s), re2.FindStringSubmatchIndex(s)
	if m1 == nil || m2 == nil || m1[0] > m2[0] {
		return s
	}
	v1, v2 := s[m1[4]:m1[5]], s[m2[4]:m2[5]]
	return s[:m1[4]] + v2 + s[m1[5]:m2[4]] + v1 + s[m2[5]:]
}

// ho26bClosing tells where a German letter's closing starts (the line of "Mit
// freundlichen Grüßen"), or len(lines).
func ho26bClosing(lines []string) int {
	for i, l := range lines {
		if strings.HasPrefix(l, "Mit freundlichen Grüßen") || strings.HasPrefix(l, "Freundliche Grüße") {
			return i
		}
	}
	return len(lines)
}

// ho26bDeDu turns one sentence of the Sie-form into the du-form, or returns it
// unchanged when a "Sie" would be left over.
func ho26bDeDu(sen string) string {
	out := regexp.MustCompile(`\b(\p{L}+)en Sie sich\b`).ReplaceAllString(sen, "${1}e dich")
	out = regexp.MustCompile(`\b(Bitte|bitte) (\p{L}+)en Sie\b`).ReplaceAllString(out, "$1 ${2}e")
	out = regexp.MustCompile(`^(\p{Lu}\p{L}+)en Sie\b`).ReplaceAllString(out, "${1}e")
	out = regexp.MustCompile(`\b(bitten|danken) Sie\b`).ReplaceAllString(out, "$1 dich")
	out = strings.NewReplacer("für Sie", "für dich", "Ihnen", "dir", "Ihre ", "deine ", "Ihren ", "deinen ", "Ihrem ", "deinem ", "Ihrer ", "deiner ", "Ihr ", "dein ").Replace(out)
	if regexp.MustCompile(`\bSie\b|\bIhr`).MatchString(out) {
		return sen
	}
	return out
}

// ho26bJaPlain turns a polite Japanese sentence ending into the plain form, or
// returns it unchanged when its ending is not one it knows.
func ho26bJaPlain(sen string) string {
	t := strings.TrimRight(sen, " ")
	for _, p := range [][2]string{{"いたしました。", "した。"}, {"いたします。", "する。"}, {"ております。", "ている。"}, {"ています。", "ている。"},
		{"ございます。", "ある。"}, {"ありません。", "ない。"}, {"できます。", "できる。"}, {"ります。", "る。"},
		{"れます。", "れる。"}, {"きます。", "く。"}, {"です。", "だ。"}, {"ですか。", "か。"}} {
		if strings.HasSuffix(t, p[0]) {
			return strings.TrimSuffix(t, p[0]) + p[1]
		}
	}
	return sen
}

// heldOutBatch26b: meaning changed by structure and reference.
var heldOutBatch26b = []heldOutKind{
	// A later mention of a person replaced by a pronoun that, where it stands,
	// resolves to the person named just before (aber Frau Müller kann … → aber er
	// kann …, the tenant who is away; 経理部の小西課長 → 経理部の同氏, now 松田部長).
	{"b26b_person_to_wrong_pronoun", "longest", func(lang, s string) string {
		type mention struct {
			at, end int
			name    string
			fem     bool
			subj    bool
		}
		var ms []mention
		if lang == "ja" {
			for _, loc := range ho26bJaPerson.FindAllStringSubmatchIndex(s, -1) {
				if loc[2] >= 0 {
					ms = append(ms, mention{loc[0], loc[1], strings.ReplaceAll(s[loc[2]:loc[3]], " ", ""), false, true})
				} else {
					ms = append(ms, mention{loc[6], loc[7], s[loc[6]:loc[7]], false, false})
				}
			}
			for i := 1; i < len(ms); i++ {
				if ms[i].name != ms[i-1].name && ms[i].subj && !strings.Contains(ms[i].name, ms[i-1].name) {
					// the first line of a letter (the addressee) is no mention to replace
					if !strings.Contains(s[:ms[i].at], "\n") && strings.HasPrefix(s, s[ms[i].at:ms[i].end]) {
						continue
					}
					return s[:ms[i].at] + "同氏" + s[ms[i].end:]
				}
			}
			return s
		}
		for _, loc := range ho26bDeTitled.FindAllStringSubmatchIndex(s, -1) {
			m := mention{at: loc[0], end: loc[1]}
			if loc[2] >= 0 {
				m.name = s[loc[4]:loc[5]]
				m.fem = s[loc[2]:loc[3]] == "Frau"
			} else {
				m.name = s[loc[6]:loc[7]]
			}
			before := s[:loc[0]]
			m.subj = (before == "" || strings.HasSuffix(before, "\n- ") || strings.HasSuffix(before, ". ") ||
				strings.HasSuffix(before, ", aber ") || strings.HasSuffix(before, ": ")) &&
				regexp.MustCompile(`^ \p{Ll}`).MatchString(s[loc[1]:])
			if strings.HasSuffix(before, "geehrter ") || strings.HasSuffix(before, "geehrte ") {
				continue
			}
			ms = append(ms, m)
		}
		for i := 1; i < len(ms); i++ {
			p := ms[i-1]
			if !ms[i].subj || ms[i].name == p.name || s[p.at:p.at+4] == "Prof" {
				continue
			}
			pron := "er"
			if p.fem {
				pron = "sie"
			}
			if !strings.HasSuffix(s[:ms[i].at], ", aber ") {
				pron = ho26bUpperFirst(pron)
			}
			return s[:ms[i].at] + pron + s[ms[i].end:]
		}
		return s
	}},
	// The last date of the text that an earlier, different date precedes replaced by
	// "am selben Tag" / 同日, which now points to that earlier date.
	{"b26b_same_day_points_back_wrong", "first", func(lang, s string) string {
		var re *regexp.Regexp
		if lang == "ja" {
			re = regexp.MustCompile(`(?:\d{4}年)?\d{1,2}月\d{1,2}日(?:（.）)?(?:に|までに)`)
		} else {
			re = regexp.MustCompile(`\bam (?:\p{Lu}\p{Ll}+, )?(\d{1,2}\.\d{1,2}\.\d{4}),?`)
		}
		locs := re.FindAllStringIndex(s, -1)
		for k := len(locs) - 1; k >= 0; k-- {
			loc := locs[k]
			m := s[loc[0]:loc[1]]
			before := s[:loc[0]]
			if strings.HasSuffix(before, "statt ") || strings.HasSuffix(before, "から") {
				continue
			}
			var dateRe *regexp.Regexp
			if lang == "ja" {
				dateRe = hoJaMonth
			} else {
				dateRe = hoDeNumDate
			}
			cur := dateRe.FindString(m)
			prev := dateRe.FindAllString(before, -1)
			if len(prev) == 0 || prev[len(prev)-1] == cur || strings.HasSuffix(cur, prev[len(prev)-1]) {
				continue
			}
			rep := "am selben Tag"
			if lang == "ja" {
				rep = "同日に"
				if strings.HasSuffix(m, "までに") {
					rep = "同日までに"
				}
			}
			return s[:loc[0]] + rep + s[loc[1]:]
		}
		return s
	}},
	// A condition moved from its own sentence onto the sentence before it (Bitte
	// bringen Sie Ihre Versichertenkarte mit, falls Sie den Termin nicht wahrnehmen
	// können. Sagen Sie ihn …; ご不明な点がございましたら、お詫びとして…お送りいたします。).
	{"b26b_condition_on_previous_sentence", "longest", func(lang, s string) string {
		split, refs := hoAllSentences(lang, s)
		var cond *regexp.Regexp
		if lang == "ja" {
			cond = regexp.MustCompile(`^([^。]*?(?:場合は|ましたら)、)(.+)$`)
		} else {
			cond = regexp.MustCompile(`^((?:Falls|Wenn|Sofern|Sollten) [^,]+), (.+)$`)
		}
		for k, r := range refs {
			cur := split[r.line][r.idx]
			m := cond.FindStringSubmatch(cur)
			if m == nil || k == 0 {
				continue
			}
			p := refs[k-1]
			if p.line != r.line {
				if p.line != r.line-1 || ho26bIsList(strings.Join(split[r.line], "")) {
					continue
				}
			}
			prev := split[p.line][p.idx]
			pt := strings.TrimRight(prev, " ")
			trail := prev[len(pt):]
			if lang == "ja" {
				if !strings.HasSuffix(pt, "。") && !strings.HasSuffix(pt, "？") {
					continue
				}
				pre := ""
				if lm := hoListItem.FindStringSubmatchIndex(pt); lm != nil && p.idx == 0 {
					pre, pt = pt[:lm[2]], pt[lm[2]:]
				}
				split[p.line][p.idx] = pre + m[1] + pt + trail
				split[r.line][r.idx] = m[2]
				return hoJoin(split)
			}
			if !strings.HasSuffix(pt, ".") {
				continue
			}
			split[p.line][p.idx] = strings.TrimSuffix(pt, ".") + ", " + strings.ToLower(m[1][:1]) + m[1][1:] + "." + trail
			split[r.line][r.idx] = ho26bUpperFirst(m[2])
			return hoJoin(split)
		}
		return s
	}},
	// The last sentence of a step (from the middle of the procedure on) moved to the
	// end of the step before: what happens after an action is said before it.
	{"b26b_step_sentence_into_previous_step", "raw", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		var steps []int
		for i, l := range lines {
			if ho26bNumStep.MatchString(l) {
				steps = append(steps, i)
			}
		}
		if len(steps) < 3 {
			return s
		}
		for k := len(steps) / 2; k < len(steps); k++ {
			i := steps[k]
			if i == 0 || !ho26bNumStep.MatchString(lines[i-1]) {
				continue
			}
			sens := hoSentences(lang, lines[i])
			if len(sens) < 2 {
				continue
			}
			last := strings.TrimSpace(sens[len(sens)-1])
			lines[i] = strings.TrimRight(strings.Join(sens[:len(sens)-1], ""), " ")
			sep := " "
			if lang == "ja" {
				sep = ""
			}
			lines[i-1] = strings.TrimRight(lines[i-1], " ") + sep + last
			return strings.Join(lines, "\n")
		}
		return s
	}},
	// The intro lines of two lists traded: the steps stand under "Falls die Verbindung
	// nicht klappt:", the checks under "So verbinden Sie …:".
	{"b26b_list_intros_swapped", "raw", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		var intros []int
		for i, l := range lines {
			if strings.TrimSpace(l) == "" || ho26bIsList(l) || ho26bTableRow.MatchString(l) {
				continue
			}
			j := i + 1
			for j < len(lines) && strings.TrimSpace(lines[j]) == "" {
				j++
			}
			if j < len(lines) && ho26bIsList(lines[j]) {
				intros = append(intros, i)
			}
		}
		if len(intros) < 2 {
			return s
		}
		a, b := intros[0], intros[1]
		lines[a], lines[b] = lines[b], lines[a]
		return strings.Join(lines, "\n")
	}},
	// Two label prefixes of an answer traded (- Mehrkosten: … / - Entscheidung: …;
	// 合計（税抜）：… / 納品希望日：…): each label now heads the other's content.
	{"b26b_labels_traded", "raw", func(lang, s string) string {
		re := regexp.MustCompile(`^((?:- |・)?)(\p{Lu}[\p{L}\-]{2,20}): `)
		if lang == "ja" {
			re = regexp.MustCompile(`^((?:- |・)?)([^\s：:。、]{1,12})：`)
		}
		lines := strings.Split(s, "\n")
		var hits []int
		for i, l := range lines {
			if re.MatchString(l) {
				hits = append(hits, i)
			}
		}
		if len(hits) < 2 {
			return s
		}
		a, b := hits[0], hits[len(hits)-1]
		ma, mb := re.FindStringSubmatch(lines[a]), re.FindStringSubmatch(lines[b])
		if ma[2] == mb[2] {
			return s
		}
		la := ma[1] + mb[2] + strings.TrimPrefix(ma[0], ma[1]+ma[2])
		lb := mb[1] + ma[2] + strings.TrimPrefix(mb[0], mb[1]+mb[2])
		lines[a] = la + lines[a][len(ma[0]):]
		lines[b] = lb + lines[b][len(mb[0]):]
		return strings.Join(lines, "\n")
	}},
	// A label renamed to one that no longer matches what it heads (Mehrkosten →
	// Einsparungen, Mangel → Lösung, 合計（税抜） → 合計（税込）, 訪問日時 → 受付日時).
	{"b26b_label_no_longer_matches", "raw", func(lang, s string) string {
		swap := map[string]string{"Mehrkosten": "Einsparungen", "Mangel": "Lösung", "Entscheidung": "Beschluss", "Empfehlung": "Nicht empfohlen",
			"合計（税抜）": "合計（税込）", "訪問日時": "受付日時", "納品希望日": "発注日"}
		re := regexp.MustCompile(`(?m)^((?:- |・)?)(Mehrkosten|Mangel|Entscheidung|Empfehlung|合計（税抜）|訪問日時|納品希望日)([:：])`)
		return hoFirstMatch(re, s, func(m []string) string { return m[1] + swap[m[2]] + m[3] })
	}},
	// The last two column headers of a table traded, the cells kept (Lieferzeit ↔
	// Garantie, 単価 ↔ 金額): each column now says it holds the other's values.
	{"b26b_table_headers_traded", "raw", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		h, _ := ho26bTable(lines)
		if h < 0 {
			return s
		}
		c := ho26bCells(lines[h])
		if len(c) < 3 {
			return s
		}
		n := len(c)
		c[n-2], c[n-1] = c[n-1], c[n-2]
		lines[h] = ho26bRow(c)
		return strings.Join(lines, "\n")
	}},
	// The first cells (the row names) of a table's first two rows traded: prices,
	// times and quantities now belong to the other supplier or product.
	{"b26b_table_row_names_traded", "raw", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		_, rows := ho26bTable(lines)
		if len(rows) < 2 {
			return s
		}
		a, b := ho26bCells(lines[rows[0]]), ho26bCells(lines[rows[1]])
		if a[0] == b[0] {
			return s
		}
		a[0], b[0] = b[0], a[0]
		lines[rows[0]], lines[rows[1]] = ho26bRow(a), ho26bRow(b)
		return strings.Join(lines, "\n")
	}},
	// The table's second header label (and its separator cell) dropped, the rows kept
	// with all their cells: every value from the second column on stands under the
	// header of the next one, and a renderer drops the last column.
	{"b26b_table_header_label_dropped", "raw", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		h, rows := ho26bTable(lines)
		if h < 0 || len(rows) == 0 {
			return s
		}
		c := ho26bCells(lines[h])
		sep := ho26bCells(lines[h+1])
		if len(c) < 3 || len(sep) != len(c) {
			return s
		}
		lines[h] = ho26bRow(append(c[:1:1], c[2:]...))
		lines[h+1] = "|" + strings.Repeat("---|", len(c)-1)
		return strings.Join(lines, "\n")
	}},
	// A price column headed as gross or tax-inclusive while its cells are the net
	// prices the request gives (Preis → Preis (brutto), 単価 → 単価（税込）).
	{"b26b_table_header_wrong_basis", "raw", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		h, _ := ho26bTable(lines)
		if h < 0 {
			return s
		}
		c := ho26bCells(lines[h])
		for i, x := range c {
			switch x {
			case "Preis", "Einzelpreis", "Festpreis":
				c[i] = x + " (brutto)"
			case "単価", "金額":
				c[i] = x + "（税込）"
			default:
				continue
			}
			lines[h] = ho26bRow(c)
			return strings.Join(lines, "\n")
		}
		return s
	}},
	// Cause and effect turned round in one sentence (Weil die Stahlträger erst am …
	// geliefert werden, verschiebt sich die Inbetriebnahme → Weil sich die
	// Inbetriebnahme … verschiebt, werden die Stahlträger erst am … geliefert; Aため、B
	// → Bため、A).
	{"b26b_cause_effect_inverted", "longest", func(lang, s string) string {
		if lang == "ja" {
			return hoMiddleSentence(lang, s, func(sen string) string {
				m := regexp.MustCompile(`^([^。]{6,}?)(?:ため|ので)、([^。]{6,})。(\s*)$`).FindStringSubmatch(sen)
				if m == nil || ho26bIsList(sen) || strings.Contains(m[1], "場合") {
					return sen
				}
				a, b := m[1], m[2]
				known := false
				for _, p := range [][2]string{{"ております", "ている"}, {"ています", "ている"}, {"見込みです", "見込みである"}, {"です", "である"}, {"している", "している"}} {
					if strings.HasSuffix(b, p[0]) {
						b = strings.TrimSuffix(b, p[0]) + p[1]
						known = true
						break
					}
				}
				if !known {
					return sen
				}
				polite := strings.Contains(s, "ます。")
				switch {
				case strings.HasSuffix(a, "ます"):
				case strings.HasSuffix(a, "が必要な"):
					a = strings.TrimSuffix(a, "な") + map[bool]string{true: "です", false: "である"}[polite]
				case strings.HasSuffix(a, "た"):
					a += map[bool]string{true: "ことになります", false: "ことになる"}[polite]
				default:
					return sen
				}
				return b + "ため、" + a + "。" + m[3]
			})
		}
		re := regexp.MustCompile(`(Weil|Da) ([^,;]+) (\p{Ll}+), (\p{Ll}+) ([^;]+?)(;|\. |\.$)`)
		return hoFirstMatch(re, s, func(m []string) string {
			return m[1] + " " + m[5] + " " + m[4] + ", " + m[3] + " " + m[2] + m[6]
		})
	}},
	// Two sibling JSON strings of one kind traded: the deputy contact given as the
	// primary one, the reply text under "summary" and the summary under "reply".
	{"b26b_json_sibling_roles_traded", "raw", func(lang, s string) string {
		for _, p := range [][2]string{{"primary_contact", "deputy_contact"}, {"summary", "reply"}, {"rechnungsdatum", "faellig_am"}} {
			if out := ho26bSwapJSONStrings(s, p[0], p[1]); out != s {
				return out
			}
		}
		return s
	}},
	// In the last item of a JSON list the quantity and the unit price traded (menge 2,
	// einzelpreis 64.50 → menge 64.50, einzelpreis 2).
	{"b26b_json_item_numbers_traded", "raw", func(lang, s string) string {
		re := regexp.MustCompile(`("(?:menge|quantity|anzahl)":\s*)(\d+(?:\.\d+)?)(,\s*"(?:einzelpreis|unit_price|preis)":\s*)(\d+(?:\.\d+)?)`)
		locs := re.FindAllStringSubmatchIndex(s, -1)
		if len(locs) == 0 {
			return s
		}
		l := locs[len(locs)-1]
		return s[:l[0]] + s[l[2]:l[3]] + s[l[8]:l[9]] + s[l[6]:l[7]] + s[l[4]:l[5]] + s[l[1]:]
	}},
	// A German letter in the Sie-form whose last sentence addressing the reader (before
	// the closing) switches to du (Bei Fragen sind wir gern für dich da; wende dich
	// bitte an unseren Kundendienst).
	{"b26b_de_du_in_last_paragraph", "longest", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		lines := strings.Split(s, "\n")
		end := ho26bClosing(lines)
		for i := end - 1; i > 0; i-- {
			sens := hoSentences(lang, lines[i])
			for j := len(sens) - 1; j >= 0; j-- {
				pre := ""
				body := sens[j]
				if j == 0 {
					if m := ho26bBullet.FindStringSubmatch(body); m != nil {
						pre, body = m[1], m[2]
					}
				}
				if nw := ho26bDeDu(body); nw != body {
					sens[j] = pre + nw
					lines[i] = strings.Join(sens, "")
					return strings.Join(lines, "\n")
				}
			}
		}
		return s
	}},
	// A polite Japanese answer whose later sentences (up to two, from the middle on)
	// fall into the plain form (…お届け予定日は10月21日（水）だ。…お送りする。).
	{"b26b_ja_plain_in_later_part", "longest", func(lang, s string) string {
		if lang != "ja" || strings.Count(s, "ます。")+strings.Count(s, "です。") < 2 {
			return s
		}
		split, refs := hoAllSentences(lang, s)
		n := 0
		for k := len(refs) / 2; k < len(refs) && n < 2; k++ {
			r := refs[k]
			old := split[r.line][r.idx]
			if strings.Contains(old, "よろしくお願い") {
				continue
			}
			if nw := ho26bJaPlain(old); nw != old {
				split[r.line][r.idx] = nw
				n++
			}
		}
		if n == 0 {
			return s
		}
		return hoJoin(split)
	}},
	// A letter to Herr X that once speaks of its addressee in the third person (Wir
	// senden ihm am 20.10.2026 …, an seine Rechnungsanschrift, der von ihm bestellten
	// Teile).
	{"b26b_addressee_in_third_person", "longest", func(lang, s string) string {
		if lang != "de" || !strings.HasPrefix(s, "Sehr geehrter Herr") {
			return s
		}
		re := regexp.MustCompile(`\b(Ihnen|Ihre|Ihren|Ihrem|Ihrer)\b`)
		return hoMiddleSentence(lang, s, func(sen string) string {
			return hoFirstMatch(re, sen, func(m []string) string {
				return map[string]string{"Ihnen": "ihm", "Ihre": "seine", "Ihren": "seinen", "Ihrem": "seinem", "Ihrer": "seiner"}[m[1]]
			})
		})
	}},
	// A list item that loses its restricting qualifier (Netze, die nur im 5-GHz-Band
	// funken → Netze, die im 5-GHz-Band funken; iOS 16以降 → iOS 16; 2メートル以内 →
	// 2メートル).
	{"b26b_list_item_qualifier_lost", "longest", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		re := regexp.MustCompile(`\b(?:nur |mindestens |höchstens |bis zu )(im |am |\d)`)
		if lang == "ja" {
			re = regexp.MustCompile(`(\d+|\p{Han}{2})(?:以降|以内|以上|のみ)`)
		}
		for i, l := range lines {
			if !ho26bIsList(l) {
				continue
			}
			if nw := hoFirstMatch(re, l, func(m []string) string { return m[1] }); nw != l {
				lines[i] = nw
				return strings.Join(lines, "\n")
			}
		}
		return s
	}},
	// An order word turned round (Bestätigen Sie anschließend → vorher; 入れてから →
	// 入れる前に; 提供後に → 提供前に): the steps or events now run the other way.
	{"b26b_sequence_word_reversed", "longest", func(lang, s string) string {
		if lang == "ja" {
			re := regexp.MustCompile(`してから|([えけせてねへめれげでべ])てから|）後に|の後に`)
			return hoFirstMatch(re, s, func(m []string) string {
				switch {
				case m[0] == "してから":
					return "する前に"
				case m[0] == "）後に":
					return "）前に"
				case m[0] == "の後に":
					return "の前に"
				}
				return m[1] + "る前に"
			})
		}
		re := regexp.MustCompile(`\b(anschließend|danach|Danach|Anschließend|Sobald)\b`)
		return hoFirstMatch(re, s, func(m []string) string {
			return map[string]string{"anschließend": "vorher", "danach": "davor", "Danach": "Davor", "Anschließend": "Vorher", "Sobald": "Bevor"}[m[1]]
		})
	}},
	// The intro of a numbered list announces a count the list does not have (So
	// verbinden Sie … (8 Schritte): over ten steps; 次の6つの手順 over eight).
	{"b26b_intro_count_mismatch", "raw", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		for i, l := range lines {
			if strings.TrimSpace(l) == "" || ho26bIsList(l) {
				continue
			}
			j := i + 1
			for j < len(lines) && strings.TrimSpace(lines[j]) == "" {
				j++
			}
			if j >= len(lines) || !ho26bNumStep.MatchString(lines[j]) {
				continue
			}
			n := 0
			for ; j < len(lines) && ho26bNumStep.MatchString(lines[j]); j++ {
				n++
			}
			w := n - 2
			if w < 2 {
				w = n + 2
			}
			if lang == "ja" {
				if k := strings.Index(l, "次の"); k >= 0 {
					lines[i] = l[:k] + "次の" + strconv.Itoa(w) + "つの" + l[k+len("次の"):]
					return strings.Join(lines, "\n")
				}
				continue
			}
			if strings.HasSuffix(l, ":") {
				lines[i] = strings.TrimSuffix(l, ":") + fmt.Sprintf(" (%d Schritte):", w)
				return strings.Join(lines, "\n")
			}
		}
		return s
	}},
	// A troubleshooting item given a cross-reference to the wrong step (Starten Sie
	// den Kopplungsmodus erneut (siehe Schritt 6), though the mode is step 4).
	{"b26b_cross_reference_wrong_step", "raw", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		steps := map[int]string{}
		nsteps := 0
		lastStep := -1
		for i, l := range lines {
			if m := ho26bNumStep.FindStringSubmatch(l); m != nil {
				n, _ := strconv.Atoi(m[1])
				steps[n] = m[2]
				nsteps = max(nsteps, n)
				lastStep = i
			}
		}
		if nsteps < 4 {
			return s
		}
		wordRe := regexp.MustCompile(`\p{Lu}\p{Ll}{7,}|[A-Za-z]{5,}|[\p{Katakana}ー]{4,}`)
		for i := lastStep + 1; i < len(lines); i++ {
			m := ho26bBullet.FindStringSubmatch(lines[i])
			if m == nil {
				continue
			}
			words := wordRe.FindAllString(m[2], -1)
			shares := func(k int) bool {
				for _, w := range words {
					if strings.Contains(steps[k], w) {
						return true
					}
				}
				return false
			}
			for _, w := range words {
				for k := 1; k <= nsteps; k++ {
					if !strings.Contains(steps[k], w) {
						continue
					}
					wrong := 0
					for _, c := range []int{k + 2, k + 3, k - 2, k - 3, k + 4, k - 4} {
						if c >= 1 && c <= nsteps && !shares(c) {
							wrong = c
							break
						}
					}
					if wrong == 0 {
						return s
					}
					item := strings.TrimRight(lines[i], " ")
					if lang == "ja" {
						if strings.HasSuffix(item, "。") {
							lines[i] = strings.TrimSuffix(item, "。") + fmt.Sprintf("（手順%dを参照）。", wrong)
						} else {
							lines[i] = item + fmt.Sprintf("（手順%dを参照）", wrong)
						}
					} else {
						lines[i] = strings.TrimSuffix(item, ".") + fmt.Sprintf(" (siehe Schritt %d).", wrong)
					}
					return strings.Join(lines, "\n")
				}
			}
		}
		return s
	}},
	// Two people (or two companies) named in one sentence traded, each keeping the
	// other's role (Herr Weiß ist … verreist, aber Frau Müller kann … → Frau Müller ist
	// … verreist, aber Herr Weiß kann …; 松田部長 ↔ 小西課長).
	{"b26b_two_mentions_traded", "longest", func(lang, s string) string {
		split, refs := hoAllSentences(lang, s)
		for _, r := range refs {
			sen := split[r.line][r.idx]
			var locs [][]int
			if lang == "ja" {
				for _, l := range ho26bJaPerson.FindAllStringSubmatchIndex(sen, -1) {
					if l[2] >= 0 {
						locs = append(locs, l[:2])
					}
				}
			} else {
				locs = ho26bDeCompany.FindAllStringIndex(sen, -1)
				if len(locs) < 2 {
					locs = nil
					for _, l := range ho26bDeTitled.FindAllStringSubmatchIndex(sen, -1) {
						if l[2] >= 0 {
							locs = append(locs, l[:2])
						}
					}
				}
			}
			if len(locs) < 2 {
				continue
			}
			a, b := locs[0], locs[1]
			ma, mb := sen[a[0]:a[1]], sen[b[0]:b[1]]
			if ma == mb || strings.HasSuffix(ma, strings.Fields(mb)[len(strings.Fields(mb))-1]) {
				continue
			}
			fix := func(mention, slot string) string {
				// a Herr in a Herrn slot (dative) and the other way round
				if lang != "de" {
					return mention
				}
				if strings.HasPrefix(slot, "Herrn ") && strings.HasPrefix(mention, "Herr ") {
					return "Herrn " + strings.TrimPrefix(mention, "Herr ")
				}
				if strings.HasPrefix(mention, "Herrn ") && !strings.HasPrefix(slot, "Herrn ") {
					return "Herr " + strings.TrimPrefix(mention, "Herrn ")
				}
				return mention
			}
			split[r.line][r.idx] = sen[:a[0]] + fix(mb, ma) + sen[a[1]:b[0]] + fix(ma, mb) + sen[b[1]:]
			return hoJoin(split)
		}
		return s
	}},
	// Japanese: two sentences of a summary put in the other order with その後 before
	// the first, so that the earlier event is told as coming after the later one.
	{"b26b_ja_events_told_in_reverse", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		lines := strings.Split(s, "\n")
		for i, l := range lines {
			pre := ""
			if strings.HasPrefix(l, "・") || strings.HasPrefix(l, "- ") {
				continue
			}
			if m := hoListItem.FindStringSubmatchIndex(l); m != nil {
				pre, l = l[:m[2]], l[m[2]:]
			}
			sens := hoSentences(lang, l)
			if len(sens) < 2 || !strings.HasSuffix(sens[0], "。") || !strings.HasSuffix(strings.TrimSpace(sens[1]), "。") {
				continue
			}
			first := sens[0]
			if strings.HasPrefix(first, "その後") || len([]rune(first)) < 10 {
				continue
			}
			sens[0], sens[1] = sens[1], "その後、"+first
			lines[i] = pre + strings.Join(sens, "")
			return strings.Join(lines, "\n")
		}
		return s
	}},
	// In a JSON list of items the names of the first two items traded, their
	// quantities and prices kept: each price now belongs to the other product.
	{"b26b_json_item_names_traded", "raw", func(lang, s string) string {
		re := regexp.MustCompile(`((?:\[|\},)\s*\{\s*"(?:bezeichnung|product|artikel|item)":\s*)"((?:[^"\\]|\\.)*)"`)
		locs := re.FindAllStringSubmatchIndex(s, -1)
		if len(locs) < 2 {
			return s
		}
		a, b := locs[0], locs[1]
		va, vb := s[a[4]:a[5]], s[b[4]:b[5]]
		if va == vb {
			return s
		}
		return s[:a[4]] + vb + s[a[5]:b[4]] + va + s[b[5]:]
	}},
	// The item to be sent back named by a pronoun that, where it stands, points to
	// the replacement just mentioned (Bitte schicken Sie die defekte Lampe … zurück →
	// Bitte schicken Sie sie … zurück, after "eine Ersatzlampe"; 破損品は → こちらは,
	// after 交換品).
	{"b26b_returned_item_to_pronoun", "longest", func(lang, s string) string {
		if lang == "ja" {
			re := regexp.MustCompile(`(破損品|不良品|旧製品|故障品|返品)は、`)
			loc := re.FindStringIndex(s)
			if loc == nil || !strings.Contains(s[:loc[0]], "交換品") {
				return s
			}
			return s[:loc[0]] + "こちらは、" + s[loc[1]:]
		}
		re := regexp.MustCompile(`\b(die|das|den) (?:defekten?|beschädigten?|alten?) (\p{Lu}\p{L}+)`)
		loc := re.FindStringSubmatchIndex(s)
		if loc == nil || !regexp.MustCompile(`\b(?:Ersatz|Austausch)\p{L}*`).MatchString(s[:loc[0]]) {
			return s
		}
		pron := map[string]string{"die": "sie", "das": "es", "den": "ihn"}[s[loc[2]:loc[3]]]
		return s[:loc[0]] + pron + s[loc[1]:]
	}},
	// A heading put over the numbered steps that names the other section
	// (## Fehlerbehebung over the setup steps, ## うまくつながらない場合 over the
	// initial setup).
	{"b26b_heading_over_wrong_section", "raw", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		head := "## Fehlerbehebung"
		if lang == "ja" {
			head = "## うまくつながらない場合"
		}
		first := -1
		for i, l := range lines {
			if ho26bNumStep.MatchString(l) {
				first = i
				break
			}
		}
		if first < 0 {
			return s
		}
		hasTrouble := false
		for _, l := range lines[first:] {
			if strings.Contains(l, "nicht klappt") || strings.Contains(l, "Fehlerbehebung") || strings.Contains(l, "つながらない") || strings.Contains(l, "解決しない") {
				hasTrouble = true
			}
		}
		if !hasTrouble {
			return s
		}
		out := append([]string{}, lines[:first]...)
		out = append(out, head, "")
		out = append(out, lines[first:]...)
		return strings.Join(out, "\n")
	}},
	// The salutation addresses the letter's own signer, as a translation that loses
	// which way the letter goes (Sehr geehrter Herr Groß → Sehr geehrter Herr Yamada
	// over a letter signed Ken Yamada; 小林 恵子様 → 岡田様 over one signed 岡田).
	{"b26b_salutation_to_signer", "longest", func(lang, s string) string {
		lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
		if len(lines) < 4 {
			return s
		}
		last := strings.TrimSpace(lines[len(lines)-1])
		if lang == "de" && len(lines) > 5 && !regexp.MustCompile(`^(?:Prof\. )?(?:Dr\. )?\p{Lu}\p{Ll}+ \p{Lu}\p{L}+$`).MatchString(last) {
			last = strings.TrimSpace(lines[len(lines)-2])
		}
		if lang == "ja" {
			m := regexp.MustCompile(`^(\p{Han}{1,3}(?: \p{Han}{1,3})?)(様|部長|課長)$`).FindStringSubmatch(lines[0])
			sig := regexp.MustCompile(`(?:^| )(\p{Han}{2,3})(?:教授)?$|(\p{Lu}\p{Ll}+)教授$`).FindStringSubmatch(last)
			if m == nil || sig == nil {
				return s
			}
			name := sig[1] + sig[2]
			if name == m[1] {
				return s
			}
			suffix := "様"
			if sig[2] != "" {
				suffix = "教授"
			}
			lines[0] = name + suffix
			return strings.Join(lines, "\n") + s[len(strings.TrimRight(s, "\n")):]
		}
		m := regexp.MustCompile(`^(Sehr geehrte[r]? (?:Herr|Frau) (?:Prof\. )?(?:Dr\. )?)(\p{Lu}\p{L}+),$`).FindStringSubmatch(lines[0])
		sig := regexp.MustCompile(`^(?:Prof\. )?(?:Dr\. )?\p{Lu}\p{Ll}+ (\p{Lu}\p{L}+)$`).FindStringSubmatch(last)
		if m == nil || sig == nil || sig[1] == m[2] || regexp.MustCompile(`^(?:Ihr|Ihre|Mit|Viele|Beste) `).MatchString(last) {
			return s
		}
		lines[0] = m[1] + sig[1] + ","
		return strings.Join(lines, "\n")
	}},
	// The last numbered step moved into the list of the next section (the
	// troubleshooting checks) as one more bullet: saving the plan or opening the
	// record tab is now only a hint for when the connection fails.
	{"b26b_step_moved_into_other_section", "raw", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		lastStep := -1
		for i, l := range lines {
			if ho26bNumStep.MatchString(l) {
				lastStep = i
			}
		}
		if lastStep < 0 {
			return s
		}
		lastBullet, marker := -1, ""
		for i := lastStep + 1; i < len(lines); i++ {
			if m := ho26bBullet.FindStringSubmatch(lines[i]); m != nil {
				lastBullet, marker = i, m[1]
			}
		}
		if lastBullet < 0 {
			return s
		}
		step := ho26bNumStep.FindStringSubmatch(lines[lastStep])[2]
		out := append([]string{}, lines[:lastStep]...)
		out = append(out, lines[lastStep+1:lastBullet+1]...)
		out = append(out, marker+step)
		out = append(out, lines[lastBullet+1:]...)
		return strings.Join(out, "\n")
	}},
	// A sentence that refers back (それまで, これらは, Sie bittet …) put before the
	// sentence it refers to, within its line: the anaphor now points to what stands
	// before it there (これら → the account, am selben Tag → seit Mittwoch).
	{"b26b_anaphor_before_antecedent", "longest", func(lang, s string) string {
		ana := regexp.MustCompile(`^(?:\d+\. )?(?:Sie |Er |Dies|Das |Diese )|それまで|これら|それより|その|同氏`)
		lines := strings.Split(s, "\n")
		for i, l := range lines {
			pre := ""
			if m := ho26bNumStep.FindStringSubmatch(l); m != nil {
				pre, l = m[1]+". ", m[2]
			}
			sens := hoSentences(lang, l)
			for j := 1; j < len(sens); j++ {
				if !ana.MatchString(sens[j]) || ana.MatchString(sens[j-1]) {
					continue
				}
				a, b := sens[j-1], sens[j]
				if lang != "ja" {
					a, b = strings.TrimRight(a, " "), strings.TrimRight(b, " ")
					sens[j-1], sens[j] = b+" ", a
					if j+1 < len(sens) {
						sens[j] += " "
					}
				} else {
					sens[j-1], sens[j] = b, a
				}
				lines[i] = pre + strings.Join(sens, "")
				return strings.Join(lines, "\n")
			}
		}
		return s
	}},
	// Japanese: a second site named with 同, which points to the site named before it
	// (新センターはソラノ物流が運営し → 同センターは…, now the old Atsugi centre;
	// 旧事務所 → 同事務所, now the Osaka office that moves).
	{"b26b_ja_dou_points_to_other_site", "longest", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		re := regexp.MustCompile(`[\p{Han}\p{Katakana}ー]*?(新|旧)?(センター|事務所|営業所|倉庫|拠点)`)
		locs := re.FindAllStringSubmatchIndex(s, -1)
		for k := 1; k < len(locs); k++ {
			cur := s[locs[k][0]:locs[k][1]]
			if locs[k][2] < 0 || strings.HasPrefix(cur, "同") {
				continue
			}
			if s[locs[k-1][0]:locs[k-1][1]] == cur {
				continue
			}
			return s[:locs[k][0]] + "同" + s[locs[k][4]:locs[k][5]] + s[locs[k][1]:]
		}
		return s
	}},
}
