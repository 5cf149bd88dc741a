package ipfs

import (
	"context"
	"errors"
	"sync"

	"github.com/dgraph-io/badger/v4"
	ds "github.com/ipfs/go-datastore"
	dsq "github.com/ipfs/go-datastore/query"
)

// ErrClosed is returned by a node or its datastore used after Close.
var ErrClosed = errors.New("ipfs: closed")

// keyPrefix starts every key the node keeps in the badger database it
// shares with the node's store; go-datastore keys start with "/", so all of
// them fall under "ipfs/", apart from the store's own "coord/", "rep/",
// "settle/" and "chain/".
const keyPrefix = "ipfs"

// badgerDatastore is a go-datastore Batching over a badger database that
// the caller opened and closes, with its keys under keyPrefix. It is safe
// for concurrent use. Close waits for open query results and leaves the
// database open.
type badgerDatastore struct {
	db  *badger.DB
	ops gate // admits operations and open queries, so that Close can wait for them
}

var _ ds.Batching = (*badgerDatastore)(nil)

func newBadgerDatastore(db *badger.DB) *badgerDatastore { return &badgerDatastore{db: db} }

func dbKey(k ds.Key) []byte { return append([]byte(keyPrefix), k.String()...) }

func (d *badgerDatastore) view(fn func(*badger.Txn) error) error {
	if !d.ops.enter() {
		return ErrClosed
	}
	defer d.ops.leave()
	err := d.db.View(fn)
	if errors.Is(err, badger.ErrKeyNotFound) {
		return ds.ErrNotFound
	}
	return err
}

// update commits ops in one transaction, or in several if they outgrow
// badger's limit for one (ds.Batch promises no atomicity); a record's
// writes are far under it.
func (d *badgerDatastore) update(ops map[ds.Key][]byte) error {
	if !d.ops.enter() {
		return ErrClosed
	}
	defer d.ops.leave()
	txn := d.db.NewTransaction(true)
	defer func() { txn.Discard() }()
	for k, v := range ops {
		for {
			var err error
			if v == nil {
				err = txn.Delete(dbKey(k))
			} else {
				err = txn.Set(dbKey(k), v)
			}
			if !errors.Is(err, badger.ErrTxnTooBig) {
				if err != nil {
					return err
				}
				break
			}
			if err := txn.Commit(); err != nil {
				return err
			}
			txn = d.db.NewTransaction(true)
		}
	}
	return txn.Commit()
}

// Get implements ds.Read. The returned slice is the caller's.
func (d *badgerDatastore) Get(_ context.Context, key ds.Key) (val []byte, err error) {
	err = d.view(func(txn *badger.Txn) error {
		item, err := txn.Get(dbKey(key))
		if err != nil {
			return err
		}
		val, err = item.ValueCopy(nil)
		return err
	})
	return val, err
}

// Has implements ds.Read.
func (d *badgerDatastore) Has(_ context.Context, key ds.Key) (bool, error) {
	err := d.view(func(txn *badger.Txn) error {
		_, err := txn.Get(dbKey(key))
		return err
	})
	if errors.Is(err, ds.ErrNotFound) {
		return false, nil
	}
	return err == nil, err
}

// GetSize implements ds.Read. badger's ValueSize is an estimate for a value
// in the value log, so the size is read from the value itself.
func (d *badgerDatastore) GetSize(_ context.Context, key ds.Key) (int, error) {
	size := -1
	err := d.view(func(txn *badger.Txn) error {
		item, err := txn.Get(dbKey(key))
		if err != nil {
			return err
		}
		return item.Value(func(v []byte) error { size = len(v); return nil })
	})
	return size, err
}

// Put implements ds.Write.
func (d *badgerDatastore) Put(_ context.Context, key ds.Key, value []byte) error {
	return d.update(map[ds.Key][]byte{key: nonNil(value)})
}

// Delete implements ds.Write. Deleting a missing key is not an error.
func (d *badgerDatastore) Delete(_ context.Context, key ds.Key) error {
	return d.update(map[ds.Key][]byte{key: nil})
}

// nonNil keeps an empty value apart from a delete in a batch's map.
func nonNil(v []byte) []byte {
	if v == nil {
		return []byte{}
	}
	return v
}

// Sync implements ds.Datastore. A database opened with SyncWrites, as the
// node's store is, has every commit on disk when it returns; otherwise Sync
// flushes badger's logs.
func (d *badgerDatastore) Sync(context.Context, ds.Key) error {
	if d.db.Opts().SyncWrites {
		return nil
	}
	if !d.ops.enter() {
		return ErrClosed
	}
	defer d.ops.leave()
	return d.db.Sync()
}

// Query implements ds.Read: it iterates the keys under the query's prefix in
// one read transaction, held until the results are closed or exhausted,
// and go-datastore's query helpers apply the rest of the query.
func (d *badgerDatastore) Query(_ context.Context, q dsq.Query) (dsq.Results, error) {
	if !d.ops.enter() {
		return nil, ErrClosed
	}
	txn := d.db.NewTransaction(false)
	opts := badger.DefaultIteratorOptions
	opts.PrefetchValues = !q.KeysOnly
	opts.Prefix = dbKey(ds.NewKey(q.Prefix)) // "ipfs/" for none; NaiveQueryApply keeps whole path segments
	it := txn.NewIterator(opts)
	it.Rewind()
	var once sync.Once
	release := func() error {
		once.Do(func() {
			it.Close()
			txn.Discard()
			d.ops.leave()
		})
		return nil
	}
	next := func() (dsq.Result, bool) {
		if !it.Valid() {
			_ = release()
			return dsq.Result{}, false
		}
		item := it.Item()
		defer it.Next()
		e := dsq.Entry{Key: string(item.Key()[len(keyPrefix):]), Size: -1}
		var err error
		switch {
		case !q.KeysOnly:
			e.Value, err = item.ValueCopy(nil)
			e.Size = len(e.Value)
		case q.ReturnsSizes:
			err = item.Value(func(v []byte) error { e.Size = len(v); return nil })
		}
		if err != nil {
			return dsq.Result{Error: err}, true
		}
		return dsq.Result{Entry: e}, true
	}
	return dsq.NaiveQueryApply(q, dsq.ResultsFromIterator(q, dsq.Iterator{Next: next, Close: release})), nil
}

// Batch implements ds.Batching: operations are kept until Commit writes
// them in one transaction.
func (d *badgerDatastore) Batch(context.Context) (ds.Batch, error) {
	return &badgerBatch{d: d, ops: make(map[ds.Key][]byte)}, nil
}

type badgerBatch struct {
	d   *badgerDatastore
	mu  sync.Mutex
	ops map[ds.Key][]byte // nil: delete
}

func (b *badgerBatch) Put(_ context.Context, key ds.Key, value []byte) error {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.ops[key] = append(make([]byte, 0, len(value)), value...)
	return nil
}

func (b *badgerBatch) Delete(_ context.Context, key ds.Key) error {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.ops[key] = nil
	return nil
}

func (b *badgerBatch) Commit(context.Context) error {
	b.mu.Lock()
	defer b.mu.Unlock()
	if err := b.d.update(b.ops); err != nil {
		return err
	}
	clear(b.ops)
	return nil
}

// Close refuses new operations and waits for those in flight and for open
// query results; the database stays open. It is safe to call more than once.
func (d *badgerDatastore) Close() error {
	d.ops.close()
	d.ops.wait()
	return nil
}
