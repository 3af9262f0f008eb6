package grade

// Blind batch 44b: a linguist's damage. Each kind changes one word form (a prefix, a
// particle, an auxiliary, a voice or transitivity suffix, a degree ending) so that the
// sentence stays fluent but says something else: a German separable particle turned to
// its opposite (herunterladen → hochladen, mitbringen → wegbringen), an order turned to
// its cancellation, a fact put in Konjunktiv II, a delay that happens made our own act,
// a comparative made a positive; a Japanese intransitive made a deliberate transitive,
// an own act made a passive or a causative, a request to the reader made "let us", a
// favour received (いただく) made a favour given (さしあげる), an inability made a
// refusal, a negating kanji prefix toggled, "after" (〜てから, seit) made "before/until".
// Every kind changes one occurrence only and leaves a text it does not fit unchanged.

import (
	"regexp"
	"strings"
)

// ho44bReplaceFirst replaces the first match of re in s with f's result.
func ho44bReplaceFirst(re *regexp.Regexp, s string, f func(m []string) string) string {
	return hoFirstMatch(re, s, f)
}

// ho44bSentenceFirst applies f to the first sentence (in text order) that f changes.
func ho44bSentenceFirst(lang, s string, f func(string) string) string {
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

// ho44bDeSplitParticle maps a finite separable verb stem to the particle swap that
// reverses or redirects its act when the particle stands at the end of the clause.
var ho44bDeSplitParticle = map[string]map[string]string{
	"sag":     {"ab": "zu", "zu": "ab"},
	"lad":     {"herunter": "hoch", "hoch": "herunter"},
	"läd":     {"herunter": "hoch", "hoch": "herunter"},
	"bau":     {"auf": "ab", "ab": "auf", "ein": "aus", "aus": "ein"},
	"lauf":    {"weiter": "aus"},
	"läuf":    {"weiter": "aus"},
	"steh":    {"aus": "fest", "fest": "aus"},
	"send":    {"zurück": "zu"},
	"schalt":  {"ein": "aus", "aus": "ein", "an": "ab"},
	"meld":    {"an": "ab", "ab": "an"},
	"schließ": {"auf": "ab", "ab": "auf"},
	"nehm":    {"zu": "ab", "ab": "zu", "an": "ab"},
	"bring":   {"mit": "weg"},
	"steig":   {"ein": "aus", "aus": "ein"},
	"zieh":    {"ein": "aus", "aus": "ein"},
	"sperr":   {"ab": "auf", "auf": "ab"},
}

var (
	ho44bDeClauseRe = regexp.MustCompile(`[^.;:!?,\n]+`)
	ho44bDeWordRe   = regexp.MustCompile(`[\p{L}]+`)
)

// ho44bDeStem strips a finite verb ending off a word.
func ho44bDeStem(w string) []string {
	w = strings.ToLower(w)
	out := []string{w}
	for _, suf := range []string{"en", "st", "et", "t", "e"} {
		if strings.HasSuffix(w, suf) {
			out = append(out, strings.TrimSuffix(w, suf))
		}
	}
	return out
}

// ho44bDeSplit swaps the clause-final particle of the first split separable verb it
// knows.
func ho44bDeSplit(lang, s string) string {
	if lang != "de" {
		return s
	}
	var clauses [][2]int
	for _, cl := range ho44bDeClauseRe.FindAllStringIndex(s, -1) {
		from := cl[0]
		for {
			i := strings.Index(s[from:cl[1]], " und ")
			if i < 0 {
				break
			}
			clauses = append(clauses, [2]int{from, from + i})
			from += i + len(" und ")
		}
		clauses = append(clauses, [2]int{from, cl[1]})
	}
	for _, cl := range clauses {
		words := ho44bDeWordRe.FindAllStringIndex(s[cl[0]:cl[1]], -1)
		if len(words) < 3 {
			continue
		}
		last := words[len(words)-1]
		if strings.TrimSpace(s[cl[0]+last[1]:cl[1]]) != "" {
			continue
		}
		part := s[cl[0]+last[0] : cl[0]+last[1]]
		for _, w := range words[:len(words)-1] {
			for _, st := range ho44bDeStem(s[cl[0]+w[0] : cl[0]+w[1]]) {
				if to, ok := ho44bDeSplitParticle[st][part]; ok {
					return s[:cl[0]+last[0]] + to + s[cl[0]+last[1]:]
				}
			}
		}
	}
	return s
}

// ho44bDeAttached are verb forms with the particle attached (infinitive, zu-infinitive,
// participle) and the form with the opposite particle.
var ho44bDeAttached = [][2]string{
	{"aufschließen", "abschließen"}, {"aufgeschlossen", "abgeschlossen"},
	{"abschließen", "aufschließen"},
	{"herunterladen", "hochladen"}, {"heruntergeladen", "hochgeladen"},
	{"hochladen", "herunterladen"},
	{"abgelaufen", "angelaufen"},
	{"vorgestellt", "zurückgestellt"},
	{"abgesagt", "zugesagt"}, {"zugesagt", "abgesagt"}, {"absagen", "zusagen"}, {"zusagen", "absagen"},
	{"eingeschaltet", "ausgeschaltet"}, {"ausgeschaltet", "eingeschaltet"},
	{"einschalten", "ausschalten"}, {"ausschalten", "einschalten"},
	{"angemeldet", "abgemeldet"}, {"abgemeldet", "angemeldet"},
	{"anmelden", "abmelden"}, {"abmelden", "anmelden"},
	{"eingebaut", "ausgebaut"}, {"ausgebaut", "eingebaut"},
	{"einbauen", "ausbauen"}, {"ausbauen", "einbauen"},
	{"aufgebaut", "abgebaut"}, {"zurückschicken", "zuschicken"}, {"zurückgeschickt", "zugeschickt"},
	{"mitbringen", "wegbringen"}, {"mitgebracht", "weggebracht"},
	{"freizugeben", "zurückzustellen"}, {"freigegeben", "zurückgestellt"},
	{"zugestellt", "abgestellt"},
}

var ho44bDeAttachedRe = func() *regexp.Regexp {
	var alts []string
	for _, p := range ho44bDeAttached {
		alts = append(alts, regexp.QuoteMeta(p[0]))
	}
	return regexp.MustCompile(`\b(` + strings.Join(alts, "|") + `)\b`)
}()

// ho44bDeAttachedFlip turns the first attached-particle verb form into its opposite.
func ho44bDeAttachedFlip(lang, s string) string {
	if lang != "de" {
		return s
	}
	return ho44bReplaceFirst(ho44bDeAttachedRe, s, func(m []string) string {
		for _, p := range ho44bDeAttached {
			if p[0] == m[1] {
				return p[1]
			}
		}
		return m[0]
	})
}

var ho44bDeOrderRe = regexp.MustCompile(`\b(bestellt(?:e|en|er|es)?|bestellen|Bestellung)\b`)

// ho44bDeOrderCancelled turns the first order verb (or the order noun) into ab-bestellen.
func ho44bDeOrderCancelled(lang, s string) string {
	if lang != "de" {
		return s
	}
	return ho44bReplaceFirst(ho44bDeOrderRe, s, func(m []string) string {
		if m[1] == "Bestellung" {
			return "Abbestellung"
		}
		return "ab" + m[1]
	})
}

var ho44bDeOperationRe = regexp.MustCompile(`\b(Inbetriebnahme|aktivieren|aktiviert|installieren|installiert|verbunden|Einschalten)\b`)

var ho44bDeOperation = map[string]string{
	"Inbetriebnahme": "Außerbetriebnahme", "aktivieren": "deaktivieren", "aktiviert": "deaktiviert",
	"installieren": "deinstallieren", "installiert": "deinstalliert", "Einschalten": "Ausschalten",
}

// ho44bDeOperationReversed puts a de-/außer- prefix on the first start-up word.
func ho44bDeOperationReversed(lang, s string) string {
	if lang != "de" {
		return s
	}
	return ho44bReplaceFirst(ho44bDeOperationRe, s, func(m []string) string {
		if to, ok := ho44bDeOperation[m[1]]; ok {
			return to
		}
		return m[0]
	})
}

var ho44bDeAuxRe = regexp.MustCompile(`\b(hat|haben|wird|werden|kann|können|sind)\b((?:[^.;:!?\n]|\.\d)*?)\b(ge\p{L}+(?:t|en)|\p{L}+iert|\p{L}+(?:setzt|stellt)|unter\p{L}+t|be\p{L}+(?:t|en)|er\p{L}+t|ver\p{L}+t|ab\p{L}+(?:t|en)|frei\p{L}+|aufschließen)\b`)

var ho44bDeKonj = map[string]string{
	"hat": "hätte", "haben": "hätten", "wird": "würde", "werden": "würden", "kann": "könnte",
	"können": "könnten", "sind": "wären",
}

// ho44bDeAuxKonj puts the first finite auxiliary of a stated fact in Konjunktiv II, so
// that what happened or will happen becomes what would have happened or might happen.
func ho44bDeAuxKonj(lang, s string) string {
	if lang != "de" {
		return s
	}
	return ho44bSentenceFirst(lang, s, func(sent string) string {
		low := strings.ToLower(sent)
		if strings.HasPrefix(low, "falls") || strings.HasPrefix(low, "wenn") || strings.Contains(low, "bitte") {
			return sent
		}
		loc := ho44bDeAuxRe.FindStringSubmatchIndex(sent)
		if loc == nil {
			return sent
		}
		aux := sent[loc[2]:loc[3]]
		return sent[:loc[2]] + ho44bDeKonj[aux] + sent[loc[3]:]
	})
}

var ho44bDeCompRe = regexp.MustCompile(`\b(günstiger|teurer|höher|niedriger|früher|später|schneller|langsamer|länger|kürzer|größer|kleiner|billiger)\b`)

var ho44bDeComp = map[string]string{
	"günstiger": "günstig", "teurer": "teuer", "höher": "hoch", "niedriger": "niedrig", "früher": "früh",
	"später": "spät", "schneller": "schnell", "langsamer": "langsam", "länger": "lang", "kürzer": "kurz",
	"größer": "groß", "kleiner": "klein", "billiger": "billig",
}

var ho44bJaYoriRe = regexp.MustCompile(`(それ|\p{Han}+|\p{Katakana}+)より(早い|遅い|高い|安い|多い|少ない|長い|短い|前|後)`)

// ho44bComparativeToPositive drops the degree of the first comparative: the German
// -er form becomes the plain adjective, a Japanese より-comparison a plain statement.
func ho44bComparativeToPositive(lang, s string) string {
	if lang == "ja" {
		return ho44bReplaceFirst(ho44bJaYoriRe, s, func(m []string) string { return m[2] })
	}
	return ho44bReplaceFirst(ho44bDeCompRe, s, func(m []string) string { return ho44bDeComp[m[1]] })
}

// ho44bJaIntrans are intransitive verb stems (with what follows) and the transitive or
// causative form that makes someone do it on purpose.
var ho44bJaIntrans = [][2]string{
	{"遅れて", "遅らせて"}, {"遅れま", "遅らせま"}, {"遅れる", "遅らせる"},
	{"埋まって", "埋めて"}, {"割れて", "割って"}, {"止まって", "止めて"}, {"止まりま", "止めま"},
	{"開きま", "開けま"}, {"届きま", "届けま"}, {"始まりま", "始めま"}, {"始まる", "始める"},
	{"決まりま", "決めま"}, {"上がりま", "上げま"}, {"下がりま", "下げま"},
	{"出ます", "出します"}, {"出ている", "出している"},
	{"終わり、", "終え、"},
}

var ho44bJaIntransRe = func() *regexp.Regexp {
	var alts []string
	for _, p := range ho44bJaIntrans {
		alts = append(alts, regexp.QuoteMeta(p[0]))
	}
	return regexp.MustCompile(`(が)?(` + strings.Join(alts, "|") + `)`)
}()

// ho44bJaIntransToTrans makes the first intransitive verb transitive (が becomes を), so
// that an event becomes something someone does on purpose.
func ho44bJaIntransToTrans(lang, s string) string {
	if lang != "ja" {
		return s
	}
	return ho44bReplaceFirst(ho44bJaIntransRe, s, func(m []string) string {
		to := m[2]
		for _, p := range ho44bJaIntrans {
			if p[0] == m[2] {
				to = p[1]
			}
		}
		if m[1] != "" {
			return "を" + to
		}
		return to
	})
}

var ho44bJaActivePastRe = regexp.MustCompile(`(を|について、?)([^、。を]{0,12}?)(\p{Han}{2})(いたしました|しました|した|している|しています)`)

var ho44bJaPassive = map[string]string{
	"いたしました": "されました", "しました": "されました", "した": "された", "している": "されている", "しています": "されています",
}

// ho44bJaOwnActPassive turns the first past or ongoing active Sino-Japanese verb with
// an object into the passive: what the writer did becomes something done to him, or
// (read as an honorific) something the reader did.
func ho44bJaOwnActPassive(lang, s string) string {
	if lang != "ja" {
		return s
	}
	return ho44bReplaceFirst(ho44bJaActivePastRe, s, func(m []string) string {
		return m[1] + m[2] + m[3] + ho44bJaPassive[m[4]]
	})
}

var ho44bJaRequestRe = regexp.MustCompile(`ご(\p{Han}{2})ください([。、]|$)`)

// ho44bJaRequestLetUs turns the first ご〜ください request to the reader into a causative
// 〜させてください: the reader is no longer asked to act, the writer asks leave to.
func ho44bJaRequestLetUs(lang, s string) string {
	if lang != "ja" {
		return s
	}
	return ho44bReplaceFirst(ho44bJaRequestRe, s, func(m []string) string {
		return m[1] + "させてください" + m[2]
	})
}

var ho44bJaItadakuRe = regexp.MustCompile(`((?:お|ご)\p{Han}{1,3}(?:り)?(?:を)?|\p{Han}{2}して|\p{Han}{2}(?:を))いただ(き|いた|きます|けます|ける)`)

var ho44bJaSashiageru = map[string]string{"き": "さしあげ", "いた": "さしあげた", "きます": "さしあげます", "けます": "さしあげられます", "ける": "さしあげられる"}

// ho44bJaItadakuToSashiageru turns the first favour received from the reader
// (〜いただく) into a favour the writer gives (〜さしあげる).
func ho44bJaItadakuToSashiageru(lang, s string) string {
	if lang != "ja" {
		return s
	}
	return ho44bReplaceFirst(ho44bJaItadakuRe, s, func(m []string) string {
		return m[1] + ho44bJaSashiageru[m[2]]
	})
}

var ho44bJaCannotRe = regexp.MustCompile(`(\p{Han}{2})?(はできません|できません|できない|使えない|取り込めない|できなかった)`)

var ho44bJaRefuse = map[string]string{
	"はできません": "はいたしません", "できません": "しません", "できない": "しない", "使えない": "使わない",
	"取り込めない": "取り込まない", "できなかった": "しなかった",
}

// ho44bJaInabilityRefusal turns the first "cannot" (potential negative) into a plain
// negative "does not / will not": an inability becomes a refusal or a habit.
func ho44bJaInabilityRefusal(lang, s string) string {
	if lang != "ja" {
		return s
	}
	return ho44bReplaceFirst(ho44bJaCannotRe, s, func(m []string) string {
		if m[1] == "" && (m[2] == "できません" || m[2] == "できない") {
			return m[0]
		}
		return m[1] + ho44bJaRefuse[m[2]]
	})
}

var ho44bJaItasuRe = regexp.MustCompile(`(ご(\p{Han}{2})|お(\p{Han})り|お(\p{Han}{2})|(\p{Han}{2}))いたします`)

// ho44bJaGodanCausative gives the causative stem of a godan verb in its お〜り form
// (送り → 送ら).
var ho44bJaGodanCausative = map[string]string{"送": "送ら", "預": "預から", "取": "取ら", "知": "知ら", "配": "配ら"}

// ho44bJaItasuCausative turns the first humble own act (〜いたします) into a plain
// causative (〜させます): the writer no longer does it but makes someone else do it.
func ho44bJaItasuCausative(lang, s string) string {
	if lang != "ja" {
		return s
	}
	return ho44bReplaceFirst(ho44bJaItasuRe, s, func(m []string) string {
		switch {
		case m[2] != "":
			return m[2] + "させます"
		case m[3] != "":
			if st, ok := ho44bJaGodanCausative[m[3]]; ok {
				return st + "せます"
			}
			return m[0]
		case m[4] != "":
			return m[4] + "させます"
		default:
			return m[5] + "させます"
		}
	})
}

var (
	ho44bDeSichAfterRe  = regexp.MustCompile(`verschiebt sich (der|die|das) `)
	ho44bDeSichBeforeRe = regexp.MustCompile(`(die|der|das|Die|Der|Das) (\p{Lu}\p{L}+) verschiebt sich`)
)

// ho44bDeMiddleMadeWir turns the first middle-voice "X verschiebt sich" into an act of
// the writer ("verschieben wir X"): a delay that happens becomes one we decide.
func ho44bDeMiddleMadeWir(lang, s string) string {
	if lang != "de" {
		return s
	}
	a := ho44bDeSichAfterRe.FindStringIndex(s)
	b := ho44bDeSichBeforeRe.FindStringIndex(s)
	if a != nil && (b == nil || a[0] < b[0]) {
		return ho44bReplaceFirst(ho44bDeSichAfterRe, s, func(m []string) string {
			art := m[1]
			if art == "der" {
				art = "den"
			}
			return "verschieben wir " + art + " "
		})
	}
	return ho44bReplaceFirst(ho44bDeSichBeforeRe, s, func(m []string) string {
		art := m[1]
		switch art {
		case "der":
			art = "den"
		case "Der":
			art = "Den"
		}
		return art + " " + m[2] + " verschieben wir"
	})
}

var ho44bDeCompoundRe = regexp.MustCompile(`\b(Mehrkosten|Minderkosten|Vorlauf|Rücklauf|vorher|nachher|Mehrpreis|Minderpreis|Überzahlung|Unterzahlung|Zuschlag|Abschlag|Vorauszahlung|Nachzahlung)`)

var ho44bDeCompound = map[string]string{
	"Mehrkosten": "Minderkosten", "Minderkosten": "Mehrkosten", "Vorlauf": "Rücklauf", "Rücklauf": "Vorlauf",
	"vorher": "nachher", "nachher": "vorher", "Mehrpreis": "Minderpreis", "Minderpreis": "Mehrpreis",
	"Überzahlung": "Unterzahlung", "Unterzahlung": "Überzahlung", "Zuschlag": "Abschlag", "Abschlag": "Zuschlag",
	"Vorauszahlung": "Nachzahlung", "Nachzahlung": "Vorauszahlung",
}

// ho44bDeCompoundReversed turns the first element of a compound (or adverb) with a
// direction into its opposite: Mehrkosten → Minderkosten, vorher → nachher.
func ho44bDeCompoundReversed(lang, s string) string {
	if lang != "de" {
		return s
	}
	return ho44bReplaceFirst(ho44bDeCompoundRe, s, func(m []string) string { return ho44bDeCompound[m[1]] })
}

var ho44bJaKanjiPrefixRe = regexp.MustCompile(`(無料|有料|不要|必要|正常|異常|可能|不可能|有効|無効|未払い|支払い済み|不足|充足)`)

var ho44bJaKanjiPrefix = map[string]string{
	"無料": "有料", "有料": "無料", "不要": "必要", "必要": "不要", "正常": "異常", "異常": "正常",
	"可能": "不可能", "不可能": "可能", "有効": "無効", "無効": "有効", "未払い": "支払い済み", "支払い済み": "未払い",
	"不足": "充足", "充足": "不足",
}

// ho44bJaKanjiPrefixToggled toggles the negating kanji prefix (無/有, 不, 異/正) of the
// first word that carries one.
func ho44bJaKanjiPrefixToggled(lang, s string) string {
	if lang != "ja" {
		return s
	}
	return ho44bReplaceFirst(ho44bJaKanjiPrefixRe, s, func(m []string) string { return ho44bJaKanjiPrefix[m[1]] })
}

var (
	ho44bJaTeKaraRe = regexp.MustCompile(`(して|れて|けて|めて|べて|せて)から|）後に|の後に`)
	ho44bDeSeitRe   = regexp.MustCompile(`\bseit (dem|der)? ?`)
)

// ho44bSequenceReversed turns the first "after / since" link into "before / until": ja
// 〜てから → 〜る前に, 〜後に → 〜前に; de "seit dem" → "bis zum".
func ho44bSequenceReversed(lang, s string) string {
	if lang == "ja" {
		return ho44bReplaceFirst(ho44bJaTeKaraRe, s, func(m []string) string {
			switch {
			case m[1] == "して":
				return "する前に"
			case m[1] != "":
				return strings.TrimSuffix(m[1], "て") + "る前に"
			default:
				return strings.Replace(m[0], "後に", "前に", 1)
			}
		})
	}
	return ho44bReplaceFirst(ho44bDeSeitRe, s, func(m []string) string {
		switch m[1] {
		case "dem":
			return "bis zum "
		case "der":
			return "bis zur "
		}
		return "bis "
	})
}

// ho44bDiff shows the first difference of a and b with some context, for reading.
func ho44bDiff(a, b string) string {
	ra, rb := []rune(a), []rune(b)
	i := 0
	for i < len(ra) && i < len(rb) && ra[i] == rb[i] {
		i++
	}
	j := 0
	for j < len(ra)-i && j < len(rb)-i && ra[len(ra)-1-j] == rb[len(rb)-1-j] {
		j++
	}
	from := max(0, i-25)
	out := string(ra[from:min(len(ra), len(ra)-j+15)]) + "  =>  " + string(rb[from:min(len(rb), len(rb)-j+15)])
	return strings.ReplaceAll(out, "\n", "⏎")
}

var heldOutBatch44b = []heldOutKind{
	// A split separable verb's clause-final particle turned to its opposite.
	// de: "sagen Sie ihn bitte … vorher ab." → "… vorher zu."; "Laden Sie die App … herunter" → "… hoch".
	{"b44b_de_split_particle_reversed", "longest", ho44bDeSplit},
	// An attached particle verb form turned to its opposite.
	// de: "kann die Wohnung … aufschließen" → "… abschließen"; "vorgestellt" → "zurückgestellt".
	{"b44b_de_attached_particle_reversed", "longest", ho44bDeAttachedFlip},
	// The order verb told as its cancellation (ab-).
	// de: "hat … die Maschine bestellt" → "… abbestellt"; "der von Ihnen bestellten Teile" → "abbestellten".
	{"b44b_de_order_verb_made_abbestellen", "longest", ho44bDeOrderCancelled},
	// Start-up word given the reversing prefix.
	// de: "die Inbetriebnahme verschiebt sich" → "die Außerbetriebnahme …"; "aktivieren" → "deaktivieren".
	{"b44b_de_startup_word_reversing_prefix", "longest", ho44bDeOperationReversed},
	// The first finite auxiliary of a stated fact put in Konjunktiv II.
	// de: "Prof. Dr. Kühn hat … vorgestellt" → "… hätte … vorgestellt"; "wird … ersetzt" → "würde … ersetzt".
	{"b44b_de_auxiliary_made_konjunktiv_ii", "longest", ho44bDeAuxKonj},
	// The first comparative made a positive.
	// de: "Nordkälte AG ist zwar günstiger" → "… zwar günstig"; ja: "それより早い実施" → "早い実施".
	{"b44b_comparative_degree_dropped", "longest", ho44bComparativeToPositive},
	// The first intransitive verb made transitive: an event becomes a deliberate act.
	// ja: "発送が遅れております" → "発送を遅らせております"; "小西課長に変わります" → "小西課長に変えます".
	{"b44b_ja_intransitive_made_deliberate_transitive", "longest", ho44bJaIntransToTrans},
	// The first past or ongoing active verb with an object made passive.
	// ja: "第3回進捗を報告した" → "第3回進捗を報告された"; "破損を確認いたしました" → "破損を確認されました".
	{"b44b_ja_active_past_made_passive", "longest", ho44bJaOwnActPassive},
	// A ご〜ください request to the reader made a causative "let us".
	// ja: "ご返送ください" → "返送させてください"; "以下の点をご確認ください" → "確認させてください".
	{"b44b_ja_reader_request_made_let_us_causative", "longest", ho44bJaRequestLetUs},
	// A favour received from the reader (いただく) made a favour given (さしあげる).
	// ja: "ご訪問いただき" → "ご訪問さしあげ"; "お送りいただいた写真" → "お送りさしあげた写真".
	{"b44b_ja_itadaku_made_sashiageru", "longest", ho44bJaItadakuToSashiageru},
	// A "cannot" (potential negative) made a "does not / will not".
	// ja: "途中解約はできません" → "途中解約はいたしません"; "取り込めない" → "取り込まない".
	{"b44b_ja_inability_told_as_refusal", "strings", ho44bJaInabilityRefusal},
	// A humble own act (〜いたします) made a plain causative (〜させます).
	// ja: "クーポンをお送りいたします" → "クーポンを送らせます"; "交換品は…発送いたします" → "発送させます".
	{"b44b_ja_humble_own_act_made_causative", "longest", ho44bJaItasuCausative},
	// A middle-voice delay ("verschiebt sich") made our own act ("verschieben wir").
	// de: "verschiebt sich der Versand … auf" → "verschieben wir den Versand … auf".
	{"b44b_de_middle_voice_delay_made_our_act", "longest", ho44bDeMiddleMadeWir},
	// The direction element of a compound or adverb reversed.
	// de: "Mehrkosten von 36.400,00 €" → "Minderkosten von …"; "24 Stunden vorher" → "24 Stunden nachher".
	{"b44b_de_compound_direction_element_reversed", "longest", ho44bDeCompoundReversed},
	// The negating kanji prefix of a word toggled.
	// ja: "無料アプリ" → "有料アプリ"; "初期費用は不要です" → "初期費用は必要です"; "正常" → "異常".
	{"b44b_ja_kanji_negating_prefix_toggled", "strings", ho44bJaKanjiPrefixToggled},
	// The first "after / since" link made "before / until".
	// ja: "電池を…入れてから、カバーを閉じて" → "入れる前に、…"; de: "seit Mittwoch" → "bis Mittwoch".
	{"b44b_sequence_link_after_made_before", "longest", ho44bSequenceReversed},
}
