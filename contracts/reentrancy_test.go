package contracts_test

import (
	"bytes"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"

	"github.com/arbitra-network/arbitra/contracts"
)

// hostile wraps a deployed ReentrantToken that also acts as the buyer of its
// own deals, so a re-entrant call carries the buyer's rights.
type hostile struct {
	h    *harness
	addr common.Address
	c    *bind.BoundContract
}

func newHostile(h *harness, balance int64) *hostile {
	h.t.Helper()
	addr := h.deploy(h.owner, contracts.ReentrantTokenMetaData.Bin, nil)
	x := &hostile{h: h, addr: addr, c: reentABI.Instance(h.client, addr)}
	h.mustExec(h.stranger, x.c, reentABI.PackMint(addr, big.NewInt(balance)))
	h.mustExec(h.stranger, x.c, reentABI.PackApproveFromSelf(h.escrowAddr, big.NewInt(balance)))
	return x
}

// asBuyer has the token contract itself call the escrow.
func (x *hostile) asBuyer(escrowCall []byte) []byte {
	return reentABI.PackExecute(x.h.escrowAddr, escrowCall)
}

func (x *hostile) arm(escrowCall []byte) {
	x.h.t.Helper()
	x.h.mustExec(x.h.stranger, x.c, reentABI.PackArm(x.h.escrowAddr, escrowCall))
}

// requireBlocked asserts that the last re-entry attempt was refused by the
// reentrancy guard, not by some later check.
func (x *hostile) requireBlocked(wantAttempts int64) {
	h := x.h
	h.t.Helper()
	attempts, _ := reentABI.UnpackAttempts(h.call(x.c, reentABI.PackAttempts()))
	ok, _ := reentABI.UnpackLastSucceeded(h.call(x.c, reentABI.PackLastSucceeded()))
	res, _ := reentABI.UnpackLastResult(h.call(x.c, reentABI.PackLastResult()))
	want := errID("ReentrancyGuardReentrantCall")
	if attempts.Int64() != wantAttempts || ok || len(res) < 4 || !bytes.Equal(res[:4], want[:4]) {
		h.t.Fatalf("re-entry: attempts %s succeeded %v result %s", attempts, ok, h.describe(res))
	}
}

func TestReentrantCreateDealCannotDoubleCount(t *testing.T) {
	// Without the guard a nested createDeal during the outer transferFrom would
	// make the outer balance delta include the inner deposit.
	h := newHarness(t, harnessConfig{})
	x := newHostile(h, 2_000)
	outer, inner := dealID("outer"), dealID("inner")
	deadline := h.now() + 100
	x.arm(escrowABI.PackCreateDeal(inner, h.seller.addr, x.addr, big.NewInt(500), new(big.Int), hash32("c"), deadline))
	r := h.mustExec(h.stranger, x.c, x.asBuyer(escrowABI.PackCreateDeal(outer, h.seller.addr, x.addr, big.NewInt(1_000), new(big.Int), hash32("c"), deadline)))
	if countLogs(r, x.addr, reentABI.GetABI().Events["ReentryAttempt"].ID) != 1 {
		t.Fatal("the token did not attempt to re-enter")
	}
	x.requireBlocked(1)

	if d := h.deal(outer); d.Amount.Int64() != 1_000 || d.Buyer != x.addr || d.State != stateFunded {
		t.Fatalf("outer deal = %+v", d)
	}
	if d := h.deal(inner); d.State != stateNone {
		t.Fatalf("inner deal exists: %+v", d)
	}
	wantBig(t, "escrow balance", h.balance(x.c, h.escrowAddr), 1_000)
}

func TestReentrantRefundPaysOnce(t *testing.T) {
	h := newHarness(t, harnessConfig{})
	x := newHostile(h, 2_000)
	id := dealID("refund")
	deadline := h.now() + 20
	h.mustExec(h.stranger, x.c, x.asBuyer(escrowABI.PackCreateDeal(id, h.seller.addr, x.addr, big.NewInt(1_000), new(big.Int), hash32("c"), deadline)))
	// A second open deal in the same token is what a double refund would steal.
	other := dealID("other")
	h.mustExec(h.stranger, x.c, x.asBuyer(escrowABI.PackCreateDeal(other, h.seller.addr, x.addr, big.NewInt(1_000), new(big.Int), hash32("c"), deadline+1000)))

	h.nextTxAt(deadline)
	x.arm(escrowABI.PackRefund(id)) // mined at the deadline; the refund below one second later
	h.mustExec(h.stranger, x.c, x.asBuyer(escrowABI.PackRefund(id)))
	x.requireBlocked(1)

	wantBig(t, "buyer (token) balance", h.balance(x.c, x.addr), 1_000)
	wantBig(t, "escrow balance", h.balance(x.c, h.escrowAddr), 1_000)
	if d := h.deal(other); d.State != stateFunded || d.Amount.Int64() != 1_000 {
		t.Fatalf("other deal = %+v", d)
	}
}

func TestReentrantQuorumDuringOraclePayoutIsBlocked(t *testing.T) {
	// The oracle refunds the buyer (the token); during that transfer the token
	// relays valid juror ballots approving the same deal.
	h := newHarness(t, harnessConfig{})
	x := newHostile(h, 1_000)
	id := dealID("race")
	h.mustExec(h.stranger, x.c, x.asBuyer(escrowABI.PackCreateDeal(id, h.seller.addr, x.addr, big.NewInt(1_000), new(big.Int), hash32("c"), h.now()+100)))
	h.mustExec(h.seller, h.escrow, escrowABI.PackSubmitDeliverable(id, hash32("w")))

	x.arm(h.quorum(id, true, 3))
	r := h.mustExec(h.oracle, h.escrow, escrowABI.PackResolve(id, false, hash32("rejected")))
	x.requireBlocked(1)

	if n := countLogs(r, h.escrowAddr, eventID("DealResolved")); n != 1 {
		t.Fatalf("%d DealResolved events", n)
	}
	if d := h.deal(id); d.State != stateRefunded || d.VerdictHash != hash32("rejected") {
		t.Fatalf("deal = %+v", d)
	}
	wantBig(t, "buyer (token) balance", h.balance(x.c, x.addr), 1_000)
	wantBig(t, "seller balance", h.balance(x.c, h.seller.addr), 0)
}

func TestReentrantRefundDuringQuorumPayoutIsBlocked(t *testing.T) {
	// The jurors reject, refunding the buyer (the token); during that transfer
	// the buyer asks for a refund of the same deal.
	h := newHarness(t, harnessConfig{grace: 10, noOracle: true})
	x := newHostile(h, 1_000)
	id := dealID("quorum-race")
	h.mustExec(h.stranger, x.c, x.asBuyer(escrowABI.PackCreateDeal(id, h.seller.addr, x.addr, big.NewInt(1_000), new(big.Int), hash32("c"), h.now()+100)))
	r := h.mustExec(h.seller, h.escrow, escrowABI.PackSubmitDeliverable(id, hash32("w")))
	reject := h.quorum(id, false, 3)
	h.nextTxAt(h.blockTime(r) + 10 + 1) // the refund window is open: only the guard stops it
	x.arm(escrowABI.PackRefund(id))
	r = h.mustExec(h.stranger, h.escrow, reject)
	x.requireBlocked(1)

	if n := countLogs(r, h.escrowAddr, eventID("DealSettledByJurors")); n != 1 {
		t.Fatalf("%d DealSettledByJurors events", n)
	}
	if n := countLogs(r, h.escrowAddr, eventID("DealRefunded")); n != 0 {
		t.Fatalf("%d DealRefunded events", n)
	}
	if d := h.deal(id); d.State != stateRefunded || d.VerdictHash != ballotsHash(id, h.root(id), false, 0b111) {
		t.Fatalf("deal = %+v", d)
	}
	wantBig(t, "buyer (token) balance", h.balance(x.c, x.addr), 1_000)
	wantBig(t, "escrow balance", h.balance(x.c, h.escrowAddr), 0)
}
