package score

import (
	"fmt"
	"strings"
)

// jaFormSwaps are Japanese forms that, put for the golden's in one place, change
// what the sentence commits to: a closed pair made an open list (AとB → AやB, and
// back), a continuing relation made a new start (今後とも → 今後は, 引き続き → 今後), a
// promise or a fact made a mere ability (お送りいたします → お送りできます, 移転します
// → 移転できます, 回答する → 回答できる) and a state made a growing change (加算されて
// おります → 加算されていきます).
var jaFormSwaps = []struct{ from, to, what string }{
	{"と", "や", "a closed pair made an open list"},
	{"や", "と", "an open list made a closed pair"},
	{"とも", "は", "a continuing relation made a new start"},
	{"引き続き", "今後", "a continuing relation made a new start"},
	{"いたし", "でき", "a promise or a fact made a mere ability"},
	{"致し", "でき", "a promise or a fact made a mere ability"},
	{"し", "でき", "a promise or a fact made a mere ability"},
	{"す", "でき", "a promise or a fact made a mere ability"},
	{"おり", "いき", "a state made a growing change"},
	{"る", "く", "a state made a growing change"},
}

// jaFormSwap reads a golden sentence whose one change is a jaFormSwaps form. The
// state made a change counts only after て/で い (ている → ていく); the mere ability
// only where the golden's form ends a statement (します, する), not a condition
// (すれば).
func (p *editPair) jaFormSwap() string {
	if p.lang != "ja" {
		return ""
	}
	bl := p.diff()
	if len(bl) != 1 {
		return ""
	}
	b := bl[0]
	g, a := strings.Join(p.gt[b[0]:b[1]], ""), strings.Join(p.at[b[2]:b[3]], "")
	before := strings.Join(p.at[max(0, b[2]-2):b[2]], "")
	after := strings.Join(p.gt[b[1]:min(len(p.gt), b[1]+2)], "")
	for _, s := range jaFormSwaps {
		if g != s.from || a != s.to {
			continue
		}
		switch s.to {
		case "く", "いき":
			if !strings.HasSuffix(before, "てい") && !strings.HasSuffix(before, "でい") && !strings.HasSuffix(before, "て") {
				continue
			}
		case "でき":
			// します → できます, する → できる; not すれば → できれば, a
			// condition either way.
			if s.from == "す" && !strings.HasPrefix(after, "る") || s.from != "す" && !strings.HasPrefix(after, "ま") {
				continue
			}
		}
		return fmt.Sprintf("%q made %q: %s", g, a, s.what)
	}
	return ""
}
