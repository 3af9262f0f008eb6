package grade

// Blind batch 59c: titles, honorifics and the names of persons and organisations,
// damaged at one place the way a model mixes the parties of a case. Every kind takes
// its replacement from the case itself (a person, firm or place the answer names) and
// changes one mention: a titled third person called by the bare given name, a firm
// renamed after a person or a place of the case, a person given the firm's eponym as
// surname, Prof./Dr. expanded as an office (Prokurist, Direktor), a current holder of a
// role made its former holder, a firm turned into a holding or family firm, a second
// legal form stacked onto a firm (株式会社 on both sides), the customer's 様 written
// as 宛 or katakana サマ, Herr/Frau or 様 replaced by English Mr./Ms., a customer
// hailed as "Herr Kollege", a person made the proxy of another person of the case, a
// woman given another person's surname as birth name, and a surname feminised with -in.

import (
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// ho59cPerson is one person of a case: surname, given name (empty when the case gives
// none), gender ('m', 'f' or 0 when the case does not fix it), and the words one of
// which must be in the answer for the entry to belong to its case (surnames recur).
type ho59cPerson struct {
	sur, given string
	gender     byte
	ctx        []string
}

// ho59cPeople are the persons the prompts and goldens name.
var ho59cPeople = []ho59cPerson{
	{"Hoffmann", "Stefan", 'm', []string{"Rheinstadt"}},
	{"Schulze", "Julia", 'f', []string{"Rheinstadt"}},
	{"Schäfer", "Lena", 'f', []string{"Öztürk"}},
	{"Öztürk", "", 0, []string{"Zahnarztpraxis"}},
	{"Weiß", "Konrad", 'm', []string{"Leuchtenhaus"}},
	{"Weiß", "", 'm', []string{"Schößler"}},
	{"Müller", "Hannelore", 'f', []string{"Schößler"}},
	{"Müller", "Petra", 'f', []string{"Lüneburg"}},
	{"Strauß", "Tobias", 'm', []string{"Förster"}},
	{"Jäger", "Annette", 'f', []string{"Förster"}},
	{"Kühn", "Martin", 'm', []string{"Vogt"}},
	{"Vogt", "Anke", 'f', []string{"Kühn"}},
	{"Oßwald", "Jens", 'm', []string{"Vogt"}},
	{"Köhler", "Sabine", 'f', []string{"Barista"}},
	{"Groß", "Jürgen", 'm', []string{"Kobayashi"}},
	{"Yamada", "Ken", 'm', []string{"Kobayashi"}},
	{"Weber", "Katharina", 'f', []string{"TU-4471", "Schwingungstechnik"}},
	{"髙橋", "誠", 'm', []string{"ミナトデザイン"}},
	{"髙橋", "和也", 'm', []string{"ソラノ物流", "相模原"}},
	{"髙橋", "美咲", 'f', []string{"JP-58217", "ケトル"}},
	{"小林", "恵子", 'f', []string{"ハルカゼ"}},
	{"渡辺", "弘", 'm', []string{"RP-60418", "冷蔵庫"}},
	{"中島", "大輔", 'm', []string{"INV-88213", "ミライ会計"}},
	{"松本", "", 0, []string{"AP-73015", "浄水ポット"}},
	{"岡田", "", 0, []string{"ハルカゼ"}},
	{"石井", "", 0, []string{"SK-30918", "サクラ物流"}},
	{"森", "", 0, []string{"SK-30918", "サクラ物流"}},
	{"松田", "", 0, []string{"アオバ精工"}},
	{"小西", "", 0, []string{"アオバ精工"}},
	{"西村", "", 0, []string{"ミナトデザイン"}},
	{"佐藤", "", 0, []string{"TU-4471", "Schwingungstechnik"}},
}

// ho59cFirm is an organisation of a case: its name as the answers write it and the
// part of it that names it (a family name, a place or a coined word).
type ho59cFirm struct {
	name, stem string
	eponym     bool // the stem is a person's family name
}

var ho59cFirms = []ho59cFirm{
	{"Hausverwaltung Schößler", "Schößler", true},
	{"Wärmetechnik Förster", "Förster", true},
	{"Kobayashi Seiki", "Kobayashi", true},
	{"Zahnarztpraxis Dr. Öztürk", "Öztürk", true},
	{"Weißenfels Elektrotechnik", "Weißenfels", true},
	{"Bäckerei Großmann", "Großmann", true},
	{"Kühltechnik Straßburger", "Straßburger", true},
	{"Leuchtenhaus Nord", "Nord", false},
	{"Hochschule Rheinstadt", "Rheinstadt", false},
	{"ハルカゼ寝具店", "ハルカゼ", false},
	{"ミライ会計サポート", "ミライ", false},
	{"アオバ精工", "アオバ", false},
	{"サクラ物流", "サクラ", false},
	{"ミナトデザイン", "ミナト", false},
	{"ソラノ物流", "ソラノ", false},
}

// ho59cPlaces are the towns, districts and streets of the cases, towns first.
var ho59cPlaces = []string{"Ludwigshafen", "Lübeck", "Dresden", "Lüneburg", "München",
	"厚木", "相模原", "大阪", "東京", "梅田", "北浜", "渋谷",
	"Brückenstraße", "Gießereistraße", "Schloßstraße"}

// ho59cIsWordAt reports whether s[i:i+n] stands as a word of its own (for Latin
// script; Japanese has no word boundaries).
func ho59cIsWordAt(s string, i, n int) bool {
	if i > 0 {
		r, _ := utf8.DecodeLastRuneInString(s[:i])
		if unicode.Is(unicode.Latin, r) {
			return false
		}
	}
	if i+n < len(s) {
		r, _ := utf8.DecodeRuneInString(s[i+n:])
		if unicode.Is(unicode.Latin, r) {
			return false
		}
	}
	return true
}

// ho59cWordIndexes lists where w occurs in s as a word of its own.
func ho59cWordIndexes(s, w string) []int {
	var out []int
	if w == "" {
		return nil
	}
	for from := 0; from <= len(s); {
		j := strings.Index(s[from:], w)
		if j < 0 {
			break
		}
		at := from + j
		if ho59cIsWordAt(s, at, len(w)) {
			out = append(out, at)
		}
		from = at + len(w)
	}
	return out
}

// ho59cPresent lists the persons of s's case that s names.
func ho59cPresent(s string) []ho59cPerson {
	var out []ho59cPerson
	seen := map[string]bool{}
	for _, p := range ho59cPeople {
		if seen[p.sur] || len(ho59cWordIndexes(s, p.sur)) == 0 {
			continue
		}
		ok := false
		for _, c := range p.ctx {
			if strings.Contains(s, c) {
				ok = true
			}
		}
		if ok {
			seen[p.sur] = true
			out = append(out, p)
		}
	}
	return out
}

// ho59cMention is one mention of a person: s[start:end] is the mention with its
// titles, at the surname's position sur.
type ho59cMention struct {
	p               ho59cPerson
	start, sur, end int
	titled          bool   // Herr/Frau, Dr. or Prof. stand before the name
	titles          string // "Prof. Dr. " and the like, without Herr/Frau
}

// ho59cMentions lists the German-style mentions of the present persons in order.
func ho59cMentions(s string, withinFirms bool) []ho59cMention {
	var out []ho59cMention
	for _, p := range ho59cPresent(s) {
		for _, at := range ho59cWordIndexes(s, p.sur) {
			if !withinFirms && ho59cInFirm(s, at) {
				continue
			}
			m := ho59cMention{p: p, start: at, sur: at, end: at + len(p.sur)}
			pre := s[:at]
			if p.given != "" && strings.HasSuffix(pre, p.given+" ") {
				pre = strings.TrimSuffix(pre, p.given+" ")
			}
			titles := ""
			for {
				switch {
				case strings.HasSuffix(pre, "Dr. "):
					pre, titles = strings.TrimSuffix(pre, "Dr. "), "Dr. "+titles
					m.titled = true
					continue
				case strings.HasSuffix(pre, "Prof. "):
					pre, titles = strings.TrimSuffix(pre, "Prof. "), "Prof. "+titles
					m.titled = true
					continue
				}
				break
			}
			for _, h := range []string{"Herrn ", "Herr ", "Frau "} {
				if strings.HasSuffix(pre, h) {
					pre = strings.TrimSuffix(pre, h)
					m.titled = true
					break
				}
			}
			m.start, m.titles = len(pre), titles
			out = append(out, m)
		}
	}
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && out[j].start < out[j-1].start; j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out
}

// ho59cInFirm reports whether position i of s lies inside an organisation's name.
func ho59cInFirm(s string, i int) bool {
	for _, f := range ho59cFirms {
		for from := 0; ; {
			j := strings.Index(s[from:], f.name)
			if j < 0 {
				break
			}
			if i >= from+j && i < from+j+len(f.name) {
				return true
			}
			from += j + len(f.name)
		}
	}
	return false
}

// ho59cLineOf gives the line of s that holds position i.
func ho59cLineOf(s string, i int) string {
	ls := strings.LastIndex(s[:i], "\n") + 1
	le := strings.Index(s[i:], "\n")
	if le < 0 {
		return s[ls:]
	}
	return s[ls : i+le]
}

// ho59cDative names a person as the object of "von": Herrn/Frau with the titles the
// answer gives them; "" when the case does not fix the gender.
func ho59cDative(m ho59cMention) string {
	switch m.p.gender {
	case 'm':
		return "Herrn " + m.titles + m.p.sur
	case 'f':
		return "Frau " + m.titles + m.p.sur
	}
	return ""
}

// ho59cFirstFirm finds the first organisation of the list s names (by position).
func ho59cFirstFirm(s string, eponymOnly bool, skip ...string) (ho59cFirm, int) {
	best, at := ho59cFirm{}, -1
	for _, f := range ho59cFirms {
		if (eponymOnly && !f.eponym) || slices.Contains(skip, f.name) {
			continue
		}
		if j := strings.Index(s, f.name); j >= 0 && (at < 0 || j < at) {
			best, at = f, j
		}
	}
	return best, at
}

func ho59cAbs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

var (
	ho59cDeProf      = regexp.MustCompile(`(Herrn |Herr |Frau )?Prof\. `)
	ho59cDeDr        = regexp.MustCompile(`(Herrn |Herr |Frau )?Dr\. `)
	ho59cDeFormerMgr = regexp.MustCompile(`Frau (\p{Lu}\p{L}+) von der (Hausverwaltung \p{Lu}\p{L}+)`)
	ho59cDeLead      = regexp.MustCompile(`(?m)(^- |^|: |\. )(Laut )?((?:Herr|Frau|Prof\. Dr\.)(?: Dr\.)? (\p{Lu}\p{L}+))`)
	ho59cJaRank      = regexp.MustCompile(`(\p{Han}{1,2})(部長|課長)`)
	ho59cJaRoleNo    = regexp.MustCompile(`(責任者|担当)の(\p{Han})`)
	ho59cDeGmbH      = regexp.MustCompile(`(\p{Lu}\p{L}+ \p{Lu}\p{L}+) (GmbH|AG)\b`)
	ho59cDeKG        = regexp.MustCompile(`(\p{Lu}\p{L}+ \p{Lu}\p{L}+) (KG|OHG)\b`)
	ho59cDeBareFirm  = regexp.MustCompile(`(Wärmetechnik Förster|Hausverwaltung Schößler|Kobayashi Seiki|Zahnarztpraxis Dr\. Öztürk)`)
	ho59cJaMaekabu   = regexp.MustCompile(`株式会社(\p{Katakana}+\p{Han}*)`)
	ho59cJaAtokabu   = regexp.MustCompile(`(\p{Katakana}+\p{Han}*)株式会社`)
	ho59cJaButsuryu  = regexp.MustCompile(`(\p{Katakana}{2,}物流)`)
	ho59cJaSalute    = regexp.MustCompile(`(?m)^(\p{Han}{1,3}(?: \p{Han}{1,3})?)様$`)
	ho59cJaSama      = regexp.MustCompile(`(\p{Han})様`)
	ho59cDeHerrFrau  = regexp.MustCompile(`\b(Herrn|Herr|Frau) `)
	ho59cJaNameSama  = regexp.MustCompile(`(\p{Han}{1,3})( \p{Han}{1,3})?様`)
	ho59cDeSalute    = regexp.MustCompile(`Sehr geehrte(r)? (Herr|Frau) `)
	ho59cDeLegal     = regexp.MustCompile(`\b(GmbH|AG|KG|OHG)\b`)
	ho59cDeVonPhrase = regexp.MustCompile(`^ von (?:der |dem )?\p{Lu}\p{L}+(?: \p{Lu}\p{L}+)*`)
)

// ho59cDeFormerRole are the roles the cases give, as "früher" phrases: nominative and
// dative.
var ho59cDeFormerRole = map[string][2]string{
	"Vogt":   {"Die frühere Projektleiterin", "der früheren Projektleiterin"},
	"Kühn":   {"Der frühere Gutachter", "dem früheren Gutachter"},
	"Oßwald": {"Der frühere Einkäufer", "dem früheren Einkäufer"},
	"Strauß": {"Der frühere Leiter des Gebäudemanagements", "dem früheren Leiter des Gebäudemanagements"},
}

var heldOutBatch59c = []heldOutKind{
	// A titled third person of a summary or an address block called by the bare given
	// name the prompt gives them: "Frau Müller von der Hausverwaltung" → "Hannelore von
	// der Hausverwaltung"; 「髙橋様から」 → 「誠さんから」; 「責任者の髙橋」 → 「責任者の和也」.
	{"b59c_titled_third_person_called_by_bare_given_name", "first", func(lang, s string) string {
		if lang == "ja" {
			for _, p := range ho59cPresent(s) {
				if p.given == "" {
					continue
				}
				for _, at := range ho59cWordIndexes(s, p.sur) {
					line := ho59cLineOf(s, at)
					if strings.HasPrefix(strings.TrimSpace(line), p.sur) && strings.HasSuffix(line, "様") {
						continue // the salutation line
					}
					rest := s[at+len(p.sur):]
					if strings.HasPrefix(rest, "様") {
						return s[:at] + p.given + "さん" + strings.TrimPrefix(rest, "様")
					}
					if strings.HasSuffix(s[:at], "責任者の") || strings.HasSuffix(s[:at], "担当の") {
						return s[:at] + p.given + rest
					}
				}
			}
			return s
		}
		for _, m := range ho59cMentions(s, true) {
			if !m.titled || m.p.given == "" || strings.HasPrefix(ho59cLineOf(s, m.sur), "Sehr geehrte") {
				continue
			}
			return s[:m.start] + m.p.given + s[m.end:]
		}
		return s
	}},
	// An organisation of the case renamed after the person of the case named nearest
	// to it: "Hausverwaltung Schößler" → "Hausverwaltung Müller"; "Yamada von Kobayashi
	// Seiki" → "Yamada von Yamada Seiki"; 「ハルカゼ寝具店」 → 「小林寝具店」;
	// "company": "サクラ物流株式会社" → "石井物流株式会社".
	{"b59c_firm_renamed_after_nearest_person_of_case", "raw", func(lang, s string) string {
		f, at := ho59cFirstFirm(s, false, "Hochschule Rheinstadt")
		if at < 0 {
			return s
		}
		best, dist := "", -1
		for _, p := range ho59cPresent(s) {
			if p.sur == f.stem {
				continue
			}
			for _, j := range ho59cWordIndexes(s, p.sur) {
				if j >= at && j < at+len(f.name) {
					continue
				}
				if d := ho59cAbs(j - at); dist < 0 || d < dist {
					best, dist = p.sur, d
				}
			}
		}
		if best == "" {
			return s
		}
		return s[:at] + strings.Replace(f.name, f.stem, best, 1) + s[at+len(f.name):]
	}},
	// The first person the answer names given the family name of the case's eponymous
	// firm: "Frau Müller von der Hausverwaltung Schößler" → "Frau Schößler von der
	// Hausverwaltung Schößler"; "Sehr geehrte Frau Schäfer" → "Sehr geehrte Frau Öztürk".
	{"b59c_de_person_given_eponym_of_case_firm_as_surname", "raw", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		f, at := ho59cFirstFirm(s, true)
		if at < 0 {
			return s
		}
		for _, m := range ho59cMentions(s, true) {
			if m.p.sur == f.stem {
				continue
			}
			if idx := strings.Index(s, f.name); idx >= 0 && m.sur >= idx && m.sur < idx+len(f.name) {
				continue
			}
			return s[:m.sur] + f.stem + s[m.end:]
		}
		return s
	}},
	// An academic title abbreviation expanded as an office: Prof. read as Prokurist(in),
	// else Dr. as Direktor(in): "Prof. Dr. Kühn hat" → "Prokurist Dr. Kühn hat"; "Frau
	// Dr. Jäger" → "Frau Direktorin Jäger"; "Prof. Dr. Katharina Weber教授" →
	// "Prokuristin Dr. Katharina Weber教授".
	{"b59c_academic_title_expanded_as_business_office", "first", func(lang, s string) string {
		for _, pair := range []struct {
			re     *regexp.Regexp
			title  string
			abbrev string
		}{{ho59cDeProf, "Prokurist", "Prof. "}, {ho59cDeDr, "Direktor", "Dr. "}} {
			loc := pair.re.FindStringSubmatchIndex(s)
			if loc == nil {
				continue
			}
			female := false
			if loc[2] >= 0 {
				female = s[loc[2]:loc[3]] == "Frau "
			} else {
				after := s[loc[1]:min(len(s), loc[1]+40)]
				for _, p := range ho59cPeople {
					if p.gender == 'f' && p.given != "" && strings.Contains(after, p.given) {
						female = true
					}
				}
			}
			t := pair.title
			if female {
				t += "in"
			}
			head := s[:loc[0]]
			if loc[2] >= 0 {
				head += s[loc[2]:loc[3]]
			}
			return head + t + " " + s[loc[1]:]
		}
		return s
	}},
	// A current holder of a role made its former holder: 「松田部長」 → 「松田前部長」
	// (営業の担当は引き続き…); "primary_contact": "石井部長" → "石井前部長"; 「担当の西村」 →
	// 「前担当の西村」; "Laut Frau Dr. Vogt" → "Laut der früheren Projektleiterin Frau Dr.
	// Vogt"; "Frau Müller von der Hausverwaltung Schößler" → "Frau Müller, früher bei der
	// Hausverwaltung Schößler,".
	{"b59c_current_role_holder_made_former_holder", "first", func(lang, s string) string {
		if lang == "ja" {
			if loc := ho59cJaRank.FindStringSubmatchIndex(s); loc != nil {
				return s[:loc[3]] + "前" + s[loc[4]:]
			}
			if loc := ho59cJaRoleNo.FindStringIndex(s); loc != nil {
				return s[:loc[0]] + "前" + s[loc[0]:]
			}
			return s
		}
		if loc := ho59cDeFormerMgr.FindStringSubmatchIndex(s); loc != nil {
			return s[:loc[0]] + "Frau " + s[loc[2]:loc[3]] + ", früher bei der " + s[loc[4]:loc[5]] + "," + s[loc[1]:]
		}
		for _, loc := range ho59cDeLead.FindAllStringSubmatchIndex(s, -1) {
			role, ok := ho59cDeFormerRole[s[loc[8]:loc[9]]]
			if !ok {
				continue
			}
			if loc[4] >= 0 {
				return s[:loc[5]] + role[1] + " " + s[loc[6]:]
			}
			return s[:loc[3]] + role[0] + " " + s[loc[6]:]
		}
		return s
	}},
	// A firm of the case turned into another entity of its group: a holding, a family
	// firm, partners or a group practice: "Weißenfels Elektrotechnik GmbH" →
	// "Weißenfels Elektrotechnik Holding GmbH"; "Bäckerei Großmann OHG" → "Bäckerei
	// Großmann & Söhne OHG"; 「株式会社アオバ精工」 → 「株式会社アオバ精工ホールディングス」.
	{"b59c_firm_made_holding_or_family_firm_of_its_name", "first", func(lang, s string) string {
		if lang == "ja" {
			return hoReplaceFirst(s, []hoRule{
				{ho59cJaMaekabu, "株式会社${1}ホールディングス"},
				{ho59cJaAtokabu, "${1}ホールディングス株式会社"},
				{ho59cJaButsuryu, "${1}ホールディングス"},
			})
		}
		type cand struct {
			at   int
			with string
			end  int
		}
		var best *cand
		try := func(re *regexp.Regexp, f func(m []string) string) {
			loc := re.FindStringSubmatchIndex(s)
			if loc == nil || (best != nil && best.at <= loc[0]) {
				return
			}
			m := make([]string, len(loc)/2)
			for i := range m {
				if loc[2*i] >= 0 {
					m[i] = s[loc[2*i]:loc[2*i+1]]
				}
			}
			best = &cand{loc[0], f(m), loc[1]}
		}
		try(ho59cDeGmbH, func(m []string) string { return m[1] + " Holding " + m[2] })
		try(ho59cDeKG, func(m []string) string { return m[1] + " & Söhne " + m[2] })
		try(ho59cDeBareFirm, func(m []string) string {
			switch m[1] {
			case "Kobayashi Seiki":
				return m[1] + " Holdings"
			case "Hausverwaltung Schößler":
				return m[1] + " & Partner"
			case "Zahnarztpraxis Dr. Öztürk":
				return m[1] + " & Kollegen"
			}
			return m[1] + " & Söhne"
		})
		if best == nil {
			return s
		}
		return s[:best.at] + best.with + s[best.end:]
	}},
	// The customer's 様 on the salutation line written as 宛, the mark for one's own
	// return address: 「小林 恵子様」 → 「小林 恵子宛」; 「松本様」 → 「松本宛」.
	{"b59c_ja_salutation_sama_written_as_ate", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return hoFirstMatch(ho59cJaSalute, s, func(m []string) string { return m[1] + "宛" })
	}},
	// A customer's 様 written in katakana サマ, the mocking spelling: 「松本様より」 →
	// 「松本サマより」; 「渡辺 弘様」 → 「渡辺 弘サマ」.
	{"b59c_ja_customer_sama_written_in_katakana", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		for _, loc := range ho59cJaSama.FindAllStringSubmatchIndex(s, -1) {
			if strings.ContainsAny(s[loc[2]:loc[3]], "客皆同模仕") {
				continue
			}
			return s[:loc[3]] + "サマ" + s[loc[1]:]
		}
		return s
	}},
	// Herr/Frau or a customer's 様 replaced by English Mr./Ms. (the gender the case
	// fixes): "Sehr geehrter Herr Weiß" → "Sehr geehrter Mr. Weiß"; 「中島 大輔様」 →
	// 「Mr. 中島 大輔」.
	{"b59c_form_of_address_made_english_mr_ms", "first", func(lang, s string) string {
		if lang == "ja" {
			present := ho59cPresent(s)
			for _, loc := range ho59cJaNameSama.FindAllStringSubmatchIndex(s, -1) {
				name := s[loc[2]:loc[3]]
				for _, p := range present {
					if !strings.HasSuffix(name, p.sur) || p.gender == 0 {
						continue
					}
					t := "Mr. "
					if p.gender == 'f' {
						t = "Ms. "
					}
					return s[:loc[0]] + t + strings.TrimSuffix(s[loc[0]:loc[1]], "様") + s[loc[1]:]
				}
			}
			return s
		}
		return hoFirstMatch(ho59cDeHerrFrau, s, func(m []string) string {
			if m[1] == "Frau" {
				return "Ms. "
			}
			return "Mr. "
		})
	}},
	// A customer hailed in the salutation as a colleague of one's own profession:
	// "Sehr geehrter Herr Weiß" → "Sehr geehrter Herr Kollege Weiß"; "Sehr geehrte Frau
	// Schäfer" (a patient) → "Sehr geehrte Frau Kollegin Schäfer".
	{"b59c_de_customer_saluted_as_herr_kollege", "first", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return hoFirstMatch(ho59cDeSalute, s, func(m []string) string {
			if m[2] == "Frau" {
				return "Sehr geehrte Frau Kollegin "
			}
			return "Sehr geehrter Herr Kollege "
		})
	}},
	// The first person named in the body made the proxy of another person of the case:
	// "Prof. Dr. Kühn hat das Sicherheitsgutachten vorgestellt" → "Prof. Dr. Kühn, in
	// Vertretung von Frau Dr. Vogt, hat …"; "Hier schreibt Yamada von Kobayashi Seiki." →
	// "… Kobayashi Seiki in Vertretung von Herrn Groß."
	{"b59c_de_person_made_proxy_of_other_case_person", "first", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		ms := ho59cMentions(s, false)
		for i, a := range ms {
			line := ho59cLineOf(s, a.sur)
			if strings.HasPrefix(line, "Sehr geehrte") || strings.HasSuffix(s[:a.start], "z. Hd. ") ||
				strings.TrimSpace(line) == strings.TrimSpace(s[a.start:a.end]) {
				continue
			}
			by := ""
			for j, b := range ms {
				if j != i && b.p.sur != a.p.sur {
					if by = ho59cDative(b); by != "" {
						break
					}
				}
			}
			if by == "" {
				return s
			}
			end := a.end
			if loc := ho59cDeVonPhrase.FindStringIndex(s[end:]); loc != nil {
				end += loc[1]
			}
			rest := s[end:]
			if rest == "" || strings.ContainsAny(rest[:1], ".;)\n") {
				return s[:end] + " in Vertretung von " + by + rest
			}
			if strings.HasPrefix(rest, ",") {
				return s[:end] + ", in Vertretung von " + by + rest
			}
			return s[:end] + ", in Vertretung von " + by + "," + rest
		}
		return s
	}},
	// A woman of the case given another person of the case's surname as birth name:
	// "Frau Dr. Vogt" → "Frau Dr. Vogt (geb. Kühn)"; "z. Hd. Frau Dr. Julia Schulze" →
	// "z. Hd. Frau Dr. Julia Schulze (geb. Hoffmann)".
	{"b59c_de_woman_given_other_case_persons_birth_name", "first", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		ms := ho59cMentions(s, true)
		for _, a := range ms {
			if a.p.gender != 'f' || !a.titled {
				continue
			}
			for _, b := range ms {
				if b.p.sur != a.p.sur {
					return s[:a.end] + " (geb. " + b.p.sur + ")" + s[a.end:]
				}
			}
			return s
		}
		return s
	}},
	// An organisation of the case renamed after a town or street of the case:
	// "Hochschule Rheinstadt" → "Hochschule Ludwigshafen"; "Wärmetechnik Förster" →
	// "Wärmetechnik Lübeck"; 「ソラノ物流」 → 「厚木物流」; "Bäckerei Großmann OHG" →
	// "Bäckerei Dresden OHG".
	{"b59c_firm_renamed_after_place_of_case", "raw", func(lang, s string) string {
		type firmAt struct {
			f  ho59cFirm
			at int
		}
		var target *firmAt
		for _, f := range ho59cFirms {
			if f.name == "Leuchtenhaus Nord" || f.name == "Zahnarztpraxis Dr. Öztürk" || f.name == "Kobayashi Seiki" {
				continue
			}
			if j := strings.Index(s, f.name); j >= 0 && (target == nil || j < target.at) {
				target = &firmAt{f, j}
			}
		}
		if target == nil {
			return s
		}
		place := ""
		for _, street := range []bool{false, true} {
			at := -1
			for _, p := range ho59cPlaces {
				if strings.HasSuffix(p, "straße") != street || strings.Contains(target.f.name, p) {
					continue
				}
				if j := strings.Index(s, p); j >= 0 && (at < 0 || j < at) {
					place, at = p, j
				}
			}
			if place != "" {
				break
			}
		}
		if place == "" {
			return s
		}
		return s[:target.at] + strings.Replace(target.f.name, target.f.stem, place, 1) + s[target.at+len(target.f.name):]
	}},
	// A second legal form stacked onto a firm's: 株式会社 written before and after the
	// name, a GmbH or AG made the partner of a KG, a KG or OHG given a GmbH as partner:
	// 「株式会社アオバ精工」 → 「株式会社アオバ精工株式会社」; "Kühltechnik Straßburger GmbH" →
	// "Kühltechnik Straßburger GmbH & Co. KG".
	{"b59c_firm_legal_form_stacked_with_second_form", "first", func(lang, s string) string {
		if lang == "ja" {
			return hoReplaceFirst(s, []hoRule{
				{ho59cJaMaekabu, "株式会社${1}株式会社"},
				{ho59cJaAtokabu, "株式会社${1}株式会社"},
			})
		}
		return hoFirstMatch(ho59cDeLegal, s, func(m []string) string {
			if m[1] == "GmbH" || m[1] == "AG" {
				return m[1] + " & Co. KG"
			}
			return "GmbH & Co. " + m[1]
		})
	}},
	// A woman's family name ending in -er feminised with -in, as old usage made "die
	// Müllerin" of Frau Müller: "Frau Köhler" → "Frau Köhlerin"; "name": "Petra Müller" →
	// "Petra Müllerin".
	{"b59c_de_womans_er_surname_feminised_with_in", "raw", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		best := -1
		sur := ""
		for _, p := range ho59cPresent(s) {
			if p.gender != 'f' || !strings.HasSuffix(p.sur, "er") {
				continue
			}
			if idx := ho59cWordIndexes(s, p.sur); len(idx) > 0 && (best < 0 || idx[0] < best) {
				best, sur = idx[0], p.sur
			}
		}
		if best < 0 {
			return s
		}
		return s[:best] + sur + "in" + s[best+len(sur):]
	}},
}

// ho59cChangedSentence gives the first sentence of the damaged answer that differs
// from the golden's, with the golden's sentence at the same place: for JSON the string
// value that holds the change, for text the sentence (or, where the damage moved a
// sentence boundary, the line).
func ho59cChangedSentence(lang, kind, golden, damaged string) (string, string) {
	if kind == "json" {
		i := 0
		for i < len(golden) && i < len(damaged) && golden[i] == damaged[i] {
			i++
		}
		open := strings.LastIndex(golden[:i], "\"") + 1
		gEnd := strings.Index(golden[i:], "\"")
		dEnd := strings.Index(damaged[i:], "\"")
		if gEnd < 0 || dEnd < 0 {
			return golden, damaged
		}
		return golden[open : i+gEnd], damaged[open : i+dEnd]
	}
	gl, dl := strings.Split(golden, "\n"), strings.Split(damaged, "\n")
	for i := 0; i < len(gl) && i < len(dl); i++ {
		if gl[i] == dl[i] {
			continue
		}
		gs, ds := hoSentences(lang, gl[i]), hoSentences(lang, dl[i])
		if len(gs) != len(ds) {
			return gl[i], dl[i]
		}
		for j := range gs {
			if gs[j] != ds[j] {
				return gs[j], ds[j]
			}
		}
	}
	return golden, damaged
}

// ho59cLogN is how many changed sentences a kind logs.
var ho59cLogN = 2
