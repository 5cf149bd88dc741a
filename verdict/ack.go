package verdict

import (
	"bytes"
	"errors"
	"fmt"
	"slices"
	"strings"
)

// KindReceiptAck is the kind of a coordinator's signed receipt
// acknowledgement.
const KindReceiptAck = "receipt-ack"

// MaxAckedReceipts bounds the receipts one ack acknowledges, so that an ack
// stays a small frame (p2p.MaxAckBytes).
const MaxAckedReceipts = 16

// ErrCensored is returned when a coordinator acknowledged a receipt that
// its record leaves out.
var ErrCensored = errors.New("verdict: an acknowledged receipt is not in the record")

// Ack is a coordinator's signed acknowledgement that it holds receipts,
// durably: what a juror keeps to prove a record that drops or rewrites its
// vote. One ack covers the receipts that became durable together (a
// panel's, with its verdict, and those of other verdicts committed beside
// it), so that one signature serves every juror of those panels; each juror
// checks that its own receipt is among them. Signature, EIP-191 over the
// canonical ack without it, is the coordinator's.
type Ack struct {
	V           int            `json:"v"`
	Kind        string         `json:"kind"`
	Coordinator Address        `json:"coordinator"`
	Receipts    []AckedReceipt `json:"receipts"`
	Signature   string         `json:"signature,omitempty"`
}

// AckedReceipt is one receipt an Ack acknowledges: the juror's receipt
// block for a request, by its CID.
type AckedReceipt struct {
	RequestID  string  `json:"request_id"`
	Juror      Address `json:"juror"`
	ReceiptCID string  `json:"receipt_cid"`
}

// NewAck is the unsigned ack of receipt blocks, in its canonical order (by
// request, then juror), each once: a receipt sent again while its first
// copy waits for the same batch is acknowledged once for both.
func NewAck(coordinator Address, receipts ...AckedReceipt) Ack {
	rs := slices.Clone(receipts)
	slices.SortFunc(rs, compareAcked)
	rs = slices.Compact(rs)
	return Ack{V: Version, Kind: KindReceiptAck, Coordinator: coordinator, Receipts: rs}
}

func compareAcked(a, b AckedReceipt) int {
	if c := strings.Compare(a.RequestID, b.RequestID); c != 0 {
		return c
	}
	return bytes.Compare(a.Juror[:], b.Juror[:])
}

// SigningBytes is the canonical ack without its signature.
func (a Ack) SigningBytes() ([]byte, error) {
	a.Signature = ""
	return Canonical(a)
}

// Sign sets the coordinator's signature.
func (a *Ack) Sign(s Signer) error {
	b, err := a.SigningBytes()
	if err != nil {
		return err
	}
	a.Signature, err = SignText(s, b)
	return err
}

// Verify checks the ack's format and that its coordinator signed it.
func (a *Ack) Verify() error {
	if a.V != Version || a.Kind != KindReceiptAck {
		return ErrWrongKind
	}
	if n := len(a.Receipts); n == 0 || n > MaxAckedReceipts {
		return fieldErr("receipts", "needs 1 to %d receipts", MaxAckedReceipts)
	}
	for i, r := range a.Receipts {
		if err := ValidateID(r.RequestID); err != nil {
			return fieldErr(fmt.Sprintf("receipts[%d].request_id", i), "%v", err)
		}
		if r.ReceiptCID == "" {
			return fieldErr(fmt.Sprintf("receipts[%d].receipt_cid", i), "is required")
		}
		if i > 0 && compareAcked(a.Receipts[i-1], r) >= 0 {
			return fieldErr("receipts", "must be sorted by request and juror, each once")
		}
	}
	b, err := a.SigningBytes()
	if err != nil {
		return err
	}
	return VerifyText(b, a.Signature, a.Coordinator)
}

// Covers reports whether the ack acknowledges this receipt of juror for
// request id. It does not check the signature.
func (a *Ack) Covers(requestID string, juror Address, receiptCID string) bool {
	for _, r := range a.Receipts {
		if r.RequestID == requestID && r.Juror == juror {
			return r.ReceiptCID == receiptCID
		}
	}
	return false
}

// For reports whether the ack acknowledges any receipt for request id.
func (a *Ack) For(requestID string) bool {
	for _, r := range a.Receipts {
		if r.RequestID == requestID {
			return true
		}
	}
	return false
}

// Equal reports whether two acks say the same thing under the same
// signature.
func (a *Ack) Equal(b *Ack) bool {
	return a.V == b.V && a.Kind == b.Kind && a.Coordinator == b.Coordinator &&
		a.Signature == b.Signature && slices.Equal(a.Receipts, b.Receipts)
}

// CheckAck checks a record's verdict against an ack its coordinator signed:
// every receipt it acknowledges for the verdict's request must sit at its
// juror's seat. It returns ErrCensored when one does not, and another error
// when the ack proves nothing about this verdict (a bad signature, another
// coordinator, no receipt of this request).
func CheckAck(v *Verdict, a *Ack) error {
	if err := a.Verify(); err != nil {
		return fmt.Errorf("ack: %w", err)
	}
	if a.Coordinator != v.Coordinator {
		return fmt.Errorf("ack is signed by %s, the verdict by %s", a.Coordinator, v.Coordinator)
	}
	if !a.For(v.ID) {
		return fmt.Errorf("ack acknowledges no receipt for request %s", v.ID)
	}
	for _, r := range a.Receipts {
		if r.RequestID != v.ID {
			continue
		}
		if err := checkAckedSeat(v, r); err != nil {
			return err
		}
	}
	return nil
}

func checkAckedSeat(v *Verdict, r AckedReceipt) error {
	for i, j := range v.Jurors {
		if j.Juror != r.Juror {
			continue
		}
		if j.ReceiptCID != r.ReceiptCID {
			got := j.ReceiptCID
			if got == "" {
				got = "no receipt (" + j.Vote + " " + j.ErrorClass + ")"
			}
			return fmt.Errorf("%w: seat %d (%s) records %s, the coordinator acknowledged receipt %s", ErrCensored, i, r.Juror, got, r.ReceiptCID)
		}
		return nil
	}
	return fmt.Errorf("%w: %s, whose receipt %s the coordinator acknowledged, has no seat", ErrCensored, r.Juror, r.ReceiptCID)
}
