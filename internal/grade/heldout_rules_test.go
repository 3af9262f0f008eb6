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

// hoFuncRule is one rewrite whose replacement is worked out from the match: the first
// match of re becomes f of its submatches.
type hoFuncRule struct {
	re *regexp.Regexp
	f  func(m []string) string
}

// hoEarliest applies the rule whose match starts leftmost in s (the first rule on a
// tie), once; s unchanged when none matches.
func hoEarliest(s string, rules []hoFuncRule) string {
	best, at := -1, len(s)+1
	for i, r := range rules {
		if loc := r.re.FindStringIndex(s); loc != nil && loc[0] < at {
			best, at = i, loc[0]
		}
	}
	if best < 0 {
		return s
	}
	return hoFirstMatch(rules[best].re, s, rules[best].f)
}

// hoOrdered applies the first rule (in list order) that matches s, once.
func hoOrdered(s string, rules []hoFuncRule) string {
	for _, r := range rules {
		if r.re.MatchString(s) {
			return hoFirstMatch(r.re, s, r.f)
		}
	}
	return s
}
