package grade

// Blind batch 34c: translation faults between Japanese and German. The kinds model what
// a machine translation (or a pivot through English) gets wrong while the text stays
// fluent: dates whose day and month are read the other way round, weekdays mapped by a
// confused abbreviation or left in the source language, Latin names put family-first, a
// customer's 様 rendered as 女史, ranks and titles mapped to the wrong grade, amounts
// glossed in the other currency without conversion or written in the other language's
// number format, polysemous words rendered in the wrong sense (確認/承認, Rechnung,
// Termin, order, free, ship), literal calques of fixed Japanese formulas in German and
// of German ones in Japanese, tax notes left untranslated, and requests turned into
// rules, proposals or mere regret.

import (
	"regexp"
	"strconv"
	"strings"
	"unicode"
)

// ho34cEarliest replaces, once, whichever key of pairs occurs first in s (ties: the
// longer key), returning s unchanged when none occurs.
func ho34cEarliest(s string, pairs [][2]string) string {
	best, bestAt := -1, len(s)+1
	for i, p := range pairs {
		at := strings.Index(s, p[0])
		if at < 0 {
			continue
		}
		if at < bestAt || (at == bestAt && len(p[0]) > len(pairs[best][0])) {
			best, bestAt = i, at
		}
	}
	if best < 0 {
		return s
	}
	return s[:bestAt] + pairs[best][1] + s[bestAt+len(pairs[best][0]):]
}

// ho34cFirstOf rewrites the earliest match among several regexps with its own f.
type ho34cRule struct {
	re *regexp.Regexp
	f  func(m []string) string
}

func ho34cFirstOf(s string, rules []ho34cRule) string {
	best, bestAt := -1, len(s)+1
	var bestLoc []int
	for i, r := range rules {
		for _, loc := range r.re.FindAllStringSubmatchIndex(s, -1) {
			m := make([]string, len(loc)/2)
			for j := range m {
				if loc[2*j] >= 0 {
					m[j] = s[loc[2*j]:loc[2*j+1]]
				}
			}
			if r.f(m) == m[0] {
				continue
			}
			if loc[0] < bestAt {
				best, bestAt, bestLoc = i, loc[0], loc
			}
			break
		}
	}
	if best < 0 {
		return s
	}
	loc := bestLoc
	m := make([]string, len(loc)/2)
	for j := range m {
		if loc[2*j] >= 0 {
			m[j] = s[loc[2*j]:loc[2*j+1]]
		}
	}
	return s[:loc[0]] + rules[best].f(m) + s[loc[1]:]
}

func ho34cCap(w string) string {
	r := []rune(w)
	if len(r) == 0 {
		return w
	}
	r[0] = unicode.ToUpper(r[0])
	return string(r)
}

// ho34cPad keeps the width of the field it replaces (02 stays two digits).
func ho34cPad(v string, width int) string {
	for len(v) < width {
		v = "0" + v
	}
	return v
}

var (
	ho34cDeNumDate = regexp.MustCompile(`\b(\d{1,2})\.(\d{1,2})\.(\d{4})\b`)
	ho34cJaMD      = regexp.MustCompile(`(\d{1,2})月(\d{1,2})日`)
	ho34cISO       = regexp.MustCompile(`(\d{4})-(\d{2})-(\d{2})`)

	ho34cDeWeekday = regexp.MustCompile(`\b(Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag)\b`)
	ho34cJaWeekday = regexp.MustCompile(`([（(])([月火水木金土日])([）)])`)

	ho34cGivenNames = regexp.MustCompile(`\b(Petra|Julia|Katharina|Jürgen|Anna|Thomas|Michael|Stefan|Andreas|Maria|Sabine|Klaus|Peter|Hans|Markus|Daniel|Laura|Lena|Sophie|Monika|Ursula|Wolfgang|Frank|Claudia|Ken|Kenji|Hiroshi|Takashi|Yuki|Keiko|Taro|Hanako|Daisuke|Misaki|Akira|Yuko|Naoko|Satoshi)( )(\p{Lu}[\p{Latin}-]+)`)

	ho34cJaSama = regexp.MustCompile(`(\p{Han}{1,4}(?: \p{Han}{1,3})?)様`)
)

// ho34cSwapDayMonth swaps day and month when both are at most 12 and differ, so the
// result is still a valid (but wrong) date.
func ho34cSwapOK(d, m string) bool {
	di, _ := strconv.Atoi(d)
	mi, _ := strconv.Atoi(m)
	return di >= 1 && di <= 12 && mi >= 1 && mi <= 12 && di != mi
}

var ho34cDeWeekdayConfused = map[string]string{
	"Montag": "Mittwoch", "Mittwoch": "Montag", "Dienstag": "Donnerstag", "Donnerstag": "Dienstag",
	"Samstag": "Sonntag", "Sonntag": "Samstag",
}

// Japanese weekdays confused the same way as the German abbreviations Mo/Mi, Di/Do, Sa/So.
var ho34cJaWeekdayConfused = map[string]string{
	"月": "水", "水": "月", "火": "木", "木": "火", "土": "日", "日": "土",
}

var ho34cDeWeekdayToJa = map[string]string{
	"Montag": "月曜日", "Dienstag": "火曜日", "Mittwoch": "水曜日", "Donnerstag": "木曜日",
	"Freitag": "金曜日", "Samstag": "土曜日", "Sonntag": "日曜日",
}

var ho34cJaWeekdayToDe = map[string]string{
	"月": "Mo.", "火": "Di.", "水": "Mi.", "木": "Do.", "金": "Fr.", "土": "Sa.", "日": "So.",
}

var heldOutBatch34c = []heldOutKind{
	// A date converted between the two formats with day and month read the other way
	// round, still a valid date (02.11.2026 → 11.02.2026; 11月2日 → 2月11日; 2026-12-01 → 2026-01-12).
	{"b34c_date_day_month_read_reversed_still_valid", "first", func(lang, s string) string {
		rules := []ho34cRule{
			{ho34cISO, func(m []string) string {
				if !ho34cSwapOK(m[3], m[2]) {
					return m[0]
				}
				return m[1] + "-" + m[3] + "-" + m[2]
			}},
		}
		if lang == "ja" {
			rules = append(rules, ho34cRule{ho34cJaMD, func(m []string) string {
				if !ho34cSwapOK(m[2], m[1]) {
					return m[0]
				}
				return m[2] + "月" + m[1] + "日"
			}})
		} else {
			rules = append(rules, ho34cRule{ho34cDeNumDate, func(m []string) string {
				if !ho34cSwapOK(m[1], m[2]) {
					return m[0]
				}
				return ho34cPad(strings.TrimLeft(m[2], "0"), len(m[1])) + "." + ho34cPad(strings.TrimLeft(m[1], "0"), len(m[2])) + "." + m[3]
			}})
		}
		return ho34cFirstOf(s, rules)
	}},
	// A weekday translated through a confused abbreviation (Mo/Mi, Di/Do, Sa/So):
	// Montag → Mittwoch; 10月21日（水） → 10月21日（月）.
	{"b34c_weekday_via_confused_abbreviation", "first", func(lang, s string) string {
		if lang == "ja" {
			return ho34cFirstOf(s, []ho34cRule{{ho34cJaWeekday, func(m []string) string {
				if w, ok := ho34cJaWeekdayConfused[m[2]]; ok {
					return m[1] + w + m[3]
				}
				return m[0]
			}}})
		}
		return ho34cFirstOf(s, []ho34cRule{{ho34cDeWeekday, func(m []string) string {
			if w, ok := ho34cDeWeekdayConfused[m[1]]; ok {
				return w
			}
			return m[0]
		}}})
	}},
	// A weekday left in the source language of a translation: (Montag) → (月曜日);
	// 10月21日（水） → 10月21日（Mi.）.
	{"b34c_weekday_left_in_source_language", "first", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(ho34cJaWeekday, s, func(m []string) string { return m[1] + ho34cJaWeekdayToDe[m[2]] + m[3] })
		}
		return hoFirstMatch(ho34cDeWeekday, s, func(m []string) string { return ho34cDeWeekdayToJa[m[1]] })
	}},
	// A Latin-script full name put family-first as in Japanese, so the given name reads
	// as the surname: Ken Yamada → Yamada Ken; Katharina Weber → Weber Katharina.
	{"b34c_latin_full_name_put_family_first", "first", func(lang, s string) string {
		return hoFirstMatch(ho34cGivenNames, s, func(m []string) string { return m[3] + m[2] + m[1] })
	}},
	// The customer's 様 rendered from „Frau“ as 女史, dated and gendered, wrong for a
	// man: 渡辺 弘様 → 渡辺 弘女史; 松本様より → 松本女史より.
	{"b34c_ja_customer_sama_rendered_as_joshi", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return ho34cFirstOf(s, []ho34cRule{{ho34cJaSama, func(m []string) string {
			if strings.HasSuffix(m[1], "客") || strings.HasSuffix(m[1], "皆") || strings.HasSuffix(m[1], "各") {
				return m[0]
			}
			return m[1] + "女史"
		}}})
	}},
	// A Japanese rank mapped one grade down, as Abteilungsleiter → 課長 or Professor →
	// 准教授: 石井部長 → 石井課長; 小西課長 → 小西係長.
	{"b34c_ja_rank_mapped_one_grade_down", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return ho34cFirstOf(s, []ho34cRule{{regexp.MustCompile(`(\p{Han})?(部長|課長|教授|社長)`), func(m []string) string {
			if m[1] == "准" || m[1] == "本" || m[1] == "副" {
				return m[0]
			}
			return m[1] + map[string]string{"部長": "課長", "課長": "係長", "教授": "准教授", "社長": "副社長"}[m[2]]
		}}})
	}},
	// A Japanese rank rendered through an English pivot as a loose katakana word that
	// loses the grade: 石井部長 → 石井マネージャー; 小西課長 → 小西チーフ.
	{"b34c_ja_rank_pivoted_to_katakana_title", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return ho34cFirstOf(s, []ho34cRule{{regexp.MustCompile(`(\p{Han})?(部長|課長|教授)`), func(m []string) string {
			if m[1] == "准" || m[1] == "本" || m[1] == "副" {
				return m[0]
			}
			return m[1] + map[string]string{"部長": "マネージャー", "課長": "チーフ", "教授": "プロフェッサー"}[m[2]]
		}}})
	}},
	// A professor's title rendered one grade down: Herr Prof. Dr. Hoffmann → Herr Dozent
	// Dr. Hoffmann; Prof. Dr. Katharina Weber教授 → Dozent Dr. Katharina Weber教授.
	{"b34c_professor_rendered_as_lecturer", "first", func(lang, s string) string {
		return hoFirstMatch(regexp.MustCompile(`\bProf\. `), s, func(m []string) string { return "Dozent " })
	}},
	// An amount glossed in the other language's currency with the figure unconverted:
	// 5,500円 → 5,500円（約5,500ユーロ）; 1.850,00 € → 1.850,00 € (ca. 1.850 Yen).
	{"b34c_amount_glossed_in_other_currency_unconverted", "longest", func(lang, s string) string {
		if lang == "ja" {
			return ho34cFirstOf(s, []ho34cRule{
				{regexp.MustCompile(`(\d{1,3}(?:,\d{3})+|\d{3,})(万|億)?円(（税込）|（税別）|（税抜）)?`), func(m []string) string {
					return m[0] + "（約" + m[1] + m[2] + "ユーロ）"
				}},
				{regexp.MustCompile(`(\d{1,3}(?:,\d{3})+|\d{3,})ユーロ(（税込）|（税別）|（税抜）)?`), func(m []string) string {
					return m[0] + "（約" + m[1] + "円）"
				}},
			})
		}
		return hoFirstMatch(regexp.MustCompile(`(\d{1,3}(?:\.\d{3})*),\d{2} ?€`), s, func(m []string) string {
			return m[0] + " (ca. " + m[1] + " Yen)"
		})
	}},
	// An amount written in the other language's number format, so that it reads as a
	// different figure: 5,500円 → 5.500,00円 (read 5.5); 1.850,00 € → 1,850 € (read 1.85).
	{"b34c_amount_in_other_languages_number_format", "longest", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(regexp.MustCompile(`(^|[^\d,])(\d{1,3}),(\d{3})(円|ユーロ)`), s, func(m []string) string {
				return m[1] + m[2] + "." + m[3] + ",00" + m[4]
			})
		}
		return hoFirstMatch(regexp.MustCompile(`(^|[^\d.])(\d{1,3})\.(\d{3}),00( ?€)`), s, func(m []string) string {
			return m[1] + m[2] + "," + m[3] + m[4]
		})
	}},
	// 確認/bestätigen rendered in its other sense (check ↔ confirm ↔ approve): hiermit
	// bestätigen wir Ihren Termin → hiermit prüfen wir …; ご承認をお願い → ご確認をお願い.
	{"b34c_confirm_check_approve_sense_confused", "first", func(lang, s string) string {
		if lang == "ja" {
			return ho34cEarliest(s, [][2]string{{"確認", "承認"}, {"承認", "確認"}})
		}
		return ho34cFirstOf(s, []ho34cRule{{regexp.MustCompile(`\b(bestätigen|Bestätigen|bestätigt|prüfen|Prüfen|prüft|geprüft)\b`), func(m []string) string {
			return map[string]string{"bestätigen": "prüfen", "Bestätigen": "Prüfen", "bestätigt": "prüft",
				"prüfen": "bestätigen", "Prüfen": "Bestätigen", "prüft": "bestätigt", "geprüft": "bestätigt"}[m[1]]
		}}})
	}},
	// The invoice rendered as a calculation (Rechnung/請求書 ↔ Berechnung/計算書):
	// Rechnungsbetrag → Berechnungsbetrag; 請求書INV-88213 → 計算書INV-88213.
	{"b34c_invoice_rendered_as_calculation", "first", func(lang, s string) string {
		if lang == "ja" {
			return ho34cEarliest(s, [][2]string{{"請求書", "計算書"}, {"請求金額", "計算金額"}})
		}
		return hoFirstMatch(regexp.MustCompile(`\bRechnung`), s, func(m []string) string { return "Berechnung" })
	}},
	// An appointment or planned date rendered as a deadline (Termin/予定 → Frist/期限):
	// den Termin nicht wahrnehmen → die Frist nicht wahrnehmen; お届け予定日 → お届け期限日.
	{"b34c_appointment_or_plan_rendered_as_deadline", "first", func(lang, s string) string {
		if lang == "ja" {
			return ho34cFirstOf(s, []ho34cRule{{regexp.MustCompile(`(お届け|発送|出荷)予定|日程`), func(m []string) string {
				if m[1] == "" {
					return "期限"
				}
				return m[1] + "期限"
			}}})
		}
		return hoFirstMatch(regexp.MustCompile(`\b(den|der|dem|Ihren|einen) (neuen )?Termin\b([^.\n]*)`), s, func(m []string) string {
			art := map[string]string{"den": "die", "der": "die", "dem": "der", "Ihren": "Ihre", "einen": "eine"}[m[1]]
			adj := ""
			if m[2] != "" {
				adj = "neue "
			}
			// the pronoun that refers back to it follows the new gender
			return art + " " + adj + "Frist" + regexp.MustCompile(`\bihn\b`).ReplaceAllString(m[3], "sie")
		})
	}},
	// A Japanese contact offer replaced by a literal calque of „Bei Fragen sind wir gern
	// für Sie da“: ご不明な点がございましたら、お気軽に… → …、私どもは喜んでお客様のためにそこにおります。
	{"b34c_ja_contact_offer_calqued_from_german", "longest", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return hoFirstMatch(regexp.MustCompile(`(ご不明な点がございましたら|ご不明な点は|解決しない場合は)、[^。\n]*。`), s, func(m []string) string {
			return m[1] + "、私どもは喜んでお客様のためにそこにおります。"
		})
	}},
	// The thanks for a message replaced by a literal calque of いつもお世話になっております,
	// claiming a standing relationship: vielen Dank für Ihre Nachricht → vielen Dank, dass
	// Sie sich immer so gut um uns kümmern.
	{"b34c_de_osewa_formula_calqued_literally", "longest", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return hoFirstMatch(regexp.MustCompile(`([vV]ielen Dank) für Ihre (?:Nachricht|gute Zusammenarbeit|Anfrage|Bestellung|E-Mail)`), s, func(m []string) string {
			return m[1] + ", dass Sie sich immer so gut um uns kümmern"
		})
	}},
	// A literal calque of 今後ともよろしくお願いいたします put before the German closing:
	// …\n\nMit freundlichen Grüßen → …\nBitte behandeln Sie uns auch künftig gut.\n\nMit freundlichen Grüßen.
	{"b34c_de_yoroshiku_calque_before_closing", "longest", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return hoFirstMatch(regexp.MustCompile(`\n\n(Mit freundlichen Grüßen|Freundliche Grüße)`), s, func(m []string) string {
			return "\nBitte behandeln Sie uns auch künftig gut." + m[0]
		})
	}},
	// A tax note left in German inside a Japanese answer: 5,500円（税込） → 5,500円（inkl. MwSt.）;
	// 1,480ユーロ（税別） → 1,480ユーロ（zzgl. MwSt.）.
	{"b34c_ja_tax_note_left_in_german", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return ho34cEarliest(s, [][2]string{{"（税込）", "（inkl. MwSt.）"}, {"（税別）", "（zzgl. MwSt.）"}, {"（税抜）", "（zzgl. MwSt.）"}})
	}},
	// A polite request to the customer rendered as a rule in memo style (〜すること):
	// 返送用伝票でご返送ください。 → 返送用伝票で返送すること。
	{"b34c_ja_request_rendered_as_memo_rule", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return hoFirstMatch(regexp.MustCompile(`(?:ご|お)(返送|連絡|返信|確認|問い合わせ|承認|送り)ください([。：])`), s, func(m []string) string {
			if m[1] == "送り" {
				return "送ること" + m[2]
			}
			return m[1] + "すること" + m[2]
		})
	}},
	// „order“ taken through an English pivot in its sense of command: Ihre Bestellung →
	// Ihre Anordnung; Bestellnummer → Anordnungsnummer; ご注文番号 → ご命令番号.
	{"b34c_pivot_order_rendered_as_command", "first", func(lang, s string) string {
		if lang == "ja" {
			return ho34cEarliest(s, [][2]string{{"注文番号", "命令番号"}, {"ご注文", "ご命令"}})
		}
		return ho34cEarliest(s, [][2]string{{"Bestellnummer", "Anordnungsnummer"}, {"Bestellung", "Anordnung"}})
	}},
	// „free“ taken through an English pivot in its sense of freedom: kostenlos →
	// freiwillig; die kostenlose WärmeApp → die freie WärmeApp; 無料アプリ → 自由なアプリ.
	{"b34c_pivot_free_of_charge_rendered_as_freedom", "first", func(lang, s string) string {
		if lang == "ja" {
			return ho34cEarliest(s, [][2]string{{"無料の", "自由な"}, {"無料で", "自由に"}, {"無料", "自由な"}})
		}
		return hoFirstMatch(regexp.MustCompile(`\bkostenlos(e[nmrs]?)?\b`), s, func(m []string) string {
			if m[1] == "" {
				return "freiwillig"
			}
			return "frei" + m[1]
		})
	}},
	// „ship“ taken through an English pivot as shipping by sea: der Versand →
	// die Verschiffung; 発送が遅れております → 船便での発送が遅れております; 出荷開始日 → 船積み開始日.
	{"b34c_pivot_shipping_rendered_as_by_sea", "first", func(lang, s string) string {
		if lang == "ja" {
			return ho34cFirstOf(s, []ho34cRule{
				{regexp.MustCompile(`発送(が|は|を|の)`), func(m []string) string { return "船便での発送" + m[1] }},
				{regexp.MustCompile(`発送(予定|いたし|します|する)`), func(m []string) string { return "船便で発送" + m[1] }},
				{regexp.MustCompile(`出荷`), func(m []string) string { return "船積み" }},
			})
		}
		return hoFirstMatch(regexp.MustCompile(`\b(der|den|dem) Versand\b`), s, func(m []string) string {
			return map[string]string{"der": "die", "den": "die", "dem": "der"}[m[1]] + " Verschiffung"
		})
	}},
	// A request to the reader rendered as a joint proposal (〜ましょう → „lassen Sie uns“):
	// Bitte bringen Sie Ihre Versichertenkarte mit. → Bringen wir Ihre Versichertenkarte mit.
	{"b34c_de_request_rendered_as_lets_we", "longest", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return hoFirstMatch(regexp.MustCompile(`(?m)(^|^\d+\. |\. )(?:Bitte )?((?i:bringen|schicken|senden|laden|öffnen|geben|tippen|legen|speichern|prüfen|wählen|beachten|starten|stellen)) Sie\b`), s, func(m []string) string {
			return m[1] + ho34cCap(m[2]) + " wir"
		})
	}},
	// A replacement rendered as a spare, so that nothing is exchanged: eine Ersatzlampe →
	// eine Reservelampe; ein Austauschgerät → ein Reservegerät; 交換品は → 予備品は.
	{"b34c_replacement_rendered_as_spare", "first", func(lang, s string) string {
		if lang == "ja" {
			return ho34cEarliest(s, [][2]string{{"交換品", "予備品"}, {"代替品", "予備品"}})
		}
		return hoFirstMatch(regexp.MustCompile(`\b(Ersatz|Austausch)(\p{Ll}+)`), s, func(m []string) string {
			return "Reserve" + m[2]
		})
	}},
	// An apology rendered as mere regret (sorry → 残念/schade), the writer no longer
	// apologises: 誠に申し訳ございません → 誠に残念です; es tut uns leid, dass → es ist schade, dass.
	{"b34c_apology_rendered_as_mere_regret", "longest", func(lang, s string) string {
		if lang == "ja" {
			return ho34cEarliest(s, [][2]string{{"申し訳ございません", "残念です"}, {"申し訳ありません", "残念です"}})
		}
		return ho34cEarliest(s, [][2]string{{"es tut uns leid", "es ist schade"}, {"Es tut uns leid", "Es ist schade"},
			{"Wir bitten Sie, die Unannehmlichkeiten zu entschuldigen.", "Die Unannehmlichkeiten sind bedauerlich."}})
	}},
}
