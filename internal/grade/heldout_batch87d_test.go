package grade

// Batch 87d: summaries and extractions that keep the words but lose what matters.
// A summary that no longer says who reported or asked, that blurs what was asked
// for into "a reply", that records a proposal or a recommendation as a decision,
// that folds two people into one, that keeps a weekday but loses its date, or that
// reports a change with the old value as the new one; and extractions whose values
// sit at the wrong scale, whose total covers one record only, whose record takes a
// name from another record, whose date is null, whose record is empty, whose id has
// lost its prefix and turned into a number, or whose name field lost half the name.

import (
	"regexp"
	"strconv"
	"strings"
)

var (
	b87dJaAskerFrom  = regexp.MustCompile(`^([^。、\n「」]{1,30}?様)(から|より)、`)
	b87dDeAsker      = regexp.MustCompile(`(?:(?:Herr|Frau) (?:(?:Prof|Dr)\. )*\p{Lu}\p{L}+(?: von der [\p{L} ]+?)?|Sie|Er) (meldet|bittet)(, dass| darum, dass|,)`)
	b87dDeBittet     = regexp.MustCompile(`^(.*\bbittet)(?: darum,| um|,) .+?\.(\s*)$`)
	b87dJaApproval   = regexp.MustCompile(`、([^、。]+?)の承認を求めている`)
	b87dJaWish       = regexp.MustCompile(`までの([^、。（）]+?)を希望`)
	b87dJaProposal   = regexp.MustCompile(`提案(している|しています|した|しました)`)
	b87dDeRecommend  = regexp.MustCompile(`(?m)^Empfehlung:`)
	b87dDePerson     = regexp.MustCompile(`\b(Herrn?|Frau) ((?:(?:Prof|Dr)\. )*\p{Lu}[\p{L}-]+(?: \p{Lu}[\p{L}-]+)?)`)
	b87dJaPerson     = regexp.MustCompile(`\p{Han}{1,3}(?:部長|課長|様)`)
	b87dJSONBigInt   = regexp.MustCompile(`("[a-z_]+": )(\d{5,})([,}\s])`)
	b87dRecordStart  = regexp.MustCompile(`(\[|\}, )\{"([a-z_]+)": "([^"]*)"`)
	b87dFirstLine    = regexp.MustCompile(`\[\{"[a-z_]+": "[^"]*", "(?:menge|quantity)": (\d+), "(?:einzelpreis|unit_price)": (\d+(?:\.\d+)?)\}`)
	b87dJSONNet      = regexp.MustCompile(`("netto": |"total": \{"value": )(\d+(?:\.\d+)?)`)
	b87dJSONISODate  = regexp.MustCompile(`("[a-z_]+": )"\d{4}-\d{2}-\d{2}"`)
	b87dJSONRecord   = regexp.MustCompile(`\[\{[^{}\[\]]*\}`)
	b87dJSONPrefixID = regexp.MustCompile(`("[a-z_]+": )"[A-Z]{2,4}-([1-9]\d{3,7})"`)
	b87dJSONName     = regexp.MustCompile(`("(?:name|kunde|customer|customer_name|company)": ")([^" ]+) ([^"]+)"`)
	b87dJaWeekday    = regexp.MustCompile(`(?:令和\d{1,2}年|\d{4}年)?\d{1,2}月\d{1,2}日（([月火水木金土日])）`)
	b87dDeWeekday    = regexp.MustCompile(`(Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag), (?:den )?(?:\d{1,2}\. (?:Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) \d{4}|\d{1,2}\.\d{1,2}\.\d{4})|\d{1,2}\.\d{1,2}\.\d{4} \((Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag)\)`)
	b87dDeEuro       = regexp.MustCompile(`\d{1,3}(?:\.\d{3})*,\d{2} €`)
	b87dJaYen        = regexp.MustCompile(`(?:\d+億)?\d{1,3}(?:,\d{3})*万?円`)
	b87dDeChange     = regexp.MustCompile(`vom (\d{1,2}\.\d{1,2}\.\d{4})((?: \(\p{L}+\))?) auf den \d{1,2}\.\d{1,2}\.\d{4}(?: \(\p{L}+\))?|(am )?\d{1,2}\.\d{1,2}\.\d{4} statt (?:am )?(\d{1,2}\.\d{1,2}\.\d{4})|(?:\d{1,3}(?:\.\d{3})*,\d{2} €) statt (\d{1,3}(?:\.\d{3})*,\d{2} €)`)
	b87dJaChange     = regexp.MustCompile(`((?:\d{4}年)?\d{1,2}月\d{1,2}日)から(?:\d{4}年)?\d{1,2}月\d{1,2}日(?:（[月火水木金土日]）)?に`)
)

// b87dDeParticiple gives the impersonal passive of a reporting verb.
var b87dDeParticiple = map[string]string{"meldet": "gemeldet", "bittet": "gebeten"}

// b87dSentenceWise applies f to the first sentence it changes.
func b87dSentenceWise(lang, s string, f func(string) string) string {
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

var heldOutBatch87d = []heldOutKind{
	// The summary no longer says who reported or asked: the named source becomes an
	// impersonal passive, or the opening "from X" is cut.
	// de: Herr Strauß bittet, die Mehrkosten … freizugeben. → Es wird gebeten, die Mehrkosten … freizugeben.
	// ja: 松本様より、注文番号AP-73015…との連絡。 → 注文番号AP-73015…との連絡。
	{"b87d_reporting_or_asking_party_dropped_from_summary", "first", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(b87dJaAskerFrom, s, func(m []string) string { return "" })
		}
		return hoFirstMatch(b87dDeAsker, s, func(m []string) string {
			rest := m[2]
			if rest == " darum, dass" {
				return "Es wird darum " + b87dDeParticiple[m[1]] + ", dass"
			}
			return "Es wird " + b87dDeParticiple[m[1]] + rest
		})
	}},

	// What was asked for is blurred into "a reply" or "action": the summary keeps that
	// someone asked, but not for what.
	// de: Frau Köhler bittet um ein Rücksendeetikett. → Frau Köhler bittet um Rückmeldung.
	// ja: 10月20日の経営会議で、延期と予備費支出の承認を求めている。 → 10月20日の経営会議で、対応を求めている。
	{"b87d_requested_object_blurred_to_generic_response", "first", func(lang, s string) string {
		if lang == "ja" {
			if out := hoFirstMatch(b87dJaApproval, s, func(m []string) string { return "、対応を求めている" }); out != s {
				return out
			}
			return hoFirstMatch(b87dJaWish, s, func(m []string) string { return "までの対応を希望" })
		}
		return b87dSentenceWise(lang, s, func(sent string) string {
			return hoFirstMatch(b87dDeBittet, sent, func(m []string) string { return m[1] + " um Rückmeldung." + m[2] })
		})
	}},

	// A proposal or a recommendation is recorded as a decision already taken.
	// de: Empfehlung: Eisblock Systemtechnik KG ist … → Beschluss: Eisblock Systemtechnik KG ist …
	// ja: 11月24日（火）に延期することを提案している。 → 11月24日（火）に延期することを決定した。
	{"b87d_proposal_or_recommendation_recorded_as_decision", "first", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(b87dJaProposal, s, func(m []string) string {
				if strings.HasSuffix(m[1], "ます") || m[1] == "しました" {
					return "決定しました"
				}
				return "決定した"
			})
		}
		return hoFirstMatch(b87dDeRecommend, s, func(m []string) string { return "Beschluss:" })
	}},

	// Two people are folded into one: every mention of the second named person is
	// given to the first, so the second one's statement, role or delivery goes to the
	// wrong party.
	// de: Laut Frau Dr. Vogt kommt … Herr Oßwald meldet Mehrkosten … → … Frau Dr. Vogt meldet Mehrkosten …
	// ja: 営業の担当は引き続き松田部長で、請求書の送付先は経理部の小西課長に変わります。 → …経理部の松田部長に変わります。
	{"b87d_two_named_people_collapsed_into_first", "raw", func(lang, s string) string {
		if lang == "ja" {
			ms := b87dJaPerson.FindAllString(s, -1)
			var first string
			for _, m := range ms {
				if m == "客様" || m == "皆様" {
					continue
				}
				if first == "" {
					first = m
					continue
				}
				if m != first {
					return strings.ReplaceAll(s, m, first)
				}
			}
			return s
		}
		ms := b87dDePerson.FindAllStringSubmatch(s, -1)
		if len(ms) < 2 {
			return s
		}
		first := ms[0]
		for _, m := range ms[1:] {
			if m[2] == first[2] {
				continue
			}
			return b87dDePerson.ReplaceAllStringFunc(s, func(x string) string {
				sm := b87dDePerson.FindStringSubmatch(x)
				if sm[2] != m[2] {
					return x
				}
				title := first[1]
				if sm[1] == "Herrn" && title == "Herr" {
					title = "Herrn"
				}
				if sm[1] != "Herrn" && title == "Herrn" {
					title = "Herr"
				}
				return title + " " + first[2]
			})
		}
		return s
	}},

	// A yen amount of an extraction is given in 万円 while the key keeps plain yen.
	// ja: "monthly_fee": 33000 → "monthly_fee": 3.3
	{"b87d_json_yen_value_given_in_man_units", "raw", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return hoFirstMatch(b87dJSONBigInt, s, func(m []string) string {
			v, _ := strconv.Atoi(m[2])
			if v%100 != 0 {
				return m[0]
			}
			return m[1] + strconv.FormatFloat(float64(v)/10000, 'f', -1, 64) + m[3]
		})
	}},

	// The first record of a list takes the name of the last record, so both lines
	// name the same product.
	// de: [{"bezeichnung": "Gärkorbreinigungsservice", … → [{"bezeichnung": "Backofenthermometer Präzisa", …
	// ja: [{"product": "ソラノ電気ケトル K1", … → [{"product": "交換用パッキン", …
	{"b87d_json_first_record_named_after_last_record", "raw", func(lang, s string) string {
		ms := b87dRecordStart.FindAllStringSubmatchIndex(s, -1)
		if len(ms) < 2 {
			return s
		}
		f, l := ms[0], ms[len(ms)-1]
		if s[f[4]:f[5]] != s[l[4]:l[5]] || s[f[6]:f[7]] == s[l[6]:l[7]] || s[f[0]:f[1]][0] != '[' {
			return s
		}
		return s[:f[6]] + s[l[6]:l[7]] + s[f[7]:]
	}},

	// The net total or total of an extraction covers the first line only.
	// de: "netto": 869.00 → "netto": 740.00
	// ja: "total": {"value": 15000 → "total": {"value": 12800
	{"b87d_json_total_covers_first_record_only", "raw", func(lang, s string) string {
		fl := b87dFirstLine.FindStringSubmatch(s)
		if fl == nil {
			return s
		}
		q, _ := strconv.Atoi(fl[1])
		p, _ := strconv.ParseFloat(fl[2], 64)
		line := float64(q) * p
		return hoFirstMatch(b87dJSONNet, s, func(m []string) string {
			dec := 0
			if i := strings.IndexByte(m[2], '.'); i >= 0 {
				dec = len(m[2]) - i - 1
			}
			nw := strconv.FormatFloat(line, 'f', dec, 64)
			if nw == m[2] {
				return m[0]
			}
			return m[1] + nw
		})
	}},

	// The last date of an extraction (due, end or delivery date) is null though the
	// source gives it.
	// de: "faellig_am": "2026-11-04" → "faellig_am": null
	// ja: "end_date": "2027-11-30" → "end_date": null
	{"b87d_json_last_date_field_null_despite_source", "raw", func(lang, s string) string {
		locs := b87dJSONISODate.FindAllStringSubmatchIndex(s, -1)
		if len(locs) == 0 {
			return s
		}
		l := locs[len(locs)-1]
		return s[:l[0]] + s[l[2]:l[3]] + "null" + s[l[1]:]
	}},

	// The first record of a list of items is an empty object: the line is gone, the
	// totals still count it.
	// de: "positionen": [{"bezeichnung": "Gärkorbreinigungsservice", "menge": 4, …}, …] → "positionen": [{}, …]
	// ja: "items": [{"product": "ソラノ電気ケトル K1", …}, …] → "items": [{}, …]
	{"b87d_json_first_list_record_emptied", "raw", func(lang, s string) string {
		return hoFirstMatch(b87dJSONRecord, s, func(m []string) string {
			if m[0] == "[{}" {
				return m[0]
			}
			return "[{}"
		})
	}},

	// A prefixed id is extracted as a bare integer: the prefix that says which
	// series it belongs to is lost, and the field is a number.
	// de: "order_id": "DE-55102" → "order_id": 55102
	// ja: "contract_id": "SK-30918" → "contract_id": 30918
	{"b87d_json_prefixed_id_extracted_as_integer", "raw", func(lang, s string) string {
		return hoFirstMatch(b87dJSONPrefixID, s, func(m []string) string { return m[1] + m[2] })
	}},

	// A person's or customer's name field keeps only half the name: the surname or
	// firm in German, the family name in Japanese.
	// de: "name": "Petra Müller" → "name": "Petra"
	// ja: "name": "髙橋 美咲" → "name": "美咲"
	{"b87d_json_name_field_keeps_half_the_name", "raw", func(lang, s string) string {
		return hoFirstMatch(b87dJSONName, s, func(m []string) string {
			if lang == "ja" {
				return m[1] + m[3] + `"`
			}
			return m[1] + m[2] + `"`
		})
	}},

	// A dated weekday keeps only its weekday: which Monday is no longer said.
	// de: am Montag, 26. Oktober 2026, um 10:30 Uhr → am Montag, um 10:30 Uhr
	// ja: 新しいお届け予定日は10月21日（水）です。 → 新しいお届け予定日は水曜日です。
	{"b87d_dated_weekday_reduced_to_weekday_alone", "first", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(b87dJaWeekday, s, func(m []string) string { return m[1] + "曜日" })
		}
		return hoFirstMatch(b87dDeWeekday, s, func(m []string) string { return m[1] + m[2] })
	}},

	// The first amount of the answer takes the figure of its last other amount, as a
	// value read from another line of the same source.
	// de: Mehrkosten: 18.750,00 € für die Stahlträger → Mehrkosten: 212.400,00 € für die Stahlträger
	// ja: 追加ユーザー分の料金5,500円（税込） → 追加ユーザー分の料金38,500円（税込）
	{"b87d_first_amount_takes_last_other_amounts_figure", "first", func(lang, s string) string {
		re := b87dDeEuro
		if lang == "ja" {
			re = b87dJaYen
		}
		locs := re.FindAllStringIndex(s, -1)
		if len(locs) < 2 {
			return s
		}
		first := s[locs[0][0]:locs[0][1]]
		for i := len(locs) - 1; i > 0; i-- {
			if o := s[locs[i][0]:locs[i][1]]; o != first {
				return s[:locs[0][0]] + o + s[locs[0][1]:]
			}
		}
		return s
	}},

	// A change is reported with its old value as the new one: the "from … to …" or
	// "… instead of …" keeps only the old value.
	// de: verschiebt sich die Inbetriebnahme vom 02.11.2026 auf den 16.11.2026 → verschiebt sich die Inbetriebnahme auf den 02.11.2026
	// ja: 出荷開始日を2026年11月9日から11月24日（火）に延期する → 出荷開始日を2026年11月9日に延期する
	{"b87d_change_reported_with_old_value_as_new", "first", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(b87dJaChange, s, func(m []string) string { return m[1] + "に" })
		}
		return hoFirstMatch(b87dDeChange, s, func(m []string) string {
			switch {
			case m[1] != "":
				return "auf den " + m[1] + m[2]
			case m[4] != "":
				return m[3] + m[4]
			default:
				return m[5]
			}
		})
	}},
}
