package node

import (
	"context"
	"time"

	"github.com/arbitra-network/arbitra/anchor"
	"github.com/arbitra-network/arbitra/chain"
)

// AnchorConfig anchors the hashes of the verdicts the coordinator mints on a
// VerdictAnchor contract (see package anchor).
type AnchorConfig struct {
	// Anchor is a client whose transactor is the node's key; share the
	// escrow client's Transactor so that the two never race for a nonce.
	Anchor *chain.Anchor
	// Interval and BatchSize are anchor.Config's (its defaults when zero).
	Interval  time.Duration
	BatchSize int
	// BeforeSend and OnAnchored are test hooks (anchor.Config).
	BeforeSend func(context.Context, anchor.Batch)
	OnAnchored func(anchor.Batch)
}

func (n *Node) startAnchors(chainID string, a *AnchorConfig) (*anchor.Batcher, error) {
	return anchor.New(anchor.Config{
		Store: n.Store, Chain: a.Anchor, ChainID: chainID, Interval: a.Interval, BatchSize: a.BatchSize,
		Logger: n.log, BeforeSend: a.BeforeSend, OnAnchored: a.OnAnchored,
	})
}
