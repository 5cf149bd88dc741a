package settlement

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/arbitra-network/arbitra/chain"
	"github.com/arbitra-network/arbitra/coordinator"
	"github.com/arbitra-network/arbitra/verdict"
)

// drawWait bounds how long a deal request waits for its draw block, a
// block or two after the submission on a live chain.
const drawWait = 30 * time.Second

// GateConfig wires a Gate.
type GateConfig struct {
	Escrow *chain.Escrow
	// Poll is how often the head is read while the draw block is not
	// readable yet (default 250 ms).
	Poll time.Duration
	// Mine, when set, is called while the draw is pending: a devnet mines
	// the blocks a live chain would bring anyway.
	Mine func(ctx context.Context) error
	// Log, when set, tells of the draws the gate stores.
	Log *slog.Logger
}

// Gate admits a deal request only as the escrow holds it: the deal is on
// this node's escrow, Submitted in the request's round (round 0, or the
// round an appeal opened), and the request's two texts hash to the
// criteria and deliverable it committed. The panel is the escrow's draw
// for that round.
type Gate struct{ cfg GateConfig }

// NewGate returns the coordinator's DealGate for one escrow.
func NewGate(cfg GateConfig) *Gate {
	if cfg.Poll == 0 {
		cfg.Poll = 250 * time.Millisecond
	}
	if cfg.Log == nil {
		cfg.Log = slog.New(slog.DiscardHandler)
	}
	return &Gate{cfg: cfg}
}

// Escrow implements coordinator.DealGate.
func (g *Gate) Escrow() (verdict.ChainID, verdict.Address) { return g.cfg.Escrow.Names() }

// Parties implements coordinator.DealGate.
func (g *Gate) Parties(ctx context.Context, id verdict.DealID) (buyer, seller verdict.Address, err error) {
	st, err := g.cfg.Escrow.Deal(ctx, [32]byte(id))
	switch {
	case errors.Is(err, chain.ErrDealNotFound) || err == nil && st.Status == chain.StatusNone:
		return buyer, seller, &coordinator.DealRefusal{Field: "deal.deal_id", Code: coordinator.RefuseNoDeal, Msg: "the escrow holds no such deal"}
	case err != nil:
		return buyer, seller, fmt.Errorf("settlement: read deal %s: %w", id, err)
	}
	return verdict.Address(st.Buyer), verdict.Address(st.Seller), nil
}

// Admit implements coordinator.DealGate.
func (g *Gate) Admit(ctx context.Context, d *verdict.Deal, ev []verdict.Evidence) (*coordinator.DealPanel, error) {
	chainID, escrow := g.Escrow()
	if d.ChainID != chainID || d.Escrow != escrow {
		return nil, &coordinator.DealRefusal{Field: "deal.escrow", Code: coordinator.RefuseOtherEscrow,
			Msg: fmt.Sprintf("this coordinator settles escrow %s on chain %s", escrow, chainID)}
	}
	id := [32]byte(d.DealID)
	st, err := g.cfg.Escrow.Deal(ctx, id)
	if errors.Is(err, chain.ErrDealNotFound) {
		st, err = chain.DealState{Status: chain.StatusNone}, nil
	}
	if err != nil {
		return nil, fmt.Errorf("settlement: read deal %s: %w", d.DealID, err)
	}
	if (st.Status == chain.StatusSubmitted || st.Status == chain.StatusDecided) && d.Round != st.Round {
		// Only the current round's seats can be asked: an earlier round's
		// ballots no longer count, a later one is not open.
		return nil, &coordinator.DealRefusal{Field: "deal.round", Code: coordinator.RefuseRoundNotOpen,
			Msg: fmt.Sprintf("the deal's open round is %d, not %d", st.Round, d.Round)}
	}
	switch st.Status {
	case chain.StatusNone:
		return nil, &coordinator.DealRefusal{Field: "deal.deal_id", Code: coordinator.RefuseNoDeal, Msg: "the escrow holds no such deal"}
	case chain.StatusFunded:
		return nil, &coordinator.DealRefusal{Field: "deal.deal_id", Code: coordinator.RefuseNotSubmitted,
			Msg: "the seller has not submitted a deliverable: nothing to judge yet"}
	case chain.StatusSubmitted:
	case chain.StatusDecided:
		return nil, &coordinator.DealRefusal{Field: "deal.round", Code: coordinator.RefuseRoundNotOpen,
			Msg: fmt.Sprintf("round %d is decided already: only an appeal opens another", st.Round)}
	default:
		return nil, &coordinator.DealRefusal{Field: "deal.deal_id", Code: coordinator.RefuseSettled, Msg: "the deal is settled already (" + st.Status.String() + ")"}
	}
	if verdict.Hash([]byte(ev[0].Text)) != st.CriteriaHash {
		return nil, &coordinator.DealRefusal{Field: "evidence[0].text", Code: coordinator.RefuseMismatch,
			Msg: fmt.Sprintf("sha256 of the criteria is not the deal's criteria hash %s", common.Hash(st.CriteriaHash).Hex())}
	}
	if verdict.Hash([]byte(ev[1].Text)) != st.DeliverableHash {
		return nil, &coordinator.DealRefusal{Field: "evidence[1].text", Code: coordinator.RefuseMismatch,
			Msg: fmt.Sprintf("sha256 of the deliverable is not the deal's deliverable hash %s", common.Hash(st.DeliverableHash).Hex())}
	}
	threshold, drawBlock, stored := st.Threshold, st.SubmitBlock+1, st.Seed != ([32]byte{})
	if d.Round > 0 {
		rd, err := g.cfg.Escrow.Round(ctx, id, d.Round)
		if err != nil {
			return nil, fmt.Errorf("settlement: read round %d of deal %s: %w", d.Round, d.DealID, err)
		}
		threshold, drawBlock, stored = rd.Threshold, rd.DrawBlock, rd.Seed != ([32]byte{})
	}
	return g.panel(ctx, id, d.Round, threshold, drawBlock, stored, st)
}

// panel reads the escrow's draw for a round of a deal (Panel for round 0,
// RoundPanel after), waiting for its draw block.
// stored says a call fixed the round's draw already.
func (g *Gate) panel(ctx context.Context, id [32]byte, round, threshold uint8, drawBlock uint64, stored bool, st chain.DealState) (*coordinator.DealPanel, error) {
	ctx, cancel := context.WithTimeout(ctx, drawWait)
	defer cancel()
	t := time.NewTicker(g.cfg.Poll)
	defer t.Stop()
	mined := false
	for {
		var p chain.Panel
		var err error
		if round == 0 {
			p, err = g.cfg.Escrow.Panel(ctx, id)
		} else {
			p, err = g.cfg.Escrow.RoundPanel(ctx, id, round)
		}
		if err == nil {
			dp, err := g.dealPanel(ctx, id, p, threshold, st)
			if err == nil && !stored {
				dp.StoreDraw = func(ctx context.Context) { g.storeDraw(ctx, id) }
			}
			return dp, err
		}
		if errors.Is(err, chain.ErrDrawExpired) {
			what := "it can only be refunded"
			if round > 0 {
				what = "the appeal lapses (finalize)"
			}
			return nil, &coordinator.DealRefusal{Field: "deal.deal_id", Code: coordinator.RefuseDrawExpired,
				Msg: fmt.Sprintf("nobody fixed the round's draw while block %d's hash was readable; %s", drawBlock, what)}
		}
		if !errors.Is(err, chain.ErrDrawPending) {
			return nil, fmt.Errorf("settlement: read the deal's panel: %w", err)
		}
		if g.cfg.Mine != nil && !mined {
			mined = true
			if err := g.cfg.Mine(ctx); err != nil {
				return nil, fmt.Errorf("settlement: mine the draw block: %w", err)
			}
			continue
		}
		select {
		case <-t.C:
		case <-ctx.Done():
			return nil, &coordinator.DealRefusal{Field: "deal.deal_id", Code: coordinator.RefuseDrawPending,
				Msg: fmt.Sprintf("the panel is drawn from the hash of block %d, readable once block %d is mined", drawBlock, drawBlock+1)}
		}
	}
}

// storeDraw stores the deal's draw on chain (drawPanel) when the
// coordinator takes a request of the deal to judge: the draw block's hash
// is readable for 256 blocks only, and a panel slower than that (25 s on a
// devnet that mines a block per transaction) would otherwise leave a
// decided deal nothing but the refund. It does not wait for the receipt,
// and a failure only costs that protection: the settlement stores the draw
// too.
func (g *Gate) storeDraw(ctx context.Context, id [32]byte) {
	tx, err := g.cfg.Escrow.DrawPanelNoWait(ctx, id)
	if err != nil {
		g.cfg.Log.Warn("could not store the deal's draw; its settlement will", "deal", verdict.DealID(id), "err", err)
		return
	}
	g.cfg.Log.Info("deal's draw sent to be stored", "deal", verdict.DealID(id), "tx", tx.Hash())
}

// dealPanel is the escrow's draw as a verdict records it; the seats it
// recomputes must be the ones the escrow returned.
func (g *Gate) dealPanel(ctx context.Context, id [32]byte, p chain.Panel, threshold uint8, st chain.DealState) (*coordinator.DealPanel, error) {
	snapshot, err := g.cfg.Escrow.Snapshot(ctx, id)
	if err != nil {
		return nil, fmt.Errorf("settlement: read the deal's registry snapshot: %w", err)
	}
	chainID, escrow := g.Escrow()
	d := verdict.EscrowDraw(chainID, escrow, p.DrawBlock, p.Seed, snapshot, len(p.Seats))
	seats, err := d.Seats()
	if err != nil {
		return nil, fmt.Errorf("settlement: the escrow's draw: %w", err)
	}
	for i, a := range p.Seats {
		if seats[i] != verdict.Address(a) {
			return nil, fmt.Errorf("settlement: the escrow's seat %d is %s, the draw recomputes %s", i, verdict.Address(a), seats[i])
		}
	}
	return &coordinator.DealPanel{Draw: d, Threshold: int(threshold), Buyer: verdict.Address(st.Buyer), Seller: verdict.Address(st.Seller)}, nil
}
