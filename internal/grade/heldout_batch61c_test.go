package grade

// Blind batch 61c: discourse relations between sentences and clauses. Every kind keeps
// the answer's fact words and changes how two sentences or clauses hang together at one
// place: a next step opened with "instead" or made the fallback of the step before, a
// new fact announced as a restatement ("that is") or as a mere example, a standing fact
// limited to "until then", a conditional step made a just-in-case precaution, a
// condition carried on into the next sentence, the halves of a concession swapped so
// the argument turns, a reader's task told as the price of our service ("in return"),
// an apology demoted to a by-the-way aside, a committed fact undercut as "in principle",
// a sole cause widened to "among other things", the answer to the reader's question
// disowned as unrelated to it, a reported problem told as expected all along, and a
// Japanese clause chain turned into if-then.

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

// ho61cLead is a line's list marker or step number.
var ho61cLead = regexp.MustCompile(`^\s*(?:[-*・]\s?|\d+\.\s+)?`)

var (
	ho61cDeBitte = regexp.MustCompile(`^Bitte (\p{Ll}+) Sie (.+)$`)
	ho61cDeImper = regexp.MustCompile(`^(\p{Lu}\p{Ll}+en) Sie (.+)$`)
	ho61cDePron  = regexp.MustCompile(`^(Wir|Sie|Er|Es|Ich) (\p{Ll}+) (.+)$`)
	ho61cDeOVS   = regexp.MustCompile(`^((?:Der|Die|Das) \p{Lu}[\p{L}-]*) (\p{Ll}+en) (wir|Sie) (.+)$`)
	ho61cDeNP    = regexp.MustCompile(`^((?:Der|Die|Das) (?:\p{Ll}+ )?\p{Lu}[\p{L}-]*|(?:Herr|Frau) (?:Dr\. |Prof\. Dr\. )?\p{Lu}\p{L}+) (\p{Ll}+) (.+)$`)

	ho61cDeAction  = regexp.MustCompile(`^(?:Bitte \p{Ll}+ Sie |\p{Lu}\p{Ll}+en Sie |Wir \p{Ll}+ |(?:Der|Die|Das) \p{Lu}[\p{L}-]* \p{Ll}+en (?:wir|Sie) )`)
	ho61cDeFormula = regexp.MustCompile(`Dank|danken|Grüß|leid|entschuldigen|Sehr geehrte|freundlichen|Fragen`)
	ho61cJaAction  = regexp.MustCompile(`(?:ください|いたします|いたしました)。$`)
	ho61cJaFormula = regexp.MustCompile(`よろしく|ありがとう|申し訳|お詫び申し上げ|ございましたら|場合は|ご説明|お願い`)
	ho61cStepLead  = regexp.MustCompile(`^\s*\d+\.\s`)

	ho61cFigure = regexp.MustCompile(`\d{1,2}\.\d{1,2}\.\d{4}|\d{1,2}\. (?:Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember)|\d{1,2}月\d{1,2}日|\d+(?:,\d{3})*円|\d{1,3}(?:\.\d{3})*,\d{2} ?€|\d+ ?(?:Uhr|Minuten|時|分)`)
	ho61cDate   = regexp.MustCompile(`\d{1,2}\.\d{1,2}\.\d{4}|\d{1,2}\. (?:Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember)|\d{1,2}月\d{1,2}日`)
	ho61cLetter = regexp.MustCompile(`Sehr geehrte|^[^\n]{1,12}様\n|^[^\n]{1,12}部長\n`)
)

// ho61cDeStop are words that cannot be the finite verb after a German subject.
var ho61cDeStop = map[string]bool{"von": true, "der": true, "die": true, "das": true, "aus": true, "im": true, "in": true,
	"an": true, "mit": true, "für": true, "zu": true, "und": true, "des": true, "vom": true, "am": true, "bei": true}

// ho61cParts splits a sentence into its list marker, its text and its trailing spaces.
func ho61cParts(sent string) (lead, body, trail string) {
	trimmed := strings.TrimRight(sent, " ")
	trail = sent[len(trimmed):]
	lead = ho61cLead.FindString(trimmed)
	body = trimmed[len(lead):]
	return lead, body, trail
}

func ho61cLowerFirst(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 {
		return s
	}
	return string(unicode.ToLower(r)) + s[n:]
}

func ho61cUpperFirst(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 {
		return s
	}
	return string(unicode.ToUpper(r)) + s[n:]
}

// ho61cDeFront puts adv (an adverbial or a fronted clause) first and the finite verb
// second; ok is false when the sentence's shape is not one it knows.
func ho61cDeFront(body, adv string) (string, bool) {
	if m := ho61cDeBitte.FindStringSubmatch(body); m != nil {
		return adv + " " + m[1] + " Sie bitte " + m[2], true
	}
	if m := ho61cDeImper.FindStringSubmatch(body); m != nil {
		return adv + " " + ho61cLowerFirst(m[1]) + " Sie " + m[2], true
	}
	if m := ho61cDeOVS.FindStringSubmatch(body); m != nil {
		return adv + " " + m[2] + " " + m[3] + " " + ho61cLowerFirst(m[1]) + " " + m[4], true
	}
	if m := ho61cDePron.FindStringSubmatch(body); m != nil && !ho61cDeStop[m[2]] {
		subj := m[1]
		if subj != "Sie" || !strings.HasSuffix(m[2], "en") {
			subj = strings.ToLower(subj)
		}
		return adv + " " + m[2] + " " + subj + " " + m[3], true
	}
	if m := ho61cDeNP.FindStringSubmatch(body); m != nil && !ho61cDeStop[m[2]] {
		subj := m[1]
		if strings.HasPrefix(subj, "D") {
			subj = ho61cLowerFirst(subj)
		}
		return adv + " " + m[2] + " " + subj + " " + m[3], true
	}
	return "", false
}

// ho61cIsAction says whether a sentence is an instruction to the reader or a step or
// commitment of the writer (not a formula, thanks or apology).
func ho61cIsAction(lang, lead, body string) bool {
	if lang == "ja" {
		if ho61cJaFormula.MatchString(body) {
			return false
		}
		return ho61cJaAction.MatchString(body) || (ho61cStepLead.MatchString(lead) && strings.HasSuffix(body, "ます。"))
	}
	return ho61cDeAction.MatchString(body) && !ho61cDeFormula.MatchString(body) && strings.HasSuffix(body, ".")
}

// ho61cIsStatement says whether a sentence states a fact (not an instruction, formula
// or question).
func ho61cIsStatement(lang, lead, body string) bool {
	if lang == "ja" {
		return strings.HasSuffix(body, "。") && !strings.HasSuffix(body, "か。") && utf8.RuneCountInString(body) >= 12 &&
			!ho61cJaAction.MatchString(body) && !ho61cJaFormula.MatchString(body) && !strings.Contains(body, "ください")
	}
	r, _ := utf8.DecodeRuneInString(body)
	return strings.HasSuffix(body, ".") && unicode.IsUpper(r) && utf8.RuneCountInString(body) >= 25 &&
		!strings.HasPrefix(body, "Bitte ") && !ho61cDeAction.MatchString(body) && !ho61cDeFormula.MatchString(body) &&
		!strings.Contains(body, ": ")
}

type ho61cPred func(lang, lead, body string) bool

// ho61cOnPair rewrites the sentence of the first (or, with last, the last) adjacent
// pair whose previous sentence satisfies prev and whose sentence satisfies cur and f
// can rewrite; from the middle on (wrapping) with middle.
func ho61cOnPair(lang, s string, order string, prev, cur ho61cPred, f func(lang, body string) (string, bool)) string {
	split, refs := hoAllSentences(lang, s)
	n := len(refs)
	for k := 0; k < n; k++ {
		i := k
		switch order {
		case "last":
			i = n - 1 - k
		case "middle":
			i = (n/2 + k) % n
		}
		if i == 0 && prev != nil {
			continue
		}
		r := refs[i]
		lead, body, trail := ho61cParts(split[r.line][r.idx])
		if body == "" || !cur(lang, lead, body) {
			continue
		}
		if prev != nil {
			p := refs[i-1]
			plead, pbody, _ := ho61cParts(split[p.line][p.idx])
			if pbody == "" || !prev(lang, plead, pbody) {
				continue
			}
		}
		nw, ok := f(lang, body)
		if !ok || nw == body {
			continue
		}
		split[r.line][r.idx] = lead + nw + trail
		return hoJoin(split)
	}
	return s
}

// ho61cOpener returns a rewrite that opens a sentence with de (fronted, verb second)
// or ja (prefixed).
func ho61cOpener(de, ja string) func(lang, body string) (string, bool) {
	return func(lang, body string) (string, bool) {
		if lang == "ja" {
			if strings.HasPrefix(body, ja) {
				return "", false
			}
			return ja + body, true
		}
		return ho61cDeFront(body, de)
	}
}

func ho61cAny(lang, lead, body string) bool {
	return ho61cIsAction(lang, lead, body) || ho61cIsStatement(lang, lead, body)
}

// ho61cIntro is a sentence that leads into a list (ends in a colon, or announces the
// steps or points below).
var ho61cIntro = regexp.MustCompile(`[:：]$|次の|以下|手順`)

// ho61cPrevContent is a statement or step that is not a list's lead-in.
func ho61cPrevContent(lang, lead, body string) bool {
	return ho61cAny(lang, lead, body) && !ho61cIntro.MatchString(body)
}

// ho61cPresent is a sentence with a date that states what is or will be, not what was.
var (
	ho61cDePast = regexp.MustCompile(`\b(?:hat|haben|hatte|wurde|wurden|war)\b`)
	ho61cJaPast = regexp.MustCompile(`でした|ました|ため|た。|ている。|提案`)
)

func ho61cPresentWithDate(lang, lead, body string) bool {
	if !ho61cWithDate(lang, lead, body) {
		return false
	}
	if lang == "ja" {
		return !ho61cJaPast.MatchString(body)
	}
	return !ho61cDePast.MatchString(body)
}

func ho61cWithFigure(lang, lead, body string) bool {
	return ho61cFigure.MatchString(body) && ho61cAny(lang, lead, body)
}

func ho61cWithDate(lang, lead, body string) bool {
	return ho61cDate.MatchString(body) && ho61cAny(lang, lead, body)
}

// ho61cOurCommitment is a sentence in which the writer's side does something.
func ho61cOurCommitment(lang, lead, body string) bool {
	if lang == "ja" {
		return strings.Contains(body, "いたします") && !ho61cJaFormula.MatchString(body)
	}
	return (strings.HasPrefix(body, "Wir ") || strings.Contains(body, " wir ")) && !ho61cDeFormula.MatchString(body) &&
		!strings.HasPrefix(body, "Bitte ")
}

// ho61cReaderTask is a sentence asking the reader to do something.
func ho61cReaderTask(lang, lead, body string) bool {
	if lang == "ja" {
		return strings.Contains(body, "ください") && !strings.Contains(body, "ご不明") && !strings.Contains(body, "お問い合わせ")
	}
	return (ho61cDeBitte.MatchString(body) || ho61cDeImper.MatchString(body)) && !ho61cDeFormula.MatchString(body)
}

// ho61cConditional is a sentence that states a condition for what it asks or says.
var ho61cConditional = regexp.MustCompile(`場合は|ましたら|\bFalls |, wenn |^Wenn |Hilft .* nicht,`)

func ho61cFollowsCondition(lang, lead, body string) bool {
	return ho61cConditional.MatchString(body) && !ho61cIntro.MatchString(body)
}

// ho61cContent is a sentence of content after a conditional one (a question counts).
func ho61cContent(lang, lead, body string) bool {
	if lang == "ja" {
		return (strings.HasSuffix(body, "か。") || ho61cAny(lang, lead, body) || strings.Contains(body, "ございましたら")) &&
			!strings.Contains(body, "よろしく")
	}
	return ho61cAny(lang, lead, body) || (ho61cDeImper.MatchString(body) && !ho61cDeFormula.MatchString(body))
}

// Kind-specific rules.
var (
	ho61cDeApology = []hoRule{
		hoR(`\bWir bitten Sie, die Unannehmlichkeiten`, "Übrigens bitten wir Sie, die Unannehmlichkeiten"),
		hoR(`, und es tut uns leid, dass`, ", und übrigens tut es uns leid, dass"),
		hoR(`\bEs tut uns leid`, "Übrigens tut es uns leid"),
		hoR(`\bWir entschuldigen uns`, "Übrigens entschuldigen wir uns"),
	}
	ho61cJaApology = regexp.MustCompile(`申し訳(?:ございません|ありません)|お詫び申し上げます`)

	ho61cJaPrecaution = []hoRule{
		hoR(`(「[^」]{1,10}」と(?:出て|表示されて)いる)場合は、`, "${1}場合に備えて、あらかじめ"),
		hoR(`(ご希望の)場合は、`, "${1}場合に備えて、あらかじめ"),
		hoR(`(ご不明な点|ご質問)がございましたら、`, "${1}が生じた場合に備えて、あらかじめ"),
		hoR(`([^、。\n]{2,30}?)場合は、`, "${1}場合に備えて、あらかじめ"),
	}
	ho61cDePrecaution = []hoRule{
		hoR(`\bFalls Sie ([^,.]+), (\p{Ll}+) Sie (ihn|sie|es) bitte `, "Vorsorglich für den Fall, dass Sie $1, $2 Sie $3 bitte "),
		hoR(`\bHilft das alles nicht, wenden Sie sich bitte `, "Vorsorglich für den Fall, dass das alles nicht hilft, wenden Sie sich bitte gleich "),
	}

	ho61cDeZwarAber = regexp.MustCompile(`(\p{Lu}[\p{L} ]*?) ist zwar (\p{Ll}+), bietet aber ([^.;\n]+)`)
	ho61cJaGa       = regexp.MustCompile(`^(.+?[るた])が、(.+[るた])。$`)

	ho61cJaIfThen = regexp.MustCompile(`(\p{Han}{2,})し、|(済み|万円|部長)で、`)

	ho61cUntil = regexp.MustCompile(`bleibt unverändert|wie gewohnt|dabei keine Kosten|bleibt eingehalten|は変わりません|引き続き`)

	ho61cDeCause = []hoRule{
		hoR(`\bAufgrund (des|der) `, "Unter anderem aufgrund $1 "),
		hoR(`(^|\n|- )Weil die `, "${1}Unter anderem weil die "),
		hoR(`, da die `, ", unter anderem da die "),
		hoR(`\bwegen (des|der) `, "unter anderem wegen $1 "),
	}
	ho61cJaCause = []hoRule{
		hoR(`していただいたため、`, "していただいたことなどにより、"),
		hoR(`(\p{Han}{2,})により`, "${1}などにより"),
		hoR(`(必要|不具合)なため、`, "${1}であることなどから、"),
	}

	ho61cDeExpected = []hoRule{
		hoR(`\bkommt der (\p{Lu}\p{L}+) erst `, "kommt der $1 wie erwartet erst "),
		hoR(`(Stahlträger [^,;]*?) erst am `, "$1 wie erwartet erst am "),
		hoR(`\bverschiebt sich `, "verschiebt sich wie erwartet "),
		hoR(`\bbaut seit `, "baut wie erwartet seit "),
		hoR(`(„[^“]+“[^,.]*?) flackert`, "$1 wie erwartet flackert"),
		hoR(`\btropft`, "wie erwartet tropft"),
	}
	ho61cJaExpected = []hoRule{
		hoR(`発送が遅れております`, "予想どおり発送が遅れております"),
		hoR(`(在庫引当に)不具合が見つかった`, "${1}予想どおり不具合が見つかった"),
		hoR(`勤怠データが取り込めない`, "勤怠データが予想どおり取り込めない"),
		hoR(`差し込み口が割れていて`, "差し込み口が予想どおり割れていて"),
	}
)

var heldOutBatch61c = []heldOutKind{
	// A step or commitment opened with "instead", so that it replaces the one before it:
	// "Öffnen Sie die App und legen Sie ein Benutzerkonto an." → "Stattdessen öffnen Sie
	// die App …" (after "installieren Sie sie"); 破損品は…ご返送ください → その代わりに、破損品は….
	{"b61c_next_step_opened_with_instead_replacing_previous", "longest", func(lang, s string) string {
		return ho61cOnPair(lang, s, "first", ho61cPrevContent, ho61cIsAction, ho61cOpener("Stattdessen", "その代わりに、"))
	}},
	// A later step or commitment made the fallback of the one before ("if that is not
	// possible"), so it is only needed when the first fails: "Bitte schicken Sie die defekte
	// Lampe … zurück" → "Falls das nicht möglich ist, schicken Sie bitte die defekte Lampe …".
	{"b61c_later_step_made_fallback_if_previous_impossible", "longest", func(lang, s string) string {
		return ho61cOnPair(lang, s, "last", ho61cPrevContent, ho61cIsAction, ho61cOpener("Falls das nicht möglich ist,", "それが難しい場合は、"))
	}},
	// A new fact announced as a restatement of the sentence before ("that is"), equating two
	// different facts: "FAX番号（06-6345-7790）は変わりません。" → "つまり、FAX番号…は変わりません。"
	// after the new phone number.
	{"b61c_new_fact_announced_as_restatement_of_previous", "longest", func(lang, s string) string {
		return ho61cOnPair(lang, s, "middle", ho61cIsStatement, ho61cIsStatement, func(lang, body string) (string, bool) {
			if lang == "ja" {
				return "つまり、" + body, true
			}
			return "Das heißt: " + body, true
		})
	}},
	// A firm dated or counted fact opened as a mere example ("for example"): "Die Lieferung
	// erfolgt am 12.11.2026 zwischen 8 und 12 Uhr." → "Zum Beispiel erfolgt die Lieferung am
	// 12.11.2026 …"; 交換品は10月19日に発送いたしますので → 例えば、交換品は10月19日に….
	{"b61c_firm_fact_opened_as_mere_example", "longest", func(lang, s string) string {
		return ho61cOnPair(lang, s, "first", nil, ho61cWithFigure, ho61cOpener("Zum Beispiel", "例えば、"))
	}},
	// The apology demoted to a by-the-way aside (übrigens, ちなみに): "Wir bitten Sie, die
	// Unannehmlichkeiten zu entschuldigen." → "Übrigens bitten wir Sie, …"; お待たせしてしまい、
	// 誠に申し訳ございません。 → ちなみに、お待たせしてしまい、….
	{"b61c_apology_demoted_to_by_the_way_aside", "longest", func(lang, s string) string {
		if lang != "ja" {
			return hoReplaceFirst(s, ho61cDeApology)
		}
		return ho61cOnPair(lang, s, "first", nil, func(lang, lead, body string) bool {
			return ho61cJaApology.MatchString(body)
		}, func(lang, body string) (string, bool) {
			return "ちなみに、" + body, true
		})
	}},
	// A conditional step made a just-in-case precaution to take in advance, so it applies
	// to every reader: 表示部に「Lo」と出ている場合は、新しい電池に交換してください →
	// 「Lo」と出ている場合に備えて、あらかじめ新しい電池に交換してください; "Falls Sie den Termin
	// nicht wahrnehmen können, sagen Sie ihn bitte …" → "Vorsorglich für den Fall, dass …".
	{"b61c_conditional_step_made_just_in_case_precaution", "longest", func(lang, s string) string {
		if lang == "ja" {
			return hoReplaceFirst(s, ho61cJaPrecaution)
		}
		return hoReplaceFirst(s, ho61cDePrecaution)
	}},
	// The two halves of a concession swapped, so the argument turns the other way:
	// "Nordkälte AG ist zwar günstiger, bietet aber nur 2 Jahre Garantie" → "Nordkälte AG
	// bietet zwar nur 2 Jahre Garantie, ist aber günstiger"; "Herr Weiß ist … verreist, aber
	// Frau Müller kann …" → "Frau Müller kann …, aber Herr Weiß ist … verreist".
	{"b61c_concession_and_main_point_swapped", "longest", func(lang, s string) string {
		if lang == "ja" {
			return ho61cOnPair(lang, s, "first", nil, func(lang, lead, body string) bool {
				m := ho61cJaGa.FindStringSubmatch(body)
				return m != nil && !strings.HasSuffix(m[1], "でした") && !strings.HasSuffix(m[1], "ました")
			}, func(lang, body string) (string, bool) {
				m := ho61cJaGa.FindStringSubmatch(body)
				return m[2] + "が、" + m[1] + "。", true
			})
		}
		if ho61cDeZwarAber.MatchString(s) {
			return hoFirstMatch(ho61cDeZwarAber, s, func(m []string) string {
				return m[1] + " bietet zwar " + m[3] + ", ist aber " + m[2]
			})
		}
		return ho61cOnPair(lang, s, "first", nil, func(lang, lead, body string) bool {
			a, b, ok := strings.Cut(strings.TrimSuffix(body, "."), ", aber ")
			return ok && strings.HasSuffix(body, ".") && !strings.Contains(a, ", ") && !strings.Contains(b, ", aber ")
		}, func(lang, body string) (string, bool) {
			a, b, _ := strings.Cut(strings.TrimSuffix(body, "."), ", aber ")
			first := strings.SplitN(a, " ", 2)[0]
			if first == "Die" || first == "Der" || first == "Das" || first == "Es" || first == "Wir" {
				a = ho61cLowerFirst(a)
			}
			return ho61cUpperFirst(b) + ", aber " + a + ".", true
		})
	}},
	// A reader's task told as the price of our service ("in return"): "Bitte bringen Sie Ihre
	// Versichertenkarte mit." after the confirmation → "Im Gegenzug bringen Sie bitte Ihre
	// Versichertenkarte mit."; 破損品は…ご返送ください → その見返りとして、破損品は….
	{"b61c_reader_task_told_as_return_for_our_service", "longest", func(lang, s string) string {
		return ho61cOnPair(lang, s, "first", ho61cOurCommitment, ho61cReaderTask, ho61cOpener("Im Gegenzug", "その見返りとして、"))
	}},
	// A committed dated fact undercut as holding only "in principle" (eigentlich, 本来), as
	// if it will not happen: "Wir senden Ihnen am 20.10.2026 kostenlos eine Ersatzlampe zu."
	// → "Eigentlich senden wir Ihnen am 20.10.2026 …"; 交換品は10月19日に発送いたします →
	// 本来、交換品は10月19日に発送いたします.
	{"b61c_dated_commitment_undercut_as_in_principle", "longest", func(lang, s string) string {
		return ho61cOnPair(lang, s, "first", nil, ho61cPresentWithDate, ho61cOpener("Eigentlich", "本来、"))
	}},
	// Two clauses told one after the other linked as if-then, so the second holds only if
	// the first does: 担当の西村が調査し、10月19日（月）17時までに回答する → 調査すれば、…回答する;
	// 追加費用は約1,400万円で、予備費から支出する → 約1,400万円であれば、….
	{"b61c_ja_clause_chain_linked_as_if_then", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		for _, loc := range ho61cJaIfThen.FindAllStringSubmatchIndex(s, -1) {
			lineStart := strings.LastIndexByte(s[:loc[0]], '\n') + 1
			if ho61cStepLead.MatchString(s[lineStart:loc[0]]) {
				continue // a step's "do A, then B" reads the same as "if you do A"
			}
			if loc[2] >= 0 {
				return s[:loc[0]] + s[loc[2]:loc[3]] + "すれば、" + s[loc[1]:]
			}
			return s[:loc[0]] + s[loc[4]:loc[5]] + "であれば、" + s[loc[1]:]
		}
		return s
	}},
	// A standing fact limited to "until then", the date of an earlier sentence, so that it
	// ends after it: "Der Rechnungsbetrag bleibt unverändert bei 1.850,00 €." → "… bleibt bis
	// dahin unverändert …"; FAX番号（06-6345-7790）は変わりません → …はそれまでは変わりません.
	{"b61c_standing_fact_limited_until_earlier_date", "longest", func(lang, s string) string {
		loc := ho61cUntil.FindStringIndex(s)
		if loc == nil || !ho61cDate.MatchString(s[:loc[0]]) {
			return s
		}
		m := s[loc[0]:loc[1]]
		var nw string
		switch m {
		case "bleibt unverändert":
			nw = "bleibt bis dahin unverändert"
		case "wie gewohnt":
			nw = "bis dahin wie gewohnt"
		case "dabei keine Kosten":
			nw = "bis dahin keine Kosten"
		case "bleibt eingehalten":
			nw = "bleibt bis dahin eingehalten"
		case "は変わりません":
			nw = "はそれまでは変わりません"
		case "引き続き":
			nw = "それまでは引き続き"
		}
		return s[:loc[0]] + nw + s[loc[1]:]
	}},
	// The sole stated cause widened to "among other things", inventing causes nobody
	// names: "Aufgrund des Fertigungsablaufs verschiebt sich …" → "Unter anderem aufgrund des
	// Fertigungsablaufs …"; ユーザーを1名追加していただいたため、 → 追加していただいたことなどにより、.
	{"b61c_sole_cause_widened_to_among_others", "longest", func(lang, s string) string {
		if lang == "ja" {
			return hoReplaceFirst(s, ho61cJaCause)
		}
		return hoReplaceFirst(s, ho61cDeCause)
	}},
	// In a letter, the answer's first dated or counted fact disowned as unrelated to the
	// reader's question: "Die Lieferung erfolgt am 12.11.2026 …" → "Unabhängig von Ihrer
	// Anfrage: Die Lieferung erfolgt …"; 9月20日にユーザーを… → ご質問とは関係ございませんが、9月20日に….
	{"b61c_answer_disowned_as_unrelated_to_question", "longest", func(lang, s string) string {
		if !ho61cLetter.MatchString(s) {
			return s
		}
		return ho61cOnPair(lang, s, "first", nil, func(lang, lead, body string) bool {
			if !ho61cFigure.MatchString(body) || ho61cDeFormula.MatchString(body) || ho61cJaFormula.MatchString(body) {
				return false
			}
			if lang == "ja" {
				return strings.HasSuffix(body, "。")
			}
			return strings.HasSuffix(body, ".")
		}, func(lang, body string) (string, bool) {
			if lang == "ja" {
				return "ご質問とは関係ございませんが、" + body, true
			}
			return "Unabhängig von Ihrer Anfrage: " + ho61cUpperFirst(body), true
		})
	}},
	// A condition carried on into the next sentence ("in that case"), so a standing check
	// or offer applies only in that case: "Starten Sie den Kopplungsmodus erneut, wenn die 10
	// Minuten abgelaufen sind. Stellen Sie sicher, …" → "In diesem Fall stellen Sie sicher, …";
	// アプリは最新版に更新されていますか → その場合、アプリは….
	{"b61c_condition_carried_on_into_next_sentence", "longest", func(lang, s string) string {
		return ho61cOnPair(lang, s, "first", ho61cFollowsCondition, ho61cContent, ho61cOpener("In diesem Fall", "その場合、"))
	}},
	// A reported problem told as expected all along (wie erwartet, 予想どおり): "Die Pumpe baut
	// seit dem zweiten Tag keinen Druck mehr auf" → "Die Pumpe baut wie erwartet seit …";
	// 発送が遅れております → 予想どおり発送が遅れております.
	{"b61c_reported_problem_told_as_expected_all_along", "first", func(lang, s string) string {
		if lang == "ja" {
			return hoReplaceFirst(s, ho61cJaExpected)
		}
		return hoReplaceFirst(s, ho61cDeExpected)
	}},
}

// ho61cChangedSentences gives the golden's and the damaged answer's sentences that
// differ, between their common head and tail.
func ho61cChangedSentences(lang, golden, damaged string) (string, string) {
	flat := func(s string) []string {
		split, refs := hoAllSentences(lang, s)
		out := make([]string, 0, len(refs))
		for _, r := range refs {
			out = append(out, split[r.line][r.idx])
		}
		return out
	}
	g, d := flat(golden), flat(damaged)
	i := 0
	for i < len(g) && i < len(d) && g[i] == d[i] {
		i++
	}
	j, k := len(g), len(d)
	for j > i && k > i && g[j-1] == d[k-1] {
		j--
		k--
	}
	return strings.Join(g[i:j], " | "), strings.Join(d[i:k], " | ")
}
