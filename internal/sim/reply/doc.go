// Package reply owns what the simulated model says. A Responder decides the text of an
// answer (or that it has none and is open-ended filler); the engine decides when each
// token comes out and, for open answers, how many there are.
package reply
