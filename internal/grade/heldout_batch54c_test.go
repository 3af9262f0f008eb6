package grade

// Blind batch 54c: the logistics of a reply scrambled while the letter reads well.
// Every kind changes, at one place, something the reader needs in order to act: the
// number to quote (named after another paper of the case), the medium a notice goes
// by, the site to deliver to or work at, the paper to bring or enclose, the person who
// acts or is to be dealt with, when help is available, an appointment slot, the thing
// to send or type in, whether the reader sends or we collect, which shipment carries
// the enclosure, how payment is made, who travels to whom, and the order of the
// reader's steps. The replacement comes from the case wherever it can.

import (
	"regexp"
	"strings"
)

var (
	// ho54cJaOrderNo is an order number label before its code.
	ho54cJaOrderNo = regexp.MustCompile(`(?:ご)?注文番号(\s?[A-Z]{1,4}-\d)`)
	// ho54cDeSalutation finds the addressee's title and surname in a salutation.
	ho54cDeSalutation = regexp.MustCompile(`Sehr geehrter Herr ((?:Prof\. )?(?:Dr\. )?\p{Lu}\p{L}+)`)
	ho54cDeAttention  = regexp.MustCompile(`z\. Hd\. (?:Frau|Herrn?) [^\n]+`)
	ho54cJaAddressee  = regexp.MustCompile(`(?m)^(\p{Han}{1,3})[ 　]?\p{Han}{0,3}様`)
	ho54cJaFirstSama  = regexp.MustCompile(`(\p{Han}{1,3})様`)
	ho54cJaWorker     = regexp.MustCompile(`当日は、作業員が`)
	ho54cJaHandler    = regexp.MustCompile(`担当の\p{Han}{1,4}が`)
	ho54cDeDrFrau     = regexp.MustCompile(`Frau Dr\. (\p{Lu}\p{L}+)`)
	ho54cDeActor      = regexp.MustCompile(`(Herr|Frau) (\p{Lu}\p{L}+) (bittet|meldet)`)
	ho54cDeHelpOffer  = regexp.MustCompile(`Bei Fragen sind wir `)
	ho54cDeTurnTo     = regexp.MustCompile(`wenden Sie sich bitte an `)
	ho54cJaHelpOffer  = regexp.MustCompile(`ご不明な点がございましたら、`)
	ho54cDeReturnLamp = regexp.MustCompile(`Bitte schicken Sie (die|den|das) (\p{L}+ \p{L}+) mit dem beiliegenden`)
)

var ho54cRefOtherPaperDe = []hoRule{
	hoR(`\bBestellnummer\b`, "Rechnungsnummer"),
	hoR(`\b(aus der|Ihre|Ihrer) Bestellung ([0-9A-Z][0-9A-Z-]{3,})`, "$1 Rechnung $2"),
}

var ho54cRefToOrderJa = []hoRule{
	hoR(`修理受付番号`, "ご注文番号"),
	hoR(`請求書([A-Z]{2,4}-\d)`, "注文番号$1"),
	hoR(`見積番号`, "注文番号"),
	hoR(`エラーコード([A-Z]{1,4}-\d)`, "注文番号$1"),
}

var ho54cChannel = []hoRule{
	hoR(`にお電話いたします`, "にメールをお送りいたします"),
	hoR(`新しい電話番号は`, "新しいFAX番号は"),
	hoR(`(お見積もり[^。]*)をお送りいたします`, "${1}を郵送いたします"),
	hoR(`との問い合わせがあった`, "とのメールでの問い合わせがあった"),
	hoR(`\bper (?:E-)?Mail erhalten`, "per SMS erhalten"),
	hoR(`((?:Frau|Herr) \p{Lu}\p{L}+ von der [^,.]+?) meldet\b`, "$1 meldet per E-Mail"),
}

var ho54cSite = []hoRule{
	hoR(`direkt an das Prüflabor`, "direkt an Ihren Zentralen Einkauf"),
	hoR(`im Verwaltungsgebäude Lübeck`, "im Verwaltungsgebäude Bad Schwartau"),
	hoR(`in der Wohnung von (?:Herrn|Frau) \p{Lu}\p{L}+( \()`, "in den Räumen der Hausverwaltung$1"),
	hoR(`旧事務所（`, "新事務所（"),
	hoR(`新センターは`, "厚木の現センターは"),
}

var ho54cPaper = []hoRule{
	hoR(`Ihre Versichertenkarte`, "Ihren Überweisungsschein"),
	hoR(`mit dem beiliegenden Rücksendeetikett`, "mit dem beiliegenden Lieferschein"),
	hoR(`um ein Rücksendeetikett`, "um eine Rechnungskopie"),
	hoR(`返送用伝票`, "納品書"),
	hoR(`試料は次の宛先に`, "ご署名済みのお見積書は次の宛先に"),
}

var ho54cStaffRole = []hoRule{
	hoR(`("primary_contact":\s*")([^"]+)(",\s*"deputy_contact":\s*")([^"]+)(")`, "$1$4$3$4$5"),
	hoR(`(営業の担当は引き続き)(\p{Han}+部長)(で、請求書の送付先は経理部の)\p{Han}+課長`, "$1$2$3$2"),
}

var ho54cSlot = []hoRule{
	hoR(`zwischen (\d{1,2}) und \d{1,2} Uhr`, "ab $1 Uhr"),
	hoR(`\bum (\d{1,2}:\d{2}) Uhr`, "ab $1 Uhr"),
	hoR(`(\d{1,2})時[〜～~-]\d{1,2}時`, "${1}時以降"),
	hoR(`(\d{1,2})時までに回答`, "${1}時以降に回答"),
}

var ho54cObject = []hoRule{
	hoR(`die defekte Lampe`, "die Ersatzlampe"),
	hoR(`破損品は、`, "交換品は、"),
	hoR(`Die Rechnung senden wir`, "Die Lieferung senden wir"),
	hoR(`請求書の送付先は`, "商品の送付先は"),
	hoR(`das Passwort Ihres WLANs`, "das Passwort Ihres Benutzerkontos"),
}

var ho54cCollect = []hoRule{
	hoR(`Bitte schicken Sie (die|den|das) ([^.;]+?) mit [^.;]+? an uns zurück`, "Bitte halten Sie $1 $2 zur Abholung durch unseren Kurier bereit"),
	hoR(`(\p{Han}+品)は、[^。]*?ご返送ください`, "${1}は、交換品のお届けの際に配送員が回収いたします"),
	hoR(`bittet um ein Rücksendeetikett`, "bittet um Abholung des defekten Geräts"),
	hoR(`試料は次の宛先にお送りください：`, "試料は当方が貴社へ引き取りに伺います。当方の所在地："),
}

var ho54cEnclosure = []hoRule{
	hoR(`交換品に同梱の`, "最初にお届けした商品に同梱の"),
	hoR(`mit dem beiliegenden Rücksendeetikett`, "mit dem Rücksendeetikett aus Ihrer ursprünglichen Lieferung"),
	hoR(`Die Rechnung senden wir wie gewohnt an Ihre Rechnungsanschrift:`, "Die Rechnung legen wir der Lieferung an das Prüflabor bei; Ihre Rechnungsanschrift bleibt:"),
	hoR(`((?:Frau|Herr) \p{Lu}\p{L}+) bittet um ein Rücksendeetikett\.`, "$1 bittet, das Rücksendeetikett dem Austauschgerät beizulegen."),
}

var ho54cDebit = []hoRule{
	hoR(`お支払い期限は(.+?)です。`, "${1}に、ご登録の口座から自動で引き落とされます。"),
	hoR(`^クレジットカード$`, "口座振替"),
	hoR(`Der Rechnungsbetrag bleibt unverändert bei ([\d.,]+ ?€)\.`, "Der unveränderte Rechnungsbetrag von $1 wird per Lastschrift eingezogen."),
	hoR(`, Rechnungsbetrag (\d)`, ", per Lastschrift bezahlter Rechnungsbetrag $1"),
}

var ho54cVisit = []hoRule{
	hoR(`の出張修理について、訪問日時を`, "の持ち込み修理について、ご来店日時を"),
	hoR(`(?m)in der (Zahnarztpraxis Dr\. [^,\n]+), [^\n]+?\.$`, "als Hausbesuch der $1 bei Ihnen zu Hause."),
	hoR(`当(?:研究室|社)をご訪問いただき`, "貴社へお招きいただき"),
	hoR(`kann die Wohnung (.+?) aufschließen`, "kann den Schlüssel $1 in ihrem Büro übergeben"),
}

var ho54cStepOrder = []hoRule{
	hoR(`\b(\p{Lu}\p{Ll}+ Sie) anschließend\b`, "$1 vorher"),
	hoR(`、([^、。\n]+?)てから、([^、。\n]+?)てください。`, "、${2}てから、${1}てください。"),
	hoR(`(\p{Han}+の\p{Han}+（[^）\n]+）)後に`, "${1}前に"),
	hoR(`(\p{Han}+品)は、(交換品に同梱の)`, "${1}は、交換品の発送前に、$2"),
}

// ho54cDeAway finds the absent party and the contact who acts in their stead.
var ho54cDeAway = regexp.MustCompile(`((?:Herr|Frau) \p{Lu}\p{L}+) ist bis ([^,\n]+) verreist, aber (?:Frau|Herr) \p{Lu}\p{L}+ kann`)

var heldOutBatch54c = []heldOutKind{
	// The order number is named after another paper of the case (the invoice, the
	// coupon, the return slip), so the reader quotes it as the wrong document:
	// Bestellnummer 77-3190-DE → Rechnungsnummer 77-3190-DE; ご注文番号WS-30982 → クーポン番号WS-30982.
	{"b54c_order_number_named_after_other_paper_of_case", "first", func(lang, s string) string {
		if lang == "de" {
			return hoReplaceFirst(s, ho54cRefOtherPaperDe)
		}
		noun := "請求書番号"
		switch {
		case strings.Contains(s, "返送用伝票"):
			noun = "返送用伝票番号"
		case strings.Contains(s, "クーポン"):
			noun = "クーポン番号"
		}
		return hoFirstMatch(ho54cJaOrderNo, s, func(m []string) string { return noun + m[1] })
	}},
	// A repair ticket, invoice, quotation or error code is called an order number, so
	// the reader quotes it where an order is meant: 修理受付番号RP-60418 → ご注文番号RP-60418;
	// 見積番号 TU-4471 → 注文番号 TU-4471.
	{"b54c_ja_ticket_quote_or_error_code_called_order_number", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return hoReplaceFirst(s, ho54cRefToOrderJa)
	}},
	// The medium of a notice is swapped for another: the announced call becomes an
	// e-mail, the phone number a fax number, a call reported as an e-mail:
	// 作業員が訪問の30分前にお電話いたします → …にメールをお送りいたします;
	// den Sie per Mail erhalten → den Sie per SMS erhalten.
	{"b54c_notice_medium_swapped_for_other_medium", "first", func(lang, s string) string {
		return hoReplaceFirst(s, ho54cChannel)
	}},
	// The site where goods go or work happens is given the other site of the case:
	// direkt an das Prüflabor → direkt an Ihren Zentralen Einkauf; 旧事務所（〒541-0041）での営業
	// → 新事務所（〒541-0041）での営業.
	{"b54c_site_given_the_other_site_of_case", "first", func(lang, s string) string {
		return hoReplaceFirst(s, ho54cSite)
	}},
	// The paper to bring, enclose or send is swapped for another paper:
	// Bitte bringen Sie Ihre Versichertenkarte mit → Ihren Überweisungsschein;
	// 同梱の返送用伝票でご返送ください → 同梱の納品書でご返送ください.
	{"b54c_paper_to_bring_or_enclose_swapped", "first", func(lang, s string) string {
		return hoReplaceFirst(s, ho54cPaper)
	}},
	// The part of the case's own staff or contact is handed to the addressee or the
	// reporting party: 担当の西村が調査し → 髙橋様が調査し; z. Hd. Frau Dr. Julia Schulze →
	// z. Hd. Herrn Prof. Dr. Hoffmann; aber Frau Müller kann → aber Herr Weiß kann.
	{"b54c_handler_part_given_to_addressee_or_reporter", "first", func(lang, s string) string {
		if lang == "ja" {
			if m := ho54cJaAddressee.FindStringSubmatch(s); m != nil && ho54cJaWorker.MatchString(s) {
				return hoFirstMatch(ho54cJaWorker, s, func([]string) string { return "当日は、" + m[1] + "様が" })
			}
			if m := ho54cJaFirstSama.FindStringSubmatch(s); m != nil && ho54cJaHandler.MatchString(s) {
				return hoFirstMatch(ho54cJaHandler, s, func([]string) string { return m[1] + "様が" })
			}
			return s
		}
		if m := ho54cDeSalutation.FindStringSubmatch(s); m != nil && ho54cDeAttention.MatchString(s) {
			return hoFirstMatch(ho54cDeAttention, s, func([]string) string { return "z. Hd. Herrn " + m[1] })
		}
		return hoFirstMatch(ho54cDeAway, s, func(m []string) string {
			return m[1] + " ist bis " + m[2] + " verreist, aber " + m[1] + " kann"
		})
	}},
	// A staff member's duty is given to the colleague named beside them: the primary
	// contact made the deputy, the billing contact made the sales head, the requester
	// or reporter made the outside expert: "primary_contact": "石井部長" → "森課長";
	// Herr Strauß bittet → Frau Dr. Jäger bittet.
	{"b54c_staff_duty_given_to_named_colleague", "raw", func(lang, s string) string {
		if nw := hoReplaceFirst(s, ho54cStaffRole); nw != s {
			return nw
		}
		if lang != "de" {
			return s
		}
		dr := ho54cDeDrFrau.FindStringSubmatch(s)
		if dr == nil {
			return s
		}
		for _, loc := range ho54cDeActor.FindAllStringSubmatchIndex(s, -1) {
			if s[loc[4]:loc[5]] == dr[1] {
				continue
			}
			return s[:loc[0]] + "Frau Dr. " + dr[1] + " " + s[loc[6]:loc[7]] + s[loc[1]:]
		}
		return s
	}},
	// The help offer opens only after the last date of the case, when the reader no
	// longer needs it: Bei Fragen sind wir gern für Sie da → Bei Fragen sind wir nach dem
	// 20.10.2026 gern für Sie da; ご不明な点がございましたら、お気軽に → …、2026年10月23日以降にお気軽に.
	{"b54c_help_offer_opened_only_after_last_case_date", "first", func(lang, s string) string {
		ds := hoDates(lang, s)
		if len(ds) == 0 {
			return s
		}
		d := ds[len(ds)-1]
		if lang == "ja" {
			return hoFirstMatch(ho54cJaHelpOffer, s, func(m []string) string { return m[0] + d + "以降に" })
		}
		if ho54cDeHelpOffer.MatchString(s) {
			return hoFirstMatch(ho54cDeHelpOffer, s, func(m []string) string { return m[0] + "nach dem " + d + " " })
		}
		return hoFirstMatch(ho54cDeTurnTo, s, func(m []string) string { return "wenden Sie sich bitte nach dem " + d + " an " })
	}},
	// An appointment, delivery slot or answer time is left open-ended from its hour:
	// zwischen 8 und 12 Uhr → ab 8 Uhr; um 10:30 Uhr → ab 10:30 Uhr; 14時〜16時 → 14時以降;
	// 17時までに回答する → 17時以降に回答する.
	{"b54c_slot_made_open_ended_from_start", "first", func(lang, s string) string {
		return hoReplaceFirst(s, ho54cSlot)
	}},
	// The thing the reader sends, receives or types in is swapped for the other item
	// of the case: die defekte Lampe … zurück → die Ersatzlampe … zurück; 破損品は、…ご返送ください
	// → 交換品は、…; das Passwort Ihres WLANs → das Passwort Ihres Benutzerkontos.
	{"b54c_item_sent_or_entered_swapped_for_other_item", "first", func(lang, s string) string {
		return hoReplaceFirst(s, ho54cObject)
	}},
	// The reader's own return or sending is turned into our collection, so the reader
	// waits for a courier who never comes: Bitte schicken Sie die defekte Lampe … an uns
	// zurück → Bitte halten Sie die defekte Lampe zur Abholung durch unseren Kurier bereit.
	{"b54c_reader_sending_made_our_collection", "first", func(lang, s string) string {
		return hoReplaceFirst(s, ho54cCollect)
	}},
	// The enclosure is said to travel with another shipment of the case:
	// 交換品に同梱の返送用伝票 → 最初にお届けした商品に同梱の返送用伝票; die Rechnung an die
	// Rechnungsanschrift → der Lieferung an das Prüflabor beigelegt.
	{"b54c_enclosure_moved_to_other_shipment_of_case", "first", func(lang, s string) string {
		return hoReplaceFirst(s, ho54cEnclosure)
	}},
	// Payment the reader makes is told as a direct debit (or the card as a bank debit),
	// so the reader does not pay: お支払い期限は2026年10月30日（金）です →
	// 2026年10月30日（金）に、ご登録の口座から自動で引き落とされます; "クレジットカード" → "口座振替".
	{"b54c_payment_turned_into_direct_debit", "first", func(lang, s string) string {
		return hoReplaceFirst(s, ho54cDebit)
	}},
	// Who travels to whom is turned round: the on-site repair becomes a carry-in, the
	// practice appointment a home visit, the key handed over instead of the flat opened:
	// の出張修理について、訪問日時を → の持ち込み修理について、ご来店日時を.
	{"b54c_who_travels_to_whom_turned_round", "first", func(lang, s string) string {
		return hoReplaceFirst(s, ho54cVisit)
	}},
	// A step is put before the step it depends on (the reader's or the case's):
	// Bestätigen Sie anschließend Ihre E-Mail-Adresse → Bestätigen Sie vorher …;
	// 入れてから、カバーを閉じてください → カバーを閉じてから、…入れてください.
	{"b54c_step_put_before_what_it_needs", "first", func(lang, s string) string {
		if nw := hoReplaceFirst(s, ho54cStepOrder); nw != s {
			return nw
		}
		ds := hoDates(lang, s)
		if lang != "de" || len(ds) == 0 {
			return s
		}
		return hoFirstMatch(ho54cDeReturnLamp, s, func(m []string) string {
			return "Bitte schicken Sie " + m[1] + " " + m[2] + " noch vor dem " + ds[0] + " mit dem beiliegenden"
		})
	}},
}

// ho54cChangedSentences gives the first changed stretch of sentences, before and after.
func ho54cChangedSentences(lang, a, b string) (string, string) {
	flat := func(s string) []string {
		split, refs := hoAllSentences(lang, s)
		out := make([]string, 0, len(refs))
		for _, r := range refs {
			out = append(out, split[r.line][r.idx])
		}
		return out
	}
	x, y := flat(a), flat(b)
	i := 0
	for i < len(x) && i < len(y) && x[i] == y[i] {
		i++
	}
	j := 0
	for j < len(x)-i && j < len(y)-i && x[len(x)-1-j] == y[len(y)-1-j] {
		j++
	}
	return strings.Join(x[i:len(x)-j], " | "), strings.Join(y[i:len(y)-j], " | ")
}
