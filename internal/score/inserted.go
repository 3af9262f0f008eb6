package score

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"
)

// An answer sentence that is a golden sentence with a stretch put in adds a claim the
// golden left out; a model that read the request "remembers" it. What it puts back
// must stand in the request beside what it is put beside: a role in brackets after a
// person (Frau Dr. Vogt (Einkauf) where the request has Frau Dr. Vogt
// (Projektleitung)), a department before a name (経理部の松田部長 where the request has
// 経理部 only for another), a figure or a date (予備費（残額1,200万円）where the
// request has 2,600万円 left, Förderbescheid vom 14.10.2026 where it has 09.10.2026), a
// part of an address (大阪市北区北浜 where the request has 中央区北浜). The request's
// sentences that name the words on either side of the stretch are where it is looked
// for; a word or number they lack, or that nothing in the case states, is put back
// wrongly. A paraphrase rewords more than one place and is not read here.

var (
	// anchorWord is a word that may say what a stretch is put beside: a German word
	// of three letters or more, a Japanese kanji compound, katakana word or name.
	deAnchorWord = regexp.MustCompile(`\p{Lu}\p{L}{2,}|\p{L}{5,}|\d+(?:[.,]\d+)*`)
	jaAnchorWord = regexp.MustCompile(`\p{Han}{2,}|[\p{Katakana}ー]{3,}|[A-Za-z0-9][A-Za-z0-9-]{2,}`)
	// factQualifier are short words that change what a figure or a time means: a tax
	// label, a time of day. They count as content though they are short or lower-case.
	factQualifier = wordSet("netto brutto zzgl. zzgl inkl. inkl MwSt. MwSt Ust. USt. 税込 税抜 税別 正午 午前 午後 未満 以上 以下 超")
)

// insertedClaims lists the answer's sentences that are a golden sentence with a
// stretch put in whose words or numbers the request does not state where the stretch
// stands (see above). request is the case's request, golden its golden.
func insertedClaims(lang string, gs []string, parts []string, request string) []string {
	if lang != "ja" && lang != "de" || strings.TrimSpace(request) == "" {
		return nil
	}
	req := norm.NFKC.String(request)
	var reqSentences []string
	for _, line := range strings.Split(req, "\n") {
		reqSentences = append(reqSentences, sentencesOf(lang, line)...)
	}
	golden := norm.NFKC.String(strings.Join(gs, "\n"))
	source := req + "\n" + golden
	gt := make([][]string, len(gs))
	for i, g := range gs {
		gt[i] = editTokens(lang, stripMarker(g))
	}
	sep := " "
	if lang == "ja" {
		sep = ""
	}
	var out []string
	for _, p := range parts {
		for _, a := range sentencesOf(lang, p) {
			a = strings.TrimSpace(a)
			if slices.Contains(gs, a) {
				continue
			}
			at := editTokens(lang, stripMarker(a))
			for _, g := range gt {
				why := insertedClaim(lang, g, at, sep, reqSentences, req, source, golden)
				if why == "" {
					why = substitutedTerm(lang, g, at, sep, req, source)
				}
				if why != "" {
					out = append(out, fmt.Sprintf("%q: %s", clipRunes(a, 50), why))
					break
				}
			}
		}
	}
	return dedupe(out)
}

// insertedClaim judges answer tokens a against golden tokens g: "" unless a is g with
// one stretch put in (at most a token of g's replaced) whose content the request's
// sentences around it lack.
func insertedClaim(lang string, g, a []string, sep string, reqSentences []string, req, source, golden string) string {
	p, s := editSpan(g, a)
	gm, am := g[p:len(g)-s], a[p:len(a)-s]
	maxRepl, maxIns := 1, 6
	if lang == "ja" {
		maxRepl, maxIns = 4, 20
	}
	if p == 0 && s == 0 || len(gm) > maxRepl || len(am) <= len(gm) || len(am)-len(gm) > maxIns || len(g) < 4 {
		return ""
	}
	ins := norm.NFKC.String(strings.Join(am, sep))
	replaced := norm.NFKC.String(strings.Join(gm, sep))
	before := norm.NFKC.String(strings.Join(a[:p], sep))
	after := norm.NFKC.String(strings.Join(a[len(a)-s:], sep))
	// The words on either side of the stretch, near it.
	var anchors []string
	re := deAnchorWord
	if lang == "ja" {
		re = jaAnchorWord
	}
	if ms := re.FindAllStringIndex(before, -1); len(ms) > 0 {
		m := ms[len(ms)-1]
		if len([]rune(before[m[1]:])) <= 6 {
			anchors = append(anchors, before[m[0]:m[1]])
		}
	}
	if m := re.FindStringIndex(after); m != nil && len([]rune(after[:m[0]])) <= 6 {
		anchors = append(anchors, after[m[0]:m[1]])
	}
	var near, wide []string
	for i, rs := range reqSentences {
		if slices.ContainsFunc(anchors, func(w string) bool { return strings.Contains(rs, w) && !deStopwords[strings.ToLower(w)] }) {
			near = append(near, rs)
			// For a figure, the sentences on either side too: a bracket or a list
			// may be split off.
			wide = append(wide, reqSentences[max(0, i-1):min(len(reqSentences), i+2)]...)
		}
	}
	if len(near) == 0 {
		return ""
	}
	nearText := strings.Join(near, "\n")
	// Numbers: a figure the golden does not have must stand near. Numbers are read
	// as their runs of digits, so that a figure written with other marks (3 912,50,
	// 09月, 17:00) is the figure it was.
	known := map[string]bool{}
	for _, n := range digitRun.FindAllString(strings.Join(wide, "\n")+"\n"+replaced+"\n"+golden, -1) {
		known[strings.TrimLeft(n, "0")] = true
	}
	// Dates: each the golden's or stated near; then their digits are read.
	wideDates := ExtractDates(lang, strings.Join(wide, "\n")+"\n"+golden, 2000)
	for _, d := range ExtractDates(lang, ins, 2000) {
		if !slices.Contains(wideDates, d) {
			return fmt.Sprintf("%q put in: the date %s is not what the request states there", clipRunes(ins, 30), d)
		}
	}
	// A number written in words (zweiten → 2., 二 → 2) is no figure put in.
	spelled := lang == "de" && len(gm) > 0 && strings.ContainsFunc(replaced, unicode.IsLetter) || strings.ContainsAny(replaced, "一二三四五六七八九十")
	for _, n := range digitRun.FindAllString(ins, -1) {
		if v := strings.TrimLeft(n, "0"); v != "" && !known[v] && !spelled {
			return fmt.Sprintf("%q put in: %s is not what the request states there", clipRunes(ins, 30), n)
		}
	}
	lowNear, lowSource := strings.ToLower(nearText), strings.ToLower(source)
	has := func(text, w string) bool {
		if lang == "de" {
			rs := []rune(strings.ToLower(w))
			return strings.Contains(text, string(rs[:min(6, len(rs))]))
		}
		return strings.Contains(text, strings.ToLower(w))
	}
	// A role, a department or a qualifier must stand near; a bracket put after a
	// word the request brackets must hold what the request's bracket holds.
	bracket := insertedBracket.FindStringSubmatch(ins)
	words := append(contentWords(lang, ins), qualifiersIn(lang, ins)...)
	if lang == "ja" {
		// A company named in katakana and kanji (ソラノ物流) is one name.
		words = append(words, jaKanaKanjiName.FindAllString(ins, -1)...)
	}
	for _, w := range words {
		if strings.Contains(replaced, w) || !roleWord(lang, w) && !factQualifier[w] && bracket == nil {
			continue
		}
		if factQualifier[w] {
			// A qualifier the case states somewhere is the case's; one whose opposite
			// stands there turns the figure.
			if opp := qualifierOpposite[w]; opp != "" && strings.Contains(lowNear, strings.ToLower(opp)) && !strings.Contains(lowNear, strings.ToLower(w)) {
				return fmt.Sprintf("%q put in: the request states %q there", clipRunes(ins, 30), opp)
			}
			if strings.Contains(lowSource, strings.ToLower(w)) {
				continue
			}
		}
		if has(lowNear, w) {
			if bracket != nil && len(anchors) > 0 {
				if theirs := bracketAfter(req, anchors[0]); theirs != "" && !has(strings.ToLower(theirs), w) {
					return fmt.Sprintf("%q put in: the request has %q there", clipRunes(ins, 30), "("+theirs+")")
				}
			}
			continue
		}
		if has(lowSource, w) {
			return fmt.Sprintf("%q put in: the request states %q elsewhere, not there", clipRunes(ins, 30), w)
		}
		return fmt.Sprintf("%q put in: %q is stated nowhere in the case", clipRunes(ins, 30), w)
	}
	// Words nobody states: two make an invented detail.
	var nowhere []string
	for _, w := range contentWords(lang, ins) {
		if !supportedWord(lang, w, source, lowSource) {
			nowhere = append(nowhere, w)
		}
	}
	if len(nowhere) >= 2 || len(nowhere) == 1 && len(gm) == 0 && nounClaim(lang, nowhere[0]) && !strings.HasSuffix(strings.TrimSpace(ins), ":") && !strings.HasSuffix(strings.TrimSpace(ins), "：") {
		return fmt.Sprintf("%q put in: %s stated nowhere in the case", clipRunes(ins, 30), strings.Join(nowhere, ", "))
	}
	return ""
}

// nounClaim reports a word that alone makes a claim when it is put into a golden
// sentence: a German noun or hyphenated attribute of six letters or more (TÜV-geprüft,
// Premiumkundin), a Japanese katakana word or kanji compound of three characters or
// more (ゴールド会員). An adverb or an adjective put in (beruflich, 大変) colours the
// sentence and is left to the other checks, and so is a label put before it
// (Nächster Termin:).
func nounClaim(lang, w string) bool {
	if lang == "ja" {
		return len([]rune(w)) >= 3
	}
	rs := []rune(w)
	return len(rs) >= 6 && (unicode.IsUpper(rs[0]) || strings.ContainsRune(w, '-'))
}

var (
	// jaKanaKanjiName is a name of katakana and kanji: ソラノ物流, アオバ精工.
	jaKanaKanjiName = regexp.MustCompile(`[\p{Katakana}ー]{2,}\p{Han}{2,}`)
	// insertedBracket is a stretch that is a bracket and nothing else: (Einkauf).
	insertedBracket = regexp.MustCompile(`^\s*[(（]([^()（）]+)[)）]\s*$`)
	// deRoleWord is a German word that names a role, a department or an institution.
	deRoleWord = regexp.MustCompile(`(?:leitung|führung|abteilung|einkauf|vertrieb|buchhaltung|verwaltung|fakultät|institut|lehrstuhl|sekretariat|management|vorstand|leiter|leiterin|beauftragte[rn]?)$`)
	// jaRoleWord is a Japanese word that names a department, a branch, a company or a
	// post.
	jaRoleWord = regexp.MustCompile(`(?:部|課|室|係|センター|支店|支社|営業所|事業所|本社|物流|会社|株式会社\p{L}+|部長|課長|係長|室長|所長|社長|担当|責任者|[都道府県市区町村])$|^株式会社|[市区町]\p{Han}+$`)
)

// qualifierOpposite pairs a qualifier with the one that says the opposite.
var qualifierOpposite = map[string]string{"netto": "brutto", "brutto": "netto", "税込": "税抜", "税抜": "税込", "税別": "税込",
	"午前": "午後", "午後": "午前", "以上": "以下", "以下": "以上", "未満": "以上"}

// roleWord reports a word that names a role, a department, an institution or a
// place of an address (see deRoleWord and jaRoleWord).
func roleWord(lang, w string) bool {
	if lang == "ja" {
		return jaRoleWord.MatchString(w)
	}
	return deRoleWord.MatchString(strings.ToLower(w))
}

// qualifiersIn lists the factQualifier words of a stretch.
func qualifiersIn(lang, ins string) []string {
	var out []string
	if lang == "ja" {
		for q := range factQualifier {
			if strings.Contains(ins, q) {
				out = append(out, q)
			}
		}
		return out
	}
	for _, f := range strings.Fields(ins) {
		if f = strings.Trim(f, ",;()"); factQualifier[f] {
			out = append(out, f)
		}
	}
	return out
}

// bracketAfter is what the request brackets right after word: "Projektleitung" for
// Frau Dr. Anke Vogt (Projektleitung); "" when it brackets nothing there.
func bracketAfter(req, word string) string {
	re := regexp.MustCompile(regexp.QuoteMeta(word) + `\s*[(（]([^()（）]{1,40})[)）]`)
	if m := re.FindStringSubmatch(req); m != nil {
		return m[1]
	}
	return ""
}

// substitutedTerm judges answer tokens a against golden tokens g: "" unless one
// stretch of g is replaced, and the term it changes is the request's while the term
// it makes is stated nowhere in the case: the modifier of a German compound made its
// sibling (Gas-Spitzenlastkessel → Öl-Spitzenlastkessel), a code's letter changed
// (A4 → B4), a department made another (カスタマーサポート → 配送センター, Zentraler
// Einkauf → Zentrale Buchhaltung). Japanese compounds are not read: a paraphrase
// writes their parts' synonyms (差し込み口, 挿入口; 途中解約, 中途解約), and nothing here
// tells 挿入口 from 注ぎ口.
func substitutedTerm(lang string, g, a []string, sep, req, source string) string {
	p, s := editSpan(g, a)
	gm, am := g[p:len(g)-s], a[p:len(a)-s]
	if len(gm) == 0 || len(am) == 0 || p == 0 && s == 0 {
		return ""
	}
	if lang == "de" {
		if len(gm) > 2 || len(am) > 2 {
			return ""
		}
		gw, aw := strings.Join(gm, " "), strings.Join(am, " ")
		if !strings.Contains(req, gw) || strings.Contains(source, aw) {
			return ""
		}
		// One word whose head is kept: the modifier changed.
		if len(gm) == 1 && len(am) == 1 {
			head := commonSuffix(gm[0], am[0])
			mod := strings.TrimSuffix(am[0], head)
			if len([]rune(head)) >= 5 && strings.HasPrefix(head, "-") && mod != "" && !strings.Contains(strings.ToLower(source), strings.ToLower(strings.Trim(mod, "-"))) {
				return fmt.Sprintf("%q made %q: the request's term changed", gw, aw)
			}
		}
		for _, w := range am {
			if roleWord(lang, w) && !strings.Contains(strings.ToLower(source), strings.ToLower(w)) && slices.ContainsFunc(gm, func(x string) bool { return roleWord(lang, x) }) {
				return fmt.Sprintf("%q made %q: a department the case does not name", gw, aw)
			}
		}
		if code := codeToken.FindString(aw); code == aw && codeToken.FindString(gw) == gw && !strings.Contains(source, aw) {
			return fmt.Sprintf("the code %q made %q", gw, aw)
		}
		return ""
	}
	if gw, aw := strings.Join(gm, ""), strings.Join(am, ""); len(gm) <= 10 && len(am) <= 10 && strings.Contains(req, gw) && roleWord(lang, aw) && !strings.Contains(source, aw) {
		return fmt.Sprintf("%q made %q: a department the case does not name", gw, aw)
	}
	if len(gm) > 4 || len(am) > 5 {
		return ""
	}
	// The whole word around the edit: kanji, katakana and Latin letters or digits
	// on either side.
	word := func(r string) bool {
		rs := []rune(r)
		return len(rs) == 1 && (isHan(rs[0]) || rs[0] >= 0x30A0 && rs[0] <= 0x30FF || rs[0] < 0x80 && (isDigit(rs[0]) || rs[0] >= 'A' && rs[0] <= 'Z' || rs[0] >= 'a' && rs[0] <= 'z'))
	}
	l := p
	for l > 0 && word(g[l-1]) {
		l--
	}
	r := 0
	for r < s && word(g[len(g)-s+r]) {
		r++
	}
	if l == p && r == 0 {
		return "" // a word replaced whole: a paraphrase's other word
	}
	// Only a code's letters and digits are read: a kanji or kana part of a compound
	// has synonyms a paraphrase uses (差し込み口, 挿入口; 途中解約, 中途解約).
	ascii := func(ts []string) bool {
		return !slices.ContainsFunc(ts, func(t string) bool { return !word(t) || t[0] >= 0x80 })
	}
	if !ascii(gm) || !ascii(am) {
		return ""
	}
	// The compound with its parts on both sides, or on either side alone: the
	// request may write the part before it apart (フィルターの差し込み口).
	for _, lr := range [][2]int{{l, r}, {p, r}, {l, 0}} {
		if lr[0] == p && lr[1] == 0 {
			continue
		}
		gw := strings.Join(g[lr[0]:len(g)-s+lr[1]], "")
		aw := strings.Join(a[lr[0]:len(a)-s+lr[1]], "")
		if len([]rune(gw)) >= 2 && strings.Contains(req, gw) && !strings.Contains(source, aw) {
			return fmt.Sprintf("%q made %q: the request's term changed", gw, aw)
		}
	}
	return ""
}

// codeToken is a short code of letters and digits: A4, B4, P3, K1.
var codeToken = regexp.MustCompile(`^[A-Z]{1,3}\d{1,3}$`)

// commonSuffix is the longest end a and b share.
func commonSuffix(a, b string) string {
	ra, rb := []rune(a), []rune(b)
	n := 0
	for n < len(ra) && n < len(rb) && ra[len(ra)-1-n] == rb[len(rb)-1-n] {
		n++
	}
	return string(ra[len(ra)-n:])
}
