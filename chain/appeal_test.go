package chain_test

import (
	"context"
	"errors"
	"math/big"
	"slices"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/arbitra-network/arbitra/chain"
)

// TestAppealThroughTheClient runs a deal through two rounds on a devnet
// escrow with an appeal window, with every new wrapper: a FAIL by three
// seats, the seller's appeal, a PASS by the round of five, the buyer's
// acceptance; a second deal pays out by Finalize after its window. The
// round views, the round events and the escrow's own digests and hashes
// agree with the Go ones.
func TestAppealThroughTheClient(t *testing.T) {
	ctx := context.Background()
	labels, jurors := jurorLabels(5)
	const window = 10 * time.Minute
	d := newDevnet(t, chain.DevnetConfig{Jurors: jurors, PanelSize: 3, GracePeriod: time.Hour, AppealWindow: window, Accounts: []string{"stranger"}})
	buyer, seller, stranger := newParty(t, d, "buyer"), newParty(t, d, "seller"), newParty(t, d, "stranger")
	if cfg, err := buyer.escrow.Config(ctx); err != nil || cfg.AppealWindow != uint64(window/time.Second) {
		t.Fatalf("config %+v, %v", cfg, err)
	}
	start, _ := buyer.escrow.HeadNumber(ctx)
	mustTx := func(r *types.Receipt, err error) *types.Receipt {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	keyOf := func(a common.Address) int { return slices.Index(jurors, a) }
	sign := func(e *chain.Escrow, id [32]byte, round uint8, approved bool, seats []common.Address) [][]byte {
		t.Helper()
		root, err := e.EvidenceRoot(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		var sigs [][]byte
		for _, s := range seats {
			sig, err := chain.SignBallot(chain.DevKey(labels[keyOf(s)]), e.RoundBallotDigest(id, root, round, approved))
			if err != nil {
				t.Fatal(err)
			}
			sigs = append(sigs, sig)
		}
		return sigs
	}

	amount, fee := big.NewInt(10_000_000), big.NewInt(3_000)
	mustTx(buyer.token.Approve(ctx, d.EscrowAddress(), new(big.Int).Mul(amount, big.NewInt(3))))
	id := id32("appealed")
	mustTx(buyer.escrow.CreateDeal(ctx, chain.DealTerms{ID: id, Seller: seller.addr, Token: d.TokenAddress(),
		Amount: amount, JurorFee: fee, CriteriaHash: id32("criteria"), Deadline: headTime(t, d) + 3600}))
	if n, c, err := seller.escrow.AppealCost(ctx, id); err != nil || n != 0 || c.Sign() != 0 {
		t.Fatalf("AppealCost before the submission: %d, %s, %v", n, c, err)
	}
	mustTx(seller.escrow.Submit(ctx, id, id32("work")))
	if err := d.Mine(2); err != nil {
		t.Fatal(err)
	}
	p0, err := seller.escrow.Panel(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	mustTx(stranger.escrow.ResolveByQuorum(ctx, id, false, sign(stranger.escrow, id, 0, false, p0.Seats[:2]), nil))
	st, rounds, err := buyer.escrow.Rounds(ctx, id)
	if err != nil || st.Status != chain.StatusDecided || !st.Status.Open() || st.Status.String() != "decided" || st.Round != 0 || len(rounds) != 1 {
		t.Fatalf("after the first decision: %+v, %d rounds, %v", st, len(rounds), err)
	}
	r0 := rounds[0]
	root, _ := buyer.escrow.EvidenceRoot(ctx, id)
	if !r0.Decided() || r0.Approved || r0.Seats != 3 || r0.NextSeats != 5 || r0.Payer != buyer.addr || r0.Fee.Cmp(fee) != 0 ||
		r0.AppealDeadline != r0.DecidedAt+600 || r0.VerdictHash != chain.RoundBallotsHash(id, root, 0, false, chain.SeatMask(0, 1)) ||
		r0.Shares.Unpaid != 1 || r0.Shares.Share.Int64() != 1_000 {
		t.Fatalf("round 0 = %+v", r0)
	}
	seats, cost, err := seller.escrow.AppealCost(ctx, id)
	if err != nil || seats != 5 || cost.Int64() != 5_000 {
		t.Fatalf("AppealCost = %d, %s, %v", seats, cost, err)
	}

	// Who may appeal, and for how much.
	mustTx(seller.token.Mint(ctx, seller.addr, cost))
	mustTx(seller.token.Approve(ctx, d.EscrowAddress(), cost))
	if _, err := buyer.escrow.Appeal(ctx, id, cost); !errors.Is(err, chain.ErrUnauthorized) {
		t.Fatalf("the winner's appeal: %v", err)
	}
	if _, err := seller.escrow.Appeal(ctx, id, big.NewInt(4_999)); !errors.Is(err, chain.ErrAppealFeeTooLow) {
		t.Fatalf("an appeal for less: %v", err)
	}
	if _, err := seller.escrow.Finalize(ctx, id); !errors.Is(err, chain.ErrAppealWindowOpen) {
		t.Fatalf("Finalize in the window: %v", err)
	}
	appealed := mustTx(seller.escrow.Appeal(ctx, id, cost))
	if _, err := seller.escrow.RoundPanel(ctx, id, 1); !errors.Is(err, chain.ErrDrawPending) {
		t.Fatalf("RoundPanel right after the appeal: %v", err)
	}
	if _, err := buyer.escrow.Refund(ctx, id); !errors.Is(err, chain.ErrOutcomeRecorded) {
		t.Fatalf("a refund during the appeal: %v", err)
	}
	if err := d.Mine(2); err != nil {
		t.Fatal(err)
	}
	p1, err := seller.escrow.RoundPanel(ctx, id, 1)
	if err != nil || len(p1.Seats) != 5 || p1.DrawBlock != appealed.BlockNumber.Uint64()+1 {
		t.Fatalf("RoundPanel(1) = %+v, %v", p1, err)
	}
	// Round 0's ballots are no round-1 ballots.
	if _, err := stranger.escrow.ResolveByQuorum(ctx, id, true, sign(stranger.escrow, id, 0, true, p1.Seats[:3]), nil); !errors.Is(err, chain.ErrInvalidBallot) {
		t.Fatalf("round-0 ballots in round 1: %v", err)
	}
	mustTx(stranger.escrow.ResolveByQuorum(ctx, id, true, sign(stranger.escrow, id, 1, true, p1.Seats[:3]), sign(stranger.escrow, id, 1, false, p1.Seats[3:4])))
	_, rounds, err = buyer.escrow.Rounds(ctx, id)
	if err != nil || len(rounds) != 2 {
		t.Fatalf("%d rounds, %v", len(rounds), err)
	}
	r1 := rounds[1]
	if !r1.Approved || r1.Seats != 5 || r1.Threshold != 3 || r1.Payer != seller.addr || r1.Fee.Cmp(cost) != 0 || r1.Seed != p1.Seed ||
		r1.VerdictHash != chain.RoundBallotsHash(id, root, 1, true, chain.SeatMask(0, 1, 2)) || r1.NextSeats != 0 || r1.Shares.Unpaid != 1 {
		t.Fatalf("round 1 = %+v", r1)
	}
	if n, c, err := seller.escrow.AppealCost(ctx, id); err != nil || n != 0 || c.Sign() != 0 {
		t.Fatalf("AppealCost with every candidate seated: %d, %s, %v", n, c, err)
	}
	if _, err := buyer.escrow.Appeal(ctx, id, cost); !errors.Is(err, chain.ErrNoMoreAppeals) {
		t.Fatalf("an appeal of the last round: %v", err)
	}
	if _, err := seller.escrow.AcceptOutcome(ctx, id); !errors.Is(err, chain.ErrUnauthorized) {
		t.Fatalf("the winner's acceptance: %v", err)
	}
	accepted := mustTx(buyer.escrow.AcceptOutcome(ctx, id))
	late := sign(stranger.escrow, id, 1, true, p1.Seats[4:])[0]
	claimed := mustTx(stranger.escrow.ClaimRoundFee(ctx, id, 1, true, late))
	if st, _ := buyer.escrow.Deal(ctx, id); st.Status != chain.StatusReleased || st.VerdictHash != r1.VerdictHash {
		t.Fatalf("deal after acceptance = %+v", st)
	}

	// Round events: each round's draw, decision and fees, the appeal, the acceptance, the claim.
	end, _ := buyer.escrow.HeadNumber(ctx)
	evs, err := buyer.escrow.FilterRoundEvents(ctx, start, end)
	if err != nil {
		t.Fatal(err)
	}
	var kinds []string
	for _, ev := range evs {
		if ev.DealID != id {
			t.Fatalf("event of deal %x", ev.DealID)
		}
		kinds = append(kinds, ev.Kind.String()+"/"+string('0'+rune(ev.Round)))
	}
	want := []string{"Drawn/0", "Decided/0", "Appealed/1", "Drawn/1", "Decided/1", "Accepted/1", "FeeClaimed/1"}
	if !slices.Equal(kinds, want) {
		t.Fatalf("round events %v, want %v", kinds, want)
	}
	if dr := evs[0].Drawn; dr.Seed != p0.Seed || dr.DrawBlock != p0.DrawBlock {
		t.Fatalf("round 0 drawn %+v", dr)
	}
	if dc := evs[1].Decided; dc.Approved || dc.VerdictHash != r0.VerdictHash || dc.AppealDeadline != r0.AppealDeadline ||
		dc.Fees == nil || dc.Fees.PerSeat.Int64() != 1_000 || dc.Fees.SeatMask.Cmp(chain.SeatMask(0, 1)) != 0 || !slices.Equal(dc.Signers, p0.Seats[:2]) {
		t.Fatalf("round 0 decided %+v", dc)
	}
	if ap := evs[2].Appealed; ap.Appellant != seller.addr || ap.Fee.Cmp(cost) != 0 || ap.Seats != 5 || ap.Threshold != 3 || ap.DrawBlock != p1.DrawBlock || evs[2].TxHash != appealed.TxHash {
		t.Fatalf("appealed %+v", ap)
	}
	if dc := evs[4].Decided; !dc.Approved || dc.Fees == nil || dc.Fees.DissentMask.Cmp(chain.SeatMask(3)) != 0 || dc.Fees.PerSeat.Int64() != 1_000 {
		t.Fatalf("round 1 decided %+v", dc)
	}
	if ac := evs[5].Accepted; ac.Party != buyer.addr || evs[5].TxHash != accepted.TxHash {
		t.Fatalf("accepted %+v", ac)
	}
	if c := evs[6].Claimed; c.Juror != p1.Seats[4] || c.Seat != 4 || !c.Approved || c.Amount.Int64() != 1_000 || evs[6].TxHash != claimed.TxHash {
		t.Fatalf("claimed %+v", c)
	}
	lifecycle, err := buyer.escrow.FilterEvents(ctx, start, end)
	if err != nil {
		t.Fatal(err)
	}
	res := lifecycle[len(lifecycle)-1]
	if res.Kind != chain.EventDealResolved || res.Resolved.Method != chain.MethodRounds || res.Resolved.VerdictHash != r1.VerdictHash || res.Resolved.Recipient != seller.addr {
		t.Fatalf("last lifecycle event %+v", res)
	}

	// The Go digests are the escrow's.
	for round := range uint8(3) {
		got, err := call(ctx, d, contractsEscrowABI.PackRoundBallotDigest(id, root, round, true))
		if err != nil || [32]byte(got) != buyer.escrow.RoundBallotDigest(id, root, round, true) {
			t.Fatalf("round %d digest: escrow %x, Go %x (%v)", round, got, buyer.escrow.RoundBallotDigest(id, root, round, true), err)
		}
	}

	// Slashing names the round of its ballots.
	j := p1.Seats[0]
	a := chain.SignedBallot{Approved: true, Signature: sign(stranger.escrow, id, 1, true, []common.Address{j})[0], Round: 1}
	b := chain.SignedBallot{Approved: false, Signature: sign(stranger.escrow, id, 0, false, []common.Address{j})[0], Round: 0}
	if _, err := stranger.escrow.SlashEquivocation(ctx, id, a, b); !errors.Is(err, chain.ErrInvalidProof) {
		t.Fatalf("a proof over two rounds: %v", err)
	}
	b = chain.SignedBallot{Approved: false, Signature: sign(stranger.escrow, id, 1, false, []common.Address{j})[0], Round: 1}
	mustTx(stranger.escrow.SlashEquivocation(ctx, id, a, b))

	// A deal nobody appeals pays out by anyone's Finalize once the window closed.
	id2 := id32("final")
	mustTx(buyer.escrow.CreateDeal(ctx, chain.DealTerms{ID: id2, Seller: seller.addr, Token: d.TokenAddress(),
		Amount: amount, CriteriaHash: id32("criteria"), Deadline: headTime(t, d) + 3600}))
	mustTx(seller.escrow.Submit(ctx, id2, id32("work")))
	if err := d.Mine(2); err != nil {
		t.Fatal(err)
	}
	p, err := seller.escrow.Panel(ctx, id2)
	if err != nil {
		t.Fatal(err)
	}
	mustTx(stranger.escrow.ResolveByQuorum(ctx, id2, true, sign(stranger.escrow, id2, 0, true, p.Seats[:2]), nil))
	if _, err := stranger.escrow.Finalize(ctx, id2); !errors.Is(err, chain.ErrAppealWindowOpen) {
		t.Fatalf("Finalize in the window: %v", err)
	}
	if err := d.AdjustTime(window); err != nil {
		t.Fatal(err)
	}
	before, _ := seller.token.BalanceOf(ctx, seller.addr)
	tx, err := stranger.escrow.FinalizeNoWait(ctx, id2)
	if err != nil {
		t.Fatal(err)
	}
	mustTx(stranger.escrow.Wait(ctx, tx))
	after, _ := seller.token.BalanceOf(ctx, seller.addr)
	if new(big.Int).Sub(after, before).Cmp(amount) != 0 {
		t.Fatalf("Finalize paid the seller %s", new(big.Int).Sub(after, before))
	}
}

// call reads the escrow at the head with raw calldata.
func call(ctx context.Context, d *chain.Devnet, data []byte) ([]byte, error) {
	to := d.EscrowAddress()
	return d.Client().CallContract(ctx, ethereum.CallMsg{To: &to, Data: data}, nil)
}
