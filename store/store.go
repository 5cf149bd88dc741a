package store

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"sync"
	"time"

	"github.com/dgraph-io/badger/v4"
	"github.com/dgraph-io/badger/v4/options"
)

// ErrNotFound is returned for a key that does not exist.
var ErrNotFound = errors.New("store: not found")

// ErrClosed is returned by writes after Close.
var ErrClosed = errors.New("store: closed")

// ErrConflict is returned by Update when its transaction kept conflicting
// with another writer's; the caller may run it again. A function passed to
// Update may return it too, to be run again later.
var ErrConflict = errors.New("store: transaction conflict")

// ValueThreshold is the size from which a value is kept in badger's value
// log rather than in its LSM tree.
const ValueThreshold = 512

// Options configure Open.
type Options struct {
	// Dir is the database directory; ignored when InMemory is set.
	Dir string
	// InMemory keeps everything in memory (tests and benchmarks: nothing
	// survives Close).
	InMemory bool
	// Logger receives badger's messages at debug level and above; may be nil.
	Logger *slog.Logger
	// GCInterval is how often value-log GC runs (default 5 minutes).
	GCInterval time.Duration
}

// DB is an open store.
type DB struct {
	db  *badger.DB
	log *slog.Logger

	// Updates go to writeLoop through calls; closed (under closeMu) stops
	// them, and writerDone is closed once the writer has answered them all.
	calls      chan *call
	closeMu    sync.RWMutex
	closed     bool
	writerDone chan struct{}

	cancel context.CancelFunc
	wg     sync.WaitGroup
	once   sync.Once
	err    error
}

// call is one Update waiting for the writer.
type call struct {
	fn   func(*Txn) error
	done chan error
}

// maxBatch bounds the Updates committed in one transaction.
const maxBatch = 128

// maxConflictRetries bounds how often a batch is run again after a conflict.
const maxConflictRetries = 8

// Open opens (or creates) the database with badger's synced writes: a
// commit is on disk before it returns. Its caches and memtables are sized
// for a node, not for a database server: under a hundred MiB in all.
func Open(o Options) (*DB, error) {
	log := o.Logger
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	bo := badger.DefaultOptions(o.Dir).
		WithInMemory(o.InMemory).
		WithSyncWrites(true).
		WithLogger(BadgerLogger(log.With("component", "badger"), "")).
		// Large memtables make the flushes and compactions that take a
		// small machine's cores for a moment rare.
		WithMemTableSize(32 << 20).
		WithNumMemtables(2).
		WithNumLevelZeroTables(2).
		WithNumLevelZeroTablesStall(8).
		WithBlockCacheSize(8 << 20).
		WithIndexCacheSize(4 << 20).
		WithValueLogFileSize(64 << 20).
		// Requests, records and receipts go to the append-only value log,
		// written once; the LSM tree keeps their keys and pointers.
		WithValueThreshold(ValueThreshold).
		WithNumCompactors(2).
		WithCompression(options.None).
		WithMetricsEnabled(false)
	if o.InMemory {
		bo.Dir, bo.ValueDir = "", ""
		bo = bo.WithValueThreshold(1 << 20) // no value log in memory: values up to 1 MiB stay in the LSM tree
	}
	db, err := badger.Open(bo)
	if err != nil {
		return nil, fmt.Errorf("store: open %s: %w", o.Dir, err)
	}
	s := &DB{db: db, log: log, calls: make(chan *call, maxBatch), writerDone: make(chan struct{})}
	ctx, cancel := context.WithCancel(context.Background())
	s.cancel = cancel
	go s.writeLoop()
	if !o.InMemory {
		interval := o.GCInterval
		if interval == 0 {
			interval = 5 * time.Minute
		}
		s.wg.Add(1)
		go s.gcLoop(ctx, interval)
	}
	return s, nil
}

// maxGCPasses bounds the value-log GC passes per interval; each collects
// one file at most.
const maxGCPasses = 8

// gcLoop runs badger's value-log GC every interval. Its rewrites are
// synced like any write before badger deletes the file they came from.
func (s *DB) gcLoop(ctx context.Context, every time.Duration) {
	defer s.wg.Done()
	t := time.NewTicker(every)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			for range maxGCPasses {
				err := s.db.RunValueLogGC(0.5)
				if err != nil && !errors.Is(err, badger.ErrNoRewrite) && !errors.Is(err, badger.ErrRejected) {
					s.log.Warn("value log GC", "err", err)
				}
				if err != nil || ctx.Err() != nil {
					break
				}
			}
		}
	}
}

// Close commits the Updates already handed to the store, stops the GC
// loop and closes the database. It is idempotent.
func (s *DB) Close() error {
	s.once.Do(func() {
		s.closeMu.Lock()
		s.closed = true
		close(s.calls)
		s.closeMu.Unlock()
		<-s.writerDone
		s.cancel()
		s.wg.Wait()
		s.err = s.db.Close()
	})
	return s.err
}

// Get decodes the JSON value at key into v.
func (s *DB) Get(key []byte, v any) error {
	return s.View(func(tx *Txn) error { return tx.Get(key, v) })
}

// Put stores v as JSON at key.
func (s *DB) Put(key []byte, v any) error {
	return s.Update(func(tx *Txn) error { return tx.Put(key, v) })
}

// Delete removes key.
func (s *DB) Delete(key []byte) error {
	return s.Update(func(tx *Txn) error { return tx.Delete(key) })
}

// Scan calls fn for every key with prefix, in key order, with the raw value.
// fn must not retain key or value.
func (s *DB) Scan(prefix []byte, fn func(key, value []byte) error) error {
	return s.View(func(tx *Txn) error { return tx.Scan(prefix, fn) })
}

// View runs fn in a read-only transaction.
func (s *DB) View(fn func(*Txn) error) error {
	return s.db.View(func(t *badger.Txn) error { return fn(&Txn{t: t}) })
}

// Update runs fn in a read-write transaction and returns once the
// transaction is committed and on disk; fn's error, if any, discards its
// writes and is returned.
//
// The Updates of concurrent callers are committed together, in one
// transaction and one fsync: fn runs on the store's writer goroutine,
// after the functions of the callers before it in the batch, whose writes
// it sees. So fn may run more than once (when another function of its
// batch fails, or the batch conflicts), must not keep state across runs,
// and must not wait for anything that may itself wait for an Update: an
// Update called inside fn never returns.
func (s *DB) Update(fn func(*Txn) error) error {
	c := &call{fn: fn, done: make(chan error, 1)}
	s.closeMu.RLock()
	if s.closed {
		s.closeMu.RUnlock()
		return ErrClosed
	}
	s.calls <- c // writeLoop takes it, even once Close has begun
	s.closeMu.RUnlock()
	return <-c.done
}

// writeLoop owns the read-write transactions: it takes one Update, adds
// whatever others are queued, and commits them together.
func (s *DB) writeLoop() {
	defer close(s.writerDone)
	batch := make([]*call, 0, maxBatch)
	for c := range s.calls {
		batch = append(batch[:0], c)
	gather:
		for len(batch) < maxBatch {
			select {
			case c, ok := <-s.calls:
				if !ok {
					break gather
				}
				batch = append(batch, c)
			default:
				break gather
			}
		}
		s.commit(batch)
	}
}

// commit runs calls in one transaction and answers each. A call whose
// function fails is answered with its error and the others run again
// without it; when the transaction grows too big, the calls before the one
// that overflowed it are committed first and the rest after them.
func (s *DB) commit(calls []*call) {
	conflicts := 0
	for len(calls) > 0 {
		tx := &Txn{t: s.db.NewTransaction(true)}
		failed, err := -1, error(nil)
		for i, c := range calls {
			if err = c.fn(tx); err != nil {
				failed = i
				break
			}
		}
		if failed >= 0 {
			tx.t.Discard()
			if errors.Is(err, badger.ErrTxnTooBig) && failed > 0 {
				s.commit(calls[:failed])
				calls = calls[failed:]
				continue
			}
			calls[failed].done <- err
			calls = append(calls[:failed:failed], calls[failed+1:]...)
			continue
		}
		err = tx.t.Commit()
		switch {
		case errors.Is(err, badger.ErrConflict) && conflicts < maxConflictRetries:
			conflicts++
			continue
		case errors.Is(err, badger.ErrConflict):
			err = fmt.Errorf("%w: %w", ErrConflict, err)
		case errors.Is(err, badger.ErrTxnTooBig) && len(calls) > 1:
			half := len(calls) / 2
			s.commit(calls[:half])
			calls = calls[half:]
			continue
		}
		for _, c := range calls {
			c.done <- err
		}
		return
	}
}

// Txn is a transaction; it is not safe for concurrent use.
type Txn struct {
	t *badger.Txn
}

// Get decodes the JSON value at key into v.
func (tx *Txn) Get(key []byte, v any) error {
	it, err := tx.t.Get(key)
	if errors.Is(err, badger.ErrKeyNotFound) {
		return ErrNotFound
	}
	if err != nil {
		return err
	}
	return it.Value(func(b []byte) error { return json.Unmarshal(b, v) })
}

// Has reports whether key exists.
func (tx *Txn) Has(key []byte) (bool, error) {
	_, err := tx.t.Get(key)
	if errors.Is(err, badger.ErrKeyNotFound) {
		return false, nil
	}
	return err == nil, err
}

// Put stores v as JSON at key.
func (tx *Txn) Put(key []byte, v any) error {
	b, err := json.Marshal(v)
	if err != nil {
		return fmt.Errorf("store: encode %q: %w", key, err)
	}
	return tx.PutRaw(key, b)
}

// PutRaw stores b at key as it is; b must be JSON for Get to decode it, and
// must not be modified afterwards (the transaction keeps it until commit).
func (tx *Txn) PutRaw(key, b []byte) error { return tx.t.Set(key, b) }

// Delete removes key.
func (tx *Txn) Delete(key []byte) error { return tx.t.Delete(key) }

// Scan calls fn for every key with prefix, in key order.
func (tx *Txn) Scan(prefix []byte, fn func(key, value []byte) error) error {
	opts := badger.DefaultIteratorOptions
	opts.Prefix = prefix
	it := tx.t.NewIterator(opts)
	defer it.Close()
	for it.Seek(prefix); it.ValidForPrefix(prefix); it.Next() {
		item := it.Item()
		if err := item.Value(func(v []byte) error { return fn(item.Key(), v) }); err != nil {
			return err
		}
	}
	return nil
}

// Key joins parts with '/' into a key.
func Key(parts ...string) []byte { return []byte(strings.Join(parts, "/")) }

// BadgerLogger adapts badger's printf logger to l: errors and warnings as
// such, badger's routine info lines at debug level. A message is formatted
// only when l would record it (badger logs a debug line per write batch).
func BadgerLogger(l *slog.Logger, prefix string) badger.Logger { return badgerLogger{l, prefix} }

type badgerLogger struct {
	l      *slog.Logger
	prefix string
}

func (b badgerLogger) Errorf(f string, a ...any)   { b.log(slog.LevelError, f, a) }
func (b badgerLogger) Warningf(f string, a ...any) { b.log(slog.LevelWarn, f, a) }
func (b badgerLogger) Infof(f string, a ...any)    { b.log(slog.LevelDebug, f, a) }
func (b badgerLogger) Debugf(f string, a ...any)   { b.log(slog.LevelDebug, f, a) }

func (b badgerLogger) log(level slog.Level, f string, a []any) {
	if ctx := context.Background(); b.l.Enabled(ctx, level) {
		b.l.Log(ctx, level, b.prefix+strings.TrimSpace(fmt.Sprintf(f, a...)))
	}
}

// Badger returns the underlying database, for the node's IPFS blockstore,
// which keeps its keys in it under a prefix of its own.
func (s *DB) Badger() *badger.DB { return s.db }
