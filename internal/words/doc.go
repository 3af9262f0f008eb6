// Package words owns how the gate's messages and reports put counts into English:
// "1 cell", "3 cells", "12,345 requests". Every package that words a count uses it,
// so that a number reads the same in a log line, a verdict and a report.
package words
