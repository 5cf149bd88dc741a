package chain

import (
	"cmp"
	"context"
	"fmt"
	"math/big"
	"slices"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
)

// RoundEventKind names the round events FilterRoundEvents returns: what an
// auditor needs to rebuild every round of a deal (its draw, who appealed and
// paid, which ballots decided it and what each seat was paid).
type RoundEventKind uint8

// The round events.
const (
	// RoundEventDrawn: a round's draw was fixed (PanelDrawn for round 0,
	// RoundDrawn for an appeal round), on every escrow.
	RoundEventDrawn RoundEventKind = iota + 1
	// RoundEventAppealed: the losing party opened the next round (Appealed).
	RoundEventAppealed
	// RoundEventDecided: ballots decided a round (RoundDecided with the
	// RoundFeesPaid of the same call).
	RoundEventDecided
	// RoundEventFeeClaimed: a left-out seat of a decided round was paid for
	// its ballot (RoundFeeClaimed).
	RoundEventFeeClaimed
	// RoundEventFeeReturned: what a round's seats did not earn went back to
	// its payer (RoundFeeReturned): unclaimed shares, or a lapsed round's fee.
	RoundEventFeeReturned
	// RoundEventLapsed: an appeal round ended undecided (AppealLapsed); the
	// previous round's outcome was paid.
	RoundEventLapsed
	// RoundEventAccepted: the losing party accepted a round's outcome
	// before its window closed (OutcomeAccepted).
	RoundEventAccepted
)

func (k RoundEventKind) String() string {
	switch k {
	case RoundEventDrawn:
		return "Drawn"
	case RoundEventAppealed:
		return "Appealed"
	case RoundEventDecided:
		return "Decided"
	case RoundEventFeeClaimed:
		return "FeeClaimed"
	case RoundEventFeeReturned:
		return "FeeReturned"
	case RoundEventLapsed:
		return "Lapsed"
	case RoundEventAccepted:
		return "Accepted"
	}
	return fmt.Sprintf("RoundEventKind(%d)", uint8(k))
}

// RoundEvent is one round event with where it was logged. The payload
// matching Kind is set (none for RoundEventLapsed).
type RoundEvent struct {
	Kind        RoundEventKind
	DealID      [32]byte
	Round       uint8
	BlockNumber uint64
	TxHash      common.Hash
	LogIndex    uint

	Drawn    *RoundDrawn
	Appealed *Appealed
	Decided  *RoundDecided
	Claimed  *JurorFeeClaimed
	Returned *RoundFeeReturned
	Accepted *OutcomeAccepted
}

// RoundDrawn is a round's fixed draw: the seed from the hash of DrawBlock.
type RoundDrawn struct {
	Seed      [32]byte
	DrawBlock uint64
}

// Appealed is an appeal: Appellant paid Fee for a round of Seats seats and
// Threshold, drawn from the hash of DrawBlock.
type Appealed struct {
	Appellant common.Address
	Fee       *big.Int
	Seats     uint8
	Threshold uint8
	DrawBlock uint64
}

// RoundDecided is a round's decision: the outcome, the verdict hash the
// escrow recorded for it (RoundBallotsHash), the seats whose ballots decided
// it (bit i: seat i of the round's panel; Signers in call order), when its
// appeal window closes, and the fee shares the same call paid.
type RoundDecided struct {
	Approved       bool
	VerdictHash    [32]byte
	SeatMask       *big.Int
	Signers        []common.Address
	AppealDeadline uint64
	Fees           *RoundFeesPaid
}

// RoundFeesPaid is the RoundFeesPaid event of a decision: the seats paid
// for their ballots (for the outcome, and the dissents), one seat's share,
// and the division remainder returned to the round's payer.
type RoundFeesPaid struct {
	SeatMask    *big.Int
	DissentMask *big.Int
	PerSeat     *big.Int
	ToPayer     *big.Int
}

// RoundFeeReturned is a round's fee, or what of it no seat earned, going
// back to Payer.
type RoundFeeReturned struct {
	Payer  common.Address
	Amount *big.Int
}

// OutcomeAccepted names the losing party that accepted a round's outcome.
type OutcomeAccepted struct {
	Party common.Address
}

var (
	panelDrawnID     = escrowABI.GetABI().Events["PanelDrawn"].ID
	roundDrawnID     = escrowABI.GetABI().Events["RoundDrawn"].ID
	appealedID       = escrowABI.GetABI().Events["Appealed"].ID
	roundDecidedID   = escrowABI.GetABI().Events["RoundDecided"].ID
	roundFeesPaidID  = escrowABI.GetABI().Events["RoundFeesPaid"].ID
	roundClaimedID   = escrowABI.GetABI().Events["RoundFeeClaimed"].ID
	roundReturnedID  = escrowABI.GetABI().Events["RoundFeeReturned"].ID
	appealLapsedID   = escrowABI.GetABI().Events["AppealLapsed"].ID
	outcomeAccepted  = escrowABI.GetABI().Events["OutcomeAccepted"].ID
	roundEventTopics = []common.Hash{panelDrawnID, roundDrawnID, appealedID, roundDecidedID, roundFeesPaidID,
		roundClaimedID, roundReturnedID, appealLapsedID, outcomeAccepted}
)

// FilterRoundEvents returns the escrow's round events in blocks fromBlock
// through toBlock (inclusive), in block and log-index order. A decision
// carries the RoundFeesPaid event its call logged right after it. The deal
// lifecycle (DealCreated, DealResolved, ...) is FilterEvents'.
func (e *Escrow) FilterRoundEvents(ctx context.Context, fromBlock, toBlock uint64) ([]RoundEvent, error) {
	if fromBlock > toBlock {
		return nil, fmt.Errorf("%w: fromBlock %d after toBlock %d", ErrInvalidArgument, fromBlock, toBlock)
	}
	var out []RoundEvent
	fees := map[common.Hash]*RoundFeesPaid{}
	err := e.eachLog(ctx, fromBlock, toBlock, roundEventTopics, func(l *types.Log) error {
		if l.Topics[0] == roundFeesPaidID {
			x, err := escrowABI.UnpackRoundFeesPaidEvent(l)
			if err != nil {
				return logError(l, err)
			}
			fees[feeKey(l.TxHash, x.DealId, x.Round)] = &RoundFeesPaid{SeatMask: x.SeatMask, DissentMask: x.DissentMask, PerSeat: x.PerSeat, ToPayer: x.ToPayer}
			return nil
		}
		ev, err := decodeRoundEvent(l)
		if err != nil {
			return logError(l, err)
		}
		out = append(out, ev)
		return nil
	})
	if err != nil {
		return nil, err
	}
	for _, ev := range out {
		if ev.Decided != nil {
			ev.Decided.Fees = fees[feeKey(ev.TxHash, ev.DealID, ev.Round)]
		}
	}
	slices.SortStableFunc(out, func(a, b RoundEvent) int {
		return cmp.Or(cmp.Compare(a.BlockNumber, b.BlockNumber), cmp.Compare(a.LogIndex, b.LogIndex))
	})
	return out, nil
}

// feeKey pairs a decision with its RoundFeesPaid: same transaction, deal and round.
func feeKey(tx common.Hash, dealID [32]byte, round uint8) common.Hash {
	return common.BytesToHash(append(append(tx.Bytes(), dealID[:]...), round))
}

func uint64Of(v *big.Int, what string) (uint64, error) {
	if !v.IsUint64() {
		return 0, fmt.Errorf("%s %s out of range", what, v)
	}
	return v.Uint64(), nil
}

func logError(l *types.Log, err error) error {
	return fmt.Errorf("chain: decode log %d of tx %s: %w", l.Index, l.TxHash, err)
}

func decodeRoundEvent(l *types.Log) (RoundEvent, error) {
	ev := RoundEvent{BlockNumber: l.BlockNumber, TxHash: l.TxHash, LogIndex: l.Index}
	switch l.Topics[0] {
	case panelDrawnID:
		x, err := escrowABI.UnpackPanelDrawnEvent(l)
		if err != nil {
			return ev, err
		}
		block, err := uint64Of(x.DrawBlock, "draw block")
		ev.Kind, ev.DealID, ev.Drawn = RoundEventDrawn, x.DealId, &RoundDrawn{Seed: x.Seed, DrawBlock: block}
		return ev, err
	case roundDrawnID:
		x, err := escrowABI.UnpackRoundDrawnEvent(l)
		if err != nil {
			return ev, err
		}
		block, err := uint64Of(x.DrawBlock, "draw block")
		ev.Kind, ev.DealID, ev.Round = RoundEventDrawn, x.DealId, x.Round
		ev.Drawn = &RoundDrawn{Seed: x.Seed, DrawBlock: block}
		return ev, err
	case appealedID:
		x, err := escrowABI.UnpackAppealedEvent(l)
		if err != nil {
			return ev, err
		}
		block, err := uint64Of(x.DrawBlock, "draw block")
		ev.Kind, ev.DealID, ev.Round = RoundEventAppealed, x.DealId, x.Round
		ev.Appealed = &Appealed{Appellant: x.Appellant, Fee: x.Fee, Seats: x.Seats, Threshold: x.Threshold, DrawBlock: block}
		return ev, err
	case roundDecidedID:
		x, err := escrowABI.UnpackRoundDecidedEvent(l)
		if err != nil {
			return ev, err
		}
		ev.Kind, ev.DealID, ev.Round = RoundEventDecided, x.DealId, x.Round
		ev.Decided = &RoundDecided{Approved: x.Approved, VerdictHash: x.VerdictHash, SeatMask: x.SeatMask,
			Signers: x.Signers, AppealDeadline: x.AppealDeadline}
	case roundClaimedID:
		x, err := escrowABI.UnpackRoundFeeClaimedEvent(l)
		if err != nil {
			return ev, err
		}
		seat, err := uint64Of(x.Seat, "seat")
		ev.Kind, ev.DealID, ev.Round = RoundEventFeeClaimed, x.DealId, x.Round
		ev.Claimed = &JurorFeeClaimed{Juror: x.Juror, Seat: seat, Approved: x.Approved, Amount: x.Amount}
		return ev, err
	case roundReturnedID:
		x, err := escrowABI.UnpackRoundFeeReturnedEvent(l)
		if err != nil {
			return ev, err
		}
		ev.Kind, ev.DealID, ev.Round = RoundEventFeeReturned, x.DealId, x.Round
		ev.Returned = &RoundFeeReturned{Payer: x.Payer, Amount: x.Amount}
	case appealLapsedID:
		x, err := escrowABI.UnpackAppealLapsedEvent(l)
		if err != nil {
			return ev, err
		}
		ev.Kind, ev.DealID, ev.Round = RoundEventLapsed, x.DealId, x.Round
	case outcomeAccepted:
		x, err := escrowABI.UnpackOutcomeAcceptedEvent(l)
		if err != nil {
			return ev, err
		}
		ev.Kind, ev.DealID, ev.Round = RoundEventAccepted, x.DealId, x.Round
		ev.Accepted = &OutcomeAccepted{Party: x.Party}
	default:
		return ev, fmt.Errorf("unexpected topic %s", l.Topics[0])
	}
	return ev, nil
}
