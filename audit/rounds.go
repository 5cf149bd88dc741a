package audit

import (
	"context"
	"errors"
	"fmt"

	"github.com/arbitra-network/arbitra/audit/match"
	"github.com/arbitra-network/arbitra/chain"
	"github.com/arbitra-network/arbitra/ipfs"
	"github.com/arbitra-network/arbitra/verdict"
)

// RoundEscrow is what the round checks read of an escrow with an appeal
// window besides Escrow; *chain.Escrow is one.
type RoundEscrow interface {
	Round(ctx context.Context, id [32]byte, round uint8) (chain.Round, error)
	FilterRoundEvents(ctx context.Context, from, to uint64) ([]chain.RoundEvent, error)
}

// roundChecks checks a record of a deal on an escrow with an appeal
// window against the round it judged: chain-deal (the round is decided),
// chain-evidence, chain-draw (the round's draw: RoundPanel's seed, size
// and seats) and chain (match.Check against the round's RoundDecided and
// RoundFeeClaimed events and its recorded verdict hash).
func roundChecks(ctx context.Context, opt Options, e Escrow, rec verdict.Record, rep *verdict.Report) (checks []verdict.Check, pin string) {
	v := &rep.Verdict
	id, r := [32]byte(v.Deal.DealID), v.Deal.Round
	st, rd, dec, claims, err := readRound(ctx, e, id, r)
	if !add(&checks, "chain-deal", err, fmt.Sprintf("deal %s of escrow %s, round %d decided %s", v.Deal.DealID, v.Deal.Escrow, r, roundFate(st, rd))) {
		return checks, ""
	}
	s := Settled{ID: id, State: st}
	_, err = checkEvidence(ctx, e, s, v)
	add(&checks, "chain-evidence", err, "the record judged the deal's committed criteria and deliverable")
	drawDetail := ""
	if v.Draw != nil {
		drawDetail = fmt.Sprintf("round %d's seed of block %d, %d seats of the deal's %d candidates", r, v.Draw.Block, rd.Seats, len(v.Draw.Candidates))
	}
	add(&checks, "chain-draw", checkDrawOf(ctx, e, id, v, rd.DrawBlock, rd.Seed, int(rd.Seats)), drawDetail)
	ms := match.Settlement{DealID: id, Approved: rd.Approved, VerdictHash: rd.VerdictHash, ByBallots: true,
		Signers: dec.Signers, SeatMask: dec.SeatMask, DissentMask: dec.Fees.DissentMask, Claimed: claims}
	mr, err := match.RecordOf(rec, v)
	detail := ""
	if err == nil {
		detail, err = match.Check(mr, ms)
	}
	add(&checks, "chain", err, fmt.Sprintf("round %d: %s", r, detail))
	for _, c := range checks {
		if !c.OK {
			return checks, ""
		}
	}
	if opt.Escrow == nil {
		return checks, ""
	}
	return checks, fmt.Sprintf("escrow %s drew round %d's seats and decided it with their ballots", verdict.AddressString(e.Address()), r)
}

// readRound reads a decided round of a deal with the events of its
// decision and of the fees claimed for it.
func readRound(ctx context.Context, e Escrow, id [32]byte, r uint8) (chain.DealState, chain.Round, *chain.RoundDecided, []match.Claim, error) {
	re, ok := e.(RoundEscrow)
	if !ok {
		return chain.DealState{}, chain.Round{}, nil, nil, errors.New("the escrow client reads no rounds")
	}
	st, err := e.Deal(ctx, id)
	if err != nil {
		return st, chain.Round{}, nil, nil, err
	}
	if r > st.Round {
		return st, chain.Round{}, nil, nil, fmt.Errorf("the record judges round %d, the deal has rounds 0 to %d", r, st.Round)
	}
	rd, err := re.Round(ctx, id, r)
	if err != nil {
		return st, rd, nil, nil, err
	}
	if !rd.Decided() {
		return st, rd, nil, nil, fmt.Errorf("round %d of the deal is not decided on chain", r)
	}
	head, err := e.HeadNumber(ctx)
	if err != nil {
		return st, rd, nil, nil, err
	}
	evs, err := re.FilterRoundEvents(ctx, st.SubmitBlock, head)
	if err != nil {
		return st, rd, nil, nil, err
	}
	var dec *chain.RoundDecided
	var claims []match.Claim
	for _, ev := range evs {
		switch {
		case ev.DealID != id || ev.Round != r:
		case ev.Kind == chain.RoundEventDecided && dec == nil:
			dec = ev.Decided
		case ev.Kind == chain.RoundEventFeeClaimed:
			claims = append(claims, match.Claim{Seat: ev.Claimed.Seat, Juror: ev.Claimed.Juror, Approved: ev.Claimed.Approved})
		}
	}
	switch {
	case dec == nil:
		return st, rd, nil, nil, fmt.Errorf("no RoundDecided event of round %d in blocks %d to %d", r, st.SubmitBlock, head)
	case dec.Fees == nil:
		return st, rd, nil, nil, fmt.Errorf("round %d decided without its RoundFeesPaid event", r)
	case dec.VerdictHash != rd.VerdictHash || dec.Approved != rd.Approved:
		return st, rd, nil, nil, fmt.Errorf("round %d's RoundDecided event contradicts the round the escrow holds", r)
	}
	return st, rd, dec, claims, nil
}

// roundFate says what became of a decided round.
func roundFate(st chain.DealState, rd chain.Round) string {
	outcome := verdict.OptionFail
	if rd.Approved {
		outcome = verdict.OptionPass
	}
	switch {
	case st.Round > rd.Number:
		return outcome + ", then appealed"
	case st.Status == chain.StatusReleased || st.Status == chain.StatusRefunded:
		return outcome + ", which the deal was paid out by"
	}
	return outcome + ", its appeal window open or unfinalized"
}

// Walk audits the records of every round of a deal, round 0 first: each
// as Run does, and each round's record naming the deal's previous round
// and that round's record by its CID (round-link), so that the rounds
// form one chain no record can be spliced into. It returns one report per
// record.
func Walk(ctx context.Context, rounds []*ipfs.Fetched, opt Options) []Report {
	out := make([]Report, len(rounds))
	for i, f := range rounds {
		out[i] = Run(ctx, f, opt)
		add(&out[i].Checks, "round-link", roundLink(rounds, i), linkDetail(i))
	}
	return out
}

func linkDetail(i int) string {
	if i == 0 {
		return "round 0, the deal's first panel"
	}
	return fmt.Sprintf("round %d names round %d's record", i, i-1)
}

// roundLink checks that record i judges round i of the deal of record 0
// and names record i-1.
func roundLink(rounds []*ipfs.Fetched, i int) error {
	v, err := dealOf(rounds[i])
	if err != nil {
		return err
	}
	first, err := dealOf(rounds[0])
	if err != nil {
		return err
	}
	switch {
	case v.DealID != first.DealID || v.Escrow != first.Escrow || v.ChainID != first.ChainID:
		return fmt.Errorf("the record judges deal %s, round 0's deal %s", v.DealID, first.DealID)
	case int(v.Round) != i:
		return fmt.Errorf("the record judges round %d, not %d", v.Round, i)
	case i == 0:
		return nil
	}
	prev := verdict.CIDOf(rounds[i-1].Record.Verdict).String()
	if v.Previous != prev {
		return fmt.Errorf("the record names %s as round %d's record, which is %s", v.Previous, i-1, prev)
	}
	return nil
}

func dealOf(f *ipfs.Fetched) (*verdict.Deal, error) {
	var v verdict.Verdict
	if err := verdict.UnmarshalStrict(f.Record.Verdict, &v); err != nil {
		return nil, fmt.Errorf("decode: %w", err)
	}
	if v.Deal == nil {
		return nil, errors.New("the record names no deal")
	}
	return v.Deal, nil
}
