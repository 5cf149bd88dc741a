package node

import (
	"context"
	"encoding/json"
	"errors"
	"math/big"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/arbitra-network/arbitra/audit"
	"github.com/arbitra-network/arbitra/chain"
	"github.com/arbitra-network/arbitra/coordinator"
	"github.com/arbitra-network/arbitra/internal/await"
	"github.com/arbitra-network/arbitra/juror"
	"github.com/arbitra-network/arbitra/settlement"
	"github.com/arbitra-network/arbitra/store"
	"github.com/arbitra-network/arbitra/verdict"
)

// gatedEngine is a model that answers like the builtin engine once its
// gate opens, or abstains when the juror's deadline comes first.
type gatedEngine struct{ gate <-chan struct{} }

func (gatedEngine) Name() string  { return "gated" }
func (gatedEngine) Model() string { return "gated-v1" }
func (g gatedEngine) Complete(ctx context.Context, req juror.ChatRequest) (juror.ChatResponse, error) {
	select {
	case <-g.gate:
		return juror.Builtin{}.Complete(ctx, req)
	case <-ctx.Done():
		return juror.ChatResponse{}, ctx.Err()
	}
}

// TestStragglersDoNotHoldADealBack: on a 3-of-5 deal with a juror fee, two
// seats' models hang. The verdict is minted once three seats agree, long
// before the deadline, with the two marked not awaited, and the deal
// settles on those three ballots. When the two models answer, their
// ballots still reach the escrow through the coordinator and each seat is
// paid its share; the record, which did not await them, still passes the
// chain check with their late ballots claimed.
func TestStragglersDoNotHoldADealBack(t *testing.T) {
	gate := make(chan struct{})
	engines := []juror.Engine{juror.Builtin{}, juror.Builtin{}, juror.Builtin{}, gatedEngine{gate}, gatedEngine{gate}}
	e := startDealNet(t, DevnetConfig{Jurors: len(engines), Engines: engines})
	ctx := context.Background()
	fee := big.NewInt(5_000_000)
	id := e.openDealWithFee(t, "stragglers", goodWork, fee)

	body := e.dealRequest(id, criteria, goodWork)
	body.TimeoutMS = (2 * time.Minute).Milliseconds()
	status, v := postJSON(t, e.d.Coordinator.URL()+"/v1/verdicts", body)
	if status != 200 || v.Decision != verdict.OptionPass {
		t.Fatalf("verdict: %d %+v", status, v)
	}
	var waited, notAwaited int
	for _, j := range v.Jurors {
		switch {
		case j.Vote == verdict.OptionPass:
			waited++
		case j.Vote == verdict.VoteAbstain && j.ErrorClass == verdict.ErrClassNotAwaited:
			notAwaited++
		}
	}
	if waited != 3 || notAwaited != 2 {
		t.Fatalf("seats %+v: want 3 PASS and 2 not awaited", v.Jurors)
	}
	e.waitDeal(t, id, "resolved")

	close(gate) // the stragglers answer, after the settlement
	share := new(big.Int).Div(fee, big.NewInt(5))
	await.Until(t, time.Minute, "every seat paid its share", func() bool {
		for i := range engines {
			st, err := e.d.Escrow.Stake(ctx, crypto.PubkeyToAddress(JurorKey(i).PublicKey))
			if err != nil || st.FeesEarned.Cmp(share) != 0 {
				return false
			}
		}
		return true
	})

	s, err := audit.ReadSettled(ctx, e.d.Escrow, id)
	if err != nil {
		t.Fatal(err)
	}
	if len(s.Claims) != 2 {
		t.Fatalf("%d late ballots claimed on chain, want 2", len(s.Claims))
	}
	rec, err := e.d.Coordinator.Coordinator.Record(v.ID)
	if err != nil {
		t.Fatal(err)
	}
	var minted verdict.Verdict
	if err := json.Unmarshal(rec.Verdict, &minted); err != nil {
		t.Fatal(err)
	}
	root, _ := verdict.ParseHash32(minted.Evidence.Root)
	if detail, err := audit.CheckSettled(s, rec, &minted, root); err != nil {
		t.Fatalf("the record against the escrow: %v", err)
	} else {
		t.Log(detail)
	}
}

// holdMint is a coordinator trace that keeps each verdict from being
// committed, at its signature, until release is closed or end is called,
// which the test registers as a cleanup after the devnet's, so that the
// devnet's Close does not wait on a held mint.
func holdMint(release <-chan struct{}) (trace func(id, step string), end func()) {
	ended := make(chan struct{})
	return func(_, step string) {
		if step != coordinator.StepVerdictSigned {
			return
		}
		select {
		case <-release:
		case <-ended:
		}
	}, func() { close(ended) }
}

// judgeAsync asks for a deal's verdict without waiting for it, with
// jurors' deadline timeout (0: the coordinator's default), and returns its
// request ID.
func (e *dealEnv) judgeAsync(t *testing.T, id [32]byte, deliverable string, timeout time.Duration) string {
	t.Helper()
	body := e.dealRequest(id, criteria, deliverable)
	body.TimeoutMS, body.Async = timeout.Milliseconds(), true
	status, v := postJSON(t, e.d.Coordinator.URL()+"/v1/verdicts", body)
	if status != 202 || v.ID == "" {
		t.Fatalf("async deal verdict: %d %+v", status, v)
	}
	return v.ID
}

// checkRelayedRecord checks the minted record of request rid against the
// escrow: three PASS seats and two not awaited, the deal settled once, by
// ballots the record holds, and the outbox's entry naming the record.
func (e *dealEnv) checkRelayedRecord(t *testing.T, id [32]byte, rid string) {
	t.Helper()
	ctx := context.Background()
	rec, err := e.d.Coordinator.Coordinator.Record(rid)
	if err != nil {
		t.Fatal(err)
	}
	var minted verdict.Verdict
	if err := json.Unmarshal(rec.Verdict, &minted); err != nil {
		t.Fatal(err)
	}
	var pass, notAwaited int
	for _, j := range minted.Jurors {
		switch {
		case j.Vote == verdict.OptionPass && j.ReceiptCID != "":
			pass++
		case j.ErrorClass == verdict.ErrClassNotAwaited:
			notAwaited++
		}
	}
	if minted.Decision != verdict.OptionPass || pass != 3 || notAwaited != 2 {
		t.Fatalf("record %s: seats %+v", minted.Decision, minted.Jurors)
	}
	s, err := audit.ReadSettled(ctx, e.d.Escrow, id)
	if err != nil {
		t.Fatal(err)
	}
	root, _ := verdict.ParseHash32(minted.Evidence.Root)
	if _, err := audit.CheckSettled(s, rec, &minted, root); err != nil {
		t.Fatalf("the record against the escrow: %v", err)
	}
	if n := e.resolutions(t, id); n != 1 {
		t.Fatalf("%d resolutions on chain, want 1", n)
	}
	sv := verdict.SignedVerdict{Bytes: rec.Verdict, Hash: verdict.Hash(rec.Verdict)}
	await.Until(t, 30*time.Second, "the outbox entry to name the record", func() bool {
		en, err := e.d.Coordinator.Outbox.Get(verdict.DealID(id))
		return err == nil && en.State == settlement.StateConfirmed && en.VerdictHash == "0x"+sv.HashHex() && en.VerdictID == rid
	})
}

// TestADecidedDealSettlesWhileItsMintIsHeld: on a 3-of-5 deal whose two
// slowest models hang, the coordinator's mint is held back at the
// verdict's signature, and the deal is paid out on chain all the same:
// its settlement goes out on the three ballots that decided it, waiting
// neither for the decided hold nor for the record. Once the mint goes on,
// the record holds those three ballots and passes the chain check.
func TestADecidedDealSettlesWhileItsMintIsHeld(t *testing.T) {
	gate, release := make(chan struct{}), make(chan struct{})
	t.Cleanup(func() { close(gate) })
	engines := []juror.Engine{juror.Builtin{}, juror.Builtin{}, juror.Builtin{}, gatedEngine{gate}, gatedEngine{gate}}
	trace, end := holdMint(release)
	e := startDealNet(t, DevnetConfig{Jurors: len(engines), Engines: engines, Trace: trace})
	t.Cleanup(end)
	id := e.openDeal(t, "ahead", goodWork)
	rid := e.judgeAsync(t, id, goodWork, 2*time.Minute)

	e.waitStatus(t, id, chain.StatusReleased)
	if rec, err := e.d.Coordinator.Coordinator.Get(rid); err != nil || rec.Status == coordinator.StatusMinted {
		t.Fatalf("record while its mint is held: %+v, %v", rec, err)
	}
	close(release)
	wctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	if rec, err := e.d.Coordinator.Coordinator.Wait(wctx, rid); err != nil || rec.Status != coordinator.StatusMinted {
		t.Fatalf("not minted: %+v, %v", rec, err)
	}
	e.checkRelayedRecord(t, id, rid)
}

// errCrash stands for a coordinator that died before its mint committed.
var errCrash = errors.New("the coordinator died before the mint committed")

// TestCoordinatorDiesBetweenRelayAndMint: a 3-of-5 deal is relayed on the
// three ballots that decided it, and the coordinator dies before its mint
// commits (the mint fails, as a crash leaves it: the request in flight,
// the relayed receipts and the outbox entry on disk), while the escrow
// pays the deal out on those ballots. The restarted coordinator resumes
// the request from its receipts on disk and mints it after the decided
// hold, not at the deadline two minutes on: the record holds the three
// ballots that settled the deal, the deal was settled once, and the
// outbox's entry takes the record's hash.
func TestCoordinatorDiesBetweenRelayAndMint(t *testing.T) {
	gate, release := make(chan struct{}), make(chan struct{})
	t.Cleanup(func() { close(gate) })
	var died atomic.Bool
	cfg := DevnetConfig{Jurors: 5, Engines: []juror.Engine{juror.Builtin{}, juror.Builtin{}, juror.Builtin{}, gatedEngine{gate}, gatedEngine{gate}}}
	relayed, end := holdMint(release)
	var once sync.Once
	cfg.Trace = func(id, step string) {
		if step == coordinator.StepDealRelayed {
			once.Do(func() { close(release) })
		}
		relayed(id, step) // the mint waits for the relay to be on disk
	}
	cfg.mintHook = func(_ *store.Txn, m *coordinator.Minted) error {
		if m.Request.Request.Deal != nil {
			died.Store(true)
			return errCrash
		}
		return nil
	}
	e := startDealNet(t, cfg)
	t.Cleanup(end)
	ctx := context.Background()
	id := e.openDeal(t, "relay-crash", goodWork)
	rid := e.judgeAsync(t, id, goodWork, 2*time.Minute)

	e.waitStatus(t, id, chain.StatusReleased)
	await.Until(t, 30*time.Second, "the mint to fail", died.Load)
	if rec, err := e.d.Coordinator.Coordinator.Get(rid); err != nil || rec.Status == coordinator.StatusMinted {
		t.Fatalf("record before the restart: %+v, %v", rec, err)
	}
	if err := e.d.RestartCoordinator(ctx); err != nil {
		t.Fatal(err)
	}
	wctx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	if rec, err := e.d.Coordinator.Coordinator.Wait(wctx, rid); err != nil || rec.Status != coordinator.StatusMinted {
		t.Fatalf("not minted after the restart: %+v, %v", rec, err)
	}
	e.checkRelayedRecord(t, id, rid)
}
