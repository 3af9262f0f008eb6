package traffic

import (
	"bytes"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
	"time"

	"go.yaml.in/yaml/v3"

	"github.com/infergate/infergate/internal/words"
	"github.com/infergate/infergate/internal/workload"
)

// WriteOptions says what WriteYAML puts into the plan besides the Proposal.
type WriteOptions struct {
	// Name is the plan's name (default "derived").
	Name string
	// Command is the command line that produced the plan, for the header. (The date
	// is left out, so that deriving twice from the same source writes the same file;
	// the commit records when.)
	Command string
	// Trace, when set, is the path of a replay trace written beside the plan,
	// relative to the plan's directory; the plan then gets a "replay" load.
	Trace string
	// TraceRequests and TraceSpan describe that trace, for its comment.
	TraceRequests int
	TraceSpan     time.Duration
	// TraceBlockSize, when set, makes that trace a Mooncake trace (WriteMooncake)
	// with this many tokens per hash id.
	TraceBlockSize int
}

// Derived plans' fixed choices; each is said in the plan's comments.
const (
	// samplesPerTrial is how many requests an open-loop cell should send per trial:
	// with 3 trials that is 360 pooled samples, enough to judge a p(99).
	samplesPerTrial = 120
	// maxOpenDuration bounds a derived open loop's duration when the rate is low.
	maxOpenDuration = 30 * time.Minute
	// minCachedShare is the prefix-cache share below which no reused prefix is
	// proposed: under it the cache is not part of the traffic's cost.
	minCachedShare = 0.05
	// maxShared caps the proposed shared fraction (a prompt needs a unique part).
	maxShared = 0.95
	// reusedGroups is the number of shared prefixes proposed: a log does not say how
	// many distinct prefixes its cached tokens came from.
	reusedGroups = 4
	// hitShare is the share of the shared fraction the reused cells must see served
	// from the cache (the default plan's 0.6 for 0.8).
	hitShare = 0.75
)

// WriteYAML writes p as a plan file: every derived number with a comment saying
// where it came from (the source, the window and how many requests), and the
// thresholds, SLO, trials and quick settings of the default interactive-assistant
// plan, marked as such, for the reviewer to make their own. The plan it writes parses
// with internal/plan (cmd/infergate checks that before it prints anything).
func WriteYAML(w io.Writer, p *Proposal, opt WriteOptions) error {
	if p == nil || len(p.Clusters) == 0 {
		return fmt.Errorf("write plan: no workloads proposed")
	}
	if opt.Name == "" {
		opt.Name = "derived"
	}
	var b bytes.Buffer
	pf := func(format string, args ...any) { fmt.Fprintf(&b, format, args...) }
	span := p.To.Sub(p.From)
	window := fmt.Sprintf("%s to %s (%v)", p.From.UTC().Format(time.RFC3339), p.To.UTC().Format(time.RFC3339), span.Round(time.Second))
	src := fmt.Sprintf("%s, %s requests from %s", p.Source, words.Thousands(p.Requests), window)

	pf("# infergate plan proposed from production traffic.\n#\n")
	if opt.Command != "" {
		pf("# Written by: %s\n", opt.Command)
	}
	comment(&b, "", fmt.Sprintf("Source: %s.", src))
	pf("#\n")
	pf("# Review before you commit it: the workloads, loads, burst and prefix share below\n")
	pf("# describe the traffic (each number says where it came from); the SLO, trials and\n")
	pf("# thresholds are the default plan's (thresholds/default.yaml) and promise nothing\n")
	pf("# of yours until you set them. Once committed, the plan is pre-registered: never\n")
	pf("# edit it to make a failing run pass.\n")
	if len(p.Notes) > 0 {
		pf("#\n# Notes:\n")
		for _, n := range p.Notes {
			commentItem(&b, "", "  -", "   ", oneLine(n))
		}
	}
	pf("\nname: %s\n", quote(opt.Name))
	pf("description: %s\n", quote(fmt.Sprintf("Proposed from %s.", src)))
	pf("\n# The default plan's SLO: set your own.\n")
	pf("slo: {ttft: 2s, tpot: 80ms, e2el: 60s}\n")
	pf("trials: 3\nwarmup: {requests: 8}\nconfidence: 0.90\n")

	pf("\n")
	comment(&b, "", fmt.Sprintf("Workloads: the requests' (prompt, completion) lengths; %s. Lengths are empirical quantile tables (p: tokens, linear between knots), so the gate sends the shape production sends, tails included. kind picks the prompt text only (a support chat, a long document, a long-answer task).", p.Clusters[0].Note))
	pf("workloads:\n")
	for _, c := range p.Clusters {
		share := 100 * float64(c.Requests) / float64(max(p.Requests, 1))
		text := fmt.Sprintf("%s requests (%.1f %%) of the source; observed mean %.1f prompt and %.1f completion tokens.", words.Thousands(c.Requests), share, c.InputMean, c.OutputMean)
		if c.HasCached {
			text += fmt.Sprintf(" %.1f %% of their prompt tokens came from the prefix cache.", 100*c.Cached)
		}
		comment(&b, "  ", text)
		pf("  %s:\n", c.Name)
		if c.Name != string(c.Kind) {
			pf("    kind: %s\n", c.Kind)
		}
		pf("    input:  {quantiles: %s}\n", table(c.Input))
		pf("    output: {quantiles: %s}\n", table(c.Output))
	}

	shared, reusedOK := proposeShared(p, &b)
	pf("prefix:\n")
	pf("  # Every request unique: nothing from the cache, the cost to size a deployment by.\n")
	pf("  fresh: {}\n")
	if reusedOK {
		comment(&b, "  ", fmt.Sprintf("%.1f %% of all prompt tokens came from the prefix cache (%s). groups: %d is the default plan's guess: the source cannot say how many distinct prefixes those tokens came from.", 100*p.Cached, p.CachedNote, reusedGroups))
		pf("  reused: {shared: %s, groups: %d, prime: true}\n", strconv.FormatFloat(shared, 'f', -1, 64), reusedGroups)
	}

	pf("\nloads:\n")
	pf("  # Not derived: 4 users back to back, the latency floor (the default plan's low).\n")
	pf("  low: {concurrency: 4, requests: %d}\n", samplesPerTrial)
	basis := fmt.Sprintf("the source's %s requests over %v", words.Thousands(p.Requests), span.Round(time.Second))
	writeOpen(&b, "normal", p.Normal, basis)
	writeOpen(&b, "peak", p.Peak, basis)
	if opt.Trace != "" {
		if opt.TraceBlockSize > 0 {
			comment(&b, "  ", fmt.Sprintf("Replays the recorded arrivals with their own lengths: %s requests over %v, written from the source as a Mooncake trace (timestamps, token counts and hash_ids only). Each cell's workload picks only the prompt text, which is rebuilt from the hash_ids' blocks so that prompts share prefixes as the source's did, whatever the cell's prefix mode; time_scale: 10 would replay it ten times faster.", words.Thousands(opt.TraceRequests), opt.TraceSpan.Round(time.Second)))
			pf("  replay: {replay: %s, format: mooncake, block_size: %d, time_scale: 1}\n", quote(opt.Trace), opt.TraceBlockSize)
		} else {
			comment(&b, "  ", fmt.Sprintf("Replays the recorded arrivals with their own lengths: %s requests over %v, written from the source with timestamps and token counts only. Each cell's workload picks only the prompt text; time_scale: 10 would replay it ten times faster.", words.Thousands(opt.TraceRequests), opt.TraceSpan.Round(time.Second)))
			pf("  replay: {replay: %s, time_scale: 1}\n", quote(opt.Trace))
		}
	}

	writeBurst(&b, p, basis)

	pf("\n# The default plan's thresholds (see thresholds/default.yaml for why each holds):\n")
	pf("# set the numbers your users were promised.\n")
	pf("cells:\n")
	pf("  \"*\":\n")
	pf("    ttft: [\"p(50) < 600ms\", \"p(95) < 1.5s\", \"p(99) < 3s\"]\n")
	pf("    itl: [\"p(95) < 60ms\", \"p(99) < 150ms\"]\n")
	pf("    e2el: [\"p(95) < 10s\", \"p(99) < 20s\"]\n")
	pf("    error_rate: [\"< 0.5%%\"]\n")
	pf("    timeout_rate: [\"< 0.1%%\"]\n")
	pf("    goodput_ratio: [\">= 95%%\"]\n")
	pf("    dispatch_lag: [\"p(99) < 50ms\"]\n")
	for _, c := range p.Clusters {
		switch c.Kind {
		case workload.LongDoc:
			pf("  \"%s/*/*\":\n", c.Name)
			pf("    ttft: [\"p(50) < 1s\", \"p(95) < 4s\", \"p(99) < 6s\"]\n")
			pf("    itl: [\"p(50) < 30ms\", \"p(99) < 400ms\"]\n")
			pf("    e2el: [\"p(95) < 20s\", \"p(99) < 30s\"]\n")
		case workload.LongOutput:
			pf("  \"%s/*/*\":\n", c.Name)
			pf("    e2el: [\"p(95) < 60s\"]\n")
		}
	}
	if reusedOK {
		pf("  \"*/reused/*\":\n")
		pf("    # %.0f %% of the shared fraction must come from the cache (blocks are 16 tokens,\n", 100*hitShare)
		pf("    # so all of it never can).\n")
		pf("    prefix_hit_ratio: [\">= %s\"]\n", strconv.FormatFloat(math.Floor(100*hitShare*shared)/100, 'f', -1, 64))
	}
	pf("\ncompare:\n")
	pf("  ttft: [\"p(95) <= +10%%\"]\n")
	pf("  e2el: [\"p(95) <= +5%%\"]\n")
	pf("  goodput_rph: [\">= -2%%\"]\n")
	pf("\nskip: []\n")
	pf("\n# As the default plan: quick runs are smoke tests, not release verdicts.\n")
	pf("quick:\n  factor: 0.25\n  trials: 1\n  sim: time_scale=4,max_num_seqs=64\n  skip: [too_few_samples]\n")
	_, err := w.Write(b.Bytes())
	return err
}

// proposeShared returns the reused prefix's shared fraction, or false (with a note in
// b) when none should be proposed.
func proposeShared(p *Proposal, b *bytes.Buffer) (float64, bool) {
	if !p.HasCached {
		fmt.Fprintf(b, "\n# No reused prefix: %s.\n", p.CachedNote)
		return 0, false
	}
	if p.Cached < minCachedShare {
		fmt.Fprintf(b, "\n# No reused prefix: only %.1f %% of prompt tokens came from the cache (%s).\n", 100*p.Cached, p.CachedNote)
		return 0, false
	}
	shared := math.Round(min(p.Cached, maxShared)*100) / 100
	for _, c := range p.Clusters {
		if n := int(math.Round(shared * float64(c.Input.Mean))); n < workload.MinSharedTokens {
			fmt.Fprintf(b, "\n# No reused prefix: a shared %.0f %% of workload %s's mean prompt is %d tokens, under the %d a shared prefix needs.\n",
				100*shared, c.Name, n, workload.MinSharedTokens)
			return 0, false
		}
	}
	b.WriteString("\n")
	return shared, true
}

// writeOpen writes an open-loop load at rate r.
func writeOpen(b *bytes.Buffer, name string, r Rate, basis string) {
	d := openDuration(r.PerSecond)
	comment(b, "  ", fmt.Sprintf("%s: the %s (%s). Poisson arrivals for %v: about %d requests a trial.", name, r.Note, basis, d, int(math.Round(r.PerSecond*d.Seconds()))))
	fmt.Fprintf(b, "  %s: {rate: %s, burstiness: 1, duration: %v}\n", name, rate(r.PerSecond), d)
}

// openDuration is how long an open loop at rate runs: long enough for
// samplesPerTrial requests (and at least 60 s, and at least 5 requests so that every
// prefix group gets one), at most maxOpenDuration unless that would leave fewer than
// 5 requests.
func openDuration(perSecond float64) time.Duration {
	secs := math.Ceil(samplesPerTrial / perSecond)
	secs = min(secs, maxOpenDuration.Seconds())
	secs = max(secs, 60, math.Ceil((reusedGroups+1)/perSecond))
	return time.Duration(secs) * time.Second
}

func writeBurst(b *bytes.Buffer, p *Proposal, basis string) {
	if p.Spike.Rate <= 0 {
		fmt.Fprintf(b, "\n# No burst test: the source shows no spike (%s).\n", p.Spike.Note)
		return
	}
	if p.Spike.Rate <= p.Normal.PerSecond*1.05 {
		fmt.Fprintf(b, "\n# No burst test: the busiest %v (%.4g/s) is not above the normal rate: %s.\n", p.Spike.Window, p.Spike.Rate, p.Spike.Note)
		return
	}
	b.WriteString("\n")
	comment(b, "", fmt.Sprintf("The burst: normal traffic with a 10 s spike at the rate of the %s, of %s; 20 s after it, latency must be back to normal.", p.Spike.Note, basis))
	fmt.Fprintf(b, "burst:\n  workload: %s\n  prefix: fresh\n", p.Clusters[0].Name)
	fmt.Fprintf(b, "  base: %s\n  spike: %s\n  spike_for: 10s\n  duration: 60s\n  recover_within: 20s\n", rate(p.Normal.PerSecond), rate(p.Spike.Rate))
}

// rate writes a rate in the unit that keeps it readable: per second from 1/s, else
// per minute, else per hour.
func rate(perSecond float64) string {
	switch {
	case perSecond >= 1:
		return strconv.FormatFloat(round4(perSecond), 'f', -1, 64) + "/s"
	case perSecond*60 >= 1:
		return strconv.FormatFloat(round4(perSecond*60), 'f', -1, 64) + "/min"
	default:
		return strconv.FormatFloat(round4(perSecond*3600), 'f', -1, 64) + "/h"
	}
}

// round4 rounds x to 4 significant digits.
func round4(x float64) float64 {
	if x == 0 {
		return 0
	}
	v, _ := strconv.ParseFloat(strconv.FormatFloat(x, 'g', 4, 64), 64)
	return v
}

// table writes an empirical distribution's knots as a flow mapping p: tokens.
func table(d workload.Dist) string {
	parts := make([]string, len(d.Quantiles))
	for i, q := range d.Quantiles {
		parts[i] = strconv.FormatFloat(q.P, 'f', -1, 64) + ": " + strconv.Itoa(q.Tokens)
	}
	return "{" + strings.Join(parts, ", ") + "}"
}

// quote writes s as a YAML scalar that reads back as s.
func quote(s string) string {
	out, err := yaml.Marshal(s)
	if err != nil {
		return strconv.Quote(s)
	}
	return strings.TrimSuffix(string(out), "\n")
}

func oneLine(s string) string { return strings.Join(strings.Fields(s), " ") }

// commentWidth is the column at which comment writes its lines.
const commentWidth = 88

// comment writes text as YAML comment lines at indent, wrapped at commentWidth.
func comment(b *bytes.Buffer, indent, text string) { commentItem(b, indent, "", "", text) }

// commentItem writes text as comment lines that start with first after the "#" and
// continue with rest (a hanging indent for list items).
func commentItem(b *bytes.Buffer, indent, first, rest, text string) {
	start := indent + "#" + first
	line := start
	for _, w := range strings.Fields(text) {
		if len(line) > len(start) && len(line)+1+len(w) > commentWidth {
			b.WriteString(line + "\n")
			start = indent + "#" + rest
			line = start
		}
		line += " " + w
	}
	b.WriteString(line + "\n")
}
