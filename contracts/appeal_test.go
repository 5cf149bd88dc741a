package contracts_test

import (
	"fmt"
	"math/big"
	"slices"
	"testing"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/arbitra-network/arbitra/contracts"
)

const (
	methodRounds  = 2   // DealResolved's method when a decided round pays out
	defaultWindow = 600 // the appeal window of these tests' escrows
)

// roundHash is the verdict hash of a decided appeal round:
// keccak256(abi.encode(dealId, evidenceRoot, uint8(round), approved, seatMask)).
func roundHash(id, root [32]byte, round uint8, approved bool, mask uint64) [32]byte {
	if round == 0 {
		return ballotsHash(id, root, approved, mask)
	}
	var buf [160]byte
	copy(buf[:32], id[:])
	copy(buf[32:64], root[:])
	buf[95] = round
	if approved {
		buf[127] = 1
	}
	new(big.Int).SetUint64(mask).FillBytes(buf[128:])
	return crypto.Keccak256Hash(buf[:])
}

// maskOf is the seat mask of the signers among seats.
func maskOf(t testing.TB, seats, signers []*account) uint64 {
	t.Helper()
	var m uint64
	for _, s := range signers {
		i := slices.Index(seats, s)
		if i < 0 {
			t.Fatalf("%s is no seat", s.name)
		}
		m |= 1 << i
	}
	return m
}

// balances snapshots the MockUSDC balances of the accounts.
func (h *harness) balances(as ...*account) map[*account]*big.Int {
	h.t.Helper()
	out := map[*account]*big.Int{}
	for _, a := range as {
		out[a] = h.balance(h.usdc, a.addr)
	}
	return out
}

// gained is what a gained in MockUSDC since the snapshot.
func (h *harness) gained(before map[*account]*big.Int, a *account) int64 {
	h.t.Helper()
	return new(big.Int).Sub(h.balance(h.usdc, a.addr), before[a]).Int64()
}

// TestAppealWindowHoldsThePayout decides a deal on an escrow with an appeal
// window: the seats are paid at once, the seller only once the window has
// closed, by anyone's finalize.
func TestAppealWindowHoldsThePayout(t *testing.T) {
	h := newHarness(t, harnessConfig{appeal: defaultWindow, panel: 3, threshold: 2})
	const amount, fee = 1_000_000, 30_001
	id := h.submittedWithFee("held", amount, fee)
	seats := h.roundSeats(id, 0)
	root := h.root(id)
	before := h.balances(h.everyone()...)

	r := h.decide(id, true, seats[:2])
	decidedAt := h.blockTime(r)
	mask := maskOf(t, seats, seats[:2])
	hash := roundHash(id, root, 0, true, mask)
	d := h.deal(id)
	if d.State != stateDecided || d.Round != 0 || d.VerdictHash != ([32]byte{}) {
		t.Fatalf("deal after the decision = state %d round %d verdict %x", d.State, d.Round, d.VerdictHash)
	}
	round, shares := h.roundOf(id, 0)
	if !round.Approved || round.DecidedAt != decidedAt || round.VerdictHash != hash || round.Seats != 3 || round.Threshold != 2 ||
		round.NextSeats != 5 || round.Payer != h.buyer.addr || round.Fee.Int64() != fee || round.DrawBlock != d.SubmitBlock+1 || round.Seed != d.Seed {
		t.Fatalf("round 0 = %+v", round)
	}
	if shares.Share.Int64() != fee/3 || shares.Unpaid.Int64() != 1 || shares.PaidMask.Uint64() != mask {
		t.Fatalf("round 0 shares = %+v", shares)
	}
	ev := eventOf(h, r, "RoundDecided", escrowABI.UnpackRoundDecidedEvent)
	if ev.DealId != id || ev.Round != 0 || !ev.Approved || ev.VerdictHash != hash || ev.SeatMask.Uint64() != mask ||
		!slices.Equal(ev.Signers, addresses(seats[:2])) || ev.AppealDeadline != decidedAt+defaultWindow {
		t.Fatalf("RoundDecided = %+v", ev)
	}
	paid := eventOf(h, r, "RoundFeesPaid", escrowABI.UnpackRoundFeesPaidEvent)
	if paid.Round != 0 || paid.SeatMask.Uint64() != mask || paid.DissentMask.Sign() != 0 || paid.PerSeat.Int64() != fee/3 || paid.ToPayer.Int64() != fee%3 {
		t.Fatalf("RoundFeesPaid = %+v", paid)
	}
	for _, name := range []string{"DealResolved", "DealSettledByJurors", "JurorFeesPaid"} {
		if n := countLogs(r, h.escrowAddr, eventID(name)); n != 0 {
			t.Fatalf("a decision with a window open logged %s", name)
		}
	}
	if h.gained(before, h.seller) != 0 || h.gained(before, h.buyer) != fee%3 ||
		h.gained(before, seats[0]) != fee/3 || h.gained(before, seats[1]) != fee/3 || h.gained(before, seats[2]) != 0 {
		t.Fatal("a decision moved the price, or paid the seats wrong")
	}
	wantBig(t, "deal funds while the window is open", h.dealFunds(), amount+fee/3)

	// The last second of the window: nobody pays out yet.
	h.nextTxAt(decidedAt + defaultWindow - 1)
	data := h.expectRevert(h.stranger, h.escrow, escrowABI.PackFinalize(id), errID("AppealWindowOpen"))
	if e, err := escrowABI.UnpackAppealWindowOpenError(data[4:]); err != nil || e.ClosesAt.Uint64() != decidedAt+defaultWindow {
		t.Fatalf("AppealWindowOpen = %+v, %v", e, err)
	}
	r = h.mustExec(h.stranger, h.escrow, escrowABI.PackFinalize(id))
	res := eventOf(h, r, "DealResolved", escrowABI.UnpackDealResolvedEvent)
	if !res.Approved || res.Method != methodRounds || res.VerdictHash != hash || res.Recipient != h.seller.addr || res.Amount.Int64() != amount {
		t.Fatalf("DealResolved = %+v", res)
	}
	if d := h.deal(id); d.State != stateReleased || d.VerdictHash != hash {
		t.Fatalf("deal after finalize = %+v", d)
	}
	if h.gained(before, h.seller) != amount {
		t.Fatal("finalize did not pay the seller")
	}
	h.expectRevert(h.stranger, h.escrow, escrowABI.PackFinalize(id), errID("DealAlreadySettled"))
	h.expectRevert(h.buyer, h.escrow, escrowABI.PackAcceptOutcome(id), errID("DealAlreadySettled"))
	h.expectRevert(h.buyer, h.escrow, escrowABI.PackAppeal(id, big.NewInt(fee)), errID("DealAlreadySettled"))

	// The seat the settling call left out still claims its share of round 0.
	r = h.mustExec(h.stranger, h.escrow, escrowABI.PackClaimJurorFee(id, false, h.signRound(seats[2:], id, 0, false)[0]))
	claim := eventOf(h, r, "RoundFeeClaimed", escrowABI.UnpackRoundFeeClaimedEvent)
	if claim.Round != 0 || claim.Juror != seats[2].addr || claim.Seat.Int64() != 2 || claim.Approved || claim.Amount.Int64() != fee/3 {
		t.Fatalf("RoundFeeClaimed = %+v", claim)
	}
	wantBig(t, "deal funds after the claim", h.dealFunds(), 0)
}

// TestAppealInsideAndOutsideTheWindow appeals at the last second of the
// window, which opens round 1, and at its first second after, which the
// escrow refuses.
func TestAppealInsideAndOutsideTheWindow(t *testing.T) {
	h := newHarness(t, harnessConfig{appeal: defaultWindow, panel: 3, threshold: 2})
	const fee = 3_000
	inside := h.submittedWithFee("inside", 1_000, fee)
	outside := h.submittedWithFee("outside", 1_000, fee)
	h.expectRevert(h.seller, h.escrow, escrowABI.PackAppeal(inside, big.NewInt(fee)), errID("WrongState")) // nothing decided yet

	at := h.blockTime(h.decide(inside, false, h.roundSeats(inside, 0)[:2]))
	seats, cost := h.appealCost(inside)
	if seats != 5 || cost.Int64() != fee*5/3 {
		t.Fatalf("appeal cost %d seats for %s", seats, cost)
	}
	h.fund(h.seller, cost)
	h.nextTxAt(at + defaultWindow - 1)
	r := h.mustExec(h.seller, h.escrow, escrowABI.PackAppeal(inside, cost))
	ap := eventOf(h, r, "Appealed", escrowABI.UnpackAppealedEvent)
	if ap.DealId != inside || ap.Round != 1 || ap.Appellant != h.seller.addr || ap.Fee.Cmp(cost) != 0 || ap.Seats != 5 || ap.Threshold != 3 ||
		ap.DrawBlock.Uint64() != r.BlockNumber.Uint64()+1 {
		t.Fatalf("Appealed = %+v", ap)
	}
	if d := h.deal(inside); d.State != stateSubmitted || d.Round != 1 {
		t.Fatalf("deal after the appeal: state %d round %d", d.State, d.Round)
	}
	round, _ := h.roundOf(inside, 1)
	if round.Payer != h.seller.addr || round.Seats != 5 || round.Threshold != 3 || round.Fee.Cmp(cost) != 0 ||
		round.DrawBlock != r.BlockNumber.Uint64()+1 || round.DecidedAt != 0 || round.Seed != ([32]byte{}) {
		t.Fatalf("round 1 = %+v", round)
	}
	// A ballot of round 0's outcome, an oracle or a refund cannot end the appeal.
	h.expectRevert(h.oracle, h.escrow, escrowABI.PackResolve(inside, false, hash32("v")), errID("OutcomeRecorded"))
	h.expectRevert(h.seller, h.escrow, escrowABI.PackAppeal(inside, cost), errID("WrongState"))

	at = h.blockTime(h.decide(outside, false, h.roundSeats(outside, 0)[:2]))
	h.fund(h.seller, cost)
	h.nextTxAt(at + defaultWindow)
	data := h.expectRevert(h.seller, h.escrow, escrowABI.PackAppeal(outside, cost), errID("AppealWindowClosed"))
	if e, err := escrowABI.UnpackAppealWindowClosedError(data[4:]); err != nil || e.ClosedAt.Uint64() != at+defaultWindow {
		t.Fatalf("AppealWindowClosed = %+v, %v", e, err)
	}
	h.mustExec(h.stranger, h.escrow, escrowABI.PackFinalize(outside))
	if d := h.deal(outside); d.State != stateRefunded {
		t.Fatalf("deal after finalize: state %d", d.State)
	}
}

// TestStrangerCannotAppeal: only the party a round decided against may
// appeal it; a stranger, the oracle, the winner and a seat are refused.
func TestStrangerCannotAppeal(t *testing.T) {
	h := newHarness(t, harnessConfig{appeal: defaultWindow, panel: 3, threshold: 2})
	id := h.submittedWithFee("stranger", 1_000, 300)
	seats := h.roundSeats(id, 0)
	h.decide(id, true, seats[:2]) // PASS: the buyer lost
	_, cost := h.appealCost(id)
	for _, a := range []*account{h.stranger, h.oracle, h.owner, h.seller, seats[0]} {
		data := h.expectRevert(a, h.escrow, escrowABI.PackAppeal(id, cost), errID("NotTheLosingParty"))
		if e, err := escrowABI.UnpackNotTheLosingPartyError(data[4:]); err != nil || e.Caller != a.addr {
			t.Fatalf("NotTheLosingParty = %+v, %v, want %s", e, err, a.addr)
		}
	}
	if d := h.deal(id); d.State != stateDecided || d.Round != 0 {
		t.Fatalf("deal after refused appeals: state %d round %d", d.State, d.Round)
	}
	h.fund(h.buyer, cost)
	h.mustExec(h.buyer, h.escrow, escrowABI.PackAppeal(id, cost))
}

// TestLosingPartyCannotAppealForLessThanTheFee: an appeal must bring the
// next round's whole fee, counted as what arrives.
func TestLosingPartyCannotAppealForLessThanTheFee(t *testing.T) {
	h := newHarness(t, harnessConfig{appeal: defaultWindow, panel: 3, threshold: 2})
	const fee = 999
	id := h.submittedWithFee("cheap", 1_000, fee)
	h.decide(id, false, h.roundSeats(id, 0)[:2])
	_, cost := h.appealCost(id)
	wantBig(t, "appeal cost", cost, fee*5/3)
	short := new(big.Int).Sub(cost, big.NewInt(1))
	h.fund(h.seller, cost)
	data := h.expectRevert(h.seller, h.escrow, escrowABI.PackAppeal(id, short), errID("AppealFeeTooLow"))
	if e, err := escrowABI.UnpackAppealFeeTooLowError(data[4:]); err != nil || e.Required.Cmp(cost) != 0 || e.Offered.Cmp(short) != 0 {
		t.Fatalf("AppealFeeTooLow = %+v, %v", e, err)
	}
	h.expectRevert(h.seller, h.escrow, escrowABI.PackAppeal(id, new(big.Int)), errID("AppealFeeTooLow"))
	// More than the cost is the round's fee, all of it.
	more := new(big.Int).Add(cost, big.NewInt(7))
	h.fund(h.seller, more)
	h.mustExec(h.seller, h.escrow, escrowABI.PackAppeal(id, more))
	if r, _ := h.roundOf(id, 1); r.Fee.Cmp(more) != 0 {
		t.Fatalf("round 1 fee %s, want %s", r.Fee, more)
	}

	// A token that takes 1% on transfer: the cost has to arrive.
	feeAddr := h.deploy(h.owner, contracts.FeeOnTransferTokenMetaData.Bin, nil)
	tok := feeABI.Instance(h.client, feeAddr)
	h.mustExec(h.buyer, tok, feeABI.PackMint(h.buyer.addr, big.NewInt(2_000_000)))
	h.mustExec(h.buyer, tok, feeABI.PackApprove(h.escrowAddr, big.NewInt(2_000_000)))
	fid := dealID("fee-token")
	h.mustExec(h.buyer, h.escrow, escrowABI.PackCreateDeal(fid, h.seller.addr, feeAddr, big.NewInt(1_000_000), big.NewInt(30_000), hash32("c"), h.now()+100))
	h.mustExec(h.seller, h.escrow, escrowABI.PackSubmitDeliverable(fid, hash32("w")))
	h.decide(fid, false, h.roundSeats(fid, 0)[:2])
	_, cost = h.appealCost(fid)
	wantBig(t, "appeal cost in the fee token", cost, 50_000)
	h.mustExec(h.seller, tok, feeABI.PackMint(h.seller.addr, big.NewInt(1_000_000)))
	h.mustExec(h.seller, tok, feeABI.PackApprove(h.escrowAddr, big.NewInt(1_000_000)))
	data = h.expectRevert(h.seller, h.escrow, escrowABI.PackAppeal(fid, cost), errID("AppealFeeTooLow"))
	if e, err := escrowABI.UnpackAppealFeeTooLowError(data[4:]); err != nil || e.Required.Cmp(cost) != 0 || e.Offered.Int64() != 49_500 {
		t.Fatalf("AppealFeeTooLow over a fee-taking token = %+v, %v", e, err)
	}
	h.mustExec(h.seller, h.escrow, escrowABI.PackAppeal(fid, big.NewInt(50_506)))
	if r, _ := h.roundOf(fid, 1); r.Fee.Int64() != 50_001 { // 50,506 less 1% (505)
		t.Fatalf("round 1 fee %s, want what arrived", r.Fee)
	}
}

// TestWinnerCannotCutTheAppealWindowShort: the party a round decided for
// cannot accept it early, finalize it early, or take the funds by a
// refund; the oracle cannot overrule it either.
func TestWinnerCannotCutTheAppealWindowShort(t *testing.T) {
	h := newHarness(t, harnessConfig{grace: 100, unbond: 2_000, appeal: defaultWindow, panel: 3, threshold: 2})
	id, sub := h.submitted("winner", 1_000)
	at := h.blockTime(h.decide(id, false, h.roundSeats(id, 0)[:2])) // FAIL: the buyer won
	h.expectRevert(h.buyer, h.escrow, escrowABI.PackAcceptOutcome(id), errID("NotTheLosingParty"))
	h.expectRevert(h.stranger, h.escrow, escrowABI.PackAcceptOutcome(id), errID("NotTheLosingParty"))
	h.expectRevert(h.buyer, h.escrow, escrowABI.PackFinalize(id), errID("AppealWindowOpen"))
	h.nextTxAt(sub + 100 + 1) // past the grace period, inside the window
	h.expectRevert(h.buyer, h.escrow, escrowABI.PackRefund(id), errID("OutcomeRecorded"))
	h.expectRevert(h.oracle, h.escrow, escrowABI.PackResolve(id, false, hash32("v")), errID("WrongState"))
	h.expectRevert(h.stranger, h.escrow, escrowABI.PackResolveByQuorum(id, false, h.signRound(h.roundSeats(id, 0)[:2], id, 0, false), nil), errID("WrongState"))
	h.expectRevert(h.stranger, h.escrow, escrowABI.PackDrawPanel(id), errID("WrongState"))
	h.nextTxAt(at + defaultWindow - 1)
	h.expectRevert(h.buyer, h.escrow, escrowABI.PackFinalize(id), errID("AppealWindowOpen"))
	if d := h.deal(id); d.State != stateDecided {
		t.Fatalf("deal state %d inside the window", d.State)
	}
	wantBig(t, "buyer balance inside the window", h.balance(h.usdc, h.buyer.addr), 0)
	h.mustExec(h.buyer, h.escrow, escrowABI.PackFinalize(id))
	wantBig(t, "buyer balance after the window", h.balance(h.usdc, h.buyer.addr), 1_000)
}

// TestAcceptEarlyByTheLosingSide: the party a round went against may take
// the outcome at once, in the first round or after an appeal.
func TestAcceptEarlyByTheLosingSide(t *testing.T) {
	h := newHarness(t, harnessConfig{appeal: defaultWindow, panel: 3, threshold: 2})
	id, _ := h.submitted("accept", 1_000)
	seats := h.roundSeats(id, 0)
	h.decide(id, true, seats[1:])
	r := h.mustExec(h.buyer, h.escrow, escrowABI.PackAcceptOutcome(id))
	acc := eventOf(h, r, "OutcomeAccepted", escrowABI.UnpackOutcomeAcceptedEvent)
	if acc.DealId != id || acc.Round != 0 || acc.Party != h.buyer.addr {
		t.Fatalf("OutcomeAccepted = %+v", acc)
	}
	res := eventOf(h, r, "DealResolved", escrowABI.UnpackDealResolvedEvent)
	if !res.Approved || res.Method != methodRounds || res.VerdictHash != roundHash(id, h.root(id), 0, true, 0b110) {
		t.Fatalf("DealResolved = %+v", res)
	}
	wantBig(t, "seller paid on acceptance", h.balance(h.usdc, h.seller.addr), 1_000)

	// After an appeal the loser of round 1 (here the buyer, again) accepts it.
	id2, _ := h.submitted("accept-2", 2_000)
	h.decide(id2, false, h.roundSeats(id2, 0)[:2])
	h.mustExec(h.seller, h.escrow, escrowABI.PackAppeal(id2, new(big.Int))) // no juror fee: a free appeal
	s1 := h.roundSeats(id2, 1)
	h.decide(id2, true, s1[:3])
	h.expectRevert(h.seller, h.escrow, escrowABI.PackAcceptOutcome(id2), errID("NotTheLosingParty"))
	r = h.mustExec(h.buyer, h.escrow, escrowABI.PackAcceptOutcome(id2))
	if acc := eventOf(h, r, "OutcomeAccepted", escrowABI.UnpackOutcomeAcceptedEvent); acc.Round != 1 {
		t.Fatalf("OutcomeAccepted round %d", acc.Round)
	}
	wantBig(t, "seller paid after round 1", h.balance(h.usdc, h.seller.addr), 3_000)
}

// TestSecondAppealWithFeesForEveryRound runs three rounds on fifteen
// jurors, 3, 7 and 15 seats: the seller appeals the first, the buyer the
// second, and the third seats every candidate, so no appeal is left. Each
// round's voting seats share that round's fee; its appellant paid it and
// gets the division remainder. (h.fund mints each appeal fee right before
// the appeal spends it, so the fees show in no balance change.)
func TestSecondAppealWithFeesForEveryRound(t *testing.T) {
	h := newHarness(t, harnessConfig{appeal: defaultWindow, jurors: 15, panel: 3, threshold: 2})
	const amount, fee = 1_000_000, 3_001
	id := h.submittedWithFee("three-rounds", amount, fee)
	root := h.root(id)
	before := h.balances(h.everyone()...)
	earned := map[*account]int64{}

	// Round 0: FAIL, two of three, and the third dissents.
	s0 := h.roundSeats(id, 0)
	h.mustExec(h.stranger, h.escrow, escrowABI.PackResolveByQuorum(id, false, h.signRound(s0[:2], id, 0, false), h.signRound(s0[2:], id, 0, true)))
	for _, s := range s0 {
		earned[s] += fee / 3
	}
	earned[h.buyer] += fee % 3

	// Round 1: the seller appeals; 7 seats, 4 decide, PASS.
	seats, cost := h.appealCost(id)
	if seats != 7 || cost.Int64() != fee*7/3 {
		t.Fatalf("first appeal: %d seats for %s", seats, cost)
	}
	h.fund(h.seller, cost)
	h.mustExec(h.seller, h.escrow, escrowABI.PackAppeal(id, cost))
	s1 := h.roundSeats(id, 1)
	if len(s1) != 7 {
		t.Fatalf("round 1 drew %d seats", len(s1))
	}
	h.expectRevert(h.stranger, h.escrow, escrowABI.PackResolveByQuorum(id, true, h.signRound(s1[:3], id, 1, true), nil), errID("QuorumNotReached"))
	r := h.decide(id, true, s1[:4])
	if drawn := eventOf(h, r, "RoundDrawn", escrowABI.UnpackRoundDrawnEvent); drawn.Round != 1 || drawn.DrawBlock.Uint64() != h.mustRound(id, 1).DrawBlock || drawn.Seed != h.mustRound(id, 1).Seed {
		t.Fatalf("RoundDrawn = %+v", drawn)
	}
	share1 := cost.Int64() / 7
	for _, s := range s1[:4] {
		earned[s] += share1
	}
	earned[h.seller] += cost.Int64() % 7
	if _, sh := h.roundOf(id, 1); sh.Share.Int64() != share1 || sh.Unpaid.Int64() != 3 || sh.PaidMask.Uint64() != 0b1111 {
		t.Fatalf("round 1 shares = %+v", sh)
	}

	// Round 2: the buyer appeals; 15 seats (every candidate), 8 decide, FAIL.
	seats, cost2 := h.appealCost(id)
	if seats != 15 || cost2.Int64() != fee*15/3 {
		t.Fatalf("second appeal: %d seats for %s", seats, cost2)
	}
	h.expectRevert(h.seller, h.escrow, escrowABI.PackAppeal(id, cost2), errID("NotTheLosingParty"))
	h.fund(h.buyer, cost2)
	r = h.mustExec(h.buyer, h.escrow, escrowABI.PackAppeal(id, cost2))
	if ap := eventOf(h, r, "Appealed", escrowABI.UnpackAppealedEvent); ap.Round != 2 || ap.Appellant != h.buyer.addr || ap.Seats != 15 || ap.Threshold != 8 {
		t.Fatalf("second Appealed = %+v", ap)
	}
	s2 := h.roundSeats(id, 2)
	if len(s2) != 15 {
		t.Fatalf("round 2 drew %d seats", len(s2))
	}
	r = h.decide(id, false, s2[:8])
	at := h.blockTime(r)
	share2 := cost2.Int64() / 15
	for _, s := range s2[:8] {
		earned[s] += share2
	}
	earned[h.buyer] += cost2.Int64() % 15
	rd := h.mustRound(id, 2)
	if rd.NextSeats != 0 {
		t.Fatalf("round 2 seated every candidate, yet offers an appeal of %d seats", rd.NextSeats)
	}
	data := h.expectRevert(h.seller, h.escrow, escrowABI.PackAppeal(id, cost2), errID("NoMoreAppeals"))
	if e, err := escrowABI.UnpackNoMoreAppealsError(data[4:]); err != nil || e.DealId != id {
		t.Fatalf("NoMoreAppeals = %+v, %v", e, err)
	}
	if n, c := h.appealCost(id); n != 0 || c.Sign() != 0 {
		t.Fatalf("appeal cost after the last round: %d seats, %s", n, c)
	}
	h.nextTxAt(at + defaultWindow)
	r = h.mustExec(h.stranger, h.escrow, escrowABI.PackFinalize(id))
	res := eventOf(h, r, "DealResolved", escrowABI.UnpackDealResolvedEvent)
	if res.Approved || res.Method != methodRounds || res.Recipient != h.buyer.addr ||
		res.VerdictHash != roundHash(id, root, 2, false, maskOf(t, s2, s2[:8])) || h.deal(id).VerdictHash != res.VerdictHash {
		t.Fatalf("DealResolved = %+v", res)
	}
	earned[h.buyer] += amount

	for _, a := range h.everyone() {
		if got := h.gained(before, a); got != earned[a] {
			t.Errorf("%s gained %d, want %d", a.name, got, earned[a])
		}
	}
	// What is left is the shares of the seats no call carried.
	wantBig(t, "deal funds", h.dealFunds(), 3*share1+7*share2)
}

// mustRound is roundOf without the shares.
func (h *harness) mustRound(id [32]byte, round uint8) contracts.ArbiterEscrowRound {
	h.t.Helper()
	r, _ := h.roundOf(id, round)
	return r
}

// TestRelayerCannotCountPreviousRoundBallots: a round's ballots name their
// round, so a relayer cannot count a first-round ballot in the appeal, and
// a seat of the first panel votes in the appeal only if the appeal's draw
// seated it again.
func TestRelayerCannotCountPreviousRoundBallots(t *testing.T) {
	h := newHarness(t, harnessConfig{appeal: defaultWindow, jurors: 9, panel: 3, threshold: 2})
	var id [32]byte
	var s0, s1 []*account
	var kept, dropped *account // a seat of round 0 that round 1 drew again, and one it did not
	for i := 0; kept == nil || dropped == nil; i++ {
		if i == 10 {
			t.Fatal("ten appeals never kept one first-round seat and dropped another")
		}
		id, _ = h.submitted(fmt.Sprintf("redrawn-%d", i), 1_000)
		s0 = h.roundSeats(id, 0)
		h.decide(id, false, s0[:2])
		h.mustExec(h.seller, h.escrow, escrowABI.PackAppeal(id, new(big.Int))) // no juror fee: a free appeal
		s1 = h.roundSeats(id, 1)
		kept, dropped = nil, nil
		for _, s := range s0 {
			if slices.Contains(s1, s) {
				kept = s
			} else {
				dropped = s
			}
		}
	}
	var others []*account // round-1 seats that sat in no earlier panel
	for _, s := range s1 {
		if !slices.Contains(s0, s) {
			others = append(others, s)
		}
	}
	old := h.signRound([]*account{kept}, id, 0, true)[0] // kept's ballot, for round 0
	fresh := h.signRound(others[:3], id, 1, true)
	try := func(sigs [][]byte, want string) []byte {
		t.Helper()
		return h.expectRevert(h.stranger, h.escrow, escrowABI.PackResolveByQuorum(id, true, sigs, nil), errID(want))
	}
	data := try(append([][]byte{old}, fresh...), "NotASeat")
	if e, _ := escrowABI.UnpackNotASeatError(data[4:]); e.Index.Int64() != 0 || e.Signer == kept.addr {
		t.Fatalf("a round-0 ballot recovered to %s in round 1", e.Signer)
	}
	data = try(append(h.signRound([]*account{dropped}, id, 1, true), fresh...), "NotASeat")
	if e, _ := escrowABI.UnpackNotASeatError(data[4:]); e.Signer != dropped.addr {
		t.Fatalf("NotASeat = %+v, want the dropped seat %s", e, dropped.name)
	}
	try(fresh, "QuorumNotReached")
	// Nor as dissents.
	h.expectRevert(h.stranger, h.escrow, escrowABI.PackResolveByQuorum(id, true,
		append(h.signRound([]*account{kept}, id, 1, true), fresh...), h.signRound([]*account{kept}, id, 0, false)), errID("NotASeat"))
	signers := append([]*account{kept}, others[:3]...)
	r := h.decide(id, true, signers)
	ev := eventOf(h, r, "RoundDecided", escrowABI.UnpackRoundDecidedEvent)
	if ev.Round != 1 || !slices.Equal(ev.Signers, addresses(signers)) || ev.SeatMask.Uint64() != maskOf(t, s1, signers) {
		t.Fatalf("RoundDecided = %+v", ev)
	}
}

// TestAppealRoundLapses: an appeal round no ballots decide ends in the
// previous round's outcome, with the appellant's fee back: at once when its
// draw expired unfixed, else when the ballot window closes. An appeal after
// that window closed is refused.
func TestAppealRoundLapses(t *testing.T) {
	h := newHarness(t, harnessConfig{grace: 100, unbond: 400, appeal: 200, panel: 3, threshold: 2})
	const amount, fee = 5_000, 300
	cost := big.NewInt(fee * 5 / 3)

	// An appeal whose draw nobody fixed.
	id, sub := h.submittedWithFee("lapse-draw", amount, fee), h.now()
	s0 := h.roundSeats(id, 0)
	h.decide(id, false, s0[:2])
	prev := h.mustRound(id, 0).VerdictHash
	h.fund(h.seller, cost)
	r := h.mustExec(h.seller, h.escrow, escrowABI.PackAppeal(id, cost))
	drawBlock := r.BlockNumber.Uint64() + 1
	data := h.expectRevert(h.stranger, h.escrow, escrowABI.PackFinalize(id), errID("AppealPending"))
	if e, err := escrowABI.UnpackAppealPendingError(data[4:]); err != nil || e.Round != 1 || e.LapsesAt.Uint64() != sub+400 {
		t.Fatalf("AppealPending = %+v, %v", e, err)
	}
	for h.head()+1 < drawBlock+256 {
		h.sim.Commit()
	}
	// The last block that reads the draw block's hash, then the first that does not.
	h.expectRevert(h.stranger, h.escrow, escrowABI.PackFinalize(id), errID("AppealPending"))
	h.expectRevert(h.stranger, h.escrow, escrowABI.PackDrawPanel(id), errID("DrawExpired"))
	if h.now() >= sub+400 {
		t.Fatalf("the draw expired after the ballot window closed (%d, %d)", h.now(), sub+400)
	}
	before := h.balances(h.buyer, h.seller)
	r = h.mustExec(h.stranger, h.escrow, escrowABI.PackFinalize(id))
	if ev := eventOf(h, r, "AppealLapsed", escrowABI.UnpackAppealLapsedEvent); ev.Round != 1 {
		t.Fatalf("AppealLapsed = %+v", ev)
	}
	back := eventOf(h, r, "RoundFeeReturned", escrowABI.UnpackRoundFeeReturnedEvent)
	if back.Round != 1 || back.Payer != h.seller.addr || back.Amount.Cmp(cost) != 0 {
		t.Fatalf("RoundFeeReturned = %+v", back)
	}
	res := eventOf(h, r, "DealResolved", escrowABI.UnpackDealResolvedEvent)
	if res.Approved || res.Method != methodRounds || res.VerdictHash != prev || res.Recipient != h.buyer.addr {
		t.Fatalf("DealResolved = %+v", res)
	}
	if h.gained(before, h.buyer) != amount || h.gained(before, h.seller) != cost.Int64() {
		t.Fatal("a lapsed appeal did not refund the buyer and return the seller's fee")
	}

	// An appeal whose draw is fixed but whose seats never reach the threshold.
	id, sub = h.submittedWithFee("lapse-window", amount, fee), h.now()
	s0 = h.roundSeats(id, 0)
	h.decide(id, true, s0[:2])
	h.fund(h.buyer, cost)
	h.mustExec(h.buyer, h.escrow, escrowABI.PackAppeal(id, cost))
	s1 := h.roundSeats(id, 1)
	h.mustExec(h.stranger, h.escrow, escrowABI.PackDrawPanel(id))
	h.expectRevert(h.stranger, h.escrow, escrowABI.PackResolveByQuorum(id, false, h.signRound(s1[:2], id, 1, false), nil), errID("QuorumNotReached"))
	h.nextTxAt(sub + 400 - 1)
	h.expectRevert(h.stranger, h.escrow, escrowABI.PackFinalize(id), errID("AppealPending"))
	h.expectRevert(h.stranger, h.escrow, escrowABI.PackResolveByQuorum(id, false, h.signRound(s1[:3], id, 1, false), nil), errID("BallotWindowClosed"))
	before = h.balances(h.buyer, h.seller)
	h.mustExec(h.stranger, h.escrow, escrowABI.PackFinalize(id))
	if h.gained(before, h.seller) != amount || h.gained(before, h.buyer) != cost.Int64() {
		t.Fatal("a lapsed appeal did not pay the seller and return the buyer's fee")
	}

	// A decision late in the ballot window: its appeal window outlasts it,
	// but no appeal round could count a ballot.
	id, sub = h.submittedWithFee("late", amount, fee), h.now()
	s0 = h.roundSeats(id, 0)
	h.nextTxAt(sub + 300)
	h.decide(id, false, s0[:2])
	h.fund(h.seller, cost)
	h.nextTxAt(sub + 400)
	data = h.expectRevert(h.seller, h.escrow, escrowABI.PackAppeal(id, cost), errID("BallotWindowClosed"))
	if e, _ := escrowABI.UnpackBallotWindowClosedError(data[4:]); e.ClosedAt.Uint64() != sub+400 {
		t.Fatalf("BallotWindowClosed = %+v", e)
	}
	h.expectRevert(h.stranger, h.escrow, escrowABI.PackFinalize(id), errID("AppealWindowOpen"))
	h.nextTxAt(sub + 300 + 200)
	h.mustExec(h.stranger, h.escrow, escrowABI.PackFinalize(id))
}

// TestRoundLimit appeals until MAX_ROUNDS: on sixteen jurors the rounds
// seat 1, 3, 7 and 15, and the fourth round offers no appeal although a
// larger panel could still be drawn.
func TestRoundLimit(t *testing.T) {
	h := newHarness(t, harnessConfig{appeal: defaultWindow, jurors: 16, panel: 1, threshold: 1})
	if max, _ := escrowABI.UnpackMAXROUNDS(h.call(h.escrow, escrowABI.PackMAXROUNDS())); max != 4 {
		t.Fatalf("MAX_ROUNDS = %d", max)
	}
	const fee = 1_000
	id := h.submittedWithFee("limit", 1_000, fee)
	approved := true
	for round, seats := range []int{1, 3, 7, 15} {
		s := h.roundSeats(id, uint8(round))
		rd := h.mustRound(id, uint8(round))
		if len(s) != seats || int(rd.Seats) != seats || int(rd.Threshold) != seats/2+1 {
			t.Fatalf("round %d: %d seats drawn, round %+v", round, len(s), rd)
		}
		h.decide(id, approved, s[:seats/2+1])
		next, cost := h.appealCost(id)
		loser := h.buyer
		if !approved {
			loser = h.seller
		}
		if round == 3 {
			if next != 0 {
				t.Fatalf("round 3 offers an appeal of %d seats", next)
			}
			h.expectRevert(loser, h.escrow, escrowABI.PackAppeal(id, big.NewInt(31*fee)), errID("NoMoreAppeals"))
			break
		}
		if int(next) != 2*seats+1 || cost.Int64() != int64(fee*(2*seats+1)) {
			t.Fatalf("after round %d: appeal of %d seats for %s", round, next, cost)
		}
		h.fund(loser, cost)
		h.mustExec(loser, h.escrow, escrowABI.PackAppeal(id, cost))
		approved = !approved
	}
}

// TestRoundBallotDigest: round 0 keeps the Ballot digest; later rounds sign
// AppealBallot, which names the round, as go-ethereum's EIP-712 code
// computes it; no two rounds or votes share a digest.
func TestRoundBallotDigest(t *testing.T) {
	h := newHarness(t, harnessConfig{appeal: defaultWindow})
	id, root := dealID("digest"), hash32("root")
	seen := map[[32]byte]string{}
	for round := range uint8(4) {
		for _, v := range []bool{true, false} {
			got, err := escrowABI.UnpackRoundBallotDigest(h.call(h.escrow, escrowABI.PackRoundBallotDigest(id, root, round, v)))
			if err != nil {
				t.Fatal(err)
			}
			if want := typedRoundBallotDigest(t, h.chainID, h.escrowAddr, id, root, round, v); !slices.Equal(got[:], want) {
				t.Fatalf("round %d vote %v: escrow %x, EIP-712 %x", round, v, got, want)
			}
			if round == 0 && got != h.ballotDigestOnChain(id, root, v) {
				t.Fatal("round 0's digest is not ballotDigest")
			}
			name := fmt.Sprintf("round %d vote %v", round, v)
			if other, dup := seen[got]; dup {
				t.Fatalf("%s and %s share a digest", name, other)
			}
			seen[got] = name
		}
	}
	typeHash, _ := escrowABI.UnpackAPPEALBALLOTTYPEHASH(h.call(h.escrow, escrowABI.PackAPPEALBALLOTTYPEHASH()))
	if typeHash != crypto.Keccak256Hash([]byte("AppealBallot(bytes32 dealId,bytes32 evidenceRoot,uint8 round,bool approved)")) {
		t.Fatalf("APPEAL_BALLOT_TYPEHASH = %x", typeHash)
	}
}

// TestEquivocatorIsSlashedPerRound: a juror that votes FAIL in the first
// round and PASS in the appeal has not equivocated; two opposite ballots in
// one round are slashable, once per round.
func TestEquivocatorIsSlashedPerRound(t *testing.T) {
	h := newHarness(t, harnessConfig{appeal: defaultWindow, panel: 3, threshold: 2})
	id := h.submittedWithFee("equivocation", 1_000, 0)
	j := h.roundSeats(id, 0)[0]
	h.decide(id, false, h.roundSeats(id, 0)[:2])
	h.mustExec(h.seller, h.escrow, escrowABI.PackAppeal(id, new(big.Int)))
	ballot := func(round uint8, approved bool, label uint8) contracts.ArbiterEscrowSignedBallot {
		return contracts.ArbiterEscrowSignedBallot{Approved: approved, Signature: h.signRound([]*account{j}, id, round, approved)[0], Round: label}
	}
	slash := func(a, b contracts.ArbiterEscrowSignedBallot) []byte {
		return escrowABI.PackSlashEquivocation(id, a, b)
	}
	data := h.expectRevert(h.stranger, h.escrow, slash(ballot(0, false, 0), ballot(1, true, 1)), errID("RoundsDiffer"))
	if e, err := escrowABI.UnpackRoundsDifferError(data[4:]); err != nil || e.First != 0 || e.Second != 1 {
		t.Fatalf("RoundsDiffer = %+v, %v", e, err)
	}
	// Relabelled as one round, the other round's ballot recovers to someone else.
	h.expectRevert(h.stranger, h.escrow, slash(ballot(0, false, 0), ballot(1, true, 0)), errID("SignersDiffer"))
	h.expectRevert(h.stranger, h.escrow, slash(ballot(0, false, 1), ballot(1, true, 1)), errID("SignersDiffer"))
	h.expectRevert(h.stranger, h.escrow, slash(ballot(2, false, 2), ballot(2, true, 2)), errID("NoSuchRound"))
	if st := h.stake(j.addr); st.Slashes != 0 || st.Bonded.Int64() != minJurorStake {
		t.Fatalf("stake after refused proofs = %+v", st)
	}

	r := h.mustExec(h.stranger, h.escrow, slash(ballot(1, true, 1), ballot(1, false, 1)))
	ev := eventOf(h, r, "JurorSlashed", escrowABI.UnpackJurorSlashedEvent)
	if ev.Juror != j.addr || ev.DealId != id || ev.Slashed.Int64() != minJurorStake/2 {
		t.Fatalf("JurorSlashed = %+v", ev)
	}
	h.expectRevert(h.stranger, h.escrow, slash(ballot(1, false, 1), ballot(1, true, 1)), errID("ProofAlreadyUsed"))
	// Round 0's pair is another proof.
	h.mustExec(h.stranger, h.escrow, slash(ballot(0, true, 0), ballot(0, false, 0)))
	if st := h.stake(j.addr); st.Slashes != 2 || st.Unbonding.Int64() != minJurorStake/4 {
		t.Fatalf("stake after two proofs = %+v", st)
	}
}

// TestNoAppealsWithoutAWindow: an escrow deployed with appeal window 0
// settles at once, as before, and knows no appeal.
func TestNoAppealsWithoutAWindow(t *testing.T) {
	h := newHarness(t, harnessConfig{panel: 3, threshold: 2})
	if w, _ := escrowABI.UnpackAppealWindow(h.call(h.escrow, escrowABI.PackAppealWindow())); w != 0 {
		t.Fatalf("appealWindow = %d", w)
	}
	id, _ := h.submitted("no-window", 1_000)
	h.expectRevert(h.stranger, h.escrow, escrowABI.PackFinalize(id), errID("WrongState"))
	r := h.decide(id, false, h.roundSeats(id, 0)[:2])
	if res := eventOf(h, r, "DealResolved", escrowABI.UnpackDealResolvedEvent); res.Method != 1 || res.Recipient != h.buyer.addr {
		t.Fatalf("DealResolved = %+v", res)
	}
	if n := countLogs(r, h.escrowAddr, eventID("RoundDecided")); n != 0 {
		t.Fatal("a settlement without a window logged RoundDecided")
	}
	h.expectRevert(h.seller, h.escrow, escrowABI.PackAppeal(id, new(big.Int)), errID("DealAlreadySettled"))
	h.expectRevert(h.seller, h.escrow, escrowABI.PackAcceptOutcome(id), errID("DealAlreadySettled"))
	if rd := h.mustRound(id, 0); rd.DecidedAt != 0 || rd.Seats != 3 || rd.Payer != h.buyer.addr {
		t.Fatalf("round 0 = %+v", rd)
	}
	to := h.escrowAddr
	_, err := h.client.CallContract(h.ctx, callMsg(to, escrowABI.PackRoundOf(id, 1)), nil)
	if got, want := revertData(err), errID("NoSuchRound"); len(got) < 4 || [4]byte(got[:4]) != [4]byte(want[:4]) {
		t.Fatalf("roundOf(1) reverted with %s", h.describe(got))
	}
}

func callMsg(to common.Address, data []byte) ethereum.CallMsg {
	return ethereum.CallMsg{To: &to, Data: data}
}
