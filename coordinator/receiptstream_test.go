package coordinator

import (
	"bufio"
	"context"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"
	"github.com/libp2p/go-libp2p/core/network"
	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/libp2p/go-libp2p/core/protocol"

	"github.com/arbitra-network/arbitra/p2p"
	"github.com/arbitra-network/arbitra/store"
	"github.com/arbitra-network/arbitra/verdict"
)

// receiptTestTimeout bounds every wait on the network; nothing here depends
// on how fast loopback is, only on things happening eventually.
const receiptTestTimeout = 30 * time.Second

func receiptTestContext(t *testing.T) context.Context {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), receiptTestTimeout)
	t.Cleanup(cancel)
	return ctx
}

func receiptTestHost(t *testing.T, ctx context.Context, boot ...*p2p.Host) (*p2p.Host, *verdict.KeySigner) {
	t.Helper()
	key, err := crypto.GenerateKey()
	if err != nil {
		t.Fatal(err)
	}
	var addrs []string
	for _, b := range boot {
		addrs = append(addrs, b.FullAddrs()...)
	}
	h, err := p2p.New(ctx, p2p.Config{Key: key, ListenAddrs: p2p.LoopbackListenAddrs[:1], Bootstrap: addrs})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { h.Close() })
	return h, verdict.NewKeySigner(key)
}

// observeJuror puts the juror at address addr, on host h, in svc's
// registry as one that serves it.
func observeJuror(svc *Service, h *p2p.Host, addr string) {
	svc.Registry().Observe(&verdict.Capability{
		V: verdict.Version, Kind: verdict.KindCapability, Address: addr, PeerID: h.ID().String(),
		Model: "m", Engine: "e", Version: "test", IssuedAt: time.Now().UnixMilli(), TTLMS: time.Hour.Milliseconds(),
		Coordinators: []string{svc.Address()},
	}, h.ID())
}

// startReceiptService runs a coordinator on a loopback host and a pebble
// store in a temporary directory.
func startReceiptService(t *testing.T, ctx context.Context) *Service {
	t.Helper()
	h, signer := receiptTestHost(t, ctx)
	db, err := store.Open(store.Options{Dir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	svc, err := New(Config{Signer: signer, Host: h, Store: db})
	if err != nil {
		t.Fatal(err)
	}
	if err := svc.Start(ctx); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { svc.Close() })
	return svc
}

// strayEnvelope is a well-signed receipt by the juror for a request the
// coordinator does not have in flight.
func strayEnvelope(t *testing.T, juror *verdict.KeySigner, jurorHost *p2p.Host, n int) []byte {
	t.Helper()
	rc := verdict.Receipt{
		V: verdict.Version, Kind: verdict.KindReceipt, RequestID: fmt.Sprintf("vrd_%032x", n),
		Juror: verdict.Address(juror.Address()), PeerID: jurorHost.ID().String(), Model: "m", Engine: "e",
		Context:  verdict.Context{Count: 1, Root: verdict.Fingerprint("e")},
		PromptFP: verdict.Fingerprint("p"), ResponseFP: verdict.Fingerprint("r"), Vote: "yes", Confidence: 0.5,
		CreatedAt: verdict.FormatTime(time.Now()),
	}
	if err := rc.Sign(juror); err != nil {
		t.Fatal(err)
	}
	b, err := json.Marshal(p2p.ReceiptEnvelope{Receipt: rc})
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func openStream(t *testing.T, ctx context.Context, from, to *p2p.Host, proto protocol.ID) network.Stream {
	t.Helper()
	st, err := from.NewStream(ctx, to.ID(), proto)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Reset() })
	if d, ok := ctx.Deadline(); ok {
		_ = st.SetDeadline(d)
	}
	return st
}

func readAck(t *testing.T, r io.Reader) (uint64, p2p.ReceiptAck) {
	t.Helper()
	seq, b, err := p2p.ReadSeqMsg(r, p2p.MaxAckBytes)
	if err != nil {
		t.Fatalf("read ack: %v", err)
	}
	var ack p2p.ReceiptAck
	if err := json.Unmarshal(b, &ack); err != nil {
		t.Fatalf("ack %d %q: %v", seq, b, err)
	}
	return seq, ack
}

// Frames written back to back on one receipt stream are each answered once,
// by sequence number, by the real acceptReceipt.
func TestReceiptStreamAnswersEveryFrame(t *testing.T) {
	ctx := receiptTestContext(t)
	svc := startReceiptService(t, ctx)
	jh, juror := receiptTestHost(t, ctx, svc.cfg.Host)
	st := openStream(t, ctx, jh, svc.cfg.Host, p2p.ProtocolReceipt)

	const n = 40
	want := map[uint64]string{}
	for i := range n {
		seq := uint64(1000 + 7*i) // any numbering the juror likes
		env, reason := strayEnvelope(t, juror, jh, i), "replayed"
		if i%3 == 0 {
			env, reason = []byte("not json"), "undecodable"
		}
		want[seq] = reason
		if err := p2p.WriteSeqMsg(st, seq, env); err != nil {
			t.Fatal(err)
		}
	}
	r := bufio.NewReader(st)
	for range n {
		seq, ack := readAck(t, r)
		reason, ok := want[seq]
		if !ok {
			t.Fatalf("ack for sequence number %d, never sent or answered twice", seq)
		}
		delete(want, seq)
		if ack.OK || !ack.Final || !strings.HasPrefix(ack.Error, reason) {
			t.Fatalf("ack %d = %+v, want a final %q rejection", seq, ack, reason)
		}
	}
	// Closing our side ends the exchange cleanly once everything is answered.
	if err := st.CloseWrite(); err != nil {
		t.Fatal(err)
	}
	if _, _, err := p2p.ReadSeqMsg(r, p2p.MaxAckBytes); !errors.Is(err, io.EOF) {
		t.Fatalf("after the last ack: %v, want EOF", err)
	}
}

// A frame over the limit, or one without a sequence number, resets the
// stream; the frames before it are still answered.
func TestReceiptStreamResetsOnBadFrame(t *testing.T) {
	ctx := receiptTestContext(t)
	svc := startReceiptService(t, ctx)
	jh, juror := receiptTestHost(t, ctx, svc.cfg.Host)
	for name, frame := range map[string][]byte{
		// Announced longer than an envelope and the largest sequence number.
		"frame over the limit": binary.AppendUvarint(nil, p2p.MaxEnvelopeBytes+binary.MaxVarintLen64+1),
		// Within the frame limit, but the envelope after a one-byte
		// sequence number is over it.
		"envelope over the limit": p2p.AppendSeqMsg(nil, 0, make([]byte, p2p.MaxEnvelopeBytes+1)),
		"no sequence number":      {0}, // a frame of length 0
	} {
		t.Run(name, func(t *testing.T) {
			st := openStream(t, ctx, jh, svc.cfg.Host, p2p.ProtocolReceipt)
			if err := p2p.WriteSeqMsg(st, 0, strayEnvelope(t, juror, jh, 0)); err != nil {
				t.Fatal(err)
			}
			r := bufio.NewReader(st)
			if seq, ack := readAck(t, r); seq != 0 || !strings.HasPrefix(ack.Error, "replayed") {
				t.Fatalf("ack %d %+v before the bad frame", seq, ack)
			}
			if _, err := st.Write(frame); err != nil {
				t.Fatal(err)
			}
			if _, _, err := p2p.ReadSeqMsg(r, p2p.MaxAckBytes); !errors.Is(err, network.ErrReset) {
				t.Fatalf("after the bad frame: %v, want the stream reset", err)
			}
		})
	}
}

// Close makes a receipt stream handler in progress return: Close waits for it, and
// the juror sees its stream reset.
func TestReceiptStreamHandlerReturnsOnClose(t *testing.T) {
	ctx := receiptTestContext(t)
	svc := startReceiptService(t, ctx)
	jh, juror := receiptTestHost(t, ctx, svc.cfg.Host)
	st := openStream(t, ctx, jh, svc.cfg.Host, p2p.ProtocolReceipt)
	if err := p2p.WriteSeqMsg(st, 0, strayEnvelope(t, juror, jh, 0)); err != nil {
		t.Fatal(err)
	}
	r := bufio.NewReader(st)
	readAck(t, r) // the handler is running, reading the next frame

	closed := make(chan error, 1)
	go func() { closed <- svc.Close() }()
	select {
	case err := <-closed:
		if err != nil {
			t.Fatal(err)
		}
	case <-ctx.Done():
		t.Fatal("Close waits on an idle receipt stream")
	}
	if _, _, err := p2p.ReadSeqMsg(r, p2p.MaxAckBytes); !errors.Is(err, network.ErrReset) {
		t.Fatalf("juror side after Close: %v, want reset", err)
	}
	// New streams are turned away.
	if st2, err := jh.NewStream(ctx, svc.cfg.Host.ID(), p2p.ProtocolReceipt); err == nil {
		_ = st2.SetDeadline(time.Now().Add(receiptTestTimeout))
		if err := p2p.WriteSeqMsg(st2, 0, strayEnvelope(t, juror, jh, 0)); err == nil {
			if _, _, err := p2p.ReadSeqMsg(st2, p2p.MaxAckBytes); err == nil {
				t.Fatal("a closed coordinator answered a receipt")
			}
		}
		_ = st2.Reset()
	}
}

// serveTestStreams serves protocol proto on h with serveReceiptStream and
// cfg, and reports each handler's return on the channel.
func serveTestStreams(h *p2p.Host, proto protocol.ID, cfg receiptStreamConfig) <-chan struct{} {
	returned := make(chan struct{}, 16)
	h.SetStreamHandler(proto, func(st network.Stream) {
		serveReceiptStream(st, cfg)
		returned <- struct{}{}
	})
	return returned
}

// With its in-flight bound reached, the handler stops reading: no more
// receipts are processed at once than the bound, and every one is answered
// once room is made.
func TestReceiptStreamBoundsInflight(t *testing.T) {
	ctx := receiptTestContext(t)
	ch, _ := receiptTestHost(t, ctx)
	jh, _ := receiptTestHost(t, ctx, ch)
	const (
		bound = 4
		n     = 3 * bound
	)
	var (
		running, most atomic.Int32
		entered       = make(chan struct{}, n)
		release       = make(chan struct{})
		done          = make(chan struct{})
	)
	defer close(done)
	const proto = protocol.ID("/arbitra-test/receipt-bound/1")
	serveTestStreams(ch, proto, receiptStreamConfig{
		accept: func(peer.ID, []byte) (*verdict.Ack, error) {
			r := running.Add(1)
			for m := most.Load(); r > m && !most.CompareAndSwap(m, r); m = most.Load() {
			}
			entered <- struct{}{}
			select {
			case <-release:
			case <-done:
			}
			running.Add(-1)
			return nil, nil
		},
		inflight: bound, idle: receiptTestTimeout, done: done, log: slog.New(slog.DiscardHandler),
	})
	st := openStream(t, ctx, jh, ch, proto)
	for i := range n {
		if err := p2p.WriteSeqMsg(st, uint64(i), []byte("{}")); err != nil {
			t.Fatal(err)
		}
	}
	for i := range bound {
		select {
		case <-entered:
		case <-ctx.Done():
			t.Fatalf("only %d receipts were taken in", i)
		}
	}
	close(release)
	r := bufio.NewReader(st)
	seen := map[uint64]bool{}
	for range n {
		seq, ack := readAck(t, r)
		if !ack.OK || seen[seq] || seq >= n {
			t.Fatalf("ack %d %+v (seen before: %t)", seq, ack, seen[seq])
		}
		seen[seq] = true
	}
	if m := most.Load(); m != bound {
		t.Fatalf("at most %d receipts in flight, want exactly the bound %d", m, bound)
	}
}

// A stream with no frame for the idle time is closed cleanly, after the
// acks it owes, and its handler returns.
func TestReceiptStreamClosesIdleStream(t *testing.T) {
	ctx := receiptTestContext(t)
	ch, _ := receiptTestHost(t, ctx)
	jh, _ := receiptTestHost(t, ctx, ch)
	const proto = protocol.ID("/arbitra-test/receipt-idle/1")
	returned := serveTestStreams(ch, proto, receiptStreamConfig{
		accept:   func(peer.ID, []byte) (*verdict.Ack, error) { return nil, nil },
		inflight: 4, idle: 50 * time.Millisecond, done: ctx.Done(), log: slog.New(slog.DiscardHandler),
	})
	st := openStream(t, ctx, jh, ch, proto)
	if err := p2p.WriteSeqMsg(st, 9, []byte("{}")); err != nil {
		t.Fatal(err)
	}
	r := bufio.NewReader(st)
	if seq, ack := readAck(t, r); seq != 9 || !ack.OK {
		t.Fatalf("ack %d %+v", seq, ack)
	}
	if _, _, err := p2p.ReadSeqMsg(r, p2p.MaxAckBytes); !errors.Is(err, io.EOF) {
		t.Fatalf("idle stream: %v, want a clean close (EOF)", err)
	}
	select {
	case <-returned:
	case <-ctx.Done():
		t.Fatal("the handler of an idle stream never returned")
	}
}
