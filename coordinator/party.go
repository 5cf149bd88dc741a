package coordinator

import (
	"context"
	"errors"
	"fmt"
	"maps"

	"github.com/arbitra-network/arbitra/store"
)

// A deal's verdict has no anonymous requester: whoever holds the two texts
// may have it judged, but its rights (reading the rationales, publishing,
// unpublishing) go only to the buyer and the seller the escrow names, each
// proving itself with a verdict.PartyProof, in whatever order they ask.
// Each proof is answered with a fresh token for that party; its hash is
// kept under the record, one key per party, apart from the record itself
// so that a mint rewriting the record cannot drop it.

// The holders of a verdict's rights.
const (
	HolderRequester = "requester" // the submitter of a verdict without a deal
	HolderBuyer     = "buyer"
	HolderSeller    = "seller"
)

// ErrNotAParty refuses a deal proof whose signer the escrow does not name.
var ErrNotAParty = errors.New("coordinator: the signer is neither the deal's buyer nor its seller")

// ErrPublishNeedsParty refuses a deal request asking to publish without a
// party's proof: a deal's texts are its parties' to publish.
var ErrPublishNeedsParty = errors.New("coordinator: publishing a deal's content takes the proof of one of its parties (party)")

var prefixParty = "coord/party/" // + id/role → partyHold

func partyKey(id, role string) []byte { return []byte(prefixParty + id + "/" + role) }

// partyHold is what a coordinator keeps of a party's rights to a verdict.
type partyHold struct {
	// TokenHash is the hex SHA-256 of the party's latest token.
	TokenHash string `json:"token_sha256"`
	// Read says the party was shown the rationales.
	Read bool `json:"read,omitempty"`
}

// partyRole checks a deal request's proof against the escrow's parties and
// the coordinator's clock, and returns the role it proves.
func (s *Service) partyRole(ctx context.Context, sub *Submission) (string, error) {
	p := sub.Party
	if p == nil {
		if sub.Publish {
			return "", ErrPublishNeedsParty
		}
		return "", nil
	}
	if err := p.Verify(s.self, sub.Deal, s.now()); err != nil {
		return "", err
	}
	buyer, seller, err := s.cfg.Deals.Parties(ctx, sub.Deal.DealID)
	if err != nil {
		return "", err
	}
	switch p.Address {
	case buyer:
		return HolderBuyer, nil
	case seller:
		return HolderSeller, nil
	}
	return "", fmt.Errorf("%w: %s", ErrNotAParty, p.Address)
}

// grantParty issues a new token to a party of rec's deal, replacing any it
// held (a lost token is recovered by proving again), and returns a copy of
// rec that answers with it.
func (s *Service) grantParty(rec *Record, role string) (*Record, error) {
	token, hash := newRequesterToken()
	err := s.cfg.Store.Update(func(tx *store.Txn) error {
		var h partyHold
		if err := tx.Get(partyKey(rec.ID, role), &h); err != nil && !errors.Is(err, store.ErrNotFound) {
			return err
		}
		h.TokenHash = hash
		return tx.Put(partyKey(rec.ID, role), &h)
	})
	if err != nil {
		return nil, fmt.Errorf("coordinator: grant the %s's rights to %s: %w", role, rec.ID, err)
	}
	out := *rec // rec may be shared with other waiters
	out.requesterToken, out.holder = token, role
	out.parties = maps.Clone(rec.parties)
	if out.parties == nil {
		out.parties = map[string]partyHold{}
	}
	out.parties[role] = partyHold{TokenHash: hash, Read: rec.parties[role].Read}
	return &out, nil
}

// loadParties reads the parties' holds of a record.
func loadParties(tx *store.Txn, rec *Record) error {
	for _, role := range []string{HolderBuyer, HolderSeller} {
		var h partyHold
		switch err := tx.Get(partyKey(rec.ID, role), &h); {
		case errors.Is(err, store.ErrNotFound):
		case err != nil:
			return fmt.Errorf("coordinator: %s of %s: %w", role, rec.ID, err)
		default:
			if rec.parties == nil {
				rec.parties = map[string]partyHold{}
			}
			rec.parties[role] = h
		}
	}
	return nil
}

// Holder is the holder whose token token is ("" for none): the requester
// of a verdict without a deal, or a party of a deal.
func (rec *Record) Holder(token string) string {
	if matchToken(token, rec.RequesterHash) {
		return HolderRequester
	}
	for _, role := range []string{HolderBuyer, HolderSeller} {
		if h, ok := rec.parties[role]; ok && matchToken(token, h.TokenHash) {
			return role
		}
	}
	return ""
}

// IssuedTo is the holder of the token this record's answer carries.
func (rec *Record) IssuedTo() string {
	if rec.requesterToken == "" {
		return ""
	}
	if rec.holder != "" {
		return rec.holder
	}
	return HolderRequester
}

// Unread reports whether holder may still be shown the rationales of an
// unpublished verdict: each holder is shown them once.
func (rec *Record) Unread(holder string) bool {
	switch {
	case holder == "" || rec.Delivered:
		return false
	case holder == HolderRequester:
		return true
	}
	return !rec.parties[holder].Read
}

// markPartyRead records that a party was shown the rationales and erases
// them once both parties have been.
func (s *Service) markPartyRead(rec *Record, role string) error {
	return s.cfg.Store.Update(func(tx *store.Txn) error {
		var mine partyHold
		if err := tx.Get(partyKey(rec.ID, role), &mine); err != nil {
			return err
		}
		mine.Read = true
		if err := tx.Put(partyKey(rec.ID, role), &mine); err != nil {
			return err
		}
		other := HolderBuyer
		if role == HolderBuyer {
			other = HolderSeller
		}
		var theirs partyHold
		switch err := tx.Get(partyKey(rec.ID, other), &theirs); {
		case errors.Is(err, store.ErrNotFound):
			return nil
		case err != nil:
			return err
		case theirs.Read:
			return tx.Delete(rationalesKey(rec.ID))
		}
		return nil
	})
}
