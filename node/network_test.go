package node

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/arbitra-network/arbitra/api"
	"github.com/arbitra-network/arbitra/internal/await"

	"github.com/libp2p/go-libp2p/core/peer"

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
	held   chan string   // if set, told each question a "gate" reply holds
}

func (e *scriptEngine) Name() string  { return "script" }
func (e *scriptEngine) Model() string { return fmt.Sprintf("script-%d", e.idx) }

func (e *scriptEngine) Complete(ctx context.Context, req juror.ChatRequest) (juror.ChatResponse, error) {
	e.mu.Lock()
	var question, reply string
	for q, replies := range e.script {
		if strings.Contains(req.User, q) {
			question, reply = q, replies[e.idx]
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
		if e.held != nil {
			select {
			case e.held <- question:
			default: // no test waits on this many
			}
		}
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
	held   chan string // the questions the jurors' "gate" replies hold, one per juror
}

func startNet(t *testing.T, nJurors int) *testNet {
	t.Helper()
	return startNetOn(t, startCoordinator(t), nJurors)
}

// startNetOn starts nJurors scripted jurors that dial coord.
func startNetOn(t *testing.T, coord *Node, nJurors int) *testNet {
	t.Helper()
	tn := &testNet{script: map[string][]string{}, mu: &sync.Mutex{}, gate: make(chan struct{}), held: make(chan string, 64)}
	tn.coord = coord
	for i := range nJurors {
		eng := &scriptEngine{idx: i, mu: tn.mu, script: tn.script, gate: tn.gate, held: tn.held}
		tn.jurors = append(tn.jurors, startJuror(t, tn.coord, fmt.Sprintf("juror-%d", i), &JurorConfig{Engine: eng}))
	}
	waitJurors(t, tn.coord, nJurors)
	return tn
}

// startCoordinator starts a coordinator node with its HTTP API on loopback,
// closed when the test ends.
func startCoordinator(t *testing.T) *Node {
	t.Helper()
	return startNode(t, Config{
		DataDir: t.TempDir(), Key: identity.Derive(t.Name() + "/coordinator"), ListenAddrs: p2p.LoopbackListenAddrs[:1],
		Coordinator: &CoordinatorConfig{HTTPAddr: "127.0.0.1:0"},
	})
}

// startNode builds and starts a node from cfg; closed when the test ends.
func startNode(t *testing.T, cfg Config) *Node {
	t.Helper()
	n, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	if err := n.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { n.Close() })
	return n
}

// startJuror starts a juror node named name that dials coord, announcing
// its presence every 200 ms; closed when the test ends.
func startJuror(t *testing.T, coord *Node, name string, cfg *JurorConfig) *Node {
	t.Helper()
	cfg.PresenceInterval = 200 * time.Millisecond
	return startNode(t, Config{
		DataDir: t.TempDir(), Key: identity.Derive(t.Name() + "/" + name),
		ListenAddrs: p2p.LoopbackListenAddrs[:1], Bootstrap: coord.Host.FullAddrs(), Juror: cfg,
	})
}

// waitJurors waits until n jurors are live at coord and subscribed to its
// request topic.
func waitJurors(t *testing.T, coord *Node, n int) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	if err := coord.Coordinator.Registry().WaitFor(ctx, n); err != nil {
		t.Fatalf("jurors never became live: %v", err)
	}
	waitMesh(t, coord, n)
}

// waitMesh waits until every juror is subscribed to the request topic as
// seen from the coordinator, so the first publish reaches all of them.
func waitMesh(t *testing.T, coord *Node, n int) {
	t.Helper()
	await.Until(t, 30*time.Second, fmt.Sprintf("%d request-topic peers", n), func() bool {
		return len(coord.Host.PubSub.ListPeers(p2p.TopicRequests)) >= n
	})
}

func (tn *testNet) submit(t *testing.T, question string, replies []string, timeoutMS int64) (int, api.View) {
	t.Helper()
	tn.mu.Lock()
	tn.script[question] = replies
	tn.mu.Unlock()
	body := api.SubmitBody{
		Question: verdict.Question{
			Question: question, Options: []string{"yes", "no"},
			Evidence: []verdict.Evidence{{Label: "doc", Text: "evidence for " + question}},
		},
		Panel: len(replies), TimeoutMS: timeoutMS,
	}
	return postJSON(t, tn.coord.URL()+"/v1/verdicts", body)
}

// postJSON posts a submission through the API client and decodes the
// answer, whatever its status, as a view (an error answer leaves it empty
// but for what the two share).
func postJSON(t *testing.T, url string, body any) (int, api.View) {
	t.Helper()
	base, ok := strings.CutSuffix(url, "/v1/verdicts")
	c, err := api.NewClient(base, nil)
	if !ok || err != nil {
		t.Fatalf("postJSON %s: %v", url, err)
	}
	var v api.View
	status, err := c.Do(context.Background(), http.MethodPost, "/v1/verdicts", "", body, &v, anyStatus...)
	if err != nil {
		t.Fatal(err)
	}
	return status, v
}

// anyStatus is every status an answer may have.
var anyStatus = func() []int {
	var out []int
	for s := 100; s < 600; s++ {
		out = append(out, s)
	}
	return out
}()

func votesOf(v api.View) []string {
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
func auditView(t *testing.T, tn *testNet, v api.View) verdict.Report {
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
		// The failure still names the evidence it was about, in the answer
		// and once the request is read back from the store.
		want := verdict.EvidenceContext([]verdict.Evidence{{Label: "doc", Text: "evidence for q-none"}})
		if v.Evidence != want {
			t.Fatalf("failed answer's evidence %+v, want %+v", v.Evidence, want)
		}
		resp, err := http.Get(tn.coord.URL() + "/v1/verdicts/" + v.ID)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		var again api.View
		if err := json.NewDecoder(resp.Body).Decode(&again); err != nil || again.Evidence != want {
			t.Fatalf("failed record's evidence %+v (%v), want %+v", again.Evidence, err, want)
		}
	})
}

// TestReceiptForgeryReplayAndDuplicates delivers hand-made receipts to the
// coordinator over the real receipt protocol from a panel juror's own host.
func TestReceiptForgeryReplayAndDuplicates(t *testing.T) {
	tn := startNet(t, 2)
	ctx := context.Background()
	coordPeer := tn.coord.Host.ID()

	// Both jurors wait on the gate, so the request stays open while we
	// deliver crafted receipts.
	req := submitHeld(t, tn, "q-forgery", 20000)
	j0, j1 := tn.jurors[0], tn.jurors[1]

	receipt := func(by *Node, vote string, root string) []byte { return craftReceipt(t, req, by, vote, root) }
	deliver := func(from *Node, env []byte) error { return deliverReceipt(from, coordPeer, env) }
	wantReject := func(what string, err error, reason string) {
		t.Helper()
		if err == nil || !strings.Contains(err.Error(), reason) {
			t.Fatalf("%s: want rejection %q, got %v", what, reason, err)
		}
	}

	// A receipt naming juror 0, signed by juror 1, sent from juror 0's host.
	var env map[string]json.RawMessage
	forged := receipt(j1, "yes", req.Context.Root)
	_ = json.Unmarshal(forged, &env)
	forgedRC := strings.Replace(string(env["receipt"]), strings.ToLower(j1.Address()), strings.ToLower(j0.Address()), 1)
	wantReject("signature by another key", deliver(j0, []byte(`{"receipt":`+forgedRC+`}`)), "forged")
	// Juror 1's genuine receipt, relayed from juror 0's host.
	wantReject("relayed by another peer", deliver(j0, receipt(j1, "yes", req.Context.Root)), "forged")
	// Bound to other evidence.
	wantReject("other evidence root", deliver(j0, receipt(j0, "yes", verdict.Fingerprint("other"))), "forged")

	// The first genuine receipt is accepted; an identical retry is
	// acknowledged; a different one from the same juror is a duplicate.
	first := receipt(j0, "yes", req.Context.Root)
	if err := deliver(j0, first); err != nil {
		t.Fatalf("genuine receipt rejected: %v", err)
	}
	if err := deliver(j0, first); err != nil {
		t.Fatalf("identical retry must be acknowledged: %v", err)
	}
	wantReject("second vote", deliver(j0, receipt(j0, "no", req.Context.Root)), "duplicate")

	// Release the engines: juror 0's own late receipt is a duplicate too,
	// juror 1 votes "no" and the verdict is minted from what was accepted.
	close(tn.gate)
	wctx, cancel := context.WithTimeout(ctx, 20*time.Second)
	defer cancel()
	final, err := tn.coord.Coordinator.Wait(wctx, req.ID)
	if err != nil || final.Status != coordinator.StatusMinted {
		t.Fatalf("not minted: %+v %v", final, err)
	}
	c, _ := api.NewClient(tn.coord.URL(), nil)
	view, err := c.Verdict(ctx, req.ID, api.ViewOptions{Receipts: true})
	if err != nil {
		t.Fatal(err)
	}
	if got := votesOf(*view); strings.Join(got, ",") != "yes,no" && strings.Join(got, ",") != "no,yes" {
		t.Fatalf("votes %v: juror 0's first receipt must stand", got)
	}
	auditView(t, tn, *view)

	// Replaying an accepted receipt after the verdict is minted.
	wantReject("replay after mint", deliver(j0, first), "replayed")
}

// craftReceipt is a receipt for req signed by juror by, voting vote on the
// evidence root root, in its envelope.
func craftReceipt(t *testing.T, req *verdict.Request, by *Node, vote, root string) []byte {
	t.Helper()
	rc := verdict.Receipt{
		V: verdict.Version, Kind: verdict.KindReceipt, RequestID: req.ID, Juror: verdict.MustAddress(by.Address()), PeerID: by.Host.ID().String(),
		Model: "m", Engine: "e", Context: verdict.Context{Count: req.Context.Count, Root: root},
		PromptFP: verdict.Fingerprint("p"), ResponseFP: verdict.Fingerprint(vote), Vote: vote, Confidence: 0.5,
		CreatedAt: verdict.FormatTime(time.Now()),
	}
	if err := rc.Sign(by.Signer()); err != nil {
		t.Fatal(err)
	}
	b, _ := json.Marshal(p2p.ReceiptEnvelope{Receipt: rc})
	return b
}

// deliverReceipt sends a receipt envelope from a juror's host to a
// coordinator and returns once it is acknowledged.
func deliverReceipt(from *Node, to peer.ID, env []byte) error {
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Second)
	defer cancel()
	return juror.Deliver(ctx, from.Host, to, env)
}

// awaitHeld waits until n of tn's jurors hold question q at their gate:
// they have the request, so that a coordinator stopped now has it in
// flight at them.
func (tn *testNet) awaitHeld(t *testing.T, q string, n int) {
	t.Helper()
	timeout := time.After(30 * time.Second)
	for n > 0 {
		select {
		case got := <-tn.held:
			if got == q {
				n--
			}
		case <-timeout:
			t.Fatalf("%d jurors still to hold %q", n, q)
		}
	}
}

// submitHeld submits question q asynchronously to a 2-juror panel whose
// engines both wait on tn.gate, and returns the request as the coordinator
// signed it once both jurors hold it.
func submitHeld(t *testing.T, tn *testNet, q string, timeoutMS int64) *verdict.Request {
	t.Helper()
	tn.mu.Lock()
	tn.script[q] = []string{"gate", "gate"}
	tn.mu.Unlock()
	body := api.SubmitBody{Async: true, Question: verdict.Question{Question: q, Options: []string{"yes", "no"}, Evidence: []verdict.Evidence{{Label: "doc", Text: "e"}}},
		Panel: 2, TimeoutMS: timeoutMS,
	}
	status, v := postJSON(t, tn.coord.URL()+"/v1/verdicts", body)
	if status != http.StatusAccepted {
		t.Fatalf("async submit: %d", status)
	}
	rec, err := tn.coord.Coordinator.Get(v.ID)
	if err != nil {
		t.Fatal(err)
	}
	tn.awaitHeld(t, q, 2)
	return &rec.Request.Request
}
