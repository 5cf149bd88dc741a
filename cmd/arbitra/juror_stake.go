package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
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

// jurorSession is one staking command's connection and signer.
type jurorSession struct {
	escrow *chain.Escrow
	tx     *chain.Transactor
	token  tokenInfo
	close  func()
}

// openJuror parses the common flags, loads the key (unless signing is
// false and --juror names the account) and connects.
func openJuror(ctx context.Context, cmd string, args []string, stdout, stderr io.Writer, extra func(*jurorFlags)) (*jurorSession, *jurorFlags, bool, error) {
	fs := newFlagSet(cmd, jurorStakeUsage, stderr)
	f := &jurorFlags{}
	f.conn.register(fs)
	f.wallet = newWalletFlags("", envPrivateKey)
	f.wallet.register(fs)
	if extra != nil {
		f.fs = fs
		extra(f)
	}
	if done, err := parseEscrowFlags(fs, args, stdout); done {
		return nil, f, true, err
	}
	if fs.NArg() > 0 {
		return nil, f, false, fmt.Errorf("%s: unexpected argument %q", cmd, fs.Arg(0))
	}
	var signer *chain.Transactor
	client, escrow, err := f.conn.dial(ctx, cmd)
	if err != nil {
		return nil, f, false, err
	}
	s := &jurorSession{escrow: escrow, close: client.Close}
	fail := func(err error) (*jurorSession, *jurorFlags, bool, error) {
		client.Close()
		return nil, f, false, err
	}
	if f.readOnly == nil || *f.readOnly == "" {
		key, err := f.wallet.key()
		if err != nil {
			return fail(fmt.Errorf("%s: %w", cmd, err))
		}
		if signer, err = chain.NewTransactor(ctx, client, key); err != nil {
			return fail(fmt.Errorf("%s: %w", cmd, err))
		}
		s.tx = signer
		s.escrow = escrow.WithTransactor(signer)
	}
	cfg, err := escrow.Config(ctx)
	if err != nil {
		return fail(fmt.Errorf("%s: %w", cmd, err))
	}
	if s.token, err = readTokenInfo(ctx, client, cfg.StakeToken); err != nil {
		return fail(fmt.Errorf("%s: the stake token: %w", cmd, err))
	}
	return s, f, false, nil
}

type jurorFlags struct {
	fs       *flag.FlagSet
	conn     escrowConn
	wallet   *walletFlags
	readOnly *string // status's --juror
}

func runJurorBond(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	const cmd = "juror bond"
	var amountText *string
	ctx, cancel := context.WithTimeout(ctx, escrowTimeout)
	defer cancel()
	s, _, done, err := openJuror(ctx, cmd, args, stdout, stderr, func(f *jurorFlags) {
		amountText = f.fs.String("amount", "", "the stake to bond, in the stake token's `units`, such as 100 (required)")
	})
	if done || err != nil {
		return err
	}
	defer s.close()
	if *amountText == "" {
		return fmt.Errorf("%s: --amount is required", cmd)
	}
	amount, err := parseTokenAmount(*amountText, s.token.decimals)
	if err != nil {
		return fmt.Errorf("%s: --amount: %w", cmd, err)
	}
	cfg, err := s.escrow.Config(ctx)
	if err != nil {
		return fmt.Errorf("%s: %w", cmd, err)
	}
	st, err := s.escrow.Stake(ctx, s.tx.Address())
	if err != nil {
		return fmt.Errorf("%s: %w", cmd, err)
	}
	if st.Unbonding.Sign() > 0 {
		return fmt.Errorf("%s: %s has %s %s unbonding until %s: run 'arbitra juror withdraw' once released, then bond", cmd,
			s.tx.Address().Hex(), s.token.format(st.Unbonding), s.token.symbol, unixTime(st.ReleaseAt))
	}
	if total := new(big.Int).Add(st.Bonded, amount); total.Cmp(cfg.MinJurorStake) < 0 {
		return fmt.Errorf("%s: a bond of %s %s is under the escrow's minimum of %s", cmd,
			s.token.format(total), s.token.symbol, s.token.format(cfg.MinJurorStake))
	}
	token := chain.NewToken(s.escrow.Backend(), cfg.StakeToken, s.tx)
	balance, err := token.BalanceOf(ctx, s.tx.Address())
	if err != nil {
		return fmt.Errorf("%s: %w", cmd, err)
	}
	if balance.Cmp(amount) < 0 {
		return fmt.Errorf("%s: --amount %s %s is more than %s holds (%s)", cmd, *amountText, s.token.symbol,
			s.tx.Address().Hex(), s.token.format(balance))
	}
	allowance, err := token.Allowance(ctx, s.tx.Address(), s.escrow.Address())
	if err != nil {
		return fmt.Errorf("%s: %w", cmd, err)
	}
	if allowance.Cmp(amount) < 0 {
		if _, err := token.Approve(ctx, s.escrow.Address(), amount); err != nil {
			return fmt.Errorf("%s: approve the escrow: %w", cmd, err)
		}
	}
	r, err := s.escrow.Bond(ctx, amount)
	if err != nil {
		return fmt.Errorf("%s: %w", cmd, err)
	}
	fmt.Fprintf(stdout, "juror       %s\nbonded      %s %s\ntx          %s\n", s.tx.Address().Hex(),
		s.token.format(new(big.Int).Add(st.Bonded, amount)), s.token.symbol, r.TxHash.Hex())
	if !st.HasEntry {
		at := time.Now().Add(time.Duration(cfg.RegistryDelay) * time.Second).UTC()
		fmt.Fprintf(stdout, "drawable    from about %s (after the registry delay of %s)\n", at.Format(time.RFC3339),
			time.Duration(cfg.RegistryDelay)*time.Second)
	}
	return nil
}

func runJurorUnbond(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	const cmd = "juror unbond"
	ctx, cancel := context.WithTimeout(ctx, escrowTimeout)
	defer cancel()
	s, _, done, err := openJuror(ctx, cmd, args, stdout, stderr, nil)
	if done || err != nil {
		return err
	}
	defer s.close()
	r, err := s.escrow.RequestUnbond(ctx)
	if errors.Is(err, chain.ErrNotBonded) {
		return fmt.Errorf("%s: %s has no juror bond to unbond", cmd, s.tx.Address().Hex())
	}
	if err != nil {
		return fmt.Errorf("%s: %w", cmd, err)
	}
	st, err := s.escrow.Stake(ctx, s.tx.Address())
	if err != nil {
		return fmt.Errorf("%s: %w", cmd, err)
	}
	fmt.Fprintf(stdout, "juror       %s\nunbonding   %s %s\nreleased    %s\ntx          %s\n", s.tx.Address().Hex(),
		s.token.format(st.Unbonding), s.token.symbol, unixTime(st.ReleaseAt), r.TxHash.Hex())
	return nil
}

func runJurorWithdraw(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	const cmd = "juror withdraw"
	ctx, cancel := context.WithTimeout(ctx, escrowTimeout)
	defer cancel()
	s, _, done, err := openJuror(ctx, cmd, args, stdout, stderr, nil)
	if done || err != nil {
		return err
	}
	defer s.close()
	st, err := s.escrow.Stake(ctx, s.tx.Address())
	if err != nil {
		return fmt.Errorf("%s: %w", cmd, err)
	}
	r, err := s.escrow.Withdraw(ctx)
	switch {
	case errors.Is(err, chain.ErrNothingToWithdraw):
		return fmt.Errorf("%s: %s has nothing unbonding; run 'arbitra juror unbond' first", cmd, s.tx.Address().Hex())
	case errors.Is(err, chain.ErrUnbondLocked):
		return fmt.Errorf("%s: %s %s unbond until %s; withdraw after that", cmd, s.token.format(st.Unbonding), s.token.symbol, unixTime(st.ReleaseAt))
	case err != nil:
		return fmt.Errorf("%s: %w", cmd, err)
	}
	fmt.Fprintf(stdout, "juror       %s\nwithdrawn   %s %s\ntx          %s\n", s.tx.Address().Hex(),
		s.token.format(st.Unbonding), s.token.symbol, r.TxHash.Hex())
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
	const cmd = "juror status"
	var who *string
	var asJSON *bool
	ctx, cancel := context.WithTimeout(ctx, escrowTimeout)
	defer cancel()
	s, _, done, err := openJuror(ctx, cmd, args, stdout, stderr, func(f *jurorFlags) {
		who = f.fs.String("juror", "", "the juror `address` to read (default: the account of the key flags)")
		f.readOnly = who
		asJSON = f.fs.Bool("json", false, "print JSON, amounts in base units")
	})
	if done || err != nil {
		return err
	}
	defer s.close()
	var addr common.Address
	switch {
	case *who != "" && !isAddress(*who):
		return fmt.Errorf("%s: --juror %q is not an address (0x and 40 hex digits)", cmd, *who)
	case *who != "":
		addr = common.HexToAddress(*who)
	default:
		addr = s.tx.Address()
	}
	st, err := s.escrow.Stake(ctx, addr)
	if err != nil {
		return fmt.Errorf("%s: %w", cmd, err)
	}
	drawable, err := s.escrow.IsJuror(ctx, addr)
	if err != nil {
		return fmt.Errorf("%s: %w", cmd, err)
	}
	coord, err := s.escrow.IsBondedCoordinator(ctx, addr)
	if err != nil {
		return fmt.Errorf("%s: %w", cmd, err)
	}
	if *asJSON {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		return enc.Encode(jurorStatus{Juror: addr.Hex(), Escrow: s.escrow.Address().Hex(), Token: s.token.symbol,
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
	fmt.Fprintf(stdout, "juror         %s\nstate         %s\nbonded        %s %s\n", addr.Hex(), state, s.token.format(st.Bonded), s.token.symbol)
	if st.Unbonding.Sign() > 0 {
		fmt.Fprintf(stdout, "unbonding     %s %s, released %s\n", s.token.format(st.Unbonding), s.token.symbol, unixTime(st.ReleaseAt))
	} else {
		fmt.Fprintf(stdout, "unbonding     none\n")
	}
	fmt.Fprintf(stdout, "fees earned   %s %s\ndeals served  %d\nslashes       %d\n", s.token.format(st.FeesEarned), s.token.symbol, st.DealsServed, st.Slashes)
	return nil
}

func unixTime(s uint64) string {
	return fmt.Sprintf("%d (%s)", s, time.Unix(int64(s), 0).UTC().Format(time.RFC3339))
}
