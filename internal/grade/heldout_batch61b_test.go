package grade

// Blind batch 61b: focus particles, comparatives and ranking. Every kind keeps the
// answer's facts in place but for one small word, particle, gloss or label that changes
// what a statement covers, how two facts of the case compare, or which item of a list
// ranks first: an apology or thanks made reciprocal (こちらこそ, auch uns), a false
// "before/after" or "more/less than" gloss between two dates or amounts of the case, a
// lesser table or JSON item tagged with the superlative, a sole cause made the "main"
// one, a side point of a summary labelled the most important and its key request
// demoted to an aside, a firm restriction made a rule with exceptions (nur → in der
// Regel, 原則として), a later act ranked before step 1, a reported fault minimised
// (lediglich, だけ), our service framed as a favour (sogar, まで), the reader's request
// reduced to a minimum (wenigstens, せめて) and our own act framed as overdue
// (endlich, ようやく).

import (
	"regexp"
	"sort"
	"strconv"
	"strings"
)

// ho61bDateHit is one date of a text: where it stands (its end taking a weekday in
// parentheses after it), its text and a sortable key.
type ho61bDateHit struct {
	start, end int
	text       string
	key        int
}

var (
	ho61bDeNumDate   = regexp.MustCompile(`\b(\d{1,2})\.(\d{1,2})\.(\d{4})\b`)
	ho61bDeNameDate  = regexp.MustCompile(`\b(\d{1,2})\. (Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember)(?: (\d{4}))?`)
	ho61bJaDateRe    = regexp.MustCompile(`(?:(\d{4})年)?(\d{1,2})月(\d{1,2})日`)
	ho61bISODate     = regexp.MustCompile(`(\d{4})-(\d{2})-(\d{2})`)
	ho61bWeekdayTail = regexp.MustCompile(`^(?: \((?:Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag)\)|（[月火水木金土日]）)`)

	ho61bDeMoney    = regexp.MustCompile(`\d{1,3}(?:\.\d{3})*,\d{2} ?€`)
	ho61bJaMoney    = regexp.MustCompile(`(?:\d+億)?\d{1,3}(?:,\d{3})*万円|\d{1,3}(?:,\d{3})+円|\d+円`)
	ho61bJaTaxTail  = regexp.MustCompile(`^（税[込別抜][^）]*）`)
	ho61bCountCell  = regexp.MustCompile(`^(\d+) ?(箱|個|冊|本|枚|Stück|Jahre|Jahr|Wochen|Woche|Monate|Tage)$`)
	ho61bJSONItem   = regexp.MustCompile(`\{"(?:bezeichnung|product)": "([^"]*)", "(?:menge|quantity)": (\d+), "(?:einzelpreis|unit_price)": ([\d.]+)\}`)
	ho61bBulletLine = regexp.MustCompile(`^(- |・)`)
	ho61bDecision   = regexp.MustCompile(`Entscheidung|freizugeben|承認|決定`)
	ho61bNumbered   = regexp.MustCompile(`(?m)^(\d+)\. `)
	ho61bLetter     = regexp.MustCompile(`Sehr geehrte|Mit freundlichen Grüßen|様\n`)
)

// ho61bDeMonth maps a German month name to its number.
var ho61bDeMonth = map[string]int{"Januar": 1, "Februar": 2, "März": 3, "April": 4, "Mai": 5, "Juni": 6,
	"Juli": 7, "August": 8, "September": 9, "Oktober": 10, "November": 11, "Dezember": 12}

func ho61bAtoi(s string, def int) int {
	if n, err := strconv.Atoi(s); err == nil {
		return n
	}
	return def
}

// ho61bDatesIn lists the dates of a text in order of appearance.
func ho61bDatesIn(lang, s string) []ho61bDateHit {
	var hits []ho61bDateHit
	add := func(loc []int, y, m, d int) {
		end := loc[1]
		if w := ho61bWeekdayTail.FindStringIndex(s[end:]); w != nil {
			end += w[1]
		}
		hits = append(hits, ho61bDateHit{loc[0], end, s[loc[0]:loc[1]], y*10000 + m*100 + d})
	}
	sub := func(loc []int, i int) string {
		if loc[2*i] < 0 {
			return ""
		}
		return s[loc[2*i]:loc[2*i+1]]
	}
	if lang == "ja" {
		for _, loc := range ho61bJaDateRe.FindAllStringSubmatchIndex(s, -1) {
			add(loc, ho61bAtoi(sub(loc, 1), 2026), ho61bAtoi(sub(loc, 2), 0), ho61bAtoi(sub(loc, 3), 0))
		}
	} else {
		for _, loc := range ho61bDeNumDate.FindAllStringSubmatchIndex(s, -1) {
			add(loc, ho61bAtoi(sub(loc, 3), 2026), ho61bAtoi(sub(loc, 2), 0), ho61bAtoi(sub(loc, 1), 0))
		}
		for _, loc := range ho61bDeNameDate.FindAllStringSubmatchIndex(s, -1) {
			add(loc, ho61bAtoi(sub(loc, 3), 2026), ho61bDeMonth[sub(loc, 2)], ho61bAtoi(sub(loc, 1), 0))
		}
	}
	for _, loc := range ho61bISODate.FindAllStringSubmatchIndex(s, -1) {
		add(loc, ho61bAtoi(sub(loc, 1), 0), ho61bAtoi(sub(loc, 2), 0), ho61bAtoi(sub(loc, 3), 0))
	}
	sort.SliceStable(hits, func(i, j int) bool { return hits[i].start < hits[j].start })
	return hits
}

// ho61bMoneyHit is one amount of money of a text with its value.
type ho61bMoneyHit struct {
	start, end int
	text       string
	value      float64
}

// ho61bMoneyIn lists the amounts of a text (de: 1.234,56 €; ja: 33,000円, 3億2,000万円).
func ho61bMoneyIn(lang, s string) []ho61bMoneyHit {
	var out []ho61bMoneyHit
	if lang == "ja" {
		for _, loc := range ho61bJaMoney.FindAllStringIndex(s, -1) {
			t := s[loc[0]:loc[1]]
			v := 0.0
			rest := t
			if i := strings.Index(rest, "億"); i >= 0 {
				v += float64(ho61bAtoi(rest[:i], 0)) * 1e8
				rest = rest[i+len("億"):]
			}
			if strings.HasSuffix(rest, "万円") {
				v += float64(ho61bAtoi(strings.ReplaceAll(strings.TrimSuffix(rest, "万円"), ",", ""), 0)) * 1e4
			} else {
				v += float64(ho61bAtoi(strings.ReplaceAll(strings.TrimSuffix(rest, "円"), ",", ""), 0))
			}
			end := loc[1]
			if w := ho61bJaTaxTail.FindStringIndex(s[end:]); w != nil {
				end += w[1]
			}
			out = append(out, ho61bMoneyHit{loc[0], end, t, v})
		}
		return out
	}
	for _, loc := range ho61bDeMoney.FindAllStringIndex(s, -1) {
		t := s[loc[0]:loc[1]]
		num := strings.TrimSpace(strings.TrimSuffix(t, "€"))
		num = strings.ReplaceAll(strings.ReplaceAll(num, ".", ""), ",", ".")
		v, err := strconv.ParseFloat(num, 64)
		if err != nil {
			continue
		}
		out = append(out, ho61bMoneyHit{loc[0], loc[1], t, v})
	}
	return out
}

// ho61bTableRows gives the line indexes of a Markdown table's data rows and their cells.
func ho61bTableRows(lines []string) ([]int, [][]string, []string) {
	var idx []int
	var cells [][]string
	var header []string
	for i, l := range lines {
		t := strings.TrimSpace(l)
		if !strings.HasPrefix(t, "|") || !strings.HasSuffix(t, "|") {
			continue
		}
		cs := strings.Split(strings.Trim(t, "|"), "|")
		for k := range cs {
			cs[k] = strings.TrimSpace(cs[k])
		}
		if strings.Trim(strings.Join(cs, ""), "-: ") == "" {
			continue
		}
		if header == nil {
			header = cs
			continue
		}
		idx = append(idx, i)
		cells = append(cells, cs)
	}
	return idx, cells, header
}

// ho61bTagFirstCell appends tag to the first cell of a table row line.
func ho61bTagFirstCell(line, tag string) string {
	first := strings.Index(line, "|")
	if first < 0 {
		return line
	}
	second := strings.Index(line[first+1:], "|")
	if second < 0 {
		return line
	}
	at := first + 1 + second
	return strings.TrimRight(line[:at], " ") + tag + " " + line[at:]
}

// ho61bTagLesser tags, in a table or a JSON item list, the first item whose value
// (picked by val) is below the largest with a superlative it does not have.
func ho61bTagLesser(lang, s string, tableVal func(cells, header []string) (float64, string, bool), jsonVal func(qty, price float64) float64, jsonTag func(lang string) string) string {
	lines := strings.Split(s, "\n")
	if idx, cells, header := ho61bTableRows(lines); len(idx) >= 2 {
		vals := make([]float64, len(idx))
		tags := make([]string, len(idx))
		for i, cs := range cells {
			v, tag, ok := tableVal(cs, header)
			if !ok {
				vals = nil
				break
			}
			vals[i], tags[i] = v, tag
		}
		if vals != nil {
			top := vals[0]
			for _, v := range vals {
				if v > top {
					top = v
				}
			}
			for i, v := range vals {
				if v < top {
					lines[idx[i]] = ho61bTagFirstCell(lines[idx[i]], tags[i])
					return strings.Join(lines, "\n")
				}
			}
		}
		return s
	}
	items := ho61bJSONItem.FindAllStringSubmatchIndex(s, -1)
	if len(items) < 2 {
		return s
	}
	vals := make([]float64, len(items))
	top := -1.0
	for i, m := range items {
		q, _ := strconv.ParseFloat(s[m[4]:m[5]], 64)
		p, _ := strconv.ParseFloat(s[m[6]:m[7]], 64)
		vals[i] = jsonVal(q, p)
		if vals[i] > top {
			top = vals[i]
		}
	}
	for i, m := range items {
		if vals[i] < top {
			return s[:m[3]] + jsonTag(lang) + s[m[3]:]
		}
	}
	return s
}

// ho61bSentenceWith prefixes add to the first sentence (of a line or after 。/. ) that
// re matches; a bullet marker at the line start stays in front.
func ho61bSentenceWith(lang, s string, re *regexp.Regexp, add func(sentence string) string) string {
	split, refs := hoAllSentences(lang, s)
	for _, r := range refs {
		old := split[r.line][r.idx]
		if !re.MatchString(old) {
			continue
		}
		nw := add(old)
		if nw == old {
			continue
		}
		split[r.line][r.idx] = nw
		return hoJoin(split)
	}
	return s
}

// ho61bPrefix puts p in front of a sentence, after a bullet marker.
func ho61bPrefix(sentence, p string) string {
	if m := ho61bBulletLine.FindString(sentence); m != "" {
		return m + p + sentence[len(m):]
	}
	return p + sentence
}

var (
	ho61bJaApology = regexp.MustCompile(`申し訳ございません`)
	ho61bJaThanks  = regexp.MustCompile(`ありがとうございま`)
	ho61bJaRule    = regexp.MustCompile(`できません|までです|までにご連絡`)
	ho61bJaAside   = regexp.MustCompile(`承認を求め|を希望`)
	ho61bDeAside   = regexp.MustCompile(`Gewünscht|Entscheidung:|bittet darum|freigegeben`)
	ho61bDeNur     = regexp.MustCompile(`(^|[^\p{L}])nur ([^\p{Lu}])`)
	ho61bDeNotNur  = regexp.MustCompile(`nicht nur`)
	ho61bDeLabel   = regexp.MustCompile(`^(?:- )?(\p{Lu}\p{Ll}+):`)
)

// ho61bApologyDe makes our apology one that returns the reader's own.
var ho61bApologyDe = []hoRule{
	hoR(`\bes tut uns leid\b`, "auch uns tut es leid"),
	hoR(`(^|\n|[.!?] )Wir bitten Sie, (die [^.\n]{0,60}?zu entschuldigen)`, "${1}Auch wir bitten Sie, $2"),
	hoR(`(^|\n|[.!?] )Wir entschuldigen uns`, "${1}Auch wir entschuldigen uns"),
}

var ho61bThanksDe = []hoRule{
	hoR(`(^|\n)vielen Dank für`, "${1}ebenfalls vielen Dank für"),
	hoR(`(^|\n)Vielen Dank für`, "${1}Ebenfalls vielen Dank für"),
}

// ho61bMainCause rules put "hauptsächlich"/主に before the one cause or purpose stated.
var ho61bMainCauseDe = []hoRule{
	hoR(`(^|\n|[.!?] )Aufgrund `, "${1}Hauptsächlich aufgrund "),
	hoR(`(^|\n)(- )?Weil `, "${1}${2}Hauptsächlich weil "),
	hoR(`, (weil|da) `, ", $1 hauptsächlich "),
	hoR(`(€) für `, "$1 hauptsächlich für "),
}

var ho61bMainCauseJa = []hoRule{
	hoR(`(^|[、。\n])([^、。\n「」]{3,40}?)(により|ため)`, "${1}主に$2$3"),
}

var ho61bFaultDe = []hoRule{
	hoR(`(dass (?:Ihre|Ihr) [^.;]{3,80}?) flackert`, "$1 lediglich leicht flackert"),
	hoR(`läuft nur tröpfchenweise`, "läuft lediglich etwas langsamer"),
	hoR(`(seit \p{Lu}\p{Ll}+) Wasser`, "$1 lediglich etwas Wasser"),
}

var ho61bFaultJa = []hoRule{
	hoR(`が割れていて使えない`, "が少し欠けているだけ"),
	hoR(`が冷えない症状`, "が少し冷えにくいだけの症状"),
	hoR(`が冷えない`, "が少し冷えにくいだけ"),
	hoR(`データが取り込めない`, "データの一部が取り込めないだけ"),
}

var ho61bFavourDe = []hoRule{
	hoR(`(Wir senden Ihnen am \S+ )kostenlos`, "${1}sogar kostenlos"),
	hoR(`(Gern liefern wir [^:\n]*?) direkt an`, "$1 sogar direkt an"),
}

var ho61bFavourJa = []hoRule{
	hoR(`クーポンをお送りいたします`, "クーポンまでお送りいたします"),
	hoR(`お電話いたします`, "お電話までいたします"),
	hoR(`(お見積もり[^。]*?)をお送りいたします`, "${1}までお送りいたします"),
}

var ho61bMinimumDe = []hoRule{
	hoR(`Bitte bringen Sie `, "Bitte bringen Sie wenigstens "),
	hoR(`Bitte schicken Sie `, "Bitte schicken Sie wenigstens "),
}

var ho61bMinimumJa = []hoRule{
	hoR(`(前日の\d{1,2}時までに)`, "せめて$1"),
	hoR(`(\d{4}年\d{1,2}月\d{1,2}日までに、)`, "せめて$1"),
}

var ho61bFirstDe = []hoRule{
	hoR(`Bitte schicken Sie `, "Bitte schicken Sie zuerst "),
}

var ho61bFirstJa = []hoRule{
	hoR(`(は、)([^、。]{0,40}でご返送ください)`, "${1}先に$2"),
}

var ho61bOverdueDe = []hoRule{
	hoR(`hiermit bestätigen wir `, "hiermit bestätigen wir endlich "),
	hoR(`Die Lieferung erfolgt am `, "Die Lieferung erfolgt endlich am "),
	hoR(`Wir senden Ihnen am `, "Wir senden Ihnen endlich am "),
}

var ho61bOverdueJa = []hoRule{
	hoR(`を下記のとおり確定いたしました`, "をようやく下記のとおり確定いたしました"),
	hoR(`破損を確認いたしました`, "破損をようやく確認いたしました"),
	hoR(`についてご説明いたします`, "についてようやくご説明いたします"),
}

var heldOutBatch61b = []heldOutKind{
	// Our apology made one that answers the reader's own, as if the reader had been at
	// fault too (こちらこそ, auch uns): お待たせしてしまい、誠に申し訳ございません →
	// こちらこそ、お待たせしてしまい…; es tut uns leid → auch uns tut es leid.
	{"b61b_apology_made_reciprocal_kochira_koso", "first", func(lang, s string) string {
		if lang == "ja" {
			return ho61bSentenceWith(lang, s, ho61bJaApology, func(x string) string {
				if strings.Contains(x, "こちらこそ") {
					return x
				}
				return ho61bPrefix(strings.TrimLeft(x, "\n"), "こちらこそ、")
			})
		}
		return hoReplaceFirst(s, ho61bApologyDe)
	}},
	// Our opening thanks made a return of thanks the reader never gave (こちらこそ,
	// ebenfalls): このたびは修理のご依頼をいただき、誠にありがとうございます → こちらこそ、
	// このたびは…; vielen Dank für Ihre Nachricht → ebenfalls vielen Dank für Ihre Nachricht.
	{"b61b_thanks_made_reciprocal_ebenfalls_koso", "first", func(lang, s string) string {
		if lang == "ja" {
			return ho61bSentenceWith(lang, s, ho61bJaThanks, func(x string) string {
				if strings.Contains(x, "こちらこそ") {
					return x
				}
				return ho61bPrefix(x, "こちらこそ、")
			})
		}
		return hoReplaceFirst(s, ho61bThanksDe)
	}},
	// The second date of the text glossed as lying on the wrong side of the first:
	// Herr Weiß ist bis zum 22.10.2026 verreist, … am Montag, 19.10.2026, ab 8 Uhr →
	// … am Montag, 19.10.2026 (also nach dem 22.10.2026), ab 8 Uhr; 10月21日（水） →
	// 10月21日（水）（10月16日より前）.
	{"b61b_date_glossed_on_wrong_side_of_other_date", "longest", func(lang, s string) string {
		ds := ho61bDatesIn(lang, s)
		if len(ds) < 2 {
			return s
		}
		d1 := ds[0]
		for _, d2 := range ds[1:] {
			if d2.key == d1.key || d2.start < d1.end {
				continue
			}
			var gloss string
			switch {
			case lang == "ja" && d2.key > d1.key:
				gloss = "（" + d1.text + "より前）"
			case lang == "ja":
				gloss = "（" + d1.text + "より後）"
			case d2.key > d1.key:
				gloss = " (also vor dem " + d1.text + ")"
			default:
				gloss = " (also nach dem " + d1.text + ")"
			}
			return s[:d2.end] + gloss + s[d2.end:]
		}
		return s
	}},
	// A later amount of the text glossed as above (or below) the first amount when it
	// is the other way round: 12.450,00 € → 12.450,00 € (mehr als 14.890,00 €);
	// 基本料金33,000円（税込） → 基本料金33,000円（税込）（5,500円を下回る額）.
	{"b61b_amount_glossed_wrong_way_against_first_amount", "longest", func(lang, s string) string {
		ms := ho61bMoneyIn(lang, s)
		if len(ms) < 2 {
			return s
		}
		a1 := ms[0]
		for _, a2 := range ms[1:] {
			if a2.value == a1.value || a2.start < a1.end {
				continue
			}
			var gloss string
			switch {
			case lang == "ja" && a2.value < a1.value:
				gloss = "（" + a1.text + "を上回る額）"
			case lang == "ja":
				gloss = "（" + a1.text + "を下回る額）"
			case a2.value < a1.value:
				gloss = " (mehr als " + a1.text + ")"
			default:
				gloss = " (weniger als " + a1.text + ")"
			}
			return s[:a2.end] + gloss + s[a2.end:]
		}
		return s
	}},
	// The one cause or purpose the case gives made only the main one of several
	// (hauptsächlich, 主に): Aufgrund des Fertigungsablaufs → Hauptsächlich aufgrund des
	// Fertigungsablaufs; 配送センターでの作業遅延により → 主に配送センターでの作業遅延により.
	{"b61b_sole_cause_or_purpose_made_main_one", "longest", hoByLang(ho61bMainCauseJa, ho61bMainCauseDe)},
	// An item of a table or JSON list that is not the most expensive tagged as the most
	// expensive: | Nordkälte AG | 12.450,00 € | → | Nordkälte AG (teuerstes Angebot) | …;
	// "交換用パッキン" → "交換用パッキン（最も高額な商品）".
	{"b61b_cheaper_item_tagged_most_expensive", "raw", func(lang, s string) string {
		return ho61bTagLesser(lang, s, func(cells, header []string) (float64, string, bool) {
			for k := len(cells) - 1; k >= 0; k-- {
				if ms := ho61bMoneyIn(lang, cells[k]); len(ms) > 0 {
					if lang == "ja" {
						return ms[len(ms)-1].value, "（最高額）", true
					}
					return ms[len(ms)-1].value, " (teuerstes Angebot)", true
				}
			}
			return 0, "", false
		}, func(q, p float64) float64 { return q * p }, func(lang string) string {
			if lang == "ja" {
				return "（最も高額な商品）"
			}
			return " (teuerste Position)"
		})
	}},
	// An item of a table or JSON list with a smaller count or term tagged as the largest:
	// | Nordkälte AG | … | 2 Jahre | → | Nordkälte AG (längste Garantie) | …; | コピー用紙A4
	// （500枚×5冊） | 10箱 | → | コピー用紙A4（500枚×5冊）（最多） | 10箱 |.
	{"b61b_smaller_count_or_term_tagged_largest", "raw", func(lang, s string) string {
		return ho61bTagLesser(lang, s, func(cells, header []string) (float64, string, bool) {
			for k := len(cells) - 1; k >= 1; k-- {
				m := ho61bCountCell.FindStringSubmatch(cells[k])
				if m == nil {
					continue
				}
				v, _ := strconv.ParseFloat(m[1], 64)
				dur := strings.Contains("Jahre Jahr Wochen Woche Monate Tage", m[2])
				col := ""
				if k < len(header) {
					col = header[k]
				}
				switch {
				case lang == "ja" && dur:
					return v, "（最長）", true
				case lang == "ja":
					return v, "（最多）", true
				case dur:
					return v, " (längste " + col + ")", true
				default:
					return v, " (größte " + col + ")", true
				}
			}
			return 0, "", false
		}, func(q, p float64) float64 { return q }, func(lang string) string {
			if lang == "ja" {
				return "（最多数量）"
			}
			return " (größte Menge)"
		})
	}},
	// A side point of a bullet summary labelled its most important point (the last
	// bullet, or the first when the last is the decision asked for): - Die nächste Sitzung
	// findet am 12.11.2026 statt. → - Wichtigster Punkt: Die nächste Sitzung …
	{"b61b_side_bullet_labelled_main_point", "longest", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		var bullets []int
		for i, l := range lines {
			if ho61bBulletLine.MatchString(l) {
				bullets = append(bullets, i)
			}
		}
		first := 0
		for first < len(lines) && strings.TrimSpace(lines[first]) == "" {
			first++
		}
		if len(bullets) < 3 || bullets[0] != first {
			return s
		}
		pick := bullets[len(bullets)-1]
		if ho61bDecision.MatchString(lines[pick]) {
			pick = bullets[0]
		}
		label := "Wichtigster Punkt: "
		if lang == "ja" {
			label = "最重要："
		}
		lines[pick] = ho61bPrefix(lines[pick], label)
		return strings.Join(lines, "\n")
	}},
	// The key request or decision of a summary demoted to an aside (nur am Rande,
	// ちなみに): - Gewünscht ist keine Reparatur, sondern … → - Nur am Rande: Gewünscht
	// ist …; - Entscheidung: … → - Entscheidung (nur am Rande): …; 10月20日の経営会議で…
	// 承認を求めている → ちなみに、10月20日の経営会議で….
	{"b61b_key_request_demoted_to_aside", "first", func(lang, s string) string {
		if ho61bLetter.MatchString(s) {
			return s
		}
		if lang == "ja" {
			return ho61bSentenceWith(lang, s, ho61bJaAside, func(x string) string { return ho61bPrefix(x, "ちなみに、") })
		}
		return ho61bSentenceWith(lang, s, ho61bDeAside, func(x string) string {
			if m := ho61bDeLabel.FindStringSubmatchIndex(x); m != nil {
				return x[:m[3]] + " (nur am Rande)" + x[m[3]:]
			}
			return ho61bPrefix(x, "Nur am Rande: ")
		})
	}},
	// A firm restriction made a rule with exceptions (nur → in der Regel, 原則として):
	// dass wir nur werktags und nicht am Wochenende zustellen → dass wir in der Regel
	// werktags …; 契約期間中の途中解約はできません → 原則として、契約期間中の途中解約はできません.
	{"b61b_firm_restriction_made_default_rule", "first", func(lang, s string) string {
		if lang == "ja" {
			return ho61bSentenceWith(lang, s, ho61bJaRule, func(x string) string {
				if strings.Contains(x, "原則") {
					return x
				}
				return ho61bPrefix(x, "原則として、")
			})
		}
		if ho61bDeNotNur.MatchString(s) {
			return s
		}
		return hoFirstMatch(ho61bDeNur, s, func(m []string) string { return m[1] + "in der Regel " + m[2] })
	}},
	// A later act ranked before everything else: the last numbered step put before step 1,
	// or the reader's return of the faulty item asked for first: 10. Speichern Sie den
	// Plan … → 10. Noch vor Schritt 1: Speichern Sie den Plan …; Bitte schicken Sie die
	// defekte Lampe … zurück → Bitte schicken Sie zuerst die defekte Lampe … zurück.
	{"b61b_later_act_ranked_before_first_step", "first", func(lang, s string) string {
		locs := ho61bNumbered.FindAllStringSubmatchIndex(s, -1)
		if len(locs) >= 3 {
			last := locs[len(locs)-1]
			p := "Noch vor Schritt 1: "
			if lang == "ja" {
				p = "手順1より前に、"
			}
			return s[:last[1]] + p + s[last[1]:]
		}
		if lang == "ja" {
			return hoReplaceFirst(s, ho61bFirstJa)
		}
		return hoReplaceFirst(s, ho61bFirstDe)
	}},
	// The reported fault minimised (lediglich, だけ): dass Ihre Stehlampe … flackert →
	// … lediglich leicht flackert; 差し込み口が割れていて使えない → 差し込み口が少し欠けているだけ.
	{"b61b_reported_fault_minimised_lediglich_dake", "first", hoByLang(ho61bFaultJa, ho61bFaultDe)},
	// Our service framed as a favour beyond what is owed (sogar, まで): Wir senden Ihnen am
	// 20.10.2026 kostenlos eine Ersatzlampe zu → … sogar kostenlos …; 500円分のクーポンを
	// お送りいたします → 500円分のクーポンまでお送りいたします.
	{"b61b_our_service_framed_as_extra_favour_sogar_made", "first", hoByLang(ho61bFavourJa, ho61bFavourDe)},
	// The reader's request reduced to a bare minimum that implies more was expected
	// (wenigstens, せめて): Bitte bringen Sie Ihre Versichertenkarte mit → Bitte bringen Sie
	// wenigstens Ihre Versichertenkarte mit; 前日の17時までに → せめて前日の17時までに.
	{"b61b_reader_request_reduced_to_minimum_wenigstens_semete", "first", hoByLang(ho61bMinimumJa, ho61bMinimumDe)},
	// Our own act framed as long overdue (endlich, ようやく): Die Lieferung erfolgt am
	// 12.11.2026 → Die Lieferung erfolgt endlich am 12.11.2026; 訪問日時を下記のとおり
	// 確定いたしました → 訪問日時をようやく下記のとおり確定いたしました.
	{"b61b_our_act_framed_overdue_endlich_youyaku", "first", hoByLang(ho61bOverdueJa, ho61bOverdueDe)},
}

// ho61bChanged gives the sentence around the first difference of a and b in each.
func ho61bChanged(a, b string) (string, string) {
	ra, rb := []rune(a), []rune(b)
	i := 0
	for i < len(ra) && i < len(rb) && ra[i] == rb[i] {
		i++
	}
	ja, jb := len(ra), len(rb)
	for ja > i && jb > i && ra[ja-1] == rb[jb-1] {
		ja--
		jb--
	}
	span := func(rs []rune, from, to int) string {
		st := from
		for st > 0 && !strings.ContainsRune("。\n", rs[st-1]) && !(st >= 2 && strings.ContainsRune(".!?", rs[st-2]) && rs[st-1] == ' ') {
			st--
		}
		en := to
		for en < len(rs) && !strings.ContainsRune("。\n", rs[en]) && !(rs[en] == '.' && (en+1 == len(rs) || rs[en+1] == ' ')) {
			en++
		}
		if en < len(rs) {
			en++
		}
		if en-st > 400 {
			st = max(st, from-150)
			en = min(en, to+150)
		}
		return string(rs[st:en])
	}
	return span(ra, i, ja), span(rb, i, jb)
}
