// Package match is the one rule that decides whether a verdict record is
// the record an escrow settled a deal with. Package audit applies it to a
// settlement read from the chain; reputation applies it to the settlements
// its index saw. It reads no chain and holds no state.
package match

import (
	"errors"
	"fmt"
	"math/big"
	"slices"

	"github.com/ethereum/go-ethereum/common"

	"github.com/arbitra-network/arbitra/verdict"
)

// Record is what the rule reads of a deal's verdict record.
type Record struct {
	// Hash is the record's verdict hash.
	Hash     [32]byte
	Decision string
	DealID   [32]byte
	// Root is the evidence root the record judged.
	Root [32]byte
	// Jurors are the seats' addresses, in seat order.
	Jurors []common.Address
	// Pass and Fail are the seats whose receipts hold a valid ballot for
	// that outcome (verdict.BallotSeats).
	Pass, Fail []int
}

// RecordOf reads a record for the rule; it fails when the verdict names no
// deal of a chain or its IDs do not parse.
func RecordOf(rec verdict.Record, v *verdict.Verdict) (Record, error) {
	if v.Deal == nil {
		return Record{}, errors.New("the verdict names no deal")
	}
	root, err := verdict.ParseHash32(v.Evidence.Root)
	if err != nil {
		return Record{}, fmt.Errorf("evidence root: %w", err)
	}
	jurors := make([]common.Address, len(v.Jurors))
	for i, j := range v.Jurors {
		jurors[i] = j.Juror.Common()
	}
	return Record{Hash: verdict.Hash(rec.Verdict), Decision: v.Decision, DealID: v.Deal.DealID, Root: root, Jurors: jurors,
		Pass: verdict.BallotSeats(rec, v, true), Fail: verdict.BallotSeats(rec, v, false)}, nil
}

// New builds a Record from the text forms a record and an index keep.
func New(hash [32]byte, decision, dealID, root string, jurors []string, pass, fail []int) (Record, error) {
	id, err := verdict.ParseHash32(dealID)
	if err != nil {
		return Record{}, fmt.Errorf("deal id: %w", err)
	}
	r, err := verdict.ParseHash32(root)
	if err != nil {
		return Record{}, fmt.Errorf("evidence root: %w", err)
	}
	seats := make([]common.Address, len(jurors))
	for i, a := range jurors {
		if !common.IsHexAddress(a) {
			return Record{}, fmt.Errorf("seat %d: %q is not an address", i, a)
		}
		seats[i] = common.HexToAddress(a)
	}
	return Record{Hash: hash, Decision: decision, DealID: id, Root: r, Jurors: seats, Pass: pass, Fail: fail}, nil
}

// Settlement is how an escrow settled a deal.
type Settlement struct {
	DealID      [32]byte
	Approved    bool
	VerdictHash [32]byte
	// ByBallots is true when the jurors' ballots settled the deal, false
	// when its oracle did.
	ByBallots bool
	// Signers are the ballots' signers the escrow logged (ByBallots).
	Signers []common.Address
	// SeatMask is the seat mask the escrow logged; nil when the reader
	// does not keep it, and the rule then derives it from Signers.
	SeatMask *big.Int
}

// Check reports whether r is the record s settled with, and says how. On
// the oracle path the recorded verdict hash is the record's own and the
// record decides the settled way (the oracle's key could name a record and
// settle the other way). On the ballot path the record decides the settled
// way, every signer holds a seat whose receipt holds a valid ballot for it,
// their seats are the logged mask, and those ballots hash to the recorded
// verdict hash.
func Check(r Record, s Settlement) (string, error) {
	decision, ballots := verdict.OptionFail, r.Fail
	if s.Approved {
		decision, ballots = verdict.OptionPass, r.Pass
	}
	switch {
	case r.DealID != s.DealID:
		return "", fmt.Errorf("the record judges deal %s, the settlement is of deal %s", verdict.Hex32(r.DealID), verdict.Hex32(s.DealID))
	case !s.ByBallots && s.VerdictHash != r.Hash:
		return "", fmt.Errorf("the oracle settled deal %s with verdict hash 0x%x, not this record's 0x%x", verdict.Hex32(s.DealID), s.VerdictHash, r.Hash)
	case !s.ByBallots && r.Decision != decision:
		return "", fmt.Errorf("the oracle settled deal %s %s with this record's hash, but the record decides %s", verdict.Hex32(s.DealID), decision, r.Decision)
	case !s.ByBallots:
		return "settled " + decision + " by the escrow's oracle with this record's hash", nil
	case r.Decision != decision:
		return "", fmt.Errorf("the deal settled %s, the record decides %s", decision, r.Decision)
	case len(s.Signers) == 0:
		return "", errors.New("the settlement by ballots names no signer")
	}
	var seats []int
	for _, signer := range s.Signers {
		i := slices.Index(r.Jurors, signer)
		if i < 0 {
			return "", fmt.Errorf("signer %s settled the deal but holds no seat in the record", verdict.AddressString(signer))
		}
		if !slices.Contains(ballots, i) {
			return "", fmt.Errorf("signer %s (seat %d) settled the deal %s, but the record holds no valid ballot of it for %s: its ballots are not the ones that settled the deal", verdict.AddressString(signer), i, decision, decision)
		}
		seats = append(seats, i)
	}
	mask := verdict.SeatMask(seats...)
	if s.SeatMask != nil && mask.Cmp(s.SeatMask) != 0 {
		return "", fmt.Errorf("the signers hold seats %v (mask %#x) in the record, the escrow logged mask %#x", seats, mask, s.SeatMask)
	}
	if h := verdict.BallotsHash(r.DealID, r.Root, s.Approved, mask); h != s.VerdictHash {
		return "", fmt.Errorf("the ballots hash to 0x%x, the escrow recorded 0x%x", h, s.VerdictHash)
	}
	return fmt.Sprintf("settled %s by the ballots of seats %v (%d of %d), verdict hash 0x%x", decision, seats, len(seats), len(r.Jurors), s.VerdictHash), nil
}
