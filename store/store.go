package store

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"strings"
	"sync"

	"github.com/cockroachdb/pebble/v2"
	"github.com/cockroachdb/pebble/v2/bloom"
	"github.com/cockroachdb/pebble/v2/vfs"
)

// ErrNotFound is returned for a key that does not exist.
var ErrNotFound = errors.New("store: not found")

// ErrClosed is returned by writes after Close.
var ErrClosed = errors.New("store: closed")

// Options configure Open.
type Options struct {
	// Dir is the database directory; ignored when InMemory is set.
	Dir string
	// InMemory keeps everything in memory (tests and benchmarks: nothing
	// survives Close).
	InMemory bool
	// Logger receives pebble's messages; may be nil.
	Logger *slog.Logger
}

// DB is an open store.
type DB struct {
	db  *pebble.DB
	log *slog.Logger

	// Updates queue under mu; the first to find no leader commits, for
	// itself and those queued behind it, then hands the lead on (update).
	// Close waits, on idle, until no Update leads.
	mu      sync.Mutex
	idle    *sync.Cond // signalled when leading ends
	queue   []*call
	leading bool
	closed  bool

	once sync.Once
	err  error
}

// call is one Update waiting for its commit.
type call struct {
	fn   func(*Txn) error
	done chan error    // its result, once committed or failed
	lead chan struct{} // it is to commit the queue (update)
	lazy bool          // UpdateLazy: the batch need not be synced for it
}

// maxBatch bounds the Updates committed in one batch.
const maxBatch = 128

// Open opens (or creates) the database. Every commit is written to
// pebble's write-ahead log and synced before it returns.
func Open(o Options) (*DB, error) {
	log := o.Logger
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	po := &pebble.Options{
		Logger: pebbleLogger{log.With("component", "pebble")},
		// A node's database, not a server's: a small cache. Records are
		// written once and rarely read, so a deep level 0 and no
		// compression keep the CPU that flushes and compactions take from
		// verdicts low on a small machine. A memtable is resident until it
		// is flushed and replayed from the log after a crash, so its size
		// bounds both the sawtooth of a node's memory and its restart time:
		// 64 MiB made a coordinator's RSS swing by two fifths and its
		// restart take up to 9 s in the soak.
		Cache:                 pebble.NewCache(16 << 20),
		MemTableSize:          16 << 20,
		L0CompactionThreshold: 8,
		L0StopWritesThreshold: 24,
		LBaseMaxBytes:         256 << 20,
	}
	po.ApplyCompressionSettings(func() pebble.DBCompressionSettings { return pebble.DBCompressionNone })
	// Most point lookups are of keys that are absent (a new request's ID, a
	// block not yet stored); a table's bloom filter answers them without a
	// read of its index. Set on L0, it applies to every level.
	po.Levels[0].FilterPolicy = bloom.FilterPolicy(10)
	defer po.Cache.Unref()
	dir := o.Dir
	if o.InMemory {
		po.FS, dir = vfs.NewMem(), ""
	}
	db, err := pebble.Open(dir, po)
	if err != nil {
		return nil, fmt.Errorf("store: open %s: %w", o.Dir, err)
	}
	s := &DB{db: db, log: log}
	s.idle = sync.NewCond(&s.mu)
	return s, nil
}

// Close commits the Updates already handed to the store and closes the
// database. It is idempotent.
func (s *DB) Close() error {
	s.once.Do(func() {
		s.mu.Lock()
		s.closed = true
		for s.leading { // the leaders commit what was queued before Close
			s.idle.Wait()
		}
		s.mu.Unlock()
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

// View runs fn on a consistent snapshot of the database.
func (s *DB) View(fn func(*Txn) error) error {
	snap := s.db.NewSnapshot()
	defer snap.Close()
	return fn(&Txn{r: snap})
}

// Update runs fn in a read-write transaction and returns once the
// transaction is committed and synced to disk; fn's error, if any,
// discards its writes and is returned.
//
// Updates run one at a time, each batch on the goroutine of one of its
// callers, so fn sees every write committed before it and no other writer
// runs beside it.
// The Updates of concurrent callers share one batch and one sync: fn runs
// after the functions of the callers before it in the batch, whose writes
// it sees. So fn may run more than once (when another function of its
// batch fails), must not keep state across runs, and must not wait for
// anything that may itself wait for an Update: an Update called inside fn
// never returns.
func (s *DB) Update(fn func(*Txn) error) error {
	return s.update(&call{fn: fn})
}

// UpdateLazy is Update for writes that a crash may undo: it returns once
// the transaction is committed, readable by every later read, but not yet
// synced. Pebble's log is written in order, so the writes become durable
// with the next Update's sync (or pebble's own), and a crash before then
// loses them and nothing after them. It is for steps that are redone when
// lost, such as tidying up after a record was archived.
func (s *DB) UpdateLazy(fn func(*Txn) error) error {
	return s.update(&call{fn: fn, lazy: true})
}

// update queues c and returns its result. A caller that finds no commit
// under way leads: it commits its call with those queued behind it (up to
// maxBatch), while later callers queue for the next batch, and hands the
// lead to the first of them. An Update on an idle store thus commits on
// its own goroutine, and concurrent ones share a batch and its sync.
func (s *DB) update(c *call) error {
	c.done, c.lead = make(chan error, 1), make(chan struct{}, 1)
	s.mu.Lock()
	if s.closed {
		s.mu.Unlock()
		return ErrClosed
	}
	s.queue = append(s.queue, c)
	if s.leading {
		s.mu.Unlock()
		select {
		case err := <-c.done:
			return err
		case <-c.lead: // first in the queue now
		}
		s.mu.Lock()
	}
	s.leading = true
	n := min(len(s.queue), maxBatch)
	batch := make([]*call, n)
	copy(batch, s.queue)
	s.queue = append(s.queue[:0], s.queue[n:]...)
	s.mu.Unlock()

	s.commit(batch)

	s.mu.Lock()
	if len(s.queue) > 0 {
		s.queue[0].lead <- struct{}{}
	} else {
		s.leading = false
		s.idle.Broadcast()
	}
	s.mu.Unlock()
	return <-c.done
}

// commit runs calls in one batch and answers each. A call whose function
// fails is answered with its error, and the others run again without it.
func (s *DB) commit(calls []*call) {
	for len(calls) > 0 {
		b := s.db.NewIndexedBatch()
		tx := &Txn{r: b, b: b}
		failed, err := -1, error(nil)
		for i, c := range calls {
			if err = c.fn(tx); err != nil {
				failed = i
				break
			}
		}
		if failed >= 0 {
			_ = b.Close()
			calls[failed].done <- err
			calls = append(calls[:failed:failed], calls[failed+1:]...)
			continue
		}
		sync := pebble.NoSync
		for _, c := range calls {
			if !c.lazy {
				sync = pebble.Sync
				break
			}
		}
		if b.Empty() {
			err = nil
		} else {
			err = b.Commit(sync)
		}
		_ = b.Close()
		if err == nil {
			for _, fn := range tx.committed {
				fn()
			}
		}
		for _, c := range calls {
			c.done <- err
		}
		return
	}
}

// reader is what a Txn reads through: a snapshot, or the indexed batch of
// an Update, which sees its own writes over the database.
type reader interface {
	Get(key []byte) ([]byte, io.Closer, error)
	NewIter(o *pebble.IterOptions) (*pebble.Iterator, error)
}

// Txn is a transaction; it is not safe for concurrent use.
type Txn struct {
	r reader
	b *pebble.Batch // nil in a View
	// committed are the OnCommit functions of this run of the batch.
	committed []func()
}

// OnCommit runs fn once the transaction is committed, before Update
// returns, and never if it is not: a worker woken inside the transaction
// would read the store before its writes are there. fn must return at
// once and must not call Update.
func (tx *Txn) OnCommit(fn func()) { tx.committed = append(tx.committed, fn) }

// errReadOnly is returned by a write inside View.
var errReadOnly = errors.New("store: write in a read-only transaction")

// Get decodes the JSON value at key into v.
func (tx *Txn) Get(key []byte, v any) error {
	b, closer, err := tx.r.Get(key)
	if errors.Is(err, pebble.ErrNotFound) {
		return ErrNotFound
	}
	if err != nil {
		return err
	}
	defer closer.Close()
	return json.Unmarshal(b, v)
}

// Has reports whether key exists.
func (tx *Txn) Has(key []byte) (bool, error) {
	_, closer, err := tx.r.Get(key)
	if errors.Is(err, pebble.ErrNotFound) {
		return false, nil
	}
	if err != nil {
		return false, err
	}
	return true, closer.Close()
}

// Put stores v as JSON at key.
func (tx *Txn) Put(key []byte, v any) error {
	b, err := json.Marshal(v)
	if err != nil {
		return fmt.Errorf("store: encode %q: %w", key, err)
	}
	return tx.PutRaw(key, b)
}

// PutRaw stores b at key as it is; b must be JSON for Get to decode it.
func (tx *Txn) PutRaw(key, b []byte) error {
	if tx.b == nil {
		return errReadOnly
	}
	return tx.b.Set(key, b, nil)
}

// Delete removes key.
func (tx *Txn) Delete(key []byte) error {
	if tx.b == nil {
		return errReadOnly
	}
	return tx.b.Delete(key, nil)
}

// Scan calls fn for every key with prefix, in key order. fn must not
// retain key or value.
func (tx *Txn) Scan(prefix []byte, fn func(key, value []byte) error) error {
	it, err := tx.r.NewIter(&pebble.IterOptions{LowerBound: prefix, UpperBound: prefixEnd(prefix)})
	if err != nil {
		return err
	}
	for it.First(); it.Valid(); it.Next() {
		v, err := it.ValueAndErr()
		if err == nil {
			err = fn(it.Key(), v)
		}
		if err != nil {
			_ = it.Close()
			return err
		}
	}
	return it.Close()
}

// prefixEnd is the first key after every key with prefix (nil: none).
func prefixEnd(prefix []byte) []byte {
	end := bytes.Clone(prefix)
	for i := len(end) - 1; i >= 0; i-- {
		if end[i]++; end[i] != 0 {
			return end[:i+1]
		}
	}
	return nil
}

// Key joins parts with '/' into a key.
func Key(parts ...string) []byte { return []byte(strings.Join(parts, "/")) }

// pebbleLogger adapts pebble's printf logger to slog: its routine
// messages (flushes, compactions) at debug level, errors as errors.
type pebbleLogger struct{ l *slog.Logger }

func (p pebbleLogger) Infof(f string, a ...any)  { p.log(slog.LevelDebug, f, a) }
func (p pebbleLogger) Errorf(f string, a ...any) { p.log(slog.LevelError, f, a) }
func (p pebbleLogger) Fatalf(f string, a ...any) {
	p.log(slog.LevelError, f, a)
	panic(fmt.Sprintf(f, a...))
}

func (p pebbleLogger) log(level slog.Level, f string, a []any) {
	if ctx := context.Background(); p.l.Enabled(ctx, level) {
		p.l.Log(ctx, level, strings.TrimSpace(fmt.Sprintf(f, a...)))
	}
}

// Pebble returns the underlying database, for the node's IPFS blockstore,
// which keeps its keys in it under a prefix of its own.
func (s *DB) Pebble() *pebble.DB { return s.db }
