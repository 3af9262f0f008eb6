package grade

// Blind batch 29a: grammar and morphology slips of a weight-quantized (INT4/FP8) or
// badly merged model in otherwise fluent ja/de business text, one slip per answer in
// a natural place. Japanese: a humble auxiliary in its potential form, a ください or
// ます ending cut at the stem, です dropped in a letter, ました written ますた, a
// dictionary form or a negative stacked before ます/ません, だです, passive and
// causative confused, ている as てある, a wrong て/た sound change, お〜ください on the
// て-form, an i-adjective taking の, an adverb in its attributive form, a goal に as で,
// a counter before its numeral. German: a singular subject with a plural verb, a noun
// given the wrong gender, a case slip after a dative preposition or in a contraction,
// haben/sein swapped, a participle misformed, a separable prefix left on the finite
// verb, a modal's infinitive conjugated, Sie or sich dropped, kein written nicht.

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

// ho29aInSentence applies f to one sentence of s, from the middle of the text on,
// and only when the text is in lang.
func ho29aInSentence(want, lang, s string, f func(string) string) string {
	if lang != want {
		return s
	}
	return hoMiddleSentence(lang, s, f)
}

// ho29aReplaceFirst rewrites the first match of re in s with f, which may refuse a
// match by returning it unchanged; then the next match is tried.
func ho29aReplaceFirst(re *regexp.Regexp, s string, f func(m []string) string) string {
	for _, loc := range re.FindAllStringSubmatchIndex(s, -1) {
		m := make([]string, len(loc)/2)
		for i := range m {
			if loc[2*i] >= 0 {
				m[i] = s[loc[2*i]:loc[2*i+1]]
			}
		}
		if nw := f(m); nw != m[0] {
			return s[:loc[0]] + nw + s[loc[1]:]
		}
	}
	return s
}

// ho29aCap writes w with an upper-case first letter when like starts with one.
func ho29aCap(like, w string) string {
	r, _ := utf8.DecodeRuneInString(like)
	if unicode.IsUpper(r) {
		f, n := utf8.DecodeRuneInString(w)
		return string(unicode.ToUpper(f)) + w[n:]
	}
	return w
}

func ho29aLower(w string) string {
	f, n := utf8.DecodeRuneInString(w)
	return string(unicode.ToLower(f)) + w[n:]
}

var (
	ho29aJaHumblePot  = regexp.MustCompile(`いたし(ます|まし)|いただき([、ま])`)
	ho29aJaKudasaiEnd = regexp.MustCompile(`ください。`)
	ho29aJaMasuEnd    = regexp.MustCompile(`([\p{Hiragana}])ます。$`)
	ho29aJaLetterHead = regexp.MustCompile(`^\S+(?: \S+)?(?:様|部長|課長|殿|先生)\s*\n`)
	ho29aJaDesuEnd    = regexp.MustCompile(`は.+[\p{Han}\p{Katakana}ー）)0-9]です。\s*$`)
	ho29aJaIAdj       = regexp.MustCompile(`(新しい|古い|早い|遅い|高い|安い|正しい|詳しい|大きい|小さい|近い|遠い|多い|少ない|長い|短い|強い|弱い|広い|狭い|重い|軽い|難しい|良い|悪い|冷たい|温かい|細かい|硬い|柔らかい|厳しい|忙しい|等しい)([\p{Han}\p{Katakana}おご])`)
	ho29aJaCounter    = regexp.MustCompile(`(^|[^第\d,，.])(\d+)(個|件|名|桁|箱|冊|枚|台|本|点|週間|か月|ヶ月|日間|階|人|秒|分)`)
	ho29aJaPassive    = regexp.MustCompile(`(\p{Han})(さ|ら|わ|か|た|ま|ば|が|な)(れ|せ)(ます|まし|て|る|た|ず|し)`)
	ho29aJaGoalNi     = regexp.MustCompile(`([\p{Han}\p{Katakana}ー」])に(置|入|乗|変|送|届|移|設|同梱|返|戻|到|渡|貼|接|交換|延期|差|登録|保存|転送|配達|提出|追加|掲載|記載|集合|来|向か|参)`)
	ho29aJaSuruMasu   = regexp.MustCompile(`(^|[^\p{Han}\p{Katakana}ー])?([\p{Han}\p{Katakana}ー]+)します|ております|いたします`)
	ho29aJaMasen      = regexp.MustCompile(`(\p{Han}[\p{Hiragana}]?)(り|き|い|し|ち|み|び|ぎ|に)ません|()(でき)ません|(\p{Han})(か|さ|た|ま|ら|わ|が|ば)ずに`)
	ho29aJaMashita    = regexp.MustCompile(`(\p{Hiragana})ました`)
	ho29aJaAdverb     = regexp.MustCompile(`(的|軽|正常|確実|丁寧|簡単|速やか|順調|無事|正確|安全|早急|迅速|大切|十分|明確|自動的)に([\p{Han}\p{Katakana}おご])|(正し|新し|詳し|大き|小さ|強|低|高|早|細か)く(\p{Han})`)
	ho29aJaTeIru      = regexp.MustCompile(`て(おり|います|いる|いて|いた|いました|いますか)`)
	ho29aJaOnbin      = regexp.MustCompile(`(\p{Han}[\p{Hiragana}]?)っ(て|た)|いただいた`)
	ho29aJaOKudasai   = regexp.MustCompile(`お(\p{Han}[\p{Han}\p{Hiragana}]{0,5}?)()(ち|り|い|し|き|み|び|ぎ|せ|け|め|べ|れ|え|て|じ)ください`)
	ho29aJaDaDesu     = regexp.MustCompile(`([\p{Han}\p{Katakana}ー）)0-9])です(。|か|が|ので|、)`)
)

// ho29aGodanNeg is the あ-row of a godan ます-stem ending, for its negative.
var ho29aGodanNeg = map[string]string{"り": "らない", "き": "かない", "い": "わない", "し": "さない",
	"ち": "たない", "み": "まない", "び": "ばない", "ぎ": "がない", "に": "なない", "でき": "できない"}

var ho29aJaTeIruAru = map[string]string{"おり": "あり", "います": "あります", "いる": "ある", "いて": "あって",
	"いた": "あった", "いました": "ありました", "いますか": "ありますか"}

var (
	ho29aDeSubjVerb = regexp.MustCompile(`(^|[,;:] |– |- )(Der|Die|Das|der|die|das) ((?:\p{Ll}+e[nrs]? )?)(\p{Lu}[\p{L}\-]+) (\p{Ll}+)\b`)
	ho29aDeMasc     = regexp.MustCompile(`\b(der|den|dem|Der|Den|Dem) ((?:\p{Ll}{3,}e[nrm]? )?)(\p{Lu}[\p{L}\-]*)`)
	ho29aDeNeut     = regexp.MustCompile(`\b(das|Das) ((?:\p{Ll}{3,}e )?)(\p{Lu}[\p{L}\-]*)`)
	// ho29aDeMascHeads and ho29aDeNeutHeads are compound heads of a known gender.
	ho29aDeMascHeads = []string{"termin", "auftrag", "betrag", "plan", "link", "versand", "router", "schalter", "bereich",
		"dienst", "ausschuss", "verdichter", "kessel", "modus", "espresso", "druck", "preis", "vertrag", "antrag", "monat",
		"ablauf", "zugang", "raum", "store", "mangel", "standort", "hinweis", "brief", "anruf", "wunsch", "tag", "repeater"}
	ho29aDeNeutHeads = []string{"gerät", "budget", "bedienteil", "ersatzteil", "passwort", "labor", "gutachten", "angebot",
		"etikett", "konto", "symbol", "programm", "dach", "gebäude", "fenster", "produkt", "paket", "datum", "formular",
		"dokument", "modell", "system", "zimmer", "büro", "schreiben", "problem", "ergebnis", "protokoll", "smartphone"}
	ho29aDeDatPl   = regexp.MustCompile(`\b(mit|Mit|von|Von|aus|Aus|bei|Bei|nach|Nach|seit|Seit|zu|Zu) ((?:den|diesen|allen|Ihren|unseren) )?((?:\p{Ll}{3,}en )?)(\p{Lu}\p{L}+[^e\s]en)\b`)
	ho29aDeSepPart = regexp.MustCompile(`^(ab|an|auf|aus|ein|frei|vor|nach|mit|zu|zurück|weiter|fest|her|hin|los|dar|bereit|vorbei|hoch)ge(\p{Ll}{3,}(?:t|en))$`)
	ho29aDeDatDer  = regexp.MustCompile(`\b(mit|Mit|von|Von|aus|Aus|bei|Bei|nach|Nach|seit|Seit|zu|gegenüber) der (\p{L})`)
	ho29aDeAux     = map[string]string{"hat": "ist", "ist": "hat", "haben": "sind", "sind": "haben", "habe": "bin", "bin": "habe",
		"hatte": "war", "war": "hatte", "hatten": "waren", "waren": "hatten"}
	ho29aDeStrong = [][2]string{{"gegeben", "gegebt"}, {"gelaufen", "gelauft"}, {"gehalten", "gehaltet"}, {"gekommen", "gekommt"},
		{"genommen", "genehmt"}, {"geschrieben", "geschreibt"}, {"gefunden", "gefindet"}, {"gesprochen", "gesprecht"},
		{"geschlossen", "geschließt"}, {"getroffen", "getrifft"}, {"geblieben", "gebleibt"}, {"gebracht", "gebringt"},
		{"verbunden", "verbindet"}, {"bestanden", "bestehtet"}, {"verschoben", "verschiebt"}, {"entschieden", "entscheidet"},
		{"beschrieben", "beschreibt"}, {"empfohlen", "empfehlt"}, {"geboten", "gebietet"}, {"gestanden", "gestehtet"},
		{"gezogen", "gezieht"}, {"gefallen", "gefallt"}, {"geschienen", "gescheint"}, {"gelesen", "gelest"}}
	ho29aDeWord    = regexp.MustCompile(`[\p{L}]+`)
	ho29aDeSich    = regexp.MustCompile(`\b(\p{L}+) sich\b`)
	ho29aDeModal   = regexp.MustCompile(`\b(kann|können|muss|müssen|soll|sollen|darf|dürfen|möchte|möchten|will|wollen)\b`)
	ho29aDeTok     = regexp.MustCompile(`[\p{L}\d][\p{L}\d.,\-]*|[,;:.!?]`)
	ho29aDeSepEnd  = regexp.MustCompile(`\b(zurück|zu|mit|ab|an|auf|aus|ein|herunter|weiter|fest|vor|nach|hin|her|los|frei|hinzu|heraus|teil)([.;,!]| und )`)
	ho29aDeSepVerb = regexp.MustCompile(`(?:^|[ („])(\p{L}+) (Sie|wir)\b|^(?:Wir|Ich|Er|Es) (\p{Ll}+)\b|^(?:Der|Die|Das|der|die|das) \p{Lu}\S* (\p{Ll}+t)\b`)
	ho29aDePred    = regexp.MustCompile(`\b(ist|sind|bleibt|bleiben|wird|werden|war|waren)\b([^,;.:]*?) (aktiv|unverändert|günstiger|teurer|kostenlos|kostenfrei|verfügbar|gültig|möglich|erforderlich|nötig|notwendig|fällig|bereit|zuständig|defekt|unverbindlich|vollständig|korrekt|erreichbar|pünktlich|gleich|höher|niedriger|neu|gut|bestanden|erfolgreich)([,;.:]| \p{Ll}|$)`)
	ho29aDeImpSie  = regexp.MustCompile(`^((?:Bitte )?)(\p{L}+) Sie ([\p{L}\d„])`)
	ho29aDeKein    = regexp.MustCompile(`\b([Kk])ein(e|en|em|er|es)? `)
	ho29aDeContr   = regexp.MustCompile(`\b(zum|vom|beim|im|Zum|Vom|Beim|Im) ([\p{Lu}\d])`)
)

// ho29aHasHead reports whether the noun ends in one of heads.
func ho29aHasHead(noun string, heads []string) bool {
	n := strings.ToLower(noun)
	for _, h := range heads {
		if strings.HasSuffix(n, h) {
			return true
		}
	}
	return false
}

// ho29aDeNotVerb are lower-case words ending in t that follow a noun without being
// its verb.
var ho29aDeNotVerb = map[string]bool{"erst": true, "nicht": true, "jetzt": true, "bereits": true, "direkt": true,
	"seit": true, "samt": true, "weit": true, "gut": true, "meist": true, "zuletzt": true, "insgesamt": true,
	"bisher": true, "nebst": true, "selbst": true, "sonst": true, "zunächst": true, "fast": true, "spät": true}

var ho29aDeSgPl = map[string]string{"ist": "sind", "wird": "werden", "hat": "haben", "läuft": "laufen", "fällt": "fallen",
	"überträgt": "übertragen", "hält": "halten", "gibt": "geben", "nimmt": "nehmen", "trägt": "tragen", "lässt": "lassen",
	"kann": "können", "muss": "müssen", "darf": "dürfen", "soll": "sollen", "will": "wollen", "weiß": "wissen",
	"fährt": "fahren", "schläft": "schlafen", "empfiehlt": "empfehlen", "gilt": "gelten", "tritt": "treten"}

// ho29aDePlural gives the plural form of a third-person singular present verb.
func ho29aDePlural(v string) string {
	if p, ok := ho29aDeSgPl[v]; ok {
		return p
	}
	if ho29aDeNotVerb[v] || utf8.RuneCountInString(v) < 4 {
		return v
	}
	switch {
	case strings.HasSuffix(v, "det") || strings.HasSuffix(v, "tet"):
		return strings.TrimSuffix(v, "et") + "en"
	case strings.HasSuffix(v, "ert") || strings.HasSuffix(v, "elt"):
		return strings.TrimSuffix(v, "t") + "n"
	case strings.HasSuffix(v, "t"):
		return strings.TrimSuffix(v, "t") + "en"
	}
	return v
}

// ho29aDeThird gives a wrong "third-person" form of an infinitive: stem plus t.
func ho29aDeThird(inf string) string {
	switch {
	case strings.HasSuffix(inf, "ern") || strings.HasSuffix(inf, "eln"):
		return strings.TrimSuffix(inf, "n") + "t"
	case strings.HasSuffix(inf, "den") || strings.HasSuffix(inf, "ten"):
		return strings.TrimSuffix(inf, "en") + "et"
	case strings.HasSuffix(inf, "en"):
		return strings.TrimSuffix(inf, "en") + "t"
	}
	return inf
}

var ho29aDeNotInf = map[string]bool{"wochen": true, "einen": true, "keinen": true, "ihnen": true, "unten": true,
	"oben": true, "eben": true, "zwischen": true, "morgen": true, "gegen": true, "wegen": true, "trotzdem": true,
	"allen": true, "diesen": true, "jeden": true, "seinen": true, "ihren": true, "unseren": true, "Ihren": true,
	"vorgesehen": true, "gelegen": true, "eigenen": true, "offen": true, "verschiedenen": true, "den": true}

// ho29aDeModalInf conjugates the infinitive that goes with a modal verb in one sentence.
func ho29aDeModalInf(sent string) string {
	loc := ho29aDeModal.FindStringIndex(sent)
	if loc == nil {
		return sent
	}
	isInf := func(w string) bool {
		r, _ := utf8.DecodeRuneInString(w)
		return unicode.IsLower(r) && utf8.RuneCountInString(w) >= 5 && !ho29aDeNotInf[w] &&
			(strings.HasSuffix(w, "en") || strings.HasSuffix(w, "ern") || strings.HasSuffix(w, "eln"))
	}
	after := sent[loc[1]:]
	// verb-final: "... wahrnehmen können," - the infinitive stands before the modal.
	if rest := strings.TrimLeft(after, " "); rest == "" || strings.ContainsAny(rest[:1], ",;.!?") {
		before := sent[:loc[0]]
		ws := strings.Fields(before)
		if len(ws) > 0 && isInf(ws[len(ws)-1]) {
			w := ws[len(ws)-1]
			i := strings.LastIndex(before, w)
			return before[:i] + ho29aDeThird(w) + before[i+len(w):] + sent[loc[0]:]
		}
		return sent
	}
	// verb-second: "... kann bis zu zwei Minuten dauern." - the first clause-final
	// infinitive after the modal.
	toks := ho29aDeTok.FindAllStringIndex(after, -1)
	for i, t := range toks {
		w := after[t[0]:t[1]]
		w = strings.TrimRight(w, ".,")
		end := i+1 == len(toks) || strings.ContainsAny(after[toks[i+1][0]:toks[i+1][1]], ",;.!?")
		if strings.HasSuffix(after[t[0]:t[1]], ".") || strings.HasSuffix(after[t[0]:t[1]], ",") {
			end = true
		}
		if end && isInf(w) {
			return sent[:loc[1]] + after[:t[0]] + ho29aDeThird(w) + after[t[0]+len(w):]
		}
	}
	return sent
}

// ho29aDeAuxSwap swaps haben and sein in the first perfect-tense clause of a sentence.
func ho29aDeAuxSwap(sent string) string {
	parts := regexp.MustCompile(`[,;:] |\. |\.$`).Split(sent, -1)
	off := 0
	for _, p := range parts {
		start := strings.Index(sent[off:], p) + off
		off = start + len(p)
		ws := strings.Fields(p)
		if len(ws) < 2 {
			continue
		}
		isPart := func(w string) bool {
			r, _ := utf8.DecodeRuneInString(w)
			return unicode.IsLower(r) && utf8.RuneCountInString(w) >= 5 && ho29aDeAux[w] == "" &&
				(strings.HasSuffix(w, "t") || strings.HasSuffix(w, "en")) && !ho29aDeNotVerb[w]
		}
		last := strings.TrimRight(ws[len(ws)-1], ".!?")
		auxAt := -1
		switch {
		case ho29aDeAux[last] != "" && isPart(ws[len(ws)-2]):
			auxAt = len(ws) - 1
		case isPart(last):
			for i, w := range ws[:len(ws)-1] {
				if ho29aDeAux[w] != "" {
					auxAt = i
					break
				}
			}
		}
		if auxAt < 0 {
			continue
		}
		aux := strings.TrimRight(ws[auxAt], ".!?")
		re := regexp.MustCompile(`\b` + aux + `\b`)
		// replace the auxAt-th word of the clause
		n := 0
		for i := range auxAt {
			if strings.TrimRight(ws[i], ".!?") == aux {
				n++
			}
		}
		locs := re.FindAllStringIndex(p, -1)
		if n >= len(locs) {
			continue
		}
		l := locs[n]
		np := p[:l[0]] + ho29aDeAux[aux] + p[l[1]:]
		return sent[:start] + np + sent[start+len(p):]
	}
	return sent
}

// ho29aDeSeparable leaves a separable prefix on the finite verb of the first clause
// that ends in one.
func ho29aDeSeparable(sent string) string {
	for _, loc := range ho29aDeSepEnd.FindAllStringSubmatchIndex(sent, -1) {
		part := sent[loc[2]:loc[3]]
		// the clause runs from the last clause break before the prefix
		cs := 0
		for _, sep := range []string{", ", "; ", ": ", " und ", " oder "} {
			if i := strings.LastIndex(sent[:loc[2]], sep); i >= 0 && i+len(sep) > cs {
				cs = i + len(sep)
			}
		}
		clause := sent[cs:loc[2]]
		if !strings.HasSuffix(clause, " ") {
			continue
		}
		vm := ho29aDeSepVerb.FindStringSubmatchIndex(clause)
		if vm == nil {
			continue
		}
		var vs, ve int
		for g := 1; g < len(vm)/2; g++ {
			if vm[2*g] >= 0 && g != 2 {
				vs, ve = vm[2*g], vm[2*g+1]
				break
			}
		}
		verb := clause[vs:ve]
		r, _ := utf8.DecodeRuneInString(verb)
		if ho29aDeNotVerb[verb] || (unicode.IsUpper(r) && vs != 0 && !strings.HasPrefix(clause, "Bitte ")) {
			continue
		}
		switch strings.ToLower(verb) {
		case "bitte", "für", "an", "mit", "von", "dass", "ob", "wenn", "als", "und", "oder", "wie":
			continue
		}
		nv := ho29aCap(verb, part+ho29aLower(verb))
		newClause := clause[:vs] + nv + clause[ve:len(clause)-1]
		return sent[:cs] + newClause + sent[loc[3]:]
	}
	return sent
}

var heldOutBatch29a = []heldOutKind{
	// A humble auxiliary put in its potential form: お送りいたします → お送りいたせます,
	// ご利用いただき、 → ご利用いただけ、.
	{"b29a_ja_humble_aux_in_potential_form", "first", func(lang, s string) string {
		return ho29aInSentence("ja", lang, s, func(x string) string {
			return hoFirstMatch(ho29aJaHumblePot, x, func(m []string) string {
				if m[1] != "" {
					return "いたせ" + m[1]
				}
				return "いただけ" + m[2]
			})
		})
	}},
	// A request cut at the continuative: ご返信ください。 → ご返信くださり。
	{"b29a_ja_kudasai_ended_as_kudasari", "first", func(lang, s string) string {
		return ho29aInSentence("ja", lang, s, func(x string) string {
			return hoFirstMatch(ho29aJaKudasaiEnd, x, func([]string) string { return "くださり。" })
		})
	}},
	// A ます sentence stopped at the verb stem: 発送が遅れております。 → 発送が遅れており。
	{"b29a_ja_masu_ending_cut_to_stem", "first", func(lang, s string) string {
		return ho29aInSentence("ja", lang, s, func(x string) string {
			t := strings.TrimRight(x, " ")
			if !ho29aJaMasuEnd.MatchString(t) {
				return x
			}
			return strings.TrimSuffix(t, "ます。") + "。" + x[len(t):]
		})
	}},
	// A letter sentence stopped at a noun: お支払い期限は10月30日（金）です。 → …（金）。
	{"b29a_ja_letter_copula_dropped_noun_end", "first", func(lang, s string) string {
		if lang != "ja" || !ho29aJaLetterHead.MatchString(s) {
			return s
		}
		return hoMiddleSentence(lang, s, func(x string) string {
			if !ho29aJaDesuEnd.MatchString(x) {
				return x
			}
			t := strings.TrimRight(x, " ")
			return strings.TrimSuffix(t, "です。") + "。" + x[len(t):]
		})
	}},
	// An i-adjective joined to its noun with の: 新しい電池 → 新しいの電池.
	{"b29a_ja_i_adjective_with_no_before_noun", "first", func(lang, s string) string {
		return ho29aInSentence("ja", lang, s, func(x string) string {
			return hoFirstMatch(ho29aJaIAdj, x, func(m []string) string { return m[1] + "の" + m[2] })
		})
	}},
	// The counter written before its numeral: 電池2個 → 電池個2, 1名 → 名1.
	{"b29a_ja_counter_before_numeral", "first", func(lang, s string) string {
		return ho29aInSentence("ja", lang, s, func(x string) string {
			return hoFirstMatch(ho29aJaCounter, x, func(m []string) string { return m[1] + m[3] + m[2] })
		})
	}},
	// Passive and causative confused: 結果がアプリへ送られます → 送らせます,
	// お待たせして → お待たれして.
	{"b29a_ja_passive_causative_confused", "first", func(lang, s string) string {
		return ho29aInSentence("ja", lang, s, func(x string) string {
			return hoFirstMatch(ho29aJaPassive, x, func(m []string) string {
				if m[3] == "れ" {
					return m[1] + m[2] + "せ" + m[4]
				}
				return m[1] + m[2] + "れ" + m[4]
			})
		})
	}},
	// A goal に written as the place で: 平らな床に置きます → 床で置きます,
	// 小西課長に変わります → 小西課長で変わります.
	{"b29a_ja_goal_ni_as_place_de", "first", func(lang, s string) string {
		return ho29aInSentence("ja", lang, s, func(x string) string {
			return ho29aReplaceFirst(ho29aJaGoalNi, x, func(m []string) string {
				if strings.ContainsAny(m[1], "誠特更既共主常実真直順次確仮単急先別的日時月年前後間内頃際") {
					return m[0]
				}
				return m[1] + "で" + m[2]
			})
		})
	}},
	// A dictionary form put before ます: 移転します → 移転するます,
	// 遅れております → 遅れておるます.
	{"b29a_ja_dictionary_form_before_masu", "first", func(lang, s string) string {
		return ho29aInSentence("ja", lang, s, func(x string) string {
			return hoFirstMatch(ho29aJaSuruMasu, x, func(m []string) string {
				switch m[0] {
				case "ております":
					return "ておるます"
				case "いたします":
					return "いたすます"
				}
				if utf8.RuneCountInString(m[2]) == 1 && !strings.ContainsAny(m[2], "愛要関達察") {
					return m[1] + m[2] + "すます" // 押します → 押すます
				}
				return m[1] + m[2] + "するます"
			})
		})
	}},
	// A plain negative stacked before ません: 途中解約はできません → できないません,
	// 番号は変わりません → 変わらないません.
	{"b29a_ja_negative_stacked_before_masen", "first", func(lang, s string) string {
		return ho29aInSentence("ja", lang, s, func(x string) string {
			return ho29aReplaceFirst(ho29aJaMasen, x, func(m []string) string {
				switch {
				case m[6] != "":
					return m[5] + m[6] + "ないずに"
				case m[4] != "":
					return "できないません"
				case strings.HasSuffix(m[1], "訳") || strings.HasSuffix(m[1], "ござ"):
					return m[0]
				}
				return m[1] + ho29aGodanNeg[m[2]] + "ません"
			})
		})
	}},
	// A polite past written ますた: 確認いたしました → 確認いたしますた.
	{"b29a_ja_polite_past_as_masuta", "first", func(lang, s string) string {
		return ho29aInSentence("ja", lang, s, func(x string) string {
			return hoFirstMatch(ho29aJaMashita, x, func(m []string) string { return m[1] + "ますた" })
		})
	}},
	// An adverb given its attributive form: お気軽にお問い合わせください → お気軽なお問い合わせください,
	// 正しく測定できない → 正しい測定できない.
	{"b29a_ja_adverb_in_attributive_form", "first", func(lang, s string) string {
		return ho29aInSentence("ja", lang, s, func(x string) string {
			return hoFirstMatch(ho29aJaAdverb, x, func(m []string) string {
				if m[1] != "" {
					return m[1] + "な" + m[2]
				}
				return m[3] + "い" + m[4]
			})
		})
	}},
	// A progressive ている written as the resultative てある: 発送が遅れております → 遅れてあります,
	// 更新されていますか → 更新されてありますか.
	{"b29a_ja_te_iru_as_te_aru", "first", func(lang, s string) string {
		return ho29aInSentence("ja", lang, s, func(x string) string {
			return ho29aReplaceFirst(ho29aJaTeIru, x, func(m []string) string {
				i := strings.Index(x, m[0])
				// てある after an object with を can be grammatical: leave those.
				pre := []rune(x[:i])
				if strings.HasPrefix(x[i:], "ていただ") || strings.ContainsRune(string(pre[max(0, len(pre)-8):]), 'を') {
					return m[0]
				}
				return "て" + ho29aJaTeIruAru[m[1]]
			})
		})
	}},
	// The plain copula stacked before です: 初期費用は不要です。 → 不要だです。
	{"b29a_ja_copula_da_stacked_before_desu", "first", func(lang, s string) string {
		return ho29aInSentence("ja", lang, s, func(x string) string {
			return hoFirstMatch(ho29aJaDaDesu, x, func(m []string) string { return m[1] + "だです" + m[2] })
		})
	}},
	// A wrong sound change in a て/た form: 本体に乗って → 本体に乗りて,
	// お送りいただいた写真 → お送りいただった写真.
	{"b29a_ja_te_ta_form_wrong_sound_change", "first", func(lang, s string) string {
		return ho29aInSentence("ja", lang, s, func(x string) string {
			return hoFirstMatch(ho29aJaOnbin, x, func(m []string) string {
				if m[0] == "いただいた" {
					return "いただった"
				}
				return m[1] + "り" + m[2]
			})
		})
	}},
	// お + verb + ください built on the て-form: お待ちください → お待ってください,
	// お問い合わせください → お問い合わせてください.
	{"b29a_ja_o_kudasai_built_on_te_form", "first", func(lang, s string) string {
		return ho29aInSentence("ja", lang, s, func(x string) string {
			return hoFirstMatch(ho29aJaOKudasai, x, func(m []string) string {
				te := map[string]string{"ち": "って", "り": "って", "い": "って", "し": "して", "き": "いて",
					"み": "んで", "び": "んで", "ぎ": "いで"}[m[3]]
				if te == "" {
					te = m[3] + "て" // ichidan: 合わせ → 合わせて
				}
				return "お" + m[1] + m[2] + te + "ください"
			})
		})
	}},
	// A singular subject given a plural verb: Die Lieferung erfolgt am … → Die Lieferung
	// erfolgen am …; Der Rechnungsbetrag bleibt → Der Rechnungsbetrag bleiben.
	{"b29a_de_singular_subject_plural_verb", "first", func(lang, s string) string {
		return ho29aInSentence("de", lang, s, func(x string) string {
			return ho29aReplaceFirst(ho29aDeSubjVerb, x, func(m []string) string {
				p := ho29aDePlural(m[5])
				if p == m[5] {
					return m[0]
				}
				return m[1] + m[2] + " " + m[3] + m[4] + " " + p
			})
		})
	}},
	// A masculine noun treated as feminine: Falls Sie den Termin … → Falls Sie die Termin …;
	// mit dem Link → mit der Link.
	{"b29a_de_masculine_noun_given_feminine_article", "first", func(lang, s string) string {
		return ho29aInSentence("de", lang, s, func(x string) string {
			return ho29aReplaceFirst(ho29aDeMasc, x, func(m []string) string {
				if !ho29aHasHead(m[3], ho29aDeMascHeads) {
					return m[0]
				}
				art, adj := strings.ToLower(m[1]), m[2]
				na := map[string]string{"der": "die", "den": "die", "dem": "der"}[art]
				if art == "den" && strings.HasSuffix(adj, "en ") {
					adj = strings.TrimSuffix(adj, "n ") + " "
				}
				return ho29aCap(m[1], na) + " " + adj + m[3]
			})
		})
	}},
	// A neuter noun given the masculine article: Das Budget bleibt … → Der Budget bleibt …;
	// das Passwort → der Passwort.
	{"b29a_de_neuter_noun_given_masculine_article", "first", func(lang, s string) string {
		return ho29aInSentence("de", lang, s, func(x string) string {
			return ho29aReplaceFirst(ho29aDeNeut, x, func(m []string) string {
				if !ho29aHasHead(m[3], ho29aDeNeutHeads) {
					return m[0]
				}
				return ho29aCap(m[1], "der") + " " + m[2] + m[3]
			})
		})
	}},
	// A dative plural noun without its -n: Mit freundlichen Grüßen → Mit freundlichen
	// Grüße; bei den Unterlagen → bei den Unterlage.
	{"b29a_de_dative_plural_noun_n_dropped", "first", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return ho29aReplaceFirst(ho29aDeDatPl, s, func(m []string) string {
			if m[2] == "" && m[3] == "" {
				return m[0]
			}
			return m[1] + " " + m[2] + m[3] + strings.TrimSuffix(m[4], "n")
		})
	}},
	// A separable verb's participle with ge- put before the prefix: die der Ausschuss
	// freigegeben hat → gefreigeben hat; bisher sind … abgerechnet → geabrechnet.
	{"b29a_de_separable_participle_ge_in_front", "first", func(lang, s string) string {
		return ho29aInSentence("de", lang, s, func(x string) string {
			return ho29aReplaceFirst(ho29aDeWord, x, func(m []string) string {
				sm := ho29aDeSepPart.FindStringSubmatch(m[0])
				if sm == nil {
					return m[0]
				}
				return "ge" + sm[1] + sm[2]
			})
		})
	}},
	// A dative preposition given the accusative feminine article: von der Hausverwaltung →
	// von die Hausverwaltung; aus der Bestellung → aus die Bestellung.
	{"b29a_de_dative_preposition_with_die", "first", func(lang, s string) string {
		return ho29aInSentence("de", lang, s, func(x string) string {
			return hoFirstMatch(ho29aDeDatDer, x, func(m []string) string { return m[1] + " die " + m[2] })
		})
	}},
	// haben and sein swapped in the perfect: Frau Köhler hat … bestellt → Frau Köhler ist
	// … bestellt; wenn die 10 Minuten abgelaufen sind → abgelaufen haben.
	{"b29a_de_perfect_auxiliary_haben_sein_swapped", "first", func(lang, s string) string {
		return ho29aInSentence("de", lang, s, ho29aDeAuxSwap)
	}},
	// A strong participle regularised: die der Ausschuss freigegeben hat → freigegebt hat;
	// mit einem WLAN verbunden ist → verbindet ist.
	{"b29a_de_strong_participle_made_weak", "first", func(lang, s string) string {
		return ho29aInSentence("de", lang, s, func(x string) string {
			return ho29aReplaceFirst(ho29aDeWord, x, func(m []string) string {
				for _, p := range ho29aDeStrong {
					if strings.HasSuffix(m[0], p[0]) {
						return strings.TrimSuffix(m[0], p[0]) + p[1]
					}
				}
				return m[0]
			})
		})
	}},
	// A reflexive verb without its sich: verschiebt sich der Versand → verschiebt der Versand;
	// wenden Sie sich bitte an → wenden Sie bitte an.
	{"b29a_de_reflexive_sich_dropped", "first", func(lang, s string) string {
		return ho29aInSentence("de", lang, s, func(x string) string {
			return hoFirstMatch(ho29aDeSich, x, func(m []string) string { return m[1] })
		})
	}},
	// The infinitive after a modal conjugated: das kann bis zu zwei Minuten dauern →
	// … dauert; den Termin nicht wahrnehmen können → nicht wahrnehmt können.
	{"b29a_de_infinitive_after_modal_conjugated", "first", func(lang, s string) string {
		return ho29aInSentence("de", lang, s, ho29aDeModalInf)
	}},
	// A separable prefix left on the finite verb: Bitte bringen Sie Ihre Karte mit. → Bitte
	// mitbringen Sie Ihre Karte.; Wir senden Ihnen … zu. → Wir zusenden Ihnen ….
	{"b29a_de_separable_prefix_left_on_finite_verb", "first", func(lang, s string) string {
		return ho29aInSentence("de", lang, s, ho29aDeSeparable)
	}},
	// A predicative adjective given an ending: Der Betrag bleibt unverändert bei … →
	// bleibt unveränderte bei …; bleibt 10 Minuten aktiv → aktive.
	{"b29a_de_predicative_adjective_inflected", "first", func(lang, s string) string {
		return ho29aInSentence("de", lang, s, func(x string) string {
			return hoFirstMatch(ho29aDePred, x, func(m []string) string {
				adj := m[3]
				if strings.HasSuffix(adj, "er") {
					adj += "er"
				} else {
					adj += "e"
				}
				return m[1] + m[2] + " " + adj + m[4]
			})
		})
	}},
	// The formal imperative without its Sie: Bitte bringen Sie Ihre Karte mit. → Bitte
	// bringen Ihre Karte mit.; Öffnen Sie die App → Öffnen die App.
	{"b29a_de_formal_imperative_sie_dropped", "first", func(lang, s string) string {
		return ho29aInSentence("de", lang, s, func(x string) string {
			lead := x[:len(x)-len(strings.TrimLeft(x, "-*0123456789. "))]
			body := x[len(lead):]
			return lead + hoFirstMatch(ho29aDeImpSie, body, func(m []string) string {
				switch m[2] {
				case "Falls", "Wenn", "Ob", "Dass", "Sobald", "Bevor", "Nachdem", "Damit", "Weil", "Da", "Sofern",
					"Wie", "Was", "Wo", "Wann", "Haben", "Sind", "Können", "Möchten", "Würden", "Hier", "Gern", "Gerne":
					return m[0]
				}
				return m[1] + m[2] + " " + m[3]
			})
		})
	}},
	// kein written as nicht before a noun: keine Reparatur, sondern → nicht Reparatur,
	// sondern; entstehen keine Kosten → entstehen nicht Kosten.
	{"b29a_de_kein_written_nicht_before_noun", "first", func(lang, s string) string {
		return ho29aInSentence("de", lang, s, func(x string) string {
			return hoFirstMatch(ho29aDeKein, x, func(m []string) string { return ho29aCap(m[1], "nicht ") })
		})
	}},
	// A masculine/neuter contraction made feminine: bis zum 22.10.2026 → bis zur 22.10.2026;
	// im Verwaltungsgebäude → in der Verwaltungsgebäude.
	{"b29a_de_contraction_made_feminine", "first", func(lang, s string) string {
		return ho29aInSentence("de", lang, s, func(x string) string {
			return hoFirstMatch(ho29aDeContr, x, func(m []string) string {
				f := map[string]string{"zum": "zur", "vom": "von der", "beim": "bei der", "im": "in der"}[strings.ToLower(m[1])]
				return ho29aCap(m[1], f) + " " + m[2]
			})
		})
	}},
}

// ho29aDiff shows the changed span of out against golden, with some context.
func ho29aDiff(golden, out string) string {
	a, b := []rune(golden), []rune(out)
	p := 0
	for p < len(a) && p < len(b) && a[p] == b[p] {
		p++
	}
	q := 0
	for q < len(a)-p && q < len(b)-p && a[len(a)-1-q] == b[len(b)-1-q] {
		q++
	}
	lo := max(0, p-15)
	d := string(a[lo:p]) + "[" + string(a[p:len(a)-q]) + " → " + string(b[p:len(b)-q]) + "]" +
		string(b[len(b)-q:min(len(b), len(b)-q+15)])
	return strings.ReplaceAll(d, "\n", "⏎")
}
