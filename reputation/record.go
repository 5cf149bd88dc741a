package reputation

import (
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"slices"
	"strings"
	"time"

	"github.com/arbitra-network/arbitra/coordinator"
	"github.com/ethereum/go-ethereum/common"

	"github.com/arbitra-network/arbitra/audit/match"
	"github.com/arbitra-network/arbitra/store"
	"github.com/arbitra-network/arbitra/verdict"
)

// facts is what the book reads from a signed verdict.
type facts struct {
	ID       string              `json:"id"`
	Hash     string              `json:"hash"` // 0x + hex
	CID      string              `json:"cid"`
	Decision string              `json:"decision"`
	Options  []string            `json:"options"`
	Root     string              `json:"root"` // the evidence root
	MintedAt time.Time           `json:"minted_at"`
	Jurors   []verdict.JurorVote `json:"jurors"`
	Deal     *verdict.Deal       `json:"deal,omitempty"`
}

func factsOf(v *verdict.Verdict, hash [32]byte) (*facts, error) {
	if v.Kind != verdict.KindVerdict {
		return nil, verdict.ErrWrongKind
	}
	at, err := time.Parse(verdict.TimeFormat, v.CreatedAt)
	if err != nil {
		return nil, fmt.Errorf("reputation: verdict %s: created_at: %w", v.ID, err)
	}
	return &facts{
		ID: v.ID, Hash: "0x" + hex.EncodeToString(hash[:]), CID: verdict.CIDForHash(hash).String(),
		Decision: v.Decision, Options: v.Options, Root: v.Evidence.Root, MintedAt: at.UTC(), Jurors: v.Jurors, Deal: v.Deal,
	}, nil
}

// candidate is a record of an on-chain deal: it counts once it matches
// the escrow's settlement of the deal.
type candidate struct {
	Facts *facts `json:"facts"`
	// Fail and Pass are the seats whose receipts hold a valid ballot for
	// that outcome (verdict.BallotSeats), what a settlement by ballots is
	// matched against.
	Fail []int `json:"fail,omitempty"`
	Pass []int `json:"pass,omitempty"`
}

// onChainDeal reports whether a verdict judges a deal; a deal is always an
// escrow's.
func onChainDeal(d *verdict.Deal) bool {
	return d != nil && !d.DealID.IsZero()
}

// RecordVerdict is the coordinator.MintHook of the book: it runs inside the
// mint transaction and counts the verdict as AddRecord counts the record
// the coordinator archives (the receipts' ballots were verified when they
// arrived). It is idempotent per verdict hash. While Rebuild runs it
// returns ErrRebuilding, for the mint to be run again later (see holdBook).
func (b *Book) RecordVerdict(tx *store.Txn, m *coordinator.Minted) error {
	in, err := inputOfMinted(m)
	if err != nil {
		return err
	}
	if err := b.holdBook(); err != nil {
		return err
	}
	defer b.mu.RUnlock()
	return b.applyRecord(tx, in)
}

func inputOfMinted(m *coordinator.Minted) (*candidate, error) {
	f, err := factsOf(&m.Verdict.Verdict, m.Verdict.Hash)
	if err != nil {
		return nil, err
	}
	in := &candidate{Facts: f}
	if !onChainDeal(f.Deal) {
		return in, nil
	}
	byJuror := make(map[verdict.Address]*verdict.Ballot, len(m.Receipts))
	for _, rc := range m.Receipts {
		if rc.Ballot != nil {
			byJuror[rc.Juror] = rc.Ballot
		}
	}
	for i, j := range f.Jurors {
		bl := byJuror[j.Juror]
		switch {
		case bl == nil || j.ReceiptCID == "":
		case bl.Approved:
			in.Pass = append(in.Pass, i)
		default:
			in.Fail = append(in.Fail, i)
		}
	}
	return in, nil
}

// AddRecord counts an audited record, minted by any coordinator: the
// caller has checked it (verdict.Audit) and pinned it. It is idempotent per
// verdict hash, and the result does not depend on the order records and
// settlements arrive in.
func (b *Book) AddRecord(rec verdict.Record) error {
	in, err := inputOfRecord(rec)
	if err != nil {
		return err
	}
	b.mu.RLock()
	defer b.mu.RUnlock()
	return b.st.Update(func(tx *store.Txn) error { return b.applyRecord(tx, in) })
}

func inputOfRecord(rec verdict.Record) (*candidate, error) {
	var v verdict.Verdict
	if err := json.Unmarshal(rec.Verdict, &v); err != nil {
		return nil, fmt.Errorf("reputation: record: %w", err)
	}
	f, err := factsOf(&v, verdict.Hash(rec.Verdict))
	if err != nil {
		return nil, err
	}
	in := &candidate{Facts: f}
	if onChainDeal(f.Deal) {
		in.Fail, in.Pass = verdict.BallotSeats(rec, &v, false), verdict.BallotSeats(rec, &v, true)
	}
	return in, nil
}

// ErrRebuilding is what a write inside another's transaction returns while
// Rebuild runs; it wraps coordinator.ErrMintAgain, so that a mint is run
// again after the rebuild.
var ErrRebuilding = fmt.Errorf("reputation: the book is being rebuilt: %w", coordinator.ErrMintAgain)

// holdBook takes the book for a write made inside a store transaction. Such
// a write runs on the store's writer, which a running Rebuild waits for
// with the book held, so it must not wait for the book: it fails instead
// (ErrRebuilding). The store runs one transaction at a time, so a Rebuild
// that takes the book once the write has let it go runs after the write's
// commit.
func (b *Book) holdBook() error {
	if !b.mu.TryRLock() {
		return ErrRebuilding
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
	return b.applySettlement(tx, s)
}

// applyRecord counts a record once per verdict hash: its seats at once,
// unless it judges an on-chain deal, whose record counts only when it
// matches the escrow's settlement (resolveDeal).
func (b *Book) applyRecord(tx *store.Txn, in *candidate) error {
	f := in.Facts
	done, err := tx.Has(markerKey(f.Hash))
	if err != nil || done {
		return err
	}
	if err := tx.Put(markerKey(f.Hash), struct{}{}); err != nil {
		return err
	}
	if !onChainDeal(f.Deal) {
		return applySeats(tx, f, 1)
	}
	id := f.Deal.DealID.String()
	if err := tx.Put(candKey(id, f.Hash), in); err != nil {
		return err
	}
	return b.resolveDeal(tx, id)
}

func refOf(f *facts) *verdictRef {
	return &verdictRef{ID: f.ID, Decision: f.Decision, Hash: f.Hash, CID: f.CID, MintedAt: f.MintedAt}
}

// resolveDeal chooses which record of an on-chain deal counts: of those
// that match the escrow's settlement, the earliest minted (then the
// lowest hash), whatever order they arrived in. The seats of a record
// that no longer counts are taken back.
func (b *Book) resolveDeal(tx *store.Txn, id string) error {
	e, err := loadDeal(tx, id)
	if err != nil {
		return err
	}
	var cands []candidate
	if err := tx.Scan(candPrefix(id), func(_, v []byte) error {
		var c candidate
		if err := json.Unmarshal(v, &c); err != nil {
			return err
		}
		cands = append(cands, c)
		return nil
	}); err != nil {
		return err
	}
	var chosen, latest *candidate
	for i := range cands {
		c := &cands[i]
		if latest == nil || newerVerdict(refOf(c.Facts), refOf(latest.Facts)) {
			latest = c
		}
		if e.Settlement != nil && b.matches(e.Settlement, c) && (chosen == nil || earlierRecord(c.Facts, chosen.Facts)) {
			chosen = c
		}
	}
	counted := ""
	if chosen != nil {
		counted = chosen.Facts.Hash
	}
	if counted != e.Counted {
		if e.Counted != "" {
			var old candidate
			if err := tx.Get(candKey(id, e.Counted), &old); err != nil {
				return fmt.Errorf("reputation: counted record of %s: %w", id, err)
			}
			if err := applySeats(tx, old.Facts, -1); err != nil {
				return err
			}
		}
		if chosen != nil {
			if err := applySeats(tx, chosen.Facts, 1); err != nil {
				return err
			}
		}
		e.Counted = counted
	}
	shown := chosen
	if shown == nil && (e.Settlement == nil || e.Settlement.VerdictHash == "") {
		shown = latest // pending or refunded: the history still links the deal's record
	}
	e.Verdict, e.Seller, e.Category = nil, "", ""
	if shown != nil {
		e.Verdict = refOf(shown.Facts)
		if s := shown.Facts.Deal.Seller; !s.IsZero() {
			e.Seller = NormalizeAgent(s.String())
		}
		e.Category = normalizeCategory(shown.Facts.Deal.Category)
	}
	return saveDeal(tx, e)
}

func earlierRecord(a, b *facts) bool {
	if !a.MintedAt.Equal(b.MintedAt) {
		return a.MintedAt.Before(b.MintedAt)
	}
	return a.Hash < b.Hash
}

// matches reports whether a record is the one an escrow settlement
// settled with (match.Check) and names this book's escrow and chain.
func (b *Book) matches(s *Settlement, c *candidate) bool {
	f := c.Facts
	if b.escrow.IsZero() || f.Deal.Escrow != b.escrow || f.Deal.ChainID != b.chainID {
		return false
	}
	if s.Outcome != OutcomeReleased && s.Outcome != OutcomeRejected {
		return false
	}
	hash, err1 := verdict.ParseHash32(f.Hash)
	settled, err2 := verdict.ParseHash32(s.VerdictHash)
	jurors := make([]string, len(f.Jurors))
	for i, j := range f.Jurors {
		jurors[i] = j.Juror.String()
	}
	r, err3 := match.New(hash, f.Decision, f.Deal.DealID.String(), f.Root, jurors, c.Pass, c.Fail)
	dissent, err4 := dissentMask(s.DissentMask)
	if err1 != nil || err2 != nil || err3 != nil || err4 != nil {
		return false
	}
	// A round's ballots hash with its round, so that of a deal's rounds
	// only the record of the one that paid out matches: the deal counts
	// once, by its final outcome.
	r.Round = f.Deal.Round
	// The index keeps no late ballots claimed after a settlement: the rule
	// checks the settling and dissenting seats here, the audit every seat.
	ms := match.Settlement{DealID: r.DealID, Approved: s.Outcome == OutcomeReleased, VerdictHash: settled, ByBallots: s.Method == MethodQuorum || s.Method == MethodRounds, DissentMask: dissent}
	for _, a := range s.Signers {
		ms.Signers = append(ms.Signers, common.HexToAddress(a))
	}
	_, err := match.Check(r, ms)
	return err == nil
}

// dissentMask parses a settlement's dissent mask; empty is nil (not known).
func dissentMask(s string) (*big.Int, error) {
	if s == "" {
		return nil, nil
	}
	hexDigits, ok := strings.CutPrefix(s, "0x")
	m, parsed := new(big.Int).SetString(hexDigits, 16)
	if !ok || !parsed || m.Sign() < 0 {
		return nil, fmt.Errorf("%q is not a 0x hex seat mask", s)
	}
	return m, nil
}

// newerVerdict orders the verdicts of one deal by mint time, then ID, so
// that the latest wins whatever order they are replayed in.
func newerVerdict(a, b *verdictRef) bool {
	if !a.MintedAt.Equal(b.MintedAt) {
		return a.MintedAt.After(b.MintedAt)
	}
	if a.ID != b.ID {
		return a.ID > b.ID
	}
	return a.Hash > b.Hash
}

// applySeats adds (sign 1) or takes back (sign -1) a record's seats.
func applySeats(tx *store.Txn, f *facts, sign int) error {
	for _, j := range f.Jurors {
		if err := applySeat(tx, f, j, sign); err != nil {
			return err
		}
	}
	return nil
}

func applySeat(tx *store.Txn, f *facts, j verdict.JurorVote, sign int) error {
	addr := j.Juror.String()
	var c jurorCounters // as tx sees them: with the writes of the verdicts before it in the transaction
	if err := tx.Get(jurorKey(addr), &c); err != nil && !errors.Is(err, store.ErrNotFound) {
		return err
	}
	c.Served += sign
	s := seat{Vote: j.Vote, LatencyMS: j.LatencyMS, Receipt: j.ReceiptCID != "", MintedAt: f.MintedAt}
	opt, voted := verdict.MatchOption(f.Options, j.Vote)
	switch {
	case !voted:
		s.Class = j.ErrorClass
		if s.Class == "" {
			s.Class = "unknown"
		}
		c.Abstained += sign
		if c.Abstentions == nil {
			c.Abstentions = make(map[string]int)
		}
		if c.Abstentions[s.Class] += sign; c.Abstentions[s.Class] <= 0 {
			delete(c.Abstentions, s.Class)
		}
	case f.Decision == verdict.DecisionUndecided:
		c.Voted += sign
		c.Tied += sign
	case opt == f.Decision:
		c.Voted += sign
		c.Agreed += sign
	default:
		c.Voted += sign
		c.Dissented += sign
	}
	if sign < 0 {
		if err := tx.Delete(seatKey(addr, f.Hash)); err != nil {
			return err
		}
		if c.Served <= 0 {
			return tx.Delete(jurorKey(addr))
		}
		return tx.Put(jurorKey(addr), &c)
	}
	if err := tx.Put(jurorKey(addr), &c); err != nil {
		return err
	}
	return tx.Put(seatKey(addr, f.Hash), &s)
}

func (b *Book) applySettlement(tx *store.Txn, s Settlement) error {
	s.DealID = normalizeDealID(s.DealID)
	s.VerdictHash = normalizeHash(s.VerdictHash)
	s.Seller = NormalizeAgent(s.Seller)
	s.At = s.At.UTC()
	s.Signers = slices.Clone(s.Signers)
	for i, a := range s.Signers {
		if common.IsHexAddress(a) {
			s.Signers[i] = verdict.AddressString(common.HexToAddress(a)) // parsed once; matches compare text
		}
	}
	e, err := loadDeal(tx, s.DealID)
	if err != nil {
		return err
	}
	if e.Settlement != nil && !earlierSettlement(&s, e.Settlement) {
		return nil
	}
	e.Settlement = &s
	if err := saveDeal(tx, e); err != nil {
		return err
	}
	return b.resolveDeal(tx, s.DealID)
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
