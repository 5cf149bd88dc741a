package node

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/arbitra-network/arbitra/api"

	"github.com/arbitra-network/arbitra/identity"
	"github.com/arbitra-network/arbitra/juror"
	"github.com/arbitra-network/arbitra/p2p"
	"github.com/arbitra-network/arbitra/verdict"
)

// sybilCount is how many identities without a place in the escrow's
// registry one attacker runs.
const sybilCount = 12

// Twelve juror identities that are not in the escrow's registry announce
// themselves to a coordinator that follows the escrow: their capability
// records are dropped at the gossip edge (a peer connected only through the
// coordinator never receives one), they never enter the registry, and no
// panel ever seats one, while the five registered jurors serve every
// request and the deal.
func TestUnregisteredIdentitiesAreNeverDrawn(t *testing.T) {
	e := startDealNet(t, DevnetConfig{Jurors: 5, Engines: []juror.Engine{juror.Builtin{}, juror.Builtin{}, juror.Builtin{}, juror.Builtin{}, juror.Builtin{}}})
	coord := e.d.Coordinator
	registered := make(map[string]bool)
	for _, j := range e.d.Jurors {
		registered[strings.ToLower(j.Address())] = true
	}

	// A probe host connected only to the coordinator sees what the
	// coordinator relays on the presence topic.
	probe, err := p2p.New(context.Background(), p2p.Config{Key: identity.Derive(t.Name() + "/probe"),
		ListenAddrs: p2p.LoopbackListenAddrs[:1], Bootstrap: coord.Host.FullAddrs()})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { probe.Close() })
	topic, err := probe.Join(p2p.TopicPresence, nil)
	if err != nil {
		t.Fatal(err)
	}
	sub, err := topic.Subscribe()
	if err != nil {
		t.Fatal(err)
	}
	defer sub.Cancel()

	sybils := make(map[string]bool)
	started := time.Now()
	for i := range sybilCount {
		n := startJuror(t, coord, fmt.Sprintf("sybil-%d", i), &JurorConfig{Engine: juror.Builtin{}})
		sybils[strings.ToLower(n.Address())] = true
	}
	waitMesh(t, coord, 5+sybilCount)

	// Three fresh rounds of every registered juror's record, issued after
	// the Sybils announced themselves, reach the probe; no Sybil's does.
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	rounds := make(map[string]int)
	for done := 0; done < len(registered); {
		msg, err := sub.Next(ctx)
		if err != nil {
			t.Fatalf("presence rounds %v: %v", rounds, err)
		}
		var c verdict.Capability
		if err := verdict.UnmarshalStrict(msg.Data, &c); err != nil {
			t.Fatal(err)
		}
		a := strings.ToLower(c.Address)
		if sybils[a] {
			t.Fatalf("the coordinator relayed the capability record of unregistered %s", a)
		}
		if registered[a] && time.UnixMilli(c.IssuedAt).After(started.Add(time.Second)) {
			if rounds[a]++; rounds[a] == 3 {
				done++
			}
		}
	}
	if live := coord.Coordinator.Registry().Live(); len(live) != len(registered) {
		t.Fatalf("%d live jurors, want the %d registered", len(live), len(registered))
	}

	for i := range 6 {
		body := api.SubmitBody{
			Question: verdict.Question{
				Question: fmt.Sprintf("Round %d: does the report include a revenue table?", i), Options: []string{"yes", "no"},
				Evidence: []verdict.Evidence{{Label: "report", Text: "The report includes a revenue table for 2025."}},
			},
			Panel: 5, TimeoutMS: 20_000,
		}
		code, v := postJSON(t, coord.URL()+"/v1/verdicts", body)
		if code != 200 {
			t.Fatalf("verdict %d: status %d (%+v)", i, code, v)
		}
		for _, seat := range v.Jurors {
			if !registered[strings.ToLower(seat.Juror.String())] {
				t.Fatalf("verdict %d seated %s, which is not registered (sybil: %t)", i, seat.Juror, sybils[strings.ToLower(seat.Juror.String())])
			}
			if seat.Vote == verdict.VoteAbstain {
				t.Fatalf("verdict %d: registered juror %s abstained (%s)", i, seat.Juror, seat.ErrorClass)
			}
		}
	}
	id := e.openDeal(t, "sybil", goodWork)
	v := e.judge(t, id, goodWork)
	if v.Decision != verdict.OptionPass {
		t.Fatalf("deal verdict %s, want PASS", v.Decision)
	}
}
