package jurornode

import (
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
