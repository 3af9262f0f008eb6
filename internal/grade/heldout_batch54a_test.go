package grade

// Blind batch 54a: translation fidelity. Every kind damages one place of an answer the
// way a fluent but weak translator (or a model translating through English) does: a
// word rendered in the wrong sense of its English or German look-alike (order as
// tidiness, bill as banknote, release as publication, Chef as a cook, Etikett as
// etiquette, will as wanting), a German "Frau" read as "wife", a German compound put
// together in the order of a Japanese の phrase, an English passive carried into a
// Japanese adversative passive, a German surname given its American spelling, the
// customer salutation calqued from the other language's generic formula, and a
// translator's note that calls a clear date of the source illegible.

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

// ho54aRule rewrites a match of re with to ($1 … expand).
type ho54aRule struct {
	re *regexp.Regexp
	to string
}

func ho54aR(re, to string) ho54aRule { return ho54aRule{regexp.MustCompile(re), to} }

// ho54aFirst applies, once, the rule whose match starts earliest in s (the first
// listed rule on a tie); s unchanged when no rule matches.
func ho54aFirst(s string, rules []ho54aRule) string {
	best, bestAt := -1, len(s)+1
	var bestLoc []int
	for i, r := range rules {
		loc := r.re.FindStringSubmatchIndex(s)
		if loc == nil || loc[0] >= bestAt {
			continue
		}
		best, bestAt, bestLoc = i, loc[0], loc
	}
	if best < 0 {
		return s
	}
	var dst []byte
	dst = rules[best].re.ExpandString(dst, rules[best].to, s, bestLoc)
	return s[:bestLoc[0]] + string(dst) + s[bestLoc[1]:]
}

// ho54aByLang picks the rule list of the answer's language.
func ho54aByLang(lang, s string, de, ja []ho54aRule) string {
	if lang == "ja" {
		return ho54aFirst(s, ja)
	}
	return ho54aFirst(s, de)
}

var (
	// "order" taken in its sense of sequence or tidiness.
	ho54aOrderDe = []ho54aRule{
		ho54aR(`Bestellnummer`, "Ordnungsnummer"),
		ho54aR(`\bBestellung\b`, "Ordnung"),
		ho54aR(`\bbestellten\b`, "geordneten"),
		ho54aR(`\bbestellt\b`, "geordnet"),
	}
	ho54aOrderJa = []ho54aRule{
		ho54aR(`ご?注文番号`, "整理番号"),
	}

	// "bill" taken as a banknote.
	ho54aBillDe = []ho54aRule{
		ho54aR(`\bDie Rechnung\b`, "Den Geldschein"),
		ho54aR(`\bdie Rechnung\b`, "den Geldschein"),
		ho54aR(`\bDer Rechnungsbetrag\b`, "Der Betrag in Geldscheinen"),
		ho54aR(`\bRechnungsbetrag\b`, "Betrag in Geldscheinen"),
	}
	ho54aBillJa = []ho54aRule{
		ho54aR(`ご?請求書`, "紙幣"),
	}

	// "release" (approve funds or a plan) taken as "publish".
	ho54aReleaseDe = []ho54aRule{
		ho54aR(`\bfreigegeben\b`, "veröffentlicht"),
		ho54aR(`\bfreizugeben\b`, "zu veröffentlichen"),
		ho54aR(`\bfreigeben\b`, "veröffentlichen"),
	}
	ho54aReleaseJa = []ho54aRule{
		ho54aR(`ご承認`, "ご公開"),
		ho54aR(`承認`, "公開"),
	}

	// German "Chef" (the boss) rendered as シェフ (a cook).
	ho54aChefJa = []ho54aRule{
		ho54aR(`(\p{Han}{1,3})(?:部長|課長)`, "${1}シェフ"),
		ho54aR(`責任者の`, "シェフの"),
	}

	// Etikett (label) taken for Etikette (etiquette).
	ho54aLabelDe = []ho54aRule{
		ho54aR(`\bdem beiliegenden Rücksendeetikett\b`, "der beiliegenden Rücksendeetikette"),
		ho54aR(`\bein Rücksendeetikett\b`, "eine Rücksendeetikette"),
		ho54aR(`\bdas Rücksendeetikett\b`, "die Rücksendeetikette"),
		ho54aR(`\bRücksendeetikett\b`, "Rücksendeetikette"),
	}
	ho54aLabelJa = []ho54aRule{
		ho54aR(`返送用伝票`, "返送用のエチケット"),
		ho54aR(`返送用ラベル`, "返送用のエチケット"),
	}

	// A German compound joined in the order of a Japanese の phrase: modifier and head
	// swapped, with the article of the new head.
	ho54aCompoundDe = []ho54aRule{
		ho54aR(`\bIhren Kontrolltermin\b`, "Ihre Terminkontrolle"),
		ho54aR(`\bBestellnummer\b`, "Nummernbestellung"),
		ho54aR(`\bIhre Rechnungsanschrift\b`, "Ihre Anschriftenrechnung"),
		ho54aR(`\bdem beiliegenden Rücksendeetikett\b`, "der beiliegenden Etikettenrücksendung"),
		ho54aR(`\bein Rücksendeetikett\b`, "eine Etikettenrücksendung"),
		ho54aR(`\bder Badezimmerdecke\b`, "dem Deckenbadezimmer"),
		ho54aR(`\bdas Sicherheitsgutachten\b`, "die Gutachtensicherheit"),
		ho54aR(`\beinen Wochenplan\b`, "eine Planwoche"),
		ho54aR(`\bDer Rechnungsbetrag\b`, "Die Betragsrechnung"),
		ho54aR(`\bRechnungsbetrag\b`, "Betragsrechnung"),
	}

	// German surnames given the spelling they took in America.
	ho54aAmericanised = []ho54aRule{
		ho54aR(`\bMüller\b`, "Miller"),
		ho54aR(`\bSchulze\b`, "Schultz"),
		ho54aR(`\bOßwald\b`, "Oswald"),
		ho54aR(`\bHoffmann\b`, "Hoffman"),
		ho54aR(`\bWeber\b`, "Webber"),
		ho54aR(`\bVogt\b`, "Voight"),
		ho54aR(`\bJäger\b`, "Yeager"),
	}

	// The named salutation replaced by the other language's generic formula: お客様
	// calqued as "Herr Kunde", "Sehr geehrte Damen und Herren" as 紳士淑女の皆様.
	ho54aSalutationDe = []ho54aRule{
		ho54aR(`(?m)^Sehr geehrter Herr [^,\n]+,`, "Sehr geehrter Herr Kunde,"),
		ho54aR(`(?m)^Sehr geehrte Frau [^,\n]+,`, "Sehr geehrte Frau Kundin,"),
	}
	ho54aSalutationJa = []ho54aRule{
		ho54aR(`\A[^\n。、]{1,12}(?:様|部長|課長)\n`, "紳士淑女の皆様\n"),
	}

	// English "will" read as German "wollen" / as Japanese つもり (intent).
	ho54aWillDeSep  = regexp.MustCompile(`\bWir (senden|schicken|liefern) ((?:[^.;:\n]|\.\d)+?) (zu|zurück)([.;:])`)
	ho54aWillDeInv  = regexp.MustCompile(`\b(senden|schicken|liefern) wir\b`)
	ho54aWillDeStop = regexp.MustCompile(`[.;:](?:\s|$)`)
	ho54aWillJa     = []ho54aRule{
		ho54aR(`(お|ご)(送り|届け|電話|送付)いたします`, "${1}${2}するつもりです"),
		ho54aR(`(発送|送付)いたします`, "${1}するつもりです"),
	}

	// An own act put in the Japanese adversative passive (〜されてしまう), as an English
	// or German passive is carried over.
	ho54aAdversativeJa = []ho54aRule{
		ho54aR(`お送りいたします`, "送られてしまいます"),
		ho54aR(`お届けいたします`, "届けられてしまいます"),
		ho54aR(`お電話いたします`, "電話されてしまいます"),
		ho54aR(`(発送|送付)いたします`, "${1}されてしまいます"),
	}

	// English "inquiry" taken in its sense of an investigation.
	ho54aInquiryJa = []ho54aRule{
		ho54aR(`お問い合わせ`, "ご調査"),
		ho54aR(`問い合わせ`, "調査"),
	}

	// An apology rendered as the writer pardoning the reader ("excuse" read the wrong
	// way round).
	ho54aPardonDe = []ho54aRule{
		ho54aR(`\bWir bitten Sie, die Unannehmlichkeiten zu entschuldigen\b`, "Wir entschuldigen Sie für die Unannehmlichkeiten"),
		ho54aR(`\bes tut uns leid, dass\b`, "wir verzeihen Ihnen, dass"),
		ho54aR(`\b(W|w)ir entschuldigen uns\b`, "${1}ir entschuldigen Sie"),
	}
	ho54aPardonJa = []ho54aRule{
		ho54aR(`申し訳(?:ございません|ありません)`, "お許しいたします"),
	}

	// A plural rendered singular, as from a Japanese source that does not mark number.
	ho54aSingularDe = []ho54aRule{
		ho54aR(`\bder von Ihnen bestellten Teile\b`, "des von Ihnen bestellten Teils"),
		ho54aR(`\bfür Schallschutzwände\b`, "für eine Schallschutzwand"),
		ho54aR(`\bdie nötigen Stahlträger (für [^,;]+?) geliefert werden\b`, "der nötige Stahlträger $1 geliefert wird"),
	}

	// A body mention of "Frau (Dr.) Surname".
	ho54aFrau = regexp.MustCompile(`(^|[\s(„"-])Frau ((?:Dr\. )?)(\p{Lu}\p{Ll}+)`)

	// The weekday or a parenthesis right after a date.
	ho54aAfterDate = regexp.MustCompile(`^(?:（[^）]{1,4}）|\s?\([A-Za-zäöü]{2,10}\))`)
)

// ho54aWill turns a German "wir" commitment in the present into "wollen" + infinitive.
func ho54aWill(s string) string {
	if loc := ho54aWillDeSep.FindStringSubmatchIndex(s); loc != nil {
		verb, rest, part, stop := s[loc[2]:loc[3]], s[loc[4]:loc[5]], s[loc[6]:loc[7]], s[loc[8]:loc[9]]
		return s[:loc[0]] + "Wir wollen " + rest + " " + part + verb + stop + s[loc[1]:]
	}
	loc := ho54aWillDeInv.FindStringSubmatchIndex(s)
	if loc == nil {
		return s
	}
	verb := s[loc[2]:loc[3]]
	after := s[loc[1]:]
	stop := ho54aWillDeStop.FindStringIndex(after)
	if stop == nil {
		return s
	}
	clause := after[:stop[0]]
	if strings.Contains(clause, "\n") || strings.TrimSpace(clause) == "" {
		return s
	}
	return s[:loc[0]] + "wollen wir" + clause + " " + verb + after[stop[0]:]
}

// ho54aWife reads the first body mention "Frau (Dr.) X" as the wife of a Mr X; a
// salutation line and a name with a given name are left alone.
func ho54aWife(s string) string {
	for _, m := range ho54aFrau.FindAllStringSubmatchIndex(s, -1) {
		lineStart := strings.LastIndex(s[:m[0]+len(s[m[2]:m[3]])], "\n") + 1
		if strings.HasPrefix(s[lineStart:], "Sehr geehrte") {
			continue
		}
		rest := s[m[1]:]
		if r, _ := utf8.DecodeRuneInString(strings.TrimPrefix(rest, " ")); strings.HasPrefix(rest, " ") && unicode.IsUpper(r) {
			continue // Frau Dr. Julia Schulze: a given name follows
		}
		start := m[3]
		before := strings.TrimRight(s[:start], " ")
		article := "die"
		switch {
		case strings.HasSuffix(before, "Laut") || strings.HasSuffix(before, "von") || strings.HasSuffix(before, "mit") ||
			strings.HasSuffix(before, "bei") || strings.HasSuffix(before, "Hd."):
			article = "der"
		case before == "" || strings.HasSuffix(before, "\n") || strings.HasSuffix(before, "-") ||
			strings.HasSuffix(before, ".") || strings.HasSuffix(before, ":"):
			article = "Die"
		}
		return s[:start] + article + " Frau von Herrn " + s[m[4]:m[5]] + s[m[6]:m[7]] + s[m[1]:]
	}
	return s
}

// ho54aNote puts a translator's note that the date was illegible in the source after
// the first date of the text (and its weekday).
func ho54aNote(lang, s string) string {
	ds := hoDates(lang, s)
	if len(ds) == 0 {
		return s
	}
	at := strings.Index(s, ds[0])
	if at < 0 {
		return s
	}
	end := at + len(ds[0])
	if loc := ho54aAfterDate.FindStringIndex(s[end:]); loc != nil {
		end += loc[1]
	}
	note := " (Anm.: Datum in der Vorlage schwer lesbar, sinngemäß ergänzt)"
	if lang == "ja" {
		note = "（注：原文の日付は判読困難のため推定）"
	}
	return s[:end] + note + s[end:]
}

var heldOutBatch54a = []heldOutKind{
	// English "order" rendered in its sense of sequence or tidiness: Ihre Bestellung
	// WE-20417 → Ihre Ordnung WE-20417; ご注文番号WS-30982 → 整理番号WS-30982.
	{"b54a_order_rendered_in_sequence_or_tidiness_sense", "first", func(lang, s string) string {
		return ho54aByLang(lang, s, ho54aOrderDe, ho54aOrderJa)
	}},
	// English "bill" rendered as a banknote: Die Rechnung senden wir … → Den Geldschein
	// senden wir …; 請求書INV-88213の金額 → 紙幣INV-88213の金額.
	{"b54a_invoice_bill_rendered_as_banknote", "first", func(lang, s string) string {
		return ho54aByLang(lang, s, ho54aBillDe, ho54aBillJa)
	}},
	// English "release" (approve) rendered as "publish": die der Ausschuss freigegeben
	// hat → veröffentlicht hat; 延期と予備費支出の承認を求めている → 公開を求めている.
	{"b54a_approval_release_rendered_as_publication", "first", func(lang, s string) string {
		return ho54aByLang(lang, s, ho54aReleaseDe, ho54aReleaseJa)
	}},
	// German "Chef" (the boss) rendered as シェフ (a cook): 営業の担当は引き続き松田部長で →
	// 松田シェフで; 責任者の髙橋が → シェフの髙橋が.
	{"b54a_ja_german_chef_false_friend_boss_rendered_as_cook", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return ho54aFirst(s, ho54aChefJa)
	}},
	// Etikett (label) taken for Etikette (etiquette): mit dem beiliegenden
	// Rücksendeetikett → Rücksendeetikette; 返送用伝票でご返送ください → 返送用のエチケットで.
	{"b54a_return_label_rendered_as_etiquette", "first", func(lang, s string) string {
		return ho54aByLang(lang, s, ho54aLabelDe, ho54aLabelJa)
	}},
	// German "Frau" read as "wife": aber Frau Müller kann die Wohnung … aufschließen →
	// aber die Frau von Herrn Müller kann …; Laut Frau Dr. Vogt → Laut der Frau von
	// Herrn Dr. Vogt.
	{"b54a_de_frau_title_read_as_wife_of_namesake", "longest", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return ho54aWife(s)
	}},
	// A compound joined in the order of a Japanese の phrase, modifier and head swapped:
	// Bestellnummer KS-7741 → Nummernbestellung KS-7741; Frau Köhler bittet um ein
	// Rücksendeetikett → um eine Etikettenrücksendung.
	{"b54a_de_compound_joined_in_japanese_no_order", "first", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return ho54aFirst(s, ho54aCompoundDe)
	}},
	// A German surname given its American spelling: Frau Müller → Frau Miller;
	// Herr Oßwald → Herr Oswald; Katharina Weber → Katharina Webber.
	{"b54a_german_surname_given_american_spelling", "first", func(lang, s string) string {
		return ho54aFirst(s, ho54aAmericanised)
	}},
	// The named salutation replaced by the other language's generic formula calqued:
	// Sehr geehrter Herr Weiß, → Sehr geehrter Herr Kunde, (お客様); 渡辺 弘様 →
	// 紳士淑女の皆様 (Sehr geehrte Damen und Herren).
	{"b54a_salutation_name_replaced_by_calqued_generic_formula", "first", func(lang, s string) string {
		return ho54aByLang(lang, s, ho54aSalutationDe, ho54aSalutationJa)
	}},
	// English "will" read as German "will" (wants) / Japanese つもり: Wir senden Ihnen
	// am 20.10.2026 kostenlos eine Ersatzlampe zu. → Wir wollen Ihnen … zusenden.;
	// 交換品は10月19日に発送いたしますので → 発送するつもりですので.
	{"b54a_commitment_will_rendered_as_mere_intention", "first", func(lang, s string) string {
		if lang == "ja" {
			return ho54aFirst(s, ho54aWillJa)
		}
		return ho54aWill(s)
	}},
	// An own act put in the adversative passive carried over from a passive source:
	// 500円分のクーポンをお送りいたします → クーポンを送られてしまいます; 作業員が訪問の30分前に
	// お電話いたします → 電話されてしまいます.
	{"b54a_ja_own_act_rendered_as_adversative_passive", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return ho54aFirst(s, ho54aAdversativeJa)
	}},
	// A translator's note calls the first date of a clear source illegible and guessed:
	// am 12.11.2026 → am 12.11.2026 (Anm.: Datum in der Vorlage schwer lesbar,
	// sinngemäß ergänzt); 2026年10月14日には → 2026年10月14日（注：原文の日付は判読困難のため推定）には.
	{"b54a_translator_note_calls_source_date_illegible", "first", ho54aNote},
	// English "inquiry" rendered as an investigation: 髙橋様から…との問い合わせがあった →
	// との調査があった; お気軽にお問い合わせください → お気軽にご調査ください.
	{"b54a_ja_inquiry_rendered_as_investigation", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return ho54aFirst(s, ho54aInquiryJa)
	}},
	// The apology rendered the wrong way round, the writer pardoning the reader: Wir
	// bitten Sie, die Unannehmlichkeiten zu entschuldigen. → Wir entschuldigen Sie für
	// die Unannehmlichkeiten.; お待たせしてしまい、誠に申し訳ございません → 誠にお許しいたします.
	{"b54a_apology_rendered_as_pardoning_the_reader", "first", func(lang, s string) string {
		return ho54aByLang(lang, s, ho54aPardonDe, ho54aPardonJa)
	}},
	// A plural rendered singular, as from a Japanese source without number: der von
	// Ihnen bestellten Teile → des von Ihnen bestellten Teils; Mehrkosten … für
	// Schallschutzwände → für eine Schallschutzwand.
	{"b54a_de_plural_rendered_singular_as_from_japanese", "first", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return ho54aFirst(s, ho54aSingularDe)
	}},
}

// ho54aChangedSpan gives the sentences where damaged differs from golden.
func ho54aChangedSpan(lang, golden, damaged string) (string, string) {
	flat := func(s string) []string {
		split, refs := hoAllSentences(lang, s)
		out := make([]string, 0, len(refs))
		for _, r := range refs {
			out = append(out, split[r.line][r.idx])
		}
		return out
	}
	g, d := flat(golden), flat(damaged)
	p := 0
	for p < len(g) && p < len(d) && g[p] == d[p] {
		p++
	}
	q := 0
	for q < len(g)-p && q < len(d)-p && g[len(g)-1-q] == d[len(d)-1-q] {
		q++
	}
	return strings.TrimSpace(strings.Join(g[p:len(g)-q], "")), strings.TrimSpace(strings.Join(d[p:len(d)-q], ""))
}
