package mcpserver_test

import (
	"context"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/arbitra-network/arbitra/api"
	"github.com/arbitra-network/arbitra/chain"
	"github.com/arbitra-network/arbitra/internal/chaintest"
	"github.com/arbitra-network/arbitra/mcpserver"
)

// toolSession connects an in-memory client to srv.
func toolSession(t *testing.T, srv *mcp.Server) *mcp.ClientSession {
	t.Helper()
	ctx := context.Background()
	cT, sT := mcp.NewInMemoryTransports()
	ss, err := srv.Connect(ctx, sT, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ss.Close() })
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "test-agent", Version: "1"}, nil).Connect(ctx, cT, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cs.Close() })
	return cs
}

// An agent holding the seller's key appeals, through appeal_deal, a deal
// its first panel decided FAIL, within the price it names; an agent
// holding only the buyer's key, which won, can neither appeal nor accept.
// Once the larger panel decides PASS, the buyer's agent accepts it with
// accept_deal_outcome and the seller is paid at once.
func TestAgentAppealsAndTheOtherAcceptsThroughMCP(t *testing.T) {
	ctx := context.Background()
	amount := big.NewInt(4_000_000)
	deal0 := chaintest.Open(t, "mcp-juror", chain.DevnetConfig{PanelSize: 3, AppealWindow: 10 * time.Minute}, amount, big.NewInt(3_000))
	d, id := deal0.Dev, deal0.ID
	tx := func(label string) *chain.Transactor {
		_, tr := deal0.Client(t, label)
		return tr
	}
	client, err := api.NewClient("http://127.0.0.1:1", nil) // no coordinator: these tools act on the chain only
	if err != nil {
		t.Fatal(err)
	}
	agent := func(key *chain.Transactor) *mcp.ClientSession {
		esc, err := mcpserver.NewChainEscrow(ctx, d.Client(), d.EscrowAddress(), d.TokenAddress(), key, key)
		if err != nil {
			t.Fatal(err)
		}
		return toolSession(t, mcpserver.New(client, mcpserver.Options{Escrows: []mcpserver.Escrow{esc}}))
	}
	buyerAgent, sellerAgent := agent(tx("buyer")), agent(tx("seller"))
	escrow, _ := deal0.Client(t, "buyer")
	token := deal0.Token
	decide := deal0.Decide
	decide(t, 0, false, 2)
	deal := map[string]any{"deal_id": common.Hash(id).Hex()}
	with := func(k string, v any) map[string]any { return map[string]any{"deal_id": deal["deal_id"], k: v} }

	sellerAddr := strings.ToLower(chain.DevAddress("seller").Hex())
	callErr(t, buyerAgent, mcpserver.ToolAppealDeal, deal, "went against "+sellerAddr)
	callErr(t, buyerAgent, mcpserver.ToolAcceptOutcome, deal, "went against "+sellerAddr)
	callErr(t, sellerAgent, mcpserver.ToolAppealDeal, with("max_fee", "4999"), "more than max_fee 4999")
	if _, err := token.WithTransactor(tx("seller")).Mint(ctx, chain.DevAddress("seller"), big.NewInt(5_000)); err != nil {
		t.Fatal(err)
	}
	var appealed mcpserver.RoundOutput
	call(t, sellerAgent, mcpserver.ToolAppealDeal, with("max_fee", "5000"), &appealed)
	if appealed.Round != 1 || appealed.Seats != 5 || appealed.Fee != "5000" || appealed.Party != sellerAddr || appealed.TxHash == "" {
		t.Fatalf("appeal_deal: %+v", appealed)
	}
	if err := d.Mine(2); err != nil {
		t.Fatal(err)
	}
	decide(t, 1, true, 3)
	callErr(t, sellerAgent, mcpserver.ToolAcceptOutcome, deal, "went against "+strings.ToLower(chain.DevAddress("buyer").Hex()))
	var accepted mcpserver.RoundOutput
	call(t, buyerAgent, mcpserver.ToolAcceptOutcome, deal, &accepted)
	if accepted.Round != 1 || accepted.TxHash == "" {
		t.Fatalf("accept_deal_outcome: %+v", accepted)
	}
	if st, err := escrow.Deal(ctx, id); err != nil || st.Status != chain.StatusReleased {
		t.Fatalf("after the acceptance: %v, %v", st.Status, err)
	}
	if b, _ := token.BalanceOf(ctx, chain.DevAddress("seller")); b.Cmp(amount) != 0 {
		t.Fatalf("the seller holds %s, want %s", b, amount)
	}
}
