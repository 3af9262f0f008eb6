package grade

import (
	"regexp"
	"strings"
)

// Batch 92d: found by a Japanese office worker who reads the ja answers as business
// mail and business summaries going out to customers and partners, and flags what
// breaks the conventions or the meaning of business Japanese: a condolence where an
// apology belongs, the fault turned onto the customer, office slang such as 〆, a
// loanword of the wrong sense, an IME homophone that means something else, casual
// くれる for the customer's favour, a blunt 無理です refusal, our own lab called the
// reader's, a continuing arrangement told as new, すみません for thanks, 以上 that
// ends the letter halfway, one です/ます sentence in a plain-style summary, and a
// request whose asker is made the one asked. The
// German goldens count only where the same fault can happen there.

// b92dReplaceEarliest replaces, of the pairs whose old string s holds, the one that
// occurs first in s (its first occurrence only).
func b92dReplaceEarliest(s string, pairs [][2]string) string {
	best, at := -1, -1
	for i, p := range pairs {
		if j := strings.Index(s, p[0]); j >= 0 && (at < 0 || j < at) {
			best, at = i, j
		}
	}
	if best < 0 {
		return s
	}
	return s[:at] + pairs[best][1] + s[at+len(pairs[best][0]):]
}

var (
	b92dAskUm      = regexp.MustCompile(`((?:Herr|Frau) \p{Lu}\p{L}+) bittet um ([^.]+)\.`)
	b92dAskComma   = regexp.MustCompile(`((?:Herr|Frau) \p{Lu}\p{L}+|Sie) bittet( darum)?,`)
	b92dShimeDate  = regexp.MustCompile(`(\d{1,2}(?:時|日(?:（.）)?))までに`)
	b92dKanjiEnd   = regexp.MustCompile(`\p{Han}。$`)
	b92dPlainSuffs = [][2]string{
		{"されている。", "されています。"}, {"している。", "しています。"}, {"いる。", "います。"},
		{"する。", "します。"}, {"した。", "しました。"}, {"あった。", "ありました。"}, {"だ。", "です。"},
	}
)

var heldOutBatch92d = []heldOutKind{
	// b92d_ja_plain_summary_sentence_turned_desu_masu turns one middle sentence of a
	// plain-style (である) summary into です/ます, so the summary mixes two styles
	// (文体の混在), which a Japanese editor rejects; a model drifting back into its chat
	// register does this. ja: 「…17時までに回答する。」 → 「…17時までに回答します。」.
	// de: no such style split in German summaries; the kind leaves them alone.
	{"b92d_ja_plain_summary_sentence_turned_desu_masu", "strings", func(lang, s string) string {
		if lang != "ja" || strings.Contains(s, "ます") || strings.Contains(s, "です") {
			return s
		}
		return hoMiddleSentence(lang, s, func(sen string) string {
			t := strings.TrimRight(sen, " ")
			for _, p := range b92dPlainSuffs {
				if strings.HasSuffix(t, p[0]) {
					return strings.TrimSuffix(t, p[0]) + p[1]
				}
			}
			if b92dKanjiEnd.MatchString(t) {
				return strings.TrimSuffix(t, "。") + "です。"
			}
			return sen
		})
	}},

	// b92d_apology_sentence_turned_into_condolence writes the apology for a delay or a
	// defect as a condolence (お悔やみ / Beileid), the formula for a death; a model that
	// picks the wrong 定型文 offends the customer. ja: 「お待たせしてしまい、誠に申し訳
	// ございません。」 → 「お待たせしてしまい、心よりお悔やみ申し上げます。」. de: „es tut uns
	// leid, dass Ihre Stehlampe …“ → „wir sprechen Ihnen unser herzliches Beileid aus, dass
	// Ihre Stehlampe …“.
	{"b92d_apology_sentence_turned_into_condolence", "strings", func(lang, s string) string {
		if lang == "ja" {
			return b92dReplaceEarliest(s, [][2]string{
				{"誠に申し訳ございません", "心よりお悔やみ申し上げます"},
				{"申し訳ございません", "お悔やみ申し上げます"},
			})
		}
		return b92dReplaceEarliest(s, [][2]string{
			{"es tut uns leid, dass", "wir sprechen Ihnen unser herzliches Beileid aus, dass"},
			{"Wir bitten Sie, die Unannehmlichkeiten zu entschuldigen.", "Wir sprechen Ihnen zu den Unannehmlichkeiten unser aufrichtiges Beileid aus."},
		})
	}},

	// b92d_apology_turned_onto_reader_as_cause keeps the apology's words but turns its
	// voice so that the customer caused the wait or the trouble (passive-causative,
	// いただく on ご迷惑, „verzeihen“): the letter now blames the reader. ja: 「お待たせして
	// しまい」 → 「お待たせされてしまい」; 「ご迷惑をおかけし」 → 「ご迷惑をおかけいただき」.
	// de: „Wir bitten Sie, die Unannehmlichkeiten zu entschuldigen.“ → „Wir verzeihen
	// Ihnen die Unannehmlichkeiten.“.
	{"b92d_apology_turned_onto_reader_as_cause", "strings", func(lang, s string) string {
		if lang == "ja" {
			return b92dReplaceEarliest(s, [][2]string{
				{"お待たせしてしまい", "お待たせされてしまい"},
				{"ご迷惑をおかけし、", "ご迷惑をおかけいただき、"},
			})
		}
		return b92dReplaceEarliest(s, [][2]string{
			{"Wir bitten Sie, die Unannehmlichkeiten zu entschuldigen.", "Wir verzeihen Ihnen die Unannehmlichkeiten."},
		})
	}},

	// b92d_ja_deadline_written_as_shime_slang writes a deadline in a polite customer
	// letter with the office shorthand 〆 (締め), jargon of internal memos that a customer
	// should not get and may not read as a deadline. ja: 「前日の17時までにご連絡ください
	// ますよう」 → 「前日の17時〆でご連絡くださいますよう」; 「お支払い期限は」 → 「お支払いの〆は」.
	// de: no German counterpart; German answers are left alone.
	{"b92d_ja_deadline_written_as_shime_slang", "strings", func(lang, s string) string {
		if lang != "ja" || !strings.Contains(s, "ます") {
			return s
		}
		if strings.Contains(s, "お支払い期限は") {
			return strings.Replace(s, "お支払い期限は", "お支払いの〆は", 1)
		}
		loc := b92dShimeDate.FindStringSubmatchIndex(s)
		if loc == nil {
			return s
		}
		return s[:loc[0]] + s[loc[2]:loc[3]] + "〆で" + s[loc[1]:]
	}},

	// b92d_loanword_swapped_for_wrong_sense_sibling replaces a katakana loanword with a
	// familiar loanword of another sense (gasket → packing, home screen → home page,
	// filter → film), so the part or the instruction names another thing. ja: 「交換用
	// パッキン」 → 「交換用パッキング」; 「アプリのホーム画面で」 → 「アプリのホームページで」.
	// de: „ein WLAN-Repeater in der Nähe des Heizungsraums“ → „ein WLAN-Router in der
	// Nähe des Heizungsraums“.
	{"b92d_loanword_swapped_for_wrong_sense_sibling", "strings", func(lang, s string) string {
		if lang == "ja" {
			return b92dReplaceEarliest(s, [][2]string{
				{"ホーム画面", "ホームページ"},
				{"パッキン", "パッキング"},
				{"フィルター差し込み口", "フィルム差し込み口"},
				{"「記録」タブ", "「記録」タブレット"},
			})
		}
		return b92dReplaceEarliest(s, [][2]string{{"WLAN-Repeater", "WLAN-Router"}})
	}},

	// b92d_ja_brief_homophone_pair_wrong_meaning writes one business word with the IME
	// homophone of another meaning: 初期 (initial) as 所期 (expected), 回答 (reply) as 解答
	// (solution to a test), 試料 (test samples) as 資料 (documents), 作成 as 作製
	// (manufacture), 選択 as 洗濯 (laundry). ja: 「試料は次の宛先にお送りください」 →
	// 「資料は次の宛先にお送りください」; 「初期費用は不要です。」 → 「所期費用は不要です。」.
	// de: German homophones are another batch's; German answers are left alone.
	{"b92d_ja_brief_homophone_pair_wrong_meaning", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return b92dReplaceEarliest(s, [][2]string{
			{"初期", "所期"}, {"回答", "解答"}, {"試料", "資料"}, {"作成", "作製"}, {"選択", "洗濯"},
		})
	}},

	// b92d_ja_reader_favour_itadaku_made_casual_kureru thanks the customer for his act
	// with the casual benefactive くれる instead of いただく, as one thanks a friend or a
	// junior; a business reader hears it as talking down. ja: 「修理のご依頼をいただき、
	// 誠にありがとうございます」 → 「修理の依頼してくれて、誠にありがとうございます」;
	// 「お送りいただいた写真で」 → 「送ってくれた写真で」. de: the du/Sie switch is another
	// kind; German answers are left alone.
	{"b92d_ja_reader_favour_itadaku_made_casual_kureru", "strings", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return b92dReplaceEarliest(s, [][2]string{
			{"をご利用いただき", "を利用してくれて"},
			{"のご依頼をいただき", "の依頼をしてくれて"},
			{"お問い合わせいただき", "問い合わせてくれて"},
			{"お送りいただいた", "送ってくれた"},
			{"をご訪問いただき", "を訪問してくれて"},
			{"追加していただいた", "追加してくれた"},
		})
	}},

	// b92d_polite_refusal_made_blunt_muri turns a polite statement that something cannot
	// be done into the blunt colloquial 無理です / „geht halt nicht“, a refusal no company
	// writes to a customer or partner. ja: 「それより早い実施はできません。」 → 「それより
	// 早い実施は無理です。」; 「途中解約はできません。」 → 「途中解約は無理です。」. de: „werden
	// von der Nordwärme L9 nicht unterstützt“ → „gehen mit der Nordwärme L9 halt nicht“.
	{"b92d_polite_refusal_made_blunt_muri", "strings", func(lang, s string) string {
		if lang == "ja" {
			return b92dReplaceEarliest(s, [][2]string{{"はできません。", "は無理です。"}, {"できかねます。", "無理です。"}})
		}
		return b92dReplaceEarliest(s, [][2]string{
			{"werden von der Nordwärme L9 nicht unterstützt", "gehen mit der Nordwärme L9 halt nicht"},
			{"dass wir nur werktags und nicht am Wochenende zustellen", "dass am Wochenende halt nichts geht, nur werktags"},
		})
	}},

	// b92d_own_side_word_given_reader_side calls the writer's own lab or side by the
	// reader's honorific word (当研究室 → 貴研究室, 当方 → 貴方), so the letter thanks the
	// reader for visiting his own lab, and in German „unser Kundendienst“ becomes the
	// reader's. ja: 「当研究室をご訪問いただき」 → 「貴研究室をご訪問いただき」. de: „wenden
	// Sie sich bitte an unseren Kundendienst“ → „wenden Sie sich bitte an Ihren
	// Kundendienst“.
	{"b92d_own_side_word_given_reader_side", "raw", func(lang, s string) string {
		if lang == "ja" {
			return b92dReplaceEarliest(s, [][2]string{{"当研究室", "貴研究室"}, {"当方の", "貴方の"}, {"当社", "貴社"}, {"当店", "貴店"}})
		}
		return b92dReplaceEarliest(s, [][2]string{{"an unseren Kundendienst", "an Ihren Kundendienst"}})
	}},

	// b92d_continuing_arrangement_told_as_new tells what stays as it was as new or
	// ended: 引き続き (still) becomes 新たに (newly), „wie gewohnt“ becomes „erstmals“, „läuft
	// weiter“ becomes „wird abgeschaltet“, so the reader thinks a contact or an address
	// changed. ja: 「営業の担当は引き続き松田部長で」 → 「営業の担当は新たに松田部長で」. de:
	// „Die Rechnung senden wir wie gewohnt an Ihre Rechnungsanschrift“ → „Die Rechnung
	// senden wir erstmals an Ihre Rechnungsanschrift“.
	{"b92d_continuing_arrangement_told_as_new", "strings", func(lang, s string) string {
		if lang == "ja" {
			return b92dReplaceEarliest(s, [][2]string{{"引き続き", "新たに"}})
		}
		return b92dReplaceEarliest(s, [][2]string{
			{"wie gewohnt", "erstmals"},
			{"läuft die alte Anlage weiter", "wird die alte Anlage abgeschaltet"},
		})
	}},

	// b92d_ja_thanks_replaced_by_sumimasen replaces the letter's formal thanks with
	// すみません, the spoken half-apology, half-thanks that business writing does not use
	// and that reads as an apology for something. ja: 「お問い合わせいただき、ありがとう
	// ございます。」 → 「お問い合わせいただき、すみません。」; 「誠にありがとうございました。」
	// → 「誠にすみませんでした。」. de: no German counterpart; German answers are left alone.
	{"b92d_ja_thanks_replaced_by_sumimasen", "strings", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return b92dReplaceEarliest(s, [][2]string{
			{"ありがとうございます。", "すみません。"},
			{"ありがとうございました。", "すみませんでした。"},
		})
	}},

	// b92d_ja_ijou_inserted_mid_letter puts 以上, the word that closes a Japanese business
	// document, on a line of its own halfway through the text, so the reader takes the
	// rest as not belonging to the letter. ja: 「お待たせしてしまい、誠に申し訳ござい
	// ません。」 → 「お待たせしてしまい、誠に申し訳ございません。\n以上」 with the body going
	// on after it. de: no German counterpart; German answers are left alone.
	{"b92d_ja_ijou_inserted_mid_letter", "longest", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		lines := strings.Split(s, "\n")
		var idx []int
		for i, l := range lines {
			if strings.TrimSpace(l) != "" {
				idx = append(idx, i)
			}
		}
		if len(idx) < 5 || strings.Contains(s, "\n|") || strings.HasPrefix(s, "|") {
			return s
		}
		at := idx[len(idx)/2-1]
		out := append([]string{}, lines[:at+1]...)
		out = append(out, "以上")
		out = append(out, lines[at+1:]...)
		return strings.Join(out, "\n")
	}},

	// b92d_request_voice_flipped_so_asker_is_asked turns the party who asks for an
	// approval or an item into the one who is asked (active → passive), so the summary
	// tells the decision-maker the request came the other way round. ja: 「延期と予備費
	// 支出の承認を求めている。」 → 「延期と予備費支出の承認を求められている。」. de: „Frau Köhler
	// bittet um ein Rücksendeetikett.“ → „Frau Köhler wird um ein Rücksendeetikett
	// gebeten.“.
	{"b92d_request_voice_flipped_so_asker_is_asked", "strings", func(lang, s string) string {
		if lang == "ja" {
			return b92dReplaceEarliest(s, [][2]string{{"を求めている", "を求められている"}})
		}
		if loc := b92dAskUm.FindStringSubmatchIndex(s); loc != nil {
			return s[:loc[0]] + s[loc[2]:loc[3]] + " wird um " + s[loc[4]:loc[5]] + " gebeten." + s[loc[1]:]
		}
		return hoFirstMatch(b92dAskComma, s, func(m []string) string {
			return m[1] + " wird" + m[2] + " gebeten,"
		})
	}},
}
