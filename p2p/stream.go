package p2p

import (
	"encoding/binary"
	"errors"
	"fmt"
	"io"

	"github.com/arbitra-network/arbitra/verdict"
)

// ErrMessageTooLarge is returned when a framed message exceeds its limit.
var ErrMessageTooLarge = errors.New("p2p: message too large")

// WriteMsg writes one message framed by its unsigned-varint length.
func WriteMsg(w io.Writer, b []byte) error {
	var hdr [binary.MaxVarintLen64]byte
	n := binary.PutUvarint(hdr[:], uint64(len(b)))
	buf := make([]byte, 0, n+len(b))
	buf = append(buf, hdr[:n]...)
	buf = append(buf, b...)
	_, err := w.Write(buf)
	return err
}

// ReadMsg reads one length-framed message of at most max bytes. The length
// is checked before anything else is read, so a peer cannot make us buffer
// more than max.
func ReadMsg(r io.Reader, max int) ([]byte, error) {
	br, ok := r.(io.ByteReader)
	if !ok {
		br = oneByteReader{r}
	}
	n, err := binary.ReadUvarint(br)
	if err != nil {
		return nil, fmt.Errorf("p2p: frame length: %w", err)
	}
	if n > uint64(max) {
		return nil, fmt.Errorf("%w: %d bytes, limit %d", ErrMessageTooLarge, n, max)
	}
	b := make([]byte, n)
	if _, err := io.ReadFull(r, b); err != nil {
		return nil, fmt.Errorf("p2p: frame body: %w", err)
	}
	return b, nil
}

// oneByteReader reads the frame header without buffering past it.
type oneByteReader struct{ r io.Reader }

func (o oneByteReader) ReadByte() (byte, error) {
	var b [1]byte
	_, err := io.ReadFull(o.r, b[:])
	return b[0], err
}

// ReceiptEnvelope is what a juror sends on ProtocolReceipt: its signed
// receipt and the rationale text whose fingerprint the receipt carries.
type ReceiptEnvelope struct {
	Receipt   verdict.Receipt `json:"receipt"`
	Rationale string          `json:"rationale,omitempty"`
}

// ReceiptAck is the coordinator's answer on ProtocolReceipt.
type ReceiptAck struct {
	OK    bool   `json:"ok"`
	Error string `json:"error,omitempty"`
	// Final is set when retrying cannot help (rejected or request closed).
	Final bool `json:"final,omitempty"`
}

// MaxEnvelopeBytes bounds a receipt envelope on the wire.
const MaxEnvelopeBytes = verdict.MaxReceiptBytes + 4*verdict.MaxRationaleChars
