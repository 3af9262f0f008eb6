package grade

import (
	"regexp"
	"strconv"
	"strings"
)

// Batch 83c: German conventions. Each kind makes one slip that only a reader who
// knows German conventions catches: a particle verb or an adjective compound written
// apart so that it means something else, a euro amount labelled in the pre-euro
// Deutsche Mark, a clock time told with "halb" or the regional "dreiviertel" (which
// point to the hour before), a German thousands dot put into a JSON number, the false
// friend "eventuell" for a firm "spätestens", a dotted date turned year-first with day
// and month kept, a third-person "sie" made the polite "Sie", a house number moved
// behind the town, a surname that is also an adjective written in lower case, and an
// invented nobility "von" in a surname. Every kind changes one place of the answer.

// b83cEarliest replaces the earliest occurrence of any key of reps (the longest key
// on a tie) by its value; s unchanged without one.
func b83cEarliest(s string, reps [][2]string) string {
	at, best := -1, -1
	for i, r := range reps {
		j := strings.Index(s, r[0])
		if j < 0 {
			continue
		}
		if at < 0 || j < at || (j == at && len(r[0]) > len(reps[best][0])) {
			at, best = j, i
		}
	}
	if at < 0 {
		return s
	}
	return s[:at] + reps[best][1] + s[at+len(reps[best][0]):]
}

// b83cEarliestRe rewrites the earliest match of any of res with its own f.
func b83cEarliestRe(s string, res []*regexp.Regexp, fs []func(m []string) string) string {
	at, best := -1, -1
	for i, re := range res {
		loc := re.FindStringIndex(s)
		if loc != nil && (at < 0 || loc[0] < at) {
			at, best = loc[0], i
		}
	}
	if at < 0 {
		return s
	}
	return hoFirstMatch(res[best], s, fs[best])
}

var b83cHourWords = []string{"", "eins", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun", "zehn", "elf", "zwölf"}

var b83cClock = regexp.MustCompile(`(\d{1,2})(?::(\d{2}))? Uhr`)

// b83cClockWords rewrites the first clock time of hours 1 to 12 ("8 Uhr", "10:30 Uhr")
// as word + the hour word that a German reader takes for a time before the given one.
// next takes the hour after a :30 time (dreiviertel elf for 10:30), else its own.
func b83cClockWords(s, word string, next bool) string {
	for _, loc := range b83cClock.FindAllStringSubmatchIndex(s, -1) {
		h, _ := strconv.Atoi(s[loc[2]:loc[3]])
		min := ""
		if loc[4] >= 0 {
			min = s[loc[4]:loc[5]]
		}
		if min != "" && min != "00" && min != "30" {
			continue
		}
		if min == "30" && next {
			h++
		}
		if h < 1 || h > 12 {
			continue
		}
		return s[:loc[0]] + word + " " + b83cHourWords[h] + s[loc[1]:]
	}
	return s
}

var (
	b83cDMSign    = regexp.MustCompile(`(\d) ?€`)
	b83cDMWord    = regexp.MustCompile(`(\d) Euro([^\p{L}]|$)`)
	b83cDMJa      = regexp.MustCompile(`(\d)ユーロ`)
	b83cJSONBig   = regexp.MustCompile(`(:\s*)(\d{1,3})(\d{3})(?:\.\d+)?([,}\]\s])`)
	b83cStreetNo  = regexp.MustCompile(`(\p{L}+(?:straße|weg|gasse|platz|allee)) (\d+[a-z]?)`)
	b83cPLZTown   = regexp.MustCompile(`\d{5} \p{Lu}\p{L}+(?: am \p{Lu}\p{L}+)?`)
	b83cJSONTown  = regexp.MustCompile(`"ort": "[^"]+`)
	b83cAdjName   = regexp.MustCompile(`(Herrn? |Frau |Dr\. )(Weiß|Groß|Kühn|Klein|Lang|Schwarz|Braun|Jung|Kurz|Stark|Fröhlich)([^\p{L}])`)
	b83cVonHerr   = regexp.MustCompile(`(Herrn? |Frau )((?:Prof\. )?(?:Dr\. )?)((?:\p{Lu}\p{Ll}+ )?)(\p{Lu}\p{L}+)`)
	b83cVonProf   = regexp.MustCompile(`(Prof\. Dr\. )((?:\p{Lu}\p{Ll}+ )?)(\p{Lu}\p{L}+)`)
	b83cSieThird  = regexp.MustCompile(`Sie (bittet|sie|ihn) `)
	b83cEventuell = [][2]string{{"bis spätestens", "eventuell bis"}, {"spätestens", "eventuell"}, {"anschließend", "eventuell"}}
)

var heldOutBatch83c = []heldOutKind{
	// A particle verb written apart, which German reads as adverb + verb of another
	// meaning: "die der Ausschuss freigegeben hat" → "die der Ausschuss frei gegeben
	// hat" (given away for free); "Falls Sie den Termin nicht wahrnehmen können" →
	// "nicht wahr nehmen können" (take as true); "nicht am Wochenende zustellen" →
	// "zu stellen".
	{"b83c_de_particle_verb_written_apart_other_meaning", "first", func(lang, s string) string {
		return b83cEarliest(s, [][2]string{{"freigegeben", "frei gegeben"}, {"freizugeben", "frei zu geben"},
			{"zustellen", "zu stellen"}, {"wahrnehmen", "wahr nehmen"}, {"vorgestellt", "vor gestellt"}})
	}},
	// A euro amount labelled in the pre-euro Deutsche Mark (about half the value):
	// "Rechnungsbetrag 1.249,90 €" → "Rechnungsbetrag 1.249,90 DM"; JSON "currency":
	// "EUR" → "DEM"; ja "固定価格は1,480ユーロ" → "1,480マルク".
	{"b83c_de_euro_amount_labelled_deutsche_mark", "first", func(lang, s string) string {
		if s == "EUR" {
			return "DEM"
		}
		return b83cEarliestRe(s, []*regexp.Regexp{b83cDMSign, b83cDMWord, b83cDMJa}, []func(m []string) string{
			func(m []string) string { return m[1] + " DM" },
			func(m []string) string { return m[1] + " D-Mark" + m[2] },
			func(m []string) string { return m[1] + "マルク" },
		})
	}},
	// A clock time told with "halb" + its own hour, which German reads as half an hour
	// before that hour (the English "half ten" calque): "um 10:30 Uhr" → "um halb
	// zehn" (9:30); "ab 8 Uhr aufschließen" → "ab halb acht" (7:30).
	{"b83c_de_clock_told_as_halb_of_its_own_hour", "first", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return b83cClockWords(s, "halb", false)
	}},
	// A clock time told with the regional "dreiviertel" + an hour, which means a quarter
	// before that hour: "um 10:30 Uhr" → "um dreiviertel elf" (10:45); "zwischen 8 und
	// 12 Uhr" → "zwischen 8 und dreiviertel zwölf" (11:45).
	{"b83c_de_clock_told_as_regional_dreiviertel", "first", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return b83cClockWords(s, "dreiviertel", true)
	}},
	// An adjective compound taken apart into adjective + noun, which names something
	// else: "Hochschule Rheinstadt" → "Hohe Schule Rheinstadt"; "(Edelstahl)" →
	// "(edler Stahl)"; "durch zwei Wärmepumpen" → "durch zwei warme Pumpen".
	{"b83c_de_adjective_compound_taken_apart_other_meaning", "first", func(lang, s string) string {
		return b83cEarliest(s, [][2]string{{"Hochschule", "Hohe Schule"}, {"Großkundenbetreuung", "große Kundenbetreuung"},
			{"Edelstahl", "edler Stahl"}, {"Wärmepumpen", "warme Pumpen"}, {"Wärmepumpe", "warme Pumpe"}, {"Mehrkosten", "mehr Kosten"}})
	}},
	// The first JSON amount of four digits or more written with the German thousands
	// dot, so that JSON reads a small decimal: "brutto": 1034.11 → "brutto": 1.034;
	// "monthly_fee": 33000 → "monthly_fee": 33.000 (33).
	{"b83c_json_first_big_amount_with_german_thousands_dot", "raw", func(lang, s string) string {
		if !strings.HasPrefix(strings.TrimSpace(s), "{") {
			return s
		}
		return hoFirstMatch(b83cJSONBig, s, func(m []string) string { return m[1] + m[2] + "." + m[3] + m[4] })
	}},
	// The firm "spätestens"/"anschließend" replaced by the false friend "eventuell"
	// (perhaps, not eventually): "Austauschgerät bis spätestens 19.10.2026" →
	// "Austauschgerät eventuell bis 19.10.2026"; "Bestätigen Sie anschließend Ihre
	// E-Mail-Adresse" → "Bestätigen Sie eventuell Ihre E-Mail-Adresse".
	{"b83c_de_firm_time_word_as_false_friend_eventuell", "first", func(lang, s string) string {
		return b83cEarliest(s, b83cEventuell)
	}},
	// The first dotted date written year first with day and month kept, which a reader
	// takes as year.month.day: "am 12.11.2026" → "am 2026.12.11" (11 December);
	// "am 08.10.2026" → "am 2026.08.10" (10 August).
	{"b83c_de_dotted_date_year_first_day_month_kept", "first", func(lang, s string) string {
		return hoFirstMatch(hoDeNumDate, s, func(m []string) string { return m[3] + "." + m[1] + "." + m[2] })
	}},
	// A third-person "sie"/"ihn" made the polite "Sie", so the reader is meant instead:
	// "Sie bittet darum" (Frau Müller) → "Sie bitten darum"; "installieren Sie sie auf
	// Ihrem Smartphone" → "installieren Sie Sie"; "sagen Sie ihn bitte ab" → "sagen Sie
	// Sie bitte ab".
	{"b83c_de_third_person_sie_made_polite_sie", "first", func(lang, s string) string {
		return hoFirstMatch(b83cSieThird, s, func(m []string) string {
			if m[1] == "bittet" {
				return "Sie bitten "
			}
			return "Sie Sie "
		})
	}},
	// The house number moved from the street behind the town: "Gießereistraße 14 …
	// 67059 Ludwigshafen am Rhein" → "Gießereistraße … 67059 Ludwigshafen am Rhein 14";
	// JSON "strasse": "Schloßstraße 27", … "ort": "Dresden" → "Schloßstraße", …
	// "Dresden 27".
	{"b83c_de_house_number_moved_behind_town", "raw", func(lang, s string) string {
		loc := b83cStreetNo.FindStringSubmatchIndex(s)
		if loc == nil {
			return s
		}
		no := s[loc[4]:loc[5]]
		rest := s[loc[1]:]
		t := b83cPLZTown.FindStringIndex(rest)
		if t == nil {
			t = b83cJSONTown.FindStringIndex(rest)
		}
		if t == nil {
			return s
		}
		rest = rest[:t[1]] + " " + no + rest[t[1]:]
		return s[:loc[0]] + s[loc[2]:loc[3]] + rest
	}},
	// A surname that is also a German adjective written in lower case, so that it
	// reads as the adjective: "Sehr geehrter Herr Weiß," → "Sehr geehrter Herr weiß,";
	// "Prof. Dr. Kühn hat" → "Prof. Dr. kühn hat".
	{"b83c_de_adjective_surname_lowercased", "first", func(lang, s string) string {
		return hoFirstMatch(b83cAdjName, s, func(m []string) string { return m[1] + strings.ToLower(m[2]) + m[3] })
	}},
	// An invented nobility particle "von" put before a surname: "Frau Köhler hat" →
	// "Frau von Köhler hat"; "Herr Prof. Dr. Hoffmann" → "Herr Prof. Dr. von Hoffmann";
	// ja "Prof. Dr. Katharina Weber教授" → "Prof. Dr. Katharina von Weber教授".
	{"b83c_de_surname_given_nobility_von", "first", func(lang, s string) string {
		return b83cEarliestRe(s, []*regexp.Regexp{b83cVonHerr, b83cVonProf}, []func(m []string) string{
			func(m []string) string { return m[1] + m[2] + m[3] + "von " + m[4] },
			func(m []string) string { return m[1] + m[2] + "von " + m[3] },
		})
	}},
}
