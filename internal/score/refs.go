package score

import (
	"fmt"
	"regexp"
	"strings"
	"unicode"
)

// A pronoun points at a noun by its gender (die App … sie, den Termin … ihn), and a
// demonstrative at the nearest noun that fits (Herr Weiß …, aber dieser …). An answer
// sentence that is the golden's but for one pronoun put for another, or a name put as
// a demonstrative, points at something else: the sentence reads well and names the
// wrong thing.

// dePronouns are the German third-person pronouns a sentence may point with.
var dePronouns = wordSet("er sie es ihn ihm ihr Er Es Ihn Ihm")

// deDemonstratives are the German words that point at the nearest fitting noun.
var deDemonstratives = wordSet("dieser diese dieses diesem diesen jener jene jenes jenem jenen letzterer letztere letzteres ersterer erstere ersteres Dieser Diese Dieses Jener Jene Letzterer Letztere Ersterer Erstere")

// jaTitle is the last character of a Japanese person's title or honorific, and
// jaPersonAdded a person joined to another by と.
var (
	jaTitle       = regexp.MustCompile(`^(?:長|様|氏|任|者)$`)
	jaPersonAdded = regexp.MustCompile(`^と\p{Han}{1,4}(?:部長|課長|係長|主任|社長|様|さん|氏|担当者)$`)
)

// unnamed is a German phrase for a person not named: jemand, eine Person, ein
// Mitarbeiter.
var unnamed = regexp.MustCompile(`(?i)^(?:jemand|eine? (?:\p{L}+ )?(?:Person|Mitarbeiter\p{L}*|Kolleg\p{L}*|Vertreter\p{L}*|Dame|Herr|Frau|Mann|Kunde|Kundin))(?:\s|$)`)

// company is a company's name with its legal form, and unnamedCompany a German
// phrase for a company not named (das Unternehmen, ein Anbieter).
var (
	company        = regexp.MustCompile(`\p{Lu}\p{L}+(?: \p{Lu}\p{L}+)* (?:AG|GmbH|KG|SE|OHG|e\.K\.|UG|GbR)`)
	unnamedCompany = regexp.MustCompile(`(?i)^(?:das|ein|dieses|jenes) (?:\p{L}+ )?(?:Unternehmen|Anbieter|Lieferant|Firma|Dienstleister|Hersteller)$|^(?:die|eine) (?:\p{L}+ )?Firma$`)
)

// jaGenericPerson is a Japanese word for a person not named (お客様, ご担当者様), and
// jaNamedPerson a name with its title.
var (
	jaGenericPerson = regexp.MustCompile(`^(?:お客様|お客さま|ご担当者様|ご担当者|担当者|先方|ある方|ユーザー|利用者|顧客)$`)
	jaNamedPerson   = regexp.MustCompile(`^\p{Han}{1,4}(?:様|さん|氏|部長|課長|係長|主任|社長)$`)
)

// referentSwap names the pronoun or demonstrative the answer sentence puts where the
// golden sentence has another pronoun or a name; "" when that is not the one change.
func (p *editPair) referentSwap() string {
	gt, at := p.gt, p.at
	if p.lang == "ja" {
		// A second person put beside the one the golden names (松田部長で → 松田部長と
		// 小西課長で).
		if in, from, to, ok := p.insertion(8); ok && in > 0 && jaTitle.MatchString(gt[in-1]) {
			if added := strings.Join(at[from:to], ""); jaPersonAdded.MatchString(added) {
				return fmt.Sprintf("%q put beside the person the golden names", strings.TrimPrefix(added, "と"))
			}
		}
		// A person the golden names made someone unnamed (髙橋様 → お客様). The
		// block is widened to the name and the title it cuts into.
		if blocks := p.diff(); len(blocks) == 1 && len(gt) >= 8 {
			b := blocks[0]
			gFrom, aFrom := b[0], b[2]
			for gFrom > 0 && aFrom > 0 && gt[gFrom-1] == at[aFrom-1] && unicode.Is(unicode.Han, []rune(gt[gFrom-1])[0]) {
				gFrom, aFrom = gFrom-1, aFrom-1
			}
			gTo, aTo := b[1], b[3]
			for gTo < len(gt) && aTo < len(at) && gTo-b[1] < 2 && gt[gTo] == at[aTo] && strings.Contains("様さん氏部課係長主任社", gt[gTo]) {
				gTo, aTo = gTo+1, aTo+1
			}
			gd, ad := strings.Join(gt[gFrom:gTo], ""), strings.Join(at[aFrom:aTo], "")
			if jaNamedPerson.MatchString(gd) && jaGenericPerson.MatchString(ad) {
				return fmt.Sprintf("%q made %q, no longer named", gd, ad)
			}
		}
		return ""
	}
	if p.lang != "de" {
		return ""
	}
	if len(gt) < 8 || bagOverlap(gt, at) < max(len(gt), len(at))-4 {
		return ""
	}
	blocks := p.diff()
	if len(blocks) != 1 {
		return ""
	}
	b := blocks[0]
	gd, ad := gt[b[0]:b[1]], at[b[2]:b[3]]
	// Sie before a verb in the third person singular (Sie bittet) is she, not you.
	third := func(ts []string, i int) bool {
		return ts[i] != "Sie" || i+1 < len(ts) && strings.HasSuffix(ts[i+1], "t") && !strings.HasSuffix(ts[i+1], "en")
	}
	if len(gd) == 1 && len(ad) == 1 && (dePronouns[gd[0]] || gd[0] == "Sie" && third(gt, b[0])) && dePronouns[ad[0]] && !strings.EqualFold(gd[0], ad[0]) {
		return fmt.Sprintf("the pronoun %q made %q, which points at another noun", gd[0], ad[0])
	}
	// A person of the case made someone unnamed (Frau Müller → jemand).
	if person.MatchString(strings.Join(gd, " ")) && unnamed.MatchString(strings.Join(ad, " ")) && !person.MatchString(strings.Join(ad, " ")) {
		return fmt.Sprintf("%q made %q, no longer named", strings.Join(gd, " "), strings.Join(ad, " "))
	}
	// A company of the case made one not named (Nordkälte AG → das Unternehmen).
	if company.MatchString(strings.Join(gd, " ")) && unnamedCompany.MatchString(strings.Join(ad, " ")) {
		return fmt.Sprintf("%q made %q, no longer named", strings.Join(gd, " "), strings.Join(ad, " "))
	}
	// A second person put beside the one who acts (Herr Weiß ist → Herr Weiß und Frau
	// Müller sind).
	if len(ad) >= 3 && ad[0] == "und" && (ad[1] == "Herr" || ad[1] == "Frau") && b[0] > 0 {
		rest := ad[len(ad)-len(gd):]
		if len(gd) == 0 || len(gd) == 1 && len(rest) == 1 && (verbNumber[[2]string{gd[0], rest[0]}] || strings.HasSuffix(gd[0], "t") && rest[0] == strings.TrimSuffix(gd[0], "t")+"n" || strings.HasSuffix(gd[0], "et") && rest[0] == strings.TrimSuffix(gd[0], "et")+"en") {
			return fmt.Sprintf("%s put beside the one who acts", strings.Join(ad[1:3], " "))
		}
	}
	// A name of the case (Frau Müller, Nordkälte AG) made a demonstrative.
	if len(ad) == 1 && deDemonstratives[ad[0]] && len(gd) >= 1 && len(gd) <= 4 && b[0] > 0 {
		for _, w := range gd {
			if r := []rune(w); unicode.IsUpper(r[0]) && len(r) >= 3 && !deDemonstratives[w] {
				return fmt.Sprintf("%q made %q, which may point at another", strings.Join(gd, " "), ad[0])
			}
		}
	}
	return ""
}

// modelCode is a product's model or edition code: letters with digits (L9, S5, R450)
// or an edition word.
var modelCode = regexp.MustCompile(`^(?:\p{L}{0,3}\d{1,4}\p{L}?|Pro|Plus|Max|Mini|Lite|Premium)$`)

// suffixCopied names the model code the answer sentence adds after a name of the
// golden sentence when the code belongs to another name of the golden: the app
// called by the device's model (WärmeApp L9), two products given one edition.
func (p *editPair) suffixCopied(golden string) string {
	at := p.at
	// One short run of tokens put in, nothing taken out.
	_, from, to, ok := p.insertion(8)
	if !ok || from == 0 {
		return ""
	}
	sep := " "
	if p.lang == "ja" {
		sep = ""
	}
	added := strings.Join(at[from:to], sep)
	if !modelCode.MatchString(added) {
		return ""
	}
	name := at[from-1]
	if p.lang == "ja" {
		// The name is the run of katakana, kanji or Latin letters before the code.
		r := []rune(strings.Join(at[:from], ""))
		i := len(r)
		for i > 0 && (unicode.In(r[i-1], unicode.Katakana, unicode.Han, unicode.Latin) || r[i-1] == 'ー') {
			i--
		}
		name = string(r[i:])
	}
	if len([]rune(name)) < 2 || !strings.Contains(golden, added) || strings.Contains(golden, name+" "+added) || strings.Contains(golden, name+added) {
		return ""
	}
	return fmt.Sprintf("%q given the code %q, which the golden gives another", name, added)
}
