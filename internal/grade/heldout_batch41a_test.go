package grade

// Blind batch 41a: evidence and source. Each kind keeps the facts of the answer but
// changes, at one place, how the writer knows them or who says so: a figure taken from
// the invoice is quoted from memory or credited to the customer, a firm date is read off
// "the system", a reported defect is doubted ("angeblich", と主張) or a report is stated
// as proven without its reporter, a named source is made anonymous, a reporter's
// observation is turned into a suspicion, a stated cause or fact is put into hearsay
// (angeblich, sollen, Konjunktiv I, らしい), a first-hand request is made second-hand,
// a house rule is credited to the law, the channel or evidence a statement rests on is
// swapped (message, photo → phone call), and an agreement nobody made is cited as the
// basis of a date.

import (
	"regexp"
	"strings"
	"unicode/utf8"
)

// ho41aFirstSentence applies f to the first sentence of s that f changes.
func ho41aFirstSentence(lang, s string, f func(string) string) string {
	split, refs := hoAllSentences(lang, s)
	for _, ref := range refs {
		old := split[ref.line][ref.idx]
		if nw := f(old); nw != old {
			split[ref.line][ref.idx] = nw
			return hoJoin(split)
		}
	}
	return s
}

// ho41aLastSentence applies f to the last sentence of s that f changes.
func ho41aLastSentence(lang, s string, f func(string) string) string {
	split, refs := hoAllSentences(lang, s)
	for k := len(refs) - 1; k >= 0; k-- {
		ref := refs[k]
		old := split[ref.line][ref.idx]
		if nw := f(old); nw != old {
			split[ref.line][ref.idx] = nw
			return hoJoin(split)
		}
	}
	return s
}

var ho41aJaMarker = regexp.MustCompile(`^(?:\s*[・\-*] ?|\s*\d+\. )`)

// ho41aJaPrefix puts add before a Japanese sentence, after a list marker it starts with.
func ho41aJaPrefix(sent, add string) string {
	m := ho41aJaMarker.FindString(sent)
	return m + add + sent[len(m):]
}

// ho41aJaBeforeClause inserts add at the start of the clause (after the last 、 before
// at, or at the sentence start) that holds byte offset at.
func ho41aJaBeforeClause(sent string, at int, add string) string {
	if i := strings.LastIndex(sent[:at], "、"); i >= 0 {
		return sent[:i+len("、")] + add + sent[i+len("、"):]
	}
	return ho41aJaPrefix(sent, add)
}

func ho41aIsTableLine(sent string) bool {
	return strings.HasPrefix(strings.TrimSpace(sent), "|")
}

var (
	ho41aDeAmountEUR = regexp.MustCompile(`\d{1,3}(?:\.\d{3})*,\d{2} ?(?:€|EUR|Euro)`)
	ho41aJaMoney     = regexp.MustCompile(`\d[\d,]*(?:万|億)?(?:円|ユーロ)`)
	ho41aDeShip      = regexp.MustCompile(`(?i)liefer|versand|versendet|senden|zustell|geliefert`)
	ho41aJaShip      = regexp.MustCompile(`発送|お届け|配送|納品`)
	ho41aDeWeekday   = `(?:Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag), `
	ho41aDeDatePrep  = regexp.MustCompile(` ((?:erst )?(?:am|bis zum|vom|ab dem|ab)) ((?:` + ho41aDeWeekday + `)?(?:` + hoDeDate.String() + `))`)
	ho41aDePerson    = `(?:Herrn?|Frau) (?:Prof\. )?(?:Dr\. )?\p{Lu}\p{Ll}+|Prof\. (?:Dr\. )?\p{Lu}\p{Ll}+|Dr\. \p{Lu}\p{Ll}+`
	ho41aDeLaut      = regexp.MustCompile(`\bLaut (?:` + ho41aDePerson + `) `)
	ho41aDeMeldetDas = regexp.MustCompile(`(?:` + ho41aDePerson + `)(?: (?:von der|vom|von) [^,.]*?)? (?:meldet|berichtet|schreibt|teilt mit), dass `)
	ho41aJaReporter  = regexp.MustCompile(`^(\s*[・\-*]? ?)([^、。\n]*?様)(より|から)、`)
	ho41aJaReportEnd = regexp.MustCompile(`との(連絡|問い合わせがあった|問い合わせ|申し出があった|申し出)`)
)

// ho41aDeAfterAmount inserts a parenthetical remark right after the amount at loc.
func ho41aDeAfterAmount(s string, loc []int, remark string) string {
	rest := s[loc[1]:]
	r, _ := utf8.DecodeRuneInString(rest)
	if rest == "" || r == ')' || r == '.' || r == ',' || r == ';' || r == ':' || r == '\n' {
		return s[:loc[1]] + ", " + remark + rest
	}
	return s[:loc[1]] + ", " + remark + "," + rest
}

// ho41aDeProseAmounts are the locations of the euro amounts of s outside table
// rows.
func ho41aDeProseAmounts(s string) [][]int {
	var out [][]int
	for _, loc := range ho41aDeAmountEUR.FindAllStringIndex(s, -1) {
		ls := strings.LastIndex(s[:loc[0]], "\n") + 1
		if strings.HasPrefix(strings.TrimSpace(s[ls:loc[0]]), "|") {
			continue
		}
		out = append(out, loc)
	}
	return out
}

// ho41aDeVerbKonj maps a third-person indicative to its Konjunktiv I.
var ho41aDeVerbKonj = map[string]string{
	"ist": "sei", "bleibt": "bleibe", "erfolgt": "erfolge", "kommt": "komme", "verschiebt": "verschiebe",
	"findet": "finde", "beträgt": "betrage", "läuft": "laufe", "wird": "werde", "kann": "könne",
	"zeigt": "zeige", "überträgt": "übertrage", "bietet": "biete", "sind": "seien", "hat": "habe",
	"liegt": "liege", "gilt": "gelte",
}

var ho41aDeFiniteWord = regexp.MustCompile(`\b(ist|bleibt|erfolgt|kommt|verschiebt|findet|beträgt|läuft|wird|kann|zeigt|überträgt|bietet|sind|hat|liegt|gilt)\b`)

var heldOutBatch41a = []heldOutKind{
	// A firm own date is read off "the system" instead of being committed to.
	// Die Lieferung erfolgt am 12.11.2026 … → … am 12.11.2026 – so jedenfalls die Anzeige in unserem System – …;
	// 新しいお届け予定日は10月21日です。 → システム上の表示では、新しいお届け予定日は10月21日です。
	{"b41a_own_date_commitment_read_off_system", "first", func(lang, s string) string {
		return ho41aFirstSentence(lang, s, func(sent string) string {
			if ho41aIsTableLine(sent) {
				return sent
			}
			if lang == "ja" {
				loc := hoJaDate.FindStringIndex(sent)
				if loc == nil || !ho41aJaShip.MatchString(sent) || strings.Contains(sent, "：") || strings.Contains(sent, "でしたが") {
					return sent
				}
				return ho41aJaBeforeClause(sent, loc[0], "システム上の表示では、")
			}
			loc := hoDeDate.FindStringIndex(sent)
			if loc == nil || !ho41aDeShip.MatchString(sent) {
				return sent
			}
			rest := sent[loc[1]:]
			end := strings.IndexAny(rest, ",;:")
			if i := strings.Index(rest, ". "); i >= 0 && (end < 0 || i < end) {
				end = i
			}
			if end < 0 {
				t := strings.TrimRight(rest, " ")
				if strings.HasSuffix(t, ".") {
					end = len(t) - 1
				} else {
					end = len(t)
				}
			}
			at := loc[1] + end
			if strings.HasPrefix(sent[at:], ".") || strings.TrimSpace(sent[at:]) == "" {
				return sent[:at] + " – so jedenfalls die Anzeige in unserem System" + sent[at:]
			}
			return sent[:at] + " – so jedenfalls die Anzeige in unserem System –" + sent[at:]
		})
	}},
	// The writer casts doubt on the defect the customer reports.
	// dass Ihre Stehlampe flackert → dass Ihre Stehlampe angeblich flackert;
	// 割れていて使えないとの連絡 → 割れていて使えないと主張する連絡
	{"b41a_customer_report_cast_in_doubt", "first", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(regexp.MustCompile(`(ない|いる|た)との(連絡|問い合わせ|申し出)`), s, func(m []string) string {
				return m[1] + "と主張する" + m[2]
			})
		}
		re := regexp.MustCompile(`((?:leid|meldet|berichtet|mitgeteilt|schreibt)[^.]*?, dass (?:[^,.;()„]|\([^)]*\)|„[^“]*“|\d\.)*?) (\p{Ll}+)([,.;])`)
		if out := hoFirstMatch(re, s, func(m []string) string { return m[1] + " angeblich " + m[2] + m[3] }); out != s {
			return out
		}
		return hoFirstMatch(regexp.MustCompile(`((?:Mangel|Problem|Fehler|Defekt|Schaden): (?:Die|Der|Das) \p{Lu}\p{L}+ \p{Ll}+) `), s, func(m []string) string {
			return m[1] + " angeblich "
		})
	}},
	// An amount that stands on the invoice is quoted from memory.
	// Rechnungsbetrag 1.249,90 € → Rechnungsbetrag 1.249,90 €, wenn wir uns recht erinnern;
	// 合計38,500円となります。 → 記憶が正しければ、合計38,500円となります。
	{"b41a_amount_quoted_from_memory", "first", func(lang, s string) string {
		if lang == "ja" {
			return ho41aFirstSentence(lang, s, func(sent string) string {
				if ho41aIsTableLine(sent) || strings.Contains(sent, "：") || !ho41aJaMoney.MatchString(sent) {
					return sent
				}
				return ho41aJaPrefix(sent, "記憶が正しければ、")
			})
		}
		locs := ho41aDeProseAmounts(s)
		if len(locs) == 0 {
			return s
		}
		return ho41aDeAfterAmount(s, locs[0], "wenn wir uns recht erinnern")
	}},
	// An amount from the writer's own records is credited to what the customer said.
	// zusammen 21.150,00 € → zusammen 21.150,00 €, laut Kundenangabe;
	// 追加費用は約1,400万円で → お客様のお申し出によれば、追加費用は約1,400万円で
	{"b41a_own_amount_credited_to_customer_statement", "first", func(lang, s string) string {
		if lang == "ja" {
			return ho41aLastSentence(lang, s, func(sent string) string {
				if ho41aIsTableLine(sent) || strings.Contains(sent, "：") || !ho41aJaMoney.MatchString(sent) {
					return sent
				}
				return ho41aJaPrefix(sent, "お客様のお申し出によれば、")
			})
		}
		locs := ho41aDeProseAmounts(s)
		if len(locs) == 0 {
			return s
		}
		return ho41aDeAfterAmount(s, locs[len(locs)-1], "laut Kundenangabe")
	}},
	// The cause the writer states as known is put into hearsay.
	// Aufgrund des Fertigungsablaufs verschiebt sich … → Angeblich aufgrund des Fertigungsablaufs …;
	// 作業遅延により発送が遅れております → 作業遅延によるとのことで、発送が遅れております
	{"b41a_stated_cause_made_hearsay", "first", func(lang, s string) string {
		if lang == "ja" {
			re := regexp.MustCompile(`(\p{Han}{2})により、?|([たない])ため、`)
			return hoFirstMatch(re, s, func(m []string) string {
				if m[1] != "" {
					return m[1] + "によるとのことで、"
				}
				return m[2] + "ためだそうで、"
			})
		}
		re := regexp.MustCompile(`\b(Aufgrund|aufgrund|Wegen|wegen|Weil|weil|da) `)
		return hoFirstMatch(re, s, func(m []string) string {
			switch m[1] {
			case "Aufgrund", "Wegen":
				return "Angeblich " + strings.ToLower(m[1]) + " "
			case "aufgrund", "wegen":
				return "angeblich " + m[1] + " "
			}
			return m[1] + " angeblich "
		})
	}},
	// A phone agreement nobody made is cited as the basis of a date.
	// Die Lieferung erfolgt am 12.11.2026 → Die Lieferung erfolgt wie telefonisch besprochen am 12.11.2026;
	// 新住所への移転は11月16日です。 → 先日お電話でお伝えしたとおり、移転は11月16日です。
	{"b41a_invented_phone_agreement_cited_for_date", "first", func(lang, s string) string {
		if lang == "ja" {
			return ho41aFirstSentence(lang, s, func(sent string) string {
				if ho41aIsTableLine(sent) || strings.Contains(sent, "：") || strings.Contains(sent, "のとおり") || !hoJaDate.MatchString(sent) ||
					strings.Contains(sent, "ありがとう") || strings.Contains(sent, "でしたが") || strings.Contains(sent, "希望") || ho41aJaReporter.MatchString(sent) {
					return sent
				}
				return ho41aJaPrefix(sent, "先日お電話でお伝えしたとおり、")
			})
		}
		return ho41aFirstSentence(lang, s, func(sent string) string {
			if ho41aIsTableLine(sent) {
				return sent
			}
			return hoFirstMatch(ho41aDeDatePrep, sent, func(m []string) string {
				return " wie telefonisch besprochen " + m[1] + " " + m[2]
			})
		})
	}},
	// A reported claim loses its reporter and is stated as proven.
	// Laut Frau Dr. Vogt kommt der Verdichter … → Nachweislich kommt der Verdichter …;
	// 松本様より、…使えないとの連絡。 → …使えないことが判明。
	{"b41a_reported_claim_stated_as_proven", "first", func(lang, s string) string {
		if lang == "ja" {
			return ho41aFirstSentence(lang, s, func(sent string) string {
				m := ho41aJaReporter.FindStringSubmatchIndex(sent)
				if m == nil {
					return sent
				}
				rest := sent[m[1]:]
				e := ho41aJaReportEnd.FindStringSubmatchIndex(rest)
				if e == nil {
					return sent
				}
				end := "ことが判明"
				if strings.HasSuffix(rest[e[0]:e[1]], "あった") {
					end = "ことが判明した"
				}
				return sent[m[2]:m[3]] + rest[:e[0]] + end + rest[e[1]:]
			})
		}
		if out := hoFirstMatch(ho41aDeLaut, s, func([]string) string { return "Nachweislich " }); out != s {
			return out
		}
		return hoFirstMatch(ho41aDeMeldetDas, s, func([]string) string { return "Es ist erwiesen, dass " })
	}},
	// A named source is made anonymous, so the statement can no longer be checked.
	// Herr Strauß bittet, … → Eine beteiligte Person bittet, …;
	// 松本様より、… → あるお客様より、…
	{"b41a_named_source_made_anonymous", "first", func(lang, s string) string {
		if lang == "ja" {
			if out := ho41aFirstSentence(lang, s, func(sent string) string {
				return hoFirstMatch(ho41aJaReporter, sent, func(m []string) string { return m[1] + "ある方" + m[3] + "、" })
			}); out != s {
				return out
			}
			re := regexp.MustCompile(`[\p{Han}\p{Katakana}ー]+の\p{Han}{1,3}(?:様|部長|課長)?が([^。]*?(?:報告|説明|連絡)(?:した|している|しました))`)
			return hoFirstMatch(re, s, func(m []string) string { return "関係者の一人が" + m[1] })
		}
		re := regexp.MustCompile(`\b(?:(Laut) )?(` + ho41aDePerson + `)( (?:von der|vom|von) [^,.]*?)? (meldet|bittet|berichtet|teilt|kommt)\b`)
		return hoFirstMatch(re, s, func(m []string) string {
			if m[1] != "" {
				return "Laut einer beteiligten Person" + m[3] + " " + m[4]
			}
			if m[3] != "" {
				return "Jemand" + m[3] + " " + m[4]
			}
			return "Eine beteiligte Person " + m[4]
		})
	}},
	// The reporter's observation is turned into a mere suspicion.
	// Frau Müller meldet, dass … tropft → Frau Müller vermutet, dass … tropft;
	// 使えないとの連絡 → 使えないのではないかとの連絡
	{"b41a_reported_observation_made_suspicion", "first", func(lang, s string) string {
		if lang == "ja" {
			out := hoFirstMatch(regexp.MustCompile(`(ない|いる)との(連絡|問い合わせ|申し出)`), s, func(m []string) string {
				return m[1] + "のではないかとの" + m[2]
			})
			if out != s {
				return out
			}
			return hoFirstMatch(regexp.MustCompile(`(\p{Han}+)が見つかった`), s, func(m []string) string {
				return m[1] + "がある可能性が指摘された"
			})
		}
		return hoFirstMatch(regexp.MustCompile(`\b(meldet|berichtet|stellt fest)\b`), s, func([]string) string { return "vermutet" })
	}},
	// The channel or evidence a statement rests on is swapped to a phone call.
	// vielen Dank für Ihre Nachricht → vielen Dank für Ihren Anruf;
	// お送りいただいた写真で、破損を確認 → お電話でのご説明で、破損を確認
	{"b41a_source_channel_swapped_to_phone", "first", func(lang, s string) string {
		if lang == "ja" {
			re := regexp.MustCompile(`お送りいただいた(?:写真|画像|お写真)|(写真|画像)で|(?:修理の)?ご依頼をいただき|お問い合わせいただき|メールにて`)
			return hoFirstMatch(re, s, func(m []string) string {
				switch {
				case strings.HasPrefix(m[0], "お送りいただいた"):
					return "お電話でのご説明"
				case m[1] != "":
					return "電話での説明で"
				case m[0] == "メールにて":
					return "お電話にて"
				}
				return "お電話で" + m[0]
			})
		}
		re := regexp.MustCompile(`\b(?:Ihre (?:Nachricht|E-Mail|Mail)|Ihr Schreiben|Ihre Fotos|den Fotos)([ ,.!;])`)
		return hoFirstMatch(re, s, func(m []string) string {
			if strings.Contains(m[0], "Fotos") {
				return "Ihrer telefonischen Schilderung" + m[1]
			}
			return "Ihren Anruf" + m[1]
		})
	}},
	// A house rule or own limitation is credited to the law.
	// dass wir nur werktags zustellen → dass wir aus gesetzlichen Gründen nur werktags zustellen;
	// 途中解約はできません。 → 法令上、途中解約はできません。
	{"b41a_house_rule_credited_to_law", "first", func(lang, s string) string {
		if lang == "ja" {
			return ho41aFirstSentence(lang, s, func(sent string) string {
				loc := regexp.MustCompile(`できません。|までにご連絡`).FindStringIndex(sent)
				if loc == nil || ho41aIsTableLine(sent) {
					return sent
				}
				if strings.HasPrefix(sent[loc[0]:], "までに") {
					if i := strings.LastIndex(sent[:loc[0]], "、"); i >= 0 {
						return sent[:i+len("、")] + "法令の定めにより、" + sent[i+len("、"):]
					}
				}
				return ho41aJaBeforeClause(sent, loc[0], "法令上、")
			})
		}
		return ho41aFirstSentence(lang, s, func(sent string) string {
			if !regexp.MustCompile(`\b(?:[Bb]itte|wir|werden)\b`).MatchString(sent) {
				return sent
			}
			for _, re := range []*regexp.Regexp{
				regexp.MustCompile(`\b()(spätestens)\b`),
				regexp.MustCompile(`\b(dass wir )(nur|nicht)\b`),
				regexp.MustCompile(`\b(werden )(\p{L})`),
			} {
				if re == nil || (strings.HasPrefix(re.String(), `\b(werden`) && !strings.Contains(sent, " nicht ")) {
					continue
				}
				if out := hoFirstMatch(re, sent, func(m []string) string { return m[1] + "aus gesetzlichen Gründen " + m[2] }); out != sent {
					return out
				}
			}
			return sent
		})
	}},
	// A plain fact is put into hearsay with the modal "sollen".
	// Der Kopplungsmodus bleibt 10 Minuten aktiv. → Der Kopplungsmodus soll 10 Minuten aktiv bleiben.
	{"b41a_de_fact_put_in_hearsay_sollen", "first", func(lang, s string) string {
		if lang == "ja" {
			return s
		}
		re := regexp.MustCompile(`(?m)((?:^|[.;:] |^- |^\d+\. )(?:Der|Die|Das) \p{Lu}[\p{L}-]*) (ist|bleibt) ((?:\d[.,]\d|[^,.;:\n])+?)([,.;](?:\s|$)|$)`)
		return hoFirstMatch(re, s, func(m []string) string {
			inf := "sein"
			if m[2] == "bleibt" {
				inf = "bleiben"
			}
			return m[1] + " soll " + m[3] + " " + inf + m[4]
		})
	}},
	// The writer's own statement is put into Konjunktiv I, the mood of reported speech,
	// so the letter or manual only passes on what others say.
	// Die Lieferung erfolgt am 12.11.2026. → Die Lieferung erfolge am 12.11.2026.
	{"b41a_de_own_statement_put_in_reported_subjunctive", "first", func(lang, s string) string {
		if lang == "ja" {
			return s
		}
		if !strings.Contains(s, "Sehr geehrte") && !regexp.MustCompile(`(?m)^\d+\. `).MatchString(s) {
			return s
		}
		return hoMiddleSentence(lang, s, func(sent string) string {
			if regexp.MustCompile(`(?i)\b(laut|meldet|berichtet|dass|bitte)\b`).MatchString(sent) || ho41aIsTableLine(sent) {
				return sent
			}
			// only a sentence whose subject is not "wir"/"Sie"
			if regexp.MustCompile(`\b(wir|Sie)\b`).MatchString(sent) {
				return sent
			}
			return hoFirstMatch(ho41aDeFiniteWord, sent, func(m []string) string { return ho41aDeVerbKonj[m[1]] })
		})
	}},
	// The request or concern the summary reports first-hand is put into second-hand hearsay.
	// Herr Strauß bittet, … freizugeben. → Herr Strauß soll gebeten haben, … freizugeben.;
	// 交換品到着を希望。 → 交換品到着を希望しているらしい。
	{"b41a_reported_request_made_second_hand", "first", func(lang, s string) string {
		if lang == "ja" {
			re := regexp.MustCompile(`(を希望|を求めている|を心配されている|を要望)(。|$)`)
			return hoFirstMatch(re, s, func(m []string) string {
				v := m[1]
				if v == "を希望" || v == "を要望" {
					v += "している"
				}
				return v + "らしい" + m[2]
			})
		}
		if out := hoFirstMatch(regexp.MustCompile(`\bbittet um ([^.,;\n]+)([.;]|$)`), s, func(m []string) string {
			return "soll um " + m[1] + " gebeten haben" + m[2]
		}); out != s {
			return out
		}
		return hoFirstMatch(regexp.MustCompile(`\bbittet( darum)?,`), s, func(m []string) string {
			return "soll" + m[1] + " gebeten haben,"
		})
	}},
	// A finding the writer has (or reports) is softened into inferential hearsay.
	// 不具合が見つかった → 不具合が見つかったらしい; 確定いたしました → 確定したようです
	{"b41a_ja_finding_told_as_inference", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		re := regexp.MustCompile(`(見つかった|判明した)(。|、)?|確認済みで|確定いたしました|確認いたしました`)
		return hoFirstMatch(re, s, func(m []string) string {
			switch {
			case m[1] != "" && m[2] == "、":
				return m[1] + "らしく、"
			case m[1] != "":
				return m[1] + "らしい" + m[2]
			case m[0] == "確認済みで":
				return "確認済みらしく"
			case m[0] == "確定いたしました":
				return "確定したようです"
			}
			return "確認できたようです"
		})
	}},
}
