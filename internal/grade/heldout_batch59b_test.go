package grade

// Blind batch 59b: words that sound or look alike, put at one place as a model's wrong
// token gives them. Every kind replaces one word of the answer by a real word of
// another meaning that is (nearly) homophonous or one letter away: a German verb,
// noun or adjective by its one-letter neighbour (bittet → bietet, Nähe → Nähte,
// defekte → perfekte), a word of the case by its neighbour in the case's own
// vocabulary (Bestellung → Bestätigung, 請求書 → 要求書), and a Japanese kanji
// compound by the IME's other conversion of the same or nearly the same reading
// (利用 → 理由, 設置 → 接地, 遅延 → 地縁, 希望 → 規模, 無料 → 無量). The pairs differ
// from those of the earlier homophone batches (27c, 33b, 43a, 47c).

import (
	"regexp"
	"unicode/utf8"
)

// ho59bRule is one replacement of a kind: every match of re is a candidate, $n
// expanded in to.
type ho59bRule struct {
	re *regexp.Regexp
	to string
}

func ho59bR(re, to string) ho59bRule { return ho59bRule{regexp.MustCompile(re), to} }

// ho59bEarliest applies, of all the rules' matches, the one that starts first in s
// (the earlier rule on a tie), so the text changes at one place; s unchanged without
// a match.
func ho59bEarliest(s string, rules []ho59bRule) string {
	best, bestAt := -1, len(s)+1
	var bestLoc []int
	for i, r := range rules {
		loc := r.re.FindStringSubmatchIndex(s)
		if loc == nil || loc[0] >= bestAt {
			continue
		}
		best, bestAt, bestLoc = i, loc[0], loc
	}
	if best < 0 {
		return s
	}
	r := rules[best]
	dst := r.re.ExpandString(nil, r.to, s, bestLoc)
	return s[:bestLoc[0]] + string(dst) + s[bestLoc[1]:]
}

// ho59bByLang picks the rule list of the answer's language; a nil list leaves the
// answer unchanged.
func ho59bByLang(ja, de []ho59bRule) func(lang, s string) string {
	return func(lang, s string) string {
		if lang == "ja" {
			return ho59bEarliest(s, ja)
		}
		if lang == "de" {
			return ho59bEarliest(s, de)
		}
		return s
	}
}

var (
	ho59bDeBitten = []ho59bRule{
		ho59bR(`\b([bB])ittet\b`, "${1}ietet"),
		ho59bR(`\b([bB])itten Sie\b`, "${1}ieten Sie"),
		ho59bR(`\b([bB])ietet\b`, "${1}ittet"),
	}

	ho59bDeOrderConfirm = []ho59bRule{
		ho59bR(`\bbestellt\b`, "bestätigt"),
		ho59bR(`\bbestellten\b`, "bestätigten"),
		ho59bR(`\bBestellung\b`, "Bestätigung"),
		ho59bR(`\bBestellnummer\b`, "Bestätigungsnummer"),
		ho59bR(`\bbestätigen wir\b`, "bestellen wir"),
		ho59bR(`\bBestätigen Sie\b`, "Bestellen Sie"),
	}
	ho59bJaInvoiceDemand = []ho59bRule{
		ho59bR(`請求書`, "要求書"),
	}

	ho59bDeInstruction = []ho59bRule{
		ho59bR(`\bTippen Sie\b`, "Kippen Sie"),
		ho59bR(`\bsagen Sie ihn\b`, "sägen Sie ihn"),
		ho59bR(`\bschicken Sie\b`, "schenken Sie"),
		ho59bR(`\bbeachten Sie\b`, "verachten Sie"),
	}

	ho59bDeSendReport = []ho59bRule{
		ho59bR(`\bsenden\b`, "spenden"),
		ho59bR(`\bschreibt\b`, "schreit"),
		ho59bR(`\bmeldet\b`, "meidet"),
	}

	ho59bDeStateVerb = []ho59bRule{
		ho59bR(`\bersetzt\b`, "entsetzt"),
		ho59bR(`\bzeigt\b`, "zeugt"),
		ho59bR(`\bvorgestellt\b`, "verstellt"),
		ho59bR(`\berfolgt\b`, "verfolgt"),
	}

	ho59bDeThingNoun = []ho59bRule{
		ho59bR(`\bNähe\b`, "Nähte"),
		ho59bR(`\bdas Dach\b`, "das Fach"),
		ho59bR(`\bSitzung\b`, "Setzung"),
		ho59bR(`\bkeine Kosten\b`, "keine Küsten"),
	}

	ho59bDeTimeNoun = []ho59bRule{
		ho59bR(`\bMontag\b`, "Monat"),
		ho59bR(`\bder Nacht\b`, "der Macht"),
	}
	ho59bJaTimeNoun = []ho59bRule{
		ho59bR(`(\d)週間`, "${1}習慣"),
	}

	ho59bDeAdjective = []ho59bRule{
		ho59bR(`\bdefekte\b`, "perfekte"),
		ho59bR(`\bDie alte\b`, "Die kalte"),
		ho59bR(`\bam selben Tag\b`, "am gelben Tag"),
		ho59bR(`\bwie gewohnt\b`, "wie bewohnt"),
	}

	ho59bDeDelaySend = []ho59bRule{
		ho59bR(`\bverschiebt\b`, "verschickt"),
	}
	ho59bJaDelaySend = []ho59bRule{
		ho59bR(`遅れて`, "送れて"),
	}

	ho59bJaPersonRequest = []ho59bRule{
		ho59bR(`ご利用`, "ご理由"),
		ho59bR(`ご依頼`, "ご以来"),
		ho59bR(`心配`, "心肺"),
		ho59bR(`担当`, "短刀"),
		ho59bR(`身長`, "慎重"),
	}

	ho59bJaWorkStep = []ho59bRule{
		ho59bR(`設置`, "接地"),
		ho59bR(`出張`, "主張"),
		ho59bR(`配送`, "敗走"),
		ho59bR(`試験`, "私見"),
		ho59bR(`管理`, "官吏"),
	}

	ho59bJaProgress = []ho59bRule{
		ho59bR(`遅延`, "地縁"),
		ho59bR(`変更`, "偏向"),
		ho59bR(`完了`, "官僚"),
		ho59bR(`報告`, "報国"),
		ho59bR(`実施`, "実子"),
	}

	ho59bJaLongVowel = []ho59bRule{
		ho59bR(`希望`, "規模"),
		ho59bR(`予約`, "要約"),
		ho59bR(`残量`, "残留"),
	}

	ho59bJaCost = []ho59bRule{
		ho59bR(`無料`, "無量"),
		ho59bR(`加算`, "家産"),
		ho59bR(`費用`, "飛揚"),
	}

	ho59bJaObjectNoun = []ho59bRule{
		ho59bR(`振動`, "神童"),
		ho59bR(`選択`, "洗濯"),
		ho59bR(`確定`, "画定"),
		ho59bR(`勤怠`, "近代"),
		ho59bR(`数量`, "水量"),
	}

	ho59bDeThanks = []ho59bRule{
		ho59bR(`\b([vV])ielen Dank\b`, "${1}ielen Tank"),
	}
	ho59bJaApology = []ho59bRule{
		ho59bR(`お詫び`, "お侘び"),
	}
)

var heldOutBatch59b = []heldOutKind{
	// "bitten" (ask) turned into "bieten" (offer) by one vowel, or back: Sie bittet
	// darum, dass noch am selben Tag ein Installateur kommt → Sie bietet darum, …;
	// Nordkälte AG … bietet aber nur 2 Jahre Garantie → … bittet aber nur 2 Jahre.
	{"b59b_de_bitten_bieten_one_vowel_turned", "first", ho59bByLang(nil, ho59bDeBitten)},
	// The order word of the case put for its neighbour, the confirmation word (and
	// back), or the invoice for a demand letter: Gern liefern wir Ihre Bestellung
	// WE-20417 → … Ihre Bestätigung WE-20417; hiermit bestätigen wir Ihren
	// Kontrolltermin → hiermit bestellen wir …; 請求書INV-88213の金額 → 要求書INV-88213の金額.
	{"b59b_order_word_as_confirmation_or_invoice_as_demand", "first", ho59bByLang(ho59bJaInvoiceDemand, ho59bDeOrderConfirm)},
	// A reader instruction's verb replaced by its sound neighbour of another meaning:
	// Tippen Sie in der App auf „Gerät hinzufügen“ → Kippen Sie …; sagen Sie ihn bitte
	// … ab → sägen Sie ihn bitte … ab; Bitte beachten Sie → Bitte verachten Sie.
	{"b59b_de_reader_instruction_verb_sound_neighbour", "first", ho59bByLang(nil, ho59bDeInstruction)},
	// A sending or reporting verb one letter from another verb: Wir senden Ihnen am
	// 20.10.2026 … eine Ersatzlampe zu → Wir spenden Ihnen …; Herr Oßwald meldet
	// Mehrkosten → Herr Oßwald meidet Mehrkosten; Hier schreibt Yamada → Hier schreit Yamada.
	{"b59b_de_sending_or_reporting_verb_one_letter_other_verb", "first", ho59bByLang(nil, ho59bDeSendReport)},
	// A verb stating what happens to a thing one letter from another verb: … wird
	// durch zwei Wärmepumpen … ersetzt → … entsetzt; Die Lieferung erfolgt am
	// 12.11.2026 → Die Lieferung verfolgt am 12.11.2026; zeigt das Bedienteil → zeugt.
	{"b59b_de_state_verb_one_letter_other_verb", "first", ho59bByLang(nil, ho59bDeStateVerb)},
	// A concrete noun one letter or one vowel from another noun: ein WLAN-Repeater in
	// der Nähe des Heizungsraums → in der Nähte …; für das Dach → für das Fach; die
	// nächste Sitzung → die nächste Setzung; keine Kosten → keine Küsten.
	{"b59b_de_thing_noun_one_letter_other_noun", "first", ho59bByLang(nil, ho59bDeThingNoun)},
	// A time noun turned into its sound neighbour: am Montag, 26. Oktober 2026 → am
	// Monat, 26. Oktober 2026; 18 °C in der Nacht → in der Macht; 2週間の再テスト →
	// 2習慣の再テスト.
	{"b59b_time_noun_as_sound_neighbour_noun", "first", ho59bByLang(ho59bJaTimeNoun, ho59bDeTimeNoun)},
	// An adjective one letter from another adjective: die defekte Lampe → die perfekte
	// Lampe; Die alte Gasheizung → Die kalte Gasheizung; noch am selben Tag → noch am
	// gelben Tag; wie gewohnt → wie bewohnt.
	{"b59b_de_adjective_one_letter_other_adjective", "first", ho59bByLang(nil, ho59bDeAdjective)},
	// The delay verb slipped to a sending verb that sounds alike, so the postponement
	// is lost: verschiebt sich die Inbetriebnahme → verschickt sich …; 発送が遅れて
	// おります → 発送が送れております.
	{"b59b_delay_verb_as_send_verb_sound_neighbour", "first", ho59bByLang(ho59bJaDelaySend, ho59bDeDelaySend)},
	// A word of the customer's use, request or worry (or of who is in charge) as its
	// exact homophone: ご利用いただき → ご理由いただき; 修理のご依頼 → 修理のご以来;
	// 心配されている → 心肺されている; 営業の担当は → 営業の短刀は; 身長 → 慎重.
	{"b59b_ja_person_or_request_noun_exact_homophone", "first", ho59bByLang(ho59bJaPersonRequest, nil)},
	// A work-step noun as the IME's other conversion: フローリングなどの上に設置して
	// ください → …接地してください; 出張修理 → 主張修理; 配送センター → 敗走センター;
	// 振動試験 → 振動私見; 在庫管理 → 在庫官吏.
	{"b59b_ja_work_step_noun_ime_homophone", "first", ho59bByLang(ho59bJaWorkStep, nil)},
	// A word of change or progress as its homophone: 作業遅延により → 作業地縁により;
	// 日程の変更 → 日程の偏向; 接続が完了すると → 接続が官僚すると; 進捗を報告した →
	// 進捗を報国した; 早い実施 → 早い実子.
	{"b59b_ja_change_or_progress_noun_homophone", "first", ho59bByLang(ho59bJaProgress, nil)},
	// A noun whose long vowel is dropped or added, giving another word: 到着を希望 →
	// 到着を規模; 納品希望日 → 納品規模日; 予約で埋まって → 要約で埋まって; 電池の残量 →
	// 電池の残留.
	{"b59b_ja_long_vowel_near_homophone_other_noun", "first", ho59bByLang(ho59bJaLongVowel, nil)},
	// A cost word as its homophone: 無料アプリ → 無量アプリ; 料金5,500円（税込）が加算
	// されております → …が家産されております; 追加費用は約1,400万円 → 追加飛揚は….
	{"b59b_ja_cost_word_ime_homophone", "first", ho59bByLang(ho59bJaCost, nil)},
	// The noun an action is about, as its homophone: 振動試験 → 神童試験; 一覧から…を
	// 選択します → …を洗濯します; 訪問日時を…確定いたしました → …画定いたしました;
	// 勤怠データ → 近代データ; | 品名 | 数量 | → | 品名 | 水量 |.
	{"b59b_ja_action_object_noun_same_reading_other_kanji", "first", ho59bByLang(ho59bJaObjectNoun, nil)},
	// The thanks or apology word of a letter as a sound neighbour: vielen Dank für Ihre
	// Nachricht → vielen Tank für Ihre Nachricht; お詫びとして → お侘びとして.
	{"b59b_thanks_or_apology_noun_as_sound_neighbour", "first", ho59bByLang(ho59bJaApology, ho59bDeThanks)},
}

// ho59bChanged gives the first sentence of a that differs from b's sentence at the
// same place, each cut to a window around the change when long.
func ho59bChanged(lang, a, b string) (string, string) {
	as, ar := hoAllSentences(lang, a)
	bs, br := hoAllSentences(lang, b)
	for i := range min(len(ar), len(br)) {
		x := as[ar[i].line][ar[i].idx]
		y := bs[br[i].line][br[i].idx]
		if x != y {
			return ho59bWindow(x, y)
		}
	}
	return ho59bWindow(a, b)
}

// ho59bWindow cuts two strings to the runes around their first difference.
func ho59bWindow(a, b string) (string, string) {
	if utf8.RuneCountInString(a) <= 160 && utf8.RuneCountInString(b) <= 160 {
		return a, b
	}
	ra, rb := []rune(a), []rune(b)
	p := 0
	for p < len(ra) && p < len(rb) && ra[p] == rb[p] {
		p++
	}
	cut := func(r []rune) string {
		from, to := max(0, p-50), min(len(r), p+70)
		return "…" + string(r[from:to]) + "…"
	}
	return cut(ra), cut(rb)
}
