package grade

// Blind batch 38c: the reader's task bound wrongly. In replies, procedures and
// summaries, what the reader (or a named party) must do, with what, by when and how is
// tied to the wrong thing at one place while every word stays plausible: a deadline
// moves to another request of the text or is re-anchored, an action follows instead
// of precedes another, the route or the party the reader must contact changes, the
// object of the reader's action becomes another item named in the answer, a required
// action is hedged, a second action or a gate is added, or the task is told as done.
// Each kind is written from patterns and word lists, not from a fixture's text.

import (
	"regexp"
	"strings"
)

// ho38cRule is one pattern of a kind and its rewrite of a match.
type ho38cRule struct {
	re *regexp.Regexp
	f  func(m []string) string
}

// ho38cEarliest rewrites the earliest match among rules (the first rule on a tie).
func ho38cEarliest(s string, rules []ho38cRule) string {
	best, bestAt := -1, len(s)+1
	for i, r := range rules {
		if loc := r.re.FindStringIndex(s); loc != nil && loc[0] < bestAt {
			best, bestAt = i, loc[0]
		}
	}
	if best < 0 {
		return s
	}
	return hoFirstMatch(rules[best].re, s, rules[best].f)
}

// ho38cLit is a rule replacing its match with fixed text.
func ho38cLit(re, to string) ho38cRule {
	return ho38cRule{regexp.MustCompile(re), func([]string) string { return to }}
}

// ho38cExp is a rule expanding a template ($1 …) over its match.
func ho38cExp(re, tmpl string) ho38cRule {
	r := regexp.MustCompile(re)
	return ho38cRule{r, func(m []string) string {
		out := tmpl
		for i := len(m) - 1; i >= 1; i-- {
			n := string(rune('0' + i))
			out = strings.ReplaceAll(out, "${"+n+"}", m[i])
			out = strings.ReplaceAll(out, "$"+n, m[i])
		}
		return out
	}}
}

var (
	// ho38cJaDeadline is a Japanese deadline phrase: a date or "the day before at N
	// o'clock", then までに.
	ho38cJaDeadline = regexp.MustCompile(`(?:\d{4}年)?\d{1,2}月\d{1,2}日(?:（.）)?(?:\d{1,2}時)?までに、?|前日の\d{1,2}時までに、?`)
	// ho38cDeDeadline is a German deadline phrase.
	ho38cDeDeadline = regexp.MustCompile(`(?:bis (?:spätestens |zum )|spätestens )(?:\d{1,2}\.\d{1,2}\.\d{4}|\d{1,2}\. \p{L}+ \d{4}|\d+ (?:Stunden|Tage|Werktage|Wochen) vorher)`)
	// ho38cJaRequest marks a sentence that asks the reader (or reports a party asking).
	ho38cJaRequest = regexp.MustCompile(`ください|お願いいたします|お願いします|求めている|を希望`)
	ho38cDeRequest = regexp.MustCompile(`\b[Bb]itte\b|\bbittet\b|Gewünscht ist`)
	// ho38cJaContact marks a request that is only an invitation to get in touch.
	ho38cJaContact = regexp.MustCompile(`問い合わせ|ご連絡|ご返信|ご相談`)
	ho38cDeContact = regexp.MustCompile(`wenden Sie sich|melden Sie sich|Bei Fragen|kontaktieren`)
)

// ho38cIsRequest reports whether a sentence asks the reader or reports a request.
func ho38cIsRequest(lang, s string) bool {
	if lang == "ja" {
		return ho38cJaRequest.MatchString(s)
	}
	return ho38cDeRequest.MatchString(s)
}

// ho38cIsContact reports whether a sentence only invites the reader to get in touch.
func ho38cIsContact(lang, s string) bool {
	if lang == "ja" {
		return ho38cJaContact.MatchString(s)
	}
	return ho38cDeContact.MatchString(s)
}

// ho38cDeadlineRe is the deadline phrase pattern of a language.
func ho38cDeadlineRe(lang string) *regexp.Regexp {
	if lang == "ja" {
		return ho38cJaDeadline
	}
	return ho38cDeDeadline
}

var (
	ho38cJaInsTopic = regexp.MustCompile(`^([^、。]*?[\p{Han}\p{Katakana}ー]は、?)`)
	ho38cJaInsCond  = regexp.MustCompile(`^([^。]*?(?:ましたら|場合は|ので)、)`)
	ho38cDeInsBitte = regexp.MustCompile(`(Bitte \p{Ll}+ Sie |\p{Lu}\p{Ll}+ Sie (?:\p{Ll}+ )?bitte |bittet (?:um ))`)
)

// ho38cInsertDeadline puts a deadline phrase into a request sentence where the
// action's time goes: after a Japanese topic or condition clause, after a German
// "Bitte … Sie" or "bittet"; "" when the sentence has no such place.
func ho38cInsertDeadline(lang, sent, phrase string) string {
	if lang == "ja" {
		phrase = strings.TrimSuffix(phrase, "、")
		lead := strings.TrimLeft(sent, "・-* ")
		if m := regexp.MustCompile(`^\d+\. `).FindString(lead); m != "" {
			lead = lead[len(m):]
		}
		pre := sent[:len(sent)-len(lead)]
		if m := ho38cJaInsTopic.FindString(lead); m != "" {
			return pre + m + phrase + lead[len(m):]
		}
		if m := ho38cJaInsCond.FindString(lead); m != "" {
			return pre + m + phrase + lead[len(m):]
		}
		return ""
	}
	loc := ho38cDeInsBitte.FindStringIndex(sent)
	if loc == nil {
		return ""
	}
	at := loc[1]
	if strings.HasSuffix(sent[:at], "um ") {
		at -= len("um ")
	}
	return sent[:at] + phrase + " " + sent[at:]
}

// ho38cRemovePhrase drops a phrase from a sentence and tidies the gap.
func ho38cRemovePhrase(lang, sent, phrase string) string {
	out := strings.Replace(sent, phrase, "", 1)
	if lang == "ja" {
		out = strings.ReplaceAll(out, "、、", "、")
		return out
	}
	out = strings.ReplaceAll(out, "  ", " ")
	out = strings.ReplaceAll(out, " .", ".")
	out = strings.ReplaceAll(out, " ;", ";")
	return out
}

// ho38cDeadlineMoved moves the first deadline phrase of the text from its sentence to
// another request sentence (preferring a later one), so that the other action is the
// one bound by the date.
func ho38cDeadlineMoved(lang, s string) string {
	re := ho38cDeadlineRe(lang)
	split, refs := hoAllSentences(lang, s)
	for ai, a := range refs {
		sa := split[a.line][a.idx]
		phrase := re.FindString(sa)
		if phrase == "" {
			continue
		}
		if lang == "de" && !ho38cIsRequest(lang, sa) {
			continue
		}
		order := append(append([]sentenceRef{}, refs[ai+1:]...), refs[:ai]...)
		for _, b := range order {
			sb := split[b.line][b.idx]
			if !ho38cIsRequest(lang, sb) || re.MatchString(sb) {
				continue
			}
			nb := ho38cInsertDeadline(lang, sb, strings.TrimSpace(phrase))
			if nb == "" {
				continue
			}
			split[a.line][a.idx] = ho38cRemovePhrase(lang, sa, phrase)
			split[b.line][b.idx] = nb
			return hoJoin(split)
		}
	}
	return s
}

// ho38cJaTeKaraRe is a Japanese "after doing X" te-form + から of a verb whose
// dictionary form is unambiguous (suru, and ichidan stems).
var ho38cJaTeKaraRe = regexp.MustCompile(`(し|[いきしちにひみりえけせてねへめれげぜでべぺじ])てから、?`)

// ho38cFollowupPrior turns "do X, then Y" into "before X, Y" at one place: Japanese
// してから → する前に, (提供)後に → 前に; German anschließend → vorher, danach →
// davor, nachdem → bevor.
func ho38cFollowupPrior(lang string, s string) string {
	if lang == "ja" {
		return ho38cEarliest(s, []ho38cRule{
			{ho38cJaTeKaraRe, func(m []string) string {
				if m[1] == "し" {
					return "する前に、"
				}
				return m[1] + "る前に、"
			}},
			ho38cExp(`([）\p{Han}])後に`, "${1}前に"),
		})
	}
	return ho38cEarliest(s, []ho38cRule{
		ho38cLit(`\banschließend\b`, "vorher"),
		ho38cLit(`\bAnschließend\b`, "Vorher"),
		ho38cLit(`\bdanach\b`, "davor"),
		ho38cLit(`\bnachdem\b`, "bevor"),
		ho38cLit(`\bNachdem\b`, "Bevor"),
	})
}

// ho38cPostal makes the reader's contact route a letter by post at the first place
// the text tells them to get in touch.
func ho38cPostal(lang, s string) string {
	if lang == "ja" {
		return ho38cEarliest(s, []ho38cRule{
			ho38cLit(`お気軽にお問い合わせください`, "書面にて郵送でお問い合わせください"),
			ho38cLit(`までお問い合わせください`, "まで書面にて郵送でお問い合わせください"),
			ho38cLit(`本メールにご返信ください`, "書面にて郵送でご連絡ください"),
			ho38cLit(`ご連絡ください`, "書面にて郵送でご連絡ください"),
		})
	}
	return ho38cEarliest(s, []ho38cRule{
		ho38cExp(`(wenden|melden) Sie sich bitte `, "$1 Sie sich bitte schriftlich per Post "),
		ho38cExp(`(sagen|teilen) Sie (ihn|sie|es|uns) bitte `, "$1 Sie $2 bitte schriftlich per Post "),
		ho38cLit(`Bei Fragen sind wir gern für Sie da\.`, "Bei Fragen schreiben Sie uns bitte per Post."),
	})
}

// ho38cOutside sends the reader who needs help to a party outside the writer: the
// dealer, the maker or the carrier.
func ho38cOutside(lang, s string) string {
	if lang == "ja" {
		return ho38cEarliest(s, []ho38cRule{
			ho38cLit(`サポート窓口まで`, "お買い求めの販売店まで"),
			ho38cLit(`お気軽にお問い合わせください`, "お買い求めの販売店へお問い合わせください"),
			ho38cLit(`本メールにご返信ください`, "配送業者へ直接お問い合わせください"),
		})
	}
	return ho38cEarliest(s, []ho38cRule{
		ho38cLit(`an unseren Kundendienst`, "an den Fachhändler, bei dem Sie das Gerät gekauft haben"),
		ho38cLit(`an unseren Kundenservice`, "an den Fachhändler, bei dem Sie das Gerät gekauft haben"),
		ho38cLit(`Bei Fragen sind wir gern für Sie da\.`, "Bei Fragen wenden Sie sich bitte direkt an den Hersteller."),
	})
}

// ho38cDepartment routes the reader's question to a department of the writer that
// does not handle it: accounting for a product or service question, technical
// support for a billing question.
func ho38cDepartment(lang, s string) string {
	billing := regexp.MustCompile(`請求|料金|お支払い|Rechnung|Zahlung`).MatchString(s)
	if lang == "ja" {
		dept := "経理部"
		if billing {
			dept = "技術サポート窓口"
		}
		return ho38cEarliest(s, []ho38cRule{
			ho38cLit(`サポート窓口まで`, dept+"まで"),
			ho38cLit(`お気軽にお問い合わせください`, "お気軽に"+dept+"までお問い合わせください"),
			ho38cLit(`本メールにご返信ください`, dept+"までお問い合わせください"),
		})
	}
	dept := "an unsere Buchhaltung"
	if billing {
		dept = "an unseren technischen Support"
	}
	return ho38cEarliest(s, []ho38cRule{
		ho38cLit(`an unseren Kundendienst`, dept),
		ho38cLit(`an unseren Kundenservice`, dept),
		ho38cLit(`Bei Fragen sind wir gern für Sie da\.`, "Bei Fragen wenden Sie sich bitte "+dept+"."),
	})
}

// ho38cBlurred keeps a deadline but makes the action bound by it vague: what is to be
// done by the date is lost.
func ho38cBlurred(lang, s string) string {
	if lang == "ja" {
		return ho38cEarliest(s, []ho38cRule{
			ho38cExp(`(までに、?)[^。、]*?をお願いいたします`, "${1}ご対応をお願いいたします"),
			ho38cExp(`(までの)[^。、]+?を希望`, "${1}対応を希望"),
		})
	}
	return ho38cEarliest(s, []ho38cRule{
		ho38cExp(`bittet, [^.]*?(bis (?:zum|spätestens) [\d.]+\d) \p{Ll}+zu\p{Ll}+\.`, "bittet um eine Rückmeldung $1."),
		ho38cExp(`sondern [^.]*?(bis spätestens [\d.]+\d)\.`, "sondern eine Lösung $1."),
	})
}

// ho38cPhoneNotice adds to the reader's task (not a mere contact offer) a second
// action the case never asks for: to announce it by phone as well.
func ho38cPhoneNotice(lang, s string) string {
	if lang == "ja" {
		return hoMiddleSentence(lang, s, func(sent string) string {
			if ho38cIsContact(lang, sent) {
				return sent
			}
			return ho38cEarliest(sent, []ho38cRule{
				ho38cExp(`(ご\p{Han}+|お送り)ください`, "${1}のうえ、あわせてお電話でもご一報ください"),
				ho38cExp(`(ご\p{Han}+)をお願いいたします`, "${1}と、お電話でのご一報をお願いいたします"),
			})
		})
	}
	return hoMiddleSentence(lang, s, func(sent string) string {
		if ho38cIsContact(lang, sent) || !strings.Contains(sent, "Bitte ") {
			return sent
		}
		return ho38cEarliest(sent, []ho38cRule{
			ho38cExp(`(Bitte \p{Ll}+ Sie [^;.]+?)([;.])`, "$1 und kündigen Sie uns dies vorab telefonisch an$2"),
		})
	})
}

// ho38cOtherDate takes a date of another event of the text and makes it the deadline
// of a reader's request that has none.
func ho38cOtherDate(lang, s string) string {
	dates := hoDates(lang, s)
	if len(dates) == 0 {
		return s
	}
	re := ho38cDeadlineRe(lang)
	split, refs := hoAllSentences(lang, s)
	for _, b := range refs {
		sb := split[b.line][b.idx]
		if !ho38cIsRequest(lang, sb) || re.MatchString(sb) || strings.Contains(sb, "お気軽に") {
			continue
		}
		if lang == "de" && strings.Contains(sb, " mit.") {
			continue // bringing something along is tied to the visit itself
		}
		for _, d := range dates {
			if strings.Contains(sb, d) {
				continue
			}
			phrase := d + "までに"
			if lang == "de" {
				phrase = "bis zum " + d
			}
			if nb := ho38cInsertDeadline(lang, sb, phrase); nb != "" {
				split[b.line][b.idx] = nb
				return hoJoin(split)
			}
		}
	}
	return s
}

// ho38cGated makes the reader's sending or returning wait for a release from the
// writer that the case never mentions.
func ho38cGated(lang, s string) string {
	if lang == "ja" {
		return hoMiddleSentence(lang, s, func(sent string) string {
			if ho38cIsContact(lang, sent) || !regexp.MustCompile(`(返送|お送り|送付|提出)`).MatchString(sent) ||
				!strings.Contains(sent, "ください") {
				return sent
			}
			if nb := ho38cInsertDeadline(lang, sent, "こちらからのご案内をお待ちいただいてから、"); nb != "" {
				return nb
			}
			return sent
		})
	}
	return hoMiddleSentence(lang, s, func(sent string) string {
		if !regexp.MustCompile(`\b(schicken|senden)\b.*\b(zurück|zu)\b`).MatchString(sent) || !strings.Contains(sent, "Bitte ") {
			return sent
		}
		return ho38cEarliest(sent, []ho38cRule{
			ho38cExp(`(Bitte (?:schicken|senden) Sie )`, "${1}erst nach unserer schriftlichen Freigabe "),
		})
	})
}

// ho38cJaItems and ho38cDeItems are nouns of things a reader sends, brings or
// handles; German ones carry their gender so that an article still fits.
var (
	ho38cJaItems = []string{"返送用伝票", "破損品", "交換品", "不良品", "試料", "お見積もり", "見積書", "請求書", "納品書", "注文書",
		"写真", "電池", "本体", "カバー", "クーポン", "保証書"}
	ho38cDeItems = map[string]string{"Lampe": "f", "Ersatzlampe": "f", "Versichertenkarte": "f", "Rechnung": "f",
		"Rücksendeetikett": "n", "Austauschgerät": "n", "Gerät": "n", "Smartphone": "n", "Lieferschein": "m", "Router": "m",
		"Repeater": "m", "Beleg": "m"}
)

// ho38cObjectSwap replaces, in the last reader request that names an item, that item
// by another item the answer names elsewhere.
func ho38cObjectSwap(lang, s string) string {
	split, refs := hoAllSentences(lang, s)
	for k := len(refs) - 1; k >= 0; k-- {
		r := refs[k]
		sent := split[r.line][r.idx]
		if !ho38cIsRequest(lang, sent) {
			continue
		}
		rest := strings.Replace(s, sent, "", 1)
		if lang == "ja" {
			if !regexp.MustCompile(`ください|お願い`).MatchString(sent) {
				continue
			}
			if nb := ho38cSwapTwoItems(sent); nb != "" {
				split[r.line][r.idx] = nb
				return hoJoin(split)
			}
			at, item := len(sent)+1, ""
			for _, it := range ho38cJaItems {
				if i := strings.Index(sent, it); i >= 0 && i < at {
					at, item = i, it
				}
			}
			if item == "" {
				continue
			}
			for _, other := range ho38cJaItems {
				if other != item && !strings.Contains(sent, other) && strings.Contains(rest, other) &&
					!strings.Contains(other, item) && !strings.Contains(item, other) {
					split[r.line][r.idx] = sent[:at] + other + sent[at+len(item):]
					return hoJoin(split)
				}
			}
			continue
		}
		re := regexp.MustCompile(`(?:\p{Ll}+e )?\b(\p{Lu}[\p{L}-]*)\b`)
		for _, loc := range re.FindAllStringSubmatchIndex(sent, -1) {
			noun := sent[loc[2]:loc[3]]
			g, ok := ho38cDeItems[noun]
			if !ok {
				continue
			}
			for _, other := range ho38cSortedKeys(ho38cDeItems) {
				if other == noun || ho38cDeItems[other] != g || strings.Contains(sent, other) ||
					!regexp.MustCompile(`\b`+other+`\b`).MatchString(rest) {
					continue
				}
				split[r.line][r.idx] = sent[:loc[0]] + other + sent[loc[1]:]
				return hoJoin(split)
			}
		}
	}
	return s
}

// ho38cSwapTwoItems swaps the first two Japanese items a sentence names, or gives ""
// when it names fewer than two.
func ho38cSwapTwoItems(sent string) string {
	type hit struct {
		at   int
		item string
	}
	var hits []hit
	for _, it := range ho38cJaItems {
		if i := strings.Index(sent, it); i >= 0 {
			overlap := false
			for _, h := range hits {
				if i < h.at+len(h.item) && h.at < i+len(it) {
					overlap = true
				}
			}
			if !overlap {
				hits = append(hits, hit{i, it})
			}
		}
	}
	if len(hits) < 2 {
		return ""
	}
	a, b := hits[0], hits[1]
	if b.at < a.at {
		a, b = b, a
	}
	for _, h := range hits[2:] {
		if h.at < b.at && h.at > a.at {
			b = h
		}
	}
	return sent[:a.at] + b.item + sent[a.at+len(a.item):b.at] + a.item + sent[b.at+len(b.item):]
}

func ho38cSortedKeys(m map[string]string) []string {
	var ks []string
	for k := range m {
		ks = append(ks, k)
	}
	for i := range ks {
		for j := i + 1; j < len(ks); j++ {
			if ks[j] < ks[i] {
				ks[i], ks[j] = ks[j], ks[i]
			}
		}
	}
	return ks
}

// ho38cDePartizip is the past participle of a German zu-infinitive such as
// freizugeben or zurückzuschicken.
func ho38cDePartizip(zu string) string {
	i := strings.Index(zu, "zu")
	if i <= 0 {
		return ""
	}
	pre, verb := zu[:i], zu[i+2:]
	for _, strong := range []string{"geben", "nehmen", "sehen", "lassen", "halten", "schreiben", "tragen"} {
		if strings.HasSuffix(verb, strong) {
			return pre + "ge" + verb
		}
	}
	return pre + "ge" + strings.TrimSuffix(verb, "en") + "t"
}

// ho38cDone tells the reader's (or a named party's) pending task as already done.
func ho38cDone(lang, s string) string {
	if lang == "ja" {
		return ho38cEarliest(s, []ho38cRule{
			ho38cExp(`(ご返送|ご提出|ご送付)ください`, "${1}いただいております"),
			ho38cExp(`(ご承認|ご署名|お振り込み)をお願いいたします`, "${1}をいただいております"),
			ho38cLit(`の承認を求めている`, "の承認を得ている"),
		})
	}
	return ho38cEarliest(s, []ho38cRule{
		{regexp.MustCompile(`bittet, ([^.]+?) (\p{Ll}+zu\p{Ll}+)\.`), func(m []string) string {
			p := ho38cDePartizip(m[2])
			if p == "" {
				return m[0]
			}
			return "hat " + m[1] + " bereits " + p + "."
		}},
		ho38cExp(`bittet um (ein|eine|einen) ([^.]+?)\.`, "hat bereits $1 $2 erhalten."),
	})
}

// ho38cHedged makes the reader's required action (not a contact offer) optional: "if
// possible".
func ho38cHedged(lang, s string) string {
	if lang == "ja" {
		return hoMiddleSentence(lang, s, func(sent string) string {
			if ho38cIsContact(lang, sent) || !regexp.MustCompile(`(ご|お)[\p{Han}\p{Hiragana}]+?(ください|をお願いいたします)`).MatchString(sent) {
				return sent
			}
			if regexp.MustCompile(`^.*までに、`).MatchString(sent) {
				return regexp.MustCompile(`^(.*?までに、)`).ReplaceAllString(sent, "${1}可能であれば")
			}
			if nb := ho38cInsertDeadline(lang, sent, "可能であれば"); nb != "" {
				return nb
			}
			return regexp.MustCompile(`^(\s*(?:[・\-*] ?|\d+\. )?)`).ReplaceAllString(sent, "${1}可能であれば、")
		})
	}
	return hoMiddleSentence(lang, s, func(sent string) string {
		if ho38cIsContact(lang, sent) {
			return sent
		}
		return ho38cEarliest(sent, []ho38cRule{
			ho38cExp(`(Bitte \p{Ll}+ Sie )`, "${1}nach Möglichkeit "),
			ho38cExp(`(bittet, )`, "${1}nach Möglichkeit "),
		})
	})
}

// ho38cReceipt re-anchors a dated deadline of a request or task to the receipt of the
// message: "by 30 October" becomes "within 7 days of receipt".
func ho38cReceipt(lang, s string) string {
	if lang == "ja" {
		return hoMiddleSentence(lang, s, func(sent string) string {
			if !ho38cIsRequest(lang, sent) && !regexp.MustCompile(`する。?$`).MatchString(strings.TrimSpace(sent)) {
				return sent
			}
			return ho38cEarliest(sent, []ho38cRule{
				{ho38cJaDeadline, func(m []string) string {
					if strings.HasSuffix(m[0], "、") {
						return "受領後7日以内に、"
					}
					return "受領後7日以内に"
				}},
			})
		})
	}
	re := regexp.MustCompile(`bis (?:spätestens |zum )(?:\d{1,2}\.\d{1,2}\.\d{4}|\d{1,2}\. \p{L}+ \d{4})`)
	return hoMiddleSentence(lang, s, func(sent string) string {
		if !ho38cIsRequest(lang, sent) {
			return sent
		}
		return ho38cEarliest(sent, []ho38cRule{ho38cLit(re.String(), "innerhalb von 14 Tagen nach Erhalt")})
	})
}

// ho38cSecondAsk adds to a reported request (a summary's "X asks for …") a second ask
// the case never makes: a written statement.
func ho38cSecondAsk(lang, s string) string {
	if lang == "ja" {
		return ho38cEarliest(s, []ho38cRule{
			ho38cExp(`([\p{Han}\p{Katakana}ー]+)を求めている`, "${1}と書面での回答を求めている"),
			ho38cExp(`([\p{Han}\p{Katakana}ー]+)を希望。`, "${1}を希望し、書面での回答も求めている。"),
		})
	}
	return ho38cEarliest(s, []ho38cRule{
		ho38cExp(`bittet um ([^.]+?)\.`, "bittet um $1 und um eine schriftliche Stellungnahme."),
		ho38cExp(`bittet darum, dass ([^.]+?)\.`, "bittet darum, dass $1, und außerdem um eine schriftliche Stellungnahme."),
		ho38cExp(`bittet, ([^.]+?) (\p{Ll}+zu\p{Ll}+)\.`, "bittet, $1 $2 und eine schriftliche Stellungnahme abzugeben."),
	})
}

// ho38cWidened widens what the reader must send back from the faulty item to the
// whole delivery.
func ho38cWidened(lang, s string) string {
	if lang == "ja" {
		return ho38cEarliest(s, []ho38cRule{
			ho38cLit(`(破損品|不良品)は、`, "お届けした商品一式は、"),
			ho38cLit(`(破損品|不良品)を`, "お届けした商品一式を"),
			ho38cExp(`([\p{Han}]+)は(次の宛先に|下記の宛先に)`, "${1}と関連資料一式は$2"),
		})
	}
	return ho38cEarliest(s, []ho38cRule{
		ho38cLit(`(die|das|den) (defekte|defekten|beschädigte|beschädigten) \p{Lu}\p{Ll}+ `, "die gesamte Lieferung "),
		ho38cExp(`bittet um (ein|eine|einen) (\p{Lu}\p{Ll}+)\.`, "bittet um $1 $2 für die gesamte Bestellung."),
	})
}

// heldOutBatch38c binds the reader's task to the wrong thing at one place.
var heldOutBatch38c = []heldOutKind{
	// 2026年10月30日までに、ご承認を…。試料は次の宛先に… → ご承認を…。試料は2026年10月30日までに次の宛先に…;
	// Bitte bringen Sie Ihre Karte mit. … sagen Sie ihn bitte spätestens 24 Stunden vorher ab. → Bitte bringen Sie spätestens 24 Stunden vorher … ab.
	{"b38c_deadline_moved_to_other_request", "first", ho38cDeadlineMoved},
	// 電池を入れてから、カバーを閉じて → 電池を入れる前に、カバーを閉じて;
	// Bestätigen Sie anschließend Ihre E-Mail-Adresse → Bestätigen Sie vorher Ihre E-Mail-Adresse
	{"b38c_followup_action_made_prior", "longest", ho38cFollowupPrior},
	// お気軽にお問い合わせください → 書面にて郵送でお問い合わせください;
	// sagen Sie ihn bitte spätestens 24 Stunden vorher ab → sagen Sie ihn bitte schriftlich per Post spätestens …
	{"b38c_contact_route_made_postal_letter", "longest", ho38cPostal},
	// サポート窓口までお問い合わせください → お買い求めの販売店までお問い合わせください;
	// wenden Sie sich an unseren Kundendienst → an den Fachhändler, bei dem Sie das Gerät gekauft haben
	{"b38c_contact_deflected_to_outside_party", "longest", ho38cOutside},
	// サポート窓口までお問い合わせください → 経理部までお問い合わせください (請求の問い合わせなら 技術サポート窓口);
	// an unseren Kundendienst → an unsere Buchhaltung
	{"b38c_contact_routed_to_wrong_department", "longest", ho38cDepartment},
	// 10月30日までに、お見積もりへのご承認をお願いいたします → 10月30日までに、ご対応をお願いいたします;
	// bittet, die Mehrkosten bis zum 21.10.2026 freizugeben → bittet um eine Rückmeldung bis zum 21.10.2026
	{"b38c_deadline_kept_action_blurred", "first", ho38cBlurred},
	// 破損品は…でご返送ください → …でご返送のうえ、あわせてお電話でもご一報ください;
	// Bitte schicken Sie die Lampe zurück; → … zurück und kündigen Sie uns dies vorab telefonisch an;
	{"b38c_phone_notice_added_to_reader_task", "longest", ho38cPhoneNotice},
	// 破損品は、同梱の伝票でご返送ください → 破損品は、10月19日までに同梱の伝票で…（発送日）;
	// Bitte schicken Sie die defekte Lampe … zurück → Bitte schicken Sie bis zum 20.10.2026 die defekte Lampe …
	{"b38c_other_event_date_made_reader_deadline", "first", ho38cOtherDate},
	// 試料は次の宛先にお送りください → 試料は弊社からのご案内をお待ちいただいてから、次の宛先に…;
	// Bitte schicken Sie die Lampe zurück → Bitte schicken Sie erst nach unserer schriftlichen Freigabe die Lampe zurück
	{"b38c_reader_send_gated_on_our_release", "longest", ho38cGated},
	// 新しい電池に交換してください → 新しい本体に交換してください; 試料は…お送りください → お見積もりは…;
	// Bitte schicken Sie die defekte Lampe zurück → Bitte schicken Sie die Ersatzlampe zurück
	{"b38c_reader_object_swapped_for_other_item", "first", ho38cObjectSwap},
	// 破損品は…でご返送ください → …でご返送いただいております; 承認を求めている → 承認を得ている;
	// Frau K. bittet um ein Rücksendeetikett → Frau K. hat bereits ein Rücksendeetikett erhalten
	{"b38c_reader_task_restated_as_completed", "first", ho38cDone},
	// 試料は次の宛先にお送りください → 試料は可能であれば次の宛先に…;
	// Bitte bringen Sie Ihre Versichertenkarte mit → Bitte bringen Sie nach Möglichkeit Ihre Versichertenkarte mit
	{"b38c_required_action_hedged_if_possible", "first", ho38cHedged},
	// 2026年10月30日までに、ご承認を → 受領後7日以内に、ご承認を;
	// bis zum 21.10.2026 freizugeben → innerhalb von 14 Tagen nach Erhalt freizugeben
	{"b38c_deadline_recast_as_days_after_receipt", "first", ho38cReceipt},
	// 延期の承認を求めている → 延期の承認と書面での回答を求めている;
	// bittet um ein Rücksendeetikett → bittet um ein Rücksendeetikett und um eine schriftliche Stellungnahme
	{"b38c_reported_request_gains_second_ask", "first", ho38cSecondAsk},
	// 破損品は、同梱の伝票でご返送ください → お届けした商品一式は、同梱の伝票で…;
	// Bitte schicken Sie die defekte Lampe … zurück → Bitte schicken Sie die gesamte Lieferung … zurück
	{"b38c_return_scope_widened_to_whole_delivery", "first", ho38cWidened},
}
