package contracts_test

import (
	"fmt"
	"math/big"
	"slices"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"

	"github.com/arbitra-network/arbitra/contracts"
	"github.com/arbitra-network/arbitra/verdict"
)

// TestGasPerPath measures the gas used by each escrow path from receipts and
// prints the table kept in README.md (go test -run Gas -v ./contracts/).
// Conditions: MockUSDC, the escrow already holds another open deal and every
// recipient already holds some tokens, so no measured call pays for turning a
// zero token balance into a non-zero one.
func TestGasPerPath(t *testing.T) {
	osaka := gasPerPath(t, true)
	dev := gasPerPath(t, false)

	var b strings.Builder
	b.WriteString("| path | gas, Osaka rules | gas, dev-chain default rules |\n| --- | ---: | ---: |\n")
	for i, r := range osaka {
		fmt.Fprintf(&b, "| %s | %d | %d |\n", r.path, r.gas, dev[i].gas)
		// A generous ceiling: exceeding it means a path got much more
		// expensive and the README table needs a look.
		if !strings.HasPrefix(r.path, "deploy") && !strings.Contains(r.path, "128 entries") && r.gas > 350_000 {
			t.Errorf("%s used %d gas under Osaka rules", r.path, r.gas)
		}
	}
	t.Logf("gas per path:\n%s", b.String())
}

type gasRow struct {
	path string
	gas  uint64
}

func gasPerPath(t *testing.T, osaka bool) []gasRow {
	var full []*account
	for i := range 128 {
		full = append(full, newAccount(fmt.Sprintf("gas-juror-%d", i)))
	}
	h := newHarness(t, harnessConfig{grace: 100, osaka: osaka, extra: full[16:]})
	h.openDeal("anchor", 1, h.now()+1_000_000)
	h.mustExec(h.seller, h.usdc, usdcABI.PackMint(h.seller.addr, big.NewInt(1)))
	h.mustExec(h.buyer, h.usdc, usdcABI.PackMint(h.buyer.addr, big.NewInt(1)))
	h.mustExec(h.stranger, h.usdc, usdcABI.PackMint(h.stranger.addr, big.NewInt(1)))

	var rows []gasRow
	measureOn := func(path string, esc *bind.BoundContract, from *account, data []byte) {
		t.Helper()
		r := h.mustExec(from, esc, data)
		rows = append(rows, gasRow{path, r.GasUsed})
	}
	measure := func(path string, from *account, data []byte) { t.Helper(); measureOn(path, h.escrow, from, data) }

	_, dr := h.deployEscrow(h.owner, h.params(common.Address{}, addresses(h.jurors), 5, 3))
	rows = append(rows, gasRow{"deploy ArbiterEscrow (5 jurors bonded)", dr.GasUsed})

	// createDeal, submit, resolve (pay seller).
	h.fund(h.buyer, big.NewInt(1_000_000))
	pay := dealID("gas-pay")
	measure("createDeal", h.buyer, escrowABI.PackCreateDeal(pay, h.seller.addr, h.usdcAddr, big.NewInt(1_000_000), new(big.Int), hash32("c"), h.now()+1_000))
	measure("submitDeliverable", h.seller, escrowABI.PackSubmitDeliverable(pay, hash32("w")))
	measure("resolve (oracle), approved (pay seller)", h.oracle, escrowABI.PackResolve(pay, true, hash32("v")))
	h.fund(h.buyer, big.NewInt(1_050_000))
	feePay := dealID("gas-fee-pay")
	measure("createDeal with a juror fee", h.buyer, escrowABI.PackCreateDeal(feePay, h.seller.addr, h.usdcAddr, big.NewInt(1_000_000), big.NewInt(50_000), hash32("c"), h.now()+1_000))
	h.mustExec(h.seller, h.escrow, escrowABI.PackSubmitDeliverable(feePay, hash32("w")))
	measure("resolve (oracle), approved, juror fee back to the buyer", h.oracle, escrowABI.PackResolve(feePay, true, hash32("v")))

	reject, _ := h.submitted("gas-reject", 1_000_000)
	measure("resolve (oracle), rejected (refund buyer)", h.oracle, escrowABI.PackResolve(reject, false, hash32("v")))

	drawn, _ := h.submitted("gas-draw", 1_000_000)
	h.mineEmpty(2)
	measure("drawPanel (5 entries), before any settlement", h.seller, escrowABI.PackDrawPanel(drawn))
	q, _ := h.submitted("gas-quorum", 1_000_000)
	measure("resolveByQuorum, 3 of 5 seats, no fee (5 entries)", h.stranger, h.quorum(q, true, 3))
	q5, _ := h.submitted("gas-quorum-5", 1_000_000)
	measure("resolveByQuorum, 5 of 5 seats, no fee (5 entries)", h.stranger, h.quorum(q5, false, 5))
	// Every seat already holds tokens from here on.
	for _, j := range h.jurors {
		h.mustExec(j, h.usdc, usdcABI.PackMint(j.addr, big.NewInt(1)))
	}
	qf := h.submittedWithFee("gas-quorum-fee", 1_000_000, 50_000)
	measure("resolveByQuorum, 3 of 5 seats, fee to 3 (5 entries)", h.stranger, h.quorum(qf, true, 3))
	qd := h.submittedWithFee("gas-quorum-dissent", 1_000_000, 50_000)
	seats := h.seats(qd)
	root := h.root(qd)
	measure("resolveByQuorum, 3 of 5 seats and 2 dissents, fee to 5 (5 entries)", h.stranger,
		escrowABI.PackResolveByQuorum(qd, true, h.sign(seats[:3], qd, root, true), h.sign(seats[3:], qd, root, false)))

	qc := h.submittedWithFee("gas-quorum-claim", 1_000_000, 50_000)
	cseats := h.seats(qc)
	croot := h.root(qc)
	measure("resolveByQuorum, 3 of 5 seats, fee to 3 and 2 shares kept (5 entries)", h.stranger,
		escrowABI.PackResolveByQuorum(qc, true, h.sign(cseats[:3], qc, croot, true), nil))
	measure("claimJurorFee, a left-out seat (5 entries)", h.stranger,
		escrowABI.PackClaimJurorFee(qc, false, h.sign(cseats[3:4], qc, croot, false)[0]))
	measure("claimJurorFee, the last left-out seat (5 entries)", h.stranger,
		escrowABI.PackClaimJurorFee(qc, true, h.sign(cseats[4:5], qc, croot, true)[0]))

	missed := h.openFeeDeal("gas-missed", 1_000_000, 50_000, h.now()+10)
	h.nextTxAt(h.deal(missed).Deadline + 1)
	measure("refund, no submission (reason 1), with the juror fee", h.buyer, escrowABI.PackRefund(missed))

	late, sub := h.submitted("gas-timeout", 1_000_000)
	h.nextTxAt(sub + 100 + 1)
	measure("refund, resolution timeout (reason 2)", h.buyer, escrowABI.PackRefund(late))

	// Stakes: a new juror (6th entry), a top-up, an exit; a coordinator.
	h.mustExec(h.stranger, h.usdc, usdcABI.PackMint(h.stranger.addr, big.NewInt(3*minJurorStake)))
	h.mustExec(h.stranger, h.usdc, usdcABI.PackApprove(h.escrowAddr, big.NewInt(3*minJurorStake)))
	measure("bond (new juror, 6th entry)", h.stranger, escrowABI.PackBond(big.NewInt(minJurorStake)))
	measure("bond (top-up)", h.stranger, escrowABI.PackBond(big.NewInt(minJurorStake)))
	measure("requestUnbond", h.stranger, escrowABI.PackRequestUnbond())
	h.advance(h.unbond)
	measure("withdraw", h.stranger, escrowABI.PackWithdraw())
	h.mustExec(h.stranger, h.usdc, usdcABI.PackApprove(h.escrowAddr, big.NewInt(minCoordStake)))
	measure("bondCoordinator", h.stranger, escrowABI.PackBondCoordinator(big.NewInt(minCoordStake)))
	measure("requestCoordinatorUnbond", h.stranger, escrowABI.PackRequestCoordinatorUnbond())
	h.advance(h.unbond)
	measure("withdrawCoordinator", h.stranger, escrowABI.PackWithdrawCoordinator())

	eq, _ := h.submitted("gas-equivocation", 1_000)
	cheat := h.jurors[1]
	measure("slashEquivocation", h.stranger, escrowABI.PackSlashEquivocation(eq,
		contracts.ArbiterEscrowSignedBallot{Approved: true, Signature: h.sign([]*account{cheat}, eq, h.root(eq), true)[0]},
		contracts.ArbiterEscrowSignedBallot{Approved: false, Signature: h.sign([]*account{cheat}, eq, h.root(eq), false)[0]}))
	measure("setPanel", h.owner, escrowABI.PackSetPanel(3, 2))

	// An escrow with a 600 s appeal window, the same five jurors, panels of
	// three: a decision, an appeal to five seats, its decision, the ways
	// out. Every party and seat holds tokens already.
	ap := h.params(common.Address{}, addresses(h.jurors), 3, 2)
	ap.UnbondDelay, ap.AppealWindow = 10_000, 600
	appealAddr, _ := h.deployEscrow(h.owner, ap)
	h.escrowAddr, h.escrow = appealAddr, escrowABI.Instance(h.client, appealAddr)
	h.openDeal("appeal-anchor", 1, h.now()+1_000_000)
	decideRound := func(id [32]byte, approved bool, k int) []byte {
		t.Helper()
		round := h.deal(id).Round
		return escrowABI.PackResolveByQuorum(id, approved, h.signRound(h.roundSeats(id, round)[:k], id, round, approved), nil)
	}
	appealFee := func(id [32]byte, from *account) []byte {
		t.Helper()
		_, cost := h.appealCost(id)
		h.fund(from, cost)
		return escrowABI.PackAppeal(id, cost)
	}
	a1 := h.submittedWithFee("gas-appeal", 1_000_000, 30_000)
	measure("resolveByQuorum deciding round 0 (window), 2 of 3 seats, fee to 2 and 1 share kept", h.stranger, decideRound(a1, false, 2))
	measure("appeal (round 1: 5 seats)", h.seller, appealFee(a1, h.seller))
	measure("resolveByQuorum deciding round 1, 3 of 5 seats, fee to 3 and 2 shares kept", h.stranger, decideRound(a1, true, 3))
	measure("claimRoundFee, a left-out seat of round 1", h.stranger,
		escrowABI.PackClaimRoundFee(a1, 1, true, h.signRound(h.roundSeats(a1, 1)[3:4], a1, 1, true)[0]))
	measure("acceptOutcome (the losing party, round 1)", h.buyer, escrowABI.PackAcceptOutcome(a1))
	a2 := h.submittedWithFee("gas-finalize", 1_000_000, 30_000)
	at := h.blockTime(h.mustExec(h.stranger, h.escrow, decideRound(a2, true, 2)))
	h.nextTxAt(at + 600)
	measure("finalize after the window", h.stranger, escrowABI.PackFinalize(a2))
	a3 := h.submittedWithFee("gas-lapse", 1_000_000, 30_000)
	h.mustExec(h.stranger, h.escrow, decideRound(a3, false, 2))
	h.mustExec(h.seller, h.escrow, appealFee(a3, h.seller))
	h.mineEmpty(258)
	measure("finalize, a lapsed appeal round (draw expired; fee back to the appellant)", h.stranger, escrowABI.PackFinalize(a3))
	// The loser of the first panel taking its outcome at once: the usual
	// way out of a deal nobody appeals.
	a4 := h.submittedWithFee("gas-accept", 1_000_000, 30_000)
	h.mustExec(h.stranger, h.escrow, decideRound(a4, false, 2))
	measure("acceptOutcome (the losing party, round 0)", h.seller, escrowABI.PackAcceptOutcome(a4))
	h.nextTxAt(h.deal(a1).SubmittedAt + 10_000)
	measure("returnUnclaimedFees, shares of two rounds", h.stranger, escrowABI.PackReturnUnclaimedFees(a1))

	// The worst case: a full registry, all of it active, drawn into a panel of five.
	// An eighth in the constructor, the rest bonded later, so that no transaction
	// exceeds the per-transaction gas cap under state-growth gas.
	fullAddr, _ := h.deployEscrow(h.owner, h.params(common.Address{}, addresses(full[:16]), 5, 3))
	fullEscrow := escrowABI.Instance(h.client, fullAddr)
	for _, j := range full[16:] {
		h.bondOn(fullEscrow, j, minJurorStake, false)
	}
	h.advance(h.delay)
	h.mustExec(h.buyer, h.usdc, usdcABI.PackApprove(fullAddr, big.NewInt(1_001)))
	h.mustExec(h.buyer, fullEscrow, escrowABI.PackCreateDeal(dealID("full-anchor"), h.seller.addr, h.usdcAddr, big.NewInt(1), new(big.Int), hash32("c"), h.now()+1_000))
	id := dealID("gas-full")
	h.mustExec(h.buyer, fullEscrow, escrowABI.PackCreateDeal(id, h.seller.addr, h.usdcAddr, big.NewInt(1_000), new(big.Int), hash32("c"), h.now()+1_000))
	h.mustExec(h.seller, fullEscrow, escrowABI.PackSubmitDeliverable(id, hash32("w")))
	h.mineEmpty(2)
	p, err := escrowABI.UnpackPanelOf(h.call(fullEscrow, escrowABI.PackPanelOf(id)))
	if err != nil {
		t.Fatal(err)
	}
	var signers []*account
	for _, a := range p.Seats[:3] {
		signers = append(signers, full[slices.IndexFunc(full, func(x *account) bool { return x.addr == a })])
	}
	fullRoot := verdict.DealEvidenceRoot(hash32("c"), hash32("w"))
	measureOn("resolveByQuorum, 3 of 5 seats, no fee (128 entries)", fullEscrow, h.stranger,
		escrowABI.PackResolveByQuorum(id, true, signBallots(t, signers, h.chainID, fullAddr, id, fullRoot, true), nil))
	return rows
}
