package score

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
)

// dePlaces are German, Austrian and Swiss cities a German business text may name.
// Names that are also common words (Essen, Halle, Siegen, Worms, Hamm) are left
// out: a word is no place.
var dePlaces = strings.Fields(`Berlin Hamburg München Köln Frankfurt Stuttgart Düsseldorf Leipzig Dortmund Bremen
	Dresden Hannover Nürnberg Duisburg Bochum Wuppertal Bielefeld Bonn Mannheim Karlsruhe Münster Augsburg Wiesbaden
	Mönchengladbach Gelsenkirchen Aachen Braunschweig Kiel Chemnitz Magdeburg Freiburg Krefeld Mainz Lübeck Erfurt
	Oberhausen Rostock Kassel Potsdam Saarbrücken Ludwigshafen Oldenburg Leverkusen Osnabrück Solingen Heidelberg
	Darmstadt Regensburg Ingolstadt Würzburg Wolfsburg Ulm Heilbronn Pforzheim Göttingen Bottrop Reutlingen Koblenz
	Bremerhaven Erlangen Trier Jena Cottbus Gütersloh Paderborn Offenbach Fürth Schwerin Wien Graz Linz Salzburg
	Innsbruck Klagenfurt Zürich Basel Bern Genf Lausanne Luzern Winterthur`)

// jaPlaces are Japanese prefectures and large cities. 大分 (also "much") and 三重
// ("threefold") are words as well and are left out; a prefecture that is also a
// family name (山口, 石川) is kept: a name nobody wrote is invented too.
var jaPlaces = strings.Fields(`北海道 青森 岩手 宮城 秋田 山形 福島 茨城 栃木 群馬 埼玉 千葉 神奈川 新潟 富山 石川 福井 山梨
	長野 岐阜 静岡 愛知 滋賀 京都 大阪 兵庫 奈良 和歌山 鳥取 島根 岡山 広島 山口 徳島 香川 愛媛 高知 福岡 佐賀 長崎
	熊本 宮崎 鹿児島 沖縄 東京 札幌 仙台 横浜 川崎 相模原 名古屋 神戸 北九州 浜松 堺市 船橋 八王子 姫路 金沢 那覇`)

var (
	dePlace = regexp.MustCompile(`(^|[^\p{L}])(` + strings.Join(dePlaces, "|") + `)($|[^\p{L}])`)
	jaPlace = regexp.MustCompile(strings.Join(jaPlaces, "|"))
)

// inventedPlaces names the places of the answer that neither the golden nor the
// request names: a town moved to its neighbour (Mannheim for Ludwigshafen, 京都 for
// 大阪), or one made up. 東京 is listed so that 東京都 is read as 東京, not 京都.
func inventedPlaces(lang, answer, source string) []string {
	var out []string
	add := func(p string) {
		if !strings.Contains(source, p) && !slices.Contains(out, p) {
			out = append(out, p)
		}
	}
	switch lang {
	case "de":
		for _, m := range dePlace.FindAllStringSubmatch(answer, -1) {
			add(m[2])
		}
	case "ja":
		for _, p := range jaPlace.FindAllString(answer, -1) {
			add(p)
		}
		for _, p := range jaWards(answer) {
			add(p)
		}
	}
	return out
}

// jaAddressPart is a run of kanji that ends in an address part's suffix (大阪市北区,
// 渋谷区道玄坂): read apart at each suffix, it gives the city, the ward and the town.
var jaAddressPart = regexp.MustCompile(`[\p{Han}ヶケ]{2,}`)

// jaNotWard are words ending in 区, 市 or 町 that name no place, alone or at the end
// of a longer word (対象地区).
var jaNotWard = wordSet("地区 区域 学区 選挙区 全市 各市 同市 同区 都市 城下町 下町")

// notWard reports a word that ends in one of jaNotWard (対象地区).
func notWard(part string) bool {
	for w := range jaNotWard {
		if strings.HasSuffix(part, w) {
			return true
		}
	}
	return false
}

// jaWards are the cities, wards and towns of a Japanese text's addresses (中央区,
// 大阪市): a ward of another city is a place nobody named as much as another city is.
func jaWards(text string) []string {
	var out []string
	for _, run := range jaAddressPart.FindAllString(text, -1) {
		start := 0
		rs := []rune(run)
		for i, r := range rs {
			if !strings.ContainsRune("都道府県市区町村郡", r) {
				continue
			}
			part := string(rs[start : i+1])
			start = i + 1
			if strings.ContainsRune("市区町村", r) && len([]rune(part)) >= 2 && !notWard(part) {
				out = append(out, part)
			}
		}
	}
	return out
}

// wardSwap names the city, ward or town of Japanese golden sentence g that answer
// sentence a, otherwise the golden's, puts another in the place of (大阪市北区 →
// 大阪市中央区, the ward of the old address in the new one).
func wardSwap(g, a string) string {
	if !oneStretchApart(g, a, 36) {
		return ""
	}
	gw, aw := jaWards(g), jaWards(a)
	for _, x := range gw {
		if slices.Contains(aw, x) {
			continue
		}
		for _, y := range aw {
			if !slices.Contains(gw, y) && lastRuneString(x) == lastRuneString(y) {
				return fmt.Sprintf("%q made %q", x, y)
			}
		}
	}
	return ""
}
