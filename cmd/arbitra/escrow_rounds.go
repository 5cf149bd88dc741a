package main

import (
	"context"
	"errors"
	"fmt"
	"io"

	"github.com/ethereum/go-ethereum/common"

	"github.com/arbitra-network/arbitra/chain"
)

const escrowAppealUsage = `Usage: arbitra escrow appeal --rpc-url URL --escrow ADDRESS [--max-fee N] [--deal-id ID | ID] [flags]

Appeals a deal's decided round as the party the round went against (the
buyer of a PASS, the seller of a FAIL), inside the round's appeal window,
on an escrow deployed with one (docs/appeals.md). It pays the next
round's fee in the deal's token, as the escrow computes it (the first
round's price per seat times the next round's seats), approving the escrow
for it when the allowance is short; --max-fee refuses to pay more. The
next round's larger panel is drawn from the block after the appeal, and
the coordinator that judged the deal asks it.

The appellant's key comes from --keystore with --password-file (or
ARBITRA_PASSPHRASE_FILE), or from ARBITRA_PRIVATE_KEY (hex); never a flag.
`

const escrowAcceptUsage = `Usage: arbitra escrow accept --rpc-url URL --escrow ADDRESS [--deal-id ID | ID] [flags]

Accepts a deal's decided round as the party the round went against, on an
escrow with an appeal window: the funds move at once where the round
decided, without waiting for the window to close (docs/appeals.md).

The party's key comes from --keystore with --password-file (or
ARBITRA_PASSPHRASE_FILE), or from ARBITRA_PRIVATE_KEY (hex); never a flag.
`

// dealIDOf reads the deal ID a command is given once, by --deal-id or as
// its argument.
func (c *escrowCmd) dealIDOf(flagValue string) ([32]byte, error) {
	switch {
	case c.fs.NArg() == 1 && flagValue != "":
		return [32]byte{}, c.errorf("give the deal ID once, as --deal-id or as the argument")
	case c.fs.NArg() == 1:
		flagValue = c.fs.Arg(0)
	}
	id, err := parseDealIDFlag(flagValue)
	if err != nil {
		return id, c.errorf("%w", err)
	}
	return id, nil
}

// openDecided takes the deal ID (the flag's value or the argument),
// connects, and reads the deal's current round, which must be decided:
// what appeal and accept both start from.
func (c *escrowCmd) openDecided(ctx context.Context, dealText string) (context.Context, [32]byte, chain.DealState, chain.Round, error) {
	id, err := c.dealIDOf(dealText)
	if err != nil {
		return ctx, id, chain.DealState{}, chain.Round{}, err
	}
	if ctx, err = c.open(ctx); err != nil {
		return ctx, id, chain.DealState{}, chain.Round{}, err
	}
	st, rd, err := c.decidedRound(ctx, id)
	return ctx, id, st, rd, err
}

// decidedRound reads the deal's current round, which must be decided.
func (c *escrowCmd) decidedRound(ctx context.Context, id [32]byte) (chain.DealState, chain.Round, error) {
	st, rounds, err := c.escrow.Rounds(ctx, id)
	if err != nil {
		return st, chain.Round{}, c.errorf("%w", err)
	}
	if st.Status != chain.StatusDecided {
		return st, chain.Round{}, c.errorf("the deal is %s: only a decided round, on an escrow with an appeal window, can be appealed or accepted", st.Status)
	}
	return st, rounds[len(rounds)-1], nil
}

// loserError explains the escrow's refusal of a party the round did not
// go against.
func (c *escrowCmd) loserError(err error, st chain.DealState, rd chain.Round) error {
	if !errors.Is(err, chain.ErrUnauthorized) {
		return c.errorf("%w", err)
	}
	outcome := "FAIL"
	if rd.Approved {
		outcome = "PASS"
	}
	return c.errorf("%w (round %d decided %s: only %s, the party it went against, may)", err, rd.Number, outcome, chain.LosingParty(st, rd).Hex())
}

func runEscrowAppeal(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	c := newEscrowCmd("escrow appeal", escrowAppealUsage, stderr, true)
	dealText := c.fs.String("deal-id", "", "the deal `ID`, 0x and 64 hex digits (or give it as the argument)")
	maxFee := c.fs.String("max-fee", "", "refuse to pay more than this fee, in token `units` such as 7.5 (default: the escrow's price)")
	if done, err := c.parse(args, stdout, 1); done {
		return err
	}
	defer c.Close()
	ctx, id, st, rd, err := c.openDecided(ctx, *dealText)
	if err != nil {
		return err
	}
	seats, fee, err := c.escrow.AppealCost(ctx, id)
	switch {
	case err != nil:
		return c.errorf("%w", err)
	case seats == 0:
		return c.errorf("round %d is the deal's last: no appeal is left (%w)", rd.Number, chain.ErrNoMoreAppeals)
	}
	info, err := readTokenInfo(ctx, c.client, st.Token)
	if err != nil {
		return c.errorf("the deal's token: %w", err)
	}
	if *maxFee != "" {
		limit, err := parseTokenAmount(*maxFee, info.decimals)
		if err != nil {
			return c.errorf("--max-fee: %w", err)
		}
		if fee.Cmp(limit) > 0 {
			return c.errorf("the appeal costs %s, more than --max-fee %s", info.format(fee), *maxFee)
		}
	}
	token := chain.NewToken(c.client, st.Token, c.tx)
	allowance, err := token.Allowance(ctx, c.tx.Address(), c.escrow.Address())
	if err != nil {
		return c.errorf("%w", err)
	}
	if allowance.Cmp(fee) < 0 {
		if _, err := token.Approve(ctx, c.escrow.Address(), fee); err != nil {
			return c.errorf("approve the appeal fee: %w", err)
		}
	}
	r, err := c.escrow.Appeal(ctx, id, fee)
	if err != nil {
		return c.loserError(err, st, rd)
	}
	fmt.Fprintf(stdout, "deal_id    %s\nround      %d (%d seats, drawn from block %d)\nappellant  %s\nfee        %s\nappeal_tx  %s\nblock      %d\n",
		common.Hash(id).Hex(), rd.Number+1, seats, r.BlockNumber.Uint64()+1, c.tx.Address().Hex(), info.format(fee), r.TxHash.Hex(), r.BlockNumber.Uint64())
	return nil
}

func runEscrowAccept(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	c := newEscrowCmd("escrow accept", escrowAcceptUsage, stderr, true)
	dealText := c.fs.String("deal-id", "", "the deal `ID`, 0x and 64 hex digits (or give it as the argument)")
	if done, err := c.parse(args, stdout, 1); done {
		return err
	}
	defer c.Close()
	ctx, id, st, rd, err := c.openDecided(ctx, *dealText)
	if err != nil {
		return err
	}
	r, err := c.escrow.AcceptOutcome(ctx, id)
	if err != nil {
		return c.loserError(err, st, rd)
	}
	if st, err = c.escrow.Deal(ctx, id); err != nil {
		return c.errorf("%w", err)
	}
	fmt.Fprintf(stdout, "deal_id    %s\nround      %d\nstate      %s\naccept_tx  %s\nblock      %d\n",
		common.Hash(id).Hex(), rd.Number, st.Status, r.TxHash.Hex(), r.BlockNumber.Uint64())
	return nil
}
