package grade

// Blind batch 40b: counters, units of count and safety statements. The kinds model
// an answer that gets one count or one caution wrong: a Japanese counter moved to
// another packaging level or dropped so the number stands bare, a German item count
// turned into pairs, an ordinal read as a count or moved to its neighbour, a duration
// read as a week number, a safety limit (以内, bis zu, mindestens) or a deadline bound
// (spätestens, 早くても) turned round, a restriction stated as allowed, a caution
// instruction or a notice deadline made optional, a caution note or its condition left
// out or moved to the next step, an invented penalty for ignoring a caution, and an
// invitation to get in touch turned into a prohibition. Each kind changes one place.

import (
	"regexp"
	"strconv"
	"strings"
)

// ho40bFirstOf applies the first rewrite of rs that changes s.
func ho40bFirstOf(s string, rs ...func(string) string) string {
	for _, r := range rs {
		if nw := r(s); nw != s {
			return nw
		}
	}
	return s
}

// ho40bRe rewrites the first match of re with f.
func ho40bRe(re *regexp.Regexp, f func(m []string) string) func(string) string {
	return func(s string) string { return hoFirstMatch(re, s, f) }
}

// ho40bLit replaces the first occurrence of old with nw.
func ho40bLit(old, nw string) func(string) string {
	return func(s string) string { return strings.Replace(s, old, nw, 1) }
}

var (
	ho40bJaCounter     = regexp.MustCompile(`(\d+)(個|枚|本|名|箱|冊|袋|組)`)
	ho40bJaCounterPart = regexp.MustCompile(`(\d+)(個|枚|本|名|箱|冊|袋|台|階|通)(を|が|の|で|です|、| \|)`)
	ho40bJaLevel       = map[string]string{"個": "箱", "枚": "冊", "本": "箱", "名": "組", "箱": "個", "冊": "枚", "袋": "個", "組": "名"}
	ho40bDeOrdinals    = map[string]string{"ersten": "einem", "zweiten": "zwei", "dritten": "drei", "vierten": "vier", "fünften": "fünf"}
	ho40bDeOrdDay      = regexp.MustCompile(`seit dem (ersten|zweiten|dritten|vierten|fünften) (Tag|Monat)`)
	ho40bJaDaiKai      = regexp.MustCompile(`第(\d+)回(の)?`)
	ho40bJaWeeks       = regexp.MustCompile(`(\d+)週間`)
	ho40bDeWeeks       = regexp.MustCompile(`(\d+) Wochen`)
	ho40bDePlural      = regexp.MustCompile(`\b(zwei|drei|vier|fünf) (\p{Lu}\p{Ll}+(?:pumpen|geräte|lampen|teile|karten|etiketten|filter|batterien))\b`)
	ho40bDeSingular    = regexp.MustCompile(`\b(eine|ein) (\p{Lu}\p{Ll}*(?:lampe|gerät|pumpe|karte|etikett|teil|filter))\b`)
)

// ho40bDePluralOf is a small plural rule for the goods nouns ho40bDeSingular finds.
func ho40bDePluralOf(n string) string {
	switch {
	case strings.HasSuffix(n, "e"):
		return n + "n"
	case strings.HasSuffix(n, "etikett"):
		return n + "en"
	case strings.HasSuffix(n, "filter"):
		return n
	default:
		return n + "e"
	}
}

// ho40bCautionCue marks a sentence that carries a caution or a hard condition.
var ho40bCautionCue = regexp.MustCompile(`正しく|必ず|注意|以内|ご返送|Achten Sie|Stellen Sie sicher|Prüfen Sie`)

var heldOutBatch40b = []heldOutKind{
	// A piece counter read at the packaging level or the other way round (one place).
	// ja: 電池2個を → 電池2箱を; ユーザーを1名追加 → ユーザーを1組追加; | 10箱 | → | 10個 |. (no de form)
	{"b40b_ja_counter_level_piece_package", "strings", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		// A count inside a pack formula (500枚×5冊) is left alone: the kind changes a
		// plain count.
		for _, loc := range ho40bJaCounter.FindAllStringSubmatchIndex(s, -1) {
			if strings.HasSuffix(s[:loc[0]], "×") || strings.HasPrefix(s[loc[1]:], "×") {
				continue
			}
			return s[:loc[0]] + s[loc[2]:loc[3]] + ho40bJaLevel[s[loc[4]:loc[5]]] + s[loc[1]:]
		}
		return s
	}},
	// The counter is dropped so the number stands bare before its particle or cell end.
	// ja: 電池2個を入れて → 電池2を入れて; | 10箱 | → | 10 |; 12階です → 12です. (no de form)
	{"b40b_ja_counter_dropped_number_bare", "strings", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return hoFirstMatch(ho40bJaCounterPart, s, func(m []string) string { return m[1] + m[3] })
	}},
	// An ordinal read as a count, or a duration read as a week number.
	// ja: 第3回進捗を報告した → 3回進捗を報告した; 2週間の再テスト → 第2週の再テスト.
	// de: seit dem zweiten Tag → seit zwei Tagen; | 6 Wochen | → | KW 6 |.
	{"b40b_count_and_ordinal_confused", "strings", func(lang, s string) string {
		if lang == "ja" {
			return ho40bFirstOf(s,
				ho40bRe(ho40bJaDaiKai, func(m []string) string { return m[1] + "回" }),
				ho40bRe(ho40bJaWeeks, func(m []string) string { return "第" + m[1] + "週" }))
		}
		return ho40bFirstOf(s,
			ho40bRe(ho40bDeOrdDay, func(m []string) string {
				n := ho40bDeOrdinals[m[1]]
				if m[2] == "Tag" {
					if n == "einem" {
						return "seit einem Tag"
					}
					return "seit " + n + " Tagen"
				}
				if n == "einem" {
					return "seit einem Monat"
				}
				return "seit " + n + " Monaten"
			}),
			ho40bRe(ho40bDeWeeks, func(m []string) string { return "KW " + m[1] }))
	}},
	// A German item count turned into pairs (twice the items).
	// de: zwei Wärmepumpen → zwei Paar Wärmepumpen; eine Ersatzlampe → ein Paar Ersatzlampen. (no ja form)
	{"b40b_de_item_count_made_pairs", "strings", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return ho40bFirstOf(s,
			ho40bRe(ho40bDePlural, func(m []string) string { return m[1] + " Paar " + m[2] }),
			ho40bRe(ho40bDeSingular, func(m []string) string { return "ein Paar " + ho40bDePluralOf(m[2]) }))
	}},
	// A safety or capacity limit turned round.
	// ja: 距離は、2メートル以内ですか → 距離は、2メートル以上ですか.
	// de: das kann bis zu zwei Minuten dauern → das kann mindestens zwei Minuten dauern; mindestens 3 Jahren → höchstens 3 Jahren.
	{"b40b_safety_limit_inverted", "strings", func(lang, s string) string {
		if lang == "ja" {
			return ho40bFirstOf(s, ho40bLit("以内", "以上"), ho40bLit("以下", "以上"), ho40bLit("未満", "以上"))
		}
		return ho40bFirstOf(s,
			ho40bLit("mindestens", "höchstens"),
			ho40bLit("bis zu ", "mindestens "),
			ho40bLit("höchstens", "mindestens"),
			ho40bLit("maximal", "mindestens"))
	}},
	// A latest-by bound read as an earliest-from bound, or the other way round.
	// ja: 試験の開始は、早くても11月9日 → 試験の開始は、遅くとも11月9日; 前日の17時までにご連絡 → 前日の17時以降にご連絡.
	// de: spätestens 24 Stunden vorher → frühestens 24 Stunden vorher; bis spätestens 19.10.2026 → frühestens am 19.10.2026;
	// bis zum 21.10.2026 freizugeben → ab dem 21.10.2026 freizugeben.
	{"b40b_deadline_bound_direction_flipped", "strings", func(lang, s string) string {
		if lang == "ja" {
			return ho40bFirstOf(s, ho40bLit("早くても", "遅くとも"), ho40bLit("遅くとも", "早くても"), ho40bLit("最短で", "最長で"),
				ho40bRe(regexp.MustCompile(`(\d{1,2}時|\d{1,2}日(?:（.）)?)までに`), func(m []string) string { return m[1] + "以降に" }))
		}
		return ho40bFirstOf(s,
			ho40bRe(regexp.MustCompile(`bis spätestens (\d)`), func(m []string) string { return "frühestens am " + m[1] }),
			ho40bLit("spätestens", "frühestens"),
			ho40bLit("frühestens", "spätestens"),
			ho40bRe(regexp.MustCompile(`bis zum (\d{1,2}\.\d{1,2}\.\d{4}) (freizugeben|zu bestätigen|zu zahlen|zu überweisen|zurückzusenden)`), func(m []string) string {
				return "ab dem " + m[1] + " " + m[2]
			}))
	}},
	// A restriction or impossibility stated as allowed.
	// ja: 途中解約はできません → 途中解約も可能です; 早い実施はできません → 早い実施も可能です.
	// de: werden … nicht unterstützt → werden … ebenfalls unterstützt; nur werktags und nicht am Wochenende → werktags und auch am Wochenende;
	// keine Reparatur, sondern ein Austauschgerät → eine Reparatur oder ein Austauschgerät.
	{"b40b_restriction_stated_as_allowed", "strings", func(lang, s string) string {
		if lang == "ja" {
			return ho40bFirstOf(s,
				ho40bRe(regexp.MustCompile(`([^、。\s]+)はできません`), func(m []string) string { return m[1] + "も可能です" }),
				ho40bRe(regexp.MustCompile(`では正しく測定できないことがありますので`), func(m []string) string { return "でも正しく測定できますが" }))
		}
		return ho40bFirstOf(s,
			ho40bRe(regexp.MustCompile(`(werden|wird) ([^.;]{0,60}?)nicht unterstützt`), func(m []string) string { return m[1] + " " + m[2] + "ebenfalls unterstützt" }),
			ho40bRe(regexp.MustCompile(`nur (\p{Ll}+) und nicht (am|an|im) `), func(m []string) string { return m[1] + " und auch " + m[2] + " " }),
			ho40bLit("ist nicht möglich", "ist ebenfalls möglich"),
			ho40bLit("darf nicht", "darf auch"),
			ho40bRe(regexp.MustCompile(`\b(kein|keine) (\p{Lu}\p{Ll}+), sondern (ein|eine) `), func(m []string) string {
				return m[1][1:] + " " + m[2] + " oder " + m[3] + " "
			}))
	}},
	// An instruction that carries a caution made optional.
	// ja: プラス面が上になるように入れてから、カバーを閉じてください → …閉じていただいても構いません.
	// de: Achten Sie darauf, dass … → Wenn Sie möchten, können Sie darauf achten, dass ….
	{"b40b_caution_instruction_made_optional", "strings", func(lang, s string) string {
		return hoMiddleSentence(lang, s, func(sen string) string {
			if !ho40bCautionCue.MatchString(sen) {
				return sen
			}
			if lang == "ja" {
				return ho40bFirstOf(sen,
					ho40bRe(regexp.MustCompile(`(て|で)ください。`), func(m []string) string { return m[1] + "いただいても構いません。" }),
					ho40bRe(regexp.MustCompile(`(ご返送)ください。`), func(m []string) string { return m[1] + "いただいても構いません。" }))
			}
			return ho40bFirstOf(sen,
				ho40bLit("Achten Sie darauf, dass", "Wenn Sie möchten, können Sie darauf achten, dass"),
				ho40bLit("Stellen Sie sicher, dass", "Wenn Sie möchten, können Sie prüfen, ob"),
				ho40bLit("Prüfen Sie, ob", "Bei Bedarf können Sie prüfen, ob"))
		})
	}},
	// A notice deadline softened to "if possible".
	// ja: 前日の17時までにご連絡ください → できれば前日の17時までにご連絡ください.
	// de: spätestens 24 Stunden vorher → möglichst 24 Stunden vorher; bis spätestens 19.10.2026 → möglichst bis 19.10.2026.
	{"b40b_notice_deadline_softened_if_possible", "strings", func(lang, s string) string {
		if lang == "ja" {
			return ho40bRe(regexp.MustCompile(`((?:前日|当日|(?:\d{4}年)?\d{1,2}月\d{1,2}日(?:（.）)?)(?:の\d{1,2}時)?までに、?[^。]{0,20}?(?:お願い|ください))`), func(m []string) string { return "できれば" + m[1] })(s)
		}
		return ho40bFirstOf(s,
			ho40bLit("bis spätestens", "möglichst bis"),
			ho40bLit("spätestens", "möglichst"),
			ho40bRe(regexp.MustCompile(`bis zum (\d{1,2}\.\d{1,2}\.\d{4}) (freizugeben|zu bestätigen|zu zahlen|zu überweisen)`), func(m []string) string {
				return "möglichst bis zum " + m[1] + " " + m[2]
			}))
	}},
	// A restricting condition of a caution or rule dropped: "nur" (only) before a
	// condition, or a Japanese manner condition (必ず, 素足で, …のみ).
	// de: Netze, die nur im 5-GHz-Band funken → Netze, die im 5-GHz-Band funken; nur werktags → werktags.
	// ja: 靴下を脱ぎ、素足で本体に乗って → 靴下を脱ぎ、本体に乗って; 試験の開始は、早くても11月9日 → 試験の開始は、11月9日.
	{"b40b_condition_restriction_dropped", "strings", func(lang, s string) string {
		if lang == "ja" {
			return ho40bFirstOf(s,
				ho40bLit("必ず", ""),
				ho40bRe(regexp.MustCompile(`(\p{Han}{2,})(?:のみ|だけ)`), func(m []string) string { return m[1] }),
				ho40bRe(regexp.MustCompile(`(素足|両手|ゆっくり|しっかり)で?`), func(m []string) string { return "" }),
				ho40bRe(regexp.MustCompile(`(、)(?:早くても|遅くとも|最短で)`), func(m []string) string { return m[1] }))
		}
		return ho40bRe(regexp.MustCompile(`\bnur (werktags|wochentags|sonntags|samstags|vormittags|nachmittags|im|in|an|am|mit|per|für|bei|nach|ab|bis) ([^,.;]*)`), func(m []string) string {
			if strings.Contains(" "+m[2], " und nicht ") || strings.Contains(m[2], ", nicht ") {
				return m[0]
			}
			return m[1] + " " + m[2]
		})(s)
	}},
	// A caution note, or the consequence that explains it, left out.
	// ja: じゅうたんや畳の上では正しく測定できないことがありますので、フローリング… → フローリング….
	// de: Bitte beachten Sie, dass wir nur werktags … zustellen. → (dropped); Netze, die … nicht unterstützt. → (dropped).
	{"b40b_caution_note_dropped", "strings", func(lang, s string) string {
		if lang == "ja" {
			return ho40bFirstOf(s,
				ho40bRe(regexp.MustCompile(`[^、。\n]*(?:ことがあります|おそれがあります|原因となります)(?:ので|から)、`), func(m []string) string { return "" }))
		}
		split, refs := hoAllSentences(lang, s)
		cue := regexp.MustCompile(`^(?:Bitte beachten Sie|Achten Sie darauf|Beachten Sie)|nicht unterstützt|erlischt|Vorsicht|Achtung`)
		for _, r := range refs {
			sen := split[r.line][r.idx]
			if !cue.MatchString(sen) || len(split[r.line]) < 2 {
				continue
			}
			split[r.line] = append(split[r.line][:r.idx:r.idx], split[r.line][r.idx+1:]...)
			return strings.TrimRight(hoJoin(split), " ")
		}
		return s
	}},
	// An invitation to get in touch turned into a prohibition.
	// ja: お気軽にお問い合わせください → お問い合わせはご遠慮ください; 本メールにご返信ください → 本メールへのご返信はご遠慮ください.
	// de: wenden Sie sich bitte an unseren Kundendienst → wenden Sie sich bitte nicht an unseren Kundendienst.
	{"b40b_contact_invitation_made_prohibition", "strings", func(lang, s string) string {
		if lang == "ja" {
			return ho40bFirstOf(s,
				ho40bLit("お気軽にお問い合わせください", "お問い合わせはご遠慮ください"),
				ho40bLit("までお問い合わせください", "へのお問い合わせはご遠慮ください"),
				ho40bRe(regexp.MustCompile(`(本メール|こちら)にご返信ください`), func(m []string) string { return m[1] + "へのご返信はご遠慮ください" }))
		}
		return ho40bFirstOf(s,
			ho40bLit("wenden Sie sich bitte an", "wenden Sie sich bitte nicht an"),
			ho40bLit("Bei Fragen sind wir gern für Sie da.", "Von Rückfragen bitten wir abzusehen."),
			ho40bLit("Bei Fragen stehen wir Ihnen gern zur Verfügung.", "Von Rückfragen bitten wir abzusehen."))
	}},
	// An ordinal position (a floor, a round, a day) moved to its neighbour.
	// ja: 第3回進捗 → 第4回進捗; ブリーゼタワー12階 → ブリーゼタワー13階.
	// de: Brückenstraße 12, 2. OG → Brückenstraße 12, 3. OG; Die nächste Sitzung → Die übernächste Sitzung.
	{"b40b_ordinal_position_off_by_one", "strings", func(lang, s string) string {
		if lang == "ja" {
			return ho40bFirstOf(s,
				ho40bRe(regexp.MustCompile(`第(\d+)(回|期|週|条|号)`), func(m []string) string { return "第" + ho40bInc(m[1]) + m[2] }),
				ho40bRe(regexp.MustCompile(`(\d+)(階|回目|日目|番目)`), func(m []string) string { return ho40bInc(m[1]) + m[2] }))
		}
		next := map[string]string{"ersten": "zweiten", "zweiten": "dritten", "dritten": "vierten", "vierten": "fünften", "fünften": "sechsten"}
		return ho40bFirstOf(s,
			ho40bRe(regexp.MustCompile(`\b(Die|die|Der|der|Das|das) nächste (Sitzung|Termin|Besprechung|Rate|Lieferung|Wartung)`), func(m []string) string { return m[1] + " übernächste " + m[2] }),
			ho40bRe(regexp.MustCompile(`\b(\d{1,2})\. (OG|Obergeschoss|Stock|Etage|Sitzung|Mahnung)`), func(m []string) string { return ho40bInc(m[1]) + ". " + m[2] }),
			ho40bRe(regexp.MustCompile(`\b(dem|der|am|den) (ersten|zweiten|dritten|vierten|fünften) (Tag|Woche|Monat|Stock|Sitzung)`), func(m []string) string { return m[1] + " " + next[m[2]] + " " + m[3] }))
	}},
	// A caution sentence of a step or notice moved onto the next step or line, where it
	// no longer belongs.
	// ja: 2. …置きます。じゅうたんや畳の上では…設置してください。 3. …ダウンロードします。 → the caution follows step 3.
	// de: 3. … Netze, die nur im 5-GHz-Band funken, werden … nicht unterstützt. → after step 4.
	{"b40b_caution_moved_to_next_step", "strings", func(lang, s string) string {
		cue := regexp.MustCompile(`ことがあります|ないでください|注意|おそれ|nicht unterstützt|Bitte beachten Sie|Achten Sie|Vorsicht|Achtung`)
		split, refs := hoAllSentences(lang, s)
		for _, r := range refs {
			sen := split[r.line][r.idx]
			if r.idx == 0 || !cue.MatchString(sen) {
				continue
			}
			next := -1
			for j := r.line + 1; j < len(split); j++ {
				if strings.TrimSpace(strings.Join(split[j], "")) != "" {
					next = j
					break
				}
			}
			if next < 0 {
				continue
			}
			split[r.line] = append(split[r.line][:r.idx:r.idx], split[r.line][r.idx+1:]...)
			last := len(split[r.line]) - 1
			split[r.line][last] = strings.TrimRight(split[r.line][last], " ")
			sep := ""
			if lang != "ja" {
				sep = " "
			}
			tail := len(split[next]) - 1
			split[next][tail] = strings.TrimRight(split[next][tail], " ") + sep + strings.TrimRight(sen, " ")
			return hoJoin(split)
		}
		return s
	}},
	// A penalty for ignoring a caution or deadline added that the source never states.
	// ja: …設置してください。 → …設置してください。これを守らない場合、保証の対象外となります。
	// de: …spätestens 24 Stunden vorher ab. → … ab; andernfalls berechnen wir eine Ausfallgebühr.
	{"b40b_invented_penalty_for_ignored_caution", "strings", func(lang, s string) string {
		cue := regexp.MustCompile(`正しく|必ず|注意|前日の\d{1,2}時までに|ご返送ください|spätestens \d+ (Stunden|Tage)|Achten Sie|nicht unterstützt|Bitte schicken Sie [^.;]* zurück`)
		return hoMiddleSentence(lang, s, func(sen string) string {
			if !cue.MatchString(sen) {
				return sen
			}
			body := strings.TrimRight(sen, " ")
			trail := sen[len(body):]
			if lang == "ja" {
				if !strings.HasSuffix(body, "。") {
					return sen
				}
				if strings.Contains(body, "ご返送") {
					return body + "ご返送がない場合は、交換品の代金を請求させていただきます。" + trail
				}
				if strings.Contains(body, "までに") {
					return body + "期限を過ぎた場合は、キャンセル料が発生します。" + trail
				}
				return body + "これを守らない場合、保証の対象外となります。" + trail
			}
			if !strings.HasSuffix(body, ".") {
				return sen
			}
			if strings.Contains(body, "zurück") {
				return body + " Geht die Rücksendung nicht innerhalb von 14 Tagen ein, berechnen wir Ihnen den Ersatz." + trail
			}
			if strings.Contains(body, "spätestens") {
				return strings.TrimSuffix(body, ".") + "; andernfalls berechnen wir eine Ausfallgebühr." + trail
			}
			return body + " Andernfalls erlischt die Garantie." + trail
		})
	}},
}

// ho40bInc adds one to a decimal number.
func ho40bInc(d string) string {
	n := 0
	for _, r := range d {
		n = n*10 + int(r-'0')
	}
	return strconv.Itoa(n + 1)
}
