package settlement

import (
	"context"
	"crypto/sha256"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/arbitra-network/arbitra/chain"
	"github.com/arbitra-network/arbitra/store"
)

// TestIndexerRestartsWithoutGapsOrDuplicates indexes a simulated chain's
// escrow events, reopens the store with a fresh indexer, and checks that
// every event is stored once, refunds name their seller, and each record
// carries its block time.
func TestIndexerRestartsWithoutGapsOrDuplicates(t *testing.T) {
	ctx := context.Background()
	dev, err := chain.NewDevnet(ctx, chain.DevnetConfig{Oracle: chain.DevAddress("oracle")})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { dev.Close() })
	buyer, _ := dev.Transactor(ctx, "buyer")
	seller, _ := dev.Transactor(ctx, "seller")
	oracle, _ := dev.Transactor(ctx, "oracle")
	escrow, err := chain.NewEscrow(ctx, dev.Client(), dev.EscrowAddress(), buyer)
	if err != nil {
		t.Fatal(err)
	}
	token := chain.NewToken(dev.Client(), dev.TokenAddress(), buyer)
	amount := big.NewInt(5_000_000)
	open := func(label string) [32]byte {
		id := sha256.Sum256([]byte(label))
		if _, err := token.Approve(ctx, dev.EscrowAddress(), amount); err != nil {
			t.Fatal(err)
		}
		head, _ := dev.Client().HeaderByNumber(ctx, nil)
		if _, err := escrow.CreateDeal(ctx, chain.DealTerms{ID: id, Seller: seller.Address(), Token: dev.TokenAddress(),
			Amount: amount, CriteriaHash: id, Deadline: head.Time + 600}); err != nil {
			t.Fatal(err)
		}
		return id
	}

	dir := t.TempDir()
	db, err := store.Open(store.Options{Dir: dir})
	if err != nil {
		t.Fatal(err)
	}
	ix := NewIndexer(IndexerConfig{Store: db, Source: escrow})

	paid := open("paid")
	if _, err := escrow.WithTransactor(seller).Submit(ctx, paid, paid); err != nil {
		t.Fatal(err)
	}
	if n, err := ix.Sync(ctx); err != nil || n != 2 {
		t.Fatalf("first sync: %d events, %v", n, err)
	}
	if _, err := escrow.WithTransactor(oracle).Resolve(ctx, paid, true, sha256.Sum256([]byte("verdict"))); err != nil {
		t.Fatal(err)
	}
	late := open("late")
	if err := dev.AdjustTime(time.Hour); err != nil {
		t.Fatal(err)
	}
	if _, err := escrow.Refund(ctx, late); err != nil {
		t.Fatal(err)
	}
	db.Close()

	// A new process: same store, new indexer.
	db, err = store.Open(store.Options{Dir: dir})
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	ix = NewIndexer(IndexerConfig{Store: db, Source: escrow})
	if n, err := ix.Sync(ctx); err != nil || n != 3 {
		t.Fatalf("sync after restart: %d events, %v (want resolved, created, refunded)", n, err)
	}
	if n, err := ix.Sync(ctx); err != nil || n != 0 {
		t.Fatalf("a third sync found %d new events, %v", n, err)
	}
	want := map[[32]byte]string{paid: "created,submitted,resolved", late: "created,refunded"}
	for id, lifecycle := range want {
		v, err := Deal(db, id)
		if err != nil {
			t.Fatal(err)
		}
		var kinds []string
		for _, e := range v.Events {
			kinds = append(kinds, e.Kind)
			if e.Seller != strings.ToLower(seller.Address().Hex()) || e.Time == 0 {
				t.Fatalf("%s event lacks its seller or time: %+v", e.Kind, e)
			}
		}
		if strings.Join(kinds, ",") != lifecycle {
			t.Fatalf("deal %x: lifecycle %v, want %s", id[:4], kinds, lifecycle)
		}
	}
	v, _ := Deal(db, late)
	if r := v.Events[1]; r.Reason != "no_submission" || r.Amount != amount.String() {
		t.Fatalf("refund %+v", r)
	}
	if _, err := Deal(db, sha256.Sum256([]byte("never"))); err != store.ErrNotFound {
		t.Fatalf("unknown deal: %v", err)
	}
}
