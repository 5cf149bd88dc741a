//go:build !arbitra_juror

package main

import (
	"context"
	"crypto/sha256"
	"encoding/json"
	"fmt"
	"io"
	"math/big"
	"net/http"
	"sort"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/arbitra-network/arbitra/api"
	"github.com/arbitra-network/arbitra/chain"
	"github.com/arbitra-network/arbitra/mcpserver"
	"github.com/arbitra-network/arbitra/node"
	"github.com/arbitra-network/arbitra/reputation"
	"github.com/arbitra-network/arbitra/settlement"
	"github.com/arbitra-network/arbitra/verdict"
)

// demoTask is a job with its acceptance criteria and two deliverables: one
// that meets them and one that does not.
type demoTask struct {
	category string
	criteria []string
	good     string
	bad      string
}

var demoTasks = []demoTask{
	{"reports", []string{"The report includes a revenue table for 2025", "The report cites its data sources"},
		"Quarterly report. The revenue table for 2025 is in section two, and every figure cites its data sources: the audited filings listed in the appendix.",
		"Quarterly report draft. A summary of the market mood; tables and sources will come in a later version."},
	{"coding", []string{"The package includes a unit test suite", "The public API is documented"},
		"The package includes a unit test suite covering every exported function, and the public API is documented in the README with examples.",
		"Code pushed. The unit test suite is missing and nothing is documented yet (TODO)."},
	{"translation", []string{"All five chapters are translated into Spanish", "The original chapter titles are kept"},
		"All five chapters are translated into Spanish, and the original chapter titles are kept at the head of each chapter.",
		"Two chapters are translated into Spanish so far; the remaining chapters are not done."},
	{"design", []string{"The logo is delivered in SVG format", "A dark background variant is included"},
		"The logo is delivered in SVG format, and a dark background variant is included alongside the light one.",
		"A photo of a pencil sketch of the logo; no SVG file and no variants."},
}

type demo struct {
	ctx context.Context
	d   *node.Devnet
	out io.Writer
	api *api.Client
	mcp *mcp.ClientSession
}

func categories(r reputation.SellerReputation) string {
	keys := make([]string, 0, len(r.Categories))
	for k := range r.Categories {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	parts := make([]string, len(keys))
	for i, k := range keys {
		c := r.Categories[k]
		parts[i] = fmt.Sprintf("%s %d/%d", k, c.Successes, c.TotalJudged)
	}
	return strings.Join(parts, ", ")
}

// deal runs one job of the history through the whole path: the buyer funds
// the escrow, the seller submits, the panel judges, the coordinator
// settles, and the indexer sees the settlement.
func (dm *demo) deal(seller string, t demoTask, work string, n int) error {
	id, err := dm.open(seller, t, work, n, big.NewInt(20_000_000), nil)
	if err != nil {
		return err
	}
	v, err := dm.judge(seller, t, work, id)
	if err != nil {
		return err
	}
	if _, err := dm.waitSettled(id); err != nil {
		return err
	}
	votes := make([]string, len(v.Jurors))
	for i, j := range v.Jurors {
		votes[i] = j.Vote
	}
	fmt.Fprintf(dm.out, "  %s  %-12s panel %-15s → %s, settled\n", seller, t.category, strings.Join(votes, ","), v.Decision)
	return nil
}

// open has agent-a fund a deal of amount (and fee for its jurors, which
// may be nil) for seller on the escrow, and the seller submit work.
func (dm *demo) open(seller string, t demoTask, work string, n int, amount, fee *big.Int) ([32]byte, error) {
	ctx, d := dm.ctx, dm.d
	id := sha256.Sum256([]byte(fmt.Sprintf("demo/%s/%d/%d", seller, n, time.Now().UnixNano())))
	buyerTx, err := d.Chain.Transactor(ctx, "agent-a")
	if err != nil {
		return id, err
	}
	sellerTx, err := d.Chain.Transactor(ctx, seller)
	if err != nil {
		return id, err
	}
	funds := new(big.Int).Set(amount)
	if fee != nil {
		funds.Add(funds, fee)
	}
	token := chain.NewToken(d.Chain.Client(), d.Chain.TokenAddress(), buyerTx)
	if _, err := token.Approve(ctx, d.Chain.EscrowAddress(), funds); err != nil {
		return id, err
	}
	head, err := d.Chain.Client().HeaderByNumber(ctx, nil)
	if err != nil {
		return id, err
	}
	// The same commitments the MCP tools put on chain.
	critHash, err := mcpserver.CriteriaHash(t.criteria)
	if err != nil {
		return id, err
	}
	workHash, err := mcpserver.DeliverableHash(work)
	if err != nil {
		return id, err
	}
	if _, err := d.Escrow.WithTransactor(buyerTx).CreateDeal(ctx, chain.DealTerms{
		ID: id, Seller: sellerTx.Address(), Token: d.Chain.TokenAddress(), Amount: amount, JurorFee: fee,
		CriteriaHash: critHash, Deadline: head.Time + 86400,
	}); err != nil {
		return id, err
	}
	_, err = d.Escrow.WithTransactor(sellerTx).Submit(ctx, id, workHash)
	return id, err
}

// judge asks the coordinator for the verdict on the deal's first round.
func (dm *demo) judge(seller string, t demoTask, work string, id [32]byte) (*api.View, error) {
	v, err := dm.api.Submit(dm.ctx, api.SubmitBody{
		Question: verdict.Question{Evidence: verdict.DealEvidence(verdict.CriteriaText(t.criteria), work)},
		Deal:     dm.d.DealRef(id, t.category),
	})
	if err != nil {
		return nil, err
	}
	if v.Status != api.StatusMinted {
		return nil, fmt.Errorf("demo: %s's %s deal: %s", seller, t.category, v.Status)
	}
	return v, nil
}

// waitSettled waits until the deal's settlement is confirmed and the
// indexer has stored the resolution.
func (dm *demo) waitSettled(id [32]byte) (*settlement.DealView, error) {
	var v settlement.DealView
	err := dm.waitFor("deal "+settlement.DealIDHex(id)+" settled", func() bool {
		_, err := dm.api.Do(dm.ctx, http.MethodGet, "/v1/deals/"+settlement.DealIDHex(id), "", nil, &v)
		return err == nil && v.State == "resolved" && v.Settlement != nil && v.Settlement.State == settlement.StateConfirmed
	})
	return &v, err
}

// waitArchived waits until the record is pinned (its seal CID is known).
func (dm *demo) waitArchived(id string) error {
	return dm.waitFor(id+" pinned", func() bool {
		v, err := dm.api.Verdict(dm.ctx, id, api.ViewOptions{})
		return err == nil && v.SealCID != ""
	})
}

// waitFor polls cond every 100 ms until it holds, for up to a minute.
func (dm *demo) waitFor(what string, cond func() bool) error {
	deadline := time.Now().Add(time.Minute)
	for !cond() {
		if time.Now().After(deadline) {
			return fmt.Errorf("demo: no %s within a minute", what)
		}
		select {
		case <-dm.ctx.Done():
			return dm.ctx.Err()
		case <-time.After(100 * time.Millisecond):
		}
	}
	return nil
}

// ownMCP is an agent's own MCP server, as `arbitra mcp` runs it: the
// coordinator's tools through its API, and the escrow tools signing with the
// agent's devnet key, as buyer or as seller; connected in memory, as stdio
// would be. close ends the client's session and waits for the server's.
func (dm *demo) ownMCP(agent string, buyer bool) (cs *mcp.ClientSession, close func(), err error) {
	tx, err := dm.d.Chain.Transactor(dm.ctx, agent)
	if err != nil {
		return nil, nil, err
	}
	var b, s *chain.Transactor
	if buyer {
		b = tx
	} else {
		s = tx
	}
	c := dm.d.Chain
	esc, err := mcpserver.NewChainEscrow(dm.ctx, c.Client(), c.EscrowAddress(), c.TokenAddress(), b, s)
	if err != nil {
		return nil, nil, err
	}
	srv := mcpserver.New(dm.api, mcpserver.Options{Escrows: []mcpserver.Escrow{esc}, Version: node.Version})
	ct, st := mcp.NewInMemoryTransports()
	ss, err := srv.Connect(dm.ctx, st, nil)
	if err != nil {
		return nil, nil, err
	}
	cs, err = mcp.NewClient(&mcp.Implementation{Name: agent, Version: node.Version}, nil).Connect(dm.ctx, ct, nil)
	if err != nil {
		ss.Close()
		return nil, nil, err
	}
	return cs, func() { cs.Close(); ss.Wait() }, nil
}

// tool calls an MCP tool and decodes its structured result.
func (dm *demo) tool(session *mcp.ClientSession, name string, args map[string]any, out any) error {
	res, err := session.CallTool(dm.ctx, &mcp.CallToolParams{Name: name, Arguments: args})
	if err != nil {
		return fmt.Errorf("demo: %s: %w", name, err)
	}
	if res.IsError {
		var msg []string
		for _, c := range res.Content {
			if t, ok := c.(*mcp.TextContent); ok {
				msg = append(msg, t.Text)
			}
		}
		return fmt.Errorf("demo: %s: %s", name, strings.Join(msg, "; "))
	}
	b, err := json.Marshal(res.StructuredContent)
	if err != nil {
		return err
	}
	return json.Unmarshal(b, out)
}

// balances returns the buyer's, the seller's and the escrow's test USDC.
func (dm *demo) balances(buyer, seller common.Address) ([3]string, error) {
	var out [3]string
	token := chain.NewToken(dm.d.Chain.Client(), dm.d.Chain.TokenAddress(), nil)
	for i, a := range []common.Address{buyer, seller, dm.d.Chain.EscrowAddress()} {
		b, err := token.BalanceOf(dm.ctx, a)
		if err != nil {
			return out, err
		}
		out[i] = usdc(b)
	}
	return out, nil
}

// demoJurorFee is the fee the demo's deal escrows for its jurors: 3 USDC.
var demoJurorFee = big.NewInt(3_000_000)

func usdc(b *big.Int) string {
	whole, frac := new(big.Int).QuoRem(b, big.NewInt(1_000_000), new(big.Int))
	return fmt.Sprintf("%s.%06d USDC", whole, frac.Int64())
}
