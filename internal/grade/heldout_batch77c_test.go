package grade

// Batch 77c: Japanese keigo in detail. Each kind breaks the politeness system of a
// business text in exactly one place, the way a model that half-knows keigo does:
// a humble verb stacked with a respect passive on the writer's act (いたされる), a
// double honorific on the reader's act (なさられる), a double humble request (申し上げ
// させていただく), ご〜していただく on a thanked act, お/ご on a loanword, 弊社 put on
// another company, くださいまし / いらっしゃいませ / ちょうだい shop or home register in a
// mail, a condescending 〜てやる for the writer's service, ございますです, a blunt
// よろしく頼みます, and a colloquial あったら for ございましたら. The facts stay; the
// answer would embarrass the sender in front of a customer or a superior.

import (
	"regexp"
	"strings"
)

var (
	b77cItasu        = regexp.MustCompile(`([^い])いたしま(す|した)`)
	b77cKudasai      = regexp.MustCompile(`ください([。：:、]|$)`)
	b77cGozaimasuEnd = regexp.MustCompile(`ございま(す|せん|した)。`)
	b77cCompany      = regexp.MustCompile(`株式会社[\p{Katakana}ー]+|[\p{Katakana}ー]+(?:物流|精工)(?:株式会社)?`)
	b77cLoanword     = regexp.MustCompile(`(^|[^\p{Katakana}\p{Han}ー・])(クーポン|ユーザー|アプリ|フィルター|エラーコード|パスワード|アカウント|データ|セット|システム|ロボット)([^\p{Katakana}ー]|$)`)
	b77cReaderAct    = regexp.MustCompile(`([ごお](?:\p{Han}+を?|問い合わせ|送り))いただ(き|いた|ける)|心配されている`)
	b77cOwnService   = regexp.MustCompile(`[おご]?(\p{Han}+|送り)いたしま(す|した)`)
	b77cThankedAct   = regexp.MustCompile(`([ごお](?:\p{Han}+|問い合わせ|送り))いただ`)
	b77cSalutation   = regexp.MustCompile(`^\S[^。、]*(様|部長)$`)
)

var heldOutBatch77c = []heldOutKind{
	// The writer's humble いたす is given the respect passive: mixed keigo.
	// 作業員が訪問の30分前にお電話いたします。 → …お電話いたされます。
	// 交換品は10月19日に発送いたしますので → 発送いたされますので
	{"b77c_ja_own_itasu_given_respect_passive_itasareru", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return hoMiddleSentence(lang, s, func(sen string) string {
			return hoFirstMatch(b77cItasu, sen, func(m []string) string { return m[1] + "いたされま" + m[2] })
		})
	}},
	// One request to the reader ends in the archaic, home-talk くださいまし.
	// 本メールにご返信ください。 → 本メールにご返信くださいまし。
	// お気軽にお問い合わせください。 → お気軽にお問い合わせくださいまし。
	{"b77c_ja_reader_request_made_archaic_kudasaimashi", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return hoMiddleSentence(lang, s, func(sen string) string {
			return hoFirstMatch(b77cKudasai, sen, func(m []string) string { return "くださいまし" + m[1] })
		})
	}},
	// The first ございます / ございません sentence gets a second polite copula stacked on.
	// 誠にありがとうございます。 → 誠にありがとうございますです。
	// 誠に申し訳ございません。 → 誠に申し訳ございませんです。
	{"b77c_ja_gozaimasu_stacked_with_desu", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return hoFirstMatch(b77cGozaimasuEnd, s, func(m []string) string { return "ございま" + m[1] + "です。" })
	}},
	// A customer's, contractor's or counterparty's company is called the writer's own 弊社.
	// 株式会社ミナトデザインの髙橋様から → 弊社ミナトデザインの髙橋様から
	// 新センターはソラノ物流が運営し → 新センターは弊社ソラノ物流が運営し
	{"b77c_ja_other_company_called_own_heisha", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return hoFirstMatch(b77cCompany, s, func(m []string) string {
			if rest, ok := strings.CutPrefix(m[0], "株式会社"); ok {
				return "弊社" + rest
			}
			return "弊社" + m[0]
		})
	}},
	// A katakana loanword, which never takes a beautifying prefix, is given ご.
	// 500円分のクーポンをお送りいたします → 500円分のごクーポンをお送りいたします
	// 9月20日にユーザーを1名追加 → 9月20日にごユーザーを1名追加
	{"b77c_ja_loanword_given_bikago_go", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		loc := b77cLoanword.FindStringSubmatchIndex(s)
		if loc == nil {
			return s
		}
		return s[:loc[4]] + "ご" + s[loc[4]:]
	}},
	// The reader's act is given a double honorific, なさる stacked with られる.
	// 当研究室をご訪問いただき → 当研究室をご訪問なさられ
	// 髙橋様は…心配されている → 髙橋様は…心配なさられている
	{"b77c_ja_reader_act_double_honorific_nasarareru", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return hoFirstMatch(b77cReaderAct, s, func(m []string) string {
			if m[0] == "心配されている" {
				return "心配なさられている"
			}
			return m[1] + "なさられ" + map[string]string{"き": "", "いた": "た", "ける": "る"}[m[2]]
		})
	}},
	// The writer's service to the reader is told with the condescending 〜てやる.
	// 見積番号 TU-4471）をお送りいたします。 → …を送ってやります。
	// 金額についてご説明いたします。 → 金額について説明してやります。
	{"b77c_ja_own_service_as_condescending_te_yaru", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		for _, loc := range b77cOwnService.FindAllStringSubmatchIndex(s, -1) {
			verb, end := s[loc[2]:loc[3]], s[loc[4]:loc[5]]
			if verb == "願" || strings.HasSuffix(verb, "願") {
				continue
			}
			te := verb + "して"
			if verb == "送り" {
				te = "送って"
			}
			return s[:loc[0]] + te + "やりま" + end + s[loc[1]:]
		}
		return s
	}},
	// The first request to the reader ends in the childish, casual ちょうだい.
	// 本メールにご返信ください。 → 本メールにご返信ちょうだい。
	// カバーを閉じてください。 → カバーを閉じてちょうだい。
	{"b77c_ja_reader_request_made_casual_choudai", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return hoFirstMatch(b77cKudasai, s, func(m []string) string { return "ちょうだい" + m[1] })
	}},
	// The closing formula to a customer becomes a superior's blunt よろしく頼みます.
	// 今後ともどうぞよろしくお願いいたします。 → 今後ともどうぞよろしく頼みます。
	{"b77c_ja_closing_onegai_made_blunt_tanomimasu", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return strings.Replace(s, "よろしくお願いいたします", "よろしく頼みます", 1)
	}},
	// A thanked act of the reader is built with the humble ご〜する under いただく.
	// いつもハルカゼ寝具店をご利用いただき → …ご利用していただき
	// お問い合わせいただき、ありがとうございます。 → お問い合わせしていただき、…
	{"b77c_ja_thanked_reader_act_go_shite_itadaku", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return hoFirstMatch(b77cThankedAct, s, func(m []string) string { return m[1] + "していただ" })
	}},
	// The writer's お願いいたします is made a double humble 申し上げさせていただきます.
	// 今後ともどうぞよろしくお願いいたします。 → …よろしくお願い申し上げさせていただきます。
	// ご連絡くださいますようお願いいたします。 → …ようお願い申し上げさせていただきます。
	{"b77c_ja_onegai_made_double_humble_moushiage_sasete", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return strings.Replace(s, "お願いいたします", "お願い申し上げさせていただきます", 1)
	}},
	// The mail's first line after the salutation opens with the shop-floor greeting
	// いらっしゃいませ。
	// 渡辺 弘様\n\nこのたびは修理の… → 渡辺 弘様\n\nいらっしゃいませ。このたびは修理の…
	// 佐藤部長\n\n2026年10月14日には… → 佐藤部長\n\nいらっしゃいませ。2026年10月14日には…
	{"b77c_ja_mail_opened_with_shop_greeting_irasshaimase", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		lines := strings.Split(s, "\n")
		if len(lines) < 2 || !b77cSalutation.MatchString(strings.TrimSpace(lines[0])) {
			return s
		}
		for i := 1; i < len(lines); i++ {
			if strings.TrimSpace(lines[i]) != "" {
				lines[i] = "いらっしゃいませ。" + lines[i]
				return strings.Join(lines, "\n")
			}
		}
		return s
	}},
	// The courteous ございましたら falls to the colloquial plain あったら.
	// ご不明な点がございましたら、本メールにご返信ください。 → ご不明な点があったら、…
	{"b77c_ja_gozaimashitara_made_colloquial_attara", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return strings.Replace(s, "ございましたら", "あったら", 1)
	}},
}
