package settlement

import (
	"context"
	"crypto/sha256"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

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

// events is an EventSource of fixed events, one a block from block 1.
type events []chain.Event

func (e events) HeadNumber(context.Context) (uint64, error) { return uint64(len(e)), nil }
func (e events) BlockTime(_ context.Context, n uint64) (uint64, error) {
	return 1_000 + n, nil
}
func (e events) FilterEvents(_ context.Context, from, to uint64) ([]chain.Event, error) {
	var out []chain.Event
	for _, ev := range e {
		if ev.BlockNumber >= from && ev.BlockNumber <= to {
			out = append(out, ev)
		}
	}
	return out, nil
}

// A settlement by ballots keeps the dissent it paid, and a late ballot
// claimed after it is indexed without reopening the deal: reputation
// applies the audit's rule to both.
func TestIndexerKeepsPaidDissentAndClaims(t *testing.T) {
	db, err := store.Open(store.Options{Dir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	id, juror := sha256.Sum256([]byte("deal")), common.HexToAddress("0x00000000000000000000000000000000000000a2")
	src := events{
		{Kind: chain.EventDealCreated, DealID: id, BlockNumber: 1, Created: &chain.DealCreated{Amount: big.NewInt(5)}},
		{Kind: chain.EventDealResolved, DealID: id, BlockNumber: 2, Resolved: &chain.DealResolved{Approved: true, Method: chain.MethodQuorum, Amount: big.NewInt(5),
			Jurors: &chain.DealSettledByJurors{Approved: true, SeatMask: big.NewInt(3)},
			Fees:   &chain.JurorFeesPaid{SeatMask: big.NewInt(3), DissentMask: big.NewInt(4), PerSeat: big.NewInt(1), ToBuyer: big.NewInt(0)}}},
		{Kind: chain.EventJurorFeeClaimed, DealID: id, BlockNumber: 3, Claimed: &chain.JurorFeeClaimed{Juror: juror, Seat: 3, Approved: false, Amount: big.NewInt(1)}},
	}
	if n, err := NewIndexer(IndexerConfig{Store: db, Source: src, FromBlock: 1}).Sync(context.Background()); err != nil || n != 3 {
		t.Fatalf("sync: %d events, %v", n, err)
	}
	v, err := Deal(db, id)
	if err != nil {
		t.Fatal(err)
	}
	if v.State != "resolved" || len(v.Events) != 3 {
		t.Fatalf("deal %+v", v)
	}
	if r := v.Events[1]; r.DissentMask != "0x4" {
		t.Fatalf("resolved %+v", r)
	}
	if c := v.Events[2]; c.Kind != "fee_claimed" || c.Juror != strings.ToLower(juror.Hex()) || c.Seat == nil || *c.Seat != 3 || c.Approved == nil || *c.Approved {
		t.Fatalf("claim %+v", c)
	}
}
