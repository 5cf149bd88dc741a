package reputation

import (
	"encoding/hex"
	"errors"
	"fmt"
	"log/slog"
	"net/url"
	"strings"
	"sync"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/arbitra-network/arbitra/store"
	"github.com/arbitra-network/arbitra/verdict"
)

// Errors returned by a Book.
var (
	ErrUnknownJuror = errors.New("reputation: unknown juror")
)

// Settlement outcomes, from the escrow's events.
const (
	// OutcomeReleased: DealResolved with approved = true; the seller was paid.
	OutcomeReleased = "released"
	// OutcomeRejected: DealResolved with approved = false; the buyer was
	// refunded after a FAIL verdict.
	OutcomeRejected = "rejected"
	// OutcomeNoSubmission: DealRefunded, reason 1; the seller missed the
	// deadline (a failure to deliver).
	OutcomeNoSubmission = "no_submission"
	// OutcomeResolutionTimeout: DealRefunded, reason 2; nobody resolved the
	// submitted deal within the grace period (undecided).
	OutcomeResolutionTimeout = "resolution_timeout"
)

// Settlement methods of a resolved deal, as the escrow indexer names them.
const (
	MethodOracle = "oracle"
	MethodQuorum = "quorum"
	// MethodRounds: on an escrow with an appeal window, a decided round
	// paid out; the verdict hash is the hash of that round's ballots.
	MethodRounds = "rounds"
)

// Status of a deal in a seller's record.
const (
	StatusSuccess   = "success"
	StatusFailure   = "failure"
	StatusUndecided = "undecided"
	StatusPending   = "pending"
)

// Defaults and bounds.
const (
	// DefaultTau is the decay constant τ of the recency weighting: a deal
	// whose verdict is age old weighs exp(-age/τ).
	DefaultTau = 30 * 24 * time.Hour
	// DefaultHistoryLimit bounds the history returned with a seller.
	DefaultHistoryLimit = 200
	// MinWeight is the least draw weight a juror falls to.
	MinWeight = 50
	// Uncategorized names deals without a task category.
	Uncategorized = "uncategorized"

	// The weight's prior: a new juror counts as 3 votes in 4 seats.
	priorVoted = 3
	priorSeats = 4

	maxAgentChars = verdict.MaxLabelChars
)

// Refund reasons of ArbiterEscrow's DealRefunded event.
const (
	RefundNoSubmission      = 1
	RefundResolutionTimeout = 2
)

// ResolvedOutcome is the outcome of a DealResolved event.
func ResolvedOutcome(approved bool) string {
	if approved {
		return OutcomeReleased
	}
	return OutcomeRejected
}

// RefundOutcome is the outcome of a DealRefunded event with reason.
func RefundOutcome(reason uint8) (string, error) {
	switch reason {
	case RefundNoSubmission:
		return OutcomeNoSubmission, nil
	case RefundResolutionTimeout:
		return OutcomeResolutionTimeout, nil
	}
	return "", fmt.Errorf("reputation: unknown refund reason %d", reason)
}

// Settlement is an on-chain fact that ends a deal, as the escrow indexer
// saw it.
type Settlement struct {
	// DealID is the escrow's deal ID, 0x and 64 hex digits.
	DealID string `json:"deal_id"`
	// Outcome is one of the Outcome constants.
	Outcome string `json:"outcome"`
	// VerdictHash is the verdict hash of a resolved deal (DealResolved).
	VerdictHash string `json:"verdict_hash,omitempty"`
	// Method is how a resolved deal was settled: MethodOracle (the
	// verdict hash is the record's own), MethodQuorum or MethodRounds (it
	// is the hash of the ballots of Signers, of the round that paid out).
	Method  string   `json:"method,omitempty"`
	Signers []string `json:"signers,omitempty"`
	// DissentMask (0x hex) is the mask of the seats whose dissenting
	// ballots a quorum settlement paid (JurorFeesPaid); empty when not
	// known, and then no dissent is checked.
	DissentMask string `json:"dissent_mask,omitempty"`
	// Seller is the deal's seller from DealCreated; it attributes a deal
	// that was refunded without ever being judged.
	Seller string `json:"seller,omitempty"`
	// TxHash and Block locate the event.
	TxHash string `json:"tx_hash,omitempty"`
	Block  uint64 `json:"block,omitempty"`
	// At is the block time.
	At time.Time `json:"at"`
}

// Validate checks a settlement's fields.
func (s *Settlement) Validate() error {
	if _, err := verdict.ParseHash32(s.DealID); err != nil {
		return &verdict.FieldError{Field: "deal_id", Msg: err.Error()}
	}
	switch s.Outcome {
	case OutcomeReleased, OutcomeRejected, OutcomeNoSubmission, OutcomeResolutionTimeout:
	default:
		return &verdict.FieldError{Field: "outcome", Msg: fmt.Sprintf("unknown outcome %q", s.Outcome)}
	}
	if s.At.IsZero() {
		return &verdict.FieldError{Field: "at", Msg: "is required"}
	}
	if _, err := dissentMask(s.DissentMask); err != nil {
		return &verdict.FieldError{Field: "dissent_mask", Msg: err.Error()}
	}
	if s.Seller != "" {
		if err := ValidateAgent(s.Seller); err != nil {
			return &verdict.FieldError{Field: "seller", Msg: err.(*verdict.FieldError).Msg}
		}
	}
	return nil
}

// Store is what a Book needs from the node's store; *store.DB has it.
type Store interface {
	View(fn func(*store.Txn) error) error
	Update(fn func(*store.Txn) error) error
}

// Config configures a Book. Store is required.
type Config struct {
	Store Store
	// Now is the clock reads are computed at (time.Now when nil).
	Now func() time.Time
	// Tau is the decay constant τ (DefaultTau when zero).
	Tau time.Duration
	// HistoryLimit bounds the history returned with a seller, newest first
	// (DefaultHistoryLimit when zero).
	HistoryLimit int
	// Escrow and ChainID name the escrow whose events are the
	// settlements (a 0x address and a decimal chain ID); a record of an
	// on-chain deal counts only when it names this escrow and matches its
	// settlement. Empty when the node has no chain: on-chain deals then
	// stay pending.
	Escrow  verdict.Address
	ChainID verdict.ChainID
	// Logger may be nil.
	Logger *slog.Logger
}

// Book is the reputation store of a coordinator.
type Book struct {
	st           Store
	now          func() time.Time
	tau          time.Duration
	historyLimit int
	log          *slog.Logger
	escrow       verdict.Address
	chainID      verdict.ChainID

	// mu is held shared by every write and exclusively by Rebuild.
	mu sync.RWMutex
}

// New returns a Book.
func New(cfg Config) (*Book, error) {
	if cfg.Store == nil {
		return nil, errors.New("reputation: Store is required")
	}
	if cfg.Tau < 0 || cfg.HistoryLimit < 0 {
		return nil, errors.New("reputation: Tau and HistoryLimit must not be negative")
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	if cfg.Tau == 0 {
		cfg.Tau = DefaultTau
	}
	if cfg.HistoryLimit == 0 {
		cfg.HistoryLimit = DefaultHistoryLimit
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.DiscardHandler)
	}
	return &Book{st: cfg.Store, now: cfg.Now, tau: cfg.Tau, historyLimit: cfg.HistoryLimit, log: cfg.Logger.With("component", "reputation"),
		escrow: cfg.Escrow, chainID: cfg.ChainID}, nil
}

// Tau is the decay constant in use.
func (b *Book) Tau() time.Duration { return b.tau }

// Keys under rep/.
const (
	prefix       = "rep/"
	keyMeta      = prefix + "meta"
	prefixMarker = prefix + "verdict/" // + verdict hash: read
	prefixDeal   = prefix + "deal/"    // + deal id → dealEntry
	prefixCand   = prefix + "cand/"    // + deal id/verdict hash → candidate, a record of an on-chain deal
	prefixSeller = prefix + "seller/"  // + escaped seller/deal id
	prefixJuror  = prefix + "juror/"   // + address → jurorCounters
	prefixSeat   = prefix + "seat/"    // + address/verdict hash → seat
)

// layoutVersion is the version of the keys under rep/; a store with
// another is rebuilt.
const layoutVersion = 2

func markerKey(hash string) []byte { return []byte(prefixMarker + hash) }
func candPrefix(deal string) []byte {
	return []byte(prefixCand + deal + "/")
}
func candKey(deal, hash string) []byte { return append(candPrefix(deal), hash...) }
func dealKey(id string) []byte         { return []byte(prefixDeal + id) }
func jurorKey(addr string) []byte      { return []byte(prefixJuror + addr) }
func sellerPrefix(s string) []byte     { return []byte(prefixSeller + url.PathEscape(s) + "/") }
func sellerKey(s, deal string) []byte {
	return append(sellerPrefix(s), deal...)
}
func seatPrefix(addr string) []byte    { return []byte(prefixSeat + addr + "/") }
func seatKey(addr, hash string) []byte { return append(seatPrefix(addr), hash...) }

type meta struct {
	Version   int       `json:"version"`
	RebuiltAt time.Time `json:"rebuilt_at"`
}

// verdictRef is what a seller's record keeps of a deal's verdict.
type verdictRef struct {
	ID       string    `json:"id"`
	Decision string    `json:"decision"`
	Hash     string    `json:"hash"`
	CID      string    `json:"cid"`
	MintedAt time.Time `json:"minted_at"`
}

// dealEntry is one deal of a seller.
type dealEntry struct {
	DealID   string `json:"deal_id"`
	Seller   string `json:"seller,omitempty"` // from the verdict
	Category string `json:"category,omitempty"`
	// Verdict is the verdict the deal's entry shows: the record that
	// matches the escrow's settlement (Counted), or while unsettled the
	// latest candidate.
	Verdict *verdictRef `json:"verdict,omitempty"`
	// Counted is the hash of the on-chain deal's record whose seats count.
	Counted string `json:"counted,omitempty"`
	// Settlement is the first settlement seen, by time then transaction.
	Settlement *Settlement `json:"settlement,omitempty"`
	// Indexed is the seller the entry is indexed under.
	Indexed string `json:"indexed,omitempty"`
}

// seller is whom the deal counts for: the seller of the escrow's
// DealCreated once the indexer has seen it, else the record's (which its
// coordinator read from the same escrow).
func (e *dealEntry) seller() string {
	if e.Settlement != nil && e.Settlement.Seller != "" {
		return NormalizeAgent(e.Settlement.Seller)
	}
	return e.Seller
}

// jurorCounters are a juror's running totals.
type jurorCounters struct {
	Served      int            `json:"served"`
	Voted       int            `json:"voted"`
	Agreed      int            `json:"agreed"`
	Dissented   int            `json:"dissented"`
	Tied        int            `json:"tied"`
	Abstained   int            `json:"abstained"`
	Abstentions map[string]int `json:"abstentions,omitempty"`
}

// seat is one juror's part in one verdict.
type seat struct {
	Vote      string    `json:"vote"`
	Class     string    `json:"class,omitempty"`
	LatencyMS int64     `json:"latency_ms"`
	Receipt   bool      `json:"receipt,omitempty"`
	MintedAt  time.Time `json:"minted_at"`
}

// NormalizeAgent is the form an agent is stored and looked up in: trimmed,
// and lower-cased when it is a 0x address.
func NormalizeAgent(agent string) string {
	a := strings.TrimSpace(agent)
	if isHexAddress(a) {
		return strings.ToLower(a)
	}
	return a
}

// ValidateAgent checks an agent name: 1 to 200 characters of UTF-8 text
// without control characters.
func ValidateAgent(agent string) error {
	a := strings.TrimSpace(agent)
	switch {
	case a == "":
		return &verdict.FieldError{Field: "agent", Msg: "is required"}
	case !utf8.ValidString(a):
		return &verdict.FieldError{Field: "agent", Msg: "is not valid UTF-8"}
	case utf8.RuneCountInString(a) > maxAgentChars:
		return &verdict.FieldError{Field: "agent", Msg: fmt.Sprintf("is longer than %d characters", maxAgentChars)}
	case strings.IndexFunc(a, unicode.IsControl) >= 0:
		return &verdict.FieldError{Field: "agent", Msg: "contains control characters"}
	}
	return nil
}

// ValidateJuror checks a juror address: 0x and 40 hex digits.
func ValidateJuror(addr string) error {
	if !isHexAddress(addr) {
		return &verdict.FieldError{Field: "address", Msg: "must be 0x followed by 40 hex digits"}
	}
	return nil
}

func isHexAddress(s string) bool {
	rest, ok := strings.CutPrefix(s, "0x")
	if !ok {
		rest, ok = strings.CutPrefix(s, "0X")
	}
	if !ok || len(rest) != 40 {
		return false
	}
	_, err := hex.DecodeString(rest)
	return err == nil
}

func normalizeCategory(c string) string {
	c = strings.ToLower(strings.TrimSpace(c))
	if c == "" {
		return Uncategorized
	}
	return c
}

// normalizeDealID is the deal ID as records key it: 0x and lower-case hex,
// parsed once; what does not parse names no escrow deal and is kept as is.
func normalizeDealID(id string) string { return normalizeHash(id) }

// normalizeHash is a 32-byte hash in its canonical text (0x and lower-case
// hex), parsed once from any spelling; what does not parse is kept as is
// and matches no record.
func normalizeHash(h string) string {
	if b, err := verdict.ParseHash32(strings.TrimSpace(h)); err == nil {
		return verdict.Hex32(b)
	}
	return h
}

// NeedsRebuild reports whether the reputation data is missing: a store
// that never had a Rebuild, whose "rep/" keys were deleted, or that an
// earlier layout wrote.
func (b *Book) NeedsRebuild() (bool, error) {
	var m meta
	err := b.st.View(func(tx *store.Txn) error { return tx.Get([]byte(keyMeta), &m) })
	if errors.Is(err, store.ErrNotFound) {
		return true, nil
	}
	return err == nil && m.Version != layoutVersion, err
}
