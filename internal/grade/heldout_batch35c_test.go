package grade

// Blind batch 35c: language leakage of multilingual models. A quantized or badly
// prompted multilingual model drifts, at one place, into another language or script
// while the rest of the answer stays fine: a Japanese word comes out in English,
// romaji, Korean Hangul or as its Chinese counterpart (谢谢, 您好, 日元, 经理, 这个,
// 股份有限公司), a polite ending or honorific comes out Korean (습니다, 님), a formula
// sentence of a ja answer comes out in German and of a de answer in Japanese; a German
// function word comes out English, Dutch or Swedish (and, your, we, is, niet, de,
// med), a date preposition or unit word English, one umlaut word as an ASCII digraph,
// and Japanese calendar words or a 様 leak into German. Each kind leaks one place.

import (
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// ho35cPair is one leaked replacement: a source word and what the drifting model wrote.
type ho35cPair struct{ from, to string }

// ho35cInMiddle rewrites, with f, the first match of re in the first sentence from
// the middle of the text on that has one.
func ho35cInMiddle(lang, s string, re *regexp.Regexp, f func(m []string) string) string {
	return hoMiddleSentence(lang, s, func(x string) string { return hoFirstMatch(re, x, f) })
}

// ho35cDeWords matches one of the German words as a whole word: m[1] before, m[2] the
// word, m[3] after (Go's \b does not know umlauts).
func ho35cDeWords(words ...string) *regexp.Regexp {
	return regexp.MustCompile(`(^|[^\p{L}])(` + strings.Join(words, "|") + `)($|[^\p{L}])`)
}

// ho35cCap gives dst the capital of src's first letter.
func ho35cCap(src, dst string) string {
	if src == "" || dst == "" {
		return dst
	}
	if unicode.IsUpper([]rune(src)[0]) {
		r := []rune(dst)
		r[0] = unicode.ToUpper(r[0])
		return string(r)
	}
	return dst
}

// ho35cDeSwap is a kind replacing the first of the words in a middle sentence by its
// counterpart in dict (looked up lower-cased), keeping the capital.
func ho35cDeSwap(dict map[string]string) func(lang, s string) string {
	keys := make([]string, 0, len(dict))
	for k := range dict {
		keys = append(keys, k, ho35cCap("X", k))
	}
	slices.SortFunc(keys, func(a, b string) int { return len(b) - len(a) })
	re := ho35cDeWords(keys...)
	return func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return ho35cInMiddle(lang, s, re, func(m []string) string {
			return m[1] + ho35cCap(m[2], dict[strings.ToLower(m[2])]) + m[3]
		})
	}
}

// ho35cDeSwapBefore is ho35cDeSwap for prepositions: only a word followed by a space
// and more of its phrase, not a separable verb particle at the end of a clause.
func ho35cDeSwapBefore(lang, s string, dict map[string]string) string {
	if lang != "de" {
		return s
	}
	var keys []string
	for k := range dict {
		keys = append(keys, k, ho35cCap("X", k))
	}
	re := regexp.MustCompile(`(^|[^\p{L}])(` + strings.Join(keys, "|") + `)( [\p{L}\d„])`)
	return ho35cInMiddle(lang, s, re, func(m []string) string {
		if m[2] == "Mit" && m[3] == " f" {
			return m[0] // the closing formula is another kind's place
		}
		return m[1] + ho35cCap(m[2], dict[strings.ToLower(m[2])]) + m[3]
	})
}

func ho35cIsHan(r rune) bool { return unicode.Is(unicode.Han, r) }

func ho35cIsKata(r rune) bool { return unicode.Is(unicode.Katakana, r) || r == 'ー' }

func ho35cIsLatin(r rune) bool { return r < 0x80 && (unicode.IsLetter(r) || unicode.IsDigit(r)) }

// ho35cJaWord replaces the earliest standalone occurrence of a dictionary word in s
// (not glued to other kanji, or other katakana for a katakana word), an honorific
// お/ご before it included when prefix is set; conv builds the leaked form from the
// replacement and the honorific. Spaces keep a Latin result off Latin neighbours.
func ho35cJaWord(s string, dict []ho35cPair, prefix bool, conv func(to, hon string) string) string {
	best, bestEnd, bestHon := -1, -1, ""
	var bestTo string
	for _, p := range dict {
		for off := 0; ; {
			i := strings.Index(s[off:], p.from)
			if i < 0 {
				break
			}
			i += off
			j := i + len(p.from)
			off = i + 1
			first, _ := utf8.DecodeRuneInString(p.from)
			last := []rune(p.from)[len([]rune(p.from))-1]
			before := []rune(s[:i])
			after := []rune(s[j:])
			in := ho35cIsHan
			if ho35cIsKata(first) {
				in = ho35cIsKata
			}
			start, hon := i, ""
			if prefix && len(before) > 0 && (before[len(before)-1] == 'お' || before[len(before)-1] == 'ご') && in(first) {
				hon = string(before[len(before)-1])
				start -= len(hon)
				before = before[:len(before)-1]
			}
			if len(before) > 0 && in(first) && in(before[len(before)-1]) {
				continue
			}
			if len(after) > 0 && in(last) && in(after[0]) {
				continue
			}
			if len(before) > 0 && before[len(before)-1] == '「' && len(after) > 0 && after[0] == '」' {
				continue // a quoted label stays as the product shows it
			}
			if best < 0 || start < best || (start == best && j > bestEnd) {
				best, bestEnd, bestHon, bestTo = start, j, hon, p.to
			}
			break
		}
	}
	if best < 0 {
		return s
	}
	out := conv(bestTo, bestHon)
	if r := []rune(out); ho35cIsLatin(r[0]) {
		if b := []rune(s[:best]); len(b) > 0 && ho35cIsLatin(b[len(b)-1]) {
			out = " " + out
		}
	}
	if r := []rune(out); ho35cIsLatin(r[len(r)-1]) {
		if a := []rune(s[bestEnd:]); len(a) > 0 && (ho35cIsLatin(a[0]) || a[0] == '-') {
			out += " "
		}
	}
	return s[:best] + out + s[bestEnd:]
}

// ho35cJaWordKind is a kind replacing one dictionary word of a middle sentence.
func ho35cJaWordKind(dict []ho35cPair, prefix bool, conv func(to, hon string) string) func(lang, s string) string {
	return func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return hoMiddleSentence(lang, s, func(x string) string { return ho35cJaWord(x, dict, prefix, conv) })
	}
}

var ho35cJaEnglish = []ho35cPair{
	{"請求書", "invoice"}, {"見積書", "quotation"}, {"見積もり", "quotation"}, {"見積", "quotation"},
	{"納期", "deadline"}, {"納品", "delivery"}, {"注文番号", "order number"}, {"注文", "order"},
	{"交換品", "replacement"}, {"予算", "budget"}, {"費用", "costs"}, {"契約", "contract"},
	{"会議", "meeting"}, {"写真", "photo"}, {"電池", "battery"}, {"住所", "address"},
	{"電話番号", "phone number"}, {"期限", "deadline"}, {"修理", "repair"}, {"発送", "shipping"},
	{"配送", "delivery"}, {"在庫", "inventory"}, {"延期", "postponement"}, {"移転", "relocation"},
	{"訪問", "visit"}, {"日程", "schedule"}, {"金額", "amount"}, {"合計", "total"},
	{"内訳", "breakdown"}, {"設定", "settings"}, {"接続", "connection"}, {"不具合", "bug"},
	{"破損", "damage"}, {"返信", "reply"}, {"問い合わせ", "inquiry"}, {"支払い", "payment"},
	{"品名", "item"}, {"数量", "quantity"}, {"単価", "unit price"}, {"体重", "weight"},
}

var ho35cJaRomaji = []ho35cPair{
	{"確認", "kakunin"}, {"連絡", "renraku"}, {"発送", "hassō"}, {"注文", "chūmon"},
	{"予定", "yotei"}, {"変更", "henkō"}, {"会議", "kaigi"}, {"請求書", "seikyūsho"},
	{"見積もり", "mitsumori"}, {"交換", "kōkan"}, {"修理", "shūri"}, {"訪問", "hōmon"},
	{"追加", "tsuika"}, {"移転", "iten"}, {"延期", "enki"}, {"承認", "shōnin"},
	{"設定", "settei"}, {"接続", "setsuzoku"}, {"測定", "sokutei"}, {"契約", "keiyaku"},
	{"担当", "tantō"}, {"配送", "haisō"}, {"遅延", "chien"}, {"住所", "jūsho"},
	{"営業", "eigyō"}, {"返信", "henshin"}, {"返送", "hensō"}, {"写真", "shashin"},
	{"破損", "hason"}, {"予算", "yosan"}, {"費用", "hiyō"}, {"提案", "teian"},
	{"報告", "hōkoku"}, {"調査", "chōsa"}, {"回答", "kaitō"}, {"連携", "renkei"},
	{"期限", "kigen"}, {"内訳", "uchiwake"}, {"合計", "gōkei"}, {"手順", "tejun"},
	{"電池", "denchi"}, {"本体", "hontai"}, {"作業", "sagyō"}, {"日程", "nittei"},
	{"到着", "tōchaku"}, {"希望", "kibō"}, {"依頼", "irai"}, {"説明", "setsumei"},
	{"訪問日時", "hōmon nichiji"}, {"品名", "hinmei"}, {"数量", "sūryō"},
}

var ho35cJaHangul = []ho35cPair{
	{"スマートフォン", "스마트폰"}, {"アプリ", "앱"}, {"メールアドレス", "메일 주소"}, {"メール", "메일"},
	{"アカウント", "계정"}, {"パスワード", "비밀번호"}, {"クーポン", "쿠폰"}, {"データ", "데이터"},
	{"システム", "시스템"}, {"テスト", "테스트"}, {"センター", "센터"}, {"ユーザー", "사용자"},
	{"フィルター", "필터"}, {"エラーコード", "에러 코드"}, {"クレジットカード", "신용카드"},
	{"フローリング", "마루"}, {"プリンタートナー", "프린터 토너"}, {"ホーム", "홈"}, {"タブ", "탭"},
	{"ペアリングコード", "페어링 코드"}, {"コピー用紙", "복사용지"},
}

var (
	ho35cJaEnding     = regexp.MustCompile(`(ます|です)。`)
	ho35cJaSama       = regexp.MustCompile(`([\p{Han}\p{Katakana}ー])様`)
	ho35cJaThanks     = regexp.MustCompile(`(誠に)?ありがとうございま(す|した)`)
	ho35cJaSalutation = regexp.MustCompile(`(様|部長|課長|殿|御中)$`)
	ho35cJaKK         = regexp.MustCompile(`株式会社([\p{Katakana}ー]+[\p{Han}]*)|([\p{Katakana}ー\p{Han}]+)株式会社`)
	ho35cJaRank       = regexp.MustCompile(`(\p{Han}{1,4})(部長|課長|社長|係長|次長|室長)`)
	ho35cJaDemo       = regexp.MustCompile(`このたび|この|これら|これ|それ`)
	ho35cJaYen        = regexp.MustCompile(`(\d)(万|億)?円`)
	ho35cJaGerman     = regexp.MustCompile(`約(\d)|番号 ?([A-Z0-9])|(\d{1,2})時`)
	ho35cJaKudasai    = regexp.MustCompile(`ください([。、）\n]|$)`)
	ho35cJaKoCounter  = regexp.MustCompile(`(\d+)(個|名|箱|枚|冊|週間|分|秒|時)`)
	ho35cJaKoDate     = regexp.MustCompile(`(?:(\d{4})年)?(\d{1,2})月(\d{1,2})日`)
	ho35cJaUnit       = regexp.MustCompile(`(\d+)(個|箱|枚|冊|週間|名|分|秒|桁|メートル|日間|時間|か月|ヶ月)`)
	ho35cDeUnit       = regexp.MustCompile(`(^|[^\p{L}])(\d+|zwei|drei|vier|fünf|sechs|zehn) (Wochen|Woche|Jahren|Jahre|Jahr|Minuten|Minute|Stunden|Stunde|Tagen|Tage|Tag|Monaten|Monate|Monat|Stück)($|[^\p{L}])`)
	ho35cDeDatePrep   = regexp.MustCompile(`(^|[^\p{L}])(am|bis zum|bis spätestens|bis|vom|ab|zum|auf den|seit dem)( (?:\d{1,2}\.|Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag))`)
	ho35cDeCalendar   = regexp.MustCompile(`(Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag)|(\d{1,2}):(\d{2}) Uhr|(\d{1,2}) Uhr`)
	ho35cDeSalute     = regexp.MustCompile(`(?m)^(Sehr geehrte[r]? (?:Herr|Frau) [^,\n]+),`)
	ho35cDeUmlautWord = regexp.MustCompile(`\p{L}*[äöüßÄÖÜ]\p{L}*`)
	ho35cDePossessive = ho35cDeWords("Ihrem", "Ihren", "Ihrer", "Ihres", "Ihre", "Ihr")
	ho35cDeWir        = ho35cDeWords("wir", "Wir")
	ho35cDeBitte      = regexp.MustCompile(`Bitte beachten Sie, dass|(^|[^\p{L}])([Bb]itte)($|[^\p{L}])`)
)

var ho35cJaUnits = map[string][2]string{
	"個": {"pc", "pcs"}, "箱": {"box", "boxes"}, "枚": {"sheet", "sheets"}, "冊": {"pack", "packs"},
	"週間": {"week", "weeks"}, "名": {"person", "persons"}, "分": {"min", "min"}, "秒": {"sec", "sec"},
	"桁": {"digit", "digits"}, "メートル": {"meter", "meters"}, "日間": {"day", "days"},
	"時間": {"hour", "hours"}, "か月": {"month", "months"}, "ヶ月": {"month", "months"},
}

var ho35cDeUnits = map[string]string{
	"Wochen": "weeks", "Woche": "week", "Jahren": "years", "Jahre": "years", "Jahr": "year",
	"Minuten": "minutes", "Minute": "minute", "Stunden": "hours", "Stunde": "hour",
	"Tagen": "days", "Tage": "days", "Tag": "day", "Monaten": "months", "Monate": "months",
	"Monat": "month", "Stück": "pcs",
}

var ho35cDeWeekdayJa = map[string]string{
	"Montag": "月曜日", "Dienstag": "火曜日", "Mittwoch": "水曜日", "Donnerstag": "木曜日",
	"Freitag": "金曜日", "Samstag": "土曜日", "Sonntag": "日曜日",
}

// ho35cPhrase is a formula sentence the model wrote in the other study language.
type ho35cPhrase struct {
	re  *regexp.Regexp
	out string
}

var ho35cJaToDe = []ho35cPhrase{
	{regexp.MustCompile(`ご不明な点`), "Bei Fragen stehen wir Ihnen gern zur Verfügung."},
	{regexp.MustCompile(`申し訳(ございません|ありません)`), "Wir bitten vielmals um Entschuldigung."},
	{regexp.MustCompile(`今後とも`), "Wir danken Ihnen für Ihr Vertrauen."},
	{regexp.MustCompile(`解決しない場合.*お問い合わせください`), "Sollte das Problem weiterhin bestehen, wenden Sie sich bitte an unseren Kundendienst."},
	{regexp.MustCompile(`^よろしくお願い(いた)?します`), "Vielen Dank im Voraus für Ihre Unterstützung."},
}

var ho35cDeToJa = []ho35cPhrase{
	{regexp.MustCompile(`^[Vv]ielen Dank für Ihre Nachricht\.`), "ご連絡いただき、誠にありがとうございます。"},
	{regexp.MustCompile(`^[Vv]ielen Dank für Ihre (gute )?Zusammenarbeit\.`), "いつもお世話になっております。"},
	{regexp.MustCompile(`^Bei Fragen`), "ご不明な点がございましたら、お気軽にお問い合わせください。"},
	{regexp.MustCompile(`Unannehmlichkeiten|entschuldigen`), "ご迷惑をおかけし、誠に申し訳ございません。"},
	{regexp.MustCompile(`wenden Sie sich`), "それでも解決しない場合は、弊社カスタマーサービスまでお問い合わせください。"},
}

var ho35cListPrefix = regexp.MustCompile(`^(?:[-*•・] ?|\d+\. )`)

// ho35cFormulaSentence writes the last formula sentence of the text that a phrase
// knows in the other language, keeping a list marker before it and the space after.
func ho35cFormulaSentence(want string, phrases []ho35cPhrase) func(lang, s string) string {
	return func(lang, s string) string {
		if lang != want {
			return s
		}
		split, refs := hoAllSentences(lang, s)
		for k := len(refs) - 1; k >= 0; k-- {
			r := refs[k]
			sent := split[r.line][r.idx]
			mark := ""
			if r.idx == 0 {
				mark = ho35cListPrefix.FindString(sent)
			}
			body := strings.TrimRight(sent[len(mark):], " ")
			tail := sent[len(mark)+len(body):]
			for _, p := range phrases {
				if p.re.MatchString(body) {
					split[r.line][r.idx] = mark + p.out + tail
					return hoJoin(split)
				}
			}
		}
		return s
	}
}

// heldOutBatch35c are the kinds of blind batch 35c.
var heldOutBatch35c = []heldOutKind{
	// One kanji business noun comes out as its English word.
	// ja: 請求書INV-88213の金額 → invoice INV-88213の金額; お見積もり → quotation
	{"b35c_ja_kango_noun_in_english", "longest", ho35cJaWordKind(ho35cJaEnglish, true,
		func(to, _ string) string { return to })},
	// One kanji word comes out in romaji, as a model weak in kanji transliterates it.
	// ja: 破損を確認いたしました → 破損をkakuninいたしました; ご連絡ください → gorenrakuください
	{"b35c_ja_kango_in_romaji", "longest", ho35cJaWordKind(ho35cJaRomaji, true,
		func(to, hon string) string {
			return map[string]string{"": "", "お": "o", "ご": "go"}[hon] + to
		})},
	// One katakana loanword comes out as its Korean Hangul word.
	// ja: スマートフォンで → 스마트폰で; 500円分のクーポン → 500円分の쿠폰
	{"b35c_ja_katakana_loan_as_hangul", "first", ho35cJaWordKind(ho35cJaHangul, false,
		func(to, _ string) string { return to })},
	// One polite ending comes out Korean.
	// ja: 変わります。 → 変わり습니다。; 予定日は10月21日（水）です。 → …（水）입니다。
	{"b35c_ja_polite_ending_as_korean", "longest", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return ho35cInMiddle(lang, s, ho35cJaEnding, func(m []string) string {
			if m[1] == "です" {
				return "입니다。"
			}
			return "습니다。"
		})
	}},
	// One counter after a number comes out as its Korean counter.
	// ja: 3個 → 3개; 1名追加 → 1명追加; 14時〜16時 → 14시〜16時; 2週間 → 2주
	{"b35c_ja_counter_as_korean", "longest", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		ko := map[string]string{"個": "개", "名": "명", "箱": "상자", "枚": "장", "冊": "권", "週間": "주", "分": "분", "秒": "초", "時": "시"}
		return ho35cInMiddle(lang, s, ho35cJaKoCounter, func(m []string) string { return m[1] + ko[m[2]] })
	}},
	// One date comes out with Korean date units.
	// ja: 10月21日（水） → 10월 21일（水）; 2026年10月30日までに → 2026년 10월 30일までに
	{"b35c_ja_date_units_as_korean", "longest", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return ho35cInMiddle(lang, s, ho35cJaKoDate, func(m []string) string {
			out := m[2] + "월 " + m[3] + "일"
			if m[1] != "" {
				out = m[1] + "년 " + out
			}
			return out
		})
	}},
	// The honorific 様 after a name comes out as Korean 님.
	// ja: 渡辺 弘様 → 渡辺 弘님; 松本様より → 松本님より
	{"b35c_ja_sama_as_korean_nim", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return hoFirstMatch(ho35cJaSama, s, func(m []string) string { return m[1] + "님" })
	}},
	// The thanks formula comes out in Chinese.
	// ja: ご依頼をいただき、誠にありがとうございます。 → ご依頼をいただき、非常感谢。
	{"b35c_ja_thanks_as_chinese_xiexie", "longest", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return hoFirstMatch(ho35cJaThanks, s, func(m []string) string {
			if m[1] != "" {
				return "非常感谢"
			}
			return "谢谢"
		})
	}},
	// The letter body opens with the Chinese greeting 您好 after the salutation line.
	// ja: 渡辺 弘様\n\nこのたびは… → 渡辺 弘様\n\n您好！このたびは…
	{"b35c_ja_body_opens_with_chinese_ninhao", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		lines := strings.Split(s, "\n")
		for i, l := range lines {
			if !ho35cJaSalutation.MatchString(strings.TrimSpace(l)) {
				continue
			}
			for j := i + 1; j < len(lines); j++ {
				if strings.TrimSpace(lines[j]) != "" {
					lines[j] = "您好！" + lines[j]
					return strings.Join(lines, "\n")
				}
			}
			return s
		}
		return s
	}},
	// The legal form 株式会社 comes out as Chinese 股份有限公司, put after the name.
	// ja: サクラ物流株式会社 → サクラ物流股份有限公司; 株式会社アオバ精工の → アオバ精工股份有限公司の
	{"b35c_ja_kabushiki_kaisha_as_chinese_gongsi", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return hoFirstMatch(ho35cJaKK, s, func(m []string) string { return m[1] + m[2] + "股份有限公司" })
	}},
	// A rank title after a name comes out as its Chinese counterpart.
	// ja: 石井部長 → 石井经理; 小西課長 → 小西科长
	{"b35c_ja_rank_title_as_chinese", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		zh := map[string]string{"部長": "经理", "課長": "科长", "社長": "总经理", "係長": "股长", "次長": "副经理", "室長": "主任"}
		return hoFirstMatch(ho35cJaRank, s, func(m []string) string { return m[1] + zh[m[2]] })
	}},
	// A demonstrative comes out Chinese.
	// ja: このたびは → 这次は; それまで予約で埋まって → 那まで予約で埋まって
	{"b35c_ja_demonstrative_as_chinese_zhe", "longest", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		zh := map[string]string{"このたび": "这次", "この": "这个", "これら": "这些", "これ": "这", "それ": "那"}
		return ho35cInMiddle(lang, s, ho35cJaDemo, func(m []string) string { return zh[m[0]] })
	}},
	// One yen amount's unit comes out as the Chinese word for yen.
	// ja: 5,500円（税込） → 5,500日元（税込）; 約1,400万円 → 約1,400万日元
	{"b35c_ja_yen_written_as_chinese_riyuan", "longest", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return ho35cInMiddle(lang, s, ho35cJaYen, func(m []string) string { return m[1] + m[2] + "日元" })
	}},
	// One word of a middle sentence comes out as a German abbreviation or unit.
	// ja: 約10秒 → ca. 10秒; 注文番号AP-73015 → 注文Nr. AP-73015; 17時まで → 17 Uhrまで
	{"b35c_ja_word_as_german_abbreviation", "longest", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return ho35cInMiddle(lang, s, ho35cJaGerman, func(m []string) string {
			switch {
			case m[1] != "":
				return "ca. " + m[1]
			case m[2] != "":
				return "Nr. " + m[2]
			}
			return m[3] + " Uhr"
		})
	}},
	// One ください comes out as English "please".
	// ja: ご返信ください。 → ご返信 please。; 閉じてください。 → 閉じて please。
	{"b35c_ja_kudasai_as_english_please", "longest", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return ho35cInMiddle(lang, s, ho35cJaKudasai, func(m []string) string { return " please" + m[1] })
	}},
	// The last formula sentence of a ja answer comes out in German.
	// ja: ご不明な点がございましたら、お気軽にお問い合わせください。 → Bei Fragen stehen wir Ihnen gern zur Verfügung.
	{"b35c_ja_formula_sentence_in_german", "longest", ho35cFormulaSentence("ja", ho35cJaToDe)},
	// The last formula sentence of a de answer comes out in Japanese.
	// de: Bei Fragen sind wir gern für Sie da. → ご不明な点がございましたら、お気軽にお問い合わせください。
	{"b35c_de_formula_sentence_in_japanese", "longest", ho35cFormulaSentence("de", ho35cDeToJa)},
	// One unit or counter word after a number comes out in English.
	// ja: 10箱 → 10 boxes; 2週間 → 2 weeks. de: 6 Wochen → 6 weeks; 24 Stunden → 24 hours
	{"b35c_unit_word_in_english", "longest", func(lang, s string) string {
		if lang == "ja" {
			return ho35cInMiddle(lang, s, ho35cJaUnit, func(m []string) string {
				u := ho35cJaUnits[m[2]]
				if m[1] == "1" {
					return m[1] + " " + u[0]
				}
				return m[1] + " " + u[1]
			})
		}
		return ho35cInMiddle(lang, s, ho35cDeUnit, func(m []string) string {
			return m[1] + m[2] + " " + ho35cDeUnits[m[3]] + m[4]
		})
	}},
	// One conjunction comes out English.
	// de: Öffnen Sie die App und legen Sie … an → Öffnen Sie die App and legen Sie … an; dass → that
	{"b35c_de_conjunction_in_english", "longest", ho35cDeSwap(map[string]string{
		"und": "and", "oder": "or", "dass": "that", "aber": "but", "weil": "because",
		"sondern": "but", "sobald": "as soon as", "falls": "if", "wenn": "if",
	})},
	// One negation comes out Dutch.
	// de: nicht am Wochenende → niet am Wochenende; keine Kosten → geen Kosten
	{"b35c_de_negation_in_dutch", "longest", ho35cDeSwap(map[string]string{
		"nicht": "niet", "kein": "geen", "keine": "geen", "keinen": "geen", "keiner": "geen", "keinem": "geen",
	})},
	// One article comes out Dutch.
	// de: Die Lieferung erfolgt → De Lieferung erfolgt; das Passwort → het Passwort
	{"b35c_de_article_in_dutch", "longest", ho35cDeSwap(map[string]string{
		"der": "de", "die": "de", "das": "het", "dem": "de", "den": "de",
		"ein": "een", "eine": "een", "einen": "een", "einem": "een", "einer": "een",
	})},
	// One preposition comes out Swedish.
	// de: mit dem beiliegenden Rücksendeetikett → med dem …; für die Stahlträger → för die Stahlträger
	{"b35c_de_preposition_in_swedish", "longest", func(lang, s string) string {
		return ho35cDeSwapBefore(lang, s, map[string]string{
			"mit": "med", "für": "för", "auf": "på", "von": "från", "nach": "efter", "über": "över",
		})
	}},
	// One auxiliary verb comes out English.
	// de: Die Druckbehälterprüfung ist bestanden → … is bestanden; hat vorgestellt → has vorgestellt
	{"b35c_de_auxiliary_in_english", "longest", ho35cDeSwap(map[string]string{
		"ist": "is", "sind": "are", "hat": "has", "haben": "have", "kann": "can", "können": "can",
	})},
	// The polite possessive comes out as English "your".
	// de: Bitte bringen Sie Ihre Versichertenkarte mit. → Bitte bringen Sie your Versichertenkarte mit.
	{"b35c_de_possessive_ihr_as_english_your", "longest", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return ho35cInMiddle(lang, s, ho35cDePossessive, func(m []string) string {
			if m[1] == "" || m[1] == "\n" {
				return m[1] + "Your" + m[3]
			}
			return m[1] + "your" + m[3]
		})
	}},
	// The pronoun wir comes out as English "we".
	// de: Wir senden Ihnen am 20.10.2026 … → We senden Ihnen …; senden wir → senden we
	{"b35c_de_wir_as_english_we", "longest", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return ho35cInMiddle(lang, s, ho35cDeWir, func(m []string) string { return m[1] + ho35cCap(m[2], "we") + m[3] })
	}},
	// The request word bitte comes out English (Bitte beachten Sie → Please note).
	// de: Bitte beachten Sie, dass wir … → Please note that wir …; sagen Sie ihn bitte ab → sagen Sie ihn please ab
	{"b35c_de_bitte_as_english_please", "longest", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return ho35cInMiddle(lang, s, ho35cDeBitte, func(m []string) string {
			if m[2] == "" {
				return "Please note that"
			}
			return m[1] + ho35cCap(m[2], "please") + m[3]
		})
	}},
	// The preposition before a date comes out English.
	// de: Die Lieferung erfolgt am 12.11.2026 → … erfolgt on 12.11.2026; bis zum 21.10.2026 → by 21.10.2026
	{"b35c_de_date_preposition_in_english", "longest", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		en := map[string]string{"am": "on", "bis zum": "by", "bis spätestens": "by", "bis": "by", "vom": "from",
			"ab": "from", "zum": "to", "auf den": "to", "seit dem": "since"}
		return ho35cInMiddle(lang, s, ho35cDeDatePrep, func(m []string) string { return m[1] + en[m[2]] + m[3] })
	}},
	// One common word with an umlaut or ß comes out as an ASCII digraph while every
	// other word of the answer keeps its umlauts.
	// de: für Sie → fuer Sie; Mit freundlichen Grüßen → Mit freundlichen Gruessen
	{"b35c_de_word_umlaut_as_ascii_digraph", "longest", func(lang, s string) string {
		if lang != "de" || len(ho35cDeUmlautWord.FindAllString(s, 3)) < 3 {
			return s
		}
		digraph := strings.NewReplacer("ä", "ae", "ö", "oe", "ü", "ue", "ß", "ss", "Ä", "Ae", "Ö", "Oe", "Ü", "Ue")
		return hoMiddleSentence(lang, s, func(x string) string {
			for _, loc := range ho35cDeUmlautWord.FindAllStringIndex(x, -1) {
				w := x[loc[0]:loc[1]]
				if r := []rune(w); unicode.IsLower(r[0]) || strings.HasPrefix(w, "Grüß") {
					return x[:loc[0]] + digraph.Replace(w) + x[loc[1]:]
				}
			}
			return x
		})
	}},
	// A weekday or clock time comes out in Japanese.
	// de: am Montag, 26. Oktober → am 月曜日, 26. Oktober; um 10:30 Uhr → um 10時30分
	{"b35c_de_calendar_word_in_japanese", "longest", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return ho35cInMiddle(lang, s, ho35cDeCalendar, func(m []string) string {
			switch {
			case m[1] != "":
				return ho35cDeWeekdayJa[m[1]]
			case m[2] != "":
				return m[2] + "時" + m[3] + "分"
			}
			return m[4] + "時"
		})
	}},
	// The salutation gets the Japanese honorific 様 after the name.
	// de: Sehr geehrte Frau Schäfer, → Sehr geehrte Frau Schäfer様,
	{"b35c_de_salutation_name_with_japanese_sama", "longest", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return hoFirstMatch(ho35cDeSalute, s, func(m []string) string { return m[1] + "様," })
	}},
}
