package score

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"unicode"
)

// TypePurity is the general check that the answer stays in the case's language and
// script: no letters of a script the language does not use (Hangul, Cyrillic, Thai,
// Arabic… in either; kana and kanji in German), no Chinese character forms
// (simplified or traditional) or Chinese function words in Japanese, and no sentence
// left in English, French, Spanish or Italian (or, in a Japanese answer, German); no
// half-width katakana, and in German no Japanese punctuation (、。「」) against its
// words. A script, name or sentence that the request or the
// golden uses is not foreign: a German address in a Japanese letter, a katakana name
// kept in a German translation.
const TypePurity = "language_purity"

// purity judges each string of a JSON answer (or the whole text) against the
// request and golden, tidied as the answer is.
func (c Check) purity(res Result, text string) Result {
	request, golden := Tidy(c.Request), Tidy(c.Golden)
	known := request + "\n" + golden
	knownWords := wordSet(strings.Join(strings.FieldsFunc(known, func(r rune) bool { return !unicode.IsLetter(r) }), " "))
	var problems []string
	for _, part := range factTexts(text) {
		problems = append(problems, foreignScripts(c.Lang, part, known)...)
		problems = append(problems, halfwidthKana(part, known)...)
		for _, m := range newMatches(foreignDigit, part, known) {
			problems = append(problems, fmt.Sprintf("a digit of another script (%q)", m))
		}
		for _, m := range newMatches(brokenGlyph, part, known) {
			problems = append(problems, fmt.Sprintf("a character read as its look-alike (%q)", strings.TrimSpace(m)))
		}
		if c.Lang == "ja" {
			problems = append(problems, chineseForms(part, known)...)
			problems = append(problems, chineseParticles(part, known)...)
			problems = append(problems, sourceWordsLeft(part, golden, request)...)
			if ms := newMatches(katakanaParticle, part, known); len(ms) > 0 {
				problems = append(problems, "particles written in katakana "+strings.Join(ms, " "))
			}
		}
		if c.Lang == "de" {
			problems = append(problems, neighbourWords(part, knownWords)...)
			problems = append(problems, umlautDigraphs(part, knownWords)...)
			problems = append(problems, cjkPunctuation(part, golden)...)
		}
		problems = append(problems, wrongLanguage(c.Lang, part, request, golden)...)
		for _, m := range newMatches(englishOpener, part, known) {
			problems = append(problems, fmt.Sprintf("an English connective opens a sentence (%q)", strings.TrimLeftFunc(m, func(r rune) bool { return !unicode.IsLetter(r) })))
		}
		if c.Lang == "de" {
			for _, m := range newMatches(romajiHonorific, part, known) {
				problems = append(problems, fmt.Sprintf("a Japanese honorific in Latin letters (%q)", m))
			}
		}
	}
	if c.Lang == "ja" {
		problems = append(problems, latinNamesLost(golden, request, text)...)
	}
	if len(problems) > 0 {
		return fail(res, 0, "not %s: %s", langName(c.Lang), strings.Join(problems, "; "))
	}
	return pass(res, 1, "script and language are %s", langName(c.Lang))
}

var (
	// umlautDigraph is a German word with ae, oe or ue where an umlaut may have stood.
	umlautDigraph = regexp.MustCompile(`\p{L}*(?:[AaOoUu]e)\p{L}*`)
	// umlautFold writes the digraphs as umlauts, umlautSzFold ss as ß too.
	umlautFold   = strings.NewReplacer("ae", "ä", "oe", "ö", "ue", "ü", "Ae", "Ä", "Oe", "Ö", "Ue", "Ü")
	umlautSzFold = strings.NewReplacer("ae", "ä", "oe", "ö", "ue", "ü", "Ae", "Ä", "Oe", "Ö", "Ue", "Ü", "ss", "ß")
)

// umlautDigraphs names the words of a German text written with ae, oe or ue for the
// umlaut the case writes them with (uebertraegt for überträgt, Gruesse for Grüße): a
// keyboard's or a transliterator's spelling in a text that has umlauts. A word the
// case itself spells so (Goethe, Duesseldorf in an address) is the case's.
func umlautDigraphs(text string, knownWords map[string]bool) []string {
	var found []string
	for _, w := range umlautDigraph.FindAllString(text, -1) {
		if knownWords[w] || slices.Contains(found, w) {
			continue
		}
		// Every digraph folded at once, and ß for ss too (Gruesse, Grüße); a word with
		// a digraph that is no umlaut (neue, Steuer) folds to no word of the case.
		if knownWords[umlautFold.Replace(w)] || knownWords[umlautSzFold.Replace(w)] {
			found = append(found, w)
		}
	}
	if len(found) == 0 {
		return nil
	}
	return []string{"umlauts written as two letters: " + strings.Join(found, " ")}
}

// englishOpener is an English connective opening a sentence or list item of a German
// or Japanese text (However, Furthermore, …): one English word, below what
// wrongLanguage counts as a sentence in English, and no word of either language.
var englishOpener = regexp.MustCompile(`(?m)(?:^[ \t]*(?:[-*]|\d{1,2}\.)?[ \t]*|[.!?。！？][ \t]*)(?:However|Furthermore|Moreover|Additionally|Therefore|In addition|Meanwhile|Nevertheless|Consequently|Unfortunately|In summary),`)

// katakanaParticle is a particle written in katakana between a kanji (or a figure)
// and a kanji, a figure or a comma (費用ハ約, 万円デ、, 予備費カラ支出): the style of
// old legal text and telegrams, not of business Japanese.
var katakanaParticle = regexp.MustCompile(`[\p{Han}0-9](?:ハ|ヲ|ガ|デ|ニ|ヘ|カラ|マデ|ト)[\p{Han}0-9、]`)

// romajiHonorific is a Japanese honorific written after a name in Latin letters
// (Köhler-san, Weber-sama) in a German text.
var romajiHonorific = regexp.MustCompile(`\p{Lu}\p{L}+-(?:san|sama|sensei|kun|chan|dono)\b`)

// halfwidthRun is a run of half-width katakana (U+FF66–U+FF9F, with its long vowel
// mark and voicing marks).
var halfwidthRun = regexp.MustCompile(`[\x{FF66}-\x{FF9F}]+`)

// halfwidthKana names the runs of half-width katakana (ｶﾗﾀﾞﾉｰﾄ) that the request and
// golden (known) do not write. Business text writes katakana full-width; half-width
// kana are a legacy encoding of receipts and old terminals, and a model that emits
// them has lost the case's script, not reworded it. (Tidy does not fold kana width:
// whether a fixture accepts ｶﾀｶﾅ is its own business, and the nfkc_ja normaliser is
// there for it.)
func halfwidthKana(text, known string) []string {
	if found := newMatches(halfwidthRun, text, known); len(found) > 0 {
		return []string{"half-width katakana " + quoteList(found)}
	}
	return nil
}

// newMatches returns the distinct matches of re in text that known does not contain.
func newMatches(re *regexp.Regexp, text, known string) []string {
	var found []string
	for _, m := range re.FindAllString(text, -1) {
		if !strings.Contains(known, m) && !slices.Contains(found, m) {
			found = append(found, m)
		}
	}
	return found
}

// cjkStop is Japanese or Chinese punctuation (、。？！「」) written against a Latin
// letter or digit: a German sentence punctuated the Japanese way.
var cjkStop = regexp.MustCompile(`[\p{Latin}0-9][、。？！」』]|[「『][\p{Latin}0-9]`)

// cjkPunctuation names the Japanese punctuation a German text writes against its own
// words ("können、sagen Sie … ab。"), unless the golden writes it there too. A
// Japanese sentence of the request quoted whole is foreignScripts' business; this is
// the German sentence itself carrying ideographic commas and full stops.
func cjkPunctuation(text, golden string) []string {
	if found := newMatches(cjkStop, text, golden); len(found) > 0 {
		return []string{"Japanese punctuation in German sentences: " + quoteList(found)}
	}
	return nil
}

// langName names the case's language in a reason.
func langName(lang string) string {
	switch lang {
	case "ja":
		return "Japanese"
	case "de":
		return "German"
	}
	return "the case's language"
}

// foreignDigit is a decimal digit of a script neither language writes numbers in
// (Arabic-Indic ٠, Devanagari ०, Thai ๐): ASCII and full-width digits are the cases',
// and a mathematical bold digit is typography that NFKC folds.
var foreignDigit = regexp.MustCompile(`[\x{0660}-\x{0669}\x{06F0}-\x{06F9}\x{07C0}-\x{07C9}\x{0966}-\x{096F}\x{09E6}-\x{09EF}\x{0A66}-\x{0A6F}\x{0AE6}-\x{0AEF}\x{0BE6}-\x{0BEF}\x{0C66}-\x{0C6F}\x{0CE6}-\x{0CEF}\x{0D66}-\x{0D6F}\x{0E50}-\x{0E59}\x{0ED0}-\x{0ED9}\x{0F20}-\x{0F29}\x{1040}-\x{1049}\x{17E0}-\x{17E9}\x{1810}-\x{1819}]`)

// namedScripts name a foreign letter's script in a reason.
var namedScripts = []string{"Hangul", "Cyrillic", "Thai", "Arabic", "Hebrew", "Devanagari", "Han", "Hiragana", "Katakana"}

// foreignScript is the script of a letter the language does not write, or "". Latin
// is every case's (ids, names, units); Greek too (μm, Ω, α-Version).
func foreignScript(lang string, r rune) string {
	if !unicode.IsLetter(r) || unicode.In(r, unicode.Latin, unicode.Greek, unicode.Common, unicode.Inherited) {
		return ""
	}
	cjk := unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana)
	if cjk && lang != "de" {
		return ""
	}
	for _, name := range namedScripts {
		if unicode.Is(unicode.Scripts[name], r) {
			return name
		}
	}
	return "non-Latin"
}

// foreignScripts names each run of letters in a foreign script that the request and
// golden (known) do not contain, and in German every run with hiragana.
func foreignScripts(lang, text, known string) []string {
	var out []string
	rs := []rune(text)
	for i := 0; i < len(rs); {
		script := foreignScript(lang, rs[i])
		if script == "" {
			i++
			continue
		}
		j := i
		for j < len(rs) && (foreignScript(lang, rs[j]) != "" || unicode.Is(unicode.Mn, rs[j]) || rs[j] == 'ー' || rs[j] == '・') {
			j++
		}
		run := string(rs[i:j])
		// A name of the request keeps its script (山田, ヤマダ); a Japanese sentence of the
		// request, with its kana endings, left in a German answer is untranslated.
		name := !strings.ContainsFunc(run, func(r rune) bool { return unicode.Is(unicode.Hiragana, r) })
		if !strings.Contains(known, run) || (lang == "de" && !name) {
			out = append(out, fmt.Sprintf("%s %q", script, run))
		}
		i = j
	}
	return out
}

// latinName is a name in Latin letters of two words or more (Institut für
// Schwingungstechnik, Lindenstraße 8).
var latinName = regexp.MustCompile(`\p{Lu}\p{L}+(?: (?:für|und|der|des|von|de|\p{Lu}[\p{L}.-]*|\d+))+`)

// latinNamesLost names a name in Latin letters that the request and the Japanese
// golden both write as it is, and the answer does not: a name translated that a
// Japanese text keeps in its own script (Institut für Schwingungstechnik → 振動技術研究所).
func latinNamesLost(golden, request, text string) []string {
	flat := strings.Join(strings.Fields(text), " ")
	names := latinName.FindAllString(golden, -1)
	// The answer keeps another of the golden's Latin names: it is the whole text, and
	// wrote names as they are but this one.
	kept := slices.ContainsFunc(names, func(n string) bool { return strings.Contains(flat, n) })
	for _, n := range names {
		if kept && runeLen(n) >= 12 && strings.Contains(request, n) && !strings.Contains(flat, n) {
			return []string{fmt.Sprintf("the name %q not kept as written", n)}
		}
	}
	return nil
}

// simplifiedOnly are simplified-Chinese character forms whose Japanese form differs
// (这 for 這, 们, 说 for 説, 时 for 時, 对 for 対…) and Chinese characters Japanese
// does not use (您 你 她 吗 吧 呢 哪 咱). Forms Japanese shares are left out: 会, 后
// (皇后), 机 (desk), 叶 (叶う), 云 (云々), 准 (准教授), 据 (据える), 并, 干, 筑, 斗, 台,
// 写, 号, 点, 条, 区, 与, and the rare ones Japanese names or radicals use: 几 (几帳面),
// 冲, 丰, 厂, 广, 儿, 无, 范, 胜, 缺, 挂, 赶, 尔.
const simplifiedOnly = "这们说对时个还为东车买门问让认记进过钱银长发现书报价从关开见应实总务单货费约额册冻电气" +
	"么吗话请谢订确电脑网络邮码语读业产员题间动场样处边达运输递选择讨论议设计划统经济营销质检验证许种类规则试联护维换级历态优币积压围帮复杂决况备负责华丽亚乐节气汇结终给红纸线织组细续绍绩综编缩罗义习乡卖变启园图块坏头夹宽导层岁师带库张强归录彻忆恶战户扩拥损摄显晓极构标档桥欢毕汉沟测热爱环畅疗监盖础离稳笔签简粮紧纪纳纷练绝继职舍艺荐药获虑补观视览觉训讲访评识诉词译诚询该详误诸课调谈贡财购贯贴资赔赛转轮软载较辑迁远连迟适释钟铁销锁错键闭闻队阶际陆险隐难页顶项顺须预领风飞饭馆驾鱼鸟齐龙严两临举亏亲亿仅仓众传伤侧债储兰兴养军农减凭击刘刚创删别剧办劳势卫厅县叠响团执扫拟挤术杀权杰树梦毁泽洁浏满灭灵烦烧牵狱猎琐盘矿砖穷窗竞纠纤纯纽绿缓缴罚肃胁脏舱艰荣虽袭诊谁谱败账贩贵贸赏赞趋轻辅辆辽迈违逻钢钥链锅镇闹阅阳陈雾顾频颜饮饰馈驱骤鲜鸡" +
	"您你她哪咱"

// traditionalOnly are traditional-Chinese forms whose Japanese form differs (發 for
// 発, 會 for 会, 說 for 説, 對 for 対, 點 for 点…), which Japanese writes only as old
// forms in names; the old forms that names often keep (國 廣 邊 澤 濱 齋 櫻 龍 德 惠
// 實 眞) are left out, and a name of the request or golden is allowed anyway.
const traditionalOnly = "這們說對與單號價關當點變傳圖體應總擇轉讀續屬數樣經從專發證會來學舊氣歸勞險檢縣顯權條讓聲賣團斷擔遲鐵聽黨腦廢髮區歲處錢麼嗎覺覽觀營屆豫歷曆廳爲僞舉寫畫聯濟戰驗輕"

// chineseWords are Chinese function words that Japanese does not write, as Chinese
// grammar in a Japanese sentence (the single characters are in simplifiedOnly or
// too common in Japanese compounds to read alone: 的 目的, 是 是非, 了 完了, 在 在庫).
var chineseWords = []string{"我们", "你们", "他们", "她们", "这个", "那个", "这些", "那些", "什么", "怎么", "没有", "已经", "但是", "因为", "如果", "的话", "就是", "还是", "一个", "我的", "你的", "您的", "他的", "请您", "谢谢", "您好", "对不起", "是的", "了吗", "的是", "这是", "我是", "是一"}

// chineseVocabulary are Chinese words written in characters Japanese shares, where
// Japanese says something else (諮詢 for 問い合わせ, 報価 for 見積もり, 訂単 for
// 注文, 信息 for 情報, 上午 for 午前, 周三 for 水曜日): a word of the other language, though no
// character is foreign. Words Japanese writes too (質量, 合同, 経理) and strings that
// stand inside Japanese words (産品 in 特産品, 日期 in 5日期限) are left out.
var chineseVocabulary = []string{"諮詢", "報価", "訂単", "信息", "軟件", "網站", "郵箱", "客戸", "用戸", "退款", "発貨", "収到", "聯系", "聯繫",
	"付款", "訂購", "到貨", "賬戸", "帳戸", "地址", "号碼", "號碼", "手機", "郵件", "電郵", "退貨", "換貨", "価錢", "発票", "快逓", "客服", "售後",
	"維修", "安装", "預約", "預訂", "聯絡", "星期", "上午", "下午", "視頻", "短信", "網絡", "軟體", "謝謝",
	"周一", "周二", "周三", "周四", "周五", "周六", "周日", "公司", "日元"}

// chineseForms names the Chinese character forms and Chinese words of a Japanese text that
// the request and golden (known) do not use.
func chineseForms(text, known string) []string {
	var chars []string
	for _, r := range text {
		chinese := strings.ContainsRune(simplifiedOnly, r) || strings.ContainsRune(traditionalOnly, r)
		if chinese && !strings.ContainsRune(known, r) && !slices.Contains(chars, string(r)) {
			chars = append(chars, string(r))
		}
	}
	var words []string
	for _, w := range slices.Concat(chineseWords, chineseVocabulary) {
		if strings.Contains(text, w) && !strings.Contains(known, w) {
			words = append(words, w)
		}
	}
	// 那 alone is the Chinese demonstrative (那でも for それでも, 那まで); Japanese
	// writes it in words with a kanji beside it (旦那, 刹那, 那覇, 那須).
	rs := []rune(text)
	for i, r := range rs {
		if r == '那' && (i == 0 || !isHan(rs[i-1])) && (i+1 == len(rs) || !isHan(rs[i+1])) && !strings.Contains(known, "那") && !slices.Contains(words, "那") {
			words = append(words, "那")
		}
	}
	var out []string
	if len(chars) > 0 {
		out = append(out, "Chinese character forms "+strings.Join(chars, " "))
	}
	if len(words) > 0 {
		out = append(out, "Chinese words "+strings.Join(words, " "))
	}
	return out
}

var (
	// englishWords are English function words that are no German words (not in,
	// an, am, will, was, also, so, man, hat, die).
	englishWords = wordSet("the and is are we you your yours please thank thanks of to for with this that these those our be been have has it its on at not can could would should there they their them from which by or if us my were what when how do does did")
	// romanceWords are French, Spanish and Italian function words that are no German
	// words (not des, es, los, per, die, in, so, e).
	romanceWords = wordSet("le la les et est vous nous une pour avec dans sur pas qui votre notre merci très être au aux el las y usted para con una por gracias nuestro nuestra del muy il di che sono grazie della questo")
	// germanWords are German function words (lowercased).
	germanWords = wordSet("der die das den dem des und ist sind wir sie ihre ihren ihrem ihrer ihnen ihr nicht mit für von zu zum zur bei auf ein eine einen einem einer bitte werden wird wurde auch oder im am dass wenn sich es ich uns unser unsere noch nach aus über vom wie kann können haben hat bis sehr vielen dank")
	// notWords are what function-word counting skips: URLs, e-mail addresses, code.
	notWords = regexp.MustCompile("https?://\\S+|www\\.\\S+|\\S+@\\S+|`[^`]*`")
	// quotedSpan is a quotation in either language: a UI label or title quoted in
	// English is no untranslated sentence.
	quotedSpan = regexp.MustCompile(`„[^“”"\n]*[“”"]|“[^”\n]*”|"[^"\n]*"|»[^«\n]*«|「[^」\n]*」|『[^』\n]*』`)
	// latinRun is a stretch of Latin-script text inside Japanese: letters, digits,
	// spaces and ASCII punctuation.
	latinRun = regexp.MustCompile(`[\p{Latin}0-9][\p{Latin}0-9 ,.'’:;!?()&/%+\-]*`)
)

// deLeakWords are German abbreviations and price words that no Japanese text writes
// in Latin letters, though a name or an address may (Institut für …, Lindenstr. 8):
// （zzgl. MwSt.） after a price is the source left untranslated.
var deLeakWords = wordSet("zzgl inkl mwst ust bzw usw ggf evtl netto brutto uhr")

// deLeak returns the first of words that is a German abbreviation or price word.
func deLeak(words []string) string {
	for _, w := range words {
		if deLeakWords[w] {
			return w
		}
	}
	return ""
}

func wordSet(s string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(s) {
		m[w] = true
	}
	return m
}

// wrongLanguage names the sentences of the answer written in another language: in a
// German answer a sentence of four words or more with three English (or French,
// Spanish, Italian) function words and no German one; in a Japanese answer a Latin-script stretch like that in English
// or in German. A sentence of the golden is never wrong, and a short one of the
// request (six words or fewer: a name, an address, a title) neither.
func wrongLanguage(lang, text, request, golden string) []string {
	var segments []string
	clean := quotedSpan.ReplaceAllString(notWords.ReplaceAllString(text, " "), " ")
	switch lang {
	case "de":
		segments = deSentences(clean)
	case "ja":
		for _, line := range strings.Split(clean, "\n") {
			segments = append(segments, latinRun.FindAllString(line, -1)...)
		}
	default:
		return nil
	}
	var out []string
	for _, s := range segments {
		s = strings.TrimSpace(s)
		words := strings.FieldsFunc(strings.ToLower(s), func(r rune) bool { return !unicode.IsLetter(r) })
		if lang == "ja" && len(words) < 4 && !strings.Contains(golden, s) {
			if w := deLeak(words); w != "" {
				out = append(out, fmt.Sprintf("German %q left in a Japanese answer (%q)", w, clipRunes(s, 40)))
				continue
			}
		}
		if len(words) < 4 || strings.Contains(golden, s) || (len(words) <= 6 && strings.Contains(request, s)) {
			continue
		}
		en, de, ro := 0, 0, 0
		for _, w := range words {
			switch {
			case englishWords[w]:
				en++
			case romanceWords[w]:
				ro++
			}
			if germanWords[w] {
				de++
			}
		}
		// An English title or business noun that German never writes (Ms, return,
		// invoice) is English too, once one function word says the line is English:
		// "- Ms Köhler asks for a return label." has one function word only.
		enx := en
		if lang == "de" && en >= 1 {
			for _, w := range strings.FieldsFunc(s, func(r rune) bool { return !unicode.IsLetter(r) }) {
				if lw := strings.ToLower(w); !englishWords[lw] && !germanWords[lw] && (strayEnglish[w] || englishContentWords[lw]) {
					enx++
				}
			}
		}
		switch {
		case enx >= 3 && de == 0:
			out = append(out, fmt.Sprintf("English sentence %q", clipRunes(s, 80)))
		case ro >= 3 && de == 0 && en == 0:
			out = append(out, fmt.Sprintf("French, Spanish or Italian sentence %q", clipRunes(s, 80)))
		case lang == "ja" && de >= 3 && de > en:
			out = append(out, fmt.Sprintf("German sentence %q", clipRunes(s, 80)))
		}
	}
	return out
}

// chineseParticles names the Chinese grammar of a Japanese text that stands where
// Japanese has a particle: 的 for の after a name, a number or a bracket (小林様的,
// WS-30982的), 和 for と between words that are not kanji (「Pro」和「タイムレコ」).
// Japanese 的 follows a kanji or katakana noun and comes before な, に or で (具体的な,
// ビジネス的に), and 和 stands in kanji compounds (令和, 和室): neither is counted. The
// copula 是 (交換品是10月19日) and the aspect marker 了 (発送了) are Chinese outside the
// few Japanese words that hold them (是非, 是正, 国是; 完了, 終了, 了解, 了承).
func chineseParticles(text, known string) []string {
	rs := []rune(text)
	var found []string
	for i, r := range rs {
		if i == 0 || i+1 >= len(rs) || r != '的' && r != '和' && r != '是' && r != '了' {
			continue
		}
		prev, next := rs[i-1], rs[i+1]
		ctx := string(rs[i-1 : i+2])
		if strings.Contains(known, ctx) {
			continue
		}
		switch {
		case r == '的' && (prev == '様' || !isHan(prev) && !unicode.Is(unicode.Katakana, prev) && prev != 'ー') && !strings.ContainsRune("なにでだとも", next):
		case r == '和' && !isHan(prev) && !isHan(next) && !unicode.Is(unicode.Hiragana, prev) && !unicode.Is(unicode.Hiragana, next):
		case r == '是' && !strings.ContainsRune("非正認々是", next) && !strings.ContainsRune("国如", prev):
		case r == '了' && !strings.ContainsRune("完終修満校魅読投未", prev) && !strings.ContainsRune("解承", next):
		default:
			continue
		}
		found = append(found, ctx)
	}
	// 的 for the case's own の between two kanji (本体の表示部 → 本体的表示部, 担当の西村
	// → 担当的西村): Chinese grammar. Japanese writes 的 as a suffix (具体的な) or in a
	// word (目的地, 基本的事項), never for a の the case writes there.
	for i, r := range rs {
		if r != '的' || i == 0 || i+1 >= len(rs) || !isHan(rs[i-1]) || !isHan(rs[i+1]) {
			continue
		}
		if ctx := string(rs[i-1 : i+2]); strings.Contains(known, string(rs[i-1])+"の"+string(rs[i+1])) && !strings.Contains(known, ctx) && !slices.Contains(found, ctx) {
			found = append(found, ctx)
		}
	}
	if len(found) == 0 {
		return nil
	}
	return []string{"Chinese particles " + strings.Join(found, " ")}
}

// neighbourFunctionWords are Dutch, English and French function words that are no
// German words: one of them inside a German sentence is a word of the wrong language
// (Dutch en, met, voor, wij for und, mit, für, wir; French et, avec), though no whole
// sentence is.
var neighbourFunctionWords = wordSet("en met voor wij het een niet ook maar naar uw zijn onze jullie graag bedankt and the with et avec pour dans sur mais très vous nous une les est sont où " +
	"as soon is by when then och inte från på av till för")

// strayEnglish are English words German text never has, in any sentence: pronouns,
// auxiliaries, prepositions and conjunctions, written as a model code-switches them
// (Your Kundenservice; dass we; findet on 12.11.2026 statt; 4 weeks; until zu zwei
// Minuten).
var strayEnglish = wordSet("we We you You your Your yours Yours our Our are can on but However though which " +
	"weeks days months years hours minutes pieces pcs Mr Mrs Ms Miss until since within during without between after the and with")

// englishContentWords are common English words of business text that German does not
// borrow (it says Bestellung, Lieferung, Rechnung, Termin): one of them, in any case,
// inside a German sentence is a word code-switched into English. Loanwords German
// writes (App, Team, Service, Meeting, Account, Budget, Update, Link) are not here.
var englishContentWords = wordSet("order orders delivery deliveries invoice invoices appointment appointments shipping shipment " +
	"offer offers payment payments customer customers refund replacement warranty guarantee price prices amount amounts " +
	"request requests contract contracts quotation schedule commissioning inquiry enquiry complaint " +
	"repair device devices receipt notice delay delayed approval decision costs cost funding subsidy heating building " +
	"roof steel beams instructions step steps password settings pairing weekly summary translation letter " +
	"regards sincerely dear thanks thank please sorry apologize apologise apologies inconvenience unfortunately however " +
	"therefore because would should could must have been were your our from of for additional due date dates " +
	"address lamp machine tenant water ceiling bathroom plumber landlord " +
	"committee permit supplier suppliers cheapest years weeks days months hours " +
	"tomorrow today yesterday monday tuesday wednesday thursday friday saturday sunday january february march june july " +
	"october december confirm confirmed confirmation deliver delivered send sent returned " +
	"issue issues defect defects fault recommendation recommended reason reasons question questions answer " +
	"description location phone attendees participants outcome result results topic item items quantity " +
	"provider requested time next subject installer electrician technician return apartment apartments pump pressure " +
	"kettle coffee")

// englishVerbStems are English verbs that a model conjugates as German ones in a
// German sentence (shippen, confirmen, checkt, requestet, gecancelt) where German has
// its own verb (versenden, bestätigen, prüfen, bitten, absagen). Loans German writes
// in business text (updaten, downloaden, mailen, posten) are not here, nor stems that
// make German words with an ending (fix: fixe Kosten; post: posten; order: ordern).
var englishVerbStems = []string{"ship", "check", "confirm", "connect", "request", "shift", "cancel", "schedule", "reschedule",
	"deliver", "refund", "submit", "approve", "replace", "repair", "contact", "book", "handle", "process", "track", "solve",
	"postpone", "delay", "notify", "verify", "ask", "answer", "need", "want", "receive", "provide", "install", "return", "pay"}

// englishCompound reports a lower-case word that is an English business noun put as
// the head of a German compound of the case (invoicesbetrag for Rechnungsbetrag,
// deliverytermin for Liefertermin): the tail, linking s aside, ends a word the case
// writes (known, lower-cased).
func englishCompound(w string, known map[string]bool) bool {
	if len(w) < 9 || strings.ToLower(w) != w {
		return false
	}
	for en := range englishContentWords {
		rest, ok := strings.CutPrefix(w, en)
		if !ok || len(en) < 5 {
			continue
		}
		rest = strings.TrimPrefix(rest, "s")
		if len(rest) < 4 {
			continue
		}
		for k := range known {
			if k != w && strings.HasSuffix(k, rest) {
				return true
			}
		}
	}
	return false
}

// denglischVerb reports a lower-case word that is an English verb stem with a German
// ending (shippen, geshippt, confirmen, checkt, requestete) or an English one (shipped,
// shipping), the stem's last consonant doubled as English doubles it.
func denglischVerb(w string) bool {
	stem, _ := strings.CutPrefix(w, "ge")
	for _, v := range englishVerbStems {
		for _, base := range []string{v, v + v[len(v)-1:]} {
			rest, ok := strings.CutPrefix(stem, base)
			if !ok {
				continue
			}
			switch rest {
			case "en", "t", "et", "te", "ten", "tet", "st", "est", "ed", "ing":
				return true
			}
		}
	}
	return false
}

// neighbourWords names the Dutch or English function words and English business nouns
// in the German sentences of a text (two German function words at least), and the
// English verbs with a German ending in any German sentence (one function word),
// outside quotes, URLs and code, unless the request or golden (knownWords) has the word too.
func neighbourWords(text string, knownWords map[string]bool) []string {
	clean := quotedSpan.ReplaceAllString(notWords.ReplaceAllString(text, " "), " ")
	knownLower := map[string]bool{}
	for w := range knownWords {
		knownLower[strings.ToLower(w)] = true
	}
	var found []string
	add := func(w string) {
		if !slices.Contains(found, w) {
			found = append(found, w)
		}
	}
	for _, sent := range deSentences(clean) {
		words := strings.FieldsFunc(sent, func(r rune) bool { return !unicode.IsLetter(r) })
		de, en := 0, 0
		for _, w := range words {
			if germanWords[strings.ToLower(w)] {
				de++
			}
			if englishWords[strings.ToLower(w)] || strayEnglish[w] {
				en++
			}
		}
		// An English pronoun, auxiliary or preposition has no German reading at all
		// (on 12.11.2026, dass we, Your Kundenservice, 4 weeks): one of them in a line
		// of German, or in a line of names and figures, is a word code-switched. Only
		// the same word in the same case makes it the case's, not an id that spells it
		// (WE-20417); a line of more English is wrongLanguage's.
		if de >= 1 || en == 1 {
			for _, w := range words {
				if strayEnglish[w] && !knownWords[w] {
					add(w)
				}
			}
		}
		if de < 1 {
			continue
		}
		// The Dutch article opening a sentence (De Lieferung erfolgt …): German has no
		// word De, and a name of the case that opens with it is known.
		if de >= 2 && len(words) > 1 && words[0] == "De" && unicode.IsUpper([]rune(words[1])[0]) && !knownWords["De"] {
			add("De")
		}
		for _, w := range words {
			lw := strings.ToLower(w)
			// An English verb with a German ending is German grammar with an English
			// word: one German function word says the sentence is German.
			if (de >= 2 && (neighbourFunctionWords[w] || englishContentWords[lw] && !germanWords[lw]) || denglischVerb(lw) || englishCompound(w, knownLower)) && !knownWords[w] && !knownLower[lw] {
				add(w)
			}
		}
	}
	if len(found) == 0 {
		return nil
	}
	return []string{"Dutch or English words in German sentences: " + strings.Join(found, " ")}
}

// latinInJapanese is a word of Latin letters with Japanese text on both sides
// (測定シリーズのAngebot（見積番号…）): a word of the text, not an address or a name
// block in its own line.
var latinInJapanese = regexp.MustCompile(`[\p{Han}\p{Hiragana}\p{Katakana}ー]([A-Za-zÄÖÜäöüß]{4,})[\p{Han}\p{Hiragana}\p{Katakana}（「]`)

// sourceWordsLeft names a word of a German or English source left untranslated in
// Japanese text: the request has it, the golden does not write it in Latin letters.
func sourceWordsLeft(part, golden, request string) []string {
	var out []string
	for _, m := range latinInJapanese.FindAllStringSubmatch(part, -1) {
		w := m[1]
		if strings.Contains(request, w) && !strings.Contains(golden, w) {
			out = append(out, fmt.Sprintf("%q: a word of the source left untranslated", w))
		}
	}
	return out
}

// brokenGlyph is a character a damaged decoder or an OCR pass read as its look-alike:
// a 1 or 0 inside a word (Mü1ler), an l before a number (l0:30 Uhr, l4時), a
// voiced-sound mark split off its kana (フ゛リーゼ) and an angle bracket for く
// (ご返送〈ださい).
var brokenGlyph = regexp.MustCompile(`[a-zäöüß][01][a-zäöüß]|(?:^|[^\p{L}\d])[l][0-9]|[゛゜]|〈[\p{Hiragana}\p{Han}][^〉\n]*(?:\n|$)`)
