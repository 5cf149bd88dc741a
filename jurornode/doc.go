// Package jurornode runs arbitra's juror role: the ballot book, the juror
// service on a libp2p host, and the optional status endpoint (GET /status,
// GET /metrics). Node is a juror-only node with a host of its own, what
// cmd/arbitra-juror runs; StartRole puts the role on a host that a
// coordinator shares (package node). It links no coordinator, archive,
// store or chain client, so that a juror's process carries none of them.
//
// Lifecycle: New checks the Config, Start builds in order, Close stops in
// reverse and is idempotent; the role's parts close with their owner.
package jurornode
