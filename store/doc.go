// Package store is a node's durable state: a badger/v4 database on disk with
// a JSON value codec, prefix scans and transactions.
//
// The store knows nothing about verdicts or deals. Each role keeps its own
// key space (a prefix it owns) and its own record types, and talks to the
// store through a small interface it declares itself. Writes are synced to
// disk before they return, so a record acknowledged to a client survives a
// crash; concurrent writers share one flush (group commit). On disk that
// flush is a LogSyncer's: besides badger's own Sync, which reaches only the
// current write-ahead file and value log, it syncs the ones badger rotated
// out since the previous flush, and it keeps the kernel's readahead off
// badger's memory-mapped logs, which would otherwise make each flush write
// out far more than changed. Values past ValueThreshold bytes are kept in
// badger's value log, written once, and the LSM tree holds pointers to
// them.
//
// Value-log garbage collection (CollectValueLog) copies a log's live
// values forward and deletes the old file only once a flush has made the
// copies durable; badger alone would delete it with the copies still in
// memory.
//
// Open starts two background goroutines (value-log garbage collection, and
// the writer behind PutDurable) that Close cancels and waits for. A DB is
// safe for concurrent use.
package store
