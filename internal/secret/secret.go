package secret

import (
	"net/url"
	"strings"
)

// URL returns raw without userinfo, query and fragment, any of which can carry a
// credential (a password, an API key some proxies take as a query parameter), for
// printing and storing. A string that is not an absolute URL with a host is cut at
// its first '?' or '#' and before its last '@' instead, so that "user:key@host:8000"
// becomes "host:8000". URL is idempotent.
func URL(raw string) string {
	p, err := url.Parse(raw)
	if err != nil || p.Opaque != "" || p.Host == "" {
		return cut(raw)
	}
	p.User = nil
	p.RawQuery, p.ForceQuery = "", false
	p.Fragment, p.RawFragment = "", ""
	return p.String()
}

// cut is URL for a string url.Parse cannot read as an absolute URL with a host.
func cut(s string) string {
	if i := strings.IndexAny(s, "?#"); i >= 0 {
		s = s[:i]
	}
	if i := strings.LastIndex(s, "@"); i >= 0 {
		scheme := ""
		if j := strings.Index(s, "://"); j >= 0 && j < i {
			scheme = s[:j+3]
		}
		s = scheme + s[i+1:]
	}
	return s
}
