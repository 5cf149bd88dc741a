package contracts_test

import (
	"bytes"
	"math/big"
	"slices"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/arbitra-network/arbitra/contracts"
	"github.com/arbitra-network/arbitra/verdict"
)

func TestDeploymentConfiguration(t *testing.T) {
	h := newHarness(t, harnessConfig{})

	owner, _ := escrowABI.UnpackOwner(h.call(h.escrow, escrowABI.PackOwner()))
	oracle, _ := escrowABI.UnpackOracle(h.call(h.escrow, escrowABI.PackOracle()))
	grace, _ := escrowABI.UnpackGracePeriod(h.call(h.escrow, escrowABI.PackGracePeriod()))
	delay, _ := escrowABI.UnpackRegistryDelay(h.call(h.escrow, escrowABI.PackRegistryDelay()))
	size, _ := escrowABI.UnpackPanelSize(h.call(h.escrow, escrowABI.PackPanelSize()))
	threshold, _ := escrowABI.UnpackQuorumThreshold(h.call(h.escrow, escrowABI.PackQuorumThreshold()))
	count, _ := escrowABI.UnpackJurorCount(h.call(h.escrow, escrowABI.PackJurorCount()))
	entries, _ := escrowABI.UnpackEntryCount(h.call(h.escrow, escrowABI.PackEntryCount()))
	if owner != h.owner.addr || oracle != h.oracle.addr || grace != defaultGrace || delay != defaultDelay ||
		size != defaultJurors || threshold != defaultThreshold {
		t.Fatalf("config = owner %s oracle %s grace %d delay %d panel %d of %d", owner, oracle, grace, delay, threshold, size)
	}
	wantBig(t, "jurorCount", count, defaultJurors)
	wantBig(t, "entryCount", entries, defaultJurors)
	for i, j := range h.jurors {
		ok, _ := escrowABI.UnpackIsJuror(h.call(h.escrow, escrowABI.PackIsJuror(j.addr)))
		if !ok {
			t.Fatalf("%s not registered", j.name)
		}
		e, _ := escrowABI.UnpackEntryAt(h.call(h.escrow, escrowABI.PackEntryAt(big.NewInt(int64(i)))))
		if e.Account != j.addr || e.ActiveFrom.Uint64() == 0 || e.ActiveUntil.Sign() != 0 {
			t.Fatalf("entry %d = %+v", i, e)
		}
	}
	if ok, _ := escrowABI.UnpackIsJuror(h.call(h.escrow, escrowABI.PackIsJuror(h.stranger.addr))); ok {
		t.Fatal("stranger registered")
	}
	now, _ := escrowABI.UnpackJurorsAt(h.call(h.escrow, escrowABI.PackJurorsAt(new(big.Int).SetUint64(h.now()))))
	if !slices.Equal(now, addresses(h.jurors)) {
		t.Fatalf("jurorsAt(now) = %v", now)
	}
	before, _ := escrowABI.UnpackJurorsAt(h.call(h.escrow, escrowABI.PackJurorsAt(big.NewInt(1))))
	if len(before) != 0 {
		t.Fatalf("jurorsAt(1) = %v, before the deployment", before)
	}

	dom, err := escrowABI.UnpackEip712Domain(h.call(h.escrow, escrowABI.PackEip712Domain()))
	if err != nil {
		t.Fatal(err)
	}
	if dom.Name != "ArbiterEscrow" || dom.Version != "2" || verdict.BallotDomainVersion != "2" ||
		dom.ChainId.Cmp(h.chainID) != 0 || dom.VerifyingContract != h.escrowAddr {
		t.Fatalf("domain = %+v", dom)
	}
	id, root := dealID("any"), hash32("root")
	for _, approved := range []bool{true, false} {
		got := h.ballotDigestOnChain(id, root, approved)
		want := typedBallotDigest(t, h.chainID, h.escrowAddr, id, root, approved)
		if !bytes.Equal(got[:], want) {
			t.Fatalf("ballotDigest(approved=%v) = %x, EIP-712 reference %x", approved, got, want)
		}
	}
}

func TestConstructorRejectsBadArguments(t *testing.T) {
	h := newHarness(t, harnessConfig{})
	js := addresses(h.jurors)
	var many []common.Address
	for i := range 129 {
		many = append(many, common.BigToAddress(big.NewInt(int64(1000+i))))
	}
	with := func(change func(*contracts.ArbiterEscrowParams)) []byte {
		p := h.params(h.oracle.addr, js, 3, 2)
		p.GracePeriod, p.RegistryDelay, p.UnbondDelay = 10, 10, 11
		change(&p)
		return escrowABI.PackConstructor(p)
	}
	// The owner approved the next deployment's bonds of the jurors once,
	// for more than any case needs, so each case fails on its own check.
	h.mustExec(h.owner, h.usdc, usdcABI.PackMint(h.owner.addr, big.NewInt(1_000*minJurorStake)))
	cases := []struct {
		name  string
		args  []byte
		error string
	}{
		{"zero owner", with(func(p *contracts.ArbiterEscrowParams) { p.Owner = common.Address{} }), "OwnableInvalidOwner"},
		{"zero grace", with(func(p *contracts.ArbiterEscrowParams) { p.GracePeriod = 0 }), "InvalidGracePeriod"},
		{"zero registry delay", with(func(p *contracts.ArbiterEscrowParams) { p.RegistryDelay = 0 }), "InvalidRegistryDelay"},
		{"registry delay past uint32", with(func(p *contracts.ArbiterEscrowParams) { p.RegistryDelay = 1 << 32 }), "InvalidRegistryDelay"},
		{"unbond delay equal to grace", with(func(p *contracts.ArbiterEscrowParams) { p.UnbondDelay = 10 }), "InvalidUnbondDelay"},
		{"unbond delay under grace", with(func(p *contracts.ArbiterEscrowParams) { p.UnbondDelay = 5 }), "InvalidUnbondDelay"},
		{"unbond delay past uint32", with(func(p *contracts.ArbiterEscrowParams) { p.UnbondDelay = 1 << 32 }), "InvalidUnbondDelay"},
		{"appeal window past the ballots", with(func(p *contracts.ArbiterEscrowParams) { p.AppealWindow = 1 }), "InvalidAppealWindow"},
		{"appeal window past uint64 sums", with(func(p *contracts.ArbiterEscrowParams) { p.AppealWindow = 1<<64 - 1 }), "InvalidAppealWindow"},
		{"zero juror minimum", with(func(p *contracts.ArbiterEscrowParams) { p.MinJurorStake = new(big.Int) }), "InvalidMinimumStake"},
		{"zero coordinator minimum", with(func(p *contracts.ArbiterEscrowParams) { p.MinCoordinatorStake = new(big.Int) }), "InvalidMinimumStake"},
		{"zero stake token", with(func(p *contracts.ArbiterEscrowParams) { p.StakeToken = common.Address{} }), "ZeroAddress"},
		{"zero panel", with(func(p *contracts.ArbiterEscrowParams) { p.PanelSize, p.Threshold = 0, 0 }), "InvalidPanel"},
		{"zero threshold", with(func(p *contracts.ArbiterEscrowParams) { p.Threshold = 0 }), "InvalidPanel"},
		{"threshold above size", with(func(p *contracts.ArbiterEscrowParams) { p.Threshold = 4 }), "InvalidPanel"},
		{"threshold not a majority", with(func(p *contracts.ArbiterEscrowParams) { p.PanelSize = 4 }), "InvalidPanel"},
		{"zero juror", with(func(p *contracts.ArbiterEscrowParams) { p.Jurors = []common.Address{js[0], {}} }), "ZeroAddress"},
		{"juror twice", with(func(p *contracts.ArbiterEscrowParams) { p.Jurors = []common.Address{js[0], js[1], js[0]} }), "JurorAlreadyActive"},
		{"too many jurors", with(func(p *contracts.ArbiterEscrowParams) { p.Jurors = many }), "RegistryFull"},
		{"bonds not approved", with(func(p *contracts.ArbiterEscrowParams) { p.MinJurorStake = big.NewInt(1_000 * minJurorStake) }), "ERC20InsufficientAllowance"},
	}
	for _, c := range cases {
		code := append(common.FromHex(contracts.ArbiterEscrowMetaData.Bin), c.args...)
		next := crypto.CreateAddress(h.owner.addr, h.nonce(h.owner)+1)
		h.mustExec(h.owner, h.usdc, usdcABI.PackApprove(next, big.NewInt(10*minJurorStake)))
		tx := types.MustSignNewTx(h.owner.key, types.LatestSignerForChainID(h.chainID), &types.DynamicFeeTx{
			ChainID: h.chainID, Nonce: h.nonce(h.owner), GasTipCap: big.NewInt(1e9), GasFeeCap: big.NewInt(1e11),
			Gas: 8_000_000, Data: code, // under the RPC fee cap at this fee
		})
		if err := h.client.SendTransaction(h.ctx, tx); err != nil {
			t.Fatal(err)
		}
		r := h.mine(tx)
		if r.Status != types.ReceiptStatusFailed {
			t.Fatalf("%s: deployment succeeded", c.name)
		}
		// Replayed on the state before the deployment, where the owner's
		// nonce makes the call create at the approved address.
		_, err := h.client.CallContract(h.ctx, callMsgCreate(h.owner.addr, code), new(big.Int).Sub(r.BlockNumber, big.NewInt(1)))
		got := revertData(err)
		want := errID(c.error)
		if len(got) < 4 || !bytes.Equal(got[:4], want[:4]) {
			t.Fatalf("%s: reverted with %s, want %s", c.name, h.describe(got), c.error)
		}
	}
	// No oracle, no jurors and a panel of one are all valid, and so is an
	// appeal window that ends before the ballots stop counting.
	h.deployEscrow(h.owner, h.params(common.Address{}, nil, 1, 1))
	p := h.params(common.Address{}, nil, 1, 1)
	p.GracePeriod, p.UnbondDelay, p.AppealWindow = 10, 12, 1
	h.deployEscrow(h.owner, p)
}

func TestOracleApprovePaysSeller(t *testing.T) {
	h := newHarness(t, harnessConfig{})
	deadline := h.now() + 1000
	id := dealID("approve")
	h.fund(h.buyer, big.NewInt(5_000_000))
	r := h.mustExec(h.buyer, h.escrow, escrowABI.PackCreateDeal(id, h.seller.addr, h.usdcAddr, big.NewInt(5_000_000), new(big.Int), hash32("criteria"), deadline))

	ev, err := escrowABI.UnpackDealCreatedEvent(findLog(t, r, h.escrowAddr, eventID("DealCreated")))
	if err != nil {
		t.Fatal(err)
	}
	if ev.DealId != id || ev.Buyer != h.buyer.addr || ev.Seller != h.seller.addr || ev.Token != h.usdcAddr ||
		ev.Amount.Int64() != 5_000_000 || ev.CriteriaHash != hash32("criteria") || ev.Deadline != deadline {
		t.Fatalf("DealCreated = %+v", ev)
	}
	wantBig(t, "escrow balance", h.dealFunds(), 5_000_000)
	wantBig(t, "buyer balance", h.balance(h.usdc, h.buyer.addr), 0)
	d := h.deal(id)
	if d.State != stateFunded || d.Buyer != h.buyer.addr || d.Amount.Int64() != 5_000_000 || d.Deadline != deadline || d.SubmittedAt != 0 {
		t.Fatalf("deal after create = %+v", d)
	}

	r = h.mustExec(h.seller, h.escrow, escrowABI.PackSubmitDeliverable(id, hash32("work")))
	sub, err := escrowABI.UnpackDeliverableSubmittedEvent(findLog(t, r, h.escrowAddr, eventID("DeliverableSubmitted")))
	if err != nil {
		t.Fatal(err)
	}
	if sub.DealId != id || sub.DeliverableHash != hash32("work") || sub.SubmittedAt != h.blockTime(r) {
		t.Fatalf("DeliverableSubmitted = %+v", sub)
	}
	if d := h.deal(id); d.State != stateSubmitted || d.SubmittedAt != h.blockTime(r) || d.DeliverableHash != hash32("work") {
		t.Fatalf("deal after submit = %+v", d)
	}

	r = h.mustExec(h.oracle, h.escrow, escrowABI.PackResolve(id, true, hash32("verdict")))
	res, err := escrowABI.UnpackDealResolvedEvent(findLog(t, r, h.escrowAddr, eventID("DealResolved")))
	if err != nil {
		t.Fatal(err)
	}
	if res.DealId != id || !res.Approved || res.VerdictHash != hash32("verdict") || res.Method != 0 ||
		res.Recipient != h.seller.addr || res.Amount.Int64() != 5_000_000 {
		t.Fatalf("DealResolved = %+v", res)
	}
	wantBig(t, "seller balance", h.balance(h.usdc, h.seller.addr), 5_000_000)
	wantBig(t, "escrow balance", h.dealFunds(), 0)
	if d := h.deal(id); d.State != stateReleased || d.VerdictHash != hash32("verdict") {
		t.Fatalf("deal after resolve = %+v", d)
	}
}

func TestOracleRejectRefundsBuyer(t *testing.T) {
	h := newHarness(t, harnessConfig{})
	id, _ := h.submitted("reject", 700)
	r := h.mustExec(h.oracle, h.escrow, escrowABI.PackResolve(id, false, hash32("no")))
	res, err := escrowABI.UnpackDealResolvedEvent(findLog(t, r, h.escrowAddr, eventID("DealResolved")))
	if err != nil {
		t.Fatal(err)
	}
	if res.Approved || res.Recipient != h.buyer.addr || res.Amount.Int64() != 700 || res.Method != 0 {
		t.Fatalf("DealResolved = %+v", res)
	}
	wantBig(t, "buyer balance", h.balance(h.usdc, h.buyer.addr), 700)
	wantBig(t, "seller balance", h.balance(h.usdc, h.seller.addr), 0)
	if d := h.deal(id); d.State != stateRefunded || d.VerdictHash != hash32("no") {
		t.Fatalf("deal = %+v", d)
	}
}

func TestCreateDealValidation(t *testing.T) {
	h := newHarness(t, harnessConfig{})
	h.fund(h.buyer, big.NewInt(1_000))
	id := dealID("v")
	create := func(id [32]byte, seller, token common.Address, amount int64, deadline uint64) []byte {
		return escrowABI.PackCreateDeal(id, seller, token, big.NewInt(amount), new(big.Int), hash32("c"), deadline)
	}
	future := h.now() + 100
	h.expectRevert(h.buyer, h.escrow, create([32]byte{}, h.seller.addr, h.usdcAddr, 10, future), errID("InvalidDealId"))
	h.expectRevert(h.buyer, h.escrow, create(id, common.Address{}, h.usdcAddr, 10, future), errID("ZeroAddress"))
	h.expectRevert(h.buyer, h.escrow, create(id, h.seller.addr, common.Address{}, 10, future), errID("ZeroAddress"))
	h.expectRevert(h.buyer, h.escrow, create(id, h.buyer.addr, h.usdcAddr, 10, future), errID("SelfDeal"))
	h.expectRevert(h.buyer, h.escrow, create(id, h.seller.addr, h.usdcAddr, 0, future), errID("ZeroAmount"))
	h.expectRevert(h.buyer, h.escrow, create(id, h.seller.addr, h.usdcAddr, 1_001, future), errID("ERC20InsufficientAllowance"))

	// The deadline has to be strictly after the block that creates the deal.
	at := h.now() + 5
	h.nextTxAt(at)
	h.expectRevert(h.buyer, h.escrow, create(id, h.seller.addr, h.usdcAddr, 10, at), errID("DeadlineNotInFuture"))
	h.nextTxAt(at + 2)
	h.expectRevert(h.buyer, h.escrow, create(id, h.seller.addr, h.usdcAddr, 10, at+1), errID("DeadlineNotInFuture"))
	h.nextTxAt(at + 4)
	h.mustExec(h.buyer, h.escrow, create(id, h.seller.addr, h.usdcAddr, 10, at+5))

	h.expectRevert(h.buyer, h.escrow, create(id, h.seller.addr, h.usdcAddr, 10, future+100), errID("DealAlreadyExists"))
	// Another buyer cannot take over the ID either.
	h.fund(h.stranger, big.NewInt(10))
	h.expectRevert(h.stranger, h.escrow, create(id, h.seller.addr, h.usdcAddr, 10, future+100), errID("DealAlreadyExists"))

	if d := h.deal(id); d.Amount.Int64() != 10 || d.Buyer != h.buyer.addr {
		t.Fatalf("deal = %+v", d)
	}
	wantBig(t, "escrow balance", h.dealFunds(), 10)
}

func TestSubmitDeliverableRules(t *testing.T) {
	h := newHarness(t, harnessConfig{})
	deadline := h.now() + 50
	id := h.openDeal("submit", 100, deadline)

	h.expectRevert(h.seller, h.escrow, escrowABI.PackSubmitDeliverable(dealID("nope"), hash32("w")), errID("DealNotFound"))
	for _, who := range []*account{h.buyer, h.oracle, h.stranger, h.owner} {
		h.expectRevert(who, h.escrow, escrowABI.PackSubmitDeliverable(id, hash32("w")), errID("NotSeller"))
	}
	h.expectRevert(h.seller, h.escrow, escrowABI.PackSubmitDeliverable(id, [32]byte{}), errID("EmptyDeliverable"))

	// Exactly at the deadline a submission is still on time.
	h.nextTxAt(deadline)
	r := h.mustExec(h.seller, h.escrow, escrowABI.PackSubmitDeliverable(id, hash32("w")))
	if got := h.blockTime(r); got != deadline {
		t.Fatalf("submitted at %d, want %d", got, deadline)
	}
	h.expectRevert(h.seller, h.escrow, escrowABI.PackSubmitDeliverable(id, hash32("again")), errID("WrongState"))
	if d := h.deal(id); d.DeliverableHash != hash32("w") || d.SubmittedAt != deadline {
		t.Fatalf("deal = %+v", d)
	}

	// One second after the deadline it is late.
	late := h.openDeal("late", 100, h.now()+20)
	h.nextTxAt(h.deal(late).Deadline + 1)
	h.expectRevert(h.seller, h.escrow, escrowABI.PackSubmitDeliverable(late, hash32("w")), errID("DeadlinePassed"))

	// A settled deal takes no submission.
	h.mustExec(h.buyer, h.escrow, escrowABI.PackRefund(late))
	h.expectRevert(h.seller, h.escrow, escrowABI.PackSubmitDeliverable(late, hash32("w")), errID("DealAlreadySettled"))
}

func TestRefundAfterMissedDeadline(t *testing.T) {
	h := newHarness(t, harnessConfig{})
	deadline := h.now() + 30
	id := h.openDeal("missed", 900, deadline)

	h.expectRevert(h.buyer, h.escrow, escrowABI.PackRefund(dealID("nope")), errID("DealNotFound"))
	h.nextTxAt(deadline)
	data := h.expectRevert(h.buyer, h.escrow, escrowABI.PackRefund(id), errID("RefundNotAvailable"))
	na, err := escrowABI.UnpackRefundNotAvailableError(data[4:])
	if err != nil || na.AvailableAfter.Uint64() != deadline {
		t.Fatalf("RefundNotAvailable = %+v, %v", na, err)
	}
	for _, who := range []*account{h.seller, h.oracle, h.stranger, h.owner} {
		h.expectRevert(who, h.escrow, escrowABI.PackRefund(id), errID("NotBuyer"))
	}
	// The seller's late submission attempt does not change anything.
	h.expectRevert(h.seller, h.escrow, escrowABI.PackSubmitDeliverable(id, hash32("w")), errID("DeadlinePassed"))

	r := h.mustExec(h.buyer, h.escrow, escrowABI.PackRefund(id))
	if h.blockTime(r) <= deadline {
		t.Fatal("refund mined too early for this test to mean anything")
	}
	ev, err := escrowABI.UnpackDealRefundedEvent(findLog(t, r, h.escrowAddr, eventID("DealRefunded")))
	if err != nil {
		t.Fatal(err)
	}
	if ev.DealId != id || ev.Reason != 1 || ev.Amount.Int64() != 900 {
		t.Fatalf("DealRefunded = %+v", ev)
	}
	wantBig(t, "buyer balance", h.balance(h.usdc, h.buyer.addr), 900)
	wantBig(t, "escrow balance", h.dealFunds(), 0)
	if d := h.deal(id); d.State != stateRefunded {
		t.Fatalf("state = %d", d.State)
	}
	h.expectRevert(h.buyer, h.escrow, escrowABI.PackRefund(id), errID("DealAlreadySettled"))
}

func TestRefundAfterResolutionTimeout(t *testing.T) {
	h := newHarness(t, harnessConfig{grace: 600})
	id, submittedAt := h.submitted("timeout", 400)
	deadline := h.deal(id).Deadline
	if submittedAt+600+1 >= deadline {
		t.Fatal("test needs the grace period to end before the deadline")
	}

	// The grace period runs from the submission, not from the deadline, and
	// its last second still belongs to the oracle and the jurors.
	h.nextTxAt(submittedAt + 600)
	data := h.expectRevert(h.buyer, h.escrow, escrowABI.PackRefund(id), errID("RefundNotAvailable"))
	na, err := escrowABI.UnpackRefundNotAvailableError(data[4:])
	if err != nil || na.AvailableAfter.Uint64() != submittedAt+600 {
		t.Fatalf("RefundNotAvailable = %+v, %v", na, err)
	}
	h.expectRevert(h.stranger, h.escrow, escrowABI.PackRefund(id), errID("NotBuyer"))
	r := h.mustExec(h.buyer, h.escrow, escrowABI.PackRefund(id))
	if got := h.blockTime(r); got != submittedAt+600+2 {
		// Two transactions were mined after the boundary block; this one is at +2.
		t.Fatalf("refund mined at %d", got)
	}
	ev, err := escrowABI.UnpackDealRefundedEvent(findLog(t, r, h.escrowAddr, eventID("DealRefunded")))
	if err != nil {
		t.Fatal(err)
	}
	if ev.Reason != 2 || ev.Amount.Int64() != 400 {
		t.Fatalf("DealRefunded = %+v", ev)
	}
	wantBig(t, "buyer balance", h.balance(h.usdc, h.buyer.addr), 400)
	h.expectRevert(h.oracle, h.escrow, escrowABI.PackResolve(id, true, hash32("v")), errID("DealAlreadySettled"))

	// Exactly one second after the grace period the refund goes through.
	id2, sub2 := h.submitted("timeout-2", 50)
	h.nextTxAt(sub2 + 600 + 1)
	r = h.mustExec(h.buyer, h.escrow, escrowABI.PackRefund(id2))
	if got := h.blockTime(r); got != sub2+601 {
		t.Fatalf("refund mined at %d, want %d", got, sub2+601)
	}
}

func TestVerdictStillPossibleAfterGraceUntilRefund(t *testing.T) {
	h := newHarness(t, harnessConfig{grace: 60})
	id, sub := h.submitted("slow-oracle", 100)
	h.nextTxAt(sub + 500)
	h.mustExec(h.oracle, h.escrow, escrowABI.PackResolve(id, true, hash32("late verdict")))
	wantBig(t, "seller balance", h.balance(h.usdc, h.seller.addr), 100)
	h.expectRevert(h.buyer, h.escrow, escrowABI.PackRefund(id), errID("DealAlreadySettled"))
}

func TestUnauthorizedCallers(t *testing.T) {
	h := newHarness(t, harnessConfig{})
	id, _ := h.submitted("auth", 100)
	for _, who := range []*account{h.owner, h.buyer, h.seller, h.stranger, h.jurors[0]} {
		h.expectRevert(who, h.escrow, escrowABI.PackResolve(id, true, hash32("v")), errID("NotOracle"))
		h.expectRevert(who, h.escrow, escrowABI.PackResolve(id, false, hash32("v")), errID("NotOracle"))
	}
	owned := map[string][]byte{
		"setPanel":          escrowABI.PackSetPanel(1, 1),
		"transferOwnership": escrowABI.PackTransferOwnership(h.stranger.addr),
		"renounceOwnership": escrowABI.PackRenounceOwnership(),
	}
	for _, data := range owned {
		for _, who := range []*account{h.oracle, h.buyer, h.seller, h.stranger, h.jurors[0]} {
			h.expectRevert(who, h.escrow, data, errID("OwnableUnauthorizedAccount"))
		}
	}
	// Nothing moved.
	wantBig(t, "escrow balance", h.dealFunds(), 100)
	if d := h.deal(id); d.State != stateSubmitted {
		t.Fatalf("state = %d", d.State)
	}
	entries, _ := escrowABI.UnpackEntryCount(h.call(h.escrow, escrowABI.PackEntryCount()))
	wantBig(t, "entryCount", entries, defaultJurors)
	if _, _, from, _ := pendingPanel(h); from != 0 {
		t.Fatal("a panel change got scheduled")
	}
}

func TestNoDoubleSettlement(t *testing.T) {
	h := newHarness(t, harnessConfig{})

	funded := h.openDeal("funded", 10, h.now()+100)
	h.expectRevert(h.oracle, h.escrow, escrowABI.PackResolve(funded, true, hash32("v")), errID("WrongState"))
	h.expectRevert(h.stranger, h.escrow, h.ballots(funded, true, h.jurors[:3]), errID("WrongState"))
	h.expectRevert(h.oracle, h.escrow, escrowABI.PackResolve(dealID("nope"), true, hash32("v")), errID("DealNotFound"))
	h.expectRevert(h.stranger, h.escrow, h.ballots(dealID("nope"), true, h.jurors[:3]), errID("DealNotFound"))

	a, _ := h.submitted("a", 10)
	h.mustExec(h.oracle, h.escrow, escrowABI.PackResolve(a, true, hash32("v")))
	h.expectRevert(h.oracle, h.escrow, escrowABI.PackResolve(a, true, hash32("v")), errID("DealAlreadySettled"))
	h.expectRevert(h.oracle, h.escrow, escrowABI.PackResolve(a, false, hash32("v")), errID("DealAlreadySettled"))
	h.expectRevert(h.stranger, h.escrow, h.quorum(a, false, 3), errID("DealAlreadySettled"))

	b, _ := h.submitted("b", 10)
	h.mustExec(h.stranger, h.escrow, h.quorum(b, false, 3))
	h.expectRevert(h.oracle, h.escrow, escrowABI.PackResolve(b, true, hash32("v")), errID("DealAlreadySettled"))
	h.expectRevert(h.stranger, h.escrow, h.quorum(b, false, 3), errID("DealAlreadySettled"))
	h.expectRevert(h.stranger, h.escrow, h.quorum(b, true, 5), errID("DealAlreadySettled"))
	h.expectRevert(h.buyer, h.escrow, escrowABI.PackRefund(b), errID("DealAlreadySettled"))

	wantBig(t, "seller balance", h.balance(h.usdc, h.seller.addr), 10)
	wantBig(t, "buyer balance", h.balance(h.usdc, h.buyer.addr), 10)
	wantBig(t, "escrow balance (funded deal only)", h.dealFunds(), 10)
}

func TestFeeOnTransferTokenAccounting(t *testing.T) {
	h := newHarness(t, harnessConfig{})
	feeAddr := h.deploy(h.owner, contracts.FeeOnTransferTokenMetaData.Bin, nil)
	fee := feeABI.Instance(h.client, feeAddr)
	h.mustExec(h.buyer, fee, feeABI.PackMint(h.buyer.addr, big.NewInt(2_000_000)))
	h.mustExec(h.buyer, fee, feeABI.PackApprove(h.escrowAddr, big.NewInt(2_000_000)))

	pay, refund := dealID("fee-pay"), dealID("fee-refund")
	deadline := h.now() + 100
	r := h.mustExec(h.buyer, h.escrow, escrowABI.PackCreateDeal(pay, h.seller.addr, feeAddr, big.NewInt(1_000_000), new(big.Int), hash32("c"), deadline))
	ev, _ := escrowABI.UnpackDealCreatedEvent(findLog(t, r, h.escrowAddr, eventID("DealCreated")))
	wantBig(t, "DealCreated amount", ev.Amount, 990_000)
	h.mustExec(h.buyer, h.escrow, escrowABI.PackCreateDeal(refund, h.seller.addr, feeAddr, big.NewInt(1_000_000), new(big.Int), hash32("c"), deadline))
	wantBig(t, "recorded amount", h.deal(pay).Amount, 990_000)
	wantBig(t, "escrow balance", h.balance(fee, h.escrowAddr), 1_980_000)

	h.mustExec(h.seller, h.escrow, escrowABI.PackSubmitDeliverable(pay, hash32("w")))
	r = h.mustExec(h.oracle, h.escrow, escrowABI.PackResolve(pay, true, hash32("v")))
	res, _ := escrowABI.UnpackDealResolvedEvent(findLog(t, r, h.escrowAddr, eventID("DealResolved")))
	wantBig(t, "DealResolved amount", res.Amount, 990_000)
	wantBig(t, "seller balance", h.balance(fee, h.seller.addr), 980_100) // the token takes 1% again on the way out
	wantBig(t, "escrow balance", h.balance(fee, h.escrowAddr), 990_000)

	h.nextTxAt(deadline + 1)
	h.mustExec(h.buyer, h.escrow, escrowABI.PackRefund(refund))
	wantBig(t, "escrow balance", h.balance(fee, h.escrowAddr), 0)
	wantBig(t, "buyer balance", h.balance(fee, h.buyer.addr), 980_100)
}

func TestOwnershipIsTwoStep(t *testing.T) {
	h := newHarness(t, harnessConfig{})
	next := h.jurors[0] // any funded account

	r := h.mustExec(h.owner, h.escrow, escrowABI.PackTransferOwnership(next.addr))
	if countLogs(r, h.escrowAddr, eventID("OwnershipTransferStarted")) != 1 {
		t.Fatal("no OwnershipTransferStarted")
	}
	owner, _ := escrowABI.UnpackOwner(h.call(h.escrow, escrowABI.PackOwner()))
	pending, _ := escrowABI.UnpackPendingOwner(h.call(h.escrow, escrowABI.PackPendingOwner()))
	if owner != h.owner.addr || pending != next.addr {
		t.Fatalf("owner %s pending %s", owner, pending)
	}
	// Until accepted, the old owner rules and the pending owner does not.
	h.expectRevert(next, h.escrow, escrowABI.PackSetPanel(1, 1), errID("OwnableUnauthorizedAccount"))
	h.expectRevert(h.stranger, h.escrow, escrowABI.PackAcceptOwnership(), errID("OwnableUnauthorizedAccount"))
	h.mustExec(h.owner, h.escrow, escrowABI.PackSetPanel(3, 2))

	h.mustExec(next, h.escrow, escrowABI.PackAcceptOwnership())
	owner, _ = escrowABI.UnpackOwner(h.call(h.escrow, escrowABI.PackOwner()))
	pending, _ = escrowABI.UnpackPendingOwner(h.call(h.escrow, escrowABI.PackPendingOwner()))
	if owner != next.addr || pending != (common.Address{}) {
		t.Fatalf("after accept: owner %s pending %s", owner, pending)
	}
	h.expectRevert(h.owner, h.escrow, escrowABI.PackSetPanel(5, 3), errID("OwnableUnauthorizedAccount"))
	h.mustExec(next, h.escrow, escrowABI.PackSetPanel(5, 3))
	h.expectRevert(next, h.escrow, escrowABI.PackAcceptOwnership(), errID("OwnableUnauthorizedAccount"))

	// Renouncing would freeze the registry forever; it is refused.
	h.expectRevert(next, h.escrow, escrowABI.PackRenounceOwnership(), errID("RenounceDisabled"))
}

func TestResolveDisabledWithoutOracle(t *testing.T) {
	h := newHarness(t, harnessConfig{noOracle: true})
	oracle, _ := escrowABI.UnpackOracle(h.call(h.escrow, escrowABI.PackOracle()))
	if oracle != (common.Address{}) {
		t.Fatalf("oracle = %s", oracle)
	}
	id, _ := h.submitted("no-oracle", 100)
	// Nobody can resolve: neither the account other escrows use as oracle nor the owner.
	for _, who := range []*account{h.oracle, h.owner, h.buyer, h.seller, h.stranger} {
		h.expectRevert(who, h.escrow, escrowABI.PackResolve(id, true, hash32("v")), errID("OracleDisabled"))
	}
	h.expectRevert(h.oracle, h.escrow, escrowABI.PackResolve(dealID("nope"), true, hash32("v")), errID("OracleDisabled"))
	wantBig(t, "escrow balance", h.dealFunds(), 100)
	// The jurors settle it, and the buyer keeps its refund paths.
	h.mustExec(h.stranger, h.escrow, h.quorum(id, true, 3))
	wantBig(t, "seller balance", h.balance(h.usdc, h.seller.addr), 100)
	late, sub := h.submitted("no-oracle-timeout", 100)
	h.nextTxAt(sub + defaultGrace + 1)
	h.mustExec(h.buyer, h.escrow, escrowABI.PackRefund(late))
	wantBig(t, "buyer balance", h.balance(h.usdc, h.buyer.addr), 100)
}

func pendingPanel(h *harness) (size, threshold uint8, from uint64, err error) {
	p, err := escrowABI.UnpackPendingPanel(h.call(h.escrow, escrowABI.PackPendingPanel()))
	return p.Size, p.Threshold, p.EffectiveAt.Uint64(), err
}

// TestEscrowFitsTheCodeSizeLimit: Ethereum refuses to deploy runtime code
// over EIP-170's 24,576 bytes (contracts/build.sh compiles the escrow
// through the IR pipeline to stay under it).
func TestEscrowFitsTheCodeSizeLimit(t *testing.T) {
	h := newHarness(t, harnessConfig{osaka: true})
	code, err := h.client.CodeAt(h.ctx, h.escrowAddr, nil)
	if err != nil {
		t.Fatal(err)
	}
	const limit = 24_576
	if len(code) == 0 || len(code) > limit {
		t.Fatalf("ArbiterEscrow's runtime code is %d bytes, EIP-170 allows %d", len(code), limit)
	}
	t.Logf("ArbiterEscrow: %d bytes of runtime code, %d under EIP-170's limit", len(code), limit-len(code))
}
