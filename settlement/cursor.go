package settlement

import (
	"context"
	"encoding/json"

	"github.com/arbitra-network/arbitra/store"
)

// followConfirmed reads the events of the blocks confirmations behind the
// head that the cursor at key has not passed (from fromBlock the first
// time), at most 2000 blocks a read, and has record store each read's
// events in the transaction that moves the cursor past it, so that a
// restart neither misses nor repeats a block.
func followConfirmed[E any](ctx context.Context, st Store, key string, fromBlock, confirmations uint64,
	head func(context.Context) (uint64, error), read func(ctx context.Context, from, to uint64) ([]E, error),
	record func(tx *store.Txn, evs []E) error) error {
	h, err := head(ctx)
	if err != nil || h < confirmations {
		return err
	}
	safe := h - confirmations
	var next uint64
	if err := st.Get([]byte(key), &next); err != nil {
		next = fromBlock
	}
	for next <= safe {
		to := min(safe, next+1999)
		evs, err := read(ctx, next, to)
		if err != nil {
			return err
		}
		err = st.Update(func(tx *store.Txn) error {
			if err := record(tx, evs); err != nil {
				return err
			}
			return tx.Put([]byte(key), to+1)
		})
		if err != nil {
			return err
		}
		next = to + 1
	}
	return nil
}

// stepAll runs step on every value stored under prefix, in key order,
// and hands retry each one whose step failed, for the next pass.
func stepAll[T any](ctx context.Context, st Store, prefix string, step func(context.Context, T) error, retry func(T, error)) error {
	var open []T
	err := st.Scan([]byte(prefix), func(_, v []byte) error {
		var x T
		if err := json.Unmarshal(v, &x); err != nil {
			return err
		}
		open = append(open, x)
		return nil
	})
	if err != nil {
		return err
	}
	for _, x := range open {
		if err := step(ctx, x); err != nil && ctx.Err() == nil {
			retry(x, err)
		}
	}
	return nil
}
