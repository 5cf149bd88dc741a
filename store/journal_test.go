package store

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"sync"
	"testing"
)

func TestJournalRecordsReadBackWholeOnly(t *testing.T) {
	j := testJournal(5)
	j.append(7, []journalWrite{{key: []byte("a"), val: []byte(`"1"`)}, {key: []byte("b"), del: true}})
	j.append(3, []journalWrite{{key: []byte("c"), val: bytes.Repeat([]byte("x"), 1000)}})
	whole := append([]byte(nil), j.buf...)
	recs, err := readJournal(bytes.NewReader(whole), 5)
	if err != nil {
		t.Fatal(err)
	}
	if len(recs) != 2 || recs[0].seq != 7 || recs[1].seq != 3 {
		t.Fatalf("read back %+v", recs)
	}
	if w := recs[0].writes; len(w) != 2 || string(w[0].key) != "a" || string(w[0].val) != `"1"` || !w[1].del || string(w[1].key) != "b" {
		t.Fatalf("first record's writes %+v", w)
	}
	if len(recs[1].writes[0].val) != 1000 {
		t.Fatalf("second record's value has %d bytes", len(recs[1].writes[0].val))
	}
	first := len(whole) - (8 + 1 + 1 + 1 + 1 + 1 + 2 + 1000) // the second record's length
	for cut := first; cut < len(whole); cut += 97 {
		recs, err := readJournal(bytes.NewReader(whole[:cut]), 5)
		if err != nil || len(recs) != 1 {
			t.Fatalf("cut at %d of %d: %d records, %v; want the first only", cut, len(whole), len(recs), err)
		}
	}
	flipped := append([]byte(nil), whole...)
	flipped[len(flipped)-1] ^= 1
	if recs, _ := readJournal(bytes.NewReader(flipped), 5); len(recs) != 1 {
		t.Fatalf("a record with a bad CRC was read: %d records", len(recs))
	}
	zeros := append(append([]byte(nil), whole...), make([]byte, 4096)...)
	if recs, _ := readJournal(bytes.NewReader(zeros), 5); len(recs) != 2 {
		t.Fatalf("zeros after the records: %d records, want 2", len(recs))
	}
	if recs, _ := readJournal(bytes.NewReader(whole), 6); len(recs) != 0 {
		t.Fatalf("another epoch's records were read: %d", len(recs))
	}
	if _, ok := decodeJournalHeader(encodeJournalHeader(9)); !ok {
		t.Fatal("a header does not read back")
	}
	h := encodeJournalHeader(9)
	h[10] ^= 1
	if _, ok := decodeJournalHeader(h); ok {
		t.Fatal("a torn header was accepted")
	}
}

// journalImages opens a store whose journal flushes each leave a disk
// image (badger's logs as of their last flush, the journal as of this
// one); images takes the latest.
func journalImages(t *testing.T, o Options) (*DB, func() string) {
	t.Helper()
	var mu sync.Mutex
	var last string
	db := openImagedWith(t, o, func(img *diskImage, path string) {
		if !slices.Contains(JournalFiles[:], filepath.Base(path)) {
			return
		}
		dir := img.write()
		mu.Lock()
		last = dir
		mu.Unlock()
	})
	return db, func() string {
		mu.Lock()
		defer mu.Unlock()
		return last
	}
}

// TestJournalCarriesWhatBadgerLost: with no checkpoint since the store
// opened, badger's logs in the disk image are as they were then, and every
// acknowledged commit (sets, overwrites, deletes) comes back from the
// journal alone.
func TestJournalCarriesWhatBadgerLost(t *testing.T) {
	db, image := journalImages(t, Options{})
	defer db.Close()
	if err := db.Put(Key("gone"), "here"); err != nil {
		t.Fatal(err)
	}
	if err := db.logsGroup().Flush(); err != nil { // a checkpoint: badger's logs now hold "gone"
		t.Fatal(err)
	}
	func() { // the journal file that held it is retired: the image has it from badger's logs
		img, err := Open(Options{Dir: image()})
		if err != nil {
			t.Fatal(err)
		}
		defer img.Close()
		var v string
		if err := img.Get(Key("gone"), &v); err != nil || v != "here" {
			t.Fatalf("after a checkpoint the image reads %q, %v", v, err)
		}
	}()
	for round := 1; round <= 4; round++ {
		err := db.Update(func(tx *Txn) error {
			if round == 2 {
				if err := tx.Delete(Key("gone")); err != nil {
					return err
				}
			}
			return writeRound(tx, round)
		})
		if err != nil {
			t.Fatal(err)
		}
		dir := image()
		if got := checkImage(t, dir, fmt.Sprintf("round %d", round)); got != round {
			t.Fatalf("round %d: the image holds round %d", round, got)
		}
		if round < 2 {
			continue
		}
		img, err := Open(Options{Dir: dir})
		if err != nil {
			t.Fatal(err)
		}
		var v string
		if err := img.Get(Key("gone"), &v); !errors.Is(err, ErrNotFound) {
			t.Errorf("round %d: a key deleted in round 2 reads %q, %v", round, v, err)
		}
		if err := img.Close(); err != nil {
			t.Fatal(err)
		}
	}
	if n := db.journal.len(); n == 0 {
		t.Fatal("the journal is empty: the rounds were checkpointed, so the test did not test it")
	}
}

// TestJournalKeepsBadgersCommitOrder races blind writes to one key from
// many writers and checks that the image, replayed from the journal, holds
// the value the store held when the last write was acknowledged: replay
// must write a key's values in the order badger committed them.
func TestJournalKeepsBadgersCommitOrder(t *testing.T) {
	db, image := journalImages(t, Options{})
	defer db.Close()
	const writers, each = 8, 40
	var wg sync.WaitGroup
	errs := make(chan error, writers)
	for w := range writers {
		wg.Go(func() {
			for i := range each {
				v := fmt.Sprintf("%d-%d", w, i)
				if err := db.Update(func(tx *Txn) error { return tx.Put(Key("k"), v) }); err != nil {
					errs <- err
					return
				}
			}
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Fatal(err)
	}
	var live string
	if err := db.Get(Key("k"), &live); err != nil {
		t.Fatal(err)
	}
	if err := db.group.Flush(); err != nil { // one more flush: the image after every write
		t.Fatal(err)
	}
	img, err := Open(Options{Dir: image()})
	if err != nil {
		t.Fatal(err)
	}
	defer img.Close()
	var got string
	if err := img.Get(Key("k"), &got); err != nil {
		t.Fatal(err)
	}
	if got != live {
		t.Fatalf("the image holds %q, the store held %q", got, live)
	}
}

// TestJournalCheckpoints fills the journal past its checkpoint size many
// times while the checkpointer runs beside the writer: each checkpoint
// moves the journal to its other file, and every disk image taken on the
// way, at each file any flush made durable (the journal's, or badger's
// logs' while commits run), holds every round acknowledged by then, whole.
func TestJournalCheckpoints(t *testing.T) {
	const size = 32 << 10
	var (
		mu     sync.Mutex
		acked  int
		images []struct {
			dir   string
			acked int
		}
	)
	db := openImagedWith(t, Options{checkpointSize: size}, func(img *diskImage, _ string) {
		mu.Lock()
		a := acked
		mu.Unlock()
		dir := img.write()
		mu.Lock()
		images = append(images, struct {
			dir   string
			acked int
		}{dir, a})
		mu.Unlock()
	})
	checkpoints, last := 0, db.journal.len()
	for round := 1; round <= 30; round++ {
		if err := db.Update(func(tx *Txn) error { return writeRound(tx, round) }); err != nil {
			t.Fatal(err)
		}
		mu.Lock()
		acked = round
		mu.Unlock()
		if n := db.journal.len(); n < last { // the checkpointer moved to the other file
			checkpoints++
		}
		last = db.journal.len()
	}
	if checkpoints == 0 {
		t.Fatalf("no checkpoint moved the journal in 30 rounds of %d bytes' limit", size)
	}
	dir := db.logs.dir
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}
	mu.Lock()
	taken := images
	mu.Unlock()
	for i, im := range taken {
		if got := checkImage(t, im.dir, fmt.Sprintf("image %d of %d", i+1, len(taken))); got < im.acked {
			t.Fatalf("image %d of %d holds round %d; round %d was acknowledged before it", i+1, len(taken), got, im.acked)
		}
	}
	left, recs, err := openJournal(dir)
	if err != nil || len(recs) != 0 {
		t.Fatalf("after Close the journal holds %d records, %v; want none", len(recs), err)
	}
	for _, jf := range left.files {
		if fi, err := jf.f.Stat(); err != nil || fi.Size() < size {
			t.Fatalf("after checkpoints a journal file is %v, %v: its blocks were not kept", fi, err)
		}
	}
	left.close()
	reopened, err := Open(Options{Dir: dir})
	if err != nil {
		t.Fatal(err)
	}
	defer reopened.Close()
	var v crashValue
	if err := reopened.Get(Key("big", "0"), &v); err != nil || v.Round != 30 || !strings.HasPrefix(v.Pad, "v") {
		t.Fatalf("after reopening: %+v, %v", v, err)
	}
}

// TestNoJournalReplaysAndRemovesOne: a store opened without a journal
// still replays one an earlier open left, then removes it.
func TestNoJournalReplaysAndRemovesOne(t *testing.T) {
	db, image := journalImages(t, Options{})
	if err := db.Update(func(tx *Txn) error { return writeRound(tx, 1) }); err != nil {
		t.Fatal(err)
	}
	dir := image()
	db.Close()
	img, err := Open(Options{Dir: dir, NoJournal: true})
	if err != nil {
		t.Fatal(err)
	}
	var v crashValue
	if err := img.Get(Key("small", "3"), &v); err != nil || v.Round != 1 {
		t.Fatalf("without a journal, the image reads %+v, %v", v, err)
	}
	if err := img.Close(); err != nil {
		t.Fatal(err)
	}
	for _, name := range JournalFiles {
		if _, err := os.Stat(filepath.Join(dir, name)); !errors.Is(err, os.ErrNotExist) {
			t.Fatalf("the journal's %s is still there: %v", name, err)
		}
	}
}

// FuzzReadJournal: whatever a crash or a stray write leaves in the file,
// reading it back must not panic, and the records it reads back write out
// to bytes that read back the same.
func FuzzReadJournal(f *testing.F) {
	j := testJournal(1)
	j.append(1, []journalWrite{{key: []byte("a"), val: []byte(`"x"`)}, {key: []byte("b"), del: true}})
	f.Add(append([]byte(nil), j.buf...))
	f.Add([]byte{})
	f.Add(make([]byte, 16))
	f.Fuzz(func(t *testing.T, b []byte) {
		recs, err := readJournal(bytes.NewReader(b), 1)
		if err != nil {
			t.Fatal(err)
		}
		out := testJournal(1)
		for _, r := range recs {
			out.append(r.seq, r.writes)
		}
		again, err := readJournal(bytes.NewReader(out.buf), 1)
		if err != nil || !reflect.DeepEqual(normalize(again), normalize(recs)) {
			t.Fatalf("%d records written out read back as %d: %v", len(recs), len(again), err)
		}
	})
}

// normalize makes empty values and nil ones compare equal.
func normalize(recs []journalRecord) []journalRecord {
	out := make([]journalRecord, len(recs))
	for i, r := range recs {
		out[i].seq = r.seq
		for _, w := range r.writes {
			out[i].writes = append(out[i].writes, journalWrite{key: slices.Clone(w.key), val: append([]byte{}, w.val...), del: w.del})
		}
	}
	return out
}

// testJournal is a journal with no files whose active file's epoch is
// epoch: enough to append records and read them back.
func testJournal(epoch uint64) *journal {
	return &journal{files: [2]*journalFile{{epoch: epoch}, {}}, retiring: -1}
}
