package jurornode

import (
	"context"
	"encoding/json"
	"net/http"
	"strings"
	"testing"

	"github.com/arbitra-network/arbitra/identity"
	"github.com/arbitra-network/arbitra/juror"
	"github.com/arbitra-network/arbitra/p2p"
	"github.com/arbitra-network/arbitra/verdict"
)

// A juror that names its coordinators follows only their announcements,
// whatever the case of the address it was given; one that names none
// follows every one.
func TestJurorFollowsTheCoordinatorsItServes(t *testing.T) {
	served, other := identity.Derive(t.Name()+"/served"), identity.Derive(t.Name()+"/other")
	servedID, _ := p2p.PeerIDFromKey(served)
	otherID, _ := p2p.PeerIDFromKey(other)
	f := follow(&RoleConfig{Engine: juror.Builtin{}, Coordinators: []string{strings.ToUpper(verdict.AddressString(verdict.NewKeySigner(served).Address()))}})
	if f == nil || !f(servedID) || f(otherID) {
		t.Fatal("a juror must follow its own coordinators and no other")
	}
	if follow(&RoleConfig{Engine: juror.Builtin{}}) != nil {
		t.Fatal("a juror that names no coordinator must follow every announced one")
	}
}

// A juror-only node started as cmd/arbitra-juror starts it serves its
// status on loopback, names what it accepts and its missing standing, and
// closes everything it started.
func TestJurorNodeStatus(t *testing.T) {
	key := identity.Derive(t.Name())
	coordinator := verdict.AddressString(verdict.NewKeySigner(identity.Derive(t.Name() + "/coordinator")).Address())
	n, err := New(Config{DataDir: t.TempDir(), Key: key, ListenAddrs: p2p.LoopbackListenAddrs,
		Juror: RoleConfig{Engine: juror.Builtin{}, Coordinators: []string{coordinator}, Capacity: 2, StatusAddr: ":0"}})
	if err != nil {
		t.Fatal(err)
	}
	if err := n.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	defer n.Close()
	if !strings.HasPrefix(n.StatusAddr(), "127.0.0.1:") {
		t.Fatalf("status on %q, want loopback for a bare port", n.StatusAddr())
	}
	resp, err := http.Get("http://" + n.StatusAddr() + "/status")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var st Status
	if err := json.NewDecoder(resp.Body).Decode(&st); err != nil {
		t.Fatal(err)
	}
	if st.Address != n.Address() || st.PeerID != n.Host.ID().String() || st.Engine != "builtin" || st.Capacity != 2 ||
		len(st.Accepts) != 1 || st.Accepts[0] != coordinator || st.Standing.Stake != nil || st.Standing.Note != standingNote {
		t.Fatalf("status %+v", st)
	}
	if err := n.Close(); err != nil {
		t.Fatal(err)
	}
	if _, err := http.Get("http://" + n.StatusAddr() + "/status"); err == nil {
		t.Fatal("the status endpoint still answers after Close")
	}
}
