package client

import (
	"testing"

	"go.uber.org/goleak"
)

// TestMain fails the package when a test leaves a goroutine behind: every response
// body must be closed on every path, and every server and idle connection stopped.
func TestMain(m *testing.M) {
	goleak.VerifyTestMain(m)
}
