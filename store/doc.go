// Package store is a node's durable state: a badger/v4 database on disk with
// a JSON value codec, prefix scans and transactions.
//
// The store knows nothing about verdicts or deals. Each role keeps its own
// key space (a prefix it owns) and its own record types, and talks to the
// store through a small interface it declares itself. Writes are synced to
// disk before they return, so a record acknowledged to a client survives a
// crash; concurrent writers share one flush (group commit, SyncGroup). On
// disk that flush is a LogSyncer's, which replaces badger's own Sync: it
// flushes the value logs before the write-ahead files that point into them
// (badger's order left pointers to unwritten values after a power loss),
// reaches the files badger rotated out since the previous flush, and keeps
// the kernel's readahead off badger's memory-mapped logs, which would
// otherwise make each flush write out far more than changed. No commit runs
// during a flush. A durable put can be awaited in two steps (PreparePut,
// QueuePut, then DurablePut.Committed and Durable), so that a caller about
// to make a durable commit of its own need not write the same value again.
// A write that does not wait for the disk (UpdateNoSync)
// is flushed within NoSyncFlushDelay all the same. Values past
// ValueThreshold bytes are kept in badger's value log, written once, and
// the LSM tree holds pointers to them. A transaction tells the functions
// registered with Txn.OnDone whether it committed, so that a hook can keep
// in memory what it wrote only once the store holds it.
//
// One window stays open, in badger: it writes a full memtable to a table
// in the background and syncs the table, whose pointers may lead into
// value-log bytes of commits made just before that a flush has not reached
// yet. A power loss in that window (until the next flush: a few
// milliseconds under load, about NoSyncFlushDelay for a write that does
// not wait) can still leave such a pointer.
//
// Value-log garbage collection (CollectValueLog) copies a log's live
// values forward and deletes the old file only once a flush has made the
// copies durable; badger alone would delete it with the copies still in
// memory.
//
// Open starts three background goroutines (value-log garbage collection,
// the writer behind PutDurable, the flusher behind UpdateNoSync) that
// Close cancels and waits for. A DB is safe for concurrent use.
package store
