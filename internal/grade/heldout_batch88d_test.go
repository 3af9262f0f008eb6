package grade

// Batch 88d: damage found by a reviewer of customer letters and meeting summaries who
// read answers of a quantized model whose facts were all there but whose discourse no
// longer held: a closing recap that contradicts the body, an opening that announces an
// answer to another question, an apology pinned on the good news, a "then" that runs
// against the dates, advice whose reason points the other way. Each kind keeps the
// facts of the golden and breaks the logic that connects them.

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
)

var (
	b88dClosing   = regexp.MustCompile(`^(?:Bei Fragen|Mit freundlichen Grüßen)|ご不明な点|よろしくお願いいたします`)
	b88dBullet    = regexp.MustCompile(`^(\s*(?:[-*・•] ?|\d+\. ))`)
	b88dDeDate    = regexp.MustCompile(`(\d{2})\.(\d{2})\.(\d{4})`)
	b88dJaDate    = regexp.MustCompile(`(?:(\d{4})年)?(\d{1,2})月(\d{1,2})日`)
	b88dDeMoved   = regexp.MustCompile(`vom (\d{2}\.\d{2}\.\d{4})(?: \([^)]*\))? auf den \d{2}\.\d{2}\.\d{4}|am \d{2}\.\d{2}\.\d{4} statt am (\d{2}\.\d{2}\.\d{4})`)
	b88dJaMoved   = regexp.MustCompile(`((?:\d{4}年)?\d{1,2}月\d{1,2}日)から\d{1,2}月\d{1,2}日|(\d{1,2}月\d{1,2}日)にお届けする予定でしたが`)
	b88dGHz       = regexp.MustCompile(`\d+(?:,\d+)?-GHz`)
	b88dJaFloor   = regexp.MustCompile(`([^、。]+?)の上では(正しく[^、。]+?ので)、([^、。]+?)の上に設置`)
	b88dDeReq     = regexp.MustCompile(`\b[Bb]itte (?:bringen|schicken|senden|sagen|geben)`)
	b88dJaReq     = regexp.MustCompile(`ください|お願いいたします`)
	b88dJaReqNot  = regexp.MustCompile(`ご不明|よろしくお願い|お問い合わせ|ご返信`)
	b88dSumReq    = regexp.MustCompile(`bittet|求めている|を希望`)
	b88dDeTrouble = regexp.MustCompile(`verschiebt|Mangel|tropft|Mehrkosten`)
	b88dJaTrouble = regexp.MustCompile(`不具合|取り込めない|割れて|延期`)
)

// b88dIsLetter reports whether s opens with a salutation line.
func b88dIsLetter(s string) bool {
	first, _, _ := strings.Cut(s, "\n")
	first = strings.TrimSpace(first)
	return strings.HasPrefix(first, "Sehr geehrte") || strings.HasSuffix(first, "様") || strings.HasSuffix(first, "部長")
}

// b88dAddConclusion adds sent as the answer's concluding statement: in a letter just
// before its closing formula, elsewhere as a last line (a bullet when the text is one).
func b88dAddConclusion(lang, s, sent string) string {
	if b88dIsLetter(s) {
		split, refs := hoAllSentences(lang, s)
		for _, r := range refs {
			if r.line == 0 {
				continue
			}
			old := split[r.line][r.idx]
			if !b88dClosing.MatchString(strings.TrimSpace(old)) {
				continue
			}
			if r.idx > 0 {
				sep := ""
				if lang != "ja" {
					sep = " "
				}
				split[r.line][r.idx] = sent + sep + old
				return hoJoin(split)
			}
			lines := strings.Split(s, "\n")
			at := r.line
			for at > 0 && strings.TrimSpace(lines[at-1]) == "" {
				at--
			}
			return strings.Join(slices88d(lines[:at], sent, lines[at:]), "\n")
		}
		return s
	}
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	last := lines[len(lines)-1]
	if m := b88dBullet.FindString(last); m != "" {
		return strings.TrimRight(s, "\n") + "\n" + m + sent
	}
	sep := " "
	if lang == "ja" {
		sep = ""
	}
	return strings.TrimRight(s, " \n") + sep + sent
}

func slices88d(a []string, mid string, b []string) []string {
	out := append([]string{}, a...)
	out = append(out, mid)
	return append(out, b...)
}

// b88dDateKey turns the first date of a sentence into a comparable number (0: none).
func b88dDateKey(lang, s string) int {
	if lang == "ja" {
		m := b88dJaDate.FindStringSubmatch(s)
		if m == nil {
			return 0
		}
		y := 2026
		if m[1] != "" {
			y, _ = strconv.Atoi(m[1])
		}
		mo, _ := strconv.Atoi(m[2])
		d, _ := strconv.Atoi(m[3])
		return y*10000 + mo*100 + d
	}
	m := b88dDeDate.FindStringSubmatch(s)
	if m == nil {
		return 0
	}
	d, _ := strconv.Atoi(m[1])
	mo, _ := strconv.Atoi(m[2])
	y, _ := strconv.Atoi(m[3])
	return y*10000 + mo*100 + d
}

// b88dMaxDateKey is the latest date a sentence names (0: none).
func b88dMaxDateKey(lang, s string) int {
	best := 0
	re := b88dDeDate
	if lang == "ja" {
		re = b88dJaDate
	}
	for _, m := range re.FindAllString(s, -1) {
		if k := b88dDateKey(lang, m); k > best {
			best = k
		}
	}
	return best
}

var heldOutBatch88d = []heldOutKind{
	// b88d_recap_restores_superseded_date adds a concluding line that names the old,
	// superseded date of a postponement as the one that still holds, while the body tells
	// of the move: a model that "summarises" its own answer from the first date it saw.
	// de: "- Entscheidung: … freizugeben." → + "- Am ursprünglichen Termin 02.11.2026 ändert sich damit nichts."
	// ja: "…11月24日（火）に延期することを提案している。…" → + "結論として、日程は当初の2026年11月9日のまま変わらない。"
	{"b88d_recap_restores_superseded_date", "raw", func(lang, s string) string {
		var old string
		if lang == "ja" {
			m := b88dJaMoved.FindStringSubmatch(s)
			if m == nil {
				return s
			}
			old = m[1] + m[2]
			if b88dIsLetter(s) {
				return b88dAddConclusion(lang, s, "結論として、日程は当初の"+old+"のまま変更はございません。")
			}
			return b88dAddConclusion(lang, s, "結論として、日程は当初の"+old+"のまま変わらない。")
		}
		m := b88dDeMoved.FindStringSubmatch(s)
		if m == nil {
			return s
		}
		old = m[1] + m[2]
		return b88dAddConclusion(lang, s, "Am ursprünglichen Termin "+old+" ändert sich damit nichts.")
	}},

	// b88d_opening_announces_other_question makes the sentence that says what the answer
	// is about name another question than the one asked and answered below it: the body
	// still explains the amount, the visit, the set-up, the delivery address.
	// de: "So verbinden Sie Ihre Wärmepumpe „Nordwärme L9“ mit der WärmeApp …:" → "So setzen Sie Ihre Wärmepumpe „Nordwärme L9“ auf die Werkseinstellungen zurück:"
	// ja: "請求書INV-88213の金額についてご説明いたします。" → "請求書INV-88213のお支払い方法についてご説明いたします。"
	{"b88d_opening_announces_other_question", "raw", func(lang, s string) string {
		type rep struct{ re, to string }
		reps := []rep{
			{`の金額についてご説明いたします`, `のお支払い方法についてご説明いたします`},
			{`訪問日時を下記のとおり確定いたしました`, `修理費用の内訳を下記のとおりご案内いたします`},
			{`の初期設定は、次の手順で行います`, `の解約手続きは、次の手順で行います`},
			{`(?m)^So verbinden Sie (.+?) mit .*:$`, `So setzen Sie $1 auf die Werkseinstellungen zurück:`},
			{`Gern liefern wir Ihre Bestellung (.+?) direkt an das (\S+?):`, `Gern ändern wir für Ihre Bestellung $1 die Rechnungsanschrift auf das $2:`},
		}
		for _, r := range reps {
			re := regexp.MustCompile(r.re)
			if loc := re.FindStringIndex(s); loc != nil {
				return s[:loc[0]] + re.ReplaceAllString(s[loc[0]:loc[1]], r.to) + s[loc[1]:]
			}
		}
		return s
	}},

	// b88d_advice_and_warning_objects_swapped swaps the two things a step's advice and
	// its warning are about, so the step recommends exactly what its own reason rules out.
	// de: "…mit einem WLAN im 2,4-GHz-Band verbunden ist. Netze, die nur im 5-GHz-Band funken, werden … nicht unterstützt." → "…im 5-GHz-Band verbunden ist. Netze, die nur im 2,4-GHz-Band funken, …"
	// ja: "じゅうたんや畳の上では正しく測定できないことがありますので、フローリングなどの上に設置してください。" → "フローリングなどの上では正しく測定できないことがありますので、じゅうたんや畳の上に設置してください。"
	{"b88d_advice_and_warning_objects_swapped", "raw", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(b88dJaFloor, s, func(m []string) string {
				return m[3] + "の上では" + m[2] + "、" + m[1] + "の上に設置"
			})
		}
		lines := strings.Split(s, "\n")
		for i, l := range lines {
			if !strings.Contains(l, "nicht unterstützt") {
				continue
			}
			locs := b88dGHz.FindAllStringIndex(l, -1)
			if len(locs) < 2 {
				continue
			}
			a, b := l[locs[0][0]:locs[0][1]], l[locs[1][0]:locs[1][1]]
			if a == b {
				continue
			}
			lines[i] = l[:locs[0][0]] + b + l[locs[0][1]:locs[1][0]] + a + l[locs[1][1]:]
			return strings.Join(lines, "\n")
		}
		return s
	}},

	// b88d_conclusion_says_nothing_to_do closes an answer whose body asks the reader (or,
	// in a summary, the team) to act with a conclusion that nothing needs doing.
	// de: "Bitte bringen Sie Ihre Versichertenkarte mit. …" → + "Von Ihrer Seite ist also nichts weiter zu tun."
	// ja: "…ご連絡くださいますようお願いいたします。" → + "お客様にご対応いただくことは、特にございません。"
	{"b88d_conclusion_says_nothing_to_do", "longest", func(lang, s string) string {
		if b88dIsLetter(s) {
			asks := false
			_, refs := hoAllSentences(lang, s)
			split, _ := hoAllSentences(lang, s)
			for _, r := range refs {
				t := split[r.line][r.idx]
				if lang == "ja" && b88dJaReq.MatchString(t) && !b88dJaReqNot.MatchString(t) {
					asks = true
				}
				if lang != "ja" && b88dDeReq.MatchString(t) {
					asks = true
				}
			}
			if !asks {
				return s
			}
			if lang == "ja" {
				return b88dAddConclusion(lang, s, "ご対応いただくことは、特にございません。")
			}
			return b88dAddConclusion(lang, s, "Von Ihrer Seite ist also nichts weiter zu tun.")
		}
		if !b88dSumReq.MatchString(s) {
			return s
		}
		if lang == "ja" {
			return b88dAddConclusion(lang, s, "結論として、対応が必要な事項はない。")
		}
		return b88dAddConclusion(lang, s, "Fazit: Es besteht kein Handlungsbedarf.")
	}},

	// b88d_conclusion_denies_extra_cost ends an answer whose body reports extra costs or
	// an added charge with a verdict that no extra cost arises.
	// de: "- Mehrkosten: 18.750,00 € … zusammen 21.150,00 €." → + "- Fazit: Es entstehen keinerlei Mehrkosten."
	// ja: "…追加ユーザー分の料金5,500円（税込）が加算されております。" → + "つまり、追加の料金は一切発生しておりません。"
	{"b88d_conclusion_denies_extra_cost", "raw", func(lang, s string) string {
		if lang == "ja" {
			if !strings.Contains(s, "追加費用") && !strings.Contains(s, "加算") {
				return s
			}
			if b88dIsLetter(s) {
				return b88dAddConclusion(lang, s, "つまり、追加の料金は一切発生しておりません。")
			}
			return b88dAddConclusion(lang, s, "まとめると、追加の費用は一切発生しない。")
		}
		if !strings.Contains(s, "Mehrkosten") {
			return s
		}
		return b88dAddConclusion(lang, s, "Fazit: Es entstehen keinerlei Mehrkosten.")
	}},

	// b88d_apology_pinned_on_the_remedy attaches an apology to the sentence that grants,
	// confirms or makes good, instead of to the fault: the writer now apologises for the
	// replacement, the confirmed visit, the unchanged price.
	// de: "Wir senden Ihnen am 20.10.2026 kostenlos eine Ersatzlampe zu." → "… eine Ersatzlampe zu. Dafür bitten wir Sie um Entschuldigung."
	// ja: "…500円分のクーポンをお送りいたします。" → "…クーポンをお送りいたします。このことにつきまして、心よりお詫び申し上げます。"
	{"b88d_apology_pinned_on_the_remedy", "longest", func(lang, s string) string {
		cue := regexp.MustCompile(`\bkostenlos\b|bleibt unverändert|hiermit bestätigen wir|Die Lieferung erfolgt`)
		add := " Dafür bitten wir Sie um Entschuldigung."
		if lang == "ja" {
			cue = regexp.MustCompile(`クーポンをお送りいたします|確定いたしました|お届けできる見込みです`)
			add = "このことにつきまして、心よりお詫び申し上げます。"
		}
		split, refs := hoAllSentences(lang, s)
		for _, r := range refs {
			t := split[r.line][r.idx]
			if !cue.MatchString(t) {
				continue
			}
			trimmed := strings.TrimRight(t, " ")
			split[r.line][r.idx] = trimmed + add + t[len(trimmed):]
			return hoJoin(split)
		}
		return s
	}},

	// b88d_troubleshooting_heading_made_success_case hangs the checklist for a failed
	// connection under the opposite condition, so the fixes read as what to do once it works.
	// de: "Falls die Verbindung nicht klappt:" → "Falls die Verbindung auf Anhieb klappt:"
	// ja: "うまくつながらない場合は、以下の点をご確認ください。" → "問題なくつながった場合は、以下の点をご確認ください。"
	{"b88d_troubleshooting_heading_made_success_case", "raw", func(lang, s string) string {
		if lang == "ja" {
			return strings.Replace(s, "うまくつながらない場合は", "問題なくつながった場合は", 1)
		}
		return strings.Replace(s, "Falls die Verbindung nicht klappt:", "Falls die Verbindung auf Anhieb klappt:", 1)
	}},

	// b88d_table_note_calls_cheapest_row_dearest adds a note under a price table that
	// names the row with the smallest amount as the most expensive one.
	// de: "| Nordkälte AG | 12.450,00 € | …" → + "Hinweis: Das teuerste Angebot ist das von Nordkälte AG."
	// ja: "| ホチキス針 No.10 | 20箱 | 120円 | 2,400円 |" → + "最も金額が大きいのは「ホチキス針 No.10」です。"
	{"b88d_table_note_calls_cheapest_row_dearest", "raw", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		col := -1
		best, bestName := -1, ""
		for _, l := range lines {
			if !strings.HasPrefix(strings.TrimSpace(l), "|") || strings.Contains(l, "---") {
				continue
			}
			cells := strings.Split(strings.Trim(strings.TrimSpace(l), "|"), "|")
			for i := range cells {
				cells[i] = strings.TrimSpace(cells[i])
			}
			if col < 0 {
				for i, c := range cells {
					if c == "Preis" || c == "金額" {
						col = i
					}
				}
				continue
			}
			if col >= len(cells) {
				continue
			}
			digits := strings.Map(func(r rune) rune {
				if r >= '0' && r <= '9' {
					return r
				}
				return -1
			}, cells[col])
			v, err := strconv.Atoi(digits)
			if err != nil {
				continue
			}
			if best < 0 || v < best {
				best, bestName = v, cells[0]
			}
		}
		if bestName == "" {
			return s
		}
		if lang == "ja" {
			return strings.TrimRight(s, "\n") + "\n" + fmt.Sprintf("最も金額が大きいのは「%s」です。", bestName)
		}
		return strings.TrimRight(s, "\n") + "\n" + fmt.Sprintf("Hinweis: Das teuerste Angebot ist das von %s.", bestName)
	}},

	// b88d_headline_says_all_on_track opens a summary whose body reports a delay, a
	// defect, a leak or extra costs with a headline that all is well.
	// de: "- Die alte Gasheizung …" → "- Kurzfazit: Es gibt keine Probleme, alles läuft nach Plan.\n- Die alte Gasheizung …"
	// ja: "株式会社ミナトデザインの髙橋様から、…" → "要点：特に問題はなく、すべて予定どおり進んでいる。株式会社ミナトデザインの髙橋様から、…"
	{"b88d_headline_says_all_on_track", "first", func(lang, s string) string {
		if b88dIsLetter(s) {
			return s
		}
		if lang == "ja" {
			if !b88dJaTrouble.MatchString(s) {
				return s
			}
			if m := b88dBullet.FindString(s); m != "" {
				return m + "要点：特に問題はなく、すべて予定どおり進んでいる。\n" + s
			}
			return "要点：特に問題はなく、すべて予定どおり進んでいる。" + s
		}
		if !b88dDeTrouble.MatchString(s) {
			return s
		}
		if m := b88dBullet.FindString(s); m != "" {
			return m + "Kurzfazit: Es gibt keine Probleme, alles läuft nach Plan.\n" + s
		}
		return "Kurz gesagt: Es gibt keine Probleme, alles läuft nach Plan. " + s
	}},

	// b88d_remedy_reasoned_as_loyalty_gift gives the compensation for a fault the reason
	// of a thank-you for loyalty, so it no longer makes good the delay or the defect.
	// de: "Wir senden Ihnen am 20.10.2026 kostenlos eine Ersatzlampe zu." → "Als Dankeschön für Ihre Treue senden wir Ihnen am 20.10.2026 kostenlos eine Ersatzlampe zu."
	// ja: "お詫びとして、次回のお買い物で…クーポンをお送りいたします。" → "日頃のご愛顧への感謝のしるしとして、次回のお買い物で…"
	{"b88d_remedy_reasoned_as_loyalty_gift", "longest", func(lang, s string) string {
		if lang == "ja" {
			return strings.Replace(s, "お詫びとして、", "日頃のご愛顧への感謝のしるしとして、", 1)
		}
		re := regexp.MustCompile(`Wir senden Ihnen (.*?)kostenlos `)
		return hoFirstMatch(re, s, func(m []string) string {
			return "Als Dankeschön für Ihre Treue senden wir Ihnen " + m[1] + "kostenlos "
		})
	}},

	// b88d_then_links_to_earlier_dated_sentence opens a sentence with "then" although its
	// date lies before a date told earlier: the events are told in an order their dates
	// contradict.
	// de: "- Die nächste Sitzung findet am 12.11.2026 statt." → "- Danach: Die nächste Sitzung findet am 12.11.2026 statt." (after the 07.12.2026 start-up)
	// ja: "・旧事務所（〒541-0041）での営業は11月13日（金）までです。" → "・その後、旧事務所（〒541-0041）での営業は11月13日（金）までです。"
	{"b88d_then_links_to_earlier_dated_sentence", "longest", func(lang, s string) string {
		split, refs := hoAllSentences(lang, s)
		seen := 0
		for _, r := range refs {
			t := split[r.line][r.idx]
			k := b88dDateKey(lang, t)
			if k > 0 && seen > 0 && k < seen {
				pre := ""
				if r.idx == 0 {
					pre = b88dBullet.FindString(t)
				}
				body := t[len(pre):]
				if lang == "ja" {
					split[r.line][r.idx] = pre + "その後、" + body
				} else {
					split[r.line][r.idx] = pre + "Danach: " + body
				}
				return hoJoin(split)
			}
			if mk := b88dMaxDateKey(lang, t); mk > seen {
				seen = mk
			}
		}
		return s
	}},
	// b88d_letter_signed_by_its_addressee replaces the writer's signature with the
	// name of the person the letter is addressed to: the letter now reads as written by
	// the customer to themself, who wrote to whom turned round.
	// de: "Mit freundlichen Grüßen\nIhr Kundenservice von Leuchtenhaus Nord" → "Mit freundlichen Grüßen\nHerr Weiß"
	// ja: "ハルカゼ寝具店 カスタマーサポート 岡田" → "小林 恵子"
	{"b88d_letter_signed_by_its_addressee", "raw", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		if len(lines) < 3 {
			return s
		}
		first := strings.TrimSpace(lines[0])
		var name string
		switch {
		case lang != "ja" && strings.HasPrefix(first, "Sehr geehrte"):
			name = strings.TrimSuffix(strings.TrimSpace(strings.TrimPrefix(strings.TrimPrefix(first, "Sehr geehrter"), "Sehr geehrte")), ",")
		case lang == "ja" && strings.HasSuffix(first, "様"):
			name = strings.TrimSuffix(first, "様")
		case lang == "ja" && strings.HasSuffix(first, "部長"):
			name = strings.TrimSuffix(first, "部長")
		}
		if name == "" {
			return s
		}
		if lang != "ja" {
			for i, l := range lines {
				if strings.HasPrefix(strings.TrimSpace(l), "Mit freundlichen Grüßen") && i+1 < len(lines) {
					return strings.Join(append(lines[:i+1:i+1], name), "\n")
				}
			}
			return s
		}
		last := len(lines) - 1
		if last < 2 || strings.TrimSpace(lines[last-1]) != "" {
			return s
		}
		sig := strings.TrimSpace(lines[last])
		if sig == "" || strings.HasSuffix(sig, "。") {
			return s
		}
		lines[last] = name
		return strings.Join(lines, "\n")
	}},
}
