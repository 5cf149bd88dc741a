package p2p_test

import (
	"context"
	"crypto/ecdsa"
	"encoding/json"
	"fmt"
	"slices"
	"sort"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	ethcrypto "github.com/ethereum/go-ethereum/crypto"
	pubsub "github.com/libp2p/go-libp2p-pubsub"
	pb "github.com/libp2p/go-libp2p-pubsub/pb"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/arbitra-network/arbitra/p2p"
	"github.com/arbitra-network/arbitra/verdict"
)

var requestSeq atomic.Uint64

// newRequest builds a complete request from the coordinator key: a fresh
// ID, candidates sorted by lower-case address, the panel drawn from them,
// the evidence context and a deadline an hour after now.
func newRequest(t *testing.T, coordinator *ecdsa.PrivateKey, now time.Time) verdict.Request {
	t.Helper()
	id := fmt.Sprintf("vrd_%032x", requestSeq.Add(1))
	var cands []verdict.Candidate
	for i := range 4 {
		cands = append(cands, verdict.Candidate{
			Address: verdict.Address(ethcrypto.PubkeyToAddress(newKey(t).PublicKey)),
			Model:   fmt.Sprintf("model-%d", i%3),
			Weight:  verdict.MaxWeight,
		})
	}
	sort.Slice(cands, func(i, j int) bool {
		return strings.ToLower(cands[i].Address.String()) < strings.ToLower(cands[j].Address.String())
	})
	ev := []verdict.Evidence{
		{Label: "contract", Text: "Deliver a logo in SVG by Friday."},
		{Label: "delivery", Text: "logo.svg attached, sent Thursday " + id},
	}
	return verdict.Request{
		V:           verdict.Version,
		Kind:        verdict.KindRequest,
		ID:          id,
		Coordinator: verdict.Address(ethcrypto.PubkeyToAddress(coordinator.PublicKey)),
		Question:    "Did the seller deliver what the contract asks for?",
		Options:     []string{"yes", "no"},
		Evidence:    ev,
		Context:     verdict.EvidenceContext(ev),
		Candidates:  cands,
		Panel:       verdict.SelectPanel(id, cands, verdict.DefaultPanel),
		Deadline:    now.Add(time.Hour).UnixMilli(),
		CreatedAt:   verdict.FormatTime(now),
	}
}

func signRequest(t *testing.T, r verdict.Request, key *ecdsa.PrivateKey) []byte {
	t.Helper()
	sr, err := r.Sign(verdict.NewKeySigner(key))
	if err != nil {
		t.Fatal(err)
	}
	if err := sr.Verify(); err != nil {
		t.Fatalf("fixture request does not verify: %v", err)
	}
	b, err := json.Marshal(sr)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// verdictOf is one validator decision as the receiving host made it.
type verdictOf struct {
	data   string
	result pubsub.ValidationResult
}

// observe wraps a validator so the test sees each decision it makes.
// The channel is buffered beyond what any test publishes.
func observe(v pubsub.ValidatorEx) (pubsub.ValidatorEx, <-chan verdictOf) {
	ch := make(chan verdictOf, 64)
	return func(ctx context.Context, from peer.ID, msg *pubsub.Message) pubsub.ValidationResult {
		r := v(ctx, from, msg)
		select {
		case ch <- verdictOf{string(msg.Data), r}:
		default:
		}
		return r
	}, ch
}

// gossipCase is one message a publisher sends and what the receiver's
// validator must decide about it.
type gossipCase struct {
	name string
	from *p2p.Host
	data []byte
	want pubsub.ValidationResult
}

// publishAndCheck joins topic on every publisher, waits until each sees the
// receiver subscribed, publishes the bad cases and waits for the receiver's
// validator to decide each as expected, then publishes good from goodFrom.
// The first message the subscription delivers must be good: nothing the
// validator refused was delivered. It returns that message.
func publishAndCheck(t *testing.T, ctx context.Context, topic string, receiver *p2p.Host, sub *pubsub.Subscription,
	decisions <-chan verdictOf, bad []gossipCase, goodFrom *p2p.Host, good []byte) *pubsub.Message {
	t.Helper()
	topics := make(map[*p2p.Host]*pubsub.Topic)
	for _, h := range append([]*p2p.Host{goodFrom}, hostsOf(bad)...) {
		if topics[h] != nil {
			continue
		}
		tp, err := h.Join(topic, nil)
		if err != nil {
			t.Fatal(err)
		}
		waitForPeer(t, ctx, tp, receiver.ID())
		topics[h] = tp
	}

	want := make(map[string]gossipCase, len(bad))
	for _, c := range bad {
		want[string(c.data)] = c
		if err := topics[c.from].Publish(ctx, c.data); err != nil {
			t.Fatalf("%s: publish: %v", c.name, err)
		}
	}
	for range bad {
		select {
		case d := <-decisions:
			c, ok := want[d.data]
			if !ok {
				t.Fatalf("validator saw an unexpected message: %.120s", d.data)
			}
			if d.result != c.want {
				t.Errorf("%s: validator result %v, want %v", c.name, d.result, c.want)
			}
			delete(want, d.data)
		case <-ctx.Done():
			t.Fatalf("validator never saw %d bad messages", len(want))
		}
	}

	if err := topics[goodFrom].Publish(ctx, good); err != nil {
		t.Fatal(err)
	}
	msg, err := sub.Next(ctx)
	if err != nil {
		t.Fatalf("good message never delivered: %v", err)
	}
	if string(msg.Data) != string(good) {
		t.Fatalf("first delivered message is not the good one: %.200s", msg.Data)
	}
	if len(msg.GetFrom()) != 0 || len(msg.Signature) != 0 || len(msg.Seqno) != 0 {
		t.Fatalf("envelope carries an author, signature or seqno: %+v", msg.Message)
	}
	select {
	case d := <-decisions:
		if d.data != string(good) || d.result != pubsub.ValidationAccept {
			t.Fatalf("validator decided %v on %.120s", d.result, d.data)
		}
	default:
		t.Fatal("good message delivered without the validator")
	}
	return msg
}

func hostsOf(cs []gossipCase) []*p2p.Host {
	var hs []*p2p.Host
	for _, c := range cs {
		hs = append(hs, c.from)
	}
	return hs
}

// waitForPeer waits until tp's host can send to id on tp. The PeerJoin
// event alone is not enough: it fires when id's subscription arrives, which
// may be before the router has a send queue for id, and a message published
// then is dropped. ListPeers lists only peers with both, so it is polled
// (bounded by ctx).
func waitForPeer(t *testing.T, ctx context.Context, tp *pubsub.Topic, id peer.ID) {
	t.Helper()
	tick := time.NewTicker(5 * time.Millisecond)
	defer tick.Stop()
	for {
		if slices.Contains(tp.ListPeers(), id) {
			return
		}
		select {
		case <-ctx.Done():
			t.Fatalf("%s never became a peer on %s: %v", id, tp, ctx.Err())
		case <-tick.C:
		}
	}
}

func subscribe(t *testing.T, h *p2p.Host, topic string, v pubsub.ValidatorEx) *pubsub.Subscription {
	t.Helper()
	tp, err := h.Join(topic, v)
	if err != nil {
		t.Fatal(err)
	}
	sub, err := tp.Subscribe()
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(sub.Cancel)
	return sub
}

// A juror host (B) receives a coordinator's (A's) request only when it is
// well formed, signed by the coordinator it names, and not expired; the
// coordinator's peer comes from the signature.
func TestRequestValidator(t *testing.T) {
	ctx := testContext(t)
	keyA := newKey(t)
	a := newHost(t, ctx, keyA)
	b := newHost(t, ctx, newKey(t), a)

	v, decisions := observe(p2p.RequestValidator(p2p.RequestPolicy{}))
	sub := subscribe(t, b, p2p.TopicRequests, v)

	now := time.Now()

	other := newKey(t)

	// Past its deadline.
	expired := newRequest(t, keyA, now)
	expired.Deadline = now.Add(-time.Hour).UnixMilli()

	tampered := tamperedAfterSigning(t, keyA, now)

	// Signed by A but naming another coordinator.
	misnamed := newRequest(t, keyA, now)
	misnamed.Coordinator = verdict.Address(ethcrypto.PubkeyToAddress(other.PublicKey))
	misnamedSR, err := misnamed.Sign(verdict.NewKeySigner(keyA))
	if err != nil {
		t.Fatal(err)
	}
	misnamedRaw, _ := json.Marshal(misnamedSR)

	// A quorum larger than the panel, signed as it is.
	overQuorum := newRequest(t, keyA, now)
	overQuorum.MinVotes = len(overQuorum.Panel) + 1
	overQuorumSR, err := overQuorum.Sign(verdict.NewKeySigner(keyA))
	if err != nil {
		t.Fatal(err)
	}
	overQuorumRaw, _ := json.Marshal(overQuorumSR)

	bad := []gossipCase{
		{"expired", a, signRequest(t, expired, keyA), pubsub.ValidationIgnore},
		{"tampered evidence", a, tampered, pubsub.ValidationReject},
		{"coordinator field not the signer", a, misnamedRaw, pubsub.ValidationReject},
		{"min_votes above the panel", a, overQuorumRaw, pubsub.ValidationReject},
		{"not JSON", a, []byte("{not json"), pubsub.ValidationReject},
		{"oversized", a, []byte(`{"request":{"question":"` + strings.Repeat("x", verdict.MaxRequestBytes) + `"}}`), pubsub.ValidationReject},
	}
	goodReq := newRequest(t, keyA, now)
	good := signRequest(t, goodReq, keyA)

	msg := publishAndCheck(t, ctx, p2p.TopicRequests, b, sub, decisions, bad, a, good)
	got, ok := msg.ValidatorData.(*p2p.VerifiedRequest)
	if !ok {
		t.Fatalf("ValidatorData is %T, want *p2p.VerifiedRequest", msg.ValidatorData)
	}
	if got.Request.ID != goodReq.ID || got.Request.Coordinator != goodReq.Coordinator || len(got.Request.Panel) != verdict.DefaultPanel {
		t.Fatalf("ValidatorData holds %+v", got.Request)
	}
	if got.Coordinator != a.ID() {
		t.Fatalf("coordinator peer %s, want %s", got.Coordinator, a.ID())
	}
}

// A request relayed by a peer that did not sign it is delivered, and the
// coordinator peer is the signer's, never the relay's: receipts go to the
// coordinator however the request arrived.
func TestRequestValidatorRelay(t *testing.T) {
	ctx := testContext(t)
	relay := newHost(t, ctx, newKey(t))
	b := newHost(t, ctx, newKey(t), relay)
	v, decisions := observe(p2p.RequestValidator(p2p.RequestPolicy{}))
	sub := subscribe(t, b, p2p.TopicRequests, v)

	coordKey := newKey(t)
	coordID, err := p2p.PeerIDFromKey(coordKey)
	if err != nil {
		t.Fatal(err)
	}
	req := newRequest(t, coordKey, time.Now())
	msg := publishAndCheck(t, ctx, p2p.TopicRequests, b, sub, decisions, nil, relay, signRequest(t, req, coordKey))
	got := msg.ValidatorData.(*p2p.VerifiedRequest)
	if got.Coordinator != coordID || got.Coordinator == relay.ID() {
		t.Fatalf("coordinator peer %s, want the signer %s (relay %s)", got.Coordinator, coordID, relay.ID())
	}
}

// A juror that serves only some coordinators ignores the others' requests.
func TestRequestValidatorPolicy(t *testing.T) {
	ctx := testContext(t)
	keyA, keyC := newKey(t), newKey(t)
	a := newHost(t, ctx, keyA)
	c := newHost(t, ctx, keyC)
	b := newHost(t, ctx, newKey(t), a, c)

	addrA := ethcrypto.PubkeyToAddress(keyA.PublicKey).Hex()
	var asked atomic.Int32
	v, decisions := observe(p2p.RequestValidator(p2p.RequestPolicy{
		AcceptCoordinator: func(addr string) bool {
			asked.Add(1)
			return verdict.SameAddress(addr, addrA)
		},
	}))
	sub := subscribe(t, b, p2p.TopicRequests, v)

	now := time.Now()
	bad := []gossipCase{
		{"unwanted coordinator", c, signRequest(t, newRequest(t, keyC, now), keyC), pubsub.ValidationIgnore},
	}
	publishAndCheck(t, ctx, p2p.TopicRequests, b, sub, decisions, bad, a, signRequest(t, newRequest(t, keyA, now), keyA))
	if n := asked.Load(); n != 2 {
		t.Fatalf("policy asked %d times, want once per validly signed request (2)", n)
	}
}

// The validator's clock decides expiry.
func TestRequestValidatorClock(t *testing.T) {
	key := newKey(t)
	now := time.Date(2030, 1, 1, 0, 0, 0, 0, time.UTC)
	req := newRequest(t, key, now)
	raw := signRequest(t, req, key)
	id, err := p2p.PeerIDFromKey(key)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		at   time.Time
		want pubsub.ValidationResult
	}{
		{now, pubsub.ValidationAccept},
		{time.UnixMilli(req.Deadline), pubsub.ValidationAccept},
		{time.UnixMilli(req.Deadline + 1), pubsub.ValidationIgnore},
	} {
		v := p2p.RequestValidator(p2p.RequestPolicy{Now: func() time.Time { return c.at }})
		msg := &pubsub.Message{Message: newPBMessage(raw, id)}
		if got := v(context.Background(), id, msg); got != c.want {
			t.Errorf("at %v: %v, want %v", c.at, got, c.want)
		}
	}
}

// A juror's capability reaches its peers only when it is signed by the
// address it names, its peer ID holds that same key, and the receiver's
// registry admits the address.
func TestPresenceValidator(t *testing.T) {
	ctx := testContext(t)
	keyA, keyC := newKey(t), newKey(t)
	a := newHost(t, ctx, keyA)
	b := newHost(t, ctx, newKey(t), a)
	c := newHost(t, ctx, keyC, b)
	unbonded := verdict.AddressString(ethcrypto.PubkeyToAddress(keyC.PublicKey))

	now := time.Date(2030, 1, 1, 0, 0, 0, 0, time.UTC)
	admit := func(addr string) bool { return !verdict.SameAddress(addr, unbonded) }
	v, decisions := observe(p2p.PresenceValidator(func() time.Time { return now }, admit))
	sub := subscribe(t, b, p2p.TopicPresence, v)

	capOf := func(key *ecdsa.PrivateKey, peerID peer.ID, model string, issued time.Time) verdict.Capability {
		return verdict.Capability{
			V: verdict.Version, Kind: verdict.KindCapability,
			Address: verdict.AddressString(ethcrypto.PubkeyToAddress(key.PublicKey)),
			PeerID:  peerID.String(), Model: model, Engine: "openai", Version: "test",
			Capacity: 2, IssuedAt: issued.UnixMilli(), TTLMS: time.Hour.Milliseconds(),
		}
	}
	sign := func(c verdict.Capability, key *ecdsa.PrivateKey) []byte {
		t.Helper()
		if err := c.Sign(verdict.NewKeySigner(key)); err != nil {
			t.Fatal(err)
		}
		b, err := json.Marshal(c)
		if err != nil {
			t.Fatal(err)
		}
		return b
	}

	other := newKey(t)
	tampered := capOf(keyA, a.ID(), "model-tampered", now)
	if err := tampered.Sign(verdict.NewKeySigner(keyA)); err != nil {
		t.Fatal(err)
	}
	tampered.Capacity = 100
	tamperedRaw, _ := json.Marshal(tampered)

	bad := []gossipCase{
		{"names another peer", a, sign(capOf(keyA, b.ID(), "m1", now), keyA), pubsub.ValidationReject},
		{"peer ID of another key", a, sign(capOf(other, a.ID(), "m2", now), other), pubsub.ValidationReject},
		{"tampered", a, tamperedRaw, pubsub.ValidationReject},
		{"expired", a, sign(capOf(keyA, a.ID(), "m3", now.Add(-2*time.Hour)), keyA), pubsub.ValidationIgnore},
		{"not JSON", a, []byte("[]"), pubsub.ValidationReject},
		{"not admitted (no stake)", c, sign(capOf(keyC, c.ID(), "m4", now), keyC), pubsub.ValidationIgnore},
	}
	good := capOf(keyA, a.ID(), "good-model", now)
	msg := publishAndCheck(t, ctx, p2p.TopicPresence, b, sub, decisions, bad, a, sign(good, keyA))
	got, ok := msg.ValidatorData.(*verdict.Capability)
	if !ok {
		t.Fatalf("ValidatorData is %T, want *verdict.Capability", msg.ValidatorData)
	}
	if got.Model != "good-model" || got.PeerID != a.ID().String() || got.Address != good.Address {
		t.Fatalf("ValidatorData holds %+v", got)
	}
}

// newPBMessage is a pubsub message authored by from, as the router hands it
// to a validator after checking the author's signature.
func newPBMessage(data []byte, from peer.ID) *pb.Message {
	return &pb.Message{Data: data, From: []byte(from)}
}

// A node does not re-verify a request it published itself (pubsub hands a
// local publish to the validator with ReceivedFrom == self); the same bytes
// from any other peer are verified.
func TestRequestValidatorSkipsOwnPublish(t *testing.T) {
	key, other := newKey(t), newKey(t)
	self, relay := peerOf(t, key), peerOf(t, other)
	req := newRequest(t, key, time.Now())
	raw := signedBy(t, req, other) // does not verify
	v := p2p.RequestValidator(p2p.RequestPolicy{Self: self})
	own := &pubsub.Message{Message: &pb.Message{Data: raw}, ReceivedFrom: self}
	if got := v(context.Background(), self, own); got != pubsub.ValidationAccept {
		t.Fatalf("own publish: %v", got)
	}
	if own.ValidatorData != nil {
		t.Fatalf("own publish decoded in the validator: %+v", own.ValidatorData)
	}
	if vr, err := p2p.RequestOf(own, self); err != nil || vr.Coordinator != self || vr.Request.ID != req.ID {
		t.Fatalf("RequestOf own publish: %+v %v", vr, err)
	}
	if _, err := p2p.RequestOf(own, relay); err == nil {
		t.Fatal("RequestOf took an unvalidated message from another peer")
	}
	relayed := &pubsub.Message{Message: &pb.Message{Data: raw}, ReceivedFrom: relay}
	if got := v(context.Background(), relay, relayed); got != pubsub.ValidationReject {
		t.Fatalf("the same bytes from a peer: %v, want reject", got)
	}
}

// tamperedAfterSigning is a request key signed whose evidence changed
// afterwards: its evidence root no longer matches.
func tamperedAfterSigning(t *testing.T, key *ecdsa.PrivateKey, now time.Time) []byte {
	t.Helper()
	sr, err := newRequest(t, key, now).Sign(verdict.NewKeySigner(key))
	if err != nil {
		t.Fatal(err)
	}
	sr.Request.Evidence[1].Text = "no logo was ever sent"
	b, err := json.Marshal(sr)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// peerOf is the peer ID of key.
func peerOf(t *testing.T, key *ecdsa.PrivateKey) peer.ID {
	t.Helper()
	id, err := p2p.PeerIDFromKey(key)
	if err != nil {
		t.Fatal(err)
	}
	return id
}

// signedBy is req with a well-formed signature made by key, which need not
// be the coordinator's.
func signedBy(t *testing.T, req verdict.Request, key *ecdsa.PrivateKey) []byte {
	t.Helper()
	sr, err := req.Sign(verdict.NewKeySigner(key))
	if err != nil {
		t.Fatal(err)
	}
	b, err := json.Marshal(sr)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// Over real loopback hosts, a request is recovered even when the
// coordinator's own connection delivers it: one that names the
// coordinator but carries another key's signature is refused from the
// coordinator's peer as from a relay, and every other check applies too.
func TestRequestValidatorRecoversTheCoordinatorsOwnRequests(t *testing.T) {
	ctx := testContext(t)
	keyA, other := newKey(t), newKey(t)
	a := newHost(t, ctx, keyA)
	relay := newHost(t, ctx, newKey(t))
	b := newHost(t, ctx, newKey(t), a, relay)
	v, decisions := observe(p2p.RequestValidator(p2p.RequestPolicy{}))
	sub := subscribe(t, b, p2p.TopicRequests, v)

	now := time.Now()
	sr, err := newRequest(t, keyA, now).Sign(verdict.NewKeySigner(keyA))
	if err != nil {
		t.Fatal(err)
	}
	sr.Signature = "0x1234"
	malformed, _ := json.Marshal(sr)
	expired := newRequest(t, keyA, now)
	expired.Deadline = now.Add(-time.Hour).UnixMilli()

	bad := []gossipCase{
		{"from the coordinator, signed by another key", a, signedBy(t, newRequest(t, keyA, now), other), pubsub.ValidationReject},
		{"relayed, signed by another key", relay, signedBy(t, newRequest(t, keyA, now), other), pubsub.ValidationReject},
		{"from the coordinator, evidence changed after signing", a, tamperedAfterSigning(t, keyA, now), pubsub.ValidationReject},
		{"from the coordinator, signature not 65 bytes", a, malformed, pubsub.ValidationReject},
		{"from the coordinator, expired", a, signedBy(t, expired, keyA), pubsub.ValidationIgnore},
	}
	good := newRequest(t, keyA, now)
	msg := publishAndCheck(t, ctx, p2p.TopicRequests, b, sub, decisions, bad, relay, signedBy(t, good, keyA))
	got := msg.ValidatorData.(*p2p.VerifiedRequest)
	if got.Request.ID != good.ID || got.Coordinator != a.ID() {
		t.Fatalf("delivered %s from coordinator %s, want %s from %s", got.Request.ID, got.Coordinator, good.ID, a.ID())
	}
}

// The coordinator a verified request names is its signer's peer, never the
// peer that delivered it: bytes that name A but were signed by another key
// are refused whoever delivers them.
func TestRequestValidatorTakesTheCoordinatorFromTheSignature(t *testing.T) {
	keyA, other := newKey(t), newKey(t)
	coordinator, relay := peerOf(t, keyA), peerOf(t, other)
	v := p2p.RequestValidator(p2p.RequestPolicy{})
	forged := signedBy(t, newRequest(t, keyA, time.Now()), other)
	for _, from := range []peer.ID{coordinator, relay} {
		msg := &pubsub.Message{Message: &pb.Message{Data: forged}, ReceivedFrom: from}
		if got := v(context.Background(), from, msg); got != pubsub.ValidationReject {
			t.Errorf("forged request from %s: %v, want reject", from, got)
		}
	}
	raw := signRequest(t, newRequest(t, keyA, time.Now()), keyA)
	msg := &pubsub.Message{Message: &pb.Message{Data: raw}, ReceivedFrom: relay}
	if got := v(context.Background(), relay, msg); got != pubsub.ValidationAccept {
		t.Fatalf("signed request from a relay: %v", got)
	}
	if vr := msg.ValidatorData.(*p2p.VerifiedRequest); vr.Coordinator != coordinator {
		t.Fatalf("coordinator %s, want the signer %s", vr.Coordinator, coordinator)
	}
}
