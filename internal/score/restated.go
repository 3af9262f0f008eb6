package score

import (
	"fmt"
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

// The rules of stance about a golden clause the answer restates word for word (see
// TypeStance):
//   - it keeps its tense: a clause of a golden sentence that names a date or a clock
//     time, written again with only one verb moved between non-past and past (Die
//     Lieferung erfolgt am 12.11.2026 → erfolgte; findet am … statt → fand; （金）です
//     → でした, 10月19日に発送いたします → いたしました, 17時までに回答する → 回答した),
//     tells a commitment as done or a coming event as past. Only a dated sentence:
//     without a date the tense may be the answer's way of telling (minutes in the
//     past: die Genehmigung stand noch aus). Courtesy formulas (ありがとうございます/
//     ました, es tut uns leid) and German verbs of saying (Herr Strauß bittet → bat, …
//     bis zum 21.10.2026 freizugeben), whose tense dates the telling, not the date's
//     event, are left alone;
//   - it keeps its mood: a statement of the golden that the answer ends as a
//     question (… 12 Uhr?, （水）でしょうか。, 変わりません？) turns a fact into a doubt.
//
// Clauses align by their letters and digits, lowercased (punctuation and spaces do
// not count): a paraphrase that rewords the clause leaves it alone. Neither rule
// fires where the golden or the request writes the clause that way itself.

// minRestated is the least number of letters and digits of a clause the rules align:
// a shorter one ("ist es", "でした") matches by accident.
const minRestated = 8

// clauseKey is a clause's letters and digits, lowercased: the form clauses align by.
func clauseKey(s string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsLetter(r) || unicode.IsNumber(r) {
			return unicode.ToLower(r)
		}
		return -1
	}, s)
}

// moodClause is a clause with whether it ends a question, and the sentence it is in.
type moodClause struct {
	text, sentence string
	question       bool
}

// moodClauses splits texts into clauses (as the polarity check does) and marks those
// that end a question: before ? or ？, or in Japanese a clause that ends in か at the
// end of its sentence (…ますか。, …でしょうか).
func moodClauses(lang string, texts []string) []moodClause {
	var out []moodClause
	for _, t := range texts {
		start, sentence, first := 0, 0, len(out)
		locs := append(clauseBreak.FindAllStringIndex(t, -1), []int{len(t), len(t)})
		for _, loc := range locs {
			if numberPunct(t, loc) {
				continue
			}
			cl := strings.TrimSpace(t[start:loc[0]])
			br := t[loc[0]:loc[1]]
			start = loc[1]
			if cl != "" {
				q := br == "?" || br == "？"
				if lang == "ja" && (br == "。" || br == "\n" || br == "") && strings.HasSuffix(cl, "か") {
					q = true
				}
				out = append(out, moodClause{text: cl, question: q})
			}
			if strings.ContainsAny(br, "。！？!?\n.") || br == "" {
				for i := first; i < len(out); i++ {
					out[i].sentence = strings.TrimSpace(t[sentence:loc[1]])
				}
				sentence, first = loc[1], len(out)
			}
		}
	}
	return out
}

// numberPunct reports a clause break that belongs to a number: a comma, full stop or
// colon between two digits (21.150,00 €, 10:30 Uhr), or the full stop of a day before
// its month's name (26. Oktober 2026), ends no clause.
func numberPunct(t string, loc []int) bool {
	before, _ := utf8.DecodeLastRuneInString(t[:loc[0]])
	if t[loc[0]:loc[1]] == ". " {
		return isDigit(before) && deMonthAhead.MatchString(t[loc[1]:])
	}
	if loc[1]-loc[0] != 1 || !strings.ContainsAny(t[loc[0]:loc[1]], ",.:") {
		return false
	}
	after, _ := utf8.DecodeRuneInString(t[loc[1]:])
	return isDigit(before) && isDigit(after)
}

var deMonthAhead = regexp.MustCompile(`^(?:Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember)\b`)

// statementOf is a question clause as the statement it asks about: in Japanese
// without its final か, でしょう made です (…（水）でしょうか → …（水）です, …いただけます
// でしょうか → …いただけます).
func statementOf(lang, cl string) string {
	if lang != "ja" {
		return cl
	}
	cl = strings.TrimSuffix(cl, "か")
	if s, ok := strings.CutSuffix(cl, "でしょう"); ok {
		if strings.HasSuffix(s, "ます") {
			return s
		}
		return s + "です"
	}
	return cl
}

// statementsAsQuestions names the answer's questions whose clause is a statement of
// the golden, where neither the golden nor the request asks it.
func statementsAsQuestions(lang string, golden, request, answer []string) []string {
	statements, questions := map[string]bool{}, map[string]bool{}
	for _, c := range moodClauses(lang, golden) {
		if c.question {
			questions[clauseKey(statementOf(lang, c.text))] = true
		} else {
			statements[clauseKey(c.text)] = true
		}
	}
	for _, c := range moodClauses(lang, request) {
		if c.question {
			questions[clauseKey(statementOf(lang, c.text))] = true
		}
	}
	var out []string
	for _, c := range moodClauses(lang, answer) {
		if !c.question {
			continue
		}
		k := clauseKey(statementOf(lang, c.text))
		if utf8.RuneCountInString(k) >= minRestated && statements[k] && !questions[k] {
			out = append(out, fmt.Sprintf("%q asks what the golden states", clipRunes(c.text, 60)))
		}
	}
	return out
}

// tenseShifts names the answer's clauses that are a clause of the golden with one
// verb in the other tense (non-past ↔ past), where the golden and the request never
// write that clause in that tense.
func tenseShifts(lang string, golden, request, answer []string) []string {
	written := map[string]bool{}
	gcs := moodClauses(lang, golden)
	for _, c := range gcs {
		written[clauseKey(c.text)] = true
	}
	for _, c := range moodClauses(lang, request) {
		written[clauseKey(c.text)] = true
	}
	shifted := map[string]string{}
	for _, g := range gcs {
		for _, v := range tenseVariants(lang, g.text, dated.MatchString(g.sentence)) {
			if k := clauseKey(v); utf8.RuneCountInString(k) >= minRestated && !written[k] {
				shifted[k] = g.text
			}
		}
	}
	var out []string
	seen := map[string]bool{}
	for _, c := range moodClauses(lang, answer) {
		k := clauseKey(c.text)
		if g, ok := shifted[k]; ok && !seen[k] {
			seen[k] = true
			out = append(out, fmt.Sprintf("%q puts the golden's %q in another tense", clipRunes(c.text, 60), clipRunes(g, 40)))
		}
	}
	return out
}

// dated finds a date or a clock time: 12.11.2026, 26. Oktober, 10:30, 8 Uhr, 10月21日,
// 17時.
var dated = regexp.MustCompile(`\d{1,2}\.\d{1,2}\.|\d{1,2}\. (?:Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember)|\d{1,2}:\d{2}|\d+ ?Uhr|\d+月|\d+日|\d+時|\d{4}-\d{2}-\d{2}`)

// tenseVariants are the clause with one of its verbs moved to the other tense, one
// variant for each verb form and each way to form it (some are no words: they match
// no answer); none for a clause of a sentence without a date or time.
func tenseVariants(lang, cl string, hasDate bool) []string {
	if !hasDate {
		// A writer's humble act has its tense whether dated or not: 確定いたしました
		// (done) is not 確定いたします (to be done).
		if lang == "ja" && !jaTenseExempt.MatchString(cl) {
			for _, p := range [][2]string{{"いたしました", "いたします"}, {"いたします", "いたしました"}} {
				if i := strings.LastIndex(cl, p[0]); i >= 0 {
					return []string{cl[:i] + p[1] + cl[i+len(p[0]):]}
				}
			}
		}
		return nil
	}
	if lang == "ja" {
		return jaTenseVariants(cl)
	}
	if deTenseExempt.MatchString(cl) {
		return nil
	}
	var out []string
	for _, m := range deWord.FindAllStringIndex(cl, -1) {
		w := cl[m[0]:m[1]]
		// A verb inside a sentence is lower case; a capitalised word is a noun, or a
		// verb opening a request or question, which has no past.
		if r, _ := utf8.DecodeRuneInString(w); !unicode.IsLower(r) {
			continue
		}
		for _, f := range deOtherTense(w) {
			out = append(out, cl[:m[0]]+f+cl[m[1]:])
		}
	}
	return out
}

var (
	deWord = regexp.MustCompile(`\p{L}+`)
	// deStrongTense pairs the present and preterite of the irregular verbs business
	// text uses (3rd person singular and plural), also after a prefix: erhält →
	// erhielt, verschiebt → verschob, stattfindet → stattfand.
	deStrongTense = [][2]string{
		{"ist", "war"}, {"sind", "waren"}, {"wird", "wurde"}, {"werden", "wurden"}, {"hat", "hatte"}, {"haben", "hatten"},
		{"findet", "fand"}, {"finden", "fanden"}, {"gilt", "galt"}, {"gelten", "galten"}, {"bleibt", "blieb"}, {"bleiben", "blieben"},
		{"beginnt", "begann"}, {"beginnen", "begannen"}, {"liegt", "lag"}, {"liegen", "lagen"}, {"kommt", "kam"}, {"kommen", "kamen"},
		{"gibt", "gab"}, {"geben", "gaben"}, {"steht", "stand"}, {"stehen", "standen"}, {"läuft", "lief"}, {"laufen", "liefen"},
		{"geht", "ging"}, {"gehen", "gingen"}, {"sendet", "sandte"}, {"senden", "sandten"}, {"nimmt", "nahm"}, {"nehmen", "nahmen"},
		{"trifft", "traf"}, {"treffen", "trafen"}, {"hält", "hielt"}, {"halten", "hielten"}, {"fällt", "fiel"}, {"fallen", "fielen"},
		{"bringt", "brachte"}, {"bringen", "brachten"}, {"kennt", "kannte"}, {"tut", "tat"}, {"lässt", "ließ"}, {"lassen", "ließen"},
		{"schiebt", "schob"}, {"schieben", "schoben"}, {"bietet", "bot"}, {"bieten", "boten"}, {"zieht", "zog"}, {"ziehen", "zogen"},
		{"fährt", "fuhr"}, {"fahren", "fuhren"}, {"trägt", "trug"}, {"tragen", "trugen"}, {"sieht", "sah"}, {"sehen", "sahen"},
		{"weiß", "wusste"}, {"wissen", "wussten"}, {"muss", "musste"}, {"müssen", "mussten"}, {"kann", "konnte"}, {"können", "konnten"},
		{"darf", "durfte"}, {"dürfen", "durften"},
	}
	// deNoWeakTense are the starts of words the weak -te rule leaves alone: modal verbs
	// and the subjunctive (sollten, könnten, hätten, würden, wären), whose -te is no past.
	deNoWeakTense = regexp.MustCompile(`^(?:soll|woll|könn|konn|müss|muss|dürf|durf|möcht|moch|mög|hätt|wär|würd)`)
	// deTenseExempt are clauses whose tense dates the telling, not the fact: verbs of
	// saying and reporting (Herr Strauß bittet → bat, …; a summary may retell in the
	// past) and of courtesy (wir danken, es tut uns leid).
	deTenseExempt = regexp.MustCompile(`(?:^|[^\p{L}])(?:meld|bericht|bitte[nt]|bat(?:en)?(?:[^\p{L}]|$)|teilt|teilen|teilte|frag|erklär|schreib|schrieb|schilder|informier|beschwer|wünsch|beton|beantrag|forder|schlägt|schlagen|schlug|weist|wies|sagt|sagen|sagte|dank|bedank|bedauer|freu|entschuldig|hoff|leid(?:[^\p{L}]|$))`)
)

// deOtherTense are the forms of a German word in the other tense, if it is a finite
// verb: the irregular ones by deStrongTense, any other as a weak verb (erfolgt ↔
// erfolgte, meldet ↔ meldete, liefern ↔ lieferten, prüfen ↔ prüften).
func deOtherTense(w string) []string {
	var out []string
	for _, p := range deStrongTense {
		if pre, ok := strings.CutSuffix(w, p[0]); ok {
			out = append(out, pre+p[1])
		}
		if pre, ok := strings.CutSuffix(w, p[1]); ok {
			out = append(out, pre+p[0])
		}
	}
	if len(out) > 0 || utf8.RuneCountInString(w) < 5 || deNoWeakTense.MatchString(w) {
		return out
	}
	switch {
	case strings.HasSuffix(w, "ten"): // past plural: prüften → prüfen, lieferten → liefern, meldeten → melden
		out = append(out, w[:len(w)-3]+"en", w[:len(w)-3]+"n")
	case strings.HasSuffix(w, "te"): // past singular: erfolgte → erfolgt, meldete → meldet
		out = append(out, w[:len(w)-1])
	}
	switch {
	case strings.HasSuffix(w, "ern") || strings.HasSuffix(w, "eln"): // liefern → lieferten
		out = append(out, w[:len(w)-1]+"ten")
	case strings.HasSuffix(w, "en"): // prüfen → prüften, melden → meldeten
		out = append(out, w[:len(w)-2]+"ten", w[:len(w)-2]+"eten")
	case strings.HasSuffix(w, "t"): // erfolgt → erfolgte, meldet → meldete
		out = append(out, w+"e")
	}
	return out
}

var (
	// jaPoliteTense are the polite endings, each with its other tense.
	jaPoliteTense = regexp.MustCompile(`ませんでした|ません|ました|ます|でした|です`)
	jaPoliteOther = map[string]string{"ませんでした": "ません", "ません": "ませんでした", "ました": "ます", "ます": "ました", "でした": "です", "です": "でした"}
	// jaPlainTense pairs a plain ending with its other tense (either way; a godan
	// verb's past has several present forms: 行った ← 行う, 待つ, 取る).
	jaPlainTense = [][2]string{
		{"ない", "なかった"}, {"だ", "だった"}, {"する", "した"}, {"くる", "きた"}, {"う", "った"}, {"つ", "った"}, {"る", "った"},
		{"く", "いた"}, {"ぐ", "いだ"}, {"す", "した"}, {"む", "んだ"}, {"ぶ", "んだ"}, {"ぬ", "んだ"},
	}
	// jaTenseExempt are the courtesy formulas, whose tense is the writer's choice
	// (ありがとうございます/ました, 申し訳ございません/でした, お待たせいたしました).
	jaTenseExempt = regexp.MustCompile(`ありがとう|有難う|申し訳|お世話|失礼|お待たせ|恐れ入|お詫び|感謝|迷惑|存じ`)
)

// jaTenseVariants are the clause with one polite ending (ます, です, ません and their
// pasts) in the other tense, or its plain final verb in the other tense (回答する →
// 回答した, あった → ある, 見る → 見た).
func jaTenseVariants(cl string) []string {
	if jaTenseExempt.MatchString(cl) {
		return nil
	}
	var out []string
	for _, m := range jaPoliteTense.FindAllStringIndex(cl, -1) {
		out = append(out, cl[:m[0]]+jaPoliteOther[cl[m[0]:m[1]]]+cl[m[1]:])
	}
	last, _ := utf8.DecodeLastRuneInString(cl)
	if !unicode.Is(unicode.Hiragana, last) {
		return out
	}
	for _, p := range jaPlainTense {
		if s, ok := strings.CutSuffix(cl, p[0]); ok {
			out = append(out, s+p[1])
		}
		if s, ok := strings.CutSuffix(cl, p[1]); ok {
			out = append(out, s+p[0])
		}
	}
	// An ichidan verb: the i- or e-row before る is kept (いる ↔ いた, 見る ↔ 見た).
	if s, ok := strings.CutSuffix(cl, "る"); ok {
		out = append(out, s+"た")
	}
	if s, ok := strings.CutSuffix(cl, "た"); ok {
		out = append(out, s+"る")
	}
	return out
}

// deArticles are the German articles, the words a telegraphic answer drops.
var deArticles = map[string]bool{
	"der": true, "die": true, "das": true, "den": true, "dem": true, "des": true,
	"ein": true, "eine": true, "einen": true, "einem": true, "einer": true, "eines": true,
}

// jaParticles are the Japanese case and topic particles, the kana a telegraphic answer
// drops (冷凍室が冷えない → 冷凍室冷えない, 日時を下記 → 日時下記).
const jaParticles = "をがはにでとのへも"

var wordOrNumber = regexp.MustCompile(`\p{L}+|\p{N}+`)

// functionSkeleton is a sentence without its function words, as clauseKey writes it,
// and how many function words it had: German articles (whole words), or in Japanese
// every particle kana. Stripping the kana from content words too does no harm: the
// two sentences compared lose the same ones.
func functionSkeleton(lang, s string) (string, int) {
	if lang == "ja" {
		n := 0
		key := strings.Map(func(r rune) rune {
			if strings.ContainsRune(jaParticles, r) {
				n++
				return -1
			}
			return r
		}, clauseKey(s))
		return key, n
	}
	var b strings.Builder
	n := 0
	for _, w := range wordOrNumber.FindAllString(s, -1) {
		lw := strings.ToLower(w)
		if deArticles[lw] {
			n++
			continue
		}
		b.WriteString(lw)
	}
	return b.String(), n
}

// droppedFunctionWords names the answer's sentences that are a golden sentence with
// two or more of its function words left out and nothing else changed: the
// telegraphic text of a degraded model (Sobald die Verbindung steht, zeigt das
// Bedienteil ein WLAN-Symbol → Sobald Verbindung steht, zeigt Bedienteil WLAN-Symbol;
// ユーザーを1名追加 → ユーザー1名追加 with another particle gone). A paraphrase that drops
// articles also changes other words; a sentence the golden or the request writes
// that way itself is left alone.
func droppedFunctionWords(lang string, golden, request, answer []string) []string {
	type full struct {
		text string
		n    int
	}
	byKey := map[string]full{}
	written := map[string]bool{}
	for _, s := range golden {
		k, n := functionSkeleton(lang, s)
		if utf8.RuneCountInString(k) >= minRestated && n > byKey[k].n {
			byKey[k] = full{s, n}
		}
		written[clauseKey(s)] = true
	}
	for _, s := range request {
		written[clauseKey(s)] = true
	}
	var out []string
	for _, s := range answer {
		k, n := functionSkeleton(lang, s)
		g, ok := byKey[k]
		if !ok || g.n-n < 2 || written[clauseKey(s)] {
			continue
		}
		// In Japanese a case or topic particle must be among them: の between two
		// nouns also goes in a compound a careful writer forms (営業の担当 → 営業担当).
		if lang == "ja" && caseParticles(s) >= caseParticles(g.text) {
			continue
		}
		// A golden sentence that ends on a noun (発送予定。) is a note's telegraphic
		// style already; a summary that compresses it further into compounds (破損確認
		// 済み, 10月19日発送予定) writes the same register.
		if lang == "ja" && nounEnding(g.text) {
			continue
		}
		out = append(out, fmt.Sprintf("%q is the golden's %q without %d of its function words", clipRunes(s, 60), clipRunes(g.text, 40), g.n-n))
	}
	return out
}

// nounEnding reports a Japanese sentence that ends on a kanji or katakana word (体言止め).
func nounEnding(s string) bool {
	r, _ := utf8.DecodeLastRuneInString(strings.TrimRight(strings.TrimSpace(s), "。．.！!"))
	return isHan(r) || isKatakana(r) || r == 'ー'
}

// caseParticles counts the kana を, が and は in s.
func caseParticles(s string) int {
	n := 0
	for _, r := range s {
		if r == 'を' || r == 'が' || r == 'は' {
			n++
		}
	}
	return n
}
