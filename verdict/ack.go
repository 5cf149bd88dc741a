package verdict

import (
	"errors"
	"fmt"
	"strings"

	"github.com/ethereum/go-ethereum/common"
)

// KindReceiptAck is the kind of a coordinator's signed receipt
// acknowledgement.
const KindReceiptAck = "receipt-ack"

// ErrCensored is returned when a coordinator acknowledged a receipt that
// its record leaves out.
var ErrCensored = errors.New("verdict: an acknowledged receipt is not in the record")

// Ack is a coordinator's signed acknowledgement that it holds a juror's
// receipt for a request, durably: what the juror keeps to prove a record
// that drops or rewrites its vote. Signature, EIP-191 over the canonical
// ack without it, is the coordinator's.
type Ack struct {
	V           int    `json:"v"`
	Kind        string `json:"kind"`
	RequestID   string `json:"request_id"`
	Juror       string `json:"juror"`
	ReceiptCID  string `json:"receipt_cid"`
	Coordinator string `json:"coordinator"`
	Signature   string `json:"signature,omitempty"`
}

// NewAck is the unsigned ack of a receipt block.
func NewAck(requestID, juror, receiptCID, coordinator string) Ack {
	return Ack{
		V: Version, Kind: KindReceiptAck, RequestID: requestID, Juror: strings.ToLower(juror),
		ReceiptCID: receiptCID, Coordinator: strings.ToLower(coordinator),
	}
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
	if err := ValidateID(a.RequestID); err != nil {
		return err
	}
	if !common.IsHexAddress(a.Juror) || !common.IsHexAddress(a.Coordinator) {
		return fieldErr("juror", "juror and coordinator must be addresses")
	}
	if a.ReceiptCID == "" {
		return fieldErr("receipt_cid", "is required")
	}
	b, err := a.SigningBytes()
	if err != nil {
		return err
	}
	return VerifyText(b, a.Signature, a.Coordinator)
}

// CheckAck checks a record's verdict against an ack its coordinator signed
// for the same request: the acknowledged receipt must sit at the juror's
// seat. It returns ErrCensored when it does not, and another error when the
// ack proves nothing about this verdict (a bad signature, another
// coordinator or request).
func CheckAck(v *Verdict, a *Ack) error {
	if err := a.Verify(); err != nil {
		return fmt.Errorf("ack: %w", err)
	}
	switch {
	case !SameAddress(a.Coordinator, v.Coordinator):
		return fmt.Errorf("ack is signed by %s, the verdict by %s", a.Coordinator, v.Coordinator)
	case a.RequestID != v.ID:
		return fmt.Errorf("ack is for request %s, the verdict for %s", a.RequestID, v.ID)
	}
	for i, j := range v.Jurors {
		if !strings.EqualFold(j.Juror, a.Juror) {
			continue
		}
		if j.ReceiptCID != a.ReceiptCID {
			got := j.ReceiptCID
			if got == "" {
				got = "no receipt (" + j.Vote + " " + j.ErrorClass + ")"
			}
			return fmt.Errorf("%w: seat %d (%s) records %s, the coordinator acknowledged receipt %s", ErrCensored, i, a.Juror, got, a.ReceiptCID)
		}
		return nil
	}
	return fmt.Errorf("%w: %s, whose receipt %s the coordinator acknowledged, has no seat", ErrCensored, a.Juror, a.ReceiptCID)
}
