// Package store is a node's durable state: a badger/v4 database on disk with
// a JSON value codec, prefix scans and transactions.
//
// The store knows nothing about verdicts or deals. Each role keeps its own
// key space (a prefix it owns) and its own record types, and talks to the
// store through a small interface it declares itself: Get, View, Update and
// Scan.
//
// Durability is badger's own: the database runs with SyncWrites, so badger
// writes a commit to its value log and its write-ahead file and syncs both
// before the commit returns, value log first. What Update has returned is
// on disk and survives the process being killed or the machine losing
// power (as far as the disk honours a flush); a commit that had not
// returned is there whole or not at all after badger replays its
// write-ahead file at the next Open. Badger's value-log garbage collection
// writes the values it moves as synced commits too, before it deletes the
// file they came from.
//
// A sync costs a device flush, so Update batches: the Updates of
// concurrent callers are run one after another on the store's writer
// goroutine, inside one badger transaction, and committed with one
// commit and one sync. A caller sees the writes of the callers before it
// in its batch, as if the Updates had run one by one, and one failing
// function does not sink the others (see Update for what that asks of a
// function).
//
// The node's IPFS blockstore keeps its keys in the same database (Badger),
// under a prefix of its own, and commits its own transactions, which the
// same SyncWrites makes durable.
//
// Open starts the writer and the value-log GC loop, which Close stops and
// waits for, after committing the Updates already handed to the store. A
// DB is safe for concurrent use.
package store
