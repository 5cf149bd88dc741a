package main

import (
	"context"
	"crypto/ecdsa"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"
	pubsub "github.com/libp2p/go-libp2p-pubsub"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/arbitra-network/arbitra/api"
	"github.com/arbitra-network/arbitra/identity"
	"github.com/arbitra-network/arbitra/juror"
	"github.com/arbitra-network/arbitra/metrics"
	"github.com/arbitra-network/arbitra/p2p"
	"github.com/arbitra-network/arbitra/verdict"
)

// Sizes of the attack in TestSybilsAndARogueCoordinatorAcrossProcesses.
const (
	sybilIdentities = 12
	rogueFlood      = 40 // requests of each kind: due in ten years, and due in five minutes
)

// TestSybilsAndARogueCoordinatorAcrossProcesses runs a coordinator that
// follows an escrow and five jurors that bonded with `arbitra juror bond`
// as separate processes, on default settings, against the JSON-RPC chain
// of `arbitra devnet`. The
// test process plays the attacker, as one peer: twelve juror identities
// without a bond announce themselves to the coordinator, and a
// rogue coordinator dials a juror and floods it with requests naming it,
// half of them due in ten years. The twelve never appear among the
// coordinator's jurors and no verdict seats one; the juror judges none of
// the rogue's requests and answers each of its own coordinator's in time.
// A juror run with --any-coordinator is the control: the same flood does
// reach it, and it refuses the far-future half before any model call.
func TestSybilsAndARogueCoordinatorAcrossProcesses(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the binary")
	}
	bin := buildBinary(t)
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	cn := startChainNet(t, ctx, bin, 5)
	registered := map[string]bool{}
	for _, a := range cn.jurors {
		registered[strings.ToLower(a.Hex())] = true
	}
	listen, base := cn.coordinator(t, bin, 5)
	var target *proc
	for i := range cn.jurors {
		// Default settings: the juror serves the coordinator it bootstraps to.
		j := cn.juror(t, bin, i, listen, "--status-addr", "127.0.0.1:0")
		if i == 0 {
			target = j
		}
	}
	targetListen, targetStatus := target.expect(t, "listen"), target.expect(t, "status")
	controlDir, _ := cn.newKey(t, "control")
	control := startProc(t, bin, "control", "juror", "--datadir", controlDir, "--passphrase-file", cn.passFile,
		"--listen", "/ip4/127.0.0.1/tcp/0", "--any-coordinator", "--status-addr", "127.0.0.1:0")
	controlListen, controlStatus := control.expect(t, "listen"), control.expect(t, "status")

	readyCtx, readyCancel := context.WithTimeout(ctx, time.Minute)
	waitReady(readyCtx, t, base)
	readyCancel()

	// The attacker's twelve identities, each its own libp2p host (a
	// record's peer ID must hold its address's key), announce themselves
	// every 100 ms until the test ends.
	actx, stopAttack := context.WithCancel(ctx)
	var attackers sync.WaitGroup
	t.Cleanup(func() { stopAttack(); attackers.Wait() })
	sybils := map[string]bool{}
	for i := range sybilIdentities {
		key := identity.Derive(fmt.Sprintf("%s/sybil-%d", t.Name(), i))
		h := attackerHost(t, actx, key, listen)
		topic, err := h.Join(p2p.TopicPresence, nil)
		if err != nil {
			t.Fatal(err)
		}
		waitTopicPeer(t, actx, h, topic, listen)
		addr := verdict.AddressString(crypto.PubkeyToAddress(key.PublicKey))
		sybils[addr] = true
		attackers.Add(1)
		go func() {
			defer attackers.Done()
			announce(actx, h.ID(), key, topic)
		}()
	}

	// The rogue coordinator floods both jurors.
	rogueKey := identity.Derive(t.Name() + "/rogue")
	rogue := attackerHost(t, actx, rogueKey, targetListen, controlListen)
	rogueTopic, err := rogue.Join(p2p.TopicRequests, nil)
	if err != nil {
		t.Fatal(err)
	}
	waitTopicPeer(t, actx, rogue, rogueTopic, targetListen)
	waitTopicPeer(t, actx, rogue, rogueTopic, controlListen)
	signer := verdict.NewKeySigner(rogueKey)
	for _, seat := range []string{statusAddress(t, targetStatus), statusAddress(t, controlStatus)} {
		for i := range 2 * rogueFlood {
			due := time.Now().Add(5 * time.Minute)
			if i%2 == 0 {
				due = time.Now().AddDate(10, 0, 0)
			}
			b, err := json.Marshal(rogueRequest(t, signer, seat, i, due))
			if err != nil {
				t.Fatal(err)
			}
			if err := rogueTopic.Publish(actx, b); err != nil {
				t.Fatal(err)
			}
		}
	}

	// The control juror hears the whole flood: it refuses the far-future
	// half, and the rest is judged or dropped at the rogue's caps.
	pollStatus(t, ctx, controlStatus, func(s metrics.JurorStats) bool {
		return s.Refused[juror.RefusedDeadline] == rogueFlood
	})
	// The target has ignored every request of the rogue (its own and the
	// control's: every request from an unserved coordinator is counted).
	pollStatus(t, ctx, targetStatus, func(s metrics.JurorStats) bool {
		return s.Refused[juror.RefusedUnserved] == 4*rogueFlood
	})

	var listed struct{ Jurors []verdict.Capability }
	getJSON(t, base+"/v1/jurors", &listed)
	if len(listed.Jurors) != len(registered) {
		t.Fatalf("%d jurors at the coordinator, want the %d registered: %+v", len(listed.Jurors), len(registered), listed.Jurors)
	}
	for _, j := range listed.Jurors {
		if !registered[strings.ToLower(j.Address)] {
			t.Fatalf("the coordinator lists %s (sybil: %t)", j.Address, sybils[strings.ToLower(j.Address)])
		}
	}
	for i := range 6 {
		status, raw := postVerdict(t, base, map[string]any{
			"question": fmt.Sprintf("Round %d: does the report include a revenue table?", i), "options": []string{"yes", "no"},
			"evidence": []map[string]string{{"label": "report", "text": "The report includes a revenue table for 2025."}},
			"panel":    5, "timeout_ms": 20_000,
		})
		var v api.View
		if err := json.Unmarshal(raw, &v); err != nil || status != http.StatusOK {
			t.Fatalf("verdict %d: %d %s", i, status, raw)
		}
		for _, seat := range v.Jurors {
			if !registered[strings.ToLower(seat.Juror.String())] || seat.Vote == verdict.VoteAbstain {
				t.Fatalf("verdict %d seat %s voted %s %s (registered %t)", i, seat.Juror, seat.Vote, seat.ErrorClass, registered[strings.ToLower(seat.Juror.String())])
			}
		}
	}
	st := pollStatus(t, ctx, targetStatus, func(s metrics.JurorStats) bool { return s.Judged == 6 })
	if len(st.Coordinators) != 1 || !strings.EqualFold(st.Coordinators[0].Address, cn.coordAddr.Hex()) {
		t.Fatalf("the target judged for %+v, want only its coordinator %s", st.Coordinators, cn.coordAddr.Hex())
	}
	if st.Refused[juror.RefusedDeadline] != 0 || st.Refused[juror.RefusedInflight] != 0 {
		t.Fatalf("the target let the rogue's requests reach its guard: %v", st.Refused)
	}
}

// attackerHost is a libp2p host of the test process, dialed to peers.
func attackerHost(t *testing.T, ctx context.Context, key *ecdsa.PrivateKey, peers ...string) *p2p.Host {
	t.Helper()
	h, err := p2p.New(ctx, p2p.Config{Key: key, ListenAddrs: p2p.LoopbackListenAddrs[:1], Bootstrap: peers})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { h.Close() })
	return h
}

// waitTopicPeer waits until h can send to the peer of multiaddr on topic.
func waitTopicPeer(t *testing.T, ctx context.Context, h *p2p.Host, topic *pubsub.Topic, multiaddr string) {
	t.Helper()
	info, err := peer.AddrInfoFromString(multiaddr)
	if err != nil {
		t.Fatal(err)
	}
	for {
		for _, p := range topic.ListPeers() {
			if p == info.ID {
				return
			}
		}
		select {
		case <-ctx.Done():
			t.Fatalf("%s never joined %s", info.ID, topic.String())
		case <-time.After(20 * time.Millisecond):
		}
	}
}

// announce publishes a fresh signed capability record for key every 100 ms
// until ctx ends.
func announce(ctx context.Context, id peer.ID, key *ecdsa.PrivateKey, topic *pubsub.Topic) {
	tick := time.NewTicker(100 * time.Millisecond)
	defer tick.Stop()
	for {
		c := verdict.Capability{
			V: verdict.Version, Kind: verdict.KindCapability, Address: verdict.AddressString(crypto.PubkeyToAddress(key.PublicKey)),
			PeerID: id.String(), Model: "gpt-sybil", Engine: "openai", Version: "test", Capacity: 64,
			IssuedAt: time.Now().UnixMilli(), TTLMS: time.Minute.Milliseconds(),
		}
		if c.Sign(verdict.NewKeySigner(key)) == nil {
			if b, err := json.Marshal(c); err == nil {
				_ = topic.Publish(ctx, b)
			}
		}
		select {
		case <-ctx.Done():
			return
		case <-tick.C:
		}
	}
}

// rogueRequest is request n of the rogue, with seat as its one juror.
func rogueRequest(t *testing.T, s *verdict.KeySigner, seat string, n int, due time.Time) verdict.SignedRequest {
	t.Helper()
	id := fmt.Sprintf("vrd_%s%024x", seat[2:10], n)
	cands := []verdict.Candidate{{Address: verdict.MustAddress(seat), Model: "builtin", Weight: verdict.MaxWeight}}
	ev := []verdict.Evidence{{Label: "task", Text: "spend your model calls on me"}}
	sr, err := verdict.Request{
		V: verdict.Version, Kind: verdict.KindRequest, ID: id, Coordinator: verdict.Address(s.Address()),
		Question: "Was it done?", Options: []string{"yes", "no"}, Evidence: ev, Context: verdict.EvidenceContext(ev),
		Candidates: cands, Panel: verdict.SelectPanel(id, cands, 1),
		Deadline: due.UnixMilli(), CreatedAt: verdict.FormatTime(time.Now()),
	}.Sign(s)
	if err != nil {
		t.Fatal(err)
	}
	return sr
}

// jurorStatusView is what GET /status answers (metrics.JurorStats and the
// juror's own fields).
type jurorStatusView struct {
	Address string `json:"address"`
	metrics.JurorStats
}

// statusAddress is the address a juror's status endpoint reports.
func statusAddress(t *testing.T, url string) string {
	t.Helper()
	var s jurorStatusView
	getJSON(t, url+"/status", &s)
	return strings.ToLower(s.Address)
}

// pollStatus reads a juror's /status until ok holds, bounded by ctx.
func pollStatus(t *testing.T, ctx context.Context, url string, ok func(metrics.JurorStats) bool) metrics.JurorStats {
	t.Helper()
	for {
		var s jurorStatusView
		getJSON(t, url+"/status", &s)
		if ok(s.JurorStats) {
			return s.JurorStats
		}
		select {
		case <-ctx.Done():
			t.Fatalf("juror status never reached the expected state: %+v", s.JurorStats)
		case <-time.After(50 * time.Millisecond):
		}
	}
}

func getJSON(t *testing.T, url string, v any) {
	t.Helper()
	resp, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("GET %s: %s", url, resp.Status)
	}
	if err := json.NewDecoder(resp.Body).Decode(v); err != nil {
		t.Fatalf("GET %s: %v", url, err)
	}
}
