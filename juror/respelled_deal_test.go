package juror

import (
	"bytes"
	"context"
	"log/slog"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/arbitra-network/arbitra/p2p"
	"github.com/arbitra-network/arbitra/verdict"
)

// flipping is a model that is not deterministic, as hosted models are not:
// asked the same question again, it answers the other way.
type flipping struct {
	mu    sync.Mutex
	asked int
}

func (f *flipping) Name() string  { return "flipping" }
func (f *flipping) Model() string { return "flipping-1" }

func (f *flipping) Complete(context.Context, ChatRequest) (ChatResponse, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.asked++
	vote := verdict.OptionPass
	if f.asked%2 == 0 {
		vote = verdict.OptionFail
	}
	return ChatResponse{Content: `{"vote": "` + vote + `", "confidence": 0.9, "rationale": "as it happens"}`, Model: "flipping-1"}, nil
}

func (f *flipping) calls() int {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.asked
}

// A rogue coordinator asks a juror about a deal, then asks again with the
// deal's chain ID, escrow or deal ID spelled another way ("01337" for
// "1337", an escrow or deal ID without 0x or in upper case), each request
// correctly signed over its own bytes. The ballot's EIP-712 digest parses
// every spelling to the same deal, so a second ballot from a model that now
// answers the other way would be an opposite vote the escrow slashes. Over
// real loopback hosts, the juror refuses every re-spelled request at the
// gossip edge, naming the field, and a second request spelled canonically
// gets the first ballot without the model being asked again.
func TestRogueCoordinatorRespellingADealGetsNoSecondBallot(t *testing.T) {
	ctx, jurorHost, coordHost := receiptHosts(t)
	coord := verdict.NewKeySigner(hostKey(t, coordHost))
	juror := newSigner(t)
	receipts := make(chan verdict.Receipt, 8)
	onReceipts(t, coordHost, func(rc verdict.Receipt) { receipts <- rc })
	refused := make(chan string, 8)

	book, err := OpenBallotBook(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { book.Close() })
	model := &flipping{}
	svc, err := NewService(ServiceConfig{
		Judge:  &Judge{Engine: model, Signer: juror, PeerID: jurorHost.ID().String(), Ballots: book},
		Host:   jurorHost,
		Logger: slog.New(rejections{key: "err", out: refused}),
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

	receipt := func(id string) verdict.Receipt {
		t.Helper()
		select {
		case rc := <-receipts:
			if rc.RequestID != id || rc.Ballot == nil {
				t.Fatalf("receipt %s with ballot %v, want one with a ballot for %s", rc.RequestID, rc.Ballot, id)
			}
			return rc
		case <-ctx.Done():
			t.Fatalf("no receipt for %s", id)
			return verdict.Receipt{}
		}
	}
	first := dealGossip(t, 1, coord, juror)
	publish(t, ctx, topic, first)
	cast := receipt(first.Request.ID)

	const (
		escrow = `"escrow":"0x5fbdb2315678afecb367f032d93f642f64180aa3"`
		dealID = `"deal_id":"0x00000000000000000000000000000000000000000000000000000000000000a1"`
	)
	for i, rs := range []struct{ from, to, field string }{
		{`"chain_id":"31337"`, `"chain_id":"031337"`, "/request/deal/chain_id"},
		{escrow, strings.Replace(escrow, "0x", "", 1), "/request/deal/escrow"},
		{escrow, `"escrow":"0x5FBDB2315678AFECB367F032D93F642F64180AA3"`, "/request/deal/escrow"},
		{escrow, `"escrow":"0x5FbDB2315678afecb367f032d93F642f64180aa3"`, "/request/deal/escrow"}, // EIP-55
		{dealID, strings.Replace(dealID, "0x", "", 1), "/request/deal/deal_id"},
		{dealID, strings.Replace(dealID, "a1", "A1", 1), "/request/deal/deal_id"},
	} {
		sr := dealGossip(t, 2+i, coord, juror)
		raw, err := sr.Request.SigningBytes()
		if err != nil {
			t.Fatal(err)
		}
		respelled := bytes.Replace(raw, []byte(rs.from), []byte(rs.to), 1)
		if bytes.Equal(respelled, raw) {
			t.Fatalf("%s is not in the request's bytes", rs.from)
		}
		// Signed over the re-spelled bytes, as a rogue coordinator would.
		sig, err := verdict.SignText(coord, respelled)
		if err != nil {
			t.Fatal(err)
		}
		msg := append(append([]byte(`{"request":`), respelled...), `,"signature":"`+sig+`"}`...)
		if err := topic.Publish(ctx, msg); err != nil {
			t.Fatal(err)
		}
		select {
		case why := <-refused:
			if !strings.Contains(why, rs.field) {
				t.Fatalf("%s refused for %q, which does not name %s", rs.to, why, rs.field)
			}
		case <-ctx.Done():
			t.Fatalf("the juror never refused the request spelling %s", rs.to)
		}
	}

	again := dealGossip(t, 9, coord, juror)
	publish(t, ctx, topic, again)
	second := receipt(again.Request.ID)
	if *second.Ballot != *cast.Ballot || second.Vote != cast.Vote {
		t.Fatalf("two ballots on one deal: %s %+v, then %s %+v", cast.Vote, *cast.Ballot, second.Vote, *second.Ballot)
	}
	if n := model.calls(); n != 1 {
		t.Fatalf("the model was asked %d times about one deal", n)
	}
	select {
	case rc := <-receipts:
		t.Fatalf("a receipt for %s, which the juror should have refused", rc.RequestID)
	default:
	}
}

// dealGossip is a signed request from coord about the deal of
// dealRequest, whose one-seat panel is juror; n makes its ID.
func dealGossip(t *testing.T, n int, coord, juror *verdict.KeySigner) verdict.SignedRequest {
	t.Helper()
	r := forgedRequest(t, n, coord, juror)
	d := dealRequest(verdict.DealEvidence("- a logo", "logo.svg")...)
	r.Question, r.Options, r.Rubric, r.Evidence, r.Context, r.Deal = verdict.DealQuestion, d.Options, verdict.DealRubric, d.Evidence, d.Context, d.Deal
	r.Deadline = time.Now().Add(time.Minute).UnixMilli()
	return signedRequest(t, r, coord)
}
