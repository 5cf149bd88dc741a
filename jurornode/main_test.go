package jurornode

import (
	"testing"

	"github.com/arbitra-network/arbitra/internal/leaktest"
)

func TestMain(m *testing.M) {
	leaktest.VerifyTestMain(m)
}
