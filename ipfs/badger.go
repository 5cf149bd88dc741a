package ipfs

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"path"
	"sync"
	"time"

	"github.com/dgraph-io/badger/v4"
	ds "github.com/ipfs/go-datastore"
	dsq "github.com/ipfs/go-datastore/query"

	"github.com/arbitra-network/arbitra/store"
)

// ErrClosed is returned by a datastore or node used after Close.
var ErrClosed = errors.New("ipfs: closed")

// badgerGCInterval is how often the value log is compacted.
const badgerGCInterval = 10 * time.Minute

// BadgerDatastore is a go-datastore Batching over badger/v4 on disk.
//
// It is safe for concurrent use. Query results hold a read transaction open
// until they are closed or exhausted, and Close waits for them.
type BadgerDatastore struct {
	db     *badger.DB
	logger *slog.Logger

	// ops admits every operation and every open query, so that Close never
	// pulls the database from under them; once closed, new ones fail.
	ops gate

	stopGC chan struct{}
	gcDone chan struct{}
}

var _ ds.Batching = (*BadgerDatastore)(nil)

// OpenBadger opens (or creates) a badger datastore in dir, sized for a small
// node: one version per key, small memtables and caches. logger may be nil.
func OpenBadger(dir string, logger *slog.Logger) (*BadgerDatastore, error) {
	if logger == nil {
		logger = slog.New(slog.DiscardHandler)
	}
	opts := badger.DefaultOptions(dir).
		WithSyncWrites(true). // a write is on disk when it returns
		WithLogger(store.BadgerLogger(logger, "badger: ")).
		WithNumVersionsToKeep(1).
		WithMetricsEnabled(false).
		WithMemTableSize(16 << 20).
		WithValueThreshold(store.ValueThreshold). // blocks go to the value log, written once
		WithNumMemtables(2).
		WithNumCompactors(2).
		WithValueLogFileSize(64 << 20).
		WithBlockCacheSize(16 << 20).
		WithIndexCacheSize(8 << 20)
	db, err := badger.Open(opts)
	if err != nil {
		return nil, fmt.Errorf("open badger in %s: %w", dir, err)
	}
	d := &BadgerDatastore{db: db, logger: logger, stopGC: make(chan struct{}), gcDone: make(chan struct{})}
	go d.gcLoop()
	return d, nil
}

// gcLoop compacts the value log periodically until Close.
func (d *BadgerDatastore) gcLoop() {
	defer close(d.gcDone)
	t := time.NewTicker(badgerGCInterval)
	defer t.Stop()
	for {
		select {
		case <-d.stopGC:
			return
		case <-t.C:
			// Each successful run reclaims one file; stop at the first
			// "nothing to do" and bound the work per tick.
			for range 8 {
				if err := d.db.RunValueLogGC(0.5); err != nil {
					if !errors.Is(err, badger.ErrNoRewrite) && !errors.Is(err, badger.ErrRejected) {
						d.logger.Warn("badger value log gc", "err", err)
					}
					break
				}
			}
		}
	}
}

// commit runs a write to badger.
func (d *BadgerDatastore) commit(write func() error) error { return write() }

// begin registers an operation; the caller must call end. It never blocks.
func (d *BadgerDatastore) begin() error {
	if !d.ops.enter() {
		return ErrClosed
	}
	return nil
}

func (d *BadgerDatastore) end() { d.ops.leave() }

// Get implements ds.Read. The returned slice is the caller's.
func (d *BadgerDatastore) Get(_ context.Context, key ds.Key) ([]byte, error) {
	if err := d.begin(); err != nil {
		return nil, err
	}
	defer d.end()
	var val []byte
	err := d.db.View(func(txn *badger.Txn) error {
		item, err := txn.Get(key.Bytes())
		if err != nil {
			return err
		}
		val, err = item.ValueCopy(nil)
		return err
	})
	if errors.Is(err, badger.ErrKeyNotFound) {
		return nil, ds.ErrNotFound
	}
	return val, err
}

// Has implements ds.Read.
func (d *BadgerDatastore) Has(_ context.Context, key ds.Key) (bool, error) {
	if err := d.begin(); err != nil {
		return false, err
	}
	defer d.end()
	err := d.db.View(func(txn *badger.Txn) error {
		_, err := txn.Get(key.Bytes())
		return err
	})
	switch {
	case err == nil:
		return true, nil
	case errors.Is(err, badger.ErrKeyNotFound):
		return false, nil
	default:
		return false, err
	}
}

// GetSize implements ds.Read.
func (d *BadgerDatastore) GetSize(_ context.Context, key ds.Key) (int, error) {
	if err := d.begin(); err != nil {
		return -1, err
	}
	defer d.end()
	size := -1
	err := d.db.View(func(txn *badger.Txn) error {
		item, err := txn.Get(key.Bytes())
		if err != nil {
			return err
		}
		size = int(item.ValueSize())
		return nil
	})
	if errors.Is(err, badger.ErrKeyNotFound) {
		return -1, ds.ErrNotFound
	}
	return size, err
}

// Put implements ds.Write.
func (d *BadgerDatastore) Put(_ context.Context, key ds.Key, value []byte) error {
	if err := d.begin(); err != nil {
		return err
	}
	defer d.end()
	return d.commit(func() error {
		return d.db.Update(func(txn *badger.Txn) error {
			return txn.Set(key.Bytes(), append([]byte(nil), value...))
		})
	})
}

// Delete implements ds.Write. Deleting a missing key is not an error.
func (d *BadgerDatastore) Delete(_ context.Context, key ds.Key) error {
	if err := d.begin(); err != nil {
		return err
	}
	defer d.end()
	return d.commit(func() error {
		return d.db.Update(func(txn *badger.Txn) error {
			return txn.Delete(key.Bytes())
		})
	})
}

// Sync implements ds.Datastore. Badger syncs every write as it commits, so
// there is nothing left to flush.
func (d *BadgerDatastore) Sync(_ context.Context, _ ds.Key) error {
	if err := d.begin(); err != nil {
		return err
	}
	d.end()
	return nil
}

// Query implements ds.Read. Prefix, filters, offset and limit are applied
// while iterating in key order; any ordering other than ascending key order
// is applied in memory.
func (d *BadgerDatastore) Query(_ context.Context, q dsq.Query) (dsq.Results, error) {
	if err := d.begin(); err != nil {
		return nil, err
	}
	prefix := queryPrefix(q.Prefix)
	txn := d.db.NewTransaction(false)
	opts := badger.DefaultIteratorOptions
	opts.PrefetchValues = !q.KeysOnly
	opts.Prefix = []byte(prefix)
	it := txn.NewIterator(opts)
	it.Rewind()

	var once sync.Once
	release := func() error {
		once.Do(func() {
			it.Close()
			txn.Discard()
			d.end()
		})
		return nil
	}

	// Ordering in memory must see every entry before offset and limit.
	naiveOrder := len(q.Orders) > 0 && !keyAscending(q.Orders)
	streamQ := q
	if naiveOrder {
		streamQ.Offset, streamQ.Limit, streamQ.Orders = 0, 0, nil
	}
	skipped, sent := 0, 0
	next := func() (dsq.Result, bool) {
		for ; it.Valid(); it.Next() {
			if streamQ.Limit > 0 && sent >= streamQ.Limit {
				break
			}
			item := it.Item()
			e := dsq.Entry{Key: string(item.Key()), Size: int(item.ValueSize())}
			if !q.KeysOnly {
				v, err := item.ValueCopy(nil)
				if err != nil {
					it.Next()
					return dsq.Result{Error: err}, true
				}
				e.Value = v
			}
			if !passes(q.Filters, e) {
				continue
			}
			if skipped < streamQ.Offset {
				skipped++
				continue
			}
			sent++
			it.Next()
			return dsq.Result{Entry: e}, true
		}
		_ = release()
		return dsq.Result{}, false
	}
	res := dsq.ResultsFromIterator(streamQ, dsq.Iterator{Next: next, Close: release})
	if naiveOrder {
		res = dsq.NaiveQueryApply(dsq.Query{Orders: q.Orders, Offset: q.Offset, Limit: q.Limit}, res)
		res = dsq.ResultsReplaceQuery(res, q)
	}
	return res, nil
}

// queryPrefix turns a query prefix into a key prefix that matches whole path
// segments: "/foo" finds "/foo/bar" but not "/foobar".
func queryPrefix(p string) string {
	if p == "" {
		return ""
	}
	if p[0] != '/' {
		p = "/" + p
	}
	p = path.Clean(p)
	if p == "/" {
		return ""
	}
	return p + "/"
}

func keyAscending(orders []dsq.Order) bool {
	if len(orders) != 1 {
		return false
	}
	switch orders[0].(type) {
	case dsq.OrderByKey, *dsq.OrderByKey:
		return true
	}
	return false
}

func passes(filters []dsq.Filter, e dsq.Entry) bool {
	for _, f := range filters {
		if !f.Filter(e) {
			return false
		}
	}
	return true
}

// Batch implements ds.Batching. Operations are buffered and written in one
// badger write batch on Commit; an uncommitted batch holds no resources.
func (d *BadgerDatastore) Batch(_ context.Context) (ds.Batch, error) {
	if err := d.begin(); err != nil {
		return nil, err
	}
	defer d.end()
	return &badgerBatch{d: d, ops: make(map[ds.Key][]byte)}, nil
}

type badgerBatch struct {
	d   *BadgerDatastore
	mu  sync.Mutex
	ops map[ds.Key][]byte // nil value: delete
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

func (b *badgerBatch) Commit(_ context.Context) error {
	b.mu.Lock()
	defer b.mu.Unlock()
	if err := b.d.begin(); err != nil {
		return err
	}
	defer b.d.end()
	err := b.d.commit(func() error { // a write batch commits as it goes, so the whole of it
		wb := b.d.db.NewWriteBatch()
		defer wb.Cancel()
		for k, v := range b.ops {
			var err error
			if v == nil {
				err = wb.Delete(k.Bytes())
			} else {
				err = wb.Set(k.Bytes(), v)
			}
			if err != nil {
				return err
			}
		}
		return wb.Flush()
	})
	if err != nil {
		return err
	}
	clear(b.ops)
	return nil
}

// Close stops the value-log collector and closes the database. It waits for
// open query results and is safe to call more than once.
func (d *BadgerDatastore) Close() error {
	if !d.ops.close() {
		return nil
	}
	d.ops.wait()
	close(d.stopGC)
	<-d.gcDone
	return d.db.Close()
}
