package node

import (
	"context"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/arbitra-network/arbitra/coordinator"
	"github.com/arbitra-network/arbitra/identity"
	"github.com/arbitra-network/arbitra/juror"
	"github.com/arbitra-network/arbitra/p2p"
	"github.com/arbitra-network/arbitra/verdict"
)

// What a mint leaves behind, the record's archive to IPFS and the acks of
// the receipts the mint made durable, waits while the caller of
// SubmitAndAnswer writes its answer, and runs once it has.
func TestMintAftermathWaitsForTheAnswer(t *testing.T) {
	const jurors = 3
	coord := startCoordinator(t)
	var (
		mu    sync.Mutex
		acked = map[string]int{} // request ID → receipts acknowledged
	)
	trace := func(id, step string) {
		if step == juror.StepReceiptAcked {
			mu.Lock()
			acked[id]++
			mu.Unlock()
		}
	}
	ackedFor := func(id string) int {
		mu.Lock()
		defer mu.Unlock()
		return acked[id]
	}
	for i := range jurors {
		startNode(t, Config{
			DataDir: t.TempDir(), Key: identity.Derive(fmt.Sprintf("%s/juror-%d", t.Name(), i)),
			ListenAddrs: p2p.LoopbackListenAddrs[:1], Bootstrap: coord.Host.FullAddrs(), Trace: trace,
			Juror: &JurorConfig{Engine: juror.Builtin{}, PresenceInterval: 200 * time.Millisecond},
		})
	}
	waitJurors(t, coord, jurors)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()

	svc := coord.Coordinator
	answering := make(chan *coordinator.Record)
	release := make(chan struct{})
	returned := make(chan struct{})
	go func() {
		defer close(returned)
		svc.SubmitAndAnswer(ctx, coordinator.Submission{
			Question: verdict.Question{
				Question: "Was the report delivered?", Options: []string{"yes", "no"},
				Evidence: []verdict.Evidence{{Label: "doc", Text: "the report is attached"}},
			},
			Panel: jurors, TimeoutMS: 20_000,
		}, func(rec *coordinator.Record, err error) {
			if err != nil {
				t.Errorf("submit: %v", err)
				rec = nil
			}
			answering <- rec
			<-release // an answer still being written
		})
	}()
	rec := <-answering
	if rec == nil {
		close(release)
		t.FailNow()
	}
	if rec.Status != coordinator.StatusMinted {
		close(release)
		t.Fatalf("answered with a %s record", rec.Status)
	}
	// While the answer is held, neither happens. An archive that did not
	// wait takes a few milliseconds here; the test gives it far more.
	time.Sleep(500 * time.Millisecond)
	got, err := svc.Get(rec.ID)
	if err != nil {
		close(release)
		t.Fatal(err)
	}
	held := ackedFor(rec.ID)
	close(release)
	if got.Archived {
		t.Error("the record was archived before the answer was written")
	}
	if held >= jurors {
		t.Errorf("all %d receipts were acknowledged before the answer was written", held)
	}
	<-returned
	// Once the answer is written, both follow.
	for {
		got, err = svc.Get(rec.ID)
		if err != nil {
			t.Fatal(err)
		}
		if got.Archived && ackedFor(rec.ID) == jurors {
			break
		}
		if ctx.Err() != nil {
			t.Fatalf("after the answer: archived %t, %d of %d receipts acknowledged", got.Archived, ackedFor(rec.ID), jurors)
		}
		time.Sleep(10 * time.Millisecond)
	}
}
