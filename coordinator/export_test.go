package coordinator

import (
	"github.com/arbitra-network/arbitra/store"
	"github.com/arbitra-network/arbitra/verdict"
)

// NewRequesterToken draws a requester token for the route tests of
// package coordinator_test.
var NewRequesterToken = newRequesterToken

// SeedMinted stores a minted record with rationales not yet shown, as a
// mint leaves it, for the route tests of package coordinator_test.
func SeedMinted(s *Service, rec Record, rats []verdict.Rationale) error {
	return s.cfg.Store.Update(func(tx *store.Txn) error {
		if err := putCore(tx, rec); err != nil {
			return err
		}
		return tx.Put(rationalesKey(rec.ID), rats)
	})
}

// SignerOf is the coordinator's signer.
func SignerOf(s *Service) verdict.Signer { return s.cfg.Signer }
