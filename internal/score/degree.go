package score

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
)

// How much, how far and compared with what is said by small words around a number or
// an adjective: bis zu zwei Minuten is a cap, über zwei Minuten a floor, genau zwei
// Minuten neither; höher is not gleich hoch, 以内 not ちょうど, 今月から not 今月のみ,
// zwei Wärmepumpen not zwei weitere. An answer sentence that is the golden's but for
// one or two short stretches, where a stretch puts a word of one degree for a word of
// another, or adds one where the golden had none, says another amount. A paraphrase
// that rewords keeps the degree in another word of the same group (bis spätestens
// for spätestens, 最大 for まで) or changes more than short stretches. The same
// reading serves the other small words a sentence turns on: how far along a thing is
// (bestanden, läuft noch), how often (jeden, heutigen), one or either (と, または),
// focus (nur, erst, だけ, 早くも) and how two events hang together (weil, damit,
// obwohl, sobald; したため, するため, にもかかわらず, てから).

// degreeGroup is one degree and the words that say it. weak words are short words
// with other senses (über a topic, nach a place, から a source): they count only
// when a word of another group stands in their place.
type degreeGroup struct {
	name         string
	strong, weak *regexp.Regexp
}

// wordRe is a regular expression for any of the words or phrases, each a whole word
// where it starts or ends with a letter; Japanese words are matched anywhere.
func wordRe(words string) *regexp.Regexp {
	return regexp.MustCompile(`(?i:^|[^\p{L}])(?i:` + words + `)(?:[^\p{L}]|$)`)
}

var degreeGroups = map[string][]degreeGroup{
	"de": {
		{"a cap (at most)", wordRe(`bis zu|bis spätestens|höchstens|maximal|spätestens|längstens`), wordRe(`bis zum|bis zur|bis`)},
		{"a bound below which (less than)", wordRe(`weniger als|noch vor dem|noch vor der|Vortag|Vortages|früher als|kürzer als`), wordRe(`unter|vor dem|vor der`)},
		{"a floor (at least)", wordRe(`mindestens|frühestens|wenigstens|nicht vor dem|nicht vor der|nicht vor \d|ab dem|ab sofort`), wordRe(`ab`)},
		{"a bound above which (more than)", wordRe(`mehr als|später als|länger als|oberhalb`), wordRe(`über|nach dem|nach der|nach`)},
		{"an exact figure", wordRe(`genau|exakt|präzise|nur um|ausschließlich um`), wordRe(`um`)},
		{"an equality", wordRe(`gleich (?:hoch|günstig|teuer|viel|lang|schnell|groß)|genauso|gleichwertig`), nil},
		{"an approximation", wordRe(`etwa|ca\.|circa|zirka|rund|ungefähr|knapp|gut|annähernd`), nil},
		{"a comparative (more)", wordRe(`höher|höhere[mnrs]?|größer|größere[mnrs]?|teurer|teurere[mnrs]?|erhöht|erhöhte[mnrs]?|gestiegen|gestiegene[mnrs]?|Erhöhung|Aufschlag|Zuschlag`), nil},
		{"a comparative (less)", wordRe(`niedriger|niedrigere[mnrs]?|kleiner|kleinere[mnrs]?|günstiger|günstigere[mnrs]?|billiger|gesenkt|gesenkte[mnrs]?|gesunken|Senkung|Rabatt|Nachlass`), nil},
		{"a superlative", wordRe(`günstigste[mnrs]?|teuerste[mnrs]?|höchste[mnrs]?|niedrigste[mnrs]?|meiste[mnrs]?|wenigste[mnrs]?|schnellste[mnrs]?|am günstigsten|am teuersten`), nil},
		{"an addition", wordRe(`(?:\d+|ein|eine|einen|zwei|drei|vier|fünf|sechs|zehn) weitere[mnrs]?|zusätzlich|zusätzliche[mnrs]?|nochmals|erneut`), nil},
		{"a price (cheap)", wordRe(`preisgünstig|preisgünstige[mnrs]?|preiswert|preiswerte[mnrs]?|günstig|günstige[mnrs]?|vergünstigt|vergünstigte[mnrs]?|reduziert|reduzierte[mnrs]?`), nil},
		{"a price (free)", wordRe(`kostenlos|kostenlose[mnrs]?|kostenfrei|kostenfreie[mnrs]?|gratis|unentgeltlich|umsonst`), nil},
		{"an earlier one", wordRe(`vorige[mnrs]?|vorherige[mnrs]?|frühere[mnrs]?|letzte[mnrs]?|alte[mnrs]?|damalige[mnrs]?|ursprüngliche[mnrs]?|bisherige[mnrs]?`), nil},
		{"a new one", nil, wordRe(`neue[mnrs]?|neu`)},
		{"an effective date", wordRe(`mit Wirkung (?:zum|vom|ab)|wirksam (?:ab|zum)|gültig ab|in Kraft`), nil},
		{"a time before", nil, wordRe(`vorher|zuvor|im Voraus|vorab|bevor|ehe`)},
		{"a time after", nil, wordRe(`nachher|danach|nach Erhalt|nach Eingang|anschließend|im Anschluss`)},
		{"now", wordRe(`heute|heutige[nmrs]?|jetzt|derzeit|aktuell|momentan|sofort|morgen|gestern|übermorgen|(?:diese[rnm]?|nächste[rnm]?|kommende[rnm]?|vergangene[rnm]?|letzte[rnm]?) (?:Woche|Monat|Monats|Jahr|Jahres)`), nil},
		{"then", wordRe(`am selben Tag|am gleichen Tag|dahin|damals|dann|zu diesem Zeitpunkt`), nil},
		// Focus: what the sentence singles out, and what it expected.
		{"a focus on one (only)", wordRe(`nur|lediglich|bloß|allein|einzig`), nil},
		{"a focus beyond expectation (even)", wordRe(`sogar|selbst|gar`), nil},
		{"a focus on lateness (not until)", wordRe(`erst|endlich|schließlich`), nil},
		{"a focus on earliness (already)", wordRe(`bereits|schon`), nil},
		{"a contrast", nil, wordRe(`aber|jedoch|doch|zwar|allerdings|dennoch|trotzdem|sondern`)},
		{"a conjunction", nil, wordRe(`und|außerdem|zudem|sowie|ebenfalls|auch`)},
		{"an addition (not only)", wordRe(`nicht nur|sondern auch`), nil},
		{"a total", wordRe(`insgesamt|zusammen|gesamt|Gesamtbetrag|Gesamtsumme|Summe`), nil},
		{"a figure per item", wordRe(`jeweils|pro Stück|pro Person|pro Monat|je Stück|je|pro|Einzelpreis|Stückpreis`), nil},
		{"a ditto mark", wordRe(`dito|ditto|desgl\.|s\. o\.`), nil},
		// How far along a thing is, and how often.
		{"a result reached", wordRe(`bestanden|freigegeben|abgeschlossen|erledigt|genehmigt|behoben|erteilt`), nil},
		{"a process still running", wordRe(`läuft noch|prüft noch|noch prüft|in Prüfung|in Bearbeitung|wird geprüft|wird bearbeitet|angetreten|versucht|begonnen`), nil},
		{"a result still outstanding", wordRe(`steht noch aus|stehen noch aus|noch ausstehend|noch offen`), nil},
		{"a start in the past (since)", wordRe(`seit|seitdem`), nil},
		{"a time to come", wordRe(`kommende[nmrs]?|künftig|künftige[nmrs]?|demnächst|bald`), nil},
		{"a start", wordRe(`Beginn|beginnt|beginnen|Start|startet|Anfang|Verbindungsaufbau|Inbetriebnahme`), nil},
		{"an end", wordRe(`Ende|endet|enden|Abschluss|Fertigstellung`), nil},
		{"every one (always)", wordRe(`jede[nmrs]?|alle|sämtliche|täglich|werktags|wöchentlich|monatlich`), nil},
		{"every other one", wordRe(`jede[nmrs]? zweite[nmrs]?|alle zwei|alle 2|vierzehntäglich|zweiwöchentlich|14-täglich`), nil},
		{"on named weekdays", wordRe(`montags|dienstags|mittwochs|donnerstags|freitags|samstags|sonntags`), nil},
		{"some (not all)", wordRe(`einige[nmrs]?|manche[nmrs]?|mehrere|teilweise|gelegentlich|manchmal`), nil},
		{"an alternative (or)", wordRe(`oder|entweder|beziehungsweise|bzw\.`), nil},
		// How two events hang together.
		{"a cause", nil, wordRe(`weil|aufgrund|wegen|deshalb|daher|deswegen|darum|infolge|da`)},
		{"a purpose", nil, wordRe(`damit|zugunsten|zwecks`)},
		{"a concession", wordRe(`obwohl|obgleich|trotz`), wordRe(`trotzdem|dennoch`)},
		{"a time (once, until then)", nil, wordRe(`sobald|nachdem|bis dahin|sowie|wenn`)},
		{"a negation", wordRe(`nicht|nichts|kein|keine[nmrs]?|keiner|niemand|nie|niemals|nirgends|weder`), nil},
		{"an exception", wordRe(`bis auf|außer|ausgenommen|mit Ausnahme|abgesehen von`), nil},
		{"sent with it (enclosed)", wordRe(`beiliegend|beiliegende[nmrs]?|beigefügt|beigefügte[nmrs]?|beigelegt|beigelegte[nmrs]?|mitgeliefert|mitgelieferte[nmrs]?|anbei`), nil},
		{"sent or sold apart", wordRe(`separat|separate[nmrs]?|gesondert|gesonderte[nmrs]?|extra|eigens`), nil},
		{"a unit of count (pairs, sets)", wordRe(`Paar|Paare|Satz|Sätze|Set|Sets|Packung|Packungen|Karton|Kartons|Dutzend`), nil},
	},
	"ja": {
		{"a cap (at most)", regexp.MustCompile(`以内|[\d０-９][^\s\d]{0,3}以下|最大|遅くとも|上限`), regexp.MustCompile(`までに|まで`)},
		{"a bound below which (less than)", regexp.MustCompile(`未満|より前|より早|を下回|前日`), nil},
		{"a floor (at least)", regexp.MustCompile(`[\d０-９][^\s\d]{0,3}以上|以降|早くても|最低|最短|下限`), regexp.MustCompile(`から`)},
		{"a bound above which (more than)", regexp.MustCompile(`より後|より遅|を超え|超え|超過|以後`), nil},
		{"an exact figure", regexp.MustCompile(`ちょうど|ぴったり|きっかり`), nil},
		{"an equality", regexp.MustCompile(`同じくらい|同じ|同等|同程度|並み`), nil},
		{"an approximation", regexp.MustCompile(`約|程度|ほど|前後|およそ|おおよそ|目安|ほぼ`), nil},
		{"a comparative (more)", regexp.MustCompile(`より高|高い|多い|上回|増額|増加|値上げ|加算|割増|追加料金`), nil},
		{"a comparative (less)", regexp.MustCompile(`より安|低い|安い|少ない|下回|減額|減少|値下げ|割引|値引き`), nil},
		{"a superlative", regexp.MustCompile(`最も|一番|最安|最高`), nil},
		{"an addition", regexp.MustCompile(`追加で|追加の|別途|新たに`), nil},
		{"a price (cheap)", regexp.MustCompile(`低価格|安価|割安|格安|廉価`), nil},
		{"a price (free)", regexp.MustCompile(`無料|無償|タダ|不要`), nil},
		{"an earlier one", regexp.MustCompile(`前回|先回|旧|元の|当初の|従来の|現行|以前の|現(?:センター|住所|拠点|事務所|所在地|倉庫|店舗)`), nil},
		{"a new one", nil, regexp.MustCompile(`新`)},
		{"every other one", regexp.MustCompile(`隔[日週月年]|[一1]日おき|週おき|月おき`), nil},
		{"now", regexp.MustCompile(`本日|今日|明日|昨日|現在|現時点|今時点|ただいま|来月|来週|来年|先月|先週|昨年`), nil},
		{"then", regexp.MustCompile(`同日|当日|その日|その時|それまで`), nil},
		{"a focus on one (only)", regexp.MustCompile(`(?:^|[^る])だけ|のみ|(?:^|[^た])しか|わずか|たった`), nil},
		{"a focus beyond expectation (even)", regexp.MustCompile(`さえ|すら|までも`), nil},
		{"a focus on lateness (not until)", regexp.MustCompile(`ようやく|やっと|ついに`), nil},
		{"a focus on earliness (already)", regexp.MustCompile(`早くも|既に|すでに|もう`), nil},
		{"a contrast", nil, regexp.MustCompile(`が、|けれど|けど|ものの|しかし|ところが|のに`)},
		{"a conjunction", nil, regexp.MustCompile(`し、|また|さらに|および|かつ`)},
		{"a total", regexp.MustCompile(`合計|総額|総計|全体で|全部で`), nil},
		{"a ditto mark", regexp.MustCompile(`〃|同上|同前`), nil},
		{"a plan", nil, regexp.MustCompile(`予定|見込み`)},
		{"an attempt", regexp.MustCompile(`試み|試した|調べている`), nil},
		{"a start", regexp.MustCompile(`開始|着手|始ま|始め`), nil},
		{"an end", regexp.MustCompile(`完了|終了|終わ`), nil},
		{"every one (always)", regexp.MustCompile(`毎[日週月年回]|すべて|全て|全部|いつも|常に`), nil},
		{"some (not all)", regexp.MustCompile(`一部|いくつか|時々|場合により|ときどき`), nil},
		{"an alternative (or)", regexp.MustCompile(`または|あるいは|もしくは|いずれか|どちらか|[るいた]か、|」か「`), nil},
		{"a cause", nil, regexp.MustCompile(`[たいだ]ため|ので|により|によって|そのため|に伴い`)},
		{"a purpose", nil, regexp.MustCompile(`[るうくすつぬむぶぐ]ため|ように`)},
		{"a concession", regexp.MustCompile(`にもかかわらず|ものの`), regexp.MustCompile(`のに`)},
		{"a time (once, until then)", nil, regexp.MustCompile(`てから|次第|した後|の後`)},
		{"a figure per item", regexp.MustCompile(`あたり|当たり|ごと|単価|各`), nil},
		{"a negation", regexp.MustCompile(`[^さ]ない|なかっ|ません|ず[、。にも]|ではなく|かね(?:ます|る)`), nil},
		{"an exception", regexp.MustCompile(`を除[くきい]|以外|除外`), nil},
		{"sent with it (enclosed)", regexp.MustCompile(`同梱|付属|同封|添付`), nil},
		{"sent or sold apart", regexp.MustCompile(`別売|別送|別途`), nil},
	},
}

// sentenceGroups are the degree groups and the events a small edit is read for.
var sentenceGroups = withEvents(degreeGroups, eventGroups)

// degrees lists the degree groups window says, strong and weak apart.
func degrees(lang, window string) (strong, weak []string) {
	for _, d := range sentenceGroups[lang] {
		switch {
		case d.strong != nil && d.strong.MatchString(window):
			strong = append(strong, d.name)
		case d.weak != nil && d.weak.MatchString(window):
			weak = append(weak, d.name)
		}
	}
	return strong, weak
}

// degreeCounts counts the words of each degree group in s.
func degreeCounts(lang, s string) map[string]int {
	n := map[string]int{}
	for _, d := range sentenceGroups[lang] {
		for _, re := range []*regexp.Regexp{d.strong, d.weak} {
			if re != nil {
				n[d.name] += len(re.FindAllStringIndex(s, -1))
			}
		}
	}
	return n
}

// degreeSwap names the degree answer sentence a puts in the place of golden sentence
// g's where they differ; "" when they differ in more than two short stretches or the
// stretches say no degree.
func (p *editPair) degreeSwap() string {
	lang, g, a, gt, at := p.lang, p.g, p.a, p.gt, p.at
	limit, ctx := 4, 1
	if lang == "ja" {
		limit, ctx = 9, 3
	}
	if bagOverlap(gt, at) < max(len(gt), len(at))-2*limit {
		return ""
	}
	blocks := p.diff()
	changed, dropped := 0, 0
	for _, b := range blocks {
		n := max(b[1]-b[0], b[3]-b[2])
		if n > limit {
			return ""
		}
		changed += b[1] - b[0] + b[3] - b[2]
		dropped += b[1] - b[0]
	}
	// One or two short stretches, in a sentence long enough to be the golden's.
	if len(blocks) == 0 || len(blocks) > 2 || changed > 2*limit || len(gt)-dropped < 6 {
		return ""
	}
	sep := " "
	if lang == "ja" {
		sep = ""
	}
	// Block by block: a degree put for another, or added where the golden has none;
	// and a focus word taken from one place and put at another.
	var lostAny, gainedAny []string
	gc, ac := degreeCounts(lang, g), degreeCounts(lang, a)
	for _, b := range blocks {
		gs, gw := degrees(lang, strings.Join(gt[max(0, b[0]-ctx):min(len(gt), b[1]+ctx)], sep))
		as, aw := degrees(lang, strings.Join(at[max(0, b[2]-ctx):min(len(at), b[3]+ctx)], sep))
		gAll, aAll := append(slices.Clone(gs), gw...), append(slices.Clone(as), aw...)
		lost := slices.DeleteFunc(slices.Clone(gAll), func(n string) bool { return slices.Contains(aAll, n) })
		gained := slices.DeleteFunc(slices.Clone(aAll), func(n string) bool { return slices.Contains(gAll, n) })
		// A degree the whole sentence says as often as the golden's was moved or
		// reworded, not lost or gained (合計（税抜） → 税抜合計).
		lostHere := slices.DeleteFunc(slices.Clone(lost), func(n string) bool { return gc[n] <= ac[n] })
		gainedHere := slices.DeleteFunc(slices.Clone(gained), func(n string) bool { return ac[n] <= gc[n] })
		// Under a negation "or" and "and" say the same (kein Leerzeichen am Anfang
		// oder Ende).
		// A new one is read only where it is dropped: ein Austauschgerät is ein
		// neues Gerät.
		// A negation too: 不要 is 必要ありません.
		// A new one made an earlier one, or the reverse (新しい電池 → 元の電池).
		if slices.Contains(lostHere, "a new one") && slices.Contains(gainedHere, "an earlier one") && slices.Contains(as, "an earlier one") {
			return "a new one made an earlier one"
		}
		swapLost := slices.DeleteFunc(slices.Clone(lostHere), func(n string) bool { return n == "a new one" || n == "a negation" })
		swapGained := slices.DeleteFunc(slices.Clone(gainedHere), func(n string) bool { return n == "a new one" || n == "a negation" })
		if len(swapLost) > 0 && len(swapGained) > 0 && !((swapLost[0] == "an alternative (or)" || swapGained[0] == "an alternative (or)") && negation.MatchString(g)) {
			return fmt.Sprintf("%s made %s", swapLost[0], swapGained[0])
		}
		// A focus word moved is a block that only drops it and one that only adds it.
		if len(blocks) == 2 && max(b[1]-b[0], b[3]-b[2]) <= focusSpan[lang] {
			for _, n := range gained {
				if slices.Contains(lostAny, n) && slices.Contains(as, n) && strings.HasPrefix(n, "a focus") {
					return fmt.Sprintf("%s moved to another part of the sentence", n)
				}
			}
			for _, n := range lost {
				if slices.Contains(gainedAny, n) && slices.Contains(gs, n) && strings.HasPrefix(n, "a focus") {
					return fmt.Sprintf("%s moved to another part of the sentence", n)
				}
			}
			lostAny, gainedAny = append(lostAny, lost...), append(gainedAny, gained...)
		}
		for _, n := range gainedHere {
			// A negation added counts where it is the sentence's one change: steht
			// noch aus is liegt noch nicht vor.
			if slices.Contains(as, n) && n != "an approximation" && (n != "a negation" || len(blocks) == 1) {
				return fmt.Sprintf("%s added", n)
			}
		}
		// Words only taken out: a restriction (nur, erst, neu) or a contrast
		// (予定でしたが → 予定で) dropped where nothing else changed.
		if b[2] == b[3] && len(blocks) == 1 {
			for _, n := range lostHere {
				// A negation dropped counts where it is all that is dropped: nur
				// werktags und nicht am Wochenende says nur werktags.
				if dropWorthy[n] && (n != "a negation" || b[1]-b[0] <= negationSpan[lang]) {
					return fmt.Sprintf("%s dropped", n)
				}
			}
		}
		// A negation put as a word of the opposite sense, the sentence's change small
		// (keinen Druck mehr → zu viel Druck; 冷えない → 冷えすぎる; 取り込めない →
		// 二重に取り込まれる). A word that fails or lacks in its own way keeps the sense.
		if b[2] < b[3] && changed <= 3*negationSpan[lang]-2 && slices.Contains(lostHere, "a negation") && !slices.Contains(aAll, "a negation") &&
			b[1]-b[0] <= negationSpan[lang]+2 && b[3]-b[2] <= 2*negationSpan[lang] && !negativeSense.MatchString(strings.Join(at[b[2]:b[3]], sep)) {
			return fmt.Sprintf("a negation made its opposite (%q → %q)", strings.Join(gt[b[0]:b[1]], sep), strings.Join(at[b[2]:b[3]], sep))
		}
		if lang == "ja" {
			if e := particleSwap(strings.Join(gt[b[0]:b[1]], ""), strings.Join(at[b[2]:b[3]], ""), b[0] < 4); e != "" {
				return e
			}
			if gd, ad := strings.Join(gt[b[0]:b[1]], ""), strings.Join(at[b[2]:b[3]], ""); len(blocks) == 1 && jaActive[gd] && jaPassive[ad] {
				// The one who acts made the one acted on, or someone else honoured
				// for it (確認いたしました → 確認されました; 報告した → 報告された).
				return fmt.Sprintf("%q made %q: the act told as done by someone else or to them", gd, ad)
			}
			if len(blocks) == 1 && max(b[1]-b[0], b[3]-b[2]) <= 2 {
				if e := tenseSwap(strings.Join(gt[max(0, b[0]-2):min(len(gt), b[1]+1)], ""), strings.Join(at[max(0, b[2]-2):min(len(at), b[3]+1)], "")); e != "" {
					return e
				}
			}
		}
	}
	return ""
}

// jaActive and jaPassive are the stems of a Japanese verb's active (humble or
// plain) past and of its passive or honorific: いたしました, しました; されました.
var (
	jaActive  = map[string]bool{"し": true, "いたし": true, "致し": true}
	jaPassive = map[string]bool{"され": true, "なされ": true}
)

// dropWorthy are the degrees whose word, taken out alone, changes what the sentence
// says: nur, erst, aber, neu, alt (den neuen Termin → den Termin; 新しい電話番号 →
// 電話番号).
var dropWorthy = map[string]bool{"a focus on one (only)": true, "a contrast": true, "a focus on lateness (not until)": true,
	"a new one": true, "an earlier one": true, "a negation": true, "an exception": true,
	// A scope or a rate dropped widens what the sentence says: einige Geräte → Geräte,
	// 一部の商品 → 商品, jeweils 2 Stück → 2 Stück, alle zwei Wochen → Wochen.
	"some (not all)": true, "a figure per item": true, "every other one": true}

// negativeSense are words that say what fails or lacks without a negation: put for
// one, they keep its sense (取り込めない → 取り込みに失敗する, kein Zugriff → Zugriff
// verweigert).
var negativeSense = regexp.MustCompile(`(?i)ohne|fehl|verweiger|scheiter|defekt|ausgefallen|(?:^|[^\p{L}])un\p{L}{3,}|\p{L}los(?:[^\p{L}]|$)|失敗|エラー|不|無|未|止|できず|困難|ず`)

// negationSpan is the most tokens a block that drops a negation alone holds.
var negationSpan = map[string]int{"de": 2, "ja": 4}

// focusSpan is the most tokens a block that only moves a focus word holds.
var focusSpan = map[string]int{"de": 1, "ja": 2}

// jaDone and jaToCome are a Japanese verb's past and its present, which tells what
// is to come (変わりました, 変わります; 導入した, 導入する).
var (
	jaDone   = regexp.MustCompile(`ました|した`)
	jaToCome = regexp.MustCompile(`ます|する`)
)

// tenseSwap names a verb told as done where the golden tells it to come, or the
// other way, when that is the one change of its sentence.
func tenseSwap(g, a string) string {
	switch {
	case jaToCome.MatchString(g) && !jaDone.MatchString(g) && jaDone.MatchString(a) && !jaToCome.MatchString(a):
		return "an act to come told as done"
	case jaDone.MatchString(g) && jaToCome.MatchString(a) && !jaDone.MatchString(a):
		return "an act done told as to come"
	}
	return ""
}

// jaCounters are Japanese counters: a number's counter put for another counts
// other things (2個 → 2台, 1名 → 1件).
var jaCounters = map[string]bool{"個": true, "台": true, "枚": true, "通": true, "件": true, "名": true, "人": true, "組": true, "箱": true,
	"冊": true, "本": true, "部": true, "点": true, "回": true, "度": true, "足": true, "着": true, "脚": true, "セット": true, "ケース": true,
	"札": true, "戸": true, "銘": true, "階": true, "棟": true, "便": true}

// jaFocusParticles are the particles that single a part out or set it against
// others; jaCaseParticles those that only say its role.
var (
	jaFocusParticles = map[string]bool{"は": true, "も": true, "まで": true, "さえ": true, "すら": true, "こそ": true, "だけ": true, "しか": true, "のみ": true}
	jaCaseParticles  = map[string]bool{"を": true, "が": true}
	// jaRoleParticles say a part's role in the act: the one who acts, the thing acted
	// on, whom it is for, the means. で and に may trade where they both say the
	// occasion (お買い物で, お買い物にご利用).
	jaRoleParticles = map[string]bool{"が": true, "を": true, "に": true, "で": true}
	// jaTopicParticles are the focus particles a paraphrase puts for が: the subject
	// made the topic (測定が終わり → 測定は終わり).
	jaTopicParticles = map[string]bool{"は": true}
)

// particleSwap names a Japanese case particle made a focus particle (クーポンを →
// クーポンは, データが → データまで), a noun's owner made a second noun, or a counter
// put for another.
//
// A sentence's first noun made its topic is a paraphrase (本体を置いてください → 本体は
// 置いてください); initial says the particle follows it.
func particleSwap(g, a string, initial bool) string {
	switch {
	case jaCaseParticles[g] && jaFocusParticles[a] && !(g == "が" && jaTopicParticles[a]) && !(initial && jaTopicParticles[a]):
		return fmt.Sprintf("the particle %q made %q, which sets the part against others", g, a)
	case jaRoleParticles[g] && jaRoleParticles[a] && g != a && !(g+a == "でに" || g+a == "にで"):
		// Who acts made whom the act is for, or the means made the thing acted on
		// (作業員がお電話いたします → 作業員にお電話いたします, 伝票でご返送 → 伝票をご返送).
		return fmt.Sprintf("the particle %q made %q, which changes who does what to whom", g, a)
	case g == "の" && a == "と":
		// Two nouns made one pair: 本体の表示部 (the unit's display) → 本体と表示部
		// (the unit and the display).
		return "the particle \"の\" made \"と\", which makes the owner a second thing"
	case g == "と" && a == "の":
		// Two things made one: メールアドレスとパスワード (an address and a password) →
		// メールアドレスのパスワード (the address's password).
		return "the particle \"と\" made \"の\", which makes the second thing the first one's part"
	case jaCounters[g] && jaCounters[a] && g != a:
		return fmt.Sprintf("the counter %q made %q", g, a)
	}
	return ""
}

// editPair is a golden sentence and an answer sentence read as the one edited into
// the other: their tokens, and the stretches where they differ, worked out once for
// all the readings of a small edit.
type editPair struct {
	lang, g, a string
	gt, at     []string
	blocks     [][4]int
	diffed     bool
}

// smallEdit names what answer sentence a, golden sentence g edited in a few places,
// says otherwise: another act, another degree, another referent, another product's
// code or another side of the conversation; "" when none. rest is the rest of the
// answer.
func smallEdit(lang, g, a, golden, rest string) string {
	p := &editPair{lang: lang, g: g, a: a, gt: editTokens(lang, g), at: editTokens(lang, a)}
	for _, read := range []func() string{p.actSwap, p.degreeSwap, p.referentSwap, func() string { return p.suffixCopied(golden) }, func() string { return p.sideSwap(rest) },
		func() string { return p.looseningEdit(golden) }, p.coordinationSwap, p.oneMadeMany, p.referentEdit,
		func() string { return p.timeEdit(golden) }, p.stateFlip, p.deGrammarEdit, p.denialAdded, p.jaFormSwap, p.numberFlip, p.relationAdded} {
		if e := read(); e != "" {
			return e
		}
	}
	return ""
}

// diff returns the stretches where the pair differs (diffBlocks), aligned once.
func (p *editPair) diff() [][4]int {
	if !p.diffed {
		p.blocks, p.diffed = diffBlocks(p.gt, p.at), true
	}
	return p.blocks
}

// insertion returns where the one run of at most most tokens the answer adds stands,
// in the golden and in the answer, when nothing else changed.
func (p *editPair) insertion(most int) (at, from, to int, ok bool) {
	if len(p.at) <= len(p.gt) || len(p.at)-len(p.gt) > most || bagOverlap(p.gt, p.at) < len(p.gt) {
		return 0, 0, 0, false
	}
	if bl := p.diff(); len(bl) == 1 && bl[0][0] == bl[0][1] {
		return bl[0][0], bl[0][2], bl[0][3], true
	}
	return 0, 0, 0, false
}

// bagOverlap is how many tokens two token lists share, counted as multisets: an
// upper bound of their longest common subsequence, cheap enough to rule out the
// sentence pairs that are not one sentence edited before aligning them.
func bagOverlap(a, b []string) int {
	n := make(map[string]int, len(a))
	for _, t := range a {
		n[t]++
	}
	common := 0
	for _, t := range b {
		if n[t] > 0 {
			n[t]--
			common++
		}
	}
	return common
}

// diffBlocks returns the stretches where token lists a and b differ, aligned by their
// longest common subsequence: [aFrom, aTo, bFrom, bTo] each.
func diffBlocks(a, b []string) [][4]int {
	n, m := len(a), len(b)
	// l[i][j] is the longest common subsequence of a[i:] and b[j:].
	l := make([][]int, n+1)
	for i := range l {
		l[i] = make([]int, m+1)
	}
	for i := n - 1; i >= 0; i-- {
		for j := m - 1; j >= 0; j-- {
			if a[i] == b[j] {
				l[i][j] = l[i+1][j+1] + 1
			} else {
				l[i][j] = max(l[i+1][j], l[i][j+1])
			}
		}
	}
	var out [][4]int
	i, j, fi, fj := 0, 0, 0, 0
	flush := func() {
		if i > fi || j > fj {
			out = append(out, [4]int{fi, i, fj, j})
		}
	}
	for i < n && j < m {
		switch {
		case a[i] == b[j]:
			flush()
			i, j = i+1, j+1
			fi, fj = i, j
		case l[i+1][j] >= l[i][j+1]:
			i++
		default:
			j++
		}
	}
	i, j = n, m
	flush()
	return out
}
