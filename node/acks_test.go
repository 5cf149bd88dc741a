package node

import (
	"net/http"
	"sync"
	"testing"
	"time"

	"github.com/arbitra-network/arbitra/coordinator"
	"github.com/arbitra-network/arbitra/identity"
	"github.com/arbitra-network/arbitra/juror"
	"github.com/arbitra-network/arbitra/p2p"
	"github.com/arbitra-network/arbitra/verdict"
)

// Over real hosts, the jurors of one panel keep one and the same ack: a
// single coordinator signature that names every receipt of the verdict, so
// any one juror's copy proves every seat.
func TestPanelSharesOneAck(t *testing.T) {
	coord := startCoordinator(t)
	tn := &testNet{coord: coord, script: map[string][]string{}, mu: new(sync.Mutex), gate: make(chan struct{})}
	const panel = 3
	acked := make(chan string, 2*panel)
	for i := range panel {
		tn.jurors = append(tn.jurors, startNode(t, Config{
			DataDir: t.TempDir(), Key: identity.Derive(t.Name() + "/juror-" + string(rune('0'+i))),
			ListenAddrs: p2p.LoopbackListenAddrs[:1], Bootstrap: coord.Host.FullAddrs(),
			Juror: &JurorConfig{Engine: &scriptEngine{idx: i, mu: tn.mu, script: tn.script, gate: tn.gate}, PresenceInterval: 200 * time.Millisecond},
			Trace: func(id, step string) {
				if step == juror.StepReceiptAcked {
					acked <- id
				}
			},
		}))
	}
	waitJurors(t, coord, panel)
	status, v := tn.submit(t, "q-one-ack", []string{"yes", "yes", "no"}, 10000)
	if status != http.StatusOK || v.Status != coordinator.StatusMinted {
		t.Fatalf("verdict: %d %+v", status, v)
	}
	for range panel {
		select {
		case id := <-acked:
			if id != v.ID {
				t.Fatalf("an ack for %s, want %s", id, v.ID)
			}
		case <-time.After(10 * time.Second):
			t.Fatal("not every juror kept an ack")
		}
	}
	var first verdict.Ack
	for i, j := range tn.jurors {
		a, ok := j.Juror.Ack(v.ID)
		if !ok {
			t.Fatalf("juror %d keeps no ack", i)
		}
		if i == 0 {
			first = a
		} else if !a.Equal(&first) {
			t.Fatalf("juror %d keeps another ack:\n%+v\n%+v", i, a, first)
		}
	}
	if len(first.Receipts) != panel {
		t.Fatalf("the ack names %d receipts, the panel has %d", len(first.Receipts), panel)
	}
	rec, err := coord.Coordinator.Get(v.ID)
	if err != nil {
		t.Fatal(err)
	}
	var mv verdict.Verdict
	if err := verdict.UnmarshalStrict(rec.Verdict, &mv); err != nil {
		t.Fatal(err)
	}
	if err := verdict.CheckAck(&mv, &first); err != nil {
		t.Fatalf("the shared ack against the minted verdict: %v", err)
	}
}
