package node

import (
	"context"
	"encoding/json"
	"errors"
	"math/big"
	"sync/atomic"
	"testing"

	"github.com/arbitra-network/arbitra/api"

	"github.com/arbitra-network/arbitra/chain"
	"github.com/arbitra-network/arbitra/coordinator"
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

// flakyEngine abstains as a rate-limited model on its first call and then
// answers as the builtin engine does.
type flakyEngine struct {
	juror.Builtin
	calls atomic.Int32
}

func (e *flakyEngine) Complete(ctx context.Context, req juror.ChatRequest) (juror.ChatResponse, error) {
	if e.calls.Add(1) == 1 {
		return refusingEngine{}.Complete(ctx, req)
	}
	return e.Builtin.Complete(ctx, req)
}

// A deal whose verdict lacked a quorum (two of its seats were rate limited) is
// judged again by the same drawn seats when asked again: the second
// attempt, a new request ID with the nonce "attempt-2" in the record, is
// decided, audits and settles the deal. A decided verdict is final: asking
// once more answers it again. A deal whose seats never vote gets
// MaxDealAttempts attempts and then keeps its last.
func TestADealWithoutQuorumIsJudgedAgain(t *testing.T) {
	engines := []juror.Engine{juror.Builtin{}, &flakyEngine{}, &flakyEngine{}}
	e := startDealNet(t, DevnetConfig{Jurors: len(engines), Engines: engines})
	d := e.d
	id := e.openDeal(t, "again", goodWork)

	first := e.judge(t, id, goodWork)
	if first.Decision != verdict.DecisionUndecided {
		t.Fatalf("first attempt %s, want undecided (two of three seats rate limited)", first.Decision)
	}
	second := e.judge(t, id, goodWork)
	if second.ID == first.ID || second.Decision != verdict.OptionPass {
		t.Fatalf("second attempt %s %s, want a new request deciding PASS", second.ID, second.Decision)
	}
	rec, err := d.Coordinator.Coordinator.Record(second.ID)
	if err != nil {
		t.Fatal(err)
	}
	rep := verdict.Audit(rec, verdict.AuditOptions{ExpectSigner: d.Coordinator.Address()})
	if !rep.OK() || rep.Verdict.Nonce != "attempt-2" {
		t.Fatalf("second attempt audit ok=%t nonce %q: %+v", rep.OK(), rep.Verdict.Nonce, rep.Checks)
	}
	e.waitDeal(t, id, "resolved")
	if again := e.judge(t, id, goodWork); again.ID != second.ID {
		t.Fatalf("a decided deal was judged again: %s after %s", again.ID, second.ID)
	}
}

// A deal whose seats never vote is attempted MaxDealAttempts times, then
// keeps its last record.
func TestDealAttemptsAreBounded(t *testing.T) {
	engines := []juror.Engine{refusingEngine{}, refusingEngine{}, refusingEngine{}}
	e := startDealNet(t, DevnetConfig{Jurors: len(engines), Engines: engines})
	id := e.openDeal(t, "bounded", goodWork)
	seen := map[string]bool{}
	var last string
	for range coordinator.MaxDealAttempts + 1 {
		status, raw := postRaw(t, e.d.Coordinator.URL()+"/v1/verdicts", e.dealRequest(id, criteria, goodWork))
		var v api.View
		if err := json.Unmarshal(raw, &v); err != nil {
			t.Fatalf("%d %s", status, raw)
		}
		seen[v.ID], last = true, v.ID
	}
	if len(seen) != coordinator.MaxDealAttempts {
		t.Fatalf("%d distinct attempts, want %d", len(seen), coordinator.MaxDealAttempts)
	}
	if rec, err := e.d.Coordinator.Coordinator.Get(last); err != nil || rec.Status != coordinator.StatusFailed {
		t.Fatalf("last attempt %+v %v, want failed", rec, err)
	}
}
