// Package coordtest starts a coordinator for the tests of the packages that
// serve or call it: a real libp2p host on loopback and a pebble store on
// disk, no jurors, everything closed when the test ends.
package coordtest

import (
	"context"
	"testing"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/arbitra-network/arbitra/coordinator"
	"github.com/arbitra-network/arbitra/p2p"
	"github.com/arbitra-network/arbitra/store"
	"github.com/arbitra-network/arbitra/verdict"
)

// Start returns a started coordinator with no jurors; t's cleanup closes it.
func Start(t testing.TB) *coordinator.Service {
	t.Helper()
	key, err := crypto.GenerateKey()
	if err != nil {
		t.Fatal(err)
	}
	h, err := p2p.New(context.Background(), p2p.Config{Key: key, ListenAddrs: p2p.LoopbackListenAddrs[:1]})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { h.Close() })
	db, err := store.Open(store.Options{Dir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	svc, err := coordinator.New(coordinator.Config{Signer: verdict.NewKeySigner(key), Host: h, Store: db})
	if err != nil {
		t.Fatal(err)
	}
	if err := svc.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { svc.Close() })
	return svc
}
