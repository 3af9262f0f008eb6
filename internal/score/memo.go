package score

import (
	"strconv"
	"sync"
)

// memoSize bounds each memo: one Judge hands the same answer, golden and request to
// some twenty checks, so a few hundred recent texts hold all that is reused.
const memoSize = 512

// memo caches a pure function of a string. Every check tidies, splits into sentences
// and reads the dates and facts of the same few texts again; without a memo those
// regular expressions are most of a verdict's cost. A full memo starts over rather
// than tracking age: the texts of one verdict are reused within it, not across.
type memo[V any] struct {
	mu sync.Mutex
	m  map[string]V
}

// get returns f(key), computed once while key stays in the memo. Callers that hand
// out a slice clone it: the cached one is shared.
func (c *memo[V]) get(key string, f func(string) V) V {
	c.mu.Lock()
	v, ok := c.m[key]
	c.mu.Unlock()
	if ok {
		return v
	}
	v = f(key)
	c.mu.Lock()
	if c.m == nil || len(c.m) >= memoSize {
		c.m = make(map[string]V, memoSize)
	}
	c.m[key] = v
	c.mu.Unlock()
	return v
}

// memoKey joins a text with the parameters its result depends on; the separator
// cannot occur in a language code or a year.
func memoKey(lang string, year int, text string) string {
	return lang + "\x00" + strconv.Itoa(year) + "\x00" + text
}
