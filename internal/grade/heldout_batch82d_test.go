package grade

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Batch 82d: long-context slips. A model whose KV cache is damaged, or whose context
// window is too short for its own answer, loses hold of what it wrote at the start by
// the time it writes the end: the closing lines point back to things the answer never
// introduced (a topic, a phone number "above", an offered choice, documents sent, a
// first delivery before "the second"), the addressee drifts (the reader recalled with
// the other gender, as 君, as a pair, as a firm; a summary suddenly talks to the person
// it reports on), and a JSON object's last member takes the key of its first. Each
// kind damages one late place and keeps the rest of the golden exactly.

var (
	b82dDeSalutation = regexp.MustCompile(`^Sehr geehrter? (Herr|Frau) ((?:Prof\. |Dr\. )*)(\p{Lu}[\p{L}-]+),$`)
	b82dJaSalutation = regexp.MustCompile(`^(\p{Han}+)(?: \p{Han}+)?(?:様|部長|課長)$`)
	b82dDeAsk        = regexp.MustCompile(`(?m)^(- (?:\p{L}+: )?)(Frau|Herr) (\p{Lu}\p{L}+) bittet([ ,])`)
	b82dJaWorry      = regexp.MustCompile(`(\p{Han}+様)は([^。]+)を心配されている。`)
	b82dJaWish       = regexp.MustCompile(`([^。]+)を希望。`)
	b82dJaFrom       = regexp.MustCompile(`^(\p{Han}+様)より、`)
)

// b82dReplaceLast replaces the last occurrence, over all pairs, of one of the pairs'
// old strings (the one that starts latest in s) with its new string.
func b82dReplaceLast(s string, pairs [][2]string) string {
	at, which := -1, -1
	for i, p := range pairs {
		if j := strings.LastIndex(s, p[0]); j > at {
			at, which = j, i
		}
	}
	if at < 0 {
		return s
	}
	return s[:at] + pairs[which][1] + s[at+len(pairs[which][0]):]
}

// b82dLetterBody finds the last body line of a letter: in German the last non-empty
// line before "Mit freundlichen Grüßen", in Japanese (a letter opening with a
// name-and-title line) the last line ending in 。. It returns the line index, or -1.
func b82dLetterBody(lang string, lines []string) int {
	if lang == "ja" {
		if len(lines) == 0 || !b82dJaSalutation.MatchString(lines[0]) {
			return -1
		}
		for i := len(lines) - 1; i > 0; i-- {
			if strings.HasSuffix(lines[i], "。") {
				return i
			}
		}
		return -1
	}
	for i, l := range lines {
		if strings.HasPrefix(l, "Mit freundlichen Grüßen") {
			for j := i - 1; j > 0; j-- {
				if strings.TrimSpace(lines[j]) != "" {
					return j
				}
			}
		}
	}
	return -1
}

// b82dAppendToLetterBody adds a sentence after the letter's last body sentence.
func b82dAppendToLetterBody(lang, s, de, ja string) string {
	lines := strings.Split(s, "\n")
	i := b82dLetterBody(lang, lines)
	if i < 0 {
		return s
	}
	if lang == "ja" {
		lines[i] += ja
	} else {
		lines[i] += " " + de
	}
	return strings.Join(lines, "\n")
}

// b82dPrefixLastBodySentence puts a vocative before the last sentence of the letter's
// last body line, lower-casing a German function word that opened it.
func b82dPrefixLastBodySentence(lang, s, voc string) string {
	lines := strings.Split(s, "\n")
	i := b82dLetterBody(lang, lines)
	if i < 0 {
		return s
	}
	ss := hoSentences(lang, lines[i])
	k := len(ss) - 1
	last := ss[k]
	if lang != "ja" {
		w, _, _ := strings.Cut(last, " ")
		switch w {
		case "Die", "Der", "Das", "Bei", "Falls", "Bitte", "Wir", "Für", "Gern":
			r, n := utf8.DecodeRuneInString(last)
			last = string(unicode.ToLower(r)) + last[n:]
		}
	}
	ss[k] = voc + last
	lines[i] = strings.Join(ss, "")
	return strings.Join(lines, "\n")
}

// b82dJSONMember is one top-level member of a JSON object: where its key's text is
// and what its value is ('s' string, 'n' number or literal, 'c' object or array).
type b82dJSONMember struct {
	keyStart, keyEnd int
	key              string
	typ              byte
}

func b82dTopMembers(s string) []b82dJSONMember {
	var out []b82dJSONMember
	depth := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch c {
		case '{', '[':
			depth++
		case '}', ']':
			depth--
		case '"':
			j := i + 1
			for j < len(s) && s[j] != '"' {
				if s[j] == '\\' {
					j++
				}
				j++
			}
			if j >= len(s) {
				return out
			}
			k := j + 1
			for k < len(s) && s[k] == ' ' {
				k++
			}
			if depth == 1 && k < len(s) && s[k] == ':' {
				v := k + 1
				for v < len(s) && s[v] == ' ' {
					v++
				}
				typ := byte('n')
				if v < len(s) {
					switch s[v] {
					case '"':
						typ = 's'
					case '{', '[':
						typ = 'c'
					}
				}
				out = append(out, b82dJSONMember{i, j + 1, s[i+1 : j], typ})
			}
			i = j
		}
	}
	return out
}

var heldOutBatch82d = []heldOutKind{
	// The help offer at the end is narrowed to a topic the answer never raised.
	// de-reply-formal: "Bei Fragen sind wir gern für Sie da." → "Bei Fragen zu Ihrer
	// Ratenzahlung sind wir gern für Sie da."; ja-reply-invoice: "ご不明な点がございまし
	// たら" → "分割払いについてご不明な点がございましたら".
	{"b82d_help_offer_limited_to_topic_never_introduced", "strings", func(lang, s string) string {
		if lang == "ja" {
			return b82dReplaceLast(s, [][2]string{{"ご不明な点がございましたら", "分割払いについてご不明な点がございましたら"}})
		}
		return b82dReplaceLast(s, [][2]string{{"Bei Fragen sind", "Bei Fragen zu Ihrer Ratenzahlung sind"}})
	}},
	// The contact line points to a phone number "given above" that the answer never gives.
	// de-procedure: "wenden Sie sich bitte an unseren Kundendienst." → "… an unseren
	// Kundendienst unter der oben genannten Rufnummer."; ja-reply-appointment: "お気軽に
	// お問い合わせください。" → "上記の電話番号までお気軽にお問い合わせください。".
	{"b82d_contact_line_points_to_phone_number_above_never_given", "strings", func(lang, s string) string {
		if strings.Contains(s, "電話番号") || strings.Contains(s, "Rufnummer") || strings.Contains(s, "Telefon") {
			return s
		}
		if lang == "ja" {
			return b82dReplaceLast(s, [][2]string{
				{"お気軽にお問い合わせください", "上記の電話番号までお気軽にお問い合わせください"},
				{"サポート窓口までお問い合わせください", "上記の電話番号でサポート窓口までお問い合わせください"},
			})
		}
		return b82dReplaceLast(s, [][2]string{
			{"an unseren Kundendienst", "an unseren Kundendienst unter der oben genannten Rufnummer"},
			{"Bei Fragen sind wir", "Bei Fragen sind wir unter der oben genannten Rufnummer"},
			{"sagen Sie ihn bitte", "sagen Sie ihn bitte unter der oben genannten Rufnummer"},
		})
	}},
	// The letter's last body sentence addresses the reader again, by the surname of the
	// salutation but with the other gender.
	// de-reply-formal: "Bei Fragen sind wir gern für Sie da." → "Frau Weiß, bei Fragen
	// sind wir gern für Sie da." (salutation "Sehr geehrter Herr Weiß,");
	// de-reply-appointment: "Falls Sie den Termin …" → "Herr Schäfer, falls Sie den Termin …".
	{"b82d_de_late_vocative_recalls_addressee_with_other_gender", "raw", func(lang, s string) string {
		if lang == "ja" {
			return s
		}
		first, _, _ := strings.Cut(s, "\n")
		m := b82dDeSalutation.FindStringSubmatch(first)
		if m == nil {
			return s
		}
		other := "Frau"
		if m[1] == "Frau" {
			other = "Herr"
		}
		return b82dPrefixLastBodySentence(lang, s, other+" "+m[2]+m[3]+", ")
	}},
	// The Japanese letter's last body sentence addresses the reader again by surname,
	// with 君 where the salutation had 様 or a title.
	// ja-reply-apology: "今後ともどうぞよろしくお願いいたします。" → "小林君、今後ともどうぞ
	// よろしくお願いいたします。"; ja-translate-de: "よろしくお願いいたします。" →
	// "佐藤君、よろしくお願いいたします。" (salutation "佐藤部長").
	{"b82d_ja_late_vocative_recalls_addressee_as_kun", "strings", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		first, _, _ := strings.Cut(s, "\n")
		m := b82dJaSalutation.FindStringSubmatch(first)
		if m == nil {
			return s
		}
		return b82dPrefixLastBodySentence(lang, s, m[1]+"君、")
	}},
	// The JSON object's last scalar member is written under the key of the first member
	// of the same type: a duplicate key, the earlier field overwritten, the later one lost.
	// de-extract-invoice: "faellig_am": "2026-11-04" → "rechnungsnummer": "2026-11-04";
	// ja-extract-contract: "end_date": "2027-11-30" → "company": "2027-11-30".
	{"b82d_json_last_member_key_copied_from_first_same_type_key", "raw", func(lang, s string) string {
		ms := b82dTopMembers(s)
		for i := len(ms) - 1; i > 0; i-- {
			if ms[i].typ == 'c' {
				continue
			}
			for j := 0; j < i; j++ {
				if ms[j].typ == ms[i].typ && ms[j].key != ms[i].key {
					return s[:ms[i].keyStart] + `"` + ms[j].key + `"` + s[ms[i].keyEnd:]
				}
			}
		}
		return s
	}},
	// The letter ends by asking the reader to choose between proposed options the
	// answer never proposed.
	// de-reply-appointment: "… spätestens 24 Stunden vorher ab." → "… vorher ab. Bitte
	// teilen Sie uns noch mit, welche der beiden vorgeschlagenen Varianten Sie wünschen.";
	// ja-reply-invoice: "…よろしくお願いいたします。" → "…よろしくお願いいたします。ご提案した
	// 2つの案のうち、どちらをご希望かお知らせください。".
	{"b82d_closing_asks_to_choose_between_options_never_offered", "strings", func(lang, s string) string {
		return b82dAppendToLetterBody(lang, s,
			"Bitte teilen Sie uns noch mit, welche der beiden vorgeschlagenen Varianten Sie wünschen.",
			"ご提案した2つの案のうち、どちらをご希望かお知らせください。")
	}},
	// The letter thanks the reader for documents the reader never sent and the answer
	// never mentioned.
	// de-reply-formal: "Bei Fragen sind wir gern für Sie da." → "… für Sie da. Vielen
	// Dank auch für die zugesandten Unterlagen."; ja-reply-apology: "…よろしくお願いいた
	// します。" → "…よろしくお願いいたします。お送りいただいた書類も確かに拝受いたしました。".
	{"b82d_closing_thanks_for_documents_never_sent", "strings", func(lang, s string) string {
		return b82dAppendToLetterBody(lang, s,
			"Vielen Dank auch für die zugesandten Unterlagen.",
			"お送りいただいた書類も確かに拝受いたしました。")
	}},
	// The letter's last sentence waives a fee "mentioned above" that the answer never
	// mentioned.
	// de-reply-formal: "Bei Fragen sind wir gern für Sie da." → "… für Sie da. Die oben
	// erwähnte Bearbeitungsgebühr entfällt damit."; ja-reply-appointment: "…お問い合わせ
	// ください。" → "…お問い合わせください。なお、上記の事務手数料は不要となります。".
	{"b82d_closing_waives_fee_mentioned_above_never_mentioned", "strings", func(lang, s string) string {
		if strings.Contains(s, "Gebühr") || strings.Contains(s, "手数料") {
			return s
		}
		return b82dAppendToLetterBody(lang, s,
			"Die oben erwähnte Bearbeitungsgebühr entfällt damit.",
			"なお、上記の事務手数料は不要となります。")
	}},
	// A summary's late report on a named customer or colleague turns into words
	// addressed to that person, as if the summary had become the reply.
	// de-summary-ticket: "- Frau Köhler bittet um ein Rücksendeetikett." → "- Frau Köhler,
	// Sie bitten um ein Rücksendeetikett."; ja-summary-katakana: "髙橋様は月末の給与計算に
	// 間に合うかを心配されている。" → "髙橋様、月末の給与計算に間に合うかをご心配されていますね。".
	{"b82d_summary_late_report_recast_as_address_to_reported_person", "first", func(lang, s string) string {
		if lang == "ja" {
			if locs := b82dJaWorry.FindAllStringSubmatchIndex(s, -1); locs != nil {
				l := locs[len(locs)-1]
				return s[:l[0]] + s[l[2]:l[3]] + "、" + s[l[4]:l[5]] + "をご心配されていますね。" + s[l[1]:]
			}
			from := b82dJaFrom.FindStringSubmatch(s)
			if from == nil {
				return s
			}
			if locs := b82dJaWish.FindAllStringSubmatchIndex(s, -1); locs != nil {
				l := locs[len(locs)-1]
				if l[0] > len(from[0]) {
					return s[:l[0]] + from[1] + "、" + s[l[2]:l[3]] + "をご希望ですね。" + s[l[1]:]
				}
			}
			return s
		}
		locs := b82dDeAsk.FindAllStringSubmatchIndex(s, -1)
		if locs == nil {
			return s
		}
		l := locs[len(locs)-1]
		return s[:l[0]] + s[l[2]:l[3]] + s[l[4]:l[5]] + " " + s[l[6]:l[7]] + ", Sie bitten" + s[l[8]:l[9]] + s[l[1]:]
	}},
	// A late mention of a one-off thing is called "the second" one, presupposing a
	// first that the answer never introduced.
	// de-reply-address: "Die Lieferung erfolgt am 12.11.2026" → "Die zweite Lieferung
	// erfolgt am 12.11.2026"; ja-reply-invoice: "お支払い期限は2026年10月30日（金）です。"
	// → "2回目のお支払い期限は2026年10月30日（金）です。".
	{"b82d_late_noun_made_second_presupposing_unintroduced_first", "first", func(lang, s string) string {
		if lang == "ja" {
			return b82dReplaceLast(s, [][2]string{
				{"お支払い期限は", "2回目のお支払い期限は"},
				{"当日は", "2回目の訪問の当日は"},
				{"試験の開始は", "2回目の試験の開始は"},
				{"交換品は", "2つ目の交換品は"},
				{"500円分のクーポン", "2枚目の500円分のクーポン"},
			})
		}
		return b82dReplaceLast(s, [][2]string{
			{"Die Lieferung erfolgt", "Die zweite Lieferung erfolgt"},
			{"den Termin nicht", "den zweiten Termin nicht"},
			{"die defekte Lampe", "die zweite defekte Lampe"},
			{"Der Rechnungsbetrag", "Der zweite Rechnungsbetrag"},
		})
	}},
	// A late sentence of a letter to one person addresses the reader as two people.
	// de-translate-ja: "Wir bitten Sie, die Unannehmlichkeiten zu entschuldigen." →
	// "Wir bitten Sie beide, …"; ja-reply-appointment: "ご不明な点がございましたら" →
	// "お二人とも、ご不明な点がございましたら".
	{"b82d_late_sentence_addresses_single_reader_as_pair", "strings", func(lang, s string) string {
		if lang == "ja" {
			first, _, _ := strings.Cut(s, "\n")
			if !b82dJaSalutation.MatchString(first) {
				return s
			}
			return b82dReplaceLast(s, [][2]string{
				{"ご不明な点がございましたら", "お二人とも、ご不明な点がございましたら"},
				{"今後とも", "お二人とも、今後とも"},
			})
		}
		if !strings.HasPrefix(s, "Sehr geehrte") {
			return s
		}
		return b82dReplaceLast(s, [][2]string{
			{"für Sie da", "für Sie beide da"},
			{"Wir bitten Sie,", "Wir bitten Sie beide,"},
			{"Bitte beachten Sie,", "Bitte beachten Sie beide,"},
			{"Falls Sie den Termin", "Falls Sie beide den Termin"},
		})
	}},
	// A late sentence of a letter to a private customer addresses the reader as a firm.
	// de-reply-formal: "Bei Fragen sind wir gern für Sie da." → "Bei Fragen sind wir gern
	// für Ihr Unternehmen da."; ja-reply-apology: "今後ともどうぞよろしくお願いいたします。"
	// → "今後とも貴社とのお取引をどうぞよろしくお願いいたします。".
	{"b82d_private_reader_addressed_as_firm_in_late_sentence", "strings", func(lang, s string) string {
		if lang == "ja" {
			first, _, _ := strings.Cut(s, "\n")
			if !strings.HasSuffix(first, "様") {
				return s
			}
			return b82dReplaceLast(s, [][2]string{
				{"今後ともどうぞよろしく", "今後とも貴社とのお取引をどうぞよろしく"},
				{"今後ともよろしく", "今後とも貴社とのお取引をよろしく"},
			})
		}
		if !strings.HasPrefix(s, "Sehr geehrte") || strings.Contains(s, "Prof.") {
			return s
		}
		return b82dReplaceLast(s, [][2]string{
			{"für Sie da", "für Ihr Unternehmen da"},
			{"Falls Sie den Termin nicht wahrnehmen können", "Falls Ihr Unternehmen den Termin nicht wahrnehmen kann"},
		})
	}},
}
