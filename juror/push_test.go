package juror

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/arbitra-network/arbitra/p2p"
	"github.com/arbitra-network/arbitra/verdict"
)

// A stranger dials a juror and pushes requests on the direct request
// stream: one whose signature is not the coordinator's it names, one from
// a coordinator the juror does not serve, and garbage. The juror refuses
// each, saying why, and judges none of them; a request the coordinator it
// serves signed, pushed by the same stranger, is taken once (a second push
// is answered as held) and its receipt goes to that coordinator, not to
// the stranger.
func TestStrangerPushesRequestsToAJuror(t *testing.T) {
	ctx, jurorHost, coordHost := receiptHosts(t)
	coord := verdict.NewKeySigner(hostKey(t, coordHost))
	juror := newSigner(t)
	receipts := make(chan string, 8)
	ackReceipts(t, coordHost, receipts)
	svc, err := NewService(ServiceConfig{
		Judge:  &Judge{Engine: &scripted{reply: `{"vote":"yes"}`}, Signer: juror, PeerID: jurorHost.ID().String()},
		Host:   jurorHost,
		Policy: AllowList{verdict.AddressString(coord.Address())},
	})
	if err != nil {
		t.Fatal(err)
	}
	if err := svc.Start(ctx); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { svc.Close() })

	key, err := crypto.GenerateKey()
	if err != nil {
		t.Fatal(err)
	}
	strangerHost, err := p2p.New(ctx, p2p.Config{Key: key, ListenAddrs: p2p.LoopbackListenAddrs[:1], Bootstrap: jurorHost.FullAddrs()})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { strangerHost.Close() })
	push := func(b []byte) string {
		t.Helper()
		answer, err := p2p.Ask(ctx, strangerHost.Host, jurorHost.ID(), p2p.ProtocolRequest, b, p2p.MaxRequestAnswerBytes)
		if err != nil {
			t.Fatal(err)
		}
		return string(answer)
	}
	encode := func(sr verdict.SignedRequest) []byte {
		b, err := json.Marshal(sr)
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	unserved := newSigner(t)
	forged := signedRequest(t, forgedRequest(t, 1, coord, juror), newSigner(t))
	for name, c := range map[string]struct {
		body []byte
		want string
	}{
		"forged signature":     {encode(forged), "p2p: request"},
		"unserved coordinator": {encode(signedRequest(t, forgedRequest(t, 2, unserved, juror), unserved)), "is not served"},
		"garbage":              {[]byte(`{"request":`), "undecodable"},
	} {
		if got := push(c.body); got == p2p.RequestTaken || !strings.Contains(got, c.want) {
			t.Fatalf("%s: the juror answered %q, want a refusal with %q", name, got, c.want)
		}
	}
	good := signedRequest(t, forgedRequest(t, 3, coord, juror), coord)
	if got := push(encode(good)); got != p2p.RequestTaken {
		t.Fatalf("the served coordinator's request: %q", got)
	}
	if got := push(encode(good)); got != p2p.RequestTaken {
		t.Fatalf("the same request again: %q, want it answered as held", got)
	}
	select {
	case id := <-receipts:
		if id != good.Request.ID {
			t.Fatalf("a receipt for %s, want one for %s", id, good.Request.ID)
		}
	case <-ctx.Done():
		t.Fatal("no receipt reached the coordinator for its pushed request")
	}
	select {
	case id := <-receipts:
		t.Fatalf("a second receipt, for %s", id)
	default:
	}
}
