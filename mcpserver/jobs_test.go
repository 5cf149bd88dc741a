package mcpserver_test

import (
	"context"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/arbitra-network/arbitra/api"
	"github.com/arbitra-network/arbitra/chain"
	"github.com/arbitra-network/arbitra/contracts"
	"github.com/arbitra-network/arbitra/internal/chaintest"
	"github.com/arbitra-network/arbitra/mcpserver"
	"github.com/arbitra-network/arbitra/verdict"
)

// An agent holding the client's key creates and funds an ERC-8183 job with
// arbitra as evaluator through create_job; once the provider submitted,
// the case was opened, its panel decided PASS and the job was settled,
// job_verdict reads it completed with the verdict hash as reason and
// every job check passing. job_validation reads an ERC-8004 validation
// its validator answered, and names a request the registry lacks.
func TestAgentCreatesAndReadsAJobThroughMCP(t *testing.T) {
	ctx := context.Background()
	d := chaintest.JobDeal(t, "mcp-job", chain.DevnetConfig{PanelSize: 3, Accounts: []string{"agent", "validator"}, Registries: true}, big.NewInt(30_000))
	_, buyer := d.Client(t, "buyer")
	jobs, err := mcpserver.NewChainJobs(ctx, d.Dev.Client(), d.Dev.EvaluatorAddress(), d.Dev.JobsAddress(), buyer)
	if err != nil {
		t.Fatal(err)
	}
	client, err := api.NewClient("http://127.0.0.1:1", nil) // no coordinator: these tools act on the chain only
	if err != nil {
		t.Fatal(err)
	}
	cs := toolSession(t, mcpserver.New(client, mcpserver.Options{Jobs: jobs}))
	description := "Translate the README into French, headings kept."
	args := map[string]any{"provider": chain.DevAddress("seller").Hex(), "description": description, "budget": "2000000",
		"expired_at": time.Now().Add(time.Hour).UTC().Format(time.RFC3339)}
	callErr(t, cs, mcpserver.ToolCreateJob, map[string]any{"provider": args["provider"], "description": " ", "budget": "1",
		"expired_at": args["expired_at"]}, "description is empty")
	var created mcpserver.CreateJobOutput
	call(t, cs, mcpserver.ToolCreateJob, args, &created)
	if created.JobID != "1" || created.Evaluator != verdict.AddressString(d.Dev.EvaluatorAddress()) || created.FundTx == "" ||
		created.Client != verdict.AddressString(buyer.Address()) {
		t.Fatalf("create_job: %+v", created)
	}
	id := big.NewInt(1)
	var read mcpserver.JobVerdictOutput
	call(t, cs, mcpserver.ToolJobVerdict, map[string]any{"job_id": "1"}, &read)
	if read.Status != "funded" || read.Case != nil || read.Budget != "2000000" {
		t.Fatalf("job_verdict of a funded job: %+v", read)
	}
	d.OpenCase(t, id, "Traduire le README en français.")
	d.Decide(t, 0, true, 2)
	if _, err := d.Evaluator(t, "seller").Settle(ctx, d.Dev.JobsAddress(), id); err != nil {
		t.Fatal(err)
	}
	escrow, _ := d.Client(t, "buyer")
	st, err := escrow.Deal(ctx, d.ID)
	if err != nil {
		t.Fatal(err)
	}
	call(t, cs, mcpserver.ToolJobVerdict, map[string]any{"job_id": "1", "job_contract": d.Dev.JobsAddress().Hex()}, &read)
	if read.Status != "completed" || read.Case == nil || read.Case.Outcome != verdict.OptionPass || read.CaseID != verdict.Hex32(d.ID) ||
		read.Reason != verdict.Hex32(st.VerdictHash) || len(read.Checks) != 3 {
		t.Fatalf("job_verdict of a completed job: %+v", read)
	}
	for _, c := range read.Checks {
		if !c.OK {
			t.Fatalf("job check %s failed: %s", c.Name, c.Detail)
		}
	}
	callErr(t, cs, mcpserver.ToolJobVerdict, map[string]any{"job_id": "7"}, "NoSuchJob")

	// An ERC-8004 validation the validator answered as arbitra's coordinator does.
	_, validator := d.Client(t, "validator")
	req := [32]byte{0x80, 0x04}
	registry := chaintest.AgentRequestsValidation(t, d.Dev, "agent", validator.Address(), req)
	valABI := contracts.NewAgentValidationRegistry()
	if _, err := validator.Send(ctx, &registry, valABI.PackValidationResponse(req, 100, "ipfs://bafkrecord", st.VerdictHash, "arbitra"), nil); err != nil {
		t.Fatal(err)
	}
	var v mcpserver.ValidationOutput
	call(t, cs, mcpserver.ToolJobValidation, map[string]any{"registry": registry.Hex(), "request_hash": verdict.Hex32(req)}, &v)
	if !v.Responded || v.Response != 100 || v.ResponseURI != "ipfs://bafkrecord" || v.ResponseHash != verdict.Hex32(st.VerdictHash) ||
		v.Tag != "arbitra" || v.Responses != 1 || v.AgentID != "1" || !strings.EqualFold(v.Validator, validator.Address().Hex()) {
		t.Fatalf("job_validation: %+v", v)
	}
	callErr(t, cs, mcpserver.ToolJobValidation, map[string]any{"registry": registry.Hex(), "request_hash": verdict.Hex32([32]byte{1})}, "no validation request")
}
