package grade

// Blind batch 72b: degradation that grows along a long output. Every kind damages the
// later part of an answer at one place: the last list items or the last fact
// sentences collapsed into one vague sentence that defers to the app, the documents
// or a later message; the final step or point replaced by a claim that everything is
// done; the last specific instruction replaced by "follow the further instructions";
// a later item or sentence ending in the tail clause of the one before it
// (perseveration); two neighbouring later sentences or items trading their dates or
// amounts; the last fact sentence replaced by "everything else stays as it was"; a
// later German sentence drifting from the addressee (Sie) to "die Kunden"; a later
// Japanese request to the reader turned into an internal memo to staff; the last
// labelled value (Entscheidung:, 納品希望日：) replaced by a pointer to nothing above;
// and the last caution or limit replaced by a claim that nothing needs watching.

import (
	"regexp"
	"strings"
	"unicode/utf8"
)

var (
	ho72bItem      = regexp.MustCompile(`^(\s*)(\d+\. |- |\* |・)(.*)$`)
	ho72bTableSep  = regexp.MustCompile(`^\|[\s\-:|]+\|\s*$`)
	ho72bMarker    = regexp.MustCompile(`^\s*(?:\d+\. |- |\* |・)`)
	ho72bDigit     = regexp.MustCompile(`\d`)
	ho72bFirstStep = regexp.MustCompile(`(?m)^1\. `)
	ho72bDeInstr   = regexp.MustCompile(`\b(?:[Bb]itte|\p{Lu}\p{Ll}+en Sie)\b`)
	ho72bDeInstrNo = regexp.MustCompile(`Fragen|wenden Sie sich|entschuldigen|Dank`)
	ho72bJaInstr   = regexp.MustCompile(`(?:ください|お願いいたします|お願い申し上げます)[。：:]?\s*$`)
	ho72bJaInstrNo = regexp.MustCompile(`お問い合わせ|ご不明|よろしくお願い|ご利用`)
	ho72bDeSie     = regexp.MustCompile(`\bSie\b`)
	ho72bDeSieReq  = regexp.MustCompile(`\b(?:[Bb]itte|bitten)\b|\p{Ll}en Sie\b`)
	ho72bDePoss    = regexp.MustCompile(`\b(Ihnen|Ihre|Ihren|Ihrem|Ihrer|Ihres|Ihr|Sie)\b`)
	ho72bJaMemo    = []hoRule{
		hoR(`ご(\p{Han}{2})(?:くださいますよう(?:お願いいたします|お願い申し上げます)|ください)([。：:])`, "${1}してもらうよう案内すること$2"),
		hoR(`(?:お|ご)(\p{Han}{2})をお願いいたします([。：:])`, "${1}をもらうよう依頼すること$2"),
		hoR(`お送りください([。：:])`, "送ってもらうよう案内すること$1"),
	}
	ho72bLabel  = regexp.MustCompile(`^(\s*(?:- |・)?)([^:：|\n\d.。]{2,16})([:：] ?)(\S.*)$`)
	ho72bFigure = []*regexp.Regexp{
		regexp.MustCompile(`\d{1,2}\.\d{1,2}\.\d{4}`),
		regexp.MustCompile(`(?:\d{4}年)?\d{1,2}月\d{1,2}日`),
		regexp.MustCompile(`\d{1,3}(?:\.\d{3})*,\d{2} ?€`),
		regexp.MustCompile(`\d{1,3}(?:,\d{3})*万円|\d{1,3}(?:,\d{3})+円`),
		regexp.MustCompile(`\d{1,2}(?::\d{2})? Uhr|\d{1,2}時`),
		regexp.MustCompile(`\d{2,4}-\d{3,4}-\d{4}`),
	}
	ho72bDeCaution = regexp.MustCompile(`\b(?:nicht|kein|keine|keinen|nur|spätestens)\b`)
	ho72bJaCaution = regexp.MustCompile(`できません|ません。|ない|のみ|までに|以内`)
	ho72bCautionNo = regexp.MustCompile(`wenden Sie sich|Kundendienst|Fragen|お問い合わせ|申し訳|leid`)
	ho72bParen     = regexp.MustCompile(`[()（）]`)
)

// ho72bIsLetter tells a letter (salutation or closing) from a summary or a procedure.
func ho72bIsLetter(lang, s string) bool {
	if lang == "ja" {
		return strings.Contains(s, "様\n") || strings.Contains(s, "よろしくお願い")
	}
	return strings.Contains(s, "Sehr geehrte") || strings.Contains(s, "Mit freundlichen Grüßen")
}

// ho72bPolite says whether a Japanese text is written in です・ます.
func ho72bPolite(s string) bool {
	return strings.Contains(s, "です。") || strings.Contains(s, "ます。") || strings.Contains(s, "ください")
}

// ho72bListBlock gives the line indices of the first run of at least 3 consecutive
// list items (numbered, "- " or "・"), nil without one.
func ho72bListBlock(lines []string) []int {
	var run []int
	for i := 0; i <= len(lines); i++ {
		if i < len(lines) && ho72bItem.MatchString(lines[i]) {
			run = append(run, i)
			continue
		}
		if len(run) >= 3 {
			return run
		}
		run = nil
	}
	return nil
}

// ho72bTableRows gives the line indices of the data rows of the first Markdown table
// (header and separator left out), and the index of the last table line.
func ho72bTableRows(lines []string) ([]int, int) {
	var rows []int
	last := -1
	for i, l := range lines {
		if !strings.HasPrefix(strings.TrimSpace(l), "|") {
			if last >= 0 {
				break
			}
			continue
		}
		last = i
		if ho72bTableSep.MatchString(l) {
			continue
		}
		if i+1 < len(lines) && ho72bTableSep.MatchString(lines[i+1]) {
			continue // the header row
		}
		rows = append(rows, i)
	}
	return rows, last
}

// ho72bMarkerOf splits a list line into its marker (with indentation) and content.
func ho72bMarkerOf(line string) (string, string) {
	m := ho72bItem.FindStringSubmatch(line)
	if m == nil {
		return "", line
	}
	return m[1] + m[2], m[3]
}

// ho72bDropLines removes the lines marked in drop.
func ho72bDropLines(lines []string, drop map[int]bool) string {
	var out []string
	for i, l := range lines {
		if !drop[i] {
			out = append(out, l)
		}
	}
	return strings.Join(out, "\n")
}

// ho72bJoinDropEmptied joins split sentences back, leaving out lines that were not
// empty before and are empty now.
func ho72bJoinDropEmptied(orig []string, split [][]string) string {
	var out []string
	for i, ss := range split {
		l := strings.Join(ss, "")
		if strings.TrimSpace(l) == "" && strings.TrimSpace(orig[i]) != "" {
			continue
		}
		out = append(out, strings.TrimRight(l, " "))
	}
	return strings.Join(out, "\n")
}

// ho72bKeepMarker replaces a sentence's text but keeps a list marker it starts with,
// and the space that ended it.
func ho72bKeepMarker(old, nw string) string {
	mk := ho72bMarker.FindString(old)
	trail := old[len(strings.TrimRight(old, " ")):]
	return mk + nw + trail
}

// ho72bTail splits a text at its last clause separator ("; " or ", " in German,
// "、" in Japanese) into head (with the separator) and tail; ok false without one or
// when the tail is shorter than 8 runes.
func ho72bTail(lang, s string) (string, string, bool) {
	seps := []string{"; ", ", "}
	if lang == "ja" {
		seps = []string{"、"}
	}
	for _, sep := range seps {
		if i := strings.LastIndex(s, sep); i > 0 {
			head, tail := s[:i+len(sep)], s[i+len(sep):]
			if utf8.RuneCountInString(strings.TrimSpace(tail)) < 8 {
				return "", "", false
			}
			return head, tail, true
		}
	}
	return "", "", false
}

// ho72bSecondHalfSentence applies f to the last sentence from the second half of the
// text on that f changes; s unchanged when f changes none.
func ho72bSecondHalfSentence(lang, s string, f func(sent string) string) string {
	split, refs := hoAllSentences(lang, s)
	for k := len(refs) - 1; k >= len(refs)/2 && k >= 0; k-- {
		r := refs[k]
		old := split[r.line][r.idx]
		if nw := f(old); nw != old {
			split[r.line][r.idx] = nw
			return hoJoin(split)
		}
	}
	return s
}

var heldOutBatch72b = []heldOutKind{
	// The last two items of the first list (or the last two rows of a table) collapsed
	// into one vague item that defers the rest: "9. Legen Sie für jeden Wochentag …
	// 10. Speichern Sie den Plan …" → "9. Richten Sie alles Weitere nach den
	// Anweisungen in der App ein."; "7. 靴下を脱ぎ… 8. アプリの「記録」タブを開き…" →
	// "7. 以降は画面の指示に従って操作してください。"
	{"b72b_list_last_two_items_collapsed_into_vague_rest", "longest", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		if b := ho72bListBlock(lines); b != nil {
			n := len(b)
			mk, _ := ho72bMarkerOf(lines[b[n-2]])
			var vague string
			switch {
			case strings.ContainsAny(mk, "0123456789") && lang == "ja":
				vague = "以降は画面の指示に従って操作してください。"
			case strings.ContainsAny(mk, "0123456789"):
				vague = "Richten Sie alles Weitere nach den Anweisungen in der App ein."
			case lang == "ja":
				vague = "その他の事項については原文をご確認ください。"
			default:
				vague = "Alle weiteren Punkte sind den Unterlagen zu entnehmen."
			}
			lines[b[n-2]] = mk + vague
			return ho72bDropLines(lines, map[int]bool{b[n-1]: true})
		}
		rows, _ := ho72bTableRows(lines)
		if len(rows) < 3 {
			return s
		}
		n := len(rows)
		cells := strings.Count(strings.TrimSpace(lines[rows[n-2]]), "|") - 1
		if cells < 2 {
			return s
		}
		first := "Weitere Angebote siehe Unterlagen"
		if lang == "ja" {
			first = "その他（別紙参照）"
		}
		row := "| " + first + " |" + strings.Repeat(" – |", cells-1)
		lines[rows[n-2]] = row
		return ho72bDropLines(lines, map[int]bool{rows[n-1]: true})
	}},

	// The last item of the first list (or the line under a table) replaced by a claim
	// that everything is done, its own content lost: "8. アプリの「記録」タブを開き、
	// …確認すれば、設定は完了です。" → "8. 以上で設定は完了です。"; "- Entscheidung:
	// Herr Strauß bittet, … freizugeben." → "- Damit sind alle offenen Punkte erledigt."
	{"b72b_list_last_item_replaced_by_completion_claim", "longest", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		numbered := false
		target := -1
		if b := ho72bListBlock(lines); b != nil {
			target = b[len(b)-1]
			mk, _ := ho72bMarkerOf(lines[target])
			numbered = strings.ContainsAny(mk, "0123456789")
		} else if rows, last := ho72bTableRows(lines); len(rows) >= 2 {
			for i := len(lines) - 1; i > last; i-- {
				if strings.TrimSpace(lines[i]) != "" {
					target = i
					break
				}
			}
		}
		if target < 0 {
			return s
		}
		mk, _ := ho72bMarkerOf(lines[target])
		var claim string
		switch {
		case numbered && lang == "ja":
			claim = "以上で設定は完了です。"
		case numbered:
			claim = "Damit ist die Einrichtung abgeschlossen."
		case lang == "ja":
			claim = "以上の件は、すべて対応済みです。"
		default:
			claim = "Damit sind alle offenen Punkte erledigt."
		}
		lines[target] = mk + claim
		return strings.Join(lines, "\n")
	}},

	// In an answer without a list or table, the stretch from the second-to-last to the
	// last sentence that carries a figure collapsed into one line that defers the
	// facts: "Die Lieferung erfolgt am 12.11.2026 … Die Rechnung senden wir … 67002
	// Ludwigshafen am Rhein." → "Alle weiteren Einzelheiten teilen wir Ihnen gesondert
	// mit."; "修正版の提供（10月23日）後に… 10月20日の経営会議で…" → "詳細は原文を参照。"
	{"b72b_prose_last_figure_sentences_collapsed_into_defer_line", "longest", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		if ho72bListBlock(lines) != nil {
			return s
		}
		if rows, _ := ho72bTableRows(lines); len(rows) > 0 {
			return s
		}
		split, refs := hoAllSentences(lang, s)
		var figs []int
		for k, r := range refs {
			sent := split[r.line][r.idx]
			if ho72bDigit.MatchString(sent) && utf8.RuneCountInString(sent) >= 20 {
				figs = append(figs, k)
			}
		}
		if len(figs) < 2 {
			return s
		}
		p, q := figs[len(figs)-2], figs[len(figs)-1]
		letter := ho72bIsLetter(lang, s)
		var defer_ string
		switch {
		case lang == "ja" && letter:
			defer_ = "詳細につきましては、追ってご連絡いたします。"
		case lang == "ja" && ho72bPolite(s):
			defer_ = "詳細は原文をご確認ください。"
		case lang == "ja":
			defer_ = "詳細は原文を参照。"
		case letter:
			defer_ = "Alle weiteren Einzelheiten teilen wir Ihnen gesondert mit."
		default:
			defer_ = "Die weiteren Einzelheiten ergeben sich aus der Vorlage."
		}
		rp := refs[p]
		old := split[rp.line][rp.idx]
		trail := old[len(strings.TrimRight(old, " ")):]
		if q < len(refs)-1 && refs[q+1].line == refs[q].line && trail == "" && lang != "ja" {
			trail = " "
		}
		split[rp.line][rp.idx] = defer_ + trail
		for k := p + 1; k <= q; k++ {
			r := refs[k]
			split[r.line][r.idx] = ""
		}
		return ho72bJoinDropEmptied(lines, split)
	}},

	// The last specific instruction to the reader replaced by "follow the further
	// instructions", what to do lost: "Achten Sie darauf, dass das WLAN-Passwort keine
	// Leerzeichen … enthält." → "Folgen Sie anschließend den weiteren Anweisungen in
	// der App."; "日程の変更をご希望の場合は、前日の17時までにご連絡くださいますよう
	// お願いいたします。" → "詳しくは、別途ご案内する手順に従ってください。"
	{"b72b_last_specific_instruction_replaced_by_follow_further_guidance", "longest", func(lang, s string) string {
		proc := ho72bListBlock(strings.Split(s, "\n")) != nil && ho72bFirstStep.MatchString(s)
		var repl string
		switch {
		case lang == "ja" && proc:
			repl = "以降は画面の指示に従ってください。"
		case lang == "ja":
			repl = "詳しくは、別途ご案内する手順に従ってください。"
		case proc:
			repl = "Folgen Sie anschließend den weiteren Anweisungen in der App."
		default:
			repl = "Bitte folgen Sie dabei den weiteren Hinweisen, die Sie von uns erhalten."
		}
		split, refs := hoAllSentences(lang, s)
		for k := len(refs) - 1; k >= 0; k-- {
			r := refs[k]
			sent := split[r.line][r.idx]
			body := strings.TrimSpace(ho72bMarker.ReplaceAllString(sent, ""))
			if utf8.RuneCountInString(body) < 20 {
				continue
			}
			if lang == "ja" {
				if !ho72bJaInstr.MatchString(body) || ho72bJaInstrNo.MatchString(body) {
					continue
				}
			} else if !ho72bDeInstr.MatchString(body) || ho72bDeInstrNo.MatchString(body) {
				continue
			}
			nw := ho72bKeepMarker(sent, repl)
			if lang == "ja" && strings.HasSuffix(body, "：") {
				// the sentence introduced an address block: drop what it introduced on its line
				split[r.line] = []string{nw}
			} else {
				split[r.line][r.idx] = nw
			}
			return hoJoin(split)
		}
		return s
	}},

	// A later list item ends in the tail clause of the item before it, its own last
	// clause lost (perseveration): "7. Sobald die Verbindung steht, zeigt das
	// Bedienteil ein WLAN-Symbol, und in der App erscheint die aktuelle
	// Vorlauftemperatur." → "…ein WLAN-Symbol, das kann bis zu zwei Minuten dauern."
	{"b72b_later_item_tail_clause_perseverates_previous_items_tail", "longest", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		b := ho72bListBlock(lines)
		if b == nil {
			return s
		}
		for j := len(b) - 1; j >= 1 && j >= len(b)/2; j-- {
			_, cur := ho72bMarkerOf(lines[b[j]])
			_, prev := ho72bMarkerOf(lines[b[j-1]])
			h, t, ok := ho72bTail(lang, cur)
			_, pt, ok2 := ho72bTail(lang, prev)
			if !ok || !ok2 || t == pt {
				continue
			}
			mk, _ := ho72bMarkerOf(lines[b[j]])
			lines[b[j]] = mk + h + pt
			return strings.Join(lines, "\n")
		}
		return s
	}},

	// In an answer without a list, a later sentence ends in the tail clause of the
	// sentence before it: "2026年10月30日までに、お見積もりへのご承認をお願いいたし
	// ます。" → "2026年10月30日までに、それより早い実施はできません。"; "Sie bittet
	// darum, dass noch am selben Tag ein Installateur kommt." → "Sie bittet darum, ab
	// 8 Uhr aufschließen."
	{"b72b_later_sentence_tail_clause_perseverates_previous_sentence", "longest", func(lang, s string) string {
		if ho72bListBlock(strings.Split(s, "\n")) != nil {
			return s
		}
		split, refs := hoAllSentences(lang, s)
		for k := len(refs) - 1; k >= 1 && k >= len(refs)/2; k-- {
			r, pr := refs[k], refs[k-1]
			cur, prev := split[r.line][r.idx], split[pr.line][pr.idx]
			if strings.HasPrefix(strings.TrimSpace(cur), "|") || strings.HasPrefix(strings.TrimSpace(prev), "|") {
				continue
			}
			if lang == "de" && (strings.ContainsAny(cur, ":") || strings.ContainsAny(prev, ":")) {
				continue // an address or a labelled list, no clauses
			}
			h, t, ok := ho72bTail(lang, strings.TrimRight(cur, " "))
			_, pt, ok2 := ho72bTail(lang, strings.TrimRight(prev, " "))
			if !ok || !ok2 || t == pt || ho72bParen.MatchString(t) || ho72bParen.MatchString(pt) {
				continue
			}
			split[r.line][r.idx] = h + pt + cur[len(strings.TrimRight(cur, " ")):]
			return hoJoin(split)
		}
		return s
	}},

	// Two neighbouring sentences, items or rows of the later part trade their first
	// date, amount, clock time or phone number: "- Mehrkosten: 18.750,00 € … zusammen 21.150,00 €."
	// "- Das Budget von 486.000,00 € …" → "- Mehrkosten: 486.000,00 € …" and "- Das
	// Budget von 18.750,00 € …"; "| Nordkälte AG | 12.450,00 € |" ↔ "| Eisblock … |
	// 13.975,00 € |".
	{"b72b_later_neighbour_sentences_trade_their_figures", "longest", func(lang, s string) string {
		split, refs := hoAllSentences(lang, s)
		for k := len(refs) - 1; k >= 1 && k >= len(refs)/2; k-- {
			r, pr := refs[k], refs[k-1]
			cur, prev := split[r.line][r.idx], split[pr.line][pr.idx]
			for _, re := range ho72bFigure {
				a, b := re.FindStringIndex(prev), re.FindStringIndex(cur)
				if a == nil || b == nil {
					continue
				}
				fa, fb := prev[a[0]:a[1]], cur[b[0]:b[1]]
				if fa == fb {
					continue
				}
				split[pr.line][pr.idx] = prev[:a[0]] + fb + prev[a[1]:]
				split[r.line][r.idx] = cur[:b[0]] + fa + cur[b[1]:]
				return hoJoin(split)
			}
		}
		return s
	}},

	// The last sentence of the later part that carries a figure replaced by a claim
	// that everything else stays as it was: "- Die nächste Sitzung findet am
	// 12.11.2026 statt." → "- Alles Übrige bleibt wie bisher."; "お詫びとして、次回の
	// お買い物でご利用いただける500円分のクーポンをお送りいたします。" → "その他の点は、
	// これまでと変わりません。"
	{"b72b_last_figure_sentence_replaced_by_rest_unchanged_claim", "longest", func(lang, s string) string {
		var claim string
		switch {
		case lang == "ja" && ho72bPolite(s):
			claim = "その他の点は、これまでと変わりません。"
		case lang == "ja":
			claim = "その他の点は従来どおりである。"
		default:
			claim = "Alles Übrige bleibt wie bisher."
		}
		return ho72bSecondHalfSentence(lang, s, func(sent string) string {
			body := strings.TrimSpace(ho72bMarker.ReplaceAllString(sent, ""))
			if strings.HasPrefix(body, "|") || !ho72bDigit.MatchString(body) || utf8.RuneCountInString(body) < 20 {
				return sent
			}
			return ho72bKeepMarker(sent, claim)
		})
	}},

	// A later German request drifts from the addressee (Sie) to "die Kunden", as a
	// template would put it: "Bitte bringen Sie Ihre Versichertenkarte mit." → "Bitte
	// bringen die Kunden ihre Versichertenkarte mit."
	{"b72b_de_later_request_drifts_from_sie_to_die_kunden", "longest", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return ho72bSecondHalfSentence(lang, s, func(sent string) string {
			if !ho72bDeSie.MatchString(sent) || !ho72bDeSieReq.MatchString(sent) {
				return sent
			}
			return ho72bDePoss.ReplaceAllStringFunc(sent, func(w string) string {
				switch w {
				case "Sie":
					return "die Kunden"
				case "Ihnen":
					return "den Kunden"
				}
				return "i" + w[1:]
			})
		})
	}},

	// A later Japanese request to the reader turned into an internal memo to staff,
	// the reader no longer asked: "前日の17時までにご連絡くださいますようお願いいたし
	// ます。" → "前日の17時までに連絡してもらうよう案内すること。"
	{"b72b_ja_later_request_made_internal_staff_memo", "longest", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		best, at := s, -1
		for _, r := range ho72bJaMemo {
			locs := r.re.FindAllStringSubmatchIndex(s, -1)
			if len(locs) == 0 {
				continue
			}
			loc := locs[len(locs)-1]
			if loc[0] <= at {
				continue
			}
			var dst []byte
			dst = r.re.ExpandString(dst, r.to, s, loc)
			best, at = s[:loc[0]]+string(dst)+s[loc[1]:], loc[0]
		}
		if at < len(s)/3 {
			return s
		}
		return best
	}},

	// The last labelled value of the answer ("Label: value") replaced by a pointer to
	// something above that is not there: "Empfehlung: Eisblock Systemtechnik KG ist …"
	// → "Empfehlung: siehe oben."; "納品希望日：2026年11月2日" → "納品希望日：上記参照".
	{"b72b_last_labelled_value_replaced_by_see_above_pointer", "longest", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		for i := len(lines) - 1; i >= len(lines)/3; i-- {
			m := ho72bLabel.FindStringSubmatch(lines[i])
			if m == nil || utf8.RuneCountInString(m[4]) < 4 {
				continue
			}
			if lang == "ja" {
				lines[i] = m[1] + m[2] + m[3] + "上記参照"
			} else {
				lines[i] = m[1] + m[2] + m[3] + "siehe oben."
			}
			return strings.Join(lines, "\n")
		}
		return s
	}},

	// The last caution or limit of the later part replaced by a claim that nothing
	// needs watching: "Bitte beachten Sie, dass wir nur werktags und nicht am
	// Wochenende zustellen." → "Dabei müssen Sie nichts weiter beachten."; "- 本体と
	// スマートフォンの距離は、2メートル以内ですか。" → "- 特に制約はありません。"
	{"b72b_last_caution_replaced_by_nothing_to_watch_claim", "longest", func(lang, s string) string {
		var claim string
		switch {
		case lang == "ja" && ho72bIsLetter(lang, s):
			claim = "特に注意していただく点はございません。"
		case lang == "ja" && ho72bPolite(s):
			claim = "特に制約はありません。"
		case lang == "ja":
			claim = "特に制約はない。"
		case ho72bIsLetter(lang, s) || strings.Contains(s, " Sie "):
			claim = "Dabei müssen Sie nichts weiter beachten."
		default:
			claim = "Besondere Einschränkungen bestehen nicht."
		}
		re := ho72bDeCaution
		if lang == "ja" {
			re = ho72bJaCaution
		}
		return ho72bSecondHalfSentence(lang, s, func(sent string) string {
			body := strings.TrimSpace(ho72bMarker.ReplaceAllString(sent, ""))
			if strings.HasPrefix(body, "|") || !re.MatchString(body) || utf8.RuneCountInString(body) < 15 {
				return sent
			}
			if ho72bCautionNo.MatchString(body) {
				return sent
			}
			return ho72bKeepMarker(sent, claim)
		})
	}},
}

// ho72bFirstDiff gives the golden's and the damaged answer's sentences around the
// first place they differ.
func ho72bFirstDiff(lang, a, b string) (string, string) {
	i := 0
	for i < len(a) && i < len(b) && a[i] == b[i] {
		i++
	}
	j := 0
	for j < len(a)-i && j < len(b)-i && a[len(a)-1-j] == b[len(b)-1-j] {
		j++
	}
	cut := func(s string, from, to int) string {
		start := from
		for start > 0 && !strings.ContainsAny(s[start-1:start], "\n") && !(start >= 3 && (s[start-3:start] == "。" || s[start-2:start] == ". ")) {
			start--
		}
		end := to
		for end < len(s) && s[end] != '\n' && !(end >= 3 && s[end-3:end] == "。") && !(end >= 2 && s[end-2:end] == ". ") {
			end++
		}
		return strings.TrimSpace(s[start:end])
	}
	return cut(a, i, len(a)-j), cut(b, i, len(b)-j)
}
