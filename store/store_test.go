package store_test

import (
	"errors"
	"fmt"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"

	dto "github.com/prometheus/client_model/go"
	"go.uber.org/goleak"

	"github.com/arbitra-network/arbitra/internal/await"
	"github.com/arbitra-network/arbitra/store"
)

type record struct {
	ID    string `json:"id"`
	Score int    `json:"score"`
	Body  string `json:"body,omitempty"`
}

func open(t *testing.T, o store.Options) *store.DB {
	t.Helper()
	db, err := store.Open(o)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	return db
}

func TestPutGetDelete(t *testing.T) {
	db := open(t, store.Options{Dir: t.TempDir()})
	key := store.Key("coord", "record", "vrd_1")
	if string(key) != "coord/record/vrd_1" {
		t.Fatalf("Key = %q", key)
	}
	var got record
	if err := db.Get(key, &got); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("Get before Put: %v, want ErrNotFound", err)
	}
	want := record{ID: "vrd_1", Score: 7}
	if err := db.Put(key, want); err != nil {
		t.Fatal(err)
	}
	if err := db.Get(key, &got); err != nil {
		t.Fatal(err)
	}
	if got != want {
		t.Fatalf("Get = %+v, want %+v", got, want)
	}
	if err := db.Delete(key); err != nil {
		t.Fatal(err)
	}
	if err := db.Get(key, &got); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("Get after Delete: %v, want ErrNotFound", err)
	}
	if err := db.Delete(key); err != nil {
		t.Fatalf("Delete of a missing key: %v", err)
	}
}

func TestPutUnencodable(t *testing.T) {
	db := open(t, store.Options{Dir: t.TempDir()})
	if err := db.Put([]byte("k"), make(chan int)); err == nil {
		t.Fatal("Put of a channel succeeded")
	}
	if err := db.View(func(tx *store.Txn) error {
		ok, err := tx.Has([]byte("k"))
		if ok {
			t.Error("failed Put left a key")
		}
		return err
	}); err != nil {
		t.Fatal(err)
	}
}

func TestUpdateIsAtomic(t *testing.T) {
	db := open(t, store.Options{Dir: t.TempDir()})
	if err := db.Put([]byte("a"), record{ID: "old"}); err != nil {
		t.Fatal(err)
	}
	boom := errors.New("boom")
	err := db.Update(func(tx *store.Txn) error {
		if err := tx.Put([]byte("a"), record{ID: "new"}); err != nil {
			return err
		}
		if err := tx.Put([]byte("b"), record{ID: "b"}); err != nil {
			return err
		}
		if err := tx.Delete([]byte("a")); err != nil {
			return err
		}
		// Reads inside the transaction see its own writes.
		if ok, err := tx.Has([]byte("b")); err != nil || !ok {
			t.Errorf("Has(b) inside the transaction = %v, %v", ok, err)
		}
		return boom
	})
	if !errors.Is(err, boom) {
		t.Fatalf("Update = %v, want the callback's error", err)
	}
	var got record
	if err := db.Get([]byte("a"), &got); err != nil || got.ID != "old" {
		t.Fatalf("a after failed Update = %+v, %v; want old", got, err)
	}
	if err := db.Get([]byte("b"), &got); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("b after failed Update: %v, want ErrNotFound", err)
	}

	// The same transaction without the error commits every write.
	if err := db.Update(func(tx *store.Txn) error {
		if err := tx.Put([]byte("b"), record{ID: "b"}); err != nil {
			return err
		}
		return tx.Delete([]byte("a"))
	}); err != nil {
		t.Fatal(err)
	}
	if err := db.Get([]byte("a"), &got); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("a after Update: %v, want ErrNotFound", err)
	}
	if err := db.Get([]byte("b"), &got); err != nil || got.ID != "b" {
		t.Fatalf("b after Update = %+v, %v", got, err)
	}
}

func TestTxnHas(t *testing.T) {
	db := open(t, store.Options{Dir: t.TempDir()})
	if err := db.Put([]byte("present"), 1); err != nil {
		t.Fatal(err)
	}
	if err := db.View(func(tx *store.Txn) error {
		for key, want := range map[string]bool{"present": true, "absent": false, "pres": false} {
			ok, err := tx.Has([]byte(key))
			if err != nil {
				return err
			}
			if ok != want {
				t.Errorf("Has(%q) = %v, want %v", key, ok, want)
			}
		}
		return nil
	}); err != nil {
		t.Fatal(err)
	}
}

func TestScanPrefix(t *testing.T) {
	db := open(t, store.Options{Dir: t.TempDir()})
	// Written out of order, with neighbours on both sides of the prefix
	// ("p/" sorts after "o" and before "p0" and "q").
	keys := []string{"p/c", "q/a", "p/a", "o/z", "p0", "p/b/1", "p", "p/b"}
	for i, k := range keys {
		if err := db.Put([]byte(k), i); err != nil {
			t.Fatal(err)
		}
	}
	var got []string
	if err := db.Scan([]byte("p/"), func(k, v []byte) error {
		got = append(got, string(k)+"="+string(v))
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	want := []string{"p/a=2", "p/b=7", "p/b/1=5", "p/c=0"}
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Fatalf("Scan(p/) = %v, want %v", got, want)
	}

	// An error from fn stops the scan and is returned.
	stop := errors.New("stop")
	n := 0
	err := db.Scan([]byte("p/"), func(k, v []byte) error {
		n++
		return stop
	})
	if !errors.Is(err, stop) || n != 1 {
		t.Fatalf("Scan with a failing fn = %v after %d calls; want stop after 1", err, n)
	}

	n = 0
	if err := db.Scan([]byte("none/"), func(k, v []byte) error { n++; return nil }); err != nil || n != 0 {
		t.Fatalf("Scan of an empty prefix: %d calls, %v", n, err)
	}
}

func TestDurableAcrossReopen(t *testing.T) {
	dir := t.TempDir()
	db, err := store.Open(store.Options{Dir: dir})
	if err != nil {
		t.Fatal(err)
	}
	big := record{ID: "big", Body: strings.Repeat("x", 16<<10)} // beyond the value threshold: in the value log
	if err := db.Put([]byte("small"), record{ID: "small", Score: 1}); err != nil {
		t.Fatal(err)
	}
	if err := db.Put([]byte("big"), big); err != nil {
		t.Fatal(err)
	}
	if err := db.Put([]byte("gone"), 1); err != nil {
		t.Fatal(err)
	}
	if err := db.Delete([]byte("gone")); err != nil {
		t.Fatal(err)
	}
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}

	db = open(t, store.Options{Dir: dir})
	var got record
	if err := db.Get([]byte("small"), &got); err != nil || got.ID != "small" || got.Score != 1 {
		t.Fatalf("small after reopen = %+v, %v", got, err)
	}
	if err := db.Get([]byte("big"), &got); err != nil || got != big {
		t.Fatalf("big after reopen: %v (body %d bytes)", err, len(got.Body))
	}
	if err := db.Get([]byte("gone"), &got); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("deleted key after reopen: %v, want ErrNotFound", err)
	}
}

func TestCloseIdempotent(t *testing.T) {
	db, err := store.Open(store.Options{Dir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	for i := range 3 {
		if err := db.Close(); err != nil {
			t.Fatalf("Close #%d: %v", i+1, err)
		}
	}
}

// A verdict record is about 7 KiB; the in-memory store must hold one.
func TestInMemoryLargeValue(t *testing.T) {
	db := open(t, store.Options{InMemory: true})
	for _, size := range []int{100, 5 << 10, 7 << 10, 64 << 10} {
		want := record{ID: "vrd", Body: strings.Repeat("v", size)}
		key := store.Key("rec", want.ID, strconv.Itoa(size))
		if err := db.Put(key, want); err != nil {
			t.Fatalf("Put of a %d-byte value in memory: %v", size, err)
		}
		var got record
		if err := db.Get(key, &got); err != nil || got != want {
			t.Fatalf("Get of a %d-byte value in memory: %v (body %d bytes)", size, err, len(got.Body))
		}
	}
}

// Close stops pebble's goroutines; the store has none of its own.
func TestCloseStopsGoroutines(t *testing.T) {
	before := goleak.IgnoreCurrent()
	db, err := store.Open(store.Options{Dir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	if err := db.Put([]byte("k"), strings.Repeat("x", 8<<10)); err != nil {
		t.Fatal(err)
	}
	if !goroutineRunning("cockroachdb/pebble") {
		t.Fatal("no pebble goroutine after Open")
	}
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}
	goleak.VerifyNone(t, before)
}

// goroutineRunning reports whether some goroutine's stack contains fn.
func goroutineRunning(fn string) bool {
	buf := make([]byte, 1<<20)
	n := runtime.Stack(buf, true)
	return strings.Contains(string(buf[:n]), fn)
}

// Concurrent Updates are committed in batches: every one is readable once
// it returns and survives a reopen, a failing function sinks only its own
// Update, a function sees the writes of those before it in its batch, and
// an Update after Close fails cleanly.
func TestConcurrentUpdatesBatch(t *testing.T) {
	dir := t.TempDir()
	db, err := store.Open(store.Options{Dir: dir})
	if err != nil {
		t.Fatal(err)
	}
	const n = 600 // more than one batch
	boom := errors.New("boom")
	errs := make(chan error, n)
	for i := range n {
		go func() {
			key := []byte("receipt/" + strconv.Itoa(i))
			err := db.Update(func(tx *store.Txn) error {
				if err := tx.Put(key, record{ID: strconv.Itoa(i), Score: i}); err != nil {
					return err
				}
				// A shared counter: its increments are lost if a batch's
				// functions do not see one another's writes.
				var count int
				if err := tx.Get([]byte("count"), &count); err != nil && !errors.Is(err, store.ErrNotFound) {
					return err
				}
				if err := tx.Put([]byte("count"), count+1); err != nil {
					return err
				}
				if i%7 == 0 {
					return boom
				}
				return nil
			})
			if i%7 == 0 {
				if !errors.Is(err, boom) {
					errs <- fmt.Errorf("update %d: %v, want its own error", i, err)
					return
				}
				errs <- nil
				return
			}
			var got record
			if err != nil || db.Get(key, &got) != nil || got.Score != i {
				errs <- fmt.Errorf("%s after Update: %+v, %v", key, got, err)
				return
			}
			errs <- nil
		}()
	}
	for range n {
		if err := <-errs; err != nil {
			t.Fatal(err)
		}
	}
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}
	if err := db.Put([]byte("late"), 1); !errors.Is(err, store.ErrClosed) {
		t.Fatalf("Put after Close: %v, want ErrClosed", err)
	}
	db = open(t, store.Options{Dir: dir})
	committed := 0
	for i := range n {
		var got record
		err := db.Get([]byte("receipt/"+strconv.Itoa(i)), &got)
		if i%7 == 0 {
			if !errors.Is(err, store.ErrNotFound) {
				t.Fatalf("receipt %d of a failed Update after reopen: %+v, %v", i, got, err)
			}
			continue
		}
		committed++
		if err != nil || got.Score != i {
			t.Fatalf("receipt %d after reopen: %+v, %v", i, got, err)
		}
	}
	var count int
	if err := db.Get([]byte("count"), &count); err != nil || count != committed {
		t.Fatalf("count after reopen = %d, %v; want %d", count, err, committed)
	}
}

// walSyncs is how many times pebble has synced the store's write-ahead log.
func walSyncs(t *testing.T, db *store.DB) uint64 {
	t.Helper()
	var m dto.Metric
	if err := db.Pebble().Metrics().LogWriter.FsyncLatency.Write(&m); err != nil {
		t.Fatal(err)
	}
	return m.GetHistogram().GetSampleCount()
}

// An UpdateLazy is readable once it returns and costs no sync of its own;
// the next Update's sync makes it durable with it.
func TestUpdateLazyRidesOnTheNextSync(t *testing.T) {
	dir := t.TempDir()
	db, err := store.Open(store.Options{Dir: dir})
	if err != nil {
		t.Fatal(err)
	}
	before := walSyncs(t, db)
	for i := range 20 {
		key := []byte("lazy/" + strconv.Itoa(i))
		if err := db.UpdateLazy(func(tx *store.Txn) error { return tx.Put(key, i) }); err != nil {
			t.Fatal(err)
		}
		var got int
		if err := db.Get(key, &got); err != nil || got != i {
			t.Fatalf("%s right after UpdateLazy: %d, %v", key, got, err)
		}
	}
	if n := walSyncs(t, db); n != before {
		t.Fatalf("20 lazy updates synced the log %d times", n-before)
	}
	if err := db.Put([]byte("synced"), 1); err != nil {
		t.Fatal(err)
	}
	// Pebble counts a sync in its metrics just after it wakes the writers
	// the sync made durable, so the count may trail the Update's return.
	await.Until(t, 10*time.Second, "the Update's log sync in pebble's metrics", func() bool { return walSyncs(t, db) != before })
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}
	db = open(t, store.Options{Dir: dir})
	for i := range 20 {
		var got int
		if err := db.Get([]byte("lazy/"+strconv.Itoa(i)), &got); err != nil || got != i {
			t.Fatalf("lazy/%d after reopen: %d, %v", i, got, err)
		}
	}
}

// Updates that arrive while a commit is under way share the next batch and
// its sync; the first, on an idle store, commits on its own goroutine.
func TestConcurrentUpdatesShareSyncs(t *testing.T) {
	db := open(t, store.Options{Dir: t.TempDir()})
	const n = 64
	before := walSyncs(t, db)
	start := make(chan struct{})
	errs := make(chan error, n)
	for i := range n {
		go func() {
			<-start
			errs <- db.Put([]byte("k/"+strconv.Itoa(i)), i)
		}()
	}
	close(start)
	for range n {
		if err := <-errs; err != nil {
			t.Fatal(err)
		}
	}
	if syncs := walSyncs(t, db) - before; syncs == 0 || syncs >= n {
		t.Fatalf("%d concurrent Updates took %d syncs", n, syncs)
	}
}

// TestOnCommitRunsOnlyAfterTheCommit: a function handed to OnCommit sees
// the transaction's writes in the store, and one of a transaction that
// failed never runs.
func TestOnCommitRunsOnlyAfterTheCommit(t *testing.T) {
	db := open(t, store.Options{Dir: t.TempDir()})
	var seen []string
	err := db.Update(func(tx *store.Txn) error {
		tx.OnCommit(func() {
			var v string
			if err := db.Get([]byte("k"), &v); err != nil {
				t.Errorf("after the commit: %v", err)
			}
			seen = append(seen, v)
		})
		return tx.Put([]byte("k"), "v")
	})
	if err != nil || len(seen) != 1 || seen[0] != "v" {
		t.Fatalf("committed: %v, seen %q", err, seen)
	}
	failed := errors.New("failed")
	err = db.Update(func(tx *store.Txn) error {
		tx.OnCommit(func() { seen = append(seen, "failed") })
		return failed
	})
	if !errors.Is(err, failed) || len(seen) != 1 {
		t.Fatalf("failed transaction: %v, seen %q", err, seen)
	}
}
