// Package store is a node's durable state: a pebble database on disk with
// a JSON value codec, prefix scans and transactions.
//
// The store knows nothing about verdicts or deals. Each role keeps its own
// key space (a prefix it owns) and its own record types, and talks to the
// store through a small interface it declares itself: Get, View, Update,
// UpdateLazy and Scan.
//
// Durability is pebble's own: every Update is committed with pebble.Sync,
// so its writes are in pebble's write-ahead log and synced before Update
// returns. What Update has returned survives the process being killed or
// the machine losing power (as far as the disk honours a flush); an Update
// that had not returned is there whole or not at all after pebble replays
// its log at the next Open.
//
// UpdateLazy commits without that sync, for writes a crash may undo
// because they are redone (the tidying after a record is archived, say):
// pebble writes its log in order, so they are durable once a later Update
// returns, and a crash before then loses them and nothing written after.
//
// A sync costs a device flush, so Update batches: Updates run one after
// another, and those that queue while a commit is under way share the next
// pebble batch and its sync, committed on the goroutine of the first of
// them (an Update on an idle store commits on its own). A caller sees
// every write committed before it, and the writes of the callers before it
// in its batch, as if the Updates had run one by one; one failing
// function does not sink the others (see Update for what that asks of a
// function). With one writer at a time there are no conflicts between
// Updates.
//
// The node's IPFS blockstore keeps its keys in the same database (Pebble),
// under a prefix of its own; its batches are not synced themselves and
// become durable with the next Update.
//
// Close waits for the Updates already queued to commit. A DB is safe for
// concurrent use.
package store
