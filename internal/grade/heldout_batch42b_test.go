package grade

// Blind batch 42b: modality. Each kind changes, at one place, what may, can, must
// or should happen while the facts around it stay: ability told as permission or as
// obligation, a commitment of the sender turned into a task of the reader or a task
// of the reader taken over by the sender, a deadline made waivable, a request of a
// third party told as that party's own duty, a necessity or a hard technical limit
// told as a mere preference, a reported wish told as a hard condition, an offer of
// help limited by "only if", a prohibition told as a lack of obligation, "no cost"
// told as "may cost", a needed approval declared unnecessary, advice made mandatory,
// an offered option declared impossible, an optional step made required and a
// delivery of the sender told as something the reader may request.

import (
	"regexp"
	"strings"
)

// ho42bRule is one rewrite: in texts of lang ("" for both) the first match of re is
// replaced by repl (a regexp template); skip, when set, vetoes a match.
type ho42bRule struct {
	lang string
	re   *regexp.Regexp
	repl string
	skip func(m string) bool
}

// ho42bApply applies the first rule, in order, that has an accepted match in s, at
// that one match; s unchanged without one.
func ho42bApply(lang, s string, rules []ho42bRule) string {
	for _, r := range rules {
		if r.lang != "" && r.lang != lang {
			continue
		}
		for _, loc := range r.re.FindAllStringSubmatchIndex(s, -1) {
			if r.skip != nil && r.skip(s[loc[0]:loc[1]]) {
				continue
			}
			var out []byte
			out = r.re.ExpandString(out, r.repl, s, loc)
			return s[:loc[0]] + string(out) + s[loc[1]:]
		}
	}
	return s
}

// ho42bInSentence applies the rules to the first sentence, in order, that they
// change and that contains one of the markers.
func ho42bInSentence(lang, s string, markers []string, rules []ho42bRule) string {
	split, refs := hoAllSentences(lang, s)
	for _, ref := range refs {
		old := split[ref.line][ref.idx]
		ok := false
		for _, m := range markers {
			if strings.Contains(old, m) {
				ok = true
				break
			}
		}
		if !ok {
			continue
		}
		if nw := ho42bApply(lang, old, rules); nw != old {
			split[ref.line][ref.idx] = nw
			return hoJoin(split)
		}
	}
	return s
}

func ho42bRe(p string) *regexp.Regexp { return regexp.MustCompile(p) }

// ho42bJaNegPotential maps a negative potential verb (cannot) to its prohibition
// (must not).
var ho42bJaNegPotential = []ho42bRule{
	{"ja", ho42bRe(`が取り込めない`), "を取り込んではいけない", nil},
	{"ja", ho42bRe(`取り込めない`), "取り込んではいけない", nil},
	{"ja", ho42bRe(`読み込めない`), "読み込んではいけない", nil},
	{"ja", ho42bRe(`使えない`), "使ってはいけない", nil},
	{"ja", ho42bRe(`受け取れない`), "受け取ってはいけない", nil},
	{"ja", ho42bRe(`送れない`), "送ってはいけない", nil},
	{"ja", ho42bRe(`(\p{Han}{2,})できない([^こ])`), "${1}してはいけない$2", nil},
	// A contract's "はできません" is a rule already; elsewhere it is a capacity.
	{"ja", ho42bRe(`(\p{Han}+)はできません`), "${1}は規定上認められておりません", func(m string) bool {
		return strings.Contains(m, "解約") || strings.Contains(m, "変更")
	}},
}

var heldOutBatch42b = []heldOutKind{
	// Ability told as permission, inability as prohibition.
	// de: Frau Müller kann die Wohnung aufschließen → Frau Müller darf die Wohnung aufschließen
	// ja: 勤怠データが取り込めない → 勤怠データを取り込んではいけない
	{"b42b_can_made_may", "first", func(lang, s string) string {
		rules := append([]ho42bRule{
			{"de", ho42bRe(`\b((?:Frau|Herr) \p{Lu}\p{L}+|[Ww]ir) kann\b`), "$1 darf", nil},
			{"de", ho42bRe(`\bnicht (\p{L}+) können\b`), "nicht $1 dürfen", nil},
		}, ho42bJaNegPotential...)
		return ho42bApply(lang, s, rules)
	}},
	// Ability or offer told as an obligation.
	// de: Frau Müller kann die Wohnung aufschließen → Frau Müller muss die Wohnung aufschließen
	// ja: 次回のお買い物でご利用いただけるクーポン → 次回のお買い物で必ずご利用いただくクーポン
	{"b42b_can_made_must", "first", func(lang, s string) string {
		return ho42bApply(lang, s, []ho42bRule{
			{"de", ho42bRe(`\b((?:Frau|Herr) \p{Lu}\p{L}+|[Ww]ir) kann\b`), "$1 muss", nil},
			{"de", ho42bRe(`\bnicht (\p{L}+) können\b`), "nicht $1 müssen", nil},
			{"ja", ho42bRe(`ご利用いただける`), "必ずご利用いただく", nil},
			{"ja", ho42bRe(`(\p{Han}{2,})できます。`), "${1}しなければなりません。", nil},
		})
	}},
	// The sender's own commitment turned into a task of the reader.
	// de: Wir senden Ihnen am 20.10. eine Ersatzlampe zu → Bitte senden Sie uns am 20.10. eine Ersatzlampe zu
	// ja: 見積書をお送りいたします。 → 見積書をお送りください。
	{"b42b_our_commitment_made_reader_task", "first", func(lang, s string) string {
		if lang == "ja" {
			return ho42bInSentence(lang, s, []string{"いたします"}, []ho42bRule{
				// A sentence with its own subject (…が) cannot take a request.
				{"ja", ho42bRe(`^([^が]*?)((?:お|ご)\p{Han}+\p{Hiragana}?)いたします(。|ので)`), "$1${2}ください$3", func(m string) bool {
					return strings.Contains(m, "お願い")
				}},
			})
		}
		return ho42bApply(lang, s, []ho42bRule{
			{"de", ho42bRe(`\bWir (senden|schicken|liefern) Ihnen\b`), "Bitte $1 Sie uns", nil},
			{"de", ho42bRe(`\bDie (\p{L}+) (senden|schicken) wir\b`), "Bitte $2 Sie die $1", nil},
		})
	}},
	// A task of the reader taken over by the sender, so the reader no longer acts.
	// de: Bitte schicken Sie die defekte Lampe … an uns zurück → Wir holen die defekte Lampe bei Ihnen ab
	// ja: 返送用伝票でご返送ください。 → 返送用伝票でご返送いたします。
	{"b42b_reader_task_taken_over_by_sender", "first", func(lang, s string) string {
		return ho42bApply(lang, s, []ho42bRule{
			{"ja", ho42bRe(`(を|で|に)((?:お|ご)\p{Han}+\p{Hiragana}?)ください([。：:])`), "$1${2}いたします$3", func(m string) bool {
				return strings.Contains(m, "お待ち")
			}},
			{"de", ho42bRe(`Bitte (?:schicken|senden) Sie (die|den|das) ([^;.]+?) (?:mit [^;.]+? )?(?:an uns )?zurück`), "Wir holen $1 $2 bei Ihnen ab", nil},
		})
	}},
	// A deadline the reader must meet told as one they may pass.
	// de: sagen Sie ihn bitte spätestens 24 Stunden vorher ab → … auch noch weniger als 24 Stunden vorher ab
	// ja: 10月30日までに、ご承認をお願いいたします → 10月30日を過ぎても構いませんので、ご承認を…
	{"b42b_deadline_made_waivable", "first", func(lang, s string) string {
		if lang == "ja" {
			return ho42bInSentence(lang, s, []string{"お願い", "ください"}, []ho42bRule{
				{"ja", ho42bRe(`までに、`), "を過ぎても構いませんので、", nil},
				{"ja", ho42bRe(`までに((?:ご|お)\p{Han})`), "を過ぎても構いませんので、$1", nil},
			})
		}
		return ho42bInSentence(lang, s, []string{"bitte", "bittet", "Bitte"}, []ho42bRule{
			{"de", ho42bRe(`spätestens (\d+ \p{L}+) vorher`), "auch noch weniger als $1 vorher", nil},
			{"de", ho42bRe(`\bbis (?:zum|spätestens) (\d{1,2}\.\d{1,2}\.\d{4})`), "gern auch nach dem $1", nil},
		})
	}},
	// A third party's request told as that party's own duty.
	// de: Frau Köhler bittet um ein Rücksendeetikett. → Frau Köhler muss sich selbst um ein Rücksendeetikett kümmern.
	// ja: 経営会議で、延期の承認を求めている。 → 経営会議で、延期を自ら承認する必要がある。
	{"b42b_request_made_requesters_own_duty", "first", func(lang, s string) string {
		return ho42bApply(lang, s, []ho42bRule{
			{"de", ho42bRe(`bittet um ([^.;]+)\.`), "muss sich selbst um $1 kümmern.", nil},
			{"de", ho42bRe(`bittet darum, dass ([^.;]+)\.`), "muss selbst dafür sorgen, dass $1.", nil},
			{"de", ho42bRe(`bittet, ((?:[^.;]|\.\d)+?) (\p{L}+?)zu(\p{L}+en)\.`), "muss $1 selbst $2$3.", nil},
			{"de", ho42bRe(`bittet, ((?:[^.;]|\.\d)+?) zu (\p{L}+)\.`), "muss $1 selbst $2.", nil},
			{"ja", ho42bRe(`の承認を求めている`), "を自ら承認する必要がある", nil},
			{"ja", ho42bRe(`の承認をお願いしている`), "を自ら承認する必要がある", nil},
		})
	}},
	// A necessity or a hard technical limit told as a mere preference.
	// de: Netze … werden von der L9 nicht unterstützt → Netze … werden für den Betrieb mit der L9 nicht empfohlen
	// ja: 2週間の再テストが必要なため → 2週間の再テストが望ましいため; 対応OSは → 推奨OSは
	{"b42b_necessity_made_desirability", "first", func(lang, s string) string {
		return ho42bApply(lang, s, []ho42bRule{
			{"ja", ho42bRe(`が必要なため`), "が望ましいため", nil},
			{"ja", ho42bRe(`が必要です`), "が望ましいです", nil},
			{"ja", ho42bRe(`対応(OS|機種|ブラウザ)は`), "推奨${1}は", nil},
			{"de", ho42bRe(`\bnötigen\b`), "wünschenswerten", nil},
			{"de", ho42bRe(`\berforderlich\b`), "wünschenswert", nil},
			{"de", ho42bRe(`werden von ([^.;]+?) nicht unterstützt`), "werden für den Betrieb mit $1 nicht empfohlen", nil},
		})
	}},
	// A reported wish told as a hard condition.
	// de: Gewünscht ist ein Austauschgerät → Zwingende Bedingung ist ein Austauschgerät
	// ja: 10月22日までの交換品到着を希望。 → 10月22日までの交換品到着を必須条件としている。; 納品希望日 → 納品必着日
	{"b42b_wish_made_hard_condition", "first", func(lang, s string) string {
		return ho42bApply(lang, s, []ho42bRule{
			{"ja", ho42bRe(`を希望(。|している)`), "を必須条件としている$1", nil},
			{"ja", ho42bRe(`(\p{Han}{2})希望日`), "${1}必着日", nil},
			{"de", ho42bRe(`\bGewünscht ist\b`), "Zwingende Bedingung ist", nil},
			{"de", ho42bRe(`\bbittet darum, dass\b`), "macht es zur Bedingung, dass", nil},
		})
	}},
	// An open offer of help limited by an "only if".
	// de: Bei Fragen sind wir gern für Sie da. → Bei Fragen sind wir nur nach vorheriger Terminvereinbarung für Sie da.
	// ja: お気軽にお問い合わせください → ご契約者様ご本人に限り、お問い合わせを承ります
	{"b42b_help_offer_limited_by_only_if", "first", func(lang, s string) string {
		return ho42bApply(lang, s, []ho42bRule{
			{"de", ho42bRe(`Bei Fragen sind wir gern für Sie da\.`), "Bei Fragen sind wir nur nach vorheriger Terminvereinbarung für Sie da.", nil},
			{"de", ho42bRe(`wenden Sie sich bitte an (unseren|unser|unsere) (\p{L}+)`), "wenden Sie sich nur mit Kaufbeleg an $1 $2", nil},
			{"ja", ho42bRe(`お気軽にお問い合わせください`), "ご契約者様ご本人に限り、お問い合わせを承ります", nil},
			{"ja", ho42bRe(`お手数ですが(\p{Han}+)までお問い合わせください`), "保証期間内に限り、${1}までお問い合わせいただけます", nil},
			{"ja", ho42bRe(`(本メール|こちら)にご返信ください`), "ご注文者様ご本人に限り、${1}にご返信いただけます", nil},
		})
	}},
	// A prohibition or an impossibility told as a mere lack of obligation.
	// de: Achten Sie darauf, dass das Passwort keine Leerzeichen enthält. → Es ist nicht nötig, dass das Passwort keine Leerzeichen enthält.
	// ja: 途中解約はできません。 → 途中解約をする必要はありません。
	{"b42b_must_not_made_need_not", "first", func(lang, s string) string {
		return ho42bApply(lang, s, []ho42bRule{
			{"ja", ho42bRe(`(\p{Han}+)はできません`), "${1}をする必要はありません", nil},
			{"ja", ho42bRe(`してはいけません`), "しなくてもかまいません", nil},
			{"de", ho42bRe(`Achten Sie darauf, dass (der|die|das) ([^.;]+?) keine ([^.;]+) enthält\.`), "Es ist nicht nötig, dass $1 $2 keine $3 enthält.", nil},
			{"de", ho42bRe(`\b(dürfen|darf) (\p{L}+ )?nicht\b`), "${2}nicht $1", nil},
			{"de", ho42bRe(`dass wir nur \p{L}+ und nicht (am \p{L}+) (\p{L}+)\.`), "dass wir $1 nicht $2 müssen.", nil},
		})
	}},
	// "No cost" told as "may cost".
	// de: für Sie entstehen dabei keine Kosten → dabei können für Sie Kosten entstehen
	// ja: 初期費用は不要です。 → 初期費用が発生する場合があります。
	{"b42b_no_charge_made_possible_charge", "first", func(lang, s string) string {
		return ho42bApply(lang, s, []ho42bRule{
			{"de", ho42bRe(`für Sie entstehen dabei keine Kosten`), "dabei können für Sie Kosten entstehen", nil},
			{"de", ho42bRe(`\bkostenlose `), "gegebenenfalls kostenpflichtige ", nil},
			{"ja", ho42bRe(`(\p{Han}+)は不要です`), "${1}が発生する場合があります", nil},
			{"ja", ho42bRe(`無料アプリ`), "有料の場合があるアプリ", nil},
		})
	}},
	// A needed approval declared unnecessary.
	// de: die Genehmigung der Gewerbeaufsicht steht noch aus → eine Genehmigung der Gewerbeaufsicht ist nicht erforderlich
	// ja: 延期の承認を求めている → 延期の承認は不要としている
	{"b42b_approval_declared_not_required", "first", func(lang, s string) string {
		return ho42bApply(lang, s, []ho42bRule{
			{"de", ho42bRe(`die Genehmigung (der|des) ([^.;]+?) steht noch aus`), "eine Genehmigung $1 $2 ist nicht erforderlich", nil},
			{"de", ho42bRe(`bittet, ((?:[^.;]|\.\d)+?(?: zu \p{L}+|\p{L}zu\p{L}+en))\.`), "stellt fest, dass es nicht nötig ist, $1.", nil},
			{"ja", ho42bRe(`の承認を求めている`), "の承認は不要としている", nil},
			{"ja", ho42bRe(`へのご承認をお願いいたします`), "へのご承認はいただかなくても結構です", nil},
		})
	}},
	// Advice or an open invitation made mandatory.
	// de: ein WLAN-Repeater in der Nähe kann helfen → ein WLAN-Repeater in der Nähe ist zwingend erforderlich
	// ja: ご不明な点がございましたら、お気軽にお問い合わせください → ご不明な点の有無にかかわらず、必ずお問い合わせください
	{"b42b_advice_made_mandatory", "first", func(lang, s string) string {
		return ho42bApply(lang, s, []ho42bRule{
			{"de", ho42bRe(`(?m)^Empfehlung:`), "Verbindliche Vorgabe:", nil},
			{"de", ho42bRe(`\bein ([^.;]+?) kann helfen`), "ein $1 ist zwingend erforderlich", nil},
			{"ja", ho42bRe(`ご不明な点がございましたら、お気軽にお問い合わせください`), "ご不明な点の有無にかかわらず、必ず一度お問い合わせください", nil},
		})
	}},
	// An option the reader is offered declared impossible.
	// de: Falls Sie den Termin nicht wahrnehmen können, sagen Sie ihn bitte … ab. → Eine Absage oder Verschiebung ist leider nicht möglich.
	// ja: 日程の変更をご希望の場合は、前日までにご連絡ください。 → 日程の変更はお受けできませんので、ご了承ください。
	{"b42b_offered_option_made_impossible", "first", func(lang, s string) string {
		return ho42bApply(lang, s, []ho42bRule{
			{"ja", ho42bRe(`([^、。\n]+)をご希望の場合は、[^。\n]*?ご連絡[^。\n]*。`), "${1}はお受けできませんので、ご了承ください。", nil},
			{"de", ho42bRe(`Falls Sie [^,.]+? nicht \p{L}+ können, [^.\n]*\.`), "Eine Absage oder Verschiebung ist leider nicht möglich.", nil},
			{"de", ho42bRe(`Mit „([^“]+)“ übernehmen Sie einen ([^.\n]+?)\.`), "Mit „$1“ können Sie leider keinen $2 übernehmen.", nil},
		})
	}},
	// An optional step or a request for some readers made required of every reader.
	// de: Mit „Tag kopieren“ übernehmen Sie einen fertigen Tag … → Mit „Tag kopieren“ müssen Sie einen fertigen Tag … übernehmen
	// ja: 日程の変更をご希望の場合は、前日までにご連絡ください → 日程の変更の有無にかかわらず、前日までにご連絡ください
	{"b42b_optional_step_made_required", "first", func(lang, s string) string {
		return ho42bApply(lang, s, []ho42bRule{
			{"de", ho42bRe(`Mit „([^“]+)“ übernehmen Sie ([^.\n]+?)\.`), "Mit „$1“ müssen Sie $2 übernehmen.", nil},
			{"de", ho42bRe(`Falls Sie es wünschen, `), "In jedem Fall ", nil},
			{"ja", ho42bRe(`([^、。\n]+)をご希望の場合は、`), "${1}の有無にかかわらず、", nil},
			{"ja", ho42bRe(`ご不明な点がございましたら、(本メール|こちら)にご返信ください`), "ご不明な点の有無にかかわらず、必ず${1}にご返信ください", nil},
		})
	}},
	// What the sender will send told as something the reader may ask for.
	// de: Wir senden Ihnen am 20.10.2026 kostenlos eine Ersatzlampe zu. → Sie können ab dem 20.10.2026 kostenlos eine Ersatzlampe bei uns anfordern.
	// ja: クーポンをお送りいたします。 → クーポンをご請求いただけます。
	{"b42b_our_delivery_made_reader_may_request", "first", func(lang, s string) string {
		return ho42bApply(lang, s, []ho42bRule{
			{"de", ho42bRe(`Wir (?:senden|schicken) Ihnen am (\d{1,2}\.\d{1,2}\.\d{4}) ([^.\n]+?) zu\.`), "Sie können ab dem $1 $2 bei uns anfordern.", nil},
			{"de", ho42bRe(`Die (\p{L}+) senden wir wie gewohnt an ([^:.\n]+)`), "Die $1 können Sie bei Bedarf an $2 anfordern", nil},
			{"ja", ho42bRe(`を(?:お送り|ご送付)いたします。`), "をご請求いただけます。", nil},
		})
	}},
}
