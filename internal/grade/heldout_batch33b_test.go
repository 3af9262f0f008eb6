package grade

// Blind batch 33b: homophones, near-spellings and conversion errors, the wrong word an
// input method, a tokenizer or a quantized model puts in while the sentence still reads
// smoothly. Japanese: 同音異義語 picked by the IME in one field (deadlines, requests,
// shipping, objects, money, states, job titles), a kana phrase converted to the wrong
// kanji (この旅, 折ります), one-kanji homophones (点→店, 分→文), a kun-reading verb
// with the wrong kanji (送→贈, 合→会), look-alike kanji, and a loanword whose voicing
// flip makes another loanword (トナー→ドナー). German: real-word homophones (viel/fiel,
// mehr/Meer, ist/isst, Uhr/Ur, Herr/Heer, Grüßen/Größen, statt/Stadt), ent-/end-, a final
// d written t, compound heads slipped to a near word (Termin→Terminal), money and
// technical nouns one letter off (Betrag→Betrug, Pumpe→Puppe) and homophone surnames.
// Each kind changes one occurrence only.

import (
	"regexp"
)

// ho33bRule is one replacement: the first match of re becomes repl (with ${n}).
type ho33bRule struct {
	re   *regexp.Regexp
	repl string
}

// ho33bLit makes rules from literal before/after pairs.
func ho33bLit(pairs ...string) []ho33bRule {
	var out []ho33bRule
	for i := 0; i+1 < len(pairs); i += 2 {
		out = append(out, ho33bRule{regexp.MustCompile(regexp.QuoteMeta(pairs[i])), pairs[i+1]})
	}
	return out
}

// ho33bWord makes rules that replace a whole word (not part of a longer word).
func ho33bWord(pairs ...string) []ho33bRule {
	var out []ho33bRule
	for i := 0; i+1 < len(pairs); i += 2 {
		re := regexp.MustCompile(`(^|[^\p{L}])` + regexp.QuoteMeta(pairs[i]) + `($|[^\p{L}])`)
		out = append(out, ho33bRule{re, "${1}" + pairs[i+1] + "${2}"})
	}
	return out
}

// ho33bSub returns a kind that, for lang, rewrites the earliest match of any rule in
// the text (one occurrence); other languages are left unchanged.
func ho33bSub(lang string, rules ...[]ho33bRule) func(string, string) string {
	var all []ho33bRule
	for _, r := range rules {
		all = append(all, r...)
	}
	return func(l, s string) string {
		if l != lang {
			return s
		}
		best, bestAt := -1, len(s)+1
		for i, r := range all {
			if loc := r.re.FindStringIndex(s); loc != nil && loc[0] < bestAt {
				best, bestAt = i, loc[0]
			}
		}
		if best < 0 {
			return s
		}
		r := all[best]
		loc := r.re.FindStringSubmatchIndex(s)
		var b []byte
		b = r.re.ExpandString(b, r.repl, s, loc)
		return s[:loc[0]] + string(b) + s[loc[1]:]
	}
}

var heldOutBatch33b = []heldOutKind{
	// A deadline or period noun converted to its homophone: お支払い期限 → お支払い機嫌,
	// 契約期間中 → 契約機関中, 9月末時点 → 9月末次点, 前日 → 全日, 次回 → 自戒.
	{"b33b_ja_deadline_noun_ime_homophone", "first", ho33bSub("ja", ho33bLit(
		"期限", "機嫌", "期間", "機関", "時点", "次点", "前日", "全日", "次回", "自戒"))},
	// A reply or approval noun converted to its homophone: 17時までに回答する → 解答する,
	// ご返信ください → ご変身ください, 承認を求めている → 証人を求めている.
	{"b33b_ja_reply_approval_noun_ime_homophone", "first", ho33bSub("ja", ho33bLit(
		"回答", "解答", "返信", "変身", "承認", "証人"))},
	// A shipping or device-operation noun converted to its homophone: 発送が遅れて →
	// 発想が遅れて, 出荷開始日 → 出火開始日, アプリを起動し → アプリを軌道し.
	{"b33b_ja_shipping_operation_noun_ime_homophone", "first", ho33bSub("ja", ho33bLit(
		"発送", "発想", "返送", "変装", "出荷", "出火", "起動", "軌道", "更新", "交信"))},
	// A thing or document noun converted to its homophone: 試料は → 資料は, コピー用紙A4 →
	// コピー要旨A4, 本体を取り出し → 本隊を取り出し, 冷えない症状 → 冷えない賞状.
	{"b33b_ja_object_noun_ime_homophone", "first", ho33bSub("ja", ho33bLit(
		"試料", "資料", "用紙", "要旨", "本体", "本隊", "電気", "伝記", "症状", "賞状"))},
	// A state or condition word converted to its homophone: 9月分までは正常 → 清浄,
	// 初期費用は不要です → 扶養です, iOS 16以降 → iOS 16移行, 確認済み → 確認住み.
	{"b33b_ja_state_word_ime_homophone", "first", ho33bSub("ja", ho33bLit(
		"正常", "清浄", "不要", "扶養", "以降", "移行", "最新", "細心", "済み", "住み"))},
	// A price or budget term converted to its homophone: | 単価 | → | 担架 |, 予備費から
	// 支出 → 予備日から支出, 固定価格 → 肯定価格, 初期費用 → 書記費用.
	{"b33b_ja_money_term_ime_homophone", "first", ho33bSub("ja", ho33bLit(
		"単価", "担架", "予備費", "予備日", "固定価格", "肯定価格", "初期費用", "書記費用"))},
	// 送る (send) written 贈る (give as a present) where nothing is a gift: 写真をお送り
	// いただいた → お贈りいただいた, 試料はお送りください → お贈りください.
	{"b33b_ja_send_verb_as_gift_verb", "first", ho33bSub("ja", ho33bLit(
		"送りください", "贈りください", "送りいただ", "贈りいただ", "送られ", "贈られ"))},
	// A kun-reading verb with the kanji of another meaning: 間に合うか → 間に会うか,
	// FAX番号は変わりません → 代わりません, 使えない → 遣えない, カバーを開けます → 空けます.
	{"b33b_ja_kun_verb_other_meaning_kanji", "first", ho33bSub("ja", ho33bLit(
		"間に合う", "間に会う", "変わりません", "代わりません", "使え", "遣え", "開けます", "空けます",
		"押します", "推します", "乗って", "載って"))},
	// A kanji swapped for a look-alike: お待ちください → お持ちください, お待たせ → お持たせ,
	// 入力して → 人力して, お問い合わせ → お間い合わせ.
	{"b33b_ja_lookalike_kanji_wait_hold_enter", "first", ho33bSub("ja", ho33bLit(
		"待ち", "持ち", "待たせ", "持たせ", "入力", "人力", "問い合わせ", "間い合わせ"))},
	// 点 (point) converted to its homophone 店 (shop): ご不明な点がございましたら →
	// ご不明な店がございましたら, 以下の点をご確認ください → 以下の店をご確認ください.
	{"b33b_ja_ten_point_as_shop", "first", ho33bSub("ja", ho33bLit(
		"な点", "な店", "の点", "の店"))},
	// 分 (share, portion) converted to its homophone 文 (sentence): 10月分の勤怠データ →
	// 10月文の勤怠データ, 500円分のクーポン → 500円文のクーポン.
	{"b33b_ja_bun_portion_as_sentence", "first", ho33bSub("ja", []ho33bRule{
		{regexp.MustCompile(`(\d月|円|ー)分`), "${1}文"}})},
	// A job title converted to its homophone: 森課長 → 森家長, 小西課長 → 小西家長,
	// Weber教授 → Weber享受.
	{"b33b_ja_job_title_ime_homophone", "first", ho33bSub("ja", ho33bLit(
		"課長", "家長", "教授", "享受"))},
	// A loanword whose voicing mark flips into another loanword: プリンタートナー →
	// プリンタードナー, クレジットカード → クレジットガード, エラーコード → エラーコート.
	{"b33b_ja_loanword_voicing_flip_other_loanword", "first", ho33bSub("ja", ho33bLit(
		"トナー", "ドナー", "カード", "ガード", "ポット", "ボット", "コード", "コート", "センター", "センダー"))},
	// A kana phrase converted to a wrong kanji word: このたびは → この旅は, 遅れております
	// → 遅れて折ります, 埋まっており → 埋まって折り.
	{"b33b_ja_kana_phrase_wrong_kanji_conversion", "first", ho33bSub("ja", ho33bLit(
		"このたび", "この旅", "ており", "て折り"))},
	// 交換 (exchange) converted to its homophone 好感 (good impression): 交換品 → 好感品,
	// 電池に交換してください → 電池に好感してください, 交換用パッキン → 好感用パッキン.
	{"b33b_ja_exchange_as_goodwill_homophone", "first", ho33bSub("ja", ho33bLit(
		"交換", "好感"))},

	// viel written with its homophone fiel (fell): vielen Dank für Ihre Nachricht →
	// fielen Dank für Ihre Nachricht.
	{"b33b_de_viel_as_fiel_homophone", "first", ho33bSub("de", ho33bWord(
		"vielen", "fielen", "Vielen", "Fielen", "viel", "fiel", "Viel", "Fiel"))},
	// mehr written with its homophone Meer (sea): Mehrkosten → Meerkosten, keinen Druck
	// mehr auf → keinen Druck Meer auf.
	{"b33b_de_mehr_as_meer_homophone", "first", ho33bSub("de", ho33bLit("Mehr", "Meer"),
		ho33bWord("mehr", "Meer"))},
	// A preposition written as its homophone: statt am 02.11.2026 → Stadt am 02.11.2026,
	// bis zum 22.10.2026 → biss zum 22.10.2026.
	{"b33b_de_statt_bis_as_homophone_word", "first", ho33bSub("de", ho33bWord(
		"statt", "Stadt", "bis", "biss"))},
	// ist written with its homophone isst (eats): Herr Weiß ist bis zum … verreist →
	// Herr Weiß isst bis zum … verreist.
	{"b33b_de_ist_as_isst_homophone", "first", ho33bSub("de", ho33bWord("ist", "isst"))},
	// The prefix ent- written end-: entfernt → endfernt, entschuldigen → endschuldigen,
	// Entscheidung → Endscheidung.
	{"b33b_de_ent_prefix_written_end", "first", ho33bSub("de", []ho33bRule{
		{regexp.MustCompile(`(^|[^\p{L}])([eE])nt([b-df-hj-np-tv-zß])`), "${1}${2}nd${3}"}})},
	// Uhr (o'clock) written with its homophone Ur: um 10:30 Uhr → um 10:30 Ur, ab 8 Uhr →
	// ab 8 Ur.
	{"b33b_de_uhr_as_ur_homophone", "first", ho33bSub("de", ho33bWord("Uhr", "Ur"))},
	// The letter closing one vowel off into another word: Mit freundlichen Grüßen → Mit
	// freundlichen Größen.
	{"b33b_de_gruessen_as_groessen", "first", ho33bSub("de", ho33bLit(
		"Grüßen", "Größen", "Grüße", "Größe"))},
	// Herr written with its homophone Heer (army): Sehr geehrter Herr Weiß → Sehr
	// geehrter Heer Weiß, Herr Oßwald meldet → Heer Oßwald meldet.
	{"b33b_de_herr_as_heer_homophone", "first", ho33bSub("de", ho33bWord("Herr", "Heer"))},
	// A money noun one vowel off into another word: Rechnungsbetrag → Rechnungsbetrug
	// (fraud), die Förderung → die Forderung (claim).
	{"b33b_de_money_noun_vowel_other_word", "first", ho33bSub("de", ho33bLit(
		"betrag", "betrug", "Betrag", "Betrug", "Förderung", "Forderung"))},
	// A technical noun one letter off into another word: Die Pumpe → Die Puppe,
	// Wärmepumpe → Wärmepuppe, der Verdichter → der Vernichter, Leerzeichen → Lehrzeichen.
	{"b33b_de_technical_noun_letter_other_word", "first", ho33bSub("de", ho33bLit(
		"pumpe", "puppe", "Pumpe", "Puppe", "Verdichter", "Vernichter", "Leerzeichen", "Lehrzeichen"))},
	// A compound head slipped to a near real word: Kontrolltermin → Kontrollterminal,
	// Rücksendeetikett → Rücksendeetikette, Rechnungsanschrift → Rechnungsabschrift.
	{"b33b_de_compound_head_near_real_word", "first", ho33bSub("de", []ho33bRule{
		{regexp.MustCompile(`([tT]ermin)($|[^\p{L}])`), "${1}al${2}"},
		{regexp.MustCompile(`([eE]tikett)($|[^\p{L}])`), "${1}e${2}"},
		{regexp.MustCompile(`gutachten`), "gutachter"},
		{regexp.MustCompile(`anschrift`), "abschrift"},
	})},
	// The article den written as the conjunction denn (or wenn as wen, ihn as in): auf den
	// 16.11.2026 → auf denn 16.11.2026, Falls Sie den Termin → Falls Sie denn Termin.
	{"b33b_de_short_word_doubled_consonant_homophone", "first", ho33bSub("de", ho33bWord(
		"den", "denn", "wenn", "wen", "ihn", "in"))},
	// A surname written once as the homophone spelling of another family name:
	// Prof. Dr. Hoffmann → Hofmann, Frau Schäfer → Schäffer, Frau Dr. Vogt → Voigt.
	{"b33b_de_surname_homophone_spelling", "first", ho33bSub("de", ho33bWord(
		"Hoffmann", "Hofmann", "Hofmann", "Hoffmann", "Schulze", "Schultze", "Vogt", "Voigt",
		"Schäfer", "Schäffer", "Weiß", "Weis", "Oßwald", "Oswald", "Meyer", "Meier", "Schmidt", "Schmitt"))},
	// A final d written t: nicht am Wochenende → nicht am Wochenente, am Anfang oder Ende →
	// am Anfang oder Ente, wird durch … ersetzt → wirt durch … ersetzt.
	{"b33b_de_final_d_written_t", "first", ho33bSub("de", ho33bLit("Wochenende", "Wochenente"),
		ho33bWord("Ende", "Ente", "wird", "wirt"))},
	// A word one letter off into another real word: Ihre Nachricht → Ihre Nachsicht,
	// der Versand → der Verstand, verreist → vereist, in der Liste → in der List.
	{"b33b_de_word_near_spelling_real_word", "first", ho33bSub("de", ho33bLit(
		"Nachricht", "Nachsicht", "Versand", "Verstand", "verreist", "vereist"),
		ho33bWord("Liste", "List"))},
}
