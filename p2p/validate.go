package p2p

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"time"

	pubsub "github.com/libp2p/go-libp2p-pubsub"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/arbitra-network/arbitra/verdict"
)

// RequestPolicy decides which validly signed requests a node accepts.
type RequestPolicy struct {
	// Self is the validating node's peer ID. A request it published itself
	// (one that pubsub hands over with ReceivedFrom == Self) is accepted as
	// it is, neither verified nor decoded: the node signed it a moment ago,
	// and a coordinator that does not subscribe has no use for its decoding
	// (RequestOf decodes it for a local subscriber).
	Self peer.ID
	// AcceptCoordinator reports whether requests signed by this coordinator
	// address are wanted; nil accepts every coordinator.
	AcceptCoordinator func(addr string) bool
	// Now is the clock; nil means time.Now.
	Now func() time.Time
	// Logger may be nil.
	Logger *slog.Logger
}

// VerifiedRequest is what RequestValidator leaves in msg.ValidatorData.
type VerifiedRequest struct {
	*verdict.SignedRequest
	// Coordinator is the peer whose key signed the request: where panel
	// jurors deliver their receipts. Any peer may relay a request; this is
	// never the relay's ID.
	Coordinator peer.ID
}

// RequestValidator checks a gossiped verdict request before it is delivered
// or relayed: the size, the encoding, every protocol limit, the evidence
// root, the panel draw and the coordinator's signature, from which it also
// derives the coordinator's peer ID, whoever relayed the request. Invalid
// messages are rejected:
// neither delivered nor relayed (no peer scores are kept). Requests from
// unwanted coordinators or past their deadline are ignored. On success a
// *VerifiedRequest is left in msg.ValidatorData.
func RequestValidator(p RequestPolicy) pubsub.ValidatorEx {
	now := p.Now
	if now == nil {
		now = time.Now
	}
	log := p.Logger
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	return func(_ context.Context, _ peer.ID, msg *pubsub.Message) pubsub.ValidationResult {
		if p.Self != "" && msg.ReceivedFrom == p.Self {
			return pubsub.ValidationAccept
		}
		id, vr, err := p.check(msg.Data, now)
		switch {
		case errors.Is(err, ErrRequestUnwanted):
			return pubsub.ValidationIgnore
		case err != nil:
			log.Debug("reject request", "id", id, "from", msg.ReceivedFrom, "err", err)
			return pubsub.ValidationReject
		}
		msg.ValidatorData = vr
		return pubsub.ValidationAccept
	}
}

// ErrRequestUnwanted is a valid request that the policy does not want: its
// coordinator is not served, or its deadline has passed.
var ErrRequestUnwanted = errors.New("p2p: request not wanted")

// Check verifies a request's bytes as RequestValidator does, for a
// request that arrived on a stream (ProtocolRequest) instead of gossip.
func (p RequestPolicy) Check(data []byte) (*VerifiedRequest, error) {
	now := p.Now
	if now == nil {
		now = time.Now
	}
	_, vr, err := p.check(data, now)
	return vr, err
}

// check also returns the ID the request claims, once it decodes, for logs.
func (p RequestPolicy) check(data []byte, now func() time.Time) (string, *VerifiedRequest, error) {
	if len(data) > verdict.MaxRequestBytes {
		return "", nil, fmt.Errorf("p2p: request of %d bytes, over %d", len(data), verdict.MaxRequestBytes)
	}
	var sr verdict.SignedRequest
	if err := verdict.UnmarshalStrict(data, &sr); err != nil {
		return "", nil, fmt.Errorf("p2p: request undecodable: %w", err)
	}
	id := sr.Request.ID
	coordinator, err := verifyRequest(&sr)
	if err != nil {
		return id, nil, fmt.Errorf("p2p: request %s: %w", id, err)
	}
	if p.AcceptCoordinator != nil && !p.AcceptCoordinator(sr.Request.Coordinator.String()) {
		return id, nil, fmt.Errorf("%w: coordinator %s is not served", ErrRequestUnwanted, sr.Request.Coordinator)
	}
	if now().UnixMilli() > sr.Request.Deadline {
		return id, nil, fmt.Errorf("%w: request %s is past its deadline", ErrRequestUnwanted, id)
	}
	return id, &VerifiedRequest{SignedRequest: &sr, Coordinator: coordinator}, nil
}

// verifyRequest verifies sr, its signature included, and returns the peer
// of the coordinator whose key signed it.
func verifyRequest(sr *verdict.SignedRequest) (peer.ID, error) {
	key, err := sr.VerifyKey()
	if err != nil {
		return "", err
	}
	return PeerIDFromPublicKey(key)
}

// RequestOf returns the request a delivered message carries: what
// RequestValidator verified and left in msg.ValidatorData or, for a request
// that self published (accepted undecoded), its decoding, with self as the
// coordinator.
func RequestOf(msg *pubsub.Message, self peer.ID) (*VerifiedRequest, error) {
	if vr, ok := msg.ValidatorData.(*VerifiedRequest); ok {
		return vr, nil
	}
	if self == "" || msg.ReceivedFrom != self {
		return nil, errors.New("p2p: request was not validated")
	}
	var sr verdict.SignedRequest
	if err := verdict.UnmarshalStrict(msg.Data, &sr); err != nil {
		return nil, fmt.Errorf("p2p: own request: %w", err)
	}
	return &VerifiedRequest{SignedRequest: &sr, Coordinator: self}, nil
}

// PresenceValidator checks a juror capability record: size, encoding,
// signature, that its peer ID holds the same key as its address (so
// receipts and requests reach the juror that signed it), and that it has
// not expired. Any peer may relay a record. A record whose address admit
// refuses is ignored (neither delivered nor relayed); a nil admit admits
// all. On success the decoded *verdict.Capability is left in
// msg.ValidatorData.
func PresenceValidator(now func() time.Time, admit func(addr string) bool) pubsub.ValidatorEx {
	if now == nil {
		now = time.Now
	}
	return func(_ context.Context, _ peer.ID, msg *pubsub.Message) pubsub.ValidationResult {
		if len(msg.Data) > verdict.MaxCapabilityBytes {
			return pubsub.ValidationReject
		}
		var c verdict.Capability
		if err := verdict.UnmarshalStrict(msg.Data, &c); err != nil {
			return pubsub.ValidationReject
		}
		if err := c.Verify(); err != nil {
			return pubsub.ValidationReject
		}
		id, err := peer.Decode(c.PeerID)
		if err != nil {
			return pubsub.ValidationReject
		}
		if owner, err := PeerAddress(id); err != nil || !verdict.SameAddress(owner.Hex(), c.Address) {
			return pubsub.ValidationReject
		}
		if now().UnixMilli() > c.IssuedAt+c.TTLMS || (admit != nil && !admit(c.Address)) {
			return pubsub.ValidationIgnore
		}
		msg.ValidatorData = &c
		return pubsub.ValidationAccept
	}
}
