package main

import (
	"context"
	"fmt"
	"io"
	"math/big"
	"net/http"
	"slices"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/arbitra-network/arbitra/api"
	"github.com/arbitra-network/arbitra/chain"
	"github.com/arbitra-network/arbitra/juror"
	"github.com/arbitra-network/arbitra/mcpserver"
	"github.com/arbitra-network/arbitra/node"
	"github.com/arbitra-network/arbitra/reputation"
	"github.com/arbitra-network/arbitra/settlement"
	"github.com/arbitra-network/arbitra/verdict"
)

const demoUsage = `Usage: arbitra demo [flags]

Plays the hiring story on the embedded default: a coordinator and three
jurors on real libp2p hosts over loopback, a simulated chain with the
escrow and a test USDC, the local IPFS blockstore, and the builtin engine.

  1. Agents B and C each deliver four jobs; every deal is funded on the
     escrow, judged by the panel and settled (B's work mostly misses its
     criteria, C's meets them). Reputation comes from those settlements.
  2. Agent A, an MCP client of the coordinator, reads both reputations and
     hires only a seller whose success rate clears the threshold.
  3. A funds the escrow for the seller it hired, the seller submits, the
     panel votes, the coordinator signs, pins and settles; balances are
     printed before and after.
  4. The new record is audited by CID over bitswap, as 'arbitra audit' does.
  5. An appealed deal, on a second escrow with an appeal window and five
     jurors: three seats fail it, the seller appeals, the five seats the
     appeal drew pass it, the seller is paid once the window closes, and
     the audit walks both rounds. Those jurors share a scripted model, so
     that the overturn shows on every run.

Every figure printed comes from the run. With --engine openai the jurors
ask an OpenAI-compatible server instead of the builtin engine.
`

func runDemo(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("demo", demoUsage, stderr)
	threshold := fs.Float64("hire-threshold", 0.75, "minimum success rate A requires to hire a seller")
	minJudged := fs.Int("min-judged", 3, "minimum number of settled deals A requires")
	var ef engineFlags
	ef.Register(fs)
	var lf logFlags
	lf.Register(fs)
	if err := fs.Set("log-level", "warn"); err != nil {
		return err
	}
	fs.Lookup("log-level").DefValue = "warn"
	if err := parseFlags(fs, args, stdout); err != nil {
		return helpOK(err)
	}
	log, err := lf.Logger(stderr)
	if err != nil {
		return err
	}
	start := time.Now()
	say := func(format string, a ...any) { fmt.Fprintf(stdout, format+"\n", a...) }
	step := func(format string, a ...any) {
		fmt.Fprintf(stdout, "\n[%5.1fs] ", time.Since(start).Seconds())
		fmt.Fprintf(stdout, format+"\n", a...)
	}

	cfg := node.DevnetConfig{
		HTTPAddr: "127.0.0.1:0", Buyers: []string{"agent-a"}, Sellers: []string{"agent-b", "agent-c"}, Logger: log,
	}
	if ef.Engine != "builtin" {
		eng, err := ef.Build()
		if err != nil {
			return err
		}
		cfg.Engines = []juror.Engine{eng, eng, eng}
	}
	step("starting the embedded network")
	d, err := node.StartDevnet(ctx, cfg)
	if err != nil {
		return err
	}
	defer d.Close()
	c := d.Coordinator
	say("  coordinator %s  api %s", c.Address(), c.URL())
	for i, j := range d.Jurors {
		eng := j.Juror.Engine()
		say("  juror %d     %s  engine %s, model %s", i+1, j.Address(), eng.Name(), eng.Model())
	}
	say("  (a builtin model's -t50 or -t80 is its coverage threshold: the share of a criterion the evidence must cover)")
	say("  escrow %s  token %s (test USDC)  chain %s", d.Chain.EscrowAddress().Hex(), d.Chain.TokenAddress().Hex(), d.Chain.ChainID())

	coordAPI, err := api.NewClient(d.Coordinator.URL(), &http.Client{Timeout: 2 * time.Minute})
	if err != nil {
		return err
	}
	dm := &demo{ctx: ctx, d: d, out: stdout, api: coordAPI}

	step("building history: each deal is funded, submitted, judged by the panel and settled on the escrow")
	for i, t := range demoTasks {
		work := t.bad
		if i == 1 { // B gets one job right
			work = t.good
		}
		if err := dm.deal("agent-b", t, work, i); err != nil {
			return err
		}
	}
	for i, t := range demoTasks {
		if err := dm.deal("agent-c", t, t.good, i); err != nil {
			return err
		}
	}

	step("agent A connects to the coordinator's MCP server and asks for both reputations")
	client := mcp.NewClient(&mcp.Implementation{Name: "agent-a", Version: node.Version}, nil)
	session, err := client.Connect(ctx, &mcp.StreamableClientTransport{Endpoint: c.URL() + "/mcp"}, nil)
	if err != nil {
		return fmt.Errorf("demo: MCP connect: %w", err)
	}
	defer session.Close()
	dm.mcp = session
	hire := ""
	for _, agent := range []string{"agent-b", "agent-c"} {
		var rep reputation.SellerReputation
		// Reputation is kept by the seller the escrow names: the agent's address.
		addr := chain.DevAddress(agent).Hex()
		if err := dm.tool(dm.mcp, mcpserver.ToolGetReputation, map[string]any{"agent": addr}, &rep); err != nil {
			return err
		}
		rate, rel := 0.0, 0.0
		if rep.SuccessRate != nil {
			rate = *rep.SuccessRate
		}
		if rep.Reliability != nil {
			rel = *rep.Reliability
		}
		decision := "DO NOT HIRE"
		if rep.TotalJudged >= *minJudged && rate >= *threshold {
			decision = "HIRE"
			if hire == "" {
				hire = agent
			}
		}
		say("  %s: %d/%d successful, %.0f%% success, reliability %.2f (%s) → %s",
			agent, rep.Successes, rep.TotalJudged, 100*rate, rel, categories(rep), decision)
	}
	say("  rule: hire when at least %d deals are settled and at least %.0f%% succeeded", *minJudged, 100**threshold)
	if hire != "agent-c" {
		return fmt.Errorf("demo: agent A was expected to hire agent-c, decided %q", hire)
	}
	say("  agent A refuses agent-b and hires agent-c")

	step("agent A funds the escrow for agent-c through its own MCP server, with its own key; agent-c submits its work the same way")
	buyer, seller := chain.DevAddress("agent-a"), chain.DevAddress("agent-c")
	// What `arbitra mcp --rpc-url --escrow --keystore` runs for an agent: the
	// coordinator's /mcp signs nothing for anyone.
	agentA, closeA, err := dm.ownMCP("agent-a", true)
	if err != nil {
		return err
	}
	defer closeA()
	agentC, closeC, err := dm.ownMCP("agent-c", false)
	if err != nil {
		return err
	}
	defer closeC()
	task := demoTask{category: "reports", criteria: []string{"The report includes a revenue table for 2026", "The report cites its data sources"},
		good: "Annual report. The revenue table for 2026 opens section one, and its data sources, the audited statements, are cited in a footnote to every table."}
	before, err := dm.balances(buyer, seller)
	if err != nil {
		return err
	}
	say("  balances before:  A %s   C %s   escrow %s (the jurors' bonds)", before[0], before[1], before[2])
	var created mcpserver.CreateEscrowOutput
	err = dm.tool(agentA, mcpserver.ToolCreateEscrow, map[string]any{
		"seller": seller.Hex(), "amount": "100000000", "juror_fee": demoJurorFee.String(), "acceptance_criteria": task.criteria,
		"deadline": time.Now().Add(24 * time.Hour).UTC().Format(time.RFC3339),
	}, &created)
	if err != nil {
		return err
	}
	funded, err := dm.balances(buyer, seller)
	if err != nil {
		return err
	}
	say("  deal %s funded in tx %s, with a juror fee of %s", created.DealID, created.TxHash, usdc(demoJurorFee))
	say("  balances funded:  A %s   C %s   escrow %s", funded[0], funded[1], funded[2])
	var submitted mcpserver.SubmitDeliverableOutput
	if err := dm.tool(agentC, mcpserver.ToolSubmitDeliverable, map[string]any{"deal_id": created.DealID, "deliverable": task.good}, &submitted); err != nil {
		return err
	}
	say("  agent-c submitted deliverable %s in tx %s", submitted.DeliverableHash, submitted.TxHash)

	step("the panel judges; the coordinator signs, pins and settles")
	id, err := verdict.ParseHash32(created.DealID)
	if err != nil {
		return err
	}
	var v api.View
	// A deal is judged on the texts it committed, under the fixed question.
	err = dm.tool(dm.mcp, mcpserver.ToolRequestVerdict, map[string]any{
		"evidence": verdict.DealEvidence(created.Criteria, task.good), "deal": d.DealRef(id, task.category),
	}, &v)
	if err != nil {
		return err
	}
	say("  verdict %s: %s (unanimous=%t, dissent=%d)", v.ID, v.Decision, v.Unanimous, v.Dissent)
	for _, j := range v.Jurors {
		say("    %s  %-26s %s  confidence %.2f", j.Juror, j.Model, j.Vote, j.Confidence)
	}
	say("  verdict hash 0x%s", v.Hash)
	say("  record CID   %s", v.CID)
	deal, err := dm.waitSettled(id)
	if err != nil {
		return err
	}
	after, err := dm.balances(buyer, seller)
	if err != nil {
		return err
	}
	// A seat whose ballot came after the deal was relayed is paid by a fee
	// claim after the resolution: the resolution is the settling event.
	i := slices.IndexFunc(deal.Events, func(e settlement.EventRecord) bool { return e.Kind == "resolved" })
	if i < 0 {
		return fmt.Errorf("demo: deal %s shows no resolution", settlement.DealIDHex(id))
	}
	last := deal.Events[i]
	if last.Method != "quorum" || len(last.Signers) == 0 {
		return fmt.Errorf("demo: the deal was settled by %s, not by the jurors' ballots", last.Method)
	}
	say("  settled by juror quorum %d of %d in tx %s (block %d), no oracle key", len(last.Signers), len(v.Jurors), last.TxHash, last.Block)
	for _, s := range last.Signers {
		i := slices.IndexFunc(v.Jurors, func(j api.JurorView) bool { return j.Juror.String() == s })
		if i < 0 {
			return fmt.Errorf("demo: signer %s holds no seat of the verdict", s)
		}
		say("    signer %s  seat %d", s, i)
	}
	say("  on-chain verdict hash %s: the hash of those seats' ballots, as the audit below checks", last.VerdictHash)
	say("  balances settled: A %s   C %s   escrow %s", after[0], after[1], after[2])
	paid := new(big.Int)
	for i, j := range v.Jurors {
		earned, err := dm.d.Escrow.FeesEarned(dm.ctx, j.Juror.Common(), dm.d.Chain.TokenAddress())
		if err != nil {
			return err
		}
		paid.Add(paid, earned)
		say("    juror %s  seat %d  voted %-5s fee earned %s", j.Juror, i, j.Vote, usdc(earned))
	}
	if paid.Sign() == 0 || paid.Cmp(demoJurorFee) > 0 {
		return fmt.Errorf("demo: the jurors earned %s of a %s fee", usdc(paid), usdc(demoJurorFee))
	}
	voted := 0
	for _, j := range v.Jurors {
		if j.Vote != verdict.VoteAbstain {
			voted++
		}
	}
	say("  the jurors' fee: %s of %s shared by the %d seats that voted; the escrow keeps only the jurors' bonds",
		usdc(paid), usdc(demoJurorFee), voted)

	step("auditing the new record by CID over bitswap")
	if err := dm.waitArchived(v.ID); err != nil {
		return err
	}
	auditArgs := []string{"--signer", c.Address(), v.CID}
	for _, a := range c.Host.FullAddrs() {
		auditArgs = append([]string{"--peer", a}, auditArgs...)
	}
	if err := auditWith(ctx, auditArgs, stdout, stderr, auditDeps{escrow: d.Escrow}); err != nil {
		return fmt.Errorf("demo: %w", err)
	}
	if err := appealed(dm, log, stdout, stderr, step); err != nil {
		return err
	}
	step("done: reputation → hire → escrow → verdict → settlement → audit → appeal in %.1fs", time.Since(start).Seconds())
	return nil
}
