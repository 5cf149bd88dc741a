package coordinator

import (
	"context"
	"errors"

	"github.com/arbitra-network/arbitra/verdict"
)

// Replicas serves records that other coordinators minted and this node
// holds (the node's replication of their records).
type Replicas interface {
	// Replica returns a minted record of verdict id signed by another
	// coordinator, as a Record (minted, archived, without request or
	// rationales) and in its auditable form; ErrNotFound when none is
	// held. It must be safe for concurrent use.
	Replica(ctx context.Context, id string) (*Record, verdict.Record, error)
}

// Lookup is Get, or else a record another coordinator minted: what the
// public read routes answer.
func (s *Service) Lookup(ctx context.Context, id string) (*Record, error) {
	rec, err := s.Get(id)
	if !errors.Is(err, ErrNotFound) || s.cfg.Replicas == nil {
		return rec, err
	}
	rec, _, err = s.cfg.Replicas.Replica(ctx, id)
	return rec, err
}

// PublicRecord is Record, or else the record of a verdict another
// coordinator minted.
func (s *Service) PublicRecord(ctx context.Context, id string) (verdict.Record, error) {
	rec, err := s.Record(id)
	if !errors.Is(err, ErrNotFound) || s.cfg.Replicas == nil {
		return rec, err
	}
	_, out, err := s.cfg.Replicas.Replica(ctx, id)
	return out, err
}
