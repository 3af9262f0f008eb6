package results

// TTFTSplit is a cell's client TTFT decomposed into vLLM's share and the front end's,
// the figures behind the gate's ttft_overhead (scrape.TTFTSplit defines them). A client
// measures TTFT from its send, vLLM from when its front end received the request; what
// lies between (network, gateway, tokenisation, queueing in front of vLLM) is the front
// end's share, and an upgrade that moves it is a different problem from one that moves
// the engine's.
//
// Every figure is a mean in simulated seconds over the cell's requests that ended ok,
// pooled over trials: Client of the client's TTFT samples, Engine Δsum/Δcount of
// vllm:time_to_first_token_seconds, Queue and Prefill the same of
// vllm:request_queue_time_seconds and vllm:request_prefill_time_seconds, FrontEnd
// Client − Engine. EngineP50 and EngineP95 are interpolated from the histogram's
// buckets as PromQL's histogram_quantile does, estimates for reading only. A figure
// the run could not give is absent (null never stands for 0), and its *Why field
// says why: for Engine and FrontEnd a reason starting "engine share unavailable: "
// (no such histogram, as on Ollama, or vLLM counted other requests than the client
// measured).
//
// Files written before the split was recorded have none (Cell.TTFTSplit is nil).
type TTFTSplit struct {
	// Requests is the number of client TTFT samples the means are over.
	Requests int `json:"requests"`

	Client   *float64 `json:"client,omitempty"`
	Engine   *float64 `json:"engine,omitempty"`
	Queue    *float64 `json:"queue,omitempty"`
	Prefill  *float64 `json:"prefill,omitempty"`
	FrontEnd *float64 `json:"front_end,omitempty"`

	// EngineP50 and EngineP95 are bucket-interpolated estimates of the engine TTFT's
	// median and 95th percentile; absent when Engine is, or when the trials' bucket
	// layouts differ (a server restarted with other buckets between them).
	EngineP50 *float64 `json:"engine_p50,omitempty"`
	EngineP95 *float64 `json:"engine_p95,omitempty"`

	// ClientWhy … FrontEndWhy say why the figure of the same name is absent; empty
	// when it is present.
	ClientWhy   string `json:"client_unavailable,omitempty"`
	EngineWhy   string `json:"engine_unavailable,omitempty"`
	QueueWhy    string `json:"queue_unavailable,omitempty"`
	PrefillWhy  string `json:"prefill_unavailable,omitempty"`
	FrontEndWhy string `json:"front_end_unavailable,omitempty"`
}
