package juror

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"runtime"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"
	"github.com/libp2p/go-libp2p/core/network"

	"github.com/arbitra-network/arbitra/p2p"
	"github.com/arbitra-network/arbitra/verdict"
)

// receiptTestTimeout bounds every wait on the network; nothing here depends
// on how fast loopback is, only on things happening eventually.
const receiptTestTimeout = 30 * time.Second

// receiptHosts starts a coordinator-side and a juror-side host on loopback
// TCP, the juror connected to the coordinator.
func receiptHosts(t *testing.T) (ctx context.Context, jurorHost, coordHost *p2p.Host) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), receiptTestTimeout)
	t.Cleanup(cancel)
	newHost := func(boot []string) *p2p.Host {
		key, err := crypto.GenerateKey()
		if err != nil {
			t.Fatal(err)
		}
		h, err := p2p.New(ctx, p2p.Config{Key: key, ListenAddrs: p2p.LoopbackListenAddrs[:1], Bootstrap: boot})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { h.Close() })
		return h
	}
	coordHost = newHost(nil)
	jurorHost = newHost(coordHost.FullAddrs())
	return ctx, jurorHost, coordHost
}

// answerFor is the fake coordinator's answer to an envelope: even numbers
// are accepted, odd ones rejected for good with the envelope quoted, so each
// delivery can tell its own ack from another's.
func answerFor(env []byte) p2p.ReceiptAck {
	var e struct{ N int }
	if json.Unmarshal(env, &e) != nil || e.N%2 == 1 {
		return p2p.ReceiptAck{Error: "echo " + string(env), Final: true}
	}
	return p2p.ReceiptAck{OK: true}
}

func testEnvelope(n int) []byte { return fmt.Appendf(nil, `{"n":%d}`, n) }

// checkDelivery checks Deliver's answer for testEnvelope(n).
func checkDelivery(n int, err error) error {
	if n%2 == 0 {
		if err != nil {
			return fmt.Errorf("envelope %d: %w, want accepted", n, err)
		}
		return nil
	}
	if !errors.Is(err, ErrReceiptRejected) || !strings.HasSuffix(err.Error(), "echo "+string(testEnvelope(n))) {
		return fmt.Errorf("envelope %d: %v, want its own rejection", n, err)
	}
	return nil
}

// ackFrame writes one ack frame.
func ackFrame(st network.Stream, seq uint64, ack p2p.ReceiptAck) error {
	b, _ := json.Marshal(ack)
	return p2p.WriteSeqMsg(st, seq, b)
}

// serveInOrder answers every frame of a 2.0.0 stream as it comes, until the
// stream ends.
func serveInOrder(st network.Stream) {
	defer st.Close()
	r := bufio.NewReader(st)
	for {
		seq, env, err := p2p.ReadSeqMsg(r, p2p.MaxEnvelopeBytes)
		if err != nil {
			return
		}
		if ackFrame(st, seq, answerFor(env)) != nil {
			return
		}
	}
}

// seqFrame is one frame a fake coordinator read.
type seqFrame struct {
	seq uint64
	env []byte
}

// readFrames reads n frames of a 2.0.0 stream without answering them.
func readFrames(r *bufio.Reader, n int) ([]seqFrame, error) {
	var frames []seqFrame
	for len(frames) < n {
		seq, env, err := p2p.ReadSeqMsg(r, p2p.MaxEnvelopeBytes)
		if err != nil {
			return frames, fmt.Errorf("frame %d: %w", len(frames), err)
		}
		frames = append(frames, seqFrame{seq, env})
	}
	return frames, nil
}

// deliverAll runs Deliver for envelopes 0…n-1 concurrently and returns
// every mismatch.
func deliverAll(ctx context.Context, c *ReceiptClient, to *p2p.Host, n int) error {
	errs := make([]error, n)
	var wg sync.WaitGroup
	for i := range n {
		wg.Go(func() { errs[i] = checkDelivery(i, c.Deliver(ctx, to.ID(), testEnvelope(i))) })
	}
	wg.Wait()
	return errors.Join(errs...)
}

// Many concurrent deliveries from one client go over exactly one stream,
// and each gets its own answer.
func TestReceiptClientSharesOneStream(t *testing.T) {
	ctx, jh, ch := receiptHosts(t)
	var opened atomic.Int32
	ch.SetStreamHandler(p2p.ProtocolReceipt, func(st network.Stream) {
		opened.Add(1)
		serveInOrder(st)
	})
	c := NewReceiptClient(jh.Host)
	defer c.Close()
	for round := range 2 { // the second round reuses the open stream
		if err := deliverAll(ctx, c, ch, 100); err != nil {
			t.Fatalf("round %d: %v", round, err)
		}
	}
	if n := opened.Load(); n != 1 {
		t.Fatalf("%d streams opened for 200 deliveries, want 1", n)
	}
}

// Acks that come back in reverse order still reach their own deliveries.
func TestReceiptClientMatchesOutOfOrderAcks(t *testing.T) {
	ctx, jh, ch := receiptHosts(t)
	const n = 16
	var opened atomic.Int32
	ch.SetStreamHandler(p2p.ProtocolReceipt, func(st network.Stream) {
		opened.Add(1)
		defer st.Close()
		// Hold every ack until all n frames are in, then answer the
		// latest first: the earliest sequence numbers wait longest.
		r := bufio.NewReader(st)
		frames, err := readFrames(r, n)
		if err != nil {
			t.Error(err)
			return
		}
		for _, f := range slices.Backward(frames) {
			if err := ackFrame(st, f.seq, answerFor(f.env)); err != nil {
				t.Errorf("ack %d: %v", f.seq, err)
				return
			}
		}
		_, _, _ = p2p.ReadSeqMsg(r, p2p.MaxEnvelopeBytes) // until the client goes
	})
	c := NewReceiptClient(jh.Host)
	defer c.Close()
	if err := deliverAll(ctx, c, ch, n); err != nil {
		t.Fatal(err)
	}
	if got := opened.Load(); got != 1 {
		t.Fatalf("%d streams, want 1", got)
	}
}

// A stream reset while deliveries wait on it fails them over to a new
// stream, where they succeed.
func TestReceiptClientFailsOverAfterReset(t *testing.T) {
	ctx, jh, ch := receiptHosts(t)
	const n = 8
	var opened atomic.Int32
	ch.SetStreamHandler(p2p.ProtocolReceipt, func(st network.Stream) {
		if opened.Add(1) > 1 {
			serveInOrder(st)
			return
		}
		// The first stream takes every delivery in and answers none.
		if _, err := readFrames(bufio.NewReader(st), n); err != nil {
			t.Error(err)
		}
		_ = st.Reset()
	})
	c := NewReceiptClient(jh.Host)
	defer c.Close()
	if err := deliverAll(ctx, c, ch, n); err != nil {
		t.Fatal(err)
	}
	if got := opened.Load(); got != 2 {
		t.Fatalf("%d streams, want 2: the reset one and its replacement", got)
	}
}

// Close fails the deliveries waiting for acks at once, without retries,
// and leaves no reader behind.
func TestReceiptClientCloseEndsDeliveries(t *testing.T) {
	ctx, jh, ch := receiptHosts(t)
	const n = 4
	read := make(chan struct{}, n)
	ch.SetStreamHandler(p2p.ProtocolReceipt, func(st network.Stream) {
		r := bufio.NewReader(st)
		for { // never answers
			if _, _, err := p2p.ReadSeqMsg(r, p2p.MaxEnvelopeBytes); err != nil {
				_ = st.Reset()
				return
			}
			read <- struct{}{}
		}
	})
	c := NewReceiptClient(jh.Host)
	errs := make(chan error, n)
	for i := range n {
		go func() { errs <- c.Deliver(ctx, ch.ID(), testEnvelope(i)) }()
	}
	for range n {
		select {
		case <-read:
		case <-ctx.Done():
			t.Fatal("the deliveries never reached the coordinator")
		}
	}
	if err := c.Close(); err != nil {
		t.Fatal(err)
	}
	for range n {
		select {
		case err := <-errs:
			if !errors.Is(err, ErrReceiptClientClosed) {
				t.Fatalf("delivery ended with %v, want ErrReceiptClientClosed", err)
			}
		case <-ctx.Done():
			t.Fatal("a delivery outlived Close")
		}
	}
	buf := make([]byte, 1<<20)
	if stacks := string(buf[:runtime.Stack(buf, true)]); strings.Contains(stacks, "(*receiptStream).readLoop") {
		t.Fatalf("a reader outlived Close:\n%s", stacks)
	}
	if err := c.Deliver(ctx, ch.ID(), testEnvelope(0)); !errors.Is(err, ErrReceiptClientClosed) {
		t.Fatalf("Deliver after Close: %v", err)
	}
}

// An envelope over the limit is refused before it can make the coordinator
// reset the stream that other deliveries share.
func TestReceiptClientRefusesOversizedEnvelope(t *testing.T) {
	ctx, jh, ch := receiptHosts(t)
	var opened atomic.Int32
	ch.SetStreamHandler(p2p.ProtocolReceipt, func(st network.Stream) {
		opened.Add(1)
		serveInOrder(st)
	})
	c := NewReceiptClient(jh.Host)
	defer c.Close()
	big := make([]byte, p2p.MaxEnvelopeBytes+1)
	if err := c.Deliver(ctx, ch.ID(), big); !errors.Is(err, p2p.ErrMessageTooLarge) {
		t.Fatalf("oversized envelope: %v, want ErrMessageTooLarge", err)
	}
	if n := opened.Load(); n != 0 {
		t.Fatalf("an oversized envelope opened %d streams", n)
	}
}

// One signed ack answers several receipts, byte for byte the same frame
// each time: every delivery gets it, and the next, different ack is read
// as itself.
func TestReceiptClientRepeatedAckFrames(t *testing.T) {
	ctx, jh, ch := receiptHosts(t)
	ackOf := func(cid string) *verdict.Ack {
		a := verdict.NewAck(verdict.MustAddress("0x"+strings.Repeat("1", 40)), verdict.AckedReceipt{RequestID: "vrd_" + strings.Repeat("a", 32), Juror: verdict.MustAddress("0x" + strings.Repeat("2", 40)), ReceiptCID: cid})
		a.Signature = "0x" + cid
		return &a
	}
	shared, other := ackOf("aa"), ackOf("bb")
	ch.SetStreamHandler(p2p.ProtocolReceipt, func(st network.Stream) {
		defer st.Close()
		r := bufio.NewReader(st)
		frames, err := readFrames(r, 3)
		if err != nil {
			t.Error(err)
			return
		}
		for _, f := range frames {
			a := shared
			if string(f.env) == string(testEnvelope(4)) {
				a = other
			}
			if err := ackFrame(st, f.seq, p2p.ReceiptAck{OK: true, Ack: a}); err != nil {
				t.Errorf("ack %d: %v", f.seq, err)
				return
			}
		}
		_, _, _ = p2p.ReadSeqMsg(r, p2p.MaxEnvelopeBytes)
	})
	c := NewReceiptClient(jh.Host)
	defer c.Close()
	got := make([]*verdict.Ack, 3)
	errs := make([]error, 3)
	var wg sync.WaitGroup
	for i := range 3 {
		wg.Go(func() { got[i], errs[i] = c.DeliverAck(ctx, ch.ID(), testEnvelope(2*i)) })
	}
	wg.Wait()
	for i, want := range []*verdict.Ack{shared, shared, other} {
		if errs[i] != nil || got[i] == nil || !got[i].Equal(want) {
			t.Fatalf("delivery %d: %+v, %v; want %+v", i, got[i], errs[i], want)
		}
	}
}

// An ack frame is decoded strictly, as all JSON from a peer: one whose
// member names only fold to the protocol's ("OK" for "ok") fails its
// stream rather than passing for an acknowledgement, and the delivery
// succeeds on the next stream.
func TestReceiptClientRefusesFoldedAckFrame(t *testing.T) {
	ctx, jh, ch := receiptHosts(t)
	var opened atomic.Int32
	ch.SetStreamHandler(p2p.ProtocolReceipt, func(st network.Stream) {
		if opened.Add(1) > 1 {
			serveInOrder(st)
			return
		}
		defer st.Close()
		r := bufio.NewReader(st)
		seq, _, err := p2p.ReadSeqMsg(r, p2p.MaxEnvelopeBytes)
		if err == nil {
			err = p2p.WriteSeqMsg(st, seq, []byte(`{"OK":true}`))
		}
		if err != nil {
			t.Error(err)
		}
		_, _, _ = p2p.ReadSeqMsg(r, p2p.MaxEnvelopeBytes) // until the client resets it
	})
	c := NewReceiptClient(jh.Host)
	defer c.Close()
	if err := deliverAll(ctx, c, ch, 1); err != nil {
		t.Fatal(err)
	}
	if got := opened.Load(); got != 2 {
		t.Fatalf("%d streams, want 2: the one with the folded frame and its replacement", got)
	}
}
