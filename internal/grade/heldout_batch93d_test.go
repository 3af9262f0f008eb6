package grade

import (
	"regexp"
)

// Batch 93d: faults found by a Japanese copy editor who proofreads the answers of a
// quantized model before they go out to customers, and who reads for grammar that
// changes meaning: a particle that turns the direction of a sending, a conditional
// whose verb lost or gained its negation, a benefactive turned into a causative
// passive, てしまう on the writer's own act, べき on a plain request, はず on a
// promise, となる turned into a decision of the writer. German answers count only where
// the same fault exists in German (a direction preposition or a negated condition).

// b93dRule is one rewrite of a kind: the first match of re in a sentence is replaced
// by repl (with $1 etc.).
type b93dRule struct {
	re   *regexp.Regexp
	repl string
}

func b93dR(pattern, repl string) b93dRule {
	return b93dRule{regexp.MustCompile(pattern), repl}
}

// b93dApply rewrites the first rule match in the first sentence, from the middle of
// the text on, that one of the rules changes.
func b93dApply(lang, s string, rules []b93dRule) string {
	return hoMiddleSentence(lang, s, func(sent string) string {
		for _, r := range rules {
			loc := r.re.FindStringSubmatchIndex(sent)
			if loc == nil {
				continue
			}
			var dst []byte
			dst = r.re.ExpandString(dst, r.repl, sent, loc)
			nw := sent[:loc[0]] + string(dst) + sent[loc[1]:]
			if nw != sent {
				return nw
			}
		}
		return sent
	})
}

// b93dApplyFirst is b93dApply from the first sentence on (for kinds whose target sits
// early in the text, such as the writer's first promise).
func b93dApplyFirst(lang, s string, rules []b93dRule) string {
	split, refs := hoAllSentences(lang, s)
	for _, ref := range refs {
		sent := split[ref.line][ref.idx]
		for _, r := range rules {
			loc := r.re.FindStringSubmatchIndex(sent)
			if loc == nil {
				continue
			}
			var dst []byte
			dst = r.re.ExpandString(dst, r.repl, sent, loc)
			nw := sent[:loc[0]] + string(dst) + sent[loc[1]:]
			if nw != sent {
				split[ref.line][ref.idx] = nw
				return hoJoin(split)
			}
		}
	}
	return s
}

var b93dGoalToSourceJa = []b93dRule{
	b93dR(`(アプリ|窓口|本体|スマートフォン)へ`, `${1}から`),
	b93dR(`(宛先|住所|送付先|窓口)に(お送り|送|ご送付|ご返送)`, `${1}から${2}`),
	b93dR(`(\p{Han}{2}(?:部長|課長|様))に(変わり|変更)`, `${1}から${2}`),
	b93dR(`(窓口|担当者|弊社|当社)まで(お問い合わせ|ご連絡)`, `${1}から${2}`),
}

var b93dGoalToSourceDe = []b93dRule{
	b93dR(`\ban das\b`, `vom`),
	b93dR(`\ban Ihre\b`, `von Ihrer`),
	b93dR(`\ban die\b`, `von der`),
	b93dR(`\ban den\b`, `vom`),
}

var b93dCondNegJa = []b93dRule{
	b93dR(`ございましたら`, `ございませんでしたら`),
	b93dR(`ありましたら`, `ありませんでしたら`),
	b93dR(`ご希望の場合は`, `ご希望でない場合は`),
	b93dR(`つながらない場合は`, `つながる場合は`),
	b93dR(`解決しない場合は`, `解決した場合は`),
	b93dR(`出ている場合は`, `出ていない場合は`),
	b93dR(`(\p{Han}{2})すれば`, `${1}しなければ`),
	b93dR(`完了すると`, `完了しないと`),
}

var b93dCondNegDe = []b93dRule{
	b93dR(`(Falls [^,:;]*?) nicht ([^,:;]*?(?:können|klappt|kommt|passt))`, `${1} ${2}`),
	b93dR(`(?:^|\b)Hilft das alles nicht,`, `Hilft das alles,`),
	b93dR(`wenn die (\d+ \p{L}+) abgelaufen sind`, `wenn die ${1} noch nicht abgelaufen sind`),
}

var b93dHanVerb = `(\p{Han}{2}|お送り|お電話|お届け)`

// heldOutBatch93d are the kinds of batch 93d.
var heldOutBatch93d = []heldOutKind{
	// b93d_ja_goal_particle_made_source_kara turns the goal of a sending or a change
	// (へ, に, まで) into its source (から): what goes to the app, the address or the
	// new contact now comes from it, so the direction of the act is reversed. A model
	// that confuses case particles does exactly this; in German the same fault is an
	// an-phrase turned into a von-phrase.
	// ja: 請求書の送付先は経理部の小西課長に変わります → 請求書の送付先は経理部の小西課長から変わります
	// de: Gern liefern wir Ihre Bestellung … direkt an das Prüflabor → … direkt vom Prüflabor
	{"b93d_ja_goal_particle_made_source_kara", "longest", func(lang, s string) string {
		if lang == "ja" {
			return b93dApply(lang, s, b93dGoalToSourceJa)
		}
		return b93dApply(lang, s, b93dGoalToSourceDe)
	}},

	// b93d_ja_conditional_verb_negation_toggled toggles the negation of the verb of a
	// conditional (たら, ば, と, 場合は): the instruction now applies in the opposite
	// case. A model that drops or adds ない/ません inside the condition gives exactly
	// the reverse advice; in German the nicht of a falls-clause is dropped or added.
	// ja: ご不明な点がございましたら、お気軽にお問い合わせください → ご不明な点がございませんでしたら、お気軽にお問い合わせください
	// de: Falls Sie den Termin nicht wahrnehmen können, sagen Sie ihn bitte … ab → Falls Sie den Termin wahrnehmen können, sagen Sie ihn bitte … ab
	{"b93d_ja_conditional_verb_negation_toggled", "longest", func(lang, s string) string {
		if lang == "ja" {
			return b93dApply(lang, s, b93dCondNegJa)
		}
		return b93dApply(lang, s, b93dCondNegDe)
	}},

	// b93d_ja_own_act_given_te_shimau_regret puts てしまう on an act of the writer's
	// side: a deliberate, promised act (we will send, we have confirmed) now reads as
	// something that happened by mistake or against the wish of the writer. A native
	// reader takes it as an admission of an error.
	// ja: 訪問日時を下記のとおり確定いたしました → 訪問日時を下記のとおり確定してしまいました
	// de: (no German counterpart: the aspect has no German form)
	{"b93d_ja_own_act_given_te_shimau_regret", "longest", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return b93dApply(lang, s, []b93dRule{
			b93dR(b93dHanVerb+`いたしました`, `${1}してしまいました`),
			b93dR(b93dHanVerb+`いたします`, `${1}してしまいます`),
			b93dR(`(\p{Han}{2})した。`, `${1}してしまった。`),
			b93dR(`(\p{Han}{2})する。`, `${1}してしまう。`),
		})
	}},

	// b93d_ja_own_commitment_made_hazu_guess turns the writer's first firm promise
	// (いたします, plain する in a summary) into a はずです/はずだ guess: the writer no
	// longer commits to the act but supposes that it will happen, as if it were done
	// by somebody else.
	// ja: 交換品は10月19日に発送いたしますので → 交換品は10月19日に発送するはずですので
	// de: (no German counterpart in this form)
	{"b93d_ja_own_commitment_made_hazu_guess", "longest", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return b93dApplyFirst(lang, s, []b93dRule{
			b93dR(`(お送り|お電話|発送|ご説明|ご案内)いたします`, `${1}するはずです`),
			b93dR(`(\p{Han}{2})する。`, `${1}するはずだ。`),
		})
	}},

	// b93d_ja_outcome_to_naru_made_decision_to_suru turns となります/となる (an outcome
	// the writer reports) into といたしました (a decision the writer took): a total
	// that follows from the contract, or a start date forced by a booked test rig, now
	// reads as chosen at will by the writer.
	// ja: 試験の開始は、早くても2026年11月9日となります → 試験の開始は、早くても2026年11月9日といたしました
	// de: (no German counterpart)
	{"b93d_ja_outcome_to_naru_made_decision_to_suru", "longest", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return b93dApply(lang, s, []b93dRule{
			b93dR(`となります`, `といたしました`),
			b93dR(`ことになります`, `ことにいたしました`),
			b93dR(`となる。`, `とする。`),
		})
	}},

	// b93d_ja_reader_favour_made_causative_passive turns a favour the reader did for
	// the writer (ご利用いただき, ご依頼をいただき, 追加していただいた) into a causative passive
	// (させられ): the customer was made to do it against their will, which blames the
	// writer's side for coercion and thanks the customer for being forced.
	// ja: このたびは修理のご依頼をいただき、誠にありがとうございます → このたびは修理の依頼をさせられ、誠にありがとうございます
	// de: (no German counterpart)
	{"b93d_ja_reader_favour_made_causative_passive", "longest", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return b93dApplyFirst(lang, s, []b93dRule{
			b93dR(`(\p{Han}{2})していただいた`, `${1}させられた`),
			b93dR(`ご(\p{Han}{2})いただき`, `${1}させられ`),
			b93dR(`ご(\p{Han}{2})をいただき`, `${1}をさせられ`),
			b93dR(`お問い合わせいただき`, `問い合わせさせられ`),
			b93dR(`お送りいただいた`, `送らせられた`),
			b93dR(`ご(\p{Han}{2})いただける`, `${1}させられる`),
		})
	}},

	// b93d_ja_active_te_iru_made_passive turns an ongoing active verb (提案している,
	// 求めている) into its passive (提案されている, 求められている): the one who asks is
	// now the one who is asked, so the summary reverses who wants what.
	// ja: 10月20日の経営会議で、延期と予備費支出の承認を求めている → … 承認を求められている
	// de: (the German counterpart, bittet → wird gebeten, is a separate kind)
	{"b93d_ja_active_te_iru_made_passive", "longest", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return b93dApply(lang, s, []b93dRule{
			b93dR(`求めている`, `求められている`),
			b93dR(`(\p{Han}{2})している`, `${1}されている`),
			b93dR(`(\p{Han}{2})しております`, `${1}されております`),
			b93dR(`希望している`, `希望されている`),
		})
	}},

	// b93d_de_requester_verb_made_passive is the German form of the same fault: a
	// reported request (bittet, meldet) in the active becomes a passive with the same
	// person, who is now asked instead of asking.
	// de: Herr Strauß bittet, die Mehrkosten … freizugeben → Herr Strauß wird gebeten, die Mehrkosten … freizugeben
	// ja: (the Japanese form, 求めている → 求められている, is b93d_ja_active_te_iru_made_passive)
	{"b93d_de_requester_verb_made_passive", "longest", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return b93dApply(lang, s, []b93dRule{
			b93dR(`\b(Sie|Herr \p{Lu}\p{L}+|Frau \p{Lu}\p{L}+) bittet darum,`, `${1} wird darum gebeten,`),
			b93dR(`\b(Sie|Herr \p{Lu}\p{L}+|Frau \p{Lu}\p{L}+) bittet um ([^.]+)\.`, `${1} wird um ${2} gebeten.`),
			b93dR(`\b(Sie|Herr \p{Lu}\p{L}+|Frau \p{Lu}\p{L}+) bittet,`, `${1} wird gebeten,`),
		})
	}},

	// b93d_ja_reader_request_made_beki_obligation turns a polite request to the reader
	// (ご返送ください, 設置してください) into a べきです statement of duty: the answer
	// now lectures the customer on what they ought to have done instead of asking
	// them, a different speech act and a rude one.
	// ja: 破損品は、交換品に同梱の返送用伝票でご返送ください → 破損品は、交換品に同梱の返送用伝票で返送するべきです
	// de: (no German counterpart in this form)
	{"b93d_ja_reader_request_made_beki_obligation", "longest", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return b93dApply(lang, s, []b93dRule{
			b93dR(`ご(\p{Han}{2})ください(?:ますようお願いいたします)?`, `${1}するべきです`),
			b93dR(`(\p{Han}{2})してください`, `${1}するべきです`),
			b93dR(`お送りください`, `送るべきです`),
			b93dR(`お問い合わせください`, `問い合わせるべきです`),
			b93dR(`お待ちください`, `待つべきです`),
		})
	}},

	// b93d_ja_zuni_without_made_te_with drops the negation of a ずに/ないで clause: "do
	// B without doing A" becomes "do A and then B", so the instruction now tells the
	// reader to do what they must not do.
	// ja: 素足で本体に乗って、動かずにお待ちください → 素足で本体に乗って、動いてお待ちください
	// de: (no German form in the goldens; ohne zu would be the counterpart)
	{"b93d_ja_zuni_without_made_te_with", "longest", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return b93dApply(lang, s, []b93dRule{
			b93dR(`動かずに`, `動いて`),
			b93dR(`脱がずに`, `脱いで`),
			b93dR(`触れずに`, `触れて`),
			b93dR(`開けずに`, `開けて`),
			b93dR(`入れずに`, `入れて`),
			b93dR(`(\p{Han})らないで`, `${1}って`),
		})
	}},
	// b93d_ja_range_made_made_dake_single swaps the limiting まで (up to and including)
	// for だけ (only): a period that runs up to a day becomes that one day, and data that
	// were fine up to September are now fine only for September. In German bis zum
	// becomes nur am.
	// ja: 旧事務所（〒541-0041）での営業は11月13日（金）までです → 旧事務所（〒541-0041）での営業は11月13日（金）だけです
	// de: Herr Weiß ist bis zum 22.10.2026 verreist → Herr Weiß ist nur am 22.10.2026 verreist
	{"b93d_ja_range_made_made_dake_single", "longest", func(lang, s string) string {
		if lang == "ja" {
			return b93dApply(lang, s, []b93dRule{
				b93dR(`(\d{1,2}日(?:（.）)?)までです`, `${1}だけです`),
				b93dR(`(\p{Han}*分)までは`, `${1}だけは`),
				b93dR(`(\d{1,2}日(?:（.）)?)まで(\p{Han}{2})`, `${1}だけ${2}`),
			})
		}
		return b93dApply(lang, s, []b93dRule{
			b93dR(`\bbis zum (\d{1,2}\.\d{1,2}\.\d{4})`, `nur am ${1}`),
			b93dR(`\bbis spätestens (\d{1,2}\.\d{1,2}\.\d{4})`, `nur am ${1}`),
		})
	}},

	// b93d_ja_plan_yotei_made_beki_obligation turns a plan (予定) into an obligation
	// (べき): "it is planned to ship" becomes "it ought to be shipped", so a stated
	// schedule turns into a demand or, in an apology, an admission that the writer
	// should have done it; the はず/べき and 予定/べき confusion of a weak model.
	// ja: 10月16日にお届けする予定でしたが → 10月16日にお届けするべきでしたが
	// de: (no German counterpart in this form)
	{"b93d_ja_plan_yotei_made_beki_obligation", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return b93dApply(lang, s, []b93dRule{
			b93dR(`する予定`, `するべき`),
			b93dR(`(\p{Han}{2})予定`, `${1}すべき`),
		})
	}},
}
