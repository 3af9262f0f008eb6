package traffic

import (
	"fmt"
	"math"
	"time"

	"github.com/infergate/infergate/internal/stats"
	"github.com/infergate/infergate/internal/words"
	"github.com/infergate/infergate/internal/workload"
)

// Knots are the probabilities at which derive tabulates an empirical length
// distribution: every 5 %, with 1 % and 99 % added so that the tails keep their
// shape. Between knots the table interpolates linearly, which for a smooth
// distribution keeps the CDF within a fraction of a percent of the sample's.
var Knots = []float64{0, 0.01, 0.05, 0.10, 0.15, 0.20, 0.25, 0.30, 0.35, 0.40, 0.45, 0.50,
	0.55, 0.60, 0.65, 0.70, 0.75, 0.80, 0.85, 0.90, 0.95, 0.99, 1}

// Thresholds that name a cluster's kind from its mean lengths; see KindOf.
const (
	// LongDocInput is the mean prompt length from which a cluster with short
	// answers is a long document.
	LongDocInput = 2000
	// LongOutputTokens is the mean answer length from which a cluster is long
	// output.
	LongOutputTokens = 500
)

// KindOf names the prompt template that fits a cluster with these mean lengths:
// long-output when answers average LongOutputTokens or more and are longer than the
// prompts, long-doc when prompts average LongDocInput or more, short-chat otherwise.
// The kind only picks the corpus text the prompts are made of; the lengths come from
// the cluster's own distributions.
func KindOf(inputMean, outputMean float64) workload.Kind {
	switch {
	case outputMean >= LongOutputTokens && outputMean >= inputMean:
		return workload.LongOutput
	case inputMean >= LongDocInput:
		return workload.LongDoc
	case outputMean >= LongOutputTokens:
		return workload.LongOutput
	default:
		return workload.ShortChat
	}
}

// levels proposes the normal and peak rates from requests counted per minute: the
// median minute is "normal", the 99th percentile minute (numpy's linear rule) is
// "peak". what says what was counted, for the notes ("arrivals in the log").
func levels(perMinute []float64, what string) (normal, peak Rate, err error) {
	if len(perMinute) == 0 {
		return Rate{}, Rate{}, fmt.Errorf("no whole minute of traffic in the window: the rates need at least one")
	}
	qs, err := stats.Quantiles(perMinute, 0.5, 0.99)
	if err != nil {
		return Rate{}, Rate{}, err
	}
	minutes := words.Count(len(perMinute), "whole minute", "whole minutes")
	normal = Rate{PerSecond: qs[0] / 60, Note: fmt.Sprintf("median over %s of %s, %.4g/min", minutes, what, qs[0])}
	peak = Rate{PerSecond: qs[1] / 60, Note: fmt.Sprintf("99th percentile over %s of %s, %.4g/min", minutes, what, qs[1])}
	return normal, peak, nil
}

// SpikeWindow is the window over which derive looks for the largest burst.
const SpikeWindow = 10 * time.Second

// meanOf returns the arithmetic mean of xs (NaN for none).
func meanOf(xs []float64) float64 {
	if len(xs) == 0 {
		return math.NaN()
	}
	return stats.MeanOf(xs)
}
