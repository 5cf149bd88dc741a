//go:build !arbitra_juror

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

// aftermathNet is a coordinator and jurors whose receipts' acks are counted.
type aftermathNet struct {
	coord *Node
	mu    sync.Mutex
	acked map[string]int // request ID → receipts acknowledged
}

func startAftermathNet(t *testing.T, jurors int, hold time.Duration) *aftermathNet {
	t.Helper()
	an := &aftermathNet{acked: map[string]int{}}
	an.coord = startNode(t, Config{
		DataDir: t.TempDir(), Key: identity.Derive(t.Name() + "/coordinator"), ListenAddrs: p2p.LoopbackListenAddrs[:1],
		Coordinator: &CoordinatorConfig{HTTPAddr: "127.0.0.1:0", AnswerHold: hold},
	})
	trace := func(id, step string) {
		if step == juror.StepReceiptAcked {
			an.mu.Lock()
			an.acked[id]++
			an.mu.Unlock()
		}
	}
	for i := range jurors {
		startNode(t, Config{
			DataDir: t.TempDir(), Key: identity.Derive(fmt.Sprintf("%s/juror-%d", t.Name(), i)),
			ListenAddrs: p2p.LoopbackListenAddrs[:1], Bootstrap: an.coord.Host.FullAddrs(), Trace: trace,
			Juror: &JurorConfig{Engine: juror.Builtin{}, PresenceInterval: 200 * time.Millisecond},
		})
	}
	waitJurors(t, an.coord, jurors)
	return an
}

func (an *aftermathNet) ackedFor(id string) int {
	an.mu.Lock()
	defer an.mu.Unlock()
	return an.acked[id]
}

// submit runs SubmitAndAnswer with an answer that blocks until release is
// called, and returns the record it was given and a channel closed once
// SubmitAndAnswer has returned.
func (an *aftermathNet) submit(t *testing.T, ctx context.Context, panel int) (rec *coordinator.Record, release func(), returned <-chan struct{}) {
	t.Helper()
	held := make(chan struct{})
	var once sync.Once
	release = func() { once.Do(func() { close(held) }) }
	t.Cleanup(release)
	answering := make(chan *coordinator.Record, 1)
	done := make(chan struct{})
	go func() {
		defer close(done)
		an.coord.Coordinator.SubmitAndAnswer(ctx, coordinator.Submission{
			Question: verdict.Question{
				Question: "Was the report delivered?", Options: []string{"yes", "no"},
				Evidence: []verdict.Evidence{{Label: "doc", Text: "the report is attached"}},
			},
			Panel: panel, TimeoutMS: 20_000,
		}, func(rec *coordinator.Record, err error) {
			if err != nil {
				t.Errorf("submit: %v", err)
				rec = nil
			}
			answering <- rec
			<-held // an answer still being written
		})
	}()
	rec = <-answering
	if rec == nil || rec.Status != coordinator.StatusMinted {
		t.Fatalf("answered with %+v", rec)
	}
	return rec, release, done
}

// waitAftermath waits until the record is archived and every receipt
// acknowledged.
func (an *aftermathNet) waitAftermath(t *testing.T, ctx context.Context, id string, jurors int) {
	t.Helper()
	for {
		got, err := an.coord.Coordinator.Get(id)
		if err != nil {
			t.Fatal(err)
		}
		if got.Archived && an.ackedFor(id) == jurors {
			return
		}
		if ctx.Err() != nil {
			t.Fatalf("archived %t, %d of %d receipts acknowledged", got.Archived, an.ackedFor(id), jurors)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// What a mint leaves behind, the record's archive to IPFS and the acks of
// the receipts the mint made durable, waits while the caller of
// SubmitAndAnswer writes its answer, and runs once it has.
func TestMintAftermathWaitsForTheAnswer(t *testing.T) {
	const jurors = 3
	an := startAftermathNet(t, jurors, time.Hour)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	rec, release, returned := an.submit(t, ctx, jurors)
	// While the answer is held, neither happens. An archive that did not
	// wait takes a few milliseconds here; the test gives it far more.
	time.Sleep(500 * time.Millisecond)
	got, err := an.coord.Coordinator.Get(rec.ID)
	held := an.ackedFor(rec.ID)
	release()
	if err != nil {
		t.Fatal(err)
	}
	if got.Archived {
		t.Error("the record was archived before the answer was written")
	}
	if held >= jurors {
		t.Errorf("all %d receipts were acknowledged before the answer was written", held)
	}
	<-returned
	an.waitAftermath(t, ctx, rec.ID, jurors) // once the answer is written, both follow
}

// An answer that is never written (a client that does not read it) holds
// the mint's aftermath back for Config.AnswerHold only.
func TestMintAftermathWaitsNoLongerThanTheHold(t *testing.T) {
	const jurors = 3
	an := startAftermathNet(t, jurors, 20*time.Millisecond)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	rec, release, returned := an.submit(t, ctx, jurors)
	an.waitAftermath(t, ctx, rec.ID, jurors) // with the answer still held
	release()
	<-returned
}
