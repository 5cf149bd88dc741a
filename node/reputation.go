package node

import (
	"context"
	"fmt"
	"time"

	"github.com/arbitra-network/arbitra/chain"
	"github.com/arbitra-network/arbitra/reputation"
	"github.com/arbitra-network/arbitra/settlement"
	"github.com/arbitra-network/arbitra/store"
	"github.com/arbitra-network/arbitra/verdict"
)

// settlementOf turns an indexed escrow event into a reputation settlement;
// ok is false for events that settle nothing (created, submitted).
func settlementOf(ev settlement.EventRecord) (reputation.Settlement, bool, error) {
	s := reputation.Settlement{DealID: ev.DealID, Seller: ev.Seller, TxHash: ev.TxHash, Block: ev.Block, At: time.Unix(int64(ev.Time), 0).UTC()}
	switch ev.Kind {
	case "resolved":
		s.Outcome, s.VerdictHash = reputation.ResolvedOutcome(ev.Approved != nil && *ev.Approved), ev.VerdictHash
		s.Method, s.Signers, s.DissentMask = ev.Method, ev.Signers, ev.DissentMask
	case "refunded":
		reason := uint8(reputation.RefundNoSubmission)
		if ev.Reason == "resolution_timeout" {
			reason = reputation.RefundResolutionTimeout
		}
		out, err := reputation.RefundOutcome(reason)
		if err != nil {
			return s, false, err
		}
		s.Outcome = out
	default:
		return s, false, nil
	}
	return s, true, nil
}

// settleReputation feeds settled deals into reputation, in the indexer's
// transaction, at the block's time (a seller's recency weighting uses the
// verdict's mint time; a deal refunded unjudged ages from its refund).
func settleReputation(book *reputation.Book) settlement.EventHook {
	return func(tx *store.Txn, ev settlement.EventRecord) error {
		s, ok, err := settlementOf(ev)
		if !ok || err != nil {
			return err
		}
		return book.SettleTx(tx, s)
	}
}

// rebuildReputation recomputes reputation from the stored verdicts and the
// indexed deal events when its data is missing.
func (n *Node) rebuildReputation(ctx context.Context) error {
	need, err := n.Reputation.NeedsRebuild()
	if err != nil || !need {
		return err
	}
	verdicts := n.publicRecords
	settlements := func(yield func(reputation.Settlement) error) error {
		return settlement.ForEachEvent(n.Store, func(ev settlement.EventRecord) error {
			s, ok, err := settlementOf(ev)
			if !ok || err != nil {
				return err
			}
			return yield(s)
		})
	}
	stats, err := n.Reputation.Rebuild(ctx, verdicts, settlements)
	if err != nil {
		return fmt.Errorf("node: rebuild reputation: %w", err)
	}
	if stats.Verdicts+stats.Settlements > 0 {
		n.log.Info("reputation rebuilt", "verdicts", stats.Verdicts, "settlements", stats.Settlements, "skipped", stats.Skipped)
	}
	return nil
}

// compatChainDeal places a compatibility-route deal on this node's escrow
// when the escrow holds a deal with that ID.
func (n *Node) compatChainDeal(ctx context.Context, id [32]byte) (verdict.ChainID, verdict.Address, bool, error) {
	if n.cfg.Coordinator == nil || n.cfg.Coordinator.Chain == nil {
		return verdict.ChainID{}, verdict.Address{}, false, nil
	}
	e := n.cfg.Coordinator.Chain.Escrow
	st, err := e.Deal(ctx, id)
	if err != nil || st.Status == chain.StatusNone {
		return verdict.ChainID{}, verdict.Address{}, false, nil
	}
	chainID, escrow := e.Names()
	return chainID, escrow, true, nil
}
