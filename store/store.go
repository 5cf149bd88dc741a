package store

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/dgraph-io/badger/v4"
	"github.com/dgraph-io/badger/v4/options"
)

// ErrNotFound is returned for a key that does not exist.
var ErrNotFound = errors.New("store: not found")

// ErrClosed is returned by writes after Close.
var ErrClosed = errors.New("store: closed")

// ValueThreshold is the size from which a value is kept in badger's value
// log rather than in its LSM tree (arbitra's stores and the IPFS datastore).
const ValueThreshold = 512

// Options configure Open.
type Options struct {
	// Dir is the database directory; ignored when InMemory is set.
	Dir string
	// InMemory keeps everything in memory (benchmarks only: nothing survives).
	InMemory bool
	// Logger receives badger's messages at debug level and above; may be nil.
	Logger *slog.Logger
	// NoSync skips fsync on commit. Only for benchmarks that measure the
	// difference: a crash can then lose acknowledged writes.
	NoSync bool
	// NoJournal makes each durable commit's flush badger's two logs, value
	// log then write-ahead file, instead of the commit journal (the layout
	// before the journal; for comparisons). A journal left by an earlier
	// open is still replayed.
	NoJournal bool
	// GCInterval is how often value-log GC runs (default 5 minutes).
	GCInterval time.Duration

	checkpointEvery bool  // tests: every flush is a checkpoint
	checkpointSize  int64 // tests: checkpointAt, when not zero
}

// DB is an open store.
type DB struct {
	db   *badger.DB
	sync bool // commits are durable before Update returns

	// Group commit: every committed transaction takes a ticket, and one
	// caller at a time fsyncs on behalf of all tickets issued so far.
	group *SyncGroup
	logs  *LogSyncer // badger's logs on disk; nil in memory

	// The commit journal (journal.go), nil without one. order makes the
	// journal's sequence numbers badger's commit order. A checkpoint
	// (checkpointMu, one at a time) sets rotateDue for the next flush to
	// move the journal to its other file, then flushes badger's logs; the
	// checkpointer goroutine runs one, woken by checkpointWake, once the
	// active file reaches checkpointAt.
	journal        *journal
	order          sync.Mutex
	checkpointMu   sync.Mutex
	rotateDue      atomic.Bool
	checkpointAt   int64
	checkpointWake chan struct{}

	// puts feeds the batching writer behind PutDurable.
	puts     chan *DurablePut
	closing  chan struct{}
	putsDone chan struct{} // closed when the batching writer has stopped

	// unsynced flushes UpdateNoSync's commits within NoSyncFlushDelay.
	unsynced *DeferredFlush

	log    *slog.Logger
	cancel context.CancelFunc
	wg     sync.WaitGroup
	once   sync.Once
}

// Open opens (or creates) the database. Its caches and memtables are sized
// for a node, not for a database server: under a hundred MiB in all.
func Open(o Options) (*DB, error) {
	log := o.Logger
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	bo := badger.DefaultOptions(o.Dir).
		WithInMemory(o.InMemory).
		WithSyncWrites(false). // durability comes from group commit in Update

		WithLogger(BadgerLogger(log.With("component", "badger"), "")).
		// A full memtable is written out as a table, and every second
		// one starts a compaction whose parallel table builds take both
		// cores of a small machine for a moment: under an open loop of
		// 400 requests/s on disk, the latency spikes came at those
		// moments. 32 MiB memtables (of 8) make them a quarter as often:
		// there, in eight alternating 30 s runs each, overhead p99 155 →
		// 127 ms (p = 0.08) and fan-out p99 41 → 30 ms (p = 0.03), for up
		// to 48 MiB more memory (docs/performance.md, seventeenth round).
		WithMemTableSize(32 << 20).
		WithNumMemtables(2).
		WithNumLevelZeroTables(2).
		WithNumLevelZeroTablesStall(8).
		WithBlockCacheSize(8 << 20).
		WithIndexCacheSize(4 << 20).
		WithValueLogFileSize(64 << 20).
		// Values past 512 bytes (requests, records, receipts) go to the
		// append-only value log, written once; the LSM tree keeps their
		// keys and pointers, so flushes and compactions rewrite little.
		// Measured at 32 in flight: 7-15 % less CPU per verdict than 4 KiB.
		WithValueThreshold(ValueThreshold).
		WithNumCompactors(2).
		WithCompression(options.None).
		WithMetricsEnabled(false)
	if o.InMemory {
		bo.Dir, bo.ValueDir = "", ""
		bo = bo.WithValueThreshold(1 << 20) // no value log in memory: keep values up to 1 MiB in the LSM tree
	}
	db, err := badger.Open(bo)
	if err != nil {
		return nil, fmt.Errorf("store: open %s: %w", o.Dir, err)
	}
	s := &DB{db: db, log: log, sync: !o.NoSync && !o.InMemory,
		puts: make(chan *DurablePut, maxPutBatch), closing: make(chan struct{}), putsDone: make(chan struct{}),
		checkpointAt: JournalCheckpointSize, checkpointWake: make(chan struct{}, 1)}
	if o.checkpointSize > 0 {
		s.checkpointAt = o.checkpointSize
	}
	if o.checkpointEvery {
		s.checkpointAt = 0
	}
	flush := db.Sync // a no-op in memory
	if !o.InMemory {
		if s.logs, err = NewLogSyncer(o.Dir, log); err != nil {
			_ = db.Close()
			return nil, err
		}
		flush = s.logs.Sync
		if err := s.openJournal(o.Dir, s.sync && !o.NoJournal); err != nil {
			_ = s.logs.Close()
			_ = db.Close()
			return nil, err
		}
		if s.journal != nil {
			flush = s.flushJournal
		}
	}
	s.group = NewSyncGroup(flush)
	ctx, cancel := context.WithCancel(context.Background())
	s.cancel = cancel
	s.unsynced = NewDeferredFlush(s.group, NoSyncFlushDelay, log)
	s.wg.Add(2)
	go s.putLoop(ctx)
	go func() { defer s.wg.Done(); s.unsynced.Run(ctx) }()
	if s.journal != nil {
		s.wg.Add(1)
		go s.checkpointLoop(ctx)
	}
	interval := o.GCInterval
	if interval == 0 {
		interval = 5 * time.Minute
	}
	if !o.InMemory {
		s.wg.Add(1)
		go s.gcLoop(ctx, interval)
	}
	return s, nil
}

// maxGCPasses bounds the value-log GC passes per interval: each collects
// one file, and durable commits wait while it runs (CollectValueLog).
const maxGCPasses = 8

func (s *DB) gcLoop(ctx context.Context, every time.Duration) {
	defer s.wg.Done()
	t := time.NewTicker(every)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			for range maxGCPasses { // each pass holds durable commits back while it runs
				err := CollectValueLog(s.db, 0.5, s.logsGroup())
				if err != nil && !errors.Is(err, badger.ErrNoRewrite) && !errors.Is(err, badger.ErrRejected) {
					s.log.Warn("value log GC", "err", err)
				}
				if err != nil || ctx.Err() != nil {
					break
				}
			}
			s.logs.Rescan()
			if err := s.logsGroup().Flush(); err != nil {
				s.log.Warn("value log GC: sync rotated logs", "err", err)
			}
		}
	}
}

// Close stops the GC loop and the batching writer and closes the
// database. It is idempotent.
func (s *DB) Close() error {
	var err error
	s.once.Do(func() {
		close(s.closing)
		s.cancel()
		s.wg.Wait()
		if s.sync { // what UpdateNoSync left, before badger writes its memtable to a table
			err = s.logsGroup().Flush() // and with a journal, a checkpoint: it is left empty
		}
		err = errors.Join(err, s.db.Close())
		if s.logs != nil {
			err = errors.Join(err, s.logs.Close())
		}
		if s.journal != nil {
			err = errors.Join(err, s.journal.close())
		}
	})
	return err
}

// Get decodes the JSON value at key into v.
func (s *DB) Get(key []byte, v any) error {
	return s.View(func(tx *Txn) error { return tx.Get(key, v) })
}

// Put stores v as JSON at key.
func (s *DB) Put(key []byte, v any) error {
	return s.Update(func(tx *Txn) error { return tx.Put(key, v) })
}

// PutDurable stores v as JSON at key and returns once it is on disk, like
// Put. Concurrent callers' values are written by one goroutine in one
// transaction per batch, which shares its commit and its fsync: under load,
// many small durable writes (a coordinator's receipts) cost about one
// transaction, not one each. A batch waits up to PutSyncDelay for the
// fsync of another commit (an Update's) to cover it before it runs one of
// its own, so a put shortly followed by a durable Update costs one fsync,
// not two in a row.
func (s *DB) PutDurable(key []byte, v any) error {
	p, err := s.PreparePut(key, v)
	if err != nil {
		return err
	}
	if err := s.QueuePut(p); err != nil {
		return err
	}
	return p.Durable()
}

// PreparePut encodes v for key as PutDurable would and returns the put
// without queueing it; QueuePut queues it. A caller can thus publish the
// put (to a goroutine that will wait for it) before it is queued. The put's
// two steps can be awaited apart: Committed once its batch is committed,
// Durable once that commit is on disk. A caller that is about to make a
// durable commit of its own need only wait for Committed: a flush covers
// every commit made before it, so its own commit's flush makes the put
// durable too.
func (s *DB) PreparePut(key []byte, v any) (*DurablePut, error) {
	b, err := json.Marshal(v)
	if err != nil {
		return nil, fmt.Errorf("store: encode %s: %w", key, err)
	}
	return s.PreparePutRaw(key, b), nil
}

// PreparePutRaw is PreparePut of a value already encoded: b must be JSON
// for Get to decode it, and must not be modified afterwards.
func (s *DB) PreparePutRaw(key, b []byte) *DurablePut {
	return &DurablePut{key: key, val: b, committed: make(chan struct{}), durable: make(chan struct{}), putsDone: s.putsDone}
}

// QueuePut hands p, from PreparePut, to the batching writer. A put is
// queued at most once. After Close it returns ErrClosed; a put queued while
// the store closes is answered with ErrClosed by Committed and Durable.
func (s *DB) QueuePut(p *DurablePut) error {
	select {
	case <-s.closing:
		return ErrClosed
	default:
	}
	select {
	case s.puts <- p:
		return nil
	case <-s.closing:
		return ErrClosed
	}
}

// DurablePut is a PutDurable in two steps. Its methods may be called any
// number of times, from any goroutine; before the put is queued they wait
// for that.
type DurablePut struct {
	key, val []byte

	committed, durable    chan struct{} // closed by the batching writer, in this order
	commitErr, durableErr error         // set before their channel is closed
	putsDone              <-chan struct{}
}

// Committed waits until the put's transaction has committed (or failed to)
// and returns its error. A committed put is readable but not yet durable.
func (p *DurablePut) Committed() error { return p.await(p.committed, &p.commitErr) }

// Durable waits until the put is on disk and returns the error that kept it
// from there, if any.
func (p *DurablePut) Durable() error { return p.await(p.durable, &p.durableErr) }

// await returns ErrClosed for a put the writer stopped without answering
// (never queued, or queued as the store closed).
func (p *DurablePut) await(ch chan struct{}, err *error) error {
	select {
	case <-ch:
		return *err
	case <-p.putsDone:
		select {
		case <-ch: // answered just before the writer stopped
			return *err
		default:
			return ErrClosed
		}
	}
}

// commit and settle are the batching writer's answers.
func (p *DurablePut) commit(err error) { p.commitErr = err; close(p.committed) }
func (p *DurablePut) settle(err error) { p.durableErr = err; close(p.durable) }

const maxPutBatch = 256

// PutSyncDelay is how long a PutDurable batch, once committed, waits for
// another commit's fsync before it runs its own.
const PutSyncDelay = 2 * time.Millisecond

// putLoop owns the batching writer: it takes one put, whatever else is
// queued (up to maxPutBatch), commits them together and answers each once
// the batch is durable.
func (s *DB) putLoop(ctx context.Context) {
	defer s.wg.Done()
	defer close(s.putsDone)
	var batch []*DurablePut
	for {
		var ok bool
		if batch, ok = TakeBatch(ctx, s.puts, batch, maxPutBatch); !ok {
			for { // answer what is still queued
				select {
				case p := <-s.puts:
					p.commit(ErrClosed)
					p.settle(ErrClosed)
				default:
					return
				}
			}
		}
		ticket, err := s.commit(func(tx *Txn) error { // blind writes: no conflict to retry
			for _, p := range batch {
				if err := tx.PutRaw(p.key, p.val); err != nil {
					return err
				}
			}
			return nil
		})
		if errors.Is(err, badger.ErrTxnTooBig) { // one transaction each, then
			for _, p := range batch {
				err := s.Update(func(tx *Txn) error { return tx.PutRaw(p.key, p.val) })
				p.commit(err)
				p.settle(err)
			}
			continue
		}
		for _, p := range batch {
			p.commit(err)
		}
		if err != nil || !s.sync {
			for _, p := range batch {
				p.settle(err)
			}
			continue
		}
		// The next batch is committed while this one waits for the disk.
		waiting := slices.Clone(batch)
		s.wg.Add(1)
		go func() {
			defer s.wg.Done()
			err := s.group.WaitWithin(ticket, PutSyncDelay)
			for _, p := range waiting {
				p.settle(err)
			}
		}()
	}
}

// TakeBatch is how a writer goroutine gathers a batch: it waits for one
// item on ch, then adds whatever else is already queued, up to max items,
// reusing batch's storage. It reports false once ctx has ended.
func TakeBatch[T any](ctx context.Context, ch <-chan T, batch []T, max int) ([]T, bool) {
	batch = batch[:0]
	select {
	case <-ctx.Done():
		return batch, false
	case v := <-ch:
		batch = append(batch, v)
	}
	for len(batch) < max {
		select {
		case v := <-ch:
			batch = append(batch, v)
		default:
			return batch, true
		}
	}
	return batch, true
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

// Update runs fn in a read-write transaction, retrying on conflict, and
// returns once the transaction is on disk. Concurrent callers share fsyncs
// (group commit), so durability costs one fsync per batch, not per write.
func (s *DB) Update(fn func(*Txn) error) error {
	wait, err := s.UpdateAsync(fn)
	if err != nil {
		return err
	}
	return wait()
}

// UpdateAsync commits like Update but returns before the fsync: wait
// blocks until the transaction is durable. It lets a caller release a lock
// it held around the commit before waiting for the disk.
func (s *DB) UpdateAsync(fn func(*Txn) error) (wait func() error, err error) {
	ticket, err := s.update(fn)
	if err != nil {
		return nil, err
	}
	if !s.sync {
		return func() error { return nil }, nil
	}
	return func() error { return s.group.Wait(ticket) }, nil
}

// update commits fn's transaction, retrying on conflict, and returns its
// ticket.
func (s *DB) update(fn func(*Txn) error) (ticket uint64, err error) {
	for attempt := 0; ; attempt++ {
		ticket, err := s.commit(fn)
		if errors.Is(err, badger.ErrConflict) && attempt < 8 {
			continue
		}
		return ticket, err
	}
}

// commit runs fn in a read-write transaction, as badger's DB.Update does,
// and commits it through the sync group.
func (s *DB) commit(fn func(*Txn) error) (ticket uint64, err error) {
	tx := &Txn{t: s.db.NewTransaction(true)}
	defer func() {
		tx.t.Discard()
		tx.end(err == nil)
	}()
	if err = fn(tx); err != nil {
		return 0, err
	}
	if s.journal == nil || len(tx.writes) == 0 {
		return s.group.Commit(tx.t.Commit)
	}
	return s.group.Commit(func() error { return s.commitJournaled(tx) })
}

// UpdateNoSync commits like Update but does not wait for the disk: the
// write becomes durable with the next durable commit's fsync. Until then
// it survives the process (badger's logs are memory-mapped files, so a
// committed write is in the kernel's page cache) but not the machine
// losing power. It is for writes that are redone after such a loss (marking
// a record archived: the archiver runs again) or that a later durable
// commit must flush before anything depends on them (a synchronous
// request, answered only with its durably minted verdict), so that they do
// not add an fsync to a disk the critical writes share while those flush
// often.
//
// Such a write is still flushed within about NoSyncFlushDelay, by the next
// durable commit's flush or else by one of its own: left in memory longer,
// the kernel might write its pages back in any order (a write-ahead file
// before the value log it points into, see LogSyncer), or badger might
// write its memtable to a table, before the journal (or, without one, a
// flush of badger's logs) holds it.
func (s *DB) UpdateNoSync(fn func(*Txn) error) error {
	ticket, err := s.update(fn)
	if err != nil || !s.sync {
		return err
	}
	s.unsynced.Note(ticket)
	return nil
}

// NoSyncFlushDelay bounds how long an UpdateNoSync commit waits for another
// commit's flush before one runs for it.
const NoSyncFlushDelay = 10 * time.Millisecond

// DeferredFlush flushes writes that do not wait for the disk soon after
// they are made: within its delay, by a flush another writer runs, or
// else by one of its own. Its owner runs Run in a goroutine.
type DeferredFlush struct {
	group  *SyncGroup
	delay  time.Duration
	log    *slog.Logger
	ticket atomic.Uint64 // the latest noted write's
	wake   chan struct{}
}

// NewDeferredFlush returns a DeferredFlush over group; log may be nil.
func NewDeferredFlush(group *SyncGroup, delay time.Duration, log *slog.Logger) *DeferredFlush {
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	return &DeferredFlush{group: group, delay: delay, log: log, wake: make(chan struct{}, 1)}
}

// Note asks for the write holding ticket to be flushed soon.
func (d *DeferredFlush) Note(ticket uint64) {
	for { // d.ticket only grows
		cur := d.ticket.Load()
		if cur >= ticket || d.ticket.CompareAndSwap(cur, ticket) {
			break
		}
	}
	select {
	case d.wake <- struct{}{}:
	default: // Run is already due to flush
	}
}

// Run flushes noted writes until ctx ends.
func (d *DeferredFlush) Run(ctx context.Context) {
	for {
		select {
		case <-ctx.Done():
			return
		case <-d.wake:
		}
		if err := d.group.WaitWithin(d.ticket.Load(), d.delay); err != nil {
			d.log.Warn("store: flush of writes that did not wait for it", "err", err)
		}
	}
}

// SyncGroup shares syncs among concurrent writers (group commit): a writer
// commits through Commit, which gives its write a ticket, and Wait returns
// once a sync that began after that ticket has finished. One waiter at a
// time runs the sync, on behalf of every ticket issued before it started.
//
// A sync and a commit never run at the same time: Commit waits while a sync
// runs, and a sync waits for the commits under way to finish. So a sync
// covers exactly the commits made before it, and a commit cannot append to
// one of badger's logs after the sync flushed that log but before it
// flushed the next (see LogSyncer). A commit arriving during a sync would
// wait for the next sync anyway, so this adds no wait to a durable write.
type SyncGroup struct {
	flush func() error
	gate  sync.RWMutex // commits hold it shared, a sync exclusively

	mu      sync.Mutex
	cond    *sync.Cond
	issued  uint64
	synced  uint64
	syncing bool
}

// NewSyncGroup returns a group around flush (such as a database's fsync).
func NewSyncGroup(flush func() error) *SyncGroup {
	g := &SyncGroup{flush: flush}
	g.cond = sync.NewCond(&g.mu)
	return g
}

// Commit runs commit, a write to the database the group flushes, outside
// any sync, and returns the write's ticket. commit should only commit (run
// a transaction's work before), since a sync waits for it.
func (g *SyncGroup) Commit(commit func() error) (uint64, error) {
	g.gate.RLock()
	defer g.gate.RUnlock()
	if err := commit(); err != nil {
		return 0, err
	}
	return g.Ticket(), nil
}

// Ticket registers a write that has been made and must become durable.
// Commit gives its writes their tickets; a ticket taken after a write
// that went through Commit is also sound (the next sync covers it).
func (g *SyncGroup) Ticket() uint64 {
	g.mu.Lock()
	defer g.mu.Unlock()
	g.issued++
	return g.issued
}

// Flush returns once a sync that began after the call has finished: every
// commit made before it is then durable.
func (g *SyncGroup) Flush() error { return g.Wait(g.Ticket()) }

// Wait returns once the write holding ticket is synced.
func (g *SyncGroup) Wait(ticket uint64) error {
	g.mu.Lock()
	defer g.mu.Unlock()
	for g.synced < ticket {
		if g.syncing {
			g.cond.Wait()
			continue
		}
		g.syncing = true
		g.mu.Unlock()
		g.gate.Lock()
		g.mu.Lock()
		target := g.issued // every commit made so far; none runs until Unlock
		g.mu.Unlock()
		err := g.flush()
		g.gate.Unlock()
		g.mu.Lock()
		g.syncing = false
		if err != nil {
			g.cond.Broadcast()
			return fmt.Errorf("store: sync: %w", err)
		}
		g.synced = max(g.synced, target)
		g.cond.Broadcast()
	}
	return nil
}

// WaitWithin is Wait for a write that can afford to wait up to d for a
// sync that another writer starts: only if none has begun by then does it
// run the sync itself.
func (g *SyncGroup) WaitWithin(ticket uint64, d time.Duration) error {
	deadline := time.Now().Add(d)
	g.mu.Lock()
	for g.synced < ticket && !g.syncing {
		wait := time.Until(deadline)
		if wait <= 0 {
			break
		}
		t := time.AfterFunc(wait, func() {
			g.mu.Lock()
			g.cond.Broadcast()
			g.mu.Unlock()
		})
		g.cond.Wait()
		t.Stop()
	}
	g.mu.Unlock()
	return g.Wait(ticket)
}

// View runs fn in a read-only transaction.
func (s *DB) View(fn func(*Txn) error) error {
	return s.db.View(func(t *badger.Txn) error {
		tx := &Txn{t: t}
		defer tx.end(false)
		return fn(tx)
	})
}

// Txn is a transaction; it is not safe for concurrent use.
type Txn struct {
	t      *badger.Txn
	done   []func(committed bool)
	memo   map[any]any
	writes []journalWrite // what the commit journal records of it
}

// OnDone registers fn to run once the transaction has ended, the last
// registered first (as deferred calls run), before the call that ran the
// transaction returns:
// committed is true when its writes were committed (visible to readers,
// though an Update may not have made them durable yet), false when it was
// discarded, failed to commit or was read-only. A transaction retried
// after a conflict is a new one: only its own functions run for it.
func (tx *Txn) OnDone(fn func(committed bool)) { tx.done = append(tx.done, fn) }

// Memo returns what SetMemo stored under key in this transaction, or nil:
// a hook called several times in one transaction (a batch of mints) keeps
// its state there.
func (tx *Txn) Memo(key any) any { return tx.memo[key] }

// SetMemo stores v under key for the rest of the transaction.
func (tx *Txn) SetMemo(key, v any) {
	if tx.memo == nil {
		tx.memo = make(map[any]any)
	}
	tx.memo[key] = v
}

func (tx *Txn) end(committed bool) {
	for _, fn := range slices.Backward(tx.done) {
		fn(committed)
	}
	tx.done = nil
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
func (tx *Txn) PutRaw(key, b []byte) error {
	if err := tx.t.Set(key, b); err != nil {
		return err
	}
	tx.writes = append(tx.writes, journalWrite{key: key, val: b})
	return nil
}

// Delete removes key.
func (tx *Txn) Delete(key []byte) error {
	if err := tx.t.Delete(key); err != nil {
		return err
	}
	tx.writes = append(tx.writes, journalWrite{key: key, del: true})
	return nil
}

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
