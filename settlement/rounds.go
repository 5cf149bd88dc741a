package settlement

import (
	"context"
	"errors"
	"fmt"
	"strconv"

	"github.com/ethereum/go-ethereum/core/types"

	"github.com/arbitra-network/arbitra/chain"
	"github.com/arbitra-network/arbitra/internal/outbox"
	"github.com/arbitra-network/arbitra/verdict"
)

// RoundEscrow is what the outbox needs of an escrow to settle appeal
// rounds: each round's panel, fee shares and claims, and the finalize
// that pays a decided round out once its window has closed.
type RoundEscrow interface {
	Config(ctx context.Context) (chain.EscrowConfig, error)
	Round(ctx context.Context, id [32]byte, round uint8) (chain.Round, error)
	RoundPanel(ctx context.Context, id [32]byte, round uint8) (chain.Panel, error)
	ClaimRoundFeeNoWait(ctx context.Context, id [32]byte, round uint8, approved bool, signature []byte) (*types.Transaction, error)
	FinalizeNoWait(ctx context.Context, id [32]byte) (*types.Transaction, error)
	HeadTime(ctx context.Context) (uint64, error)
	HeadNumber(ctx context.Context) (uint64, error)
}

// Finalize states (Entry.Finalize.State); a finalize in flight is StateSent.
const (
	// FinalizeWaiting: the entry's round is decided on an escrow with an
	// appeal window; the funds move once the window closes unappealed.
	FinalizeWaiting = "waiting"
	// FinalizeDone: the deal was paid out (by this outbox's finalize, the
	// losing party's acceptance, or anyone's finalize), or the round was
	// appealed and the next round's entry takes over.
	FinalizeDone = "done"
)

// roundSlot is the text an entry of a round is stored under: the deal ID
// alone for round 0, as before appeals, so that stored entries stay
// where they were.
func roundSlot(dealID string, round uint8) string {
	if round == 0 {
		return dealID
	}
	return dealID + "/round-" + strconv.Itoa(int(round))
}

func outboxKey(dealID string, round uint8) []byte {
	return []byte(prefixOutbox + roundSlot(dealID, round))
}

// roundDone reports whether the escrow is past the entry's round: the
// deal paid out or refunded, the round decided, or appealed to a later
// one. Its ballots then settle nothing more.
func roundDone(st chain.DealState, round uint8) bool {
	switch {
	case st.Status == chain.StatusReleased || st.Status == chain.StatusRefunded:
		return true
	case st.Round > round:
		return true
	}
	return st.Round == round && st.Status == chain.StatusDecided
}

// GetRound returns the outbox entry of a round of a deal (store.ErrNotFound if none).
func (o *Outbox) GetRound(dealID verdict.DealID, round uint8) (Entry, error) {
	var e Entry
	err := o.cfg.Store.Get(outboxKey(dealID.String(), round), &e)
	return e, err
}

// AddBallot is AddRoundBallot for a deal's first round.
func (o *Outbox) AddBallot(dealID verdict.DealID, juror verdict.Address, b verdict.Ballot) error {
	return o.AddRoundBallot(dealID, 0, juror, b)
}

// loadAppeals reads once whether the escrow has an appeal window: on one
// that has, a decided round's funds wait for finalize.
func (o *Outbox) loadAppeals(ctx context.Context) error {
	if o.appealsRead {
		return nil
	}
	cfg, err := o.cfg.Escrow.Config(ctx)
	if err != nil {
		return fmt.Errorf("read escrow config: %w", err)
	}
	o.appeals, o.unbondDelay, o.appealsRead = cfg.AppealWindow > 0, cfg.UnbondDelay, true
	return nil
}

// openFinalize starts waiting for a confirmed entry's round window, on
// an escrow with one.
func (o *Outbox) openFinalize(e *Entry) {
	if o.appeals && e.Finalize == nil {
		e.Finalize = &outbox.Tx{State: FinalizeWaiting}
	}
}

func (e *Entry) finalizeOpen() bool { return e.Finalize != nil && e.Finalize.State != FinalizeDone }

// finalize pays out the entry's decided round once its appeal window has
// closed with no appeal, or once the appeal of it lapsed (its round
// undecided when the ballot window closed, or its draw expired unfixed);
// the next round's decision, an acceptance or anyone's finalize ends the
// wait without a transaction from this outbox.
func (o *Outbox) finalize(ctx context.Context, e *Entry) error {
	if !e.finalizeOpen() {
		return nil
	}
	id, err := verdict.ParseHash32(e.DealID)
	if err != nil {
		return err
	}
	f := e.Finalize
	if f.State == StateSent && f.TxHash != "" {
		// Whatever the receipt says, the deal read next tells.
		r, wait, err := f.Mined(ctx, o.cfg.Escrow)
		if err != nil || wait {
			return err
		}
		if r != nil {
			f.Block, f.GasUsed = r.BlockNumber.Uint64(), r.GasUsed
		}
	}
	st, err := o.cfg.Escrow.Deal(ctx, id)
	if err != nil {
		return fmt.Errorf("read deal: %w", err)
	}
	var due bool
	switch {
	case st.Status == chain.StatusReleased || st.Status == chain.StatusRefunded:
		return o.finalizeDone(e, "")
	case st.Round > e.Round+1 || st.Round == e.Round+1 && st.Status != chain.StatusSubmitted:
		return o.finalizeDone(e, fmt.Sprintf("appealed: round %d decided", st.Round))
	case st.Round == e.Round+1:
		due, err = o.appealLapses(ctx, id, st)
	case st.Status == chain.StatusDecided:
		due, err = o.windowClosed(ctx, id, e.Round)
	}
	if err != nil || !due {
		return err
	}
	if err := o.beforeSend(ctx, e); err != nil {
		return err
	}
	tx, err := o.cfg.Escrow.FinalizeNoWait(ctx, id)
	if errors.Is(err, chain.ErrAppealWindowOpen) || errors.Is(err, chain.ErrAppealPending) {
		return nil // the next block's clock closes it
	}
	f.Sending(tx, err)
	if err := errors.Join(err, o.save(e)); err != nil {
		return err
	}
	// No waiting here, as for a settlement: the next pass reads the
	// receipt and the deal.
	o.log.Info("finalize sent", "deal", e.DealID, "round", e.Round, "tx", f.TxHash)
	return nil
}

// windowClosed reports whether a decided round's appeal window has closed
// at the head block.
func (o *Outbox) windowClosed(ctx context.Context, id [32]byte, round uint8) (bool, error) {
	rd, err := o.cfg.Escrow.Round(ctx, id, round)
	if err != nil {
		return false, fmt.Errorf("read round %d: %w", round, err)
	}
	now, err := o.cfg.Escrow.HeadTime(ctx)
	return err == nil && now >= rd.AppealDeadline, err
}

// appealLapses reports whether the deal's open appeal round can lapse at
// the head block: the ballot window closed (submission + unbond delay), or
// its draw block's hash is no longer readable with no draw fixed.
func (o *Outbox) appealLapses(ctx context.Context, id [32]byte, st chain.DealState) (bool, error) {
	now, err := o.cfg.Escrow.HeadTime(ctx)
	if err != nil || now >= st.SubmittedAt+o.unbondDelay {
		return err == nil, err
	}
	rd, err := o.cfg.Escrow.Round(ctx, id, st.Round)
	if err != nil || rd.Seed != ([32]byte{}) {
		return false, err
	}
	head, err := o.cfg.Escrow.HeadNumber(ctx)
	return err == nil && head > rd.DrawBlock+256, err
}

func (o *Outbox) finalizeDone(e *Entry, note string) error {
	e.Finalize.State, e.Finalize.Error = FinalizeDone, note
	if err := o.save(e); err != nil {
		return err
	}
	o.log.Info("deal round finalized", "deal", e.DealID, "round", e.Round, "note", note)
	return nil
}

// roundShares is what the entry's round still owes its left-out seats.
func (o *Outbox) roundShares(ctx context.Context, id [32]byte, round uint8) (chain.FeeShares, error) {
	if round == 0 {
		return o.cfg.Escrow.FeeShares(ctx, id)
	}
	rd, err := o.cfg.Escrow.Round(ctx, id, round)
	return rd.Shares, err
}

// roundPanel is the entry's round's panel.
func (o *Outbox) roundPanel(ctx context.Context, id [32]byte, round uint8) (chain.Panel, error) {
	if round == 0 {
		return o.cfg.Escrow.Panel(ctx, id)
	}
	return o.cfg.Escrow.RoundPanel(ctx, id, round)
}

// claimFee sends a left-out seat's fee claim in the entry's round.
func (o *Outbox) claimFee(ctx context.Context, id [32]byte, round uint8, approved bool, sig []byte) (*types.Transaction, error) {
	if round == 0 {
		return o.cfg.Escrow.ClaimJurorFeeNoWait(ctx, id, approved, sig)
	}
	return o.cfg.Escrow.ClaimRoundFeeNoWait(ctx, id, round, approved, sig)
}
