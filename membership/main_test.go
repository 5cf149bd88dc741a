package membership_test

import (
	"testing"

	"github.com/arbitra-network/arbitra/internal/leaktest"
)

// TestMain fails the package if any test leaves a goroutine behind: every
// goroutine a service starts has an owner that stops it.
func TestMain(m *testing.M) {
	leaktest.VerifyTestMain(m)
}
