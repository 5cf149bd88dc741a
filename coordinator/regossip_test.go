package coordinator

import (
	"errors"
	"io"
	"slices"
	"testing"

	"github.com/libp2p/go-libp2p/core/network"

	"github.com/arbitra-network/arbitra/identity"
	"github.com/arbitra-network/arbitra/p2p"
	"github.com/arbitra-network/arbitra/verdict"
)

// Only a panel juror whose receipt is not in, of a request on disk and not
// final, has the request gossiped again, once: a Sybil off the panel, or a
// panel juror that joins again and again, makes nothing more go out.
func TestAwaitingIsOncePerPanelJuror(t *testing.T) {
	addr := func(name string) verdict.Address {
		return verdict.Address(verdict.NewKeySigner(identity.Derive(t.Name() + "/" + name)).Address())
	}
	a, b, sybil := addr("a"), addr("b"), addr("sybil")
	s := &Service{inflight: make(map[string]*inflight)}
	add := func(id string, mutate func(inf *inflight)) {
		sr := &verdict.SignedRequest{Request: verdict.Request{ID: id, Panel: []verdict.Address{a, b}}}
		inf := &inflight{req: sr, receipts: make(map[verdict.Address]*StoredReceipt), stored: make(chan struct{})}
		close(inf.stored)
		if mutate != nil {
			mutate(inf)
		}
		s.inflight[id] = inf
	}
	add("open", nil)
	add("has-a", func(inf *inflight) { inf.receipts[a] = &StoredReceipt{} })
	add("final", func(inf *inflight) { inf.finalized = true })
	add("writing", func(inf *inflight) { inf.stored = make(chan struct{}) })
	add("unwritten", func(inf *inflight) { inf.storeErr = errors.New("disk full") })

	ids := func(juror verdict.Address) []string {
		var out []string
		for _, sr := range s.awaiting(juror) {
			out = append(out, sr.Request.ID)
		}
		return out
	}
	if got := ids(sybil); len(got) != 0 {
		t.Fatalf("a juror off the panel: %v", got)
	}
	if got := ids(a); len(got) != 1 || got[0] != "open" {
		t.Fatalf("juror a: %v, want only the request on disk, not final, without its receipt", got)
	}
	if got := ids(a); len(got) != 0 {
		t.Fatalf("juror a again: %v, want nothing", got)
	}
	got := ids(b)
	slices.Sort(got)
	if !slices.Equal(got, []string{"has-a", "open"}) {
		t.Fatalf("juror b: %v, want open and has-a", got)
	}
	if got := ids(b); len(got) != 0 {
		t.Fatalf("juror b again: %v, want nothing", got)
	}
}

// A juror connected to the coordinator that gossipsub does not know as a
// subscriber of the request topic (as after a duplicate connection between
// them closed) still gets the requests it is drawn for: the coordinator
// hands each over directly.
func TestUnsubscribedSeatIsHandedTheRequest(t *testing.T) {
	ctx := receiptTestContext(t)
	svc := startReceiptService(t, ctx)
	jh, juror := receiptTestHost(t, ctx, svc.cfg.Host)
	pushed := make(chan verdict.SignedRequest, 4)
	jh.SetStreamHandler(p2p.ProtocolRequest, func(st network.Stream) {
		defer st.Close()
		b, err := io.ReadAll(io.LimitReader(st, verdict.MaxRequestBytes))
		var sr verdict.SignedRequest
		if err == nil {
			err = verdict.UnmarshalStrict(b, &sr)
		}
		if err != nil {
			t.Errorf("pushed request: %v", err)
			return
		}
		pushed <- sr
		_, _ = st.Write([]byte(p2p.RequestTaken))
	})
	jurorAddr := verdict.AddressString(juror.Address())
	observeJuror(svc, jh, jurorAddr)
	if err := svc.Registry().WaitFor(ctx, 1); err != nil {
		t.Fatal(err)
	}
	rec, err := svc.Submit(ctx, Submission{
		Question: verdict.Question{Question: "Is it there?", Options: []string{"yes", "no"},
			Evidence: []verdict.Evidence{{Label: "doc", Text: "it is"}}},
		Panel: 1, TimeoutMS: receiptTestTimeout.Milliseconds(),
	})
	if err != nil {
		t.Fatal(err)
	}
	select {
	case sr := <-pushed:
		if sr.Request.ID != rec.ID || sr.Verify() != nil {
			t.Fatalf("pushed %s (verifies: %v), want the signed request %s", sr.Request.ID, sr.Verify(), rec.ID)
		}
	case <-ctx.Done():
		t.Fatal("the request was not handed to the unsubscribed seat")
	}
}
