package node

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/arbitra-network/arbitra/api"
	"github.com/arbitra-network/arbitra/internal/await"

	pubsub "github.com/libp2p/go-libp2p-pubsub"
	"github.com/libp2p/go-libp2p/core/network"

	"github.com/arbitra-network/arbitra/coordinator"
	"github.com/arbitra-network/arbitra/identity"
	"github.com/arbitra-network/arbitra/juror"
	"github.com/arbitra-network/arbitra/p2p"
	"github.com/arbitra-network/arbitra/verdict"
)

// markedEngine votes yes at once and counts its calls per marker found in
// the prompt's evidence.
type markedEngine struct {
	mu    sync.Mutex
	calls map[string]int
}

func (e *markedEngine) Name() string  { return "marked" }
func (e *markedEngine) Model() string { return "marked-1" }

func (e *markedEngine) Complete(_ context.Context, req juror.ChatRequest) (juror.ChatResponse, error) {
	e.mu.Lock()
	defer e.mu.Unlock()
	for _, m := range []string{"from-the-rogue", "from-the-real-coordinator"} {
		if strings.Contains(req.User, m) {
			e.calls[m]++
		}
	}
	return juror.ChatResponse{Content: `{"vote":"yes"}`}, nil
}

func (e *markedEngine) count(marker string) int {
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.calls[marker]
}

// A juror node with default settings serves a real coordinator node while
// a rogue peer, signing with its own key, floods it with requests due ten
// years out and never acknowledges a receipt: the juror refuses every
// rogue request before any model call, and each of the real coordinator's
// verdicts, submitted during the flood, carries the juror's vote.
func TestJurorNodeRefusesRogueFloodAndServesItsCoordinator(t *testing.T) {
	const rogueRequests, realVerdicts = 80, 8
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()

	coord := startCoordinator(t)
	eng := &markedEngine{calls: map[string]int{}}
	refused := make(chan string, rogueRequests)
	unexpected := make(chan string, rogueRequests)
	jurorNode := startNode(t, Config{
		DataDir: t.TempDir(), Key: identity.Derive(t.Name() + "/juror"),
		ListenAddrs: p2p.LoopbackListenAddrs[:1], Bootstrap: coord.Host.FullAddrs(),
		Juror: &JurorConfig{Engine: eng, PresenceInterval: 200 * time.Millisecond},
		Trace: func(id, step string) {
			if !strings.HasPrefix(id, "vrd_0000000000000000") { // the rogue's IDs
				return
			}
			ch := unexpected
			if step == juror.StepDeadlineRefused {
				ch = refused
			}
			select {
			case ch <- id:
			default:
			}
		},
	})
	waitJurors(t, coord, 1)

	rogueKey := identity.Derive(t.Name() + "/rogue")
	rogueHost, err := p2p.New(ctx, p2p.Config{Key: rogueKey, ListenAddrs: p2p.LoopbackListenAddrs[:1], Bootstrap: jurorNode.Host.FullAddrs()})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { rogueHost.Close() })
	receiptsToRogue := make(chan struct{}, rogueRequests)
	rogueHost.SetStreamHandler(p2p.ProtocolReceipt, func(st network.Stream) {
		r := bufio.NewReader(st)
		for {
			if _, _, err := p2p.ReadSeqMsg(r, p2p.MaxEnvelopeBytes); err != nil {
				_ = st.Reset()
				return
			}
			select { // read, and never acknowledged
			case receiptsToRogue <- struct{}{}:
			default:
			}
		}
	})
	topic, err := rogueHost.Join(p2p.TopicRequests, nil)
	if err != nil {
		t.Fatal(err)
	}
	waitTopicPeer(t, ctx, topic, jurorNode)

	rogue := verdict.NewKeySigner(rogueKey)
	cands := []verdict.Candidate{{Address: verdict.MustAddress(jurorNode.Address()), Model: eng.Model(), Weight: verdict.MaxWeight}}
	ev := []verdict.Evidence{{Label: "task", Text: "from-the-rogue"}}
	farOut := time.Now().AddDate(10, 0, 0)
	publishRogue := func(n int) {
		id := fmt.Sprintf("vrd_%032x", n)
		sr, err := verdict.Request{
			V: verdict.Version, Kind: verdict.KindRequest, ID: id, Coordinator: verdict.Address(rogue.Address()),
			Question: "Was it done?", Options: []string{"yes", "no"}, Evidence: ev, Context: verdict.EvidenceContext(ev),
			Candidates: cands, Panel: verdict.SelectPanel(id, cands, 1),
			Deadline: farOut.UnixMilli(), CreatedAt: verdict.FormatTime(time.Now()),
		}.Sign(rogue)
		if err != nil {
			t.Fatal(err)
		}
		b, err := json.Marshal(sr)
		if err != nil {
			t.Fatal(err)
		}
		if err := topic.Publish(ctx, b); err != nil {
			t.Fatal(err)
		}
	}

	perVerdict := rogueRequests / realVerdicts
	for i := range realVerdicts {
		for j := range perVerdict {
			publishRogue(i*perVerdict + j)
		}
		body := api.SubmitBody{
			Question: verdict.Question{
				Question: fmt.Sprintf("Is real request %d done?", i), Options: []string{"yes", "no"},
				Evidence: []verdict.Evidence{{Label: "doc", Text: "from-the-real-coordinator"}},
			},
			Panel: 1, TimeoutMS: 10000,
		}
		status, v := postJSON(t, coord.URL()+"/v1/verdicts", body)
		if status != http.StatusOK || v.Status != coordinator.StatusMinted || !slices.Equal(votesOf(v), []string{"yes"}) {
			t.Fatalf("real verdict %d during the flood: status %d %s, votes %v, failure %+v", i, status, v.Status, votesOf(v), v.Failure)
		}
	}
	for n := 0; n < rogueRequests; n++ {
		select {
		case <-refused:
		case id := <-unexpected:
			t.Fatalf("rogue request %s went on at the juror instead of being refused", id)
		case <-ctx.Done():
			t.Fatalf("only %d of the rogue's %d requests were refused", n, rogueRequests)
		}
	}
	if n := eng.count("from-the-rogue"); n != 0 {
		t.Fatalf("%d model calls spent on the rogue's requests", n)
	}
	if n := eng.count("from-the-real-coordinator"); n != realVerdicts {
		t.Fatalf("%d model calls for the real coordinator's %d verdicts", n, realVerdicts)
	}
	if s := jurorNode.Juror.GuardStats(); s.RefusedDeadline != rogueRequests || s.DroppedInflight != 0 || s.DroppedBackoff != 0 {
		t.Fatalf("juror guard stats %+v", s)
	}
	select {
	case <-receiptsToRogue:
		t.Fatal("the juror sent the rogue a receipt")
	default:
	}
}

// waitTopicPeer waits, bounded by ctx, until topic's host can send to n on
// it (ListPeers lists a peer only once the router can send to it).
func waitTopicPeer(t *testing.T, ctx context.Context, topic *pubsub.Topic, n *Node) {
	t.Helper()
	await.UntilCtx(t, ctx, n.Host.ID().String()+" as a peer on the requests topic", func() bool {
		return slices.Contains(topic.ListPeers(), n.Host.ID())
	})
}
