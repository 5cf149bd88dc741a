package node

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"testing"
	"time"

	"github.com/arbitra-network/arbitra/api"

	"github.com/arbitra-network/arbitra/coordinator"
	"github.com/arbitra-network/arbitra/identity"
	"github.com/arbitra-network/arbitra/p2p"
	"github.com/arbitra-network/arbitra/store"
)

// queueNet is a coordinator (HTTP API, slotWait) and one juror with a
// single judgement slot whose engine holds every judgement until released.
type queueNet struct {
	coord *Node
	juror *Node
	eng   *gateEngine
}

func startQueueNet(t *testing.T, dir string, slotWait time.Duration, maxQueued int) *queueNet {
	t.Helper()
	coord := startNode(t, Config{
		DataDir: dir, Key: identity.Derive(t.Name() + "/coordinator"), ListenAddrs: p2p.LoopbackListenAddrs[:1],
		Coordinator: &CoordinatorConfig{HTTPAddr: "127.0.0.1:0", SlotWait: slotWait, MaxQueued: maxQueued},
	})
	eng := newGateEngine()
	j := startJuror(t, coord, "juror", &JurorConfig{Engine: eng, Capacity: 1})
	waitJurors(t, coord, 1)
	return &queueNet{coord: coord, juror: j, eng: eng}
}

// submitAsync posts an asynchronous submission and returns its view.
func (qn *queueNet) submitAsync(t *testing.T, q string) api.View {
	t.Helper()
	status, v := postJSON(t, qn.coord.URL()+"/v1/verdicts", async(question(q, 30_000)))
	if status != http.StatusAccepted || v.ID == "" {
		t.Fatalf("async submission %s: %d %+v, want 202", q, status, v)
	}
	return v
}

// stored says whether the coordinator's store holds key.
func stored(t *testing.T, db *store.DB, key string) bool {
	t.Helper()
	var has bool
	if err := db.View(func(tx *store.Txn) (err error) {
		has, err = tx.Has([]byte(key))
		return err
	}); err != nil {
		t.Fatal(err)
	}
	return has
}

// getView GETs a verdict's view.
func getView(t *testing.T, url string) (int, api.View) {
	t.Helper()
	status, b := request(t, http.MethodGet, url, nil)
	var v api.View
	if err := json.Unmarshal(b, &v); err != nil {
		t.Fatalf("GET %s: %d %s: %v", url, status, b, err)
	}
	return status, v
}

// TestAsyncSubmissionQueuedUntilASlotFrees: an asynchronous submission
// that finds the juror's only slot taken is answered 202 at once, queued
// and on disk, instead of holding its HTTP request until a slot frees (up
// to the slot wait). It is gossiped, judged and minted once the slot is
// handed back.
func TestAsyncSubmissionQueuedUntilASlotFrees(t *testing.T) {
	qn := startQueueNet(t, t.TempDir(), 30*time.Second, 1)
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()

	first := qn.submitAsync(t, "q-first")
	if first.Status != coordinator.StatusPending {
		t.Fatalf("first submission %s, want pending: the slot was free", first.Status)
	}
	expectAsked(t, ctx, qn.eng.asked, "q-first")

	// Answered while the slot is still taken (the engine holds q-first
	// until the test releases it), so it did not wait for the slot.
	second := qn.submitAsync(t, "q-second")
	if second.Status != coordinator.StatusQueued {
		t.Fatalf("second submission %s, want queued", second.Status)
	}
	if status, v := getView(t, qn.coord.URL()+"/v1/verdicts/"+second.ID); status != http.StatusAccepted || v.Status != coordinator.StatusQueued {
		t.Fatalf("GET queued: %d %s, want 202 queued", status, v.Status)
	}
	db := qn.coord.Store
	if !stored(t, db, "coord/queue/"+second.ID) || stored(t, db, "coord/request/"+second.ID) {
		t.Fatal("a queued submission must be stored as such, and no request signed for it yet")
	}
	if load := qn.coord.Coordinator.Load(); load.AsyncQueued != 1 || load.InFlight != 1 {
		t.Fatalf("%+v, want one queued and one in flight", load)
	}
	// The queue holds one (MaxQueued): the next is refused, and kept nowhere.
	b, _ := json.Marshal(async(question("q-third", 30_000)))
	resp, err := http.Post(qn.coord.URL()+"/v1/verdicts", "application/json", bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	var apiErr api.Error
	err = json.NewDecoder(resp.Body).Decode(&apiErr)
	resp.Body.Close()
	if err != nil || resp.StatusCode != http.StatusServiceUnavailable || apiErr.Code != "overloaded" {
		t.Fatalf("submission beyond the queue's bound: %d %+v (%v), want 503 overloaded", resp.StatusCode, apiErr, err)
	}
	if load := qn.coord.Coordinator.Load(); load.AsyncQueued != 1 {
		t.Fatalf("%+v after the refusal, want still one queued", load)
	}

	qn.eng.release <- struct{}{} // the first verdict hands the slot back
	expectAsked(t, ctx, qn.eng.asked, "q-second")
	qn.eng.release <- struct{}{}
	rec, err := qn.coord.Coordinator.Wait(ctx, second.ID)
	if err != nil || rec.Status != coordinator.StatusMinted || !rec.IsRequester(second.RequesterToken) {
		t.Fatalf("queued submission ended as %+v (%v), want minted with the token it was queued with", rec, err)
	}
	if stored(t, db, "coord/queue/"+second.ID) {
		t.Fatal("the queued submission is still stored after its request was drawn")
	}
	if status, v := getView(t, qn.coord.URL()+"/v1/verdicts/"+second.ID); status != http.StatusOK || v.Decision != "yes" {
		t.Fatalf("GET after the mint: %d %+v", status, v)
	}
}

// TestQueuedSubmissionSurvivesRestart: a queued submission is kept on
// disk; a coordinator stopped and started again on the same data
// directory queues it again and mints it once the slot frees.
func TestQueuedSubmissionSurvivesRestart(t *testing.T) {
	dir := t.TempDir()
	qn := startQueueNet(t, dir, 30*time.Second, 0)
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	first := qn.submitAsync(t, "q-first")
	expectAsked(t, ctx, qn.eng.asked, "q-first")
	second := qn.submitAsync(t, "q-second")
	if second.Status != coordinator.StatusQueued {
		t.Fatalf("second submission %s, want queued", second.Status)
	}

	key := qn.coord.cfg.Key
	if err := qn.coord.Close(); err != nil {
		t.Fatal(err)
	}
	coord := startNode(t, Config{DataDir: dir, Key: key, ListenAddrs: p2p.LoopbackListenAddrs[:1],
		Coordinator: &CoordinatorConfig{HTTPAddr: "127.0.0.1:0"}})
	if err := qn.juror.Host.Connect(ctx, coord.Host.FullAddrs()); err != nil {
		t.Fatal(err)
	}
	if load := coord.Coordinator.Load(); load.AsyncQueued != 1 {
		t.Fatalf("%+v after the restart, want the submission queued again", load)
	}
	qn.eng.release <- struct{}{} // the first request, resumed, gets its receipt
	expectAsked(t, ctx, qn.eng.asked, "q-second")
	qn.eng.release <- struct{}{}
	for _, sub := range []api.View{first, second} {
		rec, err := coord.Coordinator.Wait(ctx, sub.ID)
		if err != nil || rec.Status != coordinator.StatusMinted || !rec.IsRequester(sub.RequesterToken) {
			t.Fatalf("%s after the restart: %+v (%v), want minted with its requester token", sub.ID, rec, err)
		}
	}
}

// TestQueuedSubmissionFailsWhenNoSlotFrees: a queued submission for which
// no panel can be drawn within the slot wait ends as failed, code
// "overloaded", which GET answers with 503; nothing of it stays queued.
func TestQueuedSubmissionFailsWhenNoSlotFrees(t *testing.T) {
	qn := startQueueNet(t, t.TempDir(), 300*time.Millisecond, 0)
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	qn.submitAsync(t, "q-first")
	expectAsked(t, ctx, qn.eng.asked, "q-first")
	second := qn.submitAsync(t, "q-second")
	if second.Status != coordinator.StatusQueued {
		t.Fatalf("second submission %s, want queued", second.Status)
	}
	rec, err := qn.coord.Coordinator.Wait(ctx, second.ID)
	if err != nil || rec.Status != coordinator.StatusFailed || rec.Failure == nil || rec.Failure.Code != coordinator.FailOverloaded {
		t.Fatalf("queued submission ended as %+v (%v), want failed overloaded", rec, err)
	}
	status, v := getView(t, qn.coord.URL()+"/v1/verdicts/"+second.ID)
	if status != http.StatusServiceUnavailable || v.Failure == nil || v.Failure.Code != coordinator.FailOverloaded {
		t.Fatalf("GET: %d %+v, want 503 overloaded", status, v.Failure)
	}
	if stored(t, qn.coord.Store, "coord/queue/"+second.ID) {
		t.Fatal("the failed submission is still queued on disk")
	}
	if load := qn.coord.Coordinator.Load(); load.AsyncQueued != 0 || load.SlotsHeld != 1 {
		t.Fatalf("%+v, want nothing queued and the first request's slot held", load)
	}
	qn.eng.release <- struct{}{}
}
