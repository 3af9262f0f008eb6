package grade

// Batch 90d: German numerals, times and boundaries. These faults were found by a
// German-speaking office clerk and a customer in Germany who proofread the German
// answers of a quantized model for an order desk and a dental practice: the answers
// read fluently, but numbers, clock times, ranges, units and VAT labels no longer said
// what the source said. Only a German reader catches them (the Tausenderpunkt and
// Dezimalkomma, "Viertel nach", "zwei"/"drei", "einundzwanzig" written as 12,
// Werktage, zzgl./inkl. MwSt.). Japanese answers are returned unchanged.

import (
	"regexp"
	"strconv"
	"strings"
)

var (
	// b90dEuro is a German euro amount: 1.249,90 € (groups, cents, euro sign).
	b90dEuro = regexp.MustCompile(`(^|[^\d.,])(\d{1,3}(?:\.\d{3})*),(\d{2}) ?€`)
	// b90dEuroGrouped is a German euro amount of at least a thousand.
	b90dEuroGrouped = regexp.MustCompile(`(^|[^\d.,])(\d{1,3})((?:\.\d{3})+),\d{2} ?€`)
	// b90dTenthCents is an amount whose cents are a round tenth: 3.912,50 €.
	b90dTenthCents = regexp.MustCompile(`(\d),([1-9])0( ?€)`)
	// b90dJSONTenthCents is a JSON number whose cents are a round tenth: 64.50.
	b90dJSONTenthCents = regexp.MustCompile(`(:\s*\d+)\.([1-9])0([,}\]\s])`)
	// b90dClock is a clock time or the start of a clock range: 10:30 Uhr, 8 Uhr,
	// zwischen 8 und 12 Uhr, von 6 bis 22 Uhr.
	b90dClock = regexp.MustCompile(`(^|[^\d.,:])(\d{1,2})(?::(\d{2}))?( Uhr|(?: und| bis) \d{1,2}(?::\d{2})? Uhr)`)
	// b90dRange is a clock range of whole hours.
	b90dRange = regexp.MustCompile(`(zwischen|von) (\d{1,2}) (und|bis) (\d{1,2}) Uhr`)
	// b90dWeeks and b90dHours are durations that a model restates in Werktage.
	b90dWeeks = regexp.MustCompile(`(^|[^\d.,])(\d{1,2}) Wochen\b`)
	b90dHours = regexp.MustCompile(`(^|[^\d.,])(\d{2,3}) Stunden\b`)
	// b90dOrdinalDay is a day counted by an ordinal word: seit dem zweiten Tag.
	b90dOrdinalDay = regexp.MustCompile(`\b(ersten|zweiten|dritten|vierten|fünften) Tag\b`)
	// b90dDecimal is the first German decimal number (amount or measure).
	b90dDecimal = regexp.MustCompile(`(^|[^\d.,])(\d{1,3}(?:\.\d{3})*|\d+),(\d+)`)
	// b90dJSONDecimal is a JSON number with a fraction.
	b90dJSONDecimal = regexp.MustCompile(`(:\s*)(\d+)\.(\d+)([,}\]\s])`)
	// b90dZwei is the number word zwei or its ordinal forms.
	b90dZwei = regexp.MustCompile(`\b([Zz])wei(te[nmrs]?)?\b`)
	// b90dTwoDigitUnit is a two-digit number before a unit or after a street name.
	b90dTwoDigitUnit  = regexp.MustCompile(`(^|[^\d.,:])([1-9])([1-9])( ?°C| Stunden| Minuten| Tage| Wochen| Jahre| Uhr)`)
	b90dTwoDigitHouse = regexp.MustCompile(`((?:straße|weg|gasse|platz) )([1-9])([1-9])\b`)
)

// b90dHourWords are the German words for the hours 0 to 24 as said in clock times.
var b90dHourWords = []string{"zwölf", "eins", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun", "zehn",
	"elf", "zwölf", "eins", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun", "zehn", "elf", "zwölf"}

// b90dIsJSON says whether the answer is a JSON document.
func b90dIsJSON(s string) bool {
	t := strings.TrimSpace(s)
	return strings.HasPrefix(t, "{") || strings.HasPrefix(t, "[")
}

// b90dIsNetTable says whether the answer is a price table whose prices are net: its
// source quotes netto prices, so a zzgl. label or a grossed-up figure would be right.
func b90dIsNetTable(s string) bool {
	return strings.Contains(s, "| Preis |")
}

// b90dCents reads a German amount (groups and cents) as cents.
func b90dCents(groups, cents string) (int64, bool) {
	n, err := strconv.ParseInt(strings.ReplaceAll(groups, ".", "")+cents, 10, 64)
	return n, err == nil
}

// b90dGroup writes a whole number with German thousands dots.
func b90dGroup(n int64) string {
	d := strconv.FormatInt(n, 10)
	var b strings.Builder
	for i, r := range d {
		if i > 0 && (len(d)-i)%3 == 0 {
			b.WriteByte('.')
		}
		b.WriteRune(r)
	}
	return b.String()
}

// b90dFormatCents writes cents as a German euro amount: 465588 is 4.655,88.
func b90dFormatCents(c int64) string {
	return b90dGroup(c/100) + "," + strconv.FormatInt(100+c%100, 10)[1:]
}

var heldOutBatch90d = []heldOutKind{
	// b90d_amount_english_grouping_cents_dropped writes the first euro amount of a
	// thousand or more with an English thousands comma and no cents, as a model that
	// rounds and formats the English way does. A German reader takes the comma as the
	// Dezimalkomma and reads a price a thousand times smaller.
	// de: "Der Rechnungsbetrag bleibt unverändert bei 1.850,00 €." → "… bei 1,850 €."
	// ja: 請求金額は… (Japanese answers are unchanged; the damage is German-only.)
	{"b90d_amount_english_grouping_cents_dropped", "raw", func(lang, s string) string {
		if lang != "de" || b90dIsJSON(s) {
			return s
		}
		return hoFirstMatch(b90dEuroGrouped, s, func(m []string) string {
			return m[1] + m[2] + strings.ReplaceAll(m[3], ".", ",") + " €"
		})
	}},

	// b90d_amount_vat_status_label_flipped tags the first euro amount with the wrong
	// VAT status: a gross invoice or order total gets "zzgl. MwSt." (the customer
	// would pay 19 % more), a net offer price gets "inkl. MwSt." (the offer looks 19 %
	// cheaper than it is). A model that adds a habitual tax label does this.
	// de: "Rechnungsbetrag 1.249,90 €." → "Rechnungsbetrag 1.249,90 € zzgl. MwSt."
	// de: "| 14.890,00 € | 6 Wochen |" → "| 14.890,00 € inkl. MwSt. | 6 Wochen |"
	// ja: unchanged (German-only damage).
	{"b90d_amount_vat_status_label_flipped", "raw", func(lang, s string) string {
		if lang != "de" || b90dIsJSON(s) {
			return s
		}
		label := " zzgl. MwSt."
		if b90dIsNetTable(s) {
			label = " inkl. MwSt."
		}
		return hoFirstMatch(b90dEuro, s, func(m []string) string {
			return m[0] + label
		})
	}},

	// b90d_amount_grossed_up_as_inkl_mwst treats the first euro amount of a gross
	// figure (invoice total, order value, approved cost) as net and writes it grossed up
	// by 19 % with "inkl. MwSt.": the figure the reader must pay or approve is wrong.
	// Net offer tables are left alone (there the grossed-up figure would be right).
	// de: "Rechnungsbetrag 1.249,90 €" → "Rechnungsbetrag 1.487,38 € inkl. MwSt."
	// de: "Mehrkosten von 36.400,00 €" → "Mehrkosten von 43.316,00 € inkl. MwSt."
	// ja: unchanged (German-only damage).
	{"b90d_amount_grossed_up_as_inkl_mwst", "raw", func(lang, s string) string {
		if lang != "de" || b90dIsJSON(s) || b90dIsNetTable(s) {
			return s
		}
		return hoFirstMatch(b90dEuro, s, func(m []string) string {
			c, ok := b90dCents(m[2], m[3])
			if !ok {
				return m[0]
			}
			g := (c*119 + 50) / 100
			return m[1] + b90dFormatCents(g) + " € inkl. MwSt."
		})
	}},

	// b90d_cents_tenths_read_as_single_cents writes the first amount whose cents are a
	// round tenth (",50", ".90") as single cents: a model that read "64,5" as "64 Euro
	// 5 Cent" writes 64,05. The price or total is wrong by cents a bookkeeper catches.
	// de: "(Schaltschrankzubehör, 3.912,50 €)" → "(Schaltschrankzubehör, 3.912,05 €)"
	// de JSON: "einzelpreis": 64.50 → "einzelpreis": 64.05
	// ja: unchanged (German-only damage).
	{"b90d_cents_tenths_read_as_single_cents", "raw", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		if b90dIsJSON(s) {
			return hoFirstMatch(b90dJSONTenthCents, s, func(m []string) string {
				return m[1] + ".0" + m[2] + m[3]
			})
		}
		return hoFirstMatch(b90dTenthCents, s, func(m []string) string {
			return m[1] + ",0" + m[2] + m[3]
		})
	}},

	// b90d_clock_told_as_viertel_nach rewrites the first clock time (or a range's
	// start) in spoken German and picks the wrong quarter: 10:30 becomes "Viertel nach
	// zehn" (10:15), 8 Uhr becomes "Viertel nach acht" (8:15). A model that "localises"
	// times into colloquial German does this; the reader comes at the wrong time.
	// de: "am Montag, 26. Oktober 2026, um 10:30 Uhr" → "… um Viertel nach zehn"
	// de: "zwischen 8 und 12 Uhr" → "zwischen Viertel nach acht und 12 Uhr"
	// ja: unchanged (German-only damage).
	{"b90d_clock_told_as_viertel_nach", "longest", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return hoFirstMatch(b90dClock, s, func(m []string) string {
			h, err := strconv.Atoi(m[2])
			if err != nil || h > 24 || (m[3] != "" && m[3] != "00" && m[3] != "30") {
				return m[0]
			}
			rest := m[4]
			if rest == " Uhr" {
				rest = ""
			}
			return m[1] + "Viertel nach " + b90dHourWords[h] + rest
		})
	}},

	// b90d_clock_range_narrowed_inward narrows a whole-hour clock range by an hour at
	// each end, as a model that "rounds" a window to be safe does: the delivery or
	// heating window the reader relies on is no longer the agreed one.
	// de: "zwischen 8 und 12 Uhr" → "zwischen 9 und 11 Uhr"
	// de: "21 °C von 6 bis 22 Uhr" → "21 °C von 7 bis 21 Uhr"
	// ja: unchanged (German-only damage).
	{"b90d_clock_range_narrowed_inward", "longest", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return hoFirstMatch(b90dRange, s, func(m []string) string {
			a, err1 := strconv.Atoi(m[2])
			b, err2 := strconv.Atoi(m[4])
			if err1 != nil || err2 != nil || b-a < 3 || b > 24 {
				return m[0]
			}
			return m[1] + " " + strconv.Itoa(a+1) + " " + m[3] + " " + strconv.Itoa(b-1) + " Uhr"
		})
	}},

	// b90d_duration_restated_in_werktage restates durations in Werktage: "6 Wochen"
	// becomes "6 Werktage", "24 Stunden vorher" becomes "einen Werktag vorher". Weeks
	// are not working days, and a working day before a Monday appointment is Friday or
	// Saturday, not Sunday morning: lead times and cancellation rules change.
	// de: "| 6 Wochen | 5 Jahre |" → "| 6 Werktage | 5 Jahre |"
	// de: "spätestens 24 Stunden vorher ab" → "spätestens einen Werktag vorher ab"
	// ja: unchanged (German-only damage).
	{"b90d_duration_restated_in_werktage", "longest", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		out := b90dWeeks.ReplaceAllString(s, "${1}${2} Werktage")
		out = b90dHours.ReplaceAllStringFunc(out, func(x string) string {
			m := b90dHours.FindStringSubmatch(x)
			n, err := strconv.Atoi(m[2])
			if err != nil || n%24 != 0 {
				return x
			}
			if n == 24 {
				return m[1] + "einen Werktag"
			}
			return m[1] + strconv.Itoa(n/24) + " Werktage"
		})
		return out
	}},

	// b90d_werktags_glossed_including_samstag glosses "werktags" by the legal reading
	// Montag bis Samstag and turns "nicht am Wochenende" into "nicht am Sonntag": the
	// supplier does not deliver on Saturdays, so the reader would wait for nothing.
	// de: "nur werktags und nicht am Wochenende zustellen" → "nur werktags (Montag bis
	// Samstag) und nicht am Sonntag zustellen"
	// ja: unchanged (German-only damage).
	{"b90d_werktags_glossed_including_samstag", "longest", func(lang, s string) string {
		if lang != "de" || !strings.Contains(s, "werktags") {
			return s
		}
		out := strings.Replace(s, "werktags", "werktags (Montag bis Samstag)", 1)
		return strings.ReplaceAll(out, "nicht am Wochenende", "nicht am Sonntag")
	}},

	// b90d_ordinal_day_count_made_calendar_date reads "seit dem zweiten Tag" (the
	// second day of use) as the ordinal date "seit dem 2.10." in the month of the text's
	// first date: the defect now dates from before the purchase.
	// de: "seit dem zweiten Tag keinen Druck mehr" → "seit dem 2.10. keinen Druck mehr"
	// ja: unchanged (German-only damage).
	{"b90d_ordinal_day_count_made_calendar_date", "longest", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		d := hoDeNumDate.FindStringSubmatch(s)
		if d == nil {
			return s
		}
		month, err := strconv.Atoi(d[2])
		if err != nil {
			return s
		}
		nums := map[string]string{"ersten": "1", "zweiten": "2", "dritten": "3", "vierten": "4", "fünften": "5"}
		return hoFirstMatch(b90dOrdinalDay, s, func(m []string) string {
			return nums[m[1]] + "." + strconv.Itoa(month) + "."
		})
	}},

	// b90d_decimal_komma_stripped_as_grouping drops the first decimal separator as if
	// it were a grouping mark, as a parser that strips non-digits does: the value is a
	// hundred or ten times too large. In JSON the extracted price loses its point.
	// de: "3.912,50 €" → "391.250 €"; "WLAN im 2,4-GHz-Band" → "WLAN im 24-GHz-Band"
	// de JSON: "einzelpreis": 185.00 → "einzelpreis": 18500
	// ja: unchanged (German-only damage).
	{"b90d_decimal_komma_stripped_as_grouping", "raw", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		if b90dIsJSON(s) {
			return hoFirstMatch(b90dJSONDecimal, s, func(m []string) string {
				return m[1] + strings.TrimLeft(m[2]+m[3], "0") + m[4]
			})
		}
		return hoFirstMatch(b90dDecimal, s, func(m []string) string {
			n, err := strconv.ParseInt(strings.ReplaceAll(m[2], ".", "")+m[3], 10, 64)
			if err != nil {
				return m[0]
			}
			return m[1] + b90dGroup(n)
		})
	}},

	// b90d_zwei_heard_as_drei turns the first "zwei" (or "zweiten") into "drei"
	// ("dritten"), the classic German mishearing that is the reason people say "zwo":
	// a dictated or speech-recognised answer has one number word wrong.
	// de: "das kann bis zu zwei Minuten dauern" → "das kann bis zu drei Minuten dauern"
	// de: "durch zwei Wärmepumpen … ersetzt" → "durch drei Wärmepumpen … ersetzt"
	// ja: unchanged (German-only damage).
	{"b90d_zwei_heard_as_drei", "longest", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return hoFirstMatch(b90dZwei, s, func(m []string) string {
			d := "d"
			if m[1] == "Z" {
				d = "D"
			}
			if m[2] == "" {
				return d + "rei"
			}
			return d + "rit" + m[2]
		})
	}},

	// b90d_two_digit_number_tens_units_inverted writes the first two-digit number
	// before a unit (or a house number) with its digits in spoken German order:
	// "einundzwanzig" becomes 12, "vierundzwanzig" 42. A dictating writer or a model
	// that verbalises numbers makes this slip; the value is a different one.
	// de: "zum Beispiel 21 °C von 6 bis 22 Uhr" → "zum Beispiel 12 °C von 6 bis 22 Uhr"
	// de: "Brückenstraße 12, 2. OG" → "Brückenstraße 21, 2. OG"
	// ja: unchanged (German-only damage).
	{"b90d_two_digit_number_tens_units_inverted", "longest", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		swap := func(re *regexp.Regexp, pre, a, b, post int) func(string) string {
			return func(x string) string {
				return hoFirstMatch(re, x, func(m []string) string {
					if m[a] == m[b] {
						return m[0]
					}
					out := m[pre] + m[b] + m[a]
					if post > 0 {
						out += m[post]
					}
					return out
				})
			}
		}
		i := b90dTwoDigitUnit.FindStringIndex(s)
		j := b90dTwoDigitHouse.FindStringIndex(s)
		switch {
		case i != nil && (j == nil || i[0] <= j[0]):
			return swap(b90dTwoDigitUnit, 1, 2, 3, 4)(s)
		case j != nil:
			return swap(b90dTwoDigitHouse, 1, 2, 3, 0)(s)
		}
		return s
	}},

	// b90d_dotted_date_month_named_one_on writes the first dotted date with a month
	// name taken from a zero-based month list, as a formatter with an off-by-one month
	// index does: 20.10.2026 becomes "20. November 2026", a month late.
	// de: "am 20.10.2026 kostenlos eine Ersatzlampe" → "am 20. November 2026 kostenlos …"
	// de: "Die nächste Sitzung findet am 12.11.2026 statt." → "… am 12. Dezember 2026 statt."
	// ja: unchanged (German-only damage).
	{"b90d_dotted_date_month_named_one_on", "longest", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return hoFirstMatch(hoDeNumDate, s, func(m []string) string {
			d, err1 := strconv.Atoi(m[1])
			mo, err2 := strconv.Atoi(m[2])
			if err1 != nil || err2 != nil || mo < 1 || mo > 12 || d < 1 || d > 31 {
				return m[0]
			}
			return strconv.Itoa(d) + ". " + deMonths[mo%12] + " " + m[3]
		})
	}},
}
