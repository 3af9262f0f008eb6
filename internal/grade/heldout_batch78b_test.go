package grade

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Blind batch 78b of the held-out study: the business register broken by ONE change
// of the kind a careless model or a chat persona makes, in forms other than the
// commonest slips (du-imperatives, a slang word, a casual closing). A chat greeting
// opens the letter body, a chat sign-off ends the body, a request is made rude with
// "gefälligst", the firm's first "wir/uns/unser" becomes "ich/mir/mein", a filler
// (sozusagen, quasi) or a hedge (irgendwie) softens a fact, a verb is turned into
// Denglisch (confirmen, checken, pitchen), "FYI:", "Okay," or "Also," opens a
// sentence, a laugh ("lol", （笑）) or an exclamation lands on a stated fact, and an
// amount gets a judging "stolze"/"なんと". The rest of each golden is kept exactly.

var (
	b78bLead      = regexp.MustCompile(`^((?:[-*•・] ?|\d+\. )?)(\S+)`)
	b78bSalute    = regexp.MustCompile(`(?m)^Sehr geehrte[r]? [^\n]*,\n(\n*)(\S)`)
	b78bBitteFore = regexp.MustCompile(`Bitte (\p{Ll}+) Sie([ ,])`)
	b78bBitteAft  = regexp.MustCompile(`(\p{Ll}+ Sie(?: \p{Ll}+)?) bitte `)
	b78bWir       = regexp.MustCompile(`(^|[^\p{L}])(?:(Wir|wir) (\p{L}+)|(\p{Ll}+) wir|(uns)( leid)?|unser(e|en|em|er|es)?)([^\p{L}]|$)`)
	b78bFillVerb  = regexp.MustCompile(`(^|[^\p{L}])(ist|wird|hat|bleibt|erfolgt|kommt) ([\p{L}\d])`)
	b78bDenglisch = []struct {
		re  *regexp.Regexp
		rep string
	}{
		{regexp.MustCompile(`bestätigen wir`), "confirmen wir"},
		{regexp.MustCompile(`Bestätigen Sie`), "Confirmen Sie"},
		{regexp.MustCompile(`liefern wir`), "deliveren wir"},
		{regexp.MustCompile(`Prüfen Sie`), "Checken Sie"},
		{regexp.MustCompile(`prüft`), "checkt"},
		{regexp.MustCompile(`freizugeben`), "zu approven"},
		{regexp.MustCompile(`freigegeben`), "approvt"},
		{regexp.MustCompile(`vorgestellt`), "gepitcht"},
		{regexp.MustCompile(`meldet`), "reportet"},
		{regexp.MustCompile(`Speichern Sie`), "Saven Sie"},
	}
	b78bQuasi     = regexp.MustCompile(`(^|[^\p{L}])(kostenlos\p{L}*|keine Kosten|keinen Druck|unverändert|bestanden|eingehalten|direkt)([^\p{L}]|$)`)
	b78bSuper     = regexp.MustCompile(`(^|[^\p{L}])(Gern|gern|günstigste|günstiger|gute)([^\p{L}]|$)`)
	b78bDeAmount  = regexp.MustCompile(`(^|(\p{L}+) |[^\d.,])(\d{1,3}(?:\.\d{3})*,\d{2} ?€)`)
	b78bJaAmount  = regexp.MustCompile(`(約?)(\d[\d,]*(?:億\d[\d,]*)?万?(?:円|ユーロ))`)
	b78bDeHasAmt  = regexp.MustCompile(`\d,\d{2} ?€`)
	b78bJaHasAmt  = regexp.MustCompile(`\d万?円|\dユーロ`)
	b78bDativePre = map[string]bool{"von": true, "bei": true, "mit": true, "zu": true, "aus": true, "nach": true, "seit": true, "um": true}
	b78bLowerable = map[string]bool{"Die": true, "Der": true, "Das": true, "Den": true, "Dem": true, "Des": true, "Ein": true,
		"Eine": true, "Einen": true, "Wir": true, "Er": true, "Es": true, "Bei": true, "Falls": true, "Weil": true, "Laut": true,
		"Mit": true, "Bitte": true, "Hier": true, "Sobald": true, "Aufgrund": true, "Gern": true, "Hiermit": true, "Vielen": true,
		"Im": true, "In": true, "Am": true, "Auf": true, "Bis": true, "Nach": true, "Zum": true, "Zur": true, "Für": true,
		"Wenn": true, "Dass": true, "Ob": true, "Da": true, "Aber": true, "Und": true, "Hilft": true, "So": true,
		"Gewünscht": true}
)

// b78bQualifies says whether a sentence is running prose: a full stop, five words and
// a lowercase word in German, a 。 and ten runes in Japanese.
func b78bQualifies(lang, sent string) bool {
	t := strings.TrimRight(sent, " ")
	if lang == "ja" {
		return strings.HasSuffix(t, "。") && utf8.RuneCountInString(t) >= 10
	}
	if !strings.HasSuffix(t, ".") {
		return false
	}
	words := strings.Fields(t)
	if len(words) < 5 {
		return false
	}
	for _, w := range words {
		if r, _ := utf8.DecodeRuneInString(w); unicode.IsLower(r) {
			return true
		}
	}
	return false
}

// b78bBody lists the prose sentences of a text above a German closing formula,
// leaving table rows out.
func b78bBody(lang, s string) ([][]string, []sentenceRef) {
	split, refs := hoAllSentences(lang, s)
	stop := len(split)
	for i, ss := range split {
		if strings.HasPrefix(strings.Join(ss, ""), "Mit freundlichen Grüßen") {
			stop = i
			break
		}
	}
	var out []sentenceRef
	for _, r := range refs {
		line := strings.Join(split[r.line], "")
		if r.line >= stop || strings.HasPrefix(line, "|") {
			continue
		}
		if b78bQualifies(lang, split[r.line][r.idx]) {
			out = append(out, r)
		}
	}
	return split, out
}

// b78bPrefix puts a spoken opener before a German sentence, after a list marker,
// lowercasing the first word where it is a function word or an imperative.
func b78bPrefix(sent, prefix string) string {
	loc := b78bLead.FindStringSubmatchIndex(sent)
	if loc == nil {
		return sent
	}
	lead, word, rest := sent[:loc[3]], sent[loc[4]:loc[5]], sent[loc[5]:]
	next := ""
	if f := strings.Fields(rest); len(f) > 0 {
		next = f[0]
	}
	lower := b78bLowerable[word] || (next == "Sie" && word != "Sie") ||
		(word == "Sie" && strings.HasSuffix(next, "t"))
	if lower {
		r, n := utf8.DecodeRuneInString(word)
		word = string(unicode.ToLower(r)) + word[n:]
	}
	return lead + prefix + word + rest
}

// b78bAtSentence rewrites one prose sentence, chosen by pick from the body's list.
func b78bAtSentence(lang, s string, pick func(n int) int, f func(string) string) string {
	split, refs := b78bBody(lang, s)
	if len(refs) == 0 {
		return s
	}
	r := refs[pick(len(refs))]
	old := split[r.line][r.idx]
	nw := f(old)
	if nw == old {
		return s
	}
	split[r.line][r.idx] = nw
	return hoJoin(split)
}

// b78bEndMark replaces a sentence's final stop with tail (kept spaces after it).
func b78bEndMark(sent, stop, tail string) string {
	t := strings.TrimRight(sent, " ")
	if !strings.HasSuffix(t, stop) {
		return sent
	}
	return strings.TrimSuffix(t, stop) + tail + sent[len(t):]
}

// b78bSingular conjugates a plural verb for "ich".
func b78bSingular(v string) string {
	switch v {
	case "sind":
		return "bin"
	case "haben":
		return "habe"
	case "können":
		return "kann"
	case "möchten":
		return "möchte"
	}
	if strings.HasSuffix(v, "ern") || strings.HasSuffix(v, "eln") {
		return strings.TrimSuffix(v, "n") + "e"
	}
	if strings.HasSuffix(v, "en") {
		return strings.TrimSuffix(v, "n")
	}
	return v
}

var heldOutBatch78b = []heldOutKind{
	// A chat greeting opens the body of a formal letter, under the salutation:
	// "vielen Dank für Ihre Nachricht" → "Moin, vielen Dank für Ihre Nachricht";
	// "hiermit bestätigen wir Ihren Kontrolltermin" → "Moin, hiermit bestätigen wir …".
	{"b78b_de_letter_body_opened_with_chat_greeting_moin", "raw", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return hoFirstMatch(b78bSalute, s, func(m []string) string {
			return strings.TrimSuffix(m[0], m[2]) + "Moin, " + m[2]
		})
	}},
	// The last prose sentence above the closing (or of the text) gets a chat sign-off:
	// "Bei Fragen sind wir gern für Sie da." → "… für Sie da. Bis dann!";
	// "今後ともどうぞよろしくお願いいたします。" → "…お願いいたします。またね！".
	{"b78b_last_body_sentence_gets_chat_sign_off_bis_dann_matane", "longest", func(lang, s string) string {
		tail := " Bis dann!"
		if lang == "ja" {
			tail = "またね！"
		}
		return b78bAtSentence(lang, s, func(n int) int { return n - 1 }, func(t string) string {
			trimmed := strings.TrimRight(t, " ")
			return trimmed + tail + t[len(trimmed):]
		})
	}},
	// The first polite request loses "bitte" and gets the rude "gefälligst":
	// "Bitte bringen Sie Ihre Versichertenkarte mit." → "Bringen Sie gefälligst Ihre
	// Versichertenkarte mit."; "wenden Sie sich bitte an" → "wenden Sie sich gefälligst an".
	{"b78b_de_bitte_request_made_rude_gefaelligst", "strings", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		a := b78bBitteFore.FindStringIndex(s)
		b := b78bBitteAft.FindStringIndex(s)
		if a != nil && (b == nil || a[0] < b[0]) {
			return hoFirstMatch(b78bBitteFore, s, func(m []string) string {
				r, n := utf8.DecodeRuneInString(m[1])
				return string(unicode.ToUpper(r)) + m[1][n:] + " Sie gefälligst" + m[2]
			})
		}
		return hoFirstMatch(b78bBitteAft, s, func(m []string) string { return m[1] + " gefälligst " })
	}},
	// The firm's first self-reference in the plural is made singular, verb agreed:
	// "Gern liefern wir Ihre Bestellung" → "Gern liefere ich Ihre Bestellung";
	// "es tut uns leid" → "es tut mir leid"; "an unseren Kundendienst" → "an meinen Kundendienst".
	{"b78b_de_firms_first_wir_uns_unser_made_singular_ich", "strings", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return hoFirstMatch(b78bWir, s, func(m []string) string {
			pre, post := m[1], m[8]
			switch {
			case m[2] != "":
				ich := "ich"
				if m[2] == "Wir" {
					ich = "Ich"
				}
				return pre + ich + " " + b78bSingular(m[3]) + post
			case m[4] != "":
				return pre + b78bSingular(m[4]) + " ich" + post
			case m[5] != "":
				if m[6] != "" {
					return pre + "mir" + m[6] + post
				}
				return pre + "mich" + post
			}
			return pre + "mein" + m[7] + post
		})
	}},
	// The filler "sozusagen" after the first finite verb hedges a stated fact:
	// "Der Rechnungsbetrag bleibt unverändert" → "… bleibt sozusagen unverändert";
	// "Herr Weiß ist bis zum 22.10.2026 verreist" → "Herr Weiß ist sozusagen bis …".
	{"b78b_de_stated_fact_hedged_by_filler_sozusagen", "strings", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return hoFirstMatch(b78bFillVerb, s, func(m []string) string {
			return m[1] + m[2] + " sozusagen " + m[3]
		})
	}},
	// The reported postponement is hedged with the spoken "irgendwie":
	// "verschiebt sich die Inbetriebnahme vom 02.11.2026" → "verschiebt sich irgendwie die
	// Inbetriebnahme vom 02.11.2026".
	{"b78b_de_postponement_hedged_irgendwie", "strings", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return strings.Replace(s, "verschiebt sich ", "verschiebt sich irgendwie ", 1)
	}},
	// The first verb of a list is made a Denglisch anglicism with German inflection:
	// "hiermit bestätigen wir" → "hiermit confirmen wir"; "die Statik prüft Frau Dr. Jäger"
	// → "die Statik checkt Frau Dr. Jäger"; "hat das Sicherheitsgutachten vorgestellt"
	// → "… gepitcht".
	{"b78b_de_verb_made_denglisch_anglicism", "strings", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		best, at := -1, len(s)+1
		for i, d := range b78bDenglisch {
			if loc := d.re.FindStringIndex(s); loc != nil && loc[0] < at {
				best, at = i, loc[0]
			}
		}
		if best < 0 {
			return s
		}
		d := b78bDenglisch[best]
		return hoFirstMatch(d.re, s, func([]string) string { return d.rep })
	}},
	// The middle prose sentence is opened with the chat tag "FYI:":
	// "Bitte beachten Sie, dass wir nur werktags …" → "FYI: Bitte beachten Sie, dass …";
	// "- Gewünscht ist keine Reparatur, …" → "- FYI: Gewünscht ist keine Reparatur, …".
	{"b78b_de_middle_sentence_opened_with_fyi", "longest", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return b78bAtSentence(lang, s, func(n int) int { return n / 2 }, func(t string) string {
			loc := b78bLead.FindStringSubmatchIndex(t)
			if loc == nil {
				return t
			}
			return t[:loc[3]] + "FYI: " + t[loc[3]:]
		})
	}},
	// A laugh in words is put into the middle prose sentence, before its stop:
	// "… für Sie entstehen dabei keine Kosten." → "… keine Kosten lol.";
	// "新しいお届け予定日は10月21日（水）です。" → "…（水）です（笑）。".
	{"b78b_middle_sentence_gets_laugh_lol_or_warai", "longest", func(lang, s string) string {
		return b78bAtSentence(lang, s, func(n int) int { return n / 2 }, func(t string) string {
			if lang == "ja" {
				return b78bEndMark(t, "。", "（笑）。")
			}
			return b78bEndMark(t, ".", " lol.")
		})
	}},
	// The first prose sentence that states an amount ends in an exclamation mark:
	// "Der Rechnungsbetrag bleibt unverändert bei 1.850,00 €." → "… bei 1.850,00 €!";
	// "…料金5,500円（税込）が加算されております。" → "…加算されております！".
	{"b78b_amount_statement_exclaimed", "longest", func(lang, s string) string {
		split, refs := b78bBody(lang, s)
		for _, r := range refs {
			t := split[r.line][r.idx]
			var nw string
			if lang == "ja" {
				if !b78bJaHasAmt.MatchString(t) {
					continue
				}
				nw = b78bEndMark(t, "。", "！")
			} else {
				if !b78bDeHasAmt.MatchString(t) {
					continue
				}
				nw = b78bEndMark(t, ".", "!")
			}
			split[r.line][r.idx] = nw
			return hoJoin(split)
		}
		return s
	}},
	// The first amount is judged with a colloquial "stolze" / "なんと":
	// "Mehrkosten von 36.400,00 €" → "Mehrkosten von stolzen 36.400,00 €";
	// "料金5,500円（税込）" → "料金なんと5,500円（税込）".
	{"b78b_first_amount_judged_stolze_or_nanto", "strings", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(b78bJaAmount, s, func(m []string) string { return "なんと" + m[1] + m[2] })
		}
		return hoFirstMatch(b78bDeAmount, s, func(m []string) string {
			adj := "stolze "
			if b78bDativePre[m[2]] {
				adj = "stolzen "
			}
			return m[1] + adj + m[3]
		})
	}},
	// The first prose sentence is opened with a spoken "Okay,":
	// "hiermit bestätigen wir Ihren Kontrolltermin …" → "Okay, hiermit bestätigen wir …";
	// "- Prof. Dr. Kühn hat …" → "- Okay, Prof. Dr. Kühn hat …".
	{"b78b_de_first_sentence_opened_with_spoken_okay", "longest", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return b78bAtSentence(lang, s, func(int) int { return 0 }, func(t string) string { return b78bPrefix(t, "Okay, ") })
	}},
	// The last prose sentence is opened with a spoken "Also,":
	// "Bei Fragen sind wir gern für Sie da." → "Also, bei Fragen sind wir gern für Sie da.";
	// "- Frau Köhler bittet um ein Rücksendeetikett." → "- Also, Frau Köhler bittet …".
	{"b78b_de_last_sentence_opened_with_spoken_also", "longest", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return b78bAtSentence(lang, s, func(n int) int { return n - 1 }, func(t string) string { return b78bPrefix(t, "Also, ") })
	}},
	// The filler "quasi" softens an absolute statement into an approximate one:
	// "kostenlos eine Ersatzlampe" → "quasi kostenlos eine Ersatzlampe";
	// "Die Druckbehälterprüfung ist bestanden" → "… ist quasi bestanden".
	{"b78b_de_absolute_state_softened_by_filler_quasi", "strings", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return hoFirstMatch(b78bQuasi, s, func(m []string) string { return m[1] + "quasi " + m[2] + m[3] })
	}},
	// A positive word gets the spoken intensifier "super":
	// "Gern liefern wir" → "Super gern liefern wir"; "das günstigste Angebot" → "das
	// supergünstigste Angebot"; "Ihre gute Zusammenarbeit" → "Ihre supergute Zusammenarbeit".
	{"b78b_de_positive_word_intensified_super", "strings", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return hoFirstMatch(b78bSuper, s, func(m []string) string {
			switch m[2] {
			case "Gern":
				return m[1] + "Super gern" + m[3]
			case "gern":
				return m[1] + "super gern" + m[3]
			}
			return m[1] + "super" + m[2] + m[3]
		})
	}},
}
