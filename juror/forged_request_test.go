package juror

import (
	"bufio"
	"context"
	"crypto/ecdsa"
	"encoding/json"
	"log/slog"
	"slices"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"
	pubsub "github.com/libp2p/go-libp2p-pubsub"
	"github.com/libp2p/go-libp2p/core/network"

	"github.com/arbitra-network/arbitra/internal/await"
	"github.com/arbitra-network/arbitra/p2p"
	"github.com/arbitra-network/arbitra/verdict"
)

// rejections is a slog handler that reports one attribute (key: "id" or
// "err") of every request the juror's gossip validator rejects, dropping
// reports beyond out's buffer.
type rejections struct {
	key string
	out chan string
}

func (h rejections) Enabled(context.Context, slog.Level) bool { return true }
func (h rejections) WithAttrs([]slog.Attr) slog.Handler       { return h }
func (h rejections) WithGroup(string) slog.Handler            { return h }
func (h rejections) Handle(_ context.Context, r slog.Record) error {
	if r.Message != "reject request" {
		return nil
	}
	r.Attrs(func(a slog.Attr) bool {
		if a.Key == h.key {
			select {
			case h.out <- a.Value.String():
			default:
			}
			return false
		}
		return true
	})
	return nil
}

// A request that names its coordinator and is well formed in every field,
// but whose signature is not the coordinator's, reaches a juror straight
// from the coordinator's own peer over real loopback hosts: the juror's
// gossip validator rejects it, and the juror judges nothing and sends no
// receipt for it. A correctly signed request from the same peer then gets
// its receipt, so the juror was listening all along.
func TestJurorRejectsForgedCoordinatorSignature(t *testing.T) {
	ctx, jurorHost, coordHost := receiptHosts(t)
	// The coordinator the requests name holds coordHost's key, so that the
	// forged requests arrive from the peer of the coordinator they name.
	coord := verdict.NewKeySigner(hostKey(t, coordHost))
	juror := newSigner(t)

	receipts := make(chan string, 8)
	ackReceipts(t, coordHost, receipts)

	rejected := make(chan string, 8)
	delivered := make(chan string, 8)
	svc, err := NewService(ServiceConfig{
		Judge:  &Judge{Engine: &scripted{reply: ""}, Signer: juror, PeerID: jurorHost.ID().String()},
		Host:   jurorHost,
		Logger: slog.New(rejections{key: "id", out: rejected}),
		Trace: func(id, step string) {
			if step == StepRequestDelivered {
				select {
				case delivered <- id:
				default:
				}
			}
		},
	})
	if err != nil {
		t.Fatal(err)
	}
	if err := svc.Start(ctx); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { svc.Close() })

	topic, err := coordHost.Join(p2p.TopicRequests, nil)
	if err != nil {
		t.Fatal(err)
	}
	waitForTopicPeer(t, ctx, topic, jurorHost)

	forger := newSigner(t)
	byOther := signedRequest(t, forgedRequest(t, 1, coord, juror), forger)
	// The coordinator's real signature, lifted from another request.
	lifted := signedRequest(t, forgedRequest(t, 2, coord, juror), coord)
	lifted.Signature = signedRequest(t, forgedRequest(t, 3, coord, juror), coord).Signature
	forged := map[string]verdict.SignedRequest{byOther.Request.ID: byOther, lifted.Request.ID: lifted}
	for _, sr := range forged {
		if err := sr.Verify(); err == nil {
			t.Fatalf("fixture %s verifies", sr.Request.ID)
		}
		publish(t, ctx, topic, sr)
	}
	for range forged {
		select {
		case id := <-rejected:
			if _, ok := forged[id]; !ok {
				t.Fatalf("the validator rejected %s, which was not forged", id)
			}
		case <-ctx.Done():
			t.Fatal("the juror's validator never rejected the forged requests")
		}
	}

	good := signedRequest(t, forgedRequest(t, 4, coord, juror), coord)
	publish(t, ctx, topic, good)
	select {
	case id := <-receipts:
		if id != good.Request.ID {
			t.Fatalf("a receipt for %s, want the first for %s", id, good.Request.ID)
		}
	case <-ctx.Done():
		t.Fatal("no receipt for the correctly signed request")
	}
	// The juror traced good before judging it, and the forged requests,
	// refused earlier, never reached its request loop.
	for done := false; !done; {
		select {
		case id := <-delivered:
			if id != good.Request.ID {
				t.Fatalf("the juror judged %s", id)
			}
		default:
			done = true
		}
	}
	select {
	case id := <-receipts:
		t.Fatalf("a second receipt, for %s", id)
	default:
	}
}

// ackReceipts serves h as a coordinator that acknowledges every receipt
// and reports its request's ID on receipts.
func ackReceipts(t *testing.T, h *p2p.Host, receipts chan<- string) {
	onReceipts(t, h, func(rc verdict.Receipt) { receipts <- rc.RequestID })
}

// onReceipts serves h as a coordinator that calls got with every receipt,
// then acknowledges it.
func onReceipts(t *testing.T, h *p2p.Host, got func(rc verdict.Receipt)) {
	h.SetStreamHandler(p2p.ProtocolReceipt, func(st network.Stream) {
		defer st.Close()
		r := bufio.NewReader(st)
		for {
			seq, body, err := p2p.ReadSeqMsg(r, p2p.MaxEnvelopeBytes)
			if err != nil {
				return
			}
			var env p2p.ReceiptEnvelope
			if err := json.Unmarshal(body, &env); err != nil {
				t.Errorf("receipt envelope: %v", err)
				return
			}
			got(env.Receipt)
			if ackFrame(st, seq, p2p.ReceiptAck{OK: true}) != nil {
				return
			}
		}
	})
}

// hostKey is the secp256k1 key behind h's peer ID.
func hostKey(t *testing.T, h *p2p.Host) *ecdsa.PrivateKey {
	t.Helper()
	raw, err := h.Peerstore().PrivKey(h.ID()).Raw()
	if err != nil {
		t.Fatal(err)
	}
	k, err := crypto.ToECDSA(raw)
	if err != nil {
		t.Fatal(err)
	}
	return k
}

// forgedRequest is a complete request from coord whose one-seat panel is
// juror; n makes its ID.
func forgedRequest(t *testing.T, n int, coord, juror *verdict.KeySigner) verdict.Request {
	t.Helper()
	id := "vrd_" + "0000000000000000000000000000000" + string(rune('0'+n))
	cands := []verdict.Candidate{{Address: verdict.Address(juror.Address()), Model: "scripted-1", Weight: verdict.MaxWeight}}
	ev := []verdict.Evidence{{Label: "contract", Text: "Deliver a logo."}, {Label: "delivery", Text: "logo.svg"}}
	now := time.Now()
	return verdict.Request{
		V: verdict.Version, Kind: verdict.KindRequest, ID: id, Coordinator: verdict.Address(coord.Address()),
		Question: "Was the logo delivered?", Options: []string{"yes", "no"}, Evidence: ev, Context: verdict.EvidenceContext(ev),
		Candidates: cands, Panel: verdict.SelectPanel(id, cands, 1),
		Deadline: now.Add(time.Minute).UnixMilli(), CreatedAt: verdict.FormatTime(now),
	}
}

func signedRequest(t *testing.T, r verdict.Request, s verdict.Signer) verdict.SignedRequest {
	t.Helper()
	sr, err := r.Sign(s)
	if err != nil {
		t.Fatal(err)
	}
	return sr
}

func publish(t *testing.T, ctx context.Context, topic *pubsub.Topic, sr verdict.SignedRequest) {
	t.Helper()
	b, err := json.Marshal(sr)
	if err != nil {
		t.Fatal(err)
	}
	if err := topic.Publish(ctx, b); err != nil {
		t.Fatal(err)
	}
}

// waitForTopicPeer waits until topic's host can send to h on it. Its
// PeerJoin event is not enough: it fires when h's subscription arrives,
// possibly before the router has a send queue for h, and a message
// published then is dropped. ListPeers lists only peers with both, so it
// is polled, bounded by ctx.
func waitForTopicPeer(t *testing.T, ctx context.Context, topic *pubsub.Topic, h *p2p.Host) {
	t.Helper()
	await.UntilCtx(t, ctx, h.ID().String()+" as a peer on the requests topic", func() bool {
		return slices.Contains(topic.ListPeers(), h.ID())
	})
}
