// Package traffic turns what production already records into a proposed plan and
// into replayable arrival sequences. It reads two sources:
//
//   - request logs (ReadLog): JSON Lines with a timestamp and the OpenAI usage object,
//     as API gateways log them. Only times and token counts are read; prompt and
//     answer text are never kept. ReadLog reads the standard traces as well, each
//     told from its first line (Detect) or named (Format): Mooncake JSON Lines
//     (timestamp in ms, input_length, output_length and hash_ids, one id per block of
//     512 tokens by default), the Azure LLM inference CSV (TIMESTAMP, ContextTokens,
//     GeneratedTokens) and the BurstGPT CSV (Timestamp in s, Request tokens, Response
//     tokens). A bad line is a *LineError, "file:line: field: what is wrong".
//   - a vLLM server's Prometheus metrics (Sample, ReadSeries): the prompt- and
//     generation-length histograms, vllm:request_success_total and the prefix-cache
//     counters, scraped over a window.
//
// From either it proposes (FromLog, FromSeries; WriteYAML renders the plan):
//
//   - workloads as empirical length distributions, tabulated at Knots. A log is
//     clustered on (ln prompt, ln(1+completion)) with k-means: 2 to 4 clusters when
//     the best mean silhouette is at least 0.5 and every cluster holds 1 % of the
//     requests, else one. Histograms are marginal (a prompt cannot be paired with its
//     answer), so metrics give one workload, its knots interpolated within the
//     buckets and moved within them until the table's mean is the exact _sum/_count.
//     KindOf names each cluster's prompt template from its mean lengths.
//   - load levels: the median whole minute as "normal" and the 99th percentile minute
//     (numpy's linear rule) as "peak"; the busiest SpikeWindow as the burst's spike.
//   - the prefix share: cached over prompt tokens (a log line without cached tokens
//     counts as 0 once any line has them, since vLLM omits them when none were
//     cached), or Δ hits / Δ queries of the prefix-cache counters.
//
// Each proposed number keeps a note of where it came from, and WriteYAML writes the
// notes as the plan's comments, so a reviewer can check every figure before the plan
// is committed. A Trace is a log read for a replay load: its arrivals and lengths,
// and a Mooncake trace's hash_ids, from which the replay rebuilds prompts that share
// prefixes as the ids do. PrefixHits is the prefix-cache hit ratio those ids imply:
// over the trace in order, the tokens of blocks whose id an earlier request had
// (a partial last block counting the tokens it has) over all prompt tokens; a
// Mooncake trace's derived prefix share is that ratio.
package traffic
