package settlement

import (
	"context"
	"crypto/sha256"
	"fmt"
	"log/slog"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"

	"github.com/arbitra-network/arbitra/chain"
	"github.com/arbitra-network/arbitra/coordinator"
	"github.com/arbitra-network/arbitra/internal/await"
	"github.com/arbitra-network/arbitra/store"
	"github.com/arbitra-network/arbitra/verdict"
)

const roundsWindow = 10 * time.Minute

// appealNet is a devnet escrow with an appeal window whose deals seat
// three of its five jurors in round 0 (all five after an appeal), with
// one submitted deal carrying a juror fee, and a running outbox as the
// coordinator's.
type appealNet struct {
	*dealNet
	db      *store.DB
	out     *Outbox
	relayed chan Entry
}

func newAppealNet(t *testing.T) *appealNet {
	t.Helper()
	n := &appealNet{dealNet: newDealNet(t, "round-juror", chain.DevnetConfig{PanelSize: 3, AppealWindow: roundsWindow}, big.NewInt(7_000_000), big.NewInt(3_000)),
		relayed: make(chan Entry, 8)}
	n.db = openDB(t, t.TempDir())
	t.Cleanup(func() { n.db.Close() })
	n.out = NewOutbox(OutboxConfig{Store: n.db, Escrow: n.escrow, Logger: slog.New(slog.DiscardHandler),
		OnFeesRelayed: func(e Entry) { n.relayed <- e }})
	n.out.Start()
	t.Cleanup(func() { n.out.Close() })
	return n
}

// seats is the panel of a round.
func (n *appealNet) seats(t *testing.T, round uint8) []common.Address {
	t.Helper()
	p, err := n.escrow.RoundPanel(context.Background(), n.id, round)
	if err != nil {
		t.Fatal(err)
	}
	return p.Seats
}

// ballot is a seat's ballot signed for round signedFor.
func (n *appealNet) ballot(t *testing.T, seat common.Address, signedFor uint8, approved bool) *verdict.Ballot {
	t.Helper()
	sig, err := chain.SignBallot(chain.DevKey(n.label[seat]), n.escrow.RoundBallotDigest(n.id, n.root, signedFor, approved))
	if err != nil {
		t.Fatal(err)
	}
	return &verdict.Ballot{Approved: approved, Signature: hexutil.Encode(sig)}
}

// mint writes a round's settlement entry as the coordinator's mint does,
// with a receipt for each seat in votes, its ballot signed for signedFor.
func (n *appealNet) mint(t *testing.T, round, signedFor uint8, threshold int, decision string, votes map[common.Address]string) {
	t.Helper()
	chainID, escrow := n.escrow.Names()
	deal := &verdict.Deal{ChainID: chainID, Escrow: escrow, DealID: verdict.DealID(n.id), Round: round}
	if round > 0 {
		deal.Previous = verdict.CIDForHash(sha256.Sum256([]byte{round - 1})).String()
	}
	m := &coordinator.Minted{
		Request: &verdict.SignedRequest{Request: verdict.Request{MinVotes: threshold}},
		Verdict: verdict.SignedVerdict{Hash: sha256.Sum256([]byte{round}), Verdict: verdict.Verdict{ID: fmt.Sprintf("verdict-round-%d", round),
			Decision: decision, Deal: deal}},
	}
	for seat, vote := range votes {
		m.Receipts = append(m.Receipts, verdict.Receipt{Juror: verdict.Address(seat), Vote: vote,
			Ballot: n.ballot(t, seat, signedFor, vote == verdict.OptionPass)})
	}
	if err := n.db.Update(func(tx *store.Txn) error { return n.out.MintHook(tx, m) }); err != nil {
		t.Fatal(err)
	}
}

// entry waits until the round's entry satisfies cond.
func (n *appealNet) entry(t *testing.T, round uint8, what string, cond func(Entry) bool) Entry {
	t.Helper()
	var e Entry
	await.Until(t, 30*time.Second, what, func() bool {
		var err error
		e, err = n.out.GetRound(verdict.DealID(n.id), round)
		return err == nil && cond(e)
	})
	return e
}

// appeal appeals the deal's decided round from the seller.
func (n *appealNet) appeal(t *testing.T) {
	t.Helper()
	ctx := context.Background()
	_, cost, err := n.seller.AppealCost(ctx, n.id)
	if err != nil {
		t.Fatal(err)
	}
	tok := n.token.WithTransactor(n.sellerT)
	if _, err := tok.Mint(ctx, n.sellerT.Address(), cost); err != nil {
		t.Fatal(err)
	}
	if _, err := tok.Approve(ctx, n.dev.EscrowAddress(), cost); err != nil {
		t.Fatal(err)
	}
	if _, err := n.seller.Appeal(ctx, n.id, cost); err != nil {
		t.Fatal(err)
	}
	if err := n.dev.Mine(2); err != nil {
		t.Fatal(err)
	}
}

// A deal decided FAIL by round 0's seats is appealed by the seller; the
// outbox settles round 0, sees the appeal and leaves round 0 to it,
// settles round 1 (PASS, three seats, a dissent) under its own key,
// relays the late fifth seat's ballot by claimRoundFee, and pays the
// seller by finalize once round 1's window has closed, not before.
func TestAppealedDealSettlesEachRoundAndFinalizesAfterTheWindow(t *testing.T) {
	ctx := context.Background()
	n := newAppealNet(t)
	p0 := n.seats(t, 0)
	n.mint(t, 0, 0, 2, verdict.OptionFail, map[common.Address]string{p0[0]: verdict.OptionFail, p0[1]: verdict.OptionFail, p0[2]: verdict.OptionFail})
	e0 := n.entry(t, 0, "round 0 settled", func(e Entry) bool { return e.State == StateConfirmed && e.Finalize != nil })
	if st, err := n.escrow.Deal(ctx, n.id); err != nil || st.Status != chain.StatusDecided || e0.Round != 0 {
		t.Fatalf("after round 0: %v, %v, entry round %d", st.Status, err, e0.Round)
	}
	if e0.Finalize.State != FinalizeWaiting {
		t.Fatalf("round 0's finalize is %s inside its window", e0.Finalize.State)
	}
	n.appeal(t)

	p1 := n.seats(t, 1)
	n.mint(t, 1, 1, 3, verdict.OptionPass, map[common.Address]string{p1[0]: verdict.OptionPass, p1[1]: verdict.OptionPass,
		p1[2]: verdict.OptionPass, p1[3]: verdict.OptionFail})
	if err := n.out.AddRoundBallot(verdict.DealID(n.id), 1, verdict.Address(p1[4]), *n.ballot(t, p1[4], 1, true)); err != nil {
		t.Fatal(err)
	}
	for { // round 0's relaying reports too, and round 1's may before the late ballot is in
		if e := waitFor(t, n.relayed, "round 1's fees relayed"); e.Round == 1 && len(e.Late) == 1 {
			break
		}
	}
	r1, err := n.escrow.Round(ctx, n.id, 1)
	if err != nil || !r1.Decided() || !r1.Approved {
		t.Fatalf("round 1 = %+v, %v", r1, err)
	}
	// Every seat of round 1 is paid once: four in the deciding call (the
	// dissent too), the late one by its claim.
	head, _ := n.escrow.HeadNumber(ctx)
	evs, err := n.escrow.FilterRoundEvents(ctx, 0, head)
	if err != nil {
		t.Fatal(err)
	}
	paid := new(big.Int)
	for _, ev := range evs {
		switch {
		case ev.Round != 1:
		case ev.Kind == chain.RoundEventDecided:
			paid.Or(ev.Decided.Fees.SeatMask, ev.Decided.Fees.DissentMask)
		case ev.Kind == chain.RoundEventFeeClaimed:
			if paid.Bit(int(ev.Claimed.Seat)) == 1 {
				t.Fatalf("round 1's seat %d paid twice", ev.Claimed.Seat)
			}
			paid.SetBit(paid, int(ev.Claimed.Seat), 1)
		}
	}
	if paid.Cmp(chain.SeatMask(0, 1, 2, 3, 4)) != 0 {
		t.Fatalf("round 1's seats paid: %b, want all five", paid)
	}
	e0 = n.entry(t, 0, "round 0 left to round 1", func(e Entry) bool { return e.Finalize.State == FinalizeDone })
	if e0.Finalize.TxHash != "" {
		t.Fatalf("round 0 was finalized by %s after the appeal", e0.Finalize.TxHash)
	}
	e1, err := n.out.GetRound(verdict.DealID(n.id), 1)
	if err != nil || e1.State != StateConfirmed || e1.Finalize == nil || e1.Finalize.State != FinalizeWaiting {
		t.Fatalf("round 1 entry inside its window: %+v, %v", e1, err)
	}
	if e, err := n.out.Get(verdict.DealID(n.id)); err != nil || e.VerdictID != "verdict-round-0" {
		t.Fatalf("round 0's entry under its old key: %+v, %v", e, err)
	}

	before, _ := n.token.BalanceOf(ctx, chain.DevAddress("seller"))
	if err := n.dev.AdjustTime(roundsWindow); err != nil {
		t.Fatal(err)
	}
	e1 = n.entry(t, 1, "round 1 finalized", func(e Entry) bool { return e.Finalize.State == FinalizeDone })
	after, _ := n.token.BalanceOf(ctx, chain.DevAddress("seller"))
	st, err := n.escrow.Deal(ctx, n.id)
	if err != nil || st.Status != chain.StatusReleased || e1.Finalize.TxHash == "" || new(big.Int).Sub(after, before).Cmp(n.amount) != 0 {
		t.Fatalf("after the window: %v (%v), finalize %+v, seller got %s", st.Status, err, e1.Finalize, new(big.Int).Sub(after, before))
	}
}

// An appeal whose round nobody decides before the ballot window closes
// lapses: the outbox that settled round 0 finalizes the deal with round
// 0's outcome (a FAIL: the buyer is refunded) and the appellant's fee
// comes back, without any entry of round 1.
func TestAppealNobodyDecidesLapsesToThePreviousRound(t *testing.T) {
	ctx := context.Background()
	n := newAppealNet(t)
	p0 := n.seats(t, 0)
	n.mint(t, 0, 0, 2, verdict.OptionFail, map[common.Address]string{p0[0]: verdict.OptionFail, p0[1]: verdict.OptionFail})
	n.entry(t, 0, "round 0 settled", func(e Entry) bool { return e.State == StateConfirmed })
	n.appeal(t)
	cfg, err := n.escrow.Config(ctx)
	if err != nil {
		t.Fatal(err)
	}
	buyer, _ := n.token.BalanceOf(ctx, chain.DevAddress("buyer"))
	if err := n.dev.AdjustTime(time.Duration(cfg.UnbondDelay) * time.Second); err != nil {
		t.Fatal(err)
	}
	e0 := n.entry(t, 0, "the lapsed appeal finalized", func(e Entry) bool { return e.Finalize.State == FinalizeDone })
	st, err := n.escrow.Deal(ctx, n.id)
	if err != nil || st.Status != chain.StatusRefunded || e0.Finalize.TxHash == "" {
		t.Fatalf("after the ballot window: %v (%v), finalize %+v", st.Status, err, e0.Finalize)
	}
	after, _ := n.token.BalanceOf(ctx, chain.DevAddress("buyer"))
	seller, _ := n.token.BalanceOf(ctx, chain.DevAddress("seller"))
	if new(big.Int).Sub(after, buyer).Cmp(n.amount) != 0 || seller.Sign() == 0 {
		t.Fatalf("the buyer got %s back (want %s), the appellant holds %s", new(big.Int).Sub(after, buyer), n.amount, seller)
	}
	if _, err := n.out.GetRound(verdict.DealID(n.id), 1); err == nil {
		t.Fatal("an entry of the undecided round 1")
	}
}

// A coordinator that relays round 0's ballots as round 1's (the seats of
// both rounds signed them, for the same outcome) settles nothing: the
// escrow counts only ballots signed for round 1, the entry ends reverted,
// and round 1 stays undecided.
func TestCoordinatorReplayingRoundZeroBallotsInRoundOneIsRefused(t *testing.T) {
	ctx := context.Background()
	n := newAppealNet(t)
	p0 := n.seats(t, 0)
	n.mint(t, 0, 0, 2, verdict.OptionFail, map[common.Address]string{p0[0]: verdict.OptionFail, p0[1]: verdict.OptionFail})
	n.entry(t, 0, "round 0 settled", func(e Entry) bool { return e.State == StateConfirmed })
	n.appeal(t)

	p1 := n.seats(t, 1)
	votes := map[common.Address]string{}
	for _, s := range p1[:3] {
		votes[s] = verdict.OptionFail
	}
	n.mint(t, 1, 0, 3, verdict.OptionFail, votes)
	e := n.entry(t, 1, "the replayed round-1 entry refused", func(e Entry) bool { return e.State == StateReverted })
	if e.TxHash != "" {
		t.Fatalf("a transaction %s was mined for replayed ballots", e.TxHash)
	}
	if r1, err := n.escrow.Round(ctx, n.id, 1); err != nil || r1.Decided() {
		t.Fatalf("round 1 = %+v, %v", r1, err)
	}
}
