package store

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
)

// flushLog records the rotated-out files a LogSyncer flushed, in order
// (not those it found gone), and every file it flushed in all.
type flushLog struct {
	mu    sync.Mutex
	names []string // rotated out
	all   []string
}

func (f *flushLog) record(path string, current bool) error {
	if err := fsyncFile(path); err != nil {
		return err
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	if !current {
		f.names = append(f.names, filepath.Base(path))
	}
	f.all = append(f.all, filepath.Base(path))
	return nil
}

func (f *flushLog) take() []string {
	f.mu.Lock()
	defer f.mu.Unlock()
	out := f.names
	f.names = nil
	return out
}

func logFiles(t *testing.T, dir, ext string) []string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, e := range entries {
		if strings.HasSuffix(e.Name(), ext) {
			out = append(out, e.Name())
		}
	}
	return out
}

// openRecorded opens a store on disk whose rotated-log flushes are recorded.
func openRecorded(t *testing.T) (*DB, *flushLog, string) {
	t.Helper()
	dir := t.TempDir()
	db, err := Open(Options{Dir: dir, checkpointEvery: true})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	rec := &flushLog{}
	db.logs.flushFile = rec.record
	return db, rec, dir
}

// writeUntilRotated commits durable transactions of n values of size bytes
// each until badger has started a second file with extension ext, and
// returns the file that was current before.
func writeUntilRotated(t *testing.T, db *DB, dir, ext string, n, size int) string {
	t.Helper()
	first := logFiles(t, dir, ext)
	if len(first) != 1 {
		t.Fatalf("a fresh store has %s files %v, want one", ext, first)
	}
	val := bytes.Repeat([]byte{'v'}, size)
	for i := 0; i < 4096; i++ {
		err := db.Update(func(tx *Txn) error {
			for j := range n {
				if err := tx.PutRaw(Key("t", fmt.Sprintf("%06d-%04d", i, j)), val); err != nil {
					return err
				}
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(logFiles(t, dir, ext), first) {
			return first[0]
		}
	}
	t.Fatalf("no %s rotation after 4096 transactions", ext)
	return ""
}

func TestLogSyncerFlushesRotatedMemtable(t *testing.T) {
	db, rec, dir := openRecorded(t)
	if err := db.Put(Key("t", "first"), "x"); err != nil {
		t.Fatal(err)
	}
	if got := rec.take(); len(got) != 0 {
		t.Fatalf("a sync without rotation flushed %v", got)
	}
	// Values under ValueThreshold stay in the memtable's write-ahead file.
	old := writeUntilRotated(t, db, dir, ".mem", 256, 256)
	// The transaction that filled the old file returned after a Sync that
	// saw the rotation; at the latest the next durable commit flushes it.
	if err := db.Put(Key("t", "after"), "x"); err != nil {
		t.Fatal(err)
	}
	if got := rec.take(); !slices.Contains(got, old) {
		t.Fatalf("rotated-out %s not flushed; flushed %v", old, got)
	}
	if err := db.Put(Key("t", "again"), "x"); err != nil {
		t.Fatal(err)
	}
	if got := rec.take(); len(got) != 0 {
		t.Fatalf("a sync without a new rotation flushed %v again", got)
	}
}

func TestLogSyncerFlushesRotatedValueLog(t *testing.T) {
	if testing.Short() {
		t.Skip("writes 64 MiB")
	}
	db, rec, dir := openRecorded(t)
	// 64 KiB values go to the value log, which rotates at 64 MiB.
	old := writeUntilRotated(t, db, dir, ".vlog", 16, 64<<10)
	if err := db.Put(Key("t", "after"), "x"); err != nil {
		t.Fatal(err)
	}
	if got := rec.take(); !slices.Contains(got, old) {
		t.Fatalf("rotated-out %s not flushed; flushed %v", old, got)
	}
}

// TestLogSyncerCatchUp walks the bookkeeping through rotations, files that
// badger deletes (a memtable written to a table, a value log collected) and
// a gap only a directory listing can see.
func TestLogSyncerCatchUp(t *testing.T) {
	dir := t.TempDir()
	touch := func(names ...string) {
		for _, n := range names {
			if err := os.WriteFile(filepath.Join(dir, n), nil, 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
	remove := func(names ...string) {
		for _, n := range names {
			if err := os.Remove(filepath.Join(dir, n)); err != nil {
				t.Fatal(err)
			}
		}
	}
	touch("00003.mem", "000001.vlog", "000002.vlog", "MANIFEST")
	l, err := NewLogSyncer(dir, nil)
	if err != nil {
		t.Fatal(err)
	}
	rec := &flushLog{}
	l.flushFile = rec.record
	vlog, mem := &l.logs[0], &l.logs[1]
	if mem.fid != 3 || vlog.fid != 2 {
		t.Fatalf("current files %d.mem, %d.vlog; want 3 and 2", mem.fid, vlog.fid)
	}
	step := func(name string, lg *rotatingLog, fn func(*rotatingLog) error, wantFid uint64, want ...string) {
		t.Helper()
		if err := fn(lg); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if got := rec.take(); !slices.Equal(got, want) || lg.fid != wantFid {
			t.Fatalf("%s: flushed %v, current %d; want %v, %d", name, got, lg.fid, want, wantFid)
		}
	}
	step("no rotation", mem, l.catchUp, 3)
	touch("00004.mem", "00005.mem")
	step("two rotations", mem, l.catchUp, 5, "00003.mem", "00004.mem")
	// 5 and 6 rotated out and written to tables before the next sync: the
	// current file is gone, so the directory tells where the series is.
	touch("00006.mem", "00007.mem")
	remove("00003.mem", "00004.mem", "00005.mem", "00006.mem")
	step("rotated and deleted", mem, l.catchUp, 7)
	// A value log rotated out, then its successor collected while it
	// stays: Sync cannot see past the gap; the listing after GC can.
	touch("000003.vlog", "000004.vlog")
	remove("000003.vlog")
	step("gap", vlog, l.catchUp, 2)
	// Rescan has the next Sync list the directory, inside the flush.
	step("rescan", vlog, func(*rotatingLog) error { l.Rescan(); return l.Sync() }, 4, "000002.vlog")
	step("after rescan", vlog, l.catchUp, 4)
}

// BenchmarkLogSyncerSync measures a Sync's bookkeeping when nothing
// rotated: the flushes are no-ops, so what remains is how the syncer
// learns that its current files are still current.
func BenchmarkLogSyncerSync(b *testing.B) {
	dir := b.TempDir()
	for _, n := range []string{"000001.vlog", "00001.mem"} {
		if err := os.WriteFile(filepath.Join(dir, n), nil, 0o644); err != nil {
			b.Fatal(err)
		}
	}
	l, err := NewLogSyncer(dir, nil)
	if err != nil {
		b.Fatal(err)
	}
	defer l.Close()
	l.flushFile = func(string, bool) error { return nil }
	for b.Loop() {
		if err := l.Sync(); err != nil {
			b.Fatal(err)
		}
	}
}
