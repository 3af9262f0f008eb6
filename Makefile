# infergate — see README.md. Every target runs on a fresh machine with Go 1.26.
GO ?= go
SIM_FLAGS ?=
# make accept runs the quick scale by default (about 5 minutes on 2 cores); the
# release-scale run is `make accept INFERGATE_SCALE=full` (about an hour of traffic; about
# 18 minutes of wall time against the embedded simulator at INFERGATE_SIM=time_scale=4).
INFERGATE_SCALE ?= quick
export INFERGATE_SCALE

# Packages whose tests measure latency run alone and without the race detector.
TIMED = ./internal/gate ./acceptance
# Packages that start no goroutines of their own run without the race detector, which
# would only slow them down (2-10x): it finds nothing where nothing shares. (traffic's
# tests serve /metrics from an httptest server, whose handler shares nothing.)
# The quality packages judge hundreds of answers with regular expressions (every
# check on every golden, paraphrase and damaged answer), 15x slower under the
# detector; only their tests that ask a server over HTTP run under it (QUALITY_RACE).
PURE = ./internal/threshold ./internal/plan ./internal/chart ./internal/junit ./internal/score \
	./internal/body ./internal/results ./internal/stats ./internal/workload ./internal/traffic ./internal/gguf ./deploy/... \
	./internal/grade ./quality
QUALITY_RACE = Ask|Wire|Repeats|UnderLoad|Unstable
E2E_COMPARE = TestFP8EndToEnd|TestTradeoffs|TestCompareEndToEnd|TestUpgrades
E2E_RUNS = TestAgenticPlan|TestShardsMerge|TestReplayReproducesTrace|TestMooncakeReplayPrefixHits|TestFaultMatrix|TestOverloadPolicies|TestRestartTimes|TestRestartCommand
E2E = $(E2E_COMPARE)|$(E2E_RUNS)
UNIT = $(shell $(GO) list ./... | grep -v -e /internal/gate -e /acceptance -e /internal/threshold -e /internal/plan \
	-e /internal/chart -e /internal/junit -e /internal/score -e /internal/body -e /internal/results -e /internal/stats \
	-e /internal/workload -e /internal/traffic -e /internal/gguf -e /deploy/ -e /internal/grade -e /quality)

.PHONY: all accept test test-e2e test-study test-engine vet bench sim build mutate fuzz

all: build test

build:
	$(GO) build ./...

vet:
	$(GO) vet ./...

# All tests: unit packages under the race detector and the pure ones without it (the
# sequential rule's error-rate study among them, which under -race only logs its
# figures), then the timing-accuracy tests again without the detector, the HTML pages
# in headless Chromium (built without the detector) and the gate's own tests. The
# acceptance package is the gate itself, not a test of it: `make accept` runs it
# (CI runs both, .ci/run), so that make test stays within its 8 minutes on 2 cores.
test: vet
	$(GO) test -count=1 -race $(UNIT)
	$(GO) test -count=1 -skip '^TestHeldOutDamage$$' $(PURE)
	$(GO) test -count=1 -race -run '$(QUALITY_RACE)' ./internal/grade ./quality
	$(GO) test -count=1 -p 1 -run 'TimingAccuracy' ./internal/client ./internal/loadgen
	$(GO) test -count=1 -run 'Browser' ./internal/report
	$(GO) test -count=1 -p 1 -timeout 10m -skip '^($(E2E))$$' ./internal/gate

# The gate's end-to-end tests: whole plans against the simulator in real time (a
# baseline and its candidates, trade-offs, shards, replays, faults, restarts). They
# hold make test to its budget by running apart; .ci/run runs them after make test.
test-e2e:
	$(GO) test -count=1 -p 1 -timeout 30m -run '^($(E2E))$$' ./internal/gate

# The held-out quality study: every damage kind on every fixture's golden, and every
# harmless variant, judged by every check (about 10 minutes on 2 cores; it grows with
# each batch of kinds). It asserts the catch rate and zero false alarms; it runs
# apart from make test to keep that within its budget, and .ci/run runs it after it.
test-study:
	$(GO) test -count=1 -timeout 30m -run '^TestHeldOutDamage$$' ./internal/grade

# The acceptance gate: capacity, the matrix, the burst, overload and restart tests. gotestsum shows the
# run on the console and keeps the full test log as test2json in results/go-test.json
# (and its own JUnit conversion of that log in results/go-junit.xml). The gate writes
# its results file to $(OUT)/. Then, pass or fail, from that file: the JUnit for the
# release approval in results/junit.xml (infergate junit: one testcase per cell, burst
# and capacity result, figures in every testcase, a failing cell's message naming its
# failing checks and their values, checks the plan skipped as <skipped>; the go test
# log adds wall times and any test that failed before it recorded a result), the
# run's report in $(OUT)/report.md and, with INFERGATE_BASELINE, the answer against
# the baseline in $(OUT)/compare.md (both also go to $GITHUB_STEP_SUMMARY when it is
# set), each also as a self-contained HTML page with charts ($(OUT)/report.html,
# $(OUT)/compare.html), and last the verdict block (infergate verdict). The run's own
# file is used, not latest.json, which a partial run leaves alone.
# A run that wrote no results file gets gotestsum's JUnit as results/junit.xml, so a
# stale one never stands in for it. The exit status is the gate's.
OUT = $(or $(INFERGATE_OUT),results)
accept:
	mkdir -p results $(OUT)
	rm -f results/junit.xml results/go-junit.xml
	@plan=$${INFERGATE_PLAN:-thresholds/default.yaml}; pilot=; \
	if [ -s $(OUT)/latest.json ]; then pilot="--pilot $(OUT)/latest.json"; fi; \
	echo "accept: what $$plan should cost at scale $(INFERGATE_SCALE) (infergate plan cost $$pilot):"; \
	$(GO) run ./cmd/infergate plan cost --scale $(INFERGATE_SCALE) $$pilot "$$plan" | grep -E '^(==|[a-z-]+/[a-z-]+/[a-z-]+ |UNDECIDABLE|NOTE|.*total)' || \
		echo "accept: infergate plan cost names checks the plan cannot decide (see above); the run goes on"
	touch $(OUT)/.accept-start
	status=0; \
	$(GO) tool gotestsum --format standard-verbose --junitfile results/go-junit.xml --jsonfile results/go-test.json -- \
		-p 1 -count=1 -timeout 3h ./acceptance -run 'Capacity|Matrix|Burst|Overload|Restart' || status=$$?; \
	run=$$(find $(OUT) -maxdepth 1 -name '[0-9]*Z-*.json' -newer $(OUT)/.accept-start | sort | tail -n 1); \
	if [ -n "$$run" ]; then \
		gotest=; if [ -s results/go-test.json ]; then gotest="-go-test results/go-test.json"; fi; \
		if $(GO) run ./cmd/infergate junit $$gotest -o results/junit.xml "$$run"; then \
			echo "junit: results/junit.xml"; \
		else \
			cp results/go-junit.xml results/junit.xml; echo "accept: infergate junit failed; results/junit.xml is gotestsum's conversion of the test log"; \
		fi; \
		$(GO) run ./cmd/infergate report -o $(OUT)/report.md --html $(OUT)/report.html "$$run" && \
			echo "report: $(OUT)/report.md, $(OUT)/report.html"; \
		if [ -n "$$INFERGATE_BASELINE" ]; then \
			$(GO) run ./cmd/infergate compare -o $(OUT)/compare.md --html $(OUT)/compare.html "$$INFERGATE_BASELINE" "$$run"; \
			echo "compare: $(OUT)/compare.md, $(OUT)/compare.html (exit $$?)"; \
		fi; \
		$(GO) run ./cmd/infergate verdict -junit results/junit.xml -report $(OUT)/report.md -compare $(OUT)/compare.md "$$run" || true; \
	else \
		cp results/go-junit.xml results/junit.xml 2>/dev/null; \
		echo "accept: this run wrote no results file, so no report; results/junit.xml is gotestsum's conversion of the test log"; \
	fi; \
	exit $$status

# Mutation testing with gremlins (not part of make test): each package's tests are run
# against small changes to its code, and a change no test notices is a defect waiting
# to ship. MUTATE_GATED must kill at least MUTATE_EFFICACY % of the mutants their tests
# cover; MUTATE_REPORTED are measured and printed. The gate and acceptance packages
# are left out: their tests run real traffic for minutes, once per mutant. Figures in
# BENCHMARKS.md. About 40 minutes on 2 cores; MUTATE_WORKERS=2 halves it on an idle
# machine. -count=1: gremlins times the package's tests once to set each mutant's time
# limit, and a cached test result would make that limit too short for any mutant.
# -skip: the timing tests judge the machine as much as the code, and a timing test that
# flakes under a mutant counts it as killed; they run in make test instead.
MUTATE_GOFLAGS ?= -count=1 -skip=^(TestTimingAccuracy.*|TestOpenLoopKeepsSchedule|TestNoCoordinatedOmission)$$
GREMLINS ?= $(GO) run github.com/go-gremlins/gremlins/cmd/gremlins@v0.6.0
MUTATE_GATED ?= ./internal/threshold ./internal/stats ./internal/score ./internal/loadgen ./internal/results
MUTATE_REPORTED ?= ./internal/plan ./internal/client
MUTATE_EFFICACY ?= 90
MUTATE_WORKERS ?= 1
mutate:
	@status=0; \
	for p in $(MUTATE_GATED); do \
		echo "== gremlins $$p (efficacy >= $(MUTATE_EFFICACY) %)"; \
		GOFLAGS='$(MUTATE_GOFLAGS)' $(GREMLINS) unleash --workers $(MUTATE_WORKERS) --timeout-coefficient 5 --threshold-efficacy $(MUTATE_EFFICACY) -S l $$p || status=1; \
	done; \
	for p in $(MUTATE_REPORTED); do \
		echo "== gremlins $$p (reported)"; \
		GOFLAGS='$(MUTATE_GOFLAGS)' $(GREMLINS) unleash --workers $(MUTATE_WORKERS) --timeout-coefficient 5 -S l $$p || status=1; \
	done; \
	exit $$status

# The gate against a real inference engine (issue 11): Ollama v0.6.8 (llama.cpp on CPU),
# built once into ~/.cache/infergate/ollama-v0.6.8 (.ci/engine build: about 7 minutes
# the first time on 2 cores, nothing after), serving the tiny random-weight model that
# `infergate model tiny` writes, on a free loopback port. The engine is stopped when
# the tests end: passed, failed or interrupted. See realengine/doc.go. About 6.5 minutes.
test-engine:
	.ci/engine build
	@set -e; url=$$(.ci/engine start); \
	trap '.ci/engine stop' EXIT; trap 'exit 130' INT TERM; \
	INFERGATE_ENGINE_URL=$$url $(GO) test -tags engine -count=1 -p 1 -timeout 30m ./realengine/...

# Fuzzing (not part of make test, whose runs replay each target's committed seeds):
# each target of FUZZ ("package:target") for FUZZTIME. New crashers land in the
# package's testdata/fuzz/<target>/ and fail the run; commit them with the fix.
FUZZTIME ?= 30s
FUZZ ?= ./internal/client:FuzzDecodeChunk ./internal/client:FuzzSSE ./internal/threshold:FuzzParse ./internal/plan:FuzzParse \
	./internal/results:FuzzRead ./internal/sim/fault:FuzzParse ./internal/stats:FuzzQuantile \
	./internal/sim/token:FuzzSplit ./internal/traffic:FuzzFromSeries ./internal/traffic:FuzzReadLog ./internal/grade:FuzzLoad
fuzz:
	@status=0; for t in $(FUZZ); do \
		pkg=$${t%%:*}; name=$${t##*:}; echo "== fuzz $$pkg $$name ($(FUZZTIME))"; \
		$(GO) test -run '^$$' -fuzz "^$$name\$$" -fuzztime $(FUZZTIME) $$pkg || status=1; \
	done; exit $$status

bench:
	$(GO) test -run '^$$' -bench . -benchmem -count=1 -timeout 30m ./internal/...

# Serve the simulator on 127.0.0.1:8000 (override with SIM_FLAGS="-addr 127.0.0.1:9000 ...").
sim:
	$(GO) run ./cmd/infergate sim $(SIM_FLAGS)
