//go:build !arbitra_juror

package main

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"log/slog"
	"math/big"
	"net/http"
	"slices"
	"strings"
	"time"

	"github.com/arbitra-network/arbitra/api"
	"github.com/arbitra-network/arbitra/chain"
	"github.com/arbitra-network/arbitra/juror"
	"github.com/arbitra-network/arbitra/node"
	"github.com/arbitra-network/arbitra/settlement"
	"github.com/arbitra-network/arbitra/verdict"
)

// demoAppealWindow is the appeal escrow's window; the demo closes it by
// moving the simulated chain's clock, not by waiting.
const demoAppealWindow = 10 * time.Minute

// demoAppealScript is the votes the appeal network's jurors give, in the
// order they are asked the deal: its first panel's three seats fail it,
// the five seats of the appeal pass it.
var demoAppealScript = []string{verdict.OptionFail, verdict.OptionFail, verdict.OptionFail, verdict.OptionPass}

// appealed plays one appealed deal on a network of its own: an escrow with
// an appeal window, five jurors and panels of three, the jurors sharing a
// scripted model (juror.Script) so that the first panel is overturned by
// the larger one on every run. The seller appeals; the coordinator has the
// round the appeal drew judged and settles it; the seller is paid once the
// window closes; the audit walks both rounds.
func appealed(dm0 *demo, log *slog.Logger, stdout, stderr io.Writer, step func(string, ...any)) error {
	ctx := dm0.ctx
	say := func(format string, a ...any) { fmt.Fprintf(stdout, format+"\n", a...) }
	step("an appealed deal, on a second escrow with a %s appeal window: five jurors, three seats in the first round", demoAppealWindow)
	script, err := juror.NewScript(demoAppealScript)
	if err != nil {
		return err
	}
	d, err := node.StartDevnet(ctx, node.DevnetConfig{
		HTTPAddr: "127.0.0.1:0", Jurors: 5, PanelSize: 3, AppealWindow: demoAppealWindow,
		Engines: slices.Repeat([]juror.Engine{script}, 5), Buyers: []string{"agent-a"}, Sellers: []string{"agent-c"}, Logger: log,
	})
	if err != nil {
		return err
	}
	defer d.Close()
	say("  coordinator %s  escrow %s", d.Coordinator.Address(), d.Chain.EscrowAddress().Hex())
	say("  the five jurors share a scripted model (engine %s): %s, in the order the deal is asked, so that the overturn shows on every run",
		juror.ScriptName, strings.Join(demoAppealScript, ", ")+", …")
	coordAPI, err := api.NewClient(d.Coordinator.URL(), &http.Client{Timeout: 2 * time.Minute})
	if err != nil {
		return err
	}
	dm := &demo{ctx: ctx, d: d, out: stdout, api: coordAPI}
	task := demoTasks[0]
	amount := big.NewInt(20_000_000)
	id, err := dm.open("agent-c", task, task.good, 0, amount, demoJurorFee)
	if err != nil {
		return err
	}
	say("  deal %s: %s for agent-c's %s, with a juror fee of %s", verdict.Hex32(id), usdc(amount), task.category, usdc(demoJurorFee))

	v0, err := dm.judge("agent-c", task, task.good, id)
	if err != nil {
		return err
	}
	say("  round 0: %s by %d seats, record %s", v0.Decision, len(v0.Jurors), v0.CID)
	printSeats(stdout, v0.Jurors)
	var st chain.DealState
	if err := dm.waitFor("round 0 decided on chain", func() bool {
		st, err = d.Escrow.Deal(ctx, id)
		return err == nil && st.Status == chain.StatusDecided
	}); err != nil {
		return err
	}
	r0, err := d.Escrow.Round(ctx, id, 0)
	if err != nil {
		return err
	}
	say("  the escrow records round 0's %s and pays nothing: the party it went against may appeal for %s", outcomeOf(r0.Approved), demoAppealWindow)

	seller, err := d.Chain.Transactor(ctx, "agent-c")
	if err != nil {
		return err
	}
	seats, cost, err := d.Escrow.AppealCost(ctx, id)
	if err != nil {
		return err
	}
	token := chain.NewToken(d.Chain.Client(), d.Chain.TokenAddress(), seller)
	if _, err := token.Mint(ctx, seller.Address(), cost); err != nil { // the test USDC mints to anyone
		return err
	}
	if _, err := token.Approve(ctx, d.Chain.EscrowAddress(), cost); err != nil {
		return err
	}
	r, err := d.Escrow.WithTransactor(seller).Appeal(ctx, id, cost)
	if err != nil {
		return err
	}
	say("  agent-c appeals in tx %s, paying %s for round 1's %d seats", r.TxHash.Hex(), usdc(cost), seats)

	if err := dm.waitFor("round 1 decided on chain", func() bool {
		r1, err := d.Escrow.Round(ctx, id, 1)
		return err == nil && r1.Decided()
	}); err != nil {
		return err
	}
	var view settlement.DealView
	if _, err := coordAPI.Do(ctx, http.MethodGet, "/v1/deals/"+verdict.Hex32(id), "", nil, &view); err != nil {
		return err
	}
	if len(view.Rounds) != 1 {
		return fmt.Errorf("demo: the coordinator settled %d appeal rounds, want 1", len(view.Rounds))
	}
	v1, err := coordAPI.Verdict(ctx, view.Rounds[0].VerdictID, api.ViewOptions{})
	if err != nil {
		return err
	}
	say("  round 1: %s by %d seats, record %s, which names round 0's %s", v1.Decision, len(v1.Jurors), v1.CID, v1.Deal.Previous)
	printSeats(stdout, v1.Jurors)
	if v0.Decision != verdict.OptionFail || v1.Decision != verdict.OptionPass {
		return fmt.Errorf("demo: rounds decided %s then %s, want FAIL overturned by PASS", v0.Decision, v1.Decision)
	}
	if st, err = d.Escrow.Deal(ctx, id); err != nil {
		return err
	}
	before, err := token.BalanceOf(ctx, seller.Address())
	if err != nil {
		return err
	}
	say("  the larger panel overturned the first: the deal is %s, still unpaid while round 1 may be appealed; agent-c holds %s", st.Status, usdc(before))

	if err := d.Chain.AdjustTime(demoAppealWindow); err != nil {
		return err
	}
	if err := dm.waitFor("the deal paid after the window", func() bool {
		st, err = d.Escrow.Deal(ctx, id)
		return err == nil && st.Status == chain.StatusReleased
	}); err != nil {
		return err
	}
	after, err := token.BalanceOf(ctx, seller.Address())
	if err != nil {
		return err
	}
	say("  the window closed unappealed; the coordinator's finalize paid agent-c %s by round 1 (it holds %s)",
		usdc(new(big.Int).Sub(after, before)), usdc(after))

	step("auditing the appealed deal: each round against the escrow, and each naming the round before")
	var out bytes.Buffer
	err = auditWith(ctx, []string{"--gateway", d.Coordinator.URL(), "--deal", verdict.Hex32(id)}, &out, stderr, auditDeps{escrow: d.Escrow})
	// The full reports are the main story's; here the rounds, their chain
	// checks, their links and the result.
	sc := bufio.NewScanner(&out)
	for sc.Scan() {
		l := sc.Text()
		for _, p := range []string{"deal ", "round ", "ok    chain", "ok    round-link", "FAIL", "PASS"} {
			if strings.HasPrefix(l, p) {
				say("  %s", l)
				break
			}
		}
	}
	if err != nil {
		return fmt.Errorf("demo: %w", err)
	}
	return nil
}

// printSeats prints a round's seats and votes.
func printSeats(w io.Writer, jurors []api.JurorView) {
	for i, j := range jurors {
		fmt.Fprintf(w, "    seat %d  %s  %s\n", i, j.Juror, j.Vote)
	}
}

func outcomeOf(approved bool) string {
	if approved {
		return verdict.OptionPass
	}
	return verdict.OptionFail
}
