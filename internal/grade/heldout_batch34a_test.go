package grade

// Blind batch 34a: procedures and user interfaces. One instruction goes wrong in a way a
// user following it would hit: a quoted UI label names another control, a label that
// does not exist, a cut label or an invented model edition; an operation turns into its
// counterpart; the item or credential to bring, enter or send is another, an extra one or
// a photo; where to find it, where on the device, how and to whom it goes back change; a
// wait or timeout is halved, made instant or a delay; a deadline is tied to a later event
// or invented; a step comes before its prerequisite; a troubleshooting trigger names
// another situation; help is sent to another party or a no-reply notice closes the route;
// an unsupported option is named as the supported one; a start becomes an end; a
// Japanese request becomes a polite prohibition. Each kind makes one edit, in one place.

import (
	"regexp"
	"strconv"
	"strings"
)

// ho34aRule rewrites one match of re with repl (regexp template syntax).
type ho34aRule struct {
	re   *regexp.Regexp
	repl string
}

func ho34aR(pat, repl string) ho34aRule {
	return ho34aRule{regexp.MustCompile(pat), repl}
}

// ho34aEarliest rewrites the earliest match of any of the rules (the first listed rule
// on a tie), once.
func ho34aEarliest(s string, rules []ho34aRule) string {
	best, bestAt := -1, len(s)+1
	for i, r := range rules {
		if loc := r.re.FindStringIndex(s); loc != nil && loc[0] < bestAt {
			best, bestAt = i, loc[0]
		}
	}
	if best < 0 {
		return s
	}
	r := rules[best]
	loc := r.re.FindStringSubmatchIndex(s)
	out := r.re.ExpandString(nil, r.repl, s, loc)
	return s[:loc[0]] + string(out) + s[loc[1]:]
}

// ho34aRules is a kind that rewrites the earliest match of its rules.
func ho34aRules(rules ...ho34aRule) func(lang, s string) string {
	return func(_, s string) string { return ho34aEarliest(s, rules) }
}

// ho34aQuote matches a quoted label or name: 「…」, „…“ or “…”.
var ho34aQuote = regexp.MustCompile(`「([^」\n]{1,40})」|„([^“”\n]{1,40})[“”]|“([^”\n]{1,40})”`)

// ho34aInQuotes applies f to the inner text of the first quoted label, in text order,
// that f changes.
func ho34aInQuotes(s string, f func(label string) string) string {
	for _, m := range ho34aQuote.FindAllStringSubmatchIndex(s, -1) {
		for g := 1; g <= 3; g++ {
			if m[2*g] < 0 {
				continue
			}
			in := s[m[2*g]:m[2*g+1]]
			if nw := f(in); nw != in {
				return s[:m[2*g]] + nw + s[m[2*g+1]:]
			}
		}
	}
	return s
}

// ho34aLabelRules is a kind that rewrites the first quoted label one of the rules hits.
func ho34aLabelRules(rules ...ho34aRule) func(lang, s string) string {
	return func(_, s string) string {
		return ho34aInQuotes(s, func(l string) string { return ho34aEarliest(l, rules) })
	}
}

// ho34aActionLabel is a quoted label that ends in an action: a lower-case German word
// (Kopplung starten, Plan aktiv) or a Japanese を-phrase (機器を追加).
var ho34aActionLabel = regexp.MustCompile(`^(\p{Lu}[^ ]* )+\p{Ll}+$|^\p{Han}+を\p{Han}+$`)

// ho34aCutLabel drops the last word of a quoted label: of an action label, or else the
// model code of a product name.
func ho34aCutLabel(_, s string) string {
	cut := func(l string) string {
		if i := strings.LastIndex(l, " "); i > 0 && len([]rune(l[:i])) >= 2 {
			return l[:i]
		}
		if i := strings.Index(l, "を"); i > 0 {
			return l[:i]
		}
		return l
	}
	if nw := ho34aInQuotes(s, func(l string) string {
		if ho34aActionLabel.MatchString(l) {
			return cut(l)
		}
		return l
	}); nw != s {
		return nw
	}
	return ho34aInQuotes(s, func(l string) string {
		if ho34aModelTail.MatchString(l) {
			return cut(l)
		}
		return l
	})
}

// ho34aModelTail is a label that ends in a model or product code: L9, S5, P3, WMS.
var ho34aModelTail = regexp.MustCompile(` [A-Z]+\d*$`)

// ho34aDuration is a number of seconds, minutes or hours.
var ho34aDuration = regexp.MustCompile(`(\d+)(秒|分|時間|週間|日間| Sekunden| Minuten| Stunden| Tage| Wochen)`)

// ho34aHalveDuration halves the first even duration of the text.
func ho34aHalveDuration(_, s string) string {
	for _, loc := range ho34aDuration.FindAllStringSubmatchIndex(s, -1) {
		n, err := strconv.Atoi(s[loc[2]:loc[3]])
		if err != nil || n < 2 || n%2 != 0 {
			continue
		}
		return s[:loc[2]] + strconv.Itoa(n/2) + s[loc[3]:]
	}
	return s
}

var heldOutBatch34a = []heldOutKind{
	// A quoted control label names its counterpart control or variant.
	// „Kopplung starten“ → „Kopplung beenden“; 「機器を追加」→「機器を削除」; 「… ダブル」→「… シングル」.
	{"b34a_quoted_label_word_to_counterpart", "strings", ho34aLabelRules(
		ho34aR(`追加`, `削除`), ho34aR(`接続`, `切断`), ho34aR(`開始`, `停止`), ho34aR(`登録`, `解除`),
		ho34aR(`保存`, `破棄`), ho34aR(`ダブル`, `シングル`), ho34aR(`シングル`, `ダブル`),
		ho34aR(`\bPro\b`, `Lite`), ho34aR(`\bstarten\b`, `beenden`), ho34aR(`hinzufügen`, `entfernen`),
		ho34aR(`kopieren`, `löschen`), ho34aR(`\baktiv\b`, `inaktiv`), ho34aR(`\bDuo\b`, `Solo`),
		ho34aR(`\bPlus\b`, `Mini`), ho34aR(`einschalten`, `ausschalten`), ho34aR(`speichern`, `verwerfen`),
	)},
	// A quoted label becomes a near label the screen does not have.
	// „Kopplung starten“ → „Kopplung aktivieren“; 「機器を追加」→「機器を登録」; 「ハコブネ WMS」→「ハコブネ TMS」.
	{"b34a_quoted_label_near_nonexistent", "strings", ho34aLabelRules(
		ho34aR(`追加`, `登録`), ho34aR(`接続`, `連携`), ho34aR(`記録`, `履歴`), ho34aR(`クラウド`, `オンライン`),
		ho34aR(`\bWMS\b`, `TMS`), ho34aR(`\bERP\b`, `CRM`), ho34aR(`\bstarten\b`, `aktivieren`),
		ho34aR(`hinzufügen`, `koppeln`), ho34aR(`Zeitprogramm`, `Zeitsteuerung`),
		ho34aR(`Wochenplan`, `Wochenprofil`), ho34aR(`kopieren`, `übernehmen`),
	)},
	// A quoted label loses its last word, so it names no control, or a product its model code.
	// „Kopplung starten“ → „Kopplung“; 「機器を追加」→「機器」; 「アクアピュア浄水ポット P3」→「アクアピュア浄水ポット」.
	{"b34a_quoted_label_cut_to_first_word", "first", ho34aCutLabel},
	// A physical operation becomes its counterpart.
	// Öffnen Sie die App → Schließen Sie die App; aufschließen → abschließen; 電池カバーを開けます → 閉じます.
	{"b34a_operation_verb_to_counter_operation", "first", ho34aRules(
		ho34aR(`Speichern Sie`, `Verwerfen Sie`), ho34aR(`aufschließen`, `abschließen`),
		ho34aR(`aufsperren`, `absperren`), ho34aR(`Öffnen Sie`, `Schließen Sie`),
		ho34aR(`を開けます`, `を閉じます`), ho34aR(`を開けて`, `を閉じて`), ho34aR(`を保存します`, `を破棄します`),
	)},
	// The item, document or credential the reader must bring, use or enter is another one.
	// Versichertenkarte → Überweisung; Passwort Ihres WLANs → Passwort Ihres Benutzerkontos;
	// 返送用伝票 → 納品書.
	{"b34a_needed_item_or_credential_swapped", "first", ho34aRules(
		ho34aR(`Versichertenkarte`, `Überweisung`), ho34aR(`\bein Rücksendeetikett`, `einen Lieferschein`),
		ho34aR(`Rücksendeetikett`, `Lieferschein`), ho34aR(`返送用伝票`, `納品書`),
		ho34aR(`Passwort Ihres WLANs?`, `Passwort Ihres Benutzerkontos`), ho34aR(`保険証`, `診察券`),
		ho34aR(`コイン形電池`, `単4形乾電池`),
	)},
	// Where the reader finds a label, link or code changes to a place it is not.
	// mit dem beiliegenden Rücksendeetikett → mit dem in Ihrem Kundenkonto hinterlegten …;
	// per Mail → per SMS; 交換品に同梱の → 弊社ウェブサイトからダウンロードした; 表示部に…コードが出ます → 底面のラベルに記載された…コード.
	{"b34a_where_to_find_changed", "first", ho34aRules(
		ho34aR(`beiliegende(n|m|s)? `, `in Ihrem Kundenkonto hinterlegte$1 `),
		ho34aR(`per (E-)?Mail\b`, `per SMS`),
		ho34aR(`\p{Han}+に同梱の`, `弊社ウェブサイトからダウンロードした`),
		ho34aR(`(表示部|画面|ディスプレイ)に(\d+桁の[\p{Katakana}ー]+)が(出|表示され)ますので、`, `底面のラベルに記載された${2}を確認し、`),
	)},
	// A wait or lead time the reader must allow is told as none.
	// das kann bis zu zwei Minuten dauern → das geschieht sofort; 約10秒で → すぐに;
	// 訪問の30分前に → 訪問の直前に; spätestens 24 Stunden vorher → auch kurzfristig;
	// 10月19日（月）17時までに回答する → 直ちに回答する.
	{"b34a_wait_time_told_as_instant", "first", ho34aRules(
		ho34aR(`das kann bis zu [^.;]+? dauern`, `das geschieht sofort`),
		ho34aR(`約?\d+(秒|分)で`, `すぐに`),
		ho34aR(`の\d+(分|時間)前に`, `の直前に`),
		ho34aR(`spätestens \d+ (Stunden|Tage) vorher`, `auch kurzfristig`),
		ho34aR(`(\d{1,2}月\d{1,2}日(（.）)?)?\d{1,2}時までに回答する`, `直ちに回答する`),
	)},
	// Where on the device or room something is changes.
	// 底面の電池カバー → 背面の電池カバー; am Bedienteil → an der Außeneinheit;
	// Badezimmerdecke → Badezimmerwand; 差し込み口 → 注ぎ口.
	{"b34a_where_on_object_changed", "first", ho34aRules(
		ho34aR(`底面`, `背面`), ho34aR(`背面`, `底面`), ho34aR(`側面`, `背面`),
		ho34aR(`am Bedienteil`, `an der Außeneinheit`), ho34aR(`Unterseite`, `Rückseite`),
		ho34aR(`Rückseite`, `Unterseite`), ho34aR(`(\p{Lu}\p{Ll}+)decke`, `${1}wand`),
		ho34aR(`差し込み口`, `注ぎ口`), ho34aR(`注ぎ口`, `差し込み口`),
	)},
	// An item to be sent back is to be kept or disposed of instead.
	// Bitte schicken Sie die defekte Lampe … zurück → Bitte entsorgen Sie die defekte Lampe selbst;
	// 破損品は、…でご返送ください → 破損品は、お手数ですがお客様のほうでご処分ください.
	{"b34a_return_instruction_made_keep_or_dispose", "first", ho34aRules(
		ho34aR(`Bitte (schicken|senden) Sie (die|den|das) ([^;.]+?) mit [^;.]+? an uns zurück`, `Bitte entsorgen Sie $2 $3 selbst`),
		ho34aR(`(\p{Han}+品)は、[^。]*?でご返送ください`, `${1}は、お手数ですがお客様のほうでご処分ください`),
		ho34aR(`(\p{Han}+)は次の宛先にお送りください：`, `${1}のご送付は不要です。当方の所在地：`),
	)},
	// The situation a troubleshooting or fallback instruction is for names another one.
	// Falls die Verbindung nicht klappt → Falls die App nicht startet;
	// nicht wahrnehmen können → verschieben möchten; 日程の変更をご希望の場合 → 日程のキャンセルをご希望の場合.
	{"b34a_condition_trigger_other_situation", "first", ho34aRules(
		ho34aR(`Falls die (Verbindung|Kopplung) nicht klappt`, `Falls die App nicht startet`),
		ho34aR(`nicht wahrnehmen können`, `verschieben möchten`),
		ho34aR(`うまくつながらない場合は`, `測定値がおかしい場合は`),
		ho34aR(`の変更をご希望の場合は`, `のキャンセルをご希望の場合は`),
		ho34aR(`ご不明な点がございましたら`, `ご返品をご希望の場合は`),
	)},
	// The reader is sent for help to another party than the writer's support.
	// wenden Sie sich bitte an unseren Kundendienst → … an Ihren Fachhändler;
	// サポート窓口まで → お買い上げの販売店まで; お気軽にお問い合わせください → ご契約の販売代理店へお問い合わせください.
	{"b34a_help_desk_redirected_to_other_party", "first", ho34aRules(
		ho34aR(`an unseren (Kundendienst|Kundenservice|Support)`, `an Ihren Fachhändler`),
		ho34aR(`Bei Fragen sind wir gern für Sie da`, `Bei Fragen wenden Sie sich bitte an Ihren Fachhändler`),
		ho34aR(`サポート窓口まで`, `お買い上げの販売店まで`),
		ho34aR(`本メールにご返信ください`, `配送業者へ直接お問い合わせください`),
		ho34aR(`お気軽にお問い合わせください`, `ご契約の販売代理店へお問い合わせください`),
	)},
	// The first timeout, wait or lead time of an instruction (or a delivery time) is halved.
	// bleibt 10 Minuten aktiv → 5 Minuten; 約10秒 → 約5秒; 30分前 → 15分前; 24 Stunden → 12 Stunden.
	{"b34a_timeout_or_lead_time_halved", "first", ho34aHalveDuration},
	// An item is to be handed over in person instead of sent, or sent instead of brought.
	// Bitte bringen Sie Ihre Versichertenkarte mit → Bitte schicken Sie uns Ihre Versichertenkarte vorab per Post zu;
	// でご返送ください → を添えて、店頭へお持ちください; 次の宛先にお送りください → 次の宛先へ直接お持ちください.
	{"b34a_handover_mode_post_vs_in_person", "first", ho34aRules(
		ho34aR(`Bitte bringen Sie (Ihre|Ihren|Ihr|die|den|das) ([^.;]+?) mit\b`, `Bitte schicken Sie uns $1 $2 vorab per Post zu`),
		ho34aR(`Bitte (schicken|senden) Sie (.+?) an uns zurück`, `Bitte bringen Sie $2 persönlich in eine unserer Filialen`),
		ho34aR(`でご返送ください`, `を添えて、店頭へお持ちください`),
		ho34aR(`次の宛先にお送りください`, `次の宛先へ直接お持ちください`),
	)},
	// How long a mode stays on, or a lead time, is told as a delay before it starts.
	// bleibt 10 Minuten aktiv → wird erst nach 10 Minuten aktiv; 約10秒で測定が終わり → 10秒後に測定が始まり;
	// 訪問の30分前に → 訪問の30分後に.
	{"b34a_duration_role_active_told_as_delay", "first", ho34aRules(
		ho34aR(`bleibt (\d+|zwei|drei|fünf|zehn) (Sekunden|Minuten|Stunden) aktiv`, `wird erst nach $1 $2 aktiv`),
		ho34aR(`約?(\d+)(秒|分)で(\p{Han}+)が終わり`, `${1}${2}後に${3}が始まり`),
		ho34aR(`の(\d+)(分|時間)前に`, `の${1}${2}後に`),
	)},
	// A deadline for the reader's action is tied to a later event.
	// spätestens 24 Stunden vorher → spätestens bis zum Terminbeginn; 前日の17時までに → 当日の訪問時刻までに;
	// bis zum 21.10.2026 freizugeben → bis zur nächsten Sitzung freizugeben; 10月30日までに、お見積もり → ご発注時までに、お見積もり.
	{"b34a_deadline_tied_to_later_event", "first", ho34aRules(
		ho34aR(`spätestens \d+ (Stunden|Tage) vorher`, `spätestens bis zum Terminbeginn`),
		ho34aR(`前日の\d+時までに`, `当日の訪問時刻までに`),
		ho34aR(`bis zum \d{1,2}\.\d{1,2}\.\d{4} (freizugeben|zu bestätigen|zu genehmigen)`, `bis zur nächsten Sitzung $1`),
		ho34aR(`(\d{4}年)?\d{1,2}月\d{1,2}日までに、(お見積もり|ご注文|ご契約)`, `ご発注時までに、$2`),
	)},
	// A start is told as an end.
	// Starten Sie den Kopplungsmodus erneut → Beenden Sie den Kopplungsmodus; 試験の開始は → 試験の終了は;
	// 出荷開始日 → 出荷終了日.
	{"b34a_start_told_as_end", "first", ho34aRules(
		ho34aR(`Starten Sie (den|die|das) (\S+) erneut`, `Beenden Sie $1 $2`),
		ho34aR(`(\p{Han}{2})の開始は`, `${1}の終了は`),
		ho34aR(`(\p{Han}{2})開始日`, `${1}終了日`),
	)},
	// A restriction names the option that is in fact the required one.
	// Netze, die nur im 5-GHz-Band funken → … nur im 2,4-GHz-Band …; じゅうたんや畳の上では → フローリングの上では;
	// nur werktags und nicht am Wochenende → nur am Wochenende und nicht werktags.
	{"b34a_unsupported_option_named_as_supported", "first", ho34aRules(
		ho34aR(`(die|das|der) nur im 5-GHz-Band`, `$1 nur im 2,4-GHz-Band`),
		ho34aR(`(じゅうたん|カーペット|畳)(や(じゅうたん|カーペット|畳))?の上では`, `フローリングの上では`),
		ho34aR(`nur werktags und nicht am Wochenende`, `nur am Wochenende und nicht werktags`),
	)},
	// An item is to go back to the maker or another address instead of to the writer.
	// an uns zurück → direkt an den Hersteller zurück; でご返送ください → メーカーへ直接ご返送ください;
	// 試料は次の宛先にお送りください → 試料は製造元へ直接お送りください.
	{"b34a_return_destination_made_other_party", "first", ho34aRules(
		ho34aR(`an uns zurück`, `direkt an den Hersteller zurück`),
		ho34aR(`でご返送ください`, `で、メーカーへ直接ご返送ください`),
		ho34aR(`次の宛先にお送りください：`, `製造元へ直接お送りください。なお、当方の所在地は次のとおりです：`),
	)},
	// Japanese: a polite request to act becomes a polite request not to.
	// ご返送ください → ご返送なさらないでください; ご返信ください → ご返信なさらないでください;
	// お送りください → お送りにならないでください.
	{"b34a_ja_request_made_polite_prohibition", "first", ho34aRules(
		ho34aR(`ご(\p{Han}{2})くださいますよう`, `ご${1}なさいませんよう`),
		ho34aR(`ご(\p{Han}{2})ください([^ま]|$)`, `ご${1}なさらないでください$2`),
		ho34aR(`お(\p{Hiragana}?\p{Han}\p{Hiragana}?)りください`, `お${1}りにならないでください`),
		ho34aR(`お気軽にお問い合わせください`, `お問い合わせはご遠慮ください`),
	)},
	// A quoted model name gets an edition that does not exist, so the reader picks another model.
	// „Nordwärme L9“ → „Nordwärme L9 Pro“; 「カラダノート S5」→「カラダノート S5 Pro」; „Nordlicht 40“ → „Nordlicht 40 Plus“;
	// 「ハルカゼ羽毛布団 ダブル」→「ハルカゼ羽毛布団 ダブル プレミアム」; „Barista Duo“ → „Barista Duo Plus“.
	{"b34a_quoted_model_gets_invented_edition", "first", ho34aLabelRules(
		ho34aR(`^([^ ]+ [A-Z]{1,2}\d{1,3})$`, `$1 Pro`),
		ho34aR(`^(\p{L}+ \d{1,3})$`, `$1 Plus`),
		ho34aR(`^([^ ]+ [A-Z]{2,4})$`, `$1 Pro`),
		ho34aR(`^([^ ]+ \p{Lu}\p{Ll}+)$`, `$1 Plus`),
		ho34aR(`^([^ ]+ [\p{Katakana}ー]+)$`, `$1 プレミアム`),
	)},
	// The physical item the reader must bring or send is replaced by a photo of it.
	// Bitte bringen Sie Ihre Versichertenkarte mit → Bitte schicken Sie uns vorab ein Foto Ihrer Versichertenkarte;
	// 破損品は、…でご返送ください → 破損品の写真をメールでお送りください.
	{"b34a_physical_item_replaced_by_photo", "first", ho34aRules(
		ho34aR(`Bitte bringen Sie Ihre ([^.;]+?) mit\b`, `Bitte schicken Sie uns vorab ein Foto Ihrer $1`),
		ho34aR(`Bitte (schicken|senden) Sie die ([^;.]+?) mit [^;.]+? an uns zurück`, `Bitte fotografieren Sie die $2 und schicken Sie uns das Foto per E-Mail`),
		ho34aR(`(\p{Han}+品)は、[^。]*?でご返送ください`, `${1}の写真をメールでお送りください`),
		ho34aR(`(\p{Han}+)は次の宛先にお送りください：`, `${1}の写真を次の宛先にお送りください：`),
	)},
	// A no-reply notice is added right after the invitation to ask, so the only contact
	// route the answer gives is closed. Bei Fragen sind wir gern für Sie da. → … Bitte antworten
	// Sie nicht auf diese E-Mail, sie wurde automatisch erstellt.; 本メールにご返信ください。→ … なお、本メールは送信専用です。
	{"b34a_no_reply_notice_blocks_contact_route", "first", ho34aRules(
		ho34aR(`(Bei Fragen [^.\n]+\.)`, `$1 Bitte antworten Sie nicht auf diese E-Mail, sie wurde automatisch erstellt.`),
		ho34aR(`(本メールにご返信ください。)`, `${1}なお、本メールは送信専用のため、ご返信いただいてもお答えできません。`),
		ho34aR(`(お気軽にお問い合わせください。)`, `${1}なお、本メールは送信専用のため、ご返信いただいてもお答えできません。`),
	)},
	// A step is to be done before the one it depends on: the return before the label that
	// comes with the replacement, the samples before the approval.
	// Bitte schicken Sie die defekte Lampe mit … → … die defekte Lampe noch vor Erhalt der Ersatzlieferung mit …;
	// 破損品は、交換品に同梱の → 破損品は、交換品の到着前に、交換品に同梱の.
	{"b34a_step_required_before_its_prerequisite", "first", ho34aRules(
		ho34aR(`Bitte (schicken|senden) Sie (die|den|das) ([^;.]+?) mit`, `Bitte $1 Sie $2 $3 noch vor Erhalt der Ersatzlieferung mit`),
		ho34aR(`(\p{Han}+品)は、(\p{Han}+品)に同梱の`, `${1}は、${2}の到着前に、${2}に同梱の`),
		ho34aR(`(\p{Han}+)は次の宛先にお送りください`, `${1}は、ご承認の前に次の宛先にお送りください`),
	)},
	// The instruction requires one more item the reader was never asked for.
	// Bitte bringen Sie Ihre Versichertenkarte mit → … Ihre Versichertenkarte und Ihren Personalausweis mit;
	// die defekte Lampe mit dem … → die defekte Lampe in der Originalverpackung mit dem …; 試料は次の宛先に → 試料は、記入済みの依頼書を添えて次の宛先に.
	{"b34a_extra_item_required_in_instruction", "first", ho34aRules(
		ho34aR(`Bitte bringen Sie Ihre (\p{L}+) mit`, `Bitte bringen Sie Ihre $1 und Ihren Personalausweis mit`),
		ho34aR(`Bitte (schicken|senden) Sie (die|den|das) ([^;.]+?) mit dem`, `Bitte $1 Sie $2 $3 in der Originalverpackung mit dem`),
		ho34aR(`(\p{Han}+品)は、(\p{Han}+品)に同梱の`, `${1}は、付属品一式とともに元の箱に入れ、${2}に同梱の`),
		ho34aR(`(\p{Han}+)は次の宛先にお送りください`, `${1}は、記入済みの依頼書を添えて次の宛先にお送りください`),
	)},
	// A short deadline the source never set is put on the reader's return or dispatch.
	// … an uns zurück → … innerhalb von drei Tagen an uns zurück; でご返送ください → で、3日以内にご返送ください;
	// 試料は次の宛先にお送りください → 試料は1週間以内に次の宛先にお送りください.
	{"b34a_return_deadline_invented", "first", ho34aRules(
		ho34aR(`(Bitte (schicken|senden) Sie [^;.]+?) an uns zurück`, `$1 innerhalb von drei Tagen an uns zurück`),
		ho34aR(`でご返送ください`, `で、3日以内にご返送ください`),
		ho34aR(`(\p{Han}+)は次の宛先にお送りください`, `${1}は1週間以内に次の宛先にお送りください`),
	)},
}

// ho34aChangedLines shows the lines of out that differ from golden, for reading.
func ho34aChangedLines(golden, out string) string {
	g, o := strings.Split(golden, "\n"), strings.Split(out, "\n")
	var diff []string
	for i, l := range o {
		if i >= len(g) || g[i] != l {
			diff = append(diff, l)
		}
	}
	return strings.Join(diff, " ⏎ ")
}
