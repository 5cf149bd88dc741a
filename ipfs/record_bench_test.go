package ipfs_test

import (
	"context"
	"testing"

	"github.com/libp2p/go-libp2p"

	"github.com/arbitra-network/arbitra/ipfs"
	"github.com/arbitra-network/arbitra/ipfs/ipfstest"
	"github.com/arbitra-network/arbitra/store"
)

// benchNode is an ipfs.Node on a loopback host and a store in a temp dir,
// as a coordinator runs it.
func benchNode(b *testing.B) *ipfs.Node {
	b.Helper()
	db, err := store.Open(store.Options{Dir: b.TempDir()})
	if err != nil {
		b.Fatal(err)
	}
	d, err := ipfs.NewDatastore(db.Pebble())
	if err != nil {
		_ = db.Close()
		b.Fatal(err)
	}
	h, err := libp2p.New(libp2p.ListenAddrStrings("/ip4/127.0.0.1/tcp/0"))
	if err != nil {
		_ = db.Close()
		b.Fatal(err)
	}
	n, err := ipfs.New(context.Background(), ipfs.Config{Host: h, Datastore: d})
	if err != nil {
		_ = h.Close()
		_ = db.Close()
		b.Fatal(err)
	}
	b.Cleanup(func() {
		_ = n.Close()
		_ = h.Close()
		_ = db.Close()
	})
	return n
}

// BenchmarkPutRecord stores and pins a minted record (verdict, seal and
// receipt blocks, audited first, then synced); BenchmarkPutRecord/minted is
// the coordinator's archive step, PutMinted, which skips the receipts'
// audit. Every iteration puts a record never stored before, as the
// coordinator does; minting it is outside the timer.
func BenchmarkPutRecord(b *testing.B) {
	audited := func(n *ipfs.Node, ctx context.Context, r ipfstest.Record) error {
		_, err := n.PutRecord(ctx, r.Verdict, r.Receipts)
		return err
	}
	minted := func(n *ipfs.Node, ctx context.Context, r ipfstest.Record) error {
		_, err := n.PutMinted(ctx, r.Verdict, r.Receipts)
		return err
	}
	for _, c := range []struct {
		name string
		put  func(*ipfs.Node, context.Context, ipfstest.Record) error
	}{
		{"audited", audited},
		{"minted", minted},
	} {
		b.Run(c.name, func(b *testing.B) {
			n := benchNode(b)
			ctx := context.Background()
			b.ReportAllocs()
			for b.Loop() {
				b.StopTimer()
				r := ipfstest.NewRecord(b)
				b.StartTimer()
				if err := c.put(n, ctx, r); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkGetRecord reads a stored record back: the index lookup with the
// seal block, then the verdict block.
func BenchmarkGetRecord(b *testing.B) {
	r := ipfstest.NewRecord(b)
	n := benchNode(b)
	ctx := context.Background()
	ids, err := n.PutRecord(ctx, r.Verdict, r.Receipts)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		info, err := n.Lookup(ctx, ids.Verdict)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := n.Get(ctx, info.Verdict); err != nil {
			b.Fatal(err)
		}
	}
}
