package ipfs

import (
	"testing"

	"go.uber.org/goleak"
)

// TestMain fails the package if any test leaves a goroutine behind: nodes,
// hosts and datastores must stop everything they start.
func TestMain(m *testing.M) {
	goleak.VerifyTestMain(m)
}
