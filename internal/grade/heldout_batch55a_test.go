package grade

// Blind batch 55a: summaries of long inputs compressed wrongly. Each kind keeps the
// answer and changes it at one place the way a model that condensed the request badly
// would: a request for approval or a customer's wish reported as granted or agreed, an
// open point or a defect reported as cleared, a decision already taken reported as
// still pending, two figures of the source fused into one, an option the source rules
// out offered as an alternative, a risk or a worry reported as the outcome, the one who
// presented or did a thing made the one who commissioned it, an action's owner swapped
// with the one who raised it or whom it concerns, a total relabelled as a further
// charge, the whole matter tagged as done or said to be untouched, a change approved
// by the one who raised it, a cost reported as funds still available, and a pair of
// figures collapsed onto one of them.

import (
	"regexp"
	"strconv"
	"strings"
)

var (
	ho55aDeAmount = regexp.MustCompile(`\d{1,3}(?:\.\d{3})*,\d{2}`)
	ho55aJaYen    = regexp.MustCompile(`(\d{1,3}(?:,\d{3})+|\d+)円`)
	ho55aJSONPair = regexp.MustCompile(`("[\w]+":\s*)(-?\d+)\.(\d+)(,\s*"[\w]+":\s*)(-?\d+)\.(\d+)`)

	ho55aJaSama      = regexp.MustCompile(`(\p{Han}{1,4})(?: \p{Han}{1,3})?様`)
	ho55aJaStaffInv  = regexp.MustCompile(`担当の\p{Han}{1,4}が調査し`)
	ho55aJaStaffCall = regexp.MustCompile(`作業員が([^。]{1,20}?)にお電話いたします`)
	ho55aDeFlatOwner = regexp.MustCompile(`Wohnung von Herrn (\p{Lu}\p{L}+)`)
	ho55aDeKeyHolder = regexp.MustCompile(`aber Frau (\p{Lu}\p{L}+) kann die Wohnung`)
	ho55aDeSalut     = regexp.MustCompile(`Sehr geehrter Herr ((?:Prof\. |Dr\. )*)(\p{Lu}\p{L}+)`)
	ho55aDeAttn      = regexp.MustCompile(`z\. Hd\. (?:Frau|Herrn?) (?:Dr\. |Prof\. )*[\p{L} ]+`)
	ho55aJaOwner     = regexp.MustCompile(`責任者の(\p{Han}{1,4})が`)
	ho55aJaApprove   = regexp.MustCompile(`(\d{1,2}月\d{1,2}日)の(\p{Han}+)で、([^。]+?)の承認を求めている`)

	ho55aDeOpenCase    = regexp.MustCompile(`steht noch aus|\bbittet\b|Gewünscht ist`)
	ho55aJaOpenCase    = regexp.MustCompile(`心配され|求めている|を希望|提案している`)
	ho55aDeHandledCase = regexp.MustCompile(`freigegeben hat|abgerechnet`)
	ho55aJaHandledCase = regexp.MustCompile(`確認済み|が調査し|の支出は`)
)

// ho55a*Rules are the rule lists of the kinds written as rules, by language.
var (
	ho55aApprovalDe = []hoRule{
		hoR(`(?:Herr|Frau) (?:Dr\. |Prof\. )*\p{Lu}[\p{L}ß]+ bittet, (.+?) bis zum (\d{1,2}\.\d{1,2}\.\d{4}) freizugeben`, `Die Geschäftsführung hat ${1} am ${2} freigegeben`),
	}
	ho55aApprovalJa = []hoRule{
		hoR(`(\d{1,2}月\d{1,2}日)の(\p{Han}+)で、([^。]+?)の承認を求めている`, `${1}の${2}で、${3}が承認された`),
		hoR(`(\d{4}年\d{1,2}月\d{1,2}日)までに、([^。]{1,20}?)へのご承認をお願いいたします`, `${1}付で、${2}をご承認いただきました`),
	}
	ho55aWishDe = []hoRule{
		hoR(`Gewünscht ist (.+?) bis spätestens`, `Vereinbart ist ${1} bis spätestens`),
		hoR(`(?:Sie|Er) bittet darum, dass ([^.]+)\.`, `Es ist vereinbart, dass ${1}.`),
	}
	ho55aWishJa = []hoRule{
		hoR(`(\d{1,2}月\d{1,2}日(?:（.）)?)までの([^。、]{1,15}?)を希望`, `${1}までの${2}で合意済み`),
	}
	ho55aClearedDe = []hoRule{
		hoR(`\b(die|Die) ([^,.;]+?) steht noch aus`, `${1} ${2} liegt inzwischen vor`),
		hoR(`(?m)^(- )?Mangel: `, `${1}Mangel (inzwischen behoben): `),
		hoR(`(seit [^,.;]+? tropft)\.`, `${1}e, was inzwischen behoben ist.`),
	}
	ho55aClearedJa = []hoRule{
		hoR(`は([^。]{2,20}?)に間に合うかを心配されている`, `は${1}に間に合うことを確認済みである`),
		hoR(`(\p{Han}{2,})に不具合が見つかった`, `${1}に不具合が見つかったが、すでに解消された`),
		hoR(`割れていて使えない`, `割れていたが、現在は問題なく使える`),
	}
	ho55aPendingDe = []hoRule{
		hoR(`, die der (\p{Lu}\p{L}+) freigegeben hat`, `, über die der ${1} noch nicht entschieden hat`),
		hoR(`(?m)^- Die alte (.+?) wird durch (.+?) ersetzt;`, `- Ob die alte ${1} durch ${2} ersetzt wird, ist noch nicht entschieden;`),
		hoR(`hiermit bestätigen wir Ihren (\p{L}+)`, `hiermit reservieren wir vorläufig, noch ohne feste Zusage, Ihren ${1}`),
	}
	ho55aPendingJa = []hoRule{
		hoR(`を下記のとおり確定いたしました`, `を現在調整しております`),
		hoR(`(\p{Han}+)を確認済み`, `${1}を確認中`),
		hoR(`に移転します`, `に移転する方向で検討中です`),
	}
	ho55aRejectedDe = []hoRule{
		hoR(`\bkeine (\p{Lu}\p{L}+), sondern`, `eine ${1} oder`),
		hoR(`; (\p{Lu}[^;]+?) ist zwar günstiger, bietet aber nur (\d+) Jahre Garantie`, `; als gleichwertige Alternative kommt auch ${1} mit ${2} Jahren Garantie in Frage`),
		hoR(`direkt an das (\p{Lu}\p{L}+):`, `wahlweise an Ihre Rechnungsanschrift oder direkt an das ${1}:`),
	}
	ho55aRejectedJa = []hoRule{
		hoR(`([\p{Hiragana}\p{Han}]{1,6}や[\p{Hiragana}\p{Han}]{1,6})の上では([^。]+?)ので、([^。]{1,12}?)などの上に`, `${1}の上では${2}ので、${1}、${3}などの上に`),
	}
	ho55aRiskDe = []hoRule{
		hoR(`bis dahin läuft die alte (\p{L}+) weiter`, `bis dahin ist die alte ${1} ausgefallen und eine mobile Heizzentrale im Einsatz`),
	}
	ho55aRiskJa = []hoRule{
		hoR(`は([^。]{2,20}?)に間に合うかを心配されている`, `は${1}に間に合わないことが確定している`),
		hoR(`(\d{1,2}月\d{1,2}日（.）)までにお届けできる見込みです`, `${1}までのお届けには間に合わない見込みです`),
	}
	ho55aCommissionerDe = []hoRule{
		hoR(`hat das (\p{L}+) vorgestellt`, `hat das ${1} in Auftrag gegeben`),
		hoR(`die Statik prüft (Frau|Herr) ((?:Dr\. )?\p{Lu}\p{L}+)`, `die Statikprüfung hat ${1} ${2} in Auftrag gegeben`),
	}
	ho55aCommissionerJa = []hoRule{
		hoR(`責任者の(\p{Han}{1,4})が([^。]+?)を報告した`, `責任者の${1}が${2}の報告を求めた`),
		hoR(`担当の(\p{Han}{1,4})が調査し`, `担当の${1}が調査を外部に依頼し`),
	}
	ho55aSurchargeDe = []hoRule{
		hoR(`, zusammen (\d{1,3}(?:\.\d{3})*,\d{2} €)`, `, zuzüglich weiterer ${1}`),
	}
	ho55aSurchargeJa = []hoRule{
		hoR(`で、合計(\d[\d,]*円(?:（[^）]*）)?)となります`, `で、さらに別途${1}が加算されます`),
		hoR(`(?m)^合計（税抜）：`, `別途追加費用（税抜）：`),
	}
	ho55aSelfApprovedDe = []hoRule{
		hoR(`(Herr|Frau) (\p{Lu}\p{L}+) meldet (.+?), die der \p{Lu}\p{L}+ freigegeben hat`, `${1} ${2} hat ${3} selbst freigegeben`),
		hoR(`(Herr|Frau) (\p{Lu}\p{L}+) bittet, (.+?) bis zum (\d{1,2}\.\d{1,2}\.\d{4}) freizugeben`, `${1} ${2} hat ${3} bereits selbst freigegeben`),
	}
	ho55aAvailableDe = []hoRule{
		hoR(`bisher sind (\d{1,3}(?:\.\d{3})*,\d{2} €) abgerechnet`, `noch verfügbar sind ${1}`),
		hoR(`meldet Mehrkosten von (\d{1,3}(?:\.\d{3})*,\d{2} €) für`, `meldet einen noch verfügbaren Restbetrag von ${1} für`),
	}
	ho55aAvailableJa = []hoRule{
		hoR(`(\d{1,2}月末時点)の支出は`, `${1}の残額は`),
	}
	ho55aSharedDe = []hoRule{
		hoR(`(\d{1,3}(?:\.\d{3})*,\d{2} €) für die (\p{L}+) und \d{1,3}(?:\.\d{3})*,\d{2} € (\p{L}+)`, `je ${1} für die ${2} und die ${3}`),
	}
	ho55aSharedJa = []hoRule{
		hoR(`(\p{Han}+)(\d[\d,]*円)（税込）と([\p{Katakana}ー\p{Han}]+?)\d[\d,]*円（税込）`, `${1}と${3}はいずれも${2}（税込）`),
		hoR(`(\p{Han}+の予算)は(\d億[\d,]*万円)、(\d{1,2}月末時点の支出)は\d億[\d,]*万円`, `${1}と${3}はともに${2}`),
	}
)

// ho55aByLang applies the language's rule list.
func ho55aByLang(lang, s string, ja, de []hoRule) string {
	if lang == "ja" {
		return hoReplaceFirst(s, ja)
	}
	return hoReplaceFirst(s, de)
}

// ho55aDeCents reads a German amount (1.234,56) as cents.
func ho55aDeCents(a string) (int64, bool) {
	n, err := strconv.ParseInt(strings.NewReplacer(".", "", ",", "").Replace(a), 10, 64)
	return n, err == nil
}

// ho55aGroup writes n with sep between groups of three digits.
func ho55aGroup(n int64, sep string) string {
	neg := n < 0
	if neg {
		n = -n
	}
	d := strconv.FormatInt(n, 10)
	var b strings.Builder
	for i, r := range d {
		if i > 0 && (len(d)-i)%3 == 0 {
			b.WriteString(sep)
		}
		b.WriteRune(r)
	}
	if neg {
		return "-" + b.String()
	}
	return b.String()
}

// ho55aDeFormat writes cents as a German amount.
func ho55aDeFormat(c int64) string {
	return ho55aGroup(c/100, ".") + "," + strconv.FormatInt(100+c%100, 10)[1:]
}

// ho55aAbsorb replaces, in the first sentence holding two amounts of re, the first by
// the sum of both; parse reads an amount, format writes the sum.
func ho55aAbsorb(lang, s string, re *regexp.Regexp, parse func(string) (int64, bool), format func(int64) string) string {
	split, refs := hoAllSentences(lang, s)
	for _, r := range refs {
		sent := split[r.line][r.idx]
		locs := re.FindAllStringSubmatchIndex(sent, 2)
		if len(locs) < 2 {
			continue
		}
		g := func(l []int) string {
			if len(l) >= 4 && l[2] >= 0 {
				return sent[l[2]:l[3]]
			}
			return sent[l[0]:l[1]]
		}
		a, ok1 := parse(g(locs[0]))
		b, ok2 := parse(g(locs[1]))
		if !ok1 || !ok2 {
			continue
		}
		st, en := locs[0][0], locs[0][1]
		if len(locs[0]) >= 4 && locs[0][2] >= 0 {
			st, en = locs[0][2], locs[0][3]
		}
		split[r.line][r.idx] = sent[:st] + format(a+b) + sent[en:]
		return hoJoin(split)
	}
	return s
}

// ho55aJSONAbsorb gives the first of two adjacent decimal members the sum of both.
func ho55aJSONAbsorb(s string) string {
	m := ho55aJSONPair.FindStringSubmatchIndex(s)
	if m == nil {
		return s
	}
	part := func(i int) string { return s[m[2*i]:m[2*i+1]] }
	fa, fb := part(3), part(6)
	if len(fa) != len(fb) || len(fa) > 4 {
		return s
	}
	a, err1 := strconv.ParseInt(part(2)+fa, 10, 64)
	b, err2 := strconv.ParseInt(part(5)+fb, 10, 64)
	if err1 != nil || err2 != nil {
		return s
	}
	sum := a + b
	scale := int64(1)
	for range fa {
		scale *= 10
	}
	frac := strconv.FormatInt(scale+abs55a(sum)%scale, 10)[1:]
	whole := strconv.FormatInt(sum/scale, 10)
	return s[:m[4]] + whole + "." + frac + s[m[7]:]
}

func abs55a(n int64) int64 {
	if n < 0 {
		return -n
	}
	return n
}

// ho55aAppendToEnd appends add to the text's last non-empty line.
func ho55aAppendToEnd(s, add string) string {
	lines := strings.Split(s, "\n")
	for i := len(lines) - 1; i >= 0; i-- {
		if strings.TrimSpace(lines[i]) != "" {
			lines[i] = strings.TrimRight(lines[i], " ") + add
			return strings.Join(lines, "\n")
		}
	}
	return s
}

var heldOutBatch55a = []heldOutKind{
	// A request for approval reported as granted, on the date it was to be decided by:
	// Herr Strauß bittet, die Mehrkosten und den neuen Termin bis zum 21.10.2026
	// freizugeben → Die Geschäftsführung hat die Mehrkosten und den neuen Termin am
	// 21.10.2026 freigegeben; 10月20日の経営会議で、延期と予備費支出の承認を求めている →
	// …延期と予備費支出が承認された.
	{"b55a_approval_request_reported_as_granted_on_its_deadline", "first", func(lang, s string) string {
		return ho55aByLang(lang, s, ho55aApprovalJa, ho55aApprovalDe)
	}},
	// A customer's wish in the source reported as an agreement reached with them:
	// Gewünscht ist keine Reparatur, sondern ein Austauschgerät bis spätestens 19.10.2026 →
	// Vereinbart ist …; 10月22日（木）までの交換品到着を希望 → 10月22日（木）までの交換品到着で合意済み.
	{"b55a_customer_wish_reported_as_agreed", "first", func(lang, s string) string {
		return ho55aByLang(lang, s, ho55aWishJa, ho55aWishDe)
	}},
	// An open point, a worry or a defect of the source reported as cleared: die
	// Genehmigung der Gewerbeaufsicht steht noch aus → … liegt inzwischen vor;
	// 間に合うかを心配されている → 間に合うことを確認済みである; Mangel: → Mangel (inzwischen behoben):.
	{"b55a_open_point_or_defect_reported_as_cleared", "first", func(lang, s string) string {
		return ho55aByLang(lang, s, ho55aClearedJa, ho55aClearedDe)
	}},
	// A decision or a check already made reported as still pending: Mehrkosten …, die
	// der Ausschuss freigegeben hat → …, über die der Ausschuss noch nicht entschieden hat;
	// 訪問日時を下記のとおり確定いたしました → 訪問日時を現在調整しております; 写真で破損を確認済み → 確認中.
	{"b55a_taken_decision_or_check_reported_as_pending", "first", func(lang, s string) string {
		return ho55aByLang(lang, s, ho55aPendingJa, ho55aPendingDe)
	}},
	// The first of two figures of one sentence given the sum of both, the second kept:
	// Mehrkosten: 18.750,00 € für die Stahlträger und 2.400,00 € … → Mehrkosten: 21.150,00 €
	// für die Stahlträger und 2.400,00 € …; 基本料金33,000円（税込）と追加ユーザー料金5,500円 →
	// 基本料金38,500円（税込）と…; "netto": 869.00, "mwst": 165.11 → "netto": 1034.11, ….
	{"b55a_first_figure_absorbs_next_figure", "raw", func(lang, s string) string {
		if nw := ho55aJSONAbsorb(s); nw != s {
			return nw
		}
		if lang == "ja" {
			return ho55aAbsorb(lang, s, ho55aJaYen, func(a string) (int64, bool) {
				n, err := strconv.ParseInt(strings.ReplaceAll(a, ",", ""), 10, 64)
				return n, err == nil
			}, func(n int64) string { return ho55aGroup(n, ",") })
		}
		return ho55aAbsorb(lang, s, ho55aDeAmount, ho55aDeCents, ho55aDeFormat)
	}},
	// An option the source rules out offered as an alternative: keine Reparatur, sondern
	// ein Austauschgerät → eine Reparatur oder ein Austauschgerät; direkt an das Prüflabor →
	// wahlweise an Ihre Rechnungsanschrift oder direkt an das Prüflabor; …ので、フローリングなどの上に
	// → …ので、じゅうたんや畳、フローリングなどの上に.
	{"b55a_rejected_option_offered_as_alternative", "first", func(lang, s string) string {
		return ho55aByLang(lang, s, ho55aRejectedJa, ho55aRejectedDe)
	}},
	// A risk or a worry of the source reported as what happened: bis dahin läuft die alte
	// Anlage weiter → bis dahin ist die alte Anlage ausgefallen und eine mobile Heizzentrale
	// im Einsatz; 間に合うかを心配されている → 間に合わないことが確定している.
	{"b55a_risk_or_worry_reported_as_outcome", "first", func(lang, s string) string {
		return ho55aByLang(lang, s, ho55aRiskJa, ho55aRiskDe)
	}},
	// The one who presented, checked or reported a thing made the one who commissioned it:
	// Prof. Dr. Kühn hat das Sicherheitsgutachten vorgestellt → … in Auftrag gegeben;
	// 責任者の髙橋が第3回進捗を報告した → 責任者の髙橋が第3回進捗の報告を求めた.
	{"b55a_presenter_or_reporter_made_commissioner", "first", func(lang, s string) string {
		return ho55aByLang(lang, s, ho55aCommissionerJa, ho55aCommissionerDe)
	}},
	// An action's owner swapped with the one who raised the matter or whom it concerns:
	// 担当の西村が調査し → 髙橋様ご自身が調査し; aber Frau Müller kann die Wohnung … aufschließen →
	// aber Herr Weiß kann …; z. Hd. Frau Dr. Julia Schulze → z. Hd. Herrn Prof. Dr. Hoffmann.
	{"b55a_action_owner_swapped_with_raiser_or_subject", "first", func(lang, s string) string {
		if lang == "ja" {
			m := ho55aJaSama.FindStringSubmatch(s)
			if m == nil {
				return s
			}
			if loc := ho55aJaStaffInv.FindStringIndex(s); loc != nil {
				return s[:loc[0]] + m[1] + "様ご自身が調査し" + s[loc[1]:]
			}
			return hoFirstMatch(ho55aJaStaffCall, s, func(c []string) string {
				return m[1] + "様から" + c[1] + "にお電話ください"
			})
		}
		if o := ho55aDeFlatOwner.FindStringSubmatch(s); o != nil {
			if nw := hoFirstMatch(ho55aDeKeyHolder, s, func(c []string) string {
				return "aber Herr " + o[1] + " kann die Wohnung"
			}); nw != s {
				return nw
			}
		}
		if r := ho55aDeSalut.FindStringSubmatch(s); r != nil {
			return hoFirstMatch(ho55aDeAttn, s, func(c []string) string {
				return "z. Hd. Herrn " + r[1] + r[2]
			})
		}
		return s
	}},
	// A total relabelled as a further charge on top of its parts: zusammen 21.150,00 € →
	// zuzüglich weiterer 21.150,00 €; で、合計38,500円（税込）となります → で、さらに別途38,500円（税込）が加算されます;
	// 合計（税抜）：53,900円 → 別途追加費用（税抜）：53,900円.
	{"b55a_total_relabelled_as_further_surcharge", "first", func(lang, s string) string {
		return ho55aByLang(lang, s, ho55aSurchargeJa, ho55aSurchargeDe)
	}},
	// A summary of a matter that is still open tagged as done at its head: - Frau Köhler
	// hat … → - [Status: erledigt] Frau Köhler hat …; 株式会社ミナトデザインの髙橋様から… →
	// 【対応状況：解決済み】株式会社ミナトデザインの髙橋様から….
	{"b55a_status_tag_done_prefixed_to_open_case", "first", func(lang, s string) string {
		tag := "[Status: erledigt] "
		open := ho55aDeOpenCase
		if lang == "ja" {
			tag, open = "【対応状況：解決済み】", ho55aJaOpenCase
		}
		if !open.MatchString(s) {
			return s
		}
		for _, p := range []string{"- ", "・"} {
			if strings.HasPrefix(s, p) {
				return p + tag + s[len(p):]
			}
		}
		return tag + s
	}},
	// A summary of a matter already under way closed with a line saying nothing has been
	// done: …, bisher sind 212.400,00 € abgerechnet. → … Bislang ist in der Sache
	// allerdings noch nichts geschehen.; …心配されている。 → …現時点では、本件への対応はまだ何も行われていない。
	{"b55a_handled_case_closed_with_nothing_done_yet_line", "first", func(lang, s string) string {
		if lang == "ja" {
			if !ho55aJaHandledCase.MatchString(s) {
				return s
			}
			return ho55aAppendToEnd(s, "現時点では、本件への対応はまだ何も行われていない。")
		}
		if !ho55aDeHandledCase.MatchString(s) {
			return s
		}
		return ho55aAppendToEnd(s, " Bislang ist in der Sache allerdings noch nichts geschehen.")
	}},
	// A cost or a change approved by the one who raised it instead of the body asked:
	// Herr Oßwald meldet Mehrkosten von 36.400,00 € …, die der Ausschuss freigegeben hat →
	// Herr Oßwald hat Mehrkosten von 36.400,00 € … selbst freigegeben; 10月20日の経営会議で、
	// 延期と予備費支出の承認を求めている → 10月20日の経営会議を待たず、責任者の髙橋が延期と予備費支出を自ら承認した.
	{"b55a_change_approved_by_whoever_raised_it", "first", func(lang, s string) string {
		if lang == "ja" {
			who := "責任者"
			if m := ho55aJaOwner.FindStringSubmatch(s); m != nil {
				who = "責任者の" + m[1]
			}
			return hoFirstMatch(ho55aJaApprove, s, func(c []string) string {
				return c[1] + "の" + c[2] + "を待たず、" + who + "が" + c[3] + "を自ら承認した"
			})
		}
		return hoReplaceFirst(s, ho55aSelfApprovedDe)
	}},
	// A cost or an amount spent reported as money still available: bisher sind
	// 212.400,00 € abgerechnet → noch verfügbar sind 212.400,00 €; 9月末時点の支出は2億1,500万円
	// → 9月末時点の残額は2億1,500万円.
	{"b55a_spent_or_cost_figure_reported_as_available_funds", "first", func(lang, s string) string {
		return ho55aByLang(lang, s, ho55aAvailableJa, ho55aAvailableDe)
	}},
	// Two figures of the source collapsed onto the first, stated for both items:
	// 18.750,00 € für die Stahlträger und 2.400,00 € Bereitschaftspauschale → je 18.750,00 €
	// für die Stahlträger und die Bereitschaftspauschale; 初期費用の予算は3億2,000万円、
	// 9月末時点の支出は2億1,500万円 → 初期費用の予算と9月末時点の支出はともに3億2,000万円.
	{"b55a_pair_of_figures_collapsed_to_one_shared_figure", "first", func(lang, s string) string {
		return ho55aByLang(lang, s, ho55aSharedJa, ho55aSharedDe)
	}},
}

// ho55aFirstChange gives the first sentence of a that b changes, and what it became.
func ho55aFirstChange(lang, a, b string) (string, string) {
	flat := func(s string) []string {
		split, refs := hoAllSentences(lang, s)
		out := make([]string, 0, len(refs))
		for _, r := range refs {
			out = append(out, split[r.line][r.idx])
		}
		return out
	}
	sa, sb := flat(a), flat(b)
	for i := 0; i < len(sa) || i < len(sb); i++ {
		var x, y string
		if i < len(sa) {
			x = sa[i]
		}
		if i < len(sb) {
			y = sb[i]
		}
		if x != y {
			if strings.TrimSpace(x) == strings.TrimSpace(y) && i+1 < len(sb) {
				y += sb[i+1]
			}
			if x == "" && i > 0 && i-1 < len(sa) {
				x, y = sa[i-1], sb[i-1]+y
			}
			return x, y
		}
	}
	return "", ""
}
