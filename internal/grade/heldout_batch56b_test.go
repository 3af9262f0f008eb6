package grade

// Blind batch 56b: Japanese keigo direction and register, broken as a weak model
// breaks it while the text stays fluent. Every kind changes one place of a
// Japanese answer: the writer's own act given a benefactive that makes the reader
// (or no one) its doer or honours the writer (〜てくださいます, 〜ていただきます), or
// put in casual humility (〜させてもらいます); a polite request to the reader turned
// into a register no business letter uses to a customer (a friend's te-form, a
// child's wish, a superior's 〜するように or 〜たまえ, a classical decree 〜べし, a
// casual 〜てもらえる？); a cushion phrase made colloquial; the writer's side called
// うち or 僕; a thing or the writer's own state honoured with いらっしゃる; the
// salutation's 様 made 様方 (care of); the writer's own request made passive
// (お願いされます); です made the speech-podium であります; the reader hailed as
// お客さん.

import (
	"regexp"
	"strings"
)

// ho56bVerb is one verb of a request or an own act: its continuative stem (待ち,
// 返信し), dictionary form (待つ, 返信する), te-form (待って, 返信して) and the
// causative stem before て (待たせ, 返信させ).
type ho56bVerb struct{ stem, dict, te, caus string }

// ho56bWago are the native verbs written お+stem in requests and own acts.
var ho56bWago = map[string]ho56bVerb{
	"待ち":    {"待ち", "待つ", "待って", "待たせ"},
	"問い合わせ": {"問い合わせ", "問い合わせる", "問い合わせて", "問い合わせさせ"},
	"送り":    {"送り", "送る", "送って", "送らせ"},
	"知らせ":   {"知らせ", "知らせる", "知らせて", "知らせさせ"},
	"申し込み":  {"申し込み", "申し込む", "申し込んで", "申し込ませ"},
	"届け":    {"届け", "届ける", "届けて", "届けさせ"},
	"返し":    {"返し", "返す", "返して", "返させ"},
	"伝え":    {"伝え", "伝える", "伝えて", "伝えさせ"},
	"預かり":   {"預かり", "預かる", "預かって", "預からせ"},
}

// ho56bKango gives the verb of a Sino-Japanese noun with する.
func ho56bKango(n string) ho56bVerb {
	return ho56bVerb{n + "し", n + "する", n + "して", n + "させ"}
}

// ho56bIchidan gives the verb of an ichidan stem (閉じ, 入れ).
func ho56bIchidan(st string) ho56bVerb {
	return ho56bVerb{st, st + "る", st + "て", st + "させ"}
}

// The polite requests to the reader: ご+noun, お+native stem, noun+して, ichidan+て,
// each before ください or くださいますようお願いいたします.
var (
	ho56bReqKango = regexp.MustCompile(`ご(\p{Han}{2,4})(?:くださいますようお願いいたします|くださいますようお願い申し上げます|ください)`)
	ho56bReqWago  = regexp.MustCompile(`お(待ち|問い合わせ|送り|知らせ|申し込み|返し|伝え)(?:くださいますようお願いいたします|ください)`)
	ho56bReqSuru  = regexp.MustCompile(`(\p{Han}{2,4})してください`)
	ho56bReqIchi  = regexp.MustCompile(`(閉じ|入れ|開け|確かめ|付け|止め|捨て|見せ|教え|調べ)てください`)
)

// ho56bRequest finds the first polite request to the reader: its byte span and verb.
func ho56bRequest(s string) (int, int, ho56bVerb, bool) {
	best, end := -1, -1
	var v ho56bVerb
	try := func(re *regexp.Regexp, mk func(string) ho56bVerb) {
		m := re.FindStringSubmatchIndex(s)
		if m == nil || (best >= 0 && m[0] >= best) {
			return
		}
		best, end, v = m[0], m[1], mk(s[m[2]:m[3]])
	}
	try(ho56bReqKango, ho56bKango)
	try(ho56bReqWago, func(st string) ho56bVerb { return ho56bWago[st] })
	try(ho56bReqSuru, ho56bKango)
	try(ho56bReqIchi, ho56bIchidan)
	if best < 0 || v.dict == "" {
		return 0, 0, v, false
	}
	return best, end, v, true
}

// ho56bRewriteRequest rewrites the first polite request with f.
func ho56bRewriteRequest(lang, s string, f func(v ho56bVerb) string) string {
	if lang != "ja" {
		return s
	}
	a, b, v, ok := ho56bRequest(s)
	if !ok {
		return s
	}
	return s[:a] + f(v) + s[b:]
}

// The writer's own acts in humble form: お/ご+noun or native stem before いたします or
// いたしました, or a bare noun before it (確定いたしました).
var (
	ho56bOwnPrefixed = regexp.MustCompile(`(お|ご)(\p{Han}{1,4}|送り|届け|知らせ|返し|伝え|預かり)いたしま(す|した)`)
	ho56bOwnBare     = regexp.MustCompile(`(\p{Han}{2,4})いたしま(す|した)`)
)

// ho56bOwnAct rewrites the first own act: pre gets prefix, verb and tense (す/した),
// bare the noun and tense.
func ho56bOwnAct(lang, s string, pre func(prefix string, v ho56bVerb, tense string) string, bare func(noun, tense string) string) string {
	if lang != "ja" {
		return s
	}
	p := ho56bOwnPrefixed.FindStringSubmatchIndex(s)
	q := ho56bOwnBare.FindStringSubmatchIndex(s)
	if p != nil && (q == nil || p[0] <= q[0]) {
		prefix, st, tense := s[p[2]:p[3]], s[p[4]:p[5]], s[p[6]:p[7]]
		v, ok := ho56bWago[st]
		if !ok {
			v = ho56bKango(st)
		}
		return s[:p[0]] + pre(prefix, v, tense) + s[p[1]:]
	}
	if q != nil {
		noun, tense := s[q[2]:q[3]], s[q[4]:q[5]]
		if strings.HasSuffix(s[:q[0]], "お") || strings.HasSuffix(s[:q[0]], "ご") {
			return s
		}
		return s[:q[0]] + bare(noun, tense) + s[q[1]:]
	}
	return s
}

var (
	ho56bOnegai    = regexp.MustCompile(`お願いいたしま(す|した)`)
	ho56bDesu      = regexp.MustCompile(`([\p{Han}\p{Katakana}ー）)\dみ])です([。、]|$)`)
	ho56bOru       = regexp.MustCompile(`ております|ており、|されていますか`)
	ho56bSalute    = regexp.MustCompile(`(?m)^([^\n]{1,15}?)様([ \t]*)$`)
	ho56bOwnRef    = regexp.MustCompile(`当研究室|当社|弊社|当店|弊店|当方`)
	ho56bOwnUse    = regexp.MustCompile(`いつも([^\s、。を]{2,20})をご利用`)
	ho56bOwnLater  = regexp.MustCompile(`今後とも([^\s、。を]{2,20})をよろしく`)
	ho56bOwnHumble = regexp.MustCompile(`いたしま(?:す|した)`)
	ho56bCushion   = regexp.MustCompile(`ご不明な点がございましたら|お手数ですが|恐れ入りますが|誠に残念ながら|お手数をおかけしますが`)
)

var ho56bCushionCasual = map[string]string{
	"ご不明な点がございましたら": "分かんないことがあったら",
	"お手数ですが":        "悪いけど",
	"恐れ入りますが":       "悪いけど",
	"誠に残念ながら":       "残念だけど",
	"お手数をおかけしますが":   "面倒かけるけど",
}

var ho56bOwnRefCasual = map[string]string{
	"当研究室": "うちの研究室", "当社": "うち", "弊社": "うち", "当店": "うちの店", "弊店": "うちの店", "当方": "うち",
}

// ho56bPrefixSentence puts add before the first sentence that ok accepts.
func ho56bPrefixSentence(lang, s, add string, ok func(string) bool) string {
	split, refs := hoAllSentences(lang, s)
	for _, r := range refs {
		sent := split[r.line][r.idx]
		if !ok(sent) {
			continue
		}
		trimmed := strings.TrimLeft(sent, " 　")
		split[r.line][r.idx] = sent[:len(sent)-len(trimmed)] + add + trimmed
		return hoJoin(split)
	}
	return s
}

// ho56bHasOwnAct says whether a sentence states an own act in humble form (not only
// the closing お願いいたします).
func ho56bHasOwnAct(sent string) bool {
	return ho56bOwnHumble.MatchString(strings.ReplaceAll(sent, "お願いいたしま", ""))
}

var heldOutBatch56b = []heldOutKind{
	// The writer's own act given くださる, so that the reader (or the writer's own side,
	// honoured) does it: クーポンをお送りいたします → クーポンをお送りくださいます;
	// 訪問日時を下記のとおり確定いたしました → 確定してくださいました.
	{"b56b_ja_own_act_given_kudasaru_benefactive", "first", func(lang, s string) string {
		return ho56bOwnAct(lang, s, func(prefix string, v ho56bVerb, tense string) string {
			return prefix + ho56bStemFor(prefix, v) + "くださいま" + tense
		}, func(noun, tense string) string { return noun + "してくださいま" + tense })
	}},
	// The writer's own act given いただく, as if the reader did it for the writer:
	// 請求書INV-88213の金額についてご説明いたします → ご説明いただきます;
	// 破損を確認いたしました → 破損を確認していただきました.
	{"b56b_ja_own_act_given_itadaku_benefactive", "first", func(lang, s string) string {
		return ho56bOwnAct(lang, s, func(prefix string, v ho56bVerb, tense string) string {
			return prefix + ho56bStemFor(prefix, v) + "いただきま" + tense
		}, func(noun, tense string) string { return noun + "していただきま" + tense })
	}},
	// The writer's humble いたします put in casual humility させてもらいます:
	// 作業員が訪問の30分前にお電話いたします → 電話させてもらいます;
	// 交換品は10月19日に発送いたします → 発送させてもらいます.
	{"b56b_ja_own_humble_itasu_made_sasete_morau", "first", func(lang, s string) string {
		return ho56bOwnAct(lang, s, func(prefix string, v ho56bVerb, tense string) string {
			return v.caus + "てもらいま" + tense
		}, func(noun, tense string) string { return noun + "させてもらいま" + tense })
	}},
	// A polite request to the reader turned into a superior's directive 〜するように:
	// 本メールにご返信ください → 本メールに返信するように;
	// 前日の17時までにご連絡くださいますようお願いいたします → 前日の17時までに連絡するように.
	{"b56b_ja_reader_request_as_suru_you_ni_directive", "first", func(lang, s string) string {
		return ho56bRewriteRequest(lang, s, func(v ho56bVerb) string { return v.dict + "ように" })
	}},
	// A polite request to the reader turned into a friend's bare te-form:
	// 返送用伝票でご返送ください → 返送用伝票で返送して; カバーを閉じてください → カバーを閉じて.
	{"b56b_ja_reader_request_as_bare_te_form", "first", func(lang, s string) string {
		return ho56bRewriteRequest(lang, s, func(v ho56bVerb) string { return v.te })
	}},
	// A polite request to the reader turned into a child's wish 〜てほしいです:
	// 試料は次の宛先にお送りください → 試料は次の宛先に送ってほしいです.
	{"b56b_ja_reader_request_as_te_hoshii_wish", "first", func(lang, s string) string {
		return ho56bRewriteRequest(lang, s, func(v ho56bVerb) string { return v.te + "ほしいです" })
	}},
	// A polite request to the reader turned into a classical decree 〜べし:
	// お気軽にお問い合わせください → お気軽に問い合わせるべし; ご返信ください → 返信すべし.
	{"b56b_ja_reader_request_as_classical_beshi", "first", func(lang, s string) string {
		return ho56bRewriteRequest(lang, s, func(v ho56bVerb) string {
			if strings.HasSuffix(v.dict, "する") {
				return strings.TrimSuffix(v.dict, "る") + "べし"
			}
			return v.dict + "べし"
		})
	}},
	// A polite request to the reader turned into a senior's 〜たまえ:
	// 本メールにご返信ください → 本メールに返信したまえ; カバーを閉じてください → カバーを閉じたまえ.
	{"b56b_ja_reader_request_as_tamae_to_junior", "first", func(lang, s string) string {
		return ho56bRewriteRequest(lang, s, func(v ho56bVerb) string { return v.stem + "たまえ" })
	}},
	// A polite request to the reader turned into a casual question 〜てもらえる？:
	// 返送用伝票でご返送ください。 → 返送用伝票で返送してもらえる？
	{"b56b_ja_reader_request_as_casual_te_moraeru_question", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		a, b, v, ok := ho56bRequest(s)
		if !ok {
			return s
		}
		rest := strings.TrimPrefix(s[b:], "。")
		return s[:a] + v.te + "もらえる？" + rest
	}},
	// A cushion phrase of a letter made colloquial: ご不明な点がございましたら →
	// 分かんないことがあったら; お手数ですが → 悪いけど; 誠に残念ながら → 残念だけど.
	{"b56b_ja_cushion_phrase_made_colloquial", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return hoFirstMatch(ho56bCushion, s, func(m []string) string { return ho56bCushionCasual[m[0]] })
	}},
	// The writer's side called うち, or 僕 put in as the writer of an own act:
	// 当研究室をご訪問いただき → うちの研究室をご訪問いただき; いつもハルカゼ寝具店をご利用 →
	// いつもうちをご利用; 訪問日時を下記のとおり確定いたしました → 僕のほうで、…確定いたしました.
	{"b56b_ja_writer_side_called_uchi_or_boku", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		if ho56bOwnRef.MatchString(s) {
			return hoFirstMatch(ho56bOwnRef, s, func(m []string) string { return ho56bOwnRefCasual[m[0]] })
		}
		if ho56bOwnUse.MatchString(s) {
			return hoFirstMatch(ho56bOwnUse, s, func(m []string) string { return "いつもうちをご利用" })
		}
		if ho56bOwnLater.MatchString(s) {
			return hoFirstMatch(ho56bOwnLater, s, func(m []string) string { return "今後ともうちをよろしく" })
		}
		return ho56bPrefixSentence(lang, s, "僕のほうで、", ho56bHasOwnAct)
	}},
	// A thing's state, or the writer's own, honoured with いらっしゃる:
	// 発送が遅れております → 発送が遅れていらっしゃいます; 試験台はそれまで予約で埋まっており →
	// 埋まっていらっしゃり; アプリは最新版に更新されていますか → 更新されていらっしゃいますか.
	{"b56b_ja_thing_state_given_irassharu", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return hoFirstMatch(ho56bOru, s, func(m []string) string {
			switch m[0] {
			case "ており、":
				return "ていらっしゃり、"
			case "されていますか":
				return "されていらっしゃいますか"
			}
			return "ていらっしゃいます"
		})
	}},
	// The salutation's 様 made 様方, addressing the letter to someone in care of the
	// reader: 小林 恵子様 → 小林 恵子様方; 松本様 → 松本様方.
	{"b56b_ja_salutation_sama_made_samakata_care_of", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return hoFirstMatch(ho56bSalute, s, func(m []string) string { return m[1] + "様方" + m[2] })
	}},
	// The writer's own request made passive, as if the writer were the one asked:
	// お見積もりへのご承認をお願いいたします → ご承認をお願いされます;
	// 今後ともどうぞよろしくお願いいたします → よろしくお願いされます.
	{"b56b_ja_own_request_onegai_made_passive", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return hoFirstMatch(ho56bOnegai, s, func(m []string) string { return "お願いされま" + m[1] })
	}},
	// です after a noun made the speech-podium であります:
	// 新しいお届け予定日は10月21日（水）です → 10月21日（水）であります;
	// 固定価格は1,480ユーロ（税別）です → 1,480ユーロ（税別）であります.
	{"b56b_ja_desu_made_podium_de_arimasu", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return hoFirstMatch(ho56bDesu, s, func(m []string) string { return m[1] + "であります" + m[2] })
	}},
	// The reader hailed as お客さん at the first sentence of a letter or instruction:
	// いつもハルカゼ寝具店をご利用いただき → お客さん、いつもハルカゼ寝具店をご利用いただき.
	{"b56b_ja_reader_hailed_as_okyakusan", "first", func(lang, s string) string {
		if lang != "ja" || !(strings.Contains(s, "ください") || strings.Contains(s, "いたしま")) {
			return s
		}
		return ho56bPrefixSentence(lang, s, "お客さん、", func(sent string) bool {
			return len([]rune(strings.TrimSpace(sent))) >= 12 && !strings.HasPrefix(strings.TrimSpace(sent), "|")
		})
	}},
}

// ho56bStemFor gives the stem after お/ご: the noun of a Sino-Japanese verb (説明),
// the continuative of a native one (送り).
func ho56bStemFor(prefix string, v ho56bVerb) string {
	if w, ok := ho56bWago[v.stem]; ok {
		return w.stem
	}
	return strings.TrimSuffix(v.stem, "し")
}

// ho56bChanged gives the sentence around the first difference of a and b in each.
func ho56bChanged(a, b string) (string, string) {
	ra, rb := []rune(a), []rune(b)
	p := 0
	for p < len(ra) && p < len(rb) && ra[p] == rb[p] {
		p++
	}
	q := 0
	for q < len(ra)-p && q < len(rb)-p && ra[len(ra)-1-q] == rb[len(rb)-1-q] {
		q++
	}
	cut := func(rs []rune, from, to int) string {
		isEnd := func(r rune) bool { return r == '。' || r == '\n' || r == '"' || r == '？' }
		for from > 0 && !isEnd(rs[from-1]) {
			from--
		}
		for to < len(rs) && !isEnd(rs[to]) {
			to++
		}
		if to < len(rs) {
			to++
		}
		return strings.TrimSpace(string(rs[from:to]))
	}
	return cut(ra, p, len(ra)-q), cut(rb, p, len(rb)-q)
}
