package grade

// Batch 18c of the held-out study, written blind (from the goldens, the prompts and
// heldout_test.go only) on the LANGUAGE, SCRIPT and REGISTER damage that quantized or
// misconfigured multilingual models produce: a Japanese sentence that slips into
// Chinese (the copula 是, a Chinese word for a Japanese one), half-width katakana,
// a Japanese name in katakana, a kanji word written in hiragana throughout, one
// sentence in plain である style inside a です/ます letter, German with one du
// possessive in a Sie letter, one clause left in English, one noun in lower case, a
// subordinate clause with English verb order, a tokenizer's byte-fallback token or a
// subword said again after a space, a letter formula in a foreign language, an emoji
// after the thanks, and a sentence that ends without its verb. Each kind damages one
// thing in the answer where it can, and leaves an answer it does not apply to as it is.

import (
	"fmt"
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
	"golang.org/x/text/width"
)

var (
	// A noun after a lower-case article or a possessive, inside a German sentence.
	ho18cDeArticleNoun = regexp.MustCompile(`(^|[ (])(der|die|das|den|dem|des|ein|eine|einen|einem|einer|eines|keine|keinen|Ihre|Ihren|Ihrem|Ihrer|unseren|unserem) (\p{Lu}\p{Ll}{5,})`)
	// A German subordinate clause with a pronoun or article+noun subject and its finite
	// verb at the end.
	ho18cDeSubclause = regexp.MustCompile(`(?m)(^|, |; )(dass|weil|da|ob|wenn|falls|sobald|Dass|Weil|Da|Ob|Wenn|Falls|Sobald) (wir|Sie|er|es|ich|(?:der|die|das|Ihr|Ihre|unser|unsere) (?:\p{Ll}+ )?\p{Lu}[\p{L}-]*) ((?:[^,;.:„“"\n]|\d[.,]\d)+?) (\p{Ll}+)([,;.])`)
	// A German sentence ending in a verb-like word.
	ho18cDeFinalVerb = regexp.MustCompile(`^(.*\S) (\p{Ll}+(?:en|t|ern|eln))([.;])(\s*)$`)
	// A Japanese sentence whose predicate follows its object particle を.
	ho18cJaObjectPredicate = regexp.MustCompile(`^(.*を)([^、。をにはがで「」（）]{2,16}?(?:ます|ました|ません|ください|する|した|いる|いた))(。\s*)$`)
	// A German address with the formal pronoun, mid-sentence.
	ho18cDeSieForms = regexp.MustCompile(`\b(für Sie|Ihnen|Ihre|Ihren|Ihrer|Ihrem|Ihres|Ihr)\b`)
	// The German salutation of a letter.
	ho18cDeSalutation = regexp.MustCompile(`(?m)^Sehr geehrte(r?) (Herr|Frau) ((?:Prof\. )?(?:Dr\. )?)(\p{Lu}[\p{L}-]*),$`)
	// German thanks in the letter's first sentence.
	ho18cDeThanks = regexp.MustCompile(`([Vv]ielen Dank für Ihre[^.,!\n]*)([.,])`)
)

// ho18cDeToDu is the du form of a formal pronoun or possessive.
var ho18cDeToDu = map[string]string{"für Sie": "für dich", "Ihnen": "dir", "Ihre": "deine", "Ihren": "deinen", "Ihrer": "deiner",
	"Ihrem": "deinem", "Ihres": "deines", "Ihr": "dein"}

// ho18cJaChineseWords are Japanese business words and the simplified Chinese word a
// model drifting into Chinese writes for them.
var ho18cJaChineseWords = [][2]string{
	{"配送センター", "配送中心"}, {"物流センター", "物流中心"}, {"電話番号", "电话号码"}, {"写真", "照片"}, {"住所", "地址"},
	{"請求書", "发票"}, {"手順", "步骤"}, {"初期設定", "初始设置"}, {"連携", "联动"}, {"勤怠データ", "考勤数据"}, {"在庫", "库存"},
	{"交換品", "换货商品"}, {"交換用", "更换用"}, {"試料", "样品"}, {"初期費用", "初始费用"}, {"途中解約", "中途解约"},
	{"訪問日時", "上门时间"}, {"修理", "维修"}, {"コピー用紙", "复印纸"}, {"お見積もり", "报价单"}, {"注文番号", "订单号"},
	{"研究室", "实验室"},
}

// ho18cJaKanjiKana are common kanji words and their reading in hiragana.
var ho18cJaKanjiKana = [][2]string{
	{"確認", "かくにん"}, {"連絡", "れんらく"}, {"予定", "よてい"}, {"交換", "こうかん"}, {"発送", "はっそう"}, {"電話", "でんわ"},
	{"担当", "たんとう"}, {"請求", "せいきゅう"}, {"金額", "きんがく"}, {"移転", "いてん"}, {"注文", "ちゅうもん"}, {"料金", "りょうきん"},
	{"営業", "えいぎょう"}, {"試験", "しけん"}, {"手順", "てじゅん"}, {"測定", "そくてい"}, {"修理", "しゅうり"}, {"訪問", "ほうもん"},
	{"延期", "えんき"}, {"支出", "ししゅつ"}, {"住所", "じゅうしょ"}, {"契約", "けいやく"}, {"解約", "かいやく"}, {"費用", "ひよう"},
	{"接続", "せつぞく"}, {"電池", "でんち"}, {"表示", "ひょうじ"}, {"破損", "はそん"}, {"勤怠", "きんたい"}, {"納品", "のうひん"},
	{"合計", "ごうけい"}, {"単価", "たんか"},
}

// ho18cJaSurnames and ho18cJaGivenNames are the readings of Japanese names in katakana.
var ho18cJaSurnames = [][2]string{
	{"小林", "コバヤシ"}, {"渡辺", "ワタナベ"}, {"中島", "ナカジマ"}, {"松本", "マツモト"}, {"髙橋", "タカハシ"}, {"西村", "ニシムラ"},
	{"松田", "マツダ"}, {"小西", "コニシ"}, {"石井", "イシイ"}, {"佐藤", "サトウ"}, {"岡田", "オカダ"}, {"山田", "ヤマダ"}, {"森課長", "モリ課長"},
}

var ho18cJaGivenNames = [][2]string{{"恵子", "ケイコ"}, {"弘", "ヒロシ"}, {"大輔", "ダイスケ"}, {"美咲", "ミサキ"}, {"誠", "マコト"}, {"和也", "カズヤ"}}

// ho18cDeEnglishClauses are clauses of German business text and the English a model
// that slips back into English writes instead.
var ho18cDeEnglishClauses = [][2]string{
	{"Bitte beachten Sie, dass wir nur werktags und nicht am Wochenende zustellen.", "Please note that we only deliver on weekdays and not at weekends."},
	{"Bitte bringen Sie Ihre Versichertenkarte mit.", "Please bring your health insurance card with you."},
	{"für Sie entstehen dabei keine Kosten", "this will not cost you anything"},
	{"bis dahin läuft die alte Anlage weiter", "until then, the old system will keep running"},
	{"die Genehmigung der Gewerbeaufsicht steht noch aus", "the approval from the trade supervisory authority is still pending"},
	{"Sie bittet darum, dass noch am selben Tag ein Installateur kommt.", "She is asking for a plumber to come on the same day."},
	{"Frau Köhler bittet um ein Rücksendeetikett.", "Frau Köhler is asking for a return shipping label."},
	{"Nordkälte AG ist zwar günstiger, bietet aber nur 2 Jahre Garantie", "Nordkälte AG is cheaper, but only offers a 2-year warranty"},
	{"Wir bitten Sie, die Unannehmlichkeiten zu entschuldigen.", "We apologise for the inconvenience."},
	{"Hilft das alles nicht, wenden Sie sich bitte an unseren Kundendienst.", "If none of this helps, please contact our customer service."},
}

// ho18cDeNotVerbs end like a verb but are none.
var ho18cDeNotVerbs = map[string]bool{"mit": true, "fest": true, "statt": true, "bekannt": true, "bereit": true, "recht": true, "sonst": true, "nicht": true, "erst": true, "jetzt": true, "bereits": true, "meist": true, "weit": true,
	"unverändert": true, "gern": true, "selbst": true, "zuletzt": true, "geeignet": true, "oben": true, "unten": true}

// ho18cPolite reports whether a Japanese text is written in です/ます style: two
// sentences or more end in it.
func ho18cPolite(s string) bool {
	return strings.Count(s, "ます。")+strings.Count(s, "です。")+strings.Count(s, "ません。") >= 2
}

// ho18cHalfwidthKatakana writes katakana in half-width forms, a voiced or semi-voiced
// kana as its base and a separate mark (ガ → ｶﾞ, ポ → ﾎﾟ).
func ho18cHalfwidthKatakana(s string) string {
	var b strings.Builder
	for _, r := range norm.NFD.String(s) {
		switch r {
		case '\u3099':
			b.WriteRune('ﾞ')
		case '\u309A':
			b.WriteRune('ﾟ')
		default:
			b.WriteString(width.Narrow.String(string(r)))
		}
	}
	return b.String()
}

// ho18cByteFallback writes a rune as a tokenizer's byte-fallback tokens (ü → <0xC3><0xBC>).
func ho18cByteFallback(r rune) string {
	var b strings.Builder
	buf := make([]byte, 4)
	n := utf8.EncodeRune(buf, r)
	for _, c := range buf[:n] {
		fmt.Fprintf(&b, "<0x%02X>", c)
	}
	return b.String()
}

// ho18cLastMatch rewrites the last match of re with f.
func ho18cLastMatch(re *regexp.Regexp, s string, ok func(s string, loc []int) bool, f func(m []string) string) string {
	locs := re.FindAllStringSubmatchIndex(s, -1)
	for i := len(locs) - 1; i >= 0; i-- {
		loc := locs[i]
		if ok != nil && !ok(s, loc) {
			continue
		}
		m := make([]string, len(loc)/2)
		for j := range m {
			if loc[2*j] >= 0 {
				m[j] = s[loc[2*j]:loc[2*j+1]]
			}
		}
		return s[:loc[0]] + f(m) + s[loc[1]:]
	}
	return s
}

// ho18cEarliest finds the pair whose first element occurs earliest in s: its index
// in pairs and its byte offset, or -1.
func ho18cEarliest(s string, pairs [][2]string) (int, int) {
	best, at := -1, len(s)
	for i, p := range pairs {
		if k := strings.Index(s, p[0]); k >= 0 && k < at {
			best, at = i, k
		}
	}
	return best, at
}

var heldOutBatch18c = []heldOutKind{
	// Japanese slipping into Chinese syntax: one 「Xは…です。」 sentence written with the
	// Chinese copula (お支払い期限は10月30日です。 → お支払い期限是10月30日。).
	{"ho18c_ja_topic_copula_as_chinese_shi", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return hoMiddleSentence(lang, s, func(sen string) string {
			t := strings.TrimRight(sen, " ")
			if !strings.HasSuffix(t, "です。") {
				return sen
			}
			rs := []rune(strings.TrimSuffix(t, "です。"))
			for i := 1; i < len(rs)-1; i++ {
				if rs[i] == 'は' && unicode.IsLetter(rs[i-1]) && !unicode.Is(unicode.Hiragana, rs[i-1]) {
					return string(rs[:i]) + "是" + string(rs[i+1:]) + "。" + sen[len(t):]
				}
			}
			return sen
		})
	}},
	// Japanese slipping into Chinese vocabulary: the first business word of the answer
	// written as its simplified Chinese equivalent (写真 → 照片, 請求書 → 发票).
	{"ho18c_ja_noun_as_chinese_word", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		i, at := ho18cEarliest(s, ho18cJaChineseWords)
		if i < 0 {
			return s
		}
		return s[:at] + ho18cJaChineseWords[i][1] + s[at+len(ho18cJaChineseWords[i][0]):]
	}},
	// The last katakana word of a Japanese answer in half-width katakana (… サポート窓口
	// → ｻﾎﾟｰﾄ窓口), as a model trained on legacy text writes it.
	{"ho18c_ja_last_katakana_word_halfwidth", "raw", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return ho18cLastMatch(hoKatakana, s, nil, func(m []string) string { return ho18cHalfwidthKatakana(m[0]) })
	}},
	// One sentence of a です/ます text in plain である style, the last one the change
	// applies to (お送りいたします。 → お送りする。, 期限は…です。 → 期限は…である。).
	{"ho18c_ja_one_sentence_dearu", "strings", func(lang, s string) string {
		if lang != "ja" || !ho18cPolite(s) {
			return s
		}
		ends := [][2]string{{"いたしました。", "した。"}, {"いたします。", "する。"}, {"ございます。", "ある。"}, {"となります。", "となる。"}, {"です。", "である。"}}
		split, refs := hoAllSentences(lang, s)
		for k := len(refs) - 1; k >= 0; k-- {
			r := refs[k]
			sen := split[r.line][r.idx]
			t := strings.TrimRight(sen, " ")
			if strings.Contains(t, "ありがとう") || strings.Contains(t, "お願い") || strings.Contains(t, "申し訳") {
				continue
			}
			for _, e := range ends {
				if strings.HasSuffix(t, e[0]) {
					split[r.line][r.idx] = strings.TrimSuffix(t, e[0]) + e[1] + sen[len(t):]
					return hoJoin(split)
				}
			}
		}
		return s
	}},
	// German: one formal pronoun or possessive in the du form, the last one of the
	// letter (an Ihre Rechnungsanschrift → an deine Rechnungsanschrift, für Sie da → für
	// dich da).
	{"ho18c_de_one_pronoun_du_form", "longest", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		mid := func(s string, loc []int) bool {
			before := strings.TrimRight(s[:loc[0]], " ")
			if before == "" || strings.HasSuffix(s[:loc[0]], "\n") {
				return false
			}
			r, _ := utf8.DecodeLastRuneInString(before)
			return unicode.IsLower(r) || r == ','
		}
		return ho18cLastMatch(ho18cDeSieForms, s, mid, func(m []string) string { return ho18cDeToDu[m[1]] })
	}},
	// German: one clause or list item left in English (Bitte bringen Sie Ihre
	// Versichertenkarte mit. → Please bring your health insurance card with you.).
	{"ho18c_de_clause_left_in_english", "longest", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		for _, p := range ho18cDeEnglishClauses {
			if strings.Contains(s, p[0]) {
				return strings.Replace(s, p[0], p[1], 1)
			}
		}
		return s
	}},
	// German: one noun after its article written in lower case (die Unannehmlichkeiten
	// → die unannehmlichkeiten), in the middle sentence.
	{"ho18c_de_one_noun_lowercased", "longest", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return hoMiddleSentence(lang, s, func(sen string) string {
			return hoFirstMatch(ho18cDeArticleNoun, sen, func(m []string) string {
				return m[1] + m[2] + " " + strings.ToLower(m[3])
			})
		})
	}},
	// German: a subordinate clause in English word order, its finite verb after the
	// subject (dass wir nur werktags … zustellen → dass wir zustellen nur werktags …).
	{"ho18c_de_subclause_verb_second", "longest", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return hoFirstMatch(ho18cDeSubclause, s, func(m []string) string {
			return m[1] + m[2] + " " + m[3] + " " + m[5] + " " + m[4] + m[6]
		})
	}},
	// A tokenizer's byte-fallback tokens left for one character in the middle sentence
	// (Müller → M<0xC3><0xBC>ller, 確認 → 確<0xE8><0xAA><0x8D>).
	{"ho18c_byte_fallback_one_char", "longest", func(lang, s string) string {
		return hoMiddleSentence(lang, s, func(sen string) string {
			rs := []rune(sen)
			for i := len(rs) / 2; i < len(rs); i++ {
				r := rs[i]
				if r > 0x7f && unicode.IsLetter(r) {
					return string(rs[:i]) + ho18cByteFallback(r) + string(rs[i+1:])
				}
			}
			return sen
		})
	}},
	// A detokenizer fault: the last subword of a long word said again after a space
	// (Versichertenkarte → Versichertenkarte karte, クーポン → クーポン ポン).
	{"ho18c_subword_tail_echoed_spaced", "longest", func(lang, s string) string {
		long := regexp.MustCompile(`\p{L}{12,}`)
		if lang == "ja" {
			long = regexp.MustCompile(`[\p{Katakana}ー]{4,}|\p{Han}{4,}`)
		}
		return hoMiddleSentence(lang, s, func(sen string) string {
			return hoFirstMatch(long, sen, func(m []string) string {
				rs := []rune(m[0])
				n := max(4, len(rs)/3)
				if lang == "ja" {
					n = 2
				}
				return m[0] + " " + strings.ToLower(string(rs[len(rs)-n:]))
			})
		})
	}},
	// A common kanji word written in hiragana wherever it occurs, the most frequent one
	// of the answer (確認 → かくにん everywhere).
	{"ho18c_ja_kanji_word_kana_throughout", "raw", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		best, n := -1, 0
		for i, p := range ho18cJaKanjiKana {
			if c := strings.Count(s, p[0]); c > n {
				best, n = i, c
			}
		}
		if best < 0 {
			return s
		}
		return strings.ReplaceAll(s, ho18cJaKanjiKana[best][0], ho18cJaKanjiKana[best][1])
	}},
	// A Japanese person's name written in katakana at its first mention (小林 恵子様 →
	// コバヤシ ケイコ様, 石井部長 → イシイ部長), as a model reading it from romaji does.
	{"ho18c_ja_person_name_katakanised_once", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		i, at := ho18cEarliest(s, ho18cJaSurnames)
		if i < 0 {
			return s
		}
		p := ho18cJaSurnames[i]
		rest := s[at+len(p[0]):]
		out := s[:at] + p[1]
		for _, g := range ho18cJaGivenNames {
			for _, sep := range []string{" ", "\u3000", ""} {
				if strings.HasPrefix(rest, sep+g[0]) {
					return out + sep + g[1] + rest[len(sep+g[0]):]
				}
			}
		}
		return out + rest
	}},
	// A letter's formula in a foreign language: the Japanese closing sentence as a
	// Chinese one (今後ともよろしくお願いいたします。 → 祝您生活愉快！), the German
	// salutation in English (Sehr geehrter Herr Weiß, → Dear Mr Weiß,).
	{"ho18c_letter_formula_foreign", "first", func(lang, s string) string {
		if lang == "de" {
			return hoFirstMatch(ho18cDeSalutation, s, func(m []string) string {
				title := "Mr "
				if m[2] == "Frau" {
					title = "Ms "
				}
				if m[3] != "" {
					title = m[3]
				}
				return "Dear " + title + m[4] + ","
			})
		}
		split, refs := hoAllSentences(lang, s)
		for k := len(refs) - 1; k >= 0; k-- {
			r := refs[k]
			sen := split[r.line][r.idx]
			if strings.Contains(sen, "よろしくお願いいたします。") && len(split[r.line]) == 1 || strings.HasPrefix(sen, "今後とも") {
				split[r.line][r.idx] = "祝您生活愉快！"
				return hoJoin(split)
			}
		}
		return s
	}},
	// A chat emoji after the thanks of a formal letter (誠にありがとうございます。 →
	// 誠にありがとうございます😊, vielen Dank für Ihre Nachricht. → … Nachricht 😊.).
	{"ho18c_thanks_with_emoji", "first", func(lang, s string) string {
		if lang == "de" {
			return hoFirstMatch(ho18cDeThanks, s, func(m []string) string { return m[1] + " 😊" + m[2] })
		}
		return hoFirstMatch(regexp.MustCompile(`ありがとうございま(す|した)。`), s, func(m []string) string { return "ありがとうございま" + m[1] + "😊" })
	}},
	// A sentence that ends without its verb: the final verb of a German clause dropped
	// (…, dass wir nur werktags … zustellen. → …, dass wir nur werktags … am Wochenende.),
	// the predicate after を dropped in Japanese (クーポンをお送りいたします。 → クーポンを。).
	{"ho18c_sentence_verb_missing", "longest", func(lang, s string) string {
		return hoMiddleSentence(lang, s, func(sen string) string {
			if lang == "ja" {
				m := ho18cJaObjectPredicate.FindStringSubmatch(sen)
				if m == nil || len([]rune(m[1])) < 6 {
					return sen
				}
				return m[1] + m[3]
			}
			m := ho18cDeFinalVerb.FindStringSubmatch(sen)
			if m == nil || ho18cDeNotVerbs[m[2]] || len(strings.Fields(m[1])) < 5 {
				return sen
			}
			return m[1] + m[3] + m[4]
		})
	}},
}
