package grade

// Blind batch 34b: attribution in summaries, minutes and reports. The model keeps the
// facts but ties them to the wrong person, party or item: a statement, report or
// request is credited to another person named in the answer; the reporter becomes the
// one informed and the requester the one asked; a task, a check or a cost goes to
// another named person or to an outside party (lab, carrier, caretaker); an approval
// is sought from or credited to the wrong body; two roles collapse onto one holder; a
// customer's wish becomes our proposal; a fault or delay is pinned on a party the answer
// names; labelled amounts trade their items; "your"/"our" flips the owner of a thing.
// Persons are found by title (Herr/Frau/Prof./Dr., 様/部長/課長, 担当の…), companies by
// legal form or trade word; every kind changes one place only.

import (
	"regexp"
	"strings"
)

// ho34bPerson is one mention of a titled person.
type ho34bPerson struct {
	title  string // Herr, Frau or "" (de); the suffix 様, 部長 … (ja)
	honor  string // "Prof. Dr. " (de); the role prefix 担当の (ja)
	name   string
	lo, hi int // byte span of the mention
}

func (p ho34bPerson) surname() string {
	f := strings.Fields(p.name)
	if len(f) == 0 {
		return p.name
	}
	return f[len(f)-1]
}

var (
	ho34bDePers  = regexp.MustCompile(`(Herrn?|Frau) ((?:(?:Prof|Dr)\. )*)((?:\p{Lu}\p{Ll}+ )?\p{Lu}[\p{Ll}ß]+)|(Prof\. (?:Dr\. )?)(\p{Lu}[\p{Ll}ß]+)`)
	ho34bJaPers  = regexp.MustCompile(`(\p{Han}{1,3})(?: \p{Han}{1,3})?(様|さん|部長|課長|係長|社長|教授)`)
	ho34bJaStaff = regexp.MustCompile(`(担当の|責任者の)(\p{Han}{2,3})(が|は|に|を|、|の)`)
	ho34bJaNot   = map[string]bool{"客": true, "担当者": true, "皆": true, "関係者": true, "利用者": true, "各位": true}
	ho34bDeFirm  = regexp.MustCompile(`\p{Lu}[\p{L}.&-]*(?: \p{Lu}[\p{L}.&-]*)* (?:GmbH|AG|KG|OHG)|Firma (?:ist )?(\p{Lu}\p{L}+ \p{Lu}\p{L}+)`)
	ho34bJaFirm  = regexp.MustCompile(`株式会社[\p{Katakana}ー\p{Han}]+|[\p{Katakana}ー\p{Han}]+株式会社|[\p{Katakana}ー]{2,}(?:物流|精工|商事|工業|運輸|電機|建設|製作所)`)
)

// ho34bDeMentions lists the titled persons of a German text outside salutation lines.
func ho34bDeMentions(s string) []ho34bPerson {
	var out []ho34bPerson
	for _, m := range ho34bDePers.FindAllStringSubmatchIndex(s, -1) {
		lineStart := strings.LastIndex(s[:m[0]], "\n") + 1
		if strings.HasPrefix(s[lineStart:], "Sehr geehrte") {
			continue
		}
		p := ho34bPerson{lo: m[0], hi: m[1]}
		if m[2] >= 0 {
			p.title = strings.TrimSuffix(s[m[2]:m[3]], "n")
			p.honor = s[m[4]:m[5]]
			p.name = s[m[6]:m[7]]
		} else {
			p.honor = s[m[8]:m[9]]
			p.name = s[m[10]:m[11]]
		}
		out = append(out, p)
	}
	return out
}

// ho34bJaMentions lists the persons of a Japanese text: names with an honorific or
// rank, and staff named by role (担当の西村).
func ho34bJaMentions(s string) []ho34bPerson {
	var out []ho34bPerson
	for _, m := range ho34bJaPers.FindAllStringSubmatchIndex(s, -1) {
		name := s[m[2]:m[3]]
		if ho34bJaNot[name] {
			continue
		}
		out = append(out, ho34bPerson{title: s[m[4]:m[5]], name: name, lo: m[0], hi: m[1]})
	}
	for _, m := range ho34bJaStaff.FindAllStringSubmatchIndex(s, -1) {
		out = append(out, ho34bPerson{honor: s[m[2]:m[3]], name: s[m[4]:m[5]], lo: m[4], hi: m[5]})
	}
	return out
}

func ho34bMentions(lang, s string) []ho34bPerson {
	if lang == "ja" {
		return ho34bJaMentions(s)
	}
	return ho34bDeMentions(s)
}

// ho34bDistinct keeps the first mention of every surname.
func ho34bDistinct(ms []ho34bPerson) []ho34bPerson {
	seen := map[string]bool{}
	var out []ho34bPerson
	for _, m := range ms {
		if !seen[m.surname()] {
			seen[m.surname()] = true
			out = append(out, m)
		}
	}
	return out
}

// ho34bDeDative says whether the German slot at lo takes the dative (von Herrn …).
func ho34bDeDative(s string, lo int, mention string) bool {
	if strings.HasPrefix(mention, "Herrn") {
		return true
	}
	before := s[:lo]
	for _, p := range []string{"von ", "laut ", "Laut ", "mit ", "bei ", "Hd. ", "an ", "für ", "gegenüber "} {
		if strings.HasSuffix(before, p) {
			return true
		}
	}
	return false
}

func ho34bDeRender(p ho34bPerson, dative bool) string {
	switch p.title {
	case "Herr":
		if dative {
			return "Herrn " + p.honor + p.name
		}
		return "Herr " + p.honor + p.name
	case "Frau":
		return "Frau " + p.honor + p.name
	}
	return strings.TrimSpace(p.honor + p.name)
}

func ho34bJaIsRank(suffix string) bool {
	return suffix != "" && suffix != "様" && suffix != "さん"
}

// ho34bRenderInSlot writes person p where mention slot m of s stands.
func ho34bRenderInSlot(lang, s string, m, p ho34bPerson) string {
	if lang == "ja" {
		if ho34bJaIsRank(p.title) {
			return p.name + p.title
		}
		if m.honor != "" { // 担当の西村: the slot has no suffix
			return p.name
		}
		return p.name + m.title
	}
	return ho34bDeRender(p, ho34bDeDative(s, m.lo, s[m.lo:m.hi]))
}

// ho34bReplace replaces mention m of s with person p.
func ho34bReplace(lang, s string, m, p ho34bPerson) string {
	return s[:m.lo] + ho34bRenderInSlot(lang, s, m, p) + s[m.hi:]
}

// ho34bSwapTwo writes a where b stands and b where a stands (a before b).
func ho34bSwapTwo(lang, s string, a, b ho34bPerson) string {
	return s[:a.lo] + ho34bRenderInSlot(lang, s, a, b) + s[a.hi:b.lo] + ho34bRenderInSlot(lang, s, b, a) + s[b.hi:]
}

// ho34bOther picks another person of the text than m, preferring one not mentioned in
// sent; inSent says the pick is mentioned there too.
func ho34bOther(lang, s, sent string, m ho34bPerson) (ho34bPerson, bool, bool) {
	var fallback *ho34bPerson
	for _, p := range ho34bDistinct(ho34bMentions(lang, s)) {
		if p.surname() == m.surname() {
			continue
		}
		if !strings.Contains(sent, p.surname()) {
			return p, false, true
		}
		if fallback == nil {
			q := p
			fallback = &q
		}
	}
	if fallback != nil {
		return *fallback, true, true
	}
	return ho34bPerson{}, false, false
}

// ho34bEachSentence applies f to the sentences of s in order and keeps the first change.
func ho34bEachSentence(lang, s string, f func(sent string) string) string {
	split, refs := hoAllSentences(lang, s)
	for _, r := range refs {
		old := split[r.line][r.idx]
		if nw := f(old); nw != old {
			split[r.line][r.idx] = nw
			return hoJoin(split)
		}
	}
	return s
}

// ho34bPersonAt finds the mention of sent that overlaps byte range [lo, hi).
func ho34bPersonAt(lang, sent string, lo, hi int) (ho34bPerson, bool) {
	for _, m := range ho34bMentions(lang, sent) {
		if m.lo < hi && lo < m.hi {
			return m, true
		}
	}
	return ho34bPerson{}, false
}

// ho34bMoveToOther credits mention m of sentence sent to another person of the whole
// text s; when the only other person is in the same sentence, the two trade places.
func ho34bMoveToOther(lang, s, sent string, m ho34bPerson) string {
	other, inSent, ok := ho34bOther(lang, s, sent, m)
	if !ok {
		return sent
	}
	if !inSent {
		return ho34bReplace(lang, sent, m, other)
	}
	for _, o := range ho34bMentions(lang, sent) {
		if o.surname() == other.surname() {
			if o.lo > m.lo {
				return ho34bSwapTwo(lang, sent, m, o)
			}
			return ho34bSwapTwo(lang, sent, o, m)
		}
	}
	return sent
}

// ho34bFirstOf applies the first, by position, of several rewrites to s.
func ho34bFirstOf(s string, res []*regexp.Regexp, fs []func(m []string) string) string {
	best, bi := -1, -1
	for i, re := range res {
		if loc := re.FindStringIndex(s); loc != nil && (best < 0 || loc[0] < best) {
			best, bi = loc[0], i
		}
	}
	if bi < 0 {
		return s
	}
	return hoFirstMatch(res[bi], s, fs[bi])
}

var (
	ho34bDeSpeech   = regexp.MustCompile(`\b(?:meldet|berichtet|bittet|fordert|teilt|erklärt|schlägt|vorgestellt|präsentiert|kündigt)\b`)
	ho34bDeTaskPre  = regexp.MustCompile(`\b(?:prüft|übernimmt|erledigt|organisiert|koordiniert|leitet|kontrolliert|betreut) `)
	ho34bDeTaskPost = regexp.MustCompile(`^ (?:kann|wird|soll|übernimmt|prüft|kümmert|erledigt)\b`)
	ho34bDeBodies   = []struct{ nom, art string }{
		{"Ausschuss", "der"}, {"Vorstand", "der"}, {"Aufsichtsrat", "der"}, {"Lenkungskreis", "der"}, {"Betriebsrat", "der"},
		{"Gemeinderat", "der"}, {"Stadtrat", "der"}, {"Gewerbeaufsicht", "die"}, {"Bauaufsicht", "die"}, {"Geschäftsführung", "die"},
		{"Geschäftsleitung", "die"}, {"Behörde", "die"}, {"Projektleitung", "die"}, {"Stadtverwaltung", "die"},
	}
	ho34bDeApproved = regexp.MustCompile(`\b(der|die) (\p{Lu}\p{Ll}+) (freigegeben|genehmigt|beschlossen|bewilligt|zugestimmt|abgelehnt)`)
	ho34bDeArtDat   = map[string]string{"einen": "einem", "eine": "einer", "ein": "einem", "den": "dem", "die": "der", "das": "dem"}
)

// ho34bDeNamedParty is a party the German text names other than the persons in sent:
// a firm first, else a titled person, rendered for a dative slot.
func ho34bDeNamedParty(s, sent string) string {
	for _, m := range ho34bDeFirm.FindAllStringSubmatch(s, -1) {
		f := m[0]
		if m[1] != "" {
			f = m[1]
		}
		if !strings.Contains(sent, f) {
			return f
		}
	}
	for _, p := range ho34bDistinct(ho34bDeMentions(s)) {
		if !strings.Contains(sent, p.surname()) {
			return ho34bDeRender(p, true)
		}
	}
	return ""
}

func ho34bJaNamedFirm(s, sent string) string {
	for _, f := range ho34bJaFirm.FindAllString(s, -1) {
		if !strings.Contains(sent, f) {
			return f
		}
	}
	return ""
}

var heldOutBatch34b = []heldOutKind{
	// A statement, report or request is credited to another person the answer names
	// (Prof. Dr. Kühn hat das Gutachten vorgestellt → Frau Dr. Vogt hat …; Herr Strauß
	// bittet → Frau Dr. Jäger bittet; Frau Müller meldet, dass in der Wohnung von Herrn
	// Weiß … → Herr Weiß meldet, dass in der Wohnung von Frau Müller …).
	{"b34b_de_statement_credited_to_other_named_person", "raw", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return ho34bEachSentence(lang, s, func(sent string) string {
			if !ho34bDeSpeech.MatchString(sent) {
				return sent
			}
			ms := ho34bDeMentions(sent)
			if len(ms) == 0 {
				return sent
			}
			return ho34bMoveToOther(lang, s, sent, ms[0])
		})
	}},
	// de: the request or report of a named person is credited to us, the writer's side
	// (Frau Köhler bittet um ein Rücksendeetikett → Wir bitten um ein Rücksendeetikett;
	// Herr Oßwald meldet Mehrkosten → Wir melden Mehrkosten; Sie bittet darum → Wir
	// bitten darum).
	{"b34b_de_named_partys_request_credited_to_us", "raw", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		re := regexp.MustCompile(`(?:(?:Herr|Frau) (?:(?:Prof|Dr)\. )*\p{Lu}[\p{Ll}ß]+|\bSie|\bEr) (bittet|meldet|fordert|beantragt)\b`)
		return hoFirstMatch(re, s, func(m []string) string {
			return "Wir " + map[string]string{"bittet": "bitten", "meldet": "melden", "fordert": "fordern", "beantragt": "beantragen"}[m[1]]
		})
	}},
	// The one who reported becomes the one who was told (髙橋様から…との問い合わせがあった
	// → 髙橋様に、…と問い合わせた; 責任者の髙橋が進捗を報告した → 髙橋に進捗が報告された;
	// Herr Oßwald meldet Mehrkosten → Herr Oßwald erfährt von Mehrkosten; Prof. Dr. Kühn
	// hat das Gutachten vorgestellt → Prof. Dr. Kühn wurde das Gutachten vorgestellt).
	{"b34b_reporter_made_the_informed_party", "first", func(lang, s string) string {
		if lang == "ja" {
			return ho34bFirstOf(s, []*regexp.Regexp{
				regexp.MustCompile(`(様|さん)(?:から|より)(、?[^。]*?)との(問い合わせ|連絡|相談|苦情)(?:があった)?`),
				regexp.MustCompile(`(\p{Han}{1,4})が([^、。]{1,30})を(報告|説明)した`),
			}, []func(m []string) string{
				func(m []string) string {
					return m[1] + "に" + m[2] + "と" + map[string]string{"問い合わせ": "問い合わせた", "連絡": "連絡した", "相談": "相談した", "苦情": "苦情を伝えた"}[m[3]]
				},
				func(m []string) string { return m[1] + "に" + m[2] + "が" + m[3] + "された" },
			})
		}
		pers := `((?:Herrn?|Frau|Prof\.) (?:(?:Prof|Dr)\. )*\p{Lu}[\p{Ll}ß]+)`
		dat := func(p string) string {
			if strings.HasPrefix(p, "Herr ") {
				return "Herrn" + p[4:]
			}
			return p
		}
		return ho34bFirstOf(s, []*regexp.Regexp{
			regexp.MustCompile(pers + `([^.;:]{0,60}?) (?:meldet|berichtet|teilt mit), dass`),
			regexp.MustCompile(pers + ` (?:meldet|berichtet) (?:(einen|eine|ein|den|die|das) )?`),
			regexp.MustCompile(pers + ` hat ([^.;:]{1,80}?) (vorgestellt|präsentiert)`),
		}, []func(m []string) string{
			func(m []string) string { return m[1] + m[2] + " hat erfahren, dass" },
			func(m []string) string {
				if m[2] != "" {
					return m[1] + " erfährt von " + ho34bDeArtDat[m[2]] + " "
				}
				return m[1] + " erfährt von "
			},
			func(m []string) string { return dat(m[1]) + " wurde " + m[2] + " " + m[3] },
		})
	}},
	// The requester becomes the one asked (Herr Strauß bittet, … freizugeben → Herr
	// Strauß wird gebeten, … freizugeben; Frau Köhler bittet um ein Etikett → Frau Köhler
	// wird um ein Etikett gebeten; 延期することを提案している → 延期するよう求められている).
	{"b34b_requester_made_the_asked_party", "first", func(lang, s string) string {
		if lang == "ja" {
			return ho34bFirstOf(s, []*regexp.Regexp{
				regexp.MustCompile(`することを提案している`),
				regexp.MustCompile(`を(求め|依頼し)ている`),
			}, []func(m []string) string{
				func(m []string) string { return "するよう求められている" },
				func(m []string) string {
					if m[1] == "求め" {
						return "を求められている"
					}
					return "を依頼されている"
				},
			})
		}
		return ho34bFirstOf(s, []*regexp.Regexp{
			regexp.MustCompile(`\bbittet darum, `),
			regexp.MustCompile(`\bbittet, `),
			regexp.MustCompile(`\bbittet um ([^.;!?\n]+)([.;!?]|$)`),
		}, []func(m []string) string{
			func(m []string) string { return "wird darum gebeten, " },
			func(m []string) string { return "wird gebeten, " },
			func(m []string) string { return "wird um " + m[1] + " gebeten" + m[2] },
		})
	}},
	// Requester and approver trade roles (Herr Oßwald meldet Mehrkosten …, die der
	// Ausschuss freigegeben hat → Der Ausschuss meldet Mehrkosten …, die Herr Oßwald
	// freigegeben hat; Herr Strauß bittet, … freizugeben → Die Projektleitung bittet Herrn
	// Strauß, … freizugeben; 経営会議で、…承認を求めている → 経営会議が、髙橋に…承認を求めている).
	{"b34b_requester_and_approver_traded", "raw", func(lang, s string) string {
		if lang == "ja" {
			re := regexp.MustCompile(`(\p{Han}{0,6}会議|取締役会|委員会|役員会)で、?([^。]*?承認を(?:求め|依頼し))`)
			return hoFirstMatch(re, s, func(m []string) string {
				ms := ho34bJaMentions(s)
				if len(ms) == 0 {
					return m[0]
				}
				return m[1] + "が、" + ms[0].name + ms[0].title + "に" + m[2]
			})
		}
		return ho34bEachSentence(lang, s, func(sent string) string {
			ms := ho34bDeMentions(sent)
			if len(ms) == 0 {
				return sent
			}
			p := ms[0]
			if loc := ho34bDeApproved.FindStringSubmatchIndex(sent); loc != nil && loc[0] > p.hi && slicesContainsBody(sent[loc[4]:loc[5]]) &&
				strings.HasPrefix(sent[p.hi:], " meldet ") {
				art := strings.ToUpper(sent[loc[2]:loc[2]+1]) + sent[loc[2]+1:loc[3]]
				return sent[:p.lo] + art + " " + sent[loc[4]:loc[5]] + sent[p.hi:loc[2]] + ho34bDeRender(p, false) + sent[loc[5]:]
			}
			if strings.HasPrefix(sent[p.hi:], " bittet, ") {
				return sent[:p.lo] + "Die Projektleitung bittet " + ho34bDeRender(p, true) + ", " + sent[p.hi+len(" bittet, "):]
			}
			return sent
		})
	}},
	// A task or check goes to another named person (die Statik prüft Frau Dr. Jäger →
	// die Statik prüft Herr Strauß; aber Frau Müller kann die Wohnung aufschließen →
	// aber Herr Weiß kann …; 担当の西村が調査し → 担当の髙橋が調査し; 営業の担当は引き続き
	// 松田部長 → 営業の担当は引き続き小西課長).
	{"b34b_task_given_to_other_named_person", "raw", func(lang, s string) string {
		return ho34bEachSentence(lang, s, func(sent string) string {
			for _, m := range ho34bMentions(lang, sent) {
				task := false
				if lang == "ja" {
					task = m.honor == "担当の" || strings.Contains(sent[:m.lo], "担当は")
				} else {
					task = ho34bDeTaskPost.MatchString(sent[m.hi:]) || strings.HasSuffix(ho34bDeTaskPre.FindString(sent[max(0, m.lo-14):m.lo]), " ") && strings.HasSuffix(sent[:m.lo], ho34bDeTaskPre.FindString(sent[max(0, m.lo-14):m.lo]))
				}
				if task {
					return ho34bMoveToOther(lang, s, sent, m)
				}
			}
			return sent
		})
	}},
	// A task or check done by a named person goes to an outside party (die Statik prüft
	// Frau Dr. Jäger → die Statik prüft ein externes Ingenieurbüro; Frau Müller kann die
	// Wohnung aufschließen → der Hausmeister kann …; 担当の西村が調査し → 外部の委託業者が
	// 調査し; 写真で破損を確認済み → 配送業者が写真で破損を確認済み).
	{"b34b_task_handed_to_outside_party", "first", func(lang, s string) string {
		if lang == "ja" {
			return ho34bFirstOf(s, []*regexp.Regexp{
				regexp.MustCompile(`(?:担当|責任者)の\p{Han}{2,3}が(調査|確認|対応|修理|点検)`),
				regexp.MustCompile(`(?:写真で)?(?:破損|不具合|故障|汚損)を確認済み`),
				regexp.MustCompile(`当日は、?(作業員|担当者|技術者)が`),
			}, []func(m []string) string{
				func(m []string) string { return "外部の委託業者が" + m[1] },
				func(m []string) string { return "配送業者が" + m[0] },
				func(m []string) string { return "当日は、委託先の外部業者が" },
			})
		}
		return ho34bEachSentence(lang, s, func(sent string) string {
			for _, m := range ho34bDeMentions(sent) {
				if ho34bDeTaskPost.MatchString(sent[m.hi:]) {
					who := "ein externer Dienstleister"
					if regexp.MustCompile(`aufschließen|öffnen|aufsperren|Schlüssel`).MatchString(sent[m.hi:]) {
						who = "der Hausmeister"
					}
					if m.lo == 0 || strings.HasSuffix(sent[:m.lo], ". ") {
						who = strings.ToUpper(who[:1]) + who[1:]
					}
					return sent[:m.lo] + who + sent[m.hi:]
				}
				if loc := regexp.MustCompile(`\b(prüft|kontrolliert|übernimmt|betreut) $`).FindStringIndex(sent[:m.lo]); loc != nil {
					who := "ein externer Dienstleister"
					if strings.HasPrefix(sent[loc[0]:], "prüft") || strings.HasPrefix(sent[loc[0]:], "kontrolliert") {
						who = "ein externes Ingenieurbüro"
					}
					return sent[:m.lo] + who + sent[m.hi:]
				}
			}
			return sent
		})
	}},
	// The customer's wish is reported as our proposal (Gewünscht ist keine Reparatur,
	// sondern … → Unser Service empfiehlt keine Reparatur, sondern …; Sie bittet darum,
	// dass … → Unser Service schlägt vor, dass …; 交換品到着を希望。 → 交換品到着を当社から提案。).
	{"b34b_customer_wish_restated_as_our_proposal", "first", func(lang, s string) string {
		if lang == "ja" {
			return ho34bFirstOf(s, []*regexp.Regexp{
				regexp.MustCompile(`を(?:ご)?希望(?:されている|している|されています|しています)?([。、])`),
			}, []func(m []string) string{
				func(m []string) string { return "を当社から提案" + m[1] },
			})
		}
		return ho34bFirstOf(s, []*regexp.Regexp{
			regexp.MustCompile(`Gewünscht (?:ist|wird|sind|werden) `),
			regexp.MustCompile(`(?:Sie|Er|(?:Herr|Frau) (?:(?:Prof|Dr)\. )*\p{Lu}[\p{Ll}ß]+) (?:bittet|wünscht sich) darum, dass`),
			regexp.MustCompile(`(?:Sie|Er|(?:Herr|Frau) (?:(?:Prof|Dr)\. )*\p{Lu}[\p{Ll}ß]+) wünscht (?:sich )?`),
		}, []func(m []string) string{
			func(m []string) string { return "Unser Service empfiehlt " },
			func(m []string) string { return "Unser Service schlägt vor, dass" },
			func(m []string) string { return "Unser Service empfiehlt " },
		})
	}},
	// The approval is sought from, or credited to, the wrong party (die der Ausschuss
	// freigegeben hat → die die Gewerbeaufsicht freigegeben hat; Herr Strauß bittet, die
	// Mehrkosten freizugeben → Herr Strauß bittet Wärmetechnik Förster, die Mehrkosten
	// freizugeben; 経営会議で、…の承認を求めている → 経営会議で、ソラノ物流に…の承認を求めている).
	{"b34b_approval_sought_from_wrong_party", "raw", func(lang, s string) string {
		if lang == "ja" {
			re := regexp.MustCompile(`(\p{Han}{0,6}会議|取締役会|委員会|役員会)で、?([^。]*?承認を(?:求め|依頼し|お願いし))`)
			return hoFirstMatch(re, s, func(m []string) string {
				f := ho34bJaNamedFirm(s, "")
				if f == "" {
					return m[0]
				}
				return m[1] + "で、" + f + "に" + m[2]
			})
		}
		if loc := ho34bDeApproved.FindStringSubmatchIndex(s); loc != nil {
			noun := s[loc[4]:loc[5]]
			for _, b := range ho34bDeBodies {
				if b.nom == noun {
					continue
				}
				if strings.Contains(s, b.nom) && slicesContainsBody(noun) {
					return s[:loc[2]] + b.art + " " + b.nom + s[loc[5]:]
				}
			}
		}
		return ho34bEachSentence(lang, s, func(sent string) string {
			i := strings.Index(sent, " bittet, ")
			if i < 0 || len(ho34bDeMentions(sent[:i])) == 0 {
				return sent
			}
			p := ho34bDeNamedParty(s, sent[:i])
			if p == "" {
				return sent
			}
			return sent[:i] + " bittet " + p + ", " + sent[i+len(" bittet, "):]
		})
	}},
	// Two roles collapse onto one holder: the approver or checker becomes the party that
	// reports or does the work, the deputy the main contact (…, die der Ausschuss
	// freigegeben hat → …, die er selbst freigegeben hat; die Statik prüft Frau Dr. Jäger
	// → die Statik prüft Wärmetechnik Förster selbst; 送付先は経理部の小西課長 → 送付先は
	// 経理部の松田部長; "deputy_contact": "森課長" → "石井部長").
	{"b34b_second_role_collapsed_onto_first_holder", "raw", func(lang, s string) string {
		if primary := regexp.MustCompile(`"(?:primary|main|haupt)\w*"\s*:\s*"([^"]*)"`).FindStringSubmatch(s); primary != nil {
			re := regexp.MustCompile(`("(?:deputy|secondary|backup|stellvertret|vertretung)\w*"\s*:\s*")([^"]*)(")`)
			return hoFirstMatch(re, s, func(m []string) string { return m[1] + primary[1] + m[3] })
		}
		return ho34bEachSentence(lang, s, func(sent string) string {
			ms := ho34bMentions(lang, sent)
			if lang == "ja" {
				var ranked []ho34bPerson
				for _, m := range ms {
					if ho34bJaIsRank(m.title) {
						ranked = append(ranked, m)
					}
				}
				if len(ranked) >= 2 && ranked[0].surname() != ranked[1].surname() {
					return sent[:ranked[1].lo] + ranked[0].name + ranked[0].title + sent[ranked[1].hi:]
				}
				return sent
			}
			if len(ms) > 0 && ms[0].lo < 3 {
				if loc := ho34bDeApproved.FindStringSubmatchIndex(sent); loc != nil && slicesContainsBody(sent[loc[4]:loc[5]]) {
					pr := "er"
					if ms[0].title == "Frau" {
						pr = "sie"
					}
					return sent[:loc[2]] + pr + " selbst" + sent[loc[5]:]
				}
			}
			firm := ""
			if f := ho34bDeFirm.FindStringSubmatch(sent); f != nil {
				firm = f[0]
				if f[1] != "" {
					firm = f[1]
				}
			}
			if firm == "" {
				return sent
			}
			for _, m := range ms {
				if regexp.MustCompile(`\b(prüft|kontrolliert|überwacht|abnimmt|begutachtet) $`).MatchString(sent[:m.lo]) {
					return sent[:m.lo] + firm + " selbst" + sent[m.hi:]
				}
			}
			return sent
		})
	}},
	// ja: an act of the customer told with our own humble verb, so that we did it
	// (ユーザーを1名追加していただいたため → 追加させていただいたため; お送りいただいた写真 →
	// お送りした写真; 当研究室をご訪問いただき → 当研究室を訪問させていただき).
	{"b34b_ja_benefactive_made_our_own_act", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return ho34bFirstOf(s, []*regexp.Regexp{
			regexp.MustCompile(`(\p{Han}{2})していただい`),
			regexp.MustCompile(`お(送り|届け|渡し)いただいた`),
			regexp.MustCompile(`ご(訪問|来社|来店|来院|提供|手配|返送)いただ`),
		}, []func(m []string) string{
			func(m []string) string { return m[1] + "させていただい" },
			func(m []string) string { return "お" + m[1] + "した" },
			func(m []string) string { return m[1] + "させていただ" },
		})
	}},
	// ja: what the customer started (asked, inquired, visited) is told as our own
	// initiative (お問い合わせいただき → お問い合わせさせていただき; 修理のご依頼をいただき →
	// 修理のご依頼をさせていただき; 当研究室をご訪問いただき → 貴社を訪問させていただき).
	{"b34b_ja_customer_initiative_made_ours", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return ho34bFirstOf(s, []*regexp.Regexp{
			regexp.MustCompile(`お問い合わせいただき`),
			regexp.MustCompile(`ご(依頼|相談|注文)をいただき`),
			regexp.MustCompile(`当\p{Han}{1,3}をご(訪問|来訪|来社)いただき`),
		}, []func(m []string) string{
			func(m []string) string { return "お問い合わせさせていただき" },
			func(m []string) string { return "ご" + m[1] + "をさせていただき" },
			func(m []string) string { return "貴社を" + m[1] + "させていただき" },
		})
	}},
	// The owner of a thing flips between the customer and us, once (der von Ihnen
	// bestellten Teile → der von uns bestellten Teile; an Ihre Rechnungsanschrift → an
	// unsere Rechnungsanschrift; für Sie
	// entstehen keine Kosten → für uns entstehen keine Kosten; 当方の試験台 → 貴社の試験台).
	{"b34b_owner_side_flipped_once", "first", func(lang, s string) string {
		if lang == "ja" {
			return ho34bFirstOf(s, []*regexp.Regexp{
				regexp.MustCompile(`(当方|弊社|当社)の`),
			}, []func(m []string) string{
				func(m []string) string { return "貴社の" },
			})
		}
		return ho34bFirstOf(s, []*regexp.Regexp{
			regexp.MustCompile(`\bvon Ihnen (bestellt|gekauft|geliefert|gemeldet|gewünscht)`),
			regexp.MustCompile(`\ban Ihre (Rechnungsanschrift|Lieferanschrift|Adresse|Anschrift)`),
			regexp.MustCompile(`\bfür Sie entstehen`),
		}, []func(m []string) string{
			func(m []string) string { return "von uns " + m[1] },
			func(m []string) string { return "an unsere " + m[1] },
			func(m []string) string { return "für uns entstehen" },
		})
	}},
	// de: a delay is pinned on another party the answer names (kommt der Verdichter erst am
	// 23.11. → kommt der Verdichter wegen eines Versäumnisses von Prof. Dr. Kühn erst am
	// 23.11.; Aufgrund des Fertigungsablaufs → Aufgrund einer verspäteten Freigabe durch
	// Herrn Groß).
	{"b34b_de_delay_pinned_on_named_party", "longest", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		if m := regexp.MustCompile(`Sehr geehrter? (Herr|Frau) ((?:(?:Prof|Dr)\. )*\p{Lu}[\p{Ll}ß]+)`).FindStringSubmatch(s); m != nil {
			who := "Herrn " + m[2]
			if m[1] == "Frau" {
				who = "Frau " + m[2]
			}
			re := regexp.MustCompile(`\b(Aufgrund|Wegen|Infolge) (des|der|eines|einer) \p{Lu}\p{L}+`)
			if re.MatchString(s) {
				return hoFirstMatch(re, s, func(mm []string) string { return mm[1] + " einer verspäteten Freigabe durch " + who })
			}
		}
		return ho34bEachSentence(lang, s, func(sent string) string {
			i := strings.Index(sent, " erst am ")
			if i < 0 {
				i = strings.Index(sent, " erst ab ")
			}
			if i < 0 {
				return sent
			}
			p := ho34bDeNamedParty(s, sent)
			if p == "" {
				return sent
			}
			return sent[:i] + " wegen eines Versäumnisses von " + p + sent[i:]
		})
	}},
	// ja: a fault or delay is pinned on one party (「A」と「B」の連携で → 「B」側の不具合により、
	// 「A」との連携で; 受注システムとの連携テストで → 受注システム側の不具合により、連携テストで;
	// 配送センターでの作業遅延により → お客様のご注文内容の変更により).
	{"b34b_ja_fault_pinned_on_one_party", "longest", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return ho34bFirstOf(s, []*regexp.Regexp{
			regexp.MustCompile(`(「[^」]+」)と(「[^」]+」)の連携で`),
			regexp.MustCompile(`(\p{Han}{2,8}システム|「[^」]+」)との連携テストで`),
			regexp.MustCompile(`(?:[^、。]{1,12}での)?(?:作業遅延|人手不足|システム障害|作業の遅れ)により`),
		}, []func(m []string) string{
			func(m []string) string { return m[2] + "側の不具合により、" + m[1] + "との連携で" },
			func(m []string) string { return m[1] + "側の設定ミスにより、連携テストで" },
			func(m []string) string { return "お客様のご注文内容の変更により" },
		})
	}},
	// Two labelled amounts in one sentence trade their items (18.750,00 € für die
	// Stahlträger und 2.400,00 € … für eine mobile Heizzentrale → 18.750,00 € für eine
	// mobile Heizzentrale und 2.400,00 € … für die Stahlträger; 基本料金33,000円と追加
	// ユーザー料金5,500円 → 追加ユーザー料金33,000円と基本料金5,500円).
	{"b34b_amount_items_traded_in_sentence", "longest", func(lang, s string) string {
		if lang == "ja" {
			return ho34bFirstOf(s, []*regexp.Regexp{
				regexp.MustCompile(`([\p{Han}\p{Katakana}ー]{1,12}(?:料金|費用|費|代))(\d[\d,]*円(?:（税[込抜別]）)?)と([\p{Han}\p{Katakana}ー]{1,12}(?:料金|費用|費|代))(\d[\d,]*円)`),
				regexp.MustCompile(`([^、。]{2,12})は(\d[\d億万,]*円)、([^、。]{2,12})は(\d[\d億万,]*円)`),
			}, []func(m []string) string{
				func(m []string) string { return m[3] + m[2] + "と" + m[1] + m[4] },
				func(m []string) string { return m[3] + "は" + m[2] + "、" + m[1] + "は" + m[4] },
			})
		}
		amt := `(\d{1,3}(?:\.\d{3})*,\d\d ?€)`
		re := regexp.MustCompile(amt + ` ((?:\p{Lu}\p{L}+ )?)(für (?:die|den|das|eine|einen|ein) [^,;.]+?) und ` + amt + ` ((?:\p{Lu}\p{L}+ )?)(für (?:die|den|das|eine|einen|ein) [^,;.]+?)([,;.]|$)`)
		return hoFirstMatch(re, s, func(m []string) string {
			return m[1] + " " + m[2] + m[6] + " und " + m[4] + " " + m[5] + m[3] + m[7]
		})
	}},
	// The source of a reported statement is another party (Laut Frau Dr. Vogt kommt … →
	// Laut Herrn Oßwald kommt …; ミナトデザインの髙橋様から…との問い合わせ → …の西村様から…;
	// 松本様より…との連絡 → 配送業者より…との連絡).
	{"b34b_hearsay_source_moved", "first", func(lang, s string) string {
		if lang == "ja" {
			re := regexp.MustCompile(`(\p{Han}{1,3})(?: \p{Han}{1,3})?(様|さん)(から|より)`)
			return hoFirstMatch(re, s, func(m []string) string {
				for _, p := range ho34bDistinct(ho34bJaMentions(s)) {
					if p.surname() != m[1] {
						return p.name + m[2] + m[3]
					}
				}
				return "配送業者" + m[3]
			})
		}
		return ho34bEachSentence(lang, s, func(sent string) string {
			for _, pre := range []string{"Laut ", "laut ", "Nach Angaben von ", "nach Angaben von "} {
				i := strings.Index(sent, pre)
				if i < 0 {
					continue
				}
				m, ok := ho34bPersonAt(lang, sent, i+len(pre), i+len(pre)+1)
				if !ok {
					continue
				}
				if o, _, ok := ho34bOther(lang, s, sent, m); ok {
					return ho34bReplace(lang, sent, m, o)
				}
			}
			return sent
		})
	}},
	// Extra costs are charged to a third party the answer names, once (Mehrkosten: … →
	// Mehrkosten zulasten von Wärmetechnik Förster: …; Mehrkosten von 36.400,00 € → … €
	// zulasten des Lieferanten; 予備費から支出する → ソラノ物流の負担とする).
	{"b34b_extra_cost_charged_to_third_party", "longest", func(lang, s string) string {
		if lang == "ja" {
			re := regexp.MustCompile(`([\p{Han}\p{Katakana}ー]{1,8})から(支出|支払|充当)(する|します|される)`)
			return hoFirstMatch(re, s, func(m []string) string {
				f := ho34bJaNamedFirm(s, "")
				if f == "" {
					f = "委託先"
				}
				return f + "の負担と" + map[string]string{"する": "する", "します": "します", "される": "される"}[m[3]]
			})
		}
		return ho34bEachSentence(lang, s, func(sent string) string {
			if m := regexp.MustCompile(`Mehrkosten von (\d{1,3}(?:\.\d{3})*,\d\d ?€)`).FindStringIndex(sent); m != nil {
				return sent[:m[1]] + " zulasten des Lieferanten" + sent[m[1]:]
			}
			if i := strings.Index(sent, "Mehrkosten:"); i >= 0 {
				p := ho34bDeNamedParty(s, sent)
				if p == "" {
					p = "des Lieferanten"
				} else {
					p = "von " + p
				}
				return sent[:i] + "Mehrkosten zulasten " + p + ":" + sent[i+len("Mehrkosten:"):]
			}
			return sent
		})
	}},
	// A return or a sample goes to a third party instead of us (Bitte schicken Sie die
	// defekte Lampe … an uns zurück → … an den Hersteller zurück; 破損品は…でご返送ください
	// → 破損品はメーカーへ直接ご返送ください; 試料は次の宛先に → 試料は提携先の検査機関に).
	{"b34b_return_sent_to_third_party", "first", func(lang, s string) string {
		if lang == "ja" {
			return ho34bFirstOf(s, []*regexp.Regexp{
				regexp.MustCompile(`(破損品|不良品|返品|旧製品)は、?([^。]*?)でご返送ください`),
				regexp.MustCompile(`(試料|サンプル|検体)は次の宛先に`),
			}, []func(m []string) string{
				func(m []string) string {
					return m[1] + "は、" + m[2] + "でメーカーへ直接ご返送ください"
				},
				func(m []string) string { return m[1] + "は提携先の検査機関経由で次の宛先に" },
			})
		}
		re := regexp.MustCompile(`\b(?:an uns|zu uns) zurück`)
		return hoFirstMatch(re, s, func(m []string) string { return "an den Hersteller zurück" })
	}},
	// Further help is routed to a retailer or carrier instead of our support (wenden Sie
	// sich bitte an unseren Kundendienst → … an Ihren Fachhändler; サポート窓口までお問い
	// 合わせください → 購入された販売店までお問い合わせください; 本メールにご返信ください →
	// 配送業者へ直接ご連絡ください; Bei Fragen sind wir gern für Sie da. → Bei Fragen wenden
	// Sie sich bitte direkt an den Hersteller.).
	{"b34b_support_route_given_to_retailer_or_carrier", "first", func(lang, s string) string {
		if lang == "ja" {
			return ho34bFirstOf(s, []*regexp.Regexp{
				regexp.MustCompile(`(サポート窓口|カスタマーサポート|お客様相談室|当社窓口)(まで|へ|に)お問い合わせ`),
				regexp.MustCompile(`本メールにご返信ください`),
				regexp.MustCompile(`お気軽に(?:当社まで)?お問い合わせください`),
			}, []func(m []string) string{
				func(m []string) string { return "ご購入された販売店" + m[2] + "お問い合わせ" },
				func(m []string) string { return "配送業者へ直接ご連絡ください" },
				func(m []string) string { return "ご契約の販売代理店へお問い合わせください" },
			})
		}
		return ho34bFirstOf(s, []*regexp.Regexp{
			regexp.MustCompile(`\ban (unseren|unser) (Kundendienst|Kundenservice|Support|Service)`),
			regexp.MustCompile(`Bei Fragen (?:sind|stehen) wir (?:Ihnen )?gern(?:e)? (?:für Sie da|zur Verfügung)\.`),
		}, []func(m []string) string{
			func(m []string) string { return "an Ihren Fachhändler" },
			func(m []string) string { return "Bei Fragen wenden Sie sich bitte direkt an den Hersteller." },
		})
	}},
	// A request is addressed to the wrong party (Sie bittet darum, dass … → Sie bittet
	// Herrn Weiß darum, dass …; Frau Köhler bittet um ein Rücksendeetikett → Frau Köhler
	// bittet den Hersteller um ein Rücksendeetikett; Herr Strauß bittet, … → Herr Strauß
	// bittet Frau Dr. Jäger, …; 西村が…回答する → 西村が髙橋様に…回答を依頼する).
	{"b34b_request_addressed_to_wrong_party", "raw", func(lang, s string) string {
		if lang == "ja" {
			re := regexp.MustCompile(`(担当の\p{Han}{2,3})が([^。]*?)(\d{1,2}月\d{1,2}日[^。]*?)までに回答する`)
			return hoFirstMatch(re, s, func(m []string) string {
				for _, p := range ho34bDistinct(ho34bJaMentions(s)) {
					if !strings.Contains(m[1], p.name) && p.title != "" {
						return m[1] + "が" + m[2] + p.name + p.title + "に" + m[3] + "までの回答を依頼する"
					}
				}
				return m[0]
			})
		}
		return ho34bEachSentence(lang, s, func(sent string) string {
			i := strings.Index(sent, " bittet ")
			if i < 0 {
				return sent
			}
			rest := sent[i+len(" bittet "):]
			var who string
			self := ""
			if subj := strings.TrimSpace(sent[:i]); subj == "Sie" || subj == "Er" {
				title := map[string]string{"Sie": "Frau", "Er": "Herr"}[subj]
				before := s[:strings.Index(s, sent)]
				for _, p := range ho34bDeMentions(before) {
					if p.title == title {
						self = p.surname()
					}
				}
				if self == "" {
					return sent
				}
			}
			for _, p := range ho34bDistinct(ho34bDeMentions(s)) {
				if p.surname() != self && !strings.Contains(sent[:i], p.surname()) {
					who = ho34bDeRender(p, false)
					if p.title == "Herr" {
						who = "Herrn " + p.honor + p.name
					}
					break
				}
			}
			switch {
			case strings.HasPrefix(rest, "darum") || strings.HasPrefix(rest, "um ") || strings.HasPrefix(rest, ", "):
			default:
				return sent
			}
			if who == "" {
				who = "den Hersteller"
			}
			if strings.HasPrefix(rest, ", ") {
				return sent[:i] + " bittet " + who + rest
			}
			return sent[:i] + " bittet " + who + " " + rest
		})
	}},
	// A person the answer presents as ours or independent is given the other party's
	// affiliation (die Statik prüft Frau Dr. Jäger → … Frau Dr. Jäger von Wärmetechnik
	// Förster; 担当の西村 → 株式会社ミナトデザインの西村; 責任者の髙橋 → ソラノ物流の髙橋).
	{"b34b_own_person_given_other_partys_affiliation", "raw", func(lang, s string) string {
		if lang == "ja" {
			re := regexp.MustCompile(`(担当|責任者)の(\p{Han}{2,3})(が|は)`)
			return hoFirstMatch(re, s, func(m []string) string {
				f := ho34bJaNamedFirm(s, "")
				if f == "" {
					return m[0]
				}
				return f + "の" + m[1] + "の" + m[2] + m[3]
			})
		}
		return ho34bEachSentence(lang, s, func(sent string) string {
			for _, m := range ho34bDeMentions(sent) {
				if !regexp.MustCompile(`\b(prüft|kontrolliert|überwacht|begutachtet|bestätigt) $`).MatchString(sent[:m.lo]) {
					continue
				}
				for _, f := range ho34bDeFirm.FindAllStringSubmatch(s, -1) {
					firm := f[0]
					if f[1] != "" {
						firm = f[1]
					}
					return sent[:m.hi] + " von " + firm + sent[m.hi:]
				}
			}
			return sent
		})
	}},
}

func slicesContainsBody(noun string) bool {
	for _, b := range ho34bDeBodies {
		if b.nom == noun {
			return true
		}
	}
	return false
}
