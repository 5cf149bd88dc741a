package p2p_test

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/libp2p/go-libp2p/core/network"
	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/libp2p/go-libp2p/core/record"
	ma "github.com/multiformats/go-multiaddr"
	"go.uber.org/goleak"

	"github.com/arbitra-network/arbitra/internal/await"
	"github.com/arbitra-network/arbitra/p2p"
)

func TestRedialDelay(t *testing.T) {
	lo, hi := 100*time.Millisecond, 2*time.Second
	seen := map[time.Duration]bool{}
	for attempt := range 12 {
		want := min(lo<<attempt, hi)
		for range 32 {
			d := p2p.RedialDelay(attempt, lo, hi)
			if d < want/2 || d > want {
				t.Fatalf("attempt %d: delay %v, want within [%v, %v]", attempt, d, want/2, want)
			}
			seen[d] = true
		}
	}
	if len(seen) < 12 {
		t.Fatalf("only %d distinct delays: no jitter", len(seen))
	}
}

// waitFor polls cond until it holds or ctx ends.
func waitFor(t *testing.T, ctx context.Context, what string, cond func() bool) {
	t.Helper()
	await.UntilCtx(t, ctx, what, cond)
}

func startHost(t *testing.T, ctx context.Context, cfg p2p.Config) *p2p.Host {
	t.Helper()
	if cfg.ListenAddrs == nil {
		cfg.ListenAddrs = p2p.LoopbackListenAddrs[:1]
	}
	h, err := p2p.New(ctx, cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { h.Close() })
	return h
}

// A host whose bootstrap peer restarts on the same address dials it again
// by itself.
func TestBootstrapPeerRedialledAfterRestart(t *testing.T) {
	ctx := testContext(t)
	keyA := newKey(t)
	a := startHost(t, ctx, p2p.Config{Key: keyA})
	b := startHost(t, ctx, p2p.Config{Key: newKey(t), Bootstrap: a.FullAddrs(), RedialMin: 20 * time.Millisecond, RedialMax: 200 * time.Millisecond})
	if !b.IsKept(a.ID()) {
		t.Fatal("the bootstrap peer is not protected")
	}
	var listen []string
	for _, m := range a.Addrs() {
		listen = append(listen, m.String())
	}
	if err := a.Close(); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "B sees A gone", func() bool { return b.Network().Connectedness(a.ID()) != network.Connected })

	a2 := startHost(t, ctx, p2p.Config{Key: keyA, ListenAddrs: listen})
	if a2.ID() != a.ID() {
		t.Fatal("same key, different peer")
	}
	waitFor(t, ctx, "B re-dials the restarted A", func() bool { return b.Network().Connectedness(a2.ID()) == network.Connected })
	if !b.IsKept(a2.ID()) {
		t.Fatal("the bootstrap peer lost its protection")
	}
}

// A host bootstrapped to a relay learns of an announcing host it never
// dialled, connects to it and keeps it; one whose Follow refuses the
// announcer does not.
func TestAnnouncedPeerFollowed(t *testing.T) {
	ctx := testContext(t)
	coord := startHost(t, ctx, p2p.Config{Key: newKey(t), Announce: true, AnnounceInterval: 100 * time.Millisecond})
	relay := startHost(t, ctx, p2p.Config{Key: newKey(t), Bootstrap: coord.FullAddrs()})
	j := startHost(t, ctx, p2p.Config{Key: newKey(t), Bootstrap: relay.FullAddrs()})
	refused := make(chan peer.ID, 8)
	picky := startHost(t, ctx, p2p.Config{Key: newKey(t), Bootstrap: relay.FullAddrs(), Follow: func(id peer.ID) bool {
		select {
		case refused <- id:
		default:
		}
		return false
	}})

	waitFor(t, ctx, "the juror connects to the announced host", func() bool {
		return j.Network().Connectedness(coord.ID()) == network.Connected && j.IsKept(coord.ID())
	})
	if j.IsKept(relay.ID()) != true || relay.IsKept(coord.ID()) != true {
		t.Fatal("the bootstrap peer and the relay's followed peer must be kept")
	}
	if coord.IsKept(j.ID()) {
		t.Fatal("a host that does not announce is not followed")
	}
	select {
	case id := <-refused:
		if id != coord.ID() {
			t.Fatalf("Follow asked about %s, want the announcer %s", id, coord.ID())
		}
	case <-ctx.Done():
		t.Fatal("the announcement never reached the picky host")
	}
	if picky.IsKept(coord.ID()) || picky.Network().Connectedness(coord.ID()) == network.Connected {
		t.Fatal("a refused announcer was followed")
	}
}

func TestOpenAnnouncement(t *testing.T) {
	ctx := testContext(t)
	h := startHost(t, ctx, p2p.Config{Key: newKey(t)})
	good, err := h.Announcement()
	if err != nil {
		t.Fatal(err)
	}
	if _, rec, err := p2p.OpenAnnouncement(good); err != nil || rec.PeerID != h.ID() || len(rec.Addrs) == 0 {
		t.Fatalf("own announcement: %+v %v", rec, err)
	}

	other, _ := p2p.PeerIDFromKey(newKey(t))
	key, _ := p2p.LibP2PKey(newKey(t))
	addr := ma.StringCast("/ip4/127.0.0.1/tcp/4001")
	seal := func(rec *peer.PeerRecord) []byte {
		env, err := record.Seal(rec, key)
		if err != nil {
			t.Fatal(err)
		}
		b, err := env.Marshal()
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	many := make([]ma.Multiaddr, 17)
	for i := range many {
		many[i] = addr
	}
	self, _ := peer.IDFromPrivateKey(key)
	for name, b := range map[string][]byte{
		"signed by another key": seal(peer.PeerRecordFromAddrInfo(peer.AddrInfo{ID: other, Addrs: []ma.Multiaddr{addr}})),
		"no address":            seal(peer.PeerRecordFromAddrInfo(peer.AddrInfo{ID: self})),
		"too many addresses":    seal(peer.PeerRecordFromAddrInfo(peer.AddrInfo{ID: self, Addrs: many})),
		"not an envelope":       []byte("hello"),
		"too large":             []byte(strings.Repeat("x", p2p.MaxAnnouncementBytes+1)),
		"tampered":              append(append([]byte{}, good[:len(good)-1]...), good[len(good)-1]^1),
	} {
		if _, _, err := p2p.OpenAnnouncement(b); !errors.Is(err, p2p.ErrBadAnnouncement) {
			t.Errorf("%s: %v, want ErrBadAnnouncement", name, err)
		}
	}
}

// Close ends the keeper, its dials and the announcement readers.
func TestCloseEndsTheKeeper(t *testing.T) {
	ctx := testContext(t)
	deadID, _ := p2p.PeerIDFromKey(newKey(t))
	before := goleak.IgnoreCurrent()
	coord := startHost(t, ctx, p2p.Config{Key: newKey(t), Announce: true, AnnounceInterval: 50 * time.Millisecond})
	h, err := p2p.New(ctx, p2p.Config{Key: newKey(t), RedialMin: time.Millisecond, RedialMax: 5 * time.Millisecond,
		ListenAddrs: p2p.LoopbackListenAddrs[:1],
		Bootstrap:   append(coord.FullAddrs(), "/ip4/127.0.0.1/tcp/1/p2p/"+deadID.String())})
	if err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "the host follows the announcer", func() bool { return h.IsKept(coord.ID()) })
	if err := h.Close(); err != nil {
		t.Fatal(err)
	}
	if err := coord.Close(); err != nil {
		t.Fatal(err)
	}
	goleak.VerifyNone(t, before)
}
