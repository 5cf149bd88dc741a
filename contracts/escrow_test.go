package contracts_test

import (
	"bytes"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/arbitra-network/arbitra/contracts"
)

func TestDeploymentConfiguration(t *testing.T) {
	h := newHarness(t, harnessConfig{})

	owner, _ := escrowABI.UnpackOwner(h.call(h.escrow, escrowABI.PackOwner()))
	oracle, _ := escrowABI.UnpackOracle(h.call(h.escrow, escrowABI.PackOracle()))
	grace, _ := escrowABI.UnpackGracePeriod(h.call(h.escrow, escrowABI.PackGracePeriod()))
	threshold, _ := escrowABI.UnpackQuorumThreshold(h.call(h.escrow, escrowABI.PackQuorumThreshold()))
	count, _ := escrowABI.UnpackJurorCount(h.call(h.escrow, escrowABI.PackJurorCount()))
	if owner != h.owner.addr || oracle != h.oracle.addr || grace != defaultGrace || threshold != defaultThreshold {
		t.Fatalf("config = owner %s oracle %s grace %d threshold %d", owner, oracle, grace, threshold)
	}
	wantBig(t, "jurorCount", count, defaultJurors)
	for _, j := range h.jurors {
		ok, _ := escrowABI.UnpackIsJuror(h.call(h.escrow, escrowABI.PackIsJuror(j.addr)))
		if !ok {
			t.Fatalf("%s not registered", j.name)
		}
	}
	if ok, _ := escrowABI.UnpackIsJuror(h.call(h.escrow, escrowABI.PackIsJuror(h.stranger.addr))); ok {
		t.Fatal("stranger registered")
	}

	dom, err := escrowABI.UnpackEip712Domain(h.call(h.escrow, escrowABI.PackEip712Domain()))
	if err != nil {
		t.Fatal(err)
	}
	if dom.Name != "ArbiterEscrow" || dom.Version != "1" || dom.ChainId.Cmp(h.chainID) != 0 || dom.VerifyingContract != h.escrowAddr {
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
	cases := []struct {
		name  string
		args  []byte
		error string
	}{
		{"zero owner", escrowABI.PackConstructor(common.Address{}, h.oracle.addr, 10, 1), "OwnableInvalidOwner"},
		{"zero oracle", escrowABI.PackConstructor(h.owner.addr, common.Address{}, 10, 1), "ZeroAddress"},
		{"zero grace", escrowABI.PackConstructor(h.owner.addr, h.oracle.addr, 0, 1), "InvalidGracePeriod"},
		{"zero threshold", escrowABI.PackConstructor(h.owner.addr, h.oracle.addr, 10, 0), "InvalidQuorumThreshold"},
	}
	for _, c := range cases {
		{
			code := append(common.FromHex(contracts.ArbiterEscrowMetaData.Bin), c.args...)
			tx := types.MustSignNewTx(h.owner.key, types.LatestSignerForChainID(h.chainID), &types.DynamicFeeTx{
				ChainID: h.chainID, Nonce: h.nonce(h.owner), GasTipCap: big.NewInt(1e9), GasFeeCap: big.NewInt(1e11),
				Gas: txGasLimit, Data: code,
			})
			if err := h.client.SendTransaction(h.ctx, tx); err != nil {
				t.Fatal(err)
			}
			r := h.mine(tx)
			if r.Status != types.ReceiptStatusFailed {
				t.Fatalf("%s: deployment succeeded", c.name)
			}
			_, err := h.client.CallContract(h.ctx, callMsgCreate(h.owner.addr, code), r.BlockNumber)
			got := revertData(err)
			want := errID(c.error)
			if len(got) < 4 || !bytes.Equal(got[:4], want[:4]) {
				t.Fatalf("%s: reverted with %s, want %s", c.name, h.describe(got), c.error)
			}
		}
	}
}

func TestOracleApprovePaysSeller(t *testing.T) {
	h := newHarness(t, harnessConfig{})
	deadline := h.now() + 1000
	id := dealID("approve")
	h.fund(h.buyer, big.NewInt(5_000_000))
	r := h.mustExec(h.buyer, h.escrow, escrowABI.PackCreateDeal(id, h.seller.addr, h.usdcAddr, big.NewInt(5_000_000), hash32("criteria"), deadline))

	ev, err := escrowABI.UnpackDealCreatedEvent(findLog(t, r, h.escrowAddr, eventID("DealCreated")))
	if err != nil {
		t.Fatal(err)
	}
	if ev.DealId != id || ev.Buyer != h.buyer.addr || ev.Seller != h.seller.addr || ev.Token != h.usdcAddr ||
		ev.Amount.Int64() != 5_000_000 || ev.CriteriaHash != hash32("criteria") || ev.Deadline != deadline {
		t.Fatalf("DealCreated = %+v", ev)
	}
	wantBig(t, "escrow balance", h.balance(h.usdc, h.escrowAddr), 5_000_000)
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
	wantBig(t, "escrow balance", h.balance(h.usdc, h.escrowAddr), 0)
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
		return escrowABI.PackCreateDeal(id, seller, token, big.NewInt(amount), hash32("c"), deadline)
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
	wantBig(t, "escrow balance", h.balance(h.usdc, h.escrowAddr), 10)
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
	wantBig(t, "escrow balance", h.balance(h.usdc, h.escrowAddr), 0)
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
		"setJuror":           escrowABI.PackSetJuror(h.stranger.addr, true),
		"setQuorumThreshold": escrowABI.PackSetQuorumThreshold(1),
		"setOracle":          escrowABI.PackSetOracle(h.stranger.addr),
		"transferOwnership":  escrowABI.PackTransferOwnership(h.stranger.addr),
		"renounceOwnership":  escrowABI.PackRenounceOwnership(),
	}
	for _, data := range owned {
		for _, who := range []*account{h.oracle, h.buyer, h.seller, h.stranger, h.jurors[0]} {
			h.expectRevert(who, h.escrow, data, errID("OwnableUnauthorizedAccount"))
		}
	}
	// Nothing moved.
	wantBig(t, "escrow balance", h.balance(h.usdc, h.escrowAddr), 100)
	if d := h.deal(id); d.State != stateSubmitted {
		t.Fatalf("state = %d", d.State)
	}
	if ok, _ := escrowABI.UnpackIsJuror(h.call(h.escrow, escrowABI.PackIsJuror(h.stranger.addr))); ok {
		t.Fatal("stranger became a juror")
	}
}

func TestNoDoubleSettlement(t *testing.T) {
	h := newHarness(t, harnessConfig{})
	root := hash32("evidence")
	quorum := func(id [32]byte, approved bool) []byte {
		return escrowABI.PackResolveByQuorum(id, root, approved, hash32("v"), h.sign(h.jurors[:3], id, root, approved))
	}

	funded := h.openDeal("funded", 10, h.now()+100)
	h.expectRevert(h.oracle, h.escrow, escrowABI.PackResolve(funded, true, hash32("v")), errID("WrongState"))
	h.expectRevert(h.stranger, h.escrow, quorum(funded, true), errID("WrongState"))
	h.expectRevert(h.oracle, h.escrow, escrowABI.PackResolve(dealID("nope"), true, hash32("v")), errID("DealNotFound"))

	a, _ := h.submitted("a", 10)
	h.mustExec(h.oracle, h.escrow, escrowABI.PackResolve(a, true, hash32("v")))
	h.expectRevert(h.oracle, h.escrow, escrowABI.PackResolve(a, true, hash32("v")), errID("DealAlreadySettled"))
	h.expectRevert(h.oracle, h.escrow, escrowABI.PackResolve(a, false, hash32("v")), errID("DealAlreadySettled"))
	h.expectRevert(h.stranger, h.escrow, quorum(a, false), errID("DealAlreadySettled"))

	b, _ := h.submitted("b", 10)
	h.mustExec(h.stranger, h.escrow, quorum(b, false))
	h.expectRevert(h.oracle, h.escrow, escrowABI.PackResolve(b, true, hash32("v")), errID("DealAlreadySettled"))
	h.expectRevert(h.stranger, h.escrow, quorum(b, false), errID("DealAlreadySettled"))
	h.expectRevert(h.buyer, h.escrow, escrowABI.PackRefund(b), errID("DealAlreadySettled"))

	wantBig(t, "seller balance", h.balance(h.usdc, h.seller.addr), 10)
	wantBig(t, "buyer balance", h.balance(h.usdc, h.buyer.addr), 10)
	wantBig(t, "escrow balance (funded deal only)", h.balance(h.usdc, h.escrowAddr), 10)
}

func TestQuorumResolution(t *testing.T) {
	h := newHarness(t, harnessConfig{})
	root := hash32("evidence")
	id, _ := h.submitted("q", 3_000)

	// Anyone can relay three valid ballots; the stranger pays the gas only.
	sigs := h.sign([]*account{h.jurors[4], h.jurors[1], h.jurors[2]}, id, root, true)
	r := h.mustExec(h.stranger, h.escrow, escrowABI.PackResolveByQuorum(id, root, true, hash32("qv"), sigs))
	ev, err := escrowABI.UnpackDealResolvedEvent(findLog(t, r, h.escrowAddr, eventID("DealResolved")))
	if err != nil {
		t.Fatal(err)
	}
	if !ev.Approved || ev.Method != 1 || ev.Recipient != h.seller.addr || ev.Amount.Int64() != 3_000 || ev.VerdictHash != hash32("qv") {
		t.Fatalf("DealResolved = %+v", ev)
	}
	wantBig(t, "seller balance", h.balance(h.usdc, h.seller.addr), 3_000)
	wantBig(t, "stranger balance", h.balance(h.usdc, h.stranger.addr), 0)

	// A quorum can also reject, refunding the buyer, and all five may sign.
	id2, _ := h.submitted("q2", 500)
	h.mustExec(h.seller, h.escrow, escrowABI.PackResolveByQuorum(id2, root, false, hash32("qv2"), h.sign(h.jurors, id2, root, false)))
	wantBig(t, "buyer balance", h.balance(h.usdc, h.buyer.addr), 500)
	if d := h.deal(id2); d.State != stateRefunded || d.VerdictHash != hash32("qv2") {
		t.Fatalf("deal = %+v", d)
	}
}

func TestQuorumRejectsBadBallots(t *testing.T) {
	h := newHarness(t, harnessConfig{})
	root := hash32("evidence")
	id, _ := h.submitted("bad", 100)
	j := h.jurors
	try := func(sigs [][]byte, approved bool, want string) []byte {
		t.Helper()
		return h.expectRevert(h.stranger, h.escrow, escrowABI.PackResolveByQuorum(id, root, approved, hash32("v"), sigs), errID(want))
	}

	try(nil, true, "NoSignatures")
	try(h.sign(j[:2], id, root, true), true, "QuorumNotReached")

	dup := h.sign([]*account{j[0], j[1], j[0]}, id, root, true)
	data := try(dup, true, "DuplicateSigner")
	ds, err := escrowABI.UnpackDuplicateSignerError(data[4:])
	if err != nil || ds.Index.Int64() != 2 || ds.Signer != j[0].addr {
		t.Fatalf("DuplicateSigner = %+v, %v", ds, err)
	}

	outsider := h.sign([]*account{j[0], h.stranger, j[1]}, id, root, true)
	data = try(outsider, true, "UnregisteredSigner")
	us, err := escrowABI.UnpackUnregisteredSignerError(data[4:])
	if err != nil || us.Index.Int64() != 1 || us.Signer != h.stranger.addr {
		t.Fatalf("UnregisteredSigner = %+v, %v", us, err)
	}
	// The oracle and the owner are not jurors either.
	try(h.sign([]*account{j[0], j[1], h.oracle}, id, root, true), true, "UnregisteredSigner")

	// Ballots for "reject" do not count towards "approve": they recover to
	// some unrelated address.
	wrongVote := append(h.sign(j[:2], id, root, true), h.sign(j[2:3], id, root, false)...)
	data = try(wrongVote, true, "UnregisteredSigner")
	us, _ = escrowABI.UnpackUnregisteredSignerError(data[4:])
	if us.Index.Int64() != 2 || us.Signer == j[2].addr {
		t.Fatalf("wrong-vote ballot recovered to %s at %d", us.Signer, us.Index)
	}
	// Same for a different evidence root.
	otherRoot := append(h.sign(j[:2], id, root, true), h.sign(j[2:3], id, hash32("other"), true)...)
	try(otherRoot, true, "UnregisteredSigner")

	good := h.sign(j[:3], id, root, true)
	short := [][]byte{good[0], good[1], good[2][:64]}
	data = try(short, true, "InvalidSignature")
	if is, _ := escrowABI.UnpackInvalidSignatureError(data[4:]); is.Index.Int64() != 2 {
		t.Fatalf("InvalidSignature index = %d", is.Index)
	}
	rawV := append([]byte(nil), good[1]...)
	rawV[64] -= 27 // v as 0/1 instead of 27/28
	try([][]byte{good[0], rawV, good[2]}, true, "InvalidSignature")
	try([][]byte{good[0], malleate(good[1]), good[2]}, true, "InvalidSignature")
	try([][]byte{good[0], good[1], make([]byte, 65)}, true, "InvalidSignature")

	// More ballots than registered jurors cannot all be distinct jurors.
	six := append(h.sign(j, id, root, true), good[0])
	try(six, true, "TooManySignatures")

	// A juror removed from the registry no longer counts.
	h.mustExec(h.owner, h.escrow, escrowABI.PackSetJuror(j[2].addr, false))
	try(good, true, "UnregisteredSigner")

	// A higher threshold needs more ballots.
	h.mustExec(h.owner, h.escrow, escrowABI.PackSetQuorumThreshold(4))
	try(h.sign([]*account{j[0], j[1], j[3]}, id, root, true), true, "QuorumNotReached")

	wantBig(t, "escrow balance", h.balance(h.usdc, h.escrowAddr), 100)
	h.mustExec(h.stranger, h.escrow, escrowABI.PackResolveByQuorum(id, root, true, hash32("v"),
		h.sign([]*account{j[0], j[1], j[3], j[4]}, id, root, true)))
	wantBig(t, "seller balance", h.balance(h.usdc, h.seller.addr), 100)
}

// malleate turns (r, s, v) into the equally valid (r, n-s, v^1) that
// OpenZeppelin's ECDSA refuses.
func malleate(sig []byte) []byte {
	n, _ := new(big.Int).SetString("fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141", 16)
	s := new(big.Int).SetBytes(sig[32:64])
	out := append([]byte(nil), sig...)
	new(big.Int).Sub(n, s).FillBytes(out[32:64])
	if out[64] == 27 {
		out[64] = 28
	} else {
		out[64] = 27
	}
	return out
}

func TestQuorumBallotsCannotBeReplayed(t *testing.T) {
	h := newHarness(t, harnessConfig{})
	root := hash32("evidence")
	a, _ := h.submitted("a", 100)
	b, _ := h.submitted("b", 100)
	sigsA := h.sign(h.jurors[:3], a, root, true)

	// On another deal of the same escrow.
	h.expectRevert(h.stranger, h.escrow, escrowABI.PackResolveByQuorum(b, root, true, hash32("v"), sigsA), errID("UnregisteredSigner"))

	// On another escrow on the same chain with the same jurors.
	other := h.deploy(h.owner, contracts.ArbiterEscrowMetaData.Bin,
		escrowABI.PackConstructor(h.owner.addr, h.oracle.addr, defaultGrace, defaultThreshold))
	otherEscrow := escrowABI.Instance(h.client, other)
	for _, j := range h.jurors {
		h.mustExec(h.owner, otherEscrow, escrowABI.PackSetJuror(j.addr, true))
	}
	h.fund(h.buyer, big.NewInt(100))
	h.mustExec(h.buyer, h.usdc, usdcABI.PackApprove(other, big.NewInt(100)))
	h.mustExec(h.buyer, otherEscrow, escrowABI.PackCreateDeal(a, h.seller.addr, h.usdcAddr, big.NewInt(100), hash32("c"), h.now()+100))
	h.mustExec(h.seller, otherEscrow, escrowABI.PackSubmitDeliverable(a, hash32("w")))
	h.expectRevert(h.stranger, otherEscrow, escrowABI.PackResolveByQuorum(a, root, true, hash32("v"), sigsA), errID("UnregisteredSigner"))
	// Ballots made for that escrow do work there.
	h.mustExec(h.stranger, otherEscrow, escrowABI.PackResolveByQuorum(a, root, true, hash32("v"),
		signBallots(t, h.jurors[:3], h.chainID, other, a, root, true)))

	// The originals still settle the deal they were made for.
	h.mustExec(h.stranger, h.escrow, escrowABI.PackResolveByQuorum(a, root, true, hash32("v"), sigsA))
	// And cannot be used twice.
	h.expectRevert(h.stranger, h.escrow, escrowABI.PackResolveByQuorum(a, root, true, hash32("v"), sigsA), errID("DealAlreadySettled"))
}

func TestQuorumBallotsBoundToChainID(t *testing.T) {
	// Two chains that differ only in chain ID: same deployer, same nonces, so
	// the escrow has the same address on both and only the chain ID in the
	// EIP-712 domain tells the ballots apart.
	one := newHarness(t, harnessConfig{})
	two := newHarness(t, harnessConfig{chainID: 31337})
	if one.escrowAddr != two.escrowAddr || one.chainID.Cmp(two.chainID) == 0 {
		t.Fatalf("setup: escrows %s/%s on chains %s/%s", one.escrowAddr, two.escrowAddr, one.chainID, two.chainID)
	}
	root := hash32("evidence")
	id1, _ := one.submitted("x", 100)
	id2, _ := two.submitted("x", 100)
	if id1 != id2 {
		t.Fatal("deal IDs differ")
	}
	fromOne := one.sign(one.jurors[:3], id1, root, true)
	two.expectRevert(two.stranger, two.escrow, escrowABI.PackResolveByQuorum(id2, root, true, hash32("v"), fromOne), errID("UnregisteredSigner"))
	two.mustExec(two.stranger, two.escrow, escrowABI.PackResolveByQuorum(id2, root, true, hash32("v"), two.sign(two.jurors[:3], id2, root, true)))
	one.mustExec(one.stranger, one.escrow, escrowABI.PackResolveByQuorum(id1, root, true, hash32("v"), fromOne))
}

func TestFeeOnTransferTokenAccounting(t *testing.T) {
	h := newHarness(t, harnessConfig{})
	feeAddr := h.deploy(h.owner, contracts.FeeOnTransferTokenMetaData.Bin, nil)
	fee := feeABI.Instance(h.client, feeAddr)
	h.mustExec(h.buyer, fee, feeABI.PackMint(h.buyer.addr, big.NewInt(2_000_000)))
	h.mustExec(h.buyer, fee, feeABI.PackApprove(h.escrowAddr, big.NewInt(2_000_000)))

	pay, refund := dealID("fee-pay"), dealID("fee-refund")
	deadline := h.now() + 100
	r := h.mustExec(h.buyer, h.escrow, escrowABI.PackCreateDeal(pay, h.seller.addr, feeAddr, big.NewInt(1_000_000), hash32("c"), deadline))
	ev, _ := escrowABI.UnpackDealCreatedEvent(findLog(t, r, h.escrowAddr, eventID("DealCreated")))
	wantBig(t, "DealCreated amount", ev.Amount, 990_000)
	h.mustExec(h.buyer, h.escrow, escrowABI.PackCreateDeal(refund, h.seller.addr, feeAddr, big.NewInt(1_000_000), hash32("c"), deadline))
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
	h.expectRevert(next, h.escrow, escrowABI.PackSetOracle(next.addr), errID("OwnableUnauthorizedAccount"))
	h.expectRevert(h.stranger, h.escrow, escrowABI.PackAcceptOwnership(), errID("OwnableUnauthorizedAccount"))
	h.mustExec(h.owner, h.escrow, escrowABI.PackSetQuorumThreshold(2))

	h.mustExec(next, h.escrow, escrowABI.PackAcceptOwnership())
	owner, _ = escrowABI.UnpackOwner(h.call(h.escrow, escrowABI.PackOwner()))
	pending, _ = escrowABI.UnpackPendingOwner(h.call(h.escrow, escrowABI.PackPendingOwner()))
	if owner != next.addr || pending != (common.Address{}) {
		t.Fatalf("after accept: owner %s pending %s", owner, pending)
	}
	h.expectRevert(h.owner, h.escrow, escrowABI.PackSetQuorumThreshold(3), errID("OwnableUnauthorizedAccount"))
	h.mustExec(next, h.escrow, escrowABI.PackSetQuorumThreshold(3))
	h.expectRevert(next, h.escrow, escrowABI.PackAcceptOwnership(), errID("OwnableUnauthorizedAccount"))

	// Renouncing would freeze the oracle and registry forever; it is refused.
	h.expectRevert(next, h.escrow, escrowABI.PackRenounceOwnership(), errID("RenounceDisabled"))
}

func TestRegistryAdministration(t *testing.T) {
	h := newHarness(t, harnessConfig{})
	newJuror := h.stranger

	r := h.mustExec(h.owner, h.escrow, escrowABI.PackSetJuror(newJuror.addr, true))
	ju, err := escrowABI.UnpackJurorUpdatedEvent(findLog(t, r, h.escrowAddr, eventID("JurorUpdated")))
	if err != nil || ju.Juror != newJuror.addr || !ju.Registered || ju.JurorCount.Int64() != defaultJurors+1 {
		t.Fatalf("JurorUpdated = %+v, %v", ju, err)
	}
	h.expectRevert(h.owner, h.escrow, escrowABI.PackSetJuror(newJuror.addr, true), errID("JurorStatusUnchanged"))
	h.mustExec(h.owner, h.escrow, escrowABI.PackSetJuror(newJuror.addr, false))
	h.expectRevert(h.owner, h.escrow, escrowABI.PackSetJuror(newJuror.addr, false), errID("JurorStatusUnchanged"))
	h.expectRevert(h.owner, h.escrow, escrowABI.PackSetJuror(common.Address{}, true), errID("ZeroAddress"))
	count, _ := escrowABI.UnpackJurorCount(h.call(h.escrow, escrowABI.PackJurorCount()))
	wantBig(t, "jurorCount", count, defaultJurors)

	h.expectRevert(h.owner, h.escrow, escrowABI.PackSetQuorumThreshold(0), errID("InvalidQuorumThreshold"))
	r = h.mustExec(h.owner, h.escrow, escrowABI.PackSetQuorumThreshold(4))
	qt, _ := escrowABI.UnpackQuorumThresholdChangedEvent(findLog(t, r, h.escrowAddr, eventID("QuorumThresholdChanged")))
	if qt.PreviousThreshold != defaultThreshold || qt.NewThreshold != 4 {
		t.Fatalf("QuorumThresholdChanged = %+v", qt)
	}

	// Rotating the oracle moves the power to resolve.
	id, _ := h.submitted("rotate", 10)
	h.expectRevert(h.owner, h.escrow, escrowABI.PackSetOracle(common.Address{}), errID("ZeroAddress"))
	r = h.mustExec(h.owner, h.escrow, escrowABI.PackSetOracle(newJuror.addr))
	oc, _ := escrowABI.UnpackOracleChangedEvent(findLog(t, r, h.escrowAddr, eventID("OracleChanged")))
	if oc.PreviousOracle != h.oracle.addr || oc.NewOracle != newJuror.addr {
		t.Fatalf("OracleChanged = %+v", oc)
	}
	h.expectRevert(h.oracle, h.escrow, escrowABI.PackResolve(id, true, hash32("v")), errID("NotOracle"))
	h.mustExec(newJuror, h.escrow, escrowABI.PackResolve(id, true, hash32("v")))
}
