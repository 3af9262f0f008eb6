package score

import (
	"fmt"
	"regexp"
	"strings"
)

// relations are the words that tie a statement to another one or weigh it: they tell
// the reader why the statement holds, how sure it is, how it ranks or what it is in
// return for. Each pattern is one relation, said the way the golden would be wrong to
// say it of a statement it makes outright. The words of one relation are one class:
// a paraphrase that says "falls" for the golden's "wenn", or すれば for すると, puts no
// relation in. Not a word of order (zunächst, まず) nor たら: a paraphrase opens a
// procedure's first step with zunächst and joins two steps with したら.
var relations = []struct {
	re   *regexp.Regexp
	what string
}{
	{relationWords(`das heißt|d\. ?h\.|mit anderen worten|anders gesagt|sprich`, `つまり|すなわち|要するに|言い換えれば`), "a restatement of what the golden states as a fact of its own"},
	{relationWords(`zum beispiel|beispielsweise|z\. ?b\.`, `例えば|たとえば|一例として`), "an example of what the golden states as the fact"},
	{relationWords(`übrigens|nebenbei(?: bemerkt)?|am rande`, `ちなみに|余談ですが|ついでに`), "an aside of what the golden states as a point"},
	{relationWords(`im gegenzug|als gegenleistung`, `見返り|引き換えに`), "a bargain of what the golden states without one"},
	{relationWords(`eigentlich|an sich|theoretisch|im prinzip|prinzipiell`, `本来|本当は|実は|理論上|建前上`), "an undercut of what the golden states as holding"},
	{relationWords(`wie erwartet|erwartungsgemäß|wie zu erwarten|wie befürchtet|wie vorhergesagt`, `予想どおり|予想通り|想定どおり|想定通り|案の定|やはり`), "something expected all along where the golden reports news"},
	{relationWords(`unter anderem|u\. ?a\.|hauptsächlich|vor allem|insbesondere|in erster linie|vorwiegend|teilweise|teils|zum teil`, `(?:こと|の)など(?:に|で|から)|主に|主として|一部|何より`), "one of several, or the main one, where the golden gives the only one"},
	{relationWords(`wichtigste[rns]? punkt|hauptpunkt|kernpunkt|nebensache|nebenpunkt`, `最重要|最も重要|重要度(?:は)?低|優先度(?:は)?低`), "a rank the golden does not give"},
	{relationWords(`in diesem fall|in dem fall|gegebenenfalls|ggf\.|falls (?:das|dies) nicht möglich ist|wenn (?:das|dies) nicht (?:möglich ist|geht)|vorsorglich|sicherheitshalber|für alle fälle`, `その場合|場合によっては|必要に応じて|それが(?:難しい|できない)場合|念のため|万一に備えて`), "a condition or a precaution where the golden states it outright"},
	{relationWords(`wie sie (?:ja |sicher |bereits )?wissen|wie ihnen (?:ja |sicher |bereits )?bekannt(?: ist)?|bekanntlich`, `ご存(?:じ|知)の(?:とおり|通り)|ご承知の(?:とおり|通り)|周知の(?:とおり|通り)`), "something the reader knows already where the golden tells them news"},
	{relationWords(`soweit (?:uns|mir) bekannt(?: ist)?|nach (?:unserem|meinem) (?:kenntnisstand|wissen)|(?:unseres|meines) wissens`, `(?:知る|把握している|承知している|存じている)限り`), "a belief of the writer's where the golden states a fact"},
	{relationCondition, "a condition of what the golden states as happening"},
	{relationWords(`(?:noch )?vor schritt \d+`, `手順\d+の前に`), "an order the golden does not give"},
	{relationWords(`andere[nrms]?|erste[nrms]?|restliche[nrms]?|weitere[nrms]?|beide[nrs]?|die hälfte|halbe[nrms]?|(?:eine[nrms]?|einer) (?:der|dieser|ihrer|unserer)|sowie weitere|und andere`, `他の|別の|残りの|最初の|の(?:一つ|ひとつ|1つ)|さらに(?:\d|一|もう)|さらなる|重ねて|ほか(?:[^に]|$)|両方とも|両日|半分|\d+(?:通|件|回|個|台|本|便)目`), "other items beside the one the golden names"},
	{relationWords(`gesamte[nrms]?|komplette[nrms]?|ganze[nrms]?|aller|allen|sämtliche[nrms]?`, `全体|全館|全室|全社|すべての|全ての|どのような|どんな`), "the whole where the golden names a part"},
	{relationWords(`leere[nrms]?|originalverpackung|verpackung|versandkarton|transportkisten?`, `空き箱|空箱|箱に入れたまま|外箱|梱包材`), "the packaging where the golden names the goods"},
	{relationWords(`ebenfalls|gleichfalls|auch wir|auch unsererseits`, `こちらこそ`), "a reply in kind to what the reader never said"},
	{relationWords(`sogar|selbst|lediglich|bloß|nur|ausschließlich|wenigstens|zumindest|endlich`, `さえ|すら|までいたし|せめて|ようやく|やっと|のみ`), "a weight the golden does not put on it"},
}

// relationCondition are the words of a condition; deVerbFirst says one without them.
var relationCondition = relationWords(`falls|sofern|wenn|sobald|für den fall|im falle?`, `[れけせてめえ]ば[、,]|であれば|ならば|場合(?:は|には)|[るた]と[、,]`)

// courtesyMore is the "further" of a letter's courtesy (Bei weiteren Fragen, für
// weitere Informationen; 他にご不明な点): no item of the case it presupposes.
var courtesyMore = regexp.MustCompile(`(?i:weitere[nrms]? (?:fragen|rückfragen|informationen|auskünfte|anliegen))|(?:ほか|他)に(?:も)?(?:ご不明|ご質問|何か)`)

// deVerbFirst is a German condition put with its verb first (Hilft das alles nicht,
// wenden Sie sich …; Sollte der Termin nicht passen, rufen Sie …): the main clause
// after the comma opens with its verb and a pronoun, so wenn in a paraphrase adds
// no condition.
var deVerbFirst = regexp.MustCompile(`^(?:[-*•]\s*|\d+\.\s*)?\p{Lu}\p{Ll}+ [^,.;:]+, \p{Ll}+ (?:Sie|wir|ich|er|sie|es|man)\b`)

// relationWords compiles a relation's German words, as whole words in any case, and
// its Japanese ones.
func relationWords(de, ja string) *regexp.Regexp {
	return regexp.MustCompile(`(?i:(?:^|[^\p{L}])(?:` + de + `)(?:[^\p{L}]|$))|` + ja)
}

// relationAdded reads a golden sentence kept in most of its words with a word put in
// that ties it to something else or weighs it (Das heißt:, zum Beispiel, übrigens,
// wie erwartet, unter anderem, im Gegenzug; つまり, ちなみに, 予想どおり, こちらこそ): the
// golden's facts, each one said, and the sentence says something else of them. The
// rest of the sentence is the golden's, nine tenths of its tokens at least, so the
// word is no rewording of one the golden writes.
func (p *editPair) relationAdded() string {
	slack := 5
	if p.lang == "ja" {
		slack = 10
	}
	// Case aside: a word put first moves the German subject after its verb (Zum
	// Beispiel bleibt der Modus … for Der Modus bleibt …).
	kept := bagOverlap(lowered(p.gt), lowered(p.at))
	if len(p.gt) < 5 || kept*10 < len(p.gt)*9 || len(p.at)-kept > slack {
		return ""
	}
	for _, r := range relations {
		g, a := r.re.FindAllString(courtesyMore.ReplaceAllString(p.g, ""), -1), r.re.FindAllString(courtesyMore.ReplaceAllString(p.a, ""), -1)
		if r.re == relationCondition && deVerbFirst.MatchString(p.g) {
			g = append(g, "")
		}
		if len(a) > len(g) {
			return fmt.Sprintf("%q put in: the sentence makes %s", bare(a[len(a)-1]), r.what)
		}
	}
	return ""
}

// lowered is tokens in lower case.
func lowered(ts []string) []string {
	out := make([]string, len(ts))
	for i, t := range ts {
		out[i] = strings.ToLower(t)
	}
	return out
}
