package score

import (
	"fmt"
	"regexp"
)

// A sentence does something besides saying something: it thanks, asks, offers,
// orders, promises or reports. An answer sentence that keeps the golden sentence's
// words but does another thing with them (vielen Dank für Ihre Nachricht → wir
// bedauern Ihre Nachricht; bittet um → bietet an; お送りいたします → お送りしても
// よろしいでしょうか; 発送予定 → 発送が確定) tells the reader something else. A
// paraphrase keeps the act in other words (Danke für …, wir danken Ihnen für …), so
// the acts are counted by kind and only a kind lost for another, or a question or a
// hedge put into a statement, counts.

// speechAct is one kind of act and the words that perform it in each language.
type speechAct struct {
	name string
	re   map[string]*regexp.Regexp
	// alone marks the kinds that turn a sentence into another act when added, with
	// nothing lost: a statement made a question, a request made a thing to consider.
	alone bool
}

var speechActs = []speechAct{
	{name: "thanks", re: map[string]*regexp.Regexp{
		"de": regexp.MustCompile(`[Dd]ank|[Dd]anken|dankt|bedank`),
		"ja": regexp.MustCompile(`ありがと|感謝|御礼|お礼`)}},
	{name: "regret", re: map[string]*regexp.Regexp{
		"de": regexp.MustCompile(`[Bb]edauer|tut (?:uns|mir) leid|[Ee]ntschuldig|Verzeihung`),
		"ja": regexp.MustCompile(`申し訳|お詫び|おわび|残念|遺憾`)}},
	{name: "a request", re: map[string]*regexp.Regexp{
		"de": regexp.MustCompile(`(?:^|[^\p{L}])(?:[Bb]itte|bitten|bittet|ersuch\p{L}*)(?:[^\p{L}]|$)`),
		"ja": regexp.MustCompile(`ください|下さい|お願い|求め|希望|依頼|願い`)}},
	{name: "an offer", re: map[string]*regexp.Regexp{
		"de": regexp.MustCompile(`(?:^|[^\p{L}])(?:bieten|bietet|bot|angeboten|anbieten)(?:[^\p{L}]|$)|[Gg]erne? (?:können|dürfen)|[Aa]uf Wunsch`),
		"ja": regexp.MustCompile(`ご希望であれば|ご希望でしたら|いたしましょうか|しましょうか|差し上げ`)}},
	{name: "an order", re: map[string]*regexp.Regexp{
		"de": regexp.MustCompile(`(?:^|[^\p{L}])(?:müssen|muss|verpflichtet|zwingend|Pflicht|fordert|verlangt|weist \p{L}+ an|ordnet \p{L}+ an)(?:[^\p{L}]|$)`),
		"ja": regexp.MustCompile(`しなければ|必須|義務|指示|要求|命じ`)}},
	{name: "a question", alone: true, re: map[string]*regexp.Regexp{
		"de": regexp.MustCompile(`\?|(?:^|[^\p{L}])(?:fragt|fragen|erkundigt)(?:[^\p{L}]|$)`),
		"ja": regexp.MustCompile(`か[。｡．？?]|でしょうか|ますか|ですか|[るいうたな]か(?:を|と|どうか)|かどうか`)}},
	{name: "a permission", alone: true, re: map[string]*regexp.Regexp{
		"de": regexp.MustCompile(`(?:^|[^\p{L}])(?:dürfen|darf|dürften)(?:[^\p{L}]|$)`),
		"ja": regexp.MustCompile(`てもよろし|てもよい|ても構いません|てもかまいません`)}},
	{name: "a thing to consider", alone: true, re: map[string]*regexp.Regexp{
		"de": regexp.MustCompile(`[Ee]rwägen|in Betracht|zu überlegen`),
		"ja": regexp.MustCompile(`ご検討|ご一考`)}},
	{name: "an option", alone: true, re: map[string]*regexp.Regexp{
		"de": regexp.MustCompile(`[Ww]enn Sie (?:es )?(?:möchten|wollen|wünschen)|[Ff]alls (?:gewünscht|Sie (?:es )?(?:möchten|wollen|wünschen))|nach Belieben|optional|[Ww]ahlweise`),
		"ja": regexp.MustCompile(`任意で|お好みで|必要であれば|ご希望に応じて`)}},
	{name: "a proposal", re: map[string]*regexp.Regexp{
		"de": regexp.MustCompile(`[Vv]orschlag|schlägt \p{L}+ vor|schlagen \p{L}+ vor|vorgeschlagen|empfiehlt|empfehlen`),
		"ja": regexp.MustCompile(`提案|推奨|お勧め|おすすめ`)}},
	{name: "a report", re: map[string]*regexp.Regexp{
		"de": regexp.MustCompile(`(?:^|[^\p{L}])(?:meldet|melden|berichtet|berichten|teilt \p{L}+ mit|informiert)(?:[^\p{L}]|$)`),
		"ja": regexp.MustCompile(`報告`)}},
	{name: "an estimate", re: map[string]*regexp.Regexp{
		"de": regexp.MustCompile(`voraussichtlich|geplant|vorläufig|frühestens|vermutlich`),
		"ja": regexp.MustCompile(`予定|見込み|早くても|見通し|目安`)}},
	{name: "a commitment", re: map[string]*regexp.Regexp{
		"de": regexp.MustCompile(`verbindlich|garantier|fest(?:gelegt| zugesagt)|(?:^|[^\p{L}])steht fest`),
		"ja": regexp.MustCompile(`確定|確約|保証|お約束`)}},
	{name: "a worry", re: map[string]*regexp.Regexp{
		"de": regexp.MustCompile(`befürchte\p{L}*|[Ss]orgen? |besorgt|fürchte\p{L}*`),
		"ja": regexp.MustCompile(`心配|懸念|不安`)}},
	{name: "a certainty", re: map[string]*regexp.Regexp{
		"de": regexp.MustCompile(`sicher, dass|überzeugt|zuversichtlich`),
		"ja": regexp.MustCompile(`確信|自信|間違いなく|確認済み`)}},
	// What a summary reports of a matter's state: asked for, agreed, presented,
	// commissioned, under way, spent or left over. One put for another tells the
	// reader the matter stands elsewhere (bittet darum → es ist vereinbart; hat das
	// Gutachten vorgestellt → in Auftrag gegeben; 確定いたしました → 調整しております;
	// 支出 → 残額).
	{name: "an agreement", re: map[string]*regexp.Regexp{
		"de": regexp.MustCompile(`(?:^|[^\p{L}])(?:vereinbart|beschlossen|zugesagt|genehmigt|entschieden|abgestimmt)(?:[^\p{L}]|$)`),
		"ja": regexp.MustCompile(`合意|決定し|承認され|了承され`)}},
	{name: "a presentation", re: map[string]*regexp.Regexp{
		"de": regexp.MustCompile(`(?:^|[^\p{L}])(?:vorgestellt|präsentiert|stellt \p{L}+ vor|erläutert)(?:[^\p{L}]|$)`),
		"ja": regexp.MustCompile(`発表|説明した|説明しました`)}},
	{name: "a commission", re: map[string]*regexp.Regexp{
		"de": regexp.MustCompile(`in Auftrag gegeben|beauftragt|angefordert`),
		"ja": regexp.MustCompile(`依頼した|依頼しました|発注し`)}},
	{name: "a matter under way", re: map[string]*regexp.Regexp{
		"de": regexp.MustCompile(`(?:^|[^\p{L}])(?:wird (?:noch )?(?:geprüft|abgestimmt|geklärt)|in (?:Klärung|Abstimmung|Prüfung))(?:[^\p{L}]|$)`),
		"ja": regexp.MustCompile(`調整(?:して|中)|検討(?:して|中)|確認(?:して|中)(?:おり|い)`)}},
	{name: "a sum spent", re: map[string]*regexp.Regexp{
		"de": regexp.MustCompile(`(?:^|[^\p{L}])(?:abgerechnet|ausgegeben|verbraucht)(?:[^\p{L}]|$)`),
		"ja": regexp.MustCompile(`支出|使用済|消化`)}},
	{name: "a sum left", re: map[string]*regexp.Regexp{
		"de": regexp.MustCompile(`(?:^|[^\p{L}])(?:verfügbar|übrig|Restbudget|Restbetrag)(?:[^\p{L}]|$)`),
		"ja": regexp.MustCompile(`残額|残り|残高|余剰`)}},
	{name: "a declaration", re: map[string]*regexp.Regexp{
		"de": regexp.MustCompile(`[Hh]iermit`),
		"ja": regexp.MustCompile(`いたしました|致しました`)}},
}

// sentenceStop is a stop inside a sentence's text: one that more text follows.
var sentenceStop = map[string]*regexp.Regexp{
	"ja": regexp.MustCompile(`[。．｡！？!?][^\s」』）)｣]|\.[\s　]+\S`),
	"de": regexp.MustCompile(`[.!?]\s+\p{Lu}`),
}

// actCounts counts the acts of each kind sentence s performs.
func actCounts(lang, s string) map[string]int {
	n := map[string]int{}
	for _, k := range speechActs {
		if re := k.re[lang]; re != nil {
			n[k.name] += len(re.FindAllStringIndex(s, -1))
		}
	}
	return n
}

// actSwap names the act the answer sentence performs in place of the golden
// sentence's, when it keeps most of the golden's words; "" otherwise.
func (p *editPair) actSwap() string {
	lang, g, a, gt, at := p.lang, p.g, p.a, p.gt, p.at
	longest := max(len(gt), len(at))
	// Most of the golden's words, in order: the same sentence with its act changed,
	// not another sentence. A short German sentence is its act and a few words
	// (vielen Dank für Ihre Nachricht); a Japanese one is counted in characters. The
	// tokens both hold bound the words in order from above, and cost less to count.
	far := func(common int) bool {
		return common < 3 || 10*common < 6*longest && (lang == "ja" || common < longest-3)
	}
	if far(bagOverlap(gt, at)) {
		return ""
	}
	// Two sentences of the golden run together (a stop written as ". " or "．") hold
	// the acts of both: the answer's sentence must be one sentence, as the golden's is.
	if stop := sentenceStop[lang]; stop == nil || len(stop.FindAllString(a, -1)) > len(stop.FindAllString(g, -1)) {
		return ""
	}
	common := len(at)
	for _, b := range p.diff() {
		common -= b[3] - b[2]
	}
	if far(common) {
		return ""
	}
	gc, ac := actCounts(lang, g), actCounts(lang, a)
	var lost, gained string
	for _, k := range speechActs {
		switch {
		case gc[k.name] > ac[k.name] && lost == "":
			lost = k.name
		case ac[k.name] > gc[k.name] && gained == "" && (gc[k.name] == 0 || !k.alone):
			gained = k.name
		}
	}
	// Asking the reader to check a thing is asking whether it holds (オンになっていま
	// すか → オンになっているかご確認ください), and a request may be put as advice.
	if nearActs[[2]string{lost, gained}] || nearActs[[2]string{gained, lost}] {
		return ""
	}
	switch {
	case lost != "" && gained != "":
		return fmt.Sprintf("the golden's %s made %s", lost, gained)
	case gained != "" && alone(gained):
		return fmt.Sprintf("%s made of the golden's statement", gained)
	case lost == "a question" && gained == "" && oneStretchApart(g, a, 9) && !openQuestion.MatchString(a):
		return "the golden's question made a statement"
	}
	return ""
}

// nearActs are pairs of act kinds one of which a paraphrase may put for the other.
var nearActs = map[[2]string]bool{{"a question", "a request"}: true, {"a request", "a proposal"}: true}

// openQuestion is what leaves a sentence a question without a question mark: ob,
// a clause that ends in か (オンになっているか、).
var openQuestion = regexp.MustCompile(`[?？]|(?:^|[^\p{L}])ob(?:[^\p{L}]|$)|か(?:[、。」\s]|$)`)

// alone reports whether the act kind named counts when added with nothing lost.
func alone(name string) bool {
	for _, k := range speechActs {
		if k.name == name {
			return k.alone
		}
	}
	return false
}
