package main

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"io"
	"os"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/arbitra-network/arbitra/chain"
	"github.com/arbitra-network/arbitra/identity"
	"github.com/arbitra-network/arbitra/verdict"
)

const escrowUsage = `Usage:
  arbitra escrow deploy --rpc-url URL --token ADDRESS [flags]
  arbitra escrow create --rpc-url URL --escrow ADDRESS --seller ADDRESS --token ADDRESS
                        --amount N --criteria-file FILE --deadline DURATION [key flags]
  arbitra escrow submit --rpc-url URL --escrow ADDRESS --deal-id ID --deliverable-file FILE [key flags]
  arbitra escrow refund --rpc-url URL --escrow ADDRESS --deal-id ID [key flags]
  arbitra escrow show   --rpc-url URL --escrow ADDRESS [--deal-id ID | ID]
  arbitra escrow appeal --rpc-url URL --escrow ADDRESS [--max-fee N] [--deal-id ID | ID] [key flags]
  arbitra escrow accept --rpc-url URL --escrow ADDRESS [--deal-id ID | ID] [key flags]

deploy  deploys ArbiterEscrow from the key in --datadir (which becomes its
        owner), staking in --token (the token its deals are paid in): jurors
        join by 'arbitra juror bond'; --jurors are bonded at deployment with
        the deployer's tokens. --oracle opts in to settlement by one key.
        --appeal-window lets the party a panel decided against appeal to a
        larger panel before money moves (docs/settlement.md).
        It prints the address to give 'arbitra coordinator --escrow'.
create  funds a deal as the buyer (approve, then createDeal); prints its ID.
submit  records the deliverable as the seller.
refund  returns an expired or unsettled deal's funds to the buyer.
show    prints the escrow's configuration, or one deal's on-chain state.
appeal  takes a decided round to a larger panel, as the party it went
        against, paying the next round's fee (escrows with an appeal window).
accept  takes a decided round's outcome at once, as the party it went against.

create, submit, refund, appeal and accept sign with --keystore FILE and --password-file
FILE (or ARBITRA_PASSPHRASE_FILE), or with the hex key in
ARBITRA_PRIVATE_KEY; a key is never a flag value. Run
'arbitra escrow <subcommand> --help' for each one's flags.
`

func runEscrow(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	if len(args) > 0 {
		if run, ok := escrowDealCommands[args[0]]; ok {
			return run(ctx, args[1:], stdout, stderr)
		}
	}
	if len(args) == 0 || args[0] != "deploy" {
		if len(args) > 0 && (args[0] == "--help" || args[0] == "-h") {
			fmt.Fprint(stdout, escrowUsage)
			return nil
		}
		fmt.Fprint(stderr, escrowUsage)
		return errors.New("escrow: say deploy, create, submit, refund, show, appeal or accept")
	}
	c := newChainCmd("escrow deploy", escrowUsage, stderr)
	fs := c.fs
	dir := fs.String("datadir", "./arbitra-coordinator", "data `directory` holding the deployer's key")
	passFile := fs.String("passphrase-file", "", "`file` holding the deployer's node key passphrase (otherwise "+identity.PassphraseEnv+")")
	oracle := fs.String("oracle", "", "opt in to settlement by one key: the oracle `address` (default: none, deals settle only by the drawn jurors' ballots)")
	panel := fs.Uint("panel", 0, "seats drawn for each deal (default: the number of --jurors, at most 7)")
	var jurors listFlag
	fs.Var(&jurors, "jurors", "juror `address`es to register for quorum settlement")
	threshold := fs.Uint("threshold", 0, "agreeing seats' ballots that settle a deal, more than half the panel (default: a majority of the panel)")
	grace := fs.Duration("grace", 24*time.Hour, "time after a submission before the buyer may reclaim an unresolved deal")
	registryDelay := fs.Duration("registry-delay", 24*time.Hour, "time before a new juror bond is drawn and the owner's panel changes take effect")
	unbondDelay := fs.Duration("unbond-delay", 0, "time between an unbonding request and its payout, more than --grace (default: --grace plus 7 days)")
	appealWindow := fs.Duration("appeal-window", 0, "time after a panel's decision during which the losing party may appeal to a larger panel; --grace plus it must stay under --unbond-delay (default 0: ballots pay out at once, no appeals)")
	tokenAddr := fs.String("token", "", "the ERC-20 token `address` jurors and coordinators bond in: the token deals are paid in (required)")
	minJuror := fs.String("min-juror-stake", "100", "the least juror bond, in token `units`; each Sybil identity costs one")
	minCoord := fs.String("min-coordinator-stake", "100", "the least coordinator bond, in token `units`")
	c.key = func() (*ecdsa.PrivateKey, error) {
		pass, err := identity.Passphrase(*passFile, os.Getenv)
		if err != nil {
			return nil, fmt.Errorf("--passphrase-file: %w", err)
		}
		return identity.Load(*dir, pass)
	}
	if done, err := c.parse(args[1:], stdout, 0); done {
		return err
	}
	defer c.Close()
	if !isAddress(*tokenAddr) {
		return c.errorf("--token %q must be an address (0x and 40 hex digits)", *tokenAddr)
	}
	if *unbondDelay == 0 {
		*unbondDelay = *grace + 7*24*time.Hour
	}
	if *unbondDelay <= *grace {
		return c.errorf("--unbond-delay %s must exceed --grace %s, so that no juror leaves before the deals it may settle", *unbondDelay, *grace)
	}
	if *appealWindow < 0 || *appealWindow%time.Second != 0 {
		return c.errorf("--appeal-window %s must be whole seconds, 0 or more", *appealWindow)
	}
	if *appealWindow > 0 && *grace+*appealWindow >= *unbondDelay {
		return c.errorf("--grace %s plus --appeal-window %s must stay under --unbond-delay %s, so that a decided deal can be appealed while ballots still count", *grace, *appealWindow, *unbondDelay)
	}
	ctx, err := c.open(ctx)
	if err != nil {
		return err
	}
	tx := c.tx
	info, err := readTokenInfo(ctx, c.client, common.HexToAddress(*tokenAddr))
	if err != nil {
		return c.errorf("--token: %w", err)
	}
	p := chain.EscrowParams{Owner: tx.Address(), GracePeriod: uint64(grace.Seconds()),
		StakeToken: common.HexToAddress(*tokenAddr), UnbondDelay: uint64(unbondDelay.Seconds()),
		AppealWindow: uint64(appealWindow.Seconds())}
	if p.MinJurorStake, err = parseTokenAmount(*minJuror, info.decimals); err != nil {
		return c.errorf("--min-juror-stake: %w", err)
	}
	if p.MinCoordinatorStake, err = parseTokenAmount(*minCoord, info.decimals); err != nil {
		return c.errorf("--min-coordinator-stake: %w", err)
	}
	if *oracle != "" {
		if !isAddress(*oracle) {
			return c.errorf("--oracle %q is not an address", *oracle)
		}
		p.Oracle = common.HexToAddress(*oracle)
	}
	for _, j := range jurors {
		if !isAddress(j) {
			return c.errorf("--jurors: %q is not an address", j)
		}
	}
	size := *panel
	if size == 0 {
		size = uint(min(max(len(jurors), 1), verdict.MaxPanel))
	}
	if size > verdict.MaxPanel {
		return c.errorf("--panel %d: a panel has at most %d seats", size, verdict.MaxPanel)
	}
	t := *threshold
	if t == 0 {
		t = size/2 + 1
	}
	if t <= size/2 || t > size {
		return c.errorf("--threshold %d: more than half of the %d seats, at most all of them", t, size)
	}
	p.RegistryDelay = uint64(registryDelay.Seconds())
	if t > 255 || len(jurors) > 255 || p.GracePeriod == 0 || p.RegistryDelay == 0 {
		return c.errorf("--threshold and the jurors must be at most 255, --grace and --registry-delay at least a second")
	}
	p.QuorumThreshold = uint8(t)
	p.PanelSize = uint8(size)
	for _, j := range jurors {
		p.Jurors = append(p.Jurors, common.HexToAddress(j))
	}
	addr, r, err := chain.DeployEscrow(ctx, tx, p)
	if err != nil {
		return c.errorf("deploy: %w", err)
	}
	oracleLine := "none (settled by the drawn jurors' ballots)"
	if p.Oracle != (common.Address{}) {
		oracleLine = p.Oracle.Hex() + " (opted in: this key alone can settle any deal)"
	}
	appealLine := "none (ballots pay out at once)"
	if p.AppealWindow != 0 {
		appealLine = fmt.Sprintf("within %s of a decision, to 2n+1 seats, at most %d rounds", *appealWindow, chain.MaxRounds)
	}
	fmt.Fprintf(stdout, "escrow      %s\nblock       %d\nowner       %s\noracle      %s\njurors      %d, panel %d, threshold %d\nappeals     %s\nstake       %s %s per juror, %s per coordinator; unbonding takes %s\n",
		addr.Hex(), r.BlockNumber.Uint64(), p.Owner.Hex(), oracleLine, len(jurors), p.PanelSize, p.QuorumThreshold, appealLine,
		info.format(p.MinJurorStake), info.symbol, info.format(p.MinCoordinatorStake), *unbondDelay)
	fmt.Fprintf(stdout, "\nrun: arbitra coordinator --rpc-url %s --escrow %s --from-block %d\n", c.rpcURL, addr.Hex(), r.BlockNumber.Uint64())
	return nil
}
