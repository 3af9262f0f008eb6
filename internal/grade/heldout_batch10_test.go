package grade

import (
	"bytes"
	"encoding/json"
	"fmt"
	"regexp"
	"strings"
	"testing"
	"unicode"

	"golang.org/x/text/unicode/norm"
)

// The tenth blind batch of the held-out study: damage kinds and harmless variants
// modelled on real inference failures, written after reading only the goldens, the
// prompts, the harness and the names of the earlier kinds, before reading any check.
// TestHeldOutDamage logs its total as "batch 10". At first sight (2026-12-04): 298 of
// 408 (73.0 %) and 1 false alarm on 43 variant answers; after the rules it prompted
// 359 of 408 (88.0 %), 0 false alarms.

// ho10Table rewrites the exact spans it lists (old, new, old, new, ...) in one pass, so
// a table entry never rewrites another's output. Each span occurs in one golden only.
func ho10Table(pairs ...string) func(lang, s string) string {
	r := strings.NewReplacer(pairs...)
	return func(lang, s string) string { return r.Replace(s) }
}

func ho10IsJSON(s string) bool { return strings.HasPrefix(strings.TrimSpace(s), "{") }

func ho10HasDigit(s string) bool { return strings.IndexFunc(s, unicode.IsDigit) >= 0 }

// ho10Abbrev are German abbreviations whose full stop ends no sentence.
var ho10Abbrev = map[string]bool{"Prof": true, "Dr": true, "Hd": true, "z": true, "Nr": true, "Pos": true, "Co": true, "Ltd": true, "bzw": true, "ca": true, "zzgl": true, "inkl": true, "B": true, "d": true, "h": true, "u": true, "a": true}

// ho10Sentences splits s into segments whose concatenation is s: each ends after a
// sentence stop (。, or . ! ? before a space, newline or the end, not after a digit or
// an abbreviation, with the following spaces) or after a newline.
func ho10Sentences(s string) []string {
	rs := []rune(s)
	var segs []string
	start := 0
	for i := 0; i < len(rs); i++ {
		r := rs[i]
		end := false
		switch r {
		case '\n', '。':
			end = true
		case '.', '!', '?':
			if i+1 == len(rs) || rs[i+1] == ' ' || rs[i+1] == '\n' {
				end = true
				if r == '.' && i > 0 {
					if unicode.IsDigit(rs[i-1]) {
						end = false
					} else {
						j := i
						for j > 0 && unicode.IsLetter(rs[j-1]) {
							j--
						}
						if ho10Abbrev[string(rs[j:i])] {
							end = false
						}
					}
				}
			}
		}
		if !end {
			continue
		}
		for r != '\n' && i+1 < len(rs) && rs[i+1] == ' ' {
			i++
		}
		segs = append(segs, string(rs[start:i+1]))
		start = i + 1
	}
	if start < len(rs) {
		segs = append(segs, string(rs[start:]))
	}
	return segs
}

// ho10Units splits s into lines (with their newline) when it has three or more
// non-empty lines, and into sentences otherwise.
func ho10Units(s string) []string {
	lines := strings.SplitAfter(s, "\n")
	n := 0
	for _, l := range lines {
		if strings.TrimSpace(l) != "" {
			n++
		}
	}
	if n >= 3 {
		return lines
	}
	return ho10Sentences(s)
}

// ho10Core splits a unit into its text and its trailing spaces and newline.
func ho10Core(u string) (string, string) {
	core := strings.TrimRight(u, " \n")
	return core, u[len(core):]
}

var ho10ListMarker = regexp.MustCompile(`^(?:- |・|\d+\. )`)

// ho10DriftFirstNumber changes the last digit of the first run of digits in s.
func ho10DriftFirstNumber(s string) string {
	loc := regexp.MustCompile(`\d+`).FindStringIndex(s)
	if loc == nil {
		return s
	}
	d := s[loc[1]-1]
	nd := byte('0' + (d-'0'+1)%10)
	if d == '9' {
		nd = '8'
	}
	return s[:loc[1]-1] + string(nd) + s[loc[1]:]
}

// ho10Group writes digits with sep every three from the right.
func ho10Group(digits, sep string) string {
	var b strings.Builder
	for i, r := range digits {
		if i > 0 && (len(digits)-i)%3 == 0 {
			b.WriteString(sep)
		}
		b.WriteRune(r)
	}
	return b.String()
}

var (
	ho10DeAmount   = regexp.MustCompile(`\d{1,3}(?:\.\d{3})*,\d{2}\s?€`)
	ho10JaAmount   = regexp.MustCompile(`\d{1,3}(?:,\d{3})*万?円`)
	ho10JSONNumber = regexp.MustCompile(`(": )(\d{3,}(?:\.\d+)?)`)
	ho10DeLongWord = regexp.MustCompile(`[A-ZÄÖÜ][a-zäöüß]{11,}`)
	ho10KanaRun    = regexp.MustCompile(`[ァ-ヺー]{4,}`)
	ho10CodeHyphen = regexp.MustCompile(`([A-Za-z0-9])-([0-9])`)
	ho10Chouon     = regexp.MustCompile(`([ァ-ヺ])ー`)
)

// ho10DoubleLeadingDigit writes the first amount with its leading digit emitted twice.
func ho10DoubleLeadingDigit(lang, s string) string {
	if ho10IsJSON(s) {
		loc := ho10JSONNumber.FindStringSubmatchIndex(s)
		if loc == nil {
			return s
		}
		return s[:loc[4]] + s[loc[4]:loc[4]+1] + s[loc[4]:]
	}
	if lang == "ja" {
		loc := ho10JaAmount.FindStringIndex(s)
		if loc == nil {
			return s
		}
		m := s[loc[0]:loc[1]]
		num := strings.TrimRight(m, "万円")
		digits := strings.ReplaceAll(num, ",", "")
		return s[:loc[0]] + ho10Group(digits[:1]+digits, ",") + m[len(num):] + s[loc[1]:]
	}
	loc := ho10DeAmount.FindStringIndex(s)
	if loc == nil {
		return s
	}
	m := s[loc[0]:loc[1]]
	comma := strings.Index(m, ",")
	digits := strings.ReplaceAll(m[:comma], ".", "")
	return s[:loc[0]] + ho10Group(digits[:1]+digits, ".") + m[comma:] + s[loc[1]:]
}

// ho10EchoPrompts maps a span only one golden has to the opening of its own prompt.
var ho10EchoPrompts = [][2]string{
	{"WE-20417", "Beantworten Sie die folgende E-Mail. Bestätigen Sie die neue Lieferadresse (als Anschriftblock) und den Liefertermin, und nennen Sie die unveränderte Rechnungsanschrift."},
	{"Kontrolltermin", "Bestätige Frau Lena Schäfer ihren Termin zur Kontrolle am Montag, 26. Oktober 2026, um 10:30 Uhr in der Zahnarztpraxis Dr. Öztürk, Gärtnerweg 7."},
	{"44-2087-DE", "Schreibe eine kurze, höfliche Antwort an den Kunden. Anrede mit \"Sehr geehrter Herr Weiß\", Gruß mit \"Mit freundlichen Grüßen\" und \"Ihr Kundenservice von Leuchtenhaus Nord\"."},
	{"77-3190-DE", "Fasse das folgende Kundenanliegen in 3 bis 5 Stichpunkten zusammen (Markdown-Liste mit \"- \")."},
	{"DE-55102", "Extrahiere aus der E-Mail ein JSON-Objekt mit den Schlüsseln name, city, order_id, total (value als Zahl, currency) und delivery_date (YYYY-MM-DD)."},
	{"Eisblock", "Stellen Sie die drei Angebote für die Kühlzellenerneuerung in einer Markdown-Tabelle mit den Spalten Anbieter, Preis, Lieferzeit und Garantie gegenüber, in der Reihenfolge des Eingangs."},
	{"WS-30982", "小林 恵子様へ、配送遅延のお詫びメールを書いてください。です・ます調で、件名は不要です。"},
	{"RP-60418", "渡辺 弘様に、出張修理の訪問日時を確認するメールを、です・ます調で書いてください。"},
	{"INV-88213", "次のお問い合わせに、です・ます調で返信してください。"},
	{"SK-30918", "次の契約内容からJSONを作成してください。"},
	{"TR-4031", "次の問い合わせ記録を3文で要約してください。固有名詞とエラーコードは原文どおりに書いてください。"},
}

// ho10DropMidWord drops a token from the middle of the first long German compound or
// katakana word.
func ho10DropMidWord(lang, s string) string {
	re, drop := ho10DeLongWord, 3
	if lang == "ja" {
		re, drop = ho10KanaRun, 1
	}
	loc := re.FindStringIndex(s)
	if loc == nil {
		return s
	}
	w := []rune(s[loc[0]:loc[1]])
	if lang == "ja" && len(w) >= 6 {
		drop = 2
	}
	mid := len(w)/2 - drop/2
	nw := string(w[:mid]) + string(w[mid+drop:])
	return s[:loc[0]] + nw + s[loc[1]:]
}

// ho10MisorderMark writes the first umlaut of a capitalised word, or the first voiced
// kana, decomposed, with its
// combining mark before the base letter instead of after it.
func ho10MisorderMark(lang, s string) string {
	capWord := false // in German, only in a capitalised word (a noun or a name)
	prev := ' '
	for i, r := range s {
		if !unicode.IsLetter(prev) {
			capWord = unicode.IsUpper(r)
		}
		prev = r
		d := []rune(norm.NFD.String(string(r)))
		if len(d) == 2 && (d[1] == 0x0308 || d[1] == 0x3099 || d[1] == 0x309A) && (lang == "ja" || capWord) {
			return s[:i] + string(d[1]) + string(d[0]) + s[i+len(string(r)):]
		}
	}
	return s
}

// ho10RepeatDrifted repeats the first sentence that holds a number right after itself,
// with that number's last digit changed in the copy.
func ho10RepeatDrifted(lang, s string) string {
	segs := ho10Sentences(s)
	for i, seg := range segs {
		core, tail := ho10Core(seg)
		if !ho10HasDigit(core) || len([]rune(core)) < 8 {
			continue
		}
		cp := ho10DriftFirstNumber(ho10ListMarker.ReplaceAllString(core, ""))
		sep := " "
		if lang == "ja" {
			sep = ""
		}
		segs[i] = core + sep + cp + tail
		return strings.Join(segs, "")
	}
	return s
}

// ho10OverwriteLater writes the first unit that holds a number over the last one.
func ho10OverwriteLater(lang, s string) string {
	us := ho10Units(s)
	first, last := -1, -1
	for i, u := range us {
		if ho10HasDigit(u) {
			if first < 0 {
				first = i
			}
			last = i
		}
	}
	if first < 0 || last == first {
		return s
	}
	fc, _ := ho10Core(us[first])
	lc, lt := ho10Core(us[last])
	if fc == lc {
		return s
	}
	us[last] = fc + lt
	return strings.Join(us, "")
}

// ho10DropLastFact drops the last unit that holds a number.
func ho10DropLastFact(lang, s string) string {
	us := ho10Units(s)
	if len(us) < 2 {
		return s
	}
	for i := len(us) - 1; i >= 0; i-- {
		if ho10HasDigit(us[i]) {
			return strings.Join(append(us[:i:i], us[i+1:]...), "")
		}
	}
	return s
}

// ho10CutAfterFirstBlock keeps a list or table and drops whatever follows it.
func ho10CutAfterFirstBlock(lang, s string) string {
	lines := strings.Split(s, "\n")
	isBlock := func(l string) bool { return strings.HasPrefix(l, "|") || ho10ListMarker.MatchString(l) }
	i := 0
	for i < len(lines) && !isBlock(lines[i]) {
		i++
	}
	j := i
	for j < len(lines) && isBlock(lines[j]) {
		j++
	}
	if i == len(lines) || strings.TrimSpace(strings.Join(lines[j:], "")) == "" {
		return s
	}
	return strings.Join(lines[:j], "\n")
}

// ho10StreamSwap swaps two adjacent chunks at the middle of the answer.
func ho10StreamSwap(lang, s string) string {
	rs := []rune(s)
	k := 7
	if lang == "ja" {
		k = 4
	}
	p := len(rs) / 2
	if p+2*k > len(rs) {
		return s
	}
	out := append([]rune{}, rs[:p]...)
	out = append(out, rs[p+k:p+2*k]...)
	out = append(out, rs[p:p+k]...)
	out = append(out, rs[p+2*k:]...)
	return string(out)
}

// ho10StreamDrop loses one chunk, starting at the first digit past the middle.
func ho10StreamDrop(lang, s string) string {
	rs := []rune(s)
	k := 6
	if lang == "ja" {
		k = 4
	}
	p := len(rs) / 2
	for q := p; q < len(rs); q++ {
		if unicode.IsDigit(rs[q]) {
			p = q
			break
		}
	}
	if p+k > len(rs) {
		return s
	}
	return string(rs[:p]) + string(rs[p+k:])
}

// heldOutBatch10 are the tenth batch's damage kinds.
var heldOutBatch10 = []heldOutKind{
	// FP8/INT4 drift: a noun slides to a neighbouring sense (check-up for treatment, loan for replacement, wall for ceiling).
	{"fp8_neighbour_sense_word", "strings", ho10Table(
		"Kontrolltermin", "Behandlungstermin",
		"Austauschgerät", "Leihgerät",
		"Ersatzlampe", "Leihlampe",
		"Badezimmerdecke", "Badezimmerwand",
		"Schallschutzwände", "Brandschutzwände",
		"abgerechnet", "eingeplant",
		"Vorlauftemperatur", "Außentemperatur",
		"Backofenthermometer", "Backofenhygrometer",
		"出張修理", "持込修理",
		"クーポン", "ポイント",
		"勤怠データ", "売上データ",
		"セット商品", "大型商品",
		"振動試験", "騒音試験",
		"割れていて", "汚れていて",
		"経理部", "総務部",
		"体脂肪率", "体水分率",
		"交換用パッキン", "交換用フィルター",
		"初期費用", "解約費用",
	)},
	// INT4 drift on one summand: a part of a sum or a unit price changes while the total stays as it was.
	{"summand_changed_total_kept", "raw", ho10Table(
		"18.750,00 € für die Stahlträger", "18.950,00 € für die Stahlträger",
		"追加ユーザー料金5,500円（税込）で", "追加ユーザー料金6,500円（税込）で",
		"| 2,400円 |", "| 2,600円 |",
		`"einzelpreis": 64.50`, `"einzelpreis": 62.50`,
		`"unit_price": 1100`, `"unit_price": 1200`,
	)},
	// Quantization drift on a quantity: the count no longer matches the line amounts and totals.
	{"qty_off_total_mismatch", "raw", ho10Table(
		`"menge": 4,`, `"menge": 5,`,
		`"quantity": 2,`, `"quantity": 3,`,
		"| 20箱 |", "| 25箱 |",
		"ユーザーを1名追加", "ユーザーを2名追加",
	)},
	// KV-cache corruption: a value from another place in the prompt (meeting date, FAX number, billing postcode) replaces the right one.
	{"kv_value_from_elsewhere_in_prompt", "raw", ho10Table(
		"Die nächste Sitzung findet am 12.11.2026 statt.", "Die nächste Sitzung findet am 15.10.2026 statt.",
		"bisher sind 212.400,00 € abgerechnet", "bisher sind 3.200,00 € abgerechnet",
		"9月末時点の支出は2億1,500万円", "9月末時点の支出は1億2,000万円",
		"新しい電話番号は06-6345-7781", "新しい電話番号は06-6345-7790",
		"お支払い期限は2026年10月30日（金）", "お支払い期限は2026年9月20日",
		"Gießereistraße 14\n67059 Ludwigshafen", "Gießereistraße 14\n67002 Ludwigshafen",
		"2026年10月30日までに", "2026年10月14日までに",
	)},
	// KV-cache corruption in structured output: a field repeats its sibling's value.
	{"kv_sibling_value_copied", "raw", ho10Table(
		`"deputy_contact": "森課長"`, `"deputy_contact": "石井部長"`,
		`"faellig_am": "2026-11-04"`, `"faellig_am": "2026-10-21"`,
		`"product": "交換用パッキン"`, `"product": "ソラノ電気ケトル K1"`,
	)},
	// Batched serving bug (prefix-cache or slot mix-up): another request's order number appears in this answer.
	{"cross_request_id_bleed", "strings", ho10Table(
		"44-2087-DE", "77-3190-DE",
		"77-3190-DE", "44-2087-DE",
		"WE-20417", "DE-55102",
		"DE-55102", "WE-20417",
		"KS-7741", "TU-4471",
		"TU-4471", "KS-7741",
		"WS-30982", "AP-73015",
		"AP-73015", "WS-30982",
		"RP-60418", "JP-58217",
		"JP-58217", "RP-60418",
		"SK-30918", "WS-30982",
	)},
	// Batched serving bug: another request's customer name replaces this customer's.
	{"cross_request_customer_name_bleed", "strings", ho10Table(
		"Frau Schäfer", "Frau Köhler",
		"Frau Köhler", "Frau Schäfer",
		"Herr Weiß", "Herr Groß",
		"Herrn Weiß", "Herrn Groß",
		"Herr Groß", "Herr Weiß",
		"Petra Müller", "Sabine Köhler",
		"小林 恵子", "渡辺 弘",
		"渡辺 弘", "中島 大輔",
		"中島 大輔", "小林 恵子",
		"松本様", "渡辺様",
		"髙橋 美咲", "小林 恵子",
	)},
	// Batched serving bug: the problem described in another request's conversation replaces this customer's problem.
	{"cross_request_issue_bleed", "strings", ho10Table(
		"aus der Bestellung 44-2087-DE flackert", "aus der Bestellung 44-2087-DE keinen Druck mehr aufbaut",
		"Die Pumpe baut seit dem zweiten Tag keinen Druck mehr auf", "Das Gerät flackert seit dem zweiten Tag",
		"フィルター差し込み口が割れていて使えない", "冷凍室が冷えない",
		"フィルター差し込み口の破損を確認", "冷凍室の不具合を確認",
		"冷凍室が冷えない症状", "フィルター差し込み口が割れている症状",
	)},
	// Batched serving bug: the answer is signed by the sender of another request.
	{"cross_request_sender_bleed", "strings", ho10Table(
		"Ihr Kundenservice von Leuchtenhaus Nord", "Ihr Kundenservice von Weißenfels Elektrotechnik",
		"\nWeißenfels Elektrotechnik GmbH", "\nLeuchtenhaus Nord GmbH",
		"Ihre Zahnarztpraxis Dr. Öztürk", "Ihr Kundenservice von Leuchtenhaus Nord",
		"ハルカゼ寝具店 カスタマーサポート 岡田", "ミライ会計サポート カスタマーサポート 岡田",
		"今後ともミライ会計サポートを", "今後ともハルカゼ寝具店を",
		"Ken Yamada\nKobayashi Seiki Co., Ltd.", "Ken Yamada\nWeißenfels Elektrotechnik GmbH",
	)},
	// KV-cache corruption: an earlier sentence resurfaces in place of a later one, whose fact is lost.
	{"kv_later_sentence_overwritten", "longest", ho10OverwriteLater},
	// Context cut by a too-small max_model_len: the instruction at the prompt's end (troubleshooting, recommendation, totals) is ignored.
	{"ctx_late_instruction_ignored", "raw", ho10CutAfterFirstBlock},
	// Context cut: the last fact-bearing line or sentence (the last question or item) is missing.
	{"ctx_truncated_tail_fact_lost", "longest", ho10DropLastFact},
	// Context cut / lost update: the answer reports the original plan instead of the rescheduled one.
	{"superseded_plan_reported", "strings", ho10Table(
		"Weil die nötigen Stahlträger für das Dach erst am 28.10.2026 geliefert werden, verschiebt sich die Inbetriebnahme vom 02.11.2026 auf den 16.11.2026; bis dahin läuft die alte Anlage weiter.",
		"Die Stahlträger für das Dach werden am 28.10.2026 geliefert; die Inbetriebnahme ist wie geplant für den 02.11.2026 vorgesehen.",
		"kommt der Verdichter erst am 23.11.2026 statt am 02.11.2026; die Inbetriebnahme verschiebt sich auf den 07.12.2026.",
		"kommt der Verdichter wie geplant am 02.11.2026; die Inbetriebnahme ist für den 07.12.2026 vorgesehen.",
		"verschiebt sich der Versand der von Ihnen bestellten Teile (Bestellnummer KS-7741) vom 19.10.2026 (Montag) auf den 26.10.2026 (Montag).",
		"erfolgt der Versand der von Ihnen bestellten Teile (Bestellnummer KS-7741) wie geplant am 19.10.2026 (Montag).",
		"出荷開始日を2026年11月9日から11月24日（火）に延期することを提案している", "出荷開始日は予定どおり2026年11月9日とすることを提案している",
		"新しいお届け予定日は10月21日（水）です。", "お届け予定日は10月16日のままです。",
	)},
	// Wrong chat template: a role label is emitted before the answer.
	{"chat_role_label_prefixed", "raw", func(lang, s string) string { return "assistant:\n" + s }},
	// Wrong chat template: the user's instruction is echoed before the answer.
	{"prompt_instruction_echoed", "raw", func(lang, s string) string {
		for _, e := range ho10EchoPrompts {
			if strings.Contains(s, e[0]) {
				return e[1] + "\n\n" + s
			}
		}
		return s
	}},
	// Missing stop token: the model goes on and invents the next user turn.
	{"missed_eos_fake_user_turn", "raw", func(lang, s string) string {
		if lang == "ja" {
			return s + "\n\nuser: ありがとうございます。もう少し詳しく教えていただけますか。\nassistant:"
		}
		return s + "\n\nuser: Vielen Dank! Können Sie das noch einmal kurz zusammenfassen?\nassistant:"
	}},
	// Serving bug: the whole chat message object is returned as the answer text.
	{"openai_message_object_leak", "raw", func(lang, s string) string {
		var b bytes.Buffer
		enc := json.NewEncoder(&b)
		enc.SetEscapeHTML(false)
		if err := enc.Encode(map[string]string{"content": s, "role": "assistant"}); err != nil {
			return s
		}
		return strings.TrimSpace(b.String())
	}},
	// Speculative decoding bug: an accepted draft token repeats an amount's leading digit (1.249,90 € as 11.249,90 €).
	{"spec_decode_leading_digit_doubled", "raw", ho10DoubleLeadingDigit},
	// Speculative decoding bug: a rejected draft drops a token from the middle of a long word or name.
	{"spec_token_dropped_mid_word", "first", ho10DropMidWord},
	// Sampling bug: a sentence is emitted twice, the second time with a number changed.
	{"repeat_sentence_number_drifted", "longest", ho10RepeatDrifted},
	// Detokenisation bug: a combining umlaut or dakuten lands before its base letter and attaches to the wrong one.
	{"combining_mark_misordered", "first", ho10MisorderMark},
	// Wrong normalisation: the katakana long-vowel mark comes out as an ASCII hyphen.
	{"ja_chouon_as_ascii_hyphen", "strings", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return ho10Chouon.ReplaceAllString(s, "$1-")
	}},
	// Wrong normalisation of full-width forms: the hyphen in codes and numbers becomes the katakana long-vowel mark.
	{"code_hyphen_as_chouon", "strings", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return ho10CodeHyphen.ReplaceAllString(s, "${1}ー${2}")
	}},
	// Model error: the prompt's reason is replaced by a plausible one it does not give.
	{"cause_substituted_plausible", "strings", ho10Table(
		"Aufgrund des Fertigungsablaufs", "Aufgrund eines Lieferengpasses bei unserem Zulieferer",
		"Weil die nötigen Stahlträger für das Dach erst am 28.10.2026 geliefert werden", "Weil der Kran für das Dach erst am 28.10.2026 verfügbar ist",
		"配送センターでの作業遅延により", "台風による交通規制の影響により",
		"当方の試験台はそれまで予約で埋まっており", "当方の試験台はそれまで定期点検中であり",
		"9月20日にユーザーを1名追加していただいたため", "9月20日の料金改定により",
		"nicht am Wochenende zustellen.", "nicht am Wochenende zustellen, da unser Lager samstags und sonntags geschlossen ist.",
	)},
	// Model error: cause and effect are reversed.
	{"cause_effect_inverted", "strings", ho10Table(
		"Das Budget von 486.000,00 € bleibt eingehalten, da die Förderung mit 145.000,00 € statt 120.000,00 € höher ausfällt",
		"Die Förderung fällt mit 145.000,00 € statt 120.000,00 € höher aus, da das Budget von 486.000,00 € eingehalten wird",
		"9月20日にユーザーを1名追加していただいたため、今月から追加ユーザー分の料金5,500円（税込）が加算されております。",
		"今月から追加ユーザー分の料金5,500円（税込）が加算されたため、9月20日にユーザーが1名追加されております。",
		"配送センターでの作業遅延により発送が遅れております", "発送が遅れたことにより、配送センターでの作業が遅延しております",
		"当方の試験台はそれまで予約で埋まっており、誠に残念ながら、それより早い実施はできません。",
		"誠に残念ながら、それより早い実施はできないため、当方の試験台はそれまで予約で埋まっております。",
		"Aufgrund des Fertigungsablaufs verschiebt sich der Versand der von Ihnen bestellten Teile (Bestellnummer KS-7741) vom 19.10.2026 (Montag) auf den 26.10.2026 (Montag).",
		"Weil sich der Versand der von Ihnen bestellten Teile (Bestellnummer KS-7741) vom 19.10.2026 (Montag) auf den 26.10.2026 (Montag) verschiebt, ändert sich unser Fertigungsablauf.",
		"修正版の提供（10月23日）後に2週間の再テストが必要なため、出荷開始日を2026年11月9日から11月24日（火）に延期することを提案している。",
		"出荷開始日を2026年11月9日から11月24日（火）に延期するため、修正版の提供（10月23日）後に2週間の再テストを行うことを提案している。",
	)},
	// Model error: a pending request or proposal is reported as already granted or done.
	{"request_reported_as_done", "strings", ho10Table(
		"Entscheidung: Herr Strauß bittet, die Mehrkosten und den neuen Termin bis zum 21.10.2026 freizugeben.",
		"Entscheidung: Die Geschäftsführung hat die Mehrkosten und den neuen Termin am 21.10.2026 freigegeben.",
		"10月20日の経営会議で、延期と予備費支出の承認を求めている。", "10月20日の経営会議で、延期と予備費支出は承認された。",
		"Frau Köhler bittet um ein Rücksendeetikett.", "Frau Köhler hat bereits ein Rücksendeetikett erhalten.",
		"Sie bittet darum, dass noch am selben Tag ein Installateur kommt.", "Ein Installateur ist für denselben Tag bereits beauftragt.",
		"担当の西村が調査し、10月19日（月）17時までに回答する。", "担当の西村が調査し、すでに回答済みである。",
		"10月22日（木）までの交換品到着を希望。", "交換品は10月22日（木）に到着済み。",
	)},
	// Model error: an instruction to the customer becomes a promise by the company.
	{"customer_task_made_company_promise", "strings", ho10Table(
		"sagen Sie ihn bitte spätestens 24 Stunden vorher ab.", "sagen wir ihn spätestens 24 Stunden vorher für Sie ab.",
		"Bitte schicken Sie die defekte Lampe mit dem beiliegenden Rücksendeetikett an uns zurück", "Wir holen die defekte Lampe mit dem beiliegenden Rücksendeetikett bei Ihnen ab",
		"日程の変更をご希望の場合は、前日の17時までにご連絡くださいますようお願いいたします。", "日程の変更が必要な場合は、前日の17時までに当センターからご連絡いたします。",
		"破損品は、交換品に同梱の返送用伝票でご返送ください。", "破損品は、交換品のお届け時に配達員が回収いたします。",
		"2026年10月30日までに、お見積もりへのご承認をお願いいたします。", "2026年10月30日までに、当方よりお見積もりの承認についてご連絡いたします。",
	)},
	// Model error: something the company promised to do is handed to the customer.
	{"company_promise_made_customer_task", "strings", ho10Table(
		"Wir senden Ihnen am 20.10.2026 kostenlos eine Ersatzlampe zu.", "Bitte bestellen Sie bis zum 20.10.2026 kostenlos eine Ersatzlampe.",
		"当日は、作業員が訪問の30分前にお電話いたします。", "当日は、訪問の30分前に作業員までお電話ください。",
		"500円分のクーポンをお送りいたします。", "500円分のクーポンをお申し込みください。",
		"交換品は10月19日に発送いたしますので", "交換品は10月19日までに返品手続きをしていただければ発送いたしますので",
		"Die Rechnung senden wir wie gewohnt an Ihre Rechnungsanschrift:", "Bitte fordern Sie die Rechnung bei uns an; Ihre Rechnungsanschrift lautet:",
	)},
	// Quantization drift on a function word: before becomes after, since becomes from, at the earliest becomes at the latest.
	{"before_after_flipped", "strings", ho10Table(
		"24 Stunden vorher", "24 Stunden nachher",
		"訪問の30分前に", "訪問の30分後に",
		"前日の17時まで", "翌日の17時まで",
		"早くても2026年11月9日", "遅くとも2026年11月9日",
		"seit Mittwoch", "ab Mittwoch",
		"9月分までは正常", "9月分からは正常",
	)},
	// Model error: a stated count no longer matches the items listed.
	{"stated_count_mismatches_list", "raw", ho10Table(
		"So verbinden Sie Ihre Wärmepumpe", "In acht Schritten verbinden Sie Ihre Wärmepumpe",
		"初期設定は、次の手順で行います。", "初期設定は、次の6つの手順で行います。",
		"das günstigste Angebot mit mindestens 3 Jahren Garantie", "das günstigste der vier Angebote mit mindestens 3 Jahren Garantie",
		"合計（税抜）：53,900円", "合計（税抜、4品目）：53,900円",
	)},
	// Misconfigured stop sequence ("\n\n"): generation ends at the first blank line.
	{"stop_at_first_blank_line", "raw", func(lang, s string) string {
		if i := strings.Index(s, "\n\n"); i >= 0 {
			return s[:i]
		}
		return s
	}},
	// Off-by-one max_tokens: structured output stops one token short, before its closing brace.
	{"json_final_brace_missing", "raw", func(lang, s string) string {
		if !ho10IsJSON(s) {
			return s
		}
		t := strings.TrimRight(s, " \n")
		return strings.TrimSuffix(t, "}")
	}},
	// Streaming aggregation race: two adjacent chunks arrive out of order.
	{"stream_chunks_out_of_order", "raw", ho10StreamSwap},
	// Streaming bug: one chunk is lost mid-answer, starting in a number.
	{"stream_chunk_lost_midway", "raw", ho10StreamDrop},
	// Model error: a promised delivery or visit is turned from confirmed into merely tentative.
	{"confirmed_made_tentative", "strings", ho10Table(
		"hiermit bestätigen wir Ihren Kontrolltermin", "hiermit reservieren wir vorläufig Ihren Kontrolltermin",
		"訪問日時を下記のとおり確定いたしました。", "訪問日時を下記のとおり仮押さえいたしました（確定は後日ご連絡いたします）。",
		"Die Lieferung erfolgt am 12.11.2026 zwischen 8 und 12 Uhr.", "Die Lieferung ist vorläufig für den 12.11.2026 zwischen 8 und 12 Uhr vorgesehen; den endgültigen Termin bestätigen wir Ihnen noch.",
		"写真で破損を確認済みで、交換品は10月19日に発送予定。", "写真の確認後、交換品の発送を検討中。",
	)},
}

// ho10Quote writes s as a JSON string literal without HTML escaping.
func ho10Quote(s string) string {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(s)
	return strings.TrimSuffix(b.String(), "\n")
}

// ho10EncodeKeysEscaped writes n compactly with every object key spelled as \u escapes.
func ho10EncodeKeysEscaped(b *bytes.Buffer, n *jsonNode) {
	switch {
	case n.object:
		b.WriteByte('{')
		for i, k := range n.keys {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteByte('"')
			for _, r := range k {
				fmt.Fprintf(b, `\u%04x`, r)
			}
			b.WriteString(`": `)
			ho10EncodeKeysEscaped(b, n.vals[i])
		}
		b.WriteByte('}')
	case n.array:
		b.WriteByte('[')
		for i, e := range n.elems {
			if i > 0 {
				b.WriteString(", ")
			}
			ho10EncodeKeysEscaped(b, e)
		}
		b.WriteByte(']')
	case n.str != nil:
		b.WriteString(ho10Quote(*n.str))
	default:
		b.WriteString(n.scalar)
	}
}

// ho10PadJSON puts a space inside every brace and bracket of a compact JSON text,
// outside its strings.
func ho10PadJSON(s string) string {
	var b strings.Builder
	in, esc := false, false
	for _, r := range s {
		switch {
		case in:
			b.WriteRune(r)
			if esc {
				esc = false
			} else if r == '\\' {
				esc = true
			} else if r == '"' {
				in = false
			}
		case r == '"':
			in = true
			b.WriteRune(r)
		case r == '{' || r == '[':
			b.WriteRune(r)
			b.WriteByte(' ')
		case r == '}' || r == ']':
			b.WriteByte(' ')
			b.WriteRune(r)
		case r == ',' || r == ':':
			b.WriteRune(r)
			b.WriteByte(' ')
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

var (
	ho10MdLabel      = regexp.MustCompile(`(„|「)([^“」\n]+)(“|」)`)
	ho10MarkerLine   = regexp.MustCompile(`(?m)^(- |・|\d+\. )`)
	ho10TableRule    = regexp.MustCompile(`(?m)^\|(?:-{3}\|)+$`)
	ho10MdID         = regexp.MustCompile(`\b(?:[A-Z]{2,3}-\d{3,5}|\d{2}-\d{4}-[A-Z]{2})\b`)
	ho10DigitHyphen  = regexp.MustCompile(`(\d)-(\d)`)
	ho10DeAbbrevStop = regexp.MustCompile(`\b(Prof|Dr|Hd|Nr|Co|z)\. `)
)

// ho10HarmlessVariants change typography or serialisation only. The typographic ones
// leave JSON answers alone, so that every JSON variant parses to the golden's value.
var ho10HarmlessVariants = []hoHarmless{
	{"json_padded_brackets", func(t *testing.T, lang string, c *Case) string {
		if c.Output.Kind != "json" {
			return c.Golden
		}
		var b bytes.Buffer
		if err := json.Compact(&b, []byte(c.Golden)); err != nil {
			return c.Golden
		}
		return ho10PadJSON(b.String())
	}},
	{"json_keys_unicode_escaped", func(t *testing.T, lang string, c *Case) string {
		if c.Output.Kind != "json" {
			return c.Golden
		}
		var b bytes.Buffer
		ho10EncodeKeysEscaped(&b, parseJSONNode(t, c.Golden))
		return b.String()
	}},
	{"json_blank_line_between_members", func(t *testing.T, lang string, c *Case) string {
		if c.Output.Kind != "json" {
			return c.Golden
		}
		var b bytes.Buffer
		if err := json.Indent(&b, []byte(c.Golden), "", "  "); err != nil {
			return c.Golden
		}
		return strings.ReplaceAll(b.String(), ",\n", ",\n\n")
	}},
	{"json_pretty_top_level_only", func(t *testing.T, lang string, c *Case) string {
		if c.Output.Kind != "json" {
			return c.Golden
		}
		doc := parseJSONNode(t, c.Golden)
		if !doc.object {
			return c.Golden
		}
		var b bytes.Buffer
		b.WriteString("{\n")
		for i, k := range doc.keys {
			b.WriteString("  " + ho10Quote(k) + ": ")
			doc.vals[i].encode(&b, same, false)
			if i < len(doc.keys)-1 {
				b.WriteByte(',')
			}
			b.WriteByte('\n')
		}
		b.WriteString("}")
		return b.String()
	}},
	{"markdown_bold_quoted_labels", func(t *testing.T, lang string, c *Case) string {
		if c.Output.Kind != "markdown" {
			return c.Golden
		}
		return ho10MdLabel.ReplaceAllString(c.Golden, "$1**$2**$3")
	}},
	{"list_marker_double_space", func(t *testing.T, lang string, c *Case) string {
		if c.Output.Kind == "json" {
			return c.Golden
		}
		return ho10MarkerLine.ReplaceAllString(c.Golden, "$1 ")
	}},
	{"ja_fullwidth_hyphen_in_numbers", func(t *testing.T, lang string, c *Case) string {
		if lang != "ja" || c.Output.Kind == "json" {
			return c.Golden
		}
		return ho10DigitHyphen.ReplaceAllString(c.Golden, "${1}－${2}")
	}},
	{"table_rule_long_dashes", func(t *testing.T, lang string, c *Case) string {
		if c.Output.Kind == "json" {
			return c.Golden
		}
		return ho10TableRule.ReplaceAllStringFunc(c.Golden, func(m string) string {
			return strings.ReplaceAll(m, "---", "----------")
		})
	}},
	{"ja_range_en_dash", func(t *testing.T, lang string, c *Case) string {
		if lang != "ja" || c.Output.Kind == "json" {
			return c.Golden
		}
		return hoStringsOrText(t, c, strings.NewReplacer("〜", "–").Replace)
	}},
	{"md_ids_in_backticks", func(t *testing.T, lang string, c *Case) string {
		if c.Output.Kind != "markdown" {
			return c.Golden
		}
		return ho10MdID.ReplaceAllString(c.Golden, "`$0`")
	}},
	{"ja_double_prime_quotes", func(t *testing.T, lang string, c *Case) string {
		if lang != "ja" || c.Output.Kind == "json" {
			return c.Golden
		}
		return hoStringsOrText(t, c, strings.NewReplacer("「", "〝", "」", "〟").Replace)
	}},
	{"de_narrow_nbsp_abbrev", func(t *testing.T, lang string, c *Case) string {
		if lang != "de" || c.Output.Kind == "json" {
			return c.Golden
		}
		return hoStringsOrText(t, c, func(s string) string {
			return ho10DeAbbrevStop.ReplaceAllString(s, "$1.\u202f")
		})
	}},
}
