package plan

import (
	"errors"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/infergate/infergate/internal/threshold"
)

// valid is the smallest valid plan; the error cases edit it line by line, so that
// the line numbers in their expected messages can be read off this listing.
var valid = []string{
	"name: t",         // 1
	"slo: {ttft: 2s}", // 2
	"workloads:",      // 3
	"  short-chat: {input: {mean: 400}, output: {mean: 100}}", // 4
	"prefix:",                               // 5
	"  fresh: {}",                           // 6
	"loads:",                                // 7
	"  low: {concurrency: 1, requests: 10}", // 8
	"cells:",                                // 9
	`  "*": {error_rate: ["< 1%"]}`,         // 10
}

// with returns valid with line n (1-based) replaced by text, which may span lines.
func with(n int, text string) string {
	lines := append([]string{}, valid...)
	lines[n-1] = text
	return strings.Join(lines, "\n")
}

// plus returns valid with lines appended (the first at line 11).
func plus(lines ...string) string {
	return strings.Join(append(append([]string{}, valid...), lines...), "\n")
}

// without returns valid without line n.
func without(n int) string {
	lines := append([]string{}, valid...)
	return strings.Join(append(lines[:n-1], lines[n:]...), "\n")
}

func TestValidBase(t *testing.T) {
	p, err := Parse([]byte(strings.Join(valid, "\n")), "t.yaml")
	require.NoError(t, err)
	assert.Equal(t, []string{"short-chat/fresh/low"}, cellNames(p))
}

func TestErrors(t *testing.T) {
	metricNames := strings.Join(threshold.Names(), ", ")
	for _, tt := range []struct {
		name string
		src  string
		// want holds one substring per expected error line, in order.
		want []string
	}{
		// The file as a whole.
		{"empty-file", "", []string{"t.yaml: empty plan: want a mapping with name, slo, workloads, prefix, loads, cells"}},
		{"comments-only", "# nothing\n", []string{"t.yaml: empty plan"}},
		{"yaml-syntax", with(4, "  short-chat: {input: [}"), []string{"t.yaml:4: yaml: did not find expected node content"}},
		{"sizes-zero", plus(`sizes: {"*/*/low": 0}`), []string{"t.yaml:11: sizes[\"*/*/low\"]: want a factor on the cell's planned requests: a number (0.5), a percentage (50%) or a multiple (2x), above 0 and at most 10, got \"0\""}},
		{"sizes-word", plus(`sizes: {"*/*/low": half}`), []string{`t.yaml:11: sizes["*/*/low"]: want a factor on the cell's planned requests: a number (0.5), a percentage (50%) or a multiple (2x), above 0 and at most 10, got "half"`}},
		{"sizes-too-big", plus(`sizes: {"*": 11x}`), []string{`t.yaml:11: sizes["*"]: want a factor`}},
		{"sizes-no-cell", plus(`sizes: {"long-doc/*/*": 0.5}`), []string{`t.yaml:11: sizes: pattern "long-doc/*/*" matches no cell: workload "long-doc" matches none of short-chat`}},
		{"sizes-not-mapping", plus(`sizes: [0.5]`), []string{`t.yaml:11: sizes: want a mapping`}},
		{"yaml-scanner", with(4, "  short-chat: a: b"), []string{"t.yaml:4: yaml: mapping values are not allowed in this context"}},
		{"yaml-unclosed-at-end", "name: t\nslo: {ttft: 2s", []string{"t.yaml:2: yaml: did not find expected ',' or '}'"}},
		{"second-document", plus("---", "name: u"), []string{"t.yaml:11: a second YAML document: a plan is one document (remove the ---)"}},
		{"document-marker-only", "---\n", []string{"t.yaml:2: plan: want a mapping, got nothing"}},
		{"not-a-mapping", "- name: t\n", []string{`t.yaml:1: plan: want a mapping, got a list`}},
		{"calibration-unknown", plus("calibration: maybe"), []string{`t.yaml:11: calibration: unknown value "maybe" (valid: on, off)`}},
		{"calibration-empty", plus("calibration:"), []string{`t.yaml:11: calibration: want text`}},
		{"unknown-top-key", plus("trails: 3"), []string{`t.yaml:11: plan: unknown field "trails" (valid: name, description, slo, trials, warmup, confidence, sequential, calibration, workloads, prefix, loads, burst, overload, restart, capacity, cells, sizes, compare, skip, quick)`}},
		{"missing-cells", without(10), []string{`t.yaml:9: cells: want a mapping, got nothing`}},
		{"missing-required", "name: t\n", []string{
			`t.yaml:1: plan: missing field "slo"`, `t.yaml:1: plan: missing field "workloads"`, `t.yaml:1: plan: missing field "prefix"`,
			`t.yaml:1: plan: missing field "loads"`, `t.yaml:1: plan: missing field "cells"`}},
		{"duplicate-top-key", plus("name: u"), []string{`t.yaml:11: plan: "name" given twice (first at line 1)`}},

		// Scalars at the top.
		{"empty-name", with(1, `name: ""`), []string{"t.yaml:1: name: must not be empty"}},
		{"empty-slo", with(2, "slo: {}"), []string{"t.yaml:2: slo: want at least one of ttft, ttfo, tpot and e2el"}},
		{"slo-without-unit", with(2, "slo: {ttft: 2}"), []string{`t.yaml:2: slo.ttft: want a duration with a unit, such as 500ms, 60s or 2m, got "2"`}},
		{"slo-unknown-field", with(2, "slo: {ttft: 2s, itl: 50ms}"), []string{`t.yaml:2: slo: unknown field "itl" (valid: ttft, ttfo, tpot, e2el)`}},
		{"slo-ttfo-without-unit", with(2, "slo: {ttfo: 3}"), []string{`t.yaml:2: slo.ttfo: want a duration with a unit, such as 500ms, 60s or 2m, got "3"`}},
		{"slo-ttfo-not-positive", with(2, "slo: {ttfo: 0s}"), []string{`t.yaml:2: slo.ttfo: 0s is not positive`}},
		{"slo-ttfo-below-ttft", with(2, "slo:\n  ttft: 2s\n  ttfo: 1s"), []string{
			"t.yaml:4: slo.ttfo: 1s is below slo.ttft 2s: the first output token never comes before the first token, so ttft would check nothing; drop ttft, or raise ttfo to at least 2s"}},
		{"slo-first-token-key-refused", with(2, "slo: {ttft: 2s, first_token: ttfo}"), []string{`t.yaml:2: slo: unknown field "first_token" (valid: ttft, ttfo, tpot, e2el)`}},
		{"trials-zero", plus("trials: 0"), []string{"t.yaml:11: trials: 0 is too small (want a whole number ≥ 1)"}},
		{"trials-text", plus("trials: three"), []string{`t.yaml:11: trials: want a whole number ≥ 1, got "three"`}},
		{"sequential-one-look", plus("sequential: {looks: 1}"), []string{"t.yaml:11: sequential.looks: 1 is too small (want a whole number ≥ 2)"}},
		{"sequential-no-looks", plus("sequential: {min_duration: 30s}"), []string{`t.yaml:11: sequential: missing field "looks"`}},
		{"sequential-unknown", plus("sequential: {looks: 4, every: 10s}"), []string{`t.yaml:11: sequential: unknown field "every" (valid: looks, min_duration, final, max, max_duration)`}},
		{"sequential-max-below-one", plus("sequential: {looks: 4, max: 0.5x}"), []string{"t.yaml:11: sequential.max: 0.5x is outside [1, 10] (want a multiple from 1 to 10, such as 3x or 2.5x)"}},
		{"sequential-max-too-large", plus("sequential: {looks: 4, max: 20}"), []string{"t.yaml:11: sequential.max: 20 is outside [1, 10]"}},
		{"sequential-max-text", plus("sequential: {looks: 4, max: triple}"), []string{`t.yaml:11: sequential.max: want a multiple from 1 to 10, such as 3x or 2.5x, got "triple"`}},
		{"sequential-max-duration-closed", plus("sequential: {looks: 4, max_duration: 5m}"), []string{"t.yaml:11: sequential.max_duration: load low is a closed loop, whose requests per second are known only once it runs: give max, a multiple of the planned requests (e.g. max: 3x), which max_duration then caps"}},
		{"sequential-max-duration-short", plus("sequential: {looks: 4, max: 2x, min_duration: 1m, max_duration: 30s}"), []string{"t.yaml:11: sequential.max_duration: 30s is shorter than min_duration 1m0s"}},
		{"sequential-final-one", plus("sequential: {looks: 4, final: 100%}"), []string{"t.yaml:11: sequential.final: 100% is outside (0, 1)"}},
		{"sequential-final-zero", plus("sequential: {looks: 4, final: 0}"), []string{"t.yaml:11: sequential.final: 0 is outside (0, 1)"}},
		{"sequential-final-text", plus("sequential: {looks: 4, final: most}"), []string{"t.yaml:11: sequential.final: want a fraction in (0, 1)"}},
		{"sequential-bad-duration", plus("sequential: {looks: 4, min_duration: 30}"), []string{`t.yaml:11: sequential.min_duration: want a duration with a unit`}},
		{"warmup-negative", plus("warmup: {requests: -1}"), []string{"t.yaml:11: warmup.requests: -1 is too small (want a whole number ≥ 0)"}},
		{"confidence-one", plus("confidence: 1"), []string{"t.yaml:11: confidence: 1 is outside (0, 1)"}},
		{"confidence-percent", plus("confidence: 120%"), []string{"t.yaml:11: confidence: 120% is outside (0, 1)"}},
		{"confidence-text", plus("confidence: high"), []string{`t.yaml:11: confidence: want a fraction in (0, 1), as a number (0.9) or a percentage (90%), got "high"`}},

		// Workloads.
		{"bad-name", with(4, "  Short Chat: {kind: short-chat, input: {mean: 400}, output: {mean: 100}}"), []string{`t.yaml:4: workloads: name "Short Chat" is not valid: names are part of test paths`}},
		{"name-with-slash", with(4, "  chat/a: {kind: short-chat, input: {mean: 400}, output: {mean: 100}}"), []string{`t.yaml:4: workloads: name "chat/a" is not valid`}},
		{"duplicate-workload", with(4, "  short-chat: {input: {mean: 400}, output: {mean: 100}}\n  short-chat: {input: {mean: 200}, output: {mean: 100}}"),
			[]string{`t.yaml:5: workloads: "short-chat" given twice (first at line 4)`}},
		{"kind-missing", with(4, "  chat: {input: {mean: 400}, output: {mean: 100}}"), []string{`t.yaml:4: workloads.chat.kind: missing: "chat" is not a workload kind, so set kind (valid: short-chat, long-doc, long-output, multi-turn, agentic)`}},
		{"kind-unknown", with(4, "  chat: {kind: chatty, input: {mean: 400}, output: {mean: 100}}"), []string{`t.yaml:4: workloads.chat.kind: unknown kind "chatty" (valid: short-chat, long-doc, long-output, multi-turn, agentic)`}},
		{"workload-missing-output", with(4, "  short-chat: {input: {mean: 400}}"), []string{`t.yaml:4: workloads.short-chat: missing field "output"`}},
		{"workload-unknown-field", with(4, "  short-chat: {input: {mean: 400}, output: {mean: 100}, lang: [ja]}"), []string{`t.yaml:4: workloads.short-chat: unknown field "lang" (valid: kind, input, output, completions, langs, session)`}},
		{"spread-too-big", with(4, "  short-chat: {input: {mean: 400, spread: 1.2}, output: {mean: 100}}"), []string{"t.yaml:4: workloads.short-chat.input.spread: 1.2 is outside [0, 1)"}},
		{"spread-percent", with(4, "  short-chat: {input: {mean: 400, spread: 100%}, output: {mean: 100}}"), []string{"t.yaml:4: workloads.short-chat.input.spread: 100% is outside [0, 1)"}},
		{"mean-zero", with(4, "  short-chat: {input: {mean: 400}, output: {mean: 0}}"), []string{"t.yaml:4: workloads.short-chat.output.mean: 0 is too small (want a whole number ≥ 1)"}},
		{"mean-float", with(4, "  short-chat: {input: {mean: 400.5}, output: {mean: 10}}"), []string{`t.yaml:4: workloads.short-chat.input.mean: want a whole number ≥ 1, got "400.5"`}},
		{"input-too-short", with(4, "  short-chat: {input: {mean: 20}, output: {mean: 10}}"), []string{"t.yaml:4: workloads.short-chat.input: inputs down to 20 tokens are shorter than the minimum of 32 (raise mean or lower spread)"}},
		{"completions-not-bool", with(4, "  short-chat: {input: {mean: 400}, output: {mean: 100}, completions: maybe}"), []string{`t.yaml:4: workloads.short-chat.completions: want true or false, got "maybe"`}},
		{"langs-bad", with(4, "  short-chat: {input: {mean: 400}, output: {mean: 100}, langs: [ja, Japanese, ja]}"), []string{
			`t.yaml:4: workloads.short-chat.langs: "Japanese" is not a language code such as ja, de or en`, `t.yaml:4: workloads.short-chat.langs: "ja" given twice`}},
		{"langs-empty", with(4, "  short-chat: {input: {mean: 400}, output: {mean: 100}, langs: []}"), []string{"t.yaml:4: workloads.short-chat.langs: empty: list at least one language, or leave langs out for the default ja, de, en"}},
		{"no-workloads", with(4, "  {}"), []string{"t.yaml:4: workloads: want at least one workload"}},
		{"indentation", with(3, "workloads: {}\n#"), []string{"t.yaml:5: yaml: did not find expected key"}},

		// Prefixes.
		{"groups-without-shared", with(6, "  fresh: {groups: 2}"), []string{"t.yaml:6: prefix.fresh.groups: 2 groups without shared: set shared in (0, 1), or drop groups for fresh prefixes"}},
		{"prime-without-shared", with(6, "  fresh: {prime: true}"), []string{"t.yaml:6: prefix.fresh.prime: priming needs a shared prefix"}},
		{"shared-without-groups", with(6, "  reused: {shared: 0.5}"), []string{"t.yaml:6: prefix.reused.groups: a shared prefix needs groups ≥ 1"}},
		{"shared-one", with(6, "  reused: {shared: 1, groups: 1}"), []string{"t.yaml:6: prefix.reused.shared: 1 is outside [0, 1)"}},
		{"shared-too-short", with(6, "  reused: {shared: 0.05, groups: 1}"), []string{"t.yaml:6: prefix.reused.shared: with workload short-chat, a shared prefix of 20 tokens (0.05 of 400) is shorter than the minimum of 24"}},
		{"unique-too-short", with(6, "  reused: {shared: 0.95, groups: 1}"), []string{"t.yaml:6: prefix.reused.shared: with workload short-chat, unique parts down to 20 tokens are shorter than the minimum of 32"}},
		{"groups-over-requests", with(6, "  reused: {shared: 0.5, groups: 12}"), []string{"t.yaml:6: prefix.reused.groups: 12 groups need a request each, but load low sends 10 per trial"}},
		{"prefix-unknown-field", with(6, "  fresh: {share: 0.5}"), []string{`t.yaml:6: prefix.fresh: unknown field "share" (valid: shared, groups, prime)`}},

		// Loads.
		{"load-without-mode", with(8, "  low: {requests: 10}"), []string{"t.yaml:8: loads.low: want exactly one of concurrency (a closed loop: concurrency + requests), rate (an open loop: rate + duration or rate + requests), capacity (a share of measured capacity: capacity + duration) or replay (a recorded trace: replay + time_scale)"}},
		{"load-two-modes", with(8, "  low: {concurrency: 1, requests: 10, rate: 2/s}"), []string{"t.yaml:8: loads.low: sets both concurrency and rate: want exactly one of concurrency"}},
		{"load-three-modes", with(8, "  low: {concurrency: 1, rate: 2/s, capacity: 0.5, duration: 1m}"), []string{"t.yaml:8: loads.low: sets both concurrency and rate"}},
		{"load-unknown-field", with(8, "  low: {concurrency: 1, requests: 10, users: 4}"), []string{`t.yaml:8: loads.low: unknown field "users" (valid: concurrency, requests, rate, burstiness, max_concurrency, duration, capacity, replay, time_scale, format, block_size)`}},
		{"closed-without-requests", with(8, "  low: {concurrency: 2}"), []string{"t.yaml:8: loads.low.requests: missing: a closed loop needs requests"}},
		{"closed-with-duration", with(8, "  low: {concurrency: 2, requests: 10, duration: 10s}"), []string{"t.yaml:8: loads.low.duration: a closed loop sends a fixed number of requests: drop duration, or use rate + duration for a timed open loop"}},
		{"closed-with-burstiness", with(8, "  low: {concurrency: 2, requests: 10, burstiness: 0.5, max_concurrency: 2}"), []string{
			"t.yaml:8: loads.low.burstiness: only open loops take this", "t.yaml:8: loads.low.max_concurrency: only open loops take this"}},
		{"concurrency-zero", with(8, "  low: {concurrency: 0, requests: 10}"), []string{"t.yaml:8: loads.low.concurrency: 0 is too small (want a whole number ≥ 1)"}},
		{"open-without-bound", with(8, "  low: {rate: 2/s}"), []string{"t.yaml:8: loads.low: an open loop needs duration (how long arrivals last) or requests (how many arrive)"}},
		{"open-both-bounds", with(8, "  low: {rate: 2/s, duration: 10s, requests: 20}"), []string{"t.yaml:8: loads.low: sets both duration and requests"}},
		{"open-under-one-request", with(8, "  low: {rate: 0.01/s, duration: 10s}"), []string{"t.yaml:8: loads.low.duration: 10s at 0.01/s is less than one request"}},
		{"rate-unit", with(8, "  low: {rate: 2/day, duration: 10s}"), []string{`t.yaml:8: loads.low.rate: unknown rate unit "day" in "2/day" (valid: /s, /min, /h)`}},
		{"rate-text", with(8, "  low: {rate: fast, duration: 10s}"), []string{`t.yaml:8: loads.low.rate: want a rate such as 2/s, 120/min, 7200/h or a number of requests per second, got "fast"`}},
		{"rate-zero", with(8, "  low: {rate: 0, duration: 10s}"), []string{"t.yaml:8: loads.low.rate: 0 is not a positive finite rate"}},
		{"duration-without-unit", with(8, "  low: {rate: 2/s, duration: 60}"), []string{`t.yaml:8: loads.low.duration: want a duration with a unit, such as 500ms, 60s or 2m, got "60"`}},
		{"duration-negative", with(8, "  low: {rate: 2/s, duration: -5s}"), []string{"t.yaml:8: loads.low.duration: -5s is not positive"}},
		{"duration-garbage", with(8, "  low: {rate: 2/s, duration: 5 minutes}"), []string{`t.yaml:8: loads.low.duration: want a duration with a unit, such as 500ms, 60s or 2m, got "5 minutes"`}},
		{"burstiness-zero", with(8, "  low: {rate: 2/s, duration: 5s, burstiness: 0}"), []string{"t.yaml:8: loads.low.burstiness: 0 is not > 0 (1 is Poisson, below 1 burstier, .inf a constant rate)"}},
		{"capacity-over-one", with(8, "  low: {capacity: 1.5, duration: 10s}"), []string{"t.yaml:8: loads.low.capacity: 1.5 is outside (0, 1]"}},
		{"capacity-without-duration", with(8, "  low: {capacity: 0.5}"), []string{"t.yaml:8: loads.low.duration: missing: a capacity load needs duration"}},
		{"capacity-with-requests", with(8, "  low: {capacity: 0.5, duration: 10s, requests: 10}"), []string{"t.yaml:8: loads.low.requests: a capacity load runs for a duration: drop requests"}},
		{"requests-over-max", with(8, "  low: {concurrency: 1, requests: 10000001}"), []string{"t.yaml:8: loads.low.requests: 10000001 is more than the 10000000 requests a trial may send"}},
		{"rate-over-max", with(8, "  low: {rate: 100000/s, duration: 2m}"), []string{"t.yaml:8: loads.low.duration: 2m0s at 100000/s is more than the 10000000 requests a trial may send"}},
		{"odd-key-quoted", with(8, "  \"lo w\": {requests: 10}"), []string{`t.yaml:8: loads: name "lo w" is not valid`, `t.yaml:8: loads["lo w"]: want exactly one of concurrency`}},
		{"load-not-mapping", with(8, "  low: 10"), []string{`t.yaml:8: loads.low: want a mapping, got "10"`}},

		// Burst and capacity.
		{"burst-unknown-workload", plus("burst: {workload: long-doc, prefix: cached, base: 1/s, spike: 5/s, spike_for: 5s, duration: 30s, recover_within: 10s}"), []string{
			`t.yaml:11: burst.workload: unknown workload "long-doc" (valid: short-chat)`, `t.yaml:11: burst.prefix: unknown prefix "cached" (valid: fresh)`}},
		{"burst-missing-fields", plus("burst: {base: 1/s, spike: 5/s}"), []string{
			`t.yaml:11: burst: missing field "spike_for"`, `t.yaml:11: burst: missing field "duration"`, `t.yaml:11: burst: missing field "recover_within"`}},
		{"burst-spike-below-base", plus("burst: {base: 10/s, spike: 300/min, spike_for: 5s, duration: 30s, recover_within: 10s}"), []string{
			"t.yaml:11: burst.spike: 5/s is not above base 10/s: a spike must exceed the base rate"}},
		{"burst-spike-twice", plus("burst: {base: 1/s, spike: 5/s, spike_capacity: 2, spike_for: 5s, duration: 30s, recover_within: 10s}"), []string{
			"t.yaml:11: burst: both spike and spike_capacity are set: give the spike as a rate or as a multiple of capacity, not both"}},
		{"burst-no-spike", plus("burst: {base: 1/s, spike_for: 5s, duration: 30s, recover_within: 10s}"), []string{
			`t.yaml:11: burst: missing field "spike" (a rate, e.g. 100/s) or "spike_capacity" (a multiple of the measured capacity, e.g. 1.5)`}},
		{"burst-spike-capacity-not-above-1", plus("burst: {base: 1/s, spike_capacity: 0.9, spike_for: 5s, duration: 30s, recover_within: 10s}"), []string{
			"t.yaml:11: burst.spike_capacity: 0.9 is outside (1, 100]: a spike is a multiple of capacity above 1"}},
		{"burst-spike-capacity-not-a-number", plus("burst: {base: 1/s, spike_capacity: 2x, spike_for: 5s, duration: 30s, recover_within: 10s}"), []string{
			`t.yaml:11: burst.spike_capacity: want a multiple of capacity above 1, e.g. 1.5, got`}},
		{"burst-no-room", plus("burst: {base: 1/s, spike: 5/s, spike_for: 20s, duration: 30s, recover_within: 10s}"), []string{
			"t.yaml:11: burst.duration: 30s leaves no base traffic around the spike: want more than spike_for + recover_within = 30s"}},
		{"capacity-unknown-names", plus("capacity: {workload: chat, prefix: reused}"), []string{
			`t.yaml:11: capacity.workload: unknown workload "chat" (valid: short-chat)`, `t.yaml:11: capacity.prefix: unknown prefix "reused" (valid: fresh)`}},
		{"capacity-rates-crossed", plus("capacity: {min_rate: 10/s, max_rate: 300/min}"), []string{"t.yaml:11: capacity: min_rate 10/s is not below max_rate 5/s"}},
		{"capacity-one-step", plus("capacity: {steps: 1, goodput: 0, precision: 100%}"), []string{
			"t.yaml:11: capacity.steps: 1 is too small (want a whole number ≥ 2)", "t.yaml:11: capacity.goodput: 0 is outside (0, 1]",
			"t.yaml:11: capacity.precision: 100% is outside (0, 1)"}},
		{"overload-no-policy", plus("overload: {multiples: [1, 2]}"), []string{`t.yaml:11: overload: missing field "policy"`}},
		{"overload-bad", plus("overload: {policy: drop, multiples: [2, 1, 0], workload: chat}"), []string{
			`t.yaml:11: overload.workload: unknown workload "chat" (valid: short-chat)`, "t.yaml:11: overload.multiples: 1 does not increase",
			"t.yaml:11: overload.multiples: 0 is outside (0, 100]", `t.yaml:11: overload.policy: "drop": want queue`}},
		{"overload-crossed-bound", plus("overload: {policy: queue, max_shed_latency: 100ms}"), []string{
			"t.yaml:11: overload.max_shed_latency: applies to policy shed, not queue"}},

		{"restart-missing", plus("restart: {rate: 2/s}"), []string{`t.yaml:11: restart: missing field "max_health"`,
			`t.yaml:11: restart: missing field "max_first_token"`, `t.yaml:11: restart: missing field "max_recovery"`}},
		{"restart-short-traffic", plus("restart: {rate: 2/s, after: 30s, max_health: 10s, max_first_token: 20s, max_recovery: 60s}"), []string{
			"t.yaml:11: restart.after: 30s is shorter than max_recovery 1m0s"}},

		// Cells.
		{"unknown-metric", with(10, `  "*": {ttfb: ["p(95) < 1s"]}`), []string{`t.yaml:10: cells["*"]: unknown metric "ttfb" (valid: ` + metricNames + ")"}},
		{"percentile-on-ratio", with(10, `  "*": {error_rate: ["p(95) < 1%"]}`), []string{`t.yaml:10: cells["*"].error_rate: threshold "p(95) < 1%": p(95) does not apply to error_rate (a ratio): write e.g. "< 0.5%"`}},
		{"unit-mismatch", with(10, `  "*": {ttft: ["p(95) < 5%"]}`), []string{`t.yaml:10: cells["*"].ttft: threshold "p(95) < 5%": unit "%" does not fit ttft (a latency): use us, µs, ms or s`}},
		{"latency-without-aggregation", with(10, `  "*": {ttft: ["< 1s"]}`), []string{`t.yaml:10: cells["*"].ttft: threshold "< 1s": ttft (a latency) needs an aggregation`}},
		{"expression-syntax", with(10, `  "*": {ttft: ["p(95 < 1s"]}`), []string{`t.yaml:10: cells["*"].ttft: threshold "p(95 < 1s": at `}},
		{"relative-in-cells", with(10, `  "*": {ttft: ["p(95) <= +10%"]}`), []string{`t.yaml:10: cells["*"].ttft: threshold "p(95) <= +10%": a signed value (+10%) is a change against a baseline, which only compare gates take`}},
		{"absolute-in-compare", plus(`compare: {ttft: ["p(95) < 1s"]}`), []string{`t.yaml:11: compare.ttft: threshold "p(95) < 1s": a compare gate on ttft needs a signed change against the baseline: write e.g. "p(95) <= +10%"`}},
		{"unknown-metric-in-compare", plus(`compare: {goodput: [">= -2%"]}`), []string{`t.yaml:11: compare: unknown metric "goodput" (valid: `}},
		{"compare-cells-no-cell", plus(`compare: {ttft: ["p(95) <= +10%"], cells: {"long-doc/*/*": {ttft: ["p(90) <= +10%"]}}}`), []string{
			`t.yaml:11: compare.cells: pattern "long-doc/*/*" matches no cell: workload "long-doc" matches none of short-chat`}},
		{"compare-cells-absolute", plus(`compare: {cells: {"*/*/low": {ttft: ["p(90) < 1s"]}}}`), []string{
			`t.yaml:11: compare.cells["*/*/low"].ttft: threshold "p(90) < 1s": a compare gate on ttft needs a signed change`}},
		{"compare-cells-not-comparable", plus(`compare: {cells: {"*/*/low": {itl: ["p(99) <= +10%"]}}}`), []string{
			`t.yaml:11: compare.cells["*/*/low"].itl: itl cannot be compared against a baseline: results files keep per-request figures`}},
		{"compare-cells-not-mapping", plus(`compare: {cells: ["*/*/low"]}`), []string{`t.yaml:11: compare.cells: want a mapping`}},
		{"compare-tail-negative", plus(`compare: {ttft: ["p(95) <= +10%"], tail: -1}`), []string{`t.yaml:11: compare.tail: -1 is too small (want a whole number ≥ 0)`}},
		{"compare-tail-not-a-number", plus(`compare: {tail: 10%}`), []string{`t.yaml:11: compare.tail: want a whole number ≥ 0, got`}},
		{"expression-on-its-line", with(10, "  \"*\":\n    error_rate:\n      - \"< 1%\"\n      - \"p(99) < 1%\""), []string{`t.yaml:13: cells["*"].error_rate: threshold "p(99) < 1%"`}},
		{"expression-not-text", with(10, `  "*": {error_rate: [{x: 1}]}`), []string{`t.yaml:10: cells["*"].error_rate: want an expression such as "p(95) < 1.5s" or "< 0.5%", got a mapping`}},
		{"empty-expression-list", plus(`  "*/*/low": {ttft: []}`), []string{`t.yaml:11: cells["*/*/low"].ttft: empty: want at least one expression, or leave the metric out`}},
		{"duplicate-metric", with(10, `  "*": {error_rate: ["< 1%"], error_rate: ["< 2%"]}`), []string{`t.yaml:10: cells["*"]: "error_rate" given twice (first at line 10)`}},
		{"duplicate-pattern", plus(`  "*": {error_rate: ["< 2%"]}`), []string{`t.yaml:11: cells: "*" given twice (first at line 10)`}},
		{"pattern-matches-nothing", plus(`  "long-doc/*/*": {ttft: ["p(95) < 4s"]}`), []string{
			`t.yaml:11: cells: pattern "long-doc/*/*" matches no cell: workload "long-doc" matches none of short-chat`}},
		{"pattern-two-axes-miss", plus(`  "*/reused/peak": {ttft: ["p(95) < 4s"]}`), []string{
			`t.yaml:11: cells: pattern "*/reused/peak" matches no cell: prefix "reused" matches none of fresh; load "peak" matches none of low`}},
		{"pattern-two-parts", plus(`  "short-chat/*": {ttft: ["p(95) < 4s"]}`), []string{
			`t.yaml:11: cells: pattern "short-chat/*" has 2 part(s): want workload/prefix/load with a name or glob on each axis (e.g. "long-doc/*/*"), or "*" for every cell`}},
		{"pattern-bad-glob", plus(`  "short-chat/[/*": {ttft: ["p(95) < 4s"]}`), []string{`t.yaml:11: cells: pattern "short-chat/[/*": prefix "[" is not a name or a path.Match glob`}},
		{"pattern-empty-axis", plus(`  "short-chat//*": {ttft: ["p(95) < 4s"]}`), []string{`t.yaml:11: cells: pattern "short-chat//*": prefix "" is not a name or a path.Match glob`}},
		{"cell-without-checks", strings.Join([]string{
			"name: t",
			"slo: {ttft: 2s}",
			"workloads: {short-chat: {input: {mean: 400}, output: {mean: 100}}}",
			"prefix: {fresh: {}}",
			"loads: {low: {concurrency: 1, requests: 10}, high: {concurrency: 8, requests: 80}}",
			"cells:",
			`  "*/*/low": {error_rate: ["< 1%"]}`,
		}, "\n"), []string{`t.yaml:7: cells: no check applies to short-chat/fresh/high: a cell without checks would always pass`}},
		{"no-patterns", with(10, "#"), []string{"t.yaml:9: cells: want a mapping, got nothing"}},

		// Skips and quick runs.
		{"unknown-skip-reason", plus("skip: [unavailable, flaky]"), []string{`t.yaml:11: skip: unknown inconclusive reason "flaky" (valid: no_samples, too_few_samples, unavailable, invalid, imprecise)`}},
		{"error-is-not-skippable", plus("skip: [error]"), []string{`t.yaml:11: skip: unknown inconclusive reason "error" (valid: no_samples, too_few_samples, unavailable, invalid, imprecise)`}},
		{"skip-twice", plus("skip: [invalid, invalid]"), []string{`t.yaml:11: skip: "invalid" given twice`}},
		{"skip-not-list", plus("skip: unavailable"), []string{`t.yaml:11: skip: want a list of inconclusive reasons, got "unavailable"`}},
		{"quick-factor-zero", plus("quick: {factor: 0, skip: [too_few]}"), []string{
			"t.yaml:11: quick.factor: 0 is outside (0, 1]", `t.yaml:11: quick.skip: unknown inconclusive reason "too_few" (valid: no_samples, too_few_samples, unavailable, invalid, imprecise)`}},

		// Every problem is reported, in line order.
		{"all-errors-collected", strings.Join([]string{
			"name: t",
			"slo: {ttft: 2s}",
			"trials: 0",
			"workloads:",
			"  short-chat: {input: {mean: 400, spread: 2}, output: {mean: 100}}",
			"prefix: {fresh: {}}",
			"loads:",
			"  low: {requests: 10}",
			"  peak: {capacity: 0.9, rate: 2/s, duration: 1m}",
			"cells:",
			`  "*": {ttft: ["p(95) < 5%"], error_rate: ["< 1%"]}`,
			`  "*/*/high": {error_rate: ["< 1%"]}`,
			"skip: [flaky]",
		}, "\n"), []string{
			"t.yaml:3: trials: 0 is too small",
			"t.yaml:5: workloads.short-chat.input.spread: 2 is outside [0, 1)",
			"t.yaml:8: loads.low: want exactly one of concurrency",
			"t.yaml:9: loads.peak: sets both rate and capacity",
			`t.yaml:11: cells["*"].ttft: threshold "p(95) < 5%": unit "%" does not fit ttft`,
			`t.yaml:12: cells: pattern "*/*/high" matches no cell: load "high" matches none of low, peak`,
			`t.yaml:13: skip: unknown inconclusive reason "flaky"`,
		}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			p, err := Parse([]byte(tt.src), "t.yaml")
			require.Error(t, err, "Parse(%s) = nil error, want %q", tt.name, tt.want)
			assert.Nil(t, p, "Parse returns no plan with an error")
			lines := strings.Split(err.Error(), "\n")
			if !assert.Len(t, lines, len(tt.want), "Parse(%s) errors:\n%s", tt.name, err) {
				return
			}
			for i, w := range tt.want {
				assert.Contains(t, lines[i], w, "Parse(%s) error %d", tt.name, i+1)
			}
			var pe *Error
			assert.True(t, errors.As(err, &pe), "Parse(%s) error is a *plan.Error", tt.name)
		})
	}
}

// TestErrorUnwrap checks that threshold errors stay inspectable through the plan's.
func TestErrorUnwrap(t *testing.T) {
	_, err := Parse([]byte(with(10, `  "*": {ttft: ["p(95 < 1s"]}`)), "t.yaml")
	var se *threshold.SyntaxError
	require.True(t, errors.As(err, &se), "errors.As(%v, *threshold.SyntaxError)", err)
	assert.Equal(t, "p(95 < 1s", se.Src)
	var pe *Error
	require.True(t, errors.As(err, &pe))
	assert.Equal(t, Error{File: "t.yaml", Line: 10, Field: `cells["*"].ttft`, Err: pe.Err}, *pe)
}

func TestAliases(t *testing.T) {
	p := mustParse(t,
		"name: aliases",
		"slo: {ttft: 2s}",
		"workloads: {short-chat: {input: &len {mean: 400}, output: *len}}",
		"prefix: {fresh: {}}",
		"loads: {low: {concurrency: 1, requests: 10}, high: {concurrency: 4, requests: 40}}",
		"cells:",
		`  "*/*/low": {ttft: &fast ["p(95) < 1s"]}`,
		`  "*/*/high": {ttft: *fast, error_rate: ["< 1%"]}`,
	)
	assert.Equal(t, 400, p.Workloads[0].Output.Mean)
	c, _ := p.Cell("short-chat/fresh/high")
	assert.Equal(t, []string{"ttft p(95) < 1s [*/*/high]", "error_rate < 1% [*/*/high]"}, checkList(c))
}

func TestQuickSectionErrors(t *testing.T) {
	base := "name: q\nslo: {ttft: 1s}\nworkloads:\n  short-chat: {input: {mean: 200, spread: 0}, output: {mean: 10, spread: 0}}\nprefix:\n  fresh: {}\nloads:\n  l: {concurrency: 1, requests: 10}\ncells:\n  \"*\":\n    ttft: [\"p(50) < 1s\"]\n"
	tests := []struct {
		name, quick, want string
	}{
		{"zero-trials", "quick: {trials: 0}", "quick.trials"},
		{"one-step", "quick: {capacity: {steps: 1}}", "quick.capacity.steps"},
		{"bad-duration", "quick: {capacity: {step_duration: soon}}", "quick.capacity.step_duration"},
		{"whole-precision", "quick: {capacity: {precision: 100%}}", "quick.capacity.precision: 100% is outside (0, 1)"},
		{"unknown-field", "quick: {speed: 2}", "speed"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Parse([]byte(base+tt.quick+"\n"), "q.yaml")
			require.Error(t, err)
			assert.Contains(t, err.Error(), tt.want)
			assert.Contains(t, err.Error(), "q.yaml:12")
		})
	}
}

// TestCalibrationKey: calibration: off records where the plan turned it off; on and
// no key leave it on.
func TestCalibrationKey(t *testing.T) {
	for _, tt := range []struct {
		name, src, want string
	}{
		{"absent", strings.Join(valid, "\n"), ""},
		{"on", plus("calibration: on"), ""},
		{"off", plus("calibration: off"), "t.yaml:11"},
		{"off-upper", plus("calibration: OFF"), "t.yaml:11"},
		{"off-quoted", plus(`calibration: "off"`), "t.yaml:11"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			p, err := Parse([]byte(tt.src), "t.yaml")
			require.NoError(t, err)
			assert.Equal(t, tt.want, p.CalibrationOff)
		})
	}
}
