package grade

// Blind batch 52a: distractors in the request. Every prompt holds values that look like
// the answer but are not: the date the note, report, invoice or chat was written, the
// date of an earlier event (the purchase, the visit, the day a user was added), a later
// date from a side circumstance (the tenant's return, the month-end payroll), the date
// of the neighbouring milestone in a chain of events, one component next to a total, a
// cost item or a system next to the one at fault, a second person with another duty, a
// billing, old or contractor's address next to the current one, an option the request
// rules out, the figure of a rejected offer or of an item paid from another budget, a
// product code next to the reference number, a number from another clause, a format
// example of the system prompt, and a listed risk or open point next to the real cause.
// Each kind takes the distractor instead of the right value at one place, fluently;
// every replacement is a value the case's own request (or, in one place, its golden)
// holds.

import (
	"strings"
	"unicode/utf8"
)

var heldOutBatch52a = []heldOutKind{
	// The agreed or deadline date replaced by the date the record itself was made (the
	// invoice's issue date, the date of the call note, of the report, of the chat):
	// "faellig_am": "2026-11-04" → "faellig_am": "2026-10-21"; 10月19日（月）17時までに回答 →
	// 10月16日（金）17時までに回答.
	{"b52a_agreed_date_takes_the_date_the_record_was_made", "raw", func(lang, s string) string {
		return hoReplaceFirst(s, ho52aRecordDate)
	}},
	// The agreed or deadline date replaced by the date of an earlier event the request
	// tells (the purchase, the visit, the day a user was added, the day the grant came):
	// Austauschgerät bis spätestens 19.10.2026 → bis spätestens 08.10.2026;
	// お支払い期限は2026年10月30日（金） → お支払い期限は2026年9月20日（日）.
	{"b52a_agreed_date_takes_an_earlier_event_date", "raw", func(lang, s string) string {
		return hoReplaceFirst(s, ho52aEarlierEvent)
	}},
	// A deadline replaced by a later date from a side circumstance of the request (the
	// tenant's return, the month-end payroll the customer worries about, the earliest
	// start, the new commissioning date): dass noch am selben Tag ein Installateur kommt →
	// dass bis zum 22.10.2026 ein Installateur kommt.
	{"b52a_deadline_takes_a_later_circumstance_date", "raw", func(lang, s string) string {
		return hoReplaceFirst(s, ho52aLaterCircumstance)
	}},
	// A milestone's date replaced by the date of the neighbouring milestone in the same
	// chain (the compressor's delivery for the commissioning, the robots' installation
	// for the fix, the old office's last day for the move, the dispatch for the wished
	// arrival, the confirmation deadline for the test start): die Inbetriebnahme
	// verschiebt sich auf den 07.12.2026 → auf den 23.11.2026.
	{"b52a_milestone_date_taken_from_the_adjacent_milestone", "raw", func(lang, s string) string {
		return hoReplaceFirst(s, ho52aAdjacentMilestone)
	}},
	// A total replaced by one of its components from the request: zusammen 21.150,00 € →
	// zusammen 18.750,00 €; 合計38,500円（税込） → 合計33,000円（税込）.
	{"b52a_total_takes_one_component", "raw", func(lang, s string) string {
		return hoReplaceFirst(s, ho52aTotalAsPart)
	}},
	// A component replaced by the total it belongs to: 18.750,00 € für die Stahlträger →
	// 21.150,00 € für die Stahlträger; "unit_price": 12800 → "unit_price": 15000.
	{"b52a_component_takes_the_total", "raw", func(lang, s string) string {
		return hoReplaceFirst(s, ho52aPartAsTotal)
	}},
	// A cost or a fault pinned on the neighbouring item of the request (the delayed
	// compressor, the heat pumps already billed, the robots already installed, the payroll
	// the customer worries about): Mehrkosten von 36.400,00 € für Schallschutzwände →
	// Mehrkosten von 36.400,00 € für den Verdichter.
	{"b52a_cost_or_fault_pinned_on_a_neighbouring_item", "raw", func(lang, s string) string {
		return hoReplaceFirst(s, ho52aNeighbourItem)
	}},
	// A task given to another person the request names, one who holds another duty or
	// cannot do it (the writer as the lab contact, the report's author as the structural
	// engineer, the absent tenant opening his flat, the sales manager as the billing
	// contact): z. Hd. Frau Dr. Julia Schulze → z. Hd. Herrn Prof. Dr. Stefan Hoffmann.
	{"b52a_task_given_to_a_neighbouring_person", "raw", func(lang, s string) string {
		return hoReplaceFirst(s, ho52aNeighbourPerson)
	}},
	// A part of the current address taken from the other address of the request (the
	// billing postcode in the delivery block, the old office's postcode as the new one,
	// the contractor's town as the building's): 67059 Ludwigshafen am Rhein (delivery
	// block) → 67002 Ludwigshafen am Rhein.
	{"b52a_address_part_taken_from_the_other_address", "raw", func(lang, s string) string {
		return hoReplaceFirst(s, ho52aOtherAddress)
	}},
	// The chosen option replaced by the one the request rules out (the 5 GHz band, the
	// repair the customer refuses, the cheaper offer with too short a warranty, the rug):
	// mit einem WLAN im 2,4-GHz-Band verbunden → mit einem WLAN im 5-GHz-Band verbunden.
	{"b52a_chosen_option_replaced_by_the_ruled_out_one", "raw", func(lang, s string) string {
		return hoReplaceFirst(s, ho52aRuledOut)
	}},
	// An amount taken from an item outside the choice (the rejected offer's price on the
	// recommended one, the software update paid from the maintenance budget, the reserve
	// left after the draw): 2.400,00 € Bereitschaftspauschale → 3.200,00 €
	// Bereitschaftspauschale; 追加費用は約1,400万円 → 追加費用は約1,200万円.
	{"b52a_amount_taken_from_an_item_outside_the_choice", "raw", func(lang, s string) string {
		return hoReplaceFirst(s, ho52aOutsideAmount)
	}},
	// A product or model code of the request put where the order, repair or part number
	// belongs: 修理受付番号RP-60418 → 修理受付番号R450; "order_id": "JP-58217" →
	// "order_id": "K1".
	{"b52a_product_code_in_the_reference_number_slot", "raw", func(lang, s string) string {
		return hoReplaceFirst(s, ho52aCodeAsRef)
	}},
	// A count or a duration taken from a number of another clause (the pairing mode's
	// 10 minutes for the transfer, the two days of the stock move for the retest, the
	// staple size No.10 as the box count, the position number as the quantity, the
	// Android version for iOS): 2週間の再テスト → 2日間の再テスト.
	{"b52a_count_or_duration_taken_from_another_clause", "raw", func(lang, s string) string {
		return hoReplaceFirst(s, ho52aOtherNumber)
	}},
	// A format example of the request or its system prompt taken as a fact (Beträge wie
	// 1.234,56 €, 日付は「2026年10月19日」の形, 例：山田部長): Schaltschrankzubehör,
	// 3.912,50 € → Schaltschrankzubehör, 1.234,56 €.
	{"b52a_format_example_value_taken_as_fact", "raw", func(lang, s string) string {
		return hoReplaceFirst(s, ho52aExample)
	}},
	// The real cause replaced by a risk or an open point the request lists beside it (an
	// early winter, the pending approval, the throughput drop after the start): Weil die
	// nötigen Stahlträger für das Dach erst am 28.10.2026 geliefert werden → Weil ein
	// früher Wintereinbruch die Arbeiten auf dem Dach verzögert.
	{"b52a_listed_risk_or_open_point_told_as_the_cause", "raw", func(lang, s string) string {
		return hoReplaceFirst(s, ho52aRiskAsCause)
	}},
}

var (
	ho52aRecordDate = []hoRule{
		hoR(`("faellig_am":\s*")2026-11-04(")`, "${1}2026-10-21${2}"),
		hoR(`10月19日（月）(\s*17時までに回答)`, "10月16日（金）${1}"),
		hoR(`10月20日(の経営会議)`, "10月15日${1}"),
		hoR(`(交換品は)10月19日(に発送予定)`, "${1}10月16日${2}"),
	}
	ho52aEarlierEvent = []hoRule{
		hoR(`(bis spätestens )19\.10\.2026`, "${1}08.10.2026"),
		hoR(`2026年10月30日(までに、?お見積もり)`, "2026年10月14日${1}"),
		hoR(`(お支払い?期限は)2026年10月30日（金）`, "${1}2026年9月20日（日）"),
		hoR(`(bis zum )21\.10\.2026( freizugeben)`, "${1}09.10.2026${2}"),
	}
	ho52aLaterCircumstance = []hoRule{
		hoR(`dass noch am selben Tag (ein Installateur)`, "dass bis zum 22.10.2026 ${1}"),
		hoR(`10月19日（月）\s*17時までに(回答)`, "月末までに${1}"),
		hoR(`2026年10月30日(までに、?お見積もり)`, "2026年11月9日${1}"),
		hoR(`(bis zum )21\.10\.2026( freizugeben)`, "${1}16.11.2026${2}"),
	}
	ho52aAdjacentMilestone = []hoRule{
		hoR(`(Inbetriebnahme verschiebt sich (?:deshalb )?auf den )07\.12\.2026`, "${1}23.11.2026"),
		hoR(`(Inbetriebnahme vom 02\.11\.2026 auf den )16\.11\.2026`, "${1}28.10.2026"),
		hoR(`(修正版の提供（)10月23日(）)`, "${1}10月8日${2}"),
		hoR(`令和8年11月16日（月）(に移転)`, "令和8年11月13日（金）${1}"),
		hoR(`10月22日（木）(までの交換品到着)`, "10月19日（月）${1}"),
		hoR(`(早くても)2026年11月9日`, "${1}2026年10月30日"),
	}
	ho52aTotalAsPart = []hoRule{
		hoR(`(zusammen )21\.150,00 €`, "${1}18.750,00 €"),
		hoR(`(合計)38,500円`, "${1}33,000円"),
		hoR(`("total":\s*\{"value":\s*)15000\b`, "${1}12800"),
		hoR(`(9月末時点の支出は)2億1,500万円`, "${1}1億2,000万円"),
	}
	ho52aPartAsTotal = []hoRule{
		hoR(`18\.750,00 €( für die Stahlträger)`, "21.150,00 €${1}"),
		hoR(`(基本料金)33,000円`, "${1}38,500円"),
		hoR(`("unit_price":\s*)12800\b`, "${1}15000"),
		hoR(`("einzelpreis":\s*)185\.00\b`, "${1}869.00"),
	}
	ho52aNeighbourItem = []hoRule{
		hoR(`(Mehrkosten von 36\.400,00 € )für Schallschutzwände`, "${1}für den Verdichter"),
		hoR(`(18\.750,00 € )für die Stahlträger`, "${1}für die Wärmepumpen"),
		hoR(`受注システムとの連携テストで(セット商品)`, "自動搬送ロボットの試運転で${1}"),
		hoR(`(10月分の)勤怠データ(が取り込めない)`, "${1}給与データ${2}"),
	}
	ho52aNeighbourPerson = []hoRule{
		hoR(`z\. Hd\. Frau Dr\. Julia Schulze`, "z. Hd. Herrn Prof. Dr. Stefan Hoffmann"),
		hoR(`(die Statik prüft )Frau Dr\. Jäger`, "${1}Herr Strauß"),
		hoR(`(aber )Frau Müller( kann die Wohnung)`, "${1}Herr Weiß${2}"),
		hoR(`(請求書の送付先は)経理部の小西課長`, "${1}松田部長"),
		hoR(`Prof\. Dr\. Kühn( hat das Sicherheitsgutachten)`, "Frau Dr. Vogt${1}"),
		hoR(`("deputy_contact":\s*")森課長(")`, "${1}石井部長${2}"),
	}
	ho52aOtherAddress = []hoRule{
		hoR(`(Gießereistraße 14\n)67059( Ludwigshafen)`, "${1}67002${2}"),
		hoR(`(新住所は〒)530-0001`, "${1}541-0041"),
		hoR(`(Verwaltungsgebäude )Lübeck`, "${1}Bad Schwartau"),
	}
	ho52aRuledOut = []hoRule{
		hoR(`(mit einem WLAN im )2,4-GHz(-Band verbunden)`, "${1}5-GHz${2}"),
		hoR(`Gewünscht ist keine Reparatur, sondern ein Austauschgerät( bis spätestens)`, "Gewünscht ist eine Reparatur${1}"),
		hoR(`(Empfehlung:\**:? )Eisblock Systemtechnik KG ist mit 13\.975,00 €`, "${1}Nordkälte AG ist mit 12.450,00 €"),
		hoR(`フローリングなど(の上に設置)`, "じゅうたんや畳${1}"),
	}
	ho52aOutsideAmount = []hoRule{
		hoR(`2\.400,00 €( Bereitschaftspauschale)`, "3.200,00 €${1}"),
		hoR(`(Eisblock Systemtechnik KG ist mit )13\.975,00 €`, "${1}12.450,00 €"),
		hoR(`(追加費用は約)1,400万円`, "${1}1,200万円"),
	}
	ho52aCodeAsRef = []hoRule{
		hoR(`("order_id":\s*")JP-58217(")`, "${1}K1${2}"),
		hoR(`(修理受付番号\s?)RP-60418`, "${1}R450"),
		hoR(`(注文番号\s?)AP-73015`, "${1}P3"),
		hoR(`(aus der Bestellung )44-2087-DE`, "${1}40"),
		hoR(`(コイン形電池（)CR2032(）)`, "${1}S5${2}"),
	}
	ho52aOtherNumber = []hoRule{
		hoR(`(bis zu )zwei Minuten( dauern)`, "${1}10 Minuten${2}"),
		hoR(`2週間(の再テスト)`, "2日間${1}"),
		hoR(`(ホチキス針 No\.10 \| )20箱`, "${1}10箱"),
		hoR(`("menge":\s*)4\b`, "${1}1"),
		hoR(`(対応OSはiOS )16(以降)`, "${1}11${2}"),
	}
	ho52aExample = []hoRule{
		hoR(`(Schaltschrankzubehör, )3\.912,50 €`, "${1}1.234,56 €"),
		hoR(`(早くても)2026年11月9日`, "${1}2026年10月19日"),
		hoR(`("primary_contact":\s*")石井部長(")`, "${1}山田部長${2}"),
	}
	ho52aRiskAsCause = []hoRule{
		hoR(`Weil die nötigen Stahlträger für das Dach erst am 28\.10\.2026 geliefert werden(, verschiebt sich)`, "Weil ein früher Wintereinbruch die Arbeiten auf dem Dach verzögert${1}"),
		hoR(`; die Inbetriebnahme verschiebt sich( auf den 07\.12\.2026)`, "; wegen der ausstehenden Genehmigung der Gewerbeaufsicht verschiebt sich die Inbetriebnahme${1}"),
		hoR(`修正版の提供（10月23日）後に2週間の再テストが必要なため`, "出荷開始直後に処理能力が低下するおそれがあるため"),
	}
)

// ho52aChanged returns the sentences of golden and damaged that differ (the first
// differing one to the last), trimmed around the change when they run long.
func ho52aChanged(lang, golden, damaged string) (string, string) {
	flat := func(s string) []string {
		split, refs := hoAllSentences(lang, s)
		out := make([]string, 0, len(refs))
		for _, r := range refs {
			out = append(out, split[r.line][r.idx])
		}
		return out
	}
	a, b := flat(golden), flat(damaged)
	i := 0
	for i < len(a) && i < len(b) && a[i] == b[i] {
		i++
	}
	ja, jb := len(a), len(b)
	for ja > i && jb > i && a[ja-1] == b[jb-1] {
		ja--
		jb--
	}
	x, y := strings.Join(a[i:ja], " | "), strings.Join(b[i:jb], " | ")
	return ho52aTrim(x, y)
}

// ho52aTrim keeps 60 runes either side of where x and y differ.
func ho52aTrim(x, y string) (string, string) {
	const room = 60
	if utf8.RuneCountInString(x) <= 3*room && utf8.RuneCountInString(y) <= 3*room {
		return x, y
	}
	rx, ry := []rune(x), []rune(y)
	p := 0
	for p < len(rx) && p < len(ry) && rx[p] == ry[p] {
		p++
	}
	sx, sy := len(rx), len(ry)
	for sx > p && sy > p && rx[sx-1] == ry[sy-1] {
		sx--
		sy--
	}
	from := max(p-room, 0)
	cut := func(rs []rune, end int) string {
		return "…" + string(rs[from:min(end+room, len(rs))]) + "…"
	}
	return cut(rx, sx), cut(ry, sy)
}
