package reputation

import (
	"encoding/json"
	"errors"
	"fmt"
	"runtime"
	"sync"
	"testing"

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

// The counters follow what was committed: a transaction that failed
// leaves nothing behind, even through the abstentions' map, and one
// transaction that records several verdicts counts each.
func TestCountersFollowCommits(t *testing.T) {
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
	f.mint(t0, nil, "PASS", seatSpec{"PASS", 10}, timeout)
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

// Concurrent transactions that record seats of the same jurors lose no
// update.
func TestCountersConcurrentWriters(t *testing.T) {
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
// several tables, as in a coordinator that has run for a while.
func BenchmarkRecordVerdict(b *testing.B) {
	f := newFixtureWith(b, store.Options{Dir: b.TempDir()})
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

// While a Rebuild holds the book, the mint hook fails with a conflict
// instead of waiting for it (it runs on the store's writer, which the
// rebuild waits for), and leaves nothing behind; run again afterwards, it
// records the verdict.
func TestMintHookDuringRebuildConflicts(t *testing.T) {
	f := newFixture(t)
	m := f.build(t0, nil, "PASS", seatSpec{"PASS", 10})
	f.book.mu.Lock() // as Rebuild holds it
	err := f.record(false, m)
	f.book.mu.Unlock()
	if !errors.Is(err, ErrRebuilding) {
		t.Fatalf("hook during a rebuild: %v, want ErrRebuilding", err)
	}
	if j, err := f.book.Juror(juror(0)); err == nil {
		t.Fatalf("the failed hook counted a seat: %+v", j)
	}
	if err := f.record(false, m); err != nil {
		t.Fatal(err)
	}
	if j := f.counters(0); j.Served != 1 {
		t.Fatalf("served %d after the hook ran again, want 1", j.Served)
	}
}

// Verdicts minted while a Rebuild runs are each counted once: a mint
// that the rebuild turns away is run again (as the coordinator does), and
// the rebuild's source reads the minted records from the store, where the
// mint commits them with its hook.
func TestRebuildWhileMinting(t *testing.T) {
	f := newFixture(t)
	recordKey := func(id string) []byte { return store.Key("test", "record", id) }
	mint := func(m *coordinator.Minted) error {
		sv := m.Verdict
		rec := &coordinator.Record{
			ID: sv.Verdict.ID, Status: coordinator.StatusMinted, Verdict: sv.Bytes, Signature: sv.Signature,
			Hash: sv.HashHex(), CID: sv.CID(), MintedAt: sv.Verdict.CreatedAt,
		}
		for attempt := 0; ; attempt++ {
			err := f.db.Update(func(tx *store.Txn) error {
				if err := tx.Put(recordKey(rec.ID), rec); err != nil {
					return err
				}
				return f.book.RecordVerdict(tx, m)
			})
			if !errors.Is(err, ErrRebuilding) || attempt == 1_000_000 { // a liveness bound
				return err
			}
			runtime.Gosched()
		}
	}
	source := func(yield func(verdict.Record) error) error {
		var recs []verdict.Record
		if err := f.db.Scan(store.Key("test", "record", ""), func(_, v []byte) error {
			var rec coordinator.Record
			if err := json.Unmarshal(v, &rec); err != nil {
				return err
			}
			recs = append(recs, verdict.Record{Verdict: rec.Verdict, Signature: rec.Signature})
			return nil
		}); err != nil {
			return err
		}
		return sliceSource(recs)(yield)
	}
	const before, during = 20, 40
	for range before {
		if err := mint(f.build(t0, nil, "PASS", seatSpec{"PASS", 10})); err != nil {
			t.Fatal(err)
		}
	}
	ms := make([]*coordinator.Minted, during)
	for i := range ms {
		ms[i] = f.build(t0, nil, "PASS", seatSpec{"PASS", 10})
	}
	var wg sync.WaitGroup
	errs := make(chan error, during+2)
	for _, m := range ms {
		wg.Go(func() { errs <- mint(m) })
	}
	for range 2 {
		wg.Go(func() {
			_, err := f.book.Rebuild(t.Context(), source, nil)
			errs <- err
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Fatal(err)
		}
	}
	if j := f.counters(0); j.Served != before+during {
		t.Fatalf("served %d after rebuilds among the mints, want %d", j.Served, before+during)
	}
}
