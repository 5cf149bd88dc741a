package p2p

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"time"

	pubsub "github.com/libp2p/go-libp2p-pubsub"
	"github.com/libp2p/go-libp2p/core/host"

	"github.com/arbitra-network/arbitra/verdict"
)

// Wrap runs arbitra's gossipsub router on a host the caller built (a
// mocknet host in simulations, a host shared with other protocols) and
// dials cfg.Bootstrap. Key and ListenAddrs are ignored: the host already
// has its identity and transports. Closing the returned Host closes h.
func Wrap(ctx context.Context, h host.Host, cfg Config) (*Host, error) {
	if h == nil {
		return nil, errors.New("p2p: no host")
	}
	log := cfg.Logger
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	return attach(ctx, h, cfg, log)
}

// idontwantThreshold is the size from which a received message is
// announced with IDONTWANT to the other mesh peers (gossipsub v1.2; the
// library's default is 1 KiB). Each announcement is an RPC of its own to
// every mesh peer, sent before validation; for a request of a few KiB it
// costs as much as the duplicate it may spare, and under load it often
// arrives after that duplicate was queued, so both are paid. Requests with
// large evidence still send it.
const idontwantThreshold = 16 << 10

// seenTTL is how long a message's ID is remembered as seen, so that a
// copy arriving later is dropped unvalidated (the library keeps IDs 120 s,
// and sweeps them out once a minute). A duplicate arrives within a few
// heartbeats: gossip resends only from the last five (the message cache),
// so 30 s leaves six times that margin. What arrives after it is
// validated again, and still refused: a request past its deadline, a
// capability past its expiry, and a request a juror has already taken
// (it remembers IDs until their deadline). A shorter lifetime keeps the
// cache, which grows with the message rate and every garbage-collection
// cycle marks, small.
const seenTTL = 30 * time.Second

// gossipParams are the library's gossipsub defaults with the IDONTWANT
// threshold above.
func gossipParams() pubsub.GossipSubParams {
	p := pubsub.DefaultGossipSubParams()
	p.IDontWantMessageThreshold = idontwantThreshold
	return p
}

// DefaultMaxMessageSize bounds gossip messages: the largest one arbitra
// gossips is a request, plus its signed envelope.
const DefaultMaxMessageSize = verdict.MaxRequestBytes + 64<<10

// newGossipSub builds the router New and Wrap share: unsigned envelopes,
// content-derived message IDs, a size limit (DefaultMaxMessageSize when
// maxMsg is 0) and
// flood publishing, so that a coordinator's request reaches every direct
// peer at once instead of waiting for the mesh.
//
// Every message arbitra gossips is a record its author signed (a request
// by its coordinator, a capability by its juror), and the validators check
// that signature and derive the author's peer from it. A pubsub signature
// on top would prove the same thing again and cost every receiver a pure-Go
// secp256k1 verification per message, so
// envelopes carry none (StrictNoSign, as Ethereum's consensus-layer gossip
// does for its self-signed objects). With no author or sequence number in
// the envelope, the content-derived ID is what de-duplicates.
func newGossipSub(ctx context.Context, h host.Host, maxMsg int, log *slog.Logger) (*pubsub.PubSub, error) {
	if maxMsg == 0 {
		maxMsg = DefaultMaxMessageSize
	}
	ps, err := pubsub.NewGossipSub(ctx, h,
		pubsub.WithMessageSignaturePolicy(pubsub.StrictNoSign),
		pubsub.WithNoAuthor(), // no author or seqno either: the data is the message
		pubsub.WithMessageIdFn(contentID),
		pubsub.WithSeenMessagesTTL(seenTTL),
		pubsub.WithMaxMessageSize(maxMsg),
		pubsub.WithFloodPublish(true),
		// Deeper queues than the defaults (32): a coordinator publishing
		// hundreds of requests a second must not drop one for a full queue,
		// since flood publish gives a request no second path before the
		// next heartbeat.
		pubsub.WithPeerOutboundQueueSize(512),
		pubsub.WithValidateQueueSize(512),
		pubsub.WithLogger(log.With("component", "pubsub")),
		pubsub.WithGossipSubParams(gossipParams()),
	)
	if err != nil {
		return nil, fmt.Errorf("p2p: gossipsub: %w", err)
	}
	return ps, nil
}
