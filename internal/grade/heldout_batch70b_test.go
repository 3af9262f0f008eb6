package grade

// Blind batch 70b: relations traded, facts kept. Every kind keeps the numbers, names,
// dates and terms of the answer and trades two of them between their slots, so that
// only what belongs to what changes: the object of a thanks and of an apology, a
// total and one of its parts, the subjects of two parallel status clauses, the thing
// that changes and the thing that stays, an order number and the product it names,
// the figures of two named settings or addresses, a person's surname and the
// surname in a firm's name, the time slots of two events, what is done and what is
// still to come, a device and its companion app or operator, the topics of two
// neighbouring sentences, and a firm and the product it sells.

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

// ho70bSwap trades the spans [a0,a1) and [b0,b1) of s, given a1 <= b0; s unchanged
// for spans that overlap or are out of range.
func ho70bSwap(s string, a0, a1, b0, b1 int) string {
	if a0 < 0 || b0 < 0 || a1 < a0 || b1 < b0 || a1 > b0 || b1 > len(s) {
		return s
	}
	return s[:a0] + s[b0:b1] + s[a1:b0] + s[a0:a1] + s[b1:]
}

// ho70bSwapSpans trades two spans given in either order.
func ho70bSwapSpans(s string, a0, a1, b0, b1 int) string {
	if a0 > b0 {
		a0, a1, b0, b1 = b0, b1, a0, a1
	}
	return ho70bSwap(s, a0, a1, b0, b1)
}

// ho70bSwapGroups trades groups g and h of the first match of re in s when their
// texts differ.
func ho70bSwapGroups(s string, re *regexp.Regexp, g, h int) string {
	m := re.FindStringSubmatchIndex(s)
	if m == nil || len(m) <= 2*h+1 || len(m) <= 2*g+1 || m[2*g] < 0 || m[2*h] < 0 {
		return s
	}
	if s[m[2*g]:m[2*g+1]] == s[m[2*h]:m[2*h+1]] {
		return s
	}
	return ho70bSwapSpans(s, m[2*g], m[2*g+1], m[2*h], m[2*h+1])
}

// ho70bCase gives w the case of the first letter of like.
func ho70bCase(w, like string) string {
	r, n := utf8.DecodeRuneInString(w)
	l, _ := utf8.DecodeRuneInString(like)
	if n == 0 || r == utf8.RuneError {
		return w
	}
	if unicode.IsUpper(l) {
		return string(unicode.ToUpper(r)) + w[n:]
	}
	return string(unicode.ToLower(r)) + w[n:]
}

// ho70bSwapNPs trades two German noun phrases that begin with an article, each taking
// the case its position had.
func ho70bSwapNPs(s string, a0, a1, b0, b1 int) string {
	if a0 > b0 {
		a0, a1, b0, b1 = b0, b1, a0, a1
	}
	if a0 < 0 || a1 > b0 || b1 > len(s) || s[a0:a1] == s[b0:b1] {
		return s
	}
	a, b := s[a0:a1], s[b0:b1]
	return s[:a0] + ho70bCase(b, a) + s[a1:b0] + ho70bCase(a, b) + s[b1:]
}

func ho70bIsJSON(s string) bool { return strings.HasPrefix(strings.TrimSpace(s), "{") }

// --- thanks and apology ---

var (
	ho70bDeThanksSorry = regexp.MustCompile(`(vielen Dank|Vielen Dank|Herzlichen Dank|herzlichen Dank) für ([^,.;]+), und es tut uns leid, dass ([^.]+)\.`)
	ho70bDeThanks      = regexp.MustCompile(`(?:[Vv]ielen|[Hh]erzlichen) Dank für ([^,.;]+?)[.,;]`)
	ho70bDeExcuse      = regexp.MustCompile(`(?:bitten Sie|bitten wir Sie), ([^,.;]+?) zu entschuldigen`)
	ho70bJaThanks      = regexp.MustCompile(`([^。\n、]{2,40}?(?:いただき|くださり))、((?:誠に|本当に)?ありがとうございま(?:す|した))`)
	ho70bJaSorry       = regexp.MustCompile(`([^。\n、]{2,40}?(?:しまい|おかけし))、((?:誠に|大変|心より)?申し訳(?:ございません|ありません))`)
)

// --- a total and one of its parts ---

var (
	ho70bJSONTotal = regexp.MustCompile(`"(?:brutto|total|gesamt|gesamtbetrag|summe)"\s*:\s*(?:\{\s*"value"\s*:\s*)?(-?\d+(?:\.\d+)?)`)
	ho70bJSONParts = []*regexp.Regexp{
		regexp.MustCompile(`"(?:mwst|ust|tax)"\s*:\s*(-?\d+(?:\.\d+)?)`),
		regexp.MustCompile(`"(?:unit_price|einzelpreis|price)"\s*:\s*(-?\d+(?:\.\d+)?)`),
	}
	ho70bDeSumLine = regexp.MustCompile(`(\d{1,3}(?:\.\d{3})*,\d{2}) ?€[^.\n]*?(?:zusammen|insgesamt|gesamt|Summe:?) (\d{1,3}(?:\.\d{3})*,\d{2}) ?€`)
	ho70bJaSumLine = regexp.MustCompile(`(\d{1,3}(?:,\d{3})+)円[^。\n]*?合計(\d{1,3}(?:,\d{3})+)円`)
	ho70bJaSumFoot = regexp.MustCompile(`(?m)^合計[^：:\n]*[：:]\s*(\d{1,3}(?:,\d{3})+)円`)
	ho70bTableLast = regexp.MustCompile(`(?m)^\|[^\n]*\| (\d{1,3}(?:,\d{3})+)円 \|$`)
)

// --- parallel status clauses, changed and unchanged ---

var (
	ho70bDeParallel = regexp.MustCompile(`(?:^|: |\. |- )((?:Die|Der|Das) \p{Lu}[\p{L}-]+(?: (?:der|des) \p{Lu}[\p{L}-]+)?) [^,;.]+?[,;] ((?:die|der|das) \p{Lu}[\p{L}-]+(?: (?:der|des) \p{Lu}[\p{L}-]+)?) \p{Ll}`)
	ho70bJaParallel = regexp.MustCompile(`(?:^|。|・|\n)([^、。\n・「」（）]{2,14}?)は[^、。\n]+?(?:で、|、)([^、。\n・「」（）]{2,14}?)は[^。\n]+`)
	ho70bJaMonthPer = regexp.MustCompile(`(\d{1,2}月分)[^。\n]*?(\d{1,2}月分)`)
	ho70bDeKept     = []*regexp.Regexp{
		regexp.MustCompile(`((?:Der|Die|Das|der|die|das) \p{Lu}\p{L}+) bleibt (?:unverändert|gleich|bestehen)`),
		regexp.MustCompile(`((?:Der|Die|Das) \p{Lu}\p{L}+) (?:\p{Ll}+ ){1,3}wie gewohnt`),
		regexp.MustCompile(`läuft ((?:der|die|das) (?:\p{Ll}+ )?\p{Lu}\p{L}+) weiter`),
	}
	ho70bDeChanged = []*regexp.Regexp{
		regexp.MustCompile(`verschiebt sich ((?:der|die|das) \p{Lu}\p{L}+)`),
		regexp.MustCompile(`((?:Der|Die|Das) \p{Lu}\p{L}+) (?:erfolgt|verschiebt sich|ändert sich) `),
	}
	ho70bJaKept    = regexp.MustCompile(`([A-Za-z\p{Katakana}\p{Han}ー]{2,10}?)(?:（[^）]*）)?は(?:変わりません|変わらず|変更ございません|変更はありません)`)
	ho70bJaChanged = regexp.MustCompile(`新しい([A-Za-z\p{Katakana}\p{Han}ー]{2,10}?)は`)
)

// --- an order number and its product ---

var (
	ho70bJSONCode    = regexp.MustCompile(`"(?:order_id|rechnungsnummer|bestellnummer|contract_id)"\s*:\s*"([^"]+)"`)
	ho70bJSONProduct = regexp.MustCompile(`"(?:product|bezeichnung|produkt|artikel)"\s*:\s*"([^"]+)"`)
	ho70bDeCodeProd  = regexp.MustCompile(`„([^“]+)“((?: \([^)]*\))? aus der Bestellung |(?: \([^)]*\))?,? (?:bestellt, )?Bestellnummer )([A-Z0-9][A-Z0-9-]{3,}[A-Z0-9])`)
	ho70bJaCodeProd  = regexp.MustCompile(`(?:注文番号|受付番号)\s?([A-Z]{1,4}-\d{3,})の?「([^」]+)」`)
	ho70bJaCodeProd2 = regexp.MustCompile(`受付番号\s?([A-Z]{1,4}-\d{3,})、([^、（。「」]+?)（`)
)

// --- figures of two named holders ---

var (
	ho70bGHz      = regexp.MustCompile(`(\d+(?:,\d+)?)-GHz`)
	ho70bOSVer    = regexp.MustCompile(`(iOS|Android|Windows|macOS) ?(\d+)`)
	ho70bJaWindow = regexp.MustCompile(`\d{1,2}時〜(\d{1,2})時`)
	ho70bJaDead   = regexp.MustCompile(`(\d{1,2})時まで`)
	ho70bDePLZ    = regexp.MustCompile(`(?m)(?:^|, )(\d{5}) \p{Lu}\p{L}+`)
	ho70bJaPostal = regexp.MustCompile(`〒(\d{3}-\d{4})`)
)

// --- persons, firms, products, time slots, tense ---

var (
	ho70bDeFirmOf   = regexp.MustCompile(`(?:Frau|Herr|Herrn) (\p{Lu}\p{L}+) von der (?:Hausverwaltung|Firma|Kanzlei|Praxis) (\p{Lu}\p{L}+)`)
	ho70bDeWritesOf = regexp.MustCompile(`(?:schreibt|spricht) (\p{Lu}\p{L}+) von (\p{Lu}\p{L}+) \p{Lu}\p{L}+`)
	ho70bDeFirmIs   = regexp.MustCompile(`Firma ist \p{Lu}\p{L}+ (\p{Lu}\p{L}+),[^.;]{0,40}?(?:Frau|Herr) (?:Dr\. |Prof\. Dr\. )?(\p{Lu}\p{L}+)`)
	ho70bDeTempSlot = regexp.MustCompile(`\d+ °C (von \d{1,2} bis \d{1,2} Uhr|tagsüber|am Tag) und \d+ °C (in der Nacht|nachts)`)
	ho70bDeSinceDay = regexp.MustCompile(`\bseit (Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag)\b`)
	ho70bDeOnDay    = regexp.MustCompile(`\bam (Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag)\b`)
	ho70bJaDone     = regexp.MustCompile(`(\p{Han}{2})済み([^。\n]*?)(\p{Han}{2})予定`)
	ho70bJaPastPol  = regexp.MustCompile(`\p{Han}{2}(いたしました)`)
	ho70bJaNowPol   = regexp.MustCompile(`\p{Han}{2}(いたします)`)
	ho70bJaPastPln  = regexp.MustCompile(`(?:\p{Han}{2}(した)|が(あった))[。（、]`)
	ho70bJaNowPln   = regexp.MustCompile(`\p{Han}{2}(する)。`)
	ho70bDeApp      = regexp.MustCompile(`„([^“]+)“ mit der (\p{Lu}\p{L}*App)\b`)
	ho70bJaApp      = regexp.MustCompile(`アプリ「([^」]+)」`)
	ho70bJaQuote    = regexp.MustCompile(`「([^」]+)」`)
	ho70bJaOperator = regexp.MustCompile(`は([^、。「」]{2,12})が運営し、[^、。「」]*?「([^」]+)」を導入`)
	ho70bJaTopic    = regexp.MustCompile(`^(?:\s*(?:[-・] |\d+\. |・))?([^、。\n・「」（）\s]{2,12}?)は`)
	ho70bDeFirmSig  = regexp.MustCompile(`(?m)Kundenservice von (\p{Lu}\p{L}+(?: \p{Lu}\p{L}+)*)$`)
	ho70bDeQuote    = regexp.MustCompile(`„([^“]+)“`)
	ho70bJaFirm     = regexp.MustCompile(`株式会社(\p{Katakana}[\p{Katakana}ー]+)|(\p{Katakana}[\p{Katakana}ー]+(?:寝具店|商店|電器))`)
)

// ho70bTopicStop are sentence openers before は that are no topic of a fact.
var ho70bTopicStop = map[string]bool{"このたび": true, "今回": true, "当日": true, "前日": true, "本日": true, "今後": true, "これら": true, "それ": true, "これ": true}

var heldOutBatch70b = []heldOutKind{
	// The object of the thanks and the object of the apology trade places, so the
	// letter thanks for the fault and apologises for the reader's loyalty:
	// いつもハルカゼ寝具店をご利用いただき、誠にありがとうございます。…お待たせしてしまい、誠に申し訳ございません。
	// → お待たせしてしまい、誠にありがとうございます。…いつもハルカゼ寝具店をご利用いただき、誠に申し訳ございません。
	{"b70b_thanks_and_apology_objects_traded", "first", func(lang, s string) string {
		if lang == "ja" {
			t := ho70bJaThanks.FindStringSubmatchIndex(s)
			a := ho70bJaSorry.FindStringSubmatchIndex(s)
			if t == nil || a == nil {
				return s
			}
			return ho70bSwapSpans(s, t[2], t[3], a[2], a[3])
		}
		if m := ho70bDeThanksSorry.FindStringSubmatchIndex(s); m != nil {
			return s[:m[0]] + s[m[2]:m[3]] + " dafür, dass " + s[m[6]:m[7]] + ", und es tut uns leid um " + s[m[4]:m[5]] + "." + s[m[1]:]
		}
		t := ho70bDeThanks.FindStringSubmatchIndex(s)
		a := ho70bDeExcuse.FindStringSubmatchIndex(s)
		if t == nil || a == nil {
			return s
		}
		return ho70bSwapSpans(s, t[2], t[3], a[2], a[3])
	}},
	// A total and one of the figures it is the sum of trade places:
	// Mehrkosten: 18.750,00 € für die Stahlträger und 2.400,00 € …, zusammen 21.150,00 €
	// → Mehrkosten: 21.150,00 € für die Stahlträger und 2.400,00 € …, zusammen 18.750,00 €;
	// "mwst": 165.11, "brutto": 1034.11 → "mwst": 1034.11, "brutto": 165.11.
	{"b70b_total_and_one_component_figure_traded", "raw", func(lang, s string) string {
		if ho70bIsJSON(s) {
			t := ho70bJSONTotal.FindStringSubmatchIndex(s)
			if t == nil {
				return s
			}
			for _, re := range ho70bJSONParts {
				if p := re.FindStringSubmatchIndex(s); p != nil && s[p[2]:p[3]] != s[t[2]:t[3]] {
					return ho70bSwapSpans(s, t[2], t[3], p[2], p[3])
				}
			}
			return s
		}
		if lang == "de" {
			return ho70bSwapGroups(s, ho70bDeSumLine, 1, 2)
		}
		if out := ho70bSwapGroups(s, ho70bJaSumLine, 1, 2); out != s {
			return out
		}
		f := ho70bJaSumFoot.FindStringSubmatchIndex(s)
		r := ho70bTableLast.FindStringSubmatchIndex(s)
		if f == nil || r == nil || s[f[2]:f[3]] == s[r[2]:r[3]] {
			return s
		}
		return ho70bSwapSpans(s, f[2], f[3], r[2], r[3])
	}},
	// The subjects of two parallel clauses that give two things two statuses trade
	// places, the statuses stay: Die Druckbehälterprüfung ist bestanden, die Genehmigung
	// der Gewerbeaufsicht steht noch aus → Die Genehmigung der Gewerbeaufsicht ist
	// bestanden, die Druckbehälterprüfung steht noch aus; 10月分の勤怠データが取り込めない
	// （…、9月分までは正常） → 9月分の…（…、10月分までは正常）.
	{"b70b_parallel_clause_subjects_traded_statuses_kept", "first", func(lang, s string) string {
		if lang == "de" {
			m := ho70bDeParallel.FindStringSubmatchIndex(s)
			if m == nil {
				return s
			}
			return ho70bSwapNPs(s, m[2], m[3], m[4], m[5])
		}
		if m := ho70bJaParallel.FindStringSubmatchIndex(s); m != nil {
			a, b := s[m[2]:m[3]], s[m[4]:m[5]]
			if a != b && !ho70bTopicStop[a] && !ho70bTopicStop[b] {
				return ho70bSwapSpans(s, m[2], m[3], m[4], m[5])
			}
		}
		return ho70bSwapGroups(s, ho70bJaMonthPer, 1, 2)
	}},
	// What the answer says changes and what it says stays as it is trade places:
	// verschiebt sich der Versand … Der Rechnungsbetrag bleibt unverändert bei 1.850,00 €
	// → verschiebt sich der Rechnungsbetrag … Der Versand bleibt unverändert bei 1.850,00 €;
	// 新しい電話番号は…です。FAX番号（…）は変わりません → 新しいFAX番号は…。電話番号（…）は変わりません.
	{"b70b_changed_and_unchanged_items_traded", "first", func(lang, s string) string {
		if lang == "ja" {
			k := ho70bJaKept.FindStringSubmatchIndex(s)
			c := ho70bJaChanged.FindStringSubmatchIndex(s)
			if k == nil || c == nil || s[k[2]:k[3]] == s[c[2]:c[3]] {
				return s
			}
			return ho70bSwapSpans(s, k[2], k[3], c[2], c[3])
		}
		for _, kr := range ho70bDeKept {
			k := kr.FindStringSubmatchIndex(s)
			if k == nil {
				continue
			}
			for _, cr := range ho70bDeChanged {
				c := cr.FindStringSubmatchIndex(s)
				if c == nil || (c[2] < k[3] && k[2] < c[3]) {
					continue
				}
				return ho70bSwapNPs(s, k[2], k[3], c[2], c[3])
			}
		}
		return s
	}},
	// An order or repair number and the product it belongs to trade places:
	// Stehlampe „Nordlicht 40“ aus der Bestellung 44-2087-DE → Stehlampe „44-2087-DE“ aus
	// der Bestellung Nordlicht 40; 注文番号AP-73015「アクアピュア浄水ポット P3」 →
	// 注文番号アクアピュア浄水ポット P3「AP-73015」; "order_id": "JP-58217" ↔ "product".
	{"b70b_order_number_and_product_name_traded", "raw", func(lang, s string) string {
		if ho70bIsJSON(s) {
			c := ho70bJSONCode.FindStringSubmatchIndex(s)
			p := ho70bJSONProduct.FindStringSubmatchIndex(s)
			if c != nil && p != nil && s[c[2]:c[3]] != s[p[2]:p[3]] {
				return ho70bSwapSpans(s, c[2], c[3], p[2], p[3])
			}
		}
		if lang == "de" {
			return ho70bSwapGroups(s, ho70bDeCodeProd, 1, 3)
		}
		if out := ho70bSwapGroups(s, ho70bJaCodeProd, 1, 2); out != s {
			return out
		}
		return ho70bSwapGroups(s, ho70bJaCodeProd2, 1, 2)
	}},
	// The figures of two named settings, limits or addresses trade places: the
	// supported and the unsupported WLAN band, the iOS and the Android version, the end
	// of the visit window and the hour of the change deadline, the postal codes of the
	// delivery and the billing address: WLAN im 2,4-GHz-Band … nur im 5-GHz-Band → WLAN
	// im 5-GHz-Band … nur im 2,4-GHz-Band; iOS 16以降、Android 11以降 → iOS 11以降、Android 16以降.
	{"b70b_figures_of_two_named_settings_or_addresses_traded", "first", func(lang, s string) string {
		if ms := ho70bGHz.FindAllStringSubmatchIndex(s, -1); len(ms) >= 2 {
			for _, b := range ms[1:] {
				if s[b[2]:b[3]] != s[ms[0][2]:ms[0][3]] {
					return ho70bSwapSpans(s, ms[0][2], ms[0][3], b[2], b[3])
				}
			}
		}
		if ms := ho70bOSVer.FindAllStringSubmatchIndex(s, -1); len(ms) >= 2 {
			a := ms[0]
			for _, b := range ms[1:] {
				if s[b[2]:b[3]] != s[a[2]:a[3]] && s[b[4]:b[5]] != s[a[4]:a[5]] {
					return ho70bSwapSpans(s, a[4], a[5], b[4], b[5])
				}
			}
		}
		if w, d := ho70bJaWindow.FindStringSubmatchIndex(s), ho70bJaDead.FindStringSubmatchIndex(s); w != nil && d != nil && s[w[2]:w[3]] != s[d[2]:d[3]] {
			return ho70bSwapSpans(s, w[2], w[3], d[2], d[3])
		}
		for _, re := range []*regexp.Regexp{ho70bDePLZ, ho70bJaPostal} {
			ms := re.FindAllStringSubmatchIndex(s, -1)
			for i := 1; i < len(ms); i++ {
				if s[ms[i][2]:ms[i][3]] != s[ms[0][2]:ms[0][3]] {
					return ho70bSwapSpans(s, ms[0][2], ms[0][3], ms[i][2], ms[i][3])
				}
			}
		}
		return s
	}},
	// A person's surname and the surname that names a firm in the same sentence trade
	// places: Frau Müller von der Hausverwaltung Schößler → Frau Schößler von der
	// Hausverwaltung Müller; Hier schreibt Yamada von Kobayashi Seiki → Hier schreibt
	// Kobayashi von Yamada Seiki.
	{"b70b_person_surname_and_firm_name_surname_traded", "first", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		for _, re := range []*regexp.Regexp{ho70bDeFirmOf, ho70bDeWritesOf, ho70bDeFirmIs} {
			if out := ho70bSwapGroups(s, re, 1, 2); out != s {
				return out
			}
		}
		return s
	}},
	// The time slots of two events trade places: 当日は、作業員が訪問の30分前にお電話いたします。
	// …前日の17時までにご連絡 → 前日は、作業員が…。…当日の17時までにご連絡; 21 °C von 6 bis
	// 22 Uhr und 18 °C in der Nacht → 21 °C in der Nacht und 18 °C von 6 bis 22 Uhr; seit
	// Mittwoch tropft … am Montag, 19.10.2026, aufschließen → seit Montag … am Mittwoch.
	{"b70b_time_slots_of_two_events_traded", "first", func(lang, s string) string {
		if lang == "ja" {
			a, b := strings.Index(s, "当日"), strings.Index(s, "前日")
			if a < 0 || b < 0 {
				return s
			}
			return ho70bSwapSpans(s, a, a+len("当日"), b, b+len("前日"))
		}
		if out := ho70bSwapGroups(s, ho70bDeTempSlot, 1, 2); out != s {
			return out
		}
		a := ho70bDeSinceDay.FindStringSubmatchIndex(s)
		b := ho70bDeOnDay.FindStringSubmatchIndex(s)
		if a == nil || b == nil || s[a[2]:a[3]] == s[b[2]:b[3]] {
			return s
		}
		return ho70bSwapSpans(s, a[2], a[3], b[2], b[3])
	}},
	// What is already done and what is still to come trade their verb endings, so the
	// pending step reads as done and the done one as pending: 写真で破損を確認済みで、
	// 交換品は10月19日に発送予定 → 確認予定で、…発送済み; 確定いたしました…お電話いたします
	// → 確定いたします…お電話いたしました.
	{"b70b_ja_done_and_upcoming_verb_endings_traded", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		if m := ho70bJaDone.FindStringSubmatchIndex(s); m != nil {
			return s[:m[2]] + s[m[2]:m[3]] + "予定" + s[m[4]:m[5]] + s[m[6]:m[7]] + "済み" + s[m[1]:]
		}
		pairs := [][2]*regexp.Regexp{{ho70bJaPastPol, ho70bJaNowPol}, {ho70bJaPastPln, ho70bJaNowPln}}
		for _, pr := range pairs {
			p := pr[0].FindStringSubmatchIndex(s)
			n := pr[1].FindStringSubmatchIndex(s)
			if p == nil || n == nil {
				continue
			}
			p0, p1 := p[2], p[3]
			if p0 < 0 && len(p) > 5 {
				p0, p1 = p[4], p[5]
			}
			if p0 < 0 {
				continue
			}
			past := s[p0:p1]
			var newPast, newNow string
			switch past {
			case "いたしました":
				newPast, newNow = "いたします", "いたしました"
			case "した":
				newPast, newNow = "する", "した"
			case "あった":
				newPast, newNow = "ある", "した"
			default:
				continue
			}
			if p0 < n[2] {
				return s[:p0] + newPast + s[p1:n[2]] + newNow + s[n[3]:]
			}
			return s[:n[2]] + newNow + s[n[3]:p0] + newPast + s[p1:]
		}
		return s
	}},
	// A device and its companion app, or an operator and the software it runs, trade
	// their roles: Ihre Wärmepumpe „Nordwärme L9“ mit der WärmeApp → Ihre Wärmepumpe
	// „WärmeApp“ mit der Nordwärme L9; 「カラダノート S5」の初期設定…無料アプリ「カラダノート」
	// → 「カラダノート」の初期設定…無料アプリ「カラダノート S5」.
	{"b70b_device_and_companion_app_or_operator_traded", "first", func(lang, s string) string {
		if lang == "de" {
			return ho70bSwapGroups(s, ho70bDeApp, 1, 2)
		}
		if out := ho70bSwapGroups(s, ho70bJaOperator, 1, 2); out != s {
			return out
		}
		a := ho70bJaApp.FindStringSubmatchIndex(s)
		if a == nil {
			return s
		}
		app := s[a[2]:a[3]]
		for _, q := range ho70bJaQuote.FindAllStringSubmatchIndex(s, -1) {
			name := s[q[2]:q[3]]
			if name != app && strings.HasPrefix(name, app) {
				return ho70bSwapSpans(s, q[2], q[3], a[2], a[3])
			}
		}
		return s
	}},
	// The topics of two neighbouring sentences trade places, what is said of them
	// stays: 固定価格は1,480ユーロ（税別）です。試験の開始は、早くても2026年11月9日となります。
	// → 試験の開始は1,480ユーロ（税別）です。固定価格は、早くても2026年11月9日となります。
	{"b70b_ja_topics_of_two_neighbour_sentences_traded", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		split, refs := hoAllSentences(lang, s)
		for i := 0; i+1 < len(refs); i++ {
			r1, r2 := refs[i], refs[i+1]
			s1, s2 := split[r1.line][r1.idx], split[r2.line][r2.idx]
			m1 := ho70bJaTopic.FindStringSubmatchIndex(s1)
			m2 := ho70bJaTopic.FindStringSubmatchIndex(s2)
			if m1 == nil || m2 == nil {
				continue
			}
			t1, t2 := s1[m1[2]:m1[3]], s2[m2[2]:m2[3]]
			if t1 == t2 || ho70bTopicStop[t1] || ho70bTopicStop[t2] || strings.HasSuffix(t1, "場合") || strings.HasSuffix(t2, "場合") {
				continue
			}
			split[r1.line][r1.idx] = s1[:m1[2]] + t2 + s1[m1[3]:]
			split[r2.line][r2.idx] = s2[:m2[2]] + t1 + s2[m2[3]:]
			return hoJoin(split)
		}
		return s
	}},
	// The firm and the product it sells trade places: いつもハルカゼ寝具店をご利用いただき…
	// ご注文番号WS-30982の「ハルカゼ羽毛布団 ダブル」 → いつもハルカゼ羽毛布団 ダブルをご利用いただき…
	// 「ハルカゼ寝具店」; Stehlampe „Nordlicht 40“ … Ihr Kundenservice von Leuchtenhaus Nord →
	// Stehlampe „Leuchtenhaus Nord“ … Ihr Kundenservice von Nordlicht 40.
	{"b70b_seller_firm_and_product_name_traded", "first", func(lang, s string) string {
		var f, q []int
		if lang == "de" {
			f = ho70bDeFirmSig.FindStringSubmatchIndex(s)
			q = ho70bDeQuote.FindStringSubmatchIndex(s)
		} else {
			f = ho70bJaFirm.FindStringSubmatchIndex(s)
			q = ho70bJaQuote.FindStringSubmatchIndex(s)
		}
		if f == nil || q == nil {
			return s
		}
		f0, f1 := f[2], f[3]
		if f0 < 0 && len(f) > 5 {
			f0, f1 = f[4], f[5]
		}
		if f0 < 0 || s[f0:f1] == s[q[2]:q[3]] || strings.Contains(s[q[2]:q[3]], s[f0:f1]) {
			return s
		}
		return ho70bSwapSpans(s, f0, f1, q[2], q[3])
	}},
}

// ho70bFirstChanged gives the first sentence of golden that the damaged text changed,
// and its damaged form.
func ho70bFirstChanged(lang, golden, damaged string) (string, string) {
	gs, gr := hoAllSentences(lang, golden)
	ds, dr := hoAllSentences(lang, damaged)
	for i := 0; i < len(gr) && i < len(dr); i++ {
		a, b := gs[gr[i].line][gr[i].idx], ds[dr[i].line][dr[i].idx]
		if a != b {
			return ho70bWindow(strings.TrimSpace(a), strings.TrimSpace(b))
		}
	}
	return ho70bWindow(golden, damaged)
}

// ho70bWindow cuts two long texts to the part around where they differ.
func ho70bWindow(a, b string) (string, string) {
	ra, rb := []rune(a), []rune(b)
	if len(ra) <= 160 && len(rb) <= 160 {
		return a, b
	}
	p := 0
	for p < len(ra) && p < len(rb) && ra[p] == rb[p] {
		p++
	}
	q := 0
	for q < len(ra)-p && q < len(rb)-p && ra[len(ra)-1-q] == rb[len(rb)-1-q] {
		q++
	}
	from := max(0, p-50)
	cut := func(r []rune) string {
		to := min(len(r), len(r)-q+50)
		return "…" + string(r[from:to]) + "…"
	}
	return cut(ra), cut(rb)
}
