package coordinator

import (
	"errors"
	"fmt"
	"time"

	"github.com/arbitra-network/arbitra/p2p"
	"github.com/arbitra-network/arbitra/store"
	"github.com/arbitra-network/arbitra/verdict"
)

// A verdict is not held hostage by its slowest seat. Once the seats that
// voted fix the outcome whatever the others cast (verdict.Decided: for a
// deal, its threshold of seats agree), the coordinator waits for the
// others a little longer (decidedHold) and then mints, marking each seat
// still out verdict.ErrClassNotAwaited. A deal does not wait for that
// hold: the receipts that decided it go to Config.DealDecided at once
// (relay), and its settlement with them. Such a seat's ballot, when it
// comes before the deadline, goes to Config.LateBallot, which relays it to
// the escrow for the seat's fee; the record, signed before it came, is not
// changed, and the receipt is not acknowledged (an ack would say the
// record holds it).

// decidedHold is the least a decided verdict waits for its other seats:
// fast models answer within it, so their votes still enter the record.
// It grows to a twentieth of the time the request has taken, so that a
// slow panel keeps the seats that are only a little behind, at a cost of
// 5 % over the moment the outcome was fixed.
const decidedHold = 250 * time.Millisecond

// ErrLate answers a receipt that came after its verdict was minted
// without it.
var ErrLate = errors.New("coordinator: the verdict was minted without this seat")

// lateSeats are the seats a minted verdict did not await, whose ballots
// are taken until the request's deadline.
type lateSeats struct {
	req   *verdict.SignedRequest
	seats map[verdict.Address]bool
	until time.Time
	// minted is closed once the verdict (and the settlement a hook
	// queued with it) is committed, or failed to be.
	minted <-chan struct{}
}

// checkDecided arms the decided hold of inf once its receipts fix the
// outcome; the caller holds s.mu.
func (s *Service) checkDecided(inf *inflight) {
	req := &inf.req.Request
	if inf.finalized || inf.hold != nil || s.closed || s.cfg.WaitForAllSeats {
		return
	}
	seats, pending := inf.seatsSoFar(verdict.ErrClassNotAwaited)
	if len(pending) == 0 {
		return
	}
	method, err := verdict.LookupMethod(s.cfg.Method)
	if err != nil {
		return
	}
	out, ok := verdict.Decided(method, req.Options, seats, pending, verdict.Quorum(req))
	if !ok {
		return
	}
	s.relayDecided(inf, out.Decision)
	now := s.now()
	wait := max(decidedHold, now.Sub(inf.started)/20)
	if time.UnixMilli(req.Deadline).Sub(now) <= wait {
		return // the deadline comes first
	}
	inf.hold = time.AfterFunc(wait, func() {
		s.mu.Lock()
		inf.decided = true
		s.mu.Unlock()
		s.goFinalize(inf)
	})
}

// relayDecided hands a decided deal's receipts to Config.DealDecided once,
// on a goroutine of the service, so that its settlement need not wait for
// the hold and the mint; the caller holds s.mu.
func (s *Service) relayDecided(inf *inflight, decision string) {
	if inf.req.Request.Deal == nil || s.cfg.DealDecided == nil || inf.relayed || s.closed {
		return
	}
	inf.relayed = true
	d := &Decided{Request: inf.req, Decision: decision}
	stored := make(map[verdict.Address]*StoredReceipt, len(inf.receipts))
	for _, k := range inf.req.Request.Panel {
		if rc, ok := inf.parsed[k]; ok {
			d.Receipts = append(d.Receipts, rc)
			stored[k] = inf.receipts[k]
		}
	}
	s.wg.Add(1)
	go func() {
		defer s.wg.Done()
		s.relay(inf, d, stored)
	}()
}

// relay writes the receipts that decided a deal, as a lone receipt is
// written, in one transaction with the DealDecided hook's writes. Receipts
// are only ever added to an in-flight request, and a restart resumes it
// with those on disk, so whatever record it is minted with holds every
// ballot the hook relays. A mint that committed first wrote the receipts
// and its own settlement: nothing is left to do.
func (s *Service) relay(inf *inflight, d *Decided, stored map[verdict.Address]*StoredReceipt) {
	select { // putLoneReceipt reads the request's in-flight key
	case <-inf.stored:
	case <-s.ctx.Done():
		return
	}
	if inf.storeErr != nil {
		return
	}
	id := d.Request.Request.ID
	relayed := false
	err := s.cfg.Store.Update(func(tx *store.Txn) error {
		relayed = false
		if open, err := tx.Has(inflightKey(id)); err != nil || !open {
			return err
		}
		for juror, sr := range stored {
			if err := putLoneReceipt(tx, id, juror, sr); err != nil {
				return err
			}
		}
		relayed = true
		return s.cfg.DealDecided(tx, d)
	})
	if err != nil {
		// The mint queues the settlement instead, with every receipt.
		s.log.Warn("decided deal not relayed ahead of its mint", "id", id, "err", err)
		return
	}
	if relayed {
		s.cfg.Trace(id, StepDealRelayed)
	}
}

// seatsSoFar is the panel's seats as the receipts so far give them, with
// the seats still out abstaining for class, and their indices.
func (inf *inflight) seatsSoFar(class string) (seats []verdict.JurorVote, pending []int) {
	req := &inf.req.Request
	seats = make([]verdict.JurorVote, len(req.Panel))
	for i, k := range req.Panel {
		rc, ok := inf.parsed[k]
		if !ok {
			seats[i] = verdict.JurorVote{Juror: k, Vote: verdict.VoteAbstain, ErrorClass: class}
			pending = append(pending, i)
			continue
		}
		seats[i] = verdict.JurorVote{Juror: k, Vote: rc.Vote, ErrorClass: rc.ErrorClass}
	}
	return seats, pending
}

// noteLate records the seats a verdict minted without, before its
// deadline; the caller holds s.mu. Entries past their deadline go.
func (s *Service) noteLate(inf *inflight, missing []verdict.Address) {
	now := s.now()
	for id, l := range s.late {
		if now.After(l.until) {
			delete(s.late, id)
		}
	}
	if len(missing) == 0 {
		return
	}
	l := &lateSeats{req: inf.req, seats: make(map[verdict.Address]bool, len(missing)), until: time.UnixMilli(inf.req.Request.Deadline), minted: inf.done}
	for _, k := range missing {
		l.seats[k] = true
	}
	if s.late == nil {
		s.late = make(map[string]*lateSeats)
	}
	s.late[inf.req.Request.ID] = l
}

// takeLate hands the ballot of a seat a minted verdict did not await to
// Config.LateBallot, once its receipt checks out against the request, and
// answers ErrLate: the receipt is not acknowledged. ok is false when the
// receipt is of no such seat.
func (s *Service) takeLate(env *p2p.ReceiptEnvelope) (ok bool, err error) {
	rc := &env.Receipt
	s.mu.Lock()
	l := s.late[rc.RequestID]
	if l == nil || !l.seats[rc.Juror] || s.now().After(l.until) {
		s.mu.Unlock()
		return false, nil
	}
	delete(l.seats, rc.Juror) // one ballot per seat
	s.mu.Unlock()
	req := &l.req.Request
	if err := checkReceipt(req, env); err != nil {
		return true, err
	}
	if req.Deal == nil || rc.Ballot == nil || s.cfg.LateBallot == nil {
		return true, ErrLate
	}
	select { // the deal's settlement is queued with the verdict
	case <-l.minted:
	case <-s.ctx.Done():
		return true, fmt.Errorf("%w: %v", errRetry, ErrClosed)
	}
	if err := s.cfg.LateBallot(req.Deal, rc.Juror, *rc.Ballot); err != nil {
		s.log.Warn("late ballot not relayed", "request", req.ID, "juror", rc.Juror, "err", err)
		return true, fmt.Errorf("%w; its ballot could not be taken: %v", ErrLate, err)
	}
	s.log.Info("late ballot taken for the escrow", "request", req.ID, "juror", rc.Juror)
	return true, fmt.Errorf("%w; its ballot goes to the escrow for its fee", ErrLate)
}
