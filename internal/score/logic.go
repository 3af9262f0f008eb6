package score

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"unicode/utf8"
)

// A sentence's logic rests on small words: and or or, because or although, until or
// from, about or at most, so far or in all, still or for now, must or may. An answer
// sentence that is a golden sentence with one of them put for another of its kind (bis
// 22 Uhr → oder um 22 Uhr, weil → falls, 約 → 最大, 必要な → 望ましい, 遅れております →
// 遅れる見込みです) reads as well as the golden and says something else. A paraphrase
// rewords more than that, or puts a word of the same sense (weil for da, または for
// もしくは), so only a word of another group of the same kind counts, and only in a
// sentence that is otherwise the golden's.
//
// Some groups change a sentence by being added alone: mindestens, bis zu, teilweise,
// auch, 以上, 最大, の一部 narrow or widen a figure or a scope the golden states
// plainly. They are marked with a leading "+".
//
// A kind marked "!" is read only in affirmative sentences: "keine Leerzeichen am
// Anfang oder Ende" says what "am Anfang und Ende" says. In a kind marked "#", a
// Japanese word counts only beside a figure: 2個以上 is a bound, 以上で設定は完了です
// and 以下の宛先 are not.

// logicKinds are the kinds of logic words, each a list of groups (separated by ";")
// of words (separated by ","). German words are matched as whole words, ignoring case;
// a word ending in "*" is a stem that opens a word form (nötig*: nötigen). Japanese
// words are matched in the text, the longest first.
var logicKinds = map[string][]string{
	"de": {
		// and, or
		"!und,sowie,als auch,sowohl;oder,bzw.,beziehungsweise,entweder",
		// cause, purpose, condition, contrast
		"weil,denn,aufgrund,wegen,infolge,daher,deshalb,deswegen,darum,somit,folglich;damit,um zu;falls,wenn,sofern,je nach,vorausgesetzt;" +
			"aber,jedoch,allerdings,zwar,trotzdem,dennoch,obwohl,obgleich",
		// after, before, while
		"sobald,nachdem,anschließend,danach;bevor,ehe,vorher,zuvor;während,gleichzeitig",
		// none, hardly
		"kein,keine,keinen,keinem,keiner,keines,nicht,nie,niemals,nichts;kaum,selten,wenig",
		// done, to come
		"hat,haben,hatte,hatten,war,waren,wurde,wurden,bereits,schon;wird,werden,geplant,voraussichtlich",
		// stated, possible
		"wird,werden,ist,sind;+könnte,könnten,möglicherweise,eventuell,vielleicht,gegebenenfalls,ggf.",
		// asked, permitted
		"bitte,müssen,muss;dürfen,darf,freigestellt,optional",
		// needed, wished
		"nötig*,notwendig*,erforderlich*,zwingend*,unbedingt,benötigt*,pflicht*;gewünscht*,wünschenswert*,empfohlen*,vorzugsweise,möglichst,bevorzugt*,idealerweise",
		// only, preferably, also
		"nur,ausschließlich,lediglich,direkt;vorzugsweise,bevorzugt*,möglichst,am besten,idealerweise;auch,ebenfalls",
		// exact, about, at least, at most
		"genau,exakt;etwa,ca.,circa,ungefähr,rund,knapp;+mindestens,wenigstens,mehr als;+höchstens,maximal,bis zu,max.,weniger als",
		// all, part of, one
		"alle,jede,jeden,jeder,jedes,jedem,sämtliche*,gesamte*,vollständig*;+teilweise,einige,einen teil,ein teil,manche,zum teil,einzelne;ein,eine,einen,einem,einer",
		// instead, in addition
		"statt,anstatt,anstelle,stattdessen,ersetzt,ersetzen;sowie,zusätzlich zu,zusätzlich,neben,mit,außerdem,ergänzend",
		// so far, in all
		"bisher,bislang,derzeit,zurzeit,aktuell,vorläufig*;insgesamt,endgültig*,final*,abschließend",
		// standing, for now
		"weiterhin,dauerhaft*,ständig*,grundsätzlich,regelmäßig*;vorübergehend*,einmalig*,ausnahmsweise,vorerst,befristet*",
		// a range, alternatives
		"bis,zwischen;oder",
		// until, from
		"bis,spätestens;ab,frühestens,seit",
		// with, without
		"mit;ohne",
		// unchanged, changed
		"!unverändert*,gleichbleibend*,bleibt,bleiben;erhöht*,erhöh*,steigt,gestiegen*,gesenkt*,sinkt,verringert*,geändert*,ändert",
		// asked for, done
		"bittet*,bitten,gebeten,wünscht*,fordert*,beantragt*,verlangt*;erhalten,bekommen,erledigt*,beauftragt*,erteilt*,zugesandt*,geliefert*",
		// within, after, outside
		"innerhalb,binnen;nach;außerhalb",
		// always, sometimes, once
		"immer,stets,jedes mal,regelmäßig*;manchmal,gelegentlich,mitunter,selten,ab und zu;einmalig*,einmal,nur einmal",
		// at once, later
		"sofort,umgehend,unverzüglich,gleich,noch heute;später,demnächst,nachträglich,zu einem späteren zeitpunkt,in kürze",
		// put off, brought forward, on time
		"verschoben*,verschieb*,vertagt*,verlegt*,verzögert*,verspätet*;vorgezogen*,vorverlegt*,früher,rückt,vorgerückt*,vorrück*;planmäßig*,pünktlich*,termingerecht*,wie geplant",
		// added, taken off
		"zuzüglich,zzgl.,aufpreis*,zuschlag*,mehrkosten;abzüglich,abzgl.,rabatt*,nachlass*,einsparung*,ersparnis,abgezogen,erstattet",
	},
	"ja": {
		"!および,及び,並びに,ならびに,と,かつ;または,もしくは,あるいは,又は",
		"ので,ため,により,によって,そのため,したがって,のため;ように,を防ぐため,目的で;場合,なら,たら,れば,際は;が、,けれども,しかし,ものの,のに",
		"した,しました,済み,完了,ております,ています,ている;予定,見込み,見通し,つもり",
		"ない,なかっ,ません;にくい,にくく,づらい,づらく,やや,あまり",
		"必要,必須,不可欠,なければなりません;望ましい,望ましく,推奨,おすすめ,お勧め,できれば,なるべく",
		"のみ,だけ,限り,限定;なるべく,できるだけ,できる限り,可能な限り,優先的",
		"#約,およそ,ほぼ,程度,前後,くらい,ぐらい;+最大,最高,上限,以下,以内;+以上,最低,少なくとも",
		"すべて,全て,全部,全員,各;+一部,の一部,部分的",
		"時点,現在,これまで,今まで,途中;最終,最終的,確定",
		"引き続き,今後も,常に,継続,恒久,従来通り;一時的,今回のみ,今回だけ,臨時,当面;今後は,これからは,新たに",
		"確定,決定,確認済み;保留,未定,検討中,調整中,仮",
		"ありがとう,感謝;申し訳,お詫び,失礼",
		"求めている,求める,希望,依頼,要望;された,済み,完了,受領",
		"代わりに,かわりに,代わって,に代えて,変わり,変更,置き換え;ほか,に加え,加わ,併せて,あわせて,とともに",
		"まで,までに,以前;以降,以後,より後",
		"加算,上乗せ,割増,追加費用,追加料金;差し引,控除,削減,値引,割引,減額,削減額",
		"ください,お願い;構いません,差し支えありません,てもよい,ても結構",
		"必ず,必ずしも,かならず;できれば,なるべく,可能であれば,お手すきの際",
		"毎月,毎回,毎年,毎週,毎日,常に,いつも,その都度;初回のみ,一度のみ,今回のみ,一回のみ,時々,ときどき,たまに",
		"#以内,までに;日後,週間後,か月後,カ月後,ヶ月後,時間後,分後,営業日後",
		"すぐに,直ちに,ただちに,至急,早急に,即日,本日中;後日,追って,改めて,近日中,のちほど,後ほど",
		"延期,繰り下げ,遅れ,遅延,後ろ倒し;前倒し,繰り上げ,早まっ;予定通り,予定どおり,順調,計画通り",
		"内,以内;外,以外",
	},
}

// logicWord is one word of a kind of logicKinds.
type logicWord struct {
	text   string   // as written in logicKinds
	tokens []string // German: its lower-case tokens; the last may end in "*"
	group  int
	added  bool // its group changes a sentence by being added alone
}

// logicKind is a kind of logicKinds read: its words longest first, and its marks.
type logicKind struct {
	words       []logicWord
	affirmative bool // read only in affirmative sentences
	figure      bool // a Japanese word counts only beside a figure
}

// logicLexicon is logicKinds read, per language.
var logicLexicon = map[string][]logicKind{}

func init() {
	for lang, kinds := range logicKinds {
		for _, spec := range kinds {
			var k logicKind
			k.affirmative = strings.HasPrefix(spec, "!")
			k.figure = strings.HasPrefix(spec, "#")
			spec = strings.TrimLeft(spec, "!#")
			var words []logicWord
			for g, group := range strings.Split(spec, ";") {
				added := strings.HasPrefix(group, "+")
				for _, w := range strings.Split(strings.TrimPrefix(group, "+"), ",") {
					lw := logicWord{text: w, group: g, added: added}
					if lang == "de" {
						for _, t := range strings.Fields(w) {
							lw.tokens = append(lw.tokens, strings.ToLower(t))
						}
					}
					words = append(words, lw)
				}
			}
			slices.SortStableFunc(words, func(a, b logicWord) int {
				return max(len(b.tokens), len(b.text)) - max(len(a.tokens), len(a.text))
			})
			k.words = words
			logicLexicon[lang] = append(logicLexicon[lang], k)
		}
	}
}

// logicHits counts the words of one kind in a sentence, leftmost and longest first,
// per group, and keeps the first word found of each group.
func logicHits(lang string, k logicKind, s string) (map[int]int, map[int]string) {
	words := k.words
	n, first := map[int]int{}, map[int]string{}
	hit := func(w logicWord, as string) {
		n[w.group]++
		if _, ok := first[w.group]; !ok {
			first[w.group] = as
		}
	}
	if lang == "ja" {
		for i := 0; i < len(s); {
			matched := false
			for _, w := range words {
				if strings.HasPrefix(s[i:], w.text) {
					if !k.figure || besideFigure(s, i, i+len(w.text)) {
						hit(w, w.text)
					}
					i += len(w.text)
					matched = true
					break
				}
			}
			if !matched {
				_, size := utf8.DecodeRuneInString(s[i:])
				i += size
			}
		}
		return n, first
	}
	ts := logicTokens(s)
	for i := 0; i < len(ts); {
		matched := false
		for _, w := range words {
			if tokensAt(ts, i, w.tokens) {
				hit(w, strings.Join(ts[i:i+len(w.tokens)], " "))
				i += len(w.tokens)
				matched = true
				break
			}
		}
		if !matched {
			i++
		}
	}
	return n, first
}

// logicTokens are a German sentence's words, lower-case, with an abbreviation's stop
// kept (ca., bzw.).
func logicTokens(s string) []string {
	var out []string
	for _, f := range strings.FieldsFunc(s, func(r rune) bool {
		return r == ' ' || r == ',' || r == ';' || r == ':' || r == '(' || r == ')' || r == '\n' || r == '"' || r == '„' || r == '“'
	}) {
		f = strings.ToLower(f)
		if !slices.Contains([]string{"ca.", "bzw.", "ggf.", "zzgl.", "abzgl.", "max."}, f) {
			f = strings.TrimRight(f, ".!?")
		}
		if f != "" {
			out = append(out, f)
		}
	}
	return out
}

// tokensAt reports whether the words ws stand in ts from i on.
func tokensAt(ts []string, i int, ws []string) bool {
	if i+len(ws) > len(ts) {
		return false
	}
	for k, w := range ws {
		if stem, ok := strings.CutSuffix(w, "*"); ok {
			if !strings.HasPrefix(ts[i+k], stem) {
				return false
			}
		} else if ts[i+k] != w {
			return false
		}
	}
	return true
}

// nearlyTheSame reports whether answer sentence a is golden sentence g but for a few
// words: German sentences that differ in at most four words either way, Japanese ones
// in one stretch of at most twelve characters.
func nearlyTheSame(lang, g, a string) bool {
	if lang == "ja" {
		return len([]rune(g)) >= 8 && oneStretchApart(g, a, 36)
	}
	gt, at := logicTokens(g), logicTokens(a)
	if len(gt) < 5 {
		return false
	}
	left := map[string]int{}
	for _, t := range gt {
		left[t]++
	}
	added := 0
	for _, t := range at {
		if left[t] > 0 {
			left[t]--
		} else {
			added++
		}
	}
	removed := 0
	for _, n := range left {
		removed += n
	}
	return added <= 4 && removed <= 4 && added+removed > 0
}

// logicSwap names the logic word of golden sentence g that answer sentence a has put
// another of its kind in the place of, or the narrowing word it adds, when a is
// otherwise g.
func logicSwap(lang, g, a string) string {
	if !nearlyTheSame(lang, g, a) {
		return ""
	}
	negated := negation.MatchString(g) || negation.MatchString(a)
	for _, k := range logicLexicon[lang] {
		if k.affirmative && negated {
			continue
		}
		words := k.words
		gn, gw := logicHits(lang, k, g)
		an, aw := logicHits(lang, k, a)
		lost, gained := -1, -1
		groups := 0
		for _, w := range words {
			groups = max(groups, w.group+1)
		}
		for grp := range groups {
			if gn[grp] > an[grp] && lost < 0 {
				lost = grp
			}
			if an[grp] > gn[grp] && gained < 0 {
				gained = grp
			}
		}
		switch {
		case lost >= 0 && gained >= 0:
			return fmt.Sprintf("%q made %q", gw[lost], aw[gained])
		case gained >= 0 && addedAlone(words, gained):
			return fmt.Sprintf("%q added", aw[gained])
		}
	}
	return ""
}

// negation is a German or Japanese negation.
var negation = regexp.MustCompile(`(?i)\b(?:kein(?:e[mnrs]?)?|nicht|nie|ohne|weder)\b|ない|ません|ず[、。に]|なく`)

// besideFigure reports whether a digit stands within four characters of s[i:j].
func besideFigure(s string, i, j int) bool {
	before, after := []rune(s[:i]), []rune(s[j:])
	return slices.ContainsFunc(before[max(0, len(before)-4):], isDigit) || slices.ContainsFunc(after[:min(4, len(after))], isDigit)
}

// namedPerson is a person as a sentence names them: Frau Müller, Herrn Dr. Weiß; 石井部長,
// 髙橋様.
var namedPerson = regexp.MustCompile(`(?:Herrn?|Frau)(?: (?:Dr|Prof)\.)* (\p{Lu}\p{L}+)|(\p{Han}{1,4})(?:様|さん|氏|部長|課長|係長|社長|店長)`)

// rolesSwapped names two people of golden sentence g that answer sentence a, word for
// word otherwise, names in the other order: who does what to whom turned
// round (Frau Müller vertritt Herrn Weiß → Herr Weiß vertritt Frau Müller).
func rolesSwapped(lang, g, a string) string {
	names := func(s string) []string {
		var out []string
		for _, m := range namedPerson.FindAllStringSubmatch(s, -1) {
			out = append(out, m[1]+m[2])
		}
		return out
	}
	gn, an := names(g), names(a)
	if len(gn) < 2 || len(gn) != len(an) || slices.Equal(gn, an) {
		return ""
	}
	if !slices.Equal(slices.Sorted(slices.Values(gn)), slices.Sorted(slices.Values(an))) {
		return ""
	}
	// The rest of the sentence stands as it did: a paraphrase that names them in
	// another order says more around them otherwise.
	if namedPerson.ReplaceAllString(g, "⟨P⟩") != namedPerson.ReplaceAllString(a, "⟨P⟩") {
		return ""
	}
	return fmt.Sprintf("%s and %s trade places", gn[0], gn[1])
}

// addedAlone reports whether group grp of a kind changes a sentence by being added.
func addedAlone(words []logicWord, grp int) bool {
	return slices.ContainsFunc(words, func(w logicWord) bool { return w.group == grp && w.added })
}
