package workload

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"unicode/utf8"

	"go.yaml.in/yaml/v3"
	"golang.org/x/text/unicode/norm"

	"github.com/infergate/infergate/internal/client"
)

// Corpus is the parsed prompt material of fixtures/workloads: per language, the text
// that frames prompts, support conversations, long documents with questions, and
// long-output tasks. Load makes one; Build turns it into requests.
type Corpus struct {
	langs map[string]*language
	// digest is the hex SHA-256 of every corpus file read, for Set.ShapeDigest.
	digest string
}

// language is one language directory of the corpus.
type language struct {
	code          string
	frame         frame
	conversations []conversation
	documents     []document
	tasks         []task
	// files are the corpus files read, with their contents' hashes, in name order.
	files []corpusFile
	// blocks are the documents flattened for filler text: each document's "# title"
	// followed by its paragraphs. docStart[d] is the index of document d's title.
	blocks   []string
	docStart []int
}

// frame is the text that frames generated prompts (frame.yaml).
type frame struct {
	system, knowledge, documents, question, background, task, user, assistant, prime string
}

type corpusFile struct {
	name string
	sum  [sha256.Size]byte
}

type conversation struct {
	id    string
	turns []client.Message // user first, alternating, user last
}

type document struct {
	id, title  string
	paragraphs []string
	questions  []string
}

type task struct{ id, text string }

// Langs returns the corpus languages, sorted.
func (c *Corpus) Langs() []string {
	out := make([]string, 0, len(c.langs))
	for l := range c.langs {
		out = append(out, l)
	}
	slices.Sort(out)
	return out
}

var langPattern = regexp.MustCompile(`^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$`)

// Corpus file names: frame.yaml, and any number of chat*.yaml, docs*.yaml, tasks*.yaml.
const corpusFiles = "frame.yaml, chat*.yaml, docs*.yaml, tasks*.yaml"

// Load parses the corpus in dir: one subdirectory per language, named by its code
// ("ja", "de", "en"), each holding frame.yaml and at least one each of chat*.yaml,
// docs*.yaml and tasks*.yaml (fixtures/workloads/README.md describes the format).
// Files that are not YAML and hidden entries are ignored. Text must be valid UTF-8 in
// NFC. Errors name the file and line.
func Load(dir string) (*Corpus, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, fmt.Errorf("load workload corpus: %w", err)
	}
	c := &Corpus{langs: map[string]*language{}}
	for _, e := range entries {
		if !e.IsDir() || strings.HasPrefix(e.Name(), ".") {
			continue
		}
		if !langPattern.MatchString(e.Name()) {
			return nil, fmt.Errorf("load workload corpus: %s: directory name is not a language code such as ja, de or en", filepath.Join(dir, e.Name()))
		}
		l, err := loadLanguage(filepath.Join(dir, e.Name()), e.Name())
		if err != nil {
			return nil, fmt.Errorf("load workload corpus: %w", err)
		}
		c.langs[l.code] = l
	}
	if len(c.langs) == 0 {
		return nil, fmt.Errorf("load workload corpus: %s: no language directories", dir)
	}
	h := sha256.New()
	for _, code := range c.Langs() {
		for _, f := range c.langs[code].files {
			h.Write([]byte(code + "\x00" + f.name + "\x00"))
			h.Write(f.sum[:])
		}
	}
	c.digest = hex.EncodeToString(h.Sum(nil))
	return c, nil
}

func loadLanguage(dir, code string) (*language, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	l := &language{code: code}
	haveFrame := false
	for _, e := range entries {
		name := e.Name()
		ext := filepath.Ext(name)
		if e.IsDir() || strings.HasPrefix(name, ".") || (ext != ".yaml" && ext != ".yml") {
			continue
		}
		path := filepath.Join(dir, name)
		base := strings.TrimSuffix(name, ext)
		var key string
		switch {
		case base == "frame":
			key = "frame"
		case strings.HasPrefix(base, "chat"):
			key = "conversations"
		case strings.HasPrefix(base, "docs"):
			key = "documents"
		case strings.HasPrefix(base, "tasks"):
			key = "tasks"
		default:
			return nil, fmt.Errorf("%s: unknown corpus file (valid: %s)", path, corpusFiles)
		}
		p, root, err := parseFile(path)
		if err != nil {
			return nil, err
		}
		l.files = append(l.files, corpusFile{name: name, sum: p.sum})
		switch key {
		case "frame":
			err = p.frame(root, &l.frame)
			haveFrame = true
		case "conversations":
			err = p.conversations(root, l)
		case "documents":
			err = p.documents(root, l)
		case "tasks":
			err = p.tasks(root, l)
		}
		if err != nil {
			return nil, err
		}
	}
	var missing []string
	if !haveFrame {
		missing = append(missing, "frame.yaml")
	}
	if len(l.conversations) == 0 {
		missing = append(missing, "conversations (chat*.yaml)")
	}
	if len(l.documents) == 0 {
		missing = append(missing, "documents (docs*.yaml)")
	}
	if len(l.tasks) == 0 {
		missing = append(missing, "tasks (tasks*.yaml)")
	}
	if len(missing) > 0 {
		return nil, fmt.Errorf("%s: language %q has no %s", dir, code, strings.Join(missing, ", no "))
	}
	for _, d := range l.documents {
		l.docStart = append(l.docStart, len(l.blocks))
		l.blocks = append(l.blocks, "# "+d.title)
		l.blocks = append(l.blocks, d.paragraphs...)
	}
	return l, nil
}

// parser reads one corpus file; its errors are "file:line: field: problem".
// parser reads one corpus file; sum is the hash of its bytes, for Corpus.digest.
type parser struct {
	file string
	sum  [sha256.Size]byte
}

func (p *parser) errorf(n *yaml.Node, field, format string, args ...any) error {
	return fmt.Errorf("%s:%d: %s: %s", p.file, n.Line, field, fmt.Sprintf(format, args...))
}

// parseFile reads path, checks its encoding and returns the top-level mapping.
func parseFile(path string) (*parser, *yaml.Node, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, nil, err
	}
	if !utf8.Valid(data) {
		line := 1 + bytes.Count(data[:firstInvalid(data)], []byte("\n"))
		return nil, nil, fmt.Errorf("%s:%d: text is not valid UTF-8", path, line)
	}
	if !norm.NFC.IsNormal(data) {
		for i, line := range bytes.Split(data, []byte("\n")) {
			if !norm.NFC.IsNormal(line) {
				return nil, nil, fmt.Errorf("%s:%d: text is not in Unicode NFC (normalize the file)", path, i+1)
			}
		}
		return nil, nil, fmt.Errorf("%s: text is not in Unicode NFC (normalize the file)", path)
	}
	var doc yaml.Node
	if err := yaml.Unmarshal(data, &doc); err != nil {
		return nil, nil, fmt.Errorf("%s: %w", path, err)
	}
	p := &parser{file: path, sum: sha256.Sum256(data)}
	if doc.Kind != yaml.DocumentNode || len(doc.Content) != 1 {
		return nil, nil, fmt.Errorf("%s: empty file", path)
	}
	return p, doc.Content[0], nil
}

func firstInvalid(b []byte) int {
	for i := 0; i < len(b); {
		r, n := utf8.DecodeRune(b[i:])
		if r == utf8.RuneError && n == 1 {
			return i
		}
		i += n
	}
	return len(b)
}

// fields returns the values of mapping n by key. Every key must be one of allowed;
// the keys in required must be present.
func (p *parser) fields(n *yaml.Node, field string, allowed, required []string) (map[string]*yaml.Node, error) {
	if n.Kind != yaml.MappingNode {
		return nil, p.errorf(n, field, "want a mapping with %s", strings.Join(allowed, ", "))
	}
	out := make(map[string]*yaml.Node, len(n.Content)/2)
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := n.Content[i], n.Content[i+1]
		if !slices.Contains(allowed, k.Value) {
			return nil, p.errorf(k, field, "unknown field %q (valid: %s)", k.Value, strings.Join(allowed, ", "))
		}
		if _, dup := out[k.Value]; dup {
			return nil, p.errorf(k, field, "field %q given twice", k.Value)
		}
		out[k.Value] = v
	}
	for _, r := range required {
		if _, ok := out[r]; !ok {
			return nil, p.errorf(n, field, "missing field %q", r)
		}
	}
	return out, nil
}

// text returns the non-empty text of scalar n, trimmed of surrounding white space.
func (p *parser) text(n *yaml.Node, field string) (string, error) {
	if n.Kind != yaml.ScalarNode || n.Tag == "!!null" {
		return "", p.errorf(n, field, "want text")
	}
	s := strings.TrimSpace(n.Value)
	if s == "" {
		return "", p.errorf(n, field, "must not be empty")
	}
	return s, nil
}

// list returns the items of sequence n, which must not be empty.
func (p *parser) list(n *yaml.Node, field string) ([]*yaml.Node, error) {
	if n.Kind != yaml.SequenceNode {
		return nil, p.errorf(n, field, "want a list")
	}
	if len(n.Content) == 0 {
		return nil, p.errorf(n, field, "must not be empty")
	}
	return n.Content, nil
}

// id reads an item's id, which must be unique within its kind and language.
func (p *parser) id(n *yaml.Node, field string, seen func(string) bool) (string, error) {
	id, err := p.text(n, field)
	if err != nil {
		return "", err
	}
	if strings.ContainsAny(id, " \t\n/") {
		return "", p.errorf(n, field, "%q must not contain spaces or slashes", id)
	}
	if seen(id) {
		return "", p.errorf(n, field, "duplicate id %q", id)
	}
	return id, nil
}

func (p *parser) frame(root *yaml.Node, f *frame) error {
	names := []string{"system", "knowledge", "documents", "question", "background", "task", "user", "assistant", "prime"}
	m, err := p.fields(root, "frame", names, names)
	if err != nil {
		return err
	}
	dst := []*string{&f.system, &f.knowledge, &f.documents, &f.question, &f.background, &f.task, &f.user, &f.assistant, &f.prime}
	for i, name := range names {
		if *dst[i], err = p.text(m[name], name); err != nil {
			return err
		}
	}
	return nil
}

func (p *parser) conversations(root *yaml.Node, l *language) error {
	m, err := p.fields(root, "file", []string{"conversations"}, []string{"conversations"})
	if err != nil {
		return err
	}
	items, err := p.list(m["conversations"], "conversations")
	if err != nil {
		return err
	}
	for i, item := range items {
		field := fmt.Sprintf("conversations[%d]", i)
		f, err := p.fields(item, field, []string{"id", "turns"}, []string{"id", "turns"})
		if err != nil {
			return err
		}
		var c conversation
		c.id, err = p.id(f["id"], field+".id", func(id string) bool {
			return slices.ContainsFunc(l.conversations, func(c conversation) bool { return c.id == id })
		})
		if err != nil {
			return err
		}
		turns, err := p.list(f["turns"], field+".turns")
		if err != nil {
			return err
		}
		for j, t := range turns {
			tf := fmt.Sprintf("%s.turns[%d]", field, j)
			want := "user"
			if j%2 == 1 {
				want = "assistant"
			}
			if t.Kind != yaml.MappingNode || len(t.Content) != 2 {
				return p.errorf(t, tf, "want one %q: text entry", want)
			}
			if role := t.Content[0].Value; role != want {
				return p.errorf(t.Content[0], tf, "role %q out of turn (turns alternate user, assistant, user, …; want %q)", role, want)
			}
			text, err := p.text(t.Content[1], tf)
			if err != nil {
				return err
			}
			c.turns = append(c.turns, client.Message{Role: want, Content: text})
		}
		if len(c.turns)%2 == 0 {
			return p.errorf(turns[len(turns)-1], field+".turns", "must end with a user turn, for the model to answer")
		}
		l.conversations = append(l.conversations, c)
	}
	return nil
}

func (p *parser) documents(root *yaml.Node, l *language) error {
	m, err := p.fields(root, "file", []string{"documents"}, []string{"documents"})
	if err != nil {
		return err
	}
	items, err := p.list(m["documents"], "documents")
	if err != nil {
		return err
	}
	for i, item := range items {
		field := fmt.Sprintf("documents[%d]", i)
		names := []string{"id", "title", "text", "questions"}
		f, err := p.fields(item, field, names, names)
		if err != nil {
			return err
		}
		var d document
		d.id, err = p.id(f["id"], field+".id", func(id string) bool {
			return slices.ContainsFunc(l.documents, func(d document) bool { return d.id == id })
		})
		if err != nil {
			return err
		}
		if d.title, err = p.text(f["title"], field+".title"); err != nil {
			return err
		}
		text, err := p.text(f["text"], field+".text")
		if err != nil {
			return err
		}
		d.paragraphs = paragraphs(text)
		qs, err := p.list(f["questions"], field+".questions")
		if err != nil {
			return err
		}
		for j, q := range qs {
			s, err := p.text(q, fmt.Sprintf("%s.questions[%d]", field, j))
			if err != nil {
				return err
			}
			d.questions = append(d.questions, s)
		}
		l.documents = append(l.documents, d)
	}
	return nil
}

// paragraphs splits text at blank lines and trims each paragraph.
func paragraphs(text string) []string {
	var out []string
	for _, p := range strings.Split(strings.ReplaceAll(text, "\r\n", "\n"), "\n\n") {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}

func (p *parser) tasks(root *yaml.Node, l *language) error {
	m, err := p.fields(root, "file", []string{"tasks"}, []string{"tasks"})
	if err != nil {
		return err
	}
	items, err := p.list(m["tasks"], "tasks")
	if err != nil {
		return err
	}
	for i, item := range items {
		field := fmt.Sprintf("tasks[%d]", i)
		f, err := p.fields(item, field, []string{"id", "text"}, []string{"id", "text"})
		if err != nil {
			return err
		}
		var t task
		t.id, err = p.id(f["id"], field+".id", func(id string) bool {
			return slices.ContainsFunc(l.tasks, func(t task) bool { return t.id == id })
		})
		if err != nil {
			return err
		}
		if t.text, err = p.text(f["text"], field+".text"); err != nil {
			return err
		}
		l.tasks = append(l.tasks, t)
	}
	return nil
}
