package juror

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"
	pubsub "github.com/libp2p/go-libp2p-pubsub"
	"github.com/libp2p/go-libp2p/core/network"

	"github.com/arbitra-network/arbitra/p2p"
	"github.com/arbitra-network/arbitra/verdict"
)

// floodSize is how many requests the rogue coordinator floods.
const floodSize = 80

// countingEngine answers yes at once and counts its calls per coordinator,
// told apart by the question each coordinator asks.
type countingEngine struct {
	mu    sync.Mutex
	calls map[string]int // by the marker found in the prompt
}

func (e *countingEngine) Name() string  { return "counting" }
func (e *countingEngine) Model() string { return "scripted-1" }

func (e *countingEngine) Complete(_ context.Context, req ChatRequest) (ChatResponse, error) {
	e.mu.Lock()
	defer e.mu.Unlock()
	for _, who := range []string{"rogue", "real"} {
		if strings.Contains(req.User, "asked by the "+who+" coordinator") {
			e.calls[who]++
		}
	}
	return ChatResponse{Content: `{"vote":"yes"}`}, nil
}

func (e *countingEngine) count(who string) int {
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.calls[who]
}

// traced is one step a juror's Trace reported.
type traced struct{ id, step string }

// floodNet is a juror service on a real loopback host with two coordinator
// hosts connected to it: a rogue that reads its receipts and never
// acknowledges one, and a real one that acknowledges each as it comes.
type floodNet struct {
	ctx               context.Context
	svc               *Service
	engine            *countingEngine
	jurorSigner       *verdict.KeySigner
	rogue, real       *verdict.KeySigner
	rogueTopic        *pubsub.Topic
	realTopic         *pubsub.Topic
	steps             chan traced
	acked             chan string // request IDs whose receipt the juror saw acknowledged
	realReceipts      chan traced // request ID and the time it arrived (RFC 3339 nano)
	rogueReceiptsRead chan string // request IDs of receipts the rogue read
}

func startFloodNet(t *testing.T, cfg ServiceConfig) *floodNet {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), receiptTestTimeout)
	t.Cleanup(cancel)
	newHost := func(boot []string) *p2p.Host {
		key, err := crypto.GenerateKey()
		if err != nil {
			t.Fatal(err)
		}
		h, err := p2p.New(ctx, p2p.Config{Key: key, ListenAddrs: p2p.LoopbackListenAddrs[:1], Bootstrap: boot})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { h.Close() })
		return h
	}
	jurorHost := newHost(nil)
	rogueHost := newHost(jurorHost.FullAddrs())
	realHost := newHost(jurorHost.FullAddrs())
	fn := &floodNet{
		ctx: ctx, engine: &countingEngine{calls: map[string]int{}}, jurorSigner: newSigner(t),
		rogue: verdict.NewKeySigner(hostKey(t, rogueHost)), real: verdict.NewKeySigner(hostKey(t, realHost)),
		steps:             make(chan traced, 16*floodSize),
		acked:             make(chan string, 2*floodSize),
		realReceipts:      make(chan traced, floodSize),
		rogueReceiptsRead: make(chan string, floodSize),
	}

	// The rogue reads every receipt and answers none; its handler returns
	// when the juror resets the stream or a host closes.
	rogueHost.SetStreamHandler(p2p.ProtocolReceipt, func(st network.Stream) {
		r := bufio.NewReader(st)
		for {
			_, body, err := p2p.ReadSeqMsg(r, p2p.MaxEnvelopeBytes)
			if err != nil {
				_ = st.Reset()
				return
			}
			var env p2p.ReceiptEnvelope
			if json.Unmarshal(body, &env) == nil {
				select {
				case fn.rogueReceiptsRead <- env.Receipt.RequestID:
				default:
				}
			}
		}
	})
	onReceipts(t, realHost, func(rc verdict.Receipt) {
		fn.realReceipts <- traced{id: rc.RequestID, step: time.Now().Format(time.RFC3339Nano)}
	})

	cfg.Judge = &Judge{Engine: fn.engine, Signer: fn.jurorSigner, PeerID: jurorHost.ID().String()}
	cfg.Host = jurorHost
	cfg.Trace = func(id, step string) {
		if step == StepReceiptAcked {
			select {
			case fn.acked <- id:
			default:
				t.Errorf("ack buffer full at %s", id)
			}
			return
		}
		select {
		case fn.steps <- traced{id, step}:
		default:
			t.Errorf("trace buffer full at %s %q", id, step)
		}
	}
	svc, err := NewService(cfg)
	if err != nil {
		t.Fatal(err)
	}
	if err := svc.Start(ctx); err != nil {
		t.Fatal(err)
	}
	fn.svc = svc
	t.Cleanup(func() { svc.Close() })

	if fn.rogueTopic, err = rogueHost.Join(p2p.TopicRequests, nil); err != nil {
		t.Fatal(err)
	}
	if fn.realTopic, err = realHost.Join(p2p.TopicRequests, nil); err != nil {
		t.Fatal(err)
	}
	waitForTopicPeer(t, ctx, fn.rogueTopic, jurorHost)
	waitForTopicPeer(t, ctx, fn.realTopic, jurorHost)
	return fn
}

// floodRequest is request n of coordinator who ("rogue" or "real"), signed
// by coord, with the juror as its one seat, due by deadline.
func (fn *floodNet) floodRequest(t *testing.T, who string, n int, coord *verdict.KeySigner, deadline time.Time) verdict.SignedRequest {
	t.Helper()
	id := fmt.Sprintf("vrd_%016x%016x", len(who), n) // the two coordinators' IDs differ by length of who
	cands := []verdict.Candidate{{Address: verdict.Address(fn.jurorSigner.Address()), Model: "scripted-1", Weight: verdict.MaxWeight}}
	ev := []verdict.Evidence{{Label: "task", Text: "asked by the " + who + " coordinator"}}
	now := time.Now()
	return signedRequest(t, verdict.Request{
		V: verdict.Version, Kind: verdict.KindRequest, ID: id, Coordinator: verdict.Address(coord.Address()),
		Question: "Was it done?", Options: []string{"yes", "no"}, Evidence: ev, Context: verdict.EvidenceContext(ev),
		Candidates: cands, Panel: verdict.SelectPanel(id, cands, 1),
		Deadline: deadline.UnixMilli(), CreatedAt: verdict.FormatTime(now),
	}, coord)
}

// flood publishes floodSize rogue requests due by rogueDeadline and,
// after every tenth, one of the real coordinator's due in 20 s, whose
// receipt it awaits before it goes on: the real coordinator, like any
// honest one, keeps within the capacity the juror announces. It returns
// the rogue's requests by ID and how many the real coordinator sent.
func (fn *floodNet) flood(t *testing.T, rogueDeadline time.Time) (rogue map[string]verdict.SignedRequest, real int) {
	t.Helper()
	rogue = map[string]verdict.SignedRequest{}
	for i := range floodSize {
		sr := fn.floodRequest(t, "rogue", i, fn.rogue, rogueDeadline)
		rogue[sr.Request.ID] = sr
		publish(t, fn.ctx, fn.rogueTopic, sr)
		if i%10 == 9 {
			sr := fn.floodRequest(t, "real", i, fn.real, time.Now().Add(20*time.Second))
			publish(t, fn.ctx, fn.realTopic, sr)
			fn.awaitRealReceipts(t, map[string]verdict.SignedRequest{sr.Request.ID: sr})
			real++
		}
	}
	return rogue, real
}

// awaitRogueSteps waits until each rogue request has been admitted or
// refused, and returns how many took each of those steps.
func (fn *floodNet) awaitRogueSteps(t *testing.T, rogue map[string]verdict.SignedRequest) map[string]int {
	t.Helper()
	decided := map[string]string{}
	counts := map[string]int{}
	for len(decided) < len(rogue) {
		select {
		case s := <-fn.steps:
			if _, ok := rogue[s.id]; !ok {
				continue
			}
			switch s.step {
			case StepRequestDelivered, StepDeadlineRefused, StepInflightDropped, StepBackoffDropped:
				if prev, dup := decided[s.id]; dup {
					t.Fatalf("rogue request %s decided twice: %q, then %q", s.id, prev, s.step)
				}
				decided[s.id] = s.step
				counts[s.step]++
			}
		case <-fn.ctx.Done():
			t.Fatalf("only %d of %d rogue requests reached a decision: %v", len(decided), len(rogue), counts)
		}
	}
	return counts
}

// awaitRealReceipts waits for a receipt for every real request, checks
// that each arrived before its request's deadline, and waits for the juror
// to see each acknowledged.
func (fn *floodNet) awaitRealReceipts(t *testing.T, real map[string]verdict.SignedRequest) {
	t.Helper()
	got := map[string]bool{}
	for len(got) < len(real) {
		select {
		case r := <-fn.realReceipts:
			sr, ok := real[r.id]
			if !ok {
				t.Fatalf("a receipt for %s, which the real coordinator never sent", r.id)
			}
			at, err := time.Parse(time.RFC3339Nano, r.step)
			if err != nil {
				t.Fatal(err)
			}
			if at.UnixMilli() >= sr.Request.Deadline {
				t.Fatalf("real request %s answered %v after its deadline", r.id, at.Sub(time.UnixMilli(sr.Request.Deadline)))
			}
			got[r.id] = true
		case <-fn.ctx.Done():
			t.Fatalf("only %d of the real coordinator's %d requests were answered during the flood", len(got), len(real))
		}
	}
	for acked := 0; acked < len(real); {
		select {
		case id := <-fn.acked:
			if _, ok := real[id]; !ok {
				t.Fatalf("the juror saw %s acknowledged, which the real coordinator never sent", id)
			}
			acked++
		case <-fn.ctx.Done():
			t.Fatalf("the juror saw only %d of the real coordinator's %d acks", acked, len(real))
		}
	}
}

// A rogue coordinator floods a juror that runs with default settings with
// requests due ten years out, and acknowledges nothing: every one is
// refused before any model call and gets no receipt, while the real
// coordinator's requests sent during the flood are all answered in time.
func TestRogueFarFutureFloodGetsNoModelCall(t *testing.T) {
	fn := startFloodNet(t, ServiceConfig{})
	rogue, real := fn.flood(t, time.Now().AddDate(10, 0, 0))
	counts := fn.awaitRogueSteps(t, rogue)
	if counts[StepDeadlineRefused] != floodSize {
		t.Fatalf("rogue requests by step %v, want all %d refused for their deadline", counts, floodSize)
	}
	if err := fn.svc.Close(); err != nil {
		t.Fatal(err)
	}
	if n := fn.engine.count("rogue"); n != 0 {
		t.Fatalf("%d model calls spent on the rogue's requests", n)
	}
	if n := fn.engine.count("real"); n != real {
		t.Fatalf("%d model calls for the real coordinator's %d requests", n, real)
	}
	if s := fn.svc.GuardStats(); s.RefusedDeadline != floodSize || s.Acked != uint64(real) {
		t.Fatalf("guard stats %+v", s)
	}
	select {
	case id := <-fn.rogueReceiptsRead:
		t.Fatalf("the rogue got a receipt for %s", id)
	default:
	}
}

// A rogue coordinator floods requests due within the maximum deadline and
// acknowledges none of the receipts: the juror spends at most 1 +
// UnackedPerCap times its per-coordinator cap of model calls on it (its
// cap judging and the receipts it may leave unacknowledged), drops the rest unjudged, and keeps answering
// the real coordinator in time.
func TestRogueFloodWithinDeadlineIsCapped(t *testing.T) {
	const perCoordinator = 2
	fn := startFloodNet(t, ServiceConfig{Capacity: 4, PerCoordinatorInflight: perCoordinator})
	rogue, real := fn.flood(t, time.Now().Add(2*time.Minute))
	counts := fn.awaitRogueSteps(t, rogue)
	admitted := counts[StepRequestDelivered]
	if bound := (1 + UnackedPerCap) * perCoordinator; admitted < 1 || admitted > bound || counts[StepInflightDropped] != floodSize-admitted {
		t.Fatalf("rogue requests by step %v, want 1 to %d judged and the rest dropped at the cap", counts, bound)
	}
	// The rogue holds its judged requests' receipts unacknowledged until
	// the juror closes.
	if l := fn.svc.CoordinatorLoad(verdict.Address(fn.rogue.Address())); l.Judging+l.Unacked != admitted {
		t.Fatalf("the rogue holds %+v at the juror, want its %d admitted requests", l, admitted)
	}
	if l := fn.svc.CoordinatorLoad(verdict.Address(fn.real.Address())); l.Judging+l.Unacked != 0 || l.Misses != 0 || l.Cap != perCoordinator {
		t.Fatalf("the real coordinator holds %+v at the juror after its receipts were acked", l)
	}
	if err := fn.svc.Close(); err != nil {
		t.Fatal(err)
	}
	if n := fn.engine.count("rogue"); n != admitted {
		t.Fatalf("%d model calls spent on the rogue, want its %d admitted requests", n, admitted)
	}
	if n := fn.engine.count("real"); n != real {
		t.Fatalf("%d model calls for the real coordinator's %d requests", n, real)
	}
	if s := fn.svc.GuardStats(); s.DroppedInflight != uint64(floodSize-admitted) || s.Unacked != 0 || s.Acked != uint64(real) {
		t.Fatalf("guard stats %+v: closing must not count as the rogue's misses", s)
	}
}

// Receipts a rogue never acknowledges count against it once their delivery
// is given up: its cap halves per miss, and its next request inside the
// refusal window is dropped unjudged, while the real coordinator, which
// acknowledged everything, is served at its full cap.
func TestUnackedReceiptsBackOffTheirCoordinator(t *testing.T) {
	const perCoordinator = 2
	fn := startFloodNet(t, ServiceConfig{PerCoordinatorInflight: perCoordinator, BackoffBase: time.Hour, BackoffCeiling: time.Hour})
	rogueAddr := verdict.AddressString(fn.rogue.Address())
	// Due soon, so that the juror gives their delivery up within the test.
	due := time.Now().Add(time.Second)
	for i := range perCoordinator {
		publish(t, fn.ctx, fn.rogueTopic, fn.floodRequest(t, "rogue", i, fn.rogue, due))
	}
	for unacked := 0; unacked < perCoordinator; {
		select {
		case s := <-fn.steps:
			switch s.step {
			case StepReceiptUnacked:
				unacked++
			case StepInflightDropped, StepBackoffDropped, StepDeadlineRefused:
				t.Fatalf("rogue request %s: %q before any miss", s.id, s.step)
			}
		case <-fn.ctx.Done():
			t.Fatalf("only %d of the rogue's receipts were given up", unacked)
		}
	}
	if l := fn.svc.CoordinatorLoad(verdict.MustAddress(rogueAddr)); l.Misses != perCoordinator || l.Cap != 1 || l.Judging+l.Unacked != 0 || !l.BackoffUntil.After(time.Now()) {
		t.Fatalf("after %d misses the rogue's load is %+v, want cap 1 and a backoff window", perCoordinator, l)
	}
	late := fn.floodRequest(t, "rogue", perCoordinator, fn.rogue, time.Now().Add(time.Minute))
	publish(t, fn.ctx, fn.rogueTopic, late)
	real := map[string]verdict.SignedRequest{}
	for i := range perCoordinator {
		sr := fn.floodRequest(t, "real", i, fn.real, time.Now().Add(20*time.Second))
		real[sr.Request.ID] = sr
		publish(t, fn.ctx, fn.realTopic, sr)
	}
	if counts := fn.awaitRogueSteps(t, map[string]verdict.SignedRequest{late.Request.ID: late}); counts[StepBackoffDropped] != 1 {
		t.Fatalf("the backed-off rogue's request took %v", counts)
	}
	fn.awaitRealReceipts(t, real)
	if err := fn.svc.Close(); err != nil {
		t.Fatal(err)
	}
	if n := fn.engine.count("rogue"); n != perCoordinator {
		t.Fatalf("%d model calls on the rogue, want only its first %d", n, perCoordinator)
	}
	if s := fn.svc.GuardStats(); s.Unacked != perCoordinator || s.DroppedBackoff != 1 || s.Acked != uint64(len(real)) {
		t.Fatalf("guard stats %+v", s)
	}
}
