package node

import (
	"net/http"
	"testing"
	"time"

	"github.com/libp2p/go-libp2p/core/network"

	"github.com/arbitra-network/arbitra/coordinator"
	"github.com/arbitra-network/arbitra/identity"
	"github.com/arbitra-network/arbitra/internal/await"
	"github.com/arbitra-network/arbitra/p2p"
)

// TestJurorsFindEveryCoordinatorAndFollowARestart bootstraps three jurors to
// coordinator A only: coordinator B, which bootstrapped to A, gets its
// request answered by them, since its announcement reached them through A;
// then A stops and starts again on the same data directory and address, and
// the jurors dial it back by themselves, so that A mints again.
func TestJurorsFindEveryCoordinatorAndFollowARestart(t *testing.T) {
	a := startNode(t, Config{
		DataDir: t.TempDir(), Key: identity.Derive(t.Name() + "/a"), ListenAddrs: p2p.LoopbackListenAddrs[:1],
		Coordinator: &CoordinatorConfig{HTTPAddr: "127.0.0.1:0"}, AnnounceInterval: 200 * time.Millisecond,
	})
	b := startNode(t, Config{
		DataDir: t.TempDir(), Key: identity.Derive(t.Name() + "/b"), ListenAddrs: p2p.LoopbackListenAddrs[:1],
		Bootstrap: a.Host.FullAddrs(), Coordinator: &CoordinatorConfig{HTTPAddr: "127.0.0.1:0"}, AnnounceInterval: 200 * time.Millisecond,
	})
	tn := startNetOn(t, a, 3) // the jurors bootstrap to A alone
	for _, j := range tn.jurors {
		if len(j.cfg.Bootstrap) == 0 || !j.Host.IsKept(a.Host.ID()) {
			t.Fatal("a juror does not keep its bootstrap coordinator")
		}
	}

	waitJurors(t, b, 3) // live at B and in its request mesh: connected to B directly
	for _, j := range tn.jurors {
		if !j.Host.IsKept(b.Host.ID()) {
			t.Fatalf("juror %s reached B but does not keep it", j.Address())
		}
	}
	onB := *tn
	onB.coord = b
	yes := []string{"yes", "yes", "yes"}
	if status, v := onB.submit(t, "q-on-b", yes, 10000); status != http.StatusOK || v.Status != coordinator.StatusMinted || len(v.Jurors) != 3 {
		t.Fatalf("B's request: %d %s %+v", status, v.Status, v.Failure)
	}

	dir, key := a.cfg.DataDir, a.cfg.Key
	var listen []string
	for _, m := range a.Host.Addrs() {
		listen = append(listen, m.String())
	}
	id := a.Host.ID()
	if err := a.Close(); err != nil {
		t.Fatal(err)
	}
	for _, j := range tn.jurors {
		await.Until(t, 30*time.Second, "every juror to see A go", func() bool {
			return j.Host.Network().Connectedness(id) != network.Connected
		})
	}

	a2 := startNode(t, Config{DataDir: dir, Key: key, ListenAddrs: listen,
		Coordinator: &CoordinatorConfig{HTTPAddr: "127.0.0.1:0"}, AnnounceInterval: 200 * time.Millisecond})
	waitJurors(t, a2, 3) // nobody dials the jurors for A
	onA := *tn
	onA.coord = a2
	if status, v := onA.submit(t, "q-on-a-again", yes, 10000); status != http.StatusOK || v.Status != coordinator.StatusMinted || len(v.Jurors) != 3 {
		t.Fatalf("restarted A's request: %d %s %+v", status, v.Status, v.Failure)
	}
}
