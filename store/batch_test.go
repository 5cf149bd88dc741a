package store

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"testing"
)

// One batch of Updates too big for one transaction together is committed
// in parts, a function too big on its own fails alone, and so does one
// that returns an error. (Badger counts the values it keeps in its LSM
// tree, and the entries, towards a transaction's size.)
func TestBatchTooBigTogether(t *testing.T) {
	db, err := Open(Options{Dir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	value := strings.Repeat("x", 100) // kept in the LSM tree
	put := func(prefix string, n int) func(tx *Txn) error {
		return func(tx *Txn) error {
			for i := range n {
				if err := tx.Put([]byte(prefix+strconv.Itoa(i)), value); err != nil {
					return err
				}
			}
			return nil
		}
	}
	const writers, each = 16, 3000 // together past a transaction's limit with 32 MiB memtables
	boom := errors.New("boom")
	var batch []*call
	for w := range writers {
		batch = append(batch, &call{fn: put(fmt.Sprintf("w%d/", w), each), done: make(chan error, 1)})
		switch w {
		case 5:
			batch = append(batch, &call{fn: put("huge/", 20*each), done: make(chan error, 1)})
		case 9:
			batch = append(batch, &call{fn: func(*Txn) error { return boom }, done: make(chan error, 1)})
		}
	}
	db.commit(batch)
	for i, c := range batch {
		err := <-c.done
		switch i {
		case 6:
			if err == nil {
				t.Fatal("a transaction too big on its own committed")
			}
		case 11:
			if !errors.Is(err, boom) {
				t.Fatalf("the failing function's Update: %v", err)
			}
		default:
			if err != nil {
				t.Fatalf("call %d: %v", i, err)
			}
		}
	}
	for w := range writers {
		var got string
		if err := db.Get([]byte(fmt.Sprintf("w%d/%d", w, each-1)), &got); err != nil || got != value {
			t.Fatalf("writer %d's last key: %q, %v", w, got, err)
		}
	}
	if err := db.Get([]byte("huge/0"), new(string)); !errors.Is(err, ErrNotFound) {
		t.Fatalf("the failed transaction left a key: %v", err)
	}
}
