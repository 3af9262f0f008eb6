package reply

import (
	"math/rand/v2"
	"strings"

	"github.com/infergate/infergate/internal/sim/token"
)

// Filler prose: natural support-desk sentences, so that streamed output looks like a
// plausible answer and counts like real text of that language.
var (
	english = []string{
		"Thank you for contacting our support team about your recent order.",
		"I have checked the status of your ticket and forwarded it to our billing department.",
		"Your package left our warehouse this morning and should arrive within three business days.",
		"The tracking number will be sent to your email address as soon as the carrier scans the parcel.",
		"A corrected invoice has been added to your account and is ready to download.",
		"If the delivery does not arrive by Friday, please let us know and we will send a replacement.",
		"We have issued a full refund, which usually appears on your statement within five to seven days.",
		"Please make sure that the shipping address in your profile is complete, including the apartment number.",
		"I'm sorry for the inconvenience this delay has caused.",
		"Your order has been split into two shipments because one item is temporarily out of stock.",
		"You can change the delivery date at any time from the Orders page in your account.",
		"The invoice total includes VAT and the standard shipping fee.",
		"Our records show that your payment was received on the first attempt.",
		"I've updated the ticket with the details you provided, so you won't need to repeat them.",
		"If you would like to return an item, you can print a prepaid label from the Returns section.",
		"The courier tried to deliver the parcel yesterday, but nobody was available to sign for it.",
		"We will keep this ticket open until you confirm that everything has arrived in good condition.",
		"Please reply to this message if you have any further questions about your invoice.",
		"A member of our logistics team will contact you within one business day.",
		"Thank you for your patience while we look into this.",
	}
	german = []string{
		"Vielen Dank, dass Sie sich an unseren Kundenservice gewandt haben.",
		"Wir haben Ihre Anfrage geprüft und an die Buchhaltung weitergeleitet, damit Sie schnell eine Antwort erhalten.",
		"Ihr Paket hat unser Lager heute Morgen verlassen, und Sie erhalten es voraussichtlich innerhalb von drei Werktagen.",
		"Die Sendungsnummer erhalten Sie per E-Mail, sobald der Paketdienst die Sendung erfasst hat.",
		"Eine korrigierte Rechnung finden Sie ab sofort in Ihrem Kundenkonto zum Herunterladen.",
		"Sollte die Lieferung bis Freitag nicht ankommen, geben Sie uns bitte Bescheid, damit wir Ihnen Ersatz schicken.",
		"Wir haben Ihnen den vollen Betrag erstattet; die Gutschrift sehen Sie in der Regel innerhalb von fünf bis sieben Tagen.",
		"Bitte prüfen Sie, ob die Lieferadresse in Ihrem Profil vollständig ist, einschließlich der Hausnummer.",
		"Wir bitten Sie, die Verzögerung zu entschuldigen.",
		"Da ein Artikel vorübergehend nicht vorrätig ist, erhalten Sie Ihre Bestellung in zwei Teillieferungen.",
		"Den Liefertermin können Sie jederzeit auf der Seite „Meine Bestellungen“ ändern.",
		"Bitte beachten Sie, dass der Rechnungsbetrag die Mehrwertsteuer und die Versandkosten enthält.",
		"Laut unseren Unterlagen ist Ihre Zahlung beim ersten Versuch eingegangen, sodass Sie nichts weiter tun müssen.",
		"Ich habe Ihr Ticket mit Ihren Angaben ergänzt, sodass Sie diese nicht noch einmal senden müssen.",
		"Wenn Sie einen Artikel zurücksenden möchten, können Sie im Bereich „Retouren“ ein kostenloses Etikett ausdrucken.",
		"Der Zusteller hat gestern versucht, Ihnen das Paket zu übergeben, hat Sie aber leider nicht angetroffen.",
		"Wir lassen dieses Ticket offen, bis Sie uns bestätigen, dass alles unbeschädigt angekommen ist.",
		"Bei weiteren Fragen zu Ihrer Rechnung antworten Sie bitte einfach auf diese Nachricht.",
		"Ein Mitarbeiter unserer Versandabteilung wird Sie innerhalb eines Werktages kontaktieren.",
		"Wir danken Ihnen für Ihre Geduld und melden uns, sobald wir Neuigkeiten für Sie haben.",
	}
	japanese = []string{
		"お問い合わせいただき、誠にありがとうございます。",
		"ご注文の状況を確認いたしましたので、ご報告いたします。",
		"商品は本日倉庫から発送されましたので、三営業日以内にお届けする予定です。",
		"追跡番号は、配送業者が荷物を受け付け次第、メールでお知らせします。",
		"修正した請求書をお客様のアカウントに追加しましたので、ダウンロードしてご確認いただけます。",
		"金曜日までに商品が届かない場合は、代替品をお送りしますのでご連絡ください。",
		"全額の返金手続きが完了しましたので、数日以内にご確認いただけます。",
		"お届け先の住所に番地や部屋番号が含まれているか、ご確認をお願いいたします。",
		"ご不便をおかけしておりますことを、心よりお詫び申し上げます。",
		"一部の商品が一時的に在庫切れのため、ご注文を二回に分けて発送いたします。",
		"お届け日は、マイページの「注文履歴」からいつでも変更できます。",
		"請求金額には消費税と送料が含まれています。",
		"お支払いは一回目の決済で正常に完了しています。",
		"いただいた情報はチケットに記録しておりますので、改めてのご説明は不要です。",
		"返品をご希望の場合は、「返品」ページから返送用のラベルを印刷していただけます。",
		"昨日配達員がお伺いしましたが、ご不在のため荷物を持ち帰っております。",
		"商品がすべて無事に届いたことをご確認いただくまで、このチケットは開いたままにしておきます。",
		"請求書についてご不明な点がございましたら、このメールにご返信いただければ幸いです。",
		"物流担当の者より、一営業日以内にご連絡いたします。",
		"ご理解とご協力のほど、よろしくお願いいたします。",
	}
)

// prose is one language's filler sentences with their token counts precomputed, so
// that Fill costs time linear in its output rather than recounting the growing text.
type prose struct {
	sentences []string
	sep       string
	first     []int // token.Count(sentences[i])
	later     []int // token.Count(sep + sentences[i])
}

func newProse(sentences []string, sep string) *prose {
	p := &prose{sentences: sentences, sep: sep}
	for _, s := range sentences {
		p.first = append(p.first, token.Count(s))
		p.later = append(p.later, token.Count(sep+s))
	}
	return p
}

var proseByLang = map[string]*prose{
	"en": newProse(english, " "),
	"de": newProse(german, " "),
	"ja": newProse(japanese, ""),
}

// fillStream is PCG's second seed word for Fill; it only has to differ from other users
// of the request seed so that their random choices are not correlated.
const fillStream = 0x6a09e667f3bcc908

// Fill returns deterministic filler prose in lang ("ja", "de" or "en"; anything else is
// "en") with at least minTokens tokens by token.Count: whole sentences picked with a PRNG
// seeded by seed, stopping at the first sentence that reaches minTokens. Because the
// choice of sentences does not depend on minTokens, Fill(lang, seed, n) is a prefix of
// Fill(lang, seed, m) for n < m, so the text streamed so far never changes when an
// answer turns out longer. minTokens <= 0 gives "". The cost is linear in minTokens.
func Fill(lang string, seed uint64, minTokens int) string {
	if minTokens <= 0 {
		return ""
	}
	p, ok := proseByLang[lang]
	if !ok {
		p = proseByLang["en"]
	}
	rng := rand.New(rand.NewPCG(seed, fillStream))
	var b strings.Builder
	// About 4 bytes per token; capped so that a huge minTokens does not reserve memory
	// before any text exists.
	b.Grow(min(minTokens, 1<<18) * 4)
	prev := -1
	for n := 0; n < minTokens; {
		var i int
		if prev < 0 {
			i = rng.IntN(len(p.sentences))
			n += p.first[i]
		} else {
			// Never the same sentence twice in a row: it reads as a glitch.
			i = (prev + 1 + rng.IntN(len(p.sentences)-1)) % len(p.sentences)
			b.WriteString(p.sep)
			n += p.later[i]
		}
		b.WriteString(p.sentences[i])
		prev = i
	}
	return b.String()
}
