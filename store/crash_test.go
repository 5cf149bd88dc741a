package store

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"
)

// diskImage models what the disk holds if the machine loses power: each of
// badger's logs as of its last flush (the kernel may have written nothing
// since), every other file as it is (badger syncs tables and its manifest
// itself).
type diskImage struct {
	t    *testing.T
	dir  string
	mu   sync.Mutex
	logs map[string][]byte // file name → content at its last flush
	size map[string]int64
}

func isLog(name string) bool {
	return strings.HasSuffix(name, ".mem") || strings.HasSuffix(name, ".vlog") || slices.Contains(JournalFiles[:], name)
}

// snapshot records name's content as flushed. Only the written part is
// kept: the files are preallocated, and what follows the last entry is
// zeros, which badger reads as the end of the log.
func (d *diskImage) snapshot(name string) error {
	b, err := os.ReadFile(filepath.Join(d.dir, name))
	if err != nil {
		return err
	}
	end := len(bytes.TrimRight(b, "\x00"))
	end = min(len(b), (end/4096+2)*4096) // keep whole pages past the last non-zero byte
	d.mu.Lock()
	defer d.mu.Unlock()
	d.logs[name] = append([]byte(nil), b[:end]...)
	d.size[name] = int64(len(b))
	return nil
}

// write builds the image in a new directory. A flush may run it from a
// goroutine of the store's (the deferred flush), so a failure is reported
// with Error, which any goroutine may call: the test fails all the same.
func (d *diskImage) write() string {
	d.t.Helper()
	out := d.t.TempDir()
	entries, err := os.ReadDir(d.dir)
	if err != nil {
		d.t.Error(err)
		return out
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	for _, e := range entries {
		name := e.Name()
		var b []byte
		switch {
		case name == "LOCK":
			continue
		case isLog(name):
			b = d.logs[name] // nil: never flushed, so nothing of it is on disk
		default:
			if b, err = os.ReadFile(filepath.Join(d.dir, name)); err != nil {
				d.t.Error(err)
				return out
			}
		}
		p := filepath.Join(out, name)
		if err := os.WriteFile(p, b, 0o644); err != nil {
			d.t.Error(err)
			return out
		}
		if size, ok := d.size[name]; ok && isLog(name) {
			if err := os.Truncate(p, size); err != nil {
				d.t.Error(err)
				return out
			}
		}
	}
	return out
}

// crashKeys is how many keys each transaction of the test writes, in pairs:
// a value large enough for the value log and a small one kept in the
// write-ahead file, both holding the transaction's round.
const crashKeys = 8

type crashValue struct {
	Round int    `json:"round"`
	Pad   string `json:"pad,omitempty"`
}

func writeRound(tx *Txn, round int) error {
	for i := range crashKeys {
		big := crashValue{Round: round, Pad: strings.Repeat("v", 2*ValueThreshold)}
		if err := tx.Put(Key("big", fmt.Sprint(i)), big); err != nil {
			return err
		}
		if err := tx.Put(Key("small", fmt.Sprint(i)), crashValue{Round: round}); err != nil {
			return err
		}
	}
	return nil
}

// checkImage opens an image and checks that every transaction is there
// whole or not at all: all keys hold one round, or none exists. A value
// that cannot be read back (a pointer to value-log bytes that never reached
// the disk) fails it.
func checkImage(t *testing.T, dir, when string) (round int) {
	t.Helper()
	db, err := Open(Options{Dir: dir})
	if err != nil {
		t.Fatalf("%s: open the image: %v", when, err)
	}
	defer db.Close()
	round = -1
	for _, kind := range []string{"big", "small"} {
		for i := range crashKeys {
			var v crashValue
			err := db.Get(Key(kind, fmt.Sprint(i)), &v)
			got := v.Round
			if errors.Is(err, ErrNotFound) {
				got = 0
			} else if err != nil {
				t.Fatalf("%s: %s/%d unreadable: %v", when, kind, i, err)
			}
			if round == -1 {
				round = got
			}
			if got != round {
				t.Fatalf("%s: %s/%d holds round %d, another key round %d: a transaction came back torn", when, kind, i, got, round)
			}
		}
	}
	return round
}

// openImaged opens a store on disk whose flushes keep a diskImage: after
// each file a flush makes durable, the image takes it, then after runs with
// the file's path. Every flush is a checkpoint: the journal, then badger's
// value log and write-ahead file.
func openImaged(t *testing.T, after func(img *diskImage, path string)) *DB {
	t.Helper()
	return openImagedWith(t, Options{checkpointEvery: true}, after)
}

// openImagedWith is openImaged with other options (Dir is set).
func openImagedWith(t *testing.T, o Options, after func(img *diskImage, path string)) *DB {
	t.Helper()
	dir := t.TempDir()
	o.Dir = dir
	db, err := Open(o)
	if err != nil {
		t.Fatal(err)
	}
	img := &diskImage{t: t, dir: dir, logs: map[string][]byte{}, size: map[string]int64{}}
	for _, name := range append(logFiles(t, dir, ".mem"), append(logFiles(t, dir, ".vlog"), JournalFiles[:]...)...) {
		if err := img.snapshot(name); err != nil {
			t.Fatal(err)
		}
	}
	db.logs.flushFile = func(path string, current bool) error {
		if err := fsyncFile(path); err != nil {
			return err
		}
		if err := img.snapshot(filepath.Base(path)); err != nil {
			return err
		}
		after(img, path)
		return nil
	}
	db.journal.datasync = func(f *os.File) error {
		if err := datasync(f); err != nil {
			return err
		}
		if err := img.snapshot(filepath.Base(f.Name())); err != nil {
			return err
		}
		after(img, f.Name())
		return nil
	}
	return db
}

// TestCrashDuringFlushLeavesWholeTransactions takes a disk image at every
// step of every flush (after each file a flush made durable) and checks
// that each image opens with every transaction whole or absent, and that
// the image after a durable commit's flush holds it. Transactions that
// overwrite values in the value log are what a flush in the wrong order
// tears: a write-ahead file flushed before the value log it points into.
func TestCrashDuringFlushLeavesWholeTransactions(t *testing.T) {
	var images []string
	db := openImaged(t, func(img *diskImage, _ string) { images = append(images, img.write()) })
	defer db.Close()
	for round := 1; round <= 4; round++ {
		images = images[:0]
		if err := db.Update(func(tx *Txn) error { return writeRound(tx, round) }); err != nil {
			t.Fatal(err)
		}
		if len(images) == 0 {
			t.Fatalf("round %d: the durable commit ran no flush", round)
		}
		for i, dir := range images {
			got := checkImage(t, dir, fmt.Sprintf("round %d, after file %d of the flush", round, i+1))
			if i == len(images)-1 && got != round {
				t.Fatalf("round %d: the image after the flush holds round %d", round, got)
			}
		}
	}
}

// TestCommitDuringFlushWaits provokes a commit in the middle of a flush,
// between the value log and the write-ahead file. The commit must wait for
// the flush to end: had it run, the write-ahead file flushed next could
// point into value-log bytes the flush had already passed.
func TestCommitDuringFlushWaits(t *testing.T) {
	var (
		db       *DB
		mu       sync.Mutex // the deferred flush may add an image too
		images   []string
		provoked bool
		racing   = make(chan error, 1)
	)
	db = openImaged(t, func(img *diskImage, path string) {
		if strings.HasSuffix(path, ".vlog") && !provoked {
			provoked = true
			// Another writer commits now. Give it time to run, if it can:
			// the flush is not waiting for it, only giving it the chance.
			go func() {
				racing <- db.UpdateNoSync(func(tx *Txn) error { return writeRound(tx, 2) })
			}()
			select {
			case err := <-racing:
				racing <- err
			case <-time.After(200 * time.Millisecond):
			}
		}
		image := img.write()
		mu.Lock()
		images = append(images, image)
		mu.Unlock()
	})
	defer db.Close()
	if err := db.Update(func(tx *Txn) error { return writeRound(tx, 1) }); err != nil {
		t.Fatal(err)
	}
	if err := <-racing; err != nil {
		t.Fatal(err)
	}
	mu.Lock()
	taken := append([]string(nil), images...)
	mu.Unlock()
	for i, dir := range taken {
		checkImage(t, dir, fmt.Sprintf("after file %d of the flush", i+1))
	}
}

// TestUpdateNoSyncIsFlushedSoon checks that a commit that does not wait for
// the disk still gets flushed when no other commit follows it, and that the
// disk image after that flush holds it.
func TestUpdateNoSyncIsFlushedSoon(t *testing.T) {
	flushed := make(chan string, 16)
	db := openImaged(t, func(img *diskImage, path string) {
		if strings.HasSuffix(path, ".mem") {
			flushed <- img.write()
		}
	})
	defer db.Close()
	if err := db.UpdateNoSync(func(tx *Txn) error { return writeRound(tx, 1) }); err != nil {
		t.Fatal(err)
	}
	select {
	case image := <-flushed:
		if got := checkImage(t, image, "after the flush"); got != 1 {
			t.Fatalf("the image after the flush holds round %d, want 1", got)
		}
	case <-time.After(30 * time.Second): // a liveness bound, not a timing figure
		t.Fatal("an UpdateNoSync commit was never flushed")
	}
}
