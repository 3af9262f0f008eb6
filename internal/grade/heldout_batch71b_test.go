package grade

// Blind batch 71b: token-level slips of a quantized (FP8/INT4) or badly configured
// decoder in otherwise fluent business text. Every kind changes the answer at one
// place, as one wrong, dropped, repeated or misplaced token would: a sentence opened
// with another sentence's first word or closed with another sentence's last word, a
// request verb copied from the request before it, a German action noun ending in
// -ung sampled as its agent noun (Lieferung → Lieferant) or with that syllable as
// katakana (ング), a year token emitted twice, the separator token between day and
// month dropped so the numbers fuse, one digit sampled in Arabic-Indic script, one
// word's UTF-8 bytes shown as Shift_JIS (Mﾃｼller, 繧ｫ繝ｩ…), a sentence boundary lost
// together with the next sentence's first token, a JSON string's closing quote
// skipped, and the prefix of a stop string flushed after the answer.

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/encoding/japanese"
)

var (
	// ho71bListMarker is the marker in front of a list item's first sentence.
	ho71bListMarker = regexp.MustCompile(`^(\s*(?:[-*•・] ?|\d+\. ))`)
	// ho71bDeOpener is a sentence's capitalised first word.
	ho71bDeOpener = regexp.MustCompile(`^(\p{Lu}\p{Ll}+)(?:[\s,:;]|$)`)
	// ho71bJaOpener is a sentence's leading run of kanji or katakana.
	ho71bJaOpener = regexp.MustCompile(`^([\p{Han}\p{Katakana}ー]{2,})`)
	// ho71bDeCloser is a sentence's last lowercase word before its full stop.
	ho71bDeCloser = regexp.MustCompile(`(\s)(\p{Ll}{2,})\.(\s*)$`)
	// ho71bJaCloser is a sentence's predicate ending before 。.
	ho71bJaCloser = regexp.MustCompile(`(いたします|いたしました|ください|でございます|ございます|ございません|です)。(\s*)$`)

	ho71bDeYear   = regexp.MustCompile(`\b(\d{1,2}\.\d{1,2}\.)(\d{4})\b|\b((?:Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) )(\d{4})\b|\b(\d{4})(-\d{2}-\d{2})\b`)
	ho71bJaYear   = regexp.MustCompile(`(\d{4}年)|(令和\d{1,2}年)|(\d{1,2}月)\d{1,2}日`)
	ho71bDeDayMon = regexp.MustCompile(`\b(\d{1,2})\.(\d{1,2}\.\d{4})\b|\b(\d{4}-\d{2})-(\d{2})\b`)
	ho71bJaDayMon = regexp.MustCompile(`(\d{1,2})月(\d{1,2}日)|(\d{4}-\d{2})-(\d{2})`)
	ho71bDigits   = regexp.MustCompile(`\d{2,}`)

	// ho71bDeUng are action nouns in -ung (also as a compound's head) and the agent
	// noun one token away.
	ho71bDeUng   = regexp.MustCompile(`(?:\b|\p{Ll})([Ll]ieferung|[Bb]estellung|[Rr]echnung|[Vv]erbindung|[Ff]örderung|[Ee]ntscheidung|[Pp]rüfung|[Vv]erwaltung|[Zz]ahlung|[Kk]opplung|[Ll]eitung)\b`)
	ho71bDeAgent = map[string]string{"lieferung": "lieferant", "bestellung": "besteller", "rechnung": "rechner",
		"verbindung": "verbinder", "förderung": "förderer", "entscheidung": "entscheider", "prüfung": "prüfer",
		"verwaltung": "verwalter", "zahlung": "zahler", "kopplung": "koppler", "leitung": "leiter"}
	ho71bDeUngWord = regexp.MustCompile(`\b(\p{L}{3,})ung(en)?\b`)

	// ho71bDeSieVerb is a verb in the polite imperative or a Sie clause.
	ho71bDeSieVerb = regexp.MustCompile(`(?:^|[^\p{L}])(\p{L}+en) Sie(?:[^\p{L}]|$)`)
	// ho71bJaActVerb is a polite act or request: prefix, kanji stem, して, ending.
	ho71bJaActVerb = regexp.MustCompile(`(お|ご)?(\p{Han}{1,3}[りい]?)(して)?(くださいますよう|ください|いたします|いたしました|いただき)`)

	ho71bDeNonASCIIWord = regexp.MustCompile(`\p{L}*[äöüÄÖÜß]\p{L}*`)
	ho71bJaQuoted       = regexp.MustCompile(`「([^」\n]{2,20})」`)
	ho71bJaHanRun       = regexp.MustCompile(`\p{Han}{2,}`)

	// ho71bDeRunOn is a full stop between sentences (same line or next line) and the
	// next sentence's first word.
	ho71bDeRunOn = regexp.MustCompile(`(\p{Ll}{3}|[)“”])\.( |\n)(\p{Lu}\p{L}*) `)
	// ho71bJaRunOn is 。 and the next sentence's first phrase, up to its topic,
	// subject or object particle or its first comma.
	ho71bJaRunOn = regexp.MustCompile(`。\n?([^\s。、・「」|\-\d][^\s。、は が を]{0,9}?(?:は、|は|が|を|、))`)

	ho71bJSONClose = regexp.MustCompile(`("[^"\\]{2,}?)(", ")`)
)

// ho71bStripMarker splits a list marker off a sentence.
func ho71bStripMarker(s string) (string, string) {
	if m := ho71bListMarker.FindString(s); m != "" {
		return m, s[len(m):]
	}
	return "", s
}

// ho71bSentenceOK says whether a sentence is a real sentence of the text (not a
// salutation, signature or table row).
func ho71bSentenceOK(lang, s string) bool {
	t := strings.TrimSpace(s)
	if strings.HasPrefix(t, "|") {
		return false
	}
	if lang == "ja" {
		return strings.HasSuffix(t, "。") && utf8.RuneCountInString(t) >= 8
	}
	return (strings.HasSuffix(t, ".") || strings.HasSuffix(t, "!") || strings.HasSuffix(t, "?")) && len(strings.Fields(t)) >= 4
}

// ho71bOpener gives a sentence's first word (de) or leading kanji/katakana run (ja).
func ho71bOpener(lang, body string) string {
	if lang == "ja" {
		return ho71bJaOpener.FindString(body)
	}
	m := ho71bDeOpener.FindStringSubmatch(body)
	if m == nil {
		return ""
	}
	w := m[1]
	if w == "Sie" || w == "Ihr" || w == "Ihre" {
		return ""
	}
	return w
}

// ho71bFromOther rewrites one sentence from the middle of the text on with a part
// taken from the sentence candidate before it (or after it, for the first one).
// get finds the part; put replaces the part of a sentence by another.
func ho71bFromOther(lang, s string, get func(string) string, put func(sent, part string) string) string {
	split, refs := hoAllSentences(lang, s)
	type cand struct {
		ref  sentenceRef
		part string
	}
	var cs []cand
	for _, r := range refs {
		sent := split[r.line][r.idx]
		if !ho71bSentenceOK(lang, sent) {
			continue
		}
		if p := get(sent); p != "" {
			cs = append(cs, cand{r, p})
		}
	}
	if len(cs) < 2 {
		return s
	}
	for k := range cs {
		i := (len(cs)/2 + k) % len(cs)
		src := i - 1
		if src < 0 {
			src = i + 1
		}
		if cs[src].part == cs[i].part {
			continue
		}
		old := split[cs[i].ref.line][cs[i].ref.idx]
		nw := put(old, cs[src].part)
		if nw == old {
			continue
		}
		split[cs[i].ref.line][cs[i].ref.idx] = nw
		return hoJoin(split)
	}
	return s
}

// ho71bMatchCase gives w the case of its first letter as in like.
func ho71bMatchCase(w, like string) string {
	r, n := utf8.DecodeRuneInString(w)
	l, _ := utf8.DecodeRuneInString(like)
	if r == utf8.RuneError || l == utf8.RuneError {
		return w
	}
	if unicode.IsUpper(l) {
		return string(unicode.ToUpper(r)) + w[n:]
	}
	return string(unicode.ToLower(r)) + w[n:]
}

// ho71bShiftJIS shows a word's UTF-8 bytes as Shift_JIS text.
func ho71bShiftJIS(w string) string {
	out, err := japanese.ShiftJIS.NewDecoder().Bytes([]byte(w))
	if err != nil || !utf8.Valid(out) {
		return w
	}
	return string(out)
}

var heldOutBatch71b = []heldOutKind{
	// A sampling slip at the start of a sentence: its first word (de) or leading
	// kanji/katakana word (ja) is the first word of the sentence before it.
	// "Falls Sie den Termin nicht wahrnehmen können, …" → "Bitte Sie den Termin nicht
	// wahrnehmen können, …"; 当日は、作業員が… → 修理受付番号は、作業員が….
	{"b71b_sentence_opener_token_from_other_sentence", "longest", func(lang, s string) string {
		return ho71bFromOther(lang, s, func(sent string) string {
			_, body := ho71bStripMarker(sent)
			return ho71bOpener(lang, body)
		}, func(sent, part string) string {
			mk, body := ho71bStripMarker(sent)
			w := ho71bOpener(lang, body)
			if w == "" {
				return sent
			}
			return mk + part + body[len(w):]
		})
	}},
	// The year token emitted twice, fused into the date: "am 12.11.2026 zwischen 8 und
	// 12 Uhr" → "am 12.11.20262026 zwischen …"; 2026年10月23日（金） → 2026年2026年10月23日（金）;
	// without a year the month: 10月16日にお届けする予定 → 10月10月16日にお届けする予定.
	{"b71b_date_year_token_emitted_twice", "first", func(lang, s string) string {
		if lang == "ja" {
			if m := hoFirstMatch(ho71bJaYear, s, func(m []string) string {
				switch {
				case m[1] != "":
					return m[1] + m[0]
				case m[2] != "":
					return m[2] + strings.TrimPrefix(m[0], "令和")
				default:
					return m[3] + m[0]
				}
			}); m != s {
				return m
			}
		}
		return hoFirstMatch(ho71bDeYear, s, func(m []string) string {
			switch {
			case m[2] != "":
				return m[1] + m[2] + m[2]
			case m[4] != "":
				return m[3] + m[4] + m[4]
			default:
				return m[5] + m[5] + m[6]
			}
		})
	}},
	// The separator token between day and month dropped, the numbers fused:
	// "am 12.11.2026 zwischen 8 und 12 Uhr" → "am 1211.2026 …"; 10月16日にお届けする予定 →
	// 1016日にお届けする予定; "delivery_date": "2026-10-19" → "2026-1019".
	{"b71b_date_separator_token_dropped_digits_fused", "first", func(lang, s string) string {
		re := ho71bDeDayMon
		if lang == "ja" {
			re = ho71bJaDayMon
		}
		return hoFirstMatch(re, s, func(m []string) string {
			if m[1] != "" {
				return m[1] + m[2]
			}
			return m[3] + m[4]
		})
	}},
	// A German action noun in -ung sampled as its agent noun one token away, the
	// article left: "Ihre Bestellung WE-20417" → "Ihre Besteller WE-20417";
	// "Entscheidung: Herr Strauß bittet" → "Entscheider: Herr Strauß bittet".
	{"b71b_de_ung_action_noun_token_as_agent_noun", "longest", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		loc := ho71bDeUng.FindStringSubmatchIndex(s)
		if loc == nil {
			return s
		}
		w := s[loc[2]:loc[3]]
		agent, ok := ho71bDeAgent[strings.ToLower(w)]
		if !ok {
			return s
		}
		return s[:loc[2]] + ho71bMatchCase(agent, w) + s[loc[3]:]
	}},
	// The syllable -ung of the last German word in -ung sampled as the katakana token
	// that sounds like it: "Empfehlung: Eisblock Systemtechnik KG" → "Empfehlング:
	// Eisblock …"; "kann die Wohnung am Montag" → "kann die Wohnング am Montag".
	{"b71b_de_ung_syllable_token_as_katakana", "longest", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		all := ho71bDeUngWord.FindAllStringSubmatchIndex(s, -1)
		if len(all) == 0 {
			return s
		}
		loc := all[len(all)-1]
		end := loc[1]
		if loc[4] >= 0 {
			end = loc[4]
		}
		return s[:loc[3]] + "ング" + s[end:]
	}},
	// A request or act verb copied from the request before it (an induction slip):
	// "sagen Sie ihn bitte … ab" → "bringen Sie ihn bitte … ab";
	// 30分前にお電話いたします → 30分前に確定いたします; （見積番号 TU-4471）をお送りいたします →
	// （見積番号 TU-4471）をご訪問いたします.
	{"b71b_request_verb_token_copied_from_previous_request", "longest", func(lang, s string) string {
		if lang == "ja" {
			all := ho71bJaActVerb.FindAllStringSubmatchIndex(s, -1)
			for i := 1; i < len(all); i++ {
				p, c := all[i-1], all[i]
				prevStem := s[p[4]:p[5]]
				curStem := s[c[4]:c[5]]
				if prevStem == curStem {
					continue
				}
				prevPre := ""
				if p[2] >= 0 {
					prevPre = s[p[2]:p[3]]
				}
				return s[:c[0]] + prevPre + prevStem + s[c[5]:]
			}
			return s
		}
		all := ho71bDeSieVerb.FindAllStringSubmatchIndex(s, -1)
		for i := 1; i < len(all); i++ {
			prev := s[all[i-1][2]:all[i-1][3]]
			cur := s[all[i][2]:all[i][3]]
			if strings.EqualFold(prev, cur) {
				continue
			}
			return s[:all[i][2]] + ho71bMatchCase(prev, cur) + s[all[i][3]:]
		}
		return s
	}},
	// A sentence closed with the last word of the sentence before it: "… sagen Sie ihn
	// bitte spätestens 24 Stunden vorher ab." → "… 24 Stunden vorher mit."; お支払い期限は
	// 2026年10月30日（金）です。 → お支払い期限は2026年10月30日（金）いたします。
	{"b71b_sentence_closing_token_from_other_sentence", "longest", func(lang, s string) string {
		re := ho71bDeCloser
		grp := 2
		if lang == "ja" {
			re = ho71bJaCloser
			grp = 1
		}
		return ho71bFromOther(lang, s, func(sent string) string {
			m := re.FindStringSubmatch(sent)
			if m == nil {
				return ""
			}
			return m[grp]
		}, func(sent, part string) string {
			loc := re.FindStringSubmatchIndex(sent)
			if loc == nil {
				return sent
			}
			return sent[:loc[2*grp]] + part + sent[loc[2*grp+1]:]
		})
	}},
	// One digit of the first number of two or more digits sampled as its Arabic-Indic
	// twin from another script: "Brückenstraße 12, 2. OG" → "Brückenstraße 1٢, 2. OG";
	// 2026年10月14日には当研究室を → 202٦年10月14日には当研究室を.
	{"b71b_one_digit_token_in_arabic_indic_script", "first", func(lang, s string) string {
		loc := ho71bDigits.FindStringIndex(s)
		if loc == nil {
			return s
		}
		d := s[loc[1]-1]
		return s[:loc[1]-1] + string(rune(0x0660+int(d-'0'))) + s[loc[1]:]
	}},
	// A byte-fallback artefact: one word's UTF-8 bytes shown as Shift_JIS text, the
	// first word with an umlaut or ß (de) or the first quoted, katakana or kanji word
	// (ja): "Frau Müller von der Hausverwaltung" → "Frau Mﾃｼller von …"; 9月20日に
	// ユーザーを1名追加 → 9月20日に繝ｦ繝ｼ繧ｶ繝ｼを1名追加.
	{"b71b_word_utf8_bytes_shown_as_shift_jis", "first", func(lang, s string) string {
		var loc []int
		if lang == "ja" {
			if m := ho71bJaQuoted.FindStringSubmatchIndex(s); m != nil {
				loc = m[2:4]
			} else if m := hoKatakana.FindStringIndex(s); m != nil {
				loc = m
			} else {
				loc = ho71bJaHanRun.FindStringIndex(s)
			}
		} else {
			loc = ho71bDeNonASCIIWord.FindStringIndex(s)
		}
		if loc == nil {
			return s
		}
		return s[:loc[0]] + ho71bShiftJIS(s[loc[0]:loc[1]]) + s[loc[1]:]
	}},
	// Two sentences run on: the full stop (or 。) is lost together with the next
	// sentence's first token: "… dabei keine Kosten.\nBei Fragen sind wir gern für Sie
	// da." → "… dabei keine Kosten Fragen sind wir gern für Sie da."; 新しいお届け予定日は
	// 10月21日（水）です。\nお詫びとして、次回の… → …（水）です次回の….
	{"b71b_run_on_boundary_and_next_first_token_lost", "longest", func(lang, s string) string {
		if lang == "ja" {
			all := ho71bJaRunOn.FindAllStringSubmatchIndex(s, -1)
			if len(all) == 0 {
				return s
			}
			loc := all[len(all)/2]
			return s[:loc[0]] + s[loc[1]:]
		}
		all := ho71bDeRunOn.FindAllStringSubmatchIndex(s, -1)
		for k := range all {
			loc := all[(len(all)/2+k)%len(all)]
			before := s[:loc[3]]
			prev := before[strings.LastIndexAny(before, " \n(„")+1:]
			next := s[loc[6]:loc[7]]
			if deAbbrev[prev] || next == "Dr" || next == "Prof" {
				continue
			}
			return s[:loc[3]] + " " + s[loc[7]+1:]
		}
		return s
	}},
	// A JSON string's closing quote token skipped, so the value runs on into the
	// next key: "city": "Lüneburg", "order_id" → "city": "Lüneburg, "order_id".
	{"b71b_json_closing_quote_token_skipped_once", "raw", func(lang, s string) string {
		t := strings.TrimSpace(s)
		if !strings.HasPrefix(t, "{") {
			return s
		}
		all := ho71bJSONClose.FindAllStringSubmatchIndex(s, -1)
		if len(all) == 0 {
			return s
		}
		loc := all[min(1, len(all)-1)]
		return s[:loc[3]] + s[loc[4]+1:]
	}},
	// The prefix of a stop string, held back while it might match, flushed after the
	// answer when the stream ends: "… Weißenfels Elektrotechnik GmbH" →
	// "… Weißenfels Elektrotechnik GmbH\n<|im_"; a JSON answer gets "<|im_" after its "}".
	{"b71b_stop_string_prefix_flushed_after_answer", "raw", func(lang, s string) string {
		if strings.TrimSpace(s) == "" {
			return s
		}
		if strings.HasSuffix(strings.TrimSpace(s), "}") {
			return s + "<|im_"
		}
		return s + "\n<|im_"
	}},
}

// ho71bChanged gives the first sentence of golden that got differs in and the
// matching sentence of got.
func ho71bChanged(lang, golden, got string) (string, string) {
	gl := strings.Split(golden, "\n")
	dl := strings.Split(got, "\n")
	for i := 0; i < len(gl) || i < len(dl); i++ {
		var a, b string
		if i < len(gl) {
			a = gl[i]
		}
		if i < len(dl) {
			b = dl[i]
		}
		if a == b {
			continue
		}
		as, bs := hoSentences(lang, a), hoSentences(lang, b)
		for j := 0; j < len(as) || j < len(bs); j++ {
			var x, y string
			if j < len(as) {
				x = as[j]
			}
			if j < len(bs) {
				y = bs[j]
			}
			if x != y {
				if j+1 < len(bs) && utf8.RuneCountInString(y) < 40 {
					y += bs[j+1]
				}
				return ho71bClip(x, y), ho71bClip(y, x)
			}
		}
		return ho71bClip(a, b), ho71bClip(b, a)
	}
	return "", ""
}

// ho71bClip shortens a long sentence (a JSON line) to the part around its first
// difference from the other.
func ho71bClip(s, other string) string {
	rs, os := []rune(s), []rune(other)
	if len(rs) <= 200 {
		return s
	}
	at := 0
	for at < len(rs) && at < len(os) && rs[at] == os[at] {
		at++
	}
	from, to := max(0, at-80), min(len(rs), at+80)
	return "…" + string(rs[from:to]) + "…"
}

// ho71bOdd are strings no kind may panic on.
var ho71bOdd = []string{"", ".", "。", "\n", "{", "}", "\"", "\\", ". A ", "abc. Def ", "。\nは", "「」", "„“", "ß", "\xff\xfe",
	"{\"a\": \"b\", \"c\"", "1.2.2026", "2026-10-", "12月", "令和年", "お", "ください", "Sie Sie", "en Sie", "ung", "Zahlung"}

// ho71bShow is how many changed fixtures each kind logs.
const ho71bShow = 2
