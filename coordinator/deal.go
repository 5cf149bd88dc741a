package coordinator

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/arbitra-network/arbitra/verdict"
)

// DealGate is what the coordinator asks of the chain before it judges a
// deal: whether the escrow holds the deal in a state to be judged on these
// texts, and which seats its registry drew.
type DealGate interface {
	// Admit returns the deal's panel, or a *DealRefusal when the chain
	// says the request must not be judged; other errors are the chain's.
	Admit(ctx context.Context, d *verdict.Deal, evidence []verdict.Evidence) (*DealPanel, error)
}

// DealPanel is the panel an escrow drew for a deal.
type DealPanel struct {
	// Seats are the drawn jurors' addresses, lower case, in draw order.
	Seats []string
	// Candidates is the registry snapshot the seats were drawn from.
	Candidates []string
	// Seed and DrawBlock fix the draw (verdict.DealDraw).
	Seed      string
	DrawBlock uint64
	// Threshold is the number of agreeing ballots the escrow needs.
	Threshold int
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
	RefuseOtherEscrow  = "other_escrow"
)

// ErrNoEscrow refuses a deal on a coordinator that settles none.
var ErrNoEscrow = errors.New("coordinator: this coordinator settles no escrow")

// onChain says whether a deal is settled on a chain (the compatibility
// routes' off-chain deals are not).
func onChain(d *verdict.Deal) bool { return d != nil && d.ChainID != OffChainChainID }

// submitAnyDeal validates a deal submission: the question is the deal's
// fixed one, and an on-chain deal goes through the chain (submitDeal).
func (s *Service) submitAnyDeal(ctx context.Context, sub Submission) (*Record, error) {
	if err := verdict.NormalizeDealQuestion(&sub.Question); err != nil {
		return nil, err
	}
	if err := sub.Validate(s.cfg.MaxTimeout); err != nil {
		return nil, err
	}
	if !onChain(sub.Deal) {
		return s.submitOffChain(ctx, sub)
	}
	return s.submitDeal(ctx, sub)
}

// submitOffChain starts a compatibility deal, which no escrow settles.
func (s *Service) submitOffChain(ctx context.Context, sub Submission) (*Record, error) {
	id := newID()
	candidates, panel, err := s.admit(ctx, id, sub, s.cfg.SlotWait)
	if err != nil {
		return nil, err
	}
	return s.startWithToken(ctx, sub, id, candidates, panel)
}

// startWithToken starts a request whose requester gets a new token.
func (s *Service) startWithToken(ctx context.Context, sub Submission, id string, candidates []verdict.Candidate, panel []string) (*Record, error) {
	token, hash := newRequesterToken()
	sub.requesterHash = hash
	rec, err := s.start(ctx, sub, id, candidates, panel, false)
	if err != nil {
		return nil, err
	}
	rec.requesterToken = token
	return rec, nil
}

// submitDeal judges a deal once: a deal already judged here answers its
// first record, whoever asks again (without a requester token: only the
// first requester holds one); otherwise the chain admits it and the
// escrow's seats are the panel.
func (s *Service) submitDeal(ctx context.Context, sub Submission) (*Record, error) {
	if s.cfg.Deals == nil {
		return nil, &verdict.FieldError{Field: "deal", Msg: ErrNoEscrow.Error()}
	}
	s.dealMu.Lock()
	defer s.dealMu.Unlock()
	sub.Deal = normalizeDeal(sub.Deal)
	if rec, err := s.dealRecord(sub.Deal.DealID); err == nil || !errors.Is(err, ErrNotFound) {
		return rec, err
	}
	p, err := s.cfg.Deals.Admit(ctx, sub.Deal, sub.Evidence)
	if err != nil {
		return nil, err
	}
	sub.MinVotes = max(sub.MinVotes, p.Threshold)
	if sub.Panel = len(p.Seats); sub.Panel < verdict.MinPanel || sub.Panel > verdict.MaxPanel {
		return nil, &DealRefusal{Field: "deal.deal_id", Code: RefuseNoDeal,
			Msg: fmt.Sprintf("the escrow drew %d seats; a panel has %d to %d", sub.Panel, verdict.MinPanel, verdict.MaxPanel)}
	}
	if sub.MinVotes > sub.Panel {
		return nil, &DealRefusal{Field: "deal.deal_id", Code: RefuseNoDeal,
			Msg: fmt.Sprintf("the escrow needs %d ballots from %d seats", sub.MinVotes, sub.Panel)}
	}
	cands := make([]verdict.Candidate, len(p.Candidates))
	for i, a := range p.Candidates {
		cands[i] = verdict.Candidate{Address: strings.ToLower(a), Model: s.registry.model(a), Weight: verdict.MaxWeight}
	}
	// The seats are the escrow's, busy or not: their slots are taken
	// beyond capacity rather than draw anyone else.
	s.slots.hold(p.Seats)
	return s.startWithToken(ctx, sub, newID(), cands, p.Seats)
}

// dealRecord is the record of the verdict this coordinator started for a deal.
func (s *Service) dealRecord(dealID string) (*Record, error) {
	id, err := s.ByDeal(dealID)
	if err != nil {
		return nil, err
	}
	return s.Get(id)
}
