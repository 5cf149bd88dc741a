package coordinator

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/arbitra-network/arbitra/verdict"
)

// DealGate is what the coordinator asks of the chain before it judges a
// deal: whether the escrow holds the deal in a state to be judged on these
// texts, and which seats its registry drew.
type DealGate interface {
	// Admit returns the deal's panel, or a *DealRefusal when the chain
	// says the request must not be judged; other errors are the chain's.
	Admit(ctx context.Context, d *verdict.Deal, evidence []verdict.Evidence) (*DealPanel, error)
	// Escrow names the chain and escrow the gate settles on, which a
	// request naming only its deal ID is taken to mean.
	Escrow() (verdict.ChainID, verdict.Address)
	// Parties are the buyer and the seller the escrow names for a deal.
	Parties(ctx context.Context, id verdict.DealID) (buyer, seller verdict.Address, err error)
}

// DealPanel is the panel an escrow drew for a deal.
type DealPanel struct {
	// Draw recomputes the seats (verdict.EscrowDraw).
	Draw *verdict.Draw
	// Threshold is the number of agreeing ballots the escrow needs.
	Threshold int
	// Buyer and Seller are the deal's parties as the escrow names them.
	Buyer, Seller verdict.Address
	// StoreDraw, when set, stores the draw on chain; the coordinator calls
	// it when it takes a request of the deal to judge, never for a request
	// it refuses, so that no refused caller spends the node's gas.
	StoreDraw func(context.Context)
}

// DealRefusal is a deal request the chain refuses: the deal is not there,
// not yet delivered, settled already, or the texts are not the ones it
// committed. It answers 409 naming the field.
type DealRefusal struct {
	Field string
	Code  string
	Msg   string
}

func (e *DealRefusal) Error() string { return e.Field + ": " + e.Msg }

// Refusal codes of DealRefusal.
const (
	RefuseNoDeal       = "deal_not_found"
	RefuseNotSubmitted = "deal_not_submitted"
	RefuseSettled      = "deal_settled"
	RefuseMismatch     = "evidence_mismatch"
	RefuseDrawPending  = "draw_pending"
	RefuseDrawExpired  = "draw_expired"
	RefuseOtherEscrow  = "other_escrow"
	RefuseNoQuorum     = "no_quorum"
	RefuseNotTheSeller = "not_the_seller"
	// RefuseRoundNotOpen: the request's round is not the deal's open
	// round (no appeal opened it, or it is decided or past).
	RefuseRoundNotOpen = "round_not_open"
	// RefusePreviousRound: an appeal round's request does not name the
	// record this coordinator minted for the round before.
	RefusePreviousRound = "previous_round_mismatch"
)

// Escrow names the escrow whose deals the coordinator judges; ok is false
// when it judges none.
func (s *Service) Escrow() (chainID verdict.ChainID, escrow verdict.Address, ok bool) {
	if s.cfg.Deals == nil {
		return chainID, escrow, false
	}
	chainID, escrow = s.cfg.Deals.Escrow()
	return chainID, escrow, true
}

// ErrNoEscrow refuses a deal on a coordinator that settles none.
var ErrNoEscrow = errors.New("coordinator: this coordinator settles no escrow")

// submitDeal judges a deal once. Its question is the deal's fixed one,
// and an on-chain deal is judged only as the chain admits it, by the seats
// the escrow drew, needing the escrow's threshold of votes. A deal already
// judged here answers its first record, whoever asks again and whatever
// else the request says. Its rights go to a party that proves itself
// (party.go), never to a caller for asking first. wait says the caller
// waits for the verdict.
func (s *Service) submitDeal(ctx context.Context, sub Submission, wait bool) (*Record, error) {
	if d := sub.Deal; d.ChainID.IsZero() && d.Escrow.IsZero() && s.cfg.Deals != nil {
		c := *d
		c.ChainID, c.Escrow = s.cfg.Deals.Escrow()
		sub.Deal = &c
	}
	if err := sub.Deal.Validate(); err != nil {
		return nil, err
	}
	if err := verdict.NormalizeDealQuestion(&sub.Question); err != nil {
		return nil, err
	}
	if err := sub.Validate(s.cfg.MaxTimeout); err != nil {
		return nil, err
	}
	if sub.Nonce != "" {
		return nil, &verdict.FieldError{Field: "nonce", Msg: "a deal is judged once: it takes no nonce"}
	}
	if s.cfg.Deals == nil {
		return nil, &verdict.FieldError{Field: "deal", Msg: ErrNoEscrow.Error()}
	}
	role, err := s.partyRole(ctx, &sub)
	if err != nil {
		return nil, err
	}
	rec, err := s.judgeDeal(ctx, sub, wait)
	if err != nil || role == "" {
		return rec, err
	}
	return s.grantParty(rec, role)
}

// judgeDeal answers a valid deal request: the deal's record when it was
// judged here already, or a new judgement of it as the chain admits it.
func (s *Service) judgeDeal(ctx context.Context, sub Submission, wait bool) (*Record, error) {
	// One admission per deal at a time: a draw that waits for blocks
	// holds up no other deal.
	unlock, err := s.lockKey(ctx, s.dealLocks, sub.Deal.DealID.String())
	if err != nil {
		return nil, err
	}
	defer unlock()
	if err := s.checkPreviousRound(sub.Deal); err != nil {
		return nil, err
	}
	prev, err := s.dealRecord(sub.Deal.DealID, sub.Deal.Round)
	switch {
	case errors.Is(err, ErrNotFound):
		prev = nil
	case err != nil:
		return nil, err
	case !judgedAgain(prev):
		return s.answerDeal(ctx, prev, wait)
	}
	p, err := s.cfg.Deals.Admit(ctx, sub.Deal, sub.Evidence)
	if err != nil {
		return nil, err
	}
	if s := sub.Deal.Seller; !s.IsZero() && s != p.Seller {
		return nil, &DealRefusal{Field: "deal.seller", Code: RefuseNotTheSeller,
			Msg: fmt.Sprintf("the escrow names %s as the deal's seller", p.Seller)}
	}
	d := *sub.Deal
	d.Seller = p.Seller // a request may leave it out; the record always names it
	sub.Deal = &d
	sub.Draw, sub.Panel, sub.MinVotes = p.Draw, p.Draw.Size, p.Threshold
	if p.Threshold > p.Draw.Size {
		return nil, &DealRefusal{Field: "deal.deal_id", Code: RefuseNoQuorum,
			Msg: fmt.Sprintf("the escrow needs %d ballots from %d seats", p.Threshold, p.Draw.Size)}
	}
	if err := sub.Validate(s.cfg.MaxTimeout); err != nil {
		return nil, &DealRefusal{Field: "deal.deal_id", Code: RefuseNoQuorum, Msg: "the escrow's panel: " + err.Error()}
	}
	if prev != nil {
		n, err := attemptOf(sub, prev.ID)
		if err != nil {
			return nil, err
		}
		if n >= MaxDealAttempts {
			return s.answerDeal(ctx, prev, wait)
		}
		sub.Nonce = attemptNonce("", n+1) // a new request ID, in the record for auditors to see
	}
	id, err := requestID(&sub)
	if err != nil {
		return nil, err
	}
	existing, release, err := s.claim(ctx, id)
	if err == nil && existing == nil && p.StoreDraw != nil {
		p.StoreDraw(ctx)
	}
	switch {
	case err != nil:
		return nil, err
	case wait:
		return s.submitWait(ctx, sub, id, existing, release)
	case existing != nil:
		return existing, nil
	}
	defer release()
	return s.submit(ctx, sub, id, s.cfg.SlotWait)
}

// MaxDealAttempts bounds how often a coordinator judges one deal, or one
// request's content: a verdict that failed (every seat timed out or
// abstained, too few jurors, overload) or lacked a quorum (a model server
// down, a rate limit) is judged again when it is asked for again, a deal
// by the same drawn seats, up to this many times in all.
const MaxDealAttempts = 3

// judgedAgain reports whether a record may be followed by a new attempt
// when its request is asked for again: it decided nothing because too few
// seats voted. A decided verdict, or a tie, is final.
func judgedAgain(rec *Record) bool {
	switch {
	case rec.Status == StatusFailed:
		return true
	case rec.Status != StatusMinted:
		return false
	}
	v := rec.parsed
	if v == nil {
		var p verdict.Verdict
		if json.Unmarshal(rec.Verdict, &p) != nil {
			return false
		}
		v = &p
	}
	// Only a quorum sets a reason: an undecided verdict without one is a tie.
	return v.Decision == verdict.DecisionUndecided && v.Reason != ""
}

// attemptNonce is the nonce of attempt n (from 2) at a request whose own
// nonce is base (a deal's is empty).
func attemptNonce(base string, n int) string {
	if base == "" {
		return fmt.Sprintf("attempt-%d", n)
	}
	return fmt.Sprintf("%s/attempt-%d", base, n)
}

// attemptOf is which attempt at the deal of sub (admitted, without a
// nonce) the request id was; a failed record keeps no request to read it
// from, so the attempts' IDs are recomputed. An ID of none of them (the
// escrow's panel changed since) counts as the last.
func attemptOf(sub Submission, id string) (int, error) {
	for n := 1; n <= MaxDealAttempts; n++ {
		if n > 1 {
			sub.Nonce = attemptNonce("", n)
		}
		got, err := requestID(&sub)
		if err != nil {
			return 0, err
		}
		if got == id {
			return n, nil
		}
	}
	return MaxDealAttempts, nil
}

// answerDeal answers a deal's existing record, once final when wait.
func (s *Service) answerDeal(ctx context.Context, rec *Record, wait bool) (*Record, error) {
	if wait {
		return s.Wait(ctx, rec.ID)
	}
	return rec, nil
}

// dealRecord is the record of the verdict this coordinator started for a
// round of a deal.
func (s *Service) dealRecord(dealID verdict.DealID, round uint8) (*Record, error) {
	id, err := s.ByDealRound(dealID, round)
	if err != nil {
		return nil, err
	}
	return s.Get(id)
}

// checkPreviousRound admits an appeal round's request only when it names,
// as its previous record, the record this coordinator minted for the
// round before, so that the rounds of a deal form one chain of records.
func (s *Service) checkPreviousRound(d *verdict.Deal) error {
	if d.Round == 0 {
		return nil
	}
	prev, err := s.dealRecord(d.DealID, d.Round-1)
	switch {
	case errors.Is(err, ErrNotFound):
		return &DealRefusal{Field: "deal.previous", Code: RefusePreviousRound,
			Msg: fmt.Sprintf("this coordinator holds no record of round %d of the deal", d.Round-1)}
	case err != nil:
		return err
	case prev.Status != StatusMinted:
		return &DealRefusal{Field: "deal.previous", Code: RefusePreviousRound,
			Msg: fmt.Sprintf("round %d's record here is %s, not minted", d.Round-1, prev.Status)}
	case prev.CID != d.Previous:
		return &DealRefusal{Field: "deal.previous", Code: RefusePreviousRound,
			Msg: fmt.Sprintf("round %d's record is %s", d.Round-1, prev.CID)}
	}
	return nil
}
