package grade

// Blind batch 40c: focus, scope and information structure. Every kind keeps the
// answer's words (names, dates, amounts stay) but changes what one sentence asserts
// about them: a focus particle is added to or moved onto another constituent (nur,
// だけ, しか), a contrastive は marks an object as the only thing promised, erst or
// ようやく frames a date as late and bereits or 早くも as early, わずか or nur frames an amount as small, まで or
// sogar escalates a reported fault, a contrast is told as an addition or an addition
// as a contrast, a negation is moved onto another constituent or onto "nur", and a
// total is read as per item. Each kind fires once, at the first or middle place it
// fits, and leaves an answer without such a place unchanged.

import (
	"regexp"
	"strings"
	"unicode"
)

var (
	ho40cJaObj      = regexp.MustCompile(`([\p{Han}\p{Katakana}ー」])を`)
	ho40cJaPromise  = regexp.MustCompile(`いたします|お送り|求め|お願い|確認済`)
	ho40cJaObjCtx   = regexp.MustCompile(`([\p{Han}\p{Katakana}ー」])を([^、。]*)`)
	ho40cDeObj      = regexp.MustCompile(`(\p{Ll}+) (Ihre|Ihren|Ihr|eine|einen|ein) `)
	ho40cDeSubj     = regexp.MustCompile(`(^- |^|[.:;] |, (?:aber|und) )((?:Frau|Herr|Prof\.) (?:Prof\. )?(?:Dr\. )?\p{Lu}\p{L}+) (kann|hat|meldet|bittet|ist)\b`)
	ho40cJaSubj     = regexp.MustCompile(`((?:担当|責任者)の\p{Han}{1,4}|\p{Han}{1,4}様)(が|は)`)
	ho40cDeNurPron  = regexp.MustCompile(`\b(wir|ich) nur `)
	ho40cDeNurNP    = regexp.MustCompile(`\b(der|die|das) (\p{Lu}[\p{L}-]+) (\p{Ll}+) nur `)
	ho40cDeNurRel   = regexp.MustCompile(`(^|\. |\n)(\p{Lu}\p{L}+), (die|der|das) nur `)
	ho40cDeAmDate   = regexp.MustCompile(`(\S+) am ((?:Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag), )?\d{1,2}\.`)
	ho40cJaDateNi   = regexp.MustCompile(`(から)?((?:\d{4}年|令和\d{1,2}年)?\d{1,2}月\d{1,2}日(?:（.）)?)に([^はもつ])`)
	ho40cJaContrast = regexp.MustCompile(`(でした|する|ました)が、`)
	ho40cJaAddition = regexp.MustCompile(`(\p{Han}{2,})し、`)
	ho40cJaEscalate = regexp.MustCompile(`([\p{Han}\p{Katakana}ー]{2,})が((?:遅れ|見つか|割れ|冷え|取り込め|使え|壊れ|漏れ|動か))`)
	ho40cDeSeit     = regexp.MustCompile(`(seit (?:dem |der )?(?:\p{Ll}+ )?\p{Lu}\p{L}+) `)
	ho40cDeFault    = regexp.MustCompile(` (flackert|tropft|leckt|brummt|klemmt)\b`)
	ho40cDeAmount   = regexp.MustCompile(`(\S+) (\d{1,3}(?:\.\d{3})*,\d{2} ?€)`)
	ho40cJaAmount   = regexp.MustCompile(`(.)((?:約)?\d[\d,]*(?:万|億)?(?:円|ユーロ))`)
	ho40cJaShika    = regexp.MustCompile(`([\p{Han}\p{Katakana}ー）])は(できません|変わりません)`)
	ho40cDeNicht    = regexp.MustCompile(`([^,.:;]*?) nicht (\p{Ll}+)((?: können| kann)?)([,.:]|$)`)
	ho40cDeDetPrep  = regexp.MustCompile(`\b(den|dem|der|die|das|von|vom|mit) `)
	ho40cDeNur      = regexp.MustCompile(`(\p{Ll}+) nur `)
	ho40cDeTotal    = regexp.MustCompile(`\b(zusammen|insgesamt) (\d)`)
	ho40cJaTotal    = regexp.MustCompile(`合計(\d|（)`)
)

// ho40cMiddle applies f to the sentences of s from the middle on (wrapping); the
// first one f changes is kept.
func ho40cMiddle(lang, s string, f func(string) string) string {
	return hoMiddleSentence(lang, s, f)
}

// ho40cLast applies f to the last sentence of s that f changes.
func ho40cLast(lang, s string, f func(string) string) string {
	split, refs := hoAllSentences(lang, s)
	for k := len(refs) - 1; k >= 0; k-- {
		r := refs[k]
		old := split[r.line][r.idx]
		if nw := f(old); nw != old {
			split[r.line][r.idx] = nw
			return hoJoin(split)
		}
	}
	return s
}

// ho40cFirstOK rewrites the first match of re for which f returns ok.
func ho40cFirstOK(re *regexp.Regexp, s string, f func(m []string) (string, bool)) string {
	for _, loc := range re.FindAllStringSubmatchIndex(s, -1) {
		m := make([]string, len(loc)/2)
		for i := range m {
			if loc[2*i] >= 0 {
				m[i] = s[loc[2*i]:loc[2*i+1]]
			}
		}
		if nw, ok := f(m); ok {
			return s[:loc[0]] + nw + s[loc[1]:]
		}
	}
	return s
}

var ho40cDePrep = map[string]bool{"für": true, "an": true, "über": true, "mit": true, "in": true, "von": true,
	"auf": true, "aus": true, "zu": true, "bei": true, "nach": true, "um": true, "durch": true, "nur": true, "dass": true}

var ho40cDeSubordinator = map[string]bool{"Falls": true, "falls": true, "dass": true, "ob": true, "wenn": true,
	"Wenn": true, "weil": true, "Weil": true, "sobald": true, "Sobald": true}

// ho40cJaFormula reports a set phrase of thanks or closing, where a focus particle
// reads as a slip of style rather than a changed statement.
func ho40cJaFormula(x string) bool {
	return strings.Contains(x, "よろしく") || strings.Contains(x, "ご利用いただき")
}

var ho40cDeKeep = map[string]bool{"nur": true, "erst": true, "bereits": true, "schon": true, "statt": true,
	"spätestens": true, "frühestens": true, "zusammen": true, "insgesamt": true, "jeweils": true, "ca.": true, "rund": true}

var heldOutBatch40c = []heldOutKind{
	// A restricting "only" is put on the object of one middle sentence, so that the answer
	// says nothing else is done: クーポンをお送りいたします → クーポンだけをお送りいたします.
	{"b40c_ja_only_added_to_object", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return ho40cMiddle(lang, s, func(x string) string {
			if strings.Contains(x, "だけ") || strings.Contains(x, "のみ") || ho40cJaFormula(x) {
				return x
			}
			return ho40cFirstOK(ho40cJaObjCtx, x, func(m []string) (string, bool) {
				// Not before a floating count (ユーザーを1名追加), where だけ reads garbled.
				if r := []rune(m[2]); len(r) > 0 && unicode.IsDigit(r[0]) {
					return "", false
				}
				return m[1] + "だけを" + m[2], true
			})
		})
	}},
	// The same in German: Bitte bringen Sie Ihre Versichertenkarte mit → Bitte bringen
	// Sie nur Ihre Versichertenkarte mit.
	{"b40c_de_only_added_to_object", "first", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return ho40cMiddle(lang, s, func(x string) string {
			if strings.Contains(x, " nur ") || strings.HasPrefix(x, "Sehr geehrte") {
				return x
			}
			return ho40cFirstOK(ho40cDeObj, x, func(m []string) (string, bool) {
				if ho40cDePrep[m[1]] {
					return "", false
				}
				return m[1] + " nur " + m[2] + " ", true
			})
		})
	}},
	// "Only" is put on a person who does something, as if nobody else could or did:
	// aber Frau Müller kann → aber nur Frau Müller kann; 担当の西村が調査し → 担当の西村だけが調査し.
	{"b40c_only_added_to_person_subject", "first", func(lang, s string) string {
		if lang == "ja" {
			return ho40cMiddle(lang, s, func(x string) string {
				return hoFirstMatch(ho40cJaSubj, x, func(m []string) string { return m[1] + "だけが" })
			})
		}
		return ho40cMiddle(lang, s, func(x string) string {
			return hoFirstMatch(ho40cDeSubj, x, func(m []string) string {
				if m[1] == "" || m[1] == "- " || strings.HasSuffix(m[1], ". ") || strings.HasSuffix(m[1], ": ") {
					return m[1] + "Nur " + m[2] + " " + m[3]
				}
				return m[1] + "nur " + m[2] + " " + m[3]
			})
		})
	}},
	// German "nur" slides from what it restricts onto the subject: dass wir nur werktags
	// zustellen → dass nur wir werktags zustellen; der Espresso läuft nur tröpfchenweise →
	// nur der Espresso läuft tröpfchenweise; Netze, die nur im 5-GHz-Band funken, werden
	// nicht unterstützt → Nur Netze, die im 5-GHz-Band funken, werden nicht unterstützt.
	{"b40c_de_nur_moved_onto_subject", "first", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		if nw := hoFirstMatch(ho40cDeNurRel, s, func(m []string) string { return m[1] + "Nur " + m[2] + ", " + m[3] + " " }); nw != s {
			return nw
		}
		if nw := hoFirstMatch(ho40cDeNurPron, s, func(m []string) string { return "nur " + m[1] + " " }); nw != s {
			return nw
		}
		return hoFirstMatch(ho40cDeNurNP, s, func(m []string) string { return "nur " + m[1] + " " + m[2] + " " + m[3] + " " })
	}},
	// Japanese only: the object of the last promise or request that has one is marked
	// with a contrastive は, which says this at least is done but implies nothing more:
	// クーポンをお送りいたします → クーポンはお送りいたします; ご承認をお願いいたします →
	// ご承認はお願いいたします.
	{"b40c_ja_object_made_contrastive_wa", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return ho40cLast(lang, s, func(x string) string {
			if ho40cJaFormula(x) {
				return x
			}
			return ho40cFirstOK(ho40cJaObjCtx, x, func(m []string) (string, bool) {
				// An object inside a condition (…をご希望の場合は) would take a second は.
				if strings.Contains(m[2], "場合") || !ho40cJaPromise.MatchString(m[2]) {
					return "", false
				}
				return m[1] + "は" + m[2], true
			})
		})
	}},
	// "erst" is put before a plain date, so the date is framed as later than it ought to
	// be: Die Lieferung erfolgt am 12.11.2026 → Die Lieferung erfolgt erst am 12.11.2026.
	{"b40c_de_date_framed_as_late_erst", "first", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return ho40cFirstOK(ho40cDeAmDate, s, func(m []string) (string, bool) {
			if ho40cDeKeep[m[1]] || strings.HasPrefix(m[1], "bis") {
				return "", false
			}
			return strings.Replace(m[0], m[1]+" am ", m[1]+" erst am ", 1), true
		})
	}},
	// The opposite frame: a plain date is told as early with bereits or 早くも, which for
	// a delayed or routine event misstates the situation: Wir senden Ihnen am 20.10.2026
	// eine Ersatzlampe zu → Wir senden Ihnen bereits am 20.10.2026 …; 交換品は10月19日に
	// 発送予定 → 交換品は早くも10月19日に発送予定.
	{"b40c_date_framed_as_early", "first", func(lang, s string) string {
		if lang == "ja" {
			return ho40cFirstOK(ho40cJaDateNi, s, func(m []string) (string, bool) {
				if m[1] != "" {
					return "", false
				}
				return "早くも" + m[2] + "に" + m[3], true
			})
		}
		return ho40cFirstOK(ho40cDeAmDate, s, func(m []string) (string, bool) {
			if ho40cDeKeep[m[1]] || strings.HasPrefix(m[1], "bis") {
				return "", false
			}
			return strings.Replace(m[0], m[1]+" am ", m[1]+" bereits am ", 1), true
		})
	}},
	// The same in Japanese with 〜になってようやく: 交換品は10月19日に発送いたします →
	// 交換品は10月19日になってようやく発送いたします.
	{"b40c_ja_date_framed_as_late_youyaku", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		// A date after から is the end of a move (…から11月24日に延期), not a time.
		return ho40cFirstOK(ho40cJaDateNi, s, func(m []string) (string, bool) {
			if m[1] != "" {
				return "", false
			}
			return m[2] + "になってようやく" + m[3], true
		})
	}},
	// A contrast is told as a plain addition, so its point (despite, drawback) is lost:
	// verreist, aber Frau Müller kann → verreist, und Frau Müller kann; ist zwar günstiger,
	// bietet aber nur 2 Jahre → ist günstiger, bietet außerdem nur 2 Jahre; 導入するが、
	// 不具合が見つかった → 導入し、不具合が見つかった.
	{"b40c_contrast_made_addition", "longest", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(ho40cJaContrast, s, func(m []string) string {
				switch m[1] {
				case "する":
					return "し、"
				case "でした":
					return "で、"
				}
				return "まして、"
			})
		}
		return ho40cMiddle(lang, s, func(x string) string {
			if strings.Contains(x, ", aber ") {
				return strings.Replace(x, ", aber ", ", und ", 1)
			}
			if strings.Contains(x, " zwar ") && strings.Contains(x, " aber ") {
				x = strings.Replace(x, " zwar ", " ", 1)
				return strings.Replace(x, " aber ", " außerdem ", 1)
			}
			return x
		})
	}},
	// A plain addition is told as a contrast, as if the second part were unexpected or
	// a drawback: zeigt das Bedienteil ein WLAN-Symbol, und in der App erscheint → …, aber
	// in der App erscheint; 西村が調査し、…回答する → 西村が調査するが、…回答する.
	{"b40c_addition_made_contrast", "longest", func(lang, s string) string {
		if lang == "ja" {
			return ho40cMiddle(lang, s, func(x string) string {
				if strings.Contains(x, "が、") {
					return x
				}
				return hoFirstMatch(ho40cJaAddition, x, func(m []string) string {
					if strings.Contains(x, "ます") || strings.Contains(x, "ください") {
						return m[1] + "しますが、"
					}
					return m[1] + "するが、"
				})
			})
		}
		return ho40cMiddle(lang, s, func(x string) string {
			return strings.Replace(x, ", und ", ", aber ", 1)
		})
	}},
	// A reported fault is escalated with "even", which claims a further fault besides:
	// 冷凍室が冷えない → 冷凍室まで冷えない; seit Mittwoch Wasser … tropft → seit Mittwoch
	// sogar Wasser … tropft; dass Ihre Stehlampe flackert → dass Ihre Stehlampe sogar flackert.
	{"b40c_fault_escalated_with_even", "longest", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(ho40cJaEscalate, s, func(m []string) string { return m[1] + "まで" + m[2] })
		}
		if strings.Contains(s, "sogar") {
			return s
		}
		if nw := hoFirstMatch(ho40cDeSeit, s, func(m []string) string { return m[1] + " sogar " }); nw != s {
			return nw
		}
		return hoFirstMatch(ho40cDeFault, s, func(m []string) string { return " sogar " + m[1] })
	}},
	// An amount is framed as small with "nur", which turns a neutral figure into a
	// judgement the source does not make: Mehrkosten von 36.400,00 € → Mehrkosten von nur
	// 36.400,00 €; bleibt unverändert bei 1.850,00 € → bleibt unverändert bei nur 1.850,00 €.
	{"b40c_de_amount_framed_as_merely", "longest", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return ho40cFirstOK(ho40cDeAmount, s, func(m []string) (string, bool) {
			if ho40cDeKeep[m[1]] || m[1] == "|" {
				return "", false
			}
			return m[1] + " nur " + m[2], true
		})
	}},
	// The same in Japanese with わずか: 追加費用は約1,400万円 → 追加費用はわずか約1,400万円;
	// 500円分のクーポン → わずか500円分のクーポン.
	{"b40c_ja_amount_framed_as_wazuka", "longest", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return ho40cFirstOK(ho40cJaAmount, s, func(m []string) (string, bool) {
			if m[1] == " " || m[1] == "|" || m[1] == "約" {
				return "", false
			}
			return m[1] + "わずか" + m[2], true
		})
	}},
	// A negation changes its focus: in Japanese は before a negated verb becomes しか, so
	// the one thing excluded becomes the only thing allowed (途中解約はできません →
	// 途中解約しかできません); in German "nicht" moves from the verb onto a constituent
	// (Falls Sie den Termin nicht wahrnehmen können → Falls Sie nicht den Termin
	// wahrnehmen können; werden von der Nordwärme L9 nicht unterstützt → werden nicht von
	// der Nordwärme L9 unterstützt).
	{"b40c_negation_focus_shifted", "first", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(ho40cJaShika, s, func(m []string) string { return m[1] + "しか" + m[2] })
		}
		return ho40cFirstOK(ho40cDeNicht, s, func(m []string) (string, bool) {
			clause := m[1]
			loc := ho40cDeDetPrep.FindStringIndex(clause)
			if loc == nil {
				return "", false
			}
			// The constituent must not open the clause: a subject right after the
			// conjunction (Falls die Verbindung nicht klappt) stays where it is.
			head := strings.Fields(clause[:loc[0]])
			if len(head) == 0 || len(head) == 1 && ho40cDeSubordinator[head[0]] {
				return "", false
			}
			return clause[:loc[0]] + "nicht " + clause[loc[0]:] + " " + m[2] + m[3] + m[4], true
		})
	}},
	// German "nur" is negated into "nicht nur", which asserts more than the restriction:
	// Netze, die nur im 5-GHz-Band funken → Netze, die nicht nur im 5-GHz-Band funken;
	// bietet aber nur 2 Jahre Garantie → bietet aber nicht nur 2 Jahre Garantie.
	{"b40c_de_nur_negated_to_nicht_nur", "longest", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return ho40cFirstOK(ho40cDeNur, s, func(m []string) (string, bool) {
			if m[1] == "nicht" {
				return "", false
			}
			return m[1] + " nicht nur ", true
		})
	}},
	// A total is read as a per-item figure: zusammen 21.150,00 € → jeweils 21.150,00 €;
	// 合計38,500円（税込）となります → それぞれ38,500円（税込）となります.
	{"b40c_total_read_as_per_item", "longest", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(ho40cJaTotal, s, func(m []string) string {
				if m[1] == "（" {
					return "1品目あたり（"
				}
				return "それぞれ" + m[1]
			})
		}
		return hoFirstMatch(ho40cDeTotal, s, func(m []string) string { return "jeweils " + m[2] })
	}},
}
