package node

import (
	"context"
	"net/http"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/arbitra-network/arbitra/api"
	"github.com/arbitra-network/arbitra/internal/await"

	"github.com/arbitra-network/arbitra/coordinator"
	"github.com/arbitra-network/arbitra/p2p"
	"github.com/arbitra-network/arbitra/store"
	"github.com/arbitra-network/arbitra/verdict"
)

// TestAcceptedRequestSurvivesCoordinatorRestart accepts a request, stops the
// coordinator before any juror answers, starts it again on the same data
// directory, and checks that the request is resumed and minted from the
// receipts the jurors kept trying to deliver; a second request whose
// deadline passed while the coordinator was down ends in a recorded
// failure that GET /v1/verdicts/{id} reports. Both hand back the judgement
// slots they took again at the start.
func TestAcceptedRequestSurvivesCoordinatorRestart(t *testing.T) {
	tn := startNet(t, 2)
	ctx := context.Background()
	tn.mu.Lock()
	tn.script["q-restart"] = []string{"gate", "gate"}
	tn.script["q-expire"] = []string{"ctx", "ctx"}
	tn.mu.Unlock()
	submit := func(q string, timeout int64) string {
		body := api.SubmitBody{Async: true, Question: verdict.Question{Question: q, Options: []string{"yes", "no"}, Evidence: []verdict.Evidence{{Label: "doc", Text: q}}},
			Panel: 2, TimeoutMS: timeout,
		}
		status, v := postJSON(t, tn.coord.URL()+"/v1/verdicts", body)
		if status != http.StatusAccepted {
			t.Fatalf("submit %s: %d", q, status)
		}
		return v.ID
	}
	resumed := submit("q-restart", 30000)
	expired := submit("q-expire", 1500)
	tn.awaitHeld(t, "q-restart", 2) // in flight at both jurors when the coordinator stops

	coord := restartCoordinator(t, tn, func() {
		close(tn.gate) // the jurors answer while the coordinator is down
		time.Sleep(2 * time.Second)
	})
	wctx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	rec, err := coord.Coordinator.Wait(wctx, resumed)
	if err != nil || rec.Status != coordinator.StatusMinted {
		t.Fatalf("resumed request: %+v %v", rec, err)
	}
	minted, err := rec.Parsed()
	if err != nil {
		t.Fatal(err)
	}
	for _, j := range minted.Jurors {
		if j.Vote != "no" || j.ReceiptCID == "" {
			t.Fatalf("the jurors' own receipts must be in the verdict: %+v", minted.Jurors)
		}
	}
	code, b := request(t, http.MethodGet, coord.URL()+"/v1/verdicts/"+expired, nil)
	if code != http.StatusBadGateway || !strings.Contains(string(b), `"status":"failed"`) || !strings.Contains(string(b), coordinator.FailAllAbstain) {
		t.Fatalf("expired request: %d %s", code, b)
	}
	// Both resumed requests took their jurors' judgement slots back at the
	// start and handed them back as they ended.
	// A request leaves the in-flight set just after its answer.
	await.UntilCtx(t, wctx, "nothing under way once both resumed requests ended", func() bool {
		return coord.Coordinator.Load() == (coordinator.Load{})
	})
}

// TestAcknowledgedReceiptSurvivesRestart delivers one juror's receipt while
// the panel is still open (the other juror is held), so that its ack comes
// from a write of its own, stops the
// coordinator at once, and restarts it on the same data directory: the
// acknowledged receipt must stand in the verdict, and the juror's own later
// receipt must be refused as a duplicate of it.
func TestAcknowledgedReceiptSurvivesRestart(t *testing.T) {
	tn := startNet(t, 2)
	req := submitHeld(t, tn, "q-acked", 30000)
	j0 := tn.jurors[0]
	if err := deliverReceipt(j0, tn.coord.Host.ID(), craftReceipt(t, req, j0, "yes", req.Context.Root)); err != nil {
		t.Fatalf("receipt not acknowledged: %v", err)
	}

	coord := restartCoordinator(t, tn, func() {})
	seats := releaseAndMint(t, tn, coord, req.ID)
	for _, seat := range seats {
		want := "no"
		if strings.EqualFold(seat.Juror.String(), j0.Address()) {
			want = "yes" // the acknowledged receipt, not the engine's later one
		}
		if seat.Vote != want {
			t.Fatalf("seat %s voted %q, want %q: %+v", seat.Juror, seat.Vote, want, seats)
		}
	}
}

// restartCoordinator closes tn's coordinator, runs between while it is
// down, starts a new one on the same data directory and key, and connects
// tn's jurors to it.
func restartCoordinator(t *testing.T, tn *testNet, between func()) *Node {
	t.Helper()
	return restartCoordinatorTraced(t, tn, between, nil)
}

// restartCoordinatorTraced is restartCoordinator whose new coordinator
// reports its steps to trace.
func restartCoordinatorTraced(t *testing.T, tn *testNet, between func(), trace func(id, step string)) *Node {
	t.Helper()
	ctx := context.Background()
	dir, key := tn.coord.cfg.DataDir, tn.coord.cfg.Key
	if err := tn.coord.Close(); err != nil {
		t.Fatal(err)
	}
	between()
	coord := startNode(t, Config{DataDir: dir, Key: key, ListenAddrs: p2p.LoopbackListenAddrs[:1],
		Coordinator: &CoordinatorConfig{HTTPAddr: "127.0.0.1:0"}, Trace: trace})
	for _, j := range tn.jurors {
		if err := j.Host.Connect(ctx, coord.Host.FullAddrs()); err != nil {
			t.Fatal(err)
		}
	}
	return coord
}

// TestResumedRequestReachesJurorsThatJoinLater: a coordinator gossips the
// requests it resumes at start before any juror has reconnected to it, so
// that gossip reaches no one. Each panel juror that joins the request topic
// afterwards, its receipt not yet in, has the request gossiped again, once;
// the jurors, which drop a request they already hold, then deliver and the
// request is minted as before.
func TestResumedRequestReachesJurorsThatJoinLater(t *testing.T) {
	tn := startNet(t, 2)
	req := submitHeld(t, tn, "q-rejoin", 30000)
	again := make(chan string, 8)
	coord := restartCoordinatorTraced(t, tn, func() {}, func(id, step string) {
		if step == coordinator.StepRequestPushed {
			again <- id
		}
	})
	timeout := time.After(30 * time.Second)
	for range tn.jurors {
		select {
		case id := <-again:
			if id != req.ID {
				t.Fatalf("gossiped again %s, want %s", id, req.ID)
			}
		case <-timeout:
			t.Fatal("the resumed request was not gossiped again for every juror that joined")
		}
	}
	seats := releaseAndMint(t, tn, coord, req.ID)
	for _, seat := range seats {
		if seat.Vote != "no" || seat.ReceiptCID == "" {
			t.Fatalf("seat %s: %+v; want each juror's one receipt", seat.Juror, seats)
		}
	}
	select {
	case id := <-again:
		t.Fatalf("%s gossiped again a third time for two jurors", id)
	default:
	}
}

// TestUnreadableReceiptDoesNotStopRestart stores a receipt that cannot be
// decoded (what a power loss can leave of a write that was never
// acknowledged) for a request in flight, and restarts the coordinator on
// that store: it must start, resume the request, and mint it from the
// receipts the jurors deliver again.
func TestUnreadableReceiptDoesNotStopRestart(t *testing.T) {
	tn := startNet(t, 2)
	req := submitHeld(t, tn, "q-torn", 30000)
	coord := restartCoordinator(t, tn, func() {
		db, err := store.Open(store.Options{Dir: filepath.Join(tn.coord.cfg.DataDir, "db")})
		if err != nil {
			t.Fatal(err)
		}
		key := "coord/receipt/" + req.ID + "/" + strings.ToLower(tn.jurors[0].Address())
		if err := db.Update(func(tx *store.Txn) error { return tx.PutRaw([]byte(key), nil) }); err != nil {
			t.Fatal(err)
		}
		if err := db.Close(); err != nil {
			t.Fatal(err)
		}
	})
	seats := releaseAndMint(t, tn, coord, req.ID)
	for _, seat := range seats {
		if seat.Vote != "no" || seat.ReceiptCID == "" {
			t.Fatalf("seat %s: %+v; want the jurors' delivered receipts", seat.Juror, seats)
		}
	}
}

// releaseAndMint lets tn's held engines answer (both vote "no") and returns
// the seats of the verdict coord mints for id.
func releaseAndMint(t *testing.T, tn *testNet, coord *Node, id string) []verdict.JurorVote {
	t.Helper()
	close(tn.gate)
	wctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	final, err := coord.Coordinator.Wait(wctx, id)
	if err != nil || final.Status != coordinator.StatusMinted {
		t.Fatalf("not minted after the restart: %+v %v", final, err)
	}
	minted, err := final.Parsed()
	if err != nil {
		t.Fatal(err)
	}
	return minted.Jurors
}
