# infergate — see README.md. Every target runs on a fresh machine with Go 1.26.
GO ?= go
SIM_FLAGS ?=

.PHONY: all accept test vet bench sim build

all: build test

build:
	$(GO) build ./...

vet:
	$(GO) vet ./...

# All tests. Unit packages run under the race detector.
test: vet
	$(GO) test -count=1 -race ./...

# Until the acceptance gate lands (issue 4), `make accept` runs the simulator's own
# end-to-end demo: a real HTTP server on loopback, streamed requests, /metrics deltas.
accept:
	mkdir -p results
	$(GO) tool gotestsum --format standard-verbose --junitfile results/junit.xml -- -p 1 -count=1 -run '^TestDemo$$' ./internal/sim/

bench:
	$(GO) test -run '^$$' -bench . -benchmem -count=1 ./internal/...

# Serve the simulator on 127.0.0.1:8000 (override with SIM_FLAGS="-addr 127.0.0.1:9000 ...").
sim:
	$(GO) run ./cmd/infergate sim $(SIM_FLAGS)
