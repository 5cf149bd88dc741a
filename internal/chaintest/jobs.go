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

// JobDeal starts the devnet of cfg with an ArbitraEvaluator charging fee per
// case and the reference ERC-8183 job contract, its Jurors the five
// labelled prefix-0 to prefix-4. No deal is open: FundJob and OpenCase
// make one, after which Decide judges the job's case.
func JobDeal(t testing.TB, prefix string, cfg chain.DevnetConfig, fee *big.Int) *Deal {
	t.Helper()
	cfg.EvaluatorFee = fee
	d := start(t, prefix, cfg)
	d.Fee = fee
	return d
}

// Evaluator is the devnet's evaluator, sending from label's account.
func (d *Deal) Evaluator(t testing.TB, label string) *chain.Evaluator {
	t.Helper()
	ctx := context.Background()
	_, tx := d.Client(t, label)
	ev, err := chain.NewEvaluator(ctx, d.Dev.Client(), d.Dev.EvaluatorAddress())
	if err != nil {
		t.Fatal(err)
	}
	return ev.WithTransactor(tx)
}

// JobsClient is the devnet's job contract, sending from label's account.
func (d *Deal) JobsClient(t testing.TB, label string) *chain.Jobs {
	t.Helper()
	_, tx := d.Client(t, label)
	j, err := chain.NewJobs(context.Background(), d.Dev.Client(), d.Dev.JobsAddress(), tx)
	if err != nil {
		t.Fatal(err)
	}
	return j
}

// FundJob has "buyer" create a job for provider "seller" naming the
// evaluator, expiring in an hour, set its budget and fund it; it returns
// the job id.
func (d *Deal) FundJob(t testing.TB, description string, budget *big.Int) *big.Int {
	t.Helper()
	ctx := context.Background()
	head, err := d.Dev.Client().HeaderByNumber(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	jobs := d.JobsClient(t, "buyer")
	id, _, err := jobs.CreateJob(ctx, chain.JobTerms{Provider: chain.DevAddress("seller"), Evaluator: d.Dev.EvaluatorAddress(),
		ExpiredAt: head.Time + 3600, Description: description})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := jobs.SetBudget(ctx, id, budget); err != nil {
		t.Fatal(err)
	}
	_, buyerTx := d.Client(t, "buyer")
	if _, err := d.Token.WithTransactor(buyerTx).Approve(ctx, jobs.Address(), budget); err != nil {
		t.Fatal(err)
	}
	if _, err := jobs.Fund(ctx, id, budget); err != nil {
		t.Fatal(err)
	}
	d.Amount = budget
	return id
}

// OpenCase has "seller" submit sha256(work) for the job and "buyer" open
// its case, paying the juror fee; the deal of d becomes the case, drawn.
func (d *Deal) OpenCase(t testing.TB, jobID *big.Int, work string) {
	t.Helper()
	ctx := context.Background()
	if _, err := d.JobsClient(t, "seller").Submit(ctx, jobID, sha256.Sum256([]byte(work))); err != nil {
		t.Fatal(err)
	}
	_, buyerTx := d.Client(t, "buyer")
	if _, err := d.Token.WithTransactor(buyerTx).Approve(ctx, d.Dev.EvaluatorAddress(), d.Fee); err != nil {
		t.Fatal(err)
	}
	ev := d.Evaluator(t, "buyer")
	if _, err := ev.Open(ctx, d.Dev.JobsAddress(), jobID); err != nil {
		t.Fatal(err)
	}
	id, err := ev.CaseID(ctx, d.Dev.JobsAddress(), jobID)
	if err != nil {
		t.Fatal(err)
	}
	if err := d.Dev.Mine(2); err != nil { // the draw reads the block after the case opened
		t.Fatal(err)
	}
	e, _ := d.Client(t, "buyer")
	if d.Root, err = e.EvidenceRoot(ctx, id); err != nil {
		t.Fatal(err)
	}
	d.ID = id
}

// ERC8004 are the three test ERC-8004 registries.
type ERC8004 struct {
	Identity, Validation, Reputation common.Address
}

// DeployERC8004 deploys the test ERC-8004 identity registry and the
// validation and reputation registries that read it, from tx.
func DeployERC8004(t testing.TB, tx *chain.Transactor) ERC8004 {
	t.Helper()
	ctx := context.Background()
	r, err := tx.Send(ctx, nil, common.FromHex(contracts.AgentIdentityRegistryMetaData.Bin), nil)
	if err != nil {
		t.Fatalf("deploy the identity registry: %v", err)
	}
	regs := ERC8004{Identity: r.ContractAddress}
	if r, err = tx.Send(ctx, nil, append(common.FromHex(contracts.AgentValidationRegistryMetaData.Bin),
		contracts.NewAgentValidationRegistry().PackConstructor(regs.Identity)...), nil); err != nil {
		t.Fatalf("deploy the validation registry: %v", err)
	}
	regs.Validation = r.ContractAddress
	if r, err = tx.Send(ctx, nil, append(common.FromHex(contracts.AgentReputationRegistryMetaData.Bin),
		contracts.NewAgentReputationRegistry().PackConstructor(regs.Identity)...), nil); err != nil {
		t.Fatalf("deploy the reputation registry: %v", err)
	}
	regs.Reputation = r.ContractAddress
	return regs
}

// RegisterAgent registers an agent owned by tx's account and returns its id.
func (e ERC8004) RegisterAgent(t testing.TB, tx *chain.Transactor) *big.Int {
	t.Helper()
	idABI := contracts.NewAgentIdentityRegistry()
	r, err := tx.Send(context.Background(), &e.Identity, idABI.PackRegister(), nil)
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

// RequestValidation has tx (the agent's owner or operator) ask validator
// to validate agentID's work named by requestURI, under requestHash.
func (e ERC8004) RequestValidation(t testing.TB, tx *chain.Transactor, validator common.Address, agentID *big.Int, requestURI string, requestHash [32]byte) {
	t.Helper()
	if _, err := tx.Send(context.Background(), &e.Validation,
		contracts.NewAgentValidationRegistry().PackValidationRequest(validator, agentID, requestURI, requestHash), nil); err != nil {
		t.Fatalf("validationRequest: %v", err)
	}
}

// RequestValidation deploys the test ERC-8004 identity and validation
// registries on dev, registers agentLabel's agent (id 1) and has it ask
// validator to validate requestHash; it returns the validation registry.
func RequestValidation(t testing.TB, dev *chain.Devnet, agentLabel string, validator common.Address, requestHash [32]byte) common.Address {
	t.Helper()
	regs := DeployERC8004(t, dev.Owner())
	agent, err := dev.Transactor(context.Background(), agentLabel)
	if err != nil {
		t.Fatal(err)
	}
	regs.RequestValidation(t, agent, validator, regs.RegisterAgent(t, agent), "ipfs://request", requestHash)
	return regs.Validation
}
