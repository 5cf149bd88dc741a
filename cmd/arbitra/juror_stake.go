package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/arbitra-network/arbitra/chain"
)

const jurorStakeUsage = `Usage:
  arbitra juror bond     --rpc-url URL --escrow ADDRESS --amount N [key flags]
  arbitra juror unbond   --rpc-url URL --escrow ADDRESS [key flags]
  arbitra juror withdraw --rpc-url URL --escrow ADDRESS [key flags]
  arbitra juror status   --rpc-url URL --escrow ADDRESS [--juror ADDRESS | key flags] [--json]

bond      bonds N of the escrow's stake token for the juror (approving the
          escrow first when the allowance is short). A first bond of at
          least the escrow's minimum makes the juror drawable after the
          registry delay; a later one tops it up.
unbond    stops the juror being drawn for deals submitted from the next
          second on; its whole bond is paid out by withdraw after the
          escrow's unbond delay. Deals submitted before still count it.
withdraw  pays out an unbonding whose release time has passed.
status    prints the bond, the unbonding and its release time, the fees
          earned, the deals served and the slashes.

The juror's key is its node key: --keystore FILE (a keystore or the
juror's data directory) with --password-file FILE (or
ARBITRA_PASSPHRASE_FILE), or the hex key in ARBITRA_PRIVATE_KEY; a key is
never a flag value.
`

// jurorStakeCommands are the juror's staking subcommands of 'arbitra juror'.
var jurorStakeCommands = map[string]func(context.Context, []string, io.Writer, io.Writer) error{
	"bond":     runJurorBond,
	"unbond":   runJurorUnbond,
	"withdraw": runJurorWithdraw,
	"status":   runJurorStatus,
}

// openStake opens a staking command's escrow and reads its configuration
// and stake token.
func openStake(ctx context.Context, c *escrowCmd) (context.Context, chain.EscrowConfig, tokenInfo, error) {
	ctx, err := c.open(ctx)
	if err != nil {
		return ctx, chain.EscrowConfig{}, tokenInfo{}, err
	}
	cfg, err := c.escrow.Config(ctx)
	if err != nil {
		return ctx, cfg, tokenInfo{}, c.errorf("%w", err)
	}
	token, err := readTokenInfo(ctx, c.client, cfg.StakeToken)
	if err != nil {
		return ctx, cfg, tokenInfo{}, c.errorf("the stake token: %w", err)
	}
	return ctx, cfg, token, nil
}

func runJurorBond(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	c := newEscrowCmd("juror bond", jurorStakeUsage, stderr, true)
	amountText := c.fs.String("amount", "", "the stake to bond, in the stake token's `units`, such as 100 (required)")
	if done, err := c.parse(args, stdout, 0); done {
		return err
	}
	defer c.Close()
	ctx, cfg, units, err := openStake(ctx, c)
	if err != nil {
		return err
	}
	if *amountText == "" {
		return c.errorf("--amount is required")
	}
	amount, err := parseTokenAmount(*amountText, units.decimals)
	if err != nil {
		return c.errorf("--amount: %w", err)
	}
	st, err := c.escrow.Stake(ctx, c.tx.Address())
	if err != nil {
		return c.errorf("%w", err)
	}
	if st.Unbonding.Sign() > 0 {
		return c.errorf("%s has %s %s unbonding until %s: run 'arbitra juror withdraw' once released, then bond",
			c.tx.Address().Hex(), units.format(st.Unbonding), units.symbol, unixTime(st.ReleaseAt))
	}
	if total := new(big.Int).Add(st.Bonded, amount); total.Cmp(cfg.MinJurorStake) < 0 {
		return c.errorf("a bond of %s %s is under the escrow's minimum of %s",
			units.format(total), units.symbol, units.format(cfg.MinJurorStake))
	}
	token := chain.NewToken(c.escrow.Backend(), cfg.StakeToken, c.tx)
	balance, err := token.BalanceOf(ctx, c.tx.Address())
	if err != nil {
		return c.errorf("%w", err)
	}
	if balance.Cmp(amount) < 0 {
		return c.errorf("--amount %s %s is more than %s holds (%s)", *amountText, units.symbol,
			c.tx.Address().Hex(), units.format(balance))
	}
	allowance, err := token.Allowance(ctx, c.tx.Address(), c.escrow.Address())
	if err != nil {
		return c.errorf("%w", err)
	}
	if allowance.Cmp(amount) < 0 {
		if _, err := token.Approve(ctx, c.escrow.Address(), amount); err != nil {
			return c.errorf("approve the escrow: %w", err)
		}
	}
	r, err := c.escrow.Bond(ctx, amount)
	if err != nil {
		return c.errorf("%w", err)
	}
	fmt.Fprintf(stdout, "juror       %s\nbonded      %s %s\ntx          %s\n", c.tx.Address().Hex(),
		units.format(new(big.Int).Add(st.Bonded, amount)), units.symbol, r.TxHash.Hex())
	if !st.HasEntry {
		at := time.Now().Add(time.Duration(cfg.RegistryDelay) * time.Second).UTC()
		fmt.Fprintf(stdout, "drawable    from about %s (after the registry delay of %s)\n", at.Format(time.RFC3339),
			time.Duration(cfg.RegistryDelay)*time.Second)
	}
	return nil
}

func runJurorUnbond(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	c := newEscrowCmd("juror unbond", jurorStakeUsage, stderr, true)
	if done, err := c.parse(args, stdout, 0); done {
		return err
	}
	defer c.Close()
	ctx, _, units, err := openStake(ctx, c)
	if err != nil {
		return err
	}
	r, err := c.escrow.RequestUnbond(ctx)
	if errors.Is(err, chain.ErrNotBonded) {
		return c.errorf("%s has no juror bond to unbond", c.tx.Address().Hex())
	}
	if err != nil {
		return c.errorf("%w", err)
	}
	st, err := c.escrow.Stake(ctx, c.tx.Address())
	if err != nil {
		return c.errorf("%w", err)
	}
	fmt.Fprintf(stdout, "juror       %s\nunbonding   %s %s\nreleased    %s\ntx          %s\n", c.tx.Address().Hex(),
		units.format(st.Unbonding), units.symbol, unixTime(st.ReleaseAt), r.TxHash.Hex())
	return nil
}

func runJurorWithdraw(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	c := newEscrowCmd("juror withdraw", jurorStakeUsage, stderr, true)
	if done, err := c.parse(args, stdout, 0); done {
		return err
	}
	defer c.Close()
	ctx, _, units, err := openStake(ctx, c)
	if err != nil {
		return err
	}
	st, err := c.escrow.Stake(ctx, c.tx.Address())
	if err != nil {
		return c.errorf("%w", err)
	}
	r, err := c.escrow.Withdraw(ctx)
	switch {
	case errors.Is(err, chain.ErrNothingToWithdraw):
		return c.errorf("%s has nothing unbonding; run 'arbitra juror unbond' first", c.tx.Address().Hex())
	case errors.Is(err, chain.ErrUnbondLocked):
		return c.errorf("%s %s unbond until %s; withdraw after that", units.format(st.Unbonding), units.symbol, unixTime(st.ReleaseAt))
	case err != nil:
		return c.errorf("%w", err)
	}
	fmt.Fprintf(stdout, "juror       %s\nwithdrawn   %s %s\ntx          %s\n", c.tx.Address().Hex(),
		units.format(st.Unbonding), units.symbol, r.TxHash.Hex())
	return nil
}

// jurorStatus is what 'arbitra juror status --json' prints; amounts are base units.
type jurorStatus struct {
	Juror       string `json:"juror"`
	Escrow      string `json:"escrow"`
	Token       string `json:"token"`
	Bonded      string `json:"bonded"`
	Drawable    bool   `json:"drawable"`
	Unbonding   string `json:"unbonding"`
	ReleaseAt   uint64 `json:"release_at,omitempty"`
	FeesEarned  string `json:"fees_earned"`
	DealsServed uint32 `json:"deals_served"`
	Slashes     uint32 `json:"slashes"`
	Coordinator bool   `json:"bonded_coordinator"`
}

func runJurorStatus(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	c := newEscrowCmd("juror status", jurorStakeUsage, stderr, true)
	who := c.fs.String("juror", "", "the juror `address` to read (default: the account of the key flags)")
	asJSON := c.fs.Bool("json", false, "print JSON, amounts in base units")
	if done, err := c.parse(args, stdout, 0); done {
		return err
	}
	defer c.Close()
	if *who != "" {
		c.key = nil // reads another account: no key needed
	}
	ctx, _, units, err := openStake(ctx, c)
	if err != nil {
		return err
	}
	var addr common.Address
	switch {
	case *who != "" && !isAddress(*who):
		return c.errorf("--juror %q is not an address (0x and 40 hex digits)", *who)
	case *who != "":
		addr = common.HexToAddress(*who)
	default:
		addr = c.tx.Address()
	}
	st, err := c.escrow.Stake(ctx, addr)
	if err != nil {
		return c.errorf("%w", err)
	}
	drawable, err := c.escrow.IsJuror(ctx, addr)
	if err != nil {
		return c.errorf("%w", err)
	}
	coord, err := c.escrow.IsBondedCoordinator(ctx, addr)
	if err != nil {
		return c.errorf("%w", err)
	}
	if *asJSON {
		return printJSON(stdout, jurorStatus{Juror: addr.Hex(), Escrow: c.escrow.Address().Hex(), Token: units.symbol,
			Bonded: st.Bonded.String(), Drawable: drawable, Unbonding: st.Unbonding.String(), ReleaseAt: st.ReleaseAt,
			FeesEarned: st.FeesEarned.String(), DealsServed: st.DealsServed, Slashes: st.Slashes, Coordinator: coord})
	}
	state := "not bonded"
	switch {
	case drawable:
		state = "bonded, drawn for new deals"
	case st.HasEntry:
		state = "bonded, drawable after the registry delay"
	case st.Unbonding.Sign() > 0:
		state = "unbonding"
	}
	fmt.Fprintf(stdout, "juror         %s\nstate         %s\nbonded        %s %s\n", addr.Hex(), state, units.format(st.Bonded), units.symbol)
	if st.Unbonding.Sign() > 0 {
		fmt.Fprintf(stdout, "unbonding     %s %s, released %s\n", units.format(st.Unbonding), units.symbol, unixTime(st.ReleaseAt))
	} else {
		fmt.Fprintf(stdout, "unbonding     none\n")
	}
	fmt.Fprintf(stdout, "fees earned   %s %s\ndeals served  %d\nslashes       %d\n", units.format(st.FeesEarned), units.symbol, st.DealsServed, st.Slashes)
	return nil
}

func unixTime(s uint64) string {
	return fmt.Sprintf("%d (%s)", s, time.Unix(int64(s), 0).UTC().Format(time.RFC3339))
}
