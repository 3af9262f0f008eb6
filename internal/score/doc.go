// Package score owns the scoring of generated text for the quality gate:
// Tidy, which every check but a raw one applies first so that harmless formatting
// (CRLF, trailing whitespace, a final newline, NFD, full-width digits) never fails
// a correct answer; named normalisers (raw, nfc, nfkc_ja, nfkc_de, name_key); typed fact
// extraction and canonicalisation (dates, amounts, ids), the hard checks of
// a quality fixture (Layer A) and the drift scores (Layer B) such as chrF and
// fact recall.
//
// chrF is pinned to sacreBLEU 2.6 semantics with its defaults: character
// order 6, word order 0 (2 for chrF++), beta 2, no lowercasing, whitespace
// removed before character n-gram extraction (Python's ”.join(line.split())),
// effective-order averaging of precision and recall (eps smoothing is an
// option), and corpus scores computed from per-order statistics summed over
// segments, never from the mean of sentence scores.
//
// Nothing in this package lowercases text: "Sie" and "sie" differ in German,
// and an umlaut or a kanji variant (髙 vs 高) is never folded away.
package score
