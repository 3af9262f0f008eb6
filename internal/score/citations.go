package score

import (
	"fmt"
	"regexp"
	"strings"
)

// sectionRef is a reference to a numbered part of a document: Abschnitt 2, TOP 3,
// Kapitel 4, Anlage 1, § 5, 第3章, 第2条, 議題2. A step of a procedure (Schritt 3,
// 手順3) is the answer's own part, not the source's, and is left to the step readings.
var sectionRef = regexp.MustCompile(`(Abschnitt|Kapitel|Ziffer|Anlage|Anhang|TOP|Tagesordnungspunkt|§)\s?(\d+)|第(\d+)(章|節|条|項)|(議題|セクション)\s?(\d+)`)

// sectionKey is a reference reduced to its label and number ("TOP 3", "第3章").
func sectionKey(m []string) (label, key string) {
	switch {
	case m[1] != "":
		return m[1], m[1] + " " + m[2]
	case m[3] != "":
		return m[4], "第" + m[3] + m[4]
	default:
		return m[5], m[5] + " " + m[6]
	}
}

// citedNumber is a figure a cited part must hold: two digits or more, with the
// separators of dates, amounts and clock times.
var citedNumber = regexp.MustCompile(`\d[\d.,:/]*\d`)

// miscitedSections names the answer's references to a numbered part of the source
// (siehe Abschnitt 2, (TOP 1), 第3条) that the golden does not make and that point
// nowhere or elsewhere: the request has no such part, or the sentence's figures stand
// in another part of the request and not in the one it cites. A summary that sends
// its reader to the wrong part of the minutes misleads as much as a wrong figure.
func miscitedSections(lang, golden, request, answer string) []string {
	var out []string
	for _, s := range sentencesOf(lang, answer) {
		for _, m := range sectionRef.FindAllStringSubmatch(s, -1) {
			label, key := sectionKey(m)
			if strings.Contains(golden, key) || strings.Contains(golden, m[0]) {
				continue
			}
			parts := requestParts(request, label)
			if len(parts) == 0 {
				if strings.Contains(golden, label) {
					continue // the golden cites parts the request does not number
				}
				out = append(out, fmt.Sprintf("%q cites %s, a part the request does not have", clipRunes(strings.TrimSpace(s), 60), key))
				continue
			}
			part, ok := parts[key]
			if !ok {
				out = append(out, fmt.Sprintf("%q cites %s, a part the request does not have", clipRunes(strings.TrimSpace(s), 60), key))
				continue
			}
			for _, n := range citedNumber.FindAllString(strings.Replace(s, m[0], "", 1), -1) {
				if strings.Contains(part, n) {
					continue
				}
				for other, text := range parts {
					if other != key && strings.Contains(text, n) {
						out = append(out, fmt.Sprintf("%q cites %s, but %s stands in %s", clipRunes(strings.TrimSpace(s), 60), key, n, other))
						break
					}
				}
			}
		}
	}
	return out
}

// requestParts splits the request at its references of one label into the text of
// each numbered part, by key: from a part's heading to the next heading of the label.
func requestParts(request, label string) map[string]string {
	type head struct {
		start int
		key   string
	}
	var heads []head
	for _, loc := range sectionRef.FindAllStringSubmatchIndex(request, -1) {
		if l, key := sectionKey(matchGroups(request, loc)); l == label {
			heads = append(heads, head{loc[0], key})
		}
	}
	parts := map[string]string{}
	for i, h := range heads {
		end := len(request)
		if i+1 < len(heads) {
			end = heads[i+1].start
		}
		parts[h.key] += request[h.start:end]
	}
	return parts
}
