package grade

// Blind batch 55c: procedures and troubleshooting. Every kind leaves the answer's
// shape alone and gets one operational detail of a step, a fix or a reported fault
// wrong: the fault itself (a sibling fault, a persistent fault made intermittent or
// confined to an invented operating mode, an invented second fault), the gesture or
// command a step asks for, an add made a remove, the display or run state that
// signals success, the state that triggers a fix, a warning's consequence softened
// to an inconvenience, one step's condition spread over the step before it, a
// one-time step told as to be done each time (and a recurring requirement told as
// first-time only), the direction data or photos travel, two sequential steps made
// simultaneous, and a step we commit to made available only on request.

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

var (
	// A symptom in a fault report or a troubleshooting heading, each with a sibling
	// fault of the same device.
	ho55cSiblingFaultDe = []hoRule{
		hoR(`\bflackert\b`, "brummt"),
		hoR(`\bbaut (seit [^;.,\n]+?) keinen Druck mehr auf\b`, "macht $1 laute Klackgeräusche"),
		hoR(`\bWasser aus der (\p{L}+) tropft\b`, "Schimmel an der $1 wächst"),
		hoR(`\bFalls die Verbindung nicht klappt\b`, "Falls die Räume nicht warm werden"),
	}
	ho55cSiblingFaultJa = []hoRule{
		hoR(`冷凍室が冷えない`, "冷凍室から異音がする"),
		hoR(`(差し込み口|注ぎ口)が割れていて`, "${1}から水が漏れていて"),
		hoR(`データが取り込めない`, "データが二重に取り込まれる"),
		hoR(`在庫引当に不具合`, "在庫引当の処理速度に問題"),
		hoR(`うまくつながらない場合`, "体重が正しく測定できない場合"),
	}

	// A persistent fault told as one that only happens now and then.
	ho55cIntermittentDe = []hoRule{
		hoR(`\bflackert\b`, "ab und zu flackert"),
		hoR(`\bbaut (seit [^;.,\n]+?) keinen Druck mehr auf\b`, "baut $1 gelegentlich keinen Druck auf"),
		hoR(`\b(seit \p{Lu}\p{Ll}+) Wasser\b`, "$1 gelegentlich Wasser"),
	}
	ho55cIntermittentJa = []hoRule{
		hoR(`冷凍室が冷えない`, "冷凍室がときどき冷えない"),
		hoR(`データが取り込めない`, "データがときどき取り込めない"),
		hoR(`在庫引当に不具合が見つかった`, "在庫引当にごくまれに不具合が出ることが分かった"),
	}

	// A fault confined to an operating mode nobody mentioned.
	ho55cModeDe = []hoRule{
		hoR(`\bflackert\b`, "beim Dimmen flackert"),
		hoR(`\bbaut (seit [^;.,\n]+?) keinen Druck mehr auf\b`, "baut $1 beim Milchschäumen keinen Druck mehr auf"),
		hoR(`\b(seit \p{Lu}\p{Ll}+) Wasser aus der (\p{L}+) tropft\b`, "$1 beim Duschen in der oberen Wohnung Wasser aus der $2 tropft"),
	}
	ho55cModeJa = []hoRule{
		hoR(`冷凍室が冷えない`, "製氷モードのときだけ冷凍室が冷えない"),
		hoR(`(\d{1,2}月分の)勤怠データが取り込めない`, "${1}勤怠データが手動で連携したときだけ取り込めない"),
		hoR(`在庫引当に不具合が見つかった`, "在庫引当に、夜間の一括処理のときだけ不具合が見つかった"),
	}

	// A second fault the customer never reported joined to the reported one.
	ho55cSecondFaultDe = []hoRule{
		hoR(`\bflackert\b`, "flackert und brummt"),
		hoR(`(läuft nur (?:noch )?tröpfchenweise(?: durch)?)`, "$1, und unter dem Gerät sammelt sich Wasser"),
		hoR(`\bWasser aus der (\p{L}+) tropft\b`, "Wasser aus der $1 tropft und im Bad der Strom ausgefallen ist"),
	}
	ho55cSecondFaultJa = []hoRule{
		hoR(`冷凍室が冷えない`, "冷凍室が冷えず、水漏れもする"),
		hoR(`(差し込み口|注ぎ口)が割れていて`, "${1}が割れていて、ふたも閉まらず"),
		hoR(`データが取り込めない`, "データが取り込めず、アプリも強制終了する"),
		hoR(`在庫引当に不具合が見つかった`, "在庫引当に不具合が見つかり、出荷ラベルの印字も乱れる"),
	}

	// The gesture or command a step asks for swapped for a neighbouring one.
	ho55cGestureDe = []hoRule{
		hoR(`\bTippen Sie (in der App )?auf („[^“\n]+“)`, "Halten Sie ${1}${2} gedrückt"),
		hoR(`\baufschließen\b`, "abschließen"),
	}
	ho55cGestureJa = []hoRule{
		hoR(`(「[^」\n]+」)を押します`, "${1}を3秒以上長押しします"),
		hoR(`本メールにご返信ください`, "本メールを転送してください"),
	}

	// An added device or user told as removed.
	ho55cRemoveDe = []hoRule{
		hoR(`„Gerät hinzufügen“`, "„Gerät entfernen“"),
		hoR(`\b(Benutzer|Gerät|Nutzer)(s?) hinzugefügt\b`, "$1$2 entfernt"),
	}
	ho55cRemoveJa = []hoRule{
		hoR(`「機器を追加」`, "「機器を削除」"),
		hoR(`ユーザーを(\d+名)追加`, "ユーザーを${1}削除"),
	}

	// The display or run state that tells the reader where things stand.
	ho55cStateDe = []hoRule{
		hoR(`\bzeigt das Bedienteil ein ([\p{L}-]+-Symbol)`, "erlischt am Bedienteil das $1"),
		hoR(`\bläuft die alte (Anlage|Heizung) weiter\b`, "bleibt die alte $1 abgeschaltet"),
	}
	ho55cStateJa = []hoRule{
		hoR(`本体に(「[^」\n]+」)と表示されます`, "本体の${1}の表示が消えます"),
	}

	// The state that should trigger a fix replaced by the normal or success state.
	ho55cTriggerDe = []hoRule{
		hoR(`\berneut, wenn die (\d+|zehn) Minuten abgelaufen sind\b`, "erneut, sobald am Bedienteil das WLAN-Symbol erscheint"),
	}
	ho55cTriggerJa = []hoRule{
		hoR(`「Lo」と出ている場合は`, "「OK」と出ている場合は"),
		hoR(`日程の変更をご希望の場合は`, "ご提示の日程でよろしい場合は"),
	}

	// A warning's hard consequence softened into a mere inconvenience.
	ho55cSoftenDe = []hoRule{
		hoR(`\bwerden von der ([^.\n]+?) nicht unterstützt\b`, "verbinden sich mit der $1 nur etwas langsamer"),
		hoR(`\bdass wir nur werktags und nicht am Wochenende zustellen\b`, "dass eine Zustellung am Wochenende etwas länger dauern kann"),
	}
	ho55cSoftenJa = []hoRule{
		hoR(`正しく測定できないことがあります`, "測定に少し時間がかかることがあります"),
		hoR(`途中解約はできません`, "途中解約には所定の手数料がかかります"),
	}

	// A step told once told as to be done every time.
	ho55cEachTimeDe = []hoRule{
		hoR(`\blegen Sie ein Benutzerkonto an\b`, "legen Sie bei jedem Öffnen der App ein neues Benutzerkonto an"),
	}
	ho55cEachTimeJa = []hoRule{
		hoR(`アプリを起動し、(画面の案内に従って)?アカウントを作成します`, "測定のたびにアプリを起動し、${1}アカウントを作成します"),
		hoR(`次回のお買い物で`, "今後のお買い物で毎回"),
	}

	// A requirement for every occasion told as needed only the first time.
	ho55cFirstOnlyDe = []hoRule{
		hoR(`\bBitte bringen Sie (Ihre \p{L}+) mit\.`, "$1 müssen Sie nur beim ersten Besuch mitbringen."),
	}
	ho55cFirstOnlyJa = []hoRule{
		hoR(`靴下を脱ぎ、`, "初回の測定のときだけ靴下を脱ぎ、"),
		hoR(`今月から(追加)`, "今月のみ${1}"),
	}

	// The direction data, access data or photos travel reversed.
	ho55cDirectionDe = []hoRule{
		hoR(`\bDie App überträgt (die [\p{L}-]+) an das Gerät\b`, "Das Gerät überträgt $1 an die App"),
	}
	ho55cDirectionJa = []hoRule{
		hoR(`自動的にアプリへ送られます`, "自動的にアプリから本体へ送られます"),
		hoR(`の連携で(\d{1,2}月分)の勤怠データが取り込めない`, "の連携で${1}の会計データが「タイムレコ」側に取り込めない"),
		hoR(`お送りいただいた写真で`, "こちらからお送りした写真で"),
	}

	// Two steps in sequence made simultaneous.
	ho55cSimultaneousDe = []hoRule{
		hoR(`\bBestätigen Sie anschließend\b`, "Bestätigen Sie gleichzeitig"),
	}
	ho55cSimultaneousJa = []hoRule{
		hoR(`入れてから、(カバー|ふた)を閉じて`, "入れながら、${1}を閉じて"),
		hoR(`（(\d{1,2}月\d{1,2}日)）後に`, "（${1}）と並行して"),
		hoR(`訪問の\d+分前に`, "訪問と同時に"),
	}

	// A step we commit to made available only if the reader asks for it.
	ho55cOnRequestDe = []hoRule{
		hoR(`(?m)(^|[.!?] )Wir senden Ihnen\b`, "${1}Auf Wunsch senden wir Ihnen"),
	}
	ho55cOnRequestJa = []hoRule{
		hoR(`交換品は(\d{1,2}月\d{1,2}日)に発送`, "ご希望があれば、交換品は${1}に発送"),
		hoR(`当日は、作業員が`, "ご希望の場合に限り、当日、作業員が"),
		hoR(`お詫びとして、`, "ご希望の場合に限り、お詫びとして、"),
	}

	// A German troubleshooting bullet with a trailing condition and the bullet after it.
	ho55cDeBulletCond = regexp.MustCompile(`(?m)^- (\p{Lu}\p{Ll}+ Sie [^,\n]+?), (wenn [^.\n]+?)\.\n- (\p{Lu}\p{Ll}+) Sie ([^;.\n]+)`)
	// A German sentence opening with a condition clause, and a polite request.
	ho55cDeCondSentence = regexp.MustCompile(`^(Falls|Wenn) ([^,]+?), (\p{Ll}+) (Sie .+)$`)
	ho55cDeBitteRequest = regexp.MustCompile(`^Bitte (\p{Ll}+) Sie (.+?)\.\s*$`)
	// A Japanese sentence opening with a condition, and a statement of an act in ます.
	ho55cJaCondSentence = regexp.MustCompile(`^([^、。\n]{2,30}(?:場合は|ましたら))、(.+)$`)
	ho55cJaMasuSentence = regexp.MustCompile(`^([^\n]+?ます)。\s*$`)
	ho55cListStart      = regexp.MustCompile(`^\s*(?:[-*•・]|\d+\.)`)
	// A leading time topic (当日は、) that reads badly after a condition.
	ho55cJaLeadTopic = regexp.MustCompile(`^(当日|本日|翌日|前日)は、`)
)

// ho55cByLang applies the rule list of the answer's language.
func ho55cByLang(de, ja []hoRule) func(lang, s string) string {
	return func(lang, s string) string {
		if lang == "ja" {
			return hoReplaceFirst(s, ja)
		}
		return hoReplaceFirst(s, de)
	}
}

// ho55cLowerFirst lowercases the first letter of a word.
func ho55cLowerFirst(w string) string {
	r, n := utf8.DecodeRuneInString(w)
	if r == utf8.RuneError {
		return w
	}
	return string(unicode.ToLower(r)) + w[n:]
}

// ho55cSpreadCondition moves the condition of a step onto the step before it, so that
// the earlier, unconditional step now reads as needed only under that condition.
func ho55cSpreadCondition(lang, s string) string {
	if lang != "ja" {
		if loc := ho55cDeBulletCond.FindStringSubmatchIndex(s); loc != nil {
			m := func(i int) string { return s[loc[2*i]:loc[2*i+1]] }
			merged := "- " + m(1) + " und " + ho55cLowerFirst(m(3)) + " Sie " + m(4) + ", " + m(2)
			return s[:loc[0]] + merged + s[loc[1]:]
		}
	}
	split, refs := hoAllSentences(lang, s)
	for i := 1; i < len(refs); i++ {
		cur, prev := refs[i], refs[i-1]
		if cur.line-prev.line > 1 || (cur.line == prev.line && cur.idx != prev.idx+1) {
			continue
		}
		if prev.line != cur.line && prev.idx != len(split[prev.line])-1 {
			continue
		}
		if ho55cListStart.MatchString(split[prev.line][0]) || ho55cListStart.MatchString(split[cur.line][0]) {
			continue
		}
		c := split[cur.line][cur.idx]
		p := split[prev.line][prev.idx]
		var merged string
		if lang == "ja" {
			cm := ho55cJaCondSentence.FindStringSubmatch(c)
			pm := ho55cJaMasuSentence.FindStringSubmatch(p)
			if cm == nil || pm == nil {
				continue
			}
			merged = cm[1] + "、" + ho55cJaLeadTopic.ReplaceAllString(pm[1], "$1、") + "。あわせて、" + cm[2]
		} else {
			cm := ho55cDeCondSentence.FindStringSubmatch(strings.TrimRight(c, " "))
			pm := ho55cDeBitteRequest.FindStringSubmatch(p)
			if cm == nil || pm == nil {
				continue
			}
			rest := cm[4]
			merged = cm[1] + " " + cm[2] + ", " + pm[1] + " Sie bitte " + pm[2] + " und " + cm[3] + " " + rest
		}
		split[cur.line][cur.idx] = merged
		split[prev.line] = append(split[prev.line][:prev.idx:prev.idx], split[prev.line][prev.idx+1:]...)
		if prev.line != cur.line {
			if len(split[prev.line]) == 0 {
				split = append(split[:prev.line:prev.line], split[prev.line+1:]...)
			} else {
				last := len(split[prev.line]) - 1
				split[prev.line][last] = strings.TrimRight(split[prev.line][last], " ")
			}
		}
		return hoJoin(split)
	}
	return s
}

var heldOutBatch55c = []heldOutKind{
	// A reported symptom (or the symptom a troubleshooting section is for) swapped for
	// a sibling fault of the same device: „Nordlicht 40“ … flackert → … brummt;
	// 冷凍室が冷えない症状 → 冷凍室から異音がする症状.
	{"b55c_fault_symptom_swapped_for_sibling_fault", "first", ho55cByLang(ho55cSiblingFaultDe, ho55cSiblingFaultJa)},
	// A persistent fault told as occasional: seit Mittwoch Wasser … tropft → seit
	// Mittwoch gelegentlich Wasser … tropft; 勤怠データが取り込めない →
	// 勤怠データがときどき取り込めない.
	{"b55c_persistent_fault_made_intermittent", "first", ho55cByLang(ho55cIntermittentDe, ho55cIntermittentJa)},
	// A fault confined to an operating mode nobody mentioned: die Pumpe baut seit dem
	// zweiten Tag keinen Druck mehr auf → … beim Milchschäumen keinen Druck mehr auf;
	// 冷凍室が冷えない → 製氷モードのときだけ冷凍室が冷えない.
	{"b55c_fault_confined_to_invented_operating_mode", "first", ho55cByLang(ho55cModeDe, ho55cModeJa)},
	// A second fault joined to the reported one: der Espresso läuft nur tröpfchenweise
	// → …, und unter dem Gerät sammelt sich Wasser; 差し込み口が割れていて使えない →
	// 差し込み口が割れていて、ふたも閉まらず使えない.
	{"b55c_symptom_joined_by_invented_second_fault", "first", ho55cByLang(ho55cSecondFaultDe, ho55cSecondFaultJa)},
	// The gesture or command of a step swapped for a neighbouring one: Tippen Sie in
	// der App auf „Gerät hinzufügen“ → Halten Sie in der App „Gerät hinzufügen“
	// gedrückt; 「接続」を押します → 「接続」を3秒以上長押しします; ab 8 Uhr aufschließen
	// → abschließen; 本メールにご返信ください → 本メールを転送してください.
	{"b55c_ui_action_swapped_for_neighbour_gesture", "first", ho55cByLang(ho55cGestureDe, ho55cGestureJa)},
	// An added device or user told as removed: 「機器を追加」を選び → 「機器を削除」を選び;
	// ユーザーを1名追加していただいたため → ユーザーを1名削除していただいたため.
	{"b55c_added_user_or_device_told_as_removed", "first", ho55cByLang(ho55cRemoveDe, ho55cRemoveJa)},
	// The display or run state that signals where things stand changed: zeigt das
	// Bedienteil ein WLAN-Symbol → erlischt am Bedienteil das WLAN-Symbol; 本体に「OK」と
	// 表示されます → 本体の「OK」の表示が消えます; läuft die alte Anlage weiter → bleibt
	// die alte Anlage abgeschaltet.
	{"b55c_device_display_or_run_state_changed", "first", ho55cByLang(ho55cStateDe, ho55cStateJa)},
	// The state that should trigger a fix replaced by the normal state: Starten Sie den
	// Kopplungsmodus erneut, wenn die 10 Minuten abgelaufen sind → …, sobald am
	// Bedienteil das WLAN-Symbol erscheint; 「Lo」と出ている場合は、新しい電池に交換 →
	// 「OK」と出ている場合は…; 日程の変更をご希望の場合は → ご提示の日程でよろしい場合は.
	{"b55c_fix_trigger_made_normal_state", "first", ho55cByLang(ho55cTriggerDe, ho55cTriggerJa)},
	// A warning's hard consequence softened to an inconvenience: Netze, die nur im
	// 5-GHz-Band funken, werden … nicht unterstützt → verbinden sich … nur etwas
	// langsamer; 途中解約はできません → 途中解約には所定の手数料がかかります.
	{"b55c_warning_consequence_softened_to_inconvenience", "first", ho55cByLang(ho55cSoftenDe, ho55cSoftenJa)},
	// One step's condition spread over the unconditional step before it: Bitte bringen
	// Sie Ihre Versichertenkarte mit. Falls Sie den Termin nicht wahrnehmen können,
	// sagen Sie ihn … ab. → Falls Sie den Termin nicht wahrnehmen können, bringen Sie
	// bitte Ihre Versichertenkarte mit und sagen Sie ihn … ab.; …クーポンをお送りいたします。
	// ご不明な点がございましたら、本メールにご返信ください。 → ご不明な点がございましたら、
	// …クーポンをお送りいたします。あわせて、本メールにご返信ください。
	{"b55c_condition_of_one_step_spread_over_preceding_step", "first", ho55cSpreadCondition},
	// A one-time setup step (or a one-time coupon) told as to be done every time: legen
	// Sie ein Benutzerkonto an → legen Sie bei jedem Öffnen der App ein neues
	// Benutzerkonto an; 次回のお買い物で → 今後のお買い物で毎回.
	{"b55c_one_time_step_or_use_told_as_each_time", "first", ho55cByLang(ho55cEachTimeDe, ho55cEachTimeJa)},
	// A requirement for every occasion told as needed only the first time: Bitte bringen
	// Sie Ihre Versichertenkarte mit. → Ihre Versichertenkarte müssen Sie nur beim
	// ersten Besuch mitbringen.; 靴下を脱ぎ、素足で → 初回の測定のときだけ靴下を脱ぎ、素足で;
	// 今月から追加ユーザー分の料金 → 今月のみ追加ユーザー分の料金.
	{"b55c_recurring_requirement_told_as_first_time_only", "first", ho55cByLang(ho55cFirstOnlyDe, ho55cFirstOnlyJa)},
	// The direction data or photos travel reversed: Die App überträgt die Zugangsdaten
	// an das Gerät → Das Gerät überträgt die Zugangsdaten an die App; お送りいただいた
	// 写真で → こちらからお送りした写真で.
	{"b55c_data_transfer_direction_reversed", "first", ho55cByLang(ho55cDirectionDe, ho55cDirectionJa)},
	// Two steps in sequence made simultaneous: Bestätigen Sie anschließend → Bestätigen
	// Sie gleichzeitig; 修正版の提供（10月23日）後に2週間の再テスト →
	// 修正版の提供（10月23日）と並行して2週間の再テスト; 訪問の30分前に → 訪問と同時に.
	{"b55c_sequential_steps_made_simultaneous", "first", ho55cByLang(ho55cSimultaneousDe, ho55cSimultaneousJa)},
	// A step we commit to made available only on request: Wir senden Ihnen am
	// 20.10.2026 kostenlos eine Ersatzlampe zu → Auf Wunsch senden wir Ihnen …;
	// 当日は、作業員が訪問の30分前にお電話いたします → ご希望の場合に限り、当日、作業員が….
	{"b55c_our_committed_step_made_on_request_only", "first", ho55cByLang(ho55cOnRequestDe, ho55cOnRequestJa)},
}

// ho55cChangedSentences gives the golden's and the damaged text's sentences around the
// first place they differ.
func ho55cChangedSentences(lang, golden, damaged string) (string, string) {
	gl, dl := strings.Split(golden, "\n"), strings.Split(damaged, "\n")
	i := 0
	for i < len(gl) && i < len(dl) && gl[i] == dl[i] {
		i++
	}
	gj, dj := len(gl)-1, len(dl)-1
	for gj > i && dj > i && gl[gj] == dl[dj] {
		gj--
		dj--
	}
	pick := func(lines []string, from, to int) []string {
		if from > to || from >= len(lines) {
			return nil
		}
		var out []string
		for k, l := range lines[from : to+1] {
			ss := hoSentences(lang, l)
			if k > 0 && len(ss) > 0 {
				ss[0] = "⏎ " + ss[0]
			}
			out = append(out, ss...)
		}
		return out
	}
	gs, ds := pick(gl, i, gj), pick(dl, i, dj)
	a := 0
	for a < len(gs) && a < len(ds) && gs[a] == ds[a] {
		a++
	}
	b, c := len(gs), len(ds)
	for b > a && c > a && gs[b-1] == ds[c-1] {
		b--
		c--
	}
	g, d := []rune(strings.TrimSpace(strings.Join(gs[a:b], ""))), []rune(strings.TrimSpace(strings.Join(ds[a:c], "")))
	// A long sentence (a JSON answer is one line) is shown from a little before the
	// first rune that differs.
	from := 0
	for from < len(g) && from < len(d) && g[from] == d[from] {
		from++
	}
	from = max(0, from-80)
	clip := func(r []rune) string {
		if len(r) <= 160 {
			return string(r)
		}
		r = r[min(from, len(r)):]
		pre := "…"
		if from == 0 {
			pre = ""
		}
		if len(r) > 200 {
			return pre + string(r[:200]) + "…"
		}
		return pre + string(r)
	}
	return clip(g), clip(d)
}
