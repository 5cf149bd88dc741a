package coordinator

import (
	"encoding/json"
	"errors"
	"fmt"
	"strconv"

	"github.com/ethereum/go-ethereum/common"

	"github.com/arbitra-network/arbitra/store"
	"github.com/arbitra-network/arbitra/verdict"
)

// Status of a request in the coordinator.
const (
	// StatusQueued is an asynchronous submission accepted before a panel
	// with free judgement slots could be drawn for it (see Service.Submit).
	StatusQueued  = "queued"
	StatusPending = "pending"
	StatusMinted  = "minted"
	StatusFailed  = "failed"
)

// Failure codes recorded for requests that end without a verdict.
const (
	FailAllAbstain = "all_abstain"
	FailInternal   = "internal_error"
	// FailOverloaded and FailNotEnoughJurors end a queued submission that
	// no panel could be drawn for within Config.SlotWait of its acceptance.
	FailOverloaded      = "overloaded"
	FailNotEnoughJurors = "not_enough_jurors"
)

// Keys owned by the coordinator in the store.
var (
	prefixRecord     = "coord/record/"     // + id → Record, without its request and rationales
	prefixRequest    = "coord/request/"    // + id → SignedRequest, until archived or failed
	prefixRationales = "coord/rationales/" // + id → []Rationale, until delivered (while published, until archived)
	prefixReceipt    = "coord/receipt/"    // + id/juror → StoredReceipt
	prefixInflight   = "coord/inflight/"
	prefixArchive    = "coord/unarchived/" // + id: minted but not yet pinned
	prefixDeal       = "coord/deal/"       // + deal id [+ "/round-" r] → verdict id
	prefixQueue      = "coord/queue/"      // + id → queuedSubmission, until a panel is drawn for it or it fails
)

func recordKey(id string) []byte         { return []byte(prefixRecord + id) }
func requestKey(id string) []byte        { return []byte(prefixRequest + id) }
func rationalesKey(id string) []byte     { return []byte(prefixRationales + id) }
func receiptKey(id, juror string) []byte { return []byte(prefixReceipt + id + "/" + juror) }
func inflightKey(id string) []byte       { return []byte(prefixInflight + id) }
func archiveKey(id string) []byte        { return []byte(prefixArchive + id) }
func queueKey(id string) []byte          { return []byte(prefixQueue + id) }

// dealKey names a round's record of a deal; round 0 keeps the key of
// before appeals, so that stored deals are found as they were.
func dealKey(dealID verdict.DealID, round uint8) []byte {
	if round == 0 {
		return []byte(prefixDeal + dealID.String())
	}
	return []byte(prefixDeal + dealID.String() + "/round-" + strconv.Itoa(int(round)))
}

// Record is the coordinator's durable state of one request.
//
// In the store, the record itself holds only its small, long-lived fields;
// the request and the rationales, the two parts that are erased later,
// live under their own keys (requestKey, rationalesKey). Erasing one is
// then a delete, and a rewrite of the record (published, or archived with
// more than its verdict's seal) stays small instead of carrying the
// evidence along; marking rationales delivered is only their delete, and
// so, usually, is marking the record archived. loadRecord joins the three.
// The store's format marker (storeFormat) says the records are in this
// layout.
type Record struct {
	ID        string `json:"id"`
	Status    string `json:"status"`
	Publish   bool   `json:"publish,omitempty"`
	CreatedAt string `json:"created_at"`
	// RequesterHash is the hex SHA-256 of the requester token the
	// submission was answered with (requester.go); the token itself is
	// never stored.
	RequesterHash string `json:"requester_sha256,omitempty"`
	// Request holds the signed request, content included, from acceptance
	// until the record is archived; then it is erased (content is kept only
	// when published, and then on IPFS).
	Request *verdict.SignedRequest `json:"request,omitempty"`

	// Minted state.
	Verdict   []byte `json:"verdict,omitempty"` // exact signed bytes
	Signature string `json:"signature,omitempty"`
	Hash      string `json:"hash,omitempty"`
	CID       string `json:"cid,omitempty"`
	// SealCID and Archived are stored only when the archive's mark had to
	// rewrite the record; a record left as minted is archived once its
	// unarchived key is deleted, under its verdict's seal, and loadRecord
	// fills both in.
	SealCID    string   `json:"seal_cid,omitempty"`
	ContentCID string   `json:"content_cid,omitempty"`
	Receipts   []string `json:"receipts,omitempty"` // receipt CIDs in panel order, "" for a missing juror
	MintedAt   string   `json:"minted_at,omitempty"`
	Archived   bool     `json:"archived,omitempty"`
	// Rationales are returned to the requester once and then erased unless
	// the verdict is published.
	Rationales []verdict.Rationale `json:"rationales,omitempty"`
	Delivered  bool                `json:"delivered,omitempty"`

	// Evidence is the request's evidence count and root, kept after the
	// request is erased, so that a failure still names what it was about.
	Evidence *verdict.Context `json:"evidence,omitempty"`

	// Failed state.
	Failure *Failure `json:"failure,omitempty"`

	// requesterToken is set only on the record a submission returns, and
	// holder names whose it is when it is a deal party's.
	requesterToken string
	holder         string
	// parties are the deal's parties' holds (party.go).
	parties map[string]partyHold

	// parsed is Verdict decoded, when the record comes from the mint that
	// built it, or when loadRecord decoded it for its seal.
	parsed *verdict.Verdict
}

// loadRecord reads the record of id with its request and rationales.
func loadRecord(tx *store.Txn, id string) (*Record, error) {
	var rec Record
	if err := tx.Get(recordKey(id), &rec); err != nil {
		return nil, err
	}
	var sr verdict.SignedRequest
	switch err := tx.Get(requestKey(id), &sr); {
	case err == nil:
		rec.Request = &sr
	case !errors.Is(err, store.ErrNotFound):
		return nil, fmt.Errorf("coordinator: request of %s: %w", id, err)
	}
	switch err := tx.Get(rationalesKey(id), &rec.Rationales); {
	case err == nil, errors.Is(err, store.ErrNotFound):
	default:
		return nil, fmt.Errorf("coordinator: rationales of %s: %w", id, err)
	}
	// A minted record whose unarchived key is gone, and that does not say
	// it was archived, was marked by that delete alone (markArchived): it
	// is pinned under its verdict's seal.
	if rec.Status == StatusMinted && !rec.Archived {
		unarchived, err := tx.Has(archiveKey(id))
		if err != nil {
			return nil, fmt.Errorf("coordinator: archive mark of %s: %w", id, err)
		}
		if !unarchived {
			sv, err := rec.signedVerdict()
			if err == nil {
				rec.SealCID, err = sealCIDOf(&sv)
			}
			if err != nil {
				return nil, fmt.Errorf("coordinator: seal of %s: %w", id, err)
			}
			rec.Archived, rec.parsed = true, &sv.Verdict // ViewOf need not decode it again
		}
	}
	if rec.RequesterHash == "" {
		if err := loadParties(tx, &rec); err != nil {
			return nil, err
		}
	}
	// Delivering an unpublished verdict's rationales deletes them: none
	// left means they were shown (or there were none to show).
	if rec.Status == StatusMinted && !rec.Publish && rec.Rationales == nil {
		rec.Delivered = true
	}
	return &rec, nil
}

// putCore writes a record without its request and rationales, which the
// caller writes (or erases) under their own keys.
// evidenceOf is a submission's evidence context.
func evidenceOf(sub *Submission) *verdict.Context {
	c := verdict.EvidenceContext(sub.Evidence)
	return &c
}

func putCore(tx *store.Txn, rec Record) error {
	rec.Request, rec.Rationales = nil, nil
	b, err := json.Marshal(&rec)
	if err != nil {
		return fmt.Errorf("coordinator: encode record %s: %w", rec.ID, err)
	}
	return tx.PutRaw(recordKey(rec.ID), b)
}

// sealCIDOf is the CID of the seal block of sv, which is what an archive
// returns for the seal it pinned.
func sealCIDOf(sv *verdict.SignedVerdict) (string, error) {
	b, err := verdict.Canonical(sv.Seal())
	if err != nil {
		return "", err
	}
	return verdict.CIDOf(b).String(), nil
}

// Failure says why a request ended without a verdict.
type Failure struct {
	Code    string `json:"code"`
	Message string `json:"message"`
}

// StoredReceipt is a verified receipt as received. It is stored as
// {"receipt":BLOCK,"rationale":"…"}, the block inline as the JSON object
// it is (encode), and read back by UnmarshalJSON.
type StoredReceipt struct {
	Block []byte `json:"block"` // canonical receipt including its signature
	// Rationale is stored only while the request is in flight; the
	// receipts of a finalized request are their blocks alone (putReceipts).
	Rationale string `json:"rationale,omitempty"`
}

// encode writes sr as it is stored. The block goes in byte for byte:
// encoding/json would escape HTML characters inside it and so change the
// bytes its CID and signature cover.
func (sr *StoredReceipt) encode() []byte {
	b := make([]byte, 0, len(sr.Block)+len(sr.Rationale)+32)
	b = append(b, `{"receipt":`...)
	b = append(b, sr.Block...)
	if sr.Rationale != "" {
		b = append(b, `,"rationale":`...)
		b = verdict.AppendCanonicalString(b, sr.Rationale)
	}
	return append(b, '}')
}

// UnmarshalJSON reads a stored receipt as encode writes it.
func (sr *StoredReceipt) UnmarshalJSON(b []byte) error {
	var w struct {
		Receipt   json.RawMessage `json:"receipt"`
		Rationale string          `json:"rationale"`
	}
	if err := json.Unmarshal(b, &w); err != nil {
		return err
	}
	if len(w.Receipt) == 0 {
		return errors.New("stored receipt without its block")
	}
	sr.Block, sr.Rationale = w.Receipt, w.Rationale
	return nil
}

// Minted is what mint hooks see; they run inside the mint transaction.
type Minted struct {
	Request  *verdict.SignedRequest
	Verdict  verdict.SignedVerdict
	Receipts []verdict.Receipt // receipts received, in panel order
}

// MintHook adds writes to the mint transaction (a settlement outbox entry, a
// reputation update) so that they commit with the verdict or not at all.
type MintHook func(tx *store.Txn, m *Minted) error

// Decided is a deal request whose receipts so far fix its outcome
// (verdict.Decided), before its verdict is minted.
type Decided struct {
	Request  *verdict.SignedRequest
	Decision string
	Receipts []verdict.Receipt // the receipts that decided it, in panel order
}

// DecidedHook adds writes to the transaction that puts a decided deal's
// receipts on disk (the settlement outbox's entry), so that a settlement
// relayed from them is never without the receipts its record will hold.
type DecidedHook func(tx *store.Txn, d *Decided) error

func addrOf(s string) common.Address { return common.HexToAddress(s) }

// Parsed is the minted verdict decoded, without a second decode when the
// record already holds it.
func (rec *Record) Parsed() (*verdict.Verdict, error) {
	if rec.parsed != nil {
		return rec.parsed, nil
	}
	var p verdict.Verdict
	if err := json.Unmarshal(rec.Verdict, &p); err != nil {
		return nil, fmt.Errorf("coordinator: stored verdict: %w", err)
	}
	return &p, nil
}
