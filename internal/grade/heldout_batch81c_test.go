package grade

import "strings"

// Batch 81c (blind): procedures and instructions. Each kind breaks one instruction
// the answer gives its reader, or one thing a step says about how it works, and keeps
// the rest of the golden: a caution or rule turned into a permission or given an
// exception that voids it, a device's or our step handed to the reader, a step given
// a precondition that makes it impossible, a one-off duration made a repeat interval,
// a prescribed label reworded, a limitation put on the reader's side, a support offer
// made chargeable, a defect declared fine to keep using, a setup step told as done,
// a reader step gated on an online login, an approval request made a rejection
// request. The tables hold the goldens' instruction phrases; a kind changes the first.

// b81cReplaceFirst replaces the first occurrence of the first pair of the language's
// table the text holds; the text unchanged without one.
func b81cReplaceFirst(lang, s string, table map[string][][2]string) string {
	for _, p := range table[lang] {
		if i := strings.Index(s, p[0]); i >= 0 {
			return s[:i] + p[1] + s[i+len(p[0]):]
		}
	}
	return s
}

func b81cKind(table map[string][][2]string) func(lang, s string) string {
	return func(lang, s string) string { return b81cReplaceFirst(lang, s, table) }
}

var heldOutBatch81c = []heldOutKind{
	// A caution or a rule the reader must keep is turned into an explicit permission
	// to do what it warns against.
	// „Bitte beachten Sie, dass wir nur werktags und nicht am Wochenende zustellen.“ →
	// „Auf Wunsch stellen wir auch am Wochenende zu.“; 「素足で本体に乗って、動かずにお待ち
	// ください。」→「素足で本体に乗ってください。測定中は動いてもかまいません。」
	{"b81c_caution_or_rule_turned_into_explicit_permission", "first", b81cKind(map[string][][2]string{
		"de": {
			{"Achten Sie darauf, dass das WLAN-Passwort keine Leerzeichen am Anfang oder Ende enthält.",
				"Leerzeichen am Anfang oder Ende des WLAN-Passworts sind unproblematisch."},
			{"Bitte beachten Sie, dass wir nur werktags und nicht am Wochenende zustellen.",
				"Auf Wunsch stellen wir auch am Wochenende zu."},
			{"sagen Sie ihn bitte spätestens 24 Stunden vorher ab.",
				"können Sie ihn jederzeit, auch kurzfristig und ohne Absage, verfallen lassen."},
		},
		"ja": {
			{"素足で本体に乗って、動かずにお待ちください。", "素足で本体に乗ってください。測定中は動いてもかまいません。"},
			{"契約期間中の途中解約はできません。", "契約期間中でも途中解約はいつでも可能です。"},
			{"日程の変更をご希望の場合は、前日の17時までにご連絡くださいますようお願いいたします。",
				"日程の変更は、訪問当日の直前まで随時承ります。"},
		},
	})},

	// A step the device, the app or we carry out is handed to the reader as a manual
	// task. „Die App überträgt die Zugangsdaten an das Gerät“ → „Tippen Sie die
	// Zugangsdaten zusätzlich von Hand am Bedienteil ein“; 「当日は、作業員が訪問の30分前に
	// お電話いたします。」→「当日は、訪問の30分前までに、お客様から作業員へお電話ください。」
	{"b81c_device_or_our_step_made_readers_manual_task", "first", b81cKind(map[string][][2]string{
		"de": {
			{"Die App überträgt die Zugangsdaten an das Gerät", "Tippen Sie die Zugangsdaten zusätzlich von Hand am Bedienteil ein"},
			{"Wir senden Ihnen am 20.10.2026 kostenlos eine Ersatzlampe zu.",
				"Bitte bestellen Sie die Ersatzlampe selbst in unserem Onlineshop; sie wird am 20.10.2026 kostenlos verschickt."},
		},
		"ja": {
			{"結果が自動的にアプリへ送られます。", "結果を表示部で読み取り、アプリに手で入力してください。"},
			{"当日は、作業員が訪問の30分前にお電話いたします。", "当日は、訪問の30分前までに、お客様から作業員へお電話ください。"},
		},
	})},

	// A one-off duration of a step (how long a mode stays on, how long a measurement
	// takes, how early a call comes) becomes a repeat interval.
	// „Der Kopplungsmodus bleibt 10 Minuten aktiv.“ → „Der Kopplungsmodus wird alle 10
	// Minuten für kurze Zeit aktiv.“; 「訪問の30分前にお電話いたします」→「訪問まで30分ごとに
	// お電話いたします」
	{"b81c_step_duration_made_repeat_interval", "first", b81cKind(map[string][][2]string{
		"de": {
			{"Der Kopplungsmodus bleibt 10 Minuten aktiv.", "Der Kopplungsmodus wird alle 10 Minuten für kurze Zeit aktiv."},
		},
		"ja": {
			{"約10秒で測定が終わり、", "約10秒ごとに測定が繰り返され、"},
			{"訪問の30分前にお電話いたします", "訪問まで30分ごとにお電話いたします"},
		},
	})},

	// A step is given a precondition that defeats it: the panel is to be switched
	// off before it is used, the code's display unpowered before the code is typed, a
	// part returned with a label before the parcel with the label has come.
	// „Gehen Sie am Bedienteil der Wärmepumpe zu“ → „Schalten Sie die Wärmepumpe am
	// Netzschalter aus und gehen Sie dann am Bedienteil der Wärmepumpe zu“;
	// 「破損品は、交換品に同梱の返送用伝票で」→「破損品は、交換品がお手元に届く前に、交換品
	// に同梱の返送用伝票で」
	{"b81c_step_given_precondition_that_makes_it_impossible", "first", b81cKind(map[string][][2]string{
		"de": {
			{"Gehen Sie am Bedienteil der Wärmepumpe zu", "Schalten Sie die Wärmepumpe am Netzschalter aus und gehen Sie dann am Bedienteil der Wärmepumpe zu"},
			{"Bitte schicken Sie die defekte Lampe mit dem beiliegenden Rücksendeetikett",
				"Bitte schicken Sie die defekte Lampe noch vor dem 20.10.2026 mit dem beiliegenden Rücksendeetikett"},
		},
		"ja": {
			{"アプリの入力欄に同じ数字を入れて", "本体から電池を外してから、アプリの入力欄に同じ数字を入れて"},
			{"破損品は、交換品に同梱の返送用伝票で", "破損品は、交換品がお手元に届く前に、交換品に同梱の返送用伝票で"},
		},
	})},

	// A label the request prescribes (a menu path, a line label, a heading) or a button
	// a step has the reader press gets wording the request never names.
	// „Einstellungen > Netzwerk“ → „Einstellungen > Verbindungen“; „Empfehlung:“ →
	// „Fazit:“; 「「接続」を押します」→「「設定」を押します」; 「納品希望日：」→「納品予定日：」
	{"b81c_prescribed_label_or_ui_path_given_unnamed_wording", "first", b81cKind(map[string][][2]string{
		"de": {
			{"„Einstellungen > Netzwerk“", "„Einstellungen > Verbindungen“"},
			{"Empfehlung:", "Fazit:"},
		},
		"ja": {
			{"「接続」を押します", "「設定」を押します"},
			{"納品希望日：", "納品予定日："},
			{"訪問日時：", "受付日時："},
		},
	})},

	// A limitation of the device or of our side is put on the reader's side.
	// „werden von der Nordwärme L9 nicht unterstützt“ → „werden von Ihrem Smartphone
	// nicht unterstützt“; 「当方の試験台はそれまで予約で埋まっており」→「貴社の試験台はそれ
	// まで予約で埋まっており」
	{"b81c_own_or_device_limitation_put_on_readers_side", "first", b81cKind(map[string][][2]string{
		"de": {
			{"werden von der Nordwärme L9 nicht unterstützt", "werden von Ihrem Smartphone nicht unterstützt"},
			{"dass wir nur werktags und nicht am Wochenende zustellen", "dass Ihr Prüflabor nur werktags und nicht am Wochenende Lieferungen annimmt"},
		},
		"ja": {
			{"当方の試験台はそれまで予約で埋まっており", "貴社の試験台はそれまで予約で埋まっており"},
		},
	})},

	// The closing offer of help or the escalation step to support is made a paid
	// service. „Bei Fragen sind wir gern für Sie da.“ → „Bei Fragen steht Ihnen unsere
	// kostenpflichtige Service-Hotline zur Verfügung.“; 「お気軽にお問い合わせください」→
	// 「有料サポート窓口（1件550円）までお問い合わせください」
	{"b81c_support_contact_offer_made_chargeable", "first", b81cKind(map[string][][2]string{
		"de": {
			{"wenden Sie sich bitte an unseren Kundendienst", "wenden Sie sich bitte an unseren kostenpflichtigen Kundendienst"},
			{"Bei Fragen sind wir gern für Sie da.", "Bei Fragen steht Ihnen unsere kostenpflichtige Service-Hotline zur Verfügung."},
		},
		"ja": {
			{"サポート窓口までお問い合わせください", "有料サポート窓口までお問い合わせください"},
			{"お気軽にお問い合わせください", "有料サポート窓口（1件550円）までお問い合わせください"},
			{"本メールにご返信ください", "本メールにご返信ください（ご回答は有料となります）"},
		},
	})},

	// A restriction the reader must respect gets an invented exception that voids it.
	// „werden von der Nordwärme L9 nicht unterstützt.“ → „… nicht unterstützt, es sei
	// denn, Sie aktivieren in der App den Kompatibilitätsmodus.“; 「途中解約はできません。」
	// →「途中解約はできません（ただし1か月前までに申し出れば可能です）。」
	{"b81c_restriction_given_invented_exception_voiding_it", "first", b81cKind(map[string][][2]string{
		"de": {
			{"werden von der Nordwärme L9 nicht unterstützt.",
				"werden von der Nordwärme L9 nicht unterstützt, es sei denn, Sie aktivieren in der App den Kompatibilitätsmodus."},
			{"dass wir nur werktags und nicht am Wochenende zustellen.",
				"dass wir nur werktags und nicht am Wochenende zustellen, außer Sie wünschen eine Samstagszustellung."},
		},
		"ja": {
			{"途中解約はできません。", "途中解約はできません（ただし1か月前までに申し出れば可能です）。"},
			{"それより早い実施はできません。", "それより早い実施はできません（特急料金をお支払いいただければ前倒しも可能です）。"},
		},
	})},

	// A defect, or the warning sign of one, is declared fine to keep living with.
	// 「「Lo」と出ている場合は、新しい電池に交換してください。」→「「Lo」と出ていても、その
	// ままお使いいただけます。」; „… eine Ersatzlampe zu.“ → „… eine Ersatzlampe zu; bis
	// dahin können Sie die flackernde Lampe bedenkenlos weiter benutzen.“
	{"b81c_defect_or_warning_sign_declared_fine_to_keep_using", "first", b81cKind(map[string][][2]string{
		"de": {
			{"kostenlos eine Ersatzlampe zu.", "kostenlos eine Ersatzlampe zu; bis dahin können Sie die flackernde Lampe bedenkenlos weiter benutzen."},
		},
		"ja": {
			{"「Lo」と出ている場合は、新しい電池に交換してください。", "「Lo」と出ていても、そのままお使いいただけます。"},
			{"交換品は10月19日に発送いたしますので", "それまでは破損したままでも問題なくお使いいただけます。交換品は10月19日に発送いたしますので"},
		},
	})},

	// A step the reader must take is told as done already, before delivery.
	// „Bitte bringen Sie Ihre Versichertenkarte mit.“ → „Ihre Versichertenkarte liegt
	// uns bereits vor.“; 「付属のコイン形電池（CR2032）2個を、…入れてから、カバーを閉じて
	// ください。」→「電池（CR2032）2個は出荷時に装着済みですので、そのままカバーを閉じて
	// ください。」
	{"b81c_reader_setup_step_told_as_already_done", "first", b81cKind(map[string][][2]string{
		"de": {
			{"Laden Sie die kostenlose WärmeApp aus dem App Store oder von Google Play herunter und installieren Sie sie auf Ihrem Smartphone.",
				"Die WärmeApp ist auf Ihrem Smartphone bereits vorinstalliert."},
			{"Bitte bringen Sie Ihre Versichertenkarte mit.", "Ihre Versichertenkarte liegt uns bereits vor."},
		},
		"ja": {
			{"付属のコイン形電池（CR2032）2個を、プラス面が上になるように入れてから、カバーを閉じてください。",
				"電池（CR2032）2個は出荷時に装着済みですので、そのままカバーを閉じてください。"},
		},
	})},

	// A reader step (return, cancel, reply, approve) is gated on logging in to an
	// online account the request never mentions.
	// „Bitte schicken Sie die defekte Lampe“ → „Bitte melden Sie die Rücksendung zuerst
	// in Ihrem Online-Kundenkonto an und schicken Sie dann die defekte Lampe“;
	// 「本メールにご返信ください」→「マイページにログインのうえ、お問い合わせフォームから
	// ご連絡ください」
	{"b81c_reader_step_gated_on_online_account_login", "first", b81cKind(map[string][][2]string{
		"de": {
			{"Bitte schicken Sie die defekte Lampe", "Bitte melden Sie die Rücksendung zuerst in Ihrem Online-Kundenkonto an und schicken Sie dann die defekte Lampe"},
			{"sagen Sie ihn bitte spätestens 24 Stunden vorher ab.",
				"melden Sie sich bitte in unserem Online-Patientenportal an und sagen Sie ihn dort spätestens 24 Stunden vorher ab."},
		},
		"ja": {
			{"破損品は、交換品に同梱の", "破損品は、マイページにログインして返品申請を済ませたうえで、交換品に同梱の"},
			{"本メールにご返信ください", "マイページにログインのうえ、お問い合わせフォームからご連絡ください"},
			{"前日の17時までにご連絡", "前日の17時までに会員ページにログインのうえご連絡"},
			{"お見積もりへのご承認をお願いいたします", "当方のオンラインポータルにログインのうえ、お見積もりへのご承認をお願いいたします"},
			{"お気軽にお問い合わせください", "マイページにログインのうえお問い合わせください"},
		},
	})},

	// The approval an answer asks for is turned into a request to reject or discard.
	// „bittet, die Mehrkosten und den neuen Termin bis zum 21.10.2026 freizugeben“ →
	// „… abzulehnen“; 「延期と予備費支出の承認を求めている」→「延期と予備費支出の却下を求め
	// ている」
	{"b81c_approval_request_turned_into_rejection_request", "first", b81cKind(map[string][][2]string{
		"de": {
			{"bis zum 21.10.2026 freizugeben", "bis zum 21.10.2026 abzulehnen"},
		},
		"ja": {
			{"延期と予備費支出の承認を求めている", "延期と予備費支出の却下を求めている"},
			{"お見積もりへのご承認をお願いいたします", "お見積もりの破棄をお願いいたします"},
		},
	})},
}
