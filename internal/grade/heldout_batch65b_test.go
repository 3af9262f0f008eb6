package grade

// Blind batch 65b: wrong word choices a weak or quantized model makes that change
// meaning without changing any number. Every kind keeps the answer's figures and
// changes one word, particle or short phrase at one place: a topic marker read as a
// cause marker, an English or German false friend, a German verb swapped for a
// lookalike of another stem or given another inseparable prefix, a Japanese act
// told as its converse partner act, a request told as begging, a postponement told
// as an extension, a regret phrase swapped for a lookalike of other sense, the
// subject particle が read without its voicing as か, a source or agent made a
// beneficiary, a Japanese or German act verb swapped for a near-synonym of other
// sense, a modifier swapped for a lookalike of other sense, a continuation word
// swapped for a repetition word, and a since/onward word swapped for a before word.

import (
	"regexp"
	"strings"
	"unicode"
)

// ho65bRule is one rewrite: the first match of re becomes to (with $1 … expanded).
type ho65bRule struct {
	re *regexp.Regexp
	to string
}

func ho65bR(pattern, to string) ho65bRule {
	return ho65bRule{regexp.MustCompile(pattern), to}
}

// ho65bFirst applies the first rule, in order, that matches s, at its first match
// only; s unchanged when none matches.
func ho65bFirst(s string, rules []ho65bRule) string {
	for _, r := range rules {
		loc := r.re.FindStringSubmatchIndex(s)
		if loc == nil {
			continue
		}
		repl := r.re.ExpandString(nil, r.to, s, loc)
		return s[:loc[0]] + string(repl) + s[loc[1]:]
	}
	return s
}

// ho65bByLang picks the rule list of the answer's language.
func ho65bByLang(lang, s string, de, ja []ho65bRule) string {
	if lang == "ja" {
		return ho65bFirst(s, ja)
	}
	if lang == "de" {
		return ho65bFirst(s, de)
	}
	return s
}

// A topic marker (について, "about") read as a cause or means marker (によって, "by,
// because of").
var ho65bTopicCauseJa = []ho65bRule{
	ho65bR(`につきまして`, "によりまして"),
	ho65bR(`について`, "によって"),
}

// False friends: English "order" as ordinieren (to prescribe, to ordain), English
// "promotion" for Förderung (funding; Promotion is a doctorate), English "passed"
// as passiert (happened); German Probe (sample) rendered as リハーサル (rehearsal).
var (
	ho65bFalseFriendDe = []ho65bRule{
		ho65bR(`\bbestellten Teile\b`, "ordinierten Teile"),
		ho65bR(`\)\s*bestellt\b`, ") ordiniert"),
		ho65bR(`\bhat ([^.\n]{0,80}?) bestellt\b`, "hat $1 ordiniert"),
		ho65bR(`\bdie Förderung\b`, "die Promotion"),
		ho65bR(`\bist bestanden\b`, "ist passiert"),
	}
	ho65bFalseFriendJa = []ho65bRule{
		ho65bR(`試料は`, "リハーサルは"),
	}
)

// A German verb swapped for a lookalike verb of another stem and another meaning:
// erfolgt → entfällt, entschuldigen → entschädigen, ersetzt → ergänzt,
// bestanden → beanstandet, bestätigen → bestreiten, aktivieren → archivieren.
var ho65bLookalikeVerbDe = []ho65bRule{
	ho65bR(`\bDie Lieferung erfolgt\b`, "Die Lieferung entfällt"),
	ho65bR(`\bzu entschuldigen\b`, "zu entschädigen"),
	ho65bR(`\bersetzt;`, "ergänzt;"),
	ho65bR(`\bist bestanden\b`, "ist beanstandet"),
	ho65bR(`\bbestätigen wir\b`, "bestreiten wir"),
	ho65bR(`\baktivieren Sie ihn\b`, "archivieren Sie ihn"),
}

// The same German stem given another (inseparable) prefix: entschuldigen →
// verschulden, ersetzt → versetzt, erhalten → behalten, beachten → verachten,
// freigegeben → vergeben, bestellt → verstellt.
var ho65bPrefixDe = []ho65bRule{
	ho65bR(`\bzu entschuldigen\b`, "zu verschulden"),
	ho65bR(`\bersetzt;`, "versetzt;"),
	ho65bR(`\bper Mail erhalten\b`, "per Mail behalten"),
	ho65bR(`\bBitte beachten Sie\b`, "Bitte verachten Sie"),
	ho65bR(`\bfreigegeben hat\b`, "vergeben hat"),
	ho65bR(`\)\s*bestellt\b`, ") verstellt"),
}

// A Japanese act told as its converse partner act: deliver ↔ keep in custody,
// we call ↔ we wait for your call, we explain ↔ we hear your explanation,
// order-receiving ↔ ordering, answer ↔ receive an answer, sent-to ↔ sent-from.
var ho65bConverseJa = []ho65bRule{
	ho65bR(`お届けする予定`, "お預かりする予定"),
	ho65bR(`お届けできる見込み`, "お預かりできる見込み"),
	ho65bR(`お電話いたします`, "お電話をお待ちしております"),
	ho65bR(`ご説明いたします`, "ご説明を伺います"),
	ho65bR(`受注システム`, "発注システム"),
	ho65bR(`までに回答する`, "までに回答を受ける"),
	ho65bR(`送付先は`, "送付元は"),
}

// A request told as begging: bittet → bettelt, wir bitten Sie → wir flehen Sie an,
// お願いいたします / 求めている → 懇願.
var (
	ho65bBegDe = []ho65bRule{
		ho65bR(`\b(Sie|Herr \p{Lu}\p{L}+|Frau \p{Lu}\p{L}+) bittet\b`, "$1 bettelt"),
		ho65bR(`\bWir bitten Sie,`, "Wir flehen Sie an,"),
	}
	ho65bBegJa = []ho65bRule{
		ho65bR(`(ますよう|を)お願いいたします`, "${1}懇願いたします"),
		ho65bR(`承認を求めている`, "承認を懇願している"),
	}
)

// A postponement told as an extension: verschiebt sich → verlängert sich, 延期 → 延長.
var (
	ho65bExtendDe = []ho65bRule{ho65bR(`\bverschiebt sich\b`, "verlängert sich")}
	ho65bExtendJa = []ho65bRule{ho65bR(`延期する`, "延長する"), ho65bR(`延期`, "延長")}
)

// A regret phrase swapped for a lookalike of other sense: 申し訳ございません (we are
// sorry) → 申し分ございません (nothing to be desired); es tut uns leid → wir sind es
// leid (we are fed up); Unannehmlichkeiten → Annehmlichkeiten (amenities).
var (
	ho65bRegretJa = []ho65bRule{ho65bR(`申し訳(ございません|ありません)`, "申し分$1")}
	ho65bRegretDe = []ho65bRule{
		ho65bR(`\bes tut uns leid, dass\b`, "wir sind es leid, dass"),
		ho65bR(`\bdie Unannehmlichkeiten\b`, "die Annehmlichkeiten"),
	}
)

// The subject particle が after a noun read without its voicing, as か ("or").
var ho65bGaJa = []ho65bRule{ho65bR(`([\p{Han}\p{Katakana}ー）])が([\p{Han}\p{Hiragana}\p{Katakana}])`, "${1}か$2")}

// A source or agent relation made a beneficiary ("for"): von Ihnen bestellten →
// für Sie bestellten, laut Frau Dr. Vogt → für Frau Dr. Vogt, Wohnung von Herrn
// Weiß → Wohnung für Herrn Weiß, 髙橋様から → 髙橋様のために, 松本様より → 松本様のために.
var (
	ho65bBeneficiaryDe = []ho65bRule{
		ho65bR(`\bder von Ihnen bestellten\b`, "der für Sie bestellten"),
		ho65bR(`\bLaut (Frau|Herrn?) `, "Für $1 "),
		ho65bR(`\bin der Wohnung von (Herrn|Frau) `, "in der Wohnung für $1 "),
	}
	ho65bBeneficiaryJa = []ho65bRule{ho65bR(`^([^、。\n]{1,30}様)(?:から|より)、`, "${1}のために、")}
)

// A Japanese act verb swapped for a near-synonym of other sense: 加算 (added) →
// 精算 (settled), 移転 (relocate) → 移管 (hand over), 取り込めない (cannot import) →
// 取り消せない (cannot cancel), 見つかった (found) → 見逃された (overlooked), 発送
// (ship) → 発注 (order), 返信 (reply) → 返品 (return the goods).
var ho65bNearVerbJa = []ho65bRule{
	ho65bR(`加算されて`, "精算されて"),
	ho65bR(`に移転します`, "に移管します"),
	ho65bR(`取り込めない`, "取り消せない"),
	ho65bR(`不具合が見つかった`, "不具合が見逃された"),
	ho65bR(`発送予定`, "発注予定"),
	ho65bR(`ご返信ください`, "ご返品ください"),
}

// A German act verb swapped for a near-synonym of other sense: prüft (checks) →
// genehmigt (approves), vorgestellt (presented) → vorgeschlagen (proposed),
// aufschließen (unlock) → besichtigen (view), bestellt (ordered) → reklamiert
// (complained about).
var ho65bNearVerbDe = []ho65bRule{
	ho65bR(`\bdie Statik prüft\b`, "die Statik genehmigt"),
	ho65bR(`\bhat das (\p{L}+) vorgestellt\b`, "hat das $1 vorgeschlagen"),
	ho65bR(`\bdie Wohnung ([^\n]{0,60}?) aufschließen\b`, "die Wohnung $1 besichtigen"),
	ho65bR(`\)\s*bestellt\b`, ") reklamiert"),
}

// A modifier swapped for a lookalike of other sense: defekte → perfekte, nächste
// (next) → nächtliche (nightly), günstigste (cheapest) → gängigste (most common),
// gewünschten (wanted) → gewöhnlichen (usual), 最新版 (latest version) → 最終版
// (final version).
var (
	ho65bModifierDe = []ho65bRule{
		ho65bR(`\bdie defekte\b`, "die perfekte"),
		ho65bR(`\bDie nächste Sitzung\b`, "Die nächtliche Sitzung"),
		ho65bR(`\bdas günstigste Angebot\b`, "das gängigste Angebot"),
		ho65bR(`\bdie gewünschten\b`, "die gewöhnlichen"),
	}
	ho65bModifierJa = []ho65bRule{ho65bR(`最新版`, "最終版")}
)

// A continuation word swapped for a repetition word: weiter → wieder (again, after a
// stop), steht noch aus (still pending) → steht wieder aus, 引き続き → 再び.
var (
	ho65bAgainDe = []ho65bRule{
		ho65bR(`\b(läuft|bleibt|arbeitet) ([^.;\n]{0,40}?) weiter\b`, "$1 $2 wieder"),
		ho65bR(`\bsteht noch aus\b`, "steht wieder aus"),
	}
	ho65bAgainJa = []ho65bRule{ho65bR(`引き続き`, "再び")}
)

// A since or onward word swapped for a before word: seit → vor, 以降 (… or later)
// → 以前 (… or earlier).
var (
	ho65bBeforeDe = []ho65bRule{ho65bR(`\bseit (dem |der )?`, "vor $1")}
	ho65bBeforeJa = []ho65bRule{ho65bR(`以降`, "以前")}
)

var heldOutBatch65b = []heldOutKind{
	// A topic marker read as a cause marker: 「ハルカゼ羽毛布団 ダブル」につきまして →
	// によりまして; 請求書INV-88213の金額についてご説明いたします → の金額によってご説明いたします.
	{"b65b_ja_topic_marker_ni_tsuite_made_cause_ni_yotte", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return ho65bFirst(s, ho65bTopicCauseJa)
	}},
	// A false friend: hat … „Barista Duo“ (Edelstahl) bestellt → ordiniert; die
	// Förderung → die Promotion; ist bestanden → ist passiert; 試料は → リハーサルは.
	{"b65b_word_rendered_by_false_friend", "first", func(lang, s string) string {
		return ho65bByLang(lang, s, ho65bFalseFriendDe, ho65bFalseFriendJa)
	}},
	// A German verb swapped for a lookalike of another stem: Die Lieferung erfolgt am
	// 12.11.2026 → Die Lieferung entfällt am 12.11.2026; zu entschuldigen → zu entschädigen.
	{"b65b_de_verb_swapped_for_lookalike_verb_of_other_stem", "first", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return ho65bFirst(s, ho65bLookalikeVerbDe)
	}},
	// The same stem given another inseparable prefix: Bitte beachten Sie → Bitte
	// verachten Sie; ersetzt → versetzt; zu entschuldigen → zu verschulden.
	{"b65b_de_verb_stem_given_other_inseparable_prefix", "first", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return ho65bFirst(s, ho65bPrefixDe)
	}},
	// A Japanese act told as its converse partner act: 10月16日にお届けする予定 →
	// お預かりする予定; 作業員が…お電話いたします → お電話をお待ちしております.
	{"b65b_ja_act_verb_made_its_converse_partner_act", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return ho65bFirst(s, ho65bConverseJa)
	}},
	// A request told as begging: Frau Köhler bittet um ein Rücksendeetikett → bettelt
	// um; ご承認をお願いいたします → ご承認を懇願いたします.
	{"b65b_request_verb_made_begging", "first", func(lang, s string) string {
		return ho65bByLang(lang, s, ho65bBegDe, ho65bBegJa)
	}},
	// A postponement told as an extension: verschiebt sich der Versand … vom
	// 19.10.2026 auf den 26.10.2026 → verlängert sich der Versand; 延期する → 延長する.
	{"b65b_postpone_verb_made_extend_verb", "first", func(lang, s string) string {
		return ho65bByLang(lang, s, ho65bExtendDe, ho65bExtendJa)
	}},
	// A regret phrase swapped for a lookalike of other sense: 誠に申し訳ございません →
	// 誠に申し分ございません; es tut uns leid, dass → wir sind es leid, dass.
	{"b65b_regret_phrase_swapped_for_lookalike_of_other_sense", "first", func(lang, s string) string {
		return ho65bByLang(lang, s, ho65bRegretDe, ho65bRegretJa)
	}},
	// The subject particle が read without voicing as か: 作業員が訪問の30分前に →
	// 作業員か訪問の30分前に; 発送が遅れております → 発送か遅れております.
	{"b65b_ja_subject_particle_ga_lost_voicing_read_as_ka", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return ho65bFirst(s, ho65bGaJa)
	}},
	// A source or agent made a beneficiary: der von Ihnen bestellten Teile → der für
	// Sie bestellten Teile; 株式会社ミナトデザインの髙橋様から、 → 髙橋様のために、.
	{"b65b_source_or_agent_relation_made_beneficiary_for", "first", func(lang, s string) string {
		return ho65bByLang(lang, s, ho65bBeneficiaryDe, ho65bBeneficiaryJa)
	}},
	// A Japanese act verb swapped for a near-synonym of other sense: 5,500円（税込）が
	// 加算されております → 精算されております; 勤怠データが取り込めない → 取り消せない.
	{"b65b_ja_act_verb_swapped_for_near_synonym_of_other_sense", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return ho65bFirst(s, ho65bNearVerbJa)
	}},
	// A German act verb swapped for a near-synonym of other sense: die Statik prüft
	// Frau Dr. Jäger → die Statik genehmigt Frau Dr. Jäger; hat das
	// Sicherheitsgutachten vorgestellt → vorgeschlagen.
	{"b65b_de_act_verb_swapped_for_near_synonym_of_other_sense", "first", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return ho65bFirst(s, ho65bNearVerbDe)
	}},
	// A modifier swapped for a lookalike of other sense: Bitte schicken Sie die defekte
	// Lampe → die perfekte Lampe; アプリは最新版に更新されていますか → 最終版に.
	{"b65b_modifier_swapped_for_lookalike_of_other_sense", "first", func(lang, s string) string {
		return ho65bByLang(lang, s, ho65bModifierDe, ho65bModifierJa)
	}},
	// A continuation word swapped for a repetition word: bis dahin läuft die alte
	// Anlage weiter → wieder; 営業の担当は引き続き松田部長 → 再び松田部長.
	{"b65b_continuation_word_made_repetition_word", "first", func(lang, s string) string {
		return ho65bByLang(lang, s, ho65bAgainDe, ho65bAgainJa)
	}},
	// A since or onward word swapped for a before word: seit Mittwoch → vor Mittwoch;
	// 対応OSはiOS 16以降 → 対応OSはiOS 16以前.
	{"b65b_since_or_onward_word_made_before_word", "first", func(lang, s string) string {
		return ho65bByLang(lang, s, ho65bBeforeDe, ho65bBeforeJa)
	}},
}

// ho65bChangedSentence gives the sentence (or line piece) of a and of b around their
// first difference.
func ho65bChangedSentence(a, b string) (string, string) {
	ra, rb := []rune(a), []rune(b)
	i := 0
	for i < len(ra) && i < len(rb) && ra[i] == rb[i] {
		i++
	}
	ja, jb := len(ra), len(rb)
	for ja > i && jb > i && ra[ja-1] == rb[jb-1] {
		ja--
		jb--
	}
	isEnd := func(rs []rune, k int) bool {
		switch rs[k] {
		case '。', '\n', '"':
			return true
		case ';':
			return k+1 >= len(rs) || rs[k+1] == ' ' || rs[k+1] == '\n'
		case '.':
			if k+1 < len(rs) && rs[k+1] != ' ' && rs[k+1] != '\n' {
				return false
			}
			j := k
			for j > 0 && unicode.IsLetter(rs[j-1]) {
				j--
			}
			return !deAbbrev[string(rs[j:k])]
		}
		return false
	}
	start := i
	for start > 0 && !isEnd(ra, start-1) {
		start--
	}
	endA := ja
	for endA < len(ra) && !isEnd(ra, endA) {
		endA++
	}
	endB := jb
	for endB < len(rb) && !isEnd(rb, endB) {
		endB++
	}
	if endA < len(ra) {
		endA++
	}
	if endB < len(rb) {
		endB++
	}
	return strings.TrimSpace(string(ra[start:endA])), strings.TrimSpace(string(rb[start:endB]))
}
