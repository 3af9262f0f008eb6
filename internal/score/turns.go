package score

import (
	"fmt"
	"regexp"
	"strings"
	"unicode/utf8"
)

// A serving stack with the wrong chat template or stop token wraps the answer in
// turns that are not its own: the instruction it was given, echoed before it (Sie
// sind ein hilfreicher Assistent …, Fassen Sie den folgenden Text zusammen.), and the
// user's next turn run on after it (Danke, das passt so. Können Sie …?). stance fails
// both.

// modelInstruction is a sentence that instructs an assistant rather than answers: a system
// prompt's "you are" or a request's "write / summarise / translate …" addressed to
// the model.
var modelInstruction = map[string]*regexp.Regexp{
	"de": regexp.MustCompile(`^(?:Sie sind ein(?:e)? [^.]{0,40}(?:Assistent|Assistentin|KI|Sprachmodell|Experte|Expertin)|Du bist ein|(?:Schreiben|Verfassen|Formulieren|Erstellen|Fassen|Übersetzen|Beantworten|Antworten|Erklären|Beschreiben|Listen|Vergleichen|Stellen) Sie\b[^.]{0,120}(?:zusammen|gegenüber|Antwort|Anleitung|Text|E-Mail|Brief|Tabelle|Markdown-Tabelle|Übersetzung|Stichpunkte[n]?|Deutsche|Form|auf|Kunden|Liste)\b)`),
	"ja": regexp.MustCompile(`^(?:あなたは[^。]{0,30}(?:アシスタント|AI|専門家|担当者|アドバイザー)です|[^。]{0,80}(?:作成し|要約し|翻訳し|回答し|説明し|記載し|返信し|まとめ|書い|答え)て(?:ください|下さい))`),
}

// openingInstruction names the answer's opening paragraph when it instructs rather
// than answers and the golden does not open so.
func openingInstruction(lang, golden, answer string) []string {
	re := modelInstruction[lang]
	if re == nil {
		return nil
	}
	for _, part := range factTexts(answer) { // each string of a JSON answer opens too
		first := strings.TrimSpace(strings.SplitN(strings.TrimSpace(part), "\n\n", 2)[0])
		if first == "" || strings.Contains(golden, first) {
			continue
		}
		for _, s := range sentencesOf(lang, first) {
			if s = strings.TrimSpace(s); re.MatchString(s) && !strings.Contains(golden, s) {
				return []string{fmt.Sprintf("the answer opens with an instruction to the model (%q)", clipRunes(s, 60))}
			}
		}
	}
	return nil
}

// turnQuestion ends a sentence that asks something: ? or ？, or Japanese か before
// its stop.
var turnQuestion = regexp.MustCompile(`[?？]\s*$|か[。？]?\s*$`)

// runOnTurn names a last paragraph of the answer that the golden does not have, that
// asks something, and that no sentence of the golden or request says: the user's
// next turn run on after the answer (Können Sie mir das Ganze auf Englisch schicken?;
// 同じ内容を英語でもお願いできますか。).
func runOnTurn(lang, golden, request, answer string) []string {
	paras := strings.Split(strings.TrimSpace(answer), "\n\n")
	if len(paras) < 2 {
		return nil
	}
	last := strings.TrimSpace(paras[len(paras)-1])
	gParas := strings.Split(strings.TrimSpace(golden), "\n\n")
	if last == "" || strings.Contains(golden, last) || turnQuestion.MatchString(strings.TrimSpace(gParas[len(gParas)-1])) {
		return nil
	}
	sents := sentencesOf(lang, last)
	if len(sents) == 0 || len(sents) > 3 {
		return nil
	}
	source := alignWords(lang, golden+"\n"+request)
	asks := false
	for _, s := range sents {
		s = strings.TrimSpace(s)
		if covers(source, alignWords(lang, s), 0.5) {
			return nil // it says what the case says
		}
		if turnQuestion.MatchString(s) || strings.Contains(last, s+"?") || strings.Contains(last, s+"？") {
			asks = true
		}
	}
	if !asks {
		return nil
	}
	return []string{fmt.Sprintf("the answer runs on into another turn (%q)", clipRunes(last, 60))}
}

// lostOpening names an answer whose first line is the golden's first line without its
// first word or characters (So verbinden Sie … → verbinden Sie …; 株式会社ミナトデザイン
// → 会社ミナトデザイン): a stream whose first chunk never arrived.
func lostOpening(lang, golden, answer string) []string {
	g, a := firstLine(golden), firstLine(answer)
	if a == "" || g == a || strings.HasPrefix(g, "{") || !strings.HasSuffix(g, a) {
		return nil
	}
	lost := strings.TrimSuffix(g, a)
	if n := len([]rune(lost)); n == 0 || lang == "ja" && n > 3 || lang != "ja" && len(strings.Fields(lost)) > 2 {
		return nil
	}
	return []string{fmt.Sprintf("the answer lost its first words (%q)", lost)}
}

// westernAddress is a Japanese address written smallest part first, its ward or city
// and its prefecture after the street (道玄坂1丁目12番1号、渋谷区、東京都).
var westernAddress = regexp.MustCompile(`\d+号?[、,]\s?\p{Han}{1,4}[区市町村][、,]\s?(?:\p{Han}{1,4}[市郡][、,]\s?)?\p{Han}{1,3}[都道府県]`)

// invertedAddresses names such addresses where the case writes none.
func invertedAddresses(source, answer string) []string {
	if m := westernAddress.FindString(answer); m != "" && !westernAddress.MatchString(source) {
		return []string{fmt.Sprintf("the address is written smallest part first (%q)", m)}
	}
	return nil
}

// personTitle is a German title before a person's name: Herr Dr. Vogt, Frau Prof. Kühn.
var personTitle = regexp.MustCompile(`\b(?:Herrn?|Frau) ((?:Prof\.|Dr\.|Dipl\.-\p{L}+\.?)(?: Dr\.)?) (\p{Lu}\p{L}+)`)

// inventedTitles names a title the answer gives a person whom the case names without
// it: an academic degree is a fact about the person.
func inventedTitles(source, answer string) []string {
	var out []string
	for _, m := range personTitle.FindAllStringSubmatch(answer, -1) {
		if strings.Contains(source, m[2]) && !strings.Contains(source, m[1]+" "+m[2]) && !titledNear(source, strings.Fields(m[1])[0], m[2]) {
			out = append(out, fmt.Sprintf("%q has a title the case does not give", m[0]))
		}
	}
	return dedupe(out)
}

// nobleParticle is a nobility particle before a surname after a title or an address:
// Frau von Köhler, Herr Prof. Dr. von Hoffmann.
var nobleParticle = regexp.MustCompile(`\b(?:Frau|Herrn?|Dr\.|Prof\.)[ \t]+(von der|von|zu|van)[ \t]+(\p{Lu}\p{L}+)`)

// nobleInvented names a surname the answer gives a nobility particle (von Köhler) that
// the case writes without one: a name is a fact about the person.
func nobleInvented(source, answer string) []string {
	var out []string
	for _, m := range nobleParticle.FindAllStringSubmatch(answer, -1) {
		if strings.Contains(source, m[2]) && !strings.Contains(source, m[1]+" "+m[2]) {
			out = append(out, fmt.Sprintf("%q: a nobility particle the case does not give", m[0]))
		}
	}
	return dedupe(out)
}

// titledNear reports whether source writes the title within twenty characters before the
// name on one line (Frau Dr. med. Vogt, Prof. Dr. Kühn).
func titledNear(source, title, name string) bool {
	for i := 0; ; {
		j := strings.Index(source[i:], title)
		if j < 0 {
			return false
		}
		after := source[i+j+len(title):]
		if k := strings.Index(after, name); k >= 0 && utf8.RuneCountInString(after[:k]) <= 20 && !strings.Contains(after[:k], "\n") {
			return true
		}
		i += j + len(title)
	}
}
