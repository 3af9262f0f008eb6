package grade

// Blind batch 74b: one content word swapped for a neighbour of its own field, at one
// place, with inflection, article and particles kept, so the sentence still reads
// fluently in German or Japanese but states a different fact. Each kind holds one
// word class (an adverb of continuity, a kind of data, a trade or engineering
// discipline, a set-up verb and its undo, the act a letter thanks for, a position in
// a building or device, a link or leak medium, an awaited supply item, a measured
// quantity, a total word, heat and cold, checking and fixing, a code or mode kind, a
// service kind) and a pair list written from what the goldens say. Synonyms are left
// out on purpose: every swap changes who does what, what is meant or what is owed.

import "strings"

// b74bSwapFirst replaces the earliest occurrence in s of any pair's first string by
// the pair's second string, once; s unchanged when no pair occurs.
func b74bSwapFirst(s string, pairs [][2]string) string {
	at, which := -1, -1
	for i, p := range pairs {
		if j := strings.Index(s, p[0]); j >= 0 && (at < 0 || j < at) {
			at, which = j, i
		}
	}
	if at < 0 {
		return s
	}
	return s[:at] + pairs[which][1] + s[at+len(pairs[which][0]):]
}

func b74bKind(name string, pairs [][2]string) heldOutKind {
	return heldOutKind{name, "first", func(_, s string) string { return b74bSwapFirst(s, pairs) }}
}

var heldOutBatch74b = []heldOutKind{
	// A word saying a state goes on (as usual, unchanged, still, from now on) made one
	// saying it holds only for now or as an exception:
	// "Die Rechnung senden wir wie gewohnt an Ihre Rechnungsanschrift" → "… senden wir
	// ausnahmsweise an Ihre Rechnungsanschrift"; "営業の担当は引き続き松田部長で" →
	// "営業の担当は当面松田部長で"; "今月から追加ユーザー分の料金" → "今月のみ追加ユーザー分の料金".
	b74bKind("b74b_continuity_adverb_made_exception_or_for_now", [][2]string{
		{"wie gewohnt an", "ausnahmsweise an"},
		{"bleibt unverändert bei", "bleibt vorerst bei"},
		{"läuft die alte Anlage weiter", "läuft die alte Anlage zeitweise"},
		{"引き続き", "当面"},
		{"今月から", "今月のみ"},
	}),
	// A kind of data named by a sibling kind of data:
	// "10月分の勤怠データが取り込めない" → "10月分の給与データが取り込めない";
	// "Die App überträgt die Zugangsdaten an das Gerät" → "… die Standortdaten an das Gerät".
	b74bKind("b74b_data_kind_noun_made_sibling_data", [][2]string{
		{"勤怠データ", "給与データ"},
		{"Zugangsdaten", "Standortdaten"},
		{"在庫管理に", "顧客管理に"},
		{"身長、生年月日、性別", "身長、血液型、性別"},
	}),
	// A trade or engineering discipline replaced by another one:
	// "die Statik prüft Frau Dr. Jäger" → "die Elektrik prüft Frau Dr. Jäger";
	// "dass noch am selben Tag ein Installateur kommt" → "… ein Elektriker kommt";
	// "振動試験の測定シリーズ" → "騒音試験の測定シリーズ".
	b74bKind("b74b_trade_or_engineering_discipline_made_sibling", [][2]string{
		{"die Statik prüft", "die Elektrik prüft"},
		{"Schallschutzwände", "Brandschutzwände"},
		{"ein Installateur kommt", "ein Elektriker kommt"},
		{"振動試験", "騒音試験"},
	}),
	// A set-up verb (install, create, introduce) made the verb that undoes it:
	// "und installieren Sie sie auf Ihrem Smartphone" → "und deinstallieren Sie sie …";
	// "アカウントを作成します" → "アカウントを削除します"; "「ハコブネ WMS」を導入するが" →
	// "「ハコブネ WMS」を廃止するが".
	b74bKind("b74b_setup_verb_made_its_undo", [][2]string{
		{"installieren Sie sie", "deinstallieren Sie sie"},
		{"アカウントを作成します", "アカウントを削除します"},
		{"を導入するが", "を廃止するが"},
	}),
	// The reader's act a letter thanks for (message, enquiry, order, visit) made a
	// payment the reader never made:
	// "vielen Dank für Ihre Nachricht" → "vielen Dank für Ihre Zahlung";
	// "お問い合わせいただき、ありがとうございます" → "ご入金いただき、ありがとうございます".
	b74bKind("b74b_thanked_reader_act_made_payment", [][2]string{
		{"vielen Dank für Ihre Nachricht", "vielen Dank für Ihre Zahlung"},
		{"vielen Dank für Ihre gute Zusammenarbeit", "vielen Dank für Ihre pünktliche Zahlung"},
		{"お問い合わせいただき、ありがとうございます", "ご入金いただき、ありがとうございます"},
		{"修理のご依頼をいただき", "修理代金のお支払いをいただき"},
		{"当研究室をご訪問いただき", "当研究室にご入金いただき"},
	}),
	// A position in a building or on a device (ceiling, roof, bottom) made another
	// position of the same thing:
	// "Wasser aus der Badezimmerdecke tropft" → "Wasser aus der Badezimmerwand tropft";
	// "底面の電池カバーを開けます" → "側面の電池カバーを開けます".
	b74bKind("b74b_building_or_device_position_made_other_position", [][2]string{
		{"Badezimmerdecke", "Badezimmerwand"},
		{"Stahlträger für das Dach", "Stahlträger für das Fundament"},
		{"底面の電池カバー", "側面の電池カバー"},
	}),
	// The medium of a link or a leak (WLAN, Bluetooth, water) named by a sibling medium:
	// "zeigt das Bedienteil ein WLAN-Symbol" → "… ein Bluetooth-Symbol";
	// "スマートフォンの Bluetooth をオンにしてから" → "スマートフォンの Wi-Fi をオンにしてから".
	b74bKind("b74b_link_or_leak_medium_made_sibling_medium", [][2]string{
		{"seit Mittwoch Wasser", "seit Mittwoch Öl"},
		{"ein WLAN-Symbol", "ein Bluetooth-Symbol"},
		{"スマートフォンの Bluetooth をオンにしてから", "スマートフォンの Wi-Fi をオンにしてから"},
	}),
	// The awaited or shipped item a delay turns on made a sibling item:
	// "kommt der Verdichter erst am 23.11.2026" → "kommt der Wärmetauscher erst …";
	// "修正版の提供（10月23日）後に" → "新サーバーの提供（10月23日）後に".
	b74bKind("b74b_awaited_supply_item_made_sibling_item", [][2]string{
		{"die nötigen Stahlträger", "die nötigen Solarmodule"},
		{"kommt der Verdichter", "kommt der Wärmetauscher"},
		{"修正版の提供", "新サーバーの提供"},
		{"der von Ihnen bestellten Teile", "der von Ihnen bestellten Werkzeuge"},
	}),
	// The quantity a device measures, shows or builds up made a sibling quantity:
	// "erscheint die aktuelle Vorlauftemperatur" → "… die aktuelle Außentemperatur";
	// "これらは体脂肪率などの計算に使われます" → "これらは血圧などの計算に使われます";
	// "Backofenthermometer Präzisa" → "Backofenhygrometer Präzisa".
	b74bKind("b74b_measured_quantity_made_sibling_quantity", [][2]string{
		{"aktuelle Vorlauftemperatur", "aktuelle Außentemperatur"},
		{"体脂肪率などの計算", "血圧などの計算"},
		{"keinen Druck mehr auf", "keinen Dampf mehr auf"},
		{"Backofenthermometer", "Backofenhygrometer"},
	}),
	// The word that makes a figure the sum made one that makes it a charge on top:
	// ", zusammen 21.150,00 €" → ", zusätzlich 21.150,00 €"; "合計38,500円（税込）となります" →
	// "別途38,500円（税込）となります"; "合計（税抜）：53,900円" → "別途（税抜）：53,900円".
	b74bKind("b74b_total_word_made_extra_charge_word", [][2]string{
		{", zusammen ", ", zusätzlich "},
		{"合計", "別途"},
	}),
	// A heating word made a cooling word, or a cold word a warm one:
	// "die gewünschten Heizzeiten" → "die gewünschten Kühlzeiten";
	// "冷凍室が冷えない症状" → "冷凍室が温まらない症状".
	b74bKind("b74b_heat_word_made_cold_word_or_back", [][2]string{
		{"Heizzeiten", "Kühlzeiten"},
		{"mobile Heizzentrale", "mobile Kältezentrale"},
		{"冷凍室が冷えない", "冷凍室が温まらない"},
	}),
	// A checking or testing act made a fixing or designing act:
	// "担当の西村が調査し" → "担当の西村が修正し"; "2週間の再テストが必要" → "2週間の再開発が必要";
	// "die Statik prüft Frau Dr. Jäger" → "die Statik plant Frau Dr. Jäger".
	b74bKind("b74b_checking_verb_made_fixing_or_designing", [][2]string{
		{"die Statik prüft", "die Statik plant"},
		{"西村が調査し", "西村が修正し"},
		{"の再テスト", "の再開発"},
	}),
	// The kind of a code or device mode made a sibling kind:
	// "4桁のペアリングコードが出ます" → "4桁のエラーコードが出ます";
	// "エラーコードTR-4031" → "認証コードTR-4031"; "Der Kopplungsmodus bleibt 10 Minuten
	// aktiv" → "Der Wartungsmodus bleibt 10 Minuten aktiv".
	b74bKind("b74b_code_or_mode_kind_made_sibling_kind", [][2]string{
		{"ペアリングコード", "エラーコード"},
		{"エラーコードTR", "認証コードTR"},
		{"Der Kopplungsmodus bleibt", "Der Wartungsmodus bleibt"},
	}),
	// The kind of service booked or invoiced made a sibling service:
	// "Ihren Kontrolltermin am Montag" → "Ihren Behandlungstermin am Montag";
	// "修理のご依頼をいただき" → "設置のご依頼をいただき";
	// "Gärkorbreinigungsservice" → "Gärkorbverleihservice".
	b74bKind("b74b_service_kind_made_sibling_service", [][2]string{
		{"Kontrolltermin", "Behandlungstermin"},
		{"修理のご依頼", "設置のご依頼"},
		{"Gärkorbreinigungsservice", "Gärkorbverleihservice"},
	}),
}
