package score

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const chrfTol = 1e-4

// Vectors from sacreBLEU's test/test_chrf.py (corpus_chrf with beta=3 unless
// noted). Single-pair corpus scores equal sentence scores.
func TestChrFSacreBLEUVectors(t *testing.T) {
	eff3 := ChrF{CharOrder: 6, Beta: 3}
	eps3 := ChrF{CharOrder: 6, Beta: 3, EpsSmoothing: true}
	eps2 := ChrF{CharOrder: 6, Beta: 2, EpsSmoothing: true}
	tests := []struct {
		name string
		c    ChrF
		hyps []string
		refs []string
		want float64
	}{
		{"eff_aa_ab_beta3", eff3, []string{"aa"}, []string{"ab"}, 25.0},
		{"eff_a_a", eff3, []string{"a"}, []string{"a"}, 100.0},
		{"eff_empty_hyp", eff3, []string{""}, []string{"reference"}, 0.0},
		{"eff_spaces_removed", eff3, []string{"a b c"}, []string{"abc"}, 100.0},
		{"eff_two_segments", eff3, []string{"a", "b"}, []string{"a", "c"}, 50.0},
		{"eps_a_a", eps3, []string{"a"}, []string{"a"}, 16.6667},
		{"eps_aa_ab", eps3, []string{"aa"}, []string{"ab"}, 8.3333},
		{"eps_two_segments", eps3, []string{"a", "b"}, []string{"a", "c"}, 8.3333},
		{"eps_abc", eps3, []string{"a b c"}, []string{"abc"}, 50.0},
		{"eps_disjoint", eps3, []string{"abcdefg"}, []string{"hijklmnop"}, 0.0},
		{"eps_english", eps3,
			[]string{" risk assessment must be made of those who are qualified and expertise in the sector - these are the scientists ."},
			[]string{"risk assessment has to be undertaken by those who are qualified and expert in that area - that is the scientists ."}, 63.361730},
		{"eps_german", eps3,
			[]string{" Die    Beziehung zwischen  Obama und Netanjahu ist nicht gerade  freundlich. "},
			[]string{"Das Verhältnis zwischen Obama und Netanyahu ist nicht gerade freundschaftlich."}, 64.1302698},
		{"eps_identical", eps3, []string{"Niemand hat die Absicht, eine Mauer zu errichten"}, []string{"Niemand hat die Absicht, eine Mauer zu errichten"}, 100.0},
		// sentence_chrf(..., eps_smoothing=True) with the default beta 2.
		{"sentence_czech_1", eps2,
			[]string{"Co nás nejvíc trápí, protože lékaři si vybírají, kdo bude žít a kdo zemře."},
			[]string{"Nejvíce smutní jsme z toho, že musíme rozhodovat o tom, kdo bude žít a kdo zemře."}, 39.14078509},
		{"sentence_czech_2", eps2,
			[]string{"Nebo prostě nemají vybavení, které by jim pomohlo, uvedli lékaři."},
			[]string{"A někdy nemáme ani potřebný materiál, abychom jim pomohli, popsali lékaři."}, 31.22557079},
		{"sentence_czech_3", eps2,
			[]string{"Lapali po dechu, jejich životy skončily dřív, než skutečně začaly."},
			[]string{"Lapali po dechu a pak jejich život skončil - dřív, než skutečně mohl začít, připomněli."}, 57.15704367},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := tt.c.Corpus(tt.hyps, tt.refs)
			require.NoError(t, err)
			assert.InDelta(t, tt.want, got, chrfTol)
			if len(tt.hyps) == 1 {
				assert.InDelta(t, tt.want, tt.c.Sentence(tt.hyps[0], tt.refs[0]), chrfTol)
			}
		})
	}
}

// Japanese reference scores of sacreBLEU's chrF for these pairs. Two German pairs
// whose full sentences are not known ("Frau Muller vs Frau Müller (…am
// 19.10.2026.)" 91.38/89.02 and "am 10/19/2026 vs am 19.10.2026" 83.64/83.22)
// cannot be reproduced, so they are not pinned here.
func TestChrFJapaneseTableVectors(t *testing.T) {
	const ref = "山田様のご注文は10月19日に発送されました。"
	tests := []struct {
		name           string
		hyp            string
		chrF2, chrF2pp float64
	}{
		{"name_misspelt", "ヤマダ様のご注文は10月19日に発送されました。", 89.30, 76.54},
		{"date_off_by_one", "山田様のご注文は10月18日に発送されました。", 82.10, 70.38},
		{"fullwidth_digits_no_nfkc", "山田様のご注文は１０月１９日に発送されました。", 63.18, 54.15},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.InDelta(t, tt.chrF2, defaultChrF.Sentence(tt.hyp, ref), 0.005)
			assert.InDelta(t, tt.chrF2pp, defaultChrFPlusPlus.Sentence(tt.hyp, ref), 0.005)
		})
	}
	t.Run("fullwidth_digits_after_nfkc_ja", func(t *testing.T) {
		h, err := Normalize(normNFKCJa, "山田様のご注文は１０月１９日に発送されました。")
		require.NoError(t, err)
		assert.InDelta(t, 100.0, defaultChrF.Sentence(h, ref), chrfTol)
	})
}

func TestChrFCorpusSumsStatistics(t *testing.T) {
	hyps := []string{"ヤマダ様のご注文", "Frau Müller"}
	refs := []string{"山田様のご注文", "Frau Muller"}
	got, err := defaultChrF.Corpus(hyps, refs)
	require.NoError(t, err)
	s := defaultChrF.Stats(hyps[0], refs[0])
	s.Add(defaultChrF.Stats(hyps[1], refs[1]))
	assert.InDelta(t, defaultChrF.Score(s), got, 1e-9)
	mean := (defaultChrF.Sentence(hyps[0], refs[0]) + defaultChrF.Sentence(hyps[1], refs[1])) / 2
	assert.NotEqual(t, mean, got)
}

func TestChrFCorpusLengthMismatch(t *testing.T) {
	_, err := defaultChrF.Corpus([]string{"a"}, nil)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "1 hypotheses but 0 references")
}

func TestSplitPunct(t *testing.T) {
	tests := []struct {
		name string
		in   string
		want []string
	}{
		{"trailing", "Hallo, Welt.", []string{"Hallo", ",", "Welt", "."}},
		{"leading", "(Test", []string{"(", "Test"}},
		{"single_char", ". a", []string{".", "a"}},
		{"fullwidth_not_split", "発送。", []string{"発送。"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, splitPunct(tt.in))
		})
	}
}

// chrF++ adds word unigrams and bigrams; its corpus score sums the statistics
// of every order over the segments. Values from sacreBLEU 2.6
// (CHRF(word_order=2) and CHRF(), sentence_score and corpus_score).
func TestChrFPlusPlusGermanVectors(t *testing.T) {
	hyps := []string{
		"Wir senden Ihnen den Stuhl bis zum 19.10.2026.",
		"Vielen Dank für Ihre Nachricht, Herr Weißmüller!",
	}
	refs := []string{
		"Wir schicken Ihnen den richtigen Stuhl bis zum 19.10.2026.",
		"Vielen Dank für Ihre Nachricht, Herr Weissmüller.",
	}
	tests := []struct {
		name string
		c    ChrF
		hyps []string
		refs []string
		want float64
	}{
		{"chrfpp_sentence_paraphrase", defaultChrFPlusPlus, hyps[:1], refs[:1], 67.888779911395},
		{"chrfpp_sentence_umlaut_spelling", defaultChrFPlusPlus, hyps[1:], refs[1:], 84.08228771785302},
		{"chrfpp_corpus", defaultChrFPlusPlus, hyps, refs, 75.51093345122311},
		{"chrf_corpus", defaultChrF, hyps, refs, 76.44890950719403},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := tt.c.Corpus(tt.hyps, tt.refs)
			require.NoError(t, err)
			assert.InDelta(t, tt.want, got, chrfTol)
		})
	}
}

// A hypothesis shorter than the highest order (a truncated answer) is averaged
// only over the orders both sides have, as sacreBLEU 2.6 does (sentence_score
// with and without eps_smoothing).
func TestChrFTruncatedHypothesis(t *testing.T) {
	const ref = "山田様のご注文は10月19日に発送されました。"
	assert.InDelta(t, 10.961110684973537, defaultChrF.Sentence("山田様", ref), chrfTol)
	eps := ChrF{CharOrder: 6, Beta: 2, EpsSmoothing: true}
	assert.InDelta(t, 5.4638229560830185, eps.Sentence("山田様", ref), chrfTol)
}

// Whitespace is removed as Python's str.split() does, which includes the
// separators U+001C..U+001F but not ESC (U+001B). Values from sacreBLEU 2.6.
func TestChrFRemovesPythonWhitespace(t *testing.T) {
	tests := []struct {
		name, hyp, ref string
		want           float64
	}{
		{"file_group_record_unit_separators", "山田様\x1cの\x1dご\x1e注文\x1f", "山田様のご注文", 100},
		{"escape_is_not_whitespace", "山田様\x1bの", "山田様の", 50.84610472541507},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.InDelta(t, tt.want, defaultChrF.Sentence(tt.hyp, tt.ref), chrfTol)
		})
	}
}
