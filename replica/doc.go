// Package replica spreads verdict records between coordinators, so that
// any coordinator serves, audits and counts a record another minted, and
// one coordinator's loss loses no record.
//
// A coordinator that pins a record it minted gossips a signed
// verdict.Notice (KindRecordMinted) on Topic. Every other coordinator
// that hears it fetches the record over bitswap and the seal protocol
// (ipfs.Fetch), audits it with the code `arbitra audit` runs (ipfs.Audit:
// the seal, the signature, the receipts, the draw, the decision) and
// requires its signer to be the notice's minter, pins it (ipfs.PutRecord
// audits once more), indexes it by verdict ID, hash and deal ID, hands it
// to Config.OnRecord (reputation) and gossips a KindRecordHeld notice of
// its own. A coordinator counts the holders of each record it holds and
// re-announces each of its own records that fewer than Config.Replicas
// coordinators (itself included) hold, every Config.Reannounce, at most
// MaxAnnouncements times.
//
// A coordinator that starts fresh, or was offline, catches up over
// ListProtocol: it pages through the records each coordinator it meets
// holds, and fetches and audits each one it lacks exactly as above.
//
// What a rogue or a Sybil can make a coordinator do is bounded: the gossip
// validator rejects a notice that is oversized, malformed or not signed
// by its holder; each holder has at most perHolderQueued fetches queued,
// the queue at most queueSize, each fetch Config.FetchTimeout; a holder
// whose notice names a record that fails its audit, or another signer's
// record as its own, is banned for banFor (its notices ignored, its
// connection closed), and so is one whose notices name records nobody
// serves, after maxMisses of them. Blocks are refused at ipfs.MaxBlockSize.
//
// Lifecycle: New checks the configuration, Start joins the topic and
// starts the fetch workers, the re-announcer and the catch-up loop, Close
// stops and waits for them. A Replicator is safe for concurrent use.
package replica
