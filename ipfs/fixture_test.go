package ipfs

import (
	"context"
	"testing"
	"time"

	"github.com/arbitra-network/arbitra/ipfs/ipfstest"
	"github.com/arbitra-network/arbitra/store"
	"github.com/arbitra-network/arbitra/verdict"
	ds "github.com/ipfs/go-datastore"
	"github.com/libp2p/go-libp2p"
	"github.com/libp2p/go-libp2p/core/host"
	"github.com/libp2p/go-libp2p/core/peer"
)

// fixture wraps ipfstest.Record with the short names the tests use.
type fixture struct {
	coord    *verdict.KeySigner
	sv       verdict.SignedVerdict
	receipts [][]byte
	content  verdict.Content
	rec      ipfstest.Record
}

func newFixture(t testing.TB) fixture {
	r := ipfstest.NewRecord(t)
	return fixture{coord: r.Coordinator, sv: r.Verdict, receipts: r.Receipts, content: r.Content, rec: r}
}

func (f fixture) record() verdict.Record        { return f.rec.Record() }
func (f fixture) sealBlock(t testing.TB) []byte { return f.rec.SealBlock(t) }

// newHost starts a libp2p host on loopback TCP, closed with the test.
func newHost(t testing.TB) host.Host {
	t.Helper()
	h, err := libp2p.New(libp2p.ListenAddrStrings("/ip4/127.0.0.1/tcp/0"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = h.Close() })
	return h
}

// testDB is a node's store in a directory, opened as a coordinator opens
// it, with the IPFS datastore inside it.
type testDB struct {
	*store.DB
	ds ds.Batching
}

// openTestDB opens the store in dir, closed with the test (again, if the
// test closed it already).
func openTestDB(t testing.TB, dir string) *testDB {
	t.Helper()
	db, err := store.Open(store.Options{Dir: dir})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = db.Close() })
	d, err := NewDatastore(db.Pebble())
	if err != nil {
		t.Fatal(err)
	}
	return &testDB{DB: db, ds: d}
}

// newNode starts a Node on its own host and a store in a temp dir, closed
// with the test (before its database and host).
func newNode(t testing.TB, cfg Config) *Node {
	t.Helper()
	if cfg.Host == nil {
		cfg.Host = newHost(t)
	}
	if cfg.Datastore == nil {
		cfg.Datastore = openTestDB(t, t.TempDir()).ds
	}
	n, err := New(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if err := n.Close(); err != nil {
			t.Errorf("close node: %v", err)
		}
	})
	return n
}

func connect(t testing.TB, from, to host.Host) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := from.Connect(ctx, peer.AddrInfo{ID: to.ID(), Addrs: to.Addrs()}); err != nil {
		t.Fatal(err)
	}
}

func failedChecks(rep verdict.Report) []string {
	var out []string
	for _, c := range rep.Checks {
		if !c.OK {
			out = append(out, c.Name+": "+c.Detail)
		}
	}
	return out
}
