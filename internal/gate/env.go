package gate

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/infergate/infergate/internal/results"
	"github.com/infergate/infergate/internal/scrape"
)

// Env is the gate's configuration from the environment (documented in acceptance/doc.go).
type Env struct {
	BaseURL string // INFERGATE_BASE_URL, e.g. http://vllm:8000/v1; empty starts the simulator
	Model   string // INFERGATE_MODEL; default: the first of /v1/models
	APIKey  string // INFERGATE_API_KEY, else OPENAI_API_KEY; never logged or stored
	// MetricsURL is INFERGATE_METRICS_URL: one /metrics URL, or a comma-separated
	// list of the replicas' (scrape.ParseURLs); default: /metrics on the base URL's
	// host.
	MetricsURL string
	Plan       string // INFERGATE_PLAN; default thresholds/default.yaml at the module root
	Baseline   string // INFERGATE_BASELINE: an earlier results file for compare gates and capacity
	Out        string // INFERGATE_OUT; default results/ at the module root
	Scale      string // INFERGATE_SCALE: quick or full (default full)
	Sim        string // INFERGATE_SIM: simulator options, e.g. kv_cache_dtype=fp8,max_num_batched_tokens=2048
	Deployment map[string]string
	// Timeout is the per-request deadline (INFERGATE_REQUEST_TIMEOUT, default 10m).
	Timeout time.Duration
	// CellTimeout is the deadline of each trial of a cell (INFERGATE_CELL_TIMEOUT); 0
	// derives one for open loops: the arrival span plus the request deadline plus 30 s
	// (wall). A trial that runs past it is cut off: its requests in flight are
	// canceled and counted, and the cell fails saying so.
	CellTimeout time.Duration
	// Seed is the base seed for workloads and arrivals (INFERGATE_SEED, default 1).
	Seed uint64
	// Shard is this process's part of a sharded run (INFERGATE_SHARD, with
	// INFERGATE_START_AT, INFERGATE_SHARD_SLACK and INFERGATE_SHARD_SLOT); nil when
	// the run is not sharded. See Shard.
	Shard *Shard
	// RestartCmd is INFERGATE_RESTART_CMD: the shell command TestRestart runs to
	// restart an external target. Never logged: it may carry a credential.
	RestartCmd string
	// Calibration is INFERGATE_CALIBRATION: "off" turns the prompt-length
	// calibration off whatever the plan says, "on" keeps it on even where the plan
	// turns it off, "" leaves it to the plan (see Gate.CalibrationOff).
	Calibration string
	// Capacity is INFERGATE_CAPACITY: a results file whose measured capacities the
	// run's capacity loads take a share of, instead of searching (a sharded run
	// needs it, or a baseline).
	Capacity string
}

// Scales are the valid INFERGATE_SCALE values.
const (
	ScaleQuick = "quick"
	ScaleFull  = "full"
)

// LoadEnv reads the environment through getenv (os.Getenv in the tests). Relative
// paths are resolved against root, the module root.
func LoadEnv(getenv func(string) string, root string) (Env, error) {
	e := Env{
		BaseURL:     strings.TrimSpace(getenv("INFERGATE_BASE_URL")),
		Model:       strings.TrimSpace(getenv("INFERGATE_MODEL")),
		APIKey:      getenv("INFERGATE_API_KEY"),
		MetricsURL:  strings.TrimSpace(getenv("INFERGATE_METRICS_URL")),
		Plan:        getenv("INFERGATE_PLAN"),
		Baseline:    getenv("INFERGATE_BASELINE"),
		Out:         getenv("INFERGATE_OUT"),
		Scale:       strings.ToLower(strings.TrimSpace(getenv("INFERGATE_SCALE"))),
		Sim:         getenv("INFERGATE_SIM"),
		Capacity:    getenv("INFERGATE_CAPACITY"),
		RestartCmd:  getenv("INFERGATE_RESTART_CMD"),
		Calibration: strings.ToLower(strings.TrimSpace(getenv("INFERGATE_CALIBRATION"))),
		Timeout:     10 * time.Minute,
		Seed:        1,
	}
	if e.APIKey == "" {
		e.APIKey = getenv("OPENAI_API_KEY")
	}
	if e.Plan == "" {
		e.Plan = filepath.Join("thresholds", "default.yaml")
	}
	if e.Out == "" {
		e.Out = "results"
	}
	for _, p := range []*string{&e.Plan, &e.Out, &e.Baseline, &e.Capacity} {
		if *p != "" && !filepath.IsAbs(*p) {
			*p = filepath.Join(root, *p)
		}
	}
	var errs []error
	switch e.Scale {
	case "":
		e.Scale = ScaleFull
	case ScaleQuick, ScaleFull:
	default:
		errs = append(errs, fmt.Errorf("INFERGATE_SCALE=%q: want quick or full", e.Scale))
	}
	switch e.Calibration {
	case "", "on", "off":
	default:
		errs = append(errs, fmt.Errorf("INFERGATE_CALIBRATION=%q: want on or off", e.Calibration))
	}
	if _, err := scrape.ParseURLs(e.MetricsURL); err != nil {
		errs = append(errs, fmt.Errorf("INFERGATE_METRICS_URL: %w", err))
	}
	if e.BaseURL != "" && e.Sim != "" {
		errs = append(errs, errors.New("INFERGATE_SIM is set together with INFERGATE_BASE_URL: simulator options apply only when no endpoint is configured"))
	}
	if d := getenv("INFERGATE_DEPLOYMENT"); d != "" {
		facts, err := results.ParseDeployment(d)
		if err != nil {
			errs = append(errs, fmt.Errorf("INFERGATE_DEPLOYMENT: %w", err))
		}
		e.Deployment = facts
	}
	if v := getenv("INFERGATE_REQUEST_TIMEOUT"); v != "" {
		d, err := time.ParseDuration(v)
		if err != nil || d <= 0 {
			errs = append(errs, fmt.Errorf("INFERGATE_REQUEST_TIMEOUT=%q: want a duration such as 10m", v))
		}
		e.Timeout = d
	}
	if v := getenv("INFERGATE_CELL_TIMEOUT"); v != "" {
		d, err := time.ParseDuration(v)
		if err != nil || d <= 0 {
			errs = append(errs, fmt.Errorf("INFERGATE_CELL_TIMEOUT=%q: want a duration such as 30m", v))
		}
		e.CellTimeout = d
	}
	if v := getenv("INFERGATE_SEED"); v != "" {
		var s uint64
		if _, err := fmt.Sscan(v, &s); err != nil {
			errs = append(errs, fmt.Errorf("INFERGATE_SEED=%q: want a non-negative integer", v))
		}
		e.Seed = s
	}
	if v := getenv("INFERGATE_SHARD"); v != "" {
		sh, err := ParseShard(v, getenv("INFERGATE_START_AT"), getenv("INFERGATE_SHARD_SLACK"), getenv("INFERGATE_SHARD_SLOT"))
		if err != nil {
			errs = append(errs, err)
		}
		e.Shard = sh
	} else {
		for _, k := range []string{"INFERGATE_START_AT", "INFERGATE_SHARD_SLACK", "INFERGATE_SHARD_SLOT"} {
			if getenv(k) != "" {
				errs = append(errs, fmt.Errorf("%s is set without INFERGATE_SHARD: it only applies to a sharded run", k))
			}
		}
	}
	return e, errors.Join(errs...)
}

// ModuleRoot finds the directory holding go.mod, from dir upwards.
func ModuleRoot(dir string) (string, error) {
	for d := dir; ; d = filepath.Dir(d) {
		if _, err := os.Stat(filepath.Join(d, "go.mod")); err == nil {
			return d, nil
		}
		if filepath.Dir(d) == d {
			return "", fmt.Errorf("no go.mod above %s", dir)
		}
	}
}
