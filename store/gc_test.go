package store

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/dgraph-io/badger/v4"
)

// openGCTestDB opens a badger database on disk whose value logs rotate at
// 1 MiB, so that a test can fill one with garbage quickly.
func openGCTestDB(t *testing.T, dir string) *badger.DB {
	t.Helper()
	db, err := badger.Open(badger.DefaultOptions(dir).
		WithLogger(nil).
		WithSyncWrites(false).
		WithValueThreshold(ValueThreshold).
		WithValueLogFileSize(1 << 20).
		WithNumVersionsToKeep(1).
		WithCompactL0OnClose(true))
	if err != nil {
		t.Fatal(err)
	}
	return db
}

// reopenGCTestDB closes db, which writes its memtable to a table, opens it
// again and compacts the tables into one level: compaction is what counts
// overwritten values as discardable, and GC picks a value log by that count.
func reopenGCTestDB(t *testing.T, db *badger.DB, dir string) *badger.DB {
	t.Helper()
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}
	db = openGCTestDB(t, dir)
	if err := db.Flatten(1); err != nil {
		t.Fatal(err)
	}
	return db
}

func gcTestValue(round, i int) []byte {
	return bytes.Repeat([]byte{byte('a' + round), byte(i)}, 2<<10)
}

// TestCollectValueLogFlushesBeforeDelete checks that a value log rewritten
// by garbage collection is still on disk when the store's flush runs, and
// gone after it: the copied values must be durable before the originals
// are deleted.
func TestCollectValueLogFlushesBeforeDelete(t *testing.T) {
	dir := t.TempDir()
	db := openGCTestDB(t, dir)
	const keys = 300 // 4 KiB each: about 1.2 MiB per round, past one value log
	write := func(round int) {
		for i := 0; i < keys; i += 50 {
			err := db.Update(func(txn *badger.Txn) error {
				for j := i; j < i+50; j++ {
					if err := txn.Set([]byte(fmt.Sprintf("k%03d", j)), gcTestValue(round, j)); err != nil {
						return err
					}
				}
				return nil
			})
			if err != nil {
				t.Fatal(err)
			}
		}
	}
	write(0)
	db = reopenGCTestDB(t, db, dir)
	write(1) // every value of round 0 is now garbage, starting with 000001.vlog
	db = reopenGCTestDB(t, db, dir)
	defer db.Close()

	first := filepath.Join(dir, "000001.vlog")
	if _, err := os.Stat(first); err != nil {
		t.Fatalf("no first value log before GC: %v", err)
	}
	flushes, presentAtFlush := 0, false
	err := CollectValueLog(db, 0.5, NewSyncGroup(func() error {
		flushes++
		_, err := os.Stat(first)
		presentAtFlush = err == nil
		return db.Sync()
	}))
	if err != nil {
		t.Fatalf("GC pass: %v", err)
	}
	if flushes != 1 || !presentAtFlush {
		t.Fatalf("flushes %d, first value log present at the flush: %v; want 1, true", flushes, presentAtFlush)
	}
	if _, err := os.Stat(first); !errors.Is(err, os.ErrNotExist) {
		t.Fatalf("first value log after GC: %v; want it deleted", err)
	}
	err = db.View(func(txn *badger.Txn) error {
		for j := range keys {
			item, err := txn.Get([]byte(fmt.Sprintf("k%03d", j)))
			if err != nil {
				return err
			}
			v, err := item.ValueCopy(nil)
			if err != nil {
				return err
			}
			if !bytes.Equal(v, gcTestValue(1, j)) {
				return fmt.Errorf("k%03d: wrong value after GC", j)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// TestCollectValueLogKeepsFileWhenFlushFails checks that a failed flush
// leaves the rewritten value log in place.
func TestCollectValueLogKeepsFileWhenFlushFails(t *testing.T) {
	dir := t.TempDir()
	db := openGCTestDB(t, dir)
	for round := range 2 {
		for i := range 300 {
			if err := db.Update(func(txn *badger.Txn) error {
				return txn.Set([]byte(fmt.Sprintf("k%03d", i)), gcTestValue(round, i))
			}); err != nil {
				t.Fatal(err)
			}
		}
		db = reopenGCTestDB(t, db, dir)
	}
	defer db.Close()
	boom := errors.New("flush failed")
	if err := CollectValueLog(db, 0.5, NewSyncGroup(func() error { return boom })); !errors.Is(err, boom) {
		t.Fatalf("GC pass: %v; want the flush's error", err)
	}
	if _, err := os.Stat(filepath.Join(dir, "000001.vlog")); err != nil {
		t.Fatalf("first value log after a failed flush: %v; want it kept", err)
	}
}
