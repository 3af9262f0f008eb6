package score

import (
	"fmt"
	"regexp"
	"strings"
	"unicode"
)

// How a golden sentence links its parts in time, turned: a lasting state made one
// that returns (bleibt unverändert → liegt wieder), a cause made a mere time (Weil
// die Stahlträger erst am 28.10. geliefert werden → Während …), a time counted from
// another event of the case (Der Kopplungsmodus bleibt ab dem Herunterladen der App 10
// Minuten aktiv; 電池を入れてから約10秒で), a date bound put on what the golden leaves
// open (お問い合わせください → 10月30日以降にお問い合わせください), each the sentence's
// one change.

var (
	// lasting words say a state goes on; again words that it comes back.
	lastingWords = regexp.MustCompile(`(?i)(?:^|[^\p{L}])(?:bleibt|bleiben|unverändert|weiterhin|weiter|nach wie vor)(?:[^\p{L}]|$)|引き続き|変わらず|変わりません|継続`)
	againWords   = regexp.MustCompile(`(?i)(?:^|[^\p{L}])(?:wieder|erneut|wiederum)(?:[^\p{L}]|$)|再び|再度|改めて|また元`)
	// causeLinks and timeLinks: weil, aufgrund; während, als, nachdem.
	causeLinks = wordSet("weil aufgrund wegen infolge da denn")
	timeLinks  = wordSet("während als nachdem bevor sobald seit bis wenn")
	// anchorOpeners open a time counted from an event: ab dem Einschalten, nach dem
	// Herunterladen, seit der Lieferung.
	anchorOpeners = wordSet("ab nach seit vor")
	// jaAnchor closes one: 電池を入れてから, 発送した後.
	jaAnchor = regexp.MustCompile(`てから|た後に?|たあとに?|の後に?|の前に|する前に|以降に?|以前に?`)
	// dateBound is a date with a word bounding it: 10月30日以降に, ab dem 30.10.2026.
	dateBound = regexp.MustCompile(`(?:\d{4}年)?\d{1,2}月\d{1,2}日(?:（.）)?(?:以降|以前|まで|から|より前|より後)|(?i:ab dem|ab|nach dem|vor dem|bis zum|bis|frühestens am|spätestens am|erst ab dem|erst nach dem) \d{1,2}\.\d{1,2}\.(?:\d{2,4})?`)
)

// timeEdit names the change of how the sentence links its parts in time; "" when it
// is none of these.
func (p *editPair) timeEdit(golden string) string {
	bl := p.diff()
	if len(bl) != 1 {
		return ""
	}
	b := bl[0]
	// A lasting state made one that returns in a word or two, not a sentence put
	// for another.
	sep, small := " ", 3
	if p.lang == "ja" {
		sep, small = "", 6
	}
	gs, as := strings.Join(p.gt[b[0]:b[1]], sep), strings.Join(p.at[b[2]:b[3]], sep)
	if max(b[1]-b[0], b[3]-b[2]) > small*4 {
		return ""
	}
	switch {
	case lastingWords.MatchString(gs) && againWords.MatchString(as) && !againWords.MatchString(p.g) && max(b[1]-b[0], b[3]-b[2]) <= small:
		return fmt.Sprintf("%q made %q: a lasting state told as one that returns", gs, as)
	case p.lang == "de" && b[1]-b[0] == 1 && b[3]-b[2] == 1 && causeLinks[strings.ToLower(gs)] && timeLinks[strings.ToLower(as)]:
		return fmt.Sprintf("%q made %q: a cause told as a mere time", gs, as)
	}
	if b[0] != b[1] {
		return ""
	}
	// Words only added.
	if m := dateBound.FindString(as); m != "" && !dateBound.MatchString(p.g) {
		return fmt.Sprintf("%q added: a date bound the golden does not set here", m)
	}
	if p.lang == "ja" {
		if loc := jaAnchor.FindStringIndex(as); loc != nil && loc[1] >= len(as)-3 {
			for _, w := range contentWords("ja", as[:loc[0]]) {
				if len([]rune(w)) >= 2 && strings.Contains(golden, w) && !strings.Contains(p.g, w) {
					return fmt.Sprintf("%q added: the time counted from another event of the case", as)
				}
			}
		}
		return ""
	}
	words := p.at[b[2]:b[3]]
	if len(words) >= 3 && anchorOpeners[strings.ToLower(words[0])] {
		for _, w := range words[1:] {
			if len([]rune(w)) >= 6 && unicode.IsUpper([]rune(w)[0]) && !strings.Contains(p.g, w) && strings.Contains(strings.ToLower(golden), strings.ToLower(string([]rune(w)[:6]))) {
				return fmt.Sprintf("%q added: the time counted from another event of the case", as)
			}
		}
	}
	return ""
}

// honouredHumble is a person the writer honours (髙橋様, お客様) as the one who does a
// humble act (お電話いたします, 伺います): keigo that gives the writer's act to the
// reader.
var honouredHumble = regexp.MustCompile(`(?:様|お客様)が[^。、際場後ら]{0,20}(?:いたし|致し|申し上げ|伺い|伺います|参り|差し上げ|拝見)`)

// statePairs are states and acts of a device or a step and their opposites: shown
// and gone out, running and switched off, lit and blinking, a tap and a long press,
// a reply and a forward, one after the other and at once. One put for the other in a
// golden sentence tells the reader another state or another act.
var statePairs = []struct{ a, b *regexp.Regexp }{
	{regexp.MustCompile(`(?:^|[^\p{L}])(?:zeigt|erscheint|erscheinen|angezeigt|leuchtet|geht an)(?:[^\p{L}]|$)|表示され|表示します|点灯`), regexp.MustCompile(`(?:^|[^\p{L}])(?:erlischt|erlöschen|verschwindet|geht aus|ausgeschaltet|dunkel)(?:[^\p{L}]|$)|消え|消灯|表示されなく`)},
	{regexp.MustCompile(`(?:^|[^\p{L}])(?:läuft|laufen|in Betrieb)(?:[^\p{L}]|$)|稼働`), regexp.MustCompile(`(?:^|[^\p{L}])(?:abgeschaltet|außer Betrieb|stillgelegt|steht still)(?:[^\p{L}]|$)|停止`)},
	{regexp.MustCompile(`(?:^|[^\p{L}])leuchtet(?:[^\p{L}]|$)|点灯`), regexp.MustCompile(`(?:^|[^\p{L}])blinkt(?:[^\p{L}]|$)|点滅`)},
	{regexp.MustCompile(`(?:^|[^\p{L}])[Tt]ippen(?:[^\p{L}]|$)|タップ`), regexp.MustCompile(`(?:^|[^\p{L}])(?:gedrückt|[Hh]alten)(?:[^\p{L}]|$)|長押し`)},
	{regexp.MustCompile(`(?:^|[^\p{L}])(?:antworten|beantworten)(?:[^\p{L}]|$)|返信`), regexp.MustCompile(`(?:^|[^\p{L}])(?:weiterleiten|leiten)(?:[^\p{L}]|$)|転送`)},
	{regexp.MustCompile(`てから|た後に|の後に?|(?:^|[^\p{L}])(?:danach|anschließend|nachdem)(?:[^\p{L}]|$)`), regexp.MustCompile(`ながら|並行して|同時に|(?:^|[^\p{L}])(?:gleichzeitig|währenddessen|zugleich)(?:[^\p{L}]|$)`)},
}

// stateFlip names a state or an act of the golden's sentence put as its opposite,
// the sentence's one or two small changes.
func (p *editPair) stateFlip() string {
	bl := p.diff()
	if len(bl) == 0 || len(bl) > 2 {
		return ""
	}
	sep, most, ctx := " ", 6, 1
	if p.lang == "ja" {
		sep, most, ctx = "", 10, 2
	}
	var gs, as []string
	for _, b := range bl {
		if max(b[1]-b[0], b[3]-b[2]) > most {
			return ""
		}
		gs = append(gs, strings.Join(p.gt[max(0, b[0]-ctx):min(len(p.gt), b[1]+ctx)], sep))
		as = append(as, strings.Join(p.at[max(0, b[2]-ctx):min(len(p.at), b[3]+ctx)], sep))
	}
	g, a := strings.Join(gs, " "), strings.Join(as, " ")
	for _, sp := range statePairs {
		for _, pair := range [][2]*regexp.Regexp{{sp.a, sp.b}, {sp.b, sp.a}} {
			from, to := pair[0], pair[1]
			if from.MatchString(g) && !to.MatchString(g) && to.MatchString(a) && !to.MatchString(p.g) {
				return fmt.Sprintf("%q made %q: the opposite state or act", strings.TrimSpace(from.FindString(g)), strings.TrimSpace(to.FindString(a)))
			}
		}
	}
	return ""
}

// Frequencies and restrictions only the case can state: a fault that comes and goes
// (ab und zu, ごくまれに), one that comes only in some mode (nur wenn …, 手動で連携した
// ときだけ, vorausgesetzt, dass …, es sei denn …), a weekend or a holiday a statement is
// narrowed to (am Wochenende, 土日に) where the case names no working days either, a step done each time (jedes Mal, 測定のたびに), and a fault the case
// never reports (brummt, Schimmel, 水漏れ, 強制終了).
var (
	intermittent = regexp.MustCompile(`(?i:ab und zu|gelegentlich|manchmal|hin und wieder|zeitweise|sporadisch|vereinzelt|selten)|ときどき|時々|たまに|まれに|時折|断続的`)
	onlyWhen     = regexp.MustCompile(`(?i:nur,? (?:dann,? )?(?:wenn|sofern|falls)|nur bei|ausschließlich bei|nur unter der (?:Voraussetzung|Bedingung)|vorausgesetzt,? dass|es sei denn|nur in Ausnahmefällen)|(?:とき|時|場合|際)(?:だけ|のみ|に限り)|場合に限ります|例外的な場合`)
	// offDays are days a service may be limited to or barred from (am Wochenende,
	// 土日); only the case can say that something holds on them alone.
	// workDays are the working days a case may name (nur werktags, 平日のみ), which
	// say the weekend's part too.
	workDays  = regexp.MustCompile(`(?i:werktag|arbeitstag|geschäftstag|montag bis freitag|mo\.?[–-]fr\.?)|平日|営業日|月曜から金曜|月～金|月〜金`)
	offDays   = regexp.MustCompile(`(?i:am Wochenende|an Wochenenden|an Feiertagen|an Sonn- und Feiertagen)|土日|週末|祝日|休日`)
	eachTime  = regexp.MustCompile(`(?i:jedes Mal|bei jede[mr] |vor jede[mr] |nach jede[mr] )|のたびに|たびごとに|毎回`)
	faultWord = regexp.MustCompile(`(?i:(?:^|[^\p{L}])(?:brummt|brummen|summt|klackt|Klack\p{L}*|Geräusch\p{L}*|Schimmel|raucht|qualmt|überhitzt|Kurzschluss|Strom ausgefallen|leckt|undicht)(?:[^\p{L}]|$))|異音|水漏れ|水が漏れ|焦げ|発煙|強制終了|フリーズ|処理速度|閉まらず|ショート`)
)

// jaOffRegister are Japanese forms no business text uses to its reader: a request as
// a directive to a subordinate (返送するように。, 連絡したまえ, 閉じるべし), a wish (返信
// してほしいです), a casual question (送ってもらえる？), the podium's であります, お客さん,
// 分かんない, a person called 君 (佐藤君、), as one calls a junior, a firm called さん
// (アオバ精工さん), as one speaks of it, not writes, a request built on the respect
// passive (ご返信されてください), and 貴殿, the reader of a legal notice.
var jaOffRegister = regexp.MustCompile(`(?:株式会社|有限会社|合同会社|会社|物流|精工|商事|工業|産業|電機|銀行|デザイン|システム|センター|店|社)さん|[ごお][\p{Han}\p{Hiragana}]{1,5}?されてください|\p{Han}{1,3}君(?:[、。，]|へ|に|は|が|の|も)|[るすくぐむぶうつ]ように[。．]|[てで](?:ほしい|欲しい)(?:です)?[。．：:]|べし(?:[。．：:]|$)|たまえ[。．]|[てで](?:もらえる|くれる|もらえない|くれない)[？?]|であります|お客さん|分かんない|わかんない|貴殿`)
