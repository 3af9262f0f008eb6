package grade

// Batch 20b of the held-out study: subtle single-word damage. One content word of the
// answer is replaced by another plausible word of the same class — a sibling noun
// (Rechnung/Auftragsbestätigung, 請求書/領収書), a near verb (bestätigen/ändern,
// 発送/回収), a neighbouring adjective (kostenlos/vergünstigt, 新/旧), another role
// (Installateur/Elektriker, 部長/課長), a neighbouring place (Ludwigshafen/Mannheim,
// 大阪/京都), another attribute of the product (Edelstahl/Aluminium, ダブル/シングル), the
// other direction (für Sie/für uns, から/へ), a vaguer or other quantity (zusammen/
// jeweils, 1名/数名). The sentence stays fluent and grammatical; only its meaning is
// wrong. The kinds use small lexicons of common business words (not phrases of one
// fixture) and change the earliest word of the answer their lexicon knows, so they
// apply to new fixtures as well. A JSON answer is damaged in its first string value
// the kind changes, so every damaged answer differs from the golden by one word.

import (
	"regexp"
)

// ho20bSwap is one entry of a lexicon: a pattern and its replacement (a regexp
// template, ${1} … for the pattern's groups).
type ho20bSwap struct {
	re *regexp.Regexp
	to string
}

// ho20bLetter is what may not stand next to a whole word: letters and digits.
const ho20bLetter = `\p{L}\p{N}`

// ho20bWord swaps a whole word (no letter or digit on either side): for German words
// and Latin tokens in Japanese text.
func ho20bWord(from, to string) ho20bSwap {
	return ho20bSwap{regexp.MustCompile(`(^|[^` + ho20bLetter + `])` + regexp.QuoteMeta(from) + `($|[^` + ho20bLetter + `])`), "${1}" + to + "${2}"}
}

// ho20bHead swaps a word that may be the head of a German compound: no letter before
// it, and either the word's end or a lower-case continuation after it (Badezimmer,
// Badezimmerdecke; Gas-, Gasheizung).
func ho20bHead(from, to string) ho20bSwap {
	return ho20bSwap{regexp.MustCompile(`(^|[^` + ho20bLetter + `])` + regexp.QuoteMeta(from) + `($|[^` + ho20bLetter + `]|-|\p{Ll})`), "${1}" + to + "${2}"}
}

// ho20bPlain swaps a string wherever it stands (Japanese words, which have no spaces).
func ho20bPlain(from, to string) ho20bSwap {
	return ho20bSwap{regexp.MustCompile(regexp.QuoteMeta(from)), to}
}

// ho20bRe swaps a raw pattern.
func ho20bRe(re, to string) ho20bSwap {
	return ho20bSwap{regexp.MustCompile(re), to}
}

// ho20bWords turns pairs of whole words into swaps.
func ho20bWords(pairs ...string) []ho20bSwap {
	var out []ho20bSwap
	for i := 0; i+1 < len(pairs); i += 2 {
		out = append(out, ho20bWord(pairs[i], pairs[i+1]))
	}
	return out
}

// ho20bPlains turns pairs of strings into plain swaps.
func ho20bPlains(pairs ...string) []ho20bSwap {
	var out []ho20bSwap
	for i := 0; i+1 < len(pairs); i += 2 {
		out = append(out, ho20bPlain(pairs[i], pairs[i+1]))
	}
	return out
}

// ho20bFirst applies the lexicon entry whose match starts earliest in s (the longer
// match on a tie, then the entry listed first), once; s unchanged if none matches.
func ho20bFirst(s string, lex []ho20bSwap) string {
	best, bestAt, bestLen := -1, len(s)+1, 0
	var bestLoc []int
	for i, e := range lex {
		loc := e.re.FindStringSubmatchIndex(s)
		if loc == nil {
			continue
		}
		if loc[0] < bestAt || (loc[0] == bestAt && loc[1]-loc[0] > bestLen) {
			best, bestAt, bestLen, bestLoc = i, loc[0], loc[1]-loc[0], loc
		}
	}
	if best < 0 {
		return s
	}
	e := lex[best]
	repl := e.re.ExpandString(nil, e.to, s, bestLoc)
	return s[:bestLoc[0]] + string(repl) + s[bestLoc[1]:]
}

// ho20bByLang picks the German or the Japanese lexicon.
func ho20bByLang(de, ja []ho20bSwap) func(lang, s string) string {
	return func(lang, s string) string {
		if lang == "ja" {
			return ho20bFirst(s, ja)
		}
		return ho20bFirst(s, de)
	}
}

// Weekdays, each followed by the next one.
var (
	ho20bDeWeekdays = []string{"Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag", "Sonntag"}
	ho20bJaWeekdays = []string{"月", "火", "水", "木", "金", "土", "日"}
)

func ho20bWeekdayLex() (de, ja []ho20bSwap) {
	for i, d := range ho20bDeWeekdays {
		de = append(de, ho20bWord(d, ho20bDeWeekdays[(i+1)%7]))
	}
	for i, d := range ho20bJaWeekdays {
		next := ho20bJaWeekdays[(i+1)%7]
		ja = append(ja, ho20bPlain("（"+d+"）", "（"+next+"）"), ho20bPlain("("+d+")", "("+next+")"), ho20bPlain(d+"曜日", next+"曜日"))
	}
	return de, ja
}

var ho20bDeWeekdayLex, ho20bJaWeekdayLex = ho20bWeekdayLex()

// ho20bJaVerbTail is what follows a Japanese verbal noun used as a verb (発送します,
// 発送いたします, 発送が遅れ, 発送予定, 導入するが).
const ho20bJaVerbTail = `(し|す|いた|さ|予定|を|が)`

func ho20bJaVerbs(pairs ...string) []ho20bSwap {
	var out []ho20bSwap
	for i := 0; i+1 < len(pairs); i += 2 {
		out = append(out, ho20bRe(regexp.QuoteMeta(pairs[i])+ho20bJaVerbTail, pairs[i+1]+"${1}"))
	}
	return out
}

// ho20bJaNew is 新/旧 before a noun of a place, number or system (新住所, 新センター,
// 旧事務所), not in words such as 新規 or 新聞.
const ho20bJaNewNouns = `(住所|センター|事務所|店舗|システム|電話番号|番号|工場|社屋|拠点|倉庫|オフィス|営業所|料金|プラン|担当)`

// ho20bJaSmallCount is a count of one to three with a counter in running text (1名,
// 2週間, 2個), not in a table cell or after another digit.
var ho20bJaSmallCount = regexp.MustCompile(`([^\d\s|×x,.第])([1-3])(名|人|個|台|週間|日間|か月|回|件|枚)`)

var heldOutBatch20b = []heldOutKind{
	// The first weekday named becomes the next one (am Montag → am Dienstag,
	// 10月21日（水） → 10月21日（木）): the date and its weekday no longer agree, or the
	// day given is the wrong one.
	{"ho20b_weekday_next_sibling", "first", ho20bByLang(ho20bDeWeekdayLex, ho20bJaWeekdayLex)},
	// A business document named as its sibling (Rechnung → Auftragsbestätigung,
	// Rechnungsanschrift → Lieferanschrift, Bestellnummer → Rechnungsnummer,
	// Rücksendeetikett → Lieferschein, 請求書 → 領収書, お見積もり → ご請求書, 注文番号 →
	// 請求番号, 返送用伝票 → 納品書).
	{"ho20b_document_type_sibling", "first", ho20bByLang(
		ho20bWords("Rechnung", "Auftragsbestätigung", "Rechnungsanschrift", "Lieferanschrift", "Lieferanschrift", "Rechnungsanschrift",
			"Lieferadresse", "Rechnungsadresse", "Rechnungsadresse", "Lieferadresse", "Rechnungsbetrag", "Angebotsbetrag",
			"Bestellnummer", "Rechnungsnummer", "Rechnungsnummer", "Bestellnummer", "Versichertenkarte", "Überweisung",
			"Rücksendeetikett", "Lieferschein", "Lieferschein", "Rechnung", "Mahnung", "Rechnung", "Quittung", "Rechnung",
			"Gutschrift", "Rechnung", "Angebotsnummer", "Auftragsnummer"),
		ho20bPlains("請求書", "領収書", "領収書", "請求書", "納品書", "請求書", "見積書", "請求書", "お見積もり", "ご請求書",
			"注文番号", "請求番号", "返送用伝票", "納品書", "契約書", "見積書"))},
	// A room, site or part of a device replaced by its neighbour (Badezimmerdecke →
	// Küchendecke, Prüflabor → Zentrallager, Bedienteil → Außengerät,
	// Verwaltungsgebäude → Lagergebäude, 冷凍室 → 冷蔵室, 底面 → 背面, 研究室 → 事務所,
	// 営業所 → 本社, 配送センター → コールセンター).
	{"ho20b_room_or_part_sibling", "first", ho20bByLang(
		append([]ho20bSwap{
			ho20bRe(`(^|[^`+ho20bLetter+`])Badezimmer([^`+ho20bLetter+`]|$)`, "${1}Küche${2}"),
			ho20bRe(`(^|[^`+ho20bLetter+`])Badezimmer(\p{Ll})`, "${1}Küchen${2}"),
			ho20bHead("Heizungsraum", "Serverraum"),
			ho20bHead("Wohnzimmer", "Schlafzimmer"),
			ho20bHead("Schlafzimmer", "Wohnzimmer"),
			ho20bHead("Keller", "Dachboden"),
			ho20bHead("Dachboden", "Keller"),
		}, ho20bWords("Prüflabor", "Zentrallager", "Labor", "Lager", "Lager", "Büro", "Büro", "Lager", "Bedienteil", "Außengerät",
			"Verwaltungsgebäude", "Lagergebäude", "Erdgeschoss", "Obergeschoss", "Obergeschoss", "Erdgeschoss",
			"Vorderseite", "Rückseite", "Rückseite", "Vorderseite", "Unterseite", "Rückseite", "Nordseite", "Südseite", "Südseite", "Nordseite")...),
		ho20bPlains("冷凍室", "冷蔵室", "冷蔵室", "冷凍室", "底面", "背面", "背面", "側面", "側面", "背面", "研究室", "事務所",
			"営業所", "本社", "本社", "支店", "支店", "本社", "配送センター", "コールセンター", "倉庫", "店舗", "会議室", "応接室",
			"浴室", "台所", "台所", "浴室"))},
	// A city or ward replaced by its neighbour (Ludwigshafen am Rhein → Mannheim, Dresden →
	// Leipzig, 大阪 → 京都, 厚木 → 海老名, 渋谷区 → 新宿区).
	{"ho20b_place_neighbour_city", "first", ho20bByLang(
		ho20bWords("Ludwigshafen am Rhein", "Mannheim", "Ludwigshafen", "Mannheim", "Mannheim", "Ludwigshafen", "Dresden", "Leipzig",
			"Leipzig", "Dresden", "Lüneburg", "Hamburg", "Hamburg", "Bremen", "Bremen", "Hamburg", "Lübeck", "Kiel", "Kiel", "Lübeck",
			"München", "Augsburg", "Augsburg", "München", "Köln", "Bonn", "Bonn", "Köln", "Düsseldorf", "Duisburg",
			"Frankfurt am Main", "Offenbach am Main", "Stuttgart", "Esslingen", "Berlin", "Potsdam", "Potsdam", "Berlin",
			"Hannover", "Braunschweig", "Nürnberg", "Fürth", "Heidelberg", "Mannheim"),
		append([]ho20bSwap{ho20bRe(`(^|[^東])京都`, "${1}大阪")}, ho20bPlains("大阪", "京都", "神戸", "大阪", "横浜", "川崎", "川崎", "横浜", "厚木", "海老名", "相模原", "町田",
			"渋谷区", "新宿区", "新宿区", "渋谷区", "名古屋", "岐阜", "札幌", "小樽", "福岡", "北九州", "仙台", "山形")...))},
	// A German verb replaced by a near verb (bestätigen → ändern, aufschließen →
	// abschließen, verreist → erkrankt, flackert → brummt, ersetzt → ergänzt, vorgestellt
	// → beauftragt, zustellen → abholen, bestellt → reklamiert).
	{"ho20b_de_verb_near_sense", "first", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return ho20bFirst(s, ho20bWords("bestätigen", "ändern", "Bestätigen", "Ändern", "bestätigt", "geändert",
			"aufschließen", "abschließen", "abschließen", "aufschließen", "verreist", "erkrankt", "flackert", "brummt",
			"ersetzt", "ergänzt", "vorgestellt", "beauftragt", "zustellen", "abholen", "abholen", "zustellen",
			"zugestellt", "abgeholt", "abgeholt", "zugestellt", "bestellt", "reklamiert", "geliefert", "bestellt",
			"freigegeben", "geprüft", "genehmigt", "geprüft"))
	}},
	// A Japanese verbal noun replaced by a near one (発送 → 回収, 確定 → 変更, 追加 → 削除,
	// 移転 → 開設, 作成 → 削除, 導入 → 検討, 延期 → 中止, 調査 → 保留), where it is used
	// as a verb (…します, …いたしました, …予定, …が遅れ).
	{"ho20b_ja_verb_near_sense", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return ho20bFirst(s, ho20bJaVerbs("発送", "回収", "回収", "発送", "送付", "回収", "確定", "変更", "追加", "削除", "削除", "追加",
			"移転", "開設", "開設", "移転", "作成", "削除", "導入", "検討", "延期", "中止", "調査", "保留", "返金", "返品"))
	}},
	// A German adjective replaced by its neighbour (kostenlos → vergünstigt, kostenlose →
	// günstige, defekte → verschmutzte, alte → neue, nächste → letzte, unverändert →
	// vorläufig, günstigste → schnellste, mobile → stationäre).
	{"ho20b_de_adjective_neighbour", "first", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return ho20bFirst(s, ho20bWords("kostenlos", "vergünstigt", "kostenlose", "günstige", "kostenlosen", "günstigen",
			"defekt", "verschmutzt", "defekte", "verschmutzte", "defekten", "verschmutzten", "alte", "neue", "alten", "neuen",
			"neue", "alte", "neuen", "alten", "nächste", "letzte", "nächsten", "letzten", "letzte", "nächste",
			"unverändert", "vorläufig", "günstigste", "schnellste", "günstigsten", "schnellsten", "mobile", "stationäre",
			"gebrauchte", "neuwertige", "vollständig", "teilweise"))
	}},
	// A Japanese adjective or prefix replaced by its neighbour (硬く → 柔らかく, 新住所 →
	// 旧住所, 新しい → 以前の, 無料 → 有料, 次回 → 今回, 割れて → 汚れて, 破損 → 汚損, 固定価格 →
	// 概算価格).
	{"ho20b_ja_adjective_neighbour", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return ho20bFirst(s, append([]ho20bSwap{
			ho20bRe(`新`+ho20bJaNewNouns, "旧${1}"),
			ho20bRe(`旧`+ho20bJaNewNouns, "新${1}"),
		}, ho20bPlains("新しい", "以前の", "以前の", "新しい", "無料", "有料", "有料", "無料", "硬く", "柔らかく", "柔らかく", "硬く",
			"次回", "今回", "割れて", "汚れて", "汚れて", "割れて", "破損", "汚損", "固定価格", "概算価格", "最新版", "旧版")...))
	}},
	// A German role or department replaced by a sibling (Installateur → Elektriker,
	// Kundendienst → Vertrieb, Großkundenbetreuung → Buchhaltung, Gewerbeaufsicht →
	// Bauaufsicht, Ausschuss → Betriebsrat).
	{"ho20b_de_role_sibling", "first", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return ho20bFirst(s, ho20bWords("Installateur", "Elektriker", "Elektriker", "Installateur", "Kundendienst", "Vertrieb",
			"Kundenservice", "Vertrieb", "Vertrieb", "Kundendienst", "Großkundenbetreuung", "Buchhaltung", "Buchhaltung", "Großkundenbetreuung",
			"Gewerbeaufsicht", "Bauaufsicht", "Bauaufsicht", "Gewerbeaufsicht", "Ausschuss", "Betriebsrat", "Betriebsrat", "Ausschuss",
			"Projektleitung", "Geschäftsführung", "Geschäftsführung", "Projektleitung", "Hausmeister", "Hausverwalter",
			"Kundenbetreuer", "Buchhalter", "Gutachter", "Architekt", "Monteur", "Gutachter"))
	}},
	// A Japanese title or role replaced by a sibling (部長 → 課長, 課長 → 係長, 作業員 →
	// 営業担当, 経理部 → 総務部, サポート窓口 → 営業窓口, 担当の → 上司の, 責任者 → 副責任者).
	{"ho20b_ja_role_sibling", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return ho20bFirst(s, append([]ho20bSwap{
			ho20bRe(`(^|[^副])責任者`, "${1}副責任者"),
		}, ho20bPlains("部長", "課長", "課長", "係長", "係長", "主任", "主任", "係長", "作業員", "営業担当", "経理部", "総務部",
			"総務部", "経理部", "サポート窓口", "営業窓口", "カスタマーサポート", "経理部", "担当の", "上司の", "専務", "常務", "常務", "専務")...))
	}},
	// The direction between the parties or places turned (für Sie entstehen → für uns
	// entstehen, von Ihnen bestellt → von uns bestellt, an das Prüflabor → vom
	// Prüflabor, 松本様より → 松本様へ, アプリへ送られ → アプリから送られ, 宛先にお送りください →
	// 宛先からお送りください).
	{"ho20b_party_direction_flipped", "first", ho20bByLang(
		[]ho20bSwap{
			ho20bRe(`(^|[^`+ho20bLetter+`])für Sie( [^d]|[,.;]|$)`, "${1}für uns${2}"),
			ho20bWord("von Ihnen", "von uns"),
			ho20bWord("von uns", "von Ihnen"),
			ho20bWord("an Sie", "an uns"),
			ho20bWord("zu Ihnen", "zu uns"),
			ho20bWord("an das", "vom"),
		},
		[]ho20bSwap{
			ho20bPlain("様から", "様へ"),
			ho20bPlain("様より", "様へ"),
			ho20bPlain("へ送られ", "から送られ"),
			ho20bPlain("に送られ", "から送られ"),
			ho20bPlain("から送られ", "へ送られ"),
			ho20bPlain("にお送りください", "からお送りください"),
			ho20bPlain("へお送りください", "からお送りください"),
		})},
	// A quantity word changed (zusammen → jeweils, jeden → einen, alle → einige, 全て →
	// 一部, 両方 → 片方) or a small exact count made vague (1名 → 数名, 2週間 → 数週間).
	{"ho20b_quantity_word_changed", "first", func(lang, s string) string {
		if lang == "ja" {
			if out := ho20bFirst(s, ho20bPlains("全て", "一部", "すべて", "一部", "両方", "片方", "全員", "一部の者", "全額", "一部")); out != s {
				return out
			}
			return hoFirstMatch(ho20bJaSmallCount, s, func(m []string) string { return m[1] + "数" + m[3] })
		}
		return ho20bFirst(s, ho20bWords("zusammen", "jeweils", "insgesamt", "jeweils", "jeden", "einen", "jede", "eine",
			"alle", "einige", "allen", "einigen", "sämtliche", "einzelne", "beide", "manche"))
	}},
	// Another attribute of the product (Edelstahl → Aluminium, Gasheizung → Ölheizung,
	// Schallschutzwände → Brandschutzwände, Stehlampe → Tischlampe, ダブル → シングル,
	// コイン形 → ボタン形, A4 → A3, プラス面 → マイナス面).
	{"ho20b_product_attribute_sibling", "first", ho20bByLang(
		append([]ho20bSwap{
			ho20bHead("Gas", "Öl"),
			ho20bHead("Schallschutz", "Brandschutz"),
			ho20bHead("Brandschutz", "Schallschutz"),
			ho20bHead("Stehlampe", "Tischlampe"),
			ho20bHead("Tischlampe", "Stehlampe"),
			ho20bHead("Edelstahl", "Aluminium"),
			ho20bHead("Aluminium", "Edelstahl"),
		}, ho20bWords("A4", "A3", "A3", "A4", "Holz", "Kunststoff", "Kunststoff", "Holz", "Luft-Wasser", "Sole-Wasser")...),
		append([]ho20bSwap{
			ho20bRe(`(^|[^A-Za-z0-9])A4([^0-9]|$)`, "${1}A3${2}"),
			ho20bRe(`(^|[^A-Za-z0-9])A3([^0-9]|$)`, "${1}A4${2}"),
			ho20bRe(`(^|[^ミ])ダブル`, "${1}シングル"),
		}, ho20bPlains("セミダブル", "シングル", "シングル", "ダブル", "コイン形", "ボタン形", "プラス面", "マイナス面",
			"ステンレス", "アルミ", "木製", "樹脂製", "樹脂製", "木製")...))},
	// A business event or service replaced by its sibling (Lieferung → Abholung,
	// Inbetriebnahme → Abnahme, Kontrolltermin → Behandlungstermin, Austauschgerät →
	// Leihgerät, 修理 → 点検, 出荷 → 入荷, お届け → お引き取り, 交換品 → 修理品, 納品 → 集荷).
	{"ho20b_service_event_sibling", "first", ho20bByLang(
		ho20bWords("Lieferung", "Abholung", "Abholung", "Lieferung", "Inbetriebnahme", "Abnahme", "Abnahme", "Inbetriebnahme",
			"Kontrolltermin", "Behandlungstermin", "Behandlungstermin", "Kontrolltermin", "Austauschgerät", "Leihgerät",
			"Ersatzgerät", "Leihgerät", "Montage", "Wartung", "Wartung", "Montage", "Rückruf", "Rücksendung"),
		ho20bPlains("修理", "点検", "点検", "修理", "出荷", "入荷", "入荷", "出荷", "お届け", "お引き取り", "交換品", "修理品",
			"納品", "集荷", "返品", "交換"))},
	// The channel or medium replaced by its sibling (Nachricht → Sprachnachricht,
	// E-Mail-Adresse → Telefonnummer, メールアドレス → 電話番号, 電話番号 → FAX番号,
	// 写真 → 動画, Bluetooth → Wi-Fi, クレジットカード → 銀行振込).
	{"ho20b_contact_channel_sibling", "first", ho20bByLang(
		ho20bWords("Nachricht", "Sprachnachricht", "E-Mail-Adresse", "Telefonnummer", "Telefonnummer", "E-Mail-Adresse",
			"Mail", "Post", "E-Mail", "SMS", "Anruf", "Brief", "telefonisch", "schriftlich", "schriftlich", "telefonisch"),
		append([]ho20bSwap{
			ho20bWord("Bluetooth", "Wi-Fi"),
			ho20bWord("Wi-Fi", "Bluetooth"),
		}, ho20bPlains("メールアドレス", "電話番号", "電話番号", "FAX番号", "FAX番号", "電話番号", "写真", "動画", "動画", "写真",
			"クレジットカード", "銀行振込", "銀行振込", "クレジットカード", "郵送", "メール")...))},
	// A time of day or a relative period replaced by its neighbour (am selben Tag → am
	// folgenden Tag, werktags → vormittags, Wochentag → Werktag, 前日 → 当日, 今月 → 先月,
	// 月末 → 月初, 午前 → 午後).
	{"ho20b_period_neighbour", "first", ho20bByLang(
		ho20bWords("selben", "folgenden", "gleichen", "folgenden", "werktags", "vormittags", "vormittags", "nachmittags",
			"nachmittags", "vormittags", "morgens", "abends", "abends", "morgens", "Wochentag", "Werktag", "Vormittag", "Nachmittag",
			"Nachmittag", "Vormittag", "gestern", "vorgestern", "heute", "morgen"),
		append([]ho20bSwap{
			ho20bRe(`(^|[^\d])月末`, "${1}月初"),
			ho20bRe(`(^|[^\d])月初`, "${1}月末"),
		}, ho20bPlains("前日", "当日", "翌日", "当日", "今月", "先月", "先月", "今月", "来月", "今月", "午前", "午後", "午後", "午前",
			"今週", "来週", "来週", "今週")...))},
}
