package node

import (
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"math/big"
	"net/http"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/arbitra-network/arbitra/api"
	"github.com/arbitra-network/arbitra/audit"
	"github.com/arbitra-network/arbitra/chain"
	"github.com/arbitra-network/arbitra/coordinator"
	"github.com/arbitra-network/arbitra/identity"
	"github.com/arbitra-network/arbitra/internal/await"
	"github.com/arbitra-network/arbitra/ipfs"
	"github.com/arbitra-network/arbitra/juror"
	"github.com/arbitra-network/arbitra/reputation"
	"github.com/arbitra-network/arbitra/verdict"
)

// appealWindow is the devnet escrow's window in the appeal tests: long
// enough that no test outlives it by accident, since only AdjustTime
// closes it.
const appealWindow = 10 * time.Minute

// startAppealNet is a deal network whose escrow takes appeals: five
// jurors, three seats in round 0, so that an appeal seats all five. With
// byHand, the coordinator judges appealed rounds only when asked.
func startAppealNet(t *testing.T, byHand bool) *dealEnv {
	t.Helper()
	return startDealNet(t, DevnetConfig{Jurors: 5, PanelSize: 3, AppealWindow: appealWindow, IgnoreAppeals: byHand})
}

// roundRequest is a deal request for a round of the deal.
func (e *dealEnv) roundRequest(id [32]byte, deliverable string, round uint8, previous string) api.SubmitBody {
	b := e.dealRequest(id, criteria, deliverable)
	b.Deal.Round, b.Deal.Previous = round, previous
	return b
}

// waitStatus waits until the escrow holds the deal in status st.
func (e *dealEnv) waitStatus(t *testing.T, id [32]byte, st chain.DealStatus) chain.DealState {
	t.Helper()
	var got chain.DealState
	await.Until(t, 30*time.Second, "the deal to be "+st.String(), func() bool {
		var err error
		got, err = e.d.Escrow.Deal(context.Background(), id)
		return err == nil && got.Status == st
	})
	return got
}

// appeal appeals the deal's decided round from the party label, paying
// what the escrow asks.
func (e *dealEnv) appeal(t *testing.T, id [32]byte, label string) {
	t.Helper()
	ctx := context.Background()
	tr := e.mustTransactor(t, label)
	_, cost, err := e.d.Escrow.AppealCost(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	tok := e.token.WithTransactor(tr)
	if _, err := tok.Mint(ctx, tr.Address(), cost); err != nil {
		t.Fatal(err)
	}
	if _, err := tok.Approve(ctx, e.d.Chain.EscrowAddress(), cost); err != nil {
		t.Fatal(err)
	}
	if _, err := e.d.Escrow.WithTransactor(tr).Appeal(ctx, id, cost); err != nil {
		t.Fatal(err)
	}
}

// refusedWith posts body and wants status with the error naming field and code.
func refusedWith(t *testing.T, url string, body any, status int, field, code string) {
	t.Helper()
	got, raw := postRaw(t, url, body)
	var apiErr api.Error
	_ = json.Unmarshal(raw, &apiErr)
	if got != status || apiErr.Field != field || apiErr.Code != code {
		t.Fatalf("got %d %s, want %d %s %s", got, raw, status, field, code)
	}
}

// A deal decided FAIL by its three seats is appealed by the seller; the
// coordinator then judges round 1 by the five seats the appeal drew, as a
// record of its own that names round 0's, settles round 1 with the
// round's ballots, and refunds the buyer by finalize once round 1's window
// has closed. Round 0 asked again still answers round 0's record, and
// round 1 asked again answers round 1's.
func TestAppealRoundIsJudgedByTheRoundsDrawnPanel(t *testing.T) {
	e := startAppealNet(t, true)
	ctx := context.Background()
	url := e.d.Coordinator.URL() + "/v1/verdicts"
	id := e.openDeal(t, "appealed", badWork)
	v0 := e.judge(t, id, badWork)
	if v0.Decision != verdict.OptionFail || len(v0.Jurors) != 3 {
		t.Fatalf("round 0: %s by %d seats", v0.Decision, len(v0.Jurors))
	}
	e.waitStatus(t, id, chain.StatusDecided)
	e.appeal(t, id, "seller")

	status, v1 := postJSON(t, url, e.roundRequest(id, badWork, 1, v0.CID))
	if status != http.StatusOK || v1.Status != coordinator.StatusMinted {
		t.Fatalf("round 1: %d %+v", status, v1)
	}
	p1, err := e.d.Escrow.RoundPanel(ctx, id, 1)
	if err != nil {
		t.Fatal(err)
	}
	var seats []verdict.Address
	for _, j := range v1.Jurors {
		seats = append(seats, j.Juror)
	}
	var drawn []verdict.Address
	for _, a := range p1.Seats {
		drawn = append(drawn, verdict.Address(a))
	}
	if v1.ID == v0.ID || v1.Deal.Round != 1 || v1.Deal.Previous != v0.CID || !slices.Equal(seats, drawn) || len(seats) != 5 {
		t.Fatalf("round 1 record %s (round %d, previous %s) seats %v, want a new record naming %s, seated %v",
			v1.ID, v1.Deal.Round, v1.Deal.Previous, seats, v0.CID, drawn)
	}

	// The coordinator settles round 1 with the round's ballots, and pays
	// the buyer once round 1's window has closed unappealed.
	await.Until(t, 30*time.Second, "round 1 decided on chain", func() bool {
		r1, err := e.d.Escrow.Round(ctx, id, 1)
		return err == nil && r1.Decided()
	})
	r1, err := e.d.Escrow.Round(ctx, id, 1)
	if err != nil || r1.Approved {
		t.Fatalf("round 1 on chain: %+v, %v", r1, err)
	}
	before := e.balance(t, chain.DevAddress("buyer"))
	if err := e.d.Chain.AdjustTime(appealWindow); err != nil {
		t.Fatal(err)
	}
	e.waitStatus(t, id, chain.StatusRefunded)
	if got := new(big.Int).Sub(e.balance(t, chain.DevAddress("buyer")), before); got.Cmp(e.amount) != 0 {
		t.Fatalf("the buyer got %s back, want %s", got, e.amount)
	}
	// Reputation counts the deal once, by the round that paid out.
	var rep reputation.SellerReputation
	await.Until(t, 30*time.Second, "the seller's reputation to count the deal", func() bool {
		var err error
		rep, err = e.d.Coordinator.Reputation.Seller(chain.DevAddress("seller").Hex())
		return err == nil && rep.TotalJudged == 1
	})
	if h := rep.History; len(h) != 1 || h[0].VerdictID != v1.ID || h[0].Status != "failure" || rep.Failures != 1 {
		t.Fatalf("the seller's reputation: %+v", rep)
	}

	// Asked again, each round answers its own record.
	if _, again := postJSON(t, url, e.roundRequest(id, badWork, 1, v0.CID)); again.ID != v1.ID {
		t.Fatalf("round 1 asked again: %s, want %s", again.ID, v1.ID)
	}
	if _, again := postJSON(t, url, e.dealRequest(id, criteria, badWork)); again.ID != v0.ID {
		t.Fatalf("round 0 asked again: %s, want %s", again.ID, v0.ID)
	}
}

// A requester cannot have an appeal round judged that the escrow has not
// opened, nor one that does not name round 0's record as the coordinator
// minted it: each is refused naming the field, and nothing is judged.
func TestRequesterAskingForAnUnopenedOrMislinkedRoundIsRefused(t *testing.T) {
	e := startAppealNet(t, true)
	url := e.d.Coordinator.URL() + "/v1/verdicts"
	id := e.openDeal(t, "mislinked", badWork)
	forged := verdict.CIDForHash(verdict.Hash([]byte("a record nobody minted"))).String()

	// Before round 0 is judged here, no round 1 has a previous record.
	refusedWith(t, url, e.roundRequest(id, badWork, 1, forged), http.StatusConflict, "deal.previous", coordinator.RefusePreviousRound)
	v0 := e.judge(t, id, badWork)
	e.waitStatus(t, id, chain.StatusDecided)

	// Decided, not appealed: round 1 is not open.
	refusedWith(t, url, e.roundRequest(id, badWork, 1, v0.CID), http.StatusConflict, "deal.round", coordinator.RefuseRoundNotOpen)
	e.appeal(t, id, "seller")
	// Appealed: a round naming another record, or none, or past the last.
	refusedWith(t, url, e.roundRequest(id, badWork, 1, forged), http.StatusConflict, "deal.previous", coordinator.RefusePreviousRound)
	refusedWith(t, url, e.roundRequest(id, badWork, 1, ""), http.StatusBadRequest, "deal.previous", "invalid")
	refusedWith(t, url, e.roundRequest(id, badWork, verdict.MaxRounds, v0.CID), http.StatusBadRequest, "deal.round", "invalid")
	if _, err := e.d.Coordinator.Coordinator.ByDealRound(verdict.DealID(id), 1); err == nil {
		t.Fatal("a refused round-1 request was judged")
	}
	// Round 0 of a deal appealed without this coordinator (its seats'
	// ballots relayed by hand) is past: its seats are asked no more.
	other := e.openDeal(t, "decided elsewhere", badWork)
	e.decideByHand(t, other, false)
	e.appeal(t, other, "seller")
	refusedWith(t, url, e.dealRequest(other, criteria, badWork), http.StatusConflict, "deal.round", coordinator.RefuseRoundNotOpen)
	// The open round with the right link is judged.
	if status, v1 := postJSON(t, url, e.roundRequest(id, badWork, 1, v0.CID)); status != http.StatusOK || v1.Deal.Round != 1 {
		t.Fatalf("round 1: %d %+v", status, v1)
	}
}

// decideByHand decides round 0 of a deal with two of its seats' ballots,
// relayed by the buyer, without any coordinator.
func (e *dealEnv) decideByHand(t *testing.T, id [32]byte, approved bool) {
	t.Helper()
	ctx := context.Background()
	if err := e.d.Chain.Mine(2); err != nil {
		t.Fatal(err)
	}
	p0, err := e.d.Escrow.Panel(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	root, err := e.d.Escrow.EvidenceRoot(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	var sigs [][]byte
	for _, seat := range p0.Seats[:2] {
		for i := range len(e.d.Jurors) {
			if key := JurorKey(i); crypto.PubkeyToAddress(key.PublicKey) == seat {
				sig, err := chain.SignBallot(key, e.d.Escrow.BallotDigest(id, root, approved))
				if err != nil {
					t.Fatal(err)
				}
				sigs = append(sigs, sig)
			}
		}
	}
	if _, err := e.d.Escrow.WithTransactor(e.mustTransactor(t, "buyer")).ResolveByQuorum(ctx, id, approved, sigs, nil); err != nil {
		t.Fatal(err)
	}
}

// The coordinator watches the escrow it serves: once the seller appeals a
// deal it judged, it judges round 1 by itself, on the deal's texts kept
// after round 0's request was erased, naming round 0's record, and
// settles it.
func TestCoordinatorJudgesAnAppealedRoundByItself(t *testing.T) {
	e := startAppealNet(t, false)
	ctx := context.Background()
	id := e.openDeal(t, "watched", badWork)
	v0 := e.judge(t, id, badWork)
	svc := e.d.Coordinator.Coordinator
	await.Until(t, 30*time.Second, "round 0's record archived", func() bool {
		rec, err := svc.Get(v0.ID)
		return err == nil && rec.Archived && rec.Request == nil
	})
	e.waitStatus(t, id, chain.StatusDecided)
	e.appeal(t, id, "seller")

	rec := e.awaitRound(t, id, 1)
	var v1 verdict.Verdict
	if err := json.Unmarshal(rec.Verdict, &v1); err != nil {
		t.Fatal(err)
	}
	if v1.Deal.Round != 1 || v1.Deal.Previous != v0.CID || len(v1.Jurors) != 5 || v1.Evidence != v0.Evidence {
		t.Fatalf("round 1 record: round %d previous %s, %d seats, evidence %+v; want round 1 after %s, 5 seats, %+v",
			v1.Deal.Round, v1.Deal.Previous, len(v1.Jurors), v1.Evidence, v0.CID, v0.Evidence)
	}
	await.Until(t, 30*time.Second, "round 1 decided on chain", func() bool {
		r1, err := e.d.Escrow.Round(ctx, id, 1)
		return err == nil && r1.Decided()
	})
}

// An auditor walks both rounds of an appealed deal against the escrow:
// each record passes as its round's (draw, ballots, outcome) and names the
// round before. A record whose link to round 0 its coordinator altered
// and signed again fails, and so do the rounds given out of order.
func TestAuditWalksEveryRoundAndFailsAnAlteredLink(t *testing.T) {
	e := startAppealNet(t, false)
	ctx := context.Background()
	id := e.openDeal(t, "audited", badWork)
	v0 := e.judge(t, id, badWork)
	e.waitStatus(t, id, chain.StatusDecided)
	e.appeal(t, id, "seller")
	svc := e.d.Coordinator.Coordinator
	await.Until(t, 30*time.Second, "round 1 decided on chain", func() bool {
		r1, err := e.d.Escrow.Round(ctx, id, 1)
		return err == nil && r1.Decided()
	})
	if err := e.d.Chain.AdjustTime(appealWindow); err != nil {
		t.Fatal(err)
	}
	e.waitStatus(t, id, chain.StatusRefunded)
	id1, err := svc.ByDealRound(verdict.DealID(id), 1)
	if err != nil {
		t.Fatal(err)
	}
	rec0, err := svc.Record(v0.ID)
	if err != nil {
		t.Fatal(err)
	}
	rec1, err := svc.Record(id1)
	if err != nil {
		t.Fatal(err)
	}
	opt := audit.Options{Escrow: e.d.Escrow}
	for i, rep := range audit.Walk(ctx, []*ipfs.Fetched{{Record: rec0}, {Record: rec1}}, opt) {
		if rep.Result() != audit.Pass || len(rep.Checks) == 0 {
			t.Fatalf("round %d: %s %+v", i, rep.Result(), rep.Checks)
		}
		if !slices.ContainsFunc(rep.Checks, func(c verdict.Check) bool { return c.Name == "chain-draw" && c.OK }) {
			t.Fatalf("round %d was not checked against the escrow: %+v", i, rep.Checks)
		}
	}

	// The coordinator points round 1 at another record and signs it again.
	var v1 verdict.Verdict
	if err := json.Unmarshal(rec1.Verdict, &v1); err != nil {
		t.Fatal(err)
	}
	d := *v1.Deal
	d.Previous = verdict.CIDForHash(verdict.Hash([]byte("another round 0"))).String()
	v1.Deal = &d
	sv, err := verdict.SignVerdict(v1, verdict.NewKeySigner(identity.Derive("coordinator")))
	if err != nil {
		t.Fatal(err)
	}
	altered := rec1
	altered.Verdict, altered.Signature = sv.Bytes, sv.Signature
	failed := func(reps []audit.Report, round int) []string {
		t.Helper()
		if reps[round].Result() != audit.Fail {
			t.Fatalf("round %d passes: %+v", round, reps[round].Checks)
		}
		return reps[round].FailedNames()
	}
	if got := failed(audit.Walk(ctx, []*ipfs.Fetched{{Record: rec0}, {Record: altered}}, opt), 1); !slices.Contains(got, "round-link") {
		t.Fatalf("an altered link fails %v, not round-link", got)
	}
	if got := failed(audit.Walk(ctx, []*ipfs.Fetched{{Record: rec1}, {Record: rec0}}, opt), 0); !slices.Equal(got, []string{"round-link"}) {
		t.Fatalf("rounds out of order fail %v", got)
	}
}

// awaitRound waits until this coordinator minted a record of the deal's
// round, and returns it.
func (e *dealEnv) awaitRound(t *testing.T, id [32]byte, round uint8) *coordinator.Record {
	t.Helper()
	svc := e.d.Coordinator.Coordinator
	var rec *coordinator.Record
	await.Until(t, 30*time.Second, fmt.Sprintf("round %d judged", round), func() bool {
		rid, err := svc.ByDealRound(verdict.DealID(id), round)
		if err != nil {
			return false
		}
		rec, err = svc.Get(rid)
		return err == nil && rec.Status == coordinator.StatusMinted
	})
	return rec
}

// heard is a log handler that closes its channel the first time a record
// with message msg is logged.
type heard struct {
	msg  string
	once *sync.Once
	ch   chan struct{}
}

func (h heard) Enabled(context.Context, slog.Level) bool { return true }
func (h heard) Handle(_ context.Context, r slog.Record) error {
	if r.Message == h.msg {
		h.once.Do(func() { close(h.ch) })
	}
	return nil
}
func (h heard) WithAttrs([]slog.Attr) slog.Handler { return h }
func (h heard) WithGroup(string) slog.Handler      { return h }

// TestARoundAppealedBeforeItsRecordIsStillJudged: round 0 is settled on
// its deciding ballots while its record's mint is held back, and the
// seller appeals at once. The coordinator's appeal watcher, finding the
// round in flight and not yet minted, asks again later instead of leaving
// the appeal to others; once round 0 is minted, round 1 is judged naming
// its record.
func TestARoundAppealedBeforeItsRecordIsStillJudged(t *testing.T) {
	release := make(chan struct{})
	retry := heard{msg: "appeal round not asked; will retry", once: new(sync.Once), ch: make(chan struct{})}
	engines := []juror.Engine{juror.Builtin{}, juror.Builtin{}, juror.Builtin{}, juror.Builtin{}, juror.Builtin{}}
	trace, end := holdMint(release)
	e := startDealNet(t, DevnetConfig{Jurors: 5, Engines: engines, PanelSize: 3, AppealWindow: appealWindow,
		Trace: trace, Logger: slog.New(retry)})
	t.Cleanup(end)
	svc := e.d.Coordinator.Coordinator
	id := e.openDeal(t, "appealed early", badWork)
	rid := e.judgeAsync(t, id, badWork, 0)
	e.waitStatus(t, id, chain.StatusDecided)
	e.appeal(t, id, "seller")
	select {
	case <-retry.ch:
	case <-time.After(30 * time.Second):
		t.Fatal("the appeal watcher never met the unminted round")
	}
	if r0, err := svc.Get(rid); err != nil || r0.Status == coordinator.StatusMinted {
		t.Fatalf("round 0 while its mint is held: %+v, %v", r0, err)
	}
	close(release)
	rec := e.awaitRound(t, id, 1)
	r0, err := svc.Get(rid)
	if err != nil || r0.Status != coordinator.StatusMinted {
		t.Fatalf("round 0: %+v, %v", r0, err)
	}
	var v1 verdict.Verdict
	if err := json.Unmarshal(rec.Verdict, &v1); err != nil {
		t.Fatal(err)
	}
	if v1.Deal.Round != 1 || v1.Deal.Previous != r0.CID {
		t.Fatalf("round 1 record: round %d after %s, want round 1 after %s", v1.Deal.Round, v1.Deal.Previous, r0.CID)
	}
}
