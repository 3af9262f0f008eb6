package workload

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/infergate/infergate/internal/client"
)

// Set is the requests Build generated for a Spec.
type Set struct {
	// Spec is the spec as built, with defaults filled in.
	Spec Spec
	// Prime holds one request per prefix group when Spec.Prefix.Prime is set: each
	// carries its group's shared prefix and asks for one token. Send them before
	// measurement and leave them out of the results.
	Prime []client.Request
	// Requests are the measured requests, in send order. For a session kind they are
	// the turns of every session, session after session.
	Requests []client.Request
	// Sessions place each session's turns in Requests (session kinds only).
	Sessions []SessionRange
	// Digest is the hex SHA-256 of the model name and every generated request
	// (Prime and Requests), for the run manifest: equal digests mean equal bodies.
	Digest string
	// ShapeDigest identifies the requests apart from the run's own marks: the spec
	// without Run, the corpus, and every request's place, prefix group and lengths.
	// Two runs of the same spec but for Run (a baseline and a candidate) draw the same
	// content, lengths and order and have equal ShapeDigests; their bodies differ only
	// in the run's cache-busting tag (which keeps runs on one server out of each
	// other's prefix cache) and, since the tag's own tokens vary, in where the filler
	// is cut, by a token or two.
	ShapeDigest string
}

// Build generates the requests for spec, sized with est (nil means TokenEstimator).
// The result depends only on spec, the corpus and est. Spec errors wrap ErrSpec and
// name the field.
func (c *Corpus) Build(spec Spec, est Estimator) (*Set, error) {
	spec, err := c.normalize(spec)
	if err != nil {
		return nil, err
	}
	if est == nil {
		est = TokenEstimator{}
	}
	b := &builder{
		c:      c,
		spec:   spec,
		base:   est,
		est:    est,
		chat:   !spec.Completions,
		salt:   specSalt(spec),
		counts: map[*language][]int{},
	}
	set := &Set{Spec: spec}
	switch {
	case spec.Session != nil:
		set.Requests, set.Sessions, err = b.sessions()
	case spec.HashIDs != nil:
		set.Requests, err = b.hashed()
	case spec.Prefix.Fresh():
		set.Requests, err = b.fresh()
	default:
		set.Prime, set.Requests, err = b.reused()
	}
	if err != nil {
		return nil, err
	}
	set.Digest = digest(spec.Model, set.Prime, set.Requests)
	set.ShapeDigest = shapeDigest(spec, c.digest, set.Prime, set.Requests)
	return set, nil
}

// builder holds what Build needs while it generates one Set.
type builder struct {
	c    *Corpus
	spec Spec
	// base is the Estimator Build was given; est the one sizing the current request
	// (base's For its language when base is a LangEstimator).
	base Estimator
	est  Estimator
	chat bool
	salt string
	// counts caches est.Count of each filler block, per language.
	counts map[*language][]int
}

// Independent random streams, so that changing how one thing is drawn leaves the
// others alone.
const (
	streamInput uint64 = iota + 1
	streamOutput
	streamContent
	streamQuestion
	streamFiller
	streamGroupDoc
	streamGroupFiller
	streamTurns
	streamThink
	streamAppend
	streamAppendFiller
	streamAnswer
)

// mix is SplitMix64's finalizer: a bijective 64-bit hash. Drawing with it instead of
// math/rand keeps Sets identical across Go versions.
func mix(x uint64) uint64 {
	x += 0x9e3779b97f4a7c15
	x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9
	x = (x ^ (x >> 27)) * 0x94d049bb133111eb
	return x ^ (x >> 31)
}

// draw returns the n-th pseudo-random number of a stream.
func (b *builder) draw(stream uint64, n int) uint64 {
	return mix(mix(mix(b.spec.Seed)^stream) + uint64(n))
}

// between maps h to an integer in [lo, hi].
func between(h uint64, lo, hi int) int { return lo + int(h%uint64(hi-lo+1)) }

// pick maps h to an index below n.
func pick(h uint64, n int) int { return int(h % uint64(n)) }

func specSalt(spec Spec) string {
	data, err := json.Marshal(spec)
	if err != nil {
		panic(err) // a Spec always marshals
	}
	sum := sha256.Sum256(data)
	return hex.EncodeToString(sum[:4])
}

func digest(model string, prime, reqs []client.Request) string {
	h := sha256.New()
	err := json.NewEncoder(h).Encode(struct {
		Model           string
		Prime, Requests []client.Request
	}{model, prime, reqs})
	if err != nil {
		panic(err) // requests always marshal
	}
	return hex.EncodeToString(h.Sum(nil))
}

// shapeDigest is Set.ShapeDigest.
func shapeDigest(spec Spec, corpus string, prime, reqs []client.Request) string {
	spec.Run = ""
	type shape struct {
		Group, In, Out int
	}
	shapes := func(rs []client.Request, measured bool) []shape {
		out := make([]shape, len(rs))
		for i, r := range rs {
			out[i] = shape{r.Group, r.InputTokens, r.MaxTokens}
			if !measured {
				// A priming request's length is its group prefix's, counted with the
				// run's own tag: only its group and answer length are the run's shape.
				out[i].In = 0
			}
		}
		return out
	}
	h := sha256.New()
	err := json.NewEncoder(h).Encode(struct {
		Spec            Spec
		Corpus          string
		Prime, Requests []shape
	}{spec, corpus, shapes(prime, false), shapes(reqs, true)})
	if err != nil {
		panic(err) // specs and shapes always marshal
	}
	return hex.EncodeToString(h.Sum(nil))
}

func (b *builder) id(suffix string) string {
	id := string(b.spec.Kind) + "-" + suffix
	if b.spec.Run != "" {
		id = b.spec.Run + "-" + id
	}
	return id
}

func (b *builder) lang(n int) *language {
	return b.c.langs[b.spec.Langs[n%len(b.spec.Langs)]]
}

// use makes est the estimator for text of language l.
func (b *builder) use(l *language) {
	if le, ok := b.base.(LangEstimator); ok {
		b.est = le.For(l.code)
	}
}

// outputLen returns the output length of request i, at least 1.
func (b *builder) outputLen(i int) int {
	if b.spec.Lengths != nil {
		return max(b.spec.Lengths[i].Output, 1)
	}
	h := b.draw(streamOutput, i)
	if b.spec.Output.IsEmpirical() {
		return max(b.spec.Output.Draw(h), 1)
	}
	lo, hi := b.spec.Output.Bounds()
	lo = max(lo, 1)
	return between(h, lo, hi)
}

// freshLen returns the input length of fresh request i, at least MinInputTokens
// (which normalize guarantees for uniform inputs).
func (b *builder) freshLen(i int) int {
	if b.spec.Lengths != nil {
		return max(b.spec.Lengths[i].Input, MinInputTokens)
	}
	return max(b.spec.Input.Draw(b.draw(streamInput, i)), MinInputTokens)
}

// uniqueLen returns the length of the unique part of request i after a shared
// prefix of sharedLen tokens, drawn from unique (see splitShared) or given, at
// least MinUniqueTokens.
func (b *builder) uniqueLen(i, sharedLen int, unique Dist) int {
	if b.spec.Lengths != nil {
		return max(b.spec.Lengths[i].Input-sharedLen, MinUniqueTokens)
	}
	return max(unique.Draw(b.draw(streamInput, i)), MinUniqueTokens)
}

// draft is a request before sizing: its first message is head + fill[:cut] + tail,
// followed by turns. fill is lead + filler.
type draft struct {
	lang  *language
	role  string
	head  string
	lead  string
	fill  string
	tail  string
	turns []client.Message
}

// role is the role of the first message.
func (b *builder) role() string {
	if b.spec.Kind == ShortChat {
		return "system"
	}
	return "user"
}

// lead is the fixed text of the frame before the filler.
func (b *builder) lead(l *language) string {
	f := &l.frame
	switch b.spec.Kind {
	case ShortChat:
		return f.system + "\n\n" + f.knowledge + "\n"
	case LongDoc:
		return f.documents + "\n\n"
	default:
		return f.background + "\n"
	}
}

// ending returns the text after the filler and the later messages of request i. doc
// is the document a long-doc question is about.
func (b *builder) ending(l *language, i, doc int) (tail string, turns []client.Message) {
	f := &l.frame
	switch b.spec.Kind {
	case ShortChat:
		c := l.conversations[pick(b.draw(streamContent, i), len(l.conversations))]
		return "", slices.Clone(c.turns)
	case LongDoc:
		qs := l.documents[doc].questions
		return "\n\n" + f.question + " " + qs[pick(b.draw(streamQuestion, i), len(qs))], nil
	default:
		t := l.tasks[pick(b.draw(streamContent, i), len(l.tasks))]
		return "\n\n" + f.task + "\n" + t.text, nil
	}
}

// blockCounts returns est.Count of each of l's filler blocks.
func (b *builder) blockCounts(l *language) []int {
	if n, ok := b.counts[l]; ok {
		return n
	}
	n := make([]int, len(l.blocks))
	for i, s := range l.blocks {
		n[i] = b.est.Count(s)
	}
	b.counts[l] = n
	return n
}

// stream returns l's document blocks from block start on, joined by blank lines and
// repeated as needed, long enough for more than need tokens.
func (b *builder) stream(l *language, start, need int) string {
	counts := b.blockCounts(l)
	var sb strings.Builder
	got := 0
	for k := start; got <= need+16; k++ {
		j := k % len(l.blocks)
		if sb.Len() > 0 {
			sb.WriteString("\n\n")
		}
		sb.WriteString(l.blocks[j])
		got += counts[j] + 1
	}
	return sb.String()
}

// render makes the request with the given filler, later messages and tail.
func (b *builder) render(d *draft, fill string, turns []client.Message, tail string) client.Request {
	first := d.head + fill + tail
	if b.chat {
		msgs := make([]client.Message, 0, 1+len(turns))
		msgs = append(msgs, client.Message{Role: d.role, Content: first})
		return client.Request{Messages: append(msgs, turns...)}
	}
	// A completions prompt writes the conversation as a transcript and ends with the
	// agent's label, so that the model's continuation is the answer.
	f := &d.lang.frame
	var sb strings.Builder
	sb.WriteString(first)
	for _, t := range turns {
		label := f.user
		if t.Role == "assistant" {
			label = f.assistant
		}
		sb.WriteString("\n\n" + label + ": " + t.Content)
	}
	sb.WriteString("\n\n" + f.assistant + ":")
	return client.Request{Prompt: sb.String()}
}

// size renders d with as much filler as the target allows. See the package comment
// for what gives way when the frame alone is too long.
func (b *builder) size(d *draft, target int) (client.Request, error) {
	count := func(fill string, turns []client.Message, tail string) int {
		r := b.render(d, fill, turns, tail)
		return Estimate(b.est, &r)
	}
	turns := d.turns
	for len(turns) > 2 && count(d.lead, turns, d.tail) > target {
		turns = turns[2:] // drop a user/assistant pair; the last user turn stays
	}
	var r client.Request
	switch {
	case count("", turns, d.tail) <= target:
		fill, _ := fit(d.fill, target, func(s string) int { return count(s, turns, d.tail) })
		r = b.render(d, fill, turns, d.tail)
	case len(turns) > 0:
		last := len(turns) - 1
		with := func(s string) []client.Message {
			t := slices.Clone(turns)
			t[last].Content = s
			return t
		}
		text, _ := fit(turns[last].Content, target, func(s string) int { return count("", with(s), d.tail) })
		r = b.render(d, "", with(text), d.tail)
	default:
		tail, _ := fit(d.tail, target, func(s string) int { return count("", nil, s) })
		r = b.render(d, "", nil, tail)
	}
	if n := Estimate(b.est, &r); n > target {
		return r, fmt.Errorf("the prompt frame needs %d tokens, more than the target of %d", n, target)
	}
	return r, nil
}

// fit returns the longest prefix of s, cut at a rune boundary, whose size is at most
// target, and that size. size must not shrink as the prefix grows, which holds for
// token counts up to a token at the cut. When even the empty prefix is too large, fit
// returns it with its size.
func fit(s string, target int, size func(string) int) (string, int) {
	if n := size(s); n <= target {
		return s, n
	}
	lo, hi := 0, len(s) // size(s[:lo]) <= target < size(s[:hi])
	nlo := size("")
	if nlo > target {
		return "", nlo
	}
	for {
		mid := lo + (hi-lo)/2
		for mid > lo && !utf8.RuneStart(s[mid]) {
			mid--
		}
		if mid == lo {
			mid = lo + 1
			for mid < hi && !utf8.RuneStart(s[mid]) {
				mid++
			}
		}
		if mid >= hi {
			return s[:lo], nlo
		}
		if n := size(s[:mid]); n <= target {
			lo, nlo = mid, n
		} else {
			hi = mid
		}
	}
}

func (b *builder) finish(r *client.Request, id string, group, in, out int) {
	r.ID = id
	r.MaxTokens = out
	r.IgnoreEOS = true
	temp := float32(0)
	r.Temperature = &temp
	r.Group = group
	r.InputTokens = in
	r.OutputTokens = out
}

// fresh builds requests without a shared prefix.
func (b *builder) fresh() ([]client.Request, error) {
	reqs := make([]client.Request, 0, b.spec.Requests)
	for i := range b.spec.Requests {
		l := b.lang(i)
		b.use(l)
		in := b.freshLen(i)
		var start, doc int
		if b.spec.Kind == LongDoc {
			doc = pick(b.draw(streamContent, i), len(l.documents))
			start = l.docStart[doc]
		} else {
			start = pick(b.draw(streamFiller, i), len(l.blocks))
		}
		d := &draft{lang: l, role: b.role(), head: b.tag("", i), lead: b.lead(l)}
		d.fill = d.lead + b.stream(l, start, in)
		d.tail, d.turns = b.ending(l, i, doc)
		r, err := b.size(d, in)
		if err != nil {
			return nil, fmt.Errorf("build request %s: %w", b.id(strconv.Itoa(i)), err)
		}
		b.finish(&r, b.id(strconv.Itoa(i)), -1, in, b.outputLen(i))
		reqs = append(reqs, r)
	}
	return reqs, nil
}

// tag is the cache-busting tag of request n (kind "") or of group n (kind "g") or its
// priming request (kind "p").
func (b *builder) tag(kind string, n int) string {
	return "[" + kind + strconv.Itoa(n) + "-" + b.salt + "]\n"
}

// group is a prefix group while it is built.
type group struct {
	lang   *language
	doc    int
	shared string
}

// reused builds requests that share one of Groups prefixes, and the priming requests.
func (b *builder) reused() (prime, reqs []client.Request, err error) {
	p := b.spec.Prefix
	var sharedLen int
	var unique Dist
	if b.spec.Lengths != nil {
		sharedLen = prefixLen(lengthsMean(b.spec.Lengths), p.Shared)
	} else {
		sharedLen, unique = splitShared(b.spec.Input, p.Shared)
	}
	groups := make([]group, p.Groups)
	for g := range groups {
		l := b.lang(g)
		b.use(l)
		doc := pick(b.draw(streamGroupDoc, g), len(l.documents))
		start := l.docStart[doc]
		if b.spec.Kind != LongDoc {
			start = pick(b.draw(streamGroupFiller, g), len(l.blocks))
		}
		head := b.tag("g", g)
		fill := b.lead(l) + b.stream(l, start, sharedLen)
		size := func(s string) int { return leadingCount(b.est, b.chat, b.role(), head+s+"\n") }
		s, n := fit(fill, sharedLen, size)
		if n > sharedLen {
			return nil, nil, fmt.Errorf("build %s prefix group %d: the group tag needs %d tokens, more than the shared prefix of %d", b.spec.Kind, g, n, sharedLen)
		}
		groups[g] = group{lang: l, doc: doc, shared: head + s + "\n"}
	}
	if p.Prime {
		for g, gr := range groups {
			b.use(gr.lang)
			d := &draft{lang: gr.lang, role: b.role(), head: gr.shared + b.tag("p", g)}
			if b.spec.Kind == ShortChat {
				d.turns = []client.Message{{Role: "user", Content: gr.lang.frame.prime}}
			} else {
				d.tail = gr.lang.frame.prime
			}
			r := b.render(d, "", d.turns, d.tail)
			b.finish(&r, b.id("prime-"+strconv.Itoa(g)), g, Estimate(b.est, &r), 1)
			prime = append(prime, r)
		}
	}
	for i := range b.spec.Requests {
		g := i % p.Groups
		gr := groups[g]
		b.use(gr.lang)
		in := sharedLen + b.uniqueLen(i, sharedLen, unique)
		start := pick(b.draw(streamFiller, i), len(gr.lang.blocks))
		d := &draft{lang: gr.lang, role: b.role(), head: gr.shared + b.tag("", i)}
		d.fill = b.stream(gr.lang, start, in-sharedLen)
		d.tail, d.turns = b.ending(gr.lang, i, gr.doc)
		r, err := b.size(d, in)
		if err != nil {
			return nil, nil, fmt.Errorf("build request %s: %w", b.id(strconv.Itoa(i)), err)
		}
		b.finish(&r, b.id(strconv.Itoa(i)), g, in, b.outputLen(i))
		reqs = append(reqs, r)
	}
	return prime, reqs, nil
}
