package coordinator

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/arbitra-network/arbitra/store"
	"github.com/arbitra-network/arbitra/verdict"
)

// prefixDealTexts holds a deal's two texts (Config.KeepDealTexts), by deal ID.
const prefixDealTexts = "coord/dealtexts/"

func dealTextsKey(dealID verdict.DealID) []byte { return []byte(prefixDealTexts + dealID.String()) }

// ErrNoDealTexts is ReaskRound's answer for a deal whose texts this
// coordinator did not keep (it judged no earlier round, or keeps none).
var ErrNoDealTexts = errors.New("coordinator: no texts kept for the deal")

// keepDealTexts stores a deal request's evidence, in the transaction that
// accepts it, when the coordinator keeps deal texts.
func (s *Service) keepDealTexts(tx *store.Txn, req *verdict.Request) error {
	if !s.cfg.KeepDealTexts {
		return nil
	}
	return tx.Put(dealTextsKey(req.Deal.DealID), req.Evidence)
}

// ReaskRound judges an appeal round of a deal this coordinator judged the
// round before: the same texts (kept by Config.KeepDealTexts) under the
// deal's fixed question, with Deal.Round set to round and Deal.Previous
// to the CID of the previous round's record, admitted like any deal
// request (the escrow's round must be open and drawn). It does not wait
// for the verdict; a round judged here already answers its record.
func (s *Service) ReaskRound(ctx context.Context, dealID verdict.DealID, round uint8) (*Record, error) {
	if round == 0 {
		return nil, &verdict.FieldError{Field: "deal.round", Msg: "only an appeal round is asked again"}
	}
	prev, err := s.dealRecord(dealID, round-1)
	if err != nil {
		return nil, fmt.Errorf("coordinator: round %d of deal %s: %w", round-1, dealID, err)
	}
	if prev.Status != StatusMinted && s.judgingRound(dealID, round-1) {
		// Settled on its deciding ballots ahead of its record (decided.go),
		// the round may be appealed before it is minted: ask again later.
		return nil, fmt.Errorf("coordinator: round %d of deal %s is not minted yet", round-1, dealID)
	}
	if prev.Status != StatusMinted {
		return nil, &DealRefusal{Field: "deal.previous", Code: RefusePreviousRound,
			Msg: fmt.Sprintf("round %d's record here is %s, not minted", round-1, prev.Status)}
	}
	var v verdict.Verdict
	if err := json.Unmarshal(prev.Verdict, &v); err != nil || v.Deal == nil {
		return nil, fmt.Errorf("coordinator: round %d's verdict of deal %s: %v", round-1, dealID, err)
	}
	var ev []verdict.Evidence
	if err := s.cfg.Store.Get(dealTextsKey(dealID), &ev); errors.Is(err, store.ErrNotFound) {
		return nil, ErrNoDealTexts
	} else if err != nil {
		return nil, err
	}
	d := *v.Deal
	d.Round, d.Previous = round, prev.CID
	sub := Submission{Question: verdict.Question{Evidence: ev}, Deal: &d}
	return s.submitDeal(ctx, sub, false)
}

// judgingRound reports whether a request of a deal's round is in flight
// here.
func (s *Service) judgingRound(dealID verdict.DealID, round uint8) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, inf := range s.inflight {
		if d := inf.req.Request.Deal; d != nil && d.DealID == dealID && d.Round == round {
			return true
		}
	}
	return false
}
