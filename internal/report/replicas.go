package report

import (
	"encoding/json"
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/infergate/infergate/internal/results"
	"github.com/infergate/infergate/internal/secret"
)

// replicasNote explains the per-replica table: how a cell's figure is made from the
// replicas' (scrape.SummarizeReplicas).
const replicasNote = "Each replica's own /metrics over the cell, its trials pooled. The \"all\" row is the cell's figure: " +
	"counters are the sum of the replicas' deltas; max waiting and max KV usage are the largest of the replicas' own " +
	"maxima (the busiest replica, not a sum of peaks that need not have coincided). A figure any replica could not " +
	"give is n/a for the cell, never a partial sum."

// serverFigure is a scrape.Value as the results file stores it: the report reads the
// raw server view without depending on the scrape package.
type serverFigure struct {
	V  float64 `json:"v"`
	OK bool    `json:"ok"`
}

// serverFigures are the figures the per-replica table shows, as both a trial's view and
// each of its replicas store them.
type serverFigures struct {
	URL                string       `json:"url"`
	Requests           serverFigure `json:"requests"`
	PromptTokens       serverFigure `json:"prompt_tokens"`
	GenerationTokens   serverFigure `json:"generation_tokens"`
	PrefixCacheQueries serverFigure `json:"prefix_cache_queries"`
	PrefixCacheHits    serverFigure `json:"prefix_cache_hits"`
	Preemptions        serverFigure `json:"preemptions"`
	MaxWaiting         serverFigure `json:"max_waiting"`
	MaxKVUsage         serverFigure `json:"max_kv_usage"`
}

// trialView is one trial's server view with its replicas.
type trialView struct {
	serverFigures
	Replicas []serverFigures `json:"replicas"`
}

// pool adds one trial's figures to the running p: counters summed, gauges maxed; a
// figure unavailable in any trial stays unavailable.
func (p *serverFigures) pool(t serverFigures, first bool) {
	add := func(acc *serverFigure, x serverFigure, gauge bool) {
		switch {
		case first:
			*acc = x
		case !acc.OK || !x.OK:
			*acc = serverFigure{}
		case gauge:
			acc.V = math.Max(acc.V, x.V)
		default:
			acc.V += x.V
		}
	}
	if first {
		p.URL = t.URL
	}
	add(&p.Requests, t.Requests, false)
	add(&p.PromptTokens, t.PromptTokens, false)
	add(&p.GenerationTokens, t.GenerationTokens, false)
	add(&p.PrefixCacheQueries, t.PrefixCacheQueries, false)
	add(&p.PrefixCacheHits, t.PrefixCacheHits, false)
	add(&p.Preemptions, t.Preemptions, false)
	add(&p.MaxWaiting, t.MaxWaiting, true)
	add(&p.MaxKVUsage, t.MaxKVUsage, true)
}

// cellReplicas pools a cell's trials per replica; ok is false when the cell's server
// view holds no replicas (one /metrics URL, or a file before replicas were recorded).
func cellReplicas(c *results.Cell) (all serverFigures, reps []serverFigures, ok bool) {
	var views []trialView
	if len(c.Server) == 0 || json.Unmarshal(c.Server, &views) != nil || len(views) == 0 {
		return all, nil, false
	}
	n := len(views[0].Replicas)
	for _, v := range views {
		if len(v.Replicas) != n || n == 0 {
			return all, nil, false
		}
	}
	reps = make([]serverFigures, n)
	for ti, v := range views {
		all.pool(v.serverFigures, ti == 0)
		for i := range n {
			reps[i].pool(v.Replicas[i], ti == 0)
		}
	}
	return all, reps, true
}

// replicaHeader heads the per-replica table (the HTML page's leaves out "cell").
var replicaHeader = []string{"cell", "replica", "requests", "prompt tokens", "generation tokens", "prefix-hit ratio", "preemptions", "max waiting", "max KV usage"}

// replicas writes each cell's server figures per replica, side by side with the cell's
// own, when the run read several /metrics endpoints.
func (w *runWriter) replicas() {
	t := newTable(replicaHeader...).alignRight(2, 3, 4, 5, 6, 7, 8)
	for i := range w.r.Cells {
		c := &w.r.Cells[i]
		all, reps, ok := cellReplicas(c)
		if !ok {
			continue
		}
		for ri, r := range reps {
			name := ""
			if ri == 0 {
				name = c.Name
			}
			t.row(append([]string{name, fmt.Sprintf("%d: %s", ri+1, orNA(secret.URL(r.URL)))}, figureCells(r)...)...)
		}
		t.row(append([]string{"", "all"}, figureCells(all)...)...)
	}
	if t.len() == 0 {
		return
	}
	w.printf("### Server figures per replica\n\n")
	w.b.WriteString(t.String())
	w.printf("\n%s\n\n", replicasNote)
}

// figureCells formats one row's figures, n/a where unavailable.
func figureCells(f serverFigures) []string {
	count := func(x serverFigure) string {
		if !x.OK {
			return notAvail
		}
		return fmtCount(x.V)
	}
	ratio := notAvail
	if f.PrefixCacheHits.OK && f.PrefixCacheQueries.OK && f.PrefixCacheQueries.V > 0 {
		ratio = fmtPercent(f.PrefixCacheHits.V / f.PrefixCacheQueries.V)
	}
	kv := notAvail
	if f.MaxKVUsage.OK {
		kv = fmtPercent(f.MaxKVUsage.V)
	}
	return []string{count(f.Requests), count(f.PromptTokens), count(f.GenerationTokens), ratio,
		count(f.Preemptions), count(f.MaxWaiting), kv}
}

// replicaList is the manifest's line for the replicas' /metrics URLs, redacted again.
func replicaList(urls []string) string {
	out := make([]string, len(urls))
	for i, u := range urls {
		out[i] = fmt.Sprintf("%d: %s", i+1, orNA(secret.URL(u)))
	}
	return strings.Join(out, ", ")
}

// calibrationOff says what turned the prompt-length calibration off in the run's
// cells ("" when nothing did), each cause once.
func calibrationOff(cells []results.Cell) string {
	var by []string
	for i := range cells {
		if cal := cells[i].Calibration; cal != nil && cal.Off != "" && !slices.Contains(by, cal.Off) {
			by = append(by, cal.Off)
		}
	}
	return strings.Join(by, "; ")
}
