// Package replica spreads verdict records between coordinators, so that
// any coordinator serves, audits and counts a record another minted, and
// one coordinator's loss loses no record. A coordinator announces each
// record it pins on Topic; the others fetch it, audit it as `arbitra
// audit` does, pin and index it, and announce that they hold it; a
// coordinator that was away catches up over ListProtocol. docs/ipfs.md
// specifies the notices, the target and the bounds on what a rogue can
// make a coordinator do.
//
// New checks the configuration; Start joins the topic and starts the fetch
// workers, the re-announcer and the catch-up loop; Close stops and waits
// for them. A Replicator is safe for concurrent use.
package replica
