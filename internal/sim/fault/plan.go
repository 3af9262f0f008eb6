package fault

import "fmt"

// Plan holds faults chosen by rate, from the configuration or the admin endpoint. The
// decision for a request is a pure function of (Seed, request id, spec index), with no
// state and no clock, so a failing run can be reproduced by replaying the same seed and
// ids, and concurrent requests cannot perturb each other's draws. A Plan is safe for
// concurrent use as long as it is not modified.
type Plan struct {
	// Seed selects the pseudo-random draws; the same seed and ids give the same faults.
	Seed int64
	// Specs are tried in order for each request; each has Rate > 0.
	Specs []Spec
}

// ParsePlan builds a Plan from Parse specs, each of which must have a rate in (0, 1],
// because a spec that never fires is almost certainly a forgotten rate. Errors name the
// spec's index in specs and the spec itself. An empty list gives a Plan that never
// picks a fault.
func ParsePlan(specs []string, seed int64) (*Plan, error) {
	p := &Plan{Seed: seed, Specs: make([]Spec, 0, len(specs))}
	for i, s := range specs {
		spec, err := Parse(s)
		if err != nil {
			return nil, fmt.Errorf("fault plan: specs[%d]: %w", i, err)
		}
		if spec.Rate <= 0 {
			return nil, fmt.Errorf("fault plan: specs[%d]: fault %q: rate must be > 0 in a plan (want a number in (0, 1] such as rate=0.01)", i, s)
		}
		p.Specs = append(p.Specs, spec)
	}
	return p, nil
}

// Pick returns the fault for a request id, if any. Specs are tried in order: spec i hits
// when u(Seed, id, i) < Rate, where u is uniform in [0, 1), and the first hit wins, so a
// request gets at most one fault and a later spec's effective rate is its Rate times the
// chance that every earlier spec missed. Each spec draws independently of the others,
// so adding or removing a later spec never changes which requests an earlier one hits.
// A nil Plan picks nothing.
func (p *Plan) Pick(requestID string) (Spec, bool) {
	if p == nil {
		return Spec{}, false
	}
	base := requestBase(p.Seed, requestID)
	for i, s := range p.Specs {
		if unit(base, i) < s.Rate {
			return s, true
		}
	}
	return Spec{}, false
}

// The draw is u(seed, id, i) = top 53 bits of splitmix64(splitmix64(splitmix64(seed) ^
// fnv1a64(id)) ^ i) / 2^53. It is part of the reproducibility contract: changing it
// changes which requests fail for a recorded seed, which TestUnitGolden guards against.
// FNV-1a is computed inline instead of with hash/fnv so Pick does not allocate.

// requestBase hashes the parts of the draw shared by every spec of one request.
func requestBase(seed int64, id string) uint64 {
	const (
		offset64 = 14695981039346656037
		prime64  = 1099511628211
	)
	h := uint64(offset64)
	for i := 0; i < len(id); i++ {
		h ^= uint64(id[i])
		h *= prime64
	}
	return splitmix64(splitmix64(uint64(seed)) ^ h)
}

// unit returns the uniform [0, 1) draw for spec index i of a request.
func unit(base uint64, i int) float64 {
	return float64(splitmix64(base^uint64(i))>>11) / (1 << 53)
}

// splitmix64 is the SplitMix64 output function: a bijective mixer with full avalanche,
// so nearby inputs (consecutive seeds, indexes, similar ids) give unrelated draws.
func splitmix64(x uint64) uint64 {
	x += 0x9e3779b97f4a7c15
	x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9
	x = (x ^ (x >> 27)) * 0x94d049bb133111eb
	return x ^ (x >> 31)
}
