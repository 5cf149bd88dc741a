package coordinator

import (
	"errors"
	"fmt"

	"github.com/arbitra-network/arbitra/store"
)

// storeFormat is the layout of the coordinator's keys: records without
// their request and rationales, which have keys of their own, and receipts
// stored with their block inline (StoredReceipt.encode). A change to any of
// them bumps it.
const storeFormat = 1

// formatKey holds the storeFormat that wrote the store.
var formatKey = []byte("coord/format")

// ErrStoreFormat is returned by Start for a store another layout wrote:
// it is refused rather than read.
var ErrStoreFormat = errors.New("coordinator: the store was written in another format")

// checkStoreFormat writes the format marker into a store that has none and
// refuses one that names another format.
func checkStoreFormat(st Store) error {
	return st.Update(func(tx *store.Txn) error {
		var f int
		switch err := tx.Get(formatKey, &f); {
		case errors.Is(err, store.ErrNotFound):
			return tx.Put(formatKey, storeFormat)
		case err != nil:
			return fmt.Errorf("coordinator: store format: %w", err)
		case f != storeFormat:
			return fmt.Errorf("%w: format %d, this build reads format %d", ErrStoreFormat, f, storeFormat)
		}
		return nil
	})
}
