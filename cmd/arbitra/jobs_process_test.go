package main

import (
	"context"
	"crypto/sha256"
	"errors"
	"math/big"
	"net/http"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/arbitra-network/arbitra/api"
	"github.com/arbitra-network/arbitra/chain"
	coord "github.com/arbitra-network/arbitra/coordinator"
	"github.com/arbitra-network/arbitra/internal/await"
	"github.com/arbitra-network/arbitra/internal/chaintest"
	"github.com/arbitra-network/arbitra/settlement"
	"github.com/arbitra-network/arbitra/verdict"
)

// TestERC8183JobCompletedByTheJurorNetworkAcrossProcesses plays an
// ERC-8183 job with arbitra as its evaluator, with separate processes on
// the JSON-RPC chain of `arbitra devnet`: the escrow is deployed with an
// ArbitraEvaluator and two reference job contracts next to it, three
// jurors bond with `arbitra juror bond`, and a coordinator serves the
// evaluator's jobs on one of the two contracts (--evaluator,
// --job-contract). The client creates and funds a job on each contract,
// the provider submits sha256 of the deliverable, and the client opens
// both cases. Over HTTP, a deliverable whose hash is not the job's is
// refused 409 naming the field, and one for the job on the contract not
// served 404; the committed text is taken, the drawn seats judge the
// case, the coordinator relays their ballots and settles the job: it ends
// Completed with the escrow's verdict hash as its reason, the provider
// holds the budget, and the case on the other contract is left undecided.
func TestERC8183JobCompletedByTheJurorNetworkAcrossProcesses(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the binary")
	}
	bin := buildBinary(t)
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	cn, evalAddr, jobContracts := startJobNet(t, ctx, bin, 3, 2)
	served, unlisted := jobContracts[0], jobContracts[1]

	listen, base := cn.coordinator(t, bin, 3, "--confirmations", "0", "--evaluator", evalAddr.Hex(), "--job-contract", served.Hex())
	for i := range cn.jurors {
		cn.juror(t, bin, i, listen)
	}
	ctxReady, cancelReady := context.WithTimeout(ctx, time.Minute)
	waitReady(ctxReady, t, base)
	cancelReady()

	provider := cn.transactor(t, ctx, cn.seller)
	criteria := "Acceptance criteria:\n- The report includes a revenue table for 2025\n- The report cites its data sources\n"
	work := "The revenue table for 2025 is included in section two. Data sources: the audited filings are cited in the appendix.\n"
	budget := big.NewInt(40_000_000)
	jobID := chaintest.SubmitJob(t, cn.eth, cn.payer, provider, served, evalAddr, criteria, work, budget)
	otherID := chaintest.SubmitJob(t, cn.eth, cn.payer, provider, unlisted, evalAddr, criteria, work, budget)
	// The case on the contract not served opens first, so that the
	// coordinator has read past it by the time it judges the other.
	chaintest.OpenCase(t, cn.eth, cn.payer, evalAddr, unlisted, otherID)
	chaintest.OpenCase(t, cn.eth, cn.payer, evalAddr, served, jobID)
	// The panel is drawn from the hash of the block after the case opened;
	// the devnet mines only on demand.
	cn.mine(t, ctx, 2)
	ev, err := chain.NewEvaluator(ctx, cn.eth, evalAddr)
	if err != nil {
		t.Fatal(err)
	}
	caseID, err := ev.CaseID(ctx, served, jobID)
	if err != nil {
		t.Fatal(err)
	}
	otherCase, err := ev.CaseID(ctx, unlisted, otherID)
	if err != nil {
		t.Fatal(err)
	}

	client, err := api.NewClient(base, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name          string
		contract, job string
		text          string
		status        int
		field, code   string
	}{
		{"the provider's made-up deliverable", served.Hex(), jobID.String(), "The report is complete and meets every criterion.",
			http.StatusConflict, "deliverable", coord.RefuseMismatch},
		{"the committed text of a job on a contract not served", unlisted.Hex(), otherID.String(), work,
			http.StatusNotFound, "jobContract", settlement.RefuseJobNotServed},
		{"a job ID that is no number", served.Hex(), "one", work, http.StatusBadRequest, "jobId", "invalid"},
	} {
		_, err := client.PostJobDeliverable(ctx, c.contract, c.job, c.text)
		var se *api.StatusError
		if !errors.As(err, &se) || se.Status != c.status || se.Body.Field != c.field || se.Body.Code != c.code {
			t.Fatalf("%s: %v, want %d naming %s (%s)", c.name, err, c.status, c.field, c.code)
		}
	}
	providerBefore, err := chain.NewToken(cn.eth, cn.token, nil).BalanceOf(ctx, provider.Address())
	if err != nil {
		t.Fatal(err)
	}
	taken, err := client.PostJobDeliverable(ctx, served.Hex(), jobID.String(), work)
	if err != nil || taken.CaseID != verdict.DealID(caseID).String() {
		t.Fatalf("the committed deliverable: %+v %v, want case %x", taken, err, caseID)
	}

	await.UntilCtx(t, ctx, "the job completed by its case's panel", func() bool {
		job, err := ev.Job(ctx, served, jobID)
		return err == nil && job.Status == chain.JobCompleted
	})
	escrow, err := chain.NewEscrow(ctx, cn.eth, common.HexToAddress(cn.escrow), nil)
	if err != nil {
		t.Fatal(err)
	}
	st, err := escrow.Deal(ctx, caseID)
	if err != nil || st.Status != chain.StatusReleased {
		t.Fatalf("the case on the escrow: %+v %v", st, err)
	}
	events, err := ev.Events(ctx, 0, nil, served)
	if err != nil || len(events) != 2 || events[1].Settled == nil || !events[1].Settled.Completed || events[1].Settled.VerdictHash != st.VerdictHash {
		t.Fatalf("the served contract's evaluator events %+v (%v), want its case settled with the escrow's verdict hash %x", events, err, st.VerdictHash)
	}
	// The verdict hash is the one the record's passing seats signed.
	last, err := cn.eth.BlockNumber(ctx)
	if err != nil {
		t.Fatal(err)
	}
	res := dealResolutions(ctx, t, escrow, caseID, last)
	if len(res) != 1 || res[0].Resolved.Method != chain.MethodQuorum || !res[0].Resolved.Approved || res[0].Resolved.Jurors == nil {
		t.Fatalf("the case's resolutions %+v, want one release by ballots", res)
	}
	job, err := ev.Job(ctx, served, jobID)
	if err != nil {
		t.Fatal(err)
	}
	if want := chain.BallotsHash(caseID, job.EvidenceRoot(), true, res[0].Resolved.Jurors.SeatMask); st.VerdictHash != want {
		t.Fatalf("verdict hash %x, the seats' ballots hash to %x", st.VerdictHash, want)
	}
	var view settlement.DealView
	if _, err := client.Do(ctx, http.MethodGet, "/v1/deals/"+verdict.DealID(caseID).String(), "", nil, &view); err != nil || view.Settlement == nil {
		t.Fatalf("the coordinator's view of the case: %+v %v", view, err)
	}
	rec, err := client.Verdict(ctx, view.Settlement.VerdictID, api.ViewOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if root, err := verdict.ParseHash32(rec.Evidence.Root); err != nil || rec.Decision != verdict.OptionPass || rec.Deal == nil ||
		rec.Deal.DealID != verdict.DealID(caseID) || rec.Deal.Seller != verdict.Address(provider.Address()) || root != job.EvidenceRoot() {
		t.Fatalf("the case's record: %+v %v", rec, err)
	}
	if job.Deliverable != sha256.Sum256([]byte(work)) {
		t.Fatalf("job deliverable %x", job.Deliverable)
	}
	providerAfter, err := chain.NewToken(cn.eth, cn.token, nil).BalanceOf(ctx, provider.Address())
	if err != nil || new(big.Int).Sub(providerAfter, providerBefore).Cmp(budget) != 0 {
		t.Fatalf("provider's balance %s -> %s (%v), want the budget %s more", providerBefore, providerAfter, err, budget)
	}
	// The coordinator read the other case's block before it judged this
	// one, and never took it to judge.
	if other, err := escrow.Deal(ctx, otherCase); err != nil || other.Status != chain.StatusSubmitted || other.VerdictHash != ([32]byte{}) {
		t.Fatalf("the case on the contract not served: %+v %v", other, err)
	}
	if job, err := ev.Job(ctx, unlisted, otherID); err != nil || job.Status != chain.JobSubmitted {
		t.Fatalf("the job on the contract not served: %+v %v", job, err)
	}
	var otherView settlement.DealView
	if _, err := client.Do(ctx, http.MethodGet, "/v1/deals/"+verdict.DealID(otherCase).String(), "", nil, &otherView); err == nil && otherView.Settlement != nil {
		t.Fatalf("the coordinator settles the case on the contract not served: %+v", otherView.Settlement)
	}
}
