package p2p

import (
	"context"
	"errors"
	"fmt"
	"time"

	pubsub "github.com/libp2p/go-libp2p-pubsub"
	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/libp2p/go-libp2p/core/peerstore"
	"github.com/libp2p/go-libp2p/core/record"
)

// Limits of an announcement on TopicPeers.
const (
	MaxAnnouncementBytes = 4 << 10
	maxAnnouncedAddrs    = 16
)

// ErrBadAnnouncement is returned for a TopicPeers message that is not a
// peer record signed by the peer it names.
var ErrBadAnnouncement = errors.New("p2p: bad peer announcement")

// OpenAnnouncement checks a TopicPeers message: a libp2p signed envelope
// holding a peer record whose peer is the envelope's signer, with at least
// one and at most a few addresses.
func OpenAnnouncement(b []byte) (*record.Envelope, *peer.PeerRecord, error) {
	if len(b) > MaxAnnouncementBytes {
		return nil, nil, fmt.Errorf("%w: %d bytes", ErrBadAnnouncement, len(b))
	}
	env, rec, err := record.ConsumeEnvelope(b, peer.PeerRecordEnvelopeDomain)
	if err != nil {
		return nil, nil, fmt.Errorf("%w: %w", ErrBadAnnouncement, err)
	}
	pr, ok := rec.(*peer.PeerRecord)
	if !ok {
		return nil, nil, fmt.Errorf("%w: not a peer record", ErrBadAnnouncement)
	}
	signer, err := peer.IDFromPublicKey(env.PublicKey)
	if err != nil || signer != pr.PeerID {
		return nil, nil, fmt.Errorf("%w: signed by %s for %s", ErrBadAnnouncement, signer, pr.PeerID)
	}
	if len(pr.Addrs) == 0 || len(pr.Addrs) > maxAnnouncedAddrs {
		return nil, nil, fmt.Errorf("%w: %d addresses", ErrBadAnnouncement, len(pr.Addrs))
	}
	return env, pr, nil
}

// validateAnnouncement rejects anything OpenAnnouncement refuses, so a
// forged record is neither delivered nor relayed.
func validateAnnouncement(_ context.Context, _ peer.ID, m *pubsub.Message) pubsub.ValidationResult {
	env, pr, err := OpenAnnouncement(m.Data)
	if err != nil {
		return pubsub.ValidationReject
	}
	m.ValidatorData = announcement{env, pr}
	return pubsub.ValidationAccept
}

type announcement struct {
	env *record.Envelope
	rec *peer.PeerRecord
}

// Announcement returns this host's current addresses as a sealed peer
// record, what it publishes on TopicPeers.
func (h *Host) Announcement() ([]byte, error) {
	rec := peer.PeerRecordFromAddrInfo(peer.AddrInfo{ID: h.ID(), Addrs: h.Addrs()})
	if len(rec.Addrs) > maxAnnouncedAddrs {
		rec.Addrs = rec.Addrs[:maxAnnouncedAddrs]
	}
	env, err := record.Seal(rec, h.Peerstore().PrivKey(h.ID()))
	if err != nil {
		return nil, fmt.Errorf("p2p: seal peer record: %w", err)
	}
	b, err := env.Marshal()
	if err != nil {
		return nil, fmt.Errorf("p2p: peer record: %w", err)
	}
	return b, nil
}

func (h *Host) publishAnnouncement(ctx context.Context) {
	b, err := h.Announcement()
	if err == nil {
		err = h.announce.Publish(ctx, b)
	}
	if err != nil && ctx.Err() == nil {
		h.log.Warn("peer announcement not published", "err", err)
	}
}

// readAnnouncements hands every newer announcement of a followed peer to
// the keeper. The peerstore keeps the record, and refuses one whose
// sequence number is not above the last it kept, so a replayed old record
// changes nothing.
func (h *Host) readAnnouncements(ctx context.Context, sub *pubsub.Subscription, follow func(peer.ID) bool) {
	defer h.wg.Done()
	defer sub.Cancel()
	cab, _ := peerstore.GetCertifiedAddrBook(h.Peerstore())
	for {
		m, err := sub.Next(ctx)
		if err != nil {
			return
		}
		a, ok := m.ValidatorData.(announcement)
		if !ok || a.rec.PeerID == h.ID() || (follow != nil && !follow(a.rec.PeerID)) {
			continue
		}
		if cab != nil {
			if fresh, err := cab.ConsumePeerRecord(a.env, peerstore.RecentlyConnectedAddrTTL); err != nil || !fresh {
				continue
			}
		}
		select {
		case h.follow <- peer.AddrInfo{ID: a.rec.PeerID, Addrs: a.rec.Addrs}:
		case <-ctx.Done():
			return
		}
	}
}

// JoinSettle is how long a host waits after a peer joins a topic before it
// publishes to it: time for its own stream to the peer to open.
const JoinSettle = 100 * time.Millisecond

// watchJoins signals the keeper when a peer joins TopicPeers, so that a
// host that just connected hears this host's announcement soon.
func (h *Host) watchJoins(ctx context.Context, ev *pubsub.TopicEventHandler) {
	defer h.wg.Done()
	defer ev.Cancel()
	for {
		e, err := ev.NextPeerEvent(ctx)
		if err != nil {
			return
		}
		if e.Type != pubsub.PeerJoin {
			continue
		}
		// The join is seen when the peer's subscriptions arrive, which can
		// be before this host's own stream to it is open; an announcement
		// published then is dropped for that peer ("no send queue"), and
		// the peers behind it would wait for the next interval to hear it.
		select {
		case <-time.After(JoinSettle):
		case <-ctx.Done():
			return
		}
		select {
		case h.joined <- struct{}{}:
		default: // one announcement is already due
		}
	}
}
