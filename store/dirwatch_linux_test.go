package store

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// watchedSyncer returns a LogSyncer over dir, which holds the named files,
// with its flushes recorded and a count of its stat calls.
func watchedSyncer(t *testing.T, names ...string) (l *LogSyncer, dir string, rec *flushLog, stats *int) {
	t.Helper()
	dir = t.TempDir()
	touchIn(t, dir, names...)
	l, err := NewLogSyncer(dir, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { l.Close() })
	if l.watch == nil {
		t.Fatal("NewLogSyncer set up no inotify watch")
	}
	rec = &flushLog{}
	l.flushFile = rec.record
	stats = new(int)
	exists := l.exists
	l.exists = func(name string) bool { *stats++; return exists(name) }
	return l, dir, rec, stats
}

func touchIn(t *testing.T, dir string, names ...string) {
	t.Helper()
	for _, n := range names {
		if err := os.WriteFile(filepath.Join(dir, n), nil, 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

func removeIn(t *testing.T, dir string, names ...string) {
	t.Helper()
	for _, n := range names {
		if err := os.Remove(filepath.Join(dir, n)); err != nil {
			t.Fatal(err)
		}
	}
}

// syncCounted runs one Sync and returns how many stat calls it made and
// the rotated-out files it flushed.
func syncCounted(t *testing.T, l *LogSyncer, rec *flushLog, stats *int) (int, []string) {
	t.Helper()
	*stats = 0
	if err := l.Sync(); err != nil {
		t.Fatal(err)
	}
	return *stats, rec.take()
}

// TestLogSyncerWatchSkipsStats checks that a Sync makes no stat call when
// nothing in the directory changed since the previous one, still flushes
// the current files, and catches up when a file was created.
func TestLogSyncerWatchSkipsStats(t *testing.T) {
	l, dir, rec, stats := watchedSyncer(t, "000001.vlog", "00001.mem", "MANIFEST")
	if err := l.Sync(); err != nil {
		t.Fatal(err)
	}
	rec.mu.Lock()
	rec.all = nil
	rec.mu.Unlock()
	for range 3 {
		if n, rotated := syncCounted(t, l, rec, stats); n != 0 || len(rotated) != 0 {
			t.Fatalf("a sync with nothing changed made %d stat calls, flushed rotated-out %v", n, rotated)
		}
	}
	rec.mu.Lock()
	all := rec.all
	rec.mu.Unlock()
	want := []string{"000001.vlog", "00001.mem", "000001.vlog", "00001.mem", "000001.vlog", "00001.mem"}
	if !slices.Equal(all, want) {
		t.Fatalf("syncs with nothing changed flushed %v, want the current files %v", all, want)
	}

	// badger rotates the memtable: the next Sync must flush the old one.
	touchIn(t, dir, "00002.mem")
	if n, rotated := syncCounted(t, l, rec, stats); n == 0 || !slices.Equal(rotated, []string{"00001.mem"}) {
		t.Fatalf("after a rotation: %d stat calls, flushed rotated-out %v; want some, [00001.mem]", n, rotated)
	}
	if n, rotated := syncCounted(t, l, rec, stats); n != 0 || len(rotated) != 0 {
		t.Fatalf("a sync after the one that caught up made %d stat calls, flushed rotated-out %v", n, rotated)
	}
	touchIn(t, dir, "000002.vlog")
	if _, rotated := syncCounted(t, l, rec, stats); !slices.Equal(rotated, []string{"000001.vlog"}) {
		t.Fatalf("after a value-log rotation: flushed rotated-out %v, want [000001.vlog]", rotated)
	}

	// A file of no series is a change too: the Sync looks, finds nothing.
	touchIn(t, dir, "000001.sst")
	if n, rotated := syncCounted(t, l, rec, stats); n == 0 || len(rotated) != 0 {
		t.Fatalf("after a table was written: %d stat calls, flushed rotated-out %v; want some, none", n, rotated)
	}

	// A file renamed into the series is a rotation.
	touchIn(t, dir, "tmp")
	syncCounted(t, l, rec, stats)
	if err := os.Rename(filepath.Join(dir, "tmp"), filepath.Join(dir, "00003.mem")); err != nil {
		t.Fatal(err)
	}
	if _, rotated := syncCounted(t, l, rec, stats); !slices.Equal(rotated, []string{"00002.mem"}) {
		t.Fatalf("after a rename into the series: flushed rotated-out %v, want [00002.mem]", rotated)
	}
	if vlog, mem := l.logs[0].fid, l.logs[1].fid; vlog != 2 || mem != 3 {
		t.Fatalf("current files %d.vlog, %d.mem; want 2 and 3", vlog, mem)
	}
}

// TestLogSyncerWatchAfterFailedSync checks that a Sync that failed while
// catching up leaves the next one to look at the files, although the
// failed one already read the event of the rotation.
func TestLogSyncerWatchAfterFailedSync(t *testing.T) {
	l, dir, rec, stats := watchedSyncer(t, "000001.vlog", "00001.mem")
	syncCounted(t, l, rec, stats)
	touchIn(t, dir, "00002.mem")
	l.flushFile = func(path string, current bool) error {
		if !current {
			return errors.New("flush failed")
		}
		return rec.record(path, current)
	}
	if err := l.Sync(); err == nil {
		t.Fatal("a Sync whose flush of a rotated-out file failed returned no error")
	}
	l.flushFile = rec.record
	if n, rotated := syncCounted(t, l, rec, stats); n == 0 || !slices.Equal(rotated, []string{"00001.mem"}) {
		t.Fatalf("after a failed sync: %d stat calls, flushed rotated-out %v; want some, [00001.mem]", n, rotated)
	}
}

// TestLogSyncerWatchSeesDeletion checks that a file deleted, and nothing
// created, is seen by the next Sync: the current memtable's file gone
// sends the series to the directory listing.
func TestLogSyncerWatchSeesDeletion(t *testing.T) {
	l, dir, rec, stats := watchedSyncer(t, "000001.vlog", "00003.mem")
	mem := &l.logs[1]
	// 00005.mem missing leaves a gap the catch-up stops at.
	touchIn(t, dir, "00004.mem", "00006.mem")
	if _, rotated := syncCounted(t, l, rec, stats); !slices.Equal(rotated, []string{"00003.mem"}) || mem.fid != 4 {
		t.Fatalf("flushed rotated-out %v, current %d.mem; want [00003.mem], 4", rotated, mem.fid)
	}
	if n, _ := syncCounted(t, l, rec, stats); n != 0 {
		t.Fatalf("a sync with nothing changed made %d stat calls", n)
	}
	// Only a deletion: the current file written to a table.
	removeIn(t, dir, "00004.mem")
	if n, _ := syncCounted(t, l, rec, stats); n == 0 || mem.fid != 6 {
		t.Fatalf("after the current file was deleted: %d stat calls, current %d.mem; want some, 6", n, mem.fid)
	}
	// As badger does it: two rotations, both memtables written to tables.
	touchIn(t, dir, "00007.mem", "00008.mem")
	removeIn(t, dir, "00006.mem", "00007.mem")
	syncCounted(t, l, rec, stats)
	if mem.fid != 8 {
		t.Fatalf("after rotations and deletions: current %d.mem, want 8", mem.fid)
	}
	rec.mu.Lock()
	last := rec.all[len(rec.all)-1]
	rec.mu.Unlock()
	if last != "00008.mem" {
		t.Fatalf("the last file flushed is %s, want the current 00008.mem", last)
	}
}

// TestLogSyncerWatchGone checks that a watch that may no longer see the
// directory's changes (the directory was renamed) is given up, and every
// Sync looks at the files from then on.
func TestLogSyncerWatchGone(t *testing.T) {
	l, dir, rec, stats := watchedSyncer(t, "000001.vlog", "00001.mem")
	syncCounted(t, l, rec, stats)
	moved := dir + ".moved"
	if err := os.Rename(dir, moved); err != nil {
		t.Fatal(err)
	}
	if err := os.Rename(moved, dir); err != nil {
		t.Fatal(err)
	}
	for range 2 {
		if n, _ := syncCounted(t, l, rec, stats); n == 0 {
			t.Fatal("a sync after the directory moved made no stat call")
		}
	}
	if l.watch.fd != -1 {
		t.Fatal("the watch is still open after the directory moved")
	}
}
