package node

import (
	"testing"

	"github.com/arbitra-network/arbitra/internal/leaktest"
)

// TestMain fails the package if any test leaves a goroutine behind: a
// node stops everything its roles start.
func TestMain(m *testing.M) {
	leaktest.VerifyTestMain(m)
}
