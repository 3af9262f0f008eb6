package grade

import (
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/infergate/infergate/internal/sim/reply"
)

// generalDegradeKinds are the degrade kinds meant for the general checks every case
// gets (internal/grade/defaults.go): no fixture anticipates them, so a default
// check has to see each of them wherever it changes an answer.
var generalDegradeKinds = []string{
	reply.WeekdayMismatch, reply.SimplifiedChinese, reply.UntranslatedSentence, reply.SentenceRepeat,
	reply.EmojiRegister, reply.UnitSwap, reply.PolaritySwap, reply.ListMerge, reply.ListReorder,
	reply.ListDuplicate, reply.TotalMismatch, reply.MidSentenceCut,
}

// defaultCheckPrefix starts the id of every default check (defaults.go).
const defaultCheckPrefix = "default-"

// degradeTally counts one kind's results over the fixtures.
type degradeTally struct {
	kind              string
	changed           int // answers the kind changed (truncated always changes the finish reason)
	caught            int // … that fail a critical check
	caughtByDefault   int // … that fail a critical default check
	missed, onlyOwned []string
}

// Every degrade kind, applied to every golden as the simulator would serve it, is
// judged; the log has a table of kinds × caught. A damaged answer counts as caught
// when a critical check fails (a chrF floor alone does not count: it measures drift,
// not damage). The general kinds must be caught by a default check in every case
// whose answer they change, not only by a check a fixture wrote for itself; the
// older kinds are measured and logged, since TestDegrade (quality/) holds them to
// the check types meant for them.
func TestDegradeKindsCaughtByDefaultChecks(t *testing.T) {
	cases, err := Load(filepath.Join("..", "..", "fixtures", "quality"))
	require.NoError(t, err)
	for _, k := range generalDegradeKinds {
		require.Contains(t, reply.DegradeKinds(), k, "a general kind is one of reply.DegradeKinds")
	}
	var tallies []*degradeTally
	for _, kind := range reply.DegradeKinds() {
		tally := &degradeTally{kind: kind}
		tallies = append(tallies, tally)
		general := slices.Contains(generalDegradeKinds, kind)
		t.Run(kind, func(t *testing.T) {
			for _, c := range cases {
				text, err := reply.Degrade(kind, c.Lang, c.Golden, reply.Hints{ProperNouns: c.ProperNouns})
				require.NoError(t, err)
				finish := "stop"
				if kind == reply.Truncated {
					finish = "length" // the simulator marks a truncated answer so
				}
				if text == c.Golden && finish == "stop" {
					continue // nothing for this kind to damage in this case
				}
				tally.changed++
				v := Judge(c, Answer{Text: text, FinishReason: finish})
				var by []string
				byDefault := false
				for _, r := range v.Checks {
					if r.Pass || r.Severity != "critical" {
						continue
					}
					by = append(by, r.ID)
					byDefault = byDefault || strings.HasPrefix(r.ID, defaultCheckPrefix)
				}
				switch {
				case len(by) == 0:
					tally.missed = append(tally.missed, c.ID)
					t.Logf("%s: %s not caught", kind, c.ID)
				default:
					tally.caught++
					t.Logf("%s: %s caught by %s", kind, c.ID, strings.Join(by, ", "))
				}
				if byDefault {
					tally.caughtByDefault++
				} else if len(by) > 0 {
					tally.onlyOwned = append(tally.onlyOwned, c.ID)
				}
				if general {
					assert.True(t, byDefault, "%s changed %s but no default check caught it (critical checks failing: %v):\n%s",
						kind, c.ID, by, Explain(v))
				}
			}
			if general {
				assert.Positive(t, tally.changed, "%s changes no golden at all", kind)
			}
		})
	}
	t.Log("\n" + degradeTable(tallies, len(cases)))
}

// degradeTable renders the tallies as a Markdown table.
func degradeTable(tallies []*degradeTally, cases int) string {
	var b strings.Builder
	fmt.Fprintf(&b, "| kind | general | changed / %d | caught | caught by a default check | missed | caught only by fixture checks |\n", cases)
	b.WriteString("|---|---|---|---|---|---|---|\n")
	var changed, caught, byDefault, gChanged, gByDefault int
	for _, tl := range tallies {
		general := slices.Contains(generalDegradeKinds, tl.kind)
		mark := ""
		if general {
			mark = "yes"
			gChanged += tl.changed
			gByDefault += tl.caughtByDefault
		}
		fmt.Fprintf(&b, "| %s | %s | %d | %d | %d | %s | %s |\n", tl.kind, mark, tl.changed, tl.caught, tl.caughtByDefault,
			strings.Join(tl.missed, " "), strings.Join(tl.onlyOwned, " "))
		changed += tl.changed
		caught += tl.caught
		byDefault += tl.caughtByDefault
	}
	fmt.Fprintf(&b, "| all | | %d | %d | %d | | |\n", changed, caught, byDefault)
	fmt.Fprintf(&b, "| general kinds | | %d | | %d | | |\n", gChanged, gByDefault)
	return b.String()
}
