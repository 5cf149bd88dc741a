package mcpserver_test

import (
	"context"
	"crypto/sha256"
	"strings"
	"testing"

	"github.com/arbitra-network/arbitra/api"

	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/arbitra-network/arbitra/coordinator"
	"github.com/arbitra-network/arbitra/mcpserver"
	"github.com/arbitra-network/arbitra/verdict"
)

// judgedDeal funds, delivers and judges a deal through the tools and
// returns its ID and verdict.
func judgedDeal(t *testing.T, h *harness, cs *mcp.ClientSession, category string) (string, api.View) {
	t.Helper()
	var created mcpserver.CreateEscrowOutput
	call(t, cs, mcpserver.ToolCreateEscrow, map[string]any{
		"seller": sellerAddr, "amount": "2500000", "acceptance_criteria": criteria, "deadline": future(),
	}, &created)
	var sub mcpserver.SubmitDeliverableOutput
	call(t, cs, mcpserver.ToolSubmitDeliverable, map[string]any{"deal_id": created.DealID, "deliverable": goodWork}, &sub)
	var v api.View
	call(t, cs, mcpserver.ToolRequestVerdict, map[string]any{
		"evidence": []map[string]string{{"label": "acceptance-criteria", "text": bullets(criteria)}, {"label": "deliverable", "text": goodWork}},
		"deal": map[string]string{
			"chain_id": h.chainID, "escrow": created.Escrow, "deal_id": created.DealID, "seller": sellerAddr, "category": category,
		},
		"timeout_ms": 20000,
	}, &v)
	if v.Status != coordinator.StatusMinted || v.Decision != verdict.OptionPass {
		t.Fatalf("request_verdict: %+v", v)
	}
	return created.DealID, v
}

func chainCheckOf(t *testing.T, out mcpserver.VerifyOutput) verdict.Check {
	t.Helper()
	for _, c := range out.Checks {
		if c.Name == "chain" {
			return c
		}
	}
	t.Fatalf("no chain check in %+v", out)
	return verdict.Check{}
}

// A deal settled by its seats' ballots verifies: the escrow recorded the
// hash of ballots the record holds, not the record's hash. A deal the
// oracle settled with another record's hash does not.
func TestVerifyDealSettledByBallots(t *testing.T) {
	h := startHarness(t)
	cs := connect(t, h, h.server, "inmemory")
	ctx := context.Background()

	dealID, v := judgedDeal(t, h, cs, "ballots")
	rec, err := h.svc.Record(v.ID)
	if err != nil {
		t.Fatal(err)
	}
	var sv verdict.Verdict
	if err := verdict.UnmarshalStrict(rec.Verdict, &sv); err != nil {
		t.Fatal(err)
	}
	// Two of the PASS seats settle, as a relayer with their ballots would.
	var sigs [][]byte
	for _, i := range verdict.BallotSeats(rec, &sv, true)[:2] {
		rc, _ := verdict.SeatReceipt(rec, sv.Jurors[i])
		sig, err := hexutil.Decode(rc.Ballot.Signature)
		if err != nil {
			t.Fatal(err)
		}
		sigs = append(sigs, sig)
	}
	relayer, err := h.devnet.Transactor(ctx, "seller")
	if err != nil {
		t.Fatal(err)
	}
	id, _ := verdict.ParseHash32(dealID)
	if _, err := h.escrow.WithTransactor(relayer).ResolveByQuorum(ctx, id, true, sigs, nil); err != nil {
		t.Fatal(err)
	}
	var out mcpserver.VerifyOutput
	call(t, cs, mcpserver.ToolVerifyDealVerdict, map[string]any{"deal_id": dealID}, &out)
	if c := chainCheckOf(t, out); !out.OK || out.Result != "pass" || !c.OK || !strings.Contains(c.Detail, "by the ballots of seats") {
		t.Fatalf("verify_deal_verdict of a deal settled by ballots: %+v", out)
	}

	other, _ := judgedDeal(t, h, cs, "oracle")
	wrong := sha256.Sum256([]byte("another record"))
	h.resolve(t, other, true, hexutil.Encode(wrong[:]))
	call(t, cs, mcpserver.ToolVerifyDealVerdict, map[string]any{"deal_id": other}, &out)
	if c := chainCheckOf(t, out); out.OK || out.Result != "fail" || c.OK || !strings.Contains(c.Detail, "not this record's") {
		t.Fatalf("verify_deal_verdict of a deal settled with another hash: %+v", out)
	}
}
