package audit

import (
	"context"
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"

	"github.com/arbitra-network/arbitra/audit/match"
	"github.com/arbitra-network/arbitra/chain"
	"github.com/arbitra-network/arbitra/verdict"
)

// Escrow is what the chain checks read of an ArbiterEscrow; *chain.Escrow
// is one. Implementations must be safe for concurrent use.
type Escrow interface {
	Address() common.Address
	ChainID() *big.Int
	Deal(ctx context.Context, id [32]byte) (chain.DealState, error)
	EvidenceRoot(ctx context.Context, id [32]byte) ([32]byte, error)
	Snapshot(ctx context.Context, id [32]byte) ([]common.Address, error)
	HeadNumber(ctx context.Context) (uint64, error)
	FilterEvents(ctx context.Context, from, to uint64) ([]chain.Event, error)
	Config(ctx context.Context) (chain.EscrowConfig, error)
	Backend() chain.Backend
}

// Settled is a settled deal as its escrow recorded it: the deal, the
// DealResolved event of its settlement and the late ballots claimed after
// it.
type Settled struct {
	ID     [32]byte
	State  chain.DealState
	Event  chain.Event
	Claims []chain.JurorFeeClaimed
}

// ByBallots reports whether the jurors' ballots settled the deal.
func (s *Settled) ByBallots() bool {
	return s.Event.Resolved != nil && s.Event.Resolved.Method == chain.MethodQuorum
}

// Method names how the deal was settled.
func (s *Settled) Method() string {
	if s.ByBallots() {
		return "juror ballots"
	}
	return "the oracle"
}

// ReadSettled reads a deal and finds the event of its settlement and the
// fee claims after it, which lie between its submission and the head.
func ReadSettled(ctx context.Context, e Escrow, id [32]byte) (Settled, error) {
	st, err := e.Deal(ctx, id)
	if err != nil {
		return Settled{}, err
	}
	if st.VerdictHash == ([32]byte{}) {
		return Settled{}, fmt.Errorf("the deal is %s: no verdict recorded on chain", st.Status)
	}
	head, err := e.HeadNumber(ctx)
	if err != nil {
		return Settled{}, err
	}
	evs, err := e.FilterEvents(ctx, st.SubmitBlock, head)
	if err != nil {
		return Settled{}, err
	}
	s := Settled{ID: id, State: st}
	for _, ev := range evs {
		switch {
		case ev.DealID != id:
		case ev.Kind == chain.EventDealResolved && s.Event.Resolved == nil:
			if ev.Resolved.Method == chain.MethodQuorum && ev.Resolved.Jurors == nil {
				return Settled{}, fmt.Errorf("settled by ballots in tx %s without its DealSettledByJurors event", ev.TxHash)
			}
			if ev.Resolved.Method == chain.MethodQuorum && ev.Resolved.Fees == nil {
				return Settled{}, fmt.Errorf("settled by ballots in tx %s without its JurorFeesPaid event", ev.TxHash)
			}
			s.Event = ev
		case ev.Kind == chain.EventJurorFeeClaimed:
			s.Claims = append(s.Claims, *ev.Claimed)
		}
	}
	if s.Event.Resolved == nil {
		return Settled{}, fmt.Errorf("no DealResolved event in blocks %d to %d", st.SubmitBlock, head)
	}
	return s, nil
}

// chainChecks checks a deal's record against its escrow: chain-deal (the
// record names the escrow and the deal is settled), chain-evidence (the
// record's evidence root is the deal's evidenceRootOf), chain-draw (the
// record's draw is the escrow's) and chain (match.Check against the
// settlement). pin says what pins the record when every one passes against
// the escrow the auditor trusts; it is empty otherwise.
func chainChecks(ctx context.Context, opt Options, rec verdict.Record, rep *verdict.Report) (checks []verdict.Check, pin string) {
	v := &rep.Verdict
	var s Settled
	e, err := escrowOf(ctx, opt, v.Deal)
	if err == nil {
		// On an escrow with an appeal window each round is decided on its
		// own, and the record is checked against the round it judged.
		if cfg, err := e.Config(ctx); err == nil && (cfg.AppealWindow > 0 || v.Deal.Round > 0) {
			return roundChecks(ctx, opt, e, rec, rep)
		}
		if s, err = ReadSettled(ctx, e, [32]byte(v.Deal.DealID)); err != nil {
			err = fmt.Errorf("deal %s: %w", v.Deal.DealID, err)
		}
	}
	if !add(&checks, "chain-deal", err, fmt.Sprintf("deal %s of escrow %s, settled in block %d", v.Deal.DealID, v.Deal.Escrow, s.Event.BlockNumber)) {
		return checks, ""
	}
	root, err := checkEvidence(ctx, e, s, v)
	add(&checks, "chain-evidence", err, "the record judged the deal's committed criteria and deliverable")
	drawDetail := ""
	if v.Draw != nil {
		drawDetail = fmt.Sprintf("seed of block %d, %d candidates of the deal's snapshot", v.Draw.Block, len(v.Draw.Candidates))
	}
	add(&checks, "chain-draw", checkDraw(ctx, e, s, v), drawDetail)
	detail, err := CheckSettled(s, rec, v, root)
	if err == nil && !s.ByBallots() {
		var cfg chain.EscrowConfig
		if cfg, err = e.Config(ctx); err == nil {
			detail = fmt.Sprintf("the escrow's oracle %s settled the deal %s with this record's hash", verdict.AddressString(cfg.Oracle), v.Decision)
		}
	}
	add(&checks, "chain", err, detail)
	for _, c := range checks {
		if !c.OK {
			return checks, ""
		}
	}
	switch {
	case opt.Escrow == nil:
		return checks, ""
	case s.ByBallots():
		return checks, fmt.Sprintf("escrow %s drew these seats and settled with their ballots", verdict.AddressString(e.Address()))
	}
	return checks, fmt.Sprintf("escrow %s settled with this record's hash from its oracle", verdict.AddressString(e.Address()))
}

// escrowOf is the escrow a record's deal is checked on: the trusted
// escrow, which the record must name, or else the escrow the record names.
func escrowOf(ctx context.Context, opt Options, d *verdict.Deal) (Escrow, error) {
	e := opt.Escrow
	if e == nil {
		var err error
		if e, err = chain.NewEscrow(ctx, opt.Chain, d.Escrow.Common(), nil); err != nil {
			return nil, err
		}
	}
	chainID, err := verdict.ChainIDOf(e.ChainID())
	switch {
	case err != nil:
		return nil, err
	case d.Escrow != verdict.Address(e.Address()):
		return nil, fmt.Errorf("the record names escrow %s, not %s", d.Escrow, verdict.Address(e.Address()))
	case d.ChainID != chainID:
		return nil, fmt.Errorf("the record names chain %s, the RPC serves chain %s", d.ChainID, e.ChainID())
	}
	return e, nil
}

func checkEvidence(ctx context.Context, e Escrow, s Settled, v *verdict.Verdict) ([32]byte, error) {
	root, err := e.EvidenceRoot(ctx, s.ID)
	if err != nil {
		return root, err
	}
	if want := verdict.DealEvidenceRoot(s.State.CriteriaHash, s.State.DeliverableHash); want != root {
		return root, fmt.Errorf("the escrow's evidenceRootOf %x is not the root of its commitments %x", root, want)
	}
	got, err := verdict.ParseHash32(v.Evidence.Root)
	if err != nil {
		return root, fmt.Errorf("the record's evidence root: %w", err)
	}
	if got != root || v.Evidence.Count != 2 {
		return root, fmt.Errorf("the record judged evidence root %x (%d items), the deal commits to %x: a record of other evidence", got, v.Evidence.Count, root)
	}
	return root, nil
}

// checkDraw recomputes the deal's panel from the chain alone and compares
// it with the record's draw and seats: a deal is drawn once, from the hash
// of the block after its submission, and the seed the escrow stored is it.
func checkDraw(ctx context.Context, e Escrow, s Settled, v *verdict.Verdict) error {
	if want := s.State.SubmitBlock + 1; v.Draw != nil && v.Draw.Source == verdict.DrawEscrow && v.Draw.Block != want {
		return fmt.Errorf("draw block %d, but a deal submitted in block %d is drawn from block %d only", v.Draw.Block, s.State.SubmitBlock, want)
	}
	return checkDrawOf(ctx, e, s.ID, v, s.State.SubmitBlock+1, s.State.Seed, int(s.State.PanelSize))
}

// checkDrawOf recomputes a round's panel from the chain alone: drawn
// from the hash of drawBlock, size seats of the deal's snapshot, with the
// seed the escrow stored (zero while none is).
func checkDrawOf(ctx context.Context, e Escrow, id [32]byte, v *verdict.Verdict, drawBlock uint64, stored [32]byte, size int) error {
	d := v.Draw
	if d == nil || d.Source != verdict.DrawEscrow {
		source := "none"
		if d != nil {
			source = "a " + d.Source + " draw"
		}
		return fmt.Errorf("a deal's record must carry the escrow's draw, this one has %s", source)
	}
	if d.Block != drawBlock {
		return fmt.Errorf("draw block %d, but the round is drawn from block %d only", d.Block, drawBlock)
	}
	h, err := e.Backend().HeaderByNumber(ctx, new(big.Int).SetUint64(d.Block))
	if err != nil {
		return fmt.Errorf("header of draw block %d: %w", d.Block, err)
	}
	seed := verdict.DealDrawSeed(h.Hash(), id)
	if got, err := verdict.ParseHash32(d.Seed); err != nil || got != seed {
		return fmt.Errorf("the record's seed %s is not %s, the seed of block %d's hash", d.Seed, verdict.Hex32(seed), d.Block)
	}
	if stored != ([32]byte{}) && stored != seed {
		return fmt.Errorf("the escrow stored seed %s, not %s", verdict.Hex32(stored), verdict.Hex32(seed))
	}
	snapshot, err := e.Snapshot(ctx, id)
	if err != nil {
		return err
	}
	if len(snapshot) != len(d.Candidates) {
		return fmt.Errorf("the record has %d candidates, the deal's snapshot %d", len(d.Candidates), len(snapshot))
	}
	for i, a := range snapshot {
		if d.Candidates[i].Address != verdict.Address(a) {
			return fmt.Errorf("candidate %d is %s in the record, %s in the deal's snapshot", i, d.Candidates[i].Address, verdict.Address(a))
		}
	}
	if d.Size != size {
		return fmt.Errorf("the record draws %d seats, the deal %d", d.Size, size)
	}
	seats := verdict.DealDraw(seed, snapshot, size)
	if len(seats) != len(v.Jurors) {
		return fmt.Errorf("the escrow draws %d seats, the record has %d", len(seats), len(v.Jurors))
	}
	for i, a := range seats {
		if v.Jurors[i].Juror != verdict.Address(a) {
			return fmt.Errorf("seat %d is %s on chain, %s in the record", i, verdict.Address(a), v.Jurors[i].Juror)
		}
	}
	return nil
}

// CheckSettled is the "chain" check over a settlement read from the
// escrow, whose evidenceRootOf the deal is root: the settlement is
// consistent with the deal, and match.Check finds the record is the one it
// settled with, every seat the escrow paid included (the dissents of
// JurorFeesPaid, the late ballots of JurorFeeClaimed). A deal settled with
// no verdict (refunded) matches no record. The page's settlementCheck
// (web/src/chain.js) is held to it phrase for phrase.
func CheckSettled(s Settled, rec verdict.Record, v *verdict.Verdict, root [32]byte) (string, error) {
	r := s.Event.Resolved
	if r == nil || s.State.VerdictHash == ([32]byte{}) {
		return "", fmt.Errorf("the deal is %s: no verdict recorded on chain", s.State.Status)
	}
	ms := match.Settlement{DealID: s.ID, Approved: r.Approved, VerdictHash: s.State.VerdictHash, ByBallots: s.ByBallots()}
	if ms.ByBallots {
		j := r.Jurors
		if j == nil {
			return "", errors.New("settled by ballots without its DealSettledByJurors event")
		}
		if j.Approved != r.Approved || j.EvidenceRoot != root {
			return "", fmt.Errorf("the DealSettledByJurors event (approved=%t, root %x) contradicts the deal", j.Approved, j.EvidenceRoot)
		}
		f := r.Fees
		if f == nil {
			return "", errors.New("settled by ballots without its JurorFeesPaid event")
		}
		if f.SeatMask.Cmp(j.SeatMask) != 0 {
			return "", fmt.Errorf("the JurorFeesPaid event (seat mask %#x) contradicts the DealSettledByJurors event (seat mask %#x)", f.SeatMask, j.SeatMask)
		}
		ms.Signers, ms.SeatMask, ms.DissentMask = j.Signers, j.SeatMask, f.DissentMask
		for _, c := range s.Claims {
			ms.Claimed = append(ms.Claimed, match.Claim{Seat: c.Seat, Juror: c.Juror, Approved: c.Approved})
		}
	}
	mr, err := match.RecordOf(rec, v)
	if err != nil {
		return "", err
	}
	return match.Check(mr, ms)
}
