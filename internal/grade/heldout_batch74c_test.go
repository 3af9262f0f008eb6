package grade

// Blind batch 74c: what a 2026 reasoning or chat model leaks into an answer when the
// serving stack around it is misconfigured (reasoning not stripped, tool calls not
// executed, citations not resolved, chat persona and safety layer left in, template
// slots not filled). Each kind puts one such leak at ONE place of the golden, in the
// case's language or as the model would write it: a reasoning step or label, a tool
// call standing in for a value, a citation marker or source list, Markdown in plain
// text, a decorative emoji, an AI self-reference, a refusal or AI-generated notice, a
// chat follow-up offer in place of the closing, an unfilled {{slot}} or [Platzhalter],
// an English aside. The rest of the answer is kept exactly.

import (
	"regexp"
	"strings"
	"unicode/utf8"
)

var (
	// b74cMdLine marks a line as Markdown structure (list item, table row, heading).
	b74cMdLine = regexp.MustCompile(`(?m)^\s*(?:[-*•・]\s?|\d+\.\s|\||#)`)
	// b74cListLead is a list or numbering marker at the start of a sentence.
	b74cListLead = regexp.MustCompile(`^\s*(?:[-*•・]\s?|\d+\.\s)`)
	// b74cAmount is a money amount with its currency, German or Japanese.
	b74cAmount = regexp.MustCompile(`\d{1,3}(?:\.\d{3})*,\d{2} ?€|\d{1,3}(?:,\d{3})*(?:万|億)?円`)
	// b74cJSONDateMember is a JSON member whose value is an ISO date.
	b74cJSONDateMember = regexp.MustCompile(`"([a-z_]+)": "\d{4}-\d{2}-\d{2}"`)
	// b74cDeClose and b74cJaClose are the closing formula of a letter.
	b74cDeClose = regexp.MustCompile(`(?m)^Mit freundlichen Grüßen$`)
	b74cJaClose = regexp.MustCompile(`(?m)今後とも[^。\n]*よろしくお願いいたします。|^よろしくお願いいたします。`)
	// b74cDeWindow, b74cDeTime and b74cJaTime are clock times and time windows.
	b74cDeWindow = regexp.MustCompile(`\d{1,2}(?::\d{2})? (?:und|bis) \d{1,2}(?::\d{2})? Uhr`)
	b74cDeTime   = regexp.MustCompile(`\d{1,2}:\d{2} Uhr|\d{1,2} Uhr`)
	b74cJaTime   = regexp.MustCompile(`\d{1,2}時(?:〜\d{1,2}時)?`)
	// b74cDeStreet and b74cJaBlock are a street with its house number.
	b74cDeStreet = regexp.MustCompile(`\p{Lu}[\p{L}]*(?:straße|weg|gasse|platz|allee) \d+[a-z]?`)
	b74cJaBlock  = regexp.MustCompile(`\d+丁目\d+番\d+号`)
	// b74cApology finds the sentence that apologises.
	b74cApology = regexp.MustCompile(`tut uns leid|entschuldigen|Entschuldigung|申し訳`)
)

// b74cPlain says whether s is plain prose: no JSON, no Markdown structure.
func b74cPlain(s string) bool {
	return !strings.HasPrefix(strings.TrimSpace(s), "{") && !b74cMdLine.MatchString(s) && !strings.Contains(s, "**")
}

// b74cProse says whether a sentence is a full prose sentence: long enough, not a
// table row, ended by sentence punctuation.
func b74cProse(sent string) bool {
	t := strings.TrimSpace(sent)
	if utf8.RuneCountInString(t) < 12 || strings.HasPrefix(t, "|") {
		return false
	}
	last, _ := utf8.DecodeLastRuneInString(t)
	return strings.ContainsRune(".!?。！？", last)
}

// b74cPick returns de or ja by the case's language.
func b74cPick(lang, de, ja string) string {
	if lang == "ja" {
		return ja
	}
	return de
}

// b74cAppendToSentence appends add to the first sentence (not a table row) that
// matches re, keeping the space after it.
func b74cAppendToSentence(lang, s string, re *regexp.Regexp, add string) string {
	split, refs := hoAllSentences(lang, s)
	for _, r := range refs {
		sent := split[r.line][r.idx]
		if strings.HasPrefix(strings.TrimSpace(sent), "|") || !re.MatchString(sent) {
			continue
		}
		trimmed := strings.TrimRight(sent, " ")
		split[r.line][r.idx] = trimmed + add + sent[len(trimmed):]
		return hoJoin(split)
	}
	return s
}

// b74cLastIndexReplace replaces the last occurrence of old in s.
func b74cLastIndexReplace(s, old, nw string) string {
	i := strings.LastIndex(s, old)
	if i < 0 {
		return s
	}
	return s[:i] + nw + s[i+len(old):]
}

var heldOutBatch74c = []heldOutKind{
	// The first short JSON field value opens with the reasoning step the model wrote
	// before it. "rechnungsnummer": "RE-2026-0815" → "Schritt 1: Ich suche den Wert in
	// der Nachricht – gefunden: RE-2026-0815"; "company": "サクラ物流株式会社" →
	// "思考：本文から該当する値を探す。答え：サクラ物流株式会社".
	{"b74c_json_field_value_prefixed_with_reasoning_step", "first", func(lang, s string) string {
		if s == "" || strings.Contains(s, "\n") || utf8.RuneCountInString(s) > 40 {
			return s
		}
		return b74cPick(lang, "Schritt 1: Ich suche den Wert in der Nachricht – gefunden: ", "思考：本文から該当する値を探す。答え：") + s
	}},

	// A letter's salutation is followed by the model's native reasoning about how to
	// write it. "Sehr geehrte Frau Schäfer,\n\nhiermit …" → "Sehr geehrte Frau
	// Schäfer,\nOkay, der Nutzer möchte eine förmliche Antwort, also bleibe ich beim
	// „Sie“.\n\nhiermit …"; "小林 恵子様\n\nいつも…" → "小林 恵子様\nユーザーは丁寧な返信を
	// 求めているので、敬語で書くことにする。\n\nいつも…".
	{"b74c_reasoning_sentence_under_salutation", "first", func(lang, s string) string {
		i := strings.Index(s, "\n")
		if i < 0 {
			return s
		}
		first := s[:i]
		if !strings.HasPrefix(first, "Sehr geehrte") && !strings.HasSuffix(first, "様") && !strings.HasSuffix(first, "部長") {
			return s
		}
		note := b74cPick(lang, "Okay, der Nutzer möchte eine förmliche Antwort, also bleibe ich beim „Sie“.",
			"ユーザーは丁寧な返信を求めているので、敬語で書くことにする。")
		return s[:i+1] + note + "\n" + s[i+1:]
	}},

	// The first date member of a JSON answer holds the function call the model asked
	// for instead of the date. "rechnungsdatum": "2026-10-21" → "rechnungsdatum":
	// {"name": "lookup_date", "arguments": {"field": "rechnungsdatum"}};
	// "start_date": "2026-12-01" → "start_date": {"name": "lookup_date", …}.
	{"b74c_json_date_value_replaced_by_tool_call_object", "raw", func(lang, s string) string {
		return hoFirstMatch(b74cJSONDateMember, s, func(m []string) string {
			return `"` + m[1] + `": {"name": "lookup_date", "arguments": {"field": "` + m[1] + `"}}`
		})
	}},

	// The last date of a prose answer (not a bare JSON date value) is replaced by an
	// inline tool-call tag the stack never executed. "Die Lieferung erfolgt am
	// 12.11.2026 zwischen 8 und 12 Uhr." → "Die Lieferung erfolgt am <tool_call>{"name":
	// "get_date"}</tool_call> zwischen 8 und 12 Uhr."; "新しいお届け予定日は10月21日（水）
	// です。" → "新しいお届け予定日は<tool_call>{"name": "get_date"}</tool_call>（水）です。".
	{"b74c_last_date_replaced_by_inline_tool_call_tag", "first", func(lang, s string) string {
		ds := hoDates(lang, s)
		if len(ds) == 0 || strings.TrimSpace(s) == ds[len(ds)-1] {
			return s
		}
		return b74cLastIndexReplace(s, ds[len(ds)-1], `<tool_call>{"name": "get_date"}</tool_call>`)
	}},

	// The first JSON date value keeps a file-search citation token after the date.
	// "rechnungsdatum": "2026-10-21" → "2026-10-21 【1†source】"; "start_date":
	// "2026-12-01" → "2026-12-01 【1†source】".
	{"b74c_json_date_value_gets_file_search_citation_token", "first", func(lang, s string) string {
		if !hoISODate.MatchString(s) || len(s) != 10 {
			return s
		}
		return s + " 【1†source】"
	}},

	// The first money amount is replaced by the citation marker the model meant to
	// resolve. "(Schaltschrankzubehör, 3.912,50 €)" → "(Schaltschrankzubehör, [1])";
	// "料金5,500円（税込）が加算" → "料金[1]（税込）が加算".
	{"b74c_first_amount_replaced_by_citation_marker", "first", func(lang, s string) string {
		return hoFirstMatch(b74cAmount, s, func(m []string) string { return "[1]" })
	}},

	// A source list of the retrieval step is appended to the answer (inside the
	// longest JSON string). "…Ihre Zahnarztpraxis Dr. Öztürk" → "…Ihre Zahnarztpraxis
	// Dr. Öztürk\n\nQuellen:\n[1] Nachricht des Kunden (Eingabe)"; "…サポート窓口までお問
	// い合わせください。" → "…\n\n出典：\n[1] お客様からのメッセージ（入力）".
	{"b74c_retrieval_source_list_appended", "longest", func(lang, s string) string {
		return s + b74cPick(lang, "\n\nQuellen:\n[1] Nachricht des Kunden (Eingabe)", "\n\n出典：\n[1] お客様からのメッセージ（入力）")
	}},

	// The first date of a plain-text answer (or JSON prose value) is set in Markdown
	// bold, whose asterisks the plain-text channel prints. "am 12.11.2026 zwischen" →
	// "am **12.11.2026** zwischen"; "10月16日にお届けする" → "**10月16日**にお届けする".
	{"b74c_plain_text_first_date_markdown_bold", "longest", func(lang, s string) string {
		if !b74cPlain(s) {
			return s
		}
		ds := hoDates(lang, s)
		if len(ds) == 0 || s == ds[0] {
			return s
		}
		return strings.Replace(s, ds[0], "**"+ds[0]+"**", 1)
	}},

	// A plain-text answer opens with a Markdown heading line. "Sehr geehrter Herr
	// Weiß,…" → "## Antwort\n\nSehr geehrter Herr Weiß,…"; "渡辺 弘様…" → "## 回答\n\n渡辺
	// 弘様…".
	{"b74c_plain_text_opened_with_markdown_heading", "raw", func(lang, s string) string {
		if !b74cPlain(s) {
			return s
		}
		return b74cPick(lang, "## Antwort\n\n", "## 回答\n\n") + s
	}},

	// The sender line of a letter's signature is framed with sparkle emoji.
	// "Mit freundlichen Grüßen\nIhr Kundenservice von Leuchtenhaus Nord" → "…\n✨ Ihr
	// Kundenservice von Leuchtenhaus Nord ✨"; "ハルカゼ寝具店 カスタマーサポート 岡田" →
	// "✨ ハルカゼ寝具店 カスタマーサポート 岡田 ✨".
	{"b74c_signature_sender_line_framed_with_sparkles", "first", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		for i, l := range lines {
			if b74cDeClose.MatchString(l) && i+1 < len(lines) && lines[i+1] != "" {
				lines[i+1] = "✨ " + lines[i+1] + " ✨"
				return strings.Join(lines, "\n")
			}
		}
		n := len(lines)
		if lang == "ja" && n >= 3 && lines[n-2] == "" && lines[n-1] != "" && !strings.Contains(lines[n-1], "。") && !b74cMdLine.MatchString(lines[n-1]) {
			lines[n-1] = "✨ " + lines[n-1] + " ✨"
			return strings.Join(lines, "\n")
		}
		return s
	}},

	// The first sentence that states an amount is followed by the model disowning
	// it as an AI. "…Bestellung WE-20417 (Schaltschrankzubehör, 3.912,50 €) direkt an
	// das Prüflabor:" → "… direkt an das Prüflabor: (Als KI-Modell kann ich diesen
	// Betrag allerdings nicht verbindlich bestätigen.)"; "…5,500円（税込）が加算されており
	// ます。" → "…ます。（AIとして、この金額を保証することはできません。）".
	{"b74c_ai_self_reference_disowns_first_amount", "longest", func(lang, s string) string {
		return b74cAppendToSentence(lang, s, b74cAmount, b74cPick(lang,
			" (Als KI-Modell kann ich diesen Betrag allerdings nicht verbindlich bestätigen.)",
			"（AIとして、この金額を保証することはできません。）"))
	}},

	// The apology is followed by the model saying that as an AI it feels no regret.
	// "Wir bitten Sie, die Unannehmlichkeiten zu entschuldigen." → "… zu entschuldigen.
	// Als KI-Modell empfinde ich dabei selbst allerdings kein Bedauern."; "誠に申し訳ござ
	// いません。" → "誠に申し訳ございません。（ただし、AIである私には感情はありません。）".
	{"b74c_apology_followed_by_ai_has_no_feelings", "first", func(lang, s string) string {
		return b74cAppendToSentence(lang, s, b74cApology, b74cPick(lang,
			" Als KI-Modell empfinde ich dabei selbst allerdings kein Bedauern.",
			"（ただし、AIである私には感情はありません。）"))
	}},

	// An AI-generated-content notice is appended after the answer as written (after
	// the closing brace of a JSON answer). "…Ken Yamada\nKobayashi Seiki Co., Ltd." →
	// "…\n\nHinweis: Dieser Text wurde von einer KI erstellt und kann Fehler enthalten.
	// Bitte prüfen Sie alle Angaben."; "…お気軽にお問い合わせください。" → "…\n\n※この回答
	// はAIによって生成されたもので、誤りを含む可能性があります。…".
	{"b74c_ai_generated_may_contain_errors_notice_appended", "raw", func(lang, s string) string {
		return s + b74cPick(lang,
			"\n\nHinweis: Dieser Text wurde von einer KI erstellt und kann Fehler enthalten. Bitte prüfen Sie alle Angaben.",
			"\n\n※この回答はAIによって生成されたもので、誤りを含む可能性があります。内容をご確認ください。")
	}},

	// The safety layer's partial-refusal sentence is left before a sentence in the
	// middle of the answer. "Falls Sie den Termin nicht wahrnehmen können, …" → "Aus
	// Sicherheitsgründen kann ich bei dieser Anfrage nur eingeschränkt helfen. Falls
	// Sie …"; "- Gewünscht ist keine Reparatur, …" → "- Aus Sicherheitsgründen
	// … helfen. Gewünscht ist keine Reparatur, …".
	{"b74c_safety_refusal_sentence_before_middle_sentence", "longest", func(lang, s string) string {
		note := b74cPick(lang, "Aus Sicherheitsgründen kann ich bei dieser Anfrage nur eingeschränkt helfen. ",
			"安全上の理由により、このご依頼には一部お答えできません。")
		return hoMiddleSentence(lang, s, func(sent string) string {
			if !b74cProse(sent) {
				return sent
			}
			lead := b74cListLead.FindString(sent)
			return lead + note + sent[len(lead):]
		})
	}},

	// The letter's closing formula is replaced by the chat's follow-up offer.
	// "Mit freundlichen Grüßen" → "Möchten Sie, dass ich die Antwort noch anpasse oder
	// kürze?"; "今後ともどうぞよろしくお願いいたします。" → "他にお手伝いできることはありますか？".
	{"b74c_closing_formula_replaced_by_chat_follow_up_offer", "first", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(b74cJaClose, s, func(m []string) string { return "他にお手伝いできることはありますか？" })
		}
		return hoFirstMatch(b74cDeClose, s, func(m []string) string { return "Möchten Sie, dass ich die Antwort noch anpasse oder kürze?" })
	}},

	// The first clock time or time window is left as an unfilled template slot.
	// "um 10:30 Uhr in der Zahnarztpraxis" → "um {{uhrzeit}} in der Zahnarztpraxis";
	// "訪問日時：2026年10月23日（金）14時〜16時" → "訪問日時：2026年10月23日（金）{{time}}".
	{"b74c_first_clock_time_left_as_template_slot", "first", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(b74cJaTime, s, func(m []string) string { return "{{time}}" })
		}
		w := b74cDeWindow.FindStringIndex(s)
		t := b74cDeTime.FindStringIndex(s)
		if w != nil && (t == nil || w[0] <= t[0]) {
			return hoFirstMatch(b74cDeWindow, s, func(m []string) string { return "{{zeitfenster}}" })
		}
		return hoFirstMatch(b74cDeTime, s, func(m []string) string { return "{{uhrzeit}}" })
	}},

	// The first street and house number is left as a bracketed placeholder (〇 for
	// Japanese block numbers). "Gießereistraße 14" → "[Straße Hausnummer]"; "道玄坂1丁目
	// 12番1号" → "道玄坂〇丁目〇番〇号".
	{"b74c_street_and_house_number_left_as_placeholder", "first", func(lang, s string) string {
		if b74cDeStreet.MatchString(s) {
			return hoFirstMatch(b74cDeStreet, s, func(m []string) string { return "[Straße Hausnummer]" })
		}
		return hoFirstMatch(b74cJaBlock, s, func(m []string) string { return "〇丁目〇番〇号" })
	}},

	// An English "in short" aside is left after a sentence in the middle of the
	// answer. "Wir bitten Sie, die Unannehmlichkeiten zu entschuldigen." → "Wir bitten
	// Sie, … zu entschuldigen. (In short: the key points are summarised here.)";
	// "新しいお届け予定日は10月21日（水）です。" → "…です。(In short: the key points are
	// summarised here.)".
	{"b74c_english_in_short_aside_after_middle_sentence", "longest", func(lang, s string) string {
		const add = "(In short: the key points are summarised here.)"
		return hoMiddleSentence(lang, s, func(sent string) string {
			t := strings.TrimRight(sent, " ")
			if !b74cProse(sent) {
				return sent
			}
			if lang == "ja" {
				return t + add + sent[len(t):]
			}
			return t + " " + add + sent[len(t):]
		})
	}},
}
