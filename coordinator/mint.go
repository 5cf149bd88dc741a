package coordinator

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"runtime"
	"strings"
	"time"

	"github.com/arbitra-network/arbitra/internal/backoff"
	"github.com/arbitra-network/arbitra/store"
	"github.com/arbitra-network/arbitra/verdict"
)

// finalize ends an in-flight request once: it mints a verdict when at least
// one juror voted and records a failure otherwise. Missing jurors abstain
// with "timeout".
func (s *Service) finalize(inf *inflight) {
	// Receipts can complete a panel before the request's own write is on
	// disk (it is gossiped while it is written): mint only after it.
	select {
	case <-inf.stored:
	case <-s.ctx.Done():
		return
	}
	if inf.storeErr != nil {
		return
	}
	s.mu.Lock()
	if inf.finalized {
		s.mu.Unlock()
		return
	}
	inf.finalized = true
	if inf.timer != nil {
		inf.timer.Stop()
	}
	if inf.hold != nil {
		inf.hold.Stop()
	}
	held := inf.holding // jurors that did not answer in time
	inf.holding = nil
	req := &inf.req.Request
	// A seat still out before the deadline was not awaited: the others
	// had decided (decided.go).
	missing, early := verdict.ErrClassTimeout, inf.decided
	if early {
		missing = verdict.ErrClassNotAwaited
	}
	var notAwaited []verdict.Address
	seats := make([]verdict.JurorVote, len(req.Panel))
	var received []verdict.Receipt
	var blocks [][]byte
	var rationales []verdict.Rationale
	cids := make([]string, len(req.Panel))
	stored := make(map[verdict.Address]*StoredReceipt, len(inf.receipts)) // all written with the verdict
	for i, k := range req.Panel {
		sr, ok := inf.receipts[k]
		if !ok {
			seats[i] = verdict.JurorVote{Juror: k, Vote: verdict.VoteAbstain, ErrorClass: missing}
			if early {
				notAwaited = append(notAwaited, k)
			}
			continue
		}
		rc := inf.parsed[k]
		stored[k] = sr
		cids[i] = verdict.CIDOf(sr.Block).String()
		seats[i] = verdict.JurorVote{
			Juror: k, Model: rc.Model, Engine: rc.Engine, Vote: rc.Vote, Confidence: rc.Confidence,
			RationaleFP: rc.RationaleFP, ErrorClass: rc.ErrorClass, LatencyMS: rc.LatencyMS, ReceiptCID: cids[i],
		}
		received = append(received, rc)
		blocks = append(blocks, sr.Block)
		if sr.Rationale != "" {
			rationales = append(rationales, verdict.Rationale{Juror: k, Rationale: sr.Rationale})
		}
	}
	s.noteLate(inf, notAwaited)
	relayed := inf.relayed
	s.mu.Unlock()
	s.slots.release(held...)
	var archive *archiveJob // set once the mint is committed
	defer func() { s.conclude(inf, archive) }()

	// A deal's request carries the escrow's ballot threshold in min_votes.
	quorum := verdict.Quorum(req)
	method, err := verdict.LookupMethod(s.cfg.Method) // New checked it
	var out verdict.Outcome
	if err == nil {
		out, err = method.Decide(req.Options, seats, quorum)
	}
	switch {
	case errors.Is(err, verdict.ErrNoVotes):
		s.fail(inf, stored, seats, &Failure{Code: FailAllAbstain, Message: "every juror abstained: " + abstentionSummary(seats)})
		return
	case err != nil:
		s.failInternal(inf, stored, seats, relayed, "decision failed: "+err.Error())
		return
	}
	v := verdict.Verdict{
		V: verdict.Version, Kind: verdict.KindVerdict, ID: req.ID, Coordinator: s.self,
		QuestionFP: verdict.Fingerprint(req.Question), Options: req.Options, Evidence: req.Context,
		Jurors: seats, Decision: out.Decision, Unanimous: out.Unanimous, Dissent: out.Dissent,
		Method: method.Name(), Quorum: quorum, Reason: out.Reason, Deal: req.Deal,
		MinVotes: req.MinVotes, Nonce: req.Nonce, Draw: req.DrawOf(), TrustModel: verdict.TrustModel,
		CreatedAt: verdict.FormatTime(s.now()),
	}
	if req.Rubric != "" {
		v.RubricFP = verdict.Fingerprint(req.Rubric)
	}
	sv, err := verdict.SignVerdict(v, s.cfg.Signer)
	if err != nil {
		s.failInternal(inf, stored, seats, relayed, "signing failed: "+err.Error())
		return
	}
	s.cfg.Trace(req.ID, StepVerdictSigned)
	m := &Minted{Request: inf.req, Verdict: sv, Receipts: received}
	job := &archiveJob{sv: sv, blocks: blocks}
	var minted Record
	err = s.commitMint(func(tx *store.Txn) error {
		rec := inf.pending // nothing else writes a pending record
		job.content = nil
		if rec.Publish {
			c := contentOf(req, sv.CID(), rationales)
			job.content = &c
		}
		rec.Status, rec.Verdict, rec.Signature = StatusMinted, sv.Bytes, sv.Signature
		rec.Hash, rec.CID, rec.Receipts, rec.MintedAt = sv.HashHex(), sv.CID(), cids, v.CreatedAt
		rec.Rationales = rationales
		if err := putReceipts(tx, req.ID, stored); err != nil {
			return err
		}
		if err := putCore(tx, rec); err != nil {
			return err
		}
		if len(rationales) > 0 {
			if err := tx.Put(rationalesKey(req.ID), rationales); err != nil {
				return err
			}
		}
		if err := tx.Delete(inflightKey(req.ID)); err != nil {
			return err
		}
		if err := tx.Put(archiveKey(req.ID), struct{}{}); err != nil {
			return err
		}
		if req.Deal != nil {
			if err := tx.Put(dealKey(req.Deal.DealID, req.Deal.Round), req.ID); err != nil {
				return err
			}
		}
		for _, h := range s.cfg.Hooks {
			if err := h(tx, m); err != nil {
				return fmt.Errorf("mint hook: %w", err)
			}
		}
		minted = rec
		return nil
	})
	if err != nil {
		// Nothing was committed: the request stays in the store as in
		// flight and is minted at the next start.
		s.log.Error("mint not committed; the request resumes at the next start", "id", req.ID, "err", err)
		return
	}
	s.cfg.Trace(req.ID, StepVerdictDurable)
	minted.parsed = &sv.Verdict
	inf.final = &minted
	s.cfg.Metrics.Finalized(StatusMinted, v.Decision, seats)
	s.log.Info("verdict minted", "id", req.ID, "decision", v.Decision, "unanimous", v.Unanimous,
		"dissent", v.Dissent, "hash", sv.HashHex(), "cid", sv.CID())
	archive = job
}

// conclude ends a finalized request. Whoever waits for its verdict or
// failure (an agent's answer) is woken first and alone; the archive of a
// minted record (job) runs next, on the same goroutine, and only then do
// the receipts waiting for their ack resume (ackReady): they would take
// the CPU from the answer, and nobody waits on them.
func (s *Service) conclude(inf *inflight, job *archiveJob) {
	id := inf.req.Request.ID
	close(inf.done)
	s.untrack(id)
	// The woken waiter would otherwise run only once the archive blocks or
	// another core steals it: this goroutine yields to it first.
	runtime.Gosched()
	if job != nil {
		if err := s.archive(s.ctx, id, job); err != nil {
			s.log.Warn("archive failed; will retry", "id", id, "err", err)
		}
	}
	close(inf.ackReady)
}

// commitMint commits a mint transaction. Concurrent mints share one
// (store.DB.Update), so that their hooks, which update shared rows (a
// juror's statistics), run one after another. A verdict that was computed
// is not dropped: a transaction that conflicts with another writer is run
// again until it commits or the service stops.
func (s *Service) commitMint(fn func(*store.Txn) error) error {
	var err error
	_ = backoff.Retry(s.ctx, time.Millisecond, 100*time.Millisecond, func() bool {
		err = s.cfg.Store.Update(fn)
		return !errors.Is(err, ErrMintAgain)
	})
	return err
}

// putReceipts writes the receipts of a finalized request as their blocks
// alone. Their rationales, which a receipt written on its own carries for
// a resumption, are the record's now (rationalesKey, which delivery
// erases), and no copy of them may outlive that erasure.
func putReceipts(tx *store.Txn, id string, stored map[verdict.Address]*StoredReceipt) error {
	for juror, sr := range stored {
		if err := tx.PutRaw(receiptKey(id, juror.String()), (&StoredReceipt{Block: sr.Block}).encode()); err != nil {
			return err
		}
	}
	return nil
}

func abstentionSummary(seats []verdict.JurorVote) string {
	parts := make([]string, len(seats))
	for i, s := range seats {
		parts[i] = s.Juror.String() + "=" + s.ErrorClass
	}
	return strings.Join(parts, ", ")
}

// failInternal records a failure of this node's own making, unless the
// request's deal may be settling on the receipts relayed ahead of the
// mint: a failed record would contradict that settlement, so the request
// stays in flight and is minted at the next start.
func (s *Service) failInternal(inf *inflight, stored map[verdict.Address]*StoredReceipt, seats []verdict.JurorVote, relayed bool, msg string) {
	if relayed {
		s.log.Error("verdict of a relayed deal not minted; the request resumes at the next start", "id", inf.req.Request.ID, "err", msg)
		return
	}
	s.fail(inf, stored, seats, &Failure{Code: FailInternal, Message: msg})
}

func (s *Service) fail(inf *inflight, stored map[verdict.Address]*StoredReceipt, seats []verdict.JurorVote, f *Failure) {
	id := inf.req.Request.ID
	var failed Record
	err := s.cfg.Store.Update(func(tx *store.Txn) error {
		rec := inf.pending // nothing else writes a pending record
		rec.Status, rec.Failure, rec.Request = StatusFailed, f, nil
		if err := putReceipts(tx, id, stored); err != nil {
			return err
		}
		if err := putCore(tx, rec); err != nil {
			return err
		}
		if err := tx.Delete(requestKey(id)); err != nil {
			return err
		}
		failed = rec
		return tx.Delete(inflightKey(id))
	})
	if err != nil {
		s.log.Error("failure not recorded", "id", id, "err", err)
		return
	}
	inf.final = &failed
	s.cfg.Metrics.Finalized(StatusFailed, f.Code, seats)
	s.log.Warn("request failed", "id", id, "code", f.Code, "reason", f.Message)
}

// archiveJob is what archiving a record needs: the signed verdict, its
// receipt blocks, and the content when it is published at mint.
type archiveJob struct {
	sv      verdict.SignedVerdict
	blocks  [][]byte
	content *verdict.Content
}

// archiveLoop retries archiving records that were minted but not yet pinned
// (after an archive error or a crash).
func (s *Service) archiveLoop() {
	defer s.wg.Done()
	t := time.NewTicker(5 * time.Second)
	defer t.Stop()
	for {
		var ids []string
		_ = s.cfg.Store.Scan([]byte(prefixArchive), func(k, _ []byte) error {
			ids = append(ids, strings.TrimPrefix(string(k), prefixArchive))
			return nil
		})
		for _, id := range ids {
			if err := s.archive(s.ctx, id, nil); err != nil && s.ctx.Err() == nil {
				s.log.Warn("archive retry failed", "id", id, "err", err)
			}
		}
		select {
		case <-s.ctx.Done():
			return
		case <-t.C:
		}
	}
}

// loadArchiveJob rebuilds an archive job from the store; nil means the
// record is archived already.
func (s *Service) loadArchiveJob(id string) (*archiveJob, error) {
	rec, err := s.Get(id)
	if err != nil {
		return nil, err
	}
	if rec.Archived {
		return nil, nil
	}
	sv, err := rec.signedVerdict()
	if err != nil {
		return nil, err
	}
	job := &archiveJob{sv: sv}
	if job.blocks, err = s.receiptBlocks(id, rec.Receipts); err != nil {
		return nil, err
	}
	if rec.Publish && rec.Request != nil {
		c := contentOf(&rec.Request.Request, rec.CID, rec.Rationales)
		job.content = &c
	}
	return job, nil
}

// archive pins a minted record (and its content when published), then
// erases the request content from the store. It is idempotent; job nil
// reads the record from the store.
func (s *Service) archive(ctx context.Context, id string, job *archiveJob) error {
	if job == nil {
		var err error
		if job, err = s.loadArchiveJob(id); err != nil {
			return err
		}
		if job == nil {
			return s.cfg.Store.Update(func(tx *store.Txn) error { return tx.Delete(archiveKey(id)) })
		}
	}
	sealCID, contentCID := "", ""
	if s.cfg.Archive != nil {
		var err error
		if sealCID, err = s.cfg.Archive.PutRecord(ctx, job.sv, job.blocks); err != nil {
			return fmt.Errorf("put record: %w", err)
		}
		if job.content != nil {
			if contentCID, err = s.cfg.Archive.PutContent(ctx, *job.content); err != nil {
				return fmt.Errorf("put content: %w", err)
			}
		}
	}
	// If a crash loses the mark, the archive loop pins the record again,
	// which is idempotent.
	implied := false
	if sealCID != "" && contentCID == "" {
		seal, err := sealCIDOf(&job.sv)
		implied = err == nil && seal == sealCID
	}
	withdrawn := false
	err := s.cfg.Store.UpdateLazy(func(tx *store.Txn) error {
		content := contentCID
		withdrawn = false
		if content != "" {
			// The requester may have unpublished while the content was
			// being pinned: Unpublish found nothing to unpin then.
			var cur Record
			if err := tx.Get(recordKey(id), &cur); err != nil {
				return err
			}
			withdrawn = !cur.Publish
		}
		if withdrawn {
			content = ""
		}
		return markArchived(tx, id, sealCID, content, implied)
	})
	if err != nil || !withdrawn {
		return err
	}
	if err := s.cfg.Archive.RemoveContent(ctx, job.sv.CID()); err != nil {
		return fmt.Errorf("unpin content unpublished while it was pinned: %w", err)
	}
	return nil
}

// markArchived records that a record is pinned and erases its request.
// When the record implies what the archive returned (implied: the
// archive pinned its verdict's seal and no content), it is left as the
// mint wrote it and the mark is the delete of its unarchived key:
// loadRecord takes a minted record without that key as archived under its
// verdict's seal. Any other record is rewritten with the archive's CIDs.
func markArchived(tx *store.Txn, id, sealCID, contentCID string, implied bool) error {
	if !implied {
		var cur Record
		if err := tx.Get(recordKey(id), &cur); err != nil {
			return err
		}
		cur.Archived, cur.SealCID = true, sealCID
		if contentCID != "" { // else keep what a Publish since the mint set
			cur.ContentCID = contentCID
		}
		if err := tx.Put(recordKey(id), &cur); err != nil {
			return err
		}
	}
	if err := tx.Delete(requestKey(id)); err != nil {
		return err
	}
	return tx.Delete(archiveKey(id))
}

func contentOf(r *verdict.Request, verdictCID string, rationales []verdict.Rationale) verdict.Content {
	return verdict.Content{
		V: verdict.Version, Kind: verdict.KindContent, VerdictCID: verdictCID,
		Question: r.Question, Options: r.Options, Rubric: r.Rubric, Evidence: r.Evidence, Rationales: rationales,
	}
}

func (s *Service) receiptBlocks(id string, cids []string) ([][]byte, error) {
	var out [][]byte
	err := s.cfg.Store.Scan(receiptKey(id, ""), func(_, v []byte) error {
		var sr StoredReceipt
		if err := json.Unmarshal(v, &sr); err != nil {
			return err
		}
		out = append(out, sr.Block)
		return nil
	})
	want := 0
	for _, c := range cids {
		if c != "" {
			want++
		}
	}
	if err == nil && len(out) != want {
		err = fmt.Errorf("have %d receipt blocks, verdict names %d", len(out), want)
	}
	return out, err
}

func (rec *Record) signedVerdict() (verdict.SignedVerdict, error) {
	var v verdict.Verdict
	if err := json.Unmarshal(rec.Verdict, &v); err != nil {
		return verdict.SignedVerdict{}, err
	}
	return verdict.SignedVerdict{Verdict: v, Bytes: rec.Verdict, Signature: rec.Signature, Hash: verdict.Hash(rec.Verdict)}, nil
}

// Get returns the stored record of a request.
func (s *Service) Get(id string) (*Record, error) {
	var rec *Record
	err := s.cfg.Store.View(func(tx *store.Txn) (err error) {
		rec, err = loadRecord(tx, id)
		return err
	})
	if errors.Is(err, store.ErrNotFound) {
		return nil, ErrNotFound
	}
	if err != nil {
		return nil, err
	}
	return rec, nil
}

// Wait blocks until a request is final (minted or failed) or ctx ends, and
// returns its record.
func (s *Service) Wait(ctx context.Context, id string) (*Record, error) {
	// A queued submission is in flight, or final, once it leaves the queue.
	if left := s.queue.waiting(id); left != nil {
		select {
		case <-left:
		case <-ctx.Done():
			return s.Get(id)
		}
	}
	s.mu.Lock()
	inf := s.inflight[id]
	s.mu.Unlock()
	if inf != nil {
		select {
		case <-inf.done:
			if inf.final != nil {
				return inf.final, nil
			}
		case <-ctx.Done():
		}
	}
	return s.Get(id)
}

// ByDeal returns the verdict ID that judged a deal's first round.
func (s *Service) ByDeal(dealID verdict.DealID) (string, error) { return s.ByDealRound(dealID, 0) }

// ByDealRound returns the verdict ID that judged a round of a deal.
func (s *Service) ByDealRound(dealID verdict.DealID, round uint8) (string, error) {
	var id string
	err := s.cfg.Store.Get(dealKey(dealID, round), &id)
	if errors.Is(err, store.ErrNotFound) {
		return "", ErrNotFound
	}
	return id, err
}

// MarkDelivered records that holder was shown the rationales of a minted,
// unpublished verdict, and erases them once every holder has been (a
// deal's two parties, or the one requester); rec is the record the answer
// was made from. Published rationales stay: they are public content.
func (s *Service) MarkDelivered(rec *Record, holder string) error {
	if rec.Status != StatusMinted || rec.Delivered {
		return nil
	}
	if rec.Publish {
		return nil
	}
	if holder == HolderBuyer || holder == HolderSeller {
		return s.markPartyRead(rec, holder)
	}
	return s.cfg.Store.UpdateLazy(func(tx *store.Txn) error { return tx.Delete(rationalesKey(rec.ID)) })
}

// Record assembles the auditable record of a minted verdict from the store:
// the verdict block, its signature and the receipt blocks by CID.
func (s *Service) Record(id string) (verdict.Record, error) {
	rec, err := s.Get(id)
	if err != nil {
		return verdict.Record{}, err
	}
	if rec.Status != StatusMinted {
		return verdict.Record{}, fmt.Errorf("%w: %s is %s", ErrNotMinted, id, rec.Status)
	}
	blocks, err := s.receiptBlocks(id, rec.Receipts)
	if err != nil {
		return verdict.Record{}, err
	}
	out := verdict.Record{Verdict: rec.Verdict, Signature: rec.Signature, Receipts: make(map[string][]byte, len(blocks))}
	for _, b := range blocks {
		out.Receipts[verdict.CIDOf(b).String()] = b
	}
	return out, nil
}
