package settlement

import (
	"context"
	"crypto/sha256"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"slices"
	"strings"
	"sync/atomic"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/arbitra-network/arbitra/chain"
	"github.com/arbitra-network/arbitra/coordinator"
	"github.com/arbitra-network/arbitra/internal/worker"
	"github.com/arbitra-network/arbitra/store"
	"github.com/arbitra-network/arbitra/verdict"
)

const (
	keyJobCursor = "settle/jobs/cursor"
	// prefixJobCase holds the cases opened on served job contracts that
	// are not settled yet, by case ID.
	prefixJobCase = "settle/jobs/case/"
	// prefixJobText holds the deliverable texts handed in, by case ID,
	// until the case is settled.
	prefixJobText = "settle/jobs/text/"
	// prefixJobTextWait holds, by case ID, until when (Unix ms) a text
	// handed in before its case opened is kept waiting for it.
	prefixJobTextWait = "settle/jobs/textwait/"
	// DefaultJobTextWait is how long a deliverable text handed in before
	// its case opens waits for it: a job costs its client as little as one
	// token unit, so a text whose case nobody pays to open is not kept for
	// ever.
	DefaultJobTextWait = 24 * time.Hour
)

func jobCaseKey(caseID string) []byte     { return []byte(prefixJobCase + caseID) }
func jobTextKey(caseID string) []byte     { return []byte(prefixJobText + caseID) }
func jobTextWaitKey(caseID string) []byte { return []byte(prefixJobTextWait + caseID) }

// jobCase is a case the evaluator opened on a served job contract.
type jobCase struct {
	CaseID      string         `json:"case_id"`
	JobContract common.Address `json:"job_contract"`
	JobID       *big.Int       `json:"job_id"`
	// Judged is set once the coordinator took the case to judge (or found
	// it was not its to judge): what is left is settling the job.
	Judged bool `json:"judged,omitempty"`
}

// Codes of a JobRefusal.
const (
	RefuseJobNotServed    = "job_contract_not_served"
	RefuseOtherEvaluator  = "other_evaluator"
	RefuseJobNotSubmitted = "job_not_submitted"
)

// JobRefusal is a deliverable text the coordinator does not take for a
// job; the API answers it 4xx naming Field (404 for a job contract it does
// not serve, 409 otherwise).
type JobRefusal struct {
	Field string
	Code  string
	Msg   string
}

func (e *JobRefusal) Error() string { return e.Field + ": " + e.Msg }

// JobWatcherConfig wires a JobWatcher.
type JobWatcherConfig struct {
	Store Store
	// Evaluator is the ArbitraEvaluator whose cases this coordinator
	// judges, with the node's transactor (it sends settle).
	Evaluator *chain.Evaluator
	// Escrow is the evaluator's escrow, on which a case is a deal.
	Escrow *chain.Escrow
	// JobContracts are the ERC-8183 job contracts served: anyone can
	// deploy a job contract that names the evaluator and pays in a
	// worthless token, so a case on any other is never judged.
	JobContracts []common.Address
	// Judge has the coordinator judge a case as a deal on its two texts,
	// without waiting for the verdict (coordinator.Service.Submit).
	Judge func(ctx context.Context, caseID verdict.DealID, criteria, deliverable string) error
	// Validation, when set, has the watcher answer the ERC-8004
	// validation requests that name the node and a served job, and give
	// feedback on the jobs settled (docs/erc8183.md).
	Validation *ValidationConfig
	// TextWait bounds how long a text handed in before its case opened is
	// kept (DefaultJobTextWait when zero).
	TextWait time.Duration
	// Confirmations, FromBlock and Interval are as the Indexer's.
	Confirmations uint64
	FromBlock     uint64
	Interval      time.Duration
	Logger        *slog.Logger
}

// JobWatcher serves the ERC-8183 jobs that name the coordinator's
// evaluator on the job contracts it serves: it follows the evaluator's
// CaseOpened events, takes the deliverable texts handed in through
// AcceptDeliverable, has the coordinator judge each case once both are
// there, and settles the job (evaluator.settle) once its case is final on
// the escrow. The ballots are relayed by the Outbox, as for any deal.
type JobWatcher struct {
	cfg  JobWatcherConfig
	log  *slog.Logger
	loop worker.Loop
	wake chan struct{}
	// identity is the validation registry's identity registry, read once;
	// caughtUp is set once the validation cursor first reached the head.
	// Both belong to the goroutine that runs Sync.
	identity common.Address
	caughtUp bool
	// readTo is the next block whose validation requests are to be read,
	// as of this process's last completed validation pass (0 before one).
	readTo atomic.Uint64
}

// ValidationReadTo is the next block whose validation requests are to be
// read, as of this process's last completed pass over them (answers and
// feedback stepped); 0 before the first. Safe for concurrent use.
func (w *JobWatcher) ValidationReadTo() uint64 { return w.readTo.Load() }

// NewJobWatcher returns a watcher; Start runs it.
func NewJobWatcher(cfg JobWatcherConfig) *JobWatcher {
	if cfg.Interval == 0 {
		cfg.Interval = time.Second
	}
	if cfg.TextWait == 0 {
		cfg.TextWait = DefaultJobTextWait
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.DiscardHandler)
	}
	return &JobWatcher{cfg: cfg, log: cfg.Logger.With("component", "jobs"), wake: make(chan struct{}, 1)}
}

// Start runs the watcher until Close: a pass every Interval, and one as
// soon as a deliverable text is taken.
func (w *JobWatcher) Start() {
	w.loop.Start(func(ctx context.Context) {
		t := time.NewTicker(w.cfg.Interval)
		defer t.Stop()
		for {
			if err := w.Sync(ctx); err != nil && ctx.Err() == nil {
				w.log.Warn("job pass failed", "err", err)
			}
			select {
			case <-ctx.Done():
				return
			case <-t.C:
			case <-w.wake:
			}
		}
	})
}

// Close stops the watcher and waits for it.
func (w *JobWatcher) Close() error {
	w.loop.Close()
	return nil
}

// Serves reports whether jobContract is one of the served job contracts.
func (w *JobWatcher) Serves(jobContract common.Address) bool {
	return slices.Contains(w.cfg.JobContracts, jobContract)
}

// AcceptDeliverable takes a job's deliverable text from anyone who holds
// it: the job must be on a served contract, name this evaluator and be
// Submitted with sha256(text) as its deliverable, so that no caller can
// change the evidence or have anything judged that the chain did not
// commit to. It returns the job's case ID; the case is judged once it is
// opened on chain (at once if it is already).
func (w *JobWatcher) AcceptDeliverable(ctx context.Context, jobContract common.Address, jobID *big.Int, text string) (verdict.DealID, error) {
	if !w.Serves(jobContract) {
		return verdict.DealID{}, &JobRefusal{Field: "jobContract", Code: RefuseJobNotServed,
			Msg: fmt.Sprintf("this coordinator serves no jobs of %s", jobContract)}
	}
	if len(text) == 0 || len(text) > verdict.MaxEvidenceBytes {
		return verdict.DealID{}, &verdict.FieldError{Field: "deliverable",
			Msg: fmt.Sprintf("is %d bytes, must be 1 to %d", len(text), verdict.MaxEvidenceBytes)}
	}
	job, err := w.cfg.Evaluator.Job(ctx, jobContract, jobID)
	if err != nil {
		return verdict.DealID{}, fmt.Errorf("settlement: read job %s of %s: %w", jobID, jobContract, err)
	}
	switch {
	case job.Evaluator != w.cfg.Evaluator.Address():
		return verdict.DealID{}, &JobRefusal{Field: "jobId", Code: RefuseOtherEvaluator,
			Msg: fmt.Sprintf("the job's evaluator is %s, not %s", job.Evaluator, w.cfg.Evaluator.Address())}
	case job.Status != chain.JobSubmitted:
		return verdict.DealID{}, &JobRefusal{Field: "jobId", Code: RefuseJobNotSubmitted,
			Msg: fmt.Sprintf("the job is %s: only a submitted job is judged", job.Status)}
	case sha256.Sum256([]byte(text)) != job.Deliverable:
		return verdict.DealID{}, &JobRefusal{Field: "deliverable", Code: coordinator.RefuseMismatch,
			Msg: fmt.Sprintf("sha256 of the text is not the job's deliverable %s", common.Hash(job.Deliverable).Hex())}
	}
	id, err := w.cfg.Evaluator.CaseID(ctx, jobContract, jobID)
	if err != nil {
		return verdict.DealID{}, fmt.Errorf("settlement: case id of job %s: %w", jobID, err)
	}
	caseID := verdict.DealID(id)
	until := time.Now().Add(w.cfg.TextWait).UnixMilli()
	err = w.cfg.Store.Update(func(tx *store.Txn) error {
		if err := tx.Put(jobTextKey(caseID.String()), text); err != nil {
			return err
		}
		return tx.Put(jobTextWaitKey(caseID.String()), until)
	})
	if err != nil {
		return verdict.DealID{}, err
	}
	select {
	case w.wake <- struct{}{}:
	default: // a pass is due already
	}
	return caseID, nil
}

// Sync records the cases opened in the confirmed blocks not yet read, then
// steps every recorded case: judge it once its text is here, settle the
// job once the escrow's outcome is final.
func (w *JobWatcher) Sync(ctx context.Context) error {
	if err := w.readEvents(ctx); err != nil {
		return err
	}
	if err := w.dropUnopenedTexts(time.Now()); err != nil {
		return err
	}
	err := stepAll(ctx, w.cfg.Store, prefixJobCase, w.step, func(c jobCase, err error) {
		w.log.Warn("job case step failed; will retry", "case", c.CaseID, "job", c.JobID, "err", err)
	})
	if err != nil || w.cfg.Validation == nil {
		return err
	}
	return w.syncValidation(ctx)
}

// cursorPassed logs, once a process, that the validation requests are
// read up to the confirmed head: what was answered before a restart is
// known from then on.
func (w *JobWatcher) cursorPassed() {
	if w.caughtUp {
		return
	}
	w.caughtUp = true
	var next uint64
	_ = w.cfg.Store.Get([]byte(keyValCursor), &next)
	w.log.Info("validation requests read up to the head", "next_block", next, "validator", w.Validator())
}

func (w *JobWatcher) readEvents(ctx context.Context) error {
	read := func(ctx context.Context, from, to uint64) ([]chain.EvaluatorEvent, error) {
		return w.cfg.Evaluator.Events(ctx, from, &to, common.Address{})
	}
	return followConfirmed(ctx, w.cfg.Store, keyJobCursor, w.cfg.FromBlock, w.cfg.Confirmations, w.cfg.Escrow.HeadNumber, read,
		func(tx *store.Txn, evs []chain.EvaluatorEvent) error {
			for _, ev := range evs {
				switch {
				case ev.Opened != nil && w.Serves(ev.Opened.JobContract):
					id := DealIDHex(ev.Opened.CaseID)
					if err := tx.Put(jobCaseKey(id), jobCase{CaseID: id, JobContract: ev.Opened.JobContract, JobID: ev.Opened.JobID}); err != nil {
						return err
					}
				case ev.Opened != nil:
					w.log.Info("case on a job contract not served: not judged", "job_contract", ev.Opened.JobContract, "job", ev.Opened.JobID)
				case ev.Settled != nil:
					if err := forgetCase(tx, DealIDHex(ev.Settled.CaseID)); err != nil {
						return err
					}
				}
			}
			return nil
		})
}

func forgetCase(tx *store.Txn, caseID string) error {
	for _, k := range [][]byte{jobCaseKey(caseID), jobTextKey(caseID), jobTextWaitKey(caseID)} {
		if err := tx.Delete(k); err != nil {
			return err
		}
	}
	return nil
}

// dropUnopenedTexts forgets the texts whose wait ended before their case
// was seen opening; a text whose case is recorded stays until the case is
// forgotten.
func (w *JobWatcher) dropUnopenedTexts(now time.Time) error {
	return w.cfg.Store.Update(func(tx *store.Txn) error {
		var ended []string
		err := tx.Scan([]byte(prefixJobTextWait), func(k, v []byte) error {
			var until int64
			if err := json.Unmarshal(v, &until); err != nil {
				return err
			}
			if now.UnixMilli() >= until {
				ended = append(ended, strings.TrimPrefix(string(k), prefixJobTextWait))
			}
			return nil
		})
		if err != nil {
			return err
		}
		for _, id := range ended {
			open, err := tx.Has(jobCaseKey(id))
			switch {
			case err != nil:
				return err
			case open: // judged from here on; forgotten with its case
				err = tx.Delete(jobTextWaitKey(id))
			default:
				w.log.Info("deliverable text dropped: its case did not open in time", "case", id, "waited", w.cfg.TextWait)
				err = forgetCase(tx, id)
			}
			if err != nil {
				return err
			}
		}
		return nil
	})
}

// step judges a case whose text is here, then settles its job once the
// escrow's outcome is final. Each step is read back from the chain first,
// so a crash between two steps repeats none of them.
func (w *JobWatcher) step(ctx context.Context, c jobCase) error {
	id, err := verdict.ParseDealID(c.CaseID)
	if err != nil {
		return w.cfg.Store.Update(func(tx *store.Txn) error { return forgetCase(tx, c.CaseID) })
	}
	if !c.Judged {
		judged, err := w.judge(ctx, c, id)
		if err != nil || !judged {
			return err
		}
		c.Judged = true
		if err := w.cfg.Store.Update(func(tx *store.Txn) error { return tx.Put(jobCaseKey(c.CaseID), c) }); err != nil {
			return err
		}
	}
	return w.settle(ctx, c, id)
}

// judge asks the coordinator to judge the case once its text is here;
// judged says there is nothing more to ask.
func (w *JobWatcher) judge(ctx context.Context, c jobCase, id verdict.DealID) (judged bool, err error) {
	var text string
	if err := w.cfg.Store.Get(jobTextKey(c.CaseID), &text); errors.Is(err, store.ErrNotFound) {
		return false, nil // judged once the text is handed in
	} else if err != nil {
		return false, err
	}
	job, err := w.cfg.Evaluator.Job(ctx, c.JobContract, c.JobID)
	if err != nil {
		return false, err
	}
	if job.Status != chain.JobSubmitted {
		return true, nil // ended without its case: the settle step forgets it
	}
	err = w.cfg.Judge(ctx, id, job.Description, text)
	var refusal *coordinator.DealRefusal
	switch {
	case err == nil:
		w.log.Info("job case taken to judge", "case", c.CaseID, "job", c.JobID)
		return true, nil
	case errors.As(err, &refusal) && refusal.Code == coordinator.RefuseDrawPending:
		return false, nil
	case errors.As(err, &refusal):
		// Decided or settled already, or its draw expired: nothing to judge.
		w.log.Info("job case not judged here", "case", c.CaseID, "job", c.JobID, "why", refusal.Error())
		return true, nil
	}
	return false, fmt.Errorf("judge case %s: %w", c.CaseID, err)
}

// settle sends evaluator.settle once the case's deal is final on the
// escrow, and forgets the case once it is settled, by this node or anyone.
func (w *JobWatcher) settle(ctx context.Context, c jobCase, id verdict.DealID) error {
	cs, err := w.cfg.Evaluator.Case(ctx, [32]byte(id))
	if err != nil {
		return err
	}
	if cs.Settled {
		return w.cfg.Store.Update(func(tx *store.Txn) error { return forgetCase(tx, c.CaseID) })
	}
	job, err := w.cfg.Evaluator.Job(ctx, c.JobContract, c.JobID)
	if err != nil {
		return err
	}
	if job.Status != chain.JobSubmitted {
		// Expired and refunded by claimRefund, which no evaluator blocks:
		// settle could only revert.
		w.log.Info("job ended without its case", "case", c.CaseID, "job", c.JobID, "status", job.Status)
		return w.cfg.Store.Update(func(tx *store.Txn) error { return forgetCase(tx, c.CaseID) })
	}
	st, err := w.cfg.Escrow.Deal(ctx, [32]byte(id))
	if err != nil {
		return err
	}
	switch {
	case st.Status == chain.StatusRefunded && st.VerdictHash == [32]byte{}:
		// Taken back undecided: the job ends by claimRefund, not by us.
		w.log.Info("job case refunded undecided: left to claimRefund", "case", c.CaseID, "job", c.JobID)
		return w.cfg.Store.Update(func(tx *store.Txn) error { return forgetCase(tx, c.CaseID) })
	case st.Status != chain.StatusReleased && st.Status != chain.StatusRefunded && st.Status != chain.StatusDecided:
		return nil // not decided yet
	}
	r, err := w.cfg.Evaluator.Settle(ctx, c.JobContract, c.JobID)
	switch {
	case err == nil:
		w.log.Info("job settled", "case", c.CaseID, "job", c.JobID, "tx", r.TxHash)
	case errors.Is(err, chain.ErrAlreadySettled):
	case errors.Is(err, chain.ErrWrongState), errors.Is(err, chain.ErrAppealWindowOpen), errors.Is(err, chain.ErrAppealPending):
		return nil // a decided round whose appeal window still runs
	default:
		return fmt.Errorf("settle job %s: %w", c.JobID, err)
	}
	return w.cfg.Store.Update(func(tx *store.Txn) error { return forgetCase(tx, c.CaseID) })
}
