package grade

// Blind batch 42c: reasons and purposes bound wrongly. Every kind keeps the events of
// the answer but changes, at one place, how they hang together: a cause is told as a
// purpose or as a concession, a concession or a condition is told as a cause, a
// juxtaposed cause is told as "despite", a reason clause is dropped while a "therefore"
// stays behind, a stated reason is lent to another event of the text or hung on the
// sentence before, and a reason the case never states is given for an instruction, a
// request or an apology. The kinds work from connectives and clause patterns (weil, da,
// aufgrund, falls, zwar … aber; ため, ので, により, 場合は, が) and so apply to any
// similar answer.

import (
	"regexp"
	"strings"
	"unicode/utf8"
)

// ho42cRule is one pattern and its replacement (a regexp template).
type ho42cRule struct {
	re  *regexp.Regexp
	rep string
}

// ho42cFirstRule applies, of all rules, the one whose match comes first in s, once.
func ho42cFirstRule(s string, rules []ho42cRule) string {
	best, at := -1, len(s)+1
	for i, r := range rules {
		if loc := r.re.FindStringIndex(s); loc != nil && loc[0] < at {
			best, at = i, loc[0]
		}
	}
	if best < 0 {
		return s
	}
	r := rules[best]
	loc := r.re.FindStringSubmatchIndex(s)
	var dst []byte
	dst = r.re.ExpandString(dst, r.rep, s, loc)
	return s[:loc[0]] + string(dst) + s[loc[1]:]
}

// ho42cLastRule applies, of all rules, the one whose last match comes last in s, once.
func ho42cLastRule(s string, rules []ho42cRule) string {
	best, at := -1, -1
	var bestLoc []int
	for i, r := range rules {
		all := r.re.FindAllStringSubmatchIndex(s, -1)
		if len(all) > 0 && all[len(all)-1][0] > at {
			best, at, bestLoc = i, all[len(all)-1][0], all[len(all)-1]
		}
	}
	if best < 0 {
		return s
	}
	var dst []byte
	dst = rules[best].re.ExpandString(dst, rules[best].rep, s, bestLoc)
	return s[:bestLoc[0]] + string(dst) + s[bestLoc[1]:]
}

func ho42cR(re, rep string) ho42cRule { return ho42cRule{regexp.MustCompile(re), rep} }

// ho42cListMark is the list marker or bullet a sentence may start with.
var ho42cListMark = regexp.MustCompile(`^(\s*(?:\d+\. |[-*•・] ?))`)

// ho42cSplitMark splits a sentence into its list marker and its text.
func ho42cSplitMark(s string) (string, string) {
	if m := ho42cListMark.FindString(s); m != "" {
		return m, s[len(m):]
	}
	return "", s
}

// ho42cJaReasonClause finds, in a Japanese sentence, a reason clause that starts the
// sentence (after a list marker) or follows its last "、" and ends in ため、 or ので、:
// it returns the clause's byte range (marker included) and its text without the
// marker; ok false without one.
var ho42cJaReasonEnd = regexp.MustCompile(`(ため|ので)、`)

func ho42cJaReasonClause(sent string) (start, end int, clause string, ok bool) {
	mark, _ := ho42cSplitMark(sent)
	loc := ho42cJaReasonEnd.FindStringIndex(sent)
	if loc == nil || loc[0] <= len(mark) {
		return 0, 0, "", false
	}
	start = len(mark)
	if i := strings.LastIndex(sent[:loc[0]], "、"); i >= len(mark) {
		start = i + len("、")
	}
	if utf8.RuneCountInString(sent[start:loc[0]]) < 6 {
		return 0, 0, "", false
	}
	return start, loc[1], sent[start:loc[1]], true
}

var (
	// cause → purpose
	ho42cCausePurposeDe = []ho42cRule{
		ho42cR(`\bWeil `, "Damit "),
		ho42cR(`\bweil `, "damit "),
		ho42cR(`\bAufgrund (des|der) `, "Zugunsten $1 "),
		ho42cR(`, da `, ", damit "),
	}
	ho42cCausePurposeJa = []ho42cRule{
		ho42cR(`いただいたため、`, "いただくため、"),
		ho42cR(`していたため、`, "するため、"),
		ho42cR(`したため、`, "するため、"),
		ho42cR(`なったため、`, "なるため、"),
		ho42cR(`での([\p{Han}ー]+)により`, "での${1}を防ぐため、"),
		ho42cR(`([\p{Han}ー]{2,})により`, "${1}を防ぐため、"),
	}
	// cause → concession
	ho42cCauseConcDe = []ho42cRule{
		ho42cR(`\bWeil `, "Obwohl "),
		ho42cR(`\bweil `, "obwohl "),
		ho42cR(`\bAufgrund (des|der) `, "Trotz $1 "),
		ho42cR(`, da `, ", obwohl "),
	}
	ho42cCauseConcJa = []ho42cRule{
		ho42cR(`たため、`, "たにもかかわらず、"),
		ho42cR(`が必要なため、`, "が必要であるにもかかわらず、"),
		ho42cR(`での([\p{Han}ー]+)により`, "での${1}があったにもかかわらず、"),
		ho42cR(`([\p{Han}ー]{2,})により`, "${1}があったにもかかわらず、"),
	}
	// cause → mild contrast (ja), at the last place
	ho42cCauseGaJa = []ho42cRule{
		ho42cR(`ますので、`, "ますが、"),
		ho42cR(`たため、`, "たものの、"),
		ho42cR(`なため、`, "ではあるものの、"),
	}
	// concession → cause
	ho42cConcCauseDe = []ho42cRule{
		ho42cR(`ist zwar ([^,;.]+), (\p{Ll}+) aber `, "ist $1, $2 deshalb "),
		ho42cR(`, aber ((?:Herr|Frau|Dr\.|Prof\.) \p{Lu}\p{Ll}+|\p{Lu}\p{Ll}+) (\p{Ll}+) `, ", deshalb $2 $1 "),
		ho42cR(`\bobwohl\b`, "weil"),
		ho42cR(`\bObwohl\b`, "Weil"),
		ho42cR(`\btrotz\b`, "wegen"),
		ho42cR(`\bTrotz\b`, "Wegen"),
	}
	ho42cConcCauseJa = []ho42cRule{
		ho42cR(`(でした|ました|する|した|ある|いる)が、`, "${1}ので、"),
		ho42cR(`にもかかわらず`, "ため"),
		ho42cR(`ものの、`, "ため、"),
	}
	// condition → reason
	ho42cCondReasonDe = []ho42cRule{
		ho42cR(`\bFalls `, "Da "),
		ho42cR(`\bfalls `, "da "),
		ho42cR(`, wenn `, ", da "),
		ho42cR(`\bBei Fragen `, "Da Sie Fragen haben, "),
		ho42cR(`\bHilft das alles nicht, `, "Da das alles nicht hilft, "),
	}
	ho42cCondReasonJa = []ho42cRule{
		ho42cR(`がございましたら、`, "がございますので、"),
		ho42cR(`がありましたら、`, "がありますので、"),
		ho42cR(`ご希望の場合は、`, "ご希望とのことですので、"),
		ho42cR(`(\p{Hiragana})場合は、`, "${1}ため、"),
		ho42cR(`(ない|いる|た)場合には、`, "${1}ため、"),
	}
	// juxtaposed cause → despite
	ho42cImplicitConcDe = []ho42cRule{
		ho42cR(`; (der|die|das) (\p{Lu}\p{L}+) (\p{Ll}+)( sich)? `, "; trotzdem $3$4 $1 $2 "),
	}
	ho42cImplicitConcJa = []ho42cRule{
		ho42cR(`済みで、`, "済みにもかかわらず、"),
		ho42cR(`ており、`, "ているにもかかわらず、"),
	}
	// temporal link → cause
	ho42cTemporalDe = []ho42cRule{
		ho42cR(`\bSobald `, "Da "),
		ho42cR(`\bsobald `, "da "),
		ho42cR(`\bNachdem `, "Weil "),
		ho42cR(`; bis dahin (\p{Ll}+) `, "; deshalb $1 "),
	}
	ho42cTemporalJa = []ho42cRule{
		ho42cR(`(\p{Hiragana})てから、`, "${1}たので、"),
		ho42cR(`(\p{Hiragana})でから、`, "${1}だので、"),
		ho42cR(`が完了すると、`, "が完了したので、"),
	}
	// concession → condition
	ho42cConcCondDe = []ho42cRule{
		ho42cR(`ist zwar ([^,;.]+), (\p{Ll}+) aber ([^;\n]+?)\.(\s|$)`, "ist nur dann $1, wenn sie $3 $2.$4"),
		ho42cR(`, aber ((?:Herr|Frau) \p{Lu}\p{Ll}+) (\p{Ll}+) ([^;\n]+?)\.(\s|$)`, ", falls $1 $3 $2.$4"),
	}
	ho42cConcCondJa = []ho42cRule{
		ho42cR(`予定でしたが、`, "予定でしたら、"),
		ho42cR(`(する|した)が、`, "${1}場合、"),
	}
	// dangling therefore (de)
	ho42cDanglingDe = []ho42cRule{
		ho42cR(`(^|\n|- |\. )Weil [^,]+, (\p{Ll}+) `, "${1}Deshalb $2 "),
		ho42cR(`(^|\n|- |\. )Aufgrund (?:des|der) \S+ (\p{Ll}+) `, "${1}Deshalb $2 "),
	}
	// apology given for a late reply
	ho42cApologyDe = []ho42cRule{
		ho42cR(`([Ee]s tut uns leid), dass [^.;\n]+`, "$1, dass wir uns erst jetzt bei Ihnen melden"),
		ho42cR(`die (?:[\p{L}-]+ )?Unannehmlichkeiten zu entschuldigen`, "unsere späte Antwort zu entschuldigen"),
	}
	ho42cApologyJa = []ho42cRule{
		ho42cR(`(このたびは|この度は)?[^、。\n]+?[しいり]、(誠に|大変)?申し訳(ございません|ありません)`, "${1}ご返信が遅くなり、${2}申し訳${3}"),
	}
)

// ho42cCauseAsPurpose: a stated cause is told as the purpose of the event.
func ho42cCauseAsPurpose(lang, s string) string {
	if lang == "ja" {
		return ho42cFirstRule(s, ho42cCausePurposeJa)
	}
	return ho42cFirstRule(s, ho42cCausePurposeDe)
}

func ho42cByLang(de, ja []ho42cRule) func(lang, s string) string {
	return func(lang, s string) string {
		if lang == "ja" {
			return ho42cFirstRule(s, ja)
		}
		return ho42cFirstRule(s, de)
	}
}

// ho42cDangling drops the first reason clause but leaves a "therefore" in its place.
func ho42cDangling(lang, s string) string {
	if lang != "ja" {
		return ho42cFirstRule(s, ho42cDanglingDe)
	}
	split, refs := hoAllSentences(lang, s)
	for _, r := range refs {
		sent := split[r.line][r.idx]
		if st, en, _, ok := ho42cJaReasonClause(sent); ok {
			split[r.line][r.idx] = sent[:st] + "そのため、" + sent[en:]
			return hoJoin(split)
		}
		if loc := ho42cJaNiyori.FindStringIndex(sent); loc != nil {
			st := 0
			if i := strings.LastIndex(sent[:loc[0]], "、"); i >= 0 {
				st = i + len("、")
			}
			split[r.line][r.idx] = sent[:st] + "そのため" + sent[loc[1]:]
			return hoJoin(split)
		}
	}
	return s
}

// ho42cJaReasonToPrevious moves the last sentence-initial reason clause (…ため、/…ので、)
// onto the sentence before it, which it now explains.
func ho42cJaReasonToPrevious(lang, s string) string {
	if lang != "ja" {
		return s
	}
	split, refs := hoAllSentences(lang, s)
	for k := len(refs) - 1; k > 0; k-- {
		r := refs[k]
		sent := split[r.line][r.idx]
		mark, _ := ho42cSplitMark(sent)
		st, en, clause, ok := ho42cJaReasonClause(sent)
		if !ok || st != len(mark) {
			continue
		}
		// the previous non-empty sentence, a statement of some length
		j := k - 1
		for j >= 0 && strings.TrimSpace(split[refs[j].line][refs[j].idx]) == "" {
			j--
		}
		if j < 0 {
			continue
		}
		p := refs[j]
		prev := split[p.line][p.idx]
		pm, pt := ho42cSplitMark(prev)
		if utf8.RuneCountInString(pt) < 12 || !strings.HasSuffix(strings.TrimSpace(pt), "。") {
			continue
		}
		split[r.line][r.idx] = sent[:st] + sent[en:]
		split[p.line][p.idx] = pm + clause + pt
		return hoJoin(split)
	}
	return s
}

var (
	ho42cJaNiyori    = regexp.MustCompile(`[\p{Han}ー]{2,}により`)
	ho42cNumStep     = regexp.MustCompile(`^\s*\d+\. `)
	ho42cDeBitte     = regexp.MustCompile(`(?:^|\s)(?:Bitte|bitte) [^.;\n]+`)
	ho42cJaRequest   = regexp.MustCompile(`(ください|お願いいたします|お願い致します|お願いします)。`)
	ho42cJaSkipReq   = regexp.MustCompile(`お問い合わせ|よろしく|今後とも`)
	ho42cDeWish      = regexp.MustCompile(`\bbittet\b|\bGewünscht ist\b|\bwünscht\b`)
	ho42cJaWish      = regexp.MustCompile(`希望。|希望して|希望され|求めている|心配されている|依頼している`)
	ho42cDigit       = regexp.MustCompile(`\d`)
	ho42cDeWeil      = regexp.MustCompile(`\b[Ww]eil ([^,;\n]+),`)
	ho42cDeAufgrund  = regexp.MustCompile(`\b[Aa]ufgrund (des|der) (\S+)`)
	ho42cDeDa        = regexp.MustCompile(`, da ([^;\n]+?)(;|\.(?:\s|$)|$)`)
	ho42cDeFiniteVrb = regexp.MustCompile(`^(\S+ \S+ )(bleibt|ist|beträgt|erfolgt|findet|liegt|sind|wird) `)
)

// ho42cInventedInstructionReason gives the first request to the reader a reason the case
// never states.
func ho42cInventedInstructionReason(lang, s string) string {
	split, refs := hoAllSentences(lang, s)
	for _, r := range refs {
		sent := split[r.line][r.idx]
		if ho42cNumStep.MatchString(split[r.line][0]) {
			continue
		}
		if lang == "ja" {
			mark, txt := ho42cSplitMark(sent)
			if mark != "" || !ho42cJaRequest.MatchString(txt) || ho42cJaSkipReq.MatchString(txt) {
				continue
			}
			split[r.line][r.idx] = "社内体制の変更に伴い、" + txt
			return hoJoin(split)
		}
		loc := ho42cDeBitte.FindStringIndex(sent)
		if loc == nil {
			continue
		}
		split[r.line][r.idx] = sent[:loc[1]] + ", da wir unsere internen Abläufe umgestellt haben" + sent[loc[1]:]
		return hoJoin(split)
	}
	return s
}

// ho42cInventedWishMotive gives the first reported wish or request a motive the case
// never states.
func ho42cInventedWishMotive(lang, s string) string {
	split, refs := hoAllSentences(lang, s)
	for _, r := range refs {
		sent := split[r.line][r.idx]
		if lang == "ja" {
			if !ho42cJaWish.MatchString(sent) {
				continue
			}
			mark, txt := ho42cSplitMark(sent)
			split[r.line][r.idx] = mark + "社内監査を控えているため、" + txt
			return hoJoin(split)
		}
		if !ho42cDeWish.MatchString(sent) {
			continue
		}
		t := strings.TrimRight(sent, " ")
		if !strings.HasSuffix(t, ".") {
			continue
		}
		split[r.line][r.idx] = t[:len(t)-1] + ", da der Vorgang noch vor dem Quartalsende abgeschlossen sein soll." + sent[len(t):]
		return hoJoin(split)
	}
	return s
}

// ho42cLendReason lends the first stated reason of the text to another event: it
// replaces a second reason (", da …") or is attached to a later statement of fact.
func ho42cLendReason(lang, s string) string {
	split, refs := hoAllSentences(lang, s)
	if lang == "ja" {
		src, clause := -1, ""
		for k, r := range refs {
			if _, _, c, ok := ho42cJaReasonClause(split[r.line][r.idx]); ok && strings.HasSuffix(c, "ため、") {
				src, clause = k, c
				break
			}
		}
		if src < 0 {
			return s
		}
		for k := len(refs) - 1; k >= 0; k-- {
			if k == src {
				continue
			}
			r := refs[k]
			sent := split[r.line][r.idx]
			mark, txt := ho42cSplitMark(sent)
			if !ho42cDigit.MatchString(txt) || strings.Contains(txt, "ため") || strings.Contains(txt, "ので") ||
				strings.Contains(txt, "で、") || !strings.HasSuffix(strings.TrimSpace(txt), "。") {
				continue
			}
			split[r.line][r.idx] = mark + clause + txt
			return hoJoin(split)
		}
		return s
	}
	// German: the first reason, as a weil-clause or an aufgrund-phrase
	src, reason, phrase := -1, "", ""
	for k, r := range refs {
		sent := split[r.line][r.idx]
		if m := ho42cDeWeil.FindStringSubmatch(sent); m != nil {
			src, reason = k, "weil "+m[1]
			break
		}
		if m := ho42cDeAufgrund.FindStringSubmatch(sent); m != nil {
			src, phrase = k, "aufgrund "+m[1]+" "+m[2]
			break
		}
	}
	if src < 0 {
		return s
	}
	for k := range refs {
		if k == src {
			continue
		}
		r := refs[k]
		sent := split[r.line][r.idx]
		if loc := ho42cDeDa.FindStringSubmatchIndex(sent); loc != nil && reason != "" {
			split[r.line][r.idx] = sent[:loc[0]] + ", " + reason + sent[loc[4]:]
			return hoJoin(split)
		}
	}
	for k := len(refs) - 1; k > src; k-- {
		r := refs[k]
		sent := split[r.line][r.idx]
		mark, txt := ho42cSplitMark(sent)
		if !ho42cDigit.MatchString(txt) {
			continue
		}
		if phrase != "" {
			if m := ho42cDeFiniteVrb.FindStringSubmatchIndex(txt); m != nil {
				split[r.line][r.idx] = mark + txt[:m[5]] + " " + phrase + txt[m[5]:]
				return hoJoin(split)
			}
			continue
		}
		t := strings.TrimRight(txt, " ")
		if strings.HasSuffix(t, ".") {
			split[r.line][r.idx] = mark + t[:len(t)-1] + ", " + reason + "." + txt[len(t):]
			return hoJoin(split)
		}
	}
	return s
}

var heldOutBatch42c = []heldOutKind{
	// de: "Weil die Stahlträger erst am 28.10. geliefert werden, verschiebt sich …" →
	// "Damit die Stahlträger …"; ja: 「追加していただいたため、…加算」→「追加していただくため、…」.
	{"b42c_cause_told_as_purpose", "first", ho42cCauseAsPurpose},
	// de: "Aufgrund des Fertigungsablaufs verschiebt sich …" → "Trotz des …";
	// ja: 「追加していただいたため、」→「追加していただいたにもかかわらず、」.
	{"b42c_cause_told_as_concession", "first", ho42cByLang(ho42cCauseConcDe, ho42cCauseConcJa)},
	// ja: the last cause told as a mere contrast: 「発送いたしますので、…見込みです」→
	// 「発送いたしますが、…」; 「必要なため、」→「必要ではあるものの、」.
	{"b42c_ja_last_cause_told_as_contrast", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return ho42cLastRule(s, ho42cCauseGaJa)
	}},
	// de: "Nordkälte AG ist zwar günstiger, bietet aber nur 2 Jahre Garantie" →
	// "… ist günstiger, bietet deshalb nur …"; ja: 「予定でしたが、」→「予定でしたので、」.
	{"b42c_concession_told_as_cause", "first", ho42cByLang(ho42cConcCauseDe, ho42cConcCauseJa)},
	// de: "Falls Sie den Termin nicht wahrnehmen können, sagen Sie ihn … ab" →
	// "Da Sie den Termin nicht wahrnehmen können, …"; "Bei Fragen …" → "Da Sie Fragen haben, …".
	{"b42c_de_condition_told_as_reason", "first", func(lang, s string) string {
		if lang == "ja" {
			return s
		}
		return ho42cFirstRule(s, ho42cCondReasonDe)
	}},
	// ja: 「ご不明な点がございましたら、」→「ご不明な点がございますので、」;
	// 「うまくつながらない場合は、」→「うまくつながらないため、」.
	{"b42c_ja_condition_told_as_reason", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return ho42cFirstRule(s, ho42cCondReasonJa)
	}},
	// de: "…statt am 02.11.; die Inbetriebnahme verschiebt sich …" → "…; trotzdem
	// verschiebt sich die Inbetriebnahme …"; ja: 「予約で埋まっており、」→「埋まっているにもかかわらず、」.
	{"b42c_juxtaposed_cause_told_as_despite", "first", ho42cByLang(ho42cImplicitConcDe, ho42cImplicitConcJa)},
	// de: "Sobald die Verbindung steht, zeigt das Bedienteil …" → "Da die Verbindung steht, …";
	// ja: 「Bluetooth をオンにしてから、…選択します」→「オンにしたので、…」.
	{"b42c_temporal_link_told_as_cause", "first", ho42cByLang(ho42cTemporalDe, ho42cTemporalJa)},
	// de: "Nordkälte AG ist zwar günstiger, bietet aber nur 2 Jahre Garantie" → "… ist nur
	// dann günstiger, wenn sie nur 2 Jahre Garantie bietet"; ja: 「導入するが、」→「導入する場合、」.
	{"b42c_concession_told_as_condition", "first", ho42cByLang(ho42cConcCondDe, ho42cConcCondJa)},
	// de: "- Weil die Stahlträger …, verschiebt sich …" → "- Deshalb verschiebt sich …";
	// ja: 「…追加していただいたため、今月から」→「そのため、今月から」.
	{"b42c_reason_dropped_therefore_dangling", "first", ho42cDangling},
	// ja: 「…必要なため、出荷開始日を延期…」 loses its reason to the sentence before:
	// 「…必要なため、新センターは…。出荷開始日を延期…」.
	{"b42c_ja_reason_hung_on_previous_sentence", "first", ho42cJaReasonToPrevious},
	// de: "Das Budget bleibt eingehalten, da die Förderung höher ausfällt" → "…, weil die
	// Stahlträger erst … geliefert werden"; ja: 「お支払い期限は…です」→「…追加していただいたため、お支払い期限は…」.
	{"b42c_stated_reason_lent_to_other_event", "first", ho42cLendReason},
	// de: "Bitte bringen Sie Ihre Versichertenkarte mit." → "…, da wir unsere internen Abläufe
	// umgestellt haben."; ja: 「…ご連絡ください。」→「社内体制の変更に伴い、…ご連絡ください。」.
	{"b42c_instruction_given_unstated_reason", "first", ho42cInventedInstructionReason},
	// de: "Sie bittet darum, dass … kommt." → "…, da der Vorgang noch vor dem Quartalsende
	// abgeschlossen sein soll."; ja: 「…心配されている。」→「社内監査を控えているため、…」.
	{"b42c_reported_wish_given_unstated_motive", "first", ho42cInventedWishMotive},
	// de: "es tut uns leid, dass Ihre Stehlampe … flackert" → "…, dass wir uns erst jetzt
	// melden"; ja: 「お待たせしてしまい、誠に申し訳ございません」→「ご返信が遅くなり、…」.
	{"b42c_apology_reason_swapped_for_late_reply", "first", ho42cByLang(ho42cApologyDe, ho42cApologyJa)},
}
