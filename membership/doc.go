// Package membership answers, from memory, whether an address is a juror or
// a coordinator of the staking registry a node follows, so that the checks
// on gossip's hot path (a capability record, a request's signer) never wait
// on the chain.
//
// A Set polls its Listers every interval and keeps the last answer. Until
// its first refresh succeeds it knows nobody, so a node that cannot reach
// its chain admits no juror and serves no coordinator through it: a
// registry the node cannot read is treated as empty, never as open.
package membership
