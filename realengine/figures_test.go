//go:build engine

package realengine

import (
	"fmt"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/infergate/infergate/internal/client"
)

// TestEngineFigures measures what BENCHMARKS.md records for the engine, and logs it
// as the table there: the prefix cache's effect on a repeated ~4k-token prompt, and
// TTFT and ITL at 1 and 4 concurrent streams. It asserts only the prefix effect,
// which is large on any machine.
func TestEngineFigures(t *testing.T) {
	c := newClient(t, model)
	ctx := t.Context()
	var rows []string
	row := func(format string, args ...any) { rows = append(rows, fmt.Sprintf(format, args...)) }

	// Prefix reuse: a fresh ~4k-token prompt, then the same prompt again.
	var fresh, repeat []time.Duration
	prompt := 0
	for i := range 3 {
		text := words(uint64(1000+i), 4000)
		a := c.Do(ctx, chat(fmt.Sprintf("fresh-%d", i), text, 4))
		require.Equal(t, client.OK, a.Class, a.Err)
		b := c.Do(ctx, chat(fmt.Sprintf("repeat-%d", i), text, 4))
		require.Equal(t, client.OK, b.Class, b.Err)
		fresh, repeat = append(fresh, a.TTFT), append(repeat, b.TTFT)
		prompt = a.PromptTokens
	}
	mf, mr := median(fresh), median(repeat)
	assert.Less(t, mr, mf/3, "a repeated prompt reuses its prefix: TTFT %v against %v fresh", mr, mf)
	row("| prefix reuse | %d-token prompt, fresh | 3 | TTFT median %s (%s) |", prompt, ms(mf), list(fresh))
	row("| prefix reuse | the same prompt again | 3 | TTFT median %s (%s), %.0f× faster |", ms(mr), list(repeat), float64(mf)/float64(mr))

	// Streams: closed loops of 1 and 4 users, 8 requests each, ~200-token fresh
	// prompts, 128 tokens out.
	for _, users := range []int{1, 4} {
		const n = 8
		recs := make([]client.Record, n)
		next := make(chan int, n)
		for i := range n {
			next <- i
		}
		close(next)
		var wg sync.WaitGroup
		for range users {
			wg.Go(func() {
				for i := range next {
					recs[i] = c.Do(ctx, chat(fmt.Sprintf("c%d-%d", users, i), words(uint64(2000+100*users+i), 200), 128))
				}
			})
		}
		wg.Wait()
		var ttft, itl []time.Duration
		tokens := 0
		for i, r := range recs {
			require.Equal(t, client.OK, r.Class, "request %d: %s", i, r.Err)
			ttft = append(ttft, r.TTFT)
			itl = append(itl, r.ITLs()...)
			tokens += r.OutputTokens
		}
		row("| %d stream(s) | %d requests, ~%d-token prompts, 128 out | %d | TTFT p50 %s, p95 %s; ITL p50 %s, p95 %s, p99 %s |",
			users, n, recs[0].PromptTokens, len(itl), ms(pct(ttft, 50)), ms(pct(ttft, 95)), ms(pct(itl, 50)), ms(pct(itl, 95)), ms(pct(itl, 99)))
	}
	t.Log("engine figures:\n| measurement | requests | samples | result |\n|---|---|---|---|\n" + strings.Join(rows, "\n"))
}

func median(xs []time.Duration) time.Duration { return pct(xs, 50) }

// pct is the p-th percentile by numpy's linear rule.
func pct(xs []time.Duration, p float64) time.Duration {
	s := slices.Clone(xs)
	slices.Sort(s)
	if len(s) == 0 {
		return 0
	}
	pos := p / 100 * float64(len(s)-1)
	i := int(pos)
	if i+1 >= len(s) {
		return s[len(s)-1]
	}
	return s[i] + time.Duration((pos-float64(i))*float64(s[i+1]-s[i]))
}

func ms(d time.Duration) string { return fmt.Sprintf("%.1f ms", float64(d)/1e6) }

func list(xs []time.Duration) string {
	out := make([]string, len(xs))
	for i, x := range xs {
		out[i] = fmt.Sprintf("%.0f", float64(x)/1e6)
	}
	return strings.Join(out, ", ") + " ms"
}
