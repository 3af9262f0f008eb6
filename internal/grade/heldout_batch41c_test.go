package grade

// Blind batch 41c: quantifiers and coordination. Each kind keeps the items an answer
// names but changes how many of them a statement covers, at one place: a pair joined
// by "und"/"と" becomes a choice ("oder"/"または"), the last such pair becomes an
// exclusive either-or, two joint actions become alternatives, an always/every
// statement covers only some occasions, a completed check is said to cover only part,
// and a statement about one named person is widened to two named persons. The items,
// figures and dates all stay; only the coverage of the statement is wrong, which a
// reviewer rejects because the answer now promises, requires or reports something else.

import (
	"regexp"
	"strings"
)

var (
	// ho41cDePair is a noun (phrase) joined by "und" to another noun phrase.
	ho41cDePair = regexp.MustCompile(`\b(\p{Lu}[\p{L}-]+) und ((?:(?:die|den|der|das|dem|des|ein|eine|einen|Ihre|Ihren) )?(?:\p{Ll}+e[nmrs]? )?\p{Lu}[\p{L}-]+)`)
	// ho41cJaPair is a noun joined by と to another noun.
	ho41cJaPair = regexp.MustCompile(`([\p{Han}\p{Katakana}ー」）A-Za-z0-9]) ?と([\p{Han}\p{Katakana}「A-Za-z][\p{Han}\p{Katakana}ー\p{Hiragana}A-Za-z」 ]{0,12})`)
	// ho41cJaQuote are what follows a quotative と, not a coordinating one.
	// ho41cJaNoun is the second noun of a ja pair, up to the particle after it.
	ho41cJaNoun = regexp.MustCompile(`^(「[^」]+」|[\p{Han}\p{Katakana}ー]+)(?:の|を|が|は)`)
	// ho41cDeArticle is an article right before the first noun of a de pair.
	ho41cDeArticle = regexp.MustCompile(`\b(?:die|den|der|das|dem|des|Ihre|Ihren) (?:\p{Ll}+e[nmrs]? )?$`)
	ho41cJaQuote   = regexp.MustCompile(`^(表示|言|思|同|共|一緒|連携|比べ|出|し|な|いう|お)`)
)

// ho41cDeNotPair are capitalised words that are no nouns of a coordination.
var ho41cDeNotPair = map[string]bool{"Sie": true, "Ihnen": true, "Wir": true, "Uns": true, "Bitte": true}

// ho41cPairs lists the coordinated pairs of s as [start, end, first, second] byte spans.
func ho41cPairs(lang, s string) [][]int {
	var out [][]int
	if lang == "ja" {
		for _, m := range ho41cJaPair.FindAllStringSubmatchIndex(s, -1) {
			if ho41cJaQuote.MatchString(s[m[4]:m[5]]) {
				continue
			}
			out = append(out, m)
		}
		return out
	}
	for _, m := range ho41cDePair.FindAllStringSubmatchIndex(s, -1) {
		second := strings.Fields(s[m[4]:m[5]])
		if ho41cDeNotPair[s[m[2]:m[3]]] || ho41cDeNotPair[second[0]] || ho41cDeNotPair[second[len(second)-1]] {
			continue
		}
		out = append(out, m)
	}
	return out
}

// ho41cPairAt rewrites the coordination of pair m in s: und/と becomes de/ja.
func ho41cPairAt(lang, s string, m []int, de, ja string) string {
	if lang == "ja" {
		mid := s[m[3]:m[4]] // " と" or "と"
		sp := ""
		if strings.HasPrefix(mid, " ") {
			sp = " "
		}
		return s[:m[3]] + sp + ja + s[m[4]:]
	}
	return s[:m[3]] + " " + de + " " + s[m[4]:]
}

var (
	ho41cDeCheck = regexp.MustCompile(`\b(ist|sind|wurde|wurden|habe|haben|hat) (bestanden|abgeschlossen|geprüft|erledigt|behoben|bestätigt)\b`)
	ho41cJaCheck = regexp.MustCompile(`(確認済み|を確認いたしました|を確定いたしました|は完了です|が完了しました)`)
	ho41cDeSuru  = regexp.MustCompile(`, und (in|im|am|auf|an|der|die|das|dem|den) `)
	ho41cJaSuru  = regexp.MustCompile(`(\p{Han}{2})し、`)
	ho41cDeEvery = regexp.MustCompile(`\b(für jeden Wochentag|jeden Tag|täglich|werktags|immer|stets|jederzeit)\b`)
	ho41cJaEvery = regexp.MustCompile(`(いつも|毎日|毎週|毎月|常に|いつでも)`)
	ho41cDePers  = regexp.MustCompile(`\b(Herr|Frau) ((?:Prof\. )?(?:Dr\. )?\p{Lu}[\p{L}ß]+) (ist|hat|bittet|meldet|kann|wird|bestätigt|prüft)([ ,])`)
	ho41cDeName  = regexp.MustCompile(`\b(Herr|Frau|Herrn) ((?:Prof\. )?(?:Dr\. )?\p{Lu}[\p{L}ß]+)`)
	ho41cJaPers  = regexp.MustCompile(`(\p{Han}{1,3}(?:様|部長|課長|氏))`)
)

// ho41cDePlural is the plural of the person verbs ho41cDePers matches.
var ho41cDePlural = map[string]string{"ist": "sind", "hat": "haben", "bittet": "bitten", "meldet": "melden",
	"kann": "können", "wird": "werden", "bestätigt": "bestätigen", "prüft": "prüfen"}

var heldOutBatch41c = []heldOutKind{
	// The first pair of items joined by "and" becomes a choice, so a statement about
	// both covers only one of them: "die Mehrkosten und den neuen Termin freizugeben" →
	// "die Mehrkosten oder den neuen Termin"; 延期と予備費支出の承認 → 延期または予備費支出の承認.
	{"b41c_joint_pair_made_alternative", "first", func(lang, s string) string {
		ps := ho41cPairs(lang, s)
		if len(ps) == 0 {
			return s
		}
		return ho41cPairAt(lang, s, ps[0], "oder", "または")
	}},
	// The last pair of items joined by "and" becomes an exclusive either-or: "Heizzeiten
	// und Raumtemperaturen" → "entweder Heizzeiten oder Raumtemperaturen"; 体重と体脂肪率 →
	// 体重か体脂肪率のどちらか一方.
	{"b41c_last_pair_made_exclusive_either", "first", func(lang, s string) string {
		ps := ho41cPairs(lang, s)
		if len(ps) == 0 {
			return s
		}
		m := ps[len(ps)-1]
		if lang == "ja" {
			n := ho41cJaNoun.FindStringSubmatchIndex(s[m[4]:])
			if n == nil {
				return s
			}
			end := m[4] + n[3]
			return s[:m[3]] + "か" + s[m[4]:end] + "のどちらか一方" + s[end:]
		}
		start := m[2]
		if a := ho41cDeArticle.FindStringIndex(s[:start]); a != nil {
			start = a[0]
		}
		return s[:start] + "entweder " + s[start:m[3]] + " oder " + s[m[4]:]
	}},
	// Two actions done one after the other become alternatives: "zeigt das Bedienteil
	// ein WLAN-Symbol, und in der App erscheint …" → ", oder in der App erscheint …";
	// 西村が調査し、10月19日までに回答する → 西村が調査するか、10月19日までに回答する.
	{"b41c_joint_actions_made_alternatives", "longest", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(ho41cJaSuru, s, func(m []string) string { return m[1] + "するか、" })
		}
		return hoFirstMatch(ho41cDeSuru, s, func(m []string) string { return ", oder " + m[1] + " " })
	}},
	// A statement about every occasion covers only some: "nur werktags" → "nur an einigen
	// Werktagen"; "für jeden Wochentag" → "für einige Wochentage"; いつもご利用いただき →
	// ときどきご利用いただき.
	{"b41c_every_occasion_made_some", "longest", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(ho41cJaEvery, s, func(m []string) string {
				return map[string]string{"いつも": "ときどき", "毎日": "一部の日に", "毎週": "隔週", "毎月": "一部の月に",
					"常に": "ときどき", "いつでも": "一部の時間帯に"}[m[1]]
			})
		}
		return hoFirstMatch(ho41cDeEvery, s, func(m []string) string {
			return map[string]string{"für jeden Wochentag": "für einige Wochentage", "jeden Tag": "an einigen Tagen",
				"täglich": "an einigen Tagen", "werktags": "an einigen Werktagen", "immer": "manchmal",
				"stets": "gelegentlich", "jederzeit": "zu einigen Zeiten"}[m[1]]
		})
	}},
	// A completed check or confirmation is said to cover only part: "Die
	// Druckbehälterprüfung ist bestanden" → "ist teilweise bestanden"; 破損を確認いたしました →
	// 破損を一部確認いたしました; 確認済み → 一部確認済み.
	{"b41c_completed_check_made_partial", "longest", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(ho41cJaCheck, s, func(m []string) string {
				if strings.HasPrefix(m[1], "を") || strings.HasPrefix(m[1], "は") || strings.HasPrefix(m[1], "が") {
					return m[1][:len("を")] + "一部" + m[1][len("を"):]
				}
				return "一部" + m[1]
			})
		}
		return hoFirstMatch(ho41cDeCheck, s, func(m []string) string { return m[1] + " teilweise " + m[2] })
	}},
	// A statement about one named person is widened to two named persons: "Herr Weiß ist
	// bis zum 22.10.2026 verreist" → "Herr Weiß und Frau Müller sind …"; 営業の担当は松田部長で →
	// 営業の担当は松田部長と小西課長で; "primary_contact": "石井部長" → "石井部長と森課長".
	{"b41c_statement_widened_to_both_named_persons", "raw", func(lang, s string) string {
		if lang == "ja" {
			names := ho41cJaPers.FindAllString(s, -1)
			for _, n := range names {
				if n != names[0] {
					return strings.Replace(s, names[0], names[0]+"と"+n, 1)
				}
			}
			return s
		}
		loc := ho41cDePers.FindStringSubmatchIndex(s)
		if loc == nil {
			return s
		}
		who := s[loc[4]:loc[5]]
		var other string
		for _, m := range ho41cDeName.FindAllStringSubmatch(s, -1) {
			if m[2] != who {
				title := m[1]
				if title == "Herrn" {
					title = "Herr"
				}
				other = title + " " + m[2]
				break
			}
		}
		if other == "" {
			return s
		}
		verb := s[loc[6]:loc[7]]
		return s[:loc[5]] + " und " + other + " " + ho41cDePlural[verb] + s[loc[8]:]
	}},
}
