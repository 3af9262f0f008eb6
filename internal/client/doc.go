// Package client owns the gate's side of the wire: it sends one streaming generation
// request to an OpenAI-compatible server (vLLM or the embedded simulator), times every
// server-sent event, reads the usage, and classifies how the request ended. Everything
// it learns goes into a Record; the load generator decides when requests are sent and
// the stats package summarises the records.
//
// The timing definitions are those of vllm bench serve
// (vllm/benchmarks/lib/endpoint_request_func.py), so the gate's numbers can be compared
// with published benchmark results:
//
//   - The timer starts at Record.Sent, taken just before the request is handed to the
//     HTTP client, after any concurrency wait the caller did (vLLM takes perf_counter
//     just before session.post, inside the --max-concurrency semaphore).
//   - TTFT is Sent → the first SSE event whose "choices" array is not empty. For chat
//     that is vLLM's role chunk ({"delta":{"role":"assistant","content":""}}) even though
//     its content is empty; vLLM sends it in the same engine iteration as the first token.
//   - A reasoning model's thinking is timed apart from its answer. Its deltas
//     (delta.reasoning_content, vLLM's reasoning parsers' field, or delta.reasoning,
//     which newer vLLM sends) count for TTFT, ITL and E2EL like any token, as in vllm
//     bench serve, so TTFT stays the first token of any kind. TTFO, the time to first
//     output token, is Sent → the first event that carried answer text (delta.content
//     or text not empty); Record.ReasoningTokens counts the thinking, from
//     usage.completion_tokens_details.reasoning_tokens when the server sends it, else
//     from the reasoning-bearing events.
//   - ITL is one sample per token-bearing event (the gap since the previous event with
//     non-empty choices), not per token: an event carrying k tokens gives one ITL sample.
//     Record.ITLsPerToken divides by k for the per-token view.
//   - E2EL is Sent → the last token-bearing event. The usage chunk (empty choices) and
//     [DONE] do not count.
//   - An event's time is when its bytes reached this machine: on 64-bit Linux, the
//     kernel's receive time of the data (SO_TIMESTAMPNS on every TCP connection the
//     default transport dials; for TCP the kernel reports the last segment a read
//     consumed, so the time is never earlier than the event's arrival). vllm bench
//     serve reads the clock when its Python coroutine gets to the chunk, which adds
//     however long a busy generator took to schedule the read: with 1,024 streams
//     whose first events come in one burst, tens of milliseconds. Where the kernel
//     gives no time (other systems, the embedded simulator's in-memory connection, a
//     caller's own HTTPClient whose dialer is not this package's, or
//     Config.UserSpaceTimes) it is the clock the moment the data line has been read.
//     Either way the time is taken before the payload is decoded (decodeChunk: one
//     strict pass that builds no tree, as strict as encoding/json and checked against
//     it), so decoding never delays its own stamp; it only costs CPU, which the other
//     streams' readings and the server share.
//   - Output tokens are usage.completion_tokens from the final usage chunk (the client
//     always asks for stream_options.include_usage); without it, the sum of the per-event
//     token counts, flagged as estimated unless continuous usage stats gave them.
//
// Unlike vllm bench serve, which ignores mid-stream {"error":…} events and counts any
// request with one token as a success, the gate fails a request on a mid-stream error,
// a stream that ends without a finish_reason, a chunk that is not JSON, or a transport
// error: every request ends in exactly one Class.
//
// The client writes each request itself (Client.send): byte for byte the body
// go-openai's encoding and the body merge below produce, and the headers go-openai
// sets, and an HTTP error status is turned into go-openai's error types as go-openai
// does, so that the server's message reaches Record.Err (the tests compare both paths;
// Config.ViaGoOpenAI keeps go-openai's request path as their reference). Going
// through go-openai cost about three times the bare request's CPU per request, which
// at 1,024 streams against an external server moved the TTFT error p99 from a few
// milliseconds to tens (BENCHMARKS.md, issue 14). The event stream the client reads
// itself (sseReader): go-openai's
// stream reader took an SSE comment before a data: {"error":…} event for part of the
// error, and the request came out Malformed instead of Midstream. Comments, blank lines
// and the id and retry fields are skipped; each data line is one payload, handed over
// as soon as it is read; an event of type "error" is a mid-stream error too. On
// go-openai's path, what go-openai has no field for is merged into the JSON body by
// this package's http.RoundTripper: vLLM's ignore_eos, min_tokens, cache_salt and
// stream_options.continuous_usage_stats, temperature 0 (which go-openai omits), and
// the model, max_tokens and stream_options, so that go-openai's checks of OpenAI model
// names never refuse a self-hosted server's served name; the same RoundTripper sets
// X-Request-Id. On both paths it notes when the response headers arrived
// (Record.FirstByte).
//
// Classification, in order: the per-request deadline passed (Timeout); the caller's
// context ended (Canceled); HTTP status ≥ 400 before the stream (HTTPError, with the
// server's message); an {"error":…} event or an event of type "error" after the 200
// (Midstream); a payload that is not JSON, a line longer than 16 MiB, a stream past
// 256 MiB, or a 200 that is
// not an event stream (Malformed); a connection refused,
// reset or closed mid-body (Transport); a stream that ended cleanly — with or without
// [DONE] — but without a finish_reason (Truncated); else OK.
//
// The API key is sent as "Authorization: Bearer …" and nowhere else: it is never logged,
// never stored in a Record and scrubbed from every error text (a server that echoes it
// back does not leak it into results).
package client
