package grade

// Blind batch 46b: negation and exception in forms the earlier batches did not use.
// Every kind keeps the answer's words and changes one small word, particle or ending
// at one place so that what is denied, excluded or still true changes: "kein … mehr"
// read as "noch kein", a flat denial turned into a double negation that half admits
// (ないわけではない), a clean check result turned into a fault found, a negated
// condition moved onto the instruction, a step done "without" its predecessor
// (〜ずに, ohne … zu), an invented exception (außer …, 〜を除き, 〜以外) added to a
// free-of-charge, unchanged, request or help-offer statement, a pair member excepted
// (nicht aber), "erst" negated to "nicht erst", a done state read as "まだ〜ていない",
// an ongoing state declared over (もう〜ない, nicht mehr) and a stated cause denied.

import (
	"regexp"
	"strings"
)

// ho46bJaNeg gives the plain negative of a polite verb stem before ます/ません.
func ho46bJaNeg(stem string) (string, bool) {
	rs := []rune(stem)
	if len(rs) == 0 {
		return "", false
	}
	if strings.HasSuffix(stem, "でき") {
		return stem + "ない", true
	}
	last := rs[len(rs)-1]
	godan := map[rune]string{'り': "ら", 'き': "か", 'し': "さ", 'み': "ま", 'ち': "た", 'ぎ': "が", 'び': "ば", 'に': "な"}
	if g, ok := godan[last]; ok {
		return string(rs[:len(rs)-1]) + g + "ない", true
	}
	// え-row ichidan stems (見え, 遅れ …) keep the stem.
	if strings.ContainsRune("えけせてねめれげべ", last) {
		return stem + "ない", true
	}
	return "", false
}

var ho46bJaMasen = regexp.MustCompile(`([\p{Han}\p{Hiragana}]{1,6}?)ません([。、]|$)`)

// ho46bJaRequest finds a polite request ending in ください (not a help offer).
var ho46bJaRequest = regexp.MustCompile(`([^。、\n]{2,40}?)((?:お|ご)\p{Han}{1,4}り?(?:ください|くださいますよう))`)

var ho46bDeRequest = regexp.MustCompile(`(?m)(^|[.!?] )(Bitte )(\p{Ll}+ Sie|beachten Sie)`)

var heldOutBatch46b = []heldOutKind{
	// "kein … mehr" read as "noch kein", "steht noch aus" as "nicht mehr aus":
	// keinen Druck mehr auf → noch keinen Druck auf; noch am selben Tag → nicht mehr am selben Tag.
	{"b46b_de_kein_mehr_made_noch_kein", "longest", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return hoReplaceFirst(s, []hoRule{
			hoR(`\b(kein|keine|keinen|keinem|keiner) ([\p{L}-]+) mehr\b`, "noch $1 $2"),
			hoR(`\bsteht noch aus\b`, "steht nicht mehr aus"),
			hoR(`\bnoch am selben Tag\b`, "nicht mehr am selben Tag"),
			hoR(`\bnoch nicht\b`, "nicht mehr"),
			hoR(`\bnicht mehr\b`, "noch nicht"),
		})
	}},
	// A flat denial turned into "not that it does not": 途中解約はできません →
	// 途中解約はできないわけではありません; FAX番号は変わりません → 変わらないわけではありません.
	{"b46b_ja_flat_denial_made_wake_dewa_nai", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		for _, m := range ho46bJaMasen.FindAllStringSubmatchIndex(s, -1) {
			stem := s[m[2]:m[3]]
			if strings.HasSuffix(stem, "ござい") || strings.HasSuffix(stem, "すみ") || strings.HasSuffix(stem, "申し訳") {
				continue
			}
			neg, ok := ho46bJaNeg(stem)
			if !ok {
				continue
			}
			return s[:m[2]] + neg + "わけではありません" + s[m[4]:]
		}
		return s
	}},
	// A clean result becomes a fault, or a found fault is denied: die Druckbehälterprüfung
	// ist bestanden → ist nicht bestanden; 不具合が見つかった → 不具合は見つからなかった.
	{"b46b_fault_finding_inverted", "first", hoByLang(
		[]hoRule{
			hoR(`不具合が見つかった`, "不具合は見つからなかった"),
			hoR(`の破損を確認いたしました`, "の破損は確認できませんでした"),
			hoR(`(までは)正常`, "${1}異常"),
			hoR(`異常は(見られません|ありません)`, "異常が見られます"),
		},
		[]hoRule{
			hoR(`\bist bestanden\b`, "ist nicht bestanden"),
			hoR(`\bbleibt eingehalten\b`, "wird nicht eingehalten"),
			hoR(`\bkein(en)? Mangel\b`, "einen Mangel"),
		})},
	// The negation of a condition moves onto the instruction: Falls Sie den Termin nicht
	// wahrnehmen können, sagen Sie ihn bitte … ab → Falls Sie den Termin wahrnehmen können,
	// sagen Sie ihn bitte nicht … ab; 解決しない場合は…お問い合わせください → 解決する場合は…お問い合わせいただく必要はありません.
	{"b46b_negation_moved_from_condition_to_instruction", "longest", func(lang, s string) string {
		if lang == "ja" {
			re := regexp.MustCompile(`(\p{Han}{2})しない場合は、([^。\n]*?)(?:お|ご)(\p{Han}{1,4}(?:合わせ)?)ください`)
			if m := re.FindStringSubmatchIndex(s); m != nil {
				head := s[m[2]:m[3]]
				mid := s[m[4]:m[5]]
				verb := s[m[6]:m[7]]
				pre := "お"
				if strings.Contains(s[m[0]:m[1]], "ご"+verb) {
					pre = "ご"
				}
				return s[:m[0]] + head + "する場合は、" + mid + pre + verb + "いただく必要はありません" + s[m[1]:]
			}
			re2 := regexp.MustCompile(`(つなが|わか|繋が)らない場合は、([^。\n]*?)(?:お|ご)(\p{Han}{1,4})ください`)
			if m := re2.FindStringSubmatchIndex(s); m != nil {
				return s[:m[0]] + s[m[2]:m[3]] + "る場合は、" + s[m[4]:m[5]] + "ご" + s[m[6]:m[7]] + "いただく必要はありません" + s[m[1]:]
			}
			return s
		}
		return hoReplaceFirst(s, []hoRule{
			hoR(`\b((?:Falls|Wenn|Sollten?) [^,.\n]*?) nicht ([^,.\n]*?), ([^.\n]*?)\bbitte `, "$1 $2, ${3}bitte nicht "),
			hoR(`\b(Hilft|Klappt|Funktioniert)([^,.\n]*?) nicht, ([^.\n]*?)\bbitte `, "$1$2, ${3}bitte nicht "),
		})
	}},
	// A free-of-charge statement gets an invented exception: für Sie entstehen dabei keine
	// Kosten → außer einer Bearbeitungsgebühr keine Kosten; 初期費用は不要です → 初期費用は事務手数料を除き不要です.
	{"b46b_free_statement_gets_ausser_exception", "first", hoByLang(
		[]hoRule{
			hoR(`(\p{Han}{2}費用)は不要`, "${1}は事務手数料を除き不要"),
			hoR(`無料(アプリ|で|の)`, "一部機能を除き無料の${1}"),
			hoR(`(送料|手数料)は(無料|かかりません)`, "${1}は離島を除き${2}"),
		},
		[]hoRule{
			hoR(`\bentstehen (dabei )?keine Kosten`, "entstehen ${1}außer einer Bearbeitungsgebühr keine Kosten"),
			hoR(`\b(die|eine|der|den) kostenlose\b`, "$1 bis auf die Premiumfunktionen kostenlose"),
			hoR(`\bkostenlos\b`, "bis auf die Versandkosten kostenlos"),
		})},
	// A request gets an invented exemption: Bitte bringen Sie Ihre Versichertenkarte mit
	// → Bitte bringen Sie außer bei Folgeterminen Ihre …; 〜をご返送ください → 緊急の場合を除き、〜をご返送ください.
	{"b46b_request_gets_exemption_clause", "longest", func(lang, s string) string {
		if lang == "ja" {
			for _, m := range ho46bJaRequest.FindAllStringSubmatchIndex(s, -1) {
				req := s[m[4]:m[5]]
				if strings.Contains(req, "問い合わせ") || strings.Contains(req, "返信") {
					continue
				}
				return s[:m[2]] + "特別なご事情がない限り、" + s[m[2]:]
			}
			return s
		}
		m := ho46bDeRequest.FindStringSubmatchIndex(s)
		if m == nil {
			return s
		}
		verb := s[m[6]:m[7]]
		add := ", außer wenn es Ihnen ungelegen ist,"
		if verb == "beachten Sie" {
			add = "– außer bei Expresssendungen – "
		}
		if strings.HasPrefix(add, ",") {
			return s[:m[7]] + add + s[m[7]:]
		}
		return s[:m[7]] + " " + strings.TrimSpace(add) + s[m[7]:]
	}},
	// One member of a pair is excepted: die Mehrkosten und den neuen Termin freizugeben →
	// die Mehrkosten, nicht aber den neuen Termin, freizugeben; 体重と体脂肪率が表示 → 体重（体脂肪率を除く）が表示.
	{"b46b_pair_second_member_excepted", "longest", hoByLang(
		[]hoRule{
			hoR(`(\p{Han}{2,6})と(\p{Han}{2,6})(の承認|が表示|を入力|を確認)`, "${1}（${2}を除く）${3}"),
		},
		[]hoRule{
			hoR(`\b((?:den|die|das|dem|der) (?:\p{Ll}+ )?\p{Lu}[\p{L}-]+) und ((?:den|die|das|dem|der) (?:\p{Ll}+ )?\p{Lu}[\p{L}-]+)`, "$1, nicht aber $2,"),
			hoR(`\b((?:die|den|der) \p{Ll}+ \p{Lu}[\p{L}-]+) und (\p{Lu}[\p{L}-]+)\b`, "$1, nicht aber die $2,"),
		})},
	// A step done in sequence is done without its predecessor: 西村が調査し、…回答する →
	// 西村が調査せずに…回答する; herunter und installieren Sie sie auf … → herunter, ohne sie auf … zu installieren.
	{"b46b_sequenced_step_made_without", "longest", hoByLang(
		[]hoRule{
			hoR(`(調査|確認|検討|起動|点検|測定|登録|設定|入力|保存)し、`, "${1}せずに、"),
			hoR(`(\p{Han})れてから、?`, "${1}れずに"),
			hoR(`(\p{Han}{2})してから、?`, "${1}せずに"),
			hoR(`(\p{Han})ぎ、`, "${1}がずに、"),
		},
		[]hoRule{
			hoR(`\b(herunter|an|aus|zurück) und (\p{Ll}+ieren|\p{Ll}+en) Sie ([^.;\n]+?)([.;]|$)`, "$1, ohne $3 zu $2$4"),
			hoR(`\b(Sie [^,.;\n]+?) und (\p{Ll}+ieren) Sie ([^.;\n]+?)([.;]|$)`, "$1, ohne $3 zu $2$4"),
		})},
	// A reported "cannot / does not" becomes "not that it does not": 取り込めないとの問い合わせ
	// → 取り込めないこともないとの問い合わせ; 冷えない症状 → 冷えないこともない症状.
	{"b46b_ja_reported_nai_made_nai_koto_mo_nai", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return hoReplaceFirst(s, []hoRule{
			hoR(`(\p{Hiragana})ない(との|という|症状)`, "${1}ないこともない${2}"),
		})
	}},
	// An "unchanged" statement gets an invented exception: Der Rechnungsbetrag bleibt
	// unverändert → bleibt bis auf die Versandkosten unverändert; FAX番号は変わりません → 末尾の番号を除き変わりません.
	{"b46b_unchanged_claim_gets_exception", "first", hoByLang(
		[]hoRule{
			hoR(`((?:番号|住所|金額|料金|担当)(?:（[^）]*）)?)は変わりません`, "${1}は末尾の一部を除き変わりません"),
			hoR(`引き続き`, "一部の案件を除き引き続き"),
		},
		[]hoRule{
			hoR(`\bbleibt unverändert\b`, "bleibt bis auf die Versandkosten unverändert"),
			hoR(`\bbleibt eingehalten\b`, "bleibt bis auf die Mehrkosten eingehalten"),
			hoR(`\bunverändert\b`, "bis auf die Versandkosten unverändert"),
		})},
	// "erst" (not until) negated, or "after" made "without waiting for": kommt erst am
	// 23.11.2026 → kommt nicht erst am 23.11.2026; 修正版の提供（10月23日）後に → 修正版の提供（10月23日）を待たずに.
	{"b46b_not_until_made_not_only_then", "longest", hoByLang(
		[]hoRule{
			hoR(`(\p{Han}{2}(?:（[^）]{1,12}）)?)後に`, "${1}を待たずに"),
		},
		[]hoRule{
			hoR(`\berst (am|ab|nach|im) `, "nicht erst $1 "),
		})},
	// A done state read as not yet done: 追加ユーザー分の料金が加算されております →
	// まだ加算されておりません; 表示されていることを確認 → まだ表示されていないことを確認.
	{"b46b_ja_done_state_made_mada_nai", "first", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return hoReplaceFirst(s, []hoRule{
			hoR(`が(\p{Han}{2})されております`, "はまだ${1}されておりません"),
			hoR(`が(\p{Han}{2})されていること`, "がまだ${1}されていないこと"),
			hoR(`は(\p{Han}{2,4})に(\p{Han}{2})されていますか`, "はまだ${1}に${2}されていませんか"),
			hoR(`を(\p{Han}{2})済みで`, "をまだ${1}しておらず"),
		})
	}},
	// A help offer gets an invented topic exception: Bei Fragen sind wir gern für Sie da
	// → Bei Fragen – außer zur Rechnung – sind wir …; ご不明な点がございましたら → ご不明な点（お支払いに関するものを除く）がございましたら.
	{"b46b_help_offer_gets_topic_exception", "longest", hoByLang(
		[]hoRule{
			hoR(`ご不明な点が`, "ご不明な点（お支払いに関するものを除く）が"),
			hoR(`それでも解決しない場合は、`, "それでも解決しない場合は、設定に関するものを除き、"),
		},
		[]hoRule{
			hoR(`\bBei Fragen\b`, "Bei Fragen – außer zur Rechnung –"),
			hoR(`\bwenden Sie sich bitte an\b`, "wenden Sie sich bitte, außer bei Fragen zur App, an"),
		})},
	// An ongoing state is declared over: 発送が遅れております → 発送がもう遅れておりません;
	// bis dahin läuft die alte Anlage weiter → bis dahin läuft die alte Anlage nicht mehr.
	{"b46b_ongoing_te_iru_made_mou_nai", "longest", func(lang, s string) string {
		if lang == "ja" {
			re := regexp.MustCompile(`(が|を|は)(\p{Han}{1,4}\p{Hiragana}{0,2}?)(て|で)(おります|いる|います)(。|$)`)
			neg := map[string]string{"おります": "おりません", "いる": "いない", "います": "いません"}
			if m := re.FindStringSubmatchIndex(s); m != nil {
				return s[:m[0]] + s[m[2]:m[3]] + "もう" + s[m[4]:m[5]] + s[m[6]:m[7]] + neg[s[m[8]:m[9]]] + s[m[10]:m[11]] + s[m[1]:]
			}
			return s
		}
		return hoReplaceFirst(s, []hoRule{
			hoR(`\b(läuft|bleibt|arbeitet) ([^.;\n]*?) weiter\b`, "$1 $2 nicht mehr"),
			hoR(`\bweiterhin\b`, "nicht mehr"),
		})
	}},
	// A stated cause is denied: ユーザーを1名追加していただいたため、→ 追加していただいたためではなく、;
	// Weil die Stahlträger erst … geliefert werden, verschiebt sich → Nicht weil …, verschiebt sich.
	{"b46b_stated_cause_denied", "longest", hoByLang(
		[]hoRule{
			hoR(`(\p{Hiragana}|\p{Han})ため、`, "${1}ためではなく、"),
			hoR(`(\p{Han}{2})により`, "${1}によるものではなく"),
		},
		[]hoRule{
			hoR(`(^|\n)(- )?Weil `, "$1${2}Nicht weil "),
			hoR(`, da `, ", ohne dass "),
			hoR(`\bAufgrund (des|der) `, "Nicht aufgrund $1 "),
		})},
}
