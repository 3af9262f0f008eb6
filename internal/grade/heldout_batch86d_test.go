package grade

// Batch 86d: places and logistics. Business answers carry addresses (street, house
// number, postcode, town, floor), the sites of a firm (branch, warehouse, office),
// moves of an office and the address a document goes to. A model damages them
// quietly: it drops the postcode, the street or the house number, reads a house
// number as a room, drops the floor, names the wrong administrative unit or the
// wrong twin town, glosses a town with the wrong country, names a street after the
// town, strips the town from a site, turns a destination address into a sender
// address, turns a move into a closure or inverts a distance requirement. Every kind
// changes one place of the answer and keeps the rest.

import (
	"regexp"
	"strings"
)

var (
	// b86dDeStreet is a German street with its house number: Gießereistraße 14,
	// Gärtnerweg 7, Dresdner Straße 5.
	b86dDeStreet = regexp.MustCompile(`(\p{Lu}[\p{L}\-]*(?:straße|strasse|weg|platz|gasse|allee|ring|damm|ufer|chaussee)|\p{Lu}\p{L}*er (?:Straße|Weg|Platz|Allee|Ring))( \d{1,4}[a-z]?)\b`)
	// b86dJaBlock is the chōme/banchi/gō part of a Japanese address: 1丁目12番1号.
	b86dJaBlock = regexp.MustCompile(`(\d+)丁目(\d+)番地?(?:(\d+)号)?`)
	// b86dJaStreetPart is the town-area name and block after the ward or city.
	b86dJaStreetPart = regexp.MustCompile(`([区市町村])([^\s区市町村\d、。（）()]*\d+丁目\d+番地?(?:\d+号)?)`)
	b86dDePLZTown    = regexp.MustCompile(`(^|[^\d.,\-])(\d{5}) (\p{Lu})`)
	b86dJaPostMark   = regexp.MustCompile(`〒\d{3}-\d{4}[ 　]?`)
	b86dPLZOnly      = regexp.MustCompile(`^\d{5}$`)
	b86dJaPostOnly   = regexp.MustCompile(`^〒?\d{3}-\d{4}$`)
	b86dDeFloor      = regexp.MustCompile(`,? \d{1,2}\. (?:OG|UG|DG|Obergeschoss|Etage|Stock)\b`)
	b86dJaFloor      = regexp.MustCompile(`[ 　]?\d{1,2}階`)
	b86dDeTown       = regexp.MustCompile(`\b(Ludwigshafen am Rhein|Frankfurt am Main|Berlin|Hamburg|München|Köln|Frankfurt|Stuttgart|Düsseldorf|Dresden|Leipzig|Hannover|Nürnberg|Bremen|Lübeck|Lüneburg|Ludwigshafen|Mannheim|Kiel|Essen|Dortmund|Bonn|Mainz|Karlsruhe|Freiburg|Augsburg|Regensburg|Münster|Kassel|Erfurt|Rostock|Potsdam)\b`)
	b86dDeSiteTown   = regexp.MustCompile(`\b(Verwaltungsgebäude|Hochschule|Universität|Werk|Lager|Zentrallager|Filiale|Niederlassung|Standort|Klinikum|Zweigstelle|Geschäftsstelle) (\p{Lu}\p{Ll}+)\b`)
	b86dJaSiteTown   = regexp.MustCompile(`(\p{Han}{2,3})(営業所|支店|支社|物流センター|配送センター|工場|倉庫|事業所|研究所|出張所|営業部)`)
	b86dDeQualifier  = regexp.MustCompile(` (am Rhein|am Main|an der Oder|an der Donau|im Breisgau|am Bodensee)\b`)
	b86dJaPrefecture = regexp.MustCompile(`(東京都|大阪府|京都府|神奈川県|愛知県|福岡県|北海道)`)
	b86dJaMove       = regexp.MustCompile(`(の)(\p{Han}{2,4})移転|移転`)
	b86dDeMove       = regexp.MustCompile(`Umzug|umziehen|zieht (.{1,40}?) um\b`)
	b86dJaWithin     = regexp.MustCompile(`(\d+(?:メートル|m|センチ|cm|キロ|km))以内`)
	b86dDeNear       = regexp.MustCompile(`nicht (?:zu|allzu) weit (?:entfernt|weg)`)
)

// b86dDeAdjTown is the adjective of a town used in a street name.
var b86dDeAdjTown = map[string]string{
	"Dresden": "Dresdner", "München": "Münchner", "Ludwigshafen am Rhein": "Ludwigshafener",
	"Ludwigshafen": "Ludwigshafener", "Lübeck": "Lübecker", "Lüneburg": "Lüneburger", "Berlin": "Berliner",
	"Hamburg": "Hamburger", "Köln": "Kölner", "Frankfurt am Main": "Frankfurter", "Frankfurt": "Frankfurter",
	"Stuttgart": "Stuttgarter", "Düsseldorf": "Düsseldorfer", "Leipzig": "Leipziger", "Hannover": "Hannoversche",
	"Nürnberg": "Nürnberger", "Bremen": "Bremer", "Mannheim": "Mannheimer", "Bonn": "Bonner", "Mainz": "Mainzer",
	"Kassel": "Kasseler", "Erfurt": "Erfurter", "Rostock": "Rostocker", "Potsdam": "Potsdamer", "Kiel": "Kieler",
	"Essen": "Essener", "Dortmund": "Dortmunder", "Karlsruhe": "Karlsruher", "Freiburg": "Freiburger",
	"Augsburg": "Augsburger", "Regensburg": "Regensburger", "Münster": "Münsteraner",
}

// b86dRemoveSegment cuts s[a:b] out of s together with one separator next to it: the
// whole line when the segment is the line, else the ", " after or before it.
func b86dRemoveSegment(s string, a, b int) string {
	lineStart := strings.LastIndex(s[:a], "\n") + 1
	lineEnd := len(s)
	if i := strings.Index(s[b:], "\n"); i >= 0 {
		lineEnd = b + i
	}
	if strings.TrimSpace(s[lineStart:a]) == "" && strings.TrimSpace(s[b:lineEnd]) == "" {
		if lineEnd < len(s) {
			return s[:lineStart] + s[lineEnd+1:]
		}
		if lineStart > 0 {
			return s[:lineStart-1]
		}
		return ""
	}
	if strings.HasPrefix(s[b:], ", ") {
		return s[:a] + s[b+2:]
	}
	if strings.HasSuffix(s[:a], ", ") {
		return s[:a-2] + s[b:]
	}
	if strings.HasPrefix(s[b:], " ") {
		return s[:a] + s[b+1:]
	}
	return s[:a] + s[b:]
}

var heldOutBatch86d = []heldOutKind{
	// The postcode of an address is dropped; street and town stay.
	// de: Gießereistraße 14\n67059 Ludwigshafen am Rhein → Gießereistraße 14\nLudwigshafen am Rhein
	// ja: 新住所は〒530-0001 大阪府大阪市北区… → 新住所は大阪府大阪市北区…
	{"b86d_postcode_dropped_from_address", "first", func(lang, s string) string {
		if b86dPLZOnly.MatchString(s) || b86dJaPostOnly.MatchString(s) {
			return ""
		}
		if lang == "ja" {
			if loc := b86dJaPostMark.FindStringIndex(s); loc != nil {
				return s[:loc[0]] + s[loc[1]:]
			}
		}
		return hoFirstMatch(b86dDePLZTown, s, func(m []string) string { return m[1] + m[3] })
	}},

	// The street with its house number is dropped from an address; postcode and town stay.
	// de: Zahnarztpraxis Dr. Öztürk, Gärtnerweg 7. → Zahnarztpraxis Dr. Öztürk.
	// ja: 東京都渋谷区道玄坂1丁目12番1号 → 東京都渋谷区
	{"b86d_street_segment_dropped_from_address", "first", func(lang, s string) string {
		if lang == "ja" {
			if loc := b86dJaStreetPart.FindStringSubmatchIndex(s); loc != nil {
				return s[:loc[4]] + s[loc[5]:]
			}
		}
		loc := b86dDeStreet.FindStringIndex(s)
		if loc == nil {
			return s
		}
		if loc[0] == 0 && loc[1] == len(s) {
			return ""
		}
		return b86dRemoveSegment(s, loc[0], loc[1])
	}},

	// The house number (ja: the banchi and gō) is dropped; the street stays.
	// de: Brückenstraße 12, 2. OG → Brückenstraße, 2. OG
	// ja: 梅田2丁目4番9号 → 梅田2丁目
	{"b86d_house_number_dropped_street_kept", "first", func(lang, s string) string {
		if lang == "ja" {
			if b86dJaBlock.MatchString(s) {
				return hoFirstMatch(b86dJaBlock, s, func(m []string) string { return m[1] + "丁目" })
			}
		}
		return hoFirstMatch(b86dDeStreet, s, func(m []string) string { return m[1] })
	}},

	// The house number is read as a room number: the building number is gone and an
	// invented room appears.
	// de: Gärtnerweg 7 → Gärtnerweg, Raum 7
	// ja: 道玄坂1丁目12番1号 → 道玄坂1丁目12番1号室
	{"b86d_house_number_read_as_room_number", "first", func(lang, s string) string {
		if lang == "ja" {
			if b86dJaBlock.MatchString(s) {
				return hoFirstMatch(b86dJaBlock, s, func(m []string) string {
					if m[3] == "" {
						return m[1] + "丁目" + m[2] + "号室"
					}
					return m[1] + "丁目" + m[2] + "番" + m[3] + "号室"
				})
			}
		}
		return hoFirstMatch(b86dDeStreet, s, func(m []string) string { return m[1] + ", Raum" + m[2] })
	}},

	// The floor of an address is dropped, so the office or flat in the building is lost.
	// de: (Brückenstraße 12, 2. OG) → (Brückenstraße 12)
	// ja: ブリーゼタワー12階です → ブリーゼタワーです
	{"b86d_floor_dropped_from_address", "first", func(lang, s string) string {
		re := b86dDeFloor
		if lang == "ja" {
			re = b86dJaFloor
		}
		loc := re.FindStringIndex(s)
		if loc == nil {
			return s
		}
		if lang == "ja" && strings.HasPrefix(s[loc[1]:], "建") {
			return s
		}
		return s[:loc[0]] + s[loc[1]:]
	}},

	// The administrative unit or the river qualifier of a town is confused: another
	// town of the same name, or a prefecture with the wrong suffix.
	// de: 67059 Ludwigshafen am Rhein → 67059 Ludwigshafen am Bodensee
	// ja: 大阪府大阪市北区 → 大阪県大阪市北区
	{"b86d_twin_town_qualifier_or_prefecture_suffix_confused", "first", func(lang, s string) string {
		if lang == "ja" {
			if b86dJaPrefecture.MatchString(s) {
				return hoFirstMatch(b86dJaPrefecture, s, func(m []string) string {
					return map[string]string{"東京都": "東京府", "大阪府": "大阪県", "京都府": "京都県", "神奈川県": "神奈川府",
						"愛知県": "愛知府", "福岡県": "福岡府", "北海道": "北海県"}[m[1]]
				})
			}
		}
		return hoFirstMatch(b86dDeQualifier, s, func(m []string) string {
			return " " + map[string]string{"am Rhein": "am Bodensee", "am Main": "an der Oder", "an der Oder": "am Main",
				"an der Donau": "am Rhein", "im Breisgau": "im Allgäu", "am Bodensee": "am Rhein"}[m[1]]
		})
	}},

	// The noun for the address a thing goes to is made the sender's address.
	// de: an Ihre Rechnungsanschrift → an Ihre Absenderanschrift
	// ja: 請求書の送付先は経理部の小西課長に → 請求書の送付元は経理部の小西課長に
	{"b86d_destination_address_noun_made_sender_address", "first", func(lang, s string) string {
		var pairs [][2]string
		if lang == "ja" {
			pairs = [][2]string{{"送付先", "送付元"}, {"お届け先", "発送元"}, {"配送先", "発送元"}, {"送り先", "送り主"}, {"納品先", "出荷元"}, {"宛先", "差出元"}}
		} else {
			pairs = [][2]string{{"Rechnungsanschrift", "Absenderanschrift"}, {"Lieferanschrift", "Absenderanschrift"}, {"Lieferadresse", "Absenderadresse"}, {"Empfängeradresse", "Absenderadresse"}, {"Zustelladresse", "Absenderadresse"}}
		}
		best, at := -1, len(s)
		for i, p := range pairs {
			if j := strings.Index(s, p[0]); j >= 0 && j < at {
				best, at = i, j
			}
		}
		if best < 0 {
			return s
		}
		return s[:at] + pairs[best][1] + s[at+len(pairs[best][0]):]
	}},

	// A German town is glossed with the wrong country.
	// de: "ort": "Dresden" → "ort": "Dresden (Österreich)"
	// ja: 80331 München → 80331 München（オーストリア）
	{"b86d_town_glossed_with_wrong_country", "first", func(lang, s string) string {
		return hoFirstMatch(b86dDeTown, s, func(m []string) string {
			if lang == "ja" {
				return m[1] + "（オーストリア）"
			}
			return m[1] + " (Österreich)"
		})
	}},

	// The street is renamed after the town of the case, as a model filling in a
	// typical street does.
	// de: "strasse": "Schloßstraße 27", … "ort": "Dresden" → "strasse": "Dresdner Straße 27"
	// ja: Lindenstraße 8, 80331 München → Münchner Straße 8, 80331 München
	{"b86d_street_renamed_after_town_of_case", "raw", func(lang, s string) string {
		town := b86dDeTown.FindString(s)
		adj, ok := b86dDeAdjTown[town]
		if !ok {
			return s
		}
		return hoFirstMatch(b86dDeStreet, s, func(m []string) string {
			if strings.HasPrefix(m[1], adj) {
				return m[0]
			}
			return adj + " Straße" + m[2]
		})
	}},

	// A site loses the town that tells it from the firm's other sites.
	// de: im Verwaltungsgebäude Lübeck → im Verwaltungsgebäude
	// ja: 株式会社アオバ精工の大阪営業所は → 株式会社アオバ精工の営業所は
	{"b86d_site_loses_its_town_name", "first", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(b86dJaSiteTown, s, func(m []string) string { return m[2] })
		}
		return hoFirstMatch(b86dDeSiteTown, s, func(m []string) string { return m[1] })
	}},

	// The move of an office or centre is told as its closure.
	// ja: 大阪営業所は、令和8年11月16日（月）に移転します → …に閉鎖します
	// ja: 厚木物流センターの相模原移転について → 厚木物流センターの閉鎖について
	// de: Umzug der Filiale → Schließung der Filiale
	{"b86d_relocation_told_as_closure", "first", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(b86dJaMove, s, func(m []string) string { return m[1] + "閉鎖" })
		}
		return hoFirstMatch(b86dDeMove, s, func(m []string) string {
			switch {
			case m[0] == "Umzug":
				return "Schließung"
			case m[0] == "umziehen":
				return "schließen"
			}
			return "schließt " + m[1]
		})
	}},

	// A requirement to stay near a place is inverted into one to stay away from it.
	// de: dass der Router nicht zu weit entfernt ist → dass der Router möglichst weit entfernt ist
	// ja: 距離は、2メートル以内ですか → 距離は、2メートル以上ですか
	{"b86d_proximity_requirement_inverted", "first", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(b86dJaWithin, s, func(m []string) string { return m[1] + "以上" })
		}
		return hoFirstMatch(b86dDeNear, s, func(m []string) string { return "möglichst weit entfernt" })
	}},

	// The chōme of a Japanese address is dropped, so the banchi is read in another
	// block of the area.
	// ja: 道玄坂1丁目12番1号 → 道玄坂12番1号
	{"b86d_ja_chome_dropped_from_address", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return hoFirstMatch(b86dJaBlock, s, func(m []string) string {
			if m[3] == "" {
				return m[2] + "番地"
			}
			return m[2] + "番" + m[3] + "号"
		})
	}},
}
