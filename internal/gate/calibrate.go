package gate

import (
	"context"
	"errors"
	"fmt"
	"math"
	"strings"
	"time"

	"github.com/infergate/infergate/internal/client"
	"github.com/infergate/infergate/internal/plan"
	"github.com/infergate/infergate/internal/workload"
)

// Calibration is how the gate matched a workload's prompt lengths to the target's
// own tokenizer before its first cell.
//
// The workload sizes prompts with the simulator's tokenizer, which is tuned to
// Llama-3's counts; another model counts the same text differently (more for
// Japanese), and "8k in" would then mean 6k or 11k. So, per workload and language,
// the gate builds a few calibration prompts at the workload's mean input, asks the
// target how long they are — its /tokenize where it has one (vLLM), else
// usage.prompt_tokens of the prompt sent with max_tokens 1 — and scales the
// estimate by the ratio it measured (workload.Calibrated), measuring again, up to
// CalibrationRounds times, until every language is within CalibrationTolerance.
// Within CalibrationDeadband at the first measurement nothing is scaled, so the
// simulator and models with Llama-3's tokenizer keep byte-identical prompts (and a
// baseline and a candidate stay paired). A target that cannot be brought within the
// tolerance fails the workload's cells with the measured errors; one that reports no
// prompt counts at all is used as it is, and the results say so.
type Calibration struct {
	// Source is where the counts came from: "tokenize", "usage" or "none".
	Source string
	// Ratio is the applied scale per language (target tokens per estimated token);
	// empty when nothing needed scaling.
	Ratio map[string]float64
	// Before and After are the mean relative errors of the target's counts against
	// the targets per language, before calibration and after the last round.
	Before, After map[string]float64
	Rounds        int
	// Note says why the workload was not calibrated, when it was not.
	Note string
	// Off says what turned the calibration off (Gate.CalibrationOff), or "".
	Off string
	est workload.Estimator
	err error
}

// Calibration tolerances and sizes.
const (
	CalibrationTolerance = 0.05
	CalibrationDeadband  = 0.02
	CalibrationRounds    = 3
	calibrationRequests  = 2
)

// Summary is a one-line account of the calibration for the log.
func (c *Calibration) Summary(workloadName string) string {
	switch {
	case c.err != nil:
		return c.err.Error()
	case c.Off != "":
		return fmt.Sprintf("%s: prompt lengths not calibrated: calibration turned off by %s", workloadName, c.Off)
	case c.Note != "":
		return fmt.Sprintf("%s: prompt lengths not calibrated: %s", workloadName, c.Note)
	case len(c.Ratio) == 0:
		return fmt.Sprintf("%s: prompt lengths on the target (from %s) within %.0f%% of the workload's: %s; no calibration needed",
			workloadName, c.Source, 100*CalibrationDeadband, errText(c.Before))
	}
	return fmt.Sprintf("%s: prompt lengths calibrated from %s in %d round(s): before %s, after %s (ratios %s)",
		workloadName, c.Source, c.Rounds, errText(c.Before), errText(c.After), ratioText(c.Ratio))
}

func errText(m map[string]float64) string {
	var parts []string
	for _, k := range sortedKeys(m) {
		parts = append(parts, fmt.Sprintf("%s %+.1f%%", k, 100*m[k]))
	}
	return strings.Join(parts, ", ")
}

func ratioText(m map[string]float64) string {
	var parts []string
	for _, k := range sortedKeys(m) {
		parts = append(parts, fmt.Sprintf("%s ×%.2f", k, m[k]))
	}
	return strings.Join(parts, ", ")
}

// estimator returns the estimator that sizes workload w's prompts on this target,
// calibrating on first use (see Calibration). The error fails the cells of w.
func (g *Gate) estimator(ctx context.Context, w string) (workload.Estimator, *Calibration, error) {
	if c, ok := g.calibrated[w]; ok {
		return c.est, c, c.err
	}
	wl, ok := g.Plan.Workload(w)
	if !ok {
		return nil, nil, fmt.Errorf("unknown workload %q", w)
	}
	c := g.calibrate(ctx, wl)
	if ctx.Err() != nil {
		return nil, nil, ctx.Err() // not kept: a canceled calibration says nothing
	}
	if g.calibrated == nil {
		g.calibrated = map[string]*Calibration{}
	}
	g.calibrated[w] = c
	g.logf("%s", c.Summary(w))
	return c.est, c, c.err
}

// calibrationOff says what turns the calibration off, from INFERGATE_CALIBRATION
// (env: "", "on" or "off", as LoadEnv checked it) and the plan's calibration: off
// (planPos, its file:line, or ""): the environment wins, so that one run against
// a target whose counts mean nothing needs no edited plan, and a plan's off can
// be overridden for a target whose counts do.
func calibrationOff(env, planPos string) string {
	switch {
	case env == "off":
		return "INFERGATE_CALIBRATION=off"
	case env == "" && planPos != "":
		return "the plan (calibration: off at " + planPos + ")"
	}
	return ""
}

// calibrate runs the calibration of one workload; with the calibration turned off it
// asks the target nothing and keeps the workload's own estimator.
func (g *Gate) calibrate(ctx context.Context, w plan.Workload) *Calibration {
	if g.CalibrationOff != "" {
		return &Calibration{Source: "none", Off: g.CalibrationOff, est: workload.TokenEstimator{}}
	}
	c := &Calibration{est: workload.TokenEstimator{}, Before: map[string]float64{}}
	langs := w.Langs
	if len(langs) == 0 {
		langs = workload.DefaultLangs
	}
	mean := w.Input.Mean
	if mean <= 0 {
		if q := w.Input.Quantiles; len(q) > 0 {
			mean = q[len(q)/2].Tokens
		}
	}
	mean = max(mean, 200)
	ratio := map[string]float64{}
	for round := 0; round <= CalibrationRounds; round++ {
		est := workload.Estimator(workload.TokenEstimator{})
		if len(ratio) > 0 {
			est = workload.Calibrated{Base: workload.TokenEstimator{}, Ratio: ratio}
		}
		errs := map[string]float64{}
		for _, lang := range langs {
			e, src, err := g.measurePrompts(ctx, w, lang, mean, round, est)
			if err != nil {
				c.Source, c.Note = "none", err.Error()
				return c
			}
			c.Source = src
			errs[lang] = e
		}
		if round == 0 {
			c.Before = errs
			if maxAbs(errs) <= CalibrationDeadband {
				c.After = errs
				return c
			}
		} else {
			c.After, c.Rounds = errs, round
			if maxAbs(errs) <= CalibrationTolerance {
				c.Ratio, c.est = ratio, est
				return c
			}
		}
		if round == CalibrationRounds {
			break
		}
		next := map[string]float64{}
		for _, lang := range langs {
			k := ratio[lang]
			if k == 0 {
				k = 1
			}
			// Bounded: no tokenizer spends a quarter or four times the tokens of
			// another on the same text, and a wild count must not send the builder
			// after a prompt hundreds of times too long.
			next[lang] = math.Round(min(max(k*(1+errs[lang]), 0.25), 4)*100) / 100
		}
		ratio = next
	}
	c.Ratio = ratio
	c.err = fmt.Errorf("workload %s: prompt lengths cannot be matched to the target's tokenizer: after %d rounds of calibration (ratios %s) the target counts %s against the workload's lengths, beyond the %.0f%% tolerance",
		w.Name, CalibrationRounds, ratioText(ratio), errText(c.After), 100*CalibrationTolerance)
	return c
}

func maxAbs(m map[string]float64) float64 {
	out := 0.0
	for _, v := range m {
		out = max(out, math.Abs(v))
	}
	return out
}

// errNoCounts says the target reports no prompt token counts.
var errNoCounts = errors.New("the target has no /tokenize and reports no usage.prompt_tokens")

// measurePrompts builds calibrationRequests prompts of workload w in lang at about
// mean tokens with est, and returns the target's mean relative error against their
// targets and where its counts came from.
func (g *Gate) measurePrompts(ctx context.Context, w plan.Workload, lang string, mean, round int, est workload.Estimator) (float64, string, error) {
	spec := workload.Spec{
		Kind: w.Kind, Input: workload.Dist{Mean: mean}, Output: workload.Dist{Mean: 1}, Requests: calibrationRequests,
		Seed: g.Seed, Run: fmt.Sprintf("%s-cal-%s-%s-r%d", g.RunID, w.Name, lang, round),
		Langs: []string{lang}, Completions: w.Completions, Model: g.Target.Model,
	}
	set, err := g.Corpus.Build(spec, est)
	if err != nil {
		return 0, "", fmt.Errorf("calibration prompts in %s: %w", lang, err)
	}
	chk, err := workload.CheckTokenize(ctx, g.Target.BaseURL, g.Target.Model, g.Target.authClient(30*time.Second), set.Requests)
	switch {
	case err == nil && chk.N > 0:
		return chk.MeanErr, workload.SourceTokenize, nil
	case err != nil && !errors.Is(err, workload.ErrTokenizeUnavailable):
		return 0, "", fmt.Errorf("/tokenize: %w", scrub(err, g.Target.APIKey))
	}
	counts := map[string]int{}
	for _, r := range set.Requests {
		r.MaxTokens, r.OutputTokens = 1, 1
		rec := g.Client.Do(ctx, r)
		if !rec.OK() && rec.Class == client.Transport && ctx.Err() == nil {
			// A calibration request counts tokens, not failures (the cells count
			// every failure): one stream dropped on the way (seen once on a busy CI
			// runner, a 200 and then EOF) is sent again rather than leaving the
			// workload's prompts uncalibrated.
			g.logf("calibration request %s: %s: %s; sending it again", r.ID, rec.Class, rec.Err)
			rec = g.Client.Do(ctx, r)
		}
		if !rec.OK() {
			return 0, "", fmt.Errorf("calibration request %s: %s: %s", r.ID, rec.Class, rec.Err)
		}
		if rec.HasUsage && rec.PromptTokens > 0 {
			counts[r.ID] = rec.PromptTokens
		}
	}
	chk = workload.CheckUsage(set.Requests, counts)
	if chk.N == 0 {
		return 0, "", errNoCounts
	}
	return chk.MeanErr, workload.SourceUsage, nil
}
