package node

import (
	"context"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/arbitra-network/arbitra/identity"
	"github.com/arbitra-network/arbitra/ipfs/ipfstest"
	"github.com/arbitra-network/arbitra/p2p"
)

// TestOneDatabasePerNode stores a record through a coordinator's IPFS node
// and checks that its blocks live in the store's database under "/ipfs/",
// that the data directory holds one database (one pebble OPTIONS file), and that
// the record is still pinned and served after the node starts again on
// the same directory.
func TestOneDatabasePerNode(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	cfg := Config{DataDir: dir, Key: identity.Derive(t.Name()), ListenAddrs: p2p.LoopbackListenAddrs[:1],
		Coordinator: &CoordinatorConfig{HTTPAddr: "127.0.0.1:0"}}
	n := startNode(t, cfg)
	rec := ipfstest.NewRecord(t)
	ids, err := n.IPFS.PutRecord(ctx, rec.Verdict, rec.Receipts)
	if err != nil {
		t.Fatal(err)
	}
	var ipfsKeys int
	err = n.Store.Scan([]byte("/ipfs/"), func(_, _ []byte) error {
		ipfsKeys++
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	// Each block and its pin, and the record's index entry.
	if want := 2*(2+len(ids.Receipts)) + 1; ipfsKeys != want {
		t.Fatalf("%d keys under /ipfs/ in the store's database, want %d", ipfsKeys, want)
	}
	if err := n.Close(); err != nil {
		t.Fatal(err)
	}

	var manifests []string
	err = filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err == nil && strings.HasPrefix(d.Name(), "OPTIONS-") {
			manifests = append(manifests, filepath.Dir(path))
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(manifests) != 1 {
		t.Fatalf("databases under the data directory: %v, want one", manifests)
	}

	again := startNode(t, cfg)
	info, err := again.IPFS.Lookup(ctx, ids.Verdict)
	if err != nil || info.Seal != ids.Seal {
		t.Fatalf("record after restart: %+v %v", info, err)
	}
	for _, c := range append([]string{ids.Verdict, ids.Seal}, ids.Receipts...) {
		if ok, err := again.IPFS.Pinned(ctx, c); err != nil || !ok {
			t.Fatalf("block %s not pinned after restart (%v)", c, err)
		}
	}
	if b, err := again.IPFS.Get(ctx, ids.Verdict); err != nil || string(b) != string(rec.Verdict.Bytes) {
		t.Fatalf("verdict block after restart: %v", err)
	}
}

// A data directory laid out by an earlier version (badger databases under
// store/ and ipfs/) is refused, not silently started empty beside them.
func TestEarlierDataDirRefused(t *testing.T) {
	for _, old := range []string{"store", "ipfs"} {
		dir := t.TempDir()
		if err := os.Mkdir(filepath.Join(dir, old), 0o700); err != nil {
			t.Fatal(err)
		}
		n, err := New(Config{DataDir: dir, Key: identity.Derive(t.Name()), ListenAddrs: p2p.LoopbackListenAddrs[:1],
			Coordinator: &CoordinatorConfig{HTTPAddr: "127.0.0.1:0"}})
		if err != nil {
			t.Fatal(err)
		}
		err = n.Start(context.Background())
		if !errors.Is(err, ErrEarlierDataDir) {
			t.Fatalf("start on a data directory with %s/: %v, want ErrEarlierDataDir", old, err)
		}
		if err := n.Close(); err != nil {
			t.Fatalf("close after the refused start: %v", err)
		}
	}
}
