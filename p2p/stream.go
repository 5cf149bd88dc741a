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

// ReadMsg reads one message framed by its unsigned-varint length, of at
// most max bytes. The length is checked before anything else is read, so a
// peer cannot make us buffer more than max.
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

// ErrMalformedFrame is returned for a frame whose body does not start with
// a sequence number.
var ErrMalformedFrame = errors.New("p2p: malformed frame")

// AppendSeqMsg appends to dst one frame whose body is seq as an unsigned
// varint followed by b: the layout of ProtocolReceipt.
func AppendSeqMsg(dst []byte, seq uint64, b []byte) []byte {
	n := uvarintLen(seq) + len(b)
	dst = binary.AppendUvarint(dst, uint64(n))
	dst = binary.AppendUvarint(dst, seq)
	return append(dst, b...)
}

// WriteSeqMsg writes one AppendSeqMsg frame in a single Write, so that a
// stream muxer sends it as one frame.
func WriteSeqMsg(w io.Writer, seq uint64, b []byte) error {
	buf := AppendSeqMsg(make([]byte, 0, 2*binary.MaxVarintLen64+len(b)), seq, b)
	_, err := w.Write(buf)
	return err
}

// ReadSeqMsg reads one frame written by WriteSeqMsg whose b is at most max
// bytes. The frame length is checked against max plus the largest sequence
// number before the body is read, and the body after the sequence number
// against max; the returned body aliases the frame, nothing is copied.
func ReadSeqMsg(r io.Reader, max int) (seq uint64, body []byte, err error) {
	b, err := ReadMsg(r, max+binary.MaxVarintLen64)
	if err != nil {
		return 0, nil, err
	}
	seq, n := binary.Uvarint(b)
	if n <= 0 {
		return 0, nil, fmt.Errorf("%w: no sequence number", ErrMalformedFrame)
	}
	if body = b[n:]; len(body) > max {
		return 0, nil, fmt.Errorf("%w: %d bytes after the sequence number, limit %d", ErrMessageTooLarge, len(body), max)
	}
	return seq, body, nil
}

func uvarintLen(x uint64) int {
	n := 1
	for ; x >= 0x80; x >>= 7 {
		n++
	}
	return n
}

// oneByteReader reads the frame header without buffering past it.
type oneByteReader struct{ r io.Reader }

func (o oneByteReader) ReadByte() (byte, error) {
	var b [1]byte
	_, err := io.ReadFull(o.r, b[:])
	return b[0], err
}

// ReceiptEnvelope is what a juror sends on the receipt protocols: its signed
// receipt and the rationale text whose fingerprint the receipt carries.
type ReceiptEnvelope struct {
	Receipt   verdict.Receipt `json:"receipt"`
	Rationale string          `json:"rationale,omitempty"`
}

// ReceiptAck is the coordinator's answer to one ReceiptEnvelope.
type ReceiptAck struct {
	OK    bool   `json:"ok"`
	Error string `json:"error,omitempty"`
	// Final is set when retrying cannot help (rejected or request closed).
	Final bool `json:"final,omitempty"`
	// Ack, with OK, is the coordinator's signed acknowledgement of the
	// receipt block, which the juror keeps: a record that leaves the
	// receipt out is then provably censored (verdict.CheckAck).
	Ack *verdict.Ack `json:"ack,omitempty"`
}

// Limits of the receipt protocols, not counting framing: MaxEnvelopeBytes
// bounds a receipt envelope, MaxAckBytes an ack.
const (
	MaxEnvelopeBytes = verdict.MaxReceiptBytes + 4*verdict.MaxRationaleChars
	MaxAckBytes      = 4 << 10
)
