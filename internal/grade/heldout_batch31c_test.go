package grade

// Blind batch 31c: people, organisations and products, and who did what. Each kind
// keeps the answer fluent but names the right kind of entity wrongly: a person's given
// name swapped (or its gender), a surname slipped to a similar one, two people fused
// into one double name, one person made a couple or a household, a doctorate made a
// medical one, a company taken for its owner (or a person for a firm), cut to its name
// stem, given a sibling trade or a flipped compass word, a branch or lab named as
// another kind of site, a product given another edition or an unstated colour, a
// statement credited to the supplier, the follow-up sent to a third party, a trade,
// store or deciding body replaced by its neighbour, and an outside person made our
// staff or put in another organisation. Kinds are pattern-driven; one change each.

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

// ho31cPair is one replacement: the text to find and what it becomes.
type ho31cPair struct{ from, to string }

// ho31cReplaceLeftmost replaces the leftmost occurrence of any pair's from (the longer
// one when two start at the same place) once; s unchanged if none occurs.
func ho31cReplaceLeftmost(s string, pairs []ho31cPair) string {
	best, bestLen, bestTo := -1, 0, ""
	for _, p := range pairs {
		i := strings.Index(s, p.from)
		if i < 0 {
			continue
		}
		if best < 0 || i < best || (i == best && len(p.from) > bestLen) {
			best, bestLen, bestTo = i, len(p.from), p.to
		}
	}
	if best < 0 {
		return s
	}
	return s[:best] + bestTo + s[best+bestLen:]
}

// ho31cNext is the name after name in list (wrapping), "" when name is not listed.
func ho31cNext(list []string, name string) string {
	for i, n := range list {
		if n == name {
			return list[(i+1)%len(list)]
		}
	}
	return ""
}

var (
	ho31cDeFemale = []string{"Petra", "Julia", "Sabine", "Katharina", "Anke", "Annette", "Lena", "Hannelore", "Andrea", "Claudia", "Monika", "Susanne", "Birgit", "Stefanie"}
	ho31cDeMale   = []string{"Stefan", "Konrad", "Martin", "Jens", "Tobias", "Jürgen", "Thomas", "Michael", "Andreas", "Frank", "Klaus", "Ken", "Hiroshi", "Takashi", "Kenji"}
	ho31cJaFemale = []string{"美咲", "恵子", "陽子", "美穂", "真由美", "由美子", "京子", "直美", "愛", "彩"}
	ho31cJaMale   = []string{"弘", "大輔", "健太", "誠", "和也", "翔太", "拓也", "健一", "隆", "茂"}

	// ho31cDeGiven is a listed given name before a capitalised family name.
	ho31cDeGiven = regexp.MustCompile(`(^|[^\p{L}])(\p{Lu}\p{Ll}+)( \p{Lu}\p{L}+)`)
	// ho31cJaFullName is a Japanese family and given name, spaced, before 様 or alone
	// (a JSON name value).
	ho31cJaFullName = regexp.MustCompile(`(^|[^\p{Han}])(\p{Han}{1,3})([ 　])(\p{Han}{1,3})(様|$)`)
)

func ho31cOtherJaGiven(g string) string {
	if n := ho31cNext(ho31cJaFemale, g); n != "" {
		return n
	}
	if n := ho31cNext(ho31cJaMale, g); n != "" {
		return n
	}
	if strings.ContainsAny(g, "子美恵咲香花奈") {
		if g == "陽子" {
			return "直美"
		}
		return "陽子"
	}
	if g == "健一" {
		return "隆"
	}
	return "健一"
}

// ho31cGivenNameReplaced gives the first named person another given name of the same
// gender: Petra Müller → Julia Müller, 小林 恵子様 → 小林 陽子様.
func ho31cGivenNameReplaced(lang, s string) string {
	for _, loc := range ho31cDeGiven.FindAllStringSubmatchIndex(s, -1) {
		g := s[loc[4]:loc[5]]
		n := ho31cNext(ho31cDeFemale, g)
		if n == "" {
			n = ho31cNext(ho31cDeMale, g)
		}
		if n != "" {
			return s[:loc[4]] + n + s[loc[5]:]
		}
	}
	if lang == "ja" {
		if loc := ho31cJaFullName.FindStringSubmatchIndex(s); loc != nil {
			g := s[loc[8]:loc[9]]
			return s[:loc[8]] + ho31cOtherJaGiven(g) + s[loc[9]:]
		}
	}
	return s
}

// ho31cJaSimilarSurname maps a common surname to another one sharing a kanji.
var ho31cJaSimilarSurname = map[string]string{
	"松本": "松田", "松田": "松本", "小林": "小松", "中島": "中川", "石井": "石川", "佐藤": "加藤",
	"西村": "中村", "渡辺": "田辺", "髙橋": "髙木", "高橋": "高木", "小西": "大西", "岡田": "岡本",
	"山田": "山本", "鈴木": "青木", "田中": "田村", "伊藤": "伊東", "吉田": "吉川", "斎藤": "斎木",
}

// ho31cJaSurnameAt matches a listed surname as a name: before a space, 様, a rank or a
// particle.
var ho31cJaSurnameAt = regexp.MustCompile(`(松本|松田|小林|中島|石井|佐藤|西村|渡辺|髙橋|高橋|小西|岡田|山田|鈴木|田中|伊藤|吉田|斎藤)([ 　]\p{Han}|様|部長|課長|係長|主任|が|は|に|より|から|$)`)

// ho31cJaSurnameSlipped turns the last mention of a person into a similar surname, a
// slip that names someone else: …髙橋様は月末の… → …髙木様は月末の….
func ho31cJaSurnameSlipped(lang, s string) string {
	if lang != "ja" {
		return s
	}
	locs := ho31cJaSurnameAt.FindAllStringSubmatchIndex(s, -1)
	if len(locs) == 0 {
		return s
	}
	loc := locs[len(locs)-1]
	return s[:loc[2]] + ho31cJaSimilarSurname[s[loc[2]:loc[3]]] + s[loc[3]:]
}

// ho31cSiteTypes name one kind of site as a sibling of another kind.
var ho31cSiteTypes = []ho31cPair{
	{"営業所", "本社"}, {"支店", "本店"}, {"研究室", "工場"}, {"物流センター", "製造工場"},
	{"配送センター", "製造工場"}, {"Prüflabor", "Zentrallager"}, {"Verwaltungsgebäude", "Produktionsgebäude"},
	{"Filiale", "Zentrale"}, {"Niederlassung", "Hauptsitz"}, {"Labor ", "Lager "},
}

// ho31cFollowUpThirdParty sends the customer's follow-up (questions, support, the
// return) to a third party instead of us.
var ho31cFollowUpThirdParty = []ho31cPair{
	{"an unseren Kundendienst", "an den Hersteller"},
	{"an unseren Kundenservice", "an den Hersteller"},
	{"an uns zurück", "an den Hersteller zurück"},
	{"Bei Fragen sind wir gern für Sie da.", "Bei Fragen wenden Sie sich bitte an den Hersteller."},
	{"wenden Sie sich bitte an uns.", "wenden Sie sich bitte an den Hersteller."},
	{"サポート窓口まで", "お買い上げの販売店まで"},
	{"本メールにご返信ください", "配送業者へ直接お問い合わせください"},
	{"お気軽にお問い合わせください", "お気軽に販売代理店へお問い合わせください"},
	{"返送用伝票でご返送ください", "返送用伝票でメーカーへ直接ご返送ください"},
}

var (
	// ho31cTier is a product's edition word after its name.
	ho31cTier = regexp.MustCompile(`([\p{L}ー]{2,} )(Pro|Plus|Lite|Mini|Max)([^\p{L}\d]|$)`)
	// ho31cModel is a short model code after a product name: Nordwärme L9, P3, TN-293.
	ho31cModel = regexp.MustCompile(`([\p{L}ー]{2,} )([A-Z]{1,2}-?\d{1,3})([^\p{L}\d\-]|$)`)
	// ho31cQuotedModel is a quoted product name ending in a number: „Nordlicht 40“.
	ho31cQuotedModel = regexp.MustCompile(`([„「"'])(\p{Lu}\p{Ll}+ \d{1,3})([“」"'])`)
	ho31cTierSwap    = map[string]string{"Pro": "Lite", "Plus": "Mini", "Lite": "Pro", "Mini": "Plus", "Max": "Lite"}
)

// ho31cProductEdition gives the first product another edition: P3 → P3 Pro,
// TN-293 → TN-293XL, „Nordlicht 40“ → „Nordlicht 40 Plus“, カイケイクラウド Pro → … Lite.
func ho31cProductEdition(lang, s string) string {
	type cand struct {
		at  int
		out string
	}
	var cs []cand
	if loc := ho31cTier.FindStringSubmatchIndex(s); loc != nil {
		cs = append(cs, cand{loc[4], s[:loc[4]] + ho31cTierSwap[s[loc[4]:loc[5]]] + s[loc[5]:]})
	}
	if loc := ho31cModel.FindStringSubmatchIndex(s); loc != nil {
		code := s[loc[4]:loc[5]]
		add := " Pro"
		if strings.Contains(code, "-") {
			add = "XL"
		}
		cs = append(cs, cand{loc[4], s[:loc[5]] + add + s[loc[5]:]})
	}
	if loc := ho31cQuotedModel.FindStringSubmatchIndex(s); loc != nil {
		cs = append(cs, cand{loc[4], s[:loc[5]] + " Plus" + s[loc[5]:]})
	}
	if len(cs) == 0 {
		return s
	}
	best := cs[0]
	for _, c := range cs[1:] {
		if c.at < best.at {
			best = c
		}
	}
	return best.out
}

var (
	ho31cDeSalutation = regexp.MustCompile(`(?m)^Sehr geehrte[r]? (Herr|Frau)((?: Prof\.)?(?: Dr\.)?) (\p{Lu}\p{L}+),`)
	ho31cJaSalutation = regexp.MustCompile(`(?m)^(\p{Han}{1,3})(?:[ 　]\p{Han}{1,3})?様$`)
)

// ho31cHousehold widens the salutation to the customer's household: Sehr geehrter
// Herr Weiß, → Sehr geehrte Familie Weiß,; 小林 恵子様 → 小林家の皆様.
func ho31cHousehold(lang, s string) string {
	if lang == "ja" {
		return hoFirstMatch(ho31cJaSalutation, s, func(m []string) string { return m[1] + "家の皆様" })
	}
	return hoFirstMatch(ho31cDeSalutation, s, func(m []string) string { return "Sehr geehrte Familie " + m[3] + "," })
}

// ho31cSpouse addresses a couple where one person wrote: Sehr geehrter Herr Weiß, →
// Sehr geehrte Frau Weiß, sehr geehrter Herr Weiß,.
func ho31cSpouse(lang, s string) string {
	if lang == "ja" {
		return s
	}
	return hoFirstMatch(ho31cDeSalutation, s, func(m []string) string {
		if m[1] == "Herr" {
			return "Sehr geehrte Frau " + m[3] + ", sehr geehrter Herr" + m[2] + " " + m[3] + ","
		}
		return "Sehr geehrte Frau" + m[2] + " " + m[3] + ", sehr geehrter Herr " + m[3] + ","
	})
}

var (
	// ho31cOwnerCompany is a company named after its owner: a trade word, a surname and
	// maybe a legal form; group 1 the preposition and article before it.
	ho31cOwnerCompany = regexp.MustCompile(`((?:von|bei|an|mit) (?:der|die) )?(Bäckerei|Metzgerei|Gärtnerei|Schreinerei|Spedition|Hausverwaltung|Firma|\p{Lu}\p{Ll}*(?:technik|bau|handel|service|logistik)) (\p{Lu}\p{Ll}+)( (?:GmbH|AG|KG|OHG|e\. ?K\.))?`)
	ho31cNotSurname   = map[string]bool{"Nord": true, "Süd": true, "Ost": true, "West": true, "Mitte": true, "GmbH": true}
)

// ho31cLetterAt tells whether a letter starts at byte i of s.
func ho31cLetterAt(s string, i int) bool {
	r, _ := utf8.DecodeRuneInString(s[i:])
	return unicode.IsLetter(r)
}

// ho31cCompanyAsOwner takes a company named after a person for the person: Bäckerei
// Großmann OHG → Herr Großmann, von der Hausverwaltung Schößler → von Herrn Schößler.
func ho31cCompanyAsOwner(lang, s string) string {
	if lang != "de" {
		return s
	}
	for _, loc := range ho31cOwnerCompany.FindAllStringSubmatchIndex(s, -1) {
		name := s[loc[6]:loc[7]]
		if ho31cNotSurname[name] || (loc[8] < 0 && loc[7] < len(s) && ho31cLetterAt(s, loc[7])) {
			continue
		}
		before := s[:loc[0]]
		if loc[2] < 0 && (strings.HasSuffix(before, "der ") || strings.HasSuffix(before, "die ") || strings.HasSuffix(before, "den ")) {
			continue
		}
		rep := "Herr " + name
		if loc[2] >= 0 {
			prep := strings.Fields(s[loc[2]:loc[3]])[0]
			rep = prep + " Herrn " + name
		}
		return before + rep + s[loc[1]:]
	}
	return s
}

// ho31cDePerson is a person mention: Herr/Frau, titles, maybe a given name, and the
// family name (group 1); or a bare Prof. Dr./Dr. with the family name (group 2).
var ho31cDePerson = regexp.MustCompile(`(?:(?:Herrn?|Frau)(?: Prof\.)?(?: Dr\.)?(?: \p{Lu}\p{Ll}+)? (\p{Lu}[\p{L}]+)|(?:Prof\. )?Dr\. (\p{Lu}[\p{L}]+))([^\p{L}-]|$)`)

// ho31cFusedDoubleName fuses two people of the text into one double name at the first
// mention of the first: Prof. Dr. Kühn … Frau Dr. Vogt → Prof. Dr. Kühn-Vogt ….
func ho31cFusedDoubleName(lang, s string) string {
	if lang != "de" {
		return s
	}
	type mention struct{ start, end int }
	var names []string
	var first mention
	for _, loc := range ho31cDePerson.FindAllStringSubmatchIndex(s, -1) {
		st, en := loc[2], loc[3]
		if st < 0 {
			st, en = loc[4], loc[5]
		}
		n := s[st:en]
		if len(names) == 0 {
			names, first = append(names, n), mention{st, en}
			continue
		}
		if n != names[0] {
			return s[:first.end] + "-" + n + s[first.end:]
		}
	}
	return s
}

// ho31cTrades name a tradesperson or practice as one of a sibling trade.
var ho31cTrades = []ho31cPair{
	{"Installateur", "Elektriker"}, {"Elektriker", "Installateur"}, {"Zahnarztpraxis", "Hausarztpraxis"},
	{"Schlüsseldienst", "Hausmeisterdienst"}, {"作業員", "配達員"}, {"修理担当者", "配達員"},
	{"技術者", "営業担当者"}, {"配達員", "作業員"},
}

var ho31cJaSama = regexp.MustCompile(`(^|[^おご\p{Han}])(\p{Han}{1,3}(?:[ 　]\p{Han}{1,3})?)様`)

// ho31cSensei calls the customer 先生, a title for doctors, teachers or lawyers:
// 小林 恵子様 → 小林 恵子先生, 松本様より → 松本先生より.
func ho31cSensei(lang, s string) string {
	if lang != "ja" {
		return s
	}
	for _, loc := range ho31cJaSama.FindAllStringSubmatchIndex(s, -1) {
		n := s[loc[4]:loc[5]]
		if strings.HasSuffix(n, "客") || strings.HasSuffix(n, "皆") || strings.HasSuffix(n, "者") {
			continue
		}
		return s[:loc[5]] + "先生" + s[loc[1]:]
	}
	return s
}

// ho31cStores name an app store or payment provider as a sibling one.
var ho31cStores = []ho31cPair{
	{"von Google Play", "aus dem Microsoft Store"}, {"Google Play", "Microsoft Store"}, {"クレジットカード", "銀行振込"}, {"Kreditkarte", "Lastschrift"},
	{"PayPal", "Vorkasse"}, {"コンビニ払い", "代金引換"},
}

// ho31cBodies name a deciding body or an authority as its neighbour.
var ho31cBodies = []ho31cPair{
	{"Gewerbeaufsicht", "Bauaufsicht"}, {"Ausschuss", "Vorstand"}, {"Geschäftsführung", "Aufsichtsrat"},
	{"Hausverwaltung", "Eigentümergemeinschaft"}, {"Betriebsrat", "Personalabteilung"},
	{"経営会議", "取締役会"}, {"取締役会", "株主総会"}, {"税務署", "労働基準監督署"}, {"管理組合", "管理会社"},
}

var (
	ho31cDeLaut    = regexp.MustCompile(`Laut (?:Herrn?|Frau)(?: Prof\.)?(?: Dr\.)? \p{Lu}\p{L}+`)
	ho31cDeAsks    = regexp.MustCompile(`(?:Herr|Frau)(?: Prof\.)?(?: Dr\.)? \p{Lu}\p{L}+ (meldet|berichtet|bittet)`)
	ho31cJaStaffGa = regexp.MustCompile(`(?:責任者|担当|担当者)の\p{Han}{1,3}が`)
)

// ho31cSourceToSupplier credits a named person's statement or request to the supplier:
// Laut Frau Dr. Vogt → Laut Lieferant; Frau Köhler bittet → Der Lieferant bittet;
// 担当の西村が調査し → 開発元が調査し.
func ho31cSourceToSupplier(lang, s string) string {
	type cand struct {
		at  int
		out string
	}
	var cs []cand
	if loc := ho31cDeLaut.FindStringIndex(s); loc != nil {
		cs = append(cs, cand{loc[0], s[:loc[0]] + "Laut Lieferant" + s[loc[1]:]})
	}
	if loc := ho31cDeAsks.FindStringSubmatchIndex(s); loc != nil {
		cs = append(cs, cand{loc[0], s[:loc[0]] + "Der Lieferant " + s[loc[2]:]})
	}
	if loc := ho31cJaStaffGa.FindStringIndex(s); loc != nil {
		cs = append(cs, cand{loc[0], s[:loc[0]] + "開発元が" + s[loc[1]:]})
	}
	if len(cs) == 0 {
		return s
	}
	best := cs[0]
	for _, c := range cs[1:] {
		if c.at < best.at {
			best = c
		}
	}
	return best.out
}

// ho31cTradeSiblings give a company another trade than its own.
var ho31cTradeSiblings = []ho31cPair{
	{"Leuchtenhaus", "Möbelhaus"}, {"Elektrotechnik", "Elektrohandel"}, {"Wärmetechnik", "Kältetechnik"},
	{"Kühltechnik", "Klimatechnik"}, {"Systemtechnik", "Sicherheitstechnik"}, {"Bäckerei", "Konditorei"},
}

// ho31cJaTrade is a Japanese company's trade word after its katakana name.
var ho31cJaTrade = regexp.MustCompile(`(\p{Katakana}ー?)(寝具店|精工|会計サポート|物流|商事)`)

var ho31cJaTradeSwap = map[string]string{"寝具店": "家具店", "精工": "精機", "会計サポート": "会計事務所", "物流": "運輸", "商事": "物産"}

// ho31cSiblingTrade gives the first company another trade: Leuchtenhaus Nord →
// Möbelhaus Nord, ハルカゼ寝具店 → ハルカゼ家具店.
func ho31cSiblingTrade(lang, s string) string {
	if lang == "ja" {
		return hoFirstMatch(ho31cJaTrade, s, func(m []string) string { return m[1] + ho31cJaTradeSwap[m[2]] })
	}
	return ho31cReplaceLeftmost(s, ho31cTradeSiblings)
}

var (
	ho31cOurStaffDe = regexp.MustCompile(`(?m)^(- )?(Herr|Frau)((?: Prof\.)?(?: Dr\.)? \p{Lu}\p{L}+) `)
	ho31cOurStaffDr = regexp.MustCompile(`(?m)^(- )?(Prof\. Dr\.|Dr\.) (\p{Lu}\p{L}+) `)
	ho31cOurStaffJa = regexp.MustCompile(`(^|[、。])(\p{Han}{1,3})様(は|より|から|が)`)
)

// ho31cOutsiderAsColleague makes an outside person (customer, expert, caller) one of
// our staff: - Frau Köhler hat … → - Unsere Mitarbeiterin Frau Köhler hat …;
// 。髙橋様は → 。当社の髙橋は.
func ho31cOutsiderAsColleague(lang, s string) string {
	if lang == "ja" {
		return hoFirstMatch(ho31cOurStaffJa, s, func(m []string) string { return m[1] + "当社の" + m[2] + m[3] })
	}
	l1, l2 := ho31cOurStaffDe.FindStringSubmatchIndex(s), ho31cOurStaffDr.FindStringSubmatchIndex(s)
	switch {
	case l1 != nil && (l2 == nil || l1[0] < l2[0]):
		w := "Unser Mitarbeiter "
		if s[l1[4]:l1[5]] == "Frau" {
			w = "Unsere Mitarbeiterin "
		}
		return s[:l1[4]] + w + s[l1[4]:]
	case l2 != nil:
		return s[:l2[4]] + "Unser Mitarbeiter " + s[l2[4]:]
	}
	return s
}

var ho31cCompass = regexp.MustCompile(`(Nord|Süd|Ost|West)(\p{Ll}+|( )(?:AG|GmbH|KG)?|$|[^\p{L}])`)

// ho31cCompassFlipped flips the compass word of a company or product name, naming a
// sister firm or another model: Leuchtenhaus Nord → Leuchtenhaus Süd, Nordkälte AG →
// Südkälte AG.
func ho31cCompassFlipped(lang, s string) string {
	if lang != "de" {
		return s
	}
	flip := map[string]string{"Nord": "Süd", "Süd": "Nord", "Ost": "West", "West": "Ost"}
	return hoFirstMatch(ho31cCompass, s, func(m []string) string { return flip[m[1]] + m[2] })
}

var ho31cJaCompanyStem = regexp.MustCompile(`(株式会社)?(\p{Katakana}[\p{Katakana}ー]+)(物流|精工|精機|デザイン|システム|サポート|商事|電機|建設)(株式会社)?`)

// ho31cCompanyCutToStem cuts a company's trade word, which names another firm: サクラ
// 物流株式会社 → サクラ株式会社, Weißenfels Elektrotechnik GmbH → Weißenfels GmbH.
func ho31cCompanyCutToStem(lang, s string) string {
	if lang == "ja" {
		for _, loc := range ho31cJaCompanyStem.FindAllStringSubmatchIndex(s, -1) {
			if loc[2] < 0 && loc[8] < 0 {
				continue
			}
			return s[:loc[6]] + s[loc[7]:]
		}
		return s
	}
	re := regexp.MustCompile(`(\p{Lu}\p{L}+) (\p{Lu}\p{Ll}*(?:technik|kälte|handel|bau)) (GmbH|AG|KG|OHG)`)
	re2 := regexp.MustCompile(`(\p{Lu}\p{Ll}*(?:technik|kälte|handel|bau)) (\p{Lu}\p{Ll}+) (GmbH|AG|KG|OHG)`)
	l1, l2 := re.FindStringSubmatchIndex(s), re2.FindStringSubmatchIndex(s)
	switch {
	case l1 != nil && (l2 == nil || l1[0] <= l2[0]):
		return s[:l1[3]] + s[l1[5]:]
	case l2 != nil:
		return s[:l2[0]] + s[l2[4]:]
	}
	return s
}

// ho31cGenderFlip gives a German given name its other-gender counterpart.
var ho31cGenderFlip = map[string]string{
	"Petra": "Peter", "Julia": "Julian", "Sabine": "Sebastian", "Katharina": "Karl", "Anke": "Anton",
	"Annette": "Arne", "Lena": "Leon", "Hannelore": "Hans", "Andrea": "Andreas", "Claudia": "Claus",
	"Monika": "Moritz", "Susanne": "Simon", "Birgit": "Bernd", "Stefanie": "Stefan", "Stefan": "Stefanie",
	"Konrad": "Konstanze", "Martin": "Martina", "Jens": "Jana", "Tobias": "Tabea", "Jürgen": "Jutta",
	"Thomas": "Theresa", "Michael": "Michaela", "Andreas": "Andrea", "Frank": "Franziska", "Klaus": "Klara",
}

// ho31cGivenNameGenderFlipped turns the first German given name into its other-gender
// counterpart: Frau Dr. Julia Schulze → Frau Dr. Julian Schulze; Petra Müller → Peter Müller.
func ho31cGivenNameGenderFlipped(lang, s string) string {
	for _, loc := range ho31cDeGiven.FindAllStringSubmatchIndex(s, -1) {
		if n, ok := ho31cGenderFlip[s[loc[4]:loc[5]]]; ok {
			return s[:loc[4]] + n + s[loc[5]:]
		}
	}
	return s
}

// ho31cDePersonBare is Herr/Frau and a family name, with no title, not in a salutation.
var ho31cDePersonBare = regexp.MustCompile(`(^|[^\p{L}])(Herr|Frau) (\p{Lu}\p{L}+)([^\p{L}]|$)`)

// ho31cPersonAsFirm takes a private person for a firm of their name: - Frau Köhler hat …
// bestellt → - Firma Köhler hat … bestellt; Herr Strauß bittet → Firma Strauß bittet.
func ho31cPersonAsFirm(lang, s string) string {
	if lang != "de" {
		return s
	}
	for _, loc := range ho31cDePersonBare.FindAllStringSubmatchIndex(s, -1) {
		before, name := s[:loc[4]], s[loc[6]:loc[7]]
		if name == "Dr" || name == "Prof" || strings.HasPrefix(s[loc[7]:], " von ") {
			continue
		}
		if strings.HasSuffix(before, "geehrter ") || strings.HasSuffix(before, "geehrte ") || strings.HasSuffix(before, "Hd. ") {
			continue
		}
		return before + "Firma" + s[loc[5]:]
	}
	return s
}

var (
	// ho31cDeFirm is a company named in German text: a trade word and a name, or names
	// before a legal form.
	ho31cDeFirm = regexp.MustCompile(`(?:Hausverwaltung|Firma|\p{Lu}\p{Ll}*(?:technik|kälte|handel|bau|haus)) \p{Lu}\p{Ll}+(?: (?:GmbH|AG|KG|OHG))?|\p{Lu}\p{L}+(?: \p{Lu}\p{L}+)? (?:GmbH|AG|KG|OHG)`)
	// ho31cJaFirm is a company named in Japanese text.
	ho31cJaFirm = regexp.MustCompile(`株式会社\p{Katakana}[\p{Katakana}ー]+|\p{Katakana}[\p{Katakana}ー]+(?:物流|精工|寝具店|会計サポート|商事)(?:株式会社)?`)
	// ho31cJaOwnRole is one of our people by role: 責任者の髙橋, 担当の西村.
	ho31cJaOwnRole = regexp.MustCompile(`(?:責任者|担当者|担当)の(\p{Han}{1,3})`)
)

// ho31cOtherAffiliation puts a person in another organisation of the text: die Statik
// prüft Frau Dr. Jäger → … Frau Dr. Jäger von Wärmetechnik Förster; 担当の西村 →
// 株式会社ミナトデザインの西村.
func ho31cOtherAffiliation(lang, s string) string {
	if lang == "ja" {
		firm := ho31cJaFirm.FindString(s)
		if firm == "" {
			return s
		}
		loc := ho31cJaOwnRole.FindStringSubmatchIndex(s)
		if loc == nil {
			return s
		}
		return s[:loc[0]] + firm + "の" + s[loc[2]:]
	}
	firm := ho31cDeFirm.FindString(s)
	if firm == "" {
		return s
	}
	von := "von "
	if strings.HasPrefix(firm, "Hausverwaltung") || strings.HasPrefix(firm, "Firma") {
		von = "von der "
	}
	for _, loc := range ho31cDePerson.FindAllStringSubmatchIndex(s, -1) {
		end := loc[3]
		if end < 0 {
			end = loc[5]
		}
		before := s[:loc[0]]
		if strings.HasSuffix(before, "geehrter ") || strings.HasSuffix(before, "geehrte ") || strings.HasPrefix(s[end:], " von ") {
			continue
		}
		if strings.Contains(s[max(0, loc[0]-40):loc[0]], firm) {
			continue
		}
		return s[:end] + " " + von + firm + s[end:]
	}
	return s
}

// ho31cJaSizeName is a quoted Japanese product name ending in a size word.
var ho31cJaSizeName = regexp.MustCompile(`「[^」]{2,20} (?:ダブル|シングル|セミダブル)」`)

// ho31cUnstatedColour gives the first product a colour the source never named:
// „Nordlicht 40“ → „Nordlicht 40“ in Schwarz; ソラノ電気ケトル K1 → ソラノ電気ケトル K1（ブラック）.
func ho31cUnstatedColour(lang, s string) string {
	at := -1
	for _, re := range []*regexp.Regexp{ho31cModel, ho31cQuotedModel, ho31cJaSizeName} {
		loc := re.FindStringSubmatchIndex(s)
		if loc == nil {
			continue
		}
		end := loc[1]
		if re == ho31cModel {
			if strings.Contains(s[loc[4]:loc[5]], "-") {
				continue
			}
			end = loc[5]
		}
		if at < 0 || end < at {
			at = end
		}
	}
	if at < 0 {
		return s
	}
	if lang == "ja" {
		return s[:at] + "（ブラック）" + s[at:]
	}
	if strings.HasPrefix(s[at:], "“") {
		at += len("“")
	}
	return s[:at] + " in Schwarz" + s[at:]
}

var (
	ho31cDeSolo   = regexp.MustCompile(`(^|[^\p{L}])(Herr|Frau) (\p{Lu}\p{L}+) (ist|hat|meldet|bittet|berichtet) `)
	ho31cDePlural = map[string]string{"ist": "sind", "hat": "haben", "meldet": "melden", "bittet": "bitten", "berichtet": "berichten"}
	ho31cJaSolo   = regexp.MustCompile(`(^|[^おごの\p{Han}])(\p{Han}{1,3})様(は|より|から)`)
)

// ho31cCouple makes one person of the source a couple: Herr Weiß ist verreist → Herr
// und Frau Weiß sind verreist; 松本様より → 松本様ご夫妻より.
func ho31cCouple(lang, s string) string {
	if lang == "ja" {
		return hoFirstMatch(ho31cJaSolo, s, func(m []string) string { return m[1] + m[2] + "様ご夫妻" + m[3] })
	}
	return hoFirstMatch(ho31cDeSolo, s, func(m []string) string {
		other := "Frau"
		if m[2] == "Frau" {
			other = "Herr"
		}
		return m[1] + m[2] + " und " + other + " " + m[3] + " " + ho31cDePlural[m[4]] + " "
	})
}

// ho31cDoctor is a person's doctorate: Dr. before a family name, or before a given and
// a family name.
var ho31cDoctor = regexp.MustCompile(`Dr\. (\p{Lu}\p{Ll}+(?: \p{Lu}\p{L}+)?)`)

// ho31cDoctorMed turns a person's doctorate into a medical one, a title they do not
// hold (an engineer, a physicist, an expert on pressure vessels): Frau Dr. Jäger →
// Frau Dr. med. Jäger. A practice's name (Zahnarztpraxis Dr. Öztürk) is left alone.
func ho31cDoctorMed(lang, s string) string {
	for _, loc := range ho31cDoctor.FindAllStringIndex(s, -1) {
		if strings.HasSuffix(s[:loc[0]], "praxis ") {
			continue
		}
		return s[:loc[0]] + "Dr. med. " + s[loc[0]+len("Dr. "):]
	}
	return s
}

var heldOutBatch31c = []heldOutKind{
	// Petra Müller → Julia Müller; Ken Yamada → Hiroshi Yamada; 小林 恵子様 → 小林 陽子様;
	// 髙橋 美咲 → 髙橋 恵子.
	{"b31c_given_name_replaced_by_other", "first", ho31cGivenNameReplaced},
	// …髙橋様は月末の… → …髙木様は月末の…; 小西課長 → 大西課長; 佐藤部長 → 加藤部長.
	{"b31c_ja_last_mention_similar_surname", "first", ho31cJaSurnameSlipped},
	// 大阪営業所は…移転 → 大阪本社は…移転; 配送センターでの作業遅延 → 製造工場での…;
	// direkt an das Prüflabor → … an das Zentrallager; im Verwaltungsgebäude → im Produktionsgebäude.
	{"b31c_site_named_as_other_site_type", "first", func(_, s string) string { return ho31cReplaceLeftmost(s, ho31cSiteTypes) }},
	// an unseren Kundendienst → an den Hersteller; an uns zurück → an den Hersteller
	// zurück; サポート窓口まで → お買い上げの販売店まで.
	{"b31c_follow_up_sent_to_third_party", "first", func(_, s string) string { return ho31cReplaceLeftmost(s, ho31cFollowUpThirdParty) }},
	// Nordwärme L9 → Nordwärme L9 Pro; „Nordlicht 40“ → „Nordlicht 40 Plus“; 浄水ポット P3 →
	// 浄水ポット P3 Pro; TN-293 → TN-293XL; カイケイクラウド Pro → カイケイクラウド Lite.
	{"b31c_product_given_other_edition", "first", ho31cProductEdition},
	// Sehr geehrter Herr Weiß, → Sehr geehrte Familie Weiß,; 小林 恵子様 → 小林家の皆様.
	{"b31c_salutation_widened_to_household", "first", ho31cHousehold},
	// Sehr geehrter Herr Groß, → Sehr geehrte Frau Groß, sehr geehrter Herr Groß,.
	{"b31c_de_salutation_adds_spouse", "first", ho31cSpouse},
	// Bäckerei Großmann OHG → Herr Großmann; von der Hausverwaltung Schößler → von Herrn
	// Schößler; | Kühltechnik Straßburger GmbH | → | Herr Straßburger |.
	{"b31c_de_company_taken_for_its_owner", "first", ho31cCompanyAsOwner},
	// Prof. Dr. Kühn hat … (and Frau Dr. Vogt) → Prof. Dr. Kühn-Vogt hat …; Frau Müller …
	// Herrn Weiß → Frau Müller-Weiß ….
	{"b31c_de_two_people_fused_double_name", "first", ho31cFusedDoubleName},
	// ein Installateur → ein Elektriker; Zahnarztpraxis → Hausarztpraxis; 作業員 → 配達員.
	{"b31c_tradesperson_or_practice_sibling", "first", func(_, s string) string { return ho31cReplaceLeftmost(s, ho31cTrades) }},
	// 小林 恵子様 → 小林 恵子先生; 松本様より → 松本先生より.
	{"b31c_ja_customer_called_sensei", "first", ho31cSensei},
	// App Store oder von Google Play → … von Microsoft Store; クレジットカード → 銀行振込.
	{"b31c_store_or_payment_provider_sibling", "first", func(_, s string) string { return ho31cReplaceLeftmost(s, ho31cStores) }},
	// Genehmigung der Gewerbeaufsicht → … der Bauaufsicht; 経営会議で → 取締役会で;
	// von der Hausverwaltung Schößler → von der Eigentümergemeinschaft Schößler.
	{"b31c_deciding_body_or_authority_sibling", "first", func(_, s string) string { return ho31cReplaceLeftmost(s, ho31cBodies) }},
	// Laut Frau Dr. Vogt kommt … → Laut Lieferant kommt …; Frau Köhler bittet → Der
	// Lieferant bittet; 担当の西村が調査し → 開発元が調査し.
	{"b31c_named_source_credited_to_supplier", "first", ho31cSourceToSupplier},
	// Leuchtenhaus Nord → Möbelhaus Nord; Wärmetechnik Förster → Kältetechnik Förster;
	// ハルカゼ寝具店 → ハルカゼ家具店; アオバ精工 → アオバ精機.
	{"b31c_company_given_sibling_trade", "first", ho31cSiblingTrade},
	// - Frau Köhler hat … → - Unsere Mitarbeiterin Frau Köhler hat …; 。髙橋様は → 。当社の髙橋は.
	{"b31c_outside_person_made_our_staff", "first", ho31cOutsiderAsColleague},
	// Leuchtenhaus Nord → Leuchtenhaus Süd; Nordkälte AG → Südkälte AG; „Nordwärme L9“ →
	// „Südwärme L9“.
	{"b31c_de_compass_word_in_name_flipped", "first", ho31cCompassFlipped},
	// サクラ物流株式会社 → サクラ株式会社; 株式会社アオバ精工 → 株式会社アオバ;
	// Weißenfels Elektrotechnik GmbH → Weißenfels GmbH.
	{"b31c_company_cut_to_name_stem", "first", ho31cCompanyCutToStem},
	// Frau Dr. Julia Schulze → Frau Dr. Julian Schulze; "name": "Petra Müller" → "Peter
	// Müller"; Prof. Dr. Katharina Weber教授 → Prof. Dr. Karl Weber教授.
	{"b31c_de_given_name_gender_flipped", "first", ho31cGivenNameGenderFlipped},
	// - Frau Köhler hat … bestellt → - Firma Köhler hat … bestellt; Herr Oßwald meldet →
	// Firma Oßwald meldet.
	{"b31c_de_person_taken_for_a_firm", "first", ho31cPersonAsFirm},
	// die Statik prüft Frau Dr. Jäger → … Frau Dr. Jäger von Wärmetechnik Förster;
	// 責任者の髙橋が報告 → ソラノ物流の髙橋が報告.
	{"b31c_person_given_other_org_affiliation", "first", ho31cOtherAffiliation},
	// Ihre Stehlampe „Nordlicht 40“ → … „Nordlicht 40“ in Schwarz; ソラノ電気ケトル K1 →
	// ソラノ電気ケトル K1（ブラック）.
	{"b31c_product_gets_unstated_colour", "first", ho31cUnstatedColour},
	// Herr Weiß ist bis zum … verreist → Herr und Frau Weiß sind …; - Frau Köhler hat …
	// bestellt → - Frau und Herr Köhler haben … bestellt; 松本様より → 松本様ご夫妻より.
	{"b31c_person_doubled_into_couple", "first", ho31cCouple},
	// Herr Prof. Dr. Hoffmann (Elektrotechnik) → Herr Prof. Dr. med. Hoffmann; die
	// Statik prüft Frau Dr. Jäger → … Frau Dr. med. Jäger.
	{"b31c_doctorate_made_medical", "first", ho31cDoctorMed},
}
