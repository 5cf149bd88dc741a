package node

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/arbitra-network/arbitra/api"
	"github.com/arbitra-network/arbitra/internal/await"

	"github.com/libp2p/go-libp2p/core/network"

	"github.com/arbitra-network/arbitra/coordinator"
	"github.com/arbitra-network/arbitra/identity"
	"github.com/arbitra-network/arbitra/juror"
	"github.com/arbitra-network/arbitra/p2p"
	"github.com/arbitra-network/arbitra/verdict"
)

// seenEngine answers at once and reports each question it is asked.
type seenEngine struct{ asked chan string }

func (e *seenEngine) Name() string  { return "seen" }
func (e *seenEngine) Model() string { return "seen-1" }
func (e *seenEngine) Complete(_ context.Context, req juror.ChatRequest) (juror.ChatResponse, error) {
	for _, q := range []string{"q-first", "q-second"} {
		if strings.Contains(req.User, q) {
			e.asked <- q
		}
	}
	return juror.ChatResponse{Content: `{"vote":"yes"}`}, nil
}

// TestUnacknowledgedReceiptKeepsNoJudgementSlot: a juror with one
// judgement slot whose coordinator never acknowledges a receipt still
// judges the next request; the first receipt waits for its ack without
// holding the slot (before, the slot was held until delivery gave up, up to
// the deadline and five seconds more). The next request comes from another
// coordinator: the one that never reads the receipt still counts the slot
// as its own until the first request ends.
func TestUnacknowledgedReceiptKeepsNoJudgementSlot(t *testing.T) {
	eng := &seenEngine{asked: make(chan string, 4)}
	coord, other := startSharedJuror(t, eng)
	wctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()

	// From now on the coordinator takes receipt streams and answers none;
	// the handlers end when the test does.
	stall := func(st network.Stream) {
		<-wctx.Done()
		_ = st.Reset()
	}
	coord.Host.SetStreamHandler(p2p.ProtocolReceipt, stall)

	submit := func(q string) {
		t.Helper()
		to := coord
		if q == "q-second" {
			to = other
		}
		status, _ := postJSON(t, to.URL()+"/v1/verdicts", api.SubmitBody{Async: true, Question: verdict.Question{Question: q, Options: []string{"yes", "no"}, Evidence: []verdict.Evidence{{Label: "doc", Text: q}}},
			Panel: 1, TimeoutMS: 60000,
		})
		if status != http.StatusAccepted {
			t.Fatalf("submit %s: %d", q, status)
		}
	}
	for _, q := range []string{"q-first", "q-second"} {
		submit(q)
		// q-second is never asked if the unacknowledged receipt holds the
		// only slot.
		expectAsked(t, wctx, eng.asked, q)
	}
}

// gateEngine holds every judgement until the test lets it go, and reports
// each question it is asked and the most judgements it held at once.
type gateEngine struct {
	asked   chan string
	release chan struct{}

	mu         sync.Mutex
	busy, most int
}

func newGateEngine() *gateEngine {
	return &gateEngine{asked: make(chan string, 16), release: make(chan struct{}, 16)}
}

func (e *gateEngine) Name() string  { return "gate" }
func (e *gateEngine) Model() string { return "gate-1" }
func (e *gateEngine) Complete(ctx context.Context, req juror.ChatRequest) (juror.ChatResponse, error) {
	e.mu.Lock()
	e.busy++
	e.most = max(e.most, e.busy)
	e.mu.Unlock()
	defer func() {
		e.mu.Lock()
		e.busy--
		e.mu.Unlock()
	}()
	for _, q := range []string{"q-first", "q-second", "q-third", "q-late"} {
		if strings.Contains(req.User, q) {
			e.asked <- q
		}
	}
	select {
	case <-e.release:
		return juror.ChatResponse{Content: `{"vote":"yes"}`}, nil
	case <-ctx.Done():
		return juror.ChatResponse{}, ctx.Err()
	}
}

func (e *gateEngine) mostAtOnce() int {
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.most
}

// expectAsked waits for an engine's next question and checks it.
func expectAsked(t *testing.T, ctx context.Context, asked <-chan string, want string) {
	t.Helper()
	select {
	case got := <-asked:
		if got != want {
			t.Fatalf("engine asked %s, want %s", got, want)
		}
	case <-ctx.Done():
		t.Fatalf("engine never asked %s", want)
	}
}

func question(q string, timeoutMS int64) coordinator.Submission {
	return coordinator.Submission{
		Question: verdict.Question{Question: q, Options: []string{"yes", "no"}, Evidence: []verdict.Evidence{{Label: "doc", Text: q}}},
		Panel:    1, TimeoutMS: timeoutMS,
	}
}

// async is the body of an asynchronous submission of sub.
func async(sub coordinator.Submission) api.SubmitBody {
	return api.SubmitBody{Question: sub.Question, Panel: sub.Panel, TimeoutMS: sub.TimeoutMS, Publish: sub.Publish,
		Deal: sub.Deal, MinVotes: sub.MinVotes, Nonce: sub.Nonce, Async: true}
}

// waitQueued waits until n submissions are queued for judgement slots.
func waitQueued(t *testing.T, ctx context.Context, coord *Node, n int) {
	t.Helper()
	await.UntilCtx(t, ctx, fmt.Sprintf("%d submissions queued", n), func() bool { return coord.Coordinator.Load().Queued == n })
}

// TestSubmissionsWaitForJudgementSlots: a coordinator sends a juror no more
// requests at once than the juror's announced capacity. Three submissions
// to a juror with one slot are gossiped one at a time, each once the
// previous receipt is in, and all three are judged; the others wait at the
// coordinator, where their deadlines have not started. Before, all three
// were gossiped at once and waited at the juror with their deadlines
// running, and under a sustained load every request timed out there.
func TestSubmissionsWaitForJudgementSlots(t *testing.T) {
	coord := startCoordinator(t)
	eng := newGateEngine()
	var delivered atomic.Int32
	startNode(t, Config{
		DataDir: t.TempDir(), Key: identity.Derive(t.Name() + "/juror"), ListenAddrs: p2p.LoopbackListenAddrs[:1],
		Bootstrap: coord.Host.FullAddrs(),
		Trace: func(_, step string) {
			if step == juror.StepRequestDelivered {
				delivered.Add(1)
			}
		},
		Juror: &JurorConfig{Engine: eng, Capacity: 1, PresenceInterval: 200 * time.Millisecond},
	})
	waitJurors(t, coord, 1)
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()

	results := make(chan *coordinator.Record, 3)
	for _, q := range []string{"q-first", "q-second", "q-third"} {
		go func() {
			rec, err := coord.Coordinator.SubmitAndWait(ctx, question(q, 30_000))
			if err != nil {
				t.Errorf("%s: %v", q, err)
			}
			results <- rec
		}()
		if q == "q-first" {
			expectAsked(t, ctx, eng.asked, q) // the others queue behind it
		}
	}
	waitQueued(t, ctx, coord, 2)
	if n := delivered.Load(); n != 1 {
		t.Fatalf("%d requests delivered to the juror while its only slot was taken, want 1", n)
	}
	if load := coord.Coordinator.Load(); load.InFlight != 1 || load.SlotsHeld != 1 {
		t.Fatalf("%+v under way, want 1 request in flight holding 1 slot", load)
	}
	// Which of the two queued comes next depends on which queued first.
	next := map[string]bool{"q-second": true, "q-third": true}
	for range 2 {
		eng.release <- struct{}{}
		select {
		case q := <-eng.asked:
			if !next[q] {
				t.Fatalf("engine asked %s again", q)
			}
			delete(next, q)
		case <-ctx.Done():
			t.Fatal("a queued submission was never gossiped after the slot was handed back")
		}
	}
	eng.release <- struct{}{}
	for range 3 {
		rec := <-results
		if rec == nil || rec.Status != coordinator.StatusMinted {
			t.Fatalf("a submission ended as %+v, want minted", rec)
		}
		var v verdict.Verdict
		if err := json.Unmarshal(rec.Verdict, &v); err != nil || v.Decision != "yes" {
			t.Fatalf("verdict %s (%v), want the juror's yes", rec.Verdict, err)
		}
	}
	if n := eng.mostAtOnce(); n != 1 {
		t.Fatalf("the engine held %d judgements at once, want 1", n)
	}
}

// TestSubmissionRefusedWhenNoSlotFrees: a submission that finds no free
// slot within the coordinator's SlotWait is answered 503 with code
// "overloaded" and a Retry-After, and nothing of it is stored; once the
// slot is handed back, the next submission goes through.
func TestSubmissionRefusedWhenNoSlotFrees(t *testing.T) {
	coord := startNode(t, Config{
		DataDir: t.TempDir(), Key: identity.Derive(t.Name() + "/coordinator"), ListenAddrs: p2p.LoopbackListenAddrs[:1],
		Coordinator: &CoordinatorConfig{HTTPAddr: "127.0.0.1:0", SlotWait: 200 * time.Millisecond},
	})
	eng := newGateEngine()
	startJuror(t, coord, "juror", &JurorConfig{Engine: eng, Capacity: 1})
	waitJurors(t, coord, 1)
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()

	if status, _ := postJSON(t, coord.URL()+"/v1/verdicts", async(question("q-first", 30_000))); status != http.StatusAccepted {
		t.Fatalf("first submission: %d, want 202", status)
	}
	expectAsked(t, ctx, eng.asked, "q-first")

	b, _ := json.Marshal(question("q-second", 30_000))
	resp, err := http.Post(coord.URL()+"/v1/verdicts", "application/json", bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	var apiErr api.Error
	err = json.NewDecoder(resp.Body).Decode(&apiErr)
	resp.Body.Close()
	if err != nil || resp.StatusCode != http.StatusServiceUnavailable || apiErr.Code != "overloaded" || apiErr.Field != "panel" {
		t.Fatalf("second submission: %d %+v (%v), want 503 overloaded on panel", resp.StatusCode, apiErr, err)
	}
	if resp.Header.Get("Retry-After") == "" {
		t.Fatal("503 overloaded without Retry-After")
	}
	var requests int
	if err := coord.Store.Scan([]byte("coord/request/"), func(_, _ []byte) error { requests++; return nil }); err != nil {
		t.Fatal(err)
	}
	if requests != 1 {
		t.Fatalf("%d requests stored, want only the first", requests)
	}
	if load := coord.Coordinator.Load(); load.Queued != 0 || load.SlotsHeld != 1 {
		t.Fatalf("%+v under way after the refusal, want nothing queued and the first request's slot", load)
	}

	eng.release <- struct{}{} // the first verdict hands the slot back
	eng.release <- struct{}{} // and the next submission is judged at once
	status, v := postJSON(t, coord.URL()+"/v1/verdicts", question("q-third", 30_000))
	if status != http.StatusOK || v.Status != coordinator.StatusMinted {
		t.Fatalf("submission after the slot freed: %d %s, want 200 minted", status, v.Status)
	}
}

// startSharedJuror starts two coordinators and a juror with one judgement
// slot connected to both: each coordinator counts only its own requests
// against the slot.
func startSharedJuror(t *testing.T, eng juror.Engine) (a, b *Node) {
	t.Helper()
	coord := func(name string) *Node {
		return startNode(t, Config{
			DataDir: t.TempDir(), Key: identity.Derive(t.Name() + "/" + name), ListenAddrs: p2p.LoopbackListenAddrs[:1],
			Coordinator: &CoordinatorConfig{HTTPAddr: "127.0.0.1:0"},
		})
	}
	a, b = coord("coordinator-a"), coord("coordinator-b")
	startNode(t, Config{
		DataDir: t.TempDir(), Key: identity.Derive(t.Name() + "/juror"), ListenAddrs: p2p.LoopbackListenAddrs[:1],
		Bootstrap: append(a.Host.FullAddrs(), b.Host.FullAddrs()...),
		Juror:     &JurorConfig{Engine: eng, Capacity: 1, PresenceInterval: 200 * time.Millisecond},
	})
	waitJurors(t, a, 1)
	waitJurors(t, b, 1)
	return a, b
}

// TestExpiredRequestIsNotJudged: a juror shared by two coordinators, each
// of which fills its one slot, judges one request and leaves the other
// waiting. A request whose deadline passed while it waited is dropped
// when the slot frees, without a model call.
func TestExpiredRequestIsNotJudged(t *testing.T) {
	eng := newGateEngine()
	coordA, coordB := startSharedJuror(t, eng)
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()

	if status, _ := postJSON(t, coordA.URL()+"/v1/verdicts", async(question("q-first", 30_000))); status != http.StatusAccepted {
		t.Fatalf("first submission: %d", status)
	}
	expectAsked(t, ctx, eng.asked, "q-first")
	// B does not know the juror is busy; its request waits at the juror
	// until its deadline, and B fails it.
	status, v := postJSON(t, coordB.URL()+"/v1/verdicts", question("q-late", 500))
	if status != http.StatusBadGateway || v.Failure == nil || v.Failure.Code != coordinator.FailAllAbstain {
		t.Fatalf("late request: %d %+v, want 502 all_abstain", status, v.Failure)
	}
	eng.release <- struct{}{}
	// The juror takes requests in order: once it judges the next one, it
	// has dealt with q-late.
	if status, _ := postJSON(t, coordA.URL()+"/v1/verdicts", async(question("q-second", 30_000))); status != http.StatusAccepted {
		t.Fatalf("next submission: %d", status)
	}
	expectAsked(t, ctx, eng.asked, "q-second")
	eng.release <- struct{}{}
}
