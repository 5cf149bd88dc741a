//go:build !arbitra_juror

package node

import (
	"context"
	"errors"
	"math/big"
	"testing"

	"github.com/arbitra-network/arbitra/chain"
	"github.com/arbitra-network/arbitra/juror"
	"github.com/arbitra-network/arbitra/verdict"
)

// startDealNet starts a devnet of cfg in a temp dir, closed with the test.
func startDealNet(t *testing.T, cfg DevnetConfig) *dealEnv {
	t.Helper()
	cfg.Dir = t.TempDir()
	d, err := StartDevnet(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { d.Close() })
	return &dealEnv{d: d, client: d.Chain.Client(), token: chain.NewToken(d.Chain.Client(), d.Chain.TokenAddress(), nil), amount: big.NewInt(250_000_000)}
}

// refusingEngine abstains on every call, as a rate-limited model does.
type refusingEngine struct{}

func (refusingEngine) Name() string  { return "refusing" }
func (refusingEngine) Model() string { return "refusing-v1" }
func (refusingEngine) Complete(context.Context, juror.ChatRequest) (juror.ChatResponse, error) {
	return juror.ChatResponse{}, &juror.EngineError{Class: verdict.ErrClassRateLimited, Err: errors.New("429 too many requests")}
}

// On a 5-seat deal request where four jurors abstain and one votes PASS,
// the verdict is undecided for want of a quorum, says why, still audits,
// and settles nothing: the deal stays submitted on chain, with no
// settlement queued.
func TestDealNeedsAQuorumOfSeats(t *testing.T) {
	engines := []juror.Engine{juror.Builtin{}, refusingEngine{}, refusingEngine{}, refusingEngine{}, refusingEngine{}}
	e := startDealNet(t, DevnetConfig{Jurors: len(engines), Engines: engines})
	d := e.d
	id := e.openDeal(t, "quorum", goodWork)

	v := e.judge(t, id, goodWork)
	votes := votesOf(v)
	if countOf(votes, verdict.OptionPass) != 1 || countOf(votes, verdict.VoteAbstain+":"+verdict.ErrClassRateLimited) != 4 {
		t.Fatalf("votes %v, want one PASS and four rate_limited abstentions", votes)
	}
	if v.Decision != verdict.DecisionUndecided || v.Unanimous {
		t.Fatalf("decision %s (unanimous %t), want undecided", v.Decision, v.Unanimous)
	}
	rec, err := d.Coordinator.Coordinator.Record(v.ID)
	if err != nil {
		t.Fatal(err)
	}
	rep := verdict.Audit(rec, verdict.AuditOptions{ExpectSigner: d.Coordinator.Address()})
	if !rep.OK() {
		t.Fatalf("audit: %+v", rep.Checks)
	}
	if rep.Verdict.Quorum != 3 || rep.Verdict.Reason != "1 of 5 seats voted; the quorum is 3" {
		t.Fatalf("signed quorum %d and reason %q", rep.Verdict.Quorum, rep.Verdict.Reason)
	}

	// The mint's transaction is where a settlement would have been queued,
	// so once the verdict is answered there is nothing left to wait for.
	view := e.waitDealState(t, id, "submitted", false)
	if view.Settlement != nil {
		t.Fatalf("a settlement was queued for an undecided verdict: %+v", view.Settlement)
	}
	st, err := d.Escrow.Deal(context.Background(), id)
	if err != nil || st.Status != chain.StatusSubmitted {
		t.Fatalf("deal state %v %v, want submitted", st.Status, err)
	}
}

// When the escrow counts more ballots than a majority of the seats, a deal
// verdict needs that many cast votes: three of five PASS against an
// escrow threshold of four is undecided and settles nothing.
func TestDealQuorumFollowsTheEscrowsThreshold(t *testing.T) {
	engines := []juror.Engine{juror.Builtin{}, juror.Builtin{}, juror.Builtin{}, refusingEngine{}, refusingEngine{}}
	e := startDealNet(t, DevnetConfig{Jurors: len(engines), Engines: engines, QuorumThreshold: 4})
	d := e.d
	id := e.openDeal(t, "threshold", goodWork)
	v := e.judge(t, id, goodWork)
	if n := countOf(votesOf(v), verdict.OptionPass); n != 3 || v.Decision != verdict.DecisionUndecided {
		t.Fatalf("%d PASS votes, decision %s; want 3 and undecided", n, v.Decision)
	}
	rec, err := d.Coordinator.Coordinator.Record(v.ID)
	if err != nil {
		t.Fatal(err)
	}
	rep := verdict.Audit(rec, verdict.AuditOptions{ExpectSigner: d.Coordinator.Address()})
	if !rep.OK() || rep.Verdict.Quorum != 4 {
		t.Fatalf("audit ok=%t, quorum %d: %+v", rep.OK(), rep.Verdict.Quorum, rep.Checks)
	}
	if view := e.waitDealState(t, id, "submitted", false); view.Settlement != nil {
		t.Fatalf("a settlement was queued: %+v", view.Settlement)
	}
}
