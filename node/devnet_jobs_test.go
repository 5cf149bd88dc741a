package node

import (
	"context"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/arbitra-network/arbitra/api"
	"github.com/arbitra-network/arbitra/chain"
	"github.com/arbitra-network/arbitra/internal/await"
	"github.com/arbitra-network/arbitra/internal/chaintest"
	"github.com/arbitra-network/arbitra/verdict"
)

// TestDevnetWithEvaluatorSettlesDealsAndJobs runs the devnet as `arbitra
// devnet` does, its escrow deployed with an ArbitraEvaluator as case
// opener: a deal is still paid by its panel's ballots, and a job on the
// devnet's job contract, its deliverable text handed to the coordinator,
// is judged and completed by the coordinator without anyone else's help.
func TestDevnetWithEvaluatorSettlesDealsAndJobs(t *testing.T) {
	e := startDealNet(t, DevnetConfig{EvaluatorFee: big.NewInt(30_000)})
	ctx := context.Background()
	if e.d.Evaluator == nil || e.d.Evaluator.Address() != e.d.Chain.EvaluatorAddress() || e.d.Coordinator.Jobs == nil {
		t.Fatalf("the devnet's evaluator %v, job watcher %v", e.d.Evaluator, e.d.Coordinator.Jobs)
	}
	if reg := e.d.Chain.RegistriesAddresses(); reg.Identity == (common.Address{}) || reg.Validation == reg.Identity || reg.Reputation == reg.Identity {
		t.Fatalf("the devnet's ERC-8004 registries %+v", reg)
	}

	id := e.openDeal(t, "deal", goodWork)
	if v := e.judge(t, id, goodWork); v.Decision != verdict.OptionPass {
		t.Fatalf("the deal's decision %s", v.Decision)
	}
	e.waitDeal(t, id, "resolved")
	if st, err := e.d.Escrow.Deal(ctx, id); err != nil || st.Status != chain.StatusReleased {
		t.Fatalf("the deal on the evaluator's escrow: %v %v", st.Status, err)
	}

	jobs, eval := e.d.Chain.JobsAddress(), e.d.Chain.EvaluatorAddress()
	buyer, seller := e.mustTransactor(t, "buyer"), e.mustTransactor(t, "seller")
	jobID := chaintest.SubmitJob(t, e.client, buyer, seller, jobs, eval, criteria, goodWork, big.NewInt(25_000_000))
	chaintest.OpenCase(t, e.client, buyer, eval, jobs, jobID)
	client, err := api.NewClient(e.d.Coordinator.URL(), nil)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := client.PostJobDeliverable(ctx, jobs.Hex(), jobID.String(), goodWork); err != nil {
		t.Fatal(err)
	}
	await.Until(t, 30*time.Second, "the job completed by the devnet's coordinator", func() bool {
		job, err := e.d.Evaluator.Job(ctx, jobs, jobID)
		return err == nil && job.Status == chain.JobCompleted
	})
}
