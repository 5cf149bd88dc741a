// Package coordinator is the node role that agents submit to: it admits a
// request, draws a panel, gossips the signed request, collects the jurors'
// receipts, mints the verdict by majority-v1 and hands it to the archive and
// the mint hooks. docs/coordinator.md is the design: admission, durability
// and the store's layout.
//
// Lifecycle: New wires the dependencies; Start joins the topics, registers
// the receipt protocol and resumes every request accepted and not finished
// before a restart; Close stops the background work and waits for it. The
// Service is safe for concurrent use.
package coordinator
