package anchor

import (
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/arbitra-network/arbitra/chain"
	"github.com/arbitra-network/arbitra/coordinator"
	"github.com/arbitra-network/arbitra/internal/outbox"
	"github.com/arbitra-network/arbitra/store"
	"github.com/arbitra-network/arbitra/verdict"
)

// Batch states.
const (
	StateSealed   = "sealed"         // hashes and root fixed, not sent yet
	StateSent     = outbox.StateSent // transaction sent, receipt not seen yet
	StateAnchored = "anchored"       // the contract holds the root
	// StateConflict is a batch whose number the contract holds with another
	// root (a store that does not match the chain); nothing more is sent.
	StateConflict = "conflict"
	// StateAwaiting is what Status reports for a hash not sealed in a batch yet.
	StateAwaiting = "awaiting"
)

// Defaults of a Config.
const (
	DefaultInterval  = time.Minute
	DefaultBatchSize = 256
	// MaxBatchSize bounds a batch so that a proof stays short and a batch
	// record small.
	MaxBatchSize = 4096
)

// ErrConflict is returned when the contract holds another root for a batch.
var ErrConflict = errors.New("anchor: the contract holds another root for this batch")

// Batch is one batch of verdict hashes.
type Batch struct {
	ID uint64 `json:"id"`
	// Root is the Merkle root of Hashes (see Root), 0x-prefixed hex.
	Root string `json:"root"`
	// Hashes are the verdict hashes in mint order, 0x-prefixed hex.
	Hashes   []string `json:"hashes"`
	Contract string   `json:"contract"`
	Sender   string   `json:"sender"`
	ChainID  string   `json:"chain_id,omitempty"`
	outbox.Tx
	// AlreadyAnchored is set when the chain held the batch from an earlier
	// run's transaction.
	AlreadyAnchored bool   `json:"already_anchored,omitempty"`
	SealedAt        string `json:"sealed_at"`
}

// Status is where one verdict hash stands: awaiting a batch, or in one.
type Status struct {
	State string `json:"status"`
	ID    uint64 `json:"id,omitempty"`
	Root  string `json:"root,omitempty"`
	Tx    string `json:"tx,omitempty"`
	Block uint64 `json:"block,omitempty"`
}

// Proof shows a verdict hash is in an anchored batch (docs/anchoring.md).
type Proof struct {
	BatchID     uint64   `json:"batch_id"`
	VerdictHash string   `json:"verdict_hash"`
	Index       int      `json:"index"`
	Count       int      `json:"count"`
	Path        []string `json:"path"`
	Root        string   `json:"root"`
	Contract    string   `json:"contract"`
	Sender      string   `json:"sender"`
}

// Chain is what the batcher needs from the anchor contract client
// (*chain.Anchor). Implementations must be safe for concurrent use.
type Chain interface {
	Address() common.Address
	Sender() common.Address
	AnchorNoWait(ctx context.Context, batchID uint64, root [32]byte, count uint32) (*types.Transaction, error)
	Wait(ctx context.Context, tx *types.Transaction) (*types.Receipt, error)
	Receipt(ctx context.Context, hash common.Hash) (*types.Receipt, error)
	LastBatch(ctx context.Context, coordinator common.Address) (uint64, error)
	Events(ctx context.Context, from uint64, to *uint64, coordinator common.Address, batchID uint64) ([]chain.Anchored, error)
}

// Store is what the batcher needs from storage.
type Store = outbox.Store

// Config wires a Batcher.
type Config struct {
	Store Store
	Chain Chain
	// ChainID is recorded in each batch; may be empty.
	ChainID string
	// Interval is how often whatever is queued is sealed (DefaultInterval).
	Interval time.Duration
	// BatchSize seals a batch as soon as this many hashes are queued
	// (DefaultBatchSize, at most MaxBatchSize).
	BatchSize int
	Logger    *slog.Logger
	// BeforeSend, when set, runs before each batch is sent, with the
	// batcher's context; tests block on ctx.Done to stop the batcher between
	// sealing and anchoring, and the batch is not sent once ctx is done.
	BeforeSend func(ctx context.Context, b Batch)
	// OnAnchored, when set, runs after a batch is recorded as anchored.
	OnAnchored func(b Batch)
	// OnConflict, when set, runs after a batch is recorded as a conflict.
	OnConflict func(b Batch)
}

// Batcher seals minted verdict hashes into batches and anchors them.
type Batcher struct {
	cfg    Config
	log    *slog.Logger
	worker *outbox.Worker[Batch]
}

const (
	keyMeta       = "anchor/meta"
	prefixQueue   = "anchor/queue/"
	prefixBatch   = "anchor/batch/"
	prefixVerdict = "anchor/verdict/"
)

type meta struct {
	NextSeq   uint64 `json:"next_seq"`
	NextBatch uint64 `json:"next_batch"`
	Queued    int    `json:"queued"` // hashes queued and not sealed
}

type queued struct {
	Seq  uint64 `json:"seq"`
	Hash string `json:"hash"`
}

// location is where a verdict hash is: its queue slot, then its batch.
type location struct {
	Seq   uint64 `json:"seq"`
	Batch uint64 `json:"batch,omitempty"`
	Index int    `json:"index"`
}

func queueKey(seq uint64) []byte { return fmt.Appendf(nil, "%s%020d", prefixQueue, seq) }
func batchKey(id uint64) []byte  { return fmt.Appendf(nil, "%s%020d", prefixBatch, id) }
func verdictKey(h string) []byte { return []byte(prefixVerdict + h) } // h as hexHash writes it
func hexHash(h [32]byte) string  { return fmt.Sprintf("0x%x", h) }

// New returns a batcher; Start runs its worker.
func New(cfg Config) (*Batcher, error) {
	if cfg.Store == nil || cfg.Chain == nil {
		return nil, errors.New("anchor: a batcher needs a store and a chain")
	}
	if cfg.Interval <= 0 {
		cfg.Interval = DefaultInterval
	}
	if cfg.BatchSize <= 0 {
		cfg.BatchSize = DefaultBatchSize
	}
	if cfg.BatchSize > MaxBatchSize {
		return nil, fmt.Errorf("anchor: batch size %d over %d", cfg.BatchSize, MaxBatchSize)
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.DiscardHandler)
	}
	b := &Batcher{cfg: cfg, log: cfg.Logger.With("component", "anchor")}
	b.worker = outbox.New(outbox.Config[Batch]{
		Store: cfg.Store, Prefix: prefixBatch, Interval: cfg.Interval, Logger: b.log,
		Open: func(e Batch) bool { return e.State == StateSealed || e.State == StateSent },
		// The contract takes batches only in order: a batch not anchored
		// holds back the ones after it.
		Step: b.step,
		// A kick seals only full batches; the ticker seals what is queued.
		Prepare: func(tick bool) {
			if err := b.seal(tick); err != nil {
				b.log.Warn("sealing a batch failed; will retry", "err", err)
			}
		},
	})
	return b, nil
}

// MintHook queues the minted verdict's hash in the mint transaction.
func (b *Batcher) MintHook(tx *store.Txn, m *coordinator.Minted) error {
	return b.enqueue(tx, m.Verdict.Hash)
}

func (b *Batcher) enqueue(tx *store.Txn, hash [32]byte) error {
	h := hexHash(hash)
	if ok, err := tx.Has(verdictKey(h)); err != nil || ok {
		return err
	}
	var m meta
	if err := tx.Get([]byte(keyMeta), &m); err != nil && !errors.Is(err, store.ErrNotFound) {
		return err
	}
	seq := m.NextSeq
	m.NextSeq++
	m.Queued++
	if err := tx.Put([]byte(keyMeta), &m); err != nil {
		return err
	}
	if err := tx.Put(queueKey(seq), &queued{Seq: seq, Hash: h}); err != nil {
		return err
	}
	if err := tx.Put(verdictKey(h), &location{Seq: seq}); err != nil {
		return err
	}
	// The worker's sealing transaction runs after this one commits, so it
	// sees the full queue.
	if m.Queued >= b.cfg.BatchSize {
		b.worker.Kick()
	}
	return nil
}

// Start runs the worker until Close.
func (b *Batcher) Start() { b.worker.Start() }

// Close stops the worker and waits for it; sealed batches stay in the
// store and are sent after the next Start.
func (b *Batcher) Close() error {
	b.worker.Close()
	return nil
}

// seal turns queued hashes into batches: full batches always, and the rest
// too when all is set.
func (b *Batcher) seal(all bool) error {
	for {
		sealed := false
		err := b.cfg.Store.Update(func(tx *store.Txn) error {
			sealed = false
			var m meta
			if err := tx.Get([]byte(keyMeta), &m); err != nil && !errors.Is(err, store.ErrNotFound) {
				return err
			}
			if m.Queued == 0 || (m.Queued < b.cfg.BatchSize && !all) {
				return nil
			}
			var q []queued
			err := tx.Scan([]byte(prefixQueue), func(_, v []byte) error {
				var e queued
				if err := json.Unmarshal(v, &e); err != nil {
					return fmt.Errorf("anchor: queue entry: %w", err)
				}
				q = append(q, e)
				if len(q) == b.cfg.BatchSize {
					return errStopScan
				}
				return nil
			})
			if err != nil && !errors.Is(err, errStopScan) {
				return err
			}
			if len(q) == 0 {
				return fmt.Errorf("anchor: %d hashes counted as queued, none found", m.Queued)
			}
			m.Queued = max(0, m.Queued-len(q))
			if m.NextBatch == 0 {
				m.NextBatch = 1
			}
			id := m.NextBatch
			m.NextBatch++
			hashes := make([][32]byte, len(q))
			batch := Batch{ID: id, Contract: b.cfg.Chain.Address().Hex(), Sender: b.cfg.Chain.Sender().Hex(), ChainID: b.cfg.ChainID,
				Tx: outbox.Tx{State: StateSealed}, SealedAt: verdict.FormatTime(time.Now())}
			batch.UpdatedAt = batch.SealedAt
			for i, e := range q {
				h, err := verdict.ParseHash32(e.Hash)
				if err != nil {
					return fmt.Errorf("anchor: queued hash %q: %w", e.Hash, err)
				}
				hashes[i] = h
				batch.Hashes = append(batch.Hashes, e.Hash)
				if err := tx.Delete(queueKey(e.Seq)); err != nil {
					return err
				}
				if err := tx.Put(verdictKey(e.Hash), &location{Seq: e.Seq, Batch: id, Index: i}); err != nil {
					return err
				}
			}
			root, err := Root(hashes)
			if err != nil {
				return err
			}
			batch.Root = hexHash(root)
			if err := tx.Put([]byte(keyMeta), &m); err != nil {
				return err
			}
			sealed = true
			return b.worker.Put(tx, batchKey(id), &batch)
		})
		if err != nil || !sealed {
			return err
		}
	}
}

var errStopScan = errors.New("stop scan")

func (b *Batcher) save(e *Batch) error {
	e.UpdatedAt = verdict.FormatTime(time.Now())
	return b.cfg.Store.Update(func(tx *store.Txn) error { return b.worker.Put(tx, batchKey(e.ID), e) })
}

// step moves one batch on; done reports whether it is anchored (or stuck for
// good), so that the next may be sent.
func (b *Batcher) step(ctx context.Context, e Batch) (done bool, err error) {
	root, err := verdict.ParseHash32(e.Root)
	if err != nil {
		return false, err
	}
	if e.State == StateSent && e.TxHash != "" {
		// A reverted transaction falls through: the contract read below
		// says whether an earlier one anchored the batch.
		r, wait, err := e.Mined(ctx, b.cfg.Chain)
		switch {
		case err != nil || wait:
			return false, err
		case r != nil && r.Status == types.ReceiptStatusSuccessful:
			return true, b.anchored(&e, r.BlockNumber.Uint64(), r.GasUsed, false)
		}
	}
	sender := b.cfg.Chain.Sender()
	last, err := b.cfg.Chain.LastBatch(ctx, sender)
	if err != nil {
		return false, fmt.Errorf("read last batch: %w", err)
	}
	switch {
	case last >= e.ID:
		evs, err := b.cfg.Chain.Events(ctx, 0, nil, sender, e.ID)
		if err != nil {
			return false, err
		}
		if len(evs) != 1 {
			return false, fmt.Errorf("anchor: %d Anchored events for batch %d", len(evs), e.ID)
		}
		if evs[0].Root != root {
			e.State, e.Error = StateConflict, fmt.Sprintf("%s: %s", ErrConflict, hexHash(evs[0].Root))
			b.log.Error("batch conflicts with the chain", "batch", e.ID, "root", e.Root, "chain_root", hexHash(evs[0].Root))
			if err := b.save(&e); err != nil {
				return false, err
			}
			if b.cfg.OnConflict != nil {
				b.cfg.OnConflict(e)
			}
			return false, nil
		}
		e.TxHash = evs[0].TxHash.Hex()
		return true, b.anchored(&e, evs[0].BlockNumber, 0, true)
	case last+1 < e.ID:
		e.Error = fmt.Sprintf("the contract's last batch is %d; batch %d cannot follow it", last, e.ID)
		return false, b.save(&e)
	}
	if b.cfg.BeforeSend != nil {
		b.cfg.BeforeSend(ctx, e)
		if ctx.Err() != nil {
			return false, ctx.Err()
		}
	}
	tx, err := b.cfg.Chain.AnchorNoWait(ctx, e.ID, root, uint32(len(e.Hashes)))
	e.Sending(tx, err)
	if err := cmp.Or(err, b.save(&e)); err != nil {
		return false, err
	}
	b.log.Info("anchor sent", "batch", e.ID, "count", len(e.Hashes), "root", e.Root, "tx", e.TxHash)
	r, err := b.cfg.Chain.Wait(ctx, tx)
	if err != nil {
		return false, err // still sent; the next pass reads the receipt or the contract
	}
	return true, b.anchored(&e, r.BlockNumber.Uint64(), r.GasUsed, false)
}

func (b *Batcher) anchored(e *Batch, block, gas uint64, already bool) error {
	e.State, e.Block, e.GasUsed, e.AlreadyAnchored, e.Error = StateAnchored, block, gas, already, ""
	if err := b.save(e); err != nil {
		return err
	}
	b.log.Info("batch anchored", "batch", e.ID, "root", e.Root, "tx", e.TxHash, "block", block, "already_anchored", already)
	if b.cfg.OnAnchored != nil {
		b.cfg.OnAnchored(*e)
	}
	return nil
}

// Batch returns a batch (store.ErrNotFound if none).
func (b *Batcher) Batch(id uint64) (Batch, error) {
	var e Batch
	err := b.cfg.Store.Get(batchKey(id), &e)
	return e, err
}

// Status says where a verdict hash stands (store.ErrNotFound if it was not
// queued here).
func (b *Batcher) Status(verdictHash [32]byte) (Status, error) {
	var loc location
	if err := b.cfg.Store.Get(verdictKey(hexHash(verdictHash)), &loc); err != nil {
		return Status{}, err
	}
	if loc.Batch == 0 {
		return Status{State: StateAwaiting}, nil
	}
	e, err := b.Batch(loc.Batch)
	if err != nil {
		return Status{}, fmt.Errorf("anchor: batch %d of %s: %w", loc.Batch, hexHash(verdictHash), err)
	}
	return Status{State: e.State, ID: e.ID, Root: e.Root, Tx: e.TxHash, Block: e.Block}, nil
}

// ProofOf returns the inclusion proof of a verdict hash in its batch
// (store.ErrNotFound if it was not queued here, ErrAwaiting if not sealed yet).
func (b *Batcher) ProofOf(verdictHash [32]byte) (Proof, error) {
	var loc location
	if err := b.cfg.Store.Get(verdictKey(hexHash(verdictHash)), &loc); err != nil {
		return Proof{}, err
	}
	if loc.Batch == 0 {
		return Proof{}, ErrAwaiting
	}
	e, err := b.Batch(loc.Batch)
	if err != nil {
		return Proof{}, err
	}
	return BatchProof(e, loc.Index)
}

// ErrAwaiting is returned for a hash not sealed in a batch yet.
var ErrAwaiting = errors.New("anchor: verdict awaits a batch")

// BatchProof is the proof of the hash at index in a batch.
func BatchProof(e Batch, index int) (Proof, error) {
	if index < 0 || index >= len(e.Hashes) {
		return Proof{}, fmt.Errorf("anchor: index %d out of a batch of %d", index, len(e.Hashes))
	}
	all, err := BatchProofs(e)
	if err != nil {
		return Proof{}, err
	}
	return all[index], nil
}

// BatchProofs are the proofs of every hash of a batch, in batch order.
func BatchProofs(e Batch) ([]Proof, error) {
	hashes := make([][32]byte, len(e.Hashes))
	for i, s := range e.Hashes {
		h, err := verdict.ParseHash32(s)
		if err != nil {
			return nil, fmt.Errorf("anchor: batch %d hash %d: %w", e.ID, i, err)
		}
		hashes[i] = h
	}
	paths := Paths(hashes)
	out := make([]Proof, len(hashes))
	for i, path := range paths {
		p := Proof{BatchID: e.ID, VerdictHash: e.Hashes[i], Index: i, Count: len(hashes), Root: e.Root, Contract: e.Contract, Sender: e.Sender}
		for _, s := range path {
			p.Path = append(p.Path, hexHash(s))
		}
		out[i] = p
	}
	return out, nil
}

// Verify checks the proof's path against its root and the root the
// contract holds for its batch.
func (p Proof) Verify(chainRoot [32]byte) error {
	h, err := verdict.ParseHash32(p.VerdictHash)
	if err != nil {
		return fmt.Errorf("%w: verdict hash: %w", ErrProof, err)
	}
	root, err := verdict.ParseHash32(p.Root)
	if err != nil {
		return fmt.Errorf("%w: root: %w", ErrProof, err)
	}
	if root != chainRoot {
		return fmt.Errorf("%w: batch %d root %s, the contract holds %s", ErrProof, p.BatchID, p.Root, hexHash(chainRoot))
	}
	path := make([][32]byte, len(p.Path))
	for i, s := range p.Path {
		if path[i], err = verdict.ParseHash32(s); err != nil {
			return fmt.Errorf("%w: path %d: %w", ErrProof, i, err)
		}
	}
	return VerifyPath(h, p.Index, p.Count, path, root)
}
