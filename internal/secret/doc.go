// Package secret keeps credentials out of what the gate prints and stores: every URL
// a message, a log line, a report or a results file shows goes through URL, one
// policy for all of them.
package secret
