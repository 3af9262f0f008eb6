package grade

// Blind batch 63c: numbers that are not quantities. Every kind changes one
// reference code, postcode, house or block number, model designation, clock hour,
// floor or ordinal, or the day of a date, at one place: moved on by one (the next
// serial, the neighbouring postal district), rotated, or given a number that stands
// nearby in the same answer (the day of a date, the tail of the order code, the
// year, an amount, the next number after it), or two sibling designations of one
// text exchanged. Quantities and amounts stay as they are.

import (
	"fmt"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"
)

var (
	// ho63cCode is a reference code with letters and a digit serial (WE-20417,
	// RE-2026-0815, INV-88213) or a numeric order code with a country tail (44-2087-DE).
	ho63cCode   = regexp.MustCompile(`[A-Z]{2,3}-\d{3,}(?:-\d{3,})?|\d{2}-\d{4}-[A-Z]{2}`)
	ho63cDigits = regexp.MustCompile(`\d+`)

	ho63cISO    = regexp.MustCompile(`(\d{4})-(\d{2})-(\d{2})`)
	ho63cDeNum  = regexp.MustCompile(`(\d{1,2})\.(\d{1,2})\.(\d{4})`)
	ho63cDeWord = regexp.MustCompile(`(\d{1,2})\. (Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember)(?: (\d{4}))?`)
	ho63cJaDate = regexp.MustCompile(`(?:(\d{4})年)?(\d{1,2})月(\d{1,2})日`)

	ho63cPLZ5  = regexp.MustCompile(`\d{5}`)
	ho63cJaPLZ = regexp.MustCompile(`\d{3}-\d{4}`)

	ho63cDeStreet = regexp.MustCompile(`\p{L}(?:straße|weg|gasse|platz|allee) (\d{1,3})`)
	ho63cJaBanchi = regexp.MustCompile(`\d{1,2}丁目(\d{1,3})番`)

	ho63cModelLetter = regexp.MustCompile(`[\p{L}ー] [A-Z](\d{1,3})`)
	ho63cModelQuoted = regexp.MustCompile(`„\p{Lu}\p{Ll}+ (\d{1,3})“`)

	ho63cBand    = regexp.MustCompile(`\d+(?:,\d+)?-GHz`)
	ho63cOS      = regexp.MustCompile(`(?:iOS|Android) (\d+)`)
	ho63cPhone   = regexp.MustCompile(`0\d{1,3}-\d{2,4}-\d{4}`)
	ho63cRowCode = regexp.MustCompile(`[A-Z]{2}-\d{3}|No\.\d+`)

	ho63cDeWindow = regexp.MustCompile(`(?:zwischen|von) (\d{1,2}) (?:und|bis) (\d{1,2}) Uhr`)
	ho63cJaWindow = regexp.MustCompile(`(\d{1,2})時〜(\d{1,2})時`)
	ho63cDeClock  = regexp.MustCompile(`(\d{1,2})(?::\d{2})? Uhr`)
	ho63cJaClock  = regexp.MustCompile(`(\d{1,2})時`)

	ho63cDeFloor   = regexp.MustCompile(`(\d{1,2})\. OG`)
	ho63cJaFloor   = regexp.MustCompile(`(\d{1,3})階`)
	ho63cJaRound   = regexp.MustCompile(`第(\d{1,2})回`)
	ho63cDeOrdWord = regexp.MustCompile(`\b(dem|am|zum) (ersten|zweiten|dritten|vierten|fünften|sechsten|siebten|achten|neunten|zehnten|elften|zwölften) (Tag|Mal|Werktag)`)

	ho63cDeAmount = regexp.MustCompile(`\d{1,3}(?:\.\d{3})*,\d{2} ?€`)
	ho63cJaAmount = regexp.MustCompile(`\d{1,3}(?:,\d{3})+(?:円|ユーロ)|\d{3,}円`)
	ho63cJSONNum  = regexp.MustCompile(`: (\d{3,}(?:\.\d+)?)[,}\s]`)
)

var ho63cDeOrdinals = []string{"", "ersten", "zweiten", "dritten", "vierten", "fünften", "sechsten", "siebten", "achten", "neunten", "zehnten", "elften", "zwölften"}

func ho63cIsAlnum(b byte) bool {
	return b >= '0' && b <= '9' || b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z'
}

func ho63cIsDigit(b byte) bool { return b >= '0' && b <= '9' }

// ho63cSerial gives the byte span of the digit serial (the last digit group) of the
// first reference code of s.
func ho63cSerial(s string) (int, int, bool) {
	for _, m := range ho63cCode.FindAllStringIndex(s, -1) {
		if m[0] > 0 && (ho63cIsAlnum(s[m[0]-1]) || s[m[0]-1] == '-') {
			continue
		}
		if m[1] < len(s) && ho63cIsAlnum(s[m[1]]) {
			continue
		}
		ds := ho63cDigits.FindAllStringIndex(s[m[0]:m[1]], -1)
		if len(ds) == 0 {
			continue
		}
		last := ds[len(ds)-1]
		return m[0] + last[0], m[0] + last[1], true
	}
	return 0, 0, false
}

// ho63cIncr adds one to a decimal digit string, keeping its width; "" on overflow.
func ho63cIncr(d string) string {
	b := []byte(d)
	for i := len(b) - 1; i >= 0; i-- {
		if b[i] < '0' || b[i] > '9' {
			continue
		}
		if b[i] < '9' {
			b[i]++
			return string(b)
		}
		b[i] = '0'
	}
	return ""
}

// ho63cDate is one date of a text: its span, the span of its day and its parts
// (year 0 when the date has none).
type ho63cDate struct {
	start, end, dayS, dayE int
	day, month, year       int
	pad                    bool // the day is written with two digits (ISO, 08.10.2026)
}

func ho63cAtoi(s string) int {
	n, err := strconv.Atoi(s)
	if err != nil {
		return -1
	}
	return n
}

// ho63cDates lists the dates of s in order: ISO, German numeric and written-month,
// Japanese 月日 with or without 年.
func ho63cDates(s string) []ho63cDate {
	var out []ho63cDate
	add := func(m []int, dayG, monthG, yearG int, monthOf func(string) int, pad bool) {
		if m[0] > 0 && (ho63cIsDigit(s[m[0]-1]) || s[m[0]-1] == '.' || s[m[0]-1] == '-') {
			return
		}
		if m[1] < len(s) && ho63cIsDigit(s[m[1]]) {
			return
		}
		d := ho63cDate{start: m[0], end: m[1], dayS: m[2*dayG], dayE: m[2*dayG+1]}
		d.pad = pad && d.dayE-d.dayS == 2
		d.day = ho63cAtoi(s[d.dayS:d.dayE])
		ms := s[m[2*monthG]:m[2*monthG+1]]
		if monthOf != nil {
			d.month = monthOf(ms)
		} else {
			d.month = ho63cAtoi(ms)
		}
		if yearG > 0 && m[2*yearG] >= 0 {
			d.year = ho63cAtoi(s[m[2*yearG]:m[2*yearG+1]])
		}
		if d.day < 1 || d.day > 31 || d.month < 1 || d.month > 12 {
			return
		}
		out = append(out, d)
	}
	for _, m := range ho63cISO.FindAllStringSubmatchIndex(s, -1) {
		add(m, 3, 2, 1, nil, true)
	}
	for _, m := range ho63cDeNum.FindAllStringSubmatchIndex(s, -1) {
		add(m, 1, 2, 3, nil, true)
	}
	for _, m := range ho63cDeWord.FindAllStringSubmatchIndex(s, -1) {
		add(m, 1, 2, 3, func(w string) int {
			for i, n := range deMonths {
				if n == w {
					return i + 1
				}
			}
			return -1
		}, false)
	}
	for _, m := range ho63cJaDate.FindAllStringSubmatchIndex(s, -1) {
		add(m, 3, 2, 1, nil, false)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].start < out[j].start })
	return out
}

// ho63cSetDay writes day n into date d of s, two digits where the format pads them.
func ho63cSetDay(s string, d ho63cDate, n int) string {
	f := "%d"
	if d.pad {
		f = "%02d"
	}
	return s[:d.dayS] + fmt.Sprintf(f, n) + s[d.dayE:]
}

// ho63cHouse gives the span of the first house or block (番) number of s.
func ho63cHouse(s string) (int, int, bool) {
	best := []int(nil)
	for _, re := range []*regexp.Regexp{ho63cDeStreet, ho63cJaBanchi} {
		for _, m := range re.FindAllStringSubmatchIndex(s, -1) {
			if m[3] < len(s) && (ho63cIsDigit(s[m[3]]) || s[m[3]] == '.' && m[3]+1 < len(s) && ho63cIsDigit(s[m[3]+1])) {
				continue
			}
			if best == nil || m[2] < best[0] {
				best = []int{m[2], m[3]}
			}
			break
		}
	}
	if best == nil {
		return 0, 0, false
	}
	return best[0], best[1], true
}

// ho63cModel gives the span of the number of the first model designation of s
// (Nordwärme L9, ケトル K1, „Nordlicht 40“).
func ho63cModel(s string) (int, int, bool) {
	best := []int(nil)
	for _, m := range ho63cModelLetter.FindAllStringSubmatchIndex(s, -1) {
		if m[3] < len(s) && (ho63cIsAlnum(s[m[3]]) || s[m[3]] == '-' || s[m[3]] == '.') {
			continue
		}
		best = []int{m[2], m[3]}
		break
	}
	if m := ho63cModelQuoted.FindStringSubmatchIndex(s); m != nil && (best == nil || m[2] < best[0]) {
		best = []int{m[2], m[3]}
	}
	if best == nil {
		return 0, 0, false
	}
	return best[0], best[1], true
}

// ho63cSwap exchanges the spans [a0,a1) and [b0,b1) of s, a before b.
func ho63cSwap(s string, a0, a1, b0, b1 int) string {
	if a1 > b0 {
		return s
	}
	return s[:a0] + s[b0:b1] + s[a1:b0] + s[a0:a1] + s[b1:]
}

// ho63cSwapInLine exchanges the first two distinct matches (group g) of re on one line.
func ho63cSwapInLine(s string, re *regexp.Regexp, g int) string {
	off := 0
	for _, line := range strings.SplitAfter(s, "\n") {
		ms := re.FindAllStringSubmatchIndex(line, -1)
		for i := 1; i < len(ms); i++ {
			a, b := ms[0], ms[i]
			if line[a[2*g]:a[2*g+1]] != line[b[2*g]:b[2*g+1]] {
				return ho63cSwap(s, off+a[2*g], off+a[2*g+1], off+b[2*g], off+b[2*g+1])
			}
		}
		off += len(line)
	}
	return s
}

type ho63cAmount struct {
	at     int
	digits string
}

// ho63cAmounts lists the money amounts of s with their digits (separators dropped).
func ho63cAmounts(s string) []ho63cAmount {
	var out []ho63cAmount
	strip := func(x string) string {
		return strings.Map(func(r rune) rune {
			if r >= '0' && r <= '9' {
				return r
			}
			return -1
		}, x)
	}
	for _, m := range ho63cDeAmount.FindAllStringIndex(s, -1) {
		out = append(out, ho63cAmount{m[0], strip(s[m[0]:m[1]])})
	}
	for _, m := range ho63cJaAmount.FindAllStringIndex(s, -1) {
		out = append(out, ho63cAmount{m[0], strip(s[m[0]:m[1]])})
	}
	for _, m := range ho63cJSONNum.FindAllStringSubmatchIndex(s, -1) {
		out = append(out, ho63cAmount{m[2], strip(s[m[2]:m[3]])})
	}
	return out
}

// ho63cPrevNumber is the last digit run of line before byte i.
func ho63cPrevNumber(line string, i int) int {
	ms := ho63cDigits.FindAllStringIndex(line[:i], -1)
	if len(ms) == 0 {
		return -1
	}
	m := ms[len(ms)-1]
	return ho63cAtoi(line[m[0]:m[1]])
}

var heldOutBatch63c = []heldOutKind{
	// The reference code given the next serial, as if the neighbouring record had
	// been read: Bestellung WE-20417 → WE-20418; RE-2026-0815 → RE-2026-0816.
	{"b63c_code_number_next_serial", "first", func(lang, s string) string {
		a, b, ok := ho63cSerial(s)
		if !ok {
			return s
		}
		n := ho63cIncr(s[a:b])
		if n == "" {
			return s
		}
		return s[:a] + n + s[b:]
	}},
	// The code's last two digits given the day of the answer's first date:
	// Bestellnummer KS-7741 … vom 19.10.2026 → KS-7719.
	{"b63c_code_tail_given_day_of_date", "raw", func(lang, s string) string {
		a, b, ok := ho63cSerial(s)
		if !ok || b-a < 3 {
			return s
		}
		for _, d := range ho63cDates(s) {
			dd := fmt.Sprintf("%02d", d.day)
			if s[b-2:b] != dd {
				return s[:b-2] + dd + s[b:]
			}
		}
		return s
	}},
	// The first date's day given the tail of the reference code:
	// Bestellung WE-20417 … am 12.11.2026 → am 17.11.2026.
	{"b63c_date_day_given_tail_of_code", "raw", func(lang, s string) string {
		a, b, ok := ho63cSerial(s)
		if !ok || b-a < 2 {
			return s
		}
		n := ho63cAtoi(s[b-2 : b])
		if n < 1 || n > 28 {
			n = ho63cAtoi(s[b-1 : b])
		}
		if n < 1 || n > 28 {
			return s
		}
		for _, d := range ho63cDates(s) {
			if d.day != n {
				return ho63cSetDay(s, d, n)
			}
		}
		return s
	}},
	// The code's serial rotated, its first digit written last:
	// Bestellung DE-55102 → DE-51025; 注文番号AP-73015 → AP-30157.
	{"b63c_code_digits_rotated_first_to_last", "first", func(lang, s string) string {
		a, b, ok := ho63cSerial(s)
		if !ok || b-a < 3 {
			return s
		}
		d := s[a:b]
		r := d[1:] + d[:1]
		if r == d {
			return s
		}
		return s[:a] + r + s[b:]
	}},
	// The postcode moved to the neighbouring district, one up:
	// 80331 München → 80332 München; 〒530-0001 → 〒530-0002.
	{"b63c_postcode_neighbouring_district", "first", func(lang, s string) string {
		best := []int(nil)
		for _, m := range ho63cPLZ5.FindAllStringIndex(s, -1) {
			if m[0] > 0 && (ho63cIsAlnum(s[m[0]-1]) || strings.ContainsRune("-.,", rune(s[m[0]-1]))) {
				continue
			}
			if m[1] < len(s) && (ho63cIsAlnum(s[m[1]]) || strings.ContainsRune("-.,", rune(s[m[1]]))) {
				continue
			}
			best = m
			break
		}
		for _, m := range ho63cJaPLZ.FindAllStringIndex(s, -1) {
			if m[0] > 0 && (ho63cIsDigit(s[m[0]-1]) || s[m[0]-1] == '-') {
				continue
			}
			if m[1] < len(s) && (ho63cIsDigit(s[m[1]]) || s[m[1]] == '-') {
				continue
			}
			if best == nil || m[0] < best[0] {
				best = m
			}
			break
		}
		if best == nil {
			return s
		}
		n := ho63cIncr(s[best[0]:best[1]])
		if n == "" {
			return s
		}
		return s[:best[0]] + n + s[best[1]:]
	}},
	// The house or block number given the day of the answer's first date:
	// Gärtnerweg 7 (am 26. Oktober) → Gärtnerweg 26; 梅田2丁目4番9号 (11月16日) → 梅田2丁目16番9号.
	{"b63c_house_number_given_day_of_date", "raw", func(lang, s string) string {
		a, b, ok := ho63cHouse(s)
		if !ok {
			return s
		}
		h := ho63cAtoi(s[a:b])
		for _, d := range ho63cDates(s) {
			if d.day != h {
				return s[:a] + strconv.Itoa(d.day) + s[b:]
			}
		}
		return s
	}},
	// The model number given the leading digits of the next number after it:
	// „Nordlicht 40“ aus der Bestellung 44-2087-DE → „Nordlicht 44“; ヒエール冷蔵庫 R450（…2026年 → R202.
	{"b63c_model_number_takes_digits_of_next_number", "raw", func(lang, s string) string {
		a, b, ok := ho63cModel(s)
		if !ok {
			return s
		}
		cur := s[a:b]
		for _, m := range ho63cDigits.FindAllStringIndex(s[b:], -1) {
			run := s[b+m[0] : b+m[1]]
			if len(run) < len(cur) {
				continue
			}
			p := run[:len(cur)]
			if p[0] == '0' || p == cur {
				continue
			}
			return s[:a] + p + s[b:]
		}
		return s
	}},
	// The day of the first dated date given its year's last two digits:
	// vom 19.10.2026 → vom 26.10.2026; 2026年11月9日から → 2026年11月26日から.
	{"b63c_date_day_given_year_tail", "first", func(lang, s string) string {
		for _, d := range ho63cDates(s) {
			if d.year < 2000 {
				continue
			}
			if t := d.year % 100; t >= 1 && t <= 28 && t != d.day {
				return ho63cSetDay(s, d, t)
			}
		}
		return s
	}},
	// Two sibling designations of one line exchanged (the supported band, the OS
	// versions, telephone and fax, the two table items' codes):
	// WLAN im 2,4-GHz-Band … nur im 5-GHz-Band → im 5-GHz-Band … nur im 2,4-GHz-Band;
	// iOS 16以降、Android 11以降 → iOS 11以降、Android 16以降.
	{"b63c_sibling_designations_exchanged", "first", func(lang, s string) string {
		for _, f := range []func(string) string{
			func(x string) string { return ho63cSwapInLine(x, ho63cBand, 0) },
			func(x string) string { return ho63cSwapInLine(x, ho63cOS, 1) },
			func(x string) string { return ho63cSwapInLine(x, ho63cPhone, 0) },
			func(x string) string {
				var spans [][]int
				off := 0
				for _, line := range strings.SplitAfter(x, "\n") {
					if strings.HasPrefix(line, "|") {
						if m := ho63cRowCode.FindStringIndex(line); m != nil {
							spans = append(spans, []int{off + m[0], off + m[1]})
						}
					}
					off += len(line)
				}
				if len(spans) < 2 || x[spans[0][0]:spans[0][1]] == x[spans[1][0]:spans[1][1]] {
					return x
				}
				return ho63cSwap(x, spans[0][0], spans[0][1], spans[1][0], spans[1][1])
			},
		} {
			if n := f(s); n != s {
				return n
			}
		}
		return s
	}},
	// The first date's day given its month number:
	// am Montag, 26. Oktober 2026 → 10. Oktober 2026; 10月16日にお届けする予定 → 10月10日に….
	{"b63c_date_day_copied_from_its_month", "first", func(lang, s string) string {
		for _, d := range ho63cDates(s) {
			if d.month != d.day {
				return ho63cSetDay(s, d, d.month)
			}
		}
		return s
	}},
	// The first clock hour given the day of the date before it, else the house
	// number; a window keeps its order: ab 8 Uhr (19.10.2026) → ab 19 Uhr;
	// um 10:30 Uhr … Gärtnerweg 7 → um 7:30 Uhr; 14時〜16時 (10月23日) → 14時〜23時.
	{"b63c_clock_hour_given_day_or_house_number", "first", func(lang, s string) string {
		type slot struct{ a, b, c, d int } // hour span; a window's end span (c<0: none)
		var sl *slot
		at := -1
		isStart := false
		for _, re := range []*regexp.Regexp{ho63cDeWindow, ho63cJaWindow, ho63cDeClock, ho63cJaClock} {
			m := re.FindStringSubmatchIndex(s)
			if m == nil || (sl != nil && m[0] >= at) {
				continue
			}
			at = m[0]
			if len(m) >= 6 {
				sl, isStart = &slot{m[2], m[3], m[4], m[5]}, true
			} else {
				sl, isStart = &slot{m[2], m[3], -1, -1}, false
			}
		}
		if sl == nil {
			return s
		}
		var cands []int
		for _, d := range ho63cDates(s) {
			if d.end <= sl.a {
				cands = append([]int{d.day}, cands...)
			}
		}
		if len(cands) > 1 {
			cands = cands[:1]
		}
		if a, b, ok := ho63cHouse(s); ok {
			cands = append(cands, ho63cAtoi(s[a:b]))
		}
		h := ho63cAtoi(s[sl.a:sl.b])
		for _, c := range cands {
			if c < 0 || c > 23 {
				continue
			}
			if !isStart {
				if c != h {
					return s[:sl.a] + strconv.Itoa(c) + s[sl.b:]
				}
				continue
			}
			e := ho63cAtoi(s[sl.c:sl.d])
			if c != h && c < e {
				return s[:sl.a] + strconv.Itoa(c) + s[sl.b:]
			}
			if c != e && c > h {
				return s[:sl.c] + strconv.Itoa(c) + s[sl.d:]
			}
		}
		return s
	}},
	// A floor, a report's round or a day ordinal given the nearest number before it
	// (or after it): Brückenstraße 12, 2. OG → 12. OG; 4番9号 ブリーゼタワー12階 → 9階;
	// seit dem zweiten Tag (am 08.10.2026) → seit dem achten Tag; 第3回進捗 → 第10回進捗.
	{"b63c_floor_or_ordinal_given_nearest_number", "first", func(lang, s string) string {
		type hit struct {
			a, b int
			f    func() string
		}
		var hits []hit
		lineOf := func(i int) (int, string) {
			st := strings.LastIndex(s[:i], "\n") + 1
			en := strings.Index(s[i:], "\n")
			if en < 0 {
				en = len(s)
			} else {
				en += i
			}
			return st, s[st:en]
		}
		for _, re := range []*regexp.Regexp{ho63cDeFloor, ho63cJaFloor, ho63cJaRound} {
			m := re.FindStringSubmatchIndex(s)
			if m == nil {
				continue
			}
			a, b := m[2], m[3]
			hits = append(hits, hit{a, b, func() string {
				cur := ho63cAtoi(s[a:b])
				st, line := lineOf(a)
				n := ho63cPrevNumber(line, a-st)
				if n < 0 {
					if nm := ho63cDigits.FindStringIndex(s[b:]); nm != nil {
						n = ho63cAtoi(s[b+nm[0] : b+nm[1]])
					}
				}
				if n < 1 || n > 99 || n == cur {
					return s
				}
				return s[:a] + strconv.Itoa(n) + s[b:]
			}})
		}
		if m := ho63cDeOrdWord.FindStringSubmatchIndex(s); m != nil {
			a, b := m[4], m[5]
			hits = append(hits, hit{a, b, func() string {
				var day int = -1
				for _, d := range ho63cDates(s) {
					if d.end <= a {
						day = d.day
					}
				}
				if day < 1 || day >= len(ho63cDeOrdinals) || ho63cDeOrdinals[day] == s[a:b] {
					return s
				}
				return s[:a] + ho63cDeOrdinals[day] + s[b:]
			}})
		}
		sort.Slice(hits, func(i, j int) bool { return hits[i].a < hits[j].a })
		for _, h := range hits {
			if n := h.f(); n != s {
				return n
			}
		}
		return s
	}},
	// The code's serial given the leading digits of the nearest amount:
	// Bestellung DE-55102 über 1.249,90 € → DE-12499; 見積番号 TU-4471 … 1,480ユーロ → TU-1480.
	{"b63c_code_digits_given_nearest_amount", "raw", func(lang, s string) string {
		a, b, ok := ho63cSerial(s)
		if !ok {
			return s
		}
		ams := ho63cAmounts(s)
		dist := func(x int) int {
			if x < a {
				return a - x
			}
			return x - a
		}
		sort.SliceStable(ams, func(i, j int) bool { return dist(ams[i].at) < dist(ams[j].at) })
		for _, am := range ams {
			if len(am.digits) < b-a {
				continue
			}
			p := am.digits[:b-a]
			if p[0] == '0' || p == s[a:b] {
				continue
			}
			return s[:a] + p + s[b:]
		}
		return s
	}},
	// The model number given the leading digits of the reference code's serial:
	// ソラノ電気ケトル K1 (JP-58217) → K5; アクアピュア浄水ポット P3 (AP-73015) → P7.
	{"b63c_model_number_given_digits_of_reference_code", "raw", func(lang, s string) string {
		a, b, ok := ho63cModel(s)
		if !ok {
			return s
		}
		c, d, ok := ho63cSerial(s)
		if !ok || d-c < b-a {
			return s
		}
		p := s[c : c+(b-a)]
		if p[0] == '0' || p == s[a:b] {
			return s
		}
		return s[:a] + p + s[b:]
	}},
	// The house or block number given the tail of the reference code:
	// Gießereistraße 14 (WE-20417) → Gießereistraße 17; 道玄坂1丁目12番1号 (SK-30918) → 18番.
	{"b63c_house_number_given_code_tail", "raw", func(lang, s string) string {
		a, b, ok := ho63cHouse(s)
		if !ok {
			return s
		}
		c, d, ok := ho63cSerial(s)
		if !ok || d-c < 2 {
			return s
		}
		n := ho63cAtoi(s[d-2 : d])
		if n < 1 || n == ho63cAtoi(s[a:b]) {
			return s
		}
		return s[:a] + strconv.Itoa(n) + s[b:]
	}},
}

// ho63cClip shortens a long sentence to a window around byte i.
func ho63cClip(x string, i int) string {
	if utf8.RuneCountInString(x) <= 160 {
		return x
	}
	st, en := i-90, i+90
	if st < 0 {
		st = 0
	}
	if en > len(x) {
		en = len(x)
	}
	for st > 0 && !utf8.RuneStart(x[st]) {
		st--
	}
	for en < len(x) && !utf8.RuneStart(x[en]) {
		en++
	}
	return "…" + x[st:en] + "…"
}

// ho63cChangedSentence gives the first sentence of golden that damaged changes, and
// what it became.
func ho63cChangedSentence(lang, golden, damaged string) (string, string) {
	gl, dl := strings.Split(golden, "\n"), strings.Split(damaged, "\n")
	for i := 0; i < len(gl) && i < len(dl); i++ {
		if gl[i] == dl[i] {
			continue
		}
		gs, ds := hoSentences(lang, gl[i]), hoSentences(lang, dl[i])
		for j := 0; j < len(gs) && j < len(ds); j++ {
			if gs[j] != ds[j] {
				k := 0
				for k < len(gs[j]) && k < len(ds[j]) && gs[j][k] == ds[j][k] {
					k++
				}
				return ho63cClip(gs[j], k), ho63cClip(ds[j], k)
			}
		}
		return gl[i], dl[i]
	}
	return golden, damaged
}
