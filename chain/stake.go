package chain

import (
	"context"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/arbitra-network/arbitra/contracts"
)

// Stake is one account's juror or coordinator bond as the escrow keeps it.
// Amounts are in the escrow's stake token.
type Stake struct {
	// Bonded stands: a juror's is drawable from its entry's activeFrom on.
	Bonded *big.Int
	// Unbonding is requested and paid out by Withdraw from ReleaseAt (Unix
	// seconds) on; a slash leaves what it did not take here.
	Unbonding *big.Int
	ReleaseAt uint64
	// Entry is the index of the juror's open registry entry; HasEntry is
	// false when it has none (never for a coordinator).
	Entry    uint64
	HasEntry bool
	// DealsServed counts the deals whose settlement carried the juror's
	// ballot, for or against; Slashes the equivocation proofs against it.
	DealsServed uint32
	Slashes     uint32
	// FeesEarned is the juror fees paid to it in the stake token (fees of
	// deals in other tokens: Escrow.FeesEarned).
	FeesEarned *big.Int
}

// SignedBallot is one ballot as an equivocation proof carries it.
type SignedBallot struct {
	Approved  bool
	Signature []byte
	// Round is the round the ballot was signed for: 0 for the first panel
	// (Ballot), an appeal round's number for AppealBallot.
	Round uint8
}

// Bond bonds amount of the stake token from the Transactor's account as a
// juror, which must have approved the escrow for it: a first bond of at
// least MinJurorStake makes the account drawable RegistryDelay later; a
// later one tops it up. A juror with an unbonding pending must Withdraw
// first (ErrUnbondPending).
func (e *Escrow) Bond(ctx context.Context, amount *big.Int) (*types.Receipt, error) {
	if amount == nil {
		return nil, fmt.Errorf("%w: nil amount", ErrInvalidArgument)
	}
	return e.send(ctx, "bond", escrowABI.PackBond(amount))
}

// RequestUnbond starts the Transactor's juror exit: it is not drawn for deals
// submitted from the next second on, still counts for the deals submitted
// before, and its whole bond is paid out by Withdraw after UnbondDelay.
func (e *Escrow) RequestUnbond(ctx context.Context) (*types.Receipt, error) {
	return e.send(ctx, "requestUnbond", escrowABI.PackRequestUnbond())
}

// Withdraw pays out the Transactor's juror unbonding once its release time
// has passed (ErrUnbondLocked before, ErrNothingToWithdraw without one).
func (e *Escrow) Withdraw(ctx context.Context) (*types.Receipt, error) {
	return e.send(ctx, "withdraw", escrowABI.PackWithdraw())
}

// BondCoordinator bonds amount of the stake token as a coordinator; the
// total must reach MinCoordinatorStake.
func (e *Escrow) BondCoordinator(ctx context.Context, amount *big.Int) (*types.Receipt, error) {
	if amount == nil {
		return nil, fmt.Errorf("%w: nil amount", ErrInvalidArgument)
	}
	return e.send(ctx, "bondCoordinator", escrowABI.PackBondCoordinator(amount))
}

// RequestCoordinatorUnbond ends the Transactor's coordinator bond at once;
// WithdrawCoordinator pays it out after UnbondDelay.
func (e *Escrow) RequestCoordinatorUnbond(ctx context.Context) (*types.Receipt, error) {
	return e.send(ctx, "requestCoordinatorUnbond", escrowABI.PackRequestCoordinatorUnbond())
}

// WithdrawCoordinator pays out the Transactor's coordinator unbonding.
func (e *Escrow) WithdrawCoordinator(ctx context.Context) (*types.Receipt, error) {
	return e.send(ctx, "withdrawCoordinator", escrowABI.PackWithdrawCoordinator())
}

// SlashEquivocation proves that one bonded juror signed ballots a and b for
// opposite outcomes of one round of a submitted deal: half of its stake is
// slashed, a quarter paid to the Transactor's account and the rest burnt,
// and it is drawn no more. The escrow refuses ballots with the same vote
// (ErrInvalidProof), of two rounds (ErrInvalidProof: a juror may vote
// otherwise after an appeal), of two signers (ErrInvalidProof: also a
// ballot for another deal, round or evidence), of a round the deal does
// not have (ErrInvalidArgument), malformed signatures (ErrInvalidBallot),
// an unbonded signer (ErrNotBonded) and a proof already used for the deal,
// round and juror (ErrProofUsed).
func (e *Escrow) SlashEquivocation(ctx context.Context, dealID [32]byte, a, b SignedBallot) (*types.Receipt, error) {
	return e.send(ctx, "slashEquivocation", escrowABI.PackSlashEquivocation(dealID,
		contracts.ArbiterEscrowSignedBallot{Approved: a.Approved, Signature: a.Signature, Round: a.Round},
		contracts.ArbiterEscrowSignedBallot{Approved: b.Approved, Signature: b.Signature, Round: b.Round}))
}

// Stake reads a juror's bond and its record, with the fees it earned in the
// stake token.
func (e *Escrow) Stake(ctx context.Context, juror common.Address) (Stake, error) {
	head, err := e.HeadNumber(ctx)
	if err != nil {
		return Stake{}, err
	}
	block := new(big.Int).SetUint64(head)
	s, err := call(ctx, e.bound, block, "stakeOf", escrowABI.PackStakeOf(juror), escrowABI.UnpackStakeOf)
	if err != nil {
		return Stake{}, err
	}
	token, err := call(ctx, e.bound, block, "stakeToken", escrowABI.PackStakeToken(), escrowABI.UnpackStakeToken)
	if err != nil {
		return Stake{}, err
	}
	fees, err := call(ctx, e.bound, block, "feesEarned", escrowABI.PackFeesEarned(juror, token), escrowABI.UnpackFeesEarned)
	if err != nil {
		return Stake{}, err
	}
	out := stakeOf(s)
	out.FeesEarned = fees
	return out, nil
}

// CoordinatorStake reads a coordinator's bond; FeesEarned is zero.
func (e *Escrow) CoordinatorStake(ctx context.Context, coordinator common.Address) (Stake, error) {
	s, err := call(ctx, e.bound, nil, "coordinatorStakeOf", escrowABI.PackCoordinatorStakeOf(coordinator), escrowABI.UnpackCoordinatorStakeOf)
	if err != nil {
		return Stake{}, err
	}
	out := stakeOf(s)
	out.FeesEarned = new(big.Int)
	return out, nil
}

func stakeOf(s contracts.ArbiterEscrowStake) Stake {
	out := Stake{Bonded: s.Bonded, Unbonding: s.Unbonding, ReleaseAt: s.ReleaseAt.Uint64(),
		DealsServed: s.DealsServed, Slashes: s.Slashes}
	if s.Entry != 0 {
		out.Entry, out.HasEntry = uint64(s.Entry-1), true
	}
	return out
}

// FeesEarned is what the escrow paid juror in juror fees of token.
func (e *Escrow) FeesEarned(ctx context.Context, juror, token common.Address) (*big.Int, error) {
	return call(ctx, e.bound, nil, "feesEarned", escrowABI.PackFeesEarned(juror, token), escrowABI.UnpackFeesEarned)
}

// IsBondedJuror reports whether account's juror bond stands (drawable once
// RegistryDelay has passed since its first bond; see IsJuror).
func (e *Escrow) IsBondedJuror(ctx context.Context, account common.Address) (bool, error) {
	return call(ctx, e.bound, nil, "isBondedJuror", escrowABI.PackIsBondedJuror(account), escrowABI.UnpackIsBondedJuror)
}

// IsBondedCoordinator reports whether account has at least
// MinCoordinatorStake bonded as a coordinator with no unbonding requested:
// what a juror checks before it serves a coordinator's requests. Safe for
// concurrent use; each call reads the head block.
func (e *Escrow) IsBondedCoordinator(ctx context.Context, account common.Address) (bool, error) {
	return call(ctx, e.bound, nil, "isBondedCoordinator", escrowABI.PackIsBondedCoordinator(account), escrowABI.UnpackIsBondedCoordinator)
}
