package grade

// Blind batch 52b: lists, ranges and scope. Every kind changes one range, one limit,
// one list lead-in, one list's shape or the scope of one qualifier, so that the answer
// says something else about which items, which times or which limits hold: a list's
// lead-in turned into an exclusion or into a choice between its items, a time window
// or clock time widened to the whole day, a clock deadline relaxed to the end of the
// day, a window's end or a limit taken from another figure of the answer, a window
// fused into one clock time or told only as its length, a qualifier moved onto the
// neighbouring item, a prescribed means made an example, an exclusion extended over
// the allowed partner it was contrasted with, two coordinated items made one (A の B,
// A für B) or one item split into two (A と B, A und B), a list that changes its
// marker kind halfway, and a postponement of one event extended to all dates.

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
)

// ho52bRule is one regexp rewrite of the first match.
type ho52bRule struct {
	re   *regexp.Regexp
	repl string
}

func ho52bR(expr, repl string) ho52bRule {
	return ho52bRule{regexp.MustCompile(expr), repl}
}

// ho52bFirstRule applies the first rule that matches s, at its first match only.
func ho52bFirstRule(s string, rules []ho52bRule) string {
	for _, r := range rules {
		loc := r.re.FindStringSubmatchIndex(s)
		if loc == nil {
			continue
		}
		var dst []byte
		dst = r.re.ExpandString(dst, r.repl, s, loc)
		return s[:loc[0]] + string(dst) + s[loc[1]:]
	}
	return s
}

// ho52bByLang picks the rule list of the answer's language.
func ho52bByLang(de, ja []ho52bRule) func(lang, s string) string {
	return func(lang, s string) string {
		if lang == "ja" {
			return ho52bFirstRule(s, ja)
		}
		return ho52bFirstRule(s, de)
	}
}

var (
	// ho52bDeWindow is a German clock window: zwischen 8 und 12 Uhr, von 6 bis 22 Uhr.
	ho52bDeWindow = regexp.MustCompile(`\b(zwischen|von) (\d{1,2}) (und|bis) (\d{1,2}) Uhr`)
	// ho52bJaWindow is a Japanese clock window: 14時〜16時.
	ho52bJaWindow = regexp.MustCompile(`(\d{1,2})時[〜~～](\d{1,2})時`)
	// ho52bNumber is any run of digits; ho52bFigures keeps the short free-standing ones.
	ho52bNumber = regexp.MustCompile(`\d+`)
	// ho52bDeLimit and ho52bJaLimit are one-sided limits with their figure in group 1.
	ho52bDeLimit = regexp.MustCompile(`\b(?:mindestens|spätestens|höchstens|ab|bis zu) (\d{1,2}) (?:Jahren?|Stunden|Uhr|Minuten|Wochen|Tagen?)\b`)
	ho52bJaLimit = regexp.MustCompile(`(?:iOS |Android )?(\d{1,2})(?:時までに|時まで|メートル以内|分以内|以降|以上|以内)`)
	// ho52bListLine is one line of a Markdown or 「・」 list.
	ho52bListLine = regexp.MustCompile(`^(?:- |・|\d+\. )`)
	// ho52bNumbered is the marker of a numbered list line.
	ho52bNumbered = regexp.MustCompile(`^\d+\. `)
	// ho52bJaTo is a coordination of two nouns with と in front of a case particle.
	ho52bJaTo = regexp.MustCompile(`([\p{Han}\p{Katakana}ー」）A-Za-z])(?: ?)と(?: ?)([「\p{Han}\p{Katakana}ーA-Za-z][\p{Han}\p{Katakana}ー「」A-Za-z0-9,（）円 ]{0,15}?)(の|を|で|が)`)
)

// ho52bFigures lists the free-standing numbers of one or two digits in s (not parts of
// dates, amounts, clock times, codes or list numbers), in order of appearance.
func ho52bFigures(s string) []int {
	var out []int
	for _, loc := range ho52bNumber.FindAllStringIndex(s, -1) {
		d := s[loc[0]:loc[1]]
		if len(d) > 2 || d[0] == '0' {
			continue
		}
		if loc[0] > 0 && strings.ContainsRune(".,:/", rune(s[loc[0]-1])) {
			continue
		}
		if loc[1] < len(s) && strings.ContainsRune(".,:/", rune(s[loc[1]])) {
			continue
		}
		n, err := strconv.Atoi(d)
		if err == nil {
			out = append(out, n)
		}
	}
	return out
}

// ho52bClosest picks, from the figures of s, the one closest to n that is not n, that
// is above lo and at most hi; the first of equals wins. ok is false without one.
func ho52bClosest(s string, n, lo, hi int) (int, bool) {
	best, dist := 0, -1
	for _, f := range ho52bFigures(s) {
		if f == n || f <= lo || f > hi {
			continue
		}
		d := f - n
		if d < 0 {
			d = -d
		}
		if dist < 0 || d < dist {
			best, dist = f, d
		}
	}
	return best, dist >= 0
}

// ho52bWindow finds the first clock window of s: the byte span, its two ends.
func ho52bWindow(lang, s string) (loc []int, from, to int, ok bool) {
	re, a, b := ho52bDeWindow, 4, 8
	if lang == "ja" {
		re, a, b = ho52bJaWindow, 2, 4
	}
	m := re.FindStringSubmatchIndex(s)
	if m == nil {
		return nil, 0, 0, false
	}
	from, _ = strconv.Atoi(s[m[a]:m[a+1]])
	to, _ = strconv.Atoi(s[m[b]:m[b+1]])
	return m, from, to, true
}

// ho52bListBlock finds the first run of at least three list lines of s, as indexes of
// its lines.
func ho52bListBlock(lines []string) []int {
	var run []int
	for i, l := range lines {
		if ho52bListLine.MatchString(l) {
			run = append(run, i)
			continue
		}
		if len(run) >= 3 {
			return run
		}
		run = nil
	}
	if len(run) >= 3 {
		return run
	}
	return nil
}

var heldOutBatch52b = []heldOutKind{
	// A list's or block's lead-in turned round, so that what follows is excluded instead
	// of meant: "Falls die Verbindung nicht klappt:" → "Falls die Verbindung nicht klappt,
	// hilft Folgendes nicht:"; 以下の点をご確認ください。 → 以下の点のご確認は不要です。
	{"b52b_list_or_block_lead_in_negated", "first", ho52bByLang(
		[]ho52bRule{
			ho52bR(`(?m)^(Falls [^\n:]*? nicht klappt):$`, "${1}, hilft Folgendes nicht:"),
			ho52bR(`Gern liefern wir ([^\n:]*?) (?:direkt )?an (das|die|den) ([^\n:]+):\n`, "Leider liefern wir ${1} nicht an ${2} ${3}:\n"),
			ho52bR(`(?m)^(So [^\n:]*?) (ein|an|auf):$`, "${1} ${2} – aber nicht wie folgt:"),
		},
		[]ho52bRule{
			ho52bR(`以下の点をご確認ください。`, "以下の点のご確認は不要です。"),
			ho52bR(`次の手順で行います。`, "次の手順では行いません。"),
			ho52bR(`を下記のとおり確定いたしました。`, "は、下記の日時では確定できませんでした。"),
			ho52bR(`次の宛先にお送りください：`, "次の宛先にはお送りにならないでください："),
		})},

	// A time window or fixed clock time widened to the whole day, so the slot the reader
	// must keep free is lost: "am 12.11.2026 zwischen 8 und 12 Uhr" → "am 12.11.2026
	// ganztägig"; 2026年10月23日（金）14時〜16時 → 2026年10月23日（金）終日.
	{"b52b_clock_window_or_time_widened_to_whole_day", "first", ho52bByLang(
		[]ho52bRule{
			ho52bR(`\bzwischen \d{1,2} und \d{1,2} Uhr`, "ganztägig"),
			ho52bR(`\bvon \d{1,2} bis \d{1,2} Uhr`, "den ganzen Tag über"),
			ho52bR(`\b(?:ab|um) \d{1,2}(?::\d{2})? Uhr`, "im Laufe des Tages"),
		},
		[]ho52bRule{
			ho52bR(`\d{1,2}時[〜~～]\d{1,2}時`, "終日"),
		})},

	// A deadline at a clock time relaxed to the end of its day, so a late notice now
	// counts as in time: 前日の17時までにご連絡ください → 前日中にご連絡ください;
	// "spätestens 24 Stunden vorher" → "spätestens am Vortag".
	{"b52b_clock_deadline_relaxed_to_end_of_day", "first", ho52bByLang(
		[]ho52bRule{
			ho52bR(`\bspätestens \d{1,2} Stunden vorher`, "spätestens am Vortag"),
		},
		[]ho52bRule{
			ho52bR(`(前日|当日)の\d{1,2}時までに`, "${1}中に"),
			ho52bR(`（(.)）\d{1,2}時までに`, "（${1}）中に"),
		})},

	// A time window's end replaced by the nearest other figure of the answer, as a
	// decoder copying a neighbouring number would: "21 °C von 6 bis 22 Uhr" → "21 °C
	// von 6 bis 21 Uhr"; 14時〜16時 → 14時〜17時 (the 17 of 前日の17時).
	{"b52b_window_end_taken_from_other_figure", "first", func(lang, s string) string {
		loc, from, to, ok := ho52bWindow(lang, s)
		if !ok {
			return s
		}
		nw, ok := ho52bClosest(s, to, from, 23)
		if !ok {
			return s
		}
		endStart, endEnd := loc[4], loc[5]
		if lang != "ja" {
			endStart, endEnd = loc[8], loc[9]
		}
		return s[:endStart] + strconv.Itoa(nw) + s[endEnd:]
	}},

	// A one-sided limit's figure replaced by the nearest other figure of the answer:
	// "das günstigste Angebot mit mindestens 3 Jahren Garantie" → "mit mindestens 4
	// Jahren Garantie" (the 4 of "4 Wochen"); iOS 16以降 → iOS 11以降; "ab 8 Uhr" →
	// "ab 12 Uhr" (the 12 of "Brückenstraße 12").
	{"b52b_limit_value_taken_from_other_figure", "first", func(lang, s string) string {
		re := ho52bDeLimit
		if lang == "ja" {
			re = ho52bJaLimit
		}
		m := re.FindStringSubmatchIndex(s)
		if m == nil {
			return s
		}
		n, _ := strconv.Atoi(s[m[2]:m[3]])
		hi := 99
		if strings.Contains(s[m[0]:m[1]], "時") || strings.Contains(s[m[0]:m[1]], "Uhr") {
			hi = 23
		}
		nw, ok := ho52bClosest(s, n, 0, hi)
		if !ok {
			return s
		}
		return s[:m[2]] + strconv.Itoa(nw) + s[m[3]:]
	}},

	// A qualifier of one item moved onto its neighbour, so it describes the wrong item:
	// 営業の担当は引き続き松田部長で、請求書の送付先は経理部の小西課長 → 営業の担当は引き続き経理部の松田部長で、
	// 請求書の送付先は小西課長; "Frau Müller von der Hausverwaltung Schößler meldet, dass in
	// der Wohnung von Herrn Weiß (Brückenstraße 12, 2. OG)" → "… Schößler (Brückenstraße
	// 12, 2. OG) meldet, dass in der Wohnung von Herrn Weiß …".
	{"b52b_qualifier_moved_to_neighbour_item", "raw", ho52bByLang(
		[]ho52bRule{
			ho52bR(`(von der [^()\n]+?) ((?:meldet|berichtet|teilt mit)[^()\n]*? von (?:Herrn|Frau) \p{L}+) (\([^)\n]*\))`, "${1} ${3} ${2}"),
		},
		[]ho52bRule{
			ho52bR(`は引き続き(\p{Han}{1,4}(?:部長|課長))で、([^、。\n]*?)(\p{Han}{1,4}部)の(\p{Han}{1,4}(?:部長|課長))`, "は引き続き${3}の${1}で、${2}${4}"),
			ho52bR(`(\| [^|\n（]+)（([^）\n]+)）( \|[^\n]*\n\| [^|\n]+?)( \|)`, "${1}${3}（${2}）${4}"),
			ho52bR(`(\p{Han}+)（(\d{1,2}月\d{1,2}日)）(後に[^、。\n]*?の[\p{Han}\p{Katakana}ー]+)`, "${1}${3}（${2}）"),
		})},

	// A prescribed means or item made a mere example, so the reader may use another:
	// "Bitte bringen Sie Ihre Versichertenkarte mit." → "Bitte bringen Sie zum Beispiel
	// Ihre Versichertenkarte mit."; 同梱の返送用伝票でご返送ください → 同梱の返送用伝票などでご返送ください.
	{"b52b_prescribed_means_made_example", "first", ho52bByLang(
		[]ho52bRule{
			ho52bR(`\bBitte bringen Sie (Ihre \p{L}+) mit\b`, "Bitte bringen Sie zum Beispiel ${1} mit"),
			ho52bR(`\b(zurück|zu|an uns) mit dem beiliegenden (\p{L}+)`, "${1} zum Beispiel mit dem beiliegenden ${2}"),
			ho52bR(`\bmit dem beiliegenden (\p{L}+)`, "zum Beispiel mit dem beiliegenden ${1}"),
			ho52bR(`\bwie gewohnt an Ihre (\p{L}+)`, "zum Beispiel an Ihre ${1}"),
			ho52bR(`\bTippen Sie in der App auf\b`, "Tippen Sie in der App zum Beispiel auf"),
		},
		[]ho52bRule{
			ho52bR(`(伝票|宛先|タブ)(で|に|を)`, "${1}など${2}"),
		})},

	// A time window fused into one clock time, its end read as the minutes: "zwischen 8
	// und 12 Uhr" → "um 8:12 Uhr"; 14時〜16時 → 14時16分.
	{"b52b_window_fused_into_one_clock_time", "first", ho52bByLang(
		[]ho52bRule{
			ho52bR(`\b(?:zwischen|von) (\d{1,2}) (?:und|bis) (\d)(\d) Uhr`, "um ${1}:${2}${3} Uhr"),
			ho52bR(`\b(?:zwischen|von) (\d{1,2}) (?:und|bis) (\d) Uhr`, "um ${1}:0${2} Uhr"),
		},
		[]ho52bRule{
			ho52bR(`(\d{1,2})時[〜~～](\d{1,2})時`, "${1}時${2}分"),
		})},

	// An exclusion extended over the partner it was contrasted with, so what is allowed
	// or wanted is excluded too: "nur werktags und nicht am Wochenende" → "weder werktags
	// noch am Wochenende"; FAX番号（06-6345-7790）は変わりません → 電話番号もFAX番号（…）も変わりません.
	{"b52b_exclusion_extended_over_contrasted_partner", "first", ho52bByLang(
		[]ho52bRule{
			ho52bR(`\bnur (\p{L}+) und nicht (am|an|im) (\p{L}+)`, "weder ${1} noch ${2} ${3}"),
			ho52bR(`\bkeine (\p{L}+), sondern (ein|eine|einen) `, "weder eine ${1} noch ${2} "),
			ho52bR(`\bkein (\p{L}+), sondern (ein|eine|einen) `, "weder ein ${1} noch ${2} "),
			ho52bR(`Netze, die nur im 5-GHz-Band funken,`, "Netze im 2,4-GHz- und im 5-GHz-Band"),
		},
		[]ho52bRule{
			ho52bR(`FAX番号（([^）\n]+)）は変わりません`, "電話番号もFAX番号（${1}）も変わりません"),
			ho52bR(`それより早い実施はできません`, "それより早い実施も遅い実施もできません"),
			ho52bR(`(\p{Han}+期間)中の途中(\p{Han}+)はできません`, "${1}中も${1}終了後も${2}はできません"),
			ho52bR(`([\p{Hiragana}\p{Han}]+)や(\p{Han}+)の上では`, "${1}や${2}、フローリングの上では"),
		})},

	// A time window told only by its length, so when it lies is lost: "Die Lieferung
	// erfolgt am 12.11.2026 zwischen 8 und 12 Uhr." → "… am 12.11.2026 innerhalb von 4
	// Stunden."; 2026年10月23日（金）14時〜16時 → 2026年10月23日（金）のうち2時間.
	{"b52b_window_told_only_by_its_length", "first", func(lang, s string) string {
		loc, from, to, ok := ho52bWindow(lang, s)
		if !ok || to <= from {
			return s
		}
		n := to - from
		var nw string
		switch {
		case lang == "ja":
			nw = fmt.Sprintf("のうち%d時間", n)
		case strings.HasPrefix(s[loc[0]:], "zwischen"):
			nw = fmt.Sprintf("innerhalb von %d Stunden", n)
		default:
			nw = fmt.Sprintf("für %d Stunden", n)
		}
		return s[:loc[0]] + nw + s[loc[1]:]
	}},

	// Two coordinated items made one, the second now a part or purpose of the first:
	// 「カイケイクラウド Pro」と「タイムレコ」の連携 → 「カイケイクラウド Pro」の「タイムレコ」の連携;
	// "die Mehrkosten und den neuen Termin freizugeben" → "die Mehrkosten für den neuen
	// Termin freizugeben".
	{"b52b_coordination_made_one_item", "first", func(lang, s string) string {
		if lang == "ja" {
			m := ho52bJaTo.FindStringSubmatchIndex(s)
			if m == nil {
				return s
			}
			return s[:m[3]] + "の" + s[m[4]:]
		}
		return ho52bFirstRule(s, []ho52bRule{
			ho52bR(`\b(die|den) (\p{Lu}\p{L}+) und (den|die|das) `, "${1} ${2} für ${3} "),
		})
	}},

	// One item split into two coordinated ones, its owner or modifier made an item of
	// its own: 株式会社アオバ精工の大阪営業所は…移転します → 株式会社アオバ精工と大阪営業所は…移転します;
	// "die Genehmigung der Gewerbeaufsicht steht noch aus" → "die Genehmigung und die
	// Gewerbeaufsicht stehen noch aus".
	{"b52b_modifier_made_separate_item", "first", ho52bByLang(
		[]ho52bRule{
			ho52bR(`\bdie (\p{Lu}\p{L}+) der (\p{Lu}\p{L}+) steht\b`, "die ${1} und die ${2} stehen"),
			ho52bR(`\bder (\p{Lu}\p{L}+) der (\p{Lu}\p{L}+) verschiebt sich\b`, "der ${1} und die ${2} verschieben sich"),
		},
		[]ho52bRule{
			ho52bR(`(株式会社[\p{Katakana}ー]+[\p{Han}\p{Katakana}ー]*)の`, "${1}と"),
			ho52bR(`(\p{Han}{2,}試験)の`, "${1}と"),
			ho52bR(`([\p{Katakana}ー]+商品)の(\p{Han}+)`, "${1}と${2}"),
		})},

	// A list that changes its marker kind halfway, so it falls into two lists and the
	// steps after the middle lose their order (or the bullets become numbered steps):
	// "6. Geben Sie das Passwort Ihres WLANs ein." → "- Geben Sie das Passwort Ihres
	// WLANs ein."; "- Die nächste Sitzung findet am 12.11.2026 statt." → "2. Die nächste
	// Sitzung findet am 12.11.2026 statt."
	{"b52b_list_switches_marker_kind_halfway", "longest", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		block := ho52bListBlock(lines)
		if block == nil {
			return s
		}
		n := 1
		for _, i := range block[len(block)/2:] {
			l := lines[i]
			switch {
			case ho52bNumbered.MatchString(l):
				lines[i] = "- " + ho52bNumbered.ReplaceAllString(l, "")
			case strings.HasPrefix(l, "- "):
				lines[i] = strconv.Itoa(n) + ". " + strings.TrimPrefix(l, "- ")
			case strings.HasPrefix(l, "・"):
				lines[i] = strconv.Itoa(n) + ". " + strings.TrimPrefix(l, "・")
			}
			n++
		}
		return strings.Join(lines, "\n")
	}},

	// A lead-in that makes a list's items alternatives, so only one of them holds or
	// needs doing: "So verbinden Sie … ein:" → "So verbinden Sie … ein – dafür genügt
	// einer der folgenden Schritte:"; a summary list gains "Eine der folgenden Angaben
	// trifft zu:" / 以下のいずれか一つが該当します。
	{"b52b_list_lead_in_makes_items_alternatives", "longest", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		block := ho52bListBlock(lines)
		if block == nil {
			return s
		}
		first := block[0]
		lead := -1
		for i := first - 1; i >= 0; i-- {
			if strings.TrimSpace(lines[i]) == "" {
				continue
			}
			lead = i
			break
		}
		if lead >= 0 {
			l := lines[lead]
			switch {
			case lang == "ja" && strings.Contains(l, "次の手順"):
				lines[lead] = strings.Replace(l, "次の手順", "次のいずれかの手順", 1)
			case lang == "ja" && strings.Contains(l, "以下の点"):
				lines[lead] = strings.Replace(l, "以下の点", "以下のいずれか1点", 1)
			case lang != "ja" && strings.HasSuffix(l, ":"):
				lines[lead] = strings.TrimSuffix(l, ":") + " – dafür genügt einer der folgenden Schritte:"
			default:
				return s
			}
			return strings.Join(lines, "\n")
		}
		intro := "Eine der folgenden Angaben trifft zu:"
		if lang == "ja" {
			intro = "以下のいずれか一つが該当します。"
		}
		lines = append(lines[:first], append([]string{intro}, lines[first:]...)...)
		return strings.Join(lines, "\n")
	}},

	// The postponement of one event extended to all dates, so events that keep their
	// date are moved too: "Die Inbetriebnahme verschiebt sich auf den 07.12.2026." →
	// "Die Inbetriebnahme und alle weiteren Termine verschieben sich auf den 07.12.2026.";
	// 出荷開始日を…に延期 → 出荷開始日を含むすべての日程を…に延期.
	{"b52b_postponement_extended_to_all_dates", "first", ho52bByLang(
		[]ho52bRule{
			ho52bR(`\b([Dd]ie|[Dd]er|[Dd]as) (\p{Lu}\p{L}+) verschiebt sich\b`, "${1} ${2} und alle weiteren Termine verschieben sich"),
			ho52bR(`\bverschiebt sich (der|die|das) (\p{Lu}\p{L}+)`, "verschieben sich ${1} ${2} und alle weiteren Termine"),
		},
		[]ho52bRule{
			ho52bR(`([\p{Han}]+日)を(\d{4}年\d{1,2}月\d{1,2}日から[^、。\n]*?に延期)`, "${1}を含むすべての日程を${2}"),
		})},
}

// ho52bDiffSentences gives the sentences of a and b between their common beginning and
// their common end.
func ho52bDiffSentences(lang, a, b string) (string, string) {
	flat := func(s string) []string {
		split, refs := hoAllSentences(lang, s)
		var out []string
		for _, r := range refs {
			out = append(out, split[r.line][r.idx])
		}
		return out
	}
	as, bs := flat(a), flat(b)
	p := 0
	for p < len(as) && p < len(bs) && as[p] == bs[p] {
		p++
	}
	q := 0
	for q < len(as)-p && q < len(bs)-p && as[len(as)-1-q] == bs[len(bs)-1-q] {
		q++
	}
	join := func(ss []string) string {
		return strings.TrimSpace(strings.Join(ss, " ⏎ "))
	}
	return join(as[p : len(as)-q]), join(bs[p : len(bs)-q])
}
