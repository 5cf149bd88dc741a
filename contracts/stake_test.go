package contracts_test

import (
	"fmt"
	"math/big"
	"slices"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/arbitra-network/arbitra/contracts"
)

// TestOnlyBondedJurorsAreDrawn lets twelve identities that never bonded
// sign for a deal next to the bonded jurors: none of them is a candidate or
// a seat, and their ballots count for nothing.
func TestOnlyBondedJurorsAreDrawn(t *testing.T) {
	var sybils []*account
	for i := range 12 {
		sybils = append(sybils, newAccount(fmt.Sprintf("sybil-%d", i)))
	}
	h := newHarness(t, harnessConfig{panel: 3, threshold: 2, extra: sybils})
	// One of them bonds less than the minimum: refused, so still unbonded.
	h.mustExec(sybils[0], h.usdc, usdcABI.PackMint(sybils[0].addr, big.NewInt(minJurorStake)))
	h.mustExec(sybils[0], h.usdc, usdcABI.PackApprove(h.escrowAddr, big.NewInt(minJurorStake)))
	h.expectRevert(sybils[0], h.escrow, escrowABI.PackBond(big.NewInt(minJurorStake-1)), errID("StakeBelowMinimum"))

	for round := range 8 {
		id, _ := h.submitted(fmt.Sprintf("sybil-%d", round), 100)
		if got := h.snapshot(id); !slices.Equal(got, addresses(h.jurors)) {
			t.Fatalf("snapshot %v, want the bonded jurors only", got)
		}
		seats := h.seats(id)
		for _, s := range seats {
			if !slices.Contains(h.jurors, s) {
				t.Fatalf("seat %s never bonded", s.name)
			}
		}
		h.expectRevert(h.stranger, h.escrow, h.ballots(id, true, sybils[:2]), errID("NotASeat"))
		h.expectRevert(h.stranger, h.escrow, h.ballots(id, true, []*account{seats[0], sybils[round]}), errID("NotASeat"))
		h.mustExec(h.stranger, h.escrow, h.ballots(id, true, seats[:2]))
	}
	for _, s := range sybils {
		if ok, _ := escrowABI.UnpackIsJuror(h.call(h.escrow, escrowABI.PackIsJuror(s.addr))); ok {
			t.Fatalf("%s counts as a juror", s.name)
		}
	}
}

// TestJurorFeesPayEverySeatThatVoted settles deals with and without
// dissent: each seat whose ballot is in the call gets an equal share, the
// remainder goes to the buyer, and seats that sent nothing get nothing.
func TestJurorFeesPayEverySeatThatVoted(t *testing.T) {
	h := newHarness(t, harnessConfig{})
	const amount, fee = 1_000_000, 100_001
	id := h.submittedWithFee("fees", amount, fee)
	if d := h.deal(id); d.Amount.Int64() != amount || d.JurorFee.Int64() != fee {
		t.Fatalf("deal amount %s fee %s", d.Amount, d.JurorFee)
	}
	wantBig(t, "deal funds", h.dealFunds(), amount+fee)
	seats := h.seats(id)
	root := h.root(id)
	before := map[common.Address]*big.Int{}
	for _, a := range h.everyone() {
		before[a.addr] = h.balance(h.usdc, a.addr)
	}
	// Three seats reject, one approves, one has not answered yet.
	r := h.mustExec(h.stranger, h.escrow, escrowABI.PackResolveByQuorum(id, false,
		h.sign(seats[:3], id, root, false), h.sign(seats[3:4], id, root, true)))
	paid, err := escrowABI.UnpackJurorFeesPaidEvent(findLog(t, r, h.escrowAddr, eventID("JurorFeesPaid")))
	share := int64(fee / 5) // every seat's share, whether its ballot is in the call or not
	if err != nil || paid.PerSeat.Int64() != share || paid.ToBuyer.Int64() != fee-5*share ||
		paid.SeatMask.Uint64() != 0b111 || paid.DissentMask.Uint64() != 0b1000 {
		t.Fatalf("JurorFeesPaid = %+v, %v", paid, err)
	}
	gained := func(a *account) int64 {
		return new(big.Int).Sub(h.balance(h.usdc, a.addr), before[a.addr]).Int64()
	}
	for i, s := range seats {
		want := share
		if i == 4 {
			want = 0
		}
		if g := gained(s); g != want {
			t.Fatalf("seat %d (%s) gained %d, want %d", i, s.name, g, want)
		}
		st := h.stake(s.addr)
		if served := map[bool]uint32{true: 1, false: 0}[i < 4]; st.DealsServed != served {
			t.Fatalf("seat %d served %d deals", i, st.DealsServed)
		}
		fe, _ := escrowABI.UnpackFeesEarned(h.call(h.escrow, escrowABI.PackFeesEarned(s.addr, h.usdcAddr)))
		if fe.Int64() != want {
			t.Fatalf("seat %d feesEarned %s, want %d", i, fe, want)
		}
	}
	if g := gained(h.buyer); g != amount+fee-5*share {
		t.Fatalf("buyer gained %d: the refund and the remainder", g)
	}
	wantBig(t, "deal funds", h.dealFunds(), share) // the silent seat's share
	// The last seat's ballot arrives after the settlement; anyone relays it.
	r = h.mustExec(h.stranger, h.escrow, escrowABI.PackClaimJurorFee(id, true, h.sign(seats[4:], id, root, true)[0]))
	claimed, err := escrowABI.UnpackJurorFeeClaimedEvent(findLog(t, r, h.escrowAddr, eventID("JurorFeeClaimed")))
	if err != nil || claimed.Juror != seats[4].addr || claimed.Seat.Int64() != 4 || !claimed.Approved || claimed.Amount.Int64() != share {
		t.Fatalf("JurorFeeClaimed = %+v, %v", claimed, err)
	}
	if g := gained(seats[4]); g != share || h.stake(seats[4].addr).DealsServed != 1 {
		t.Fatalf("late seat gained %d, served %d", g, h.stake(seats[4].addr).DealsServed)
	}
	wantBig(t, "deal funds", h.dealFunds(), 0)
	h.expectRevert(h.stranger, h.escrow, escrowABI.PackClaimJurorFee(id, true, h.sign(seats[4:], id, root, true)[0]), errID("NothingToClaim"))

	// The dissent must be a seat, and no seat votes on both sides.
	id2 := h.submittedWithFee("fees-2", amount, fee)
	seats2 := h.seats(id2)
	root2 := h.root(id2)
	h.expectRevert(h.stranger, h.escrow, escrowABI.PackResolveByQuorum(id2, true,
		h.sign(seats2[:3], id2, root2, true), h.sign([]*account{h.stranger}, id2, root2, false)), errID("NotASeat"))
	h.expectRevert(h.stranger, h.escrow, escrowABI.PackResolveByQuorum(id2, true,
		h.sign(seats2[:3], id2, root2, true), h.sign(seats2[2:3], id2, root2, false)), errID("DuplicateSigner"))
	// A dissent for the winning side is a ballot over the other digest: not a seat's.
	h.expectRevert(h.stranger, h.escrow, escrowABI.PackResolveByQuorum(id2, true,
		h.sign(seats2[:3], id2, root2, true), h.sign(seats2[3:4], id2, root2, true)), errID("NotASeat"))
	h.expectRevert(h.stranger, h.escrow, escrowABI.PackResolveByQuorum(id2, true,
		h.sign(seats2[:3], id2, root2, true), h.sign(slices.Concat(seats2[3:], seats2[:1]), id2, root2, false)), errID("TooManySignatures"))
	// Dissent does not count toward the quorum.
	h.expectRevert(h.stranger, h.escrow, escrowABI.PackResolveByQuorum(id2, true,
		h.sign(seats2[:2], id2, root2, true), h.sign(seats2[2:], id2, root2, false)), errID("QuorumNotReached"))
	h.mustExec(h.stranger, h.escrow, escrowABI.PackResolveByQuorum(id2, true, h.sign(seats2, id2, root2, true), nil))
	wantBig(t, "deal funds", h.dealFunds(), 0)
}

// TestRelayerLeavingOutSeatsCannotKeepTheirFees is the front-runner that
// settles with exactly the threshold's ballots, leaving the other seats out
// of the call: each left-out seat still claims its share within the ballot
// window, once, and only what nobody claimed returns to the buyer after it.
func TestRelayerLeavingOutSeatsCannotKeepTheirFees(t *testing.T) {
	h := newHarness(t, harnessConfig{})
	const amount, fee = 1_000_000, 50_000
	id := h.submittedWithFee("front-run", amount, fee)
	seats := h.seats(id)
	root := h.root(id)
	h.mustExec(h.stranger, h.escrow, escrowABI.PackResolveByQuorum(id, true, h.sign(seats[:3], id, root, true), nil))
	const share = fee / 5
	owed, err := escrowABI.UnpackFeeSharesOf(h.call(h.escrow, escrowABI.PackFeeSharesOf(id)))
	if err != nil || owed.Share.Int64() != share || owed.Unpaid.Int64() != 2 || owed.PaidMask.Int64() != 0b111 {
		t.Fatalf("feeSharesOf = %+v, %v", owed, err)
	}
	claim := func(signer *account, approved bool) []byte {
		return escrowABI.PackClaimJurorFee(id, approved, h.sign([]*account{signer}, id, root, approved)[0])
	}
	// A seat already paid, a non-seat, a ballot over other evidence.
	h.expectRevert(h.stranger, h.escrow, claim(seats[0], false), errID("FeeAlreadyPaid"))
	h.expectRevert(h.stranger, h.escrow, claim(h.stranger, true), errID("NotASeat"))
	h.expectRevert(h.stranger, h.escrow, escrowABI.PackClaimJurorFee(id, true,
		h.sign(seats[3:4], id, hash32("other"), true)[0]), errID("NotASeat"))
	// Unclaimed shares stay owed while the window is open.
	h.expectRevert(h.buyer, h.escrow, escrowABI.PackReturnUnclaimedFees(id), errID("BallotWindowOpen"))
	// The dissenting seat claims (its ballot relayed by the seller, say); a second claim fails.
	b3 := h.balance(h.usdc, seats[3].addr)
	h.mustExec(h.seller, h.escrow, claim(seats[3], false))
	wantBig(t, "dissenter's fee", new(big.Int).Sub(h.balance(h.usdc, seats[3].addr), b3), share)
	h.expectRevert(h.seller, h.escrow, claim(seats[3], true), errID("FeeAlreadyPaid"))
	// The last seat never answers: after the window its share goes back to the buyer.
	closes := h.deal(id).SubmittedAt + h.unbond
	h.nextTxAt(closes)
	h.expectRevert(h.stranger, h.escrow, claim(seats[4], true), errID("BallotWindowClosed"))
	b0 := h.balance(h.usdc, h.buyer.addr)
	r := h.mustExec(h.stranger, h.escrow, escrowABI.PackReturnUnclaimedFees(id))
	back, err := escrowABI.UnpackJurorFeeRefundedEvent(findLog(t, r, h.escrowAddr, eventID("JurorFeeRefunded")))
	if err != nil || back.Amount.Int64() != share {
		t.Fatalf("JurorFeeRefunded = %+v, %v", back, err)
	}
	wantBig(t, "buyer's unclaimed share", new(big.Int).Sub(h.balance(h.usdc, h.buyer.addr), b0), share)
	h.expectRevert(h.stranger, h.escrow, escrowABI.PackReturnUnclaimedFees(id), errID("NothingToClaim"))
	wantBig(t, "deal funds", h.dealFunds(), 0)
	// A deal the oracle settled owes no seat anything.
	oracleDeal := h.submittedWithFee("oracle", amount, fee)
	h.mustExec(h.oracle, h.escrow, escrowABI.PackResolve(oracleDeal, true, hash32("v")))
	h.expectRevert(h.stranger, h.escrow, escrowABI.PackClaimJurorFee(oracleDeal, true,
		h.sign(h.jurors[:1], oracleDeal, h.root(oracleDeal), true)[0]), errID("NothingToClaim"))
}

// TestJurorFeeReturnsToTheBuyerOnEveryOtherPath checks the oracle's two
// outcomes and both refunds.
func TestJurorFeeReturnsToTheBuyerOnEveryOtherPath(t *testing.T) {
	h := newHarness(t, harnessConfig{})
	const amount, fee = 1_000_000, 70_000
	cases := []struct {
		name         string
		settle       func(id [32]byte)
		buyerGets    int64
		sellerGets   int64
		refundReason int64
	}{
		{"oracle approves", func(id [32]byte) {
			h.mustExec(h.oracle, h.escrow, escrowABI.PackResolve(id, true, hash32("v")))
		}, fee, amount, 0},
		{"oracle rejects", func(id [32]byte) {
			h.mustExec(h.oracle, h.escrow, escrowABI.PackResolve(id, false, hash32("v")))
		}, amount + fee, 0, 0},
		{"resolution timeout", func(id [32]byte) {
			h.nextTxAt(h.deal(id).SubmittedAt + h.grace + 1)
			h.mustExec(h.buyer, h.escrow, escrowABI.PackRefund(id))
		}, amount + fee, 0, 2},
	}
	for _, c := range cases {
		id := h.submittedWithFee(c.name, amount, fee)
		b0, s0 := h.balance(h.usdc, h.buyer.addr), h.balance(h.usdc, h.seller.addr)
		c.settle(id)
		wantBig(t, c.name+": buyer", new(big.Int).Sub(h.balance(h.usdc, h.buyer.addr), b0), c.buyerGets)
		wantBig(t, c.name+": seller", new(big.Int).Sub(h.balance(h.usdc, h.seller.addr), s0), c.sellerGets)
		wantBig(t, c.name+": deal funds", h.dealFunds(), 0)
	}
	// No submission by the deadline.
	id := h.openFeeDeal("missed", amount, fee, h.now()+5)
	h.nextTxAt(h.deal(id).Deadline + 1)
	b0 := h.balance(h.usdc, h.buyer.addr)
	r := h.mustExec(h.buyer, h.escrow, escrowABI.PackRefund(id))
	wantBig(t, "missed: buyer", new(big.Int).Sub(h.balance(h.usdc, h.buyer.addr), b0), amount+fee)
	back, err := escrowABI.UnpackJurorFeeRefundedEvent(findLog(t, r, h.escrowAddr, eventID("JurorFeeRefunded")))
	if err != nil || back.Amount.Int64() != fee {
		t.Fatalf("JurorFeeRefunded = %+v, %v", back, err)
	}
	wantBig(t, "deal funds", h.dealFunds(), 0)
}

// TestBallotsCountOnlyWhileTheJurorsAreHeld: a juror that asks to leave
// right after a submission still settles that deal, cannot withdraw before
// the deal's ballot window has closed, and ballots stop counting then.
func TestBallotsCountOnlyWhileTheJurorsAreHeld(t *testing.T) {
	h := newHarness(t, harnessConfig{panel: 3, threshold: 2})
	id, sub := h.submitted("window", 100)
	seats := h.seats(id)
	for _, s := range seats {
		h.mustExec(s, h.escrow, escrowABI.PackRequestUnbond())
	}
	release := h.stake(seats[0].addr).ReleaseAt.Uint64()
	if release <= sub+h.unbond {
		t.Fatalf("release at %d, not after the ballot window's end %d", release, sub+h.unbond)
	}
	// Pending unbonds still count for the deal submitted before them.
	id2, _ := h.submitted("window-late", 100)
	for _, a := range h.snapshot(id2) {
		if slices.Contains(addresses(seats), a) {
			t.Fatalf("%s unbonded and is still a candidate of a later deal", a)
		}
	}
	h.nextTxAt(sub + h.unbond)
	h.expectRevert(h.stranger, h.escrow, h.ballots(id, true, seats[:2]), errID("BallotWindowClosed"))
	h.expectRevert(seats[0], h.escrow, escrowABI.PackWithdraw(), errID("UnbondLocked"))

	id3, _ := h.submitted("window-ok", 100)
	seats3 := h.seats(id3)
	for _, s := range seats3 {
		h.mustExec(s, h.escrow, escrowABI.PackRequestUnbond())
	}
	h.mustExec(h.stranger, h.escrow, h.ballots(id3, true, seats3[:2]))
	if h.deal(id3).State != stateReleased {
		t.Fatal("jurors with pending unbonds did not settle their deal")
	}
}

// TestEquivocationIsSlashed proves a juror's two opposite ballots for one
// deal, and checks every refusal the proof has.
func TestEquivocationIsSlashed(t *testing.T) {
	h := newHarness(t, harnessConfig{panel: 3, threshold: 2})
	id, _ := h.submitted("equivocation", 100)
	other, _ := h.submitted("equivocation-other", 100)
	seats := h.seats(id)
	cheat := seats[0]
	root := h.root(id)
	ballot := func(signer *account, deal, root [32]byte, approved bool) contracts.ArbiterEscrowSignedBallot {
		return contracts.ArbiterEscrowSignedBallot{Approved: approved, Signature: h.sign([]*account{signer}, deal, root, approved)[0]}
	}
	yes, no := ballot(cheat, id, root, true), ballot(cheat, id, root, false)
	slash := func(deal [32]byte, a, b contracts.ArbiterEscrowSignedBallot) []byte {
		return escrowABI.PackSlashEquivocation(deal, a, b)
	}

	h.expectRevert(h.stranger, h.escrow, slash(id, yes, yes), errID("SameVote"))
	h.expectRevert(h.stranger, h.escrow, slash(id, no, no), errID("SameVote"))
	// Ballots for two deals: each recovers only under its own deal.
	h.expectRevert(h.stranger, h.escrow, slash(id, yes, ballot(cheat, other, h.root(other), false)), errID("SignersDiffer"))
	h.expectRevert(h.stranger, h.escrow, slash(id, yes, ballot(seats[1], id, root, false)), errID("SignersDiffer"))
	h.expectRevert(h.stranger, h.escrow, slash(id, yes, ballot(cheat, id, hash32("other evidence"), false)), errID("SignersDiffer"))
	forged := no
	forged.Signature = append([]byte{}, no.Signature...)
	forged.Signature[64] = 29
	h.expectRevert(h.stranger, h.escrow, slash(id, yes, forged), errID("InvalidSignature"))
	forged.Signature = no.Signature[:64]
	h.expectRevert(h.stranger, h.escrow, slash(id, forged, yes), errID("InvalidSignature"))
	// An account that never bonded has nothing to slash.
	h.expectRevert(h.stranger, h.escrow, slash(id, ballot(h.stranger, id, root, true), ballot(h.stranger, id, root, false)), errID("NotBonded"))
	h.expectRevert(h.stranger, h.escrow, slash(dealID("ghost"), yes, no), errID("DealNotFound"))
	funded := h.openDeal("equivocation-funded", 100, h.now()+1_000)
	h.expectRevert(h.stranger, h.escrow, slash(funded, yes, no), errID("WrongState"))

	reporter := h.stranger
	r0, burn0 := h.balance(h.usdc, reporter.addr), h.balance(h.usdc, common.HexToAddress("0x000000000000000000000000000000000000dEaD"))
	r := h.mustExec(reporter, h.escrow, slash(id, no, yes))
	ev, err := escrowABI.UnpackJurorSlashedEvent(findLog(t, r, h.escrowAddr, eventID("JurorSlashed")))
	const slashed, reward = minJurorStake / 2, minJurorStake / 4
	if err != nil || ev.Juror != cheat.addr || ev.DealId != id || ev.Reporter != reporter.addr ||
		ev.Slashed.Int64() != slashed || ev.Reward.Int64() != reward {
		t.Fatalf("JurorSlashed = %+v, %v", ev, err)
	}
	wantBig(t, "reporter's reward", new(big.Int).Sub(h.balance(h.usdc, reporter.addr), r0), reward)
	wantBig(t, "burnt", new(big.Int).Sub(h.balance(h.usdc, common.HexToAddress("0x000000000000000000000000000000000000dEaD")), burn0), slashed-reward)
	st := h.stake(cheat.addr)
	if st.Bonded.Sign() != 0 || st.Unbonding.Int64() != minJurorStake-slashed || st.Slashes != 1 || st.Entry != 0 ||
		st.ReleaseAt.Uint64() != h.blockTime(r)+h.unbond {
		t.Fatalf("stake after the slash: %+v", st)
	}
	h.expectRevert(h.stranger, h.escrow, slash(id, yes, no), errID("ProofAlreadyUsed"))
	h.expectRevert(cheat, h.escrow, escrowABI.PackWithdraw(), errID("UnbondLocked"))
	// The same juror equivocating on another deal loses half of what is left.
	r = h.mustExec(h.buyer, h.escrow, slash(other, ballot(cheat, other, h.root(other), true), ballot(cheat, other, h.root(other), false)))
	if st := h.stake(cheat.addr); st.Unbonding.Int64() != (minJurorStake-slashed)/2 || st.Slashes != 2 {
		t.Fatalf("stake after a second slash: %+v", st)
	}

	// Gone from later draws, still a candidate of the deals submitted before.
	later, _ := h.submitted("after-the-slash", 100)
	if slices.Contains(h.snapshot(later), cheat.addr) || !slices.Contains(h.snapshot(id), cheat.addr) {
		t.Fatal("a slash changed a submitted deal's candidates, or left the juror drawable")
	}
	// The deal's other seats still settle it.
	h.mustExec(h.stranger, h.escrow, h.ballots(id, true, seats[1:]))
	wantBig(t, "deal funds", h.dealFunds(), 300)
}

// TestCoordinatorBonds bonds, unbonds and withdraws a coordinator's stake.
func TestCoordinatorBonds(t *testing.T) {
	h := newHarness(t, harnessConfig{})
	c := h.stranger
	bonded := func() bool {
		ok, _ := escrowABI.UnpackIsBondedCoordinator(h.call(h.escrow, escrowABI.PackIsBondedCoordinator(c.addr)))
		return ok
	}
	h.mustExec(c, h.usdc, usdcABI.PackMint(c.addr, big.NewInt(2*minCoordStake)))
	h.mustExec(c, h.usdc, usdcABI.PackApprove(h.escrowAddr, big.NewInt(2*minCoordStake)))
	h.expectRevert(c, h.escrow, escrowABI.PackBondCoordinator(big.NewInt(minCoordStake-1)), errID("StakeBelowMinimum"))
	if bonded() {
		t.Fatal("bonded before bonding")
	}
	h.mustExec(c, h.escrow, escrowABI.PackBondCoordinator(big.NewInt(minCoordStake)))
	if !bonded() {
		t.Fatal("not bonded after bonding the minimum")
	}
	if ok, _ := escrowABI.UnpackIsBondedJuror(h.call(h.escrow, escrowABI.PackIsBondedJuror(c.addr))); ok {
		t.Fatal("a coordinator's bond made it a juror")
	}
	r := h.mustExec(c, h.escrow, escrowABI.PackRequestCoordinatorUnbond())
	if bonded() {
		t.Fatal("still bonded after the unbonding request")
	}
	h.expectRevert(c, h.escrow, escrowABI.PackBondCoordinator(big.NewInt(minCoordStake)), errID("UnbondPending"))
	h.expectRevert(c, h.escrow, escrowABI.PackWithdrawCoordinator(), errID("UnbondLocked"))
	h.nextTxAt(h.blockTime(r) + h.unbond)
	before := h.balance(h.usdc, c.addr)
	h.mustExec(c, h.escrow, escrowABI.PackWithdrawCoordinator())
	wantBig(t, "withdrawn", new(big.Int).Sub(h.balance(h.usdc, c.addr), before), minCoordStake)
	h.expectRevert(c, h.escrow, escrowABI.PackWithdrawCoordinator(), errID("NothingToWithdraw"))
	// A juror's withdraw does not pay a coordinator's bond.
	h.expectRevert(c, h.escrow, escrowABI.PackWithdraw(), errID("NothingToWithdraw"))
}
