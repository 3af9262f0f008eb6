package results

// Burst is what TestBurst stores beside its status, so that a report can draw its
// timeline (arrivals, requests in flight, each request's TTFT) without the run: the
// rates, the spike window, the recovery rule's figures and the deadline the plan set.
// Times are simulated seconds from the start of the burst's arrival schedule. It
// arrived within schema v2 as an optional field: files before it have none, and a
// report says so.
type Burst struct {
	// Workload and Prefix name the traffic the burst sent.
	Workload string `json:"workload"`
	Prefix   string `json:"prefix"`
	// Base and Spike are the planned arrival rates (req/s) around and during the
	// spike; AchievedSpike the rate at which spike arrivals were actually sent.
	Base          float64 `json:"base"`
	Spike         float64 `json:"spike"`
	AchievedSpike float64 `json:"achieved_spike"`
	// SpikeStart and SpikeEnd bound the spike; Duration is the whole schedule's
	// length.
	SpikeStart float64 `json:"spike_start"`
	SpikeEnd   float64 `json:"spike_end"`
	Duration   float64 `json:"duration"`
	// RecoveryDeadline is SpikeEnd plus the plan's recover_within: by then the
	// TTFT must have recovered.
	RecoveryDeadline float64 `json:"recovery_deadline"`
	// BaselineTTFT is the p95 TTFT (from the intended send) before the spike and
	// RecoveryLimit the TTFT the requests after it must return within; both 0 when
	// no request before the spike succeeded.
	BaselineTTFT  float64 `json:"baseline_ttft"`
	RecoveryLimit float64 `json:"recovery_limit"`
	// Recovered says whether the TTFT recovered, and Recovery how long after
	// SpikeEnd (see gate.BurstResult).
	Recovered bool    `json:"recovered"`
	Recovery  float64 `json:"recovery"`
	// PeakInFlight is the most requests in flight at once, as the generator counted
	// them.
	PeakInFlight int `json:"peak_in_flight"`
}

// BurstRequest is one arrival of the burst, in schedule order. Times are simulated
// seconds: Intended and Sent from the start of the schedule, TTFT and E2EL from
// the actual send, as in a Record (0 when no token arrived). A request that was never
// sent (the run stopped first, or it was canceled waiting for a concurrency slot) is
// Unsent, with Sent 0.
type BurstRequest struct {
	Intended float64 `json:"intended"`
	Sent     float64 `json:"sent"`
	TTFT     float64 `json:"ttft"`
	E2EL     float64 `json:"e2el"`
	// Class is how the request ended (client.Class: ok, http_error, timeout, …).
	Class  string `json:"class"`
	Unsent bool   `json:"unsent,omitempty"`
}
