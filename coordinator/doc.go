// Package coordinator is the request lifecycle of the node role that
// agents submit to: it draws a panel from the live juror registry within
// the jurors' announced capacity, gossips the signed request, collects and
// checks the jurors' receipts, mints the majority-v1 verdict and hands it
// to the archive (IPFS) and to mint hooks that run in the same store
// transaction (settlement, reputation, replication). It knows no HTTP: the
// routes are package api/server's. docs/coordinator.md gives the design
// (admission, storage layout, requester rights).
//
// New wires the dependencies; Start joins the topics, serves the receipt
// protocol and resumes the requests a restart interrupted; Close stops the
// background work and waits for it. A request acknowledged to its caller
// is on disk first. The Service is safe for concurrent use.
package coordinator
