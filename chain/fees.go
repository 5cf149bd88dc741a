package chain

import (
	"context"
	"math/big"

	"github.com/ethereum/go-ethereum/core/types"
)

// FeeShares is the juror fee a quorum-settled deal still owes the seats
// whose ballots the settling call left out. A deal that owes nothing (no
// fee, not settled by ballots, or every share claimed or returned) reads
// all zero, its PaidMask included.
type FeeShares struct {
	Share    *big.Int // one seat's share, in the deal's token
	Unpaid   uint64   // seats not paid yet
	PaidMask *big.Int // a bit per seat index, set for each seat paid
}

// Paid reports whether the seat at index seat of the deal's panel was paid.
func (f FeeShares) Paid(seat int) bool { return f.PaidMask.Bit(seat) == 1 }

// FeeShares reads what a quorum-settled deal still owes its seats (feeSharesOf).
func (e *Escrow) FeeShares(ctx context.Context, dealID [32]byte) (FeeShares, error) {
	f, err := call(ctx, e.bound, nil, "feeSharesOf", escrowABI.PackFeeSharesOf(dealID), escrowABI.UnpackFeeSharesOf)
	if err != nil {
		return FeeShares{}, err
	}
	return FeeShares{Share: f.Share, Unpaid: f.Unpaid.Uint64(), PaidMask: f.PaidMask}, nil
}

// ClaimJurorFee relays the ballot of a seat of a quorum-settled deal that
// the settling call left out, for either outcome, and the escrow pays that
// seat its share of the juror fee, whoever sends it. The escrow refuses a
// seat already paid (ErrFeeAlreadyPaid), a deal that owes no share
// (ErrNothingToClaim), a claim from submittedAt + UnbondDelay on
// (ErrBallotWindowClosed), and a signature that is no seat's ballot on the
// deal (ErrInvalidBallot).
func (e *Escrow) ClaimJurorFee(ctx context.Context, dealID [32]byte, approved bool, signature []byte) (*types.Receipt, error) {
	return e.send(ctx, "claimJurorFee", escrowABI.PackClaimJurorFee(dealID, approved, signature))
}

// ClaimJurorFeeNoWait sends claimJurorFee (see ClaimJurorFee) and returns
// the signed transaction without waiting, like ResolveNoWait.
func (e *Escrow) ClaimJurorFeeNoWait(ctx context.Context, dealID [32]byte, approved bool, signature []byte) (*types.Transaction, error) {
	return e.sendNoWait(ctx, "claimJurorFee", escrowABI.PackClaimJurorFee(dealID, approved, signature))
}
