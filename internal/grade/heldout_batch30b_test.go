package grade

// Blind batch 30b: the small words that carry time, degree, modality, aspect and
// direction, one swapped or added in one place while the sentence stays fluent and its
// meaning goes wrong. Time and aspect: erneut/再度, erst/早くても read as bereits/既に, a
// holding state put in the past, a done act told as upcoming, attempted, in progress or
// a near miss, a sequence made simultaneous. Modality and evidence: Konjunktiv II,
// sollte/予定でした, dürfte/はず, soll/らしい, vorerst/ひとまず, can't made won't, nicht made
// noch nicht/まだ. Direction and linkage: lassen/させる, verschiebt sich made our choice,
// てしまいました, auch/も, cause made purpose or boon (dank/おかげで), contrast made cause,
// wie gewohnt/のとおり made contrary, a state made a process (verbunden wird).

import (
	"fmt"
	"regexp"
	"strings"
)

// ho30bRule is one rewrite: the first match of re becomes to (re.Expand syntax), or
// fn(m) when fn is set (fn may refuse a match by returning "").
type ho30bRule struct {
	lang string // "ja", "de" or "" for both
	re   *regexp.Regexp
	to   string
	fn   func(m []string) string
}

func ho30bR(lang, re, to string) ho30bRule {
	return ho30bRule{lang: lang, re: regexp.MustCompile(re), to: to}
}

func ho30bF(lang, re string, fn func(m []string) string) ho30bRule {
	return ho30bRule{lang: lang, re: regexp.MustCompile(re), fn: fn}
}

// ho30bApply applies the first rule (in order) that matches s, once, at its first
// match the rule accepts.
func ho30bApply(lang, s string, rules []ho30bRule) string {
	for _, r := range rules {
		if r.lang != "" && r.lang != lang {
			continue
		}
		for _, loc := range r.re.FindAllStringSubmatchIndex(s, -1) {
			var nw string
			if r.fn != nil {
				m := make([]string, len(loc)/2)
				for i := range m {
					if loc[2*i] >= 0 {
						m[i] = s[loc[2*i]:loc[2*i+1]]
					}
				}
				nw = r.fn(m)
				if nw == "" {
					continue
				}
			} else {
				nw = string(r.re.ExpandString(nil, r.to, s, loc))
			}
			return s[:loc[0]] + nw + s[loc[1]:]
		}
	}
	return s
}

func ho30bKind(rules ...ho30bRule) func(lang, s string) string {
	return func(lang, s string) string { return ho30bApply(lang, s, rules) }
}

// ho30bSepPrefixes are separable verb prefixes, longest first.
var ho30bSepPrefixes = []string{"zurück", "frei", "vor", "auf", "aus", "ein", "mit", "an", "ab", "zu"}

// ho30bInfinitive turns a German past participle into its infinitive (vorgestellt →
// vorstellen, freigegeben → freigeben, bestellt → bestellen, gemeldet → melden); ""
// when it does not look like one.
func ho30bInfinitive(p string) string {
	prefix := ""
	for _, sp := range ho30bSepPrefixes {
		if strings.HasPrefix(p, sp+"ge") && len(p) > len(sp)+4 {
			prefix, p = sp, p[len(sp):]
			break
		}
	}
	if strings.HasPrefix(p, "ge") && len(p) > 5 {
		p = p[2:]
	} else if prefix == "" && !regexp.MustCompile(`^(be|ver|er|ent|zer|emp|über)`).MatchString(p) {
		return ""
	}
	switch {
	case strings.HasSuffix(p, "en"):
	case strings.HasSuffix(p, "et"):
		p = p[:len(p)-2] + "en"
	case strings.HasSuffix(p, "t"):
		p = p[:len(p)-1] + "en"
	default:
		return ""
	}
	return prefix + p
}

// ho30bPerfect matches a main-clause perfect: "hat <object …> <participle><punct>".
const ho30bPerfect = `\b(hat|haben) ((?:[^;:.]|\.\S)*?) (\p{Ll}+(?:t|en))([.;:,])(\s|$)`

// ho30bPerfectTo rewrites a main-clause perfect with the auxiliary and the
// participle's infinitive: aux(hat) … inf tail.
func ho30bPerfectTo(aux func(hat string) string, tail string) ho30bRule {
	return ho30bF("de", ho30bPerfect, func(m []string) string {
		inf := ho30bInfinitive(m[3])
		if inf == "" {
			return ""
		}
		return aux(m[1]) + " " + m[2] + " " + inf + tail + m[4] + m[5]
	})
}

// ho30bDeClause matches a sentence-initial subject with erfolgt/bleibt/findet … statt/
// ist up to the clause's end, for putting a modal in front of the verb.
const ho30bDeClause = `(^|[.!?:]\s+|\n- |\n)((?:Die|Der|Das|Herr|Frau) (?:[^;:.,]|[.,]\S)*?) (erfolgt|bleibt|findet|ist) ((?:[^;:.]|\.\S)+?)( statt)?([.;,])(\s|$)`

var ho30bDeInf = map[string]string{"erfolgt": "erfolgen", "bleibt": "bleiben", "findet": "finden", "ist": "sein"}

// ho30bDeModal puts modal (third person singular) before a stated clause's verb,
// which moves to the end as an infinitive: "Die Lieferung erfolgt am …" → "Die
// Lieferung sollte am … erfolgen". wir is the modal for "Wir senden Ihnen … zu" (""
// leaves that sentence alone).
func ho30bDeModal(modal, wir string) []ho30bRule {
	rules := []ho30bRule{ho30bF("de", ho30bDeClause, func(m []string) string {
		inf := ho30bDeInf[m[3]]
		if m[5] != "" {
			if m[3] != "findet" {
				return ""
			}
			inf = "statt" + inf
		} else if m[3] == "findet" {
			return ""
		}
		return m[1] + m[2] + " " + modal + " " + m[4] + " " + inf + m[6] + m[7]
	})}
	if wir != "" {
		rules = append([]ho30bRule{ho30bR("de", `\b(Wir|wir) senden Ihnen ((?:[^;:.]|\.\S)+?) zu([.;,])`, "${1} "+wir+" Ihnen ${2} zusenden${3}")}, rules...)
	}
	return rules
}

var heldOutBatch30b = []heldOutKind{
	// A one-off event told as a repeat (erneut/再度), or continuing told as resuming:
	// "verschiebt sich der Versand" → "verschiebt sich erneut der Versand";
	// "11月24日（火）に延期する" → "11月24日（火）に再度延期する".
	{"b30b_one_off_event_told_as_repeated", "first", ho30bKind(
		ho30bR("de", `\bverschiebt sich (der|die|das) (\p{L}+) (vom|von|auf|um)\b`, "verschiebt sich ${1} ${2} erneut ${3}"),
		ho30bR("de", `\bverschiebt sich\b`, "verschiebt sich erneut"),
		ho30bF("de", ho30bPerfect, func(m []string) string {
			if ho30bInfinitive(m[3]) == "" {
				return ""
			}
			return m[1] + " " + m[2] + " erneut " + m[3] + m[4] + m[5]
		}),
		ho30bR("de", `\b(senden|schicken) Ihnen\b`, "${1} Ihnen erneut"),
		ho30bR("de", `\bmeldet\b`, "meldet erneut"),
		ho30bR("ja", `に(延期|移転|発送|変更)`, "に再度${1}"),
		ho30bR("ja", `を(\d+名)?(追加|ご訪問|ご依頼|変更)(し|いただ)`, "を再度${1}${2}${3}"),
		ho30bR("ja", `との問い合わせ`, "との再度の問い合わせ"),
	)},
	// "Not before" read as "already": "erst am 28.10.2026" → "bereits am 28.10.2026";
	// "早くても2026年11月9日" → "既に2026年11月9日".
	{"b30b_not_before_read_as_already", "first", ho30bKind(
		ho30bR("de", `\berst (am|ab|nach|im|zum|in)\b`, "bereits ${1}"),
		ho30bR("de", `\bfrühestens\b`, "bereits"),
		ho30bR("ja", `早くても`, "既に"),
		ho30bR("ja", `(\d+日（.）)以降`, "${1}には既に"),
	)},
	// A stated fact or commitment put in Konjunktiv II (counterfactual): "Frau Köhler
	// hat … bestellt" → "hätte … bestellt"; "Der Rechnungsbetrag bleibt" → "bliebe";
	// "Wir senden Ihnen … zu" → "Wir würden Ihnen … zusenden".
	{"b30b_de_fact_put_in_konjunktiv_ii", "first", ho30bKind(
		ho30bF("de", ho30bPerfect, func(m []string) string {
			if ho30bInfinitive(m[3]) == "" {
				return ""
			}
			aux := map[string]string{"hat": "hätte", "haben": "hätten"}[m[1]]
			return aux + " " + m[2] + " " + m[3] + m[4] + m[5]
		}),
		ho30bR("de", `\b(Wir|wir) senden Ihnen ((?:[^;:.]|\.\S)+?) zu([.;,])`, "${1} würden Ihnen ${2} zusenden${3}"),
		ho30bR("de", `\bGern liefern wir ((?:[^:;.]|\.\S)+?)(:|\.(?:\s|$))`, "Gern würden wir ${1} liefern${2}"),
		ho30bR("de", `\bbleibt\b`, "bliebe"),
		ho30bR("de", `\bist\b`, "wäre"),
	)},
	// A state that still holds told as one that held before: "発送が遅れております。" →
	// "発送が遅れておりました。"; "Der Rechnungsbetrag bleibt unverändert" → "… blieb
	// unverändert"; "Herr Weiß ist bis zum 22.10.2026 verreist" → "Herr Weiß war …".
	{"b30b_ongoing_state_told_as_past", "first", ho30bKind(
		ho30bR("de", `\bsteht noch aus\b`, "stand noch aus"),
		ho30bR("de", `\bbleibt (unverändert|eingehalten|gleich|bestehen)\b`, "blieb ${1}"),
		ho30bR("de", `\b((?:Herr|Frau) (?:(?:Dr|Prof)\. )*\p{Lu}\p{L}+) ist\b`, "${1} war"),
		ho30bR("ja", `ております。`, "ておりました。"),
		ho30bR("ja", `ている。`, "ていた。"),
		ho30bR("ja", `ています。`, "ていました。"),
	)},
	// A standing "not" made "not yet", as if it would change: "werden … nicht
	// unterstützt" → "noch nicht unterstützt"; "途中解約はできません" → "途中解約はまだできません".
	{"b30b_standing_no_made_not_yet", "first", ho30bKind(
		ho30bR("de", `\b((?:werden|wird) (?:[^.;,]){0,40}?)\bnicht (unterstützt|angeboten|berechnet|geliefert)`, "${1}noch nicht ${2}"),
		ho30bR("de", `\bentstehen (dabei |Ihnen )?keine\b`, "entstehen ${1}noch keine"),
		ho30bR("de", `\bund nicht (am|an) `, "und noch nicht ${1} "),
		ho30bR("ja", `は((?:\p{Han}|\p{Hiragana}){0,6}?)(できません|変わりません|不要です)`, "はまだ${1}${2}"),
	)},
	// A confirmed fact hedged as an expectation (はず / dürfte): "新しいお届け予定日は
	// 10月21日（水）です。" → "…（水）のはずです。"; "Der Rechnungsbetrag bleibt unverändert
	// bei 1.850,00 €." → "Der Rechnungsbetrag dürfte unverändert bei 1.850,00 € bleiben.".
	{"b30b_confirmed_fact_made_supposition", "first", ho30bKind(append([]ho30bRule{
		ho30bR("ja", `([0-9）)])です。`, "${1}のはずです。"),
		ho30bR("ja", `は不要です`, "は不要のはずです"),
	}, ho30bDeModal("dürfte", "dürften")...)...)},
	// A fact the writer knows told as hearsay (らしい / ようです / soll): "回答する。" →
	// "回答するらしい。"; "発送が遅れております。" → "発送が遅れているようです。"; "Herr Weiß ist
	// bis zum 22.10.2026 verreist" → "Herr Weiß soll bis zum 22.10.2026 verreist sein".
	{"b30b_known_fact_told_as_hearsay", "first", ho30bKind(append([]ho30bRule{
		ho30bF("ja", `([^。\n]*)(\p{Han}{2})します。`, func(m []string) string {
			if !strings.Contains(m[1], "は") {
				return ""
			}
			return m[1] + m[2] + "するようです。"
		}),
		ho30bR("ja", `(れ|け|せ|え)ております。`, "${1}ているようです。"),
		ho30bF("ja", `(.)(する|した|ている|った)。`, func(m []string) string {
			if m[1] == "ま" {
				return ""
			}
			return m[1] + m[2] + "らしい。"
		}),
	}, ho30bDeModal("soll", "")...)...)},
	// The act handed to someone else (lassen / させる): "Prof. Dr. Kühn hat das Gutachten
	// vorgestellt" → "… vorstellen lassen"; "西村が調査し、" → "西村が調査させ、".
	{"b30b_act_delegated_to_unnamed_other", "first", ho30bKind(
		ho30bPerfectTo(func(h string) string { return h }, " lassen"),
		ho30bF("de", `\b((?:Herr|Frau) (?:[^,.;]|\.\S){1,30}? kann (?:[^;:.]|\.\S)+?) (\p{Ll}+en)\.(\s|$)`, func(m []string) string {
			return m[1] + " " + m[2] + " lassen." + m[3]
		}),
		ho30bR("de", `\bprüft ((?:Frau|Herr) (?:(?:Dr|Prof)\. )*\p{Lu}\p{L}+)`, "lässt ${1} prüfen"),
		ho30bR("ja", `(調査|報告|回答|確認)し(、|た)`, "${1}させ${2}"),
	)},
	// A plan told as a former plan (it was meant to, so no longer): "Die Lieferung
	// erfolgt am 12.11.2026 …" → "Die Lieferung sollte am 12.11.2026 … erfolgen";
	// "移転します。" → "移転する予定でした。"; "発送予定。" → "発送予定だった。".
	{"b30b_plan_told_as_former_plan", "first", ho30bKind(append([]ho30bRule{
		ho30bR("ja", `予定。`, "予定だった。"),
		ho30bR("ja", `予定です`, "予定でした"),
		ho30bR("ja", `見込みです`, "見込みでした"),
		ho30bF("ja", `([^。\n]*)(\p{Han}{2})(?:いた)?します。`, func(m []string) string {
			if !strings.Contains(m[1], "は") {
				return ""
			}
			return m[1] + m[2] + "する予定でした。"
		}),
	}, ho30bDeModal("sollte", "wollten")...)...)},
	// A sequence made simultaneous (anschließend → gleichzeitig, てから / 後に → と同時に):
	// "Bestätigen Sie anschließend Ihre E-Mail-Adresse" → "Bestätigen Sie gleichzeitig …";
	// "修正版の提供（10月23日）後に2週間の再テスト" → "修正版の提供（10月23日）と同時に2週間の再テスト".
	{"b30b_sequence_made_simultaneous", "first", ho30bKind(
		ho30bR("de", `\b(anschließend|danach|im Anschluss)\b`, "gleichzeitig"),
		ho30bR("de", `\bSobald\b`, "Während"),
		ho30bR("ja", `(\p{Han}{2}（[^）]{1,12}）)後に`, "${1}と同時に"),
		ho30bR("ja", `(\p{Hiragana}*)を(オン|オフ)にしてから、`, "${1}を${2}にすると同時に、"),
		ho30bR("ja", `(入れ|外し|開け|閉じ)てから、`, "${1}ると同時に、"),
	)},
	// An exact time or date made approximate (gegen / etwa / 頃): "um 10:30 Uhr" →
	// "gegen 10:30 Uhr"; "17時までに" → "17時頃までに"; "11月16日（月）に" → "11月16日（月）頃に".
	{"b30b_exact_time_made_approximate", "first", ho30bKind(
		ho30bR("de", `\bum (\d{1,2}:\d{2}) Uhr\b`, "gegen ${1} Uhr"),
		ho30bR("de", `\bab (\d{1,2}) Uhr\b`, "ab etwa ${1} Uhr"),
		ho30bR("de", `\bzwischen (\d{1,2}) und (\d{1,2}) Uhr\b`, "etwa zwischen ${1} und ${2} Uhr"),
		ho30bR("de", `\bam (\d{1,2}\.\d{1,2}\.\d{4})`, "ungefähr am ${1}"),
		ho30bR("ja", `(\d{1,2})時までに`, "${1}時頃までに"),
		ho30bR("ja", `(\d{1,2}日（.）)(までに|まで|に)`, "${1}頃${2}"),
	)},
	// A done act told as still to come: "Prof. Dr. Kühn hat das Gutachten vorgestellt"
	// → "… wird das Gutachten vorstellen"; "破損を確認いたしました。" → "破損を確認いたします。".
	{"b30b_done_act_told_as_upcoming", "first", ho30bKind(
		ho30bPerfectTo(func(h string) string { return map[string]string{"hat": "wird", "haben": "werden"}[h] }, ""),
		ho30bF("de", `\b(\p{Ll}+(?:t|en)) (hat|haben)([.;,])`, func(m []string) string {
			inf := ho30bInfinitive(m[1])
			if inf == "" {
				return ""
			}
			return inf + " " + map[string]string{"hat": "wird", "haben": "werden"}[m[2]] + m[3]
		}),
		ho30bR("ja", `いたしました。`, "いたします。"),
		ho30bR("ja", `(報告|調査|決定|承認)した。`, "${1}する。"),
		ho30bR("ja", `ていただいたため`, "ていただくため"),
	)},
	// A settled state made provisional (vorerst / vorläufig / ひとまず): "Der
	// Rechnungsbetrag bleibt unverändert" → "bleibt vorerst unverändert"; "初期費用は不要です"
	// → "初期費用はひとまず不要です".
	{"b30b_settled_state_made_provisional", "first", ho30bKind(
		ho30bR("de", `\bbleibt (unverändert|eingehalten|bestehen|gleich)\b`, "bleibt vorerst ${1}"),
		ho30bR("de", `\bist bestanden\b`, "ist vorerst bestanden"),
		ho30bR("de", `\bbestätigen wir\b`, "bestätigen wir vorläufig"),
		ho30bR("ja", `(確定|決定)いたしました`, "ひとまず${1}いたしました"),
		ho30bR("ja", `は(不要です|変わりません)`, "はひとまず${1}"),
		ho30bR("ja", `は引き続き`, "はひとまず"),
	)},
	// Something that happened told as the writer's own decision: "verschiebt sich der
	// Versand" → "verschieben wir den Versand"; "…となります。" → "…とすることにいたしました。".
	{"b30b_circumstance_told_as_own_choice", "first", ho30bKind(
		ho30bR("de", `\bverschiebt sich der (\p{L}+)`, "verschieben wir den ${1}"),
		ho30bR("de", `\bverschiebt sich (die|das) (\p{L}+)`, "verschieben wir ${1} ${2}"),
		ho30bR("ja", `となります。`, "とすることにいたしました。"),
	)},
	// An act told as done by mistake (てしまう): "訪問日時を確定いたしました" →
	// "訪問日時を確定してしまいました"; "追加していただいたため" → "追加してしまわれたため".
	{"b30b_ja_act_told_as_unintended", "first", ho30bKind(
		ho30bR("ja", `(確定|確認|変更|決定)いたしました`, "${1}してしまいました"),
		ho30bR("ja", `を(報告|決定|変更)した。`, "を${1}してしまった。"),
		ho30bR("ja", `ていただいたため`, "てしまわれたため"),
	)},
	// A done act told as only attempted (wollte / しようと): "Frau Köhler hat … bestellt"
	// → "Frau Köhler wollte … bestellen"; "破損を確認いたしました" → "破損を確認しようといたしました".
	{"b30b_done_act_told_as_attempt", "first", ho30bKind(
		ho30bPerfectTo(func(h string) string { return map[string]string{"hat": "wollte", "haben": "wollten"}[h] }, ""),
		ho30bR("ja", `(確定|確認|変更)いたしました`, "${1}しようといたしました"),
		ho30bR("ja", `(報告|決定)した。`, "${1}しようとした。"),
		ho30bR("ja", `(\p{Han}{2})していただいたため`, "${1}しようとされたため"),
	)},
	// "Also" presupposing a second, unmentioned case: "Der Rechnungsbetrag bleibt
	// unverändert" → "Auch der Rechnungsbetrag bleibt unverändert"; "FAX番号は変わりません"
	// → "FAX番号も変わりません".
	{"b30b_also_presupposes_other_case", "first", ho30bKind(
		ho30bF("de", `(^|[.!?]\s+|\n- |\n)(Der|Die|Das) (\p{L}+)((?: von (?:[^,;.]|[.,]\S)+?)? bleibt (?:unverändert|eingehalten|gleich|bestehen))`, func(m []string) string {
			return m[1] + "Auch " + strings.ToLower(m[2]) + " " + m[3] + m[4]
		}),
		ho30bR("de", `(^|[.!?]\s+)(Herr|Frau) (\p{Lu}\p{L}+) ist `, "${1}Auch ${2} ${3} ist "),
		ho30bR("ja", `([\p{Han}）)])は(不要です|変わりません|変わります)`, "${1}も${2}"),
	)},
	// A done act told as still in progress (ているところ): "破損を確認いたしました。" →
	// "破損を確認しているところです。"; "確認済み" → "確認中".
	{"b30b_ja_done_act_told_as_in_progress", "first", ho30bKind(
		ho30bR("ja", `(確定|確認)いたしました。`, "${1}しているところです。"),
		ho30bR("ja", `(報告|調査|決定)した。`, "${1}しているところだ。"),
		ho30bR("ja", `確認済み`, "確認中"),
	)},
	// An event told as a near miss (hätte beinahe / ところでした): "Frau Köhler hat … bestellt"
	// → "Frau Köhler hätte … beinahe bestellt"; "訪問日時を確定いたしました。" → "訪問日時を確定
	// するところでした。"; "発送が遅れております。" → "発送が遅れるところでした。".
	{"b30b_event_told_as_near_miss", "first", ho30bKind(
		ho30bF("de", ho30bPerfect, func(m []string) string {
			if ho30bInfinitive(m[3]) == "" {
				return ""
			}
			aux := map[string]string{"hat": "hätte", "haben": "hätten"}[m[1]]
			return aux + " " + m[2] + " beinahe " + m[3] + m[4] + m[5]
		}),
		ho30bR("ja", `(遅れ|止まり|壊れ)ております。`, "${1}るところでした。"),
		ho30bR("ja", `(\p{Han}{2})いたしました。`, "${1}するところでした。"),
		ho30bR("ja", `(\p{Han}{2})した。`, "${1}するところだった。"),
	)},
	// A cause made a purpose (weil/da → damit, aufgrund → zugunsten, ため →
	// ために/ように, により → に備えて): "…, da die Förderung … höher ausfällt" → "…, damit die
	// Förderung … höher ausfällt"; "追加していただいたため、" → "追加していただくために、".
	{"b30b_cause_made_purpose", "first", ho30bKind(
		ho30bR("de", `\bWeil\b`, "Damit"),
		ho30bR("de", `, da\b`, ", damit"),
		ho30bR("de", `\bAufgrund (des|der)\b`, "Zugunsten ${1}"),
		ho30bR("ja", `ていただいたため、`, "ていただくために、"),
		ho30bR("ja", `が必要なため、`, "が必要となるように、"),
		ho30bR("ja", `(\p{Han}{2})により(\p{Han})`, "${1}に備えて${2}"),
	)},
	// A bad cause told as a boon (aufgrund/wegen → dank, により/ため → のおかげで): "Aufgrund
	// des Fertigungsablaufs verschiebt sich der Versand" → "Dank des Fertigungsablaufs …";
	// "作業遅延により発送が遅れております" → "作業遅延のおかげで発送が遅れております".
	{"b30b_bad_cause_told_as_boon", "first", ho30bKind(
		ho30bR("de", `\b(?:Aufgrund|Wegen) (des|der)\b`, "Dank ${1}"),
		ho30bR("de", `\b(?:aufgrund|wegen) (des|der)\b`, "dank ${1}"),
		ho30bR("ja", `(\p{Han}{2})により(\p{Han})`, "${1}のおかげで${2}"),
		ho30bR("ja", `ていただいたため、`, "ていただいたおかげで、"),
		ho30bR("ja", `が必要なため、`, "が必要なおかげで、"),
	)},
	// A contrast made a cause (が/けれど/aber → ので/daher): "ハコブネ WMSを導入するが、…不具合が
	// 見つかった" → "導入するため、…"; "Herr Weiß ist … verreist, aber Frau Müller kann …" →
	// "…, daher kann Frau Müller …".
	{"b30b_contrast_made_cause", "first", ho30bKind(
		ho30bR("de", `, aber ((?:Herr|Frau) (?:(?:Dr|Prof)\. )*\p{Lu}\p{L}+) (kann|wird|muss|hat|ist)\b`, ", daher ${2} ${1}"),
		ho30bR("de", `\bist zwar (\p{L}+), bietet aber ((?:[^.;]|\.\S)+?)\.`, "ist ${1}, weil sie ${2} bietet."),
		ho30bR("ja", `予定でしたが、`, "予定でしたので、"),
		ho30bR("ja", `(する|した|いる)が、`, "${1}ため、"),
	)},
	// "As agreed / as usual / following" made "unlike" (wie gewohnt → anders als gewohnt,
	// laut → entgegen, のとおり → とは異なり, に従って → に従わずに): "Die Rechnung senden wir
	// wie gewohnt an …" → "… anders als gewohnt an …"; "お打ち合わせのとおり、" → "お打ち合わせとは
	// 異なり、".
	{"b30b_accordance_made_contrary", "first", ho30bKind(
		ho30bR("de", `\bwie gewohnt\b`, "anders als gewohnt"),
		ho30bR("de", `\bwie besprochen\b`, "anders als besprochen"),
		ho30bR("de", `\bLaut ((?:Herr|Frau) (?:(?:Dr|Prof)\. )*\p{Lu}\p{L}+)`, "Entgegen der Angabe von ${1}"),
		ho30bR("ja", `(打ち合わせ|ご相談|ご依頼|ご要望|ご希望|ご案内)のとおり`, "${1}とは異なり"),
		ho30bR("ja", `の案内に従って`, "の案内に従わずに"),
	)},
	// Cannot told as will not (können → wollen, できません → いたしません): "Falls Sie den
	// Termin nicht wahrnehmen können" → "… nicht wahrnehmen wollen"; "それより早い実施はできま
	// せん" → "それより早い実施はいたしません".
	{"b30b_inability_told_as_unwillingness", "first", ho30bKind(
		ho30bR("de", `\b(nicht (?:\p{L}+ ){0,3}?\p{Ll}+en) können\b`, "${1} wollen"),
		ho30bR("de", `\b((?:Herr|Frau) (?:(?:Dr|Prof)\. )*\p{Lu}\p{L}+) kann\b`, "${1} will"),
		ho30bR("ja", `はできません`, "はいたしません"),
	)},
	// A state told as a process (sein-passive → werden-passive, ている/ておく → る): "ob Ihr
	// Smartphone … verbunden ist" → "… verbunden wird"; "オンになっていますか" → "オンになりますか".
	{"b30b_state_told_as_process", "first", ho30bKind(
		ho30bF("de", `\b(verbunden|abgerechnet|eingeschaltet|aktiviert|angeschlossen) (ist|sind)\b`, func(m []string) string {
			return m[1] + " " + map[string]string{"ist": "wird", "sind": "werden"}[m[2]]
		}),
		ho30bR("de", `\bbisher sind ((?:[^;.]|\.\S)+?) (abgerechnet|bezahlt|ausgegeben)\b`, "bisher werden ${1} ${2}"),
		ho30bR("ja", `になっていますか`, "になりますか"),
		ho30bR("ja", `されていますか`, "されますか"),
		ho30bR("ja", `されていることを`, "されることを"),
	)},
}

// ho30bDiff shows the lines of got that differ from golden, each under its original.
func ho30bDiff(golden, got string) string {
	a, b := strings.Split(golden, "\n"), strings.Split(got, "\n")
	var out []string
	for i := range b {
		if i >= len(a) || a[i] != b[i] {
			if i < len(a) {
				out = append(out, "  - "+a[i])
			}
			out = append(out, "  + "+b[i])
		}
	}
	if len(a) != len(b) {
		out = append(out, fmt.Sprintf("  (lines %d → %d)", len(a), len(b)))
	}
	return strings.Join(out, "\n")
}
