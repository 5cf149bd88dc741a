package coordinator

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/arbitra-network/arbitra/identity"
	"github.com/arbitra-network/arbitra/verdict"
)

// Only a panel juror whose receipt is not in, of a request on disk and not
// final, has the request gossiped again, once: a Sybil off the panel, or a
// panel juror that joins again and again, makes nothing more go out.
func TestAwaitingIsOncePerPanelJuror(t *testing.T) {
	addr := func(name string) string {
		return verdict.AddressString(verdict.NewKeySigner(identity.Derive(t.Name() + "/" + name)).Address())
	}
	a, b, sybil := addr("a"), addr("b"), addr("sybil")
	s := &Service{inflight: make(map[string]*inflight)}
	add := func(id string, mutate func(inf *inflight)) {
		sr := &verdict.SignedRequest{Request: verdict.Request{ID: id, Panel: []string{a, b}}}
		inf := &inflight{req: sr, receipts: make(map[string]*StoredReceipt), stored: make(chan struct{})}
		close(inf.stored)
		if mutate != nil {
			mutate(inf)
		}
		s.inflight[id] = inf
	}
	add("open", nil)
	add("has-a", func(inf *inflight) { inf.receipts[strings.ToLower(a)] = &StoredReceipt{} })
	add("final", func(inf *inflight) { inf.finalized = true })
	add("writing", func(inf *inflight) { inf.stored = make(chan struct{}) })
	add("unwritten", func(inf *inflight) { inf.storeErr = errors.New("disk full") })

	ids := func(juror string) []string {
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
	if got := ids(strings.ToLower(a)); len(got) != 0 {
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
