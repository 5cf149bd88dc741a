package reputation

import (
	"errors"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/arbitra-network/arbitra/coordinator"
	"github.com/arbitra-network/arbitra/store"
	"github.com/arbitra-network/arbitra/verdict"
)

var errAbort = errors.New("abort")

// record runs the mint hook for ms in one transaction; abort makes the
// transaction fail after the hook ran.
func (f *fixture) record(abort bool, ms ...*coordinator.Minted) error {
	return f.db.Update(func(tx *store.Txn) error {
		for _, m := range ms {
			if err := f.book.RecordVerdict(tx, m); err != nil {
				return err
			}
		}
		if abort {
			return errAbort
		}
		return nil
	})
}

func (f *fixture) counters(i int) JurorStats {
	f.t.Helper()
	j, err := f.book.Juror(juror(i))
	if err != nil {
		f.t.Fatal(err)
	}
	return j
}

// The cached counters follow what was committed: a transaction that
// failed leaves nothing behind, even through the abstentions' map, and
// one transaction that records several verdicts counts each.
func TestCounterCacheFollowsCommits(t *testing.T) {
	f := newFixture(t)
	timeout := seatSpec{verdict.ErrClassTimeout, 0}
	f.mint(t0, nil, "PASS", seatSpec{"PASS", 10}, timeout) // served 1, one timeout
	a := f.build(t0, nil, "PASS", seatSpec{"PASS", 10}, timeout)
	if err := f.record(true, a); !errors.Is(err, errAbort) {
		t.Fatalf("aborted transaction: %v", err)
	}
	if j := f.counters(1); j.Served != 1 || j.Abstentions[verdict.ErrClassTimeout] != 1 {
		t.Fatalf("after an aborted transaction: %+v", j)
	}
	f.mint(t0, nil, "PASS", seatSpec{"PASS", 10}, timeout) // the failure emptied the cache: fill it again
	b := f.build(t0, nil, "PASS", seatSpec{"PASS", 10}, timeout)
	c := f.build(t0, nil, "PASS", seatSpec{"PASS", 10}, timeout)
	if err := f.record(false, a, b, c); err != nil {
		t.Fatal(err)
	}
	if j := f.counters(0); j.Served != 5 || j.Agreed != 5 {
		t.Fatalf("juror 0: %+v", j)
	}
	if j := f.counters(1); j.Served != 5 || j.Abstained != 5 || j.Abstentions[verdict.ErrClassTimeout] != 5 {
		t.Fatalf("juror 1: %+v", j)
	}
}

// A mint does not read the counters it recorded before back from the
// store: deleted behind the book's back, they carry on from the cache.
// (Only the book writes them; Rebuild starts the cache again.)
func TestCounterCacheServesTheMint(t *testing.T) {
	f := newFixture(t)
	f.mint(t0, nil, "PASS", seatSpec{"PASS", 10})
	if err := f.db.Update(func(tx *store.Txn) error { return tx.Delete(jurorKey(juror(0))) }); err != nil {
		t.Fatal(err)
	}
	f.mint(t0, nil, "PASS", seatSpec{"PASS", 10})
	if j := f.counters(0); j.Served != 2 {
		t.Fatalf("served %d: the mint read the store", j.Served)
	}
	if _, err := f.book.Rebuild(t.Context(), sliceSource(f.records), nil); err != nil {
		t.Fatal(err)
	}
	f.mint(t0, nil, "PASS", seatSpec{"PASS", 10})
	if j := f.counters(0); j.Served != 3 {
		t.Fatalf("after a rebuild: served %d", j.Served)
	}
}

// Concurrent transactions that record seats of the same jurors lose no
// update: the book serializes its counter writes.
func TestCounterCacheConcurrentWriters(t *testing.T) {
	f := newFixture(t)
	const writers, each = 4, 25
	ms := make([]*coordinator.Minted, writers*each)
	for i := range ms {
		ms[i] = f.build(t0, nil, "PASS", seatSpec{"PASS", 10}, seatSpec{"FAIL", 10})
	}
	var wg sync.WaitGroup
	errs := make(chan error, writers)
	for w := range writers {
		wg.Go(func() {
			for _, m := range ms[w*each : (w+1)*each] {
				if err := f.record(false, m); err != nil {
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
	const want = writers * each
	if j := f.counters(0); j.Served != want || j.Agreed != want {
		t.Fatalf("juror 0: %+v, want %d served", j, want)
	}
	if j := f.counters(1); j.Served != want || j.Dissented != want {
		t.Fatalf("juror 1: %+v, want %d served", j, want)
	}
}

// BenchmarkRecordVerdict is the mint hook for a five-seat verdict, one
// transaction each, in a store whose older counter versions sit in
// several tables, as in a coordinator that has run for a while. The
// store does not flush (NoSync), so that the disk's flush does not drown
// what the hook costs.
func BenchmarkRecordVerdict(b *testing.B) {
	f := newFixtureWith(b, store.Options{Dir: b.TempDir(), NoSync: true})
	five := []seatSpec{{"PASS", 10}, {"PASS", 10}, {"PASS", 10}, {"FAIL", 10}, {"PASS", 10}}
	filler := make([]byte, 100)
	for round := range 4 {
		for range 100 {
			f.mint(t0, nil, "PASS", five...)
		}
		for batch := range 40 { // about 4 MB of small keys: memtables fill and are written out
			err := f.db.Update(func(tx *store.Txn) error {
				for k := range 1000 {
					if err := tx.PutRaw(fmt.Appendf(nil, "filler/%d/%d/%d", round, batch, k), filler); err != nil {
						return err
					}
				}
				return nil
			})
			if err != nil {
				b.Fatal(err)
			}
		}
	}
	ms := make([]*coordinator.Minted, b.N)
	for i := range ms {
		ms[i] = f.build(t0, nil, "PASS", five...)
	}
	b.ReportAllocs()
	b.ResetTimer()
	for _, m := range ms {
		if err := f.record(false, m); err != nil {
			b.Fatal(err)
		}
	}
}

// A Rebuild that starts while a mint transaction is between two of its
// verdicts neither deadlocks with it nor runs under it: the transaction
// keeps the book until it ends, so the rebuild starts after its commit
// and recomputes from what it is given.
func TestRebuildWaitsForAMintTransaction(t *testing.T) {
	f := newFixture(t)
	f.mint(t0, nil, "PASS", seatSpec{"PASS", 10})
	f.mint(t0, nil, "PASS", seatSpec{"PASS", 10})
	source := sliceSource(f.records) // the two minted above
	a := f.build(t0, nil, "PASS", seatSpec{"PASS", 10})
	b := f.build(t0, nil, "PASS", seatSpec{"PASS", 10})
	rebuilt := make(chan error, 1)
	done := make(chan error, 1)
	go func() {
		done <- f.db.Update(func(tx *store.Txn) error {
			if err := f.book.RecordVerdict(tx, a); err != nil {
				return err
			}
			go func() {
				_, err := f.book.Rebuild(t.Context(), source, nil)
				rebuilt <- err
			}()
			// Wait until the rebuild waits for the book (a waiting writer
			// turns readers away), then record the second verdict.
			for f.book.mu.TryRLock() {
				f.book.mu.RUnlock()
				select {
				case err := <-rebuilt:
					rebuilt <- err
					return nil // it did not wait for this transaction
				case <-time.After(time.Millisecond):
				}
			}
			return f.book.RecordVerdict(tx, b)
		})
	}()
	for _, ch := range []chan error{done, rebuilt} {
		select {
		case err := <-ch:
			if err != nil {
				t.Fatal(err)
			}
		case <-time.After(30 * time.Second):
			t.Fatal("the mint transaction and the rebuild wait for each other")
		}
	}
	// The rebuild ran after the transaction committed: it counts only
	// its source's two verdicts.
	if j := f.counters(0); j.Served != 2 {
		t.Fatalf("served %d after the rebuild, want 2", j.Served)
	}
}
