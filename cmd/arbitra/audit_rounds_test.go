package main

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"net/url"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/arbitra-network/arbitra/api"
	"github.com/arbitra-network/arbitra/audit"
	"github.com/arbitra-network/arbitra/chain"
	coord "github.com/arbitra-network/arbitra/coordinator"
	"github.com/arbitra-network/arbitra/internal/await"
	"github.com/arbitra-network/arbitra/node"
	"github.com/arbitra-network/arbitra/verdict"
)

// `arbitra audit --deal` on an escrow with an appeal window walks every
// round: a deal decided PASS by three seats, appealed by the buyer and
// judged again by the five seats the appeal drew, audits as two records,
// each against its own round's draw, ballots and outcome, the second
// naming the first, pinned by the escrow. The verdict page in headless
// Chromium, named round 1's record, gives round 1 the checks and result
// the CLI's walk gives it, and lists both rounds, round 1 deciding; with
// round 0's record tampered on the way, both fail the walk, round 1 by
// its link.
func TestAuditDealWalksItsAppealRounds(t *testing.T) {
	ctx := context.Background()
	d, err := node.StartDevnet(ctx, node.DevnetConfig{Dir: t.TempDir(), Jurors: 5, PanelSize: 3, AppealWindow: 10 * time.Minute})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { d.Close() })
	id := createDeal(t, d.Chain, d.Escrow, "appealed", auditCriteria, auditWork)
	body, _ := json.Marshal(api.SubmitBody{Question: verdict.Question{Evidence: verdict.DealEvidence(auditCriteria, auditWork)}, Deal: d.DealRef(id, "reports")})
	resp, err := http.Post(d.Coordinator.URL()+"/v1/verdicts", "application/json", bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	var v0 api.View
	err = json.NewDecoder(resp.Body).Decode(&v0)
	resp.Body.Close()
	if err != nil || v0.Status != coord.StatusMinted || v0.Decision != verdict.OptionPass {
		t.Fatalf("round 0: %v %+v", err, v0)
	}
	await.Until(t, 30*time.Second, "round 0 decided", func() bool {
		st, err := d.Escrow.Deal(ctx, id)
		return err == nil && st.Status == chain.StatusDecided
	})
	buyer, err := d.Chain.Transactor(ctx, "buyer")
	if err != nil {
		t.Fatal(err)
	}
	_, cost, err := d.Escrow.AppealCost(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := d.Escrow.WithTransactor(buyer).Appeal(ctx, id, cost); err != nil {
		t.Fatal(err)
	}
	await.Until(t, 30*time.Second, "round 1 decided", func() bool {
		r1, err := d.Escrow.Round(ctx, id, 1)
		return err == nil && r1.Decided()
	})

	out, err := auditCLI(t, auditDeps{escrow: d.Escrow}, "--gateway", d.Coordinator.URL(), "--deal", verdict.Hex32(id))
	if err != nil {
		t.Fatalf("audit: %v\n%s", err, out)
	}
	for _, want := range []string{"names 2 round record(s)", "round 1's seed of block", "round 1: settled PASS by the ballots",
		"round 1 names round 0's record", "drew round 1's seats", "PASS  all 2 rounds"} {
		if !strings.Contains(out, want) {
			t.Fatalf("no %q in\n%s", want, out)
		}
	}
	if n := strings.Count(out, "ok    round-link "); n != 2 {
		t.Fatalf("%d round links checked in\n%s", n, out)
	}

	nodeBin, script, page := browser(t)
	if !page {
		return
	}
	if err := d.Chain.AdjustTime(10 * time.Minute); err != nil { // round 1's window closes
		t.Fatal(err)
	}
	await.Until(t, 30*time.Second, "the deal paid out by round 1", func() bool {
		st, err := d.Escrow.Deal(ctx, id)
		return err == nil && st.Status == chain.StatusReleased
	})
	rpcSrv, err := d.Chain.ServeRPC("127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { rpcSrv.Close() })
	escrow := verdict.AddressString(d.Chain.EscrowAddress())
	out, err = auditCLI(t, auditDeps{}, "--json", "--gateway", d.Coordinator.URL(), "--rpc-url", rpcSrv.URL(), "--escrow", escrow, "--deal", verdict.Hex32(id))
	var walk []struct {
		CID    string          `json:"cid"`
		Checks []verdict.Check `json:"checks"`
	}
	// The reports follow the deal's line and precede the result's.
	if jerr := json.NewDecoder(strings.NewReader(out[strings.Index(out, "["):])).Decode(&walk); err != nil || jerr != nil || len(walk) != 2 {
		t.Fatalf("audit --json: %v %v\n%s", err, jerr, out)
	}
	cli := answer(audit.Pass, walk[1].Checks)
	q := url.Values{"gateway": {d.Coordinator.URL()}, "rpc": {rpcSrv.URL()}, "escrow": {escrow}}
	p := pageVerdict(t, nodeBin, script, filepath.Join(t.TempDir(), "round-1.png"), d.Coordinator.URL()+"/v/"+walk[1].CID+"?"+q.Encode())
	if p.Result != cli.Result || !slices.Equal(p.Checks, cli.Checks) {
		t.Fatalf("round 1\ncli  %+v\npage %+v", cli, p)
	}
	if len(p.Rounds) != 2 || !strings.HasPrefix(p.Rounds[0], "round 0: PASS by 3 seats, PASS, then appealed; record "+walk[0].CID+"; all ") ||
		!strings.HasPrefix(p.Rounds[1], "round 1: PASS by 5 seats, PASS, which the deal was paid out by") || p.Decided != "Round 1 decided the deal: PASS, which the deal was paid out by." {
		t.Fatalf("the page's rounds: %q, %q", p.Rounds, p.Decided)
	}

	// Round 0's record served with a byte changed fails the walk, on the
	// page as in the CLI: its own checks, and round 1's link to it, since
	// the bytes served are not the record round 1 names.
	tampered := tamperedGateway(t, d.Coordinator.URL(), walk[0].CID)
	if out, err := auditCLI(t, auditDeps{escrow: d.Escrow}, "--gateway", tampered, "--deal", verdict.Hex32(id)); err == nil ||
		!strings.Contains(out, "FAIL  round 0: ") || !strings.HasSuffix(strings.TrimSpace(out), "; round 1: round-link") {
		t.Fatalf("the CLI's walk of a tampered round 0: %v\n%s", err, out)
	}
	q.Set("gateway", tampered)
	p = pageVerdict(t, nodeBin, script, filepath.Join(t.TempDir(), "round-0-tampered.png"), d.Coordinator.URL()+"/v/"+walk[1].CID+"?"+q.Encode())
	if p.Result != audit.Fail || len(p.Rounds) != 2 || !strings.Contains(p.Rounds[0], "; failed: seal, cid, ") || !strings.HasSuffix(p.Rounds[1], "; failed: round-link") {
		t.Fatalf("the page with a tampered round 0: %s, rounds %q", p.Result, p.Rounds)
	}
}
