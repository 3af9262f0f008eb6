package grade

// Blind batch 48a: hallucination and unsupported content. Every kind keeps the answer
// fluent and adds or changes one claim at one place that the prompt never gave: a
// capacity read off a model number, a given name for a person the prompt names by
// surname, a reference code labelled as another document's number, a measurement of
// a reported defect, a landmark beside an address, a founding year and headcount for
// a company, a paid plan recommended in a reply, a register number under a signature,
// an alternative date offered, a test seal on a product, an "originally" figure
// beside an amount, a web address, a date for an undated order or request, a
// membership tier for the customer, a room number for a meeting or site, a split into
// parcels and a closure day.

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"time"
)

// ho48aIsLetter reports whether s reads as a letter or reply to a reader (not a
// summary, table or extraction).
func ho48aIsLetter(lang, s string) bool {
	if lang == "ja" {
		return strings.Contains(s, "いたします") || strings.Contains(s, "ございます")
	}
	return strings.Contains(s, "Mit freundlichen Grüßen") || strings.Contains(s, "Freundliche Grüße")
}

var (
	ho48aDeClosing = regexp.MustCompile(`\n\n(?:Mit freundlichen Grüßen|Freundliche Grüße)`)
	ho48aJaClosing = regexp.MustCompile(`(?:今後とも|ご不明な点がございましたら|よろしくお願いいたします。|それでも解決しない場合)`)
	ho48aDeTrouble = regexp.MustCompile(`(?m)^- Hilft das alles nicht`)
)

// ho48aBeforeClosing puts one sentence at the end of a letter's body: before the
// closing formula (de) or before the closing sentence (ja, on a line of its own when
// that sentence starts a line); with letterOnly false also before the last
// troubleshooting hint of a German guide. s unchanged when it does not apply.
func ho48aBeforeClosing(lang, s, de, ja string, letterOnly bool) string {
	if letterOnly && !ho48aIsLetter(lang, s) {
		return s
	}
	if lang == "ja" {
		loc := ho48aJaClosing.FindStringIndex(s)
		if loc == nil {
			return s
		}
		if loc[0] > 0 && s[loc[0]-1] == '\n' {
			return s[:loc[0]] + ja + "\n" + s[loc[0]:]
		}
		return s[:loc[0]] + ja + s[loc[0]:]
	}
	if loc := ho48aDeClosing.FindStringIndex(s); loc != nil {
		return strings.TrimRight(s[:loc[0]], " ") + " " + de + s[loc[0]:]
	}
	if loc := ho48aDeTrouble.FindStringIndex(s); loc != nil {
		return s[:loc[0]] + "- " + de + "\n" + s[loc[0]:]
	}
	return s
}

// ho48aOutsideTail applies f to the first line that f changes, outside table rows and
// the signature block after a German closing formula.
func ho48aOutsideTail(s string, f func(string) string) string {
	lines := strings.Split(s, "\n")
	for i := 0; i < len(lines); i++ {
		l := strings.TrimSpace(lines[i])
		if strings.HasPrefix(l, "Mit freundlichen Grüßen") || strings.HasPrefix(l, "Freundliche Grüße") {
			break
		}
		if strings.HasPrefix(l, "|") {
			continue
		}
		if nw := f(lines[i]); nw != lines[i] {
			lines[i] = nw
			return strings.Join(lines, "\n")
		}
	}
	return s
}

// --- model number read as capacity ---

var (
	ho48aJaModel = regexp.MustCompile(`(冷蔵庫|ケトル|ポット) ?[A-Z]{1,2}(\d{1,4})」?`)
	ho48aDeModel = regexp.MustCompile(`„[^“\n]*?(\d{1,3})“`)
)

func ho48aModelCapacity(lang, s string) string {
	if lang == "ja" {
		return hoFirstMatch(ho48aJaModel, s, func(m []string) string {
			return m[0] + "（容量" + m[2] + "L）"
		})
	}
	unit := ""
	switch {
	case strings.Contains(s, "Wärmepumpe"):
		unit = " kW Heizleistung"
	case strings.Contains(s, "Lampe"):
		unit = " Watt"
	default:
		return s
	}
	return hoFirstMatch(ho48aDeModel, s, func(m []string) string {
		return m[0] + " (" + m[1] + unit + ")"
	})
}

// --- surname gets an invented given name ---

var (
	ho48aDeBareSurname = regexp.MustCompile(`\b(Frau|Herrn?) ((?:Prof\. )?(?:Dr\. )?)(\p{Lu}[\p{Ll}ß]+)`)
	ho48aJaBareSurname = regexp.MustCompile(`(髙橋|高橋|西村|松田|小西|石井|松本|小林|渡辺|中島|佐藤|山田|岡田|森)(様|部長|課長|が|は)`)
	ho48aDeUpperNext   = regexp.MustCompile(`^ \p{Lu}\p{Ll}`)
)

func ho48aInventGivenName(lang, s string) string {
	if lang == "ja" {
		return hoFirstMatch(ho48aJaBareSurname, s, func(m []string) string {
			return m[1] + " 健一" + m[2]
		})
	}
	for _, loc := range ho48aDeBareSurname.FindAllStringSubmatchIndex(s, -1) {
		rest := s[loc[1]:]
		// "Frau Dr. Julia Schulze": the given name is there already.
		if ho48aDeUpperNext.MatchString(rest) {
			next := strings.Fields(rest)
			if len(next) > 0 && !strings.ContainsAny(next[0][len(next[0])-1:], ",.;:)") {
				continue
			}
		}
		given := "Thomas"
		if s[loc[2]:loc[3]] == "Frau" {
			given = "Claudia"
		}
		return s[:loc[6]] + given + " " + s[loc[6]:]
	}
	return s
}

// --- reference code labelled as another document's number ---

var ho48aCodeLabel = hoByLang(
	[]hoRule{
		hoR(`ご注文番号 ?([A-Z]{2,3}-\d)`, `会員番号$1`),
		hoR(`注文番号 ?([A-Z]{2,3}-\d)`, `会員番号$1`),
		hoR(`修理受付番号 ?([A-Z]{2,3}-\d)`, `保証書番号$1`),
		hoR(`請求書 ?([A-Z]{2,3}-\d)`, `見積書$1`),
		hoR(`見積番号 ?([A-Z]{2,3}-\d)`, `請求書番号 $1`),
		hoR(`エラーコード ?([A-Z]{2,3}-\d)`, `受付番号$1`),
	},
	[]hoRule{
		hoR(`Bestellnummer ([A-Z0-9]{2,}-[A-Z0-9])`, `Kundennummer $1`),
		hoR(`Bestellung ([A-Z0-9]{2,}-[A-Z0-9])`, `Bestellung zum Angebot $1`),
		hoR(`Rechnungsnummer ([A-Z0-9]{2,}-[A-Z0-9])`, `Kundennummer $1`),
	},
)

// --- reported defect gets an invented measurement ---

var ho48aDefectMeasure = hoByLang(
	[]hoRule{
		hoR(`冷凍室が冷えない`, `冷凍室が約10℃までしか冷えない`),
		hoR(`差し込み口が割れて`, `差し込み口が約2cmにわたって割れて`),
		hoR(`勤怠データが取り込めない`, `勤怠データ（約120名分）が取り込めない`),
	},
	[]hoRule{
		hoR(`(\S) flackert`, `$1 etwa alle zwei Sekunden flackert`),
		hoR(`Wasser aus der`, `Wasser (rund zwei Liter pro Stunde) aus der`),
		hoR(`läuft nur (noch )?tröpfchenweise`, `läuft nur ${1}tröpfchenweise (etwa 10 ml pro Minute)`),
	},
)

// --- address gets an invented landmark ---

var ho48aLandmark = hoByLang(
	[]hoRule{
		hoR(`(\d+丁目\d+番\d+号)`, `$1（最寄り駅から徒歩3分）`),
		hoR(`(\p{Lu}\p{L}+straße \d+, \d{5} \p{L}+)`, `$1（最寄り駅から徒歩3分）`),
	},
	[]hoRule{
		hoR(`(\p{Lu}\p{L}*(?:straße|weg|platz|gasse|allee) \d+[a-z]?)\b`, `$1, gegenüber dem Hauptbahnhof`),
	},
)

// --- company gets an invented profile ---

var (
	ho48aJaCompany = regexp.MustCompile(`株式会社[\p{Katakana}ー]+(?:\p{Han}{1,3})?|[\p{Katakana}ー]+(?:物流|精工|寝具店)(?:株式会社)?`)
	ho48aDeCompany = regexp.MustCompile(`(?:\p{Lu}[\p{L}-]+ )+(?:GmbH|AG|KG|OHG)\b|Wärmetechnik Förster|Hausverwaltung \p{Lu}\p{L}+|Kobayashi Seiki`)
)

func ho48aCompanyProfile(lang, s string) string {
	if lang == "ja" {
		return ho48aOutsideTail(s, func(l string) string {
			return hoFirstMatch(ho48aJaCompany, l, func(m []string) string {
				return m[0] + "（創業1962年、従業員約40名）"
			})
		})
	}
	return ho48aOutsideTail(s, func(l string) string {
		return hoFirstMatch(ho48aDeCompany, l, func(m []string) string {
			return m[0] + " (gegründet 1962, rund 40 Beschäftigte)"
		})
	})
}

// --- the reply recommends an invented paid plan ---

func ho48aPaidPlan(lang, s string) string {
	return ho48aBeforeClosing(lang, s,
		"Gern empfehlen wir Ihnen außerdem unseren Premium-Service für 99,00 € im Jahr.",
		"あわせて、年額9,800円のプレミアムサポートへのご加入もおすすめいたします。", true)
}

// --- a register number under the signature ---

func ho48aRegisterNumber(lang, s string) string {
	if !ho48aIsLetter(lang, s) {
		return s
	}
	t := strings.TrimRight(s, " \n")
	last := t[strings.LastIndex(t, "\n")+1:]
	if !strings.Contains(t, "\n\n") || strings.HasSuffix(last, "。") || last == "" ||
		(strings.HasSuffix(last, ".") && !strings.HasSuffix(last, "Ltd.") && !strings.HasSuffix(last, "Co.")) {
		return s
	}
	if lang == "ja" {
		return t + "\n登録番号：T4012345678901"
	}
	return t + "\nAmtsgericht Hamburg, HRB 48213"
}

// --- an alternative date offered ---

var (
	ho48aDeDateAny = regexp.MustCompile(`(\d{1,2})\.(\d{1,2})\.(\d{4})|(\d{1,2})\. (Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) (\d{4})`)
	ho48aJaDateAny = regexp.MustCompile(`(?:(\d{4})年)?(\d{1,2})月(\d{1,2})日`)
	ho48aDeCommit  = regexp.MustCompile(`Lieferung|[Tt]ermin|senden|Versand|Zustellung`)
	ho48aJaCommit  = regexp.MustCompile(`お届け|訪問日時|発送|開始|期限`)
	ho48aJaWeekday = []string{"日", "月", "火", "水", "木", "金", "土"}
)

// ho48aNextWorkday is the weekday after y-m-d (Saturday and Sunday skipped).
func ho48aNextWorkday(y, m, d int) (time.Time, bool) {
	if m < 1 || m > 12 || d < 1 || d > 31 || y < 1900 || y > 2200 {
		return time.Time{}, false
	}
	t := time.Date(y, time.Month(m), d, 0, 0, 0, 0, time.UTC).AddDate(0, 0, 1)
	for t.Weekday() == time.Saturday || t.Weekday() == time.Sunday {
		t = t.AddDate(0, 0, 1)
	}
	return t, true
}

func ho48aAlternativeDate(lang, s string) string {
	if !ho48aIsLetter(lang, s) {
		return s
	}
	split, refs := hoAllSentences(lang, s)
	// The last dated commitment: the new date rather than the one it replaces.
	for k := len(refs) - 1; k >= 0; k-- {
		r := refs[k]
		sent := split[r.line][r.idx]
		var t time.Time
		ok := false
		add := ""
		if lang == "ja" {
			if !ho48aJaCommit.MatchString(sent) {
				continue
			}
			ms := ho48aJaDateAny.FindAllStringSubmatch(sent, -1)
			if len(ms) == 0 {
				continue
			}
			m := ms[len(ms)-1]
			y := 2026
			if m[1] != "" {
				y, _ = strconv.Atoi(m[1])
			}
			mo, _ := strconv.Atoi(m[2])
			d, _ := strconv.Atoi(m[3])
			if t, ok = ho48aNextWorkday(y, mo, d); !ok {
				continue
			}
			add = fmt.Sprintf("なお、%d月%d日（%s）でも対応可能です。", int(t.Month()), t.Day(), ho48aJaWeekday[t.Weekday()])
			body := strings.TrimRight(sent, " ")
			if !strings.HasSuffix(body, "。") {
				body += "。"
			}
			split[r.line][r.idx] = body + add
			return hoJoin(split)
		}
		if !ho48aDeCommit.MatchString(sent) {
			continue
		}
		ms := ho48aDeDateAny.FindAllStringSubmatch(sent, -1)
		if len(ms) == 0 {
			continue
		}
		m := ms[len(ms)-1]
		var y, mo, d int
		if m[1] != "" {
			d, _ = strconv.Atoi(m[1])
			mo, _ = strconv.Atoi(m[2])
			y, _ = strconv.Atoi(m[3])
		} else {
			d, _ = strconv.Atoi(m[4])
			for i, name := range deMonths {
				if name == m[5] {
					mo = i + 1
				}
			}
			y, _ = strconv.Atoi(m[6])
		}
		if t, ok = ho48aNextWorkday(y, mo, d); !ok {
			continue
		}
		add = fmt.Sprintf("Alternativ ist auch der %02d.%02d.%d möglich.", t.Day(), int(t.Month()), t.Year())
		trail := sent[len(strings.TrimRight(sent, " ")):]
		split[r.line][r.idx] = strings.TrimRight(sent, " ") + " " + add + trail
		return hoJoin(split)
	}
	return s
}

// --- a product gets an invented test seal ---

var ho48aTestSeal = hoByLang(
	[]hoRule{
		hoR(`(「[^」\n]{2,30}」)`, `$1（第三者機関の品質認証取得済み）`),
		hoR(`(ヒエール冷蔵庫 R450)`, `$1（第三者機関の品質認証取得済み）`),
	},
	[]hoRule{
		hoR(`(„[^“\n]{2,30}“)`, `$1 (TÜV-geprüft)`),
		hoR(`(zwei Wärmepumpen)`, `zwei TÜV-geprüfte Wärmepumpen`),
	},
)

// --- an amount gets an invented "originally" figure ---

var (
	ho48aDeMoney = regexp.MustCompile(`(\d{1,3}(?:\.\d{3})*),(\d{2}) €`)
	ho48aJaMoney = regexp.MustCompile(`(\d{1,3}(?:,\d{3})+)(円|ユーロ)([^分]|$)`)
)

func ho48aFormatThousands(n int64, sep string) string {
	str := strconv.FormatInt(n, 10)
	var b strings.Builder
	for i, c := range str {
		if i > 0 && (len(str)-i)%3 == 0 {
			b.WriteString(sep)
		}
		b.WriteRune(c)
	}
	return b.String()
}

func ho48aOriginalAmount(lang, s string) string {
	return ho48aOutsideTail(s, func(l string) string {
		if lang == "ja" {
			return hoFirstMatch(ho48aJaMoney, l, func(m []string) string {
				v, err := strconv.ParseInt(strings.ReplaceAll(m[1], ",", ""), 10, 64)
				if err != nil || v < 100 {
					return m[0]
				}
				orig := v * 92 / 100 / 10 * 10
				return m[1] + m[2] + "（当初は" + ho48aFormatThousands(orig, ",") + m[2] + "）" + m[3]
			})
		}
		return hoFirstMatch(ho48aDeMoney, l, func(m []string) string {
			v, err := strconv.ParseInt(strings.ReplaceAll(m[1], ".", ""), 10, 64)
			if err != nil || v < 100 {
				return m[0]
			}
			orig := v * 92 / 100 / 10 * 10
			return m[0] + " (ursprünglich " + ho48aFormatThousands(orig, ".") + ",00 €)"
		})
	})
}

// --- an invented web address ---

func ho48aWebAddress(lang, s string) string {
	return ho48aBeforeClosing(lang, s,
		"Weitere Informationen finden Sie unter www.mein-kundenportal.de/hilfe.",
		"詳しくは https://www.mypage-support.jp/help をご覧ください。", false)
}

// --- an undated order or request gets an invented date ---

var ho48aUndatedAct = hoByLang(
	[]hoRule{
		hoR(`お問い合わせいただき`, `10月12日にお問い合わせいただき`),
		hoR(`修理のご依頼をいただき`, `10月12日に修理のご依頼をいただき`),
		hoR(`との問い合わせがあった`, `との問い合わせが10月12日にあった`),
		hoR(`(ご注文番号 ?[A-Z]{2,3}-\d+)の`, `10月5日のご注文（${1}）の`),
	},
	[]hoRule{
		hoR(`für Ihre Nachricht`, `für Ihre Nachricht vom 12.10.2026`),
		hoR(`\(Bestellnummer ([A-Z0-9]{2,}-[A-Z0-9-]+)\)`, `(Bestellnummer $1 vom 05.10.2026)`),
		hoR(`Bestellung ([A-Z0-9]{2,}-[A-Z0-9-]*[A-Z0-9])`, `Bestellung $1 vom 05.10.2026`),
	},
)

// --- the customer gets an invented membership tier ---

var (
	ho48aJaSamaLine  = regexp.MustCompile(`^(\p{Han}{1,4}(?: \p{Han}{1,3})?様)`)
	ho48aJaSamaIn    = regexp.MustCompile(`(\p{Han}{1,4}様)(から|より)`)
	ho48aDeSalut     = regexp.MustCompile(`^Sehr geehrte(r?) (?:Herr|Frau)[^\n]*,\n\n`)
	ho48aDeCustActor = regexp.MustCompile(`\b(Frau|Herr) (\p{Lu}\p{Ll}+) (hat|meldet|bittet)\b`)
)

func ho48aMemberTier(lang, s string) string {
	if lang == "ja" {
		if ho48aJaSamaLine.MatchString(s) {
			return "ゴールド会員 " + s
		}
		return hoFirstMatch(ho48aJaSamaIn, s, func(m []string) string {
			return "ゴールド会員の" + m[1] + m[2]
		})
	}
	if m := ho48aDeSalut.FindStringSubmatch(s); m != nil {
		add := "Als Premiumkundin werden Sie bei uns bevorzugt betreut."
		if m[1] == "r" {
			add = "Als Premiumkunde werden Sie bei uns bevorzugt betreut."
		}
		split, refs := hoAllSentences(lang, s)
		for _, r := range refs {
			if r.line < 2 {
				continue
			}
			sent := split[r.line][r.idx]
			if len([]rune(sent)) < 12 {
				continue
			}
			trail := sent[len(strings.TrimRight(sent, " ")):]
			split[r.line][r.idx] = strings.TrimRight(sent, " ") + " " + add + trail
			return hoJoin(split)
		}
		return s
	}
	if !strings.Contains(s, "bestellt") && !strings.Contains(s, "Bestellnummer") {
		return s
	}
	return hoFirstMatch(ho48aDeCustActor, s, func(m []string) string {
		if m[1] == "Frau" {
			return "Frau " + m[2] + ", eine Premiumkundin, " + m[3]
		}
		return "Herr " + m[2] + ", ein Premiumkunde, " + m[3]
	})
}

// --- a meeting or site gets an invented room number ---

var ho48aRoom = hoByLang(
	[]hoRule{
		hoR(`経営会議`, `経営会議（本社5階 第1会議室）`),
		hoR(`当研究室`, `当研究室（3号棟 204号室）`),
		hoR(`ブリーゼタワー12階`, `ブリーゼタワー12階 1205号室`),
	},
	[]hoRule{
		hoR(`nächste Sitzung`, `nächste Sitzung (Raum 2.14)`),
		hoR(`Kontrolltermin`, `Kontrolltermin in Behandlungsraum 3`),
		hoR(`(Labor für Hochspannungstechnik)`, `$1, Raum E 104`),
	},
)

// --- the delivery is said to come in invented parcels ---

var (
	ho48aDeShip = regexp.MustCompile(`Lieferung erfolgt|senden Ihnen|Versand`)
	ho48aJaShip = regexp.MustCompile(`お届け予定|発送いたします`)
)

func ho48aParcels(lang, s string) string {
	return hoMiddleSentenceFromStart(lang, s, func(sent string) string {
		if lang == "ja" {
			if !ho48aJaShip.MatchString(sent) || !strings.HasSuffix(strings.TrimSpace(sent), "。") {
				return sent
			}
			return strings.TrimRight(sent, " ") + "なお、商品は2個口に分けてお届けいたします。"
		}
		if !ho48aDeShip.MatchString(sent) || !strings.HasSuffix(strings.TrimSpace(sent), ".") {
			return sent
		}
		trail := sent[len(strings.TrimRight(sent, " ")):]
		return strings.TrimRight(sent, " ") + " Die Sendung wird in zwei getrennten Paketen zugestellt." + trail
	})
}

// hoMiddleSentenceFromStart applies f to the first sentence of s that f changes.
func hoMiddleSentenceFromStart(lang, s string, f func(string) string) string {
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

// --- an invented closure day ---

func ho48aClosureDay(lang, s string) string {
	return ho48aBeforeClosing(lang, s,
		"Bitte beachten Sie, dass wir am 30.10.2026 wegen einer Betriebsversammlung geschlossen sind.",
		"なお、10月30日（金）は社内研修のため休業いたします。", true)
}

var heldOutBatch48a = []heldOutKind{
	// The digits of a model name read as its capacity or power, which the prompt never
	// gave: „Nordlicht 40“ → „Nordlicht 40“ (40 Watt); ヒエール冷蔵庫 R450 → ヒエール冷蔵庫
	// R450（容量450L）.
	{"b48a_model_digits_read_as_invented_capacity", "first", ho48aModelCapacity},
	// A person the answer names by surname (and title) gets a given name that is wrong
	// or that the prompt never gave: Sehr geehrte Frau Schäfer → Sehr geehrte Frau
	// Claudia Schäfer (she is Lena); 担当の西村が → 担当の西村 健一が.
	{"b48a_bare_surname_gets_invented_given_name", "first", ho48aInventGivenName},
	// A reference code of the prompt cited as the number of another document: ご注文番号
	// WS-30982 → 会員番号WS-30982; (Bestellnummer KS-7741) → (Kundennummer KS-7741).
	{"b48a_reference_code_cited_as_other_document_number", "first", ho48aCodeLabel},
	// The reported defect gets a measurement nobody took: 冷凍室が冷えない症状 → 冷凍室が
	// 約10℃までしか冷えない症状; … 44-2087-DE flackert → … 44-2087-DE etwa alle zwei
	// Sekunden flackert.
	{"b48a_reported_defect_gets_invented_measurement", "first", ho48aDefectMeasure},
	// An address gets a landmark or walking distance the prompt never gave: Gärtnerweg 7
	// → Gärtnerweg 7, gegenüber dem Hauptbahnhof; 梅田2丁目4番9号 → 梅田2丁目4番9号
	// （最寄り駅から徒歩3分）.
	{"b48a_address_gets_invented_landmark", "first", ho48aLandmark},
	// A company gets a founding year and a headcount: Wärmetechnik Förster →
	// Wärmetechnik Förster (gegründet 1962, rund 40 Beschäftigte); 株式会社ミナトデザイン →
	// 株式会社ミナトデザイン（創業1962年、従業員約40名）.
	{"b48a_company_gets_invented_profile", "first", ho48aCompanyProfile},
	// The reply recommends a paid plan with a price the writer never offered: Bei Fragen
	// sind wir gern für Sie da. → Bei Fragen sind wir gern für Sie da. Gern empfehlen wir
	// Ihnen außerdem unseren Premium-Service für 99,00 € im Jahr.; a line あわせて、年額
	// 9,800円のプレミアムサポートへのご加入もおすすめいたします。 before ご不明な点がございましたら….
	{"b48a_reply_recommends_invented_paid_plan", "longest", ho48aPaidPlan},
	// The signature gets a commercial register or invoice registration number:
	// Weißenfels Elektrotechnik GmbH → … GmbH\nAmtsgericht Hamburg, HRB 48213;
	// … 岡田 → … 岡田\n登録番号：T4012345678901.
	{"b48a_signature_gets_invented_register_number", "raw", ho48aRegisterNumber},
	// A second, alternative date is offered that nobody agreed: Die Lieferung erfolgt
	// am 12.11.2026 zwischen 8 und 12 Uhr. → … Alternativ ist auch der 13.11.2026
	// möglich.; 新しいお届け予定日は10月21日（水）です。→ …なお、10月22日（木）でも対応可能です。
	{"b48a_invented_alternative_date_offered", "longest", ho48aAlternativeDate},
	// A product gets a test seal or certification the prompt never claimed:
	// „Barista Duo“ → „Barista Duo“ (TÜV-geprüft); 「ハルカゼ羽毛布団 ダブル」→
	// 「ハルカゼ羽毛布団 ダブル」（第三者機関の品質認証取得済み）.
	{"b48a_product_gets_invented_test_seal", "first", ho48aTestSeal},
	// An amount gets an invented earlier figure, as if the price had changed:
	// 1.249,90 € → 1.249,90 € (ursprünglich 1.140,00 €); 38,500円 → 38,500円（当初は
	// 35,420円）.
	{"b48a_amount_gets_invented_original_figure", "first", ho48aOriginalAmount},
	// The answer cites a web address that exists nowhere in the prompt: … Bei Fragen
	// sind wir gern für Sie da. Weitere Informationen finden Sie unter
	// www.mein-kundenportal.de/hilfe.; 詳しくは https://www.mypage-support.jp/help をご覧ください。
	{"b48a_invented_web_address_cited", "longest", ho48aWebAddress},
	// An order or request the prompt left undated gets a date: vielen Dank für Ihre
	// Nachricht → vielen Dank für Ihre Nachricht vom 12.10.2026; お問い合わせいただき →
	// 10月12日にお問い合わせいただき.
	{"b48a_undated_order_or_request_gets_invented_date", "first", ho48aUndatedAct},
	// The customer gets a membership tier the prompt never gave: 小林 恵子様 →
	// ゴールド会員 小林 恵子様; Frau Köhler hat … → Frau Köhler, eine Premiumkundin, hat …
	{"b48a_customer_gets_invented_membership_tier", "first", ho48aMemberTier},
	// A meeting, visit or delivery site gets a room number nobody named: Die nächste
	// Sitzung findet … → Die nächste Sitzung (Raum 2.14) findet …; 10月20日の経営会議 →
	// 10月20日の経営会議（本社5階 第1会議室）.
	{"b48a_meeting_or_site_gets_invented_room", "first", ho48aRoom},
	// The delivery is said to come in two parcels: Wir senden Ihnen am 20.10.2026
	// kostenlos eine Ersatzlampe zu. → … Die Sendung wird in zwei getrennten Paketen
	// zugestellt.; …お届けできる見込みです。→ …なお、商品は2個口に分けてお届けいたします。
	{"b48a_delivery_split_into_invented_parcels", "longest", ho48aParcels},
	// The writer announces a closure day with an invented reason: Bei Fragen sind wir gern
	// für Sie da. → … Bitte beachten Sie, dass wir am 30.10.2026 wegen einer
	// Betriebsversammlung geschlossen sind.; a line なお、10月30日（金）は社内研修のため休業
	// いたします。 before ご不明な点がございましたら….
	{"b48a_reply_announces_invented_closure_day", "longest", ho48aClosureDay},
}

// ho48aIsBoundary reports whether r ends a sentence, line or JSON string.
func ho48aIsBoundary(r rune) bool {
	return r == '\n' || r == '。' || r == '"' || r == '|'
}

// ho48aChangedSentence gives the stretch of golden that damaged changes, widened to
// sentence, line or JSON-string boundaries, with its damaged counterpart, for the log.
func ho48aChangedSentence(golden, damaged string) (string, string) {
	g, d := []rune(golden), []rune(damaged)
	p := 0
	for p < len(g) && p < len(d) && g[p] == d[p] {
		p++
	}
	q := 0
	for q < len(g)-p && q < len(d)-p && g[len(g)-1-q] == d[len(d)-1-q] {
		q++
	}
	for p > 0 && !ho48aIsBoundary(g[p-1]) && !(g[p-1] == ' ' && p > 1 && g[p-2] == '.') {
		p--
	}
	for q > 0 && !ho48aIsBoundary(g[len(g)-q]) && !(g[len(g)-q] == ' ' && len(g)-q > 0 && g[len(g)-q-1] == '.') {
		q--
	}
	return strings.TrimSpace(string(g[p : len(g)-q])), strings.TrimSpace(string(d[p : len(d)-q]))
}
