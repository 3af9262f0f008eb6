package grade

// Blind batch 43b: the event word changed. The answer keeps every participant, date,
// amount and code, but ONE verb or event noun names the wrong action or event: a
// plausible neighbour from the same business process (an order told as a quote
// request, a delivery as a dispatch, shipping as manufacturing), the counterpart event
// in time or in an object's life (commissioning as decommissioning, moving as closing),
// a sibling document of the order-to-cash chain (invoice as quote or dunning letter),
// a swapped communication act (reporting as asking, explaining as correcting), or the
// same action made weaker or stronger (approve as take note, investigate as fix). Each
// kind changes one place, only where the word is not repeated in its sentence.

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

// ho43bRule rewrites one match of re to to (regexp template); key, when set, is the
// word that must occur only once in the sentence (else the match itself).
type ho43bRule struct {
	re  *regexp.Regexp
	to  string
	key string
}

func ho43bR(pat, to string) ho43bRule {
	return ho43bRule{re: regexp.MustCompile(pat), to: to}
}

func ho43bK(pat, to, key string) ho43bRule {
	return ho43bRule{re: regexp.MustCompile(pat), to: to, key: key}
}

// ho43bEdge says a German match stands as whole words: no letter right before or after.
func ho43bEdge(s string, from, to int) bool {
	if from > 0 {
		r, _ := utf8.DecodeLastRuneInString(s[:from])
		if unicode.IsLetter(r) {
			return false
		}
	}
	if to < len(s) {
		r, _ := utf8.DecodeRuneInString(s[to:])
		if unicode.IsLetter(r) {
			return false
		}
	}
	return true
}

// ho43bSwap builds a kind that, in the first sentence (in text order) where one of the
// language's rules matches a word not repeated in that sentence, rewrites that match.
func ho43bSwap(ja, de []ho43bRule) func(lang, s string) string {
	return func(lang, s string) string {
		rules := de
		if lang == "ja" {
			rules = ja
		}
		if len(rules) == 0 {
			return s
		}
		split, refs := hoAllSentences(lang, s)
		for _, ref := range refs {
			sent := split[ref.line][ref.idx]
			for _, r := range rules {
				loc := r.re.FindStringSubmatchIndex(sent)
				if loc == nil {
					continue
				}
				key := r.key
				if key == "" {
					key = sent[loc[0]:loc[1]]
				}
				if strings.Count(sent, key) != 1 {
					continue
				}
				if lang != "ja" && !ho43bEdge(sent, loc[0], loc[1]) {
					continue
				}
				nw := string(r.re.ExpandString(nil, r.to, sent, loc))
				split[ref.line][ref.idx] = sent[:loc[0]] + nw + sent[loc[1]:]
				return hoJoin(split)
			}
		}
		return s
	}
}

var heldOutBatch43b = []heldOutKind{
	// The order is told as a mere request for a quote.
	// de: „Gern liefern wir Ihre Bestellung WE-…“ → „… Ihre Angebotsanfrage WE-…“;
	// ja: 「ご注文番号WS-30982の」→「お見積もり依頼番号WS-30982の」.
	{"b43b_order_act_made_quote_request", "first", ho43bSwap(
		[]ho43bRule{
			ho43bK(`ご注文番号`, `お見積もり依頼番号`, `注文`),
			ho43bK(`注文番号`, `見積依頼番号`, `注文`),
			ho43bK(`ご注文`, `お見積もり依頼`, `注文`),
		},
		[]ho43bRule{
			ho43bR(`Bestellnummer`, `Anfragenummer`),
			ho43bR(`Bestellung`, `Angebotsanfrage`),
			ho43bR(`bestellten`, `angefragten`),
			ho43bR(`bestellt`, `angefragt`),
		})},
	// An invoice or quote is named as the next document of the chain.
	// de: „Die Rechnung senden wir …“ → „Die Mahnung senden wir …“;
	// ja: 「請求書INV-88213の金額について」→「督促状INV-88213の金額について」.
	{"b43b_document_made_later_stage_document", "first", ho43bSwap(
		[]ho43bRule{
			ho43bK(`請求書`, `督促状`, `請求`),
			ho43bK(`お見積もり（`, `ご請求書（`, `見積もり`),
			ho43bK(`見積書`, `請求書`, `見積`),
			ho43bK(`納品書`, `請求書`, `納品`),
		},
		[]ho43bRule{
			ho43bR(`([Dd])ie Rechnung`, `${1}ie Mahnung`),
			ho43bR(`Rechnungsbetrag`, `Mahnbetrag`),
			ho43bR(`Lieferschein`, `Rechnung`),
		})},
	// An invoice is named as the earlier quote or estimate, a delivery date as a quote date.
	// de: „Der Rechnungsbetrag bleibt unverändert“ → „Der Angebotspreis bleibt unverändert“;
	// ja: 「納品希望日」→「見積希望日」.
	{"b43b_document_made_earlier_stage_document", "first", ho43bSwap(
		[]ho43bRule{
			ho43bK(`請求書`, `見積書`, `請求`),
			ho43bK(`納品希望日`, `見積希望日`, `納品`),
			ho43bK(`納品書`, `見積書`, `納品`),
		},
		[]ho43bRule{
			ho43bR(`Rechnungsbetrag`, `Angebotspreis`),
			ho43bR(`([Dd])ie Rechnung`, `${1}as Angebot`),
			ho43bR(`Lieferschein`, `Kostenvoranschlag`),
		})},
	// An event in the life of a plant, site or account is named as its opposite end.
	// de: „verschiebt sich die Inbetriebnahme“ → „verschiebt sich die Stilllegung“;
	// ja: 「大阪営業所は、…に移転します」→「…に閉鎖します」.
	{"b43b_lifecycle_event_made_its_end", "first", ho43bSwap(
		[]ho43bRule{
			ho43bR(`に移転します`, `に閉鎖します`),
			ho43bR(`を導入する`, `を廃止する`),
			ho43bR(`アカウントを作成します`, `アカウントを削除します`),
			ho43bR(`を開設`, `を閉鎖`),
		},
		[]ho43bRule{
			ho43bR(`Inbetriebnahme`, `Stilllegung`),
			ho43bR(`legen Sie ein Benutzerkonto an`, `löschen Sie Ihr Benutzerkonto`),
			ho43bR(`„Gerät hinzufügen“`, `„Gerät entfernen“`),
		})},
	// Installing or introducing something new is told as updating what exists.
	// de: „… herunter und installieren Sie sie“ → „… und aktualisieren Sie sie“;
	// ja: 「「ハコブネ WMS」を導入するが」→「「ハコブネ WMS」を更新するが」.
	{"b43b_install_made_update", "first", ho43bSwap(
		[]ho43bRule{
			ho43bR(`をダウンロードします`, `を最新版に更新します`),
			ho43bR(`を導入する`, `を更新する`),
			ho43bR(`を設置して`, `を更新して`),
		},
		[]ho43bRule{
			ho43bR(`installieren Sie`, `aktualisieren Sie`),
			ho43bR(`richten einen Wochenplan ein`, `ändern einen bestehenden Wochenplan`),
		})},
	// A shipping or delivery event is told as the manufacturing of the goods.
	// de: „verschiebt sich der Versand der … Teile“ → „… die Fertigung der … Teile“;
	// ja: 「発送が遅れております」→「製造が遅れております」.
	{"b43b_logistics_event_made_production_event", "first", ho43bSwap(
		[]ho43bRule{
			ho43bK(`発送が遅れて`, `製造が遅れて`, `発送`),
			ho43bK(`出荷開始日`, `生産開始日`, `出荷`),
			ho43bK(`に発送予定`, `に製造完了予定`, `発送`),
			ho43bK(`に発送いたします`, `に製造いたします`, `発送`),
		},
		[]ho43bRule{
			ho43bR(`der Versand`, `die Fertigung`),
			ho43bR(`geliefert werden`, `gefertigt werden`),
			ho43bR(`Die Lieferung erfolgt`, `Die Fertigung erfolgt`),
		})},
	// Telling or presenting something is turned into asking about it.
	// de: „Herr Oßwald meldet Mehrkosten von …“ → „Herr Oßwald fragt nach Mehrkosten von …“;
	// ja: 「第3回進捗を報告した」→「第3回進捗を問い合わせた」.
	{"b43b_informing_act_made_asking", "first", ho43bSwap(
		[]ho43bRule{
			ho43bK(`を報告した`, `を問い合わせた`, `報告`),
			ho43bK(`についてご説明いたします`, `についてお尋ねいたします`, `説明`),
			ho43bK(`とのご報告`, `とのお問い合わせ`, `報告`),
		},
		[]ho43bRule{
			ho43bR(`meldet, dass`, `fragt nach, ob`),
			ho43bR(`meldet`, `erfragt`),
			ho43bR(`hat das (\p{L}+) vorgestellt`, `hat das $1 angefordert`),
		})},
	// An approval (given or asked for) is weakened to noting or reading.
	// de: „…, die der Ausschuss freigegeben hat“ → „…, die der Ausschuss zur Kenntnis genommen hat“;
	// ja: 「お見積もりへのご承認をお願いいたします」→「お見積もりへのご一読をお願いいたします」.
	{"b43b_approval_made_acknowledgement", "first", ho43bSwap(
		[]ho43bRule{
			ho43bK(`へのご承認をお願い`, `へのご一読をお願い`, `承認`),
			ho43bK(`の承認を求めている`, `の報告を予定している`, `承認`),
			ho43bK(`ご承認`, `ご一読`, `承認`),
		},
		[]ho43bRule{
			ho43bR(`freigegeben hat`, `zur Kenntnis genommen hat`),
			ho43bR(`freizugeben`, `zur Kenntnis zu nehmen`),
			ho43bR(`Genehmigung`, `Stellungnahme`),
		})},
	// A repair or fix is weakened to looking at the problem.
	// de: „dass noch am selben Tag ein Installateur kommt“ → „… ein Gutachter kommt“;
	// ja: 「修理のご依頼をいただき」→「点検のご依頼をいただき」.
	{"b43b_fixing_act_made_inspection", "first", ho43bSwap(
		[]ho43bRule{
			ho43bR(`修理のご依頼`, `点検のご依頼`),
			ho43bK(`出張修理`, `出張点検`, `修理`),
			ho43bK(`修正版の提供`, `修正方針の説明`, `修正`),
			ho43bK(`に交換してください`, `の有無を確認してください`, `交換`),
		},
		[]ho43bRule{
			ho43bR(`ein Installateur`, `ein Gutachter`),
			ho43bR(`Reparatur`, `Begutachtung`),
		})},
	// Investigating, proposing or recommending is told as the stronger act: fixing,
	// deciding, approving.
	// de: „Empfehlung: …“ → „Entscheidung: …“, „die Statik prüft Frau Dr. Jäger“ → „… genehmigt …“;
	// ja: 「担当の西村が調査し」→「担当の西村が修正し」.
	{"b43b_tentative_act_made_conclusive", "first", ho43bSwap(
		[]ho43bRule{
			ho43bK(`が調査し`, `が修正し`, `調査`),
			ho43bK(`ことを提案している`, `ことを決定している`, `提案`),
			ho43bK(`を提案`, `を決定`, `提案`),
		},
		[]ho43bRule{
			ho43bR(`Empfehlung:`, `Entscheidung:`),
			ho43bR(`prüft Frau`, `genehmigt Frau`),
			ho43bR(`prüft Herr`, `genehmigt Herr`),
		})},
	// Sending something is told as bringing it in person, or the other way round.
	// de: „Bitte bringen Sie Ihre Versichertenkarte mit.“ → „Bitte senden Sie uns Ihre Versichertenkarte vorab zu.“;
	// ja: 「試料は次の宛先にお送りください」→「試料は次の宛先にご持参ください」.
	{"b43b_handover_send_and_bring_swapped", "first", ho43bSwap(
		[]ho43bRule{
			ho43bK(`にお送りください`, `にご持参ください`, `送り`),
			ho43bK(`でご返送ください`, `を添えてご持参ください`, `返送`),
		},
		[]ho43bRule{
			ho43bR(`bringen Sie (\p{L}+ \p{L}+) mit`, `senden Sie uns $1 vorab zu`),
			ho43bR(`schicken Sie (.+?) an uns zurück`, `bringen Sie $1 persönlich bei uns vorbei`),
		})},
	// Data flowing in is told as flowing out (import as export, download as upload).
	// de: „Laden Sie die kostenlose WärmeApp … herunter“ → „… hoch“;
	// ja: 「勤怠データが取り込めない」→「勤怠データが書き出せない」.
	{"b43b_data_inflow_made_outflow", "first", ho43bSwap(
		[]ho43bRule{
			ho43bK(`が取り込めない`, `が書き出せない`, `取り込`),
			ho43bK(`をダウンロードします`, `をアップロードします`, `ダウンロード`),
			ho43bK(`アプリへ送られます`, `アプリから本体へ送られます`, `送られ`),
		},
		[]ho43bRule{
			ho43bR(`(Laden Sie .+?) herunter`, `$1 hoch`),
			ho43bR(`überträgt die Zugangsdaten an das Gerät`, `liest die Zugangsdaten aus dem Gerät aus`),
		})},
	// An arrival or handing-over is told as the dispatch that precedes it.
	// de: „Die Lieferung erfolgt am 12.11.2026“ → „Der Versand erfolgt am 12.11.2026“;
	// ja: 「10月21日にお届けする予定でしたが」→「10月21日に発送する予定でしたが」.
	{"b43b_arrival_event_made_dispatch_event", "first", ho43bSwap(
		[]ho43bRule{
			ho43bK(`にお届けする予定`, `に発送する予定`, `届け`),
			ho43bK(`お届け予定日`, `発送予定日`, `届け`),
			ho43bK(`日着）`, `日発送）`, `着`),
			ho43bK(`交換品到着`, `交換品発送`, `到着`),
			ho43bK(`お届けできる見込み`, `発送できる見込み`, `届け`),
		},
		[]ho43bRule{
			ho43bR(`Die Lieferung erfolgt`, `Der Versand erfolgt`),
			ho43bR(`geliefert werden`, `versandt werden`),
		})},
	// Explaining or confirming is told as correcting an earlier error.
	// de: „hiermit bestätigen wir Ihren Kontrolltermin“ → „hiermit korrigieren wir Ihren Kontrolltermin“;
	// ja: 「金額についてご説明いたします」→「金額について訂正いたします」.
	{"b43b_statement_act_made_correction", "first", ho43bSwap(
		[]ho43bRule{
			ho43bK(`についてご説明いたします`, `について訂正いたします`, `説明`),
			ho43bK(`のとおり確定いたしました`, `のとおり訂正いたしました`, `確定`),
		},
		[]ho43bRule{
			ho43bR(`bestätigen wir`, `korrigieren wir`),
			ho43bR(`hat das (\p{L}+) vorgestellt`, `hat das $1 korrigiert`),
		})},
	// A payment event is named as a neighbouring money event.
	// de: „bisher sind 212.400,00 € abgerechnet“ → „bisher sind 212.400,00 € zurückgestellt“;
	// ja: 「お支払い期限は」→「口座振替日は」, 「予備費から支出する」→「予備費に積み立てる」.
	{"b43b_payment_event_made_neighbour_event", "first", ho43bSwap(
		[]ho43bRule{
			ho43bK(`お支払い期限`, `口座振替日`, `支払`),
			ho43bK(`予備費から支出する`, `予備費に積み立てる`, `支出`),
			ho43bK(`時点の支出は`, `時点の発注残は`, `支出`),
		},
		[]ho43bRule{
			ho43bR(`abgerechnet`, `zurückgestellt`),
			ho43bR(`fällig`, `gutgeschrieben`),
		})},
	// A check or confirmation is told as changing the thing checked.
	// de: „Bestätigen Sie anschließend Ihre E-Mail-Adresse“ → „Ändern Sie anschließend Ihre E-Mail-Adresse“;
	// ja: 「以下の点をご確認ください」→「以下の設定を変更してください」.
	{"b43b_check_act_made_change_act", "first", ho43bSwap(
		[]ho43bRule{
			ho43bK(`以下の点をご確認ください`, `以下の設定を変更してください`, `確認`),
		},
		[]ho43bRule{
			ho43bR(`Bestätigen Sie`, `Ändern Sie`),
			ho43bR(`bestätigen wir`, `ändern wir`),
			ho43bR(`Prüfen Sie, ob`, `Stellen Sie ein, dass`),
		})},
	// A request is told as a mere question whether the thing is possible or needed.
	// de: „Frau Köhler bittet um ein Rücksendeetikett.“ → „Frau Köhler fragt, ob sie ein Rücksendeetikett braucht.“;
	// ja: 「修理のご依頼をいただき」→「修理のご相談をいただき」.
	{"b43b_request_act_made_question", "first", ho43bSwap(
		[]ho43bRule{
			ho43bK(`のご依頼をいただき`, `のご相談をいただき`, `依頼`),
			ho43bK(`までの交換品到着を希望`, `までに交換品が届くかを質問`, `希望`),
		},
		[]ho43bRule{
			ho43bR(`bittet darum, dass (.+) kommt`, `erkundigt sich, ob $1 kommen könnte`),
			ho43bR(`bittet um (ein|eine) (\p{L}+)`, `fragt, ob sie $1 $2 braucht`),
		})},
}
