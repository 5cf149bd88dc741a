package mcpserver_test

import (
	"context"
	"crypto/sha256"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/arbitra-network/arbitra/api"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/arbitra-network/arbitra/audit"
	"github.com/arbitra-network/arbitra/coordinator"
	"github.com/arbitra-network/arbitra/mcpserver"
	"github.com/arbitra-network/arbitra/reputation"
	"github.com/arbitra-network/arbitra/verdict"
)

var criteria = []string{
	"The report includes a revenue forecast for 2031.",
	"The report lists three risks with mitigations.",
}

const goodWork = "The report includes a revenue forecast for 2031 in three scenarios. " +
	"The report lists three risks with mitigations: supply, pricing and staffing."

func bullets(cs []string) string { return verdict.CriteriaText(cs) }

// TestTools drives every tool through the go-sdk client over an in-memory
// transport, over stdio pipes and over streamable HTTP on the coordinator:
// the hiring story on the devnet (fund, deliver, judge, settle, check the
// seller, verify the verdict) and every error case.
func TestTools(t *testing.T) {
	h := startHarness(t)
	for _, tr := range []string{"inmemory", "stdio", "http"} {
		t.Run(tr, func(t *testing.T) {
			cs := connect(t, h, h.server, tr)
			checkToolList(t, cs)
			story(t, h, cs, "coding-"+tr)
			errorCases(t, h, cs)
			// A server built without escrow keys, as a coordinator's /mcp is,
			// offers no tool that signs, and refuses a call to one.
			bare := connect(t, h, h.bare, tr)
			tools, err := bare.ListTools(context.Background(), nil)
			if err != nil {
				t.Fatal(err)
			}
			for _, tool := range tools.Tools {
				switch tool.Name {
				case mcpserver.ToolCreateEscrow, mcpserver.ToolSubmitDeliverable, mcpserver.ToolAppealDeal, mcpserver.ToolAcceptOutcome,
					mcpserver.ToolCreateJob, mcpserver.ToolJobVerdict, mcpserver.ToolJobValidation:
					t.Fatalf("a server without escrows offers %s", tool.Name)
				}
			}
			res, err := bare.CallTool(context.Background(), &mcp.CallToolParams{Name: mcpserver.ToolCreateEscrow, Arguments: map[string]any{
				"seller": sellerAddr, "amount": "1", "acceptance_criteria": criteria, "deadline": future()}})
			if err == nil && !res.IsError {
				t.Fatalf("create_escrow on a server without escrows: %s", text(res))
			}
		})
		// Clients of the initialize-handshake protocol work too.
		t.Run(tr+"/2025-06-18", func(t *testing.T) {
			cs := connect(t, h, h.server, tr, "2025-06-18")
			checkToolList(t, cs)
			var rep reputation.SellerReputation
			call(t, cs, mcpserver.ToolGetReputation, map[string]any{"agent": sellerAddr}, &rep)
			var none reputation.SellerReputation
			call(t, cs, mcpserver.ToolGetReputation, map[string]any{"agent": "nobody"}, &none)
			if none.TotalJudged != 0 || len(none.History) != 0 {
				t.Fatalf("an agent with no deals: %+v, want an empty reputation", none)
			}
			callErr(t, cs, mcpserver.ToolGetVerdict, map[string]any{"id": true}, "id")
		})
	}
}

func future() string { return time.Now().Add(time.Hour).UTC().Format(time.RFC3339) }

func checkToolList(t *testing.T, cs *mcp.ClientSession) {
	t.Helper()
	res, err := cs.ListTools(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, tool := range res.Tools {
		names = append(names, tool.Name)
		if tool.InputSchema == nil || tool.OutputSchema == nil || tool.Description == "" {
			t.Fatalf("%s: missing schema or description", tool.Name)
		}
		in, _ := json.Marshal(tool.InputSchema)
		if !strings.Contains(string(in), `"additionalProperties":false`) {
			t.Fatalf("%s: input schema admits unknown fields: %s", tool.Name, in)
		}
	}
	slices.Sort(names)
	want := []string{"accept_deal_outcome", "appeal_deal", "create_escrow", "get_agent_reputation", "get_indexed_deal", "get_verdict", "request_verdict", "submit_deliverable", "verify_deal_verdict"}
	if !slices.Equal(names, want) {
		t.Fatalf("tools %v, want %v", names, want)
	}
}

// story is the hiring loop of the seed, on the devnet, through MCP only
// (except the oracle's resolve, which is the settlement service's job).
func story(t *testing.T, h *harness, cs *mcp.ClientSession, category string) {
	var created mcpserver.CreateEscrowOutput
	call(t, cs, mcpserver.ToolCreateEscrow, map[string]any{
		"seller": sellerAddr, "amount": "2500000", "acceptance_criteria": criteria, "deadline": future(),
	}, &created)
	// The committed text is the bullet list, and its hash is sha256 of those
	// exact bytes, the evidence[0] a verdict request for the deal carries.
	wantCrit := sha256.Sum256([]byte(bullets(criteria)))
	if created.Criteria != bullets(criteria) {
		t.Fatalf("create_escrow committed %q, want %q", created.Criteria, bullets(criteria))
	}
	if created.ChainID != h.chainID || created.TxHash == "" || created.Seller != sellerAddr || created.Amount != "2500000" ||
		created.CriteriaHash != fmt.Sprintf("0x%x", wantCrit) || created.Buyer == "" {
		t.Fatalf("create_escrow: %+v", created)
	}

	var sub mcpserver.SubmitDeliverableOutput
	call(t, cs, mcpserver.ToolSubmitDeliverable, map[string]any{"deal_id": created.DealID, "deliverable": goodWork}, &sub)
	wantDel := sha256.Sum256([]byte(goodWork))
	if sub.DealID != created.DealID || sub.DeliverableHash != fmt.Sprintf("0x%x", wantDel) || sub.Seller != sellerAddr || sub.Block <= created.Block {
		t.Fatalf("submit_deliverable: %+v", sub)
	}
	id, _ := verdict.ParseHash32(created.DealID)
	if st, err := h.escrow.Deal(context.Background(), id); err != nil || st.DeliverableHash != wantDel {
		t.Fatalf("on chain: %+v %v", st, err)
	}

	var v api.View
	// A deal is judged on its committed texts under the fixed question,
	// which the request leaves out.
	call(t, cs, mcpserver.ToolRequestVerdict, map[string]any{
		"evidence": []map[string]string{{"label": "acceptance-criteria", "text": bullets(criteria)}, {"label": "deliverable", "text": goodWork}},
		"deal": map[string]string{
			"chain_id": h.chainID, "escrow": created.Escrow, "deal_id": created.DealID, "seller": sellerAddr, "category": category,
		},
		"timeout_ms": 20000,
	}, &v)
	if v.Status != coordinator.StatusMinted || v.Decision != "PASS" || len(v.Jurors) != 3 || v.Deal == nil || v.Hash == "" || v.RequesterToken == "" {
		t.Fatalf("request_verdict: %+v", v)
	}
	var got api.View
	call(t, cs, mcpserver.ToolGetVerdict, map[string]any{"id": v.ID}, &got)
	if got.ID != v.ID || got.Decision != "PASS" || got.Hash != v.Hash {
		t.Fatalf("get_verdict: %+v", got)
	}
	// The signed bytes stay out of an agent's context: the record holds them.
	if v.Receipt != "" || got.Receipt != "" || len(got.Receipts) != 0 {
		t.Fatalf("the tools answered the signed bytes: %d and %d characters", len(v.Receipt), len(got.Receipt))
	}
	// A verdict is named by its CID or hash as well as its ID.
	for _, ref := range []string{v.CID, v.Hash, "0x" + v.Hash} {
		var byRef api.View
		call(t, cs, mcpserver.ToolGetVerdict, map[string]any{"id": ref}, &byRef)
		if byRef.ID != v.ID {
			t.Fatalf("get_verdict %s: %+v", ref, byRef)
		}
	}

	// Before settlement the deal is pending: judged, not counted.
	var rep reputation.SellerReputation
	call(t, cs, mcpserver.ToolGetReputation, map[string]any{"agent": sellerAddr}, &rep)
	if c := rep.Categories[category]; c.Pending != 1 || c.TotalJudged != 0 {
		t.Fatalf("before settlement: %+v", c)
	}
	h.resolve(t, created.DealID, true, "0x"+v.Hash)
	call(t, cs, mcpserver.ToolGetReputation, map[string]any{"agent": "0X" + strings.ToUpper(sellerAddr[2:])}, &rep)
	c := rep.Categories[category]
	if c.TotalJudged != 1 || c.Successes != 1 || c.Pending != 0 || rep.Agent != sellerAddr || rep.Reliability == nil {
		t.Fatalf("after settlement: %+v / %+v", c, rep)
	}
	if !slices.ContainsFunc(rep.History, func(e reputation.HistoryEntry) bool {
		return e.DealID == created.DealID && e.Status == reputation.StatusSuccess && e.VerdictHash == "0x"+v.Hash && e.CID == v.CID && e.Category == category
	}) {
		t.Fatalf("history lacks the deal: %+v", rep.History)
	}

	var deal mcpserver.IndexedDeal
	call(t, cs, mcpserver.ToolGetIndexedDeal, map[string]any{"deal_id": "0X" + strings.ToUpper(created.DealID[2:])}, &deal)
	var kinds []string
	for _, e := range deal.Events {
		kinds = append(kinds, e.Kind)
	}
	if deal.DealID != created.DealID || deal.State != "released" || !slices.Equal(kinds, []string{"DealCreated", "DeliverableSubmitted", "DealResolved"}) ||
		deal.Events[2].VerdictHash != "0x"+v.Hash || deal.Events[0].Block != created.Block || deal.Fields["amount"] != "2500000" {
		t.Fatalf("get_indexed_deal: %+v", deal)
	}

	var ver mcpserver.VerifyOutput
	call(t, cs, mcpserver.ToolVerifyDealVerdict, map[string]any{"deal_id": created.DealID}, &ver)
	var names []string
	for _, c := range ver.Checks {
		names = append(names, c.Name)
	}
	// The escrow the server trusts settled with this record: it pins it.
	if !ver.OK || ver.Result != audit.Pass || ver.PinnedBy == "" || ver.VerdictID != v.ID || ver.Hash != "0x"+v.Hash || ver.CID != v.CID || ver.Decision != "PASS" ||
		!slices.Equal(names, []string{"cid", "decode", "canonical", "signature", "request-id", "draw", "receipt[0]", "receipt[1]", "receipt[2]", "majority-v1", "chain-deal", "chain-evidence", "chain-draw", "chain"}) {
		t.Fatalf("verify_deal_verdict: %+v", ver)
	}
	// By verdict ID, pinning the signer.
	call(t, cs, mcpserver.ToolVerifyDealVerdict, map[string]any{"verdict_id": v.ID, "signer": h.svc.Address()}, &ver)
	if !ver.OK || ver.Result != audit.Pass || ver.Signer != h.svc.Address() {
		t.Fatalf("verify by id: %+v", ver)
	}
	// Pinning another signer fails the signature check, as a result.
	call(t, cs, mcpserver.ToolVerifyDealVerdict, map[string]any{"verdict_id": v.ID, "signer": sellerAddr}, &ver)
	if ver.OK || ver.Result != audit.Fail || ver.Checks[3].Name != "signature" || ver.Checks[3].OK {
		t.Fatalf("wrong signer must fail: %+v", ver)
	}

	// An async request answers pending at once.
	var pend api.View
	call(t, cs, mcpserver.ToolRequestVerdict, map[string]any{
		"question": "Is the sky blue?", "options": []string{"yes", "no"}, "async": true, "panel": 1, "nonce": category,
		"evidence": []map[string]string{{"label": "note", "text": "The sky is blue."}},
	}, &pend)
	if pend.Status != coordinator.StatusPending || pend.ID == "" || pend.RequesterToken == "" {
		t.Fatalf("async: %+v", pend)
	}
	verifyPending(t, cs, pend.ID)

	// Its rationales, shown by no answer yet, go to its requester only.
	var anon api.View
	call(t, cs, mcpserver.ToolGetVerdict, map[string]any{"id": pend.ID}, &anon)
	if anon.Status != coordinator.StatusMinted || !anon.RationalesWithheld || anon.Jurors[0].Rationale != "" {
		t.Fatalf("get_verdict without the token: %+v", anon)
	}
	callErr(t, cs, mcpserver.ToolGetVerdict, map[string]any{"id": pend.ID, "requester_token": v.RequesterToken}, "only the requester")
	var mine api.View
	call(t, cs, mcpserver.ToolGetVerdict, map[string]any{"id": pend.ID, "requester_token": pend.RequesterToken}, &mine)
	if mine.RationalesWithheld || mine.Jurors[0].Rationale == "" {
		t.Fatalf("get_verdict with the token: %+v", mine)
	}
}

// verifyPending: a verdict that is not minted yet cannot be verified; it
// can once it is.
func verifyPending(t *testing.T, cs *mcp.ClientSession, id string) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	for {
		res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: mcpserver.ToolVerifyDealVerdict, Arguments: map[string]any{"verdict_id": id}})
		if err != nil {
			t.Fatal(err)
		}
		if !res.IsError {
			return
		}
		if !strings.Contains(text(res), "not minted yet") {
			t.Fatalf("pending verdict: %s", text(res))
		}
		select {
		case <-ctx.Done():
			t.Fatal("verdict never minted")
		case <-time.After(100 * time.Millisecond):
		}
	}
}

func errorCases(t *testing.T, h *harness, cs *mcp.ClientSession) {
	unknownDeal := fmt.Sprintf("0x%064x", 0xdead)
	unknownID := "vrd_" + strings.Repeat("0", 32)
	for _, c := range []struct {
		tool string
		args any
		want string
	}{
		// unknown deal, verdict
		{mcpserver.ToolGetIndexedDeal, map[string]any{"deal_id": unknownDeal}, "unknown deal"},
		{mcpserver.ToolVerifyDealVerdict, map[string]any{"deal_id": unknownDeal}, "unknown deal"},
		{mcpserver.ToolVerifyDealVerdict, map[string]any{"deal_id": fmt.Sprintf("0x%064x", 999)}, "unknown deal"},
		{mcpserver.ToolVerifyDealVerdict, map[string]any{"deal_id": "no-such-deal"}, "deal_id"},
		{mcpserver.ToolVerifyDealVerdict, map[string]any{"verdict_id": unknownID}, "unknown verdict"},
		{mcpserver.ToolGetVerdict, map[string]any{"id": unknownID}, "unknown verdict"},
		{mcpserver.ToolSubmitDeliverable, map[string]any{"deal_id": unknownDeal, "deliverable": "x"}, "submit to deal"},
		// malformed arguments, caught by the input schema
		{mcpserver.ToolRequestVerdict, map[string]any{"question": "q", "options": "yes,no", "evidence": []any{}}, "options"},
		{mcpserver.ToolRequestVerdict, map[string]any{"question": "q", "options": []string{"a", "b"}, "evidence": []any{}, "colour": "red"}, "colour"},
		{mcpserver.ToolGetReputation, map[string]any{}, "agent"},
		{mcpserver.ToolGetVerdict, map[string]any{"id": 42}, "id"},
		{mcpserver.ToolCreateEscrow, map[string]any{"seller": sellerAddr, "amount": 5, "deadline": future()}, "amount"},
		// malformed arguments, caught by the tools
		{mcpserver.ToolRequestVerdict, map[string]any{"question": "q", "options": []string{"only"}, "evidence": []map[string]string{{"label": "a", "text": "b"}}}, "options"},
		{mcpserver.ToolRequestVerdict, map[string]any{"question": "q", "options": []string{"yes", "no"}, "evidence": []map[string]string{{"label": "a", "text": "b"}}, "panel": 9}, "panel"},
		{mcpserver.ToolGetReputation, map[string]any{"agent": "  "}, "agent"},
		{mcpserver.ToolGetVerdict, map[string]any{"id": "vrd_x"}, "id"},
		{mcpserver.ToolGetIndexedDeal, map[string]any{"deal_id": "deal-1"}, "0x followed by 64 hex digits"},
		{mcpserver.ToolGetIndexedDeal, map[string]any{"deal_id": "0x" + strings.Repeat("0", 64)}, "zero"},
		{mcpserver.ToolVerifyDealVerdict, map[string]any{}, "exactly one of deal_id and verdict_id"},
		{mcpserver.ToolVerifyDealVerdict, map[string]any{"deal_id": unknownDeal, "verdict_id": unknownID}, "exactly one"},
		{mcpserver.ToolVerifyDealVerdict, map[string]any{"verdict_id": unknownID, "signer": "me"}, "not an address"},
		{mcpserver.ToolCreateEscrow, map[string]any{"seller": "bob", "amount": "1", "acceptance_criteria": criteria, "deadline": future()}, "seller"},
		{mcpserver.ToolCreateEscrow, map[string]any{"seller": sellerAddr, "amount": "-1", "acceptance_criteria": criteria, "deadline": future()}, "amount"},
		{mcpserver.ToolCreateEscrow, map[string]any{"seller": sellerAddr, "amount": "1", "deadline": future()}, "exactly one of criteria, acceptance_criteria and criteria_hash"},
		{mcpserver.ToolCreateEscrow, map[string]any{"seller": sellerAddr, "amount": "1", "acceptance_criteria": criteria, "deadline": "tomorrow"}, "RFC 3339"},
		{mcpserver.ToolCreateEscrow, map[string]any{"seller": sellerAddr, "amount": "1", "acceptance_criteria": criteria, "deadline": "2001-01-01T00:00:00Z"}, "not in the future"},
		{mcpserver.ToolCreateEscrow, map[string]any{"chain_id": "1", "seller": sellerAddr, "amount": "1", "acceptance_criteria": criteria, "deadline": future()}, "no escrow on chain 1"},
		// the chain refuses: the buyer does not hold that much
		{mcpserver.ToolCreateEscrow, map[string]any{"seller": sellerAddr, "amount": "1" + strings.Repeat("0", 30), "acceptance_criteria": criteria, "deadline": future()}, "fund deal"},
		{mcpserver.ToolSubmitDeliverable, map[string]any{"deal_id": unknownDeal}, "exactly one of deliverable and deliverable_hash"},
	} {
		callErr(t, cs, c.tool, c.args, c.want)
	}
	// The server survived all of that.
	var rep reputation.SellerReputation
	call(t, cs, mcpserver.ToolGetReputation, map[string]any{"agent": sellerAddr}, &rep)
}
