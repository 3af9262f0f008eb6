// Package quality is the quality gate, run as go tests:
//
//	go test -count=1 ./quality            # TestQuality/<lang>/<case>
//	go test -count=1 ./quality -update    # rewrite goldens from the target, for review (never in CI)
//
// Each case under fixtures/quality/{ja,de} pins a request (temperature 0, top_p 1, a
// seed, max_tokens), a human-approved golden answer, hard checks (proper nouns exact,
// dates and amounts canonicalised, JSON validity, politeness register, finish_reason,
// repetition…) and chrF scores with floors. Every case also gets default critical
// checks: no date, amount or id that the request does not state (facts_grounded), no
// date or amount of the golden dropped (facts_kept, per JSON field), no US-form date
// (date_format); a fixture opts out of one with a reason. Before any check the answer
// is tidied (score.Tidy): CRLF, trailing whitespace, a final newline, NFD and
// full-width digits never fail a correct answer. A case fails on any critical check or
// a score under its floor; the message lists every failing check with its reason and a
// unified diff against the golden (for Japanese also the first differing characters).
//
// Each case's scores are logged rounded, in id order ("chrf 45.2, fact_recall 0.83"):
// chrF in points (0–100) and fact_recall, the share (0–1) of the facts the case's
// facts checks list that the answer carries. The run ends with one line: fixtures
// passed and failed (skipped, rewritten when any), per language, and the results file.
//
// With INFERGATE_QUALITY_BASELINE pointing at an earlier quality result
// (quality-*.json), a critical check that passed there and fails now fails the case,
// and so does a chrF drop of more than INFERGATE_CHRF_TOLERANCE points (default 1.0)
// or a fact_recall drop of more than 0.02. The quality gate has this variable of its
// own because INFERGATE_BASELINE names the latency gate's results file (latest.json);
// the suite ignores INFERGATE_BASELINE, and a baseline of the wrong kind — that file,
// or anything but a quality result — stops the suite before any test with one line
// naming the file, what it is and what was expected.
//
// Every pinned parameter is written into the request body explicitly, with the vLLM
// sampling extras at their neutral values (top_k -1, min_p 0, repetition_penalty 1,
// no penalties, n 1): go-openai drops a zero temperature, and vLLM fills any field
// left out from the model's generation_config, so a request without them is not
// greedy.
//
// The target and environment are the acceptance gate's (INFERGATE_BASE_URL,
// INFERGATE_MODEL, INFERGATE_API_KEY, INFERGATE_OUT); relative paths in
// INFERGATE_OUT and INFERGATE_QUALITY_BASELINE are from the module root, as there.
// Without a base URL the suite starts the embedded simulator with a fixture responder
// that answers each case with its golden; INFERGATE_SIM=degrade=<kind> damages the
// answers the way a broken model would (drop_proper_noun, wrong_date, broken_json,
// casual_register, truncated, umlaut_loss, repetition) or a quantized one does
// (number_drift, entity_swap, negation_flip, mixed_language, dropped_item), or in
// ways no fixture anticipates, each meant for a default check (weekday_mismatch,
// simplified_chinese, untranslated_sentence, sentence_repeat, emoji_register,
// unit_swap, polarity_swap, list_merge, list_reorder, list_duplicate,
// total_mismatch, mid_sentence_cut), which TestDegrade uses to prove the gate
// catches each kind with a general check. Results
// go to INFERGATE_OUT (default results/) as quality-<time>.json, with the scores at
// full precision.
//
// Greedy answers can change with what else the server runs (batch-variant kernels,
// an FP8 KV cache), so the suite can ask more than once:
//
//	INFERGATE_QUALITY_REPEAT=5 go test -count=1 ./quality        # every case 5 times, one ask after the other
//	INFERGATE_QUALITY_UNDER_LOAD=8 go test -count=1 ./quality    # and once more beside 8 background requests
//
// Every answer is judged and a case passes only when all of them pass; the log, the
// summary line and the results file (each case's repeat and under_load, and the
// background load) give the pass rate, the number of distinct answers and the
// answers under load that differ from the isolated ones. The background load is a
// closed loop of short-chat requests from fixtures/workloads sent through
// internal/client (INFERGATE_QUALITY_UNDER_LOAD=true is 8 of them). Against the
// embedded simulator both modes run by default with k = 2 and 2 background requests;
// 1 and 0 turn them off. TestUnstable runs them against the simulator with
// unstable=1, which changes the answer of every request that arrives while others
// run, and checks that the changes are reported and fail.
package quality
