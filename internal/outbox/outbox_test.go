package outbox_test

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"sync/atomic"
	"testing"
	"time"

	"github.com/arbitra-network/arbitra/internal/leaktest"
	"github.com/arbitra-network/arbitra/internal/outbox"
	"github.com/arbitra-network/arbitra/store"
)

func TestMain(m *testing.M) { leaktest.VerifyTestMain(m) }

type item struct {
	N    int  `json:"n"`
	Done bool `json:"done"`
}

func key(n int) []byte { return fmt.Appendf(nil, "test/item/%02d", n) }

func openStore(t *testing.T, dir string) *store.DB {
	t.Helper()
	db, err := store.Open(store.Options{Dir: dir})
	if err != nil {
		t.Fatal(err)
	}
	return db
}

// newWorker returns a worker over db whose steps report each item on
// stepped; step decides what a step does beyond that.
func newWorker(db *store.DB, stepped chan<- int, step func(item) (bool, error)) *outbox.Worker[item] {
	return outbox.New(outbox.Config[item]{
		Store: db, Prefix: "test/item/", Interval: time.Hour, Logger: slog.New(slog.DiscardHandler),
		Open: func(it item) bool { return !it.Done },
		Step: func(ctx context.Context, it item) (bool, error) {
			next, err := step(it)
			select {
			case stepped <- it.N:
			case <-ctx.Done():
			}
			return next, err
		},
	})
}

func markDone(db *store.DB, it item) error {
	it.Done = true
	return db.Update(func(tx *store.Txn) error { return tx.Put(key(it.N), &it) })
}

// An item a pass left open, because a step said stop or the worker was
// closed, is stepped again after the store is reopened, in key order.
func TestWorkerResumesAfterRestart(t *testing.T) {
	dir := t.TempDir()
	db := openStore(t, dir)
	for n := 1; n <= 3; n++ {
		if err := db.Update(func(tx *store.Txn) error { return tx.Put(key(n), &item{N: n}) }); err != nil {
			t.Fatal(err)
		}
	}
	stepped := make(chan int)
	w := newWorker(db, stepped, func(it item) (bool, error) {
		if it.N == 2 {
			return false, nil // holds back item 3
		}
		return true, markDone(db, it)
	})
	w.Start()
	for _, want := range []int{1, 2} {
		if got := <-stepped; got != want {
			t.Fatalf("first run stepped item %d, want %d", got, want)
		}
	}
	w.Close()
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}

	db = openStore(t, dir)
	defer db.Close()
	w = newWorker(db, stepped, func(it item) (bool, error) { return true, markDone(db, it) })
	w.Start()
	defer w.Close()
	for _, want := range []int{2, 3} {
		if got := <-stepped; got != want {
			t.Fatalf("after restart stepped item %d, want %d", got, want)
		}
	}
	var done []int
	if err := w.Each(func(it item) error {
		if it.Done {
			done = append(done, it.N)
		}
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	if fmt.Sprint(done) != "[1 2 3]" {
		t.Fatalf("done items %v, want [1 2 3]", done)
	}
}

// A failed step is retried at the next pass, which a Kick starts without
// waiting for the interval.
func TestWorkerRetriesAfterKick(t *testing.T) {
	db := openStore(t, t.TempDir())
	defer db.Close()
	if err := db.Update(func(tx *store.Txn) error { return tx.Put(key(1), &item{N: 1}) }); err != nil {
		t.Fatal(err)
	}
	stepped := make(chan int)
	attempts := 0
	w := newWorker(db, stepped, func(it item) (bool, error) {
		attempts++
		if attempts == 1 {
			return true, errors.New("chain unreachable")
		}
		return true, markDone(db, it)
	})
	w.Start()
	defer w.Close()
	<-stepped
	w.Kick()
	<-stepped
	var got item
	if err := db.Get(key(1), &got); err != nil {
		t.Fatal(err)
	}
	if !got.Done || attempts != 2 {
		t.Fatalf("item %+v after %d attempts, want done after 2", got, attempts)
	}
}

// countingStore counts the items a worker reads one by one.
type countingStore struct {
	*store.DB
	gets atomic.Int64
}

func (s *countingStore) Get(k []byte, v any) error {
	s.gets.Add(1)
	return s.DB.Get(k, v)
}

// A pass reads the open items alone: a thousand closed items written by
// Put cost it nothing, however long the outbox's history grows; and a row
// written without Put (by an older version) is indexed at Start.
func TestPassReadsOnlyTheOpenItems(t *testing.T) {
	db := openStore(t, t.TempDir())
	defer db.Close()
	cs := &countingStore{DB: db}
	stepped := make(chan int)
	var w *outbox.Worker[item]
	w = outbox.New(outbox.Config[item]{
		Store: cs, Prefix: "test/item/", Interval: time.Hour, Logger: slog.New(slog.DiscardHandler),
		Open: func(it item) bool { return !it.Done },
		Step: func(ctx context.Context, it item) (bool, error) {
			it.Done = true
			err := db.Update(func(tx *store.Txn) error { return w.Put(tx, key(it.N), &it) })
			select {
			case stepped <- it.N:
			case <-ctx.Done():
			}
			return true, err
		},
	})
	err := db.Update(func(tx *store.Txn) error {
		for n := range 1000 {
			if err := w.Put(tx, key(n), &item{N: n, Done: true}); err != nil {
				return err
			}
		}
		if err := w.Put(tx, key(1000), &item{N: 1000}); err != nil {
			return err
		}
		return tx.Put(key(1001), &item{N: 1001}) // not through Put
	})
	if err != nil {
		t.Fatal(err)
	}
	w.Start()
	defer w.Close()
	for _, want := range []int{1000, 1001} {
		if got := <-stepped; got != want {
			t.Fatalf("stepped item %d, want %d", got, want)
		}
	}
	w.Close()
	if got := cs.gets.Load(); got != 2 {
		t.Fatalf("the passes read %d items one by one, want the 2 open ones", got)
	}
}
