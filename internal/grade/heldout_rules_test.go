package grade

import "regexp"

// hoRule is one rewrite of a held-out kind written as a list of rules: the first
// match of re becomes to, its $n expanded.
type hoRule struct {
	re *regexp.Regexp
	to string
}

// hoR compiles a rule.
func hoR(re, to string) hoRule { return hoRule{regexp.MustCompile(re), to} }

// hoReplaceFirst replaces the first match of the first rule (in order) that matches
// s, expanding $n templates; s unchanged when none does.
func hoReplaceFirst(s string, rules []hoRule) string {
	for _, r := range rules {
		loc := r.re.FindStringSubmatchIndex(s)
		if loc == nil {
			continue
		}
		var dst []byte
		dst = r.re.ExpandString(dst, r.to, s, loc)
		return s[:loc[0]] + string(dst) + s[loc[1]:]
	}
	return s
}

// hoByLang picks the rule list of the answer's language.
func hoByLang(ja, de []hoRule) func(lang, s string) string {
	return func(lang, s string) string {
		if lang == "ja" {
			return hoReplaceFirst(s, ja)
		}
		return hoReplaceFirst(s, de)
	}
}
