package grade

// Blind batch 38a: product and service attributes. The answer names the right
// product or service but gives it a wrong attribute a customer would act on: a
// smaller or larger size or plan tier, another material, a sibling consumable or
// radio band, another power source, a sibling form factor, a service told as goods
// or a rental told as a purchase, a replacement of the successor model or from a
// third-party maker, an accessory told as the device itself, a changed device spec
// figure, the next model size in a series, delivery or on-site service made customer
// pickup, human support made self-service, and a paper document made digital.

import (
	"fmt"
	"regexp"
	"strconv"
)

// ho38aRule rewrites the first match of re with the template rep (or with f when set).
type ho38aRule struct {
	re  *regexp.Regexp
	rep string
	f   func(m []string) string
}

func ho38aR(re, rep string) ho38aRule { return ho38aRule{re: regexp.MustCompile(re), rep: rep} }

func ho38aF(re string, f func(m []string) string) ho38aRule {
	return ho38aRule{re: regexp.MustCompile(re), f: f}
}

// ho38aFirstRule applies the first rule, in order, that matches s, at its first match.
func ho38aFirstRule(s string, rules []ho38aRule) string {
	for _, r := range rules {
		loc := r.re.FindStringSubmatchIndex(s)
		if loc == nil {
			continue
		}
		var nw string
		if r.f != nil {
			m := make([]string, len(loc)/2)
			for i := range m {
				if loc[2*i] >= 0 {
					m[i] = s[loc[2*i]:loc[2*i+1]]
				}
			}
			nw = r.f(m)
		} else {
			nw = string(r.re.ExpandString(nil, r.rep, s, loc))
		}
		if nw == s[loc[0]:loc[1]] {
			continue
		}
		return s[:loc[0]] + nw + s[loc[1]:]
	}
	return s
}

// ho38aByLang picks the ja or de rules.
func ho38aByLang(ja, de []ho38aRule) func(lang, s string) string {
	return func(lang, s string) string {
		if lang == "ja" {
			return ho38aFirstRule(s, ja)
		}
		return ho38aFirstRule(s, de)
	}
}

var heldOutBatch38a = []heldOutKind{
	// 「ハルカゼ羽毛布団 ダブル」→「… セミダブル」; „Barista Duo“ → „Barista Solo“;
	// カイケイクラウド Pro → カイケイクラウド Lite.
	{"b38a_size_or_tier_word_stepped_down", "first", ho38aByLang(
		[]ho38aRule{
			ho38aR(`(^|[^ミ])ダブル`, "${1}セミダブル"),
			ho38aR(`キング`, "クイーン"),
			ho38aR(`クイーン`, "ダブル"),
			ho38aR(`([\p{L}ー」] ?)Pro\b`, "${1}Lite"),
			ho38aR(`([\p{L}ー」] ?)Premium\b`, "${1}Standard"),
			ho38aR(`([\p{L}ー」] ?)(?:Max|XL)\b`, "${1}Mini"),
		},
		[]ho38aRule{
			ho38aR(`\bDuo\b`, "Solo"),
			ho38aR(`\bPro\b`, "Basic"),
			ho38aR(`\bPremium\b`, "Standard"),
			ho38aR(`\bMax\b`, "Mini"),
			ho38aR(`Doppelbett`, "Einzelbett"),
		})},
	// ダブル → キング; Duo → Trio; Pro → Enterprise: the answer names a bigger,
	// dearer edition than ordered.
	{"b38a_size_or_tier_word_stepped_up", "first", ho38aByLang(
		[]ho38aRule{
			ho38aR(`(^|[^ミ])ダブル`, "${1}キング"),
			ho38aR(`シングル`, "ダブル"),
			ho38aR(`([\p{L}ー」] ?)Pro\b`, "${1}Enterprise"),
			ho38aR(`([\p{L}ー」] ?)Lite\b`, "${1}Pro"),
		},
		[]ho38aRule{
			ho38aR(`\bDuo\b`, "Trio"),
			ho38aR(`\bSolo\b`, "Duo"),
			ho38aR(`\bPro\b`, "Enterprise"),
			ho38aR(`\bBasic\b`, "Pro"),
			ho38aR(`Einzelbett`, "Doppelbett"),
		})},
	// 羽毛布団 → 羊毛布団; „Barista Duo“ (Edelstahl) → (Aluminium);
	// Stahlträger für das Dach → Aluminiumträger.
	{"b38a_material_word_swapped", "first", ho38aByLang(
		[]ho38aRule{
			ho38aR(`羽毛`, "羊毛"),
			ho38aR(`ステンレス`, "アルミ"),
			ho38aR(`木製`, "樹脂製"),
			ho38aR(`本革`, "合成皮革"),
			ho38aR(`ガラス製`, "プラスチック製"),
		},
		[]ho38aRule{
			ho38aR(`Edelstahl`, "Aluminium"),
			ho38aR(`\bStahl`, "Aluminium"),
			ho38aR(`Echtleder`, "Kunstleder"),
			ho38aR(`Massivholz`, "Pressspan"),
			ho38aR(`\bAluminium`, "Kunststoff"),
		})},
	// 出張修理 → 持ち込み修理; 交換品は10月19日に発送予定 → …から店頭で受け取り可能;
	// Wir senden Ihnen … eine Ersatzlampe zu → Wir legen Ihnen … in unserer Filiale
	// zur Abholung bereit; Die Lieferung erfolgt am … → Die Ware steht am … zur Abholung bereit.
	{"b38a_delivery_or_onsite_made_customer_pickup", "first", ho38aByLang(
		[]ho38aRule{
			ho38aR(`出張修理`, "持ち込み修理"),
			ho38aR(`に発送予定`, "から店頭で受け取り可能"),
			ho38aR(`に発送いたします`, "から店頭でお渡しいたします"),
			ho38aR(`新しいお届け予定日は`, "店頭でのお受け取り開始日は"),
			ho38aR(`宅配便でお届け`, "店頭でお渡し"),
		},
		[]ho38aRule{
			ho38aR(`Vor-Ort-(Service|Reparatur)`, "Einsende-$1"),
			ho38aR(`Wir senden Ihnen (.{1,60}?) zu\b`, "Wir legen Ihnen $1 in unserer Filiale zur Abholung bereit"),
			ho38aR(`Die Lieferung erfolgt (am .{1,60}? Uhr)`, "Die Ware steht $1 in unserem Lager zur Abholung bereit"),
			ho38aR(`liefern wir Ihnen`, "stellen wir Ihnen zur Abholung bereit"),
		})},
	// CR2032 → CR2025; コピー用紙A4 → コピー用紙A3; WLAN im 2,4-GHz-Band → im 5-GHz-Band.
	{"b38a_consumable_or_band_spec_sibling", "first", func(lang, s string) string {
		return ho38aFirstRule(s, []ho38aRule{
			ho38aF(`\bCR20(\d\d)\b`, func(m []string) string {
				if m[1] == "32" {
					return "CR2025"
				}
				return "CR2032"
			}),
			ho38aR(`単3形`, "単4形"),
			ho38aR(`\bLR6\b`, "LR03"),
			ho38aR(`(用紙|Papier ?|紙)A4`, "${1}A3"),
			ho38aR(`\bDIN A4\b`, "DIN A3"),
			ho38aR(`2,4-GHz`, "5-GHz"),
			ho38aR(`2[.,]4 ?GHz`, "5 GHz"),
			ho38aF(`\b(iOS|Android) (\d+)`, func(m []string) string {
				n, _ := strconv.Atoi(m[2])
				return fmt.Sprintf("%s %d", m[1], n+1)
			}),
		})
	}},
	// 新しい電池に交換してください → 電池を充電してください; Gas-Spitzenlastkessel →
	// Öl-Spitzenlastkessel; Ihre Wärmepumpe „Nordwärme L9“ → Ihre Gasheizung „…“.
	{"b38a_power_or_energy_source_swapped", "first", ho38aByLang(
		[]ho38aRule{
			ho38aR(`新しい電池に交換`, "電池を充電"),
			ho38aR(`乾電池式`, "充電式"),
			ho38aR(`充電式`, "乾電池式"),
			ho38aR(`ガス給湯器`, "電気温水器"),
		},
		[]ho38aRule{
			ho38aR(`\bGas-(\p{L})`, "Öl-$1"),
			ho38aR(`\b(Ihre|Ihrer|die|der|Die) Wärmepumpe([ ,.])`, "$1 Gasheizung$2"),
			ho38aR(`akkubetrieben`, "netzbetrieben"),
			ho38aR(`Ölheizung`, "Gasheizung"),
		})},
	// Stehlampe „Nordlicht 40“ → Tischlampe; Siebträgermaschine → Kapselmaschine;
	// ヒエール冷蔵庫 R450 → ヒエール冷凍庫 R450; 電気ケトル → 電気ポット;
	// 羽毛布団 → 羽毛肌掛け布団; Backofenthermometer → Grillthermometer.
	{"b38a_product_form_factor_sibling", "first", ho38aByLang(
		[]ho38aRule{
			ho38aR(`電気ケトル`, "電気ポット"),
			ho38aR(`冷蔵庫`, "冷凍庫"),
			ho38aR(`浄水ポット`, "浄水ボトル"),
			ho38aR(`ドラム式洗濯機`, "縦型洗濯機"),
			ho38aR(`ノートパソコン`, "デスクトップパソコン"),
			ho38aR(`羽毛布団`, "羽毛肌掛け布団"),
		},
		[]ho38aRule{
			ho38aR(`Stehlampe`, "Tischlampe"),
			ho38aR(`Siebträgermaschine`, "Kapselmaschine"),
			ho38aR(`Kaffeevollautomat`, "Kapselmaschine"),
			ho38aR(`Wandleuchte`, "Deckenleuchte"),
			ho38aR(`Standventilator`, "Tischventilator"),
			ho38aR(`Notebook`, "Desktop-PC"),
			ho38aR(`Backofenthermometer`, "Grillthermometer"),
		})},
	// 追加ユーザー分の料金 → 追加ユーザー分の買い切りライセンス料; Gärkorbreinigungsservice →
	// Gärkorbreinigungsset; Bereitschaftspauschale für eine mobile Heizzentrale → Kaufpreis für ….
	{"b38a_service_or_rental_told_as_purchase", "first", ho38aByLang(
		[]ho38aRule{
			ho38aR(`(ユーザー|ライセンス)分の料金`, "${1}分の買い切りライセンス料"),
			ho38aR(`(ユーザー|ライセンス)料金`, "${1}の買い切りライセンス料"),
			ho38aR(`レンタル料`, "購入代金"),
			ho38aR(`リース料`, "購入代金"),
		},
		[]ho38aRule{
			ho38aR(`(Miete|Mietgebühr|Leihgebühr|Bereitschaftspauschale) für (eine|einen|ein|die|den|das) `, "Kaufpreis für $2 "),
			ho38aR(`(\p{L}*(?:reinigungs|wartungs|installations|montage|reparatur))service\b`, "${1}set"),
			ho38aR(`\bMietgerät`, "Kaufgerät"),
		})},
	// 交換品は10月19日に発送 → 後継機種の交換品は…; eine Ersatzlampe → eine Ersatzlampe des
	// Nachfolgemodells; ein Austauschgerät → ein Austauschgerät des Nachfolgemodells.
	{"b38a_replacement_made_successor_model", "first", ho38aByLang(
		[]ho38aRule{
			ho38aR(`交換品は`, "後継機種の交換品は"),
			ho38aR(`(^|[^の])(交換品|代替品)`, "${1}後継機種の$2"),
		},
		[]ho38aRule{
			ho38aR(`\b(ein|eine|einen) ((?:Ersatz|Austausch)\p{L}+)`, "$1 $2 des Nachfolgemodells"),
		})},
	// プリンタートナー TN-293 → プリンター TN-293; 交換用パッキン → 交換用本体; Schaltschrankzubehör → Schaltschrank;
	// Backofenthermometer Präzisa → Backofen Präzisa.
	{"b38a_accessory_told_as_main_device", "first", ho38aByLang(
		[]ho38aRule{
			ho38aR(`(\p{Katakana}{3,}ー?)(?:トナー|インク|カートリッジ|用フィルター)`, "$1"),
			ho38aR(`(ホチキス|ステープラー)針`, "$1"),
			ho38aR(`交換用(?:パッキン|フィルター|カートリッジ|ふた|フタ)`, "交換用本体"),
		},
		[]ho38aRule{
			ho38aR(`(\p{Lu}\p{Ll}{3,})(?:zubehör|thermometer|ersatzteile?|toner|kartusche)\b`, "$1"),
		})},
	// 2メートル以内 → 10メートル以内; コピー用紙A4（500枚×5冊）→（250枚×5冊）;
	// Der Kopplungsmodus bleibt 10 Minuten aktiv → 30 Minuten.
	{"b38a_device_spec_figure_changed", "first", ho38aByLang(
		[]ho38aRule{
			ho38aF(`(\d+)(メートル|m)以内`, func(m []string) string {
				n, _ := strconv.Atoi(m[1])
				return strconv.Itoa(n*5) + m[2] + "以内"
			}),
			ho38aF(`(\d+)枚×`, func(m []string) string {
				n, _ := strconv.Atoi(m[1])
				if n%2 != 0 {
					return strconv.Itoa(n*2) + "枚×"
				}
				return strconv.Itoa(n/2) + "枚×"
			}),
			ho38aF(`容量(\d+)(L|リットル)`, func(m []string) string {
				n, _ := strconv.Atoi(m[1])
				return "容量" + strconv.Itoa(n*2) + m[2]
			}),
		},
		[]ho38aRule{
			ho38aF(`bleibt (\d+) Minuten aktiv`, func(m []string) string {
				n, _ := strconv.Atoi(m[1])
				return "bleibt " + strconv.Itoa(n*3) + " Minuten aktiv"
			}),
			ho38aF(`(\d+) (Watt|Liter|Meter)\b`, func(m []string) string {
				n, _ := strconv.Atoi(m[1])
				return strconv.Itoa(n*2) + " " + m[2]
			}),
		})},
	// „Nordlicht 40“ → „Nordlicht 60“; ヒエール冷蔵庫 R450 → R500; ホチキス針 No.10 → No.3.
	{"b38a_model_size_number_next_in_series", "first", func(lang, s string) string {
		step := func(n int) int {
			if n < 100 {
				return n + 20
			}
			return n + 50
		}
		return ho38aFirstRule(s, []ho38aRule{
			ho38aF(`(\p{Lu}\p{Ll}{3,}|\p{Katakana}{3,}) ([1-9]\d?0)([“」”"'’ ]|$)`, func(m []string) string {
				for _, suf := range []string{"straße", "weg", "platz", "allee", "gasse", "fach", "ring"} {
					if len(m[1]) >= len(suf) && m[1][len(m[1])-len(suf):] == suf {
						return m[0]
					}
				}
				n, _ := strconv.Atoi(m[2])
				return m[1] + " " + strconv.Itoa(step(n)) + m[3]
			}),
			ho38aF(`(^|[^\w-])([A-Z]{1,2})([1-9]\d{1,2}0)\b`, func(m []string) string {
				n, _ := strconv.Atoi(m[3])
				return m[1] + m[2] + strconv.Itoa(step(n))
			}),
			ho38aF(`No\.(\d+)`, func(m []string) string {
				if m[1] == "10" {
					return "No.3"
				}
				return "No.10"
			}),
		})
	}},
	// サポート窓口までお問い合わせください → よくあるご質問（FAQ）ページをご確認ください;
	// wenden Sie sich bitte an unseren Kundendienst → lesen Sie bitte die FAQ auf unserer Website.
	{"b38a_support_contact_made_self_service_faq", "first", ho38aByLang(
		[]ho38aRule{
			ho38aR(`(?:お気軽に|サポート窓口まで|窓口まで)お問い合わせください`, "よくあるご質問（FAQ）ページをご確認ください"),
			ho38aR(`本メールにご返信ください`, "よくあるご質問（FAQ）ページをご確認ください"),
			ho38aR(`お電話ください`, "よくあるご質問（FAQ）ページをご確認ください"),
		},
		[]ho38aRule{
			ho38aR(`wenden Sie sich (?:bitte )?an unseren Kundendienst`, "lesen Sie bitte die FAQ auf unserer Website"),
			ho38aR(`Bei Fragen sind wir gern für Sie da`, "Antworten auf Ihre Fragen finden Sie in den FAQ auf unserer Website"),
			ho38aR(`(?:rufen Sie uns (?:gern|gerne|bitte) an|melden Sie sich (?:gern|gerne|bitte) bei uns)`, "lesen Sie bitte die FAQ auf unserer Website"),
		})},
	// 訪問日時 → ビデオ通話でのリモート診断日時; Ihren Kontrolltermin → Ihren telefonischen
	// Kontrolltermin; dass ein Installateur kommt → dass ein Installateur per Videoanruf berät.
	{"b38a_onsite_service_made_remote", "first", ho38aByLang(
		[]ho38aRule{
			ho38aR(`訪問日時`, "ビデオ通話でのリモート診断日時"),
			ho38aR(`出張(修理|点検|設置)`, "オンラインでの$1サポート"),
			ho38aR(`ご来店`, "オンラインでのご相談"),
		},
		[]ho38aRule{
			ho38aR(`\b(Ihren|Ihr|den|einen) (\p{L}*termin)\b`, "$1 telefonischen $2"),
			ho38aR(`ein (Installateur|Techniker|Monteur|Handwerker) kommt`, "ein $1 per Videoanruf berät"),
			ho38aR(`Vor-Ort-(Termin|Service|Einsatz)`, "Online-$1"),
		})},
	// 交換品に同梱の返送用伝票 → メールでお送りする返送用QRコード; mit dem beiliegenden
	// Rücksendeetikett → mit dem Rücksendeetikett, das wir Ihnen per E-Mail schicken,.
	{"b38a_paper_document_made_digital", "first", ho38aByLang(
		[]ho38aRule{
			ho38aR(`(?:\p{Han}+に)?(?:同梱|付属)の返送用伝票`, "メールでお送りする返送用QRコード"),
			ho38aR(`請求書の送付先は(.+?)に変わります`, "請求書は今後、電子メールで${1}に送られます"),
			ho38aR(`請求書を郵送`, "請求書をメールで送付"),
		},
		[]ho38aRule{
			ho38aR(`mit dem beiliegenden Rücksendeetikett`, "mit dem Rücksendeetikett, das wir Ihnen per E-Mail schicken,"),
			ho38aR(`Die Rechnung senden wir wie gewohnt an`, "Die Rechnung senden wir künftig nur noch per E-Mail statt an"),
			ho38aR(`per Post`, "per E-Mail"),
		})},
	// 交換用パッキン → 他社製の交換用パッキン; 交換品は → 他社製の代替品は;
	// プリンタートナー → 互換プリンタートナー;
	// eine Ersatzlampe → eine kompatible Ersatzlampe eines Fremdherstellers.
	{"b38a_genuine_part_made_third_party", "first", ho38aByLang(
		[]ho38aRule{
			ho38aR(`(^|[^の])交換用(\p{Katakana}{2,})`, "${1}他社製の交換用$2"),
			ho38aR(`(^|[^換])(プリンタートナー|インクカートリッジ)`, "${1}互換$2"),
			ho38aR(`純正`, "互換"),
			ho38aR(`交換品は`, "他社製の代替品は"),
		},
		[]ho38aRule{
			ho38aF(`\b(ein|eine|einen) ((?:Ersatz|Austausch)\p{L}+)`, func(m []string) string {
				adj := map[string]string{"ein": "kompatibles", "eine": "kompatible", "einen": "kompatiblen"}[m[1]]
				return m[1] + " " + adj + " " + m[2] + " eines Fremdherstellers"
			}),
			ho38aR(`Original(toner|zubehör|ersatzteil)`, "Fremd$1"),
		})},
}
