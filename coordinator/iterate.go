package coordinator

import (
	"encoding/json"
	"fmt"

	"github.com/arbitra-network/arbitra/verdict"
)

// ForEachMinted calls fn with every minted record in the store, in key
// order, and stops at the first error fn returns. Pending and failed
// records are skipped. It is what reputation.Rebuild replays.
func (s *Service) ForEachMinted(fn func(*Record) error) error {
	return s.cfg.Store.Scan([]byte(prefixRecord), func(k, v []byte) error {
		var rec Record
		if err := json.Unmarshal(v, &rec); err != nil {
			return fmt.Errorf("coordinator: record %s: %w", k, err)
		}
		if rec.Status != StatusMinted {
			return nil
		}
		return fn(&rec)
	})
}

// ForEachMintedRecord calls fn with the auditable record (verdict bytes,
// signature, receipt blocks) of every minted record in the store, and
// stops at the first error fn returns; reputation.Rebuild replays these.
func (s *Service) ForEachMintedRecord(fn func(verdict.Record) error) error {
	return s.ForEachMinted(func(rec *Record) error {
		r, err := s.Record(rec.ID)
		if err != nil {
			return err
		}
		return fn(r)
	})
}
