package main

import (
	"context"
	"crypto/ecdsa"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"math/big"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/arbitra-network/arbitra/chain"
	"github.com/arbitra-network/arbitra/contracts"
)

// escrowTimeout bounds one escrow command, waits for receipts included.
const escrowTimeout = 5 * time.Minute

// escrowCmd is the setup every escrow and staking subcommand shares: its
// flags (--rpc-url, --escrow, and the key flags when it signs), then one
// open that checks them, loads the key, dials and makes the transactor.
type escrowCmd struct {
	name       string
	fs         *flag.FlagSet
	rpcURL     string
	escrowAddr *string // nil for deploy, which has no escrow yet
	// key loads the signing key; nil when the command only reads.
	key func() (*ecdsa.PrivateKey, error)

	// Set by open; Close releases them.
	client *ethclient.Client
	escrow *chain.Escrow // signing with tx when the command signs
	tx     *chain.Transactor
	cancel context.CancelFunc
}

// newEscrowCmd returns the setup of a command on an existing escrow; when
// signs is set it takes the key flags of walletFlags.
func newEscrowCmd(name, usage string, stderr io.Writer, signs bool) *escrowCmd {
	c := newChainCmd(name, usage, stderr)
	c.escrowAddr = c.fs.String("escrow", "", "the ArbiterEscrow contract `address` (required)")
	if signs {
		c.takeKeyFlags()
	}
	return c
}

// takeKeyFlags registers the key flags of walletFlags; the command signs with that key.
func (c *escrowCmd) takeKeyFlags() {
	w := newWalletFlags("", envPrivateKey)
	w.register(c.fs)
	c.key = w.key
}

// newChainCmd returns the setup of a command that needs only the chain.
func newChainCmd(name, usage string, stderr io.Writer) *escrowCmd {
	c := &escrowCmd{name: name, fs: newFlagSet(name, usage, stderr)}
	c.fs.StringVar(&c.rpcURL, "rpc-url", "", "Ethereum JSON-RPC `URL` (required)")
	return c
}

// parse parses args, allowing at most maxArgs positional ones; done is
// true after --help or an error.
func (c *escrowCmd) parse(args []string, stdout io.Writer, maxArgs int) (done bool, err error) {
	if err := parseFlags(c.fs, args, stdout); err != nil {
		return true, helpOK(err)
	}
	if c.fs.NArg() > maxArgs {
		return true, c.errorf("unexpected argument %q", c.fs.Arg(maxArgs))
	}
	return false, nil
}

// errorf is an error of the command, which it names.
func (c *escrowCmd) errorf(format string, a ...any) error {
	return fmt.Errorf("%s: %w", c.name, fmt.Errorf(format, a...))
}

// open loads the key (when the command signs), then dials the chain and
// the escrow, all within escrowTimeout; it returns the context the command
// runs in. Close releases what open made.
func (c *escrowCmd) open(ctx context.Context) (context.Context, error) {
	ctx, c.cancel = context.WithTimeout(ctx, escrowTimeout)
	var key *ecdsa.PrivateKey
	if c.key != nil {
		var err error
		if key, err = c.key(); err != nil {
			return ctx, c.errorf("%w", err)
		}
	}
	var err error
	switch {
	case c.rpcURL == "":
		return ctx, c.errorf("--rpc-url is required")
	case c.escrowAddr == nil:
		if c.client, err = ethclient.DialContext(ctx, c.rpcURL); err != nil {
			return ctx, c.errorf("--rpc-url: %w", err)
		}
	case *c.escrowAddr == "":
		return ctx, c.errorf("--escrow is required")
	default:
		if c.client, c.escrow, err = dialEscrow(ctx, c.rpcURL, *c.escrowAddr); err != nil {
			return ctx, c.errorf("%w", err)
		}
	}
	if key != nil {
		if c.tx, err = chain.NewTransactor(ctx, c.client, key); err != nil {
			return ctx, c.errorf("%w", err)
		}
		if c.escrow != nil {
			c.escrow = c.escrow.WithTransactor(c.tx)
		}
	}
	return ctx, nil
}

// dialEscrow checks an --escrow address, dials --rpc-url and finds the
// contract there; its errors name the flag at fault. The caller closes the
// client.
func dialEscrow(ctx context.Context, rpcURL, escrow string) (*ethclient.Client, *chain.Escrow, error) {
	if !isAddress(escrow) {
		return nil, nil, fmt.Errorf("--escrow %q is not an address (0x and 40 hex digits)", escrow)
	}
	client, err := ethclient.DialContext(ctx, rpcURL)
	if err != nil {
		return nil, nil, fmt.Errorf("--rpc-url: %w", err)
	}
	e, err := chain.NewEscrow(ctx, client, common.HexToAddress(escrow), nil)
	if err != nil {
		client.Close()
		return nil, nil, fmt.Errorf("--escrow: %w", err)
	}
	return client, e, nil
}

// Close releases the client and the command's deadline.
func (c *escrowCmd) Close() {
	if c.client != nil {
		c.client.Close()
	}
	if c.cancel != nil {
		c.cancel()
	}
}

// printJSON writes v as indented JSON, as every show command prints.
func printJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}

// tokenInfo is what the CLI reads from an ERC-20 to speak in its units.
type tokenInfo struct {
	decimals uint8
	symbol   string
}

// format writes base units as token units, such as "12.5 USDC".
func (t tokenInfo) format(base *big.Int) string {
	return formatUnits(base, t.decimals) + " " + t.symbol
}

func readTokenInfo(ctx context.Context, client *ethclient.Client, token common.Address) (tokenInfo, error) {
	erc20 := contracts.NewMockUSDC() // only the standard ERC-20 views are used
	inst := erc20.Instance(client, token)
	opts := &bind.CallOpts{Context: ctx}
	dec, err := bind.Call(inst, opts, erc20.PackDecimals(), erc20.UnpackDecimals)
	if err != nil {
		return tokenInfo{}, fmt.Errorf("read decimals() of %s (is it an ERC-20?): %w", token.Hex(), err)
	}
	sym, err := bind.Call(inst, opts, erc20.PackSymbol(), erc20.UnpackSymbol)
	if err != nil || sym == "" {
		sym = "units" // symbol() is optional in ERC-20
	}
	return tokenInfo{decimals: dec, symbol: sym}, nil
}

// parseTokenAmount turns "12.5" into base units with decimals digits after
// the point; it refuses more digits than the token has.
func parseTokenAmount(s string, decimals uint8) (*big.Int, error) {
	whole, frac, hasPoint := strings.Cut(strings.TrimSpace(s), ".")
	if whole == "" && frac == "" || hasPoint && frac == "" || !allDigits(whole) || !allDigits(frac) {
		return nil, fmt.Errorf("%q is not a decimal number such as 12.5", s)
	}
	if len(frac) > int(decimals) {
		return nil, fmt.Errorf("%q has %d digits after the point; the token has %d decimals", s, len(frac), decimals)
	}
	n, ok := new(big.Int).SetString(whole+frac+strings.Repeat("0", int(decimals)-len(frac)), 10)
	if !ok {
		return nil, fmt.Errorf("%q is not a decimal number", s)
	}
	if n.Sign() <= 0 {
		return nil, fmt.Errorf("%q must be more than zero", s)
	}
	if n.BitLen() > 256 {
		return nil, fmt.Errorf("%q is too large", s)
	}
	return n, nil
}

func allDigits(s string) bool {
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}

// formatUnits writes base units with decimals digits after the point,
// without trailing zeros.
func formatUnits(base *big.Int, decimals uint8) string {
	if base == nil {
		return "0"
	}
	s := base.String()
	if decimals == 0 {
		return s
	}
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(s, "-")
	if len(s) <= int(decimals) {
		s = strings.Repeat("0", int(decimals)-len(s)+1) + s
	}
	whole, frac := s[:len(s)-int(decimals)], strings.TrimRight(s[len(s)-int(decimals):], "0")
	if neg {
		whole = "-" + whole
	}
	if frac == "" {
		return whole
	}
	return whole + "." + frac
}
