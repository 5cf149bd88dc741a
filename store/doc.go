// Package store is a node's durable state: a badger/v4 database on disk with
// a JSON value codec, prefix scans and transactions.
//
// The store knows nothing about verdicts or deals. Each role keeps its own
// key space (a prefix it owns) and its own record types, and talks to the
// store through a small interface it declares itself. Writes are synced to
// disk before they return, so a record acknowledged to a client survives a
// crash; concurrent writers share one flush (group commit, SyncGroup).
//
// On disk that flush is one fdatasync of the commit journal (journal.go,
// the files JournalFiles): every transaction's writes, appended once
// badger has committed them, in badger's commit order. Badger's own logs
// are flushed at a checkpoint, when the journal's active file reaches
// JournalCheckpointSize, before value-log garbage collection lets a file
// go, and at Close. A checkpoint moves the writes to the journal's other
// file inside one flush, the only step commits wait for, then flushes
// badger's logs while commits run and retires the file it left. Open
// replays what a crash left in the journal, in commit order, over
// whatever badger's logs held, before the store serves anything. A durable
// commit thus costs one device flush instead of the two a flush of
// badger's logs needs, and the journal overwrites blocks it already has,
// so that the flush writes no file metadata. Options.NoJournal keeps the
// older flush of badger's logs.
//
// A flush of badger's logs (a checkpoint, or every durable commit without
// a journal) is a LogSyncer's, which replaces badger's own Sync: it
// flushes the value logs before the write-ahead files that point into them
// (badger's order left pointers to unwritten values after a power loss),
// reaches the files badger rotated out since the previous flush, and keeps
// the kernel's readahead off badger's memory-mapped logs, which would
// otherwise make each flush write out far more than changed. Without a
// journal no commit runs during a flush; a checkpoint's flush keeps the
// order for every commit made before it began, which are those of the
// file it retires. A durable put can be awaited in two steps (PreparePut,
// QueuePut, then DurablePut.Committed and Durable), so that a caller about
// to make a durable commit of its own need not write the same value again.
// A write that does not wait for the disk (UpdateNoSync)
// is flushed within NoSyncFlushDelay all the same. Values past
// ValueThreshold bytes are kept in badger's value log, written once, and
// the LSM tree holds pointers to them. A transaction tells the functions
// registered with Txn.OnDone whether it committed, so that a hook can keep
// in memory what it wrote only once the store holds it.
//
// Badger's pages can reach the disk in any order between checkpoints (the
// kernel writes them back when it likes, and badger syncs a table it
// writes from a full memtable, whose pointers may lead into value-log bytes
// not flushed yet). What a crash leaves of them is repaired by the replay:
// every commit since the last checkpoint is written again from the journal.
// One window stays open: a commit whose journal record was not yet durable
// when its pages reached the disk out of order, a few milliseconds at most
// (and, without a journal, until the next flush), can leave a pointer to
// unwritten value-log bytes after a power loss.
//
// Value-log garbage collection (CollectValueLog) copies a log's live
// values forward and deletes the old file only once a flush has made the
// copies durable; badger alone would delete it with the copies still in
// memory.
//
// Open starts its background goroutines (value-log garbage collection,
// the writer behind PutDurable, the flusher behind UpdateNoSync, and with a
// journal the checkpointer), which Close cancels and waits for. A DB is safe for concurrent use.
package store
