package grade

import (
	"regexp"
	"strings"
)

// Blind batch 89d: the faults a customer-service reviewer found in answers of a model
// that keeps the event but tells it from the wrong side. Reading ja/de replies and
// summaries, the reviewer saw send turned into receive, delivery into pickup, a
// customer's wish into our promise, the party a message comes from into the one it
// goes to, the letter's own signer in its salutation, and our own side (当方, unser)
// spoken of as the reader's. Each answer still reads fluently; it states who does what
// to whom the wrong way round.

// b89dSub is one rewrite of a sentence: the first match of re becomes repl.
type b89dSub struct {
	re   *regexp.Regexp
	repl string
}

func b89dS(re, repl string) b89dSub { return b89dSub{regexp.MustCompile(re), repl} }

// b89dFirstSub rewrites, in the first sentence (from the middle of the text on) that
// one of subs matches, the first match of the first matching sub.
func b89dFirstSub(lang, s string, subs []b89dSub) string {
	return hoMiddleSentence(lang, s, func(sent string) string {
		for _, sb := range subs {
			loc := sb.re.FindStringSubmatchIndex(sent)
			if loc == nil {
				continue
			}
			var dst []byte
			dst = sb.re.ExpandString(dst, sb.repl, sent, loc)
			return sent[:loc[0]] + string(dst) + sent[loc[1]:]
		}
		return sent
	})
}

// b89dLangSub picks the rewrites of the answer's language.
func b89dLangSub(ja, de []b89dSub) func(lang, s string) string {
	return func(lang, s string) string {
		if lang == "ja" {
			return b89dFirstSub(lang, s, ja)
		}
		return b89dFirstSub(lang, s, de)
	}
}

var (
	b89dDownloadJa = []b89dSub{b89dS(`ダウンロード`, "アップロード")}
	b89dDownloadDe = []b89dSub{
		b89dS(`\bheruntergeladen\b`, "hochgeladen"),
		b89dS(`\bherunterladen\b`, "hochladen"),
		b89dS(`(Laden Sie [^.;]*?) herunter\b`, "$1 hoch"),
	}

	b89dPickupJa = []b89dSub{
		b89dS(`お届けする予定`, "お引き取りに伺う予定"),
		b89dS(`お届けできる見込み`, "お引き取りに伺える見込み"),
		b89dS(`お届け予定日`, "お引き取り予定日"),
		b89dS(`納品希望日`, "引取希望日"),
	}
	b89dPickupDe = []b89dSub{
		b89dS(`\bDie Lieferung erfolgt\b`, "Die Abholung erfolgt"),
		b89dS(`\bgeliefert werden\b`, "abgeholt werden"),
		b89dS(`\bzustellen\b`, "abholen"),
	}

	b89dSoldJa = []b89dSub{b89dS(`受注`, "発注")}
	b89dSoldDe = []b89dSub{
		b89dS(`\bbestellten\b`, "verkauften"),
		b89dS(`\bbestellt\b`, "verkauft"),
	}

	b89dFromTo = []b89dSub{
		b89dS(`(様|部長|課長|さん)(より|から)、`, "${1}へ、"),
		b89dS(`(\p{Han}+費)から`, "${1}へ"),
	}

	b89dOriginJa = []b89dSub{
		b89dS(`送付先`, "送付元"),
		b89dS(`宛先に`, "発送元から"),
		b89dS(`送り先`, "送り元"),
	}
	b89dOriginDeVerb = regexp.MustCompile(`\b(liefern|senden|schicken|zustellen|geliefert|versenden)\b`)
	b89dOriginDe     = []b89dSub{
		b89dS(`\ban das `, "vom "),
		b89dS(`\ban den `, "vom "),
		b89dS(`\ban die `, "von der "),
		b89dS(`\ban Ihre `, "von Ihrer "),
		b89dS(`\ban Ihren `, "von Ihrem "),
	}

	b89dPromiseJa = []b89dSub{
		b89dS(`到着を希望`, "到着を約束"),
		b89dS(`納品希望日`, "納品確約日"),
		b89dS(`承認を求めている`, "承認を約束している"),
	}
	b89dPromiseDe = []b89dSub{
		b89dS(`\bGewünscht ist\b`, "Zugesagt ist"),
		b89dS(`\bbittet darum, dass\b`, "sagt zu, dass"),
		b89dS(`\bbittet, `, "sagt zu, "),
		b89dS(`\bbittet um ein ([^.]+)\.`, "erhält zugesagt ein $1."),
	}

	b89dReportedJa = []b89dSub{
		b89dS(`が(第\d+回)?(\p{Han}+)を報告した`, "に${1}${2}が報告された"),
	}
	b89dReportedDe = []b89dSub{
		b89dS(` hat ([^:;,]+?) vorgestellt`, " wurde $1 vorgestellt"),
		b89dS(`\bHerr (\p{Lu}\p{L}+)((?: von der [^,]+?)?) meldet, dass`, "Herrn $1$2 wird mitgeteilt, dass"),
		b89dS(`\bFrau (\p{Lu}\p{L}+)((?: von der [^,]+?)?) meldet, dass`, "Frau $1$2 wird mitgeteilt, dass"),
		b89dS(`\bHerr (\p{Lu}\p{L}+) meldet (Mehrkosten von [\d.,]+ € für [^,]+),`, "Herrn $1 werden $2 gemeldet,"),
		b89dS(`\bFrau (\p{Lu}\p{L}+) meldet (Mehrkosten von [\d.,]+ € für [^,]+),`, "Frau $1 werden $2 gemeldet,"),
	}

	b89dArrivalJa = []b89dSub{
		b89dS(`(\d日)に発送予定`, "${1}に到着予定"),
		b89dS(`(\d日)に発送いたします`, "${1}にお届けいたします"),
		b89dS(`(\d日)に発送します`, "${1}にお届けします"),
	}
	b89dArrivalDe = []b89dSub{
		b89dS(`\bWir (?:senden|schicken) Ihnen (.+?) zu\.`, "Sie erhalten $1."),
		b89dS(`\bder Versand der\b`, "die Zustellung der"),
	}

	b89dDispatchJa = []b89dSub{
		b89dS(`(\d日)着）`, "${1}発送）"),
		b89dS(`(\d日)にお届けする予定`, "${1}に発送する予定"),
		b89dS(`お届け予定日`, "発送予定日"),
		b89dS(`までにお届けできる`, "までに発送できる"),
	}
	b89dDispatchDe = []b89dSub{
		b89dS(`\bkommt der (\p{Lu}\p{L}+) erst am ([^;]+?)(;)`, "geht der $1 erst am $2 in den Versand$3"),
		b89dS(`\berst am ([\d.]+) geliefert werden\b`, "erst am $1 versandt werden"),
		b89dS(`\bDie Lieferung erfolgt am\b`, "Der Versand erfolgt am"),
	}

	b89dContactJa = []b89dSub{
		b89dS(`お気軽にお問い合わせください`, "こちらからお問い合わせいたします"),
		b89dS(`本メールにご返信ください`, "こちらから改めてご連絡いたします"),
		b89dS(`(窓口|担当者)までお問い合わせください`, "${1}からお問い合わせいたします"),
	}
	b89dContactDe = []b89dSub{
		b89dS(`\bsind wir gern für Sie da\b`, "melden Sie sich gern bei uns"),
		b89dS(`\bwenden Sie sich bitte an unseren (\p{Lu}\p{L}+)`, "wendet sich unser $1 an Sie"),
		b89dS(`\bwenden Sie sich bitte an uns\b`, "wenden wir uns an Sie"),
	}

	b89dOwnSideJa = []b89dSub{
		b89dS(`当(研究室|社|店|センター)`, "貴$1"),
		b89dS(`当方`, "貴社"),
		b89dS(`弊社`, "貴社"),
	}
	b89dOwnSideDe = []b89dSub{
		b89dS(`\bunser(e|en|em|er|es)?\b`, "Ihr$1"),
		b89dS(`\bUnser(e|en|em|er|es)?\b`, "Ihr$1"),
	}

	b89dReaderSendJa = []b89dSub{
		b89dS(`お送りいただいた`, "お受け取りいただいた"),
		b89dS(`にお送りください`, "でお受け取りください"),
	}
	b89dReaderSendDe = []b89dSub{
		b89dS(`\bSie (per \p{L}+ )?erhalten\b`, "Sie ${1}versenden"),
		b89dS(`\berhalten Sie\b`, "versenden Sie"),
	}

	b89dBringDe = []b89dSub{
		b89dS(`\bbringen Sie (Ihre|Ihren|Ihr) ([^.]+?) mit\.`, "holen Sie $1 $2 bei uns ab."),
		b89dS(`\bBringen Sie (Ihre|Ihren|Ihr) ([^.]+?) mit\.`, "Holen Sie $1 $2 bei uns ab."),
	}

	b89dGreeting = regexp.MustCompile(`^Sehr geehrte[rs]? `)
)

// b89dSignerSalutation addresses the letter to the party that signs it: the first line
// (the salutation) names the last line's signer instead of the reader.
func b89dSignerSalutation(lang, s string) string {
	lines := strings.Split(s, "\n")
	if len(lines) < 3 {
		return s
	}
	last := -1
	for i := len(lines) - 1; i > 0; i-- {
		if strings.TrimSpace(lines[i]) != "" {
			last = i
			break
		}
	}
	if last <= 0 {
		return s
	}
	signer := strings.TrimSpace(lines[last])
	first := strings.TrimSpace(lines[0])
	if signer == first || len([]rune(signer)) > 40 || strings.ContainsAny(signer, ":：") ||
		strings.HasSuffix(signer, ".") && !strings.HasSuffix(signer, "Ltd.") ||
		strings.ContainsAny(signer[len(signer)-1:], "!?") || strings.HasSuffix(signer, "。") ||
		strings.HasSuffix(signer, "！") || strings.HasSuffix(signer, "？") {
		return s
	}
	if lang == "ja" {
		if !strings.HasSuffix(first, "様") && !strings.HasSuffix(first, "部長") && !strings.HasSuffix(first, "課長") {
			return s
		}
		signer = strings.TrimSuffix(signer, "教授")
		lines[0] = signer + "様"
		return strings.Join(lines, "\n")
	}
	if !b89dGreeting.MatchString(first) {
		return s
	}
	signer = strings.TrimPrefix(strings.TrimPrefix(signer, "Ihre "), "Ihr ")
	lines[0] = "Sehr geehrtes Team " + signer + ","
	return strings.Join(lines, "\n")
}

var heldOutBatch89d = []heldOutKind{
	// b89d_download_made_upload: the step to fetch the app is told as uploading it, the
	// data going the other way. Realistic: herunter/hoch and ダウン/アップ are one
	// token apart and a model drifts to the more frequent phrase.
	// de: "Laden Sie die kostenlose WärmeApp aus dem App Store ... herunter" → "... hoch"
	// ja: "無料アプリ「カラダノート」をダウンロードします" → "...をアップロードします"
	{"b89d_download_made_upload", "longest", b89dLangSub(b89dDownloadJa, b89dDownloadDe)},

	// b89d_delivery_made_customer_pickup: our delivery to the customer is told as a
	// pickup (we come to collect, or the goods are fetched), bring turned into take.
	// de: "Die Lieferung erfolgt am 12.11.2026" → "Die Abholung erfolgt am 12.11.2026"
	// ja: "10月16日にお届けする予定でしたが" → "10月16日にお引き取りに伺う予定でしたが"
	{"b89d_delivery_made_customer_pickup", "longest", b89dLangSub(b89dPickupJa, b89dPickupDe)},

	// b89d_order_placed_told_as_sold: the buyer's order is told from the seller's side
	// (bestellt → verkauft; 受注 order intake → 発注 order placing), so the customer
	// becomes the seller or our system becomes the buyer's.
	// de: "Frau Köhler hat am 08.10.2026 die Siebträgermaschine ... bestellt" → "... verkauft"
	// ja: "受注システムとの連携テスト" → "発注システムとの連携テスト"
	{"b89d_order_placed_told_as_sold", "longest", b89dLangSub(b89dSoldJa, b89dSoldDe)},

	// b89d_ja_message_source_made_its_addressee: より/から (from) after a party becomes
	// へ (to): the customer's report becomes a message sent to the customer, money
	// spent from a reserve is paid into it.
	// ja: "松本様より、注文番号AP-73015..." → "松本様へ、注文番号AP-73015..."
	// de: none (ja particle); "髙橋様から、" → "髙橋様へ、" is the second ja example.
	{"b89d_ja_message_source_made_its_addressee", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return b89dFirstSub(lang, s, b89dFromTo)
	}},

	// b89d_destination_made_origin: where goods or papers go is told as where they come
	// from (送付先 → 送付元, an das Labor → vom Labor).
	// de: "liefern wir Ihre Bestellung ... direkt an das Prüflabor:" → "... direkt vom Prüflabor:"
	// ja: "請求書の送付先は経理部の小西課長に変わります" → "請求書の送付元は..."
	{"b89d_destination_made_origin", "longest", func(lang, s string) string {
		if lang == "ja" {
			return b89dFirstSub(lang, s, b89dOriginJa)
		}
		return hoMiddleSentence(lang, s, func(sent string) string {
			if !b89dOriginDeVerb.MatchString(sent) {
				return sent
			}
			return b89dFirstSub(lang, sent, b89dOriginDe)
		})
	}},

	// b89d_salutation_addresses_the_letters_own_signer: the letter opens by addressing
	// the firm or person that signs it, as a model that loses track of who writes to
	// whom does.
	// de: "Sehr geehrte Frau Schäfer," → "Sehr geehrtes Team Zahnarztpraxis Dr. Öztürk,"
	// ja: "小林 恵子様" → "ハルカゼ寝具店 カスタマーサポート 岡田様"
	{"b89d_salutation_addresses_the_letters_own_signer", "raw", func(lang, s string) string {
		if strings.HasPrefix(strings.TrimSpace(s), "{") {
			return s
		}
		return b89dSignerSalutation(lang, s)
	}},

	// b89d_customer_wish_told_as_our_promise: what the customer asks for or wishes is
	// reported as something promised to them (or promised by them), the asking side
	// turned into the committing side.
	// de: "Gewünscht ist keine Reparatur, sondern ein Austauschgerät bis spätestens 19.10.2026." → "Zugesagt ist ..."
	// ja: "10月22日（木）までの交換品到着を希望。" → "10月22日（木）までの交換品到着を約束。"
	{"b89d_customer_wish_told_as_our_promise", "first", b89dLangSub(b89dPromiseJa, b89dPromiseDe)},

	// b89d_reporter_made_the_one_reported_to: the person who presents or reports is
	// made the one the report is given to.
	// de: "Prof. Dr. Kühn hat das Sicherheitsgutachten vorgestellt" → "Prof. Dr. Kühn wurde das Sicherheitsgutachten vorgestellt"
	// ja: "責任者の髙橋が第3回進捗を報告した" → "責任者の髙橋に第3回進捗が報告された"
	{"b89d_reporter_made_the_one_reported_to", "longest", b89dLangSub(b89dReportedJa, b89dReportedDe)},

	// b89d_dispatch_date_told_as_arrival_date: the day we send is told as the day the
	// customer receives, the sender's date read from the receiver's side.
	// de: "Wir senden Ihnen am 20.10.2026 kostenlos eine Ersatzlampe zu." → "Sie erhalten am 20.10.2026 kostenlos eine Ersatzlampe."
	// ja: "交換品は10月19日に発送予定。" → "交換品は10月19日に到着予定。"
	{"b89d_dispatch_date_told_as_arrival_date", "first", b89dLangSub(b89dArrivalJa, b89dArrivalDe)},

	// b89d_arrival_date_told_as_dispatch_date: the day goods arrive is told as the day
	// they leave the sender, the receiver's date read from the sender's side.
	// de: "kommt der Verdichter erst am 23.11.2026 statt am 02.11.2026;" → "geht der Verdichter erst am 23.11.2026 statt am 02.11.2026 in den Versand;"
	// ja: "（10月14日着）" → "（10月14日発送）"
	{"b89d_arrival_date_told_as_dispatch_date", "first", b89dLangSub(b89dDispatchJa, b89dDispatchDe)},

	// b89d_closing_contact_offer_turned_round: the closing that invites the reader to
	// contact us says that we will contact them (or asks them to be there for us).
	// de: "Bei Fragen sind wir gern für Sie da." → "Bei Fragen melden Sie sich gern bei uns."
	// ja: "ご不明な点がございましたら、お気軽にお問い合わせください。" → "...、こちらからお問い合わせいたします。"
	{"b89d_closing_contact_offer_turned_round", "longest", b89dLangSub(b89dContactJa, b89dContactDe)},

	// b89d_own_side_marker_made_readers_side: our own lab, bench or service (当研究室,
	// 当方, unser Kundendienst) is spoken of as the reader's (貴, Ihr).
	// de: "wenden Sie sich bitte an unseren Kundendienst" → "... an Ihren Kundendienst"
	// ja: "当方の試験台はそれまで予約で埋まっており" → "貴社の試験台はそれまで予約で埋まっており"
	{"b89d_own_side_marker_made_readers_side", "longest", b89dLangSub(b89dOwnSideJa, b89dOwnSideDe)},

	// b89d_reader_send_and_receive_flipped: what the reader sends is told as what they
	// receive, or the reverse (erhalten ↔ versenden, お送り → お受け取り).
	// de: "über den Link, den Sie per Mail erhalten" → "über den Link, den Sie per Mail versenden"
	// ja: "お送りいただいた写真で" → "お受け取りいただいた写真で"
	{"b89d_reader_send_and_receive_flipped", "longest", b89dLangSub(b89dReaderSendJa, b89dReaderSendDe)},

	// b89d_de_bring_along_made_fetch_from_us: what the customer must bring along is
	// told as something to collect from us (bring ↔ fetch), a German phrasal verb
	// (mitbringen / abholen) turned the wrong way.
	// de: "Bitte bringen Sie Ihre Versichertenkarte mit." → "Bitte holen Sie Ihre Versichertenkarte bei uns ab."
	// ja: none (de phrasal verb; a ja golden is returned unchanged).
	{"b89d_de_bring_along_made_fetch_from_us", "longest", func(lang, s string) string {
		if lang == "ja" {
			return s
		}
		return b89dFirstSub(lang, s, b89dBringDe)
	}},
}
