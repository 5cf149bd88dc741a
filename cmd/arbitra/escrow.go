//go:build !arbitra_juror

package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/arbitra-network/arbitra/chain"
	"github.com/arbitra-network/arbitra/identity"
	"github.com/arbitra-network/arbitra/verdict"
)

const escrowUsage = `Usage:
  arbitra escrow deploy --rpc-url URL [flags]
  arbitra escrow show   --rpc-url URL --escrow ADDRESS [deal ID]

deploy  deploys ArbiterEscrow from the key in --datadir (which becomes its
        owner) with this node, or --oracle, as the oracle that settles by
        verdict, and registers --jurors for settlement by juror quorum.
        It prints the address to give 'arbitra coordinator --escrow'.
show    prints the escrow's configuration, or one deal's on-chain state.
`

func runEscrow(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	if len(args) == 0 || (args[0] != "deploy" && args[0] != "show") {
		if len(args) > 0 && (args[0] == "--help" || args[0] == "-h") {
			fmt.Fprint(stdout, escrowUsage)
			return nil
		}
		fmt.Fprint(stderr, escrowUsage)
		return errors.New("escrow: say deploy or show")
	}
	fs := newFlagSet("escrow "+args[0], escrowUsage, stderr)
	rpcURL := fs.String("rpc-url", "", "Ethereum JSON-RPC `URL`")
	dir := fs.String("datadir", "./arbitra-coordinator", "data `directory` holding the deployer's key")
	escrowAddr := fs.String("escrow", "", "(show) the escrow `address`")
	oracle := fs.String("oracle", "", "(deploy) oracle `address` (default: the key in --datadir)")
	var jurors listFlag
	fs.Var(&jurors, "jurors", "(deploy) juror `address`es to register for quorum settlement")
	threshold := fs.Uint("threshold", 0, "(deploy) distinct juror ballots that settle a deal (default: a majority of --jurors, at least 1)")
	grace := fs.Duration("grace", 24*time.Hour, "(deploy) time after a submission before the buyer may reclaim an unresolved deal")
	registryDelay := fs.Duration("registry-delay", 24*time.Hour, "(deploy) time before the owner's juror and panel changes take effect")
	if err := parseFlags(fs, args[1:], stdout); err != nil {
		return helpOK(err)
	}
	if *rpcURL == "" {
		return errors.New("escrow: --rpc-url is required")
	}
	ctx, cancel := context.WithTimeout(ctx, 5*time.Minute)
	defer cancel()
	client, err := ethclient.DialContext(ctx, *rpcURL)
	if err != nil {
		return fmt.Errorf("escrow: %w", err)
	}
	defer client.Close()
	if args[0] == "show" {
		return showEscrow(ctx, client, *escrowAddr, fs.Args(), stdout)
	}
	key, err := identity.Load(*dir, os.Getenv(identity.PassphraseEnv))
	if err != nil {
		return err
	}
	tx, err := chain.NewTransactor(ctx, client, key)
	if err != nil {
		return err
	}
	p := chain.EscrowParams{Owner: tx.Address(), Oracle: crypto.PubkeyToAddress(key.PublicKey), GracePeriod: uint64(grace.Seconds())}
	if *oracle != "" {
		if !isAddress(*oracle) {
			return fmt.Errorf("escrow: --oracle %q is not an address", *oracle)
		}
		p.Oracle = common.HexToAddress(*oracle)
	}
	for _, j := range jurors {
		if !isAddress(j) {
			return fmt.Errorf("escrow: --jurors: %q is not an address", j)
		}
	}
	t := *threshold
	if t == 0 {
		t = uint(max(len(jurors)/2+1, 1))
	}
	p.RegistryDelay = uint64(registryDelay.Seconds())
	if t > 255 || len(jurors) > 255 || p.GracePeriod == 0 || p.RegistryDelay == 0 {
		return errors.New("escrow: --threshold and the jurors must be at most 255, --grace and --registry-delay at least a second")
	}
	p.QuorumThreshold = uint8(t)
	p.PanelSize = uint8(max(len(jurors), 1))
	for _, j := range jurors {
		p.Jurors = append(p.Jurors, common.HexToAddress(j))
	}
	addr, r, err := chain.DeployEscrow(ctx, tx, p)
	if err != nil {
		return fmt.Errorf("escrow: deploy: %w", err)
	}
	fmt.Fprintf(stdout, "escrow      %s\nblock       %d\nowner       %s\noracle      %s\njurors      %d, threshold %d\n",
		addr.Hex(), r.BlockNumber.Uint64(), p.Owner.Hex(), p.Oracle.Hex(), len(jurors), p.QuorumThreshold)
	fmt.Fprintf(stdout, "\nrun: arbitra coordinator --rpc-url %s --escrow %s --from-block %d\n", *rpcURL, addr.Hex(), r.BlockNumber.Uint64())
	return nil
}

func showEscrow(ctx context.Context, client *ethclient.Client, escrow string, args []string, stdout io.Writer) error {
	if !isAddress(escrow) {
		return errors.New("escrow show: --escrow must be an address")
	}
	e, err := chain.NewEscrow(ctx, client, common.HexToAddress(escrow), nil)
	if err != nil {
		return err
	}
	var v any
	if len(args) == 0 {
		if v, err = e.Config(ctx); err != nil {
			return err
		}
	} else {
		id, err := verdict.ParseHash32(args[0])
		if err != nil {
			return fmt.Errorf("escrow show: deal ID: %w", err)
		}
		st, err := e.Deal(ctx, id)
		if err != nil {
			return err
		}
		v = map[string]any{
			"deal_id": "0x" + strings.TrimPrefix(args[0], "0x"), "status": st.Status.String(), "buyer": st.Buyer.Hex(),
			"seller": st.Seller.Hex(), "token": st.Token.Hex(), "amount": st.Amount.String(),
			"deadline": st.Deadline, "submitted_at": st.SubmittedAt,
			"deliverable_hash": common.Hash(st.DeliverableHash).Hex(), "verdict_hash": common.Hash(st.VerdictHash).Hex(),
		}
	}
	enc := json.NewEncoder(stdout)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}
