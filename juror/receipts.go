package juror

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/libp2p/go-libp2p/core/host"
	"github.com/libp2p/go-libp2p/core/network"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/arbitra-network/arbitra/internal/backoff"
	"github.com/arbitra-network/arbitra/p2p"
	"github.com/arbitra-network/arbitra/verdict"
)

// Errors of receipt delivery.
var (
	// ErrReceiptRejected is a coordinator's final rejection of a receipt.
	ErrReceiptRejected = errors.New("juror: receipt rejected")
	// ErrReceiptClientClosed is returned by a closed ReceiptClient.
	ErrReceiptClientClosed = errors.New("juror: receipt client closed")
	// ErrReceiptStreamStalled is why a receipt stream is given up when an
	// exchange timed out and no ack at all came back meanwhile.
	ErrReceiptStreamStalled = errors.New("juror: receipt stream stalled")
	// errUnexpectedAck is an ack for a sequence number never sent.
	errUnexpectedAck = errors.New("juror: ack for a receipt never sent")
)

const (
	// deliveryAttemptTimeout bounds one exchange: opening the stream if
	// needed, sending the envelope and reading its ack.
	deliveryAttemptTimeout = 10 * time.Second
	// stallAfter is how long an exchange waits with no ack of any kind on
	// its stream before the stream counts as stalled.
	stallAfter = deliveryAttemptTimeout / 2
	// receiptWriteTimeout bounds one frame's write; a write can block only
	// while the coordinator is not reading. The deadline is re-armed once
	// half of it has passed (arming a yamux deadline starts a timer: too
	// dear for every frame), so a write gets at least half.
	receiptWriteTimeout = 10 * time.Second
)

// ReceiptClient delivers receipt envelopes to coordinators. It keeps at
// most one p2p.ProtocolReceipt stream per coordinator, opened on first
// use, and sends every delivery to that coordinator over it, matching acks
// to deliveries by sequence number; an owned reader goroutine per stream
// dispatches the acks. When a stream fails, every delivery waiting on it
// gets an error (Deliver then retries) and the next exchange opens a new
// one.
//
// A ReceiptClient is safe for concurrent use. Close resets its streams and
// waits for its goroutines.
type ReceiptClient struct {
	h host.Host

	mu      sync.Mutex
	streams map[peer.ID]*receiptStream // the open stream to each peer
	dialing map[peer.ID]chan struct{}  // closed when a dial to the peer ends
	closed  bool
	wg      sync.WaitGroup // one reader per stream
}

// NewReceiptClient returns a client that opens its streams on h.
func NewReceiptClient(h host.Host) *ReceiptClient {
	return &ReceiptClient{h: h, streams: make(map[peer.ID]*receiptStream), dialing: make(map[peer.ID]chan struct{})}
}

// Deliver sends a receipt envelope to a coordinator over a client of its
// own, closed before it returns, and waits for the acknowledgement as
// ReceiptClient.Deliver does. A juror Service delivers over its own
// long-lived client instead.
func Deliver(ctx context.Context, h *p2p.Host, to peer.ID, env []byte) error {
	c := NewReceiptClient(h.Host)
	defer c.Close()
	return c.Deliver(ctx, to, env)
}

// Deliver sends a receipt envelope to a coordinator and waits for its
// acknowledgement, retrying with backoff until ctx ends, the coordinator
// answers with a final rejection (ErrReceiptRejected) or the client is
// closed. Each attempt is bounded by its own timeout (10 s).
func (c *ReceiptClient) Deliver(ctx context.Context, to peer.ID, env []byte) error {
	_, err := c.DeliverAck(ctx, to, env)
	return err
}

// DeliverAck is Deliver that also returns the coordinator's signed ack of
// the receipt, as the coordinator sent it (nil if it sent none); the
// caller checks it against the request (Service does, keepAck).
func (c *ReceiptClient) DeliverAck(ctx context.Context, to peer.ID, env []byte) (*verdict.Ack, error) {
	if len(env) > p2p.MaxEnvelopeBytes {
		// The coordinator would reset the stream the other deliveries share.
		return nil, fmt.Errorf("juror: receipt envelope: %w: %d bytes, limit %d", p2p.ErrMessageTooLarge, len(env), p2p.MaxEnvelopeBytes)
	}
	var ack p2p.ReceiptAck
	var err error
	ctxErr := backoff.Retry(ctx, 100*time.Millisecond, 2*time.Second, func() bool {
		ack, err = c.deliverOnce(ctx, to, env)
		return err == nil && (ack.OK || ack.Final) || errors.Is(err, ErrReceiptClientClosed)
	})
	switch {
	case ctxErr != nil && err == nil:
		err = errors.New(ack.Error)
		fallthrough
	case ctxErr != nil:
		return nil, fmt.Errorf("juror: giving up delivery: %w (last error: %v)", ctxErr, err)
	case err != nil:
		return nil, err
	case !ack.OK:
		return nil, fmt.Errorf("%w: %s", ErrReceiptRejected, ack.Error)
	}
	return ack.Ack, nil
}

func (c *ReceiptClient) deliverOnce(ctx context.Context, to peer.ID, env []byte) (p2p.ReceiptAck, error) {
	ctx, cancel := context.WithTimeout(ctx, deliveryAttemptTimeout)
	defer cancel()
	rs, err := c.stream(ctx, to)
	if err != nil {
		return p2p.ReceiptAck{}, err
	}
	return rs.exchange(ctx, env)
}

// stream returns the open receipt stream to a peer, opening it if there is
// none; one dial per peer runs at a time, the others wait for it.
func (c *ReceiptClient) stream(ctx context.Context, to peer.ID) (*receiptStream, error) {
	for {
		c.mu.Lock()
		if c.closed {
			c.mu.Unlock()
			return nil, ErrReceiptClientClosed
		}
		if rs := c.streams[to]; rs != nil {
			c.mu.Unlock()
			return rs, nil
		}
		if wait := c.dialing[to]; wait != nil {
			c.mu.Unlock()
			select {
			case <-wait:
				continue
			case <-ctx.Done():
				return nil, ctx.Err()
			}
		}
		done := make(chan struct{})
		c.dialing[to] = done
		c.mu.Unlock()

		st, err := c.h.NewStream(ctx, to, p2p.ProtocolReceipt)

		c.mu.Lock()
		delete(c.dialing, to)
		close(done)
		switch {
		case err != nil:
			c.mu.Unlock()
			return nil, fmt.Errorf("juror: open receipt stream: %w", err)
		case c.closed:
			c.mu.Unlock()
			_ = st.Reset()
			return nil, ErrReceiptClientClosed
		}
		rs := &receiptStream{
			c: c, peer: to, st: st, wlock: make(chan struct{}, 1),
			waiters: make(map[uint64]chan ackResult), failed: make(chan struct{}),
		}
		c.streams[to] = rs
		c.wg.Add(1)
		c.mu.Unlock()
		go rs.readLoop()
		return rs, nil
	}
}

// forget drops a failed stream so that the next exchange opens another.
func (c *ReceiptClient) forget(rs *receiptStream) {
	c.mu.Lock()
	if c.streams[rs.peer] == rs {
		delete(c.streams, rs.peer)
	}
	c.mu.Unlock()
}

// Close resets every open stream, failing the exchanges waiting on them,
// and waits for the readers. Deliveries in progress return
// ErrReceiptClientClosed. Close is idempotent.
func (c *ReceiptClient) Close() error {
	c.mu.Lock()
	if c.closed {
		c.mu.Unlock()
		return nil
	}
	c.closed = true
	open := make([]*receiptStream, 0, len(c.streams))
	for _, rs := range c.streams {
		open = append(open, rs)
	}
	c.mu.Unlock()
	for _, rs := range open {
		rs.fail(ErrReceiptClientClosed)
	}
	c.wg.Wait()
	return nil
}

// receiptStream is one open receipt stream and the exchanges waiting on it.
type receiptStream struct {
	c       *ReceiptClient
	peer    peer.ID
	st      network.Stream
	wlock   chan struct{} // one frame written at a time; a channel, so waiting for it honours ctx
	writeBy time.Time     // the write deadline, under wlock

	mu      sync.Mutex
	next    uint64                    // the next sequence number
	acks    uint64                    // acks read so far
	waiters map[uint64]chan ackResult // by sequence number; nil once failed
	err     error                     // why the stream failed
	failed  chan struct{}             // closed with err set
}

type ackResult struct {
	ack p2p.ReceiptAck
	err error
}

// exchange sends one envelope and waits for its ack.
func (rs *receiptStream) exchange(ctx context.Context, env []byte) (p2p.ReceiptAck, error) {
	answer := make(chan ackResult, 1)
	rs.mu.Lock()
	if rs.err != nil {
		err := rs.err
		rs.mu.Unlock()
		return p2p.ReceiptAck{}, err
	}
	seq := rs.next
	rs.next++
	rs.waiters[seq] = answer
	rs.mu.Unlock()
	defer func() {
		rs.mu.Lock()
		delete(rs.waiters, seq) // a late ack then finds no one
		rs.mu.Unlock()
	}()

	if err := rs.write(ctx, seq, env); err != nil {
		return p2p.ReceiptAck{}, err
	}
	sent := time.Now()
	rs.mu.Lock()
	acksAtSend := rs.acks
	rs.mu.Unlock()
	select {
	case r := <-answer:
		return r.ack, r.err
	case <-ctx.Done():
	}
	// A coordinator that answered nothing at all for a while is stuck, or
	// its end of the stream is: give the stream up so that the retry opens
	// another. One that answers others is only slow with this receipt.
	rs.mu.Lock()
	stalled := rs.acks == acksAtSend && time.Since(sent) >= stallAfter
	rs.mu.Unlock()
	if stalled {
		rs.fail(ErrReceiptStreamStalled)
	}
	return p2p.ReceiptAck{}, ctx.Err()
}

// write sends one frame, in one Write so that it leaves as one yamux frame.
func (rs *receiptStream) write(ctx context.Context, seq uint64, env []byte) error {
	select {
	case rs.wlock <- struct{}{}:
	case <-rs.failed:
		return rs.failure()
	case <-ctx.Done():
		return ctx.Err()
	}
	defer func() { <-rs.wlock }()
	if now := time.Now(); rs.writeBy.Sub(now) < receiptWriteTimeout/2 {
		rs.writeBy = now.Add(receiptWriteTimeout)
		_ = rs.st.SetWriteDeadline(rs.writeBy)
	}
	if err := p2p.WriteSeqMsg(rs.st, seq, env); err != nil {
		// A partial frame may have left: the stream is unusable.
		rs.fail(fmt.Errorf("write: %w", err))
		return rs.failure()
	}
	return nil
}

// readLoop dispatches acks to their exchanges until the stream fails.
func (rs *receiptStream) readLoop() {
	defer rs.c.wg.Done()
	r := bufio.NewReader(rs.st)
	// One signed ack covers several of this juror's receipts and comes once
	// for each, byte for byte: the last one is decoded once. Its decoding
	// is shared read-only by the exchanges it answers. It is decoded
	// strictly, as all JSON from a peer is (verdict.UnmarshalStrict), which
	// also reads an ack of a panel's receipts three times faster.
	var (
		lastBody []byte
		lastAck  p2p.ReceiptAck
	)
	for {
		seq, body, err := p2p.ReadSeqMsg(r, p2p.MaxAckBytes)
		if err != nil {
			rs.fail(fmt.Errorf("read: %w", err))
			return
		}
		ack := lastAck
		if lastBody == nil || !bytes.Equal(body, lastBody) {
			ack = p2p.ReceiptAck{}
			if err := verdict.UnmarshalStrict(body, &ack); err != nil {
				rs.fail(fmt.Errorf("ack %d: %w", seq, err))
				return
			}
			lastBody, lastAck = body, ack
		}
		rs.mu.Lock()
		if seq >= rs.next {
			rs.mu.Unlock()
			rs.fail(fmt.Errorf("%w: %d", errUnexpectedAck, seq))
			return
		}
		rs.acks++
		answer := rs.waiters[seq]
		delete(rs.waiters, seq)
		rs.mu.Unlock()
		if answer != nil {
			answer <- ackResult{ack: ack} // buffered, and only one sender: who deleted it
		}
	}
}

// fail ends the stream once: it records why, forgets the stream (so that
// a retry of any exchange opens another), answers every waiting exchange
// with that error and resets the stream.
func (rs *receiptStream) fail(err error) {
	rs.mu.Lock()
	if rs.err != nil {
		rs.mu.Unlock()
		return
	}
	err = fmt.Errorf("juror: receipt stream to %s: %w", rs.peer, err)
	rs.err = err
	waiters := rs.waiters
	rs.waiters = nil
	close(rs.failed)
	rs.mu.Unlock()
	rs.c.forget(rs)
	for _, answer := range waiters {
		answer <- ackResult{err: err}
	}
	_ = rs.st.Reset()
}

func (rs *receiptStream) failure() error {
	rs.mu.Lock()
	defer rs.mu.Unlock()
	return rs.err
}
