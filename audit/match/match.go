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
	// Round is the deal's round the record judged (verdict.Deal.Round).
	Round uint8
	// Root is the evidence root the record judged.
	Root [32]byte
	// Jurors are the seats' addresses, in seat order.
	Jurors []common.Address
	// Pass and Fail are the seats whose receipts hold a valid ballot for
	// that outcome (verdict.BallotSeats).
	Pass, Fail []int
	// NotAwaited are the seats the record was minted without, its votes
	// having decided first (verdict.ErrClassNotAwaited): a ballot of such
	// a seat paid later is no ballot the record hid.
	NotAwaited []int
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
	return Record{Hash: verdict.Hash(rec.Verdict), Decision: v.Decision, DealID: v.Deal.DealID, Round: v.Deal.Round, Root: root, Jurors: jurors,
		Pass: verdict.BallotSeats(rec, v, true), Fail: verdict.BallotSeats(rec, v, false), NotAwaited: notAwaited(v)}, nil
}

// notAwaited are the seats of v marked verdict.ErrClassNotAwaited.
func notAwaited(v *verdict.Verdict) []int {
	var out []int
	for i, j := range v.Jurors {
		if j.Vote == verdict.VoteAbstain && j.ErrorClass == verdict.ErrClassNotAwaited {
			out = append(out, i)
		}
	}
	return out
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
	// DissentMask is the mask of the seats whose ballots for the other
	// outcome the settlement paid (JurorFeesPaid); nil when the reader
	// does not keep it, and the rule then checks no dissent.
	DissentMask *big.Int
	// Claimed are the late ballots the escrow paid after the settlement
	// (JurorFeeClaimed), in the order it logged them.
	Claimed []Claim
}

// Claim is a seat's ballot relayed after a settlement by ballots and paid.
type Claim struct {
	Seat     uint64
	Juror    common.Address
	Approved bool
}

// Check reports whether r is the record s settled with, and says how. On
// the oracle path the recorded verdict hash is the record's own and the
// record decides the settled way (the oracle's key could name a record and
// settle the other way). On the ballot path the record decides the settled
// way, every signer holds a seat whose receipt holds a valid ballot for it,
// their seats are the logged mask, and those ballots hash to the recorded
// verdict hash; and every seat the escrow paid for another ballot, a
// dissent in the settling call or a late ballot claimed after it, holds a
// valid ballot for that ballot's outcome in the record, so that a record
// cannot erase or turn a vote the chain shows was cast.
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
	if h := verdict.RoundBallotsHash(r.DealID, r.Root, r.Round, s.Approved, mask); h != s.VerdictHash {
		return "", fmt.Errorf("the ballots hash to 0x%x, the escrow recorded 0x%x", h, s.VerdictHash)
	}
	detail := fmt.Sprintf("settled %s by the ballots of seats %v (%d of %d), verdict hash 0x%x", decision, seats, len(seats), len(r.Jurors), s.VerdictHash)
	var dissent []int
	for i := range bitLen(s.DissentMask) {
		if s.DissentMask.Bit(i) == 0 {
			continue
		}
		if other, ok := holds(r, uint64(i), !s.Approved); !ok {
			return "", fmt.Errorf("the escrow paid %s for a dissenting ballot for %s (JurorFeesPaid dissent mask %#x), but the record holds no valid ballot of it for %s", seatName(r, uint64(i)), other, s.DissentMask, other)
		}
		dissent = append(dissent, i)
	}
	if len(dissent) > 0 {
		detail += fmt.Sprintf(", the dissent of seats %v paid", dissent)
	}
	var late []uint64
	for _, c := range s.Claimed {
		vote, ok := holds(r, c.Seat, c.Approved)
		switch {
		case c.Seat >= uint64(len(r.Jurors)):
			return "", fmt.Errorf("the escrow paid %s as seat %d for a late ballot for %s (JurorFeeClaimed), but the record has %d seats", verdict.AddressString(c.Juror), c.Seat, vote, len(r.Jurors))
		case r.Jurors[c.Seat] != c.Juror:
			return "", fmt.Errorf("the escrow paid %s as seat %d for a late ballot for %s (JurorFeeClaimed), but the record's seat %d is %s", verdict.AddressString(c.Juror), c.Seat, vote, c.Seat, verdict.AddressString(r.Jurors[c.Seat]))
		case !ok && !slices.Contains(r.NotAwaited, int(c.Seat)):
			return "", fmt.Errorf("the escrow paid %s for a late ballot for %s (JurorFeeClaimed), but the record holds no valid ballot of it for %s", seatName(r, c.Seat), vote, vote)
		}
		late = append(late, c.Seat)
	}
	if len(late) > 0 {
		detail += fmt.Sprintf(", the late ballots of seats %v paid", late)
	}
	return detail, nil
}

// holds names the outcome approved stands for and reports whether seat i
// of r holds a valid ballot for it.
func holds(r Record, i uint64, approved bool) (string, bool) {
	vote, seats := verdict.OptionFail, r.Fail
	if approved {
		vote, seats = verdict.OptionPass, r.Pass
	}
	return vote, slices.ContainsFunc(seats, func(k int) bool { return uint64(k) == i })
}

// seatName names seat i of a record by its juror, or says the record has
// no such seat.
func seatName(r Record, i uint64) string {
	if i >= uint64(len(r.Jurors)) {
		return fmt.Sprintf("seat %d (not one of the record's %d)", i, len(r.Jurors))
	}
	return fmt.Sprintf("seat %d (%s)", i, verdict.AddressString(r.Jurors[i]))
}

func bitLen(x *big.Int) int {
	if x == nil {
		return 0
	}
	return x.BitLen()
}
