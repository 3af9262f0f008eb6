package score

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// TypeStance is the general check that the answer says things the way the golden
// does, where the way changes what is said:
//   - a condition stays a condition: a sentence of the golden that holds "if …"
//     (falls, wenn, sofern, sollten, bei …; 場合, たら, れば, なら, 際, とき) is not stated in
//     the answer without any condition ("Falls Sie verhindert sind, sagen Sie ab" →
//     "Sagen Sie ab");
//   - no cause or contrast is claimed that the case does not make: an answer sentence
//     that opens with daher, deshalb, jedoch …, そのため, しかし … aligns with a sentence
//     of the golden or request that has a marker of that relation, or with one that
//     follows such a sentence;
//   - the writer's own acts stay humble: a verb the golden or request puts in humble
//     keigo (確認いたします) is not honorific in the answer (確認なさいます);
//   - an answer whose golden does not speak to the reader (a summary, an extraction)
//     does not start to (Ihnen, Ihre … inside a sentence; いたします, いたしました);
//   - a condition is not made a cause: a sentence of the golden with a condition (and
//     no cause) is not restated with a causal marker instead (Falls die Verbindung
//     nicht klappt → Da die Verbindung nicht klappt; つながらない場合 → つながらないため);
//   - no condition is added: a golden sentence without one is not restated with a
//     condition the case never writes (…, sofern es unsere Kapazitäten zulassen;
//     状況が許せば、…);
//   - no claim the case does not make: an agreement made before (wie telefonisch
//     vereinbart, お約束したとおり), a guarantee (garantiert, 確約), a contact on a
//     relative day (morgen, 明日); and no answer that opens with a closing line
//     (Vielen Dank im Voraus …, 以上、…);
//   - no advice the case does not give: a sentence that recommends (empfehlen,
//     ratsam, raten; 勧め, おすすめ, 推奨, したほうがよい) with mostly content words of
//     neither the golden nor the request, and no recommending golden sentence it
//     restates;
//   - a letter is signed by its writer: the lines after the closing formula do not
//     hold the name the salutation addresses, unless the golden's do;
//   - a clause of the golden restated word for word keeps its tense and mood (see
//     restated.go).
//
// Sentences align by their content words (German words of four letters or more,
// Japanese kanji compounds and katakana words): an answer sentence with most of a
// golden sentence's content words is that sentence's restatement.
const TypeStance = "stance"

var (
	deCondition = regexp.MustCompile(`(?i)(?:^|[^\p{L}])(?:falls|wenn|sofern|sollten|sollte|solange|dann|im falle?|für den fall|bei|ggf|gegebenenfalls|für (?:weitere |etwaige |eventuelle |alle )?(?:fragen|rückfragen))(?:[^\p{L}]|$)` +
		// A German condition may open with its verb: "Können Sie nicht kommen, sagen Sie ab."
		`|^\s*(?:- )?(?:Können|Könnten|Sollten|Haben|Hätten|Sind|Ist|Möchten|Wollen|Müssen|Benötigen|Wünschen|Klappt|Funktioniert|Gibt) [^,.?]*,`)
	jaCondition = regexp.MustCompile(`場合|たら|れば|なら|際|限り|とき|時は|時に|これで|以上で|それでも|(?:点|こと|件)(?:は|につきましては|については|などは)`)
	deCausal    = regexp.MustCompile(`(?i)(?:^|[^\p{L}])(?:daher|deshalb|deswegen|darum|folglich|somit|weil|da|denn|wegen|aufgrund|grund|sodass|damit)(?:[^\p{L}]|$)`)
	jaCausal    = regexp.MustCompile(`ため|ので|により|によって|よって|から、|したがって|だから|結果`)
	deContrast  = regexp.MustCompile(`(?i)(?:^|[^\p{L}])(?:aber|jedoch|allerdings|doch|zwar|sondern|statt|trotzdem|dennoch|leider|nur)(?:[^\p{L}]|$)`)
	jaContrast  = regexp.MustCompile(`しかし|ところが|けれど|ですが|ますが|ものの|一方|ただし|が、|のに|残念`)
	// deOpenCausal and the others are the connectors that open a sentence.
	deOpenCausal   = regexp.MustCompile(`^(?:Daher|Deshalb|Deswegen|Darum|Folglich|Somit|Aus diesem Grund)\b`)
	deOpenContrast = regexp.MustCompile(`^(?:Jedoch|Allerdings|Aber|Doch|Trotzdem|Dennoch)\b`)
	jaOpenCausal   = regexp.MustCompile(`^(?:そのため|したがって|よって|だから|このため|ゆえに)`)
	jaOpenContrast = regexp.MustCompile(`^(?:しかし|ところが|けれども|ですが|しかしながら)`)
	// An "otherwise" (Andernfalls, sonst; そうでなければ) needs a condition in its
	// sentence or the one before; an "on the contrary" (Im Gegenteil, vielmehr;
	// それどころか, むしろ) a case that sets one thing against another (sondern,
	// stattdessen; ではなく).
	deOpenOtherwise = regexp.MustCompile(`^(?:Andernfalls|Anderenfalls|Ansonsten|Sonst)\b`)
	deOtherwise     = regexp.MustCompile(`(?i)(?:^|[^\p{L}])(?:falls|wenn|sofern|sollten?|andernfalls|anderenfalls|ansonsten|sonst|ob)(?:[^\p{L}]|$)`)
	deOpenContrary  = regexp.MustCompile(`^(?:Im Gegenteil|Ganz im Gegenteil|Vielmehr|Stattdessen|Dagegen|Hingegen|Umgekehrt)\b`)
	deContrary      = regexp.MustCompile(`(?i)(?:^|[^\p{L}])(?:gegenteil|vielmehr|stattdessen|dagegen|hingegen|umgekehrt|sondern|statt)(?:[^\p{L}]|$)`)
	jaOpenOtherwise = regexp.MustCompile(`^(?:そうでなければ|そうでない場合|さもないと|さもなければ|それ以外の場合)`)
	jaOtherwise     = regexp.MustCompile(`場合|たら|れば|ならば|なら、|でなければ|さもないと|以外`)
	jaOpenContrary  = regexp.MustCompile(`^(?:それどころか|むしろ|逆に|反対に|かえって|それに対して|これに対して)`)
	jaContrary      = regexp.MustCompile(`それどころか|むしろ|逆に|反対に|かえって|対して|ではなく|でなく`)
	jaHumble        = regexp.MustCompile(`(\p{Han}{1,2}[ぁ-ゖ]?)(?:いたし|致し)`)
	jaHonorific     = regexp.MustCompile(`(\p{Han}{1,2}[ぁ-ゖ]?)(?:なさい|なさっ|になります|になりました)`)
	deAddress       = regexp.MustCompile(`[\p{L},;:] (Ihnen|Ihre|Ihr|Ihren|Ihrem|Ihrer|Ihres)\b`)
	jaAddress       = regexp.MustCompile(`いたします|いたしました|いたしております`)
)

// alignWords are the content words of a sentence for alignment, lowercased.
func alignWords(lang, s string) map[string]bool {
	out := map[string]bool{}
	if lang == "ja" {
		for _, w := range jaContentWord.FindAllString(s, -1) {
			out[w] = true
		}
		return out
	}
	for _, w := range strings.FieldsFunc(s, func(r rune) bool { return !unicode.IsLetter(r) }) {
		if len([]rune(w)) >= 4 {
			out[strings.ToLower(w)] = true
		}
	}
	return out
}

// covers reports whether sentence words a hold at least share of b's (b non-empty,
// two words at least, so that a short clause does not align with anything).
func covers(a, b map[string]bool, share float64) bool {
	return len(b) >= 2 && float64(sharedWords(a, b)) >= share*float64(len(b))
}

// sharedWords counts the words of b that a has.
func sharedWords(a, b map[string]bool) int {
	n := 0
	for w := range b {
		if a[w] {
			n++
		}
	}
	return n
}

// mainClause is a conditional sentence without its condition: what follows the
// first comma (、) after the condition marker, or the whole sentence.
func mainClause(lang, s string, loc []int) string {
	rest := s[loc[1]:]
	sep := ","
	if lang == "ja" {
		sep = "、"
	}
	if i := strings.Index(rest, sep); i >= 0 {
		return rest[i+len(sep):]
	}
	return s
}

// leadIn is a sentence that announces a list or steps below it.
var leadIn = regexp.MustCompile(`(?:以下|次|下記)の?(?:とおり|通り)|(?:folgende[nmrs]?|nachstehende[nmrs]?) (?:Schritte|Punkte)|wie folgt`)

// lostConditions names the golden's conditional sentences whose main clause the
// answer states without a condition.
func lostConditions(lang string, golden, answer []string) []string {
	cond := deCondition
	if lang == "ja" {
		cond = jaCondition
	}
	var out []string
	for _, g := range golden {
		loc := cond.FindStringIndex(g)
		if loc == nil {
			continue
		}
		main := alignWords(lang, mainClause(lang, g, loc))
		if len(main) < 2 {
			continue
		}
		var match []string
		kept := false
		for i, a := range answer {
			// A list's lead-in (…までの手順は以下のとおりです) names what follows.
			if !covers(alignWords(lang, a), main, 0.8) || leadIn.MatchString(a) {
				continue
			}
			match = append(match, a)
			// The condition may stand in the sentence before ("Haben Sie Fragen? Dann …").
			if cond.MatchString(a) || i > 0 && cond.MatchString(answer[i-1]) {
				kept = true
			}
		}
		if len(match) > 0 && !kept {
			out = append(out, fmt.Sprintf("%q states unconditionally what the golden makes conditional", clipRunes(strings.TrimSpace(match[0]), 60)))
		}
	}
	return out
}

// unfoundedConnectors names the answer's sentences that open with a causal or
// contrastive connector no aligned sentence of the case supports.
func unfoundedConnectors(lang string, source, answer []string) []string {
	type rel struct {
		open, marker *regexp.Regexp
		name         string
	}
	rels := []rel{{deOpenCausal, deCausal, "cause"}, {deOpenContrast, deContrast, "contrast"},
		{deOpenOtherwise, deOtherwise, "condition to be otherwise"}, {deOpenContrary, deContrary, "contradiction"}}
	if lang == "ja" {
		rels = []rel{{jaOpenCausal, jaCausal, "cause"}, {jaOpenContrast, jaContrast, "contrast"},
			{jaOpenOtherwise, jaOtherwise, "condition to be otherwise"}, {jaOpenContrary, jaContrary, "contradiction"}}
	}
	var out []string
	for _, a := range answer {
		a = strings.TrimSpace(stripMarker(strings.TrimSpace(a)))
		for _, r := range rels {
			loc := r.open.FindStringIndex(a)
			if loc == nil {
				continue
			}
			words := alignWords(lang, a[loc[1]:])
			aligned, supported := false, false
			for i, s := range source {
				if !covers(alignWords(lang, s), words, 0.6) {
					continue
				}
				aligned = true
				if r.marker.MatchString(s) || i > 0 && r.marker.MatchString(source[i-1]) {
					supported = true
				}
			}
			if aligned && !supported {
				out = append(out, fmt.Sprintf("%q claims a %s the case does not state", clipRunes(a, 60), r.name))
			}
		}
	}
	return out
}

var (
	// deCause and jaCause are the markers that state a cause as a fact: da or denn
	// opening a clause, weil; ので, and ため after a negative, a past, いる, ある or
	// an adjectival な (not after a plain verb, where it is a purpose: 確認するため; nor
	// 念のため, そのため).
	deCause = regexp.MustCompile(`(?:^\s*(?:[-•*] |\d+\. )?|[,;:–(]\s*)(?:[Dd]a|denn)\s|(?:^|[^\p{L}])[Ww]eil(?:[^\p{L}]|$)`)
	jaCause = regexp.MustCompile(`ので|(?:ない|た|だ|いる|ある|な)ため`)
	// deIf and jaIf are the markers of a condition proper, for the golden's side: not
	// bei (bei 1.850,00 €) or dann, which deCondition also counts.
	deIf = regexp.MustCompile(`(?i)(?:^|[^\p{L}])(?:falls|wenn|sofern|im falle?|für den fall)(?:[^\p{L}]|$)|^\s*(?:- )?Sollten `)
	jaIf = regexp.MustCompile(`場合|たら|れば|ならば|なら、`)
	// deOpensIf is a German clause opened by a condition or a time it waits for.
	deOpensIf = regexp.MustCompile(`(?i)^\s*(?:sobald|wenn|falls|sofern|nachdem|erst wenn|vorausgesetzt)\s`)
	// conditionWords are the condition markers alignWords keeps as words: a sentence
	// restated without its marker is still the same sentence.
	conditionWords = map[string]bool{"falls": true, "wenn": true, "sofern": true, "sollten": true, "sollte": true,
		"solange": true, "dann": true, "falle": true, "fall": true, "場合": true}
)

// conditionsAsCauses names the answer's sentences that restate a conditional sentence
// of the golden with a causal marker in place of its condition: what may happen
// stated as what is the case. The case may state that cause itself.
func conditionsAsCauses(lang string, golden, source, answer []string) []string {
	cond, cause, condIf := deCondition, deCause, deIf
	if lang == "ja" {
		cond, cause, condIf = jaCondition, jaCause, jaIf
	}
	restates := func(s string, words map[string]bool) bool {
		sw := alignWords(lang, s)
		return cause.MatchString(s) && !cond.MatchString(s) && covers(sw, words, 0.8) && covers(words, sw, 0.6)
	}
	var out []string
	for _, g := range golden {
		if !condIf.MatchString(g) || cause.MatchString(g) {
			continue
		}
		words := alignWords(lang, g)
		for w := range words {
			if conditionWords[w] {
				delete(words, w)
			}
		}
		if slices.ContainsFunc(source, func(s string) bool { return restates(s, words) }) {
			continue
		}
		for _, a := range answer {
			if restates(a, words) {
				out = append(out, fmt.Sprintf("%q states as a cause what the golden makes a condition", clipRunes(strings.TrimSpace(a), 60)))
				break
			}
		}
	}
	return out
}

var (
	// deAdvice and jaAdvice mark a recommendation. Not "sollten Sie": as often a
	// condition (…, sollten Sie Fragen haben) or an expectation (Sie sollten die
	// Lampe morgen erhalten) as advice; not すすめ alone, which also writes 進める.
	deAdvice = regexp.MustCompile(`(?:^|[^\p{L}])(?:[Ee]mpfehl\p{L}*|empfiehlt|empfohlen|[Rr]atsam|raten (?:wir|Ihnen)|rate (?:ich|Ihnen)|legen (?:wir )?Ihnen (?:\p{L}+ )?nahe)(?:[^\p{L}]|$)`)
	jaAdvice = regexp.MustCompile(`勧め|おすすめ|薦め|推奨|(?:ほう|方)が(?:よい|良い|いい|よろしい)`)
)

// addedConditions names the answer's sentences that are a golden sentence without a
// condition with one added: after it in German (…, sofern es unsere Kapazitäten
// zulassen), before it in Japanese (状況が許せば、…): a promise or a fact made to
// depend on something the case never mentions. A condition the case writes is its
// own.
func addedConditions(lang string, gs, as []string, source string) []string {
	cond := deCondition
	if lang == "ja" {
		cond = jaCondition
	}
	var out []string
	// The golden's sentences that may gain a condition: long enough, none of their own.
	var plain []string
	for _, g := range gs {
		if g = strings.TrimSpace(g); len([]rune(g)) >= 10 && !cond.MatchString(g) {
			plain = append(plain, g)
		}
	}
	for _, a := range as {
		a = strings.TrimSpace(a)
		for _, g := range plain {
			if g == a {
				continue
			}
			var added string
			if lang == "ja" {
				if pre, ok := strings.CutSuffix(strings.TrimSpace(stripMarker(a)), strings.TrimSpace(stripMarker(g))); ok {
					added = pre
				}
			} else if h := deHedge.FindStringSubmatch(a); h != nil && !deHedge.MatchString(g) && !strings.Contains(strings.ToLower(source), strings.ToLower(h[1])) && withoutBitte(strings.Replace(a, " "+h[1], "", 1)) == withoutBitte(g) {
				// A request made optional: "Bitte schicken Sie …" → "Schicken Sie nach
				// Möglichkeit …".
				out = append(out, fmt.Sprintf("%q makes the golden's request optional (%q)", clipRunes(a, 60), h[1]))
				break
			} else if pre, rest, ok := strings.Cut(a, ", "); ok && deOpensIf.MatchString(pre) && len([]rune(rest)) >= 20 &&
				strings.HasSuffix(strings.ToLower(g), strings.ToLower(rest)) && !strings.HasPrefix(strings.ToLower(g), strings.ToLower(pre)) {
				// A condition put before the golden's statement, whose verb now leads
				// (hiermit bestätigen wir … → sobald Sie antworten, bestätigen wir …):
				// the writer's own step made to wait for something.
				if !strings.Contains(strings.ToLower(source), strings.ToLower(strings.TrimSpace(pre))) {
					out = append(out, fmt.Sprintf("%q adds the condition %q to the golden's statement", clipRunes(a, 60), clipRunes(pre, 40)))
					break
				}
				continue
			} else if body := strings.TrimRight(g, ".!:"); strings.HasPrefix(a, body+",") {
				added = strings.TrimRight(strings.TrimPrefix(a, body+","), ".!:")
			} else if ask, ok := strings.CutPrefix(g, "Bitte "); ok {
				// A request made to depend on the reader's wish: "Bitte bringen Sie …"
				// → "Wenn Sie möchten, bringen Sie …".
				if cond, rest, ok := strings.Cut(a, ", "); ok && withoutBitte(rest) == withoutBitte(ask) {
					added = cond
				}
			}
			added = strings.TrimSpace(strings.Trim(added, "、, "))
			// Any conditional form in ば (許せば, あれば) opens a Japanese condition.
			if added == "" || !cond.MatchString(added) && !(lang == "ja" && strings.HasSuffix(added, "ば")) {
				continue
			}
			if strings.Contains(source, added) {
				// The case's own condition, unless it belongs to another sentence of the
				// golden and the answer moved it here: that sentence now holds
				// unconditionally, and this one no longer does.
				if movedCondition(added, a, gs, as) {
					out = append(out, fmt.Sprintf("%q takes the condition %q from another sentence of the golden", clipRunes(a, 60), clipRunes(added, 40)))
					break
				}
				continue
			}
			out = append(out, fmt.Sprintf("%q adds the condition %q to the golden's statement", clipRunes(a, 60), clipRunes(added, 40)))
			break
		}
	}
	return out
}

// movedCondition reports whether condition belongs to a golden sentence other than
// the one answer sentence a restates, and no answer sentence but a writes it.
func movedCondition(condition, a string, gs, as []string) bool {
	other := slices.ContainsFunc(gs, func(g string) bool {
		return strings.Contains(g, condition) && !strings.Contains(a, strings.TrimSpace(g))
	})
	elsewhere := slices.ContainsFunc(as, func(x string) bool { return strings.TrimSpace(x) != a && strings.Contains(x, condition) })
	return other && !elsewhere
}

// withoutBitte is a German sentence in lower case without its "bitte" and blanks: a
// request and the same words without it.
func withoutBitte(s string) string {
	var out []string
	for _, w := range strings.Fields(strings.ToLower(s)) {
		if w != "bitte" && w != "bitte," {
			out = append(out, w)
		}
	}
	return strings.Join(out, " ")
}

// claimKinds are statements about the case that only the case can make: an agreement
// made before (wie telefonisch vereinbart, お約束したとおり), a guarantee (garantiert,
// verbindlich zugesagt, 確約), a contact on a relative day (morgen, heute noch, 明日), a
// refund, a fault fixed (bereits behoben, 修正済み), a payment received, insurance
// cover, a priority (最優先), a fault blamed on the reader (unsachgemäße Bedienung), a
// record's status (storniert, 失効済み, 支払済み), a deposit (Anzahlung, 内金), a
// collection where the case delivers (Abholung, 引き取り), a sale by the reader
// (verkauft) and a first time (erstmals, 初回; not 初めてご連絡, a first letter's
// greeting), a delay, a cancellation, a proof of purchase, praise from the reader, a
// request to give again what the reader already gave, a retraction or a step made
// needless, a date left open, a date, a wait or a deadline said to be none (Konkrete
// Termine gibt es noch nicht, 待ち時間は特にありません), a cost or a risk put on the
// reader (auf Ihre Kosten, お客様のご負担), silence taken as consent (gilt als
// genehmigt, 異議がなければ…とみなす), an objection excluded, a written consent
// required, a further body that must approve (Aufsichtsrat, 取締役会), a formal demand
// (fordern wir Sie förmlich auf, 正式に要求), a signature for someone else (i. A.,
// 代筆), a company in liquidation (i. L., 清算中), a care-of address (c/o, 様方), a
// condolence and a congratulation, the reader left to help themselves (ご自身でお調べ
// ください), a presumption about the reader (ja ohnehin, いただけるものと存じます), a
// check of their understanding, consent (einverstanden, 差し支えない), a matter under
// consideration (Wir prüfen, ob …, 検討いたします), an offer put as a question (Sollen
// wir …?, お送りいたしましょうか), the writer's advice (すべきである), a reading for
// an approval (ご一読ください), time granted without a limit (wann immer es Ihnen
// passt, 数か月後でも構いません) and a repair left to the reader (tauschen Sie das
// Netzteil selbst aus, ご自身で修理) and a statement stretched to others or to all
// (eines von mehreren, alle Ihre künftigen Bestellungen, 松本様をはじめ複数のお客様,
// 担当者の一人である), and the last of a series (Ihren abschließenden Kontrolltermin,
// 最終となる第3回), a third person of the reader's side (die Nachricht Ihrer Kollegin,
// ご家族の方から), a protest (抗議) and a reversal of an earlier statement (前回の報告を
// 翻す形で), a permission or an entitlement (Wir sind berechtigt, …, 送ることが
// 認められております), a prohibition (untersagt, 禁じられております), a duty or its
// absence (nicht verpflichtet, せざるを得ません), a matter left to the reader's
// judgement (liegt in Ihrem Ermessen, ご判断にお任せします), an order (angeordnet,
// ご指示), an open question (prüfen wir noch, ist unklar, 確認中), something the reader
// already did (Sie haben … bereits abgesagt, すでにお問い合わせいただいております) and a
// remote eventuality (万一…発生した場合), a receipt or a payment by the reader, their consent given
// (ご了承いただき、ありがとうございます), an answer to the writer's question, a
// farewell (これまでご愛顧いただき), an address to a group (社内関係者各位), a wish for
// the reader's recovery (gute Besserung, お大事に), an amount put in a currency the case
// never uses (alle Beträge in US-Dollar, 米ドル建て), the text declared invented or
// sample data (frei erfundene Beispielangaben, 架空の), an order of steps or rows (in
// umgekehrter Reihenfolge, 金額の高い順に) and no change from the original plan
// (gegenüber der ursprünglichen Planung ändert sich nichts, 当初の予定からの変更はない), a
// question about the reader's intention (ご返送なさるおつもりですか), a message for
// someone else (返信するようお伝えください), an instruction the writer was given (連絡
// するように言われております), a proposal (…にしましょう), a risk (しかねません), a
// deferral to further instructions (以降は画面の指示に従ってください), every matter
// settled, nothing else changed, no restriction and a pointer to what was said above
// (siehe oben). Either
// language's form counts, so that a translation's
// claim stands on its request's.
var claimKinds = []struct {
	name string
	re   *regexp.Regexp
}{
	{"an agreement made before", regexp.MustCompile(`[Ww]ie (?:telefonisch |mündlich |persönlich |bereits )?(?:mit Ihnen )?(?:vereinbart|besprochen|abgesprochen|zugesagt)|(?:お電話で|先日|以前)?お約束(?:した|いたした|しました)(?:とおり|通り)|お話し(?:した|いたした)(?:とおり|通り)|ご相談(?:した|いたした)(?:とおり|通り)|打ち合わせ(?:の|した)(?:とおり|通り)`)},
	{"a guarantee", regexp.MustCompile(`[Gg]arantiert|verbindlich zugesagt|mit Sicherheit|確約|保証いたします`)},
	{"a relative day", regexp.MustCompile(`(?:^|[^\p{L}])(?:über)?morgen(?:[^\p{L}]|$)|(?i:heute noch|noch heute)|明日|明後日|本日中|今日中`)},
	{"a refund or compensation", regexp.MustCompile(`[Ee]rstatt(?:en|et|ung)|Rückerstattung|[Ee]ntschädig(?:en|t|ung)|[Gg]utschrift|gutschreiben|auf Kulanz|返金|払い戻し|補償いたし|賠償`)},
	{"a fault fixed or a matter settled", regexp.MustCompile(`(?:bereits|inzwischen|schon|mittlerweile) (?:\p{L}+ ){0,2}(?:behoben|repariert|gelöst|beseitigt)|(?:修正|解決|復旧|修理)済み|(?:不具合|問題|障害)は(?:すでに|既に)?(?:修正|解決|復旧)(?:いたしました|しました|されました)`)},
	{"a payment received", regexp.MustCompile(`(?:Zahlung|Überweisung) (?:ist|wurde) (?:bereits )?(?:bei uns )?(?:eingegangen|verbucht)|入金(?:を|が)?確認|お支払い(?:は|を)確認`)},
	{"insurance or warranty cover", regexp.MustCompile(`(?:Versicherung|Garantie|Gewährleistung) (?:deckt|übernimmt)|durch (?:Ihre|die) (?:Versicherung|Hausratversicherung|Garantie) (?:\p{L}+ )?gedeckt|保険で(?:補償|カバー|賄)|保険(?:の|が)適用`)},
	{"a priority", regexp.MustCompile(`(?:höchster|oberster|erster) Priorität|mit Vorrang|vorrangig (?:bearbeit|behandel)|最優先|優先的に(?:対応|処理)`)},
	{"a fault blamed on the reader", regexp.MustCompile(`unsachgemäß\p{L}*|Bedienungsfehler|(?:Ihr|Ihrem|Ihres|Ihrerseits) Verschulden|auf (?:eine )?(?:falsche|fehlerhafte) (?:Bedienung|Handhabung)|お客様の(?:誤った|誤操作|不注意|過失|操作ミス|ご使用方法)|誤った(?:操作|使用|使い方)`)},
	{"a record's status", regexp.MustCompile(`(?:^|[^\p{L}])(?:[Ss]torniert|[Aa]nnulliert|[Gg]ekündigt|[Aa]bgelaufen|[Ee]rloschen|[Uu]ngültig|bereits bezahlt|beglichen)(?:[^\p{L}]|$)|キャンセル済み|取消済み|取り消し済み|失効済み|失効|解約済み|無効|支払済み|支払い済み`)},
	{"a deposit or an advance payment", regexp.MustCompile(`Anzahlung|Vorauszahlung|Vorkasse|内金|前払金|前払い金|手付金|頭金`)},
	{"a collection instead of a delivery", regexp.MustCompile(`[Aa]bhol(?:ung|en|t)|holen Sie \p{L}+ (?:\p{L}+ )?(?:bei uns )?ab|引き取り|引取|お引き取り|店頭受け取り`)},
	{"a sale by the reader", regexp.MustCompile(`(?:^|[^\p{L}])(?:verkauft|verkauften|veräußert)(?:[^\p{L}]|$)|売却`)},
	{"a first time", regexp.MustCompile(`(?:^|[^\p{L}])(?:erstmals|erstmalig|zum ersten Mal)(?:[^\p{L}]|$)|初めて(?:[^ご]|$)|初回`)},
	{"a step done by itself", regexp.MustCompile(`[Aa]utomatisch|selbsttätig|von selbst|自動的に|自動で`)},
	{"the reader left to help themselves", regexp.MustCompile(`informieren Sie sich (?:bitte )?selbst|(?:selbst|eigenständig) (?:nachlesen|recherchieren|herausfinden|nachsehen)|ご自身で(?:お調べ|調べ|解決|ご対応|対応)`)},
	{"a presumption about the reader", regexp.MustCompile(`(?:^|[^\p{L}])ja ohnehin(?:[^\p{L}]|$)|いただけるものと(?:存じ|思い)|くださるものと(?:存じ|思い)`)},
	{"a check of the reader's understanding", regexp.MustCompile(`ご理解いただけ(?:ました|ます)(?:でしょうか|か)|(?:Haben Sie|Ist) (?:das|alles|dies) (?:verstanden|klar)\?|Konnten Sie (?:alles|das) nachvollziehen\?`)},
	{"consent", regexp.MustCompile(`(?:^|[^\p{L}])einverstanden(?:[^\p{L}]|$)|差し支えな|差し支えありません|差し支えございません`)},
	{"a matter under consideration", regexp.MustCompile(`[Ww]ir prüfen, ob|prüfen wir, ob|検討(?:いたします|いたしております|中|させていただきます|しております)`)},
	{"an offer put as a question", regexp.MustCompile(`(?:^|[^\p{L}])(?:Sollen|Dürfen) wir(?:[^\p{L}]|$)|Möchten Sie, dass wir|ましょうか[。？?]`)},
	{"the writer's advice", regexp.MustCompile(`べきである|べきだ[。と]|べきです|べきかと|べきと(?:存じ|考え)|(?:^|[^\p{L}])[Ww]ir sollten(?:[^\p{L}]|$)`)},
	{"a reading for an approval", regexp.MustCompile(`ご一読(?:ください|いただ)|zur Kenntnis`)},
	{"a source or a hedge on what is known", regexp.MustCompile(`(?i:wenn (?:wir|ich) (?:uns|mich) recht erinnern?|soweit (?:wir|ich) (?:wissen|weiß)|so jedenfalls|laut (?:Kundenangabe|(?:Angabe|Aussage)n? de[rs] Kund\p{L}*)|nach Angaben de[rs] Kund\p{L}*|aus gesetzlichen Gründen|gesetzlich vorgeschrieben|(?:^|[^\p{L}])(?:vermutlich|anscheinend|offenbar|nachweislich|vermutet|vermuten)(?:[^\p{L}]|$))|だそう|によるとのこと|らしく|らしい|と主張|可能性が指摘|法令上|法律上|記憶では|記憶によれば|ことが判明|と推測|と推定`)},
	{"a contact by phone", regexp.MustCompile(`(?i:telefon\p{L}*|(?:^|[^\p{L}])(?:Anruf\p{L}*|anrufen|angerufen|anzurufen|(?:ruft|rufen|rief|riefen) (?:\p{L}+ )?an)(?:[^\p{L}]|$))|電話`)},
	{"a delay or a postponement", regexp.MustCompile(`(?i:verspätet\p{L}*|Verspätung|verzöger\p{L}*|Lieferverzug|verschieb\p{L}*|verschob\p{L}*|Verschiebung|später als (?:geplant|vorgesehen)|(?:^|[^\p{L}])(?:Verzug|im Rückstand)(?:[^\p{L}]|$))|遅れ|遅延|遅く(?:なり|なって)|延期|繰り延べ|ずれ込`)},
	{"a cancellation", regexp.MustCompile(`(?i:stornier\p{L}*|Stornierung|Storno|(?:^|[^\p{L}])(?:Rücktritt|zurücktreten|Widerruf|widerrufen)(?:[^\p{L}]|$))|キャンセル|取り消し|取消`)},
	{"a proof of purchase", regexp.MustCompile(`(?i:Kaufbeleg\p{L}*|Kaufnachweis\p{L}*|Kassenbon\p{L}*|Kassenzettel\p{L}*|Quittung\p{L}*)|領収書|レシート|購入証明|保証書`)},
	{"praise from the reader", regexp.MustCompile(`(?i:(?:^|[^\p{L}])(?:Lob|Lobes|gelobt|loben|Kompliment\p{L}*)(?:[^\p{L}]|$))|お褒め|お誉め|ほめ`)},
	{"a request to give again what the reader gave", regexp.MustCompile(`(?i:(?:erneut|nochmals|noch einmal) (?:\p{L}+ ){0,3}(?:mitteilen|mitzuteilen|nennen|zu nennen|angeben|anzugeben|zusenden))|改めて(?:お知らせ|ご連絡|お教え|ご提示|ご記入)|再度(?:お知らせ|ご提示|ご記入)`)},
	{"a condolence", regexp.MustCompile(`(?i:Beileid|Anteilnahme|kondolier\p{L}*)|お悔やみ|ご愁傷|哀悼`)},
	{"a retraction or a step made needless", regexp.MustCompile(`(?i:(?:Punkt|Schritt|Teil) (?:ist )?(?:damit |somit )?(?:hinfällig|gegenstandslos)|Schritt \d+ entfällt|(?:alle|sämtliche) (?:obigen|vorstehenden) Angaben|die folgenden Punkte sind nur zur Information|können Sie überspringen)|上記[^。\n]{0,10}(?:取り消|撤回|無効)|手順\d+は不要|これ以降の手順は省略|省略してもかまいません|省略しても構いません`)},
	{"a date left open", regexp.MustCompile(`(?i:(?:^|[^\p{L}])(?:irgendwann|unbestimmte[nmrs]? (?:Tag|Termin|Datum|Zeitpunkt)|noch offene[nmrs]? (?:Tag|Termin|Datum|Zeitpunkt)|noch nicht (?:fest|bestimmt|terminiert)\p{L}*)(?:[^\p{L}]|$))|時期未定|日程未定|日時未定|いずれ(?:か)?の(?:日|時期)`)},
	{"an absence of dates, waits or deadlines", regexp.MustCompile(`(?i:(?:Termin\p{L}*|Wartezeit\p{L}*|Frist\p{L}*|Lieferzeit\p{L}*) gibt es (?:\p{L}+ ){0,2}(?:nicht|keine)(?:[^\p{L}]|$)|es gibt (?:\p{L}+ ){0,2}(?:keine|nicht) (?:\p{L}+ )?(?:Termin\p{L}*|Wartezeit\p{L}*|Frist\p{L}*|Lieferzeit\p{L}*))|(?:待ち時間|日程|期限|予定|納期)は(?:特に|まだ)?(?:ありません|ございません|決まっておりません|決まっていません)`)},
	{"one of several steps enough", regexp.MustCompile(`(?i:(?:genügt|reicht) (?:\p{L}+ ){0,2}(?:eine[rnms]?|ein) (?:\p{L}+ )?der (?:folgenden|genannten|nachstehenden)|eine[rnm]? der (?:folgenden|genannten) (?:Schritte|Möglichkeiten|Optionen|Maßnahmen|Punkte) (?:genügt|reicht))|いずれか(?:一つ|ひとつ|1つ)?(?:を行えば|で)(?:十分|結構|構いません|かまいません)`)},
	{"a pardon granted to the reader", regexp.MustCompile(`(?i:wir verzeihen Ihnen|verzeihen wir Ihnen|wir entschuldigen Sie|entschuldigen wir Sie|sei Ihnen verziehen)|お許しいたします|お許し申し上げ|許して差し上げ`)},
	{"a contact by e-mail", regexp.MustCompile(`(?i:E-Mail|per Mail|(?:^|[^\p{L}])Mail(?:[^\p{L}]|$))|メール|Eメール`)},
	{"a letter by post", regexp.MustCompile(`(?i:per Post|postalisch|auf dem Postweg|per Brief|Einschreiben)|郵送|書留|郵便で`)},
	{"a cost or a risk put on the reader", regexp.MustCompile(`(?i:auf Ihre (?:eigenen )?Kosten|zu Ihren Lasten|auf Ihr (?:eigenes )?Risiko|(?:trägt|tragen) (?:der Kunde|die Kundin|Sie) (?:das Risiko|die Kosten))|お客様(?:の|側の?)?(?:ご)?負担|お客様のご責任|お客様の責任`)},
	{"silence taken as consent", regexp.MustCompile(`(?i:gilt (?:dies |das )?als (?:angenommen|genehmigt|akzeptiert|anerkannt|zugestimmt|Zustimmung)|stillschweigend\p{L}*|als Zustimmung (?:gewertet|betrachtet))|異議がなければ|異議のない場合|とみなし|とみなす|みなします`)},
	{"an objection excluded", regexp.MustCompile(`(?i:(?:Widerspruch|Einspruch|Einwände|Einwendungen|Reklamationen) (?:ist|sind|bleibt|bleiben) (?:\p{L}+ )?ausgeschlossen|kein(?:e)? (?:Widerspruch|Einspruch|Einwände) möglich)|異議(?:は|を|申し立ては?)(?:お受けできません|受け付けません|受け付けておりません|認められません|できません)`)},
	{"a written consent required", regexp.MustCompile(`(?i:schriftliche[nr]? (?:Zustimmung|Einwilligung|Einverständnis\p{L}*|Bestätigung)|schriftlich (?:zustimmen|einwilligen|bestätigen))|書面(?:での|による|で)(?:ご)?(?:同意|承諾|承認)`)},
	{"a further body that must approve", regexp.MustCompile(`(?i:Aufsichtsrat\p{L}*|Vorstand\p{L}*|Gesellschafterversammlung|Betriebsrat\p{L}*|Hauptversammlung)|取締役会|株主総会|監査役会|理事会`)},
	{"a formal demand", regexp.MustCompile(`(?i:fordern (?:wir|ich) Sie (?:hiermit )?(?:förmlich|ausdrücklich|nachdrücklich) auf|hiermit förmlich auf)|正式に(?:要求|請求)|強く要求`)},
	{"a signature for someone else", regexp.MustCompile(`(?m:^[ \t]*(?:i\.\s?A\.|i\.\s?V\.|ppa\.|pp\.)(?:[ \t]|$))|代筆|代理で`)},
	{"a company in liquidation or insolvency", regexp.MustCompile(`(?:^|[^\p{L}])i\.\s?L\.|(?i:in Liquidation|in Abwicklung|Insolvenz\p{L}*|insolvent)|清算中|破産|倒産|民事再生`)},
	{"a care-of address", regexp.MustCompile(`(?:^|[^\p{L}])c/o(?:[^\p{L}]|$)|様方`)},
	{"a congratulation", regexp.MustCompile(`(?i:Glückwunsch|Glückwünsche|gratulier\p{L}*)|おめでとう|お祝い申し上げ`)},
	{"time granted without a limit", regexp.MustCompile(`(?i:wann immer es Ihnen passt|(?:auch|noch) (?:\p{L}+ ){0,2}(?:Wochen|Monate) (?:später|danach)|in einigen (?:Wochen|Monaten)|(?:ohne|keine) Eile|lassen Sie sich (?:ruhig |gern |gerne )?(?:damit )?Zeit|nach dem Termin nach(?:reichen|zureichen)?)|数(?:週間|か月|ヶ月|カ月|ケ月)後でも|いつでも(?:構いません|かまいません|結構です)|後日でも(?:構いません|かまいません|結構)|お急ぎ(?:いただかなくても|にならなくても|いただく必要はございません)`)},
	{"a repair left to the reader", regexp.MustCompile(`(?:^|[^\p{L}])Sie (?:\p{L}+ ){0,4}selbst (?:aus|ab|um)(?:[^\p{L}]|$)|selbst (?:aus|ab|um)?(?:tauschen|tauscht|dichten|dichtet|reparieren|repariert|bauen|baut|wechseln|wechselt|öffnen|öffnet)(?:[^\p{L}]|$)|(?i:eigenhändig|in Eigenregie)|ご自身で(?:修理|分解|交換|取り外|部品)`)},
	{"a statement stretched to others or to all", regexp.MustCompile(`(?i:(?:^|[^\p{L}])(?:eine[rsnm]?|eines) von (?:mehreren|vielen|zahlreichen)(?:[^\p{L}]|$)|(?:^|[^\p{L}])(?:alle|allen) (?:Ihre[rn]? |unsere[rn]? )?(?:künftigen|zukünftigen|kommenden|übrigen)(?:[^\p{L}]|$))|をはじめ(?:、)?(?:とする)?(?:すべて|全|多く|複数|各|ほか|他)|(?:の|である)一人(?:である|の|が)|今後のすべての|すべてのご注文|全商品`)},
	{"the last of a series", regexp.MustCompile(`(?:^|[^\p{L}])(?:abschließende[nmrs]?|finale[nmrs]?|allerletzte[nmrs]?) \p{Lu}|最終(?:となる|回の|の)`)},
	{"a third person of the reader's side", regexp.MustCompile(`(?:^|[^\p{L}])(?:Ihre[rsnm]?|seine[rsnm]?|ihre[rsnm]?) (?:Kolleg\p{L}*|Sohn\p{L}*|Tochter|Nachbar\p{L}*|Ehemann\p{L}*|Ehefrau|Ehepartner\p{L}*|Angehörige\p{L}*|Vorgesetzte\p{L}*)(?:[^\p{L}]|$)|(?i:ein(?:e|er|en)? (?:Kolleg\p{L}*|Angehörige\p{L}*) von)|ご家族|ご同僚|上司の方|ご親族|ご近所の方|奥様|ご主人様`)},
	{"a protest", regexp.MustCompile(`(?:^|[^\p{L}])(?:Protest\p{L}*|protestier\p{L}*)(?:[^\p{L}]|$)|抗議`)},
	{"a reversal of an earlier statement", regexp.MustCompile(`(?i:entgegen (?:seiner|ihrer|Ihrer|unserer) (?:früheren|bisherigen) (?:Aussage|Angabe|Darstellung)\p{L}*)|を翻|翻す形|前言を撤回`)},
	{"a permission or an entitlement", regexp.MustCompile(`(?i:(?:^|[^\p{L}])(?:berechtigt,|berechtigt (?:zu|zur|zum)|Anspruch auf|Berechtigung (?:zu|zur|zum)|(?:ist|sind) (?:uns|Ihnen|ihm|ihr) (?:\p{L}+ )?(?:erlaubt|gestattet))(?:[^\p{L}]|$))|認められて(?:おり|い)|権利が(?:ある|あり|ござい)|権利を有|許可されて(?:おり|い)`)},
	{"a prohibition", regexp.MustCompile(`(?i:(?:^|[^\p{L}])(?:untersagt|verboten|nicht (?:gestattet|erlaubt))(?:[^\p{L}]|$))|禁じられ|禁止されて|してはならな|許されて(?:おり|い)ません`)},
	{"a duty or its absence", regexp.MustCompile(`(?i:(?:^|[^\p{L}])(?:verpflichtet|Verpflichtung|gezwungen|notgedrungen)(?:[^\p{L}]|$))|義務|ざるを得|余儀なく`)},
	{"a matter left to the reader's judgement", regexp.MustCompile(`(?i:in Ihrem (?:eigenen )?Ermessen|Ihnen überlassen|nach (?:Ihrem )?Belieben|liegt (?:ganz )?bei Ihnen)|ご判断にお任せ|ご判断に委ね|ご自由に(?:ご判断|お決め|お選び)|任意で`)},
	{"an order given", regexp.MustCompile(`(?i:(?:^|[^\p{L}])(?:angeordnet|anzuordnen|anordnen|Anordnung)(?:[^\p{L}]|$))|ご指示|指示を(?:求め|仰)`)},
	{"an open question", regexp.MustCompile(`(?i:prüfen (?:wir )?noch|wird (?:derzeit |noch )?geprüft|(?:ist|bleibt|sind|bleiben) (?:noch |weiterhin |derzeit )?(?:unklar|ungeklärt)|noch (?:unklar|ungeklärt))|確認中|かどうか(?:は|を)?[^。\n]{0,12}(?:未定|不明|わかりません|分かりません|わからない|分からない)`)},
	{"something the reader already did", regexp.MustCompile(`(?i:(?:Sie haben|, haben Sie) (?:uns |ihn |sie |es )?(?:bereits|schon) (?:[\p{L}\d]+ ){0,6}(?:bestätigt|geprüft|abgesagt|gemeldet|kontaktiert|angefragt|erledigt)(?:[^\p{L}]|$))|(?:すでに|既に)(?:お問い合わせ|ご連絡|ご確認|ご相談|ご返送)(?:いただいて|いただき|済み)`)},
	{"a remote eventuality", regexp.MustCompile(`万一、?[^。\n]{0,40}(?:発生|生じ|起き|必要と)|万が一、?[^。\n]{0,40}(?:発生|生じ|起き|必要と)|場合に備え`)},
	{"a receipt or a payment by the reader", regexp.MustCompile(`(?i:für den Erhalt|für Ihre Zahlung|für die (?:prompte |rasche )?Bezahlung)|お受け取りいただ|受け取っていただ|お支払いいただき(?:、|まして)?(?:誠に|大変)?ありがと|ご入金いただき`)},
	{"the reader's consent given", regexp.MustCompile(`(?i:für Ihr Einverständnis|für Ihre Zustimmung)|ご了承いただき(?:、|まして)?(?:誠に|大変)?ありがと|ご快諾|ご承諾いただき`)},
	{"an answer to the writer's question", regexp.MustCompile(`(?i:Antwort auf unsere (?:Rückfrage|Frage|Anfrage)|Rückmeldung auf unsere (?:Rückfrage|Frage|Anfrage))|弊社からの(?:ご質問|お問い合わせ|ご確認)へのご回答`)},
	{"a farewell", regexp.MustCompile(`(?i:für Ihre (?:langjährige|bisherige) Treue|verabschieden (?:uns|wir))|これまで[^。\n]{0,40}(?:ご愛顧|ご利用)いただ|長らく(?:ご愛顧|ご利用)`)},
	{"an address to a group", regexp.MustCompile(`各位|関係者の皆様|(?i:an alle Beteiligten|liebe Kolleginnen und Kollegen)`)},
	{"a wish for the reader's recovery", regexp.MustCompile(`(?i:gute Besserung|baldige Genesung|gute Genesung|werden Sie (?:bald |schnell )?wieder gesund)|お大事に|ご快復|ご回復(?:を|をお祈り)|早く良くなられ`)},
	{"an amount in US dollars", regexp.MustCompile(`(?i:(?:^|[^\p{L}])(?:US-?)?Dollar\p{L}*|(?:^|[^\p{L}])USD(?:[^\p{L}]|$))|\$|米ドル|(?:\d|[^\p{Katakana}])ドル(?:建て|換算|で)`)},
	{"an amount in Swiss francs, pounds or yuan", regexp.MustCompile(`(?i:(?:^|[^\p{L}])(?:Schweizer Franken|Franken|CHF|Pfund Sterling|britische[nr]? Pfund|GBP|Yuan|Renminbi)(?:[^\p{L}]|$))|£|スイスフラン|英ポンド|人民元|(?:\d|[^\p{Katakana}])ポンド(?:建て|換算|で)`)},
	{"the text declared invented or sample data", regexp.MustCompile(`(?i:frei erfunden|(?:^|[^\p{L}])fiktiv\p{L}*|Beispieldaten|Beispielangaben|Musterdaten|Platzhalter\p{L}*)|架空の|ダミー(?:データ|の)|サンプルデータ|仮の(?:データ|数値|金額|値)`)},
	{"an order of steps or rows", regexp.MustCompile(`(?i:in umgekehrter Reihenfolge|von unten nach oben|(?:absteigend|aufsteigend) (?:sortiert|geordnet)|(?:sortiert|geordnet) nach (?:\p{L}+ )?(?:Preis|Betrag|Höhe))|逆の順|逆順|(?:高い|安い|低い|大きい|小さい)順に|降順|昇順`)},
	{"no change from the original plan", regexp.MustCompile(`(?i:(?:ursprünglich|bisherig)\p{L}* [^.\n]{0,40}(?:ändert sich (?:\p{L}+ ){0,2}nichts|keine Änderung)|(?:ändert sich|gibt es) (?:\p{L}+ ){0,2}(?:nichts|keine Änderung\p{L}*) (?:gegenüber|im Vergleich zu|zur|zum) (?:der |dem |den )?(?:ursprünglich|bisherig))|当初[^。\n]{0,20}(?:変更は|変わり(?:は)?)(?:特に)?(?:ございません|ありません|ない)`)},
	{"a question about the reader's intention", regexp.MustCompile(`おつもり(?:ですか|でしょうか|なのでしょうか)|(?i:(?:haben|hätten) Sie (?:wirklich |tatsächlich )?vor|beabsichtigen Sie)`)},
	{"a message for someone else", regexp.MustCompile(`(?:よう|ように|と)(?:お伝え|伝えて)(?:ください|いただけ|願)|(?i:richten Sie (?:\p{L}+ ){0,4}aus|(?:bitte )?ausrichten(?:[^\p{L}]|$))`)},
	{"an instruction the writer was given", regexp.MustCompile(`(?:ように|よう|と)(?:言われて|指示されて|命じられて|申し付けられて)|(?i:(?:wurden|wurde) (?:wir|ich) (?:\p{L}+ ){0,2}(?:gebeten|angewiesen|beauftragt)|man hat (?:uns|mich) (?:gebeten|angewiesen))`)},
	{"a proposal made to the reader", regexp.MustCompile(`(?:し|に|で|き|り|ち|い|え|べ|め|せ)ましょう(?:[。！!]|$)|(?i:lassen Sie uns|wie wäre es(?:,| mit))`)},
	{"a risk the writer runs", regexp.MustCompile(`かねません|かねない|(?i:es besteht (?:die )?Gefahr|laufen (?:wir )?Gefahr)`)},
	{"a deferral to further instructions", regexp.MustCompile(`(?:画面|アプリ|表示)の(?:指示|案内)に従って|(?i:(?:den|der) (?:weiteren )?Anweisungen (?:in der App |auf dem Bildschirm |am Bildschirm )?(?:folgen|Folge)|Folgen Sie (?:bitte )?den (?:weiteren )?Anweisungen)`)},
	{"every matter settled", regexp.MustCompile(`(?i:alle offenen Punkte (?:sind )?(?:\p{L}+ )?(?:erledigt|geklärt)|keine offenen Punkte)|未解決の(?:点|事項|課題)は(?:ありません|ございません|ない)|(?:すべて|全て)(?:解決|対応)済み`)},
	{"nothing else changed", regexp.MustCompile(`(?:その他|それ以外|ほか)の(?:点|事項|内容)は[^。\n]{0,12}(?:変わり(?:ません|ございません|ない)|変更(?:は)?(?:ありません|ございません|ない))|(?i:(?:alles )?Übrige bleibt|im Übrigen bleibt alles|sonst ändert sich nichts|ansonsten bleibt alles)`)},
	{"no restriction", regexp.MustCompile(`(?:特に)?(?:制約|制限)は(?:特に)?(?:ありません|ございません|ない)|(?i:keine (?:weiteren )?Einschränkungen|ohne Einschränkung)`)},
	{"a pointer to what was said above", regexp.MustCompile(`(?i:siehe oben|(?:^|[^\p{L}])s\. ?o\.)|上記参照|前述の(?:とおり|通り)`)},
	{"an evaluation", regexp.MustCompile(`[Aa]us (?:unserer|meiner) Sicht|(?:[Uu]nseres|[Mm]eines) Erachtens|(?:[Mm]einer|[Uu]nserer) Meinung nach|(?:ist|sind|erscheint|erscheinen|halten wir für) (?:durchaus |sehr |völlig |absolut )?(?:angemessen|vertretbar|gerechtfertigt|überzogen|unangemessen)|妥当(?:な水準|である|です|と考え)|適正な(?:水準|金額)|評価でき|と判断いたし|と考えております`)},
}

// certainty is a word that makes a statement certain beyond what a case says (in
// jedem Fall, 必ず): a hedge or an expectation (見込み, kann helfen) made a promise.
var certainty = regexp.MustCompile(`(?i)in jedem fall|auf jeden fall|definitiv|zweifellos|ganz sicher|mit gewissheit|必ず|確実に|間違いなく|絶対に`)

// askingReader marks a sentence that asks the reader to act, where a certainty word is
// emphasis (必ず素足で乗ってください, Bitte bringen Sie auf jeden Fall … mit).
var askingReader = regexp.MustCompile(`(?i)ください|下さい|お願い|\bbitte\b|\b\p{L}+en Sie\b`)

// addedCertainty names a certainty word of the answer, outside a request (read
// clause by clause where a semicolon joins a request to a statement), that neither
// the golden nor the request writes.
func addedCertainty(lang, answer, source string) []string {
	lower := strings.ToLower(source)
	for _, sent := range sentencesOf(lang, answer) {
		for _, cl := range strings.FieldsFunc(sent, func(r rune) bool { return r == ';' || r == '；' }) {
			if askingReader.MatchString(cl) {
				continue
			}
			if m := certainty.FindString(cl); m != "" && !strings.Contains(lower, strings.ToLower(m)) {
				return []string{fmt.Sprintf("%q makes certain what the case does not (%q)", clipRunes(strings.TrimSpace(cl), 60), m)}
			}
		}
	}
	return nil
}

// claimMemo holds which claim kinds a source makes: every answer of a case is read
// against the same source.
var claimMemo memo[[]bool]

// unfoundedClaims names the claims of the answer whose kind neither the golden nor
// the request makes.
func unfoundedClaims(answer, source string) []string {
	var out []string
	made := claimMemo.get(source, func(src string) []bool {
		out := make([]bool, len(claimKinds))
		for i, k := range claimKinds {
			out[i] = k.re.MatchString(src)
		}
		return out
	})
	for i, k := range claimKinds {
		if made[i] {
			continue
		}
		if m := k.re.FindString(answer); m != "" {
			out = append(out, fmt.Sprintf("%q claims %s the case never states", strings.TrimFunc(m, func(r rune) bool { return !unicode.IsLetter(r) }), k.name))
		}
	}
	return out
}

// earlyClosing names a letter whose closing formula (Mit freundlichen Grüßen, 敬具)
// stands before its body: the golden's is followed by its signature alone, the
// answer's by more lines than that and one more than half the answer's lines, or by a
// line of the golden's body word for word.
func earlyClosing(lang, golden, answer string) []string {
	closing := deClosing
	if lang == "ja" {
		closing = jaClosing
	}
	after := func(s string) (int, int) {
		var lines []string
		for _, l := range strings.Split(s, "\n") {
			if t := strings.TrimSpace(l); t != "" {
				lines = append(lines, t)
			}
		}
		for i, l := range lines {
			if closing.MatchString(l) {
				return len(lines) - i - 1, len(lines)
			}
		}
		return -1, len(lines)
	}
	g, _ := after(golden)
	a, n := after(answer)
	if g < 0 || g > 4 || a < 0 {
		return nil
	}
	if a > g+2 && 2*a > n {
		return []string{fmt.Sprintf("the closing formula stands before %d lines of the letter", a-g)}
	}
	// One line of the golden's body, word for word, put behind the closing formula.
	split := func(s string) (body, tail []string) {
		lines := strings.Split(s, "\n")
		for i, l := range lines {
			if closing.MatchString(strings.TrimSpace(l)) {
				return lines[:i], lines[i+1:]
			}
		}
		return lines, nil
	}
	body, _ := split(golden)
	_, tail := split(answer)
	for _, l := range body {
		if l = strings.TrimSpace(l); runeLen(l) >= 12 && slices.ContainsFunc(tail, func(t string) bool { return strings.Contains(t, l) }) {
			return []string{fmt.Sprintf("%q stands behind the closing formula", clipRunes(l, 50))}
		}
	}
	return nil
}

var (
	// deClosingWord and jaClosingWord are a closing formula's words anywhere in a
	// line: a closing run into the body still closes the letter.
	deClosingWord = regexp.MustCompile(`Grüße|Grüßen|Hochachtungsvoll`)
	jaClosingWord = regexp.MustCompile(`よろしく|宜しく|お願い申し上げ|敬具|草々`)
)

// closingUntranslated names a translated letter that drops its closing formula: the
// request's source closes in the other language (Mit freundlichen Grüßen; よろしくお願い
// いたします), the golden renders it, and the answer closes with none. A reply may end
// on its last request; a translation renders every line of its source.
func closingUntranslated(lang, golden, request, answer string) []string {
	own, other, loose := deClosing, jaClosing, deClosingWord
	if lang == "ja" {
		own, other, loose = jaClosing, deClosing, jaClosingWord
	}
	hasLine := func(re *regexp.Regexp, text string) bool {
		return slices.ContainsFunc(strings.Split(text, "\n"), func(l string) bool { return re.MatchString(strings.TrimSpace(l)) })
	}
	if !hasLine(other, request) || !hasLine(own, golden) || hasLine(own, answer) || loose.MatchString(answer) {
		return nil
	}
	return []string{"the source's closing formula is not rendered: the translation ends without one"}
}

// bikago is a word of the golden with its polite prefix: お or ご before one or two
// kanji (お願い, ご連絡, お送り).
var bikago = regexp.MustCompile(`[おご](\p{Han}{1,2})`)

// droppedBikago names the golden's politely prefixed words that the answer writes
// without their prefix, at a word's start, where the golden never does: three of them
// at least (待ちください, 送りいたします, 連絡ください), a letter stripped of its
// courtesy. One a paraphrase may write plainly (担当者から連絡いたします).
func droppedBikago(golden, answer string) []string {
	bare := func(text, stem string) bool {
		rs := []rune(text)
		st := []rune(stem)
		for i := 0; i+len(st) <= len(rs); i++ {
			if string(rs[i:i+len(st)]) != stem {
				continue
			}
			if i == 0 || !isHan(rs[i-1]) && rs[i-1] != 'お' && rs[i-1] != 'ご' && !isKatakana(rs[i-1]) {
				return true
			}
		}
		return false
	}
	var lost []string
	for _, m := range bikago.FindAllStringSubmatch(golden, -1) {
		if stem := m[1]; !slices.Contains(lost, stem) && !bare(golden, stem) && bare(answer, stem) {
			lost = append(lost, stem)
		}
	}
	if len(lost) < 3 {
		return nil
	}
	return []string{fmt.Sprintf("the polite prefix お/ご dropped from %s", quoteList(lost))}
}

// closingLine is a line that closes a message: thanks in advance, a closing formula,
// 以上 or よろしくお願い….
var closingLine = regexp.MustCompile(`im Voraus|^(?:Mit )?(?:freundlichen|besten|herzlichen|viele|beste) Grüße|^以上|よろしくお願い(?:いた)?(?:します|申し上げます)`)

// openedWithClosing names an answer whose first line closes a message where the
// golden's first line does not: a chat template that let the user's sign-off through
// ("Vielen Dank im Voraus für Ihre schnelle Rückmeldung!" above the answer).
func openedWithClosing(lang, golden, answer string) []string {
	a, g := firstLine(answer), firstLine(golden)
	if a == "" || a == g || closingLine.MatchString(g) || !closingLine.MatchString(a) {
		return nil
	}
	return []string{fmt.Sprintf("the answer opens with a closing line (%q)", clipRunes(a, 50))}
}

// inventedAdvice names the answer's recommendations that the case does not make:
// sentences with a marker of advice whose content words (but the marker) are mostly
// found in neither the golden nor the request, and that restate no recommending
// sentence of the golden. In a translation case the request, in the other language,
// grounds no word: there a request that recommends anything exempts the answer.
func inventedAdvice(lang string, golden, request string, gs, as []string) []string {
	advice := deAdvice
	if lang == "ja" {
		advice = jaAdvice
	}
	if crossLanguage(lang, golden, request) && (deAdvice.MatchString(request) || jaAdvice.MatchString(request)) {
		return nil
	}
	source := golden + "\n" + request
	low := strings.ToLower(source)
	var out []string
	for _, a := range as {
		if !advice.MatchString(a) {
			continue
		}
		var words, unsupported []string
		for _, w := range contentWords(lang, a) {
			if advice.MatchString(w) || strings.HasPrefix(strings.ToLower(w), "empf") || w == "推奨" {
				continue
			}
			words = append(words, w)
			if !supportedWord(lang, w, source, low) {
				unsupported = append(unsupported, w)
			}
		}
		if 2*len(unsupported) <= len(words) {
			continue
		}
		aw := alignWords(lang, a)
		if slices.ContainsFunc(gs, func(g string) bool {
			gw := alignWords(lang, g)
			return advice.MatchString(g) && (covers(aw, gw, 0.6) || covers(gw, aw, 0.6))
		}) {
			continue
		}
		out = append(out, fmt.Sprintf("%q recommends what the case does not (%s)", clipRunes(strings.TrimSpace(a), 60), strings.Join(unsupported, ", ")))
	}
	return out
}

var (
	// deSalutation is a German salutation naming its addressee; the name is its last
	// word (Sehr geehrter Herr Prof. Dr. Hoffmann → Hoffmann).
	deSalutation = regexp.MustCompile(`^(?:Sehr geehrte[rs]?|Liebe[rs]?|Guten Tag|Hallo) (?:Herr|Frau) ([^,\n]+?),?$`)
	// deClosing and jaClosing are the closing formulas after which a letter's signature
	// stands.
	deClosing = regexp.MustCompile(`^(?:Mit (?:freundlichen|besten|herzlichen|freundlichem|kollegialen) Grüßen|(?:Freundliche|Viele|Beste|Herzliche|Liebe|Schöne) Grüße)`)
	jaClosing = regexp.MustCompile(`^(?:敬具|以上|草々|かしこ)$|よろしくお願い(?:いた|致)します。?$|お願い申し上げます。?$`)
)

// addresseeNames are the names a letter's salutation addresses, on one of its first
// three lines (after a subject line, or a company's name in Japanese): the German
// salutation's last word, or the name before 様 on a line of its own in Japanese
// (小林 恵子様: 小林恵子 and 小林).
func addresseeNames(lang, text string) []string {
	n := 0
	for _, l := range strings.Split(text, "\n") {
		l = strings.TrimSpace(l)
		if l == "" {
			continue
		}
		if n++; n > 3 {
			return nil
		}
		if lang == "ja" {
			name, ok := strings.CutSuffix(l, "様")
			name = strings.TrimSpace(name)
			if !ok || name == "" || strings.ContainsAny(name, "。、") {
				continue
			}
			// The family name alone signs too: the first of short parts (小林 恵子), the
			// last after a company's name (株式会社ミナトデザイン 髙橋).
			names := []string{strings.ReplaceAll(name, " ", "")}
			if f := strings.Fields(name); len(f) > 1 && utf8.RuneCountInString(f[0]) <= 4 {
				names = append(names, f[0])
			} else if len(f) > 1 {
				names = append(names, f[len(f)-1])
			}
			return names
		}
		if m := deSalutation.FindStringSubmatch(l); m != nil {
			f := strings.Fields(m[1])
			return []string{f[len(f)-1]}
		}
	}
	return nil
}

// signature is what follows a letter's closing formula (the first line that is one),
// or "" for a text without one.
func signature(lang, text string) string {
	closing := deClosing
	if lang == "ja" {
		closing = jaClosing
	}
	lines := strings.Split(text, "\n")
	for i, l := range lines {
		if closing.MatchString(strings.TrimSpace(l)) {
			return strings.Join(lines[i+1:], "\n")
		}
	}
	return ""
}

// signedAsAddressee names a letter signed with the name its salutation addresses
// (Sehr geehrter Herr Weiß … Mit freundlichen Grüßen / Weiß; 小林 恵子様 … 小林): the
// writer signs as the reader. A name the golden's own signature holds is left alone.
// selfIntro is where a letter's writer names themselves in its body (Hier schreibt
// Yamada, Mein Name ist …; 山田と申します, 山田でございます).
var selfIntro = map[string]*regexp.Regexp{
	"de": regexp.MustCompile(`(?:[Hh]ier schreibt|[Ee]s schreibt Ihnen|[Mm]ein Name ist|[Ii]ch bin)\s+(?:(?:Herr|Frau|Dr\.|Prof\.)\s+)*(\p{Lu}\p{L}+)`),
	"ja": regexp.MustCompile(`(?:^|[。\n、])(?:[^。\n、]{0,20}の)?(\p{Han}{1,4}|[\p{Katakana}ー]{2,8})(?:と申します|でございます|です。)`),
}

// introducedAsAddressee names a self-introduction in the answer's body that gives the
// addressee's name as the writer's (Sehr geehrter Herr Groß, … Hier schreibt Groß)
// where the golden's does not: the letter now comes from its reader.
func introducedAsAddressee(lang, golden, answer string) []string {
	re := selfIntro[lang]
	if re == nil {
		return nil
	}
	names := append(addresseeNames(lang, answer), addresseeNames(lang, golden)...)
	for _, m := range re.FindAllStringSubmatch(answer, -1) {
		if !slices.Contains(names, m[1]) || strings.Contains(golden, m[0]) {
			continue
		}
		return []string{fmt.Sprintf("the writer introduces themselves with the addressee's name %q", m[1])}
	}
	return nil
}

func signedAsAddressee(lang, golden, answer string) []string {
	sig := signature(lang, answer)
	if sig == "" {
		return nil
	}
	gsig := signature(lang, golden)
	names := append(addresseeNames(lang, answer), addresseeNames(lang, golden)...)
	for _, n := range names {
		if signs(lang, sig, n) && !signs(lang, gsig, n) {
			return []string{fmt.Sprintf("the letter is signed with the addressee's name %q", n)}
		}
	}
	return nil
}

// firstPerson names an answer sentence that speaks as "ich" where the golden speaks
// as neither ich nor wir (a summary, a note about others): the writer put in the
// place of the one the text is about (Frau Köhler bittet → Ich bitte).
func firstPerson(golden, answer string) []string {
	if speaker.MatchString(golden) {
		return nil
	}
	if m := firstPersonOpening.FindString(answer); m != "" {
		return []string{fmt.Sprintf("the answer speaks as %q where the golden speaks of others", strings.TrimSpace(strings.TrimLeft(m, ".!?- ")))}
	}
	return nil
}

var (
	speaker            = regexp.MustCompile(`(?:^|[^\p{L}])(?:[Ii]ch|[Mm]ein\p{L}*|[Mm]ir|[Mm]ich|[Ww]ir|[Uu]ns\p{L}*)(?:[^\p{L}]|$)`)
	firstPersonOpening = regexp.MustCompile(`(?m)(?:^|[.!?]\s+|^- )Ich \p{Ll}+`)
	honoured           = regexp.MustCompile(`(\p{Han}{2,4})[ \x{3000}]?(?:\p{Han}{1,3}[ \x{3000}]?)?様`)
)

// honorificDropped names a name the golden honours (髙橋様) wherever it writes it, which
// the answer writes once without an honorific (髙橋は), or with さん: the customer
// spoken of as one's own staff, or as a colleague.
func honorificDropped(golden, answer string) []string {
	for _, m := range honoured.FindAllStringSubmatch(golden, -1) {
		name := m[1]
		bare := regexp.MustCompile(regexp.QuoteMeta(name) + `(?:[ \x{3000}]?\p{Han}{1,3})?[ \x{3000}]?(?:様|さん|氏|殿|御中|さま)`)
		if strings.Count(golden, name) != len(bare.FindAllString(golden, -1)) {
			continue // the golden writes the name without an honorific too
		}
		if strings.Count(answer, name) > len(bare.FindAllString(answer, -1)) {
			return []string{fmt.Sprintf("%q without the honorific the golden gives", name)}
		}
		// さん for the golden's 様: a customer spoken of as a colleague.
		san := regexp.MustCompile(regexp.QuoteMeta(name) + `(?:[ \x{3000}]?\p{Han}{1,3})?[ \x{3000}]?さん`)
		if san.MatchString(answer) && !san.MatchString(golden) {
			return []string{fmt.Sprintf("%q called さん where the golden gives 様", name)}
		}
	}
	return nil
}

// unknownSigner names a word of the answer's signature that neither the golden nor
// the request writes, where the golden is signed too: the letter signed by someone
// else (Öztürk → Özkan, 岡田 → 岡本, Leuchtenhaus Nord → Süd).
func unknownSigner(lang, golden, request, answer string) []string {
	sig, gsig := signature(lang, answer), signature(lang, golden)
	if sig == "" || gsig == "" {
		return nil
	}
	re := signerWordDe
	if lang == "ja" {
		re = signerWordJa
	}
	// A signature is a few short lines without a stop; anything else after the closing
	// formula is more letter (a postscript, a question).
	var lines []string
	for _, l := range strings.Split(sig, "\n") {
		l = strings.TrimSpace(l)
		if l == "" {
			continue
		}
		if runeLen(l) > 50 || strings.ContainsAny(l, "。！？!?") || strings.HasSuffix(l, ".") && !abbreviationEnd.MatchString(l) {
			return nil
		}
		// A line that honours someone or labels a value (小林様のご注文番号：…) names
		// no signer.
		if strings.ContainsAny(l, "様殿：:（(") || strings.Contains(l, "さん") {
			continue
		}
		lines = append(lines, l)
	}
	if len(lines) == 0 || len(lines) > 5 {
		return nil
	}
	// A word of the golden's signature gone, and one the case never writes in its
	// place that starts as it did: the same kind of name, another one (a generic
	// word, Ihr Team der Praxis, is no name put for another).
	known := golden + "\n" + request
	words := re.FindAllString(strings.Join(lines, "\n"), -1)
	var missing []string
	for _, w := range re.FindAllString(gsig, -1) {
		if !slices.Contains(words, w) {
			missing = append(missing, w)
		}
	}
	for _, w := range words {
		if strings.Contains(known, w) {
			continue
		}
		first, _ := utf8.DecodeRuneInString(w)
		for _, m := range missing {
			// A word that only grows or shortens the golden's (Kundenservice-Team)
			// names the same signer.
			if r, _ := utf8.DecodeRuneInString(m); r == first && !strings.Contains(w, m) && !strings.Contains(m, w) {
				return []string{fmt.Sprintf("the letter is signed with %q, which the case never writes, for %q", w, m)}
			}
		}
	}
	// A rank the case never writes put for the golden's signer (Ihr Kundenservice →
	// Ihre Geschäftsführung, カスタマーサポート → 代表取締役), or a tie to the reader it
	// never has (Ihr Kollege Ken Yamada): the letter comes from someone else. Other
	// words of a role or a department a letter may word otherwise (signerRole).
	for _, w := range words {
		if signerRank.MatchString(w) && !strings.Contains(known, w) {
			return []string{fmt.Sprintf("the letter is signed as %q, a rank or a tie to the reader the case never gives", w)}
		}
	}
	return nil
}

// signerRank is a word by which a signer ranks in the firm or stands to the reader
// (Geschäftsführung, Kollege, 代表取締役).
var signerRank = regexp.MustCompile(`^(?:Kolleg\p{L}*|Geschäftsführ\p{L}*|Vorstand\p{L}*|Direktor\p{L}*|Inhaber\p{L}*|Chef\p{L}*|Abteilungsleit\p{L}*|代表取締役|取締役|社長|同僚)$`)

// signatureTail is what follows a letter's closing formula: the rest of its line (Mit
// freundlichen Grüßen Ken Yamada, when a mail client joined the lines) and the lines
// after it; ok is false for a text without a closing formula.
func signatureTail(lang, text string) (tail string, ok bool) {
	closing := deClosing
	if lang == "ja" {
		closing = jaClosing
	}
	lines := strings.Split(text, "\n")
	for i, l := range lines {
		l = strings.TrimSpace(l)
		// Japanese closings end their line (今後ともよろしくお願いいたします。).
		if loc := closing.FindStringIndex(l); loc != nil && (loc[0] == 0 || lang == "ja") {
			return strings.Join(append([]string{l[loc[1]:]}, lines[i+1:]...), "\n"), true
		}
	}
	return "", false
}

// legalFormWord are the words of a company's legal form as signerWordDe reads them.
var legalFormWord = map[string]bool{"Ltd": true, "GmbH": true, "Inc": true, "Corp": true, "Co": true, "KG": true, "AG": true, "OHG": true, "Limited": true, "Corporation": true, "Company": true}

// signerRole is a word of a signature that names a role, a title or a department, not
// who signs (Kundenservice, Großkundenbetreuung, Praxisteam; 教授, 部長, カスタマーサポート,
// 営業部): a letter may word it otherwise or leave it out.
var signerRole = regexp.MustCompile(`(?i:ung|dienst|service|team|abteilung|stelle|büro|zentrale|vertrieb|support|praxis|kanzlei|leitung|sekretariat)$|` +
	`(?:教授|博士|部長|課長|係長|社長|室長|所長|店長|担当|部|課|室|係|窓口|サポート|センター|デスク|チーム)$`)

// jaFirmName is a Japanese shop's or company's name (ハルカゼ寝具店, 小林精機株式会社).
var jaFirmName = regexp.MustCompile(`(?:店|社|会社|所|院|堂|屋|商事|工業|精機|製作所|クリニック|ホテル)$|^株式会社|^有限会社`)

// possessives open a German signature (Ihr Kundenservice, Ihre Praxis) without naming
// anyone; a letter may sign with or without one.
var possessives = []string{"Ihr", "Ihre", "Ihres", "Ihren", "Ihrer", "Euer", "Eure", "Dein", "Deine"}

// signatureShortened names a word of the golden's signature that the answer's
// signature lacks, where both letters close with a formula and the golden's signature
// is a few short lines (a name, a company, a department): the letter no longer says
// who sends it (Ken Yamada without Kobayashi Seiki Co., Ltd.; Zahnarztpraxis without
// Dr. Öztürk; カスタマーサポート 岡田 without ハルカゼ寝具店). Blanks do not count.
func signatureShortened(lang, golden, answer string) []string {
	gsig, ok := signatureTail(lang, golden)
	if !ok {
		return nil
	}
	sig, ok := signatureTail(lang, answer)
	if !ok {
		return nil
	}
	n := 0
	for _, l := range strings.Split(gsig, "\n") {
		l = strings.TrimSpace(l)
		if l == "" {
			continue
		}
		if n++; n > 5 || runeLen(l) > 40 || strings.ContainsAny(l, "。！？!?") || strings.HasSuffix(l, ".") && !abbreviationEnd.MatchString(l) {
			return nil
		}
	}
	re := signerWordDe
	if lang == "ja" {
		re = signerWordJa
	}
	squeeze := strings.NewReplacer(" ", "", "\u3000", "", "\n", "", "\t", "")
	// The words that name: the last of each line (Dr. Öztürk, Leuchtenhaus Nord, Co.,
	// Ltd., 岡田), and in Japanese a shop's or company's name (ハルカゼ寝具店). A
	// department or a generic noun before them may be worded otherwise (Ihr Team der
	// Praxis Dr. Öztürk).
	var names []string
	for _, l := range strings.Split(gsig, "\n") {
		// A legal form may be written in another country's way (Co., Ltd.; K.K.):
		// the name is the word before it.
		ws := slices.DeleteFunc(re.FindAllString(l, -1), func(w string) bool { return legalFormWord[w] })
		if len(ws) == 0 {
			continue
		}
		if last := ws[len(ws)-1]; !signerRole.MatchString(last) {
			names = append(names, last)
		}
		if lang == "ja" {
			for _, w := range ws[:len(ws)-1] {
				if jaFirmName.MatchString(w) {
					names = append(names, w)
				}
			}
		}
	}
	var missing []string
	for _, w := range names {
		if slices.Contains(possessives, w) || slices.Contains(missing, w) {
			continue
		}
		if lang == "ja" && !strings.Contains(squeeze.Replace(sig), w) || lang != "ja" && !containsWord(sig, w) {
			missing = append(missing, w)
		}
	}
	if len(missing) == 0 {
		return nil
	}
	return []string{fmt.Sprintf("the signature lacks %s, which the golden's signs with", quoteList(missing))}
}

// abbreviationEnd is a line ending in an abbreviation of a title or legal form (Dr.,
// Co., Ltd., Inc.), which ends no sentence.
var abbreviationEnd = regexp.MustCompile(`(?:^|\s)(?:Dr|Prof|Co|Ltd|Inc|Corp|e\.V|e\.K)\.$`)

// signerWordDe and signerWordJa are the words of a signature that name someone: a
// German capitalised word, a Japanese kanji or katakana run.
var (
	signerWordDe = regexp.MustCompile(`\p{Lu}[\p{L}-]{2,}`)
	signerWordJa = regexp.MustCompile(`[\p{Han}\p{Katakana}ー]{2,}`)
)

// signs reports a line of a signature that holds the name: a whole word in German; in
// Japanese on a line without an honorific (小林 恵子様 after the closing mentions the
// reader, it does not sign).
func signs(lang, sig, name string) bool {
	for _, l := range strings.Split(sig, "\n") {
		if lang == "ja" {
			if strings.Contains(strings.ReplaceAll(l, " ", ""), name) && !strings.ContainsAny(l, "様殿") && !strings.Contains(l, "さん") && !strings.Contains(l, "御中") {
				return true
			}
			continue
		}
		if regexp.MustCompile(`(?:^|[^\p{L}])` + regexp.QuoteMeta(name) + `(?:[^\p{L}]|$)`).MatchString(l) {
			return true
		}
	}
	return false
}

// honorificOwnActs names the verbs that the case puts in humble keigo and the answer
// in honorific keigo.
func honorificOwnActs(source, answer string) []string {
	humble := map[string]bool{}
	for _, m := range jaHumble.FindAllStringSubmatch(source, -1) {
		humble[m[1]] = true
	}
	honorific := map[string]bool{}
	for _, m := range jaHonorific.FindAllStringSubmatch(source, -1) {
		honorific[m[1]] = true
	}
	var out []string
	for _, m := range jaHonorific.FindAllStringSubmatch(answer, -1) {
		if humble[m[1]] && !honorific[m[1]] {
			out = append(out, fmt.Sprintf("%q is humble (%sいたします) in the case, honorific in the answer", m[0], m[1]))
		}
	}
	return out
}

// addressesReader reports an answer that speaks to its reader (twice at least) where
// the golden never does.
func addressesReader(lang, golden, answer string) []string {
	re := deAddress
	if lang == "ja" {
		re = jaAddress
	}
	if re.MatchString(golden) || len(re.FindAllString(answer, -1)) < 2 {
		return nil
	}
	return []string{fmt.Sprintf("the answer addresses its reader (%s), the golden does not", strings.Join(re.FindAllString(answer, 3), ", "))}
}

// deVocative is a person called by name at the head of a sentence or list item and
// then spoken to (- Frau Köhler, Sie bitten um …; Entscheidung: Herr Strauß, Sie …);
// jaChatty a sentence closed by ね after a polite ending (ご希望ですね。), the talk of a
// conversation, not of a text; deSie the reader addressed as Sie inside a sentence,
// which with deAddress says a golden speaks to someone.
var (
	deVocative = regexp.MustCompile(`(?m)(?:^[ \t]*(?:[-*•][ \t]+)?(?:\p{L}+:[ \t]+)?|[.!?:][ \t]+)((?:Frau|Herr)[ \t]+(?:(?:Prof\.|Dr\.)[ \t]+)*\p{Lu}\p{L}+),[ \t]+(?:Sie|Ihr|Ihre|Ihnen)\b`)
	jaChatty   = regexp.MustCompile(`[^。\n]{2,}(?:です|ます|でした|ました|ません)ね[。！]`)
	deSie      = regexp.MustCompile(`[\p{L},;:] Sie\b`)
)

// reportedAddressed names a sentence that turns to a person and speaks to them where
// the golden speaks to no one: a summary's point written as a word to the person it
// reports on (Frau Köhler, Sie bitten um ein Rücksendeetikett; 髙橋様、…ご心配されて
// いますね。). A letter that speaks to its reader is the golden's own way.
func reportedAddressed(lang, golden, answer string) []string {
	if lang == "de" {
		if deAddress.MatchString(golden) || deSie.MatchString(golden) || deVocative.MatchString(golden) {
			return nil
		}
		if m := deVocative.FindStringSubmatch(answer); m != nil {
			return []string{fmt.Sprintf("%q: the answer turns to %s and speaks to them, the golden speaks to no one", strings.TrimSpace(m[0]), m[1])}
		}
		return nil
	}
	if strings.Contains(golden, "ね。") || strings.Contains(golden, "ね！") {
		return nil
	}
	if m := jaChatty.FindString(answer); m != "" {
		return []string{fmt.Sprintf("%q: a sentence closed with ね, as one talks to a person, where the golden never does", clipRunes(m, 40))}
	}
	return nil
}

// stance fails on a condition lost or made a cause, a connector without support,
// humble keigo made honorific, a reader addressed whom the golden does not address,
// advice the case does not give, a letter signed with its addressee's name, and a
// golden clause restated in another tense or as a question (and the rules of
// voice.go).
func (c Check) stance(res Result, text string) Result {
	if c.Lang != "ja" && c.Lang != "de" || strings.TrimSpace(c.Golden) == "" {
		return pass(res, 1, "not checked: no golden or another language")
	}
	golden, request := Tidy(c.Golden), Tidy(c.Request)
	var gs, rs, as []string
	for _, p := range factTexts(golden) {
		gs = append(gs, sentencesOf(c.Lang, p)...)
	}
	rs = sentencesOf(c.Lang, request)
	parts := factTexts(text)
	for _, p := range parts {
		as = append(as, sentencesOf(c.Lang, p)...)
	}
	source := append(slices.Clip(gs), rs...)
	goldenParts, requestParts := factTexts(golden), factTexts(request)
	var problems []string
	problems = append(problems, lostConditions(c.Lang, gs, as)...)
	problems = append(problems, conditionsAsCauses(c.Lang, gs, source, as)...)
	problems = append(problems, addedConditions(c.Lang, gs, as, golden+"\n"+request)...)
	problems = append(problems, causesAsConditions(c.Lang, gs, source, as)...)
	problems = append(problems, insertedConditions(c.Lang, gs, as, golden+"\n"+request)...)
	problems = append(problems, questionsSettled(c.Lang, gs, as)...)
	problems = append(problems, addedLabels(gs, as, golden+"\n"+request)...)
	problems = append(problems, readerAsContact(c.Lang, golden, text)...)
	problems = append(problems, inventedAdvice(c.Lang, golden, request, gs, as)...)
	problems = append(problems, tenseShifts(c.Lang, goldenParts, requestParts, parts)...)
	problems = append(problems, statementsAsQuestions(c.Lang, goldenParts, requestParts, parts)...)
	problems = append(problems, droppedFunctionWords(c.Lang, gs, rs, as)...)
	for _, p := range parts {
		problems = append(problems, signedAsAddressee(c.Lang, strings.Join(goldenParts, "\n"), strings.TrimSpace(p))...)
		problems = append(problems, introducedAsAddressee(c.Lang, strings.Join(goldenParts, "\n"), strings.TrimSpace(p))...)
		problems = append(problems, unknownSigner(c.Lang, strings.Join(goldenParts, "\n"), request, strings.TrimSpace(p))...)
		problems = append(problems, signatureShortened(c.Lang, strings.Join(goldenParts, "\n"), strings.TrimSpace(p))...)
	}
	problems = append(problems, droppedSentences(c.Lang, golden, text)...)
	problems = append(problems, droppedQuantities(c.Lang, golden, text)...)
	problems = append(problems, droppedRequests(c.Lang, golden, text)...)
	problems = append(problems, droppedTimes(c.Lang, golden, text)...)
	problems = append(problems, firstPersonSlip(c.Lang, golden, text)...)
	problems = append(problems, clausesMoved(c.Lang, golden, text)...)
	if c.Lang == "de" {
		problems = append(problems, reversedCompounds(golden, golden+"\n"+request, text)...)
		problems = append(problems, compoundsAsPhrases(golden, golden+"\n"+request, text)...)
		problems = append(problems, prefixedWords(golden, golden+"\n"+request, text)...)
	}
	said, grounds := strings.Join(parts, "\n"), golden+"\n"+request
	problems = append(problems, droppedApology(golden, said)...)
	problems = append(problems, letterFrame(grounds, said)...)
	problems = append(problems, unfounded(paymentTerm, said, grounds, "a payment term, a charge or a condition of payment the case never states")...)
	problems = append(problems, unfounded(inventedDetail, said, grounds, "a detail the case never gives")...)
	problems = append(problems, unfounded(priorContact, said, grounds, "refers to an earlier exchange the case never had")...)
	problems = append(problems, unfounded(privateAside, said, grounds, "the writer's private opinion, mood or inside view, which a business text keeps to itself")...)
	problems = append(problems, unfounded(intermittent, said, grounds, "a fault or an event told as one that comes and goes, which the case never says")...)
	problems = append(problems, unfounded(onlyWhen, said, grounds, "a restriction to some occasions the case never makes")...)
	if !workDays.MatchString(grounds) {
		problems = append(problems, unfounded(offDays, strings.ToLower(said), strings.ToLower(grounds), "a weekend or a holiday the case never names")...)
	}
	problems = append(problems, danglingPointers(golden, grounds, said)...)
	problems = append(problems, unfounded(eachTime, said, grounds, "a step or a use told as one for each time, which the case never says")...)
	problems = append(problems, unfounded(faultWord, said, grounds, "a fault the case never reports")...)
	problems = append(problems, unfounded(unmetMood, said, grounds, "a statement of the case told as one that did not come true, should have, or is only hoped")...)
	problems = append(problems, pastOnlyAdded(said, grounds)...)
	problems = append(problems, unfounded(deferred, said, grounds, "the matter put off to an unnamed later time the case never sets")...)
	problems = append(problems, unfounded(pastGloss, said, grounds, "a date glossed as one gone by, which the case never does")...)
	problems = append(problems, unfounded(vagueStandIn, said, grounds, "a general word where the case names the thing")...)
	problems = append(problems, vagueRequests(said, grounds)...)
	problems = append(problems, nothingLeftToDo(said, grounds)...)
	problems = append(problems, costsDenied(said, grounds)...)
	problems = append(problems, apologyForGoodNews(as, grounds)...)
	problems = append(problems, laterToldEarlier(c.Lang, as, grounds, yearOf(grounds))...)
	problems = append(problems, unfoundedCauses(c.Lang, said, grounds)...)
	problems = append(problems, inventedConsequences(c.Lang, as, grounds)...)
	problems = append(problems, superlativeRows(c.Lang, said)...)
	problems = append(problems, unfounded(unfoundedGift, said, grounds, "a remedy told as a present or a thanks for loyalty, which the case never says")...)
	problems = append(problems, apologyAdded(golden, request, said)...)
	problems = append(problems, unfounded(scopeStretch, said, grounds, "a statement stretched to a whole group or series, or a body's act given to one person alone, which the case never says")...)
	problems = append(problems, unfounded(replacedByOld, said, grounds, "the new thing replaced by the old one")...)
	problems = append(problems, unfounded(contactTurned, said, grounds, "the firm gets in touch where the case asks the reader to")...)
	problems = append(problems, reportTurned(c.Lang, golden, said)...)
	problems = append(problems, dispatchAsArrival(golden, said)...)
	problems = append(problems, requestGranted(golden, grounds, said)...)
	problems = append(problems, doneAhead(golden, said)...)
	problems = append(problems, stateForProcess(c.Lang, golden, said)...)
	problems = append(problems, genderedPronoun(c.Lang, golden, said)...)
	problems = append(problems, wishClaimed(c.Lang, golden, request, said)...)
	problems = append(problems, sides(said, grounds)...)
	problems = append(problems, boundsChanged(c.Lang, golden, said)...)
	problems = append(problems, unfounded(metaFrame, said, grounds, "the case's sentence framed as another's report or routed to a third party")...)
	problems = append(problems, closedNonLetter(golden, said)...)
	problems = append(problems, readerMadeI(c.Lang, golden, said)...)
	problems = append(problems, unfounded(roleChanged, said, grounds, "a person's standing (a former role, a proxy, a birth name, a title) the case never gives")...)
	problems = append(problems, bareGivenNames(c.Lang, golden, request, said)...)
	problems = append(problems, feminised(c.Lang, golden, grounds, said)...)
	problems = append(problems, openedNonLetter(golden, parts)...)
	problems = append(problems, letterClosedAsMemo(c.Lang, golden, parts)...)
	problems = append(problems, toDoNotes(c.Lang, golden, parts)...)
	problems = append(problems, listShape(golden, Tidy(text))...)
	if c.Lang == "ja" {
		problems = append(problems, unfounded(jaToDo, said, grounds, "a sentence ended as an internal to-do note (すること。), not a statement to the reader")...)
		problems = append(problems, unfounded(jaRequestDone, said, grounds, "a request to the reader told as already done")...)
	}
	if c.Lang == "de" {
		problems = append(problems, unfounded(deKonjunktiv, said, grounds, "a fact of the case told in the Konjunktiv II, as a thing that would be")...)
	}
	if c.Lang == "ja" {
		problems = append(problems, unfounded(honouredHumble, said, grounds, "a person the letter honours (様) does a humble act (いたします, 伺います): keigo that gives the writer's act to another")...)
		problems = append(problems, unfounded(jaOffRegister, said, grounds, "a form no business text uses to its reader (a directive, a wish, であります, お客さん)")...)
	}
	problems = append(problems, judgementsAdded(strings.ToLower(said), strings.ToLower(grounds))...)
	problems = append(problems, unfounded(unfoundedHandling, text, grounds, "a way of handling the matter (a prohibition, disposal, a visit in person, a photo, a dealer, another product) the case never names")...)
	problems = append(problems, unfounded(unfoundedSaying, text, grounds, "an attachment, a disclaimer, a threat or an advertisement the case never has")...)
	if c.Lang == "ja" {
		problems = append(problems, regardsToNoOne(text, grounds)...)
	}
	problems = append(problems, nameInitials(grounds, text)...)
	problems = append(problems, unfounded(overstatedFault, text, grounds, "states a fault or a failure as total where the case does not")...)
	problems = append(problems, unfounded(disparagedReport, text, grounds, "frames what the customer reports as a mere claim or a complaint")...)
	problems = append(problems, unfounded(condescension, text, grounds, "talks down to the reader or mocks them")...)
	problems = append(problems, unfounded(readerBlamed, text, grounds, "puts a fault on the reader's handling, which the case never does")...)
	if c.Lang == "de" {
		problems = append(problems, scareQuotes(golden+"\n"+request, text)...)
	}
	if len(detailAsked.FindAllString(golden, -1)) == 0 {
		for _, m := range newMatches(detailAsked, text, golden+"\n"+request) {
			problems = append(problems, fmt.Sprintf("%q: asks the reader for a detail the golden never asks for", m))
		}
	}
	problems = append(problems, unfoundedConnectors(c.Lang, source, as)...)
	if c.Lang == "ja" {
		problems = append(problems, honorificOwnActs(golden+"\n"+request, text)...)
		problems = append(problems, ownSideHonoured(golden, request, strings.Join(parts, "\n"))...)
		problems = append(problems, droppedBikago(golden, strings.Join(parts, "\n"))...)
	}
	problems = append(problems, addedHedges(c.Lang, golden+"\n"+request, strings.Join(parts, "\n"))...)
	problems = append(problems, approximationDropped(golden, request, strings.Join(parts, "\n"))...)
	problems = append(problems, assistantTalk(c.Lang, strings.Join(factTexts(golden), "\n"), request, text)...)
	problems = append(problems, echoedInstructions(c.Lang, golden, request, text)...)
	problems = append(problems, openingInstruction(c.Lang, golden, text)...)
	problems = append(problems, runOnTurn(c.Lang, golden, request, text)...)
	if c.Lang == "de" {
		problems = append(problems, inventedTitles(golden+"\n"+request, text)...)
		problems = append(problems, nobleInvented(golden+"\n"+request, text)...)
		problems = append(problems, firstPerson(golden, strings.Join(parts, "\n"))...)
	} else {
		problems = append(problems, honorificDropped(golden, strings.Join(parts, "\n"))...)
	}
	letterSource := golden + "\n" + request
	problems = append(problems, foreignSubject(c.Lang, golden, letterSource, text)...)
	problems = append(problems, letterConventions(c.Lang, golden, strings.Join(parts, "\n"))...)
	problems = append(problems, offSeason(letterSource, text)...)
	problems = append(problems, otherOccasion(c.Lang, letterSource, text)...)
	if c.Lang == "ja" {
		problems = append(problems, humbleRequests(text, letterSource)...)
		problems = append(problems, causeMoved(gs, strings.Join(parts, "\n"))...)
	} else {
		problems = append(problems, movedClock(letterSource, text)...)
	}
	problems = append(problems, actorSwapped(c.Lang, gs, as)...)
	problems = append(problems, taskTaken(c.Lang, gs, as)...)
	problems = append(problems, genreFaults(c.Lang, golden, request, parts, as, gs)...)
	if c.Lang == "de" {
		problems = append(problems, modalInserted(gs, as)...)
		problems = append(problems, tenseShifted(gs, as, golden+"\n"+request)...)
		problems = append(problems, ownChoice(golden, strings.Join(parts, "\n"))...)
	}
	problems = append(problems, shiftedMarkers(c.Lang, gs, golden+"\n"+request, strings.Join(parts, "\n"), as)...)
	problems = append(problems, obligationFromPossibility(c.Lang, gs, as)...)
	problems = append(problems, misframedNews(as, golden+"\n"+request)...)
	problems = append(problems, emptyBackReferences(c.Lang, as, golden+"\n"+request)...)
	problems = append(problems, misplacedSteps(text, golden)...)
	problems = append(problems, miscitedSections(c.Lang, golden, request, strings.Join(parts, "\n"))...)
	problems = append(problems, restatedOtherValues(c.Lang, gs, as, golden+"\n"+request)...)
	problems = append(problems, contradictingAsides(golden, request, strings.Join(parts, "\n"))...)
	problems = append(problems, internalNotes(strings.Join(parts, "\n"), golden+"\n"+request)...)
	problems = append(problems, unfoundedClaims(strings.Join(parts, "\n"), golden+"\n"+request)...)
	problems = append(problems, addedCertainty(c.Lang, strings.Join(parts, "\n"), golden+"\n"+request)...)
	problems = append(problems, openedWithClosing(c.Lang, golden, strings.Join(parts, "\n"))...)
	if len(parts) == 1 {
		problems = append(problems, earlyClosing(c.Lang, golden, parts[0])...)
	}
	for _, p := range parts {
		problems = append(problems, addressesReader(c.Lang, strings.Join(factTexts(golden), "\n"), p)...)
	}
	problems = append(problems, reportedAddressed(c.Lang, golden, strings.Join(parts, "\n"))...)
	problems = append(problems, misattributed(c.Lang, as, golden, request)...)
	if c.Lang == "de" {
		problems = append(problems, eventMadeAct(as, golden+"\n"+request)...)
	}
	problems = append(problems, danglingContact(text, golden+"\n"+request)...)
	problems = append(problems, closingUntranslated(c.Lang, golden, request, strings.Join(parts, "\n"))...)
	if len(problems) > 0 {
		return fail(res, 0, "the answer changes how the golden says it: %s", strings.Join(problems, "; "))
	}
	return pass(res, 1, "conditions, connectors, keigo and address as in the golden")
}

// internalNote marks text meant for the writer's own side, not for the answer's
// reader: an internal note, a remark not to pass on, a draft's to-do.
var internalNote = regexp.MustCompile(`(?i:intern(?:e|er)? (?:Notiz|Anmerkung|Vermerk|Hinweis))|(?i:nur (?:für den )?intern(?:en Gebrauch)?)|nicht an (?:den|die) (?:Kunden|Kundin|Empfänger)|(?i:\b(?:TODO|FIXME)\b)|社内(?:メモ|用|限り|向け|のみ)|内部メモ|社外秘|取扱注意|お客様には(?:伝えない|言わない|非公開)`)

// internalNotes names the internal remarks of the answer (Interne Notiz: …, 社内メモ,
// nicht an den Kunden weitergeben, TODO) where the case writes none: a note of the
// writer's side leaked into what the reader gets.
func internalNotes(text, known string) []string {
	if internalNote.MatchString(known) {
		return nil // the case itself deals in internal notes
	}
	if found := newMatches(internalNote, text, known); len(found) > 0 {
		return []string{"internal notes in the answer: " + quoteList(found)}
	}
	return nil
}

// apology is an apology said as one: es tut uns leid, wir bitten um Entschuldigung,
// wir bedauern, 申し訳ございません, お詫び申し上げます, ご迷惑をおかけし. Regret about a
// state of things (es ist schade; die Unannehmlichkeiten sind bedauerlich; 残念です)
// is none.
var apology = regexp.MustCompile(`(?i)entschuldig|tut (?:uns|mir) (?:\p{L}+ )?leid|(?:^|[^\p{L}])(?:bedauer[nt]?|bedaure|bedauerten)(?:[^\p{L}]|$)|verzeih|申し訳|お詫び|おわび|ご迷惑をおかけ|ご不便をおかけ|ご心配をおかけ|失礼いたしました|すみません`)

// droppedApology names the golden's apology the answer no longer makes: a complaint
// answered with regret about the fault instead of an apology for it reads as a shrug.
func droppedApology(golden, answer string) []string {
	if m := apology.FindString(golden); m != "" && !apology.MatchString(answer) {
		return []string{fmt.Sprintf("the golden apologises (%q), the answer does not", m)}
	}
	return nil
}

// droppedSentences names a sentence of the golden (three content words or more) of
// which the answer says no content word anywhere (German by its first six letters,
// kanji by two in a row, as supported_sentences reads them): a point of the answer
// left out whole (a summary's last point, the request to the reader). A sentence said
// in other words keeps one of its words at least; a JSON golden is its fields'
// business.
func droppedSentences(lang, golden, answer string) []string {
	if t := strings.TrimSpace(golden); strings.HasPrefix(t, "{") || strings.HasPrefix(t, "[") {
		return nil
	}
	low := strings.ToLower(answer)
	closing := deClosing
	if lang == "ja" {
		closing = jaClosing
	}
	for _, g := range goldenSentences(lang, golden) {
		ws := contentWords(lang, g)
		if len(ws) < 3 || slices.ContainsFunc(ws, func(w string) bool { return supportedWord(lang, w, answer, low) }) {
			continue
		}
		// A closing formula may go; a sentence whose figures the answer states is
		// said in other words (findet am 12.11.2026 statt, tritt am 12.11.2026 zusammen).
		runs := digitRun.FindAllString(g, -1)
		if closing.MatchString(strings.TrimSpace(g)) || len(runs) > 0 && !slices.ContainsFunc(runs, func(r string) bool { return !strings.Contains(answer, r) }) {
			continue
		}
		return []string{fmt.Sprintf("the golden's sentence %q is left out: the answer says none of its words", clipRunes(g, 60))}
	}
	return nil
}

// detailAsked is a request to the reader for a number, a date or an address (Bitte
// teilen Sie uns noch Ihre Bestellnummer mit; ご注文番号をお知らせいただけますでしょう
// か): where the golden asks nothing, a model asks for what the case already holds. A
// request to call if something changes (ご都合が悪い場合はお知らせください) asks for
// no detail.
var detailAsked = regexp.MustCompile(`(?:teilen|nennen|geben|senden|schicken) Sie uns (?:bitte )?(?:noch )?(?:(?:Ihre|Ihren|die|den) \p{L}*(?:nummer|adresse|anschrift|daten|angaben)|mit, (?:an welchem|wann|welche[mnrs]?|um wie viel))|(?:番号|日時|住所|お名前|ご連絡先|希望日)をお知らせ(?:いただけ|ください|願)|ご都合の(?:よい|良い)(?:日|日時|時間帯?)をお知らせ|ご用件を(?:あらためて|改めて|再度)|(?:nennen|teilen) Sie uns (?:bitte )?(?:noch )?(?:Ihren|einen) Wunschtermin|(?:schildern|beschreiben) Sie (?:uns )?(?:bitte )?(?:noch einmal |erneut )?Ihr Anliegen`)

// nameInitial is a person named by an initial: Frau K., Herrn M., T様, K.さん (not a
// first name's initial before the surname: Dr. K. Müller).
var nameInitial = regexp.MustCompile(`\b(?:Frau|Herrn?|Dr\.) \p{Lu}\.(?:$|[,;:)]|\s+[^\p{Lu}\s])|(?:^|[^A-Za-z])[A-Z]\.?(?:様|さん|氏|部長|課長)`)

// nameInitials names a person the answer cuts to an initial where the case (known)
// never writes that initial so.
func nameInitials(known, text string) []string {
	var out []string
	for _, m := range newMatches(nameInitial, text, known) {
		out = append(out, fmt.Sprintf("%q: a name cut to its initial", strings.TrimSpace(m)))
	}
	return out
}

// addedJudgement is how urgent, how large, how certain or how justified something
// is, said in words a writer adds to the facts (umgehend, bei Gelegenheit, erheblich,
// lediglich, überraschend, zu Recht, gilt als sicher, kostenpflichtig; 至急, お手すき
// の際, 多額, わずか, 予想外, もっともな, 確実, 有料): the reader acts on it, so it
// must be the case's. Matched on lower-cased text against the lower-cased case.
var addedJudgement = regexp.MustCompile(`(?:^|[^\p{L}])(?:umgehend|unverzüglich|schnellstmöglich|dringend|eilig|keine eile|bei gelegenheit|in ruhe|erheblich\p{L}*|beträchtlich\p{L}*|massiv\p{L}*|geringfügig\p{L}*|lediglich|überraschend\p{L}*|unerwartet\p{L}*|erfreulicherweise|glücklicherweise|zum glück|zu recht|berechtigterweise|verständlicherweise|gilt (?:aber |jedoch )?als sicher|zweifellos|mit sicherheit|weitere auswirkungen|keine auswirkungen|ohne folgen|weitere verzögerungen|verlangt|fordert|gefordert|regt (?:an|\p{L}+ an)|kostenpflichtig\p{L}*|gebührenpflichtig\p{L}*)(?:[^\p{L}]|$)|有料|早ければ|至急|早急|直ちに|お手すきの際|お急ぎいただく必要|急ぎの(?:対応|必要)|急を要|わずか|多額|大きな金額|大幅[なに]|予想外|想定外|意外[なに]|もっとも(?:な|で)|確実[なにと]|間違いなく|今後(?:さらに|も)?[^。\n]{0,16}(?:おそれ|可能性)|可能性が(?:ある|高い|あります|ございます)|影響は(?:特に)?(?:ない|ありません|ございません)|強く(?:要求|要望|求め)|可能であれば|(?:^|[、。\s])できれば|を検討(?:いた)?し|膨らむ`)

var (
	// unfoundedFormula is a letter's formula that says something of the writer and
	// reader's history or of the letter itself, which only the case can ground: a
	// first contact (突然のご連絡), a long silence (ご無沙汰), a new year, a phone call
	// just had (先ほどはお電話), an enclosure to check (ご査収), a countersignature
	// (unterschriebene Kopie), the feminine closing かしこ, 前略 (which skips the
	// courtesies a business letter owes).
	unfoundedFormula = regexp.MustCompile(`前略|突然のご連絡|ご無沙汰|新年あけまして|明けましておめでとう|謹賀新年|先ほどは(?:お電話|ご連絡)|お電話にてご対応|ご査収|かしこ(?:[^\p{Hiragana}]|$)|(?i:unterschrieben\p{L}* (?:Kopie|Exemplar|zurück)|gegengezeichnet\p{L}*|gegenzuzeichnen|Gegenzeichnung)`)
	// againApology is an apology said "once more", which needs one said before.
	againApology = regexp.MustCompile(`重ねて(?:お詫び|おわび|深く)`)
	// openingWord and closingWord are the Japanese letter's paired frame: 拝啓 …
	// 敬具, 謹啓 … 謹白, 前略 … 草々, 拝復 … 敬具.
	openingWord = regexp.MustCompile(`拝啓|謹啓|前略|拝復`)
	closingWord = regexp.MustCompile(`敬具|謹白|敬白|草々`)
	framePairs  = map[string]string{"拝啓": "敬具", "謹啓": "謹白敬白敬具", "前略": "草々", "拝復": "敬具"}
)

// letterFrame names a formula of the answer's letter frame that the case does not
// ground, an apology "repeated" that was never made, and a Japanese opening word
// without its closing word or with another's.
func letterFrame(known, answer string) []string {
	out := unfounded(unfoundedFormula, answer, known, "a letter formula the case never grounds")
	if m := againApology.FindString(answer); m != "" && !apology.MatchString(strings.Replace(answer, m, "", 1)) && !strings.Contains(known, m) {
		out = append(out, fmt.Sprintf("%q repeats an apology the letter never made", m))
	}
	open, close := openingWord.FindString(answer), closingWord.FindString(answer)
	switch {
	case open == "" && close == "":
	case open == "" && !strings.Contains(known, close):
		out = append(out, fmt.Sprintf("the closing word %q without an opening word", close))
	case close == "" && !strings.Contains(known, open):
		out = append(out, fmt.Sprintf("the opening word %q without its closing word", open))
	case open != "" && close != "" && !strings.Contains(framePairs[open], close):
		out = append(out, fmt.Sprintf("the opening word %q closed with %q", open, close))
	case open != "" && strings.Index(answer, close) < strings.Index(answer, open):
		out = append(out, fmt.Sprintf("the closing word %q before the opening word %q", close, open))
	}
	return out
}

// paymentTerm is who pays what, how and when, in words only the case can ground: a
// customer class a price holds for (Premium-Kunden, 会員向け), a contract it needs
// (Servicevertrag), payment on delivery, in advance, in instalments or to a partner
// (Nachnahme, Vorkasse, Raten, Vertriebspartner; 着払い, 前払い, 分割払い), an offset
// against credit, a fee, a discount already applied, a sum already paid or a
// remainder (bereits beglichen, Restbetrag; 割引適用後, 残額, 支出済み), a compensation
// held until the item is back (確認した後に).
var paymentTerm = regexp.MustCompile(`(?i:Premium-\p{L}+|Servicevertrag\p{L}*|Wartungsvertrag\p{L}*|Nachnahme|Vorkasse|Vorauszahlung|Anzahlung|Ratenzahlung|Monatsraten|in \p{L}+ Raten|Vertriebspartner\p{L}*|Guthaben|verrechne[nt]?|bereits (?:beglichen|bezahlt)\p{L}*|Restbetrag|Skonto|Bearbeitungsgebühr|Stornogebühr|Mahngebühr|Verzugszinsen|Säumniszuschlag|Geld-zurück|sofern (?:die|das|der) [^,.\n]{0,60}(?:eingegangen|zurückgesandt|zurückgeschickt))|プレミアム会員|会員(?:向け|限定)|着払い|代引き|代金引換|前払い|前金|分割払い|分割で|割引適用後|残額|残金|支払済み|出張費無料|有償|手数料|延滞金|違約金|返金保証|(?:到着|受け取り|お受け取り|返送)を確認した後`)

// inventedDetail is a specific detail a model adds to fill a gap, which only the case
// can give: a validity (gültig bis, 有効期限), a reminder or a call back (SMS, リマインド,
// Rückruf, 折り返し), a call asked for first (vorab telefonisch, 事前にお電話), a copy sent
// to someone (in Kopie, 写し), a floor (3. OG, 3階), a department (aus der
// Bauabteilung, 総務部).
var inventedDetail = regexp.MustCompile(`(?i:gültig bis|Gültigkeit\p{L}*|\bSMS\b|Rückruf\p{L}*|vorab (?:kurz )?telefonisch|in Kopie|\d+\. (?:OG|Obergeschoss|Stock|Etage)|aus der \p{L}*abteilung)|有効期限|リマインド|折り返し|事前にお電話|写しを|ご案内をお待ち|\d+階|(?:総務|経理|営業|人事|技術|開発|品質保証|購買|法務)部`)

// priorContact is a reference to an earlier exchange with the reader (wie bereits in
// der letzten E-Mail mitgeteilt, wie schon beim letzten Mal, Ihre erneute Nachricht,
// Korrektur zu unserer vorherigen Nachricht; 前回のお問い合わせ, 前回と同様, 先日のお電話):
// only the case can say there was one, and a model that mixes in another
// conversation says it where there was none.
var priorContact = regexp.MustCompile(`(?i:(?:in|mit) (?:der|unserer|Ihrer|meiner) (?:letzten|vorherigen|vorigen|früheren) (?:E-Mail|Mail|Nachricht|Antwort|Schreiben)|vorherige[nr]? Nachricht|beim letzten Mal|wie (?:bereits |schon )?(?:telefonisch )?besprochen|Ihre[rn]? erneute[nr]? (?:Nachricht|Anfrage|Meldung)|Korrektur zu unserer|bezugnehmend auf unser(?:e|en)? (?:Gespräch|Telefonat)|wie (?:bereits |schon )?(?:am Telefon|telefonisch) (?:mitgeteilt|besprochen|erwähnt))|前回の(?:メール|お問い合わせ|ご連絡|件|お電話|ご案内)|前回と同様|先日の(?:お電話|メール|ご連絡)|先日(?:お電話|メール|書面)?で?お伝え|以前お伝えした|(?:既に|すでに)お伝えした`)

// unfounded names each match of re in text that known (the golden and the request)
// does not write, as what it is.
func unfounded(re *regexp.Regexp, text, known, what string) []string {
	var out []string
	for _, m := range newMatches(re, text, known) {
		out = append(out, fmt.Sprintf("%q: %s", m, what))
	}
	return out
}

// judgementsAdded names the addedJudgement words of the lower-cased answer that the
// lower-cased case never writes.
func judgementsAdded(answer, known string) []string {
	var out, seen []string
	for _, m := range addedJudgement.FindAllString(answer, -1) {
		w := strings.TrimFunc(m, func(r rune) bool { return !unicode.IsLetter(r) })
		if strings.Contains(known, w) || slices.Contains(seen, w) {
			continue
		}
		seen = append(seen, w)
		out = append(out, fmt.Sprintf("%q: an urgency, a degree, a certainty or a judgement the case never states", w))
	}
	return out
}

// unfoundedHandling is a way of handling the reader's matter that the answer cannot
// take from anywhere but the case: the reader told not to ask (お問い合わせはご遠慮
// ください), to throw the item away (entsorgen Sie), to bring it in person (in einer
// Filiale, 店頭へお持ち), to send a photo of it instead (fotografieren Sie, 写真を), or
// to turn to a dealer (Ihr Händler, お買い上げの販売店), or a replacement the case
// never offers (a successor model, a third party's part: Nachfolgemodell, 互換, 他社製).
var unfoundedHandling = regexp.MustCompile(`ご遠慮(?:ください|願)|お控えください|(?i:verzichten Sie|unterlassen Sie|entsorg\p{L}*|persönlich (?:vorbei|in|bei|ab)\p{L}*|in einer (?:unserer )?Filiale|Foto\p{L}*|fotografier\p{L}*|Fachhändler\p{L}*|Ihr(?:em|en)? Händler|Nachfolgemodell\p{L}*|Fremdhersteller\p{L}*|Drittanbieter\p{L}*|kompatible[nrs]?|schriftlich per Post|per Briefpost|auf dem Postweg)|書面にて|郵送にて|郵送で|互換|他社製|後継機種|後継モデル|買い切り|持ち込み修理|廃棄|処分して|店頭|ご持参|お持ち込み|お持ち(?:ください|いただ)|写真|画像|販売店`)

// regardsToNoOne names よろしくお伝えください (give my regards to …) where no one to
// give them to is named before it (皆様に, 佐藤様にも): the closing よろしくお願いいたします
// turned into an errand for the reader.
func regardsToNoOne(text, grounds string) []string {
	if strings.Contains(grounds, "よろしくお伝え") {
		return nil
	}
	for _, loc := range regardsErrand.FindAllStringIndex(text, -1) {
		before := []rune(text[:loc[0]])
		if !strings.Contains(string(before[max(0, len(before)-6):]), "に") {
			return []string{"\"よろしくお伝えください\": regards sent to no one named, where the letter closes"}
		}
	}
	return nil
}

// regardsErrand asks the reader to pass on the writer's regards.
var regardsErrand = regexp.MustCompile(`よろしくお伝え(?:ください|下さい|くださいませ)`)

// unfoundedSaying are sentences a model adds from other letters: an attachment nobody
// attached or a contact "below" nobody gives (別添, 下記の窓口), a disclaimer that
// takes back what the answer promises, a legal threat, an advertisement.
var unfoundedSaying = regexp.MustCompile(`(?i:beigefügt\p{L}*|im Anhang|anbei|angehängt\p{L}*|ohne Gewähr|unverbindlich|rechtliche Schritte|Rechtsanwalt|Inkasso|Entdecken Sie|es lohnt sich)|添付(?:の|いた|しま|ファイル)|別添|別紙|下記(?:の)?(?:窓口|連絡先|電話番号|お問い合わせ先)|法的措置|法的手段|弁護士|保証(?:いた)?しかね|保証するもの(?:では|じゃ)(?:ありません|ない)|確定したもの(?:では|じゃ)(?:ありません|ない|なく)|責任を負いかね|チェックしてみて|業界(?:最高|最大|随一|トップ|No\.?\s?1|ナンバーワン)(?:水準|クラス|レベル)?|最高水準|史上最高|世界最高|日本一|圧倒的(?:な|に)|(?i:\bdas beste\b[^.\n]{0,40}aller zeiten|\bunschlagbar\p{L}*|\bmarktführend\p{L}*|\bweltbeste\p{L}*|\bbranchenbeste\p{L}*)`)

var (
	// goodFrame opens a statement as good news for the reader.
	goodFrame = regexp.MustCompile(`(?i:die gute nachricht|gute neuigkeiten|erfreulicherweise|glücklicherweise|zum glück)|(?:うれ|嬉)しいことに|幸い(?:にも|なことに)|朗報`)
	// regretFrame opens a statement as bad news for the reader.
	regretFrame = regexp.MustCompile(`(?i:\bleider\b|bedauerlicherweise|zu unserem (?:großen )?bedauern)|残念ながら|あいにく|遺憾ながら`)
	// badNews is what makes a statement bad news: a negation, a restriction, a delay,
	// a fault.
	badNews = regexp.MustCompile(`(?i:\b(?:nicht|kein\p{L}*|nur|lediglich|ausschließlich|erst|leider|verschieb\p{L}*|verschob\p{L}*|verzöger\p{L}*|ausgefallen|ausfall\p{L}*|störung\p{L}*|defekt\p{L}*|beschädig\p{L}*|schaden|problem\p{L}*|fehler\p{L}*|mangel|mängel|tropft|undicht|storniert|abgelehnt|später|kosten|gebühr\p{L}*|unannehmlichkeit\p{L}*|flacker\p{L}*)\b)|遅れ|遅延|延期|不具合|破損|故障|欠品|品切|在庫切れ|中止|停止|できかね|いたしかね|ません|ない(?:[。、]|ため|ので|こと|との|場合)|ず[、。]|不可|困難|割れ|エラー|問題|心配|迷惑|のみ|(?:\p{Han}|\p{Katakana}|\d|[のでにをとはがもれ])だけ|しか[^しけ]`)
	// goodNews is what makes a statement good news: something given, confirmed or
	// done for the reader.
	goodNews = regexp.MustCompile(`(?i:\b(?:gern|gerne|kostenlos|kostenfrei|freuen|bestätigen|bestätigt|hiermit|erstatten|gutschrift|zusenden|senden wir|schicken wir|liefern wir)\b)|確定(?:いた)?しま|お送り(?:いた)?しま|お届け(?:いた)?しま|発送(?:いた)?しま|無料|不要です|返金(?:いた)?しま|クーポン|承りました|手配(?:いた)?しま|ご用意(?:いた)?しま`)
)

// misframedNews names the answer's sentences whose frame contradicts their news: bad
// news opened as good (Die gute Nachricht: … verschiebt sich; うれしいことに、…遅れて
// おります) and good news opened with regret (Leider senden wir Ihnen kostenlos …;
// 残念ながら、…確定いたしました). Either tells the reader the opposite of what the
// golden means them to feel, and a reader acts on it. A sentence the golden or the
// request writes so is theirs.
func misframedNews(as []string, source string) []string {
	var out []string
	for i, s := range as {
		s = strings.TrimSpace(s)
		if s == "" || strings.Contains(source, s) {
			continue
		}
		// The news may go on past an abbreviation the splitter took for an end
		// (Laut Frau Dr. | Vogt kommt … erst …).
		news := s
		if i+1 < len(as) {
			news += " " + as[i+1]
		}
		if m := goodFrame.FindString(s); m != "" && !strings.Contains(strings.ToLower(source), strings.ToLower(m)) && badNews.MatchString(news) {
			out = append(out, fmt.Sprintf("%q opens bad news as good news", m))
		}
		if loc := regretFrame.FindStringIndex(s); loc != nil {
			rest := s[:loc[0]] + s[loc[1]:]
			if !badNews.MatchString(rest) && goodNews.MatchString(rest) {
				out = append(out, fmt.Sprintf("%q opens good news with regret", s[loc[0]:loc[1]]))
			}
		}
	}
	return out
}

// readerBlamed puts a fault on the reader's handling: お客様の取り扱いミス, お客様の誤った
// ご使用, Ihre unsachgemäße Handhabung, ein Bedienfehler.
var readerBlamed = regexp.MustCompile(`お客様の(?:お)?(?:取り扱い|取扱い|取扱|操作|使用|ご使用|設置)(?:ミス|上の誤り|の誤り)|お客様の誤った|(?i:Ihre[rn]? (?:unsachgemäße|falsche|fehlerhafte)[nr]? (?:Handhabung|Bedienung|Nutzung|Verwendung)|Bedienfehler|Anwendungsfehler)`)

// condescension is a remark that talks down to the reader or mocks them: flattery
// past belief (unvergleichlich weise, この世で最も聡明な), doubt that they can manage
// (das bekommen sogar Sie hin, お客様でもおできになる), a request hedged as too much
// to ask (sofern Ihnen das nicht zu viel Mühe macht), a wish called an imposition
// (Zumutung, 無理なご要望, ご説明するまでもない), a habit held against them (wie nicht
// anders zu erwarten, 例によって, 懲りずに, daran sind Sie gewöhnt, もう慣れていらっしゃる),
// an ironic hedge (nun ja, 大げさに) and a lesson in reading (lesen Sie aufmerksamer,
// 今後は…よくお読みください).
var condescension = regexp.MustCompile(`(?i:unvergleichlich (?:weise|klug|gescheit)|allerwerteste|(?:sogar|selbst) Sie (?:hin|schaffen|können|verstehen)|bekommen (?:sogar|selbst) Sie|nicht zu viel Mühe macht|nicht zu viel verlangt|Zumutung|wie nicht anders zu erwarten|(?:daran|an so etwas) sind Sie (?:ja )?(?:inzwischen |schon |sicher )?gewöhnt|nun ja|(?:aufmerksamer|sorgfältiger|genauer) (?:lesen|durchlesen))|(?:この世|世界)で(?:最も|一番)|でもおできになる|でもできる(?:はず|でしょう)|するまでもない|無理なご要望|例によって|懲りずに|もう慣れて|慣れっこ|大げさに|注文の多い|今後は[^。\n]{0,20}よくお読み|何度も申し上げ`)

// disparagedReport frames what a customer reports as a mere claim (behauptet,
// angeblich, vermeintlich) or as a complaint (クレーム): the writer doubts or resents
// the reader, which no service text does unless its source does.
var disparagedReport = regexp.MustCompile(`(?i:\bbehauptet\b|\bangeblich\p{L}*|\bvermeintlich\p{L}*)|クレーム|と言い張|とのこと(?:ですが|だが)、?(?:真偽|事実)`)

// quoted is a span in German quotation marks of any style.
var quoted = regexp.MustCompile(`[„"“»‚]([^„"“”»«‚‘\n]{1,60})[“”"«‘]`)

// abstractNoun is a German noun of the kinds that name a state or an event, not a
// product: a scare quote puts it in doubt (die „Unannehmlichkeiten“).
var abstractNoun = regexp.MustCompile(`^\p{Lu}\p{Ll}+(?:keit|keiten|heit|heiten|ung|ungen|schaft|nis|nisse|ismus)$`)

// scareWord is a quoted German finite verb or negated phrase.
var scareWord = regexp.MustCompile(`^(?:kein\p{L}*|nicht|\p{Ll}+t)(?:\s|$)`)

// articleEnd is a German article that ends a text.
var articleEnd = regexp.MustCompile(`(?i)\b(?:die|der|das|den|dem|des|eine[mnrs]?|ihre[mnrs]?|unsere[mnrs]?)$`)

// scareQuotes names the words of a German answer put in quotation marks that the
// golden and the request write without them, where the words are a verb, an adjective
// or an abstract noun (es „flackert“, die „Unannehmlichkeiten“): scare quotes, which
// tell the reader their report is doubted. A product or a name in quotation marks
// (die Stehlampe „Nordlicht 40“) is how German marks names, and no scare quote.
func scareQuotes(source, text string) []string {
	var out []string
	for _, m := range quoted.FindAllStringSubmatch(text, -1) {
		w := strings.TrimSpace(m[1])
		if w == "" || !strings.Contains(source, w) {
			continue
		}
		// A finite verb or a negated phrase (es „flackert“, „keinen Druck“), or an
		// abstract noun behind its article (die „Unannehmlichkeiten“); a menu's or a
		// button's label (auf „Einstellungen“, „verbinden“) is named, not doubted.
		before := strings.TrimRight(text[:strings.Index(text, m[0])], " ")
		if !scareWord.MatchString(w) && !(abstractNoun.MatchString(w) && articleEnd.MatchString(before)) {
			continue
		}
		quotedInSource := false
		for _, q := range quoted.FindAllStringSubmatch(source, -1) {
			if strings.TrimSpace(q[1]) == w {
				quotedInSource = true
				break
			}
		}
		if !quotedInSource {
			out = append(out, fmt.Sprintf("%q in scare quotes", w))
		}
	}
	return out
}

// backReference points back to something the text has said (前述のとおり, wie oben
// erwähnt). 下記 and folgende point forward and are no back-reference.
var backReference = regexp.MustCompile(`(?:先ほど|先程|既に|すでに|以前)(?:お伝え|申し上げ|ご案内|ご説明|ご連絡)(?:いた)?し(?:た|ました)(?:とおり|通り)|前述の?(?:とおり|通り)?|先述の?(?:とおり|通り)?|既述の?(?:とおり|通り)?|上記の(?:とおり|通り)|(?i:wie (?:oben|bereits|schon|zuvor|eingangs) (?:erwähnt|beschrieben|genannt|ausgeführt|dargelegt|mitgeteilt))`)

// emptyBackReferences names a back-reference the case never writes whose sentence
// restates nothing the answer said before it (上記の通り、クーポンは既にお送り済み
// です; Wie oben erwähnt, erstatten wir Ihnen den Kaufpreis): it vouches for a
// statement with an earlier one that is not there.
func emptyBackReferences(lang string, as []string, source string) []string {
	var out []string
	for i, s := range as {
		loc := backReference.FindStringIndex(s)
		if loc == nil || strings.Contains(source, s[loc[0]:loc[1]]) {
			continue
		}
		rest := alignWords(lang, s[:loc[0]]+s[loc[1]:])
		if len(rest) == 0 {
			continue
		}
		said := false
		for _, e := range as[:i] {
			if covers(alignWords(lang, e), rest, 0.6) {
				said = true
				break
			}
		}
		if !said {
			out = append(out, fmt.Sprintf("%q points back to something the answer never said", s[loc[0]:loc[1]]))
		}
	}
	return out
}

var (
	// contactBackRef points back to a phone number or contact given before (unter
	// der oben genannten Rufnummer, 上記の電話番号まで).
	contactBackRef = regexp.MustCompile(`(?:(?:oben|bereits|zuvor) (?:genannte|angegebene)[nr]?|obige[nr]?) (?:Rufnummer|Telefonnummer|Nummer|Hotline|Kontaktdaten)|(?:上記|前述|先述|記載)の(?:電話番号|お電話番号|番号|連絡先|ご連絡先)`)
	// phoneNumber is a number of seven digits or more in groups (0621 55 87-0,
	// +49 30 1234567, 06-6345-7790).
	phoneNumber = regexp.MustCompile(`(?:\+\d{1,3}[ \t]?)?\(?\d{2,5}\)?(?:[ \t/-]?\d{2,}){2,}`)
)

// danglingContact names a reference to a phone number "given above" in an answer that
// gives none, where the case never writes that reference: the reader is sent to a
// number they do not have.
func danglingContact(text, source string) []string {
	var out []string
	for _, m := range newMatches(contactBackRef, text, source) {
		if !slices.ContainsFunc(phoneNumber.FindAllString(text, -1), func(n string) bool { return digitCount(n) >= 7 }) {
			out = append(out, fmt.Sprintf("%q: the answer gives no phone number or contact to point back to", m))
		}
	}
	return out
}

// digitCount is how many digits s holds.
func digitCount(s string) int {
	n := 0
	for _, r := range s {
		if r >= '0' && r <= '9' {
			n++
		}
	}
	return n
}

var (
	// stepItem is a numbered item of a procedure (3. …, 3) …).
	stepItem = regexp.MustCompile(`(?m)^[ \t]*(\d{1,2})[.)．][ \t]+(.*)$`)
	// finalWord says an item is the last (最後に, abschließend).
	finalWord = regexp.MustCompile(`最後に|最後は|(?i:\babschließend\b|\bzum schluss\b|\bzuletzt\b|\bals letzte[rns]?\b)`)
	// stepRef names a step by its number (手順5, Schritt 5).
	stepRef = regexp.MustCompile(`(?:手順|ステップ|(?i:schritt))\s*(\d{1,2})`)
)

// misplacedSteps names what a procedure's items say about their order against the
// order they stand in: an item before the last one that calls itself the last
// (2. 最後に、…; 3. Abschließend …), and a reference to a step the list does not
// have or to a later step as done before (3. 手順5の後で …). The golden's own
// items are the case's.
func misplacedSteps(text, golden string) []string {
	items := stepItem.FindAllStringSubmatch(text, -1)
	if len(items) < 3 {
		return nil
	}
	last := 0
	for _, it := range items {
		if n, _ := strconv.Atoi(it[1]); n > last {
			last = n
		}
	}
	var out []string
	for _, it := range items {
		n, _ := strconv.Atoi(it[1])
		body := it[2]
		if strings.Contains(golden, strings.TrimSpace(body)) {
			continue
		}
		if m := finalWord.FindString(body); m != "" && n < last && !strings.Contains(golden, m) {
			out = append(out, fmt.Sprintf("step %d of %d says %q", n, last, m))
		}
		for _, r := range stepRef.FindAllStringSubmatch(body, -1) {
			ref, _ := strconv.Atoi(r[1])
			if strings.Contains(golden, r[0]) {
				continue
			}
			if ref > last || ref >= n && strings.ContainsAny(body[strings.Index(body, r[0]):], "後") || ref >= n && strings.Contains(strings.ToLower(body), "nach "+strings.ToLower(r[0])) {
				out = append(out, fmt.Sprintf("step %d refers to %q of a list of %d", n, r[0], last))
			}
		}
	}
	return out
}

// writtenNumber is a number as written (10月16日 gives 10 and 16; 14.890,00 one).
var writtenNumber = regexp.MustCompile(`\d[\d.,]*\d|\d`)

// restatedOtherValues names a sentence the answer adds that restates a sentence of
// the golden, which the answer also keeps, with other numbers (念のため繰り返しますと、
// 新しいお届け予定日は10月16日です beside …は10月21日（水）です): the answer now states
// two values for one fact. A value found elsewhere in the case is no help: the
// sentence gives it to the wrong fact.
// valueFrame is a sentence with its numbers masked, its brackets (a weekday: （水）),
// blanks and final stop dropped: what stays when a value is restated otherwise.
func valueFrame(s string) string {
	s = writtenNumber.ReplaceAllString(s, "#")
	s = bracketed.ReplaceAllString(s, "")
	s = strings.Join(strings.Fields(s), "")
	return strings.TrimRight(s, "。.")
}

// bracketed is a bracketed aside.
var bracketed = regexp.MustCompile(`[（(][^（()）]{0,12}[)）]`)

func restatedOtherValues(lang string, gs, as []string, source string) []string {
	kept := map[string]bool{}
	for _, a := range as {
		kept[strings.TrimSpace(a)] = true
	}
	var out []string
	for _, a := range as {
		a = strings.TrimSpace(a)
		if a == "" || strings.Contains(source, a) {
			continue
		}
		an := writtenNumber.FindAllString(a, -1)
		if len(an) == 0 {
			continue
		}
		aw := alignWords(lang, writtenNumber.ReplaceAllString(a, " "))
		for _, g := range gs {
			g = strings.TrimSpace(g)
			gn := writtenNumber.FindAllString(g, -1)
			if !kept[g] || len(gn) == 0 || len(gn) != len(an) {
				continue
			}
			gw := alignWords(lang, writtenNumber.ReplaceAllString(g, " "))
			ak, gk := valueFrame(a), valueFrame(g)
			same := covers(aw, gw, 0.9) && covers(gw, aw, 0.75) || len(gk) >= 6 && strings.HasSuffix(ak, gk)
			if !same {
				continue
			}
			var other []string
			for _, n := range an {
				if !slices.Contains(gn, n) {
					other = append(other, n)
				}
			}
			if len(other) > 0 {
				out = append(out, fmt.Sprintf("%q restates %q with %s", clipRunes(a, 50), clipRunes(g, 40), strings.Join(other, ", ")))
				break
			}
		}
	}
	return out
}

var (
	// unsettledClaim says a fact is not settled yet (steht noch nicht fest, まだ確定して
	// おりません).
	unsettledClaim = regexp.MustCompile(`確定次第|決まり次第|(?:steht|stehen) (?:\p{L}+ ){0,2}noch nicht fest|(?:ist|sind) (?:\p{L}+ ){0,2}noch (?:offen|unklar|ungewiss)|noch nicht (?:bekannt|geklärt|festgelegt|entschieden)|まだ(?:確定|決定|決まって)|確定して(?:おりません|いない|いません)|未定(?:です|である|。)`)
	// thanksForDone thanks the reader for having done a step already.
	thanksForDone = regexp.MustCompile(`(?i:dank\p{L}*,? dass Sie (?:\p{L}+ ){0,3}(?:bereits|schon) (?:\p{L}+ ){0,2}(?:erledigt|getan|gemacht|zurückgeschickt|zurückgesandt|geschickt|gesendet|übermittelt|bestätigt))|(?:すでに|既に)(?:ご対応|ご返送|ご連絡|ご提出|お手続き|ご確認|ご承認|お振込み?|ご入金)(?:いただき|くださり)`)
	// passedClaim says a date or deadline has passed.
	passedClaim = regexp.MustCompile(`(?:期限|締め切り|締切|期日)は(?:すでに|既に|もう)過ぎ|(?:Frist|Termin|Zahlungsziel) (?:ist|war) (?:bereits |schon )?(?:abgelaufen|verstrichen|vorbei|überschritten)`)
	// deniedChange says a schedule does not change (a sum that stays the same is
	// another matter: am Rechnungsbetrag ändert sich nichts).
	deniedChange = regexp.MustCompile(`[Aa]m (?:\p{L}+ ){0,2}(?:Zeitplan|Terminplan|Termin|Ablauf)\p{L}* ändert sich (?:\p{L}+ ){0,3}nichts|(?:Zeitplan|Terminplan)\p{L}* (?:bleibt|ist) (?:\p{L}+ ){0,2}unverändert|(?:スケジュール|日程)に(?:は)?変更は(?:ない|ありません|ございません)`)
	// changeStated is a change the case states: a move, a delay, a postponement.
	changeStated = regexp.MustCompile(`verschieb\p{L}*|verschoben|verzöger\p{L}*|später|延期|遅れ|遅延|変更`)
	// tablePointer points to a table or list below.
	tablePointer = regexp.MustCompile(`(?:下|以下|下記|次)の(?:一覧表|一覧|表)|下表|(?i:(?:folgende[nr]?|untenstehende[nr]?|nachstehende[nr]?) (?:Tabelle|Übersicht|Aufstellung)|(?:Tabelle|Übersicht|Aufstellung) unten|siehe Tabelle)`)
	// ownError apologises for an error of the writer's side (当方の手違い, unser
	// Versehen).
	ownError = regexp.MustCompile(`(?:弊社|当方|当社|私ども)の(?:手違い|不手際|ミス|誤り|不注意)|(?i:\bunser(?:em|en|e)? (?:Versehen|Fehler|Irrtum|Fehlers)\b)`)
	// assumedSatisfaction takes the reader's satisfaction for said.
	assumedSatisfaction = regexp.MustCompile(`ご満足いただけ(?:ている|ております)とのこと|不満(?:や不安)?は(?:特に)?(?:ない|ございません)|(?:freut|freuen) (?:uns|mich),? dass Sie (?:\p{L}+ ){0,3}zufrieden sind|(?:hat|habe) (?:\p{L}+ ){0,2}keine (?:Beschwerde|Beanstandung)`)
	// noActionNeeded tells the reader there is nothing to do.
	noActionNeeded = regexp.MustCompile(`ご対応いただくことは(?:特に)?(?:ございません|ありません)|(?:お客様|貴社)(?:側)?で(?:の)?(?:ご対応|お手続き)は(?:不要|必要ありません)|(?:Sie müssen|Sie brauchen) (?:\p{L}+ ){0,3}nichts (?:weiter )?(?:zu )?(?:tun|unternehmen|veranlassen)|(?:Ihrerseits|[Vv]on Ihnen|[Ff]ür Sie) ist nichts (?:weiter )?zu (?:tun|veranlassen)`)
	// noReply is a no-reply footer.
	noReply = regexp.MustCompile(`送信専用|(?:ご返信|返信)(?:いただいても|されても)(?:お答え|回答|対応)でき|(?i:\bno-?reply\b|nicht auf diese (?:E-Mail|Nachricht) antworten|(?:automatisch|maschinell) (?:erstellt|versandt|generiert))`)
	// refusal declines the reader's wish.
	refusal = regexp.MustCompile(`お応え(?:いたし|でき)?かね|ご要望に(?:は)?(?:お応え|添え)(?:でき)?(?:ません|ない|かね)|(?:können|könnten) wir (?:\p{L}+ ){0,4}(?:leider )?nicht (?:entsprechen|nachkommen|erfüllen)`)
	// customerVoice is said by the one helped, not by the helper.
	customerVoice = regexp.MustCompile(`(?:本当に|大変)?助かりました|(?i:das hat mir (?:sehr |wirklich )?geholfen|hat mir sehr weitergeholfen)`)
	// pointerAboveToBelow points above to what follows its colon (上記の宛先：…).
	pointerAboveToBelow = regexp.MustCompile(`上記の[^。\n：:]{1,12}[：:]\s*\S|(?i:\b(?:oben genannte[nr]?|obige[nr]?) (?:\p{L}+ ){0,3}\p{L}+:\s*\S)`)
	// costStated is a cost the case states; costDenied says there is none.
	costStated = regexp.MustCompile(`Mehrkosten|[Zz]usatzkosten|zusätzliche Kosten|追加(?:の)?(?:費用|料金)`)
	costDenied = regexp.MustCompile(`(?:[Zz]usätzliche|[Ww]eitere) Kosten entstehen (?:\p{L}+ ){0,4}nicht|keine (?:zusätzlichen|weiteren|Mehr)[Kk]osten|(?:Mehrkosten|[Zz]usatzkosten) (?:entstehen|fallen) (?:\p{L}+ ){0,3}(?:nicht|keine)|追加(?:の)?(?:費用|料金)は(?:発生(?:しない|しません|いたしません)|かかりません|かからない|ございません)`)
	// doneClaim calls a step done (すでに発送を完了しております); group 1 is the step.
	doneClaim = regexp.MustCompile(`(?:すでに|既に)(発送|お届け|手配|返金|交換|修理|お送り)(?:を|が)?(?:完了|済み|いたしました|しました|しております)`)
	// pastDelivery says goods have come (geliefert, zugestellt).
	pastDelivery = regexp.MustCompile(`geliefert|zugestellt|erhalten haben`)
	// deliveredAdjective calls the goods delivered (die gelieferte Ware).
	deliveredAdjective = regexp.MustCompile(`\b(?:der|die|das|den|dem|Ihre[mnrs]?) (?:gelieferten?|zugestellten?|erhaltenen?) \p{Lu}`)
	// subjectOutcome is a subject line that names an outcome: a cancellation, a refusal,
	// a withdrawal, a done deal.
	subjectOutcome = regexp.MustCompile(`(?m)^(?:件名|Betreff)\s*[:：].*(?:取り?消し|辞退|キャンセル|お受けできない|お断り|中止|解約|却下|予定どおり|予定通り|完了|(?i:storn\p{L}*|absage|ablehnung|abgelehnt|kündigung|rücktritt|wie geplant|erledigt))`)
)

// contradictingAsides names a statement the answer adds that contradicts the case: a
// fact called unsettled (Die endgültige Höhe steht noch nicht fest; 金額はまだ確定して
// おりません), thanks for a step the answer asks the reader to take (Vielen Dank, dass
// Sie dies bereits erledigt haben), a deadline called passed, "nothing changes" where
// the case moves a date, a pointer to a table the answer does not have, goods called
// delivered that are still to come, and a subject line announcing an outcome (件名：ご
// 請求の取り消しについて). The golden's and the request's own words are the case's.
func contradictingAsides(golden, request, text string) []string {
	source := golden + "\n" + request
	var out []string
	for _, re := range []*regexp.Regexp{unsettledClaim, thanksForDone, passedClaim, subjectOutcome, ownError, assumedSatisfaction, noActionNeeded, noReply, refusal, customerVoice, pointerAboveToBelow} {
		for _, m := range newMatches(re, text, source) {
			out = append(out, fmt.Sprintf("%q contradicts what the case states", clipRunes(m, 50)))
		}
	}
	if costStated.MatchString(golden) {
		for _, m := range newMatches(costDenied, text, source) {
			out = append(out, fmt.Sprintf("%q denies the cost the case states", m))
		}
	}
	for _, m := range doneClaim.FindAllStringSubmatch(text, -1) {
		if strings.Contains(source, m[0]) {
			continue
		}
		if plansAct(source, m[1]) {
			out = append(out, fmt.Sprintf("%q calls done what the case plans", m[0]))
		}
	}
	if changeStated.MatchString(golden) {
		for _, m := range newMatches(deniedChange, text, source) {
			out = append(out, fmt.Sprintf("%q denies the change the case states", m))
		}
	}
	if !strings.Contains(text, "|") && !strings.Contains(text, "\t") {
		for _, m := range newMatches(tablePointer, text, source) {
			out = append(out, fmt.Sprintf("%q points to a table the answer does not have", m))
		}
	}
	if !pastDelivery.MatchString(source) {
		for _, m := range newMatches(deliveredAdjective, text, source) {
			out = append(out, fmt.Sprintf("%q calls delivered what is still to come", m))
		}
	}
	return out
}

// overstatedFault is a fault made total (flackert → leuchtet gar nicht mehr; 正しく測定
// できないことがあります → まったく測定できません; tropft → strömt): the reader's report,
// or the product's limits, told as worse than the case says.
var overstatedFault = regexp.MustCompile(`\b(?:gar|überhaupt) nicht(?: mehr)?\b|\büberhaupt kein\p{L}*|\b(?:komplett|völlig|total|vollständig) (?:ausgefallen|defekt|kaputt|zerstört|unbrauchbar|funktionsunfähig)|\bströmt\b|まったく|全く|全然|完全に(?:壊|故障|停止|動かな|使え)|一切(?:動|作動|使え|表示され|反応し|測定でき|点灯し|出)`)

// plansAct reports whether source writes act as planned or to be done (発送予定,
// 発送をいたします, 発送のする …): act, then を or の or nothing, then 予定, いたします,
// します or する.
func plansAct(source, act string) bool {
	for _, p := range []string{"", "を", "の"} {
		for _, v := range []string{"予定", "いたします", "します", "する"} {
			if strings.Contains(source, act+p+v) {
				return true
			}
		}
	}
	return false
}
