package grade

import (
	"bytes"
	"fmt"
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/infergate/infergate/internal/body"
)

// The thirteenth blind batch of the held-out study: damage kinds and harmless
// variants written after reading only the goldens, the prompts, the harness and the
// names of the earlier kinds, before reading any check.
//
// Its angle is the eight families of failure the project's issue lists, each with
// mechanisms the earlier batches did not use, as a quantized or misconfigured model
// produces them in business answers: facts that must agree with one another (an
// afternoon hour turned into a morning one on a 12-hour clock, a time window with a
// wrong duration beside it, a share in per cent that its own amounts contradict, a
// postponement to a date before the original one); script and language purity (a
// Japanese formula in Korean, names in the other script, traditional Chinese
// glyphs in one sentence, a source sentence left untranslated, an English closing);
// degenerate repetition (the salutation twice, a JSON array element duplicated, a
// paragraph repeated, a sentence echoed with one word fewer); register (an ASCII
// emoticon or kaomoji, exclamation marks for every 。, タメ口 endings, spoken German
// contractions, the customer called あなた); quantities (a unit converted with a
// decimal factor, a measure's unit dropped, a line collapsed to quantity 1 at the
// line total, a one-off amount made monthly); polarity (nur → auch, noch → nicht
// mehr, an inclusive bound made exclusive, a negative affix flipped: 不要 → 必要,
// kostenlos → kostenpflichtig); list structure (two items merged, steps or rows
// sorted alphabetically, a checklist continued as steps, an item's sentence moved to
// the next item); truncation without a finish reason (inside an amount, after a JSON
// key's colon, inside a table row, a list trailing off with an ellipsis, a letter cut
// inside its closing formula). Every kind is deterministic; the harmless variants
// change typography or serialisation only.
//
// TestHeldOutDamage logs its total as "batch 13". At first sight (2026-12-04): 185 of
// 239 changed answers caught (77.4 %). Whole kinds no check saw: the customer called
// あなた 0/6, nur → auch 0/4, an inclusive bound made exclusive 0/7, an item's
// sentence moved to the next item 0/3; mostly missed: a one-off amount made monthly
// 2/9, a measure's unit dropped 3/7, noch → nicht mehr 1/4, a sentence echoed with a
// word fewer 12/19 (the German ones). Its harmless variants: 4 false alarms on 55
// answers, all of de_fi_fl_ligatures (default-well-formed on ﬁndet, ﬂackert, Öﬀnen,
// Prüﬂabor; names and register on Hoﬀmann): the ligature characters are NFKC-equal to
// their letters, typography only, kept. All kinds then 3565 of 3779 (94.3 %), 4 false
// alarms on 924 variant answers. After the rules it prompted (the Latin ligatures
// folded; あなた, spoken German and だよ out of a business register; 以降/までに/bis zum
// against より後/より前/vor dem, nur against auch, noch against nicht mehr; a period the
// case never gives an amount; a quantity's number left bare; a sentence said again a
// word shorter; a sentence moved to another list item): 220 of 239 (92.1 %), 0 false
// alarms.

var (
	ho13JaHour      = regexp.MustCompile(`(午前|午後)?(\d{1,2})時`)
	ho13DeHour      = regexp.MustCompile(`(^|[^:\d])(\d{1,2}) Uhr`)
	ho13JaWindow    = regexp.MustCompile(`(\d{1,2})時〜(\d{1,2})時`)
	ho13DeWindow    = regexp.MustCompile(`(zwischen|von) (\d{1,2}) (und|bis) (\d{1,2}) Uhr`)
	ho13DeEuro      = regexp.MustCompile(`(\d{1,3}(?:\.\d{3})*,\d{2}) €`)
	ho13JaYen       = regexp.MustCompile(`(約)?(\d{1,3}(?:,\d{3})+|\d+)(万)?円`)
	ho13DeNumDate   = regexp.MustCompile(`\b(\d{1,2})\.(\d{1,2})\.(\d{4})\b`)
	ho13DeLongDate  = regexp.MustCompile(`\b(\d{1,2})\. (Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) (\d{4})`)
	ho13JaDate      = regexp.MustCompile(`(?:(\d{4})年)?(\d{1,2})月(\d{1,2})日`)
	ho13Postpone    = regexp.MustCompile(`verschieb|verschoben|erst am|statt am|延期|遅れ|変更`)
	ho13ListLine    = regexp.MustCompile(`^(?:(\d+)\. |- |・)`)
	ho13MarkerStrip = regexp.MustCompile(`^(?:\d+\. |[-*•] ?|・)`)
	ho13DeUnit      = regexp.MustCompile(`(\d+) (Minuten|Stunden|Wochen|Jahre)\b`)
	ho13JaUnit      = regexp.MustCompile(`(\d+)(分|メートル|週間|時間)`)
	ho13DeMeasure   = regexp.MustCompile(`(\d+(?:,\d+)?) ?(Wochen|Jahren|Jahre|Minuten|Stunden|°C)`)
	ho13JaMeasure   = regexp.MustCompile(`(\d+)(箱|個|メートル|秒|週間|名)`)
	ho13JaLine      = regexp.MustCompile(`"quantity": (\d+), "unit_price": (\d+(?:\.\d+)?)`)
	ho13DeLine      = regexp.MustCompile(`"menge": (\d+), "einzelpreis": (\d+(?:\.\d+)?)`)
	ho13TableLine   = regexp.MustCompile(`\| (\d+)(箱|個|Stück) \| ([\d,.]+)(円| €) \| ([\d,.]+)(円| €) \|`)
	ho13DeSpoken    = regexp.MustCompile(`\b(eine|einen|einem|nicht|ist|haben)\b`)
	ho13AmountCut   = regexp.MustCompile(`\d{1,3}(?:\.\d{3})*,\d{2}|\d{1,3}(?:,\d{3})+|: \d+\.\d+`)
	ho13KoreanPairs = [][2]string{
		{"誠に申し訳ございません", "정말 죄송합니다"},
		{"ありがとうございます", "감사합니다"},
		{"ありがとうございました", "감사했습니다"},
		{"申し訳ございません", "죄송합니다"},
		{"よろしくお願いいたします", "잘 부탁드립니다"},
		{"ご確認ください", "확인해 주십시오"},
		{"お問い合わせください", "문의해 주십시오"},
	}
	ho13JaRomaji = strings.NewReplacer(
		"小林 恵子", "Kobayashi Keiko", "渡辺 弘", "Watanabe Hiroshi", "中島 大輔", "Nakajima Daisuke",
		"髙橋 美咲", "Takahashi Misaki", "髙橋", "Takahashi", "松本", "Matsumoto", "石井", "Ishii",
		"森課長", "Mori課長", "西村", "Nishimura", "松田", "Matsuda", "小西", "Konishi", "佐藤", "Sato", "岡田", "Okada")
	ho13DeKanjiNames = strings.NewReplacer("Ken Yamada", "山田 健", "Kobayashi Seiki", "小林精機", "Yamada", "山田")
	// ho13Traditional maps Japanese shinjitai to the traditional (Taiwan, Hong Kong)
	// forms a model trained on much Chinese text writes instead.
	ho13Traditional = strings.NewReplacer("会", "會", "発", "發", "対", "對", "様", "樣", "円", "圓", "変", "變",
		"経", "經", "続", "續", "号", "號", "区", "區", "売", "賣", "気", "氣", "価", "價", "担", "擔", "当", "當",
		"来", "來", "応", "應", "転", "轉", "図", "圖", "点", "點", "検", "檢", "実", "實", "関", "關", "届", "屆",
		"払", "拂", "数", "數", "営", "營", "写", "寫", "証", "證", "済", "濟", "遅", "遲", "読", "讀", "体", "體",
		"帯", "帶", "画", "畫", "録", "錄", "歩", "步", "乗", "乘", "残", "殘", "畳", "疊", "覧", "覽", "予", "豫",
		"処", "處", "広", "廣", "旧", "舊", "国", "國", "伝", "傳", "総", "總", "継", "繼", "参", "參", "恵", "惠",
		"訳", "譯", "税", "稅", "験", "驗", "険", "險", "戻", "戾")
	ho13JaCasual = strings.NewReplacer(
		"誠に申し訳ございません。", "ほんとごめんね。", "申し訳ございません。", "ごめんね。",
		"よろしくお願いいたします。", "よろしくね。", "お願いいたします。", "お願いね。",
		"ありがとうございます。", "ありがとね。", "ありがとうございました。", "ありがとね。",
		"いたしました。", "したよ。", "いたします。", "するよ。", "ございます。", "あるよ。", "です。", "だよ。")
	ho13Anata = [][2]string{
		{"ご注文番号", "あなたのご注文番号"},
		{"お支払い期限", "あなたのお支払い期限"},
		{"日程の変更を", "あなたが日程の変更を"},
		{"、お見積もりへのご承認", "、あなたからのお見積もりへのご承認"},
		{"お送りいただいた写真", "あなたからお送りいただいた写真"},
		{"スマートフォンで、", "あなたのスマートフォンで、"},
	}
	ho13NegAffix = strings.NewReplacer("不要", "必要", "無料", "有料", "無償", "有償", "不可", "可",
		"kostenlos", "kostenpflichtig", "unverändert", "verändert", "Unverändert", "Verändert")
	ho13Untranslated = [][2]string{
		{"Der Rechnungsbetrag bleibt unverändert bei 1.850,00 €.", "なお、請求金額は変わらず1.850,00ユーロです。"},
		{"固定価格は1,480ユーロ（税別）です。", "Der Festpreis beträgt 1.480,00 € zzgl. MwSt."},
	}
	ho13Nur        = regexp.MustCompile(`\bnur\b`)
	ho13Noch       = regexp.MustCompile(`\bnoch\b`)
	ho13KeinenMehr = regexp.MustCompile(`\bkeinen (\p{L}+) mehr\b`)
	ho13Weiter     = regexp.MustCompile(`\b(läuft|bleibt) ([^.;,]{0,40}?) weiter\b`)
	ho13JaMadeni   = regexp.MustCompile(`(日(?:（.）)?)までに`)
	ho13Mindestens = regexp.MustCompile(`\bmindestens (\d)`)
	ho13BisZum     = regexp.MustCompile(`\bbis zum (\d)`)
	ho13Weekday    = regexp.MustCompile(`（([月火水木金土日])）`)
	ho13ZeroCents  = regexp.MustCompile(`(\d{1,3}(?:\.\d{3})*),00 €`)
	ho13QuotedName = regexp.MustCompile(`(.?)„([^“\n]{1,60})“|(.?)「([^」\n]{1,40})」`)
	ho13JaClosing  = regexp.MustCompile(`(?:今後とも)?(?:どうぞ)?(?:[^\n。、]{0,20}を)?よろしくお願い(?:いたします|申し上げます)。`)
)

// ho13Amount is an amount of a text: its value and where its match ends.
type ho13Amount struct {
	v          float64
	start, end int
	table      bool
}

// ho13Amounts lists the euro (German) or yen (Japanese) amounts of a text, leaving out
// yen amounts that are the tail of an 億 figure.
func ho13Amounts(lang, s string) []ho13Amount {
	var out []ho13Amount
	lineStart := func(at int) bool {
		ls := strings.LastIndex(s[:at], "\n") + 1
		return strings.HasPrefix(s[ls:], "|")
	}
	if lang == "de" {
		for _, m := range ho13DeEuro.FindAllStringSubmatchIndex(s, -1) {
			num := strings.ReplaceAll(strings.ReplaceAll(s[m[2]:m[3]], ".", ""), ",", ".")
			v, _ := strconv.ParseFloat(num, 64)
			out = append(out, ho13Amount{v, m[0], m[1], lineStart(m[0])})
		}
		return out
	}
	for _, m := range ho13JaYen.FindAllStringSubmatchIndex(s, -1) {
		if strings.HasSuffix(s[:m[0]], "億") {
			continue
		}
		v, _ := strconv.ParseFloat(strings.ReplaceAll(s[m[4]:m[5]], ",", ""), 64)
		if m[6] >= 0 {
			v *= 10000
		}
		out = append(out, ho13Amount{v, m[0], m[1], lineStart(m[0])})
	}
	return out
}

// ho13Date is a date of a text as written.
type ho13Date struct {
	t        time.Time
	text     string
	withYear bool
	long     bool
}

func ho13FindDates(lang, s string) []ho13Date {
	var out []ho13Date
	if lang == "ja" {
		for _, m := range ho13JaDate.FindAllStringSubmatch(s, -1) {
			y := 2026
			if m[1] != "" {
				y, _ = strconv.Atoi(m[1])
			}
			mo, _ := strconv.Atoi(m[2])
			d, _ := strconv.Atoi(m[3])
			out = append(out, ho13Date{time.Date(y, time.Month(mo), d, 0, 0, 0, 0, time.UTC), m[0], m[1] != "", false})
		}
		return out
	}
	for _, m := range ho13DeNumDate.FindAllStringSubmatch(s, -1) {
		d, _ := strconv.Atoi(m[1])
		mo, _ := strconv.Atoi(m[2])
		y, _ := strconv.Atoi(m[3])
		out = append(out, ho13Date{time.Date(y, time.Month(mo), d, 0, 0, 0, 0, time.UTC), m[0], true, false})
	}
	for _, m := range ho13DeLongDate.FindAllStringSubmatch(s, -1) {
		d, _ := strconv.Atoi(m[1])
		mo := slices.Index(deMonths, m[2]) + 1
		y, _ := strconv.Atoi(m[3])
		out = append(out, ho13Date{time.Date(y, time.Month(mo), d, 0, 0, 0, 0, time.UTC), m[0], true, true})
	}
	return out
}

// ho13FormatDate writes t the way like was written.
func ho13FormatDate(lang string, like ho13Date, t time.Time) string {
	switch {
	case lang == "ja" && like.withYear:
		return fmt.Sprintf("%d年%d月%d日", t.Year(), int(t.Month()), t.Day())
	case lang == "ja":
		return fmt.Sprintf("%d月%d日", int(t.Month()), t.Day())
	case like.long:
		return fmt.Sprintf("%d. %s %d", t.Day(), deMonths[t.Month()-1], t.Year())
	}
	return fmt.Sprintf("%02d.%02d.%d", t.Day(), int(t.Month()), t.Year())
}

// ho13ListRun is a run of consecutive list lines of one marker kind.
type ho13ListRun struct {
	start, end int // lines [start, end)
	numbered   bool
}

func ho13ListRuns(lines []string) []ho13ListRun {
	var runs []ho13ListRun
	kind := func(l string) int {
		m := ho13ListLine.FindStringSubmatch(l)
		switch {
		case m == nil:
			return 0
		case m[1] != "":
			return 1
		case strings.HasPrefix(l, "- "):
			return 2
		}
		return 3
	}
	for i := 0; i < len(lines); {
		k := kind(lines[i])
		if k == 0 {
			i++
			continue
		}
		j := i
		for j < len(lines) && kind(lines[j]) == k {
			j++
		}
		runs = append(runs, ho13ListRun{i, j, k == 1})
		i = j
	}
	return runs
}

func ho13Longest(runs []ho13ListRun) (ho13ListRun, bool) {
	var best ho13ListRun
	ok := false
	for _, r := range runs {
		if !ok || r.end-r.start > best.end-best.start {
			best, ok = r, true
		}
	}
	return best, ok
}

// ho13Renumber numbers the numbered items of lines[start:end] from first on.
func ho13Renumber(lines []string, start, end, first int) {
	for i := start; i < end; i++ {
		lines[i] = strconv.Itoa(first+i-start) + ". " + ho13MarkerStrip.ReplaceAllString(lines[i], "")
	}
}

func ho13Marker(line string) string {
	return ho13MarkerStrip.FindString(line)
}

// ho13ValueEnd is the end of the JSON value that starts at s[i].
func ho13ValueEnd(s string, i int) int {
	depth, inStr := 0, false
	for j := i; j < len(s); j++ {
		c := s[j]
		switch {
		case inStr:
			if c == '\\' {
				j++
			} else if c == '"' {
				inStr = false
				if depth == 0 {
					return j + 1
				}
			}
		case c == '"':
			inStr = true
		case c == '{' || c == '[':
			depth++
		case c == '}' || c == ']':
			depth--
			if depth == 0 {
				return j + 1
			}
			if depth < 0 {
				return j
			}
		case depth == 0 && (c == ',' || c == ' ' || c == '\n'):
			return j
		}
	}
	return len(s)
}

// ho13OutsideStrings lists the offsets of c outside JSON strings.
func ho13OutsideStrings(s string, c byte) []int {
	var out []int
	inStr := false
	for j := 0; j < len(s); j++ {
		switch {
		case inStr && s[j] == '\\':
			j++
		case s[j] == '"':
			inStr = !inStr
		case !inStr && s[j] == c:
			out = append(out, j)
		}
	}
	return out
}

var heldOutBatch13 = []heldOutKind{
	// 1. Facts that must agree with one another.

	// An afternoon hour put on a 12-hour clock in the wrong half of the day: 14時 →
	// 午前2時, 22 Uhr → 10 Uhr morgens.
	{"afternoon_hour_as_morning_12h", "strings", func(lang, s string) string {
		if lang == "ja" {
			return ho13JaHour.ReplaceAllStringFunc(s, func(m string) string {
				sm := ho13JaHour.FindStringSubmatch(m)
				h, _ := strconv.Atoi(sm[2])
				if sm[1] != "" || h < 13 || h > 23 {
					return m
				}
				return "午前" + strconv.Itoa(h-12) + "時"
			})
		}
		return ho13DeHour.ReplaceAllStringFunc(s, func(m string) string {
			sm := ho13DeHour.FindStringSubmatch(m)
			h, _ := strconv.Atoi(sm[2])
			if h < 13 || h > 23 {
				return m
			}
			return sm[1] + strconv.Itoa(h-12) + " Uhr morgens"
		})
	}},
	// A time window given with a duration its own bounds contradict: 14時〜16時（3時間）,
	// zwischen 8 und 12 Uhr (insgesamt 5 Stunden).
	{"time_window_wrong_duration_added", "strings", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(ho13JaWindow, s, func(m []string) string {
				a, _ := strconv.Atoi(m[1])
				b, _ := strconv.Atoi(m[2])
				return m[0] + "（" + strconv.Itoa(b-a+1) + "時間）"
			})
		}
		return hoFirstMatch(ho13DeWindow, s, func(m []string) string {
			a, _ := strconv.Atoi(m[2])
			b, _ := strconv.Atoi(m[4])
			return m[0] + " (insgesamt " + strconv.Itoa(b-a+1) + " Stunden)"
		})
	}},
	// A share in per cent that the answer's own amounts contradict: 5,500円（38,500円の
	// 約29%）, 13.975,00 € (rund 74 % von 14.890,00 €).
	{"share_percentage_contradicts_amounts", "strings", func(lang, s string) string {
		as := ho13Amounts(lang, s)
		if len(as) < 2 {
			return s
		}
		large := as[0]
		for _, a := range as {
			if a.v > large.v {
				large = a
			}
		}
		for _, a := range as {
			if a.table || a.v <= 0 || a.v*1.05 >= large.v {
				continue
			}
			r := 100 * a.v / large.v
			p := int(math.Round(r)) + 15
			if r >= 70 {
				p = int(math.Round(r)) - 20
			}
			at := a.end
			for _, q := range []string{"（税込）", "（税別）", "（税抜）"} {
				if strings.HasPrefix(s[at:], q) {
					at += len(q)
				}
			}
			add := fmt.Sprintf(" (rund %d %% von %s)", p, s[large.start:large.end])
			if lang == "ja" {
				add = fmt.Sprintf("（%sの約%d%%）", s[large.start:large.end], p)
			}
			return s[:at] + add + s[at:]
		}
		return s
	}},
	// A postponement reported to a date before the original one: the latest date of a
	// text that reports a delay set three days before its earliest date.
	{"postponed_date_before_original", "strings", func(lang, s string) string {
		if !ho13Postpone.MatchString(s) {
			return s
		}
		ds := ho13FindDates(lang, s)
		if len(ds) < 2 {
			return s
		}
		lo, hi := ds[0], ds[0]
		for _, d := range ds {
			if d.t.Before(lo.t) {
				lo = d
			}
			if d.t.After(hi.t) {
				hi = d
			}
		}
		if !hi.t.After(lo.t) {
			return s
		}
		return strings.ReplaceAll(s, hi.text, ho13FormatDate(lang, hi, lo.t.AddDate(0, 0, -3)))
	}},

	// 2. Script and language purity.

	// A Japanese set phrase written in Korean, as a multilingual model slips into the
	// language it saw the formula in most: ありがとうございます → 감사합니다.
	{"ja_formula_in_korean", "strings", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		for _, p := range ho13KoreanPairs {
			if strings.Contains(s, p[0]) {
				return strings.Replace(s, p[0], p[1], 1)
			}
		}
		return s
	}},
	// Names written in the other language's script: Japanese names romanised in a
	// Japanese answer (小林 恵子様 → Kobayashi Keiko様), the Japanese sender's name put back
	// into kanji in a German translation (Ken Yamada → 山田 健).
	{"name_in_wrong_script", "strings", func(lang, s string) string {
		if lang == "ja" {
			return ho13JaRomaji.Replace(s)
		}
		return ho13DeKanjiNames.Replace(s)
	}},
	// One sentence of a Japanese answer written in traditional Chinese glyphs (発送 →
	// 發送, 会計 → 會計), as a model trained on Taiwanese text writes them.
	{"ja_traditional_chinese_glyphs", "longest", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return hoMiddleSentence(lang, s, ho13Traditional.Replace)
	}},
	// A sentence of a translation left in the source language, copied from the
	// request untranslated.
	{"translation_sentence_left_in_source", "raw", func(lang, s string) string {
		for _, p := range ho13Untranslated {
			if strings.Contains(s, p[0]) {
				return strings.Replace(s, p[0], p[1], 1)
			}
		}
		return s
	}},
	// The closing formula in English: Mit freundlichen Grüßen → Kind regards,
	// 今後ともよろしくお願いいたします。 → Best regards.
	{"closing_formula_in_english", "strings", func(lang, s string) string {
		if lang == "de" {
			return strings.Replace(s, "Mit freundlichen Grüßen", "Kind regards", 1)
		}
		locs := ho13JaClosing.FindAllStringIndex(s, -1)
		if len(locs) == 0 {
			return s
		}
		l := locs[len(locs)-1]
		return s[:l[0]] + "Best regards." + s[l[1]:]
	}},

	// 3. Degenerate repetition.

	// The salutation line written twice: "Sehr geehrter Herr Weiß,\nSehr geehrter Herr
	// Weiß,", "松本様\n松本様".
	{"salutation_line_doubled", "strings", func(lang, s string) string {
		first, rest, ok := strings.Cut(s, "\n")
		if !ok {
			return s
		}
		if lang == "de" && !strings.HasPrefix(first, "Sehr geehrte") && !strings.HasPrefix(first, "Guten Tag") {
			return s
		}
		if lang == "ja" && (utf8.RuneCountInString(first) > 20 || !(strings.HasSuffix(first, "様") || strings.HasSuffix(first, "部長"))) {
			return s
		}
		return first + "\n" + first + "\n" + rest
	}},
	// The first element of a JSON array written twice: a note, an ordered item or an
	// invoice line duplicated.
	{"json_array_element_duplicated", "raw", func(lang, s string) string {
		if !strings.HasPrefix(strings.TrimSpace(s), "{") {
			return s
		}
		br := ho13OutsideStrings(s, '[')
		if len(br) == 0 {
			return s
		}
		i := br[0] + 1
		for i < len(s) && s[i] == ' ' {
			i++
		}
		if i >= len(s) || s[i] == ']' {
			return s
		}
		e := ho13ValueEnd(s, i)
		return s[:e] + ", " + s[i:e] + s[e:]
	}},
	// The longest paragraph after the first (a letter's body, a list of steps)
	// written twice in a row.
	{"paragraph_repeated", "strings", func(lang, s string) string {
		paras := strings.Split(s, "\n\n")
		if len(paras) < 2 {
			return s
		}
		k := -1
		for i := 1; i < len(paras); i++ {
			if utf8.RuneCountInString(paras[i]) >= 20 && (k < 0 || len(paras[i]) > len(paras[k])) {
				k = i
			}
		}
		if k < 0 {
			return s
		}
		paras = slices.Insert(paras, k+1, paras[k])
		return strings.Join(paras, "\n\n")
	}},
	// A sentence followed by a near-copy of itself with one word or clause fewer, as a
	// sampler stuck in a loop restarts it: "…, 誠に申し訳ございません。誠に申し訳ございません。".
	{"sentence_echoed_shortened", "longest", func(lang, s string) string {
		return hoMiddleSentence(lang, s, func(sent string) string {
			trimmed := strings.TrimRight(sent, " ")
			trailing := sent[len(trimmed):]
			body := ho13MarkerStrip.ReplaceAllString(trimmed, "")
			if lang == "ja" {
				i := strings.Index(body, "、")
				if i < 0 || !strings.HasSuffix(body, "。") {
					return sent
				}
				cp := body[i+len("、"):]
				if utf8.RuneCountInString(cp) < 8 {
					return sent
				}
				return trimmed + cp + trailing
			}
			w := strings.Fields(body)
			if len(w) < 6 || !strings.HasSuffix(body, ".") {
				return sent
			}
			cp := slices.Delete(slices.Clone(w), len(w)/2, len(w)/2+1)
			return trimmed + " " + strings.Join(cp, " ") + trailing
		})
	}},

	// 4. Register in formal text.

	// An ASCII emoticon or kaomoji after the first full sentence: "vielen Dank für Ihre
	// Nachricht. :-)", "…ありがとうございます。(^_^)".
	{"emoticon_ascii_appended", "longest", func(lang, s string) string {
		split, refs := hoAllSentences(lang, s)
		lines := strings.Split(s, "\n")
		add := " :-)"
		if lang == "ja" {
			add = "(^_^)"
		}
		for _, r := range refs {
			old := split[r.line][r.idx]
			sent := strings.TrimRight(old, " ")
			if strings.HasPrefix(lines[r.line], "|") || utf8.RuneCountInString(sent) < 12 ||
				!(strings.HasSuffix(sent, "。") || strings.HasSuffix(sent, ".")) {
				continue
			}
			split[r.line][r.idx] = sent + add + old[len(sent):]
			return hoJoin(split)
		}
		return s
	}},
	// Every 。 of a Japanese letter or summary an exclamation mark, as in a chat.
	{"ja_stops_as_exclamations", "strings", func(lang, s string) string {
		if lang != "ja" || strings.Count(s, "。") < 3 {
			return s
		}
		return strings.ReplaceAll(s, "。", "！")
	}},
	// Polite Japanese endings made タメ口 with よ/ね: です。 → だよ。, いたします。 → するよ。,
	// 申し訳ございません。 → ごめんね。
	{"ja_tameguchi_endings", "strings", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return ho13JaCasual.Replace(s)
	}},
	// Spoken German contractions in a formal text: eine → 'ne, nicht → nich, ist → is,
	// haben → ham.
	{"de_spoken_contractions", "strings", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return ho13DeSpoken.ReplaceAllStringFunc(s, func(m string) string {
			return map[string]string{"eine": "'ne", "einen": "'nen", "einem": "'nem", "nicht": "nich", "ist": "is", "haben": "ham"}[m]
		})
	}},
	// The customer addressed as あなた in a Japanese business text: あなたのご注文番号.
	{"ja_customer_addressed_anata", "strings", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		for _, p := range ho13Anata {
			if strings.Contains(s, p[0]) {
				return strings.Replace(s, p[0], p[1], 1)
			}
		}
		return s
	}},

	// 5. Quantities as (number, unit) facts.

	// A quantity converted to a smaller unit with a decimal factor: 24 Stunden → 2400
	// Minuten, 10 Minuten → 1000 Sekunden, 2メートル → 20センチ, 2週間 → 20日間.
	{"unit_converted_wrong_factor", "strings", func(lang, s string) string {
		re, conv := ho13DeUnit, map[string]struct {
			f int
			u string
		}{"Minuten": {100, " Sekunden"}, "Stunden": {100, " Minuten"}, "Wochen": {10, " Tage"}, "Jahre": {10, " Monate"}}
		if lang == "ja" {
			re = ho13JaUnit
			conv = map[string]struct {
				f int
				u string
			}{"分": {100, "秒"}, "メートル": {10, "センチ"}, "週間": {10, "日間"}, "時間": {100, "分"}}
		}
		return hoFirstMatch(re, s, func(m []string) string {
			n, _ := strconv.Atoi(m[1])
			c := conv[m[2]]
			return strconv.Itoa(n*c.f) + c.u
		})
	}},
	// The unit of the first two measures dropped, the number kept: 6 Wochen → 6,
	// 10箱 → 10, 24 Stunden vorher → 24 vorher.
	{"measure_unit_dropped", "strings", func(lang, s string) string {
		re := ho13DeMeasure
		if lang == "ja" {
			re = ho13JaMeasure
		}
		n := 0
		return re.ReplaceAllStringFunc(s, func(m string) string {
			n++
			if n > 2 {
				return m
			}
			return re.FindStringSubmatch(m)[1]
		})
	}},
	// A line of several pieces collapsed into quantity 1 at the line's total: menge 4 ×
	// 185.00 → menge 1 × 740.00, | 10箱 | 2,480円 | → | 1箱 | 24,800円 |.
	{"line_collapsed_to_quantity_one", "raw", func(lang, s string) string {
		for _, re := range []*regexp.Regexp{ho13JaLine, ho13DeLine} {
			for _, m := range re.FindAllStringSubmatchIndex(s, -1) {
				n, _ := strconv.Atoi(s[m[2]:m[3]])
				if n < 2 {
					continue
				}
				p := s[m[4]:m[5]]
				v, _ := strconv.ParseFloat(p, 64)
				dec := 0
				if i := strings.IndexByte(p, '.'); i >= 0 {
					dec = len(p) - i - 1
				}
				return s[:m[2]] + "1" + s[m[3]:m[4]] + strconv.FormatFloat(v*float64(n), 'f', dec, 64) + s[m[5]:]
			}
		}
		for _, m := range ho13TableLine.FindAllStringSubmatchIndex(s, -1) {
			n, _ := strconv.Atoi(s[m[2]:m[3]])
			if n < 2 {
				continue
			}
			total := s[m[10]:m[11]]
			return s[:m[2]] + "1" + s[m[3]:m[6]] + total + s[m[7]:]
		}
		return s
	}},
	// A one-off amount made recurring: 3.912,50 € → 3.912,50 € pro Monat, 500円分 →
	// 毎月500円分.
	{"oneoff_amount_made_monthly", "strings", func(lang, s string) string {
		if lang == "de" {
			if strings.Contains(s, "monatlich") || strings.Contains(s, "pro Monat") {
				return s
			}
			return hoFirstMatch(ho13DeEuro, s, func(m []string) string { return m[0] + " pro Monat" })
		}
		for _, w := range []string{"月額", "今月", "先月", "毎月", "月々"} {
			if strings.Contains(s, w) {
				return s
			}
		}
		for _, a := range ho13Amounts(lang, s) {
			return s[:a.start] + "毎月" + s[a.start:]
		}
		return s
	}},

	// 6. Polarity-bearing terms.

	// Exclusive "only" made inclusive "also": nur → auch, のみ → も.
	{"only_made_also", "strings", func(lang, s string) string {
		if lang == "ja" {
			return strings.ReplaceAll(s, "のみ", "も")
		}
		return ho13Nur.ReplaceAllString(s, "auch")
	}},
	// "Still" made "no longer" and the reverse: steht noch aus → steht nicht mehr aus,
	// keinen Druck mehr → noch Druck, läuft … weiter → läuft … nicht weiter.
	{"still_made_no_longer", "strings", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		s = ho13Noch.ReplaceAllString(s, "nicht mehr")
		s = ho13KeinenMehr.ReplaceAllString(s, "noch $1")
		return ho13Weiter.ReplaceAllString(s, "$1 $2 nicht weiter")
	}},
	// An inclusive bound made exclusive: iOS 16以降 → iOS 16より後, 30日までに → 30日より前に,
	// mindestens 3 Jahren → mehr als 3 Jahren, bis zum 21.10. → vor dem 21.10.
	{"inclusive_bound_made_exclusive", "strings", func(lang, s string) string {
		if lang == "ja" {
			s = strings.ReplaceAll(s, "以降", "より後")
			return ho13JaMadeni.ReplaceAllString(s, "${1}より前に")
		}
		s = ho13Mindestens.ReplaceAllString(s, "mehr als $1")
		s = strings.ReplaceAll(s, "bis spätestens ", "vor dem ")
		return ho13BisZum.ReplaceAllString(s, "vor dem $1")
	}},
	// A negative affix inside a word flipped: 不要 → 必要, 無料 → 有料, kostenlos →
	// kostenpflichtig, unverändert → verändert.
	{"negative_affix_flipped", "strings", func(lang, s string) string {
		return ho13NegAffix.Replace(s)
	}},

	// 7. List structure.

	// Two adjacent items of the longest list merged into one, the numbers after them
	// closed up.
	{"adjacent_list_items_merged", "strings", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		r, ok := ho13Longest(ho13ListRuns(lines))
		if !ok || r.end-r.start < 3 {
			return s
		}
		k := r.start + (r.end-r.start)/2 - 1
		sep := " "
		if lang == "ja" {
			sep = ""
		}
		lines[k] = lines[k] + sep + ho13MarkerStrip.ReplaceAllString(lines[k+1], "")
		lines = slices.Delete(lines, k+1, k+2)
		if r.numbered {
			first, _ := strconv.Atoi(ho13ListLine.FindStringSubmatch(lines[r.start])[1])
			ho13Renumber(lines, r.start, r.end-1, first)
		}
		return strings.Join(lines, "\n")
	}},
	// Steps of a numbered list or rows of a table sorted alphabetically, as a model
	// that "tidies" a list does: the steps out of their order, the offers out of the
	// order of receipt.
	{"sequence_sorted_alphabetically", "strings", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		changed := false
		for _, r := range ho13ListRuns(lines) {
			if !r.numbered || r.end-r.start < 3 {
				continue
			}
			items := make([]string, 0, r.end-r.start)
			for _, l := range lines[r.start:r.end] {
				items = append(items, ho13MarkerStrip.ReplaceAllString(l, ""))
			}
			sorted := slices.Clone(items)
			slices.Sort(sorted)
			if slices.Equal(items, sorted) {
				continue
			}
			copy(lines[r.start:r.end], sorted)
			ho13Renumber(lines, r.start, r.end, 1)
			changed = true
			break
		}
		// table data rows: after a delimiter row
		for i := 1; i < len(lines) && !changed; i++ {
			if !strings.HasPrefix(lines[i], "|-") && !strings.HasPrefix(lines[i], "| -") {
				continue
			}
			j := i + 1
			for j < len(lines) && strings.HasPrefix(lines[j], "|") {
				j++
			}
			if j-i-1 < 3 {
				continue
			}
			rows := slices.Clone(lines[i+1 : j])
			slices.Sort(rows)
			if !slices.Equal(rows, lines[i+1:j]) {
				copy(lines[i+1:j], rows)
				changed = true
			}
		}
		if !changed {
			return s
		}
		return strings.Join(lines, "\n")
	}},
	// A troubleshooting checklist after the steps continued as further steps, its
	// lead-in dropped: the checks read as steps every user must do.
	{"checklist_continued_as_steps", "strings", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		runs := ho13ListRuns(lines)
		for i, r := range runs {
			if !r.numbered || i+1 >= len(runs) || runs[i+1].numbered {
				continue
			}
			next := runs[i+1]
			last, _ := strconv.Atoi(ho13ListLine.FindStringSubmatch(lines[r.end-1])[1])
			ho13Renumber(lines, next.start, next.end, last+1)
			lines = slices.Delete(lines, r.end, next.start)
			return strings.Join(lines, "\n")
		}
		return s
	}},
	// The last sentence of a list item moved to the end of the next item: the battery
	// instruction under the step of placing the scale, the fax number under the old
	// office.
	{"item_sentence_moved_to_next_item", "strings", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		for i := 0; i+1 < len(lines); i++ {
			if !ho13ListLine.MatchString(lines[i]) || !ho13ListLine.MatchString(lines[i+1]) {
				continue
			}
			ss := hoSentences(lang, lines[i])
			if len(ss) < 2 {
				continue
			}
			lastS := strings.TrimRight(ss[len(ss)-1], " ")
			lines[i] = strings.TrimRight(strings.Join(ss[:len(ss)-1], ""), " ")
			sep := " "
			if lang == "ja" {
				sep = ""
			}
			lines[i+1] = strings.TrimRight(lines[i+1], " ") + sep + lastS
			return strings.Join(lines, "\n")
		}
		return s
	}},

	// 8. Truncation with finish_reason "stop".

	// The answer ends inside its last amount, one digit after the separator: …bei
	// 1.8, …合計38,5, "brutto": 1034.1.
	{"cut_inside_amount", "raw", func(lang, s string) string {
		locs := ho13AmountCut.FindAllStringIndex(s, -1)
		for k := len(locs) - 1; k >= 0; k-- {
			m := s[locs[k][0]:locs[k][1]]
			i := strings.IndexAny(m, ".,")
			if i < 0 || i+2 > len(m) {
				continue
			}
			return s[:locs[k][0]+i+2]
		}
		return s
	}},
	// A JSON answer that stops right after the colon of its middle key.
	{"json_cut_after_key_colon", "raw", func(lang, s string) string {
		if !strings.HasPrefix(strings.TrimSpace(s), "{") {
			return s
		}
		cs := ho13OutsideStrings(s, ':')
		if len(cs) == 0 {
			return s
		}
		return s[:cs[len(cs)/2]+1]
	}},
	// A table that stops inside its last row, one character into its third cell.
	{"cut_mid_table_row", "strings", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		for i := len(lines) - 1; i >= 2; i-- {
			l := lines[i]
			if !strings.HasPrefix(l, "|") || strings.HasPrefix(l, "|-") || strings.HasPrefix(l, "| -") {
				continue
			}
			bars := 0
			for j := 0; j < len(l); j++ {
				if l[j] == '|' {
					bars++
					if bars == 3 {
						rest := strings.TrimLeft(l[j+1:], " ")
						_, size := utf8.DecodeRuneInString(rest)
						cut := l[:j+1] + " " + rest[:size]
						return strings.Join(append(lines[:i:i], cut), "\n")
					}
				}
			}
		}
		return s
	}},
	// The longest list stops after half its items with an ellipsis item, and nothing
	// follows: "5. ...", "・…".
	{"list_trailed_off_ellipsis", "strings", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		r, ok := ho13Longest(ho13ListRuns(lines))
		if !ok || r.end-r.start < 4 {
			return s
		}
		keep := (r.end - r.start + 1) / 2
		ell := "..."
		if lang == "ja" {
			ell = "…"
		}
		marker := ho13Marker(lines[r.start])
		if r.numbered {
			marker = strconv.Itoa(keep+1) + ". "
		}
		out := append(slices.Clone(lines[:r.start+keep]), marker+ell)
		return strings.Join(out, "\n")
	}},
	// A letter that stops inside its closing formula, the signature lost: "Mit
	// freundlichen", "今後ともどうぞよろしくお願い".
	{"closing_formula_cut_midway", "raw", func(lang, s string) string {
		if i := strings.LastIndex(s, "Mit freundlichen Grüßen"); i >= 0 {
			return s[:i] + "Mit freundlichen"
		}
		if i := strings.LastIndex(s, "よろしくお願いいたします"); i >= 0 {
			return s[:i] + "よろしくお願い"
		}
		return s
	}},
}

// ho13Layout is how ho13Encode lays a JSON document out.
type ho13Layout int

const (
	ho13Compact         ho13Layout = iota // {"a": 1, "b": [1, 2]}, as the goldens
	ho13NewlineNoIndent                   // every member and element on its own line, no indentation
	ho13CommaFirst                        // top-level members one a line, the comma leading
)

func ho13Quote(s string) string {
	raw, _ := body.Marshal(s)
	return strings.TrimRight(string(raw), "\n")
}

// ho13EscapeRunes writes the runes of a JSON string literal that want says as \u
// escapes, leaving the literal's own escapes as they are.
func ho13EscapeRunes(lit string, want func(rune) bool) string {
	var b strings.Builder
	for i := 0; i < len(lit); {
		if lit[i] == '\\' {
			n := 2
			if i+1 < len(lit) && lit[i+1] == 'u' {
				n = 6
			}
			b.WriteString(lit[i:min(len(lit), i+n)])
			i += n
			continue
		}
		r, size := utf8.DecodeRuneInString(lit[i:])
		if i > 0 && i+size < len(lit) && want(r) && r <= 0xFFFF {
			fmt.Fprintf(&b, `\u%04x`, r)
		} else {
			b.WriteString(lit[i : i+size])
		}
		i += size
	}
	return b.String()
}

func ho13Encode(b *bytes.Buffer, n *jsonNode, quote func(string) string, layout ho13Layout, depth int) {
	open, sep, close := "", ", ", ""
	switch {
	case layout == ho13NewlineNoIndent:
		open, sep, close = "\n", ",\n", "\n"
	case layout == ho13CommaFirst && depth == 0:
		open, sep, close = "", "\n, ", "\n"
	}
	switch {
	case n.object:
		if len(n.keys) == 0 {
			b.WriteString("{}")
			return
		}
		b.WriteString("{" + open)
		for i, k := range n.keys {
			if i > 0 {
				b.WriteString(sep)
			}
			b.WriteString(ho13Quote(k) + ": ")
			ho13Encode(b, n.vals[i], quote, layout, depth+1)
		}
		b.WriteString(close + "}")
	case n.array:
		if len(n.elems) == 0 {
			b.WriteString("[]")
			return
		}
		b.WriteString("[" + open)
		for i, e := range n.elems {
			if i > 0 {
				b.WriteString(sep)
			}
			ho13Encode(b, e, quote, layout, depth+1)
		}
		b.WriteString(close + "]")
	case n.str != nil:
		b.WriteString(quote(*n.str))
	default:
		b.WriteString(n.scalar)
	}
}

// ho13JSON re-encodes a JSON golden with quote and layout; the golden unchanged for a
// text answer.
func ho13JSON(t *testing.T, c *Case, quote func(string) string, layout ho13Layout) string {
	if c.Output.Kind != "json" {
		return c.Golden
	}
	var b bytes.Buffer
	ho13Encode(&b, parseJSONNode(t, c.Golden), quote, layout, 0)
	return b.String()
}

var ho13HarmlessVariants = []hoHarmless{
	// Digits inside JSON string values written as \u0030…\u0039 escapes: the same
	// document for every JSON reader.
	{"json_digits_unicode_escaped", func(t *testing.T, lang string, c *Case) string {
		return ho13JSON(t, c, func(s string) string {
			return ho13EscapeRunes(ho13Quote(s), func(r rune) bool { return r >= '0' && r <= '9' })
		}, ho13Compact)
	}},
	// Hiragana and katakana inside JSON string values written as \u escapes.
	{"json_kana_unicode_escaped", func(t *testing.T, lang string, c *Case) string {
		return ho13JSON(t, c, func(s string) string {
			return ho13EscapeRunes(ho13Quote(s), func(r rune) bool { return unicode.In(r, unicode.Hiragana, unicode.Katakana) })
		}, ho13Compact)
	}},
	// JSON with every member and element on its own line and no indentation.
	{"json_members_newline_no_indent", func(t *testing.T, lang string, c *Case) string {
		return ho13JSON(t, c, ho13Quote, ho13NewlineNoIndent)
	}},
	// JSON in comma-first style: each top-level member on its own line, the comma
	// leading it.
	{"json_comma_first_lines", func(t *testing.T, lang string, c *Case) string {
		return ho13JSON(t, c, ho13Quote, ho13CommaFirst)
	}},
	// German fi, fl and ff set as the typographic ligature characters ﬁ, ﬂ, ﬀ.
	{"de_fi_fl_ligatures", func(t *testing.T, lang string, c *Case) string {
		if lang != "de" {
			return c.Golden
		}
		return hoStringsOrText(t, c, strings.NewReplacer("ffi", "ﬃ", "ffl", "ﬄ", "fi", "ﬁ", "fl", "ﬂ", "ff", "ﬀ").Replace)
	}},
	// Japanese weekdays in tortoise-shell brackets: 10月21日〔水〕 for 10月21日（水）.
	{"ja_weekday_tortoise_shell_brackets", func(t *testing.T, lang string, c *Case) string {
		if lang != "ja" {
			return c.Golden
		}
		return hoStringsOrText(t, c, func(s string) string { return ho13Weekday.ReplaceAllString(s, "〔$1〕") })
	}},
	// A plain-text letter's closing block (closing formula and signature) indented, as
	// letters set the signature to the right: four spaces in German, ideographic
	// spaces in Japanese.
	{"closing_block_indented", func(t *testing.T, lang string, c *Case) string {
		if c.Output.Kind != "text" {
			return c.Golden
		}
		lines := strings.Split(c.Golden, "\n")
		from := -1
		if lang == "de" {
			from = slices.Index(lines, "Mit freundlichen Grüßen")
		} else if i := strings.LastIndex(c.Golden, "\n\n"); i >= 0 {
			last := c.Golden[i+2:]
			if !strings.Contains(last, "。") && utf8.RuneCountInString(last) <= 40 {
				from = strings.Count(c.Golden[:i+2], "\n")
			}
		}
		if from < 0 {
			return c.Golden
		}
		indent := "    "
		if lang == "ja" {
			indent = "　　　　"
		}
		for i := from; i < len(lines); i++ {
			if lines[i] != "" {
				lines[i] = indent + lines[i]
			}
		}
		return strings.Join(lines, "\n")
	}},
	// Quotation marks around a product or app name dropped („Nordlicht 40“ →
	// Nordlicht 40, 「カラダノート S5」 → カラダノート S5), a space kept from a Latin
	// character before it.
	{"quotes_around_product_names_dropped", func(t *testing.T, lang string, c *Case) string {
		return hoStringsOrText(t, c, func(s string) string {
			return ho13QuotedName.ReplaceAllStringFunc(s, func(m string) string {
				sm := ho13QuotedName.FindStringSubmatch(m)
				before, name := sm[1], sm[2]
				if sm[4] != "" {
					before, name = sm[3], sm[4]
				}
				if !slices.Contains(c.ProperNouns, name) {
					return m
				}
				r, _ := utf8.DecodeLastRuneInString(before)
				// Japanese needs the brackets where the name runs on into katakana:
				// アプリ「カラダノート」 is no アプリカラダノート.
				first, _ := utf8.DecodeRuneInString(name)
				if sm[4] != "" && before != "" && unicode.Is(unicode.Katakana, r) && unicode.Is(unicode.Katakana, first) {
					return m
				}
				if before != "" && r < 0x80 && (unicode.IsLetter(r) || unicode.IsDigit(r)) {
					return before + " " + name
				}
				return before + name
			})
		})
	}},
	// Whole-euro amounts without their zero cents: 1.850,00 € → 1.850 €.
	{"de_zero_cents_omitted", func(t *testing.T, lang string, c *Case) string {
		if lang != "de" {
			return c.Golden
		}
		return hoStringsOrText(t, c, func(s string) string { return ho13ZeroCents.ReplaceAllString(s, "$1 €") })
	}},
	// In a plain-text letter, a blank line between consecutive lines that end a
	// sentence: each sentence line its own paragraph.
	{"letter_lines_spaced_as_paragraphs", func(t *testing.T, lang string, c *Case) string {
		if c.Output.Kind != "text" {
			return c.Golden
		}
		ends := func(l string) bool {
			l = strings.TrimSpace(l)
			if l == "" || ho13ListLine.MatchString(l) {
				return false
			}
			return strings.ContainsAny(l[len(l)-1:], ".!?") || strings.HasSuffix(l, "。")
		}
		lines := strings.Split(c.Golden, "\n")
		var out []string
		for i, l := range lines {
			out = append(out, l)
			if i+1 < len(lines) && ends(l) && ends(lines[i+1]) {
				out = append(out, "")
			}
		}
		return strings.Join(out, "\n")
	}},
}
