package store_test

import (
	"fmt"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/arbitra-network/arbitra/store"
)

// benchRecord is shaped like the coordinator's minted record: the verdict
// block (about 2 KiB for 5 jurors), its signature, CIDs and rationales.
type benchRecord struct {
	ID         string   `json:"id"`
	Status     string   `json:"status"`
	CreatedAt  string   `json:"created_at"`
	Verdict    []byte   `json:"verdict"`
	Signature  string   `json:"signature"`
	Hash       string   `json:"hash"`
	CID        string   `json:"cid"`
	Receipts   []string `json:"receipts"`
	MintedAt   string   `json:"minted_at"`
	Rationales []string `json:"rationales"`
}

type benchReceipt struct {
	Block     []byte `json:"block"`
	Rationale string `json:"rationale"`
}

func mintFixture() (benchRecord, []benchReceipt) {
	rec := benchRecord{
		Status: "minted", CreatedAt: "2026-01-01T00:00:00Z", Verdict: []byte(strings.Repeat("v", 2200)),
		Signature: "0x" + strings.Repeat("ab", 65), Hash: strings.Repeat("cd", 32),
		CID: "baguqeera" + strings.Repeat("x", 50), MintedAt: "2026-01-01T00:00:01Z",
	}
	var rcs []benchReceipt
	for i := range 5 {
		rec.Receipts = append(rec.Receipts, fmt.Sprintf("baguqeera%050d", i))
		rec.Rationales = append(rec.Rationales, "ok")
		rcs = append(rcs, benchReceipt{Block: []byte(strings.Repeat("r", 900)), Rationale: "ok"})
	}
	return rec, rcs
}

// mint writes what coordinator.finalize writes in one transaction: the
// record, five receipts, the in-flight marker removed, the archive marker.
func mint(db *store.DB, id string, rec benchRecord, rcs []benchReceipt) error {
	rec.ID = id
	return db.Update(func(tx *store.Txn) error {
		for i, rc := range rcs {
			if err := tx.Put(store.Key("coord", "receipt", id, fmt.Sprint(i)), rc); err != nil {
				return err
			}
		}
		if err := tx.Put(store.Key("coord", "record", id), &rec); err != nil {
			return err
		}
		if err := tx.Delete(store.Key("coord", "inflight", id)); err != nil {
			return err
		}
		return tx.Put(store.Key("coord", "unarchived", id), struct{}{})
	})
}

// BenchmarkMint is the mint transaction of a 5-juror verdict, alone and
// with concurrent writers (whose Updates share a transaction and a sync).
func BenchmarkMint(b *testing.B) {
	rec, rcs := mintFixture()
	for _, c := range []struct {
		name     string
		parallel bool
	}{{"sync", false}, {"sync-parallel", true}} {
		b.Run(c.name, func(b *testing.B) {
			db, err := store.Open(store.Options{Dir: b.TempDir()})
			if err != nil {
				b.Fatal(err)
			}
			defer db.Close()
			var seq atomic.Int64
			b.ReportAllocs()
			if c.parallel {
				b.SetParallelism(8)
				b.RunParallel(func(pb *testing.PB) {
					for pb.Next() {
						if err := mint(db, fmt.Sprintf("vrd_%032d", seq.Add(1)), rec, rcs); err != nil {
							b.Error(err)
							return
						}
					}
				})
				return
			}
			for b.Loop() {
				if err := mint(db, fmt.Sprintf("vrd_%032d", seq.Add(1)), rec, rcs); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkUpdate is a receipt's own write (one value of receipt size in
// its own Update), alone and from concurrent writers.
func BenchmarkUpdate(b *testing.B) {
	_, rcs := mintFixture()
	for _, parallel := range []bool{false, true} {
		name := "receipt"
		if parallel {
			name = "receipt-parallel"
		}
		b.Run(name, func(b *testing.B) {
			db, err := store.Open(store.Options{Dir: b.TempDir()})
			if err != nil {
				b.Fatal(err)
			}
			defer db.Close()
			var seq atomic.Int64
			put := func() error {
				return db.Put(store.Key("coord", "receipt", fmt.Sprintf("vrd_%032d", seq.Add(1)), "0"), rcs[0])
			}
			b.ReportAllocs()
			if parallel {
				b.SetParallelism(8)
				b.RunParallel(func(pb *testing.PB) {
					for pb.Next() {
						if err := put(); err != nil {
							b.Error(err)
							return
						}
					}
				})
				return
			}
			for b.Loop() {
				if err := put(); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkGet reads a minted record back (the API's GET /v1/verdicts/{id}).
func BenchmarkGet(b *testing.B) {
	rec, rcs := mintFixture()
	db, err := store.Open(store.Options{Dir: b.TempDir()})
	if err != nil {
		b.Fatal(err)
	}
	defer db.Close()
	const n = 1000
	for i := range n {
		if err := mint(db, fmt.Sprintf("vrd_%032d", i), rec, rcs); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		var got benchRecord
		if err := db.Get(store.Key("coord", "record", fmt.Sprintf("vrd_%032d", i%n)), &got); err != nil {
			b.Fatal(err)
		}
		i++
	}
}
