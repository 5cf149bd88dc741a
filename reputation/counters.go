package reputation

import (
	"errors"
	"maps"
	"sync"

	"github.com/arbitra-network/arbitra/store"
)

// maxCachedCounters bounds the counters kept in memory; past it the cache
// starts again empty (an open network's departed jurors).
const maxCachedCounters = 4096

// counterCache keeps the committed counters of the jurors whose seats the
// book recorded, so that a mint does not read them back from the store.
// Such a read is dear: a juror's counters are rewritten at every verdict,
// so older versions sit in several of badger's tables, and a lookup that
// finds the newest in the memtable still searches every level. At one
// verdict at a time it was two thirds of the mint hook's time.
//
// The cache is only right if nothing writes a juror's counters between
// reading them from it and committing the update, so the book's counter
// writes are serialized: a transaction that records a seat holds mu from
// its first seat until it ends (store.Txn.OnDone), and then installs its
// values if it committed, or drops those jurors' entries if it did not.
// Mints are committed one transaction at a time in any case (the
// coordinator's mint loop), so mu costs them no waiting. Only the book
// writes counters; Rebuild, which deletes them, empties the cache, and
// waits for any mint transaction to end first (Book.RecordVerdict).
type counterCache struct {
	mu      sync.Mutex // held by one transaction at a time, see above
	entries map[string]jurorCounters
}

// txnCounters is a transaction's view of the counters it wrote.
type txnCounters struct {
	vals map[string]jurorCounters
}

func newCounterCache() *counterCache {
	return &counterCache{entries: make(map[string]jurorCounters)}
}

// get returns a juror's counters as tx sees them: its own earlier write in
// this transaction, else the committed value, from the cache or the store.
// The first get of a transaction takes mu, which tx's end releases. The
// result is the caller's to change.
func (cc *counterCache) get(tx *store.Txn, addr string) (jurorCounters, error) {
	own := cc.join(tx)
	if c, ok := own.vals[addr]; ok {
		return c, nil // staged in this transaction; its map is not shared
	}
	if c, ok := cc.entries[addr]; ok {
		c.Abstentions = maps.Clone(c.Abstentions) // the committed value stays as it is
		return c, nil
	}
	var c jurorCounters
	if err := tx.Get(jurorKey(addr), &c); err != nil && !errors.Is(err, store.ErrNotFound) {
		return jurorCounters{}, err
	}
	return c, nil
}

// stage records what tx wrote for a juror; it becomes the cached value if
// tx commits.
func (cc *counterCache) stage(tx *store.Txn, addr string, c jurorCounters) {
	cc.join(tx).vals[addr] = c
}

// join returns tx's view, taking mu and arranging its release when tx is
// new to the cache.
func (cc *counterCache) join(tx *store.Txn) *txnCounters {
	if own, ok := tx.Memo(cc).(*txnCounters); ok {
		return own
	}
	cc.mu.Lock()
	own := &txnCounters{vals: make(map[string]jurorCounters)}
	tx.SetMemo(cc, own)
	tx.OnDone(func(committed bool) {
		defer cc.mu.Unlock()
		for addr, c := range own.vals {
			if !committed {
				delete(cc.entries, addr) // what the store holds is read again
				continue
			}
			if len(cc.entries) >= maxCachedCounters {
				clear(cc.entries)
			}
			cc.entries[addr] = c
		}
	})
	return own
}

// reset empties the cache, waiting for a transaction that holds it.
func (cc *counterCache) reset() {
	cc.mu.Lock()
	clear(cc.entries)
	cc.mu.Unlock()
}
