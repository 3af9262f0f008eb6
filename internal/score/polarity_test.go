package score

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// The polarity check catches a golden term replaced by its opposite and a clause of
// the golden whose negation the answer drops or adds.
func TestPolarityCatchesReversals(t *testing.T) {
	tests := []struct {
		name, golden, answer, reason string
	}{
		{"ja_zeikomi_to_zeinuki", "内訳は、基本料金33,000円（税込）と追加ユーザー料金5,500円（税込）で、合計38,500円（税込）となります。",
			"内訳は、基本料金33,000円（税込）と追加ユーザー料金5,500円（税込）で、合計38,500円（税抜）となります。", "税込/税抜"},
		{"ja_fuyou_to_hitsuyou", `{"notes": ["初期費用は不要です。"]}`, `{"notes": ["初期費用は必要です。"]}`, "必要/不要"},
		{"ja_dekimasen_to_dekimasu", "誠に残念ながら、それより早い実施はできません。", "誠に残念ながら、それより早い実施はできます。", "reverses the golden's clause"},
		{"ja_kawarimasen", "FAX番号（06-6345-7790）は変わりません。", "FAX番号（06-6345-7790）は変わります。", "reverses"},
		{"ja_plain_negation_dropped", "「タイムレコ」の連携で10月分の勤怠データが取り込めないとの問い合わせがあった。",
			"「タイムレコ」の連携で10月分の勤怠データが取り込めるとの問い合わせがあった。", "reverses"},
		{"ja_plain_negation_godan", "うまくつながらない場合は、以下の点をご確認ください。", "うまくつながる場合は、以下の点をご確認ください。", "reverses"},
		{"ja_hayakutemo_to_osokutomo", "試験の開始は、早くても2026年11月9日となります。", "試験の開始は、遅くとも2026年11月9日となります。", "frühestens/spätestens"},
		{"ja_fukumu_to_fukumanai", "送料を含む金額です。", "送料を含まない金額です。", "含む/含まない"},
		{"ja_inclusive_bound_made_exclusive", "対応OSはiOS 16以降です。", "対応OSはiOS 16より後です。", "以降/以前"},
		{"de_by_made_before", "Bitte bestätigen Sie den Termin bis zum 19.10.2026.", "Bitte bestätigen Sie den Termin vor dem 19.10.2026.", "以降/以前"},
		{"de_only_made_also", "Netze, die nur im 5-GHz-Band funken, werden nicht unterstützt.", "Netze, die auch im 5-GHz-Band funken, werden nicht unterstützt.", "nur/auch"},
		{"de_still_made_no_longer", "Die Genehmigung der Gewerbeaufsicht steht noch aus.", "Die Genehmigung der Gewerbeaufsicht steht nicht mehr aus.", "ausstehend/vorliegend"},
		// A clause restated with one word turned into its opposite.
		{"de_aktivieren_to_deaktivieren", "Aktivieren Sie danach den Urlaubsmodus in der App.", "Deaktivieren Sie danach den Urlaubsmodus in der App.", "ein/aus"},
		{"de_versand_to_lieferung", "Der Versand erfolgt am 3. März an Ihre Lieferadresse.", "Die Lieferung erfolgt am 3. März an Ihre Lieferadresse.", "Auftrag"},
		{"de_erfolgt_to_entfaellt", "Die Abholung erfolgt am Montag um 9 Uhr.", "Die Abholung entfällt am Montag um 9 Uhr.", "findet statt/entfällt"},
		{"de_bestaetigen_to_stornieren", "Hiermit bestätigen wir Ihre Buchung für zwei Personen.", "Hiermit stornieren wir Ihre Buchung für zwei Personen.", "bestätigt/storniert"},
		{"ja_hassou_to_otodoke", "ご注文の品は5月2日に発送いたします。", "ご注文の品は5月2日にお届けいたします。", "Auftrag"},
		{"ja_kibou_no_baai_negated", "ご希望の場合は、前日までにご連絡ください。", "ご希望でない場合は、前日までにご連絡ください。", "reverses"},
		{"ja_gozaimashitara_negated", "ご不明な点がございましたら、お電話ください。", "ご不明な点がございませんでしたら、お電話ください。", "reverses"},
		{"ja_itashimashita_to_dekimasen", "商品の破損を確認いたしました。", "商品の破損を確認できませんでした。", "reverses"},
		{"ja_yaku_to_choudo", "約10秒で測定が終わり、結果が表示されます。", "ちょうど10秒で測定が終わり、結果が表示されます。", "ungefähr/genau"},
		{"ja_on_to_off", "スマートフォンの Bluetooth をオンにしてください。", "スマートフォンの Bluetooth をオフにしてください。", "ein/aus"},
		{"de_seit_to_ab", "Seit Mittwoch tropft Wasser aus der Decke.", "Ab Mittwoch tropft Wasser aus der Decke.", "reverses"},
		{"de_per_mail_to_per_sms", "Bestätigen Sie den Link, den Sie per Mail erhalten.", "Bestätigen Sie den Link, den Sie per SMS erhalten.", "Kanal"},
		{"ja_tax_basis_dropped", "合計38,500円（税込）となります。", "合計38,500円となります。", "tax basis"},
		{"de_freigegeben_to_zurueckgestellt", "Herr Oßwald meldet Mehrkosten, die der Ausschuss freigegeben hat.", "Herr Oßwald meldet Mehrkosten, die der Ausschuss zurückgestellt hat.", "genehmigt/abgelehnt"},
		{"ja_own_action_made_the_readers", "交換品は10月19日に発送いたします。", "交換品は10月19日に発送していただきます。", "reverses"},
		{"ja_request_waived", "破損品は返送用伝票でご返送ください。", "破損品は返送用伝票でご返送くださらなくても結構です。", "reverses"},
		{"ja_done_made_pending", "写真で破損を確認済みです。", "写真で破損を確認待ちです。", "reverses"},
		{"ja_offer_made_refusal", "クーポンをお送りいたします。", "クーポンをお送りいたしかねます。", "reverses"},
		{"de_as_usual_made_exception", "Die Rechnung senden wir wie gewohnt an Ihre Rechnungsanschrift.", "Die Rechnung senden wir ausnahmsweise an Ihre Rechnungsanschrift.", "reverses"},
		{"de_cause_made_concession", "Weil die Stahlträger erst am 28.10.2026 geliefert werden, verschiebt sich die Inbetriebnahme.", "Obwohl die Stahlträger erst am 28.10.2026 geliefert werden, verschiebt sich die Inbetriebnahme.", "reverses"},
		{"de_freizugeben_to_abzulehnen", "Herr Strauß bittet, die Mehrkosten bis zum 21.10.2026 freizugeben.", "Herr Strauß bittet, die Mehrkosten bis zum 21.10.2026 abzulehnen.", "genehmigt/abgelehnt"},
		{"de_eingehalten_to_ueberschritten", "Das Budget von 486.000,00 € bleibt eingehalten, da die Förderung höher ausfällt.", "Das Budget von 486.000,00 € wird überschritten, da die Förderung höher ausfällt.", "reverses"},
		{"de_nicht_dropped", "Netze, die nur im 5-GHz-Band funken, werden von der Nordwärme L9 nicht unterstützt.",
			"Netze, die nur im 5-GHz-Band funken, werden von der Nordwärme L9 unterstützt.", "reverses the golden's clause"},
		{"de_kein_to_ein", "Gewünscht ist keine Reparatur, sondern ein Austauschgerät.", "Gewünscht ist eine Reparatur, sondern ein Austauschgerät.", "reverses"},
		{"de_nicht_added", "Die Rechnung senden wir wie gewohnt an Ihre Rechnungsanschrift.", "Die Rechnung senden wir nicht wie gewohnt an Ihre Rechnungsanschrift.", "reverses"},
		{"de_zzgl_to_inkl", "Der Festpreis beträgt 1.480,00 € zzgl. MwSt.", "Der Festpreis beträgt 1.480,00 € inkl. MwSt.", "inkl./zzgl."},
		{"de_kann_to_muss", "Frau Müller kann die Wohnung am Montag ab 8 Uhr aufschließen.", "Frau Müller muss die Wohnung am Montag ab 8 Uhr aufschließen.", "reverses"},
		{"de_bis_to_ab", "Herr Weiß ist bis zum 22.10.2026 verreist.", "Herr Weiß ist ab dem 22.10.2026 verreist.", "reverses"},
		{"ja_hitsuyou_to_kanou", "その後2週間の再テストが必要です。", "その後2週間の再テストが可能です。", "reverses"},
		{"ja_made_to_kara", "旧事務所での営業は11月13日（金）までです。", "旧事務所での営業は11月13日（金）からです。", "reverses"},
		{"ja_request_made_optional", "前日の17時までにご連絡ください。", "前日の17時までにご連絡くださっても構いません。", "reverses"},
		{"de_netto_to_brutto", "Festpreis 14.890,00 € netto", "Festpreis 14.890,00 € brutto", "netto/brutto"},
		{"de_spaetestens_to_fruehestens", "Austauschgerät bis spätestens 19.10.2026.", "Austauschgerät frühestens am 19.10.2026.", "frühestens/spätestens"},
		{"de_kostenlos_to_kostenpflichtig", "Wir senden Ihnen kostenlos eine Ersatzlampe zu.", "Wir senden Ihnen kostenpflichtig eine Ersatzlampe zu.", "kostenlos/kostenpflichtig"},
		{"de_nachricht_to_anruf", "Vielen Dank für Ihre Nachricht vom 12.10.2026.", "Vielen Dank für Ihren Anruf vom 12.10.2026.", "Kanal"},
		{"ja_denwa_to_meeru", "当日は、作業員が訪問の30分前にお電話いたします。", "当日は、作業員が訪問の30分前にメールいたします。", "Kanal"},
		{"ja_shashin_to_douga", "写真で破損を確認しました。", "動画で破損を確認しました。", "Bild"},
		{"de_mehrkosten_to_einsparungen", "Herr Oßwald meldet Mehrkosten von 36.400,00 €.", "Herr Oßwald meldet Einsparungen von 36.400,00 €.", "mehr/weniger"},
		{"ja_kasan_to_gengaku", "追加ユーザー料金5,500円（税込）が加算されております。", "追加ユーザー料金5,500円（税込）が減額されております。", "mehr/weniger"},
		{"de_bis_zu_to_mindestens", "Das kann bis zu zwei Minuten dauern.", "Das kann mindestens zwei Minuten dauern.", "mindestens/höchstens"},
		{"ja_mae_to_ato", "当日は、作業員が訪問の30分前にお電話いたします。", "当日は、作業員が訪問の30分後にお電話いたします。", "vorher/nachher"},
		{"de_freigegeben_to_abgelehnt", "Herr Oßwald meldet Mehrkosten von 36.400,00 €, die der Ausschuss freigegeben hat.",
			"Herr Oßwald meldet Mehrkosten von 36.400,00 €, die der Ausschuss abgelehnt hat.", "genehmigt/abgelehnt"},
		{"de_bestanden_to_durchgefallen", "Die Druckbehälterprüfung ist bestanden.", "Die Druckbehälterprüfung ist durchgefallen.", "bestanden/nicht bestanden"},
		{"de_hoeher_to_niedriger", "da die Förderung mit 145.000,00 € statt 120.000,00 € höher ausfällt", "da die Förderung mit 145.000,00 € statt 120.000,00 € niedriger ausfällt", "mehr/weniger"},
		{"de_moeglich_to_unmoeglich", "Eine Lieferung am Samstag ist möglich.", "Eine Lieferung am Samstag ist unmöglich.", "reverses"},
		{"de_guenstiger_to_teurer", "Eisblock ist das günstigste Angebot; Nordkälte ist zwar günstiger, bietet aber nur 2 Jahre Garantie.",
			"Eisblock ist das teuerste Angebot; Nordkälte ist zwar teurer, bietet aber nur 2 Jahre Garantie.", "günstiger/teurer"},
		{"ja_hayai_to_osoi", "誠に残念ながら、それより早い実施はできません。", "誠に残念ながら、それより遅い実施はできません。", "früher/später"},
		{"ja_zenjitsu_to_yokujitsu", "前日の17時までにご連絡ください。", "翌日の17時までにご連絡ください。", "前日/当日/翌日"},
		{"ja_negation_after_quote", "アプリの入力欄に同じ数字を入れて「接続」を押します。", "アプリの入力欄に同じ数字を入れて「接続」を押しません。", "reverses"},
		{"ja_negation_after_bracket", "新しいお届け予定日は10月21日（水）です。", "新しいお届け予定日は10月21日（水）ではありません。", "reverses"},
		{"de_negation_after_bracket", "Die Lieferung (Schaltschrankzubehör) erfolgt am 12.11.2026.",
			"Die Lieferung (Schaltschrankzubehör) erfolgt nicht am 12.11.2026.", "reverses"},
		// A relative time word replaced by another of its class moves the date.
		{"de_naechste_to_uebernaechste", "Die nächste Sitzung findet am 12.11.2026 statt.", "Die übernächste Sitzung findet am 12.11.2026 statt.", "nächste/vorige"},
		{"de_diese_to_naechste_woche", "Die Montage ist für diese Woche geplant.", "Die Montage ist für nächste Woche geplant.", "nächste/vorige"},
		{"de_selben_to_naechsten_tag", "Sie bittet darum, dass noch am selben Tag ein Installateur kommt.",
			"Sie bittet darum, dass noch am nächsten Tag ein Installateur kommt.", "Vortag/selber Tag/Folgetag"},
		{"de_heute_to_morgen", "Wir versenden die Ware heute per DHL.", "Wir versenden die Ware morgen per DHL.", "heute/morgen/gestern"},
		{"de_nacht_to_tag", "Legen Sie die Heizzeiten fest, zum Beispiel 21 °C von 6 bis 22 Uhr und 18 °C in der Nacht.",
			"Legen Sie die Heizzeiten fest, zum Beispiel 21 °C von 6 bis 22 Uhr und 18 °C am Tag.", "Tageszeit"},
		{"de_morgens_to_abends", "Die Anlage heizt morgens auf 21 °C.", "Die Anlage heizt abends auf 21 °C.", "Tageszeit"},
		{"ja_toujitsu_to_zenjitsu", "当日は、作業員が訪問の30分前にお電話いたします。", "前日は、作業員が訪問の30分前にお電話いたします。", "前日/当日/翌日"},
		{"ja_kongetsu_to_raigetsu", "今月から追加ユーザー分の料金5,500円（税込）が加算されております。",
			"来月から追加ユーザー分の料金5,500円（税込）が加算されております。", "今月/来月/先月"},
		{"ja_jikai_to_konkai", "お詫びとして、次回のお買い物でご利用いただけるクーポンをお送りいたします。",
			"お詫びとして、今回のお買い物でご利用いただけるクーポンをお送りいたします。", "今回/次回/前回"},
		{"ja_getsumatsu_to_gessho", "髙橋様は月末の給与計算に間に合うかを心配されている。", "髙橋様は月初の給与計算に間に合うかを心配されている。", "月初/月中/月末"},
		{"ja_honjitsu_to_ashita", "ご注文の商品は本日中に発送いたします。", "ご注文の商品は明日中に発送いたします。", "heute/morgen/gestern"},
		{"ja_raishu_to_konshu", "改めて来週中にご連絡いたします。", "改めて今週中にご連絡いたします。", "今週/来週/先週"},
		{"ja_gozen_to_gogo", "作業員は午前10時に伺います。", "作業員は午後10時に伺います。", "Tageszeit"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := Check{Type: TypePolarity, Golden: tt.golden}.Run(Output{Text: tt.answer})
			assert.False(t, r.Pass, r.Reason)
			assert.Contains(t, r.Reason, tt.reason)
		})
	}
}

// Paraphrases a real model writes say the same with other words: a negation moved
// or expressed otherwise, a polar term dropped, an apology with ございません. None of
// them reverses the golden.
func TestPolarityPassesParaphrases(t *testing.T) {
	tests := []struct {
		name, golden, answer string
	}{
		{"ja_fuyou_as_hitsuyou_arimasen", `{"notes": ["契約期間中の途中解約はできません。", "初期費用は不要です。"]}`,
			`{"notes": ["契約期間中は途中で解約できません。", "初期費用は必要ありません。"]}`},
		{"ja_plain_negation_kept_in_other_words", "ヒエール冷蔵庫 R450（冷凍室が冷えない症状）の出張修理について",
			"冷凍室が冷えないという症状の、ヒエール冷蔵庫 R450の出張修理につきまして"},
		{"ja_plain_negation_as_polite", "じゅうたんの上では正しく測定できないことがあります。", "じゅうたんの上では、正しく測定できません。"},
		{"ja_by_as_before_the_day_after", "10月30日までにご承認をお願いいたします。", "ご承認は10月30日までにお願いいたします。"},
		{"de_only_as_exclusively", "Das Gerät unterstützt nur WLAN im 2,4-GHz-Band.", "Das Gerät unterstützt ausschließlich WLAN im 2,4-GHz-Band."},
		{"de_still_as_weiterhin", "Bis dahin läuft die alte Anlage noch.", "Bis dahin läuft die alte Anlage weiterhin."},
		{"de_difference_worked_out", "Eisblock ist das günstigste Angebot mit 3 Jahren Garantie; Nordkälte ist zwar günstiger, bietet aber nur 2 Jahre.",
			"Eisblock ist das günstigste Angebot mit 3 Jahren Garantie, denn Nordkälte bietet nur 2 Jahre und Kühltechnik ist 915,00 € teurer."},
		{"ja_humble_own_action", "交換品は10月19日に発送いたします。", "交換品は10月19日に発送させていただきます。"},
		{"ja_apology_is_no_negation", "お待たせしてしまい、誠に申し訳ございません。", "大変お待たせしており、申し訳ございません。"},
		{"ja_dekimasen_reworded", "当方の試験台はそれまで予約で埋まっており、誠に残念ながら、それより早い実施はできません。",
			"試験台がそれまで予約で埋まっているため、これより前の実施は不可能です。"},
		{"ja_zeikomi_kept_amounts_reworded", "合計38,500円（税込）となります。", "お支払い総額は税込38,500円です。"},
		{"ja_kawarimasen_as_sonomama", "FAX番号（06-6345-7790）は変わりません。", "FAX番号は従来どおり06-6345-7790です。"},
		{"de_keine_kosten_as_kostenlos", "Bitte schicken Sie die defekte Lampe mit dem beiliegenden Rücksendeetikett an uns zurück; für Sie entstehen dabei keine Kosten.",
			"Senden Sie die defekte Lampe bitte mit dem beigelegten Etikett kostenlos an uns zurück."},
		{"de_nicht_moved", "Wir stellen nur werktags und nicht am Wochenende zu.", "Am Wochenende stellen wir nicht zu, nur werktags."},
		{"de_nicht_nur", "Die App zeigt die Temperatur.", "Die App zeigt nicht nur die Temperatur, sondern auch den Wochenplan."},
		{"de_keine_reparatur_reworded", "Gewünscht ist keine Reparatur, sondern ein Austauschgerät bis spätestens 19.10.2026.",
			"Frau Köhler möchte statt einer Reparatur ein neues Gerät, spätestens bis 19.10.2026."},
		{"de_zzgl_as_ohne_mwst", "Der Festpreis beträgt 1.480,00 € zzgl. MwSt.", "Festpreis: 1.480,00 € ohne MwSt."},
		{"de_freigabe_reworded", "Herr Oßwald meldet Mehrkosten von 36.400,00 € für Schallschutzwände, die der Ausschuss freigegeben hat.",
			"Die von Herrn Oßwald gemeldeten Mehrkosten für Schallschutzwände (36.400,00 €) hat der Ausschuss bewilligt."},
		{"ja_mae_kept_reworded", "当日は、作業員が訪問の30分前にお電話いたします。", "訪問の30分ほど前に、作業員からお電話を差し上げます。"},
		{"de_capitalised_negation", "Keine Zustellung am Wochenende.", "Keine Zustellung am Wochenende!"},
		{"de_familie_is_no_nie", "Die Familie Weiß wohnt im 2. OG.", "Familie Weiß wohnt im zweiten Obergeschoss."},
		{"de_guenstigste_reworded", "Eisblock ist mit 13.975,00 € das günstigste Angebot mit mindestens 3 Jahren Garantie.",
			"Mit 13.975,00 € und mindestens 3 Jahren Garantie ist Eisblock unter diesen Angeboten am preiswertesten."},
		{"ja_hayai_reworded", "試験の開始は、早くても2026年11月9日となります。それより早い実施はできません。",
			"試験は2026年11月9日より前には開始できません。早くても同日からの実施となります。"},
		{"ja_bracket_clause_reworded", "新しいお届け予定日は10月21日（水）です。", "10月21日（水）に新たにお届けする予定です。"},
		{"de_spaeter_kept_in_other_words", "Der Verdichter kommt erst am 23.11.2026 statt am 02.11.2026.",
			"Der Verdichter wird später geliefert: am 23.11.2026 statt am 02.11.2026."},
		{"de_modal_reworded", "Frau Müller kann die Wohnung am Montag ab 8 Uhr aufschließen.", "Am Montag ab 8 Uhr schließt Frau Müller die Wohnung auf."},
		{"de_bis_kept_other_words", "Herr Weiß ist bis zum 22.10.2026 verreist.", "Herr Weiß ist bis 22.10.2026 verreist."},
		{"ja_kudasai_as_onegai", "前日の17時までにご連絡ください。", "前日の17時までにご連絡くださいますようお願いいたします。"},
		// A relative time word kept, in other words of the same meaning, or moved about.
		{"de_naechsten_tag_in_both", "Der Techniker kommt am nächsten Tag vorbei.", "Am nächsten Tag kommt der Techniker vorbei."},
		{"de_folgenden_as_naechsten_tag", "Der Techniker kommt am nächsten Tag vorbei.", "Der Techniker kommt am folgenden Tag vorbei."},
		{"de_naechste_sitzung_as_noun_phrase", "Die nächste Sitzung findet am 12.11.2026 statt.", "Nächste Sitzung: 12.11.2026."},
		{"de_letzte_in_another_clause", "Die nächste Sitzung findet am 12.11.2026 statt.",
			"Die nächste Sitzung findet am 12.11.2026 statt; als letzten Punkt besprach der Ausschuss die Kosten."},
		{"de_nachts_as_in_der_nacht", "zum Beispiel 21 °C von 6 bis 22 Uhr und 18 °C in der Nacht.", "zum Beispiel 21 °C von 6 bis 22 Uhr und nachts 18 °C."},
		{"ja_honjitsu_as_kyou", "ご注文の商品は本日中に発送いたします。", "ご注文の商品は今日中に発送いたします。"},
		// Opposites kept: the same side in other words, or the clause reworded.
		{"de_versand_as_verschicken", "Der Versand erfolgt am 3. März.", "Wir verschicken die Ware am 3. März."},
		{"de_lieferung_as_zustellung", "Die Lieferung erfolgt am 3. März.", "Die Zustellung erfolgt am 3. März."},
		{"ja_hassou_as_shukka", "ご注文の品は5月2日に発送いたします。", "ご注文の品は5月2日に出荷いたします。"},
		{"ja_kakunin_shimashita_as_itashimashita", "商品の破損を確認いたしました。", "商品の破損を確認できました。"},
		{"de_mit_kept", "Bitte schicken Sie die Lampe mit dem beiliegenden Etikett zurück.", "Schicken Sie die Lampe bitte mit dem beigelegten Etikett zurück."},
		{"ja_toujitsu_kept_reworded", "当日は、作業員が訪問の30分前にお電話いたします。日程の変更は前日の17時までにご連絡ください。",
			"訪問当日、作業員より30分ほど前にお電話を差し上げます。日程を変更される場合は、前日17時までにご連絡ください。"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := Check{Type: TypePolarity, Golden: tt.golden}.Run(Output{Text: tt.answer})
			assert.True(t, r.Pass, r.Reason)
		})
	}
}
