package grade

// Blind batch 64a: agreement between two facts of the same answer. Each kind finds
// a pair the golden already states twice or states so that one depends on the
// other (a name said twice, a firm in the body and the sign-off, an old and a new
// date of one change, a delivery and the start-up it enables, a period and the
// date it ends on, an exclusion and its reason, a list and the line that leads
// into it, a total and its lines) and changes ONE member, so that the answer now
// contradicts itself at one place while everything else stays as approved.

import (
	"fmt"
	"math"
	"regexp"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"
)

// ---------------------------------------------------------------------------
// Shared helpers

var (
	ho64aDeDate     = regexp.MustCompile(`^(\d{1,2})\.(\d{1,2})\.(\d{4})$`)
	ho64aJaDate     = regexp.MustCompile(`^(?:(\d{4})年)?(\d{1,2})月(\d{1,2})日$`)
	ho64aJaYear     = regexp.MustCompile(`(\d{4})年`)
	ho64aAnyYear    = regexp.MustCompile(`(20\d\d)`)
	ho64aJaWdParen  = regexp.MustCompile(`^（[月火水木金土日]）`)
	ho64aDeWdParen  = regexp.MustCompile(`^ \((?:Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag)\)`)
	ho64aDeWdBefore = regexp.MustCompile(`(?:Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag), $`)
)

var ho64aDeWeekdays = []string{"Sonntag", "Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag"}
var ho64aJaWeekdays = []string{"日", "月", "火", "水", "木", "金", "土"}

// ho64aParseDate reads a German "TT.MM.JJJJ" or Japanese "(YYYY年)M月D日" date; a
// Japanese date without a year takes the year written last before it in s (else
// any year of s, else 2026).
func ho64aParseDate(lang, s string, at int, d string) (time.Time, bool) {
	if m := ho64aDeDate.FindStringSubmatch(d); m != nil {
		day, _ := strconv.Atoi(m[1])
		mon, _ := strconv.Atoi(m[2])
		yr, _ := strconv.Atoi(m[3])
		if mon < 1 || mon > 12 || day < 1 || day > 31 {
			return time.Time{}, false
		}
		return time.Date(yr, time.Month(mon), day, 0, 0, 0, 0, time.UTC), true
	}
	if m := ho64aJaDate.FindStringSubmatch(d); m != nil {
		mon, _ := strconv.Atoi(m[2])
		day, _ := strconv.Atoi(m[3])
		if mon < 1 || mon > 12 || day < 1 || day > 31 {
			return time.Time{}, false
		}
		yr := 2026
		if m[1] != "" {
			yr, _ = strconv.Atoi(m[1])
		} else {
			if at > len(s) {
				at = len(s)
			}
			if ys := ho64aJaYear.FindAllStringSubmatch(s[:at], -1); len(ys) > 0 {
				yr, _ = strconv.Atoi(ys[len(ys)-1][1])
			} else if y := ho64aAnyYear.FindString(s); y != "" {
				yr, _ = strconv.Atoi(y)
			}
		}
		return time.Date(yr, time.Month(mon), day, 0, 0, 0, 0, time.UTC), true
	}
	return time.Time{}, false
}

// ho64aFormatDate writes t in the form of the date it replaces (d).
func ho64aFormatDate(d string, t time.Time) string {
	if ho64aDeDate.MatchString(d) {
		return t.Format("02.01.2006")
	}
	if m := ho64aJaDate.FindStringSubmatch(d); m != nil && m[1] != "" {
		return fmt.Sprintf("%d年%d月%d日", t.Year(), int(t.Month()), t.Day())
	}
	return fmt.Sprintf("%d月%d日", int(t.Month()), t.Day())
}

// ho64aReplaceDate replaces the date s[a:b] by f(date) in its own form, and
// re-derives a weekday written beside it ("（火）", " (Montag)", "Montag, "), so that
// only the date's relation to the other date of its pair breaks.
func ho64aReplaceDate(lang, s string, a, b int, f func(time.Time) time.Time) string {
	if a < 0 || b > len(s) || a >= b {
		return s
	}
	d := s[a:b]
	t, ok := ho64aParseDate(lang, s, a, d)
	if !ok {
		return s
	}
	nt := f(t)
	nd := ho64aFormatDate(d, nt)
	head, tail := s[:a], s[b:]
	if loc := ho64aJaWdParen.FindStringIndex(tail); loc != nil {
		tail = "（" + ho64aJaWeekdays[nt.Weekday()] + "）" + tail[loc[1]:]
	} else if loc := ho64aDeWdParen.FindStringIndex(tail); loc != nil {
		tail = " (" + ho64aDeWeekdays[nt.Weekday()] + ")" + tail[loc[1]:]
	}
	if loc := ho64aDeWdBefore.FindStringIndex(head); loc != nil {
		head = head[:loc[0]] + ho64aDeWeekdays[nt.Weekday()] + ", "
	}
	return head + nd + tail
}

// ho64aDateRule finds re in s and moves the date in capture group g by f.
type ho64aDateRule struct {
	re *regexp.Regexp
	g  int
	f  func(time.Time) time.Time
}

func ho64aApplyDateRules(lang, s string, rules []ho64aDateRule) string {
	for _, r := range rules {
		loc := r.re.FindStringSubmatchIndex(s)
		if loc == nil || 2*r.g+1 >= len(loc) || loc[2*r.g] < 0 {
			continue
		}
		if nw := ho64aReplaceDate(lang, s, loc[2*r.g], loc[2*r.g+1], r.f); nw != s {
			return nw
		}
	}
	return s
}

func ho64aDays(n int) func(time.Time) time.Time {
	return func(t time.Time) time.Time { return t.AddDate(0, 0, n) }
}

func ho64aMonths(n int) func(time.Time) time.Time {
	return func(t time.Time) time.Time { return t.AddDate(0, n, 0) }
}

func ho64aYears(n int) func(time.Time) time.Time {
	return func(t time.Time) time.Time { return t.AddDate(n, 0, 0) }
}

// ho64aIsWordAt reports whether s[a:b] stands as a whole word: no letter of a
// Latin-script word glued to it on either side (Japanese text has no spaces and is
// taken as it is).
func ho64aIsWordAt(s string, a, b int) bool {
	if a > 0 {
		r, _ := utf8.DecodeLastRuneInString(s[:a])
		if unicode.In(r, unicode.Latin) {
			return false
		}
	}
	if b < len(s) {
		r, _ := utf8.DecodeRuneInString(s[b:])
		if unicode.In(r, unicode.Latin) {
			return false
		}
	}
	return true
}

// ho64aWordIndexes lists where w stands as a whole word in s.
func ho64aWordIndexes(s, w string) []int {
	var out []int
	if w == "" {
		return out
	}
	for i := 0; i+len(w) <= len(s); {
		j := strings.Index(s[i:], w)
		if j < 0 {
			break
		}
		at := i + j
		if ho64aIsWordAt(s, at, at+len(w)) {
			out = append(out, at)
		}
		i = at + len(w)
	}
	return out
}

// ho64aReplaceLastOfRepeated replaces the last whole-word occurrence of the first
// word of pairs that the text holds at least twice.
func ho64aReplaceLastOfRepeated(s string, pairs [][2]string) string {
	for _, p := range pairs {
		idx := ho64aWordIndexes(s, p[0])
		if len(idx) < 2 {
			continue
		}
		at := idx[len(idx)-1]
		return s[:at] + p[1] + s[at+len(p[0]):]
	}
	return s
}

// ---------------------------------------------------------------------------
// Kind data

// ho64aNearSurnames are surnames and another real surname one sound or one
// character away.
var ho64aNearSurnames = [][2]string{
	{"Müller", "Möller"}, {"Köhler", "Köller"}, {"Yamada", "Yamane"}, {"髙橋", "髙島"},
	{"高橋", "高島"}, {"松本", "松元"}, {"Weiß", "Weise"}, {"Hoffmann", "Hofmann"},
	{"Schäfer", "Schäffer"}, {"Strauß", "Strauch"}, {"Jäger", "Jaeger"}, {"Kühn", "Kühne"},
	{"Vogt", "Voigt"}, {"Groß", "Grosse"}, {"渡辺", "渡部"}, {"中島", "中嶋"}, {"小林", "小森"},
	{"佐藤", "佐野"}, {"西村", "西田"}, {"石井", "石川"},
}

// ho64aPairWords are the leading elements of firm, brand and place names and their
// pair word (north/south, spring/autumn, body/mind, small/large forest).
var ho64aPairWords = [][2]string{
	{"Nord", "Süd"}, {"Süd", "Nord"}, {"Ost", "West"}, {"West", "Ost"}, {"Rhein", "Main"},
	{"ハル", "アキ"}, {"アキ", "ハル"}, {"カラダ", "ココロ"}, {"ココロ", "カラダ"},
	{"Kobayashi", "Obayashi"}, {"小林", "大林"}, {"Sakura", "Momiji"}, {"サクラ", "モミジ"},
}

var (
	ho64aDeNameToken = regexp.MustCompile(`\p{Lu}\p{L}+`)
	ho64aJaNameToken = regexp.MustCompile(`[\p{Katakana}ー]{2,}|\p{Han}{2,}`)
)

// Old and new value of one change.
var (
	ho64aDeVomAuf   = regexp.MustCompile(`vom (\d{2}\.\d{2}\.\d{4})(?: \(\p{L}+\))? auf den (\d{2}\.\d{2}\.\d{4})`)
	ho64aDeAmStatt  = regexp.MustCompile(`am (\d{2}\.\d{2}\.\d{4}) statt am (\d{2}\.\d{2}\.\d{4})`)
	ho64aJaKaraNi   = regexp.MustCompile(`((?:\d{4}年)?\d{1,2}月\d{1,2}日)(?:（[月火水木金土日]）)?から((?:\d{4}年)?\d{1,2}月\d{1,2}日)(?:（[月火水木金土日]）)?に(?:延期|変更)`)
	ho64aJaOldPlan  = regexp.MustCompile(`(\d{1,2}月\d{1,2}日)(?:（[月火水木金土日]）)?に(?:お届け|発送|納品)する予定でした`)
	ho64aJaNewPlan  = regexp.MustCompile(`新しい[^。\n]{0,12}?(\d{1,2}月\d{1,2}日)`)
	ho64aDeVomAufOK = regexp.MustCompile(`verschiebt|verschoben|Verschiebung`)
)

// An event that another one of the answer waits for.
var ho64aEnablerRules = []ho64aDateRule{
	{regexp.MustCompile(`erst am (\d{2}\.\d{2}\.\d{4}) geliefert`), 1, ho64aMonths(1)},
	{regexp.MustCompile(`kommt (?:der|die|das) \p{L}+ erst am (\d{2}\.\d{2}\.\d{4})`), 1, ho64aMonths(1)},
	{regexp.MustCompile(`(?:hat|haben) am (\d{2}\.\d{2}\.\d{4}) (?:die|den|das|eine|einen|ein) [^.\n]{0,80}?(?:bestellt|gekauft)`), 1, ho64aMonths(1)},
	{regexp.MustCompile(`(?:修正版|部品|交換品|代替品)の(?:提供|入荷|到着)（(\d{1,2}月\d{1,2}日)）`), 1, ho64aMonths(1)},
	{regexp.MustCompile(`(?:交換品|代替品|商品)は(\d{1,2}月\d{1,2}日)に発送いたします(?:ので|。)[^。]{0,30}?\d{1,2}月\d{1,2}日`), 1, ho64aMonths(1)},
}

// The end of a period, put on the wrong side of the date it bounds.
var ho64aPeriodEndRules = []ho64aDateRule{
	{regexp.MustCompile(`ist bis zum (\d{2}\.\d{2}\.\d{4}) (?:verreist|im Urlaub|abwesend)`), 1, ho64aDays(-10)},
	{regexp.MustCompile(`での(?:営業|業務)は(\d{1,2}月\d{1,2}日)(?:（[月火水木金土日]）)?まで`), 1, ho64aDays(7)},
}

var (
	ho64aJSONDue = regexp.MustCompile(`"(?:faellig_am|due_date|zahlbar_bis)":\s*"(\d{4})-(\d{2})-(\d{2})"`)
	ho64aJSONEnd = regexp.MustCompile(`"(?:end_date|ende|vertragsende)":\s*"(\d{4})-(\d{2})-(\d{2})"`)
	ho64aJSONISO = regexp.MustCompile(`"(?:rechnungsdatum|invoice_date|start_date|beginn)":\s*"(\d{4}-\d{2}-\d{2})"`)
)

// A deadline for the reader's act and the event it is for.
var ho64aDeadlineRules = []ho64aDateRule{
	{regexp.MustCompile(`bis zum (\d{2}\.\d{2}\.\d{4}) (?:freizugeben|zu genehmigen|zu bestätigen)`), 1, ho64aMonths(1)},
	{regexp.MustCompile(`(\d{4}年\d{1,2}月\d{1,2}日|\d{1,2}月\d{1,2}日)までに、[^。]{0,12}(?:ご承認|ご返信|ご連絡|ご確認)`), 1, ho64aMonths(1)},
	{regexp.MustCompile(`(\d{1,2}月\d{1,2}日)の(?:経営会議|取締役会|会議)で[^。]{0,20}承認`), 1, ho64aMonths(2)},
}

var (
	ho64aJaZenjitsu = regexp.MustCompile(`前日(の\d{1,2}時までに)`)
	ho64aDeVorher   = regexp.MustCompile(`spätestens (\d+) Stunden vorher ab`)
)

// Exclusions and the value they are restated against.
var (
	ho64aDeBandExcl  = regexp.MustCompile(`(die nur im )(\d+(?:,\d+)?)(-GHz-Band)`)
	ho64aDeBand      = regexp.MustCompile(`(\d+(?:,\d+)?)-GHz-Band`)
	ho64aDeOnlyYears = regexp.MustCompile(`(aber nur )(\d+)( Jahre)`)
	ho64aDeMinYears  = regexp.MustCompile(`mindestens (\d+) Jahren?`)
	ho64aJaOKUntil   = regexp.MustCompile(`(\d{1,2})(月分までは正常)`)
	ho64aJaFailMonth = regexp.MustCompile(`(\d{1,2})月分の[^。]{0,20}取り込めない`)
	ho64aJaSoreyori  = regexp.MustCompile(`(早くても[^。]*。[^。]*それより)早い(実施|開始|納品)`)
	ho64aJaSurface   = regexp.MustCompile(`(\p{Hiragana}{2,})や\p{Han}+の上では[^。]*?、([\p{Katakana}ー]+)(などの上に)`)
)

// Lead-ins and labels.
var (
	ho64aDeLeadAn     = regexp.MustCompile(`(direkt an )(?:das|die|den) \p{L}+:`)
	ho64aJaNewAddr    = regexp.MustCompile(`新住所は`)
	ho64aJaVisitLabel = regexp.MustCompile(`(?m)^訪問日時：`)
	ho64aDeFallsConn  = regexp.MustCompile(`(?m)^Falls die Verbindung nicht klappt:`)
	ho64aJaConnLead   = regexp.MustCompile(`うまくつながらない場合は、以下の点`)
)

// Product and the firm or app it belongs to.
var (
	ho64aDeListPick  = regexp.MustCompile(`(in der Liste )„([^“]+)“( aus)`)
	ho64aDeAppName   = regexp.MustCompile(`(?:die|der|das) (?:kostenlose |kostenlosen )?(\p{Lu}\p{L}*App)\b`)
	ho64aJaAppName   = regexp.MustCompile(`(アプリ「)([^」]+)(」)`)
	ho64aJaDevice    = regexp.MustCompile(`「([^」]+ [A-Z]+\d+)」`)
	ho64aDeServiceOf = regexp.MustCompile(`(?m)^(Ihr Kundenservice von )(.+)$`)
	ho64aDeQuoted    = regexp.MustCompile(`„([^“]+)“`)
	ho64aJaSignStore = regexp.MustCompile(`(?m)^([\p{Katakana}ー]+)(\p{Han}+店)( .*)$`)
	ho64aJaProduct   = regexp.MustCompile(`「([\p{Katakana}ー]+)(\p{Han}+)[ 」]`)
)

// Sent and returned items.
var (
	ho64aDeReturnDefect = regexp.MustCompile(`(schicken Sie )die defekte (\p{Lu}\p{Ll}+)`)
	ho64aDeErsatz       = regexp.MustCompile(`Ersatz(\p{Ll}+)`)
	ho64aJaReturnBroken = regexp.MustCompile(`破損品は、交換品に同梱の`)
	ho64aDeReturnLabel  = regexp.MustCompile(`(bittet um ein Rücksendeetikett)\.`)
)

// Lines and totals.
var (
	ho64aJSONLine  = regexp.MustCompile(`"(?:menge|quantity)":\s*(\d+),\s*"(?:einzelpreis|unit_price)":\s*(\d+(?:\.\d+)?)`)
	ho64aJSONTotal = regexp.MustCompile(`("(?:netto|value|total|summe)":\s*)(\d+(?:\.\d+)?)`)
	ho64aMdRow     = regexp.MustCompile(`(?m)^\|[^|\n]+\|\s*(\d+)\D*?\|\s*([\d,]+)円\s*\|\s*([\d,]+)円\s*\|$`)
	ho64aJaTotal   = regexp.MustCompile(`(合計[^：\n]*：)([\d,]+)(円)`)
)

func ho64aYen(s string) (int, bool) {
	n, err := strconv.Atoi(strings.ReplaceAll(s, ",", ""))
	return n, err == nil
}

func ho64aFormatYen(n int) string {
	s := strconv.Itoa(n)
	var b strings.Builder
	for i, r := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(r)
	}
	return b.String()
}

// ho64aOldNew finds the old and the new date of a stated change: their byte
// ranges, old first.
func ho64aOldNew(s string) (oa, ob, na, nb int, ok bool) {
	if loc := ho64aDeVomAuf.FindStringSubmatchIndex(s); loc != nil {
		return loc[2], loc[3], loc[4], loc[5], true
	}
	if loc := ho64aDeAmStatt.FindStringSubmatchIndex(s); loc != nil {
		return loc[4], loc[5], loc[2], loc[3], true
	}
	if loc := ho64aJaKaraNi.FindStringSubmatchIndex(s); loc != nil {
		return loc[2], loc[3], loc[4], loc[5], true
	}
	if lo := ho64aJaOldPlan.FindStringSubmatchIndex(s); lo != nil {
		if ln := ho64aJaNewPlan.FindStringSubmatchIndex(s[lo[1]:]); ln != nil {
			return lo[2], lo[3], lo[1] + ln[2], lo[1] + ln[3], true
		}
	}
	return 0, 0, 0, 0, false
}

// ho64aMoveOneOfPair moves the date at [a,b) to the date at [ra,rb) plus days.
func ho64aMoveOneOfPair(lang, s string, a, b, ra, rb, days int) string {
	ref, ok := ho64aParseDate(lang, s, ra, s[ra:rb])
	if !ok {
		return s
	}
	return ho64aReplaceDate(lang, s, a, b, func(time.Time) time.Time { return ref.AddDate(0, 0, days) })
}

// ---------------------------------------------------------------------------
// The kinds

var heldOutBatch64a = []heldOutKind{
	// A surname the answer names twice is, at its later mention, another real
	// surname one sound or one character away, so two people seem to be meant:
	// "aber Frau Müller kann die Wohnung … aufschließen" → "aber Frau Möller kann …";
	// 髙橋様は月末の給与計算に… → 髙島様は月末の給与計算に…; the signature "Ken Yamada" under
	// "Hier schreibt Yamada" → "Ken Yamane".
	{"b64a_repeated_surname_later_mention_near_real_surname", "raw", func(lang, s string) string {
		return ho64aReplaceLastOfRepeated(s, ho64aNearSurnames)
	}},

	// A firm, brand or place name the answer writes twice has, at its last mention,
	// its leading element swapped for that element's pair word, so body and list, or
	// body and sign-off, name two different firms: "Nordkälte AG ist zwar günstiger" →
	// "Südkälte AG ist zwar günstiger"; the signature ハルカゼ寝具店 under
	// "いつもハルカゼ寝具店をご利用" → アキカゼ寝具店; "Kobayashi Seiki Co., Ltd." → "Obayashi
	// Seiki Co., Ltd.".
	{"b64a_repeated_brand_last_mention_leading_element_pair_word", "raw", func(lang, s string) string {
		re := ho64aDeNameToken
		if lang == "ja" {
			re = ho64aJaNameToken
		}
		count := map[string]int{}
		for _, loc := range re.FindAllStringIndex(s, -1) {
			count[s[loc[0]:loc[1]]]++
		}
		for _, p := range ho64aPairWords {
			locs := re.FindAllStringIndex(s, -1)
			for i := len(locs) - 1; i >= 0; i-- {
				tok := s[locs[i][0]:locs[i][1]]
				if count[tok] < 2 || !strings.HasPrefix(tok, p[0]) {
					continue
				}
				// Only a name: the pair word must not swallow a common noun
				// (Norden, Osten, ハルカ alone) — the element needs a tail.
				rest := tok[len(p[0]):]
				if rest == "" && p[0] != "Kobayashi" && p[0] != "小林" {
					continue
				}
				if lang != "ja" && rest != "" && !unicode.IsLower([]rune(rest)[0]) {
					continue
				}
				return s[:locs[i][0]] + p[1] + rest + s[locs[i][1]:]
			}
		}
		return s
	}},

	// The old value of a stated postponement is moved three weeks past the new one,
	// so "verschiebt sich"/延期/"erst … statt"/遅れております says later while the dates
	// say earlier: "vom 19.10.2026 (Montag) auf den 26.10.2026" → "vom 16.11.2026
	// (Montag) auf den 26.10.2026"; 10月16日にお届けする予定でしたが → 11月11日にお届けする予定でしたが.
	{"b64a_old_date_of_postponement_moved_past_the_new_date", "raw", func(lang, s string) string {
		oa, ob, na, nb, ok := ho64aOldNew(s)
		if !ok {
			return s
		}
		return ho64aMoveOneOfPair(lang, s, oa, ob, na, nb, 21)
	}},

	// The mirror: the new value of a stated postponement is put two weeks before the
	// old one, its weekday recomputed: "erst am 23.11.2026 statt am 02.11.2026" →
	// "erst am 19.10.2026 statt am 02.11.2026"; 新しいお届け予定日は10月21日（水） →
	// 10月2日（金） although the parcel is late.
	{"b64a_new_date_of_postponement_put_before_the_old_date", "raw", func(lang, s string) string {
		oa, ob, na, nb, ok := ho64aOldNew(s)
		if !ok {
			return s
		}
		return ho64aMoveOneOfPair(lang, s, na, nb, oa, ob, -14)
	}},

	// An event another one waits for (a delivery, a fix, a shipment, a purchase) is
	// moved one month later, past the event that depends on it: "Stahlträger … erst
	// am 28.10.2026 geliefert … Inbetriebnahme … auf den 16.11.2026" → "erst am
	// 28.11.2026 geliefert"; 交換品は10月19日に発送いたしますので、10月22日（木）までに →
	// 交換品は11月19日に発送いたしますので、10月22日（木）までに.
	{"b64a_enabling_event_moved_after_the_event_it_enables", "raw", func(lang, s string) string {
		return ho64aApplyDateRules(lang, s, ho64aEnablerRules)
	}},

	// The end of a period is put on the wrong side of the date it bounds: a due date
	// before the invoice date, a contract end before its start, an absence that ends
	// before the day it explains, the old office open after the move: "faellig_am":
	// "2026-11-04" → "2026-10-04" (invoice of 2026-10-21); "end_date": "2027-11-30" →
	// "2026-11-30" (start 2026-12-01); 旧事務所…での営業は11月13日（金）まで → 11月20日（金）まで.
	{"b64a_period_end_put_on_wrong_side_of_the_date_it_bounds", "raw", func(lang, s string) string {
		if loc := ho64aJSONDue.FindStringSubmatchIndex(s); loc != nil {
			if st := ho64aJSONISO.FindStringSubmatch(s); st != nil {
				y, _ := strconv.Atoi(s[loc[2]:loc[3]])
				m, _ := strconv.Atoi(s[loc[4]:loc[5]])
				d, _ := strconv.Atoi(s[loc[6]:loc[7]])
				t := time.Date(y, time.Month(m), d, 0, 0, 0, 0, time.UTC).AddDate(0, -1, 0)
				start, err := time.Parse("2006-01-02", st[1])
				if err == nil && t.Before(start) {
					return s[:loc[2]] + t.Format("2006-01-02") + s[loc[7]:]
				}
			}
		}
		if loc := ho64aJSONEnd.FindStringSubmatchIndex(s); loc != nil {
			if st := ho64aJSONISO.FindStringSubmatch(s); st != nil {
				y, _ := strconv.Atoi(s[loc[2]:loc[3]])
				m, _ := strconv.Atoi(s[loc[4]:loc[5]])
				d, _ := strconv.Atoi(s[loc[6]:loc[7]])
				t := time.Date(y-1, time.Month(m), d, 0, 0, 0, 0, time.UTC)
				start, err := time.Parse("2006-01-02", st[1])
				if err == nil && t.Before(start) {
					return s[:loc[2]] + t.Format("2006-01-02") + s[loc[7]:]
				}
			}
		}
		return ho64aApplyDateRules(lang, s, ho64aPeriodEndRules)
	}},

	// A deadline for the reader's act is moved past the event it is for: a cancel
	// or change deadline after the appointment, an approval after the date it
	// approves: 前日の17時までにご連絡 → 翌日の17時までにご連絡; "spätestens 24 Stunden vorher
	// ab" → "spätestens 24 Stunden nach dem Termin ab"; 2026年10月30日までに、お見積もりへの
	// ご承認 → 2026年11月30日までに (the test starts 2026年11月9日).
	{"b64a_reader_deadline_moved_past_the_event_it_is_for", "raw", func(lang, s string) string {
		if loc := ho64aJaZenjitsu.FindStringSubmatchIndex(s); loc != nil {
			return s[:loc[0]] + "翌日" + s[loc[2]:]
		}
		if loc := ho64aDeVorher.FindStringSubmatchIndex(s); loc != nil {
			return s[:loc[0]] + "spätestens " + s[loc[2]:loc[3]] + " Stunden nach dem Termin ab" + s[loc[1]:]
		}
		return ho64aApplyDateRules(lang, s, ho64aDeadlineRules)
	}},

	// An exclusion and the reason or bound restated beside it disagree: the restated
	// side names the value it was set against: "Netze, die nur im 5-GHz-Band funken,
	// werden … nicht unterstützt" → "die nur im 2,4-GHz-Band funken"; "Nordkälte AG …
	// bietet aber nur 2 Jahre Garantie" → "nur 3 Jahre" (the criterion is mindestens 3
	// Jahre); （エラーコードTR-4031、9月分までは正常） → 10月分までは正常; それより早い実施はできません
	// → それより遅い実施はできません after 早くても; じゅうたん…の上では…、フローリングなどの上に → じゅうたんなどの上に.
	{"b64a_restated_exclusion_names_the_side_it_excludes_from", "raw", func(lang, s string) string {
		if loc := ho64aDeBandExcl.FindStringSubmatchIndex(s); loc != nil {
			excl := s[loc[4]:loc[5]]
			for _, m := range ho64aDeBand.FindAllStringSubmatch(s, -1) {
				if m[1] != excl {
					return s[:loc[4]] + m[1] + s[loc[5]:]
				}
			}
		}
		if loc := ho64aDeOnlyYears.FindStringSubmatchIndex(s); loc != nil {
			if m := ho64aDeMinYears.FindStringSubmatch(s); m != nil && m[1] != s[loc[4]:loc[5]] {
				return s[:loc[4]] + m[1] + s[loc[5]:]
			}
		}
		if loc := ho64aJaOKUntil.FindStringSubmatchIndex(s); loc != nil {
			if m := ho64aJaFailMonth.FindStringSubmatch(s); m != nil && m[1] != s[loc[2]:loc[3]] {
				return s[:loc[2]] + m[1] + s[loc[3]:]
			}
		}
		if loc := ho64aJaSoreyori.FindStringSubmatchIndex(s); loc != nil {
			return s[:loc[3]] + "遅い" + s[loc[4]:]
		}
		if loc := ho64aJaSurface.FindStringSubmatchIndex(s); loc != nil {
			return s[:loc[4]] + s[loc[2]:loc[3]] + s[loc[5]:]
		}
		return s
	}},

	// The line that leads into a block (an address, a date line, a checklist) names
	// the other of the two blocks the answer has, so lead-in and block disagree:
	// "liefern wir … direkt an das Prüflabor:" → "direkt an Ihre Rechnungsanschrift:"
	// above the lab's address; 新住所は〒530-0001… → 旧住所は〒530-0001… beside
	// 旧事務所（〒541-0041）; 訪問日時：2026年10月23日 → 受付日時：…; "Falls die Verbindung nicht
	// klappt:" → "Falls der Wochenplan nicht startet:" above connection checks.
	{"b64a_block_lead_in_names_the_other_block", "raw", func(lang, s string) string {
		if loc := ho64aDeLeadAn.FindStringSubmatchIndex(s); loc != nil && strings.Contains(s[loc[1]:], "Rechnungsanschrift") {
			return s[:loc[3]] + "Ihre Rechnungsanschrift:" + s[loc[1]:]
		}
		if loc := ho64aJaNewAddr.FindStringIndex(s); loc != nil && strings.Contains(s, "旧") {
			return s[:loc[0]] + "旧住所は" + s[loc[1]:]
		}
		if loc := ho64aJaVisitLabel.FindStringIndex(s); loc != nil && strings.Contains(s[:loc[0]], "訪問日時を") {
			return s[:loc[0]] + "受付日時：" + s[loc[1]:]
		}
		if loc := ho64aDeFallsConn.FindStringIndex(s); loc != nil && strings.Contains(s, "Wochenplan") {
			return s[:loc[0]] + "Falls der Wochenplan nicht startet:" + s[loc[1]:]
		}
		if loc := ho64aJaConnLead.FindStringIndex(s); loc != nil && strings.Contains(s, "体重") {
			return s[:loc[0]] + "体重が正しく表示されない場合は、以下の点" + s[loc[1]:]
		}
		return s
	}},

	// A product and the firm or app it belongs to, both named in the answer, are
	// conflated at one mention: the device picked in the app's list is the app, the
	// app to download is the device, the shop signs with the product's name:
	// "wählen Sie in der Liste „Nordwärme L9“ aus" → "„WärmeApp“ aus"; 無料アプリ「カラダノート」
	// → 無料アプリ「カラダノート S5」; "Ihr Kundenservice von Leuchtenhaus Nord" → "Ihr
	// Kundenservice von Nordlicht 40"; ハルカゼ寝具店 カスタマーサポート 岡田 → ハルカゼ羽毛布団 カスタマーサポート 岡田.
	{"b64a_product_and_its_firm_or_app_conflated_at_one_mention", "raw", func(lang, s string) string {
		if loc := ho64aDeListPick.FindStringSubmatchIndex(s); loc != nil {
			if m := ho64aDeAppName.FindStringSubmatch(s); m != nil && m[1] != s[loc[4]:loc[5]] {
				return s[:loc[4]] + m[1] + s[loc[5]:]
			}
		}
		if loc := ho64aJaAppName.FindStringSubmatchIndex(s); loc != nil {
			app := s[loc[4]:loc[5]]
			for _, m := range ho64aJaDevice.FindAllStringSubmatch(s, -1) {
				if m[1] != app && strings.HasPrefix(m[1], app) {
					return s[:loc[4]] + m[1] + s[loc[5]:]
				}
			}
		}
		if loc := ho64aDeServiceOf.FindStringSubmatchIndex(s); loc != nil {
			if m := ho64aDeQuoted.FindStringSubmatch(s); m != nil && m[1] != s[loc[4]:loc[5]] {
				return s[:loc[4]] + m[1] + s[loc[5]:]
			}
		}
		if loc := ho64aJaSignStore.FindStringSubmatchIndex(s); loc != nil {
			kata := s[loc[2]:loc[3]]
			for _, m := range ho64aJaProduct.FindAllStringSubmatch(s, -1) {
				if m[1] == kata && m[2] != s[loc[4]:loc[5]] {
					return s[:loc[4]] + m[2] + s[loc[5]:]
				}
			}
		}
		return s
	}},

	// What the writer sends and what the reader sends back are traded at one of
	// their two mentions: the reader is to return the replacement: "Bitte schicken
	// Sie die defekte Lampe … zurück" → "die Ersatzlampe"; 破損品は、交換品に同梱の返送用伝票で
	// ご返送ください → 交換品は、同梱の返送用伝票でご返送ください; "bittet um ein Rücksendeetikett" →
	// "bittet um ein Rücksendeetikett für das Austauschgerät".
	{"b64a_sent_and_returned_items_traded_at_one_mention", "raw", func(lang, s string) string {
		if loc := ho64aDeReturnDefect.FindStringSubmatchIndex(s); loc != nil {
			if m := ho64aDeErsatz.FindStringSubmatch(s); m != nil && strings.EqualFold(m[1], s[loc[4]:loc[5]]) {
				return s[:loc[3]] + "die Ersatz" + m[1] + s[loc[5]:]
			}
		}
		if loc := ho64aJaReturnBroken.FindStringIndex(s); loc != nil {
			return s[:loc[0]] + "交換品は、同梱の" + s[loc[1]:]
		}
		if loc := ho64aDeReturnLabel.FindStringSubmatchIndex(s); loc != nil && strings.Contains(s, "Austauschgerät") {
			return s[:loc[3]] + " für das Austauschgerät" + s[loc[3]:]
		}
		return s
	}},

	// The total no longer agrees with its lines: one line of several pieces is
	// counted at its unit price instead of its line total (the last such line):
	// "netto": 869.00 → 804.50 (4 × 185.00 + 64.50); "value": 15000 → 13900
	// (12800 + 1100); 合計（税抜）：53,900円 → 51,620円 (20箱 × 120円 counted as 120円).
	{"b64a_total_adds_one_lines_unit_price_instead_of_its_line_total", "raw", func(lang, s string) string {
		if lines := ho64aJSONLine.FindAllStringSubmatch(s, -1); len(lines) > 0 {
			sum, wrong := 0.0, math.NaN()
			for _, l := range lines {
				q, err1 := strconv.Atoi(l[1])
				p, err2 := strconv.ParseFloat(l[2], 64)
				if err1 != nil || err2 != nil {
					return s
				}
				sum += float64(q) * p
			}
			for i := len(lines) - 1; i >= 0; i-- {
				q, _ := strconv.Atoi(lines[i][1])
				p, _ := strconv.ParseFloat(lines[i][2], 64)
				if q > 1 {
					wrong = sum - float64(q)*p + p
					break
				}
			}
			if math.IsNaN(wrong) {
				return s
			}
			for _, loc := range ho64aJSONTotal.FindAllStringSubmatchIndex(s, -1) {
				v, err := strconv.ParseFloat(s[loc[4]:loc[5]], 64)
				if err != nil || math.Abs(v-sum) > 0.005 {
					continue
				}
				old := s[loc[4]:loc[5]]
				nw := strconv.FormatFloat(wrong, 'f', 0, 64)
				if i := strings.IndexByte(old, '.'); i >= 0 {
					nw = strconv.FormatFloat(wrong, 'f', len(old)-i-1, 64)
				}
				return s[:loc[4]] + nw + s[loc[5]:]
			}
			return s
		}
		rows := ho64aMdRow.FindAllStringSubmatch(s, -1)
		if len(rows) < 2 {
			return s
		}
		sum, wrong := 0, -1
		for _, r := range rows {
			lt, ok := ho64aYen(r[3])
			if !ok {
				return s
			}
			sum += lt
		}
		for i := len(rows) - 1; i >= 0; i-- {
			q, err := strconv.Atoi(rows[i][1])
			up, ok1 := ho64aYen(rows[i][2])
			lt, ok2 := ho64aYen(rows[i][3])
			if err == nil && ok1 && ok2 && q > 1 {
				wrong = sum - lt + up
				break
			}
		}
		if wrong < 0 {
			return s
		}
		if loc := ho64aJaTotal.FindStringSubmatchIndex(s); loc != nil {
			if v, ok := ho64aYen(s[loc[4]:loc[5]]); ok && v == sum {
				return s[:loc[4]] + ho64aFormatYen(wrong) + s[loc[5]:]
			}
		}
		return s
	}},
}

// ---------------------------------------------------------------------------
// The test

// ho64aBoundary reports whether rs[i] ends a sentence or a line.
func ho64aBoundary(rs []rune, i int) bool {
	switch rs[i] {
	case '\n', '。', '！', '？':
		return true
	case '.', '!', '?':
		return i+1 < len(rs) && (rs[i+1] == ' ' || rs[i+1] == '\n')
	}
	return false
}

// ho64aChangedSentence gives the sentence (or a window of it) where damaged
// differs from golden, in both texts.
func ho64aChangedSentence(golden, damaged string) (string, string) {
	g, d := []rune(golden), []rune(damaged)
	p := 0
	for p < len(g) && p < len(d) && g[p] == d[p] {
		p++
	}
	q := 0
	for q < len(g)-p && q < len(d)-p && g[len(g)-1-q] == d[len(d)-1-q] {
		q++
	}
	start := p
	for start > 0 && p-start < 200 && !ho64aBoundary(g, start-1) {
		start--
	}
	ext := 0
	for e := len(g) - q; e < len(g) && ext < 200; e++ {
		ext++
		if ho64aBoundary(g, e) {
			break
		}
	}
	return strings.TrimSpace(string(g[start : len(g)-q+ext])), strings.TrimSpace(string(d[start : len(d)-q+ext]))
}
