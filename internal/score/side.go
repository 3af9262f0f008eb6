package score

import (
	"fmt"
	"regexp"
	"strings"
	"unicode/utf8"
)

// A business text speaks from one side: the company says wir or 当方 and the reader
// is Sie or お客様; the company's own staff take no honorific, and the reader's acts
// take お or ご. An answer sentence that is the golden's but for one short stretch that
// moves a thing to the other side says whose it is wrongly: the company's "wir" made
// "ich" while the rest still says wir, a person of the case made "Sie" (the reader),
// the company's worker called 先方の作業員 or そちらの窓口, its own 担当 given ご or
// の方, the reader's お問い合わせいただき left without お.

// jaOtherSide are the Japanese words that place a thing with the other party, or
// with the writer's company where the golden places it with no one.
var jaOtherSide = regexp.MustCompile(`先方|そちら|貴社|御社|当社|弊社|当方`)

// jaOwnStaff are the Japanese nouns for the company's own people, which take no
// honorific in its own text.
var jaOwnStaff = regexp.MustCompile(`(?:作業員|担当者|担当|責任者|スタッフ|係員|窓口)$`)

// jaOwnNamed is a role of the company's own followed by the bare surname its own
// text gives its staff (担当の西村が, 責任者の髙橋は): an outsider would take 様.
var jaOwnNamed = regexp.MustCompile(`^(?:担当|責任者)の\p{Han}{1,3}[がはにをもで]`)

// jaWe and jaI are the company's first person and one person's.
var (
	jaWe = map[string]bool{"当方": true, "弊社": true, "当社": true, "私ども": true, "私共": true, "わたくしども": true}
	jaI  = map[string]bool{"私": true, "わたし": true, "わたくし": true, "僕": true}
	// jaTheirs are the words for the other party.
	jaTheirs = map[string]bool{"先方": true, "貴社": true, "御社": true, "そちら": true, "貴方": true}
)

// sideSwap names the thing the answer sentence moves to the other side of the
// conversation; "" when that is not its one change.
func (p *editPair) sideSwap(rest string) string {
	gt, at := p.gt, p.at
	if len(gt) < 6 {
		return ""
	}
	blocks := p.diff()
	if p.lang == "de" && len(blocks) >= 2 && len(blocks) <= 3 && tradedSides(gt, at, blocks) {
		return "the writer and the reader trade places"
	}
	if len(blocks) != 1 {
		return ""
	}
	b := blocks[0]
	if p.lang == "de" {
		gd, ad := gt[b[0]:b[1]], at[b[2]:b[3]]
		gj, aj := strings.Join(gd, " "), strings.Join(ad, " ")
		if len(gd) >= 1 && len(gd) <= 2 && len(ad) >= 1 && len(ad) <= 2 && containsFold(gd, "wir") && containsFold(ad, "ich") && deWir.MatchString(rest) {
			return fmt.Sprintf("%q made %q: one person speaks where the answer else speaks as the company", gj, aj)
		}
		// A person at the stretch's start (Frau Köhler bittet → Sie bitten).
		if len(ad) >= 1 && len(ad) <= 2 && ad[0] == "Sie" && len(gd) <= 4 && len(gt)-len(gd) >= 4 && person.FindStringIndex(gj) != nil && person.FindStringIndex(gj)[0] == 0 {
			return fmt.Sprintf("%q made %q: the person of the case made the reader", gj, aj)
		}
		return ""
	}
	if p.lang != "ja" {
		return ""
	}
	gd, ad := strings.Join(gt[b[0]:b[1]], ""), strings.Join(at[b[2]:b[3]], "")
	before, after := strings.Join(gt[max(0, b[0]-6):b[0]], ""), strings.Join(gt[b[1]:min(len(gt), b[1]+8)], "")
	// A word that keeps a character (当方 → 先方) differs in one character only; the
	// block is widened by the characters the two share around it.
	for l := 0; l <= 2 && b[0]-l >= 0 && b[2]-l >= 0; l++ {
		for r := 0; r <= 2 && b[1]+r <= len(gt) && b[3]+r <= len(at); r++ {
			gw, aw := strings.Join(gt[b[0]-l:b[1]+r], ""), strings.Join(at[b[2]-l:b[3]+r], "")
			if jaWe[gw] && (jaI[aw] || jaTheirs[aw]) {
				gd, ad = gw, aw
			}
		}
	}
	switch {
	case jaWe[gd] && jaI[ad]:
		return fmt.Sprintf("%q made %q: one person speaks for the company", gd, ad)
	case jaWe[gd] && jaTheirs[ad]:
		return fmt.Sprintf("%q made %q: the company's own thing given to the other party", gd, ad)
	case utf8.RuneCountInString(gd) <= 2 && jaOtherSide.MatchString(ad) && !jaOtherSide.MatchString(p.g):
		return fmt.Sprintf("%q put in: the thing placed with another party", ad)
	case gd == "" && ad == "ご" && jaOwnNamed.MatchString(after):
		return fmt.Sprintf("ご put before the company's own %q", clipRunes(after, 4))
	case gd == "" && (ad == "の方" || ad == "様" || ad == "さん" || strings.HasSuffix(ad, "ご担当者様")) && jaOwnStaff.MatchString(before):
		return fmt.Sprintf("%q put after the company's own staff", ad)
	case ad == "" && (gd == "お" || gd == "ご") && (strings.Contains(after, "いただ") || strings.Contains(after, "くださ")):
		return fmt.Sprintf("%s dropped from the reader's act %q", gd, clipRunes(gd+after, 8))
	}
	return ""
}

// deWir matches the German first person plural.
var deWir = regexp.MustCompile(`(?i)(?:^|[^\p{L}])(?:wir|uns|unser\p{L}*)(?:[^\p{L}]|$)`)

// containsFold reports whether one of ts is w, in any case.
func containsFold(ts []string, w string) bool {
	for _, t := range ts {
		if strings.EqualFold(t, w) {
			return true
		}
	}
	return false
}

// deWriter and deReader are the German words for the writing company and the
// reader (sich as Sie's reflexive: wenden Sie sich).
var (
	deWriter = wordSet("wir uns unser unsere unseren unserem unserer unseres Wir Uns Unser Unsere Unseren Unserem Unserer")
	deReader = wordSet("Sie Ihnen Ihr Ihre Ihren Ihrem Ihrer Ihres sich")
)

// tradedSides reports edits that each put a word of the writer's side for one of
// the reader's or back, one of each way at least (wenden Sie sich an unseren
// Kundendienst → wenden wir uns an Ihren Kundendienst).
func tradedSides(gt, at []string, blocks [][4]int) bool {
	toReader, toWriter := 0, 0
	for _, b := range blocks {
		if b[1]-b[0] != b[3]-b[2] || b[1]-b[0] > 2 {
			return false
		}
		for i := range b[1] - b[0] {
			g, a := gt[b[0]+i], at[b[2]+i]
			switch {
			case deWriter[g] && deReader[a]:
				toReader++
			case deReader[g] && deWriter[a]:
				toWriter++
			default:
				return false
			}
		}
	}
	return toReader > 0 && toWriter > 0
}

// ourActWords mark a German golden sentence in which wir do something (Wir senden
// Ihnen … zu, Die Rechnung senden wir …); askWords one that already asks or advises
// the reader (Wir bitten Sie, …; Wir empfehlen …), which a paraphrase may well put as
// Bitte ….
var (
	ourActWords = regexp.MustCompile(`(?:^|[^\p{L}])(?:[Ww]ir|uns(?:er|ere|eren|erem|erer)?)(?:[^\p{L}]|$)`)
	askWords    = regexp.MustCompile(`(?i)bitt|empfehl|empfieh|rate|raten|freu|möcht|würd|ersuch|Sie (?:können|sollten|müssen|dürfen)`)
)

// ourActAsked names a German sentence of the golden in which the writer commits to an
// act, made a request to the reader to do it (Wir senden Ihnen am 20.10.2026 eine
// Ersatzlampe zu → Bitte senden Sie uns am 20.10.2026 eine Ersatzlampe zu): the
// commitment is gone and the reader is told to act. The answer sentence keeps most of
// the golden's words. "" when it is not that.
// gt and at are the sentences\' edit tokens, worked out once by the caller.
func ourActAsked(lang, g, a string, gt, at []string) string {
	// Bitte opens the request, or follows its verb and Sie (Die Rechnung senden Sie
	// bitte …), where no wir is left in the sentence.
	if lang != "de" || !strings.HasPrefix(a, "Bitte ") && (!strings.Contains(a, " Sie bitte ") || ourActWords.MatchString(strings.ReplaceAll(a, " uns ", " "))) ||
		!strings.Contains(a, " Sie ") || ourActWords.MatchString(strings.Replace(a, " uns ", " ", 1)) && strings.Contains(a, "wir") ||
		!ourActWords.MatchString(g) || askWords.MatchString(g) || strings.HasPrefix(g, "Bitte") {
		return ""
	}
	if len(gt) < 6 || 10*bagOverlap(gt, at) < 7*len(gt) {
		return ""
	}
	return fmt.Sprintf("the writer's act made a request to the reader (%q)", clipRunes(a, 50))
}

// jaAskPassive is a Japanese request verb made passive with its object kept (承認を
// 求められている, ご承認をお願いされております: the subject is now the one asked; 承認が
// 求められている says the same as 承認を求めている); deAskPassive the German (wird um …
// gebeten).
var (
	jaAsk        = regexp.MustCompile(`を(?:求め|ご?依頼|お願い|要請|要望)`)
	jaAskPassive = regexp.MustCompile(`を(?:求められ|ご?(?:依頼|お願い|要請|要望)され)`)
	deAskPassive = regexp.MustCompile(`(?:^|[^\p{L}])(?:wird|werden|wurde|wurden) (?:\p{L}+ ){0,4}gebeten`)
)

// askTurned names a golden sentence in which someone asks, made one in which that
// someone is asked (Frau Köhler bittet um … → Frau Köhler wird um … gebeten; 承認を
// 求めている → 承認を求められている): the asker is now the one asked. The answer keeps
// most of the golden's words. "" when it is not that.
// gt and at are the sentences\' edit tokens, worked out once by the caller.
func askTurned(lang, g, a string, gt, at []string) string {
	if len(gt) < 5 || 10*bagOverlap(gt, at) < 8*len(gt) {
		return ""
	}
	switch {
	case lang == "ja" && jaAsk.MatchString(g) && jaAskPassive.MatchString(a) && !jaAskPassive.MatchString(g):
		return fmt.Sprintf("the one who asks made the one asked (%q)", jaAskPassive.FindString(a))
	case lang == "de" && strings.Contains(g, "bitte") && !strings.HasPrefix(g, "Bitte") && deAskPassive.MatchString(a) && !deAskPassive.MatchString(g):
		return fmt.Sprintf("the one who asks made the one asked (%q)", strings.TrimSpace(deAskPassive.FindString(a)))
	}
	return ""
}

// impersonalWe names a German golden sentence in which wir act, made one in which
// "man" does (Wir senden Ihnen … zu → Man sendet Ihnen … zu; Gern liefern wir → Gern
// liefert man): the company's commitment now belongs to no one. "" when it is not that.
// gt and at are the sentences\' edit tokens, worked out once by the caller.
func impersonalWe(lang, g, a string, gt, at []string) string {
	if lang != "de" {
		return ""
	}
	if !hasAny(gt, "wir", "Wir") || !hasAny(at, "man", "Man") || hasAny(at, "wir", "Wir") || hasAny(gt, "man", "Man") ||
		len(gt) < 5 || bagOverlap(gt, at) < len(gt)-2 {
		return ""
	}
	return "the writer's wir made an impersonal man: the commitment belongs to no one"
}
