package grade

// Batch 86c: people and roles. Business answers name people with titles, ranks and
// functions (Herr Prof. Dr., Frau Dr., 部長, 課長, 教授), say who signs, who decides and
// who comes, and tie each person to their own side (employer, customer, supplier).
// These kinds change one such thing: a rank made acting or lowered or inflated, an
// academic title flattened, an invented executive function, a private reader saluted
// as director, a signer turned into the managing director or the reader's colleague,
// one worker made a team, a buyer made the seller, a person's employer made their
// supplier, a deciding body replaced by an invented chair, our own staff made an
// outside contractor.

import (
	"regexp"
	"strings"
)

var (
	b86cJaRank        = regexp.MustCompile(`(部長|課長)`)
	b86cJaSurnameRank = regexp.MustCompile(`(\p{Han}{1,3})(部長|課長)`)
	b86cJaProfessor   = regexp.MustCompile(`教授`)
	b86cDeProfDr      = regexp.MustCompile(`Prof\. Dr\. `)
	b86cDeTitledHonor = regexp.MustCompile(`\b(Herr|Herrn|Frau) (?:Prof\. )?Dr\. `)
	b86cDeDrNoProf    = regexp.MustCompile(`(^|[^.]) (Dr\. )(\p{Lu})`)
	b86cDePerson      = regexp.MustCompile(`\b(Herr|Herrn|Frau) ((?:Prof\. )?(?:Dr\. )?(?:\p{Lu}\p{Ll}+ )?\p{Lu}[\p{Ll}ß]+(?:-\p{Lu}\p{Ll}+)?)`)
	b86cJaSamaInText  = regexp.MustCompile(`\p{Han}{1,4}(?: \p{Han}{1,3})?様`)
	b86cDeSalutation  = regexp.MustCompile(`(?m)^Sehr geehrte(r)? (Herr|Frau) (\p{Lu})`)
	b86cJaSalutation  = regexp.MustCompile(`(?m)^(\p{Han}{1,4}(?: \p{Han}{1,3})?)様$`)
	b86cDeClosing     = regexp.MustCompile(`(?m)^Mit freundlichen Grüßen\n(.+)$`)
	b86cJaSupportSig  = regexp.MustCompile(`(?m)^(.*?)(カスタマーサポート|サポート窓口|担当)( \p{Han}{1,4})$`)
	b86cDeOneWorker   = regexp.MustCompile(`\bein (Installateur|Techniker|Monteur|Handwerker)\b( kommt\b)?`)
	b86cJaOneWorker   = regexp.MustCompile(`(作業員|技術者|担当者)が`)
	b86cDeOrdered     = regexp.MustCompile(`\bbestellt(e|en|er|es)?\b`)
	b86cJaOrdered     = regexp.MustCompile(`ご注文いただいた`)
	b86cDeAffiliation = regexp.MustCompile(`\b(Herr |Herrn |Frau )?(\p{Lu}\p{Ll}+) von (der |dem )?(\p{Lu})`)
	b86cDeBody        = regexp.MustCompile(`\b(der|dem|den|des) (Ausschuss|Lenkungsausschuss|Vorstand|Aufsichtsrat)\b`)
	b86cJaBody        = regexp.MustCompile(`(経営会議|取締役会|役員会)`)
	b86cJaOwnStaff    = regexp.MustCompile(`(担当の|責任者の)(\p{Han}{1,4})`)
)

// b86cDeReportLine tells whether a line is a salutation, which the body kinds skip.
func b86cDeReportLine(l string) bool {
	return !strings.HasPrefix(l, "Sehr geehrte")
}

// b86cFirstUnfollowed is the first match of re not directly followed by not.
func b86cFirstUnfollowed(re *regexp.Regexp, s, not string) []int {
	for _, loc := range re.FindAllStringIndex(s, -1) {
		if !strings.HasPrefix(s[loc[1]:], not) {
			return loc
		}
	}
	return nil
}

var heldOutBatch86c = []heldOutKind{
	// A manager's rank is made an acting one: the person holds the post, the answer
	// says they only stand in for it.
	// ja: "primary_contact": "石井部長" → "primary_contact": "石井部長代理"
	// ja: 営業の担当は引き続き松田部長で → 営業の担当は引き続き松田部長代理で
	{"b86c_ja_rank_title_made_acting_dairi", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		loc := b86cFirstUnfollowed(b86cJaRank, s, "代理")
		if loc == nil {
			return s
		}
		return s[:loc[1]] + "代理" + s[loc[1]:]
	}},

	// A full professor is lowered: the professorship dropped (de) or the rank made
	// associate professor (ja).
	// de: Sehr geehrter Herr Prof. Dr. Hoffmann → Sehr geehrter Herr Dr. Hoffmann
	// ja: Prof. Dr. Katharina Weber教授 → Prof. Dr. Katharina Weber准教授
	{"b86c_professor_lowered_to_doctor_or_associate", "first", func(lang, s string) string {
		if lang == "ja" {
			if loc := b86cJaProfessor.FindStringIndex(s); loc != nil && !strings.HasSuffix(s[:loc[0]], "准") {
				return s[:loc[0]] + "准" + s[loc[0]:]
			}
		}
		return hoFirstMatch(b86cDeProfDr, s, func(m []string) string { return "Dr. " })
	}},

	// The first person mentioned in the body gains an executive function nobody gave
	// them.
	// de: die Statik prüft Frau Dr. Jäger. → die Statik prüft Frau Dr. Jäger (Geschäftsführerin).
	// ja: 株式会社ミナトデザインの髙橋様から → 株式会社ミナトデザインの髙橋様（代表取締役）から
	{"b86c_named_person_gains_invented_ceo_apposition", "first", func(lang, s string) string {
		if lang == "ja" {
			for _, loc := range b86cJaSamaInText.FindAllStringIndex(s, -1) {
				if loc[0] == 0 || s[loc[0]-1] == '\n' {
					continue // a salutation line
				}
				return s[:loc[1]] + "（代表取締役）" + s[loc[1]:]
			}
			return s
		}
		lines := strings.Split(s, "\n")
		for i, l := range lines {
			if !b86cDeReportLine(l) {
				continue
			}
			if loc := b86cDePerson.FindStringSubmatchIndex(l); loc != nil {
				role := " (Geschäftsführer)"
				if l[loc[2]:loc[3]] == "Frau" {
					role = " (Geschäftsführerin)"
				}
				lines[i] = l[:loc[1]] + role + l[loc[1]:]
				return strings.Join(lines, "\n")
			}
		}
		return s
	}},

	// A private reader is saluted with a function they do not hold: director (de),
	// company president (ja).
	// de: Sehr geehrte Frau Schäfer, → Sehr geehrte Frau Direktorin Schäfer,
	// ja: 小林 恵子様 → 小林 恵子社長
	{"b86c_salutation_private_person_given_director_title", "first", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(b86cJaSalutation, s, func(m []string) string { return m[1] + "社長" })
		}
		return hoFirstMatch(b86cDeSalutation, s, func(m []string) string {
			if m[2] == "Frau" {
				return "Sehr geehrte Frau Direktorin " + m[3]
			}
			return "Sehr geehrter Herr Direktor " + m[3]
		})
	}},

	// A person's rank or academic title is flattened to the plain honorific: the
	// manager is just 様, the doctor just Herr/Frau.
	// de: Laut Frau Dr. Vogt kommt der Verdichter → Laut Frau Vogt kommt der Verdichter
	// ja: 営業の担当は引き続き松田部長で → 営業の担当は引き続き松田様で
	{"b86c_rank_or_academic_title_flattened_to_plain_honorific", "first", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(b86cJaSurnameRank, s, func(m []string) string { return m[1] + "様" })
		}
		return hoFirstMatch(b86cDeTitledHonor, s, func(m []string) string { return m[1] + " " })
	}},

	// The signer is made the firm's managing director: a team or clerk signature
	// becomes the top executive's.
	// de: Mit freundlichen Grüßen\nIhre Großkundenbetreuung → Mit freundlichen Grüßen\nIhre Geschäftsführung
	// ja: ハルカゼ寝具店 カスタマーサポート 岡田 → ハルカゼ寝具店 代表取締役 岡田
	{"b86c_signer_function_made_managing_director", "raw", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(b86cJaSupportSig, s, func(m []string) string { return m[1] + "代表取締役" + m[3] })
		}
		return hoFirstMatch(b86cDeClosing, s, func(m []string) string {
			l := m[1]
			head := "Mit freundlichen Grüßen\n"
			var rest string
			switch {
			case strings.HasPrefix(l, "Ihre "):
				rest = l[len("Ihre "):]
			case strings.HasPrefix(l, "Ihr "):
				rest = l[len("Ihr "):]
			default:
				// a person signs: their function line is invented
				return head + l + "\nGeschäftsführer"
			}
			noun, tail, _ := strings.Cut(rest, " ")
			switch {
			case tail == "":
				return head + "Ihre Geschäftsführung"
			case strings.HasPrefix(tail, "von "):
				return head + "Ihre Geschäftsführung " + tail
			default:
				return head + "Ihre Geschäftsführung, " + noun + " " + tail
			}
		})
	}},

	// One worker who comes is made a team of two.
	// de: dass noch am selben Tag ein Installateur kommt → dass noch am selben Tag zwei Installateure kommen
	// ja: 作業員が訪問の30分前にお電話いたします → 作業員2名が訪問の30分前にお電話いたします
	{"b86c_single_worker_made_two_person_team", "strings", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(b86cJaOneWorker, s, func(m []string) string { return m[1] + "2名が" })
		}
		return hoFirstMatch(b86cDeOneWorker, s, func(m []string) string {
			verb := ""
			if m[2] != "" {
				verb = " kommen"
			}
			if m[1] == "Installateur" || m[1] == "Monteur" {
				return "zwei " + m[1] + "e" + verb
			}
			return "zwei " + m[1] + verb
		})
	}},

	// The buyer is made the supplier: what the person ordered, they delivered.
	// de: der von Ihnen bestellten Teile → der von Ihnen gelieferten Teile
	// ja: ご注文いただいた部品 → ご納品いただいた部品
	{"b86c_buyer_verb_made_supplier_verb", "strings", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(b86cJaOrdered, s, func(m []string) string { return "ご納品いただいた" })
		}
		return hoFirstMatch(b86cDeOrdered, s, func(m []string) string { return "geliefert" + m[1] })
	}},

	// The firm a person works for is made a firm they are a customer of.
	// de: Frau Müller von der Hausverwaltung Schößler meldet → Frau Müller als Kundin der Hausverwaltung Schößler meldet
	// de: Hier schreibt Yamada von Kobayashi Seiki. → Hier schreibt Yamada als Kunde von Kobayashi Seiki.
	{"b86c_de_persons_employer_made_their_supplier", "strings", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		for _, loc := range b86cDeAffiliation.FindAllStringSubmatchIndex(s, -1) {
			name := s[loc[4]:loc[5]]
			if name == "Ihnen" || name == "Uhr" {
				continue
			}
			// without Herr/Frau, only the writer who introduces themselves is a person
			if loc[2] < 0 && !strings.HasSuffix(s[:loc[4]], "schreibt ") {
				continue
			}
			honor := ""
			if loc[2] >= 0 {
				honor = s[loc[2]:loc[3]]
			}
			role := "als Kunde "
			if honor == "Frau " {
				role = "als Kundin "
			}
			article := ""
			if loc[6] >= 0 {
				article = s[loc[6]:loc[7]]
			}
			var tail string
			switch article {
			case "der ":
				tail = "der "
			case "dem ":
				tail = "des "
			default:
				tail = "von "
			}
			return s[:loc[0]] + honor + name + " " + role + tail + s[loc[8]:]
		}
		return s
	}},

	// The signer presents themselves as the reader's colleague though they are the
	// reader's supplier, practice or correspondent.
	// de: Mit freundlichen Grüßen\nIhre Zahnarztpraxis Dr. Öztürk → Mit freundlichen Grüßen\nIhre Kolleginnen und Kollegen vom Team Zahnarztpraxis Dr. Öztürk
	// de: Mit freundlichen Grüßen\nKen Yamada → Mit freundlichen Grüßen\nIhr Kollege Ken Yamada
	{"b86c_de_signer_presented_as_readers_colleague", "raw", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return hoFirstMatch(b86cDeClosing, s, func(m []string) string {
			l := m[1]
			head := "Mit freundlichen Grüßen\n"
			switch {
			case strings.HasPrefix(l, "Ihre "):
				return head + "Ihre Kolleginnen und Kollegen vom Team " + l[len("Ihre "):]
			case strings.HasPrefix(l, "Ihr "):
				return head + "Ihre Kolleginnen und Kollegen vom Team " + l[len("Ihr "):]
			}
			return head + "Ihr Kollege " + l
		})
	}},

	// A rank is inflated: a doctor made professor, a section chief (課長) made a
	// department head (部長).
	// de: die Statik prüft Frau Dr. Jäger → die Statik prüft Frau Prof. Dr. Jäger
	// ja: "deputy_contact": "森課長" → "deputy_contact": "森部長"
	{"b86c_rank_inflated_doctor_to_professor_or_kacho_to_bucho", "first", func(lang, s string) string {
		if lang == "ja" {
			if i := strings.Index(s, "課長"); i >= 0 {
				return s[:i] + "部長" + s[i+len("課長"):]
			}
			return s
		}
		return hoFirstMatch(b86cDeDrNoProf, s, func(m []string) string { return m[1] + " Prof. " + m[2] + m[3] })
	}},

	// A decision the case puts to a body is put to an invented single chair.
	// de: die der Ausschuss freigegeben hat → die der Ausschussvorsitzende freigegeben hat
	// ja: 10月20日の経営会議で、延期と予備費支出の承認を求めている → 10月20日の社長決裁で、延期と予備費支出の承認を求めている
	{"b86c_deciding_body_replaced_by_invented_chairperson", "strings", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(b86cJaBody, s, func(m []string) string { return "社長決裁" })
		}
		return hoFirstMatch(b86cDeBody, s, func(m []string) string {
			chair := "Vorsitzende"
			if m[2] == "Ausschuss" || m[2] == "Lenkungsausschuss" {
				chair = "Ausschussvorsitzende"
			}
			if m[1] == "den" || m[1] == "des" {
				return m[1] + " " + chair + "n"
			}
			if m[1] == "dem" {
				return m[1] + " " + chair + "n"
			}
			return m[1] + " " + chair
		})
	}},

	// Our own staff member is made an outside contractor's.
	// ja: 担当の西村が調査し → 外注先の西村が調査し
	// ja: 責任者の髙橋が第3回進捗を報告した → 外部コンサルタントの髙橋が第3回進捗を報告した
	{"b86c_ja_own_staff_made_outsourced_contractor", "strings", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		if loc := b86cJaOwnStaff.FindStringSubmatchIndex(s); loc != nil {
			role := "外注先の"
			if s[loc[2]:loc[3]] == "責任者の" {
				role = "外部コンサルタントの"
			}
			return s[:loc[0]] + role + s[loc[4]:]
		}
		return hoFirstMatch(b86cJaOneWorker, s, func(m []string) string { return "協力会社の" + m[1] + "が" })
	}},
}
