package juror

import (
	"context"
	"slices"
	"sort"
	"sync"

	"github.com/libp2p/go-libp2p/core/event"
	"github.com/libp2p/go-libp2p/core/network"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/arbitra-network/arbitra/p2p"
	"github.com/arbitra-network/arbitra/verdict"
)

// CoordinatorLink is a coordinator this juror has been connected to, as its
// status shows it.
type CoordinatorLink struct {
	Address string `json:"address"`
	PeerID  string `json:"peer_id"`
	// Connected: a connection to it is open now, so a receipt can reach it.
	Connected bool `json:"connected"`
	// Served: the juror's policy takes its requests.
	Served bool `json:"served"`
}

// maxKnownCoordinators bounds the coordinators a juror remembers; the
// disconnected ones are forgotten first.
const maxKnownCoordinators = 256

// links tracks the coordinators a juror can deliver a receipt to: peers
// connected now that serve the receipt protocol. The juror announces those
// its policy serves in its capability record, and a coordinator draws only
// jurors whose record names it, so a coordinator never waits on a juror
// that would ignore it or could not answer.
type links struct {
	h      *p2p.Host
	policy CoordinatorPolicy
	self   string // the juror's address, served when a coordinator runs in its process
	local  bool

	mu    sync.Mutex
	known map[peer.ID]*CoordinatorLink
	// changed is signalled when a coordinator connects or disconnects.
	changed chan struct{}
}

func newLinks(h *p2p.Host, policy CoordinatorPolicy, self string, local bool) *links {
	return &links{h: h, policy: policy, self: self, local: local, known: make(map[peer.ID]*CoordinatorLink),
		changed: make(chan struct{}, 1)}
}

// subscribe subscribes to the events watch follows.
func (l *links) subscribe() (event.Subscription, error) {
	return l.h.EventBus().Subscribe([]any{new(event.EvtPeerConnectednessChanged),
		new(event.EvtPeerIdentificationCompleted), new(event.EvtPeerProtocolsUpdated)})
}

// watch follows connection and identify events until ctx ends. Its
// subscription was made before it reads the peers already connected, so
// that no change falls between the two.
func (l *links) watch(ctx context.Context, sub event.Subscription) {
	defer sub.Close()
	l.refreshAll()
	for {
		select {
		case <-ctx.Done():
			return
		case e := <-sub.Out():
			switch ev := e.(type) {
			case event.EvtPeerConnectednessChanged:
				l.refresh(ev.Peer)
			case event.EvtPeerIdentificationCompleted:
				l.refresh(ev.Peer)
			case event.EvtPeerProtocolsUpdated:
				l.refresh(ev.Peer)
			}
		}
	}
}

// refresh re-reads what the host knows of p: a peer that identify says
// serves receipts is a coordinator from then on (the peerstore may drop its
// protocols while it reconnects), and whether it is connected changes what
// the record announces.
func (l *links) refresh(p peer.ID) {
	connected := l.connected(p)
	l.mu.Lock()
	defer l.mu.Unlock()
	k := l.known[p]
	if k == nil {
		speaks, _ := l.h.Peerstore().SupportsProtocols(p, p2p.ProtocolReceipt)
		if len(speaks) == 0 || !connected {
			return
		}
		a, err := p2p.PeerAddress(p)
		if err != nil {
			return
		}
		l.forgetOne()
		k = &CoordinatorLink{Address: verdict.AddressString(a), PeerID: p.String()}
		l.known[p] = k
	}
	if k.Connected == connected {
		return
	}
	k.Connected = connected
	select {
	case l.changed <- struct{}{}:
	default:
	}
}

// refreshAll refreshes every peer connected now.
func (l *links) refreshAll() {
	for _, p := range l.h.Network().Peers() {
		l.refresh(p)
	}
}

func (l *links) connected(p peer.ID) bool { return l.h.Network().Connectedness(p) == network.Connected }

// forgetOne makes room for one more coordinator, forgetting a disconnected
// one; l.mu is held.
func (l *links) forgetOne() {
	if len(l.known) < maxKnownCoordinators {
		return
	}
	for p, k := range l.known {
		if !k.Connected {
			delete(l.known, p)
			return
		}
	}
}

// served is what the capability record announces: the addresses of the
// coordinators connected now that the policy serves, sorted, the juror's
// own first when a coordinator runs in its process, at most
// verdict.MaxCapabilityCoordinators.
func (l *links) served() []string {
	l.mu.Lock()
	out := make([]string, 0, len(l.known)+1)
	for p, k := range l.known {
		// The host's word now, not the last event's: the record must
		// not name a coordinator a receipt cannot reach.
		if k.Connected = l.connected(p); k.Connected {
			out = append(out, k.Address)
		}
	}
	l.mu.Unlock()
	out = slices.DeleteFunc(out, func(a string) bool { return !l.policy.Allowed(a) })
	sort.Strings(out)
	if l.local {
		// Both are canonical (AddressString), so they compare as strings.
		out = append([]string{l.self}, slices.DeleteFunc(out, func(a string) bool { return a == l.self })...)
	}
	return out[:min(len(out), verdict.MaxCapabilityCoordinators)]
}

// list is every coordinator known, connected or not, sorted by address.
func (l *links) list() []CoordinatorLink {
	l.mu.Lock()
	out := make([]CoordinatorLink, 0, len(l.known))
	for _, k := range l.known {
		out = append(out, *k)
	}
	l.mu.Unlock()
	for i := range out {
		out[i].Served = l.policy.Allowed(out[i].Address)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Address < out[j].Address })
	return out
}
