package grade

// Blind batch 59a: explicit constraints of the prompt broken at one place while the
// rest of the answer obeys them. Every kind breaks one demand a prompt really makes:
// です・ます調 (a sentence cut to a bare noun ending, a reader request recast as a
// notice directive 〜すること, the closing courtesy replaced by the report end mark 以上,
// a business salutation given the personal-letter particle へ), the Sie-Form and
// prescribed Anrede (a request recast as a telegraphic "Bitte … mitbringen", the
// prescribed "Sehr geehrte …" replaced by "Guten Tag"), "nur JSON, ohne Erklärung"
// (a value carrying a note), date formats (TT.MM.JJJJ and 2026年10月19日 cut to a
// two-digit year, a German date written with slashes so that day and month can be
// read either way), bullets against prose and prose against bullets (a sentence of a
// summary demanded in sentences set off as a lone bullet, a clause of a counted bullet
// split off as a nested sub-bullet, a second sentence of a list item fallen out of
// the list), names to be kept as in the original (a quoted katakana brand split by a
// middle dot), nothing but the answer (a letter salutation opening a summary, table,
// manual or JSON summary) and a block demanded below or at the end (the lines under a
// table or the troubleshooting section moved to the top).

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

var (
	// ho59aJaDesuEnd is a polite sentence ending in です that is not のです/んです.
	ho59aJaDesuEnd = regexp.MustCompile(`([^のん\s])です。(\s*)$`)
	// ho59aJaKudasai is a reader request: ご＋漢語, お＋連用形, or 漢語＋して before ください.
	ho59aJaKudasai = regexp.MustCompile(`(お気軽に)?(?:ご(\p{Han}{2,4})|お(\p{Han}[\p{Hiragana}\p{Han}]{0,4}?)|(\p{Han}{2,4})して)(?:くださいますようお願い(?:いたします|申し上げます)|ください)([。：]|\n|$)`)
	// ho59aJaYoroshiku is the closing courtesy sentence of a Japanese letter.
	ho59aJaYoroshiku = regexp.MustCompile(`(?:今後とも)?(?:どうぞ)?(?:[^\n。、]{1,20}を)?よろしくお願い(?:いたします|申し上げます)。`)
	// ho59aJaSalutation is a salutation line: a name with 様 or a rank.
	ho59aJaSalutation = regexp.MustCompile(`^[\p{Han}\p{Hiragana}\p{Katakana} 　]{1,12}(?:様|部長|課長)$`)
	ho59aJaYear4      = regexp.MustCompile(`20(\d{2})年(\d{1,2})月`)
	ho59aQuoted       = regexp.MustCompile(`「([^」\n]*)」`)
	ho59aDeBitteSie   = regexp.MustCompile(`Bitte (\p{Ll}+) Sie(,)? ([^;.!?\n]+?)(?: (mit|zurück|an|ab|ein|aus|vor|fest|hinzu|herunter))?([;.!])`)
	ho59aDeImpSie     = regexp.MustCompile(`(?m)(^(?:\d+\. |- )?|\. )(\p{Lu}\p{Ll}+) Sie ([^;.,!?\n]+?)(?: (mit|zurück|an|ab|ein|aus|vor|fest|hinzu|herunter))?\.`)
	ho59aDeSalutation = regexp.MustCompile(`^Sehr geehrte[r]? ((?:Frau|Herr) [^\n,]+),`)
	ho59aListLine     = regexp.MustCompile(`^(\d+\. |・)(.+)$`)
	ho59aBlockLine    = regexp.MustCompile(`(?m)^(?:\d+\. |\|)`)
	ho59aStepLine     = regexp.MustCompile(`(?m)^\d+\. `)
)

// ho59aJaSmall are kana a word is not split before.
const ho59aJaSmall = "ーャュョッァィゥェォヮ"

// ho59aJaDict gives the dictionary form of a polite verb stem (送り → 送る, 問い合わせ →
// 問い合わせる); a stem ending in a kanji is a verbal noun (電話 → 電話する).
func ho59aJaDict(stem string) (string, bool) {
	rs := []rune(stem)
	if len(rs) == 0 {
		return "", false
	}
	last := rs[len(rs)-1]
	godan := map[rune]rune{'り': 'る', 'き': 'く', 'し': 'す', 'ち': 'つ', 'み': 'む', 'い': 'う', 'び': 'ぶ', 'ぎ': 'ぐ', 'に': 'ぬ'}
	if g, ok := godan[last]; ok {
		return string(rs[:len(rs)-1]) + string(g), true
	}
	if strings.ContainsRune("えけせてねへめれげべ", last) {
		return stem + "る", true
	}
	if unicode.Is(unicode.Han, last) {
		return stem + "する", true
	}
	return "", false
}

// ho59aFirstLine is the first non-blank line of s, trimmed.
func ho59aFirstLine(s string) string {
	for _, l := range strings.Split(s, "\n") {
		if t := strings.TrimSpace(l); t != "" {
			return t
		}
	}
	return ""
}

// ho59aIsLetter tells whether s opens with a letter's salutation line.
func ho59aIsLetter(lang, s string) bool {
	first := ho59aFirstLine(s)
	if lang == "ja" {
		return ho59aJaSalutation.MatchString(first)
	}
	return strings.HasPrefix(first, "Sehr geehrte") || strings.HasPrefix(first, "Guten Tag") || strings.HasPrefix(first, "Hallo")
}

// ho59aUpperFirst capitalises the first rune.
func ho59aUpperFirst(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 {
		return s
	}
	return string(unicode.ToUpper(r)) + s[n:]
}

// ho59aReplaceLast rewrites the last match of re with f.
func ho59aReplaceLast(re *regexp.Regexp, s string, f func(m []string) string) string {
	all := re.FindAllStringSubmatchIndex(s, -1)
	if len(all) == 0 {
		return s
	}
	loc := all[len(all)-1]
	m := make([]string, len(loc)/2)
	for i := range m {
		if loc[2*i] >= 0 {
			m[i] = s[loc[2*i]:loc[2*i+1]]
		}
	}
	return s[:loc[0]] + f(m) + s[loc[1]:]
}

var heldOutBatch59a = []heldOutKind{
	// です・ます調 demanded (ja letters, manual, 「・」 summary, translation, JSON reply):
	// one polite sentence cut to a bare noun ending (体言止め) while all others keep
	// です/ます. 新しいお届け予定日は10月21日（水）です。 → 新しいお届け予定日は10月21日（水）。
	{"b59a_ja_desu_sentence_cut_to_taigen_dome", "longest", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return hoMiddleSentence(lang, s, func(sent string) string {
			return ho59aJaDesuEnd.ReplaceAllString(sent, "${1}。${2}")
		})
	}},
	// です・ます調 to a customer demanded: one reader request recast as the directive of a
	// notice or house rule (〜すること). 本メールにご返信ください。 → 本メールに返信すること。;
	// 交換品に同梱の返送用伝票でご返送ください。 → …返送用伝票で返送すること。
	{"b59a_ja_reader_request_made_koto_notice_directive", "longest", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		for _, loc := range ho59aJaKudasai.FindAllStringSubmatchIndex(s, -1) {
			g := func(i int) string {
				if loc[2*i] < 0 {
					return ""
				}
				return s[loc[2*i]:loc[2*i+1]]
			}
			var verb string
			switch {
			case g(2) != "":
				verb = g(2) + "する"
			case g(3) != "":
				d, ok := ho59aJaDict(g(3))
				if !ok {
					continue
				}
				verb = d
			case g(4) != "":
				verb = g(4) + "する"
			default:
				continue
			}
			end := g(5)
			if end == "" || end == "\n" {
				end = "。" + end
			}
			return s[:loc[0]] + verb + "こと" + end + s[loc[1]:]
		}
		return s
	}},
	// "Geben Sie nur JSON aus" / "ohne Erklärung" / 「JSONのみ」: the first short value
	// carries a note on where it came from, so the value itself is no longer the datum.
	// "name": "Petra Müller" → "name": "Petra Müller (laut Vorlage)"; "company":
	// "サクラ物流株式会社" → "サクラ物流株式会社（記載どおり）".
	{"b59a_json_value_gets_source_note_in_parentheses", "first", func(lang, s string) string {
		if s == "" || strings.Contains(s, "\n") || utf8.RuneCountInString(s) > 40 || hoISODate.MatchString(s) {
			return s
		}
		if lang == "ja" {
			return s + "（記載どおり）"
		}
		return s + " (laut Vorlage)"
	}},
	// Dates demanded as TT.MM.JJJJ (de-reply-address), in German formats (de-translate-ja),
	// as 「2026年10月19日」 (ja-translate-de), 西暦 (ja-table-quote), exact (ja summaries):
	// the last full date written with a two-digit year. 26.10.2026 → 26.10.26;
	// 2026年10月30日 → 26年10月30日 (readable as an era year).
	{"b59a_date_year_cut_to_two_digits", "longest", func(lang, s string) string {
		if lang == "ja" {
			return ho59aReplaceLast(ho59aJaYear4, s, func(m []string) string { return m[1] + "年" + m[2] + "月" })
		}
		if !ho59aIsLetter(lang, s) {
			return s
		}
		return ho59aReplaceLast(hoDeNumDate, s, func(m []string) string { return m[1] + "." + m[2] + "." + m[3][2:] })
	}},
	// German dates demanded as TT.MM.JJJJ / in German formats / taken over from the
	// source: the first date whose day could be a month written with slashes, so that a
	// reader can take it either way. 02.11.2026 → 02/11/2026; 12.11.2026 → 12/11/2026.
	{"b59a_de_date_dots_as_slashes_ambiguous_order", "longest", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		for _, loc := range hoDeNumDate.FindAllStringSubmatchIndex(s, -1) {
			d, m, y := s[loc[2]:loc[3]], s[loc[4]:loc[5]], s[loc[6]:loc[7]]
			dn := strings.TrimLeft(d, "0")
			mn := strings.TrimLeft(m, "0")
			if len(dn) == 0 || len(dn) > 2 || dn == mn || (len(dn) == 2 && dn > "12") {
				continue
			}
			return s[:loc[0]] + d + "/" + m + "/" + y + s[loc[1]:]
		}
		return s
	}},
	// "in zwei bis drei Sätzen" / 「3文で」 / a JSON summary: the middle sentence of the prose
	// summary set off as a lone bullet between the others. … verreist, aber Frau Müller
	// kann … aufschließen. → a line "- Herr Weiß ist bis zum 22.10.2026 verreist, …".
	{"b59a_prose_summary_one_sentence_set_off_as_bullet", "first", func(lang, s string) string {
		if strings.Contains(s, "\n") || ho59aIsLetter(lang, s) || strings.HasPrefix(s, "{") || strings.HasPrefix(s, "|") {
			return s
		}
		sents := hoSentences(lang, s)
		if len(sents) < 3 || len(sents) > 4 {
			return s
		}
		k := len(sents) / 2
		marker := "- "
		if lang == "ja" {
			marker = "・"
		}
		before := strings.TrimRight(strings.Join(sents[:k], ""), " ")
		after := strings.TrimLeft(strings.Join(sents[k+1:], ""), " ")
		return before + "\n" + marker + strings.TrimSpace(sents[k]) + "\n" + after
	}},
	// "genau 4 Stichpunkte" / "3 bis 5" / "4 bis 6" (Markdown-Liste mit "- ") /
	// 「・」で始まる5項目: the second clause of one bullet split off as a nested sub-bullet.
	// "- Laut Frau Dr. Vogt kommt der Verdichter …; die Inbetriebnahme verschiebt sich …"
	// → "- Laut … 02.11.2026\n  - Die Inbetriebnahme verschiebt sich …".
	{"b59a_summary_bullet_clause_split_off_as_nested_sub_bullet", "longest", func(lang, s string) string {
		first := ho59aFirstLine(s)
		if !strings.HasPrefix(first, "- ") && !strings.HasPrefix(first, "・") {
			return s
		}
		lines := strings.Split(s, "\n")
		for i, l := range lines {
			switch {
			case lang == "de" && strings.HasPrefix(l, "- "):
				at := strings.Index(l, "; ")
				if at < 0 {
					continue
				}
				lines[i] = l[:at] + "\n  - " + ho59aUpperFirst(l[at+2:])
				return strings.Join(lines, "\n")
			case lang == "ja" && strings.HasPrefix(l, "・"):
				at := strings.Index(l, "。")
				if at < 0 || at+len("。") >= len(strings.TrimRight(l, " ")) {
					continue
				}
				cut := at + len("。")
				lines[i] = l[:cut] + "\n  ・" + strings.TrimLeft(l[cut:], " 　")
				return strings.Join(lines, "\n")
			}
		}
		return s
	}},
	// A numbered Markdown list demanded (procedures) / 5 items starting with 「・」: the
	// second sentence of one item falls out of the list as a stray paragraph between
	// items. "2. Öffnen Sie die App … an. Bestätigen Sie anschließend …" → "2. Öffnen Sie
	// die App … an." + an unnumbered paragraph "Bestätigen Sie anschließend …".
	{"b59a_list_item_second_sentence_falls_out_as_stray_paragraph", "longest", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		for i, l := range lines {
			m := ho59aListLine.FindStringSubmatch(l)
			if m == nil {
				continue
			}
			sents := hoSentences(lang, m[2])
			if len(sents) < 2 {
				continue
			}
			rest := strings.TrimSpace(strings.Join(sents[1:], ""))
			if rest == "" {
				continue
			}
			tail := "\n"
			if i+1 < len(lines) && strings.TrimSpace(lines[i+1]) == "" {
				tail = ""
			}
			lines[i] = m[1] + strings.TrimRight(sents[0], " ") + "\n\n" + rest + tail
			return strings.Join(lines, "\n")
		}
		return s
	}},
	// 「固有名詞…は原文どおり」 / names exact: the katakana of the first quoted brand split by
	// a middle dot, as a model spells a word it parses. 「カイケイクラウド Pro」 →
	// 「カイケイ・クラウド Pro」; 「カラダノート S5」 → 「カラダ・ノート S5」.
	{"b59a_ja_quoted_brand_katakana_split_by_nakaguro", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		for _, q := range ho59aQuoted.FindAllStringSubmatchIndex(s, -1) {
			inner := s[q[2]:q[3]]
			for _, k := range hoKatakana.FindAllStringIndex(inner, -1) {
				rs := []rune(inner[k[0]:k[1]])
				if len(rs) < 4 || strings.ContainsRune(string(rs), '・') {
					continue
				}
				mid := len(rs) / 2
				for mid < len(rs) && strings.ContainsRune(ho59aJaSmall, rs[mid]) {
					mid++
				}
				if mid >= len(rs)-1 {
					continue
				}
				word := string(rs[:mid]) + "・" + string(rs[mid:])
				at := q[2] + k[0]
				return s[:at] + word + s[at+(k[1]-k[0]):]
			}
		}
		return s
	}},
	// Sie-Form demanded: one request to the reader recast as a telegraphic infinitive
	// without Sie, as on a notice. Bitte bringen Sie Ihre Versichertenkarte mit. → Bitte
	// Ihre Versichertenkarte mitbringen.; 6. Geben Sie das Passwort Ihres WLANs ein. →
	// 6. Das Passwort Ihres WLANs eingeben.
	{"b59a_de_sie_request_recast_as_telegraphic_infinitive", "longest", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		if loc := ho59aDeBitteSie.FindStringSubmatchIndex(s); loc != nil {
			g := func(i int) string {
				if loc[2*i] < 0 {
					return ""
				}
				return s[loc[2*i]:loc[2*i+1]]
			}
			var out string
			if g(2) != "" {
				out = "Bitte " + g(1) + ", " + g(3) + g(5)
			} else {
				out = "Bitte " + g(3) + " " + g(4) + g(1) + g(5)
			}
			return s[:loc[0]] + out + s[loc[1]:]
		}
		for _, loc := range ho59aDeImpSie.FindAllStringSubmatchIndex(s, -1) {
			body := s[loc[6]:loc[7]]
			if strings.Contains(body, " und ") || strings.Contains(body, " Sie ") || strings.Contains(body, " oder ") {
				continue
			}
			part := ""
			if loc[8] >= 0 {
				part = s[loc[8]:loc[9]]
			}
			verb := strings.ToLower(s[loc[4]:loc[5]])
			out := s[loc[2]:loc[3]] + ho59aUpperFirst(body) + " " + part + verb + "."
			return s[:loc[0]] + out + s[loc[1]:]
		}
		return s
	}},
	// The Anrede prescribed ("Sehr geehrte Frau Schäfer", "Sehr geehrter Herr Weiß") or a
	// formal letter demanded: the salutation opened with a neutral "Guten Tag" instead.
	// Sehr geehrte Frau Schäfer, → Guten Tag, Frau Schäfer,
	{"b59a_de_prescribed_salutation_replaced_by_guten_tag", "longest", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		lead := len(s) - len(strings.TrimLeft(s, " \n"))
		body := s[lead:]
		m := ho59aDeSalutation.FindStringSubmatchIndex(body)
		if m == nil {
			return s
		}
		return s[:lead] + "Guten Tag, " + body[m[2]:m[3]] + "," + body[m[1]:]
	}},
	// Nothing but the summary, table, manual or JSON demanded (a summary "für die
	// Geschäftsführung", 「表と2行以外は出力しない」, a manual that "soll mit einem kurzen
	// Einleitungssatz beginnen"): a letter salutation put before it. "- Die alte
	// Gasheizung …" → "Sehr geehrte Damen und Herren,\n\n- Die alte Gasheizung …";
	// 「| 品名 | …」 → 「お世話になっております。\n\n| 品名 | …」. The German manual demands
	// to begin with its short intro sentence; the Japanese one demands nothing there and
	// is left alone.
	{"b59a_non_letter_answer_opened_with_letter_salutation", "first", func(lang, s string) string {
		t := strings.TrimSpace(s)
		if utf8.RuneCountInString(t) < 60 || strings.HasPrefix(t, "{") || strings.HasPrefix(t, "[") || ho59aIsLetter(lang, s) {
			return s
		}
		if lang == "ja" {
			// A Japanese manual demands no opening; only summaries, tables and JSON.
			if ho59aStepLine.MatchString(s) {
				return s
			}
			return "お世話になっております。\n\n" + s
		}
		return "Sehr geehrte Damen und Herren,\n\n" + s
	}},
	// です・ます and a courteous letter demanded (ja replies, a translation of "Mit
	// freundlichen Grüßen"): the closing courtesy sentence replaced by the report end mark
	// 以上. 今後ともどうぞよろしくお願いいたします。 → 以上
	{"b59a_ja_letter_closing_courtesy_replaced_by_ijou", "strings", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return ho59aReplaceLast(ho59aJaYoroshiku, s, func(m []string) string { return "以上" })
	}},
	// A business letter to a customer (です・ます, 様): the salutation line given the
	// particle へ of a personal note. 小林 恵子様 → 小林 恵子様へ; 佐藤部長 → 佐藤部長へ.
	{"b59a_ja_salutation_name_gets_casual_e_particle", "strings", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		lead := len(s) - len(strings.TrimLeft(s, " \n"))
		body := s[lead:]
		end := strings.Index(body, "\n")
		if end < 0 {
			return s
		}
		if !ho59aJaSalutation.MatchString(strings.TrimSpace(body[:end])) {
			return s
		}
		line := strings.TrimRight(body[:end], " 　")
		return s[:lead] + line + "へ" + body[end:]
	}},
	// A block demanded below or at the end ("Empfehlen Sie darunter …", 「表の下に…
	// 1行で」, "mit Hinweisen zur Fehlerbehebung enden", 「最後に…確認事項」): that block
	// moved above the table or numbered list. "Empfehlung: Eisblock …" now stands above
	// "| Anbieter | Preis | …"; "Falls die Verbindung nicht klappt: …" above step 1.
	{"b59a_demanded_closing_block_moved_above_table_or_steps", "longest", func(lang, s string) string {
		paras := strings.Split(s, "\n\n")
		first, last := -1, -1
		for i, p := range paras {
			if ho59aBlockLine.MatchString(p) {
				if first < 0 {
					first = i
				}
				last = i
			}
		}
		if first < 0 || last == len(paras)-1 {
			return s
		}
		var out []string
		out = append(out, paras[:first]...)
		out = append(out, paras[last+1:]...)
		out = append(out, paras[first:last+1]...)
		return strings.Join(out, "\n\n")
	}},
}

// ho59aDiffSnippet gives the part of a and b around their first difference, cut at
// line ends and kept short: the golden sentence and the damaged one.
func ho59aDiffSnippet(a, b string) (string, string) {
	ra, rb := []rune(a), []rune(b)
	p := 0
	for p < len(ra) && p < len(rb) && ra[p] == rb[p] {
		p++
	}
	q := 0
	for q < len(ra)-p && q < len(rb)-p && ra[len(ra)-1-q] == rb[len(rb)-1-q] {
		q++
	}
	start := p
	for start > 0 && ra[start-1] != '\n' && p-start < 70 {
		start--
	}
	cut := func(rs []rune, end int) string {
		for end < len(rs) && rs[end] != '\n' && end-p < 90 {
			end++
		}
		if end > len(rs) {
			end = len(rs)
		}
		if end > start+200 {
			end = start + 200
		}
		if start > end {
			return ""
		}
		return string(rs[start:end])
	}
	return cut(ra, len(ra)-q), cut(rb, len(rb)-q)
}
