package grade

// Batch 21c of the held-out study, written blind (from the goldens, the prompts and
// the names of the kinds before it): what low-precision weights do to rare tokens and
// to grammar in Japanese and German, as a native reviewer would reject it. A 4-bit or
// 3-bit model keeps the gist but picks the neighbouring token: a kanji of the same
// reading or a similar shape, a particle or counter of another class, a compound read
// backwards, a small kana lost or doubled, a humble verb for the customer, a rare name
// glyph normalised; in German the article of another gender, an adjective, article or
// possessive ending of another case, a verb of another person or number, an umlaut or
// linking s that makes another word, ge- on an inseparable verb, the wrong preposition
// or relative pronoun, the comma before a subclause lost. Each kind damages exactly
// one place (the first it finds, or the first of a priority list), and every result
// is an error a reviewer would mark, not a variant of style.
//
// First sight (2026-12-04): 86 of 127 caught (67.7 %). The misses were particles
// confused (を/が, が/を, に/で after a date), okurigana cut (新い), an/auf, the comma
// before dass dropped, a hyphenated compound split by a blank, a verb's number
// changed under its subject, and homophones; after the rules they prompted, 119 of
// 127 (homophone and look-alike kanji that make real words are left).

import (
	"fmt"
	"regexp"
	"strings"
)

// ho21cFirstOf replaces the earliest occurrence (by position) of any key of pairs in s
// with its value; s unchanged when none occurs.
func ho21cFirstOf(s string, pairs [][2]string) string {
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

// ho21cPriority replaces the first occurrence of the first key of pairs that occurs.
func ho21cPriority(s string, pairs [][2]string) string {
	for _, p := range pairs {
		if strings.Contains(s, p[0]) {
			return strings.Replace(s, p[0], p[1], 1)
		}
	}
	return s
}

// ho21cOnly runs f on s only for the language lang.
func ho21cOnly(want string, f func(s string) string) func(lang, s string) string {
	return func(lang, s string) string {
		if lang != want {
			return s
		}
		return f(s)
	}
}

// ho21cThirdSingular is the third-person singular of a German infinitive as a model
// that has lost the person writes it (senden → sendet, liefern → liefert, geben →
// gibt).
func ho21cThirdSingular(inf string) string {
	irregular := map[string]string{"geben": "gibt", "laden": "lädt", "haben": "hat", "sein": "ist", "können": "kann",
		"nehmen": "nimmt", "lesen": "liest", "sehen": "sieht", "treten": "tritt", "halten": "hält", "tragen": "trägt"}
	lower := strings.ToLower(inf[:1]) + inf[1:]
	if v, ok := irregular[lower]; ok {
		if lower != inf {
			return strings.ToUpper(v[:1]) + v[1:]
		}
		return v
	}
	switch {
	case strings.HasSuffix(inf, "ern") || strings.HasSuffix(inf, "eln"):
		return inf[:len(inf)-1] + "t"
	case strings.HasSuffix(inf, "en"):
		stem := []rune(inf[:len(inf)-2])
		last := stem[len(stem)-1]
		if last == 'd' || last == 't' || ((last == 'n' || last == 'm') && len(stem) > 1 && !strings.ContainsRune("aeiouäöühlr", stem[len(stem)-2])) {
			return string(stem) + "et"
		}
		return string(stem) + "t"
	}
	return inf
}

var (
	ho21cDeFemNoun    = regexp.MustCompile(`\b([Dd])ie ((?:\p{Ll}+e )?)(\p{Lu}\p{L}*(?:ung|heit|keit|schaft|ion|tät|nahme|lage|lampe|pumpe|statik|temperatur|karte))\b`)
	ho21cDeIndefBare  = regexp.MustCompile(`\b(eine[mnr]?) ((?:\p{Ll}+ )?\p{Lu})`)
	ho21cDeWeakAdj    = regexp.MustCompile(`\b([Dd](?:ie|er|as|em|en)) (\p{Ll}{3,}?)(en|e) (\p{Lu}\p{Ll})`)
	ho21cDeDem        = regexp.MustCompile(`\b(mit|aus|von|seit|bei|nach|zu|in|an|auf) dem ((?:\p{Ll}+ )?\p{Lu})`)
	ho21cDeWirVerb    = regexp.MustCompile(`\b(?:([Ww]ir) (senden|liefern|bestätigen|bitten|haben|sind|können|prüfen|melden|danken|freuen|stellen|schicken)|(senden|liefern|bestätigen|bitten|haben|sind|können|prüfen|melden|danken|freuen|stellen|schicken) (wir))\b`)
	ho21cDePersonVerb = regexp.MustCompile(`(\p{L}*) ?((?:Frau|Herr|Prof\.|Dr\.) (?:Prof\. )?(?:Dr\. )?\p{Lu}\p{L}+) (hat|ist|kann|meldet|bittet|kommt|wird|möchte|muss)\b`)
	ho21cDeSieImper   = regexp.MustCompile(`(^|[.:;!?] |\n|[Bb]itte |\d+\. |- )(\p{L}\p{Ll}+(?:en|ern|eln)) Sie\b`)
	ho21cDeComma      = regexp.MustCompile(`, (dass|ob|weil|wenn|da|damit|sobald|bevor|nachdem|obwohl) `)
	ho21cDeIhre       = regexp.MustCompile(`\b(Ihre|Ihren) ((?:\p{Ll}+ )?\p{Lu}\p{Ll})`)
	ho21cDeHyphenComp = regexp.MustCompile(`(\p{L}{2,})-(\p{Lu}\p{Ll}{2,})`)
	ho21cDeRelPron    = regexp.MustCompile(`\b(\p{Lu}\p{L}+), (der|die|das|den|dem) (\p{Ll}|Sie\b|Ihr)`)
	ho21cDeAnAuf      = regexp.MustCompile(`\b(an|auf) (uns\b|das Prüflabor|Ihre \p{Lu}|unseren \p{Lu}|den \d)`)
	ho21cJaDateNi     = regexp.MustCompile(`(\d{1,2}日(?:（.）)?)に([^はも])`)
	ho21cJaCounter    = regexp.MustCompile(`(\d)(名|個|枚|箱|桁|冊|台|件)`)
	ho21cJaSokuon     = regexp.MustCompile(`[っッ]`)
)

// heldOutBatch21c are the kinds of batch 21c (see the file comment).
var heldOutBatch21c = []heldOutKind{
	// --- Japanese ---

	// A kanji word replaced by a word of the same reading from the same business field
	// (回答 → 解答, 試料 → 資料, 作成 → 作製, 以降 → 移行, 修正版 → 修整版, 保証 → 保障).
	{"ho21c_ja_homophone_same_field", "first", ho21cOnly("ja", func(s string) string {
		return ho21cFirstOf(s, [][2]string{{"回答", "解答"}, {"試料", "資料"}, {"作成", "作製"}, {"以降", "移行"}, {"修正版", "修整版"},
			{"表示", "標示"}, {"保証", "保障"}, {"補償", "保障"}, {"以上", "異常"}, {"制作", "製作"}, {"規定", "既定"}, {"追求", "追及"},
			{"対象", "対照"}, {"機会", "機械"}})
	})},
	// A kanji word replaced by a word of the same reading from another field entirely, the
	// slip a reviewer laughs at (発送 → 発走, 期限 → 機嫌, 期間 → 機関, 出荷 → 出火, 身長 → 伸長,
	// 正常 → 政情, 選択 → 洗濯).
	{"ho21c_ja_homophone_other_field", "first", ho21cOnly("ja", func(s string) string {
		return ho21cFirstOf(s, [][2]string{{"発送", "発走"}, {"期限", "機嫌"}, {"期間", "機関"}, {"出荷", "出火"}, {"身長", "伸長"},
			{"正常", "政情"}, {"選択", "洗濯"}, {"返信", "変身"}, {"心配", "心肺"}, {"時点", "次点"}, {"同梱", "同根"}})
	})},
	// 末 and 未 (and 己/已, 士/土) confused: 月末 → 月未, 9月末時点 → 9月未時点.
	{"ho21c_ja_kanji_matsu_mi_confused", "first", ho21cOnly("ja", func(s string) string {
		return ho21cFirstOf(s, [][2]string{{"末", "未"}, {"未", "末"}, {"自己", "自已"}, {"弁護士", "弁護土"}, {"土曜", "士曜"}})
	})},
	// A kanji swapped for one of a similar shape that makes another real word (お待ちください
	// → お持ちください, お待たせ → お持たせ, 入力 → 人力).
	{"ho21c_ja_lookalike_kanji_real_word", "first", ho21cOnly("ja", func(s string) string {
		return ho21cFirstOf(s, [][2]string{{"お待ち", "お持ち"}, {"お待たせ", "お持たせ"}, {"入力", "人力"}, {"待って", "持って"}})
	})},
	// An adjective's okurigana shortened (新しい → 新い, 平らな → 平な, 正しく → 正く).
	{"ho21c_ja_adjective_okurigana_shortened", "first", ho21cOnly("ja", func(s string) string {
		return ho21cFirstOf(s, [][2]string{{"新しい", "新い"}, {"平らな", "平な"}, {"正しく", "正く"}, {"新しく", "新く"}, {"詳しく", "詳く"}, {"少ない", "少い"}})
	})},
	// The object of the writer's own humble verb marked as its subject with が (クーポンを
	// お送りいたします → クーポンがお送りいたします).
	{"ho21c_ja_object_wo_as_ga", "first", ho21cOnly("ja", func(s string) string {
		return ho21cFirstOf(s, [][2]string{{"をお送り", "がお送り"}, {"を確認いたし", "が確認いたし"}, {"をお願い", "がお願い"},
			{"をお届け", "がお届け"}, {"をご説明", "がご説明"}, {"をご案内", "がご案内"}})
	})},
	// The subject of an intransitive verb marked with を (ご不明な点がございましたら → ご不明な点を
	// ございましたら, 不具合が見つかった → 不具合を見つかった).
	{"ho21c_ja_intransitive_ga_as_wo", "first", ho21cOnly("ja", func(s string) string {
		return ho21cFirstOf(s, [][2]string{{"がございましたら", "をございましたら"}, {"が見つか", "を見つか"}, {"が割れ", "を割れ"},
			{"が出ます", "を出ます"}, {"が遅れ", "を遅れ"}, {"が冷えない", "を冷えない"}, {"が終わり", "を終わり"}})
	})},
	// A date's time particle に written as で (10月16日にお届け → 10月16日でお届け, 11月16日（月）に
	// 移転 → 11月16日（月）で移転).
	{"ho21c_ja_date_ni_as_de", "first", ho21cOnly("ja", func(s string) string {
		return hoFirstMatch(ho21cJaDateNi, s, func(m []string) string { return m[1] + "で" + m[2] })
	})},
	// The first counter replaced by one of another class (ユーザーを1名 → 1台, 電池2個 → 2名,
	// 500枚 → 500件).
	{"ho21c_ja_counter_other_class", "first", ho21cOnly("ja", func(s string) string {
		swap := map[string]string{"名": "台", "個": "名", "枚": "件", "箱": "台", "桁": "個", "冊": "台", "台": "名", "件": "個"}
		return hoFirstMatch(ho21cJaCounter, s, func(m []string) string { return m[1] + swap[m[2]] })
	})},
	// A two-kanji word read backwards into another real word (当日 → 日当, 移転 → 転移, 品名 →
	// 名品, 会議 → 議会, 会社 → 社会).
	{"ho21c_ja_compound_reversed_other_word", "first", ho21cOnly("ja", func(s string) string {
		return ho21cPriority(s, [][2]string{{"当日", "日当"}, {"移転", "転移"}, {"品名", "名品"}, {"会議", "議会"}, {"本日", "日本"},
			{"下記", "記下"}, {"会社", "社会"}})
	})},
	// A small ゃゅょ lost, so the word reads otherwise (じゅうたん → じうたん, アクアピュア →
	// アクアピア).
	{"ho21c_ja_small_youon_lost", "first", ho21cOnly("ja", func(s string) string {
		return hoFirstMatch(regexp.MustCompile(`[ゃゅょャュョ]`), s, func(m []string) string { return "" })
	})},
	// A small っ/ッ said twice, a repeated low-probability token (従って → 従っって,
	// パッキン → パッッキン).
	{"ho21c_ja_sokuon_doubled", "first", ho21cOnly("ja", func(s string) string {
		return hoFirstMatch(ho21cJaSokuon, s, func(m []string) string { return m[0] + m[0] })
	})},
	// The long-vowel mark lost inside a common loanword (クレジットカード → クレジットカド,
	// ユーザー → ユザー, データ → デタ, クーポン → クポン).
	{"ho21c_ja_loanword_inner_choon_lost", "first", ho21cOnly("ja", func(s string) string {
		return ho21cFirstOf(s, [][2]string{{"カード", "カド"}, {"ユーザー", "ユザー"}, {"データ", "デタ"}, {"クーポン", "クポン"},
			{"サポート", "サポト"}, {"シリーズ", "シリズ"}, {"ユーロ", "ユロ"}, {"メール", "メル"}, {"ホーム", "ホム"},
			{"パスワード", "パスワド"}, {"ダウンロード", "ダウンロド"}, {"スマートフォン", "スマトフォン"}, {"フローリング", "フロリング"}})
	})},
	// The customer asked to act with a humble verb (ご確認ください → 拝見してください,
	// お問い合わせください → 伺ってください, お送りください → 差し上げてください).
	{"ho21c_ja_customer_asked_with_humble_verb", "first", ho21cOnly("ja", func(s string) string {
		return ho21cFirstOf(s, [][2]string{{"ご確認ください", "拝見してください"}, {"お問い合わせください", "伺ってください"},
			{"お送りください", "差し上げてください"}, {"ご覧ください", "拝見してください"}, {"お越しください", "参ってください"}})
	})},
	// A rare variant glyph of a name normalised to the common one (髙橋 → 高橋, 﨑 → 崎): the
	// customer's name is misspelt.
	{"ho21c_ja_rare_name_glyph_normalised", "first", ho21cOnly("ja", func(s string) string {
		return ho21cFirstOf(s, [][2]string{{"髙", "高"}, {"﨑", "崎"}, {"邊", "辺"}, {"邉", "辺"}, {"濵", "浜"}, {"德", "徳"}, {"𠮷", "吉"}})
	})},

	// --- German ---

	// A feminine noun given the neuter article (Die Lieferung → Das Lieferung, die alte
	// Gasheizung → das alte Gasheizung).
	{"ho21c_de_feminine_noun_neuter_article", "first", ho21cOnly("de", func(s string) string {
		return hoFirstMatch(ho21cDeFemNoun, s, func(m []string) string {
			art := "das"
			if m[1] == "D" {
				art = "Das"
			}
			return art + " " + m[2] + m[3]
		})
	})},
	// An indefinite article's case ending lost (mit einem WLAN → mit ein WLAN, eine
	// Ersatzlampe → ein Ersatzlampe, einen Wochenplan → ein Wochenplan).
	{"ho21c_de_indefinite_article_ending_lost", "first", ho21cOnly("de", func(s string) string {
		return hoFirstMatch(ho21cDeIndefBare, s, func(m []string) string { return "ein " + m[2] })
	})},
	// An adjective's weak ending after a definite article toggled between -e and -en
	// (die defekte Lampe → die defekten Lampe, die nötigen Stahlträger → die nötige
	// Stahlträger).
	{"ho21c_de_weak_adjective_ending_toggled", "first", ho21cOnly("de", func(s string) string {
		return hoFirstMatch(ho21cDeWeakAdj, s, func(m []string) string {
			end := "en"
			if m[3] == "en" {
				end = "e"
			}
			return m[1] + " " + m[2] + end + " " + m[4]
		})
	})},
	// A dative dem before a masculine or neuter noun written as feminine der (aus dem App
	// Store → aus der App Store, mit dem beiliegenden Rücksendeetikett → mit der …).
	{"ho21c_de_dative_dem_as_der", "first", ho21cOnly("de", func(s string) string {
		return hoFirstMatch(ho21cDeDem, s, func(m []string) string { return m[1] + " der " + m[2] })
	})},
	// The letter's "wir" given a singular verb (Wir senden Ihnen → Wir sendet Ihnen, liefern
	// wir → liefert wir).
	{"ho21c_de_wir_with_singular_verb", "first", ho21cOnly("de", func(s string) string {
		return hoFirstMatch(ho21cDeWirVerb, s, func(m []string) string {
			if m[1] != "" {
				return m[1] + " " + ho21cThirdSingular(m[2])
			}
			return ho21cThirdSingular(m[3]) + " " + m[4]
		})
	})},
	// A named person given a plural verb (Frau Köhler hat → Frau Köhler haben, Herr Weiß
	// ist → Herr Weiß sind).
	{"ho21c_de_named_person_plural_verb", "first", ho21cOnly("de", func(s string) string {
		plural := map[string]string{"hat": "haben", "ist": "sind", "kann": "können", "meldet": "melden", "bittet": "bitten",
			"kommt": "kommen", "wird": "werden", "möchte": "möchten", "muss": "müssen"}
		for _, loc := range ho21cDePersonVerb.FindAllStringSubmatchIndex(s, -1) {
			// "Laut Frau Dr. Vogt kommt der Verdichter": the person is not the subject.
			if lead := s[loc[2]:loc[3]]; lead == "Laut" || lead == "laut" || lead == "von" || lead == "mit" {
				continue
			}
			return s[:loc[4]] + s[loc[4]:loc[5]] + " " + plural[s[loc[6]:loc[7]]] + s[loc[7]:]
		}
		return s
	})},
	// A request to the reader in the formal Sie given a third-person singular verb (Bitte
	// bringen Sie → Bitte bringt Sie, Öffnen Sie → Öffnet Sie, Laden Sie → Lädt Sie).
	{"ho21c_de_formal_sie_singular_verb", "first", ho21cOnly("de", func(s string) string {
		return hoFirstMatch(ho21cDeSieImper, s, func(m []string) string { return m[1] + ho21cThirdSingular(m[2]) + " Sie" })
	})},
	// An umlaut dropped or added so that another real word stands there (Förderung →
	// Forderung, in der Nähe → in der Nahe, Mangel → Mängel, höher → hoher).
	{"ho21c_de_umlaut_toggled_other_word", "first", ho21cOnly("de", func(s string) string {
		return ho21cFirstOf(s, [][2]string{{"Förderung", "Forderung"}, {"Nähe", "Nahe"}, {"Mangel:", "Mängel:"}, {"höher", "hoher"},
			{"zählen", "zahlen"}, {"zahlen", "zählen"}, {"schon", "schön"}, {"schön", "schon"}, {"wurde", "würde"}, {"konnte", "könnte"},
			{"Bruder", "Brüder"}, {"Forderung", "Förderung"}})
	})},
	// A verb with an inseparable prefix given ge- in its participle (bestellt →
	// gebestellt, bestanden → gebestanden, verreist → geverreist, verbunden →
	// geverbunden).
	{"ho21c_de_participle_ge_on_inseparable", "first", ho21cOnly("de", func(s string) string {
		re := regexp.MustCompile(`\b(bestellt|bestanden|verreist|verbunden|unterstützt|bestätigt|verschoben|beauftragt|entschieden|vereinbart)(e[nrsm]?)?\b`)
		return hoFirstMatch(re, s, func(m []string) string { return "ge" + m[0] })
	})},
	// A linking s put into a compound that has none (Bestellnummer → Bestellsnummer,
	// Kontrolltermin → Kontrollstermin, Stahlträger → Stahlsträger).
	{"ho21c_de_linking_s_inserted", "first", ho21cOnly("de", func(s string) string {
		return ho21cFirstOf(s, [][2]string{{"Bestellnummer", "Bestellsnummer"}, {"Kontrolltermin", "Kontrollstermin"},
			{"Benutzerkonto", "Benutzerskonto"}, {"Stahlträger", "Stahlsträger"}, {"Druckbehälterprüfung", "Druckbehältersprüfung"},
			{"Austauschgerät", "Austauschsgerät"}, {"Ersatzlampe", "Ersatzslampe"}, {"Schaltschrankzubehör", "Schaltschrankszubehör"}})
	})},
	// an and auf confused (an uns zurück → auf uns zurück, verschiebt sich … auf den 16.11.
	// → an den 16.11., direkt an das Prüflabor → auf das Prüflabor).
	{"ho21c_de_preposition_an_auf_swapped", "first", ho21cOnly("de", func(s string) string {
		return hoFirstMatch(ho21cDeAnAuf, s, func(m []string) string {
			return map[string]string{"an": "auf", "auf": "an"}[m[1]] + " " + m[2]
		})
	})},
	// The comma before a subordinate clause lost (beachten Sie, dass → beachten Sie dass;
	// Prüfen Sie, ob → Prüfen Sie ob).
	{"ho21c_de_subclause_comma_dropped", "first", ho21cOnly("de", func(s string) string {
		return hoFirstMatch(ho21cDeComma, s, func(m []string) string { return " " + m[1] + " " })
	})},
	// The formal possessive given the other ending (Ihre Nachricht → Ihren Nachricht,
	// Ihren Kontrolltermin → Ihre Kontrolltermin).
	{"ho21c_de_possessive_ihre_ending_wrong", "first", ho21cOnly("de", func(s string) string {
		return hoFirstMatch(ho21cDeIhre, s, func(m []string) string {
			if m[1] == "Ihre" {
				return "Ihren " + m[2]
			}
			return "Ihre " + m[2]
		})
	})},
	// A hyphenated compound split by a space (E-Mail-Adresse → E-Mail Adresse,
	// Gas-Spitzenlastkessel → Gas Spitzenlastkessel).
	{"ho21c_de_hyphen_compound_spaced", "first", ho21cOnly("de", func(s string) string {
		return hoFirstMatch(ho21cDeHyphenComp, s, func(m []string) string { return m[1] + " " + m[2] })
	})},
	// A relative pronoun (or the article after a comma) of another gender or number
	// (den Link, den Sie → den Link, die Sie; Netze, die nur → Netze, das nur).
	{"ho21c_de_relative_pronoun_gender_wrong", "first", ho21cOnly("de", func(s string) string {
		return hoFirstMatch(ho21cDeRelPron, s, func(m []string) string {
			if m[1] == "Sie" || m[1] == "Ihnen" {
				return m[0]
			}
			return m[1] + ", " + map[string]string{"der": "die", "die": "das", "das": "der", "den": "die", "dem": "der"}[m[2]] + " " + m[3]
		})
	})},
}

// ho21cDiff shows the first difference of a and b with a little context.
func ho21cDiff(a, b string) string {
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
	from := max(0, i-15)
	return fmt.Sprintf("%q → %q", string(ra[from:min(len(ra), ja+15)]), string(rb[from:min(len(rb), jb+15)]))
}
