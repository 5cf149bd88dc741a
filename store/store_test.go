package store_test

import (
	"errors"
	"fmt"
	"runtime"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"go.uber.org/goleak"

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

// OnDone's functions run once per transaction, last first, and learn
// whether it committed; a conflict's retry is a transaction of its own,
// and Memo lasts as long as its transaction.
func TestTxnOnDoneAndMemo(t *testing.T) {
	db := open(t, store.Options{Dir: t.TempDir()})
	var got []string
	note := func(name string) func(bool) {
		return func(committed bool) { got = append(got, fmt.Sprintf("%s:%t", name, committed)) }
	}
	check := func(want ...string) {
		t.Helper()
		if strings.Join(got, " ") != strings.Join(want, " ") {
			t.Fatalf("OnDone calls %q, want %q", got, want)
		}
		got = nil
	}
	if err := db.Update(func(tx *store.Txn) error {
		tx.OnDone(note("a"))
		tx.OnDone(note("b"))
		if tx.Memo("k") != nil {
			t.Error("a new transaction has a memo")
		}
		tx.SetMemo("k", 1)
		if tx.Memo("k") != 1 {
			t.Error("memo lost within its transaction")
		}
		return tx.Put([]byte("x"), 1)
	}); err != nil {
		t.Fatal(err)
	}
	check("b:true", "a:true")

	failed := errors.New("failed")
	if err := db.Update(func(tx *store.Txn) error {
		tx.OnDone(note("c"))
		_ = tx.Put([]byte("y"), 1)
		return failed
	}); !errors.Is(err, failed) {
		t.Fatal(err)
	}
	check("c:false")
	if err := db.View(func(tx *store.Txn) error {
		tx.OnDone(note("view"))
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	check("view:false")

	// A conflict: the first attempt reads "x", another commit changes it
	// before the attempt commits, and the retry commits.
	attempt := 0
	if err := db.Update(func(tx *store.Txn) error {
		attempt++
		tx.OnDone(note(fmt.Sprint("try", attempt)))
		if tx.Memo("k") != nil {
			t.Error("a retried transaction kept the memo of the one before")
		}
		tx.SetMemo("k", attempt)
		var v int
		if err := tx.Get([]byte("x"), &v); err != nil {
			return err
		}
		if attempt == 1 {
			if err := db.Put([]byte("x"), v+1); err != nil {
				return err
			}
		}
		return tx.Put([]byte("x"), v+10)
	}); err != nil {
		t.Fatal(err)
	}
	check("try1:false", "try2:true")
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
	// An unsynced commit is visible at once and reaches the disk with the
	// next synced one (here: the close).
	if err := db.UpdateNoSync(func(tx *store.Txn) error { return tx.Put([]byte("lazy"), record{ID: "lazy"}) }); err != nil {
		t.Fatal(err)
	}
	var lazy record
	if err := db.Get([]byte("lazy"), &lazy); err != nil || lazy.ID != "lazy" {
		t.Fatalf("lazy before reopen = %+v, %v", lazy, err)
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
	if err := db.Get([]byte("lazy"), &got); err != nil || got.ID != "lazy" {
		t.Fatalf("lazy after reopen = %+v, %v", got, err)
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

// Close cancels the value-log GC goroutine and waits for it; badger's own
// goroutines stop as well.
func TestCloseStopsGoroutines(t *testing.T) {
	before := goleak.IgnoreCurrent()
	db, err := store.Open(store.Options{Dir: t.TempDir(), GCInterval: time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	if err := db.Put([]byte("k"), strings.Repeat("x", 8<<10)); err != nil {
		t.Fatal(err)
	}
	if !goroutineRunning("store.(*DB).gcLoop") {
		t.Fatal("no GC goroutine after Open")
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

// Concurrent durable puts are batched by one writer; every one is readable
// at once, survives a reopen, and a put after Close fails cleanly.
func TestPutDurableBatches(t *testing.T) {
	dir := t.TempDir()
	db, err := store.Open(store.Options{Dir: dir})
	if err != nil {
		t.Fatal(err)
	}
	const n = 600 // more than one batch
	errs := make(chan error, n)
	for i := range n {
		go func() {
			key := []byte("receipt/" + strconv.Itoa(i))
			if err := db.PutDurable(key, record{ID: strconv.Itoa(i), Score: i}); err != nil {
				errs <- err
				return
			}
			var got record
			if err := db.Get(key, &got); err != nil || got.Score != i {
				errs <- fmt.Errorf("%s after PutDurable: %+v, %v", key, got, err)
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
	if err := db.PutDurable([]byte("bad"), func() {}); err == nil {
		t.Fatal("unencodable value accepted")
	}
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}
	if err := db.PutDurable([]byte("late"), 1); !errors.Is(err, store.ErrClosed) {
		t.Fatalf("PutDurable after Close: %v, want ErrClosed", err)
	}
	db = open(t, store.Options{Dir: dir})
	for i := range n {
		var got record
		if err := db.Get([]byte("receipt/"+strconv.Itoa(i)), &got); err != nil || got.Score != i {
			t.Fatalf("receipt %d after reopen: %+v, %v", i, got, err)
		}
	}
}

// A write that waits within a delay is covered by a sync another writer
// runs meanwhile: two writes, one flush.
func TestWaitWithinSharesAnotherWritersSync(t *testing.T) {
	var flushes atomic.Int32
	g := store.NewSyncGroup(func() error { flushes.Add(1); return nil })
	lazy := g.Ticket()
	done := make(chan error, 1)
	go func() { done <- g.WaitWithin(lazy, time.Hour) }()
	// Let it start waiting: a plain Wait would flush at once, and the
	// second write, made after, would need a flush of its own.
	time.Sleep(20 * time.Millisecond)
	if err := g.Wait(g.Ticket()); err != nil {
		t.Fatal(err)
	}
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	if n := flushes.Load(); n != 1 {
		t.Fatalf("%d flushes, want 1 shared", n)
	}
}

// With no other writer, a write that waits within a delay syncs on its own
// once the delay is over.
func TestWaitWithinSyncsAlone(t *testing.T) {
	var flushes atomic.Int32
	g := store.NewSyncGroup(func() error { flushes.Add(1); return nil })
	if err := g.WaitWithin(g.Ticket(), time.Millisecond); err != nil {
		t.Fatal(err)
	}
	if n := flushes.Load(); n != 1 {
		t.Fatalf("%d flushes, want 1", n)
	}
	// Already synced: no second flush.
	if err := g.WaitWithin(1, time.Hour); err != nil || flushes.Load() != 1 {
		t.Fatalf("synced ticket flushed again: %d %v", flushes.Load(), err)
	}
}

// A put prepared and queued in two steps is readable once Committed
// returns, and durable once Durable does; a later durable commit's flush
// covers it. A put never queued, or queued after Close, answers ErrClosed.
func TestDurablePutInSteps(t *testing.T) {
	db, err := store.Open(store.Options{Dir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	put, err := db.PreparePut([]byte("receipt/a"), record{ID: "a", Score: 1})
	if err != nil {
		t.Fatal(err)
	}
	if err := db.QueuePut(put); err != nil {
		t.Fatal(err)
	}
	if err := put.Committed(); err != nil {
		t.Fatal(err)
	}
	var got record
	if err := db.Get([]byte("receipt/a"), &got); err != nil || got.Score != 1 {
		t.Fatalf("after Committed: %+v, %v", got, err)
	}
	if err := db.Update(func(tx *store.Txn) error { return tx.Put([]byte("verdict/a"), 2) }); err != nil {
		t.Fatal(err)
	}
	for range 2 { // any number of times
		if err := put.Durable(); err != nil {
			t.Fatal(err)
		}
		if err := put.Committed(); err != nil {
			t.Fatal(err)
		}
	}

	if _, err := db.PreparePut([]byte("bad"), func() {}); err == nil {
		t.Fatal("unencodable value accepted")
	}
	never, err := db.PreparePut([]byte("receipt/never"), 3)
	if err != nil {
		t.Fatal(err)
	}
	late, err := db.PreparePut([]byte("receipt/late"), 4)
	if err != nil {
		t.Fatal(err)
	}
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}
	if err := db.QueuePut(late); !errors.Is(err, store.ErrClosed) {
		t.Fatalf("QueuePut after Close: %v, want ErrClosed", err)
	}
	for _, p := range []*store.DurablePut{never, late} {
		if err := p.Committed(); !errors.Is(err, store.ErrClosed) {
			t.Fatalf("Committed of a put never written: %v, want ErrClosed", err)
		}
		if err := p.Durable(); !errors.Is(err, store.ErrClosed) {
			t.Fatalf("Durable of a put never written: %v, want ErrClosed", err)
		}
	}
}
