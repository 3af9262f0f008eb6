package grade

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
)

// Batch 76c: summaries, minutes and notes whose facts are each copied right but whose
// weighting or aggregation is wrong. The lead point is pushed to the end, the main
// request is labelled a side note while a closing detail is called the key point, a
// follow-on event is merged into the day of the event that triggers it, a conclusion
// is turned round while its premise stays, one affected person becomes a whole group,
// a second duty is handed to the first named owner or to nobody, the statuses of two
// paired items trade places, a grand total is booked to one line item, figures that
// must not be added are summed, and a letter's request to the reader is moved behind
// the close. Every kind changes one place of the golden and leaves the rest as it is.

// b76cIsBullet says whether a line is a bullet point of a summary.
func b76cIsBullet(l string) bool {
	return strings.HasPrefix(l, "- ") || strings.HasPrefix(l, "・")
}

// b76cPoints splits a summary into its points: the bullet lines of a text that is
// nothing but bullets (at least 3), or the sentences of a one-paragraph text (at least
// 3). bullets says which; ok is false for any other text (letters, procedures, tables).
func b76cPoints(lang, s string) (points []string, bullets, ok bool) {
	if !strings.Contains(s, "\n") {
		ss := hoSentences(lang, s)
		if len(ss) < 3 {
			return nil, false, false
		}
		return ss, false, true
	}
	for _, l := range strings.Split(s, "\n") {
		if !b76cIsBullet(l) {
			return nil, false, false
		}
		points = append(points, l)
	}
	return points, true, len(points) >= 3
}

// b76cJoinPoints joins points back: bullets by line, sentences by a space (de) or
// nothing (ja), each sentence trimmed of its trailing space first.
func b76cJoinPoints(lang string, points []string, bullets bool) string {
	if bullets {
		return strings.Join(points, "\n")
	}
	sep := " "
	if lang == "ja" {
		sep = ""
	}
	trimmed := make([]string, len(points))
	for i, p := range points {
		trimmed[i] = strings.TrimRight(p, " ")
	}
	return strings.Join(trimmed, sep)
}

// b76cPrefixPoint puts a label in front of a point, after its bullet marker.
func b76cPrefixPoint(p, label string) string {
	for _, m := range []string{"- ", "・"} {
		if strings.HasPrefix(p, m) {
			return m + label + strings.TrimPrefix(p, m)
		}
	}
	return label + p
}

// b76cRule is one rewrite of a kind: the first rule whose pattern matches rewrites its
// first match; repl may use $1 … like regexp.Expand.
type b76cRule struct {
	re   *regexp.Regexp
	repl string
}

// b76cFirstRule applies the first matching rule to its first match only.
func b76cFirstRule(rules []b76cRule, s string) string {
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

var (
	b76cDeRequest   = regexp.MustCompile(`\bbittet\b|^(?:- )?Gewünscht\b|^(?:- )?Bitte\b|Entscheidung:`)
	b76cJaRequest   = regexp.MustCompile(`求めている|を希望|お願いいたします`)
	b76cJaPoliteEnd = regexp.MustCompile(`よろしくお願い|ご不明な点|お問い合わせ`)
	b76cDeMainPoint = regexp.MustCompile(`Entscheidung|bittet darum|Gewünscht`)
	b76cJaMainPoint = regexp.MustCompile(`承認|を希望|確認済み`)
)

// b76cDeCents reads a German amount like 145.000,00 as cents.
func b76cDeCents(a string) int {
	n, err := strconv.Atoi(strings.NewReplacer(".", "", ",", "").Replace(a))
	if err != nil {
		return -1
	}
	return n
}

// b76cDeFormat writes cents as a German amount: 265.000,00.
func b76cDeFormat(c int) string {
	euros := strconv.Itoa(c / 100)
	var b strings.Builder
	for i, r := range euros {
		if i > 0 && (len(euros)-i)%3 == 0 {
			b.WriteByte('.')
		}
		b.WriteRune(r)
	}
	return fmt.Sprintf("%s,%02d", b.String(), c%100)
}

// b76cJaGroup writes an integer with comma groups: 38500 is 38,500.
func b76cJaGroup(n int) string {
	s := strconv.Itoa(n)
	var b strings.Builder
	for i, r := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(r)
	}
	return b.String()
}

// b76cJaMan reads an amount like 3億2,000万 (groups 3 and 2,000) as a count of 万.
func b76cJaMan(oku, man string) int {
	o := 0
	if oku != "" {
		o, _ = strconv.Atoi(oku)
	}
	m, _ := strconv.Atoi(strings.ReplaceAll(man, ",", ""))
	return o*10000 + m
}

// b76cJaManFormat writes a count of 万 as 5億3,500万.
func b76cJaManFormat(n int) string {
	if n >= 10000 {
		if n%10000 == 0 {
			return fmt.Sprintf("%d億", n/10000)
		}
		return fmt.Sprintf("%d億%s万", n/10000, b76cJaGroup(n%10000))
	}
	return b76cJaGroup(n) + "万"
}

var (
	// b76cSummedRules: "145.000,00 € statt 120.000,00 €" (new and replaced funding).
	b76cDeInstead = regexp.MustCompile(`(\d{1,3}(?:\.\d{3})*,\d\d) € statt (\d{1,3}(?:\.\d{3})*,\d\d) €`)
	// "予算は3億2,000万円、9月末時点の支出は2億1,500万円" (budget and spending so far).
	b76cJaBudgetSpent = regexp.MustCompile(`予算は(?:(\d+)億)?([\d,]+)万円、([^。]*?)支出は(?:(\d+)億)?([\d,]+)万円`)
	// "基本料金33,000円（税込）と…で、合計38,500円（税込）" (a total and its part).
	b76cJaTotalAndPart = regexp.MustCompile(`(\p{Han}+料金)(\d{1,3}(?:,\d{3})+)円（税込）と([^。]*?)合計(\d{1,3}(?:,\d{3})+)円（税込）`)
)

var b76cReaderRequestDe = regexp.MustCompile(`^Bitte\b`)

var heldOutBatch76c = []heldOutKind{
	// The lead point of a summary (who, what, the main matter) is pushed to the end, so
	// the points that depend on it come first and their references hang in the air.
	//   de-summary-names: "Frau Müller von der Hausverwaltung Schößler meldet, … tropft.
	//   Herr Weiß ist … Sie bittet darum, …" → "Herr Weiß ist … Sie bittet darum, … kommt.
	//   Frau Müller von der Hausverwaltung Schößler meldet, … tropft."
	//   ja-summary-address: "・株式会社アオバ精工の大阪営業所は、令和8年11月16日（月）に移転します。"
	//   moves from the first to the last bullet, behind "・営業の担当は…".
	{"b76c_lead_point_moved_to_end", "first", func(lang, s string) string {
		points, bullets, ok := b76cPoints(lang, s)
		if !ok {
			return s
		}
		moved := append(append([]string{}, points[1:]...), points[0])
		return b76cJoinPoints(lang, moved, bullets)
	}},

	// The main request or requested decision is labelled a mere side note.
	//   de-summary-long-context: "- Entscheidung: Herr Strauß bittet, die Mehrkosten … bis
	//   zum 21.10.2026 freizugeben." → "- Nur am Rande: Herr Strauß bittet, …"
	//   ja-summary-long-context: "10月20日の経営会議で、延期と予備費支出の承認を求めている。" →
	//   "ちなみに、10月20日の経営会議で、延期と予備費支出の承認を求めている。"
	{"b76c_main_request_labelled_side_note", "first", func(lang, s string) string {
		split, refs := hoAllSentences(lang, s)
		for _, r := range refs {
			sen := split[r.line][r.idx]
			if lang == "ja" {
				if !b76cJaRequest.MatchString(sen) || b76cJaPoliteEnd.MatchString(sen) {
					continue
				}
				split[r.line][r.idx] = b76cPrefixPoint(sen, "ちなみに、")
				return hoJoin(split)
			}
			if !b76cDeRequest.MatchString(sen) {
				continue
			}
			if strings.Contains(sen, "Entscheidung: ") {
				split[r.line][r.idx] = strings.Replace(sen, "Entscheidung: ", "Nur am Rande: ", 1)
			} else {
				split[r.line][r.idx] = b76cPrefixPoint(sen, "Nur am Rande: ")
			}
			return hoJoin(split)
		}
		return s
	}},

	// The closing minor detail of a summary is labelled its most important point.
	//   de-summary-meeting: "- Die nächste Sitzung findet am 12.11.2026 statt." →
	//   "- Wichtigster Punkt: Die nächste Sitzung findet am 12.11.2026 statt."
	//   ja-summary-address: "・営業の担当は引き続き松田部長で、…" → "・最重要事項：営業の担当は…"
	{"b76c_closing_detail_labelled_key_point", "first", func(lang, s string) string {
		points, bullets, ok := b76cPoints(lang, s)
		if !ok {
			return s
		}
		last := points[len(points)-1]
		if lang == "ja" {
			if b76cJaMainPoint.MatchString(last) {
				return s
			}
			points[len(points)-1] = b76cPrefixPoint(last, "最重要事項：")
		} else {
			if b76cDeMainPoint.MatchString(last) {
				return s
			}
			points[len(points)-1] = b76cPrefixPoint(last, "Wichtigster Punkt: ")
		}
		return b76cJoinPoints(lang, points, bullets)
	}},

	// A follow-on event is merged into the day of the event that triggers it, as if
	// both were one occasion; its own date is lost.
	//   de-summary-meeting: "…; die Inbetriebnahme verschiebt sich auf den 07.12.2026." →
	//   "…; die Inbetriebnahme erfolgt am selben Tag."
	//   ja-support-summary-reply: "交換品は10月19日に発送予定。" → "交換品は10月19日に発送・到着予定。"
	{"b76c_follow_on_event_merged_into_trigger_day", "first", func(lang, s string) string {
		return b76cFirstRule([]b76cRule{
			{regexp.MustCompile(`; die Inbetriebnahme verschiebt sich auf den \d{1,2}\.\d{1,2}\.\d{4}`), "; die Inbetriebnahme erfolgt am selben Tag"},
			{regexp.MustCompile(`(geliefert werden, verschiebt sich die Inbetriebnahme vom \d{1,2}\.\d{1,2}\.\d{4}) auf den \d{1,2}\.\d{1,2}\.\d{4}`), "$1 auf den Liefertag"},
			{regexp.MustCompile(`(\d{1,2}月\d{1,2}日)に発送予定`), "${1}に発送・到着予定"},
			{regexp.MustCompile(`(修正版の提供（\d{1,2}月\d{1,2}日）)後に2週間の再テストが必要なため`), "${1}と同日に再テストを終える必要があるため"},
		}, s)
	}},

	// The conclusion of a sentence is turned round while its premise stays as it was.
	//   de-summary-long-context: "Das Budget von 486.000,00 € bleibt eingehalten, da die
	//   Förderung … höher ausfällt" → "… wird überschritten, obwohl die Förderung … höher ausfällt"
	//   ja-translate-de: "…予約で埋まっており、誠に残念ながら、それより早い実施はできません。" →
	//   "…それより早い実施も可能です。"
	{"b76c_conclusion_flipped_premise_kept", "first", func(lang, s string) string {
		return b76cFirstRule([]b76cRule{
			{regexp.MustCompile(`bleibt eingehalten, da`), "wird überschritten, obwohl"},
			{regexp.MustCompile(`ので、([^。]*?)お届けできる見込みです`), "ので、${1}お届けできない見込みです"},
			{regexp.MustCompile(`(埋まっており、[^。]*?)それより早い実施はできません`), "${1}それより早い実施も可能です"},
			{regexp.MustCompile(`(ため、[^。]*?)加算されております`), "${1}加算されておりません"},
			{regexp.MustCompile(`(必要なため、[^。]*?)延期することを提案している`), "${1}延期する必要はないとしている"},
		}, s)
	}},

	// The one person a point is about is widened to a whole group.
	//   de-summary-names: "Herr Weiß ist bis zum 22.10.2026 verreist" → "Alle Mieter des
	//   Hauses sind bis zum 22.10.2026 verreist"
	//   ja-summary-katakana: "髙橋様は月末の給与計算に間に合うかを心配されている。" →
	//   "社員全員が月末の給与計算に間に合うかを心配されている。"
	{"b76c_single_affected_person_widened_to_group", "first", func(lang, s string) string {
		return b76cFirstRule([]b76cRule{
			{regexp.MustCompile(`Herr \p{Lu}\p{Ll}+ ist bis`), "Alle Mieter des Hauses sind bis"},
			{regexp.MustCompile(`(?m)^- (?:Frau|Herr) \p{Lu}\p{Ll}+ bittet um`), "- Mehrere Kundinnen und Kunden bitten um"},
			{regexp.MustCompile(`\p{Han}+様は([^。]*心配)`), "社員全員が${1}"},
		}, s)
	}},

	// A second duty of the case is handed to the first named owner as well.
	//   de-summary-long-context: "ausführende Firma ist Wärmetechnik Förster, die Statik
	//   prüft Frau Dr. Jäger." → "…, die Statik prüft ebenfalls Wärmetechnik Förster."
	//   ja-summary-address: "…松田部長で、請求書の送付先は経理部の小西課長に変わります。" →
	//   "…松田部長で、請求書の送付先も松田部長に変わります。"
	{"b76c_second_duty_given_to_first_named_owner", "first", func(lang, s string) string {
		if m := regexp.MustCompile(`責任者の(\p{Han}+)が`).FindStringSubmatch(s); m != nil {
			if nw := b76cFirstRule([]b76cRule{{regexp.MustCompile(`新センターは[^、。]+?が運営し`), "新センターは" + m[1] + "自らが運営し"}}, s); nw != s {
				return nw
			}
		}
		return b76cFirstRule([]b76cRule{
			{regexp.MustCompile(`ausführende Firma ist ([^,;.]+), die (\p{L}+) prüft (?:Frau|Herr) (?:Dr\. )?\p{Lu}\p{Ll}+`), "ausführende Firma ist $1, die $2 prüft ebenfalls $1"},
			{regexp.MustCompile(`担当は引き続き(\p{Han}+?部長)で、([^。]+?)は[^。]*?に変わります`), "担当は引き続き${1}で、${2}も${1}に変わります"},
		}, s)
	}},

	// The statuses of two paired items trade places: the passed one is pending, the
	// unchanged one changes, the broken month works.
	//   de-summary-meeting: "Die Druckbehälterprüfung ist bestanden, die Genehmigung der
	//   Gewerbeaufsicht steht noch aus." → "Die Druckbehälterprüfung steht noch aus, die
	//   Genehmigung der Gewerbeaufsicht liegt vor."
	//   ja-summary-katakana: "10月分の勤怠データが取り込めない…（…、9月分までは正常）" →
	//   "9月分の勤怠データが取り込めない…（…、10月分までは正常）"
	{"b76c_paired_statuses_exchanged", "first", func(lang, s string) string {
		if nw := b76cFirstRule([]b76cRule{
			{regexp.MustCompile(`(\p{L}+) ist bestanden, die ([^.;]+?) steht noch aus`), "$1 steht noch aus, die $2 liegt vor"},
			{regexp.MustCompile(`([^、。・]+?)は引き続き([^、。]+?)で、([^。]+?)は([^。]+?)に変わります`), "${1}は${2}に変わり、${3}は引き続き${4}です"},
			{regexp.MustCompile(`確認済みで、([^。]*?)予定`), "確認予定で、${1}済み"},
		}, s); nw != s {
			return nw
		}
		m := regexp.MustCompile(`(\d{1,2})月分の([^。]*?)(\d{1,2})月分までは正常`).FindStringSubmatchIndex(s)
		if m == nil {
			return s
		}
		a, b := s[m[2]:m[3]], s[m[6]:m[7]]
		return s[:m[2]] + b + s[m[3]:m[6]] + a + s[m[7]:]
	}},

	// The grand total is booked to one line item, as if it were that item's sum.
	//   ja-table-quote: "合計（税抜）：53,900円" → "コピー用紙A4（500枚×5冊）分の合計（税抜）：53,900円"
	//   de-summary-long-context: "…, zusammen 21.150,00 €." → "…, zusammen 21.150,00 € für
	//   die Stahlträger."
	{"b76c_grand_total_booked_to_one_line_item", "first", func(lang, s string) string {
		if m := regexp.MustCompile(`(?m)^\| ([^|]+?) \| \d`).FindStringSubmatch(s); m != nil && lang == "ja" {
			if nw := b76cFirstRule([]b76cRule{{regexp.MustCompile(`(?m)^合計（`), m[1] + "分の合計（"}}, s); nw != s {
				return nw
			}
		}
		return b76cFirstRule([]b76cRule{
			{regexp.MustCompile(`für (die|den|das) (\p{L}+) und ([^;\n]+?), zusammen (\d{1,3}(?:\.\d{3})*,\d\d €)`), "für $1 $2 und $3, zusammen $4 für $1 $2"},
			{regexp.MustCompile(`と([\p{Han}\p{Katakana}ー]+料金)(\d{1,3}(?:,\d{3})+円（税込）)で、合計`), "と${1}${2}で、${1}の合計"},
		}, s)
	}},

	// Figures that must not be added (new and replaced value, budget and spending, a
	// total and its own part) are summed into an invented total, each figure kept right.
	//   de-summary-long-context: "mit 145.000,00 € statt 120.000,00 €" → "mit 145.000,00 €
	//   statt 120.000,00 € (zusammen 265.000,00 €)"
	//   ja-summary-long-context: "…9月末時点の支出は2億1,500万円。" → "…9月末時点の支出は2億1,500万円
	//   （合わせて5億3,500万円）。"
	{"b76c_non_additive_figures_summed_into_total", "first", func(lang, s string) string {
		if m := b76cDeInstead.FindStringSubmatchIndex(s); m != nil {
			sum := b76cDeCents(s[m[2]:m[3]]) + b76cDeCents(s[m[4]:m[5]])
			return s[:m[1]] + " (zusammen " + b76cDeFormat(sum) + " €)" + s[m[1]:]
		}
		if m := b76cJaBudgetSpent.FindStringSubmatchIndex(s); m != nil {
			sub := func(i int) string {
				if m[2*i] < 0 {
					return ""
				}
				return s[m[2*i]:m[2*i+1]]
			}
			sum := b76cJaMan(sub(1), sub(2)) + b76cJaMan(sub(4), sub(5))
			return s[:m[1]] + "（合わせて" + b76cJaManFormat(sum) + "円）" + s[m[1]:]
		}
		if m := b76cJaTotalAndPart.FindStringSubmatchIndex(s); m != nil {
			part, _ := strconv.Atoi(strings.ReplaceAll(s[m[4]:m[5]], ",", ""))
			total, _ := strconv.Atoi(strings.ReplaceAll(s[m[8]:m[9]], ",", ""))
			return s[:m[1]] + "、" + s[m[2]:m[3]] + "と合わせて" + b76cJaGroup(part+total) + "円（税込）" + s[m[1]:]
		}
		return s
	}},

	// The letter's request to the reader is taken out of the body and put after the
	// close (and signature), where it reads as an afterthought.
	//   de-reply-appointment: the line "Bitte bringen Sie Ihre Versichertenkarte mit." moves
	//   below "Ihre Zahnarztpraxis Dr. Öztürk".
	//   ja-translate-de: "2026年10月30日までに、お見積もりへのご承認をお願いいたします。" moves below
	//   "Prof. Dr. Katharina Weber教授".
	{"b76c_reader_request_moved_after_letter_close", "first", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		if len(lines) < 5 {
			return s
		}
		if lang == "ja" {
			if !strings.HasSuffix(lines[0], "様") && !strings.HasSuffix(lines[0], "部長") {
				return s
			}
		} else if !strings.Contains(s, "Mit freundlichen Grüßen") {
			return s
		}
		split, refs := hoAllSentences(lang, s)
		for _, r := range refs {
			if r.line == 0 {
				continue
			}
			sen := split[r.line][r.idx]
			if lang == "ja" {
				if !strings.Contains(sen, "お願いいたします") && !strings.Contains(sen, "ください") || b76cJaPoliteEnd.MatchString(sen) {
					continue
				}
			} else if !b76cReaderRequestDe.MatchString(sen) {
				continue
			}
			split[r.line] = append(append([]string{}, split[r.line][:r.idx]...), split[r.line][r.idx+1:]...)
			if r.idx > 0 && r.idx == len(split[r.line]) {
				split[r.line][r.idx-1] = strings.TrimRight(split[r.line][r.idx-1], " ")
			}
			out := hoJoin(split)
			if len(split[r.line]) == 0 {
				ls := strings.Split(out, "\n")
				out = strings.Join(append(ls[:r.line], ls[r.line+1:]...), "\n")
			}
			return strings.TrimRight(out, "\n") + "\n\n" + strings.TrimRight(sen, " ")
		}
		return s
	}},

	// The owner of a next step is erased by a passive or impersonal turn: the step
	// stays, nobody is named to do it.
	//   de-summary-names: "aber Frau Müller kann die Wohnung am Montag, 19.10.2026, ab 8 Uhr
	//   aufschließen." → "aber die Wohnung kann am Montag, 19.10.2026, ab 8 Uhr aufgeschlossen
	//   werden."
	//   ja-summary-katakana: "担当の西村が調査し、…回答する。" → "調査が行われ、…回答する。"
	{"b76c_action_owner_erased_by_passive", "first", func(lang, s string) string {
		return b76cFirstRule([]b76cRule{
			{regexp.MustCompile(`, die Statik prüft (?:Frau|Herr) (?:Dr\. )?\p{Lu}\p{Ll}+`), ", die Statik wird geprüft"},
			{regexp.MustCompile(`(?:Frau|Herr) \p{Lu}\p{Ll}+ kann (die|den|das) (\p{L}+) ([^;\n]*?) aufschließen`), "$1 $2 kann $3 aufgeschlossen werden"},
			{regexp.MustCompile(`担当の\p{Han}+が調査し`), "調査が行われ"},
		}, s)
	}},
}
