package score

import (
	"fmt"
	"regexp"
	"strings"
)

// An answer may point its reader at something it does not hold: a link "below" while
// no web address stands anywhere in it (über den unten stehenden Link, 下記のリンクから),
// or an enclosure line after the letter naming a document the case never sends
// (Anlage: Kopie der Auftragsbestätigung, 添付資料：ご注文確認書（写し）). The reader
// looks for it and finds nothing.

var (
	// belowLink is a link, an address or a QR code the sentence says follows.
	belowLink = regexp.MustCompile(`(?i:(?:unten ?stehende[nmrs]?|nachstehende[nmrs]?|folgende[nmrs]?|beigefügte[nmrs]?) (?:Download-?)?(?:Link|URL|QR-Code)|(?:Link|URL|QR-Code) (?:weiter )?unten)|(?:下記|以下|次|添付)の(?:リンク|URL|ＵＲＬ|QRコード|ＱＲコード)`)
	// webAddress is a web address written out.
	webAddress = regexp.MustCompile(`(?i)https?://|www\.|[a-z0-9-]\.(?:de|com|jp|co\.jp|net|org|eu)(?:/|\s|$)`)
	// enclosureLine is a line that lists what a letter encloses.
	enclosureLine = regexp.MustCompile(`(?m)^[ \t]*(?:Anlagen?|Beilagen?|Anhang|添付資料|添付ファイル|同封物|別添|別紙)[ \t]*[:：][ \t]*(.+)$`)
	// enclosureGloss is what an enclosure's name may carry besides its name: an
	// honorific prefix, a bracketed note (（写し）, (Kopie)).
	enclosureGloss = regexp.MustCompile(`^[ごお]|[（(][^）)]*[）)]`)
)

// danglingPointers names the answer's links said to follow where it writes no web
// address, and the enclosures it lists that neither the golden nor the request names,
// where the golden lists none.
func danglingPointers(golden, grounds, said string) []string {
	var out []string
	if !webAddress.MatchString(said) {
		for _, m := range newMatches(belowLink, said, golden) {
			out = append(out, fmt.Sprintf("%q: points at a link or an address the answer never gives", m))
		}
	}
	if enclosureLine.MatchString(golden) {
		return out
	}
	for _, m := range enclosureLine.FindAllStringSubmatch(said, -1) {
		name := strings.TrimSpace(enclosureGloss.ReplaceAllString(strings.TrimSpace(m[1]), ""))
		if name != "" && !strings.Contains(grounds, name) {
			out = append(out, fmt.Sprintf("%q: an enclosure the case never sends", strings.TrimSpace(m[0])))
		}
	}
	return out
}
