package plan

import (
	"fmt"
	"math"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"time"

	"go.yaml.in/yaml/v3"

	"github.com/infergate/infergate/internal/results"
	"github.com/infergate/infergate/internal/threshold"
	"github.com/infergate/infergate/internal/traffic"
	"github.com/infergate/infergate/internal/workload"
)

// The plan's top-level keys, in the order the package comment documents them.
var (
	topKeys      = []string{"name", "description", "slo", "trials", "warmup", "confidence", "sequential", "calibration", "workloads", "prefix", "loads", "burst", "overload", "restart", "capacity", "cells", "sizes", "compare", "skip", "quick"}
	requiredKeys = []string{"name", "slo", "workloads", "prefix", "loads", "cells"}
)

// parse reads and validates a plan, collecting every problem; sections that refer to
// others (cells, burst, capacity) are read after the axes they name.
func parse(data []byte, file string) (*Plan, error) {
	p := &parser{file: file}
	root := p.document(data)
	if root == nil {
		return nil, p.err()
	}
	top := p.fields(root, "plan", topKeys, requiredKeys)
	if top == nil {
		return nil, p.err()
	}
	pl := &Plan{
		Trials:   DefaultTrials,
		Level:    DefaultLevel,
		Quick:    Quick{Factor: DefaultQuickFactor, Skip: []string{}},
		Skip:     []string{},
		Capacity: Capacity{MinRate: DefaultCapacityMinRate, MaxRate: DefaultCapacityMaxRate, StepDuration: DefaultCapacityStep, Steps: DefaultCapacitySteps, Goodput: DefaultCapacityGoodput, Precision: DefaultCapacityPrecision},
	}
	if n := top["name"]; n != nil {
		pl.Name, _ = p.text(n, "name")
	}
	if n := top["description"]; n != nil {
		if s := p.scalar(n, "description", "text"); s != nil {
			pl.Description = strings.TrimSpace(s.Value)
		}
	}
	if n := top["slo"]; n != nil {
		p.slo(n, pl)
	}
	if n := top["trials"]; n != nil {
		pl.Trials, _ = p.integer(n, "trials", 1)
	}
	if n := top["warmup"]; n != nil {
		if f := p.fields(n, "warmup", []string{"requests"}, []string{"requests"}); f["requests"] != nil {
			pl.Warmup, _ = p.integer(f["requests"], "warmup.requests", 0)
		}
	}
	if n := top["confidence"]; n != nil {
		pl.Level, _ = p.fraction(n, "confidence", 0, 1, true, true)
	}
	if n := top["sequential"]; n != nil {
		f := p.fields(n, "sequential", []string{"looks", "min_duration", "final", "max", "max_duration"}, []string{"looks"})
		sq := &Sequential{}
		if f["looks"] != nil {
			sq.Looks, _ = p.integer(f["looks"], "sequential.looks", 2)
		}
		if f["min_duration"] != nil {
			sq.MinDuration, _ = p.duration(f["min_duration"], "sequential.min_duration")
		}
		if f["final"] != nil {
			sq.Final, _ = p.fraction(f["final"], "sequential.final", 0, 1, true, true)
		}
		if f["max"] != nil {
			sq.Max, _ = p.multiple(f["max"], "sequential.max", MaxSequential)
		}
		if f["max_duration"] != nil {
			sq.MaxDuration, _ = p.duration(f["max_duration"], "sequential.max_duration")
		}
		pl.Sequential = sq
	}
	if n := top["calibration"]; n != nil {
		if v, ok := p.text(n, "calibration"); ok {
			switch strings.ToLower(v) {
			case "off":
				pl.CalibrationOff = p.pos(n)
			case "on":
			default:
				p.errorf(n, "calibration", "unknown value %q (valid: on, off)", v)
			}
		}
	}
	// Patterns are only checked against axes that were read in full.
	axesOK := top["workloads"] != nil && top["prefix"] != nil && top["loads"] != nil
	if n := top["workloads"]; n != nil {
		axesOK = p.workloads(n, pl) && axesOK
	}
	if n := top["prefix"]; n != nil {
		axesOK = p.prefixes(n, pl) && axesOK
	}
	if n := top["loads"]; n != nil {
		axesOK = p.loads(n, pl) && axesOK
	}
	p.crossCheck(top, pl)
	if n := top["burst"]; n != nil {
		p.burst(n, pl)
	}
	p.capacity(top["capacity"], pl)
	if n := top["overload"]; n != nil {
		p.overload(n, pl)
	}
	if n := top["restart"]; n != nil {
		p.restart(n, pl)
	}
	p.checkSessions(top, pl)
	if n := top["cells"]; n != nil && axesOK {
		p.cells(n, pl)
		if n := top["sizes"]; n != nil {
			p.sizes(n, pl)
		}
	}
	if n := top["compare"]; n != nil {
		p.compare(n, pl, axesOK && top["cells"] != nil)
	}
	if n := top["skip"]; n != nil {
		pl.Skip = p.reasons(n, "skip")
	}
	if n := top["quick"]; n != nil {
		f := p.fields(n, "quick", []string{"factor", "skip", "trials", "capacity", "sim", "cells", "unjudged"}, nil)
		if f["factor"] != nil {
			pl.Quick.Factor, _ = p.fraction(f["factor"], "quick.factor", 0, 1, true, false)
		}
		if f["skip"] != nil {
			pl.Quick.Skip = p.reasons(f["skip"], "quick.skip")
		}
		if f["trials"] != nil {
			pl.Quick.Trials, _ = p.integer(f["trials"], "quick.trials", 1)
		}
		if f["sim"] != nil {
			pl.Quick.Sim, _ = p.text(f["sim"], "quick.sim")
		}
		if f["cells"] != nil && top["cells"] != nil && axesOK {
			p.quickCells(f["cells"], pl)
		}
		if f["unjudged"] != nil && top["cells"] != nil && axesOK {
			p.unjudged(f["unjudged"], pl)
		}
		if c := f["capacity"]; c != nil {
			cf := p.fields(c, "quick.capacity", []string{"steps", "step_duration", "precision"}, nil)
			if cf["steps"] != nil {
				pl.Quick.CapacitySteps, _ = p.integer(cf["steps"], "quick.capacity.steps", 2)
			}
			if cf["step_duration"] != nil {
				pl.Quick.CapacityStepDuration, _ = p.duration(cf["step_duration"], "quick.capacity.step_duration")
			}
			if cf["precision"] != nil {
				pl.Quick.CapacityPrecision, _ = p.fraction(cf["precision"], "quick.capacity.precision", 0, 1, true, true)
			}
		}
	}
	if err := p.err(); err != nil {
		return nil, err
	}
	return pl, nil
}

// slo reads the SLO. Its first-token figure is named by its key: ttft is the first
// token of any kind, as vllm bench serve's --goodput ttft:… has it; ttfo is the
// answer's first token, after a reasoning model's thinking, which a user of such a
// model waits for. A plan may set both; each that is set must be met.
func (p *parser) slo(n *yaml.Node, pl *Plan) {
	names := []string{"ttft", "ttfo", "tpot", "e2el"}
	f := p.fields(n, "slo", names, nil)
	if f == nil {
		return
	}
	if len(f) == 0 {
		p.errorf(n, "slo", "want at least one of ttft, ttfo, tpot and e2el: the SLO defines a good request for goodput")
	}
	ok := map[string]bool{}
	for i, dst := range []*time.Duration{&pl.SLO.TTFT, &pl.SLO.TTFO, &pl.SLO.TPOT, &pl.SLO.E2EL} {
		if v := f[names[i]]; v != nil {
			*dst, ok[names[i]] = p.duration(v, "slo."+names[i])
		}
	}
	// The answer's first token never comes before the first token, so a ttfo below
	// ttft leaves ttft checking nothing: the plan means something it does not say.
	if ok["ttft"] && ok["ttfo"] && pl.SLO.TTFO < pl.SLO.TTFT {
		p.errorf(f["ttfo"], "slo.ttfo", "%v is below slo.ttft %v: the first output token never comes before the first token, so ttft would check nothing; drop ttft, or raise ttfo to at least %v",
			pl.SLO.TTFO, pl.SLO.TTFT, pl.SLO.TTFT)
	}
}

// kindList is the valid workload kinds, for messages.
func kindList() string {
	var ks []string
	for _, k := range workload.AllKinds() {
		ks = append(ks, string(k))
	}
	return strings.Join(ks, ", ")
}

var langPattern = regexp.MustCompile(`^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$`)

// workloads reads the workloads axis; it reports whether every name is usable.
func (p *parser) workloads(n *yaml.Node, pl *Plan) bool {
	es, ok := p.pairs(n, "workloads")
	if !ok {
		return false
	}
	if len(es) == 0 {
		p.errorf(n, "workloads", "want at least one workload")
		return false
	}
	for _, e := range es {
		if !p.name(e.key, "workloads") {
			ok = false
		}
		field := sub("workloads", e.key.Value)
		w := Workload{Name: e.key.Value}
		f := p.fields(e.val, field, []string{"kind", "input", "output", "completions", "langs", "session"}, []string{"input", "output"})
		if f == nil {
			pl.Workloads = append(pl.Workloads, w)
			continue
		}
		if k := f["kind"]; k != nil {
			if s, good := p.text(k, sub(field, "kind")); good {
				if !slices.Contains(workload.AllKinds(), workload.Kind(s)) {
					p.errorf(k, sub(field, "kind"), "unknown kind %q (valid: %s)", s, kindList())
				}
				w.Kind = workload.Kind(s)
			}
		} else if slices.Contains(workload.AllKinds(), workload.Kind(w.Name)) {
			w.Kind = workload.Kind(w.Name)
		} else {
			p.errorf(e.key, sub(field, "kind"), "missing: %q is not a workload kind, so set kind (valid: %s)", w.Name, kindList())
		}
		if v := f["input"]; v != nil {
			w.Input = p.dist(v, sub(field, "input"))
		}
		if v := f["output"]; v != nil {
			w.Output = p.dist(v, sub(field, "output"))
		}
		if v := f["completions"]; v != nil {
			w.Completions, _ = p.boolean(v, sub(field, "completions"))
		}
		if v := f["langs"]; v != nil {
			w.Langs = p.langs(v, sub(field, "langs"))
		}
		if v := f["session"]; v != nil {
			if w.Kind.IsSession() {
				w.Session = p.session(v, sub(field, "session"), w.Kind)
			} else if w.Kind != "" {
				p.errorf(v, sub(field, "session"), "only the session kinds (%s, %s) take a session; %s is single-turn", workload.MultiTurn, workload.Agentic, w.Kind)
			}
		}
		pl.Workloads = append(pl.Workloads, w)
	}
	return ok
}

// dist reads a length distribution: uniform {mean: 400, spread: 0.3} or empirical
// {quantiles: {0: 35, 0.5: 410, 1: 7900}}.
func (p *parser) dist(n *yaml.Node, field string) workload.Dist {
	var d workload.Dist
	f := p.fields(n, field, []string{"mean", "spread", "quantiles"}, nil)
	if f == nil {
		return d
	}
	switch q := f["quantiles"]; {
	case q != nil && f["mean"] != nil:
		p.errorf(f["mean"], field, "sets both mean and quantiles: a length distribution is uniform (mean, spread) or empirical (quantiles), not both")
		return d
	case q != nil && f["spread"] != nil:
		p.errorf(f["spread"], sub(field, "spread"), "only a uniform distribution (mean) takes a spread; quantiles already give the shape")
		return d
	case q != nil:
		return p.quantiles(q, sub(field, "quantiles"))
	case f["mean"] == nil:
		p.errorf(n, field, "missing field \"mean\" (or \"quantiles\" for an empirical distribution)")
		return d
	}
	if v := f["mean"]; v != nil {
		d.Mean, _ = p.integer(v, sub(field, "mean"), 1)
	}
	if v := f["spread"]; v != nil {
		d.Spread, _ = p.fraction(v, sub(field, "spread"), 0, 1, false, true)
	}
	if _, hi := d.Bounds(); hi > workload.MaxInputTokens {
		p.errorf(f["mean"], sub(field, "mean"), "lengths up to %d tokens exceed the maximum of %d", hi, workload.MaxInputTokens)
	}
	return d
}

// quantiles reads an empirical length distribution's knots, a mapping from the
// probability p to the length at most that share of requests have.
func (p *parser) quantiles(n *yaml.Node, field string) workload.Dist {
	es, ok := p.pairs(n, field)
	if !ok {
		return workload.Dist{}
	}
	var qs []workload.Quantile
	good := true
	for _, e := range es {
		pr, ok := p.number(e.key, field, "a probability in [0, 1] as key (0, 0.5, 1)")
		if ok && !(pr >= 0 && pr <= 1) {
			p.errorf(e.key, field, "probability %s is outside [0, 1]", e.key.Value)
			ok = false
		}
		t, tok := p.integer(e.val, sub(field, e.key.Value), 1)
		if !ok || !tok {
			good = false
			continue
		}
		qs = append(qs, workload.Quantile{P: pr, Tokens: t})
	}
	if !good {
		return workload.Dist{}
	}
	d, err := workload.Empirical(qs)
	if err != nil {
		p.errorf(n, field, "%v (want knots from 0 to 1 in increasing order, lengths not decreasing, e.g. {0: 35, 0.5: 410, 1: 7900})", err)
		return workload.Dist{}
	}
	return d
}

func (p *parser) langs(n *yaml.Node, field string) []string {
	items, ok := p.list(n, field, "language codes")
	if !ok {
		return nil
	}
	if len(items) == 0 {
		p.errorf(n, field, "empty: list at least one language, or leave langs out for the default %s", strings.Join(workload.DefaultLangs, ", "))
		return nil
	}
	var out []string
	for _, it := range items {
		l, ok := p.text(it, field)
		switch {
		case !ok:
		case !langPattern.MatchString(l):
			p.errorf(it, field, "%q is not a language code such as ja, de or en", l)
		case slices.Contains(out, l):
			p.errorf(it, field, "%q given twice", l)
		default:
			out = append(out, l)
		}
	}
	return out
}

// prefixes reads the prefix axis; it reports whether every name is usable.
func (p *parser) prefixes(n *yaml.Node, pl *Plan) bool {
	es, ok := p.pairs(n, "prefix")
	if !ok {
		return false
	}
	if len(es) == 0 {
		p.errorf(n, "prefix", "want at least one prefix mode, e.g. fresh: {}")
		return false
	}
	for _, e := range es {
		if !p.name(e.key, "prefix") {
			ok = false
		}
		field := sub("prefix", e.key.Value)
		x := Prefix{Name: e.key.Value}
		if v := deref(e.val); v != nil && v.Kind == yaml.ScalarNode && v.ShortTag() == "!!null" {
			pl.Prefixes = append(pl.Prefixes, x) // "fresh:" with nothing is fresh: {}
			continue
		}
		f := p.fields(e.val, field, []string{"shared", "groups", "prime"}, nil)
		good := true
		if v := f["shared"]; v != nil {
			var ok bool
			x.Shared, ok = p.fraction(v, sub(field, "shared"), 0, 1, false, true)
			good = good && ok
		}
		if v := f["groups"]; v != nil {
			var ok bool
			x.Groups, ok = p.integer(v, sub(field, "groups"), 0)
			good = good && ok
		}
		if v := f["prime"]; v != nil {
			var ok bool
			x.Prime, ok = p.boolean(v, sub(field, "prime"))
			good = good && ok
		}
		switch {
		case !good: // reported; the consistency of the rest would only echo it
		case x.Shared == 0 && x.Groups != 0:
			p.errorf(f["groups"], sub(field, "groups"), "%d groups without shared: set shared in (0, 1), or drop groups for fresh prefixes", x.Groups)
		case x.Shared == 0 && x.Prime:
			p.errorf(f["prime"], sub(field, "prime"), "priming needs a shared prefix: set shared in (0, 1)")
		case x.Shared > 0 && x.Groups < 1:
			p.errorf(e.key, sub(field, "groups"), "a shared prefix needs groups ≥ 1 (how many distinct shared prefixes)")
		}
		pl.Prefixes = append(pl.Prefixes, x)
	}
	return ok
}

// loads reads the load axis; it reports whether every name is usable.
func (p *parser) loads(n *yaml.Node, pl *Plan) bool {
	es, ok := p.pairs(n, "loads")
	if !ok {
		return false
	}
	if len(es) == 0 {
		p.errorf(n, "loads", "want at least one load, e.g. low: {concurrency: 1, requests: 100}")
		return false
	}
	for _, e := range es {
		if !p.name(e.key, "loads") {
			ok = false
		}
		pl.Loads = append(pl.Loads, p.load(e))
	}
	return ok
}

const loadModes = "concurrency (a closed loop: concurrency + requests), rate (an open loop: rate + duration or rate + requests), capacity (a share of measured capacity: capacity + duration) or replay (a recorded trace: replay + time_scale)"

func (p *parser) load(e entry) Load {
	field := sub("loads", e.key.Value)
	l := Load{Name: e.key.Value, Burstiness: defaultBurstiness}
	f := p.fields(e.val, field, []string{"concurrency", "requests", "rate", "burstiness", "max_concurrency", "duration", "capacity", "replay", "time_scale", "format", "block_size"}, nil)
	if f == nil {
		return l
	}
	var modes []string
	for _, m := range []string{"concurrency", "rate", "capacity", "replay"} {
		if f[m] != nil {
			modes = append(modes, m)
		}
	}
	switch len(modes) {
	case 0:
		p.errorf(e.key, field, "want exactly one of %s", loadModes)
		return l
	case 1:
	default:
		p.errorf(f[modes[1]], field, "sets both %s and %s: want exactly one of %s", modes[0], modes[1], loadModes)
		return l
	}
	// not reports keys that the load's mode does not take.
	not := func(why string, keys ...string) {
		for _, k := range keys {
			if f[k] != nil {
				p.errorf(f[k], sub(field, k), "%s", why)
			}
		}
	}
	if v := f["requests"]; v != nil {
		if n, ok := p.integer(v, sub(field, "requests"), 1); ok && n > MaxRequests {
			p.errorf(v, sub(field, "requests"), "%d is more than the %d requests a trial may send", n, MaxRequests)
		} else {
			l.Requests = n
		}
	}
	if v := f["duration"]; v != nil {
		l.Duration, _ = p.duration(v, sub(field, "duration"))
	}
	if v := f["burstiness"]; v != nil {
		if b, ok := p.number(v, sub(field, "burstiness"), "a gamma shape > 0 (1 is Poisson, .inf a constant rate)"); ok {
			if b > 0 {
				l.Burstiness = b
			} else {
				p.errorf(v, sub(field, "burstiness"), "%v is not > 0 (1 is Poisson, below 1 burstier, .inf a constant rate)", b)
			}
		}
	}
	if v := f["max_concurrency"]; v != nil {
		l.MaxConcurrency, _ = p.integer(v, sub(field, "max_concurrency"), 0)
	}
	if modes[0] != "replay" {
		not("only a replay load takes a time scale", "time_scale")
		not("only a replay load reads a trace file", "format", "block_size")
	}
	switch modes[0] {
	case "concurrency":
		l.Concurrency, _ = p.integer(f["concurrency"], sub(field, "concurrency"), 1)
		if f["requests"] == nil {
			p.errorf(e.key, sub(field, "requests"), "missing: a closed loop needs requests (how many its users send in all)")
		}
		not("a closed loop sends a fixed number of requests: drop duration, or use rate + duration for a timed open loop", "duration")
		not("only open loops take this; a closed loop's concurrency already bounds its requests in flight", "burstiness", "max_concurrency")
	case "rate":
		l.Rate, _ = p.rate(f["rate"], sub(field, "rate"))
		switch {
		case f["duration"] != nil && f["requests"] != nil:
			p.errorf(f["requests"], field, "sets both duration and requests: an open loop runs for a duration or for a number of arrivals, not both")
		case f["duration"] == nil && f["requests"] == nil:
			p.errorf(e.key, field, "an open loop needs duration (how long arrivals last) or requests (how many arrive)")
		case l.Rate > 0 && l.Duration > 0 && math.Round(l.Rate*l.Duration.Seconds()) < 1:
			p.errorf(f["duration"], sub(field, "duration"), "%v at %g/s is less than one request", l.Duration, l.Rate)
		case l.Rate > 0 && l.Duration > 0 && math.Round(l.Rate*l.Duration.Seconds()) > MaxRequests:
			p.errorf(f["duration"], sub(field, "duration"), "%v at %g/s is more than the %d requests a trial may send", l.Duration, l.Rate, MaxRequests)
		}
	case "capacity":
		l.Capacity, _ = p.fraction(f["capacity"], sub(field, "capacity"), 0, 1, true, false)
		if f["duration"] == nil {
			p.errorf(e.key, sub(field, "duration"), "missing: a capacity load needs duration (how long arrivals last)")
		}
		not("a capacity load runs for a duration: drop requests (the count follows from the measured capacity)", "requests")
	case "replay":
		p.replay(f, field, &l)
		not("a replay load sends the trace's requests: drop requests (use duration to replay only the start of the trace)", "requests")
		not("a replay load's arrivals are the trace's: drop burstiness", "burstiness")
	}
	return l
}

// replay reads a replay load's trace and time scale.
func (p *parser) replay(f map[string]*yaml.Node, field string, l *Load) {
	l.TimeScale = 1
	if v := f["time_scale"]; v != nil {
		if k, ok := p.number(v, sub(field, "time_scale"), "a number > 0 (10 replays ten times faster)"); ok {
			if k > 0 && !math.IsInf(k, 0) {
				l.TimeScale = k
			} else {
				p.errorf(v, sub(field, "time_scale"), "%v is not a positive finite number (10 replays ten times faster)", k)
			}
		}
	}
	path, ok := p.text(f["replay"], sub(field, "replay"))
	if !ok {
		return
	}
	if !filepath.IsAbs(path) {
		path = filepath.Join(filepath.Dir(p.file), path)
	}
	var opt traffic.LogOptions
	if v := f["format"]; v != nil {
		s, ok := p.text(v, sub(field, "format"))
		if !ok {
			return
		}
		fm, err := traffic.ParseFormat(s)
		if err != nil || fm == "" {
			var names []string
			for _, f := range traffic.Formats() {
				names = append(names, string(f))
			}
			p.errorf(v, sub(field, "format"), "unknown format %q (valid: %s; leave format out to tell it from the file)", s, strings.Join(names, ", "))
			return
		}
		opt.Format = fm
	}
	if v := f["block_size"]; v != nil {
		n, ok := p.integer(v, sub(field, "block_size"), workload.MinBlockTokens)
		if !ok {
			return
		}
		if opt.Format != "" && opt.Format != traffic.FormatMooncake {
			p.errorf(v, sub(field, "block_size"), "only a Mooncake trace has blocks, and format is %s", opt.Format)
			return
		}
		opt.BlockSize = n
	}
	t, err := traffic.ReadTrace(path, opt)
	if err != nil {
		p.errorf(f["replay"], sub(field, "replay"), "%v", err)
		return
	}
	l.Replay = t
	if l.Duration > 0 {
		if n, _ := l.replayCount(); n == 0 {
			p.errorf(f["duration"], sub(field, "duration"), "%v replays no request of %s", l.Duration, t.File)
		}
	}
}

// crossCheck checks what depends on two axes: every workload must fit every prefix
// mode (as workload.Build will require), and every load with a known request count
// must give each prefix group a request.
func (p *parser) crossCheck(top map[string]*yaml.Node, pl *Plan) {
	seqField := func(key string) *yaml.Node {
		es, _ := p.quiet(top["sequential"])
		for _, e := range es {
			if e.key.Value == key {
				return e.val
			}
		}
		return top["sequential"]
	}
	if sq := pl.Sequential; sq != nil && sq.MaxDuration > 0 && sq.Max == 0 {
		for _, l := range pl.Loads {
			if l.Closed() || l.Replay != nil {
				kind := "a closed loop, whose requests per second are known only once it runs"
				if l.Replay != nil {
					kind = "a replay, whose trace ends where it ends"
				}
				p.errorf(seqField("max_duration"), "sequential.max_duration",
					"load %s is %s: give max, a multiple of the planned requests (e.g. max: 3x), which max_duration then caps", l.Name, kind)
				break
			}
		}
	}
	if sq := pl.Sequential; sq != nil && sq.Looks > 0 && sq.MinDuration > 0 && sq.MaxDuration > 0 && sq.MaxDuration < sq.MinDuration {
		p.errorf(seqField("max_duration"), "sequential.max_duration", "%v is shorter than min_duration %v", sq.MaxDuration, sq.MinDuration)
	}
	wpos, xpos := p.positions(top["workloads"]), p.positions(top["prefix"])
	if slices.ContainsFunc(pl.Prefixes, Prefix.Fresh) {
		for _, w := range pl.Workloads {
			if lo, _ := w.Input.Bounds(); w.Input.Mean >= 1 && w.Input.Quantiles == nil && lo < workload.MinInputTokens {
				p.errorf(wpos.at(w.Name, "input"), sub(sub("workloads", w.Name), "input"), "inputs down to %d tokens are shorter than the minimum of %d (raise mean or lower spread)", lo, workload.MinInputTokens)
			}
		}
	}
	for _, x := range pl.Prefixes {
		if x.Shared > 0 && x.Shared < 1 {
			field := sub(sub("prefix", x.Name), "shared")
			for _, w := range pl.Workloads {
				if w.Input.Mean < 1 {
					continue // already reported
				}
				shared := int(math.Round(x.Shared * float64(w.Input.Mean)))
				unique := workload.Dist{Mean: w.Input.Mean - shared, Spread: w.Input.Spread}
				if shared < workload.MinSharedTokens {
					p.errorf(xpos.at(x.Name, "shared"), field, "with workload %s, a shared prefix of %d tokens (%g of %d) is shorter than the minimum of %d", w.Name, shared, x.Shared, w.Input.Mean, workload.MinSharedTokens)
				} else if lo, _ := unique.Bounds(); w.Input.Quantiles == nil && lo < workload.MinUniqueTokens {
					p.errorf(xpos.at(x.Name, "shared"), field, "with workload %s, unique parts down to %d tokens are shorter than the minimum of %d (lower shared, or raise the workload's input.mean)", w.Name, lo, workload.MinUniqueTokens)
				}
			}
		}
		for _, l := range pl.Loads {
			n := l.Requests
			if n == 0 && l.Rate > 0 {
				n = int(math.Round(l.Rate * l.Duration.Seconds()))
			}
			if l.Replay != nil {
				n, _ = l.replayCount()
			}
			if x.Groups > 1 && n > 0 && n < x.Groups {
				p.errorf(xpos.at(x.Name, "groups"), sub(sub("prefix", x.Name), "groups"), "%d groups need a request each, but load %s sends %d per trial", x.Groups, l.Name, n)
			}
		}
	}
}

// ref checks that field n names one of the axis' names and returns it.
func (p *parser) ref(n *yaml.Node, field, axis string, names []string) (string, bool) {
	s, ok := p.text(n, field)
	if !ok {
		return "", false
	}
	if !slices.Contains(names, s) {
		p.errorf(n, field, "unknown %s %q (valid: %s)", axis, s, strings.Join(names, ", "))
		return "", false
	}
	return s, true
}

func (pl *Plan) names() (ws, xs, ls []string) {
	for _, w := range pl.Workloads {
		ws = append(ws, w.Name)
	}
	for _, x := range pl.Prefixes {
		xs = append(xs, x.Name)
	}
	for _, l := range pl.Loads {
		ls = append(ls, l.Name)
	}
	return ws, xs, ls
}

func (p *parser) burst(n *yaml.Node, pl *Plan) {
	f := p.fields(n, "burst", []string{"workload", "prefix", "base", "spike", "spike_capacity", "spike_for", "duration", "recover_within", "max_concurrency"},
		[]string{"base", "spike_for", "duration", "recover_within"})
	if f == nil {
		return
	}
	ws, xs, _ := pl.names()
	b := &Burst{}
	if len(ws) > 0 {
		b.Workload = ws[0]
	}
	if len(xs) > 0 {
		b.Prefix = xs[0]
	}
	if v := f["workload"]; v != nil {
		b.Workload, _ = p.ref(v, "burst.workload", "workload", ws)
	}
	if v := f["prefix"]; v != nil {
		b.Prefix, _ = p.ref(v, "burst.prefix", "prefix", xs)
	}
	var okBase, okSpike bool
	if v := f["base"]; v != nil {
		b.Base, okBase = p.rate(v, "burst.base")
	}
	switch sv, cv := f["spike"], f["spike_capacity"]; {
	case sv != nil && cv != nil:
		p.errorf(cv, "burst", "both spike and spike_capacity are set: give the spike as a rate or as a multiple of capacity, not both")
	case sv == nil && cv == nil:
		p.errorf(n, "burst", "missing field \"spike\" (a rate, e.g. 100/s) or \"spike_capacity\" (a multiple of the measured capacity, e.g. 1.5)")
	case sv != nil:
		b.Spike, okSpike = p.rate(sv, "burst.spike")
		if okBase && okSpike && b.Spike <= b.Base {
			p.errorf(sv, "burst.spike", "%g/s is not above base %g/s: a spike must exceed the base rate", b.Spike, b.Base)
		}
	default:
		var ok bool
		if b.SpikeCapacity, ok = p.number(cv, "burst.spike_capacity", "a multiple of capacity above 1, e.g. 1.5"); ok && !(b.SpikeCapacity > 1 && b.SpikeCapacity <= 100) {
			p.errorf(cv, "burst.spike_capacity", "%g is outside (1, 100]: a spike is a multiple of capacity above 1", b.SpikeCapacity)
		}
	}
	var okFor, okDur, okRec bool
	if v := f["spike_for"]; v != nil {
		b.SpikeFor, okFor = p.duration(v, "burst.spike_for")
	}
	if v := f["duration"]; v != nil {
		b.Duration, okDur = p.duration(v, "burst.duration")
	}
	if v := f["recover_within"]; v != nil {
		b.RecoverWithin, okRec = p.duration(v, "burst.recover_within")
	}
	if okFor && okDur && okRec && b.SpikeFor+b.RecoverWithin >= b.Duration {
		p.errorf(f["duration"], "burst.duration", "%v leaves no base traffic around the spike: want more than spike_for + recover_within = %v", b.Duration, b.SpikeFor+b.RecoverWithin)
	}
	if v := f["max_concurrency"]; v != nil {
		b.MaxConcurrency, _ = p.integer(v, "burst.max_concurrency", 0)
	}
	pl.Burst = b
}

// overload reads the overload section (after capacity, whose prefix it defaults to).
func (p *parser) overload(n *yaml.Node, pl *Plan) {
	f := p.fields(n, "overload", []string{"workload", "prefix", "multiples", "step_duration", "policy", "max_queue_wait", "max_shed_latency"}, []string{"policy"})
	if f == nil {
		return
	}
	ws, xs, _ := pl.names()
	o := &Overload{Multiples: []float64{1, 2, 3}, StepDuration: 30 * time.Second, Prefix: pl.Capacity.Prefix}
	if cw := pl.CapacityWorkloads(); len(cw) > 0 {
		o.Workload = cw[0]
	} else if len(ws) > 0 {
		o.Workload = ws[0]
	}
	if v := f["workload"]; v != nil {
		o.Workload, _ = p.ref(v, "overload.workload", "workload", ws)
	}
	if v := f["prefix"]; v != nil {
		o.Prefix, _ = p.ref(v, "overload.prefix", "prefix", xs)
	}
	if v := f["multiples"]; v != nil {
		if items, ok := p.list(v, "overload.multiples", "a list of multiples of capacity, e.g. [1, 2, 3]"); ok {
			o.Multiples = nil
			for _, it := range items {
				m, ok := p.number(it, "overload.multiples", "a multiple of capacity in (0, 100]")
				switch {
				case !ok:
				case !(m > 0 && m <= 100):
					p.errorf(it, "overload.multiples", "%g is outside (0, 100]", m)
				case len(o.Multiples) > 0 && m <= o.Multiples[len(o.Multiples)-1]:
					p.errorf(it, "overload.multiples", "%g does not increase: the steps climb from the lowest multiple", m)
				default:
					o.Multiples = append(o.Multiples, m)
				}
			}
			if len(o.Multiples) == 0 {
				p.errorf(v, "overload.multiples", "empty: want at least one multiple of capacity")
			}
		}
	}
	if v := f["step_duration"]; v != nil {
		o.StepDuration, _ = p.duration(v, "overload.step_duration")
	}
	if v := f["policy"]; v != nil {
		if s, ok := p.text(v, "overload.policy"); ok {
			switch s {
			case OverloadQueue, OverloadShed:
				o.Policy = s
			default:
				p.errorf(v, "overload.policy", "%q: want queue (the excess waits, nothing is refused) or shed (the excess is refused at once with 429 or 503)", s)
			}
		}
	}
	if v := f["max_queue_wait"]; v != nil {
		o.MaxQueueWait, _ = p.duration(v, "overload.max_queue_wait")
	}
	if v := f["max_shed_latency"]; v != nil {
		o.MaxShedLatency, _ = p.duration(v, "overload.max_shed_latency")
	}
	if o.Policy == OverloadQueue && f["max_shed_latency"] != nil {
		p.errorf(f["max_shed_latency"], "overload.max_shed_latency", "applies to policy shed, not queue")
	}
	if o.Policy == OverloadShed && f["max_queue_wait"] != nil {
		p.errorf(f["max_queue_wait"], "overload.max_queue_wait", "applies to policy queue, not shed")
	}
	pl.Overload = o
}

// restart reads the restart section.
func (p *parser) restart(n *yaml.Node, pl *Plan) {
	f := p.fields(n, "restart", []string{"workload", "prefix", "rate", "before", "after", "cold_start", "max_health", "max_first_token", "max_recovery"},
		[]string{"rate", "max_health", "max_first_token", "max_recovery"})
	if f == nil {
		return
	}
	ws, xs, _ := pl.names()
	r := &Restart{Before: 20 * time.Second, After: 90 * time.Second, ColdStart: 30 * time.Second}
	if len(ws) > 0 {
		r.Workload = ws[0]
	}
	if len(xs) > 0 {
		r.Prefix = xs[0]
	}
	if v := f["workload"]; v != nil {
		r.Workload, _ = p.ref(v, "restart.workload", "workload", ws)
	}
	if v := f["prefix"]; v != nil {
		r.Prefix, _ = p.ref(v, "restart.prefix", "prefix", xs)
	}
	if v := f["rate"]; v != nil {
		r.Rate, _ = p.rate(v, "restart.rate")
	}
	for _, d := range []struct {
		name string
		to   *time.Duration
	}{{"before", &r.Before}, {"after", &r.After}, {"cold_start", &r.ColdStart}, {"max_health", &r.MaxHealth},
		{"max_first_token", &r.MaxFirstToken}, {"max_recovery", &r.MaxRecovery}} {
		if v := f[d.name]; v != nil {
			*d.to, _ = p.duration(v, "restart."+d.name)
		}
	}
	if r.After < r.MaxRecovery && f["after"] != nil {
		p.errorf(f["after"], "restart.after", "%v is shorter than max_recovery %v: the traffic must outlast the time the target is given to recover", r.After, r.MaxRecovery)
	}
	pl.Restart = r
}

// capacity reads the capacity section (n may be nil: defaults) and resolves its
// default prefix.
func (p *parser) capacity(n *yaml.Node, pl *Plan) {
	c := &pl.Capacity
	ws, xs, _ := pl.names()
	if i := slices.IndexFunc(pl.Prefixes, func(x Prefix) bool { return x.Fresh() }); i >= 0 {
		c.Prefix = pl.Prefixes[i].Name
	} else if len(xs) > 0 {
		c.Prefix = xs[0]
	}
	if n == nil {
		return
	}
	f := p.fields(n, "capacity", []string{"workload", "prefix", "min_rate", "max_rate", "step_duration", "steps", "goodput", "precision"}, nil)
	if v := f["workload"]; v != nil {
		c.Workload, _ = p.ref(v, "capacity.workload", "workload", ws)
	}
	if v := f["prefix"]; v != nil {
		c.Prefix, _ = p.ref(v, "capacity.prefix", "prefix", xs)
	}
	okMin, okMax := true, true
	if v := f["min_rate"]; v != nil {
		c.MinRate, okMin = p.rate(v, "capacity.min_rate")
	}
	if v := f["max_rate"]; v != nil {
		c.MaxRate, okMax = p.rate(v, "capacity.max_rate")
	}
	if okMin && okMax && c.MinRate >= c.MaxRate {
		at := f["max_rate"]
		if at == nil {
			at = f["min_rate"]
		}
		p.errorf(at, "capacity", "min_rate %g/s is not below max_rate %g/s", c.MinRate, c.MaxRate)
	}
	if v := f["step_duration"]; v != nil {
		c.StepDuration, _ = p.duration(v, "capacity.step_duration")
	}
	if v := f["steps"]; v != nil {
		c.Steps, _ = p.integer(v, "capacity.steps", 2)
	}
	if v := f["goodput"]; v != nil {
		c.Goodput, _ = p.fraction(v, "capacity.goodput", 0, 1, true, false)
	}
	if v := f["precision"]; v != nil {
		c.Precision, _ = p.fraction(v, "capacity.precision", 0, 1, true, true)
	}
}

// unjudged reads quick.unjudged: a list of {cells, checks, why}, each entry's pattern
// and checks matching at least one check of the plan's cells.
func (p *parser) unjudged(n *yaml.Node, pl *Plan) {
	items, ok := p.list(n, "quick.unjudged", `entries such as {cells: "*/*/low", checks: ["e2el p(95)"], why: "…"}`)
	if !ok {
		return
	}
	ws, xs, ls := pl.names()
	names := [3][]string{ws, xs, ls}
	for i, it := range items {
		field := fmt.Sprintf("quick.unjudged[%d]", i)
		f := p.fields(it, field, []string{"cells", "checks", "why"}, []string{"cells", "checks", "why"})
		if f["cells"] == nil || f["checks"] == nil || f["why"] == nil {
			continue
		}
		u := Unjudged{Pos: p.pos(it)}
		var ok bool
		if u.Cells, ok = p.text(f["cells"], sub(field, "cells")); !ok {
			continue
		}
		key := *f["cells"]
		key.Value = u.Cells
		pt, ok := p.pattern(&key, sub(field, "cells"), names)
		if !ok {
			continue
		}
		if u.Why, ok = p.text(f["why"], sub(field, "why")); !ok {
			continue
		}
		cs, ok := p.list(f["checks"], sub(field, "checks"), `checks such as "e2el p(95)" or "prefix_hit_ratio"`)
		if !ok {
			continue
		}
		for _, c := range cs {
			src, ok := p.text(c, sub(field, "checks"))
			if !ok {
				continue
			}
			sel, err := parseSelector(src)
			if err != nil {
				p.errorf(c, sub(field, "checks"), "%v", err)
				continue
			}
			if !pl.selects(pt, sel) {
				p.errorf(c, sub(field, "checks"), "%q matches no check of the cells %q: name a check the plan has", src, u.Cells)
				continue
			}
			u.Checks = append(u.Checks, src)
		}
		pl.Quick.Unjudged = append(pl.Quick.Unjudged, u)
	}
}

// parseSelector reads one quick.unjudged check: a metric name, optionally followed by
// an aggregation ("e2el p(95)").
func parseSelector(src string) (selector, error) {
	fields := strings.Fields(src)
	if len(fields) == 0 || len(fields) > 2 {
		return selector{}, fmt.Errorf("%q: want a metric, or a metric and its aggregation (e.g. \"e2el p(95)\")", src)
	}
	if _, ok := threshold.Lookup(fields[0]); !ok {
		return selector{}, fmt.Errorf("%q: unknown metric %q (want one of %s)", src, fields[0], strings.Join(threshold.Names(), ", "))
	}
	sel := selector{metric: fields[0], any: len(fields) == 1}
	if !sel.any {
		e, err := threshold.Parse(fields[1] + " < 1")
		if err != nil || e.Agg == threshold.None {
			return selector{}, fmt.Errorf("%q: %q is not an aggregation (want p(N), avg, min, max or med)", src, fields[1])
		}
		sel.agg, sel.q = e.Agg, e.Q
	}
	return sel, nil
}

// selects reports whether some cell that pt matches has a check that sel selects.
func (pl *Plan) selects(pt *pattern, sel selector) bool {
	for i := range pl.Cells {
		c := &pl.Cells[i]
		if !pt.matches(c.Workload, c.Prefix, c.Load) {
			continue
		}
		for _, ch := range c.Checks {
			if sel.selects(ch) {
				return true
			}
		}
	}
	return false
}

// quickCells reads quick.cells: the cells patterns a quick run runs.
func (p *parser) quickCells(n *yaml.Node, pl *Plan) {
	items, ok := p.list(n, "quick.cells", `cells patterns such as "short-chat/*/*" or "*/fresh/peak"`)
	if !ok {
		return
	}
	ws, xs, ls := pl.names()
	names := [3][]string{ws, xs, ls}
	for _, it := range items {
		src, ok := p.text(it, "quick.cells")
		if !ok {
			continue
		}
		key := *it
		key.Value = src
		if _, ok := p.pattern(&key, "quick.cells", names); !ok {
			continue
		}
		pl.Quick.Cells = append(pl.Quick.Cells, src)
	}
	if len(items) == 0 {
		p.errorf(n, "quick.cells", "empty: leave quick.cells out to run every cell in quick runs")
	}
}

// compare reads the compare section: metric → relative gates for every cell, and
// under cells, patterns whose gates replace those of the metrics they name in the
// cells they match (results.GatesFor). withCells says whether the plan's axes parsed,
// so that a pattern can be checked against them. It sets pl.Compare and each cell's
// Compare.
func (p *parser) compare(n *yaml.Node, pl *Plan, withCells bool) {
	es, ok := p.pairs(n, "compare")
	if !ok {
		return
	}
	gates := &yaml.Node{Kind: yaml.MappingNode}
	var cells *yaml.Node
	for _, e := range es {
		switch e.key.Value {
		case "cells":
			cells = e.val
			continue
		case "tail":
			pl.CompareTail, _ = p.integer(e.val, "compare.tail", 0)
			continue
		}
		gates.Content = append(gates.Content, e.key, e.val)
	}
	comparable := func(mcs []metricChecks, field string) {
		for _, mc := range mcs {
			if ok, why := results.Comparable(mc.metric); !ok && len(mc.checks) > 0 {
				p.errorf(mc.node, sub(field, mc.metric), "%s cannot be compared against a baseline: %s (comparable: %s)", mc.metric, why, strings.Join(results.ComparableNames(), ", "))
				continue
			}
			pl.Compare = append(pl.Compare, mc.checks...)
		}
	}
	comparable(p.checks(gates, "compare", true, ""), "compare")
	if cells != nil {
		ps, ok := p.pairs(cells, "compare.cells")
		if ok {
			ws, xs, ls := pl.names()
			names := [3][]string{ws, xs, ls}
			for _, e := range ps {
				field := fmt.Sprintf("compare.cells[%q]", e.key.Value)
				if withCells {
					if _, ok := p.pattern(e.key, "compare.cells", names); !ok {
						continue
					}
				}
				comparable(p.checks(e.val, field, true, e.key.Value), field)
			}
		}
	}
	for i := range pl.Cells {
		c := &pl.Cells[i]
		c.Compare = pl.CompareFor(c)
	}
}
