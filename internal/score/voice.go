package score

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"unicode/utf8"
)

// The rules of stance about who speaks and how sure they are (see TypeStance):
//   - no uncertainty the case does not express: a hedge (möglicherweise, vielleicht,
//     eventuell, wahrscheinlich, vorläufig …; おそらく, たぶん, かもしれません, 仮押さえ,
//     暫定 …) that neither the
//     golden nor the request writes, in a sentence with a fact (a digit), turns a
//     commitment into a guess, unless the case states that fact as an expectation
//     (見込み, voraussichtlich);
//   - the answer is the deliverable, not an assistant talking about it: no "ich hoffe,
//     das hilft", offer to revise, "hier ist die Zusammenfassung", お役に立てれば,
//     修正が必要な場合は…, 以下のとおり作成しました, no chat role label (assistant:) and
//     no instruction of the prompt said back (Beantworten Sie die folgende E-Mail;
//     …を書いてください) that neither the golden nor the request writes;
//   - the writer's acts stay the writer's: a sentence restating a golden sentence
//     whose subject is the writer (wir senden Ihnen …; お送りいたします) does not
//     make the reader its subject (Sie senden uns …; お送りください);
//   - Japanese: a name the case writes without an honorific anywhere (担当の西村, the
//     signature 岡田, one's own side) does not get 様 or 殿 in the answer.

// moneyFigure is an amount with its currency after it.
const moneyFigure = `\d[\d.,]*(?:[万億]\d[\d.,]*)*[万億]?\s?(?:円|€|ユーロ|EUR|Euro|ドル)`

var (
	// deHedge and jaHedge make a guess or a maybe of a stated fact (vermutlich, ggf. am
	// 20.10.2026, おそらく, はずです).
	deHedge = regexp.MustCompile(`(?i)(?:^|[^\p{L}])((?:ggf\.|gegebenenfalls) (?:am|bis|ab|zum|um|innerhalb)|möglicherweise|vielleicht|eventuell|evtl\.|wahrscheinlich|vermutlich|womöglich|unter umständen|ohne gewähr|nicht sicher|ich glaube|ich denke|vorläufig|provisorisch|unter vorbehalt|unverbindlich|nach möglichkeit|möglichst|wenn möglich|sofern möglich|soweit möglich|nach kräften|bemühen uns|bemühen wir uns|versuchen wir|wir versuchen|hoffentlich|theoretisch|in der theorie|im prinzip|soweit (?:uns|mir) bekannt(?: ist)?|nach (?:unserem|meinem) (?:kenntnisstand|wissen)|(?:unseres|meines) wissens)(?:[^\p{L}]|$)`)
	// Not と思います: ご確認いただければと思います and ご案内したいと思います are a
	// polite request and an intention, which a business letter writes with a date.
	jaHedge = regexp.MustCompile(`するつもり|するつもりです|つもりでおります|おそらく|恐らく|たぶん|多分|かもしれ|と思われ|可能性があ|不確か|はずです|仮押さえ|仮予約|仮の|暫定|未確定|努めます|努めてまいります|努力いたします|できる限り|出来る限り|可能な限り|なるべく|理論上|理論的には|理屈の上では|建前上|(?:知る|把握している|承知している|存じている)限り`)
	// approximate is a word that makes an amount of money approximate (rund 486.000,00 €,
	// knapp 1.850,00 €, 約38,500円, 5,000円程度, 5,500円弱): the case states the amount exactly unless it writes the
	// word too. A duration or a time may be approximate in a paraphrase (30分ほど前に). 約
	// after some kanji is part of a word (予約, 契約, 解約).
	approximate = regexp.MustCompile(`(?i)(?:^|[^\p{L}])((?:rund|etwa|ca\.|circa|zirka|ungefähr|annähernd|schätzungsweise|grob|knapp|gut|fast|beinahe) )` + moneyFigure +
		`|(?:^|[^予契節要集制規条公婚解確誓違特先口密倹盟])((?:約|およそ|おおよそ|概ね|ほぼ)\s?)` + moneyFigure + `|` + moneyFigure + `\s?(程度|前後|くらい|ぐらい|ほど|弱|強|余り|あまり|近く)`)
	// madeExpected is an expectation or an approximate clock written over a firm
	// statement (Die Lieferung erfolgt voraussichtlich am 12.11.2026; 移転する見込みです;
	// 17時頃までに): a hedge where the case plans nothing either (予定, geplant).
	madeExpected = regexp.MustCompile(`(?i)(?:^|[^\p{L}])(voraussichtlich(?:e[rnms]?)?|geschätzte[rnms]?|vorläufige[rnms]?|nach derzeitigem stand|nach jetzigem stand|aller voraussicht nach)(?:[^\p{L}]|$)|(見込み|見通し|概算|\d(?:時|日)(?:頃|ごろ))`)
	// optional makes a request a choice (Wenn Sie möchten, schicken Sie gern …;
	// よろしければ…ください), and asked is a request the case makes.
	optional = regexp.MustCompile(`(?i)(?:^|[^\p{L}])(wenn sie möchten|falls sie möchten|wenn sie wollen|falls gewünscht|auf wunsch|nach belieben|optional|freiwillig)(?:[^\p{L}]|$)|(よろしければ|差し支えなければ|ご希望であれば|ご希望の場合は|任意で|お好みで)`)
	asked    = regexp.MustCompile(`(?i)\bbitte\b|\bbitten\b|ください|下さい|お願い`)
	// reportedWish reports what someone asks for as what would merely please them
	// (承認が得られればありがたいとしている, 到着があればありがたいとのこと).
	reportedWish = regexp.MustCompile(`(?:れば|たら|と)ありがたい(?:とのこと|としてい|と(?:の|述べ|話し|言っ|考え))`)
	// softener makes a rule one with exceptions (in der Regel nicht, 原則としてできません),
	// and temporaryFree a free thing free for a while (zunächst kostenlos, 初月無料).
	softener = regexp.MustCompile(`(?i)(?:^|[^\p{L}])(in der regel|normalerweise|üblicherweise|grundsätzlich|im allgemeinen|im regelfall|meistens|in den meisten fällen|weitgehend)(?:[^\p{L}]|$)|(原則として|原則的に|通常は|基本的に|一般的に|多くの場合|たいてい|大抵)`)
	// nearly makes a whole state a partial one (bleibt nahezu unverändert, ist
	// weitgehend bestanden, ほぼ完了): what the case states in full, now almost.
	nearly        = regexp.MustCompile(`(?i)(?:^|[^\p{L}])(nahezu|weitgehend|größtenteils|beinahe|fast|im wesentlichen|überwiegend)(?:[^\p{L}]|$)|(ほぼ|ほとんど|大部分|おおむね|概ね)`)
	absoluteRule  = regexp.MustCompile(`(?i)(?:^|[^\p{L}])(?:nicht|keine?[nrms]?|nur|ausschließlich|nie|niemals|immer|stets|jederzeit)(?:[^\p{L}]|$)|できません|ません|ない|のみ|だけ|必ず|一切|いつでも|までに|(?i:(?:^|[^\p{L}])spätestens(?:[^\p{L}]|$))`)
	temporaryFree = regexp.MustCompile(`(?i)(?:^|[^\p{L}])((?:zunächst|vorerst|vorläufig|anfangs|vorübergehend|zeitweise|bis auf weiteres|im ersten monat|für den ersten monat) (?:kostenlos|kostenfrei|gratis|gebührenfrei))|((?:初月|初回|当面|一時的に|期間限定で?|最初の\p{Han}{1,2}は?)無料|無料期間)`)
	// planned is how a case states a plan: a hedge of it in other words is a paraphrase.
	planned = regexp.MustCompile(`(?i)予定|見込み|見通し|予想|想定|geplant|planmäßig|voraussichtlich|erwartet|\bsoll(?:en)?\b`)
	// expectation marks a statement the case makes as an expectation, not a promise.
	expectation = regexp.MustCompile(`(?i)見込み|見通し|予想|予測|想定|voraussichtlich|erwartet|schätzungsweise|geplant|planmäßig|rechnen`)

	// assistantTalk are the ways an assistant speaks about the answer it gives: naming
	// it as the summary, translation or draft it made, offering to revise it, or
	// itself as an AI. The weak ones (hope that it helps, "let me know") are also a
	// letter's courtesy: they count only where the answer is no letter to its reader
	// or after its signature.
	deAssistantTalk = []*regexp.Regexp{
		regexp.MustCompile(`(?i)\bwenn ich (?:\p{L}+ ){0,3}(?:anpassen|ändern|ergänzen|kürzen|überarbeiten|umformulieren|erweitern)\b`),
		// A chat reply's opening (Gerne! Hier ist eine Schritt-für-Schritt-Anleitung:).
		regexp.MustCompile(`(?i)(?:^|\n)\s*(?:gerne?|klar|natürlich|selbstverständlich|sehr gern(?:e)?)!\s|\bhier (?:ist|sind|kommt|kommen) (?:die|der|das|eine|ein|meine?n?) (?:gewünschte[nr]? |kurze[nr]? )?(?:schritt-für-schritt-)?(?:anleitung|übersicht|liste|aufstellung)\b`),
		regexp.MustCompile(`(?i)\b(?:hier ist|hier sind|nachfolgend finden sie|im folgenden finden sie|unten finden sie) (?:die|der|das|eine|ein|meine?n?) (?:gewünschte[nr]? |kurze[nr]? |überarbeitete[nr]? )?(?:zusammenfassung|übersetzung|antwort|antwortmail|antwort-e-mail|antwortentwurf|entwurf|formulierung|json(?:-objekt)?|tabelle|textvorschlag|fassung)\b`),
		regexp.MustCompile(`(?i)\b(?:diese[rnms]?|obige[rnms]?|der obige|die obige|das obige) (?:entwurf|zusammenfassung|übersetzung|antwortentwurf|textentwurf|formulierung)\b`),
		regexp.MustCompile(`(?i)\bich habe (?:\p{L}+ ){0,4}(?:zusammengefasst|übersetzt|formuliert|entworfen|verfasst)\b`),
		regexp.MustCompile(`(?i)\b(?:als ki|ki-assistent|sprachmodell|language model|as an ai)\b`),
		// A notice that a machine wrote the text (von einer KI erstellt, KI-generiert).
		regexp.MustCompile(`(?i)\b(?:von|durch) (?:einer |eine |ein )?(?:KI|AI|künstliche[rn]? Intelligenz|Sprachmodell)\b|\b(?:KI|AI)-(?:generiert|erstellt|gestützt)\p{L}*`),
		roleLabel,
		reasoningTrace,
		regexp.MustCompile(`(?i)wie kann ich Ihnen (?:heute )?(?:weiter)?helfen|(?:^|[.!?]\s+|\n)Du bist (?:ein|eine)\b|Sie sind ein (?:hilfreicher|freundlicher|höflicher)`),
		regexp.MustCompile(`(?i)\b(?:zunächst|zuerst|jetzt|nun|dann) (?:prüfe|überprüfe|kontrolliere|schaue|rechne|suche|ermittle|vergleiche) ich\b|(?:^|[.!?:]\s+|\n[-*•]?\s*|\d\.\s+)(?:Moment(?: mal)?|Halt),|\bstimmt (?:das|der|die) (?:\p{L}+)\?|\boder\?\s*[–—-]+\s*doch\b|(?:sofern|wenn|falls) ich (?:\p{L}+ ){0,3}richtig versteh\p{L}*|(?:sofern|wenn|falls) ich (?:\p{L}+ ){0,3}richtig verstanden habe|\((?:Anm\.|Anmerkung|Hinweis|Notiz)\s*:[^)\n]*(?:Anfrage|Vorlage|Formulierung|gekürzt|angepasst|gerundet|angegeben|übersetzt|Original)[^)\n]*\)|\bsoll ich (?:\p{L}+ ){0,6}(?:noch )?(?:kürzen|ändern|anpassen|ergänzen|umformulieren|erweitern|übersetzen|formulieren)\p{L}*\?|(?:^|[.!?]\s+|\n)(?:Endgültige |Finale )?(?:Antwort|Lösung|Ergebnis)\s*:\s*(?:\n|$)|(?:[.!?]\s+|\n)(?:Endgültige |Finale )?Antwort\s*:`),
	}
	deAssistantWeak = []*regexp.Regexp{
		regexp.MustCompile(`(?i)\bich hoffe\b`),
		regexp.MustCompile(`(?i)\b(?:lassen sie (?:es )?mich wissen|geben sie mir (?:gern |gerne )?bescheid|sagen sie mir (?:gern |gerne )?bescheid)\b`),
	}
	jaAssistantTalk = []*regexp.Regexp{
		// A question back to the one who asked for the text (ここにお願いも入れておきましょうか？,
		// 日付も記載しますか？): the writer drafting, not the letter.
		regexp.MustCompile(`(?:入れて|加えて|追記して|記載して|書いて|含めて|添えて)(?:おき)?(?:ましょうか|ますか|よろしいでしょうか)[？?]`),
		regexp.MustCompile(`以上が(?:作成した|ご依頼の|ご希望の)?(?:要約|翻訳|回答案|文面|メール文|返信文|下書き|文案)`),
		regexp.MustCompile(`(?:以下|下記|次)(?:が|は)(?:作成した|ご依頼の|ご希望の)?(?:回答|回答案|返信|返信文|要約|翻訳|JSON|表|文面|メール文|文案|出力)(?:です|になります|となります)`),
		regexp.MustCompile(`(?:修正|加筆|書き直し|手直し|言い回しの変更)(?:が|の)?(?:必要|ご希望)(?:な場合|でしたら|であれば|があれば|の際)`),
		regexp.MustCompile(`(?:要約|翻訳|返信文|メール文|文面|回答案|下書き|文案)(?:を(?:作成|用意|ご用意)(?:しました|いたしました)|は(?:以下|次)のとおり)`),
		regexp.MustCompile(`(?:AI|アシスタント|言語モデル)として`),
		// A notice that a machine wrote the text (AIによって生成), and a chat assistant's
		// offer of more help put as a question (他にお手伝いできることはありますか？).
		regexp.MustCompile(`(?:AI|ＡＩ|人工知能|言語モデル)(?:に(?:よって|より)|による|が|で)(?:自動)?(?:生成|作成)|お手伝いできること(?:は|が)(?:何か)?(?:あります|ございます)(?:か|でしょうか)|お手伝い(?:いた)?しましょうか`),
		regexp.MustCompile(`(?:以下|下記|次)の(?:とおり|通り|ように|内容で)、?(?:作成|ご用意|用意|まとめ|翻訳|要約|整理)(?:しました|いたしました)`),
		regexp.MustCompile(`(?:承知|了解)(?:いた)?しました。\s*(?:以下|下記|次)(?:が|は|に|の(?:とおり|通り))[^。\n]{0,12}(?:作成|用意|まとめ|翻訳|要約|文案|文面|下書き)`),
		regexp.MustCompile(`(?:修正|加筆|書き直し|手直し|調整)(?:が|の)?(?:必要|ご希望)な(?:箇所|点|ところ|部分)`),
		// A chat reply's opening (承知しました。以下に設定手順をご案内します。) and its
		// offer of another draft (修正したい点があれば…別の文面もご提案できます).
		regexp.MustCompile(`(?m)^\s*(?:はい、)?(?:承知|了解|かしこまり)(?:いた)?(?:しました|ました)[。！!]\s*(?:以下|下記|次|ご依頼|ご指示|ご要望)|(?:修正|変更|調整)したい(?:点|箇所|ところ)(?:が|は)?(?:あれば|ございましたら)|別の(?:文面|文案|案|表現|言い回し)(?:も|を)(?:ご提案|ご用意|作成)`),
		roleLabel,
		reasoningTrace,
		regexp.MustCompile(`(?:本日は)?どのようなご用件でしょうか|どのようなことでお困りでしょうか|あなたは[^。\n]{0,24}(?:担当|アシスタント)です`),
		regexp.MustCompile(`まず[^。\n]{0,12}を(?:確認|チェック|検討|計算|整理)(?:します|しよう|する)|(?:^|[。\n「」"]|\s|[0-9]\.\s*)待って[、。]|(?:日付|金額|時間|時刻|数字|数値|名前|宛先|番号)は(?:合って|正しい)(?:いる)?(?:か|でしょうか)[？?]|以下[、,]?[^。\n]{0,10}の案です|(?:返信文|要約|手順|翻訳|文面|回答)の案(?:です|となります)|確認済み[:：]|条件確認[:：]|最終(?:回答|的な回答|版)[:：]|理解が正しければ|(?:依頼文|原文|ご依頼|指示)に[^。\n]{0,20}(?:記載|記述|指定)は?(?:ありません|ございません|なかった)|あれ[？?]|で合っています[）)]|(?:表現|文面|文体|トーン)に(?:しましょうか|いたしましょうか|変えましょうか)|(?:※|注[:：])[^。\n]{0,30}(?:調整しました|変更しました|省略しました|言い換えました|丸めました)`),
	}
	// reasoningTrace is what a reasoning model's thinking leaves in its answer: an
	// English interjection of self-correction (Wait, actually; Let me check; Hmm,), a
	// check mark of a verified list, or a bold heading of a reasoning summary
	// (**Confirming the time**).
	reasoningTrace = regexp.MustCompile(`(?:^|[.!?。！？"「]\s*|\n)(?:思考|推論|考え中)\s*[：:]|(?:^|[.!?。！？:：]\s*|\n[-*•]?\s*|\d\.\s+)(?:Wait|Hmm+|Actually|Okay|OK so|Let me|Let's|I need to|I should|I think|So,)\b|\bwait, actually\b|[✓✔☑]|\*\*(?:Confirming|Checking|Verifying|Analy[sz]ing|Considering|Reviewing|Evaluating|Drafting|Calculating|Determining|Clarifying|Reflecting|Planning|Assessing|Crafting|Refining)\b[^*\n]*\*\*`)
	// roleLabel is a chat role's name on a line of its own or opening one, as a wrong
	// chat template or a missed stop token leaves it (assistant:, ### Assistant,
	// Antwort:, アシスタント：), and an instruction template's section header
	// (### Response:, ### Instruction).
	roleLabel       = regexp.MustCompile(`(?im)^[#* \t]*(?:assistant|user|system|assistent|ai|bot|model|アシスタント|ユーザー|システム)[ \t]*[:：]?[ \t*]*$|(?im)^[ \t]*#{2,}[ \t]*(?:response|instruction|input|応答|指示|入力)[ \t]*[:：]?[ \t]*$|\A\s*(?:assistant|assistent|model|bot|アシスタント)[ \t]*[:：]|"role"\s*:\s*"(?:assistant|user|system)"|[。.!?！？][ \t]*(?:user|human|nutzer|benutzer|assistant|assistent|ユーザー|アシスタント)[ \t]*[:：]`)
	jaAssistantWeak = []*regexp.Regexp{
		regexp.MustCompile(`以上が[^。\n]{0,10}(?:内容|もの)です`),
		regexp.MustCompile(`お役に立て(?:れば|たら|ましたら|ると)`),
	}

	// deWeSubject finds a verb the writer is the subject of: "wir senden", "senden wir".
	deWeSubject = regexp.MustCompile(`\b[Ww]ir (\p{Ll}+)\b|\b(\p{L}+) wir\b`)
	// deNotVerb are the words before "wir" that are no verb, and the auxiliaries and
	// modals, which say nothing of who acts.
	deNotVerb = map[string]bool{"dass": true, "wenn": true, "da": true, "und": true, "oder": true, "aber": true, "sobald": true,
		"als": true, "ob": true, "weil": true, "damit": true, "falls": true, "bevor": true, "nachdem": true, "wie": true, "was": true,
		"sodass": true, "so": true, "denn": true, "sind": true, "haben": true, "werden": true, "wurden": true, "können": true,
		"müssen": true, "dürfen": true, "möchten": true, "wollen": true, "sollen": true, "hatten": true, "waren": true, "würden": true,
		"könnten": true, "gern": true, "gerne": true, "auch": true, "nun": true, "jetzt": true, "bitte": true, "hiermit": true}
	// deNotOpener are first words after which "V Sie" has another subject (Wir bitten
	// Sie) or is a request (Bitte senden Sie).
	deNotOpener  = map[string]bool{"bitte": true, "wir": true, "ich": true, "er": true, "es": true, "man": true, "sie": true}
	jaHumbleAct  = regexp.MustCompile(`(\p{Han}{1,2})[ぁ-ゖ]?(?:いたし|致し)`)
	jaRequestAct = regexp.MustCompile(`(\p{Han}{1,2})[ぁ-ゖ]?(?:して)?(?:ください|下さい)`)
	jaHonoured   = regexp.MustCompile(`(\p{Han}{2,3})(?:様|殿)`)
)

// addedHedges names hedges of the answer that neither the golden nor the request
// writes, in a sentence that states a fact (a date, an amount, a time, a count: a
// digit): "Sollten Sie eventuell Fragen haben" hedges no commitment.
func addedHedges(lang, source, answer string) []string {
	lower := strings.ToLower(source)
	// A sentence the case already states as an expectation (見込み, voraussichtlich)
	// may be hedged in other words.
	sourceSents := sentencesOf(lang, source)
	var expected []string
	for _, sent := range sourceSents {
		if expectation.MatchString(sent) {
			expected = append(expected, sent)
		}
	}
	approximated := approximateFigures(source)
	for _, sent := range sentencesOf(lang, answer) {
		if m := softener.FindStringSubmatch(sent); m != nil && absoluteRule.MatchString(sent) && !strings.Contains(lower, strings.ToLower(m[1]+m[2])) {
			return []string{fmt.Sprintf("%q gives exceptions to a rule the case states without any", m[1]+m[2])}
		}
		if m := optional.FindStringSubmatch(sent); m != nil && !strings.Contains(lower, strings.ToLower(m[1]+m[2])) {
			aw := alignWords(lang, sent)
			if slices.ContainsFunc(sourceSents, func(e string) bool {
				return asked.MatchString(e) && !optional.MatchString(e) && covers(aw, alignWords(lang, e), 0.5)
			}) {
				return []string{fmt.Sprintf("%q makes a choice of what the case asks for", m[1]+m[2])}
			}
		}
		if m := nearly.FindStringSubmatch(sent); m != nil && !strings.Contains(lower, strings.ToLower(m[1]+m[2])) {
			return []string{fmt.Sprintf("%q makes partial what the case states in full", m[1]+m[2])}
		}
		if m := reportedWish.FindString(sent); m != "" && !strings.Contains(source, "ありがた") {
			return []string{fmt.Sprintf("%q reports as a wish what the case reports as a request", m)}
		}
		if m := temporaryFree.FindStringSubmatch(sent); m != nil && !strings.Contains(lower, strings.ToLower(m[1]+m[2])) {
			return []string{fmt.Sprintf("%q makes free for a while what the case gives free", m[1]+m[2])}
		}
	}
	for _, sent := range sentencesOf(lang, answer) {
		if !strings.ContainsFunc(sent, isDigit) {
			continue
		}
		// Aligned by content words either way, or by numbers: every digit run of the
		// answer's sentence is one of the expectation's.
		aw, runs := alignWords(lang, sent), digitRun.FindAllString(sent, -1)
		if slices.ContainsFunc(expected, func(e string) bool {
			ew := alignWords(lang, e)
			return covers(aw, ew, 0.6) || covers(ew, aw, 0.6) ||
				!slices.ContainsFunc(runs, func(r string) bool { return !slices.Contains(digitRun.FindAllString(e, -1), r) })
		}) {
			continue
		}
		var found []string
		if lang == "ja" {
			found = jaHedge.FindAllString(sent, -1)
		} else {
			for _, m := range deHedge.FindAllStringSubmatch(sent, -1) {
				found = append(found, m[1])
			}
		}
		for _, h := range found {
			if !strings.Contains(lower, strings.ToLower(h)) {
				return []string{fmt.Sprintf("%q makes a guess of what the case states", h)}
			}
		}
		if m := madeExpected.FindStringSubmatch(sent); m != nil && !slices.ContainsFunc(sourceSents, func(e string) bool {
			if !planned.MatchString(e) {
				return false
			}
			ew := alignWords(lang, e)
			return covers(aw, ew, 0.4) || covers(ew, aw, 0.4) || slices.ContainsFunc(runs, func(r string) bool { return len(r) > 1 && strings.Contains(e, r) })
		}) {
			return []string{fmt.Sprintf("%q makes an expectation of what the case states as settled", strings.TrimSpace(m[1]+m[2]))}
		}
		for _, m := range approximate.FindAllStringSubmatch(sent, -1) {
			// A figure the case gives as approximate (約10秒) may be approximate in
			// other words (10秒ほど); that the case writes the word elsewhere says
			// nothing (約 in 予約, rund in aufgrund).
			if !approximated[figureDigits(m[0])] {
				return []string{fmt.Sprintf("%q makes a guess of what the case states", strings.TrimSpace(m[1]+m[2]+m[3]))}
			}
		}
	}
	return nil
}

// assistantTalk names a sentence where an assistant speaks about the answer itself
// (see deAssistantTalk): a strong marker anywhere, a weak one where the golden does
// not address its reader or after the golden's last line (a signature) in the answer.
func assistantTalk(lang, golden, request, answer string) []string {
	strong, weak, address := deAssistantTalk, deAssistantWeak, deAddress
	if lang == "ja" {
		strong, weak, address = jaAssistantTalk, jaAssistantWeak, jaAddress
	}
	source := golden + "\n" + request
	for _, re := range strong {
		if m := re.FindString(answer); m != "" && !re.MatchString(source) {
			return []string{fmt.Sprintf("%q speaks about the answer instead of giving it", m)}
		}
	}
	lines := strings.Split(strings.TrimSpace(golden), "\n")
	last := strings.TrimSpace(lines[len(lines)-1])
	for _, re := range weak {
		loc := re.FindStringIndex(answer)
		if loc == nil || re.MatchString(source) {
			continue
		}
		sig := -1
		if len(lines) > 2 && last != "" {
			sig = strings.LastIndex(answer[:loc[0]], last)
		}
		if !address.MatchString(golden) || sig >= 0 {
			return []string{fmt.Sprintf("%q speaks about the answer instead of giving it", answer[loc[0]:loc[1]])}
		}
	}
	return nil
}

// deDeclarativeSie reports the verb of a German sentence whose subject is "Sie" in a
// statement: "Sie senden …" or "Gern liefern Sie …" (a verb first, or after bitte, is
// a request).
func deDeclarativeSie(s string) string {
	ws := strings.Fields(strings.TrimLeft(strings.TrimSpace(s), "-•*0123456789. "))
	if len(ws) >= 2 && ws[0] == "Sie" {
		return strings.Trim(ws[1], ",.;:")
	}
	if len(ws) >= 3 && strings.Trim(ws[2], ",.;:") == "Sie" && !strings.HasSuffix(ws[0], ",") && !deNotOpener[strings.ToLower(ws[0])] {
		return ws[1]
	}
	return ""
}

// actorSwapped names answer sentences that give the reader an act the golden gives
// the writer, in a sentence that restates the golden's.
func actorSwapped(lang string, golden, answer []string) []string {
	var out []string
	for _, a := range answer {
		var verb string
		if lang == "ja" {
			if m := jaRequestAct.FindStringSubmatch(a); m != nil {
				verb = m[1]
			}
		} else {
			verb = strings.ToLower(deDeclarativeSie(a))
		}
		if verb == "" || deNotVerb[verb] {
			continue
		}
		aw := alignWords(lang, a)
		for _, g := range golden {
			writer := false
			if lang == "ja" {
				for _, m := range jaHumbleAct.FindAllStringSubmatch(g, -1) {
					writer = writer || m[1] == verb
				}
				writer = writer && !jaRequestAct.MatchString(g)
			} else {
				for _, m := range deWeSubject.FindAllStringSubmatch(g, -1) {
					writer = writer || strings.ToLower(m[1]+m[2]) == verb
				}
				writer = writer && deDeclarativeSie(g) == ""
			}
			if writer && covers(aw, alignWords(lang, g), 0.6) {
				out = append(out, fmt.Sprintf("%q makes the reader do what the golden's writer does", clipRunes(strings.TrimSpace(a), 60)))
				break
			}
		}
	}
	return out
}

// deRequestVerb is the verb of a German request: first in its sentence or clause, or
// after bitte, with Sie right after it (Bitte schicken Sie …, …, sagen Sie ihn bitte ab).
var deRequestVerb = regexp.MustCompile(`(?:^|, |[Bb]itte )(\p{L}+en) Sie\b`)

// deRelative are the words in -en or before wir that open a relative or subordinate
// clause (den Sie erhalten, denen wir …): no verb.
var deRelative = map[string]bool{"den": true, "denen": true, "welchen": true, "wen": true, "wem": true, "wessen": true, "deren": true, "dessen": true, "womit": true, "wofür": true, "wovon": true, "worauf": true}

// taskTaken names answer sentences in which the writer does what the golden asks the
// reader to do, in a sentence that restates the golden's: "sagen Sie ihn bitte ab"
// made "sagen wir ihn ab", ご連絡ください made ご連絡いたします. The reader is told
// that nothing is left to them.
func taskTaken(lang string, golden, answer []string) []string {
	var out []string
	for _, a := range answer {
		writer := map[string]bool{}
		if lang == "ja" {
			if jaRequestAct.MatchString(a) {
				continue
			}
			for _, m := range jaHumbleAct.FindAllStringSubmatch(a, -1) {
				writer[m[1]] = true
			}
		} else {
			if deRequestVerb.MatchString(strings.TrimLeft(strings.TrimSpace(a), "-•*0123456789. ")) || strings.Contains(strings.ToLower(a), "bitte") {
				continue
			}
			for _, m := range deWeSubject.FindAllStringSubmatch(a, -1) {
				if v := strings.ToLower(m[1] + m[2]); !deNotVerb[v] && !isDeterminer(v) && !deRelative[v] {
					writer[v] = true
				}
			}
		}
		if len(writer) == 0 {
			continue
		}
		aw := alignWords(lang, a)
		// The golden sentence the answer's restates best: the one sharing most words
		// both ways.
		best, bestShare := "", 0.0
		for _, g := range golden {
			gw := alignWords(lang, g)
			if sh := min(shareOf(aw, gw), shareOf(gw, aw)); sh > bestShare {
				best, bestShare = g, sh
			}
		}
		if bestShare < 0.6 {
			continue
		}
		asked := false
		if lang == "ja" {
			for _, m := range jaRequestAct.FindAllStringSubmatch(best, -1) {
				asked = asked || writer[m[1]]
			}
		} else {
			for _, m := range deRequestVerb.FindAllStringSubmatch(strings.TrimLeft(strings.TrimSpace(best), "-•*0123456789. "), -1) {
				v := strings.ToLower(m[1])
				asked = asked || writer[v] && !deRelative[v]
			}
		}
		if asked {
			out = append(out, fmt.Sprintf("%q: the writer does what the golden asks the reader to do", clipRunes(strings.TrimSpace(a), 60)))
		}
	}
	return out
}

// shareOf is the share of b's words that a has (0 for fewer than two).
func shareOf(a, b map[string]bool) float64 {
	if len(b) < 2 {
		return 0
	}
	return float64(sharedWords(a, b)) / float64(len(b))
}

// ownSideHonoured names the names the answer honours with 様 or 殿 that the golden
// writes and neither it nor the request ever honours: the writer's own side.
func ownSideHonoured(golden, request, answer string) []string {
	honoured := func(text, name string) bool {
		return regexp.MustCompile(regexp.QuoteMeta(name) + `(?: ?\p{Han}{1,3})?(?:様|殿|さん|氏)`).MatchString(text)
	}
	for _, m := range jaHonoured.FindAllStringSubmatch(answer, -1) {
		name := m[1]
		// The name may be the tail of a longer kanji run (経理部小西様): try its last two.
		for _, n := range []string{name, string([]rune(name)[len([]rune(name))-2:])} {
			if strings.Contains(golden, n) && !honoured(golden, n) && !honoured(request, n) {
				return []string{fmt.Sprintf("%q honours a name the case writes bare (the writer's own side)", m[0])}
			}
		}
	}
	return nil
}

// instruction finds a sentence that tells the model what to do: a German imperative
// opening it (Schreibe …, Fassen Sie …), a role given to the model (Du bist …, Sie
// extrahieren …), or a Japanese request to write, sum up, translate or output
// (…を書いてください, 要約してください, あなたは…です).
var (
	deInstruction = regexp.MustCompile(`^(?:(?:Beantworte|Schreibe|Antworte|Fasse|Übersetze|Erstelle|Stelle|Nenne|Gib|Formuliere|Extrahiere|Bestätige|Verwende|Sprich|Beschreibe|Erkläre|Liste)\b|\p{Lu}\p{Ll}+en Sie\b|(?:Du|Sie) (?:bist|sind|schreibst|schreiben|extrahierst|extrahieren|übersetzt|übersetzen|erstellst|erstellen)\b)`)
	jaInstruction = regexp.MustCompile(`(?:書いて|まとめて|出力して|作成して|翻訳して|要約して|説明して|返信して|直して|残して|答えて)(?:ください|下さい)|^あなたは|です・ます調`)
)

// echoedInstructions names a sentence of the answer that is an instruction of the
// request said back word for word (a prompt echoed by a wrong chat template), where
// the golden does not write it.
func echoedInstructions(lang, golden, request, answer string) []string {
	re := deInstruction
	if lang == "ja" {
		re = jaInstruction
	}
	said := map[string]bool{}
	for _, s := range sentencesOf(lang, request) {
		if t := strings.TrimSpace(s); utf8.RuneCountInString(t) >= 15 && re.MatchString(t) && !strings.Contains(golden, t) {
			said[clauseKey(t)] = true
		}
	}
	for _, s := range sentencesOf(lang, answer) {
		if said[clauseKey(strings.TrimSpace(s))] {
			return []string{fmt.Sprintf("%q says the prompt's instruction back", clipRunes(strings.TrimSpace(s), 60))}
		}
	}
	return nil
}

// figureRun is a figure with its group and decimal marks (1,400, 1.249,90).
var figureRun = regexp.MustCompile(`\d[\d.,]*`)

// figureDigits is the digits of the first figure in s without its marks: 約1,400万円
// and 約1400万円 are one figure, grouped or not.
func figureDigits(s string) string {
	return strings.Map(func(r rune) rune {
		if isDigit(r) {
			return r
		}
		return -1
	}, figureRun.FindString(s))
}

// moneyRe finds an amount with its currency after it.
var moneyRe = regexp.MustCompile(moneyFigure)

// approximationDropped names an amount the golden gives as approximate (追加費用は約
// 1,400万円, rund 486.000,00 €) that the answer states bare, as if exact, where the
// request does not state it exactly either: an estimate became a figure to hold the
// writer to.
func approximationDropped(golden, request, answer string) []string {
	exact := func(s string) map[string]bool {
		out, a := map[string]bool{}, approximateFigures(s)
		for _, m := range moneyRe.FindAllString(s, -1) {
			if d := figureDigits(m); !a[d] {
				out[d] = true
			}
		}
		return out
	}
	givenExact, inAnswer, bare := exact(request), approximateFigures(answer), exact(answer)
	for _, m := range approximate.FindAllString(golden, -1) {
		if d := figureDigits(m); !givenExact[d] && !inAnswer[d] && bare[d] {
			return []string{fmt.Sprintf("%q is given as exact where the case gives it as approximate", strings.TrimSpace(m))}
		}
	}
	return nil
}

// approximateFigures are the figures (figureDigits) of the amounts s gives as
// approximate (約1,400万円, knapp 1.850,00 €).
func approximateFigures(s string) map[string]bool {
	out := map[string]bool{}
	for _, m := range approximate.FindAllString(s, -1) {
		out[figureDigits(m)] = true
	}
	return out
}
