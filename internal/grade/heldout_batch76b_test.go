package grade

import (
	"regexp"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Batch 76b: contact and identity data changed by a model that copies it token by
// token. The goldens hold no e-mail address, URL or IBAN, so the batch damages what
// they do hold: a person's surname or given name copied as a longer or sibling
// namesake (Groß → Großmann, Kühn → Kühl, 佐藤 → 加藤, 恵子 → 恵美子), a firm's name
// drifting at its surname or coined element (Förster → Förstner, ミナト → ミナミ),
// 株式会社 moved to the other side of a Japanese firm name, a street or town name
// drifting to a near name (Gärtnerweg → Gartenweg, 道玄坂 → 道元坂), a house number
// widened to a range, a product's brand word drifting, and the field word of a named
// lab, institute, authority or department swapped. Each kind changes ONE place: the
// first one it finds; every other mention is left as the golden has it.

// b76bPair is one replacement: the text as the golden has it and the damaged text.
type b76bPair struct{ from, to string }

// b76bIsWordRune tells whether r continues a word (a letter or a digit).
func b76bIsWordRune(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }

// b76bFirstOf replaces the earliest occurrence in s of any pair's from (the longer one
// on a tie) with its to. With word set, an occurrence counts only as a whole word:
// no letter or digit right before or after it.
func b76bFirstOf(s string, pairs []b76bPair, word bool) string {
	best, bestLen := -1, 0
	var to string
	for _, p := range pairs {
		off := 0
		for {
			i := strings.Index(s[off:], p.from)
			if i < 0 {
				break
			}
			i += off
			ok := true
			if word {
				if r, _ := utf8.DecodeLastRuneInString(s[:i]); i > 0 && b76bIsWordRune(r) {
					ok = false
				}
				if r, _ := utf8.DecodeRuneInString(s[i+len(p.from):]); i+len(p.from) < len(s) && b76bIsWordRune(r) {
					ok = false
				}
			}
			if ok {
				if best < 0 || i < best || (i == best && len(p.from) > bestLen) {
					best, bestLen, to = i, len(p.from), p.to
				}
				break
			}
			off = i + len(p.from)
		}
	}
	if best < 0 {
		return s
	}
	return s[:best] + to + s[best+bestLen:]
}

var (
	// b76bJaKKAfter is 株式会社 in front of a firm name (株式会社アオバ精工);
	// b76bJaKKBefore behind it (サクラ物流株式会社).
	b76bJaKKAfter  = regexp.MustCompile(`株式会社([\p{Katakana}ー]+\p{Han}*)`)
	b76bJaKKBefore = regexp.MustCompile(`([\p{Katakana}ー]+\p{Han}*?)株式会社`)
	// b76bHouseNo is a German street with its house number (Gärtnerweg 7).
	b76bHouseNo = regexp.MustCompile(`(\p{L}(?:straße|weg|platz|allee|gasse)) (\d{1,3})($|[^\d\-–/a-z])`)
)

var heldOutBatch76b = []heldOutKind{
	// A German surname copied on into a longer namesake, at its first mention:
	// "Sehr geehrter Herr Groß," → "Sehr geehrter Herr Großmann,";
	// "Prof. Dr. Kühn hat das Sicherheitsgutachten" → "Prof. Dr. Kühne hat …".
	{"b76b_de_surname_lengthened_to_longer_namesake", "first", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return b76bFirstOf(s, []b76bPair{
			{"Müller", "Müllner"}, {"Hoffmann", "Hoffmanns"}, {"Schäfer", "Schäfers"},
			{"Weiß", "Weißmann"}, {"Jäger", "Jägers"}, {"Kühn", "Kühne"}, {"Köhler", "Köhlers"},
			{"Groß", "Großmann"}, {"Schulze", "Schulzke"}, {"Vogt", "Vogtmann"},
		}, true)
	}},
	// A German surname whose ending is swapped for a sibling name's, at its first
	// mention: "Sehr geehrte Frau Schäfer," → "Sehr geehrte Frau Schäffler,";
	// "Entscheidung: Herr Strauß bittet" → "Entscheidung: Herr Strauch bittet".
	{"b76b_de_surname_ending_swapped_to_sibling_name", "first", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return b76bFirstOf(s, []b76bPair{
			{"Hoffmann", "Hoffmeister"}, {"Schäfer", "Schäffler"}, {"Weiß", "Weise"},
			{"Strauß", "Strauch"}, {"Kühn", "Kühl"}, {"Vogt", "Vogel"}, {"Köhler", "Köhne"},
			{"Groß", "Grote"}, {"Schulze", "Schulte"},
		}, true)
	}},
	// A Japanese surname whose first kanji becomes that of another surname with the
	// same tail, at its first mention: "佐藤部長" → "加藤部長"; "小林 恵子様" → "若林 恵子様";
	// JSON "name": "髙橋 美咲" → "石橋 美咲".
	{"b76b_ja_surname_head_kanji_swapped_keeping_tail", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return b76bFirstOf(s, []b76bPair{
			{"髙橋", "石橋"}, {"小林", "若林"}, {"渡辺", "田辺"}, {"中島", "川島"}, {"松本", "岡本"},
			{"佐藤", "加藤"}, {"石井", "今井"}, {"西村", "中村"}, {"岡田", "前田"}, {"松田", "吉田"},
			{"小西", "大西"},
		}, false)
	}},
	// The surname inside a German firm's name drifts to another surname:
	// "Hausverwaltung Schößler" → "Hausverwaltung Schüßler";
	// "Kühltechnik Straßburger GmbH" → "Kühltechnik Straßberger GmbH";
	// "Yamada von Kobayashi Seiki" → "Yamada von Kobayakawa Seiki".
	{"b76b_de_firm_surname_element_drifted_to_other_surname", "first", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return b76bFirstOf(s, []b76bPair{
			{"Großmann", "Grohmann"}, {"Förster", "Förstner"}, {"Schößler", "Schüßler"},
			{"Straßburger", "Straßberger"}, {"Kobayashi", "Kobayakawa"}, {"Öztürk", "Öztekin"},
		}, true)
	}},
	// The coined stem of a German firm's or college's name drifts to a near word:
	// "Ihr Kundenservice von Leuchtenhaus Nord" → "… von Lichtenhaus Nord";
	// "| Nordkälte AG | 12.450,00 € |" → "| Nordklima AG | 12.450,00 € |";
	// "Hochschule Rheinstadt" → "Hochschule Rheinstedt".
	{"b76b_de_firm_coined_name_stem_drifted", "first", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return b76bFirstOf(s, []b76bPair{
			{"Rheinstadt", "Rheinstedt"}, {"Weißenfels", "Weißenburg"}, {"Leuchtenhaus", "Lichtenhaus"},
			{"Nordkälte", "Nordklima"}, {"Eisblock", "Eisberg"},
		}, true)
	}},
	// The katakana name of a Japanese firm drifts to a near name:
	// "株式会社ミナトデザインの髙橋様" → "株式会社ミナミデザインの髙橋様";
	// "いつもハルカゼ寝具店をご利用" → "いつもハルカワ寝具店をご利用".
	{"b76b_ja_firm_katakana_name_drifted_to_near_name", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return b76bFirstOf(s, []b76bPair{
			{"サクラ物流", "サクマ物流"}, {"ハルカゼ寝具店", "ハルカワ寝具店"}, {"ミライ会計", "ミラノ会計"},
			{"アオバ精工", "アオイ精工"}, {"ミナトデザイン", "ミナミデザイン"}, {"ソラノ物流", "ソラミ物流"},
		}, false)
	}},
	// A street's or town district's name drifts to a near name, at its first mention:
	// "Zahnarztpraxis Dr. Öztürk, Gärtnerweg 7" → "…, Gartenweg 7";
	// "東京都渋谷区道玄坂1丁目12番1号" → "東京都渋谷区道元坂1丁目12番1号".
	{"b76b_street_or_town_name_one_morpheme_drifted", "first", func(lang, s string) string {
		return b76bFirstOf(s, []b76bPair{
			{"Schloßstraße", "Schloßbergstraße"}, {"Gießereistraße", "Gießerstraße"},
			{"Gärtnerweg", "Gartenweg"}, {"Brückenstraße", "Birkenstraße"},
			{"Lindenstraße", "Lindnerstraße"}, {"道玄坂", "道元坂"}, {"北区梅田", "北区梅原"},
		}, false)
	}},
	// A given name copied on into a longer namesake: JSON "name": "Petra Müller" →
	// "Petronella Müller"; "Ken Yamada" → "Kenji Yamada"; "渡辺 弘様" → "渡辺 弘之様".
	{"b76b_given_name_lengthened_to_longer_namesake", "first", func(lang, s string) string {
		if lang == "ja" {
			return b76bFirstOf(s, []b76bPair{{"恵子様", "恵美子様"}, {"弘様", "弘之様"}, {"美咲", "美咲希"}}, false)
		}
		return b76bFirstOf(s, []b76bPair{{"Petra", "Petronella"}, {"Julia", "Juliane"}, {"Ken", "Kenji"}}, true)
	}},
	// 株式会社 moved to the other side of a firm name (前株 and 後株 name different
	// registered firms): "サクラ物流株式会社" → "株式会社サクラ物流";
	// "株式会社アオバ精工の大阪営業所" → "アオバ精工株式会社の大阪営業所".
	{"b76b_ja_kabushiki_kaisha_moved_to_other_side", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		a := b76bJaKKAfter.FindStringSubmatchIndex(s)
		b := b76bJaKKBefore.FindStringSubmatchIndex(s)
		switch {
		case a != nil && (b == nil || a[0] <= b[0]):
			return s[:a[0]] + s[a[2]:a[3]] + "株式会社" + s[a[1]:]
		case b != nil:
			return s[:b[0]] + "株式会社" + s[b[2]:b[3]] + s[b[1]:]
		}
		return s
	}},
	// A product's brand word drifts to a near word, at its first mention:
	// "Stehlampe „Nordlicht 40“" → "Stehlampe „Nordlift 40“";
	// "「カラダノート S5」の初期設定" → "「カラダメモ S5」の初期設定";
	// "アクアピュア浄水ポット P3" → "アクアピュール浄水ポット P3".
	{"b76b_product_brand_word_drifted_to_near_word", "first", func(lang, s string) string {
		return b76bFirstOf(s, []b76bPair{
			{"Nordwärme", "Nordwerk"}, {"Nordlicht", "Nordlift"}, {"Barista Duo", "Barista Uno"},
			{"Präzisa", "Präzisio"}, {"カラダノート", "カラダメモ"}, {"ヒエール", "ヒエーロ"},
			{"アクアピュア", "アクアピュール"}, {"カイケイクラウド", "カイケイクラフト"},
			{"ハコブネ", "ハコニワ"}, {"ソラノ電気", "ソラネ電気"},
		}, false)
	}},
	// A German house number widened to a range of numbers:
	// "Gärtnerweg 7." → "Gärtnerweg 7–9."; JSON "strasse": "Schloßstraße 27" →
	// "Schloßstraße 27–29".
	{"b76b_house_number_widened_to_range", "first", func(lang, s string) string {
		return hoFirstMatch(b76bHouseNo, s, func(m []string) string {
			n, err := strconv.Atoi(m[2])
			if err != nil {
				return m[0]
			}
			return m[1] + " " + m[2] + "–" + strconv.Itoa(n+2) + m[3]
		})
	}},
	// The field word of a named lab, institute, authority or department is swapped,
	// so the address or contact names another unit:
	// "Labor für Hochspannungstechnik" → "Labor für Hochfrequenztechnik";
	// "経理部の小西課長" → "総務部の小西課長".
	{"b76b_named_lab_institute_or_department_field_word_swapped", "first", func(lang, s string) string {
		return b76bFirstOf(s, []b76bPair{
			{"Labor für Hochspannungstechnik", "Labor für Hochfrequenztechnik"},
			{"Institut für Schwingungstechnik", "Institut für Strömungstechnik"},
			{"Genehmigung der Gewerbeaufsicht", "Genehmigung der Bauaufsicht"},
			{"経理部の", "総務部の"},
		}, false)
	}},
}
