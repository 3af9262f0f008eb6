package grade

// Blind batch 63b: part and whole, container and contents, place granularity. Every
// kind keeps the answer's words but for one place, where a property, fault, cost or
// act is moved between a part and the whole it belongs to (pump and machine, filter
// slot and pot, bathroom ceiling and flat, compressor and plant, one budget line and
// the budget), goods are confused with their packaging or an enclosure with the wrong
// box, or a place is made coarser (flat to house, lab to university, branch to firm,
// city to federal state or prefecture) or moved to the head office.

import (
	"strings"
)

// ho63bPartFaultWhole moves a fault or a test result from the part it concerns to
// the whole unit.
var ho63bPartFaultWholeJa = []hoRule{
	hoR(`フィルター差し込み口が割れて`, "ポット本体が割れて"),
	hoR(`冷凍室が冷えない`, "冷蔵庫全体が冷えない"),
}

var ho63bPartFaultWholeDe = []hoRule{
	hoR(`Die Druckbehälterprüfung ist bestanden`, "Die Prüfung der gesamten Anlage ist bestanden"),
	hoR(`Wasser aus der Badezimmerdecke tropft`, "Wasser aus den Decken aller Räume tropft"),
}

// ho63bSwapDevicePart moves what is exchanged or returned between the device and
// one of its parts.
var ho63bSwapDevicePartJa = []hoRule{
	hoR(`交換品は(10月19日に発送)`, "交換用の差し込み口部品は$1"),
	hoR(`新しい電池に交換してください`, "新しい本体に交換してください"),
}

var ho63bSwapDevicePartDe = []hoRule{
	hoR(`Bitte schicken Sie die defekte Lampe mit`, "Bitte schicken Sie nur das Netzteil der defekten Lampe mit"),
	hoR(`ein Austauschgerät`, "eine Austauschpumpe"),
	hoR(`Die alte Gasheizung im`, "Der alte Gasbrenner im"),
}

// ho63bUnitCoarse makes the unit a place or act concerns coarser: the flat the
// whole house, the lab the university, the branch the whole firm.
var ho63bUnitCoarseJa = []hoRule{
	hoR(`(株式会社アオバ精工)の大阪営業所は`, "${1}は"),
}

var ho63bUnitCoarseDe = []hoRule{
	hoR(`direkt an das Prüflabor:`, "direkt an die Hochschule:"),
	hoR(`in der Wohnung von Herrn Weiß \(Brückenstraße 12, 2\. OG\)`, "im Haus von Herrn Weiß (Brückenstraße 12)"),
	hoR(`im Verwaltungsgebäude Lübeck`, "in allen Gebäuden am Standort Lübeck"),
	hoR(`in der Zahnarztpraxis Dr\. Öztürk, Gärtnerweg 7`, "im Ärztehaus Gärtnerweg 7"),
}

// ho63bCityState replaces a city by its federal state or prefecture.
var ho63bCityStateJa = []hoRule{
	hoR(`80331 München`, "80331 Bayern"),
	hoR(`厚木物流センターの相模原移転`, "厚木物流センターの神奈川県内への移転"),
	hoR(`^(東京都|大阪府|京都府|北海道|\p{Han}{2,3}県)\p{Han}{1,4}[市区町村]\S+$`, "$1"),
}

var ho63bCityStateDe = []hoRule{
	hoR(`^Lüneburg$`, "Niedersachsen"),
	hoR(`^Dresden$`, "Sachsen"),
	hoR(`67059 Ludwigshafen am Rhein`, "67059 Rheinland-Pfalz"),
	hoR(`Verwaltungsgebäude Lübeck`, "Verwaltungsgebäude in Schleswig-Holstein"),
}

// ho63bPackaging confuses goods with their packaging.
var ho63bPackagingJa = []hoRule{
	hoR(`破損品は、`, "破損品の空き箱は、"),
	hoR(`本体を硬く平らな床に置きます`, "本体を箱に入れたまま硬く平らな床に置きます"),
}

var ho63bPackagingDe = []hoRule{
	hoR(`Bitte schicken Sie die defekte Lampe mit`, "Bitte schicken Sie den leeren Originalkarton der Lampe mit"),
	hoR(`bittet um ein Rücksendeetikett`, "bittet um einen leeren Versandkarton für die Rücksendung"),
	hoR(`der Versand der von Ihnen bestellten Teile`, "der Versand der leeren Transportkisten für die von Ihnen bestellten Teile"),
}

// ho63bProductPart names the bought product as one of its parts.
var ho63bProductPartJa = []hoRule{
	hoR(`「アクアピュア浄水ポット P3」`, "「アクアピュア浄水ポット P3」用の交換フィルター"),
	hoR(`「ハルカゼ羽毛布団 ダブル」`, "「ハルカゼ羽毛布団 ダブル」用の布団カバー"),
	hoR(`^ソラノ電気ケトル K1$`, "ソラノ電気ケトル K1 用ふた"),
	hoR(`ヒエール冷蔵庫 R450（`, "ヒエール冷蔵庫 R450用の製氷皿（"),
}

var ho63bProductPartDe = []hoRule{
	hoR(`die Siebträgermaschine („Barista Duo“)`, "den Siebträger der $1"),
}

// ho63bPartCostWhole books the cost of one part to the whole.
var ho63bPartCostWholeJa = []hoRule{
	hoR(`追加ユーザー分の料金`, "全ユーザー分の料金"),
}

var ho63bPartCostWholeDe = []hoRule{
	hoR(`(Mehrkosten von [\d.]+,\d\d €) für Schallschutzwände`, "$1 für das gesamte Projekt"),
	hoR(`([\d.]+,\d\d €) für die Stahlträger`, "$1 für die gesamte Heizungsanlage"),
}

// ho63bHeadOffice puts at the head office what happens at a branch or centre.
var ho63bHeadOfficeJa = []hoRule{
	hoR(`旧事務所（`, "旧本社（"),
	hoR(`厚木物流センターの相模原移転`, "本社の相模原移転"),
	hoR(`配送センターでの作業遅延`, "本社での作業遅延"),
}

var ho63bHeadOfficeDe = []hoRule{}

// ho63bSignerStaff widens the signer or signing unit to the whole staff or firm.
var ho63bSignerStaffJa = []hoRule{
	hoR(`(ハルカゼ寝具店) カスタマーサポート 岡田$`, "$1 スタッフ一同"),
	hoR(`Prof\. Dr\. Katharina Weber教授$`, "Institut für Schwingungstechnik 職員一同"),
}

var ho63bSignerStaffDe = []hoRule{
	hoR(`(Mit freundlichen Grüßen\n)Ken Yamada\n`, "${1}Alle Mitarbeiterinnen und Mitarbeiter\n"),
	hoR(`(Mit freundlichen Grüßen\n)Ihr Kundenservice von Leuchtenhaus Nord$`, "${1}Ihr Leuchtenhaus Nord"),
}

// ho63bLateWhole says the whole system is late where only one part is.
var ho63bLateWholeJa = []hoRule{
	hoR(`修正版の提供（`, "ハコブネ WMS 本体の提供（"),
}

var ho63bLateWholeDe = []hoRule{
	hoR(`kommt der Verdichter erst am`, "kommt die gesamte Anlage erst am"),
	hoR(`die nötigen Stahlträger für das Dach erst am (\S+) geliefert werden`, "die komplette neue Heizungsanlage erst am $1 geliefert wird"),
}

// ho63bWholeNarrow narrows a whole-scope figure, warranty or pending approval to
// one component.
var ho63bWholeNarrowJa = []hoRule{
	hoR(`初期費用の予算は`, "内装工事の予算は"),
}

var ho63bWholeNarrowDe = []hoRule{
	hoR(`\| 5 Jahre \|`, "| 5 Jahre (nur auf den Verdichter) |"),
	hoR(`die Genehmigung der Gewerbeaufsicht steht noch aus`, "die Genehmigung der Gewerbeaufsicht steht nur noch für den Verdichter aus"),
	hoR(`Das Budget von ([\d.]+,\d\d €) bleibt`, "Das Budget von $1 für die Wärmepumpen bleibt"),
}

// ho63bEnclosure puts an enclosed item in the wrong container.
var ho63bEnclosureJa = []hoRule{
	hoR(`交換品に同梱の返送用伝票`, "破損品の箱に入っていた返送用伝票"),
	hoR(`付属のコイン形電池`, "本体にあらかじめ入っているコイン形電池"),
}

var ho63bEnclosureDe = []hoRule{
	hoR(`mit dem beiliegenden Rücksendeetikett`, "mit dem Rücksendeetikett aus dem Originalkarton der defekten Lampe"),
}

// ho63bBodyMember credits a body's decision or the approval asked of it to one
// member.
var ho63bBodyMemberJa = []hoRule{
	hoR(`(10月20日)の経営会議で、`, "${1}に社長へ、"),
}

var ho63bBodyMemberDe = []hoRule{
	hoR(`die der Ausschuss freigegeben hat`, "die Frau Dr. Vogt freigegeben hat"),
	hoR(`Herr Strauß bittet, die`, "Herr Strauß bittet den kaufmännischen Geschäftsführer, die"),
}

// ho63bSameSite puts a site that is elsewhere in the same building or grounds as
// the other site of the text.
var ho63bSameSiteJa = []hoRule{
	hoR(`(令和8年11月16日（月）)に移転します`, "${1}に同じビル内の別フロアへ移転します"),
	hoR(`の相模原移転について`, "の同じ敷地内での移転について"),
}

var ho63bSameSiteDe = []hoRule{
	hoR(`direkt an das Prüflabor:`, "direkt an das Prüflabor im Gebäude unseres Zentralen Einkaufs:"),
}

// ho63bPointWhole turns a point-of-use property into one of the whole product line
// or account: one user added made a whole department, the 5-GHz exclusion made all
// WLAN networks, the carpet warning made every floor.
var ho63bPointWholeJa = []hoRule{
	hoR(`ユーザーを1名追加`, "部署全体のユーザーを追加"),
	hoR(`じゅうたんや畳の上では`, "どのような床の上でも"),
}

var ho63bPointWholeDe = []hoRule{
	hoR(`Netze, die nur im 5-GHz-Band funken, werden`, "WLAN-Netze werden"),
}

var heldOutBatch63b = []heldOutKind{
	// A fault or test result of one part claimed for the whole unit:
	// フィルター差し込み口が割れて → ポット本体が割れて; Die Druckbehälterprüfung ist
	// bestanden → Die Prüfung der gesamten Anlage ist bestanden.
	{"b63b_part_fault_or_test_result_claimed_for_whole_unit", "first", hoByLang(ho63bPartFaultWholeJa, ho63bPartFaultWholeDe)},
	// What is exchanged or returned moved between the device and one of its parts:
	// ein Austauschgerät → eine Austauschpumpe; 新しい電池に交換してください →
	// 新しい本体に交換してください.
	{"b63b_exchanged_or_returned_thing_moved_between_device_and_part", "first", hoByLang(ho63bSwapDevicePartJa, ho63bSwapDevicePartDe)},
	// The unit a place or act concerns coarsened to the building or firm around it:
	// in der Wohnung von Herrn Weiß (Brückenstraße 12, 2. OG) → im Haus von Herrn Weiß
	// (Brückenstraße 12); 株式会社アオバ精工の大阪営業所は → 株式会社アオバ精工は.
	{"b63b_unit_coarsened_to_whole_building_or_firm", "first", hoByLang(ho63bUnitCoarseJa, ho63bUnitCoarseDe)},
	// A city replaced by its federal state or prefecture: "city": "Lüneburg" →
	// "Niedersachsen"; 80331 München → 80331 Bayern.
	{"b63b_city_coarsened_to_its_state_or_prefecture", "first", hoByLang(ho63bCityStateJa, ho63bCityStateDe)},
	// Goods confused with their packaging: Bitte schicken Sie die defekte Lampe mit →
	// den leeren Originalkarton der Lampe mit; 本体を硬く平らな床に置きます →
	// 本体を箱に入れたまま硬く平らな床に置きます.
	{"b63b_goods_confused_with_their_packaging", "first", hoByLang(ho63bPackagingJa, ho63bPackagingDe)},
	// The bought product named as one of its parts: die Siebträgermaschine „Barista
	// Duo“ → den Siebträger der „Barista Duo“; 「ハルカゼ羽毛布団 ダブル」 →
	// 「ハルカゼ羽毛布団 ダブル」用の布団カバー.
	{"b63b_product_named_as_one_of_its_parts", "first", hoByLang(ho63bProductPartJa, ho63bProductPartDe)},
	// The cost of one part booked to the whole: Mehrkosten von 36.400,00 € für
	// Schallschutzwände → für das gesamte Projekt; 追加ユーザー分の料金5,500円 →
	// 全ユーザー分の料金5,500円.
	{"b63b_cost_of_a_part_booked_to_the_whole", "first", hoByLang(ho63bPartCostWholeJa, ho63bPartCostWholeDe)},
	// A branch or centre made the head office: 旧事務所（〒541-0041） → 旧本社（〒541-0041）;
	// 配送センターでの作業遅延 → 本社での作業遅延.
	{"b63b_branch_or_centre_made_head_office", "first", hoByLang(ho63bHeadOfficeJa, ho63bHeadOfficeDe)},
	// The signer (or signing unit the prompt prescribes) widened to the whole staff
	// or firm: ハルカゼ寝具店 カスタマーサポート 岡田 → ハルカゼ寝具店 スタッフ一同;
	// Ken Yamada → Alle Mitarbeiterinnen und Mitarbeiter.
	{"b63b_signer_widened_to_whole_staff_or_firm", "raw", hoByLang(ho63bSignerStaffJa, ho63bSignerStaffDe)},
	// The whole system said to be late where one part is: kommt der Verdichter erst am
	// 23.11.2026 → kommt die gesamte Anlage erst am 23.11.2026; 修正版の提供（10月23日） →
	// ハコブネ WMS 本体の提供（10月23日）.
	{"b63b_late_part_told_as_whole_system_late", "first", hoByLang(ho63bLateWholeJa, ho63bLateWholeDe)},
	// A whole-scope figure, warranty or pending approval narrowed to one component:
	// | 5 Jahre | → | 5 Jahre (nur auf den Verdichter) |; 初期費用の予算は3億2,000万円 →
	// 内装工事の予算は3億2,000万円.
	{"b63b_whole_scope_figure_or_guarantee_narrowed_to_component", "first", hoByLang(ho63bWholeNarrowJa, ho63bWholeNarrowDe)},
	// An enclosed item put in the wrong container: 交換品に同梱の返送用伝票 →
	// 破損品の箱に入っていた返送用伝票; mit dem beiliegenden Rücksendeetikett → mit dem
	// Rücksendeetikett aus dem Originalkarton der defekten Lampe.
	{"b63b_enclosed_item_put_in_wrong_container", "first", hoByLang(ho63bEnclosureJa, ho63bEnclosureDe)},
	// A body's decision, or the approval asked of it, credited to one member: die der
	// Ausschuss freigegeben hat → die Frau Dr. Vogt freigegeben hat; 10月20日の経営会議で、
	// → 10月20日に社長へ、.
	{"b63b_body_decision_credited_to_one_member", "first", hoByLang(ho63bBodyMemberJa, ho63bBodyMemberDe)},
	// A site that is elsewhere put in the same building or grounds as the text's
	// other site: 令和8年11月16日（月）に移転します → に同じビル内の別フロアへ移転します;
	// direkt an das Prüflabor: → direkt an das Prüflabor im Gebäude unseres Zentralen
	// Einkaufs:.
	{"b63b_other_site_put_in_same_building_or_grounds", "first", hoByLang(ho63bSameSiteJa, ho63bSameSiteDe)},
	// A property of one point (one user, one band, one floor covering) widened to the
	// whole class: Netze, die nur im 5-GHz-Band funken, werden … nicht unterstützt →
	// WLAN-Netze werden … nicht unterstützt; ユーザーを1名追加 → 部署全体のユーザーを追加.
	{"b63b_point_property_widened_to_whole_class", "first", hoByLang(ho63bPointWholeJa, ho63bPointWholeDe)},
}

// ho63bChangedSpan gives the sentence-sized stretch of a and b around their first
// difference.
func ho63bChangedSpan(a, b string) (string, string) {
	ra, rb := []rune(a), []rune(b)
	p := 0
	for p < len(ra) && p < len(rb) && ra[p] == rb[p] {
		p++
	}
	sa, sb := len(ra), len(rb)
	for sa > p && sb > p && ra[sa-1] == rb[sb-1] {
		sa--
		sb--
	}
	stop := func(r rune) bool { return strings.ContainsRune("。\n\"|", r) }
	lo := p
	for lo > 0 && !stop(ra[lo-1]) && p-lo < 80 {
		lo--
	}
	hiA, hiB := sa, sb
	for hiA < len(ra) && !stop(ra[hiA]) && hiA-sa < 60 {
		hiA++
	}
	for hiB < len(rb) && !stop(rb[hiB]) && hiB-sb < 60 {
		hiB++
	}
	return string(ra[lo:hiA]), string(rb[lo:hiB])
}
