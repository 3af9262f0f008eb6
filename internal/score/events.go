package score

import "regexp"

// What happens is said by one verb or event noun, and a business process has
// neighbours that read alike: an order is not a reservation, a dispatch not an
// arrival, a repair not a replacement, a refund not a return, an approval not a
// reading, 返金 not 返品, 取り込み not 書き出し. An answer sentence that is the
// golden's but for a short stretch, where the stretch names another event of the
// process, reports another event with the same participants, dates and amounts.
//
// The events are read as degree groups with weak words only: a word of one counts
// when a word of another stands in its place, never when it is only added, since a
// paraphrase adds a verb freely (prüfen und bestätigen) but does not put one event
// for another.

// stemRe is a regular expression for German words that start with any of the stems,
// with or without the ge- of a participle, inflected freely.
func stemRe(stems string) *regexp.Regexp {
	return regexp.MustCompile(`(?i:^|[^\p{L}])(?i:ge)?(?i:` + stems + `)\p{L}*`)
}

// eventGroups are the events of the business processes answers report, per language.
var eventGroups = map[string][]degreeGroup{
	"de": {
		{"an order", nil, stemRe(`bestell|beauftrag`)},
		{"a reservation", nil, stemRe(`reservier|vorgemerkt|vormerk`)},
		{"an application filed", nil, stemRe(`beantrag|antrag`)},
		{"a storage", nil, stemRe(`lager|eingelagert|einlager`)},
		{"a quotation", nil, stemRe(`angebot|kostenvoranschl`)},
		{"an invoice", nil, stemRe(`rechnung|abgerechnet|abrechn|berechnet|berechnen`)},
		{"a delivery note", nil, stemRe(`lieferschein`)},
		{"a dispatch", nil, stemRe(`versend|versand|verschick|abgeschickt|absend|abgesandt`)},
		{"a delivery", nil, stemRe(`liefer|zustell|eingetroffen|eintreff|angekommen|ankomm`)},
		{"a collection", nil, stemRe(`abhol|abgehol|abzuhol`)},
		{"a production", nil, stemRe(`fertigung|gefertigt|fertigen|fertigt|hergestellt|herstell|produzier|produktion`)},
		{"a payment", nil, stemRe(`bezahl|zahlung|zahlen|zahlt|gezahlt|überweis|überwies`)},
		{"a refund", nil, stemRe(`erstatt|rückerstatt|zurückgezahlt|zurückzahl|gutschrift|gutgeschrieben|gutschreib`)},
		{"a reserve set aside", nil, stemRe(`zurückgestellt|zurückstell|zurückzustell|rückstellung|rücklage`)},
		{"a return", nil, stemRe(`rücksend|zurücksend|zurückzusend|zurückgeschickt|zurückschick|zurückzuschick|rückgabe|zurückgeb|zurückzugeb|retour|rückliefer|zurückgeliefert|zurückliefer|zurückzuliefer|rückversand|rücktransport|zurückversand|zurückgesandt|zurückgesendet`)},
		{"a repair", nil, stemRe(`reparier|reparatur|behoben|beheb|instandgesetzt|instandsetz`)},
		{"a replacement", nil, stemRe(`ersetz|ersatz|austausch|ausgetauscht|tausch|getauscht|wechsel|gewechselt|umtausch`)},
		{"a check", nil, stemRe(`prüf|überprüf|kontrollier|untersuch|getestet|testen|inspiz`)},
		{"a report given", nil, stemRe(`vorgestellt|vorstell|bericht|mitgeteilt|mitteil|informier|erläuter|präsentier|dargelegt|darleg|meldet|meldung|melden`)},
		// What a party says of a claim: denied or refused (Herr Oßwald meldet
		// Mehrkosten → bestreitet; Frau Köhler bittet um → lehnt … ab).
		{"a denial", nil, stemRe(`bestreit|bestritt|abgestritten|abstreit|dementier`)},
		{"a refusal", nil, stemRe(`ablehn|abgelehnt|lehnt|verweiger`)},
		{"a question asked", nil, stemRe(`angefordert|anforder|erkundig|nachgefragt|nachfrag|gefragt|fragt|fragen|anfrag`)},
		{"a request made", nil, stemRe(`bitt|gebeten|wünsch|gewünscht|wunsch`)},
		{"a proposal", nil, stemRe(`vorgeschlagen|vorschlag|vorzuschlag|empfohlen|empfehl|empfiehlt`)},
		{"a confirmation", nil, stemRe(`bestätig`)},
		{"a correction", nil, stemRe(`korrigier|berichtig`)},
		{"a cancellation", nil, stemRe(`storn|abgesagt|absag|kündig|widerruf`)},
		{"an approval", nil, stemRe(`freigegeben|freigeb|freizugeb|freigabe|genehmig|zugestimmt|zustimm`)},
		{"a reading", nil, stemRe(`zur Kenntnis|durchgesehen|durchseh|durchzuseh|gelesen|lesen|liest`)},
		{"a creation", nil, stemRe(`angelegt|anleg|anzuleg|eingerichtet|einricht|einzuricht|erstell|registrier|hinzugefügt|hinzufüg|hinzuzufüg`)},
		{"a deletion", nil, stemRe(`lösch|entfern|abgemeldet|abmeld|abzumeld`)},
		{"a change", nil, stemRe(`änder|geändert|angepasst|anpass`)},
		{"an installation", nil, stemRe(`installier|heruntergeladen|herunterlad|herunterzulad|download`)},
		{"an update", nil, stemRe(`aktualisier|update`)},
		{"an import", nil, stemRe(`importier|import|eingelesen|einles`)},
		{"an export", nil, stemRe(`exportier|export|ausgelesen|ausles`)},
		{"a preparation", nil, stemRe(`vorbereit|bereitgestellt|bereitstell|bereitgelegt`)},
		{"a saving", nil, stemRe(`speicher|gespeichert`)},
		{"a printing", nil, stemRe(`druck|gedruckt|ausdruck|ausgedruckt`)},
		{"an activation", nil, stemRe(`aktivier|eingeschaltet|einschalt|einzuschalt`)},
		{"a deactivation", nil, stemRe(`deaktivier|ausgeschaltet|ausschalt|auszuschalt`)},
		{"a visit in person", nil, wordRe(`besuchen Sie uns|kommen Sie vorbei|in unserer Filiale|in unserem Laden|im Laden`)},
		{"a postponement", nil, stemRe(`verschieb|verschob|verschoben|vertag`)},
		{"an extension", nil, stemRe(`verläng`)},
		// A figure planned or wished for against one reached (die gewünschte
		// Vorlauftemperatur for the aktuelle, veranschlagt for abgerechnet, which "an
		// invoice" reads; Ausgaben for Budget).
		{"a figure planned or wished for", nil, stemRe(`veranschlag|geplant|budget|ziel`)},
		{"a figure reached", nil, stemRe(`aktuell|tatsächlich|ausgaben|ausgegeben`)},
		{"a relocation", nil, stemRe(`verlager|umgezogen|umzug|umzieh`)},
		// A thing's state: sound or damaged, well or badly done.
		{"a good state", nil, wordRe(`gut|gute[nmrs]?|einwandfrei|einwandfreie[nmrs]?|intakt|intakte[nmrs]?|unbeschädigt|unbeschädigte[nmrs]?|hervorragend|hervorragende[nmrs]?|erfolgreich|erfolgreiche[nmrs]?`)},
		{"a bad state", nil, wordRe(`schlecht|schlechte[nmrs]?|mangelhaft|mangelhafte[nmrs]?|beschädigt|beschädigte[nmrs]?|defekt|defekte[nmrs]?|fehlerhaft|fehlerhafte[nmrs]?|kaputt|misslungen|erfolglos|flackert|flackern|tropft|tropfen|ausgefallen|fehlgeschlagen|gescheitert`)},
		{"a refusal", nil, stemRe(`ablehn|abgelehnt|zurückgewiesen|zurückweis|verweiger|lehnt`)},
		{"booked up", nil, wordRe(`ausgebucht|belegt|voll belegt|vergeben`)},
		{"free to book", nil, wordRe(`frei|verfügbar|buchbar`)},
	},
	"ja": {
		{"an order", nil, regexp.MustCompile(`注文|発注`)},
		{"a reservation", nil, regexp.MustCompile(`予約|取り置き`)},
		{"a quotation", nil, regexp.MustCompile(`見積`)},
		{"an invoice", nil, regexp.MustCompile(`請求`)},
		{"a receipt", nil, regexp.MustCompile(`領収`)},
		{"a dispatch", nil, regexp.MustCompile(`発送|出荷|送付|郵送|お送り|[\d日]発`)},
		{"a delivery", nil, regexp.MustCompile(`[\d日]着|到着|お届け|届[かきくけい]|配達|納品`)},
		{"a production", nil, regexp.MustCompile(`製造|生産|製作|加工`)},
		{"a payment", nil, regexp.MustCompile(`支払|支出|入金|振込|振り込|決済`)},
		{"a reserve set aside", nil, regexp.MustCompile(`積み立て|積立|引当|留保`)},
		{"a refund", nil, regexp.MustCompile(`返金|払い戻|払戻`)},
		{"a return", nil, regexp.MustCompile(`返品|返送|返却|お返し`)},
		{"a repair", nil, regexp.MustCompile(`修理|修繕|補修`)},
		{"a replacement", nil, regexp.MustCompile(`交換|取り替え|取替|差し替え`)},
		{"a check", nil, regexp.MustCompile(`確認|点検|検査|調査`)},
		{"a report given", nil, regexp.MustCompile(`報告|説明|紹介|お知らせ|通知`)},
		{"a question asked", nil, regexp.MustCompile(`問い合わせ|問合せ|お尋ね|尋ね|質問|照会`)},
		{"a request made", nil, regexp.MustCompile(`希望|要望|依頼`)},
		{"a decision", nil, regexp.MustCompile(`確定|決定|決ま`)},
		{"an assumption", nil, regexp.MustCompile(`想定|仮定|推定|仮に`)},
		{"an arrangement still in progress", nil, regexp.MustCompile(`調整`)},
		{"a preparation", nil, regexp.MustCompile(`用意|準備`)},
		{"a visit in person", nil, regexp.MustCompile(`来店|来社|来場|お越し|訪問|来訪|出張|お立ち寄り`)},
		{"a proposal", nil, regexp.MustCompile(`提案|推奨|お勧め|おすすめ`)},
		// A figure planned or aimed at against one reached (予算 → 支出, which "a
		// payment" reads).
		{"a budget or a target", nil, regexp.MustCompile(`予算|目標|計画値`)},
		{"a protest", nil, regexp.MustCompile(`抗議`)},
		{"a correction", nil, regexp.MustCompile(`訂正|修正`)},
		{"a change", nil, regexp.MustCompile(`変更|切り替え|切替`)},
		{"a cancellation", nil, regexp.MustCompile(`キャンセル|取り消|取消|解約|中止`)},
		{"a postponement", nil, regexp.MustCompile(`延期|繰り延べ`)},
		{"an approval", nil, regexp.MustCompile(`承認|承諾|許可|決裁`)},
		{"a toleration", nil, regexp.MustCompile(`黙認|容認|黙許`)},
		{"a reproach", nil, regexp.MustCompile(`詰問|尋問|追及|糾弾|非難`)},
		{"an apology", nil, regexp.MustCompile(`お詫び|おわび|謝罪`)},
		{"a sympathy", nil, regexp.MustCompile(`お見舞い|御見舞`)},
		{"a reading", nil, regexp.MustCompile(`一読|拝読|目を通|了承`)},
		{"a creation", nil, regexp.MustCompile(`作成|登録`)},
		{"a deletion", nil, regexp.MustCompile(`削除|解除`)},
		{"an installation", nil, regexp.MustCompile(`ダウンロード|インストール`)},
		{"an update", nil, regexp.MustCompile(`更新|アップデート|最新版`)},
		{"an import", nil, regexp.MustCompile(`取り込|取込|インポート|読み込`)},
		{"an export", nil, regexp.MustCompile(`書き出|エクスポート|出力`)},
		{"a write", nil, regexp.MustCompile(`書き込|書込`)},
		{"a fitting", nil, regexp.MustCompile(`取り付|取付|装着|差し込`)},
		{"a removal", nil, regexp.MustCompile(`取り出|取り外|取外|抜き取`)},
		{"taking off", nil, regexp.MustCompile(`脱[いぎぐげ]|外[しす]`)},
		{"putting on", nil, regexp.MustCompile(`履[いかきくけ]|着用|身に着け`)},
		{"a safekeeping", nil, regexp.MustCompile(`預か|預け|保管`)},
		{"a saving", nil, regexp.MustCompile(`保存`)},
		{"a printing", nil, regexp.MustCompile(`印刷|プリント`)},
		// A thing's state: sound or damaged.
		{"a good state", nil, regexp.MustCompile(`無傷|正常|良好|異常なし|問題なし`)},
		{"a bad state", nil, regexp.MustCompile(`破損|故障|不具合|損傷|異常が|欠陥|失敗`)},
		{"a refusal", nil, regexp.MustCompile(`断り|拒否|辞退|却下|拒絶`)},
		{"booked up", nil, regexp.MustCompile(`埋ま|満席|満員|予約済`)},
		{"free to book", nil, regexp.MustCompile(`空い|空き|空席`)},
		// Whose act a polite verb tells: the reader's, received as a favour, or the
		// writer's own (お問い合わせいただき, お問い合わせいたし, 発送させていただき).
		{"the reader's act received as a favour", nil, regexp.MustCompile(`いただ|頂`)},
		{"the writer's own act", nil, regexp.MustCompile(`いたし|致し|させていただ|させて頂|さしあげ|差し上げ`)},
		// Someone made to act (お送りいたします, 送らせます), and whether one cannot or
		// does not (測定できない, 測定しない).
		{"someone made to act (causative)", nil, regexp.MustCompile(`[^知]らせ|させ[まるた]`)},
		{"an inability", nil, regexp.MustCompile(`できな|できません|できかね|かねます`)},
		{"a plain negation", nil, regexp.MustCompile(`しない|しません`)},
	},
}

// withEvents returns the degree groups of each language followed by its events.
func withEvents(degree, events map[string][]degreeGroup) map[string][]degreeGroup {
	out := make(map[string][]degreeGroup, len(degree))
	for lang, gs := range degree {
		out[lang] = append(append([]degreeGroup(nil), gs...), events[lang]...)
	}
	return out
}
