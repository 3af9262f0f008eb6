// Package workload owns the requests of a matrix cell. It loads the prompt corpus of
// fixtures/workloads (support chats, long documents with questions, long-output tasks
// in Japanese, German and English), turns a Spec (workload kind, input and output
// length distributions, prefix sharing, request count, seed) into deterministic
// client.Requests whose prompts hit their target token counts, and checks those
// counts against the target server through /tokenize or measured usage.
//
// # Prompts
//
// Every prompt is a frame from the corpus around filler text cut to size:
//
//   - short-chat: a system message (the support system prompt, then help-center
//     excerpts as filler) followed by a support conversation that ends with the
//     customer's question;
//   - long-doc: one user message with an instruction, documents (starting with the
//     one the question is about, then the others, repeated as needed) and a question;
//   - long-output: one user message with background material as filler and a task
//     that asks for a long, structured answer;
//   - multi-turn and agentic, the session kinds: a Spec's Requests are sessions, and
//     its Set holds every session's turns (Set.Sessions places them). The first turn
//     is a system message (the support system prompt and filler) with a customer's
//     conversation (multi-turn) or a task (agentic); every later turn is the previous
//     turn's prompt followed by the planned answer to it (prose, or an agent's
//     tool call) and a new message (the customer's next one, or a tool's result),
//     so the history is a prefix the server has cached. Every turn carries its
//     session's id in Session.Header (X-Session-ID by default).
//
// The filler is cut at a character boundary so that Estimate of the whole request
// equals the target, or falls short of it by a token or two where one more character
// would overshoot. When the frame alone is longer than the target, leading
// conversation turns are dropped, then the question or task text is cut.
//
// # Lengths
//
// Input and output lengths are drawn per request from the Spec's distributions
// (Dist): uniform, as vllm bench's random dataset draws them, or empirical, from a
// quantile table of production traffic; or they are given per request
// (Spec.Lengths) to replay a trace. A uniform input that could be shorter than
// MinInputTokens (or, with a shared prefix, whose unique part could be shorter
// than MinUniqueTokens) is a spec error. Empirical and explicit inputs are not,
// since real traffic has prompts shorter than a frame needs: a shorter fresh input
// is raised to MinInputTokens, and a request with a shared prefix is lengthened
// to prefix + MinUniqueTokens. Outputs are at least 1 token. InputTokens and
// OutputTokens of each request are the lengths after raising. A replayed Mooncake
// trace gives each request its hash ids as well (Spec.HashIDs): its prompt is then
// made of one block of text per id, so that prompts share prefixes exactly as their
// ids do (see hashed).
//
// # Prefixes
//
// A fresh request starts its first message with a tag, "[<n>-<salt>]\n", where n is
// the request's index and the salt is a hash of the whole Spec (Run included), so no
// two requests of a Set share their first 16 tokens and two Specs that differ (in Run,
// say) share none either. With a shared prefix, group g's prefix is
// "[g<g>-<salt>]\n", the frame's fixed text and filler, cut so that the prompt through
// the end of the prefix is round(Shared·Input.Mean) tokens, and ending with "\n"; it is
// byte-identical for every request of the group and for its priming request, and the
// request's own tag and unique text follow. The simulator's tokenizer keeps every token
// of a text that ends with "\n" when more text follows, so the prefix is a token prefix
// too; the expected prefix-cache hit fraction is about Shared, less the partial last
// block.
//
// # Sampling
//
// Requests ask for exactly their output length: MaxTokens is the drawn length and
// IgnoreEOS is set, as vllm bench's random dataset does. Temperature is 0 (greedy):
// with the length fixed the temperature does not change the work, and greedy output is
// the same on every trial and every engine, which keeps runs comparable (recent vllm
// bench sends no temperature, so the server default applies there).
package workload
