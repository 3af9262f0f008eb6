package grade

import (
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"
)

// The eighth blind batch of the held-out study: damage kinds and harmless variants
// written after reading only the goldens, the prompts, the harness and the names of
// the earlier kinds, before reading any check. TestHeldOutDamage measures it with the
// others and logs its total as "batch 8". At first sight (2026-12-04, after batches 6
// and 7 had their checks): 130 of 207 (62.8 %) and 10 false alarms on 41 variant
// answers. After the folds and rules it prompted (tables written "| a | b |", lists
// indented as a whole, bold markers and JSON exponents as layout, relative charge
// and bound terms, the channel a message goes by, tag questions and imperious words,
// internal notes, the informal plural address): 169 of 207 (81.6 %), 0 false alarms.

var (
	// A German person with a title: the surname is the group (Frau Dr. Julia Schulze →
	// Schulze, Prof. Dr. Kühn → Kühn, Herrn Weiß → Weiß).
	ho8DePerson = regexp.MustCompile(`(?:Herrn?|Frau|Prof\.|Dr\.)(?: Prof\.)?(?: Dr\.)?(?: \p{Lu}\p{Ll}+)? (\p{Lu}\p{Ll}+)`)
	// A Japanese person: a surname before an honorific or a job title, or after 担当の.
	ho8JaPerson = regexp.MustCompile(`(\p{Han}{1,3})(?: \p{Han}{1,3})?(?:部長|課長|様)|(?:担当の|責任者の)(\p{Han}{2})`)
	// A German person's title, for swapping titles between two people.
	ho8DeTitled = regexp.MustCompile(`((?:Herrn?|Frau) )?((?:Prof\. )?Dr\. )?(\p{Lu}\p{Ll}+)`)
	ho8JaTitled = regexp.MustCompile(`(\p{Han}{1,2})(部長|課長|係長|社長)`)
	ho8Numbered = regexp.MustCompile(`^(\d+)\. (.+)$`)
	ho8Bullet   = regexp.MustCompile(`^(- |・|\* )(.+)$`)
)

// ho8Mention is one mention of a person: the span of the surname.
type ho8Mention struct {
	start, end int
	name       string
}

// ho8Mentions lists the people mentioned in s, by their surnames.
func ho8Mentions(lang, s string) []ho8Mention {
	re := ho8DePerson
	if lang == "ja" {
		re = ho8JaPerson
	}
	var out []ho8Mention
	for _, loc := range re.FindAllStringSubmatchIndex(s, -1) {
		for g := 1; g < len(loc)/2; g++ {
			if loc[2*g] >= 0 {
				out = append(out, ho8Mention{loc[2*g], loc[2*g+1], s[loc[2*g]:loc[2*g+1]]})
				break
			}
		}
	}
	return out
}

// ho8NoLetterBefore reports whether no letter stands right before s[i:].
func ho8NoLetterBefore(s string, i int) bool {
	r, _ := utf8.DecodeLastRuneInString(s[:i])
	return !unicode.IsLetter(r)
}

// ho8ReplaceEarliest replaces every occurrence of the pair whose first occurrence comes
// first in s (a German term only where no letter precedes it).
func ho8ReplaceEarliest(lang, s string, pairs [][2]string) string {
	best, at := -1, len(s)
	for i, p := range pairs {
		for k := 0; k < len(s); {
			j := strings.Index(s[k:], p[0])
			if j < 0 {
				break
			}
			j += k
			if lang == "ja" || ho8NoLetterBefore(s, j) {
				if j < at {
					best, at = i, j
				}
				break
			}
			k = j + len(p[0])
		}
	}
	if best < 0 {
		return s
	}
	return strings.ReplaceAll(s, pairs[best][0], pairs[best][1])
}

// ho8ListLines lists the indices of the lines that match re.
func ho8ListLines(lines []string, re *regexp.Regexp) []int {
	var out []int
	for i, l := range lines {
		if re.MatchString(l) {
			out = append(out, i)
		}
	}
	return out
}

// ho8DropSentence removes the first sentence for which drop is true, and its line when
// nothing else is left on it.
func ho8DropSentence(lang, s string, drop func(string) bool) string {
	split, refs := hoAllSentences(lang, s)
	for _, r := range refs {
		if !drop(split[r.line][r.idx]) {
			continue
		}
		split[r.line] = slices.Delete(split[r.line], r.idx, r.idx+1)
		if len(split[r.line]) == 0 {
			split = slices.Delete(split, r.line, r.line+1)
		} else {
			last := len(split[r.line]) - 1
			split[r.line][last] = strings.TrimRight(split[r.line][last], " ")
		}
		return hoJoin(split)
	}
	return s
}

// ho8IhrVerb is the ihr form of a verb's infinitive: bringen → bringt, senden → sendet.
func ho8IhrVerb(inf string) string {
	stem := strings.TrimSuffix(inf, "en")
	if strings.HasSuffix(stem, "t") || strings.HasSuffix(stem, "d") || strings.HasSuffix(stem, "ffn") {
		return stem + "et"
	}
	return stem + "t"
}

// heldOutBatch8 is the eighth blind batch: wrong facts, roles, objects, register and
// structure that no earlier kind described.
var heldOutBatch8 = []heldOutKind{
	// The second date of a sentence that names two (a range, a "from … to") three days
	// later: vom 19.10.2026 auf den 26.10.2026 → auf den 29.10.2026.
	{"paired_date_second_changed", "strings", func(lang, s string) string {
		split, refs := hoAllSentences(lang, s)
		for _, r := range refs {
			sen := split[r.line][r.idx]
			locs := ho5Date.FindAllStringIndex(sen, -1)
			if len(locs) < 2 {
				continue
			}
			first := sen[locs[0][0]:locs[0][1]]
			for _, l := range locs[1:] {
				d := sen[l[0]:l[1]]
				if d == first {
					continue
				}
				split[r.line][r.idx] = sen[:l[0]] + ho5ShiftDate(d, 3) + sen[l[1]:]
				return hoJoin(split)
			}
		}
		return s
	}},
	// The object sent, brought or provided replaced by another thing, its count and
	// everything else kept (eine Ersatzlampe → eine Gutschrift, Versichertenkarte →
	// Überweisung, 500円分のクーポン → 500円分のポイント, 交換用パッキン → 交換用フィルター).
	{"provided_item_replaced", "strings", func(lang, s string) string {
		pairs := [][2]string{{"Ersatzlampe", "Gutschrift"}, {"Rücksendeetikett", "Abholtermin"}, {"Versichertenkarte", "Überweisung"},
			{"Austauschgerät", "Leihgerät"}, {"Wärmepumpen", "Gasthermen"}, {"Stahlträger", "Holzbalken"}, {"Schallschutzwände", "Sichtschutzwände"},
			{"Siebträgermaschine", "Kaffeemühle"}, {"Schaltschrankzubehör", "Beleuchtungszubehör"}, {"Teile", "Werkzeuge"},
			{"Installateur", "Elektriker"}, {"Backofenthermometer", "Backofenhygrometer"}, {"Smartphone", "Smart-TV"}}
		if lang == "ja" {
			pairs = [][2]string{{"クーポン", "ポイント"}, {"交換品", "返金"}, {"電池", "充電器"}, {"パッキン", "フィルター"},
				{"羽毛布団", "毛布"}, {"冷凍室", "冷蔵室"}, {"コピー用紙", "封筒"}, {"基本料金", "初期費用"}, {"営業所", "工場"},
				{"勤怠データ", "売上データ"}, {"セット商品", "冷凍商品"}, {"振動試験", "耐熱試験"}, {"フィルター差し込み口", "注ぎ口"},
				{"初期費用", "解約手数料"}}
		}
		return ho8ReplaceEarliest(lang, s, pairs)
	}},
	// Two people's job titles or academic titles swapped, their names kept (松田部長 … 小西課長
	// → 松田課長 … 小西部長, Prof. Dr. Kühn … Frau Dr. Vogt → Dr. Kühn … Frau Prof. Dr. Vogt).
	{"job_titles_swapped", "raw", func(lang, s string) string {
		if lang == "ja" {
			title := map[string]string{}
			var names []string
			for _, m := range ho8JaTitled.FindAllStringSubmatch(s, -1) {
				if _, ok := title[m[1]]; !ok {
					title[m[1]] = m[2]
					names = append(names, m[1])
				}
			}
			for i := 1; i < len(names); i++ {
				a, b := names[0], names[i]
				if title[a] == title[b] {
					continue
				}
				return ho8JaTitled.ReplaceAllStringFunc(s, func(m string) string {
					g := ho8JaTitled.FindStringSubmatch(m)
					switch g[1] {
					case a:
						return a + title[b]
					case b:
						return b + title[a]
					}
					return m
				})
			}
			return s
		}
		title := map[string]string{}
		var names []string
		for _, m := range ho8DeTitled.FindAllStringSubmatch(s, -1) {
			if m[1] == "" && m[2] == "" {
				continue
			}
			if _, ok := title[m[3]]; !ok {
				title[m[3]] = m[2]
				names = append(names, m[3])
			}
		}
		for i := 1; i < len(names); i++ {
			a, b := names[0], names[i]
			if title[a] == title[b] {
				continue
			}
			return ho8DeTitled.ReplaceAllStringFunc(s, func(m string) string {
				g := ho8DeTitled.FindStringSubmatch(m)
				if g[1] == "" && g[2] == "" {
					return m
				}
				switch g[3] {
				case a:
					return g[1] + title[b] + a
				case b:
					return g[1] + title[a] + b
				}
				return m
			})
		}
		return s
	}},
	// A polite request turned into a curt demand (Bitte bringen Sie … mit → Bringen Sie
	// gefälligst … mit, ご返送ください。 → 返送しなさい。).
	{"request_made_peremptory", "longest", func(lang, s string) string {
		if lang == "ja" {
			re := regexp.MustCompile(`[おご](\p{Han}{2,})(?:を)?(?:ください|お願いいたします)([。：、])`)
			return hoFirstMatch(re, s, func(m []string) string { return m[1] + "しなさい" + m[2] })
		}
		if out := hoFirstMatch(regexp.MustCompile(`Bitte (\p{Ll}+) Sie `), s, func(m []string) string {
			rs := []rune(m[1])
			return strings.ToUpper(string(rs[0])) + string(rs[1:]) + " Sie gefälligst "
		}); out != s {
			return out
		}
		return strings.Replace(s, " bitte ", " gefälligst ", 1)
	}},
	// A limitation or a refusal turned into an offer (nur werktags und nicht am
	// Wochenende → werktags und gern auch am Wochenende, 途中解約はできません → 途中解約も可能です).
	{"limitation_turned_offer", "longest", func(lang, s string) string {
		pairs := [][2]string{{"nur werktags und nicht am Wochenende", "werktags und gern auch am Wochenende"},
			{"nicht unterstützt", "ebenfalls unterstützt"}, {"nicht möglich", "ebenfalls möglich"}, {"nicht am", "auch am"}}
		if lang == "ja" {
			pairs = [][2]string{{"はできません", "も可能です"}, {"できません", "可能です"}}
		}
		for _, p := range pairs {
			if strings.Contains(s, p[0]) {
				return strings.Replace(s, p[0], p[1], 1)
			}
		}
		return s
	}},
	// A charge turned into a saving or a free service into a paid one (Mehrkosten →
	// Einsparungen, kostenlos → kostenpflichtig, 加算 → 減額, 無料 → 有料).
	{"charge_direction_flipped", "strings", func(lang, s string) string {
		if lang == "ja" {
			return strings.NewReplacer("加算", "減額", "無料", "有料", "割引", "割増").Replace(s)
		}
		return strings.NewReplacer("Mehrkosten", "Einsparungen", "kostenlose", "kostenpflichtige", "kostenlos", "kostenpflichtig",
			"Rabatt", "Aufschlag").Replace(s)
	}},
	// The street type or the ward of an address changed, the number kept
	// (Gießereistraße 14 → Gießereiweg 14, 大阪市北区梅田 → 大阪市中央区梅田).
	{"street_or_ward_changed", "strings", func(lang, s string) string {
		if lang == "ja" {
			ward := regexp.MustCompile(`(都|市)(\p{Han}{1,3}?)区`)
			if out := hoFirstMatch(ward, s, func(m []string) string {
				nw := map[string]string{"北": "中央", "中央": "北", "渋谷": "港", "港": "渋谷"}[m[2]]
				if nw == "" {
					nw = "中央"
				}
				return m[1] + nw + "区"
			}); out != s {
				return out
			}
		}
		street := regexp.MustCompile(`(\p{Lu}\p{Ll}+)(straße|weg|platz)( \d)`)
		return hoFirstMatch(street, s, func(m []string) string {
			return m[1] + map[string]string{"straße": "weg", "weg": "straße", "platz": "straße"}[m[2]] + m[3]
		})
	}},
	// A step's instruction replaced by another step's, its number kept (step 6 says
	// what step 2 says); in a bullet list, the last item replaced by the first.
	{"step_copied_from_other", "longest", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		if steps := ho8ListLines(lines, ho8Numbered); len(steps) >= 4 {
			src := ho8Numbered.FindStringSubmatch(lines[steps[1]])
			dst := ho8Numbered.FindStringSubmatch(lines[steps[len(steps)/2]])
			lines[steps[len(steps)/2]] = dst[1] + ". " + src[2]
			return strings.Join(lines, "\n")
		}
		if items := ho8ListLines(lines, ho8Bullet); len(items) >= 3 {
			src := ho8Bullet.FindStringSubmatch(lines[items[0]])
			dst := ho8Bullet.FindStringSubmatch(lines[items[len(items)-1]])
			lines[items[len(items)-1]] = dst[1] + src[2]
			return strings.Join(lines, "\n")
		}
		return s
	}},
	// The last numbered step moved into the bullet list that follows (the
	// troubleshooting hints): the procedure loses its last step.
	{"list_item_moved_across", "longest", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		steps := ho8ListLines(lines, ho8Numbered)
		if len(steps) < 2 {
			return s
		}
		last := steps[len(steps)-1]
		for i := last + 1; i < len(lines); i++ {
			if b := ho8Bullet.FindStringSubmatch(lines[i]); b != nil {
				step := ho8Numbered.FindStringSubmatch(lines[last])
				out := slices.Clone(lines)
				out = slices.Insert(out, i, b[1]+step[2])
				out = slices.Delete(out, last, last+1)
				return strings.Join(out, "\n")
			}
		}
		return s
	}},
	// The lead-in lines of two sections swapped (the procedure's intro stands over the
	// troubleshooting list and the other way round), or the labels of two "label：value"
	// lines swapped (合計（税抜）：53,900円 → 納品希望日：53,900円).
	{"section_intros_swapped", "longest", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		isList := func(l string) bool { return ho8Numbered.MatchString(l) || ho8Bullet.MatchString(l) }
		var intros []int
		for i := 1; i < len(lines); i++ {
			if isList(lines[i]) && !isList(lines[i-1]) {
				j := i - 1
				for j >= 0 && strings.TrimSpace(lines[j]) == "" {
					j--
				}
				if j >= 0 && !isList(lines[j]) && !slices.Contains(intros, j) {
					intros = append(intros, j)
				}
			}
		}
		if len(intros) >= 2 {
			lines[intros[0]], lines[intros[1]] = lines[intros[1]], lines[intros[0]]
			return strings.Join(lines, "\n")
		}
		label := regexp.MustCompile(`^([^：:|\s][^：:|]{1,20})([：:] ?)(.+)$`)
		for i := 0; i+1 < len(lines); i++ {
			a, b := label.FindStringSubmatch(lines[i]), label.FindStringSubmatch(lines[i+1])
			if a != nil && b != nil && a[1] != b[1] {
				lines[i], lines[i+1] = b[1]+a[2]+a[3], a[1]+b[2]+b[3]
				return strings.Join(lines, "\n")
			}
		}
		return s
	}},
	// JSON: the first differing text field of the first two records of an array swapped,
	// the other fields kept (the first position's name with the second's price).
	{"json_records_field_swapped", "raw", func(lang, s string) string {
		doc := ho5ParseJSON(s)
		if doc == nil {
			return s
		}
		done := false
		ho5Walk(doc, func(n *jsonNode) bool {
			if !n.array || len(n.elems) < 2 || !n.elems[0].object || !n.elems[1].object {
				return true
			}
			a, b := n.elems[0], n.elems[1]
			for k := 0; k < len(a.vals) && k < len(b.vals); k++ {
				if a.vals[k].str != nil && b.vals[k].str != nil && *a.vals[k].str != *b.vals[k].str {
					a.vals[k].str, b.vals[k].str = b.vals[k].str, a.vals[k].str
					done = true
					return false
				}
			}
			return true
		})
		if !done {
			return s
		}
		return ho5Encode(doc)
	}},
	// One sentence in the word order of a literal translation: the German finite verb
	// at the end of a main clause (Die Lieferung erfolgt am … → Die Lieferung am …
	// erfolgt), the Japanese predicate before its topic (予定日は10月21日です。 →
	// 10月21日です、予定日は。).
	{"verb_position_literal", "longest", func(lang, s string) string {
		if lang == "ja" {
			re := regexp.MustCompile(`^((?:・|- |\d+\. )?)([^、。]{2,}?)は(.{4,})(です|ます|ました|ません)。$`)
			return hoMiddleSentence(lang, s, func(sen string) string {
				trail := sen[len(strings.TrimRight(sen, " ")):]
				m := re.FindStringSubmatch(strings.TrimRight(sen, " "))
				if m == nil {
					return sen
				}
				return m[1] + m[3] + m[4] + "、" + m[2] + "は。" + trail
			})
		}
		pron := map[string]bool{"Wir": true, "Sie": true, "Ich": true, "Er": true, "Es": true}
		art := map[string]bool{"Die": true, "Der": true, "Das": true}
		return hoMiddleSentence(lang, s, func(sen string) string {
			body := strings.TrimRight(sen, " ")
			trail := sen[len(body):]
			if !strings.HasSuffix(body, ".") {
				return sen
			}
			ws := strings.Fields(strings.TrimSuffix(body, "."))
			if len(ws) < 5 {
				return sen
			}
			v := -1
			lower := func(w string) bool { r, _ := utf8.DecodeRuneInString(w); return unicode.IsLower(r) }
			switch {
			case pron[ws[0]] && lower(ws[1]):
				v = 1
			case art[ws[0]] && !lower(ws[1]) && lower(ws[2]):
				v = 2
			}
			if v < 0 || strings.ContainsAny(ws[v], ",;:") {
				return sen
			}
			verb := ws[v]
			ws = slices.Delete(ws, v, v+1)
			return strings.Join(ws, " ") + " " + verb + "." + trail
		})
	}},
	// One mention of a person given another person's name: the fact is attributed to
	// the wrong one (Herr Oßwald meldet Mehrkosten → Herr Kühn meldet Mehrkosten, 担当の
	// 西村が調査し → 担当の髙橋が調査し).
	{"one_mention_reattributed", "longest", func(lang, s string) string {
		ms := ho8Mentions(lang, s)
		if len(ms) < 2 {
			return s
		}
		first := ms[0].name
		for i := len(ms) - 1; i > 0; i-- {
			if ms[i].name != first {
				return s[:ms[i].start] + first + s[ms[i].end:]
			}
		}
		return s
	}},
	// The apology the situation calls for left out (お待たせしてしまい、誠に申し訳ございません。
	// dropped, …, und es tut uns leid, dass … → .).
	{"apology_removed", "strings", func(lang, s string) string {
		if lang == "de" {
			if out := hoFirstMatch(regexp.MustCompile(`, und es tut uns leid, dass [^.\n]*\.`), s, func(m []string) string { return "." }); out != s {
				return out
			}
			return ho8DropSentence(lang, s, func(sen string) bool {
				return strings.Contains(sen, "entschuldigen") || strings.Contains(sen, "tut uns leid") || strings.Contains(sen, "Entschuldigung")
			})
		}
		return ho8DropSentence(lang, s, func(sen string) bool {
			return strings.Contains(sen, "申し訳") || strings.Contains(sen, "お詫び申し上げ")
		})
	}},
	// An upper bound turned into a lower one or "before" into "after" (mindestens →
	// höchstens, bis zu → mindestens, 24 Stunden vorher → nachher, 2メートル以内 → 以上,
	// 30分前 → 30分後).
	{"bound_flipped", "strings", func(lang, s string) string {
		if lang == "ja" {
			return strings.NewReplacer("以内", "以上", "分前", "分後", "時間前", "時間後").Replace(s)
		}
		return strings.NewReplacer("mindestens", "höchstens", "höchstens", "mindestens", "bis zu ", "mindestens ", "vorher", "nachher").Replace(s)
	}},
	// German: one sentence addressed to a group in the familiar ihr form (Bitte
	// bringen Sie Ihre Versichertenkarte mit → Bitte bringt eure Versichertenkarte mit).
	{"ihr_plural_address", "longest", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		verb := regexp.MustCompile(`(\p{Ll}+en) Sie([^\p{L}]|$)`)
		pron := regexp.MustCompile(`(^|[^\p{L}])(Sie|Ihre|Ihren|Ihrem|Ihrer|Ihres|Ihnen|Ihr)([^\p{L}]|$)`)
		swap := map[string]string{"Sie": "ihr", "Ihre": "eure", "Ihren": "euren", "Ihrem": "eurem", "Ihrer": "eurer", "Ihres": "eures", "Ihnen": "euch", "Ihr": "euer"}
		return hoMiddleSentence(lang, s, func(sen string) string {
			if strings.HasPrefix(sen, "Sehr geehrte") || strings.HasPrefix(sen, "Ihr") {
				return sen
			}
			out := verb.ReplaceAllStringFunc(sen, func(m string) string {
				g := verb.FindStringSubmatch(m)
				return ho8IhrVerb(g[1]) + g[2]
			})
			return pron.ReplaceAllStringFunc(out, func(m string) string {
				g := pron.FindStringSubmatch(m)
				return g[1] + swap[g[2]] + g[3]
			})
		})
	}},
	// Japanese: the long-vowel mark dropped inside a katakana name or word, everywhere
	// (カラダノート → カラダノト, クーポン → クポン).
	{"chouon_dropped", "strings", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		for _, w := range hoKatakana.FindAllString(s, -1) {
			rs := []rune(w)
			for i := 1; i+1 < len(rs); i++ {
				if rs[i] == 'ー' && strings.ContainsRune("ノクコポルスソトホモロヨユウフブプズゾドボゴオ", rs[i-1]) && rs[i+1] != 'ー' {
					nw := string(rs[:i]) + string(rs[i+1:])
					return strings.ReplaceAll(s, w, nw)
				}
			}
		}
		return s
	}},
	// JSON: a small count written as a word in a string ("menge": 4 → "menge": "vier",
	// "quantity": 1 → "quantity": "一").
	{"json_number_as_word", "raw", func(lang, s string) string {
		if ho5ParseJSON(s) == nil {
			return s
		}
		words := []string{"", "eins", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun", "zehn", "elf", "zwölf"}
		if lang == "ja" {
			words = []string{"", "一", "二", "三", "四", "五", "六", "七", "八", "九", "十", "十一", "十二"}
		}
		re := regexp.MustCompile(`(:\s*)(1[0-2]|[1-9])([,}\]\s])`)
		return hoFirstMatch(re, s, func(m []string) string {
			n, _ := strconv.Atoi(m[2])
			return m[1] + `"` + words[n] + `"` + m[3]
		})
	}},
	// JSON: a key nobody asked for added at the end ("confidence": 0.95).
	{"json_extra_key_added", "raw", func(lang, s string) string {
		if ho5ParseJSON(s) == nil {
			return s
		}
		i := strings.LastIndex(s, "}")
		return s[:i] + `, "confidence": 0.95` + s[i:]
	}},
	// JSON: the requested object wrapped in an envelope ({"data": {…}}).
	{"json_wrapped_in_envelope", "raw", func(lang, s string) string {
		if ho5ParseJSON(s) == nil {
			return s
		}
		return `{"data": ` + strings.TrimSpace(s) + `}`
	}},
	// The recommendation names another option of the table than the one its reasons
	// fit (Empfehlung: Eisblock Systemtechnik KG ist … → Empfehlung: Nordkälte AG ist …).
	{"recommendation_wrong_option", "longest", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		var opts []string
		for _, l := range lines {
			if strings.HasPrefix(l, "|") && !strings.HasPrefix(l, "|-") && !strings.HasPrefix(l, "|:") {
				cells := strings.Split(strings.Trim(l, "|"), "|")
				opts = append(opts, strings.TrimSpace(cells[0]))
			}
		}
		if len(opts) < 3 {
			return s
		}
		opts = opts[1:] // without the header
		for i, l := range lines {
			if !strings.HasPrefix(l, "Empfehlung") && !strings.HasPrefix(l, "推奨") && !strings.HasPrefix(l, "おすすめ") {
				continue
			}
			best, at := -1, len(l)
			for k, o := range opts {
				if j := strings.Index(l, o); j >= 0 && j < at {
					best, at = k, j
				}
			}
			if best < 0 {
				return s
			}
			other := opts[(best+len(opts)-1)%len(opts)]
			lines[i] = l[:at] + other + l[at+len(opts[best]):]
			return strings.Join(lines, "\n")
		}
		return s
	}},
	// A product's model or variant designation dropped from its name (カラダノート S5 →
	// カラダノート, „Nordwärme L9“ → „Nordwärme“, ハルカゼ羽毛布団 ダブル → ハルカゼ羽毛布団).
	{"model_suffix_dropped", "strings", func(lang, s string) string {
		quoted := regexp.MustCompile(`([「„"])([^」“"]+?) (\d[A-Za-z0-9]*|[A-Z][A-Za-z]*\d[A-Za-z0-9]*|[A-Z]{2,}|Pro|Duo|ダブル|シングル)([」“"])`)
		out := quoted.ReplaceAllString(s, "$1$2$4")
		bare := regexp.MustCompile(`([\p{Katakana}\p{Han}ー]+|\p{Lu}\p{Ll}+) ([A-Z]{1,3}\d{1,4})([^\w-]|$)`)
		return bare.ReplaceAllString(out, "$1$3")
	}},
	// The roles of two addresses swapped (the delivery address called the billing
	// address and the other way round; 新住所 ↔ 旧事務所).
	{"address_roles_swapped", "strings", func(lang, s string) string {
		pairs := [][2]string{{"an das Prüflabor", "an Ihre Rechnungsanschrift"}, {"Lieferadresse", "Rechnungsanschrift"}, {"Lieferanschrift", "Rechnungsanschrift"}}
		if lang == "ja" {
			pairs = [][2]string{{"新住所", "旧事務所"}, {"お届け先", "請求先"}}
		}
		for _, p := range pairs {
			if strings.Contains(s, p[0]) && strings.Contains(s, p[1]) {
				return ho5SwapAll(s, p[0], p[1])
			}
		}
		return s
	}},
	// A smiley in a business text, after its first sentence.
	{"emoji_inserted", "longest", func(lang, s string) string {
		if lang == "ja" {
			return hoAppendToFirstSentence(lang, s, "😊")
		}
		return hoAppendToFirstSentence(lang, s, " 😊")
	}},
	// One sentence ending in a chatty tag (…mit, okay? / …です。 → …ですよね！).
	{"chatty_tag_one_sentence", "longest", func(lang, s string) string {
		return hoMiddleSentence(lang, s, func(sen string) string {
			body := strings.TrimRight(sen, " ")
			trail := sen[len(body):]
			if lang == "ja" {
				for _, e := range []string{"ます。", "です。"} {
					if strings.HasSuffix(body, e) && utf8.RuneCountInString(body) >= 10 {
						return strings.TrimSuffix(body, "。") + "よね！" + trail
					}
				}
				return sen
			}
			if strings.HasSuffix(body, ".") && len(strings.Fields(body)) >= 5 {
				return strings.TrimSuffix(body, ".") + ", okay?" + trail
			}
			return sen
		})
	}},
	// An internal note meant for colleagues left in the text for the customer.
	{"internal_note_leaked", "longest", func(lang, s string) string {
		if lang == "ja" {
			return hoAppendToFirstSentence(lang, s, "（社内メモ：クレーム扱い。お客様には伝えないこと。）")
		}
		return hoAppendToFirstSentence(lang, s, " (Interne Notiz: Kulanzfall, nicht an den Kunden weitergeben.)")
	}},
	// Japanese: German names and addresses written in katakana, against a request to
	// keep their spelling (Lindenstraße 8, 80331 München → リンデン通り8, 80331 ミュンヘン).
	{"latin_name_katakanised", "strings", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return strings.NewReplacer("Katharina Weber", "カタリーナ・ヴェーバー", "Lindenstraße", "リンデン通り", "München", "ミュンヘン",
			"Institut für Schwingungstechnik", "振動技術研究所").Replace(s)
	}},
	// A numbered list whose numbering skips one number from its middle on (…, 4, 6, 7).
	{"step_number_skipped", "longest", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		steps := ho8ListLines(lines, ho8Numbered)
		if len(steps) < 4 {
			return s
		}
		for _, i := range steps[len(steps)/2:] {
			m := ho8Numbered.FindStringSubmatch(lines[i])
			n, _ := strconv.Atoi(m[1])
			lines[i] = strconv.Itoa(n+1) + ". " + m[2]
		}
		return strings.Join(lines, "\n")
	}},
	// The channel of a contact changed (Ihre Nachricht → Ihren Anruf, per Mail → per
	// SMS, 電話いたします → メールいたします, 写真 → 動画).
	{"channel_changed", "strings", func(lang, s string) string {
		if lang == "ja" {
			return strings.NewReplacer("お電話", "メール", "写真", "動画", "本メールにご返信ください", "お電話でご連絡ください").Replace(s)
		}
		return strings.NewReplacer("Ihre Nachricht", "Ihren Anruf", "per Mail", "per SMS", "per E-Mail", "per Post").Replace(s)
	}},
}

// ho8JSONNumbers rewrites the numbers of a JSON answer with f, keys kept in order.
func ho8JSONNumbers(c *Case, f func(string) string) string {
	if c.Output.Kind != "json" {
		return c.Golden
	}
	doc := ho5ParseJSON(c.Golden)
	if doc == nil {
		return c.Golden
	}
	ho5Walk(doc, func(n *jsonNode) bool {
		if ho5IsNumber(n) {
			n.scalar = f(n.scalar)
		}
		return true
	})
	return ho5Encode(doc)
}

// ho8HarmlessVariants are harmless variants written with the eighth batch.
var ho8HarmlessVariants = []hoHarmless{
	// Japanese: a space between Japanese and a following or preceding Latin word
	// (注文番号AP-73015 → 注文番号 AP-73015, Weber教授 → Weber 教授).
	{"ja_latin_word_spacing", func(t *testing.T, lang string, c *Case) string {
		if lang != "ja" {
			return c.Golden
		}
		before := regexp.MustCompile(`([\p{Han}\p{Hiragana}\p{Katakana}ー])([A-Za-z])`)
		after := regexp.MustCompile(`([A-Za-z])([\p{Han}\p{Hiragana}\p{Katakana}])`)
		return hoStringsOrText(t, c, func(s string) string {
			return after.ReplaceAllString(before.ReplaceAllString(s, "$1 $2"), "$1 $2")
		})
	}},
	// JSON integers written with a fractional zero (4 → 4.0, 33000 → 33000.0).
	{"json_integers_point_zero", func(t *testing.T, lang string, c *Case) string {
		return ho8JSONNumbers(c, func(n string) string {
			if strings.ContainsAny(n, ".eE") {
				return n
			}
			return n + ".0"
		})
	}},
	// JSON numbers of 1000 or more in exponent notation (33000 → 3.3e+04).
	{"json_numbers_exponent", func(t *testing.T, lang string, c *Case) string {
		return ho8JSONNumbers(c, func(n string) string {
			f, err := strconv.ParseFloat(n, 64)
			if err != nil || f < 1000 {
				return n
			}
			return strconv.FormatFloat(f, 'e', -1, 64)
		})
	}},
	// Markdown answers with their money amounts in bold (**12.450,00 €**).
	{"markdown_bold_amounts", func(t *testing.T, lang string, c *Case) string {
		if c.Output.Kind != "markdown" {
			return c.Golden
		}
		return ho5Money(lang).ReplaceAllString(c.Golden, "**$0**")
	}},
	// Markdown tables without spaces around the pipes (|Nordkälte AG|12.450,00 €|).
	{"table_cells_compact", func(t *testing.T, lang string, c *Case) string {
		lines := strings.Split(c.Golden, "\n")
		for i, l := range lines {
			if strings.HasPrefix(l, "|") {
				cells := strings.Split(l, "|")
				for k := range cells {
					cells[k] = strings.TrimSpace(cells[k])
				}
				lines[i] = strings.Join(cells, "|")
			}
		}
		return strings.Join(lines, "\n")
	}},
	// Paragraphs separated by two blank lines instead of one.
	{"blank_lines_doubled", func(t *testing.T, lang string, c *Case) string {
		if c.Output.Kind == "json" {
			return c.Golden
		}
		return strings.ReplaceAll(c.Golden, "\n\n", "\n\n\n")
	}},
	// List items indented by one space (still a list in Markdown).
	{"list_indented_one_space", func(t *testing.T, lang string, c *Case) string {
		if c.Output.Kind == "json" {
			return c.Golden
		}
		lines := strings.Split(c.Golden, "\n")
		for i, l := range lines {
			if ho8Numbered.MatchString(l) || ho8Bullet.MatchString(l) {
				lines[i] = " " + l
			}
		}
		return strings.Join(lines, "\n")
	}},
}
