// Package outbox is the durable work queue that settlement and anchoring
// share. Items are JSON rows under one store prefix, written (by Put) in
// the transaction that accepts them, so an accepted item survives a crash;
// one worker goroutine, started by Start and stopped by Close, drives the
// open items a step at a time on a ticker or a Kick, and resumes after a
// restart from what the rows say. Put keeps an index of the open items, so
// that a pass costs what is open, not the outbox's whole history.
package outbox

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/arbitra-network/arbitra/internal/worker"
	"github.com/arbitra-network/arbitra/store"
	"github.com/arbitra-network/arbitra/verdict"
)

// Store is what an outbox needs from storage.
type Store interface {
	Get(key []byte, v any) error
	Update(fn func(*store.Txn) error) error
	Scan(prefix []byte, fn func(key, value []byte) error) error
}

// Config wires a Worker of items of type T.
type Config[T any] struct {
	Store Store
	// Prefix is the store prefix under which the items are, in the order
	// they are stepped.
	Prefix string
	// Interval is the time between passes when nothing kicks the worker.
	Interval time.Duration
	Logger   *slog.Logger // not nil
	// Open reports whether an item still needs steps.
	Open func(T) bool
	// Step moves one open item on. A false next ends the pass, for items
	// that must finish in key order; an error is logged and retried at the
	// next pass.
	Step func(ctx context.Context, item T) (next bool, err error)
	// Prepare, when set, runs before each pass; tick says the ticker, not
	// a Kick, woke the worker.
	Prepare func(tick bool)
}

// Worker drives the open items of one outbox. Kick is safe for concurrent
// use; Start and Close belong to the owner.
type Worker[T any] struct {
	cfg  Config[T]
	kick chan struct{}
	loop worker.Loop
}

// New returns a worker; Start runs it.
func New[T any](cfg Config[T]) *Worker[T] { return &Worker[T]{cfg: cfg, kick: make(chan struct{}, 1)} }

// Kick asks for a pass as soon as the worker is free; it never blocks.
func (w *Worker[T]) Kick() {
	select {
	case w.kick <- struct{}{}:
	default:
	}
}

// openIndex is the store prefix of every worker's index of open items: the
// index key of an item is openIndex followed by the item's key.
const openIndex = "outbox-open/"

func openKey(key []byte) []byte { return append([]byte(openIndex), key...) }

// Put writes item under key, which is under the worker's prefix, in tx, and
// indexes it while it is open. Every write of an item goes through Put; a
// row written otherwise is indexed at the next Start.
func (w *Worker[T]) Put(tx *store.Txn, key []byte, item *T) error {
	if err := tx.Put(key, item); err != nil {
		return err
	}
	if w.cfg.Open(*item) {
		return tx.PutRaw(openKey(key), []byte{})
	}
	return tx.Delete(openKey(key))
}

// Start runs the worker until Close.
func (w *Worker[T]) Start() { w.loop.Start(w.run) }

// reindex indexes every open item of the outbox once, at Start: rows
// written before the index existed, or by hand, are stepped like the rest.
func (w *Worker[T]) reindex() error {
	var open [][]byte
	err := w.cfg.Store.Scan([]byte(w.cfg.Prefix), func(k, v []byte) error {
		var item T
		if err := json.Unmarshal(v, &item); err == nil && w.cfg.Open(item) {
			open = append(open, openKey(k))
		}
		return nil
	})
	if err != nil || len(open) == 0 {
		return err
	}
	return w.cfg.Store.Update(func(tx *store.Txn) error {
		for _, k := range open {
			if err := tx.PutRaw(k, []byte{}); err != nil {
				return err
			}
		}
		return nil
	})
}

// Close stops the worker and waits for it; items stay in the store.
func (w *Worker[T]) Close() { w.loop.Close() }

func (w *Worker[T]) run(ctx context.Context) {
	if err := w.reindex(); err != nil {
		w.cfg.Logger.Warn("outbox: indexing the open items failed; the index is used as it is", "err", err)
	}
	t := time.NewTicker(w.cfg.Interval)
	defer t.Stop()
	tick := false
	for {
		if w.cfg.Prepare != nil {
			w.cfg.Prepare(tick)
		}
		w.pass(ctx)
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			tick = true
		case <-w.kick:
			tick = false
		}
	}
}

// pass steps every open item, in key order, until one says stop. An index
// entry whose item is gone or no longer open is dropped.
func (w *Worker[T]) pass(ctx context.Context) {
	index := []byte(openIndex + w.cfg.Prefix)
	var keys [][]byte
	_ = w.cfg.Store.Scan(index, func(k, _ []byte) error {
		keys = append(keys, bytes.Clone(k[len(openIndex):]))
		return nil
	})
	for _, key := range keys {
		if ctx.Err() != nil {
			return
		}
		var item T
		err := w.cfg.Store.Get(key, &item)
		if errors.Is(err, store.ErrNotFound) || err == nil && !w.cfg.Open(item) {
			w.unindex(key)
			continue
		}
		if err != nil {
			w.cfg.Logger.Warn("outbox: unreadable item; will retry", "key", string(key), "err", err)
			continue
		}
		next, err := w.cfg.Step(ctx, item)
		if err != nil && ctx.Err() == nil {
			w.cfg.Logger.Warn("outbox step failed; will retry", "key", string(key), "err", err)
		}
		if !next {
			return
		}
	}
}

// unindex drops the index entry of an item that is gone or closed, read
// again in the transaction so that a Put racing it keeps its entry.
func (w *Worker[T]) unindex(key []byte) {
	_ = w.cfg.Store.Update(func(tx *store.Txn) error {
		var item T
		if err := tx.Get(key, &item); err == nil && w.cfg.Open(item) {
			return nil
		}
		return tx.Delete(openKey(key))
	})
}

// Each calls fn with every item of the outbox, in key order.
func (w *Worker[T]) Each(fn func(T) error) error {
	return w.cfg.Store.Scan([]byte(w.cfg.Prefix), func(k, v []byte) error {
		var item T
		if err := json.Unmarshal(v, &item); err != nil {
			return fmt.Errorf("outbox: item %s: %w", k, err)
		}
		return fn(item)
	})
}

// StateSent is the state of an item whose transaction is sent and whose
// receipt is not seen yet.
const StateSent = "sent"

// Tx is what an item records of its transaction, embedded in the item.
type Tx struct {
	State    string `json:"state"`
	TxHash   string `json:"tx_hash,omitempty"`
	Block    uint64 `json:"block,omitempty"`
	GasUsed  uint64 `json:"gas_used,omitempty"`
	Attempts int    `json:"attempts"`
	Error    string `json:"error,omitempty"`
	// SentAt and UpdatedAt are in verdict.TimeFormat.
	SentAt    string `json:"sent_at,omitempty"`
	UpdatedAt string `json:"updated_at"`
}

// Receipts is what Mined needs from a chain client.
type Receipts interface {
	Receipt(ctx context.Context, hash common.Hash) (*types.Receipt, error)
}

// ResendAfter is how long a sent transaction may stay unmined before the
// chain is read and, if the item is still open there, it is sent again.
const ResendAfter = 2 * time.Minute

// Mined looks for the receipt of the transaction sent. It returns the
// receipt once mined; while not, wait says to leave the item until
// ResendAfter has passed since SentAt, after which the caller reads the
// chain and sends again.
func (t *Tx) Mined(ctx context.Context, c Receipts) (r *types.Receipt, wait bool, err error) {
	r, err = c.Receipt(ctx, common.HexToHash(t.TxHash))
	switch {
	case err == nil:
		return r, false, nil
	case !errors.Is(err, ethereum.NotFound):
		return nil, false, err
	}
	sent, _ := time.Parse(verdict.TimeFormat, t.SentAt)
	return nil, time.Since(sent) < ResendAfter, nil
}

// Sending records one attempt to send: its error, or the transaction as
// sent. The caller saves the item either way, and before it waits for the
// receipt, so that a restart looks for that transaction before sending
// another.
func (t *Tx) Sending(tx *types.Transaction, err error) {
	t.Attempts++
	if err != nil {
		t.Error = err.Error()
		return
	}
	t.State, t.TxHash, t.SentAt, t.Error = StateSent, tx.Hash().Hex(), verdict.FormatTime(time.Now()), ""
}
