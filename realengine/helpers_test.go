package realengine

import (
	"math/rand/v2"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/infergate/infergate/internal/gate"
)

// moduleRoot is the repository's root, where thresholds/ and fixtures/ are.
func moduleRoot(t testing.TB) string {
	t.Helper()
	wd, err := os.Getwd()
	require.NoError(t, err)
	root, err := gate.ModuleRoot(wd)
	require.NoError(t, err)
	return root
}

// common are the 20 commonest letters: every "▁xyz" of them is one token of the
// tiny model's vocabulary (internal/gguf.Vocab).
const common = "etaoinshrdlcumwfgyp"

// words is n random three-letter words, one token each on the tiny model: a prompt of
// a known length that shares nothing with another seed's.
func words(seed uint64, n int) string {
	r := rand.New(rand.NewPCG(seed, 11))
	var b strings.Builder
	for i := range n {
		if i > 0 {
			b.WriteByte(' ')
		}
		for range 3 {
			b.WriteByte(common[r.IntN(len(common))])
		}
	}
	return b.String()
}

func ptr[T any](v T) *T { return &v }
