package grade

import (
	"regexp"
	"strings"
)

// Batch 83b, blind: Japanese conventions. Each kind breaks one place in a way a Japanese
// reader of business text catches at once and a string-level reader may not: a figure
// with one full-width digit, a kanji 〇 or a 読点 inside it; a salutation made a sender
// line (より) or an insult (貴様); a partner's rank title stacked with 殿 or put in the
// own-side form (部長の松田); a reader request as ご〜されてください; a katakana 長音 typed
// as 〜; a date's 月 made a count of months (10ヶ月23日); a partner firm given a
// colloquial さん; katakana firm or brand names respelled in the kanji of their reading.
// The angle's obvious items (丁目/番, 〒 grouping, 御中, 部長様, 元号, weekdays, counters,
// 〜 ranges, own-side bikago, loanword near-words) already have kinds of their own.
var heldOutBatch83b = []heldOutKind{
	// 一つの数字の中に全角と半角が混ざる (IME の切り替え漏れ): the first figure of three or more
	// digits gets its second digit in full width, so the figure no longer matches.
	// "ご注文番号WS-30982" → "ご注文番号WS-3０982"; "Bestellung WE-20417" → "Bestellung WE-2０417".
	{"b83b_figure_one_digit_typed_fullwidth_in_halfwidth_number", "first", func(lang, s string) string {
		return hoFirstMatch(b83bDigitRun, s, func(m []string) string {
			rs := []rune(m[0])
			rs[1] += 0xFEE0
			return string(rs)
		})
	}},
	// 数字のゼロが漢数字の〇に化ける: the first zero of the first figure of three or more digits
	// becomes 〇. "WS-30982" → "WS-3〇982"; "SK-30918" → "SK-3〇918".
	{"b83b_ja_figure_zero_typed_as_kanji_rei", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		loc := b83bDigitRun.FindAllStringIndex(s, -1)
		for _, l := range loc {
			run := s[l[0]:l[1]]
			if i := strings.IndexByte(run, '0'); i >= 0 {
				return s[:l[0]+i] + "〇" + s[l[0]+i+1:]
			}
		}
		return s
	}},
	// 桁区切り・小数点のカンマが読点「、」で打たれる: the figure falls apart into two.
	// "料金5,500円（税込）" → "料金5、500円（税込）"; "bei 1.850,00 €" → "bei 1.850、00 €".
	{"b83b_amount_separator_typed_as_ja_touten", "first", func(lang, s string) string {
		re := b83bJaGroupComma
		if lang != "ja" {
			re = b83bDeDecimalComma
		}
		return hoFirstMatch(re, s, func(m []string) string { return m[1] + "、" + strings.Join(m[2:], "") })
	}},
	// 宛名の「様」が差出人を示す「より」になる: the letter now reads as written by its reader.
	// "小林 恵子様" → "小林 恵子より"; "佐藤部長" → "佐藤部長より".
	{"b83b_ja_salutation_line_made_sender_yori", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return hoFirstMatch(b83bSalutation, s, func(m []string) string {
			if m[2] == "様" {
				return m[1] + "より\n"
			}
			return m[1] + m[2] + "より\n"
		})
	}},
	// 宛名の「様」が「貴様」になる: an honorific-looking 貴 that turns the address into an
	// insult. "渡辺 弘様" → "渡辺 弘貴様"; "松本様" → "松本貴様".
	{"b83b_ja_salutation_sama_made_insulting_kisama", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return hoFirstMatch(b83bSalutation, s, func(m []string) string {
			if m[2] != "様" {
				return m[0]
			}
			return m[1] + "貴様\n"
		})
	}},
	// 相手の役職に「殿」を重ねる (部長殿: 目下宛ての敬称を社外の部長に): the first
	// surname+rank title gets 殿. "佐藤部長" → "佐藤部長殿"; "石井部長" → "石井部長殿".
	{"b83b_ja_partner_rank_title_stacked_with_dono", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return hoFirstMatch(b83bRankTitle, s, func(m []string) string { return m[0] + "殿" })
	}},
	// 相手側の役職者を身内の言い方「部長の松田」で呼ぶ (ウチ・ソトの取り違え):
	// "引き続き松田部長で" → "引き続き部長の松田で"; salutation "佐藤部長" → "部長の佐藤".
	{"b83b_ja_partner_rank_title_recast_as_own_side_bucho_no_form", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return hoFirstMatch(b83bRankTitle, s, func(m []string) string { return m[2] + "の" + m[1] })
	}},
	// 読み手への依頼「ご〜ください」が誤った尊敬「ご〜されてください」になる:
	// "本メールにご返信ください" → "本メールにご返信されてください";
	// "お送りください" → "お送りされてください".
	{"b83b_ja_reader_request_go_kudasai_made_sarete_kudasai", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return hoFirstMatch(b83bGoKudasai, s, func(m []string) string { return m[1] + "されてください" })
	}},
	// カタカナ語の長音「ー」が波ダッシュ「〜」で打たれる (くだけた伸ばし書き、語として壊れる):
	// "配送センターでの作業遅延" → "配送センタ〜での作業遅延"; "クレジットカード" → "クレジットカ〜ド".
	{"b83b_ja_katakana_choon_typed_as_wave_dash", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return hoFirstMatch(b83bChoonWord, s, func(m []string) string { return strings.Replace(m[0], "ー", "〜", 1) })
	}},
	// 日付の「月」が期間の「ヶ月」になる: "2026年10月23日（金）" → "2026年10ヶ月23日（金）",
	// a date read as 10 months and 23 days; "10月14日着" → "10ヶ月14日着".
	{"b83b_ja_date_month_unit_made_month_count_kagetsu", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return hoFirstMatch(hoJaMonth, s, func(m []string) string { return m[1] + "ヶ月" + m[2] + "日" })
	}},
	// 取引先の会社名に口語の「さん」を付ける (正式な文書・データ欄で):
	// "株式会社アオバ精工の大阪営業所" → "株式会社アオバ精工さんの大阪営業所";
	// "company": "サクラ物流株式会社" → "サクラ物流株式会社さん".
	{"b83b_ja_partner_firm_name_given_colloquial_san", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return hoFirstMatch(b83bPartnerFirm, s, func(m []string) string { return m[0] + "さん" })
	}},
	// カタカナの社名を読みの漢字で書く (登記名と違う社名になる):
	// "いつもハルカゼ寝具店を" → "いつも春風寝具店を"; "サクラ物流株式会社" → "桜物流株式会社".
	{"b83b_ja_katakana_firm_name_respelled_in_reading_kanji", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return b83bFirstOf(s, b83bFirmKanji)
	}},
	// カタカナの商品名・サービス名を読みの漢字で書く (別の名前、ただの普通名詞になる):
	// "「カイケイクラウド Pro」" → "「会計クラウド Pro」"; "「カラダノート S5」" → "「体ノート S5」".
	{"b83b_ja_katakana_brand_name_respelled_in_reading_kanji", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return b83bFirstOf(s, b83bBrandKanji)
	}},
}

var (
	b83bDigitRun       = regexp.MustCompile(`\d{3,}`)
	b83bJaGroupComma   = regexp.MustCompile(`(\d),(\d{3})`)
	b83bDeDecimalComma = regexp.MustCompile(`(\d),(\d{2})( ?€)`)
	b83bSalutation     = regexp.MustCompile(`(?m)^([^\s、。「」（）：:][^\n、。「」（）：:]{0,14}?)(様|部長|課長)\n`)
	b83bRankTitle      = regexp.MustCompile(`(\p{Han}{1,3})(部長|課長)`)
	b83bGoKudasai      = regexp.MustCompile(`([ごお]\p{Han}[\p{Han}\p{Hiragana}]{0,6}?)ください`)
	b83bChoonWord      = regexp.MustCompile(`\p{Katakana}+ー[\p{Katakana}ー]*`)
	b83bPartnerFirm    = regexp.MustCompile(`株式会社[\p{Katakana}ー]+(?:精工)?|[\p{Katakana}ー]+物流(?:株式会社)?`)
)

// b83bFirmKanji and b83bBrandKanji spell katakana names of the fixtures' firms and
// products with the kanji of their reading.
var (
	b83bFirmKanji = [][2]string{
		{"サクラ物流", "桜物流"}, {"アオバ精工", "青葉精工"}, {"ミナトデザイン", "港デザイン"},
		{"ハルカゼ寝具店", "春風寝具店"}, {"ミライ会計", "未来会計"}, {"ソラノ物流", "空野物流"},
	}
	b83bBrandKanji = [][2]string{
		{"ソラノ電気ケトル", "空野電気ケトル"}, {"カラダノート", "体ノート"}, {"カイケイクラウド", "会計クラウド"},
		{"ハコブネ", "箱舟"}, {"ハルカゼ羽毛布団", "春風羽毛布団"},
	}
)

// b83bFirstOf replaces the earliest occurrence in s of any of the pairs' first strings.
func b83bFirstOf(s string, pairs [][2]string) string {
	at, which := -1, -1
	for i, p := range pairs {
		if j := strings.Index(s, p[0]); j >= 0 && (at < 0 || j < at) {
			at, which = j, i
		}
	}
	if at < 0 {
		return s
	}
	return s[:at] + pairs[which][1] + s[at+len(pairs[which][0]):]
}
