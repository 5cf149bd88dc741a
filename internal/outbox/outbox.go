// Package outbox is the durable work queue that settlement and anchoring
// share. Items are JSON rows under one store prefix, written in the
// transaction that accepts them, so an accepted item survives a crash; one
// worker goroutine, started by Start and stopped by Close, drives the open
// items a step at a time on a ticker or a Kick, and resumes after a restart
// from what the rows say.
package outbox

import (
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

// Start runs the worker until Close.
func (w *Worker[T]) Start() { w.loop.Start(w.run) }

// Close stops the worker and waits for it; items stay in the store.
func (w *Worker[T]) Close() { w.loop.Close() }

func (w *Worker[T]) run(ctx context.Context) {
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

// pass steps every open item, in key order, until one says stop.
func (w *Worker[T]) pass(ctx context.Context) {
	type row struct {
		key  string
		item T
	}
	var open []row
	_ = w.cfg.Store.Scan([]byte(w.cfg.Prefix), func(k, v []byte) error {
		var item T
		if err := json.Unmarshal(v, &item); err == nil && w.cfg.Open(item) {
			open = append(open, row{string(k), item})
		}
		return nil
	})
	for _, r := range open {
		if ctx.Err() != nil {
			return
		}
		next, err := w.cfg.Step(ctx, r.item)
		if err != nil && ctx.Err() == nil {
			w.cfg.Logger.Warn("outbox step failed; will retry", "key", r.key, "err", err)
		}
		if !next {
			return
		}
	}
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
