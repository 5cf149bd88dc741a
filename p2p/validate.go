package p2p

import (
	"context"
	"encoding/json"
	"log/slog"
	"time"

	pubsub "github.com/libp2p/go-libp2p-pubsub"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/arbitra-network/arbitra/verdict"
)

// RequestPolicy decides which validly signed requests a node accepts.
type RequestPolicy struct {
	// AcceptCoordinator reports whether requests signed by this coordinator
	// address are wanted; nil accepts every coordinator.
	AcceptCoordinator func(addr string) bool
	// Now is the clock; nil means time.Now.
	Now func() time.Time
	// Logger may be nil.
	Logger *slog.Logger
}

// RequestValidator checks a gossiped verdict request before it is delivered
// or relayed: the size, the encoding, every protocol limit, the evidence
// root, the panel draw, the coordinator's signature, and that the pubsub
// author (whose key signed the message) is that same coordinator. Invalid
// messages are rejected (the sender is penalised); requests from unwanted
// coordinators or past their deadline are ignored. On success the decoded
// *verdict.SignedRequest is left in msg.ValidatorData.
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
		if len(msg.Data) > verdict.MaxRequestBytes {
			return pubsub.ValidationReject
		}
		var sr verdict.SignedRequest
		if err := json.Unmarshal(msg.Data, &sr); err != nil {
			log.Debug("reject request: undecodable", "err", err)
			return pubsub.ValidationReject
		}
		if err := sr.Verify(); err != nil {
			log.Debug("reject request", "id", sr.Request.ID, "err", err)
			return pubsub.ValidationReject
		}
		author, err := PeerAddress(msg.GetFrom())
		if err != nil || !verdict.SameAddress(author.Hex(), sr.Request.Coordinator) {
			log.Debug("reject request: author is not the signing coordinator", "id", sr.Request.ID)
			return pubsub.ValidationReject
		}
		if p.AcceptCoordinator != nil && !p.AcceptCoordinator(sr.Request.Coordinator) {
			return pubsub.ValidationIgnore
		}
		if now().UnixMilli() > sr.Request.Deadline {
			return pubsub.ValidationIgnore
		}
		msg.ValidatorData = &sr
		return pubsub.ValidationAccept
	}
}

// PresenceValidator checks a juror capability record: size, encoding,
// signature, that the pubsub author is the juror itself, that the record
// names the author's peer ID, and that it has not expired. On success the
// decoded *verdict.Capability is left in msg.ValidatorData.
func PresenceValidator(now func() time.Time) pubsub.ValidatorEx {
	if now == nil {
		now = time.Now
	}
	return func(_ context.Context, _ peer.ID, msg *pubsub.Message) pubsub.ValidationResult {
		if len(msg.Data) > verdict.MaxCapabilityBytes {
			return pubsub.ValidationReject
		}
		var c verdict.Capability
		if err := json.Unmarshal(msg.Data, &c); err != nil {
			return pubsub.ValidationReject
		}
		if err := c.Verify(); err != nil {
			return pubsub.ValidationReject
		}
		author, err := PeerAddress(msg.GetFrom())
		if err != nil || !verdict.SameAddress(author.Hex(), c.Address) || c.PeerID != msg.GetFrom().String() {
			return pubsub.ValidationReject
		}
		if now().UnixMilli() > c.IssuedAt+c.TTLMS {
			return pubsub.ValidationIgnore
		}
		msg.ValidatorData = &c
		return pubsub.ValidationAccept
	}
}
