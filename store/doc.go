// Package store is a node's durable state: one pebble database on disk
// with a JSON value codec, prefix scans and transactions. It knows nothing
// of verdicts or deals; each role keeps a key prefix of its own and talks
// to the store through a small interface it declares itself. An Update is
// synced to disk when it returns; Updates that queue during a commit share
// the next one's batch and sync (docs/coordinator.md, Durability).
//
// A DB is safe for concurrent use; Close waits for the Updates already
// queued to commit.
package store
