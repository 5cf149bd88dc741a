package chain

import (
	"context"
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/arbitra-network/arbitra/verdict"
)

// MaxRounds is the most rounds a deal can have on an escrow with an appeal
// window: the first panel and up to three appeals (the contract's MAX_ROUNDS).
const MaxRounds = verdict.MaxRounds

// Round is one round of a deal: round 0 is its first panel, each appeal
// opens the next. On an escrow without an appeal window a deal has round 0
// only, and its decision is the settlement (DecidedAt stays 0).
type Round struct {
	Number uint8
	// Seed is the draw's seed once a call fixed it (zero until then), from
	// the hash of DrawBlock: the block after the submission for round 0,
	// the block after the appeal for the others.
	Seed      [32]byte
	DrawBlock uint64
	// Seats is how many seats the round draws from the deal's candidates
	// (Escrow.Snapshot) and Threshold how many of them decide it.
	Seats     uint8
	Threshold uint8
	// Payer paid the round's Fee: the buyer for round 0 (the deal's
	// JurorFee), the appellant for an appeal round (what arrived).
	Payer common.Address
	Fee   *big.Int
	// DecidedAt is when ballots decided the round (0 while undecided), for
	// Approved, recording VerdictHash (RoundBallotsHash); an appeal is open
	// until AppealDeadline.
	DecidedAt      uint64
	Approved       bool
	VerdictHash    [32]byte
	AppealDeadline uint64
	// NextSeats is what an appeal of this decided round seats; 0 when none
	// is left (MaxRounds reached, or every candidate seated already).
	NextSeats uint8
	// Shares is the fee the round still owes the seats its deciding call
	// left out (ClaimRoundFee).
	Shares FeeShares
}

// LosingParty is the party a decided round went against, the one the
// escrow lets appeal or accept it: the buyer of a PASS, the seller of a FAIL.
func LosingParty(st DealState, r Round) common.Address {
	if r.Approved {
		return st.Buyer
	}
	return st.Seller
}

// Decided reports whether ballots decided the round.
func (r Round) Decided() bool { return r.DecidedAt != 0 }

// Round reads a round of a submitted deal (roundOf), 0 through the deal's
// current round; a later one fails with ErrInvalidArgument.
func (e *Escrow) Round(ctx context.Context, dealID [32]byte, round uint8) (Round, error) {
	return e.round(ctx, nil, dealID, round, 0)
}

func (e *Escrow) round(ctx context.Context, block *big.Int, dealID [32]byte, round uint8, window uint64) (Round, error) {
	out, err := call(ctx, e.bound, block, "roundOf", escrowABI.PackRoundOf(dealID, round), escrowABI.UnpackRoundOf)
	if err != nil {
		return Round{}, err
	}
	r := out.R
	rd := Round{Number: round, Seed: r.Seed, DrawBlock: r.DrawBlock, Seats: r.Seats, Threshold: r.Threshold,
		Payer: r.Payer, Fee: r.Fee, DecidedAt: r.DecidedAt, Approved: r.Approved, VerdictHash: r.VerdictHash,
		NextSeats: r.NextSeats, Shares: FeeShares{Share: out.Shares.Share, Unpaid: out.Shares.Unpaid.Uint64(), PaidMask: out.Shares.PaidMask}}
	if rd.DecidedAt != 0 {
		if window == 0 {
			if window, err = call(ctx, e.bound, block, "appealWindow", escrowABI.PackAppealWindow(), escrowABI.UnpackAppealWindow); err != nil {
				return Round{}, err
			}
		}
		rd.AppealDeadline = rd.DecidedAt + window
	}
	return rd, nil
}

// Rounds reads the deal and every round it has, all at the head block.
func (e *Escrow) Rounds(ctx context.Context, dealID [32]byte) (DealState, []Round, error) {
	head, err := e.HeadNumber(ctx)
	if err != nil {
		return DealState{}, nil, err
	}
	block := new(big.Int).SetUint64(head)
	st, err := e.dealAt(ctx, block, dealID)
	if err != nil {
		return DealState{}, nil, err
	}
	window, err := call(ctx, e.bound, block, "appealWindow", escrowABI.PackAppealWindow(), escrowABI.UnpackAppealWindow)
	if err != nil {
		return DealState{}, nil, err
	}
	out := make([]Round, 0, int(st.Round)+1)
	for r := 0; r <= int(st.Round); r++ {
		rd, err := e.round(ctx, block, dealID, uint8(r), window)
		if err != nil {
			return DealState{}, nil, err
		}
		out = append(out, rd)
	}
	return st, out, nil
}

// RoundPanel reads a round's panel (roundPanelOf), like Panel for round 0:
// an appeal round's seats are drawn the same way from the deal's
// candidates, seeded by the block after the appeal, and read as
// ErrDrawPending until the head is two blocks past the appeal.
func (e *Escrow) RoundPanel(ctx context.Context, dealID [32]byte, round uint8) (Panel, error) {
	p, err := call(ctx, e.bound, nil, "roundPanelOf", escrowABI.PackRoundPanelOf(dealID, round), escrowABI.UnpackRoundPanelOf)
	if err != nil {
		return Panel{}, err
	}
	return Panel{Seats: p.Seats, Seed: p.Seed, DrawBlock: p.DrawBlock.Uint64()}, nil
}

// AppealCost is what appealing a decided deal takes now: the next round's
// seats, and its fee in the deal's token, JurorFee × seats / the first
// round's seats (rounded down). It is (0, 0) for a deal with no decided
// round to appeal, or none left.
func (e *Escrow) AppealCost(ctx context.Context, dealID [32]byte) (uint8, *big.Int, error) {
	st, rounds, err := e.Rounds(ctx, dealID)
	if errors.Is(err, ErrWrongState) { // not submitted: no round at all
		return 0, new(big.Int), nil
	}
	if err != nil {
		return 0, nil, err
	}
	cur := rounds[len(rounds)-1]
	if st.Status != StatusDecided || cur.NextSeats == 0 {
		return 0, new(big.Int), nil
	}
	fee := new(big.Int).Mul(st.JurorFee, big.NewInt(int64(cur.NextSeats)))
	return cur.NextSeats, fee.Div(fee, big.NewInt(int64(rounds[0].Seats))), nil
}

// Appeal appeals the deal's decided round from the Transactor's account,
// which must be the party the round went against (the buyer of a PASS,
// the seller of a FAIL: others get ErrUnauthorized) and must have approved
// the escrow for fee of the deal's token: at least AppealCost's fee
// (ErrAppealFeeTooLow), all of which becomes the next round's fee. The
// escrow refuses it after the round's window (ErrAppealWindowClosed), once
// ballots stop counting (ErrBallotWindowClosed) and after the last round
// (ErrNoMoreAppeals). The next round is drawn from the hash of the block
// after the appeal.
func (e *Escrow) Appeal(ctx context.Context, dealID [32]byte, fee *big.Int) (*types.Receipt, error) {
	if fee == nil {
		return nil, fmt.Errorf("%w: nil fee", ErrInvalidArgument)
	}
	return e.send(ctx, "appeal", escrowABI.PackAppeal(dealID, fee))
}

// AcceptOutcome takes the deal's decided round at once, from the
// Transactor's account, which must be the party the round went against
// (ErrUnauthorized otherwise): the funds go where the round decided.
func (e *Escrow) AcceptOutcome(ctx context.Context, dealID [32]byte) (*types.Receipt, error) {
	return e.send(ctx, "acceptOutcome", escrowABI.PackAcceptOutcome(dealID))
}

// Finalize pays out the deal's decided round once its appeal window has
// closed (ErrAppealWindowOpen before), whoever sends it. An appeal round
// that no ballots decided lapses when the ballot window closes or once its
// draw expired unfixed (ErrAppealPending before): the appellant's fee
// returns and the previous round's outcome is paid.
func (e *Escrow) Finalize(ctx context.Context, dealID [32]byte) (*types.Receipt, error) {
	return e.send(ctx, "finalize", escrowABI.PackFinalize(dealID))
}

// FinalizeNoWait sends finalize (see Finalize) without waiting, like ResolveNoWait.
func (e *Escrow) FinalizeNoWait(ctx context.Context, dealID [32]byte) (*types.Transaction, error) {
	return e.sendNoWait(ctx, "finalize", escrowABI.PackFinalize(dealID))
}

// ClaimRoundFee is ClaimJurorFee for a decided round of a deal: the
// ballot, over RoundBallotDigest for that round, of a seat its deciding
// call left out earns the seat its share of the round's fee.
func (e *Escrow) ClaimRoundFee(ctx context.Context, dealID [32]byte, round uint8, approved bool, signature []byte) (*types.Receipt, error) {
	return e.send(ctx, "claimRoundFee", escrowABI.PackClaimRoundFee(dealID, round, approved, signature))
}

// ClaimRoundFeeNoWait sends claimRoundFee (see ClaimRoundFee) without waiting.
func (e *Escrow) ClaimRoundFeeNoWait(ctx context.Context, dealID [32]byte, round uint8, approved bool, signature []byte) (*types.Transaction, error) {
	return e.sendNoWait(ctx, "claimRoundFee", escrowABI.PackClaimRoundFee(dealID, round, approved, signature))
}

// RoundBallotDigest is the digest jurors sign for a ballot in a round of a
// deal on this escrow (see the package function).
func (e *Escrow) RoundBallotDigest(dealID, evidenceRoot [32]byte, round uint8, approved bool) [32]byte {
	return RoundBallotDigest(e.chainID, e.address, dealID, evidenceRoot, round, approved)
}

// HeadTime is the timestamp of the chain's latest block, the clock the
// escrow reads an appeal window by.
func (e *Escrow) HeadTime(ctx context.Context) (uint64, error) {
	h, err := e.backend.HeaderByNumber(ctx, nil)
	if err != nil {
		return 0, fmt.Errorf("chain: head block: %w", err)
	}
	return h.Time, nil
}
