package settlement

import (
	"context"
	"crypto/sha256"
	"errors"
	"log/slog"
	"testing"

	"github.com/arbitra-network/arbitra/chain"
	"github.com/arbitra-network/arbitra/coordinator"
	"github.com/arbitra-network/arbitra/store"
	"github.com/arbitra-network/arbitra/verdict"
)

// decided hands the outbox the deal's receipts as the coordinator does the
// moment they decide the deal, before its mint: seat index to vote.
func (n *feeNet) decided(t *testing.T, db *store.DB, out *Outbox, votes map[int]string) {
	t.Helper()
	chainID, escrow := n.escrow.Names()
	d := &coordinator.Decided{
		Request: &verdict.SignedRequest{Request: verdict.Request{ID: "verdict-1", MinVotes: 3,
			Deal: &verdict.Deal{ChainID: chainID, Escrow: escrow, DealID: verdict.DealID(n.id)}}},
		Decision: verdict.OptionPass, Receipts: n.receipts(t, votes),
	}
	if err := db.Update(func(tx *store.Txn) error { return out.DealDecidedHook(tx, d) }); err != nil {
		t.Fatal(err)
	}
}

// TestADissentDuringTheHoldIsPaidByItsClaim: the deal is relayed on the
// three PASS ballots that decided it; seat 3's FAIL arrives during the
// hold, so the record holds it but the settling call, already on its way,
// does not. The mint's note gives the entry the record's hash and seat 3's
// ballot, which claimJurorFee pays: the deal settles once, by the three
// ballots the record holds, and no seat that voted loses its fee. Relaying
// the same decision again (a restarted coordinator resumes the request)
// queues nothing more.
func TestADissentDuringTheHoldIsPaidByItsClaim(t *testing.T) {
	ctx := context.Background()
	n := newFeeNet(t)
	db := openDB(t, t.TempDir())
	defer db.Close()
	sent := make(chan Entry, 8)
	relayed := make(chan Entry, 8)
	out := NewOutbox(OutboxConfig{Store: db, Escrow: n.escrow, Logger: slog.New(slog.DiscardHandler),
		BeforeSend: func(_ context.Context, e Entry) { sent <- e }, OnFeesRelayed: func(e Entry) { relayed <- e }})
	out.Start()
	defer out.Close()

	pass3 := map[int]string{0: verdict.OptionPass, 1: verdict.OptionPass, 2: verdict.OptionPass}
	n.decided(t, db, out, pass3)
	first := waitFor(t, sent, "the relayed settlement")
	if first.VerdictHash != "" || len(first.Signers) != 3 || first.Fees != nil {
		t.Fatalf("the settlement sent ahead of the record: %+v", first)
	}
	n.decided(t, db, out, pass3) // a restart relays it again
	n.mint(t, db, out, map[int]string{0: verdict.OptionPass, 1: verdict.OptionPass, 2: verdict.OptionPass, 3: verdict.OptionFail})
	var e Entry
	for len(e.Late) == 0 { // a pass may close the fees before it adopts the mint's note
		e = waitFor(t, relayed, "the fees relayed")
	}
	if want := verdict.Hex32(sha256.Sum256([]byte("verdict"))); e.VerdictHash != want {
		t.Fatalf("entry verdict hash %q, want the record's %q", e.VerdictHash, want)
	}
	if e.State != StateConfirmed || e.AlreadySettled || len(e.Signers) != 3 || len(e.Late) != 1 || e.Late[0].Juror != verdict.Address(n.seats[3]).String() || e.Late[0].Approved {
		t.Fatalf("entry after the mint: %+v", e)
	}
	if got := n.claims(t); len(got) != 1 || got[3] != 1 {
		t.Fatalf("fee claims by seat %v, want seat 3's once", got)
	}
	st, err := n.escrow.Deal(ctx, n.id)
	if err != nil || st.Status != chain.StatusReleased {
		t.Fatalf("deal %+v, %v: want released", st, err)
	}
	if want := chain.BallotsHash(n.id, n.root, true, chain.SeatMask(0, 1, 2)); st.VerdictHash != want {
		t.Fatalf("settled with verdict hash %x, want the hash of seats 0, 1 and 2's ballots %x", st.VerdictHash, want)
	}
	if counts, err := out.Counts(); err != nil || counts[StateConfirmed] != 1 || counts[StatePending]+counts[StateSent] != 0 {
		t.Fatalf("outbox counts %v, %v: want one confirmed entry", counts, err)
	}
}

// TestTooFewBallotsRelayNothing: seats whose ballots fall short of the
// escrow's threshold cannot set a relay off, and an outbox that settles as
// the escrow's oracle waits for the record whose hash it names; either
// way the mint alone queues the deal's settlement.
func TestTooFewBallotsRelayNothing(t *testing.T) {
	n := newFeeNet(t)
	db := openDB(t, t.TempDir())
	defer db.Close()
	out := NewOutbox(OutboxConfig{Store: db, Escrow: n.escrow})
	n.decided(t, db, out, map[int]string{0: verdict.OptionPass, 1: verdict.OptionPass, 2: verdict.OptionFail})
	if _, err := out.Get(verdict.DealID(n.id)); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("two agreeing ballots queued a settlement: %v", err)
	}
	oracle := NewOutbox(OutboxConfig{Store: db, Escrow: n.escrow, Oracle: true})
	n.decided(t, db, oracle, map[int]string{0: verdict.OptionPass, 1: verdict.OptionPass, 2: verdict.OptionPass})
	if _, err := oracle.Get(verdict.DealID(n.id)); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("an oracle's outbox queued a settlement before the record: %v", err)
	}
}
