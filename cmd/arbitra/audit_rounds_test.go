package main

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/arbitra-network/arbitra/api"
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
// naming the first, pinned by the escrow.
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
}
