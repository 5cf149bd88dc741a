package store

import (
	"github.com/dgraph-io/badger/v4"
)

// CollectValueLog runs one pass of badger's value-log garbage collection
// (RunValueLogGC with discardRatio) so that it cannot lose a value that was
// durable before it ran.
//
// A pass copies the live values of one value log to the current one and
// then deletes the old file. With SyncWrites off, as arbitra's stores run,
// badger writes those copies to memory-mapped logs and flushes nothing
// before the delete, so a machine crash after the delete could leave the
// copies unwritten and the originals gone. badger defers deleting a
// rewritten file while an iterator is open, so CollectValueLog holds one
// across the pass, waits for a flush of badger's logs through group (the
// store's group commit, or with a commit journal a checkpoint, which
// flushes them) once the copies are written, and only then lets the file
// go. The pass writes its copies as one of group's commits, so that no
// flush runs while it does (see SyncGroup): a copy's pointer must not
// reach the disk before the copy. Durable commits therefore wait while a
// pass runs; the stores run a few passes at most per GC interval
// (minutes).
//
// It returns badger's error for the pass (badger.ErrNoRewrite when no file
// is worth collecting) or the flush's. When the flush fails, the iterator
// is left open on purpose and the rewritten file stays until the process
// exits: the copies may not be on disk, and a disk that fails a flush
// fails the store's next writes too.
func CollectValueLog(db *badger.DB, discardRatio float64, group LogFlusher) error {
	txn := db.NewTransaction(false)
	it := txn.NewIterator(badger.IteratorOptions{}) // defers the file's deletion
	ticket, err := group.Commit(func() error { return db.RunValueLogGC(discardRatio) })
	if err == nil {
		if err = group.Wait(ticket); err != nil {
			return err // it stays open: see above
		}
	}
	it.Close()
	txn.Discard()
	return err
}
