package score

import (
	"fmt"
	"regexp"
)

// The rules of this file judge which side of a business relation an answer gives a
// duty, a cost, a fault or a tax to: the words of each side's act are the case's, and
// a model that turns them round still writes good sentences.

var (
	// pickupOffered has the firm collect the item where the case has the reader send
	// it (holen wir bei Ihnen ab, 引き取りに伺います).
	pickupOffered = regexp.MustCompile(`(?i:holen wir [^.;\n]{0,40}\bab\b|\bholen (?:die|den|das) [^.;\n]{0,30} bei Ihnen ab|Abholung bei Ihnen)|引き取りに(?:伺|参り)|回収に(?:伺|参り)|お引き取り(?:いた)?します`)
	// repairOffered has the firm repair where the case replaces (wir reparieren).
	repairOffered = regexp.MustCompile(`(?i:\bwir reparieren\b|\breparieren wir\b)`)
	// thirdBearer names a party other than the writer and the reader who bears a cost
	// (von Wärmetechnik Förster zu tragen, der Auftragnehmer selbst tragen muss).
	thirdBearer = regexp.MustCompile(`(?i:\bvon [\p{Lu}][^()\n,.;]{2,40} zu tragen|(?:der|die|den) (?:Auftragnehmer|Auftraggeber|Lieferant(?:in)?|Vermieter(?:in)?|Mieter(?:in)?|Hersteller|Kunde|Kundin)[^.;\n]{0,30} (?:selbst )?(?:tragen muss|tragen müssen|trägt|zu tragen hat)|geht zu Lasten (?:des|der)\b)|(?:お客様|先方|業者|施工会社|元請|貴社)(?:の|が|にて)(?:ご)?負担`)
	// customerCause makes the reader or the customer the cause of a delay or a fault
	// (weil der Auftraggeber …, お客様のご住所確認に時間を要したため).
	customerCause = regexp.MustCompile(`(?i:\b(?:weil|da) (?:der Auftraggeber|der Kunde|die Kundin|die Auftraggeberin)\b|wegen (?:des Auftraggebers|der Auftraggeberin|des Kunden|der Kundin)\b)|お客様(?:の|による|側の)[^。、\n]{0,20}(?:ため|により|が原因|に時間を要し)`)
	// orderedFromReader has the writer order from the reader where the reader ordered
	// (die von uns bei Ihnen bestellten Teile).
	orderedFromReader = regexp.MustCompile(`(?i)von uns bei Ihnen (?:bestellt|gekauft|angefordert|beauftragt)\p{L}*`)
)

// jaSpanCounter is a Japanese number counted as a span or a building where the case
// may count a point (12階 → 12階建て, 10月分 → 10か月分, 2週間 → 2週目).
var jaSpanCounter = regexp.MustCompile(`\d+(?:階建て|か月分|ヶ月分|カ月分|週目|日目|年目)`)

var (
	// grossTax says a price includes VAT; netTax that it does not.
	grossTax = regexp.MustCompile(`(?i:inkl\.? ?(?:MwSt|USt)|einschließlich (?:MwSt|Mehrwertsteuer|USt)|\bbrutto\b)|税込`)
	netTax   = regexp.MustCompile(`(?i:zzgl\.? ?(?:MwSt|USt)|zuzüglich (?:MwSt|Mehrwertsteuer|USt)|\bnetto\b|ohne (?:MwSt|Mehrwertsteuer)|exkl\.? ?(?:MwSt|USt))|税抜|税別`)
)

// taxFlipped names an answer that calls the case's prices gross where the case
// states them net, or net where it states them gross, and never names the other.
func taxFlipped(said, grounds string) []string {
	// An answer that names both gives a price each way (税込5,500円、税抜5,000円).
	if netTax.MatchString(said) && grossTax.MatchString(said) {
		return nil
	}
	net, gross := netTax.MatchString(grounds), grossTax.MatchString(grounds)
	if net && !gross {
		if m := newMatches(grossTax, said, grounds); len(m) > 0 {
			return []string{fmt.Sprintf("%q: the case states its prices net (%s)", m[0], netTax.FindString(grounds))}
		}
	}
	if gross && !net {
		if m := newMatches(netTax, said, grounds); len(m) > 0 {
			return []string{fmt.Sprintf("%q: the case states its prices gross (%s)", m[0], grossTax.FindString(grounds))}
		}
	}
	return nil
}

// sides names the acts, costs, faults and taxes the answer gives to another side than
// the case does.
func sides(said, grounds string) []string {
	var out []string
	out = append(out, unfounded(pickupOffered, said, grounds, "the firm collects where the case has the reader send")...)
	out = append(out, unfounded(repairOffered, said, grounds, "a repair the case never offers")...)
	out = append(out, unfounded(thirdBearer, said, grounds, "a party bears a cost the case never puts on it")...)
	out = append(out, unfounded(customerCause, said, grounds, "the customer made the cause, which the case never says")...)
	out = append(out, unfounded(orderedFromReader, said, grounds, "who ordered from whom turned round")...)
	out = append(out, taxFlipped(said, grounds)...)
	out = append(out, unfounded(jaSpanCounter, said, grounds, "a number counted as a span or a building where the case counts otherwise")...)
	return out
}
