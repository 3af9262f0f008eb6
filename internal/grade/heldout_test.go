package grade

import (
	"bytes"
	"encoding/json"
	"fmt"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/sync/errgroup"
)

// The held-out study: damage kinds that internal/sim/reply does not implement, written
// here independently of it and of the checks, as a quantized or misconfigured model
// (or an evaluator inventing kinds nobody described) would damage ja/de business text.
// Each kind is a small function of the answer's language and text. None of the
// default checks knows these transformations; they are meant to see them only because
// the damaged answer is wrong in a way every good answer is not.
//
// Measured (caught = a critical check fails):
//   - the first 42 kinds, before the checks were changed for them: 483 of 658 (73.4 %),
//     and 12 false alarms on 138 harmless variants;
//   - a second batch of 8 kinds, written blind after that work: 57 of 70 before its
//     own changes; a third batch of 6: 39 of 51 before its own;
//   - all 56 kinds after: 767 of 789 (97.2 %), 0 false alarms on 186 variants.
// The later batches are the fairer estimate of how the checks generalise to kinds
// nobody described: 81 % and 76 % before the changes they prompted.
//   - a fourth batch of 24 kinds (heldOutBatch4), written blind after the paraphrase
//     corpus had doubled: 161 of 242 (66.5 %) before its own changes, 225 of 242
//     (93.0 %) after; all 80 kinds 992 of 1031 (96.2 %), 0 false alarms on 186
//     variants. Its misses before were whole kinds no check looked at (legal form
//     changed 0/7, modal changed 0/12, false connector 0/11, neighbour-language words
//     0/18, keigo direction 0/5); the checks it prompted (legal_forms, coherence,
//     stance, and modal, bis/ab and まで/から pairs in polarity, Dutch and Chinese
//     function words in language_purity) judge what the case states, not the kinds.
//   - a fifth batch of 27 kinds and 10 harmless variants (heldOutBatch5, in
//     heldout_batch5_test.go), written after reading only goldens, prompts and kind
//     names: 181 of 285 (63.5 %) and 4 false alarms on 37 new variants at first
//     sight; 281 of 285 (98.6 %) and 0 false alarms after; all 107 kinds 1273 of 1316
//     (96.7 %), 0 false alarms on 223 variants. Its misses were again whole kinds
//     (hedges 0/18, actor swapped 0/9, grammar markers 0/12, own side honoured 0/3,
//     Markdown in JSON 0/5, compounds split 3/11, assistant remarks 7/24); the rules
//     it prompted (stance: hedges, assistant talk, actor, own side; well_formed:
//     compounds, article gender, を/に, placeholders; numbers: amounts and codes in
//     another's place; json_shape: ISO dates and markup kept; the sign of an amount;
//     English words in German) judge what the case states, not the kinds.
//   - a sixth batch of 45 kinds and 10 variants (heldOutBatch6) and a seventh of 40
//     kinds and 12 variants modelled on broken inference (heldOutBatch7), both written
//     blind: 264 of 362 (72.9 %) and 386 of 480 (80.4 %) at first sight, with 7 and 3
//     false alarms; 354 of 362 and 456 of 480 after; all 152 kinds 2081 of 2158
//     (96.4 %), 0 false alarms on 389 variants.
//   - an eighth batch of 29 kinds and 7 variants (heldOutBatch8), written blind after
//     those checks: 130 of 207 (62.8 %) and 10 false alarms at first sight; 169 of 207
//     after; all 181 kinds 2249 of 2365 (95.1 %), 0 false alarms on 430 variants.
//   - a false-alarm sweep of 54 variants (hoHarmlessSweep, in heldout_sweep_test.go),
//     written after reading the checks to hunt what they take for damage: 25 false
//     alarms on 186 variant answers at first sight, 0 after; all 616 variant answers
//     0 false alarms, the kinds' total unchanged.
//   - a ninth batch of 35 kinds and 13 variants (heldOutBatch9), written blind by a
//     helper while the sweep's folds were being made (it read no check): 258 of 327
//     (78.9 %) and 9 false alarms on 70 variant answers at first sight (a no-break
//     hyphen in codes); 310 of 327 (94.8 %) and 0 false alarms after the rules it
//     prompted (opposites of business text and the events of an order in polarity;
//     telegraphic sentences, misspellings of marks, kana size and long vowels,
//     letters dropped inside a word, the wrong honorific prefix; assistant talk and
//     role labels in Japanese; prompt instructions said back); all 216 kinds 2560 of
//     2692 (95.1 %), 0 false alarms on 686 variant answers.
//   - a tenth batch of 35 kinds and 12 variants modelled on broken inference
//     (heldOutBatch10), written blind by a helper after the ninth batch's first rules:
//     298 of 408 (73.0 %) and 1 false alarm on 43 new variant answers at first sight
//     (an en dash in a time range); 359 of 408 (88.0 %) and 0 after the rules it and
//     the older batches' misses prompted (two pieces of a sentence swapped, a stray
//     word inserted, a sentence's end cut off, a word lost before a particle, a stop
//     or a colon, a dative preposition before die/das, "Sie" twice, a ward replaced,
//     a name replaced by words the case never writes, tentative words as hedges, a
//     list count over a second list, "seit" in the bis/ab class). All 251 kinds 2950
//     of 3100 (95.2 %), 0 false alarms on 729 variant answers; a second sweep of 10
//     variants (hoHarmlessSweep2) found 2 more false alarms on 30 answers, 0 after. Its misses are nouns
//     of a neighbouring sense (Vorlauftemperatur → Außentemperatur), causes and actors
//     changed, facts from another case: meaning no surface rule reads.
//   - an eleventh batch of 35 kinds and 12 variants (heldOutBatch11), written blind by
//     a helper after batch 10's rules, on what a reviewer of business letters rejects:
//     130 of 202 (64.4 %) and 0 false alarms on 69 new variant answers at first
//     sight; 173 of 202 (85.6 %) after the rules it prompted (お/ご…してください, a
//     subject line of another letter, a seasonal greeting off the case's months,
//     German thanks for another occasion, a clock time moved to the evening, an
//     amount in words against its figure, the tax basis dropped, a compound's
//     modifier from another thing of the case). It is the newest batch: asserted at
//     newestFloor, not the 95 % the worked batches meet (2968 of 3100, 95.7 %). All
//     286 kinds 3123 of 3302 (94.6 %), 0 false alarms on 828 variant answers. A rule
//     for a noun of the request replaced in the golden's own sentence by a word the
//     case never writes (the neighbour-sense misses of batches 8, 10 and 11) then
//     took batch 11 to 182 of 202 (90.1 %) and all kinds to 3150 of 3302 (95.4 %).
//   - a twelfth batch of 35 kinds and 10 variants (heldOutBatch12), written blind by a
//     helper on near-miss tokens (a letter, kana or kanji of one sound or shape, an
//     ending or particle off): 120 of 238 (50.4 %) at first sight, 1 false alarm that
//     was no harmless variant (replaced); 226 of 238 (95.0 %) and 0 false alarms after
//     the spelling rules it prompted (spelling.go). All 321 kinds 3380 of 3540
//     (95.5 %), worked batches 3154 of 3302 (95.5 %), 0 false alarms on 869 variant
//     answers.
//   - a thirteenth batch of 35 kinds and 10 variants (heldOutBatch13), written blind by
//     a helper on the eight families the issue names (facts that must agree, script,
//     repetition, register, quantities, polarity, lists, truncation): 185 of 239
//     (77.4 %) and 4 false alarms (Latin ligatures, ﬁ ﬂ ﬀ) at first sight; 220 of 239
//     (92.1 %) and 0 false alarms after the rules it prompted. A fifth round of
//     paraphrases then took back one of batch 12's (日付 for 着: a kanji for another
//     now counts only before its okurigana, since 税抜 for 税別 is a synonym). All 356
//     kinds 3612 of 3779 (95.6 %), worked batches 3392 of 3540 (95.8 %), 0 false
//     alarms on 924 variant answers.
//   - a fourteenth batch of 30 kinds and 8 variants (heldOutBatch14), written blind by
//     a helper after all the rules above, on long-context and structured-output
//     failures (a fact from another part of the request, attributes bound to the
//     wrong entity, a middle section lost, numbers scaled, JSON types, keys and
//     nesting changed, a table's column shifted): 123 of 129 (95.3 %) and 0 false
//     alarms on 45 new variant answers at first sight, the first blind batch at the
//     target. All 386 kinds 3735 of 3908 (95.6 %), 0 false alarms on 969 variant
//     answers.
//   - a third false-alarm sweep of 28 variants (hoHarmlessSweep3) and a fifteenth
//     batch of 37 kinds and 8 variants (heldOutBatch15), both written blind by
//     helpers: 3 false alarms on 182 new variant answers (a first line indented by
//     one space, a Markdown escape) and 362 of 402 (90.0 %) caught with 0 false
//     alarms at first sight; 0 and 383 of 402 (95.3 %) after. All 423 kinds 4135
//     of 4310 (95.9 %), 0 false alarms on 1198 variant answers.
//   - a fourth sweep of 30 variants (hoHarmlessSweep4) and a sixteenth batch of 36
//     kinds and 7 variants in three sets (heldOutBatch16: a quantized model's long
//     answers, a serving stack's faults, what a reviewer of letters rejects), both
//     blind: 8 false alarms on 182 answers (a glyph's variation selector, a space
//     before 様) and 339 of 433 (78.3 %; the letters set 43.6 %) with 0 false alarms
//     at first sight; 0 and 413 of 433 (95.4 %) after. All 459 kinds 4561 of 4743
//     (96.2 %), 0 false alarms on 1405 variant answers.
//   - a seventeenth batch of 29 kinds and 5 variants (heldOutBatch17), blind, spread
//     over facts, register, structure and meaning: 167 of 215 (77.7 %; meaning 30.8 %)
//     and 0 false alarms at first sight; 191 of 215 (88.8 %) after the rules written
//     in the time left, so it is held at that floor, not at 95 %. All 488 kinds 4756
//     of 4958 (95.9 %), worked batches 4565 of 4743 (96.2 %), 0 false alarms on 1437
//     variant answers. Later rules took it to 197 of 215 (91.6 %).
//   - an eighteenth batch of 45 kinds in three sets (heldOutBatch18a meaning, 18b facts
//     and structure, 18c language and register) and a fifth sweep of 25 variants
//     (hoHarmlessSweep5), all blind: 327 of 403 (81.1 %; meaning 49 of 94, facts and
//     structure 141 of 145, language 137 of 164) and 24 false alarms on 168 answers
//     (Unicode line separators, Japanese mail wraps; a 26th variant, a bare fence
//     around JSON, left out: the fixtures ask for JSON alone) at first sight; 389 of
//     403 (96.5 %) and 0 after.
//   - a nineteenth batch of 48 kinds in three sets (heldOutBatch19a a quantized
//     model's errors, 19b a misconfigured serving stack, 19c business conventions),
//     blind: 367 of 471 (77.9 %; 109 of 132, 204 of 269, 54 of 70) and 0 false alarms
//     at first sight; 443 of 471 (94.1 %) after the rules it prompted. All 581 kinds
//     5604 of 5832 (96.1 %), worked batches 5161 of 5361 (96.3 %), 0 false alarms on
//     1600 variant answers. Later rules took it to 446 (94.7 %).
//   - a twentieth batch of 32 kinds in two sets (heldOutBatch20a the issue's eight
//     families anew, 20c omissions and additions) and a sixth sweep of 25 variants
//     (hoHarmlessSweep6), blind: 184 of 220 (83.6 %; 104 of 135, 80 of 85) and 25
//     false alarms on 210 answers (Kangxi radicals from a PDF, pangu spacing, a
//     CP932 square word, a 40-character PDF wrap) at first sight; 210 of 220 (95.5 %)
//     and 0 after. Joining one long Japanese line broken between two characters (the
//     PDF wrap of a text that reaches the width once) costs two answers of an older
//     kind, linebreak_mid_word, which is the same thing done as damage. Its third set
//     (heldOutBatch20b, 16 kinds: one content word replaced by a sibling word, as
//     Rechnung → Auftragsbestätigung, 冷凍室 → 冷蔵室, zustellen → abholen) came last:
//     70 of 120 (58.3 %) at first sight, no rule written for it. A rule failing any
//     golden word replaced by one the answer never writes elsewhere was tried and
//     dropped: it fired on 15 paraphrases, which swap single words for synonyms.
//     Batch 20 in all: 280 of 340 (82.4 %). All 629 kinds 5886 of 6172 (95.4 %),
//     worked batches 5606 of 5832 (96.1 %), 0 false alarms on 1810 variant answers.

//   - Sibling kinds (2026-12-04, evening): a golden sentence with one word put for
//     a word of another sense of its kind (documents, channels, roles, materials,
//     acts …), a number made vague, a direction turned round; set b of batch 20 70 →
//     99 of 120, batch 20 in all 309 of 340. Batch 21 (blind; sets a and c, 62 kinds):
//     295 of 388 (76.0 %) at first sight, 374 (96.4 %) after its rules.
//   - Batch 22 (2026-12-04, night), blind, three sets of about 30 kinds each: the
//     issue's eight families in their next forms (22a), meaning turned round while
//     the answer stays fluent (22b: who acts, before and after, asked or promised, a
//     request made a statement, a condition moved), format, structure and numbers
//     (22c: a JSON record's field shifted, a table cell shifted, a numbered list that
//     skips, a Markdown answer fenced, a clock labelled UTC, 平成38年). First sight,
//     with only the rules batch 21b prompted (an exact amount made approximate):
//     397 of 499 (79.6 %; 22a 163 of 184, 22b 72 of 129, 22c 162 of 186). After its
//     rules (a weekday of a date the case writes read in the case's year, polarity
//     pairs for order in time, ab/bis, erst/schon, asked/promised, お気軽に/必ず, a
//     quoted label or a request's mood changed in a golden sentence, a condition
//     moved onto another sentence, a whole item said again in the next, and the
//     structure rules above): 476 of 499 (95.4 %). Sweep 8 of harmless variants (27,
//     wording choices besides typography): 9 false alarms on 101 answers at first
//     sight, 0 after. request_form (the form the request asks for in so many words)
//     took batch 21b from 93 to 106 of 122. All 854 kinds 6891 of 7181 (96.0 %),
//     worked batches 6415 of 6682 (96.0 %), 0 false alarms on 2134 variant answers.
//   - Batch 23 (2026-12-04, night), blind, three sets: the families once more in
//     brackets, signatures, headings and table cells (23a); what a quantized model
//     gets wrong on long answers (23b: facts bound to a neighbour, a digit or a
//     magnitude off once, a code or katakana name mangled, a request's sentence
//     copied); what a reviewer of each task type rejects (23c). First sight, with
//     batch 22's rules in: 459 of 571 (80.4 %; 154 of 207, 219 of 245, 86 of 119).
//     After its rules (slang words, (汗), a bracket or a short sentence said twice,
//     a signer put for the golden's, a refund, an evaluation or an automatic step
//     nobody stated, ich in a summary, a customer's 様 dropped, a scale, a code
//     without its hyphen, a Latin name translated, a JSON value that took in
//     another field's, です dropped in a letter, a request written as a note, a
//     precondition or a listed item dropped): 544 of 571 (95.3 %). Sweep 9 (28
//     variants, as another equally good model words the answer): 2 false alarms on
//     71 answers at first sight (senden and schicken traded between sentences;
//     Japanese phrases in another order), 0 after. All 7752 changed answers: 7444
//     (96.0 %), 0 false alarms on 2205 variant answers. Sweep 10 (24 variants,
//     blind, after batch 23's rules): 4 false alarms on 82 answers at first sight, 0
//     after; 0 on all 2287.
//   - Batch 24 (2026-12-04, last), blind, 29 kinds of a fresh mixed set (meaning,
//     worked-out figures, Denglisch and Chinese words, du/ihr and なさい, structure,
//     completeness), written after batch 23's rules: 112 of 141 (79.4 %) at first
//     sight. After its rules (English verbs with German endings, Chinese words in
//     Japanese glyphs, du imperatives, an emptied JSON value, the signature's names,
//     a nested item, a lost opening line, a clause left out; 2026-12-05): 139 of 141
//     (98.6 %). It is the newest batch. Rules for older misses on the same day (noch
//     nicht put in, ことがあります dropped, a chunk replayed across a line break,
//     paragraphs out of order, records trading values, ids kept, a kanji lost or
//     shifted, katakana jargon, dialect, exclamations) took all 7893 changed answers
//     to 7658 (97.0 %), 0 false alarms on 2287 variant answers.
//   - Batch 25a (2026-12-05), blind, 30 kinds (chat and editorial marks, sentences
//     from other letters, layout): 134 of 266 (50.4 %) at first sight; 222 (83.5 %)
//     after two rules (chat marks and double keigo; attachments, disclaimers,
//     threats, advertisements). Not worked further: it stands in the totals, 7880
//     of 8159 (96.6 %), and is the next batch to work.
//   - Batches 25b to 29 (2026-12-05): each blind batch's first sight and the rules
//     it prompted are in docs/studies/quality-checks.md; batch 28c (structure
//     holding wrong content) 112 of 167 (67.1 %) at first sight, 159 after; 28a
//     (converse roles and directions) 52 of 102 (51.0 %) at first sight, 77 after;
//     28b (register and etiquette) 41 of 143 (28.7 %) at first sight, 117 after;
//     29b (discourse faults) 112 of 170 (65.9 %) at first sight, 167 after; 29a
//     (grammar a quantized model breaks) 89 of 135 (65.9 %), 118 after; 29c
//     (misconfigured sampling and decoding) 252 of 283 (89.0 %), 270 after.
//   - Batches 30 and 31 (2026-12-05, night): 30a (faults against the case's own
//     prompt) 146 of 210 (69.5 %) at first sight, 208 after; 30b (the small words of
//     time, degree and modality) 41 of 157 (26.1 %), 145 after; 30c (number and
//     quantity words) 123 of 149 (82.6 %), 143 after; 31a (superseded and quoted
//     facts) 40 of 71 (56.3 %), 57 after; 31b (disclosure, liability and authority)
//     173 of 178 (97.2 %), 178 after; 31c (people, organisations and products) 97 of
//     130 (74.6 %), 122 after.
//   - Batches 32 and 33 (2026-12-05, late night): 32a (business terms for their
//     neighbours) 51 of 83 (61.4 %) at first sight, 81 after; 32b (conditions, causes
//     and obligations) 37 of 84 (44.0 %), 79 after; 32c (time reasoning) 70 of 125
//     (56.0 %), 121 after; 33a (qualifiers and scope) 58 of 109 (53.2 %), 102 after;
//     33b (homophones and conversion errors) 115 of 129 (89.1 %), 129 after; 33c
//     (structured answers read wrongly) 118 of 120 (98.3 %), 118 after.
//   - Batch 34 (2026-12-05, midnight): 34a (procedures and interfaces) 73 of 108
//     (67.6 %) at first sight, 85 after; 34b (attribution in summaries) 51 of 78
//     (65.4 %), 58 after; 34c (translation faults) 98 of 124 (79.0 %), 111 after.
//   - Batch 35 (2026-12-06, night): 35a (identifiers and codes) 252 of 252 at
//     first sight; 35b (arithmetic and derived figures) 74 of 77 (96.1 %), 77
//     after; 35c (language leaks of multilingual models) 158 of 186 (84.9 %), 186
//     after.
//   - Batch 36 (2026-12-06, night): 36a (certainty, evaluation, urgency) 69 of 134
//     (51.5 %) at first sight, 130 after; 36b (letter conventions) 122 of 158 (77.2
//     %), 157 after; 36c (reasoning-model leaks) 426 of 548 (77.7 %), 548 after.
//   - Batch 37 (2026-12-06, night): 37a (context contamination) 406 of 455 (89.2 %)
//     at first sight, 453 after; 37b (compensation and payment) 93 of 123 (75.6 %),
//     119 after; 37c (summary compression) 59 of 92 (64.1 %), 84 after.
//   - Batch 38 (2026-12-06, night, short): 38a (product attributes) 46 of 61 (75.4
//     %) at first sight, 55 after; 38b (plausible invented details) 78 of 94 (83.0
//     %), 93 after; 38c (the reader's task bound wrongly) 49 of 72 (68.1 %), 57 after.
//   - Batch 39 (2026-12-06, morning, short): 39a (speech acts) 32 of 69 (46.4 %) at
//     first sight, 66 after; 39b (reference and deixis) 70 of 90 (77.8 %), 88 after;
//     39c (comparison and degree) 26 of 50 (52.0 %), 49 after.
//   - Batch 40 (2026-12-06, morning, short), first sight measured with the rules batch
//     39 prompted: 40a (an attribute moved to the other entity) 48 of 51 (94.1 %), 50
//     after; 40b (counters and cautions) 52 of 62 (83.9 %), 57 after; 40c (focus,
//     scope and information structure) 22 of 82 (26.8 %), 82 after.
//   - Batch 41 (2026-12-06, morning, short), first sight with the rules batches 39
//     and 40 prompted: 41a (evidence and source) 62 of 93 (66.7 %), 87 after; 41b
//     (tense and aspect) 36 of 53 (67.9 %), 45 after; 41c (quantifiers and
//     coordination) 14 of 26 (53.8 %), 22 after.
//   - Batch 42 (2026-12-06, morning, short), first sight with the rules batches 39–41
//     prompted: 42a (locations) 13 of 22 (59.1 %); 42b (modality) 54 of 65 (83.1 %);
//     42c (reasons and purposes) 44 of 69 (63.8 %), 52 after.
//   - Batch 43 (2026-12-06, morning, short), first sight with the rules batches 39–42
//     prompted: 43a (an outside evaluator's generic damage) 156 of 173 (90.2 %), 170
//     after; 43b (the event word changed) 49 of 74 (66.2 %), 69 after; 43c
//     (token-level faults of a quantized model) 186 of 214 (86.9 %), 209 after.
//   - Batch 44 (2026-12-06, morning, short), first sight with the rules batch 43
//     prompted: 44c (a support lead's review) 146 of 159 (91.8 %), 157 after; then,
//     with the claims 44c prompted, 44a (a fuzzing engineer's structural damage) 81
//     of 89 (91.0 %), 85 after; 44b (a linguist's morphology and syntax) 43 of 63
//     (68.3 %), 61 after.
//   - Batch 45 (2026-12-06, morning, short), first sight with the rules batches 43
//     and 44 prompted: 45a (a data scientist's corpus perturbations) 156 of 180
//     (86.7 %), 173 after; 45b (time expressions) 56 of 64 (87.5 %), 61 after; 45c
//     (the writer's and the reader's side) 35 of 62 (56.5 %), 57 after.
//   - Batch 46 (2026-12-06, morning, short), first sight with the rules batches
//     43–45 prompted: 46b (negation and exception) 43 of 60 (71.7 %), 52 after; then,
//     with the negation and exception groups 46b prompted, 46a (a localisation
//     vendor's QA) 120 of 125 (96.0 %), 120 after; 46c (an LLM-as-judge engineer's
//     minimal pairs) 89 of 107 (83.2 %), 98 after.
//   - Batch 47 (2026-12-06, short), first sight with the rules batches 43–46
//     prompted: 47a (an outside evaluator's damage of a quantized model) 119 of 156
//     (76.3 %), 154 after; 47b (a text's shape and a letter's frame) 99 of 130
//     (76.2 %), 129 after; 47c (near-miss words of a degraded decoder) 100 of 113
//     (88.5 %), 112 after.
//   - Batch 48 (2026-12-06, short), first sight with the rules batch 47 prompted:
//     48b (summaries and extractions gone wrong) 71 of 93 (76.3 %), 78 after; then,
//     with the tense reading 48b prompted, 48a (hallucinated details) 130 of 143
//     (90.9 %), 138 after; 48c (instructions not followed) 164 of 172 (95.3 %), 172
//     after.
//   - Batch 49 (2026-12-06, short), first sight with the rules batch 48 prompted:
//     49c (tables and JSON extractions) 73 of 77 (94.8 %), 77 after; then, with its
//     rule in, 49b (long outputs and long contexts) 67 of 108 (62.0 %), 95 after;
//     then 49a (a QA lead's production failures) 76 of 107 (71.0 %), 104 after.
//   - Batch 50 (2026-12-06, short), first sight with the rules batches 48–49
//     prompted: 50b (serving bugs: batch bleed, a template leak, a stop misfiring)
//     196 of 209 (93.8 %), 208 after; then, with the rules 50b prompted, 50c
//     (derived figures) 85 of 86 (98.8 %), 86 after; 50a (logic inside the answer)
//     76 of 111 (68.5 %), 106 after.
//   - Batch 51 (2026-12-06, short), first sight with the rules batch 50 prompted:
//     51a (obligations, permissions and rights) 83 of 92 (90.2 %), 90 after; then,
//     with its claims in, 51b (letter conventions) 49 of 99 (49.5 %), 97 after;
//     then 51c (domain knowledge and formats) 52 of 70 (74.3 %), 70 after.
//   - Batch 52 (2026-12-06, short), first sight with the rules batch 51 prompted:
//     52a (distractors in the request) 57 of 62 (91.9 %), 58 after; 52b (lists,
//     ranges and scope) 49 of 69 (71.0 %), 63 after; 52c (a support team's upgrade
//     regression suite) 81 of 100 (81.0 %), 98 after.
//   - Batch 53 (2026-12-06, short), first sight with the rules batch 52 prompted:
//     53a (reference and coreference) 40 of 62 (64.5 %), 54 after; 53b (numbers in
//     words, counters and scale) 76 of 87 (87.4 %), 85 after; 53c (audience and
//     disclosure) 204 of 224 (91.1 %), 224 after.
//   - Batch 54 (2026-12-06, short), first sight with the rules batch 53 prompted:
//     54b (time order and causality) 68 of 79 (86.1 %), 75 after; 54c (what the
//     reader needs to act) 48 of 68 (70.6 %), 55 after; then, with most of their
//     rules in, 54a (translation fidelity) 64 of 91 (70.3 %), 74 after.
//   - Batch 55 (2026-12-06, short), first sight with the rules batch 54 prompted:
//     55a (summaries of long inputs) 46 of 61 (75.4 %), 52 after; 55c (procedures
//     and troubleshooting) 37 of 67 (55.2 %), 55 after; then, with their rules in,
//     55b (German grammar that turns meaning) 42 of 75 (56.0 %), 70 after.
//   - Batch 56 (2026-12-06, short), first sight with the rules batch 55 prompted:
//     56a (homoglyphs and near-glyphs) 169 of 183 (92.3 %), 179 after; 56b
//     (Japanese keigo direction and register) 47 of 87 (54.0 %), 82 after; then,
//     with their rules in, 56c (JSON values that mean the wrong thing) 65 of 68
//     (95.6 %), 65 after.
//   - Batch 57 (2026-12-06, short), first sight with the rules batch 56 prompted and
//     a golden sentence kept but for one word the case never uses: 57a (tense, aspect
//     and mood) 55 of 99 (55.6 %), 57b (bounds and comparison words) 72 of 86
//     (83.7 %), 57c (specific facts made vague) 83 of 94 (88.3 %).
//   - Batch 58 (2026-12-06, short), first sight with the rules batch 57 prompted:
//     58a (a neighbouring task or the wrong perspective) 85 of 114 (74.6 %), 58b
//     (derived figures) 82 of 82 (100 %), 58c (exceptions and their scope) 84 of 97
//     (86.6 %).
//   - Batch 59 (2026-12-06, short), first sight with the rules batch 58 prompted:
//     59a (explicit constraints of the prompt) 52 of 75 (69.3 %), 59b (words that
//     sound or look alike) 70 of 76 (92.1 %), 59c (titles, honorifics and names) 85
//     of 100 (85.0 %).
//   - Batch 60 (2026-12-06, short), first sight with the rules batch 59 prompted:
//     60a (who owes what to whom) 58 of 67 (86.6 %), 60b (Japanese forms that change
//     a commitment) 39 of 75 (52.0 %), 60c (German word formation) 52 of 83
//     (62.7 %).
//   - Batch 61 (2026-12-06, short), first sight with the rules batch 60 prompted:
//     61a (how sure a fact is) 176 of 202 (87.1 %), 61b (focus words, comparison
//     and rank) 53 of 84 (63.1 %), 61c (how sentences relate) 44 of 100 (44.0 %).
//   - Batch 62 (2026-12-06, short), first sight with the rules batch 61 prompted:
//     62a (deixis and reference points) 139 of 148 (93.9 %), 62b (frequency and
//     rates) 65 of 70 (92.9 %), 62c (implicit quantities) 104 of 157 (66.2 %).
//   - Batch 63 (2026-12-06, short), first sight with the rules batch 62 prompted:
//     63a (a sentence's speech act) 46 of 82 (56.1 %), 63b (part and whole, place
//     granularity) 28 of 60 (46.7 %), 63c (numbers that are no quantities) 145 of
//     145 (100 %).
//   - Batch 64b (2026-12-07, short), first sight with the rules batch 63 prompted:
//     tone that no business text takes, facts kept, 119 of 185 (64.3 %). Measured
//     with it and merged a session later: 64a (two mentions of one fact that must
//     agree) 48 of 55 (87.3 %), 64c (instructions and procedures) 50 of 63 (79.4 %).
//   - Batch 65 (2026-12-07, short), first sight with the rules batches 64a and 64c
//     prompted: 65a (comparison, order and degree) 34 of 45 (75.6 %), 65b (word
//     choices that change meaning) 45 of 76 (59.2 %), 65c (quantifiers and scope) 70
//     of 85 (82.4 %).
//   - Batch 66 (2026-12-07, short), first sight with the rules batch 65 prompted:
//     66a (attribution and reported speech) 42 of 70 (60.0 %), 66b (periods and the
//     event they count from) 64 of 69 (92.8 %), 66c (structured answers: JSON and
//     tables) 77 of 77 (100 %).
//   - Batch 67 (2026-12-07, short), first sight with the rules batch 66 prompted:
//     67a (conversions between German and Japanese conventions) 88 of 94 (93.6 %),
//     67b (negation scope and double negation) 61 of 66 (92.4 %), 67c (omissions
//     that leave a fluent answer) 48 of 55 (87.3 %).
//   - Batch 68 (2026-12-07, short), first sight with the rules batch 67 prompted:
//     68a (modality and obligation strength) 39 of 70 (55.7 %), 68b (business
//     documents, remedies and process terms swapped for a neighbour) 51 of 62
//     (82.3 %), 68c (conditions and open questions made facts, and facts made
//     conditions) 38 of 55 (69.1 %).
//   - Batch 69 (2026-12-07, short), first sight with the rules batch 68 prompted:
//     69a (a word put in place of another word of the same text) 50 of 99
//     (50.5 %), 69b (minutes and summaries: labels, statuses, owners) 50 of 67
//     (74.6 %), 69c (a letter's frame: thanks, salutation, closing) 65 of 89
//     (73.0 %).
//   - Batch 70 (2026-12-07, short), first sight with the rules batch 69 prompted
//     and a clause added to a kept golden sentence judged on its own words: 70a
//     (generic operations on units nobody combined) 104 of 107 (97.2 %), 70b
//     (relations between kept facts traded) 46 of 50 (92.0 %), 70c (drift in the
//     answer's last part) 117 of 136 (86.0 %).
//   - Batch 71 (2026-12-07, short), first sight with the rules batch 70 prompted:
//     71a (the eight families of the issue in forms nobody wrote) 153 of 154
//     (99.4 %), 71b (a decoder's wrong token: openers, closings, verbs, digits,
//     stop strings) 144 of 182 (79.1 %), 71c (structured answers' content as a
//     serializer breaks it) 87 of 88 (98.9 %).
//   - Batch 72 (2026-12-07, short), first sight with the rules batch 71 prompted:
//     72a (verbs and adjectives swapped for a neighbour of their field) 39 of 53
//     (73.6 %), 72b (degradation along a long output) 92 of 98 (93.9 %), 72c
//     (Japanese grammar of who does what for whom, and mood) 31 of 60 (51.7 %).
//   - Batch 73 (2026-12-07, short), first sight with the rules batch 72 prompted:
//     73a (generic operations on the rarer units: codes, clock hours, postcodes,
//     glosses) 63 of 70 (90.0 %), 73b (inflection and agreement broken by one
//     token) 51 of 70 (72.9 %), 73c (code-switching and convention drift) 78 of 89
//     (87.6 %).
//   - Batch 74 (2026-12-07), blind, three sets: 74a (additions a model invents: a
//     parcel weight, a customer number, a grace period, a converted amount) 76 of 77
//     (98.7 %), 74b (one content word put for a neighbour of its field) 45 of 51
//     (88.2 %), 74c (what a reasoning or chat model leaks through a misconfigured
//     stack: a tool call, a citation marker, Markdown in plain text, an AI notice)
//     165 of 200 (82.5 %); 286 of 328 (87.2 %) at first sight, 312 (95.1 %) after.
//   - Batch 75 (2026-12-07), blind, two sets: 75a (the issue's families at an
//     answer's edges: salutation, signature, a JSON document's first or last member,
//     a table's last row) 52 of 55 (94.5 %), 75b (what a native reviewer rejects, by
//     one token: am for im, Dank über, des after mit, を for は before です, に for
//     で) 41 of 61 (67.2 %); 93 of 116 (80.2 %) at first sight, 107 (92.2 %) after.
//   - Batch 76 (2026-12-07), blind, three sets: 76a (time arithmetic and calendars:
//     a day count past the month's end, a window wrapped at twelve, workdays counted
//     as calendar days) 64 of 65 (98.5 %), 76b (names, firms and streets drifted to
//     a near name) 75 of 77 (97.4 %), 76c (summaries weighted or aggregated wrong: a
//     lead point put last, a total booked to one item) 36 of 55 (65.5 %); 175 of 197
//     (88.8 %) at first sight, 185 (93.9 %) after.
//   - Batch 77 (2026-12-07), blind, three sets: 77a (rates, shares and per-unit
//     figures: an amount made per person, a reduced VAT rate glossed, a one-off cost
//     made a daily rate) 46 of 52 (88.5 %), 77b (German and Japanese register slips:
//     Euronen, eigentlich, 'ne, gütigst, 的には, みたいです) 55 of 90 (61.1 %), 77c
//     (Japanese keigo misused: なさられ, ごクーポン, 送ってやります, よろしく頼みます)
//     17 of 64 (26.6 %); 118 of 206 (57.3 %) at first sight, 196 (95.1 %) after.
//   - Batch 78 (2026-12-07), blind, two sets: 78a (Japanese register broken by one
//     change: ちょっと, 閉じといて, なんです, ますわ, 部長さん) 49 of 91 (53.8 %), 78b
//     (German register: Moin, Bis dann, sozusagen, FYI, stolze, an amount exclaimed)
//     62 of 131 (47.3 %); 111 of 222 (50.0 %) at first sight, 206 (92.8 %) after.
//   - Batch 79 (2026-12-07), blind, four sets: 79a (the obvious head, written without
//     the list of earlier kinds: digits, dates, names, negation, a loop, a cut, a
//     preamble) 243 of 250 (97.2 %), 79b (decoding and tokenizer artefacts) 229 of
//     253 (90.5 %), 79c (quantifiers, modality and scope) 47 of 61 (77.0 %), 79d
//     (reference and deixis) 90 of 97 (92.8 %); 609 of 661 (92.1 %) at first sight,
//     653 (98.8 %) after.
//   - Batch 80 (2026-12-07), blind, four sets: 80a (quantization's obvious head,
//     written without the list of earlier kinds) 162 of 169 (95.9 %), 80b (damage
//     shown only against the request) 44 of 53 (83.0 %), 80c (tables, steps and JSON
//     as structures) 56 of 61 (91.8 %), 80d (grammar a smaller model breaks) 40 of
//     56 (71.4 %); 302 of 339 (89.1 %) at first sight, 329 (97.1 %) after.
//   - Batch 81 (2026-12-07), blind, three sets: 81a (sampling gone wrong: a
//     repetition penalty, a temperature, a top-p too high) 73 of 83 (88.0 %), 81b
//     (what a translation reviewer marks) 79 of 96 (82.3 %), 81c (procedures and
//     instructions) 32 of 51 (62.7 %); 184 of 230 (80.0 %) at first sight, 206
//     (89.6 %) after.
//   - Batch 82 (2026-12-07), blind, four sets: 82a (a reviewer's checklist, written
//     without the list of earlier kinds) 190 of 196 (96.9 %), 82b (who did what:
//     attribution, actor and payer) 36 of 51 (70.6 %), 82c (times and clocks) 59 of
//     64 (92.2 %), 82d (long-context slips) 67 of 76 (88.2 %); 352 of 387 (91.0 %) at
//     first sight, 372 (96.1 %) after.
//   - Batch 83 (2026-12-07), blind, four sets: 83a (what the reader complains of,
//     written without the list of earlier kinds) 205 of 206 (99.5 %), 83b (Japanese
//     conventions) 60 of 101 (59.4 %), 83c (German conventions) 49 of 56 (87.5 %), 83d
//     (structured answers) 54 of 56 (96.4 %); 368 of 419 (87.8 %) at first sight, 414
//     (98.8 %) after.
//   - Batch 84 (2026-12-07), blind, four sets: 84a (a serving change gone wrong,
//     written without the list of earlier kinds: a draft token accepted wrongly,
//     another request's span leaking in, a stop too early, a template echoed) 257 of
//     257 (100 %), 84b (statements about numbers) 77 of 78 (98.7 %), 84c (the scope of
//     negation and restriction) 49 of 52 (94.2 %), 84d (tone toward the reader) 56 of
//     87 (64.4 %); 439 of 474 (92.6 %) at first sight, 470 (99.2 %) after.
//   - Batch 85 (2026-12-07), blind, four sets: 85a (a QA lead's log after an INT4
//     weight upgrade, written without the list of earlier kinds) 228 of 229
//     (99.6 %), 85b (conditions, exceptions and scope) 61 of 68 (89.7 %), 85c
//     (references and cross-references) 61 of 71 (85.9 %), 85d (state and sequence)
//     37 of 50 (74.0 %); 387 of 418 (92.6 %) at first sight, 408 (97.6 %) after.
//   - Batch 86 (2026-12-07), blind, four sets, first seen by batch 85's rules: 86a
//     (an on-call engineer's sample after a tensor-parallel and driver change,
//     written without the list of earlier kinds) 234 of 236 (99.2 %), 86b (money and
//     commerce) 62 of 63 (98.4 %), 86c (people and roles) 47 of 52 (90.4 %), 86d
//     (places and logistics) 47 of 52 (90.4 %); 390 of 403 (96.8 %) at first sight,
//     399 (99.0 %) after.
//   - Batch 87 (2026-12-07), blind, four sets, first seen by batch 86's rules: 87a
//     (a support lead's review after speculative decoding and an FP8 KV cache,
//     written without the list of earlier kinds) 191 of 195 (97.9 %), 87b (Japanese
//     document conventions) 47 of 57 (82.5 %), 87c (German letter conventions) 85 of
//     90 (94.4 %), 87d (summaries and extractions that lose what matters) 50 of 54
//     (92.6 %); 373 of 396 (94.2 %) at first sight, 392 (99.0 %) after.
//   - Batch 88 (2026-12-07), blind, four sets, first seen by batch 87's rules: 88a
//     (an on-call engineer's review after KV-cache offload to CPU and a new
//     chunked-prefill budget, written without the list of earlier kinds) 293 of 294
//     (99.7 %), 88b (attribute binding: values kept, bound to the wrong entity) 56 of
//     56 (100 %), 88c (invented specifics) 56 of 60 (93.3 %), 88d (discourse that no
//     longer holds) 35 of 56 (62.5 %); 440 of 466 (94.4 %) at first sight, 463
//     (99.4 %) after.
//   - Batch 89 (2026-12-07), blind, four sets, first seen by batch 88's rules: 89a
//     (a reviewer of a multi-LoRA deployment that served requests with another
//     tenant's adapter, none, or one at the wrong scale, written without the list of
//     earlier kinds) 256 of 266 (96.2 %), 89b (quantifiers and scope) 47 of 54
//     (87.0 %), 89c (changes and comparisons) 48 of 50 (96.0 %), 89d (perspective and
//     converse verbs) 39 of 51 (76.5 %); 390 of 421 (92.6 %) at first sight, 413
//     (98.1 %) after.
//   - Batch 90 (2026-12-07), blind, four sets, first seen by batch 89's rules: 90a
//     (a review after the context was extended with YaRN rope scaling, written
//     without the list of earlier kinds) 246 of 247 (99.6 %), 90b (contract and
//     obligation semantics) 40 of 54 (74.1 %), 90c (Japanese numerals, counters and
//     boundaries) 48 of 51 (94.1 %), 90d (German numerals, times and boundaries) 52
//     of 54 (96.3 %); 386 of 406 (95.1 %) at first sight, 398 (98.0 %) after.
//   - Batch 91 (2026-12-08), blind, four sets, first seen by batch 90's rules: 91a
//     (a review after speculative decoding with a small draft model was turned on,
//     written without the list of earlier kinds) 255 of 260 (98.1 %), 91b
//     (procedures and instructions) 47 of 55 (85.5 %), 91c (certainty, modality and
//     attribution) 53 of 79 (67.1 %), 91d (summaries and extraction from long source
//     text) 68 of 70 (97.1 %); 423 of 464 (91.2 %) at first sight, 454 (97.8 %) after.
//   - Batch 92 (2026-12-08), blind, four sets, first seen by batch 91's rules: 92a
//     (a review after FP8 weights and a wrong chat template, written without the list
//     of earlier kinds) 294 of 297 (99.0 %), 92b (relative and computed time) 53 of
//     53 (100 %), 92c (the German letter as a document) 49 of 51 (96.1 %), 92d
//     (Japanese business documents) 42 of 51 (82.4 %); 438 of 452 (96.9 %) at first
//     sight, 448 (99.1 %) after.
//   - Batch 93 (2026-12-08), blind, four sets, first seen by batch 92's rules: 93a
//     (a review after prefix caching and a batching change, with context bleeding
//     between requests, written without the list of earlier kinds) 318 of 319
//     (99.7 %), 93b (arithmetic in context) 50 of 52 (96.2 %), 93c (German grammar
//     that changes meaning) 32 of 39 (82.1 %), 93d (Japanese grammar that changes
//     meaning) 43 of 50 (86.0 %); 443 of 460 (96.3 %) at first sight, 453 (98.5 %)
//     after.
//   - Batch 94 (2026-12-08), blind, four sets, first seen by batch 93's rules: 94a
//     (a review after a switch to a 4-bit AWQ model, written without the list of
//     earlier kinds) 252 of 255 (98.8 %), 94b (who is who) 60 of 68 (88.2 %), 94c
//     (translation faithfulness) 78 of 83 (94.0 %), 94d (tables and lists as data) 34
//     of 34 (100 %); 424 of 440 (96.4 %) at first sight, 426 (96.8 %) after.

// newestFloor is the share of the newest blind batch's changed answers its rules
// catch: batch 24, 139 of 141 (98.6 %) after them, 112 (79.4 %) at first sight, on
// 2026-12-05.
const newestFloor = 0.95

// heldOutNewest is the newest blind batch, asserted against newestFloor (where the
// rules it prompted left it), beside the 95 % target the batches before it meet.
var heldOutNewest []heldOutKind

// heldOutKind is one kind of damage. scope says where a JSON answer is damaged: "raw"
// its text as written, "strings" every string value, "longest" only its longest string
// value (the prose of an extraction), "first" the first string value the kind changes.
// A non-JSON answer is always damaged as a whole.
type heldOutKind struct {
	name  string
	scope string
	fn    func(lang, s string) string
}

var (
	hoClock     = regexp.MustCompile(`(\d{1,2}):(\d{2})`)
	hoJaHour    = regexp.MustCompile(`(\d{1,2})時`)
	hoDeHour    = regexp.MustCompile(`(\d{1,2}) Uhr`)
	hoYear      = regexp.MustCompile(`(20\d\d)([年\-]|$|[^\d])`)
	hoReiwa     = regexp.MustCompile(`令和(\d{1,2})年`)
	hoJaDate    = regexp.MustCompile(`(?:\d{4}年)?\d{1,2}月\d{1,2}日`)
	hoDeDate    = regexp.MustCompile(`\d{1,2}\.\d{1,2}\.\d{4}|\d{1,2}\. (?:Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember)(?: \d{4})?`)
	hoISODate   = regexp.MustCompile(`\d{4}-\d{2}-\d{2}`)
	hoJaMonth   = regexp.MustCompile(`(\d{1,2})月(\d{1,2})日`)
	hoDeNumDate = regexp.MustCompile(`(\d{1,2})\.(\d{1,2})\.(\d{4})`)
	hoID        = regexp.MustCompile(`[A-Z]{1,5}-?\d[\d-]{2,}[A-Z]*|[A-Z]{1,3}\d{2,}`)
	hoPhone     = regexp.MustCompile(`\d{2,4}-\d{2,4}(?:-\d{3,4})?`)
	hoPLZ       = regexp.MustCompile(`(^|[^\d.,])(\d{5})($|[^\d.,])`)
	hoDeAmount  = regexp.MustCompile(`\d{1,3}(?:\.\d{3})*,\d{2}`)
	hoJaAmount  = regexp.MustCompile(`\d{1,3}(?:,\d{3})+`)
	hoCents     = regexp.MustCompile(`(\d),(\d\d)( ?(?:€|EUR|Euro))`)
	hoJSONFrac  = regexp.MustCompile(`(:\s*-?\d+)\.(\d+)`)
	hoJSONNum   = regexp.MustCompile(`(:\s*)(-?\d+(?:\.\d+)?)([,}\]\s])`)
	hoKatakana  = regexp.MustCompile(`[\p{Katakana}ー]{3,}`)
	hoListItem  = regexp.MustCompile(`(?m)^(?:[-*•・] ?|\d+\. )(.+)$`)
	hoDeWord    = regexp.MustCompile(`\p{Lu}\p{Ll}{7,}`)
	hoJaCompund = regexp.MustCompile(`\p{Han}{3,}`)
)

var deMonths = []string{"Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"}

// deAbbrev are tokens that end in a full stop without ending a sentence.
var deAbbrev = map[string]bool{"Dr": true, "Prof": true, "Hd": true, "z": true, "B": true, "Nr": true, "Co": true, "Ltd": true,
	"St": true, "Str": true, "ca": true, "inkl": true, "zzgl": true, "bzw": true, "ggf": true, "usw": true, "u": true, "a": true,
	"d": true, "h": true, "No": true, "Mo": true, "Di": true, "Mi": true, "Do": true, "Fr": true, "Sa": true, "So": true}

// hoSentences splits a line into sentences, keeping each one's end and the space after
// it, so that joining them gives the line back.
func hoSentences(lang, line string) []string {
	var out []string
	rs := []rune(line)
	start := 0
	for i := 0; i < len(rs); i++ {
		r := rs[i]
		end := false
		switch {
		case r == '。' || r == '！' || r == '？':
			end = true
		case lang != "ja" && (r == '.' || r == '!' || r == '?'):
			if i+1 < len(rs) && rs[i+1] != ' ' {
				break
			}
			if r == '.' {
				j := i
				for j > 0 && (unicode.IsLetter(rs[j-1]) || unicode.IsDigit(rs[j-1])) {
					j--
				}
				w := string(rs[j:i])
				if deAbbrev[w] || (w != "" && unicode.IsDigit(rs[i-1])) {
					break
				}
			}
			end = true
		}
		if !end {
			continue
		}
		for i+1 < len(rs) && rs[i+1] == ' ' {
			i++
		}
		out = append(out, string(rs[start:i+1]))
		start = i + 1
	}
	if start < len(rs) {
		out = append(out, string(rs[start:]))
	}
	return out
}

// sentenceRef addresses one sentence of a text: its line and its index in the line.
type sentenceRef struct{ line, idx int }

// hoAllSentences lists the sentences of the text's lines, with their lines split.
func hoAllSentences(lang, s string) ([][]string, []sentenceRef) {
	lines := strings.Split(s, "\n")
	split := make([][]string, len(lines))
	var refs []sentenceRef
	for i, l := range lines {
		split[i] = hoSentences(lang, l)
		for j := range split[i] {
			refs = append(refs, sentenceRef{i, j})
		}
	}
	return split, refs
}

func hoJoin(split [][]string) string {
	lines := make([]string, len(split))
	for i, ss := range split {
		lines[i] = strings.Join(ss, "")
	}
	return strings.Join(lines, "\n")
}

// hoAppendToFirstSentence appends add to the first sentence of at least 12 runes of s,
// as a model that goes on with a sentence of its own does; s unchanged without one.
func hoAppendToFirstSentence(lang, s, add string) string {
	split, refs := hoAllSentences(lang, s)
	for _, r := range refs {
		if len([]rune(split[r.line][r.idx])) >= 12 {
			split[r.line][r.idx] = strings.TrimRight(split[r.line][r.idx], " ") + add + " "
			return strings.TrimRight(hoJoin(split), " ")
		}
	}
	return s
}

// hoMiddleSentence applies f to the first sentence, from the middle of the text on
// (wrapping), that f changes.
func hoMiddleSentence(lang, s string, f func(string) string) string {
	split, refs := hoAllSentences(lang, s)
	for k := range refs {
		ref := refs[(len(refs)/2+k)%len(refs)]
		old := split[ref.line][ref.idx]
		if nw := f(old); nw != old {
			split[ref.line][ref.idx] = nw
			return hoJoin(split)
		}
	}
	return s
}

// hoFirstMatch rewrites the first match of re with f.
func hoFirstMatch(re *regexp.Regexp, s string, f func(m []string) string) string {
	loc := re.FindStringSubmatchIndex(s)
	if loc == nil {
		return s
	}
	m := make([]string, len(loc)/2)
	for i := range m {
		if loc[2*i] >= 0 {
			m[i] = s[loc[2*i]:loc[2*i+1]]
		}
	}
	return s[:loc[0]] + f(m) + s[loc[1]:]
}

func hoIsDate(s string) bool {
	return hoISODate.MatchString(s)
}

// hoDates lists the distinct date strings of a text in order of appearance.
func hoDates(lang, s string) []string {
	var res []*regexp.Regexp
	if lang == "ja" {
		res = []*regexp.Regexp{hoJaDate, hoISODate}
	} else {
		res = []*regexp.Regexp{hoDeDate, hoISODate}
	}
	type hit struct {
		at int
		s  string
	}
	var hits []hit
	for _, re := range res {
		for _, loc := range re.FindAllStringIndex(s, -1) {
			hits = append(hits, hit{loc[0], s[loc[0]:loc[1]]})
		}
	}
	slices.SortFunc(hits, func(a, b hit) int { return a.at - b.at })
	var out []string
	for _, h := range hits {
		if !slices.Contains(out, h.s) {
			out = append(out, h.s)
		}
	}
	return out
}

func toKatakana(s string) string {
	return strings.Map(func(r rune) rune {
		if r >= 'ぁ' && r <= 'ゖ' {
			return r + 0x60
		}
		return r
	}, s)
}

func toHiragana(s string) string {
	return strings.Map(func(r rune) rune {
		if r >= 'ァ' && r <= 'ヶ' {
			return r - 0x60
		}
		return r
	}, s)
}

// latin1Mojibake is the text's UTF-8 bytes read as Latin-1: Müller is MÃ¼ller.
func latin1Mojibake(s string) string {
	var b strings.Builder
	for _, c := range []byte(s) {
		b.WriteRune(rune(c))
	}
	return b.String()
}

// heldOutKinds are the damage kinds of the study. Each breaks what a careful human
// reviewer of a ja/de business answer would reject.
var heldOutKinds = []heldOutKind{
	// One digit of an order, invoice or customer number off by one (AP-73015 → AP-73016).
	{"id_digit_typo", "raw", func(lang, s string) string {
		for _, loc := range hoID.FindAllStringIndex(s, -1) {
			id := s[loc[0]:loc[1]]
			if hoIsDate(id) {
				continue
			}
			rs := []rune(id)
			for i := len(rs) - 1; i >= 0; i-- {
				if rs[i] >= '0' && rs[i] <= '9' {
					rs[i] = '0' + (rs[i]-'0'+1)%10
					return s[:loc[0]] + string(rs) + s[loc[1]:]
				}
			}
		}
		return s
	}},
	// Two digits of a phone number, postal code or PLZ transposed (7781 → 7718).
	{"digit_transposition", "raw", func(lang, s string) string {
		swapLast := func(d string) string {
			rs := []rune(d)
			for i := len(rs) - 1; i > 0; i-- {
				if unicode.IsDigit(rs[i]) && unicode.IsDigit(rs[i-1]) && rs[i] != rs[i-1] {
					rs[i], rs[i-1] = rs[i-1], rs[i]
					return string(rs)
				}
			}
			return d
		}
		for _, loc := range hoPhone.FindAllStringIndex(s, -1) {
			// not a date, not part of a longer id or number
			m := s[loc[0]:loc[1]]
			if hoIsDate(s[loc[0]:min(len(s), loc[0]+10)]) || (loc[0] > 0 && (s[loc[0]-1] == '-' || unicode.IsLetter(rune(s[loc[0]-1])))) {
				continue
			}
			return s[:loc[0]] + swapLast(m) + s[loc[1]:]
		}
		if lang == "de" {
			return hoFirstMatch(hoPLZ, s, func(m []string) string { return m[1] + swapLast(m[2]) + m[3] })
		}
		return s
	}},
	// Amounts written with the other locale's separators: 1.249,90 € → 1,249.90 € in
	// German, 12,800円 → 12.800円 in Japanese (a Japanese reader sees 12.8).
	{"decimal_locale_swap", "strings", func(lang, s string) string {
		if lang == "ja" {
			return hoJaAmount.ReplaceAllStringFunc(s, func(m string) string { return strings.ReplaceAll(m, ",", ".") })
		}
		return hoDeAmount.ReplaceAllStringFunc(s, func(m string) string {
			return strings.Map(func(r rune) rune {
				switch r {
				case '.':
					return ','
				case ',':
					return '.'
				}
				return r
			}, m)
		})
	}},
	// The currency changed, the number kept: € → $, 円 → ドル.
	{"currency_swap", "raw", func(lang, s string) string {
		return strings.NewReplacer("€", "$", `"EUR"`, `"USD"`, "EUR", "USD", "Euro", "Dollar", "円", "ドル", "ユーロ", "ドル", `"JPY"`, `"USD"`).Replace(s)
	}},
	// The first clock time two hours later (14:00 → 16:00, 14時 → 16時, 8 Uhr → 10 Uhr).
	{"time_shift", "strings", func(lang, s string) string {
		shift := func(h string) string { n, _ := strconv.Atoi(h); return strconv.Itoa((n + 2) % 24) }
		if lang == "ja" {
			if out := hoFirstMatch(hoJaHour, s, func(m []string) string { return shift(m[1]) + "時" }); out != s {
				return out
			}
		} else if out := hoFirstMatch(hoDeHour, s, func(m []string) string { return shift(m[1]) + " Uhr" }); out != s {
			return out
		}
		return hoFirstMatch(hoClock, s, func(m []string) string { return shift(m[1]) + ":" + m[2] })
	}},
	// The year of the first dated statement one earlier (2026 → 2025, 令和8年 → 令和7年).
	{"year_shift", "raw", func(lang, s string) string {
		r := hoFirstMatch(hoReiwa, s, func(m []string) string { n, _ := strconv.Atoi(m[1]); return "令和" + strconv.Itoa(n-1) + "年" })
		if r != s {
			return r
		}
		return hoFirstMatch(hoYear, s, func(m []string) string { n, _ := strconv.Atoi(m[1]); return strconv.Itoa(n-1) + m[2] })
	}},
	// The first date a month later (10月19日 → 11月19日, 19.10.2026 → 19.11.2026,
	// 19. Oktober → 19. November, 2026-10-19 → 2026-11-19).
	{"month_shift", "raw", func(lang, s string) string {
		type cand struct {
			at  int
			out string
		}
		var cs []cand
		if loc := hoJaMonth.FindStringSubmatchIndex(s); loc != nil {
			mo, _ := strconv.Atoi(s[loc[2]:loc[3]])
			cs = append(cs, cand{loc[0], s[:loc[2]] + strconv.Itoa(mo%12+1) + s[loc[3]:]})
		}
		if loc := hoDeNumDate.FindStringSubmatchIndex(s); loc != nil {
			mo, _ := strconv.Atoi(s[loc[4]:loc[5]])
			cs = append(cs, cand{loc[0], s[:loc[4]] + fmt.Sprintf("%02d", mo%12+1) + s[loc[5]:]})
		}
		if loc := hoISODate.FindStringIndex(s); loc != nil {
			mo, _ := strconv.Atoi(s[loc[0]+5 : loc[0]+7])
			cs = append(cs, cand{loc[0], s[:loc[0]+5] + fmt.Sprintf("%02d", mo%12+1) + s[loc[0]+7:]})
		}
		for i, m := range deMonths {
			if at := strings.Index(s, ". "+m); at >= 0 {
				cs = append(cs, cand{at, s[:at] + ". " + deMonths[(i+1)%12] + s[at+2+len(m):]})
			}
		}
		if len(cs) == 0 {
			return s
		}
		slices.SortFunc(cs, func(a, b cand) int { return a.at - b.at })
		return cs[0].out
	}},
	// The first two different dates swapped with each other, everywhere.
	{"date_swap", "raw", func(lang, s string) string {
		ds := hoDates(lang, s)
		if len(ds) < 2 {
			return s
		}
		return strings.NewReplacer(ds[0], ds[1], ds[1], ds[0]).Replace(s)
	}},
	// A sentence dropped from the middle of a paragraph (not a whole line or item).
	{"sentence_dropped", "longest", func(lang, s string) string {
		split, refs := hoAllSentences(lang, s)
		var cands []sentenceRef
		for _, r := range refs {
			if len(split[r.line]) > 1 && strings.TrimSpace(split[r.line][r.idx]) != "" {
				cands = append(cands, r)
			}
		}
		if len(cands) == 0 {
			return s
		}
		r := cands[len(cands)/2]
		split[r.line] = slices.Delete(split[r.line], r.idx, r.idx+1)
		return hoJoin(split)
	}},
	// An invented sentence with a new amount and date after the first sentence.
	{"hallucinated_fact", "longest", func(lang, s string) string {
		add := " Zusätzlich erhalten Sie eine Gutschrift über 25,00 € bis zum 15.12.2026."
		if lang == "ja" {
			add = "なお、2026年12月15日まで有効な3,000円分のクーポンもお送りいたします。"
		}
		return hoAppendToFirstSentence(lang, s, add)
	}},
	// An invented promise without any number: nothing the request says supports it.
	{"hallucinated_claim", "longest", func(lang, s string) string {
		add := " Außerdem übernehmen wir selbstverständlich die Entsorgung Ihres Altgeräts und schenken Ihnen ein Jahresabonnement unserer Kundenzeitschrift."
		if lang == "ja" {
			add = "また、旧製品の引き取りと廃棄も当社が無償で承り、記念品として特製タオルを進呈いたします。"
		}
		return hoAppendToFirstSentence(lang, s, add)
	}},
	// A short word said twice ("die die", "をを").
	{"word_doubled", "first", func(lang, s string) string {
		if lang == "ja" {
			for _, p := range []string{"を", "に", "が"} {
				if strings.Contains(s, p) {
					return strings.Replace(s, p, p+p, 1)
				}
			}
			return s
		}
		for _, w := range []string{" die ", " der ", " den ", " das ", " und "} {
			if i := strings.Index(s, w); i >= 0 {
				return s[:i] + w + w[1:] + s[i+len(w):]
			}
		}
		return s
	}},
	// A token stutter: the start of a long word said again (Rechnungs-Rechnungsbetrag,
	// 発発送手続き).
	{"token_stutter", "longest", func(lang, s string) string {
		return hoMiddleSentence(lang, s, func(sen string) string {
			if lang == "ja" {
				return hoFirstMatch(hoJaCompund, sen, func(m []string) string { rs := []rune(m[0]); return string(rs[:2]) + m[0] })
			}
			return hoFirstMatch(hoDeWord, sen, func(m []string) string { rs := []rune(m[0]); return string(rs[:len(rs)/2]) + m[0] })
		})
	}},
	// One sentence's UTF-8 read as Latin-1 (Müller → MÃ¼ller, 発送 → ç\u0099º…).
	{"mojibake_sentence", "longest", func(lang, s string) string {
		return hoMiddleSentence(lang, s, func(sen string) string {
			if !strings.ContainsFunc(sen, func(r rune) bool { return r > 0x7f }) {
				return sen
			}
			return latin1Mojibake(sen)
		})
	}},
	// A broken character decoded as U+FFFD (Gr��e, 発�).
	{"replacement_char", "first", func(lang, s string) string {
		rs := []rune(s)
		for i := len(rs) / 3; i < len(rs); i++ {
			if rs[i] > 0x7f && unicode.IsLetter(rs[i]) {
				return string(rs[:i]) + "\uFFFD\uFFFD" + string(rs[i+1:])
			}
		}
		return s
	}},
	// Random tokens from the wrong vocabulary inside a sentence: Latin letters in
	// Japanese, a kana token in German.
	{"token_garbage", "longest", func(lang, s string) string {
		return hoMiddleSentence(lang, s, func(sen string) string {
			rs := []rune(sen)
			if len(rs) < 10 {
				return sen
			}
			at := len(rs) / 2
			for at < len(rs) && lang == "de" && rs[at] != ' ' {
				at++
			}
			junk := "xqzt"
			if lang == "de" {
				junk = " のの"
			}
			return string(rs[:at]) + junk + string(rs[at:])
		})
	}},
	// Japanese: one sentence's hiragana written in katakana (いたします → イタシマス).
	{"hiragana_as_katakana", "longest", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return hoMiddleSentence(lang, s, toKatakana)
	}},
	// Japanese: a katakana word written in hiragana (センター → せんたー).
	{"katakana_as_hiragana", "strings", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return hoFirstMatch(hoKatakana, s, func(m []string) string { return toHiragana(m[0]) })
	}},
	// The honorific dropped: 小林 恵子様 → 小林 恵子, Sehr geehrter Herr Weiß →
	// Sehr geehrter Weiß.
	{"honorific_dropped", "strings", func(lang, s string) string {
		if lang == "ja" {
			rs := []rune(s)
			var b strings.Builder
			for i, r := range rs {
				if r == '様' && i > 0 && rs[i-1] != '客' && rs[i-1] != '皆' && (i+1 == len(rs) || !unicode.Is(unicode.Han, rs[i+1])) {
					continue
				}
				b.WriteRune(r)
			}
			return b.String()
		}
		return regexp.MustCompile(`(Sehr geehrter?) (?:Herr|Frau) `).ReplaceAllString(s, "$1 ")
	}},
	// Japanese keigo text with one sentence in plain form (発送いたします。 → 発送する。).
	{"keigo_one_plain", "longest", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		plain := strings.NewReplacer("いたします。", "する。", "します。", "する。", "ございます。", "ある。", "ください。", "くれ。", "です。", "だ。", "ます。", "る。")
		return hoMiddleSentence(lang, s, func(sen string) string {
			if strings.HasPrefix(strings.TrimSpace(sen), "申し訳") {
				return sen
			}
			return plain.Replace(sen)
		})
	}},
	// German: one sentence only addresses the reader with du.
	{"du_in_one_sentence", "longest", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		du := strings.NewReplacer(" Sie ", " du ", " Sie.", " du.", " Sie,", " du,", "Ihnen", "dir", "Ihrer ", "deiner ", "Ihren ", "deinen ", "Ihrem ", "deinem ", "Ihre ", "deine ", "Ihr ", "dein ")
		return hoMiddleSentence(lang, s, func(sen string) string {
			if strings.HasPrefix(strings.TrimSpace(sen), "Sehr geehrt") || strings.HasPrefix(strings.TrimSpace(sen), "Mit freundlichen") {
				return sen
			}
			return du.Replace(sen)
		})
	}},
	// German written in lower case throughout.
	{"de_all_lowercase", "strings", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return strings.ToLower(s)
	}},
	// Every sentence end lost: 。 gone in Japanese, the full stop before a space or a line
	// end in German.
	{"sentence_punct_stripped", "strings", func(lang, s string) string {
		if lang == "ja" {
			return strings.NewReplacer("。", "", "！", "", "？", "").Replace(s)
		}
		split, _ := hoAllSentences(lang, s)
		for i, ss := range split {
			for j, sen := range ss {
				t := strings.TrimRight(sen, " ")
				if strings.HasSuffix(t, ".") || strings.HasSuffix(t, "!") || strings.HasSuffix(t, "?") {
					split[i][j] = t[:len(t)-1] + sen[len(t):]
				}
			}
		}
		return hoJoin(split)
	}},
	// A chatty English preamble before the answer.
	{"english_preamble", "raw", func(lang, s string) string { return "Sure! Here is the answer you asked for:\n\n" + s }},
	// The task refused in the case's language.
	{"refusal", "raw", func(lang, s string) string {
		if lang == "ja" {
			return "申し訳ございませんが、このご依頼にはお応えできかねます。"
		}
		return "Es tut mir leid, aber bei dieser Anfrage kann ich Ihnen leider nicht weiterhelfen."
	}},
	// The whole answer in English, with the golden's figures kept.
	{"answered_in_english", "raw", func(lang, s string) string {
		figures := regexp.MustCompile(`[\p{Lu}\d][\w.,:/-]*\d[\w]*`).FindAllString(s, -1)
		return "Thank you for your message. Here is a summary of the details you asked about: " + strings.Join(figures, ", ") +
			". Please let us know if you have any further questions, and we will be happy to help."
	}},
	// Nothing at all.
	{"empty_answer", "raw", func(lang, s string) string { return "" }},
	// Only whitespace.
	{"whitespace_answer", "raw", func(lang, s string) string { return " \n\u3000\n" }},
	// A chat template's special tokens leaked into the text.
	{"template_token_leak", "raw", func(lang, s string) string { return s + "<|im_end|>\n<|im_start|>user" }},
	// A reasoning model's thinking left in front of the answer.
	{"thinking_leak", "raw", func(lang, s string) string {
		return "<think>\nThe user wants a reply. I should keep the facts and the format.\n</think>\n\n" + s
	}},
	// The whole answer said twice.
	{"answer_twice", "raw", func(lang, s string) string { return s + "\n\n" + s }},
	// The answer starts in the middle of a sentence: its first third is missing.
	{"head_cut", "raw", func(lang, s string) string {
		rs := []rune(s)
		for i := len(rs) / 3; i < len(rs); i++ {
			if rs[i] == '、' || rs[i] == ',' {
				return strings.TrimLeft(string(rs[i+1:]), " ")
			}
		}
		return s
	}},
	// Serialisation broken: newlines as a literal \n; a JSON answer returned as a
	// JSON string of itself.
	{"double_encoded", "raw", func(lang, s string) string {
		if json.Valid([]byte(s)) {
			b, _ := json.Marshal(s)
			return string(b)
		}
		return strings.ReplaceAll(s, "\n", `\n`)
	}},
	// JSON: a key renamed (order_id → orderId, name → Name).
	{"json_key_renamed", "raw", func(lang, s string) string {
		if !json.Valid([]byte(s)) {
			return s
		}
		return hoFirstMatch(regexp.MustCompile(`"([a-z_]+)":`), s, func(m []string) string {
			parts := strings.Split(m[1], "_")
			for i := range parts {
				if i > 0 || len(parts) == 1 {
					parts[i] = strings.ToUpper(parts[i][:1]) + parts[i][1:]
				}
			}
			return `"` + strings.Join(parts, "") + `":`
		})
	}},
	// JSON: the last top-level member dropped.
	{"json_key_dropped", "raw", func(lang, s string) string {
		if !json.Valid([]byte(s)) {
			return s
		}
		i := strings.LastIndex(s, `, "`)
		if i < 0 || strings.Count(s[i:], "{") > 0 {
			return s
		}
		return s[:i] + "}"
	}},
	// JSON: numbers as strings ("unit_price": "12800").
	{"json_numbers_as_strings", "raw", func(lang, s string) string {
		if !json.Valid([]byte(s)) {
			return s
		}
		return hoJSONNum.ReplaceAllString(s, `$1"$2"$3`)
	}},
	// The middle list item loses its last clause.
	{"list_item_clipped", "raw", func(lang, s string) string {
		locs := hoListItem.FindAllStringSubmatchIndex(s, -1)
		if len(locs) < 2 {
			return s
		}
		for k := range locs {
			loc := locs[(len(locs)/2+k)%len(locs)]
			item := s[loc[2]:loc[3]]
			sep := ", "
			if lang == "ja" {
				sep = "、"
			}
			i := strings.LastIndex(item, sep)
			if i < 0 {
				continue
			}
			end := ""
			if r := []rune(item); strings.ContainsRune("。.", r[len(r)-1]) {
				end = string(r[len(r)-1])
			}
			return s[:loc[2]] + item[:i] + end + s[loc[3]:]
		}
		return s
	}},
	// Comparatives and directions inverted (günstiger → teurer, 前日 → 翌日).
	{"comparative_inverted", "strings", func(lang, s string) string {
		if lang == "ja" {
			return strings.NewReplacer("前日", "翌日", "以降", "以前", "前", "後", "早い", "遅い", "増", "減", "引き続き", "今後は").Replace(s)
		}
		return strings.NewReplacer("günstiger", "teurer", "günstigste", "teuerste", "früher", "später", "vorher", "nachher",
			"mehr", "weniger", "höher", "niedriger", "statt", "sowie", "erst", "schon", "vor ", "nach ").Replace(s)
	}},
	// A negation inserted into one statement (wird geliefert → wird nicht geliefert,
	// 発送いたします → 発送いたしません).
	{"negation_inserted", "longest", func(lang, s string) string {
		if lang == "ja" {
			neg := strings.NewReplacer("いたします。", "いたしません。", "します。", "しません。", "できます。", "できません。", "です。", "ではありません。", "ます。", "ません。")
			return hoMiddleSentence(lang, s, func(sen string) string {
				if strings.Contains(sen, "ありがとう") || strings.Contains(sen, "お願い") {
					return sen
				}
				return neg.Replace(sen)
			})
		}
		re := regexp.MustCompile(` (wird|werden|ist|sind|bleibt|kann|können|senden|liefern|erfolgt|hat|haben) `)
		return hoMiddleSentence(lang, s, func(sen string) string {
			if strings.Contains(sen, "nicht") || strings.Contains(sen, "kein") {
				return sen
			}
			return hoFirstMatch(re, sen, func(m []string) string { return " " + m[1] + " nicht " })
		})
	}},
	// The cents of an amount lost (1.249,90 € → 1.249 €, JSON 1249.90 → 1249).
	{"cents_dropped", "raw", func(lang, s string) string {
		out := hoCents.ReplaceAllStringFunc(s, func(m string) string {
			g := hoCents.FindStringSubmatch(m)
			if g[2] == "00" {
				return m
			}
			return g[1] + g[3]
		})
		if json.Valid([]byte(s)) {
			out = hoJSONFrac.ReplaceAllStringFunc(out, func(m string) string {
				g := hoJSONFrac.FindStringSubmatch(m)
				if strings.Trim(g[2], "0") == "" {
					return m
				}
				return g[1]
			})
		}
		return out
	}},
	// Japanese: the 万 of an amount lost (1,400万円 → 1,400円).
	{"magnitude_dropped", "strings", func(lang, s string) string {
		return regexp.MustCompile(`(\d)万円`).ReplaceAllString(s, "${1}円")
	}},
	// A name misspelt by one letter (Hoffmann → Hofmann, アクアピュア → アクピュア).
	{"name_one_letter", "strings", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(hoKatakana, s, func(m []string) string {
				rs := []rune(m[0])
				return string(slices.Delete(rs, 1, 2))
			})
		}
		return hoFirstMatch(regexp.MustCompile(`\p{Lu}\p{Ll}*(ff|mm|ss|ll|nn|tt|rr)\p{Ll}*`), s, func(m []string) string {
			return strings.Replace(m[0], m[1], m[1][:1], 1)
		})
	}},
	// Written after the checks were changed for the kinds above, and measured before
	// any change for them: a second, blind batch.
	// The letter's salutation line dropped (小林 恵子様, Sehr geehrte Frau Schäfer,).
	{"salutation_dropped", "longest", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		if len(lines) < 3 {
			return s
		}
		first := strings.TrimSpace(lines[0])
		if lang == "ja" && (strings.HasSuffix(first, "様") || strings.HasSuffix(first, "部長")) ||
			lang == "de" && strings.HasPrefix(first, "Sehr geehrte") {
			return strings.TrimLeft(strings.Join(lines[1:], "\n"), "\n")
		}
		return s
	}},
	// The letter's closing formula dropped (Mit freundlichen Grüßen …, 今後とも…).
	{"closing_dropped", "longest", func(lang, s string) string {
		for _, m := range []string{"\n\nMit freundlichen Grüßen", "\n今後とも", "\nよろしくお願いいたします。"} {
			if i := strings.Index(s, m); i >= 0 {
				return s[:i]
			}
		}
		return s
	}},
	// A Japanese name with family and given name the wrong way round (小林 恵子 → 恵子 小林).
	{"ja_name_order_swapped", "strings", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return hoFirstMatch(regexp.MustCompile(`(\p{Han}{1,3}) (\p{Han}{1,3})(様)`), s, func(m []string) string { return m[2] + " " + m[1] + m[3] })
	}},
	// A Markdown table's pipes lost: the rows become runs of words.
	{"table_pipes_lost", "raw", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		changed := false
		for i, l := range lines {
			if strings.HasPrefix(strings.TrimSpace(l), "|") {
				if strings.Trim(l, "|-: ") == "" {
					lines[i] = ""
				} else {
					lines[i] = strings.TrimSpace(strings.ReplaceAll(l, "|", " "))
				}
				changed = true
			}
		}
		if !changed {
			return s
		}
		return strings.Join(lines, "\n")
	}},
	// The longest word of the middle sentence deleted.
	{"word_deleted", "longest", func(lang, s string) string {
		re := regexp.MustCompile(`\p{L}{6,}`)
		if lang == "ja" {
			re = regexp.MustCompile(`\p{Han}{2,}|\p{Katakana}{3,}`)
		}
		return hoMiddleSentence(lang, s, func(sen string) string {
			ws := re.FindAllString(sen, -1)
			if len(ws) == 0 {
				return sen
			}
			long := slices.MaxFunc(ws, func(a, b string) int { return len(a) - len(b) })
			return strings.Replace(strings.Replace(sen, long+" ", "", 1), long, "", 1)
		})
	}},
	// German umlauts transliterated (Müller → Mueller, Grüßen → Gruessen).
	{"umlaut_transliterated", "strings", func(lang, s string) string {
		return strings.NewReplacer("ä", "ae", "ö", "oe", "ü", "ue", "Ä", "Ae", "Ö", "Oe", "Ü", "Ue", "ß", "ss").Replace(s)
	}},
	// The last digit of the first amount dropped (38,500円 → 38,50円? no: 3,850円).
	{"digit_dropped", "strings", func(lang, s string) string {
		re := regexp.MustCompile(`\d{1,3}(?:[.,]\d{3})+`)
		return hoFirstMatch(re, s, func(m []string) string {
			d := strings.NewReplacer(",", "", ".", "").Replace(m[0])
			return d[:len(d)-1]
		})
	}},
	// A katakana word replaced by its English source word.
	{"katakana_as_english", "strings", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		return hoFirstMatch(regexp.MustCompile(`[\p{Katakana}ー]{4,}`), s, func(m []string) string { return "item" })
	}},
	// A third blind batch, written after the second was handled, measured before any
	// change for it.
	// Herr and Frau swapped (Sehr geehrter Herr Weiß → Sehr geehrte Frau Weiß).
	{"gender_swapped", "strings", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		return strings.NewReplacer("geehrter Herr", "geehrte Frau", "geehrte Frau", "geehrter Herr", "Herrn ", "Frau ", "Herr ", "Frau ", "Frau ", "Herr ").Replace(s)
	}},
	// An academic or company title dropped (Prof. Dr. Hoffmann → Hoffmann, 松田部長 → 松田).
	{"title_dropped", "strings", func(lang, s string) string {
		if lang == "ja" {
			return strings.NewReplacer("部長", "", "課長", "").Replace(s)
		}
		return strings.NewReplacer("Prof. Dr. ", "", "Dr. ", "").Replace(s)
	}},
	// An id written in lower case (AP-73015 → ap-73015).
	{"id_lowercased", "raw", func(lang, s string) string {
		return hoFirstMatch(regexp.MustCompile(`[A-Z]{2,5}-\d{3,}`), s, func(m []string) string { return strings.ToLower(m[0]) })
	}},
	// A product name in quotes replaced by another („Nordlicht 40“ → „Polarstern 40“).
	{"product_name_replaced", "strings", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(regexp.MustCompile(`「([\p{Katakana}ー]{3,})`), s, func(m []string) string { return "「ミドリカワ" })
		}
		return hoFirstMatch(regexp.MustCompile(`„(\p{Lu}\p{Ll}+)`), s, func(m []string) string { return "„Polarstern" })
	}},
	// An invented extra list item at the end of the first list.
	{"extra_list_item", "raw", func(lang, s string) string {
		locs := regexp.MustCompile(`(?m)^(?:- |・|\d+\. ).*$`).FindAllStringIndex(s, -1)
		if len(locs) < 2 {
			return s
		}
		last := locs[len(locs)-1]
		line := s[last[0]:last[1]]
		marker := regexp.MustCompile(`^(?:- |・|\d+\. )`).FindString(line)
		if n, err := strconv.Atoi(strings.TrimSuffix(marker, ". ")); err == nil {
			marker = strconv.Itoa(n+1) + ". "
		}
		item := "Weitere Details folgen in Kürze."
		if lang == "ja" {
			item = "詳細は追ってご連絡いたします。"
		}
		return s[:last[1]] + "\n" + marker + item + s[last[1]:]
	}},
	// A common kanji word written in hiragana (確認 → かくにん).
	{"kanji_as_hiragana", "strings", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		for _, p := range [][2]string{{"確認", "かくにん"}, {"発送", "はっそう"}, {"交換", "こうかん"}, {"連絡", "れんらく"}, {"予定", "よてい"},
			{"注文", "ちゅうもん"}, {"訪問", "ほうもん"}, {"料金", "りょうきん"}, {"移転", "いてん"}, {"設定", "せってい"}, {"報告", "ほうこく"}} {
			if strings.Contains(s, p[0]) {
				return strings.Replace(s, p[0], p[1], 1)
			}
		}
		return s
	}},
}

// hoHarmless is one harmless variant: typography or serialisation only.
type hoHarmless struct {
	name string
	fn   func(t *testing.T, lang string, c *Case) string
}

// hoStringsOrText applies f to a JSON answer's string values (re-encoded, keys kept in
// order) or to a text answer as a whole.
func hoStringsOrText(t *testing.T, c *Case, f func(string) string) string {
	if c.Output.Kind != "json" {
		return f(c.Golden)
	}
	doc := parseJSONNode(t, c.Golden)
	var b bytes.Buffer
	doc.encode(&b, f, false)
	return b.String()
}

func hoFullWidthAlnum(s string) string {
	return strings.Map(func(r rune) rune {
		switch {
		case r >= '0' && r <= '9', r >= 'A' && r <= 'Z', r >= 'a' && r <= 'z':
			return r + 0xFEE0
		}
		return r
	}, s)
}

// hoHarmlessVariants change typography or serialisation only. Half-width katakana
// (ｻｸﾗ for サクラ) is left out on purpose: the fixtures treat it as a regression of
// their own (a must_not_include of the half-width form), not as typography.
var hoHarmlessVariants = []hoHarmless{
	{"fullwidth_alnum_ja", func(t *testing.T, lang string, c *Case) string {
		if lang != "ja" {
			return c.Golden
		}
		return hoStringsOrText(t, c, hoFullWidthAlnum)
	}},
	{"fullwidth_punct_ja", func(t *testing.T, lang string, c *Case) string {
		if lang != "ja" {
			return c.Golden
		}
		return hoStringsOrText(t, c, strings.NewReplacer("（", "(", "）", ")", "：", ":").Replace)
	}},
	{"thin_and_nbsp_spaces", func(t *testing.T, lang string, c *Case) string {
		return hoStringsOrText(t, c, func(s string) string {
			s = strings.NewReplacer(" €", "\u2009€", " Uhr", "\u202fUhr").Replace(s)
			return strings.ReplaceAll(s, " ", "\u00a0")
		})
	}},
	{"crlf_and_trailing", func(t *testing.T, lang string, c *Case) string {
		return strings.ReplaceAll(c.Golden, "\n", " \r\n") + "\r\n\r\n"
	}},
	{"bom_and_zero_width", func(t *testing.T, lang string, c *Case) string {
		return "\ufeff" + hoStringsOrText(t, c, func(s string) string {
			return strings.Replace(strings.Replace(s, "、", "、\u200b", 1), ", ", ",\u200b ", 1)
		})
	}},
	{"list_markers_bullet_and_paren", func(t *testing.T, lang string, c *Case) string {
		return regexp.MustCompile(`(?m)^(?:- |・)`).ReplaceAllString(regexp.MustCompile(`(?m)^(\d+)\. `).ReplaceAllString(c.Golden, "$1) "), "• ")
	}},
	{"json_pretty_escaped_reordered", func(t *testing.T, lang string, c *Case) string {
		if c.Output.Kind != "json" {
			return c.Golden
		}
		doc := parseJSONNode(t, c.Golden)
		var b bytes.Buffer
		doc.encode(&b, same, true)
		var pretty bytes.Buffer
		if err := json.Indent(&pretty, []byte(asciiEscaped(b.String())), "", "    "); err != nil {
			return c.Golden
		}
		return pretty.String()
	}},
	{"straight_quotes", func(t *testing.T, lang string, c *Case) string {
		return hoStringsOrText(t, c, strings.NewReplacer("„", `"`, "“", `"`, "”", `"`, "‚", "'", "‘", "'", "’", "'").Replace)
	}},
	{"abbreviation_spacing", func(t *testing.T, lang string, c *Case) string {
		if lang != "de" {
			return c.Golden
		}
		return hoStringsOrText(t, c, strings.NewReplacer("z. Hd.", "z.Hd.", "z. B.", "z.B.", "d. h.", "d.h.", "u. a.", "u.a.").Replace)
	}},
	{"currency_code_for_symbol", func(t *testing.T, lang string, c *Case) string {
		if lang != "de" {
			return c.Golden
		}
		return hoStringsOrText(t, c, strings.NewReplacer(" €", " EUR").Replace)
	}},
	{"thousands_separator_same_locale", func(t *testing.T, lang string, c *Case) string {
		return hoStringsOrText(t, c, func(s string) string {
			if lang == "ja" {
				return hoJaAmount.ReplaceAllStringFunc(s, func(m string) string { return strings.ReplaceAll(m, ",", "") })
			}
			return hoDeAmount.ReplaceAllStringFunc(s, func(m string) string { return strings.ReplaceAll(m, ".", "\u202f") })
		})
	}},
	{"last_line_period_toggled", func(t *testing.T, lang string, c *Case) string {
		if c.Output.Kind == "json" {
			return c.Golden
		}
		g := c.Golden
		switch {
		case strings.HasSuffix(g, "。"):
			return strings.TrimSuffix(g, "。")
		case strings.HasSuffix(g, "."):
			return strings.TrimSuffix(g, ".")
		}
		return g
	}},
	{"ja_comma_period_style", func(t *testing.T, lang string, c *Case) string {
		if lang != "ja" {
			return c.Golden
		}
		return hoStringsOrText(t, c, strings.NewReplacer("、", "，", "。", "．").Replace)
	}},
	{"guillemets", func(t *testing.T, lang string, c *Case) string {
		return hoStringsOrText(t, c, strings.NewReplacer("„", "»", "“", "«").Replace)
	}},
	{"leading_blank_lines", func(t *testing.T, lang string, c *Case) string {
		return "\n\n" + c.Golden
	}},
	{"circled_step_numbers", func(t *testing.T, lang string, c *Case) string {
		if lang != "ja" {
			return c.Golden
		}
		return regexp.MustCompile(`(?m)^([1-9])\. `).ReplaceAllStringFunc(c.Golden, func(m string) string {
			return string('①' + rune(m[0]-'1'))
		})
	}},
	{"ascii_sentence_stops_ja", func(t *testing.T, lang string, c *Case) string {
		if lang != "ja" {
			return c.Golden
		}
		return hoStringsOrText(t, c, strings.NewReplacer("。", ". ", "、", ", ").Replace)
	}},
	{"wave_dash_fullwidth_tilde", func(t *testing.T, lang string, c *Case) string {
		return hoStringsOrText(t, c, strings.NewReplacer("〜", "～").Replace)
	}},
}

// applyHeldOut damages a case's golden with one kind, by its scope for JSON answers.
func applyHeldOut(t *testing.T, k heldOutKind, c *Case) string {
	if c.Output.Kind != "json" || k.scope == "raw" {
		return k.fn(c.Lang, c.Golden)
	}
	doc := parseJSONNode(t, c.Golden)
	var strs []*string
	var walk func(n *jsonNode)
	walk = func(n *jsonNode) {
		if n.str != nil {
			strs = append(strs, n.str)
		}
		for _, e := range slices.Concat(n.vals, n.elems) {
			walk(e)
		}
	}
	walk(doc)
	switch k.scope {
	case "strings":
		for _, p := range strs {
			*p = k.fn(c.Lang, *p)
		}
	case "longest":
		var longest *string
		for _, p := range strs {
			if longest == nil || len(*p) > len(*longest) {
				longest = p
			}
		}
		if longest != nil {
			*longest = k.fn(c.Lang, *longest)
		}
	case "first":
		for _, p := range strs {
			if nw := k.fn(c.Lang, *p); nw != *p {
				*p = nw
				break
			}
		}
	}
	var b bytes.Buffer
	doc.encode(&b, same, false)
	return b.String()
}

// heldOutTally counts one kind's results over the fixtures.
type heldOutTally struct {
	kind            string
	changed, caught int
	missed          []string
}

// TestHeldOutDamage applies every held-out damage kind to every fixture golden and
// judges it; a damaged answer counts as caught when a critical check fails. It also
// judges harmless variants, which must fail nothing. The log has both tables.
func TestHeldOutDamage(t *testing.T) {
	cases, err := Load(filepath.Join("..", "..", "fixtures", "quality"))
	require.NoError(t, err)
	// The per-batch totals find a kind by its name: two kinds of one name would count
	// in both batches.
	seen := map[string]bool{}
	for _, k := range heldOutKinds {
		require.False(t, seen[k.name], "two held-out kinds named %q", k.name)
		seen[k.name] = true
	}
	// Damage every golden first, then judge the damaged answers on every core: the
	// judging is the study's cost, and each answer's verdict is its own.
	texts := make([][]string, len(heldOutKinds))
	for i, k := range heldOutKinds {
		texts[i] = make([]string, len(cases))
		for j, c := range cases {
			texts[i][j] = applyHeldOut(t, k, c)
		}
	}
	// Kinds that damage a golden the same way give one text, judged once.
	type answerKey struct {
		c    int
		text string
	}
	unique := map[answerKey]int{}
	var keys []answerKey
	for i := range heldOutKinds {
		for j, c := range cases {
			if k := (answerKey{j, texts[i][j]}); texts[i][j] != c.Golden {
				if _, ok := unique[k]; !ok {
					unique[k] = len(keys)
					keys = append(keys, k)
				}
			}
		}
	}
	judged := make([]Verdict, len(keys))
	var g errgroup.Group
	g.SetLimit(runtime.GOMAXPROCS(0))
	for n := range keys {
		g.Go(func() error {
			judged[n] = Judge(cases[keys[n].c], Answer{Text: keys[n].text, FinishReason: "stop"})
			return nil
		})
	}
	require.NoError(t, g.Wait())
	verdicts := make([][]Verdict, len(heldOutKinds))
	for i := range heldOutKinds {
		verdicts[i] = make([]Verdict, len(cases))
		for j, c := range cases {
			if texts[i][j] != c.Golden {
				verdicts[i][j] = judged[unique[answerKey{j, texts[i][j]}]]
			}
		}
	}
	t.Logf("%d damaged answers, %d of them distinct", func() int {
		n := 0
		for i := range texts {
			for j, c := range cases {
				if texts[i][j] != c.Golden {
					n++
				}
			}
		}
		return n
	}(), len(keys))
	var tallies []*heldOutTally
	changed, caught := 0, 0
	for i, k := range heldOutKinds {
		tl := &heldOutTally{kind: k.name}
		tallies = append(tallies, tl)
		for j, c := range cases {
			text := texts[i][j]
			if text == c.Golden {
				continue
			}
			tl.changed++
			v := verdicts[i][j]
			var by []string
			for _, r := range v.Checks {
				if !r.Pass && r.Severity == "critical" {
					by = append(by, r.ID)
				}
			}
			if len(by) == 0 {
				tl.missed = append(tl.missed, c.ID)
				t.Logf("MISSED %s on %s:\n%s", k.name, c.ID, text)
				continue
			}
			tl.caught++
			t.Logf("%s: %s caught by %s", k.name, c.ID, strings.Join(by, ", "))
		}
		changed += tl.changed
		caught += tl.caught
	}
	var b strings.Builder
	b.WriteString("| kind | changed | caught | missed |\n|---|---|---|---|\n")
	for _, tl := range tallies {
		fmt.Fprintf(&b, "| %s | %d | %d | %s |\n", tl.kind, tl.changed, tl.caught, strings.Join(tl.missed, " "))
	}
	fmt.Fprintf(&b, "| all | %d | %d (%.1f %%) | |\n", changed, caught, 100*float64(caught)/float64(max(changed, 1)))
	for _, batch := range []struct {
		name  string
		kinds []heldOutKind
	}{{"batch 4", heldOutBatch4}, {"batch 5", heldOutBatch5}, {"batch 6", heldOutBatch6}, {"batch 7", heldOutBatch7}, {"batch 8", heldOutBatch8}, {"batch 9", heldOutBatch9}, {"batch 10", heldOutBatch10}, {"batch 11", heldOutBatch11}, {"batch 12", heldOutBatch12}, {"batch 13", heldOutBatch13}, {"batch 14", heldOutBatch14}, {"batch 15", heldOutBatch15}, {"batch 16", heldOutBatch16}, {"batch 17", heldOutBatch17}, {"batch 18", slices.Concat(heldOutBatch18a, heldOutBatch18b, heldOutBatch18c)}, {"batch 19", slices.Concat(heldOutBatch19a, heldOutBatch19b, heldOutBatch19c)}, {"batch 20", slices.Concat(heldOutBatch20a, heldOutBatch20c)}, {"batch 20b", heldOutBatch20b}, {"batch 20 all", slices.Concat(heldOutBatch20a, heldOutBatch20b, heldOutBatch20c)}, {"batch 21a", heldOutBatch21a}, {"batch 21c", heldOutBatch21c}, {"batch 21", slices.Concat(heldOutBatch21a, heldOutBatch21c)}, {"batch 21b", heldOutBatch21b}, {"batch 22a", heldOutBatch22a}, {"batch 22c", heldOutBatch22c}, {"batch 22b", heldOutBatch22b}, {"batch 22", slices.Concat(heldOutBatch22a, heldOutBatch22b, heldOutBatch22c)}, {"batch 23a", heldOutBatch23a}, {"batch 23b", heldOutBatch23b}, {"batch 23c", heldOutBatch23c}, {"batch 23", slices.Concat(heldOutBatch23a, heldOutBatch23b, heldOutBatch23c)}, {"batch 24", heldOutBatch24}, {"batch 25a", heldOutBatch25a}, {"batch 25b", heldOutBatch25b}, {"batch 25d", heldOutBatch25d}, {"batch 25", slices.Concat(heldOutBatch25a, heldOutBatch25b, heldOutBatch25d)}, {"batch 26b", heldOutBatch26b}, {"batch 26c", heldOutBatch26c}, {"batch 26a", heldOutBatch26a}, {"batch 26", slices.Concat(heldOutBatch26a, heldOutBatch26b, heldOutBatch26c)}, {"batch 27a", heldOutBatch27a}, {"batch 27b", heldOutBatch27b}, {"batch 27c", heldOutBatch27c}, {"batch 27", slices.Concat(heldOutBatch27a, heldOutBatch27b, heldOutBatch27c)}, {"batch 28a", heldOutBatch28a}, {"batch 28c", heldOutBatch28c}, {"batch 28b", heldOutBatch28b}, {"batch 28", slices.Concat(heldOutBatch28a, heldOutBatch28b, heldOutBatch28c)}, {"batch 29b", heldOutBatch29b}, {"batch 29a", heldOutBatch29a}, {"batch 29c", heldOutBatch29c}, {"batch 29", slices.Concat(heldOutBatch29a, heldOutBatch29b, heldOutBatch29c)}, {"batch 30a", heldOutBatch30a}, {"batch 30b", heldOutBatch30b}, {"batch 30c", heldOutBatch30c}, {"batch 30", slices.Concat(heldOutBatch30a, heldOutBatch30b, heldOutBatch30c)}, {"batch 31a", heldOutBatch31a}, {"batch 31b", heldOutBatch31b}, {"batch 31c", heldOutBatch31c}, {"batch 31", slices.Concat(heldOutBatch31a, heldOutBatch31b, heldOutBatch31c)}, {"batch 32a", heldOutBatch32a}, {"batch 32b", heldOutBatch32b}, {"batch 32c", heldOutBatch32c}, {"batch 32", slices.Concat(heldOutBatch32a, heldOutBatch32b, heldOutBatch32c)}, {"batch 33a", heldOutBatch33a}, {"batch 33b", heldOutBatch33b}, {"batch 33c", heldOutBatch33c}, {"batch 33", slices.Concat(heldOutBatch33a, heldOutBatch33b, heldOutBatch33c)}, {"batch 34a", heldOutBatch34a}, {"batch 34b", heldOutBatch34b}, {"batch 34c", heldOutBatch34c}, {"batch 34", slices.Concat(heldOutBatch34a, heldOutBatch34b, heldOutBatch34c)}, {"batch 35a", heldOutBatch35a}, {"batch 35b", heldOutBatch35b}, {"batch 35c", heldOutBatch35c}, {"batch 35", slices.Concat(heldOutBatch35a, heldOutBatch35b, heldOutBatch35c)}, {"batch 36a", heldOutBatch36a}, {"batch 36b", heldOutBatch36b}, {"batch 36c", heldOutBatch36c}, {"batch 36", slices.Concat(heldOutBatch36a, heldOutBatch36b, heldOutBatch36c)}, {"batch 37a", heldOutBatch37a}, {"batch 37b", heldOutBatch37b}, {"batch 37c", heldOutBatch37c}, {"batch 37", slices.Concat(heldOutBatch37a, heldOutBatch37b, heldOutBatch37c)}, {"batch 38a", heldOutBatch38a}, {"batch 38b", heldOutBatch38b}, {"batch 38c", heldOutBatch38c}, {"batch 38", slices.Concat(heldOutBatch38a, heldOutBatch38b, heldOutBatch38c)}, {"batch 39a", heldOutBatch39a}, {"batch 39b", heldOutBatch39b}, {"batch 39c", heldOutBatch39c}, {"batch 39", slices.Concat(heldOutBatch39a, heldOutBatch39b, heldOutBatch39c)}, {"batch 40a", heldOutBatch40a}, {"batch 40b", heldOutBatch40b}, {"batch 40c", heldOutBatch40c}, {"batch 40", slices.Concat(heldOutBatch40a, heldOutBatch40b, heldOutBatch40c)}, {"batch 41a", heldOutBatch41a}, {"batch 41b", heldOutBatch41b}, {"batch 41c", heldOutBatch41c}, {"batch 41", slices.Concat(heldOutBatch41a, heldOutBatch41b, heldOutBatch41c)}, {"batch 42a", heldOutBatch42a}, {"batch 42b", heldOutBatch42b}, {"batch 42c", heldOutBatch42c}, {"batch 42", slices.Concat(heldOutBatch42a, heldOutBatch42b, heldOutBatch42c)}, {"batch 43a", heldOutBatch43a}, {"batch 43b", heldOutBatch43b}, {"batch 43c", heldOutBatch43c}, {"batch 43", slices.Concat(heldOutBatch43a, heldOutBatch43b, heldOutBatch43c)}, {"batch 44a", heldOutBatch44a}, {"batch 44b", heldOutBatch44b}, {"batch 44c", heldOutBatch44c}, {"batch 44", slices.Concat(heldOutBatch44a, heldOutBatch44b, heldOutBatch44c)}, {"batch 45a", heldOutBatch45a}, {"batch 45b", heldOutBatch45b}, {"batch 45c", heldOutBatch45c}, {"batch 45", slices.Concat(heldOutBatch45a, heldOutBatch45b, heldOutBatch45c)}, {"batch 46a", heldOutBatch46a}, {"batch 46b", heldOutBatch46b}, {"batch 46c", heldOutBatch46c}, {"batch 46", slices.Concat(heldOutBatch46a, heldOutBatch46b, heldOutBatch46c)}, {"batch 47a", heldOutBatch47a}, {"batch 47b", heldOutBatch47b}, {"batch 47c", heldOutBatch47c}, {"batch 47", slices.Concat(heldOutBatch47a, heldOutBatch47b, heldOutBatch47c)}, {"batch 48a", heldOutBatch48a}, {"batch 48b", heldOutBatch48b}, {"batch 48c", heldOutBatch48c}, {"batch 48", slices.Concat(heldOutBatch48a, heldOutBatch48b, heldOutBatch48c)}, {"batch 49a", heldOutBatch49a}, {"batch 49b", heldOutBatch49b}, {"batch 49c", heldOutBatch49c}, {"batch 49", slices.Concat(heldOutBatch49a, heldOutBatch49b, heldOutBatch49c)}, {"batch 50a", heldOutBatch50a}, {"batch 50b", heldOutBatch50b}, {"batch 50c", heldOutBatch50c}, {"batch 50", slices.Concat(heldOutBatch50a, heldOutBatch50b, heldOutBatch50c)}, {"batch 51a", heldOutBatch51a}, {"batch 51b", heldOutBatch51b}, {"batch 51c", heldOutBatch51c}, {"batch 51", slices.Concat(heldOutBatch51a, heldOutBatch51b, heldOutBatch51c)}, {"batch 52a", heldOutBatch52a}, {"batch 52b", heldOutBatch52b}, {"batch 52c", heldOutBatch52c}, {"batch 52", slices.Concat(heldOutBatch52a, heldOutBatch52b, heldOutBatch52c)}, {"batch 53a", heldOutBatch53a}, {"batch 53b", heldOutBatch53b}, {"batch 53c", heldOutBatch53c}, {"batch 53", slices.Concat(heldOutBatch53a, heldOutBatch53b, heldOutBatch53c)}, {"batch 54a", heldOutBatch54a}, {"batch 54b", heldOutBatch54b}, {"batch 54c", heldOutBatch54c}, {"batch 54", slices.Concat(heldOutBatch54a, heldOutBatch54b, heldOutBatch54c)}, {"batch 55a", heldOutBatch55a}, {"batch 55b", heldOutBatch55b}, {"batch 55c", heldOutBatch55c}, {"batch 55", slices.Concat(heldOutBatch55a, heldOutBatch55b, heldOutBatch55c)}, {"batch 56a", heldOutBatch56a}, {"batch 56b", heldOutBatch56b}, {"batch 56c", heldOutBatch56c}, {"batch 56", slices.Concat(heldOutBatch56a, heldOutBatch56b, heldOutBatch56c)}, {"batch 57a", heldOutBatch57a}, {"batch 57b", heldOutBatch57b}, {"batch 57c", heldOutBatch57c}, {"batch 57", slices.Concat(heldOutBatch57a, heldOutBatch57b, heldOutBatch57c)}, {"batch 58a", heldOutBatch58a}, {"batch 58b", heldOutBatch58b}, {"batch 58c", heldOutBatch58c}, {"batch 58", slices.Concat(heldOutBatch58a, heldOutBatch58b, heldOutBatch58c)}, {"batch 59a", heldOutBatch59a}, {"batch 59b", heldOutBatch59b}, {"batch 59c", heldOutBatch59c}, {"batch 59", slices.Concat(heldOutBatch59a, heldOutBatch59b, heldOutBatch59c)}, {"batch 60a", heldOutBatch60a}, {"batch 60b", heldOutBatch60b}, {"batch 60c", heldOutBatch60c}, {"batch 60", slices.Concat(heldOutBatch60a, heldOutBatch60b, heldOutBatch60c)}, {"batch 61a", heldOutBatch61a}, {"batch 61b", heldOutBatch61b}, {"batch 61c", heldOutBatch61c}, {"batch 61", slices.Concat(heldOutBatch61a, heldOutBatch61b, heldOutBatch61c)}, {"batch 62a", heldOutBatch62a}, {"batch 62b", heldOutBatch62b}, {"batch 62c", heldOutBatch62c}, {"batch 62", slices.Concat(heldOutBatch62a, heldOutBatch62b, heldOutBatch62c)}, {"batch 63a", heldOutBatch63a}, {"batch 63b", heldOutBatch63b}, {"batch 63c", heldOutBatch63c}, {"batch 63", slices.Concat(heldOutBatch63a, heldOutBatch63b, heldOutBatch63c)}, {"batch 64b", heldOutBatch64b}, {"batch 64a", heldOutBatch64a}, {"batch 64c", heldOutBatch64c}, {"batch 64", slices.Concat(heldOutBatch64a, heldOutBatch64b, heldOutBatch64c)}, {"batch 65a", heldOutBatch65a}, {"batch 65b", heldOutBatch65b}, {"batch 65c", heldOutBatch65c}, {"batch 65", slices.Concat(heldOutBatch65a, heldOutBatch65b, heldOutBatch65c)}, {"batch 66a", heldOutBatch66a}, {"batch 66b", heldOutBatch66b}, {"batch 66c", heldOutBatch66c}, {"batch 66", slices.Concat(heldOutBatch66a, heldOutBatch66b, heldOutBatch66c)}, {"batch 67a", heldOutBatch67a}, {"batch 67b", heldOutBatch67b}, {"batch 67c", heldOutBatch67c}, {"batch 67", slices.Concat(heldOutBatch67a, heldOutBatch67b, heldOutBatch67c)}, {"batch 68a", heldOutBatch68a}, {"batch 68b", heldOutBatch68b}, {"batch 68c", heldOutBatch68c}, {"batch 68", slices.Concat(heldOutBatch68a, heldOutBatch68b, heldOutBatch68c)}, {"batch 69a", heldOutBatch69a}, {"batch 69b", heldOutBatch69b}, {"batch 69c", heldOutBatch69c}, {"batch 69", slices.Concat(heldOutBatch69a, heldOutBatch69b, heldOutBatch69c)}, {"batch 70a", heldOutBatch70a}, {"batch 70b", heldOutBatch70b}, {"batch 70c", heldOutBatch70c}, {"batch 70", slices.Concat(heldOutBatch70a, heldOutBatch70b, heldOutBatch70c)}, {"batch 71a", heldOutBatch71a}, {"batch 71b", heldOutBatch71b}, {"batch 71c", heldOutBatch71c}, {"batch 71", slices.Concat(heldOutBatch71a, heldOutBatch71b, heldOutBatch71c)}, {"batch 72a", heldOutBatch72a}, {"batch 72b", heldOutBatch72b}, {"batch 72c", heldOutBatch72c}, {"batch 72", slices.Concat(heldOutBatch72a, heldOutBatch72b, heldOutBatch72c)}, {"batch 73a", heldOutBatch73a}, {"batch 73b", heldOutBatch73b}, {"batch 73c", heldOutBatch73c}, {"batch 73", slices.Concat(heldOutBatch73a, heldOutBatch73b, heldOutBatch73c)}, {"batch 74a", heldOutBatch74a}, {"batch 74b", heldOutBatch74b}, {"batch 74c", heldOutBatch74c}, {"batch 74", slices.Concat(heldOutBatch74a, heldOutBatch74b, heldOutBatch74c)}, {"batch 75a", heldOutBatch75a}, {"batch 75b", heldOutBatch75b}, {"batch 75", slices.Concat(heldOutBatch75a, heldOutBatch75b)}, {"batch 76a", heldOutBatch76a}, {"batch 76b", heldOutBatch76b}, {"batch 76c", heldOutBatch76c}, {"batch 76", slices.Concat(heldOutBatch76a, heldOutBatch76b, heldOutBatch76c)}, {"batch 77a", heldOutBatch77a}, {"batch 77b", heldOutBatch77b}, {"batch 77c", heldOutBatch77c}, {"batch 77", slices.Concat(heldOutBatch77a, heldOutBatch77b, heldOutBatch77c)}, {"batch 78a", heldOutBatch78a}, {"batch 78b", heldOutBatch78b}, {"batch 78", slices.Concat(heldOutBatch78a, heldOutBatch78b)}, {"batch 79", slices.Concat(heldOutBatch79a, heldOutBatch79b, heldOutBatch79c, heldOutBatch79d)}, {"batch 80", slices.Concat(heldOutBatch80a, heldOutBatch80b, heldOutBatch80c, heldOutBatch80d)}, {"batch 81", slices.Concat(heldOutBatch81a, heldOutBatch81b, heldOutBatch81c)}, {"batch 82", slices.Concat(heldOutBatch82a, heldOutBatch82b, heldOutBatch82c, heldOutBatch82d)}, {"batch 83", slices.Concat(heldOutBatch83a, heldOutBatch83b, heldOutBatch83c, heldOutBatch83d)}, {"batch 84", slices.Concat(heldOutBatch84a, heldOutBatch84b, heldOutBatch84c, heldOutBatch84d)}, {"batch 85", slices.Concat(heldOutBatch85a, heldOutBatch85b, heldOutBatch85c, heldOutBatch85d)}, {"batch 86", slices.Concat(heldOutBatch86a, heldOutBatch86b, heldOutBatch86c, heldOutBatch86d)}, {"batch 87", slices.Concat(heldOutBatch87a, heldOutBatch87b, heldOutBatch87c, heldOutBatch87d)}, {"batch 88", slices.Concat(heldOutBatch88a, heldOutBatch88b, heldOutBatch88c, heldOutBatch88d)}, {"batch 89", slices.Concat(heldOutBatch89a, heldOutBatch89b, heldOutBatch89c, heldOutBatch89d)}, {"batch 90", slices.Concat(heldOutBatch90a, heldOutBatch90b, heldOutBatch90c, heldOutBatch90d)}, {"batch 91", slices.Concat(heldOutBatch91a, heldOutBatch91b, heldOutBatch91c, heldOutBatch91d)}, {"batch 92", slices.Concat(heldOutBatch92a, heldOutBatch92b, heldOutBatch92c, heldOutBatch92d)}, {"batch 93", slices.Concat(heldOutBatch93a, heldOutBatch93b, heldOutBatch93c, heldOutBatch93d)}, {"batch 94", slices.Concat(heldOutBatch94a, heldOutBatch94b, heldOutBatch94c, heldOutBatch94d)}} {
		n, nc := 0, 0
		for _, tl := range tallies {
			if slices.ContainsFunc(batch.kinds, func(k heldOutKind) bool { return k.name == tl.kind }) {
				n, nc = n+tl.changed, nc+tl.caught
			}
		}
		fmt.Fprintf(&b, "| %s | %d | %d (%.1f %%) | |\n", batch.name, n, nc, 100*float64(nc)/float64(max(n, 1)))
	}
	newest, newestCaught := 0, 0
	for _, tl := range tallies {
		if slices.ContainsFunc(heldOutNewest, func(k heldOutKind) bool { return k.name == tl.kind }) {
			newest, newestCaught = newest+tl.changed, newestCaught+tl.caught
		}
	}
	t.Log("\nheld-out damage\n" + b.String())

	var hb strings.Builder
	hb.WriteString("| variant | changed | false alarms | checks fired |\n|---|---|---|---|\n")
	variants, alarms := 0, 0
	for _, h := range hoHarmlessVariants {
		n, fa := 0, 0
		var fired []string
		for _, c := range cases {
			text := h.fn(t, c.Lang, c)
			if text == c.Golden {
				continue
			}
			n++
			v := Judge(c, Answer{Text: text, FinishReason: "stop"})
			var by []string
			for _, r := range v.Checks {
				if !r.Pass {
					by = append(by, r.Severity+":"+r.ID)
					t.Logf("%s fired on %s %s: [%s] %s: %s", r.ID, h.name, c.ID, r.Severity, r.ID, r.Reason)
				}
			}
			by = append(by, v.Floors...)
			if len(by) > 0 {
				fired = append(fired, c.ID+"("+strings.Join(by, ",")+")")
			}
			// A false alarm is what the gate counts: the case fails (a critical check or
			// a floor). A major or minor check that fires is listed, not counted.
			if v.Failed {
				fa++
				t.Logf("FALSE ALARM %s on %s", h.name, c.ID)
			}
		}
		variants += n
		alarms += fa
		fmt.Fprintf(&hb, "| %s | %d | %d | %s |\n", h.name, n, fa, strings.Join(fired, " "))
	}
	fmt.Fprintf(&hb, "| all | %d | %d | |\n", variants, alarms)
	t.Log("\nharmless variants\n" + hb.String())

	assert.GreaterOrEqual(t, len(heldOutKinds), 20, "held-out kinds")
	// The target holds on the kinds whose misses have been worked on; the newest blind
	// batch, the estimate of what unseen kinds get, must not fall below where its own
	// rules left it.
	worked, workedCaught := changed-newest, caught-newestCaught
	assert.GreaterOrEqual(t, float64(workedCaught), 0.95*float64(worked), "caught %d of %d changed answers of the worked batches", workedCaught, worked)
	assert.GreaterOrEqual(t, float64(newestCaught), newestFloor*float64(newest), "caught %d of %d changed answers of the newest blind batch", newestCaught, newest)
	assert.Zero(t, alarms, "false alarms on %d harmless variants", variants)
}

// heldOutBatch4 is a fourth batch of kinds, written blind like the second and third:
// after the paraphrase corpus had grown, without reading the checks it is measured
// against (TestHeldOutDamage logs its own total as "batch 4").
var heldOutBatch4 = []heldOutKind{
	// A numeric date with day and month swapped where both can be a month (12.11.2026
	// → 11.12.2026, 2026-11-02 → 2026-02-11, 11月2日 → 2月11日): a valid, wrong date.
	{"day_month_swapped", "raw", func(lang, s string) string {
		type cand struct {
			at  int
			out string
		}
		var cs []cand
		if loc := hoDeNumDate.FindStringSubmatchIndex(s); loc != nil {
			d, mo := s[loc[2]:loc[3]], s[loc[4]:loc[5]]
			if dn, _ := strconv.Atoi(d); dn <= 12 && d != mo && strings.TrimLeft(d, "0") != strings.TrimLeft(mo, "0") {
				cs = append(cs, cand{loc[0], s[:loc[2]] + mo + "." + d + s[loc[5]:]})
			}
		}
		for _, loc := range hoISODate.FindAllStringIndex(s, -1) {
			mo, d := s[loc[0]+5:loc[0]+7], s[loc[0]+8:loc[0]+10]
			if dn, _ := strconv.Atoi(d); dn <= 12 && d != mo {
				cs = append(cs, cand{loc[0], s[:loc[0]+5] + d + "-" + mo + s[loc[0]+10:]})
				break
			}
		}
		for _, loc := range hoJaMonth.FindAllStringSubmatchIndex(s, -1) {
			mo, d := s[loc[2]:loc[3]], s[loc[4]:loc[5]]
			if dn, _ := strconv.Atoi(d); dn <= 12 && d != mo {
				cs = append(cs, cand{loc[0], s[:loc[2]] + d + "月" + mo + s[loc[5]:]})
				break
			}
		}
		if len(cs) == 0 {
			return s
		}
		slices.SortFunc(cs, func(a, b cand) int { return a.at - b.at })
		return cs[0].out
	}},
	// The first weekday name changed to the next day's (Montag → Dienstag, （月） → （火）).
	{"weekday_changed", "raw", func(lang, s string) string {
		days := []string{"Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag", "Sonntag"}
		if lang == "ja" {
			days = []string{"（月）", "（火）", "（水）", "（木）", "（金）", "（土）", "（日）"}
		}
		best, at := -1, len(s)
		for i, d := range days {
			if k := strings.Index(s, d); k >= 0 && k < at {
				best, at = i, k
			}
		}
		if best < 0 {
			return s
		}
		return s[:at] + days[(best+1)%7] + s[at+len(days[best]):]
	}},
	// A unit changed with its number kept (10 Minuten → 10 Stunden, 4 Wochen → 4
	// Monate, 30分前 → 30時間前, 2メートル → 2キロメートル, 10箱 → 10個).
	{"unit_changed", "strings", func(lang, s string) string {
		re := regexp.MustCompile(`(\d) ?(Minuten|Stunden|Wochen|Jahre|Jahren|Tage|Tagen|Monate|Liter|Litern)\b`)
		swap := map[string]string{"Minuten": "Stunden", "Stunden": "Minuten", "Wochen": "Monate", "Jahre": "Monate", "Jahren": "Monaten",
			"Tage": "Wochen", "Tagen": "Wochen", "Monate": "Wochen", "Liter": "Kubikmeter", "Litern": "Kubikmetern"}
		if lang == "ja" {
			re = regexp.MustCompile(`(\d)(分|時間|メートル|秒|箱|個|名|日間|週間)`)
			swap = map[string]string{"分": "時間", "時間": "分", "メートル": "キロメートル", "秒": "分", "箱": "個", "個": "箱", "名": "社",
				"日間": "週間", "週間": "日間"}
		}
		return hoFirstMatch(re, s, func(m []string) string {
			sp := ""
			if strings.HasPrefix(m[0][len(m[1]):], " ") {
				sp = " "
			}
			return m[1] + sp + swap[m[2]]
		})
	}},
	// A money amount's currency dropped (1.249,90 € → 1.249,90, 5,500円 → 5,500).
	{"amount_unit_dropped", "strings", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(regexp.MustCompile(`(\d[\d,]*)円`), s, func(m []string) string { return m[1] })
		}
		return hoFirstMatch(regexp.MustCompile(`(\d[\d.]*,\d\d) ?(?:€|EUR|Euro)`), s, func(m []string) string { return m[1] })
	}},
	// The salutation names someone else; the rest of the letter is unchanged
	// (Sehr geehrter Herr Weiß → Sehr geehrter Herr Becker, 小林 恵子様 → 田中 恵子様).
	{"salutation_wrong_name", "longest", func(lang, s string) string {
		lines := strings.SplitN(s, "\n", 2)
		if lang == "ja" {
			re := regexp.MustCompile(`^(\p{Han}{1,3})( ?\p{Han}{0,3}様)`)
			if m := re.FindStringSubmatch(lines[0]); m != nil && m[1] != "田中" {
				lines[0] = "田中" + m[2] + lines[0][len(m[0]):]
				return strings.Join(lines, "\n")
			}
			return s
		}
		re := regexp.MustCompile(`^(Sehr geehrte[r]? (?:Herr|Frau) (?:Prof\. )?(?:Dr\. )?)(\p{Lu}\p{Ll}+)`)
		if m := re.FindStringSubmatch(lines[0]); m != nil {
			lines[0] = m[1] + "Becker" + lines[0][len(m[0]):]
			return strings.Join(lines, "\n")
		}
		return s
	}},
	// A company's legal form changed (GmbH → AG, KG → GmbH, OHG → KG, 株式会社 → 有限会社,
	// Co., Ltd. → Inc.).
	{"legal_form_changed", "strings", func(lang, s string) string {
		re := regexp.MustCompile(`GmbH|\bAG\b|\bKG\b|\bOHG\b|株式会社|有限会社|Co\., Ltd\.`)
		swap := map[string]string{"GmbH": "AG", "AG": "GmbH", "KG": "GmbH", "OHG": "KG", "株式会社": "有限会社", "有限会社": "株式会社", "Co., Ltd.": "Inc."}
		return hoFirstMatch(re, s, func(m []string) string { return swap[m[0]] })
	}},
	// A negation dropped, so a prohibition or a "no" becomes its opposite (keine Kosten
	// → Kosten, nicht am Wochenende → am Wochenende, できません → できます, 不要 → 必要).
	{"negation_removed", "longest", func(lang, s string) string {
		if lang == "ja" {
			for _, p := range [][2]string{{"できません", "できます"}, {"ありません", "あります"}, {"変わりません", "変わります"}, {"不要", "必要"}, {"えない", "える"}, {"ない", "る"}} {
				if strings.Contains(s, p[0]) {
					return strings.Replace(s, p[0], p[1], 1)
				}
			}
			return s
		}
		re := regexp.MustCompile(`\b(nicht |keine |keinen |kein )`)
		return hoFirstMatch(re, s, func(m []string) string {
			switch m[1] {
			case "keine ":
				return "eine "
			case "keinen ":
				return "einen "
			case "kein ":
				return "ein "
			}
			return ""
		})
	}},
	// Two numbered steps (or table rows) swapped, their numbers kept: the order the
	// request or the procedure needs is lost.
	{"adjacent_steps_swapped", "raw", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		step := regexp.MustCompile(`^(\d+\. )(.*)$`)
		for i := len(lines) / 3; i+1 < len(lines); i++ {
			a, b := step.FindStringSubmatch(lines[i]), step.FindStringSubmatch(lines[i+1])
			if a != nil && b != nil {
				lines[i], lines[i+1] = a[1]+b[2], b[1]+a[2]
				return strings.Join(lines, "\n")
			}
		}
		for i := range lines {
			if strings.HasPrefix(lines[i], "|---") && i+2 < len(lines) && strings.HasPrefix(lines[i+2], "|") {
				lines[i+1], lines[i+2] = lines[i+2], lines[i+1]
				return strings.Join(lines, "\n")
			}
		}
		return s
	}},
	// A condition dropped, so the instruction holds always (Falls Sie den Termin nicht
	// wahrnehmen können, sagen Sie ihn … ab → Sagen Sie ihn … ab; 〜場合は、 dropped).
	{"condition_dropped", "longest", func(lang, s string) string {
		if lang == "ja" {
			re := regexp.MustCompile(`[^。\n、]*(?:場合は|場合には|場合、|ましたら)、?`)
			return hoFirstMatch(re, s, func(m []string) string { return "" })
		}
		re := regexp.MustCompile(`(?:Falls|Wenn|Sollten|Sofern) [^,.\n:]*(?:, |: ?)(\p{L})`)
		return hoFirstMatch(re, s, func(m []string) string { return strings.ToUpper(m[1]) })
	}},
	// A modal changed: an obligation becomes an option or the other way round (muss →
	// kann, können → müssen, 必要です → 可能です, できます → 必要です).
	{"modal_changed", "longest", func(lang, s string) string {
		if lang == "ja" {
			for _, p := range [][2]string{{"必要", "可能"}, {"可能", "必要"}, {"いただけます", "いただく必要があります"}, {"ください", "くださっても構いません"}} {
				if strings.Contains(s, p[0]) {
					return strings.Replace(s, p[0], p[1], 1)
				}
			}
			return s
		}
		re := regexp.MustCompile(`\b(muss|müssen|kann|können|Bitte|bitte)\b`)
		return hoFirstMatch(re, s, func(m []string) string {
			return map[string]string{"muss": "kann", "müssen": "können", "kann": "muss", "können": "müssen", "Bitte": "Sie können gern", "bitte": "gern"}[m[1]]
		})
	}},
	// A small count changed: a number word (zwei → drei) or a count before a counter
	// (1名 → 2名, 2個 → 3個, 3 Jahre → 4 Jahre).
	{"count_changed", "strings", func(lang, s string) string {
		if lang == "de" {
			re := regexp.MustCompile(`\b(zwei|drei|vier|fünf|sechs)\b`)
			if out := hoFirstMatch(re, s, func(m []string) string {
				return map[string]string{"zwei": "drei", "drei": "vier", "vier": "fünf", "fünf": "sechs", "sechs": "sieben"}[m[1]]
			}); out != s {
				return out
			}
			re = regexp.MustCompile(`(^|[^\d.,])([1-9]) (Jahre|Wochen|Tage|Stück|Minuten)`)
			return hoFirstMatch(re, s, func(m []string) string { n, _ := strconv.Atoi(m[2]); return m[1] + strconv.Itoa(n+1) + " " + m[3] })
		}
		re := regexp.MustCompile(`(^|[^\d,])(\d{1,2})(名|個|箱|点|件|台|桁|本)`)
		return hoFirstMatch(re, s, func(m []string) string { n, _ := strconv.Atoi(m[2]); return m[1] + strconv.Itoa(n+1) + m[3] })
	}},
	// A deadline turned into a start or the other way round (bis zum → ab dem,
	// spätestens → frühestens, までに → 以降に, 早くても → 遅くとも).
	{"deadline_direction_flipped", "strings", func(lang, s string) string {
		if lang == "ja" {
			re := regexp.MustCompile(`までに|まで|早くても|以降`)
			return hoFirstMatch(re, s, func(m []string) string {
				return map[string]string{"までに": "以降に", "まで": "から", "早くても": "遅くとも", "以降": "まで"}[m[0]]
			})
		}
		re := regexp.MustCompile(`\b(bis zum|bis spätestens|spätestens|frühestens|bis)\b`)
		return hoFirstMatch(re, s, func(m []string) string {
			return map[string]string{"bis zum": "ab dem", "bis spätestens": "frühestens ab", "spätestens": "frühestens", "frühestens": "spätestens", "bis": "ab"}[m[1]]
		})
	}},
	// Two sentences joined with a connector that asserts a link nobody stated (daher,
	// しかし): "X. Y." becomes "X. Daher Y." / "X。しかし、Y。".
	{"false_connector", "longest", func(lang, s string) string {
		split, refs := hoAllSentences(lang, s)
		var cands []sentenceRef
		for _, r := range refs {
			if r.idx > 0 && len([]rune(split[r.line][r.idx])) >= 10 {
				cands = append(cands, r)
			}
		}
		if len(cands) == 0 {
			return s
		}
		r := cands[len(cands)/2]
		old := split[r.line][r.idx]
		if lang == "ja" {
			split[r.line][r.idx] = "しかし、" + old
		} else {
			split[r.line][r.idx] = "Daher gilt: " + old
		}
		return hoJoin(split)
	}},
	// The answer only acknowledges the request and promises to come back, with the
	// golden's first line (a salutation) kept: no facts, no answer.
	{"non_answer", "longest", func(lang, s string) string {
		first := strings.SplitN(s, "\n", 2)[0]
		if lang == "ja" {
			return first + "\n\nお問い合わせいただいた内容を確認いたしました。内容を確認のうえ、改めてご連絡いたします。"
		}
		return first + "\n\nvielen Dank für Ihre Anfrage. Wir prüfen Ihr Anliegen und melden uns in Kürze bei Ihnen."
	}},
	// A sentence of a neighbouring language added after the first sentence: simplified
	// Chinese in Japanese, Dutch in German.
	{"neighbour_language_sentence", "longest", func(lang, s string) string {
		add := " Wij danken u hartelijk voor uw begrip en staan altijd voor u klaar."
		if lang == "ja" {
			add = "我们会尽快为您处理，感谢您的耐心等待。"
		}
		return hoAppendToFirstSentence(lang, s, add)
	}},
	// Single function words from the neighbouring language (und → en, mit → met, für →
	// voor; の → 的, と → 和).
	{"neighbour_language_words", "longest", func(lang, s string) string {
		if lang == "ja" {
			s = strings.Replace(s, "の", "的", 2)
			return strings.Replace(s, "と", "和", 1)
		}
		re := regexp.MustCompile(`\b(und|mit|für|wir)\b`)
		n := 0
		return re.ReplaceAllStringFunc(s, func(w string) string {
			if n >= 2 {
				return w
			}
			n++
			return map[string]string{"und": "en", "mit": "met", "für": "voor", "wir": "wij"}[w]
		})
	}},
	// A list item (or sentence) repeated right after itself with one number changed.
	{"near_duplicate_item", "longest", func(lang, s string) string {
		lines := strings.Split(s, "\n")
		digit := regexp.MustCompile(`\d`)
		bump := func(l string) string {
			loc := digit.FindStringIndex(l)
			if loc == nil {
				return ""
			}
			d := l[loc[0]]
			return l[:loc[0]] + string(rune('0'+(d-'0'+1)%10)) + l[loc[1]:]
		}
		for i, l := range lines {
			if hoListItem.MatchString(l) && digit.MatchString(l) {
				lines = slices.Insert(lines, i+1, bump(l))
				return strings.Join(lines, "\n")
			}
		}
		split, refs := hoAllSentences(lang, s)
		for _, r := range refs {
			old := split[r.line][r.idx]
			if digit.MatchString(old) && len([]rune(old)) >= 12 {
				sep := " "
				if lang == "ja" {
					sep = ""
				}
				split[r.line][r.idx] = strings.TrimRight(old, " ") + sep + strings.TrimSpace(bump(old)) + " "
				return strings.TrimRight(hoJoin(split), " ")
			}
		}
		return s
	}},
	// A JSON string value set to null (the first one).
	{"json_value_nulled", "raw", func(lang, s string) string {
		if !strings.HasPrefix(strings.TrimSpace(s), "{") {
			return s
		}
		return hoFirstMatch(regexp.MustCompile(`(:\s*)"(?:[^"\\]|\\.)*"`), s, func(m []string) string { return m[1] + "null" })
	}},
	// A JSON array emptied (the first one).
	{"json_array_emptied", "raw", func(lang, s string) string {
		if !strings.HasPrefix(strings.TrimSpace(s), "{") {
			return s
		}
		i := strings.Index(s, "[")
		if i < 0 {
			return s
		}
		depth := 0
		for j := i; j < len(s); j++ {
			switch s[j] {
			case '[':
				depth++
			case ']':
				depth--
				if depth == 0 {
					return s[:i] + "[]" + s[j+1:]
				}
			}
		}
		return s
	}},
	// A yen amount given 万 it does not have (5,500円 → 5,500万円), or a 万/億 amount
	// without its 万 (1,400万円 → 1,400円 is magnitude_dropped; here 万 moves: 3億2,000万円 →
	// 32億円).
	{"man_misplaced", "strings", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		if out := hoFirstMatch(regexp.MustCompile(`(\d)億(\d),?(\d{3})万円`), s, func(m []string) string { return m[1] + m[2] + "億円" }); out != s {
			return out
		}
		return hoFirstMatch(regexp.MustCompile(`(\d[\d,]*)円`), s, func(m []string) string { return m[1] + "万円" })
	}},
	// The formal pronoun written in lower case in the address (Sie → sie, Ihnen →
	// ihnen, Ihre → ihre): in German it now reads "she/they".
	{"sie_lowercased", "longest", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		re := regexp.MustCompile(`([\p{Ll},] )(Sie|Ihnen|Ihre|Ihren|Ihrem|Ihrer|Ihr)\b`)
		n := 0
		return re.ReplaceAllStringFunc(s, func(m string) string {
			if n >= 2 {
				return m
			}
			n++
			return strings.ToLower(m)
		})
	}},
	// An absolute date replaced by a relative one that the reader cannot resolve
	// (am 20.10.2026 → nächste Woche, 10月21日（水） → 来週).
	{"date_made_relative", "strings", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(regexp.MustCompile(`(?:\d{4}年)?\d{1,2}月\d{1,2}日(?:（.）)?`), s, func(m []string) string { return "来週" })
		}
		if out := hoFirstMatch(regexp.MustCompile(`(?:am|zum|den|dem|vom|bis) (?:\p{L}+, )?(?:den |dem )?\d{1,2}\.(?:\d{1,2}\.\d{4}| \p{L}+ \d{4})`), s, func(m []string) string { return "nächste Woche" }); out != s {
			return out
		}
		return hoFirstMatch(hoDeNumDate, s, func(m []string) string { return "nächste Woche" })
	}},
	// A time window collapsed to its start (zwischen 8 und 12 Uhr → um 8 Uhr, 14時〜16時 →
	// 14時).
	{"time_window_collapsed", "strings", func(lang, s string) string {
		if lang == "ja" {
			return hoFirstMatch(regexp.MustCompile(`(\d{1,2}(?:時|:\d\d))\s*(?:〜|～|~|-|から)\s*\d{1,2}(?:時|:\d\d)`), s, func(m []string) string { return m[1] })
		}
		return hoFirstMatch(regexp.MustCompile(`(?:zwischen|von) (\d{1,2}) (?:und|bis) \d{1,2} Uhr`), s, func(m []string) string { return "um " + m[1] + " Uhr" })
	}},
	// Honorific and humble keigo confused: the writer's own actions in 尊敬語
	// (お送りいたします → お送りになります, 確認いたしました → 確認なさいました).
	{"keigo_direction_swapped", "strings", func(lang, s string) string {
		if lang != "ja" {
			return s
		}
		for _, p := range [][2]string{{"いたしました", "なさいました"}, {"いたします", "なさいます"}, {"申し上げます", "おっしゃいます"}, {"いただき", "くださり"}} {
			if strings.Contains(s, p[0]) {
				return strings.Replace(s, p[0], p[1], 1)
			}
		}
		return s
	}},
	// German agreement broken in the salutation or an article (Sehr geehrter Herr →
	// Sehr geehrte Herr, mit dem → mit den).
	{"agreement_broken", "strings", func(lang, s string) string {
		if lang != "de" {
			return s
		}
		if strings.Contains(s, "Sehr geehrter Herr") {
			return strings.Replace(s, "Sehr geehrter Herr", "Sehr geehrte Herr", 1)
		}
		if strings.Contains(s, "Sehr geehrte Frau") {
			return strings.Replace(s, "Sehr geehrte Frau", "Sehr geehrter Frau", 1)
		}
		return hoFirstMatch(regexp.MustCompile(`\b(mit|von|aus|bei|nach) (dem|der) `), s, func(m []string) string {
			return m[1] + " " + map[string]string{"dem": "den", "der": "die"}[m[2]] + " "
		})
	}},
}

func init() {
	heldOutNewest = heldOutBatch24
	heldOutKinds = slices.Concat(heldOutKinds, heldOutBatch4, heldOutBatch5, heldOutBatch6, heldOutBatch7, heldOutBatch8, heldOutBatch9, heldOutBatch10, heldOutBatch11, heldOutBatch12, heldOutBatch13, heldOutBatch14, heldOutBatch15, heldOutBatch16, heldOutBatch17, heldOutBatch18a, heldOutBatch18b, heldOutBatch18c, heldOutBatch19a, heldOutBatch19b, heldOutBatch19c, heldOutBatch20a, heldOutBatch20c, heldOutBatch20b, heldOutBatch21a, heldOutBatch21c, heldOutBatch21b, heldOutBatch22a, heldOutBatch22c, heldOutBatch22b, heldOutBatch23a, heldOutBatch23b, heldOutBatch23c, heldOutBatch24, heldOutBatch25a, heldOutBatch25b, heldOutBatch25d, heldOutBatch26b, heldOutBatch26c, heldOutBatch26a, heldOutBatch27a, heldOutBatch27b, heldOutBatch27c, heldOutBatch28c, heldOutBatch28a, heldOutBatch28b, heldOutBatch29b, heldOutBatch29a, heldOutBatch29c, heldOutBatch30a, heldOutBatch30b, heldOutBatch30c, heldOutBatch31a, heldOutBatch31b, heldOutBatch31c, heldOutBatch32a, heldOutBatch32b, heldOutBatch32c, heldOutBatch33a, heldOutBatch33b, heldOutBatch33c, heldOutBatch34a, heldOutBatch34b, heldOutBatch34c, heldOutBatch35a, heldOutBatch35b, heldOutBatch35c, heldOutBatch36a, heldOutBatch36b, heldOutBatch36c, heldOutBatch37a, heldOutBatch37b, heldOutBatch37c, heldOutBatch38a, heldOutBatch38b, heldOutBatch38c, heldOutBatch39a, heldOutBatch39b, heldOutBatch39c, heldOutBatch40a, heldOutBatch40b, heldOutBatch40c, heldOutBatch41a, heldOutBatch41b, heldOutBatch41c, heldOutBatch42a, heldOutBatch42b, heldOutBatch42c, heldOutBatch43a, heldOutBatch43b, heldOutBatch43c, heldOutBatch44a, heldOutBatch44b, heldOutBatch44c, heldOutBatch45a, heldOutBatch45b, heldOutBatch45c, heldOutBatch46a, heldOutBatch46b, heldOutBatch46c, heldOutBatch47a, heldOutBatch47b, heldOutBatch47c, heldOutBatch48a, heldOutBatch48b, heldOutBatch48c, heldOutBatch49a, heldOutBatch49b, heldOutBatch49c, heldOutBatch50a, heldOutBatch50b, heldOutBatch50c, heldOutBatch51a, heldOutBatch51b, heldOutBatch51c, heldOutBatch52a, heldOutBatch52b, heldOutBatch52c, heldOutBatch53a, heldOutBatch53b, heldOutBatch53c, heldOutBatch54a, heldOutBatch54b, heldOutBatch54c, heldOutBatch55a, heldOutBatch55b, heldOutBatch55c, heldOutBatch56a, heldOutBatch56b, heldOutBatch56c, heldOutBatch57a, heldOutBatch57b, heldOutBatch57c, heldOutBatch58a, heldOutBatch58b, heldOutBatch58c, heldOutBatch59a, heldOutBatch59b, heldOutBatch59c, heldOutBatch60a, heldOutBatch60b, heldOutBatch60c, heldOutBatch61a, heldOutBatch61b, heldOutBatch61c, heldOutBatch62a, heldOutBatch62b, heldOutBatch62c, heldOutBatch63a, heldOutBatch63b, heldOutBatch63c, heldOutBatch64b, heldOutBatch64a, heldOutBatch64c, heldOutBatch65c, heldOutBatch65b, heldOutBatch65a, heldOutBatch66a, heldOutBatch66b, heldOutBatch66c, heldOutBatch67b, heldOutBatch67c, heldOutBatch67a, heldOutBatch68a, heldOutBatch68b, heldOutBatch68c, heldOutBatch69a, heldOutBatch69b, heldOutBatch69c, heldOutBatch70a, heldOutBatch70b, heldOutBatch70c, heldOutBatch71a, heldOutBatch71b, heldOutBatch71c, heldOutBatch72a, heldOutBatch72b, heldOutBatch72c, heldOutBatch73a, heldOutBatch73b, heldOutBatch73c, heldOutBatch74a, heldOutBatch74b, heldOutBatch74c, heldOutBatch75a, heldOutBatch75b, heldOutBatch76a, heldOutBatch76b, heldOutBatch76c, heldOutBatch77a, heldOutBatch77b, heldOutBatch77c, heldOutBatch78a, heldOutBatch78b, heldOutBatch79a, heldOutBatch79b, heldOutBatch79c, heldOutBatch79d, heldOutBatch80a, heldOutBatch80b, heldOutBatch80c, heldOutBatch80d, heldOutBatch81a, heldOutBatch81b, heldOutBatch81c, heldOutBatch82a, heldOutBatch82b, heldOutBatch82c, heldOutBatch82d, heldOutBatch83a, heldOutBatch83b, heldOutBatch83c, heldOutBatch83d, heldOutBatch84a, heldOutBatch84b, heldOutBatch84c, heldOutBatch84d, heldOutBatch85a, heldOutBatch85b, heldOutBatch85c, heldOutBatch85d, heldOutBatch86a, heldOutBatch86b, heldOutBatch86c, heldOutBatch86d, heldOutBatch87a, heldOutBatch87b, heldOutBatch87c, heldOutBatch87d, heldOutBatch88a, heldOutBatch88b, heldOutBatch88c, heldOutBatch88d, heldOutBatch89a, heldOutBatch89b, heldOutBatch89c, heldOutBatch89d, heldOutBatch90a, heldOutBatch90b, heldOutBatch90c, heldOutBatch90d, heldOutBatch91a, heldOutBatch91b, heldOutBatch91c, heldOutBatch91d, heldOutBatch92a, heldOutBatch92b, heldOutBatch92c, heldOutBatch92d, heldOutBatch93a, heldOutBatch93b, heldOutBatch93c, heldOutBatch93d, heldOutBatch94a, heldOutBatch94b, heldOutBatch94c, heldOutBatch94d)
	hoHarmlessVariants = slices.Concat(hoHarmlessVariants, hoHarmlessBatch5, hoHarmlessVariants6, ho7HarmlessVariants, ho8HarmlessVariants, hoHarmlessSweep, hoHarmlessSweep2, ho9HarmlessVariants, ho10HarmlessVariants, ho11HarmlessVariants, ho12HarmlessVariants, ho13HarmlessVariants, ho14HarmlessVariants, hoHarmlessSweep3, ho15HarmlessVariants, hoHarmlessSweep4, ho16HarmlessVariants, ho17HarmlessVariants, hoHarmlessSweep5, hoHarmlessSweep6, hoHarmlessSweep7, hoHarmlessSweep8, hoHarmlessSweep9, hoHarmlessSweep10)
}
