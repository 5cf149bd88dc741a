package ipfs

import (
	"context"
	"errors"
	"fmt"
	"reflect"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/dgraph-io/badger/v4"
	ds "github.com/ipfs/go-datastore"
	dsq "github.com/ipfs/go-datastore/query"
	dstest "github.com/ipfs/go-datastore/test"
)

// openTestDB opens a badger database in dir with durable commits, as the
// node's store opens it; it is closed with the test (again, if the test
// closed it already).
func openTestDB(t testing.TB, dir string) *badger.DB {
	t.Helper()
	db, err := badger.Open(badger.DefaultOptions(dir).WithSyncWrites(true).WithLogger(nil).
		WithMemTableSize(8 << 20).WithBlockCacheSize(1 << 20).WithIndexCacheSize(1 << 20))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = db.Close() })
	return db
}

func openTestDatastore(t *testing.T, db *badger.DB) *badgerDatastore {
	t.Helper()
	d := newBadgerDatastore(db)
	t.Cleanup(func() { _ = d.Close() })
	return d
}

// storeKeys are keys the node's store keeps beside the datastore's: none
// may be seen, changed or deleted through the datastore.
var storeKeys = []string{"coord/record/x", "rep/juror/y", "ipfs", "ipfsx/blocks/z"}

func putStoreKeys(t *testing.T, db *badger.DB) {
	t.Helper()
	err := db.Update(func(txn *badger.Txn) error {
		for _, k := range storeKeys {
			if err := txn.Set([]byte(k), []byte(k)); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

func checkStoreKeys(t *testing.T, db *badger.DB) {
	t.Helper()
	err := db.View(func(txn *badger.Txn) error {
		for _, k := range storeKeys {
			item, err := txn.Get([]byte(k))
			if err != nil {
				return fmt.Errorf("%s: %w", k, err)
			}
			if v, _ := item.ValueCopy(nil); string(v) != k {
				return fmt.Errorf("%s holds %q", k, v)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatalf("store keys beside the datastore: %v", err)
	}
}

// TestDatastoreSuite runs go-datastore's own conformance suite on a
// database that also holds keys of the store, which must stay untouched;
// its Sync then flushes badger's logs.
// Its combinations subtest runs thousands of queries (tens of seconds on
// two cores), so -short leaves it out.
func TestDatastoreSuite(t *testing.T) {
	// Without SyncWrites: the suite makes hundreds of thousands of writes and
	// checks what they do, not that each is on disk when it returns.
	db, err := badger.Open(badger.DefaultOptions(t.TempDir()).WithLogger(nil).WithMemTableSize(8 << 20))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = db.Close() })
	putStoreKeys(t, db)
	d := openTestDatastore(t, db)
	defer checkStoreKeys(t, db)
	if !testing.Short() {
		dstest.SubtestAll(t, d)
		return
	}
	for _, f := range dstest.BasicSubtests {
		name := runtime.FuncForPC(reflect.ValueOf(f).Pointer()).Name()
		if strings.HasSuffix(name, ".SubtestCombinations") {
			continue
		}
		t.Run(name, func(t *testing.T) { f(t, d); clearDatastore(t, d) })
	}
	for _, f := range dstest.BatchSubtests {
		name := runtime.FuncForPC(reflect.ValueOf(f).Pointer()).Name()
		t.Run(name, func(t *testing.T) { f(t, d); clearDatastore(t, d) })
	}
}

func clearDatastore(t *testing.T, d ds.Datastore) {
	t.Helper()
	res, err := d.Query(t.Context(), dsq.Query{KeysOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	es, err := res.Rest()
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range es {
		if err := d.Delete(t.Context(), ds.RawKey(e.Key)); err != nil {
			t.Fatal(err)
		}
	}
}

// A put is on disk when it returns: the value is there after the database
// is closed and opened again, under the datastore's prefix.
func TestDatastorePersistsAcrossReopen(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	db := openTestDB(t, dir)
	d := newBadgerDatastore(db)
	if err := d.Put(ctx, ds.NewKey("/a/b"), []byte("v")); err != nil {
		t.Fatal(err)
	}
	if err := d.Close(); err != nil {
		t.Fatal(err)
	}
	if err := d.Close(); err != nil {
		t.Fatalf("second close: %v", err)
	}
	if _, err := d.Get(ctx, ds.NewKey("/a/b")); !errors.Is(err, ErrClosed) {
		t.Fatalf("get after close: %v", err)
	}
	if db.IsClosed() {
		t.Fatal("closing the datastore closed the shared database")
	}
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}
	db = openTestDB(t, dir)
	err := db.View(func(txn *badger.Txn) error {
		_, err := txn.Get([]byte(keyPrefix + "/a/b"))
		return err
	})
	if err != nil {
		t.Fatalf("key under the prefix after reopen: %v", err)
	}
	v, err := openTestDatastore(t, db).Get(ctx, ds.NewKey("/a/b"))
	if err != nil || string(v) != "v" {
		t.Fatalf("after reopen: %q %v", v, err)
	}
}

func TestDatastoreQuery(t *testing.T) {
	ctx := context.Background()
	db := openTestDB(t, t.TempDir())
	putStoreKeys(t, db)
	d := openTestDatastore(t, db)
	for i := range 10 {
		if err := d.Put(ctx, ds.NewKey(fmt.Sprintf("/p/%02d", i)), []byte{byte(i)}); err != nil {
			t.Fatal(err)
		}
	}
	if err := d.Put(ctx, ds.NewKey("/pq/x"), []byte("x")); err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name string
		q    dsq.Query
		want []string
	}{
		{"prefix is a path segment", dsq.Query{Prefix: "/p", KeysOnly: true, Limit: 2}, []string{"/p/00", "/p/01"}},
		{"offset and limit", dsq.Query{Prefix: "/p/", Offset: 8, Limit: 5}, []string{"/p/08", "/p/09"}},
		{"descending", dsq.Query{Prefix: "p", Orders: []dsq.Order{dsq.OrderByKeyDescending{}}, Limit: 2, Offset: 1}, []string{"/p/08", "/p/07"}},
		{"filter", dsq.Query{Filters: []dsq.Filter{dsq.FilterKeyCompare{Op: dsq.GreaterThanOrEqual, Key: "/p/09"}}}, []string{"/p/09", "/pq/x"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			res, err := d.Query(ctx, c.q)
			if err != nil {
				t.Fatal(err)
			}
			es, err := res.Rest()
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, e := range es {
				got = append(got, e.Key)
				if !c.q.KeysOnly && len(e.Value) != e.Size {
					t.Errorf("%s: value of %d bytes, size %d", e.Key, len(e.Value), e.Size)
				}
			}
			if fmt.Sprint(got) != fmt.Sprint(c.want) {
				t.Fatalf("got %v, want %v", got, c.want)
			}
		})
	}
}

// An open query must not deadlock Close; Close waits for it to be closed.
func TestDatastoreCloseWaitsForQuery(t *testing.T) {
	ctx := context.Background()
	d := newBadgerDatastore(openTestDB(t, t.TempDir()))
	_ = d.Put(ctx, ds.NewKey("/k"), []byte("v"))
	res, err := d.Query(ctx, dsq.Query{})
	if err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- d.Close() }()
	// Operations started after Close began fail fast instead of blocking.
	deadline := time.Now().Add(10 * time.Second)
	for {
		if _, err := d.Has(ctx, ds.NewKey("/k")); errors.Is(err, ErrClosed) {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("Close never began")
		}
		time.Sleep(time.Millisecond)
	}
	_ = res.Close()
	if err := <-done; err != nil {
		t.Fatal(err)
	}
}
