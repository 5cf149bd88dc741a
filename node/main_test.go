//go:build !arbitra_juror

package node

import (
	"testing"

	"go.uber.org/goleak"
)

// TestMain fails the package if any test leaves a goroutine behind: a
// node stops everything its roles start.
func TestMain(m *testing.M) {
	goleak.VerifyTestMain(m)
}
