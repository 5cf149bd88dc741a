package chain_test

import (
	"context"
	"errors"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/arbitra-network/arbitra/chain"
	"github.com/arbitra-network/arbitra/contracts"
	"github.com/arbitra-network/arbitra/internal/chaintest"
)

// TestJobsClient takes a job on the devnet's reference ERC-8183 contract
// through chain.Jobs and Evaluator.Open/Settle to a rejection by its case's
// panel, and reads how it ended; the contracts' refusals come back decoded
// as the sentinels callers test with errors.Is.
func TestJobsClient(t *testing.T) {
	ctx := context.Background()
	d := chaintest.JobDeal(t, "jobs-juror", chain.DevnetConfig{PanelSize: 3}, big.NewInt(30_000))
	id := d.FundJob(t, "write a haiku about gossip", big.NewInt(1_000_000))
	if _, err := d.JobsClient(t, "buyer").Submit(ctx, id, [32]byte{1}); !errors.Is(err, chain.ErrUnauthorized) {
		t.Fatalf("a submission by the client: %v", err)
	}
	if _, err := d.JobsClient(t, "buyer").Job(ctx, big.NewInt(99)); !errors.Is(err, chain.ErrNoSuchJob) {
		t.Fatalf("job 99: %v", err)
	}
	if _, err := d.Evaluator(t, "buyer").Open(ctx, d.Dev.JobsAddress(), id); !errors.Is(err, chain.ErrWrongState) {
		t.Fatalf("opening a funded job's case: %v", err)
	}
	d.OpenCase(t, id, "five seven five")
	if _, err := d.Evaluator(t, "buyer").Open(ctx, d.Dev.JobsAddress(), id); !errors.Is(err, chain.ErrDealExists) {
		t.Fatalf("opening a case twice: %v", err)
	}
	if _, err := d.Evaluator(t, "seller").Settle(ctx, d.Dev.JobsAddress(), id); !errors.Is(err, chain.ErrWrongState) {
		t.Fatalf("settling an undecided case: %v", err)
	}
	if _, err := d.Evaluator(t, "seller").Settle(ctx, d.Dev.JobsAddress(), big.NewInt(7)); !errors.Is(err, chain.ErrDealNotFound) {
		t.Fatalf("settling a job without a case: %v", err)
	}
	d.Decide(t, 0, false, 2)
	jobs := d.JobsClient(t, "seller")
	if _, ok, err := jobs.End(ctx, id, 0); err != nil || ok {
		t.Fatalf("a submitted job ended: %v %v", ok, err)
	}
	if _, err := d.Evaluator(t, "seller").Settle(ctx, d.Dev.JobsAddress(), id); err != nil {
		t.Fatal(err)
	}
	e, _ := d.Client(t, "buyer")
	st, err := e.Deal(ctx, d.ID)
	if err != nil {
		t.Fatal(err)
	}
	end, ok, err := jobs.End(ctx, id, 0)
	if err != nil || !ok || end.Status != chain.JobRejected || end.Reason != st.VerdictHash || end.By != d.Dev.EvaluatorAddress() || end.BlockTime == 0 {
		t.Fatalf("end %+v %v %v, verdict %x", end, ok, err, st.VerdictHash)
	}
	if j, err := jobs.Job(ctx, id); err != nil || j.Status != chain.JobRejected {
		t.Fatalf("job %+v %v", j, err)
	}
	if b, _ := d.Token.BalanceOf(ctx, chain.DevAddress("buyer")); b.Cmp(chain.DefaultDevnetBuyerUSDC) >= 0 {
		t.Fatalf("the client holds %s after paying a juror fee", b)
	}
}

// TestReadValidation reads an ERC-8004 validation before and after its
// validator answers, and counts a changed answer as a second response.
func TestReadValidation(t *testing.T) {
	ctx := context.Background()
	d := newDevnet(t, chain.DevnetConfig{Accounts: []string{"agent", "validator"}, Registries: true})
	agent, err := d.Transactor(ctx, "agent")
	if err != nil {
		t.Fatal(err)
	}
	validator, err := d.Transactor(ctx, "validator")
	if err != nil {
		t.Fatal(err)
	}
	req := [32]byte{0xaa}
	registry := chaintest.AgentRequestsValidation(t, d, "agent", validator.Address(), req)
	if v, err := chain.ReadValidation(ctx, d.Client(), registry, [32]byte{0xbb}, 0); err != nil || v.Validator != (common.Address{}) || v.Responded {
		t.Fatalf("an unknown request: %+v %v", v, err)
	}
	valABI := contracts.NewAgentValidationRegistry()
	if _, err := agent.Send(ctx, &registry, valABI.PackValidationResponse(req, 100, "x", [32]byte{}, ""), nil); !errors.Is(err, chain.ErrUnauthorized) {
		t.Fatalf("a response by the agent: %v", err)
	}
	if _, err := validator.Send(ctx, &registry, valABI.PackValidationResponse(req, 100, "ipfs://rec", [32]byte{7}, "arbitra"), nil); err != nil {
		t.Fatal(err)
	}
	v, err := chain.ReadValidation(ctx, d.Client(), registry, req, 0)
	if err != nil || v.Validator != validator.Address() || v.AgentID.Int64() != 1 || !v.Responded || v.Response != 100 ||
		v.ResponseURI != "ipfs://rec" || v.ResponseHash != [32]byte{7} || v.Tag != "arbitra" || v.Responses != 1 || v.LastUpdate == 0 {
		t.Fatalf("validation %+v %v", v, err)
	}
	if _, err := validator.Send(ctx, &registry, valABI.PackValidationResponse(req, 0, "ipfs://other", [32]byte{8}, "arbitra"), nil); err != nil {
		t.Fatal(err)
	}
	if v, err = chain.ReadValidation(ctx, d.Client(), registry, req, 0); err != nil || v.Responses != 2 || v.ResponseURI != "ipfs://other" {
		t.Fatalf("a changed answer: %+v %v", v, err)
	}
}
