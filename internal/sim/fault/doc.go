// Package fault owns the vocabulary of the simulator's injected faults: which kinds
// exist, which parameters each takes, the text syntax shared by the X-Sim-Fault header,
// the configuration and the admin endpoint, and the seeded decision of which request
// gets which fault. It describes and decides only; the HTTP server applies the faults.
package fault
