package workload

import (
	"errors"
	"fmt"
	"math"
	"regexp"
	"slices"
	"strings"
)

// Kind names a workload: the shape of the prompts and answers of a cell.
type Kind string

// The workloads of the matrix.
const (
	// ShortChat is a multi-turn support conversation after a system prompt with
	// help-center excerpts; the model answers the customer's last turn.
	ShortChat Kind = "short-chat"
	// LongDoc is one or more long documents followed by a question about the first.
	LongDoc Kind = "long-doc"
	// LongOutput is background material followed by a task that asks for a long,
	// structured answer.
	LongOutput Kind = "long-output"
)

// Kinds returns the single-request workload kinds, in matrix order; SessionKinds
// the kinds whose requests are sessions.
func Kinds() []Kind { return []Kind{ShortChat, LongDoc, LongOutput} }

// SessionKinds returns the session kinds (see MultiTurn).
func SessionKinds() []Kind { return []Kind{MultiTurn, Agentic} }

// AllKinds returns every workload kind: Kinds, then SessionKinds.
func AllKinds() []Kind { return append(Kinds(), SessionKinds()...) }

func kindNames() string {
	names := make([]string, 0, 5)
	for _, k := range AllKinds() {
		names = append(names, string(k))
	}
	return strings.Join(names, ", ")
}

// Dist is a length distribution in tokens, in one of two forms.
//
// Uniform (Quantiles nil): lengths are drawn uniformly from the integers in
// [floor(Mean·(1−Spread)), ceil(Mean·(1+Spread))], as vllm bench's random dataset
// does with --random-range-ratio. Spread is in [0, 1); 0 makes every length Mean.
//
// Empirical (Quantiles set, as derived from production traffic): the quantile
// function is the piecewise-linear interpolation between the knots, so a uniform
// u in [0, 1) draws the length Q(u), rounded. Knots run from P = 0 (the shortest
// length) to P = 1 (the longest), P strictly increasing and Tokens non-decreasing.
// Mean is then the mean of that quantile function, rounded (see Empirical); Spread
// is unused and must be 0.
//
// Build applies its minimums differently to the two forms. A uniform input whose
// lower bound is below MinInputTokens (or, with a shared prefix, whose unique part
// can be shorter than MinUniqueTokens) is a spec error. An empirical input is not:
// real traffic has prompts shorter than a prompt frame needs, so a draw below
// MinInputTokens is raised to MinInputTokens, and with a shared prefix a draw
// shorter than prefix + MinUniqueTokens is lengthened to that (see Spec.Prefix).
// The mean input of such a Set is then a little above Mean. Outputs of either form
// are at least 1 token.
type Dist struct {
	Mean   int
	Spread float64
	// Quantiles, when non-nil, make the distribution empirical; Empirical builds
	// and validates one.
	Quantiles []Quantile `json:",omitempty"`
}

// Quantile is one knot of an empirical length distribution: a share P of lengths
// are at most Tokens.
type Quantile struct {
	P      float64 `json:"p"`
	Tokens int     `json:"tokens"`
}

// Empirical validates the knot table qs of an empirical length distribution and
// returns the Dist it describes: a copy of qs, and as Mean the mean of the
// piecewise-linear quantile function, Σ (P[i+1]−P[i])·(Tokens[i]+Tokens[i+1])/2,
// rounded. It is the validation of a table, too (the plan parser calls it, and so
// does Build): there must be at least 2 knots, the first with P exactly 0 and the
// last with P exactly 1, P finite and strictly increasing, and Tokens at least 1,
// at most MaxInputTokens and non-decreasing. An error names the offending knot by
// its index in qs (from 0) and its P, and says what would be valid, e.g.
// "quantile 3 (p 0.5): 120 tokens is below the 140 of p 0.4: lengths must not
// decrease with p".
func Empirical(qs []Quantile) (Dist, error) {
	if len(qs) < 2 {
		return Dist{}, fmt.Errorf("%d knots: an empirical distribution needs at least 2 (the shortest length at p 0 and the longest at p 1)", len(qs))
	}
	last := len(qs) - 1
	for i, q := range qs {
		at := fmt.Sprintf("quantile %d (p %v)", i, q.P)
		switch {
		case math.IsNaN(q.P) || math.IsInf(q.P, 0):
			return Dist{}, fmt.Errorf("quantile %d: p %v is not a finite number in [0, 1]", i, q.P)
		case i == 0 && q.P != 0:
			return Dist{}, fmt.Errorf("%s: the first knot must have p 0 (the shortest length)", at)
		case i == last && q.P != 1:
			return Dist{}, fmt.Errorf("%s: the last knot must have p 1 (the longest length)", at)
		case q.P < 0 || q.P > 1:
			return Dist{}, fmt.Errorf("%s: p must be in [0, 1]", at)
		case i > 0 && q.P <= qs[i-1].P:
			return Dist{}, fmt.Errorf("%s: p must increase, but the knot before has p %v", at, qs[i-1].P)
		case q.Tokens < 1:
			return Dist{}, fmt.Errorf("%s: %d tokens is not a valid length (want at least 1 token)", at, q.Tokens)
		case q.Tokens > MaxInputTokens:
			return Dist{}, fmt.Errorf("%s: %d tokens exceed the maximum of %d", at, q.Tokens, MaxInputTokens)
		case i > 0 && q.Tokens < qs[i-1].Tokens:
			return Dist{}, fmt.Errorf("%s: %d tokens is below the %d of p %v: lengths must not decrease with p", at, q.Tokens, qs[i-1].Tokens, qs[i-1].P)
		}
	}
	qs = slices.Clone(qs)
	return Dist{Mean: quantileMean(qs), Quantiles: qs}, nil
}

// quantileMean returns the mean of the piecewise-linear quantile function through
// the knots qs, rounded half away from zero. The sum is first rounded to 10⁻⁶ so
// that floating-point noise in the P differences (1 − 0.9 is 0.0999…98) does not
// turn an exact half, such as 910.5, into 910.4999… and round it down.
func quantileMean(qs []Quantile) int {
	m := 0.0
	for i := range len(qs) - 1 {
		m += (qs[i+1].P - qs[i].P) * float64(qs[i].Tokens+qs[i+1].Tokens) / 2
	}
	return int(math.Round(math.Round(m*1e6) / 1e6))
}

// IsEmpirical reports whether d is an empirical distribution: whether Quantiles is
// non-nil. An empty non-nil table is empirical, and invalid.
func (d Dist) IsEmpirical() bool { return d.Quantiles != nil }

// Bounds returns the smallest and largest length the distribution draws, before
// Build's minimums: for an empirical distribution, the Tokens of its first and last
// knots (0, 0 for an empty table).
func (d Dist) Bounds() (lo, hi int) {
	if d.IsEmpirical() {
		if len(d.Quantiles) == 0 {
			return 0, 0
		}
		return d.Quantiles[0].Tokens, d.Quantiles[len(d.Quantiles)-1].Tokens
	}
	return int(math.Floor(float64(d.Mean) * (1 - d.Spread))), int(math.Ceil(float64(d.Mean) * (1 + d.Spread)))
}

// Draw maps h, a uniformly distributed 64-bit number such as a hash, to a length
// of the distribution; the same h always gives the same length. A uniform
// distribution returns lo + h mod (hi−lo+1) with lo and hi from Bounds (which is
// how Build has always drawn, so Sets of uniform specs do not change). An empirical
// one takes u = (h>>11)/2⁵³ in [0, 1), finds the knots with P[i] <= u < P[i+1] and
// returns the linear interpolation of their Tokens at u, rounded. Draw applies none
// of Build's minimums (see Dist) and assumes d is valid; it returns 0 for an empty
// table.
func (d Dist) Draw(h uint64) int {
	if !d.IsEmpirical() {
		lo, hi := d.Bounds()
		return between(h, lo, hi)
	}
	qs := d.Quantiles
	if len(qs) == 0 {
		return 0
	}
	u := float64(h>>11) / (1 << 53)
	// The last knot with P <= u; u < 1 = P of the last knot, so i+1 is a knot.
	i, _ := slices.BinarySearchFunc(qs, u, func(q Quantile, u float64) int {
		if q.P <= u {
			return -1
		}
		return 1
	})
	i--
	if i < 0 { // only for a table not starting at p 0
		return qs[0].Tokens
	}
	if i >= len(qs)-1 { // only for a table not ending at p 1
		return qs[len(qs)-1].Tokens
	}
	a, b := qs[i], qs[i+1]
	t := float64(a.Tokens) + (u-a.P)/(b.P-a.P)*float64(b.Tokens-a.Tokens)
	return int(math.Round(t))
}

// Prefix says how requests share their leading tokens.
//
// With Shared == 0 every request is fresh: a tag unique to the request (and, through
// the salt, to the run) sits at the very start of its first message, so no request can
// hit another's prefix-cache blocks. With Shared > 0 about that fraction of each input
// is one of Groups shared prefixes, byte-identical within a group and at the very start
// of the first message; the rest of the input is unique to the request. Prime asks for
// one warm-up request per group, sent before measurement, so that measured requests
// find their prefix cached.
type Prefix struct {
	Shared float64
	Groups int
	Prime  bool
}

// Fresh reports whether requests share no prefix.
func (p Prefix) Fresh() bool { return p.Shared == 0 }

// Spec is everything that determines the requests of one cell. Build turns it into
// the same Set every time for the same corpus and estimator.
type Spec struct {
	Kind          Kind
	Input, Output Dist
	Prefix        Prefix
	// Requests is the number of measured requests.
	Requests int
	// Seed draws lengths, languages' content and filler positions.
	Seed uint64
	// Run names the run. It prefixes request IDs ("<run>-<kind>-<n>") and, with the
	// rest of the spec, salts every cache-busting tag, so two cells or two trials that
	// hit the same server must use different Runs (or Seeds) or they will hit each
	// other's prefix cache. Letters, digits, '.', '_' and '-' only; may be empty.
	Run string
	// Langs are the corpus languages to use, assigned round-robin: request n (or, with
	// a shared prefix, group n) gets Langs[n % len(Langs)]. Empty means DefaultLangs.
	Langs []string
	// Completions makes /v1/completions prompts instead of chat messages (the
	// default, Completions == false, is chat).
	Completions bool
	// Model is the served model name. Requests do not carry it (the load generator
	// sets it on the wire), but it is part of the Set's Digest.
	Model string
	// Lengths, when non-nil, gives every request its lengths explicitly, as when a
	// trace is replayed: request i gets Lengths[i] instead of drawing from Input and
	// Output, so there must be exactly Requests of them. Input and Output are then
	// ignored (and not validated; leave them zero). Build raises what the prompt
	// frame cannot hold, as it does for empirical inputs (see Dist): a fresh input
	// below MinInputTokens to MinInputTokens, and with a shared prefix a unique
	// part (Lengths[i].Input − the prefix) below MinUniqueTokens to MinUniqueTokens;
	// an output below 1 to 1. The shared prefix is round(Prefix.Shared · the mean of
	// the Lengths' inputs) tokens. A length above MaxInputTokens, or below 0, is an
	// error.
	Lengths []Length `json:",omitempty"`
	// HashIDs, when non-nil (with Lengths and BlockSize), are each request's block
	// ids, as a Mooncake trace gives them: HashIDs[i] has exactly
	// ceil(Lengths[i].Input / BlockSize) ids. Request i's prompt is then its blocks
	// in order, the last holding the rest of its input, and a block's text depends
	// only on its id and the Spec's salt (see hashed): two requests whose ids agree
	// on their first k blocks share their first k blocks of prompt exactly, and
	// differ after. Prefix must be fresh, and nothing is raised to MinInputTokens.
	HashIDs [][]int64 `json:",omitempty"`
	// BlockSize is the tokens per hash id, at least MinBlockTokens; 0 without
	// HashIDs.
	BlockSize int `json:",omitempty"`
	// Session shapes the sessions of a session kind (MultiTurn, Agentic), whose
	// Requests are then sessions and Input the first turn's prompt; nil means
	// DefaultSession. Other kinds refuse it.
	Session *Session `json:",omitempty"`
}

// Length is the explicit input and output length of one request (see
// Spec.Lengths).
type Length struct {
	// Input is the prompt length in tokens, shared prefix included.
	Input int
	// Output is the number of tokens the request asks for (its MaxTokens).
	Output int
}

// DefaultLangs are the languages a Spec without Langs uses, in round-robin order.
var DefaultLangs = []string{"ja", "de", "en"}

// Limits Build enforces, in estimated tokens.
const (
	// MinInputTokens is the smallest input length a fresh spec may draw.
	MinInputTokens = 32
	// MinUniqueTokens is the smallest unique part a request with a shared prefix may
	// draw: enough for its tag, the end of the chat template and a little text.
	MinUniqueTokens = 32
	// MinSharedTokens is the smallest shared prefix: a group tag and some text.
	MinSharedTokens = 24
	// MaxInputTokens is the largest input length a spec may draw.
	MaxInputTokens = 1 << 20
)

// ErrSpec is wrapped by every validation error of Build; the message names the
// field (as the plan file spells it) and what would be valid.
var ErrSpec = errors.New("invalid workload spec")

var runPattern = regexp.MustCompile(`^[A-Za-z0-9._-]*$`)

// normalize fills in defaults and validates spec against the corpus.
func (c *Corpus) normalize(spec Spec) (Spec, error) {
	bad := func(field, format string, args ...any) (Spec, error) {
		return spec, fmt.Errorf("%w: %s: %s", ErrSpec, field, fmt.Sprintf(format, args...))
	}
	if !slices.Contains(AllKinds(), spec.Kind) {
		return bad("kind", "unknown kind %q (valid: %s)", spec.Kind, kindNames())
	}
	if spec.Requests < 1 {
		return bad("requests", "%d is not a valid number of requests (want at least 1)", spec.Requests)
	}
	if err := checkHashed(spec); err != nil {
		return spec, err
	}
	if spec.Lengths != nil {
		if len(spec.Lengths) != spec.Requests {
			return bad("lengths", "%d lengths for %d requests (want one per request)", len(spec.Lengths), spec.Requests)
		}
		for i, l := range spec.Lengths {
			for _, f := range []struct {
				name string
				n    int
			}{{"input", l.Input}, {"output", l.Output}} {
				if f.n < 0 {
					return bad(fmt.Sprintf("lengths[%d].%s", i, f.name), "%d is not a valid length (want 0 or more tokens; Build raises short lengths)", f.n)
				}
				if f.n > MaxInputTokens {
					return bad(fmt.Sprintf("lengths[%d].%s", i, f.name), "%d tokens exceed the maximum of %d", f.n, MaxInputTokens)
				}
			}
		}
		spec.Lengths = slices.Clone(spec.Lengths)
		spec.HashIDs = slices.Clone(spec.HashIDs)
	} else {
		for _, d := range []struct {
			name string
			dist *Dist
		}{{"input", &spec.Input}, {"output", &spec.Output}} {
			if d.dist.IsEmpirical() {
				e, err := Empirical(d.dist.Quantiles)
				if err != nil {
					return bad(d.name+".quantiles", "%v", err)
				}
				if d.dist.Spread != 0 {
					return bad(d.name+".spread", "%v is unused by an empirical distribution (set it to 0, or leave %s.quantiles out)", d.dist.Spread, d.name)
				}
				if d.dist.Mean != 0 && d.dist.Mean != e.Mean {
					return bad(d.name+".mean", "%d disagrees with the mean of %s.quantiles, %d (set it to %d, or to 0 to have it computed)", d.dist.Mean, d.name, e.Mean, e.Mean)
				}
				*d.dist = e
				continue
			}
			if !(d.dist.Spread >= 0 && d.dist.Spread < 1) {
				return bad(d.name+".spread", "%v is not in [0, 1)", d.dist.Spread)
			}
			if d.dist.Mean < 1 {
				return bad(d.name+".mean", "%d is not a valid length (want at least 1 token)", d.dist.Mean)
			}
			if _, hi := d.dist.Bounds(); hi > MaxInputTokens {
				return bad(d.name+".mean", "lengths up to %d tokens exceed the maximum of %d", hi, MaxInputTokens)
			}
		}
	}
	// Empirical inputs and explicit lengths are raised to the minimums by Build; only
	// a uniform input can be too short.
	uniform := spec.Lengths == nil && !spec.Input.IsEmpirical()
	p := spec.Prefix
	switch {
	case !(p.Shared >= 0 && p.Shared < 1):
		return bad("prefix.shared", "%v is not in [0, 1) (0: fresh prefixes)", p.Shared)
	case p.Shared == 0 && p.Groups != 0:
		return bad("prefix.groups", "%d groups without prefix.shared (set prefix.shared in (0, 1), or groups to 0 for fresh prefixes)", p.Groups)
	case p.Shared == 0 && p.Prime:
		return bad("prefix.prime", "priming needs a shared prefix (set prefix.shared in (0, 1))")
	case p.Shared > 0 && p.Groups < 1:
		return bad("prefix.groups", "%d is not a valid number of groups with prefix.shared %v (want at least 1)", p.Groups, p.Shared)
	case p.Shared > 0 && p.Groups > spec.Requests:
		return bad("prefix.groups", "%d groups need at least %d requests, have %d", p.Groups, p.Groups, spec.Requests)
	}
	switch {
	case p.Shared == 0:
		if lo, _ := spec.Input.Bounds(); uniform && lo < MinInputTokens {
			return bad("input.mean", "inputs down to %d tokens are shorter than the minimum of %d", lo, MinInputTokens)
		}
	case spec.Lengths != nil:
		mean := lengthsMean(spec.Lengths)
		if shared := prefixLen(mean, p.Shared); shared < MinSharedTokens {
			return bad("prefix.shared", "a shared prefix of %d tokens (%v of the lengths' mean input of %.1f) is shorter than the minimum of %d", shared, p.Shared, mean, MinSharedTokens)
		}
	default:
		shared, unique := splitShared(spec.Input, p.Shared)
		if shared < MinSharedTokens {
			return bad("prefix.shared", "a shared prefix of %d tokens (%v of %d) is shorter than the minimum of %d", shared, p.Shared, spec.Input.Mean, MinSharedTokens)
		}
		if lo, _ := unique.Bounds(); uniform && lo < MinUniqueTokens {
			return bad("prefix.shared", "unique parts down to %d tokens are shorter than the minimum of %d (lower prefix.shared or input.spread, or raise input.mean)", lo, MinUniqueTokens)
		}
	}
	if !runPattern.MatchString(spec.Run) {
		return bad("run", "%q may contain only letters, digits, '.', '_' and '-'", spec.Run)
	}
	if len(spec.Langs) == 0 {
		spec.Langs = slices.Clone(DefaultLangs)
	} else {
		spec.Langs = slices.Clone(spec.Langs)
	}
	for _, l := range spec.Langs {
		if _, ok := c.langs[l]; !ok {
			return bad("langs", "unknown language %q (valid: %s)", l, strings.Join(c.Langs(), ", "))
		}
	}
	return normalizeSession(spec)
}

// splitShared returns the shared prefix length for a spec with a shared prefix and
// the distribution of the unique rest. The prefix is round(Shared·Mean) tokens for
// every request; the spread applies to the unique part only, as with vllm bench's
// --random-prefix-len, so the mean input stays Mean and the shared prefix always fits.
// For an empirical input the unique part is the table shifted down by the prefix,
// each knot raised to at least MinUniqueTokens (so requests shorter than prefix +
// MinUniqueTokens are lengthened to that), with its Mean recomputed.
func splitShared(input Dist, shared float64) (int, Dist) {
	p := prefixLen(float64(input.Mean), shared)
	if !input.IsEmpirical() {
		return p, Dist{Mean: input.Mean - p, Spread: input.Spread}
	}
	qs := make([]Quantile, len(input.Quantiles))
	for i, q := range input.Quantiles {
		qs[i] = Quantile{P: q.P, Tokens: max(q.Tokens-p, MinUniqueTokens)}
	}
	return p, Dist{Mean: quantileMean(qs), Quantiles: qs}
}

// prefixLen is the shared prefix length for a mean input length: round(shared·mean).
func prefixLen(mean, shared float64) int { return int(math.Round(shared * mean)) }

// lengthsMean returns the mean input length of explicit lengths.
func lengthsMean(ls []Length) float64 {
	sum := 0
	for _, l := range ls {
		sum += l.Input
	}
	return float64(sum) / float64(len(ls))
}
