package score

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"unicode"
)

// Who or what a golden sentence points at, put as another: a number made a number
// word of another value (die 10 Minuten → die zwei Minuten), "she" named as a man
// (Sie bittet → Herr Weiß bittet), a woman named by a man's role or a man by a
// woman's (Frau Müller → der Wohnungsinhaber), the reader made a third party (Wir
// bitten Sie → Wir bitten unseren Spediteur), two things declared the same (das
// Passwort Ihres WLANs → dasselbe Passwort wie für Ihr Benutzerkonto) and a statement
// made to say the same as its neighbour (steht noch aus → steht ebenfalls noch aus;
// 送付先は → 送付先も), each the sentence's one change.

// referentEdit names the change of what the sentence points at; "" when it is none of
// these.
func (p *editPair) referentEdit() string {
	bl := p.diff()
	if len(bl) == 0 || len(bl) > 2 {
		return ""
	}
	for _, b := range bl {
		if max(b[1]-b[0], b[3]-b[2]) > 8 {
			return ""
		}
	}
	sep := " "
	if p.lang == "ja" {
		sep = ""
	}
	if p.lang == "ja" {
		if len(bl) == 1 {
			b := bl[0]
			gs, as := strings.Join(p.gt[b[0]:b[1]], ""), strings.Join(p.at[b[2]:b[3]], "")
			if gs == "は" && as == "も" && b[0] > 2 && strings.Contains(strings.Join(p.gt[:b[0]], ""), "、") {
				return "the particle \"は\" made \"も\": the statement now says the same as its neighbour"
			}
		}
		if s := p.samenessAdded(sep); s != "" {
			return s
		}
		return ""
	}
	if len(bl) == 1 {
		b := bl[0]
		gs, as := p.gt[b[0]:b[1]], p.at[b[2]:b[3]]
		if e := deNumberMadeWord(gs, as); e != "" {
			return e
		}
		if len(gs) == 1 && gs[0] == "Sie" && len(as) >= 2 && (as[0] == "Herr" || as[0] == "Herrn") && b[1] < len(p.gt) &&
			strings.HasSuffix(p.gt[b[1]], "t") && !strings.HasSuffix(p.gt[b[1]], "en") && (b[0] == 0 || strings.ContainsAny(p.gt[b[0]-1], ".;:,")) {
			// Sie with a verb in -t is she, not the reader.
			return fmt.Sprintf("\"Sie\" (she) made %q: the act given to a man", strings.Join(as, " "))
		}
		if len(gs) == 2 && (gs[0] == "Frau" && len(as) == 2 && deMasculine[as[0]] && !strings.HasSuffix(as[1], "in") ||
			(gs[0] == "Herr" || gs[0] == "Herrn") && len(as) == 2 && as[0] == "die" && strings.HasSuffix(as[1], "in")) && unicode.IsUpper([]rune(gs[1])[0]) && unicode.IsUpper([]rune(as[1])[0]) {
			return fmt.Sprintf("%q made %q: the person named by a role of the other sex, someone else", strings.Join(gs, " "), strings.Join(as, " "))
		}
		if len(gs) == 1 && (gs[0] == "Sie" || gs[0] == "Ihnen") && b[0] > 0 && len(as) == 2 && deThirdOpener[as[0]] && unicode.IsUpper([]rune(as[1])[0]) {
			return fmt.Sprintf("%q made %q: what is asked of the reader asked of a third party", gs[0], strings.Join(as, " "))
		}
		if at, _, _, ok := p.insertion(2); ok && at > 0 && len(p.at) > len(p.gt) {
			added := strings.ToLower(strings.Join(p.at[b[2]:b[3]], " "))
			if deAlso[added] && !strings.Contains(strings.ToLower(p.g), added) {
				return fmt.Sprintf("%q added: the statement now says the same as its neighbour", added)
			}
		}
	}
	return p.samenessAdded(sep)
}

var (
	// deMasculine are the articles before a man's role: der Wohnungsinhaber.
	deMasculine = wordSet("der dem den des")
	// deThirdOpener opens a third party put for the reader: unseren Spediteur, den
	// Hersteller.
	deThirdOpener = wordSet("unseren unserem unsere unser den dem die der")
	// deAlso says a statement holds as its neighbour's does.
	deAlso = wordSet("ebenfalls ebenso gleichfalls")
	// sameness declares two things one: dieselbe, das gleiche, 同じ.
	sameness = regexp.MustCompile(`(?i)(?:^|[^\p{L}])(?:derselbe|dieselbe|dasselbe|denselben|demselben|derselben|desselben)(?:[^\p{L}]|$)|同じ|同一|共通の`)
)

// samenessAdded names an answer sentence that declares two things the same where the
// golden's sentence says nothing of sameness.
func (p *editPair) samenessAdded(sep string) string {
	if sameness.MatchString(p.g) {
		return ""
	}
	for _, b := range p.diff() {
		if m := sameness.FindString(strings.Join(p.at[b[2]:b[3]], sep)); m != "" {
			return fmt.Sprintf("%q put in: two things of the case declared the same", strings.TrimSpace(m))
		}
	}
	return ""
}

// deNumberMadeWord names a number of the golden written as a number word of another
// value, or a number word written as another number (die 10 Minuten → die zwei
// Minuten).
func deNumberMadeWord(gs, as []string) string {
	if len(gs) != 1 || len(as) != 1 {
		return ""
	}
	value := func(w string) (int, bool, bool) {
		if n, err := strconv.Atoi(w); err == nil {
			return n, true, false
		}
		n, ok := deNumberWords[strings.ToLower(w)]
		return n, ok, true
	}
	gn, gok, gword := value(gs[0])
	an, aok, aword := value(as[0])
	if !gok || !aok || gn == an || gword == aword {
		return ""
	}
	return fmt.Sprintf("the number %q made %q", gs[0], as[0])
}

// privateAside is the writer's private opinion, mood or inside view, which a
// business text keeps to itself: unter uns, ehrlich gesagt, intern uneins; 個人的には,
// 正直なところ, うんざり, ざっと目を通しただけ.
var privateAside = regexp.MustCompile(`(?i:unter uns|ehrlich gesagt|offen gesagt|unter vier Augen|ich persönlich|persönlich finde ich|meiner (?:persönlichen )?Meinung nach|intern (?:sind|ist|waren) (?:\p{L}+ ){0,6}(?:uneins|uneinig|umstritten|nicht einig)|(?:uneins|uneinig|nicht einig)|genervt|schwierige Person|nur überflogen|nur kurz überflogen)|個人的に(?:は|言えば|申し上げると)|正直(?:なところ|に申し上げ|申し上げ|に言うと)|うんざり|ここだけの話|内心|(?:社内|部署間|部門間)(?:で|では)?(?:意見|見解)が(?:分かれ|割れ)|ざっと目を通|流し読み|斜め読み`)
