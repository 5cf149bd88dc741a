package ipfs

import (
	"testing"
	"time"

	"github.com/arbitra-network/arbitra/internal/await"
	"github.com/arbitra-network/arbitra/verdict"
	"github.com/ipfs/go-cid"
	"github.com/libp2p/go-libp2p/core/peer"
)

// With the DHT on, the coordinator announces what it pins, and an auditor
// that is connected only to a bootstrap peer finds the coordinator as a
// provider and fetches the record from it.
func TestDHTAnnounceAndFind(t *testing.T) {
	if testing.Short() {
		t.Skip("DHT test in -short mode")
	}
	ctx := testCtx(t)
	boot := newNode(t, Config{DHT: true, DHTServer: true})
	bootInfo := peer.AddrInfo{ID: boot.Host().ID(), Addrs: boot.Host().Addrs()}
	coord := newNode(t, Config{DHT: true, DHTServer: true, DHTBootstrap: []peer.AddrInfo{bootInfo}})
	auditor := newNode(t, Config{DHT: true, DHTBootstrap: []peer.AddrInfo{bootInfo}})
	connect(t, coord.Host(), boot.Host())
	connect(t, auditor.Host(), boot.Host())

	// Both must be in the bootstrap peer's routing table before announcing.
	await.Until(t, 20*time.Second, "the routing tables to fill", func() bool {
		return boot.dht.RoutingTable().Find(coord.Host().ID()) != "" && coord.dht.RoutingTable().Find(boot.Host().ID()) != ""
	})

	fx := newFixture(t)
	ids, err := coord.PutRecord(ctx, fx.sv, fx.receipts)
	if err != nil {
		t.Fatal(err)
	}
	sc, _ := cid.Decode(ids.Seal)
	await.Until(t, 20*time.Second, "the seal's announcement at the bootstrap peer", func() bool {
		provs, err := boot.dht.ProviderStore().GetProviders(ctx, sc.Hash())
		if err != nil {
			t.Fatal(err)
		}
		return len(provs) > 0 && provs[0].ID == coord.Host().ID()
	})
	// The auditor finds the coordinator through the DHT alone.
	provs, err := auditor.dht.FindProviders(ctx, sc)
	if err != nil || len(provs) == 0 || provs[0].ID != coord.Host().ID() {
		t.Fatalf("auditor's DHT finds providers %v: %v", provs, err)
	}
	_ = auditor.Host().Network().ClosePeer(coord.Host().ID())
	f, err := Fetch(ctx, auditor, ids.Seal)
	if err != nil {
		t.Fatal(err)
	}
	if rep := Audit(&f, verdict.AuditOptions{}); !rep.OK() {
		t.Fatalf("audit failed: %v", failedChecks(rep))
	}
}
