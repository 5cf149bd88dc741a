package bench

import (
	"bytes"
	"context"
	"testing"
	"time"
)

// TestDealsSmoke runs a few deals on three panels on a simulated chain with
// a fast latency model: every deal is answered and settled, no figure is
// below the limit it is measured against, and a panel the protocol cannot
// seat is reported as skipped rather than run.
func TestDealsSmoke(t *testing.T) {
	if testing.Short() {
		t.Skip("starts two networks with a chain")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	const deals = 6
	rep, err := Deals(ctx, DealsConfig{
		Panels: []PanelSpec{{3, 3}, {5, 3}, {7, 4}, {9, 5}}, Deals: deals, Rate: 50, TimeoutMS: 10000,
		Latency: LatencyModel{P50: 20 * time.Millisecond, P99: 200 * time.Millisecond, Seed: 3}, Logger: testLogger(t),
	})
	if err != nil {
		t.Fatal(err)
	}
	var text bytes.Buffer
	if err := rep.WriteText(&text); err != nil {
		t.Fatal(err)
	}
	t.Log("\n" + text.String())
	if err := rep.Failed(); err != nil {
		t.Fatal(err)
	}
	// Each panel under each behaviour; 5-of-9 is skipped (verdict.MaxPanel).
	if len(rep.Runs) != 8 || rep.Runs[6].Skipped == "" || rep.Runs[7].Skipped == "" {
		t.Fatalf("runs %+v", rep.Runs)
	}
	for _, r := range rep.Runs[:6] {
		if r.Requests.OK != deals || r.Settled != deals || r.Limit.N != deals || r.Settlement.N != deals {
			t.Fatalf("%s: requests %+v, settled %d, limit n=%d, settlement n=%d, errors %v", r.Panel, r.Requests, r.Settled, r.Limit.N, r.Settlement.N, r.Errors)
		}
		// The answer and the settlement come after the outcome was
		// certain; waiting for every seat takes at least as long.
		if r.Answer.P50 < r.Limit.P50 || r.Settlement.P50 < r.Limit.P50 || r.WaitAll.P50 < r.Limit.P50 {
			t.Fatalf("%s: a figure below the limit: %+v", r.Panel, r)
		}
		if r.SettlementRatio.P50 < 1 {
			t.Fatalf("%s: settlement ratio %+v", r.Panel, r.SettlementRatio)
		}
	}
}
