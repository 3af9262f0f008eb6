package score

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"unicode"
)

// An answer sentence that is a golden sentence with one word put in the place of
// another of its kind (the invoice called an offer, the e-mail a phone call, the new
// part the old one, 部長 made 課長) says something else, however well it reads. A
// paraphrase that rewords leaves more than that one word changed, or writes a word
// of the same sense (E-Mail for Mail, 見積書 for お見積もり); so words are grouped by
// sense within a kind, and only a word of another group in the same kind counts.

// siblingKinds are kinds of business words, each a list of groups of one sense
// (words separated by commas). German words are stems: a word matches one that it
// opens or ends (Rechnung in Rechnungsnummer, kostenlos in kostenlosen), and a
// verb's stem its forms (bestätig: bestätigen, bestätigt).
var siblingKinds = map[string][]string{
	"de": {
		// channels
		"e-mail,email,mail,e-mail-adresse,mailadresse;telefon,telefonisch,anruf,telefonnummer,rufnummer;post,postalisch,brief,briefpost;fax,telefax;sms;chat;app;persönlich",
		// documents
		"rechnung;angebot,kostenvoranschlag;lieferschein;auftragsbestätigung,bestellbestätigung;mahnung,zahlungserinnerung;" +
			"quittung,beleg,kassenbon;gutschrift;vertrag;kündigung;bestellung;rücksendeetikett,retourenschein;garantieschein;abholformular,abholschein;" +
			"nachricht,mitteilung,schreiben;anfrage;beschwerde,reklamation;reservierung;antrag",
		// roles and departments
		"kunde,kundin;lieferant,lieferantin;händler,händlerin;hersteller;techniker,technikerin,monteur,servicetechniker;" +
			"installateur;elektriker;hausmeister;vermieter,vermieterin;mieter,mieterin;geschäftsführer,geschäftsführerin;" +
			"abteilungsleiter,abteilungsleiterin;buchhaltung;vertrieb;kundendienst,kundenservice;einkauf;außendienst;" +
			"großkundenbetreuung;prüflabor,labor",
		// rooms and parts
		"küche;bad,badezimmer;keller;flur;wohnzimmer;schlafzimmer;dachboden;garage;balkon;" +
			"deckel;rückseite;vorderseite;oberseite;unterseite;display,anzeige;akku,batterie",
		// materials
		"edelstahl;aluminium;kunststoff,plastik;holz;glas;kupfer;messing;keramik;leder;baumwolle;wolle",
		// qualities
		"neu;alt;kostenlos,gratis,kostenfrei,unentgeltlich;frei,freiwillig;kostenpflichtig;vergünstigt,reduziert;günstig,preiswert;teuer;" +
			"vorläufig;endgültig;vollständig;teilweise;defekt,beschädigt;einwandfrei;schnell;langsam",
		// heating
		"gasheizung,gastherme,gaskessel;ölheizung,ölkessel;pelletheizung,pelletkessel;fernwärme;wärmepumpe;nachtspeicherheizung",
		// periods
		"täglich;wöchentlich;monatlich;jährlich;vierteljährlich,quartalsweise;vormittags,morgens;nachmittags;abends;werktags",
		// services
		"reparatur;austausch,ersatz,umtausch;wartung;installation,montage,einbau,aufbau;abholung;lieferung,zustellung;" +
			"rücksendung,retoure;erstattung,rückerstattung;besichtigung;inspektion;inbetriebnahme;abnahme",
		// payment and quantity
		"kreditkarte;überweisung,banküberweisung;lastschrift;paypal;nachnahme;barzahlung",
		// decisions on a request
		"genehmigung,freigabe,zustimmung,zusage,bewilligung;prüfung,überprüfung,begutachtung;eingangsbestätigung,empfangsbestätigung;ablehnung,absage;kenntnisnahme",
		// prices and amounts
		"rechnungsbetrag,endbetrag,zahlbetrag;listenpreis,katalogpreis,normalpreis;sonderpreis,aktionspreis,angebotspreis;festpreis,pauschalpreis;einkaufspreis;selbstkosten",
		// who does what in a project
		"ausführend;planend,planer,planungsbüro;bauherr,auftraggeber,auftraggeberin;auftragnehmer,auftragnehmerin;gutachter,sachverständiger;statiker,statikerin;bauleiter,bauleiterin;subunternehmer",
		// faults
		"mangel,sachmangel,materialfehler,herstellungsfehler,produktionsfehler,fabrikationsfehler;transportschaden;verschleiß,abnutzung;bedienfehler,bedienungsfehler;wasserschaden;kratzer;verschmutzung",
		// goods moving
		"versand,versendung,warenausgang;wareneingang,einlagerung;lager,lagerbestand;verschiffung,seefracht,seetransport;luftfracht",
		// systems
		"anbindung,schnittstelle;migration,umstellung;einführung;einrichtung;aktualisierung,update;sicherung,backup;wiederherstellung",
		// meetings
		"besprechung,sitzung,meeting,termin;frist,deadline,stichtag;vertragsabschluss,vertragsunterzeichnung;verhandlung;schulung;abnahmetermin;besichtigungstermin",
		"jeweils,pro;zusammen,insgesamt",
		"summe,gesamtbetrag,gesamtsumme,gesamtpreis;zwischensumme;einzelpreis,stückpreis",
		// where an act is done
		"app;bedienteil,bedienfeld",
		// acts
		"bestätig;änder;stornier;verschieb,verschob;absag,abgesag;zustell,liefer,schick,versend,send,gesend,geschick,zugestell;abhol,abgehol;" +
			"erhöh;senk,reduzier;öffn,start;schließ,geschloss;aktivier;deaktivier;annehm,angenomm,akzeptier;ablehn,abgelehn;" +
			"beginn,begonn;beend;erstell;lösch;reklamier;bestell;prüf,geprüf;ergänz;ersetz;reservier;montier,installier;genehmig,freigeb,freigegeb;repar,reparier;entsorg;fotografier;bring,gebracht",
	},
	"ja": {
		"メール,電子メール,Eメール,メールアドレス;電話,電話番号;郵送,郵便;FAX,ファックス;チャット;アプリ;窓口,店頭",
		"請求書;見積書,見積もり,見積り,見積;納品書;領収書;注文書,発注書;契約書;明細書;申込書;注文請書;返送用伝票,返送伝票,着払い伝票",
		"部長;課長;係長;主任;社長;店長;責任者;承認者;依頼者,依頼主;申請者;作業員,作業担当者,技術者;営業担当,営業担当者;経理部;営業部;総務部;人事部;カスタマーサポート,サポート窓口;品質保証部;研究室;事務所",
		"浴室;台所,キッチン;玄関;寝室;居間,リビング;底面;背面;側面;前面;上面",
		"ステンレス;アルミ,アルミニウム;プラスチック,樹脂;ガラス;木製;革製",
		"新しい;古い,以前の,中古の;硬い,固い,硬く,固く;柔らかい,柔らかく;無料,無償;自由な,自由;有料,有償;仮;正式",
		"毎日;毎週;毎月;毎年;午前;午後;平日;土日,週末",
		"修理;交換;返品;返金;点検;設置,取り付け;回収;発送,出荷,配送;お届け;引き取り,引取り;訪問;入荷,入庫;納品;発注",
		"作成;削除;変更;確定;登録;解除;追加;キャンセル,取消,取り消し;承認,許可;却下;検討;受領;確認;開始;終了",
		"弊社,当社,当方,私ども,当研究室;貴社,御社,貴研究室,お客様",
		"問い合わせ,質問,連絡,相談;申し込み,申込み,申込;依頼;催促,督促;苦情,クレーム;注文;予約;報告",
		"連携;移行;導入;設定;更新,アップデート;バックアップ;復元;保守",
		"打ち合わせ,会議,ミーティング;契約;商談;面談;説明会;研修;立ち会い",
		"加算;減算,差し引き,控除;相殺;値引き,割引;請求;支払い,支払;入金;振替",
		"破損,割れ;初期不良,不具合,故障;傷,キズ;汚れ;水濡れ;欠品;誤配送,誤送",
		"定価;固定価格;特価;見積価格;仕入価格;税込価格;税抜価格",
		"予定;期限,期日,締め切り,締切",
		"新品;中古,中古品;再生品;展示品;代替品,代品",
		"シングル;セミダブル;ダブル;クイーン;キング",
		"合計,総額,合計金額;小計;単価",
		"本体;アプリ;スマートフォン,スマホ",
		"クレジットカード;銀行振込,振込;代金引換,代引き;コンビニ払い,コンビニ決済;口座振替",
	},
}

// siblingWord is one word of siblingKinds: its kind and group.
type siblingWord struct {
	word        string
	kind, group int
}

var siblingWords = map[string][]siblingWord{}

func init() {
	for lang, kinds := range siblingKinds {
		for k, kind := range kinds {
			for g, group := range strings.Split(kind, ";") {
				for _, w := range strings.Split(group, ",") {
					siblingWords[lang] = append(siblingWords[lang], siblingWord{w, k, g})
				}
			}
		}
	}
}

// deEndings are what may follow a German stem of siblingKinds inside one word form.
var deEndings = map[string]bool{"": true, "e": true, "en": true, "n": true, "t": true, "et": true, "te": true, "ten": true,
	"st": true, "est": true, "s": true, "es": true, "er": true, "em": true, "ern": true, "tes": true, "ter": true}

// siblingSwap names the word of golden sentence g that answer sentence a has put
// another word of its kind in the place of, when that is the only change.
func siblingSwap(lang, g, a string) string {
	// One word for another leaves the sentences alike but for a short stretch; most
	// pairs of sentences sentenceEdits hands over are not, and need no lexicon.
	if !oneStretchApart(g, a, 64) {
		return ""
	}
	if lang == "ja" {
		for _, w := range siblingWords["ja"] {
			i := strings.Index(g, w.word)
			if i < 0 {
				continue
			}
			for _, o := range siblingWords["ja"] {
				if o.kind != w.kind || o.group == w.group {
					continue
				}
				// The beautifying お or ご goes with the word (お見積もり, ご請求書).
				head := g[:i]
				for _, b := range []string{"お", "ご"} {
					head = strings.TrimSuffix(head, b)
				}
				for _, h := range []string{g[:i], head} {
					for _, b := range []string{"", "お", "ご"} {
						if h+b+o.word+g[i+len(w.word):] == a {
							return fmt.Sprintf("%q made %q", w.word, o.word)
						}
					}
				}
			}
		}
		return ""
	}
	gt, at := editTokens(lang, g), editTokens(lang, a)
	if len(gt) != len(at) {
		return ""
	}
	diff := -1
	for i := range gt {
		if gt[i] == at[i] || deAgrees(strings.ToLower(gt[i]), strings.ToLower(at[i])) {
			continue
		}
		if diff >= 0 {
			return ""
		}
		diff = i
	}
	if diff < 0 {
		return ""
	}
	// A compound's part added or dropped (Großkundenbetreuung, Kundenbetreuung) makes a
	// word wider or narrower, not another.
	// Two words of the lexicon as they stand (Vermieter, Mieter) are two words, however
	// one ends the other.
	lg, la := strings.ToLower(gt[diff]), strings.ToLower(at[diff])
	x, y := deSibling(gt[diff]), deSibling(at[diff])
	whole := func(low string, w *siblingWord) bool {
		if w == nil {
			return false
		}
		rest, ok := strings.CutPrefix(low, w.word)
		return ok && deEndings[rest]
	}
	if (strings.HasSuffix(lg, la) || strings.HasSuffix(la, lg) || strings.HasPrefix(lg, la) || strings.HasPrefix(la, lg)) &&
		!(whole(lg, x) && whole(la, y)) {
		return ""
	}
	if x != nil && y != nil && x.kind == y.kind && x.group != y.group {
		return fmt.Sprintf("%q made %q", gt[diff], at[diff])
	}
	return ""
}

// deArticle are the German articles, which a noun put for another may change with it.
var deArticle = wordSet("der die das den dem des ein eine einen einem einer eines")

// dePronoun are the German third-person pronouns, which follow a noun's gender (den
// Termin … ihn; die Frist … sie).
var dePronoun = wordSet("er sie es ihn ihm ihr ihnen")

// deAgrees reports whether two lowercase German words differ only as a noun put for
// another makes them: articles, pronouns, an adjective's ending (den neuen Termin,
// die neue Frist).
func deAgrees(a, b string) bool {
	if deArticle[a] && deArticle[b] || dePronoun[a] && dePronoun[b] {
		return true
	}
	stem := func(w string) string {
		for _, e := range []string{"en", "em", "er", "es", "e"} {
			if r, ok := strings.CutSuffix(w, e); ok {
				return r
			}
		}
		return w
	}
	sa, sb := stem(a), stem(b)
	return sa == sb && len([]rune(sa)) >= 3 && a != b
}

// deSibling is the siblingKinds word a German word form is made of: the word opens it
// (with a known ending, or a compound's rest after it) or ends it (a compound's
// head).
func deSibling(tok string) *siblingWord {
	low := strings.ToLower(tok)
	var best *siblingWord
	for i, w := range siblingWords["de"] {
		rest, ok := strings.CutPrefix(low, w.word)
		if !ok {
			rest, ok = strings.CutPrefix(strings.TrimPrefix(low, "ge"), w.word)
		}
		// A compound is read by a stem of four letters at least: alt is no part of
		// Alternative, nor of Inhalt.
		long := len([]rune(w.word)) >= 4
		compound := ok && long && len([]rune(rest)) >= 4 && (unicode.IsLetter([]rune(rest)[0]) || rest[0] == '-')
		if ok && (deEndings[rest] || compound) || long && len(low) > len(w.word) && strings.HasSuffix(low, w.word) {
			if best == nil || len(w.word) > len(best.word) {
				best = &siblingWords["de"][i]
			}
		}
	}
	return best
}

// oneStretchApart reports whether a and b share all but at most n bytes of the
// longer one, as a common start and a common end.
func oneStretchApart(a, b string, n int) bool {
	p := 0
	for p < len(a) && p < len(b) && a[p] == b[p] {
		p++
	}
	s := 0
	for s < len(a)-p && s < len(b)-p && a[len(a)-1-s] == b[len(b)-1-s] {
		s++
	}
	return max(len(a), len(b))-p-s <= n
}

// strongName is a name no paraphrase swaps for another: a quoted product or label
// („Nordwärme L9“, 「カラダノート S5」), a brand in camel case (WärmeApp), a name with a
// model number (Nordwärme L9) or a company with its legal form (Weißenfels
// Elektrotechnik GmbH, 株式会社ハコブネ).
var strongName = regexp.MustCompile(`^(?:\p{Lu}\p{Ll}+\p{Lu}\p{L}*|\p{Lu}[\p{L}-]+ [A-Z]{0,3}\d+[A-Za-z]?|(?:\p{Lu}[\p{L}-]+ ){1,3}(?:GmbH|AG|KG|SE|GmbH & Co\. KG|e\.V\.)|株式会社\S{2,12}|\S{2,12}株式会社|\S{2,12}(?:有限会社|合同会社))$`)

// namedThingSwapped reports an edit that puts one name of the golden in the place of
// another: the new one is a strong name the golden writes, the old one a strong name
// too or, in German, two capitalised words or more (Hochschule Rheinstadt), and
// neither holds the other (カラダノート S5 → カラダノート shortens a name).
func namedThingSwapped(lang, gm, am, golden string) bool {
	if gm == "" || am == "" || gm == am || strings.Contains(gm, am) || strings.Contains(am, gm) || !strings.Contains(golden, am) {
		return false
	}
	named := func(x string) bool {
		return strongName.MatchString(x) || strings.Contains(golden, "„"+x+"“") || strings.Contains(golden, "「"+x+"」")
	}
	if !named(am) {
		return false
	}
	if named(gm) {
		return true
	}
	ws := strings.Fields(gm)
	return lang == "de" && len(ws) >= 2 && len(ws) <= 4 && !slices.ContainsFunc(ws, func(w string) bool { return !unicode.IsUpper([]rune(w)[0]) })
}
