package node

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/arbitra-network/arbitra/coordinator"
	"github.com/arbitra-network/arbitra/identity"
	"github.com/arbitra-network/arbitra/juror"
	"github.com/arbitra-network/arbitra/p2p"
	"github.com/arbitra-network/arbitra/verdict"
)

// scriptEngine answers from a per-question script: each juror index has a
// reply, or a behaviour ("sleep" blocks past any deadline, "ctx" blocks
// until the context ends, "429" fails as rate limited).
type scriptEngine struct {
	idx    int
	mu     *sync.Mutex
	script map[string][]string
	gate   chan struct{} // closed to release "gate" replies
}

func (e *scriptEngine) Name() string  { return "script" }
func (e *scriptEngine) Model() string { return fmt.Sprintf("script-%d", e.idx) }

func (e *scriptEngine) Complete(ctx context.Context, req juror.ChatRequest) (juror.ChatResponse, error) {
	e.mu.Lock()
	var reply string
	for q, replies := range e.script {
		if strings.Contains(req.User, q) {
			reply = replies[e.idx]
		}
	}
	e.mu.Unlock()
	switch reply {
	case "sleep":
		time.Sleep(4 * time.Second) // ignores ctx on purpose: the receipt arrives too late
		return juror.ChatResponse{Content: `{"vote":"yes"}`}, nil
	case "ctx":
		<-ctx.Done()
		return juror.ChatResponse{}, ctx.Err()
	case "429":
		return juror.ChatResponse{}, &juror.EngineError{Class: verdict.ErrClassRateLimited, Err: fmt.Errorf("429")}
	case "gate":
		select {
		case <-e.gate:
		case <-ctx.Done():
			return juror.ChatResponse{}, ctx.Err()
		}
		return juror.ChatResponse{Content: `{"vote":"no","confidence":0.5,"rationale":"late"}`}, nil
	}
	return juror.ChatResponse{Content: reply}, nil
}

type testNet struct {
	coord  *Node
	jurors []*Node
	script map[string][]string
	mu     *sync.Mutex
	gate   chan struct{}
}

func startNet(t *testing.T, nJurors int) *testNet {
	t.Helper()
	ctx := context.Background()
	tn := &testNet{script: map[string][]string{}, mu: &sync.Mutex{}, gate: make(chan struct{})}
	coord, err := New(Config{
		DataDir: t.TempDir(), Key: identity.Derive(t.Name() + "/coordinator"), ListenAddrs: p2p.LoopbackListenAddrs[:1],
		Coordinator: &CoordinatorConfig{HTTPAddr: "127.0.0.1:0"},
	})
	if err != nil {
		t.Fatal(err)
	}
	if err := coord.Start(ctx); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { coord.Close() })
	tn.coord = coord
	for i := range nJurors {
		eng := &scriptEngine{idx: i, mu: tn.mu, script: tn.script, gate: tn.gate}
		j, err := New(Config{
			DataDir: t.TempDir(), Key: identity.Derive(fmt.Sprintf("%s/juror-%d", t.Name(), i)),
			ListenAddrs: p2p.LoopbackListenAddrs[:1], Bootstrap: coord.Host.FullAddrs(),
			Juror: &JurorConfig{Engine: eng, PresenceInterval: 200 * time.Millisecond},
		})
		if err != nil {
			t.Fatal(err)
		}
		if err := j.Start(ctx); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { j.Close() })
		tn.jurors = append(tn.jurors, j)
	}
	wctx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	if err := coord.Coordinator.Registry().WaitFor(wctx, nJurors); err != nil {
		t.Fatalf("jurors never became live: %v", err)
	}
	waitMesh(t, coord, nJurors)
	return tn
}

// waitMesh waits until every juror is subscribed to the request topic as
// seen from the coordinator, so the first publish reaches all of them.
func waitMesh(t *testing.T, coord *Node, n int) {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for len(coord.Host.PubSub.ListPeers(p2p.TopicRequests)) < n {
		if time.Now().After(deadline) {
			t.Fatalf("only %d request-topic peers", len(coord.Host.PubSub.ListPeers(p2p.TopicRequests)))
		}
		time.Sleep(20 * time.Millisecond)
	}
}

func (tn *testNet) submit(t *testing.T, question string, replies []string, timeoutMS int64) (int, coordinator.View) {
	t.Helper()
	tn.mu.Lock()
	tn.script[question] = replies
	tn.mu.Unlock()
	body := coordinator.SubmitBody{Submission: coordinator.Submission{
		Question: verdict.Question{
			Question: question, Options: []string{"yes", "no"},
			Evidence: []verdict.Evidence{{Label: "doc", Text: "evidence for " + question}},
		},
		Panel: len(replies), TimeoutMS: timeoutMS,
	}}
	return postJSON(t, tn.coord.URL()+"/v1/verdicts", body)
}

func postJSON(t *testing.T, url string, body any) (int, coordinator.View) {
	t.Helper()
	b, _ := json.Marshal(body)
	resp, err := http.Post(url, "application/json", bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var v coordinator.View
	if err := json.NewDecoder(resp.Body).Decode(&v); err != nil {
		t.Fatal(err)
	}
	return resp.StatusCode, v
}

func votesOf(v coordinator.View) []string {
	out := make([]string, len(v.Jurors))
	for i, j := range v.Jurors {
		out[i] = j.Vote
		if j.ErrorClass != "" {
			out[i] += ":" + j.ErrorClass
		}
	}
	return out
}

func countOf(xs []string, x string) int {
	n := 0
	for _, s := range xs {
		if s == x {
			n++
		}
	}
	return n
}

// auditView re-verifies a minted view exactly as an offline auditor would,
// from the receipt blocks the coordinator stored.
func auditView(t *testing.T, tn *testNet, v coordinator.View) verdict.Report {
	t.Helper()
	rec, err := tn.coord.Coordinator.Get(v.ID)
	if err != nil {
		t.Fatal(err)
	}
	record, err := tn.coord.Coordinator.Record(v.ID)
	if err != nil {
		t.Fatal(err)
	}
	rep := verdict.Audit(record, verdict.AuditOptions{ExpectCID: rec.CID, ExpectSigner: tn.coord.Address()})
	if !rep.OK() {
		t.Fatalf("audit failed: %+v", rep.Checks)
	}
	return rep
}

func TestPanelOutcomes(t *testing.T) {
	tn := startNet(t, 5)

	t.Run("unanimous", func(t *testing.T) {
		status, v := tn.submit(t, "q-unanimous", []string{`{"vote":"yes","confidence":0.9,"rationale":"clear"}`, "yes", "1", `Sure: {"vote":"YES"}`, `{"vote":"yes"}`}, 10000)
		if status != http.StatusOK || v.Status != coordinator.StatusMinted {
			t.Fatalf("status %d %s: %+v", status, v.Status, v.Failure)
		}
		if v.Decision != "yes" || !v.Unanimous || v.Dissent != 0 || len(v.Jurors) != 5 {
			t.Fatalf("got %s unanimous=%t dissent=%d jurors=%d", v.Decision, v.Unanimous, v.Dissent, len(v.Jurors))
		}
		if v.Jurors[0].Rationale == "" && v.Jurors[1].Rationale == "" && v.Jurors[2].Rationale == "" && v.Jurors[3].Rationale == "" && v.Jurors[4].Rationale == "" {
			t.Fatalf("the first answer must carry the rationales")
		}
		rep := auditView(t, tn, v)
		if rep.Hash != v.Hash {
			t.Fatalf("hash %s, view says %s", rep.Hash, v.Hash)
		}
	})

	t.Run("split with dissent", func(t *testing.T) {
		status, v := tn.submit(t, "q-split", []string{"yes", "no", "yes", `{"vote":2}`, "yes"}, 10000)
		if status != http.StatusOK || v.Decision != "yes" || v.Unanimous || v.Dissent != 2 {
			t.Fatalf("status %d: %s unanimous=%t dissent=%d votes=%v", status, v.Decision, v.Unanimous, v.Dissent, votesOf(v))
		}
		auditView(t, tn, v)
	})

	t.Run("tie is undecided", func(t *testing.T) {
		status, v := tn.submit(t, "q-tie", []string{"yes", "no", "yes", "no", "I cannot decide"}, 10000)
		votes := votesOf(v)
		if status != http.StatusOK || v.Decision != verdict.DecisionUndecided || v.Unanimous {
			t.Fatalf("status %d: %s votes=%v", status, v.Decision, votes)
		}
		if countOf(votes, "abstain:unparseable_vote") != 1 {
			t.Fatalf("garbage must abstain as unparseable_vote: %v", votes)
		}
		auditView(t, tn, v)
	})

	t.Run("timeouts and failures abstain", func(t *testing.T) {
		status, v := tn.submit(t, "q-abstain", []string{"yes", "ctx", "sleep", "429", "no-such-option"}, 2500)
		votes := votesOf(v)
		if status != http.StatusOK || v.Decision != "yes" || !v.Unanimous || v.Dissent != 0 {
			t.Fatalf("status %d: %s unanimous=%t votes=%v", status, v.Decision, v.Unanimous, votes)
		}
		for _, want := range []string{"abstain:timeout", "abstain:rate_limited", "abstain:unparseable_vote"} {
			if countOf(votes, want) == 0 {
				t.Fatalf("no %s in %v", want, votes)
			}
		}
		if countOf(votes, "abstain:timeout") != 2 {
			t.Fatalf("want two timeouts (one juror's engine timed out, one juror never answered): %v", votes)
		}
		missing := 0
		for _, j := range v.Jurors {
			if j.ReceiptCID == "" {
				missing++
			}
		}
		if missing != 1 {
			t.Fatalf("exactly the juror that never answered has no receipt, got %d", missing)
		}
		auditView(t, tn, v)
	})

	t.Run("all abstain is 502 and nothing is signed", func(t *testing.T) {
		status, v := tn.submit(t, "q-none", []string{"429", "maybe", "429", "perhaps", "ctx"}, 2000)
		if status != http.StatusBadGateway || v.Status != coordinator.StatusFailed || v.Failure == nil || v.Failure.Code != coordinator.FailAllAbstain {
			t.Fatalf("status %d %+v", status, v)
		}
		if v.Signature != "" || v.Hash != "" || v.Receipt != "" {
			t.Fatalf("an all-abstain panel must sign nothing: %+v", v)
		}
		rec, err := tn.coord.Coordinator.Get(v.ID)
		if err != nil || rec.Verdict != nil || rec.Signature != "" {
			t.Fatalf("stored record carries a verdict: %+v %v", rec, err)
		}
	})
}
