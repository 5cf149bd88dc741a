package server

import (
	"testing"

	"github.com/arbitra-network/arbitra/internal/leaktest"
)

// TestMain fails the package if a test leaves a goroutine behind: the edge
// and the coordinator behind it each stop what they start.
func TestMain(m *testing.M) {
	leaktest.VerifyTestMain(m)
}
