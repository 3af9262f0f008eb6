package score

import (
	"fmt"
	"maps"
	"regexp"
	"slices"
	"strings"
)

// An input method converts a Japanese reading to the wrong word of the same sound
// (返信 → 変身, 承認 → 証人, 交換 → 好感) or a kana phrase to kanji it never takes
// (ております → て折ります, このたびは → この旅は), and a model trained on such text
// repeats it. The sentence still reads: only its word is another. jaHomophones maps
// a word a business answer writes to the words of its reading that no such answer
// means there; the answer is judged only where the case writes the first and never
// the second.
var jaHomophones = map[string][]string{
	"返信": {"変身"}, "承認": {"証人", "商人"}, "起動": {"軌道"}, "症状": {"賞状"}, "正常": {"清浄", "政情"},
	"入力": {"人力"}, "教授": {"享受"}, "交換": {"好感", "交歓"}, "保証": {"保障", "補償"}, "補償": {"保証", "保障"},
	"以外": {"意外"}, "回答": {"解答", "解凍"}, "精算": {"清算"}, "機会": {"機械"}, "対象": {"対照", "対称"},
	"講演": {"公演"}, "関心": {"感心"}, "発送": {"発想"}, "申請": {"神聖"}, "変更": {"偏向"}, "調整": {"調製"},
	"検討": {"健闘", "見当"}, "回収": {"改修"}, "修正": {"終生"}, "配送": {"敗走"}, "保険": {"保健"},
	"事項": {"時効"}, "不要": {"扶養"}, "納期": {"農機"}, "試料": {"資料"}, "期限": {"機嫌", "起源"},
	"至急": {"子宮"}, "請求": {"精級"}, "担当": {"短刀"}, "完了": {"官僚"}, "確認": {"核人"}, "移転": {"委点"},
	"説明": {"節明"}, "案内": {"安内"}, "連絡": {"連落"}, "早急": {"相及"}, "故障": {"小姓", "湖沼"},
	"点検": {"天険"}, "在庫": {"再庫"}, "返品": {"変品"}, "返金": {"変金"}, "訪問": {"法文", "砲門"},
	"作業": {"策業"}, "工事": {"工字", "公示"}, "見積": {"味積"}, "期間": {"気管", "器官", "帰還"},
	"開始": {"会誌", "海市"}, "終了": {"修了"}, "延期": {"塩基"},
}

// jaMisconverted are kana phrases of business Japanese written in kanji they never
// take: the auxiliary おります as 折ります, このたび as この旅.
var jaMisconverted = regexp.MustCompile(`[てで]折り(?:ます|まし|、|。)|この旅[はにの、]`)

// homophoneSlips names the answer's words that are another word of the same reading
// than the case's (see jaHomophones), and kana phrases in wrong kanji.
func homophoneSlips(source, golden, answer string) []string {
	var out []string
	for _, right := range slices.Sorted(maps.Keys(jaHomophones)) {
		wrongs := jaHomophones[right]
		if !strings.Contains(golden, right) {
			continue
		}
		for _, w := range wrongs {
			if strings.Contains(answer, w) && !strings.Contains(source, w) {
				out = append(out, fmt.Sprintf("%q written for %q (the same reading)", w, right))
			}
		}
	}
	if m := jaMisconverted.FindString(answer); m != "" && !strings.Contains(source, m) {
		out = append(out, fmt.Sprintf("%q: a kana phrase in the wrong kanji", m))
	}
	return out
}

// jaBarePrefixed is a request the golden makes with its beautifying お or ご
// (ご確認ください, お問い合わせください).
var jaBarePrefixed = regexp.MustCompile(`[ごお]([\p{Han}][\p{Han}\p{Hiragana}]{1,5}?)ください`)

// thanksForOwnAct is thanks for what the writer did (ご依頼をさせていただき、ありがとう
// ございます): させていただく is the writer's act, and no one thanks for that.
var thanksForOwnAct = regexp.MustCompile(`させていただき、(?:誠に|大変|本当に)?(?:ありがとう|感謝)`)

// keigoSlips names a request of the golden whose お or ご the answer drops (確認
// ください for ご確認ください: a memo's order, not a request to a customer) or that it
// writes as a memo's rule (確認すること), and thanks for the writer's own act.
func keigoSlips(source, golden, answer string) []string {
	var out []string
	for _, m := range jaBarePrefixed.FindAllStringSubmatch(golden, -1) {
		bare := m[1] + "ください"
		for i := 0; ; {
			j := strings.Index(answer[i:], bare)
			if j < 0 {
				break
			}
			at := i + j
			if !strings.HasSuffix(answer[:at], "ご") && !strings.HasSuffix(answer[:at], "お") {
				out = append(out, fmt.Sprintf("%q: the request lost the golden's %q", bare, m[0]))
				break
			}
			i = at + len(bare)
		}
	}
	// The same request written as a memo's rule (本メールに返信すること。).
	for _, m := range jaBarePrefixed.FindAllStringSubmatch(golden, -1) {
		for _, rule := range []string{m[1] + "すること", m[1] + "のこと", strings.TrimSuffix(m[1], "り") + "ること"} {
			if strings.Contains(answer, rule) && !strings.Contains(source, rule) {
				out = append(out, fmt.Sprintf("%q: the golden's request %q made a memo's rule", rule, m[0]))
				break
			}
		}
	}
	if m := thanksForOwnAct.FindString(answer); m != "" && !strings.Contains(source, m) {
		out = append(out, fmt.Sprintf("%q: thanks for the writer's own act", m))
	}
	return out
}
