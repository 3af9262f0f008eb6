package plan

import (
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/infergate/infergate/internal/workload"
)

// session reads a session kind's session: {turns, append, think, header}. Every key
// is optional; a missing one keeps workload.DefaultSession's.
func (p *parser) session(n *yaml.Node, field string, kind workload.Kind) *workload.Session {
	s := workload.DefaultSession(kind)
	f := p.fields(n, field, []string{"turns", "append", "think", "header"}, nil)
	if f == nil {
		return &s
	}
	if v := f["turns"]; v != nil {
		s.Turns = p.dist(v, sub(field, "turns"))
		if _, hi := s.Turns.Bounds(); hi > workload.MaxTurns {
			p.errorf(v, sub(field, "turns"), "up to %d turns exceed the maximum of %d", hi, workload.MaxTurns)
		}
	}
	if v := f["append"]; v != nil {
		s.Append = p.dist(v, sub(field, "append"))
	}
	if v := f["think"]; v != nil {
		s.Think = p.think(v, sub(field, "think"))
	}
	if v := f["header"]; v != nil {
		if h, ok := p.text(v, sub(field, "header")); ok {
			if err := workload.ValidHeader(h); err != nil {
				p.errorf(v, sub(field, "header"), "%v", err)
			}
			s.Header = h
		}
	}
	return &s
}

// think reads a think-time distribution {mean: 2s, spread: 0.5}; a mean of 0 (no
// pause) is allowed.
func (p *parser) think(n *yaml.Node, field string) workload.Think {
	var t workload.Think
	f := p.fields(n, field, []string{"mean", "spread"}, []string{"mean"})
	if f == nil {
		return t
	}
	if v := f["mean"]; v != nil {
		if s := strings.TrimSpace(v.Value); v.Kind == yaml.ScalarNode && (s == "0" || s == "0s") {
			t.Mean = 0
		} else {
			t.Mean, _ = p.duration(v, sub(field, "mean"))
		}
	}
	if v := f["spread"]; v != nil {
		t.Spread, _ = p.fraction(v, sub(field, "spread"), 0, 1, false, true)
	}
	return t
}

// checkSessions refuses what a session workload cannot run with. Its prefix is its
// own history, so a shared prefix has nothing to share; its loads start sessions, so
// a capacity measured in requests per second or a trace's request arrivals mean
// nothing to it; and the burst, overload and restart tests send single requests.
func (p *parser) checkSessions(top map[string]*yaml.Node, pl *Plan) {
	wpos := p.positions(top["workloads"])
	for _, w := range pl.Workloads {
		if !w.Kind.IsSession() {
			continue
		}
		at, field := wpos.at(w.Name, "kind"), sub(sub("workloads", w.Name), "kind")
		for _, x := range pl.Prefixes {
			if !x.Fresh() {
				p.errorf(at, field, "%s is a session kind, whose prefix is its own conversation history, but prefix %s shares one: a plan with session workloads takes only fresh prefixes", w.Kind, x.Name)
			}
		}
		for _, l := range pl.Loads {
			switch {
			case l.Capacity > 0:
				p.errorf(at, field, "%s is a session kind, whose loads start sessions, but load %s is a share of a capacity in requests per second: give it a rate of sessions", w.Kind, l.Name)
			case l.Replay != nil:
				p.errorf(at, field, "%s is a session kind, whose loads start sessions, but load %s replays a trace of requests", w.Kind, l.Name)
			}
		}
	}
	session := func(name string) bool {
		if name == "" && len(pl.Workloads) > 0 {
			name = pl.Workloads[0].Name // the tests' default
		}
		w, ok := pl.Workload(name)
		return ok && w.Kind.IsSession()
	}
	for _, t := range []struct {
		key  string
		name string
	}{{"burst", burstWorkload(pl)}, {"overload", overloadWorkload(pl)}, {"restart", restartWorkload(pl)}, {"capacity", pl.Capacity.Workload}} {
		if top[t.key] != nil && (t.name != "" || t.key != "capacity") && session(t.name) {
			p.errorf(top[t.key], sub(t.key, "workload"), "%s runs a session workload (the first, unless it names one); this test sends single requests: name a single-turn workload", t.key)
		}
	}
}

func burstWorkload(pl *Plan) string {
	if pl.Burst == nil {
		return ""
	}
	return pl.Burst.Workload
}

func overloadWorkload(pl *Plan) string {
	if pl.Overload == nil {
		return ""
	}
	return pl.Overload.Workload
}

func restartWorkload(pl *Plan) string {
	if pl.Restart == nil {
		return ""
	}
	return pl.Restart.Workload
}
