package grade

// Batch 25b of the held-out study, written blind (goldens, prompts and kind names
// only): LOGIC WORDS. What a quantized model gets wrong in the small words that carry
// a business answer's logic while the sentence stays fluent and every number, name
// and date stays: quantifiers (jeden → einen, これらは → これらの一部は), bounds
// (bis zu → mindestens, 以内 → 以上, spätestens → frühestens, までに → 以降に,
// 早くても → 遅くとも), modality (a prohibition said as "not needed" or "not
// recommended", an instruction made a permission), certainty (a fact put in the
// subjunctive or with はず, a schedule made a possibility), tense and aspect (a done
// act restated as upcoming, an ongoing state as a future one), conditionals (a
// condition stated as the reason, a cause made a condition), cause and purpose
// (weil → damit, たため → くため), contrast made consequence (aber → deshalb,
// でしたが → でしたので), exclusivity (oder → und, と → または, a time window made two
// options), replacement and addition (statt → zusätzlich zu, のほか → のかわりに),
// and scope in time (bis dahin → ab dann, bisher → insgesamt, wie gewohnt →
// ausnahmsweise). Each kind changes exactly one place per answer: the earliest match
// of any of its rules for the answer's language.

import (
	"regexp"
	"strings"
)

// ho25bRule rewrites one match of re (in answers of language lang) by the template
// repl, as regexp.Expand reads it ($1, ${1}).
type ho25bRule struct {
	lang string
	re   *regexp.Regexp
	repl string
}

func ho25bR(lang, re, repl string) ho25bRule {
	return ho25bRule{lang, regexp.MustCompile(re), repl}
}

// ho25bOne applies the rule whose match starts earliest in s (the first listed on a
// tie) to that match only; s unchanged when no rule of the language matches.
func ho25bOne(lang, s string, rules []ho25bRule) string {
	best, bestAt := -1, len(s)+1
	var bestLoc []int
	for i, r := range rules {
		if r.lang != lang {
			continue
		}
		loc := r.re.FindStringSubmatchIndex(s)
		if loc != nil && loc[0] < bestAt {
			best, bestAt, bestLoc = i, loc[0], loc
		}
	}
	if best < 0 {
		return s
	}
	r := rules[best]
	nw := r.re.ExpandString(nil, r.repl, s, bestLoc)
	return s[:bestLoc[0]] + string(nw) + s[bestLoc[1]:]
}

// ho25bKind builds a kind of scope "first" from its rules.
func ho25bKind(name string, rules ...ho25bRule) heldOutKind {
	return heldOutKind{name, "first", func(lang, s string) string { return ho25bOne(lang, s, rules) }}
}

var heldOutBatch25b = []heldOutKind{
	// A "by" deadline made a "not before": spätestens → frühestens,
	// bis spätestens 19.10. → frühestens ab 19.10., までに → 以降に, までの → 以降の.
	ho25bKind("b25b_by_deadline_made_not_before",
		ho25bR("de", `bis spätestens (\d)`, "frühestens ab $1"),
		ho25bR("de", `spätestens`, "frühestens"),
		ho25bR("ja", `までに`, "以降に"),
		ho25bR("ja", `(日（.）|日)までの(\p{Han})`, "${1}以降の$2"),
	),
	// An open start made a cut-off: ab 8 Uhr → bis 8 Uhr, 早くても → 遅くとも,
	// iOS 16以降 → iOS 16まで, 今月から → 今月まで.
	ho25bKind("b25b_open_start_made_cutoff",
		ho25bR("de", `\bab (\d{1,2} Uhr)`, "bis $1"),
		ho25bR("ja", `早くても`, "遅くとも"),
		ho25bR("ja", `(\d+)以降`, "${1}まで"),
		ho25bR("ja", `(今月|来月|本日|翌月)から`, "${1}まで"),
	),
	// A bound on a quantity reversed: bis zu → mindestens, mindestens → höchstens,
	// 以内 → 以上.
	ho25bKind("b25b_quantity_bound_reversed",
		ho25bR("de", `\bbis zu\b`, "mindestens"),
		ho25bR("de", `\bmindestens\b`, "höchstens"),
		ho25bR("de", `\bhöchstens\b`, "mindestens"),
		ho25bR("ja", `以内`, "以上"),
	),
	// Alternatives made a conjunction: oder → und, または → および (download from the
	// App Store and from Google Play).
	ho25bKind("b25b_alternative_or_made_and",
		ho25bR("de", ` oder `, " und "),
		ho25bR("ja", `または`, "および"),
	),
	// Two things both required made alternatives: "herunter und installieren Sie" →
	// "oder installieren Sie", die Mehrkosten und den neuen Termin → oder,
	// メールアドレスとパスワード → メールアドレスまたはパスワード, 延期と予備費支出の承認 →
	// 延期または予備費支出の承認.
	ho25bKind("b25b_joint_and_made_or",
		ho25bR("de", ` und (\p{Lu}\p{Ll}+) Sie `, " oder $1 Sie "),
		ho25bR("de", ` und (den|die|das) (neuen|neue) `, " oder $1 $2 "),
		ho25bR("ja", `([\p{Katakana}ー]{2,})と([\p{Katakana}ー]{2,})の`, "${1}または${2}の"),
		ho25bR("ja", `(\p{Han}{2,})と(\p{Han}{2,})の`, "${1}または${2}の"),
	),
	// A contrast made a consequence: "verreist, aber Frau Müller kann" → "verreist,
	// deshalb kann Frau Müller", "ist zwar günstiger, bietet aber nur" → "ist günstiger
	// und bietet deshalb nur", 予定でしたが、 → 予定でしたので、, 導入するが、 →
	// 導入するので、.
	ho25bKind("b25b_contrast_made_consequence",
		ho25bR("de", `, aber (\p{Lu}\p{Ll}+ \p{Lu}\p{Ll}+) (kann|wird|ist|hat|muss) `, ", deshalb $2 $1 "),
		ho25bR("de", `ist zwar (\p{L}+), (\p{L}+) aber `, "ist $1 und $2 deshalb "),
		ho25bR("ja", `(でした|する|ます)が、`, "${1}ので、"),
	),
	// A cause made a purpose: Weil die → Damit die, da die → damit die,
	// 追加していただいたため → 追加していただくため, 作業遅延により → 作業遅延を防ぐため.
	ho25bKind("b25b_cause_clause_made_purpose",
		ho25bR("de", `\bWeil die `, "Damit die "),
		ho25bR("de", `, da die `, ", damit die "),
		ho25bR("ja", `ていただいたため、`, "ていただくため、"),
		ho25bR("ja", `(\p{Han}{2,})により(\p{Han})`, "${1}を防ぐため${2}"),
	),
	// A stated cause made a condition: Weil → Falls, da → sofern, Aufgrund des
	// Fertigungsablaufs → Je nach Fertigungsablauf, たため → た場合, 必要なため → 必要な場合.
	ho25bKind("b25b_established_cause_made_condition",
		ho25bR("de", `\bWeil die `, "Falls die "),
		ho25bR("de", `, da die `, ", sofern die "),
		ho25bR("de", `\bAufgrund des (\p{Lu}\p{L}+?)s `, "Je nach $1 "),
		ho25bR("ja", `ていただいたため、`, "ていただいた場合、"),
		ho25bR("ja", `が必要なため、`, "が必要な場合、"),
	),
	// A condition stated as the reason: Falls Sie … nicht wahrnehmen können → Da Sie …,
	// Falls die Verbindung nicht klappt → Da die Verbindung nicht klappt, ご希望の場合は →
	// ご希望のため, 出ている場合は → 出ているため, ございましたら → ございますので.
	ho25bKind("b25b_condition_made_stated_reason",
		ho25bR("de", `\bFalls (Sie|die|der|das) `, "Da $1 "),
		ho25bR("ja", `(\p{Han}|の|ている|ない)場合は、`, "${1}ため、"),
		ho25bR("ja", `ございましたら、`, "ございますので、"),
	),
	// An "after" or "once" clause made a "before" clause: wenn die 10 Minuten
	// abgelaufen sind → bevor …, Sobald die Verbindung steht → Bevor …, オンにしてから →
	// オンにする前に, 入れてから → 入れる前に, （10月23日）後に → 前に.
	ho25bKind("b25b_after_clause_made_before_clause",
		ho25bR("de", `, wenn (die \d+ \p{Lu}\p{Ll}+ abgelaufen)`, ", bevor $1"),
		ho25bR("de", `\bSobald `, "Bevor "),
		ho25bR("ja", `にしてから`, "にする前に"),
		ho25bR("ja", `入れてから`, "入れる前に"),
		ho25bR("ja", `(\p{Han}（[^）]+）)後に`, "${1}前に"),
	),
	// A total negation made partial: keine Kosten → kaum Kosten, keinen Druck mehr →
	// kaum noch Druck, nicht unterstützt → nur eingeschränkt unterstützt, 使えない →
	// 使いにくい, 冷えない → 冷えにくい, 取り込めない → 取り込みにくい.
	ho25bKind("b25b_total_negation_made_partial",
		ho25bR("de", `\bkeine Kosten\b`, "kaum Kosten"),
		ho25bR("de", `\bkeinen (\p{Lu}\p{Ll}+) mehr\b`, "kaum noch $1"),
		ho25bR("de", `\bnicht unterstützt\b`, "nur eingeschränkt unterstützt"),
		ho25bR("ja", `使えない`, "使いにくい"),
		ho25bR("ja", `冷えない`, "冷えにくい"),
		ho25bR("ja", `取り込めない`, "取り込みにくい"),
	),
	// A fact put in a mood that hedges it: bleibt → bliebe (Konjunktiv II),
	// 変わりません → 変わらないはずです, 期限は…です → 期限は…のはずです, 予定日は…です →
	// 予定日は…のはずです.
	ho25bKind("b25b_fact_hedged_by_mood",
		ho25bR("de", `\bbleibt\b`, "bliebe"),
		ho25bR("ja", `は変わりません。`, "は変わらないはずです。"),
		ho25bR("ja", `(期限|予定日)は([^。]+)です。`, "${1}は${2}のはずです。"),
	),
	// A done act restated as upcoming: hat … vorgestellt → wird … vorstellen, hat …
	// bestellt → wird … bestellen, 確認済み → 確認予定, 報告した。 → 報告する予定だ。,
	// 確認いたしました → 確認いたします.
	ho25bKind("b25b_done_act_restated_as_upcoming",
		ho25bR("de", `\bhat ([^:;,]{0,80}?) vorgestellt\b`, "wird $1 vorstellen"),
		ho25bR("de", `\bhat ([^;]{0,80}?) bestellt\b`, "wird $1 bestellen"),
		ho25bR("ja", `確認済み`, "確認予定"),
		ho25bR("ja", `報告した。`, "報告する予定だ。"),
		ho25bR("ja", `確認いたしました`, "確認いたします"),
	),
	// A prohibition or a "not possible" said as "not needed": 途中解約はできません →
	// 途中解約は必要ありません, 実施はできません → 実施は必要ありません, nicht unterstützt →
	// nicht benötigt.
	ho25bKind("b25b_prohibition_made_not_required",
		ho25bR("ja", `(\p{Han}{2,})はできません`, "${1}は必要ありません"),
		ho25bR("de", `\bnicht unterstützt\b`, "nicht benötigt"),
	),
	// An anaphoric "until then" made "from then on": bis dahin → ab dann, それまで →
	// それ以降.
	ho25bKind("b25b_until_then_made_from_then",
		ho25bR("de", `\bbis dahin\b`, "ab dann"),
		ho25bR("ja", `それまで`, "それ以降"),
	),
	// A standing arrangement made a one-off: wie gewohnt → ausnahmsweise, 引き続き →
	// 一時的に.
	ho25bKind("b25b_standing_arrangement_made_one_off",
		ho25bR("de", `\bwie gewohnt\b`, "ausnahmsweise"),
		ho25bR("ja", `引き続き`, "一時的に"),
	),
	// A replacement made an addition: 145.000,00 € statt 120.000,00 € → zusätzlich zu,
	// keine Reparatur, sondern ein Austauschgerät → eine Reparatur und ein
	// Austauschgerät, 送付先は…に変わります → 送付先に…が加わります.
	ho25bKind("b25b_replacement_made_addition",
		ho25bR("de", `(\d,\d\d €) statt (\d)`, "$1 zusätzlich zu $2"),
		ho25bR("de", `\bkeine (\p{Lu}\p{Ll}+), sondern ein`, "eine $1 und ein"),
		ho25bR("ja", `送付先は([^。]+?)に変わります`, "送付先に${1}が加わります"),
	),
	// An approximation made a ceiling: 約10秒 → 最大10秒, 約1,400万円 → 最大1,400万円.
	ho25bKind("b25b_approx_made_ceiling",
		ho25bR("ja", `約(\d)`, "最大$1"),
		ho25bR("de", `\b(?:ca\.|etwa) (\d)`, "maximal $1"),
	),
	// A figure "so far" made the final one: bisher sind → insgesamt sind, 9月末時点の
	// 支出 → 最終的な支出.
	ho25bKind("b25b_so_far_made_final",
		ho25bR("de", `\bbisher sind\b`, "insgesamt sind"),
		ho25bR("ja", `\d+月末時点の`, "最終的な"),
	),
	// A universal made partial: für jeden Wochentag → für einen Wochentag, bittet, die
	// Mehrkosten … freizugeben → bittet, einen Teil der Mehrkosten …, die der Ausschuss
	// freigegeben hat → teilweise freigegeben hat, これらは → これらの一部は,
	// 初期費用は不要 → 初期費用の一部は不要.
	ho25bKind("b25b_universal_made_partial",
		ho25bR("de", `\bfür jeden (\p{Lu}\p{Ll}+)`, "für einen $1"),
		ho25bR("de", `\bbittet, die (\p{Lu}\p{Ll}+)`, "bittet, einen Teil der $1"),
		ho25bR("de", `, die der (\p{Lu}\p{Ll}+) freigegeben hat`, ", die der $1 teilweise freigegeben hat"),
		ho25bR("ja", `これらは`, "これらの一部は"),
		ho25bR("ja", `(\p{Han}+費用)は不要`, "${1}の一部は不要"),
	),
	// "Until" made "since": bis zum 22.10.2026 verreist → seit dem 22.10.2026 verreist,
	// 9月分までは正常 → 9月分からは正常.
	ho25bKind("b25b_until_made_since",
		ho25bR("de", `\bbis zum (\d{1,2}\.\d{1,2}\.\d{4}) verreist`, "seit dem $1 verreist"),
		ho25bR("ja", `(\d+月分)までは`, "${1}からは"),
	),
	// An instruction made a permission: Bitte bringen Sie … mit. → Sie dürfen … gern
	// mitbringen., Bitte schicken Sie … zurück; → Sie dürfen … gern zurückschicken;,
	// 閉じてください。 → 閉じてもかまいません。, ご返送ください → ご返送いただいてもかまいません.
	ho25bKind("b25b_instruction_made_permission",
		ho25bR("de", `\bBitte (\p{Ll}+) Sie ([^.;]+?) (mit|zurück|an|ab)([.;])`, "Sie dürfen $2 gern $3$1$4"),
		ho25bR("ja", `(\p{Hiragana})てください。`, "${1}てもかまいません。"),
		ho25bR("ja", `ご返送ください`, "ご返送いただいてもかまいません"),
	),
	// A scheduled fact made a possibility: erfolgt am → erfolgt möglicherweise am,
	// findet am … statt → findet möglicherweise am … statt, wird … ersetzt → könnte …
	// ersetzt werden, 移転します。 → 移転する可能性があります。, 回答する。 →
	// 回答する可能性がある。.
	ho25bKind("b25b_scheduled_fact_made_possibility",
		ho25bR("de", `\b(erfolgt|findet) am `, "$1 möglicherweise am "),
		ho25bR("de", `\bwird ([^;.]{0,80}?) ersetzt([;.])`, "könnte $1 ersetzt werden$2"),
		ho25bR("ja", `移転します。`, "移転する可能性があります。"),
		ho25bR("ja", `回答する。`, "回答する可能性がある。"),
	),
	// A hard rule made a preference: nur werktags → vorzugsweise werktags, nicht
	// unterstützt → nicht empfohlen, 途中解約はできません → 途中解約はお勧めしません.
	ho25bKind("b25b_hard_rule_made_preference",
		ho25bR("de", `\bnur werktags\b`, "vorzugsweise werktags"),
		ho25bR("de", `\bnicht unterstützt\b`, "nicht empfohlen"),
		ho25bR("ja", `(\p{Han}{2,})はできません`, "${1}はお勧めしません"),
	),
	// An addition made a replacement: メールアドレスとパスワードのほか、身長… →
	// …のかわりに、身長…, durch zwei Wärmepumpen mit Gas-Spitzenlastkessel → durch zwei
	// Wärmepumpen statt Gas-Spitzenlastkessel.
	ho25bKind("b25b_addition_made_replacement",
		ho25bR("ja", `のほか、`, "のかわりに、"),
		ho25bR("de", `\bdurch ([^;.]{1,40}?) mit `, "durch $1 statt "),
	),
	// A necessity made a preference: 再テストが必要なため → 再テストが望ましいため, die
	// nötigen Stahlträger → die gewünschten Stahlträger.
	ho25bKind("b25b_necessity_made_preference",
		ho25bR("ja", `が必要な`, "が望ましい"),
		ho25bR("de", `\bdie nötigen\b`, "die gewünschten"),
	),
	// An ongoing state made a future one: seit Mittwoch → ab Mittwoch, 発送が遅れております
	// → 発送が遅れる見込みです.
	ho25bKind("b25b_ongoing_state_made_prospective",
		ho25bR("de", `\bseit (Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag)\b`, "ab $1"),
		ho25bR("ja", `遅れております`, "遅れる見込みです"),
	),
	// An exact figure given a floor: bleibt 10 Minuten aktiv → bleibt mindestens 10
	// Minuten aktiv, durch zwei Wärmepumpen → durch mindestens zwei, （CR2032）2個を →
	// 2個以上を, 訪問の30分前に → 訪問の30分以上前に.
	ho25bKind("b25b_exact_figure_given_floor",
		ho25bR("de", `\bbleibt (\d+ \p{Lu}\p{Ll}+)`, "bleibt mindestens $1"),
		ho25bR("de", `\bdurch (zwei|drei|vier|fünf) `, "durch mindestens $1 "),
		ho25bR("ja", `）(\d+)個を`, "）${1}個以上を"),
		ho25bR("ja", `の(\d+分)前に`, "の${1}以上前に"),
	),
	// A time window made two options: zwischen 8 und 12 Uhr → um 8 oder um 12 Uhr, von 6
	// bis 22 Uhr → um 6 oder um 22 Uhr, 14時〜16時 → 14時または16時.
	ho25bKind("b25b_time_range_made_two_options",
		ho25bR("de", `\bzwischen (\d{1,2}) und (\d{1,2}) Uhr`, "um $1 oder um $2 Uhr"),
		ho25bR("de", `\bvon (\d{1,2}) bis (\d{1,2}) Uhr`, "um $1 oder um $2 Uhr"),
		ho25bR("ja", `(\d{1,2})時〜(\d{1,2})時`, "${1}時または${2}時"),
	),
	// A target or a fact made one of several: direkt an das Prüflabor → auch an das
	// Prüflabor (as well as the usual address), FAX番号は変わりません → FAX番号も変わりません
	// (so the telephone number just given would not change either).
	ho25bKind("b25b_exclusive_target_made_additional",
		ho25bR("de", `\bdirekt an (das|die|den) `, "auch an $1 "),
		ho25bR("ja", `(番号（[^）]+）)は変わりません`, "${1}も変わりません"),
	),
}

// ho25bDiff shows where a and b differ, with some context.
func ho25bDiff(a, b string) string {
	ra, rb := []rune(a), []rune(b)
	p := 0
	for p < len(ra) && p < len(rb) && ra[p] == rb[p] {
		p++
	}
	q := 0
	for q < len(ra)-p && q < len(rb)-p && ra[len(ra)-1-q] == rb[len(rb)-1-q] {
		q++
	}
	from := max(0, p-30)
	return strings.ReplaceAll("…"+string(ra[from:p])+"[["+string(ra[p:len(ra)-q])+" → "+string(rb[p:len(rb)-q])+"]]"+string(ra[len(ra)-q:min(len(ra), len(ra)-q+30)])+"…", "\n", "⏎")
}
