package main

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"math/big"
	"net/http"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/arbitra-network/arbitra/api"
	"github.com/arbitra-network/arbitra/chain"
	"github.com/arbitra-network/arbitra/contracts"
	"github.com/arbitra-network/arbitra/internal/await"
	"github.com/arbitra-network/arbitra/internal/chaintest"
	"github.com/arbitra-network/arbitra/mcpserver"
	"github.com/arbitra-network/arbitra/settlement"
	"github.com/arbitra-network/arbitra/verdict"
)

// TestERC8004ValidationOfAJobAnsweredAcrossProcesses plays an ERC-8183 job
// whose provider is an ERC-8004 agent, with separate processes on the
// JSON-RPC chain of `arbitra devnet`: the escrow is deployed with an
// ArbitraEvaluator and a reference job contract, with the three test
// ERC-8004 registries next to it; the provider registers its agent and
// asks the coordinator's address to validate the job (requestURI
// erc8183:<chain>:<contract>:<job>). The coordinator, started with
// --validation-registry and --reputation-registry, has the jurors judge
// the case and completes the job; `arbitra job validation` then reads the
// response 100 with ipfs://<the case's record CID> and the job's reason,
// and the reputation registry holds one feedback of 100. The coordinator
// is restarted on the same data directory; once it has read the requests
// up to the head again (its validation_read_block metric), the registry
// still holds one response with the same lastUpdate, and a stranger's
// validationResponse reverts NotTheValidator.
func TestERC8004ValidationOfAJobAnsweredAcrossProcesses(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the binary")
	}
	bin := buildBinary(t)
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	cn, evalAddr, jobContracts := startJobNet(t, ctx, bin, 3, 1)
	served := jobContracts[0]
	regs, err := chain.DeployRegistries(ctx, cn.payer)
	if err != nil {
		t.Fatal(err)
	}

	provider := cn.transactor(t, ctx, cn.seller)
	agentID := chaintest.RegisterAgent(t, regs, provider)
	criteria := "Acceptance criteria:\n- The report includes a revenue table for 2025\n- The report cites its data sources\n"
	work := "The revenue table for 2025 is included in section two. Data sources: the audited filings are cited in the appendix.\n"
	jobID := chaintest.SubmitJob(t, cn.eth, cn.payer, provider, served, evalAddr, criteria, work, big.NewInt(40_000_000))
	chainID, ok := new(big.Int).SetString(cn.chainID, 10)
	if !ok {
		t.Fatalf("chain id %q", cn.chainID)
	}
	reqHash := crypto.Keccak256Hash([]byte("the provider's validation of job " + jobID.String()))
	chaintest.RequestValidation(t, regs, provider, cn.coordAddr, agentID, settlement.JobURI(chainID, served, jobID), reqHash)

	coordArgs := []string{"--confirmations", "0", "--evaluator", evalAddr.Hex(), "--job-contract", served.Hex(),
		"--validation-registry", regs.Validation.Hex(), "--reputation-registry", regs.Reputation.Hex()}
	coord, listen, base := cn.coordinatorProc(t, bin, 3, coordArgs...)
	for i := range cn.jurors {
		cn.juror(t, bin, i, listen)
	}
	ctxReady, cancelReady := context.WithTimeout(ctx, time.Minute)
	waitReady(ctxReady, t, base)
	cancelReady()

	chaintest.OpenCase(t, cn.eth, cn.payer, evalAddr, served, jobID)
	cn.mine(t, ctx, 2)
	ev, err := chain.NewEvaluator(ctx, cn.eth, evalAddr)
	if err != nil {
		t.Fatal(err)
	}
	caseID, err := ev.CaseID(ctx, served, jobID)
	if err != nil {
		t.Fatal(err)
	}
	client, err := api.NewClient(base, nil)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := client.PostJobDeliverable(ctx, served.Hex(), jobID.String(), work); err != nil {
		t.Fatal(err)
	}
	await.UntilCtx(t, ctx, "the job completed by its case's panel", func() bool {
		job, err := ev.Job(ctx, served, jobID)
		return err == nil && job.Status == chain.JobCompleted
	})
	events, err := ev.Events(ctx, 0, nil, served)
	if err != nil || len(events) != 2 || events[1].Settled == nil || !events[1].Settled.Completed {
		t.Fatalf("the evaluator's events %+v (%v), want the case settled", events, err)
	}
	reason := events[1].Settled.VerdictHash
	var view settlement.DealView
	if _, err := client.Do(ctx, http.MethodGet, "/v1/deals/"+verdict.DealID(caseID).String(), "", nil, &view); err != nil || view.Settlement == nil {
		t.Fatalf("the coordinator's view of the case: %+v %v", view, err)
	}
	recordHash, err := verdict.ParseHash32(view.Settlement.VerdictHash)
	if err != nil {
		t.Fatal(err)
	}
	wantURI := "ipfs://" + verdict.CIDForHash(recordHash).String()

	readValidation := func() mcpserver.ValidationOutput {
		t.Helper()
		out := cn.cli.ok(nil, "job", "validation", "--rpc-url", cn.rpcURL, "--validation-registry", regs.Validation.Hex(),
			"--request-hash", reqHash.Hex())
		var v mcpserver.ValidationOutput
		if err := json.Unmarshal([]byte(out), &v); err != nil {
			t.Fatalf("job validation printed %q: %v", out, err)
		}
		return v
	}
	var answered mcpserver.ValidationOutput
	await.UntilCtx(t, ctx, "the validation answered", func() bool {
		answered = readValidation()
		return answered.Responded
	})
	if answered.Response != 100 || answered.ResponseURI != wantURI || answered.ResponseHash != verdict.Hex32(reason) ||
		answered.Tag != settlement.ValidationTag || answered.Responses != 1 || answered.Validator != verdict.AddressString(cn.coordAddr) {
		t.Fatalf("the validation %+v, want 100, %s, the job's reason %x, one response from %s", answered, wantURI, reason, cn.coordAddr)
	}
	await.UntilCtx(t, ctx, "the feedback given", func() bool {
		_, _, _, n, err := chain.ReadFeedback(ctx, cn.eth, regs.Reputation, agentID, cn.coordAddr, 1)
		return err == nil && n > 0
	})
	value, tag1, tag2, n, err := chain.ReadFeedback(ctx, cn.eth, regs.Reputation, agentID, cn.coordAddr, 1)
	if err != nil || n != 1 || value.Int64() != 100 || tag1 != settlement.ValidationTag || tag2 != settlement.FeedbackTag2 {
		t.Fatalf("feedback %v %q %q, %d given (%v)", value, tag1, tag2, n, err)
	}

	// A new coordinator process on the same data directory.
	if err := coord.cmd.Process.Signal(os.Interrupt); err != nil {
		t.Fatal(err)
	}
	_ = coord.cmd.Wait()
	cn.mine(t, ctx, 1)
	restartHead, err := cn.eth.BlockNumber(ctx)
	if err != nil {
		t.Fatal(err)
	}
	_, _, base2 := cn.coordinatorProc(t, bin, 1, coordArgs...)
	await.UntilCtx(t, ctx, "the restarted coordinator read the requests past the head", func() bool {
		return metricValue(ctx, base2+"/metrics", "arbitra_validation_read_block") > float64(restartHead)
	})
	if again := readValidation(); again.Responses != 1 || again.LastUpdate != answered.LastUpdate || again.ResponseURI != wantURI {
		t.Fatalf("after the restart: %+v, was %+v", again, answered)
	}
	if _, _, _, n, err := chain.ReadFeedback(ctx, cn.eth, regs.Reputation, agentID, cn.coordAddr, 1); err != nil || n != 1 {
		t.Fatalf("%d feedbacks after the restart (%v)", n, err)
	}
	// Nobody else can change the answer.
	_, err = cn.payer.Send(ctx, &regs.Validation, contracts.NewAgentValidationRegistry().PackValidationResponse(reqHash, 0,
		"ipfs://forged", common.Hash{}, "forged"), nil)
	var re *chain.RevertError
	if !errors.As(err, &re) || re.Name != "NotTheValidator" {
		t.Fatalf("a stranger's validationResponse: %v, want NotTheValidator", err)
	}
}

// metricValue is the value of a gauge without labels at url (-1 when it
// cannot be read).
func metricValue(ctx context.Context, url, name string) float64 {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return -1
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return -1
	}
	defer resp.Body.Close()
	sc := bufio.NewScanner(resp.Body)
	for sc.Scan() {
		if v, ok := strings.CutPrefix(sc.Text(), name+" "); ok {
			f, err := strconv.ParseFloat(strings.TrimSpace(v), 64)
			if err == nil {
				return f
			}
		}
	}
	return -1
}
