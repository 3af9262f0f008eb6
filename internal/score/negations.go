package score

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"unicode"
)

// denial is a word that denies or leaves out: a negation (nicht, kein, weder, ない,
// ません) or an exclusion (ohne, außer, abzüglich, を除く, 以外).
var denial = regexp.MustCompile(`(?i)(?:^|[^\p{L}])(?:kein(?:e[mnrs]?)?|nicht|nie|niemals|ohne|weder|außer|ausgenommen|abzüglich)(?:[^\p{L}]|$)|ない|ません|なかった|ず[、。にとも]|を除[くき]|除いて|以外`)

// askedDenial is the Japanese worry or guess, a denial only in form: 間に合わないの
// ではないか (whether it will be in time), ないでしょうか.
var askedDenial = regexp.MustCompile(`(?:わ|ら|か|さ|た|ま|な|が|ば)?ない(?:の)?(?:では)?(?:ない)?(?:か|でしょうか)`)

// denialAdded reads a golden sentence kept in most of its words with one denial more
// than the golden's: a negation or an exclusion put in (weder die Mehrkosten noch
// den neuen Termin, 表示されていない, zusammen ohne die Bereitschaftspauschale, 追加
// ユーザー料金を除く合計, sofern sie nicht flackert). The rest of the sentence is the
// golden's, nine tenths of its tokens at least, so the denial is not a rewording of
// another one.
func (p *editPair) denialAdded() string {
	// Nine tenths of the golden's tokens kept and a few put in: a paraphrase that
	// says "bleibt" as "ändert sich nicht" or 税別 as 税を含まない rewords more.
	slack := 5
	if p.lang == "ja" {
		slack = 12
	}
	kept := bagOverlap(p.gt, p.at)
	if len(p.gt) < 5 || kept*10 < len(p.gt)*9 || len(p.at)-kept > slack {
		return ""
	}
	g, a := denial.FindAllString(askedDenial.ReplaceAllString(p.g, ""), -1), denial.FindAllString(askedDenial.ReplaceAllString(p.a, ""), -1)
	if len(a) <= len(g) {
		return ""
	}
	for _, m := range a {
		if !slices.Contains(g, m) {
			return fmt.Sprintf("%q put in: the golden's statement denied or narrowed", bare(m))
		}
	}
	return fmt.Sprintf("%q once more: the golden's statement denied or narrowed", bare(a[len(a)-1]))
}

// bare is a match without the non-letters its pattern took around it.
func bare(m string) string {
	return strings.TrimFunc(m, func(r rune) bool { return !unicode.IsLetter(r) })
}
