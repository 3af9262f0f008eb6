package grade

// Blind batch 72a: verbs and adjectives replaced at one place by a word of the same
// field that changes the fact while the sentence stays fluent. Every kind finds its
// word through a small table of field neighbours covering the words the goldens use
// (German verbs, Japanese verbs and kanji verbal nouns, attributive adjectives and
// manner adverbs) and changes only the earliest place in the answer one of its rows
// matches: an e-mail address confirmed becomes one changed, the cheapest offer the
// fastest, a defective lamp a dirty one, a parcel delivered directly one delivered
// afterwards, a steel beam delivered one mounted, a request to reply a request to
// forward, an amount added one refunded, a worry a fact known, a repair an
// inspection, unlocking a flat viewing it.

import (
	"regexp"
	"strings"
)

// ho72aRule is one row of a field-neighbour table: the first match of re becomes to,
// its $n expanded.
type ho72aRule struct {
	re *regexp.Regexp
	to string
}

func ho72aR(re, to string) ho72aRule { return ho72aRule{regexp.MustCompile(re), to} }

// ho72aEarliest rewrites the earliest match in s of any rule (the first listed rule
// wins a tie) and leaves everything else alone; s unchanged when no rule matches.
func ho72aEarliest(s string, rules []ho72aRule) string {
	best := -1
	var bestLoc []int
	for i, r := range rules {
		loc := r.re.FindStringSubmatchIndex(s)
		if loc == nil {
			continue
		}
		if best < 0 || loc[0] < bestLoc[0] {
			best, bestLoc = i, loc
		}
	}
	if best < 0 {
		return s
	}
	r := rules[best]
	dst := r.re.ExpandString(nil, r.to, s, bestLoc)
	return s[:bestLoc[0]] + string(dst) + s[bestLoc[1]:]
}

// ho72aByLang picks the table of the answer's language.
func ho72aByLang(ja, de []ho72aRule) func(lang, s string) string {
	return func(lang, s string) string {
		if lang == "ja" {
			return ho72aEarliest(s, ja)
		}
		if lang == "de" {
			return ho72aEarliest(s, de)
		}
		return s
	}
}

// Entering or confirming something made changing it.
var (
	ho72aEnterDe = []ho72aRule{
		ho72aR(`\bBestätigen Sie (anschließend |bitte )?Ihre E-Mail-Adresse\b`, "Ändern Sie ${1}Ihre E-Mail-Adresse"),
		ho72aR(`\bbestätigen wir Ihren (\p{L}*[Tt]ermin) am\b`, "verlegen wir Ihren $1 auf"),
		ho72aR(`\bbestätigen wir Ihnen den (\p{L}*[Tt]ermin) am\b`, "verlegen wir Ihren $1 auf"),
	}
	ho72aEnterJa = []ho72aRule{
		ho72aR(`を下記のとおり確定いたしました`, "を下記のとおり変更いたしました"),
		ho72aR(`確定いたしました`, "変更いたしました"),
		ho72aR(`(性別|生年月日|パスワード)を入力してください`, "${1}を変更してください"),
	}
)

// German attributive adjectives swapped for a sibling of the same criterion or
// condition.
var ho72aDeAdj = []ho72aRule{
	ho72aR(`\bdas günstigste Angebot\b`, "das schnellste Angebot"),
	ho72aR(`\bdie defekte (\p{Lu}\p{Ll}+)`, "die verschmutzte $1"),
	ho72aR(`\bdie aktuelle Vorlauftemperatur\b`, "die gewünschte Vorlauftemperatur"),
	ho72aR(`\beine mobile Heizzentrale\b`, "eine stationäre Heizzentrale"),
	ho72aR(`\bDie nächste Sitzung\b`, "Die letzte Sitzung"),
	ho72aR(`\bder von Ihnen bestellten Teile\b`, "der von Ihnen reklamierten Teile"),
	ho72aR(`\beinen fertigen Tag\b`, "einen leeren Tag"),
}

// Japanese condition words before a noun swapped for a sibling of the same field.
var ho72aJaAdj = []ho72aRule{
	ho72aR(`硬く平らな床`, "柔らかく平らな床"),
	ho72aR(`差し込み口が割れていて`, "差し込み口が汚れていて"),
	ho72aR(`新しい電話番号`, "臨時の電話番号"),
	ho72aR(`次回のお買い物`, "今回のお買い物"),
}

// Manner adverbs swapped for a sibling of the same field.
var (
	ho72aMannerDe = []ho72aRule{
		ho72aR(`\bdirekt an das (\p{Lu}\p{Ll}+)`, "nachträglich an das $1"),
		ho72aR(`\bläuft nur tröpfchenweise\b`, "läuft nur stoßweise"),
		ho72aR(`\bläuft die alte (\p{Lu}\p{Ll}+) weiter\b`, "läuft die alte $1 gedrosselt weiter"),
	}
	ho72aMannerJa = []ho72aRule{
		ho72aR(`結果が自動的にアプリへ送られます`, "結果を手動でアプリへ送ります"),
		ho72aR(`引き続き(\p{Han}+部長)`, "当面の間$1"),
	}
)

// A named party's role verb in a report swapped for a sibling act of the same field.
var (
	ho72aRoleDe = []ho72aRule{
		ho72aR(`\bhat das (\p{Lu}\p{Ll}+gutachten) vorgestellt\b`, "hat das $1 angefordert"),
		ho72aR(`\bdie Statik prüft\b`, "die Statik plant"),
	}
	ho72aRoleJa = []ho72aRule{
		ho72aR(`(\p{Katakana}+物流)が運営し`, "${1}が所有し"),
		ho72aR(`(\d+時)までに回答する`, "${1}までに訪問する"),
		ho72aR(`をご訪問いただき`, "にご連絡いただき"),
	}
)

// A process verb moved to the neighbouring stage of the same process.
var (
	ho72aStageDe = []ho72aRule{
		ho72aR(`\b(Stahlträger[^;\n]{0,40}?) geliefert werden\b`, "$1 montiert werden"),
		ho72aR(`\((Edelstahl)\) bestellt\b`, "($1) zurückgeschickt"),
	}
	ho72aStageJa = []ho72aRule{
		ho72aR(`(\d+月\d+日)に発送予定`, "${1}に到着予定"),
		ho72aR(`により発送が遅れております`, "により製造が遅れております"),
	}
)

// A Japanese request to contact us made a request to sign up or to forward the mail.
var ho72aContactJa = []ho72aRule{
	ho72aR(`本メールにご返信ください`, "本メールを転送してください"),
	ho72aR(`お気軽にお問い合わせください`, "お気軽にお申し込みください"),
	ho72aR(`窓口までお問い合わせください`, "窓口までお申し込みください"),
}

// A request to the reader swapped for a sibling act on the same object.
var (
	ho72aRequestDe = []ho72aRule{
		ho72aR(`\bBitte beachten Sie, dass\b`, "Bitte bestätigen Sie, dass"),
		ho72aR(`\bsagen Sie ihn bitte (spätestens [^.]{1,40}?) ab\.`, "sagen Sie ihn bitte $1 zu."),
		ho72aR(`\bGeben Sie das Passwort Ihres WLANs ein\b`, "Notieren Sie das Passwort Ihres WLANs"),
	}
	ho72aRequestJa = []ho72aRule{
		ho72aR(`カバーを閉じてください`, "カバーを外してください"),
		ho72aR(`(宛先|住所)にお送りください`, "${1}でお受け取りください"),
	}
)

// A verb of money flow swapped for a bookkeeping sibling.
var (
	ho72aMoneyDe = []ho72aRule{
		ho72aR(`\bbisher sind ([\d.]+,\d\d €) abgerechnet\b`, "bisher sind $1 eingeplant"),
	}
	ho72aMoneyJa = []ho72aRule{
		ho72aR(`が加算されております`, "が返金されております"),
		ho72aR(`予備費から支出する`, "予備費に積み立てる"),
	}
)

// A reported wish, worry or request made a verb of knowing or confirming.
var (
	ho72aWishDe = []ho72aRule{
		ho72aR(`\bSie bittet darum, dass\b`, "Sie bestätigt, dass"),
		ho72aR(`\b(Herr|Frau) (\p{Lu}\p{L}+) bittet, die\b`, "$1 $2 kündigt an, die"),
	}
	ho72aWishJa = []ho72aRule{
		ho72aR(`到着を希望`, "到着を確認"),
		ho72aR(`に間に合うかを心配されている`, "に間に合うことを把握されている"),
	}
)

// A Japanese kanji verbal noun swapped for a sibling of the same field.
var ho72aKangoJa = []ho72aRule{
	ho72aR(`修理のご依頼`, "点検のご依頼"),
	ho72aR(`」を導入するが`, "」を検証するが"),
	ho72aR(`に移転します`, "に開所します"),
	ho72aR(`途中解約はできません`, "途中変更はできません"),
	ho72aR(`新しい電池に交換してください`, "新しい電池を追加してください"),
}

// A hands-on act swapped for a neighbouring hands-on act.
var (
	ho72aHandsDe = []ho72aRule{
		ho72aR(`\bab (\d{1,2}) Uhr aufschließen\b`, "ab $1 Uhr besichtigen"),
		ho72aR(`\bSpeichern Sie den Plan\b`, "Drucken Sie den Plan"),
		ho72aR(`\bBitte bringen Sie Ihre Versichertenkarte mit\b`, "Bitte verlängern Sie Ihre Versichertenkarte"),
	}
	ho72aHandsJa = []ho72aRule{
		ho72aR(`動かずにお待ちください`, "足踏みしながらお待ちください"),
	}
)

var heldOutBatch72a = []heldOutKind{
	// Entering or confirming made changing: "Bestätigen Sie anschließend Ihre
	// E-Mail-Adresse" → "Ändern Sie anschließend Ihre E-Mail-Adresse"; 訪問日時を下記のと
	// おり確定いたしました → 変更いたしました.
	{"b72a_enter_or_confirm_verb_made_change_verb", "first", ho72aByLang(ho72aEnterJa, ho72aEnterDe)},
	// A German attributive adjective swapped for a sibling of its criterion or
	// condition: "das günstigste Angebot" → "das schnellste Angebot"; "die defekte
	// Lampe" → "die verschmutzte Lampe".
	{"b72a_de_attributive_adjective_given_criterion_or_condition_sibling", "first", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return ho72aEarliest(s, ho72aDeAdj)
	}},
	// A Japanese condition word before a noun swapped for a sibling: 硬く平らな床 →
	// 柔らかく平らな床; 新しい電話番号 → 臨時の電話番号.
	{"b72a_ja_noun_modifying_condition_word_given_field_sibling", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return ho72aEarliest(s, ho72aJaAdj)
	}},
	// A manner adverb swapped for a sibling: "direkt an das Prüflabor" →
	// "nachträglich an das Prüflabor"; 引き続き松田部長 → 当面の間松田部長.
	{"b72a_manner_adverb_of_fact_given_field_sibling", "first", ho72aByLang(ho72aMannerJa, ho72aMannerDe)},
	// A named party's role verb in a report swapped for a sibling act: "hat das
	// Sicherheitsgutachten vorgestellt" → "angefordert"; ソラノ物流が運営し → 所有し.
	{"b72a_named_partys_role_verb_given_same_field_sibling_act", "first", ho72aByLang(ho72aRoleJa, ho72aRoleDe)},
	// A process verb moved to the neighbouring stage: "die Stahlträger … erst am
	// 28.10.2026 geliefert werden" → "montiert werden"; 10月19日に発送予定 → 到着予定.
	{"b72a_process_verb_moved_to_neighbouring_stage_of_same_process", "first", ho72aByLang(ho72aStageJa, ho72aStageDe)},
	// A Japanese request to contact us made a request to sign up or forward:
	// お気軽にお問い合わせください → お気軽にお申し込みください; 本メールにご返信ください →
	// 本メールを転送してください.
	{"b72a_ja_contact_request_verb_made_sign_up_or_forward_verb", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return ho72aEarliest(s, ho72aContactJa)
	}},
	// A request to the reader swapped for a sibling act on the same object: "sagen Sie
	// ihn bitte spätestens 24 Stunden vorher ab" → "… zu"; カバーを閉じてください →
	// カバーを外してください.
	{"b72a_reader_request_verb_given_sibling_act_on_same_object", "first", ho72aByLang(ho72aRequestJa, ho72aRequestDe)},
	// A verb of money flow swapped for a bookkeeping sibling: 追加ユーザー分の料金
	// 5,500円（税込）が加算されております → 返金されております; "bisher sind 212.400,00 €
	// abgerechnet" → "eingeplant".
	{"b72a_money_flow_verb_given_bookkeeping_sibling", "first", ho72aByLang(ho72aMoneyJa, ho72aMoneyDe)},
	// A reported wish, worry or request made knowing or confirming: 10月22日（木）までの
	// 交換品到着を希望 → 到着を確認; "Sie bittet darum, dass … ein Installateur kommt" →
	// "Sie bestätigt, dass …".
	{"b72a_reported_wish_or_worry_verb_made_knowing_or_confirming_verb", "first", ho72aByLang(ho72aWishJa, ho72aWishDe)},
	// A Japanese kanji verbal noun swapped for a sibling of its field: 修理のご依頼 →
	// 点検のご依頼; 途中解約はできません → 途中変更はできません.
	{"b72a_ja_kanji_verbal_noun_given_same_field_sibling", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return ho72aEarliest(s, ho72aKangoJa)
	}},
	// A hands-on act swapped for a neighbouring one: "kann die Wohnung … ab 8 Uhr
	// aufschließen" → "besichtigen"; 動かずにお待ちください → 足踏みしながらお待ちください.
	{"b72a_hands_on_act_verb_given_neighbouring_hands_on_act", "first", ho72aByLang(ho72aHandsJa, ho72aHandsDe)},
}

// ho72aChangedSentence gives the first sentence of golden that damaged does not keep,
// with its damaged counterpart, each cut to a window around the change when long.
func ho72aChangedSentence(lang, golden, damaged string) (string, string) {
	gs, gr := hoAllSentences(lang, golden)
	ds, dr := hoAllSentences(lang, damaged)
	g, d := golden, damaged
	for i := 0; i < len(gr) && i < len(dr); i++ {
		a, b := gs[gr[i].line][gr[i].idx], ds[dr[i].line][dr[i].idx]
		if a != b {
			g, d = a, b
			break
		}
	}
	ga, da := []rune(g), []rune(d)
	p := 0
	for p < len(ga) && p < len(da) && ga[p] == da[p] {
		p++
	}
	cut := func(rs []rune) string {
		from, to := max(0, p-50), min(len(rs), p+70)
		return strings.TrimSpace(string(rs[from:to]))
	}
	return cut(ga), cut(da)
}
