package contracts_test

import (
	"crypto/sha256"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/arbitra-network/arbitra/contracts"
	"github.com/arbitra-network/arbitra/verdict"
)

var (
	evaluatorABI  = contracts.NewArbitraEvaluator()
	jobsABI       = contracts.NewAgenticCommerceJobs()
	hookABI       = contracts.NewACPHookProbe()
	identityABI   = contracts.NewAgentIdentityRegistry()
	validationABI = contracts.NewAgentValidationRegistry()
	reputationABI = contracts.NewAgentReputationRegistry()
)

// Job statuses as ERC-8183 numbers them.
const (
	jobOpen uint8 = iota
	jobFunded
	jobSubmitted
	jobCompleted
	jobRejected
	jobExpired
)

const (
	jobBudget = 5_000_000
	caseFee   = 30_001
	jobTTL    = 100_000
)

// jobHarness is a harness whose escrow (h.escrow) names an ArbitraEvaluator
// as its caseOpener, with a reference ERC-8183 job contract paying in the
// harness's MockUSDC. The buyer is every job's client, the seller its provider.
type jobHarness struct {
	*harness
	evalAddr common.Address
	eval     *bind.BoundContract
	jobsAddr common.Address
	jobs     *bind.BoundContract
}

// newJobHarness deploys, on a fresh harness, an escrow without an oracle
// whose caseOpener is the evaluator deployed right after it, the evaluator
// (fee caseFee), and a job contract with the given non-normative refund grace.
func newJobHarness(t testing.TB, cfg harnessConfig, refundGrace uint64) *jobHarness {
	t.Helper()
	h := newHarness(t, cfg)
	size, threshold := cfg.panel, cfg.threshold
	if size == 0 {
		size = uint8(len(h.jurors))
	}
	if threshold == 0 {
		threshold = defaultThreshold
	}
	p := h.params(common.Address{}, addresses(h.jurors), size, threshold)
	// deployEscrow sends a mint, an approval and the deployment: the
	// evaluator is the owner's fourth contract-creating nonce from here.
	p.CaseOpener = crypto.CreateAddress(h.owner.addr, h.nonce(h.owner)+3)
	h.escrowAddr, _ = h.deployEscrow(h.owner, p)
	h.escrow = escrowABI.Instance(h.client, h.escrowAddr)
	j := &jobHarness{harness: h}
	j.evalAddr = h.deploy(h.owner, contracts.ArbitraEvaluatorMetaData.Bin, evaluatorABI.PackConstructor(h.escrowAddr, big.NewInt(caseFee)))
	if j.evalAddr != p.CaseOpener {
		t.Fatalf("evaluator at %s, the escrow expects %s", j.evalAddr, p.CaseOpener)
	}
	j.eval = evaluatorABI.Instance(h.client, j.evalAddr)
	j.jobsAddr = h.deploy(h.owner, contracts.AgenticCommerceJobsMetaData.Bin,
		jobsABI.PackConstructor(h.usdcAddr, new(big.Int).SetUint64(refundGrace)))
	j.jobs = jobsABI.Instance(h.client, j.jobsAddr)
	return j
}

// ourErr is the ID of a custom error of the evaluator, the job contract, the
// hook probe, the ERC-8004 registries or (else) the escrow and tokens.
func ourErr(name string) common.Hash {
	for _, a := range []contractABI{evaluatorABI, jobsABI, hookABI, identityABI, validationABI, reputationABI} {
		if e, ok := a.GetABI().Errors[name]; ok {
			return e.ID
		}
	}
	return errID(name)
}

// description and deliverableText are what a job's client and provider put
// on chain: the description itself, the sha256 of the deliverable text.
func description(label string) string { return "acceptance criteria of " + label }

func deliverableOf(label string) [32]byte { return sha256.Sum256([]byte("deliverable of " + label)) }

// createJob has the buyer create a job naming evaluator and hook; the
// provider (the seller) sets the budget. It returns the job id.
func (j *jobHarness) createJob(label string, evaluator, hook common.Address, expiredAt uint64) *big.Int {
	j.t.Helper()
	j.mustExec(j.buyer, j.jobs, jobsABI.PackCreateJob(j.seller.addr, evaluator, new(big.Int).SetUint64(expiredAt), description(label), hook))
	id, err := jobsABI.UnpackJobCount(j.call(j.jobs, jobsABI.PackJobCount()))
	if err != nil {
		j.t.Fatal(err)
	}
	j.mustExec(j.seller, j.jobs, jobsABI.PackSetBudget(id, big.NewInt(jobBudget), nil))
	return id
}

// fundJob has the client escrow the budget on the job contract.
func (j *jobHarness) fundJob(id *big.Int) {
	j.t.Helper()
	j.mustExec(j.buyer, j.usdc, usdcABI.PackMint(j.buyer.addr, big.NewInt(jobBudget)))
	j.mustExec(j.buyer, j.usdc, usdcABI.PackApprove(j.jobsAddr, big.NewInt(jobBudget)))
	j.mustExec(j.buyer, j.jobs, jobsABI.PackFund(id, big.NewInt(jobBudget), nil))
}

// submittedJob creates, funds and submits a job naming the evaluator.
func (j *jobHarness) submittedJob(label string, hook common.Address) *big.Int {
	j.t.Helper()
	id := j.createJob(label, j.evalAddr, hook, j.now()+jobTTL)
	j.fundJob(id)
	j.mustExec(j.seller, j.jobs, jobsABI.PackSubmit(id, deliverableOf(label), nil))
	return id
}

func (j *jobHarness) job(id *big.Int) contracts.AgenticCommerceJobsJob {
	j.t.Helper()
	job, err := jobsABI.UnpackGetJob(j.call(j.jobs, jobsABI.PackGetJob(id)))
	if err != nil {
		j.t.Fatalf("unpack getJob: %v", err)
	}
	return job
}

// asCase gives id the case tag ("case") in its first four bytes, as the
// evaluator's case ids have it; isCase says whether id has it.
func asCase(id [32]byte) [32]byte { copy(id[:4], "case"); return id }
func isCase(id [32]byte) bool     { return string(id[:4]) == "case" }

func (j *jobHarness) caseID(id *big.Int) [32]byte {
	j.t.Helper()
	c, err := evaluatorABI.UnpackCaseIdOf(j.call(j.eval, evaluatorABI.PackCaseIdOf(j.jobsAddr, id)))
	if err != nil {
		j.t.Fatal(err)
	}
	return c
}

// openAs has a mint the juror fee, approve the evaluator and send open.
func (j *jobHarness) openAs(a *account, id *big.Int) *types.Receipt {
	j.t.Helper()
	j.mustExec(a, j.usdc, usdcABI.PackMint(a.addr, big.NewInt(caseFee)))
	j.mustExec(a, j.usdc, usdcABI.PackApprove(j.evalAddr, big.NewInt(caseFee)))
	return j.exec(a, j.eval, evaluatorABI.PackOpen(j.jobsAddr, id))
}

// openCase opens the job's case as its client and returns the case id.
func (j *jobHarness) openCase(id *big.Int) [32]byte {
	j.t.Helper()
	r := j.openAs(j.buyer, id)
	if r.Status != types.ReceiptStatusSuccessful {
		j.t.Fatalf("open reverted: %s", j.describe(j.revertOf(j.buyer, j.evalAddr, evaluatorABI.PackOpen(j.jobsAddr, id), r)))
	}
	return j.caseID(id)
}

func (j *jobHarness) settle(id *big.Int) *types.Receipt {
	j.t.Helper()
	return j.mustExec(j.stranger, j.eval, evaluatorABI.PackSettle(j.jobsAddr, id))
}

func (j *jobHarness) wantStatus(id *big.Int, want uint8) {
	j.t.Helper()
	if got := j.job(id).Status; got != want {
		j.t.Fatalf("job %s status %d, want %d", id, got, want)
	}
}

// zeroTransfers counts the token's Transfer logs of value 0 from the escrow.
func (j *jobHarness) zeroTransfers(r *types.Receipt) int {
	id := usdcABI.GetABI().Events["Transfer"].ID
	n := 0
	for _, l := range r.Logs {
		if l.Address == j.usdcAddr && len(l.Topics) == 3 && l.Topics[0] == id &&
			common.BytesToAddress(l.Topics[1].Bytes()) == j.escrowAddr && new(big.Int).SetBytes(l.Data).Sign() == 0 {
			n++
		}
	}
	return n
}

// TestPanelBallotsCompleteAJobAndPayTheProvider: the client opens the case
// of a submitted job, the case's evidence is the job's own commitments, the
// ballots of the threshold of its drawn seats pass it, and settle completes
// the job with the escrow's verdict hash as reason: the provider is paid the
// budget by the job contract, the seats their fee shares by the escrow.
func TestPanelBallotsCompleteAJobAndPayTheProvider(t *testing.T) {
	j := newJobHarness(t, harnessConfig{}, 0)
	id := j.submittedJob("pass", common.Address{})
	before := j.balances(j.buyer, j.seller)
	r := j.openAs(j.buyer, id)
	if r.Status != types.ReceiptStatusSuccessful {
		t.Fatal("open reverted")
	}
	cid := j.caseID(id)
	h := crypto.Keccak256Hash(common.LeftPadBytes(j.chainID.Bytes(), 32), common.LeftPadBytes(j.evalAddr.Bytes(), 32),
		common.LeftPadBytes(j.jobsAddr.Bytes(), 32), common.LeftPadBytes(id.Bytes(), 32))
	if want := asCase([32]byte(append(make([]byte, 4), h[:28]...))); cid != want {
		t.Fatalf("case id %x, want \"case\" and keccak256(chainid, evaluator, job contract, job id)[:28] %x", cid, want)
	}
	criteria := sha256.Sum256([]byte(description("pass")))
	d := j.deal(cid)
	if d.State != stateSubmitted || d.Buyer != j.buyer.addr || d.Seller != j.seller.addr || d.Token != j.usdcAddr ||
		d.Amount.Sign() != 0 || d.JurorFee.Int64() != caseFee || d.CriteriaHash != criteria || d.DeliverableHash != deliverableOf("pass") ||
		d.Deadline != j.job(id).ExpiredAt.Uint64() || d.SubmitBlock != r.BlockNumber.Uint64() || d.PanelSize != 5 || d.Threshold != 3 {
		t.Fatalf("case = %+v", d)
	}
	if root := j.root(cid); root != verdict.DealEvidenceRoot(criteria, deliverableOf("pass")) {
		t.Fatalf("evidence root %x is not sha256(hex(sha256(description)) ‖ hex(deliverable))", root)
	}
	opened, err := evaluatorABI.UnpackCaseOpenedEvent(findLog(t, r, j.evalAddr, evaluatorABI.GetABI().Events["CaseOpened"].ID))
	if err != nil || opened.DealId != cid || opened.JobContract != j.jobsAddr || opened.JobId.Cmp(id) != 0 || opened.Opener != j.buyer.addr ||
		opened.CriteriaHash != criteria || opened.DeliverableHash != deliverableOf("pass") || opened.JurorFee.Int64() != caseFee {
		t.Fatalf("CaseOpened = %+v, %v", opened, err)
	}
	created := eventOf(j.harness, r, "DealCreated", escrowABI.UnpackDealCreatedEvent)
	if created.Amount.Sign() != 0 || created.Buyer != j.buyer.addr || created.JurorFee.Int64() != caseFee {
		t.Fatalf("DealCreated = %+v", created)
	}
	if c, _ := evaluatorABI.UnpackCaseOf(j.call(j.eval, evaluatorABI.PackCaseOf(cid))); c.JobContract != j.jobsAddr || c.JobId.Cmp(id) != 0 || c.Settled {
		t.Fatalf("caseOf = %+v", c)
	}

	// Undecided: settle is refused and the job stays Submitted.
	j.expectRevert(j.stranger, j.eval, evaluatorABI.PackSettle(j.jobsAddr, id), ourErr("CaseNotDecided"))

	seats := j.seats(cid)
	r = j.mustExec(j.stranger, j.escrow, j.quorum(cid, true, 3))
	if n := j.zeroTransfers(r); n != 0 {
		t.Fatalf("the quorum settlement of a case made %d zero transfers", n)
	}
	mask := maskOf(t, seats, seats[:3])
	hash := ballotsHash(cid, j.root(cid), true, mask)
	if d := j.deal(cid); d.State != stateReleased || d.VerdictHash != hash {
		t.Fatalf("case after the ballots = %+v", d)
	}
	r = j.settle(id)
	j.wantStatus(id, jobCompleted)
	done, err := jobsABI.UnpackJobCompletedEvent(findLog(t, r, j.jobsAddr, jobsABI.GetABI().Events["JobCompleted"].ID))
	if err != nil || done.Reason != hash || done.Evaluator != j.evalAddr {
		t.Fatalf("JobCompleted = %+v, %v (verdict hash %x)", done, err, hash)
	}
	settled, err := evaluatorABI.UnpackCaseSettledEvent(findLog(t, r, j.evalAddr, evaluatorABI.GetABI().Events["CaseSettled"].ID))
	if err != nil || !settled.Completed || settled.VerdictHash != hash || settled.DealId != cid {
		t.Fatalf("CaseSettled = %+v, %v", settled, err)
	}
	// The client (whose fee openAs minted just before) got the fee's division
	// remainder back; the provider got the budget; each of the three seats a
	// fifth of the fee, the two other seats' shares wait for their claims.
	if got := j.gained(before, j.seller); got != jobBudget {
		t.Fatalf("provider gained %d, want the budget %d", got, jobBudget)
	}
	if got := j.gained(before, j.buyer); got != caseFee%5 {
		t.Fatalf("client gained %d, want the remainder %d", got, caseFee%5)
	}
	wantBig(t, "escrow's case funds", j.dealFunds(), 2*(caseFee/5))
	for _, s := range seats[:3] {
		if fe, _ := escrowABI.UnpackFeesEarned(j.call(j.escrow, escrowABI.PackFeesEarned(s.addr, j.usdcAddr))); fe.Int64() != caseFee/5 {
			t.Fatalf("seat %s earned %s", s.name, fe)
		}
	}
	wantBig(t, "job contract balance", j.balance(j.usdc, j.jobsAddr), 0)
	j.expectRevert(j.stranger, j.eval, evaluatorABI.PackSettle(j.jobsAddr, id), ourErr("CaseAlreadySettled"))
	j.expectRevert(j.buyer, j.jobs, jobsABI.PackClaimRefund(id), ourErr("WrongStatus"))
}

// TestPanelBallotsRejectAJobAndRefundTheClient: a FAIL quorum refunds the
// case (nothing but fee remainders moves) and settle rejects the job, whose
// budget returns to the client.
func TestPanelBallotsRejectAJobAndRefundTheClient(t *testing.T) {
	j := newJobHarness(t, harnessConfig{}, 0)
	id := j.submittedJob("fail", common.Address{})
	before := j.balances(j.buyer, j.seller)
	cid := j.openCase(id)
	r := j.mustExec(j.stranger, j.escrow, j.quorum(cid, false, 3))
	if n := j.zeroTransfers(r); n != 0 {
		t.Fatalf("the FAIL settlement of a case made %d zero transfers", n)
	}
	d := j.deal(cid)
	if d.State != stateRefunded || d.VerdictHash == ([32]byte{}) {
		t.Fatalf("case after FAIL ballots = %+v", d)
	}
	r = j.settle(id)
	j.wantStatus(id, jobRejected)
	rej, err := jobsABI.UnpackJobRejectedEvent(findLog(t, r, j.jobsAddr, jobsABI.GetABI().Events["JobRejected"].ID))
	if err != nil || rej.Reason != d.VerdictHash || rej.Rejector != j.evalAddr {
		t.Fatalf("JobRejected = %+v, %v", rej, err)
	}
	if got := j.gained(before, j.buyer); got != jobBudget+caseFee%5 {
		t.Fatalf("client gained %d, want the budget back and the fee's remainder (openAs minted the fee)", got)
	}
	if got := j.gained(before, j.seller); got != 0 {
		t.Fatalf("provider gained %d", got)
	}
}

// TestClaimRefundAfterExpiryWhateverTheEvaluatorDoes: claimRefund is never
// blocked by the evaluator: not before a case is opened, not with a case open
// and undecided, not when the client took an undecided case's fee back on
// the escrow, and not when settle itself reverts (a hook that blocks complete).
func TestClaimRefundAfterExpiryWhateverTheEvaluatorDoes(t *testing.T) {
	type setup func(j *jobHarness, id *big.Int)
	cases := []struct {
		name string
		hook bool
		run  setup
	}{
		{"no case opened", false, func(j *jobHarness, id *big.Int) {}},
		{"case open and undecided", false, func(j *jobHarness, id *big.Int) { j.openCase(id) }},
		{"client took the undecided case's fee back", false, func(j *jobHarness, id *big.Int) {
			cid := j.openCase(id)
			j.advance(j.grace + 1)
			j.mustExec(j.buyer, j.escrow, escrowABI.PackRefund(cid))
			j.expectRevert(j.stranger, j.eval, evaluatorABI.PackSettle(j.jobsAddr, id), ourErr("CaseNotDecided"))
		}},
		{"settle reverts on a hook that blocks complete", true, func(j *jobHarness, id *big.Int) {
			cid := j.openCase(id)
			j.mustExec(j.stranger, j.escrow, j.quorum(cid, true, 3))
			j.expectRevert(j.stranger, j.eval, evaluatorABI.PackSettle(j.jobsAddr, id), ourErr("Blocked"))
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			j := newJobHarness(t, harnessConfig{}, 0)
			hook := common.Address{}
			if c.hook {
				hook = j.deploy(j.owner, contracts.ACPHookProbeMetaData.Bin, nil)
				sel := jobsABI.GetABI().Methods["complete"].ID
				j.mustExec(j.owner, hookABI.Instance(j.client, hook), hookABI.PackBlockSelector([4]byte(sel)))
			}
			id := j.submittedJob("expiry", hook)
			c.run(j, id)
			expiredAt := j.job(id).ExpiredAt.Uint64()
			before := j.balances(j.buyer)
			if j.now()+1 < expiredAt {
				j.nextTxAt(expiredAt - 1)
				j.expectRevert(j.stranger, j.jobs, jobsABI.PackClaimRefund(id), ourErr("NotExpired"))
			}
			if j.now()+1 < expiredAt {
				j.nextTxAt(expiredAt)
			}
			j.mustExec(j.stranger, j.jobs, jobsABI.PackClaimRefund(id))
			j.wantStatus(id, jobExpired)
			if got := j.gained(before, j.buyer); got != jobBudget {
				t.Fatalf("client gained %d on claimRefund, want %d", got, jobBudget)
			}
			// Nothing the evaluator does afterwards reaches the job.
			if c, _ := evaluatorABI.UnpackCaseOf(j.call(j.eval, evaluatorABI.PackCaseOf(j.caseID(id)))); c.JobContract != (common.Address{}) {
				r := j.exec(j.stranger, j.eval, evaluatorABI.PackSettle(j.jobsAddr, id))
				if r.Status == types.ReceiptStatusSuccessful {
					t.Fatal("settle succeeded on an expired job")
				}
			}
			j.wantStatus(id, jobExpired)
		})
	}
}

// TestLateDecisionCompletesInsideAJobsRefundGrace: on a job contract with the
// non-normative grace after expiredAt before a Submitted job can be refunded
// (as some deployed implementations give their evaluator), a case decided
// after expiredAt still completes the job within that grace.
func TestLateDecisionCompletesInsideAJobsRefundGrace(t *testing.T) {
	const grace = 3600
	j := newJobHarness(t, harnessConfig{}, grace)
	id := j.createJob("grace", j.evalAddr, common.Address{}, j.now()+600)
	j.fundJob(id)
	j.mustExec(j.seller, j.jobs, jobsABI.PackSubmit(id, deliverableOf("grace"), nil))
	cid := j.openCase(id)
	expiredAt := j.job(id).ExpiredAt.Uint64()
	seats := j.seats(cid)
	j.nextTxAt(expiredAt + 10)
	j.expectRevert(j.stranger, j.jobs, jobsABI.PackClaimRefund(id), ourErr("NotExpired"))
	j.mustExec(j.stranger, j.escrow, j.ballots(cid, true, seats[:3]))
	j.settle(id)
	j.wantStatus(id, jobCompleted)
}

// ballotAttack opens a job's case with a panel of 3 seats out of 7 jurors
// (threshold 2) and returns the job, its case and the seats.
func ballotAttack(t *testing.T) (*jobHarness, *big.Int, [32]byte, []*account) {
	j := newJobHarness(t, harnessConfig{jurors: 7, panel: 3, threshold: 2}, 0)
	id := j.submittedJob("attacked", common.Address{})
	cid := j.openCase(id)
	return j, id, cid, j.seats(cid)
}

// afterAttack requires the case undecided and the job untouched.
func (j *jobHarness) afterAttack(id *big.Int, cid [32]byte) {
	j.t.Helper()
	if d := j.deal(cid); d.State != stateSubmitted {
		j.t.Fatalf("case state %d after a refused attack", d.State)
	}
	j.expectRevert(j.stranger, j.eval, evaluatorABI.PackSettle(j.jobsAddr, id), ourErr("CaseNotDecided"))
	j.wantStatus(id, jobSubmitted)
}

// TestRelayerWithBallotsOverOtherEvidenceCannotDecideAJob: seats' ballots
// over another deliverable (or other criteria) recover to non-seats.
func TestRelayerWithBallotsOverOtherEvidenceCannotDecideAJob(t *testing.T) {
	j, id, cid, seats := ballotAttack(t)
	for _, root := range [][32]byte{
		verdict.DealEvidenceRoot(sha256.Sum256([]byte(description("attacked"))), deliverableOf("something else")),
		verdict.DealEvidenceRoot(sha256.Sum256([]byte("laxer criteria")), deliverableOf("attacked")),
	} {
		for _, approved := range []bool{true, false} {
			data := escrowABI.PackResolveByQuorum(cid, approved, j.sign(seats, cid, root, approved), nil)
			j.expectRevert(j.stranger, j.escrow, data, errID("NotASeat"))
		}
	}
	j.afterAttack(id, cid)
}

// TestRelayerWithNonSeatBallotsCannotDecideAJob: bonded jurors the draw did
// not seat cannot make up the threshold, alone or with one seat.
func TestRelayerWithNonSeatBallotsCannotDecideAJob(t *testing.T) {
	j, id, cid, seats := ballotAttack(t)
	var others []*account
	for _, a := range j.jurors {
		if !containsAccount(seats, a) {
			others = append(others, a)
		}
	}
	j.expectRevert(j.stranger, j.escrow, j.ballots(cid, true, others[:2]), errID("NotASeat"))
	j.expectRevert(j.stranger, j.escrow, j.ballots(cid, false, []*account{seats[0], others[0]}), errID("NotASeat"))
	j.afterAttack(id, cid)
}

// TestRelayerWithTooFewBallotsCannotDecideAJob: one seat is below the threshold of 2.
func TestRelayerWithTooFewBallotsCannotDecideAJob(t *testing.T) {
	j, id, cid, seats := ballotAttack(t)
	j.expectRevert(j.stranger, j.escrow, j.ballots(cid, true, seats[:1]), errID("QuorumNotReached"))
	j.expectRevert(j.stranger, j.escrow, j.ballots(cid, false, seats[:1]), errID("QuorumNotReached"))
	j.afterAttack(id, cid)
}

// TestRelayerWithAnotherJobsBallotsCannotDecideAJob: a quorum of ballots on
// one job's case does not decide another job's case, even with the same
// description and deliverable and the same seats.
func TestRelayerWithAnotherJobsBallotsCannotDecideAJob(t *testing.T) {
	j, id, cid, seats := ballotAttack(t)
	other := j.submittedJob("attacked", common.Address{})
	ocid := j.openCase(other)
	oseats := j.seats(ocid)
	if j.root(ocid) != j.root(cid) {
		t.Fatal("the two jobs should have the same evidence")
	}
	// Ballots for the other case, by its seats and by this case's seats.
	for _, signers := range [][]*account{oseats[:2], seats[:2]} {
		for _, approved := range []bool{true, false} {
			sigs := j.sign(signers, ocid, j.root(ocid), approved)
			j.expectRevert(j.stranger, j.escrow, escrowABI.PackResolveByQuorum(cid, approved, sigs, nil), errID("NotASeat"))
		}
	}
	j.afterAttack(id, cid)
	// The other job's own ballots still decide it.
	j.mustExec(j.stranger, j.escrow, j.ballots(ocid, true, oseats[:2]))
	j.settle(other)
	j.wantStatus(other, jobCompleted)
}

func containsAccount(as []*account, a *account) bool {
	for _, x := range as {
		if x == a {
			return true
		}
	}
	return false
}

// TestProviderAppealOverturnsARejectionBeforeTheJobIsSettled: on an escrow
// with an appeal window, a FAIL decision of the first panel does not reject
// the job: settle is refused while the window runs and while the appeal round
// is open; the provider (the case's seller) appeals on the escrow, the larger
// panel passes the job, and once that round's window closed settle completes
// the job with round 1's verdict hash.
func TestProviderAppealOverturnsARejectionBeforeTheJobIsSettled(t *testing.T) {
	j := newJobHarness(t, harnessConfig{appeal: defaultWindow, jurors: 7, panel: 3, threshold: 2}, 0)
	id := j.submittedJob("appealed", common.Address{})
	before := j.balances(j.buyer, j.seller)
	cid := j.openCase(id)
	seats := j.roundSeats(cid, 0)
	r := j.decide(cid, false, seats[:2])
	decidedAt := j.blockTime(r)
	j.expectRevert(j.stranger, j.eval, evaluatorABI.PackSettle(j.jobsAddr, id), errID("AppealWindowOpen"))
	j.wantStatus(id, jobSubmitted)

	// The client cannot appeal its own win; the provider can.
	seatsNext, cost := j.appealCost(cid)
	if seatsNext != 7 {
		t.Fatalf("appeal seats %d, want 7", seatsNext)
	}
	// appealAs sends a mint, an approval and the appeal: the client's appeal
	// is mined 4 seconds before the window closes, the provider's at its last second.
	j.nextTxAt(decidedAt + defaultWindow - 6)
	if r := j.appealAs(j.buyer, cid, cost); r.Status == types.ReceiptStatusSuccessful {
		t.Fatal("the winning client appealed")
	}
	if r := j.appealAs(j.seller, cid, cost); r.Status != types.ReceiptStatusSuccessful {
		t.Fatalf("provider's appeal reverted: %s", j.describe(j.revertOf(j.seller, j.escrowAddr, escrowABI.PackAppeal(cid, cost), r)))
	}
	j.expectRevert(j.stranger, j.eval, evaluatorABI.PackSettle(j.jobsAddr, id), errID("AppealPending"))

	round1 := j.roundSeats(cid, 1)
	r = j.decide(cid, true, round1[:4])
	decidedAt = j.blockTime(r)
	j.expectRevert(j.stranger, j.eval, evaluatorABI.PackSettle(j.jobsAddr, id), errID("AppealWindowOpen"))
	j.wantStatus(id, jobSubmitted)
	j.nextTxAt(decidedAt + defaultWindow)
	r = j.settle(id)
	j.wantStatus(id, jobCompleted)
	rd, _ := j.roundOf(cid, 1)
	done, err := jobsABI.UnpackJobCompletedEvent(findLog(t, r, j.jobsAddr, jobsABI.GetABI().Events["JobCompleted"].ID))
	if err != nil || done.Reason != rd.VerdictHash || rd.VerdictHash != roundHash(cid, j.root(cid), 1, true, maskOf(t, round1, round1[:4])) {
		t.Fatalf("JobCompleted = %+v, %v; round 1 = %+v", done, err, rd)
	}
	// appealAs minted the appeal fee: the provider keeps the budget and, as
	// round 1's payer, the division remainder of its fee.
	if got := j.gained(before, j.seller); got != jobBudget+cost.Int64()%7 {
		t.Fatalf("provider gained %d, want the budget and round 1's remainder %d", got, cost.Int64()%7)
	}
}

// TestLosingClientAcceptsThePassOnTheEscrow: the client, which lost a PASS
// round, accepts it on the escrow directly, and settle completes the job at once.
func TestLosingClientAcceptsThePassOnTheEscrow(t *testing.T) {
	j := newJobHarness(t, harnessConfig{appeal: defaultWindow, jurors: 7, panel: 3, threshold: 2}, 0)
	id := j.submittedJob("accepted", common.Address{})
	cid := j.openCase(id)
	j.decide(cid, true, j.roundSeats(cid, 0)[:2])
	j.expectRevert(j.seller, j.escrow, escrowABI.PackAcceptOutcome(cid), errID("NotTheLosingParty"))
	r := j.mustExec(j.buyer, j.escrow, escrowABI.PackAcceptOutcome(cid))
	if n := j.zeroTransfers(r); n != 0 {
		t.Fatalf("acceptOutcome of a case made %d zero transfers", n)
	}
	j.settle(id)
	j.wantStatus(id, jobCompleted)
}

// TestStrangerOpeningACaseOnTheEscrowIsRefused: openCase is the caseOpener's
// alone; on an escrow without one nobody can call it.
func TestStrangerOpeningACaseOnTheEscrowIsRefused(t *testing.T) {
	j := newJobHarness(t, harnessConfig{}, 0)
	data := escrowABI.PackOpenCase(hash32("forged"), j.stranger.addr, j.seller.addr, j.usdcAddr, big.NewInt(0),
		hash32("c"), hash32("d"), j.now()+1000)
	for _, a := range []*account{j.stranger, j.buyer, j.seller, j.owner} {
		j.expectRevert(a, j.escrow, data, errID("NotCaseOpener"))
	}
	plain := newHarness(t, harnessConfig{noOracle: true})
	plain.expectRevert(plain.stranger, plain.escrow, data, errID("NotCaseOpener"))
}

// TestSquatterOfAJobsCaseIdIsRefused: a job's case id is public before its
// case is opened; a stranger who creates an ordinary deal under it first is
// refused (case ids begin with "case", which createDeal never takes), and
// the job's case then opens as usual.
func TestSquatterOfAJobsCaseIdIsRefused(t *testing.T) {
	j := newJobHarness(t, harnessConfig{}, 0)
	id := j.submittedJob("squatted", common.Address{})
	cid := j.caseID(id)
	if !isCase(cid) {
		t.Fatalf("case id %x does not begin with the case tag", cid)
	}
	j.mustExec(j.stranger, j.usdc, usdcABI.PackMint(j.stranger.addr, big.NewInt(1)))
	j.mustExec(j.stranger, j.usdc, usdcABI.PackApprove(j.escrowAddr, big.NewInt(1)))
	j.expectRevert(j.stranger, j.escrow, escrowABI.PackCreateDeal(cid, j.seller.addr, j.usdcAddr, big.NewInt(1),
		new(big.Int), hash32("c"), j.now()+1000), errID("InvalidDealId"))
	if got := j.openCase(id); got != cid {
		t.Fatalf("opened case %x, want %x", got, cid)
	}
}

// escrowOpenedBy deploys an escrow whose caseOpener is the account a, which
// holds and has approved the fees of n cases.
func (j *jobHarness) escrowOpenedBy(a *account, n int64) *bind.BoundContract {
	j.t.Helper()
	p := j.params(common.Address{}, nil, 1, 1)
	p.CaseOpener = a.addr
	esc, _ := j.deployEscrow(j.owner, p)
	j.mustExec(a, j.usdc, usdcABI.PackMint(a.addr, big.NewInt(n*caseFee)))
	j.mustExec(a, j.usdc, usdcABI.PackApprove(esc, big.NewInt(n*caseFee)))
	return escrowABI.Instance(j.client, esc)
}

// TestCaseOpenerTakingADealIdIsRefused: the other half of the split — a
// caseOpener cannot open a case under an id a buyer could still create a
// deal under.
func TestCaseOpenerTakingADealIdIsRefused(t *testing.T) {
	j := newJobHarness(t, harnessConfig{}, 0)
	escrow := j.escrowOpenedBy(j.stranger, 1)
	j.expectRevert(j.stranger, escrow, escrowABI.PackOpenCase(dealID("plain"), j.buyer.addr, j.seller.addr, j.usdcAddr,
		big.NewInt(caseFee), hash32("c"), hash32("d"), j.now()+1_000), errID("InvalidDealId"))
	j.mustExec(j.stranger, escrow, escrowABI.PackOpenCase(asCase(dealID("plain")), j.buyer.addr, j.seller.addr, j.usdcAddr,
		big.NewInt(caseFee), hash32("c"), hash32("d"), j.now()+1_000))
}

// TestOpenerOfASecondCaseForAJobIsRefused: a job has one case; a second
// open, by anyone, is refused and pulls no fee.
func TestOpenerOfASecondCaseForAJobIsRefused(t *testing.T) {
	j := newJobHarness(t, harnessConfig{}, 0)
	id := j.submittedJob("twice", common.Address{})
	cid := j.openCase(id)
	for _, a := range []*account{j.buyer, j.seller, j.stranger} {
		r := j.openAs(a, id)
		if r.Status == types.ReceiptStatusSuccessful {
			t.Fatalf("second open by %s succeeded", a.name)
		}
		if got := j.revertOf(a, j.evalAddr, evaluatorABI.PackOpen(j.jobsAddr, id), r); len(got) < 4 || [4]byte(got[:4]) != [4]byte(ourErr("CaseAlreadyOpen").Bytes()[:4]) {
			t.Fatalf("second open by %s reverted with %x", a.name, got)
		}
	}
	if d := j.deal(cid); d.JurorFee.Int64() != caseFee {
		t.Fatalf("case fee %s", d.JurorFee)
	}
}

// TestOpenerOfAJobNamingAnotherEvaluatorIsRefused: a job whose evaluator is
// someone else (here the client itself) cannot be put before the panel.
func TestOpenerOfAJobNamingAnotherEvaluatorIsRefused(t *testing.T) {
	j := newJobHarness(t, harnessConfig{}, 0)
	id := j.createJob("elsewhere", j.buyer.addr, common.Address{}, j.now()+jobTTL)
	j.fundJob(id)
	j.mustExec(j.seller, j.jobs, jobsABI.PackSubmit(id, deliverableOf("elsewhere"), nil))
	j.mustExec(j.buyer, j.usdc, usdcABI.PackMint(j.buyer.addr, big.NewInt(caseFee)))
	j.mustExec(j.buyer, j.usdc, usdcABI.PackApprove(j.evalAddr, big.NewInt(caseFee)))
	j.expectRevert(j.buyer, j.eval, evaluatorABI.PackOpen(j.jobsAddr, id), ourErr("NotTheEvaluator"))
}

// TestOpenerOfAJobNotYetSubmittedIsRefused: Open and Funded jobs have no
// deliverable to judge; a completed one is past judging.
func TestOpenerOfAJobNotYetSubmittedIsRefused(t *testing.T) {
	j := newJobHarness(t, harnessConfig{}, 0)
	j.mustExec(j.buyer, j.usdc, usdcABI.PackMint(j.buyer.addr, big.NewInt(caseFee)))
	j.mustExec(j.buyer, j.usdc, usdcABI.PackApprove(j.evalAddr, big.NewInt(caseFee)))
	id := j.createJob("early", j.evalAddr, common.Address{}, j.now()+jobTTL)
	j.expectRevert(j.buyer, j.eval, evaluatorABI.PackOpen(j.jobsAddr, id), ourErr("JobNotSubmitted"))
	j.fundJob(id)
	j.expectRevert(j.buyer, j.eval, evaluatorABI.PackOpen(j.jobsAddr, id), ourErr("JobNotSubmitted"))
	j.expectRevert(j.buyer, j.eval, evaluatorABI.PackOpen(j.jobsAddr, big.NewInt(99)), ourErr("NoSuchJob"))
}

// TestOpenerOfAnExpiredJobIsRefused: from expiredAt on the job belongs to
// claimRefund; no case can be opened for it.
func TestOpenerOfAnExpiredJobIsRefused(t *testing.T) {
	j := newJobHarness(t, harnessConfig{}, 0)
	id := j.submittedJob("late", common.Address{})
	j.mustExec(j.buyer, j.usdc, usdcABI.PackMint(j.buyer.addr, big.NewInt(caseFee)))
	j.mustExec(j.buyer, j.usdc, usdcABI.PackApprove(j.evalAddr, big.NewInt(caseFee)))
	j.nextTxAt(j.job(id).ExpiredAt.Uint64())
	j.expectRevert(j.buyer, j.eval, evaluatorABI.PackOpen(j.jobsAddr, id), ourErr("JobExpired"))
}

// TestDeployerOfAnEvaluatorOnAForeignEscrowIsRefused: the evaluator only
// binds to an escrow that names it as caseOpener and has no oracle, so that
// nothing but ballots decides a job.
func TestDeployerOfAnEvaluatorOnAForeignEscrowIsRefused(t *testing.T) {
	h := newHarness(t, harnessConfig{noOracle: true})
	args := evaluatorABI.PackConstructor(h.escrowAddr, big.NewInt(caseFee))
	_, tx, err := bind.DeployContract(h.opts(h.owner), common.FromHex(contracts.ArbitraEvaluatorMetaData.Bin), h.client, args)
	if err != nil {
		t.Fatal(err)
	}
	if r := h.mine(tx); r.Status == types.ReceiptStatusSuccessful {
		t.Fatal("an evaluator bound to an escrow that does not name it")
	}
	// An escrow with an oracle that names the evaluator-to-be is refused too.
	p := h.params(h.oracle.addr, nil, 1, 1)
	p.CaseOpener = crypto.CreateAddress(h.owner.addr, h.nonce(h.owner)+1)
	esc, _ := h.deployEscrow(h.owner, p)
	_, tx, err = bind.DeployContract(h.opts(h.owner), common.FromHex(contracts.ArbitraEvaluatorMetaData.Bin), h.client,
		evaluatorABI.PackConstructor(esc, big.NewInt(caseFee)))
	if err != nil {
		t.Fatal(err)
	}
	if r := h.mine(tx); r.Status == types.ReceiptStatusSuccessful {
		t.Fatal("an evaluator bound to an escrow with an oracle")
	}
}

// TestReentrantTokenCannotReenterTheEvaluator: a job paid in a token that
// calls back into the evaluator from inside a transfer meets its reentrancy
// guard: a second open from inside open's fee pull, and a second settle from
// inside the job's payment to the provider, are both refused, while the
// outer calls complete normally and the job is paid once.
func TestReentrantTokenCannotReenterTheEvaluator(t *testing.T) {
	j := newJobHarness(t, harnessConfig{}, 0)
	tokAddr := j.deploy(j.owner, contracts.ReentrantTokenMetaData.Bin, nil)
	tok := reentABI.Instance(j.client, tokAddr)
	j.jobsAddr = j.deploy(j.owner, contracts.AgenticCommerceJobsMetaData.Bin, jobsABI.PackConstructor(tokAddr, new(big.Int)))
	j.jobs = jobsABI.Instance(j.client, j.jobsAddr)
	j.mustExec(j.buyer, tok, reentABI.PackMint(j.buyer.addr, big.NewInt(10*jobBudget)))
	j.mustExec(j.buyer, tok, reentABI.PackApprove(j.jobsAddr, big.NewInt(10*jobBudget)))
	j.mustExec(j.buyer, tok, reentABI.PackApprove(j.evalAddr, big.NewInt(10*caseFee)))
	submitted := func(label string) *big.Int {
		id := j.createJob(label, j.evalAddr, common.Address{}, j.now()+jobTTL)
		j.mustExec(j.buyer, j.jobs, jobsABI.PackFund(id, big.NewInt(jobBudget), nil))
		j.mustExec(j.seller, j.jobs, jobsABI.PackSubmit(id, deliverableOf(label), nil))
		return id
	}
	first, second := submitted("reentered-1"), submitted("reentered-2")
	guard := evaluatorABI.GetABI().Errors["ReentrancyGuardReentrantCall"].ID
	wantRefused := func(what string, attempt int64) {
		t.Helper()
		if n, err := reentABI.UnpackAttempts(j.call(tok, reentABI.PackAttempts())); err != nil || n.Int64() != attempt {
			t.Fatalf("%s: %v reentry attempts, want %d (%v)", what, n, attempt, err)
		}
		ok, err := reentABI.UnpackLastSucceeded(j.call(tok, reentABI.PackLastSucceeded()))
		if err != nil || ok {
			t.Fatalf("%s: the reentry succeeded (%v)", what, err)
		}
		res, err := reentABI.UnpackLastResult(j.call(tok, reentABI.PackLastResult()))
		if err != nil || len(res) < 4 || [4]byte(res[:4]) != [4]byte(guard[:4]) {
			t.Fatalf("%s: the reentry answered %x (%v)", what, res, err)
		}
	}

	j.mustExec(j.owner, tok, reentABI.PackArm(j.evalAddr, evaluatorABI.PackOpen(j.jobsAddr, second)))
	j.mustExec(j.buyer, j.eval, evaluatorABI.PackOpen(j.jobsAddr, first))
	wantRefused("open inside open", 1)
	if c, _ := evaluatorABI.UnpackCaseOf(j.call(j.eval, evaluatorABI.PackCaseOf(j.caseID(second)))); c.JobContract != (common.Address{}) {
		t.Fatal("the reentered open opened a case")
	}
	cid := j.caseID(first)
	j.mustExec(j.stranger, j.escrow, j.quorum(cid, true, 3))

	before := j.balance(tok, j.seller.addr)
	j.mustExec(j.owner, tok, reentABI.PackArm(j.evalAddr, evaluatorABI.PackSettle(j.jobsAddr, first)))
	j.settle(first)
	wantRefused("settle inside settle", 2)
	j.wantStatus(first, jobCompleted)
	if got := new(big.Int).Sub(j.balance(tok, j.seller.addr), before); got.Int64() != jobBudget {
		t.Fatalf("provider paid %s, want the budget once", got)
	}
}
