package grade

// Batch 78a: Japanese business register broken by one change, in forms other than
// the commonest keigo errors. Each kind makes one spot of a です/ます letter, reply,
// manual or report sound like chat: a request to the reader softened with ちょっと,
// turned into 〜してくれると助かります, cut to a bare 〜お願い, contracted to
// 〜しといてください or given a spoken everyday verb (聞いてください); our own promise
// made provisional (とりあえず) or casual (発送しときます); a stated fact hedged
// (〜ですかね) or explained (〜なんです); a rank title given さん; a reason clause
// spoken (〜んで) or split off behind a sentence-initial なので; a filler (えっと),
// a colloquial adverb (やっぱり) or a persona particle (〜ますわ) in a letter; the
// closing formula cut to よろしく。. Every kind changes one place only.

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

var (
	// b78aReaderReq is a request to the reader built on a kango noun or the two
	// wago verbs the goldens use: ご確認ください, お問い合わせください, お送りください,
	// ご連絡くださいますようお願いいたします.
	b78aReaderReq = regexp.MustCompile(`(?:ご(\p{Han}+)|お(問い合わせ|送り))くださ(?:いますようお願いいたします|い)`)
	// b78aTeKudasai is a reader request in te-form + ください (閉じてください).
	b78aTeKudasai = regexp.MustCompile(`(\p{Hiragana})てください`)
	// b78aOwnItasu is our own act in humble いたします (発送いたします, お送りいたします).
	b78aOwnItasu = regexp.MustCompile(`(?:お|ご)?(\p{Han}+り?)いたします`)
	// b78aReason is a reason clause: 〜ますので、 / 〜たため、 / 〜なため、.
	b78aReason = regexp.MustCompile(`ますので、|いただいたため、|(\p{Han})なため、|たため、`)
	// b78aRank is a rank title not already followed by an honorific.
	b78aRank = regexp.MustCompile(`(部長|課長)([^さ様]|$)`)
	// b78aYoroshiku is the closing formula.
	b78aYoroshiku = regexp.MustCompile(`よろしくお願い(?:いた)?します。`)
	// b78aBullet is the marker a list line starts with.
	b78aBullet = regexp.MustCompile(`^\s*(?:・|[-*] |\d+\. )?`)
)

// b78aLastMatch rewrites the last match of re with f.
func b78aLastMatch(re *regexp.Regexp, s string, f func(m []string) string) string {
	all := re.FindAllStringSubmatchIndex(s, -1)
	if len(all) == 0 {
		return s
	}
	loc := all[len(all)-1]
	m := make([]string, len(loc)/2)
	for i := range m {
		if loc[2*i] >= 0 {
			m[i] = s[loc[2*i]:loc[2*i+1]]
		}
	}
	return s[:loc[0]] + f(m) + s[loc[1]:]
}

// b78aReqVerb is the verb of a b78aReaderReq match and whether it is a kango noun
// (ご確認 → 確認, true; お送り → 送り, false).
func b78aReqVerb(m []string) (string, bool) {
	if m[1] != "" {
		return m[1], true
	}
	return m[2], false
}

// b78aProse reports whether a sentence is a prose sentence of a letter or report:
// it ends in 。, has ten runes at least and is no table row.
func b78aProse(sent string) bool {
	t := strings.TrimSpace(sent)
	return strings.HasSuffix(t, "。") && utf8.RuneCountInString(t) >= 10 && !strings.HasPrefix(t, "|")
}

// b78aFormula reports whether a sentence is a thanks, apology or closing formula.
func b78aFormula(sent string) bool {
	for _, w := range []string{"お願い", "ありがとう", "申し訳", "お詫び申し上げ"} {
		if strings.Contains(sent, w) {
			return true
		}
	}
	return false
}

// b78aInsertAtStart puts add at the start of a sentence, after a list marker.
func b78aInsertAtStart(sent, add string) string {
	n := len(b78aBullet.FindString(sent))
	return sent[:n] + add + sent[n:]
}

// b78aInsertBeforeLastClause puts add after the sentence's last 、 before the
// position at (or at its start when there is none).
func b78aInsertBeforeLastClause(sent string, at int, add string) string {
	if i := strings.LastIndex(sent[:at], "、"); i >= 0 {
		i += len("、")
		return sent[:i] + add + sent[i:]
	}
	return b78aInsertAtStart(sent, add)
}

// b78aFirstSentence applies f to the first sentence, in order, that f changes.
func b78aFirstSentence(lang, s string, f func(string) string) string {
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

// b78aLastSentence applies f to the last sentence that f changes.
func b78aLastSentence(lang, s string, f func(string) string) string {
	split, refs := hoAllSentences(lang, s)
	for k := len(refs) - 1; k >= 0; k-- {
		r := refs[k]
		old := split[r.line][r.idx]
		if nw := f(old); nw != old {
			split[r.line][r.idx] = nw
			return hoJoin(split)
		}
	}
	return s
}

// b78aFactDesu rewrites, with f, a です。 sentence that states a figure or date (a
// digit outside its list marker); f gets the sentence without its です。.
func b78aFactDesu(f func(sent string) string) func(string) string {
	return func(sent string) string {
		t := strings.TrimRight(sent, " ")
		body := t[len(b78aBullet.FindString(t)):]
		if !strings.HasSuffix(t, "です。") || !strings.ContainsFunc(body, unicode.IsDigit) {
			return sent
		}
		return f(strings.TrimSuffix(t, "です。")) + sent[len(t):]
	}
}

var heldOutBatch78a = []heldOutKind{
	// The first request to the reader gets a colloquial ちょっと as softener.
	// 以下の点をご確認ください。 → 以下の点をちょっとご確認ください。
	// 返送用伝票でご返送ください。 → 返送用伝票でちょっとご返送ください。
	{"b78a_ja_reader_request_softened_with_chotto", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return hoFirstMatch(b78aReaderReq, s, func(m []string) string { return "ちょっと" + m[0] })
	}},
	// The first request to the reader is turned into a casual "it'd help if you did".
	// 前日の17時までにご連絡くださいますようお願いいたします。 → 前日の17時までに連絡してくれると助かります。
	// 本メールにご返信ください。 → 本メールに返信してくれると助かります。
	{"b78a_ja_reader_request_made_kureru_to_tasukaru", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return hoFirstMatch(b78aReaderReq, s, func(m []string) string {
			v, kango := b78aReqVerb(m)
			switch {
			case kango:
				return v + "してくれると助かります"
			case v == "送り":
				return "送ってくれると助かります"
			}
			return v + "てくれると助かります"
		})
	}},
	// The last request to the reader is cut to a chat-style bare 〜お願い.
	// サポート窓口までお問い合わせください。 → サポート窓口まで問い合わせお願い。
	// 本メールにご返信ください。 → 本メールに返信お願い。
	{"b78a_ja_reader_request_cut_to_bare_onegai", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		var last []string
		for _, m := range b78aReaderReq.FindAllStringSubmatch(s, -1) {
			if m[2] != "送り" && strings.HasSuffix(m[0], "ください") {
				last = m
			}
		}
		if last == nil {
			return s
		}
		v, _ := b78aReqVerb(last)
		i := strings.LastIndex(s, last[0])
		return s[:i] + v + "お願い" + s[i+len(last[0]):]
	}},
	// The first request to the reader is given the spoken contraction 〜しといて (〜しておいて).
	// カバーを閉じてください。 → カバーを閉じといてください。
	// 本メールにご返信ください。 → 本メールに返信しといてください。
	{"b78a_ja_reader_request_contracted_to_toite", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		a := b78aReaderReq.FindStringSubmatchIndex(s)
		b := b78aTeKudasai.FindStringSubmatchIndex(s)
		if b != nil && (a == nil || b[0] < a[0]) {
			return hoFirstMatch(b78aTeKudasai, s, func(m []string) string { return m[1] + "といてください" })
		}
		return hoFirstMatch(b78aReaderReq, s, func(m []string) string {
			v, kango := b78aReqVerb(m)
			tail := strings.TrimPrefix(m[0][strings.Index(m[0], "くださ"):], "くださ")
			switch {
			case kango:
				return v + "しといてくださ" + tail
			case v == "送り":
				return "送っといてくださ" + tail
			}
			return v + "といてくださ" + tail
		})
	}},
	// The last formal request verb to the reader is replaced by a spoken everyday verb.
	// お気軽にお問い合わせください。 → お気軽に聞いてください。
	// 返送用伝票でご返送ください。 → 返送用伝票で送り返してください。
	{"b78a_ja_reader_request_verb_made_spoken_wago", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		spoken := map[string]string{"確認": "見て", "返信": "返事して", "返送": "送り返して", "連絡": "知らせて", "問い合わせ": "聞いて"}
		var last []int
		for _, loc := range b78aReaderReq.FindAllStringSubmatchIndex(s, -1) {
			v := ""
			if loc[2] >= 0 {
				v = s[loc[2]:loc[3]]
			} else {
				v = s[loc[4]:loc[5]]
			}
			if _, ok := spoken[v]; ok {
				last = loc
			}
		}
		if last == nil {
			return s
		}
		m := s[last[0]:last[1]]
		v := strings.TrimPrefix(strings.TrimPrefix(m[:strings.Index(m, "くださ")], "ご"), "お")
		return s[:last[0]] + spoken[v] + m[strings.Index(m, "くださ"):] + s[last[1]:]
	}},
	// The closing formula is cut to a chat-style よろしく。
	// 今後ともどうぞよろしくお願いいたします。 → 今後ともどうぞよろしく。
	// よろしくお願いいたします。 → よろしく。
	{"b78a_ja_closing_cut_to_bare_yoroshiku", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return b78aLastMatch(b78aYoroshiku, s, func([]string) string { return "よろしく。" })
	}},
	// Our first firm action is made provisional and colloquial with とりあえず.
	// 訪問日時を下記のとおり確定いたしました。 → とりあえず訪問日時を下記のとおり確定いたしました。
	// お詫びとして、次回の…クーポンをお送りいたします。 → お詫びとして、とりあえず次回の…クーポンをお送りいたします。
	{"b78a_ja_own_action_made_provisional_toriaezu", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return b78aFirstSentence(lang, s, func(sent string) string {
			at := strings.Index(sent, "いたしま")
			if at < 0 || b78aFormula(sent) || !b78aProse(sent) {
				return sent
			}
			return b78aInsertBeforeLastClause(sent, at, "とりあえず")
		})
	}},
	// Our first humble promise いたします is made the casual 〜しときます.
	// 交換品は10月19日に発送いたしますので → 交換品は10月19日に発送しときますので
	// 作業員が訪問の30分前にお電話いたします。 → 作業員が訪問の30分前に電話しときます。
	{"b78a_ja_own_promise_made_casual_shitokimasu", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return hoFirstMatch(b78aOwnItasu, s, func(m []string) string {
			if strings.HasSuffix(m[1], "り") {
				return strings.TrimSuffix(m[1], "り") + "っときます"
			}
			return m[1] + "しときます"
		})
	}},
	// The first stated figure or date is hedged with a doubtful ですかね.
	// 新しいお届け予定日は10月21日（水）です。 → 新しいお届け予定日は10月21日（水）ですかね。
	// 固定価格は1,480ユーロ（税別）です。 → 固定価格は1,480ユーロ（税別）ですかね。
	{"b78a_ja_stated_fact_hedged_desu_kane", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return b78aFirstSentence(lang, s, b78aFactDesu(func(head string) string { return head + "ですかね。" }))
	}},
	// The last stated figure or date is given the spoken explanatory なんです.
	// お支払い期限は2026年10月30日（金）です。 → お支払い期限は2026年10月30日（金）なんです。
	// 営業は11月13日（金）までです。 → 営業は11月13日（金）までなんです。
	{"b78a_ja_stated_fact_made_explanatory_nan_desu", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return b78aLastSentence(lang, s, b78aFactDesu(func(head string) string { return head + "なんです。" }))
	}},
	// The first rank title (部長, 課長) is given a casual さん on top.
	// 佐藤部長 → 佐藤部長さん; "primary_contact": "石井部長" → "石井部長さん"
	{"b78a_ja_rank_title_given_casual_san", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return hoFirstMatch(b78aRank, s, func(m []string) string { return m[1] + "さん" + m[2] })
	}},
	// The first reason clause is split off behind a spoken sentence-initial なので.
	// 正しく測定できないことがありますので、フローリングなど → 正しく測定できないことがあります。なので、フローリングなど
	// 1名追加していただいたため、今月から → 1名追加していただきました。なので、今月から
	{"b78a_ja_reason_split_off_sentence_initial_nanode", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return hoFirstMatch(b78aReason, s, func(m []string) string {
			switch {
			case m[0] == "ますので、":
				return "ます。なので、"
			case m[0] == "いただいたため、":
				return "いただきました。なので、"
			case m[1] != "":
				return m[1] + "だ。なので、"
			}
			return "た。なので、"
		})
	}},
	// The first reason clause is given the spoken contraction 〜んで.
	// 発送いたしますので、 → 発送いたしますんで、
	// 再テストが必要なため、 → 再テストが必要なんで、
	{"b78a_ja_reason_clause_made_spoken_nde", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return hoFirstMatch(b78aReason, s, func(m []string) string {
			switch {
			case m[0] == "ますので、":
				return "ますんで、"
			case m[1] != "":
				return m[1] + "なんで、"
			}
			return strings.TrimSuffix(m[0], "ため、") + "んで、"
		})
	}},
	// The first prose sentence is opened with the spoken filler えっと.
	// いつもハルカゼ寝具店をご利用いただき、… → えっと、いつもハルカゼ寝具店をご利用いただき、…
	// ・株式会社アオバ精工の大阪営業所は、… → ・えっと、株式会社アオバ精工の大阪営業所は、…
	{"b78a_ja_first_sentence_opened_with_filler_etto", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return b78aFirstSentence(lang, s, func(sent string) string {
			if !b78aProse(sent) {
				return sent
			}
			return b78aInsertAtStart(sent, "えっと、")
		})
	}},
	// A statement in the middle of the text gets the colloquial やっぱり ("as expected").
	// 当方の試験台はそれまで予約で埋まっており、誠に残念ながら、それより早い実施はできません。
	//  → …誠に残念ながら、やっぱりそれより早い実施はできません。
	{"b78a_ja_middle_statement_given_yappari", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return hoMiddleSentence(lang, s, func(sent string) string {
			if !b78aProse(sent) || b78aFormula(sent) {
				return sent
			}
			t := strings.TrimRight(sent, " ")
			return b78aInsertBeforeLastClause(sent, len(t), "やっぱり")
		})
	}},
	// A ます sentence in the middle of the text gets the persona particle わ.
	// 合計38,500円（税込）となります。 → 合計38,500円（税込）となりますわ。
	// 本体を硬く平らな床に置きます。 → 本体を硬く平らな床に置きますわ。
	{"b78a_ja_middle_masu_given_persona_particle_wa", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return hoMiddleSentence(lang, s, func(sent string) string {
			t := strings.TrimRight(sent, " ")
			if !strings.HasSuffix(t, "ます。") || b78aFormula(t) {
				return sent
			}
			return strings.TrimSuffix(t, "。") + "わ。" + sent[len(t):]
		})
	}},
}
