package grade

// Blind batch 60b: Japanese damage a weaker or quantized model makes in fluent text,
// each at one place: a request ending put in the honorific past, a humble promise cut
// to its Sino-Japanese noun, an exhaustive と pair made an open や sample, a time
// word moved one step (今月→来月, 当日→翌日), an informing です made ですよね, a fact
// or promise made a mere potential (できます), an exact figure given 約, ほど or 頃,
// a state in ている made a growing ていく, a single count given ずつ or emphatic も,
// 今後とも made a reproachful 今後は, 誠に made a perfunctory 一応, and a standing
// request put in the past (お願いいたしました). Only Japanese answers are damaged.

import (
	"regexp"
	"strings"
	"unicode/utf8"
)

var (
	ho60bKudasai    = regexp.MustCompile(`ください([。：:]|$)`)
	ho60bItasuEnd   = regexp.MustCompile(`((?:お|ご)?(?:\p{Han}{2,}|送り|届け))いたしま(す|した)。`)
	ho60bToPair     = regexp.MustCompile(`(\p{Han}{2,}|[\p{Katakana}ー]{2,}|[）」]|[A-Za-z0-9]+ ?)と([\p{Han}\p{Katakana}「A-Za-z])`)
	ho60bDigit      = regexp.MustCompile(`[0-9０-９]`)
	ho60bNumbered   = regexp.MustCompile(`(?m)^\d+\. `)
	ho60bPotential  = regexp.MustCompile(`((?:お|ご)?(?:\p{Han}{2,}|送り|届け))(いたします|します|する)(。|、|が|ので|$)`)
	ho60bAmount     = regexp.MustCompile(`(?:\d+億)?\d{1,3}(?:,\d{3})*(?:万円|円|ユーロ)`)
	ho60bTeIru      = regexp.MustCompile(`て(おります|おり、|いる。|います)`)
	ho60bCount      = regexp.MustCompile(`(\d+)(名|個|箱|週間)(を)?`)
	ho60bJaDateTail = regexp.MustCompile(`(?:\d{4}年)?\d{1,2}月\d{1,2}日(?:（[月火水木金土日]）)?`)
	ho60bSpan       = regexp.MustCompile(`(\d+)(週間|分前|名|個|箱)`)
	ho60bEmphatic   = regexp.MustCompile(`(\d[\d,]*(?:円分|週間|個|分))(の|を|前)`)
	ho60bOnegai     = regexp.MustCompile(`お願いいたします。`)
)

// ho60bLetter reports whether a Japanese answer reads as a letter or reply (it uses the
// humble いたす) and not as a numbered procedure.
func ho60bLetter(s string) bool {
	return strings.Contains(s, "いたし") && !ho60bNumbered.MatchString(s)
}

// ho60bRuneBefore gives the rune just before byte offset i of s, or 0.
func ho60bRuneBefore(s string, i int) rune {
	if i <= 0 {
		return 0
	}
	r, _ := utf8.DecodeLastRuneInString(s[:i])
	return r
}

// ho60bFirstSentence rewrites the first sentence of s that f changes.
func ho60bFirstSentence(s string, f func(string) string) string {
	split, refs := hoAllSentences("ja", s)
	for _, r := range refs {
		old := split[r.line][r.idx]
		if nw := f(old); nw != old {
			split[r.line][r.idx] = nw
			return hoJoin(split)
		}
	}
	return s
}

// ho60bReplaceOnce applies the first rule (old → new) whose old occurs in s, once.
func ho60bReplaceOnce(s string, rules [][2]string) string {
	for _, r := range rules {
		if strings.Contains(s, r[0]) {
			return strings.Replace(s, r[0], r[1], 1)
		}
	}
	return s
}

var heldOutBatch60b = []heldOutKind{
	// A request to the reader put in the honorific past, so that it claims the reader has
	// already done it: 本メールにご返信ください。 → 本メールにご返信くださいました。
	{"b60b_ja_reader_request_kudasai_made_kudasaimashita_past", "longest", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return hoFirstMatch(ho60bKudasai, s, func(m []string) string { return "くださいました" + m[1] })
	}},
	// A humble promise in a letter cut to its bare Sino-Japanese noun (体言止め), a memo
	// fragment where the letter commits: クーポンをお送りいたします。 → クーポンをお送り。
	{"b60b_ja_letter_itasu_promise_cut_to_bare_noun", "longest", func(lang, s string) string {
		if lang != "ja" || !ho60bLetter(s) {
			return s
		}
		for _, m := range ho60bItasuEnd.FindAllStringSubmatchIndex(s, -1) {
			noun := s[m[2]:m[3]]
			if strings.Contains(noun, "願い") {
				continue
			}
			return s[:m[0]] + noun + "。" + s[m[1]:]
		}
		return s
	}},
	// A closed pair joined by と made an open sample with や, so a complete breakdown or
	// the two items put to approval read as examples among others: 基本料金33,000円（税込）と
	// 追加ユーザー料金5,500円 → 基本料金33,000円（税込）や追加ユーザー料金5,500円.
	{"b60b_ja_closed_to_pair_made_open_ya_sample", "longest", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		for _, m := range ho60bToPair.FindAllStringSubmatchIndex(s, -1) {
			after := s[m[4]:]
			if strings.HasPrefix(after, "表示") || strings.HasPrefix(after, "同") || strings.HasPrefix(after, "伝") ||
				strings.HasPrefix(after, "思") || strings.HasPrefix(after, "考") {
				continue
			}
			rs := []rune(after)
			if len(rs) > 14 {
				rs = rs[:14]
			}
			if strings.Contains(string(rs), "のほか") {
				continue
			}
			toAt := m[3]
			return s[:toAt] + "や" + s[toAt+len("と"):]
		}
		return s
	}},
	// A time word anchored to now or to the event moved one step: 今月から → 来月から,
	// 当日は → 翌日は, 次回の → 今回の, 月末の → 来月末の, 前日の → 前々日の.
	// 今月から追加ユーザー分の料金 → 来月から追加ユーザー分の料金.
	{"b60b_ja_deictic_month_or_day_word_moved_one_step", "longest", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return ho60bReplaceOnce(s, [][2]string{
			{"今月から", "来月から"}, {"当日は", "翌日は"}, {"次回の", "今回の"},
			{"月末の", "来月末の"}, {"前日の", "前々日の"},
		})
	}},
	// A sentence that informs the reader of a figure or date made to seek the reader's
	// agreement with ですよね, as if the reader had told it: 新しいお届け予定日は10月21日（水）です。
	// → 新しいお届け予定日は10月21日（水）ですよね。
	{"b60b_ja_informing_desu_made_yone_agreement_seeking", "longest", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return ho60bFirstSentence(s, func(x string) string {
			if !ho60bDigit.MatchString(x) || !strings.HasSuffix(strings.TrimRight(x, " "), "です。") {
				return x
			}
			i := strings.LastIndex(x, "です。")
			return x[:i] + "ですよね。" + x[i+len("です。"):]
		})
	}},
	// A stated fact or a promise made a mere ability with the potential できる, so nothing
	// is committed or reported: 交換品は10月19日に発送いたしますので → 発送できますので;
	// 大阪営業所は…に移転します。 → 移転できます。
	{"b60b_ja_fact_or_promise_suru_verb_made_potential_dekiru", "longest", func(lang, s string) string {
		if lang != "ja" || ho60bNumbered.MatchString(s) {
			return s
		}
		for _, m := range ho60bPotential.FindAllStringSubmatchIndex(s, -1) {
			noun := s[m[2]:m[3]]
			if strings.Contains(noun, "説明") || strings.Contains(noun, "願い") || strings.Contains(noun, "詫び") {
				continue
			}
			pot := "できます"
			if s[m[4]:m[5]] == "する" {
				pot = "できる"
			}
			return s[:m[4]] + pot + s[m[5]:]
		}
		return s
	}},
	// An exact amount given the approximator 約, so a fixed price, a total or a coupon
	// value becomes an estimate: 固定価格は1,480ユーロ（税別）です → 固定価格は約1,480ユーロ（税別）です.
	{"b60b_ja_exact_amount_given_yaku_approximation", "longest", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		for _, m := range ho60bAmount.FindAllStringIndex(s, -1) {
			prev := ho60bRuneBefore(s, m[0])
			if prev == '約' || prev == ',' || prev == '億' || (prev >= '0' && prev <= '9') || prev == '円' {
				continue
			}
			return s[:m[0]] + "約" + s[m[0]:]
		}
		return s
	}},
	// A present state in ている/ております made a growing change in ていく, so the delay,
	// the charge or the booking keeps increasing: 発送が遅れております → 発送が遅れていきます;
	// 料金5,500円（税込）が加算されております → 加算されていきます.
	{"b60b_ja_te_iru_state_made_te_iku_growing_change", "longest", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		for _, m := range ho60bTeIru.FindAllStringSubmatchIndex(s, -1) {
			tail := s[m[1]:]
			if strings.HasPrefix(tail, "か") {
				continue
			}
			var nw string
			switch s[m[2]:m[3]] {
			case "おります", "います":
				nw = "ていきます"
			case "おり、":
				nw = "ていき、"
			case "いる。":
				nw = "ていく。"
			}
			return s[:m[0]] + nw + s[m[1]:]
		}
		return s
	}},
	// A single count given the distributive ずつ, so a one-off quantity is repeated per
	// unit: ユーザーを1名追加していただいた → ユーザーを1名ずつ追加していただいた;
	// 2週間の再テスト → 2週間ずつの再テスト.
	{"b60b_ja_single_count_given_distributive_zutsu", "longest", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return hoFirstMatch(ho60bCount, s, func(m []string) string {
			return m[1] + m[2] + "ずつ"
		})
	}},
	// An exact date given the approximator 頃, so a delivery date, deadline or meeting is
	// only "around" that day: お支払い期限は2026年10月30日（金）です → 2026年10月30日（金）頃です.
	// The last date of the answer not followed by a clock time is changed.
	{"b60b_ja_exact_date_given_goro_approximation", "longest", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		ms := ho60bJaDateTail.FindAllStringIndex(s, -1)
		for k := len(ms) - 1; k >= 0; k-- {
			m := ms[k]
			tail := s[m[1]:]
			if strings.HasPrefix(tail, "頃") || strings.HasPrefix(tail, "ごろ") || (tail != "" && tail[0] >= '0' && tail[0] <= '9') {
				continue
			}
			return s[:m[1]] + "頃" + tail
		}
		return s
	}},
	// The continuity of 今後とも or 引き続き made 今後 ("from now on"), which in a closing
	// reproaches the reader and in a summary announces a change: 今後ともどうぞよろしく
	// お願いいたします → 今後はどうぞよろしくお願いいたします; 担当は引き続き松田部長で → 担当は今後松田部長で.
	{"b60b_ja_continuity_kongo_tomo_made_kongo_wa", "longest", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return ho60bReplaceOnce(s, [][2]string{{"今後とも", "今後は"}, {"は引き続き", "は今後"}, {"引き続き", "今後"}})
	}},
	// An exact count or span given ほど, so the quantity or time is only approximate:
	// 訪問の30分前にお電話いたします → 訪問の30分ほど前に; コピー用紙 … | 10箱 | → | 10箱ほど |.
	{"b60b_ja_exact_count_or_span_given_hodo", "longest", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		for _, m := range ho60bSpan.FindAllStringSubmatchIndex(s, -1) {
			if ho60bRuneBefore(s, m[0]) == '約' || strings.HasPrefix(s[m[1]:], "ほど") {
				continue
			}
			unit := s[m[4]:m[5]]
			if unit == "分前" {
				return s[:m[0]] + s[m[2]:m[3]] + "分ほど前" + s[m[1]:]
			}
			return s[:m[1]] + "ほど" + s[m[1]:]
		}
		return s
	}},
	// The sincere 誠に made the perfunctory 一応 ("for form's sake"), so thanks or an
	// apology is given grudgingly: 誠に申し訳ございません → 一応申し訳ございません.
	{"b60b_ja_makoto_made_perfunctory_ichiou", "longest", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return strings.Replace(s, "誠に", "一応", 1)
	}},
	// A standing request put in the past, so the letter reports an earlier request
	// instead of making it: 2026年10月30日までに、お見積もりへのご承認をお願いいたします。 →
	// ご承認をお願いいたしました。 A request other than the closing greeting is preferred.
	{"b60b_ja_standing_request_onegai_put_in_past", "longest", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		out := ho60bFirstSentence(s, func(x string) string {
			if strings.Contains(x, "よろしく") {
				return x
			}
			return ho60bOnegai.ReplaceAllString(x, "お願いいたしました。")
		})
		if out != s {
			return out
		}
		return hoFirstMatch(ho60bOnegai, s, func(m []string) string { return "お願いいたしました。" })
	}},
	// A count or span given the emphatic も ("as many as"), so the writer editorialises a
	// neutral figure: 500円分のクーポン → 500円分ものクーポン; 2週間の再テスト → 2週間もの再テスト.
	{"b60b_ja_count_given_emphatic_mo", "longest", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return hoFirstMatch(ho60bEmphatic, s, func(m []string) string {
			switch m[2] {
			case "の":
				return m[1] + "もの"
			case "を":
				return m[1] + "も"
			}
			return m[1] + "も前"
		})
	}},
}

// ho60bChangedSentence gives the first sentence of golden that damaged no longer has and
// the first sentence of damaged that golden does not have.
func ho60bChangedSentence(golden, damaged string) (string, string) {
	_, gr := hoAllSentences("ja", golden)
	gs, _ := hoAllSentences("ja", golden)
	ds, dr := hoAllSentences("ja", damaged)
	in := func(split [][]string, refs []sentenceRef, x string) bool {
		for _, r := range refs {
			if split[r.line][r.idx] == x {
				return true
			}
		}
		return false
	}
	var a, b string
	for _, r := range gr {
		if x := gs[r.line][r.idx]; !in(ds, dr, x) {
			a = x
			break
		}
	}
	for _, r := range dr {
		if x := ds[r.line][r.idx]; !in(gs, gr, x) {
			b = x
			break
		}
	}
	return a, b
}
