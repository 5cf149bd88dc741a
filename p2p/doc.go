// Package p2p is arbitra's networking layer: one libp2p host per node (TCP
// and QUIC), gossipsub for the request and presence topics, and small
// length-prefixed request/response streams.
//
// The package knows protocol names and message framing, not roles: the
// juror and coordinator packages join topics with their own validators, so
// that every gossiped message is checked at the edge before it is delivered
// or forwarded. Message identity is content-derived (sha256 of the data) and
// pubsub envelopes are unsigned and authorless: every gossiped message is a
// record its author signed, and the validators take the author from that
// signature (PeerIDFromPublicKey turns the recovered key into the peer that
// receives receipts), never from the peer that relayed the message, even
// when that peer is the author. PeerAddress turns a peer ID into the
// Ethereum address of the same key.
//
// A Host keeps its bootstrap peers and the announced peers it follows
// (TopicPeers carries coordinators' signed peer records): it protects their
// connections in the connection manager and re-dials them with a jittered
// exponential backoff whenever they drop, from one goroutine that Close
// ends.
//
// A Host is created by New and owned by its caller, who must Close it.
// Everything on a Host is safe for concurrent use.
package p2p
