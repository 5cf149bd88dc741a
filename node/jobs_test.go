package node

import (
	"context"
	"errors"
	"math/big"
	"net/http"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/arbitra-network/arbitra/api"
	"github.com/arbitra-network/arbitra/chain"
	"github.com/arbitra-network/arbitra/coordinator"
	"github.com/arbitra-network/arbitra/internal/chaintest"
	"github.com/arbitra-network/arbitra/p2p"
	"github.com/arbitra-network/arbitra/settlement"
	"github.com/arbitra-network/arbitra/verdict"
)

// startJobsCoordinator starts a coordinator on the escrow of j and
// evaluator serving jobContracts; it fails with the node's start error.
func startJobsCoordinator(t *testing.T, j *chaintest.Deal, evaluator common.Address, jobContracts ...common.Address) (*Node, error) {
	t.Helper()
	ctx := context.Background()
	key := chain.DevKey("coordinator")
	tx, err := chain.NewTransactor(ctx, j.Dev.Client(), key)
	if err != nil {
		t.Fatal(err)
	}
	escrow, err := chain.NewEscrow(ctx, j.Dev.Client(), j.Dev.EscrowAddress(), tx)
	if err != nil {
		t.Fatal(err)
	}
	cc := &ChainConfig{Escrow: escrow, JobContracts: jobContracts, OpenMembership: true}
	if cc.Evaluator, err = chain.NewEvaluator(ctx, j.Dev.Client(), evaluator); err != nil {
		t.Fatal(err)
	}
	cc.Evaluator = cc.Evaluator.WithTransactor(tx)
	n, err := New(Config{DataDir: t.TempDir(), Key: key, ListenAddrs: p2p.LoopbackListenAddrs,
		Coordinator: &CoordinatorConfig{HTTPAddr: "127.0.0.1:0", Chain: cc}})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { n.Close() })
	return n, n.Start(ctx)
}

// A coordinator serving an evaluator's jobs on one contract refuses over
// HTTP a deliverable whose sha256 is not the job's (409 naming
// deliverable) and any deliverable of a job on another contract (404
// naming jobContract), and judges neither case, though both are opened
// on chain and its watcher has read them. It does not start with an
// evaluator served for no job contract.
func TestJobDeliverablesTheChainDidNotCommitAreNeverJudged(t *testing.T) {
	ctx := context.Background()
	j := chaintest.JobDeal(t, "node-job-juror", chain.DevnetConfig{PanelSize: 3, Accounts: []string{"coordinator"}}, chain.DefaultDevnetMinStake)
	jobContract, unlisted, evaluator := j.Dev.JobsAddress(), j.DeployJobContract(t), j.Dev.EvaluatorAddress()
	buyer, seller := j.Transactor(t, "buyer"), j.Transactor(t, "seller")
	n, err := startJobsCoordinator(t, j, evaluator, jobContract)
	if err != nil {
		t.Fatal(err)
	}
	work := "the deliverable the provider committed"
	budget := chain.DefaultDevnetMinStake
	served := chaintest.SubmitJob(t, j.Dev.Client(), buyer, seller, jobContract, evaluator, "criteria", work, budget)
	other := chaintest.SubmitJob(t, j.Dev.Client(), buyer, seller, unlisted, evaluator, "criteria", work, budget)
	chaintest.OpenCase(t, j.Dev.Client(), buyer, evaluator, jobContract, served)
	chaintest.OpenCase(t, j.Dev.Client(), buyer, evaluator, unlisted, other)

	client, err := api.NewClient(n.URL(), nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name        string
		contract    common.Address
		id          *big.Int
		text        string
		status      int
		field, code string
	}{
		{"a deliverable the provider did not commit", jobContract, served, "a better deliverable", http.StatusConflict, "deliverable", coordinator.RefuseMismatch},
		{"the committed deliverable of a job on a contract not served", unlisted, other, work, http.StatusNotFound, "jobContract", settlement.RefuseJobNotServed},
		{"a deliverable over the limit", jobContract, served, strings.Repeat("x", verdict.MaxEvidenceBytes+1), http.StatusBadRequest, "deliverable", "invalid"},
	} {
		_, err := client.PostJobDeliverable(ctx, c.contract.Hex(), c.id.String(), c.text)
		var se *api.StatusError
		if !errors.As(err, &se) || se.Status != c.status || se.Body.Field != c.field || se.Body.Code != c.code {
			t.Fatalf("%s: %v, want %d naming %s (%s)", c.name, err, c.status, c.field, c.code)
		}
	}
	// A second spelling of the contract is refused at the edge, before any
	// chain read: not hex, a 0X prefix, a job ID that is not a number, and
	// a second spelling of the job ID.
	lower := strings.ToLower(jobContract.Hex())
	for _, p := range []struct{ contract, id, field string }{
		{"0x" + strings.Repeat("zz", 20), served.String(), "jobContract"},
		{"0X" + lower[2:], served.String(), "jobContract"},
		{lower, "seven", "jobId"},
		{lower, "0" + served.String(), "jobId"},
		{lower, "+" + served.String(), "jobId"},
	} {
		_, err := client.PostJobDeliverable(ctx, p.contract, p.id, work)
		var se *api.StatusError
		if !errors.As(err, &se) || se.Status != http.StatusBadRequest || se.Body.Field != p.field {
			t.Fatalf("job %s/%s: %v, want 400 naming %s", p.contract, p.id, err, p.field)
		}
	}
	// A pass of the watcher reads both cases; neither has a text it may judge.
	if err := n.Jobs.Sync(ctx); err != nil {
		t.Fatal(err)
	}
	ev := n.cfg.Coordinator.Chain.Evaluator
	for _, c := range []struct {
		contract common.Address
		id       *big.Int
	}{{jobContract, served}, {unlisted, other}} {
		id, err := ev.CaseID(ctx, c.contract, c.id)
		if err != nil {
			t.Fatal(err)
		}
		if rec, err := n.Coordinator.ByDeal(verdict.DealID(id)); err == nil {
			t.Fatalf("case %x of %s judged: %s", id, c.contract, rec)
		}
	}

	if _, err := startJobsCoordinator(t, j, evaluator); err == nil {
		t.Fatal("a coordinator serving an evaluator for no job contract started")
	}
}
