package gguf

import (
	"fmt"
	"unicode/utf8"
)

// Token ids of the special tokens, and of the first byte-fallback token: token
// ByteBase+b is "<0xBB>" for byte b, as in Llama 2's SentencePiece vocabulary.
const (
	UnkID    = 0
	BOSID    = 1
	EOSID    = 2
	ByteBase = 3
)

// Token types, as llama.cpp numbers them (tokenizer.ggml.token_type).
const (
	TypeNormal  int32 = 1
	TypeUnknown int32 = 2
	TypeControl int32 = 3
	TypeByte    int32 = 6
)

// VocabSize is the number of tokens in Vocab.
const VocabSize = 32000

// Vocab is the tiny model's SentencePiece vocabulary: <unk>, <s>, </s>, the 256
// byte-fallback tokens, then pieces that llama.cpp's SPM tokenizer can reach by
// merging adjacent pieces (every piece longer than one character is an earlier piece
// plus one character): "▁" (SentencePiece's space), printable ASCII, the Latin-1 and
// Japanese characters of the project's fixtures, "▁x", letter bigrams, "▁xy", "Xy",
// "▁Xy", then trigrams and "▁xyz" of the commonest letters before the others, until
// VocabSize. Scores fall with the id, so shorter pieces merge first. A character
// outside the vocabulary falls back to its UTF-8 bytes, so any text tokenizes.
func Vocab() (tokens []string, scores []float32, types []int32) {
	tokens = make([]string, 0, VocabSize)
	types = make([]int32, 0, VocabSize)
	tokens = append(tokens, "<unk>", "<s>", "</s>")
	types = append(types, TypeUnknown, TypeControl, TypeControl)
	for b := range 256 {
		tokens = append(tokens, fmt.Sprintf("<0x%02X>", b))
		types = append(types, TypeByte)
	}
	seen := make(map[string]bool, VocabSize)
	add := func(p string) bool {
		if len(tokens) == VocabSize {
			return false
		}
		if !seen[p] {
			seen[p] = true
			tokens = append(tokens, p)
			types = append(types, TypeNormal)
		}
		return true
	}
	addChars := func(s string) {
		for _, r := range s {
			add(string(r))
		}
	}
	add(space)
	for c := '!'; c <= '~'; c++ {
		add(string(c))
	}
	addChars(latin)
	addChars(japanese)
	addChars(kanji)
	lower, upper := letters, upperLetters
	for _, a := range lower {
		add(space + string(a))
	}
	for _, a := range upper {
		add(space + string(a))
	}
	for _, a := range lower {
		for _, b := range lower {
			add(string(a) + string(b))
		}
	}
	for _, a := range lower {
		for _, b := range lower {
			add(space + string(a) + string(b))
		}
	}
	for _, a := range upper {
		for _, b := range lower {
			add(string(a) + string(b))
		}
	}
	for _, a := range upper {
		for _, b := range lower {
			add(space + string(a) + string(b))
		}
	}
	// Trigrams and "▁xyz" over the 20 commonest letters first, then over all.
	common := string([]rune(lower)[:20])
	for _, set := range []string{common, lower} {
		for _, pre := range []string{"", space} {
			for _, a := range set {
				for _, b := range set {
					for _, c := range set {
						if !add(pre + string(a) + string(b) + string(c)) {
							return finish(tokens, types)
						}
					}
				}
			}
		}
	}
	return finish(tokens, types)
}

// finish adds the scores: falling with the id over the normal pieces, 0 elsewhere.
func finish(tokens []string, types []int32) ([]string, []float32, []int32) {
	scores := make([]float32, len(tokens))
	for i := ByteBase + 256; i < len(tokens); i++ {
		scores[i] = -float32(i - (ByteBase + 256))
	}
	return tokens, scores, types
}

// space is SentencePiece's word-boundary mark, U+2581.
const space = "\u2581"

// letters are the lowercase letters by their frequency in English and German text,
// so that the pieces cut off at VocabSize are the rarest; upperLetters likewise.
const (
	letters      = "etaoinshrdlcumwfgypbvkjxqzäöüß"
	upperLetters = "ETAOINSHRDLCUMWFGYPBVKJXQZÄÖÜ"
)

// latin are the non-ASCII characters of the German fixtures and common symbols.
const latin = "äöüßÄÖÜéèàçñ€£¥§°×–—‘’“”„…→"

// japanese are kana, Japanese punctuation and full-width forms.
var japanese = func() string {
	var b []byte
	for r := rune(0x3041); r <= 0x3096; r++ { // hiragana
		b = utf8.AppendRune(b, r)
	}
	for r := rune(0x30A1); r <= 0x30FC; r++ { // katakana, ・ and ー
		b = utf8.AppendRune(b, r)
	}
	for r := rune(0xFF01); r <= 0xFF5E; r++ { // full-width ASCII forms
		b = utf8.AppendRune(b, r)
	}
	return string(b) + "　、。〃〇「」『』【】〒〜"
}()

// kanji are the kanji of the project's fixtures (fixtures/workloads and
// fixtures/quality, in code-point order); others fall back to bytes.
const kanji = "" +
	"一丁七万丈三上下不与世両並中主乗九也乾了予事二互五交京人今仕他付代令以仮件任企休" +
	"会伝伴但位低住体何作併使例供依価便係保信修倉個倍借値停健側備催傾働億償元充先光入" +
	"全八公六共具典内円再写冷凍処出分切列初判別利到制刻則削前割力加助労効動務勝勤包化" +
	"区十千午半卒単危厚原去参及反収取受口古可台右号各合同名向否含告周味和咲品員商問善" +
	"営器四回因団困囲固土圧在地均型基報場境増声売変夏外多夜大太夫央失奈契始委子字季宅" +
	"安完定宛実客室害家容寄寝寧対封専尋導小少届屋属層履山岡島川工左差市布希帯帰常幅平" +
	"年広床底店府度庫庭延式引弘張強当形影役往待後従得復循心必忙応念怒思怠急性恵悪情惑" +
	"意感態慣慮成戻所手払扱承抑抜択押担拒拠拡持指振捗捨据採接推掲提換損搬携操支改放故" +
	"教敬数整文料断新方施日旧旬昇明昨昼時普景曜曲更書替最月有望期木末本朽材村条来松析" +
	"林枚果枠架柔柵査株根格桁案梱検業概構様標模橋機欄欠次止正歩歴残段毎比毛気水求汗汚" +
	"池決没況法注洗活流浄消深済減渡温測満準滅漏潔火灯災点為無照熱片版物特状率現理環生" +
	"用田由申町画界番異畳疑症発登白百的皿監盤目直相県真着知短研破硬確示社神票禁私秒称" +
	"移程税稼積空窓端第答策箇算管箱節範築簡粋粧精約納紙紛素索細終組経結絡給継続維総線" +
	"締緩緯練縁縮繁置署美羽翌老考者耗耳聞聴肪育背能脂脱自般良色苦荷落葉葵蔵行衝表袋装" +
	"裏製複西要見規視覚覧解触言計訓託記訪設訳証詞試詫話該詳認誕語誠誤説読課調談請講議" +
	"譲象負販責買貸費賃資質購赤走起超越足距跡身車転軽載輔辺込迎近返迫迷追退送途通速造" +
	"連週進遅運過達違適選部郵都配重量金録長門閉開間関防降限陣除陥険陽階隔際障集離雨電" +
	"非面靴音響項順領頼題額願類顧食駅高髙鴨黒齢"
