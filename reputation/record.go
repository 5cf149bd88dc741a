package reputation

import (
	"encoding/hex"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/arbitra-network/arbitra/coordinator"
	"github.com/arbitra-network/arbitra/store"
	"github.com/arbitra-network/arbitra/verdict"
)

// facts is what the book reads from a signed verdict.
type facts struct {
	ID       string
	Hash     string // 0x + hex
	CID      string
	Decision string
	Options  []string
	MintedAt time.Time
	Jurors   []verdict.JurorVote
	Deal     *verdict.Deal
}

func factsOf(v *verdict.Verdict, hash [32]byte) (*facts, error) {
	at, err := time.Parse(verdict.TimeFormat, v.CreatedAt)
	if err != nil {
		return nil, fmt.Errorf("reputation: verdict %s: created_at: %w", v.ID, err)
	}
	return &facts{
		ID: v.ID, Hash: "0x" + hex.EncodeToString(hash[:]), CID: verdict.CIDForHash(hash).String(),
		Decision: v.Decision, Options: v.Options, MintedAt: at.UTC(), Jurors: v.Jurors, Deal: v.Deal,
	}, nil
}

// RecordVerdict is the coordinator.MintHook of the book: it runs inside the
// mint transaction and records the jurors' seats and, for a deal, the
// seller's judgment. It is idempotent per verdict ID. While Rebuild runs
// it returns an error wrapping store.ErrConflict, for the mint to be run
// again later (see holdBook).
func (b *Book) RecordVerdict(tx *store.Txn, m *coordinator.Minted) error {
	f, err := factsOf(&m.Verdict.Verdict, m.Verdict.Hash)
	if err != nil {
		return err
	}
	if err := b.holdBook(); err != nil {
		return err
	}
	defer b.mu.RUnlock()
	return applyVerdict(tx, f)
}

// errRebuilding is what a write inside another's transaction returns while
// Rebuild runs.
var errRebuilding = fmt.Errorf("reputation: the book is being rebuilt: %w", store.ErrConflict)

// holdBook takes the book for a write made inside a store transaction. Such
// a write runs on the store's writer, which a running Rebuild waits for
// with the book held, so it must not wait for the book: it fails instead
// (errRebuilding). The store runs one transaction at a time, so a Rebuild
// that takes the book once the write has let it go runs after the write's
// commit.
func (b *Book) holdBook() error {
	if !b.mu.TryRLock() {
		return errRebuilding
	}
	return nil
}

// RecordSettlement records an on-chain settlement in its own transaction.
func (b *Book) RecordSettlement(s Settlement) error {
	return b.st.Update(func(tx *store.Txn) error { return b.SettleTx(tx, s) })
}

// SettleTx records an on-chain settlement inside the caller's transaction
// (an indexer that writes its events and the reputation together). It is
// idempotent; of two settlements of one deal the earlier counts.
func (b *Book) SettleTx(tx *store.Txn, s Settlement) error {
	if err := s.Validate(); err != nil {
		return err
	}
	if err := b.holdBook(); err != nil {
		return err
	}
	defer b.mu.RUnlock()
	return applySettlement(tx, s)
}

func applyVerdict(tx *store.Txn, f *facts) error {
	done, err := tx.Has(markerKey(f.ID))
	if err != nil || done {
		return err
	}
	if err := tx.Put(markerKey(f.ID), struct{}{}); err != nil {
		return err
	}
	for _, j := range f.Jurors {
		if err := recordSeat(tx, f, j); err != nil {
			return err
		}
	}
	if f.Deal == nil || f.Deal.DealID == "" {
		return nil
	}
	id := normalizeDealID(f.Deal.DealID)
	e, err := loadDeal(tx, id)
	if err != nil {
		return err
	}
	ref := &verdictRef{ID: f.ID, Decision: f.Decision, Hash: f.Hash, CID: f.CID, MintedAt: f.MintedAt}
	if e.Verdict != nil && !newerVerdict(ref, e.Verdict) {
		return nil
	}
	e.Verdict = ref
	e.Seller = NormalizeAgent(f.Deal.Seller)
	e.Category = normalizeCategory(f.Deal.Category)
	e.OffChain = coordinator.IsOffChain(f.Deal)
	return saveDeal(tx, e)
}

// newerVerdict orders the verdicts of one deal by mint time, then ID, so
// that the latest wins whatever order they are replayed in.
func newerVerdict(a, b *verdictRef) bool {
	if !a.MintedAt.Equal(b.MintedAt) {
		return a.MintedAt.After(b.MintedAt)
	}
	return a.ID > b.ID
}

func recordSeat(tx *store.Txn, f *facts, j verdict.JurorVote) error {
	addr := strings.ToLower(j.Juror)
	var c jurorCounters // as tx sees them: with the writes of the verdicts before it in the transaction
	if err := tx.Get(jurorKey(addr), &c); err != nil && !errors.Is(err, store.ErrNotFound) {
		return err
	}
	c.Served++
	if c.FirstAt.IsZero() || f.MintedAt.Before(c.FirstAt) {
		c.FirstAt = f.MintedAt
	}
	if f.MintedAt.After(c.LastAt) {
		c.LastAt = f.MintedAt
	}
	s := seat{Vote: j.Vote, LatencyMS: j.LatencyMS, Receipt: j.ReceiptCID != "", MintedAt: f.MintedAt}
	opt, voted := verdict.MatchOption(f.Options, j.Vote)
	switch {
	case !voted:
		s.Class = j.ErrorClass
		if s.Class == "" {
			s.Class = "unknown"
		}
		c.Abstained++
		if c.Abstentions == nil {
			c.Abstentions = make(map[string]int)
		}
		c.Abstentions[s.Class]++
	case f.Decision == verdict.DecisionUndecided:
		c.Voted++
		c.Tied++
	case opt == f.Decision:
		c.Voted++
		c.Agreed++
	default:
		c.Voted++
		c.Dissented++
	}
	if err := tx.Put(jurorKey(addr), &c); err != nil {
		return err
	}
	return tx.Put(seatKey(addr, f.ID), &s)
}

func applySettlement(tx *store.Txn, s Settlement) error {
	s.DealID = normalizeDealID(s.DealID)
	s.VerdictHash = normalizeHash(s.VerdictHash)
	s.Seller = NormalizeAgent(s.Seller)
	s.At = s.At.UTC()
	e, err := loadDeal(tx, s.DealID)
	if err != nil {
		return err
	}
	if e.Settlement != nil && !earlierSettlement(&s, e.Settlement) {
		return nil
	}
	e.Settlement = &s
	return saveDeal(tx, e)
}

func earlierSettlement(a, b *Settlement) bool {
	if !a.At.Equal(b.At) {
		return a.At.Before(b.At)
	}
	if a.Block != b.Block {
		return a.Block < b.Block
	}
	return a.TxHash+a.Outcome < b.TxHash+b.Outcome
}

func loadDeal(tx *store.Txn, id string) (*dealEntry, error) {
	e := &dealEntry{DealID: id}
	err := tx.Get(dealKey(id), e)
	if errors.Is(err, store.ErrNotFound) {
		return &dealEntry{DealID: id}, nil
	}
	return e, err
}

// saveDeal writes an entry and moves its seller index when the seller
// changed (a verdict naming the seller arrives after a settlement).
func saveDeal(tx *store.Txn, e *dealEntry) error {
	if s := e.seller(); s != e.Indexed {
		if e.Indexed != "" {
			if err := tx.Delete(sellerKey(e.Indexed, e.DealID)); err != nil {
				return err
			}
		}
		if s != "" {
			if err := tx.Put(sellerKey(s, e.DealID), struct{}{}); err != nil {
				return err
			}
		}
		e.Indexed = s
	}
	return tx.Put(dealKey(e.DealID), e)
}
