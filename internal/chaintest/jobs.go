package chaintest

import (
	"context"
	"crypto/sha256"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/arbitra-network/arbitra/chain"
	"github.com/arbitra-network/arbitra/contracts"
)

// FundJob has client create an ERC-8183 job on jobContract for provider,
// naming evaluator, with description, expiring in an hour; set its budget;
// and fund it. It returns the job's ID. Any chain will do: backend is the
// one client and provider send on.
func FundJob(t testing.TB, backend chain.Backend, client *chain.Transactor, provider common.Address,
	jobContract, evaluator common.Address, description string, budget *big.Int) *big.Int {
	t.Helper()
	ctx := context.Background()
	head, err := backend.HeaderByNumber(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	jobs, err := chain.NewJobs(ctx, backend, jobContract, client)
	if err != nil {
		t.Fatal(err)
	}
	id, _, err := jobs.CreateJob(ctx, chain.JobTerms{Provider: provider, Evaluator: evaluator, ExpiredAt: head.Time + 3600, Description: description})
	if err != nil {
		t.Fatalf("createJob: %v", err)
	}
	if _, err := jobs.SetBudget(ctx, id, budget); err != nil {
		t.Fatalf("setBudget of job %s: %v", id, err)
	}
	token, err := jobs.PaymentToken(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := chain.NewToken(backend, token, client).Approve(ctx, jobContract, budget); err != nil {
		t.Fatal(err)
	}
	if _, err := jobs.Fund(ctx, id, budget); err != nil {
		t.Fatalf("fund job %s: %v", id, err)
	}
	return id
}

// SubmitJob is FundJob followed by provider's submission of
// sha256(deliverable): the job is Submitted, its case may be opened.
func SubmitJob(t testing.TB, backend chain.Backend, client, provider *chain.Transactor,
	jobContract, evaluator common.Address, description, deliverable string, budget *big.Int) *big.Int {
	t.Helper()
	id := FundJob(t, backend, client, provider.Address(), jobContract, evaluator, description, budget)
	jobs, err := chain.NewJobs(context.Background(), backend, jobContract, provider)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := jobs.Submit(context.Background(), id, sha256.Sum256([]byte(deliverable))); err != nil {
		t.Fatalf("submit job %s: %v", id, err)
	}
	return id
}

// OpenCase has opener pay the evaluator's juror fee and open the case of
// the submitted job; it returns the case's ID. Its panel is drawable once
// two more blocks are mined.
func OpenCase(t testing.TB, backend chain.Backend, opener *chain.Transactor, evaluator, jobContract common.Address, jobID *big.Int) [32]byte {
	t.Helper()
	ctx := context.Background()
	ev, err := chain.NewEvaluator(ctx, backend, evaluator)
	if err != nil {
		t.Fatal(err)
	}
	fee, err := ev.JurorFee(ctx)
	if err != nil {
		t.Fatal(err)
	}
	jobs, err := chain.NewJobs(ctx, backend, jobContract, nil)
	if err != nil {
		t.Fatal(err)
	}
	token, err := jobs.PaymentToken(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := chain.NewToken(backend, token, opener).Approve(ctx, evaluator, fee); err != nil {
		t.Fatal(err)
	}
	ev = ev.WithTransactor(opener)
	if _, err := ev.Open(ctx, jobContract, jobID); err != nil {
		t.Fatalf("open the case of job %s: %v", jobID, err)
	}
	id, err := ev.CaseID(ctx, jobContract, jobID)
	if err != nil {
		t.Fatal(err)
	}
	return id
}

// JobDeal starts the devnet of cfg with an ArbitraEvaluator charging fee
// per case and the reference ERC-8183 job contract (DevnetConfig.
// EvaluatorFee), its Jurors the five labelled prefix-0 to prefix-4. No
// deal is open: FundJob and OpenCase make one, after which Decide judges
// the job's case; DecideCase decides any case of the evaluator.
func JobDeal(t testing.TB, prefix string, cfg chain.DevnetConfig, fee *big.Int) *Deal {
	t.Helper()
	cfg.EvaluatorFee = fee
	d := start(t, prefix, cfg)
	d.Fee = fee
	return d
}

// DeployJobContract deploys another reference job contract paying in the
// devnet's token, besides the devnet's own (JobsAddress).
func (d *Deal) DeployJobContract(t testing.TB) common.Address {
	t.Helper()
	addr, err := chain.DeployJobs(context.Background(), d.Dev.Owner(), d.Dev.TokenAddress(), 0)
	if err != nil {
		t.Fatal(err)
	}
	return addr
}

// Evaluator is the devnet's evaluator, sending from label's account.
func (d *Deal) Evaluator(t testing.TB, label string) *chain.Evaluator {
	t.Helper()
	ev, err := chain.NewEvaluator(context.Background(), d.Dev.Client(), d.Dev.EvaluatorAddress())
	if err != nil {
		t.Fatal(err)
	}
	return ev.WithTransactor(d.Transactor(t, label))
}

// JobsClient is the devnet's job contract, sending from label's account.
func (d *Deal) JobsClient(t testing.TB, label string) *chain.Jobs {
	t.Helper()
	j, err := chain.NewJobs(context.Background(), d.Dev.Client(), d.Dev.JobsAddress(), d.Transactor(t, label))
	if err != nil {
		t.Fatal(err)
	}
	return j
}

// FundJob is FundJob by "buyer" for provider "seller" on the devnet's job
// contract and evaluator; the deal's amount becomes budget.
func (d *Deal) FundJob(t testing.TB, description string, budget *big.Int) *big.Int {
	t.Helper()
	id := FundJob(t, d.Dev.Client(), d.Transactor(t, "buyer"), chain.DevAddress("seller"), d.Dev.JobsAddress(), d.Dev.EvaluatorAddress(), description, budget)
	d.Amount = budget
	return id
}

// OpenCase has "seller" submit sha256(work) for the job on the devnet's
// job contract and "buyer" open its case (OpenCase); the deal of d
// becomes the case, drawn.
func (d *Deal) OpenCase(t testing.TB, jobID *big.Int, work string) {
	t.Helper()
	if _, err := d.JobsClient(t, "seller").Submit(context.Background(), jobID, sha256.Sum256([]byte(work))); err != nil {
		t.Fatal(err)
	}
	d.ID = OpenCase(t, d.Dev.Client(), d.Transactor(t, "buyer"), d.Dev.EvaluatorAddress(), d.Dev.JobsAddress(), jobID)
	d.drawn(t)
}

// DecideCase makes caseID, opened on the devnet's evaluator by OpenCase,
// the deal of d, mines its draw and has its first two seats decide its
// first round for approved (Decide).
func (d *Deal) DecideCase(t testing.TB, caseID [32]byte, approved bool) {
	t.Helper()
	d.ID = caseID
	d.drawn(t)
	d.Decide(t, 0, approved, 2)
}

// drawn mines the block the draw of the deal's panel reads, and the next,
// and reads the deal's evidence root.
func (d *Deal) drawn(t testing.TB) {
	t.Helper()
	if err := d.Dev.Mine(2); err != nil {
		t.Fatal(err)
	}
	e, _ := d.Client(t, "buyer")
	var err error
	if d.Root, err = e.EvidenceRoot(context.Background(), d.ID); err != nil {
		t.Fatal(err)
	}
}

// RegisterAgent registers on regs an agent owned by tx's account and
// returns its id.
func RegisterAgent(t testing.TB, regs chain.Registries, tx *chain.Transactor) *big.Int {
	t.Helper()
	idABI := contracts.NewAgentIdentityRegistry()
	r, err := tx.Send(context.Background(), &regs.Identity, idABI.PackRegister(), nil)
	if err != nil {
		t.Fatalf("register an agent: %v", err)
	}
	for _, l := range r.Logs {
		if ev, err := idABI.UnpackRegisteredEvent(l); err == nil {
			return ev.AgentId
		}
	}
	t.Fatal("register logged no Registered")
	return nil
}

// RequestValidation has tx (the agent's owner or operator) ask validator,
// on regs, to validate agentID's work named by requestURI, under
// requestHash.
func RequestValidation(t testing.TB, regs chain.Registries, tx *chain.Transactor, validator common.Address, agentID *big.Int, requestURI string, requestHash [32]byte) {
	t.Helper()
	if _, err := tx.Send(context.Background(), &regs.Validation,
		contracts.NewAgentValidationRegistry().PackValidationRequest(validator, agentID, requestURI, requestHash), nil); err != nil {
		t.Fatalf("validationRequest: %v", err)
	}
}

// AgentRequestsValidation registers agentLabel's agent on the registries
// of dev (DevnetConfig.Registries) and has it ask validator to validate
// ipfs://request under requestHash; it returns the validation registry.
func AgentRequestsValidation(t testing.TB, dev *chain.Devnet, agentLabel string, validator common.Address, requestHash [32]byte) common.Address {
	t.Helper()
	regs := dev.RegistriesAddresses()
	if regs.Validation == (common.Address{}) {
		t.Fatal("the devnet has no ERC-8004 registries (DevnetConfig.Registries)")
	}
	agent, err := dev.Transactor(context.Background(), agentLabel)
	if err != nil {
		t.Fatal(err)
	}
	RequestValidation(t, regs, agent, validator, RegisterAgent(t, regs, agent), "ipfs://request", requestHash)
	return regs.Validation
}
