package reputation

import (
	"context"
	"fmt"

	"github.com/arbitra-network/arbitra/store"
	"github.com/arbitra-network/arbitra/verdict"
)

// RecordSource calls yield with every audited record the node holds (its
// own and those it replicated from other coordinators) and stops at the
// first error; (*coordinator.Service).ForEachMintedRecord is one.
type RecordSource func(yield func(verdict.Record) error) error

// SettlementSource calls yield with every settlement the escrow indexer
// holds and stops at the first error.
type SettlementSource func(yield func(Settlement) error) error

// RebuildStats says what a Rebuild replayed.
type RebuildStats struct {
	Verdicts    int `json:"verdicts"`
	Settlements int `json:"settlements"`
	// Skipped counts records and settlements that could not be read; each
	// is logged.
	Skipped int `json:"skipped"`
}

// rebuildBatch is how many inputs one rebuild transaction applies.
const rebuildBatch = 64

// Rebuild deletes the reputation data and recomputes it from the minted
// records and the settlements (which may be nil). The result does not
// depend on the order of either source. Mint hooks wait while it runs.
func (b *Book) Rebuild(ctx context.Context, verdicts RecordSource, settlements SettlementSource) (RebuildStats, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	var st RebuildStats
	if err := b.clear(ctx); err != nil {
		return st, err
	}
	var batch []func(*store.Txn) error
	flush := func() error {
		if len(batch) == 0 {
			return nil
		}
		err := b.st.Update(func(tx *store.Txn) error {
			for _, apply := range batch {
				if err := apply(tx); err != nil {
					return err
				}
			}
			return nil
		})
		batch = batch[:0]
		return err
	}
	add := func(apply func(*store.Txn) error) error {
		if err := ctx.Err(); err != nil {
			return err
		}
		batch = append(batch, apply)
		if len(batch) == rebuildBatch {
			return flush()
		}
		return nil
	}
	if verdicts != nil {
		err := verdicts(func(rec verdict.Record) error {
			in, err := inputOfRecord(rec)
			if err != nil {
				st.Skipped++
				b.log.Warn("rebuild: record skipped", "verdict", verdict.CIDOf(rec.Verdict), "err", err)
				return nil
			}
			st.Verdicts++
			return add(func(tx *store.Txn) error { return b.applyRecord(tx, in) })
		})
		if err == nil {
			err = flush()
		}
		if err != nil {
			return st, fmt.Errorf("reputation: rebuild from verdicts: %w", err)
		}
	}
	if settlements != nil {
		err := settlements(func(s Settlement) error {
			if err := s.Validate(); err != nil {
				st.Skipped++
				b.log.Warn("rebuild: settlement skipped", "deal", s.DealID, "err", err)
				return nil
			}
			st.Settlements++
			return add(func(tx *store.Txn) error { return b.applySettlement(tx, s) })
		})
		if err == nil {
			err = flush()
		}
		if err != nil {
			return st, fmt.Errorf("reputation: rebuild from settlements: %w", err)
		}
	}
	err := b.st.Update(func(tx *store.Txn) error {
		return tx.Put([]byte(keyMeta), meta{Version: layoutVersion, RebuiltAt: b.now().UTC()})
	})
	if err != nil {
		return st, err
	}
	b.log.Info("reputation rebuilt", "verdicts", st.Verdicts, "settlements", st.Settlements, "skipped", st.Skipped)
	return st, nil
}

// clear deletes every key under rep/, in batches.
func (b *Book) clear(ctx context.Context) error {
	const batch = 1000
	for {
		if err := ctx.Err(); err != nil {
			return err
		}
		var keys [][]byte
		err := b.st.View(func(tx *store.Txn) error {
			return tx.Scan([]byte(prefix), func(k, _ []byte) error {
				if len(keys) == batch {
					return errBatchFull
				}
				keys = append(keys, append([]byte(nil), k...))
				return nil
			})
		})
		if err != nil && err != errBatchFull {
			return err
		}
		if len(keys) == 0 {
			return nil
		}
		if err := b.st.Update(func(tx *store.Txn) error {
			for _, k := range keys {
				if err := tx.Delete(k); err != nil {
					return err
				}
			}
			return nil
		}); err != nil {
			return err
		}
	}
}

var errBatchFull = fmt.Errorf("batch full")
