package results

import (
	"errors"
	"fmt"
	"maps"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/infergate/infergate/internal/secret"
)

// ErrSecret is wrapped by ParseDeployment's and Write's errors for a deployment fact
// whose key names a credential or whose value looks like one.
var ErrSecret = errors.New("deployment facts must not carry secrets")

// validKey is the form of a deployment fact's key.
var validKey = regexp.MustCompile(`^[a-z0-9_.-]+$`)

// secretWords are key words (between '_', '.' and '-') that name a credential. "token"
// is a whole word so that max_num_batched_tokens and tokenizer stay allowed.
var secretWords = []string{"token", "key", "keys", "auth", "pwd", "pass", "cookie"}

// secretParts are key fragments that name a credential wherever they appear.
var secretParts = []string{"apikey", "secret", "password", "passwd", "authorization", "credential", "bearer"}

// secretValue matches values shaped like common credentials: OpenAI/Anthropic-style
// sk-… keys, Hugging Face and GitHub tokens, AWS access key ids, JWTs and HTTP
// Authorization values.
var secretValue = regexp.MustCompile(`(?i)(^|[^a-z0-9])sk-[a-z0-9_-]{4,}|\bhf_[a-z0-9]{16,}|\bgh[pousr]_[a-z0-9]{16,}|\bAKIA[0-9A-Z]{16}\b|\beyJ[a-z0-9_-]{8,}\.|\bbearer\s+\S|\bbasic\s+[a-z0-9+/]{8,}`)

// secretKey reports whether a deployment fact's key names a credential.
func secretKey(k string) bool {
	k = strings.ToLower(k)
	for _, p := range secretParts {
		if strings.Contains(k, p) {
			return true
		}
	}
	for _, w := range strings.FieldsFunc(k, func(r rune) bool { return r == '_' || r == '.' || r == '-' }) {
		if slices.Contains(secretWords, w) {
			return true
		}
	}
	return false
}

// looksSecret reports whether s looks like a credential.
func looksSecret(s string) bool { return secretValue.MatchString(s) }

// ParseDeployment parses INFERGATE_DEPLOYMENT: comma-separated key=value facts about the
// deployment under test, such as "gpu=H200, tp=1,kv_cache_dtype=fp8". Spaces around
// items, keys and values are trimmed and empty items are skipped; a value is everything
// after the first '=' (it cannot contain a comma). Keys are lower-case letters, digits,
// '_', '.' and '-'; values must not be empty; a key may appear once. An empty s gives
// an empty map.
//
// Deployment facts are stored in results files, so ParseDeployment refuses a key that
// names a credential (api_key, hf_token, secret, password, authorization, …) and a value
// that looks like one (sk-…, hf_…, Bearer …) with an error wrapping ErrSecret that does
// not repeat the value. Other errors name the item by position and text.
func ParseDeployment(s string) (map[string]string, error) {
	facts := map[string]string{}
	where := map[string]int{}
	for i, raw := range strings.Split(s, ",") {
		n := i + 1
		item := strings.TrimSpace(raw)
		if item == "" {
			continue
		}
		k, v, ok := strings.Cut(item, "=")
		k, v = strings.TrimSpace(k), strings.TrimSpace(v)
		switch {
		case looksSecret(item):
			if ok && validKey.MatchString(k) && !looksSecret(k) {
				return nil, fmt.Errorf("deployment item %d (key %q): the value looks like a credential: %w", n, k, ErrSecret)
			}
			return nil, fmt.Errorf("deployment item %d: it looks like a credential: %w", n, ErrSecret)
		case ok && secretKey(k):
			return nil, fmt.Errorf("deployment item %d: key %q names a credential: %w", n, k, ErrSecret)
		case !ok:
			return nil, fmt.Errorf("deployment item %d %q: want key=value, e.g. gpu=H200", n, item)
		case k == "":
			return nil, fmt.Errorf("deployment item %d %q: empty key", n, item)
		case !validKey.MatchString(k):
			return nil, fmt.Errorf("deployment item %d %q: key %q: want lower-case letters, digits, '_', '.' and '-'", n, item, k)
		case v == "":
			return nil, fmt.Errorf("deployment item %d %q: empty value", n, item)
		}
		if prev, dup := where[k]; dup {
			return nil, fmt.Errorf("deployment item %d %q: duplicate key %q (also item %d)", n, item, k, prev)
		}
		where[k] = n
		facts[k] = v
	}
	return facts, nil
}

// checkFacts applies ParseDeployment's rules to facts that did not come through it.
func checkFacts(facts map[string]string) error {
	for _, k := range slices.Sorted(maps.Keys(facts)) {
		v := facts[k]
		switch {
		case looksSecret(k):
			return fmt.Errorf("a deployment fact's key looks like a credential: %w", ErrSecret)
		case secretKey(k):
			return fmt.Errorf("deployment fact %q names a credential: %w", k, ErrSecret)
		case looksSecret(v):
			return fmt.Errorf("deployment fact %q: the value looks like a credential: %w", k, ErrSecret)
		case !validKey.MatchString(k):
			return fmt.Errorf("deployment fact %q: want lower-case letters, digits, '_', '.' and '-' in keys", k)
		}
	}
	return nil
}

// Diff lists the differences between a baseline's and a candidate's manifests, one
// human-readable line each ("deployment kv_cache_dtype: auto → fp8"), in a fixed order:
// tool, target, plan, scale, seeds, workload digest, declared deployment facts, then the
// server's cache config. Nothing differs when it returns no lines.
//
// What is compared: the tool version (with the Go version); the target's base URL (not
// for two simulator runs, whose loopback port changes every run), model, /version,
// max_model_len, and simulator options and time scale; the plan's hash (which covers its
// name and thresholds; the file's path is not compared); the scale; the seeds; the
// workload digest; every deployment fact and cache_config_info label (a missing one
// shows as "(unset)"). Run times are not compared.
//
// One deliberate change can show in several lines: the workload digest changes with the
// model, plan, scale, seeds or tool (its line then says which it follows from), and a
// declared kv_cache_dtype=fp8 also changes the server's cache_dtype and num_gpu_blocks.
func Diff(base, cand Manifest) []string {
	var out []string
	add := func(what, a, b string) {
		if a != b {
			out = append(out, fmt.Sprintf("%s: %s → %s", what, show(a), show(b)))
		}
	}

	// The tool.
	switch {
	case base.Tool != cand.Tool || base.ToolVersion != cand.ToolVersion && base.GoVersion != cand.GoVersion:
		add("tool version", toolDesc(base), toolDesc(cand))
	case base.ToolVersion != cand.ToolVersion:
		add("tool version", base.ToolVersion, cand.ToolVersion)
	default:
		add("tool go version", base.GoVersion, cand.GoVersion)
	}

	// The target.
	bt, ct := base.Target, cand.Target
	switch {
	case bt.Simulated && ct.Simulated:
		add("target simulator", simDesc(bt), simDesc(ct))
	case bt.Simulated || ct.Simulated:
		add("target", targetDesc(bt), targetDesc(ct))
	default:
		add("target base_url", secret.URL(bt.BaseURL), secret.URL(ct.BaseURL))
		add("target time_scale", fmtFloat(bt.TimeScale), fmtFloat(ct.TimeScale))
	}
	add("target replicas", replicasDesc(bt.Replicas), replicasDesc(ct.Replicas))
	add("target model", bt.Model, ct.Model)
	add("target version", bt.Version, ct.Version)
	add("target max_model_len", fmtInt(bt.MaxModelLen), fmtInt(ct.MaxModelLen))

	// The plan and workload.
	if base.Plan.Hash != cand.Plan.Hash {
		a, b := shortHashes(base.Plan.Hash, cand.Plan.Hash)
		if base.Plan.Name != cand.Plan.Name {
			a, b = fmt.Sprintf("%s (%s)", show(a), show(base.Plan.Name)), fmt.Sprintf("%s (%s)", show(b), show(cand.Plan.Name))
		}
		add("plan hash", a, b)
	}
	add("scale", base.Scale, cand.Scale)
	add("seeds", fmtSeeds(base.Seeds), fmtSeeds(cand.Seeds))
	if base.WorkloadDigest != cand.WorkloadDigest {
		a, b := shortHashes(base.WorkloadDigest, cand.WorkloadDigest)
		line := fmt.Sprintf("workload digest: %s → %s", show(a), show(b))
		if causes := workloadCauses(base, cand); len(causes) > 0 {
			line += " (follows from the " + strings.Join(causes, ", ") + " change)"
		}
		out = append(out, line)
	}

	// Declared and observed configuration.
	diffMap := func(prefix string, a, b map[string]string) {
		keys := slices.Sorted(maps.Keys(a))
		for k := range b {
			if _, ok := a[k]; !ok {
				keys = append(keys, k)
			}
		}
		slices.Sort(keys)
		for _, k := range keys {
			va, oka := a[k]
			vb, okb := b[k]
			if oka == okb && va == vb {
				continue
			}
			out = append(out, fmt.Sprintf("%s %s: %s → %s", prefix, k, unset(va, oka), unset(vb, okb)))
		}
	}
	diffMap("deployment", base.Deployment, cand.Deployment)
	diffMap("cache_config", base.CacheConfig, cand.CacheConfig)
	return out
}

// workloadCauses names the manifest differences that change the generated requests.
func workloadCauses(base, cand Manifest) []string {
	var c []string
	if base.Target.Model != cand.Target.Model {
		c = append(c, "model")
	}
	if base.Plan.Hash != cand.Plan.Hash {
		c = append(c, "plan")
	}
	if base.Scale != cand.Scale {
		c = append(c, "scale")
	}
	if !slices.Equal(base.Seeds, cand.Seeds) {
		c = append(c, "seeds")
	}
	if base.Tool != cand.Tool || base.ToolVersion != cand.ToolVersion {
		c = append(c, "tool version")
	}
	return c
}

func toolDesc(m Manifest) string {
	s := strings.TrimSpace(m.Tool + " " + show(m.ToolVersion))
	if m.GoVersion != "" {
		s += " (" + m.GoVersion + ")"
	}
	return s
}

func simDesc(t Target) string {
	opts := t.SimOptions
	if opts == "" {
		opts = "default options"
	}
	return fmt.Sprintf("%s, time scale %s", opts, fmtFloat(t.TimeScale))
}

func targetDesc(t Target) string {
	if t.Simulated {
		return "simulator (" + simDesc(t) + ")"
	}
	return show(secret.URL(t.BaseURL))
}

// shortHashes shortens two differing hex digests to 12 characters when that still tells
// them apart.
func shortHashes(a, b string) (string, string) {
	const n = 12
	if len(a) > n+4 && len(b) > n+4 && a[:n] != b[:n] {
		return a[:n], b[:n]
	}
	return a, b
}

func show(s string) string {
	if s == "" {
		return "(none)"
	}
	return s
}

func unset(v string, ok bool) string {
	if !ok {
		return "(unset)"
	}
	return show(v)
}

// replicasDesc names the replicas' /metrics URLs, redacted; "" for one endpoint.
func replicasDesc(urls []string) string {
	if len(urls) == 0 {
		return ""
	}
	out := make([]string, len(urls))
	for i, u := range urls {
		out[i] = secret.URL(u)
	}
	return fmt.Sprintf("%d: %s", len(urls), strings.Join(out, ", "))
}

func fmtInt(n int) string {
	if n == 0 {
		return ""
	}
	return strconv.Itoa(n)
}

func fmtFloat(f float64) string { return strconv.FormatFloat(f, 'g', -1, 64) }

func fmtSeeds(s []uint64) string {
	if len(s) == 0 {
		return ""
	}
	parts := make([]string, len(s))
	for i, x := range s {
		parts[i] = strconv.FormatUint(x, 10)
	}
	return strings.Join(parts, ",")
}
