package score

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
)

// A labelled line says what its value is: 納品希望日：2026年11月2日, Betrag: 1.250,00 €.
// A date under a label of money, or an amount under a label of a date, is a value
// put on the wrong line (two lines' values traded), however well each reads alone.

var (
	kindLabelLine = regexp.MustCompile(`(?m)^\s*(?:[-*・•]\s*)?(?:\*\*)?([^:：\n]{1,20}?)(?:\*\*)?\s*[:：]\s*(?:\*\*)?(.+)$`)
	// dateLabel and moneyLabel end or hold a word for a date or for an amount.
	dateLabel  = regexp.MustCompile(`(?:日|日時|期日|納期|期限|Datum|Termin|Frist|Liefertag)$|(?:datum|termin)$`)
	moneyLabel = regexp.MustCompile(`(?:金額|合計|料金|価格|単価|代金|費用|Betrag|Summe|Preis|Kosten|Gesamt)`)
	moneyValue = regexp.MustCompile(`\d[\d.,]*\s*(?:円|€|EUR|ユーロ)|[¥€]\s*\d`)
)

// labelsMismatched names the answer's labelled lines whose value is of another kind
// than the label says, where the golden's line of that label holds its own kind.
func labelsMismatched(lang, golden, text string) []string {
	goldenOK := map[string]bool{}
	for _, m := range kindLabelLine.FindAllStringSubmatch(golden, -1) {
		if kind := labelKind(m[1]); kind != "" && valueKind(lang, m[2]) == kind {
			goldenOK[strings.TrimSpace(m[1])] = true
		}
	}
	var out []string
	for _, m := range kindLabelLine.FindAllStringSubmatch(text, -1) {
		label := strings.TrimSpace(m[1])
		if !goldenOK[label] {
			continue
		}
		if want, got := labelKind(label), valueKind(lang, m[2]); got != "" && got != want {
			out = append(out, fmt.Sprintf("%q: its label names %s, its value is %s", clipRunes(strings.TrimSpace(m[0]), 40), want, got))
		}
	}
	return out
}

// labelKind is "a date" or "an amount" for a label of one of them, else "".
func labelKind(label string) string {
	label = strings.TrimSpace(label)
	switch {
	case moneyLabel.MatchString(label):
		return "an amount"
	case dateLabel.MatchString(label):
		return "a date"
	}
	return ""
}

// valueKind is "a date" for a value that is a date and no amount, "an amount" for
// an amount and no date, else "".
func valueKind(lang, v string) string {
	date := len(ExtractDates(lang, v, 2000)) > 0
	money := moneyValue.MatchString(v)
	switch {
	case date && !money:
		return "a date"
	case money && !date:
		return "an amount"
	}
	return ""
}

// introsMisplaced names an opening line of the golden that the answer puts over
// another list than the golden's (So verbinden Sie …: over the troubleshooting
// points, Falls die Verbindung nicht klappt: over the steps), and a heading the
// answer puts between such a line and its list: each now says the wrong thing of
// what follows. An opening line is a line the golden writes right before a list,
// ending in a colon or pointing ahead (次の手順で行います。); the list is known by its
// first item.
func introsMisplaced(golden, text string) []string {
	nonBlank := func(s string) []string {
		var out []string
		for _, l := range strings.Split(s, "\n") {
			if l = strings.TrimSpace(l); l != "" {
				out = append(out, l)
			}
		}
		return out
	}
	gl := nonBlank(golden)
	firstOf := map[string]string{} // intro → first item
	introOf := map[string]string{} // first item → intro
	for i := 0; i+1 < len(gl); i++ {
		if (strings.HasSuffix(gl[i], ":") || strings.HasSuffix(gl[i], "：") || pointsAhead.MatchString(gl[i])) && listMarked(gl[i+1]) && !listMarked(gl[i]) {
			if _, dup := firstOf[gl[i]]; dup {
				return nil
			}
			firstOf[gl[i]], introOf[gl[i+1]] = gl[i+1], gl[i]
		}
	}
	if len(firstOf) == 0 {
		return nil
	}
	al := nonBlank(text)
	var out []string
	for i := 0; i+1 < len(al); i++ {
		first, ok := firstOf[al[i]]
		if !ok {
			continue
		}
		next := al[i+1]
		switch {
		case next != first && introOf[next] != "" && introOf[next] != al[i]:
			out = append(out, fmt.Sprintf("%q stands over the list the golden opens with %q", clipRunes(al[i], 40), clipRunes(introOf[next], 40)))
		case strings.HasPrefix(next, "#") && i+2 < len(al) && al[i+2] == first:
			out = append(out, fmt.Sprintf("the heading %q put between %q and its list", next, clipRunes(al[i], 40)))
		}
	}
	return out
}

// pointsAhead is a line that announces what follows it: 次の手順で, 以下の点を, die
// folgenden Schritte.
var pointsAhead = regexp.MustCompile(`次の|以下の|下記の|[Ff]olgende`)

// listMarked reports a line that opens with a list marker (see listMarker).
func listMarked(line string) bool { return listMarker.MatchString(strings.TrimSpace(line)) }

// lineLabel is a label put before a statement: "Beschluss: ", "Erledigt: ",
// "【決定事項】", "［対応済み］".
var lineLabel = regexp.MustCompile(`^(?:[-*・•]\s*)?(?:(\p{L}[\p{L} ]{1,24}?)\s*[:：]\s+|【([^】\n]{1,12})】\s*|［([^］\n]{1,12})］\s*|\[([^\]\n]{1,12})\]\s*)`)

// statusLabel is a label that gives a statement a status: decided, refused, done,
// open, pending, to come, for information. A label of what the line is about
// (Ergebnis:, Nächster Termin:, Die gute Nachricht:) gives it none.
var statusLabel = regexp.MustCompile(`(?i)^(?:Beschluss|Beschlossen|Entscheidung|Entschieden|Abgelehnt|Erledigt|Offen|Offene Punkte|Ausstehend|Zurückgestellt|Vertagt|In Arbeit|In Bearbeitung|Nächste Schritte|To-?do|Zur Kenntnis|Zur Information|Nur zur Information|Storniert|Genehmigt|Freigegeben|Gelöst|Abgeschlossen|Status [\p{L} ]+|決定事項|決定|決議|未決事項|検討事項|検討中|保留|対応済み?|完了|未対応|対応中|今後の対応|報告事項|共有事項|却下|承認済み?|済み?|要対応|未定)$`)

// addedLabels names the answer's sentences that are a golden sentence under a label
// neither the golden nor the request writes (Beschluss:, Abgelehnt:, 【決定事項】,
// 【対応済み】): the statement filed as a decision, a refusal, a task done or one to
// come, which the case never makes it. A label in place of the golden's own
// (Entscheidung: → Beschluss:) rewords it and is left alone, and so is one that says
// what the line is about.
func addedLabels(gs, as []string, source string) []string {
	var out []string
	for _, a := range as {
		a = strings.TrimSpace(a)
		m := lineLabel.FindStringSubmatchIndex(a)
		if m == nil {
			continue
		}
		label := ""
		for i := 2; i+1 < len(m); i += 2 {
			if m[i] >= 0 {
				label = strings.TrimSpace(a[m[i]:m[i+1]])
			}
		}
		rest := strings.TrimSpace(a[m[1]:])
		if !statusLabel.MatchString(label) || strings.Contains(source, label) || len([]rune(rest)) < 10 {
			continue
		}
		if slices.ContainsFunc(gs, func(g string) bool { return stripMarker(strings.TrimSpace(g)) == rest }) {
			out = append(out, fmt.Sprintf("%q files the golden's statement under %q, which the case never gives it", clipRunes(a, 60), label))
		}
	}
	return out
}
