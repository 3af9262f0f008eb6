package grade

// Blind batch 91c: certainty, modality and attribution. These faults were found by a
// reviewer who checks each answer line against its source prompt (the customer's mail,
// the internal note, the minutes) and marks every statement whose epistemic status has
// changed: a firm date or commitment that turned into a wish, a possibility or a mere
// plan; a fact that is suddenly credited to the customer's own words or wishes; a
// reported statement given to the wrong speaker; a check the customer must do reported
// as done by us; an unconditional arrangement that gained a condition; a flat "not"
// watered down to "hardly"; a request demoted to a tip. Each one is what a quantized or
// badly prompted model writes when it keeps the words but loses who said what, and how
// sure it is.

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

var (
	b91cDeMention  = regexp.MustCompile(`(?:(?:Frau|Herrn?) (?:Prof\. )?(?:Dr\. )?|Prof\. (?:Dr\. )?)\p{Lu}[\p{Ll}ß]+`)
	b91cDeReport   = regexp.MustCompile(`\b(?:meldet|bittet|berichtet|vorgestellt|[Ll]aut)\b`)
	b91cJaMention  = regexp.MustCompile(`(\p{Han}{1,3})(?:様|部長|課長)|(?:担当|責任者)の(\p{Han}{1,3})`)
	b91cJaReport   = regexp.MustCompile(`より|から、|報告|との問い合わせ|との連絡`)
	b91cJaHumble   = regexp.MustCompile(`[おご][\p{Han}\p{Hiragana}]{1,4}?いたします`)
	b91cDeFlip     = regexp.MustCompile(`\bWir (\p{Ll}+) Ihnen\b|\b(\p{Ll}+) wir Ihren\b|\b(\p{Ll}+) wir Ihre\b|\bWir bitten Sie\b`)
	b91cJaPlease   = regexp.MustCompile(`([ごお][\p{Han}\p{Hiragana}]{1,6}?)(?:くださいますようお願いいたします|ください)`)
	b91cDeBitte    = regexp.MustCompile(`(^|\. |\n)Bitte (\p{Ll})(\p{Ll}*) Sie `)
	b91cDeNeg      = regexp.MustCompile(`\b(?:nicht|keine|keinen|kein)\b`)
	b91cJaNeg      = regexp.MustCompile(`できません|不要です|変わりません|使えない|取り込めない`)
	b91cDeEventKey = regexp.MustCompile(`Lieferung|senden|Versand|Termin|Sitzung|Inbetriebnahme|aufschließen|Austauschgerät|kommt`)
	b91cJaEventKey = regexp.MustCompile(`発送|お届け|訪問|移転|出荷|開始|回答`)
	b91cDeCheck    = regexp.MustCompile(`(?:Prüfen Sie, ob|Stellen Sie sicher, dass|Achten Sie darauf, dass) `)
	b91cDeSendZu   = regexp.MustCompile(`\bWir (senden|schicken|liefern) (Ihnen )?((?:[^.\n]|\.\d)*?) (zu|an|zurück)\.`)
	b91cDeConfirm  = regexp.MustCompile(`(?m)\b([Hh]iermit) bestätigen wir (.+)\.$`)
	b91cJaWant     = regexp.MustCompile(`(お送り|お電話|発送|お届け)いたします`)
	b91cDeWhich    = regexp.MustCompile(`^(Der|Die|Das) (\p{Lu}\p{Ll}+) (erfolgt|bleibt) `)
	b91cJaOwnFact  = regexp.MustCompile(`^[^、。]*は[^。]*\d[^。]*です。 *$`)
	b91cDeErfolgt  = regexp.MustCompile(`\b(Die|Der|Das) (\p{Lu}\p{Ll}+) erfolgt am ([^\n]+?)\.( |$)`)
	b91cDeFindet   = regexp.MustCompile(`\bfindet am ([^\n]+?) statt\.`)
	b91cDeVerschb  = regexp.MustCompile(`\bverschiebt sich\b`)
	b91cJaYen      = regexp.MustCompile(`\d{1,3}(?:,\d{3})+(?:万円|円|ユーロ)`)
	b91cDeEuro     = regexp.MustCompile(`\d{1,3}(?:\.\d{3})*,\d{2} €`)
)

// b91cEarliest rewrites the earliest match of any of the rules in s (the first rule wins
// a tie); s unchanged when none matches.
func b91cEarliest(s string, rules []*regexp.Regexp, fns []func(m []string) string) string {
	best, bi := -1, -1
	for i, re := range rules {
		if loc := re.FindStringIndex(s); loc != nil && (best < 0 || loc[0] < best) {
			best, bi = loc[0], i
		}
	}
	if bi < 0 {
		return s
	}
	return hoFirstMatch(rules[bi], s, fns[bi])
}

// b91cFirstSentence applies f to the first sentence (in text order) that f changes.
func b91cFirstSentence(lang, s string, f func(string) string) string {
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

// b91cIsLetter tells a reply letter (salutation with 様 or Sehr geehrte/r) from a summary.
func b91cIsLetter(s string) bool {
	return strings.Contains(s, "様\n") || strings.Contains(s, "Sehr geehrte")
}

// b91cAppendBeforeEnd puts add before the sentence's final full stop (and its spaces).
func b91cAppendBeforeEnd(sent, add string) string {
	t := strings.TrimRight(sent, " ")
	tail := sent[len(t):]
	if strings.HasSuffix(t, ".") {
		return strings.TrimSuffix(t, ".") + add + "." + tail
	}
	return sent
}

func b91cUpperFirst(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 {
		return s
	}
	return string(unicode.ToUpper(r)) + s[n:]
}

func b91cLowerFirst(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 {
		return s
	}
	return string(unicode.ToLower(r)) + s[n:]
}

var heldOutBatch91c = []heldOutKind{
	// b91c_own_decision_framed_as_readers_wish credits a decision the writer made (a
	// replacement, a postponement, a new date, a fixed price, a courtesy call) to the
	// reader's own wish, as a model does that pads a reply with "wie gewünscht". The
	// customer never asked for it; the letter now misstates who decided.
	// de: "Wir senden Ihnen am 20.10.2026 kostenlos eine Ersatzlampe zu." →
	//     "Wie von Ihnen gewünscht, senden wir Ihnen am 20.10.2026 kostenlos eine Ersatzlampe zu."
	// ja: "新しいお届け予定日は10月21日（水）です。" → "ご希望どおり、新しいお届け予定日は10月21日（水）です。"
	{"b91c_own_decision_framed_as_readers_wish", "longest", func(lang, s string) string {
		if !b91cIsLetter(s) {
			return s
		}
		return b91cFirstSentence(lang, s, func(sent string) string {
			if lang == "ja" {
				if strings.HasPrefix(sent, "お打ち合わせ") || strings.Contains(sent, "ご希望") {
					return sent
				}
				for _, k := range []string{"予定日は", "お電話いたします", "価格は"} {
					if strings.Contains(sent, k) {
						return "ご希望どおり、" + sent
					}
				}
				return sent
			}
			if m := regexp.MustCompile(`^Wir (senden|schicken|liefern) `).FindStringSubmatch(sent); m != nil {
				return "Wie von Ihnen gewünscht, " + m[1] + " wir " + sent[len(m[0]):]
			}
			if i := strings.Index(sent, "verschiebt sich "); i >= 0 {
				return sent[:i] + "verschiebt sich, wie von Ihnen gewünscht, " + sent[i+len("verschiebt sich "):]
			}
			return sent
		})
	}},

	// b91c_check_instruction_told_as_already_verified_by_us turns a check the reader must
	// make on their own side into a claim that the writer has already made sure of it:
	// the writer cannot know the reader's Wi-Fi band, and the reader skips the check.
	// de: "Prüfen Sie, ob Ihr Smartphone mit einem WLAN im 2,4-GHz-Band verbunden ist." →
	//     "Wir haben bereits sichergestellt, dass Ihr Smartphone mit einem WLAN im 2,4-GHz-Band verbunden ist."
	// ja: "うまくつながらない場合は、以下の点をご確認ください。" → "うまくつながらない場合は、以下の点は弊社で確認済みです。"
	{"b91c_check_instruction_told_as_already_verified_by_us", "longest", func(lang, s string) string {
		if lang == "ja" {
			return strings.Replace(s, "をご確認ください", "は弊社で確認済みです", 1)
		}
		return hoFirstMatch(b91cDeCheck, s, func(m []string) string { return "Wir haben bereits sichergestellt, dass " })
	}},

	// b91c_commitment_recast_as_wuerden_gern_or_tai_to_kangaete turns a firm commitment
	// (we send, we confirm, we call) into a wish of the writer's (würden gern, 〜したいと
	// 考えております): the reader no longer knows whether it will happen.
	// de: "Wir senden Ihnen am 20.10.2026 kostenlos eine Ersatzlampe zu." →
	//     "Wir würden Ihnen am 20.10.2026 kostenlos eine Ersatzlampe gern zusenden."
	// ja: "当日は、作業員が訪問の30分前にお電話いたします。" → "当日は、作業員が訪問の30分前にお電話したいと考えております。"
	{"b91c_commitment_recast_as_wuerden_gern_or_tai_to_kangaete", "longest", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(b91cJaWant, s, func(m []string) string { return m[1] + "したいと考えております" })
		}
		if b91cDeSendZu.MatchString(s) {
			return hoFirstMatch(b91cDeSendZu, s, func(m []string) string {
				return "Wir würden " + m[2] + m[3] + " gern " + m[4] + m[1] + "."
			})
		}
		return hoFirstMatch(b91cDeConfirm, s, func(m []string) string {
			return m[1] + " würden wir " + m[2] + " gern bestätigen."
		})
	}},

	// b91c_dated_event_downgraded_to_koennte_or_kanousei states a fixed, dated event (a
	// delivery, a meeting, a postponement, a move, an expected arrival) as a mere
	// possibility: könnte / möglicherweise, 可能性がございます. The source gives it as fact.
	// de: "Die Lieferung erfolgt am 12.11.2026 zwischen 8 und 12 Uhr." →
	//     "Die Lieferung könnte am 12.11.2026 zwischen 8 und 12 Uhr erfolgen."
	// ja: "写真で破損を確認済みで、交換品は10月19日に発送予定。" → "写真で破損を確認済みで、交換品は10月19日に発送の可能性あり。"
	{"b91c_dated_event_downgraded_to_koennte_or_kanousei", "first", func(lang, s string) string {
		if lang == "ja" {
			for _, p := range [][2]string{{"見込みです", "可能性がございます"}, {"発送予定", "発送の可能性あり"},
				{"に移転します", "に移転する可能性があります"}, {"回答する。", "回答する可能性がある。"}} {
				if strings.Contains(s, p[0]) {
					return strings.Replace(s, p[0], p[1], 1)
				}
			}
			if loc := regexp.MustCompile(`予定日は([^。]+?)です。`).FindStringSubmatchIndex(s); loc != nil {
				return s[:loc[0]] + "日は" + s[loc[2]:loc[3]] + "となる可能性がございます。" + s[loc[1]:]
			}
			return s
		}
		return b91cEarliest(s, []*regexp.Regexp{b91cDeErfolgt, b91cDeFindet, b91cDeVerschb}, []func(m []string) string{
			func(m []string) string { return m[1] + " " + m[2] + " könnte am " + m[3] + " erfolgen." + m[4] },
			func(m []string) string { return "könnte am " + m[1] + " stattfinden." },
			func(m []string) string { return "verschiebt sich möglicherweise" },
		})
	}},

	// b91c_reported_speaker_swapped_with_other_named_person gives a reported statement
	// (a report, a request, a presentation, an enquiry) to another person named in the
	// same text: the reader of the summary contacts the wrong person.
	// de: "Frau Müller von der Hausverwaltung Schößler meldet, dass …" →
	//     "Herr Weiß von der Hausverwaltung Schößler meldet, dass …"
	// ja: "株式会社ミナトデザインの髙橋様から、…との問い合わせがあった" → "株式会社ミナトデザインの西村様から、…との問い合わせがあった"
	{"b91c_reported_speaker_swapped_with_other_named_person", "longest", func(lang, s string) string {
		if lang == "ja" {
			var names []string
			for _, m := range b91cJaMention.FindAllStringSubmatch(s, -1) {
				n := m[1] + m[2]
				if !strings.Contains(strings.Join(names, "|"), n) {
					names = append(names, n)
				}
			}
			if len(names) < 2 {
				return s
			}
			return b91cFirstSentence(lang, s, func(sent string) string {
				if !b91cJaReport.MatchString(sent) {
					return sent
				}
				m := b91cJaMention.FindStringSubmatch(sent)
				if m == nil {
					return sent
				}
				who := m[1] + m[2]
				for _, n := range names {
					if n != who {
						return strings.Replace(sent, m[0], strings.Replace(m[0], who, n, 1), 1)
					}
				}
				return sent
			})
		}
		all := b91cDeMention.FindAllString(s, -1)
		surname := func(x string) string { f := strings.Fields(x); return f[len(f)-1] }
		return b91cFirstSentence(lang, s, func(sent string) string {
			if !b91cDeReport.MatchString(sent) {
				return sent
			}
			loc := b91cDeMention.FindStringIndex(sent)
			if loc == nil {
				return sent
			}
			who := sent[loc[0]:loc[1]]
			for _, o := range all {
				if surname(o) == surname(who) {
					continue
				}
				dative := strings.HasSuffix(sent[:loc[0]], "aut ") || strings.HasSuffix(sent[:loc[0]], "von ")
				if dative {
					o = regexp.MustCompile(`^Herr `).ReplaceAllString(o, "Herrn ")
				} else {
					o = regexp.MustCompile(`^Herrn `).ReplaceAllString(o, "Herr ")
				}
				return sent[:loc[0]] + o + sent[loc[1]:]
			}
			return sent
		})
	}},

	// b91c_own_act_subject_flipped_to_reader makes the reader the one who acts in a
	// sentence where the writer commits to act: German swaps wir/Ihnen to Sie/uns,
	// Japanese turns the humble お〜いたします (we do) into the honorific お〜になります
	// (you do). The reader is now told to send, confirm or explain.
	// de: "Wir senden Ihnen am 20.10.2026 kostenlos eine Ersatzlampe zu." →
	//     "Sie senden uns am 20.10.2026 kostenlos eine Ersatzlampe zu."
	// ja: "請求書INV-88213の金額についてご説明いたします。" → "請求書INV-88213の金額についてご説明になります。"
	// (a sentence whose own-side subject is named, お電話いたします by the technician, is left alone)
	{"b91c_own_act_subject_flipped_to_reader", "longest", func(lang, s string) string {
		if lang == "ja" {
			for _, loc := range b91cJaHumble.FindAllStringIndex(s, -1) {
				m := s[loc[0]:loc[1]]
				if strings.Contains(m, "願") || strings.Contains(m, "電話") {
					continue
				}
				return s[:loc[0]] + strings.TrimSuffix(m, "いたします") + "になります" + s[loc[1]:]
			}
			return s
		}
		return hoFirstMatch(b91cDeFlip, s, func(m []string) string {
			switch {
			case m[1] != "":
				return "Sie " + m[1] + " uns"
			case m[2] != "":
				return m[2] + " Sie unseren"
			case m[3] != "":
				return m[3] + " Sie unsere"
			}
			return "Sie bitten uns"
		})
	}},

	// b91c_planned_date_relabelled_as_someones_wish relabels the writer's planned date
	// (予定 / erfolgt am) as a wished date (希望 / wünschen Sie sich): the firm plan becomes
	// the customer's wish, which nobody has agreed to.
	// de: "Die Lieferung erfolgt am 12.11.2026 zwischen 8 und 12 Uhr." →
	//     "Die Lieferung wünschen Sie sich am 12.11.2026 zwischen 8 und 12 Uhr."
	// ja: "新しいお届け予定日は10月21日（水）です。" → "新しいお届け希望日は10月21日（水）です。"
	{"b91c_planned_date_relabelled_as_someones_wish", "first", func(lang, s string) string {
		if lang == "ja" {
			if strings.Contains(s, "予定日") {
				return strings.Replace(s, "予定日", "希望日", 1)
			}
			return strings.Replace(s, "発送予定", "発送希望", 1)
		}
		return hoFirstMatch(regexp.MustCompile(`\bDie (Lieferung|Zustellung) erfolgt am `), s, func(m []string) string {
			return "Die " + m[1] + " wünschen Sie sich am "
		})
	}},

	// b91c_dated_event_made_weather_dependent adds a condition the source never states:
	// the dated delivery, visit, move, shipment or meeting now happens only if the weather
	// allows (sofern es die Witterung zulässt, 天候次第). A hedge a model invents; the
	// reader can no longer rely on the date.
	// de: "Die Lieferung erfolgt am 12.11.2026 zwischen 8 und 12 Uhr." →
	//     "Die Lieferung erfolgt am 12.11.2026 zwischen 8 und 12 Uhr, sofern es die Witterung zulässt."
	// ja: "担当の西村が調査し、10月19日（月）17時までに回答する。" →
	//     "担当の西村が調査し、天候次第だが、10月19日（月）17時までに回答する。"
	{"b91c_dated_event_made_weather_dependent", "first", func(lang, s string) string {
		return b91cFirstSentence(lang, s, func(sent string) string {
			if len(hoDates(lang, sent)) == 0 {
				return sent
			}
			if lang == "ja" {
				t := strings.TrimRight(sent, " ")
				if !b91cJaEventKey.MatchString(sent) || !strings.HasSuffix(t, "。") || strings.Contains(t, "でした") || strings.HasSuffix(t, "た。") {
					return sent
				}
				add := "天候次第だが、"
				if strings.Contains(sent, "ます") || strings.Contains(sent, "です") {
					add = "天候次第ですが、"
				}
				if d := hoJaDate.FindStringIndex(sent); d != nil {
					if c := strings.LastIndex(sent[:d[0]], "、"); c >= 0 {
						return sent[:c+len("、")] + add + sent[c+len("、"):]
					}
				}
				if p := regexp.MustCompile(`^(・|- |\d+\. )`).FindString(sent); p != "" {
					return p + add + sent[len(p):]
				}
				return add + sent
			}
			if !b91cDeEventKey.MatchString(sent) {
				return sent
			}
			if i := strings.Index(sent, ";"); i >= 0 && len(hoDates(lang, sent[:i])) > 0 {
				return sent[:i] + ", sofern es die Witterung zulässt" + sent[i:]
			}
			return b91cAppendBeforeEnd(sent, ", sofern es die Witterung zulässt")
		})
	}},

	// b91c_flat_negation_weakened_to_kaum_or_hotondo waters a flat "not / no / cannot"
	// down to "hardly" (kaum, ほとんど〜ない): a rule with no exception (no early
	// termination, no cost, no 5-GHz support) now leaves room for one, and a reported
	// total failure becomes a partial one.
	// de: "…für Sie entstehen dabei keine Kosten." → "…für Sie entstehen dabei kaum Kosten."
	// ja: "契約期間中の途中解約はできません。" → "契約期間中の途中解約はほとんどできません。"
	{"b91c_flat_negation_weakened_to_kaum_or_hotondo", "first", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(b91cJaNeg, s, func(m []string) string { return "ほとんど" + m[0] })
		}
		return hoFirstMatch(b91cDeNeg, s, func(m []string) string { return "kaum" })
	}},

	// b91c_request_demoted_to_unser_tipp_or_osusume demotes a request the writer needs
	// the reader to follow (return the lamp, bring the card, reply, send the samples) to
	// a friendly tip (Unser Tipp:, 〜いただくのがおすすめです): the reader may skip it.
	// de: "Bitte bringen Sie Ihre Versichertenkarte mit." → "Unser Tipp: Bringen Sie Ihre Versichertenkarte mit."
	// ja: "破損品は、交換品に同梱の返送用伝票でご返送ください。" → "破損品は、交換品に同梱の返送用伝票でご返送いただくのがおすすめです。"
	{"b91c_request_demoted_to_unser_tipp_or_osusume", "longest", func(lang, s string) string {
		if lang == "ja" {
			for _, loc := range b91cJaPlease.FindAllStringSubmatchIndex(s, -1) {
				stem := s[loc[2]:loc[3]]
				if strings.Contains(stem, "問い合わせ") {
					continue
				}
				return s[:loc[0]] + stem + "いただくのがおすすめです" + s[loc[1]:]
			}
			return s
		}
		return hoFirstMatch(b91cDeBitte, s, func(m []string) string {
			return m[1] + "Unser Tipp: " + strings.ToUpper(m[2]) + m[3] + " Sie "
		})
	}},

	// b91c_own_fact_sourced_to_readers_own_words attributes a fact the writer states on
	// their own authority (a date, a due date, a price, an unchanged amount) to the
	// reader's own words (Wie Sie selbst schreiben, お客様のお話では): the writer
	// disowns the fact and puts words into the reader's mouth.
	// de: "Der Rechnungsbetrag bleibt unverändert bei 1.850,00 €." →
	//     "Wie Sie selbst schreiben, bleibt der Rechnungsbetrag unverändert bei 1.850,00 €."
	// ja: "お支払い期限は2026年10月30日（金）です。" → "お客様のお話では、お支払い期限は2026年10月30日（金）です。"
	{"b91c_own_fact_sourced_to_readers_own_words", "longest", func(lang, s string) string {
		if !b91cIsLetter(s) {
			return s
		}
		return b91cFirstSentence(lang, s, func(sent string) string {
			if lang == "ja" {
				if b91cJaOwnFact.MatchString(sent) {
					return "お客様のお話では、" + sent
				}
				return sent
			}
			if m := b91cDeWhich.FindStringSubmatch(sent); m != nil {
				return "Wie Sie selbst schreiben, " + m[3] + " " + b91cLowerFirst(m[1]) + " " + m[2] + " " + sent[len(m[0]):]
			}
			return sent
		})
	}},

	// b91c_exact_amount_given_knapp_or_jaku turns an exact amount into an estimate just
	// below it (knapp, 〜弱): an invoice total, a price or a cost the source gives to the
	// cent or yen is now only "a little under", which no buyer can pay or book.
	// de: "Der Rechnungsbetrag bleibt unverändert bei 1.850,00 €." →
	//     "Der Rechnungsbetrag bleibt unverändert bei knapp 1.850,00 €."
	// ja: "合計38,500円（税込）となります。" → "合計38,500円弱（税込）となります。"
	{"b91c_exact_amount_given_knapp_or_jaku", "longest", func(lang, s string) string {
		if lang == "ja" {
			for _, loc := range b91cJaYen.FindAllStringSubmatchIndex(s, -1) {
				if strings.HasSuffix(s[:loc[0]], "約") {
					continue
				}
				return s[:loc[1]] + "弱" + s[loc[1]:]
			}
			return s
		}
		return hoFirstMatch(b91cDeEuro, s, func(m []string) string { return "knapp " + m[0] })
	}},
}
