package node

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/arbitra-network/arbitra/api"
	"github.com/arbitra-network/arbitra/internal/await"

	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/arbitra-network/arbitra/chain"
	"github.com/arbitra-network/arbitra/identity"
	"github.com/arbitra-network/arbitra/ipfs"
	"github.com/arbitra-network/arbitra/p2p"
	"github.com/arbitra-network/arbitra/replica"
	"github.com/arbitra-network/arbitra/store"
	"github.com/arbitra-network/arbitra/verdict"
)

// traces collects a replicator's steps for a test to wait on.
type traces struct {
	mu    sync.Mutex
	steps map[string][]string // step → subjects
	ch    chan struct{}       // signalled on every step
}

func newTraces() *traces { return &traces{steps: map[string][]string{}, ch: make(chan struct{}, 1)} }

func (tr *traces) hook(step, subject string) {
	tr.mu.Lock()
	tr.steps[step] = append(tr.steps[step], subject)
	tr.mu.Unlock()
	select {
	case tr.ch <- struct{}{}:
	default:
	}
}

func (tr *traces) count(step, subject string) int {
	tr.mu.Lock()
	defer tr.mu.Unlock()
	n := 0
	for _, s := range tr.steps[step] {
		if subject == "" || s == subject {
			n++
		}
	}
	return n
}

// wait waits until cond holds over the steps heard so far.
func (tr *traces) wait(t *testing.T, what string, cond func() bool) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	for !cond() {
		select {
		case <-tr.ch:
		case <-ctx.Done():
			tr.mu.Lock()
			defer tr.mu.Unlock()
			t.Fatalf("never saw %s; steps %v", what, tr.steps)
		}
	}
}

// startChainCoordinator starts a coordinator on the devnet's escrow,
// bootstrapped to boot, that hears its replicator through tr.
func startChainCoordinator(t *testing.T, e *dealEnv, name string, boot *Node, tr *traces) *Node {
	t.Helper()
	key := identity.Derive(t.Name() + "/" + name)
	tx, err := chain.NewTransactor(context.Background(), e.d.Chain.Client(), key)
	if err != nil {
		t.Fatal(err)
	}
	esc, err := chain.NewEscrow(context.Background(), e.d.Chain.Client(), e.d.Chain.EscrowAddress(), tx)
	if err != nil {
		t.Fatal(err)
	}
	return startNode(t, Config{
		DataDir: t.TempDir(), Key: key, ListenAddrs: p2p.LoopbackListenAddrs[:1], Bootstrap: boot.Host.FullAddrs(),
		AnnounceInterval: 200 * time.Millisecond,
		Coordinator: &CoordinatorConfig{HTTPAddr: "127.0.0.1:0", Chain: &ChainConfig{Escrow: esc},
			replicaFetchTimeout: 10 * time.Second, replicaTrace: tr.hook},
	})
}

// getJSON answers a GET as its status and the body with as_of removed, the
// one field that is the time of reading.
func getJSON(t *testing.T, url string) (int, string) {
	t.Helper()
	resp, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	var m map[string]any
	if json.Unmarshal(b, &m) == nil {
		delete(m, "as_of")
		b, _ = json.Marshal(m)
	}
	return resp.StatusCode, string(b)
}

// waitSame polls url on two nodes until both answer 200 with the same body.
func waitSame(t *testing.T, want *Node, got *Node, path string) string {
	t.Helper()
	var sw, sg int
	var bw, bg string
	await.Until(t, 30*time.Second, "the same "+path+" on both nodes", func() bool {
		sw, bw = getJSON(t, want.URL()+path)
		sg, bg = getJSON(t, got.URL()+path)
		return sw == http.StatusOK && sg == http.StatusOK && bw == bg
	})
	return bw
}

// A record coordinator A mints for a deal, with the jurors bootstrapped to
// A alone, is fetched, audited and pinned by coordinator B, which then
// serves its view, its record, its blocks and its audit, answers the same
// reputation as A for the seller and every juror once the deal settles,
// and goes on serving it when A stops; a coordinator C started later
// catches up and rebuilds the same numbers.
func TestRecordsAndReputationOnEveryCoordinator(t *testing.T) {
	e := startEscrowNet(t, nil)
	a := e.d.Coordinator
	trB := newTraces()
	b := startChainCoordinator(t, e, "b", a, trB)

	id := e.openDeal(t, "replicated", goodWork)
	v := e.judge(t, id, goodWork)
	trB.wait(t, "B index A's record", func() bool { return trB.count(replica.StepIndexed, v.CID) == 1 })
	e.waitDeal(t, id, "resolved")

	// B serves A's record: the view, the record, the gateway and the audit.
	status, body := getJSON(t, b.URL()+"/v1/verdicts/"+v.ID)
	var onB api.View
	if err := json.Unmarshal([]byte(body), &onB); err != nil || status != http.StatusOK {
		t.Fatalf("B's view: %d %s", status, body)
	}
	if onB.Hash != v.Hash || onB.CID != v.CID || onB.Signer != a.Address() || onB.Decision != v.Decision || onB.SealCID == "" {
		t.Fatalf("B's view %s differs from A's (hash %s)", body, v.Hash)
	}
	resp, err := http.Get(b.URL() + "/v1/verdicts/" + v.ID + "/record")
	if err != nil {
		t.Fatal(err)
	}
	var rec verdict.Record
	err = json.NewDecoder(resp.Body).Decode(&rec)
	resp.Body.Close()
	if err != nil || resp.StatusCode != http.StatusOK {
		t.Fatalf("B's record: %d %v", resp.StatusCode, err)
	}
	if rep := verdict.Audit(rec, verdict.AuditOptions{ExpectCID: v.CID, ExpectSigner: a.Address()}); rep.Result() != verdict.ResultPass {
		t.Fatalf("B's record does not audit: %+v", rep.Checks)
	}
	auditOn := func(n *Node) {
		t.Helper()
		if resp, err := http.Get(n.URL() + "/ipfs/" + v.CID + "?format=raw"); err != nil || resp.StatusCode != http.StatusOK {
			t.Fatalf("gateway GET /ipfs/%s: %v %v", v.CID, err, resp)
		} else {
			resp.Body.Close()
		}
		f, err := ipfs.Fetch(context.Background(), &ipfs.GatewayClient{URL: n.URL()}, v.Hash)
		if err != nil {
			t.Fatal(err)
		}
		if rep := ipfs.Audit(&f, verdict.AuditOptions{ExpectSigner: a.Address()}); rep.Result() != verdict.ResultPass {
			t.Fatalf("audit through %s: %+v", n.URL(), rep.Checks)
		}
	}
	auditOn(b)

	// A learns that B holds its record.
	await.Until(t, 30*time.Second, "A's view to name B as a holder", func() bool {
		_, body := getJSON(t, a.URL()+"/v1/verdicts/"+v.ID)
		return strings.Contains(body, strings.ToLower(b.Address()))
	})

	// The same numbers on A and B, for the seller and every juror.
	seller := waitSame(t, a, b, "/v1/reputation/"+v.Deal.Seller.String())
	if !strings.Contains(seller, `"successes":1`) || !strings.Contains(seller, v.ID) || strings.Contains(seller, reputationUncategorized) {
		t.Fatalf("seller's reputation: %s", seller)
	}
	jurors := map[string]string{}
	for _, j := range v.Jurors {
		jurors[j.Juror.String()] = waitSame(t, a, b, "/v1/jurors/"+j.Juror.String())
	}

	// C starts from nothing later, bootstrapped to B: it catches up and
	// rebuilds the same numbers.
	trC := newTraces()
	c := startChainCoordinator(t, e, "c", b, trC)
	trC.wait(t, "C index A's record", func() bool { return trC.count(replica.StepIndexed, v.CID) == 1 })
	if got := waitSame(t, a, c, "/v1/reputation/"+v.Deal.Seller.String()); got != seller {
		t.Fatalf("C's seller reputation %s, A's %s", got, seller)
	}
	for j, want := range jurors {
		if got := waitSame(t, a, c, "/v1/jurors/"+j); got != want {
			t.Fatalf("C's juror %s: %s, A's %s", j, got, want)
		}
	}

	// A stops; B and C still serve its record.
	if err := a.Close(); err != nil {
		t.Fatal(err)
	}
	auditOn(b)
	auditOn(c)
	if status, _ := getJSON(t, c.URL()+"/v1/verdicts/"+v.ID); status != http.StatusOK {
		t.Fatalf("C's view of A's record after A stopped: %d", status)
	}
}

// reputationUncategorized is the category of a deal whose record is missing.
const reputationUncategorized = `"uncategorized"`

// Rogue coordinators cannot get a record indexed that does not verify,
// nor another's record as their own, nor a forged notice, and a flood of
// notices of records nobody serves costs a bounded number of fetches and
// bans its sender; the honest record still replicates.
func TestRogueRecordNoticesAreRefused(t *testing.T) {
	a := startNode(t, Config{
		DataDir: t.TempDir(), Key: identity.Derive(t.Name() + "/a"), ListenAddrs: p2p.LoopbackListenAddrs[:1],
		Coordinator: &CoordinatorConfig{HTTPAddr: "127.0.0.1:0", replicaReannounce: 500 * time.Millisecond}, AnnounceInterval: 200 * time.Millisecond,
	})
	tn := startNetOn(t, a, 3)
	tr := newTraces()
	b := startNode(t, Config{
		DataDir: t.TempDir(), Key: identity.Derive(t.Name() + "/b"), ListenAddrs: p2p.LoopbackListenAddrs[:1], Bootstrap: a.Host.FullAddrs(),
		Coordinator:      &CoordinatorConfig{HTTPAddr: "127.0.0.1:0", replicaFetchTimeout: 3 * time.Second, replicaTrace: tr.hook},
		AnnounceInterval: 200 * time.Millisecond,
	})
	rogue := func(name string) *Node {
		return startNode(t, Config{
			DataDir: t.TempDir(), Key: identity.Derive(t.Name() + "/" + name), ListenAddrs: p2p.LoopbackListenAddrs[:1],
			Bootstrap: b.Host.FullAddrs(), Coordinator: &CoordinatorConfig{}, AnnounceInterval: 200 * time.Millisecond,
		})
	}
	bad, thief, flood := rogue("bad"), rogue("thief"), rogue("flood")
	for _, r := range []*Node{bad, thief, flood} {
		waitTopic(t, r, b)
	}
	ctx := context.Background()

	// A record signed by its announcer that fails its audit: no votes, yet
	// a decision.
	v := verdict.Verdict{
		V: verdict.Version, Kind: verdict.KindVerdict, ID: "vrd_" + strings.Repeat("ab", 16), Coordinator: verdict.MustAddress(bad.Address()),
		QuestionFP: verdict.Fingerprint("q"), Options: []string{"yes", "no"}, Evidence: verdict.EvidenceContext([]verdict.Evidence{{Label: "x", Text: "y"}}),
		Jurors:   []verdict.JurorVote{{Juror: verdict.Address(verdict.NewKeySigner(identity.Derive("nobody")).Address()), Vote: verdict.VoteAbstain, ErrorClass: verdict.ErrClassTimeout}},
		Decision: "yes", Method: verdict.MethodMajorityV1, TrustModel: verdict.TrustModel, CreatedAt: verdict.FormatTime(time.Now()),
	}
	sv, err := verdict.SignVerdict(v, bad.Signer())
	if err != nil {
		t.Fatal(err)
	}
	if _, err := bad.IPFS.PutMinted(ctx, sv, nil); err != nil {
		t.Fatal(err)
	}
	if err := bad.Store.Update(func(tx *store.Txn) error { return bad.Replicator.IndexMinted(tx, &sv) }); err != nil {
		t.Fatal(err)
	}
	bad.Replicator.Minted(ctx, sv)
	tr.wait(t, "the unverifiable record refused", func() bool { return tr.count(replica.StepBanned, strings.ToLower(bad.Address())) == 1 })
	if tr.count(replica.StepRejected, sv.CID()) != 1 {
		t.Fatal("the unverifiable record was not rejected")
	}

	// A forged notice (its signature is not its holder's), then a flood
	// of validly signed notices of records nobody serves, from one sender.
	topic, err := flood.Host.Join(replica.Topic, nil)
	if err != nil {
		t.Fatal(err)
	}
	forged := verdict.NewNotice(verdict.KindRecordMinted, sv.CID(), a.Address(), a.Address(), verdict.FormatTime(time.Now()))
	if err := forged.Sign(flood.Signer()); err != nil {
		t.Fatal(err)
	}
	raw, _ := verdict.Canonical(forged)
	// Sent from a host without the records validator, which would refuse
	// to publish it.
	forger, err := p2p.New(ctx, p2p.Config{Key: identity.Derive(t.Name() + "/forger"), ListenAddrs: p2p.LoopbackListenAddrs[:1], Bootstrap: b.Host.FullAddrs()})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { forger.Close() })
	ftopic, err := forger.Join(replica.Topic, nil)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := ftopic.Subscribe(); err != nil {
		t.Fatal(err)
	}
	await.Until(t, 30*time.Second, "the forger to join B on the records topic", func() bool {
		return slices.Contains(ftopic.ListPeers(), b.Host.ID())
	})
	if err := ftopic.Publish(ctx, raw); err != nil {
		t.Fatal(err)
	}
	const junk = 40
	for i := range junk {
		n := verdict.NewNotice(verdict.KindRecordMinted, verdict.CIDOf([]byte(fmt.Sprint("junk", i))).String(), flood.Address(), flood.Address(), verdict.FormatTime(time.Now()))
		if err := n.Sign(flood.Signer()); err != nil {
			t.Fatal(err)
		}
		raw, _ := verdict.Canonical(n)
		if err := topic.Publish(ctx, raw); err != nil {
			t.Fatal(err)
		}
	}
	tr.wait(t, "the flooder banned", func() bool { return tr.count(replica.StepBanned, strings.ToLower(flood.Address())) == 1 })
	if m := tr.count(replica.StepMissed, ""); m > 8 {
		t.Fatalf("%d fetches for one flooder's notices; the bound is its queue", m)
	}
	if tr.count(replica.StepDropped, "") == 0 {
		t.Fatal("no notice of the flood was dropped")
	}

	// An honest record; then a thief announces it as its own.
	waitJurors(t, a, 3)
	status, hv := tn.submit(t, "q-honest", []string{"yes", "yes", "yes"}, 10000)
	if status != http.StatusOK {
		t.Fatalf("honest request: %d %+v", status, hv)
	}
	claim := verdict.NewNotice(verdict.KindRecordMinted, hv.CID, thief.Address(), thief.Address(), verdict.FormatTime(time.Now()))
	if err := claim.Sign(thief.Signer()); err != nil {
		t.Fatal(err)
	}
	raw, _ = verdict.Canonical(claim)
	ttopic, err := thief.Host.Join(replica.Topic, nil)
	if err != nil {
		t.Fatal(err)
	}
	if err := ttopic.Publish(ctx, raw); err != nil {
		t.Fatal(err)
	}
	tr.wait(t, "the honest record indexed and the thief banned", func() bool {
		return tr.count(replica.StepIndexed, hv.CID) == 1 && tr.count(replica.StepBanned, strings.ToLower(thief.Address())) == 1
	})

	// Only the honest record is indexed on B.
	var held []string
	if err := b.Store.Scan([]byte("replica/rec/"), func(_, v []byte) error {
		var e replica.Entry
		if err := json.Unmarshal(v, &e); err != nil {
			return err
		}
		held = append(held, e.CID)
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	if tr.count(replica.StepBanned, strings.ToLower(a.Address())) != 0 {
		t.Fatal("a forged notice in A's name got A banned")
	}
	if len(held) != 1 || held[0] != hv.CID {
		t.Fatalf("B holds %v, want only %s", held, hv.CID)
	}
	if status, _ := getJSON(t, b.URL()+"/v1/verdicts/"+v.ID); status != http.StatusNotFound {
		t.Fatalf("B serves the unverifiable record: %d", status)
	}
}

// waitTopic waits until r and b see each other on the records topic.
func waitTopic(t *testing.T, r, b *Node) {
	t.Helper()
	await.Until(t, 30*time.Second, "the records topic to join the two", func() bool {
		return containsPeer(b.Host.PubSub.ListPeers(replica.Topic), r) && containsPeer(r.Host.PubSub.ListPeers(replica.Topic), b)
	})
}

func containsPeer(ps []peer.ID, n *Node) bool {
	for _, p := range ps {
		if p == n.Host.ID() {
			return true
		}
	}
	return false
}

// A record no other coordinator holds is announced again on schedule, at
// most replica.MaxAnnouncements times; a coordinator that comes later
// holds it, and its minter counts it among the holders.
func TestRecordUnderTargetIsAnnouncedBoundedly(t *testing.T) {
	trA := newTraces()
	a := startNode(t, Config{
		DataDir: t.TempDir(), Key: identity.Derive(t.Name() + "/a"), ListenAddrs: p2p.LoopbackListenAddrs[:1], AnnounceInterval: 200 * time.Millisecond,
		Coordinator: &CoordinatorConfig{HTTPAddr: "127.0.0.1:0", replicaReannounce: 10 * time.Millisecond, replicaTrace: trA.hook},
	})
	tn := startNetOn(t, a, 3)
	status, v := tn.submit(t, "q-alone", []string{"yes", "yes", "no"}, 10000)
	if status != http.StatusOK {
		t.Fatalf("request: %d %+v", status, v)
	}
	trA.wait(t, "every announcement", func() bool { return trA.count(replica.StepAnnounced, v.CID) >= replica.MaxAnnouncements })
	rounds := trA.count(replica.StepRound, "")
	trA.wait(t, "three more rounds", func() bool { return trA.count(replica.StepRound, "") >= rounds+3 })
	if n := trA.count(replica.StepAnnounced, v.CID); n != replica.MaxAnnouncements {
		t.Fatalf("announced %d times, the bound is %d", n, replica.MaxAnnouncements)
	}

	trB := newTraces()
	b := startNode(t, Config{
		DataDir: t.TempDir(), Key: identity.Derive(t.Name() + "/b"), ListenAddrs: p2p.LoopbackListenAddrs[:1], Bootstrap: a.Host.FullAddrs(),
		AnnounceInterval: 200 * time.Millisecond, Coordinator: &CoordinatorConfig{HTTPAddr: "127.0.0.1:0", replicaTrace: trB.hook},
	})
	trB.wait(t, "B catch up", func() bool { return trB.count(replica.StepIndexed, v.CID) == 1 })
	trA.wait(t, "A count B as a holder", func() bool { return trA.count(replica.StepHolder, strings.ToLower(b.Address())) >= 1 })
	holders, err := a.Replicator.Holders(v.Hash)
	if err != nil || len(holders) != 2 {
		t.Fatalf("A's holders of its record: %v %v", holders, err)
	}
}
