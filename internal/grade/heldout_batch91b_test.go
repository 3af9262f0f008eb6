package grade

// Batch 91b: faults found by a technical writer and a support agent who re-ran the
// answers as procedures, step by step, the way a customer would (set the device up,
// bring what is asked, meet the deadline, send what is asked where it is asked). The
// wording of every damaged answer still reads fine; the procedure no longer works or
// is unsafe: a deadline becomes a start, a step comes before what it needs, a
// requirement is inverted, a duty moves to the other party, an object or label of a
// step is the wrong one, a required step becomes optional or the last step is lost.

import (
	"regexp"
	"strings"
)

var (
	b91bDeDeadline   = regexp.MustCompile(`bis spätestens |spätestens |bis zum `)
	b91bJaLeadTime   = regexp.MustCompile(`(\d+(?:分|時間|日))前に|前日の`)
	b91bDeLeadTime   = regexp.MustCompile(`(\d+ (?:Stunden|Tage|Minuten|Werktage)) vorher`)
	b91bJaWithin     = regexp.MustCompile(`(\d+(?:メートル|分|秒|時間|日|cm|m))以内`)
	b91bDeUpTo       = regexp.MustCompile(`bis zu (\d+|zwei|drei|vier|fünf|zehn) `)
	b91bJaVersion    = regexp.MustCompile(`((?:iOS|Android|OS|バージョン) ?\d+(?:\.\d+)?)以降`)
	b91bStepLine     = regexp.MustCompile(`(?m)^\d+\. `)
	b91bLastStep     = regexp.MustCompile(`(?m)^(\d+)\. (.+)$`)
	b91bJaLabel      = regexp.MustCompile(`「([^「」\n]+)」`)
	b91bDeLabel      = regexp.MustCompile(`„([^„“\n]+)“`)
	b91bDePerson     = regexp.MustCompile(`\b(?:Herr|Frau)(?: Prof\.)?(?: Dr\.)? \p{Lu}\p{L}+`)
	b91bJaPerson     = regexp.MustCompile(`\p{Han}{1,3}(?:部長|課長|係長|主任)`)
	b91bDeBitte      = regexp.MustCompile(`^((?:\d+\. |- )?)(?:Bitte (\p{L}+) Sie|(Prüfen|Achten) Sie|(Stellen) Sie sicher)`)
	b91bJaOurAct     = regexp.MustCompile(`ご?(発送|送付|説明|連絡|返金)いたします|お(送り|電話)いたします`)
	b91bDeStepPrefix = regexp.MustCompile(`^(?:\d+\. |- )`)
)

// b91bFirstOf replaces the first pair (old, new) of pairs whose old occurs in s, at its
// first occurrence; s unchanged when none occurs.
func b91bFirstOf(s string, pairs [][2]string) string {
	for _, p := range pairs {
		if strings.Contains(s, p[0]) {
			return strings.Replace(s, p[0], p[1], 1)
		}
	}
	return s
}

// b91bSwapOnce trades two distinct substrings a and b everywhere in s.
func b91bSwapOnce(s, a, b string) string {
	const ph = "\x00b91b\x00"
	s = strings.ReplaceAll(s, a, ph)
	s = strings.ReplaceAll(s, b, a)
	return strings.ReplaceAll(s, ph, b)
}

var heldOutBatch91b = []heldOutKind{
	// b91b_action_deadline_turned_start: the latest date or hour by which the reader (or
	// we) must act becomes the earliest one: "by" is rendered "from/after", so the reader
	// waits until the deadline has passed and then acts too late.
	// de: "sagen Sie ihn bitte spätestens 24 Stunden vorher ab" → "sagen Sie ihn bitte
	// frühestens 24 Stunden vorher ab".
	// ja: "前日の17時までにご連絡ください" → "前日の17時以降にご連絡ください".
	{"b91b_action_deadline_turned_start", "first", func(lang, s string) string {
		if lang == "ja" {
			return strings.Replace(s, "までに", "以降に", 1)
		}
		return hoFirstMatch(b91bDeDeadline, s, func(m []string) string {
			switch m[0] {
			case "bis spätestens ":
				return "frühestens ab "
			case "spätestens ":
				return "frühestens "
			}
			return "ab dem "
		})
	}},

	// b91b_call_ahead_lead_time_made_afterwards: a lead time before an event (call 30
	// minutes before the visit, cancel 24 hours before the appointment, change by the day
	// before) is turned into a time after it, so the step comes when it is useless.
	// de: "spätestens 24 Stunden vorher ab" → "spätestens 24 Stunden danach ab".
	// ja: "作業員が訪問の30分前にお電話いたします" → "作業員が訪問の30分後にお電話いたします".
	{"b91b_call_ahead_lead_time_made_afterwards", "longest", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(b91bJaLeadTime, s, func(m []string) string {
				if m[1] != "" {
					return m[1] + "後に"
				}
				return "翌日の"
			})
		}
		return hoFirstMatch(b91bDeLeadTime, s, func(m []string) string { return m[1] + " danach" })
	}},

	// b91b_then_step_made_before_step: the sequencing word of a step ("after doing X, do
	// Y") is flipped to "before doing X", so Y is done before what it needs (close the
	// cover before the batteries are in, confirm the e-mail before the account exists).
	// de: "Bestätigen Sie anschließend Ihre E-Mail-Adresse" → "Bestätigen Sie vorher Ihre
	// E-Mail-Adresse".
	// ja: "2個を、プラス面が上になるように入れてから、カバーを閉じてください" → "…入れる前に、
	// カバーを閉じてください".
	{"b91b_then_step_made_before_step", "longest", func(lang, s string) string {
		if lang == "ja" {
			return b91bFirstOf(s, [][2]string{{"入れてから", "入れる前に"}, {"してから", "する前に"},
				{"けてから", "ける前に"}, {"）後に", "）前に"}, {"の後に", "の前に"}})
		}
		return b91bFirstOf(s, [][2]string{{"Sie anschließend", "Sie vorher"}, {"Sobald die", "Noch bevor die"},
			{"nachdem", "bevor"}})
	}},

	// b91b_within_limit_made_minimum: an upper limit the reader must stay under (distance,
	// waiting time) becomes a minimum, so the check tells the reader to do the opposite.
	// de: "das kann bis zu zwei Minuten dauern" → "das kann mindestens zwei Minuten dauern".
	// ja: "本体とスマートフォンの距離は、2メートル以内ですか" → "…2メートル以上ですか".
	{"b91b_within_limit_made_minimum", "longest", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(b91bJaWithin, s, func(m []string) string { return m[1] + "以上" })
		}
		return hoFirstMatch(b91bDeUpTo, s, func(m []string) string { return "mindestens " + m[1] + " " })
	}},

	// b91b_system_requirement_inverted: the prerequisite of the procedure is turned
	// round: the supported OS versions become "up to" instead of "from", or the supported
	// and the unsupported Wi-Fi band trade places, so a reader with a compliant setup is
	// told it is not and the other way round.
	// de: "mit einem WLAN im 2,4-GHz-Band verbunden ist. Netze, die nur im 5-GHz-Band
	// funken" → "mit einem WLAN im 5-GHz-Band verbunden ist. Netze, die nur im 2,4-GHz-Band
	// funken".
	// ja: "対応OSはiOS 16以降、Android 11以降です" → "対応OSはiOS 16以前、Android 11以降です".
	{"b91b_system_requirement_inverted", "longest", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(b91bJaVersion, s, func(m []string) string { return m[1] + "以前" })
		}
		if strings.Contains(s, "2,4-GHz") && strings.Contains(s, "5-GHz") {
			return b91bSwapOnce(s, "2,4-GHz", "5-GHz")
		}
		return s
	}},

	// b91b_pairing_switch_instruction_reversed: the switching step of the setup says the
	// opposite of what it must: turn Bluetooth off before pairing, choose "end pairing"
	// instead of "start pairing", so the device never connects.
	// de: "wählen Sie „Kopplung starten“" → "wählen Sie „Kopplung beenden“".
	// ja: "スマートフォンの Bluetooth をオンにしてから" → "スマートフォンの Bluetooth をオフにしてから".
	{"b91b_pairing_switch_instruction_reversed", "longest", func(lang, s string) string {
		if lang == "ja" {
			return b91bFirstOf(s, [][2]string{{"をオンにして", "をオフにして"}, {"オンに", "オフに"}})
		}
		return b91bFirstOf(s, [][2]string{{"Kopplung starten", "Kopplung beenden"}, {"aktivieren Sie", "deaktivieren Sie"}})
	}},

	// b91b_two_named_duties_traded: in the sentence that says who does what, the two
	// named people trade places: the one who is away unlocks the flat, the sales contact
	// receives the invoices, the deputy becomes the primary contact.
	// de: "Herr Weiß ist bis zum 22.10.2026 verreist, aber Frau Müller kann die Wohnung …
	// aufschließen" → "Frau Müller ist bis zum 22.10.2026 verreist, aber Herr Weiß kann
	// die Wohnung … aufschließen".
	// ja: "営業の担当は引き続き松田部長で、請求書の送付先は経理部の小西課長に変わります" →
	// "営業の担当は引き続き小西課長で、請求書の送付先は経理部の松田部長に変わります".
	{"b91b_two_named_duties_traded", "raw", func(lang, s string) string {
		re := b91bDePerson
		if lang == "ja" {
			re = b91bJaPerson
		}
		split, refs := hoAllSentences(lang, s)
		for _, r := range refs {
			sent := split[r.line][r.idx]
			var names []string
			for _, m := range re.FindAllString(sent, -1) {
				if !strings.Contains(strings.Join(names, "\x00"), m) {
					names = append(names, m)
				}
			}
			if len(names) == 2 && !strings.Contains(names[0], names[1]) && !strings.Contains(names[1], names[0]) {
				split[r.line][r.idx] = b91bSwapOnce(sent, names[0], names[1])
				return hoJoin(split)
			}
		}
		return s
	}},

	// b91b_item_for_step_made_sibling_item: the thing the reader must bring, use, enter
	// or send in a step is replaced by a neighbouring thing of the same case: the
	// delivery note instead of the return label, the account password instead of the
	// Wi-Fi password, AAA batteries instead of the CR2032 coin cells, the quote instead
	// of the samples.
	// de: "Bitte bringen Sie Ihre Versichertenkarte mit" → "Bitte bringen Sie Ihre
	// Überweisung mit".
	// ja: "破損品は、交換品に同梱の返送用伝票でご返送ください" → "破損品は、交換品に同梱の
	// 納品書でご返送ください".
	{"b91b_item_for_step_made_sibling_item", "strings", func(lang, s string) string {
		if lang == "ja" {
			return b91bFirstOf(s, [][2]string{{"コイン形電池（CR2032）", "単4形電池"}, {"返送用伝票", "納品書"},
				{"試料は次の宛先に", "見積書の原本は次の宛先に"}})
		}
		return b91bFirstOf(s, [][2]string{{"Versichertenkarte", "Überweisung"}, {"beiliegenden Rücksendeetikett", "beiliegenden Lieferschein"},
			{"um ein Rücksendeetikett", "um einen Lieferschein"}, {"Passwort Ihres WLANs", "Passwort Ihres Benutzerkontos"}})
	}},

	// b91b_final_step_completion_action_dropped: the last numbered step keeps only its
	// first action and loses the one that completes the procedure (activating the plan,
	// checking that the values arrived), so the reader stops one action short.
	// de: "10. Speichern Sie den Plan und aktivieren Sie ihn mit dem Schalter „Plan aktiv“."
	// → "10. Speichern Sie den Plan."
	// ja: "8. アプリの「記録」タブを開き、体重と体脂肪率が表示されていることを確認すれば、設定は
	// 完了です。" → "8. アプリの「記録」タブを開きます。"
	{"b91b_final_step_completion_action_dropped", "longest", func(lang, s string) string {
		all := b91bLastStep.FindAllStringSubmatchIndex(s, -1)
		if len(all) < 3 {
			return s
		}
		loc := all[len(all)-1]
		body := s[loc[4]:loc[5]]
		var nb string
		if lang == "ja" {
			i := strings.Index(body, "、")
			if i <= 0 {
				return s
			}
			head := []rune(body[:i])
			last := head[len(head)-1]
			if !strings.ContainsRune("きしちにみりびいえけせてべめれぎ", last) {
				return s
			}
			nb = string(head) + "ます。"
		} else {
			i := strings.Index(body, " und ")
			if i <= 0 {
				return s
			}
			nb = body[:i] + "."
		}
		return s[:loc[4]] + nb + s[loc[5]:]
	}},

	// b91b_last_resort_support_made_first_step: the support contact that comes after all
	// self-help checks is put before them, so customers call the hotline instead of
	// trying the listed fixes first (and support gets every easy case).
	// de: "Hilft das alles nicht, wenden Sie sich bitte an unseren Kundendienst." →
	// "Bevor Sie die Punkte oben prüfen, wenden Sie sich bitte an unseren Kundendienst."
	// ja: "それでも解決しない場合は、お手数ですがサポート窓口までお問い合わせください" →
	// "上記の点をご確認いただく前に、まずサポート窓口までお問い合わせください".
	{"b91b_last_resort_support_made_first_step", "longest", func(lang, s string) string {
		if lang == "ja" {
			return b91bFirstOf(s, [][2]string{{"それでも解決しない場合は、お手数ですが", "上記の点をご確認いただく前に、まず"},
				{"それでも解決しない場合は、", "上記の点をご確認いただく前に、まず"}})
		}
		return b91bFirstOf(s, [][2]string{{"Hilft das alles nicht, wenden Sie sich bitte", "Bevor Sie die Punkte oben prüfen, wenden Sie sich bitte"},
			{"Hilft das nicht, wenden Sie sich bitte", "Bevor Sie die Punkte oben prüfen, wenden Sie sich bitte"}})
	}},

	// b91b_ui_labels_of_two_steps_traded: in a numbered procedure the two first
	// on-screen labels whose words occur only once trade places, so each step names a menu or
	// button that belongs to another step and the reader cannot follow the path.
	// de: "zu „Einstellungen > Netzwerk“ und wählen Sie „Kopplung starten“" → "zu
	// „Kopplung starten“ und wählen Sie „Einstellungen > Netzwerk“".
	// ja: "ホーム画面で「機器を追加」を選び" → "ホーム画面で「OK」を選び" (and "本体に「OK」と
	// 表示されます" → "本体に「機器を追加」と表示されます").
	{"b91b_ui_labels_of_two_steps_traded", "longest", func(lang, s string) string {
		if !b91bStepLine.MatchString(s) {
			return s
		}
		re := b91bDeLabel
		if lang == "ja" {
			re = b91bJaLabel
		}
		var once []string
		for _, m := range re.FindAllString(s, -1) {
			inner := m[len("「") : len(m)-len("」")]
			if strings.Count(s, inner) == 1 && !strings.Contains(strings.Join(once, "\x00"), m) {
				once = append(once, m)
			}
		}
		if len(once) < 2 {
			return s
		}
		return b91bSwapOnce(s, once[0], once[1])
	}},

	// b91b_reader_step_made_if_you_like: a step the reader must take (return the broken
	// item, bring the card, check the Wi-Fi band, approve by a date) is offered as an
	// option, so readers skip a prerequisite or a required action.
	// de: "Bitte bringen Sie Ihre Versichertenkarte mit." → "Falls gewünscht, bringen Sie
	// Ihre Versichertenkarte mit."
	// ja: "破損品は、交換品に同梱の返送用伝票でご返送ください。" → "必要に応じて、破損品は、
	// 交換品に同梱の返送用伝票でご返送ください。"
	{"b91b_reader_step_made_if_you_like", "strings", func(lang, s string) string {
		split, refs := hoAllSentences(lang, s)
		for _, r := range refs {
			sent := split[r.line][r.idx]
			if lang == "ja" {
				if !(strings.Contains(sent, "ください") || strings.Contains(sent, "をお願いいたします")) {
					continue
				}
				if strings.Contains(sent, "場合") || strings.Contains(sent, "ましたら") || strings.Contains(sent, "よろしく") ||
					strings.Contains(sent, "お気軽") || strings.Contains(sent, "必要に応じて") {
					continue
				}
				pre := b91bDeStepPrefix.FindString(sent)
				split[r.line][r.idx] = pre + "必要に応じて、" + sent[len(pre):]
				return hoJoin(split)
			}
			m := b91bDeBitte.FindStringSubmatchIndex(sent)
			if m == nil {
				continue
			}
			pre := sent[m[2]:m[3]]
			var verb string
			switch {
			case m[4] >= 0:
				verb = sent[m[4]:m[5]]
				if verb == "beachten" {
					continue
				}
				verb += " Sie"
			case m[6] >= 0:
				verb = strings.ToLower(sent[m[6]:m[7]]) + " Sie"
			default:
				verb = "stellen Sie sicher"
			}
			split[r.line][r.idx] = pre + "Falls gewünscht, " + verb + sent[m[1]:]
			return hoJoin(split)
		}
		return s
	}},

	// b91b_requested_act_verb_made_neighbour_act: the act the reader is asked to perform
	// becomes a neighbouring act on the same object that defeats the request: lock the
	// flat instead of unlocking it, confirm the appointment instead of cancelling it,
	// review instead of approve.
	// de: "Frau Müller kann die Wohnung … ab 8 Uhr aufschließen" → "Frau Müller kann die
	// Wohnung … ab 8 Uhr abschließen".
	// ja: "お見積もりへのご承認をお願いいたします" → "お見積もりへのご検討をお願いいたします".
	{"b91b_requested_act_verb_made_neighbour_act", "longest", func(lang, s string) string {
		if lang == "ja" {
			return b91bFirstOf(s, [][2]string{{"承認を求めている", "意見を求めている"}, {"ご承認をお願い", "ご検討をお願い"}})
		}
		if i := strings.Index(s, "sagen Sie ihn bitte "); i >= 0 {
			rest := s[i+len("sagen Sie ihn bitte "):]
			if j := strings.Index(rest, " ab."); j >= 0 && !strings.Contains(rest[:j], "\n") {
				return s[:i] + "bestätigen Sie ihn bitte " + rest[:j] + "." + rest[j+len(" ab."):]
			}
		}
		return b91bFirstOf(s, [][2]string{{"aufschließen", "abschließen"}, {"freizugeben", "zu prüfen"}})
	}},

	// b91b_our_announced_act_made_reader_request: a step the company announces it will
	// take (send the replacement, send the coupon, explain the invoice, send the invoice)
	// is turned into a request to the reader, so the customer is told to do the
	// company's part and nobody does it.
	// de: "Wir senden Ihnen am 20.10.2026 kostenlos eine Ersatzlampe zu." → "Bitte senden
	// Sie uns am 20.10.2026 kostenlos eine Ersatzlampe zu."
	// ja: "…500円分のクーポンをお送りいたします。" → "…500円分のクーポンをお送りください。"
	{"b91b_our_announced_act_made_reader_request", "strings", func(lang, s string) string {
		if lang == "ja" {
			split, refs := hoAllSentences(lang, s)
			for _, r := range refs {
				sent := split[r.line][r.idx]
				loc := b91bJaOurAct.FindStringSubmatchIndex(sent)
				if loc == nil || !strings.HasPrefix(sent[loc[1]:], "。") {
					continue
				}
				var rep string
				if loc[2] >= 0 {
					rep = "ご" + sent[loc[2]:loc[3]] + "ください"
				} else {
					rep = "お" + sent[loc[4]:loc[5]] + "ください"
				}
				split[r.line][r.idx] = sent[:loc[0]] + rep + sent[loc[1]:]
				return hoJoin(split)
			}
			return s
		}
		return b91bFirstOf(s, [][2]string{{"Wir senden Ihnen", "Bitte senden Sie uns"}, {"senden wir wie gewohnt", "senden Sie bitte wie gewohnt"},
			{"liefern wir Ihre", "holen Sie bitte Ihre"}})
	}},

	// b91b_do_not_precondition_made_do: a "do not" or "without" condition of a step is
	// turned into its opposite, so the step is done in the way that makes it fail:
	// measure with socks on, put a leading space into the Wi-Fi password, expect weekend
	// delivery.
	// de: "dass das WLAN-Passwort keine Leerzeichen am Anfang oder Ende enthält" → "dass
	// das WLAN-Passwort ein Leerzeichen am Ende enthält".
	// ja: "靴下を脱ぎ、素足で本体に乗って" → "靴下をはいたまま本体に乗って".
	{"b91b_do_not_precondition_made_do", "longest", func(lang, s string) string {
		if lang == "ja" {
			return b91bFirstOf(s, [][2]string{{"靴下を脱ぎ、素足で", "靴下をはいたまま"}, {"動かずに", "足踏みしながら"}})
		}
		return b91bFirstOf(s, [][2]string{{"keine Leerzeichen am Anfang oder Ende", "ein Leerzeichen am Ende"},
			{"nur werktags und nicht am Wochenende", "auch am Wochenende"}})
	}},
}
