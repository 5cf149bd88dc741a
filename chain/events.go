package chain

import (
	"cmp"
	"context"
	"fmt"
	"math/big"
	"slices"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
)

// EventKind names the deal events FilterEvents returns.
type EventKind uint8

// The deal events.
const (
	EventDealCreated EventKind = iota + 1
	EventDeliverableSubmitted
	EventDealResolved
	EventDealRefunded
	// EventJurorFeeClaimed is a seat's late ballot relayed after a
	// settlement by ballots (claimJurorFee).
	EventJurorFeeClaimed
)

func (k EventKind) String() string {
	switch k {
	case EventDealCreated:
		return "DealCreated"
	case EventDeliverableSubmitted:
		return "DeliverableSubmitted"
	case EventDealResolved:
		return "DealResolved"
	case EventDealRefunded:
		return "DealRefunded"
	case EventJurorFeeClaimed:
		return "JurorFeeClaimed"
	}
	return fmt.Sprintf("EventKind(%d)", uint8(k))
}

// ResolutionMethod says who settled a deal in DealResolved.
type ResolutionMethod uint8

// Resolution methods, numbered as in the contract.
const (
	MethodOracle ResolutionMethod = 0
	MethodQuorum ResolutionMethod = 1
	// MethodRounds: on an escrow with an appeal window, the last decided
	// round paid out (Finalize or AcceptOutcome). VerdictHash is that
	// round's; its ballots are in its RoundDecided event (FilterRoundEvents).
	MethodRounds ResolutionMethod = 2
)

// RefundReason says why the buyer got a refund in DealRefunded.
type RefundReason uint8

// Refund reasons, numbered as in the contract.
const (
	RefundNoSubmission      RefundReason = 1
	RefundResolutionTimeout RefundReason = 2
)

// Event is one deal event with where it was logged. Exactly one of Created,
// Submitted, Resolved, Refunded and Claimed is set, matching Kind.
type Event struct {
	Kind        EventKind
	DealID      [32]byte
	BlockNumber uint64
	TxHash      common.Hash
	LogIndex    uint

	Created   *DealCreated
	Submitted *DeliverableSubmitted
	Resolved  *DealResolved
	Refunded  *DealRefunded
	Claimed   *JurorFeeClaimed
}

// DealCreated is the payload of the DealCreated event.
type DealCreated struct {
	Buyer        common.Address
	Seller       common.Address
	Token        common.Address
	Amount       *big.Int
	JurorFee     *big.Int
	CriteriaHash [32]byte
	Deadline     uint64
}

// DeliverableSubmitted is the payload of the DeliverableSubmitted event.
type DeliverableSubmitted struct {
	DeliverableHash [32]byte
	SubmittedAt     uint64
}

// DealResolved is the payload of the DealResolved event.
type DealResolved struct {
	Approved    bool
	VerdictHash [32]byte
	Method      ResolutionMethod
	Recipient   common.Address
	Amount      *big.Int
	// Jurors are the ballots that settled the deal (the DealSettledByJurors
	// event logged just before in the same transaction); nil for the oracle.
	Jurors *DealSettledByJurors
	// Fees are the fee shares the settlement by ballots paid (the
	// JurorFeesPaid event logged just after in the same transaction); nil
	// for the oracle.
	Fees *JurorFeesPaid
}

// DealSettledByJurors is the payload of the DealSettledByJurors event: the
// ballots that settled a deal. Bit i of SeatMask is seat i of the deal's
// panel; Signers are in the order of the call's signatures.
type DealSettledByJurors struct {
	Approved     bool
	EvidenceRoot [32]byte
	SeatMask     *big.Int
	Signers      []common.Address
}

// VerdictHash is the hash the escrow recorded for this settlement.
func (s *DealSettledByJurors) VerdictHash(dealID [32]byte) [32]byte {
	return BallotsHash(dealID, s.EvidenceRoot, s.Approved, s.SeatMask)
}

// JurorFeesPaid is the payload of the JurorFeesPaid event: the seats a
// settlement by ballots paid, those of its signers (SeatMask) and of the
// dissents in the call (DissentMask), one bit a seat as in
// DealSettledByJurors.
type JurorFeesPaid struct {
	SeatMask    *big.Int
	DissentMask *big.Int
	PerSeat     *big.Int
	ToBuyer     *big.Int
}

// JurorFeeClaimed is the payload of the JurorFeeClaimed event: the ballot
// of seat Seat (Juror) for Approved, relayed after the settlement.
type JurorFeeClaimed struct {
	Juror    common.Address
	Seat     uint64
	Approved bool
	Amount   *big.Int
}

// DealRefunded is the payload of the DealRefunded event.
type DealRefunded struct {
	Reason RefundReason
	Amount *big.Int
}

// MaxLogRange is the most blocks FilterEvents asks a node for in one
// eth_getLogs call; longer ranges are split, as public nodes limit them.
const MaxLogRange = 5_000

var dealEventIDs = func() []common.Hash {
	a := escrowABI.GetABI()
	return []common.Hash{
		a.Events["DealCreated"].ID,
		a.Events["DeliverableSubmitted"].ID,
		a.Events["DealResolved"].ID,
		a.Events["DealRefunded"].ID,
	}
}()

var (
	settledByJurorsID = escrowABI.GetABI().Events["DealSettledByJurors"].ID
	feesPaidID        = escrowABI.GetABI().Events["JurorFeesPaid"].ID
	feeClaimedID      = escrowABI.GetABI().Events["JurorFeeClaimed"].ID
)

func decodeSettledByJurors(l *types.Log) (*DealSettledByJurors, error) {
	x, err := escrowABI.UnpackDealSettledByJurorsEvent(l)
	if err != nil {
		return nil, fmt.Errorf("chain: decode log %d of tx %s: %w", l.Index, l.TxHash, err)
	}
	return &DealSettledByJurors{Approved: x.Approved, EvidenceRoot: x.EvidenceRoot, SeatMask: x.SeatMask, Signers: x.Signers}, nil
}

func decodeFeesPaid(l *types.Log) (*JurorFeesPaid, error) {
	x, err := escrowABI.UnpackJurorFeesPaidEvent(l)
	if err != nil {
		return nil, fmt.Errorf("chain: decode log %d of tx %s: %w", l.Index, l.TxHash, err)
	}
	return &JurorFeesPaid{SeatMask: x.SeatMask, DissentMask: x.DissentMask, PerSeat: x.PerSeat, ToBuyer: x.ToBuyer}, nil
}

// FilterEvents returns the escrow's deal events in blocks fromBlock through
// toBlock (inclusive), in block and log-index order. A settlement by
// ballots carries its DealSettledByJurors and JurorFeesPaid events.
func (e *Escrow) FilterEvents(ctx context.Context, fromBlock, toBlock uint64) ([]Event, error) {
	if fromBlock > toBlock {
		return nil, fmt.Errorf("%w: fromBlock %d after toBlock %d", ErrInvalidArgument, fromBlock, toBlock)
	}
	var out []Event
	// A settlement by ballots logs DealSettledByJurors right before its
	// DealResolved and JurorFeesPaid right after, in the same transaction
	// and so in the same range.
	jurors := map[common.Hash]*DealSettledByJurors{}
	fees := map[common.Hash]*JurorFeesPaid{}
	topics := append(dealEventIDs[:4:4], settledByJurorsID, feesPaidID, feeClaimedID)
	err := e.eachLog(ctx, fromBlock, toBlock, topics, func(l *types.Log) error {
		switch l.Topics[0] {
		case settledByJurorsID:
			sj, err := decodeSettledByJurors(l)
			jurors[l.TxHash] = sj
			return err
		case feesPaidID:
			fp, err := decodeFeesPaid(l)
			fees[l.TxHash] = fp
			return err
		}
		ev, err := decodeEvent(l)
		if err != nil {
			return err
		}
		if ev.Resolved != nil && ev.Resolved.Method == MethodQuorum {
			ev.Resolved.Jurors = jurors[ev.TxHash]
		}
		out = append(out, ev)
		return nil
	})
	if err != nil {
		return nil, err
	}
	for _, ev := range out {
		if ev.Resolved != nil && ev.Resolved.Method == MethodQuorum {
			ev.Resolved.Fees = fees[ev.TxHash]
		}
	}
	slices.SortStableFunc(out, func(a, b Event) int {
		return cmp.Or(cmp.Compare(a.BlockNumber, b.BlockNumber), cmp.Compare(a.LogIndex, b.LogIndex))
	})
	return out, nil
}

// eachLog calls fn with each log of the escrow in blocks fromBlock through
// toBlock whose first topic is one of topics, in MaxLogRange pieces and in
// the node's order, leaving out removed logs.
func (e *Escrow) eachLog(ctx context.Context, fromBlock, toBlock uint64, topics []common.Hash, fn func(*types.Log) error) error {
	for start := fromBlock; ; start += MaxLogRange {
		end := toBlock
		if toBlock-start >= MaxLogRange {
			end = start + MaxLogRange - 1
		}
		logs, err := e.backend.FilterLogs(ctx, ethereum.FilterQuery{
			FromBlock: new(big.Int).SetUint64(start),
			ToBlock:   new(big.Int).SetUint64(end),
			Addresses: []common.Address{e.address},
			Topics:    [][]common.Hash{topics},
		})
		if err != nil {
			return fmt.Errorf("chain: filter logs %d-%d: %w", start, end, err)
		}
		for i := range logs {
			if logs[i].Removed || len(logs[i].Topics) == 0 {
				continue
			}
			if err := fn(&logs[i]); err != nil {
				return err
			}
		}
		if end == toBlock {
			return nil
		}
	}
}

func decodeEvent(l *types.Log) (Event, error) {
	ev := Event{BlockNumber: l.BlockNumber, TxHash: l.TxHash, LogIndex: l.Index}
	wrap := func(err error) error {
		return fmt.Errorf("chain: decode log %d of tx %s: %w", l.Index, l.TxHash, err)
	}
	if len(l.Topics) == 0 {
		return ev, wrap(fmt.Errorf("log without topics"))
	}
	switch l.Topics[0] {
	case dealEventIDs[0]:
		x, err := escrowABI.UnpackDealCreatedEvent(l)
		if err != nil {
			return ev, wrap(err)
		}
		ev.Kind, ev.DealID = EventDealCreated, x.DealId
		ev.Created = &DealCreated{Buyer: x.Buyer, Seller: x.Seller, Token: x.Token, Amount: x.Amount,
			JurorFee: x.JurorFee, CriteriaHash: x.CriteriaHash, Deadline: x.Deadline}
	case dealEventIDs[1]:
		x, err := escrowABI.UnpackDeliverableSubmittedEvent(l)
		if err != nil {
			return ev, wrap(err)
		}
		ev.Kind, ev.DealID = EventDeliverableSubmitted, x.DealId
		ev.Submitted = &DeliverableSubmitted{DeliverableHash: x.DeliverableHash, SubmittedAt: x.SubmittedAt}
	case dealEventIDs[2]:
		x, err := escrowABI.UnpackDealResolvedEvent(l)
		if err != nil {
			return ev, wrap(err)
		}
		ev.Kind, ev.DealID = EventDealResolved, x.DealId
		ev.Resolved = &DealResolved{Approved: x.Approved, VerdictHash: x.VerdictHash,
			Method: ResolutionMethod(x.Method), Recipient: x.Recipient, Amount: x.Amount}
	case dealEventIDs[3]:
		x, err := escrowABI.UnpackDealRefundedEvent(l)
		if err != nil {
			return ev, wrap(err)
		}
		ev.Kind, ev.DealID = EventDealRefunded, x.DealId
		ev.Refunded = &DealRefunded{Reason: RefundReason(x.Reason), Amount: x.Amount}
	case feeClaimedID:
		x, err := escrowABI.UnpackJurorFeeClaimedEvent(l)
		if err != nil {
			return ev, wrap(err)
		}
		if !x.Seat.IsUint64() {
			return ev, wrap(fmt.Errorf("seat %s out of range", x.Seat))
		}
		ev.Kind, ev.DealID = EventJurorFeeClaimed, x.DealId
		ev.Claimed = &JurorFeeClaimed{Juror: x.Juror, Seat: x.Seat.Uint64(), Approved: x.Approved, Amount: x.Amount}
	default:
		return ev, wrap(fmt.Errorf("unexpected topic %s", l.Topics[0]))
	}
	return ev, nil
}
