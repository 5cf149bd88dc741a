package coordinator

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"net"
	"sync"
	"time"

	"github.com/libp2p/go-libp2p/core/network"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/arbitra-network/arbitra/p2p"
	"github.com/arbitra-network/arbitra/verdict"
)

// Limits of the receipt streams.
const (
	// receiptStreamInflight bounds the receipts of one stream being
	// checked and stored at once. When it is reached the handler stops
	// reading, and yamux's flow-control window holds the juror back.
	receiptStreamInflight = 64
	// receiptStreamIdle is how long a stream may go without a frame
	// before the coordinator closes it, so that a dead peer does not hold
	// it; the juror opens another when it next delivers. The read deadline
	// is re-armed only once a quarter of it has passed (arming a yamux
	// deadline starts a timer: too dear for every frame), so a stream is
	// closed 3/4 to all of it after its last frame.
	receiptStreamIdle = 3 * time.Minute
	// receiptWriteTimeout bounds writing one ack; the write deadline is
	// re-armed once half of it has passed, so a write gets at least half.
	receiptWriteTimeout = 10 * time.Second
	// maxAckErrorRunes cuts the error text of an ack, which may quote what
	// the juror sent, so that the ack stays under p2p.MaxAckBytes.
	maxAckErrorRunes = 500
)

// ownStream makes a stream handler part of the service's lifecycle: Close
// waits for it, and resets its stream so that it returns promptly. It
// reports false, having reset st, once the service is closed.
func (s *Service) ownStream(st network.Stream) (release func(), ok bool) {
	if !s.enter() {
		_ = st.Reset()
		return nil, false
	}
	reset := make(chan struct{})
	stop := context.AfterFunc(s.ctx, func() {
		_ = st.Reset()
		close(reset)
	})
	return func() {
		if !stop() {
			<-reset // the reset has started: it is ours to wait for
		}
		s.wg.Done()
	}, true
}

// handleReceiptStream serves p2p.ProtocolReceipt: many envelopes, each
// answered by its sequence number.
func (s *Service) handleReceiptStream(st network.Stream) {
	release, ok := s.ownStream(st)
	if !ok {
		return
	}
	defer release()
	serveReceiptStream(st, receiptStreamConfig{
		accept:   s.acceptReceipt,
		inflight: receiptStreamInflight,
		idle:     receiptStreamIdle,
		done:     s.ctx.Done(),
		log:      s.log,
	})
}

// receiptStreamConfig is what serveReceiptStream needs; tests pass their
// own accept and limits.
type receiptStreamConfig struct {
	// accept checks and stores one envelope and returns the signed ack of
	// an accepted one; it is called concurrently.
	accept   func(from peer.ID, env []byte) (*verdict.Ack, error)
	inflight int
	idle     time.Duration
	done     <-chan struct{}
	log      *slog.Logger
}

// serveReceiptStream reads envelope frames until the stream ends, fails,
// goes idle or done is closed. Each frame is accepted in a goroutine of its
// own, at most cfg.inflight at once, and its ack is written under a mutex
// as soon as it is ready, so acks may leave out of order. It returns once
// every ack it owes has been written (or the stream has failed): a stream
// that ended cleanly or went idle is closed after the last ack, one that
// broke the protocol is reset.
func serveReceiptStream(st network.Stream, cfg receiptStreamConfig) {
	from := st.Conn().RemotePeer()
	var (
		wg      sync.WaitGroup
		wmu     sync.Mutex // one ack frame at a time; guards writeBy, lastAck and lastFrame
		writeBy time.Time  // the write deadline
		// One signed ack answers several of a juror's receipts: the frame
		// of the last one written is encoded once.
		lastAck   *verdict.Ack
		lastFrame []byte
		readBy    time.Time // the read deadline
		slots     = make(chan struct{}, cfg.inflight)
		r         = bufio.NewReader(st)
		err       error
	)
	for err == nil {
		select {
		case slots <- struct{}{}:
		case <-cfg.done:
			err = ErrClosed
			continue
		}
		if now := time.Now(); readBy.Sub(now) < cfg.idle-cfg.idle/4 {
			readBy = now.Add(cfg.idle)
			_ = st.SetReadDeadline(readBy)
		}
		var (
			seq  uint64
			body []byte
		)
		if seq, body, err = p2p.ReadSeqMsg(r, p2p.MaxEnvelopeBytes); err != nil {
			<-slots
			continue
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			defer func() { <-slots }()
			signed, aerr := cfg.accept(from, body)
			wmu.Lock()
			var ack []byte
			if aerr == nil && signed != nil && signed == lastAck {
				ack = lastFrame
			} else {
				ack = ackFor(signed, aerr)
				if aerr == nil && signed != nil {
					lastAck, lastFrame = signed, ack
				}
			}
			if now := time.Now(); writeBy.Sub(now) < receiptWriteTimeout/2 {
				writeBy = now.Add(receiptWriteTimeout)
				_ = st.SetWriteDeadline(writeBy)
			}
			werr := p2p.WriteSeqMsg(st, seq, ack)
			wmu.Unlock()
			if werr != nil {
				_ = st.Reset() // the reader stops at once
			}
		}()
	}
	var ne net.Error
	switch {
	case errors.Is(err, io.EOF) || errors.As(err, &ne) && ne.Timeout():
		// The juror closed its side, or went idle: answer what was read.
		wg.Wait()
		_ = st.Close()
	default:
		if errors.Is(err, p2p.ErrMessageTooLarge) || errors.Is(err, p2p.ErrMalformedFrame) {
			cfg.log.Warn("receipt stream broke the protocol; reset", "peer", from, "err", err)
		}
		_ = st.Reset()
		wg.Wait()
	}
}

// ackFor is the ack frame for acceptReceipt's answer: OK with the signed
// ack, or the error.
func ackFor(signed *verdict.Ack, err error) []byte {
	ack := p2p.ReceiptAck{OK: true, Ack: signed}
	if err != nil {
		ack = p2p.ReceiptAck{Error: verdict.TruncateRunes(err.Error(), maxAckErrorRunes), Final: !errors.Is(err, errRetry)}
	}
	b, _ := json.Marshal(ack) // cannot fail: strings and a bool
	return b
}
