package p2p_test

import (
	"context"
	"crypto/ecdsa"
	"crypto/rand"
	"encoding/json"
	"errors"
	"strings"
	"testing"
	"time"

	ethcrypto "github.com/ethereum/go-ethereum/crypto"
	"github.com/libp2p/go-libp2p/core/crypto"
	"github.com/libp2p/go-libp2p/core/network"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/arbitra-network/arbitra/p2p"
	"github.com/arbitra-network/arbitra/verdict"
)

// testTimeout bounds every wait on the network; nothing in these tests
// depends on how fast loopback is, only on things happening eventually.
const testTimeout = 30 * time.Second

func testContext(t *testing.T) context.Context {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), testTimeout)
	t.Cleanup(cancel)
	return ctx
}

func newKey(t *testing.T) *ecdsa.PrivateKey {
	t.Helper()
	k, err := ethcrypto.GenerateKey()
	if err != nil {
		t.Fatal(err)
	}
	return k
}

// newHost starts a real host on loopback TCP, bootstrapping to boot.
func newHost(t *testing.T, ctx context.Context, key *ecdsa.PrivateKey, boot ...*p2p.Host) *p2p.Host {
	t.Helper()
	var addrs []string
	for _, b := range boot {
		addrs = append(addrs, b.FullAddrs()...)
	}
	h, err := p2p.New(ctx, p2p.Config{Key: key, ListenAddrs: p2p.LoopbackListenAddrs[:1], Bootstrap: addrs})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { h.Close() })
	return h
}

func TestPeerAddress(t *testing.T) {
	key := newKey(t)
	want := ethcrypto.PubkeyToAddress(key.PublicKey)

	id, err := p2p.PeerIDFromKey(key)
	if err != nil {
		t.Fatal(err)
	}
	priv, err := p2p.LibP2PKey(key)
	if err != nil {
		t.Fatal(err)
	}
	if priv.Type() != crypto.Secp256k1 {
		t.Fatalf("libp2p key type %v, want secp256k1", priv.Type())
	}
	if fromPriv, _ := peer.IDFromPrivateKey(priv); fromPriv != id {
		t.Fatalf("PeerIDFromKey = %s, libp2p says %s", id, fromPriv)
	}
	got, err := p2p.PeerAddress(id)
	if err != nil {
		t.Fatal(err)
	}
	if got != want {
		t.Fatalf("PeerAddress = %s, want %s", got, want)
	}
	// Memoized answers stay right, also once the memo has been emptied.
	for i := range 5000 {
		k := newKey(t)
		kid, _ := p2p.PeerIDFromKey(k)
		if a, err := p2p.PeerAddress(kid); err != nil || a != ethcrypto.PubkeyToAddress(k.PublicKey) {
			t.Fatalf("key %d: PeerAddress = %s, %v", i, a, err)
		}
		if again, err := p2p.PeerAddress(id); err != nil || again != want {
			t.Fatalf("after %d other peers: PeerAddress = %s, %v; want %s", i, again, err, want)
		}
	}
	// Another key names another address.
	otherID, _ := p2p.PeerIDFromKey(newKey(t))
	if other, _ := p2p.PeerAddress(otherID); other == want {
		t.Fatal("two keys map to one address")
	}

	_, edPub, err := crypto.GenerateEd25519Key(rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	edID, err := peer.IDFromPublicKey(edPub)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := p2p.PeerAddress(edID); !errors.Is(err, p2p.ErrNotSecp256k1) {
		t.Fatalf("ed25519 peer: %v, want ErrNotSecp256k1", err)
	}
	if _, err := p2p.PeerAddress(peer.ID("not a peer id")); err == nil {
		t.Fatal("PeerAddress of a garbage ID succeeded")
	}
}

func TestNewNeedsKey(t *testing.T) {
	if _, err := p2p.New(context.Background(), p2p.Config{ListenAddrs: p2p.LoopbackListenAddrs[:1]}); err == nil {
		t.Fatal("New without a key succeeded")
	}
}

func TestParseMultiaddrs(t *testing.T) {
	if err := p2p.ParseMultiaddrs(append(p2p.LoopbackListenAddrs, p2p.DefaultListenAddrs...)); err != nil {
		t.Fatal(err)
	}
	if err := p2p.ParseMultiaddrs([]string{"/ip4/127.0.0.1/tcp/0", "127.0.0.1:4001"}); err == nil || !strings.Contains(err.Error(), "127.0.0.1:4001") {
		t.Fatalf("bad multiaddr: %v, want an error naming it", err)
	}
}

// Two hosts on loopback: B bootstraps to A, the host ID is the Ethereum
// address of the configured key, and a receipt travels over a stream framed
// by WriteSeqMsg/ReadSeqMsg.
func TestHostsConnect(t *testing.T) {
	ctx := testContext(t)
	keyA := newKey(t)
	a := newHost(t, ctx, keyA)
	b := newHost(t, ctx, newKey(t), a)

	if addr, err := p2p.PeerAddress(a.ID()); err != nil || addr != ethcrypto.PubkeyToAddress(keyA.PublicKey) {
		t.Fatalf("host A's peer address = %s, %v; want the address of its key", addr, err)
	}
	full := a.FullAddrs()
	if len(full) == 0 {
		t.Fatal("no full addresses")
	}
	for _, s := range full {
		info, err := peer.AddrInfoFromString(s)
		if err != nil || info.ID != a.ID() || !strings.HasPrefix(s, "/ip4/127.0.0.1/tcp/") {
			t.Fatalf("full address %q: %v", s, err)
		}
	}
	if c := b.Network().Connectedness(a.ID()); c != network.Connected {
		t.Fatalf("B to A after bootstrap: %v", c)
	}

	// A receipt envelope over ProtocolReceipt, answered with an ack.
	type got struct {
		env  p2p.ReceiptEnvelope
		from peer.ID
		err  error
	}
	gotc := make(chan got, 1)
	deadline, _ := ctx.Deadline()
	a.SetStreamHandler(p2p.ProtocolReceipt, func(s network.Stream) {
		defer s.Close()
		_ = s.SetDeadline(deadline)
		var g got
		g.from = s.Conn().RemotePeer()
		seq, raw, err := p2p.ReadSeqMsg(s, p2p.MaxEnvelopeBytes)
		if err == nil {
			err = json.Unmarshal(raw, &g.env)
		}
		g.err = err
		ack, _ := json.Marshal(p2p.ReceiptAck{OK: err == nil})
		_ = p2p.WriteSeqMsg(s, seq, ack)
		gotc <- g
	})
	s, err := b.NewStream(ctx, a.ID(), p2p.ProtocolReceipt)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if err := s.SetDeadline(deadline); err != nil {
		t.Fatal(err)
	}
	env := p2p.ReceiptEnvelope{Receipt: verdict.Receipt{V: verdict.Version, Kind: verdict.KindReceipt, RequestID: "vrd_00112233445566778899aabbccddeeff", Vote: "yes"}, Rationale: "because"}
	raw, _ := json.Marshal(env)
	if err := p2p.WriteSeqMsg(s, 7, raw); err != nil {
		t.Fatal(err)
	}
	seq, ackRaw, err := p2p.ReadSeqMsg(s, 1024)
	if err != nil || seq != 7 {
		t.Fatalf("ack %d: %v", seq, err)
	}
	var ack p2p.ReceiptAck
	if err := json.Unmarshal(ackRaw, &ack); err != nil || !ack.OK {
		t.Fatalf("ack %s: %v", ackRaw, err)
	}
	select {
	case g := <-gotc:
		if g.err != nil || g.from != b.ID() || g.env.Rationale != "because" || g.env.Receipt.RequestID != env.Receipt.RequestID {
			t.Fatalf("A received %+v from %s: %v", g.env, g.from, g.err)
		}
	case <-ctx.Done():
		t.Fatal("stream handler never finished")
	}
}

// A bootstrap peer that cannot be reached is not fatal, and Connect reports
// every failure.
func TestBootstrapFailureNotFatal(t *testing.T) {
	ctx := testContext(t)
	deadID, _ := p2p.PeerIDFromKey(newKey(t))
	// Port 1 on loopback refuses at once.
	dead := "/ip4/127.0.0.1/tcp/1/p2p/" + deadID.String()
	h, err := p2p.New(ctx, p2p.Config{Key: newKey(t), ListenAddrs: p2p.LoopbackListenAddrs[:1], Bootstrap: []string{dead}})
	if err != nil {
		t.Fatalf("New with an unreachable bootstrap peer: %v", err)
	}
	defer h.Close()
	err = h.Connect(ctx, []string{dead, "not-a-multiaddr"})
	if err == nil || !strings.Contains(err.Error(), deadID.String()) || !strings.Contains(err.Error(), "not-a-multiaddr") {
		t.Fatalf("Connect = %v, want both failures", err)
	}
	if err := h.Connect(ctx, nil); err != nil {
		t.Fatalf("Connect(nil) = %v", err)
	}
}

func TestJoinIdempotent(t *testing.T) {
	ctx := testContext(t)
	h := newHost(t, ctx, newKey(t))
	t1, err := h.Join(p2p.TopicRequests, p2p.RequestValidator(p2p.RequestPolicy{}))
	if err != nil {
		t.Fatal(err)
	}
	// A second Join, even with another validator, is the same topic (and
	// does not fail registering a second validator).
	t2, err := h.Join(p2p.TopicRequests, p2p.PresenceValidator(nil, nil))
	if err != nil {
		t.Fatal(err)
	}
	if t1 != t2 {
		t.Fatal("second Join returned another topic")
	}
	t3, err := h.Join(p2p.TopicPresence, nil)
	if err != nil {
		t.Fatal(err)
	}
	if t3 == t1 || t3.String() != p2p.TopicPresence {
		t.Fatalf("presence topic %q", t3.String())
	}
}

func TestCloseIdempotent(t *testing.T) {
	ctx := testContext(t)
	h, err := p2p.New(ctx, p2p.Config{Key: newKey(t), ListenAddrs: p2p.LoopbackListenAddrs[:1]})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := h.Join(p2p.TopicPresence, nil); err != nil {
		t.Fatal(err)
	}
	for i := range 3 {
		if err := h.Close(); err != nil {
			t.Fatalf("Close #%d: %v", i+1, err)
		}
	}
	if len(h.Network().ListenAddresses()) != 0 {
		t.Fatalf("still listening after Close: %v", h.Network().ListenAddresses())
	}
}

// The peer ID derived from a recovered public key is the one the key's
// owner has as a libp2p host.
func TestPeerIDFromPublicKey(t *testing.T) {
	for range 20 {
		key := newKey(t)
		want, err := p2p.PeerIDFromKey(key)
		if err != nil {
			t.Fatal(err)
		}
		got, err := p2p.PeerIDFromPublicKey(&key.PublicKey)
		if err != nil || got != want {
			t.Fatalf("PeerIDFromPublicKey = %s, %v; want %s", got, err, want)
		}
	}
	if _, err := p2p.PeerIDFromPublicKey(nil); err == nil {
		t.Fatal("nil key accepted")
	}
}
