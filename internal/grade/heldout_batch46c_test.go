package grade

// Blind batch 46c: an LLM-as-judge engineer's minimal pairs. For any sentence the
// evaluator writes the smallest edit that makes it false, as a general function
// applied to every golden at ONE place: a verb replaced by its antonym verb (open ↔
// close, download ↔ upload, confirm ↔ cancel, start ↔ stop, add ↔ remove, send ↔
// receive), a state or evaluation word by its opposite (free ↔ paid, defective ↔
// working, cheaper ↔ dearer, new ↔ old, included ↔ sold separately), a result or
// decision flipped (passed ↔ failed, approved ↔ rejected), a quantity word flipped
// (every ↔ no), a request turned into a request to refrain, and the two parties of
// a German sentence exchanged (wir ↔ Sie, uns ↔ Ihnen), giver and receiver reversed.

import (
	"regexp"
	"strings"
)

// ho46cRule is one minimal-pair edit: a pattern and its replacement template.
type ho46cRule struct {
	re   *regexp.Regexp
	repl string
}

// ho46cR builds a rule; pattern is a regexp.
func ho46cR(pattern, repl string) ho46cRule {
	return ho46cRule{regexp.MustCompile(pattern), repl}
}

// ho46cOne applies the rule whose match comes first in s (or last, with last set), at
// that one place; the longer match wins a tie. s unchanged without a match.
func ho46cOne(s string, rules []ho46cRule, last bool) string {
	bestAt, bestEnd, bi := -1, -1, -1
	var bestLoc []int
	for i, r := range rules {
		locs := r.re.FindAllStringSubmatchIndex(s, -1)
		if len(locs) == 0 {
			continue
		}
		loc := locs[0]
		if last {
			loc = locs[len(locs)-1]
		}
		better := bi < 0 ||
			(!last && loc[0] < bestAt) || (last && loc[0] > bestAt) ||
			(loc[0] == bestAt && loc[1] > bestEnd)
		if better {
			bestAt, bestEnd, bi, bestLoc = loc[0], loc[1], i, loc
		}
	}
	if bi < 0 {
		return s
	}
	var dst []byte
	dst = rules[bi].re.ExpandString(dst, rules[bi].repl, s, bestLoc)
	return s[:bestAt] + string(dst) + s[bestEnd:]
}

// ho46cLex is a kind from per-language rule lists.
func ho46cLex(ja, de []ho46cRule, last bool) func(lang, s string) string {
	return func(lang, s string) string {
		if lang == "ja" {
			return ho46cOne(s, ja, last)
		}
		return ho46cOne(s, de, last)
	}
}

var (
	ho46cDeWe   = regexp.MustCompile(`\b(?:[Ww]ir|uns|unser(?:e|en|em|er|es)?)\b`)
	ho46cDeYou  = regexp.MustCompile(`\b(?:Sie|Ihnen|Ihr(?:e|en|em|er|es)?)\b`)
	ho46cDeRole = regexp.MustCompile(`\b(?:Wir|wir|uns|unser|unsere|unseren|unserem|unserer|unseres|Sie|Ihnen|Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres|sich)\b`)
	ho46cDeBitt = regexp.MustCompile(`^Bitte (\p{Ll}+) Sie `)
	ho46cDeAcc  = regexp.MustCompile(`(?:an|für|über|durch|um|gegen|ohne) $`)
	ho46cDeWir  = regexp.MustCompile(`\b[Ww]ir\b`)
	ho46cDeSie  = regexp.MustCompile(`\bSie\b`)
)

var ho46cDeRoleSwap = map[string]string{
	"unser": "Ihr", "unsere": "Ihre", "unseren": "Ihren", "unserem": "Ihrem", "unserer": "Ihrer", "unseres": "Ihres",
	"Ihr": "unser", "Ihre": "unsere", "Ihren": "unseren", "Ihrem": "unserem", "Ihrer": "unserer", "Ihres": "unseres",
	"Ihnen": "uns",
}

// ho46cDeSwapParties exchanges the writer (wir, uns, unser-) and the reader (Sie,
// Ihnen, Ihr-) of one German sentence; "" when the sentence has not both or the swap
// would not read (Sie before wir: Sie is then the subject of a main clause whose
// dass-clause has wir).
func ho46cDeSwapParties(sent string) string {
	if !ho46cDeWe.MatchString(sent) || !ho46cDeYou.MatchString(sent) {
		return ""
	}
	w := ho46cDeWir.FindStringIndex(sent)
	y := ho46cDeSie.FindStringIndex(sent)
	if w != nil && y != nil && y[0] < w[0] && !ho46cDeBitt.MatchString(strings.TrimLeft(sent, " ")) {
		return ""
	}
	hasWir := w != nil
	hasSie := y != nil
	lead := ""
	body := sent
	if m := ho46cDeBitt.FindStringSubmatch(sent); m != nil && !hasWir {
		// Bitte schicken Sie … → Wir schicken …
		lead = "Wir " + m[1] + " "
		body = sent[len(m[0]):]
		hasSie = false
	}
	var b strings.Builder
	prev := 0
	for _, loc := range ho46cDeRole.FindAllStringIndex(body, -1) {
		b.WriteString(body[prev:loc[0]])
		prev = loc[1]
		tok := body[loc[0]:loc[1]]
		rep := tok
		switch tok {
		case "Wir", "wir":
			rep = "Sie"
		case "Sie":
			rep = "wir"
			if hasWir {
				rep = "uns"
			}
		case "sich":
			if hasSie && !hasWir {
				rep = "uns"
			}
		case "uns":
			// uns after an accusative preposition is Sie, otherwise Ihnen.
			rep = "Ihnen"
			if ho46cDeAcc.MatchString(b.String()) {
				rep = "Sie"
			}
		default:
			if r, ok := ho46cDeRoleSwap[tok]; ok {
				rep = r
			}
		}
		b.WriteString(rep)
	}
	b.WriteString(body[prev:])
	out := b.String()
	out = lead + out
	if out == sent {
		return ""
	}
	return out
}

// ho46cDeParties swaps the parties in the first (or last) German sentence that has both.
func ho46cDeParties(last bool) func(lang, s string) string {
	return func(lang, s string) string {
		if lang != "de" {
			return s
		}
		split, refs := hoAllSentences(lang, s)
		for k := range refs {
			ref := refs[k]
			if last {
				ref = refs[len(refs)-1-k]
			}
			if nw := ho46cDeSwapParties(split[ref.line][ref.idx]); nw != "" {
				split[ref.line][ref.idx] = nw
				return hoJoin(split)
			}
		}
		return s
	}
}

var heldOutBatch46c = []heldOutKind{
	// カバーを開けます → カバーを閉じます; Öffnen Sie die App → Schließen Sie die App;
	// die Wohnung aufschließen → die Wohnung abschließen.
	{"b46c_open_verb_antonym_close_first", "first", ho46cLex(
		[]ho46cRule{ho46cR(`開けます`, "閉じます"), ho46cR(`を開けて`, "を閉じて"), ho46cR(`を開き`, "を閉じ"), ho46cR(`を閉じてください`, "を開けてください")},
		[]ho46cRule{ho46cR(`Öffnen Sie`, "Schließen Sie"), ho46cR(`\böffnen\b`, "schließen"), ho46cR(`aufschließen`, "abschließen"), ho46cR(`aufgeschlossen`, "abgeschlossen")},
		false)},
	// 無料アプリ → 有料アプリ, 初期費用は不要です → 初期費用が必要です;
	// kostenlos eine Ersatzlampe → kostenpflichtig eine Ersatzlampe.
	{"b46c_free_of_charge_word_made_paid", "first", ho46cLex(
		[]ho46cRule{ho46cR(`無料`, "有料"), ho46cR(`は不要です`, "が必要です")},
		[]ho46cRule{ho46cR(`kostenlose`, "kostenpflichtige"), ho46cR(`kostenlos\b`, "kostenpflichtig"), ho46cR(`keine Kosten`, "Kosten")},
		false)},
	// 追加費用は約1,400万円 → コスト削減額は約1,400万円; 料金が加算されております → 減額されております;
	// Mehrkosten von 36.400,00 € → Einsparungen von 36.400,00 €.
	{"b46c_extra_cost_word_made_saving", "first", ho46cLex(
		[]ho46cRule{ho46cR(`追加費用は`, "コスト削減額は"), ho46cR(`が加算されて`, "が減額されて")},
		[]ho46cRule{ho46cR(`Mehrkosten`, "Einsparungen")},
		false)},
	// FAX番号は変わりません → FAX番号も変わります; Der Rechnungsbetrag bleibt unverändert bei
	// → ändert sich auf; bis dahin läuft die alte Anlage weiter → wird … abgeschaltet.
	{"b46c_unchanged_statement_made_changed", "first", ho46cLex(
		[]ho46cRule{ho46cR(`は変わりません`, "も変わります"), ho46cR(`に変わりはありません`, "が変わります")},
		[]ho46cRule{ho46cR(`bleibt unverändert bei`, "ändert sich auf"), ho46cR(`bleibt unverändert`, "ändert sich"), ho46cR(`bleibt eingehalten`, "wird überschritten"), ho46cR(`läuft (die \S+ \S+) weiter`, "wird $1 abgeschaltet")},
		false)},
	// アプリをダウンロードします → アップロードします; 勤怠データが取り込めない → 書き出せない;
	// Laden Sie die WärmeApp … herunter → Laden Sie … hoch.
	{"b46c_transfer_verb_download_made_upload", "first", ho46cLex(
		[]ho46cRule{ho46cR(`ダウンロード`, "アップロード"), ho46cR(`取り込めない`, "書き出せない"), ho46cR(`取り込めません`, "書き出せません")},
		[]ho46cRule{ho46cR(`Laden Sie (.+?) herunter`, "Laden Sie $1 hoch"), ho46cR(`herunterladen`, "hochladen")},
		false)},
	// 10月16日にお届けする予定 → お引き取りする予定; 交換品は10月19日に発送予定 → 回収予定;
	// Die Lieferung erfolgt am 12.11.2026 → Die Abholung erfolgt am 12.11.2026.
	{"b46c_delivery_word_made_pickup", "first", ho46cLex(
		[]ho46cRule{ho46cR(`お届けする`, "お引き取りする"), ho46cR(`お届けできる`, "お引き取りできる"), ho46cR(`発送いたします`, "回収いたします"), ho46cR(`発送予定`, "回収予定")},
		[]ho46cRule{ho46cR(`Die Lieferung erfolgt`, "Die Abholung erfolgt"), ho46cR(`der Versand der`, "die Abholung der"), ho46cR(`\bzustellen\b`, "abholen")},
		false)},
	// 修理のご依頼をいただき → 修理のキャンセルのご連絡をいただき;
	// hat am 08.10.2026 … bestellt → … storniert; die bestellten Teile → die stornierten Teile.
	{"b46c_order_verb_made_cancellation", "first", ho46cLex(
		[]ho46cRule{ho46cR(`のご依頼をいただき`, "のキャンセルのご連絡をいただき"), ho46cR(`ご注文いただいた`, "ご注文をキャンセルいただいた")},
		[]ho46cRule{ho46cR(`\bbestellt\b`, "storniert"), ho46cR(`\bbestellten\b`, "stornierten")},
		false)},
	// 途中解約はできません → できます; お届けできる見込み → お届けできない見込み (last one).
	{"b46c_ja_potential_dekiru_flipped_last", "first", ho46cLex(
		[]ho46cRule{ho46cR(`できません`, "できます"), ho46cR(`できない`, "できる"), ho46cR(`できる`, "できない")},
		nil, true)},
	// 9月分までは正常 → 9月分までも異常; 接続が完了すると → 接続に失敗すると;
	// Die Druckbehälterprüfung ist bestanden → ist nicht bestanden.
	{"b46c_outcome_word_success_made_failure", "first", ho46cLex(
		[]ho46cRule{ho46cR(`までは正常`, "までも異常"), ho46cR(`が完了すると`, "に失敗すると"), ho46cR(`は完了です`, "は失敗です")},
		[]ho46cRule{ho46cR(`ist bestanden`, "ist nicht bestanden"), ho46cR(`\berfolgreich\b`, "erfolglos")},
		false)},
	// 延期と予備費支出の承認を求めている → の却下を求めている; 訪問日時を確定いたしました → 取り消しいたしました;
	// die der Ausschuss freigegeben hat → abgelehnt hat; bestätigen wir Ihren Termin → stornieren wir.
	{"b46c_decision_approve_made_reject", "first", ho46cLex(
		[]ho46cRule{ho46cR(`の承認を求めている`, "の却下を求めている"), ho46cR(`ご承認をお願い`, "お断りのご連絡をお願い"), ho46cR(`確定いたしました`, "取り消しいたしました")},
		[]ho46cRule{ho46cR(`freigegeben hat`, "abgelehnt hat"), ho46cR(`freizugeben`, "abzulehnen"), ho46cR(`bestätigen wir`, "stornieren wir")},
		false)},
	// Wir senden Ihnen eine Ersatzlampe zu → Sie senden uns eine Ersatzlampe zu;
	// Gern liefern wir Ihre Bestellung → Gern liefern Sie unsere Bestellung (first sentence).
	{"b46c_de_writer_reader_exchanged_first", "first", ho46cDeParties(false)},
	// Die Rechnung senden wir an Ihre Anschrift → senden Sie an unsere Anschrift;
	// Bitte schicken Sie die Lampe an uns zurück → Wir schicken die Lampe an Sie zurück (last).
	{"b46c_de_writer_reader_exchanged_last", "first", ho46cDeParties(true)},
	// 新しい電池に交換 → 古い電池に交換; それより早い実施 → それより遅い実施;
	// Nordkälte AG ist zwar günstiger → zwar teurer; Förderung höher → niedriger (last one).
	{"b46c_evaluative_adjective_antonym_last", "first", ho46cLex(
		[]ho46cRule{ho46cR(`新しい`, "古い"), ho46cR(`早い`, "遅い")},
		[]ho46cRule{ho46cR(`günstigste`, "teuerste"), ho46cR(`günstiger\b`, "teurer"), ho46cR(`\bhöher\b`, "niedriger")},
		true)},
	// 硬く平らな床 → 柔らかく凹凸のある床; 試験台は予約で埋まっており → 予約が空いており;
	// Der Kopplungsmodus bleibt 10 Minuten aktiv → inaktiv.
	{"b46c_state_adjective_antonym_first", "first", ho46cLex(
		[]ho46cRule{ho46cR(`硬く平らな`, "柔らかく凹凸のある"), ho46cR(`予約で埋まっており`, "予約が空いており"), ho46cR(`満席`, "空席")},
		[]ho46cRule{ho46cR(`\baktiv\b`, "inaktiv"), ho46cR(`\bsichtbar\b`, "unsichtbar")},
		false)},
	// Legen Sie für jeden Wochentag … fest → für keinen Wochentag; keine Kosten → die vollen Kosten;
	// keinen Druck mehr → vollen Druck.
	{"b46c_de_quantity_word_none_every_flipped", "first", ho46cLex(
		nil,
		[]ho46cRule{ho46cR(`für jeden `, "für keinen "), ho46cR(`entstehen dabei keine Kosten`, "entstehen dabei die vollen Kosten"), ho46cR(`keinen Druck mehr`, "vollen Druck"), ho46cR(`\balle\b`, "keine")},
		false)},
	// 付属のコイン形電池 → 別売りのコイン形電池; 交換品に同梱の返送用伝票 → 別送の返送用伝票;
	// mit dem beiliegenden Rücksendeetikett → mit dem separat anzufordernden Rücksendeetikett.
	{"b46c_included_item_made_sold_separately", "first", ho46cLex(
		[]ho46cRule{ho46cR(`付属の`, "別売りの"), ho46cR(`同梱の`, "別送の")},
		[]ho46cRule{ho46cR(`beiliegenden`, "separat anzufordernden"), ho46cR(`beiliegende\b`, "separat anzufordernde")},
		false)},
	// お支払い期限は → ご返金期限は; Der Rechnungsbetrag bleibt … → Der Erstattungsbetrag bleibt …;
	// bisher sind 212.400,00 € abgerechnet → erstattet.
	{"b46c_payment_word_made_refund", "first", ho46cLex(
		[]ho46cRule{ho46cR(`お支払い期限`, "ご返金期限"), ho46cR(`お支払い`, "ご返金")},
		[]ho46cRule{ho46cR(`Rechnungsbetrag`, "Erstattungsbetrag"), ho46cR(`\babgerechnet\b`, "erstattet")},
		false)},
	// クーポンをお送りいたします → クーポンをお受け取りいたします; お送りいただいた写真 →
	// お受け取りいただいた写真; 試料は次の宛先にお送りください → 宛先でお受け取りください (last one).
	{"b46c_ja_send_verb_made_receive_last", "first", ho46cLex(
		[]ho46cRule{ho46cR(`をお送りいたします`, "をお受け取りいたします"), ho46cR(`にお送りください`, "でお受け取りください"), ho46cR(`お送りいただいた`, "お受け取りいただいた")},
		nil, true)},
	// 差し込み口が割れていて使えない → 割れておらず問題なく使える; 冷凍室が冷えない症状 → よく冷える症状;
	// Ihre Stehlampe … flackert → … einwandfrei leuchtet.
	{"b46c_fault_description_made_working", "first", ho46cLex(
		[]ho46cRule{ho46cR(`が割れていて使えない`, "が割れておらず問題なく使える"), ho46cR(`の破損を確認いたしました`, "に破損がないことを確認いたしました"), ho46cR(`で破損を確認済み`, "で破損がないことを確認済み"), ho46cR(`が冷えない`, "がよく冷える")},
		[]ho46cRule{ho46cR(`\bflackert\b`, "einwandfrei leuchtet"), ho46cR(`\bdefekt\b`, "einwandfrei")},
		false)},
	// 出荷開始日 → 出荷終了日; アプリを起動し → アプリを終了し; Inbetriebnahme → Außerbetriebnahme;
	// Starten Sie den Kopplungsmodus erneut → Beenden Sie … (last one).
	{"b46c_operation_start_word_made_stop_last", "first", ho46cLex(
		[]ho46cRule{ho46cR(`開始`, "終了"), ho46cR(`を起動し`, "を終了し")},
		[]ho46cRule{ho46cR(`Starten Sie`, "Beenden Sie"), ho46cR(`„Kopplung starten“`, "„Kopplung beenden“"), ho46cR(`aktivieren Sie`, "deaktivieren Sie"), ho46cR(`Inbetriebnahme`, "Außerbetriebnahme")},
		true)},
	// 本メールにご返信ください → ご返信はご遠慮ください; サポート窓口までお問い合わせください →
	// お問い合わせはご遠慮ください (last request of the text).
	{"b46c_ja_request_made_please_refrain_last", "first", ho46cLex(
		[]ho46cRule{ho46cR(`([ごお](?:\p{Han}|問い合わせ|知らせ)+)ください`, "${1}はご遠慮ください")},
		nil, true)},
	// 誠に残念ながら → 幸いなことに; vielen Dank für Ihre gute Zusammenarbeit → schlechte
	// Zusammenarbeit; es tut uns leid, dass … → es freut uns, dass ….
	{"b46c_sentiment_word_flipped", "first", ho46cLex(
		[]ho46cRule{ho46cR(`誠に残念ながら`, "幸いなことに"), ho46cR(`残念ながら`, "幸いなことに")},
		[]ho46cRule{ho46cR(`gute Zusammenarbeit`, "schlechte Zusammenarbeit"), ho46cR(`es tut uns leid`, "es freut uns"), ho46cR(`Es tut uns leid`, "Es freut uns")},
		false)},
	// ユーザーを1名追加していただいた → 1名削除していただいた; 「機器を追加」 → 「機器を削除」;
	// „Gerät hinzufügen“ → „Gerät entfernen“.
	{"b46c_add_verb_made_remove_first", "first", ho46cLex(
		[]ho46cRule{ho46cR(`追加していただいた`, "削除していただいた"), ho46cR(`を追加」`, "を削除」")},
		[]ho46cRule{ho46cR(`hinzufügen“`, "entfernen“"), ho46cR(`\bhinzugefügt\b`, "entfernt")},
		false)},
	// 前日の17時までにご連絡 → 翌日の17時までにご連絡; 修正版の提供（10月23日）後に → 前に;
	// spätestens 24 Stunden vorher ab → spätestens 24 Stunden danach ab (last one).
	{"b46c_relative_day_word_before_after_flipped_last", "first", ho46cLex(
		[]ho46cRule{ho46cR(`前日`, "翌日"), ho46cR(`翌日`, "前日"), ho46cR(`(\d+)分前に`, "${1}分後に"), ho46cR(`）後に`, "）前に")},
		[]ho46cRule{ho46cR(`(\d+) (Stunden|Tage|Minuten) vorher`, "$1 $2 danach"), ho46cR(`am Vortag`, "am Folgetag")},
		true)},
	// 新住所は〒530-0001 → 旧住所は〒530-0001; 新センターは → 旧センターは;
	// Die alte Gasheizung wird ersetzt → Die neue Gasheizung wird ersetzt (first one).
	{"b46c_new_old_attribute_flipped_first", "first", ho46cLex(
		[]ho46cRule{ho46cR(`(^|[^最更革刷])新(\p{Han}|センター|オフィス)`, "${1}旧$2"), ho46cR(`(^|[^復懐])旧(\p{Han}|センター|オフィス)`, "${1}新$2")},
		[]ho46cRule{ho46cR(`\balte\b`, "neue"), ho46cR(`\bneue\b`, "alte"), ho46cR(`\balten\b`, "neuen"), ho46cR(`\bneuen\b`, "alten")},
		false)},
	// （10月14日着） → （10月14日発）; 新しいお届け予定日 → 新しい発送予定日;
	// Stahlträger, die erst am 28.10.2026 geliefert werden → abgeholt werden.
	{"b46c_arrival_word_made_dispatch", "first", ho46cLex(
		[]ho46cRule{ho46cR(`日着）`, "日発）"), ho46cR(`到着を希望`, "発送を希望"), ho46cR(`お届け予定日`, "発送予定日")},
		[]ho46cRule{ho46cR(`\bgeliefert werden`, "abgeholt werden"), ho46cR(`\bangeliefert\b`, "abgeholt")},
		false)},
	// 10月22日までの交換品到着を希望 → 交換品到着を拒否; Sie bittet darum, dass … → Sie lehnt es
	// ab, dass …; Frau Köhler bittet um ein Rücksendeetikett → lehnt ein Rücksendeetikett ab.
	{"b46c_request_verb_made_refusal_first", "first", ho46cLex(
		[]ho46cRule{ho46cR(`を希望。`, "を拒否。"), ho46cR(`を希望している`, "を拒否している")},
		[]ho46cRule{ho46cR(`bittet darum, dass`, "lehnt es ab, dass"), ho46cR(`bittet, `, "lehnt es ab, "), ho46cR(`Wir bitten Sie, `, "Wir lehnen es ab, "), ho46cR(`bittet um ([^.;]+)\.`, "lehnt $1 ab.")},
		false)},
	// お気軽にお問い合わせください → やむを得ない場合に限りお問い合わせください;
	// Gern liefern wir … → Ungern liefern wir …; sind wir gern für Sie da → ungern.
	{"b46c_willingness_word_made_reluctant", "first", ho46cLex(
		[]ho46cRule{ho46cR(`お気軽に`, "やむを得ない場合に限り"), ho46cR(`喜んで`, "やむを得ず")},
		[]ho46cRule{ho46cR(`\bgern\b`, "ungern"), ho46cR(`\bGern\b`, "Ungern"), ho46cR(`\bgerne\b`, "ungern")},
		false)},
}
