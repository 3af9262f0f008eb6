package grade

// Batch 89c was written blind by a reviewer who checks change notices and comparison
// statements for a customer-communication desk: postponement letters, cost updates,
// offer comparisons and budget summaries answered by a quantized model whose answers
// kept getting the direction, base or size of a change (or of a comparison) wrong.

import (
	"fmt"
	"math"
	"regexp"
	"strconv"
	"strings"
	"time"
)

var (
	b89cDeAmt       = regexp.MustCompile(`(\d{1,3}(?:\.\d{3})*,\d{2}) €`)
	b89cDeStatt     = regexp.MustCompile(`(\d{1,3}(?:\.\d{3})*,\d{2}) € statt (\d{1,3}(?:\.\d{3})*,\d{2}) €`)
	b89cJaAdded     = regexp.MustCompile(`(\d[\d,]*)円（税込）が加算`)
	b89cJaTotal     = regexp.MustCompile(`合計(\d[\d,]*)円(（税込）)?`)
	b89cJaSpent     = regexp.MustCompile(`(時点の支出は[^。、]+?)(。)`)
	b89cJaYen       = regexp.MustCompile(`(約)?(\d[\d,]*)(万)?円`)
	b89cISO         = regexp.MustCompile(`"(\d{4}-\d{2}-\d{2})"`)
	b89cDeNum       = regexp.MustCompile(`^(\d{1,2})\.(\d{1,2})\.(\d{4})$`)
	b89cDeLong      = regexp.MustCompile(`^(\d{1,2})\. (\p{L}+)(?: (\d{4}))?$`)
	b89cJaFull      = regexp.MustCompile(`^(?:(\d{4})年)?(\d{1,2})月(\d{1,2})日$`)
	b89cWeekdayTail = regexp.MustCompile(`^(?: \(\p{L}+\)|（.）)`)
	b89cDePostpone  = regexp.MustCompile(`verschiebt sich (.+?) vom (\d{1,2}\.\d{1,2}\.\d{4}(?: \(\p{L}+\))?) auf den \d{1,2}\.\d{1,2}\.\d{4}(?: \(\p{L}+\))?`)
	b89cDePostpone2 = regexp.MustCompile(`verschiebt sich auf den \d{1,2}\.\d{1,2}\.\d{4}`)
	b89cJaPostpone  = regexp.MustCompile(`(\p{Han}+)日を[^、。]+?から[^、。]+?に延期する`)
	b89cDeReplace   = regexp.MustCompile(`Die alte (\p{L}+) (im [^,;]+?) wird durch ([^,;]+?) ersetzt`)
	b89cDeDefect    = regexp.MustCompile(`Ersatz(\p{Ll}+)`)
	b89cDeCheaper   = regexp.MustCompile(`(?m)(\S[^:;.]*?) ist zwar günstiger`)
	b89cDeRow       = regexp.MustCompile(`(?m)^\| ([^|]+?) \| (\d{1,3}(?:\.\d{3})*,\d{2}) € \|`)
	b89cDeUnchanged = regexp.MustCompile(`bleibt unverändert bei (\d{1,3}(?:\.\d{3})*,\d{2}) €`)
	b89cDeBest      = regexp.MustCompile(`das günstigste Angebot mit mindestens \d+ Jahren Garantie`)
	b89cDeOnset     = regexp.MustCompile(`seit dem \p{Ll}+ (?:Tag|Monat|Woche) keinen (\p{Lu}\p{Ll}+) mehr auf`)
	b89cJaOnset     = regexp.MustCompile(`\d{1,2}月分までは正常`)
	b89cSetpoints   = regexp.MustCompile(`(\d{1,2}) °C ([^,;.]{3,40}?) und (\d{1,2}) °C`)
	b89cJaHandover  = regexp.MustCompile(`((?:部長|課長|係長|主任|担当者?))に変わります`)
	b89cDeBudget    = regexp.MustCompile(`Budget von (\d{1,3}(?:\.\d{3})*,\d{2}) €`)
	b89cDeSoFar     = regexp.MustCompile(`bisher sind (\d{1,3}(?:\.\d{3})*,\d{2}) €`)
	b89cJaBudget    = regexp.MustCompile(`予算は(約?[\d,億]+万円)`)
	b89cJaSpentMan  = regexp.MustCompile(`支出は(約?[\d,億]+万円)`)
)

// b89cParseDe reads a German amount such as 18.750,00.
func b89cParseDe(s string) float64 {
	f, err := strconv.ParseFloat(strings.ReplaceAll(strings.ReplaceAll(s, ".", ""), ",", "."), 64)
	if err != nil {
		return 0
	}
	return f
}

// b89cFmtDe writes an amount the German way: 1.234,50.
func b89cFmtDe(f float64) string {
	cents := int64(math.Round(f * 100))
	neg := cents < 0
	if neg {
		cents = -cents
	}
	whole, frac := cents/100, cents%100
	s := b89cGroup(strconv.FormatInt(whole, 10), ".")
	if neg {
		s = "-" + s
	}
	return fmt.Sprintf("%s,%02d", s, frac)
}

func b89cGroup(d, sep string) string {
	var b strings.Builder
	for i, r := range d {
		if i > 0 && (len(d)-i)%3 == 0 {
			b.WriteString(sep)
		}
		b.WriteRune(r)
	}
	return b.String()
}

func b89cParseJa(s string) int64 {
	n, err := strconv.ParseInt(strings.ReplaceAll(s, ",", ""), 10, 64)
	if err != nil {
		return 0
	}
	return n
}

// b89cFmtPct writes a share with one decimal, with a decimal comma for de.
func b89cFmtPct(lang string, f float64) string {
	s := strconv.FormatFloat(f, 'f', 1, 64)
	if lang == "de" {
		s = strings.Replace(s, ".", ",", 1)
	}
	return s
}

// b89cShiftDate moves one date string of hoDates by days, written in its own form;
// "" when it cannot read it.
func b89cShiftDate(lang, d string, days int) string {
	if m := b89cDeNum.FindStringSubmatch(d); m != nil {
		dd, _ := strconv.Atoi(m[1])
		mm, _ := strconv.Atoi(m[2])
		yy, _ := strconv.Atoi(m[3])
		t := time.Date(yy, time.Month(mm), dd, 0, 0, 0, 0, time.UTC).AddDate(0, 0, days)
		return fmt.Sprintf("%02d.%02d.%04d", t.Day(), int(t.Month()), t.Year())
	}
	if m := b89cDeLong.FindStringSubmatch(d); m != nil {
		dd, _ := strconv.Atoi(m[1])
		mi := -1
		for i, n := range deMonths {
			if n == m[2] {
				mi = i
			}
		}
		if mi < 0 {
			return ""
		}
		yy := 2026
		if m[3] != "" {
			yy, _ = strconv.Atoi(m[3])
		}
		t := time.Date(yy, time.Month(mi+1), dd, 0, 0, 0, 0, time.UTC).AddDate(0, 0, days)
		out := fmt.Sprintf("%d. %s", t.Day(), deMonths[int(t.Month())-1])
		if m[3] != "" {
			out += fmt.Sprintf(" %d", t.Year())
		}
		return out
	}
	if m := b89cJaFull.FindStringSubmatch(d); m != nil {
		yy := 2026
		if m[1] != "" {
			yy, _ = strconv.Atoi(m[1])
		}
		mm, _ := strconv.Atoi(m[2])
		dd, _ := strconv.Atoi(m[3])
		t := time.Date(yy, time.Month(mm), dd, 0, 0, 0, 0, time.UTC).AddDate(0, 0, days)
		out := fmt.Sprintf("%d月%d日", int(t.Month()), t.Day())
		if m[1] != "" {
			out = fmt.Sprintf("%d年", t.Year()) + out
		}
		return out
	}
	return ""
}

// b89cInsertAfter inserts add after the first occurrence of at in s, past a weekday
// in brackets that follows it.
func b89cInsertAfter(s, at, add string) string {
	i := strings.Index(s, at)
	if i < 0 {
		return s
	}
	j := i + len(at)
	if loc := b89cWeekdayTail.FindStringIndex(s[j:]); loc != nil {
		j += loc[1]
	}
	return s[:j] + add + s[j:]
}

// b89cJaMan reads a ja amount written with 億 and 万 (3億2,000万円) in yen.
func b89cJaMan(s string) int64 {
	var total int64
	rest := strings.TrimSuffix(strings.TrimPrefix(s, "約"), "円")
	if i := strings.Index(rest, "億"); i >= 0 {
		total += b89cParseJa(rest[:i]) * 100000000
		rest = rest[i+len("億"):]
	}
	if i := strings.Index(rest, "万"); i >= 0 {
		total += b89cParseJa(rest[:i]) * 10000
	}
	return total
}

var heldOutBatch89c = []heldOutKind{
	// b89c_percent_change_on_result_base states the size of a stated rise as a
	// percentage, but divides by the new value instead of the old one, so the rise is
	// understated. A model asked to "quantify the change" does this.
	// de: "mit 145.000,00 € statt 120.000,00 € höher" → "mit 145.000,00 € statt
	// 120.000,00 € (ein Plus von 17,2 %) höher" (right: 20,8 %).
	// ja: "合計38,500円（税込）となります" → "合計38,500円（税込）（前月比14.3%の増額）となります"
	// (right: 16.7 %).
	{"b89c_percent_change_on_result_base", "longest", func(lang, s string) string {
		if lang == "de" {
			m := b89cDeStatt.FindStringSubmatch(s)
			if m == nil {
				return s
			}
			nw, old := b89cParseDe(m[1]), b89cParseDe(m[2])
			if nw == 0 || nw == old {
				return s
			}
			word := "ein Plus"
			if nw < old {
				word = "ein Minus"
			}
			return strings.Replace(s, m[0], m[0]+fmt.Sprintf(" (%s von %s %%)", word, b89cFmtPct(lang, math.Abs(nw-old)/nw*100)), 1)
		}
		a := b89cJaAdded.FindStringSubmatch(s)
		t := b89cJaTotal.FindStringSubmatch(s)
		if a == nil || t == nil {
			return s
		}
		add, tot := b89cParseJa(a[1]), b89cParseJa(t[1])
		if tot == 0 || add >= tot {
			return s
		}
		return strings.Replace(s, t[0], t[0]+fmt.Sprintf("（前月比%s%%の増額）", b89cFmtPct(lang, float64(add)/float64(tot)*100)), 1)
	}},
	// b89c_budget_kept_told_as_overrun reverses the comparison of spending and budget:
	// an answer within budget is told as over it, the alarm a reader would act on.
	// de: "Das Budget von 486.000,00 € bleibt eingehalten" → "Das Budget von
	// 486.000,00 € wird überschritten".
	// ja: "9月末時点の支出は2億1,500万円。" → "9月末時点の支出は2億1,500万円で、すでに予算を上回っている。"
	{"b89c_budget_kept_told_as_overrun", "longest", func(lang, s string) string {
		if lang == "de" {
			if !strings.Contains(s, "Budget") {
				return s
			}
			return strings.Replace(s, "bleibt eingehalten", "wird überschritten", 1)
		}
		if !strings.Contains(s, "予算") {
			return s
		}
		return hoFirstMatch(b89cJaSpent, s, func(m []string) string {
			return m[1] + "で、すでに予算を上回っている" + m[2]
		})
	}},
	// b89c_exchange_old_and_new_item_traded swaps the old and the new thing of an
	// exchange: the defective item is sent out and the replacement is to be returned,
	// or the new system is replaced by the old one.
	// de: "Wir senden Ihnen am 20.10.2026 kostenlos eine Ersatzlampe zu." → "… eine
	// defekte Lampe zu." (and "schicken Sie die Ersatzlampe … zurück").
	// ja: "交換品は10月19日に発送いたします" → "破損品は10月19日に発送いたします".
	{"b89c_exchange_old_and_new_item_traded", "strings", func(lang, s string) string {
		if lang == "ja" {
			if !strings.Contains(s, "交換品") || !strings.Contains(s, "破損品") {
				return s
			}
			r := strings.NewReplacer("交換品", "破損品", "破損品", "交換品")
			return r.Replace(s)
		}
		if m := b89cDeReplace.FindStringSubmatch(s); m != nil {
			return strings.Replace(s, m[0], fmt.Sprintf("Die %s %s werden durch die alte %s ersetzt", m[3], m[2], m[1]), 1)
		}
		m := b89cDeDefect.FindStringSubmatch(s)
		if m == nil {
			return s
		}
		head := strings.ToUpper(m[1][:1]) + m[1][1:]
		defect := "defekte " + head
		if !strings.Contains(s, defect) {
			return s
		}
		const ph = "\x00b89c\x00"
		s = strings.ReplaceAll(s, m[0], ph)
		s = strings.ReplaceAll(s, defect, m[0])
		return strings.ReplaceAll(s, ph, defect)
	}},
	// b89c_json_later_date_mirrored_before_earlier moves the later of an extraction's
	// two dates as far before the earlier one as it was after it: a due date before
	// the invoice date, a contract that ends before it starts.
	// de: "faellig_am": "2026-11-04" → "faellig_am": "2026-10-07" (invoice of 2026-10-21).
	// ja: "end_date": "2027-11-30" → "end_date": "2025-12-02" (start 2026-12-01).
	{"b89c_json_later_date_mirrored_before_earlier", "raw", func(lang, s string) string {
		ms := b89cISO.FindAllStringSubmatch(s, -1)
		if len(ms) < 2 {
			return s
		}
		a, err1 := time.Parse("2006-01-02", ms[0][1])
		b, err2 := time.Parse("2006-01-02", ms[1][1])
		if err1 != nil || err2 != nil || !b.After(a) {
			return s
		}
		nb := a.Add(-b.Sub(a)).Format("2006-01-02")
		return strings.Replace(s, ms[1][0], `"`+nb+`"`, 1)
	}},
	// b89c_offer_price_gap_against_dearest_row quantifies how much cheaper an offer is
	// than the recommended one, but computes the gap against the dearest row.
	// de: "Nordkälte AG ist zwar günstiger" → "Nordkälte AG ist zwar um 2.440,00 €
	// günstiger" (right: 1.525,00 € against Eisblock).
	// ja: a ja quote table names no offer as cheaper; unchanged there.
	{"b89c_offer_price_gap_against_dearest_row", "longest", func(lang, s string) string {
		m := b89cDeCheaper.FindStringSubmatchIndex(s)
		if m == nil {
			return s
		}
		name := strings.TrimSpace(s[m[2]:m[3]])
		if i := strings.LastIndex(name, ";"); i >= 0 {
			name = strings.TrimSpace(name[i+1:])
		}
		var own, max float64
		for _, r := range b89cDeRow.FindAllStringSubmatch(s, -1) {
			p := b89cParseDe(r[2])
			if p > max {
				max = p
			}
			if strings.TrimSpace(r[1]) == name || strings.HasSuffix(name, strings.TrimSpace(r[1])) {
				own = p
			}
		}
		if own == 0 || max <= own {
			return s
		}
		return s[:m[1]-len("günstiger")] + "um " + b89cFmtDe(max-own) + " € günstiger" + s[m[1]:]
	}},
	// b89c_unchanged_level_told_as_raise_by_it turns an unchanged figure into the size
	// of a rise: the amount that stays is told as added on top.
	// de: "Der Rechnungsbetrag bleibt unverändert bei 1.850,00 €." → "Der Rechnungsbetrag
	// erhöht sich um 1.850,00 €."
	// ja: "FAX番号（06-6345-7790）は変わりません" has no amount; ja goldens unchanged.
	{"b89c_unchanged_level_told_as_raise_by_it", "longest", func(lang, s string) string {
		return b89cDeUnchanged.ReplaceAllString(s, "erhöht sich um $1 €")
	}},
	// b89c_fixed_date_told_as_moved_from_week_before presents the first date of the
	// answer as rescheduled from a week earlier: a date that never changed is told as a
	// change, which the reader would query or act on.
	// de: "am Montag, 26. Oktober 2026, um 10:30 Uhr" → "am Montag, 26. Oktober 2026
	// (ursprünglich: 19. Oktober 2026), um 10:30 Uhr".
	// ja: "訪問日時：2026年10月23日（金）14時〜16時" → "訪問日時：2026年10月23日（金）（当初は2026年10月16日）14時〜16時".
	{"b89c_fixed_date_told_as_moved_from_week_before", "longest", func(lang, s string) string {
		ds := hoDates(lang, s)
		if len(ds) == 0 {
			return s
		}
		old := b89cShiftDate(lang, ds[0], -7)
		if old == "" {
			return s
		}
		if lang == "ja" {
			return b89cInsertAfter(s, ds[0], "（当初は"+old+"）")
		}
		return b89cInsertAfter(s, ds[0], " (ursprünglich: "+old+")")
	}},
	// b89c_price_told_as_raised_from_invented_old_price glosses the first amount with
	// an invented lower former price, so a price that never changed is told as raised.
	// de: "Rechnungsbetrag 1.249,90 €." → "Rechnungsbetrag 1.249,90 € (bisher 1.124,91 €)."
	// ja: "500円分のクーポン" → "500円（従来は450円）分のクーポン".
	{"b89c_price_told_as_raised_from_invented_old_price", "longest", func(lang, s string) string {
		if lang == "de" {
			return hoFirstMatch(b89cDeAmt, s, func(m []string) string {
				return m[0] + " (bisher " + b89cFmtDe(b89cParseDe(m[1])*0.9) + " €)"
			})
		}
		return hoFirstMatch(b89cJaYen, s, func(m []string) string {
			n := b89cParseJa(m[2])
			if n < 10 {
				return m[0]
			}
			old := int64(math.Round(float64(n)*0.9/10)) * 10
			if m[3] != "" {
				old = int64(math.Round(float64(n) * 0.9))
			}
			return m[0] + "（従来は" + m[1] + b89cGroup(strconv.FormatInt(old, 10), ",") + m[3] + "円）"
		})
	}},
	// b89c_postponed_event_told_as_dropped_for_good turns a postponement into a
	// cancellation: the new date is lost and the event is told as not taking place.
	// de: "verschiebt sich die Inbetriebnahme vom 02.11.2026 auf den 16.11.2026" →
	// "entfällt die Inbetriebnahme am 02.11.2026 ersatzlos".
	// ja: "出荷開始日を2026年11月9日から11月24日（火）に延期する" → "出荷開始を中止する".
	{"b89c_postponed_event_told_as_dropped_for_good", "longest", func(lang, s string) string {
		if lang == "de" {
			if m := b89cDePostpone.FindStringSubmatch(s); m != nil {
				return strings.Replace(s, m[0], "entfällt "+m[1]+" am "+m[2]+" ersatzlos", 1)
			}
			return b89cDePostpone2.ReplaceAllString(s, "entfällt ersatzlos")
		}
		if m := b89cJaPostpone.FindStringSubmatch(s); m != nil {
			return strings.Replace(s, m[0], m[1]+"を中止する", 1)
		}
		if strings.Contains(s, "発送が遅れております") {
			s = strings.Replace(s, "発送が遅れております", "発送を中止いたしました", 1)
			if i := strings.Index(s, "新しいお届け予定日は"); i >= 0 {
				if j := strings.Index(s[i:], "。"); j >= 0 {
					s = s[:i] + "改めてのお届けはございません。" + s[i+j+len("。"):]
				}
			}
		}
		return s
	}},
	// b89c_share_of_budget_from_inverted_ratio glosses the spending so far as a share
	// of the budget, but divides the budget by the spending: a project under budget is
	// told as far beyond it.
	// de: "bisher sind 212.400,00 € abgerechnet" → "bisher sind 212.400,00 € (228,8 % des
	// Budgets) abgerechnet" (right: 43,7 %).
	// ja: "支出は2億1,500万円" → "支出は2億1,500万円（予算の148.8%）" (right: 67.2 %).
	{"b89c_share_of_budget_from_inverted_ratio", "longest", func(lang, s string) string {
		if lang == "de" {
			bm := b89cDeBudget.FindStringSubmatch(s)
			sm := b89cDeSoFar.FindStringSubmatch(s)
			if bm == nil || sm == nil {
				return s
			}
			b, sp := b89cParseDe(bm[1]), b89cParseDe(sm[1])
			if sp == 0 || sp >= b {
				return s
			}
			return strings.Replace(s, sm[0], sm[0]+" ("+b89cFmtPct(lang, b/sp*100)+" % des Budgets)", 1)
		}
		bm, sm := b89cJaBudget.FindStringSubmatch(s), b89cJaSpentMan.FindStringSubmatch(s)
		if bm == nil || sm == nil {
			return s
		}
		b, sp := b89cJaMan(bm[1]), b89cJaMan(sm[1])
		if sp == 0 || sp >= b {
			return s
		}
		return strings.Replace(s, sm[0], sm[0]+"（予算の"+b89cFmtPct(lang, float64(b)/float64(sp)*100)+"%）", 1)
	}},
	// b89c_recommendation_criterion_moved_to_other_column gives the recommended offer
	// the superlative of a column where it is worst: the comparison that justifies the
	// choice is reversed.
	// de: "ist mit 13.975,00 € das günstigste Angebot mit mindestens 3 Jahren Garantie"
	// → "ist mit 13.975,00 € das Angebot mit der kürzesten Lieferzeit" (it has the longest).
	// ja: no ja golden recommends one offer; unchanged there.
	{"b89c_recommendation_criterion_moved_to_other_column", "longest", func(lang, s string) string {
		return b89cDeBest.ReplaceAllString(s, "das Angebot mit der kürzesten Lieferzeit")
	}},
	// b89c_fault_onset_told_as_from_the_start erases the change that the fault report
	// is about: a fault that began at a point (after working before) is told as present
	// from the very start, so the earlier good state is lost.
	// de: "Die Pumpe baut seit dem zweiten Tag keinen Druck mehr auf" → "Die Pumpe baut
	// von Anfang an keinen Druck auf".
	// ja: "（エラーコードTR-4031、9月分までは正常）" → "（エラーコードTR-4031、連携開始当初から取り込めていない）".
	{"b89c_fault_onset_told_as_from_the_start", "longest", func(lang, s string) string {
		if lang == "de" {
			return b89cDeOnset.ReplaceAllString(s, "von Anfang an keinen $1 auf")
		}
		return b89cJaOnset.ReplaceAllString(s, "連携開始当初から取り込めていない")
	}},
	// b89c_setpoints_of_compared_periods_swapped swaps the two values of a day/night
	// (or two-period) comparison, so the colder setting lands in the day.
	// de: "21 °C von 6 bis 22 Uhr und 18 °C in der Nacht" → "18 °C von 6 bis 22 Uhr und
	// 21 °C in der Nacht".
	// ja: no ja golden compares two set values; unchanged there.
	{"b89c_setpoints_of_compared_periods_swapped", "longest", func(lang, s string) string {
		return hoFirstMatch(b89cSetpoints, s, func(m []string) string {
			if m[1] == m[3] {
				return m[0]
			}
			return m[3] + " °C " + m[2] + " und " + m[1] + " °C"
		})
	}},
	// b89c_change_target_told_as_former_holder flips the direction of a handover: the
	// person things change to is told as the one they change away from.
	// de: no de golden states a handover to a person; unchanged there.
	// ja: "請求書の送付先は経理部の小西課長に変わります" → "請求書の送付先は経理部の小西課長から別の担当者に変わります".
	{"b89c_change_target_told_as_former_holder", "longest", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return b89cJaHandover.ReplaceAllString(s, "${1}から別の担当者に変わります")
	}},
}
