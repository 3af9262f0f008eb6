package results

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"
	"unicode"

	"github.com/infergate/infergate/internal/secret"
)

// Latest is the name of the copy of the newest run that Write keeps in its directory.
const Latest = "latest.json"

// ErrSchema is wrapped by Read's error for a file of another major schema version, or
// one whose schema is not an infergate results schema at all.
var ErrSchema = errors.New("unsupported results schema")

// schemaPrefix is Schema without its version.
const schemaPrefix = "infergate.results/v"

// indentDepth is how deep Write indents: the run, its cells and each cell's lists.
// Anything deeper (a record, a verdict, a Stat) stays on one line, which keeps files
// with thousands of records readable and diffable.
const indentDepth = 4

// Write stores r in dir (created if missing) as "<UTC start time>-<plan name>.json",
// for example 20260301T120000Z-interactive-assistant.json, and returns its path. The
// start time is Manifest.StartedAt (now when zero); a run file of the same name is not
// overwritten: the name gets a "-2", "-3", … suffix. Write then (over)writes Latest in
// dir with the same content (a copy, not a symlink, so it survives artifact uploads).
//
// Both files are written atomically: to a temporary file in dir, synced, then renamed
// into place, so a reader never sees a partial file and a failed write leaves no
// temporary file behind. When only Latest fails, Write returns the run file's path
// with the error.
//
// Write stamps the file with Schema, stores Target.BaseURL through Redact, and refuses a
// run whose deployment facts look like secrets (see ParseDeployment); r itself is not
// modified. It is Store without the report on latest.json.
func Write(dir string, r *Run) (string, error) {
	st, err := Store(dir, r)
	return st.Path, err
}

// Stored says where Store put a run.
type Stored struct {
	// Path is the run's own file.
	Path string
	// Latest is set when latest.json now holds the run; when it is not, LatestKept
	// says why (a partial run never replaces a complete one).
	Latest     bool
	LatestKept string
}

// Store writes r as Write documents, to its own file and to latest.json — except that
// a partial run (Run.Partial) leaves a latest.json that holds a complete run alone, so
// that running one cell to debug it does not replace the release verdict that
// compare and report read by default.
func Store(dir string, r *Run) (Stored, error) {
	if r == nil {
		return Stored{}, fmt.Errorf("write results to %s: nil run", dir)
	}
	out := *r
	out.Schema = Schema
	out.Manifest.Target.BaseURL = secret.URL(out.Manifest.Target.BaseURL)
	if reps := out.Manifest.Target.Replicas; reps != nil {
		out.Manifest.Target.Replicas = make([]string, len(reps))
		for i, u := range reps {
			out.Manifest.Target.Replicas[i] = secret.URL(u)
		}
	}
	if out.Cells == nil {
		out.Cells = []Cell{}
	}
	if err := checkFacts(out.Manifest.Deployment); err != nil {
		return Stored{}, fmt.Errorf("write results to %s: %w", dir, err)
	}
	data, err := encode(&out)
	if err != nil {
		return Stored{}, fmt.Errorf("write results to %s: %w", dir, err)
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return Stored{}, fmt.Errorf("write results: %w", err)
	}
	path, err := freeName(dir, fileName(out.Manifest))
	if err != nil {
		return Stored{}, err
	}
	if err := writeAtomic(path, data); err != nil {
		return Stored{}, err
	}
	st := Stored{Path: path}
	latest := filepath.Join(dir, Latest)
	if out.Partial {
		if prev, err := Read(latest); err == nil && !prev.Partial {
			st.LatestKept = fmt.Sprintf("this run is partial, and %s holds a complete run (%s, started %s): left alone",
				latest, prev.Manifest.Plan.Name, prev.Manifest.StartedAt.Format("2006-01-02 15:04:05Z"))
			return st, nil
		}
	}
	if err := writeAtomic(latest, data); err != nil {
		return st, err
	}
	st.Latest = true
	return st, nil
}

// Read loads a results file. It checks the schema before anything else: a file of
// another major version is an error wrapping ErrSchema that names the file and both
// versions. Unknown fields (from a newer minor version) are ignored.
func Read(path string) (*Run, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("read results: %w", err)
	}
	var head struct {
		Schema *string `json:"schema"`
	}
	if err := json.Unmarshal(data, &head); err != nil {
		return nil, fmt.Errorf("read results %s: not a JSON results file: %w", path, err)
	}
	if head.Schema == nil {
		return nil, fmt.Errorf("read results %s: no \"schema\" field: not an infergate results file", path)
	}
	if err := checkSchema(*head.Schema); err != nil {
		return nil, fmt.Errorf("read results %s: %w", path, err)
	}
	var r Run
	if err := json.Unmarshal(data, &r); err != nil {
		return nil, fmt.Errorf("read results %s: %w", path, err)
	}
	if major, _, _ := schemaVersion(*head.Schema); major == 1 {
		if err := fromV1(&r); err != nil {
			return nil, fmt.Errorf("read results %s (schema v1): %w", path, err)
		}
	}
	for i, g := range r.Manifest.Plan.Compare {
		if err := CheckCells(g.Cells); err != nil {
			// A gate whose pattern matched nothing would be dropped from every cell:
			// a regression it exists to catch would pass unseen.
			return nil, fmt.Errorf("read results %s: manifest.plan.compare[%d] (%s %s): %w", path, i, g.Metric, g.Expr, err)
		}
	}
	for i := range r.Cells {
		if s := r.Cells[i].Server; len(s) > 0 {
			var buf bytes.Buffer
			if err := json.Compact(&buf, s); err != nil {
				return nil, fmt.Errorf("read results %s: cell %s: server: %w", path, r.Cells[i].Name, err)
			}
			r.Cells[i].Server = buf.Bytes()
		}
	}
	return &r, nil
}

// checkSchema accepts any version of Schema's major and of the major before it.
func checkSchema(s string) error {
	want, _, _ := schemaVersion(Schema)
	got, _, ok := schemaVersion(s)
	if !ok {
		return fmt.Errorf("%w %q: this infergate reads %q", ErrSchema, s, Schema)
	}
	if got != want && got != want-1 {
		return fmt.Errorf("%w: the file is %q, this infergate reads %q (major versions %d and %d); read it with the infergate that wrote it, or re-run the gate",
			ErrSchema, s, Schema, want-1, want)
	}
	return nil
}

// fromV1 converts a run read from a schema v1 file to v2: v1 wrote each cell's server
// block with Go field names (PrefixCacheQueries, V, OK), v2 writes snake_case. Stats
// need nothing: Stat.UnmarshalJSON drops the figures outside a Stat's shape.
func fromV1(r *Run) error {
	for i := range r.Cells {
		if len(r.Cells[i].Server) == 0 {
			continue
		}
		var v any
		if err := json.Unmarshal(r.Cells[i].Server, &v); err != nil {
			return fmt.Errorf("cell %s: server: %w", r.Cells[i].Name, err)
		}
		b, err := json.Marshal(snakeKeys(v))
		if err != nil {
			return fmt.Errorf("cell %s: server: %w", r.Cells[i].Name, err)
		}
		r.Cells[i].Server = b
	}
	return nil
}

// snakeKeys rewrites the object keys of v that contain capitals from Go's CamelCase to
// snake_case (MaxKVUsage → max_kv_usage, TTFT → ttft, V → v); keys without capitals
// (finished reasons, cache_config labels) are data and stay as they are.
func snakeKeys(v any) any {
	switch t := v.(type) {
	case map[string]any:
		out := make(map[string]any, len(t))
		for k, x := range t {
			if strings.ToLower(k) != k {
				k = snake(k)
			}
			out[k] = snakeKeys(x)
		}
		return out
	case []any:
		for i := range t {
			t[i] = snakeKeys(t[i])
		}
		return t
	}
	return v
}

// snake converts one CamelCase Go name: a capital starts a new word unless it
// continues an acronym (a run of capitals ends before the capital that starts the next
// word: KVUsage → kv_usage).
func snake(s string) string {
	rs := []rune(s)
	var b strings.Builder
	for i, r := range rs {
		upper := unicode.IsUpper(r)
		if upper && i > 0 {
			prevUpper := unicode.IsUpper(rs[i-1]) || unicode.IsDigit(rs[i-1])
			nextLower := i+1 < len(rs) && unicode.IsLower(rs[i+1])
			if !prevUpper || nextLower {
				b.WriteByte('_')
			}
		}
		b.WriteRune(unicode.ToLower(r))
	}
	return b.String()
}

// schemaVersion parses "infergate.results/v<major>[.<minor>]".
func schemaVersion(s string) (major, minor int, ok bool) {
	v, found := strings.CutPrefix(s, schemaPrefix)
	if !found {
		return 0, 0, false
	}
	majStr, minStr, hasMinor := strings.Cut(v, ".")
	major, ok = number(majStr)
	if !ok {
		return 0, 0, false
	}
	if hasMinor {
		if minor, ok = number(minStr); !ok {
			return 0, 0, false
		}
	}
	return major, minor, true
}

// number parses a non-empty run of ASCII digits.
func number(s string) (int, bool) {
	if s == "" || strings.TrimLeft(s, "0123456789") != "" {
		return 0, false
	}
	n, err := strconv.Atoi(s)
	return n, err == nil
}

// encode marshals r without HTML escaping and indents it down to indentDepth.
func encode(r *Run) ([]byte, error) {
	compact, err := marshal(r)
	if err != nil {
		return nil, err
	}
	var buf bytes.Buffer
	buf.Grow(len(compact) + len(compact)/8)
	indent(&buf, compact, indentDepth)
	return buf.Bytes(), nil
}

// indent copies the compact JSON src to dst, breaking lines and indenting by two spaces
// inside containers nested at most maxDepth deep; deeper containers stay on one line.
// Empty containers stay "{}" and "[]". A newline ends the output.
func indent(dst *bytes.Buffer, src []byte, maxDepth int) {
	newline := func(depth int) {
		dst.WriteByte('\n')
		for range depth {
			dst.WriteString("  ")
		}
	}
	depth := 0
	inString, escaped := false, false
	for i, c := range src {
		if inString {
			dst.WriteByte(c)
			switch {
			case escaped:
				escaped = false
			case c == '\\':
				escaped = true
			case c == '"':
				inString = false
			}
			continue
		}
		switch c {
		case '"':
			inString = true
			dst.WriteByte(c)
		case '{', '[':
			dst.WriteByte(c)
			depth++
			if depth <= maxDepth && i+1 < len(src) && src[i+1] != '}' && src[i+1] != ']' {
				newline(depth)
			}
		case '}', ']':
			if depth <= maxDepth && i > 0 && src[i-1] != '{' && src[i-1] != '[' {
				newline(depth - 1)
			}
			depth--
			dst.WriteByte(c)
		case ',':
			dst.WriteByte(c)
			if depth <= maxDepth {
				newline(depth)
			}
		case ':':
			dst.WriteByte(c)
			if depth <= maxDepth {
				dst.WriteByte(' ')
			}
		default:
			dst.WriteByte(c)
		}
	}
	dst.WriteByte('\n')
}

// timeFormat is the UTC timestamp at the start of a run file's name.
const timeFormat = "20060102T150405Z"

// fileName is "<UTC start time>-<plan name>.json".
func fileName(m Manifest) string {
	at := m.StartedAt
	if at.IsZero() {
		at = time.Now()
	}
	return at.UTC().Format(timeFormat) + "-" + safeName(m.Plan.Name) + ".json"
}

// safeName keeps ASCII letters, digits, '.', '_' and '-' of a plan name and replaces
// anything else by '-', so that the name is a portable file name; "run" when empty.
func safeName(s string) string {
	b := []byte(s)
	for i, c := range b {
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '.' || c == '_' || c == '-') {
			b[i] = '-'
		}
	}
	s = strings.Trim(string(b), ".-")
	if len(s) > 64 {
		s = s[:64]
	}
	if s == "" {
		return "run"
	}
	return s
}

// freeName returns dir/name, or dir/name with a "-2", "-3", … suffix before the
// extension when a file of that name exists.
func freeName(dir, name string) (string, error) {
	base, ext := strings.TrimSuffix(name, ".json"), ".json"
	for i := 1; i <= 1000; i++ {
		p := filepath.Join(dir, name)
		if i > 1 {
			p = filepath.Join(dir, base+"-"+strconv.Itoa(i)+ext)
		}
		_, err := os.Lstat(p)
		if errors.Is(err, fs.ErrNotExist) {
			return p, nil
		}
		if err != nil {
			return "", fmt.Errorf("write results: %w", err)
		}
	}
	return "", fmt.Errorf("write results to %s: 1000 files named %s* already", dir, base)
}

// writeAtomic writes data to a temporary file next to path, syncs it and renames it to
// path. On failure the temporary file is removed.
func writeAtomic(path string, data []byte) (err error) {
	dir := filepath.Dir(path)
	f, err := os.CreateTemp(dir, "."+filepath.Base(path)+".*.tmp")
	if err != nil {
		return fmt.Errorf("write results %s: %w", path, err)
	}
	tmp := f.Name()
	defer func() {
		if err != nil {
			f.Close()
			os.Remove(tmp)
			err = fmt.Errorf("write results %s: %w", path, err)
		}
	}()
	if _, err = f.Write(data); err != nil {
		return err
	}
	if err = f.Sync(); err != nil {
		return err
	}
	if err = f.Chmod(0o644); err != nil {
		return err
	}
	if err = f.Close(); err != nil {
		return err
	}
	if err = os.Rename(tmp, path); err != nil {
		return err
	}
	// Make the rename durable; not every platform can sync a directory, and the file
	// is complete either way.
	if d, derr := os.Open(dir); derr == nil {
		_ = d.Sync()
		d.Close()
	}
	return nil
}
