package p2p

import (
	"context"
	"math/rand/v2"
	"slices"
	"time"

	"github.com/libp2p/go-libp2p/core/event"
	"github.com/libp2p/go-libp2p/core/network"
	"github.com/libp2p/go-libp2p/core/peer"
	ma "github.com/multiformats/go-multiaddr"

	"github.com/arbitra-network/arbitra/internal/backoff"
)

// KeepTag is the connection manager's protection tag of the peers a host
// keeps: its bootstrap peers and the announced peers it follows.
const KeepTag = "arbitra/keep"

// Defaults of the re-dial backoff and of the announcements.
const (
	DefaultRedialMin        = 250 * time.Millisecond
	DefaultRedialMax        = 10 * time.Second
	DefaultAnnounceInterval = 10 * time.Second
	// forgetAfter is how long a followed peer may stay unreachable and
	// unannounced before it is dropped: a coordinator that left for good
	// is not dialled forever. Bootstrap peers are never dropped.
	forgetAfter = 30 * time.Minute
	// maxFollowed bounds the announced peers a host keeps, since anyone
	// may announce itself.
	maxFollowed = 256
	dialTimeout = 10 * time.Second
)

// RedialDelay is the wait before the attempt-th re-dial (from 0): the
// delay doubles from min up to max, and is drawn uniformly from its upper
// half so that the jurors of a restarted coordinator do not dial it in
// lockstep.
func RedialDelay(attempt int, lo, hi time.Duration) time.Duration {
	d := backoff.Delay(attempt, lo, hi)
	if d <= 0 {
		return 0
	}
	half := d / 2
	return half + rand.N(d-half+1)
}

// kept is the keeper's state of one peer.
type kept struct {
	addrs     []ma.Multiaddr // as last announced
	bootAddrs []ma.Multiaddr // as configured: a DNS name outlives the IP a restart changes
	bootstrap bool
	announced time.Time // last announcement heard; zero for a bootstrap peer
	attempt   int       // failed dials since the peer was last connected
	next      time.Time // when to dial; zero while connected or dialling
	dialing   bool
}

type dialResult struct {
	id  peer.ID
	err error
}

// keepLoop owns the kept peers: it protects them in the connection
// manager, re-dials them with backoff whenever they are not connected, and
// publishes this host's announcements. It is the only goroutine that
// touches the kept map.
func (h *Host) keepLoop(ctx context.Context, sub event.Subscription, cfg Config) {
	defer h.wg.Done()
	defer sub.Close()
	peers := make(map[peer.ID]*kept)
	results := make(chan dialResult)
	timer := time.NewTimer(time.Hour)
	defer timer.Stop()
	var tick <-chan time.Time
	if h.announce != nil {
		t := time.NewTicker(cfg.AnnounceInterval)
		defer t.Stop()
		tick = t.C
		h.publishAnnouncement(ctx)
	}

	schedule := func(id peer.ID, k *kept) {
		if k.dialing || h.Network().Connectedness(id) == network.Connected {
			k.next = time.Time{}
			return
		}
		k.next = time.Now().Add(RedialDelay(k.attempt, cfg.RedialMin, cfg.RedialMax))
	}
	add := func(info peer.AddrInfo, bootstrap bool) {
		if info.ID == h.ID() {
			return
		}
		k := peers[info.ID]
		if k == nil {
			if !bootstrap && len(peers) >= maxFollowed {
				h.log.Warn("announced peer not followed: too many kept peers", "peer", info.ID)
				return
			}
			k = &kept{}
			peers[info.ID] = k
			h.ConnManager().Protect(info.ID, KeepTag)
		}
		k.bootstrap = k.bootstrap || bootstrap
		if !bootstrap {
			k.announced = time.Now()
		}
		switch {
		case bootstrap:
			k.bootAddrs = info.Addrs
		case len(info.Addrs) > 0:
			k.addrs = info.Addrs
		}
		// A new peer, or one that announced itself again and so is up, is
		// dialled at once whatever its backoff had reached.
		if !k.dialing && h.Network().Connectedness(info.ID) != network.Connected {
			k.attempt, k.next = 0, time.Now()
		}
	}
	for _, info := range cfg.bootstrapInfos {
		add(info, true)
	}

	for {
		var earliest time.Time
		for _, k := range peers {
			if !k.next.IsZero() && (earliest.IsZero() || k.next.Before(earliest)) {
				earliest = k.next
			}
		}
		timer.Stop()
		var due <-chan time.Time
		if !earliest.IsZero() {
			timer.Reset(time.Until(earliest))
			due = timer.C
		}
		select {
		case <-ctx.Done():
			return
		case info := <-h.follow:
			add(info, false)
		case <-h.joined:
			h.publishAnnouncement(ctx)
		case <-tick:
			h.publishAnnouncement(ctx)
		case e := <-sub.Out():
			ev, ok := e.(event.EvtPeerConnectednessChanged)
			if !ok {
				continue
			}
			if k := peers[ev.Peer]; k != nil {
				if ev.Connectedness == network.Connected {
					k.attempt, k.next = 0, time.Time{}
				} else if k.next.IsZero() {
					h.log.Info("kept peer disconnected; re-dialling", "peer", ev.Peer)
					schedule(ev.Peer, k)
				}
			}
		case <-due:
			now := time.Now()
			for id, k := range peers {
				if k.next.IsZero() || k.next.After(now) {
					continue
				}
				if !k.bootstrap && now.Sub(k.announced) > forgetAfter {
					h.log.Info("followed peer forgotten: unreachable and no longer announced", "peer", id)
					h.ConnManager().Unprotect(id, KeepTag)
					delete(peers, id)
					continue
				}
				k.next, k.dialing = time.Time{}, true
				info := peer.AddrInfo{ID: id, Addrs: append(slices.Clone(k.addrs), k.bootAddrs...)}
				h.wg.Add(1)
				go func() {
					defer h.wg.Done()
					select {
					case results <- dialResult{id, h.redial(ctx, info)}:
					case <-ctx.Done():
					}
				}()
			}
		case r := <-results:
			k := peers[r.id]
			if k == nil {
				continue
			}
			k.dialing = false
			if r.err != nil {
				k.attempt++
				h.log.Debug("re-dial failed", "peer", r.id, "attempt", k.attempt, "err", r.err)
			} else {
				k.attempt = 0
			}
			schedule(r.id, k)
		}
	}
}

// redial dials a kept peer past the swarm's own dial backoff, which would
// otherwise refuse a peer that was down a moment ago for longer than the
// keeper's schedule says.
func (h *Host) redial(ctx context.Context, info peer.AddrInfo) error {
	ctx, cancel := context.WithTimeout(ctx, dialTimeout)
	defer cancel()
	return h.Host.Connect(network.WithForceDirectDial(ctx, "arbitra: kept peer"), info)
}

// IsKept reports whether the connection manager protects the connections to
// id as a bootstrap or followed peer.
func (h *Host) IsKept(id peer.ID) bool { return h.ConnManager().IsProtected(id, KeepTag) }
