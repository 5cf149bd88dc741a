package settlement

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"strconv"
	"time"

	"github.com/arbitra-network/arbitra/chain"
	"github.com/arbitra-network/arbitra/coordinator"
	"github.com/arbitra-network/arbitra/internal/worker"
	"github.com/arbitra-network/arbitra/store"
	"github.com/arbitra-network/arbitra/verdict"
)

const (
	keyAppealCursor = "settle/appeals/cursor"
	// prefixAppeal holds the appeals seen and not yet asked: deal ID and
	// round, until the round is judged here or found not to be this
	// coordinator's.
	prefixAppeal = "settle/appeals/open/"
)

func appealKey(a seenAppeal) []byte {
	return []byte(prefixAppeal + a.DealID + "/" + strconv.Itoa(int(a.Round)))
}

// seenAppeal is an Appealed event the watcher has still to act on.
type seenAppeal struct {
	DealID string `json:"deal_id"`
	Round  uint8  `json:"round"`
}

// RoundEventSource is what the appeal watcher reads from the chain.
type RoundEventSource interface {
	HeadNumber(ctx context.Context) (uint64, error)
	FilterRoundEvents(ctx context.Context, from, to uint64) ([]chain.RoundEvent, error)
}

// AppealWatcherConfig wires an AppealWatcher.
type AppealWatcherConfig struct {
	Store  Store
	Source RoundEventSource
	// Reask judges a round of a deal again (coordinator.Service.ReaskRound).
	Reask func(ctx context.Context, dealID verdict.DealID, round uint8) (*coordinator.Record, error)
	// Confirmations, FromBlock and Interval are as the Indexer's.
	Confirmations uint64
	FromBlock     uint64
	Interval      time.Duration
	Logger        *slog.Logger
}

// AppealWatcher follows the escrow's Appealed events and has the
// coordinator judge each appealed round of a deal it judged the round
// before, once the round's panel is drawn; appeals of deals judged
// elsewhere are left to their coordinators.
type AppealWatcher struct {
	cfg  AppealWatcherConfig
	log  *slog.Logger
	loop worker.Loop
}

// NewAppealWatcher returns a watcher; Start runs it.
func NewAppealWatcher(cfg AppealWatcherConfig) *AppealWatcher {
	if cfg.Interval == 0 {
		cfg.Interval = time.Second
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.DiscardHandler)
	}
	return &AppealWatcher{cfg: cfg, log: cfg.Logger.With("component", "appeals")}
}

// Start runs the watcher until Close.
func (w *AppealWatcher) Start() {
	w.loop.Every(w.cfg.Interval, func(ctx context.Context) {
		if err := w.Sync(ctx); err != nil && ctx.Err() == nil {
			w.log.Warn("appeal pass failed", "err", err)
		}
	})
}

// Close stops the watcher and waits for it.
func (w *AppealWatcher) Close() error {
	w.loop.Close()
	return nil
}

// Sync records the appeals of the confirmed blocks not yet read, then asks
// every recorded appeal's round. An appeal whose draw is pending stays for
// the next pass; one of a deal this coordinator did not judge is dropped.
func (w *AppealWatcher) Sync(ctx context.Context) error {
	if err := w.readEvents(ctx); err != nil {
		return err
	}
	return stepAll(ctx, w.cfg.Store, prefixAppeal, w.ask, func(a seenAppeal, err error) {
		w.log.Warn("appeal round not asked; will retry", "deal", a.DealID, "round", a.Round, "err", err)
	})
}

func (w *AppealWatcher) readEvents(ctx context.Context) error {
	return followConfirmed(ctx, w.cfg.Store, keyAppealCursor, w.cfg.FromBlock, w.cfg.Confirmations,
		w.cfg.Source.HeadNumber, w.cfg.Source.FilterRoundEvents, func(tx *store.Txn, evs []chain.RoundEvent) error {
			for _, ev := range evs {
				if ev.Kind != chain.RoundEventAppealed {
					continue
				}
				a := seenAppeal{DealID: DealIDHex(ev.DealID), Round: ev.Round}
				if err := tx.Put(appealKey(a), a); err != nil {
					return err
				}
			}
			return nil
		})
}

// ask has the coordinator judge an appealed round, and forgets the appeal
// once that is started or is not this coordinator's to do.
func (w *AppealWatcher) ask(ctx context.Context, a seenAppeal) error {
	id, err := verdict.ParseDealID(a.DealID)
	if err != nil {
		return w.forget(a, "bad deal ID", err)
	}
	rec, err := w.cfg.Reask(ctx, id, a.Round)
	var refusal *coordinator.DealRefusal
	switch {
	case err == nil:
		w.log.Info("appeal round asked", "deal", a.DealID, "round", a.Round, "verdict", rec.ID)
		return w.forget(a, "", nil)
	case errors.As(err, &refusal) && refusal.Code == coordinator.RefuseDrawPending:
		return nil // drawn from the block after the appeal: the next pass
	case errors.Is(err, coordinator.ErrNotFound), errors.Is(err, coordinator.ErrNoDealTexts), errors.As(err, &refusal):
		return w.forget(a, "not judged here", err)
	}
	return fmt.Errorf("ask round %d of deal %s: %w", a.Round, a.DealID, err)
}

func (w *AppealWatcher) forget(a seenAppeal, why string, err error) error {
	if why != "" {
		w.log.Info("appeal left to others", "deal", a.DealID, "round", a.Round, "why", why, "err", err)
	}
	return w.cfg.Store.Update(func(tx *store.Txn) error { return tx.Delete(appealKey(a)) })
}
