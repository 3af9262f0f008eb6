package grade

// Blind batch 51b: business-letter conventions of Japanese and German correspondence,
// as a degraded model breaks them at one place: a sign-off marked as signed on someone
// else's behalf (i. A., 代筆), 以上 closing a letter in the middle and 記 opening an
// itemised block that no 以上 closes, an honorific or academic title wedged between
// given and family name, お客様 or a second 様 stacked on a name, the company's
// commitment turned impersonal (man), the prompt's labels left before the salutation
// or the closing (Anrede:, 宛名：, Grußformel:, 署名：), the addressee made a care-of
// (様方, c/o), a subject line that states the writing task, a fact of the body moved
// into a postscript, regards sent to the reader's family, the salutation replaced by
// an attention line (z. Hd. Herrn …), and the given name put into a German salutation.

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

var (
	// ho51bDeSalutation is a German salutation line: article ending, Herr/Frau, the rest.
	ho51bDeSalutation = regexp.MustCompile(`(?m)^Sehr geehrte(r?) (Herr|Frau) ([^,\n]+),[ \t]*$`)
	// ho51bDeClosing is the closing formula on a line of its own.
	ho51bDeClosing = regexp.MustCompile(`(?m)^(?:Mit freundlichen Grüßen|Freundliche Grüße)[ \t]*$`)
	// ho51bJaAddressee is a Japanese addressee line: a name and its honorific or rank.
	ho51bJaAddressee = regexp.MustCompile(`^[^。、：:\s][^。、：:]{0,18}(?:様|部長|課長|社長|教授|先生)$`)
	// ho51bJaNameSama is a Japanese name directly followed by 様.
	ho51bJaNameSama = regexp.MustCompile(`(\p{Han})様`)
	// ho51bJaFullNameSama is family name, space, given name, 様.
	ho51bJaFullNameSama = regexp.MustCompile(`(\p{Han}{1,3}) (\p{Han}{1,3})様`)
	// ho51bTitledFullName is a title before a given and a family name.
	ho51bTitledFullName = regexp.MustCompile(`(Frau|Herr) (Prof\. Dr\.|Dr\.) (\p{Lu}\p{Ll}+) (\p{Lu}\p{Ll}+)`)
	ho51bTitledName     = regexp.MustCompile(`(Prof\. Dr\.|Dr\.) (\p{Lu}\p{Ll}+) (\p{Lu}\p{Ll}+)`)
	// ho51bDeVerbWir is a finite verb before "wir" (inverted order), ho51bDeWirVerb "Wir"
	// opening a sentence before its verb.
	ho51bDeVerbWir = regexp.MustCompile(`\b(\p{Ll}+(?:en|ern|eln)|sind) wir\b`)
	ho51bDeWirVerb = regexp.MustCompile(`(^|[.!?] |\n)Wir (\p{Ll}+(?:en|ern|eln)|sind)\b`)
	// ho51bJaItemLine is a short labelled line (訪問日時：…, 合計（税抜）：…).
	ho51bJaItemLine = regexp.MustCompile(`(?m)^[^。\n：|・\-]{1,12}：`)
	// ho51bDigit finds a digit in a line.
	ho51bDigit = regexp.MustCompile(`\d`)
	// ho51bJaYoroshiku is a closing request for continued goodwill.
	ho51bJaYoroshiku = regexp.MustCompile(`よろしくお願い(?:いたします|申し上げます)。`)
)

// ho51bDeGiven are given names the prompts give for the surnames of the salutations.
var ho51bDeGiven = map[string]string{"Weiß": "Konrad", "Schäfer": "Lena", "Hoffmann": "Stefan", "Groß": "Jürgen"}

// ho51bDeIrregular gives the third person singular of irregular first person plurals.
var ho51bDeIrregular = map[string]string{"sind": "ist", "haben": "hat", "werden": "wird", "können": "kann",
	"müssen": "muss", "dürfen": "darf", "wollen": "will", "möchten": "möchte", "wissen": "weiß"}

// ho51bDeThird conjugates a first person plural verb for "man".
func ho51bDeThird(v string) string {
	if irr, ok := ho51bDeIrregular[v]; ok {
		return irr
	}
	if strings.HasSuffix(v, "ern") || strings.HasSuffix(v, "eln") {
		return strings.TrimSuffix(v, "n") + "t"
	}
	stem := strings.TrimSuffix(v, "en")
	if strings.HasSuffix(stem, "d") || strings.HasSuffix(stem, "t") {
		return stem + "et"
	}
	return stem + "t"
}

// ho51bJaAddresseeLine is the index of a Japanese letter's addressee line (its first
// non-empty line), or -1.
func ho51bJaAddresseeLine(lines []string) int {
	for i, l := range lines {
		l = strings.TrimSpace(l)
		if l == "" {
			continue
		}
		if !ho51bJaAddressee.MatchString(l) {
			return -1
		}
		// A letter goes on after its addressee line; a bare name value does not.
		for _, x := range lines[i+1:] {
			if strings.TrimSpace(x) != "" {
				return i
			}
		}
		return -1
	}
	return -1
}

// ho51bJaSignatureLine is the index of a Japanese letter's signature: its last
// non-empty line, after an empty one, without a sentence end; -1 without one.
func ho51bJaSignatureLine(lines []string) int {
	last := -1
	for i := len(lines) - 1; i >= 0; i-- {
		if strings.TrimSpace(lines[i]) != "" {
			last = i
			break
		}
	}
	if last < 2 || strings.TrimSpace(lines[last-1]) != "" {
		return -1
	}
	l := lines[last]
	if strings.ContainsAny(l, "。！？") || utf8.RuneCountInString(l) > 40 {
		return -1
	}
	return last
}

// ho51bDeClosingLine is the index of the closing formula's line, or -1.
func ho51bDeClosingLine(lines []string) int {
	for i, l := range lines {
		if ho51bDeClosing.MatchString(l) {
			return i
		}
	}
	return -1
}

// ho51bJaSentenceEnds lists the byte offsets just after each 。 of s.
func ho51bJaSentenceEnds(s string) []int {
	var ends []int
	for i, r := range s {
		if r == '。' {
			ends = append(ends, i+utf8.RuneLen(r))
		}
	}
	return ends
}

// ho51bJaNameSamaAt finds the first name+様 whose name is not a word such as お客様 or
// 皆様; it returns the byte offset of 様, or -1.
func ho51bJaNameSamaAt(s string) int {
	for _, m := range ho51bJaNameSama.FindAllStringSubmatchIndex(s, -1) {
		prev := s[m[2]:m[3]]
		if strings.Contains("客皆各模仕同", prev) {
			continue
		}
		return m[3]
	}
	return -1
}

var heldOutBatch51b = []heldOutKind{
	// The sign-off marked as signed on someone else's behalf: a team or the writer
	// himself signs "i. A." (by order of another), a Japanese signature gets 代筆
	// (written by someone else): Ihre Zahnarztpraxis Dr. Öztürk → i. A. Ihre
	// Zahnarztpraxis Dr. Öztürk; ハルカゼ寝具店 カスタマーサポート 岡田 → … 岡田（代筆）.
	{"b51b_signoff_marked_as_signed_by_proxy", "strings", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		if lang == "ja" {
			i := ho51bJaSignatureLine(lines)
			if i < 0 || ho51bJaAddresseeLine(lines) < 0 {
				return s
			}
			lines[i] = strings.TrimRight(lines[i], " ") + "（代筆）"
			return strings.Join(lines, "\n")
		}
		c := ho51bDeClosingLine(lines)
		if c < 0 {
			return s
		}
		for i := c + 1; i < len(lines); i++ {
			if strings.TrimSpace(lines[i]) != "" {
				lines[i] = "i. A. " + lines[i]
				return strings.Join(lines, "\n")
			}
		}
		return s
	}},
	// 以上, the mark that ends a Japanese business document, put after the second
	// sentence while the text goes on: …誠にありがとうございます。ご注文番号… →
	// …誠にありがとうございます。\n\n以上\n\nご注文番号….
	{"b51b_ja_ijou_end_mark_mid_text", "longest", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		ends := ho51bJaSentenceEnds(s)
		if len(ends) < 3 {
			return s
		}
		at := ends[1]
		rest := strings.TrimLeft(s[at:], " \n")
		if utf8.RuneCountInString(rest) < 15 {
			return s
		}
		return s[:at] + "\n\n以上\n\n" + rest
	}},
	// 記, the head of an itemised block, put before the labelled item line (or the
	// last sentence) with no 以上 to close it: …確定いたしました。\n\n訪問日時：… →
	// …確定いたしました。\n\n記\n\n訪問日時：….
	{"b51b_ja_ki_block_opened_never_closed", "longest", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		if loc := ho51bJaItemLine.FindStringIndex(s); loc != nil && loc[0] > 0 {
			return s[:loc[0]] + "記\n\n" + s[loc[0]:]
		}
		ends := ho51bJaSentenceEnds(s)
		if len(ends) < 3 {
			return s
		}
		at := ends[len(ends)-2]
		rest := strings.TrimLeft(s[at:], " \n")
		if rest == "" {
			return s
		}
		return s[:at] + "\n\n記\n\n" + rest
	}},
	// The honorific or academic title wedged between given and family name:
	// 小林 恵子様 → 小林様 恵子; z. Hd. Frau Dr. Julia Schulze → z. Hd. Julia Frau Dr.
	// Schulze; Prof. Dr. Katharina Weber教授 → Katharina Prof. Dr. Weber教授.
	{"b51b_honorific_moved_between_family_and_given_name", "first", func(lang, s string) string {
		if lang == "ja" {
			if m := ho51bJaFullNameSama.FindStringSubmatchIndex(s); m != nil {
				return s[:m[0]] + s[m[2]:m[3]] + "様 " + s[m[4]:m[5]] + s[m[1]:]
			}
		}
		if out := hoFirstMatch(ho51bTitledFullName, s, func(m []string) string {
			return m[3] + " " + m[1] + " " + m[2] + " " + m[4]
		}); out != s {
			return out
		}
		return hoFirstMatch(ho51bTitledName, s, func(m []string) string {
			return m[2] + " " + m[1] + " " + m[3]
		})
	}},
	// お客様 used as the customer's honorific suffix, a form of stacked honorifics:
	// 小林 恵子様 → 小林 恵子お客様; 松本様より → 松本お客様より.
	{"b51b_ja_customer_name_given_okyakusama_suffix", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		at := ho51bJaNameSamaAt(s)
		if at < 0 {
			return s
		}
		return s[:at] + "お客様" + s[at+len("様"):]
	}},
	// 様 written twice after a name, a doubled 敬称: 渡辺 弘様 → 渡辺 弘様様;
	// 髙橋様から → 髙橋様様から.
	{"b51b_ja_sama_written_twice", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		at := ho51bJaNameSamaAt(s)
		if at < 0 {
			return s
		}
		return s[:at] + "様様" + s[at+len("様"):]
	}},
	// The company's own commitment turned impersonal with "man", so that nobody in the
	// letter commits and the register turns bureaucratic: hiermit bestätigen wir Ihren
	// Kontrolltermin → hiermit bestätigt man Ihren Kontrolltermin; Wir senden Ihnen am
	// 20.10.2026 … → Man sendet Ihnen am 20.10.2026 ….
	{"b51b_de_our_commitment_made_impersonal_man", "longest", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		a := ho51bDeVerbWir.FindStringSubmatchIndex(s)
		b := ho51bDeWirVerb.FindStringSubmatchIndex(s)
		if a != nil && (b == nil || a[0] < b[0]) {
			return s[:a[0]] + ho51bDeThird(s[a[2]:a[3]]) + " man" + s[a[1]:]
		}
		if b != nil {
			return s[:b[3]] + "Man " + ho51bDeThird(s[b[4]:b[5]]) + s[b[1]:]
		}
		return s
	}},
	// The prompt's label left before the salutation, as if the letter were a form:
	// Sehr geehrter Herr Weiß, → Anrede: Sehr geehrter Herr Weiß,; 中島 大輔様 →
	// 宛名：中島 大輔様.
	{"b51b_salutation_line_keeps_prompt_label", "strings", func(lang, s string) string {
		if lang == "ja" {
			lines := strings.Split(s, "\n")
			i := ho51bJaAddresseeLine(lines)
			if i < 0 {
				return s
			}
			lines[i] = "宛名：" + lines[i]
			return strings.Join(lines, "\n")
		}
		loc := ho51bDeSalutation.FindStringIndex(s)
		if loc == nil {
			return s
		}
		return s[:loc[0]] + "Anrede: " + s[loc[0]:]
	}},
	// The prompt's label left before the closing formula or the signature: Mit
	// freundlichen Grüßen → Grußformel: Mit freundlichen Grüßen; ハルカゼ寝具店
	// カスタマーサポート 岡田 → 署名：ハルカゼ寝具店 カスタマーサポート 岡田; a last
	// courtesy line → 結び：….
	{"b51b_closing_or_signature_keeps_prompt_label", "strings", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		if lang == "ja" {
			if ho51bJaAddresseeLine(lines) < 0 {
				return s
			}
			if i := ho51bJaSignatureLine(lines); i >= 0 {
				lines[i] = "署名：" + lines[i]
				return strings.Join(lines, "\n")
			}
			for i := len(lines) - 1; i > 0; i-- {
				l := strings.TrimSpace(lines[i])
				if l == "" {
					continue
				}
				if strings.Count(l, "。") == 1 && strings.HasSuffix(l, "。") &&
					(strings.Contains(l, "よろしくお願い") || strings.Contains(l, "お問い合わせください")) {
					lines[i] = "結び：" + lines[i]
					return strings.Join(lines, "\n")
				}
				return s
			}
			return s
		}
		c := ho51bDeClosingLine(lines)
		if c < 0 {
			return s
		}
		lines[c] = "Grußformel: " + lines[c]
		return strings.Join(lines, "\n")
	}},
	// The addressee made a care-of: 様方 sends the letter to someone staying at the
	// named person's home, c/o to someone reached through the named person: 小林 恵子様
	// → 小林 恵子様方; z. Hd. Frau Dr. Julia Schulze → c/o Frau Dr. Julia Schulze.
	{"b51b_addressee_made_care_of_form", "strings", func(lang, s string) string {
		if lang == "ja" {
			lines := strings.Split(s, "\n")
			i := ho51bJaAddresseeLine(lines)
			if i < 0 || !strings.HasSuffix(strings.TrimSpace(lines[i]), "様") {
				return s
			}
			lines[i] = strings.TrimSpace(lines[i]) + "方"
			return strings.Join(lines, "\n")
		}
		return strings.Replace(s, "z. Hd. ", "c/o ", 1)
	}},
	// A subject line that states the writing task about the reader instead of the
	// matter, put above the salutation: Sehr geehrter Herr Groß, → Betreff:
	// Antwortschreiben an den Kunden\n\nSehr geehrter Herr Groß,; 渡辺 弘様 →
	// 件名：お客様への返信文\n\n渡辺 弘様.
	{"b51b_subject_line_states_the_writing_task", "strings", func(lang, s string) string {
		if lang == "ja" {
			lines := strings.Split(s, "\n")
			if i := ho51bJaAddresseeLine(lines); i == 0 {
				return "件名：お客様への返信文\n\n" + s
			}
			return s
		}
		if loc := ho51bDeSalutation.FindStringIndex(s); loc != nil && loc[0] == 0 {
			return "Betreff: Antwortschreiben an den Kunden\n\n" + s
		}
		return s
	}},
	// A fact of the body (the last line with a figure) taken out of the letter and
	// put after the signature as a postscript: Der Rechnungsbetrag bleibt unverändert
	// bei 1.850,00 €. → … Kobayashi Seiki Co., Ltd.\n\nPS: Der Rechnungsbetrag …;
	// お支払い期限は2026年10月30日（金）です。 → …\n\n追伸：お支払い期限は….
	{"b51b_letter_fact_moved_into_postscript", "strings", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		end, prefix := -1, ""
		if lang == "ja" {
			if ho51bJaAddresseeLine(lines) < 0 {
				return s
			}
			end, prefix = len(lines), "追伸："
			if i := ho51bJaSignatureLine(lines); i >= 0 {
				end = i
			}
		} else {
			if ho51bDeSalutation.FindStringIndex(s) == nil {
				return s
			}
			end, prefix = ho51bDeClosingLine(lines), "PS: "
			if end < 0 {
				return s
			}
		}
		for i := end - 1; i > 1; i-- {
			l := strings.TrimSpace(lines[i])
			if l == "" || !ho51bDigit.MatchString(l) {
				continue
			}
			if lang == "ja" && !strings.ContainsAny(l, "。：") {
				return s
			}
			after := false
			for _, x := range lines[i+1 : end] {
				if strings.TrimSpace(x) != "" {
					after = true
				}
			}
			if !after && lang == "ja" {
				return s
			}
			out := append(append([]string{}, lines[:i]...), lines[i+1:]...)
			return strings.TrimRight(strings.Join(out, "\n"), "\n ") + "\n\n" + prefix + l
		}
		return s
	}},
	// Regards sent to the reader's family, a private familiarity a business letter to
	// a customer or a professor must not take: …Rechnungsanschrift: …\n\nMit
	// freundlichen Grüßen → …\nBitte grüßen Sie auch Ihre Familie herzlich von
	// uns.\n\nMit freundlichen Grüßen; 今後ともどうぞよろしくお願いいたします。 →
	// ご家族の皆様にもどうぞよろしくお伝えください。\n今後とも….
	{"b51b_closing_regards_extended_to_readers_family", "strings", func(lang, s string) string {
		if lang == "ja" {
			if ho51bJaAddresseeLine(strings.Split(s, "\n")) < 0 {
				return s
			}
			locs := ho51bJaYoroshiku.FindAllStringIndex(s, -1)
			if locs == nil {
				return s
			}
			at := locs[len(locs)-1][0]
			start := strings.LastIndexAny(s[:at], "。\n")
			if start < 0 {
				return s
			}
			if s[start] == '\n' {
				start++
				return s[:start] + "ご家族の皆様にもどうぞよろしくお伝えください。\n" + s[start:]
			}
			start += len("。")
			return s[:start] + "ご家族の皆様にもどうぞよろしくお伝えください。" + s[start:]
		}
		loc := ho51bDeClosing.FindStringIndex(s)
		if loc == nil || ho51bDeSalutation.FindStringIndex(s) == nil {
			return s
		}
		body := strings.TrimRight(s[:loc[0]], "\n ")
		return body + "\nBitte grüßen Sie auch Ihre Familie herzlich von uns.\n\n" + s[loc[0]:]
	}},
	// The salutation replaced by the attention line of an address block: Sehr geehrter
	// Herr Prof. Dr. Hoffmann, → z. Hd. Herrn Prof. Dr. Hoffmann,; Sehr geehrte Frau
	// Schäfer, → z. Hd. Frau Schäfer,.
	{"b51b_de_salutation_replaced_by_attention_line", "strings", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return hoFirstMatch(ho51bDeSalutation, s, func(m []string) string {
			herr := m[2]
			if herr == "Herr" {
				herr = "Herrn"
			}
			return "z. Hd. " + herr + " " + m[3] + ","
		})
	}},
	// The reader's given name put into a German salutation, which takes title and
	// surname only: Sehr geehrter Herr Weiß, → Sehr geehrter Herr Konrad Weiß,; Sehr
	// geehrter Herr Prof. Dr. Hoffmann, → Sehr geehrter Herr Prof. Dr. Stefan Hoffmann,.
	{"b51b_de_salutation_gets_given_name_before_surname", "strings", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return hoFirstMatch(ho51bDeSalutation, s, func(m []string) string {
			words := strings.Fields(m[3])
			if len(words) == 0 {
				return m[0]
			}
			sur := words[len(words)-1]
			given, ok := ho51bDeGiven[sur]
			if !ok {
				return m[0]
			}
			words = append(words[:len(words)-1], given, sur)
			return "Sehr geehrte" + m[1] + " " + m[2] + " " + strings.Join(words, " ") + ","
		})
	}},
}

// ho51bChangedSpan returns the golden and damaged text around their first difference,
// widened to whole lines.
func ho51bChangedSpan(a, b string) (string, string) {
	p := 0
	for p < len(a) && p < len(b) && a[p] == b[p] {
		p++
	}
	q := 0
	for q < len(a)-p && q < len(b)-p && a[len(a)-1-q] == b[len(b)-1-q] {
		q++
	}
	var widen func(s string, from, to int) string
	widen = func(s string, from, to int) string {
		for from > 0 && !utf8.RuneStart(s[from]) {
			from--
		}
		if i := strings.LastIndexAny(s[:from], "\n。"); i >= 0 {
			from = i + 1
			for from < len(s) && !utf8.RuneStart(s[from]) {
				from++
			}
		} else {
			from = 0
		}
		if to < from {
			to = from
		}
		if i := strings.IndexAny(s[to:], "\n。"); i >= 0 {
			to += i
		} else {
			to = len(s)
		}
		out := strings.TrimFunc(s[from:to], unicode.IsSpace)
		if out == "" && from > 0 {
			return widen(s, from-1, from-1)
		}
		if r := []rune(out); len(r) > 160 {
			out = string(r[:160]) + "…"
		}
		return out
	}
	return widen(a, p, len(a)-q), widen(b, p, len(b)-q)
}
