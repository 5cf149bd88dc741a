package settlement

import (
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"time"

	"github.com/arbitra-network/arbitra/chain"
	"github.com/arbitra-network/arbitra/internal/worker"
	"github.com/arbitra-network/arbitra/store"
	"github.com/arbitra-network/arbitra/verdict"
)

// EventRecord is one indexed escrow event.
type EventRecord struct {
	Kind     string `json:"kind"` // created, submitted, resolved, refunded, fee_claimed
	DealID   string `json:"deal_id"`
	Block    uint64 `json:"block"`
	LogIndex uint   `json:"log_index"`
	TxHash   string `json:"tx_hash"`
	// Time is the block's timestamp, Unix seconds.
	Time uint64 `json:"time"`
	// Seller is the deal's seller, on every event (copied from the deal's
	// created event), so that a refund names whose deal it was.
	Seller      string `json:"seller,omitempty"`
	Buyer       string `json:"buyer,omitempty"`
	Token       string `json:"token,omitempty"`
	Amount      string `json:"amount,omitempty"`
	Deadline    uint64 `json:"deadline,omitempty"`
	Deliverable string `json:"deliverable_hash,omitempty"`
	Approved    *bool  `json:"approved,omitempty"`
	VerdictHash string `json:"verdict_hash,omitempty"`
	Method      string `json:"method,omitempty"` // oracle, quorum or rounds
	// Signers are the seats whose ballots settled a quorum resolution.
	Signers []string `json:"signers,omitempty"`
	// DissentMask is the JurorFeesPaid mask (0x hex) of the seats whose
	// dissenting ballots a quorum resolution paid; the audit's rule checks
	// the record holds them.
	DissentMask string `json:"dissent_mask,omitempty"`
	Recipient   string `json:"recipient,omitempty"`
	Reason      string `json:"reason,omitempty"` // no_submission or resolution_timeout
	// Juror and Seat are the seat whose late ballot (for Approved) a
	// fee_claimed event paid.
	Juror string  `json:"juror,omitempty"`
	Seat  *uint64 `json:"seat,omitempty"`
	// Round is the round whose decision a resolution by rounds paid out
	// (method rounds), whose ballots Signers and DissentMask are.
	Round uint8 `json:"round,omitempty"`
}

// DealView is a deal's indexed lifecycle.
type DealView struct {
	DealID     string        `json:"deal_id"`
	State      string        `json:"state"` // created, submitted, resolved, refunded
	Events     []EventRecord `json:"events"`
	Settlement *Entry        `json:"settlement,omitempty"`
	// Rounds are the settlements of the deal's appeal rounds, round 1
	// first, on an escrow with an appeal window (Settlement is round 0's).
	Rounds []Entry `json:"rounds,omitempty"`
}

const (
	keyCursor   = "chain/cursor"
	prefixEvent = "chain/event/"
	// prefixDecision holds each decided round of a deal on an escrow with
	// an appeal window, by deal and round, until its payout names it.
	prefixDecision = "chain/decided/"
)

// roundDecision is a round's RoundDecided event as the index keeps it.
type roundDecision struct {
	Round       uint8    `json:"round"`
	VerdictHash string   `json:"verdict_hash"`
	Signers     []string `json:"signers"`
	DissentMask string   `json:"dissent_mask,omitempty"`
}

func decisionKey(dealID string, round uint8) []byte {
	return []byte(fmt.Sprintf("%s%s/%d", prefixDecision, dealID, round))
}

func eventKey(e EventRecord) []byte {
	return []byte(fmt.Sprintf("%s%s/%020d/%06d", prefixEvent, e.DealID, e.Block, e.LogIndex))
}

// EventSource is what the indexer reads from the chain.
type EventSource interface {
	HeadNumber(ctx context.Context) (uint64, error)
	FilterEvents(ctx context.Context, from, to uint64) ([]chain.Event, error)
	BlockTime(ctx context.Context, number uint64) (uint64, error)
}

// EventHook runs inside the transaction that stores an event (reputation
// counts settlements this way).
type EventHook func(tx *store.Txn, ev EventRecord) error

// IndexerConfig wires an Indexer.
type IndexerConfig struct {
	Store  Store
	Source EventSource
	// Confirmations is how far behind the head the indexer stays, the reorg
	// depth it tolerates (0 on the simulated chain).
	Confirmations uint64
	// FromBlock is where a fresh index starts (the escrow's deploy block).
	FromBlock uint64
	Interval  time.Duration // default 1 s
	Hooks     []EventHook
	Logger    *slog.Logger
}

// Indexer copies escrow events into the store.
type Indexer struct {
	cfg  IndexerConfig
	log  *slog.Logger
	loop worker.Loop
}

// NewIndexer returns an indexer; Start runs it.
func NewIndexer(cfg IndexerConfig) *Indexer {
	if cfg.Interval == 0 {
		cfg.Interval = time.Second
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.DiscardHandler)
	}
	return &Indexer{cfg: cfg, log: cfg.Logger.With("component", "indexer")}
}

// Start runs the indexing loop until Close.
func (ix *Indexer) Start() {
	ix.loop.Every(ix.cfg.Interval, func(ctx context.Context) {
		if _, err := ix.Sync(ctx); err != nil && ctx.Err() == nil {
			ix.log.Warn("index pass failed", "err", err)
		}
	})
}

// Close stops the loop and waits for it.
func (ix *Indexer) Close() error {
	ix.loop.Close()
	return nil
}

// Sync indexes every confirmed block not yet indexed and returns how many
// events it stored. It is safe to call concurrently with the loop: each
// batch commits with its cursor, and event keys are unique per log.
func (ix *Indexer) Sync(ctx context.Context) (int, error) {
	head, err := ix.cfg.Source.HeadNumber(ctx)
	if err != nil {
		return 0, err
	}
	if head < ix.cfg.Confirmations {
		return 0, nil
	}
	safe := head - ix.cfg.Confirmations
	var next uint64
	if err := ix.cfg.Store.Get([]byte(keyCursor), &next); err != nil {
		next = ix.cfg.FromBlock
	}
	stored := 0
	for next <= safe {
		to := min(safe, next+1999)
		evs, err := ix.cfg.Source.FilterEvents(ctx, next, to)
		if err != nil {
			return stored, err
		}
		// A payout by rounds names its round by the verdict hash only: the
		// round's decision, with its ballots, comes from its own event.
		var decided []chain.RoundEvent
		if rs, ok := ix.cfg.Source.(RoundEventSource); ok {
			if decided, err = rs.FilterRoundEvents(ctx, next, to); err != nil {
				return stored, err
			}
		}
		recs := make([]EventRecord, len(evs))
		times := map[uint64]uint64{}
		for i, ev := range evs {
			recs[i] = recordOf(ev)
			if _, ok := times[ev.BlockNumber]; !ok {
				if times[ev.BlockNumber], err = ix.cfg.Source.BlockTime(ctx, ev.BlockNumber); err != nil {
					return stored, err
				}
			}
			recs[i].Time = times[ev.BlockNumber]
		}
		err = ix.cfg.Store.Update(func(tx *store.Txn) error {
			var cur uint64
			if err := tx.Get([]byte(keyCursor), &cur); err == nil && cur > next {
				return errMoved
			}
			for _, ev := range decided {
				if ev.Kind != chain.RoundEventDecided {
					continue
				}
				d := roundDecision{Round: ev.Round, VerdictHash: DealIDHex(ev.Decided.VerdictHash)}
				for _, a := range ev.Decided.Signers {
					d.Signers = append(d.Signers, verdict.AddressString(a))
				}
				if ev.Decided.Fees != nil {
					d.DissentMask = fmt.Sprintf("%#x", ev.Decided.Fees.DissentMask)
				}
				if err := tx.Put(decisionKey(DealIDHex(ev.DealID), ev.Round), d); err != nil {
					return err
				}
			}
			sellers := map[string]string{}
			for _, rec := range recs {
				if rec.Method == methodRounds {
					paidRound(tx, &rec)
				}
				if rec.Kind == "created" {
					sellers[rec.DealID] = rec.Seller
				} else if rec.Seller = sellers[rec.DealID]; rec.Seller == "" {
					rec.Seller = createdSeller(tx, rec.DealID)
				}
				if ok, err := tx.Has(eventKey(rec)); err != nil || ok {
					if err != nil {
						return err
					}
					continue
				}
				if err := tx.Put(eventKey(rec), rec); err != nil {
					return err
				}
				for _, h := range ix.cfg.Hooks {
					if err := h(tx, rec); err != nil {
						return err
					}
				}
			}
			return tx.Put([]byte(keyCursor), to+1)
		})
		if err == errMoved {
			return stored, nil
		}
		if err != nil {
			return stored, err
		}
		stored += len(evs)
		next = to + 1
	}
	return stored, nil
}

var errMoved = fmt.Errorf("settlement: cursor moved")

// methodRounds labels a resolution that paid out a deal's decided round.
const methodRounds = "rounds"

// paidRound fills in the round a resolution by rounds paid out, and its
// ballots, from the indexed decision with the same verdict hash.
func paidRound(tx *store.Txn, rec *EventRecord) {
	_ = tx.Scan([]byte(prefixDecision+rec.DealID+"/"), func(_, b []byte) error {
		var d roundDecision
		if json.Unmarshal(b, &d) == nil && d.VerdictHash == rec.VerdictHash {
			rec.Round, rec.Signers, rec.DissentMask = d.Round, d.Signers, d.DissentMask
		}
		return nil
	})
}

// createdSeller reads the seller from a deal's indexed created event.
func createdSeller(tx *store.Txn, dealID string) string {
	seller := ""
	_ = tx.Scan([]byte(prefixEvent+dealID+"/"), func(_, b []byte) error {
		var e EventRecord
		if json.Unmarshal(b, &e) == nil && e.Kind == "created" {
			seller = e.Seller
		}
		return nil
	})
	return seller
}

func recordOf(ev chain.Event) EventRecord {
	r := EventRecord{DealID: DealIDHex(ev.DealID), Block: ev.BlockNumber, LogIndex: ev.LogIndex, TxHash: ev.TxHash.Hex()}
	switch {
	case ev.Created != nil:
		c := ev.Created
		r.Kind, r.Buyer, r.Seller, r.Token = "created", verdict.AddressString(c.Buyer), verdict.AddressString(c.Seller), verdict.AddressString(c.Token)
		r.Amount, r.Deadline = c.Amount.String(), c.Deadline
	case ev.Submitted != nil:
		r.Kind, r.Deliverable = "submitted", DealIDHex(ev.Submitted.DeliverableHash)
	case ev.Resolved != nil:
		x := ev.Resolved
		approved := x.Approved
		r.Kind, r.Approved, r.VerdictHash = "resolved", &approved, DealIDHex(x.VerdictHash)
		r.Recipient, r.Amount = verdict.AddressString(x.Recipient), x.Amount.String()
		r.Method = "oracle"
		switch x.Method {
		case chain.MethodQuorum:
			r.Method = "quorum"
		case chain.MethodRounds:
			r.Method = methodRounds
		}
		if x.Jurors != nil {
			for _, a := range x.Jurors.Signers {
				r.Signers = append(r.Signers, verdict.AddressString(a))
			}
		}
		if x.Fees != nil {
			r.DissentMask = fmt.Sprintf("%#x", x.Fees.DissentMask)
		}
	case ev.Claimed != nil:
		c := ev.Claimed
		approved, seat := c.Approved, c.Seat
		r.Kind, r.Approved, r.Juror, r.Seat, r.Amount = "fee_claimed", &approved, verdict.AddressString(c.Juror), &seat, c.Amount.String()
	case ev.Refunded != nil:
		r.Kind, r.Amount = "refunded", ev.Refunded.Amount.String()
		r.Reason = "no_submission"
		if ev.Refunded.Reason == chain.RefundResolutionTimeout {
			r.Reason = "resolution_timeout"
		}
	}
	return r
}

// Deal returns the indexed lifecycle of a deal (store.ErrNotFound when no
// event names it).
func Deal(s Store, dealID verdict.DealID) (*DealView, error) {
	id := dealID.String()
	v := &DealView{DealID: id}
	err := s.Scan([]byte(prefixEvent+id+"/"), func(_, b []byte) error {
		var e EventRecord
		if err := json.Unmarshal(b, &e); err != nil {
			return err
		}
		v.Events = append(v.Events, e)
		if e.Kind != "fee_claimed" { // a fee paid after the settlement leaves the deal resolved
			v.State = e.Kind
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	if len(v.Events) == 0 {
		return nil, store.ErrNotFound
	}
	return v, nil
}

// ForEachEvent calls fn for every indexed event in deal and block order.
func ForEachEvent(s Store, fn func(EventRecord) error) error {
	return s.Scan([]byte(prefixEvent), func(_, b []byte) error {
		var e EventRecord
		if err := json.Unmarshal(b, &e); err != nil {
			return err
		}
		return fn(e)
	})
}
