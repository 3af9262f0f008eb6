package grade

// Blind batch 64b: register and tone shifts that keep the answer's facts. Every kind
// changes one place so that a business text's tone turns wrong for its reader: a
// request sharpened by a rude urging word (gefälligst, さっさと), bad news announced as
// good news, a conspiratorial "between us" aside, a request turned into pleading, an
// instruction followed by a condescending "surely you can manage", an amount touted
// as a bargain, a fact told as something the reader should know, a dated fact followed
// by gushing impatience, a body that ends in "nothing more to say", an endearment
// vocative to a customer, an explanation followed by "I hope it is clear this time",
// the reader's message belittled by an adjective, a thanks sentence cut to a curt
// "danke"/"どうも", an apology inflated to melodrama and a writer's mood aside.

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

var (
	// ho64bMarker is a list marker at the start of a line's first sentence.
	ho64bMarker = regexp.MustCompile(`^\s*(?:[-*•・] ?|\d+\. )`)
	// ho64bDeLabel is a leading "Mangel: " / "Empfehlung: " label.
	ho64bDeLabel = regexp.MustCompile(`^\p{Lu}\p{Ll}+: `)
	// ho64bDeImperative is a Sie-imperative or a bitte-request.
	ho64bDeImperative = regexp.MustCompile(`\bBitte \p{Ll}+ Sie\b|\bSie (?:\p{L}+ )?bitte\b|^\p{Lu}\p{Ll}+ Sie\b`)
	ho64bDeBitteSie   = regexp.MustCompile(`\bBitte (\p{Ll})(\p{Ll}* Sie)\b`)
	ho64bDeSieBitte   = regexp.MustCompile(`\b(Sie(?: \p{Ll}+)?) bitte\b`)
	ho64bDeBad        = regexp.MustCompile(`verschiebt sich|verschoben|nicht unterstützt|tropft|keinen Druck|nicht möglich|Unannehmlichkeiten`)
	ho64bJaBad        = regexp.MustCompile(`遅れ|延期|不具合|取り込めない|破損|割れ|できません`)
	ho64bDeEuro       = regexp.MustCompile(`\d{1,3}(?:\.\d{3})*,\d{2} €`)
	ho64bJaMoney      = regexp.MustCompile(`\d[\d,]*万?円|\d[\d,]*ユーロ`)
	ho64bDigit        = regexp.MustCompile(`\d`)
	ho64bJaRequest    = regexp.MustCompile(`ください|くださいますよう|お願いいたします|お願い申し上げます`)
	ho64bJaKudasai    = regexp.MustCompile(`(?:お|ご)[\p{Han}\p{Hiragana}\p{Katakana}ー]{1,5}?(?:ください|くださいますよう)`)
	ho64bDeSalutation = regexp.MustCompile(`(?m)^Sehr geehrte(r?) (?:Herr|Frau) `)
	ho64bDeApology    = regexp.MustCompile(`tut uns leid|Unannehmlichkeiten zu entschuldigen|bedauern`)
	ho64bJaApology    = regexp.MustCompile(`申し訳ございません|お詫び申し上げ|残念ながら`)
	ho64bJaThanks     = regexp.MustCompile(`ありがとうございま`)
)

// ho64bPleadDe turns a German request into pleading.
var ho64bPleadDe = []hoRule{
	hoR(`\bBitte (\p{Ll}+ Sie)\b`, "Bitte, bitte $1"),
	hoR(`\b(Sie(?: \p{Ll}+)?) bitte\b`, "$1 bitte, bitte"),
	hoR(`\bWir bitten Sie\b`, "Wir flehen Sie an"),
	hoR(`\bbittet (darum|um)\b`, "bettelt $1"),
	hoR(`\bbittet, `, "bettelt darum, "),
}

// ho64bBelittleDe / ho64bBelittleJa give the reader's message or act a belittling
// adjective.
var ho64bBelittleDe = []hoRule{
	hoR(`\bIhre Nachricht\b`, "Ihre reichlich konfuse Nachricht"),
}

var ho64bBelittleJa = []hoRule{
	hoR(`お送りいただいた写真`, "お送りいただいた不鮮明な写真"),
	hoR(`お問い合わせいただき`, "要領を得ないお問い合わせをいただき"),
	hoR(`との問い合わせ`, "との要領を得ない問い合わせ"),
	hoR(`修理のご依頼`, "修理の無理なご依頼"),
	hoR(`ご訪問いただき`, "突然ご訪問いただき"),
}

// ho64bCurtThanksDe cuts a German thanks phrase to a bare "danke".
var ho64bCurtThanksDe = []hoRule{
	hoR(`\bvielen Dank für Ihre [^.,\n]+`, "danke"),
}

// ho64bEdit applies f to the body of one sentence (its list marker and trailing
// spaces kept): the first (from 0), last (from 1) or middle-onward (from 2) sentence
// f changes.
func ho64bEdit(lang, s string, from int, f func(body string) (string, bool)) string {
	split, refs := hoAllSentences(lang, s)
	n := len(refs)
	for k := 0; k < n; k++ {
		var ref sentenceRef
		switch from {
		case 1:
			ref = refs[n-1-k]
		case 2:
			ref = refs[(n/2+k)%n]
		default:
			ref = refs[k]
		}
		sent := split[ref.line][ref.idx]
		core := strings.TrimRight(sent, " ")
		trail := sent[len(core):]
		mk := ""
		if ref.idx == 0 {
			mk = ho64bMarker.FindString(core)
		}
		body := core[len(mk):]
		if strings.HasPrefix(strings.TrimSpace(body), "|") {
			continue
		}
		nb, ok := f(body)
		if !ok || nb == body {
			continue
		}
		split[ref.line][ref.idx] = mk + nb + trail
		return hoJoin(split)
	}
	return s
}

// ho64bUpperFirst reports whether a text starts with an upper-case letter.
func ho64bUpperFirst(s string) bool {
	r, _ := utf8.DecodeRuneInString(s)
	return unicode.IsUpper(r)
}

// ho64bDeStatement: a German prose statement, no request, thanks or salutation.
func ho64bDeStatement(b string) bool {
	return strings.HasSuffix(b, ".") && utf8.RuneCountInString(b) >= 25 &&
		!ho64bDeImperative.MatchString(b) && !strings.Contains(b, "Dank") && !strings.Contains(b, "bitten")
}

// ho64bJaStatement: a Japanese prose statement, no request, thanks or apology.
func ho64bJaStatement(b string) bool {
	return strings.HasSuffix(b, "。") && utf8.RuneCountInString(b) >= 12 &&
		!ho64bJaRequest.MatchString(b) && !strings.Contains(b, "ありがとう") && !strings.Contains(b, "申し訳")
}

// ho64bJaAsk: a Japanese request to the reader other than a help offer or a closing
// courtesy.
func ho64bJaAsk(b string) bool {
	return strings.HasSuffix(b, "。") && ho64bJaRequest.MatchString(b) && !strings.Contains(b, "ご不明") &&
		!strings.Contains(b, "お気軽に") && !strings.Contains(b, "よろしくお願い")
}

// ho64bAppend puts add after a sentence's end.
func ho64bAppend(lang, b, add string) string {
	if lang == "ja" {
		return b + add
	}
	return b + " " + add
}

var heldOutBatch64b = []heldOutKind{
	// A request to the reader sharpened by a rude urging word (gefälligst, さっさと):
	// Bitte bringen Sie Ihre Versichertenkarte mit → Bringen Sie gefälligst Ihre
	// Versichertenkarte mit; 破損品は、…でご返送ください → …でさっさとご返送ください.
	{"b64b_reader_request_sharpened_by_rude_urging_word", "longest", func(lang, s string) string {
		if lang == "ja" {
			for _, loc := range ho64bJaKudasai.FindAllStringIndex(s, -1) {
				m := s[loc[0]:loc[1]]
				if strings.Contains(m, "、") || strings.HasPrefix(m, "お待ち") || strings.HasPrefix(m, "お手数") ||
					strings.HasSuffix(s[:loc[0]], "お気軽に") {
					continue
				}
				return s[:loc[0]] + "さっさと" + s[loc[0]:]
			}
			return s
		}
		if ho64bDeBitteSie.MatchString(s) {
			return hoFirstMatch(ho64bDeBitteSie, s, func(m []string) string {
				return strings.ToUpper(m[1]) + m[2] + " gefälligst"
			})
		}
		return hoFirstMatch(ho64bDeSieBitte, s, func(m []string) string { return m[1] + " gefälligst" })
	}},
	// Bad news announced as good news: Aufgrund des Fertigungsablaufs verschiebt sich
	// der Versand … → Gute Nachrichten: Aufgrund des Fertigungsablaufs verschiebt sich
	// der Versand …; ご注文番号…発送が遅れております。 → うれしいお知らせです。ご注文番号…発送が遅れております。
	{"b64b_bad_news_announced_as_good_news", "first", func(lang, s string) string {
		return ho64bEdit(lang, s, 0, func(b string) (string, bool) {
			if lang == "ja" {
				if !ho64bJaBad.MatchString(b) || !strings.HasSuffix(b, "。") {
					return b, false
				}
				return "うれしいお知らせです。" + b, true
			}
			if !ho64bDeBad.MatchString(b) || !ho64bUpperFirst(b) || ho64bDeLabel.MatchString(b) || !strings.HasSuffix(b, ".") {
				return b, false
			}
			return "Gute Nachrichten: " + b, true
		})
	}},
	// A statement told as a conspiratorial aside between writer and reader: Die
	// Lieferung erfolgt am 12.11.2026 … → Unter uns gesagt: Die Lieferung erfolgt am
	// 12.11.2026 …; 新しいお届け予定日は… → ここだけの話ですが、新しいお届け予定日は….
	{"b64b_statement_made_confidential_between_us_aside", "longest", func(lang, s string) string {
		return ho64bEdit(lang, s, 2, func(b string) (string, bool) {
			if lang == "ja" {
				if !ho64bJaStatement(b) {
					return b, false
				}
				return "ここだけの話ですが、" + b, true
			}
			if !ho64bDeStatement(b) || !ho64bUpperFirst(b) || ho64bDeLabel.MatchString(b) {
				return b, false
			}
			return "Unter uns gesagt: " + b, true
		})
	}},
	// A request turned into pleading: Bitte bringen Sie Ihre Versichertenkarte mit →
	// Bitte, bitte bringen Sie …; Wir bitten Sie, die Unannehmlichkeiten zu
	// entschuldigen → Wir flehen Sie an, …; 破損品は、…ご返送ください → 後生ですから、破損品は、…ご返送ください.
	{"b64b_request_turned_into_pleading", "longest", func(lang, s string) string {
		if lang != "ja" {
			return hoReplaceFirst(s, ho64bPleadDe)
		}
		return ho64bEdit(lang, s, 0, func(b string) (string, bool) {
			if !ho64bJaAsk(b) {
				return b, false
			}
			return "後生ですから、" + b, true
		})
	}},
	// An instruction to the reader followed by a condescending "surely you can
	// manage that": Bitte bringen Sie Ihre Versichertenkarte mit. → … mit. Das
	// schaffen Sie ja wohl.; …ご返送ください。 → …ご返送ください。これくらいはおできになりますよね。
	{"b64b_instruction_followed_by_surely_you_can_manage", "longest", func(lang, s string) string {
		return ho64bEdit(lang, s, 0, func(b string) (string, bool) {
			if lang == "ja" {
				if !ho64bJaAsk(b) {
					return b, false
				}
				return b + "これくらいはおできになりますよね。", true
			}
			if !ho64bDeImperative.MatchString(b) || !strings.HasSuffix(b, ".") {
				return b, false
			}
			return b + " Das schaffen Sie ja wohl.", true
		})
	}},
	// An amount touted as a bargain: bleibt unverändert bei 1.850,00 € → bleibt
	// unverändert bei 1.850,00 € (ein echtes Schnäppchen!); 固定価格は1,480ユーロ（税別）です。
	// → 固定価格は1,480ユーロ（税別）です。大変お買い得です！
	{"b64b_amount_touted_as_bargain", "longest", func(lang, s string) string {
		if lang == "ja" {
			return ho64bEdit(lang, s, 0, func(b string) (string, bool) {
				if !ho64bJaMoney.MatchString(b) || !strings.HasSuffix(b, "。") {
					return b, false
				}
				return b + "大変お買い得です！", true
			})
		}
		lines := strings.Split(s, "\n")
		for i, l := range lines {
			if strings.HasPrefix(strings.TrimSpace(l), "|") {
				continue
			}
			if loc := ho64bDeEuro.FindStringIndex(l); loc != nil {
				add := " (ein echtes Schnäppchen!)"
				if strings.HasPrefix(l[loc[1]:], ")") {
					add = ", ein echtes Schnäppchen!"
				}
				lines[i] = l[:loc[1]] + add + l[loc[1]:]
				return strings.Join(lines, "\n")
			}
		}
		return s
	}},
	// A fact told as something the reader should already know: Die Lieferung erfolgt
	// am 12.11.2026 zwischen 8 und 12 Uhr. → … 12 Uhr – das sollten Sie eigentlich
	// wissen.; ご注文番号WS-30982の… → ご存じのはずですが、ご注文番号WS-30982の….
	{"b64b_fact_told_as_reader_should_know", "longest", func(lang, s string) string {
		return ho64bEdit(lang, s, 0, func(b string) (string, bool) {
			if !ho64bDigit.MatchString(b) {
				return b, false
			}
			if lang == "ja" {
				if !ho64bJaStatement(b) {
					return b, false
				}
				return "ご存じのはずですが、" + b, true
			}
			if !ho64bDeStatement(b) {
				return b, false
			}
			return strings.TrimSuffix(b, ".") + " – das sollten Sie eigentlich wissen.", true
		})
	}},
	// The last dated sentence followed by gushing impatience: Die nächste Sitzung
	// findet am 12.11.2026 statt. → … statt. Wir können es kaum erwarten!;
	// 新しいお届け予定日は10月21日（水）です。 → …です。今から待ちきれません！
	{"b64b_dated_fact_followed_by_cant_wait_gush", "longest", func(lang, s string) string {
		return ho64bEdit(lang, s, 1, func(b string) (string, bool) {
			if lang == "ja" {
				if !hoJaDate.MatchString(b) || !strings.HasSuffix(b, "。") {
					return b, false
				}
				return b + "今から待ちきれません！", true
			}
			if !hoDeDate.MatchString(b) || !strings.HasSuffix(b, ".") {
				return b, false
			}
			return b + " Wir können es kaum erwarten!", true
		})
	}},
	// The body's last sentence followed by a curt "nothing more to say": Bei Fragen
	// sind wir gern für Sie da. → … da. Mehr gibt es dazu nicht zu sagen.;
	// …よろしくお願いいたします。 → …よろしくお願いいたします。これ以上申し上げることはございません。
	{"b64b_body_ends_with_nothing_more_to_say", "longest", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		end := len(lines)
		for i, l := range lines {
			if strings.HasPrefix(l, "Mit freundlichen Grüßen") {
				end = i
				break
			}
		}
		for i := end - 1; i >= 0; i-- {
			l := strings.TrimRight(lines[i], " ")
			if strings.HasPrefix(strings.TrimSpace(l), "|") || utf8.RuneCountInString(l) < 15 {
				continue
			}
			if lang == "ja" && strings.HasSuffix(l, "。") {
				lines[i] = l + "これ以上申し上げることはございません。"
				return strings.Join(lines, "\n")
			}
			if lang != "ja" && strings.HasSuffix(l, ".") {
				lines[i] = l + " Mehr gibt es dazu nicht zu sagen."
				return strings.Join(lines, "\n")
			}
		}
		return s
	}},
	// A German letter's customer called by an endearment: vielen Dank für Ihre
	// Nachricht. → vielen Dank für Ihre Nachricht, mein Lieber. (Sehr geehrte Frau
	// Schäfer: …, meine Liebe.)
	{"b64b_de_customer_called_mein_lieber_meine_liebe", "longest", func(lang, s string) string {
		if lang == "ja" {
			return s
		}
		m := ho64bDeSalutation.FindStringSubmatchIndex(s)
		if m == nil {
			return s
		}
		voc := ", meine Liebe."
		if m[3] > m[2] {
			voc = ", mein Lieber."
		}
		head, rest := s[:m[1]], s[m[1]:]
		return head + ho64bEdit(lang, rest, 0, func(b string) (string, bool) {
			if !strings.HasSuffix(b, ".") || utf8.RuneCountInString(b) < 15 {
				return b, false
			}
			return strings.TrimSuffix(b, ".") + voc, true
		})
	}},
	// An explanation followed by a passive-aggressive "I hope it is clear this time":
	// Der Rechnungsbetrag bleibt unverändert bei 1.850,00 €. → … 1.850,00 €. Ich hoffe,
	// das ist jetzt endlich klar.; 内訳は、…となります。 → …となります。今度こそご理解いただけましたでしょうか。
	{"b64b_explanation_followed_by_clear_this_time", "longest", func(lang, s string) string {
		return ho64bEdit(lang, s, 2, func(b string) (string, bool) {
			if lang == "ja" {
				if !ho64bJaStatement(b) {
					return b, false
				}
				return b + "今度こそご理解いただけましたでしょうか。", true
			}
			if !ho64bDeStatement(b) {
				return b, false
			}
			return b + " Ich hoffe, das ist jetzt endlich klar.", true
		})
	}},
	// The reader's message or act belittled by an adjective: vielen Dank für Ihre
	// Nachricht → vielen Dank für Ihre reichlich konfuse Nachricht; お送りいただいた写真で
	// → お送りいただいた不鮮明な写真で.
	{"b64b_reader_message_belittled_by_adjective", "longest", hoByLang(ho64bBelittleJa, ho64bBelittleDe)},
	// A thanks sentence cut to a curt bare word: vielen Dank für Ihre gute
	// Zusammenarbeit. → danke.; お問い合わせいただき、ありがとうございます。 → どうも。
	{"b64b_thanks_cut_to_curt_danke_doumo", "longest", func(lang, s string) string {
		if lang != "ja" {
			return hoReplaceFirst(s, ho64bCurtThanksDe)
		}
		return ho64bEdit(lang, s, 0, func(b string) (string, bool) {
			if !ho64bJaThanks.MatchString(b) || !strings.HasSuffix(b, "。") {
				return b, false
			}
			return "どうも。", true
		})
	}},
	// An apology inflated to melodrama: Wir bitten Sie, die Unannehmlichkeiten zu
	// entschuldigen. → … Wir sind am Boden zerstört.; お待たせしてしまい、誠に申し訳ございません。
	// → …ございません。胸が張り裂ける思いです。
	{"b64b_apology_inflated_to_melodrama", "longest", func(lang, s string) string {
		return ho64bEdit(lang, s, 0, func(b string) (string, bool) {
			if lang == "ja" {
				if !ho64bJaApology.MatchString(b) || !strings.HasSuffix(b, "。") {
					return b, false
				}
				return b + "胸が張り裂ける思いです。", true
			}
			if !ho64bDeApology.MatchString(b) || !strings.HasSuffix(b, ".") {
				return b, false
			}
			return b + " Wir sind am Boden zerstört.", true
		})
	}},
	// The writer's own mood told to the reader after the first sentence: hiermit
	// bestätigen wir Ihren Kontrolltermin … → … Ich persönlich bin heute übrigens
	// bester Laune.; いつもハルカゼ寝具店を…ありがとうございます。 → …ございます。私事ですが、今日はとても気分が良いです。
	{"b64b_writer_mood_told_as_personal_aside", "longest", func(lang, s string) string {
		return ho64bEdit(lang, s, 0, func(b string) (string, bool) {
			if utf8.RuneCountInString(b) < 15 {
				return b, false
			}
			if lang == "ja" {
				if !strings.HasSuffix(b, "。") {
					return b, false
				}
				return ho64bAppend(lang, b, "私事ですが、今日はとても気分が良いです。"), true
			}
			if !strings.HasSuffix(b, ".") {
				return b, false
			}
			return ho64bAppend(lang, b, "Ich persönlich bin heute übrigens bester Laune."), true
		})
	}},
}

// ho64bSnippet gives the golden and damaged sentences around the first difference.
func ho64bSnippet(a, b string) (string, string) {
	ra, rb := []rune(a), []rune(b)
	p := 0
	for p < len(ra) && p < len(rb) && ra[p] == rb[p] {
		p++
	}
	q := 0
	for q < len(ra)-p && q < len(rb)-p && ra[len(ra)-1-q] == rb[len(rb)-1-q] {
		q++
	}
	isEnd := func(rs []rune, i int) bool {
		r := rs[i]
		if r == '.' && i+1 < len(rs) && rs[i+1] == ' ' {
			j := i
			for j > 0 && (unicode.IsLetter(rs[j-1]) || unicode.IsDigit(rs[j-1])) {
				j--
			}
			w := string(rs[j:i])
			return !deAbbrev[w] && (w == "" || !unicode.IsDigit(rs[i-1]))
		}
		return r == '\n' || r == '。' || r == '"'
	}
	cut := func(rs []rune, from, to int) string {
		s := from
		for s > 0 && rs[s-1] == ' ' {
			s--
		}
		if s > 0 && (rs[s-1] == '。' || rs[s-1] == '.' || rs[s-1] == '!' || rs[s-1] == '！') {
			s--
		}
		for s > 0 && !isEnd(rs, s-1) {
			s--
		}
		e := to
		for e < len(rs) && !isEnd(rs, e) {
			e++
		}
		if e < len(rs) {
			e++
		}
		if e-s > 300 {
			e = s + 300
		}
		return strings.TrimSpace(string(rs[s:e]))
	}
	return cut(ra, p, len(ra)-q), cut(rb, p, len(rb)-q)
}
