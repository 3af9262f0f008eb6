package grade

// Blind batch 37c: summary compression faults. A summary, ticket note, meeting note,
// report or the summary field of a JSON answer squeezes the case into fewer words and
// at one place states something the case does not say, while every word still comes
// from the case: two dates or two amounts collapse into one (old and new date, part
// and total, two costs added onto one item), two actors fold into one, a subset is
// widened to the whole, a plan, hedge, request or bound drops away so that it reads
// as settled, two independent facts are joined by a causal link, a contrast keeps only
// its first half, and a sequence is told reversed or as one moment. Each kind is
// written from patterns and word lists, not from a fixture's text.

import (
	"math"
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"
)

// ho37cRule is one pattern of a kind and its rewrite of a match.
type ho37cRule struct {
	re *regexp.Regexp
	f  func(m []string) string
}

// ho37cEarliest rewrites the earliest match among rules (the first rule on a tie) that
// the rewrite changes.
func ho37cEarliest(s string, rules []ho37cRule) string {
	best, bestAt := -1, len(s)+1
	for i, r := range rules {
		loc := r.re.FindStringIndex(s)
		if loc != nil && loc[0] < bestAt {
			best, bestAt = i, loc[0]
		}
	}
	if best < 0 {
		return s
	}
	return hoFirstMatch(rules[best].re, s, rules[best].f)
}

const (
	ho37cDeD   = `\d{1,2}\.\d{1,2}\.\d{4}`
	ho37cJaD   = `(?:\d{4}年)?\d{1,2}月\d{1,2}日`
	ho37cWd    = `(?:（[月火水木金土日]）)?`
	ho37cDeAmt = `\d{1,3}(?:\.\d{3})*,\d{2} €`
	ho37cJaAmt = `\d{1,3}(?:,\d{3})+円`
)

var (
	ho37cJaWd     = regexp.MustCompile(`（[月火水木金土日]）`)
	ho37cISO      = regexp.MustCompile(`\d{4}-\d{2}-\d{2}`)
	ho37cPostcode = regexp.MustCompile(`〒\d{3}-\d{4}`)
	ho37cJSONNum  = regexp.MustCompile(`:\s*(-?\d+(?:\.\d+)?)`)
	ho37cDeAmtRe  = regexp.MustCompile(ho37cDeAmt)
	ho37cJaAmtRe  = regexp.MustCompile(ho37cJaAmt)
)

// ho37cOtherDate is the first date of s other than d (ISO dates only when iso).
func ho37cOtherDate(lang, s, d string, iso bool) string {
	for _, o := range hoDates(lang, s) {
		if o == d || strings.HasSuffix(o, d) || strings.HasSuffix(d, o) {
			continue
		}
		if iso != hoIsDate(o) {
			continue
		}
		return o
	}
	return ""
}

// ho37cAmountValue reads a German, Japanese or JSON amount.
func ho37cAmountValue(a string) float64 {
	a = strings.TrimSuffix(strings.TrimSuffix(a, " €"), "円")
	if strings.Contains(a, ",") && !strings.Contains(a, "円") && regexp.MustCompile(`,\d{2}$`).MatchString(a) {
		a = strings.ReplaceAll(strings.ReplaceAll(a, ".", ""), ",", ".")
	} else {
		a = strings.ReplaceAll(a, ",", "")
	}
	v, err := strconv.ParseFloat(a, 64)
	if err != nil {
		return math.NaN()
	}
	return v
}

// ho37cLargestBelow is the largest amount of cands below total, "" without one.
func ho37cLargestBelow(cands []string, total string) string {
	tv := ho37cAmountValue(total)
	best, bv := "", -1.0
	for _, c := range cands {
		v := ho37cAmountValue(c)
		if v < tv && v > bv {
			best, bv = c, v
		}
	}
	return best
}

// ho37cPartAsTotal states the largest part as the total.
func ho37cPartAsTotal(lang, s string) string {
	if strings.HasPrefix(strings.TrimSpace(s), "{") {
		var nums []string
		for _, m := range ho37cJSONNum.FindAllStringSubmatch(s, -1) {
			nums = append(nums, m[1])
		}
		re := regexp.MustCompile(`("(?:total|brutto|gesamt|summe)":\s*(?:\{\s*"value":\s*)?)(-?\d+(?:\.\d+)?)`)
		return hoFirstMatch(re, s, func(m []string) string {
			if p := ho37cLargestBelow(nums, m[2]); p != "" {
				return m[1] + p
			}
			return m[0]
		})
	}
	if lang == "ja" {
		re := regexp.MustCompile(`(合計(?:（税[込抜別]）)?[：は]?)(` + ho37cJaAmt + `)`)
		return hoFirstMatch(re, s, func(m []string) string {
			if p := ho37cLargestBelow(ho37cJaAmtRe.FindAllString(s, -1), m[2]); p != "" {
				return m[1] + p
			}
			return m[0]
		})
	}
	re := regexp.MustCompile(`((?:zusammen|insgesamt|Gesamtbetrag:?|gesamt) )(` + ho37cDeAmt + `)`)
	return hoFirstMatch(re, s, func(m []string) string {
		if p := ho37cLargestBelow(ho37cDeAmtRe.FindAllString(s, -1), m[2]); p != "" {
			return m[1] + p
		}
		return m[0]
	})
}

// ho37cCostsAdded puts two costs the case keeps apart, added up, on the first item.
func ho37cCostsAdded(lang, s string) string {
	if strings.HasPrefix(strings.TrimSpace(s), "{") {
		gross := regexp.MustCompile(`"(?:brutto|gross)":\s*(-?\d+(?:\.\d+)?)`).FindStringSubmatch(s)
		if gross == nil {
			return s
		}
		re := regexp.MustCompile(`("(?:netto|net|subtotal)":\s*)(-?\d+(?:\.\d+)?)`)
		return hoFirstMatch(re, s, func(m []string) string { return m[1] + gross[1] })
	}
	return ho37cEarliest(s, []ho37cRule{
		{regexp.MustCompile(`(` + ho37cDeAmt + `) (für [^,;]+?) und (` + ho37cDeAmt + `) ([^,;]+?), (?:zusammen|insgesamt) (` + ho37cDeAmt + `)`),
			func(m []string) string { return m[5] + " " + m[2] }},
		{regexp.MustCompile(`内訳は、([^、。]+?)(` + ho37cJaAmt + `(?:（税[込抜別]）)?)と[^、。]+?で、合計(` + ho37cJaAmt + `(?:（税[込抜別]）)?)となります`),
			func(m []string) string { return m[1] + "は" + m[3] + "となります" }},
	})
}

// ho37cJoinCause joins two independent statements with a causal link.
func ho37cJoinCause(lang, s string) string {
	if lang == "ja" {
		split, refs := hoAllSentences(lang, s)
		for k := len(refs) - 2; k >= 0; k-- {
			a, b := refs[k], refs[k+1]
			if a.line != b.line || regexp.MustCompile(`^\s*(?:\d+\.|[-・*])`).MatchString(strings.Join(split[a.line], "")) {
				continue
			}
			sa, sb := split[a.line][a.idx], split[b.line][b.idx]
			if !strings.HasSuffix(strings.TrimSpace(sa), "。") || !strings.HasSuffix(strings.TrimSpace(sb), "。") ||
				utf8.RuneCountInString(sa) < 12 || utf8.RuneCountInString(sb) < 12 ||
				strings.Contains(sa+sb, "ください") || regexp.MustCompile(`^(?:そのため|また|なお|ただ|さらに|しかし)`).MatchString(sb) {
				continue
			}
			split[b.line][b.idx] = "そのため、" + sb
			return hoJoin(split)
		}
		return s
	}
	semi := regexp.MustCompile(`; (\p{Ll})`)
	if semi.MatchString(s) {
		return hoFirstMatch(semi, s, func(m []string) string { return ", denn " + m[1] })
	}
	lower := map[string]bool{"Die": true, "Der": true, "Das": true, "Sie": true, "Er": true, "Es": true, "Wir": true, "Ein": true, "Eine": true}
	imper := regexp.MustCompile(`^\p{Lu}\p{Ll}+ Sie\b`)
	split, refs := hoAllSentences(lang, s)
	for k := len(refs) - 2; k >= 0; k-- {
		a, b := refs[k], refs[k+1]
		if a.line != b.line {
			continue
		}
		sa, sb := split[a.line][a.idx], split[b.line][b.idx]
		ta := strings.TrimRight(sa, " ")
		if !strings.HasSuffix(ta, ".") || len([]rune(sa)) < 20 || len([]rune(sb)) < 20 || imper.MatchString(sa) || imper.MatchString(sb) {
			continue
		}
		first, rest, _ := strings.Cut(sb, " ")
		if !lower[first] && first != "Herr" && first != "Frau" {
			continue
		}
		if lower[first] {
			first = strings.ToLower(first)
		}
		split[a.line][a.idx] = strings.TrimSuffix(ta, ".") + ", denn " + first + " " + rest
		split[b.line][b.idx] = ""
		return hoJoin(split)
	}
	return s
}

var (
	ho37cDeActor = regexp.MustCompile(`(?:Frau|Herr) (?:Prof\. )?(?:Dr\. )?\p{Lu}\p{L}+|der Ausschuss|die Geschäftsführung|der Vorstand|die Hausverwaltung`)
	ho37cJaActor = regexp.MustCompile(`\p{Han}{1,4}(?:部長|課長|係長|様)`)
)

// ho37cFoldActor folds the second actor of a sentence into the first.
func ho37cFoldActor(lang, sen string) string {
	re := ho37cDeActor
	if lang == "ja" {
		re = ho37cJaActor
	}
	locs := re.FindAllStringIndex(sen, -1)
	if len(locs) < 2 {
		return sen
	}
	first := sen[locs[0][0]:locs[0][1]]
	if lang != "ja" && !strings.HasPrefix(first, "Frau") && !strings.HasPrefix(first, "Herr") {
		return sen
	}
	for _, l := range locs[1:] {
		second := sen[l[0]:l[1]]
		if second == first || strings.HasSuffix(first, second[strings.LastIndex(second, " ")+1:]) {
			continue
		}
		repl := first
		if lang != "ja" {
			repl = "er"
			if strings.HasPrefix(first, "Frau") {
				repl = "sie"
			}
		}
		return sen[:l[0]] + repl + sen[l[1]:]
	}
	return sen
}

// ho37cCutContrast keeps the first half of a contrast in a sentence.
func ho37cCutContrast(lang, sen string) string {
	trimmed := strings.TrimRight(sen, " ")
	tail := sen[len(trimmed):]
	if lang == "ja" {
		loc := regexp.MustCompile(`(する|した|です|でした|ます|ました|ある|いる)が、`).FindStringSubmatchIndex(trimmed)
		if loc == nil || !strings.HasSuffix(trimmed, "。") {
			return sen
		}
		return trimmed[:loc[3]] + "。" + tail
	}
	if m := regexp.MustCompile(`zwar (\p{L}+), (?:\p{L}+ )?aber [^.;]+`).FindStringSubmatchIndex(trimmed); m != nil {
		return trimmed[:m[0]] + trimmed[m[2]:m[3]] + trimmed[m[1]:] + tail
	}
	if m := regexp.MustCompile(`, (?:die|der|das) [^,.;]+ (?:steht noch aus|ist noch offen|fehlt noch)`).FindStringIndex(trimmed); m != nil && m[1] == len(trimmed)-1 {
		return trimmed[:m[0]] + trimmed[m[1]:] + tail
	}
	i := strings.Index(trimmed, ", aber ")
	if i < 0 || !strings.HasSuffix(trimmed, ".") {
		return sen
	}
	return trimmed[:i] + "." + tail
}

func ho37cRules(pairs ...string) []ho37cRule {
	var rs []ho37cRule
	for i := 0; i+1 < len(pairs); i += 2 {
		re := regexp.MustCompile(pairs[i])
		tmpl := pairs[i+1]
		rs = append(rs, ho37cRule{re, func(m []string) string {
			return re.ReplaceAllString(m[0], tmpl)
		}})
	}
	return rs
}

var heldOutBatch37c = []heldOutKind{
	// A postponement keeps only the old date, told as the new one.
	// de: „vom 02.11.2026 auf den 16.11.2026“ → „auf den 02.11.2026“;
	// ja: 「11月9日から11月24日（火）に延期」 → 「11月9日に延期」.
	{"b37c_postponement_target_takes_old_date", "first", func(lang, s string) string {
		return ho37cEarliest(s, []ho37cRule{
			{regexp.MustCompile(`vom (` + ho37cDeD + `)( \(\p{L}+\))? auf den (` + ho37cDeD + `)( \(\p{L}+\))?`),
				func(m []string) string { return "auf den " + m[1] + m[2] }},
			{regexp.MustCompile(`(` + ho37cJaD + `)(` + ho37cWd + `)から(` + ho37cJaD + `)(` + ho37cWd + `)に`),
				func(m []string) string { return m[1] + m[2] + "に" }},
		})
	}},
	// The new value of a change is replaced by the old one the case keeps apart.
	// de: „erst am 23.11.2026 statt am 02.11.2026“ → „erst am 02.11.2026“;
	// ja: 「新住所は〒530-0001」 → 「新住所は〒541-0041」 (the old office's).
	{"b37c_new_value_collapsed_onto_old", "first", func(lang, s string) string {
		return ho37cEarliest(s, []ho37cRule{
			{regexp.MustCompile(`(` + ho37cDeAmt + `|` + ho37cDeD + `) statt (?:am )?(` + ho37cDeAmt + `|` + ho37cDeD + `)`),
				func(m []string) string { return m[2] }},
			{regexp.MustCompile(`(新しい[^は。、]*は)(` + ho37cJaD + `)(` + ho37cWd + `)`),
				func(m []string) string {
					if o := ho37cOtherDate(lang, s, m[2], false); o != "" {
						return m[1] + o
					}
					return m[0]
				}},
			{regexp.MustCompile(`(新[^は。、]{1,6}は)(〒\d{3}-\d{4})`),
				func(m []string) string {
					for _, p := range ho37cPostcode.FindAllString(s, -1) {
						if p != m[2] {
							return m[1] + p
						}
					}
					return m[0]
				}},
		})
	}},
	// A deadline takes another date of the case (the order, shipping or visit date).
	// de: „bis spätestens 19.10.2026“ → „bis spätestens 08.10.2026“;
	// ja: 「10月22日（木）までの交換品到着」 → 「10月14日までの交換品到着」.
	{"b37c_deadline_collapsed_onto_other_case_date", "raw", func(lang, s string) string {
		return ho37cEarliest(s, []ho37cRule{
			{regexp.MustCompile(`(bis (?:spätestens |zum )?)(` + ho37cDeD + `)`), func(m []string) string {
				if o := ho37cOtherDate(lang, s, m[2], false); o != "" {
					return m[1] + o
				}
				return m[0]
			}},
			{regexp.MustCompile(`(` + ho37cJaD + `)(` + ho37cWd + `)((?:\d{1,2}時)?まで)`), func(m []string) string {
				if o := ho37cOtherDate(lang, s, m[1], false); o != "" {
					return o + m[3]
				}
				return m[0]
			}},
			{regexp.MustCompile(`("(?:faellig_am|end_date|due_date|deadline|frist)":\s*")(\d{4}-\d{2}-\d{2})`), func(m []string) string {
				if o := ho37cOtherDate(lang, s, m[2], true); o != "" {
					return m[1] + o
				}
				return m[0]
			}},
		})
	}},
	// An "until" date is condensed to a single day.
	// de: „ist bis zum 22.10.2026 verreist“ → „ist am 22.10.2026 verreist“;
	// ja: 「11月13日（金）までです」 → 「11月13日（金）です」.
	{"b37c_until_date_read_as_single_day", "first", func(lang, s string) string {
		return ho37cEarliest(s, ho37cRules(
			`bis (?:spätestens |zum )(`+ho37cDeD+`)`, `am $1`,
			`(`+ho37cJaD+ho37cWd+`(?:\d{1,2}時)?)まで`, `$1`,
		))
	}},
	// Two costs the case keeps apart are added and put on the first item alone.
	// de: „18.750,00 € für die Stahlträger und 2.400,00 € Bereitschaftspauschale, zusammen
	// 21.150,00 €“ → „21.150,00 € für die Stahlträger“; ja: 「内訳は、基本料金33,000円と…で、合計38,500円となります」
	// → 「基本料金は38,500円となります」; JSON: netto takes the gross.
	{"b37c_two_costs_added_onto_first_item", "raw", ho37cCostsAdded},
	// The largest part is stated as the total.
	// de: „zusammen 21.150,00 €“ → „zusammen 18.750,00 €“; ja: 「合計38,500円」 → 「合計33,000円」.
	{"b37c_largest_part_stated_as_total", "raw", ho37cPartAsTotal},
	// A contrast keeps its first half only.
	// de: „ist zwar günstiger, bietet aber nur 2 Jahre Garantie“ → „ist günstiger“;
	// ja: 「WMSを導入するが、…不具合が見つかった。」 → 「WMSを導入する。」.
	{"b37c_contrast_kept_first_half_only", "first", func(lang, s string) string {
		return hoMiddleSentence(lang, s, func(sen string) string { return ho37cCutContrast(lang, sen) })
	}},
	// German: two independent statements are joined as cause and effect.
	// „…keinen Druck mehr auf; der Espresso läuft …“ → „…keinen Druck mehr auf, denn der
	// Espresso läuft …“ (result told as the reason).
	{"b37c_de_statements_joined_with_denn", "longest", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return ho37cJoinCause(lang, s)
	}},
	// Japanese: a later, independent sentence is linked to the one before by そのため.
	// 「…開始は、早くても11月9日となります。当方の試験台は…」 → 「…。そのため、当方の試験台は…」.
	{"b37c_ja_statements_joined_with_sonotame", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return ho37cJoinCause(lang, s)
	}},
	// The second actor of a sentence is folded into the first.
	// de: „…, die der Ausschuss freigegeben hat“ → „…, die er freigegeben hat“;
	// ja: 「営業の担当は松田部長で、送付先は小西課長に変わります」 → 「送付先は松田部長に変わります」.
	{"b37c_second_actor_folded_into_first", "raw", func(lang, s string) string {
		return hoMiddleSentence(lang, s, func(sen string) string { return ho37cFoldActor(lang, sen) })
	}},
	// Japanese: a proposal, an old plan or an outlook is compressed to a plain statement.
	// 「延期することを提案している」 → 「延期する」; 「お届けできる見込みです」 → 「お届けできます」.
	{"b37c_ja_plan_or_outlook_marker_compressed_away", "first", func(lang, s string) string {
		return ho37cEarliest(s, ho37cRules(
			`することを提案している`, `する`,
			`する予定でしたが`, `しましたが`,
			`できる見込みです`, `できます`,
			`ことを提案します`, `します`,
		))
	}},
	// German: a request is compressed to its outcome, a recommendation to a decision.
	// „Herr Strauß bittet, die Mehrkosten … freizugeben.“ → „Herr Strauß hat die Mehrkosten …
	// freigegeben.“; „Frau Köhler bittet um ein Rücksendeetikett“ → „… erhält ein …“.
	{"b37c_de_request_compressed_to_outcome", "first", func(lang, s string) string {
		return ho37cEarliest(s, []ho37cRule{
			{regexp.MustCompile(`bittet, (.+?) (\p{Ll}+?)zu(\p{Ll}+en)([.;])`), func(m []string) string {
				return "hat " + m[1] + " " + m[2] + "ge" + m[3] + m[4]
			}},
			{regexp.MustCompile(`\p{Lu}\p{L}* bittet darum, dass (.+) (\p{Ll}+)\.`), func(m []string) string {
				return "Es " + m[2] + " " + m[1] + "."
			}},
			{regexp.MustCompile(`bittet um (ein|eine|einen) `), func(m []string) string { return "erhält " + m[1] + " " }},
			{regexp.MustCompile(`Gewünscht ist `), func(m []string) string { return "Vereinbart ist " }},
			{regexp.MustCompile(`Empfehlung: `), func(m []string) string { return "Entscheidung: " }},
		})
	}},
	// Japanese: a request or wish is compressed to its being granted.
	// 「延期と予備費支出の承認を求めている」 → 「延期と予備費支出が承認された」;
	// 「交換品到着を希望」 → 「交換品到着で合意」.
	{"b37c_ja_request_compressed_to_granted", "first", func(lang, s string) string {
		return ho37cEarliest(s, ho37cRules(
			`の承認を求めている`, `が承認された`,
			`ご承認をお願いいたします`, `ご承認をいただきました`,
			`(\p{Han}{2,})を希望`, `${1}で合意`,
		))
	}},
	// A modifier that limits a statement to a subset is compressed away.
	// ja: 「10月分の勤怠データが取り込めない」 → 「勤怠データが取り込めない」;
	// de: „Netze, die nur im 5-GHz-Band funken, werden … nicht unterstützt“ → „Netze werden … nicht unterstützt“.
	{"b37c_subset_modifier_compressed_away", "first", func(lang, s string) string {
		return ho37cEarliest(s, ho37cRules(
			`(?:\d{1,2}月分|[\p{Katakana}ー]{2,}商品|追加[\p{Katakana}ー]+分|\p{Han}{2,}期間中|一部)の`, ``,
			`(\p{Lu}\p{L}+), die [^,]+, (werden|wird|sind|ist) `, `$1 $2 `,
		))
	}},
	// Of two things asked for or needed together, only the first is kept.
	// de: „die Mehrkosten und den neuen Termin … freizugeben“ → „die Mehrkosten … freizugeben“;
	// ja: 「延期と予備費支出の承認」 → 「延期の承認」.
	{"b37c_joint_object_narrowed_to_first", "first", func(lang, s string) string {
		return ho37cEarliest(s, ho37cRules(
			`(die|den|das) (\p{Lu}\p{L}+) und (?:den|die|das) (?:\p{Ll}+ )?\p{Lu}\p{L}+`, `$1 $2`,
			`(\p{Han}{2,}|[A-Za-z]+ ?)と\p{Han}{2,}の(承認|設定|確認|手配)`, `${1}の$2`,
		))
	}},
	// Two steps of a sequence are told in reverse order.
	// de: „Bestätigen Sie anschließend …“ → „Bestätigen Sie vorher …“; „bis dahin“ → „danach“;
	// ja: 「提供（10月23日）後に再テスト」 → 「…前に再テスト」; 「30分前にお電話」 → 「30分後に」.
	{"b37c_condensed_sequence_reversed", "first", func(lang, s string) string {
		return ho37cEarliest(s, ho37cRules(
			`）後に`, `）前に`,
			`(\d+分)前に`, `${1}後に`,
			`してから`, `する前に`,
			`\banschließend\b`, `vorher`,
			`\bnachdem\b`, `bevor`,
			`\bbis dahin\b`, `danach`,
		))
	}},
	// Two steps of a sequence are told as one moment.
	// de: „Bestätigen Sie anschließend …“ → „Bestätigen Sie gleichzeitig …“;
	// ja: 「訪問の30分前にお電話」 → 「訪問と同時にお電話」.
	{"b37c_condensed_sequence_made_one_moment", "first", func(lang, s string) string {
		return ho37cEarliest(s, ho37cRules(
			`）後に`, `）と同時に`,
			`の\d+分前に`, `と同時に`,
			`してから`, `すると同時に`,
			`\banschließend\b`, `gleichzeitig`,
			`\bnachdem\b`, `während`,
		))
	}},
	// A bound word drops, so that a limit reads as an exact value.
	// de: „ab 8 Uhr aufschließen“ → „um 8 Uhr aufschließen“;
	// ja: 「早くても11月9日となります」 → 「11月9日となります」; 「iOS 16以降」 → 「iOS 16」.
	{"b37c_bound_word_compressed_away", "first", func(lang, s string) string {
		return ho37cEarliest(s, ho37cRules(
			`(\d+)(以降|以内|以上)`, `$1`,
			`早くても`, ``,
			`\bab (\d{1,2}(?::\d{2})? Uhr)`, `um $1`,
			`\bfrühestens `, ``,
		))
	}},
	// A change replaces a value; the compressed note keeps both as if added.
	// de: „mit 145.000,00 € statt 120.000,00 €“ → „mit 145.000,00 € und 120.000,00 €“;
	// ja: 「11月9日から11月24日（火）に延期」 → 「11月9日と11月24日（火）に延期」.
	{"b37c_replaced_value_kept_beside_new", "first", func(lang, s string) string {
		return ho37cEarliest(s, []ho37cRule{
			{regexp.MustCompile(`(` + ho37cDeAmt + `|` + ho37cDeD + `) statt (am )?(` + ho37cDeAmt + `|` + ho37cDeD + `)`),
				func(m []string) string { return m[1] + " und " + m[2] + m[3] }},
			{regexp.MustCompile(`vom (` + ho37cDeD + `)( \(\p{L}+\))? auf den (` + ho37cDeD + `)`),
				func(m []string) string { return "auf den " + m[1] + m[2] + " und den " + m[3] }},
			{regexp.MustCompile(`(` + ho37cJaD + ho37cWd + `)から(` + ho37cJaD + ho37cWd + `)に`),
				func(m []string) string { return m[1] + "と" + m[2] + "に" }},
		})
	}},
	// A possibility is condensed to a certainty.
	// de: „Frau Müller kann die Wohnung … aufschließen“ → „Frau Müller wird die Wohnung …
	// aufschließen“; ja: 「正しく測定できないことがあります」 → 「正しく測定できません」.
	{"b37c_possibility_condensed_to_certainty", "first", func(lang, s string) string {
		return ho37cEarliest(s, ho37cRules(
			`できないことがあります`, `できません`,
			`することがあります`, `します`,
			`\b(ein \p{L}+(?:-\p{L}+)?(?: [^.;,]+)?|[Ee]r|[Ss]ie|Frau \p{Lu}\p{L}+|Herr \p{Lu}\p{L}+) kann\b`, `$1 wird`,
		))
	}},
	// A state that holds since (or from) a point is compressed to that one day or month.
	// de: „tropft seit Mittwoch Wasser“ → „tropft am Mittwoch Wasser“;
	// ja: 「今月から追加ユーザー分の料金が加算」 → 「今月、追加ユーザー分の料金が加算」.
	{"b37c_ongoing_since_collapsed_to_one_point", "first", func(lang, s string) string {
		return ho37cEarliest(s, ho37cRules(
			`\bseit (Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag|Anfang)\b`, `am $1`,
			`\bseit dem\b`, `am`,
			`\bseit der\b`, `an der`,
			`(今月|来月|先月|\d{1,2}月|本日|今週)から`, `$1、`,
		))
	}},
	// A time limit on a state is compressed away, so that the state reads as lasting.
	// de: „bis dahin läuft die alte Anlage weiter“ → „die alte Anlage läuft weiter“;
	// ja: 「試験台はそれまで予約で埋まっており」 → 「試験台は予約で埋まっており」.
	{"b37c_time_limit_on_state_compressed_away", "first", func(lang, s string) string {
		return ho37cEarliest(s, ho37cRules(
			`\bbis dahin (\p{Ll}+) (die|der|das) ((?:\p{Ll}+ )?)(\p{Lu}\p{L}+)`, `$2 $3$4 $1`,
			`\bbleibt \d+ (?:Minuten|Stunden|Tage|Wochen) aktiv`, `bleibt aktiv`,
			`はそれまで`, `は`,
			`(?:当面|一時的に)、?`, ``,
		))
	}},
}

// ho37cJSONBreakers are the kinds meant to break a JSON answer (none in this batch).
var ho37cJSONBreakers = map[string]bool{}
