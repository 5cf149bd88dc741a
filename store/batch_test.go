package store

import (
	"errors"
	"fmt"
	"testing"
)

// One batch of Updates commits together; a function that fails sinks only
// its own Update, and the functions after it still see the writes of those
// before it.
func TestBatchFailingFunctionFailsAlone(t *testing.T) {
	db, err := Open(Options{Dir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	boom := errors.New("boom")
	put := func(k string) *call {
		return &call{fn: func(tx *Txn) error { return tx.Put([]byte(k), k) }, done: make(chan error, 1)}
	}
	batch := []*call{put("a"), put("b"),
		{fn: func(tx *Txn) error {
			if err := tx.Put([]byte("bad"), "bad"); err != nil {
				return err
			}
			return boom
		}, done: make(chan error, 1)},
		{fn: func(tx *Txn) error {
			var a string
			if err := tx.Get([]byte("a"), &a); err != nil {
				return fmt.Errorf("the batch's earlier write: %w", err)
			}
			return tx.Put([]byte("c"), a+"c")
		}, done: make(chan error, 1)},
	}
	db.commit(batch)
	for i, c := range batch {
		err := <-c.done
		if i == 2 {
			if !errors.Is(err, boom) {
				t.Fatalf("the failing function's Update: %v", err)
			}
		} else if err != nil {
			t.Fatalf("call %d: %v", i, err)
		}
	}
	for k, want := range map[string]string{"a": "a", "b": "b", "c": "ac"} {
		var got string
		if err := db.Get([]byte(k), &got); err != nil || got != want {
			t.Fatalf("%s: %q, %v; want %q", k, got, err, want)
		}
	}
	if err := db.Get([]byte("bad"), new(string)); !errors.Is(err, ErrNotFound) {
		t.Fatalf("the failed function left a key: %v", err)
	}
}
