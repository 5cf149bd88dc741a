package settlement

import (
	"context"
	"errors"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/arbitra-network/arbitra/chain"
	"github.com/arbitra-network/arbitra/contracts"
	"github.com/arbitra-network/arbitra/coordinator"
	"github.com/arbitra-network/arbitra/internal/chaintest"
	"github.com/arbitra-network/arbitra/store"
	"github.com/arbitra-network/arbitra/verdict"
)

// judgeCall is one case a JobWatcher had judged.
type judgeCall struct {
	id                    verdict.DealID
	criteria, deliverable string
}

// jobNet is a devnet whose escrow has an evaluator (chaintest.JobDeal),
// the devnet's job contract and a second one (Unlisted), the clients the
// watcher tests act as, and the watchers' one database.
type jobNet struct {
	*chaintest.Deal
	token, evaluator       common.Address
	JobContract, Unlisted  common.Address
	coordTx, buyer, seller *chain.Transactor
	ev                     *chain.Evaluator
	esc                    *chain.Escrow // the coordinator's
	db                     *store.DB
	asked                  []judgeCall // what every watcher had judged
}

func newJobNet(t *testing.T, prefix string) *jobNet {
	t.Helper()
	return openJobNet(t, prefix, chain.DevnetConfig{})
}

// newJobNetWithAppeals is newJobNet on an escrow with an appeal window of
// that many seconds.
func newJobNetWithAppeals(t *testing.T, prefix string, appealWindow uint64) *jobNet {
	t.Helper()
	return openJobNet(t, prefix, chain.DevnetConfig{AppealWindow: time.Duration(appealWindow) * time.Second})
}

// openJobNet is a jobNet on the devnet of cfg, three seats drawn per case.
func openJobNet(t *testing.T, prefix string, cfg chain.DevnetConfig) *jobNet {
	t.Helper()
	ctx := context.Background()
	cfg.PanelSize, cfg.Accounts = 3, append(cfg.Accounts, "coordinator")
	n := &jobNet{Deal: chaintest.JobDeal(t, prefix, cfg, big.NewInt(30_000))}
	n.token, n.evaluator = n.Dev.TokenAddress(), n.Dev.EvaluatorAddress()
	n.JobContract, n.Unlisted = n.Dev.JobsAddress(), n.DeployJobContract(t)
	n.coordTx, n.buyer, n.seller = n.Transactor(t, "coordinator"), n.Transactor(t, "buyer"), n.Transactor(t, "seller")
	n.ev = n.Evaluator(t, "coordinator")
	var err error
	if n.esc, err = chain.NewEscrow(ctx, n.Dev.Client(), n.Dev.EscrowAddress(), n.coordTx); err != nil {
		t.Fatal(err)
	}
	n.db = openDB(t, t.TempDir())
	t.Cleanup(func() { n.db.Close() })
	return n
}

// watcher is a watcher on the database serving JobContract alone, as a
// coordinator started anew would run it.
func (n *jobNet) watcher() *JobWatcher {
	return NewJobWatcher(JobWatcherConfig{Store: n.db, Evaluator: n.ev.WithTransactor(n.coordTx), Escrow: n.esc,
		JobContracts: []common.Address{n.JobContract},
		Judge: func(_ context.Context, id verdict.DealID, criteria, deliverable string) error {
			n.asked = append(n.asked, judgeCall{id, criteria, deliverable})
			return nil
		}})
}

// A job watcher on a devnet escrow deployed with an evaluator, serving one
// of two job contracts. A text whose sha256 is not the job's deliverable,
// one over the limit, and any text for a job on the contract not served
// are refused naming the field, and nothing is judged. The served job's
// case, opened before its text is handed in, is judged once, on the job's
// description and the text, also after a restart; the job is settled only
// once the panel decided, completed with the escrow's verdict hash, and a
// watcher restarted after that sends nothing more.
func TestJobWatcherJudgesOnlyCommittedCasesOfServedContracts(t *testing.T) {
	ctx := context.Background()
	n := newJobNet(t, "job-juror")
	j, dev, token, ev, esc, db := n, n.Dev, n.token, n.ev, n.esc, n.db
	coordTx, buyer, seller := n.coordTx, n.buyer, n.seller
	w := n.watcher() // passes run by Sync, not by a loop
	pass := func(w *JobWatcher) {
		t.Helper()
		if err := w.Sync(ctx); err != nil {
			t.Fatal(err)
		}
	}
	watcher := n.watcher

	desc := "Acceptance criteria:\n- a French translation of the README\n"
	work := "Le README, traduit en français."
	budget := big.NewInt(2_000_000)
	served := chaintest.SubmitJob(t, dev.Client(), buyer, seller, j.JobContract, j.evaluator, desc, work, budget)
	unlisted := chaintest.SubmitJob(t, dev.Client(), buyer, seller, j.Unlisted, j.evaluator, desc, work, budget)
	chaintest.OpenCase(t, dev.Client(), buyer, j.evaluator, j.JobContract, served)
	chaintest.OpenCase(t, dev.Client(), buyer, j.evaluator, j.Unlisted, unlisted)

	for _, c := range []struct {
		name              string
		contract          common.Address
		id                *big.Int
		text, field, code string
	}{
		{"a text the provider did not submit", j.JobContract, served, "Le README, résumé.", "deliverable", coordinator.RefuseMismatch},
		{"the submitted text of a job on a contract not served", j.Unlisted, unlisted, work, "jobContract", RefuseJobNotServed},
		{"a text over the deliverable limit", j.JobContract, served, strings.Repeat("x", verdict.MaxEvidenceBytes+1), "deliverable", ""},
	} {
		_, err := w.AcceptDeliverable(ctx, c.contract, c.id, c.text)
		var jr *JobRefusal
		var fe *verdict.FieldError
		switch {
		case errors.As(err, &jr) && jr.Field == c.field && jr.Code == c.code, errors.As(err, &fe) && fe.Field == c.field && c.code == "":
		default:
			t.Fatalf("%s: %v, want a refusal naming %s", c.name, err, c.field)
		}
	}
	pass(w)
	if len(n.asked) != 0 {
		t.Fatalf("judged %+v with no committed text handed in", n.asked)
	}

	caseID, err := w.AcceptDeliverable(ctx, j.JobContract, served, work)
	if err != nil {
		t.Fatal(err)
	}
	if want, err := ev.CaseID(ctx, j.JobContract, served); err != nil || [32]byte(caseID) != want {
		t.Fatalf("case %s, the evaluator's %x (%v)", caseID, want, err)
	}
	pass(w)
	pass(watcher()) // a restart judges nothing again
	if len(n.asked) != 1 || n.asked[0] != (judgeCall{caseID, desc, work}) {
		t.Fatalf("judged %+v, want the served case once on its description and text", n.asked)
	}
	if job, err := ev.Job(ctx, j.JobContract, served); err != nil || job.Status != chain.JobSubmitted {
		t.Fatalf("job settled before its case was decided: %+v %v", job, err)
	}

	j.DecideCase(t, [32]byte(caseID), true)
	before, err := chain.NewToken(dev.Client(), token, nil).BalanceOf(ctx, seller.Address())
	if err != nil {
		t.Fatal(err)
	}
	pass(watcher())
	job, err := ev.Job(ctx, j.JobContract, served)
	if err != nil || job.Status != chain.JobCompleted {
		t.Fatalf("job after its case was decided: %+v %v", job, err)
	}
	after, err := chain.NewToken(dev.Client(), token, nil).BalanceOf(ctx, seller.Address())
	if err != nil || new(big.Int).Sub(after, before).Cmp(budget) != 0 {
		t.Fatalf("provider's balance %s -> %s (%v), want the budget %s more", before, after, err, budget)
	}
	st, err := esc.Deal(ctx, [32]byte(caseID))
	if err != nil {
		t.Fatal(err)
	}
	events, err := ev.Events(ctx, 0, nil, j.JobContract)
	if err != nil || len(events) != 2 || events[1].Settled == nil || events[1].Settled.VerdictHash != st.VerdictHash {
		t.Fatalf("events %+v (%v), want CaseSettled with the escrow's verdict hash %x", events, err, st.VerdictHash)
	}
	nonce, err := dev.Client().PendingNonceAt(ctx, coordTx.Address())
	if err != nil {
		t.Fatal(err)
	}
	pass(watcher())
	if again, err := dev.Client().PendingNonceAt(ctx, coordTx.Address()); err != nil || again != nonce {
		t.Fatalf("a pass after the job settled sent %d transactions (%v)", again-nonce, err)
	}
	for _, p := range []string{prefixJobCase, prefixJobText} {
		_ = db.Scan([]byte(p), func(k, _ []byte) error {
			t.Errorf("%s kept after the job settled", k)
			return nil
		})
	}
	var unlistedCase jobCase
	if err := db.Get(jobCaseKey(DealIDHex(chain.EvaluatorCaseID(dev.ChainID(), j.evaluator, j.Unlisted, unlisted))), &unlistedCase); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("the case on the contract not served was recorded: %+v %v", unlistedCase, err)
	}
}

// A served job whose case the panel decides FAIL is rejected by the
// watcher with the escrow's verdict hash, and its client gets the budget
// back.
func TestJobWatcherRejectsAJobDecidedFail(t *testing.T) {
	ctx := context.Background()
	n := newJobNet(t, "reject-juror")
	j, dev, token, ev, esc := n, n.Dev, n.token, n.ev, n.esc
	buyer, seller := n.buyer, n.seller
	w := n.watcher()
	budget := big.NewInt(1_000_000)
	work := "a haiku about the sea"
	id := chaintest.SubmitJob(t, dev.Client(), buyer, seller, j.JobContract, j.evaluator, "a sonnet about the sea", work, budget)
	caseID, err := w.AcceptDeliverable(ctx, j.JobContract, id, work) // the text first, the case after
	if err != nil {
		t.Fatal(err)
	}
	chaintest.OpenCase(t, dev.Client(), buyer, j.evaluator, j.JobContract, id)
	if err := w.Sync(ctx); err != nil || len(n.asked) != 1 {
		t.Fatalf("judged %+v (%v), want once the case opened", n.asked, err)
	}
	j.DecideCase(t, [32]byte(caseID), false)
	before, err := chain.NewToken(dev.Client(), token, nil).BalanceOf(ctx, buyer.Address())
	if err != nil {
		t.Fatal(err)
	}
	if err := w.Sync(ctx); err != nil {
		t.Fatal(err)
	}
	if job, err := ev.Job(ctx, j.JobContract, id); err != nil || job.Status != chain.JobRejected {
		t.Fatalf("job after a FAIL quorum: %+v %v", job, err)
	}
	after, err := chain.NewToken(dev.Client(), token, nil).BalanceOf(ctx, buyer.Address())
	if err != nil || new(big.Int).Sub(after, before).Cmp(budget) != 0 {
		t.Fatalf("client's balance %s -> %s (%v), want the budget %s back", before, after, err, budget)
	}
	st, err := esc.Deal(ctx, [32]byte(caseID))
	if err != nil {
		t.Fatal(err)
	}
	events, err := ev.Events(ctx, 0, nil, j.JobContract)
	if err != nil || len(events) != 2 || events[1].Settled == nil || events[1].Settled.Completed || events[1].Settled.VerdictHash != st.VerdictHash {
		t.Fatalf("events %+v (%v), want the case settled as a rejection with verdict %x", events, err, st.VerdictHash)
	}
}

// A served job that expires with its case undecided is refunded by
// claimRefund, which the evaluator cannot block; the watcher then judges
// nothing, sends nothing, and forgets the case and its text.
func TestJobWatcherForgetsAJobThatExpired(t *testing.T) {
	ctx := context.Background()
	n := newJobNet(t, "expiry-juror")
	w := n.watcher()
	work := "a late deliverable"
	id := chaintest.SubmitJob(t, n.Dev.Client(), n.buyer, n.seller, n.JobContract, n.evaluator, "criteria", work, big.NewInt(1_000_000))
	chaintest.OpenCase(t, n.Dev.Client(), n.buyer, n.evaluator, n.JobContract, id)
	if err := w.Sync(ctx); err != nil {
		t.Fatal(err)
	}
	if _, err := w.AcceptDeliverable(ctx, n.JobContract, id, work); err != nil {
		t.Fatal(err)
	}
	if err := n.Dev.AdjustTime(72 * time.Hour); err != nil {
		t.Fatal(err)
	}
	if _, err := n.buyer.Send(ctx, &n.JobContract, contracts.NewAgenticCommerceJobs().PackClaimRefund(id), nil); err != nil {
		t.Fatal(err)
	}
	nonce, err := n.Dev.Client().PendingNonceAt(ctx, n.coordTx.Address())
	if err != nil {
		t.Fatal(err)
	}
	if err := w.Sync(ctx); err != nil {
		t.Fatal(err)
	}
	if again, err := n.Dev.Client().PendingNonceAt(ctx, n.coordTx.Address()); err != nil || again != nonce || len(n.asked) != 0 {
		t.Fatalf("after the job expired: %d transactions sent (%v), judged %+v", again-nonce, err, n.asked)
	}
	for _, p := range []string{prefixJobCase, prefixJobText} {
		_ = n.db.Scan([]byte(p), func(k, _ []byte) error {
			t.Errorf("%s kept after the job expired", k)
			return nil
		})
	}
}

// On an escrow with an appeal window, a job whose case is decided waits
// for the window: the watcher sends nothing while it runs, and completes
// the job once it has closed unappealed (settle finalizes the round).
func TestJobWatcherSettlesAfterTheAppealWindow(t *testing.T) {
	ctx := context.Background()
	const window = 600
	n := newJobNetWithAppeals(t, "window-juror", window)
	w := n.watcher()
	work := "a deliverable judged inside the window"
	id := chaintest.SubmitJob(t, n.Dev.Client(), n.buyer, n.seller, n.JobContract, n.evaluator, "criteria", work, big.NewInt(1_000_000))
	chaintest.OpenCase(t, n.Dev.Client(), n.buyer, n.evaluator, n.JobContract, id)
	caseID, err := w.AcceptDeliverable(ctx, n.JobContract, id, work)
	if err != nil {
		t.Fatal(err)
	}
	n.DecideCase(t, [32]byte(caseID), true)
	if st, err := n.esc.Deal(ctx, [32]byte(caseID)); err != nil || st.Status != chain.StatusDecided {
		t.Fatalf("case after its ballots: %+v %v", st, err)
	}
	nonce, err := n.Dev.Client().PendingNonceAt(ctx, n.coordTx.Address())
	if err != nil {
		t.Fatal(err)
	}
	if err := w.Sync(ctx); err != nil {
		t.Fatal(err)
	}
	if again, err := n.Dev.Client().PendingNonceAt(ctx, n.coordTx.Address()); err != nil || again != nonce {
		t.Fatalf("inside the appeal window: %d transactions sent (%v)", again-nonce, err)
	}
	if job, err := n.ev.Job(ctx, n.JobContract, id); err != nil || job.Status != chain.JobSubmitted {
		t.Fatalf("job inside the appeal window: %+v %v", job, err)
	}
	if err := n.Dev.AdjustTime((window + 1) * time.Second); err != nil {
		t.Fatal(err)
	}
	if err := w.Sync(ctx); err != nil {
		t.Fatal(err)
	}
	if job, err := n.ev.Job(ctx, n.JobContract, id); err != nil || job.Status != chain.JobCompleted {
		t.Fatalf("job after the appeal window: %+v %v", job, err)
	}
}
