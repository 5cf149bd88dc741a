// Package anchor folds the hashes of the verdicts a coordinator mints into
// batches and anchors each batch's Merkle root on a VerdictAnchor contract.
//
// A MintHook queues each minted verdict hash inside the mint transaction, so
// a verdict is queued exactly when it is minted. The Batcher's worker seals
// queued hashes into numbered batches (when BatchSize are queued, and at each
// Interval whatever is queued), then sends each sealed batch in number order.
// Sealing fixes a batch's hashes and root in one store transaction; before a
// batch is sent, the contract's last batch number for this sender is read,
// and the contract refuses any number but the next, so a restart neither
// skips nor anchors a batch twice. docs/anchoring.md specifies the hashing,
// ordering, proof format and states.
//
// A Batcher runs one worker goroutine between Start and Close; its read
// methods and MintHook are safe for concurrent use.
package anchor
