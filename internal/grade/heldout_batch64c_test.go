package grade

// Blind batch 64c: instructions and procedures. Every kind changes one step, request
// or commitment of the answer at one place so that what the reader must do, when, how,
// with what or through whom no longer matches the facts: a precondition put behind the
// act it guards, our own step handed to a named outside firm, a physical condition of
// a step turned round, a latest-by deadline made one exact moment, the reader's step
// routed to an uninvolved party, a registered-mail or signed-paper form demanded, a
// "first A, then B" chain made "A or B", the return widened to the replacement, an
// approval asked for another item of the case, a step declared deferrable, expert
// work handed to the reader, and our step made to wait for the reader's reply.

import ()

// A precondition or approval put behind the act it guards.
var ho64cPrereqDe = []hoRule{
	hoR(`Bitte bringen Sie Ihre Versichertenkarte mit\.`, "Bitte reichen Sie Ihre Versichertenkarte nach dem Termin nach."),
	hoR(`Prüfen Sie, ob Ihr Smartphone`, "Prüfen Sie nach der Kopplung, ob Ihr Smartphone"),
	hoR(`bittet, (die [^.\n]+?) bis zum \d{1,2}\.\d{1,2}\.\d{4} freizugeben\.`, "bittet, ${1} nachträglich nach der Inbetriebnahme freizugeben."),
}

var ho64cPrereqJa = []hoRule{
	hoR(`(\S+の ?Bluetooth ?)をオンにしてから、([^。\n]+?)。`, "${2}。接続が終わってから、${1}をオンにします。"),
	hoR(`前日の\d{1,2}時までに`, "訪問が終わった後で"),
	hoR(`\d{4}年\d{1,2}月\d{1,2}日までに、(お見積もりへのご承認)`, "試験の終了後に、${1}"),
	hoR(`(\d{1,2}月\d{1,2}日)の経営会議で、(延期と予備費支出の承認)を求めている。`, "${2}は、出荷開始後の経営会議で事後に求めるとしている。"),
}

// Our own committed step handed to a named outside firm.
var ho64cOutsourceDe = []hoRule{
	hoR(`Wir senden Ihnen am (\d{1,2}\.\d{1,2}\.\d{4}) kostenlos eine Ersatzlampe zu\.`, "Der Hersteller sendet Ihnen am ${1} kostenlos eine Ersatzlampe zu."),
	hoR(`Die Lieferung erfolgt am (\d{1,2}\.\d{1,2}\.\d{4}) zwischen (\d{1,2}) und (\d{1,2}) Uhr\.`, "Die Lieferung erfolgt am ${1} zwischen ${2} und ${3} Uhr direkt durch den Hersteller."),
}

var ho64cOutsourceJa = []hoRule{
	hoR(`交換品は(\d{1,2}月\d{1,2}日)に発送予定`, "交換品はメーカーから${1}に直送予定"),
	hoR(`交換品は(\d{1,2}月\d{1,2}日)に発送いたします`, "交換品はメーカーから${1}に直接発送されます"),
	hoR(`(\d+円分のクーポン)をお送りいたします`, "${1}が提携先のカード会社から届きます"),
	hoR(`作業員が(訪問の\d+分前に)お電話いたします`, "委託先の運送会社から${1}お電話が入ります"),
	hoR(`(お見積もり（見積番号 [A-Z]+-\d+）)をお送りいたします`, "${1}は、販売代理店からお送りいたします"),
}

// A physical condition of a step turned round.
var ho64cHandlingDe = []hoRule{
	hoR(`\baufschließen\b`, "abschließen"),
	hoR(`ein WLAN-Repeater in der Nähe des Heizungsraums`, "ein WLAN-Repeater direkt neben dem Router"),
}

var ho64cHandlingJa = []hoRule{
	hoR(`靴下を脱ぎ、素足で`, "靴下をはいたまま、"),
	hoR(`硬く平らな床に置きます`, "じゅうたんや畳の上に置きます"),
}

// A latest-by deadline made one exact moment.
var ho64cExactDe = []hoRule{
	hoR(`spätestens (\d+ Stunden) vorher`, "genau ${1} vorher"),
	hoR(`bis spätestens (\d{1,2}\.\d{1,2}\.\d{4})`, "genau am ${1}"),
	hoR(`bis zum (\d{1,2}\.\d{1,2}\.\d{4}) freizugeben`, "genau am ${1} freizugeben"),
}

var ho64cExactJa = []hoRule{
	hoR(`(\d{1,2}時)までに`, "${1}ちょうどに"),
	hoR(`(\d{4}年\d{1,2}月\d{1,2}日)までに、`, "${1}当日に、"),
	hoR(`(\d{1,2}月\d{1,2}日（.）)まで(に|の)`, "${1}当日${2}"),
	hoR(`お支払い期限は(\d{4}年\d{1,2}月\d{1,2}日（.）)です`, "お支払いは${1}当日にお願いいたします"),
}

// The reader's step routed to an uninvolved party.
var ho64cRouteDe = []hoRule{
	hoR(`sagen Sie ihn bitte (spätestens \d+ Stunden vorher) ab`, "sagen Sie ihn bitte ${1} bei Ihrer Krankenkasse ab"),
	hoR(`an uns zurück`, "direkt an den Hersteller zurück"),
	hoR(`wenden Sie sich bitte an unseren Kundendienst`, "wenden Sie sich bitte an Ihren Internetanbieter"),
}

var ho64cRouteJa = []hoRule{
	hoR(`(破損品は、[^。\n]*?)でご返送ください`, "${1}でメーカーへ直接ご返送ください"),
	hoR(`本メールにご返信ください`, "配送業者へ直接お問い合わせください"),
	hoR(`前日の(\d{1,2}時)までにご連絡`, "前日の${1}までにメーカーのお客様相談室へご連絡"),
	hoR(`サポート窓口までお問い合わせください`, "お使いの携帯電話会社までお問い合わせください"),
	hoR(`お気軽にお問い合わせください`, "お取引の銀行へお問い合わせください"),
}

// A registered-mail or signed-paper form demanded for the reader's step.
var ho64cFormDe = []hoRule{
	hoR(`sagen Sie ihn bitte (spätestens \d+ Stunden vorher) ab`, "sagen Sie ihn bitte ${1} schriftlich per Einschreiben ab"),
	hoR(`Bitte schicken Sie die defekte Lampe`, "Bitte schicken Sie die defekte Lampe per Einschreiben"),
}

var ho64cFormJa = []hoRule{
	hoR(`前日の(\d{1,2}時)までにご連絡`, "前日の${1}までに書面の郵送でご連絡"),
	hoR(`お見積もりへのご承認をお願いいたします`, "署名・押印した書面の郵送にて、お見積もりへのご承認をお願いいたします"),
	hoR(`でご返送ください`, "で、書留にてご返送ください"),
	hoR(`本メールにご返信ください`, "署名・押印のうえ、書面を郵送にてお送りください"),
}

// "First A, then B" made "A or B".
var ho64cThenOrDe = []hoRule{
	hoR(`Speichern Sie den Plan und aktivieren`, "Speichern Sie den Plan oder aktivieren"),
}

var ho64cThenOrJa = []hoRule{
	hoR(`入れてから、`, "入れるか、"),
	hoR(`(担当の\p{Han}+が調査)し、`, "${1}するか、"),
}

// The return widened to the replacement the reader gets.
var ho64cReturnDe = []hoRule{
	hoR(`Bitte schicken Sie die defekte Lampe`, "Bitte schicken Sie die defekte Lampe und die Ersatzlampe"),
	hoR(`bittet um ein Rücksendeetikett`, "bittet um Rücksendeetiketten für das defekte Gerät und das Austauschgerät"),
}

var ho64cReturnJa = []hoRule{
	hoR(`破損品は、交換品に同梱の`, "破損品と交換品は、交換品に同梱の"),
}

// An approval asked for another item of the case.
var ho64cApprovalDe = []hoRule{
	hoR(`bittet, die Mehrkosten und den neuen Termin`, "bittet, die Förderung und den neuen Termin"),
	hoR(`, die der Ausschuss freigegeben hat\.`, "; der Ausschuss hat die Inbetriebnahme freigegeben."),
}

var ho64cApprovalJa = []hoRule{
	hoR(`延期と予備費支出の承認`, "延期と自動搬送ロボット導入の承認"),
	hoR(`お見積もりへのご承認`, "試験日程へのご承認"),
}

// A required step declared deferrable.
var ho64cDeferDe = []hoRule{
	hoR(`Bitte bringen Sie Ihre Versichertenkarte mit\.`, "Ihre Versichertenkarte können Sie auch nach dem Termin irgendwann nachreichen."),
	hoR(`Bestätigen Sie anschließend Ihre E-Mail-Adresse`, "Ihre E-Mail-Adresse können Sie auch Wochen später noch bestätigen, und zwar"),
	hoR(`Bitte schicken Sie die defekte Lampe`, "Wann immer es Ihnen passt, auch in einigen Monaten, schicken Sie bitte die defekte Lampe"),
}

var ho64cDeferJa = []hoRule{
	hoR(`(破損品は、[^。\n]*?)でご返送ください`, "${1}で、数か月後でも構いませんのでご返送ください"),
	hoR(`\d{4}年\d{1,2}月\d{1,2}日までに、(お見積もりへのご承認)`, "試験の開始後でも構いませんので、${1}"),
	hoR(`日程の変更をご希望の場合は、前日の\d{1,2}時までに`, "日程の変更をご希望の場合は、訪問の直前でも構いませんので"),
}

// Work for a technician or the maker handed to the reader.
var ho64cExpertDe = []hoRule{
	hoR(`Gehen Sie am Bedienteil der Wärmepumpe zu`, "Öffnen Sie das Gehäuse der Wärmepumpe, stellen Sie am Hauptschalter innen die Brücke auf „WLAN“, gehen Sie dann am Bedienteil zu"),
	hoR(`Bitte schicken Sie die defekte Lampe`, "Bitte öffnen Sie die defekte Lampe, tauschen Sie das Netzteil selbst aus und schicken Sie dann die Lampe"),
	hoR(`dass noch am selben Tag ein Installateur kommt\.`, "dass Herr Weiß die Wasserleitung im Bad nach seiner Rückkehr selbst abdichtet."),
}

var ho64cExpertJa = []hoRule{
	hoR(`当日は、作業員が`, "訪問前に冷蔵庫の背面パネルを外し、冷却ファンの配線をご自身で点検しておいてください。当日は、作業員が"),
	hoR(`箱から本体を取り出し、底面の電池カバーを開けます。`, "箱から本体を取り出し、ドライバーで底面のねじを外して本体を分解し、内部の基板の電池ホルダーを出します。"),
}

// Our own step made to wait for the reader's reply to this letter.
var ho64cGateDe = []hoRule{
	hoR(`Die Lieferung erfolgt am (\d{1,2}\.\d{1,2}\.\d{4}) zwischen (\d{1,2}) und (\d{1,2}) Uhr\.`, "Die Lieferung erfolgt erst, wenn Sie uns die neue Lieferadresse schriftlich bestätigt haben; einen Termin nennen wir Ihnen danach."),
	hoR(`hiermit bestätigen wir Ihren Kontrolltermin`, "sobald Sie uns auf diese Nachricht antworten, bestätigen wir Ihren Kontrolltermin"),
}

var ho64cGateJa = []hoRule{
	hoR(`お詫びとして、`, "本メールにご返信いただけましたら、お詫びとして、"),
	hoR(`訪問日時を下記のとおり確定いたしました`, "本メールへのご返信をいただいてから、訪問日時を下記のとおり確定いたします"),
}

var heldOutBatch64c = []heldOutKind{
	// A precondition or approval put behind the act it guards: Bitte bringen Sie Ihre
	// Versichertenkarte mit. → Bitte reichen Sie Ihre Versichertenkarte nach dem Termin nach.;
	// Bluetooth をオンにしてから、…を選択します → …を選択します。接続が終わってから、… Bluetooth をオンにします。
	{"b64c_prerequisite_postponed_behind_guarded_act", "first", hoByLang(ho64cPrereqJa, ho64cPrereqDe)},
	// Our own committed step handed to a named outside firm: Wir senden Ihnen am
	// 20.10.2026 kostenlos eine Ersatzlampe zu. → Der Hersteller sendet Ihnen …;
	// 作業員が訪問の30分前にお電話いたします → 委託先の運送会社から訪問の30分前にお電話が入ります.
	{"b64c_own_committed_step_handed_to_named_outside_firm", "first", hoByLang(ho64cOutsourceJa, ho64cOutsourceDe)},
	// A physical condition of a step turned round: Frau Müller kann die Wohnung … ab 8 Uhr
	// aufschließen → abschließen; 靴下を脱ぎ、素足で本体に乗って → 靴下をはいたまま、本体に乗って.
	{"b64c_physical_condition_of_step_turned_round", "first", hoByLang(ho64cHandlingJa, ho64cHandlingDe)},
	// A latest-by deadline made one exact moment: spätestens 24 Stunden vorher → genau 24
	// Stunden vorher; 前日の17時までにご連絡 → 前日の17時ちょうどにご連絡.
	{"b64c_latest_by_deadline_made_one_exact_moment", "first", hoByLang(ho64cExactJa, ho64cExactDe)},
	// The reader's step routed to an uninvolved party: sagen Sie ihn bitte spätestens 24
	// Stunden vorher ab → … bei Ihrer Krankenkasse ab; 本メールにご返信ください → 配送業者へ直接お問い合わせください.
	{"b64c_reader_step_routed_to_uninvolved_party", "first", hoByLang(ho64cRouteJa, ho64cRouteDe)},
	// A registered-mail or signed-paper form demanded for the reader's step: Bitte schicken
	// Sie die defekte Lampe … → … per Einschreiben …; でご返送ください → で、書留にてご返送ください.
	{"b64c_reader_step_demands_registered_mail_or_signed_paper", "first", hoByLang(ho64cFormJa, ho64cFormDe)},
	// "First A, then B" made "A or B": Speichern Sie den Plan und aktivieren Sie ihn → …
	// oder aktivieren Sie ihn; 電池を…入れてから、カバーを閉じて → 入れるか、カバーを閉じて.
	{"b64c_step_chain_then_made_either_or", "first", hoByLang(ho64cThenOrJa, ho64cThenOrDe)},
	// The return widened to the replacement the reader gets: Bitte schicken Sie die defekte
	// Lampe … zurück → … die defekte Lampe und die Ersatzlampe …; 破損品は、 → 破損品と交換品は、.
	{"b64c_return_step_widened_to_the_replacement", "first", hoByLang(ho64cReturnJa, ho64cReturnDe)},
	// An approval asked for another item of the case: die Mehrkosten und den neuen Termin …
	// freizugeben → die Förderung und den neuen Termin …; お見積もりへのご承認 → 試験日程へのご承認.
	{"b64c_approval_asked_for_other_item_of_case", "first", hoByLang(ho64cApprovalJa, ho64cApprovalDe)},
	// A required step declared deferrable without limit: Bitte bringen Sie Ihre
	// Versichertenkarte mit. → … können Sie auch nach dem Termin irgendwann nachreichen.;
	// 破損品は…でご返送ください → …で、数か月後でも構いませんのでご返送ください.
	{"b64c_required_step_declared_deferrable_without_limit", "first", hoByLang(ho64cDeferJa, ho64cDeferDe)},
	// Work for a technician or the maker handed to the reader: Sie bittet darum, dass noch
	// am selben Tag ein Installateur kommt. → … dass Herr Weiß die Wasserleitung … selbst
	// abdichtet.; 当日は、作業員が → 訪問前に冷蔵庫の背面パネルを外し、…ご自身で点検しておいてください。当日は、作業員が.
	{"b64c_technician_work_handed_to_reader", "first", hoByLang(ho64cExpertJa, ho64cExpertDe)},
	// Our own step made to wait for the reader's reply to this letter: Die Lieferung erfolgt
	// am 12.11.2026 zwischen 8 und 12 Uhr. → Die Lieferung erfolgt erst, wenn Sie uns …
	// schriftlich bestätigt haben …; お詫びとして、 → 本メールにご返信いただけましたら、お詫びとして、.
	{"b64c_own_step_made_to_wait_for_readers_reply", "first", hoByLang(ho64cGateJa, ho64cGateDe)},
}

// ho64cChangedSentence gives the first sentence of golden that damaged no longer has,
// and the sentence of damaged at the same place.
func ho64cChangedSentence(lang, golden, damaged string) (string, string) {
	gs, gr := hoAllSentences(lang, golden)
	ds, dr := hoAllSentences(lang, damaged)
	for i, r := range gr {
		g := gs[r.line][r.idx]
		if i >= len(dr) {
			return g, ""
		}
		d := ds[dr[i].line][dr[i].idx]
		if g != d {
			return g, d
		}
	}
	if len(dr) > len(gr) {
		r := dr[len(gr)]
		return "", ds[r.line][r.idx]
	}
	return golden, damaged
}
