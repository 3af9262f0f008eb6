package reply

// Unsteady answers like Inner, except that a request which arrives while other
// requests are running (Query.Concurrent > 0) gets a changed answer with probability
// Rate, decided per request from its Serial and the answer: greedy output that
// batching changes, as an FP8 KV cache or batch-variant kernels do under load. The
// change drifts one number of the answer (which one depends on the request), or,
// when the answer has none that NumberDrift would touch, drops its last sentence, as
// a sequence that reaches EOS early (an answer of one sentence gets a final newline,
// a difference the quality gate tidies away). Open answers and requests that run alone are
// never changed, so an answer asked in isolation stays the same. Unsteady is safe
// for concurrent use if Inner is.
type Unsteady struct {
	// Inner decides the answer before it is changed.
	Inner Responder
	// Rate is the fraction of concurrent requests whose answer changes, 0 to 1.
	Rate float64
}

// Reply returns Inner's answer to q, changed as Unsteady says.
func (u Unsteady) Reply(q Query) Answer {
	a := u.Inner.Reply(q)
	if a.Open || q.Concurrent <= 0 || u.Rate <= 0 || a.Text == "" {
		return a
	}
	h := mix64(q.Serial ^ mix64(hashString(a.Text)))
	if float64(h>>11)/(1<<53) >= u.Rate {
		return a
	}
	a.Text = unsteady(a.Text, h)
	return a
}

// unsteady changes text as Unsteady says, choosing with h.
func unsteady(text string, h uint64) string {
	var spans [][]int
	protected := append(dateRE.FindAllStringIndex(text, -1), eraDateRE.FindAllStringIndex(text, -1)...)
	for _, m := range numberRE.FindAllStringIndex(text, -1) {
		if digitCount(text[m[0]:m[1]]) < 3 || overlapsAny(m, protected) {
			continue
		}
		spans = append(spans, m)
	}
	if len(spans) > 0 {
		m := spans[mix64(h)%uint64(len(spans))]
		return text[:m[0]] + driftSecondDigit(text[m[0]:m[1]]) + text[m[1]:]
	}
	parts := sentences(text)
	for i := len(parts) - 1; i > 0; i-- {
		if hasLetter(parts[i]) {
			return joinParts(parts[:i])
		}
	}
	return text + "\n"
}

func overlapsAny(m []int, spans [][]int) bool {
	for _, p := range spans {
		if m[0] < p[1] && m[1] > p[0] {
			return true
		}
	}
	return false
}

func joinParts(parts []string) string {
	n := 0
	for _, p := range parts {
		n += len(p)
	}
	b := make([]byte, 0, n)
	for _, p := range parts {
		b = append(b, p...)
	}
	return string(b)
}

// mix64 is splitmix64's finaliser.
func mix64(x uint64) uint64 {
	x += 0x9e3779b97f4a7c15
	x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9
	x = (x ^ (x >> 27)) * 0x94d049bb133111eb
	return x ^ (x >> 31)
}

// hashString is FNV-1a.
func hashString(s string) uint64 {
	h := uint64(14695981039346656037)
	for i := 0; i < len(s); i++ {
		h ^= uint64(s[i])
		h *= 1099511628211
	}
	return h
}
