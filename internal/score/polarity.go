package score

import (
	"fmt"
	"maps"
	"regexp"
	"regexp/syntax"
	"slices"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"
)

// TypePolarity is the check that the answer keeps the polarity of the golden's
// statements: a negation, included or excluded tax, net or gross, free or paid,
// possible or impossible, needed or not needed, at the earliest or at the latest, at
// least or at most, before or after, up or down, approved or rejected, passed or failed,
// and the point a relative time word names (the day before, of or after; today or
// tomorrow; this or next week, month, year or occasion; the start or end of a month;
// morning or afternoon, day or night).
const TypePolarity = "polarity"

// polarTerm is one entry of the polarity lexicon: a pattern, the pair of opposites it
// belongs to (empty for a neutral phrase that only looks polar, such as
// 申し訳ございません or "nicht nur") and its side. A clause's skeleton replaces the
// term with repl, or with the pair's name when repl is nil, so that the two sides of
// a pair leave the same skeleton. counted pairs are also compared over the whole text.
// A class of more than two members (前日, 当日, 翌日) names each member's side
// instead of neg: any two sides of it are opposites.
type polarTerm struct {
	pattern string
	pair    string
	neg     bool
	side    string
	repl    *string
	replFn  func(string) string // the affirmative of the match, where it depends on it
	counted bool
	part    bool // may stand inside a word (Nettobetrag, Bruttopreis)
}

// modalSlot is the skeleton's placeholder for a term of need, possibility or a modal
// verb.
const modalSlot = "⟨modal⟩"

// lit is a replacement string for a polarTerm.
func lit(s string) *string { return &s }

// polarTerms is the lexicon, in priority order: at one position the first entry that
// matches wins, so the longer and the neutral forms come first.
var polarTerms = []polarTerm{
	// Neutral: an apology (申し訳ございません has no ません to reverse). Thanks against an
	// apology was tried as a class and dropped: 誠にありがとうございます and 誠に申し訳
	// ございません are clauses of two words, which align across any two letters.
	{pattern: `申し訳(?:ございません|ありません|ない)`},
	// Neutral: "not only", a possibility, "as needed", "indispensable".
	{pattern: `可能性|不可欠|必要に応じ|必要性`},
	{pattern: `[Nn]icht nur`},
	// Tax included or excluded.
	{pattern: `税抜き|税抜|税別|外税`, pair: "税込/税抜", neg: true, counted: true},
	{pattern: `税込み|税込|内税`, pair: "税込/税抜", counted: true},
	{pattern: `zzgl\.|zuzüglich|exkl\.|exklusive|ohne (?:MwSt\.?|Mehrwertsteuer|USt\.?|Umsatzsteuer)`, pair: "inkl./zzgl.", neg: true, counted: true},
	{pattern: `inkl\.|inklusive|einschließlich|inkl|incl\.`, pair: "inkl./zzgl.", counted: true},
	// Included or excluded (ja).
	{pattern: `含まない|含まず|含まれない|含まれず|含まれません|含みません|除く|除き|除いて`, pair: "含む/含まない", neg: true, counted: true},
	{pattern: `含む|含み|含まれ|含めて|含め`, pair: "含む/含まない", counted: true},
	// Net or gross.
	{pattern: `[Bb]rutto`, pair: "netto/brutto", neg: true, counted: true, part: true},
	{pattern: `[Nn]etto`, pair: "netto/brutto", counted: true, part: true},
	// Possible or not, needed or not.
	// Their skeletons share one placeholder, so that a clause whose "needed" became
	// "possible" (必要です → 可能です) still aligns with the golden's and shows the change.
	{pattern: `不可能|不可`, pair: "可能/不可能", neg: true, counted: true, repl: lit(modalSlot)},
	{pattern: `可能`, pair: "可能/不可能", counted: true, repl: lit(modalSlot)},
	{pattern: `不要|必要(?:は)?(?:ありません|ございません|ない|なし)`, pair: "必要/不要", neg: true, counted: true, repl: lit(modalSlot)},
	{pattern: `必要`, pair: "必要/不要", counted: true, repl: lit(modalSlot)},
	// Free of charge or paid.
	{pattern: `有料|有償|(?:kosten|gebühren)pflichtig(?:e[mnrs]?)?|gegen Gebühr|gegen Aufpreis`, pair: "kostenlos/kostenpflichtig", neg: true, counted: true},
	{pattern: `無料|無償|(?:kostenlos|kostenfrei|unentgeltlich)(?:e[mnrs]?)?|gratis`, pair: "kostenlos/kostenpflichtig", counted: true},
	// Valid or not.
	{pattern: `無効|(?:ungültig|unwirksam)(?:e[mnrs]?)?`, pair: "gültig/ungültig", neg: true, counted: true},
	{pattern: `有効|(?:gültig|wirksam)(?:e[mnrs]?)?`, pair: "gültig/ungültig", counted: true},
	// At the earliest or at the latest, at least or at most.
	{pattern: `遅くとも|遅くても|spätestens`, pair: "frühestens/spätestens", neg: true, counted: true},
	{pattern: `早くても|frühestens|nicht vor (?:dem|Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag|\d)|nicht früher als`, pair: "frühestens/spätestens", counted: true},
	{pattern: `\d[^\s\d、。,]{0,4}(?:以下|未満|以内)|höchstens|bis zu `, pair: "mindestens/höchstens", neg: true, counted: true},
	{pattern: `\d[^\s\d、。,]{0,4}以上|mindestens`, pair: "mindestens/höchstens", counted: true},
	// A bound of a date or number, inclusive or not: 以降 (from, the day included) is
	// not より後 (after it), までに (by) not より前に (before), bis zum not vor dem.
	// From or until a clock time (ab 8 Uhr → bis 8 Uhr), clause by clause: "bis 12 Uhr"
	// also ends a range.
	{pattern: `\bbis \d{1,2}(?:[:.]\d\d)? Uhr`, pair: "ab/bis", neg: true},
	{pattern: `\bab \d{1,2}(?:[:.]\d\d)? Uhr`, pair: "ab/bis"},
	{pattern: `\d[^\s\d、。,]{0,4}以前|\d[^\s\d、。,]{0,4}までに|bis (?:zum|zur|einschließlich) \d`, pair: "以降/以前", side: "≤", counted: true},
	{pattern: `\d[^\s\d、。,]{0,4}以降に?|ab (?:dem )?\d`, pair: "以降/以前", side: "≥", counted: true},
	{pattern: `\d[^\s\d、。,]{0,4}より(?:前|以前)|vor dem \d`, pair: "以降/以前", side: "<", counted: true},
	{pattern: `\d[^\s\d、。,]{0,4}より(?:後|あと)|nach dem \d`, pair: "以降/以前", side: ">", counted: true},
	// On the day itself, clause by clause only: a fixed date made a bound (am 12.11. →
	// ab dem 12.11.; 19日に → 19日以降に) while a paraphrase that moves the date
	// elsewhere in its sentence aligns with nothing.
	{pattern: `[Aa]m \d|\d日に`, pair: "以降/以前", side: "="},
	// Only or also, still or no longer (die nur im 5-GHz-Band funken → die auch …; steht
	// noch aus → steht nicht mehr aus).
	{pattern: `\bnur\b|ausschließlich|lediglich`, pair: "nur/auch", side: "only"},
	{pattern: `\bauch\b|ebenfalls`, pair: "nur/auch", side: "also"},
	// Outstanding or in hand (steht noch aus → liegt bereits vor, ist erteilt).
	{pattern: `(?:steht|stehen) noch aus|noch ausstehend(?:e[mnrs]?)?`, pair: "ausstehend/vorliegend", neg: true},
	{pattern: `(?:liegt|liegen) (?:bereits |schon |nun |inzwischen |mittlerweile |jetzt )?vor|(?:ist|sind) (?:bereits |schon )?eingegangen|(?:steht|stehen) nicht mehr aus|(?:ist|sind|wurde|wurden) (?:bereits |schon |erfolgreich )?(?:erteilt|abgeschlossen)`, pair: "ausstehend/vorliegend"},
	// Still to be approved, where the case has it approved (die der Ausschuss
	// freigegeben hat → noch freigeben muss): before "noch", which would take it.
	{pattern: `noch (?:freigeben|genehmigen|bewilligen|zustimmen|bestätigen) (?:muss|müssen|soll|sollen)|承認待ち|未承認`, pair: "genehmigt/abgelehnt", neg: true, counted: true},
	{pattern: `noch nicht|noch kein(?:e[mnrs]?)?`, pair: "noch/nicht mehr", side: "not yet"},
	{pattern: `nicht mehr|nicht länger|kein(?:e[mnrs]?)? länger`, pair: "noch/nicht mehr", side: "no longer"},
	{pattern: `\bnoch\b|weiterhin|nach wie vor`, pair: "noch/nicht mehr", side: "still"},
	// Before or after a span of time: 30分前 → 30分後, 24 Stunden vorher → nachher.
	{pattern: `\d[^\s\d、。,]{0,4}後|nachher|im Nachhinein|\d+ (?:Minuten|Stunden|Tage|Wochen) danach`, pair: "vorher/nachher", neg: true, counted: true},
	{pattern: `\d[^\s\d、。,]{0,4}前|vorher|im Voraus`, pair: "vorher/nachher", counted: true},
	// Up or down, approved or rejected, passed or failed.
	{pattern: `減少|減額|減算|減っ|減り|低下|gesunken|sinkt|sinken|gesenkt|verringert|abgenommen|niedriger(?:e[mnrs]?)?|weniger als|Einsparung(?:en)?|Minderkosten`, pair: "mehr/weniger", neg: true, counted: true},
	{pattern: `増加|増額|加算|増え|上昇|gestiegen|steigt|steigen|erhöht|zugenommen|höher(?:e[mnrs]?)?|mehr als|Mehrkosten`, pair: "mehr/weniger", counted: true},
	{pattern: `不承認|不許可|却下|拒否|abgelehnt|abzulehnen|ablehnen|lehnt ab|Ablehnung|verweigert|zurückgewiesen|abgesagt|zurückgestellt|vertagt`, pair: "genehmigt/abgelehnt", neg: true, counted: true},
	{pattern: `承認|許可|freigegeben|freizugeben|freigeben|gibt frei|Freigabe|genehmigt|genehmigen|Genehmigung|bewilligt|zugestimmt|zugesagt`, pair: "genehmigt/abgelehnt", counted: true},
	{pattern: `不合格|失敗|durchgefallen|nicht bestanden|erfolglos|gescheitert|fehlgeschlagen|misslungen`, pair: "bestanden/nicht bestanden", neg: true, counted: true},
	{pattern: `合格|成功|bestanden|erfolgreich`, pair: "bestanden/nicht bestanden", counted: true},
	// Begun or done (Die Prüfung ist abgeschlossen → hat begonnen; 接続が完了すると → 接続が
	// 始まると).
	{pattern: `(?:hat|haben|hatte) (?:bereits |gerade )?begonnen|(?:ist|sind|wurde) (?:bereits |gerade )?gestartet|beginnt|beginnen|ist gestartet|startet|angefangen|始まる|始まった|始まり|開始され`, pair: "abgeschlossen/begonnen", neg: true},
	{pattern: `(?:ist|sind|wurde|wurden) (?:bereits |erfolgreich )?(?:abgeschlossen|hergestellt)|abgeschlossen|hergestellt|完了(?:する|した|し)?|終了(?:する|した|し)?`, pair: "abgeschlossen/begonnen"},
	// Telling or told (Frau Müller meldet → erfährt): the one who acts made the one
	// acted on.
	{pattern: `\berfährt\b|\berfahren\b|(?:wird|werden|wurde) (?:\p{L}+ ){0,3}(?:informiert|unterrichtet)|vorgestellt bekommen`, pair: "meldet/erfährt", neg: true},
	{pattern: `\bmeldet\b|\bmelden\b|\bberichtet\b|\binformiert\b|\bvorgestellt\b`, pair: "meldet/erfährt"},
	// Reporting or reported to: the party who acts made the party acted on (進捗を報告
	// した → 報告を受けた).
	{pattern: `の?(?:報告|連絡)を受け(?:る|た)?`, pair: "meldet/erfährt", neg: true},
	{pattern: `を?(?:報告|連絡)(?:した|し)`, pair: "meldet/erfährt"},
	// Cheaper or dearer, earlier or later.
	{pattern: `teurer(?:e[mnrs]?)?|teuerste[mnrs]?|高価|割高`, pair: "günstiger/teurer", neg: true, counted: true},
	{pattern: `günstiger(?:e[mnrs]?)?|günstigste[mnrs]?|billiger(?:e[mnrs]?)?|安価|割安`, pair: "günstiger/teurer", counted: true},
	{pattern: `später(?:e[mnrs]?)?|遅い|遅く|遅め`, pair: "früher/später", neg: true, counted: true},
	{pattern: `früher(?:e[mnrs]?)?|早い|早く|早め`, pair: "früher/später", counted: true},
	// Relative time: a word that names a day, week, month, year, occasion or time of
	// day relative to now or to another date. Each class is a set of opposites: a
	// member replaced by another one of its class (当日 → 前日, nächste Sitzung →
	// übernächste, 今月 → 来月, in der Nacht → am Tag) moves the date, as 前日 → 翌日 did
	// before. Words of one meaning share a side (今日 and 本日, am nächsten and am
	// folgenden Tag). A day relative to another day (前日/当日/翌日, am Vortag/am selben
	// Tag/am nächsten Tag) is counted over the text, like a pair of opposites; the
	// other classes, whose words also stand in other senses (nächste, letzte, 今回),
	// are compared clause by clause only.
	{pattern: `前々日`, pair: "前日/当日/翌日", side: "-2", counted: true},
	{pattern: `翌々日`, pair: "前日/当日/翌日", side: "+2", counted: true},
	{pattern: `前日`, pair: "前日/当日/翌日", side: "-1", counted: true},
	{pattern: `当日`, pair: "前日/当日/翌日", side: "0", counted: true},
	{pattern: `翌日`, pair: "前日/当日/翌日", side: "+1", counted: true},
	{pattern: `am übernächsten Tag(?:e)?`, pair: "Vortag/selber Tag/Folgetag", side: "+2", counted: true},
	{pattern: `am (?:selben|gleichen|selbigen) Tag(?:e)?|am Tag selbst|taggleich`, pair: "Vortag/selber Tag/Folgetag", side: "0", counted: true},
	{pattern: `am (?:nächsten|folgenden|darauffolgenden) Tag(?:e)?|am Folgetag|tags darauf`, pair: "Vortag/selber Tag/Folgetag", side: "+1", counted: true},
	{pattern: `am (?:vorherigen|vorigen) Tag(?:e)?|am Vortag|am Tag (?:davor|zuvor)|tags zuvor`, pair: "Vortag/selber Tag/Folgetag", side: "-1", counted: true},
	// Before the days: at one position the first entry wins, and "morgens" is a time
	// of day, not "morgen" (tomorrow) glued to an s.
	// The channel a message or a proof goes by: a call is not a letter, a photo not a
	// video. A generic message (Nachricht) and an e-mail are one side: a paraphrase
	// writes either.
	{pattern: `お?電話|(?:Ihre[mnrs]? )?[Aa]nruf(?:e?s)?\b|telefonisch`, pair: "Kanal", side: "phone"},
	{pattern: `メール|(?:Ihre[mnrs]? )?(?:E-Mail|[Nn]achricht(?:en)?\b)|per (?:E-)?Mail`, pair: "Kanal", side: "mail"},
	{pattern: `(?:per )?SMS|ショートメッセージ`, pair: "Kanal", side: "sms"},
	{pattern: `郵送|手紙|[Bb]rief(?:e?s)?\b|per Post|postalisch`, pair: "Kanal", side: "post"},
	{pattern: `写真|画像|Fotos?\b`, pair: "Bild", side: "photo"},
	{pattern: `動画|Videos?\b`, pair: "Bild", side: "video"},
	{pattern: `午前|vormittags|am Vormittag|morgens|am Morgen`, pair: "Tageszeit", side: "morning"},
	{pattern: `正午|mittags|am Mittag`, pair: "Tageszeit", side: "noon"},
	{pattern: `午後|nachmittags|am Nachmittag`, pair: "Tageszeit", side: "afternoon"},
	{pattern: `abends|am Abend`, pair: "Tageszeit", side: "evening"},
	{pattern: `夜間|nachts|in der Nacht|über Nacht|bei Nacht`, pair: "Tageszeit", side: "night"},
	{pattern: `昼間|tagsüber|am Tag(?:e)?|bei Tag`, pair: "Tageszeit", side: "day"},
	{pattern: `一昨日|[Vv]orgestern`, pair: "heute/morgen/gestern", side: "-2"},
	{pattern: `明後日|[Üü]bermorgen`, pair: "heute/morgen/gestern", side: "+2"},
	{pattern: `今日|本日|[Hh]eute`, pair: "heute/morgen/gestern", side: "0"},
	// Not "Morgen": the noun (am Morgen, Guten Morgen) is a time of day.
	{pattern: `明日|morgen`, pair: "heute/morgen/gestern", side: "+1"},
	{pattern: `昨日|[Gg]estern`, pair: "heute/morgen/gestern", side: "-1"},
	{pattern: `再来週`, pair: "今週/来週/先週", side: "+2"},
	{pattern: `今週|本週`, pair: "今週/来週/先週", side: "0"},
	{pattern: `来週|翌週|次週`, pair: "今週/来週/先週", side: "+1"},
	{pattern: `先週|前週`, pair: "今週/来週/先週", side: "-1"},
	{pattern: `再来月`, pair: "今月/来月/先月", side: "+2"},
	{pattern: `今月|本月|当月`, pair: "今月/来月/先月", side: "0"},
	{pattern: `来月|翌月`, pair: "今月/来月/先月", side: "+1"},
	{pattern: `先月|前月`, pair: "今月/来月/先月", side: "-1"},
	{pattern: `再来年`, pair: "今年/来年/昨年", side: "+2"},
	{pattern: `今年|本年|当年`, pair: "今年/来年/昨年", side: "0"},
	{pattern: `来年|翌年`, pair: "今年/来年/昨年", side: "+1"},
	{pattern: `昨年|去年|前年`, pair: "今年/来年/昨年", side: "-1"},
	{pattern: `次々回`, pair: "今回/次回/前回", side: "+2"},
	{pattern: `今回`, pair: "今回/次回/前回", side: "0"},
	{pattern: `次回`, pair: "今回/次回/前回", side: "+1"},
	{pattern: `前回`, pair: "今回/次回/前回", side: "-1"},
	{pattern: `月初め|月初|上旬`, pair: "月初/月中/月末", side: "start"},
	{pattern: `月中|中旬`, pair: "月初/月中/月末", side: "mid"},
	{pattern: `月末|下旬`, pair: "月初/月中/月末", side: "end"},
	{pattern: `年初|年始|年明け`, pair: "年始/年末", side: "start"},
	{pattern: `年末`, pair: "年始/年末", side: "end"},
	// The next or the last of a series (die nächste Sitzung, die letzte Rate, diese
	// Woche). "diese" only before a period's name: elsewhere it points, it does not date.
	{pattern: `übernächste[nmrs]?`, pair: "nächste/vorige", side: "+2"},
	{pattern: `(?:diese[nmrs]?|laufende[nmrs]?) (?:Woche|Monat|Monats|Jahr|Jahres|Quartal|Quartals)`, pair: "nächste/vorige", side: "0", replFn: keepLastWord("⟨nächste/vorige⟩")},
	{pattern: `nächste[nmrs]?|kommende[nmrs]?|folgende[nmrs]?`, pair: "nächste/vorige", side: "+1"},
	{pattern: `vorige[nmrs]?|vorherige[nmrs]?|letzte[nmrs]?|vergangene[nmrs]?`, pair: "nächste/vorige", side: "-1"},
	// Opposites of business text, compared clause by clause only (a clause of the
	// golden restated with the one word turned into its opposite): switched on or
	// off, opened or closed, confirmed or cancelled, held or called off, present or
	// away, on time or late, intact or damaged, complete or not, paid or open, credited
	// or charged, advantage or drawback, right or wrong, same or different, bought or
	// sold, start or end, above or below, inside or outside, with or without, before or
	// after, approximate or exact; and in Japanese オン/オフ, 開始/終了, 確定/保留,
	// 正常/異常, 遅延/前倒し, 上記/下記, 送信/受信, 入金/出金, 表示/非表示, 対象/対象外, in
	// stock or sold out, high or low, many or few, long or short, done or not possible.
	{pattern: `nicht erreichbar|abwesend|verreist|im Urlaub|außer Haus`, pair: "anwesend/abwesend", neg: true},
	{pattern: `anwesend|erreichbar|vor Ort|zu Hause|im Haus`, pair: "anwesend/abwesend"},
	{pattern: `[Dd]eaktivier(?:en|t|te|ten|ung)|[Aa]usschalten|ausgeschaltet|abschalten|abgeschaltet|inaktiv(?:e[mnrs]?)?`, pair: "ein/aus", neg: true},
	{pattern: `[Aa]ktivier(?:en|t|te|ten|ung)|[Ee]inschalten|eingeschaltet|[Aa]nschalten|angeschaltet|aktiv(?:e[mnrs]?)?`, pair: "ein/aus"},
	{pattern: `オフ(?:に|の|で|と|、|。|）|\))|無効化`, pair: "ein/aus", neg: true},
	{pattern: `オン(?:に|の|で|と|、|。|）|\))|有効化`, pair: "ein/aus"},
	{pattern: `[Ss]chließen|schließt|geschlossen`, pair: "öffnen/schließen", neg: true},
	{pattern: `[Öö]ffnen|öffnet|geöffnet`, pair: "öffnen/schließen"},
	// Asked for, confirmed or cancelled (bittet darum → bestätigt; Gewünscht →
	// Vereinbart; を希望 → で合意; bestätigen → stornieren): a request is no agreement.
	// Promised, where the case asks for it (承認を求めている → 承認を約束している). Asked
	// of, where the case asks (Frau Köhler bittet um → wird um … gebeten).
	{pattern: `を約束(?:している|しています|した|しました)`, pair: "beantragt/erhalten"},
	{pattern: `[Ss]tornier(?:en|t|te|ten)|Stornierung|annullier(?:en|t|te)|absagen`, pair: "bestätigt/storniert", side: "cancelled"},
	{pattern: `[Bb]estätig(?:en|t|te|ten)|Bestätigung|[Bb]uchen|gebucht|[Vv]ereinbart|[Zz]ugesagt|sagt zu|sagen zu|verspricht|versprochen|で合意(?:した|しました|済み)?|を了承(?:した|しました|済み)?|を約束|を確約`, pair: "bestätigt/storniert", side: "confirmed"},
	{pattern: `(?:wird|werden|wurde|wurden) (?:\p{L}+ ){0,4}gebeten`, pair: "bestätigt/storniert", side: "asked of"},
	{pattern: `bittet(?: darum| um)?|bitten(?: darum| um)?|[Gg]ewünscht|wünscht|を希望(?:する|している|します|しています)?`, pair: "bestätigt/storniert", side: "asked"},
	{pattern: `\bbietet\b|\bbieten\b|angeboten`, pair: "bestätigt/storniert", side: "offered"},
	{pattern: `entfällt|entfallen|fällt aus|fallen aus|ausfallen`, pair: "findet statt/entfällt", neg: true},
	{pattern: `erfolgt|erfolgen|findet statt|finden statt|stattfinden`, pair: "findet statt/entfällt"},
	{pattern: `verspätet(?:e[mnrs]?)?|verzögert|Verspätung|Verzögerung|in Verzug|遅れ|遅延|延期|繰り下げ|後ろ倒し`, pair: "pünktlich/verspätet", neg: true},
	{pattern: `pünktlich(?:e[mnrs]?)?|rechtzeitig|fristgerecht|termingerecht|早ま[りるっ]|前倒し|繰り上げ`, pair: "pünktlich/verspätet"},
	{pattern: `beschädigt(?:e[mnrs]?)?|defekt(?:e[mnrs]?)?|kaputt(?:e[mnrs]?)?|fehlerhaft(?:e[mnrs]?)?|mangelhaft(?:e[mnrs]?)?|異常|不具合|故障`, pair: "intakt/defekt", neg: true},
	{pattern: `unbeschädigt(?:e[mnrs]?)?|intakt(?:e[mnrs]?)?|einwandfrei(?:e[mnrs]?)?|funktionsfähig(?:e[mnrs]?)?|fehlerfrei(?:e[mnrs]?)?|正常`, pair: "intakt/defekt"},
	{pattern: `unvollständig(?:e[mnrs]?)?|lückenhaft(?:e[mnrs]?)?|未完了|未完成`, pair: "vollständig/unvollständig", neg: true},
	{pattern: `vollständig(?:e[mnrs]?)?|komplett(?:e[mnrs]?)?|完了|完成`, pair: "vollständig/unvollständig"},
	{pattern: `unbezahlt(?:e[mnrs]?)?|ausstehend(?:e[mnrs]?)?|未払い?|未入金`, pair: "bezahlt/offen", neg: true},
	{pattern: `bezahlt(?:e[mnrs]?)?|beglichen(?:e[mnrs]?)?|支払い?済み?|入金済み?`, pair: "bezahlt/offen"},
	{pattern: `belastet|Belastung|abgebucht|Abbuchung|in Rechnung gestellt|出金|引き落とし`, pair: "Gutschrift/Belastung", neg: true},
	{pattern: `gutgeschrieben|Gutschrift|(?:zurück|rück)?erstattet|(?:Rück)?[Ee]rstattung|zurücküberwiesen|入金|返金`, pair: "Gutschrift/Belastung"},
	{pattern: `Nachteile?n?|デメリット|短所`, pair: "Vorteil/Nachteil", neg: true},
	{pattern: `Vorteile?n?|メリット|長所`, pair: "Vorteil/Nachteil"},
	{pattern: `falsch(?:e[mnrs]?)?|inkorrekt(?:e[mnrs]?)?|unrichtig(?:e[mnrs]?)?|irrtümlich(?:e[mnrs]?)?|誤り|誤っ|間違[いっ]`, pair: "richtig/falsch", neg: true},
	{pattern: `richtig(?:e[mnrs]?)?|korrekt(?:e[mnrs]?)?|zutreffend(?:e[mnrs]?)?|正しい|正しく`, pair: "richtig/falsch"},
	{pattern: `unterschiedlich(?:e[mnrs]?)?|verschieden(?:e[mnrs]?)?|abweichend(?:e[mnrs]?)?|異な[るり]|違[うい]`, pair: "gleich/verschieden", neg: true},
	{pattern: `identisch(?:e[mnrs]?)?|übereinstimmend(?:e[mnrs]?)?|gleich(?:e[mnrs]?)?|同じ|同一`, pair: "gleich/verschieden"},
	{pattern: `[Vv]erkauf(?:en|t|te|ten)|Verkauf|販売|売却`, pair: "kaufen/verkaufen", neg: true},
	{pattern: `[Kk]auf(?:en|t|te|ten)|gekauft|Kauf|erworben|購入|買`, pair: "kaufen/verkaufen"},
	{pattern: `Ende|Schluss|終了|終わ[りるっ]|停止|中止`, pair: "Anfang/Ende", neg: true},
	{pattern: `Anfang|Beginn|開始|始ま[りるっ]|再開`, pair: "Anfang/Ende"},
	{pattern: `unten|unterhalb|下記`, pair: "oben/unten", neg: true},
	{pattern: `oben|oberhalb|上記`, pair: "oben/unten"},
	{pattern: `außerhalb|außen|draußen|対象外|適用外|範囲外`, pair: "innen/außen", neg: true},
	{pattern: `innerhalb|innen|drinnen|対象|適用|範囲内`, pair: "innen/außen"},
	{pattern: `(?:bleibt|wird|werden|bleiben) überschritten|überschreitet|überschreiten`, pair: "eingehalten/überschritten", neg: true, repl: lit("⟨eingehalten⟩")},
	{pattern: `(?:bleibt|wird|werden|bleiben) eingehalten|einhält|einhalten`, pair: "eingehalten/überschritten", repl: lit("⟨eingehalten⟩")},
	// As usual or as an exception (wie gewohnt → ausnahmsweise; 通常どおり → 例外的に).
	{pattern: `ausnahmsweise|例外的に|今回に限り`, pair: "wie gewohnt/ausnahmsweise", neg: true},
	{pattern: `wie gewohnt|wie üblich|wie bisher|通常どおり|通常通り|従来どおり|従来通り`, pair: "wie gewohnt/ausnahmsweise"},
	// A cause turned into a concession (Weil … → Obwohl …; ため → にもかかわらず).
	{pattern: `[Oo]bwohl|[Tt]rotz|(?:である|なの|な)?にもかかわらず|(?:である|なの|な)?にも関わらず`, pair: "weil/obwohl", neg: true},
	{pattern: `[Ww]eil|[Aa]ufgrund|(?:である|な)?ため`, pair: "weil/obwohl"},
	// Whose: the reader's or ours (der von Ihnen bestellten → von uns bestellten).
	{pattern: `Ihnen|Ihrer|Ihren|Ihrem|Ihres|Ihre|Ihr`, pair: "Ihr/unser", neg: true},
	{pattern: `unserer|unseren|unserem|unseres|unsere|unser|uns`, pair: "Ihr/unser"},
	// Before or after another step, clause by clause (Bestätigen Sie anschließend →
	// zuvor; 入れてから → 入れる前に; bis dahin → ab dann; それまで → それ以降).
	{pattern: `[Zz]uvor|[Dd]avor|[Vv]orab|る前に|する前に|[Bb]is dahin|それまで|それ以前`, pair: "zuvor/danach", neg: true},
	{pattern: `[Aa]nschließend|[Dd]anach|[Ii]m Anschluss|[Aa]b dann|[Aa]b da|てから|た後で?|たあと|それ以降|それ以後|その後`, pair: "zuvor/danach"},
	// Not before or already (erst am 23.11. → schon am 23.11.).
	{pattern: `\b(?:schon|bereits)\b`, pair: "erst/schon", neg: true},
	{pattern: `\berst\b`, pair: "erst/schon"},
	// Too far or too near, down or up, open or shut.
	{pattern: `\bnah(?:e|er)?\b|in der Nähe`, pair: "weit/nah", neg: true},
	{pattern: `\bweit\b|weit entfernt`, pair: "weit/nah"},
	{pattern: `\bhoch\b`, pair: "herunter/hoch", neg: true},
	{pattern: `\bherunter\b`, pair: "herunter/hoch"},
	{pattern: `閉じ|閉め`, pair: "開け/閉じ", neg: true},
	{pattern: `開け|開き`, pair: "開け/閉じ"},
	// Free to ask, or bound to (お気軽にお問い合わせください → 必ずお問い合わせください).
	{pattern: `必ず`, pair: "gern/unbedingt", neg: true},
	{pattern: `お気軽に|気軽に|ご遠慮なく|遠慮なく`, pair: "gern/unbedingt"},
	{pattern: `ohne`, pair: "mit/ohne", neg: true},
	{pattern: `mit`, pair: "mit/ohne"},
	{pattern: `nach`, pair: "vor/nach", neg: true},
	{pattern: `vor`, pair: "vor/nach"},
	// A proposal made a decision (延期することを提案している → が決定した).
	{pattern: `を提案(?:している|しています|した|しました|する)|を(?:提言|打診)(?:している|した)`, pair: "vorgeschlagen/beschlossen", neg: true},
	{pattern: `[がを]決定(?:した|しました|している|された|されました)|が決ま(?:った|りました)`, pair: "vorgeschlagen/beschlossen"},
	// Approval asked for or obtained (承認を求めている → 承認を得た).
	{pattern: `を求め(?:ている|ています|る|た)|を(?:依頼|申請)(?:している|しています)`, pair: "beantragt/erhalten", neg: true},
	{pattern: `を得(?:た|ました|ている|ています)|を取得(?:した|しました)`, pair: "beantragt/erhalten"},
	// Sent with it or apart (beiliegend → separat zugesandt, 同梱 → 別送, 付属 → 別売).
	{pattern: `別送|別売り?|別途(?:お送り|発送|送付|ご購入)|anzufordernde[nmrs]?|anfordern müssen|(?:separat|gesondert)(?:e[mnrs]?)?(?: (?:zugesandt|zugeschickt|verschickt|versandt|geliefert)(?:e[mnrs]?)?)?`, pair: "beiliegend/separat", neg: true},
	{pattern: `同梱|付属|beiliegend(?:e[mnrs]?)?|beigelegt(?:e[mnrs]?)?|beigefügt(?:e[mnrs]?)?|mitgeliefert(?:e[mnrs]?)?|anbei`, pair: "beiliegend/separat"},
	// The same or another (同じ数字 → 別の数字, wie gewohnt → ausnahmsweise, 引き続き →
	// 新たに).
	{pattern: `別の|新たに|ausnahmsweise|am Folgetag|am nächsten Tag`, pair: "gleich/verschieden", neg: true},
	{pattern: `引き続き|wie gewohnt|wie bisher|am selben Tag|am gleichen Tag|derselbe|dieselbe|denselben|demselben|dasselbe`, pair: "gleich/verschieden"},
	// Done or under way (確認済み → 確認中).
	{pattern: `(?:確認|対応|調査|手配|処理|発送|修理|作業|準備|申請|審査|配送|回答|返信|報告)(?:中|待ち|予定|する)`, pair: "済み/待ち", neg: true},
	{pattern: `(?:確認|対応|調査|手配|処理|発送|修理|作業|準備|申請|審査|配送|回答|返信|報告)(?:済み|済)`, pair: "済み/待ち"},
	{pattern: `保留|未定|仮(?:予約|押さえ|決定)|検討中`, pair: "確定/保留", neg: true},
	{pattern: `確定|決定|決まり|決まっ`, pair: "確定/保留"},
	{pattern: `待ち`, pair: "済み/待ち", neg: true},
	{pattern: `済み|済`, pair: "済み/待ち"},
	{pattern: `受信|受け付け`, pair: "送信/受信", neg: true},
	{pattern: `送信`, pair: "送信/受信"},
	// By itself or by hand (自動的に送られます → 手動で送ります): the words share a
	// kanji, which a rewording may keep, so they are counted.
	{pattern: `手動|(?i:manuell|von Hand|per Hand)`, pair: "automatisch/manuell", neg: true, counted: true},
	{pattern: `自動|(?i:automatisch)`, pair: "automatisch/manuell", counted: true},
	{pattern: `非表示`, pair: "表示/非表示", neg: true},
	{pattern: `表示`, pair: "表示/非表示"},
	{pattern: `在庫切れ|欠品|品切れ|完売|売り切れ|ausverkauft|vergriffen`, pair: "auf Lager/ausverkauft", neg: true},
	{pattern: `在庫あり|在庫がございます|入荷|auf Lager|vorrätig|lieferbar|verfügbar`, pair: "auf Lager/ausverkauft"},
	{pattern: `低い|低く|安い|安く|安め|低額`, pair: "高い/安い", neg: true},
	{pattern: `高い|高く|高め|高額`, pair: "高い/安い"},
	{pattern: `少な[いく]`, pair: "多い/少ない", neg: true},
	{pattern: `多[いく]`, pair: "多い/少ない"},
	{pattern: `短[いく]|短縮`, pair: "長い/短い", neg: true},
	{pattern: `長[いく]|延長`, pair: "長い/短い"},
	{pattern: `約|およそ|[Cc]a\.|circa|etwa|ungefähr|rund`, pair: "ungefähr/genau", neg: true},
	{pattern: `ちょうど|ぴったり|genau|exakt`, pair: "ungefähr/genau"},
	// Done, or not possible: 確認いたしました → 確認できませんでした.
	{pattern: `できませんでした|できかねます|できません|できない|できず|いたしませんでした|いたしません|いたしかねます|いたしかねる|いたしかね`, pair: "できる/できない", neg: true, repl: lit("⟨する⟩")},
	// Who does it: ours (発送いたします, 発送させていただきます) or the reader's
	// (発送していただきます): the giving and receiving of an action turned round.
	{pattern: `させていただきました|させていただきます`, pair: "できる/できない", repl: lit("⟨する⟩")},
	{pattern: `(?:して)?いただきました|(?:して)?いただきます|(?:して)?いただいた`, pair: "できる/できない", side: "reader", repl: lit("⟨する⟩")},
	{pattern: `いたしました|できました|いたします|できます|できる|できた`, pair: "できる/できない", repl: lit("⟨する⟩")},
	// A verb's plain or polite past, ours (お送りした, 追加しました), kept apart from
	// ございました and いたした by the stem before it.
	{pattern: `[\p{Han}りきちにみび]し(?:まし)?た`, pair: "できる/できない", replFn: func(m string) string { r, _ := utf8.DecodeRuneInString(m); return string(r) + "⟨する⟩" }},
	// A polite verb (お送り, ご確認) done by the reader (お送りいただいた) or by us
	// (お送りした), before the events below take its verb.
	{pattern: `[おご]\p{Han}{1,3}[りきしちにみび]?(?:いただいた|いただきました)`, pair: "できる/できない", side: "reader", replFn: politeVerbStem},
	{pattern: `[おご]\p{Han}{1,3}[りきしちにみび]?(?:いたしました|いたした|しました|した)`, pair: "できる/できない", replFn: politeVerbStem},
	// The events of an order: ordered, shipped, delivered, received. A clause that
	// ships on a date must not deliver on it (Der Versand erfolgt am … → Die Lieferung;
	// 発送予定 → 到着予定). The article goes with the noun: the two differ in gender.
	{pattern: `bestellt(?:e[mnrs]?)?|bestellen|(?:[Dd]ie )?Bestellung|注文|発注`, pair: "Auftrag", side: "order"},
	{pattern: `versandt|versendet|verschickt|abgeschickt|[Vv]ersenden|[Vv]erschicken|(?:[Dd]er )?Versand|発送|出荷|送付|お送り`, pair: "Auftrag", side: "ship"},
	{pattern: `geliefert|zugestellt|[Ll]iefern|[Zz]ustellen|(?:[Dd]ie )?(?:Lieferung|Zustellung)|eintreffen|ankommen|Ankunft|お届け|届け|届き|届く|到着|着荷|配達|納品|納入`, pair: "Auftrag", side: "arrive"},
	{pattern: `erhalten|empfangen|受領|受け取り|受け取っ|受取`, pair: "Auftrag", side: "receive"},
	// A condition negated: ご希望の場合 → ご希望でない場合; がございましたら →
	// がございませんでしたら.
	{pattern: `(?:で|では)ない場合`, pair: "not", neg: true, repl: lit("の場合")},
	{pattern: `ございませんでし`, pair: "not", neg: true, repl: lit("ございまし")},
	{pattern: `ありませんでし`, pair: "not", neg: true, repl: lit("ありまし")},
	// "May" made "does" (測定できないことがあります → 測定できません, 遅れる場合があります
	// → 遅れます): the hedge leaves the skeleton and stays in the signature.
	{pattern: `(?:こと|場合)が(?:あります|ございます|あり|ある)`, pair: "sometimes", side: "sometimes", repl: lit("")},
	// Negation, compared clause by clause only: a paraphrase moves negations about.
	{pattern: `unmöglich(?:e[mnrs]?)?`, pair: "not", neg: true, repl: lit("möglich")},
	{pattern: `unverändert(?:e[mnrs]?)?`, pair: "not", neg: true, repl: lit("verändert")},
	{pattern: `unzulässig(?:e[mnrs]?)?`, pair: "not", neg: true, repl: lit("zulässig")},
	{pattern: `[Nn]ichts`, pair: "not", neg: true, repl: lit("etwas")},
	{pattern: `[Nn]icht|[Nn]iemals|[Nn]ie`, pair: "not", neg: true, repl: lit("")},
	{pattern: `[Kk]einerlei`, pair: "not", neg: true, repl: lit("")},
	{pattern: `[Kk]ein(?:e[mnrs]?)?`, pair: "not", neg: true},
	{pattern: `ではありません|ではございません|じゃありません`, pair: "not", neg: true, repl: lit("です")},
	{pattern: `ませんでした`, pair: "not", neg: true, repl: lit("ました")},
	{pattern: `ございません`, pair: "not", neg: true, repl: lit("ございます")},
	{pattern: `ありません`, pair: "not", neg: true, repl: lit("あります")},
	{pattern: `ません`, pair: "not", neg: true, repl: lit("ます")},
	// Plain negation of a verb: 取り込めない, 冷えない, できない, つながらない, しない.
	{pattern: `[\p{Hiragana}]ない`, pair: "not", neg: true, replFn: plainAffirmative},
	// A German modal: must or can (muss → kann, können → müssen), compared clause by
	// clause only, like a negation: a paraphrase words its modals freely elsewhere.
	{pattern: `muss|müssen|musst|müsste|müssten`, pair: "müssen/können", neg: true, repl: lit(modalSlot)},
	{pattern: `kann|können|könnte|könnten|darf|dürfen`, pair: "müssen/können", repl: lit(modalSlot)},
	// A Japanese request made optional: ご連絡ください → ご連絡くださっても構いません.
	{pattern: `(?:くださらなく|なさらなく|しなく|いただかなく)ても(?:結構です|構いません|かまいません|差し支えありません)`, pair: "müssen/können", repl: lit(modalSlot)},
	{pattern: `(?:くださって|して|いただいて)?も(?:構い|かまい)ません|ても結構です`, pair: "müssen/können", repl: lit(modalSlot)},
	// Neutral: the courteous tail of a request (ご連絡くださいますようお願いいたします is
	// ご連絡ください), so that the request aligns with its optional form.
	{pattern: `ますようお願い(?:いたし|申し上げ|し)ます`, repl: lit("")},
	{pattern: `くださいませ|ください`, pair: "müssen/können", neg: true, repl: lit(modalSlot)},
	// A deadline or a start (last: spätestens, abgelehnt and the like match first): bis (zum) and ab (dem), まで(に) and から, clause by clause.
	{pattern: `[Bb]is zum|[Bb]is zur|[Bb]is`, pair: "bis/ab", neg: true, repl: lit("⟨bis/ab⟩")},
	{pattern: `[Aa]b dem|[Aa]b der|[Aa]b`, pair: "bis/ab", repl: lit("⟨bis/ab⟩")},
	// Since (a past start) is neither: seit Mittwoch → ab Mittwoch moves it ahead.
	{pattern: `[Ss]eit dem|[Ss]eit der|[Ss]eit`, pair: "bis/ab", side: "seit", repl: lit("⟨bis/ab⟩")},
	{pattern: `までに|まで`, pair: "まで/から", neg: true, repl: lit("⟨まで/から⟩")},
	{pattern: `から`, pair: "まで/から", repl: lit("⟨まで/から⟩")},
}

// taxMention is any word of a tax (消費税 は別途, MwSt. kommt hinzu): an answer that
// names the tax in its own words keeps the basis.
var taxMention = regexp.MustCompile(`(?i)税|MwSt|Mehrwertsteuer|USt|Umsatzsteuer|Steuer|netto|brutto`)

// keepLastWord replaces a term by the placeholder and the term's last word, so that
// "diese Woche" leaves the skeleton "nächste Woche" leaves.
func keepLastWord(placeholder string) func(string) string {
	return func(m string) string { return placeholder + m[strings.LastIndex(m, " ")+1:] }
}

// politeVerbStem keeps a polite verb's stem (お送り of お送りいただいた) before the
// placeholder, so that the reader's and our doing of it align.
func politeVerbStem(m string) string {
	for _, end := range []string{"いただきました", "いただいた", "いたしました", "いたした", "しました", "した"} {
		if stem, ok := strings.CutSuffix(m, end); ok {
			return stem + "⟨する⟩"
		}
	}
	return m
}

// godanDictionary maps the a-row kana of a godan verb's negative stem to the u-row of
// its dictionary form (わからない → わかる, 間に合わない → 間に合う).
var godanDictionary = map[rune]string{
	'か': "く", 'が': "ぐ", 'さ': "す", 'た': "つ", 'な': "ぬ", 'ば': "ぶ", 'ま': "む", 'ら': "る", 'わ': "う",
}

// plainAffirmative is the dictionary form of a plain negative verb ending (the kana
// before ない and ない): しない → する, こない → くる, a godan stem's a-row → u-row, and an
// ichidan stem (i- or e-row) + る. Any other kana before ない (よくない, ではない) is
// left as it is, a clause the skeletons then do not align.
func plainAffirmative(m string) string {
	r, _ := utf8.DecodeRuneInString(m)
	switch {
	case r == 'し':
		return "する"
	case r == 'こ':
		return "くる"
	case godanDictionary[r] != "":
		return godanDictionary[r]
	case strings.ContainsRune("いきぎじちぢにひびみりえけげせぜてでねべめれ", r):
		return string(r) + "る"
	}
	return m
}

// polarAt is each term of the lexicon anchored at the start of a text, and polarFirst
// the runes each can start with. polarHits tries, at each position from the left,
// the terms that can start with its rune in the lexicon's order and takes the first
// that matches: the leftmost-first choice of one alternation of them all, which
// Go's regexp makes slow (170 alternatives, no literal to skip ahead by).
var (
	polarAt = func() []*regexp.Regexp {
		out := make([]*regexp.Regexp, len(polarTerms))
		for i, t := range polarTerms {
			out[i] = regexp.MustCompile(`^(?:` + t.pattern + `)`)
		}
		return out
	}()
	polarFirst = func() []runeSet {
		out := make([]runeSet, len(polarTerms))
		for i, t := range polarTerms {
			re, err := syntax.Parse(t.pattern, syntax.Perl)
			if err != nil {
				panic(err) // polarAt compiled it
			}
			set, nullable := firstRunes(re.Simplify())
			if nullable {
				set = runeSet{any: true}
			}
			out[i] = set
		}
		return out
	}()
	// polarByRune caches, for each rune met, the terms that can start with it.
	polarByRune = struct {
		sync.Mutex
		m map[rune][]int
	}{m: map[rune][]int{}}
)

// runeSet is a set of runes: ranges lo–hi, or any rune.
type runeSet struct {
	ranges []rune // pairs
	any    bool
}

func (s runeSet) has(r rune) bool {
	if s.any {
		return true
	}
	for i := 0; i+1 < len(s.ranges); i += 2 {
		if s.ranges[i] <= r && r <= s.ranges[i+1] {
			return true
		}
	}
	return false
}

func (s *runeSet) add(o runeSet) {
	s.any = s.any || o.any
	s.ranges = append(s.ranges, o.ranges...)
}

// firstRunes returns the runes a match of re can start with, and whether re can match
// the empty string (then what follows it can start the match too).
func firstRunes(re *syntax.Regexp) (runeSet, bool) {
	switch re.Op {
	case syntax.OpLiteral:
		if len(re.Rune) == 0 {
			return runeSet{}, true
		}
		r := re.Rune[0]
		set := runeSet{ranges: []rune{r, r}}
		if re.Flags&syntax.FoldCase != 0 {
			for f := unicode.SimpleFold(r); f != r; f = unicode.SimpleFold(f) {
				set.ranges = append(set.ranges, f, f)
			}
		}
		return set, false
	case syntax.OpCharClass:
		return runeSet{ranges: slices.Clone(re.Rune)}, false
	case syntax.OpAnyChar, syntax.OpAnyCharNotNL:
		return runeSet{any: true}, false
	case syntax.OpCapture, syntax.OpPlus:
		return firstRunes(re.Sub[0])
	case syntax.OpQuest, syntax.OpStar:
		set, _ := firstRunes(re.Sub[0])
		return set, true
	case syntax.OpRepeat:
		set, nullable := firstRunes(re.Sub[0])
		return set, nullable || re.Min == 0
	case syntax.OpConcat:
		var set runeSet
		for _, sub := range re.Sub {
			s, nullable := firstRunes(sub)
			set.add(s)
			if !nullable {
				return set, false
			}
		}
		return set, true
	case syntax.OpAlternate:
		var set runeSet
		nullable := false
		for _, sub := range re.Sub {
			s, n := firstRunes(sub)
			set.add(s)
			nullable = nullable || n
		}
		return set, nullable
	}
	// Empty matches and assertions (^, $, \b) consume nothing.
	return runeSet{}, true
}

// termsStartingWith returns the indexes of the terms that can start with r, in the
// lexicon's order.
func termsStartingWith(r rune) []int {
	polarByRune.Lock()
	defer polarByRune.Unlock()
	if ts, ok := polarByRune.m[r]; ok {
		return ts
	}
	ts := []int{}
	for i, f := range polarFirst {
		if f.has(r) {
			ts = append(ts, i)
		}
	}
	polarByRune.m[r] = ts
	return ts
}

// polarHit is one polarity term found in a text.
type polarHit struct {
	term  *polarTerm
	start int
	end   int
}

// hitCache keeps the hits of the texts judged lately: an answer repeats most clauses
// of its golden, and a study judges one golden against hundreds of answers. It is
// emptied when it holds maxCachedTexts texts.
var hitCache = struct {
	sync.Mutex
	m map[string][]polarHit
}{m: map[string][]polarHit{}}

const maxCachedTexts = 1 << 14

// polarHits finds the polarity terms of text. A Latin term is a whole word (nie is
// not the end of Familie), unless it may stand inside one. The result is shared:
// callers only read it.
func polarHits(text string) []polarHit {
	hitCache.Lock()
	hits, ok := hitCache.m[text]
	hitCache.Unlock()
	if ok {
		return hits
	}
	for i := 0; i < len(text); {
		r, size := utf8.DecodeRuneInString(text[i:])
		matched := false
		for _, ti := range termsStartingWith(r) {
			if loc := polarAt[ti].FindStringIndex(text[i:]); loc != nil && loc[1] > 0 {
				t, end := &polarTerms[ti], i+loc[1]
				if t.part || wholeWord(text, i, end) {
					hits = append(hits, polarHit{t, i, end})
				}
				i, matched = end, true
				break
			}
		}
		if !matched {
			i += size
		}
	}
	hitCache.Lock()
	if len(hitCache.m) >= maxCachedTexts {
		clear(hitCache.m)
	}
	hitCache.m[text] = hits
	hitCache.Unlock()
	return hits
}

// wholeWord reports whether text[s:e] is not glued to Latin letters on a side where
// it begins or ends with one.
func wholeWord(text string, s, e int) bool {
	first, _ := utf8.DecodeRuneInString(text[s:])
	last, _ := utf8.DecodeLastRuneInString(text[:e])
	before, _ := utf8.DecodeLastRuneInString(text[:s])
	after, _ := utf8.DecodeRuneInString(text[e:])
	latin := func(r rune) bool { return r < 0x250 && unicode.IsLetter(r) }
	return !(latin(first) && latin(before)) && !(latin(last) && latin(after))
}

// polarCounts counts each counted pair's sides over the text: "税込/税抜+" and "…-".
func polarCounts(texts []string) map[string]int {
	n := map[string]int{}
	for _, t := range texts {
		for _, h := range polarHits(t) {
			if h.term.counted && !(h.term.pair == "günstiger/teurer" && quantified.MatchString(t[:h.start])) {
				n[sideKey(h.term)]++
			}
		}
	}
	return n
}

// quantified is an amount right before a comparative (915,00 € teurer, 2.440 €
// günstiger): a difference the answer works out, which the facts checks judge, not
// the golden's comparison turned round.
var quantified = regexp.MustCompile(`\d(?:[.,]?\d)*\s?(?:€|EUR|Euro|円|%)\s+$`)

// doneStep is a step reported done (確認済み, 発送済); its X is what 未X says is not.
var doneStep = regexp.MustCompile(`(確認|対応|調査|手配|処理|発送|修理|作業|準備|申請|審査|配送|回答|返信|報告|入金|到着)済`)

// notYetDone names a step the golden reports done (X済み) that the answer reports not
// done (未X) and never done; "" when none.
func notYetDone(golden, answer string) string {
	for _, m := range doneStep.FindAllStringSubmatch(golden, -1) {
		if strings.Contains(answer, "未"+m[1]) && !strings.Contains(golden, "未"+m[1]) && !strings.Contains(answer, m[0]) {
			return fmt.Sprintf("%q became %q: a step done made one not yet done", m[0], "未"+m[1])
		}
	}
	return ""
}

func sideKey(t *polarTerm) string {
	if t.side != "" {
		return t.pair + "=" + t.side
	}
	if t.neg {
		return t.pair + "-"
	}
	return t.pair + "+"
}

// polarClause is a clause with its polarity terms neutralised (the skeleton) and the
// sides of the terms it had (the signature).
type polarClause struct {
	text, skeleton, signature string
}

// notYet is a German negation that a clause may take without another change: nicht,
// noch nicht or noch kein…, with the blank after it. A clause with it and one
// without are otherwise alike even where the negation splits a term of the lexicon
// (bleibt eingehalten, bleibt nicht eingehalten).
var notYet = regexp.MustCompile(`\b(?:[Nn]och )?[Nn]icht\s+|\b[Nn]och kein(?:e[mnrs]?)?\s*`)

// keinWord is German kein with its ending and the blank after it.
var keinWord = regexp.MustCompile(`(?:^|\b)[Kk]ein(?:e[mnrs]?)? `)

// clauseBreak splits a text into clauses: at sentence and clause punctuation, line
// breaks and a full stop before a space. Brackets and quotes do not end a clause:
// 「接続」を押します and 10月21日（水）です are one clause each.
var clauseBreak = regexp.MustCompile(`[。！？!?\n;；、，,:：]|\. `)

// polarClauses returns the clauses of the texts that hold a skeleton of at least
// minSkeleton letters: shorter ones ("nicht", "am Montag") match by accident.
func polarClauses(texts []string) []polarClause {
	const minSkeleton = 6
	var out []polarClause
	for _, t := range texts {
		for _, cl := range clauseBreak.Split(t, -1) {
			skel, sig := skeleton(cl)
			if utf8.RuneCountInString(skel) >= minSkeleton {
				out = append(out, polarClause{strings.TrimSpace(cl), skel, sig})
			}
		}
	}
	return out
}

// skeleton is the clause with each polarity term replaced by its pair's name (or its
// affirmative form) and everything but letters and digits removed, and the sorted
// sides of the terms it replaced.
func skeleton(cl string) (string, string) {
	var b strings.Builder
	var sides []string
	last := 0
	for _, h := range polarHits(cl) {
		b.WriteString(cl[last:h.start])
		last = h.end
		if h.term.pair == "" {
			if h.term.repl != nil { // a neutral phrase the skeleton leaves out
				b.WriteString(*h.term.repl)
			} else {
				b.WriteString(cl[h.start:h.end])
			}
			continue
		}
		sides = append(sides, sideKey(h.term))
		switch {
		case h.term.repl != nil:
			b.WriteString(*h.term.repl)
		case h.term.replFn != nil:
			b.WriteString(h.term.replFn(cl[h.start:h.end]))
		case h.term.pair == "not": // kein, keine, keinen → ein, eine, einen
			b.WriteString(strings.ToLower(cl[h.start+1 : h.end]))
		default:
			b.WriteString("⟨" + h.term.pair + "⟩")
		}
	}
	b.WriteString(cl[last:])
	skel := strings.Map(func(r rune) rune {
		r = unicode.ToLower(r) // "Keine Reparatur" and "Eine Reparatur" align
		if unicode.IsLetter(r) || unicode.IsNumber(r) || r == '⟨' || r == '⟩' || r == '/' {
			return r
		}
		return -1
	}, b.String())
	slices.Sort(sides)
	return skel, strings.Join(sides, " ")
}

// polarity passes when the answer keeps the polarity of the golden (Golden). It fails
// when a counted pair's term of the golden is replaced by its opposite (the golden
// has two 税込 and no 税抜, the answer one 税込 and one 税抜; netto became brutto;
// frühestens spätestens), and when a clause of the answer is one of the golden's but
// for its polarity (a negation dropped or added: "werden nicht unterstützt" →
// "werden unterstützt", できません → できます). A paraphrase that drops a term or
// words its clause otherwise is no flip.
func (c Check) polarity(res Result, text string) Result {
	if strings.TrimSpace(c.Golden) == "" {
		return fail(res, 0, "no golden configured")
	}
	golden, answer := factTexts(Tidy(c.Golden)), factTexts(text)
	var flips []string
	gc, ac := polarCounts(golden), polarCounts(answer)
	// The sides of each counted pair or class: a side the answer has fewer of than the
	// golden and another it has more of is a term replaced by its opposite.
	pairs := map[string][]string{}
	for i := range polarTerms {
		if t := &polarTerms[i]; t.counted && !slices.Contains(pairs[t.pair], sideKey(t)) {
			pairs[t.pair] = append(pairs[t.pair], sideKey(t))
		}
	}
	for _, p := range slices.Sorted(maps.Keys(pairs)) {
		pos, neg := p+"+", p+"-"
		if slices.Contains(pairs[p], pos) {
			if gc[pos] > ac[pos] && ac[neg] > gc[neg] || gc[neg] > ac[neg] && ac[pos] > gc[pos] {
				flips = append(flips, fmt.Sprintf("%s: the golden's %d affirmative and %d negative became %d and %d", p, gc[pos], gc[neg], ac[pos], ac[neg]))
			}
			continue
		}
		var lost, gained string
		for _, k := range pairs[p] {
			if gc[k] > ac[k] && lost == "" {
				lost = k
			}
			if ac[k] > gc[k] && gained == "" {
				gained = k
			}
		}
		if lost != "" && gained != "" {
			flips = append(flips, fmt.Sprintf("%s: the golden's side %s became %s", p, strings.TrimPrefix(lost, p+"="), strings.TrimPrefix(gained, p+"=")))
		}
	}
	// A step done made one not yet done (確認済み → 未確認): the particles change with
	// it (破損を確認済みで → 破損は未確認で), so no clause pairs with the golden's.
	if w := notYetDone(strings.Join(golden, "\n"), strings.Join(answer, "\n")); w != "" {
		flips = append(flips, w)
	}
	// The tax basis of the golden's amounts, dropped altogether: an amount without it
	// may be net or gross.
	for _, p := range []string{"税込/税抜", "inkl./zzgl.", "netto/brutto"} {
		if gc[p+"+"]+gc[p+"-"] > 0 && ac[p+"+"]+ac[p+"-"] == 0 && !taxMention.MatchString(strings.Join(answer, "\n")) {
			flips = append(flips, fmt.Sprintf("%s: the golden's %d mentions of the tax basis are all gone", p, gc[p+"+"]+gc[p+"-"]))
		}
	}
	sigs := map[string][]string{}
	for _, cl := range polarClauses(golden) {
		sigs[cl.skeleton] = append(sigs[cl.skeleton], cl.signature)
		// "keine Leerzeichen" says no to a bare plural: its affirmative has no article.
		if m := keinWord.FindStringIndex(cl.text); m != nil {
			alt, _ := skeleton(cl.text[:m[0]] + cl.text[m[1]:])
			sigs[alt] = append(sigs[alt], cl.signature)
		}
	}
	// A negation put in or left out: the clause without it aligns with the other
	// side's (bisher sind 212.400,00 € abgerechnet → noch nicht abgerechnet).
	gNotYet, gNeg := map[string][]string{}, map[string]string{}
	for _, cl := range polarClauses(golden) {
		if m := notYet.FindString(cl.text); m != "" {
			if alt, altSig := skeleton(notYet.ReplaceAllString(cl.text, "")); alt != cl.skeleton {
				gNotYet[alt] = append(gNotYet[alt], altSig)
				gNeg[alt] = strings.TrimSpace(m)
			}
		}
	}
	seen := map[string]bool{}
	for _, cl := range polarClauses(answer) {
		if seen[cl.text] {
			continue
		}
		if m := notYet.FindString(cl.text); m != "" {
			// Without it, the clause is the golden's, polarity and all (liegt noch
			// nicht vor for steht noch aus is the same said the other way).
			alt, altSig := skeleton(notYet.ReplaceAllString(cl.text, ""))
			if _, aligned := sigs[cl.skeleton]; !aligned && slices.Contains(sigs[alt], altSig) && gNotYet[alt] == nil {
				seen[cl.text] = true
				flips = append(flips, fmt.Sprintf("%q puts %q into the golden's clause", clipRunes(cl.text, 60), strings.TrimSpace(m)))
				continue
			}
		} else if _, aligned := sigs[cl.skeleton]; !aligned && slices.Contains(gNotYet[cl.skeleton], cl.signature) {
			seen[cl.text] = true
			flips = append(flips, fmt.Sprintf("%q drops the golden's %q", clipRunes(cl.text, 60), gNeg[cl.skeleton]))
			continue
		}
		gs, ok := sigs[cl.skeleton]
		if !ok || slices.Contains(gs, cl.signature) || seen[cl.text] {
			continue
		}
		seen[cl.text] = true
		flips = append(flips, fmt.Sprintf("%q reverses the golden's clause (%s → %s)", clipRunes(cl.text, 60), orNone(gs[0]), orNone(cl.signature)))
	}
	if len(flips) > 0 {
		return fail(res, 0, "polarity reversed: %s", strings.Join(flips, "; "))
	}
	if edits := sentenceEdits(c.Lang, answer, strings.Join(golden, "\n")); len(edits) > 0 {
		return fail(res, 0, "a sentence of the golden changed in one place: %s", strings.Join(edits, "; "))
	}
	if moved := sentencesReordered(c.Lang, answer, strings.Join(golden, "\n")); len(moved) > 0 {
		return fail(res, 0, "the golden's sentences told in another order: %s", strings.Join(moved, "; "))
	}
	if inverted := causesInverted(c.Lang, answer, strings.Join(golden, "\n")); len(inverted) > 0 {
		return fail(res, 0, "cause and effect turned round: %s", strings.Join(inverted, "; "))
	}
	return pass(res, 1, "the polarity of the golden kept")
}

func orNone(sig string) string {
	if sig == "" {
		return "affirmative"
	}
	return sig
}
