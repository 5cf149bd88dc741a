package audit_test

import (
	"testing"

	"github.com/arbitra-network/arbitra/internal/leaktest"
)

// The simulated chain and the gateway's HTTP client start goroutines that
// each test must have stopped.
func TestMain(m *testing.M) { leaktest.VerifyTestMain(m) }
