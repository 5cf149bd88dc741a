// Package leaktest is the goroutine-leak check the tests share: goleak,
// with the goroutines that libraries leave running on purpose.
package leaktest

import (
	"testing"

	"go.uber.org/goleak"
)

// Known are the goroutines a test may leave behind because a library owns
// them for the life of the process: go-ethereum's package-level sender
// cache, started by the first simulated chain, and the pool drain of the
// in-memory database that the simulated chain does not close.
func Known() []goleak.Option {
	return []goleak.Option{
		goleak.IgnoreTopFunction("github.com/ethereum/go-ethereum/core.(*txSenderCacher).cache"),
		goleak.IgnoreTopFunction("github.com/syndtr/goleveldb/leveldb.(*DB).mpoolDrain"),
	}
}

// VerifyTestMain runs a package's tests and fails it if any left a
// goroutine behind, but for the Known ones.
func VerifyTestMain(m *testing.M) { goleak.VerifyTestMain(m, Known()...) }
