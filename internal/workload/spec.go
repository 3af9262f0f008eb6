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

// Kinds returns every workload kind, in matrix order.
func Kinds() []Kind { return []Kind{ShortChat, LongDoc, LongOutput} }

func kindNames() string {
	names := make([]string, 0, 3)
	for _, k := range Kinds() {
		names = append(names, string(k))
	}
	return strings.Join(names, ", ")
}

// Dist is a length distribution in tokens: lengths are drawn uniformly from the
// integers in [floor(Mean·(1−Spread)), ceil(Mean·(1+Spread))], as vllm bench's random
// dataset does with --random-range-ratio. Spread is in [0, 1); 0 makes every length
// Mean.
type Dist struct {
	Mean   int
	Spread float64
}

// Bounds returns the smallest and largest length the distribution draws.
func (d Dist) Bounds() (lo, hi int) {
	return int(math.Floor(float64(d.Mean) * (1 - d.Spread))), int(math.Ceil(float64(d.Mean) * (1 + d.Spread)))
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
	if !slices.Contains(Kinds(), spec.Kind) {
		return bad("kind", "unknown kind %q (valid: %s)", spec.Kind, kindNames())
	}
	if spec.Requests < 1 {
		return bad("requests", "%d is not a valid number of requests (want at least 1)", spec.Requests)
	}
	for _, d := range []struct {
		name string
		dist Dist
	}{{"input", spec.Input}, {"output", spec.Output}} {
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
	if p.Shared == 0 {
		if lo, _ := spec.Input.Bounds(); lo < MinInputTokens {
			return bad("input.mean", "inputs down to %d tokens are shorter than the minimum of %d", lo, MinInputTokens)
		}
	} else {
		shared, unique := splitShared(spec.Input, p.Shared)
		if shared < MinSharedTokens {
			return bad("prefix.shared", "a shared prefix of %d tokens (%v of %d) is shorter than the minimum of %d", shared, p.Shared, spec.Input.Mean, MinSharedTokens)
		}
		if lo, _ := unique.Bounds(); lo < MinUniqueTokens {
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
	return spec, nil
}

// splitShared returns the shared prefix length for a spec with a shared prefix and
// the distribution of the unique rest. The prefix is round(Shared·Mean) tokens for
// every request; the spread applies to the unique part only, as with vllm bench's
// --random-prefix-len, so the mean input stays Mean and the shared prefix always fits.
func splitShared(input Dist, shared float64) (int, Dist) {
	p := int(math.Round(shared * float64(input.Mean)))
	return p, Dist{Mean: input.Mean - p, Spread: input.Spread}
}
