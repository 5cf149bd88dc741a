package chain_test

import (
	"context"
	"crypto/sha256"
	"errors"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/arbitra-network/arbitra/chain"
	"github.com/arbitra-network/arbitra/contracts"
)

// TestEvaluatorReader follows an ERC-8183 job that names an ArbitraEvaluator
// from Submitted to Completed on a devnet and reads it with chain.Evaluator:
// the case id (from the contract and computed in Go), the job, the case, and
// the CaseOpened and CaseSettled events.
func TestEvaluatorReader(t *testing.T) {
	ctx := context.Background()
	labels, jurors := jurorLabels(3)
	d := newDevnet(t, chain.DevnetConfig{Accounts: []string{"relayer"}})
	owner := d.Owner()
	token := chain.NewToken(d.Client(), d.TokenAddress(), owner)
	stake := chain.DefaultDevnetMinStake
	if _, err := token.Mint(ctx, owner.Address(), new(big.Int).Mul(stake, big.NewInt(3))); err != nil {
		t.Fatal(err)
	}
	for _, j := range jurors {
		if err := d.Fund(ctx, j, big.NewInt(1e18)); err != nil {
			t.Fatal(err)
		}
	}
	fee := big.NewInt(30_000)
	escrowAddr, evalAddr, err := chain.DeployEscrowWithEvaluator(ctx, owner, chain.EscrowParams{
		Owner: owner.Address(), GracePeriod: 3600, RegistryDelay: 60, StakeToken: d.TokenAddress(), UnbondDelay: 7200,
		MinJurorStake: stake, MinCoordinatorStake: stake, Jurors: jurors, PanelSize: 3, QuorumThreshold: 2,
	}, fee)
	if err != nil {
		t.Fatal(err)
	}
	jobsABI := contracts.NewAgenticCommerceJobs()
	r, err := owner.Send(ctx, nil, append(common.FromHex(contracts.AgenticCommerceJobsMetaData.Bin),
		jobsABI.PackConstructor(d.TokenAddress(), new(big.Int))...), nil)
	if err != nil {
		t.Fatal(err)
	}
	jobs := r.ContractAddress

	buyer, err := d.Transactor(ctx, "buyer")
	if err != nil {
		t.Fatal(err)
	}
	seller, err := d.Transactor(ctx, "seller")
	if err != nil {
		t.Fatal(err)
	}
	relayer, err := d.Transactor(ctx, "relayer")
	if err != nil {
		t.Fatal(err)
	}
	head, err := d.Client().HeaderByNumber(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	const budget = 2_000_000
	desc := "translate the README into French"
	work := sha256.Sum256([]byte("le README"))
	send := func(tx *chain.Transactor, to common.Address, data []byte) {
		t.Helper()
		if _, err := tx.Send(ctx, &to, data, nil); err != nil {
			t.Fatal(err)
		}
	}
	send(buyer, jobs, jobsABI.PackCreateJob(seller.Address(), evalAddr, new(big.Int).SetUint64(head.Time+86_400), desc, common.Address{}))
	id := big.NewInt(1)
	send(seller, jobs, jobsABI.PackSetBudget(id, big.NewInt(budget), nil))
	if _, err := token.WithTransactor(buyer).Approve(ctx, jobs, big.NewInt(budget)); err != nil {
		t.Fatal(err)
	}
	send(buyer, jobs, jobsABI.PackFund(id, big.NewInt(budget), nil))

	ev, err := chain.NewEvaluator(ctx, d.Client(), evalAddr)
	if err != nil {
		t.Fatal(err)
	}
	if e, err := ev.Escrow(ctx); err != nil || e != escrowAddr {
		t.Fatalf("escrow %s %v", e, err)
	}
	if f, err := ev.JurorFee(ctx); err != nil || f.Cmp(fee) != 0 {
		t.Fatalf("juror fee %s %v", f, err)
	}
	job, err := ev.Job(ctx, jobs, id)
	if err != nil || job.Status != chain.JobFunded || job.Client != buyer.Address() || job.Provider != seller.Address() ||
		job.Evaluator != evalAddr || job.Budget.Int64() != budget || job.Description != desc {
		t.Fatalf("funded job = %+v, %v", job, err)
	}
	send(seller, jobs, jobsABI.PackSubmit(id, work, nil))
	if _, err := token.WithTransactor(buyer).Approve(ctx, evalAddr, fee); err != nil {
		t.Fatal(err)
	}
	evalABI := contracts.NewArbitraEvaluator()
	send(buyer, evalAddr, evalABI.PackOpen(jobs, id))

	caseID, err := ev.CaseID(ctx, jobs, id)
	if err != nil || caseID != chain.EvaluatorCaseID(d.ChainID(), evalAddr, jobs, id) {
		t.Fatalf("case id %x (%v), computed %x", caseID, err, chain.EvaluatorCaseID(d.ChainID(), evalAddr, jobs, id))
	}
	if c, err := ev.Case(ctx, caseID); err != nil || c.JobContract != jobs || c.JobID.Cmp(id) != 0 || c.Settled {
		t.Fatalf("case = %+v, %v", c, err)
	}
	job, err = ev.Job(ctx, jobs, id)
	if err != nil || job.Status != chain.JobSubmitted || job.Deliverable != work {
		t.Fatalf("submitted job = %+v, %v", job, err)
	}

	// The panel decides on the escrow; anyone settles the job.
	esc, err := chain.NewEscrow(ctx, d.Client(), escrowAddr, relayer)
	if err != nil {
		t.Fatal(err)
	}
	root, err := esc.EvidenceRoot(ctx, caseID)
	if err != nil || root != job.EvidenceRoot() {
		t.Fatalf("evidence root %x (%v), from the job %x", root, err, job.EvidenceRoot())
	}
	if err := d.Mine(2); err != nil {
		t.Fatal(err)
	}
	panel, err := esc.Panel(ctx, caseID)
	if err != nil {
		t.Fatal(err)
	}
	digest := chain.BallotDigest(d.ChainID(), escrowAddr, caseID, root, true)
	var sigs [][]byte
	for _, seat := range panel.Seats[:2] {
		for i, j := range jurors {
			if j == seat {
				sig, err := chain.SignBallot(chain.DevKey(labels[i]), digest)
				if err != nil {
					t.Fatal(err)
				}
				sigs = append(sigs, sig)
			}
		}
	}
	if _, err := esc.ResolveByQuorum(ctx, caseID, true, sigs, nil); err != nil {
		t.Fatal(err)
	}
	settler := ev.WithTransactor(relayer)
	if _, err := settler.Settle(ctx, jobs, id); err != nil {
		t.Fatal(err)
	}
	// A second settle is refused, so a relayer that lost its receipt can
	// tell the job is done.
	if _, err := settler.Settle(ctx, jobs, id); !errors.Is(err, chain.ErrAlreadySettled) {
		t.Fatalf("second settle: %v, want ErrAlreadySettled", err)
	}
	if job, err := ev.Job(ctx, jobs, id); err != nil || job.Status != chain.JobCompleted {
		t.Fatalf("settled job = %+v, %v", job, err)
	}
	if c, err := ev.Case(ctx, caseID); err != nil || !c.Settled {
		t.Fatalf("settled case = %+v, %v", c, err)
	}
	events, err := ev.Events(ctx, 0, nil, jobs)
	if err != nil || len(events) != 2 || events[0].Opened == nil || events[1].Settled == nil {
		t.Fatalf("events = %+v, %v", events, err)
	}
	o, s := events[0].Opened, events[1].Settled
	if o.CaseID != caseID || o.JobID.Cmp(id) != 0 || o.Opener != buyer.Address() || o.CriteriaHash != job.CriteriaHash() ||
		o.DeliverableHash != work || o.JurorFee.Cmp(fee) != 0 || o.BlockNumber == 0 {
		t.Fatalf("CaseOpened = %+v", o)
	}
	want := chain.BallotsHash(caseID, root, true, chain.SeatMask(0, 1))
	if s.CaseID != caseID || !s.Completed || s.VerdictHash != want || s.JobContract != jobs {
		t.Fatalf("CaseSettled = %+v, want verdict %x", s, want)
	}
	if other, err := ev.Events(ctx, 0, nil, chain.DevAddress("nobody")); err != nil || len(other) != 0 {
		t.Fatalf("events of another job contract: %+v %v", other, err)
	}
	if _, err := chain.NewEvaluator(ctx, d.Client(), chain.DevAddress("nobody")); err == nil {
		t.Fatal("an evaluator at an address without code")
	}
}
