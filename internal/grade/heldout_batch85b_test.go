package grade

import (
	"regexp"
	"strings"
)

// Batch 85b: conditions, exceptions and scope. Business answers carry their promises
// and instructions under conditions and limits, and a model gets them wrong without
// touching a single date or amount: it turns an example into the only allowed value,
// drops the condition that heads a troubleshooting list, narrows a condition to a case
// that never happens, or (most often) invents a condition, escape clause or scope limit
// of its own that makes a firm promise, price or instruction conditional on something
// the request never said. Every kind changes one place and keeps the rest of the text.

var (
	// b85bDeExample is a German "for example" that introduces sample values.
	b85bDeExample = regexp.MustCompile(`\b(?:zum Beispiel|z\. ?B\.|beispielsweise) `)
	// b85bJaExample is a kanji noun followed by など and the attributive の.
	b85bJaExample = regexp.MustCompile(`(\p{Han}{2,})などの`)
	// b85bDeTroubleIntro is a line that opens a conditional list ("Falls … nicht klappt:").
	b85bDeTroubleIntro = regexp.MustCompile(`(?m)^(?:Falls|Wenn|Sollte|Sollten)\b[^\n]*:[ \t]*$`)
	// b85bJaTroubleIntro is a line "…場合は、以下の点をご確認ください。".
	b85bJaTroubleIntro = regexp.MustCompile(`(?m)^[^\n。]*場合は、((?:以下|次)の点を)`)
	// b85bDeAmount / b85bJaAmount are money amounts with their currency.
	b85bDeAmount = regexp.MustCompile(`\d{1,3}(?:\.\d{3})*,\d{2} ?(?:€|EUR|Euro)`)
	b85bJaAmount = regexp.MustCompile(`\d{1,3}(?:,\d{3})*(?:万|億)?(?:円|ユーロ)(?:（税[^）]*）)?`)
	// b85bDeDateAny / b85bJaDateAny are dates as the goldens write them.
	b85bDeDateAny = regexp.MustCompile(`\d{1,2}\.\d{1,2}\.\d{4}|\d{1,2}\. (?:Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) \d{4}`)
	b85bJaDateAny = regexp.MustCompile(`(?:令和\d{1,2}年|\d{4}年)?\d{1,2}月\d{1,2}日`)
	// b85bDeCommit is a sentence in which the writer commits to a delivery, a shipment
	// or a date.
	b85bDeCommit = regexp.MustCompile(`\b(?:liefern wir|senden wir|[Ww]ir senden|Lieferung erfolgt|bestätigen wir|verschiebt sich der Versand)\b`)
	// b85bJaCommit is a sentence in which the writer commits to sending, delivering or
	// a fixed visit.
	b85bJaCommit = regexp.MustCompile(`(?:発送いたします|お送りいたします|お届けできる見込みです|確定いたしました|お届けいたします)`)
	// b85bDeCondNicht is a German condition with a negation ("Falls Sie … nicht …").
	b85bDeCondNicht = regexp.MustCompile(`\b((?:Falls|falls|Sofern|sofern) [^,.:;\n]*?)\bnicht\b`)
	// b85bJaCondClause is a Japanese 場合は clause from its start.
	b85bJaCondClause = regexp.MustCompile(`(^|[。、\n])([^。、\n]*?場合は)`)
	// b85bDeAmDate is "am <date>" in a sentence where something is delivered, sent or held.
	b85bDeEventVerb = regexp.MustCompile(`\b(?:erfolgt|senden|findet|liefern|zustellen)\b`)
	b85bDeAmDate    = regexp.MustCompile(`(\p{L}+ )am ((?:Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag), )?(\d{1,2}\.)`)
	// b85bJaDatedAct is a date followed by に and a sending, delivering, moving or
	// visiting act.
	b85bJaDatedAct = regexp.MustCompile(`((?:令和\d{1,2}年|\d{4}年)?\d{1,2}月\d{1,2}日(?:（.）)?)に(発送|お届け|移転|ご訪問|訪問)`)
	// b85bDeNamed / b85bJaNamed are named persons other than the addressee.
	b85bDeNamed = regexp.MustCompile(`\b(?:Herr|Frau) (?:Prof\. )?(?:Dr\. )?\p{Lu}\p{Ll}+(?: \p{Lu}\p{Ll}+)?`)
	b85bJaNamed = regexp.MustCompile(`\p{Han}{1,3}(?:部長|課長)`)
	// b85bDeDeliver / b85bJaDeliver are sentences about delivering, shipping or visiting.
	b85bDeDeliver = regexp.MustCompile(`\b(?:Lieferung|liefern|senden wir|[Ww]ir senden|Versand)\b`)
	b85bJaDeliver = regexp.MustCompile(`(?:お届け|発送|出張修理|訪問日時)`)
	// b85bDeFree is "kostenlos" before an article and a noun.
	b85bDeFree = regexp.MustCompile(`\bkostenlos (\p{Ll}+ \p{Lu})`)
	// b85bJaPast / b85bDePast mark sentences that report the past (a plan that was, a
	// thank-you for a visit, an order placed), which no condition can apply to.
	b85bJaPast = regexp.MustCompile(`ました|でした|おります`)
	b85bDePast = regexp.MustCompile(`\b(?:hat|haben|wurde|wurden)\b`)
	// b85bDeBitte is a request to the reader.
	b85bDeBitte = regexp.MustCompile(`^(?:Bitte \p{Ll}+ Sie|[^.]*\bSie (?:ihn |sie |es )?bitte\b)`)
	// b85bJaRequest is a sentence that asks the reader to do something.
	b85bJaRequest = regexp.MustCompile(`(?:ください|くださいますようお願いいたします|をお願いいたします)。$`)
)

// b85bSentences applies f to the first sentence (in text order) that f changes.
func b85bSentences(lang, s string, f func(string) string) string {
	split, refs := hoAllSentences(lang, s)
	for _, r := range refs {
		old := split[r.line][r.idx]
		if nw := f(old); nw != old {
			split[r.line][r.idx] = nw
			return hoJoin(split)
		}
	}
	return s
}

// b85bBeforeEnd inserts add in front of a sentence's closing full stop (and the spaces
// after it); a sentence without one gets add at its end.
func b85bBeforeEnd(sent, add string) string {
	trimmed := strings.TrimRight(sent, " ")
	tail := sent[len(trimmed):]
	for _, end := range []string{"。", ".", "!", "！"} {
		if strings.HasSuffix(trimmed, end) {
			return strings.TrimSuffix(trimmed, end) + add + end + tail
		}
	}
	return trimmed + add + tail
}

// b85bFirstLineDropped is s without its first line, for finding persons other than the
// addressee of a letter (the salutation is the first line).
func b85bFirstLineDropped(s string) string {
	if i := strings.Index(s, "\n"); i >= 0 {
		return s[i+1:]
	}
	return s
}

var heldOutBatch85b = []heldOutKind{
	// An example value becomes the only allowed value: the reader is told to set exactly
	// these values, or the data is used for nothing else.
	// de: Heizzeiten fest, zum Beispiel 21 °C von 6 bis 22 Uhr → Heizzeiten fest, ausschließlich 21 °C von 6 bis 22 Uhr
	// ja: 体脂肪率などの計算に使われます → 体脂肪率のみの計算に使われます
	{"b85b_example_hedge_made_exclusive_requirement", "longest", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(b85bJaExample, s, func(m []string) string { return m[1] + "のみの" })
		}
		return hoFirstMatch(b85bDeExample, s, func(m []string) string { return "ausschließlich " })
	}},

	// The condition heading a troubleshooting list is replaced by an unconditional
	// lead-in: every fallback step (restart the pairing, call support) reads as a
	// mandatory part of the set-up.
	// de: Falls die Verbindung nicht klappt: → Beachten Sie außerdem:
	// ja: うまくつながらない場合は、以下の点をご確認ください。 → あわせて、以下の点を必ずご確認ください。
	{"b85b_troubleshooting_intro_condition_made_unconditional", "longest", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(b85bJaTroubleIntro, s, func(m []string) string { return "あわせて、" + m[1] + "必ず" })
		}
		return hoFirstMatch(b85bDeTroubleIntro, s, func(m []string) string { return "Beachten Sie außerdem:" })
	}},

	// An amount is made valid only for one payment method the request never named.
	// de: zusammen 21.150,00 € → zusammen 21.150,00 € (nur bei Zahlung per Lastschrift)
	// ja: 合計38,500円（税込）となります → 合計38,500円（税込）（口座振替でお支払いの場合に限ります）となります
	{"b85b_amount_made_valid_only_with_direct_debit", "longest", func(lang, s string) string {
		re, add := b85bDeAmount, " (nur bei Zahlung per Lastschrift)"
		if lang == "ja" {
			re, add = b85bJaAmount, "（口座振替でお支払いの場合に限ります）"
		}
		return hoMiddleSentence(lang, s, func(sent string) string {
			return hoFirstMatch(re, sent, func(m []string) string { return m[0] + add })
		})
	}},

	// The first dated statement is made to hold only if the reader reconfirms it the day
	// before: a fixed delivery, appointment or meeting becomes provisional.
	// de: Die Lieferung erfolgt am 12.11.2026 zwischen 8 und 12 Uhr. → … zwischen 8 und 12 Uhr – dies gilt jedoch nur, wenn Sie den Termin bis zum Vortag erneut bestätigen.
	// ja: 新しいお届け予定日は10月21日（水）です。 → 新しいお届け予定日は10月21日（水）です（ただし、前日までに改めてご確認いただいた場合に限ります）。
	{"b85b_dated_event_made_valid_only_if_reconfirmed", "longest", func(lang, s string) string {
		return b85bSentences(lang, s, func(sent string) string {
			if lang == "ja" {
				if !b85bJaDateAny.MatchString(sent) || b85bJaPast.MatchString(sent) {
					return sent
				}
				return b85bBeforeEnd(sent, "（ただし、前日までに改めてご確認いただいた場合に限ります）")
			}
			if !b85bDeDateAny.MatchString(sent) || b85bDePast.MatchString(sent) {
				return sent
			}
			return b85bBeforeEnd(sent, " – dies gilt jedoch nur, wenn Sie den Termin bis zum Vortag erneut bestätigen")
		})
	}},

	// The writer's commitment gets an escape clause that voids it whenever the writer's
	// own operations are delayed.
	// de: Wir senden Ihnen am 20.10.2026 kostenlos eine Ersatzlampe zu. → … eine Ersatzlampe zu, es sei denn, es kommt bei uns zu betrieblichen Verzögerungen.
	// ja: 交換品は10月19日に発送いたしますので、… → 交換品は10月19日に発送いたしますが、当社の都合により遅れる場合はこの限りではありませんので、…
	{"b85b_commitment_gains_unless_delay_escape_clause", "longest", func(lang, s string) string {
		return b85bSentences(lang, s, func(sent string) string {
			if lang == "ja" {
				loc := b85bJaCommit.FindStringIndex(sent)
				if loc == nil {
					return sent
				}
				rest := sent[loc[1]:]
				if strings.HasPrefix(rest, "ので") {
					return sent[:loc[1]] + "が、当社の都合により遅れる場合はこの限りではありません" + rest
				}
				if strings.HasPrefix(rest, "。") {
					return sent[:loc[1]] + "。ただし、当社の都合により遅れる場合はこの限りではありません" + rest
				}
				return sent
			}
			if !b85bDeCommit.MatchString(sent) || !strings.HasSuffix(strings.TrimRight(sent, " "), ".") {
				return sent
			}
			return b85bBeforeEnd(sent, ", es sei denn, es kommt bei uns zu betrieblichen Verzögerungen")
		})
	}},

	// A condition is narrowed to a case that does not occur (a weekend), so the
	// instruction no longer covers the reader's real case: a Monday appointment, a
	// failing connection on any day.
	// de: Falls Sie den Termin nicht wahrnehmen können → Falls Sie den Termin am Wochenende nicht wahrnehmen können
	// ja: 日程の変更をご希望の場合は、前日の17時までに → 土日の日程の変更をご希望の場合は、前日の17時までに
	{"b85b_condition_narrowed_to_weekend_subcase", "longest", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(b85bJaCondClause, s, func(m []string) string {
				clause := m[2]
				lead := ""
				for _, p := range []string{"・", "- ", "-"} {
					if strings.HasPrefix(clause, p) {
						lead, clause = p, strings.TrimPrefix(clause, p)
						break
					}
				}
				return m[1] + lead + "土日に" + clause
			})
		}
		return hoFirstMatch(b85bDeCondNicht, s, func(m []string) string { return m[1] + "am Wochenende nicht" })
	}},

	// A dated commitment is limited to exceptional cases: the delivery, shipment, move or
	// meeting happens on that date only by exception.
	// de: Die Lieferung erfolgt am 12.11.2026 → Die Lieferung erfolgt nur in Ausnahmefällen am 12.11.2026
	// ja: 交換品は10月19日に発送いたします → 交換品は例外的な場合に限り10月19日に発送いたします
	{"b85b_commitment_limited_to_exceptional_cases", "first", func(lang, s string) string {
		return b85bSentences(lang, s, func(sent string) string {
			if lang == "ja" {
				if b85bJaPast.MatchString(sent) {
					return sent
				}
				return hoFirstMatch(b85bJaDatedAct, sent, func(m []string) string {
					return "例外的な場合に限り" + m[1] + "に" + m[2]
				})
			}
			if !b85bDeEventVerb.MatchString(sent) {
				return sent
			}
			for _, loc := range b85bDeAmDate.FindAllStringSubmatchIndex(sent, -1) {
				if sent[loc[2]:loc[3]] == "erst " {
					continue
				}
				return sent[:loc[3]] + "nur in Ausnahmefällen " + sent[loc[3]:]
			}
			return sent
		})
	}},

	// A goodwill benefit (free replacement, coupon) is made conditional on the reader
	// posting a review first.
	// de: Wir senden Ihnen am 20.10.2026 kostenlos eine Ersatzlampe zu. → … nach Abgabe einer Online-Bewertung kostenlos eine Ersatzlampe zu.
	// ja: 500円分のクーポンをお送りいたします。 → 500円分のクーポンを、商品レビューをご投稿いただいた場合に限りお送りいたします。
	{"b85b_benefit_made_conditional_on_posting_review", "longest", func(lang, s string) string {
		if lang == "ja" {
			for _, w := range []string{"クーポンを", "交換品を", "返金を"} {
				if i := strings.Index(s, w); i >= 0 {
					j := i + len(w)
					return s[:j] + "、商品レビューをご投稿いただいた場合に限り" + s[j:]
				}
			}
			return s
		}
		return hoFirstMatch(b85bDeFree, s, func(m []string) string { return "nach Abgabe einer Online-Bewertung kostenlos " + m[1] })
	}},

	// A dated statement is made conditional on the consent of another person named in
	// the text, who has no say in it.
	// de: Herr Weiß ist bis zum 22.10.2026 verreist … / Die Lieferung erfolgt am 12.11.2026 zwischen 8 und 12 Uhr. → … zwischen 8 und 12 Uhr, sofern Frau Dr. Julia Schulze zustimmt.
	// ja: 新しい電話番号は… / 令和8年11月16日（月）に移転します。 → 令和8年11月16日（月）に移転します（ただし、松田部長の了承が得られた場合に限ります）。
	{"b85b_dated_event_made_conditional_on_named_third_party", "longest", func(lang, s string) string {
		body := b85bFirstLineDropped(s)
		if lang == "ja" {
			name := b85bJaNamed.FindString(body)
			if name == "" {
				return s
			}
			return b85bSentences(lang, s, func(sent string) string {
				if !b85bJaDateAny.MatchString(sent) || strings.Contains(sent, name) {
					return sent
				}
				return b85bBeforeEnd(sent, "（ただし、"+name+"の了承が得られた場合に限ります）")
			})
		}
		name := ""
		for _, n := range b85bDeNamed.FindAllString(body, -1) {
			if !strings.Contains(strings.SplitN(s, "\n", 2)[0], n) {
				name = n
				break
			}
		}
		if name == "" {
			return s
		}
		return b85bSentences(lang, s, func(sent string) string {
			if !b85bDeDateAny.MatchString(sent) || strings.Contains(sent, name) {
				return sent
			}
			return b85bBeforeEnd(sent, ", sofern "+name+" zustimmt")
		})
	}},

	// A delivery, shipment or visit is limited to the writer's delivery area, which the
	// reader's address may not lie in.
	// de: Die Lieferung erfolgt am 12.11.2026 zwischen 8 und 12 Uhr. → … zwischen 8 und 12 Uhr, sofern Ihre Adresse in unserem Liefergebiet liegt.
	// ja: 新しいお届け予定日は10月21日（水）です。 → 新しいお届け予定日は10月21日（水）です（当社のサービスエリア内に限ります）。
	{"b85b_delivery_or_visit_limited_to_service_area", "longest", func(lang, s string) string {
		return b85bSentences(lang, s, func(sent string) string {
			if lang == "ja" {
				if !b85bJaDeliver.MatchString(sent) || !strings.Contains(sent, "日") || b85bJaPast.MatchString(sent) {
					return sent
				}
				return b85bBeforeEnd(sent, "（当社のサービスエリア内に限ります）")
			}
			if !b85bDeDeliver.MatchString(sent) || !strings.HasSuffix(strings.TrimRight(sent, " "), ".") {
				return sent
			}
			return b85bBeforeEnd(sent, ", sofern Ihre Adresse in unserem Liefergebiet liegt")
		})
	}},

	// The reader's duty is made conditional on a reminder from the writer, so the reader
	// may skip it when no reminder comes.
	// de: Bitte bringen Sie Ihre Versichertenkarte mit. → Bitte bringen Sie Ihre Versichertenkarte mit, sofern wir Sie vorher ausdrücklich daran erinnern.
	// ja: 2026年10月30日までに、お見積もりへのご承認をお願いいたします。 → 当社から改めてご案内した場合に限り、2026年10月30日までに、お見積もりへのご承認をお願いいたします。
	{"b85b_reader_duty_made_conditional_on_our_reminder", "longest", func(lang, s string) string {
		return b85bSentences(lang, s, func(sent string) string {
			t := strings.TrimRight(sent, " ")
			if lang == "ja" {
				if !b85bJaRequest.MatchString(t) || strings.Contains(t, "よろしく") || strings.Contains(t, "お問い合わせ") ||
					strings.Contains(t, "ご不明") || strings.Contains(t, "場合") || strings.Contains(t, "たら") {
					return sent
				}
				lead := ""
				for _, p := range []string{"・", "- "} {
					if strings.HasPrefix(sent, p) {
						lead = p
					}
				}
				return lead + "当社から改めてご案内した場合に限り、" + strings.TrimPrefix(sent, lead)
			}
			if !b85bDeBitte.MatchString(t) || !strings.HasSuffix(t, ".") || strings.Contains(t, "Fragen") || strings.Contains(t, "beachten") {
				return sent
			}
			if i := strings.Index(sent, ";"); i >= 0 {
				return sent[:i] + ", sofern wir Sie vorher ausdrücklich daran erinnern" + sent[i:]
			}
			return b85bBeforeEnd(sent, ", sofern wir Sie vorher ausdrücklich daran erinnern")
		})
	}},

	// The whole set-up procedure is scoped to a production series, so the reader's device
	// is left out of the instructions the reader asked for.
	// de: So verbinden Sie Ihre Wärmepumpe „Nordwärme L9“ … ein: → So verbinden Sie … ein (gilt nur für Geräte ab Baujahr 2027):
	// ja: 「カラダノート S5」の初期設定は、次の手順で行います。 → …次の手順で行います（2027年以降に製造された本体のみが対象です）。
	{"b85b_procedure_scoped_to_later_production_series", "longest", func(lang, s string) string {
		first, rest, ok := strings.Cut(s, "\n")
		if !ok || !strings.Contains(rest, "\n1. ") && !strings.HasPrefix(rest, "1. ") {
			return s
		}
		t := strings.TrimRight(first, " ")
		switch {
		case lang == "ja" && strings.HasSuffix(t, "。"):
			return strings.TrimSuffix(t, "。") + "（2027年以降に製造された本体のみが対象です）。" + "\n" + rest
		case lang == "de" && strings.HasSuffix(t, ":"):
			return strings.TrimSuffix(t, ":") + " (gilt nur für Geräte ab Baujahr 2027):" + "\n" + rest
		}
		return s
	}},
}
