package grade

// Blind batch 72c: Japanese grammar that decides who does what for whom, and the
// mood of a sentence, changed at one place while the sentence stays fluent. The
// reader's thanked act is told with させていただく as the writer's act; the writer's
// promise 〜いたします is turned into a risk (〜しかねません), a deliberation
// (〜すべきでしょうか), the reader's own act asked about (〜なさいますか) or a job
// handed to somebody else (〜てもらいます); a stated fact is made a proposal
// (〜にしましょう); the reader's request is made a question about the reader's
// intention, an instruction the writer says it received, or a message the reader
// must pass on to a third party; a plain act of a summary is made causative; an
// ongoing 〜ている state is put in the past; and a ように clause is turned against
// its aim.

import (
	"regexp"
	"strings"
	"unicode"
)

// ho72cJaRequest finds a polite request to the reader built on お/ご + a verb stem:
// ご返送ください, お問い合わせください, お待ちください, ご連絡くださいますようお願いいたします.
var ho72cJaRequest = regexp.MustCompile(`(お|ご)(\p{Han}{1,4}(?:い合わせ|り|ち)?)ください(?:ますようお願いいたします)?`)

// ho72cJaPromise finds the writer's own act in the humble 〜いたします form (not
// お願いいたします): お送りいたします, ご説明いたします, 発送いたしますので.
var ho72cJaPromise = regexp.MustCompile(`(お|ご)?(\p{Han}{1,4}(?:り|ち)?)いたします(。|ので|$)`)

// ho72cJaThanked finds a reader's act the writer receives as a favour: ご利用いただき,
// ご依頼をいただき, お問い合わせいただき, お送りいただいた.
var ho72cJaThanked = regexp.MustCompile(`((?:お|ご)\p{Han}{1,4}(?:い合わせ|り)?を?)いただ(き|いた|ける)`)

// ho72cJaFactDesu finds a topic stated with a figure (or 不要) and closed by です.
var ho72cJaFactDesu = regexp.MustCompile(`(は、?)([^。は\n]*?(?:\d|不要)[^。\n]*?)です(。)`)

// ho72cJaTeIru finds an ongoing state at a sentence's end: 遅れております。,
// 心配されている。, オンになっていますか。
var ho72cJaTeIru = regexp.MustCompile(`(て|で)(おり|い)(ます|る)(か?)(。|$)`)

// ho72cJaPlainSuru finds a plain or polite sino-Japanese act at a sentence's end
// (回答する。, 作成します。) or a planned one (発送予定。).
var (
	ho72cJaPlainSuru = regexp.MustCompile(`(\p{Han}{2})(する|します)(。|$)`)
	ho72cJaPlanned   = regexp.MustCompile(`(\p{Han}{2})予定(。|$)`)
)

// ho72cWago reports whether a verb stem is a native verb's stem (お送り, お待ち,
// お問い合わせ) rather than a sino-Japanese noun (ご返送, ご連絡).
func ho72cWago(stem string) bool {
	rs := []rune(stem)
	return len(rs) > 0 && unicode.Is(unicode.Hiragana, rs[len(rs)-1])
}

// ho72cDict gives the plain dictionary form of a request's or promise's stem.
func ho72cDict(stem string) string {
	switch {
	case strings.HasSuffix(stem, "い合わせ"):
		return stem + "る"
	case strings.HasSuffix(stem, "り"):
		return strings.TrimSuffix(stem, "り") + "る"
	case strings.HasSuffix(stem, "ち"):
		return strings.TrimSuffix(stem, "ち") + "つ"
	}
	return stem + "する"
}

// ho72cTe gives the plain te-form of a request's or promise's stem.
func ho72cTe(stem string) string {
	switch {
	case strings.HasSuffix(stem, "い合わせ"):
		return stem + "て"
	case strings.HasSuffix(stem, "り"):
		return strings.TrimSuffix(stem, "り") + "って"
	case strings.HasSuffix(stem, "ち"):
		return strings.TrimSuffix(stem, "ち") + "って"
	}
	return stem + "して"
}

// ho72cReaderHonorific gives the respectful form of the reader's act: お待ちになる,
// ご返送なさる.
func ho72cReaderHonorific(prefix, stem string) string {
	if ho72cWago(stem) {
		return "お" + stem + "になる"
	}
	return prefix + stem + "なさる"
}

// ho72cRequest rewrites the first request to the reader with f(prefix, stem).
func ho72cRequest(lang, s string, f func(prefix, stem string) string) string {
	if lang != "ja" {
		return s
	}
	return hoFirstMatch(ho72cJaRequest, s, func(m []string) string { return f(m[1], m[2]) })
}

// ho72cPromise rewrites the first 〜いたします promise with f(prefix, stem, tail);
// sentenceEnd restricts it to a promise that closes its sentence.
func ho72cPromise(lang, s string, sentenceEnd bool, f func(prefix, stem, tail string) string) string {
	if lang != "ja" {
		return s
	}
	for _, m := range ho72cJaPromise.FindAllStringSubmatchIndex(s, -1) {
		tail := s[m[6]:m[7]]
		if sentenceEnd && tail == "ので" {
			continue
		}
		prefix := ""
		if m[2] >= 0 {
			prefix = s[m[2]:m[3]]
		}
		return s[:m[0]] + f(prefix, s[m[4]:m[5]], tail) + s[m[1]:]
	}
	return s
}

var heldOutBatch72c = []heldOutKind{
	// The reader's act the writer thanks for is told with させていただく, so that the
	// writer did it by the reader's leave: ご依頼をいただき → ご依頼をさせていただき;
	// ご訪問いただき → ご訪問させていただき (we visited you).
	{"b72c_ja_thanked_reader_act_made_writers_sasete_itadaku", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return hoFirstMatch(ho72cJaThanked, s, func(m []string) string {
			return m[1] + "させていただ" + m[2]
		})
	}},
	// The writer's promise becomes a risk it warns of with 〜しかねません ("we may
	// end up doing"), read by many as a refusal: 交換品は10月19日に発送いたしますので →
	// 発送しかねませんので; クーポンをお送りいたします → お送りしかねません.
	{"b72c_ja_our_itasu_promise_made_kanenai_risk", "first", func(lang, s string) string {
		return ho72cPromise(lang, s, false, func(prefix, stem, tail string) string {
			return prefix + stem + "しかねません" + tail
		})
	}},
	// The writer's promise becomes a question whether the writer ought to do it:
	// 作業員が訪問の30分前にお電話いたします。 → お電話すべきでしょうか。
	{"b72c_ja_our_promise_made_beki_deliberation_question", "first", func(lang, s string) string {
		return ho72cPromise(lang, s, true, func(prefix, stem, tail string) string {
			return prefix + stem + "すべきでしょうか" + tail
		})
	}},
	// The writer's promise becomes a question about the reader's own act, in the
	// respectful form: 金額についてご説明いたします。 → ご説明なさいますか。;
	// お見積もりをお送りいたします。 → お送りになりますか。
	{"b72c_ja_our_promise_made_question_about_readers_act", "first", func(lang, s string) string {
		return ho72cPromise(lang, s, true, func(prefix, stem, tail string) string {
			if ho72cWago(stem) {
				return "お" + stem + "になりますか" + tail
			}
			return prefix + stem + "なさいますか" + tail
		})
	}},
	// The writer's promise is handed to somebody else with 〜てもらいます: 交換品は
	// 10月19日に発送いたしますので → 発送してもらいますので; クーポンをお送りいたします →
	// 送ってもらいます.
	{"b72c_ja_our_promise_made_te_moraimasu_handed_to_others", "first", func(lang, s string) string {
		return ho72cPromise(lang, s, false, func(prefix, stem, tail string) string {
			return ho72cTe(stem) + "もらいます" + tail
		})
	}},
	// A fact the prompt fixes is told as the writer's proposal: お支払い期限は
	// 2026年10月30日（金）です。 → 2026年10月30日（金）にしましょう。; 初期費用は不要です。
	// → 不要にしましょう。
	{"b72c_ja_stated_fact_made_ni_shimashou_proposal", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		for _, m := range ho72cJaFactDesu.FindAllStringSubmatchIndex(s, -1) {
			value := s[m[4]:m[5]]
			// A clause of its own (〜ので、…見込み) is no fixed value to propose.
			if strings.Contains(value, "ので") || strings.Contains(value, "見込み") {
				continue
			}
			return s[:m[0]] + s[m[2]:m[3]] + value + "にしましょう" + s[m[6]:m[7]] + s[m[1]:]
		}
		return s
	}},
	// The request to the reader becomes a question about the reader's intention:
	// 返送用伝票でご返送ください。 → ご返送なさるおつもりですか。; 動かずにお待ちください。
	// → お待ちになるおつもりですか。
	{"b72c_ja_reader_request_made_otsumori_intention_question", "first", func(lang, s string) string {
		return ho72cRequest(lang, s, func(prefix, stem string) string {
			return ho72cReaderHonorific(prefix, stem) + "おつもりですか"
		})
	}},
	// The request to the reader becomes an instruction the writer says it was given:
	// 前日の17時までにご連絡くださいますようお願いいたします。 → 連絡するように言われております。
	{"b72c_ja_reader_request_made_instruction_writer_was_given", "first", func(lang, s string) string {
		return ho72cRequest(lang, s, func(prefix, stem string) string {
			return ho72cDict(stem) + "ように言われております"
		})
	}},
	// The request to the reader becomes a message the reader must pass on to
	// somebody else, who is to act: 本メールにご返信ください。 → 返信するようお伝えください。
	{"b72c_ja_reader_request_made_message_for_third_party", "first", func(lang, s string) string {
		return ho72cRequest(lang, s, func(prefix, stem string) string {
			return ho72cDict(stem) + "ようお伝えください"
		})
	}},
	// A plain act of a summary (or a step of the reader's) is made causative, so that
	// its doer makes somebody else do it: 担当の西村が…回答する。 → 回答させる。;
	// 交換品は10月19日に発送予定。 → 発送させる予定。
	{"b72c_ja_plain_act_made_saseru_causative", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		for _, m := range ho72cJaPlainSuru.FindAllStringSubmatchIndex(s, -1) {
			if s[m[2]:m[3]] == "移転" {
				continue
			}
			end := "させる"
			if s[m[4]:m[5]] == "します" {
				end = "させます"
			}
			return s[:m[0]] + s[m[2]:m[3]] + end + s[m[6]:m[7]] + s[m[1]:]
		}
		return hoFirstMatch(ho72cJaPlanned, s, func(m []string) string {
			return m[1] + "させる予定" + m[2]
		})
	}},
	// An ongoing state is put in the past, as if it no longer held: 発送が遅れております。
	// → 遅れておりました。; 延期することを提案している。 → 提案していた。
	{"b72c_ja_ongoing_te_iru_made_te_ita_past", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return hoFirstMatch(ho72cJaTeIru, s, func(m []string) string {
			end := "た"
			if m[3] == "ます" {
				end = "ました"
			}
			return m[1] + m[2] + end + m[4] + m[5]
		})
	}},
	// A ように clause is turned against its aim: プラス面が上になるように →
	// 上にならないように; ご連絡くださいますよう → くださいませんよう; 取り込めないとの
	// 問い合わせ → 取り込めないようにとの問い合わせ (asked to make it fail).
	{"b72c_ja_you_ni_clause_turned_against_its_aim", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return hoReplaceFirst(s, ho72cYouNi)
	}},
}

var ho72cYouNi = []hoRule{
	hoR(`になるように`, "にならないように"),
	hoR(`くださいますよう`, "くださいませんよう"),
	hoR(`ないとの(問い合わせ|連絡)`, "ないようにとの$1"),
}

// ho72cChangedSentence gives the sentence around the first difference of two texts.
func ho72cChangedSentence(a, b string) (string, string) {
	ra, rb := []rune(a), []rune(b)
	p := 0
	for p < len(ra) && p < len(rb) && ra[p] == rb[p] {
		p++
	}
	sa, sb := len(ra), len(rb)
	for sa > p && sb > p && ra[sa-1] == rb[sb-1] {
		sa--
		sb--
	}
	isEnd := func(r rune) bool { return r == '。' || r == '\n' || r == '"' }
	start := p
	for start > 0 && !isEnd(ra[start-1]) {
		start--
	}
	cut := func(rs []rune, from int) string {
		e := from
		for e < len(rs) && !isEnd(rs[e]) {
			e++
		}
		if e < len(rs) && rs[e] == '。' {
			e++
		}
		return string(rs[start:e])
	}
	return cut(ra, sa), cut(rb, sb)
}
